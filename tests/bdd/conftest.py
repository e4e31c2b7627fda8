"""Lunar Poker Gherkin suite: the step library, and every clause ID as a pytest marker.

Scenario tags are clause IDs (`@LP-9.1`); pytest-bdd turns each tag into a marker. Registering
exactly the IDs of rules_spec/*.yaml, and refusing any other tag, makes a mistyped or invented
tag fail collection instead of silently citing nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

# Before the imports below: plain `assert`s in the step library then report both sides.
pytest.register_assert_rewrite("harness.gherkin.clauses")

from harness.families.lunar.bdd_steps import *  # noqa: E402, F403  (pytest-bdd step definitions are fixtures)
from harness.gherkin.clauses import clause_catalogue  # noqa: E402

CLAUSES = clause_catalogue()


def pytest_configure(config: pytest.Config) -> None:
    for clause in CLAUSES.values():
        state = "retired: " if clause.retired else ""
        config.addinivalue_line("markers", f"{clause.id}: {state}{clause.title} ({clause.where})")


def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> object | None:
    """Refuse a tag that is no clause ID even when strict markers are off.

    Why: pytest 9.0 ignores `--strict-markers` given through `addopts` (pytest-dev/pytest#14442),
    which would turn a typo into a mere warning. Known tags fall through to pytest-bdd's default.
    """
    if tag not in CLAUSES:
        pytest.fail(f"scenario tag @{tag} is not a clause ID of rules_spec/*.yaml", pytrace=False)
    return None
