"""`tablecert replay HANDS.jsonl`: every disagreeing, refused or malformed hand is reported."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from harness.cli import app
from harness.families.poker_room.replay import replay_lines


def day(seed_hand: Callable[..., dict[str, Any]]) -> list[str]:
    # The seed hand's final stacks worked out by hand: each put in 80; A and C get 120 back.
    right = seed_hand(id="h1", result={"A": 1040, "B": 420, "C": 840})
    wrong = seed_hand(id="h2", result={"A": 1160, "B": 420, "C": 720})  # as if A had scooped
    unrecorded = seed_hand(id="h3")
    illegal = seed_hand(id="h4", actions=[["C", "raise"], ["A", "raise"], ["B", "raise"], ["C", "raise"]])
    return [
        json.dumps(right),
        "",
        json.dumps(wrong),
        '{"game": "holdem", oops',
        json.dumps(unrecorded),
        json.dumps(illegal),
    ]


def test_replay_counts_and_lists_every_problem(seed_hand: Callable[..., dict[str, Any]]) -> None:
    report = replay_lines(day(seed_hand), name="day.jsonl").to_json()
    assert report["totals"] | {"by_game": None} == {
        "lines_with_hands": 5, "settled": 3, "agree": 1, "disagree": 1, "no_recorded_result": 1,
        "refused": 1, "malformed": 1, "chips_awarded": 720, "by_game": None,
    }  # fmt: skip
    issues = {issue["kind"]: issue for issue in report["issues"]}
    assert issues["disagrees"]["line"] == 3 and issues["disagrees"]["id"] == "h2"
    assert issues["disagrees"]["differences"] == {
        "A": {"recorded": 1160, "rules": 1040},
        "C": {"recorded": 720, "rules": 840},
    }
    assert issues["disagrees"]["pots_by_the_rules"] == [
        {"pot": "main pot", "amount": 240, "awards": {"A": 120, "C": 120}}
    ]
    assert issues["malformed"]["line"] == 4 and issues["malformed"]["where"].startswith("day.jsonl:4:")
    assert issues["refused"]["line"] == 6 and issues["refused"]["id"] == "h4"
    assert issues["refused"]["reason"].startswith("raise cap reached")
    assert issues["refused"]["where"].startswith("day.jsonl:6:") and issues["refused"]["where"].endswith("actions[3]")


def test_replay_command_exit_codes_and_outputs(tmp_path: Path, seed_hand: Callable[..., dict[str, Any]]) -> None:
    clean = tmp_path / "clean.jsonl"
    clean.write_text(json.dumps(seed_hand(result={"A": 1040, "B": 420, "C": 840})) + "\n")
    result = CliRunner().invoke(app, ["replay", str(clean), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["totals"]["agree"] == 1

    dirty = tmp_path / "dirty.jsonl"
    dirty.write_text("\n".join(day(seed_hand)) + "\n")
    out = tmp_path / "audit"
    result = CliRunner().invoke(app, ["replay", str(dirty), "--out", str(out)])
    assert result.exit_code == 1
    assert "disagrees: " in result.stdout and "(hand h2)" in result.stdout
    assert json.loads((out / "report.json").read_text())["totals"]["refused"] == 1
    assert "Hand-history replay" in (out / "report.html").read_text()

    result = CliRunner().invoke(app, ["replay", str(tmp_path / "missing.jsonl")])
    assert result.exit_code == 2 and result.stdout == ""
    assert "no such file" in result.stderr
