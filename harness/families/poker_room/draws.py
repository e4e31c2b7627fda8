"""The draw of a draw game (deuce-to-seven, badugi): the cards each player holds after each draw.

The betting state (harness.families.poker_room.betting) knows only who draws when and how many cards; this
layer follows the cards a hand history shows, refusing a draw that cannot have happened: a card
thrown away that the player did not hold, a card dealt that another player holds, or a card
thrown away earlier dealt again while the stub still held cards (the discards are shuffled into
a new stub only once it is used up; one card is burned before each draw). A history that hides
some cards (an online room's `??`, a JSON seat whose cards are not given) is checked as far as
its known cards go.
"""

from __future__ import annotations

from harness.core.cards import DECK
from harness.families.poker_room.hand_history import DrawCards, HandRecord, HandRefused

#: The cards of the standard deck (a draw game is dealt from it).
DECK_SIZE = len(DECK)


class DrawnHands:
    """Each seat's cards as the draws change them (None where a card of the hand is not known)."""

    __slots__ = ("burns", "complete", "draw_street", "hands", "record", "seen")

    def __init__(self, record: HandRecord) -> None:
        self.record = record
        self.hands: list[tuple[int, ...] | None] = [seat.hole for seat in record.seats]
        self.seen: set[int] = {card for hand in self.hands for card in (hand or ())}
        # Every card dealt so far is known: then a redealt discard can be checked against the stub.
        self.complete = all(hand is not None for hand in self.hands)
        self.burns = 0
        self.draw_street = -1

    def draw(self, index: int, seat: int, discards: int, street: int) -> None:
        """Apply the draw of action `index`: `discards` cards thrown away and as many dealt."""
        if street != self.draw_street:
            self.draw_street = street
            self.burns += 1  # one card burned before each draw
        cards = (self.record.draws or {}).get(index)
        clause = self.record.rules.clauses.draw
        if cards is None:
            if discards:
                self.hands[seat] = None  # the cards are not shown: the hand is no longer known
                self.complete = False
            return
        self._check_discarded(index, seat, cards, clause)
        self._check_drawn(index, seat, cards, clause)
        held = self.hands[seat]
        if held is None or None in cards.discarded or None in cards.drawn:
            self.hands[seat] = None
            self.complete = False
        else:
            kept = [card for card in held if card not in cards.discarded]
            self.hands[seat] = (*kept, *(card for card in cards.drawn if card is not None))
        self.seen.update(card for card in cards.drawn if card is not None)

    def _check_discarded(self, index: int, seat: int, cards: DrawCards, clause: str) -> None:
        held = self.hands[seat]
        if len(set(cards.discarded) - {None}) != len([c for c in cards.discarded if c is not None]):
            raise HandRefused(f"actions[{index}]", f"a card is thrown away twice ({clause})")
        if held is None:
            return
        for card in cards.discarded:
            if card is not None and card not in held:
                shown = " ".join(str(DECK[c]) for c in held)
                raise HandRefused(f"actions[{index}]", f"{self.record.names[seat]} throws away {DECK[card]} but holds "
                                                       f"{shown} ({clause})")  # fmt: skip

    def _check_drawn(self, index: int, seat: int, cards: DrawCards, clause: str) -> None:
        no_card_twice = self.record.rules.clauses.no_card_twice
        kept = set(self.hands[seat] or ()) - set(cards.discarded)
        seen = set(self.seen)  # with the cards of this draw dealt before each one
        for card in cards.drawn:
            if card is None:
                continue
            for other, hand in enumerate(self.hands):
                if card in (kept if other == seat else (hand or ())):
                    raise HandRefused(f"actions[{index}]", f"{DECK[card]} is dealt to {self.record.names[seat]} but "
                                                           f"{self.record.names[other]} holds it ({no_card_twice})")
            dead = card in seen and self.record.rules.discards_dead
            if dead and self.complete and len(seen) + self.burns < DECK_SIZE:
                left = DECK_SIZE - len(seen) - self.burns
                raise HandRefused(f"actions[{index}]", f"{DECK[card]} was thrown away and is dealt again while the "
                                                       f"stub still holds {left} cards: the discards are shuffled "
                                                       f"only once it is used up ({clause})")  # fmt: skip
            seen.add(card)

    def check_shown(self) -> None:
        """A hand the history shows after the draws is the one the draws left, where both are known."""
        shown_holes = self.record.final_holes
        if shown_holes is None:
            return
        for seat, shown in enumerate(shown_holes):
            held = self.hands[seat]
            if shown is not None and held is not None and set(shown) != set(held):
                cards = " ".join(str(DECK[c]) for c in held)
                showing = " ".join(str(DECK[c]) for c in shown)
                raise HandRefused(f"seats[{seat}]", f"{self.record.names[seat]} shows {showing} but holds {cards} "
                                                    f"after the draws ({self.record.rules.clauses.draw})")  # fmt: skip

    def final(self, seat: int) -> tuple[int, ...] | None:
        """The seat's hand after the last draw: what the history shows at the showdown, else what
        the draws leave when every card of them is known."""
        shown = self.record.final_holes[seat] if self.record.final_holes is not None else None
        return shown if shown is not None else self.hands[seat]
