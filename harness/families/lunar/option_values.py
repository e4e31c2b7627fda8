"""Exact value of every option of one hand against one upcard (`tablecert strategy`).

Why exact and how: an option's value is an average over equally likely outcomes (the cards
drawn, then the dealer's four hidden cards from what is still unseen), so it is an integer
count over a known denominator. The player's choice after a buy or exchange (play or fold,
whichever is worth more on the hand then held) is taken per draw, so each draw needs its own
dealer counts; they come from inclusion-exclusion over the drawn cards on prefix tables of the
dealer's hands from the 46 unseen cards (`harness.families.lunar.analysis.dealer_counts.PoolTables`), never by
dealing. What settles a played hand is read from the game (its showdown table and Raise
multiple: `pay_rules`; the Raise pays, first and second combination or best line, asked of the
reference per hand class through the fast engine's class tables; the exchange fee:
`exchange_fee`), so the counts agree with the reference engine (tests/unit/test_option_values.py
checks them against `settle_round` on every dealer hand).

Units: chips per Ante, without the Super bet (no decision changes it). The buy and the exchange
fees are lost in every outcome, so they are subtracted whatever the player does next.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import chain, combinations
from math import comb

import numpy as np
import numpy.typing as npt

from harness.core.cards import DECK, Card, format_cards, parse_cards
from harness.core.fast_eval import hand_keys, lookup, score_tables
from harness.families.lunar.analysis.dealer_counts import PoolTables
from harness.families.lunar.analysis.hand_values import IntArray, dense_values, value_scores
from harness.families.lunar.analysis.pay_schedule import PayRules, qualify_value
from harness.families.lunar.best_options import best_insurance, insurance_units
from harness.families.lunar.fast import (
    FastTables,
    best_scores,
    five_card_keys,
    option_card_sums,
    qualifier_tables,
    showdown_units,
)
from harness.families.lunar.game import TableRules
from harness.families.lunar.option_bonus import option_bonus
from harness.families.lunar.pay_schedule import pay_rules
from harness.families.lunar.round import EXCHANGE_MAX, EXCHANGE_MIN, Decision, LunarRound, exchange_fee
from harness.spec.errors import CardError, UsageError

HAND_CARDS = 5
#: A fold loses the Ante (LP-7.1): the value every other option is compared with.
FOLD_UNITS = -1
#: A buy costs one Ante (LP-7.3), as `settle_round` charges it.
BUY_FEE = 1
#: Rows counted at once (memory: a few arrays of this many rows x 5 cards).
_CHUNK = 1 << 17


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionValue:
    """One option and what it is worth per Ante: an exact fraction, and how it was counted."""

    decision: str  # fold, play, buy, exchange, or instant (a hand paid at once)
    keep: tuple[Card, ...] | None  # the cards an exchange keeps, in the hand's order
    value: Fraction
    method: str
    exact: bool = True
    #: The value when the second decision follows a fixed rule (`option_values(rule_from=...)`):
    #: play from that hand value up, fold below (the basic strategy's AKQ rule); None: not asked.
    value_under_rule: Fraction | None = None

    @property
    def kind(self) -> str:
        """The option without its cards: what its method is stated for."""
        return self.decision if self.keep is None else f"exchange {HAND_CARDS - len(self.keep)}"

    @property
    def label(self) -> str:
        if self.keep is None:
            return self.decision
        return f"exchange {HAND_CARDS - len(self.keep)}, keep {format_cards(self.keep) or 'nothing'}"

    def to_json(self) -> dict[str, object]:
        row: dict[str, object] = {"decision": self.decision}
        if self.keep is not None:
            row["keep"] = [str(card) for card in self.keep]
        row["ev"] = float(self.value)
        if self.exact:
            row["fraction"] = f"{self.value.numerator}/{self.value.denominator}"
        row["exact"] = self.exact
        row["method"] = self.method
        return row


@dataclass(frozen=True, slots=True, kw_only=True)
class HandOptions:
    """Every option of one hand against one upcard, in the order the rules list them."""

    game: str
    hand: tuple[Card, ...]
    upcard: Card
    options: tuple[OptionValue, ...]
    seconds: float

    @property
    def best(self) -> OptionValue:
        """The option worth most (the first listed of equal ones)."""
        return max(self.options, key=lambda option: option.value)

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "hand": [str(card) for card in self.hand],
            "upcard": str(self.upcard),
            "options": [option.to_json() for option in self.options],
            "best": self.best.to_json(),
        }

    def text(self) -> str:
        width = max(len(option.label) for option in self.options)
        lines = [
            f"{self.game}: {format_cards(self.hand)} against the upcard {self.upcard}",
            "expected value per Ante, without the Super; best first",
            "",
        ]
        ranked = sorted(self.options, key=lambda option: option.value, reverse=True)
        for option in ranked:
            exact = f"= {option.value.numerator}/{option.value.denominator}" if option.exact else "(estimate)"
            lines.append(f"  {option.label:<{width}}  {float(option.value):+.6f}  {exact}")
        lines += ["", f"best: {self.best.label}", "", "how each was counted:"]
        lines += list(dict.fromkeys(f"  {option.kind}: {option.method}" for option in self.options))
        return "\n".join(lines)


def parse_hand_and_upcard(hand_text: str, upcard_text: str) -> tuple[tuple[Card, ...], Card]:
    """The five cards and the upcard of the command line; a malformed, missing or repeated
    card is a usage error (exit 2) naming the option it came from."""
    try:
        hand = parse_cards(hand_text)
    except CardError as error:
        raise UsageError(f"--hand: {error}") from None
    if len(hand) != HAND_CARDS:
        raise UsageError(f"--hand: expected 5 cards separated by spaces, e.g. 'Ah Kh 7d 7s 3c', got {len(hand)}")
    if repeated := sorted({str(card) for card in hand if hand.count(card) > 1}):
        raise UsageError(f"--hand: {', '.join(repeated)} appears more than once")
    try:
        upcards = parse_cards(upcard_text)
    except CardError as error:
        raise UsageError(f"--upcard: {error}") from None
    if len(upcards) != 1:
        raise UsageError(f"--upcard: expected one card, e.g. 'Kd', got {len(upcards)}")
    upcard = upcards[0]
    if upcard in hand:
        raise UsageError(f"--upcard: {upcard} is also in --hand; a card is dealt once")
    return hand, upcard


def unsupported_options(rules: TableRules) -> list[str]:
    """What a game has that these option values do not count (empty: none): a side bet settled
    on the final hand would make every draw worth what it does to that bet too."""
    if rules.settings.jackpot is not None and rules.reading("jackpot_hand") != "first_five":
        return ["a jackpot bet settled on the final hand"]
    return []


class DrawCounter:
    """The sum over draws of the better of play and fold, in Antes x dealer hidden hands."""

    def __init__(self, rules: TableRules, hand: tuple[Card, ...], upcard: Card) -> None:
        seen = {card.index for card in hand} | {upcard.index}
        self._use_pool(rules, upcard.index, np.array([i for i in range(len(DECK)) if i not in seen], dtype=np.int64))

    @classmethod
    def for_pool(cls, rules: TableRules, upcard: int, pool: npt.NDArray[np.int64]) -> DrawCounter:
        """A counter whose dealer hands are the upcard and 4 cards of `pool` (any cards but the
        upcard). With the 51 cards other than the upcard, a final hand's own cards as the
        removed ones count it against every dealer hand it leaves (the optimal build)."""
        counter = cls.__new__(cls)
        counter._use_pool(rules, upcard, pool)
        return counter

    def _use_pool(self, rules: TableRules, upcard: int, pool: npt.NDArray[np.int64]) -> None:
        from harness.families.lunar.strategy import strategy_for

        self.pays: PayRules = pay_rules(rules.settings)
        self.qualifier = qualify_value()
        self.pool = pool
        self.tables = PoolTables(upcard, self.pool, self.qualifier)
        # The Raise pays per hand class, asked of the reference (`raise_answer`).
        self.raise_tables = FastTables(rules=rules, strategy=strategy_for(rules))
        self._five_pays: dict[int, int] = {}
        #: Antes added to a played hand's value per its Raise pay (index): the options' estimate
        #: the optimal build adds (harness.families.lunar.option_bonus); None: nothing added.
        self.bonus: npt.NDArray[np.float64] | None = None

    def _raise_pays(self, final: npt.NDArray[np.int64]) -> IntArray:
        if final.shape[1] == HAND_CARDS + 1:
            answers = self.raise_tables.six_card_raise_answers(final)
            six: IntArray = answers[:, 0].astype(np.int64)
            return six
        keys = five_card_keys(final)
        unique, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
        for key, row in zip(unique.tolist(), first.tolist(), strict=True):
            if key not in self._five_pays:
                cards = tuple(DECK[i] for i in final[row].tolist())
                self._five_pays[key] = self.raise_tables.raise_answer(cards)[0]
        pays = np.array([self._five_pays[key] for key in unique.tolist()], dtype=np.int64)
        five: IntArray = pays[inverse.ravel()]
        return five

    def _values(self, final: npt.NDArray[np.int64]) -> IntArray:
        if final.shape[1] == HAND_CARDS:
            return dense_values(final)
        found: IntArray = np.searchsorted(value_scores(), best_scores(final)).astype(np.int64)
        return found

    def play_totals(
        self, final: npt.NDArray[np.int64], removed: npt.NDArray[np.int64], values: IntArray | None = None
    ) -> IntArray:
        """Per row, the played hand's net summed over the dealer's hidden hands: `final` the
        player's hand then held (card indices), `removed` the pool positions a draw took
        (ascending; the dealer cannot hold them); `values`: the hands' dense values if known."""
        hands = self.tables.hands_left(removed.shape[1])
        pays = self.pays
        if values is None:
            values = self._values(final)
        below_qualifier = self.tables.count_below_fixed(removed)
        hits = np.flatnonzero(values >= self.qualifier)  # only these can beat or tie a qualifier
        player_wins = np.zeros(len(values), dtype=np.int64)
        tie = np.zeros(len(values), dtype=np.int64)
        dealer_wins = hands - below_qualifier
        raise_pays = np.zeros(len(values), dtype=np.int64)
        if len(hits):
            thresholds = np.stack([values[hits], values[hits] + 1], axis=1)
            below = self.tables.count_below(removed[hits], thresholds)
            player_wins[hits] = below[:, 0] - below_qualifier[hits]
            tie[hits] = below[:, 1] - below[:, 0]
            dealer_wins[hits] = hands - below[:, 1]
            raise_pays[hits] = self._raise_pays(final[hits])
        play: IntArray = (
            below_qualifier * pays.units(pays.dealer_does_not_qualify)
            + player_wins * pays.units_array(pays.player_wins, raise_pays)
            + tie * pays.units(pays.tie)
            + dealer_wins * pays.units(pays.dealer_wins)
        )
        if self.bonus is not None:
            at = np.minimum(raise_pays, len(self.bonus) - 1)
            play = play + np.rint(self.bonus[at] * hands).astype(np.int64)
        return play

    def best_total(self, final: npt.NDArray[np.int64], removed: npt.NDArray[np.int64]) -> int:
        """Sum over rows of the better of play and fold (the second decision after a draw)."""
        return self.totals(final, removed, None)[0]

    def totals(
        self, final: npt.NDArray[np.int64], removed: npt.NDArray[np.int64], rule_from: int | None
    ) -> tuple[int, int]:
        """Sums over rows of (the better of play and fold, the net when the player plays from
        the dense hand value `rule_from` up and folds below; 0 when `rule_from` is None)."""
        hands = self.tables.hands_left(removed.shape[1])
        values = self._values(final)
        play = self.play_totals(final, removed, values)
        fold = FOLD_UNITS * hands
        best = int(np.maximum(play, fold).sum())
        if rule_from is None:
            return best, 0
        return best, int(np.where(values >= rule_from, play, fold).sum())


def play_with_options(
    rules: TableRules, hand: tuple[Card, ...], upcard: Card, hidden: npt.NDArray[np.int64] | None = None
) -> Fraction:
    """A played hand's exact value when the game adds options (harness.families.lunar.best_options): the
    insurance taken at its largest stake when worth it, then, against each dealer completion
    that does not qualify, the better of the Ante's even money and the dealer draw or
    qualification buy averaged over every card it could bring. Per Ante, over every dealer
    completion (`hidden`: rows of four hidden cards; default all of them from the unseen)."""
    from harness.families.lunar.strategy import strategy_for

    settings = rules.settings
    pays = pay_rules(settings)
    held = [card.index for card in hand]
    unseen_pool = np.array([i for i in range(len(DECK)) if i not in {*held, upcard.index}], dtype=np.int64)
    if hidden is None:
        hidden = unseen_pool[np.array(list(combinations(range(len(unseen_pool)), 4)), dtype=np.int64)]
    dealer = np.concatenate([np.full((len(hidden), 1), upcard.index, dtype=np.int64), hidden], axis=1)
    rank_key, suits = hand_keys(dealer)
    dealer_scores = lookup(score_tables(), rank_key, suits)
    qualifies = lookup(qualifier_tables(), rank_key, suits).astype(bool)
    player = int(best_scores(np.array([held]))[0])
    raise_pays = FastTables(rules=rules, strategy=strategy_for(rules)).raise_answer(hand)[0]
    showdown = showdown_units(pays, np.array(player), dealer_scores, np.array(raise_pays))
    even_money = pays.units(pays.dealer_does_not_qualify)
    cards = len(DECK) - 2 * HAND_CARDS  # the unseen cards an option can bring
    # Every count is in Antes x `cards`, so an option's average over its cards stays whole.
    totals = np.where(qualifies, showdown, even_money) * cards
    short = np.flatnonzero(~qualifies)
    for draw, rule in ((True, settings.dealer_draw), (False, settings.buy_dealer_qualification)):
        if rule is None or not len(short):
            continue
        for start in range(0, len(short), _CHUNK >> 4):
            rows = short[start : start + (_CHUNK >> 4)]
            unseen = np.ones((len(rows), len(DECK)), dtype=bool)
            np.put_along_axis(unseen, dealer[rows], False, axis=1)
            unseen[:, held] = False
            player_scores = np.full(len(rows), player)
            raised = np.full(len(rows), raise_pays, dtype=np.int64)
            with_option = option_card_sums(rules, dealer[rows], unseen, player_scores, raised, draw=draw)
            totals[rows] = np.maximum(totals[rows], with_option)
    value = Fraction(int(totals.sum()), cards * len(hidden))
    played = LunarRound(ante=1, super_bet=0, player=hand, dealer=(upcard,), decision=Decision.PLAY, game=settings.game)
    stake, short_hands, total = best_insurance(played, rules)
    if stake:
        lost, won = insurance_units(rules)
        value += Fraction(stake * (won * short_hands + lost * (total - short_hands)), total)
    return value


def _draws(pool_size: int, drawn: int) -> Iterator[npt.NDArray[np.int64]]:
    """Every set of `drawn` pool positions (ascending), in chunks."""
    flat = chain.from_iterable(combinations(range(pool_size), drawn))
    left = comb(pool_size, drawn)
    while left:
        rows = min(left, _CHUNK)
        chunk = np.fromiter(flat, dtype=np.int64, count=rows * drawn)
        left -= rows
        yield chunk.reshape(rows, drawn)


def _instant(rules: TableRules, hand: tuple[Card, ...]) -> OptionValue | None:
    table = rules.paytable.table("instant") if rules.settings.instant_payout else None
    line = table.best_line(hand) if table else None
    if line is None:
        return None
    return OptionValue(
        decision="instant",
        keep=None,
        value=Fraction(line.pays),
        method=f"{line.label} is paid {line.pays} to 1 on the Ante at once by the Instant paytable (LP-6); "
        "the hand takes no decision, so fold, play, buy and exchange do not apply",
    )


def option_values(
    rules: TableRules,
    hand: tuple[Card, ...],
    upcard: Card,
    *,
    kinds: frozenset[str] | None = None,
    rule_from: int | None = None,
) -> HandOptions:
    """Every option of `hand` against `upcard`, each counted exactly over every draw and every
    dealer completion from the cards unseen (the discards out of play). `kinds` limits the
    options counted (`OptionValue.kind`: fold, play, buy, exchange 2 .. exchange 5). With
    `rule_from` (a dense hand value) each option also carries `value_under_rule`: its value when
    the hand then held is played from that value up and folded below."""
    started = time.perf_counter()
    if found := unsupported_options(rules):
        raise UsageError(f"{rules.settings.game}: option values do not count {', '.join(found)}")
    if len({*hand, upcard}) != HAND_CARDS + 1:
        raise UsageError("the hand and the upcard must be six different cards")
    game = rules.settings.game
    if (instant := _instant(rules, hand)) is not None:
        return HandOptions(game=game, hand=hand, upcard=upcard, options=(instant,), seconds=0.0)
    counter = DrawCounter(rules, hand, upcard)
    if rules.settings.has_options:  # the draws' final hands valued as the optimal build does
        counter.bonus = option_bonus(rules, upcard.index // 4)
    pool = len(counter.pool)
    held = np.array([card.index for card in hand], dtype=np.int64)
    hidden = counter.tables.hands_left(0)

    def wanted(kind: str) -> bool:
        return kinds is None or kind in kinds

    options = []

    def under_rule(value: Fraction) -> Fraction | None:
        return value if rule_from is not None else None

    if wanted("fold"):
        options.append(
            OptionValue(
                decision="fold",
                keep=None,
                value=Fraction(FOLD_UNITS),
                method="the Ante is lost (LP-7.1)",
                value_under_rule=under_rule(Fraction(FOLD_UNITS)),
            )
        )
    if wanted("play"):
        play = int(counter.play_totals(held[None, :], np.zeros((1, 0), dtype=np.int64))[0])
        options.append(
            OptionValue(
                decision="play",
                keep=None,
                value=Fraction(play, hidden),
                value_under_rule=under_rule(Fraction(play, hidden)),
                method=f"every dealer completion: C({pool},4) = {hidden:,} hidden hands from the {pool} unseen cards",
            )
        )
    settings = rules.settings
    if settings.buy and wanted("buy"):
        sixth = np.arange(pool, dtype=np.int64)[:, None]
        final = np.concatenate([np.broadcast_to(held, (pool, HAND_CARDS)), counter.pool[sixth]], axis=1)
        total, by_rule = counter.totals(final, sixth, rule_from)
        hands = counter.tables.hands_left(1)
        options.append(
            OptionValue(
                decision="buy",
                keep=None,
                value=Fraction(total, pool * hands) - BUY_FEE,
                value_under_rule=Fraction(by_rule, pool * hands) - BUY_FEE if rule_from is not None else None,
                method=f"every sixth card ({pool}) x every dealer completion of the {pool - 1} left "
                f"(C({pool - 1},4) = {hands:,}), the better of play and fold on each six-card hand; fee 1 Ante",
            )
        )
    if settings.exchange is not None:
        low, high = settings.exchange.cards or (EXCHANGE_MIN, EXCHANGE_MAX)
        for replaced in (n for n in range(low, high + 1) if wanted(f"exchange {n}")):
            for kept in combinations(range(HAND_CARDS), HAND_CARDS - replaced):
                options.append(_exchange(counter, rules, hand, upcard, kept, rule_from))
    if settings.has_options:
        options = [_with_options(rules, option, hand, upcard) for option in options]
    return HandOptions(
        game=game, hand=hand, upcard=upcard, options=tuple(options), seconds=time.perf_counter() - started
    )


def _with_options(rules: TableRules, option: OptionValue, hand: tuple[Card, ...], upcard: Card) -> OptionValue:
    """An option's value in a game with options: play counted exactly with them
    (`play_with_options`); a buy or an exchange with their estimate (harness.families.lunar.option_bonus)."""
    what = " and ".join(rules.settings.option_names)
    if option.decision == "play":
        return replace(
            option,
            value=play_with_options(rules, hand, upcard),
            value_under_rule=None,
            method=f"{option.method}; the {what} taken exactly when worth more: against each completion that does "
            f"not qualify, the better of the Ante's even money and the option over every card it could bring",
        )
    if option.decision in ("buy", "exchange"):
        return replace(
            option,
            exact=False,
            value_under_rule=None,
            method=f"{option.method}; plus the {what} estimated for each hand then played by its Raise pay and "
            "the upcard's rank (harness.families.lunar.option_bonus, as the optimal build values it): an estimate",
        )
    return option


def _exchange(
    counter: DrawCounter,
    rules: TableRules,
    hand: tuple[Card, ...],
    upcard: Card,
    kept: Sequence[int],
    rule_from: int | None = None,
) -> OptionValue:
    keep = tuple(hand[i] for i in kept)
    discard = tuple(card for card in hand if card not in keep)
    drawn = len(discard)
    pool = len(counter.pool)
    kept_indices = np.array([card.index for card in keep], dtype=np.int64)
    total = by_rule = 0
    for removed in _draws(pool, drawn):
        final = np.concatenate(
            [np.broadcast_to(kept_indices, (len(removed), len(keep))), counter.pool[removed]], axis=1
        )
        best, ruled = counter.totals(final, removed, rule_from)
        total += best
        by_rule += ruled
    draws, hands = comb(pool, drawn), counter.tables.hands_left(drawn)
    fee = exchange_fee(
        LunarRound(ante=1, super_bet=0, player=hand, dealer=(upcard,), decision=Decision.EXCHANGE, discard=discard),
        rules.settings,
    )
    return OptionValue(
        decision="exchange",
        keep=keep,
        value=Fraction(total, draws * hands) - fee,
        value_under_rule=Fraction(by_rule, draws * hands) - fee if rule_from is not None else None,
        method=f"every draw of {drawn} from the {pool} unseen (C({pool},{drawn}) = {draws:,}) x every dealer "
        f"completion of the {pool - drawn} left (C({pool - drawn},4) = {hands:,}), the better of play and fold "
        f"on each hand; fee {fee} Ante",
    )


__all__ = ["HandOptions", "OptionValue", "option_values", "parse_hand_and_upcard"]
