"""Rule mutants of Limit Omaha Hi-Lo, eight or better (rules_spec/omaha_hi_lo_8.yaml).

Each mutant is one plausible misreading of one OHL clause: hand making with other than exactly
two hole cards (OHL-4), an eight-or-better low read wrongly (OHL-4.2), the split and its odd chips
(OHL-6.3 to OHL-6.5), side pots (OHL-5) and the limit betting (OHL-3.2 to OHL-3.6). They change
Omaha's hands only (harness.poker_room.mutants.room_patches), so the Hold'em suite, on the same betting and
pot engine, is untouched; features/omaha_hi_lo/ must fail on every one
(`tablecert mutants omaha-hi-lo-8`).
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from harness.mutants.catalogue import GameMutants, Mutant
from harness.poker_room.mutants.room_patches import (
    any_five,
    award,
    clear_caches,
    first_to_act_after_the_big_blind,
    hole_and_board,
    is_straight_or_flush,
    low_mask,
    lows_ranked_by,
    mucks_ignored,
    odd_chips_reversed,
    omaha_high,
    omaha_low,
    reopen_after_short_all_in,
    rules_made,
    side_pots_open_to_all,
    state_method,
    ties_not_shared,
)
from harness.poker_room.betting import Street

GAME = "omaha-hi-lo-8"  # the registry name (harness.registry) of the game whose hands change


def _ranks_from_the_bottom(mask: int) -> tuple[int, ...]:
    """A low's ranks from the lowest up: compared this way, 8-4-3-2-A beats 7-6-4-3-2."""
    return tuple(bit + 1 for bit in range(9) if mask >> bit & 1)


def _no_straight_or_flush(five: tuple[int, ...]) -> int | None:
    return None if is_straight_or_flush(five) else low_mask(five)


_MUTANTS = (
    # Exactly two hole cards and three board cards (OHL-4).
    Mutant(
        name="ohl_one_hole_card_plays",
        description="a high hand may also be one hole card with four board cards",
        clauses=("OHL-4",),
        patches=omaha_high(GAME, hole_and_board(1)),
    ),
    Mutant(
        name="ohl_three_hole_cards_play",
        description="a high hand may also be three hole cards with two board cards",
        clauses=("OHL-4",),
        patches=omaha_high(GAME, hole_and_board(3)),
    ),
    Mutant(
        name="ohl_low_from_any_five_cards",
        description="a low may be any five of the nine cards, not exactly two hole and three board cards",
        clauses=("OHL-4", "OHL-4.3"),
        patches=omaha_low(low_mask, any_five),
    ),
    # The eight-or-better low (OHL-4.2).
    Mutant(
        name="ohl_nine_makes_a_low",
        description="a nine plays in a low: nine-or-better instead of eight-or-better",
        clauses=("OHL-4.2",),
        patches=omaha_low(partial(low_mask, highest=9), hole_and_board(2)),
    ),
    Mutant(
        name="ohl_straight_or_flush_spoils_a_low",
        description="five low cards that make a straight or a flush are no low",
        clauses=("OHL-4.2",),
        patches=omaha_low(_no_straight_or_flush, hole_and_board(2)),
    ),
    Mutant(
        name="ohl_lows_compared_from_the_bottom",
        description="two lows are compared from their lowest card up, not from their highest card down",
        clauses=("OHL-4.2",),
        patches=(award(GAME, lows_ranked_by(_ranks_from_the_bottom)),),
    ),
    # The split (OHL-5, OHL-6.3 to OHL-6.5).
    Mutant(
        name="ohl_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("OHL-5", "OHL-5.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="ohl_tied_half_not_shared",
        description="a half tied between players goes whole to the first of them instead of being shared",
        clauses=("OHL-6.3",),
        patches=(award(GAME, ties_not_shared),),
    ),
    Mutant(
        name="ohl_odd_chip_to_the_low_half",
        description="the odd chip of a split pot goes to the low half, whatever odd_chip_half says",
        clauses=("OHL-6.4",),
        patches=(rules_made(GAME, lambda rules: replace(rules, odd_chip_to_high=False)),),
    ),
    Mutant(
        name="ohl_odd_chip_to_the_wrong_seat",
        description="an odd chip within a half goes to the last tied winner in the stated order, not the first",
        clauses=("OHL-6.5",),
        patches=(odd_chips_reversed(GAME),),
    ),
    # Limit betting (OHL-3.2 to OHL-3.6).
    Mutant(
        name="ohl_turn_bet_is_a_small_bet",
        description="bets on the turn are one small bet: the big bet starts on the river",
        clauses=("OHL-3.2",),
        patches=(
            state_method(
                GAME,
                "_unit_for",
                lambda state, unit_for, street: state.config.small_bet if street is Street.TURN else unit_for(street),
            ),
        ),
    ),
    Mutant(
        name="ohl_raise_cap_ignored",
        description="a round allows any number of raises: the cap of one bet and three raises is not enforced",
        clauses=("OHL-3.3",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: False),),
    ),
    Mutant(
        name="ohl_cap_kept_heads_up",
        description="the cap binds heads-up too, whatever heads_up_cap says",
        clauses=("OHL-3.4",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: state.fixed),),
    ),
    Mutant(
        name="ohl_short_all_in_reopens_betting",
        description="an all-in raise for less reopens the betting to players who have already acted",
        clauses=("OHL-3.6",),
        patches=(state_method(GAME, "_wager", reopen_after_short_all_in),),
    ),
    Mutant(
        name="ohl_extra_blind_does_not_act_last",
        description="action before the flop starts left of the big blind even when a new player posted a blind",
        clauses=("OHL-2.4",),
        patches=(state_method(GAME, "_post_forced_bets", first_to_act_after_the_big_blind),),
    ),
    Mutant(
        name="ohl_muck_still_wins",
        description="a hand mucked at the showdown is played as if it had been shown",
        clauses=("OHL-7.1",),
        patches=(mucks_ignored(GAME),),
    ),
)


OMAHA_HI_LO_8 = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_omaha_hi_lo.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
