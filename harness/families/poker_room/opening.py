"""Who opens a betting round when the cards showing decide it (stud, razz): the opener the betting
state asks for (`betting.Opener`), read from the up cards each seat was dealt.

The rule of each round is the game's data (`table.rounds[].opens`, harness.families.poker_room.games):
- `lowest_up_card`: the lowest up card brings in, aces high, a tie of ranks broken by suit, clubs
  lowest, then diamonds, hearts, spades (seven-card stud, stud high-low);
- `highest_up_card_aces_low`: the highest up card brings in, aces low (razz), ties by suit as above
  (spades highest);
- `best_high_showing`: the best high hand the up cards show opens (a pair above any unpaired cards,
  aces high; straights and flushes do not count among up cards), a tie going to the seat nearest
  the dealer's left;
- `best_low_showing`: the lowest ace-to-five hand showing opens (aces low, a pair worse than any
  unpaired cards), ties as above.

A history may hide an up card (`??`): then the cards cannot say who opens, and the opener is one of
the seat the known cards name and the seats whose cards are hidden; the betting state lets the one
the history shows acting open, and refuses any other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from harness.core.cards import DECK
from harness.families.poker_room.betting import Opener, Street
from harness.families.poker_room.games import Opening, RoomGame
from harness.families.poker_room.hand_history import HandRecord
from harness.families.poker_room.lowball import ace_low

#: A suit's place when up cards of one rank are compared: clubs lowest, spades highest.
SUIT_ORDER = {"c": 0, "d": 1, "h": 2, "s": 3}

Key = tuple[object, ...]


def _card_key(card: int, *, aces_low: bool) -> Key:
    shown = DECK[card]
    rank = ace_low(shown.rank) if aces_low else shown.rank
    return (rank, SUIT_ORDER[shown.suit.value])


def _hand_key(cards: Sequence[int], *, aces_low: bool) -> Key:
    """The hand up cards show: how the ranks group (more of a kind is more), then the ranks, the
    sets' before the single cards', highest first."""
    counts: dict[int, int] = {}
    for card in cards:
        rank = DECK[card].rank
        rank = ace_low(rank) if aces_low else rank
        counts[rank] = counts.get(rank, 0) + 1
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    return (tuple(count for _, count in groups), tuple(rank for rank, _ in groups))


#: Each card opening: the key of a seat's up cards, and whether the least key (else the greatest) opens.
OPENINGS: dict[Opening, tuple[Callable[[Sequence[int]], Key], bool]] = {
    Opening.LOWEST_UP_CARD: (lambda cards: _card_key(cards[-1], aces_low=False), True),
    Opening.HIGHEST_UP_CARD_ACES_LOW: (lambda cards: _card_key(cards[-1], aces_low=True), False),
    Opening.BEST_HIGH_SHOWING: (lambda cards: _hand_key(cards, aces_low=False), False),
    Opening.BEST_LOW_SHOWING: (lambda cards: _hand_key(cards, aces_low=True), True),
}


def opening_rule(game: RoomGame, opens: Opening) -> tuple[Callable[[Sequence[int]], Key], bool]:
    """How a round of `game` opened by `opens` reads the up cards: the key, and whether the least
    key opens (the rule mutants patch this name)."""
    return OPENINGS[opens]


def nearest_the_dealer(game: RoomGame, tied: Sequence[int]) -> int:
    """Of seats whose up cards tie, in order from the dealer's left, the one that opens."""
    return tied[0]


def dealt_cards(record: HandRecord, seat: int) -> tuple[int | None, ...]:
    """The cards a seat was dealt, in the order dealt (None where a history hides one)."""
    if record.dealt is not None and record.dealt[seat] is not None:
        return record.dealt[seat] or ()
    return record.seats[seat].hole or ()


def card_opener(record: HandRecord) -> Opener | None:
    """The opener of every round of the hand the cards showing decide; None when no round is."""
    if not record.game.opened_by_cards:
        return None
    return opener_of(record.game, record.button, [dealt_cards(record, seat) for seat in range(len(record.seats))])


def opener_of(game: RoomGame, button: int, cards: Sequence[Sequence[int | None]]) -> Opener | None:
    """The opener of the rounds the cards showing decide, from each seat's cards in the order
    dealt (None where hidden); None when no round of the game is opened by the cards."""
    plan = game.plan
    if not game.opened_by_cards:
        return None
    ups = game.up_positions()
    held_by = game.cards_by_round()
    count = len(cards)

    def position(seat: int) -> int:
        return (seat - button - 1) % count

    def opener(street: Street, live: tuple[int, ...]) -> Sequence[int]:
        key_of, least = opening_rule(game, plan[street].opens)
        showing = [p for p in ups if p < held_by[street]]
        known: list[tuple[Key, int]] = []
        hidden: list[int] = []
        for seat in sorted(live, key=position):
            held = cards[seat]
            shown = [held[p] if p < len(held) else None for p in showing]
            if None in shown:
                hidden.append(seat)
            else:
                known.append((key_of([c for c in shown if c is not None]), seat))
        if not known:
            return tuple(hidden)
        best = min(key for key, _ in known) if least else max(key for key, _ in known)
        first = nearest_the_dealer(game, [seat for key, seat in known if key == best])
        return (first, *hidden)

    return opener
