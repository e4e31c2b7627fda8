"""`tablecert certify omaha-hi-lo-8 | holdem`: the report bundle, its verdict and its sections.

The comparison with pokerkit over every five-card hand takes a minute, so here it is replaced
by a small stand-in; the real comparisons are tested in the slow suite and run by certify.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.certify.options import CertifyOptions
from harness.certify.pipeline import certify
from harness.families.poker_room import agreement
from harness.families.poker_room.agreement import DealAgreement, FiveCardAgreement, HandAgreement
from harness.families.poker_room.games import RoomGame
from harness.games.game_model import Capability
from harness.games.registry import game as registered_game
from harness.spec.errors import UsageError


@pytest.fixture
def quick_agreement(monkeypatch: pytest.MonkeyPatch) -> None:
    def five(progress: object = None, deck: object = None) -> FiveCardAgreement:
        return FiveCardAgreement(hands=10, high_classes=7462, lows=56, high_order_equal=True, low_order_equal=True)

    def deals(game: RoomGame, count: int, seed: int, five: object, progress: object = None) -> DealAgreement:
        return DealAgreement(game=game.name, deals=count, hands_compared=count, compared="stub", mismatches=())

    def whole(game: RoomGame, hands: int, seed: int, progress: object = None) -> HandAgreement:
        return HandAgreement(game=game.name, hands=hands, outcomes={"same final stacks": hands}, unexplained=())

    monkeypatch.setattr(agreement, "compare_five_card_hands", five)
    monkeypatch.setattr(agreement, "compare_random_deals", deals)
    monkeypatch.setattr(agreement, "compare_whole_hands", whole)


@pytest.mark.parametrize("game", ["omaha-hi-lo-8", pytest.param("holdem", marks=pytest.mark.slow)])
def test_certify_writes_a_certified_report(game: str, tmp_path: Path, quick_agreement: None) -> None:
    options = CertifyOptions(game=game, paytable=None, rounds=1000, seed=3, out_dir=tmp_path, mutants=False)
    assert certify(registered_game(game, Capability.CERTIFY), options) == 0
    assert {p.name for p in tmp_path.iterdir()} >= {"report.json", "report.html", "report.pdf"}
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["verdict"]["certified"] is True
    assert report["verdict"]["uncovered_clauses"] == [] and report["verdict"]["scenarios_failed"] == 0
    assert all(t["result"] == "passed" for t in report["traceability"])
    assert all(f["agrees"] for f in report["figures"])
    assert {i["name"] for i in report["interpretations"]} >= {"heads_up_cap", "odd_chip_order"}
    if game == "omaha-hi-lo-8":
        assert report["figures"][0]["name"] == "board_allows_low"
        assert report["worked_example"]["pots"][0]["awards"] == {"A": 120, "C": 120}
    html = (tmp_path / "report.html").read_text()
    assert "Traceability" in html and "independent implementation" in html


def test_certify_refuses_an_unknown_interpretation(tmp_path: Path) -> None:
    options = CertifyOptions(game="holdem", paytable=None, rounds=None, seed=1, out_dir=tmp_path,
                             interpretations=(("odd_chip_half", "low"),))  # fmt: skip
    with pytest.raises(UsageError, match="unknown interpretation 'odd_chip_half'"):
        certify(registered_game("holdem", Capability.CERTIFY), options)
    assert not any(tmp_path.iterdir())
