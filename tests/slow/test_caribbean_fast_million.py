"""A million seeded Caribbean Stud rounds: the fast simulator settles every one as the reference (slow).

The family engine settles about 15,000 rounds a second, too slow for a million within the CI
budget, so every round is checked against the Caribbean module's own reference settlement
(`harness.caribbean.rules.settle_hand`, which the exact analysis is checked against and which
is itself proven equal to the family engine, tests/unit/test_lunar_variants.py), with the
decision asked of the rules_spec strategy round by round; the first 200,000 rounds are also
settled by the family engine itself. Neither path reads the fast engine's tables.
"""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from functools import lru_cache
from multiprocessing import get_context

import numpy as np
import pytest

from harness.cards import DECK
from harness.caribbean.fast import DecisionTable, SettlementTables, play_rows, settlement_tables, strategy_decisions
from harness.caribbean.rules import load_caribbean_paytable, settle_hand
from harness.fast_deal import deal_cards
from harness.lunar.game import game_table_rules
from harness.lunar.round import Decision
from harness.lunar.settle import settle_round
from harness.lunar.simulate import VARIANT_CARDS_PER_DEAL, strategy_round
from harness.lunar.variant_strategy import strategy_for

ROUNDS = 1_000_000
CHUNK = 50_000
FAMILY_ENGINE_ROUNDS = 200_000


@lru_cache(maxsize=1)
def fast_tables() -> tuple[SettlementTables, DecisionTable]:
    """Built once in the test process; the forked workers inherit them."""
    rules = game_table_rules("caribbean-stud")
    return settlement_tables(rules), strategy_decisions(strategy_for(rules), "simple")


def mismatches(chunk: int) -> list[int]:
    """Rounds of one chunk on which the fast simulator and a reference disagree."""
    rng = np.random.Generator(np.random.PCG64(np.random.SeedSequence(515151).spawn(ROUNDS // CHUNK)[chunk]))
    deals = deal_cards(rng, CHUNK, VARIANT_CARDS_PER_DEAL)  # the family engine reads past the 10th card
    rules = game_table_rules("caribbean-stud")
    strategy = strategy_for(rules)
    fast = play_rows(deals, *fast_tables())
    net, staked = fast.net.tolist(), fast.staked.tolist()
    raise_table = load_caribbean_paytable().tables["raise"]
    bad = []
    for index, row in enumerate(deals.tolist()):
        cards = [DECK[i] for i in row]
        raised = strategy.first_decision(cards[:5], cards[5]).action is Decision.PLAY
        settled = settle_hand(cards[:5], cards[5:10], raised=raised, raise_table=raise_table)
        agree = (settled.net, 1 + settled.raise_stake) == (net[index], staked[index])
        if agree and chunk * CHUNK + index < FAMILY_ENGINE_ROUNDS:
            ledger = settle_round(strategy_round(cards, strategy, rules)[0], rules)
            agree = (ledger.net, sum(w.stake for w in ledger.wagers)) == (net[index], staked[index])
        if not agree:
            bad.append(chunk * CHUNK + index)
    return bad


@pytest.mark.slow
def test_a_million_rounds_agree() -> None:
    fast_tables()
    with ProcessPoolExecutor(max_workers=2, mp_context=get_context("fork")) as pool:
        bad = [i for found in pool.map(mismatches, range(ROUNDS // CHUNK)) for i in found]
    assert bad == []
