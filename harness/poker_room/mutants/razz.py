"""Rule mutants of razz (rules_spec/razz.yaml).

Each mutant is one plausible misreading of one RZ clause: who brings in (RZ-2.2: aces read high,
the suits read backwards, the lowest card instead of the highest), what the bring-in may do, the
completion (RZ-2.3), the limits (RZ-4), who opens the later rounds (RZ-3.2: the best high hand
showing, as in stud high; a tie to the last seat), the low (RZ-5: the seventh card left out;
RZ-5.1: straights and flushes counting against a hand), the cap heads-up and short all-ins,
uncalled bets, pots, ties, odd chips and mucks. They change razz hands only
(harness.poker_room.mutants.stud_patches, room_patches); features/razz/ must fail on every one
(`tablecert mutants razz`).
"""

from __future__ import annotations

from collections.abc import Callable

from harness.mutants.catalogue import GameMutants, Mutant
from harness.poker_room.games import Opening
from harness.poker_room.lowball import describe_ace_to_five
from harness.poker_room.mutants.room_patches import (
    award,
    clear_caches,
    mucks_ignored,
    odd_chips_reversed,
    reopen_after_short_all_in,
    side_pots_open_to_all,
    state_method,
    ties_not_shared,
    uncalled_bet_kept,
)
from harness.poker_room.mutants.stud_patches import (
    ace_to_five_counting_straights_and_flushes,
    ace_to_five_of_first_six,
    bring_in_keeps_an_option,
    bring_in_may_fold,
    completion_not_counted,
    completion_over_the_bring_in,
    Rule,
    opening_changed,
    rank_read_otherwise,
    showdown_value_over,
    suits_reversed,
    ties_to_the_last,
    unit_of_round,
)
from harness.poker_room.opening import OPENINGS

GAME = "razz"  # the registry name (harness.registry) of the game whose hands change


def _bring_in(change: Callable[[Rule], Rule]) -> Callable[[Opening, Rule], Rule]:
    """A change of the bring-in's rule only (the highest up card), not of the later rounds'."""
    return lambda opens, rule: change(rule) if opens is Opening.HIGHEST_UP_CARD_ACES_LOW else rule


def _lowest_card_brings_in(rule: Rule) -> Rule:
    key_of, least = rule
    return key_of, not least


#: How seven-card stud opens its later rounds: the best high hand showing.
_STUD_HIGH = OPENINGS[Opening.BEST_HIGH_SHOWING]

_MUTANTS = (
    # The bring-in and the completion (RZ-2.2, RZ-2.3).
    Mutant(
        name="rz_bring_in_aces_high",
        description="the bring-in falls to the highest up card read with aces high: an ace brings in",
        clauses=("RZ-2.2",),
        patches=(opening_changed(GAME, _bring_in(lambda rule: rank_read_otherwise(rule, aces_low=False))),),
    ),
    Mutant(
        name="rz_bring_in_suits_reversed",
        description="up cards of one rank are told apart with clubs highest instead of spades",
        clauses=("RZ-2.2",),
        patches=(opening_changed(GAME, _bring_in(suits_reversed)),),
    ),
    Mutant(
        name="rz_lowest_card_brings_in",
        description="the lowest up card brings in, as in seven-card stud, instead of the highest",
        clauses=("RZ-2.2",),
        patches=(opening_changed(GAME, _bring_in(_lowest_card_brings_in)),),
    ),
    Mutant(
        name="rz_bring_in_may_fold",
        description="the player who must bring in may fold or check instead",
        clauses=("RZ-2.2",),
        patches=(state_method(GAME, "_verify_not_bringing_in", bring_in_may_fold),),
    ),
    Mutant(
        name="rz_bring_in_keeps_an_option",
        description="the bring-in acts again when everyone has only called it, like a big blind",
        clauses=("RZ-2.2", "RZ-3.1"),
        patches=(state_method(GAME, "_bring_in", bring_in_keeps_an_option),),
    ),
    Mutant(
        name="rz_completion_raises_the_bring_in",
        description="the completion goes one small bet above the bring-in instead of to one small bet",
        clauses=("RZ-2.3", "RZ-4"),
        patches=(state_method(GAME, "limit_raise_to", completion_over_the_bring_in),),
    ),
    Mutant(
        name="rz_completion_not_counted_in_the_cap",
        description="the completion does not count toward the cap: a completion and four raises are allowed",
        clauses=("RZ-2.3", "RZ-4.1"),
        patches=(state_method(GAME, "_wager", completion_not_counted),),
    ),
    # Limits, order of action and the cap (RZ-3.2, RZ-4 to RZ-4.3).
    Mutant(
        name="rz_fourth_street_big_bet",
        description="bets on fourth street are one big bet: the big bet starts a round early",
        clauses=("RZ-4",),
        patches=(state_method(GAME, "_unit_for", unit_of_round(1, lambda state: state.config.big_bet)),),
    ),
    Mutant(
        name="rz_best_high_showing_opens",
        description="the rounds after third street open with the best high hand showing, as in stud high",
        clauses=("RZ-3.2",),
        patches=(opening_changed(GAME, lambda opens, rule: _STUD_HIGH if opens is Opening.BEST_LOW_SHOWING else rule),),
    ),
    Mutant(
        name="rz_showing_tie_to_the_last_seat",
        description="of equal hands showing, the seat furthest from the dealer's left opens",
        clauses=("RZ-3.2",),
        patches=(ties_to_the_last(GAME),),
    ),
    Mutant(
        name="rz_cap_kept_heads_up",
        description="the cap binds heads-up too, whatever heads_up_cap says",
        clauses=("RZ-4.2",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: state.fixed),),
    ),
    Mutant(
        name="rz_short_all_in_reopens",
        description="an all-in raise for less reopens the betting to players who have already acted",
        clauses=("RZ-4.3",),
        patches=(state_method(GAME, "_wager", reopen_after_short_all_in),),
    ),
    Mutant(
        name="rz_uncalled_bet_kept",
        description="the part of a bet nobody matched stays in the pot instead of going back to its owner",
        clauses=("RZ-3.4",),
        patches=(state_method(GAME, "_finish", uncalled_bet_kept),),
    ),
    # The low and the pots (RZ-5 to RZ-7.1).
    Mutant(
        name="rz_seventh_card_does_not_play",
        description="the last card, dealt face down, does not play: the lowest five of the first six",
        clauses=("RZ-5",),
        patches=(showdown_value_over(GAME, ace_to_five_of_first_six, describe_ace_to_five),),
    ),
    Mutant(
        name="rz_straights_and_flushes_count",
        description="a straight or a flush counts against a hand, as in deuce-to-seven",
        clauses=("RZ-5.1",),
        patches=(showdown_value_over(GAME, ace_to_five_counting_straights_and_flushes, describe_ace_to_five),),
    ),
    Mutant(
        name="rz_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("RZ-6", "RZ-6.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="rz_tie_not_split",
        description="a pot tied between players goes whole to the first of them instead of being shared",
        clauses=("RZ-6.2",),
        patches=(award(GAME, ties_not_shared),),
    ),
    Mutant(
        name="rz_odd_chip_to_the_wrong_seat",
        description="the odd chip of a split pot goes to the last tied winner in the stated order, not the first",
        clauses=("RZ-6.3",),
        patches=(odd_chips_reversed(GAME),),
    ),
    Mutant(
        name="rz_muck_still_wins",
        description="a hand mucked at the showdown is played as if it had been shown",
        clauses=("RZ-7.1",),
        patches=(mucks_ignored(GAME),),
    ),
)


RAZZ = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_razz.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
