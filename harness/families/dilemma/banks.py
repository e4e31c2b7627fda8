"""The three banks (DH-13): used in order, an emptied bank never used again, payments in going to
the bank in use. A frozen value: each payment returns new banks, so a settlement that is refused
halfway changes nothing."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Banks:
    held: tuple[int, ...]  # each bank's chips, bank 1 first
    in_use: int = 0  # the bank payments come from and go to; len(held) once every bank is used up
    short: bool = False  # a payment out could not be made in full (DH-12.1)

    @classmethod
    def of(cls, held: tuple[int, ...]) -> Banks:
        """Banks as a table finds them: the first that holds chips is in use (earlier ones were emptied)."""
        in_use = next((i for i, chips in enumerate(held) if chips), len(held))
        return cls(held=held, in_use=in_use)

    @property
    def total(self) -> int:
        return sum(self.held)

    @property
    def available(self) -> int:
        """What the banks can still pay out: the bank in use and those after it (DH-12.1, DH-13)."""
        return sum(self.held[self.in_use :])

    def marked_short(self) -> Banks:
        """The banks after a payment they could not make in full (DH-12.1)."""
        return Banks(held=self.held, in_use=self.in_use, short=True)

    @property
    def exhausted(self) -> bool:
        """Every bank has been emptied."""
        return self.in_use >= len(self.held)

    def pay_out(self, amount: int) -> tuple[Banks, int]:
        """Pay `amount` from the bank in use, moving on to the next as each empties (DH-13); what
        the banks cannot pay is not paid and marks them short (DH-12.1)."""
        held, in_use, paid = list(self.held), self.in_use, 0
        while paid < amount and in_use < len(held):
            taken = min(held[in_use], amount - paid)
            held[in_use] -= taken
            paid += taken
            if held[in_use] == 0:
                in_use += 1
        return Banks(held=tuple(held), in_use=in_use, short=self.short or paid < amount), paid

    def pay_in(self, amount: int) -> Banks:
        """Chips paid to the bank go into the bank in use, which may then hold more than it started
        with (DH-13); with every bank used up, into the last one, which pays from them again until
        the hand ends (and with it the game)."""
        if not amount:
            return self
        held = list(self.held)
        in_use = min(self.in_use, len(held) - 1)
        held[in_use] += amount
        return Banks(held=tuple(held), in_use=in_use, short=self.short)
