"""Hands written in the table's money (`"unit": "0.01"`): exact chips in, the file's units out.

The expected stacks are worked by hand in each test from the hand's own actions, never taken from
the engine.
"""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from harness.cli import app
from harness.families.poker_room.hand_history import HandRefused, parse_hand
from harness.families.poker_room.money import AmountRefused, in_units, parse_unit, to_chips
from harness.families.poker_room.replay import replay_lines
from harness.families.poker_room.settle import settle_hand


def cents_hand(**changes: Any) -> dict[str, Any]:
    """A $0.25/$0.50 no-limit hand: C folds, A (small blind) raises to 1.50, B calls; A bets 2.25
    on the flop, B calls; checked down, A's aces beat B's kings. Pot 2 x 1.50 + 2 x 2.25 = 7.50:
    A 50 - 3.75 + 7.50 = 53.75, B 48.75 - 3.75 = 45.00, C unchanged 20.10."""
    hand: dict[str, Any] = {
        "game": "holdem", "unit": "0.01", "blinds": [0.25, 0.5], "button": "C",
        "seats": [{"name": "A", "stack": 50, "hole": ["Ah", "Ad"]},
                  {"name": "B", "stack": 48.75, "hole": ["Kc", "Kd"]},
                  {"name": "C", "stack": 20.1, "hole": ["2c", "7d"]}],
        "board": ["3s", "6h", "8d", "Jc", "Qs"],
        "actions": [["C", "fold"], ["A", "raise", 1.5], ["B", "call"], ["A", "bet", 2.25], ["B", "call"],
                    ["A", "check"], ["B", "check"], ["A", "check"], ["B", "check"]],
        "result": {"A": 53.75, "B": 45, "C": 20.1},
    }  # fmt: skip
    return hand | changes


def test_amounts_become_exact_chips_of_the_unit() -> None:
    record = parse_hand(cents_hand())
    assert record.unit == Decimal("0.01")
    assert (record.config.small_blind, record.config.big_blind) == (25, 50)
    assert [seat.stack for seat in record.seats] == [5000, 4875, 2010]
    assert record.result == {"A": 5375, "B": 4500, "C": 2010}
    result = settle_hand(record)
    assert result.final_stacks == (5375, 4500, 2010)
    assert not result.disagreements()
    data = result.to_json()
    assert data["unit"] == "0.01"
    assert data["final_stacks_in_units"] == {"A": 53.75, "B": 45, "C": 20.1}


def test_the_unit_may_be_a_json_number_or_text_and_whole_units_work_too() -> None:
    assert parse_unit(0.01) == parse_unit("0.01") == Decimal("0.01")
    assert parse_unit(5) == Decimal(5)
    doubled = cents_hand(unit=0.05)
    assert parse_hand(doubled).config.big_blind == 10  # 0.50 is ten chips of 0.05
    # A unit of 5 (chips of five dollars): 0.25 is no whole number of them.
    with pytest.raises(HandRefused) as refused:
        parse_hand(cents_hand(unit=5))
    assert refused.value.path == "blinds[0]"


@pytest.mark.parametrize("bad", [0, -1, "cents", True, None, [1], "1e-20", "nan", "inf"])
def test_a_unit_that_is_no_positive_amount_is_refused(bad: Any) -> None:
    with pytest.raises(AmountRefused) as refused:
        parse_unit(bad)
    assert refused.value.path == "unit"


@pytest.mark.parametrize(("field", "value", "path"), [
    ("blinds", [0.255, 0.5], "blinds[0]"),
    ("seats", [{"name": "A", "stack": 50.001, "hole": ["Ah", "Ad"]},
               {"name": "B", "stack": 48.75, "hole": ["Kc", "Kd"]}], "seats[0].stack"),
    ("actions", [["A", "raise", 1.505]], "actions[0][2]"),
    ("result", {"A": 53.755}, "result.A"),
])  # fmt: skip
def test_an_amount_finer_than_the_unit_is_refused_at_its_field(field: str, value: Any, path: str) -> None:
    with pytest.raises(HandRefused) as refused:
        parse_hand(cents_hand(**{field: value}))
    assert refused.value.path == path
    assert "not a whole number of chips of 0.01" in refused.value.message


def test_a_decimal_amount_without_a_unit_is_refused_with_the_way_out() -> None:
    hand = cents_hand()
    del hand["unit"]
    with pytest.raises(HandRefused) as refused:
        parse_hand(hand)
    assert refused.value.path == "blinds[0]"
    assert '"unit": "0.01"' in refused.value.message


def test_chips_go_back_to_the_files_units_exactly() -> None:
    assert in_units(5375, Decimal("0.01")) == 53.75
    assert in_units(4500, Decimal("0.01")) == 45
    assert in_units(3, Decimal("0.25")) == 0.75
    assert in_units(7, Decimal(5)) == 35
    assert to_chips(0.3, "x", Decimal("0.1")) == 3


def test_replay_prints_finishing_stacks_in_the_files_units(tmp_path: Path) -> None:
    wrong = cents_hand(result={"A": 53.5, "B": 45, "C": 20.1})
    lines = [json.dumps(cents_hand()), json.dumps(wrong)]
    emitted: list[dict[str, Any]] = []
    report = replay_lines(lines, name="cents.jsonl", emit=emitted.append)
    assert (report.agreed, report.disagreed) == (1, 1)
    assert emitted[0]["finishing_stacks"] == [53.75, 45, 20.1]
    assert emitted[1]["status"] == "discrepancy"
    assert emitted[1]["messages"] == ["A recorded 53.5, the rules give 53.75"]
    path = tmp_path / "cents.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    run = CliRunner().invoke(app, ["replay", str(path), "--jsonl"])
    assert run.exit_code == 1
    first = json.loads(run.stdout.splitlines()[0])
    assert first["finishing_stacks"] == [53.75, 45, 20.1]
