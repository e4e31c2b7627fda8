"""An independent reading of the 40-card ranking (DH-5.1, DH-5.2), for `certify` to hold the room's
ranking of the `dilemma-40` deck against.

pokerkit, the room's independent implementation, has no 40-card deck, so this module ranks a
five-card hand directly from the seed's words, sharing nothing with harness.core.hands or the room's
tables: the category from the rank counts, flushes and the ten straights of A and 2-10 (the Ace
after the ten, and low in A-2-3-4-5); ties by the ranks that make the combination, then the other
cards, highest first. `compare_every_hand` checks that both order all 658,008 hands alike.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from harness.core.cards import DECK
from harness.core.decks import DILEMMA_40
from harness.families.poker_room.evaluation import deck_ranked_high_value
from harness.games.game_model import ProgressCallback

#: The 40-card ranks in playing order: the Ace follows the ten.
ORDER = (2, 3, 4, 5, 6, 7, 8, 9, 10, 14)
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH = range(9)


def straight_top(ranks: Sequence[int]) -> int | None:
    """The top rank of a straight of five distinct ranks, or None: five in a row of ORDER, or the
    wheel A-2-3-4-5 topped by the five."""
    distinct = sorted(set(ranks), key=ORDER.index)
    if len(distinct) != 5:
        return None
    if set(distinct) == {14, 2, 3, 4, 5}:
        return 5
    places = [ORDER.index(r) for r in distinct]
    return distinct[-1] if places[-1] - places[0] == 4 else None


def rank_key(cards: Sequence[int]) -> tuple[int, ...]:
    """(category, tie-breaking ranks...) of five card indices; a greater key is a better hand."""
    ranks = [DECK[c].rank for c in cards]
    flush = len({DECK[c].suit for c in cards}) == 1
    top = straight_top(ranks)
    if top is not None:
        return (STRAIGHT_FLUSH if flush else STRAIGHT, top)
    counts = Counter(ranks)
    # The ranks by how many of each, then by rank: the combination first, the other cards after.
    ordered = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    if flush:
        return (FLUSH, *ordered)
    category = {
        (4, 1): QUADS, (3, 2): FULL_HOUSE, (3, 1, 1): TRIPS, (2, 2, 1): TWO_PAIR, (2, 1, 1, 1): PAIR,
        (1, 1, 1, 1, 1): HIGH_CARD,
    }[tuple(shape)]  # fmt: skip
    return (category, *ordered)


@dataclass(frozen=True, slots=True, kw_only=True)
class RankingAgreement:
    hands: int
    classes: int  # distinct hand classes (equal keys)
    mismatches: tuple[str, ...]  # the first few hands ordered differently, as text

    @property
    def agrees(self) -> bool:
        return not self.mismatches

    def to_json(self) -> dict[str, Any]:
        return {"hands": self.hands, "classes": self.classes, "agrees": self.agrees,
                "mismatches": list(self.mismatches),
                "compared": "every five-card hand of the 40 cards: the room's dense value against an "
                            "independent reading of the seed's ranking; the two orders must be equal"}  # fmt: skip


def compare_every_hand(progress: ProgressCallback | None = None) -> RankingAgreement:
    """Both rankings over every five of the 40 cards: equal keys must have equal values, and the
    values must rise with the keys."""
    value_of: dict[tuple[int, ...], set[int]] = {}
    example: dict[tuple[int, ...], tuple[int, ...]] = {}
    cards = [card.index for card in DILEMMA_40.cards]
    total = 658_008
    for count, five in enumerate(combinations(cards, 5), start=1):
        key = rank_key(five)
        value_of.setdefault(key, set()).add(deck_ranked_high_value(five, DILEMMA_40))
        example.setdefault(key, five)
        if progress is not None and count % 65_536 == 0:
            progress(count, total)
    mismatches: list[str] = []
    previous: int | None = None
    for key in sorted(value_of):
        values = value_of[key]
        shown = " ".join(str(DECK[c]) for c in example[key])
        if len(values) != 1:
            mismatches.append(f"{shown}: one class, several values {sorted(values)}")
        elif previous is not None and min(values) <= previous:
            mismatches.append(f"{shown}: ranked at or below the class before it")
        previous = max(values)
    if progress is not None:
        progress(total, total)
    return RankingAgreement(hands=total, classes=len(value_of), mismatches=tuple(mismatches[:10]))
