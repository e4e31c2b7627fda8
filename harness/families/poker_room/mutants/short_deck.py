"""Rule mutants of no-limit short-deck Hold'em (rules_spec/short_deck.yaml).

Each mutant is one plausible misreading of one SD clause: the 36-card deck (SD-1), the ranking (a
full house above a flush, SD-5.1; A-6-7-8-9 read as an ace-high straight, SD-5.2; the straight and
three of a kind, SD-5.3), hand making (SD-5), the no-limit minimum raise and short all-ins (SD-4.1,
SD-4.2), uncalled bets (SD-3.3) and the pots, ties and odd chips (SD-6 to SD-6.3). A ranking mutant
ranks the hands on another deck of the same 36 cards (harness.core.decks) or maps one class of the deck's
table onto another; it never edits the tables, which derive from the reference ranking. The mutants
it shares with other room games are built by shared_mutants from the game's clause map (rules_spec
`table.clauses`). They change short-deck hands only (harness.families.poker_room.mutants.room_patches);
features/short_deck/ must fail on every one (`tablecert mutants short-deck`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from harness.core.decks import SHORT_36, SHORT_36_TRIPS_OVER_STRAIGHT, Deck
from harness.core.hands import Category
from harness.families.poker_room.games import RoomGame
from harness.families.poker_room.hand_history import SeatRecord
from harness.families.poker_room.lookups import high_tables
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants.room_patches import high_values_mapped, rules_made
from harness.mutation.catalogue import Mutant, Patch

GAME = "short-deck"  # the registry name (harness.games.registry) of the game whose hands change
SD = shared.MutatedGame.of(GAME, prefix="sd")

#: The 36 cards ranked in the standard category order: a full house above a flush (a fault).
FULL_HOUSE_OVER_FLUSH = Deck(name="short-36-full-house-over-flush", ranks=SHORT_36.ranks)


def ace_low_straight_as_ace_high(deck: Deck) -> Mapping[int, int]:
    """The deck's values of A-6-7-8-9 (straight and straight flush, nine high) mapped onto the
    ace-high straight and straight flush: the Ace read as high where it plays low."""
    ranks = high_tables(deck).ranks
    value = {rank: number for number, rank in enumerate(ranks)}
    low_top = deck.straights[0][-1]  # the top card of A-6-7-8-9
    mapped: dict[int, int] = {}
    for category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        low = next(r for r in ranks if r.category is category and r.tiebreak == (low_top,))
        high = next(r for r in ranks if r.category is category and r.tiebreak == (14,))
        mapped[value[low]] = value[high]
    return mapped


def _deck_not_checked(original: Callable[..., None]) -> Callable[..., None]:
    """`check_cards_of_the_deck` that lets the game's hands hold any of the 52 cards."""

    @functools.wraps(original)
    def check_cards_of_the_deck(seats: tuple[SeatRecord, ...], board: tuple[int, ...], game: RoomGame) -> None:
        if game.name != GAME:
            original(seats, board, game)

    return check_cards_of_the_deck


def _ranked_on(deck: Callable[[Any], Deck]) -> Patch:
    """The hands ranked on `deck(rules)` instead of the deck the readings name."""
    return rules_made(GAME, lambda rules: replace(rules, deck=deck(rules)))


_MUTANTS = (
    # The deck and the ranking (SD-1, SD-5.1 to SD-5.3).
    Mutant(
        name="sd_small_cards_accepted",
        description="a hand holding a card from two to five is settled instead of refused",
        clauses=("SD-1",),
        patches=(Patch(target="harness.families.poker_room.hand_history", attribute="check_cards_of_the_deck",
                       build=_deck_not_checked),),  # fmt: skip
    ),
    Mutant(
        name="sd_full_house_beats_flush",
        description="a full house beats a flush, as on 52 cards",
        clauses=("SD-5.1",),
        patches=(_ranked_on(lambda rules: FULL_HOUSE_OVER_FLUSH),),
    ),
    Mutant(
        name="sd_ace_low_straight_ranks_high",
        description="A-6-7-8-9 ranks as an ace-high straight instead of the lowest one",
        clauses=("SD-5.2",),
        patches=(high_values_mapped(GAME, ace_low_straight_as_ace_high),),
    ),
    Mutant(
        name="sd_trips_always_beat_straight",
        description="three of a kind beats a straight whatever straight_vs_three_of_a_kind says",
        clauses=("SD-5.3",),
        patches=(_ranked_on(lambda rules: SHORT_36_TRIPS_OVER_STRAIGHT),),
    ),
    Mutant(
        name="sd_ranking_reading_ignored",
        description="a straight beats three of a kind whatever straight_vs_three_of_a_kind says",
        clauses=("SD-5.3",),
        patches=(_ranked_on(lambda rules: rules.game.deck),),
    ),
    shared.hole_card_must_play(SD),
    # No-limit sizes (SD-4.1, SD-4.2).
    shared.min_raise_ignored(SD),
    shared.short_all_in_reopens(SD, fixed=False),
    # Uncalled bets and pots (SD-3.3, SD-6 to SD-6.3).
    shared.uncalled_bet_kept(SD),
    shared.side_pot_paid_to_player_not_in_it(SD),
    shared.tie_not_split(SD),
    shared.odd_chip_to_the_wrong_seat(SD),
)


SHORT_DECK = SD.catalogue(binding="tests/bdd/test_short_deck.py", mutants=_MUTANTS)
