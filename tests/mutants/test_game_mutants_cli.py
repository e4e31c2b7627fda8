"""`tablecert mutants GAME --json` for the games besides Lunar Poker: every mutant is killed.

Each run (the real engine, then one pytest process per mutant) is a real command line in a
subprocess, as a lab would run it; all of them together take a few minutes of two cores, so the
test is marked `slow` (tests/mutants/test_mutants_cli.py does the same for lunar-poker).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from harness.mutation import MUTANT_ENV, catalogue
from harness.runtime.project import project_root

GAMES = (
    "caribbean-stud", "oasis-poker", "lunar-poker-dealer-draw", "lunar-poker-finland", "omaha-hi-lo-8", "holdem",
    "omaha", "short-deck", "seven-card-stud", "seven-card-stud-hi-lo-8", "razz", "deuce-to-seven-triple-draw",
    "deuce-to-seven-single-draw", "badugi", "jan-poker", "arcade-poker", "dilemma-holdem",
)  # fmt: skip
#: The keys of the lunar-poker JSON (tests/mutants/test_mutants_cli.py): every game keeps that shape.
SHAPE = {"game", "killed", "survived", "kill_rate", "catalogue_size", "scenarios", "seconds"}
ENTRY = {"mutant", "description", "clauses", "applied_by", "scenarios"}


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_every_mutant_of_the_game_is_killed_by_its_gherkin_suite(game: str) -> None:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("TABLECERT_") or k == "TABLECERT_HOME"}
    assert MUTANT_ENV not in environment
    done = subprocess.run(
        [sys.executable, "-m", "harness.cli", "mutants", game, "--json"],
        cwd=project_root(),
        env=environment,
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )
    result = json.loads(done.stdout or "{}")
    assert result.get("survived") == [], f"surviving mutants: {result.get('survived')}\n{done.stderr[-2000:]}"
    assert done.returncode == 0, done.stderr[-2000:]
    assert set(result) == SHAPE and result["game"] == game
    assert result["kill_rate"] == 1.0
    assert result["catalogue_size"] == len(catalogue(game).mutants) >= 10
    assert [e["mutant"] for e in result["killed"]] == [m.name for m in catalogue(game).mutants]
    for entry in result["killed"]:
        assert set(entry) == ENTRY and entry["scenarios"], entry
