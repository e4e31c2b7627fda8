"""Patches that put a draw-game rule fault into ONE game (deuce-to-seven triple and single draw,
badugi). Like room_patches and stud_patches, each wraps a name where the engine looks it up and
changes its answer only for the hands of the game named: the order of the draw in the betting
state (harness.families.poker_room.betting), the dead discards in harness.families.poker_room.draws; and the
deuce-to-seven readings a showdown patch (stud_patches.showdown_value_over) reads a hand by.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from harness.families.poker_room.betting import BettingState
from harness.families.poker_room.draws import DrawnHands
from harness.families.poker_room.lookups import high_value
from harness.families.poker_room.lowball import deuce_to_seven_value
from harness.mutation.catalogue import Patch

DRAWN_HANDS = "harness.families.poker_room.draws:DrawnHands"


def draw_from_the_button(state: BettingState, begin_draw: Callable[[], None]) -> None:
    """`_begin_draw` with the button drawing first instead of the first seat to its left."""
    begin_draw()
    if state.button in state.draw_order:
        order = state.draw_order
        state.draw_order = [state.button] + [seat for seat in order if seat != state.button]
        state.actor = state.draw_order[0]


def all_in_players_do_not_draw(state: BettingState, begin_draw: Callable[[], None]) -> None:
    """`_begin_draw` that leaves out the players who are all-in: they keep the cards they hold."""
    begin_draw()
    order = [seat for seat in state.draw_order if state.stacks[seat]]
    if not order:
        state.draw_order = []
        state._end_draw()
        return
    state.draw_order = order
    state.actor = order[0]


def discards_live(game: str) -> Patch:
    """A card thrown away may be dealt again at once, as if the discards went back into the stub."""

    def build(original: Callable[..., None]) -> Callable[..., None]:
        @functools.wraps(original)
        def _check_drawn(self: DrawnHands, *args: Any) -> None:
            if self.record.game.name != game:
                original(self, *args)
                return
            complete, self.complete = self.complete, False
            try:
                original(self, *args)
            finally:
                self.complete = complete

        return _check_drawn

    return Patch(target=DRAWN_HANDS, attribute="_check_drawn", build=build)


def standard_reversed(cards: Sequence[int]) -> int:
    """The standard high ranking turned upside down, the wheel a five-high straight (a fault)."""
    return -high_value(tuple(cards))


def unsuited(cards: Sequence[int]) -> int:
    """The deuce-to-seven value of the same ranks read as if of more than one suit: no flush."""
    first = cards[0]
    moved = first - first % 4 + (first % 4 + 1) % 4  # the first card's rank in the next suit
    return deuce_to_seven_value((moved, *cards[1:]))
