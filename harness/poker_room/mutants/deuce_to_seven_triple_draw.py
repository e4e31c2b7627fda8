"""Rule mutants of deuce-to-seven triple draw, fixed limit (rules_spec/deuce_to_seven_triple_draw.yaml).

Each mutant is one plausible misreading of one TD clause: the draw (TD-3.6: the button draws first;
all-in players do not draw; discards are live), the limits (TD-4: a big bet after the first draw; a
small bet after the second), the ranking (TD-5.1: the wheel read as a straight; flushes not counting
against a hand), the cap, short all-ins, straddles and antes (TD-2.4, TD-4.1 to TD-4.3), uncalled
bets, pots, ties, odd chips and mucks. They change triple-draw hands only
(harness.poker_room.mutants.draw_patches, stud_patches, room_patches); features/deuce_to_seven_triple_draw/
must fail on every one (`tablecert mutants deuce-to-seven-triple-draw`).
"""

from __future__ import annotations

from collections.abc import Sequence

from harness.mutants.catalogue import GameMutants, Mutant
from harness.poker_room.lookups import describe_high, high_value
from harness.poker_room.lowball import deuce_to_seven_value, describe_deuce_to_seven
from harness.poker_room.mutants.draw_patches import all_in_players_do_not_draw, discards_live, draw_from_the_button
from harness.poker_room.mutants.room_patches import (
    award,
    clear_caches,
    dead_antes_come_back,
    first_to_act_after_the_big_blind,
    mucks_ignored,
    odd_chips_reversed,
    reopen_after_short_all_in,
    side_pots_open_to_all,
    state_method,
    ties_not_shared,
    uncalled_bet_kept,
)
from harness.poker_room.mutants.stud_patches import showdown_value_over, unit_of_round

GAME = "deuce-to-seven-triple-draw"  # the registry name (harness.registry) of the game whose hands change


def standard_reversed(cards: Sequence[int]) -> int:
    """The standard high ranking turned upside down, the wheel a five-high straight (a fault)."""
    return -high_value(tuple(cards))


def unsuited(cards: Sequence[int]) -> int:
    """The deuce-to-seven value of the same ranks read as if of more than one suit: no flush."""
    first = cards[0]
    moved = first - first % 4 + (first % 4 + 1) % 4  # the first card's rank in the next suit
    return deuce_to_seven_value((moved, *cards[1:]))


_MUTANTS = (
    # The draw (TD-3.6, TD-1.1).
    Mutant(
        name="td_button_draws_first",
        description="the button draws first instead of the first seat to its left",
        clauses=("TD-3.6",),
        patches=(state_method(GAME, "_begin_draw", draw_from_the_button),),
    ),
    Mutant(
        name="td_all_in_players_do_not_draw",
        description="a player who is all-in keeps the cards held and does not draw",
        clauses=("TD-3.6", "TD-3.5"),
        patches=(state_method(GAME, "_begin_draw", all_in_players_do_not_draw),),
    ),
    Mutant(
        name="td_discards_are_live",
        description="a card thrown away may be dealt again while the stub still holds cards",
        clauses=("TD-3.6", "TD-1.1"),
        patches=(discards_live(GAME),),
    ),
    # The limits and the cap (TD-4 to TD-4.3), straddles and antes (TD-2.4).
    Mutant(
        name="td_big_bet_after_the_first_draw",
        description="bets after the first draw are one big bet: the big bet starts a round early",
        clauses=("TD-4",),
        patches=(state_method(GAME, "_unit_for", unit_of_round(1, lambda state: state.config.big_bet)),),
    ),
    Mutant(
        name="td_small_bet_after_the_second_draw",
        description="bets after the second draw are one small bet: the big bet starts a round late",
        clauses=("TD-4",),
        patches=(state_method(GAME, "_unit_for", unit_of_round(2, lambda state: state.config.small_bet)),),
    ),
    Mutant(
        name="td_raise_cap_ignored",
        description="a round allows any number of raises: the cap is not enforced",
        clauses=("TD-4.1",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: False),),
    ),
    Mutant(
        name="td_cap_kept_heads_up",
        description="the cap binds heads-up too, whatever heads_up_cap says",
        clauses=("TD-4.2",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: state.fixed),),
    ),
    Mutant(
        name="td_short_all_in_reopens",
        description="an all-in raise for less reopens the betting to players who have already acted",
        clauses=("TD-4.3",),
        patches=(state_method(GAME, "_wager", reopen_after_short_all_in),),
    ),
    Mutant(
        name="td_straddler_does_not_act_last",
        description="the first round starts left of the big blind even when a straddle was posted",
        clauses=("TD-2.4",),
        patches=(state_method(GAME, "_post_forced_bets", first_to_act_after_the_big_blind),),
    ),
    Mutant(
        name="td_big_blind_ante_comes_back",
        description="an ante larger than the others' (a big-blind ante) comes back as an uncalled bet",
        clauses=("TD-2.4", "TD-2.2"),
        patches=(state_method(GAME, "_finish", dead_antes_come_back),),
    ),
    Mutant(
        name="td_uncalled_bet_kept",
        description="the part of a bet nobody matched stays in the pot instead of going back to its owner",
        clauses=("TD-3.3",),
        patches=(state_method(GAME, "_finish", uncalled_bet_kept),),
    ),
    # The ranking (TD-5.1).
    Mutant(
        name="td_wheel_is_a_straight",
        description="A-2-3-4-5 is read as a five-high straight, the Ace playing low",
        clauses=("TD-5.1",),
        patches=(showdown_value_over(GAME, standard_reversed, lambda value: describe_high(-value)),),
    ),
    Mutant(
        name="td_flush_does_not_count",
        description="a flush does not count against a hand: five cards of one suit are read by their ranks",
        clauses=("TD-5.1",),
        patches=(showdown_value_over(GAME, unsuited, describe_deuce_to_seven),),
    ),
    # Pots, ties, odd chips and mucks (TD-6 to TD-7.1).
    Mutant(
        name="td_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("TD-6", "TD-6.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="td_tie_not_split",
        description="a pot tied between players goes whole to the first of them instead of being shared",
        clauses=("TD-6.2",),
        patches=(award(GAME, ties_not_shared),),
    ),
    Mutant(
        name="td_odd_chip_to_the_wrong_seat",
        description="the odd chip of a split pot goes to the last tied winner in the stated order, not the first",
        clauses=("TD-6.3",),
        patches=(odd_chips_reversed(GAME),),
    ),
    Mutant(
        name="td_muck_still_wins",
        description="a hand mucked at the showdown is played as if it had been shown",
        clauses=("TD-7.1",),
        patches=(mucks_ignored(GAME),),
    ),
)


DEUCE_TO_SEVEN_TRIPLE_DRAW = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_deuce_to_seven_triple_draw.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
