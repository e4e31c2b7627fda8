"""Rule mutants of seven-card stud high-low, eight or better (rules_spec/seven_card_stud_hi_lo_8.yaml).

Each mutant is one plausible misreading of one SHL clause: the bring-in and completion (SHL-2.2,
SHL-2.3), who opens the later rounds (SHL-3.2), the low (SHL-5: the same five cards as the high;
SHL-5.2: a nine qualifies, a straight or flush spoils it), the split and its odd chips (SHL-6.2
to SHL-6.7), side pots, uncalled bets and mucks. They change stud hi-lo's hands only
(harness.poker_room.mutants.stud_patches, room_patches); features/seven_card_stud_hi_lo_8/ must
fail on every one (`tablecert mutants seven-card-stud-hi-lo-8`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from itertools import combinations

from harness.mutants.catalogue import GameMutants, Mutant
from harness.poker_room.games import Opening
from harness.poker_room.lookups import low_value
from harness.poker_room.mutants.room_patches import (
    award,
    best_high,
    clear_caches,
    is_straight_or_flush,
    low_mask,
    mucks_ignored,
    odd_chips_reversed,
    rules_made,
    side_pots_open_to_all,
    state_method,
    ties_not_shared,
    uncalled_bet_kept,
)
from harness.poker_room.mutants.stud_patches import (
    best_low_of,
    bring_in_keeps_an_option,
    bring_in_may_fold,
    completion_not_counted,
    completion_over_the_bring_in,
    later_rounds_by_position,
    low_value_over,
    opening_changed,
    rank_read_otherwise,
)

GAME = "seven-card-stud-hi-lo-8"  # the registry name (harness.registry) of the game whose hands change


def _low_of_the_high_hand(cards: Sequence[int]) -> int | None:
    """The low read from the five cards of the best high hand only."""
    return low_value(best_high(combinations(cards, 5))[1])


def _no_straight_or_flush(five: tuple[int, ...]) -> int | None:
    return None if is_straight_or_flush(five) else low_mask(five)


def _any_five(cards: Sequence[int]) -> combinations[tuple[int, ...]]:
    return combinations(cards, 5)


_MUTANTS = (
    # The bring-in, the completion and the order of action (SHL-2.2, SHL-2.3, SHL-3.2).
    Mutant(
        name="shl_bring_in_aces_low",
        description="the bring-in falls to the lowest up card read with aces low: an ace brings in",
        clauses=("SHL-2.2",),
        patches=(opening_changed(GAME, lambda opens, rule: rank_read_otherwise(rule, aces_low=True)
                                 if opens is Opening.LOWEST_UP_CARD else rule),),  # fmt: skip
    ),
    Mutant(
        name="shl_bring_in_may_fold",
        description="the player who must bring in may fold or check instead",
        clauses=("SHL-2.2",),
        patches=(state_method(GAME, "_verify_not_bringing_in", bring_in_may_fold),),
    ),
    Mutant(
        name="shl_bring_in_keeps_an_option",
        description="the bring-in acts again when everyone has only called it, like a big blind",
        clauses=("SHL-2.2", "SHL-3.1"),
        patches=(state_method(GAME, "_bring_in", bring_in_keeps_an_option),),
    ),
    Mutant(
        name="shl_completion_raises_the_bring_in",
        description="the completion goes one small bet above the bring-in instead of to one small bet",
        clauses=("SHL-2.3", "SHL-4"),
        patches=(state_method(GAME, "limit_raise_to", completion_over_the_bring_in),),
    ),
    Mutant(
        name="shl_completion_not_counted_in_the_cap",
        description="the completion does not count toward the cap: a completion and four raises are allowed",
        clauses=("SHL-2.3", "SHL-4.1"),
        patches=(state_method(GAME, "_wager", completion_not_counted),),
    ),
    Mutant(
        name="shl_later_rounds_by_position",
        description="the rounds after third street open left of the dealer instead of with the best hand showing",
        clauses=("SHL-3.2",),
        patches=(state_method(GAME, "_open_round", later_rounds_by_position),),
    ),
    # The low (SHL-5, SHL-5.2).
    Mutant(
        name="shl_low_from_the_high_hand",
        description="the low must be made of the same five cards as the high hand",
        clauses=("SHL-5",),
        patches=(low_value_over(GAME, _low_of_the_high_hand),),
    ),
    Mutant(
        name="shl_nine_makes_a_low",
        description="a low of five different ranks up to a nine qualifies",
        clauses=("SHL-5.2",),
        patches=(low_value_over(GAME, best_low_of(_any_five, partial(low_mask, highest=9))),),
    ),
    Mutant(
        name="shl_straight_or_flush_spoils_a_low",
        description="five low cards that make a straight or a flush are no low",
        clauses=("SHL-5.2",),
        patches=(low_value_over(GAME, best_low_of(_any_five, _no_straight_or_flush)),),
    ),
    # The split, its odd chips, pots and mucks (SHL-6 to SHL-7.1, SHL-3.4).
    Mutant(
        name="shl_odd_chip_to_the_low_half",
        description="the odd chip between the halves goes to the low half, whatever odd_chip_half says",
        clauses=("SHL-6.6",),
        patches=(rules_made(GAME, lambda rules: replace(rules, odd_chip_to_high=False)),),
    ),
    Mutant(
        name="shl_tied_half_not_shared",
        description="a half tied between players goes whole to the first of them instead of being shared",
        clauses=("SHL-6.5",),
        patches=(award(GAME, ties_not_shared),),
    ),
    Mutant(
        name="shl_odd_chip_to_the_wrong_seat",
        description="the odd chip of a shared half goes to the last tied winner in the stated order, not the first",
        clauses=("SHL-6.7",),
        patches=(odd_chips_reversed(GAME),),
    ),
    Mutant(
        name="shl_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("SHL-6", "SHL-6.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="shl_uncalled_bet_kept",
        description="the part of a bet nobody matched stays in the pot instead of going back to its owner",
        clauses=("SHL-3.4",),
        patches=(state_method(GAME, "_finish", uncalled_bet_kept),),
    ),
    Mutant(
        name="shl_muck_still_wins",
        description="a hand mucked at the showdown is played as if it had been shown",
        clauses=("SHL-7.1",),
        patches=(mucks_ignored(GAME),),
    ),
)


SEVEN_CARD_STUD_HI_LO_8 = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_seven_card_stud_hi_lo_8.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
