"""Counting the dealer's hidden cards by inclusion-exclusion, against brute force.

Two independent checks: the family's reference engine (`settle_round` under Caribbean Stud's
rules, with `rank_five`) over every one of the 163,185 hidden hands for chosen hands, and a
vectorised brute force with `score_hands` for hypothesis-chosen hands and upcards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Any

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core.cards import DECK, Card, parse_card, parse_cards
from harness.families.lunar.analysis.dealer_counts import DEALER_COMPLETIONS, UpcardTables, colex_rank
from harness.families.lunar.analysis.hand_values import dense_values
from harness.families.lunar.analysis.upcard_analysis import analyse_upcard
from harness.families.lunar.caribbean.exact import dealer_outcome_counts
from harness.families.lunar.caribbean.rules import caribbean_schedule

BruteForceCounter = Callable[[Sequence[Card], Card], Any]  # the `brute_force` fixture (conftest.py)


def test_dealer_completions_are_c_46_4() -> None:
    assert DEALER_COMPLETIONS == comb(46, 4) == 163_185


def test_colex_rank_numbers_each_subset_once() -> None:
    for size in (2, 3, 4):
        subsets = np.array(list(combinations(range(51), size)))
        ranks = colex_rank(subsets)
        assert sorted(ranks.tolist()) == list(range(comb(51, size)))


def _check_against_reference(brute_force: BruteForceCounter, player_text: str, upcard_text: str) -> None:
    player, upcard = parse_cards(player_text), parse_card(upcard_text)
    expected = brute_force(player, upcard)
    got = dealer_outcome_counts(player, upcard)
    assert {
        "dealer_does_not_qualify": got.does_not_qualify,
        "push": got.push,
        "dealer_wins": got.dealer_wins,
        "player_wins": got.player_wins,
    } == {k: expected.events[k] for k in ("dealer_does_not_qualify", "push", "dealer_wins", "player_wins")}
    assert got.raise_total == expected.raise_total


def test_ace_king_hand_against_a_matching_upcard(brute_force: BruteForceCounter) -> None:
    _check_against_reference(brute_force, "As Kd Qh 5c 2s", "5d")


def test_pair_against_an_upcard_of_its_suit(brute_force: BruteForceCounter) -> None:
    _check_against_reference(brute_force, "9h 9c Jh 4h 3d", "Th")


@lru_cache(maxsize=4)
def _tables(upcard: int) -> UpcardTables:
    return UpcardTables(upcard)


def _score_brute_force(player: list[int], upcard: int, qualify: int) -> tuple[int, int, int, int]:
    rest = [c for c in range(52) if c not in player and c != upcard]
    hidden = np.array(list(combinations(rest, 4)))
    dealer = dense_values(np.concatenate([np.full((len(hidden), 1), upcard), hidden], axis=1))
    mine = int(dense_values(np.array([player]))[0])
    qualifies = dealer >= qualify
    return (
        int((~qualifies).sum()),
        int((qualifies & (dealer == mine)).sum()),
        int((qualifies & (dealer > mine)).sum()),
        int((qualifies & (dealer < mine)).sum()),
    )


@settings(max_examples=12, deadline=None)
@given(
    upcard=st.sampled_from([0, 23, 46, 51]),  # 2s, 7c, Ad, Ac: both ends of the renumbering
    deal=st.lists(st.integers(0, 51), min_size=6, max_size=6, unique=True),
)
def test_inclusion_exclusion_equals_brute_force(upcard: int, deal: list[int]) -> None:
    player = [c for c in deal if c != upcard][:5]
    qualify = caribbean_schedule().qualify_value
    values = dense_values(np.array([player]))
    got = _tables(upcard).outcomes(np.array([player]), values, qualify)
    counts = (got.does_not_qualify[0], got.push[0], got.dealer_wins[0], got.player_wins[0])
    assert tuple(int(x) for x in counts) == _score_brute_force(player, upcard, qualify)


def test_one_upcard_covers_every_player_hand_and_every_hidden_hand() -> None:
    schedule = caribbean_schedule()
    ace = DECK.index(parse_card("As"))
    analysis = analyse_upcard(ace, schedule.qualify_value, schedule.pays, schedule.rules)
    assert int(analysis.weights.sum()) == comb(51, 5)
    totals = analysis.does_not_qualify + analysis.push + analysis.dealer_wins + analysis.player_wins
    assert (totals == DEALER_COMPLETIONS).all()
