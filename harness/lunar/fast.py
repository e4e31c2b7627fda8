"""The fast Lunar Poker engine: whole batches of rounds at once with numpy.

It holds no rule of its own. Everything it needs about a hand (Super and Instant lines, the
dealer's qualification, the basic strategy's decision, what the Raise pays) is asked of the
reference engine once per *hand class* and kept in tables; the class of a hand is the
information those reference definitions read:
- five cards: the sorted ranks, whether one suit, whether one colour, whether four share a suit
  (the paytable predicates read ranks, suit and colour of the five; the strategy reads ranks,
  flushes and four-card flush draws);
- six cards (after a buy): the sorted ranks and, for each five-card subset, whether it is one
  suit and whether it is one colour.
Hand ranking comes from `harness.fast_eval`, generated from `harness.hands`. The engine is
proven equal to the reference on the same deals (tests/unit/test_fast_engine.py, and a
million rounds in tests/slow).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from harness.cards import DECK, Card
from harness.fast_eval import (
    hand_keys,
    hand_rank_tables,
    lookup,
    score_hands,
    score_of,
    score_tables,
    suit_pattern_tables,
)
from harness.ledger import Ledger
from harness.lunar.combinations import first_combination, second_combination
from harness.lunar.game import TableRules
from harness.lunar.round import Decision
from harness.lunar.strategy import BasicStrategy
from harness.hands import best_five

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]

ACTION_CODES = {Decision.FOLD: 0, Decision.PLAY: 1, Decision.BUY: 2, Decision.EXCHANGE: 3}
_RED = np.array([False, True, True, False])  # suit index s h d c
_W6 = np.array([13**5, 13**4, 13**3, 13**2, 13, 1], dtype=np.int64)
_SUBSETS6 = np.array([[j for j in range(6) if j != skip] for skip in range(6)])
NO_LINE = -1
FIVE_CARD_KEYS = 13**5 * 8


def _cards(row: Sequence[int]) -> tuple[Card, ...]:
    return tuple(DECK[i] for i in row)


def five_card_keys(hands: npt.NDArray[np.integer]) -> IntArray:
    """Class key of five-card hands: sorted ranks, one suit, one colour, four of a suit."""
    return class_keys(*hand_keys(hands))


def class_keys(rank_key: npt.NDArray[np.int32], suit_pattern: npt.NDArray[np.int32]) -> IntArray:
    """Class keys from `harness.fast_eval.hand_keys`' rank keys and suit patterns."""
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


def best_scores(hands: npt.NDArray[np.integer]) -> npt.NDArray[np.int32]:
    """Score of the best five cards of five- or six-card hands."""
    if hands.shape[1] == 5:
        return score_hands(hands)
    scores = np.stack([score_hands(hands[:, subset]) for subset in _SUBSETS6], axis=1)
    best: npt.NDArray[np.int32] = scores.max(axis=1)
    return best


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
    rule: list[int]


@dataclass(slots=True)
class FastTables:
    """Class tables filled lazily from the reference definitions, per rules and strategy."""

    rules: TableRules
    strategy: BasicStrategy
    class_map: IntArray = field(default_factory=lambda: np.full(FIVE_CARD_KEYS, -1, dtype=np.int64))
    values: list[ClassValues] = field(default_factory=list)
    six_keys: IntArray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    six_answers: npt.NDArray[np.int64] = field(default_factory=lambda: np.zeros((0, 3), dtype=np.int64))
    arrays: dict[str, npt.NDArray[np.int64]] = field(default_factory=dict)
    dirty: bool = True
    complete: bool = False  # every five-card class and every buy-reachable six-card class known

    @property
    def raise_lines(self) -> list[str]:
        return [line.name for line in self.rules.paytable.tables["raise"].lines]

    @property
    def rule_ids(self) -> list[str]:
        return sorted({rule.rule for rule in self.strategy.first_rules})

    def raise_answer(self, hand: tuple[Card, ...]) -> tuple[int, int, int]:
        """What the Raise pays (N to 1) when this hand beats a qualifying dealer, and its lines."""
        table = self.rules.paytable.tables["raise"]
        first = first_combination(best_five(hand).cards, table)
        if first is None:
            return 0, NO_LINE, NO_LINE
        second = second_combination(hand, first, table).paid
        names = self.raise_lines
        pays = first.line.pays + (second.line.pays if second else 0)
        return pays, names.index(first.line.name), names.index(second.line.name) if second else NO_LINE

    def _compute(self, hand: tuple[Card, ...]) -> ClassValues:
        tables = self.rules.paytable.tables
        super_line = tables["super"].best_line(hand, self.rules.super_context)
        instant_table = self.rules.paytable.table("instant")
        instant_line = instant_table.best_line(hand) if instant_table else None
        raise_pays, first, second = self.raise_answer(hand)
        actions, masks, rules = [], [], []
        rule_ids = self.rule_ids
        for rank_index in range(13):
            upcard = Card(rank=rank_index + 2, suit=DECK[rank_index * 4].suit)
            choice = self.strategy.first_decision(hand, upcard)
            kept = [c for c in hand if c not in choice.discard]
            mask = 0
            for card in kept:
                mask |= 1 << (card.rank - 2)
            # The fast engine keeps cards by rank; check that says the same as the reference.
            assert [c for c in hand if mask >> (c.rank - 2) & 1] == kept, (hand, choice)
            actions.append(ACTION_CODES[choice.action])
            masks.append(mask)
            rules.append(rule_ids.index(choice.rule))
        return ClassValues(
            super_pays=super_line.pays if super_line else NO_LINE,
            instant_pays=instant_line.pays if instant_line else 0,
            raise_pays=raise_pays,
            raise_first=first,
            raise_second=second,
            action=actions,
            keep_mask=masks,
            rule=rules,
        )

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
            v = self.values
            self.arrays = {
                "super_pays": np.array([x.super_pays for x in v], dtype=np.int64),
                "instant_pays": np.array([x.instant_pays for x in v], dtype=np.int64),
                "raise_pays": np.array([x.raise_pays for x in v], dtype=np.int64),
                "raise_first": np.array([x.raise_first for x in v], dtype=np.int64),
                "raise_second": np.array([x.raise_second for x in v], dtype=np.int64),
                "action": np.array([x.action for x in v], dtype=np.int64).reshape(-1, 13),
                "keep_mask": np.array([x.keep_mask for x in v], dtype=np.int64).reshape(-1, 13),
                "rule": np.array([x.rule for x in v], dtype=np.int64).reshape(-1, 13),
            }
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


@dataclass(frozen=True, slots=True, kw_only=True)
class FastBatch:
    """Per-round results of a batch, in units of the Ante (Super = Ante = 1, Raise = 2)."""

    instant: BoolArray
    action: IntArray  # first decision code (ACTION_CODES), -1 for an instant hand
    exchanged: IntArray  # number of cards exchanged (0 unless exchange)
    after_play: BoolArray  # second decision (only meaningful after buy/exchange)
    rule: IntArray  # index into FastTables.rule_ids, -1 for an instant hand
    ante_net: IntArray
    super_net: IntArray
    instant_net: IntArray
    raise_placed: BoolArray
    raise_net: IntArray
    fee: IntArray
    raise_first: IntArray
    raise_second: IntArray

    @property
    def rest(self) -> IntArray:
        """Net without the own Super bet (the part the simulation estimates)."""
        result: IntArray = self.ante_net + self.instant_net + self.raise_net - self.fee
        return result

    @property
    def net(self) -> IntArray:
        result: IntArray = self.rest + self.super_net
        return result

    @property
    def staked(self) -> IntArray:
        result: IntArray = 2 + 2 * self.raise_placed.astype(np.int64)
        return result


def play_batch(deals: npt.NDArray[np.integer], tables: FastTables) -> FastBatch:
    """Play many rounds of the basic strategy: deals are (N, 15) card indices
    (player 5, dealer 5 with the upcard first, then the draw pile in order)."""
    deals = np.asarray(deals)
    player, dealer, pile = deals[:, :5], deals[:, 5:10], deals[:, 10:15]
    n = len(deals)
    rank_key, suit_pattern = hand_keys(player)
    player_class = tables.class_ids(class_keys(rank_key, suit_pattern), player)
    upcard_rank = dealer[:, 0] >> 2

    super_pays = tables.table("super_pays")[player_class]
    instant_pays = tables.table("instant_pays")[player_class]
    instant = instant_pays > 0
    action = np.where(instant, -1, tables.table("action")[player_class, upcard_rank])
    rule = np.where(instant, -1, tables.table("rule")[player_class, upcard_rank])
    buy = action == ACTION_CODES[Decision.BUY]
    exchange = action == ACTION_CODES[Decision.EXCHANGE]

    # An exchange keeps the cards of the kept ranks; the replaced cards' places take the draw
    # pile's cards in order (the order of cards within a hand changes nothing).
    exchange_rows = np.flatnonzero(exchange)
    dealt = player[exchange_rows]
    keep_mask = tables.table("keep_mask")[player_class[exchange_rows], upcard_rank[exchange_rows]]
    kept = ((keep_mask[:, None] >> (dealt >> 2)) & 1).astype(bool)
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
    threshold = score_of(tables.strategy.play_threshold)
    after_play = scores >= threshold
    plays = (action == ACTION_CODES[Decision.PLAY]) | ((buy | exchange) & after_play)
    plays &= ~instant

    dealer_rank_key, dealer_suits = hand_keys(dealer)
    dealer_scores = lookup(score_tables(), dealer_rank_key, dealer_suits)
    qualifies = lookup(qualifier_tables(), dealer_rank_key, dealer_suits).astype(bool)
    wins = plays & qualifies & (scores > dealer_scores)
    loses = plays & qualifies & (scores < dealer_scores)

    # What the Raise pays is needed only where the player beats a qualifying dealer: by the
    # class of the final five cards (the dealt ones, or after an exchange), or of the six.
    final_class = player_class.copy()
    exchange_wins = np.flatnonzero(wins[exchange_rows])
    final_class[exchange_rows[exchange_wins]] = tables.class_ids(
        class_keys(drawn_rank_key[exchange_wins], drawn_suits[exchange_wins]), drawn[exchange_wins]
    )
    five_wins = np.flatnonzero(wins & ~buy)
    raise_pays = np.zeros(n, dtype=np.int64)
    raise_first = np.full(n, NO_LINE, dtype=np.int64)
    raise_second = np.full(n, NO_LINE, dtype=np.int64)
    raise_pays[five_wins] = tables.table("raise_pays")[final_class[five_wins]]
    raise_first[five_wins] = tables.table("raise_first")[final_class[five_wins]]
    raise_second[five_wins] = tables.table("raise_second")[final_class[five_wins]]
    six_wins = np.flatnonzero(wins[buy_rows])
    six_answers = tables.six_card_raise_answers(six[six_wins])
    raise_pays[buy_rows[six_wins]], raise_first[buy_rows[six_wins]], raise_second[buy_rows[six_wins]] = six_answers.T

    folded = ~instant & ~plays
    ante_net = np.select([instant, folded, ~qualifies, wins, loses], [0, -1, 1, 0, -1], default=0)
    raise_net = np.select([~plays, ~qualifies, wins, loses], [0, 0, 2 * raise_pays, -2], default=0)
    return FastBatch(
        instant=instant,
        action=action,
        exchanged=exchanged,
        after_play=after_play,
        rule=rule,
        ante_net=ante_net,
        super_net=np.where(super_pays >= 0, super_pays, -1),
        instant_net=np.where(instant, instant_pays, 0),
        raise_placed=plays,
        raise_net=raise_net,
        fee=((buy | exchange) & ~instant).astype(np.int64),
        raise_first=raise_first,
        raise_second=raise_second,
    )


def ledger_rows(batch: FastBatch) -> list[tuple[object, ...]]:
    """Each round's money in the canonical form of `money_of_ledger`, for the equality proof."""
    rows: list[tuple[object, ...]] = []
    for i in range(len(batch.action)):
        wagers: list[tuple[str, int, str, int]] = []
        if batch.instant[i]:
            wagers.append(("instant", 1, "win", int(batch.instant_net[i])))
        else:
            wagers.append(("ante", 1, _outcome(int(batch.ante_net[i])), int(batch.ante_net[i])))
        wagers.append(("super", 1, _outcome(int(batch.super_net[i])), int(batch.super_net[i])))
        if batch.raise_placed[i]:
            wagers.append(("raise", 2, _outcome(int(batch.raise_net[i])), int(batch.raise_net[i])))
        rows.append((tuple(wagers), int(batch.fee[i]), int(batch.net[i])))
    return rows


def money_of_ledger(ledger: Ledger) -> tuple[object, ...]:
    """A reference ledger's money: (wager, stake, outcome, net) per bet, fees paid, net.
    Buy/exchange money counts as the fee whichever way `fees_are_wagers` lists it."""
    wagers = tuple(
        (w.wager, w.stake, w.outcome.value, w.net) for w in ledger.wagers if w.wager not in ("buy", "exchange")
    )
    fee = ledger.fees_paid + sum(w.stake for w in ledger.wagers if w.wager in ("buy", "exchange"))
    return (wagers, fee, ledger.net)


def _outcome(net: int) -> str:
    return "win" if net > 0 else "lose" if net < 0 else "push"


def path_counts(batch: FastBatch, tables: FastTables) -> Counter[str]:
    """Decision-path frequencies, labelled as the reference simulation labels them."""
    labels: Counter[str] = Counter()
    # One integer per path (np.unique over rows is slow): action+1, exchanged, after, rule+1.
    rules = len(tables.rule_ids) + 1
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
        rule_id = tables.rule_ids[rule]
        if decision in (Decision.FOLD, Decision.PLAY):
            labels[f"{decision.value} ({rule_id})"] += count
        else:
            what = "buy" if decision is Decision.BUY else f"exchange {exchanged}"
            labels[f"{what} then {'play' if after else 'fold'} ({rule_id})"] += count
    return labels
