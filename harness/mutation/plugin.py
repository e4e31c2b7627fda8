"""pytest plugin: run the Gherkin suite against the rule mutant named by TABLECERT_MUTANT.

Load it with `-p harness.mutation.plugin`. The patches go in at `pytest_configure`, before any
scenario settles a round, and come out at `pytest_unconfigure`. With the variable unset or empty
the plugin does nothing, so the real engine runs under exactly the same command line.
"""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest

from harness.mutation.catalogue import MUTANT_ENV, apply_mutant
from harness.mutation.lookup import find_mutant
from harness.spec.errors import HarnessError

_RESTORE = pytest.StashKey[Callable[[], None]]()
_NAME = pytest.StashKey[str]()


def pytest_configure(config: pytest.Config) -> None:
    name = os.environ.get(MUTANT_ENV, "").strip()
    if not name:
        return
    try:
        games, mutant = find_mutant(name)
        config.stash[_RESTORE] = apply_mutant(mutant, games.reset)
    except HarnessError as error:
        # A mistyped mutant must stop the run, not pass as a mutant "killed" by every scenario.
        raise pytest.UsageError(str(error)) from None
    config.stash[_NAME] = name


def pytest_report_header(config: pytest.Config) -> str | None:
    name = config.stash.get(_NAME, None)
    return f"tablecert rule mutant: {name}" if name else None


def pytest_unconfigure(config: pytest.Config) -> None:
    restore = config.stash.get(_RESTORE, None)
    if restore is not None:
        restore()
