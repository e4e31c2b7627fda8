"""The optimal upcard-aware strategy, summarised so a person can read (and a test can replay) it.

Millions of (hand, upcard) decisions collapse to a short statement because they are uniform
over whole hand groups (fold below Ace-King, raise a pair or better); only the groups that
are not uniform are listed, by *cell*: the hand's rank pattern and the upcard's rank. Inside a
cell the decision can still depend on suits; where it depends only on which of the player's
ranks share the upcard's suit, the cell reads "raise with at least n cards of the upcard's
suit" plus any exceptions; anything else is listed hand by hand. `StrategySummary.decide`
replays the summary, and the tests check it reproduces every computed decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from harness.core.cards import DECK, Card, format_cards, rank_from_text, rank_text
from harness.core.hands import Category
from harness.families.lunar.analysis.hand_values import IntArray, dense_values
from harness.families.lunar.analysis.pay_schedule import RaiseSchedule
from harness.families.lunar.analysis.symmetry import UPCARD_SUIT, canonical_keys, to_spade_upcard, unpack_hands
from harness.families.lunar.analysis.upcard_analysis import UpcardAnalysis

RAISE, FOLD, SUITED, BY_HAND = "raise", "fold", "suited", "by_hand"
UPCARD_RANKS = tuple(range(2, 15))
_BELOW_QUALIFIER = "no_pair_below_ace_king"
_ACE_KING = "ace_king_high"


def group_names() -> tuple[str, ...]:
    """Hand groups in poker order: no pair is split at the dealer's Ace-King qualifier."""
    return (_BELOW_QUALIFIER, _ACE_KING, *(c.name.lower() for c in Category if c is not Category.HIGH_CARD))


def group_label(name: str) -> str:
    if name == _BELOW_QUALIFIER:
        return "no pair, below Ace-King high"
    if name == _ACE_KING:
        return "no pair, Ace-King high"
    return name.replace("_", " ")


def _group_index(values: npt.NDArray[np.integer], schedule: RaiseSchedule) -> IntArray:
    category = schedule.category[values]
    return np.where(
        category == int(Category.HIGH_CARD), (values >= schedule.qualify_value).astype(np.int64), category + 1
    )


def pattern_text(ranks_desc: Sequence[int], flush: bool) -> str:
    """`AKQ52`, `QQ752`; a flush is marked `AKQ52 suited`."""
    return "".join(rank_text(r) for r in ranks_desc) + (" suited" if flush else "")


def suited_text(ranks: Sequence[int]) -> str:
    return "".join(rank_text(r) for r in sorted(ranks, reverse=True)) or "-"


@dataclass(frozen=True, slots=True, kw_only=True)
class SuitedException:
    """A set of the player's ranks held in the upcard's suit whose decision breaks the cell's rule."""

    suited: str
    decision: str


@dataclass(frozen=True, slots=True, kw_only=True)
class StrategyCell:
    """One hand pattern against one upcard rank, in a group that is not uniform."""

    group: str
    hand: str
    upcard: int
    decision: str  # raise | fold | suited | by_hand
    min_suited: int | None = None  # suited: raise iff this many of the player's cards share the upcard's suit
    exceptions: tuple[SuitedException, ...] = ()
    hands: tuple[tuple[str, str], ...] = ()  # by_hand: (player cards with the upcard a spade, decision)

    @property
    def code(self) -> str:
        """Grid notation: R, F, n+ (n or more cards of the upcard's suit raise), * exceptions, ? by hand."""
        if self.decision == RAISE:
            return "R"
        if self.decision == FOLD:
            return "F"
        if self.decision == BY_HAND:
            return "?"
        return f"{self.min_suited}+" + ("*" if self.exceptions else "")

    def to_json(self) -> dict[str, object]:
        document: dict[str, object] = {
            "group": self.group,
            "hand": self.hand,
            "upcard": rank_text(self.upcard),
            "code": self.code,
            "decision": self.decision,
        }
        if self.decision == SUITED:
            document["min_suited"] = self.min_suited
        if self.exceptions:
            document["exceptions"] = [{"suited": e.suited, "decision": e.decision} for e in self.exceptions]
        if self.decision == BY_HAND:
            document["hands"] = [{"cards": cards, "decision": decision} for cards, decision in self.hands]
        return document

    def decide(self, suited_ranks: Sequence[int], canonical_cards: str) -> bool:
        if self.decision in (RAISE, FOLD):
            return self.decision == RAISE
        if self.decision == BY_HAND:
            return dict(self.hands)[canonical_cards] == RAISE
        text = suited_text(suited_ranks)
        for exception in self.exceptions:
            if exception.suited == text:
                return exception.decision == RAISE
        assert self.min_suited is not None
        return len(suited_ranks) >= self.min_suited


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupSummary:
    """A hand group: how many hands raise against each upcard rank, and its decision if uniform."""

    name: str
    label: str
    raised_hands: tuple[int, ...]  # per upcard rank 2..A, player hands facing one given upcard card
    hands: tuple[int, ...]

    @property
    def decision(self) -> str:
        if not any(self.raised_hands):
            return FOLD
        if self.raised_hands == self.hands:
            return RAISE
        return "mixed"


@dataclass(frozen=True, slots=True, kw_only=True)
class StrategySummary:
    groups: tuple[GroupSummary, ...]
    cells: tuple[StrategyCell, ...]
    schedule: RaiseSchedule
    _by_key: dict[tuple[str, int], StrategyCell] = field(default_factory=dict, repr=False, compare=False)

    def cell(self, hand: str, upcard: int) -> StrategyCell:
        if not self._by_key:
            self._by_key.update({(c.hand, c.upcard): c for c in self.cells})
        return self._by_key[(hand, upcard)]

    def to_json(self) -> dict[str, object]:
        return {
            "rule": "raise iff the exact expected value of raising exceeds -1 Ante (the fold); an exact tie folds",
            "upcard_ranks": [rank_text(r) for r in UPCARD_RANKS],
            "groups_note": "hands facing one upcard card of each rank 2..A; x4 for every upcard of the rank",
            "groups": [
                {
                    "group": g.name,
                    "label": g.label,
                    "decision": g.decision,
                    "raised_hands_per_upcard_card": list(g.raised_hands),
                    "hands_per_upcard_card": list(g.hands),
                }
                for g in self.groups
            ],
            "cell_notation": (
                "for groups that are not uniform: each hand rank pattern against each upcard rank; decision "
                "raise, fold, suited (raise iff at least min_suited of the player's cards share the upcard's "
                "suit, except the listed sets of the player's ranks in that suit) or by_hand (listed hands, "
                "suits relabelled so the upcard is a spade)"
            ),
            "cells": [cell.to_json() for cell in self.cells],
        }

    def decide(self, player: Sequence[Card], upcard: Card) -> bool:
        """Raise? Read from the summary alone (no dealer counting)."""
        cards, spade_upcard = to_spade_upcard(np.array([[c.index for c in player]]), upcard.index)
        value = dense_values(cards)
        group = group_names()[int(_group_index(value, self.schedule)[0])]
        summary = next(g for g in self.groups if g.name == group)
        if summary.decision != "mixed":
            return summary.decision == RAISE
        ranks = sorted((c.rank for c in player), reverse=True)
        flush = len({c.suit for c in player}) == 1
        suited = [int(c) // 4 + 2 for c in cards[0] if c % 4 == UPCARD_SUIT]
        canonical = _cards_text(unpack_hands(canonical_keys(cards))[0])
        return self.cell(pattern_text(ranks, flush), spade_upcard // 4 + 2).decide(suited, canonical)


def _cards_text(cards: npt.NDArray[np.integer]) -> str:
    return format_cards([DECK[int(c)] for c in cards])


def summarise_strategy(analyses: Sequence[UpcardAnalysis], schedule: RaiseSchedule) -> StrategySummary:
    names = group_names()
    raised = np.zeros((len(names), len(UPCARD_RANKS)), dtype=np.int64)
    total = np.zeros_like(raised)
    per_upcard = []
    for analysis in analyses:
        column = analysis.upcard // 4
        group = _group_index(analysis.values, schedule)
        raised[:, column] = np.bincount(group, weights=analysis.weights * analysis.raises, minlength=len(names))
        total[:, column] = np.bincount(group, weights=analysis.weights, minlength=len(names))
        per_upcard.append((analysis, group))
    groups = tuple(
        GroupSummary(
            name=name,
            label=group_label(name),
            raised_hands=tuple(int(x) for x in raised[i]),
            hands=tuple(int(x) for x in total[i]),
        )
        for i, name in enumerate(names)
    )
    mixed = [i for i, g in enumerate(groups) if g.decision == "mixed"]
    cells: list[StrategyCell] = []
    for analysis, group in per_upcard:
        for index in mixed:
            rows = np.flatnonzero(group == index)
            cells.extend(
                pattern_cells(
                    names[index], analysis.upcard // 4 + 2, unpack_hands(analysis.keys[rows]), analysis.raises[rows]
                )
            )
    order = {name: i for i, name in enumerate(names)}
    cells.sort(key=lambda c: (order[c.group], _pattern_sort_key(c.hand), c.upcard))
    return StrategySummary(groups=groups, cells=tuple(cells), schedule=schedule)


def _pattern_sort_key(hand: str) -> tuple[int, ...]:
    return tuple(-rank_from_text(ch) for ch in hand.split()[0])


def pattern_cells(
    group: str, upcard: int, cards: npt.NDArray[np.uint8], raises: npt.NDArray[np.bool_]
) -> list[StrategyCell]:
    """Group one upcard's hands of one group by rank pattern and describe each pattern's decision."""
    ranks = np.sort(cards // 4 + 2, axis=1)[:, ::-1]
    suits = cards % 4
    flush = (suits == suits[:, :1]).all(axis=1)
    by_pattern: dict[tuple[tuple[int, ...], bool], list[int]] = {}
    for row, (pattern, is_flush) in enumerate(zip(map(tuple, ranks.tolist()), flush.tolist(), strict=True)):
        by_pattern.setdefault((pattern, is_flush), []).append(row)
    cells = []
    for (pattern, is_flush), rows in by_pattern.items():
        hand = pattern_text(pattern, is_flush)
        decisions = raises[rows]
        if decisions.all() or not decisions.any():
            cells.append(
                StrategyCell(group=group, hand=hand, upcard=upcard, decision=RAISE if decisions.all() else FOLD)
            )
            continue
        by_suited: dict[str, set[bool]] = {}
        counts: dict[str, int] = {}
        for row in rows:
            suited = [int(c) // 4 + 2 for c in cards[row] if c % 4 == UPCARD_SUIT]
            text = suited_text(suited)
            by_suited.setdefault(text, set()).add(bool(raises[row]))
            counts[text] = len(suited)
        if any(len(d) > 1 for d in by_suited.values()):
            hands = tuple(sorted((_cards_text(cards[row]), RAISE if raises[row] else FOLD) for row in rows))
            cells.append(StrategyCell(group=group, hand=hand, upcard=upcard, decision=BY_HAND, hands=hands))
            continue
        decided = {text: d.pop() for text, d in by_suited.items()}
        best: tuple[int, int, tuple[SuitedException, ...]] | None = None
        for n in range(1, 6):
            exceptions = tuple(
                SuitedException(suited=text, decision=RAISE if d else FOLD)
                for text, d in sorted(decided.items(), key=lambda item: (-counts[item[0]], item[0]))
                if d != (counts[text] >= n)
            )
            if best is None or len(exceptions) < len(best[2]):
                best = (len(exceptions), n, exceptions)
        assert best is not None
        cells.append(
            StrategyCell(group=group, hand=hand, upcard=upcard, decision=SUITED, min_suited=best[1], exceptions=best[2])
        )
    return cells
