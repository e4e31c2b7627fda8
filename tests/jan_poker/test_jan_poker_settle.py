"""`tablecert settle` on a whole Jan-Poker game: the documented example's figures, computed by hand
in docs/jan_poker.md, and refusals that name the event, the clause and the file position."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from harness.cli import app
from harness.runtime.project import project_root

EXAMPLE = project_root() / "docs" / "examples" / "jan_poker_game.json"


def _settle(path: Path) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["settle", str(path)])
    return result.exit_code, result.output


def test_the_documented_game_settles_to_its_hand_worked_figures() -> None:
    code, output = _settle(EXAMPLE)
    assert code == 0, output
    settled = json.loads(output)
    # East 1: A raises to 1,500 and C calls; B's 24,000 win on A's discard leaves A 500 short: A is
    # all-in (JP-5.2) and C's 2,000 flop bet comes back; A's aces take 1,500 + 1,500 + 500 = 3,500.
    first = settled["hands"][0]
    assert (first["button"], first["first_to_act"]) == ("B", "A")
    assert first["mahjong_effects"] == [{"event": 16, "player": "A", "effect": "all-in", "clause": "JP-5.2"}]
    assert first["pots"] == [{"amount": 3500, "eligible": ["A", "C"], "winners": {"A": 3500}}]
    assert first["points_after"] == {"A": 3000, "B": 49000, "C": 23500, "D": 24500}
    # East 2 to East 4 are opened by their dealers B, C, D (JP-3.1); each blind steal wins 200 net.
    assert [(h["button"], h["first_to_act"]) for h in settled["hands"][1:]] == [("C", "B"), ("D", "C"), ("A", "D")]
    assert settled["final_points"] == {"A": 3000, "B": 49000, "C": 23000, "D": 25000}
    assert settled["total_points"] == 100_000
    assert (settled["ended_by"], settled["winners"]) == ("East 4 ended", ["B"])


def test_a_stream_that_breaks_a_coupling_rule_is_refused_at_the_event(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"game": "jan-poker", "players": ["A", "B", "C", "D"], "complete": False,
                                "events": [{"deal": {}}, {"mahjong": "discard", "player": "A"},
                                           {"poker": "raise", "player": "A", "to": 1500}]}, indent=1))  # fmt: skip
    code, output = _settle(path)
    assert code == 2
    assert f"{path}:" in output and "events[2]" in output and "(JP-4.2)" in output


def test_a_refused_stream_settles_nothing(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"game": "jan-poker", "players": ["A", "B", "C", "D"],
                                "events": [{"mahjong": "points", "points": {"A": 1000, "B": -900}}]}))  # fmt: skip
    code, output = _settle(path)
    assert code == 2 and "(JP-1.1)" in output and "final_points" not in output
