"""A million seeded rounds through the fast and the reference engine give identical ledgers (slow)."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

import numpy as np
import pytest

from harness.cards import DECK
from harness.lunar.fast import FastTables, ledger_rows, money_of_ledger, play_batch
from harness.lunar.game import table_rules
from harness.lunar.settle import settle_round
from harness.lunar.simulate import strategy_round
from harness.lunar.strategy import basic_strategy

ROUNDS = 1_000_000
CHUNK = 50_000


def mismatches(chunk: int) -> list[int]:
    rng = np.random.default_rng(np.random.SeedSequence(424242).spawn(ROUNDS // CHUNK)[chunk])
    deals = rng.permuted(np.tile(np.arange(52, dtype=np.int8), (CHUNK, 1)), axis=1)[:, :15]
    rules, strategy = table_rules(), basic_strategy()
    fast = ledger_rows(play_batch(deals, FastTables(rules=rules, strategy=strategy)))
    bad = []
    for index, row in enumerate(deals.tolist()):
        rnd, _ = strategy_round([DECK[i] for i in row], strategy, rules)
        if money_of_ledger(settle_round(rnd, rules)) != fast[index]:
            bad.append(chunk * CHUNK + index)
    return bad


@pytest.mark.slow
def test_a_million_rounds_agree() -> None:
    with ProcessPoolExecutor(max_workers=2, mp_context=get_context("fork")) as pool:
        bad = [i for found in pool.map(mismatches, range(ROUNDS // CHUNK)) for i in found]
    assert bad == []
