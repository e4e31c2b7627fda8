"""Patches that put a stud rule fault into ONE game (seven-card stud, stud high-low, razz).

Like harness.families.poker_room.mutants.room_patches, every patch wraps a name where the engine looks it
up and changes its answer only for the hands of the game named: who opens a round in
harness.families.poker_room.opening (`opening_rule`, `nearest_the_dealer`), a hand's value in the
showdown readers. The bring-in's and the completion's betting rules are values of the rules in
force (games.TableRules), changed by room_patches.rules_made.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from itertools import combinations
from typing import Any

from harness.families.poker_room.games import Opening, RoomGame
from harness.families.poker_room.hand_history import HandRecord
from harness.families.poker_room.mutants.room_patches import Reader, reader
from harness.mutation.catalogue import Patch

OPENING = "harness.families.poker_room.opening"
Key = tuple[object, ...]
Rule = tuple[Callable[[Sequence[int]], Key], bool]


def opening_changed(game: str, change: Callable[[Opening, Rule], Rule]) -> Patch:
    """Who opens a round of the game read by `change(opens, rule)` instead of `rule` (the key of a
    seat's up cards, and whether the least key opens)."""

    def build(original: Callable[[RoomGame, Opening], Rule]) -> Callable[[RoomGame, Opening], Rule]:
        @functools.wraps(original)
        def opening_rule(made_for: RoomGame, opens: Opening) -> Rule:
            rule = original(made_for, opens)
            return change(opens, rule) if made_for.name == game else rule

        return opening_rule

    return Patch(target=OPENING, attribute="opening_rule", build=build)


def ties_to_the_last(game: str) -> Patch:
    """Up cards that tie: the seat furthest from the dealer's left opens instead of the nearest."""

    def build(original: Callable[[RoomGame, Sequence[int]], int]) -> Callable[[RoomGame, Sequence[int]], int]:
        @functools.wraps(original)
        def nearest_the_dealer(made_for: RoomGame, tied: Sequence[int]) -> int:
            return tied[-1] if made_for.name == game else original(made_for, tied)

        return nearest_the_dealer

    return Patch(target=OPENING, attribute="nearest_the_dealer", build=build)


def rank_read_otherwise(rule: Rule, *, aces_low: bool) -> Rule:
    """A single up card's key read with the Ace moved to the other end (rank 14 <-> 1)."""
    key_of, least = rule

    def key(cards: Sequence[int]) -> Key:
        rank, suit = key_of(cards)
        assert isinstance(rank, int)
        if aces_low and rank == 14:
            rank = 1
        elif not aces_low and rank == 1:
            rank = 14
        return (rank, suit)

    return key, least


def suits_reversed(rule: Rule) -> Rule:
    """A single up card's key with the suits in the opposite order (spades lowest)."""
    key_of, least = rule

    def key(cards: Sequence[int]) -> Key:
        rank, suit = key_of(cards)
        assert isinstance(suit, int)
        return (rank, 3 - suit)

    return key, least


Fives = Callable[[Sequence[int]], Iterable[tuple[int, ...]]]


def first_six_only(cards: Sequence[int]) -> Iterable[tuple[int, ...]]:
    """Every five of the first six cards: the seventh (the last down card) left out."""
    return combinations(tuple(cards)[:6], 5)


def showdown_value_over(game: str, value: Callable[[Sequence[int]], int], describe: Callable[[int], str]) -> Patch:
    """The hand that wins the whole pot (or the high half) read by `value(cards)` instead of the
    game's way of making it: the value awarded and how the shown hand is called."""

    def change(read: Reader, record: HandRecord, live: Sequence[int], describe_shown: bool, found: Any) -> None:
        read(record, live, describe_shown, found)
        for seat in live:
            found.high[seat] = value(record.seats[seat].hole or ())
            if describe_shown and seat in found.shown:
                found.shown[seat] = replace(found.shown[seat], high=found.high[seat], text=describe(found.high[seat]))

    return reader(game, change)


def low_value_over(game: str, value: Callable[[Sequence[int]], int | None]) -> Patch:
    """The low half read by `value(cards)` (a low mask, smaller better, or None) instead of the
    game's eight-or-better low of any five: the value awarded and the low shown."""

    def change(read: Reader, record: HandRecord, live: Sequence[int], describe_shown: bool, found: Any) -> None:
        read(record, live, describe_shown, found)
        for seat in live:
            found.low[seat] = value(record.seats[seat].hole or ())
            if describe_shown and seat in found.shown:
                found.shown[seat] = replace(found.shown[seat], low=found.low[seat], low_cards=())

    return reader(game, change)


def best_low_of(fives: Callable[[Sequence[int]], Iterable[tuple[int, ...]]],
                rule: Callable[[tuple[int, ...]], int | None]) -> Callable[[Sequence[int]], int | None]:  # fmt: skip
    """The smallest low mask `rule` gives any of `fives(cards)`, or None."""

    def value(cards: Sequence[int]) -> int | None:
        masks = [mask for five in fives(cards) if (mask := rule(five)) is not None]
        return min(masks) if masks else None

    return value


def ace_to_five_counting_straights_and_flushes(cards: Sequence[int]) -> int:
    """A razz hand read with straights and flushes counting against it: the lowest five that is
    neither, or, if every five is one, the worst value."""
    from harness.families.poker_room.lookups import CARD_PRIME
    from harness.families.poker_room.lowball import ace_to_five_table
    from harness.families.poker_room.mutants.room_patches import is_straight_or_flush

    values = ace_to_five_table().values
    found = [values[_product(five, CARD_PRIME)] for five in combinations(cards, 5) if not is_straight_or_flush(five)]
    return max(found) if found else -1


def _product(five: tuple[int, ...], primes: Sequence[int]) -> int:
    product = 1
    for card in five:
        product *= primes[card]
    return product


def ace_to_five_of_first_six(cards: Sequence[int]) -> int:
    """A razz hand read from its first six cards only (the seventh left out)."""
    from harness.families.poker_room.lowball import ace_to_five_value

    return ace_to_five_value(tuple(cards)[:6])
