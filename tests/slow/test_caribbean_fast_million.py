"""A million seeded Caribbean Stud rounds: the fast stud simulator settles every one as the
family's reference engine does (slow).

The deals are those on which tests/slow/test_fast_engine_million.py proves the family's fast
engine equal to the reference engine (`settle_round`) round by round, so here every round of
the fast stud simulator (harness.families.lunar.analysis.stud_fast, with the rules_spec strategy's decision
table) is compared with the family fast engine's money for the same round, and, for the first
100,000 rounds, directly with the reference engine. The two fast engines share no table: the
stud simulator reads hand values and the pay schedule by value, the family engine its class
tables.
"""

from __future__ import annotations

import numpy as np
import pytest

from harness.core.cards import DECK
from harness.families.lunar.analysis.stud_fast import play_rows
from harness.families.lunar.caribbean.fast import settlement_tables, strategy_decisions
from harness.families.lunar.fast import FastTables, play_batch
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, deal_batch, strategy_round
from harness.families.lunar.strategy import strategy_for

GAME = "caribbean-stud"
REFERENCE_ROUNDS = 100_000
#: The deals of tests/slow/test_fast_engine_million.py (same rounds, batches and seed).
ROUNDS, CHUNK, SEED = 1_000_000, 50_000, 424242


def deals_of(game: str, chunk: int) -> np.ndarray:
    plan = SimulationPlan(paytable="", interpretations={}, rounds=ROUNDS, seed=SEED, batch_size=CHUNK, game=game)
    return deal_batch(plan, chunk)


@pytest.mark.slow
def test_a_million_rounds_agree() -> None:
    rules = game_table_rules(GAME)
    strategy = strategy_for(rules)
    tables, decisions = settlement_tables(rules), strategy_decisions(strategy, "simple")
    family = FastTables(rules=rules, strategy=strategy)
    bad: list[int] = []
    for chunk in range(ROUNDS // CHUNK):
        deals = deals_of(GAME, chunk)
        stud = play_rows(deals, tables, decisions)
        batch = play_batch(deals, family)
        stud_net, stud_staked = stud.net.astype("int64"), stud.staked.astype("int64")
        differ = (stud_net != batch.net) | (stud_staked != batch.staked)
        bad += [chunk * CHUNK + int(i) for i in differ.nonzero()[0]]
        if chunk * CHUNK < REFERENCE_ROUNDS:
            for index, row in enumerate(deals.tolist()[: REFERENCE_ROUNDS - chunk * CHUNK]):
                ledger = settle_round(strategy_round([DECK[i] for i in row], strategy, rules)[0], rules)
                if (ledger.net, sum(w.stake for w in ledger.wagers)) != (stud_net[index], stud_staked[index]):
                    bad.append(chunk * CHUNK + index)
    assert bad == []
