"""Named hand predicates: the vocabulary paytable lines are written in.

A predicate answers two questions about a set of cards:
- `holds(cards)`: is the line satisfied (the Super and Instant tables need only this);
- `witnesses(cards)`: every minimal set of *defining cards* that satisfies it, at most five
  cards (a pair: 2, two pair: 4, a straight: 5, Ace-King: one Ace and one King). The Raise
  table's second-combination rule (LP-10) is stated in terms of these defining cards.

Every predicate here depends only on the rank multiset, on whether five cards share one suit,
and on whether they share one colour. `harness.families.lunar.exact` relies on that to count all
2,598,960 hands by rank pattern; `tests/slow` checks it against brute force.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from typing import Protocol

from harness.core.cards import FACE_RANKS, Card, Suit, rank_text
from harness.core.hands import straight_top

Witness = frozenset[Card]
_RED = frozenset({Suit.HEARTS, Suit.DIAMONDS})
_BLACK = frozenset({Suit.SPADES, Suit.CLUBS})
MAX_DEFINING_CARDS = 5


@dataclass(frozen=True, slots=True, kw_only=True)
class PredicateContext:
    """Rule readings that change what a predicate means (see rules_spec interpretations)."""

    straight_flush_is_flush_and_straight: bool = True


INCLUSIVE = PredicateContext()


class Predicate(Protocol):
    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool: ...

    def witnesses(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> Iterator[Witness]: ...

    def describe(self) -> str: ...


def hand_class_key(cards: Sequence[Card]) -> tuple[tuple[int, ...], bool, bool]:
    """What every predicate here may depend on: ranks, one suit, one colour (see module doc)."""
    suits = {c.suit for c in cards}
    ranks = [c.rank for c in cards]
    ranks.sort()
    return (tuple(ranks), len(suits) == 1, suits <= _RED or suits <= _BLACK)


def _by_rank(cards: Sequence[Card]) -> dict[int, list[Card]]:
    groups: dict[int, list[Card]] = {}
    for card in cards:
        group = groups.get(card.rank)
        if group is None:
            groups[card.rank] = [card]
        else:
            group.append(card)
    return groups


def _is_flush(five: Sequence[Card]) -> bool:
    return len({c.suit for c in five}) == 1


def _is_straight(five: Sequence[Card]) -> bool:
    return straight_top(sorted({c.rank for c in five}, reverse=True)) > 0


class _FiveCardShape:
    """A predicate about five cards taken together (flush, straight, one colour, face cards)."""

    def _test(self, five: Sequence[Card], context: PredicateContext) -> bool:
        raise NotImplementedError

    def witnesses(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> Iterator[Witness]:
        for five in combinations(cards, 5):
            if self._test(five, context):
                yield frozenset(five)

    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool:
        return any(True for _ in self.witnesses(cards, context))


class Flush(_FiveCardShape):
    def _test(self, five: Sequence[Card], context: PredicateContext) -> bool:
        if not _is_flush(five):
            return False
        return context.straight_flush_is_flush_and_straight or not _is_straight(five)

    def describe(self) -> str:
        return "five cards of one suit"


class Straight(_FiveCardShape):
    def _test(self, five: Sequence[Card], context: PredicateContext) -> bool:
        if not _is_straight(five):
            return False
        return context.straight_flush_is_flush_and_straight or not _is_flush(five)

    def describe(self) -> str:
        return "five consecutive ranks (A-2-3-4-5 and T-J-Q-K-A count)"


class SameColour(_FiveCardShape):
    def _test(self, five: Sequence[Card], context: PredicateContext) -> bool:
        return len({c.colour for c in five}) == 1

    def describe(self) -> str:
        return "five cards of one colour"


class AllFaceCards(_FiveCardShape):
    def _test(self, five: Sequence[Card], context: PredicateContext) -> bool:
        return all(c.rank in FACE_RANKS for c in five)

    def describe(self) -> str:
        return "five face cards (J, Q, K)"


@dataclass(frozen=True, slots=True)
class NOfAKind:
    n: int

    def witnesses(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> Iterator[Witness]:
        for group in _by_rank(cards).values():
            for chosen in combinations(group, self.n):
                yield frozenset(chosen)

    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool:
        return any(len(g) >= self.n for g in _by_rank(cards).values())

    def describe(self) -> str:
        return {2: "a pair", 3: "three of a kind", 4: "four of a kind"}.get(self.n, f"{self.n} of a kind")


class TwoPair:
    def witnesses(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> Iterator[Witness]:
        paired = [g for g in _by_rank(cards).values() if len(g) >= 2]
        for first, second in combinations(paired, 2):
            for a, b in product(combinations(first, 2), combinations(second, 2)):
                yield frozenset(a + b)

    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool:
        return sum(1 for g in _by_rank(cards).values() if len(g) >= 2) >= 2

    def describe(self) -> str:
        return "two pairs of different ranks"


class FullHouse:
    def witnesses(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> Iterator[Witness]:
        groups = _by_rank(cards)
        for trips_rank, trips_group in groups.items():
            if len(trips_group) < 3:
                continue
            for pair_rank, pair_group in groups.items():
                if pair_rank == trips_rank or len(pair_group) < 2:
                    continue
                for a, b in product(combinations(trips_group, 3), combinations(pair_group, 2)):
                    yield frozenset(a + b)

    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool:
        return any(True for _ in self.witnesses(cards, context))

    def describe(self) -> str:
        return "three of one rank and two of another"


@dataclass(frozen=True, slots=True)
class ContainsRanks:
    ranks: tuple[int, ...]

    def witnesses(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> Iterator[Witness]:
        groups = _by_rank(cards)
        choices = [groups.get(rank, []) for rank in self.ranks]
        for chosen in product(*choices):
            yield frozenset(chosen)

    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool:
        present = {c.rank for c in cards}
        return all(rank in present for rank in self.ranks)

    def describe(self) -> str:
        return "contains " + "-".join(rank_text(r) for r in self.ranks)


@dataclass(frozen=True, slots=True)
class AllOf:
    parts: tuple[Predicate, ...]

    def witnesses(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> Iterator[Witness]:
        families = []
        for part in self.parts:
            family = list(dict.fromkeys(part.witnesses(cards, context)))
            if not family:  # a part that does not hold: no union can satisfy them all
                return
            families.append(family)
        seen: set[Witness] = set()
        for chosen in product(*families):
            union = frozenset().union(*chosen)
            if len(union) <= MAX_DEFINING_CARDS and union not in seen:
                seen.add(union)
                yield union

    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool:
        if len(cards) <= MAX_DEFINING_CARDS:  # every union fits: each part need only hold
            return all(p.holds(cards, context) for p in self.parts)
        return any(True for _ in self.witnesses(cards, context))

    def describe(self) -> str:
        return " and ".join(p.describe() for p in self.parts)


@dataclass(frozen=True, slots=True)
class AnyOf:
    parts: tuple[Predicate, ...]

    def witnesses(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> Iterator[Witness]:
        seen: set[Witness] = set()
        for part in self.parts:
            for witness in part.witnesses(cards, context):
                if witness not in seen:
                    seen.add(witness)
                    yield witness

    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool:
        return any(p.holds(cards, context) for p in self.parts)

    def describe(self) -> str:
        return " or ".join(p.describe() for p in self.parts)


#: Predicates written as a bare name in YAML.
SIMPLE_PREDICATES: dict[str, Predicate] = {
    "flush": Flush(),
    "straight": Straight(),
    "same_colour": SameColour(),
    "all_face_cards": AllFaceCards(),
    "two_pair": TwoPair(),
    "full_house": FullHouse(),
}
#: Predicates written as `{name: argument}` in YAML (parsed in `harness.core.paytable`).
PARAMETRISED_PREDICATES = ("n_of_a_kind", "contains_ranks", "all_of", "any_of")
