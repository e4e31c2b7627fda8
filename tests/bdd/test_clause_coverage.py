"""Traceability (STYLE §7): every rule is cited by a scenario, every citation is a rule.

Tags are read from the feature files with pytest-bdd's own Gherkin parser; clause IDs from
rules_spec/*.yaml. A clause no scenario cites is a rule the suite does not certify.
"""

from __future__ import annotations

from collections import Counter

import pytest

from harness.gherkin.clauses import ClauseRef, TaggedScenario, clause_catalogue, tagged_scenarios
from harness.runtime.project import project_root


@pytest.fixture(scope="module")
def clauses() -> dict[str, ClauseRef]:
    return clause_catalogue()


@pytest.fixture(scope="module")
def scenarios_found() -> list[TaggedScenario]:
    found = tagged_scenarios(project_root() / "features")
    assert found, "no scenarios under features/"
    return found


def _spec_files() -> list[str]:
    return sorted({clause.spec for clause in clause_catalogue().values()})


@pytest.mark.parametrize("spec", _spec_files())
def test_every_active_clause_is_cited_by_a_scenario(
    spec: str, clauses: dict[str, ClauseRef], scenarios_found: list[TaggedScenario]
) -> None:
    # One test per rules_spec file, so a game whose suite is missing shows up by name.
    cited = set().union(*(s.tags for s in scenarios_found))
    uncovered = [
        f"{c.id} ({c.where}: {c.title})"
        for c in clauses.values()
        if c.spec == spec and not c.retired and c.id not in cited
    ]
    assert uncovered == [], f"clauses of {spec} no scenario cites:\n  " + "\n  ".join(uncovered)


def test_every_tag_is_a_known_clause_id(clauses: dict[str, ClauseRef], scenarios_found: list[TaggedScenario]) -> None:
    unknown = sorted(f"{s.where}: @{tag}" for s in scenarios_found for tag in s.tags if tag not in clauses)
    assert unknown == [], "tags that are not clause IDs in rules_spec/*.yaml:\n  " + "\n  ".join(unknown)


def test_no_scenario_cites_a_retired_clause(
    clauses: dict[str, ClauseRef], scenarios_found: list[TaggedScenario]
) -> None:
    retired = sorted(
        f"{s.where}: @{tag}" for s in scenarios_found for tag in s.tags if tag in clauses and clauses[tag].retired
    )
    assert retired == [], "scenarios citing retired clauses:\n  " + "\n  ".join(retired)


def test_every_scenario_cites_a_clause(scenarios_found: list[TaggedScenario]) -> None:
    untagged = [f"{s.where}: {s.name}" for s in scenarios_found if not s.tags]
    assert untagged == [], "scenarios with no clause tag:\n  " + "\n  ".join(untagged)


def test_scenario_names_are_unique_within_a_feature(scenarios_found: list[TaggedScenario]) -> None:
    # pytest-bdd keys a feature's scenarios by name: a duplicate would silently replace another.
    counts = Counter((s.feature, s.name) for s in scenarios_found)
    duplicates = sorted(f"{feature}: {name!r} x{n}" for (feature, name), n in counts.items() if n > 1)
    assert duplicates == [], "duplicate scenario names:\n  " + "\n  ".join(duplicates)


def test_catalogue_reads_the_lunar_rules(clauses: dict[str, ClauseRef]) -> None:
    # Guards the catalogue itself: a reader that found nothing would make the tests above vacuous.
    assert {"LP-1", "LP-9.1", "LP-10.1"} <= set(clauses)
