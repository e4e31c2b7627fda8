"""A million seeded rounds a game through the fast and the reference engine give identical
ledgers, for every game of the Lunar Poker family (slow).

The deals are the game's simulation deals (`deal_batch` of a `SimulationPlan` of 50,000-round
batches, seed 424242). The fast engine's class tables are filled once, in this process, from the
deals themselves; the worker processes inherit them and settle every round on the reference
engine too, round by round.

The reference engine's answers are recorded with a fingerprint of its code, rules and data
(tests/slow/reference_record.py): when the fingerprint is today's, each chunk's fast money is
compared with the recorded digest of the reference money for the same deals, and only a chunk that
differs is settled live to name its rounds; otherwise every chunk is settled live, as before.
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

import numpy as np
import pytest

from harness.core.cards import DECK
from harness.families.lunar.fast import FastTables, ledger_rows, money_of_ledger, play_batch
from harness.families.lunar.game import family_games, game_table_rules
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, deal_batch, strategy_round
from harness.families.lunar.strategy import strategy_for
from tests.slow.reference_record import CHUNK, ROUNDS, SEED, deals_digest, money_digest, read_record

_TABLES: dict[str, FastTables] = {}  # filled before the workers fork


def million_plan(game: str) -> SimulationPlan:
    """The plan whose deals the proof plays (the paytable and readings: the game's defaults)."""
    return SimulationPlan(paytable="", interpretations={}, rounds=ROUNDS, seed=SEED, batch_size=CHUNK, game=game)


def deals_of(game: str, chunk: int) -> np.ndarray:
    return deal_batch(million_plan(game), chunk)


def reference_money(game: str, deals: np.ndarray) -> list[tuple[object, ...]]:
    """Every round's money on the reference engine (its canonical form, `money_of_ledger`)."""
    tables = _TABLES[game]
    rules, strategy = tables.rules, tables.strategy
    return [money_of_ledger(settle_round(strategy_round([DECK[i] for i in row], strategy, rules)[0], rules))
            for row in deals.tolist()]  # fmt: skip


def mismatches(game: str, chunk: int) -> list[int]:
    """Rounds of one chunk whose money differs between the engines (indices in the million)."""
    deals = deals_of(game, chunk)
    fast = ledger_rows(play_batch(deals, _TABLES[game]))
    return [chunk * CHUNK + index for index, money in enumerate(reference_money(game, deals)) if money != fast[index]]


def chunks_unlike_the_record(game: str) -> list[int]:
    """The chunks the reference engine must settle live: all of them without a record made for
    today's code and data; else those whose deals or fast money differ from the recorded digests."""
    record = read_record(game)
    if record is None:
        return list(range(ROUNDS // CHUNK))
    unlike = []
    for chunk, recorded in enumerate(record["chunks"]):
        deals = deals_of(game, chunk)
        if (deals_digest(deals), money_digest(ledger_rows(play_batch(deals, _TABLES[game])))) != (
            recorded["deals"], recorded["money"]):  # fmt: skip
            unlike.append(chunk)
    return unlike


@pytest.mark.slow
@pytest.mark.parametrize("game", family_games())
def test_a_million_rounds_agree(game: str) -> None:
    rules = game_table_rules(game)
    tables = _TABLES[game] = FastTables(rules=rules, strategy=strategy_for(rules))
    for chunk in range(ROUNDS // CHUNK):  # every hand class of these deals, asked once, here
        play_batch(deals_of(game, chunk), tables)
    live = chunks_unlike_the_record(game)
    print(f"{game}: {len(live)} of {ROUNDS // CHUNK} chunks settled live on the reference engine")
    with ProcessPoolExecutor(max_workers=2, mp_context=get_context("fork")) as pool:
        found = pool.map(mismatches, [game] * len(live), live)
        bad = [i for chunk in found for i in chunk]
    assert bad == []
