"""The sampled cost of the basic strategy (harness/families/lunar/basic_cost.py): what one deal records,
and a run that resumes, refuses another run's file and survives a line cut short."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from harness.core.cards import parse_cards
from harness.families.lunar import basic_cost
from harness.families.lunar.game import table_rules
from harness.families.lunar.strategy import basic_strategy


def test_a_deal_depends_only_on_the_seed_and_its_index() -> None:
    assert basic_cost.deal(5, 17) == basic_cost.deal(5, 17)
    assert basic_cost.deal(5, 17) != basic_cost.deal(5, 18)
    hand, upcard = basic_cost.deal(5, 17)
    assert len({*hand, upcard}) == 6


def test_one_deal_records_the_best_option_and_the_basic_strategy_s_own() -> None:
    seed, index = 1, 0
    row = basic_cost.measure(table_rules(), seed, index)
    hand, upcard = parse_cards(str(row["hand"])), parse_cards(str(row["upcard"]))[0]
    assert (hand, upcard) == basic_cost.deal(seed, index)
    values = {label: Fraction(v) for label, v in row["options"].items()}  # type: ignore[union-attr]
    best, basic = Fraction(str(row["best_value"])), Fraction(str(row["basic_value"]))
    assert best == max(values.values()) and values[str(row["best"])] == best
    assert row["rule"] == basic_strategy().first_decision(hand, upcard).rule
    assert values[str(row["basic"])] == Fraction(str(row["basic_best_second"]))
    # Its own second decision can only cost against the better of play and fold.
    assert basic <= Fraction(str(row["basic_best_second"])) <= best


def _stub(rules: object, seed: int, index: int) -> dict[str, object]:
    return {"index": index, "instant": True}


def test_a_run_resumes_and_refuses_another_run_s_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(basic_cost, "measure", _stub)  # (the workers are forked: they inherit it)
    out = tmp_path / "cost.jsonl"
    assert sorted(basic_cost.run(out, 3, 2, workers=1)) == [0, 1]
    with open(out, "a", encoding="utf-8") as handle:
        handle.write('{"index": 2, "inst')  # a stop in the middle of a line
    found = basic_cost.run(out, 3, 4, workers=1)
    assert sorted(found) == [0, 1, 2, 3]
    lines = out.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["index"] for line in lines[1:] if line.endswith("}")] == [0, 1, 2, 3]
    before = out.read_bytes()
    with pytest.raises(basic_cost.CostFileError, match="not the results of this run"):
        basic_cost.run(out, 4, 4, workers=1)  # another seed
    assert out.read_bytes() == before
