"""Rule mutants of Omaha high, pot limit and fixed limit (rules_spec/omaha.yaml).

Each mutant is one plausible misreading of one OM clause: hand making with other than exactly
two hole cards (OM-6), a low half read into a high-only game (OM-7.1), the pot-limit sizes and
the minimum raise (OM-5 to OM-5.2), the fixed-limit sizes and cap (OM-4 to OM-4.3), uncalled
bets (OM-3.3) and the pots, ties and odd chips (OM-7 to OM-7.3). They change Omaha's hands only
(harness.poker_room.mutants.room_patches), so the other room games, on the same betting and pot
engine and, for Omaha Hi-Lo, the same way of making a hand, are untouched; features/omaha/ must
fail on every one (`tablecert mutants omaha`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from harness.mutants.catalogue import GameMutants, Mutant
from harness.poker_room.betting import BettingState, Street
from harness.poker_room.evaluation import omaha_board, omaha_low_value
from harness.poker_room.hand_history import HandRecord
from harness.poker_room.mutants.room_patches import (
    Reader,
    award,
    clear_caches,
    hole_and_board,
    odd_chips_reversed,
    omaha_high,
    reader,
    reopen_after_short_all_in,
    rules_made,
    side_pots_open_to_all,
    state_method,
    ties_not_shared,
    uncalled_bet_kept,
)

GAME = "omaha"  # the registry name (harness.registry) of the game whose hands change


def _in_structure(pot_limit: bool, change: Callable[..., Any]) -> Callable[..., Any]:
    """A change for pot-limit (True) or fixed-limit (False) hands only."""

    def changed(state: BettingState, original: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        if state.pot_limit is pot_limit:
            return change(state, original, *args, **kwargs)
        return original(*args, **kwargs)

    return changed


def _pot_to(rule: Callable[[BettingState, int], int]) -> Callable[..., int]:
    """`pot_raise_to` read by `rule(state, seat)` (never below the minimum raise)."""

    def pot_raise_to(state: BettingState, original: Callable[[int], int], seat: int) -> int:
        return max(rule(state, seat), state.min_raise_to())

    return pot_raise_to


def _whole_stack(state: BettingState, seat: int) -> int:
    return state.bets[seat] + state.stacks[seat]


def _pot_before_the_call(state: BettingState, seat: int) -> int:
    """The bet faced plus the pot before the call: the call's own chips left out."""
    return state.max_bet + sum(state.committed)


def _board_alone(hole: Sequence[int], board: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """The five board cards as a hand of their own, besides every two-and-three hand."""
    return (tuple(board),)


def _with_eight_or_better_lows(read: Reader, record: HandRecord, live: Sequence[int], describe: bool,
                               found: Any) -> None:  # fmt: skip
    """The high read as the game reads it, and an eight-or-better low read beside it."""
    read(record, live, describe, found)
    board = omaha_board(record.board)
    for seat in live:
        found.low[seat] = omaha_low_value(record.seats[seat].hole or (), board)


_MUTANTS = (
    # Exactly two hole cards and three board cards (OM-6).
    Mutant(
        name="om_one_hole_card_plays",
        description="a hand may also be one hole card with four board cards",
        clauses=("OM-6",),
        patches=omaha_high(GAME, hole_and_board(1)),
    ),
    Mutant(
        name="om_three_hole_cards_play",
        description="a hand may also be three hole cards with two board cards",
        clauses=("OM-6",),
        patches=omaha_high(GAME, hole_and_board(3)),
    ),
    Mutant(
        name="om_board_plays",
        description="the five board cards may play as a player's hand, as in Hold'em",
        clauses=("OM-6",),
        patches=omaha_high(GAME, _board_alone),
    ),
    Mutant(
        name="om_pot_split_with_a_low",
        description="the pot is split with the best eight-or-better low, as in Omaha Hi-Lo",
        clauses=("OM-7.1",),
        patches=(
            reader(GAME, _with_eight_or_better_lows),
            rules_made(GAME, lambda rules: replace(rules, hi_lo=True)),
        ),
    ),
    # Pot-limit sizes (OM-5 to OM-5.2).
    Mutant(
        name="om_pot_limit_ignored",
        description="a pot-limit bet or raise may go beyond the pot, up to the whole stack",
        clauses=("OM-5",),
        patches=(state_method(GAME, "pot_raise_to", _pot_to(_whole_stack)),),
    ),
    Mutant(
        name="om_pot_raise_without_the_call",
        description="a pot-size raise adds the pot as it stands before the call, not after it",
        clauses=("OM-5",),
        patches=(state_method(GAME, "pot_raise_to", _pot_to(_pot_before_the_call)),),
    ),
    Mutant(
        name="om_pot_without_the_rounds_wagers",
        description="the pot a raise may reach counts the earlier rounds only, not the blinds and wagers of this one",
        clauses=("OM-5",),
        patches=(
            state_method(GAME, "pot_raise_to", _pot_to(
                lambda state, seat: 2 * state.max_bet - state.bets[seat] + sum(state.committed) - sum(state.bets))),
        ),  # fmt: skip
    ),
    Mutant(
        name="om_min_raise_ignored",
        description="a pot-limit raise may add any amount: the minimum raise is not enforced",
        clauses=("OM-5.1",),
        patches=(
            state_method(GAME, "min_raise_to", _in_structure(
                True, lambda state, original: state.max_bet + 1 if state.max_bet else original())),
        ),  # fmt: skip
    ),
    Mutant(
        name="om_short_all_in_reopens_pot_limit",
        description="a pot-limit all-in raise for less reopens the betting to players who have already acted",
        clauses=("OM-5.2",),
        patches=(state_method(GAME, "_wager", _in_structure(True, reopen_after_short_all_in)),),
    ),
    # Fixed-limit sizes and the cap (OM-4 to OM-4.3).
    Mutant(
        name="om_turn_bet_is_a_small_bet",
        description="fixed-limit bets on the turn are one small bet: the big bet starts on the river",
        clauses=("OM-4",),
        patches=(
            state_method(
                GAME,
                "_unit_for",
                lambda state, unit_for, street: (
                    state.config.small_bet if state.fixed and street is Street.TURN else unit_for(street)
                ),
            ),
        ),
    ),
    Mutant(
        name="om_raise_cap_ignored",
        description="a fixed-limit round allows any number of raises: the cap is not enforced",
        clauses=("OM-4.1",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: False),),
    ),
    Mutant(
        name="om_cap_kept_heads_up",
        description="the fixed-limit cap binds heads-up too, whatever heads_up_cap says",
        clauses=("OM-4.2",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: state.fixed),),
    ),
    Mutant(
        name="om_short_all_in_reopens_limit",
        description="a fixed-limit all-in raise for less reopens the betting to players who have already acted",
        clauses=("OM-4.3",),
        patches=(state_method(GAME, "_wager", _in_structure(False, reopen_after_short_all_in)),),
    ),
    # Uncalled bets and pots (OM-3.3, OM-7 to OM-7.3).
    Mutant(
        name="om_uncalled_bet_kept",
        description="the part of a bet nobody matched stays in the pot instead of going back to its owner",
        clauses=("OM-3.3",),
        patches=(state_method(GAME, "_finish", uncalled_bet_kept),),
    ),
    Mutant(
        name="om_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("OM-7", "OM-7.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="om_tie_not_split",
        description="a pot tied between players goes whole to the first of them instead of being shared",
        clauses=("OM-7.2",),
        patches=(award(GAME, ties_not_shared),),
    ),
    Mutant(
        name="om_odd_chip_to_the_wrong_seat",
        description="the odd chip of a split pot goes to the last tied winner in the stated order, not the first",
        clauses=("OM-7.3",),
        patches=(odd_chips_reversed(GAME),),
    ),
)

OMAHA = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_omaha.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
