"""The optimal strategy's variant options: each taken exactly when it is worth more on average.

A game of the Lunar family may add options after the player's decision: make the dealer draw
(dealer-draw), insure (Finland), buy the dealer's qualification (Finland). Each is the player's
last choice of its kind, taken on what the player has seen, so its best use is exact: compare the
round's expected net with the option and without it, over every card still unseen. That is an
integer count, never a simulation:

- a dealer draw or a qualification buy brings in one card: the round is settled once per unseen
  card (`settle_round`, here; the fast engine counts the same outcomes in arrays) and the option
  is taken when the sum beats the net without it times the number of cards;
- insurance is decided before the dealer's hand is shown and pays on the dealer not qualifying:
  it is worth taking, at its largest stake, exactly when fewer than half the dealer's possible
  hidden hands qualify (`nonqualifying_hidden` counts them by rank pattern, from the reference
  ranking) - its settlement is even money both ways, so the stake that maximises the expectation
  is the largest allowed or none.

The insurance count takes the dealer's hand as dealt (the default reading `insurance_settled_on`);
the optimal strategy is refused under other readings of the options (harness.families.lunar.optimal_strategy).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache
from itertools import combinations_with_replacement
from math import comb

import numpy as np
import numpy.typing as npt

from harness.core.cards import DECK, Card
from harness.core.hands import best_five, rank_five
from harness.families.lunar.game import TableRules
from harness.families.lunar.round import LunarRound, insurance_limit
from harness.families.lunar.settle import settle_insurance, settle_round

IntArray = npt.NDArray[np.int64]
RANKS = 13
HIDDEN = 4  # the dealer's cards the player does not see before the showdown (LP-4: one upcard)
#: The readings under which these counts are the options' exact expectations.
EXACT_READINGS = {"dealer_draw_timing": "dealer_does_not_qualify", "insurance_settled_on": "dealer_as_dealt"}


# -- insurance: the dealer's hidden hands, by rank pattern --------------------------------------------


@lru_cache(maxsize=1)
def _patterns() -> tuple[IntArray, IntArray, npt.NDArray[np.bool_], npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """Every multiset of four hidden ranks, and whether the dealer qualifies with it.

    Returns (ranks: P x 4 rank indices, multiplicity: P x 4 (0 past the pattern's distinct
    ranks), distinct: P, qualifies off suit: 13 x P, qualifies as a flush: 13 x P) - the last two
    per upcard rank, asked of the reference ranking on one hand of each kind: suits chosen so the
    hand is no flush (a hidden card of another suit than the upcard's), or all of the upcard's suit."""
    multisets = list(combinations_with_replacement(range(RANKS), HIDDEN))
    ranks = np.full((len(multisets), HIDDEN), RANKS, dtype=np.int64)  # RANKS: no rank (count 0 of 0)
    multiplicity = np.zeros((len(multisets), HIDDEN), dtype=np.int64)
    distinct = np.zeros(len(multisets), dtype=bool)
    off_suit = np.zeros((RANKS, len(multisets)), dtype=bool)
    flush = np.zeros((RANKS, len(multisets)), dtype=bool)
    for p, multiset in enumerate(multisets):
        counted = sorted(set(multiset))
        ranks[p, : len(counted)] = counted
        multiplicity[p, : len(counted)] = [multiset.count(r) for r in counted]
        distinct[p] = len(counted) == HIDDEN
        for upcard in range(RANKS):
            if multiset.count(upcard) == HIDDEN:  # five cards of one rank: no such hand
                off_suit[upcard, p] = True
                continue
            used = {upcard: [0]}
            cards = [DECK[upcard * 4]]
            for rank in multiset:
                suit = next(s for s in (1, 2, 3, 0) if s not in used.setdefault(rank, []))
                used[rank].append(suit)
                cards.append(DECK[rank * 4 + suit])
            off_suit[upcard, p] = rank_five(cards).is_ace_king_high_or_better
            if distinct[p] and upcard not in multiset:
                flush[upcard, p] = rank_five([DECK[r * 4] for r in (upcard, *multiset)]).is_ace_king_high_or_better
    return ranks, multiplicity, distinct, off_suit, flush


_CHOOSE = np.array([[comb(n, k) for k in range(HIDDEN + 1)] for n in range(5)], dtype=np.int64)


def nonqualifying_hidden(upcards: npt.NDArray[np.integer], seen: npt.NDArray[np.bool_]) -> IntArray:
    """For each row, how many sets of four hidden cards from the cards not `seen` (rows x 52, the
    upcard among them) leave the dealer's hand not qualifying. Out of comb(unseen, 4) sets."""
    upcards = np.asarray(upcards, dtype=np.int64)
    unseen = ~np.asarray(seen, dtype=bool)
    per_rank = unseen.reshape(len(unseen), RANKS, 4)
    counts = np.concatenate([per_rank.sum(axis=2), np.zeros((len(unseen), 1), dtype=np.int64)], axis=1)
    upcard_suit = upcards % 4
    of_suit = np.concatenate(
        [per_rank[np.arange(len(unseen)), :, upcard_suit], np.ones((len(unseen), 1), dtype=bool)], axis=1
    ).astype(np.int64)  # the card of each rank in the upcard's suit is unseen (1) or not
    ranks, multiplicity, distinct, off_suit, flush = _patterns()
    # Ways to deal four different ranks: the product of their counts, as a sum of logarithms
    # through one matrix product (exact once rounded: a product is at most 4 ** 4).
    present = counts[:, :RANKS]
    log_counts = np.where(present > 0, np.log(np.maximum(present, 1)), -1e6)  # no card: a product of 0
    result = np.zeros(len(unseen), dtype=np.int64)
    for upcard_rank in np.unique(upcards // 4).tolist():
        rows = np.flatnonzero(upcards // 4 == upcard_rank)
        # Only the patterns that leave the dealer short somewhere add anything.
        short = ~off_suit[upcard_rank] | (distinct & ~flush[upcard_rank])
        four = np.flatnonzero(short & distinct)
        members = np.zeros((RANKS, len(four)))
        members[ranks[four], np.arange(len(four))[:, None]] = 1.0
        ways = np.rint(np.exp(log_counts[rows] @ members)).astype(np.int64)
        suited = (of_suit[rows, :RANKS] @ members.astype(np.int64) == HIDDEN).astype(np.int64)
        result[rows] = (ways - suited) @ ~off_suit[upcard_rank, four] + suited @ ~flush[upcard_rank, four]
        repeated = np.flatnonzero(short & ~distinct)  # a pair or more: no flush
        ways_repeated = np.ones((len(rows), len(repeated)), dtype=np.int64)
        for j in range(HIDDEN):
            ways_repeated *= _CHOOSE[counts[rows][:, ranks[repeated, j]], multiplicity[repeated, j]]
        result[rows] += ways_repeated @ ~off_suit[upcard_rank, repeated]
    return result


def insurance_units(rules: TableRules) -> tuple[int, int]:
    """The net of one chip of insurance when the dealer qualifies, and when it does not (as the
    reference `settle_insurance` pays it)."""
    probe = LunarRound(ante=1, super_bet=0, player=(), dealer=(), insurance=1, game=rules.settings.game)
    return settle_insurance(probe, rules, True, "").net, settle_insurance(probe, rules, False, "").net


def insurance_worth(nonqualifying: IntArray, total: IntArray, rules: TableRules) -> npt.NDArray[np.bool_]:
    """Insurance is worth its largest stake where its expectation per unit is above zero."""
    lost, won = insurance_units(rules)
    worth: npt.NDArray[np.bool_] = won * nonqualifying + lost * (total - nonqualifying) > 0
    return worth


# -- one round at a time (the reference engine) --------------------------------------------------------


def seen_by_player(rnd: LunarRound) -> set[Card]:
    """Every card the player has seen before the dealer's hand is shown: the five dealt, the
    cards drawn, and the upcard."""
    return set(rnd.player) | set(rnd.drawn) | {rnd.upcard}


def _unseen(seen: Iterable[Card]) -> tuple[Card, ...]:
    known = set(seen)
    return tuple(card for card in DECK if card not in known)


def with_option(rnd: LunarRound, option: str, card: Card) -> LunarRound:
    """The round with the dealer made to draw `card` (`option` "dealer_draw") or its
    qualification bought with it ("buy_dealer_qualification")."""
    if option == "dealer_draw":
        return replace(rnd, dealer_draw=card)
    return replace(rnd, buy_dealer_qualification=card)


def worth_a_card(rnd: LunarRound, rules: TableRules, option: str) -> bool:
    """A dealer draw or qualification buy (`option`: the round's field) beats the round without
    it, averaged over every card the dealer could get."""
    cards = _unseen(seen_by_player(rnd) | set(rnd.dealer))
    without = settle_round(rnd, rules).net
    with_each = sum(settle_round(with_option(rnd, option, card), rules).net for card in cards)
    return with_each > without * len(cards)


def best_insurance(rnd: LunarRound, rules: TableRules) -> tuple[int, int, int]:
    """(stake, dealer hidden hands that leave it short, all of them) of a played round's best
    insurance: its largest stake where worth it, else 0 (and 0, 0 where the hand is not insurable)."""
    insurance = rules.settings.insurance
    if insurance is None or best_five(rnd.final_hand()).rank.category < insurance.hand_at_least:
        return 0, 0, 0
    seen = np.zeros((1, len(DECK)), dtype=bool)
    seen[0, [card.index for card in seen_by_player(rnd)]] = True
    short = nonqualifying_hidden(np.array([rnd.upcard.index]), seen)
    total = np.array([comb(len(DECK) - int(seen.sum()), HIDDEN)])
    stake = max(rnd.ante, insurance_limit(rnd, rules)) if insurance_worth(short, total, rules)[0] else 0
    return stake, int(short[0]), int(total[0])


def take_best_options(rnd: LunarRound, rules: TableRules, next_card: Card) -> LunarRound:
    """A played hand's options as the optimal strategy takes them: insure first (before the
    dealer's hand is shown), then make the dealer draw or buy its qualification (after); the
    card the dealer then gets is `next_card`, the deck's next."""
    settings = rules.settings
    if stake := best_insurance(rnd, rules)[0]:
        rnd = replace(rnd, insurance=stake)
    if rank_five(rnd.dealer).is_ace_king_high_or_better:
        return rnd
    options = (("dealer_draw", settings.dealer_draw), ("buy_dealer_qualification", settings.buy_dealer_qualification))
    for option, rule in options:
        if rule is not None and worth_a_card(rnd, rules, option):
            return with_option(rnd, option, next_card)
    return rnd

