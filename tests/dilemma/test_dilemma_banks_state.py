"""The three banks as a state machine (DH-13, DH-13.1): whatever is paid in and out, the banks hold
what they started with plus the difference, never go negative, and the blinds they set never fall."""

from __future__ import annotations

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from harness.families.dilemma.banks import Banks
from harness.families.dilemma.rules import house_rules

AMOUNTS = st.integers(min_value=0, max_value=80).map(lambda tens: tens * 10)


class BanksMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.banks = Banks.of(house_rules().banks)
        self.expected = self.banks.total
        self.big_blind = house_rules().blinds(self.banks.in_use)[1]

    @rule(amount=AMOUNTS)
    def pay_out(self, amount: int) -> None:
        before = self.banks.total
        self.banks, paid = self.banks.pay_out(amount)
        assert paid == min(amount, before)
        assert self.banks.short or paid == amount
        self.expected -= paid

    @rule(amount=AMOUNTS)
    def pay_in(self, amount: int) -> None:
        self.banks = self.banks.pay_in(amount)
        self.expected += amount

    @invariant()
    def chips_are_conserved(self) -> None:
        assert self.banks.total == self.expected
        assert min(self.banks.held) >= 0

    @invariant()
    def the_blinds_never_fall(self) -> None:
        big = house_rules().blinds(self.banks.in_use)[1]
        assert big >= self.big_blind
        self.big_blind = big

    @invariant()
    def an_emptied_bank_stays_empty(self) -> None:
        assert all(chips == 0 for chips in self.banks.held[: min(self.banks.in_use, len(self.banks.held) - 1)])


TestBanks = BanksMachine.TestCase
TestBanks.settings = settings(max_examples=40, stateful_step_count=25, deadline=None)
