"""The fast engine of the Lunar Poker family: whole batches of rounds at once with numpy.

It holds no rule of its own. Everything it needs about a hand (Super and Instant lines, the
dealer's qualification, the strategy's decision and the cards it keeps, what the Raise pays) is
asked of the reference definitions once per *hand class* and kept in tables; the class of a
hand is the information those reference definitions read:
- five cards: the sorted ranks, whether one suit, whether one colour, whether four share a suit
  (the paytable predicates read ranks, suit and colour of the five; the strategies read ranks,
  flushes and four-card flush draws);
- six cards (after a buy): the sorted ranks and, for each five-card subset, whether it is one
  suit and whether it is one colour.
What the game is comes from its settings (harness.families.lunar.settings), read here and nowhere
written down: whether there is a Super and an instant payout (their tables are asked only if
so), the buy and the exchange and what they cost (`exchange_fee`), the showdown table's four
rows and the Raise multiple (harness.families.lunar.pay_schedule), whether the Raise pays its
combinations or its best line (the class tables ask the reference's own rule), and a variant's
options as its strategy takes them: the dealer draw (the dealer's lowest card, by the reference
`lowest_card`, replaced by the next card), the qualification buy (its highest, `highest_card`),
and insurance (its limit asked of `insurance_limit` per final hand class, its settlement of
`settle_insurance`). Hand ranking comes from `harness.core.fast_eval`, generated from
`harness.core.hands`. The engine is proven equal to the reference on the same deals for every game
of the family (tests/unit/test_fast_engine.py, and a million rounds a game in tests/slow).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cmp_to_key, lru_cache
from math import comb
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from harness.core.cards import DECK, Card
from harness.core.fast_eval import (
    hand_keys,
    hand_rank_tables,
    lookup,
    score_hands,
    score_of,
    score_tables,
    suit_pattern_tables,
)
from harness.core.hands import HandRank, best_five
from harness.core.ledger import Ledger
from harness.families.lunar.analysis.pay_schedule import PayRules
from harness.families.lunar.analysis.symmetry import suit_class_keys
from harness.families.lunar.best_options import HIDDEN, insurance_units, insurance_worth, nonqualifying_hidden
from harness.families.lunar.combinations import first_combination, second_combination
from harness.families.lunar.game import TableRules
from harness.families.lunar.pay_schedule import pay_rules
from harness.families.lunar.round import (
    Decision,
    LunarRound,
    exchange_fee,
    highest_card,
    insurance_limit,
    lowest_card,
)
from harness.families.lunar.settings import RaisePays
from harness.families.lunar.strategy import BasicStrategy, GameStrategy, InsuranceStake

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]


class DecisionTable(Protocol):
    """Decisions looked up per hand rather than read from strategy rules (the optimal strategy's
    tables, harness.families.lunar.optimal_strategy): the simulator asks for them by this shape."""

    def first_choices(
        self, players: npt.NDArray[np.integer], upcards: npt.NDArray[np.integer]
    ) -> tuple[IntArray, BoolArray]:
        """(code per hand: FOLD, PLAY, BUY, INSTANT or EXCHANGE_BASE + mask; the columns an
        exchange keeps)."""
        ...

    def plays(self, final: npt.NDArray[np.integer], upcards: npt.NDArray[np.integer]) -> BoolArray:
        """The second decision on five-card (after an exchange) or six-card (after a buy) hands."""
        ...


ACTION_CODES = {Decision.FOLD: 0, Decision.PLAY: 1, Decision.BUY: 2, Decision.EXCHANGE: 3}
#: How an exchange's kept cards are read from a rank mask (`keep_mask`, bit r - 2 for rank r):
#: every card of those ranks; the first card of each, in the order dealt; or the cards of the
#: suit the hand holds four of (a flush draw keeps its suit, whatever the ranks).
KEEP_ALL, KEEP_FIRST, KEEP_SUIT = 0, 1, 2
_RED = np.array([False, True, True, False])  # suit index s h d c
_W6 = np.array([13**5, 13**4, 13**3, 13**2, 13, 1], dtype=np.int64)
_SUBSETS6 = np.array([[j for j in range(6) if j != skip] for skip in range(6)])
NO_LINE = -1
FIVE_CARD_KEYS = 13**5 * 8
#: Options a variant's strategy takes after the player's draw: they read the next card.
FEE_WAGERS = ("buy", "exchange", "dealer_draw", "buy_dealer_qualification")
#: The rule the optimal strategy's decisions name (harness.families.lunar.optimal_strategy): their paths' label.
OPTIMAL_RULE = "optimal"


def _cards(row: Sequence[int]) -> tuple[Card, ...]:
    return tuple(DECK[i] for i in row)


def five_card_keys(hands: npt.NDArray[np.integer]) -> IntArray:
    """Class key of five-card hands: sorted ranks, one suit, one colour, four of a suit."""
    return class_keys(*hand_keys(hands))


def class_keys(rank_key: npt.NDArray[np.int32], suit_pattern: npt.NDArray[np.int32]) -> IntArray:
    """Class keys from `harness.core.fast_eval.hand_keys`' rank keys and suit patterns."""
    keys: IntArray = rank_key.astype(np.int64) * 8 + _SUIT_CLASS[suit_pattern]
    return keys


def _suit_classes() -> npt.NDArray[np.int64]:
    tables = suit_pattern_tables()
    return tables["flush"] * 4 + tables["one_colour"] * 2 + tables["four_of_a_suit"].astype(np.int64)


_SUIT_CLASS = _suit_classes()


def six_card_keys(hands: npt.NDArray[np.integer]) -> IntArray:
    """Class key of six-card hands: sorted ranks, and one-suit / one-colour flags per five-subset."""
    ordered = np.sort(hands, axis=1)  # index order is rank, then suit
    ranks = (ordered // 4).astype(np.int64)
    suits = ordered % 4
    subset_suits = suits[:, _SUBSETS6]  # (N, 6, 5)
    flush = (subset_suits == subset_suits[:, :, :1]).all(axis=2)
    red = _RED[subset_suits]
    colour = red.all(axis=2) | (~red).all(axis=2)
    bits = 1 << np.arange(6, dtype=np.int64)
    keys: IntArray = (ranks @ _W6) * 4096 + (flush @ bits) * 64 + (colour @ bits)
    return keys


@lru_cache(maxsize=1)
def qualifier_tables() -> tuple[npt.NDArray[np.integer], npt.NDArray[np.integer]]:
    """Dealer qualification (LP-9) per rank pattern, from the reference HandRank."""
    return hand_rank_tables(lambda rank: int(rank.is_ace_king_high_or_better), np.int8)


@lru_cache(maxsize=1)
def card_orders() -> tuple[IntArray, IntArray]:
    """Each card's place in the order by which the reference picks the dealer's lowest card (a
    dealer draw discards it, `lowest_card`) and its highest (a qualification buy replaces it,
    `highest_card`): the dealer's card with the smallest, resp. largest, place is the one."""

    def low_first(a: Card, b: Card) -> int:
        return 0 if a == b else -1 if lowest_card((a, b)) == a else 1

    def high_last(a: Card, b: Card) -> int:
        return 0 if a == b else 1 if highest_card((a, b)) == a else -1

    low, high = np.empty(52, dtype=np.int64), np.empty(52, dtype=np.int64)
    low[[c.index for c in sorted(DECK, key=cmp_to_key(low_first))]] = np.arange(52)
    high[[c.index for c in sorted(DECK, key=cmp_to_key(high_last))]] = np.arange(52)
    return low, high


def best_scores(hands: npt.NDArray[np.integer]) -> npt.NDArray[np.int32]:
    """Score of the best five cards of five- or six-card hands."""
    if hands.shape[1] == 5:
        return score_hands(hands)
    scores = np.stack([score_hands(hands[:, subset]) for subset in _SUBSETS6], axis=1)
    best: npt.NDArray[np.int32] = scores.max(axis=1)
    return best


# -- the cards an exchange keeps -------------------------------------------------------------------


def class_siblings(hand: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """Hands of the same class as `hand` that differ from it in what a class does not fix and a
    strategy's card selection may read: the order dealt (when two cards share a rank, which one
    a selection keeps may depend on it), and, with four cards of one suit, which card is the odd
    one (its suit swapped with each suited card's in turn)."""
    siblings = []
    if len({card.rank for card in hand}) < 5:
        siblings.append(tuple(reversed(hand)))
    counts = Counter(card.suit for card in hand)
    if sorted(counts.values()) == [1, 4]:
        odd = next(i for i, card in enumerate(hand) if counts[card.suit] == 1)
        for other in range(5):
            if other != odd and hand[other].rank != hand[odd].rank:
                swapped = list(hand)
                swapped[odd] = Card(rank=hand[odd].rank, suit=hand[other].suit)
                swapped[other] = Card(rank=hand[other].rank, suit=hand[odd].suit)
                if len(set(swapped)) == 5:  # a pair's other card may already hold that suit
                    siblings.append(tuple(swapped))
    return siblings


def keep_code(
    hand: tuple[Card, ...], kept: Sequence[Card], siblings: Sequence[tuple[tuple[Card, ...], list[Card]]] = ()
) -> tuple[int, int]:
    """(rank mask, keep mode) that reads `kept` back from `hand` (`kept_cards`) and, for each
    (sibling, cards the reference keeps of it), those cards from the sibling; else AssertionError."""
    mask = 0
    for card in kept:
        mask |= 1 << (card.rank - 2)
    for mode in (KEEP_ALL, KEEP_FIRST, KEEP_SUIT):
        if kept_cards(hand, mask, mode) == list(kept) and all(
            kept_cards(other, mask, mode) == other_kept for other, other_kept in siblings
        ):
            return mask, mode
    raise AssertionError(f"the fast engine cannot say which cards {list(kept)} of {list(hand)} an exchange keeps")


def kept_cards(hand: Sequence[Card], mask: int, mode: int) -> list[Card]:
    """The cards an exchange keeps, as `play_batch` reads them (one card at a time, in order)."""
    if mode == KEEP_SUIT:
        counts = Counter(card.suit for card in hand)
        return [card for card in hand if counts[card.suit] == 4]
    seen: set[int] = set()
    kept = []
    for card in hand:
        if mask >> (card.rank - 2) & 1 and (mode == KEEP_ALL or card.rank not in seen):
            kept.append(card)
        seen.add(card.rank)
    return kept


def _kept_columns(dealt: npt.NDArray[np.integer], mask: IntArray, mode: IntArray) -> BoolArray:
    """`kept_cards` for (N, 5) hands at once: which of each hand's cards the exchange keeps."""
    ranks = dealt >> 2
    kept: BoolArray = ((mask[:, None] >> ranks) & 1).astype(bool)
    first = mode == KEEP_FIRST
    if first.any():
        earlier = np.zeros(ranks[first].shape, dtype=bool)
        for column in range(1, 5):
            earlier[:, column] = (ranks[first][:, :column] == ranks[first][:, column : column + 1]).any(axis=1)
        kept[first] &= ~earlier
    suited = mode == KEEP_SUIT
    if suited.any():
        suits = dealt[suited] & 3
        counts = (suits[:, :, None] == np.arange(4)).sum(axis=1)
        kept[suited] = np.take_along_axis(counts, suits, axis=1) == 4
    return kept


# -- class tables ------------------------------------------------------------------------------------


@dataclass(slots=True)
class ClassValues:
    """Reference answers for one five-card hand class."""

    super_pays: int
    instant_pays: int
    raise_pays: int
    raise_first: int
    raise_second: int
    action: list[int]  # per upcard rank index 0..12
    keep_mask: list[int]
    keep_mode: list[int]
    rule: list[int]


#: The per-upcard tables of a first decision, in `FirstDecisions`' order.
FIRST_DECISIONS = ("action", "keep_mask", "keep_mode", "rule")


@dataclass(frozen=True, slots=True)
class FirstDecisions:
    """Per hand (rows) and upcard rank (columns): action code, kept cards (mask and mode) and
    the rule's index."""

    action: IntArray
    keep_mask: IntArray
    keep_mode: IntArray
    rule: IntArray


def answers_alike(one: TableRules, other: TableRules) -> bool:
    """Whether one set of class tables plays both rules: the same game and paytable file. The
    class answers read no reading but the Super's (`super_sf_counts_as`), and a batch asks the
    Super under another reading of the reference per class (`FastTables.super_pays_under`)."""
    return one.settings == other.settings and one.paytable.sha256 == other.paytable.sha256


@dataclass(slots=True)
class FastTables:
    """Class tables filled lazily from the reference definitions, per game rules and strategy."""

    rules: TableRules
    strategy: GameStrategy
    class_map: IntArray = field(default_factory=lambda: np.full(FIVE_CARD_KEYS, -1, dtype=np.int64))
    values: list[ClassValues] = field(default_factory=list)
    six_keys: IntArray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    six_answers: npt.NDArray[np.int64] = field(default_factory=lambda: np.zeros((0, 3), dtype=np.int64))
    arrays: dict[str, npt.NDArray[np.int64]] = field(default_factory=dict)
    dirty: bool = True
    complete: bool = False  # every five-card class and every buy-reachable six-card class known
    #: Insurance limit per (final-hand class, readings): the readings decide what it counts.
    limits: dict[tuple[int, tuple[tuple[str, str], ...]], int] = field(default_factory=dict)
    #: The Super's pays per (reading of the Super, class) under readings other than the tables'.
    other_super: dict[tuple[object, int], int] = field(default_factory=dict)
    #: For a strategy reading which cards share a suit: the first decisions per suit class
    #: (`first_decisions`), keys ascending, answers (classes, 4 decisions, 13 upcard ranks).
    suited_keys: IntArray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    suited_answers: IntArray = field(default_factory=lambda: np.zeros((0, 4, 13), dtype=np.int64))

    @property
    def decisions(self) -> BasicStrategy:
        return self.strategy.decisions

    @property
    def raise_lines(self) -> list[str]:
        return [line.name for line in self.rules.paytable.tables["raise"].lines]

    @property
    def rule_ids(self) -> list[str]:
        return sorted({rule.rule for rule in self.decisions.first_rules})

    def raise_answer(self, hand: tuple[Card, ...]) -> tuple[int, int, int]:
        """What the Raise pays (N to 1) when this hand's Raise is paid by the Raise table, and
        its lines, as the game's rule reads it: the first and second combination (LP-10), or
        the best line of the best five cards (`raise_pays: best_line`)."""
        table = self.rules.paytable.tables["raise"]
        names = self.raise_lines
        best = best_five(hand).cards
        if self.rules.settings.raise_pays is RaisePays.BEST_LINE:
            line = table.best_line(best)
            return (line.pays, names.index(line.name), NO_LINE) if line else (0, NO_LINE, NO_LINE)
        first = first_combination(best, table)
        if first is None:
            return 0, NO_LINE, NO_LINE
        second = second_combination(hand, first, table).paid
        pays = first.line.pays + (second.line.pays if second else 0)
        return pays, names.index(first.line.name), names.index(second.line.name) if second else NO_LINE

    def _compute(self, hand: tuple[Card, ...]) -> ClassValues:
        settings, paytable = self.rules.settings, self.rules.paytable
        super_table = paytable.table("super") if settings.super_bet else None
        super_line = super_table.best_line(hand, self.rules.super_context) if super_table else None
        instant_table = paytable.table("instant") if settings.instant_payout else None
        instant_line = instant_table.best_line(hand) if instant_table else None
        raise_pays, first, second = self.raise_answer(hand)
        actions, masks, modes, rules = self._decisions_for_hand(hand)
        return ClassValues(
            super_pays=super_line.pays if super_line else NO_LINE,
            instant_pays=instant_line.pays if instant_line else 0,
            raise_pays=raise_pays,
            raise_first=first,
            raise_second=second,
            action=actions,
            keep_mask=masks,
            keep_mode=modes,
            rule=rules,
        )

    def _decisions_for_hand(self, hand: tuple[Card, ...]) -> tuple[list[int], list[int], list[int], list[int]]:
        """The strategy's first decision on the hand against each upcard rank: action, kept
        cards (mask and mode) and rule index, each a list over the 13 ranks."""
        actions, masks, modes, rules = [], [], [], []
        rule_ids = self.rule_ids
        decisions = self.decisions
        siblings = class_siblings(hand)
        for rank_index in range(13):
            upcard = Card(rank=rank_index + 2, suit=DECK[rank_index * 4].suit)
            choice = decisions.first_decision(hand, upcard)
            mask, mode = 0, KEEP_ALL
            if choice.action is Decision.EXCHANGE:
                # The cards kept are read by a code that must say what the reference keeps for
                # every hand of the class: checked on the hands that differ where it matters.
                kept = [c for c in hand if c not in choice.discard]
                others = []
                for other in siblings:
                    again = decisions.first_decision(other, upcard)
                    assert (again.action, again.rule) == (choice.action, choice.rule), (hand, other, upcard)
                    others.append((other, [c for c in other if c not in again.discard]))
                mask, mode = keep_code(hand, kept, others)
            actions.append(ACTION_CODES[choice.action])
            masks.append(mask)
            modes.append(mode)
            rules.append(rule_ids.index(choice.rule))
        return actions, masks, modes, rules

    def first_decisions(self, hands: npt.NDArray[np.integer], class_ids: IntArray) -> FirstDecisions:
        """The first decisions of five-card hands (of these classes) against every upcard rank.

        Per class, as the reference decides on the class's hand; a strategy that reads which
        cards share a suit (`BasicStrategy.reads_suited_cards`) is asked per suit class of the
        hand instead (`suit_class_keys`): a class fixes ranks and suit counts, not that."""
        if not self.decisions.reads_suited_cards:
            return FirstDecisions(*(self.table(name)[class_ids] for name in FIRST_DECISIONS))
        keys = suit_class_keys(np.asarray(hands))
        new_keys, first = np.unique(keys, return_index=True)
        missing = ~np.isin(new_keys, self.suited_keys)
        if missing.any():
            rows = np.asarray(hands)[first[missing]]
            self.register_suit_classes(new_keys[missing], [self.suit_class_decisions(row) for row in rows])
        found = self.suited_answers[np.searchsorted(self.suited_keys, keys)]
        return FirstDecisions(*(found[:, index] for index in range(len(FIRST_DECISIONS))))

    def suit_class_decisions(self, hand: npt.NDArray[np.integer]) -> tuple[list[int], ...]:
        """The reference's first decisions for the suit class of this five-card hand (card
        indices): action, kept cards (mask, mode) and rule, each over the 13 upcard ranks."""
        return self._decisions_for_hand(_cards(hand.tolist()))

    def register_suit_classes(self, keys: IntArray, answers: Sequence[tuple[list[int], ...]]) -> None:
        """Add suit classes (keys not yet known) with the reference's first decisions."""
        merged = np.concatenate([self.suited_keys, keys])
        order = np.argsort(merged, kind="stable")
        self.suited_keys = merged[order]
        self.suited_answers = np.concatenate([self.suited_answers, np.array(answers, dtype=np.int64)])[order]

    def class_ids(self, keys: IntArray, hands: npt.NDArray[np.integer]) -> IntArray:
        """Class ids of five-card hands, asking the reference about classes not seen before."""
        ids = self.class_map[keys]
        missing = np.flatnonzero(ids < 0)
        if len(missing):
            new_keys, first = np.unique(keys[missing], return_index=True)
            rows = hands[missing[first]]
            self.register_classes(new_keys, [self.class_values(row) for row in rows])
            ids = self.class_map[keys]
        return ids

    def class_values(self, hand: npt.NDArray[np.integer]) -> ClassValues:
        """The reference answers for the class of this five-card hand (card indices)."""
        return self._compute(_cards(hand.tolist()))

    def register_classes(self, keys: IntArray, values: Sequence[ClassValues]) -> None:
        """Add five-card classes (keys not yet known) with their reference answers."""
        self.class_map[keys] = np.arange(len(self.values), len(self.values) + len(values))
        self.values.extend(values)
        self.dirty = True

    def six_card_answer(self, hand: npt.NDArray[np.integer]) -> tuple[int, int, int]:
        """The reference's Raise answer for the class of this six-card hand (card indices)."""
        return self.raise_answer(_cards(hand.tolist()))

    def register_six_card_classes(self, keys: IntArray, answers: npt.NDArray[np.int64]) -> None:
        """Add six-card classes (keys not yet known) with their (pays, first, second) answers."""
        all_keys = np.concatenate([self.six_keys, keys])
        all_answers = np.concatenate([self.six_answers, answers.reshape(-1, 3)])
        order = np.argsort(all_keys)
        self.six_keys, self.six_answers = all_keys[order], all_answers[order]

    def hand_values(self, name: str, hands: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
        """A class table's value for each five-card hand (registering new classes first)."""
        ids = self.class_ids(five_card_keys(hands), hands)
        return self.table(name)[ids]

    def table(self, name: str) -> npt.NDArray[np.int64]:
        if self.dirty:
            # Classes are only ever added: convert the new ones, not every class again per batch.
            done = len(self.arrays["super_pays"]) if self.arrays else 0
            new = self.values[done:]
            added = {
                "super_pays": np.array([x.super_pays for x in new], dtype=np.int64),
                "instant_pays": np.array([x.instant_pays for x in new], dtype=np.int64),
                "raise_pays": np.array([x.raise_pays for x in new], dtype=np.int64),
                "raise_first": np.array([x.raise_first for x in new], dtype=np.int64),
                "raise_second": np.array([x.raise_second for x in new], dtype=np.int64),
                "action": np.array([x.action for x in new], dtype=np.int64).reshape(-1, 13),
                "keep_mask": np.array([x.keep_mask for x in new], dtype=np.int64).reshape(-1, 13),
                "keep_mode": np.array([x.keep_mode for x in new], dtype=np.int64).reshape(-1, 13),
                "rule": np.array([x.rule for x in new], dtype=np.int64).reshape(-1, 13),
            }
            if done:
                added = {key: np.concatenate([self.arrays[key], column]) for key, column in added.items()}
            self.arrays = added
            self.dirty = False
        return self.arrays[name]

    def six_card_raise_answers(self, hands: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
        """(pays, first line, second line) for six-card hands, by class."""
        if len(hands) == 0:
            return np.zeros((0, 3), dtype=np.int64)
        keys = six_card_keys(hands)
        position = np.searchsorted(self.six_keys, keys)
        known = position < len(self.six_keys)
        known[known] = self.six_keys[position[known]] == keys[known]
        if not known.all():
            missing = np.flatnonzero(~known)
            new_keys, first = np.unique(keys[missing], return_index=True)
            answers = [self.six_card_answer(hands[row]) for row in missing[first].tolist()]
            self.register_six_card_classes(new_keys, np.array(answers, dtype=np.int64))
            position = np.searchsorted(self.six_keys, keys)
        result: npt.NDArray[np.int64] = self.six_answers[position]
        return result

    def super_pays_under(
        self, rules: TableRules, classes: IntArray, hands: npt.NDArray[np.integer]
    ) -> npt.NDArray[np.int64]:
        """The Super's pays on each hand (NO_LINE: lost) under `rules`' reading of the Super
        table, asked of the reference once per class and reading."""
        table = self.rules.paytable.tables["super"]
        context = rules.super_context
        unique, first, inverse = np.unique(classes, return_index=True, return_inverse=True)
        pays = np.empty(len(unique), dtype=np.int64)
        for position, (class_id, row) in enumerate(zip(unique.tolist(), first.tolist(), strict=True)):
            if (found := self.other_super.get((context, class_id))) is None:
                line = table.best_line(_cards(hands[row].tolist()), context)
                found = self.other_super[(context, class_id)] = line.pays if line else NO_LINE
            pays[position] = found
        result: npt.NDArray[np.int64] = pays[inverse.ravel()]
        return result

    def insurance_limits(self, keys: IntArray, hands: npt.NDArray[np.integer], rules: TableRules) -> IntArray:
        """Half the possible win of each final hand (the reference `insurance_limit`, under the
        readings of `rules`), asked once per final-hand class: `keys` name the classes (a
        five-card class id, or a six-card class key with bit 62 set), `hands` the cards (-1 padded)."""
        limits = np.empty(len(keys), dtype=np.int64)
        readings = tuple(sorted(rules.interpretations.items()))
        for row, key in enumerate(keys.tolist()):
            if (found := self.limits.get((key, readings))) is None:
                rnd = final_hand_round(_cards([i for i in hands[row].tolist() if i >= 0]), rules.settings.game)
                found = self.limits[(key, readings)] = insurance_limit(rnd, rules)
            limits[row] = found
        return limits


# -- a batch of rounds ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class FastBatch:
    """Per-round results of a batch, in chips with Ante = 1 (and Super = Ante in a game with a
    Super): every wager's net and stake as the reference ledger lists them."""

    instant: BoolArray
    action: IntArray  # first decision code (ACTION_CODES), -1 for an instant hand
    exchanged: IntArray  # number of cards exchanged (0 unless exchange)
    after_play: BoolArray  # second decision (only meaningful after buy/exchange)
    rule: IntArray  # index into FastTables.rule_ids, -1 for an instant hand
    ante_net: IntArray
    super_net: IntArray  # 0 in a game without a Super
    instant_net: IntArray
    raise_placed: BoolArray
    raise_net: IntArray
    fee: IntArray  # money paid for options and never returned (buy, exchange, dealer draw, qualification)
    raise_first: IntArray
    raise_second: IntArray
    super_bet: bool = True
    raise_multiple: int = 2
    insurance: IntArray | None = None  # chips insured (0: not insured); None: the game has no insurance
    insurance_net: IntArray | None = None
    dealer_drew: BoolArray | None = None  # the dealer was made to draw
    bought: BoolArray | None = None  # the dealer's qualification was bought
    insurable: BoolArray | None = None  # a played hand the insurance could cover
    insurance_lost: BoolArray | None = None  # ... and the dealer qualifies when insurance is settled
    dealt_qualifies: BoolArray | None = None
    final_qualifies: BoolArray | None = None
    final_cards: IntArray | None = None  # (N, 6): the player's final hand, -1 after five cards (if asked)

    @property
    def rest(self) -> IntArray:
        """Net without the own Super bet (the part the simulation estimates)."""
        result: IntArray = self.ante_net + self.instant_net + self.raise_net - self.fee
        if self.insurance_net is not None:
            result = result + self.insurance_net
        return result

    @property
    def net(self) -> IntArray:
        result: IntArray = self.rest + self.super_net
        return result

    @property
    def staked(self) -> IntArray:
        """Every stake but the fees: Ante (or the instant payout's Ante), Super, Raise, insurance."""
        result: IntArray = 1 + int(self.super_bet) + self.raise_multiple * self.raise_placed.astype(np.int64)
        if self.insurance is not None:
            result = result + self.insurance
        return result


@dataclass(frozen=True, slots=True, kw_only=True)
class _FinalHands:
    """The player's final hands of a batch: the five dealt, the five after an exchange, or the
    six after a buy, and their classes."""

    tables: FastTables
    player: npt.NDArray[np.integer]
    player_class: IntArray
    exchange_rows: IntArray  # sorted round indices
    drawn: npt.NDArray[np.integer]  # the five cards after each exchange
    drawn_keys: IntArray
    buy: BoolArray
    six: npt.NDArray[np.int64]  # (N, 6): the six cards of a buy, -1 elsewhere

    def _exchanged(self, rows: IntArray) -> tuple[BoolArray, IntArray]:
        at = np.searchsorted(self.exchange_rows, rows)
        if not len(self.exchange_rows):
            return np.zeros(len(rows), dtype=bool), at
        last = max(len(self.exchange_rows) - 1, 0)
        found = (at < len(self.exchange_rows)) & (self.exchange_rows[np.minimum(at, last)] == rows)
        return found, at

    def five_card_classes(self, rows: IntArray) -> IntArray:
        """Class ids of the final five-card hands of `rows` (none of them a buy)."""
        final_class = self.player_class[rows].copy()
        exchanged, at = self._exchanged(rows)
        if exchanged.any():
            where = at[exchanged]
            final_class[exchanged] = self.tables.class_ids(self.drawn_keys[where], self.drawn[where])
        return final_class

    def raise_answers(self, rows: IntArray) -> npt.NDArray[np.int64]:
        """(pays, first, second) of the final hands of `rows` (sorted round indices)."""
        answers = np.zeros((len(rows), 3), dtype=np.int64)
        answers[:, 1:] = NO_LINE
        if not len(rows):
            return answers
        bought = self.buy[rows]
        final_class = self.five_card_classes(rows[~bought])
        for column, name in enumerate(("raise_pays", "raise_first", "raise_second")):
            answers[~bought, column] = self.tables.table(name)[final_class]
        if bought.any():
            answers[bought] = self.tables.six_card_raise_answers(self.six[rows[bought]])
        return answers

    def cards(self) -> IntArray:
        """(N, 6): every round's final hand, -1 after five cards."""
        final = np.full((len(self.player), 6), -1, dtype=np.int64)
        final[:, :5] = self.player
        final[self.exchange_rows, :5] = self.drawn
        final[self.buy] = self.six[self.buy]
        return final

    def insurance_limits(self, rows: IntArray, rules: TableRules) -> IntArray:
        """The reference's insurance limit of the final hands of `rows`, once per class."""
        hands = np.full((len(rows), 6), -1, dtype=np.int64)
        keys = np.empty(len(rows), dtype=np.int64)
        bought = self.buy[rows]
        five = rows[~bought]
        exchanged, at = self._exchanged(five)
        five_hands = self.player[five].astype(np.int64)
        five_hands[exchanged] = self.drawn[at[exchanged]]
        hands[~bought, :5] = five_hands
        keys[~bought] = self.five_card_classes(five)
        hands[bought] = self.six[rows[bought]]
        if bought.any():
            keys[bought] = six_card_keys(self.six[rows[bought]]) | (1 << 62)
        return self.tables.insurance_limits(keys, hands, rules)


def play_batch(
    deals: npt.NDArray[np.integer],
    tables: FastTables,
    rules: TableRules | None = None,
    *,
    final_cards: bool = False,
    optimal: DecisionTable | None = None,
) -> FastBatch:
    """Play many rounds of the game's strategy: deals are (N, 15 or more) card indices (player
    5, dealer 5 with the upcard first, then the draw pile in order; the card after the player's
    draws is the one a dealer draw or a qualification buy brings in).

    `rules` (default: the tables' own) may differ from the tables' rules in readings that no
    class answer depends on (`answers_alike`): the same tables then play every such reading.
    With `final_cards` the batch keeps each player's final hand. With `optimal` the decisions
    are that strategy's (harness.families.lunar.optimal_strategy) instead of the tables' strategy's; the
    tables still answer what each hand is paid."""
    deals = np.asarray(deals)
    strategy = tables.strategy
    if rules is None:
        rules = tables.rules
    elif not answers_alike(rules, tables.rules):
        raise ValueError(f"class tables for {tables.rules.interpretations} cannot play {rules.interpretations}")
    settings = rules.settings
    player, dealer, pile = deals[:, :5], deals[:, 5:10], deals[:, 10:]
    n = len(deals)
    rank_key, suit_pattern = hand_keys(player)
    player_class = tables.class_ids(class_keys(rank_key, suit_pattern), player)
    upcard_rank = dealer[:, 0] >> 2

    instant_pays = tables.table("instant_pays")[player_class]
    instant = instant_pays > 0
    if optimal is None:
        first = tables.first_decisions(player, player_class)
        rows = np.arange(n)
        action = np.where(instant, -1, first.action[rows, upcard_rank])
        rule = np.where(instant, -1, first.rule[rows, upcard_rank])
    else:
        codes, optimal_kept = optimal.first_choices(player, dealer[:, 0])
        action = np.where(instant, -1, np.minimum(codes, ACTION_CODES[Decision.EXCHANGE]))
        rule = np.where(instant, -1, len(tables.rule_ids))  # the label OPTIMAL_RULE (path_counts)
    buy = action == ACTION_CODES[Decision.BUY]
    exchange = action == ACTION_CODES[Decision.EXCHANGE]

    # An exchange keeps the cards its class and upcard say (harness.families.lunar.fast.kept_cards); the
    # replaced cards' places take the draw pile's cards in order (the order of cards within a
    # hand changes nothing).
    exchange_rows = np.flatnonzero(exchange)
    dealt = player[exchange_rows]
    if optimal is None:
        cell = (exchange_rows, upcard_rank[exchange_rows])
        kept = _kept_columns(dealt, first.keep_mask[cell], first.keep_mode[cell])
    else:
        kept = optimal_kept[exchange_rows]
    slot = np.maximum(np.cumsum(~kept, axis=1) - 1, 0)
    drawn = np.where(kept, dealt, np.take_along_axis(pile[exchange_rows], slot, axis=1))
    exchanged = np.zeros(n, dtype=np.int64)
    exchanged[exchange_rows] = 5 - kept.sum(axis=1)

    scores = lookup(score_tables(), rank_key, suit_pattern)
    drawn_rank_key, drawn_suits = hand_keys(drawn)
    scores[exchange_rows] = lookup(score_tables(), drawn_rank_key, drawn_suits)
    buy_rows = np.flatnonzero(buy)
    six = np.concatenate([player[buy_rows], pile[buy_rows, :1]], axis=1)
    scores[buy_rows] = best_scores(six)
    if optimal is None:
        threshold = np.full(n, score_of(tables.decisions.play_threshold), dtype=np.int64)
        if exceptions := tables.decisions.second_exceptions:  # the first that applies decides
            held = np.zeros(n, dtype=bool)
            held[exchange_rows] = ((drawn >> 2) == upcard_rank[exchange_rows, None]).any(axis=1)
            held[buy_rows] = ((six >> 2) == upcard_rank[buy_rows, None]).any(axis=1)
            for exception in reversed(exceptions):
                threshold[exception.applies(held, upcard_rank + 2)] = score_of(exception.threshold)
        after_play = scores >= threshold
    else:
        after_play = np.zeros(n, dtype=bool)
        after_play[exchange_rows] = optimal.plays(drawn, dealer[exchange_rows, 0])
        after_play[buy_rows] = optimal.plays(six, dealer[buy_rows, 0])
    plays = (action == ACTION_CODES[Decision.PLAY]) | ((buy | exchange) & after_play)
    plays &= ~instant

    dealer_rank_key, dealer_suits = hand_keys(dealer)
    dealer_scores = lookup(score_tables(), dealer_rank_key, dealer_suits)
    dealt_qualifies = lookup(qualifier_tables(), dealer_rank_key, dealer_suits).astype(bool)

    six_of = np.full((n, 6), -1, dtype=np.int64)  # the six cards of a buy, by round
    six_of[buy_rows] = six
    finals = _FinalHands(
        tables=tables,
        player=player,
        player_class=player_class,
        exchange_rows=exchange_rows,
        drawn=drawn,
        drawn_keys=class_keys(drawn_rank_key, drawn_suits),
        buy=buy,
        six=six_of,
    )

    # A game's options, as its strategy takes them on a played hand (GameStrategy.take_options).
    # The optimal strategy takes each exactly when it is worth more (no strategy rule: None).
    options = _Options.none(n)
    if settings.has_options:
        used = np.where(buy, 1, exchanged)
        next_card = pile[np.arange(n), used]
        rules_of_options = strategy if optimal is None else None
        options = _take_options(
            rules, rules_of_options, plays, scores, dealer, dealer_scores, dealt_qualifies, next_card, finals
        )
    final_scores = options.dealer_scores if options.dealer_scores is not None else dealer_scores
    qualifies = options.final_qualifies if options.final_qualifies is not None else dealt_qualifies

    # The showdown against the dealer's final hand, each row as the game's showdown table says.
    pushed = plays & options.bought & ~qualifies  # bought, and still not qualifying: a push
    not_qualified = plays & ~qualifies & ~pushed
    wins = plays & qualifies & (scores > final_scores)
    ties = plays & qualifies & (scores == final_scores)
    loses = plays & qualifies & (scores < final_scores)
    pays = pay_rules(settings)
    showdown = (
        (not_qualified, pays.dealer_does_not_qualify),
        (wins, pays.player_wins),
        (ties, pays.tie),
        (loses, pays.dealer_wins),
    )
    paid_by_table = np.zeros(n, dtype=bool)
    for happened, units in showdown:
        if units.raise_bet is None:
            paid_by_table |= happened
    paid_rows = np.flatnonzero(paid_by_table)
    answers = finals.raise_answers(paid_rows)
    raise_pays = np.zeros(n, dtype=np.int64)
    raise_first = np.full(n, NO_LINE, dtype=np.int64)
    raise_second = np.full(n, NO_LINE, dtype=np.int64)
    raise_pays[paid_rows], raise_first[paid_rows], raise_second[paid_rows] = answers.T

    folded = ~instant & ~plays
    ante_net = np.select([instant, folded, *(h for h, _ in showdown)], [0, -1, *(u.ante for _, u in showdown)], 0)
    multiple = settings.raise_multiple
    raise_net = np.zeros(n, dtype=np.int64)
    for happened, units in showdown:
        per_unit = raise_pays if units.raise_bet is None else units.raise_bet
        raise_net = np.where(happened, multiple * per_unit, raise_net)

    fee = _draw_fees(rules, buy, exchange, exchanged, instant) + options.fees
    super_pays = None
    if settings.super_bet:
        if rules.super_context == tables.rules.super_context:
            super_pays = tables.table("super_pays")[player_class]
        else:
            super_pays = tables.super_pays_under(rules, player_class, player)
    return FastBatch(
        instant=instant,
        action=action,
        exchanged=exchanged,
        after_play=after_play,
        rule=rule,
        ante_net=ante_net,
        super_net=np.where(super_pays >= 0, super_pays, -1) if super_pays is not None else np.zeros(n, np.int64),
        instant_net=np.where(instant, instant_pays, 0),
        raise_placed=plays,
        raise_net=raise_net,
        fee=fee,
        raise_first=raise_first,
        raise_second=raise_second,
        super_bet=settings.super_bet,
        raise_multiple=multiple,
        insurance=options.insurance,
        insurance_net=options.insurance_net,
        dealer_drew=options.dealer_drew if settings.dealer_draw is not None else None,
        bought=options.bought if settings.buy_dealer_qualification is not None else None,
        insurable=options.insurable,
        insurance_lost=options.insurance_lost,
        dealt_qualifies=dealt_qualifies,
        final_qualifies=qualifies,
        final_cards=finals.cards() if final_cards else None,
    )


def _draw_fees(
    rules: TableRules, buy: BoolArray, exchange: BoolArray, exchanged: IntArray, instant: BoolArray
) -> IntArray:
    """The player's buy money (one Ante, LP-7.3) and exchange money (the reference
    `exchange_fee` of exchanging k cards, k = 1..5, under the game's settings)."""
    settings = rules.settings
    fee: IntArray = buy.astype(np.int64)
    if settings.exchange is not None:
        probes = [LunarRound(ante=1, super_bet=0, player=(), dealer=(), discard=DECK[:k]) for k in range(6)]
        by_count = np.array([exchange_fee(probe, settings) for probe in probes], dtype=np.int64)
        fee = fee + np.where(exchange, by_count[exchanged], 0)
    return np.where(instant, 0, fee)


@dataclass(frozen=True, slots=True, kw_only=True)
class _Options:
    """What a variant's options did in a batch (harness.families.lunar.simulate._take_options)."""

    fees: IntArray
    bought: BoolArray
    dealer_drew: BoolArray
    dealer_scores: npt.NDArray[np.integer] | None = None
    final_qualifies: BoolArray | None = None
    insurance: IntArray | None = None
    insurance_net: IntArray | None = None
    insurable: BoolArray | None = None
    insurance_lost: BoolArray | None = None

    @classmethod
    def none(cls, n: int) -> _Options:
        nothing = np.zeros(n, dtype=bool)
        return cls(fees=np.zeros(n, dtype=np.int64), bought=nothing, dealer_drew=nothing)


def _threshold(rank: HandRank | None) -> int | None:
    return None if rank is None else score_of(rank)


def _take_options(
    rules: TableRules,
    strategy: GameStrategy | None,
    plays: BoolArray,
    scores: npt.NDArray[np.integer],
    dealer: npt.NDArray[np.integer],
    dealer_scores: npt.NDArray[np.integer],
    dealt_qualifies: BoolArray,
    next_card: npt.NDArray[np.integer],
    finals: _FinalHands,
) -> _Options:
    """Insure, make the dealer draw, buy the dealer's qualification: as the strategy's thresholds
    on the player's final hand say, or (no `strategy`: the optimal strategy) each exactly when it
    is worth more on average (harness.families.lunar.best_options); then what they did."""
    settings = rules.settings
    n = len(plays)
    fees = np.zeros(n, dtype=np.int64)
    insurable = insurance = insurance_net = insurance_lost = None
    if settings.insurance is not None:
        insurable = plays & (scores >= score_of(HandRank(category=settings.insurance.hand_at_least, tiebreak=())))
        insurance = np.zeros(n, dtype=np.int64)
        if strategy is None:
            insured = _best_insured(rules, insurable, dealer, finals)
            insurance[insured] = np.maximum(1, finals.insurance_limits(insured, rules))
        elif strategy.insurance is not None and (at := _threshold(strategy.insurance.when.threshold)) is not None:
            insured = np.flatnonzero(insurable & (scores >= at))
            if strategy.insurance.stake is InsuranceStake.MINIMUM:
                insurance[insured] = 1
            else:
                insurance[insured] = np.maximum(1, finals.insurance_limits(insured, rules))
    drew = np.zeros(n, dtype=bool)
    bought = np.zeros(n, dtype=bool)
    short = plays & ~dealt_qualifies
    if settings.dealer_draw is not None:
        if strategy is None:
            drew = _best_card_option(rules, short, scores, dealer, finals, "dealer_draw")
        elif strategy.dealer_draw is not None and (at := _threshold(strategy.dealer_draw.threshold)) is not None:
            drew = plays & (scores >= at)
            if rules.reading("dealer_draw_timing") == "dealer_does_not_qualify":
                drew &= ~dealt_qualifies
        if rules.reading("dealer_draw_fee") == "one_ante":
            fees += drew
    if settings.buy_dealer_qualification is not None:
        if strategy is None:
            bought = _best_card_option(rules, short, scores, dealer, finals, "buy_dealer_qualification")
        elif (rule := strategy.buy_dealer_qualification) is not None and (at := _threshold(rule.threshold)) is not None:
            bought = short & (scores >= at)
        fees += bought  # one Ante (LPF-6)
    final_scores, final_qualifies = dealer_scores, dealt_qualifies
    changed = np.flatnonzero(drew | bought)
    if len(changed):
        hands = _dealer_after(dealer[changed], drew[changed], next_card[changed])
        rank_key, suits = hand_keys(hands)
        final_scores = dealer_scores.copy()
        final_qualifies = dealt_qualifies.copy()
        final_scores[changed] = lookup(score_tables(), rank_key, suits)
        final_qualifies[changed] = lookup(qualifier_tables(), rank_key, suits).astype(bool)
    if insurance is not None and insurable is not None:
        as_dealt = rules.reading("insurance_settled_on") == "dealer_as_dealt"
        qualified = dealt_qualifies if as_dealt else final_qualifies
        insurance_lost = insurable & qualified
        lost, won = insurance_units(rules)
        insurance_net = insurance * np.where(qualified, lost, won)
    return _Options(
        fees=fees,
        bought=bought,
        dealer_drew=drew,
        dealer_scores=final_scores,
        final_qualifies=final_qualifies,
        insurance=insurance,
        insurance_net=insurance_net,
        insurable=insurable,
        insurance_lost=insurance_lost,
    )


def _dealer_after(hands: npt.NDArray[np.integer], drew: BoolArray, cards: npt.NDArray[np.integer]) -> IntArray:
    """The dealer's hands after a draw (its lowest card out, `drew`) or a qualification buy (its
    highest out), the new card in its place."""
    low, high = card_orders()
    after: IntArray = hands.astype(np.int64)
    out = np.where(drew, low[after].argmin(axis=1), high[after].argmax(axis=1))
    after[np.arange(len(after)), out] = cards
    return after


def dealer_after_each_card(dealer: npt.NDArray[np.integer], *, draw: bool) -> tuple[IntArray, BoolArray]:
    """(rows x 52 scores, rows x 52 qualifies): each dealer hand after a draw (`draw`: its lowest
    card out) or a qualification buy (its highest out) bringing in each card in turn; the cards
    the hand or the player holds are among them, for the caller to leave out."""
    k = len(dealer)
    hands = _dealer_after(np.repeat(dealer, 52, axis=0), np.full(k * 52, draw), np.tile(np.arange(52), k))
    rank_key, suits = hand_keys(hands)
    scores: IntArray = lookup(score_tables(), rank_key, suits).reshape(k, 52).astype(np.int64)
    qualifies: BoolArray = lookup(qualifier_tables(), rank_key, suits).reshape(k, 52).astype(bool)
    return scores, qualifies


def _seen(finals: _FinalHands, rows: IntArray, *others: npt.NDArray[np.integer]) -> BoolArray:
    """(len(rows), 52): the cards the player of each row has seen - dealt, drawn - and `others`."""
    seen = np.zeros((len(rows), 52), dtype=bool)
    line = np.arange(len(rows))[:, None]
    seen[line, finals.player[rows]] = True
    cards = finals.cards()[rows]
    seen[line, np.where(cards >= 0, cards, finals.player[rows, :1])] = True
    for more in others:
        seen[line, more] = True
    return seen


def _best_insured(
    rules: TableRules, insurable: BoolArray, dealer: npt.NDArray[np.integer], finals: _FinalHands
) -> IntArray:
    """The insurable rows where insurance is worth its largest stake (best_options.insurance_worth)."""
    rows = np.flatnonzero(insurable)
    seen = _seen(finals, rows, dealer[rows, :1])
    short = nonqualifying_hidden(dealer[rows, 0], seen)
    total = np.array([comb(52 - k, HIDDEN) for k in range(53)], dtype=np.int64)[seen.sum(axis=1)]
    return rows[insurance_worth(short, total, rules)]


#: Rows of a card option counted at once (memory: rows x 52 dealer hands).
_OPTION_CHUNK = 1 << 14


def _best_card_option(
    rules: TableRules,
    short: BoolArray,
    scores: npt.NDArray[np.integer],
    dealer: npt.NDArray[np.integer],
    finals: _FinalHands,
    option: str,
) -> BoolArray:
    """Where a dealer draw (`option` "dealer_draw") or a qualification buy is worth more than the
    Ante's even money against the dealer who does not qualify (`short`): the round's net summed
    over every unseen card the dealer could get, as the reference `best_options.worth_a_card`."""
    pays = pay_rules(rules.settings)
    draw = option == "dealer_draw"
    fee, short_units = option_terms(rules, draw=draw)
    taken = np.zeros(len(short), dtype=bool)
    rows = np.flatnonzero(short)
    raise_pays = finals.raise_answers(rows)[:, 0]
    without = pays.units_array(pays.dealer_does_not_qualify, raise_pays)
    best = np.maximum.reduce(
        [pays.units_array(row, raise_pays) for row in (pays.player_wins, pays.tie, pays.dealer_wins)]
    )
    hopeful = np.maximum(best, short_units) - fee > without  # only these can gain from the option
    rows, raise_pays, without = rows[hopeful], raise_pays[hopeful], without[hopeful]
    for start in range(0, len(rows), _OPTION_CHUNK):
        part = slice(start, start + _OPTION_CHUNK)
        chunk = rows[part]
        unseen = ~_seen(finals, chunk, dealer[chunk])
        with_option = option_card_sums(rules, dealer[chunk], unseen, scores[chunk], raise_pays[part], draw=draw)
        taken[chunk] = with_option > without[part] * unseen.sum(axis=1)
    return taken


def option_terms(rules: TableRules, *, draw: bool) -> tuple[int, int]:
    """(fee, net when the dealer is still short) of a dealer draw (`draw`) or a qualification
    buy, per Ante: the draw costs one Ante (or nothing, by dealer_draw_fee) and leaves the Ante's
    even money; the buy costs one Ante and a dealer still short pushes the hand (LPF-6.2)."""
    pays = pay_rules(rules.settings)
    if draw:
        return int(rules.reading("dealer_draw_fee") == "one_ante"), pays.units(pays.dealer_does_not_qualify)
    return 1, 0


def option_card_sums(
    rules: TableRules,
    dealer: npt.NDArray[np.integer],
    unseen: BoolArray,
    player_scores: npt.NDArray[np.integer],
    raise_pays: IntArray,
    *,
    draw: bool,
) -> IntArray:
    """Per row, the played hand's Ante and Raise net with a dealer draw (`draw`) or qualification
    buy, summed over the `unseen` cards (rows x 52) it could bring, the fee paid on each: what
    the option is worth times their number."""
    pays = pay_rules(rules.settings)
    fee, short_units = option_terms(rules, draw=draw)
    new_scores, qualifies = dealer_after_each_card(dealer, draw=draw)
    showdown = showdown_units(pays, np.asarray(player_scores)[:, None], new_scores, np.asarray(raise_pays)[:, None])
    outcome = np.where(qualifies, showdown, short_units)
    sums: IntArray = (outcome * unseen).sum(axis=1) - fee * unseen.sum(axis=1)
    return sums


def showdown_units(
    pays: PayRules, player: npt.NDArray[np.integer], dealer: npt.NDArray[np.integer], raise_pays: npt.NDArray[Any]
) -> IntArray:
    """A played hand's Ante and Raise net against a qualifying dealer, per Ante, by the two
    scores (arrays that broadcast; `raise_pays`: the hand's Raise line, N to 1)."""
    units: IntArray = np.select(
        [player > dealer, player == dealer],
        [pays.units_array(pays.player_wins, raise_pays), pays.units_array(pays.tie, raise_pays)],
        pays.units_array(pays.dealer_wins, raise_pays),
    )
    return units


# -- the batch as the reference would list it ---------------------------------------------------------


def _outcome(net: int) -> str:
    return "win" if net > 0 else "lose" if net < 0 else "push"


def ledger_rows(batch: FastBatch) -> list[tuple[object, ...]]:
    """Each round's money in the canonical form of `money_of_ledger`, for the equality proof.
    (The columns become Python lists first: indexing numpy arrays one element at a time was
    most of the cost of a million rounds.)"""
    rows: list[tuple[object, ...]] = []
    count = len(batch.action)
    zeros = [0] * count
    instant, instant_net = batch.instant.tolist(), batch.instant_net.tolist()
    ante_net, super_net = batch.ante_net.tolist(), batch.super_net.tolist()
    raise_placed, raise_net = batch.raise_placed.tolist(), batch.raise_net.tolist()
    fee, net = batch.fee.tolist(), batch.net.tolist()
    insurance = batch.insurance.tolist() if batch.insurance is not None else zeros
    insurance_net = batch.insurance_net.tolist() if batch.insurance_net is not None else insurance
    super_bet, raise_multiple = batch.super_bet, batch.raise_multiple
    for i in range(count):
        wagers: list[tuple[str, int, str, int]] = []
        if instant[i]:
            wagers.append(("instant", 1, "win", int(instant_net[i])))
        else:
            wagers.append(("ante", 1, _outcome(int(ante_net[i])), int(ante_net[i])))
        if super_bet:
            wagers.append(("super", 1, _outcome(int(super_net[i])), int(super_net[i])))
        if raise_placed[i]:
            wagers.append(("raise", raise_multiple, _outcome(int(raise_net[i])), int(raise_net[i])))
        if insurance[i]:
            wagers.append(("insurance", int(insurance[i]), _outcome(int(insurance_net[i])), int(insurance_net[i])))
        rows.append((tuple(wagers), int(fee[i]), int(net[i])))
    return rows


def money_of_ledger(ledger: Ledger) -> tuple[object, ...]:
    """A reference ledger's money: (wager, stake, outcome, net) per bet, fees paid, net. Money
    paid for an option counts as the fee whichever way `fees_are_wagers` lists it."""
    wagers = tuple((w.wager, w.stake, w.outcome.value, w.net) for w in ledger.wagers if w.wager not in FEE_WAGERS)
    fee = ledger.fees_paid + sum(w.stake for w in ledger.wagers if w.wager in FEE_WAGERS)
    return (wagers, fee, ledger.net)


def path_counts(batch: FastBatch, tables: FastTables) -> Counter[str]:
    """Decision-path frequencies, labelled as the reference simulation labels them."""
    labels: Counter[str] = Counter()
    # One integer per path (np.unique over rows is slow): action+1, exchanged, after, rule+1.
    rule_ids = [*tables.rule_ids, OPTIMAL_RULE]  # the last: the optimal strategy's decisions
    rules = len(rule_ids) + 1
    codes = (((batch.action + 1) * 6 + batch.exchanged) * 2 + batch.after_play) * rules + batch.rule + 1
    counts = np.bincount(codes, minlength=5 * 6 * 2 * rules)
    names = {code: decision for decision, code in ACTION_CODES.items()}
    for code in np.flatnonzero(counts).tolist():
        count = int(counts[code])
        rest, rule = divmod(code, rules)
        rest, after = divmod(rest, 2)
        action, exchanged = divmod(rest, 6)
        action, rule = action - 1, rule - 1
        if action == -1:
            labels["instant"] += count
            continue
        decision = names[action]
        rule_id = rule_ids[rule]
        if decision in (Decision.FOLD, Decision.PLAY):
            labels[f"{decision.value} ({rule_id})"] += count
        else:
            what = "buy" if decision is Decision.BUY else f"exchange {exchanged}"
            labels[f"{what} then {'play' if after else 'fold'} ({rule_id})"] += count
    return labels


#: round_events' names (harness.families.lunar.simulate) of the hands the insurance could cover and of
#: those the insurance loses; kept here, where both engines read them.
INSURABLE = "insurable hand played"
INSURED_DEALER_QUALIFIES = "insurable hand played: dealer qualifies when insurance is settled"


def event_counts(batch: FastBatch) -> Counter[str]:
    """What a variant's options did, counted as `harness.families.lunar.simulate.round_events` names it."""
    played = batch.raise_placed
    events: Counter[str] = Counter()

    def count(name: str, happened: BoolArray) -> None:
        if found := int((played & happened).sum()):
            events[name] = found

    if batch.insurable is not None and batch.insurance_lost is not None and batch.insurance is not None:
        count(INSURABLE, batch.insurable)
        count(INSURED_DEALER_QUALIFIES, batch.insurance_lost)
        count("insured", batch.insurance > 0)
    assert batch.final_qualifies is not None and batch.dealt_qualifies is not None
    for name, taken in (("dealer made to draw", batch.dealer_drew), ("qualification bought", batch.bought)):
        if taken is not None:
            count(name, taken)
            count(f"{name}: dealer then qualifies", taken & batch.final_qualifies)
    count("played hand: dealer does not qualify as dealt", ~batch.dealt_qualifies)
    return events


def final_hand_round(cards: Sequence[Card], game: str, *, jackpot: int = 0) -> LunarRound:
    """A one-Ante round played to this final hand (five cards, or six after a buy), no dealer:
    what a per-class question (insurance limit, jackpot) is asked of the reference engine."""
    return LunarRound(
        ante=1,
        super_bet=0,
        player=tuple(cards[:5]),
        dealer=(),
        decision=Decision.BUY if len(cards) == 6 else Decision.PLAY,
        drawn=tuple(cards[5:]),
        jackpot=jackpot,
        game=game,
    )
