"""A million seeded rounds a game through the fast and the reference engine give identical
ledgers, for every game of the Lunar Poker family (slow).

The deals are the game's simulation deals (`deal_batch` of a `SimulationPlan` of 50,000-round
batches, seed 424242). The fast engine's class tables are filled once, in this process, from the
deals themselves; the worker processes inherit them and settle every round on the reference
engine too, round by round.
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

import numpy as np
import pytest

from harness.cards import DECK
from harness.lunar.fast import FastTables, ledger_rows, money_of_ledger, play_batch
from harness.lunar.game import family_games, game_table_rules
from harness.lunar.settle import settle_round
from harness.lunar.simulate import SimulationPlan, deal_batch, strategy_round
from harness.lunar.variant_strategy import strategy_for

ROUNDS = 1_000_000
CHUNK = 50_000
SEED = 424242
_TABLES: dict[str, FastTables] = {}  # filled before the workers fork


def million_plan(game: str) -> SimulationPlan:
    """The plan whose deals the proof plays (the paytable and readings: the game's defaults)."""
    return SimulationPlan(paytable="", interpretations={}, rounds=ROUNDS, seed=SEED, batch_size=CHUNK, game=game)


def deals_of(game: str, chunk: int) -> np.ndarray:
    return deal_batch(million_plan(game), chunk)


def mismatches(game: str, chunk: int) -> list[int]:
    """Rounds of one chunk whose money differs between the engines (indices in the million)."""
    tables = _TABLES[game]
    rules, strategy = tables.rules, tables.strategy
    deals = deals_of(game, chunk)
    fast = ledger_rows(play_batch(deals, tables))
    bad = []
    for index, row in enumerate(deals.tolist()):
        rnd, _ = strategy_round([DECK[i] for i in row], strategy, rules)
        if money_of_ledger(settle_round(rnd, rules)) != fast[index]:
            bad.append(chunk * CHUNK + index)
    return bad


@pytest.mark.slow
@pytest.mark.parametrize("game", family_games())
def test_a_million_rounds_agree(game: str) -> None:
    rules = game_table_rules(game)
    tables = _TABLES[game] = FastTables(rules=rules, strategy=strategy_for(rules))
    for chunk in range(ROUNDS // CHUNK):  # every hand class of these deals, asked once, here
        play_batch(deals_of(game, chunk), tables)
    with ProcessPoolExecutor(max_workers=2, mp_context=get_context("fork")) as pool:
        found = pool.map(mismatches, [game] * (ROUNDS // CHUNK), range(ROUNDS // CHUNK))
        bad = [i for chunk in found for i in chunk]
    assert bad == []
