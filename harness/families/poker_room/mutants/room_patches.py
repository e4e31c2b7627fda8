"""Patches that put a rule fault into ONE poker-room game (every room game's betting, pots and showdown).

Why a module of its own: the games are one betting engine (harness.families.poker_room.betting) and one
pot engine (pots.py, settle.py), so a patch of a shared function would change every game. The
helpers here wrap a function where it is looked up and change its answer only when the hand's
game (`rules.game`, `record.game`: a harness.families.poker_room.games.RoomGame) has the registry name
given. Hand reading is patched in the showdown readers (`settle.READERS`), scoped the same way,
since two games may share a way of making a hand (Omaha and Omaha Hi-Lo both read exactly two
hole and three board cards; Hold'em and seven-card stud both read the best five of any). A hand
value is patched where settlement reads it (the award) and where the settlement record describes
it (the cards shown), so the two never disagree. A rule that is a value of the rules in force
(games.TableRules: the minimum raise, short all-ins, the round's fixed-limit bet, pot-limit sizes,
stud's bring-in and completion, the draw, uncalled bets, straddles, mucks, side pots, ties, the
odd chip) is not patched: `rules_made` gives the game another rules object. The mutants several
games share are in shared_mutants.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from itertools import combinations
from typing import Any

from harness.core.decks import STANDARD_52, Deck
from harness.families.poker_room.evaluation import OmahaBoard, cards_of
from harness.families.poker_room.games import BettingStructure, RoomGame, Structure, TableRules, resolved_table_rules
from harness.families.poker_room.hand_history import HandRecord, table_stakes
from harness.families.poker_room.lookups import CARD_RANK, CARD_SUIT, describe_low, high_value
from harness.families.poker_room.pots import OddChipOrder, Pot, PotAward, Share, split_evenly
from harness.mutation.catalogue import Patch

BETTING_STATE = "harness.families.poker_room.betting:BettingState"
ROOM_SETTLE = "harness.families.poker_room.settle"
EVALUATION = "harness.families.poker_room.evaluation"

Award = Callable[..., PotAward]


# -- betting ---------------------------------------------------------------------------------------


def rules_made(game: str, change: Callable[[TableRules], TableRules]) -> Patch:
    """An interpretation's resolved switch misread: wrap the classmethod TableRules.make (the
    cache of table_rules must be cleared around it: the catalogues' reset does)."""

    def build(original: Any) -> Any:
        make = original.__func__

        def wrapped(cls: type[TableRules], made_for: RoomGame, interpretations: dict[str, str]) -> TableRules:
            rules = make(cls, made_for, interpretations)
            return change(rules) if made_for.name == game else rules

        return classmethod(functools.wraps(make)(wrapped))

    return Patch(target="harness.families.poker_room.games:TableRules", attribute="make", build=build)


def rules_with(game: str, **values: Any) -> Patch:
    """`rules_made` with some fields of the rules in force given other values."""
    return rules_made(game, lambda rules: replace(rules, **values))


def default_structure(game: str, structure: Structure) -> Patch:
    """A hand of `game` that gives no limits and names no structure played in `structure`, as if
    the game had a default (RoomGame.structure_for; the stakes cache is cleared by the reset)."""

    def build(original: Callable[..., BettingStructure | None]) -> Callable[..., BettingStructure | None]:
        @functools.wraps(original)
        def structure_for(
            self: RoomGame, *, limits_given: bool, named: Structure | None = None
        ) -> BettingStructure | None:
            if self.name == game and not limits_given and named is None:
                return next(b for b in self.structures if b.structure is structure)
            return original(self, limits_given=limits_given, named=named)

        return structure_for

    return Patch(target="harness.families.poker_room.games:RoomGame", attribute="structure_for", build=build)


def clear_caches() -> None:
    """Drop the rules and stakes settlement memoises, which may hold what a mutant changes. The
    lookup tables (harness.families.poker_room.lookups) are kept: they derive only from
    harness.core.hands.rank_five, which no poker-room mutant patches, and rebuilding them costs about
    a quarter of a second each time a mutant goes in or out."""
    resolved_table_rules.cache_clear()
    table_stakes.cache_clear()


# -- pots ------------------------------------------------------------------------------------------


def award(game: str, change: Callable[..., PotAward]) -> Patch:
    """Wrap award_pot where settle_hand looks it up: `change(original, index, pot, high=, low=,
    order=, rules=)` for the pots of the game named `game`."""

    def build(original: Award) -> Award:
        @functools.wraps(original)
        def award_pot(index: int, pot: Pot, **kwargs: Any) -> PotAward:
            if kwargs["rules"].game.name != game:
                return original(index, pot, **kwargs)
            return change(original, index, pot, **kwargs)

        return award_pot

    return Patch(target=ROOM_SETTLE, attribute="award_pot", build=build)








def lows_ranked_by(key: Callable[[int], Any]) -> Callable[..., PotAward]:
    """Award a pot's low half to the lowest `key(mask)` instead of the lowest mask."""

    def change(original: Award, index: int, pot: Pot, **kwargs: Any) -> PotAward:
        found = original(index, pot, **kwargs)
        low: Mapping[int, int | None] | None = kwargs["low"]
        if found.low is None or low is None:
            return found
        order: OddChipOrder = kwargs["order"]
        lows = {seat: mask for seat in pot.eligible if (mask := low[seat]) is not None}
        best = min(key(mask) for mask in lows.values())
        winners = [seat for seat, mask in lows.items() if key(mask) == best]
        if len(winners) > 1:
            winners = order(winners)
        share = Share(side="low", amount=found.low.amount, value=lows[winners[0]], winners=tuple(winners),
                      shares=split_evenly(found.low.amount, winners))  # fmt: skip
        scoop = len(found.high.winners) == 1 and found.high.winners == share.winners
        return replace(found, low=share, scoop=scoop)

    return change




# -- hand values -------------------------------------------------------------------------------------

Five = tuple[int, ...]


def best_high(fives: Iterable[Five], deck: Deck = STANDARD_52) -> tuple[int, Five]:
    return max(((high_value(five, deck), five) for five in fives), key=lambda item: item[0])


#: A showdown reader (settle.READERS): (record, live seats, describe, what it fills) -> None.
Reader = Callable[[HandRecord, Sequence[int], bool, Any], None]
Fives = Callable[[Sequence[int], Sequence[int]], Iterable[Five]]


def reader(game: str, change: Callable[..., None]) -> Patch:
    """Wrap every showdown reader where settle_hand looks them up (`settle.READERS`):
    `change(original reader, record, live, describe, found)` for the hands of the game named `game`."""

    def build(original: Mapping[Any, Reader]) -> dict[Any, Reader]:
        def scoped(read: Reader) -> Reader:
            @functools.wraps(read)
            def wrapped(record: HandRecord, live: Sequence[int], describe: bool, found: Any) -> None:
                if record.game.name != game:
                    read(record, live, describe, found)
                    return
                change(read, record, live, describe, found)

            return wrapped

        return {key: scoped(read) for key, read in original.items()}

    return Patch(target=ROOM_SETTLE, attribute="READERS", build=build)


def high_read_over(game: str, fives: Fives) -> Patch:
    """The game's high hands read as the best of `fives(hole, board)` on the deck in force,
    instead of the game's own way of making a hand: the value awarded and the cards shown."""

    def change(read: Reader, record: HandRecord, live: Sequence[int], describe: bool, found: Any) -> None:
        read(record, live, describe, found)
        for seat in live:
            value, five = best_high(fives(record.seats[seat].hole or (), record.board), record.rules.deck)
            found.high[seat] = value
            if describe:
                found.shown[seat] = replace(found.shown[seat], high=value, high_cards=cards_of(five))

    return reader(game, change)


def high_values_mapped(game: str, mapped: Callable[[Deck], Mapping[int, int]]) -> Patch:
    """Each high value of the game read as `mapped(deck)` says (a class ranked as another one of
    the deck in force), where it is awarded and where it is shown."""

    def change(read: Reader, record: HandRecord, live: Sequence[int], describe: bool, found: Any) -> None:
        read(record, live, describe, found)
        table = mapped(record.rules.deck)
        for seat in live:
            value = table.get(found.high[seat], found.high[seat])
            found.high[seat] = value
            if describe:
                found.shown[seat] = replace(found.shown[seat], high=value)

    return reader(game, change)


def omaha_high(game: str, extra: Fives) -> tuple[Patch]:
    """Omaha's high hand also read from the `extra` five-card hands of (hole, board): the value
    settlement awards on, and the five cards the record shows."""

    def fives(hole: Sequence[int], board: Sequence[int]) -> Iterable[Five]:
        yield from hole_and_board(2)(hole, board)
        yield from extra(hole, board)

    return (high_read_over(game, fives),)


def hole_and_board(hole_count: int) -> Callable[[Sequence[int], Sequence[int]], Iterable[Five]]:
    """Every hand of `hole_count` hole cards and 5 - `hole_count` board cards."""

    def fives(hole: Sequence[int], board: Sequence[int]) -> Iterable[Five]:
        for held in combinations(hole, hole_count):
            for shared in combinations(board, 5 - hole_count):
                yield (*held, *shared)

    return fives


def any_five(hole: Sequence[int], board: Sequence[int]) -> Iterable[Five]:
    """Every five of the hole and board cards together, however many of each."""
    return combinations((*hole, *board), 5)


def with_a_hole_card(hole: Sequence[int], board: Sequence[int]) -> Iterable[Five]:
    """Every five of hole and board cards that holds at least one hole card."""
    held = len(hole)
    cards = (*hole, *board)
    for picked in combinations(range(len(cards)), 5):
        if picked[0] < held:
            yield tuple(cards[i] for i in picked)


LowRule = Callable[[Five], int | None]


def low_rank(card: int) -> int:
    """Ace-to-five rank: the Ace is 1."""
    rank = CARD_RANK[card]
    return 1 if rank == 14 else rank


def low_mask(five: Five, *, highest: int = 8) -> int | None:
    """The low mask (bit r - 1 for rank r, Ace 1) of five different ranks up to `highest`, or None."""
    mask = 0
    for card in five:
        rank = low_rank(card)
        bit = 1 << (rank - 1)
        if rank > highest or mask & bit:
            return None
        mask |= bit
    return mask


def describe_any_low(mask: int | None) -> str:
    """`9-7-3-2-A`: a low mask read aloud, a nine (bit 8) included."""
    if mask is None or mask < 256:
        return describe_low(mask)
    ranks = [bit + 1 for bit in range(8, -1, -1) if mask >> bit & 1]
    return "-".join("A" if r == 1 else str(r) for r in ranks)


def omaha_low(rule: LowRule, fives: Callable[[Sequence[int], Sequence[int]], Iterable[Five]]) -> tuple[Patch, ...]:
    """Omaha's low read by `rule` over `fives` of (hole, board) instead of the engine's: the value
    settlement awards on, the five cards the record shows, and how both are read aloud."""

    def best(hole: Sequence[int], board: Sequence[int]) -> tuple[int, Five] | None:
        found = [(mask, five) for five in fives(hole, board) if (mask := rule(five)) is not None]
        return min(found, key=lambda item: item[0]) if found else None

    def value(original: Callable[..., int | None]) -> Callable[[Sequence[int], OmahaBoard], int | None]:
        @functools.wraps(original)
        def omaha_low_value(hole: Sequence[int], board: OmahaBoard) -> int | None:
            found = best(hole, board.cards)
            return None if found is None else found[0]

        return omaha_low_value

    def shown(original: Callable[..., Any]) -> Callable[[Sequence[int], Sequence[int]], tuple[int, Five] | None]:
        @functools.wraps(original)
        def omaha_best_low(hole: Sequence[int], board: Sequence[int]) -> tuple[int, Five] | None:
            return best(hole, board)

        return omaha_best_low

    return (
        Patch(target=ROOM_SETTLE, attribute="omaha_low_value", build=value),
        Patch(target=EVALUATION, attribute="omaha_best_low", build=shown),
        Patch(target=ROOM_SETTLE, attribute="describe_low", build=lambda _: describe_any_low),
        Patch(target=EVALUATION, attribute="describe_low", build=lambda _: describe_any_low),
    )


def is_straight_or_flush(five: Five) -> bool:
    ranks = sorted(low_rank(card) for card in five)
    straight = len(set(ranks)) == 5 and ranks[4] - ranks[0] == 4
    return straight or len({CARD_SUIT[card] for card in five}) == 1


def low_mask_unless_straight_or_flush(five: Five) -> int | None:
    """The eight-or-better low mask of five cards, or None where they make a straight or a flush."""
    return None if is_straight_or_flush(five) else low_mask(five)
