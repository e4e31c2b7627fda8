"""Pots, awards and the `settle` command for poker-room hands."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from harness.cli import app
from harness.families.poker_room.games import room_game, table_rules
from harness.families.poker_room.pots import Pot, award_pot, build_pots, split_evenly
from harness.families.poker_room.settle import HandResult


def test_pots_by_contribution_level_seed_001() -> None:
    # Seed 001: 1,500, 1,000 and 2,000 all-in (the 500 nobody matched already returned).
    pots = build_pots([1500, 1000, 1500], [False, False, False])
    assert [(p.amount, p.eligible) for p in pots] == [(3000, (0, 1, 2)), (1000, (0, 2))]


def test_folded_chips_stay_in_the_pots_they_reached() -> None:
    pots = build_pots([100, 40, 100, 70], [False, False, False, True])
    assert [(p.amount, p.eligible) for p in pots] == [(160, (0, 1, 2)), (150, (0, 2))]


def test_split_evenly_gives_the_remainder_to_the_first_winners() -> None:
    assert split_evenly(10, [3, 1, 2]) == (4, 3, 3)
    assert split_evenly(9, [0, 1, 2]) == (3, 3, 3)


def test_quartered_pot_with_an_odd_chip() -> None:
    rules = table_rules(room_game("omaha-hi-lo-8"))
    pot = Pot(amount=101, eligible=(0, 1, 2), level=0)
    award = award_pot(0, pot, high={0: 5, 1: 9, 2: 1}, low={0: 31, 1: 31, 2: None},
                      order=lambda seats: sorted(seats), rules=rules)  # fmt: skip
    # High half 51 (odd chip to high) to seat 1; low half 50 split by seats 0 and 1.
    assert award.awards() == {1: 51 + 25, 0: 25}
    assert {"OHL-6.3", "OHL-6.4"} <= set(award.clauses)


def test_no_low_means_the_whole_pot_goes_high() -> None:
    rules = table_rules(room_game("omaha-hi-lo-8"))
    pot = Pot(amount=60, eligible=(0, 1), level=30)
    award = award_pot(0, pot, high={0: 5, 1: 9}, low={0: None, 1: None}, order=sorted, rules=rules)
    assert award.low is None and award.awards() == {1: 60}
    assert "OHL-6.2" in award.clauses


def test_seed_example_json_shape(settle: Callable[[dict[str, Any]], HandResult], seed_hand: Any) -> None:
    data = settle(seed_hand()).to_json()
    assert data["pots"] == [
        {
            "pot": "main pot",
            "amount": 240,
            "eligible": ["A", "B", "C"],
            "high": {"amount": 120, "hand": "straight (Q)", "winners": ["C"], "shares": {"C": 120}},
            "low": {"amount": 120, "hand": "8-6-3-2-A", "winners": ["A"], "shares": {"A": 120}},
            "scoop": False,
            "awards": {"A": 120, "C": 120},
            "clauses": ["OHL-4.1", "OHL-6", "OHL-4.2"],
        }
    ]
    assert data["final_stacks"] == {"A": 1040, "B": 420, "C": 840}
    assert data["net"] == {"A": 40, "B": -80, "C": 40}
    assert {"OHL-4", "OHL-6", "OHL-3.2"} <= set(data["clauses"])


def test_recorded_result_is_compared(settle: Callable[[dict[str, Any]], HandResult], seed_hand: Any) -> None:
    agrees = settle(seed_hand(result={"A": 1040, "B": 420, "C": 840})).to_json()["result_check"]
    assert agrees == {"recorded": {"A": 1040, "B": 420, "C": 840}, "agrees": True, "differences": {}}
    wrong = settle(seed_hand(result={"A": 1160, "B": 420, "C": 720})).to_json()["result_check"]
    assert wrong["agrees"] is False
    assert wrong["differences"] == {"A": {"recorded": 1160, "rules": 1040}, "C": {"recorded": 720, "rules": 840}}


def test_settle_command_prints_the_awards(tmp_path: Path, seed_hand: Any) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(seed_hand(), indent=1))
    result = CliRunner().invoke(app, ["settle", str(path)])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["pots"][0]["awards"] == {"A": 120, "C": 120}


def test_settle_command_refuses_an_illegal_action_with_its_location(tmp_path: Path, seed_hand: Any) -> None:
    actions = [["C", "raise"], ["A", "raise"], ["B", "raise"], ["C", "raise"]]
    head = json.dumps({k: v for k, v in seed_hand().items() if k != "actions"})
    # One action per line: actions[3] is on line 6, column 1.
    text = head[:-1] + ',\n"actions": [\n' + ",\n".join(json.dumps(a) for a in actions) + "\n]}\n"
    path = tmp_path / "hand.json"
    path.write_text(text)
    result = CliRunner().invoke(app, ["settle", str(path)])
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines[0].endswith(
        "hand.json:6:1: actions[3]: raise cap reached (one bet and three raises per round) (OHL-3.3)"
    )
    assert lines[1].strip() == '["C", "raise"]'


def test_settle_command_refuses_a_card_dealt_twice(tmp_path: Path, seed_hand: Any) -> None:
    hand = seed_hand()
    hand["board"][0] = "Ah"
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(hand))
    result = CliRunner().invoke(app, ["settle", str(path)])
    assert result.exit_code == 2 and result.stdout == ""
    assert "board[0]: card Ah is dealt twice (also seats[0].hole[0]) (OHL-1.1)" in result.stderr


def test_settle_command_refuses_an_unknown_interpretation(tmp_path: Path, seed_hand: Any) -> None:
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(seed_hand(interpretations={"odd_chip": "high"})))
    result = CliRunner().invoke(app, ["settle", str(path)])
    assert result.exit_code == 2
    assert "interpretations.odd_chip: unknown interpretation 'odd_chip'" in result.stderr
