"""Rule mutants of seven-card stud high-low, eight or better (rules_spec/seven_card_stud_hi_lo_8.yaml).

Each mutant is one plausible misreading of one SHL clause: the bring-in and completion (SHL-2.2,
SHL-2.3), who opens the later rounds (SHL-3.2), the low (SHL-5: the same five cards as the high;
SHL-5.2: a nine qualifies, a straight or flush spoils it), the split and its odd chips (SHL-6.2 to
SHL-6.7), side pots, uncalled bets and mucks. The mutants it shares with other room games are built
by shared_mutants and stud_mutants from the game's clause map (rules_spec `table.clauses`). They
change stud hi-lo's hands only (harness.families.poker_room.mutants.stud_patches, room_patches);
features/seven_card_stud_hi_lo_8/ must fail on every one (`tablecert mutants
seven-card-stud-hi-lo-8`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from harness.families.poker_room.lookups import low_value
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants import stud_mutants as stud
from harness.families.poker_room.mutants.room_patches import LowRule, best_high
from harness.families.poker_room.mutants.stud_patches import best_low_of, low_value_over
from harness.mutation.catalogue import Mutant, Patch

GAME = "seven-card-stud-hi-lo-8"  # the registry name (harness.games.registry) of the game whose hands change
SHL = shared.MutatedGame.of(GAME, prefix="shl")


def _low_of_the_high_hand(cards: Sequence[int]) -> int | None:
    """The low read from the five cards of the best high hand only."""
    return low_value(best_high(combinations(cards, 5))[1])


def _any_five(cards: Sequence[int]) -> combinations[tuple[int, ...]]:
    return combinations(cards, 5)


def _lows(rule: LowRule) -> tuple[Patch, ...]:
    """The low read by `rule` over any five of the seven cards, as the game makes it."""
    return (low_value_over(GAME, best_low_of(_any_five, rule)),)


_MUTANTS = (
    # The bring-in, the completion and the order of action (SHL-2.2, SHL-2.3, SHL-3.2).
    stud.bring_in_aces_misread(SHL),
    stud.bring_in_may_fold(SHL),
    stud.bring_in_keeps_an_option(SHL),
    stud.completion_raises_the_bring_in(SHL),
    stud.completion_not_counted_in_the_cap(SHL),
    stud.later_rounds_by_position(SHL),
    # The low (SHL-5, SHL-5.2).
    Mutant(
        name="shl_low_from_the_high_hand",
        description="the low must be made of the same five cards as the high hand",
        clauses=("SHL-5",),
        patches=(low_value_over(GAME, _low_of_the_high_hand),),
    ),
    shared.nine_makes_a_low(SHL, _lows),
    shared.straight_or_flush_spoils_a_low(SHL, _lows),
    # The split, its odd chips, pots and mucks (SHL-6 to SHL-7.1, SHL-3.4).
    shared.odd_chip_to_the_low_half(SHL),
    shared.tie_not_split(SHL),
    shared.odd_chip_to_the_wrong_seat(SHL),
    shared.side_pot_paid_to_player_not_in_it(SHL),
    shared.uncalled_bet_kept(SHL),
    shared.muck_still_wins(SHL),
)


SEVEN_CARD_STUD_HI_LO_8 = SHL.catalogue(binding="tests/bdd/test_seven_card_stud_hi_lo_8.py", mutants=_MUTANTS)
