"""Rule mutants of seven-card stud, fixed limit (rules_spec/seven_card_stud.yaml).

Each mutant is one plausible misreading of one ST clause: who brings in (ST-2.2: aces read low,
the suits read backwards), what the bring-in may do (may fold; keeps an option), the completion
(ST-2.3: sized over the bring-in; not counted toward the cap), the limits (ST-4: a big bet on
fourth street), who opens the later rounds (ST-3.2: by position; a tie to the last seat), the
seventh card (ST-5), the cap heads-up and short all-ins (ST-4.2, ST-4.3), uncalled bets (ST-3.4),
pots, ties, odd chips and mucks (ST-6 to ST-7.1). They change seven-card stud's hands only
(harness.poker_room.mutants.stud_patches, room_patches); features/seven_card_stud/ must fail on
every one (`tablecert mutants seven-card-stud`).
"""

from __future__ import annotations

from collections.abc import Callable

from harness.mutants.catalogue import GameMutants, Mutant
from harness.poker_room.games import Opening
from harness.poker_room.lookups import describe_high
from harness.poker_room.mutants.room_patches import (
    award,
    best_high,
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
    bring_in_keeps_an_option,
    bring_in_may_fold,
    completion_not_counted,
    completion_over_the_bring_in,
    first_six_only,
    later_rounds_by_position,
    opening_changed,
    rank_read_otherwise,
    showdown_value_over,
    suits_reversed,
    Rule,
    ties_to_the_last,
    unit_of_round,
)

GAME = "seven-card-stud"  # the registry name (harness.registry) of the game whose hands change


def _on_third_street(change: Callable[[Rule], Rule]) -> Callable[[Opening, Rule], Rule]:
    """A change of the bring-in's rule only (the lowest up card), not of the later rounds'."""
    return lambda opens, rule: change(rule) if opens is Opening.LOWEST_UP_CARD else rule


_MUTANTS = (
    # The bring-in and the completion (ST-2.2, ST-2.3).
    Mutant(
        name="st_bring_in_aces_low",
        description="the bring-in falls to the lowest up card read with aces low: an ace brings in",
        clauses=("ST-2.2",),
        patches=(opening_changed(GAME, _on_third_street(lambda rule: rank_read_otherwise(rule, aces_low=True))),),
    ),
    Mutant(
        name="st_bring_in_suits_reversed",
        description="up cards of one rank are told apart with spades lowest instead of clubs",
        clauses=("ST-2.2",),
        patches=(opening_changed(GAME, _on_third_street(suits_reversed)),),
    ),
    Mutant(
        name="st_bring_in_may_fold",
        description="the player who must bring in may fold or check instead",
        clauses=("ST-2.2",),
        patches=(state_method(GAME, "_verify_not_bringing_in", bring_in_may_fold),),
    ),
    Mutant(
        name="st_bring_in_keeps_an_option",
        description="the bring-in acts again when everyone has only called it, like a big blind",
        clauses=("ST-2.2", "ST-3.1"),
        patches=(state_method(GAME, "_bring_in", bring_in_keeps_an_option),),
    ),
    Mutant(
        name="st_completion_raises_the_bring_in",
        description="the completion goes one small bet above the bring-in instead of to one small bet",
        clauses=("ST-2.3", "ST-4"),
        patches=(state_method(GAME, "limit_raise_to", completion_over_the_bring_in),),
    ),
    Mutant(
        name="st_completion_not_counted_in_the_cap",
        description="the completion does not count toward the cap: a completion and four raises are allowed",
        clauses=("ST-2.3", "ST-4.1"),
        patches=(state_method(GAME, "_wager", completion_not_counted),),
    ),
    # Limits, order of action and the cap (ST-3.1, ST-3.2, ST-4 to ST-4.3).
    Mutant(
        name="st_fourth_street_big_bet",
        description="bets on fourth street are one big bet: the big bet starts a round early",
        clauses=("ST-4",),
        patches=(state_method(GAME, "_unit_for", unit_of_round(1, lambda state: state.config.big_bet)),),
    ),
    Mutant(
        name="st_later_rounds_by_position",
        description="the rounds after third street open left of the dealer instead of with the best hand showing",
        clauses=("ST-3.2",),
        patches=(state_method(GAME, "_open_round", later_rounds_by_position),),
    ),
    Mutant(
        name="st_showing_tie_to_the_last_seat",
        description="of equal hands showing, the seat furthest from the dealer's left opens",
        clauses=("ST-3.2",),
        patches=(ties_to_the_last(GAME),),
    ),
    Mutant(
        name="st_cap_kept_heads_up",
        description="the cap binds heads-up too, whatever heads_up_cap says",
        clauses=("ST-4.2",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: state.fixed),),
    ),
    Mutant(
        name="st_short_all_in_reopens",
        description="an all-in raise for less reopens the betting to players who have already acted",
        clauses=("ST-4.3",),
        patches=(state_method(GAME, "_wager", reopen_after_short_all_in),),
    ),
    Mutant(
        name="st_uncalled_bet_kept",
        description="the part of a bet nobody matched stays in the pot instead of going back to its owner",
        clauses=("ST-3.4",),
        patches=(state_method(GAME, "_finish", uncalled_bet_kept),),
    ),
    # The hand and the pots (ST-5 to ST-7.1).
    Mutant(
        name="st_seventh_card_does_not_play",
        description="the last card, dealt face down, does not play: the best five of the first six",
        clauses=("ST-5",),
        patches=(showdown_value_over(GAME, lambda cards: best_high(first_six_only(cards))[0], describe_high),),
    ),
    Mutant(
        name="st_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("ST-6", "ST-6.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="st_tie_not_split",
        description="a pot tied between players goes whole to the first of them instead of being shared",
        clauses=("ST-6.2",),
        patches=(award(GAME, ties_not_shared),),
    ),
    Mutant(
        name="st_odd_chip_to_the_wrong_seat",
        description="the odd chip of a split pot goes to the last tied winner in the stated order, not the first",
        clauses=("ST-6.3",),
        patches=(odd_chips_reversed(GAME),),
    ),
    Mutant(
        name="st_muck_still_wins",
        description="a hand mucked at the showdown is played as if it had been shown",
        clauses=("ST-7.1",),
        patches=(mucks_ignored(GAME),),
    ),
)


SEVEN_CARD_STUD = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_seven_card_stud.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
