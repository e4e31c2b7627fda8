"""Caribbean Stud on the fast stud simulator (harness.families.lunar.analysis.stud_fast): its tables from the
game's settings, and a rules_spec strategy's decisions.

The simulator holds no rule: the outcome rows come from rules_spec/caribbean_stud.yaml's
switches (harness.families.lunar.pay_schedule), and a strategy file is asked once per hand class and
upcard rank through the strategy engine (harness.families.lunar.strategy).
"""

from __future__ import annotations

from harness.core.cards import Card
from harness.families.lunar.analysis.stud_fast import DecisionTable, SettlementTables, decision_table
from harness.families.lunar.game import TableRules
from harness.families.lunar.pay_schedule import stud_settlement_tables
from harness.families.lunar.round import Decision
from harness.families.lunar.strategy import GameStrategy
from harness.spec.errors import UsageError


def settlement_tables(rules: TableRules) -> SettlementTables:
    """Tabulate a game of the family that plays like Caribbean Stud: Ante, then raise or fold,
    the Raise paid by its best line. Refuses games with anything else to decide or settle."""
    return stud_settlement_tables(rules)


def strategy_decisions(strategy: GameStrategy, source: str) -> DecisionTable:
    """A rules_spec strategy's decisions, asked once per hand class and upcard rank; a rule that
    draws is refused (Caribbean Stud only raises or folds)."""

    def raises(hand: tuple[Card, ...], upcard: Card) -> bool:
        choice = strategy.first_decision(hand, upcard)
        if choice.action not in (Decision.PLAY, Decision.FOLD):
            raise UsageError(
                f"{source}: rule {choice.rule} chooses {choice.action}; Caribbean Stud only raises or folds"
            )
        return choice.action is Decision.PLAY

    return decision_table(raises, source)
