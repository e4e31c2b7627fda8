"""Rule mutants of Texas Hold'em, fixed limit and no limit (rules_spec/holdem.yaml).

Each mutant is one plausible misreading of one HE clause: the no-limit minimum raise and short
all-ins (HE-5.1, HE-5.2), the fixed-limit sizes and cap (HE-4 to HE-4.3), hand making (HE-6),
pots, ties and odd chips (HE-7 to HE-7.3) and uncalled bets (HE-3.3). They change Hold'em's hands
only (harness.poker_room.mutants.room_patches), so the Omaha Hi-Lo suite, on the same betting and pot
engine, is untouched; features/holdem/ must fail on every one (`tablecert mutants holdem`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import combinations
from typing import Any

from harness.mutants.catalogue import GameMutants, Mutant
from harness.poker_room.mutants.room_patches import (
    Five,
    award,
    clear_caches,
    dead_antes_come_back,
    first_to_act_after_the_big_blind,
    mucks_ignored,
    straddle_raises_by_the_big_blind,
    holdem_high,
    odd_chips_reversed,
    reopen_after_short_all_in,
    side_pots_open_to_all,
    state_method,
    ties_not_shared,
    uncalled_bet_kept,
)
from harness.poker_room.betting import BettingState, Street

GAME = "holdem"  # the registry name (harness.registry) of the game whose hands change


def _raise_to_at_least(rule: Callable[[BettingState], int]) -> Callable[..., int]:
    """`min_raise_to` facing a bet read by `rule`; the opening bet (the big blind) is kept."""

    def min_raise_to(state: BettingState, original: Callable[[], int]) -> int:
        return rule(state) if state.max_bet else original()

    return min_raise_to


def _in_structure(fixed: bool, change: Callable[..., Any]) -> Callable[..., Any]:
    """A change for fixed-limit (True) or no-limit (False) hands only."""

    def changed(state: BettingState, original: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        if state.fixed is fixed:
            return change(state, original, *args, **kwargs)
        return original(*args, **kwargs)

    return changed


def _short_all_in_sets_min_raise(state: BettingState, wager: Callable[..., None], *args: Any) -> None:
    """`_wager` where a short all-in's own increment becomes the minimum raise (it must not change it)."""
    to, full = args[2], args[4]  # _wager(seat, kind, to, all_in, full)
    before, street = state.max_bet, state.street
    wager(*args)
    if not full and not state.over and state.street is street:
        state.min_raise = to - before


def _with_a_hole_card(cards: Sequence[int]) -> Iterable[Five]:
    """The fives of hole (the first two) and board cards that hold at least one hole card."""
    for picked in combinations(range(len(cards)), 5):
        if picked[0] < 2:
            yield tuple(cards[i] for i in picked)


_MUTANTS = (
    # No-limit sizes (HE-5.1, HE-5.2).
    Mutant(
        name="he_min_raise_ignored",
        description="a no-limit raise may add any amount: the minimum raise is not enforced",
        clauses=("HE-5.1",),
        patches=(state_method(GAME, "min_raise_to", _raise_to_at_least(lambda state: state.max_bet + 1)),),
    ),
    Mutant(
        name="he_min_raise_doubles_the_bet",
        description="a no-limit raise goes to at least twice the bet faced, not the bet plus the largest raise",
        clauses=("HE-5.1",),
        patches=(state_method(GAME, "min_raise_to", _raise_to_at_least(lambda state: 2 * state.max_bet)),),
    ),
    Mutant(
        name="he_short_all_in_reopens_no_limit",
        description="a no-limit all-in raise for less reopens the betting to players who have already acted",
        clauses=("HE-5.2",),
        patches=(state_method(GAME, "_wager", _in_structure(False, reopen_after_short_all_in)),),
    ),
    Mutant(
        name="he_short_all_in_sets_min_raise",
        description="a no-limit all-in raise for less makes its own increment the minimum raise",
        clauses=("HE-5.2",),
        patches=(state_method(GAME, "_wager", _in_structure(False, _short_all_in_sets_min_raise)),),
    ),
    # Fixed-limit sizes and the cap (HE-4 to HE-4.3).
    Mutant(
        name="he_turn_bet_is_a_small_bet",
        description="fixed-limit bets on the turn are one small bet: the big bet starts on the river",
        clauses=("HE-4",),
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
        name="he_raise_cap_ignored",
        description="a fixed-limit round allows any number of raises: the cap is not enforced",
        clauses=("HE-4.1",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: False),),
    ),
    Mutant(
        name="he_cap_kept_heads_up",
        description="the fixed-limit cap binds heads-up too, whatever heads_up_cap says",
        clauses=("HE-4.2",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: state.fixed),),
    ),
    Mutant(
        name="he_short_all_in_reopens_limit",
        description="a fixed-limit all-in raise for less reopens the betting to players who have already acted",
        clauses=("HE-4.3",),
        patches=(state_method(GAME, "_wager", _in_structure(True, reopen_after_short_all_in)),),
    ),
    # Uncalled bets, hand making and pots (HE-3.3, HE-6, HE-7 to HE-7.3).
    Mutant(
        name="he_uncalled_bet_kept",
        description="the part of a bet nobody matched stays in the pot instead of going back to its owner",
        clauses=("HE-3.3",),
        patches=(state_method(GAME, "_finish", uncalled_bet_kept),),
    ),
    Mutant(
        name="he_hole_card_must_play",
        description="a hand must use at least one hole card: the five board cards alone do not play",
        clauses=("HE-6",),
        patches=holdem_high(_with_a_hole_card),
    ),
    Mutant(
        name="he_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("HE-7", "HE-7.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="he_tie_not_split",
        description="a pot tied between players goes whole to the first of them instead of being shared",
        clauses=("HE-7.2",),
        patches=(award(GAME, ties_not_shared),),
    ),
    # Straddles, per-seat antes and mucks (HE-2.4, HE-8.1).
    Mutant(
        name="he_straddle_raised_by_the_big_blind",
        description="after a straddle a raise need add only the big blind, not the straddle",
        clauses=("HE-2.4",),
        patches=(state_method(GAME, "_post_forced_bets", straddle_raises_by_the_big_blind),),
    ),
    Mutant(
        name="he_straddler_does_not_act_last",
        description="action before the flop starts left of the big blind even when a straddle was posted",
        clauses=("HE-2.4",),
        patches=(state_method(GAME, "_post_forced_bets", first_to_act_after_the_big_blind),),
    ),
    Mutant(
        name="he_big_blind_ante_comes_back",
        description="an ante larger than the others' (a big-blind ante) comes back as an uncalled bet",
        clauses=("HE-2.4", "HE-2.2"),
        patches=(state_method(GAME, "_finish", dead_antes_come_back),),
    ),
    Mutant(
        name="he_muck_still_wins",
        description="a hand mucked at the showdown is played as if it had been shown",
        clauses=("HE-8.1",),
        patches=(mucks_ignored(GAME),),
    ),
    Mutant(
        name="he_odd_chip_to_the_wrong_seat",
        description="the odd chip of a split pot goes to the last tied winner in the stated order, not the first",
        clauses=("HE-7.3",),
        patches=(odd_chips_reversed(GAME),),
    ),
)


HOLDEM = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_holdem.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
