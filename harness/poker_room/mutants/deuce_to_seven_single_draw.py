"""Rule mutants of deuce-to-seven triple draw, fixed limit (rules_spec/deuce_to_seven_triple_draw.yaml).

Each mutant is one plausible misreading of one TD clause: the draw (ND-3.6: the button draws first;
all-in players do not draw; discards are live), the limits (ND-4: a big bet after the first draw; a
small bet after the second), the ranking (ND-5.1: the wheel read as a straight; flushes not counting
against a hand), the cap, short all-ins, straddles and antes (ND-2.4, ND-4.1 to ND-4.3), uncalled
bets, pots, ties, odd chips and mucks. They change triple-draw hands only
(harness.poker_room.mutants.draw_patches, stud_patches, room_patches); features/deuce_to_seven_triple_draw/
must fail on every one (`tablecert mutants deuce-to-seven-triple-draw`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

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
    rules_made,
    side_pots_open_to_all,
    state_method,
    straddle_raises_by_the_big_blind,
    ties_not_shared,
    uncalled_bet_kept,
)
from harness.poker_room.mutants.stud_patches import showdown_value_over

GAME = "deuce-to-seven-single-draw"  # the registry name (harness.registry) of the game whose hands change


def standard_reversed(cards: Sequence[int]) -> int:
    """The standard high ranking turned upside down, the wheel a five-high straight (a fault)."""
    return -high_value(tuple(cards))


def unsuited(cards: Sequence[int]) -> int:
    """The deuce-to-seven value of the same ranks read as if of more than one suit: no flush."""
    first = cards[0]
    moved = first - first % 4 + (first % 4 + 1) % 4  # the first card's rank in the next suit
    return deuce_to_seven_value((moved, *cards[1:]))


_MUTANTS = (
    # The draw (ND-3.6, ND-1.1).
    Mutant(
        name="nd_button_draws_first",
        description="the button draws first instead of the first seat to its left",
        clauses=("ND-3.6",),
        patches=(state_method(GAME, "_begin_draw", draw_from_the_button),),
    ),
    Mutant(
        name="nd_all_in_players_do_not_draw",
        description="a player who is all-in keeps the cards held and does not draw",
        clauses=("ND-3.6", "ND-3.5"),
        patches=(state_method(GAME, "_begin_draw", all_in_players_do_not_draw),),
    ),
    Mutant(
        name="nd_discards_are_live",
        description="a card thrown away may be dealt again while the stub still holds cards",
        clauses=("ND-3.6", "ND-1.1"),
        patches=(discards_live(GAME),),
    ),
    # No-limit sizes (ND-4.1, ND-4.2), the short big blind (ND-2.3), straddles and antes (ND-2.4).
    Mutant(
        name="nd_min_raise_ignored",
        description="a raise may add any amount: the minimum raise is not enforced",
        clauses=("ND-4.1",),
        patches=(state_method(GAME, "min_raise_to", lambda state, original: state.max_bet + 1 if state.max_bet
                              else original()),),  # fmt: skip
    ),
    Mutant(
        name="nd_straddle_raised_by_the_big_blind",
        description="after a straddle a raise need add only the big blind, not the straddle",
        clauses=("ND-2.4", "ND-4.1"),
        patches=(state_method(GAME, "_post_forced_bets", straddle_raises_by_the_big_blind),),
    ),
    Mutant(
        name="nd_short_all_in_reopens",
        description="an all-in raise for less reopens the betting to players who have already acted",
        clauses=("ND-4.2",),
        patches=(state_method(GAME, "_wager", reopen_after_short_all_in),),
    ),
    Mutant(
        name="nd_short_big_blind_as_posted",
        description="a short big blind sets the amount to call at what it posted, whatever short_big_blind says",
        clauses=("ND-2.3",),
        patches=(rules_made(GAME, lambda rules: replace(rules, short_blind_as_posted=True)),),
    ),
    Mutant(
        name="nd_straddler_does_not_act_last",
        description="the first round starts left of the big blind even when a straddle was posted",
        clauses=("ND-2.4",),
        patches=(state_method(GAME, "_post_forced_bets", first_to_act_after_the_big_blind),),
    ),
    Mutant(
        name="nd_big_blind_ante_comes_back",
        description="an ante larger than the others' (a big-blind ante) comes back as an uncalled bet",
        clauses=("ND-2.4", "ND-2.2"),
        patches=(state_method(GAME, "_finish", dead_antes_come_back),),
    ),
    Mutant(
        name="nd_uncalled_bet_kept",
        description="the part of a bet nobody matched stays in the pot instead of going back to its owner",
        clauses=("ND-3.3",),
        patches=(state_method(GAME, "_finish", uncalled_bet_kept),),
    ),
    # The ranking (ND-5.1).
    Mutant(
        name="nd_wheel_is_a_straight",
        description="A-2-3-4-5 is read as a five-high straight, the Ace playing low",
        clauses=("ND-5.1",),
        patches=(showdown_value_over(GAME, standard_reversed, lambda value: describe_high(-value)),),
    ),
    Mutant(
        name="nd_flush_does_not_count",
        description="a flush does not count against a hand: five cards of one suit are read by their ranks",
        clauses=("ND-5.1",),
        patches=(showdown_value_over(GAME, unsuited, describe_deuce_to_seven),),
    ),
    # Pots, ties, odd chips and mucks (ND-6 to ND-7.1).
    Mutant(
        name="nd_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("ND-6", "ND-6.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="nd_tie_not_split",
        description="a pot tied between players goes whole to the first of them instead of being shared",
        clauses=("ND-6.2",),
        patches=(award(GAME, ties_not_shared),),
    ),
    Mutant(
        name="nd_odd_chip_to_the_wrong_seat",
        description="the odd chip of a split pot goes to the last tied winner in the stated order, not the first",
        clauses=("ND-6.3",),
        patches=(odd_chips_reversed(GAME),),
    ),
    Mutant(
        name="nd_muck_still_wins",
        description="a hand mucked at the showdown is played as if it had been shown",
        clauses=("ND-7.1",),
        patches=(mucks_ignored(GAME),),
    ),
)


DEUCE_TO_SEVEN_SINGLE_DRAW = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_deuce_to_seven_single_draw.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
