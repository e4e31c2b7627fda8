"""One upcard, every player hand: the value of every option and the best one (the optimal build's
unit of work; one process takes one upcard rank at a time).

How, video-poker style, for the spade upcard U of a rank (other suits are relabellings,
`harness.families.lunar.analysis.symmetry`) and the 434,550 suit classes of player hands:

- play: the played hand's net over every dealer completion from the 46 unseen cards (exact);
- buy: the sixth card's 46 choices, each six-card hand's better of play and fold over the 45
  cards left (exact). Six-card hands are counted once per suit class;
- exchange (keep K, discard X = hand - K): every draw D from the 46 unseen cards gives the final
  hand K + D, whose better of play and fold is W(K + D). With T[A] = the sum of W over the
  five-card hands containing A, the sum over the draws is, by inclusion-exclusion over X,
  sum over S in X of (-1)^|S| T[K + S]: 26 exchanges from 32 look-ups per hand (a Moebius
  transform over the hand's 5 cards).

The one approximation: W(F) counts the dealer's hands from the 46 cards outside F and U, so the
discards X stay among the cards the dealer may hold; in play they cannot. Fold, play and buy are
exact; an exchange's value can be off by a few tenths of an Ante (the discards of an Ace or of
the upcard's rank change the dealer's chances most), but the error is much the same for every
exchange of a hand, so the best option is rarely another one: `harness.families.lunar.basic_cost`
measures, on random deals counted exactly, what choosing by these values costs.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import chain, combinations
from math import comb

import numpy as np
import numpy.typing as npt

from harness.core.cards import DECK
from harness.core.fast_eval import hand_keys
from harness.families.lunar.analysis.dealer_counts import colex_rank
from harness.families.lunar.analysis.hand_values import IntArray, all_five_card_hands
from harness.families.lunar.analysis.symmetry import canonical_images, canonical_keys, player_classes, unpack_hands
from harness.families.lunar.fast import class_keys
from harness.families.lunar.game import TableRules
from harness.families.lunar.option_bonus import option_bonus
from harness.families.lunar.option_values import BUY_FEE, FOLD_UNITS, HAND_CARDS, DrawCounter
from harness.families.lunar.round import EXCHANGE_MAX, EXCHANGE_MIN, Decision, LunarRound, exchange_fee

OTHERS = 51
SUITS = 4
UNSEEN = OTHERS - HAND_CARDS  # 46 cards the player has not seen
DEALER_HANDS = comb(UNSEEN, 4)  # 163,185
SIX_DEALER_HANDS = comb(UNSEEN - 1, 4)  # after a buy: 148,995
#: Option codes: fold, play, buy, then exchange codes EXCHANGE_BASE + mask of kept positions.
FOLD, PLAY, BUY, INSTANT = 0, 1, 2, 255
EXCHANGE_BASE = 3
_POPCOUNT = np.array([bin(m).count("1") for m in range(32)])


def renumber(cards: npt.NDArray[np.integer], upcard: int) -> IntArray:
    """Card indices to positions among the 51 cards other than the upcard (order kept)."""
    c = cards.astype(np.int64)
    renumbered: IntArray = c - (c > upcard)
    return renumbered


def replaced_cards(code: int) -> int:
    """How many cards an exchange code replaces."""
    return HAND_CARDS - int(_POPCOUNT[code - EXCHANGE_BASE])


def keep_masks(low: int, high: int) -> list[int]:
    """Masks of kept positions (bit i: the hand's i-th card) of every exchange of low..high cards."""
    return [m for m in range(32) if low <= HAND_CARDS - _POPCOUNT[m] <= high]


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class UpcardOptions:
    """Per suit class of player hands facing one spade upcard: what each option is worth (Antes,
    without the Super) and the best option."""

    upcard: int
    keys: IntArray  # canonical card masks, ascending (harness.families.lunar.analysis.symmetry)
    weights: IntArray  # player hands per class
    codes: npt.NDArray[np.int16]  # option code per column of `values`
    values: npt.NDArray[np.float64]  # (classes, options): expected value per Ante (exchanges approximate)
    best: npt.NDArray[np.int16]  # code of the best option (INSTANT where the hand is paid at once)
    best_value: npt.NDArray[np.float64]  # (an instant hand: its Instant pays)
    play_numerator: IntArray  # play's exact net over DEALER_HANDS hidden hands
    plays_after: npt.NDArray[np.float64]  # chance the best option ends with a Raise placed
    six_keys: IntArray  # canonical keys of the six-card hands, ascending
    six_plays: npt.NDArray[np.bool_]  # per six-card class: playing is worth more than folding

    @property
    def plays_dealt(self) -> npt.NDArray[np.bool_]:
        """Per class: playing the five cards is worth more than folding them (the second
        decision after an exchange that ends on a hand of this class)."""
        return self.play_numerator > FOLD_UNITS * DEALER_HANDS

    def hand_tables(self) -> HandTables:
        """The strategy by hand instead of by class (`HandTables`)."""
        return HandTables.expand(self)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class HandTables:
    """One spade upcard's strategy for every hand, looked up with no suit classes: a hand's
    cards relabelled so the upcard is a spade (`rows_to_spade_upcard`), sorted, renumbered
    among the 51 other cards (`renumber`), name a row by their colex rank (`colex_rank`).

    first: the first decision per five-card hand: FOLD, PLAY, BUY, INSTANT, or EXCHANGE_BASE +
    the kept cards as a mask of positions in that sorted order. plays5 / plays6: the second
    decision on a five-card hand held after an exchange / a six-card hand after a buy (play
    when True)."""

    upcard: int
    first: npt.NDArray[np.uint8]  # C(51, 5) rows
    plays5: npt.NDArray[np.bool_]  # C(51, 5) rows
    plays6: npt.NDArray[np.bool_]  # C(51, 6) rows

    @classmethod
    def expand(cls, options: UpcardOptions) -> HandTables:
        others = np.delete(np.arange(OTHERS + 1, dtype=np.int64), options.upcard)
        hands = others[subsets_of_others(HAND_CARDS)]  # colex order, each row ascending
        keys, images = canonical_images(hands)
        row = np.searchsorted(options.keys, keys)
        codes = options.best[row].astype(np.int64)
        exchanged = (codes >= EXCHANGE_BASE) & (codes != INSTANT)
        # The class's mask names positions of its canonical hand, sorted; take them back to
        # this hand's own sorted positions through the permutation that made the image.
        order = np.argsort(images[exchanged], axis=1, kind="stable")
        mask = codes[exchanged] - EXCHANGE_BASE
        own = np.zeros(len(mask), dtype=np.int64)
        for position in range(HAND_CARDS):
            own |= ((mask >> position) & 1) << order[:, position]
        codes[exchanged] = EXCHANGE_BASE + own
        six_subsets = subsets_of_others(HAND_CARDS + 1)
        plays6 = np.zeros(len(six_subsets), dtype=bool)  # a game without a buy: never read
        step = 1 << 21
        for start in range(0, len(six_subsets) if len(options.six_keys) else 0, step):
            six = others[six_subsets[start : start + step]]
            plays6[start : start + step] = options.six_plays[np.searchsorted(options.six_keys, canonical_keys(six))]
        return cls(upcard=options.upcard, first=codes.astype(np.uint8), plays5=options.plays_dealt[row], plays6=plays6)


class UpcardCounter:
    """The tables of one spade upcard: every final hand's better of play and fold."""

    def __init__(self, rules: TableRules, upcard: int) -> None:
        self.rules = rules
        self.upcard = upcard
        self.others = np.delete(np.arange(OTHERS + 1, dtype=np.int64), upcard)
        self.counter = DrawCounter.for_pool(rules, upcard, self.others)
        settings = rules.settings
        if settings.has_options:  # what a dealer draw or qualification buy adds, estimated
            self.counter.bonus = option_bonus(rules, upcard // SUITS)
        self.buy = settings.buy
        if settings.exchange is None:
            self.masks: list[int] = []
        else:
            low, high = settings.exchange.cards or (EXCHANGE_MIN, EXCHANGE_MAX)
            self.masks = keep_masks(low, high)
        self.instant_table = rules.paytable.table("instant") if settings.instant_payout else None
        self.six_keys = np.zeros(0, dtype=np.int64)
        self.six_plays = np.zeros(0, dtype=bool)

    def fee(self, replaced: int) -> int:
        """The exchange money of `replaced` cards, per Ante, as the engine charges it."""
        discard = DECK[:replaced]
        rnd = LunarRound(ante=1, super_bet=0, player=DECK[:5], dealer=(), decision=Decision.EXCHANGE, discard=discard)
        return exchange_fee(rnd, self.rules.settings)

    def play_totals(self, cards: npt.NDArray[np.integer]) -> IntArray:
        """Each final hand's play net summed over the dealer hands from the cards outside it."""
        final = np.sort(cards.astype(np.int64), axis=1)
        return self.counter.play_totals(final, renumber(final, self.upcard))

    def _instant_pays(self, cards: npt.NDArray[np.uint8]) -> IntArray:
        """What the Instant paytable pays each class at once (0: nothing), asked per hand class."""
        pays = np.zeros(len(cards), dtype=np.int64)
        if self.instant_table is None:
            return pays
        keys = class_keys(*hand_keys(cards))
        unique, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
        table = self.instant_table
        answers = []
        for row in first.tolist():
            line = table.best_line(tuple(DECK[i] for i in cards[row].tolist()))
            answers.append(line.pays if line else 0)
        pays[:] = np.array(answers, dtype=np.int64)[inverse.ravel()]
        return pays

    def _buy_sums(self, cards: npt.NDArray[np.uint8]) -> tuple[IntArray, IntArray]:
        """Per class, over its 46 sixth cards: the sum of the better of play and fold, and how
        many of them are played."""
        n = len(cards)
        in_hand = np.zeros((n, OTHERS + 1), dtype=bool)
        np.put_along_axis(in_hand, cards.astype(np.int64), True, axis=1)
        in_hand[:, self.upcard] = True
        sixth = np.nonzero(~in_hand)[1].reshape(n, UNSEEN)
        six = np.concatenate([np.repeat(cards.astype(np.int64), UNSEEN, axis=0), sixth.reshape(-1, 1)], axis=1)
        keys = canonical_keys(six)
        unique, inverse = np.unique(keys, return_inverse=True)
        rows = unpack_hands(unique, 6)
        totals = np.empty(len(rows), dtype=np.int64)
        step = 1 << 18
        for start in range(0, len(rows), step):
            totals[start : start + step] = self.play_totals(rows[start : start + step])
        folded = FOLD_UNITS * SIX_DEALER_HANDS
        per_card = totals[inverse.ravel()].reshape(n, UNSEEN)
        sums: IntArray = np.maximum(per_card, folded).sum(axis=1)
        played: IntArray = (per_card > folded).sum(axis=1)
        self.six_keys, self.six_plays = unique, totals > folded
        return sums, played

    def count(self) -> UpcardOptions:
        classes = player_classes(self.upcard)
        cards = classes.cards
        n = len(cards)
        play = self.play_totals(cards)
        instant = self._instant_pays(cards)
        codes: list[int] = [FOLD, PLAY]
        columns: list[npt.NDArray[np.float64]] = [np.full(n, float(FOLD_UNITS)), play / DEALER_HANDS]
        plays_after = [np.zeros(n), np.ones(n)]
        if self.buy:
            buy_sums, bought_played = self._buy_sums(cards)
            codes.append(BUY)
            columns.append(buy_sums / (UNSEEN * SIX_DEALER_HANDS) - BUY_FEE)
            plays_after.append(bought_played / UNSEEN)
        if self.masks:
            sums, played = self._exchange_sums(classes.keys, cards, play)
            for mask in self.masks:
                replaced = HAND_CARDS - int(_POPCOUNT[mask])
                draws = comb(UNSEEN, replaced)
                codes.append(EXCHANGE_BASE + mask)
                columns.append(sums[:, mask] / (draws * DEALER_HANDS) - self.fee(replaced))
                plays_after.append(played[:, mask] / draws)
        values = np.stack(columns, axis=1)
        best_column = np.argmax(values, axis=1)  # ties: the first listed (fold first)
        best_value = values[np.arange(n), best_column]
        code_array = np.array(codes, dtype=np.int16)
        best = code_array[best_column]
        paid_now = instant > 0
        best = np.where(paid_now, np.int16(INSTANT), best).astype(np.int16)
        best_value = np.where(paid_now, instant.astype(np.float64), best_value)
        after = np.stack(plays_after, axis=1)[np.arange(n), best_column]
        return UpcardOptions(
            upcard=self.upcard,
            keys=classes.keys,
            weights=classes.weights,
            codes=code_array,
            values=values,
            best=best,
            best_value=best_value,
            play_numerator=play,
            plays_after=np.where(paid_now, 0.0, after),
            six_keys=self.six_keys,
            six_plays=self.six_plays,
        )

    def _exchange_sums(
        self, keys: IntArray, cards: npt.NDArray[np.uint8], play: IntArray
    ) -> tuple[IntArray, IntArray]:
        """(classes, 32): per kept mask, the sum over draws of W and the number of draws played
        (`play`: each class's play net, W's before the better of play and fold)."""
        hands = all_five_card_hands()
        hands = hands[~(hands == self.upcard).any(axis=1)]
        classes = np.searchsorted(keys, canonical_keys(hands))
        folded = FOLD_UNITS * DEALER_HANDS
        best = np.maximum(play, folded)
        played = (play > folded).astype(np.int64)
        positions = renumber(hands, self.upcard)  # ascending (hands are sorted)
        own = renumber(cards, self.upcard)
        sums = self._moebius(positions, best[classes], own)
        counts = self._moebius(positions, played[classes], own)
        return sums, counts

    def _moebius(self, positions: IntArray, weight: IntArray, own: IntArray) -> IntArray:
        """For each row of `own` (sorted positions) and kept mask K: the sum of `weight` over the
        hands that contain K and none of the other cards of the row."""
        tables = [np.array([weight.sum()], dtype=np.int64)]
        for size in range(1, HAND_CARDS):
            table = np.zeros(comb(OTHERS, size), dtype=np.int64)
            for subset in _subsets(HAND_CARDS, size):
                ranks = colex_rank(positions[:, subset])
                table += np.bincount(ranks, weights=weight, minlength=len(table)).astype(np.int64)
            tables.append(table)
        full = np.zeros(comb(OTHERS, HAND_CARDS), dtype=np.int64)
        full[colex_rank(positions)] = weight
        tables.append(full)
        f = np.empty((len(own), 32), dtype=np.int64)
        for mask in range(32):
            columns = [i for i in range(HAND_CARDS) if mask >> i & 1]
            f[:, mask] = tables[len(columns)][colex_rank(own[:, columns])]
        for bit in range(HAND_CARDS):
            without = [m for m in range(32) if not m >> bit & 1]
            f[:, without] -= f[:, [m | 1 << bit for m in without]]
        return f


@lru_cache(maxsize=2)
def subsets_of_others(size: int) -> npt.NDArray[np.int8]:
    """Every `size`-subset of positions 0..50, ascending within a row, rows in colex order
    (row i has colex rank i)."""
    count = comb(OTHERS, size)
    rows = np.fromiter(chain.from_iterable(combinations(range(OTHERS), size)), dtype=np.int8, count=count * size)
    rows = rows.reshape(count, size)
    ordered = np.empty_like(rows)
    ordered[colex_rank(rows)] = rows
    ordered.flags.writeable = False
    return ordered


def _subsets(n: int, size: int) -> list[list[int]]:
    return [list(c) for c in combinations(range(n), size)]


