"""The four games' cards (AP-10 to AP-13.1): the value of a shown hand and who owns a round.

The poker hands are the poker room's: the best five of seven (`evaluation.holdem_high_value`,
Hold'em and Stud), five cards looked up (`lookups.high_value`, Draw); the best open cards of a
Stud round are the room's `best_high_showing` opening key (harness.families.poker_room.opening). Only the
Black Jack count is this module's own. A value is an int, greater is better, so a showdown is
an integer comparison whatever the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.core.cards import DECK
from harness.families.poker_room.evaluation import holdem_high_value
from harness.families.poker_room.games import Opening
from harness.families.poker_room.lookups import describe_high, high_rank, high_value
from harness.families.poker_room.opening import OPENINGS, SUIT_ORDER

ACE, TEN = 14, 10
#: How many of a Stud player's cards (in deal order) are open by each round: cards 3 to 6.
STUD_UP = slice(2, 6)


@dataclass(frozen=True, slots=True, kw_only=True)
class Readings:
    """The interpretations the card rules read (rules_spec/arcade_poker.yaml)."""

    stud_owner_tie: str = "highest_suit"
    blackjack_owner_card: str = "rank_then_suit"
    blackjack_deal: str = "one_down_one_up"
    blackjack_natural: str = "beats_other_21"
    blackjack_all_bust: str = "lowest_total_wins"
    draw_limit: str = "any"

    @classmethod
    def of(cls, chosen: dict[str, str]) -> Readings:
        return cls(**{name: chosen[name] for name in cls.__dataclass_fields__ if name in chosen})


# -- poker hands ---------------------------------------------------------------------------


def poker_value(cards: Sequence[int]) -> int:
    """The best five of five to seven cards (AP-10, AP-11, AP-12)."""
    return high_value(cards) if len(cards) == 5 else holdem_high_value(cards)


def describe_poker(value: int) -> str:
    return describe_high(value)


def poker_category(value: int) -> str:
    """The jackpot name of a poker hand (harness.families.arcade.rules.JACKPOT_HANDS) or its category."""
    rank = high_rank(value)
    if rank.is_royal:
        return "royal_flush"
    return rank.category.name.lower()


# -- Black Jack ------------------------------------------------------------------------------


def card_count(card: int) -> int:
    """A card's Black Jack count, an ace as 11 (AP-13)."""
    rank = DECK[card].rank
    return 11 if rank == ACE else min(rank, TEN)


def blackjack_total(cards: Sequence[int]) -> int:
    """The total: aces count 11 unless that busts the hand, then 1 (AP-13)."""
    total = sum(card_count(c) for c in cards)
    aces = sum(1 for c in cards if DECK[c].rank == ACE)
    while total > 21 and aces:
        total -= 10
        aces -= 1
    return total


def is_natural(cards: Sequence[int]) -> bool:
    """An ace and a ten-count card as the only two cards (AP-13.1)."""
    return len(cards) == 2 and blackjack_total(cards) == 21


def blackjack_value(cards: Sequence[int], readings: Readings) -> int:
    """Greater is better: any total of 21 or less above any bust; a natural above a drawn 21
    (blackjack_natural); among busts the lowest total, or all equal (blackjack_all_bust)."""
    total = blackjack_total(cards)
    if total > 21:
        return 0 if readings.blackjack_all_bust == "split_all" else 100 - total
    natural = is_natural(cards) and readings.blackjack_natural == "beats_other_21"
    return 100 + 2 * total + (1 if natural else 0)


def describe_blackjack(cards: Sequence[int]) -> str:
    total = blackjack_total(cards)
    if total > 21:
        return f"bust ({total})"
    return "Black Jack" if is_natural(cards) else f"{total}"


def blackjack_category(cards: Sequence[int]) -> str:
    suited = len({DECK[c].suit for c in cards}) == 1
    return "suited_blackjack" if is_natural(cards) and suited else "blackjack" if is_natural(cards) else "total"


# -- owners ----------------------------------------------------------------------------------

Key = tuple[object, ...]


def _highest_card(cards: Sequence[int]) -> tuple[int, int]:
    return max((DECK[c].rank, SUIT_ORDER[DECK[c].suit.value]) for c in cards)


def stud_open_cards(cards: Sequence[int], round_number: int) -> tuple[int, ...]:
    """The open cards a Stud player shows in a round: one in round 1, up to four from round 4."""
    return tuple(cards[STUD_UP][: min(round_number, 4)])


def stud_owner_key(open_cards: Sequence[int], seat: int, readings: Readings) -> Key:
    """The best open cards own the round (AP-3.4): the room's best-high-showing key, then the
    tie-break of stud_owner_tie (greater is better)."""
    key, _least_opens = OPENINGS[Opening.BEST_HIGH_SHOWING]
    if readings.stud_owner_tie == "first_seat":
        return (key(open_cards), -seat)
    return (key(open_cards), _highest_card(open_cards))


def blackjack_first_open(cards: Sequence[int], readings: Readings) -> int:
    return cards[0] if readings.blackjack_deal == "both_up" else cards[1]


def blackjack_owner_key(card: int, seat: int, readings: Readings) -> Key:
    """The best first open card owns the hand (AP-3.5), greater is better."""
    if readings.blackjack_owner_card == "count_then_seat":
        return (card_count(card), -seat)
    return (DECK[card].rank, SUIT_ORDER[DECK[card].suit.value])


def best_seat(keys: dict[int, Key]) -> int:
    """The seat with the greatest key (keys never tie: seats or suits separate them)."""
    return max(keys, key=lambda seat: keys[seat])
