"""Agreement with the independent implementation (pokerkit), as measured by `certify`.

Three comparisons, from the smallest unit up:
1. every one of the 2,598,960 five-card hands: our high value and eight-or-better low against
   pokerkit's lookups, as orders (the same hands tie, the same hands win); for a game ranked on
   another deck, every five-card hand of that deck against pokerkit's lookup of it (the 376,992
   hands of the 36-card short deck against its `ShortDeckHoldemLookup`);
2. random deals of the game's deck: a player's best hand from hole and board cards (Hold'em any
   five of seven; Omaha exactly two and three, high and low; short deck any five of seven ranked
   on its deck) against pokerkit's `from_game`;
3. random whole hands: final stacks against pokerkit's state machine, under the readings that
   match pokerkit, with its known differences counted apart, each only when recomputing our
   awards its way (or a bound on it) gives pokerkit's stacks: it gives all the odd chips of a pot
   split three or more ways to the first winner (the rules: one chip each), merges pots before
   placing an odd chip, and halves a side pot none of whose players has a low (see
   tests/poker_room/test_poker_room_differential_slow.py).
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from itertools import combinations
from math import comb
from typing import Any

from harness.core.cards import DECK
from harness.core.decks import STANDARD_52, Deck
from harness.families.poker_room.betting import OperationKind
from harness.families.poker_room.evaluation import (
    deck_ranked_high_value,
    holdem_high_value,
    omaha_board,
    omaha_high_value,
    omaha_low_value,
)
from harness.families.poker_room.games import HandMaking, LowRule, RoomGame, Structure, game_rules
from harness.families.poker_room.hand_history import parse_hand
from harness.families.poker_room.lookups import CARD_PRIME, HIGH_CLASS_COUNT, high_value, low_value
from harness.families.poker_room.lowball import (
    ace_to_five_table,
    ace_to_five_value,
    any_five_low_value,
    badugi_value,
    deuce_to_seven_value,
)
from harness.families.poker_room.random_hands import random_hand
from harness.families.poker_room.reference import (
    PokerkitRefusal,
    pokerkit_deck,
    pokerkit_deck_high_entry,
    pokerkit_final_stacks,
    pokerkit_high_entry,
    pokerkit_high_hand,
    pokerkit_low_entry,
    require_pokerkit,
)
from harness.families.poker_room.settle import HandResult, settle_hand

Progress = Callable[[int, int], None]
POKERKIT_READINGS = {
    "short_big_blind": "as_posted", "limit_short_all_in": "on_top", "heads_up_cap": "kept",
    # pokerkit gives odd chips from its first player (the seat left of the button, or the first seat
    # of a stud table): a stud game's high card by suit is not its reading.
    "odd_chip_order": "left_of_button",
}  # fmt: skip


def pokerkit_readings(game: RoomGame) -> dict[str, str]:
    """The readings under which the game plays as pokerkit does: those of POKERKIT_READINGS the
    game has (a no-limit game has no cap to keep), and the ranking reading whose deck is the
    game's own (pokerkit ranks a short deck's straight above three of a kind)."""
    known = game_rules(game).interpretations
    readings = {name: option for name, option in POKERKIT_READINGS.items() if name in known}
    if game.ranking is not None:
        own = [option for option, deck in game.ranking.decks.items() if deck == game.deck]
        readings[game.ranking.interpretation] = own[0]
    return readings


def high_class_count(deck: Deck) -> int:
    """Distinct five-card high classes of a deck of r ranks, s straights, four suits, counted by
    category (7,462 on 52 cards, 1,404 on 36): an independent count of what the table derives."""
    r, s = len(deck.ranks), len(deck.straights)
    no_pair = comb(r, 5) - s
    return (no_pair + r * comb(r - 1, 3) + comb(r, 2) * (r - 2) + r * comb(r - 1, 2) + s + r * (r - 1)
            + no_pair + r * (r - 1) + s)  # fmt: skip


@dataclass(slots=True, kw_only=True)
class FiveCardAgreement:
    hands: int = 0
    high_classes: int = 0
    lows: int = 0
    high_order_equal: bool = False
    low_order_equal: bool = False
    mismatches: list[str] = field(default_factory=list)
    high_to_pk: dict[int, int] = field(default_factory=dict)
    low_to_pk: dict[int | None, int | None] = field(default_factory=dict)
    deck: str = "standard-52"  # the deck whose five-card hands were compared
    lows_compared: bool = True  # the eight-or-better low is of the 52 cards: compared on them only
    # A game read otherwise (razz's ace-to-five, deuce-to-seven, badugi): every hand's value in that
    # ranking against pokerkit's lookup of it (FIVE_CARD_RANKINGS).
    ranking: str = ""  # which, when compared
    ranking_to_pk: dict[int, int] = field(default_factory=dict)
    ranking_hands: int = 0
    ranking_classes: int = 0
    ranking_order_equal: bool | None = None  # None: not compared

    @property
    def agrees(self) -> bool:
        return (self.high_order_equal and (self.low_order_equal or not self.lows_compared) and not self.mismatches
                and self.ranking_order_equal is not False)  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        if self.deck == STANDARD_52.name:
            compared = ("every five-card hand: dense high value vs pokerkit StandardLookup entry; "
                        "eight-or-better low mask vs pokerkit EightOrBetterLookup entry")  # fmt: skip
        else:
            compared = f"every five-card hand of the {self.deck} deck: dense high value vs pokerkit's lookup of it"
        return {
            "compared": compared,
            "deck": self.deck,
            "hands": self.hands,
            "high_classes": self.high_classes,
            "lows": self.lows,
            "high_order_equal": self.high_order_equal,
            "low_order_equal": self.low_order_equal,
            "mismatches": self.mismatches[:20],
            "agrees": self.agrees,
        } | ({} if self.ranking_order_equal is None else {
            "ranking": self.ranking,
            "ranking_hands": self.ranking_hands,
            "ranking_classes": self.ranking_classes,
            "ranking_order_equal": self.ranking_order_equal,
        })  # fmt: skip


def compare_five_card_hands(progress: Progress | None = None, deck: Deck = STANDARD_52) -> FiveCardAgreement:
    """Every five-card hand of the deck, our order against pokerkit's (high; and the eight-or-better
    low on the 52 cards)."""
    if deck is not STANDARD_52:
        return _compare_deck_five_card_hands(progress, deck)
    require_pokerkit()
    pk = pokerkit_deck()
    result = FiveCardAgreement()
    pk_to_high: dict[int, int] = {}
    pk_to_low: dict[int | None, int | None] = {}
    for number, five in enumerate(combinations(range(52), 5), 1):
        pk_five = (pk[five[0]], pk[five[1]], pk[five[2]], pk[five[3]], pk[five[4]])
        mine, theirs = high_value(five), pokerkit_high_entry(pk_five)
        if result.high_to_pk.setdefault(mine, theirs) != theirs or pk_to_high.setdefault(theirs, mine) != mine:
            result.mismatches.append(f"high: {' '.join(str(DECK[i]) for i in five)}")
        mine_low, theirs_low = low_value(five), pokerkit_low_entry(pk_five)
        if (
            result.low_to_pk.setdefault(mine_low, theirs_low) != theirs_low
            or pk_to_low.setdefault(theirs_low, mine_low) != mine_low
        ):
            result.mismatches.append(f"low: {' '.join(str(DECK[i]) for i in five)}")
        if progress is not None and number % 100_000 == 0:
            progress(number, 2_598_960)
    result.hands = number
    high_order = [result.high_to_pk[v] for v in sorted(result.high_to_pk)]
    lows = sorted(m for m in result.low_to_pk if m is not None)
    low_order = [result.low_to_pk[m] for m in lows]
    result.high_classes, result.lows = len(high_order), len(lows)
    result.high_order_equal = high_order == sorted(set(high_order)) and len(high_order) == HIGH_CLASS_COUNT
    result.low_order_equal = low_order == sorted(set(x for x in low_order if x is not None)) and len(lows) == 56 \
        and result.low_to_pk.get(None, "absent") is None  # fmt: skip
    return result


def _compare_ranking(
    five: FiveCardAgreement, name: str, size: int, mine: Callable[[tuple[int, ...]], int],
    theirs: Callable[[tuple[Any, ...]], int], progress: Progress | None,
) -> FiveCardAgreement:  # fmt: skip
    """Every hand of `size` cards: our value (greater is better) against pokerkit's entry index
    (smaller is better in its low lookups), as orders: the same hands tie, the same hands win."""
    pk = pokerkit_deck()
    pk_to_mine: dict[int, int] = {}
    total = comb(52, size)
    number = 0
    for number, hand in enumerate(combinations(range(52), size), 1):
        value, entry = mine(hand), theirs(tuple(pk[i] for i in hand))
        if five.ranking_to_pk.setdefault(value, entry) != entry or pk_to_mine.setdefault(entry, value) != value:
            five.mismatches.append(f"{name}: {' '.join(str(DECK[i]) for i in hand)}")
        if progress is not None and number % 100_000 == 0:
            progress(number, total)
    order = [five.ranking_to_pk[v] for v in sorted(five.ranking_to_pk)]
    five.ranking, five.ranking_hands, five.ranking_classes = name, number, len(order)
    five.ranking_order_equal = order == sorted(set(order), reverse=True)
    return five


def compare_ace_to_five_hands(five: FiveCardAgreement, progress: Progress | None = None) -> FiveCardAgreement:
    """Every five-card hand's ace-to-five value (razz) against pokerkit's regular low lookup."""
    lookup = require_pokerkit().RegularLookup()
    values = ace_to_five_table().values

    def mine(hand: tuple[int, ...]) -> int:
        return values[CARD_PRIME[hand[0]] * CARD_PRIME[hand[1]] * CARD_PRIME[hand[2]] * CARD_PRIME[hand[3]]
                      * CARD_PRIME[hand[4]]]  # fmt: skip

    return _compare_ranking(five, "ace-to-five low (pokerkit RegularLookup)", 5, mine,
                            lambda cards: int(lookup.get_entry(cards).index), progress)  # fmt: skip


def compare_deuce_to_seven_hands(five: FiveCardAgreement, progress: Progress | None = None) -> FiveCardAgreement:
    """Every five-card hand's deuce-to-seven value against pokerkit's lookup without the wheel."""
    lookup = require_pokerkit().Standard2Lookup()
    return _compare_ranking(five, "deuce-to-seven low (pokerkit Standard2Lookup)", 5, deuce_to_seven_value,
                            lambda cards: int(lookup.get_entry(cards).index), progress)  # fmt: skip


def compare_badugi_hands(five: FiveCardAgreement, progress: Progress | None = None) -> FiveCardAgreement:
    """Every four-card hand's badugi value against pokerkit's badugi hand (its best of the four)."""
    hand = require_pokerkit().BadugiHand
    return _compare_ranking(five, "badugi (pokerkit BadugiHand)", 4, badugi_value,
                            lambda cards: int(hand.from_game(cards).entry.index), progress)  # fmt: skip


#: Five-card rankings a way of making a hand reads besides the high and the eight-or-better low,
#: each compared with pokerkit on every five-card hand.
FIVE_CARD_RANKINGS: dict[HandMaking, Callable[[FiveCardAgreement, Progress | None], FiveCardAgreement]] = {
    HandMaking.ACE_TO_FIVE_LOW_ANY_FIVE: compare_ace_to_five_hands,
    HandMaking.DEUCE_TO_SEVEN_LOW: compare_deuce_to_seven_hands,
    HandMaking.BADUGI: compare_badugi_hands,
}


def compare_game_five_card_hands(game: RoomGame, progress: Progress | None = None) -> FiveCardAgreement:
    """Every five-card hand of the game's deck in every ranking the game reads, against pokerkit."""
    five = compare_five_card_hands(progress, deck=game.deck)
    extra = FIVE_CARD_RANKINGS.get(game.hand_making)
    return five if extra is None else extra(five, progress)


def _compare_deck_five_card_hands(progress: Progress | None, deck: Deck) -> FiveCardAgreement:
    """Every five-card hand of a deck other than the 52 cards: high only (no low is read on it)."""
    require_pokerkit()
    pk = pokerkit_deck()
    result = FiveCardAgreement(deck=deck.name, lows_compared=False, low_order_equal=True)
    pk_to_high: dict[int, int] = {}
    cards = [card.index for card in deck.cards]
    total = comb(len(cards), 5)
    number = 0
    for number, five in enumerate(combinations(cards, 5), 1):
        pk_five = (pk[five[0]], pk[five[1]], pk[five[2]], pk[five[3]], pk[five[4]])
        mine, theirs = high_value(five, deck), pokerkit_deck_high_entry(pk_five, deck)
        if result.high_to_pk.setdefault(mine, theirs) != theirs or pk_to_high.setdefault(theirs, mine) != mine:
            result.mismatches.append(f"high: {' '.join(str(DECK[i]) for i in five)}")
        if progress is not None and number % 100_000 == 0:
            progress(number, total)
    result.hands = number
    high_order = [result.high_to_pk[v] for v in sorted(result.high_to_pk)]
    result.high_classes = len(high_order)
    result.high_order_equal = high_order == sorted(set(high_order)) and len(high_order) == high_class_count(deck)
    return result


@dataclass(frozen=True, slots=True, kw_only=True)
class DealAgreement:
    game: str
    deals: int
    hands_compared: int
    compared: str
    mismatches: tuple[str, ...]

    @property
    def agrees(self) -> bool:
        return not self.mismatches

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "deals": self.deals, "hands_compared": self.hands_compared,
                "compared": self.compared, "mismatches": list(self.mismatches[:20]), "agrees": self.agrees}  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class _DealCheck:
    """How one pair of named methods is compared on a random deal: how many players are dealt,
    what is compared (for the report) and the comparison, which returns the hands compared."""

    players: int
    compared: Callable[[RoomGame], str]
    check: Callable[[RoomGame, list[int], Any, FiveCardAgreement, list[str]], int]


_WORDS = {4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine"}


def _check_best_five_any(game: RoomGame, deal: list[int], pkmod: Any, five: FiveCardAgreement,
                         mismatches: list[str]) -> int:  # fmt: skip
    """Two players' best five of hole and board cards, and who wins, against pokerkit's standard high hand."""
    pk = pokerkit_deck()
    held = game.hole_cards
    board = deal[2 * held : 2 * held + game.board_cards]  # none in stud: seven cards each
    values = []
    for hole in (deal[0:held], deal[held : 2 * held]):
        mine = holdem_high_value(hole + board)
        theirs = pkmod.StandardHighHand.from_game([pk[i] for i in hole], [pk[i] for i in board])
        if five.high_to_pk.get(mine) != theirs.entry.index:
            mismatches.append(" ".join(str(DECK[i]) for i in hole + board))
        values.append((mine, theirs))
    (m0, t0), (m1, t1) = values
    if (m0 > m1, m0 == m1) != (t0 > t1, t0 == t1):
        mismatches.append("winner: " + " ".join(str(DECK[i]) for i in deal))
    return 2


def _check_two_hole_three_board(low: bool) -> Callable[[RoomGame, list[int], Any, FiveCardAgreement, list[str]], int]:
    """One player's best high of exactly two hole and three board cards (and best eight-or-better
    low when `low`), against pokerkit's Omaha hands."""

    def check(game: RoomGame, deal: list[int], pkmod: Any, five: FiveCardAgreement, mismatches: list[str]) -> int:
        pk = pokerkit_deck()
        hole, board = deal[: game.hole_cards], deal[game.hole_cards :]
        view = omaha_board(board)
        pk_hole, pk_board = [pk[i] for i in hole], [pk[i] for i in board]
        high = pkmod.OmahaHoldemHand.from_game(pk_hole, pk_board).entry.index
        wrong = five.high_to_pk.get(omaha_high_value(hole, view)) != high
        if low:
            theirs = pkmod.OmahaEightOrBetterLowHand.from_game_or_none(pk_hole, pk_board)
            wrong = wrong or five.low_to_pk.get(omaha_low_value(hole, view)) != (
                None if theirs is None else theirs.entry.index
            )
        if wrong:
            mismatches.append(" ".join(str(DECK[i]) for i in deal))
        return 1

    return check


_TWO_HOLE_HIGH = "one player's best high (exactly two hole and three board cards)"

def _check_best_five_any_deck_ranked(game: RoomGame, deal: list[int], pkmod: Any, five: FiveCardAgreement,
                                     mismatches: list[str]) -> int:  # fmt: skip
    """Two players' best five of hole and board cards ranked on the game's deck, and who wins,
    against pokerkit's high hand of that deck."""
    pk = pokerkit_deck()
    held, deck = game.hole_cards, game.deck
    hand = pokerkit_high_hand(deck)
    board = deal[2 * held :]
    values = []
    for hole in (deal[0:held], deal[held : 2 * held]):
        mine = deck_ranked_high_value(hole + board, deck)
        theirs = hand.from_game([pk[i] for i in hole], [pk[i] for i in board])
        if five.high_to_pk.get(mine) != theirs.entry.index:
            mismatches.append(" ".join(str(DECK[i]) for i in hole + board))
        values.append((mine, theirs))
    (m0, t0), (m1, t1) = values
    if (m0 > m1, m0 == m1) != (t0 > t1, t0 == t1):
        mismatches.append("winner: " + " ".join(str(DECK[i]) for i in deal))
    return 2


def _check_any_five_hi_lo(game: RoomGame, deal: list[int], pkmod: Any, five: FiveCardAgreement,
                          mismatches: list[str]) -> int:  # fmt: skip
    """One player's best high and best eight-or-better low of any five of their cards (stud
    high-low: seven cards, no board) against pokerkit's standard high and eight-or-better low hands."""
    pk = pokerkit_deck()
    cards = deal[: game.hole_cards]
    pk_cards = [pk[i] for i in cards]
    high = pkmod.StandardHighHand.from_game(pk_cards, []).entry.index
    low = pkmod.EightOrBetterLowHand.from_game_or_none(pk_cards, [])
    wrong = five.high_to_pk.get(holdem_high_value(cards)) != high
    wrong = wrong or five.low_to_pk.get(any_five_low_value(cards)) != (None if low is None else low.entry.index)
    if wrong:
        mismatches.append(" ".join(str(DECK[i]) for i in cards))
    return 1


def _check_ace_to_five_any_five(game: RoomGame, deal: list[int], pkmod: Any, five: FiveCardAgreement,
                                mismatches: list[str]) -> int:  # fmt: skip
    """Two players' lowest ace-to-five five of their seven cards (razz), and who wins, against
    pokerkit's regular low hand (smaller is better there, greater here)."""
    pk = pokerkit_deck()
    held = game.hole_cards
    values = []
    for cards in (deal[:held], deal[held : 2 * held]):
        mine = ace_to_five_value(cards)
        theirs = pkmod.RegularLowHand.from_game([pk[i] for i in cards], [])
        known = five.ranking_to_pk.setdefault(mine, theirs.entry.index)
        if known != theirs.entry.index:
            mismatches.append(" ".join(str(DECK[i]) for i in cards))
        values.append((mine, theirs))
    (m0, t0), (m1, t1) = values
    if (m0 > m1, m0 == m1) != (t0 > t1, t0 == t1):  # pokerkit's low hands compare better as greater too
        mismatches.append("winner: " + " ".join(str(DECK[i]) for i in deal[: 2 * held]))
    return 2


def _check_hands_held(hand_class: str, value: Callable[[tuple[int, ...]], int]) -> Callable[..., int]:
    """Two players' hands as dealt (the cards a draw game's player holds), and who wins, against
    pokerkit's hand class of the game."""

    def check(game: RoomGame, deal: list[int], pkmod: Any, five: FiveCardAgreement, mismatches: list[str]) -> int:
        pk = pokerkit_deck()
        held = game.hole_cards
        values = []
        for cards in (tuple(deal[:held]), tuple(deal[held : 2 * held])):
            mine = value(cards)
            theirs = getattr(pkmod, hand_class).from_game([pk[i] for i in cards], [])
            if five.ranking_to_pk.setdefault(mine, theirs.entry.index) != theirs.entry.index:
                mismatches.append(" ".join(str(DECK[i]) for i in cards))
            values.append((mine, theirs))
        (m0, t0), (m1, t1) = values
        if (m0 > m1, m0 == m1) != (t0 > t1, t0 == t1):
            mismatches.append("winner: " + " ".join(str(DECK[i]) for i in deal[: 2 * held]))
        return 2

    return check


#: The random-deal comparison of each pair of named methods (every pair of games.SHOWDOWNS).
DEAL_CHECKS: dict[tuple[HandMaking, LowRule], _DealCheck] = {
    (HandMaking.BEST_FIVE_ANY, LowRule.NONE): _DealCheck(
        players=2,
        compared=lambda game: f"two players' best five of {_WORDS[game.hole_cards + game.board_cards]} and the winner",
        check=_check_best_five_any,
    ),
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.NONE): _DealCheck(
        players=1, compared=lambda game: _TWO_HOLE_HIGH, check=_check_two_hole_three_board(low=False)
    ),
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.EIGHT_OR_BETTER): _DealCheck(
        players=1, compared=lambda game: f"{_TWO_HOLE_HIGH} and best low", check=_check_two_hole_three_board(low=True)
    ),
    (HandMaking.BEST_FIVE_ANY_DECK_RANKED, LowRule.NONE): _DealCheck(
        players=2,
        compared=lambda game: f"two players' best five of {_WORDS[game.hole_cards + 5]}, ranked on the "
                              f"{game.deck.name} deck, and the winner",  # fmt: skip
        check=_check_best_five_any_deck_ranked,
    ),
    (HandMaking.BEST_FIVE_ANY, LowRule.EIGHT_OR_BETTER): _DealCheck(
        players=1, compared=lambda game: f"one player's best high and best eight-or-better low of any five of "
                                         f"{_WORDS[game.hole_cards]} cards",  # fmt: skip
        check=_check_any_five_hi_lo,
    ),
    (HandMaking.ACE_TO_FIVE_LOW_ANY_FIVE, LowRule.NONE): _DealCheck(
        players=2, compared=lambda game: f"two players' lowest ace-to-five five of {_WORDS[game.hole_cards]} cards "
                                         "and the winner",  # fmt: skip
        check=_check_ace_to_five_any_five,
    ),
    (HandMaking.DEUCE_TO_SEVEN_LOW, LowRule.NONE): _DealCheck(
        players=2, compared=lambda game: f"two players' {_WORDS[game.hole_cards].lower()} cards read deuce-to-seven "
                                         "and the winner",  # fmt: skip
        check=_check_hands_held("StandardLowHand", deuce_to_seven_value),
    ),
    (HandMaking.BADUGI, LowRule.NONE): _DealCheck(
        players=2, compared=lambda game: f"two players' {_WORDS[game.hole_cards].lower()} cards read as badugi "
                                         "and the winner",  # fmt: skip
        check=_check_hands_held("BadugiHand", badugi_value),
    ),
}


def compare_random_deals(game: RoomGame, deals: int, seed: int, five: FiveCardAgreement,
                         progress: Progress | None = None) -> DealAgreement:  # fmt: skip
    pkmod = require_pokerkit()
    way = DEAL_CHECKS[game.showdown]
    dealt = way.players * game.hole_cards + game.board_cards
    rng = random.Random(seed)
    mismatches: list[str] = []
    compared = 0
    cards = range(52) if game.deck is STANDARD_52 else [card.index for card in game.deck.cards]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for number in range(1, deals + 1):
            compared += way.check(game, rng.sample(cards, dealt), pkmod, five, mismatches)
            if progress is not None and number % 1000 == 0:
                progress(number, deals)
    return DealAgreement(game=game.name, deals=deals, hands_compared=compared, compared=way.compared(game),
                         mismatches=tuple(mismatches))  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class HandAgreement:
    game: str
    hands: int
    outcomes: dict[str, int]
    unexplained: tuple[str, ...]
    readings: dict[str, str] = field(default_factory=lambda: dict(POKERKIT_READINGS))  # the readings played
    structures: dict[str, int] = field(default_factory=dict)  # hands played in each betting structure

    @property
    def agrees(self) -> bool:
        return not self.unexplained

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "hands": self.hands, "structures": self.structures, "readings": self.readings,
                "outcomes": self.outcomes, "unexplained": list(self.unexplained[:10]),
                "agrees": self.agrees}  # fmt: skip


#: pokerkit's reason for refusing a raise after all-ins for less (state.py, 0.7).
_SHORT_ALL_INS_REFUSED = "cannot raise in face of a non-full all-in wager"
#: The operations that are not a player's recorded action: forced bets, deals, returns.
_NOT_ACTIONS = frozenset({OperationKind.ANTE, OperationKind.SMALL_BLIND, OperationKind.BIG_BLIND,
                          OperationKind.STRADDLE, OperationKind.DEAL, OperationKind.UNCALLED})  # fmt: skip


def _raise_after_short_all_ins(result: HandResult, index: int) -> bool:
    """The hand's action `index` is a bet or raise by a seat that had already acted in the round,
    with an all-in for less since. The rules let it raise only because the all-ins since it acted
    add up to a full raise (HE-5.2, SD-4.2, OM-5.2); pokerkit measures a raise from the last full
    bet, so an all-in that reaches that far counts as full and the all-ins after it alone are short."""
    actions = [op for op in result.operations if op.kind not in _NOT_ACTIONS]
    action = actions[index]
    if action.kind not in (OperationKind.BET, OperationKind.RAISE):
        return False
    round_before = [op for op in actions[:index] if op.street is action.street]
    acted = [position for position, op in enumerate(round_before) if op.seat == action.seat]
    if not acted:
        return False
    since = round_before[acted[-1] + 1 :]
    return any(op.kind in (OperationKind.BET, OperationKind.RAISE) and not op.full for op in since)


def _all_odd_chips_to_the_first_winner(result: HandResult) -> list[int]:
    """The final stacks had every pot (or half) shared among three or more winners given all its odd
    chips to the first winner in odd-chip order, as pokerkit does, instead of one chip each to the
    first winners in that order (HE-7.3, OM-7.3, SD-6.3, OHL-6.5): the same when no split leaves
    more than one odd chip."""
    final = list(result.final_stacks)
    for award in result.awards:
        for share in (award.high, award.low):
            if share is None or len(share.winners) < 2:
                continue
            base, remainder = divmod(share.amount, len(share.winners))
            for position, (seat, chips) in enumerate(zip(share.winners, share.shares, strict=True)):
                final[seat] += base + (remainder if position == 0 else 0) - chips
    return final


def _explained(result: HandResult, theirs: list[int], odd_chips: set[str]) -> str | None:
    """How our final stacks and pokerkit's compare: the same, or a known difference; None otherwise."""
    ours = list(result.final_stacks)
    clauses = result.record.rules.clauses
    if ours == theirs:
        return "same final stacks"
    if _all_odd_chips_to_the_first_winner(result) == theirs:
        return "pokerkit gives every odd chip of a split to its first winner"
    if any(v is not None for v in result.low.values()) and any(clauses.no_low in a.clauses for a in result.awards):
        return "pokerkit halves a side pot none of whose players has a low"
    if (
        len(result.awards) > 1
        and sum(abs(a - b) for a, b in zip(ours, theirs, strict=True)) <= 2 * len(result.awards)
        and any(odd_chips & set(a.clauses) for a in result.awards)
    ):
        return "pokerkit merges pots before placing an odd chip"
    return None


#: Who settles a whole hand independently: final stacks in our seat order, or PokerkitRefusal.
Oracle = Callable[[dict[str, Any]], list[int]]


def random_whole_hands(game: RoomGame, hands: int, seed: int, structure: Structure | None = None,
                       readings: dict[str, str] | None = None) -> Iterator[dict[str, Any]]:  # fmt: skip
    """The seeded random hands `compare_whole_hands` plays, in order (the same seed, the same hands):
    each in a structure of the game drawn at random, or all in `structure`."""
    rng = random.Random(seed)
    readings = pokerkit_readings(game) if readings is None else readings
    for _ in range(hands):
        yield random_hand(rng, game, players=rng.randint(2, 8), ante=rng.choice((0, 0, 5)), structure=structure,
                          interpretations=readings)  # fmt: skip


def compare_whole_hands(game: RoomGame, hands: int, seed: int, progress: Progress | None = None,
                        structure: Structure | None = None, oracle: Oracle | None = None) -> HandAgreement:  # fmt: skip
    """`hands` random whole hands of the game against pokerkit's state machine: each in a structure
    of the game drawn at random, or all in `structure`. `oracle` answers for pokerkit (default: pokerkit
    itself, live; the slow tests pass pokerkit's recorded answers, tests/poker_room/pokerkit_record.py)."""
    require_pokerkit()
    oracle = pokerkit_final_stacks if oracle is None else oracle
    outcome: Counter[str] = Counter()
    played: Counter[str] = Counter()
    unexplained: list[str] = []
    clauses = game.clauses
    odd_chips = {clauses.odd_chip_half, clauses.odd_chip_order} - {""}
    readings = pokerkit_readings(game)
    for number, hand in enumerate(random_whole_hands(game, hands, seed, structure, readings), 1):
        record = parse_hand(hand)
        played[record.config.structure.value] += 1
        result = settle_hand(record, describe=False)
        try:
            theirs = oracle(hand)
        except PokerkitRefusal as refusal:
            if _SHORT_ALL_INS_REFUSED in refusal.reason and _raise_after_short_all_ins(result, refusal.index):
                outcome["pokerkit does not reopen the betting when all-ins for less add up to a full raise"] += 1
            else:
                unexplained.append(f"{hand} ({refusal})")
        else:
            explained = _explained(result, theirs, odd_chips)
            if explained is None:
                unexplained.append(str(hand))
            else:
                outcome[explained] += 1
        if progress is not None and number % 50 == 0:
            progress(number, hands)
    by_structure = {b.structure.value: played[b.structure.value] for b in game.structures if played[b.structure.value]}
    return HandAgreement(game=game.name, hands=hands, outcomes=dict(outcome), unexplained=tuple(unexplained),
                         readings=readings, structures=by_structure)  # fmt: skip
