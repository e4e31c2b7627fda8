"""`tablecert certify jan-poker`: the report bundle, its verdict and Jan-Poker's own sections."""

from __future__ import annotations

import json
from pathlib import Path

from harness.certify.options import CertifyOptions
from harness.certify.pipeline import certify
from harness.games.game_model import Capability
from harness.games.registry import game as registered_game


def test_certify_writes_a_certified_report(tmp_path: Path) -> None:
    options = CertifyOptions(game="jan-poker", paytable=None, rounds=20, seed=5, out_dir=tmp_path, mutants=False)
    assert certify(registered_game("jan-poker", Capability.CERTIFY), options) == 0
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["verdict"]["certified"] is True
    assert report["verdict"]["uncovered_clauses"] == [] and report["verdict"]["scenarios_failed"] == 0
    assert report["documented_game"]["final_points"] == {"A": 3000, "B": 49000, "C": 23000, "D": 25000}
    conservation = report["conservation"]
    assert (conservation["games"], conservation["conserved"], conservation["refused"]) == (20, 20, [])
    assert conservation["total_points"] == 100_000 and conservation["poker_hands"] > 20
    assert {i["name"] for i in report["interpretations"]} == {
        "next_hand_first_actor", "no_chips_in_when_bust", "regained_short_call", "three_bust_end",
        "three_bust_count", "leftover_deposits", "game_length"}  # fmt: skip
    html = (tmp_path / "report.html").read_text()
    assert "The documented whole game" in html and "One purse" in html
