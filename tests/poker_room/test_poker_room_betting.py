"""The betting state machine: the verify_x / can_x / x trio, positions, sizes, and records."""

from __future__ import annotations

import dataclasses

import pytest

from harness.families.poker_room.betting import (
    BettingConfig,
    BettingState,
    IllegalAction,
    OperationKind,
    Street,
    Verb,
)
from harness.families.poker_room.games import Structure, room_game, table_rules

LIMIT = BettingConfig(structure=Structure.FIXED_LIMIT, small_blind=10, big_blind=20, small_bet=20, big_bet=40, cap=4)
NO_LIMIT = BettingConfig(structure=Structure.NO_LIMIT, small_blind=10, big_blind=20)


def state(
    stacks: list[int], *, button: int = 0, config: BettingConfig = NO_LIMIT, **interpretations: str
) -> BettingState:
    names = [chr(ord("A") + i) for i in range(len(stacks))]
    game = room_game("omaha-hi-lo-8" if config.structure is Structure.FIXED_LIMIT else "holdem")
    return BettingState(names=names, stacks=stacks, button=button, config=config,
                        rules=table_rules(game, interpretations))  # fmt: skip


def test_blinds_sit_left_of_the_button_and_action_starts_after_the_big_blind() -> None:
    s = state([1000] * 4, button=3)
    assert (s.small_blind_seat, s.big_blind_seat) == (0, 1)
    assert s.actor == 2
    assert [op.kind for op in s.log] == [OperationKind.SMALL_BLIND, OperationKind.BIG_BLIND]


def test_heads_up_the_button_posts_the_small_blind_and_acts_first() -> None:
    s = state([1000, 1000], button=0)
    assert (s.small_blind_seat, s.big_blind_seat) == (0, 1)
    assert s.actor == 0
    s.call(0)
    s.check(1)
    assert s.street is Street.FLOP and s.actor == 1  # the big blind acts first after the flop


def test_the_trio_agrees() -> None:
    s = state([1000] * 3, button=2)
    actor = s.actor
    assert actor == 2
    assert not s.can_check(actor)
    with pytest.raises(IllegalAction, match="cannot check: 20 to call"):
        s.verify_check(actor)
    assert s.can_call(actor) and s.can_fold(actor) and s.can_raise(actor, 40)
    assert not s.can_raise(actor, 39)
    with pytest.raises(IllegalAction, match="raise to 39 is below the minimum 40"):
        s.verify_raise(actor, 39)
    op = s.raise_to(actor, 40)
    assert (op.kind, op.seat, op.amount, op.to, op.full) == (OperationKind.RAISE, "C", 40, 40, True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        op.amount = 1  # type: ignore[misc]


def test_acting_out_of_turn_is_refused() -> None:
    s = state([1000] * 3, button=2)
    with pytest.raises(IllegalAction, match="acts out of turn"):
        s.verify_fold(0)


def test_no_limit_minimum_raise_follows_the_largest_raise() -> None:
    s = state([1000] * 3, button=2)
    s.raise_to(2, 100)  # a raise of 80
    assert s.min_raise_to() == 180
    assert s.raise_range(0) == (180, 1000)


def test_fixed_limit_raise_range_is_one_amount() -> None:
    s = state([1000] * 3, button=2, config=LIMIT)
    assert s.raise_range(2) == (40, 40)
    s.raise_to(2)
    assert s.raise_range(0) == (60, 60)


def test_the_cap_counts_the_big_blind_as_the_bet() -> None:
    s = state([1000] * 3, button=2, config=LIMIT)
    s.raise_to(2)
    s.raise_to(0)
    s.raise_to(1)
    assert s.raises == 4
    assert s.raise_range(2) is None
    with pytest.raises(IllegalAction, match="raise cap reached"):
        s.verify_raise(2)


def test_short_stack_big_blind_posts_all_in() -> None:
    s = state([1000, 15, 1000], button=2)
    big = s.log[-1]
    assert (big.kind, big.amount, big.all_in) == (OperationKind.BIG_BLIND, 15, True)
    assert s.max_bet == 20  # the full blind is the amount to call by default
    assert state([1000, 15, 1000], button=2, short_big_blind="as_posted").max_bet == 15


def test_an_uncalled_bet_is_returned_when_everyone_folds() -> None:
    s = state([1000] * 3, button=2)
    s.raise_to(2, 60)
    s.fold(0)
    s.fold(1)
    assert s.over and not s.showdown
    returned = [op for op in s.log if op.kind is OperationKind.UNCALLED]
    assert [(op.seat, op.amount) for op in returned] == [("C", 40)]
    assert s.committed == [10, 20, 20]


def test_all_in_everyone_runs_out_the_board() -> None:
    s = state([100, 200, 300], button=2)
    s.all_in(2)
    s.all_in(0)
    s.all_in(1)
    assert s.over and s.showdown and s.ran_out_from is Street.FLOP
    # C's 300 was matched only to 200: 100 comes back.
    assert s.committed == [100, 200, 200]


def test_all_in_for_less_is_a_call() -> None:
    s = state([1000, 1000, 30], button=1)
    # Button B, small blind C (30 chips), big blind A; B raises to 100, C is all-in for 30.
    s.raise_to(1, 100)
    op = s.all_in(2)
    assert (op.kind, op.amount, op.all_in) == (OperationKind.CALL, 20, True)


def test_act_dispatches_every_verb() -> None:
    s = state([1000] * 3, button=2, config=LIMIT)
    ops = [s.act(2, Verb.CALL), s.act(0, Verb.CALL), s.act(1, Verb.CHECK), s.act(0, Verb.BET), s.act(1, Verb.RAISE),
           s.act(2, Verb.FOLD), s.act(0, Verb.CALL)]  # fmt: skip
    assert [op.kind for op in ops] == [
        OperationKind.CALL, OperationKind.CALL, OperationKind.CHECK, OperationKind.BET, OperationKind.RAISE,
        OperationKind.FOLD, OperationKind.CALL,
    ]  # fmt: skip
    assert s.street is Street.TURN


def test_config_problems_name_the_field() -> None:
    bad = BettingConfig(structure=Structure.FIXED_LIMIT, small_blind=10, big_blind=30, small_bet=20, big_bet=40, cap=4)
    assert bad.problems()[0][0] == "blinds"
    assert BettingConfig(structure=Structure.NO_LIMIT, small_blind=30, big_blind=20).problems()[0][0] == "blinds"
