"""A hypothesis state machine plays random actions, legal and illegal, through the betting engine.

Each step draws an action (any verb, any amount, sometimes the wrong seat) and checks it
against a separate statement of the rules kept by the machine from the operation log alone
(`Shadow`): a legal action must be accepted, an illegal one refused, and `can_x` must agree.
Invariants after every step: chips are conserved, no stack is negative, and once the hand is
over the pots add up to what was put in and awarding them hands out exactly that.

The shadow restates OHL-3.x / HE-3.x, HE-4.x and HE-5.x from the log, not from the engine's
internal counters: the big blind opens the round, full bets and raises count toward the cap,
a seat may raise again only when the wager level has risen by a full raise since it last acted.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from harness.families.poker_room.betting import (
    RECORD_VERBS,
    BettingConfig,
    BettingState,
    IllegalAction,
    Operation,
    OperationKind,
    Street,
    Verb,
)
from harness.families.poker_room.games import Structure, room_game, table_rules
from harness.families.poker_room.pots import award_pot, build_pots

EXAMPLES_RUN = {"machines": 0, "actions": 0, "accepted": 0, "refused": 0}


@dataclass
class Shadow:
    """The round's betting facts, rebuilt from the operation log after every action."""

    max_bet: int = 0
    full_level: int = 0
    increment: int = 0  # no limit: the largest full bet or raise of the round
    raises: int = 0
    last_level: dict[int, int] = field(default_factory=dict)  # seat -> (level + full raise) when it last acted


def shadow_of(log: list[Operation], names: tuple[str, ...], config: BettingConfig, *, fixed: bool) -> Shadow:
    seat = {name: i for i, name in enumerate(names)}
    shadow = Shadow(max_bet=config.big_blind, full_level=config.big_blind, increment=config.big_blind, raises=1)
    street = Street.PREFLOP
    for op in log:
        if op.kind is OperationKind.DEAL:
            street = op.street
            shadow = Shadow(increment=config.big_blind)
            continue
        unit = (config.small_bet if street <= Street.FLOP else config.big_bet) if fixed else 0
        if op.kind in (OperationKind.BET, OperationKind.RAISE):
            if op.full:
                if not fixed:
                    shadow.increment = max(shadow.increment, op.to - shadow.max_bet)
                shadow.full_level = op.to
                shadow.raises += 1
            shadow.max_bet = op.to
        if op.kind in (OperationKind.BET, OperationKind.RAISE, OperationKind.CALL, OperationKind.CHECK):
            shadow.last_level[seat[op.seat]] = shadow.max_bet + (unit if fixed else shadow.increment)
    return shadow


class BettingMachine(RuleBasedStateMachine):
    state: BettingState
    total: int

    @initialize(
        players=st.integers(min_value=2, max_value=7),
        structure=st.sampled_from(list(Structure)),
        stacks=st.lists(st.integers(min_value=1, max_value=400), min_size=7, max_size=7),
        button=st.integers(min_value=0, max_value=6),
        ante=st.sampled_from([0, 0, 5]),
        heads_up_cap=st.sampled_from(["lifted", "kept"]),
    )
    def deal(self, players: int, structure: Structure, stacks: list[int], button: int, ante: int,
             heads_up_cap: str) -> None:  # fmt: skip
        EXAMPLES_RUN["machines"] += 1
        fixed = structure is Structure.FIXED_LIMIT
        self.config = BettingConfig(structure=structure, small_blind=10, big_blind=20, ante=ante,
                                    small_bet=20 if fixed else 0, big_bet=40 if fixed else 0,
                                    cap=4 if fixed else 0)  # fmt: skip
        game = room_game("omaha-hi-lo-8" if fixed else "holdem")
        self.rules = table_rules(game, {"heads_up_cap": heads_up_cap})
        self.names = tuple(chr(ord("A") + i) for i in range(players))
        self.state = BettingState(names=self.names, stacks=stacks[:players], button=button % players,
                                  config=self.config, rules=self.rules)  # fmt: skip
        self.total = sum(stacks[:players])

    # -- the rules, restated ------------------------------------------------------------------------

    def legal(self, seat: int, verb: Verb, amount: int | None) -> bool:
        s = self.state
        if s.over or seat != s.actor:
            return False
        fixed = s.fixed
        owed = s.max_bet - s.bets[seat]
        stack = s.stacks[seat]
        most = s.bets[seat] + stack
        if verb in (Verb.BRING_IN, Verb.COMPLETE, Verb.DRAW, Verb.STAND_PAT):
            return False  # a board game with blinds has no bring-in, no completion and no draw
        if verb is Verb.FOLD:
            return True
        if verb is Verb.CHECK:
            return owed == 0
        if verb is Verb.CALL:
            return owed > 0
        if verb is Verb.ALL_IN:
            if most <= s.max_bet:
                return True
            verb, amount, all_in = (Verb.RAISE if s.max_bet else Verb.BET), most, True
        else:
            all_in = False
        if (verb is Verb.BET) != (s.max_bet == 0):
            return False
        if stack <= owed:
            return False
        others = [i for i in range(s.count) if i != seat and not s.folded[i] and s.stacks[i] > 0]
        if not all_in and not any(s.stacks[i] + s.bets[i] > s.max_bet for i in others):
            return False
        shadow = shadow_of(s.log, self.names, self.config, fixed=fixed)
        heads_up = len(others) + 1 <= 2 and self.rules.heads_up_cap_lifted
        if fixed and shadow.raises >= 4 and not heads_up:
            return False
        if s.max_bet < shadow.last_level.get(seat, 0):
            return False
        if fixed:
            unit = self.config.small_bet if s.street <= Street.FLOP else self.config.big_bet
            target = shadow.full_level + unit
            if amount is None:
                return most >= target
            return (amount == target and target <= most) or (amount == most and most < target)
        if amount is None or amount > most:
            return False
        minimum = s.max_bet + shadow.increment if s.max_bet else self.config.big_blind
        if self.config.structure is Structure.POT_LIMIT:
            # At most the call plus the pot after the call: everything in, this round's wagers included.
            pot_after_call = sum(s.committed) + owed
            if amount > max(s.max_bet + pot_after_call, minimum):
                return False
        return amount >= minimum or amount == most

    # -- one random action ------------------------------------------------------------------------------

    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        s = self.state
        if s.over:
            # Every action after the end is refused (e.g. all stacks went in with the blinds).
            verb = data.draw(st.sampled_from(RECORD_VERBS))
            assert not self.legal(0, verb, None)
            with pytest.raises(IllegalAction, match="the hand is over"):
                s.act(0, verb, None)
            return
        actor = s.actor
        assert actor is not None
        seat = actor if data.draw(st.integers(0, 9)) else data.draw(st.integers(0, s.count - 1))
        verb = data.draw(st.sampled_from(RECORD_VERBS))
        most = s.bets[seat] + s.stacks[seat]
        amount = None
        if verb in (Verb.BET, Verb.RAISE):
            amount = data.draw(
                st.one_of(
                    st.none(),
                    st.integers(1, most + 40),
                    st.sampled_from([r for r in (s.raise_range(seat) or ()) if r])
                    if s.raise_range(seat)
                    else st.none(),
                )
            )
        expected = self.legal(seat, verb, amount)
        can = {
            Verb.FOLD: lambda: s.can_fold(seat),
            Verb.CHECK: lambda: s.can_check(seat),
            Verb.CALL: lambda: s.can_call(seat),
            Verb.BET: lambda: s.can_bet(seat, amount),
            Verb.RAISE: lambda: s.can_raise(seat, amount),
            Verb.ALL_IN: lambda: s.can_all_in(seat),
            Verb.BRING_IN: lambda: s.can_bring_in(seat),
            Verb.COMPLETE: lambda: s.can_complete(seat),
            Verb.DRAW: lambda: s.can_draw(seat),
            Verb.STAND_PAT: lambda: s.can_draw(seat),
        }[verb]()
        assert can == expected, (
            f"can_{verb} says {can}, the rules say {expected} for {self.names[seat]} {verb} {amount}"
        )
        EXAMPLES_RUN["actions"] += 1
        try:
            s.act(seat, verb, amount)
        except IllegalAction:
            assert not expected, f"a legal {verb} {amount} by {self.names[seat]} was refused"
            EXAMPLES_RUN["refused"] += 1
        else:
            assert expected, f"an illegal {verb} {amount} by {self.names[seat]} was accepted"
            EXAMPLES_RUN["accepted"] += 1

    # -- invariants ------------------------------------------------------------------------------------------

    @invariant()
    def chips_are_conserved(self) -> None:
        s = self.state
        assert sum(s.stacks) + sum(s.committed) == self.total

    @invariant()
    def no_negative_amounts(self) -> None:
        s = self.state
        assert min(s.stacks) >= 0 and min(s.committed) >= 0
        assert all(0 <= bet <= put for bet, put in zip(s.bets, s.committed, strict=True))

    @invariant()
    def pots_add_up_once_the_hand_is_over(self) -> None:
        s = self.state
        if not s.over:
            return
        pots = build_pots(s.committed, s.folded)
        assert sum(p.amount for p in pots) == sum(s.committed)
        assert all(p.eligible and not any(s.folded[i] for i in p.eligible) for p in pots)
        ordered = sorted(s.bets, reverse=True)
        assert ordered[0] <= ordered[1]  # the uncalled part of the last round's wagers came back (antes are dead)
        live = [i for i in range(s.count) if not s.folded[i]]
        high = {i: (i * 7919) % 13 for i in live} if s.showdown else None
        low = {i: ((i * 31) % 5 or None) for i in live} if s.showdown else None
        paid = 0
        for index, pot in enumerate(pots):
            award = award_pot(index, pot, high=high, low=low, order=sorted, rules=self.rules)
            paid += sum(award.awards().values())
        assert paid == sum(s.committed)


BettingMachine.TestCase.settings = settings(
    max_examples=100, stateful_step_count=40, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
test_betting_state_machine = BettingMachine.TestCase


@pytest.mark.slow
def test_betting_state_machine_long() -> None:
    """The same machine for 1,000 more hands, longer ones (run in the slow suite)."""
    from hypothesis.stateful import run_state_machine_as_test

    run_state_machine_as_test(
        BettingMachine,
        settings=settings(
            max_examples=1000, stateful_step_count=60, deadline=None, suppress_health_check=[HealthCheck.too_slow]
        ),  # fmt: skip
    )
