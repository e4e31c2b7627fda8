"""A fast raise-or-fold stud simulator (Caribbean Stud): millions of rounds a second with numpy.

It holds no rule of its own; every table it reads is generated from the reference definitions:
- hand values (dense 0..7461, `harness.families.lunar.analysis.hand_values`) from `harness.core.fast_eval`'s score
  tables, which are generated from the reference ranking (`harness.core.hands`);
- the dealer's qualification, what the Raise pays per hand value, what each way a round ends
  does to the Ante and the Raise, and the Raise multiple, from the game's pay schedule
  (`RaiseSchedule`), which the family's code builds from the game's `settlement:` switches
  (harness.families.lunar.pay_schedule), the same switches the reference engine settles by;
- the decisions from a reference strategy: the exact analysis's optimal decisions
  (`optimal_decisions`), or a strategy asked once per hand class and upcard rank
  (`decision_table`; harness.families.lunar.caribbean.fast asks a rules_spec strategy through it).

Why it is fast: a hand's value needs its ranks in order, and a 9-comparator sorting network
over five card columns costs about 2 ns a hand where `np.sort(axis=1)` costs 40; everything
else is a few element-wise operations and small table lookups per round. A round ends in one
*outcome row* (fold, dealer does not qualify, player wins on each Raise line, push, dealer
wins), so a batch's figures are exact integer counts per row.

Proven equal to the reference engine on the same deals: tests/caribbean/test_fast_simulator.py
and a million rounds in tests/slow/test_caribbean_fast_million.py.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from harness.core.cards import DECK, Card
from harness.core.fast_eval import RANK_KEYS, hand_keys, score_tables, sort_five_columns, suit_pattern_tables
from harness.core.stats import Estimate, mean_estimate, ratio_estimate
from harness.families.lunar.analysis.hand_values import VALUE_COUNT, all_five_card_hands, value_scores
from harness.families.lunar.analysis.pay_schedule import Event, RaiseSchedule, RowUnits
from harness.families.lunar.analysis.stud_exact import StudExactResult
from harness.families.lunar.analysis.symmetry import canonical_keys, rows_to_spade_upcard
from harness.spec.errors import UsageError

IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]
Int8Array = npt.NDArray[np.int8]
Int16Array = npt.NDArray[np.int16]

CARDS_PER_DEAL = 10  # player 5, dealer 5 with the upcard first
UPCARD_RANKS = 13
FOLD, RAISE, BY_SUITS = 0, 1, 2  # DecisionTable.by_value cells
_RANK_SHIFT = 52  # suit-class keys: upcard rank index above the 52-bit card mask

# Showdown codes: how a round meets the dealer, before the Raise line is known.
_FOLDED, _NOT_QUALIFIED, _DEALER_WINS, _TIE, _PLAYER_WINS = range(5)
_CODES = 5


# -- hand values ------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def value_table() -> Int16Array:
    """Dense hand value by rank key, flush hands at rank key + RANK_KEYS (-1: no such hand).

    Generated from `fast_eval.score_tables` (itself generated from the reference ranking) and
    numbered as `hand_values.value_scores` numbers them, so values here and in the exact
    analysis and the raise schedule are the same numbers.
    """
    plain, flush = score_tables()
    scores = np.concatenate([plain, flush]).astype(np.int64)
    known = scores >= 0
    distinct = value_scores()
    dense = np.searchsorted(distinct, scores[known])
    if len(np.unique(scores[known])) != VALUE_COUNT or not (distinct[dense] == scores[known]).all():
        raise AssertionError("the score tables and the dense hand values disagree")
    table = np.full(len(scores), -1, dtype=np.int16)
    table[known] = dense
    table.flags.writeable = False
    return table


def _column_values(columns: Sequence[Int8Array]) -> Int16Array:
    """Dense values of hands given as five columns of card indices (int8)."""
    c = sort_five_columns(columns)  # cards ascending, hence ranks ascending (index = rank * 4 + suit)
    differ = c[0] ^ c[1]
    for k in (2, 3, 4):
        differ |= c[0] ^ c[k]
    flush = (differ & 3) == 0
    key = (c[0] >> 2).astype(np.int32)
    for k in (1, 2, 3, 4):  # sorted ranks in base 13, as `fast_eval.rank_keys`
        key *= 13
        key += c[k] >> 2
    key += flush * np.int32(RANK_KEYS)
    values: Int16Array = value_table()[key]
    return values


def hand_values(cards: npt.NDArray[np.integer]) -> Int16Array:
    """Dense values 0..7461 of an (N, 5) array of card indices (as `hand_values.dense_values`)."""
    columns = np.ascontiguousarray(np.asarray(cards).T, dtype=np.int8)
    return _column_values(list(columns))


# -- decisions --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class DecisionTable:
    """Raise or fold, for every player hand against every upcard, as the fast engine reads it.

    By hand value and upcard rank wherever the strategy decides alike for every hand of that
    value (everywhere, for a strategy that reads only the value); elsewhere by suit class: the
    canonical card mask with the upcard relabelled a spade (`harness.families.lunar.analysis.symmetry`), the
    classes the exact analysis decides.
    """

    source: str
    by_value: Int8Array  # (VALUE_COUNT * 13,): FOLD, RAISE or BY_SUITS at value * 13 + upcard rank index
    suit_keys: IntArray  # ascending: upcard rank index << 52 | canonical key
    suit_raises: BoolArray

    def raises(self, player: npt.NDArray[np.integer], upcard: npt.NDArray[np.integer], values: Int16Array) -> BoolArray:
        """Raise? for (N, 5) player cards, their upcards and the player hands' values."""
        upcard_rank = np.asarray(upcard).astype(np.int32) >> 2
        cell = self.by_value[values.astype(np.int32) * UPCARD_RANKS + upcard_rank]
        raised: BoolArray = cell == RAISE
        rows = np.flatnonzero(cell == BY_SUITS)
        if len(rows):
            raised[rows] = self.suited_raises(np.asarray(player)[rows], np.asarray(upcard)[rows])
        return raised

    def suited_raises(self, player: npt.NDArray[np.integer], upcard: npt.NDArray[np.integer]) -> BoolArray:
        """The decisions kept by suit class, for hands whose value and upcard rank need them."""
        keys = canonical_keys(rows_to_spade_upcard(player, upcard))
        keys |= (upcard.astype(np.int64) >> 2) << _RANK_SHIFT
        position = np.minimum(np.searchsorted(self.suit_keys, keys), max(len(self.suit_keys) - 1, 0))
        if len(self.suit_keys) == 0 or not (self.suit_keys[position] == keys).all():
            raise AssertionError(f"{self.source}: a hand's suit class has no decision")
        found: BoolArray = self.suit_raises[position]
        return found

    def fingerprint(self) -> str:
        """SHA-256 of the decisions: part of a checkpoint's identity."""
        digest = hashlib.sha256()
        for array in (self.by_value, self.suit_keys, self.suit_raises):
            digest.update(np.ascontiguousarray(array).tobytes())
        return digest.hexdigest()


def _by_value(values: npt.NDArray[np.integer], raised: BoolArray) -> Int8Array:
    """One upcard rank's cells: FOLD or RAISE where every hand of a value agrees, else BY_SUITS."""
    raise_count = np.bincount(values[raised], minlength=VALUE_COUNT)
    fold_count = np.bincount(values[~raised], minlength=VALUE_COUNT)
    cells = np.where(raise_count > 0, RAISE, FOLD)
    cells[(raise_count > 0) & (fold_count > 0)] = BY_SUITS
    return cells.astype(np.int8)


def _decision_table(source: str, cells: Int8Array, keys: list[IntArray], raises: list[BoolArray]) -> DecisionTable:
    all_keys = np.concatenate(keys) if keys else np.zeros(0, dtype=np.int64)
    all_raises = np.concatenate(raises) if raises else np.zeros(0, dtype=bool)
    order = np.argsort(all_keys, kind="stable")
    for array in (cells, all_keys, all_raises):
        array.flags.writeable = False
    return DecisionTable(
        source=source, by_value=cells.ravel(), suit_keys=all_keys[order], suit_raises=all_raises[order]
    )


def optimal_decisions(result: StudExactResult) -> DecisionTable:
    """The optimal strategy's decisions, read from the exact analysis (every suit class of
    every hand against every upcard rank), not recomputed."""
    cells = np.zeros((VALUE_COUNT, UPCARD_RANKS), dtype=np.int8)
    keys: list[IntArray] = []
    raises: list[BoolArray] = []
    for analysis in result.upcards:
        column = analysis.upcard // 4
        values = analysis.values.astype(np.int64)
        cells[:, column] = _by_value(values, analysis.raises)
        mixed = cells[values, column] == BY_SUITS
        keys.append(analysis.keys[mixed] | (np.int64(column) << _RANK_SHIFT))
        raises.append(analysis.raises[mixed])
    return _decision_table(
        "optimal, seeing the dealer's upcard (harness.families.lunar.caribbean.exact)", cells, keys, raises
    )


def _upcard_for(hand: tuple[Card, ...], rank_index: int) -> Card | None:
    """A card of the rank that the hand does not hold (None: the hand holds all four)."""
    held = {card.index for card in hand}
    return next((DECK[rank_index * 4 + s] for s in range(4) if rank_index * 4 + s not in held), None)


#: A strategy's first decision: raise (True) or fold (False) with this hand against this upcard.
Decide = Callable[[tuple[Card, ...], Card], bool]


def decision_table(decide: Decide, source: str) -> DecisionTable:
    """A strategy's decisions, asked once per hand class and upcard rank.

    A class is what a strategy's conditions can read of five cards (harness.families.lunar.strategy):
    the ranks, whether one suit, whether four share a suit; plus the upcard's rank (never its
    suit). Values on which the classes disagree are kept by suit class, hand by hand.
    """
    hands = all_five_card_hands()
    values = hand_values(hands)
    rank_key, suit_pattern = hand_keys(hands)
    patterns = suit_pattern_tables()
    shape = 2 * patterns["flush"][suit_pattern].astype(np.int64) + patterns["four_of_a_suit"][suit_pattern]
    _, first, class_of_hand = np.unique(rank_key.astype(np.int64) * 4 + shape, return_index=True, return_inverse=True)
    answers = np.full((len(first), UPCARD_RANKS), -1, dtype=np.int8)
    for class_index, row in enumerate(first.tolist()):
        hand = tuple(DECK[int(i)] for i in hands[row])
        for rank_index in range(UPCARD_RANKS):
            upcard = _upcard_for(hand, rank_index)
            if upcard is None:
                continue  # no such deal
            answers[class_index, rank_index] = RAISE if decide(hand, upcard) else FOLD
    class_values = values[first].astype(np.int64)
    cells = np.zeros((VALUE_COUNT, UPCARD_RANKS), dtype=np.int8)
    keys: list[IntArray] = []
    raises: list[BoolArray] = []
    for rank_index in range(UPCARD_RANKS):
        asked = answers[:, rank_index] >= 0
        cells[:, rank_index] = _by_value(class_values[asked], answers[asked, rank_index] == RAISE)
        mixed = np.flatnonzero(cells[:, rank_index] == BY_SUITS)
        if not len(mixed):
            continue
        # Every hand of those values that can face a spade upcard of this rank, by suit class.
        rows = np.flatnonzero(np.isin(values, mixed) & ~(hands == rank_index * 4).any(axis=1))
        class_keys, first_row, inverse = np.unique(canonical_keys(hands[rows]), return_index=True, return_inverse=True)
        raised = answers[class_of_hand[rows], rank_index] == RAISE
        if not (raised == raised[first_row][inverse]).all():
            raise AssertionError(f"{source}: hands of one suit class decided differently")
        keys.append(class_keys | (np.int64(rank_index) << _RANK_SHIFT))
        raises.append(raised[first_row])
    return _decision_table(source, cells, keys, raises)


# -- settlement -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class OutcomeRow:
    """One way a round ends (named as in the exact return table), and its money in Antes."""

    event: str
    label: str
    units: int  # the player's net
    staked: int  # Antes wagered: 1, or 1 + the Raise


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class SettlementTables:
    """The rules of a Caribbean Stud game as the fast engine reads them, generated from the
    game's reference definitions (`settlement_tables`)."""

    game: str
    paytable: str
    paytable_version: str
    paytable_sha256: str
    rules_identity: dict[str, Any]  # the rules files by content and the readings (checkpoint identity)
    rows: tuple[OutcomeRow, ...]
    qualify_value: int  # the dealer qualifies iff its hand value is at least this
    row_of: Int8Array  # (5 * VALUE_COUNT,): showdown code * VALUE_COUNT + player value -> row

    @property
    def units(self) -> IntArray:
        return np.array([row.units for row in self.rows], dtype=np.int64)

    @property
    def staked(self) -> IntArray:
        return np.array([row.staked for row in self.rows], dtype=np.int64)


def settlement_tables(schedule: RaiseSchedule, *, rules_identity: Mapping[str, Any]) -> SettlementTables:
    """Tabulate a raise-or-fold game from its pay schedule: Ante, then raise or fold, the Raise
    paid by its best line. `rules_identity` names the rules files by content (for checkpoints)."""
    pays = schedule.rules  # the showdown table and the Raise multiple, from the settings
    staked = pays.staked_when_raised
    paytable = schedule.paytable
    lines = paytable.tables["raise"].lines

    def row(event: str, label: str, outcome: RowUnits, line_pays: int | None = None) -> OutcomeRow:
        if outcome.raise_bet is None and line_pays is None:
            raise UsageError(f"{pays.game}: only the Raise of a winning hand can be paid by the Raise paytable")
        return OutcomeRow(event=event, label=label, units=pays.units(outcome, line_pays or 0), staked=staked)

    paid_by_line = pays.player_wins.raise_bet is None
    wins = (
        [
            row(f"{Event.PLAYER_WINS}:{line.name}", f"raise, player wins: {line.label}", pays.player_wins, line.pays)
            for line in lines
        ]
        if paid_by_line
        else [row(str(Event.PLAYER_WINS), "raise, player wins", pays.player_wins)]
    )
    rows = (
        OutcomeRow(event=str(Event.FOLD), label="fold", units=-1, staked=1),
        row(str(Event.DEALER_DOES_NOT_QUALIFY), "raise, dealer does not qualify", pays.dealer_does_not_qualify),
        *wins,
        row(str(Event.PUSH), "raise, push", pays.tie),
        row(str(Event.DEALER_WINS), "raise, dealer wins", pays.dealer_wins),
    )
    index = {r.event: i for i, r in enumerate(rows)}
    row_of = np.empty((_CODES, VALUE_COUNT), dtype=np.int8)
    row_of[_FOLDED] = index[Event.FOLD]
    row_of[_NOT_QUALIFIED] = index[Event.DEALER_DOES_NOT_QUALIFY]
    row_of[_DEALER_WINS] = index[Event.DEALER_WINS]
    row_of[_TIE] = index[Event.PUSH]
    if paid_by_line:
        # A value without a line cannot beat a qualifying dealer (raise_schedule checks it);
        # it points past the rows, so reaching it would show in the counts.
        row_of[_PLAYER_WINS] = np.where(schedule.line_index >= 0, 2 + schedule.line_index, len(rows))
    else:
        row_of[_PLAYER_WINS] = index[Event.PLAYER_WINS]
    row_of.flags.writeable = False
    return SettlementTables(
        game=pays.game,
        paytable=paytable.name,
        paytable_version=paytable.version,
        paytable_sha256=paytable.sha256,
        rules_identity=dict(rules_identity),
        rows=rows,
        qualify_value=schedule.qualify_value,
        row_of=row_of.ravel(),
    )


# -- playing ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class FastRounds:
    """Per-round results of a batch: each round's outcome row, and from it its money."""

    tables: SettlementTables
    row: Int8Array
    player_value: Int16Array
    dealer_value: Int16Array

    @property
    def net(self) -> npt.NDArray[np.int32]:
        """The player's net in Antes (Ante 1, Raise 2)."""
        net: npt.NDArray[np.int32] = self.tables.units.astype(np.int32)[self.row]
        return net

    @property
    def staked(self) -> Int8Array:
        staked: Int8Array = self.tables.staked.astype(np.int8)[self.row]
        return staked

    @property
    def raised(self) -> BoolArray:
        raised: BoolArray = self.row != 0
        return raised

    def events(self) -> list[str]:
        return [self.tables.rows[r].event for r in self.row.tolist()]

    def counts(self) -> OutcomeCounts:
        return count_rows(self.tables, self.row)


def count_rows(tables: SettlementTables, rows: Int8Array) -> OutcomeCounts:
    counted = np.bincount(rows, minlength=len(tables.rows) + 1)
    if counted[len(tables.rows)]:
        raise AssertionError("a hand beat a qualifying dealer without a Raise line")
    return OutcomeCounts(rows=tables.rows, counts=tuple(int(c) for c in counted[: len(tables.rows)]))


def play_rows(deals: npt.NDArray[np.integer], tables: SettlementTables, decisions: DecisionTable) -> FastRounds:
    """Play many rounds: deals are (N, >= 10) card indices, player 5 then dealer 5 (upcard first)."""
    columns = np.ascontiguousarray(np.asarray(deals)[:, :CARDS_PER_DEAL].T, dtype=np.int8)
    player = _column_values(list(columns[:5]))
    dealer = _column_values(list(columns[5:]))
    raised = decisions.raises(np.asarray(deals)[:, :5], columns[5], player)
    code = np.add(player >= dealer, player > dealer, dtype=np.int8)  # 0 dealer higher, 1 tie, 2 player higher
    code += 1
    code *= dealer >= tables.qualify_value
    code += 1
    code *= raised
    index = code.astype(np.int32)
    index *= VALUE_COUNT
    index += player
    return FastRounds(tables=tables, row=tables.row_of[index], player_value=player, dealer_value=dealer)


# -- figures ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class OutcomeCounts:
    """How many rounds ended in each outcome row: every figure follows exactly from these."""

    rows: tuple[OutcomeRow, ...]
    counts: tuple[int, ...]

    def __add__(self, other: OutcomeCounts) -> OutcomeCounts:
        if other.rows != self.rows:
            raise ValueError("cannot add counts of different outcome rows")
        return OutcomeCounts(
            rows=self.rows, counts=tuple(a + b for a, b in zip(self.counts, other.counts, strict=True))
        )

    @classmethod
    def empty(cls, rows: tuple[OutcomeRow, ...]) -> OutcomeCounts:
        return cls(rows=rows, counts=(0,) * len(rows))

    def _sum(self, weight: tuple[int, ...]) -> int:
        return sum(c * w for c, w in zip(self.counts, weight, strict=True))

    @property
    def rounds(self) -> int:
        return sum(self.counts)

    @property
    def net(self) -> int:
        return self._sum(tuple(r.units for r in self.rows))

    @property
    def net_sq(self) -> int:
        return self._sum(tuple(r.units**2 for r in self.rows))

    @property
    def staked(self) -> int:
        return self._sum(tuple(r.staked for r in self.rows))

    @property
    def staked_sq(self) -> int:
        return self._sum(tuple(r.staked**2 for r in self.rows))

    @property
    def net_staked(self) -> int:
        return self._sum(tuple(r.units * r.staked for r in self.rows))

    @property
    def raised(self) -> int:
        return self.rounds - self.counts[0]

    def house_edge(self) -> Estimate:
        """Expected loss per Ante, with its 95% interval."""
        return mean_estimate(self.rounds, self.net, self.net_sq, scale=Fraction(-1))

    def element_of_risk(self) -> Estimate:
        """Expected loss / expected Antes wagered (delta-method interval)."""
        return ratio_estimate(
            self.rounds,
            Fraction(-self.net),
            Fraction(self.staked),
            Fraction(self.net_sq),
            Fraction(self.staked_sq),
            Fraction(-self.net_staked),
        )

    def raise_frequency(self) -> Estimate:
        return mean_estimate(self.rounds, self.raised, self.raised)
