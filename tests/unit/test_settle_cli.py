"""`tablecert settle ROUND`: JSON out on success; exit 2, message on stderr, nothing on stdout on refusal."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from harness.cli import app

ISSUE_EXAMPLE = {
    "game": "lunar-poker",
    "paytable": "standard",
    "interpretations": {},
    "ante": 10,
    "super": 10,
    "player": ["Ah", "Kh", "7d", "7s", "3c"],
    "dealer": ["Kd", "7c", "2h", "9s", "Qs"],
    "decision": "exchange",
    "discard": ["7d", "3c"],
    "drawn": ["Ac", "2d"],
    "after_draw": "play",
    "side_supers": [{"on": "dealer", "amount": 5}],
}


def run(args: list[str], stdin: str | None = None):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(app, args, input=stdin)


def test_issue_example_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "round.json"
    path.write_text(json.dumps(ISSUE_EXAMPLE))
    result = run(["settle", str(path)])
    assert result.exit_code == 0, result.output
    ledger = json.loads(result.stdout)
    by_wager = {w["wager"]: w for w in ledger["wagers"]}
    # Hand computation: player keeps Ah Kh 7s, draws Ac 2d -> pair of Aces. Dealer K-Q-9-7-2 does
    # not qualify (no Ace): Ante paid 1 to 1 (+10), Raise (20) pushes. Super on A-K-7-7-3 pays
    # no line (-10). Side Super on the dealer's K-7-2-9-Q pays no line (-5). Exchange fee 10.
    assert by_wager["ante"]["outcome"] == "win" and by_wager["ante"]["net"] == 10
    assert by_wager["raise"]["stake"] == 20 and by_wager["raise"]["outcome"] == "push"
    assert by_wager["super"]["net"] == -10
    assert by_wager["side_super"]["net"] == -5 and by_wager["side_super"]["on"] == "dealer"
    assert ledger["fees"] == [{"fee": "exchange", "amount": 10, "clauses": ["LP-7.4", "LP-7.6", "LP-7.7"]}]
    assert ledger["net"] == 10 + 0 - 10 - 5 - 10
    assert all(w["clauses"] for w in ledger["wagers"])


def test_stdin_and_yaml() -> None:
    yaml_round = """
game: lunar-poker
ante: 10
super: 20
player: [As, Ks, Qs, Js, 10s]
dealer: [2d, 7c, 3d, 4s, 6h]
"""
    result = run(["settle", "-"], stdin=yaml_round)
    assert result.exit_code == 0, result.output
    ledger = json.loads(result.stdout)
    # Royal flush: Ante paid 1000 to 1 at once (10,000); Super pays Flush 60 to 1 (1,200) by default.
    assert [(w["wager"], w["net"]) for w in ledger["wagers"]] == [("instant", 10_000), ("super", 1_200)]
    assert ledger["net"] == 11_200


@pytest.mark.parametrize(
    ("change", "location", "phrase"),
    [
        ({"super": 5}, "super", "must be at least the Ante"),
        ({"dealer": ["Kd", "7c", "2h", "9s", "Ah"]}, "dealer[4]", "dealt twice"),
        ({"discard": ["7d"], "drawn": ["Ac"]}, "discard", "exchanging 1 is not allowed"),
        ({"player": ["Ah", "Kh", "7d", "7s"]}, "player", "exactly 5 cards"),
        ({"after_draw": None}, "after_draw", "missing"),
        ({"decision": "raise"}, "decision", "must be one of fold, play, buy, exchange"),
        ({"ante": 2.5}, "ante", "whole number"),
        ({"player": ["Ah", "Kh", "7d", "7s", "1c"]}, "player[4]", "is not a card"),
        ({"interpretations": {"super_sf": "flush"}}, "interpretations.super_sf", "unknown interpretation"),
    ],
)
def test_refusals_exit_2_with_location_and_empty_stdout(
    tmp_path: Path, change: dict, location: str, phrase: str
) -> None:
    data = {**ISSUE_EXAMPLE, **change}
    data = {k: v for k, v in data.items() if v is not None}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data, indent=1))
    result = run(["settle", str(path)])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert f"{path}:" in result.stderr and f": {location}: " in result.stderr
    assert phrase in result.stderr


def test_decision_after_instant_payout_is_refused(tmp_path: Path) -> None:
    data = {
        "game": "lunar-poker",
        "ante": 10,
        "super": 10,
        "player": ["9h", "Th", "Jh", "Qh", "Kh"],
        "dealer": ["2d", "7c", "3d", "4s", "6h"],
        "decision": "play",
    }
    result = run(["settle", "-"], stdin=json.dumps(data))
    assert result.exit_code == 2 and result.stdout == ""
    assert "decision after an instant payout" in result.stderr


def test_missing_file_exits_2() -> None:
    result = run(["settle", "/nonexistent/round.json"])
    assert result.exit_code == 2 and "no such file" in result.stderr


def test_installed_entry_point_runs() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "harness.cli", "settle", "-"],
        input=json.dumps(ISSUE_EXAMPLE),
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout)["net"] == -15
