"""Dilemma Hold'em's parts on their own: the banks, the card data, the refusals, the ranking check.
Expected values are worked by hand in each test."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from harness.core.decks import DILEMMA_40
from harness.families.dilemma.banks import Banks
from harness.families.dilemma.play import play_game
from harness.families.dilemma.ranking_check import rank_key, straight_top
from harness.families.dilemma.rules import load_card_data
from harness.families.poker_room.hand_history import card_index
from harness.games.settle_dispatch import settle_document
from harness.runtime.project import project_root
from harness.spec.errors import RoundError, SpecError
from harness.spec.yaml_source import load_text


def test_banks_pay_out_in_order_and_an_emptied_bank_is_not_used_again() -> None:
    banks, paid = Banks.of((300, 700, 500)).pay_out(350)
    assert (banks.held, banks.in_use, paid, banks.short) == ((0, 650, 500), 1, 350, False)
    banks = banks.pay_in(100)  # into bank 2, the bank in use: 750 > its starting 700
    assert banks.held == (0, 750, 500)
    banks, paid = banks.pay_out(1300)  # 750 + 500 = 1250 is all there is
    assert (banks.held, banks.in_use, paid, banks.short) == ((0, 0, 0), 3, 1250, True)


def test_banks_as_a_table_finds_them() -> None:
    assert Banks.of((0, 700, 500)).in_use == 1
    assert Banks.of((0, 0, 0)).exhausted


def _ranks(text: str) -> list[int]:
    return [{"A": 14, "T": 10}.get(r, 0) or int(r) for r in text.split()]


def test_straights_of_the_40_cards() -> None:
    assert straight_top(_ranks("7 8 9 T A")) == 14  # the royal flush's ranks
    assert straight_top(_ranks("A 2 3 4 5")) == 5  # the wheel
    assert straight_top(_ranks("9 T A 2 3")) is None  # no straight round the corner
    assert len(DILEMMA_40.straights) == 7  # A-5, 2-6, 3-7, 4-8, 5-9, 6-10, 7-A


def test_the_40_cards_have_2244_hand_classes() -> None:
    # High card C(10,5) - 7 straights = 245; flush 245; straight 7; straight flush 7; pair 10 x C(9,3) = 840;
    # two pair C(10,2) x 8 = 360; trips 10 x C(9,2) = 360; full house 10 x 9 = 90; quads 10 x 9 = 90.
    assert 245 + 245 + 7 + 7 + 840 + 360 + 360 + 90 + 90 == 2244
    royal = rank_key([i for c in "7h 8h 9h Th Ah".split() if (i := card_index(c)) is not None])
    assert royal == (8, 14)


def test_the_illustrative_card_data_is_marked_and_complete() -> None:
    cards = load_card_data()
    assert cards.illustrative and len(cards.cards) == 40
    ace = cards.info(card_index("Ah") or 0)
    assert (ace.plus, ace.minus, ace.effect and ace.effect.kind) == (30, 0, "dividend")


def test_a_card_data_file_with_a_jack_is_refused_at_its_line(tmp_path: Path) -> None:
    text = (project_root() / "card_data/dilemma_holdem/illustrative.yaml").read_text(encoding="utf-8")
    bad = tmp_path / "lab.yaml"
    bad.write_text(text.replace("  Th: {", "  Jh: {"), encoding="utf-8")
    with pytest.raises(SpecError, match=r"lab.yaml:\d+:\d+: .*'Jh' is not a card of the 40-card deck"):
        load_card_data(str(bad))


def _settle(document: Any) -> Any:
    return settle_document(load_text(json.dumps(document, indent=1), "<doc>", RoundError))


HAND = {"game": "dilemma-holdem", "blinds": [10, 20], "button": "A",
        "seats": [{"name": "A", "stack": 1000, "hole": ["9c", "9d"]},
                  {"name": "B", "stack": 1000, "hole": ["3c", "4d"]}],
        "board": [], "actions": [["A", "fold"]]}  # fmt: skip


def test_a_hand_when_every_bank_is_empty_is_refused() -> None:
    with pytest.raises(RoundError, match=r"banks: every bank is empty: the game is over"):
        _settle({**HAND, "banks": [0, 0, 0]})


def test_a_missing_card_data_file_is_refused_at_its_field() -> None:
    with pytest.raises(RoundError, match=r"card_data: .*no card-data file"):
        _settle({**HAND, "card_data": "nowhere.yaml"})


def test_a_game_hand_naming_a_bankrupt_player_is_refused_at_its_field() -> None:
    game = {"game": "dilemma-holdem", "players": [{"name": "A"}, {"name": "B"}], "button": "A",
            "hands": [{"holes": {"A": ["9c", "9d"], "X": ["3c", "4d"]}, "actions": [["A", "fold"]]}]}  # fmt: skip
    with pytest.raises(RoundError, match=r"hands\[0\]\.holes\.X: X is not in the game"):
        _settle(game)


def test_the_documented_example_game() -> None:
    document = json.loads((project_root() / "docs/examples/dilemma_holdem_game.json").read_text(encoding="utf-8"))
    result = play_game(document)
    # Hand 1: C wins B's small blind (+10). Hand 2: a three-way tie on the board's flush, pot 20 each,
    # bonus 80 as 20 each (20 from bank 1, 40 from bank 2). Hand 3 at 20/40: B wins A's small blind.
    assert result.stacks == {"A": 1000, "B": 1030, "C": 1030}
    assert result.banks.held == (0, 660, 500)
    assert [hand["stakes"]["blinds"] for hand in result.hands] == [[10, 20], [10, 20], [20, 40]]


def test_replay_refuses_a_dilemma_hand_whose_settlement_is_more_than_the_pots() -> None:
    from harness.families.poker_room.replay import replay_lines

    report = replay_lines([json.dumps(HAND)], name="hands.jsonl")
    assert (report.hands, report.refused) == (1, 1)
    assert "dilemma-holdem is not audited by replay" in report.issues[0].reason


def test_the_documented_example_hand() -> None:
    document = json.loads((project_root() / "docs/examples/dilemma_holdem_hand.json").read_text(encoding="utf-8"))
    ledger = _settle(document)
    # Worked in docs/dilemma_holdem.md: pot 140 to A, dividend 50, penalty 60 from B alone (C folded on the
    # turn, before the last round), bonus 40 to A.
    assert ledger["final_stacks"] == {"A": 1170, "B": 880, "C": 980}
    assert ledger["settlement"]["banks"]["after"] == [270, 700, 500]
