"""Rule mutants of razz (rules_spec/razz.yaml).

Each mutant is one plausible misreading of one RZ clause: who brings in (RZ-2.2: aces read high, the
suits read backwards, the lowest card instead of the highest), what the bring-in may do, the
completion (RZ-2.3), the limits (RZ-4), who opens the later rounds (RZ-3.2: the best high hand
showing, as in stud high; a tie to the last seat), the low (RZ-5: the seventh card left out; RZ-5.1:
straights and flushes counting against a hand), the cap heads-up and short all-ins, uncalled bets,
pots, ties, odd chips and mucks. The mutants it shares with other room games are built by
shared_mutants and stud_mutants from the game's clause map (rules_spec `table.clauses`). They change
razz hands only (harness.families.poker_room.mutants.stud_patches, room_patches); features/razz/ must fail on
every one (`tablecert mutants razz`).
"""

from __future__ import annotations

from harness.families.poker_room.games import Opening
from harness.families.poker_room.lowball import describe_ace_to_five
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants import stud_mutants as stud
from harness.families.poker_room.mutants.stud_patches import (
    Rule,
    ace_to_five_counting_straights_and_flushes,
    ace_to_five_of_first_six,
    opening_changed,
    showdown_value_over,
)
from harness.families.poker_room.opening import OPENINGS
from harness.mutation.catalogue import Mutant

GAME = "razz"  # the registry name (harness.games.registry) of the game whose hands change
RZ = shared.MutatedGame.of(GAME, prefix="rz")


def _lowest_card_brings_in(rule: Rule) -> Rule:
    key_of, least = rule
    return key_of, not least


#: How seven-card stud opens its later rounds: the best high hand showing.
_STUD_HIGH = OPENINGS[Opening.BEST_HIGH_SHOWING]

_MUTANTS = (
    # The bring-in and the completion (RZ-2.2, RZ-2.3).
    stud.bring_in_aces_misread(RZ),
    stud.bring_in_suits_reversed(RZ),
    Mutant(
        name="rz_lowest_card_brings_in",
        description="the lowest up card brings in, as in seven-card stud, instead of the highest",
        clauses=("RZ-2.2",),
        patches=(opening_changed(GAME, stud.on_the_bring_in(RZ, _lowest_card_brings_in)),),
    ),
    stud.bring_in_may_fold(RZ),
    stud.bring_in_keeps_an_option(RZ),
    stud.completion_raises_the_bring_in(RZ),
    stud.completion_not_counted_in_the_cap(RZ),
    # Limits, order of action and the cap (RZ-3.2, RZ-4 to RZ-4.3).
    shared.big_bet_a_round_early(RZ, "fourth_street_big_bet"),
    Mutant(
        name="rz_best_high_showing_opens",
        description="the rounds after third street open with the best high hand showing, as in stud high",
        clauses=("RZ-3.2",),
        patches=(opening_changed(GAME, lambda opens, rule: _STUD_HIGH if opens is Opening.BEST_LOW_SHOWING else rule),),
    ),
    stud.showing_tie_to_the_last_seat(RZ),
    shared.cap_kept_heads_up(RZ),
    shared.short_all_in_reopens(RZ, fixed=True),
    shared.uncalled_bet_kept(RZ),
    # The low and the pots (RZ-5 to RZ-7.1).
    stud.seventh_card_does_not_play(RZ, ace_to_five_of_first_six, describe_ace_to_five),
    Mutant(
        name="rz_straights_and_flushes_count",
        description="a straight or a flush counts against a hand, as in deuce-to-seven",
        clauses=("RZ-5.1",),
        patches=(showdown_value_over(GAME, ace_to_five_counting_straights_and_flushes, describe_ace_to_five),),
    ),
    shared.side_pot_paid_to_player_not_in_it(RZ),
    shared.tie_not_split(RZ),
    shared.odd_chip_to_the_wrong_seat(RZ),
    shared.muck_still_wins(RZ),
)


RAZZ = RZ.catalogue(binding="tests/bdd/test_razz.py", mutants=_MUTANTS)
