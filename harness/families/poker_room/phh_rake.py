"""A posted rake schedule (harness.families.poker_room.rake) as the audit's rake rule for PHH hands."""

from __future__ import annotations

from pathlib import Path

from harness.families.poker_room.betting import BettingState, Street
from harness.families.poker_room.hand_audit import RakeRule
from harness.families.poker_room.phh import PhhHand
from harness.families.poker_room.pots import Pot
from harness.families.poker_room.rake import (
    PotFacts,
    RakeSchedule,
    expected_rake,
    load_rake_schedule,
    rake_schedule_path,
)


def rake_rule_of(schedule_file: Path | str) -> RakeRule:
    """The rule that takes a schedule's rake from each pot of a hand (a path, or a name of
    rake_schedules/)."""
    schedule = load_rake_schedule(rake_schedule_path(str(schedule_file)))
    return schedule_rule(schedule)


def schedule_rule(schedule: RakeSchedule) -> RakeRule:
    return ScheduleRule(schedule)


class ScheduleRule:
    """The rake rule of a posted schedule; `schedule` is what the no-limit Hold'em engine of
    phh_fast reads to take the same rake (harness.families.poker_room.rake.expected_rake, from the same facts)."""

    __slots__ = ("schedule",)

    def __init__(self, schedule: RakeSchedule) -> None:
        self.schedule = schedule

    def __call__(self, pots: tuple[Pot, ...], state: BettingState,
                 hand: PhhHand) -> tuple[tuple[int, ...], tuple[str, ...]]:  # fmt: skip
        config = hand.record.config
        forced = config.forced_bets
        big_blind = (forced[1] if len(forced) > 1 and forced[1] else max(forced)) if forced else config.big_blind
        reached = state.street if state.ran_out_from is None else state.last_street  # dealt out to the last round
        facts = PotFacts(
            pots=tuple(pot.amount for pot in pots),
            chip_value=hand.unit,
            big_blind=big_blind,
            players_dealt=state.count,
            flop_dealt=reached > Street.PREFLOP,
            streets_dealt=int(reached) + 1,
        )
        taken = expected_rake(self.schedule, facts)
        return tuple(take.rake + take.jackpot for take in taken.pots), taken.clauses
