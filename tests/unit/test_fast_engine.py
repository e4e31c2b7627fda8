"""The fast engine is proven equal to the reference engine on the same seeded deals (issue 5, item 1)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from harness.cards import DECK, parse_cards
from harness.lunar.fast import FastTables, ledger_rows, money_of_ledger, play_batch
from harness.lunar.game import table_rules
from harness.lunar.settle import settle_round
from harness.lunar.simulate import SimulationPlan, simulate, strategy_round
from harness.lunar.strategy import basic_strategy

READINGS = {
    "defaults": {},
    "alternatives": {"super_sf_counts_as": "own_category", "fees_are_wagers": "true"},
}


def seeded_deals(count: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return rng.permuted(np.tile(np.arange(52, dtype=np.int8), (count, 1)), axis=1)[:, :15]


@pytest.mark.parametrize("reading", sorted(READINGS))
def test_ten_thousand_rounds_give_identical_ledgers(reading: str) -> None:
    rules, strategy = table_rules(interpretations=READINGS[reading]), basic_strategy()
    deals = seeded_deals(10_000 if reading == "defaults" else 3_000, seed=20261122)
    fast = ledger_rows(play_batch(deals, FastTables(rules=rules, strategy=strategy)))
    for index, row in enumerate(deals.tolist()):
        rnd, _ = strategy_round([DECK[i] for i in row], strategy, rules)
        assert money_of_ledger(settle_round(rnd, rules)) == fast[index], f"deal {index}: {row}"


def test_rare_hands_agree() -> None:
    """Deals built to hit instant payouts, quads, six-card straight flushes and second combinations."""
    rules, strategy = table_rules(), basic_strategy()
    rows = []
    for hand in ("As Ks Qs Js Ts", "9h 8h 7h 6h 5h", "7c 7d 7h 7s 2c", "9h Th Jh Qh 2c", "Ac Ad Kh Ks 2d"):
        player = [card.index for card in parse_cards(hand)]
        rest = [i for i in range(52) if i not in player]
        for shift in range(0, 40, 4):  # rotate the rest of the deck: other dealers and draws
            rotated = rest[shift:] + rest[:shift]
            rows.append(player + rotated[:10])
    deals = np.array(rows)
    fast = ledger_rows(play_batch(deals, FastTables(rules=rules, strategy=strategy)))
    for index, row in enumerate(deals.tolist()):
        rnd, _ = strategy_round([DECK[i] for i in row], strategy, rules)
        assert money_of_ledger(settle_round(rnd, rules)) == fast[index]


def test_simulation_totals_equal_between_engines() -> None:
    interpretations = dict(table_rules().interpretations)
    plans = [
        SimulationPlan(
            paytable="standard", interpretations=interpretations, rounds=4_000, seed=9, batch_size=2_000, engine=engine
        )
        for engine in ("reference", "fast")
    ]
    reference, fast = (simulate(plan, Fraction(0), workers=1).totals.to_json() for plan in plans)
    assert reference == fast
