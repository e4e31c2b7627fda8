"""Exact figures: the two counts of each agree, and the board counts hold card by card (slow)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from math import comb

import pytest

from harness.core.cards import DECK
from harness.core.decks import SHORT_36
from harness.families.poker_room.exact import (
    BOARDS,
    allows_low,
    allows_straight,
    exact_figures,
    flush_boards_by_formula,
    flush_boards_by_patterns,
    is_paired,
    low_boards_by_formula,
    paired_boards_by_formula,
    straight_boards_by_formula,
)
from harness.families.poker_room.games import room_game, room_game_names


@pytest.mark.parametrize("game", room_game_names())
def test_every_figure_agrees_with_its_cross_check(game: str) -> None:
    figures = exact_figures(room_game(game))
    assert figures and all(f.agrees for f in figures), [f.to_json() for f in figures if not f.agrees]


@pytest.mark.parametrize("held", [2, 3, 4])
def test_figures_follow_the_hole_cards_a_rules_spec_deals(held: int) -> None:
    """Another hole count (a rules_spec's `table.hole_cards`) changes the hole figures, each still
    counted two ways; a two-card hole has the pair and suited figures, four cards none of them."""
    for name in (n for n in room_game_names() if room_game(n).board_cards):  # board games: hole and board figures
        figures = {f.name: f for f in exact_figures(replace(room_game(name), hole_cards=held))}
        assert all(f.agrees for f in figures.values()), [f.to_json() for f in figures.values() if not f.agrees]
        assert ("pocket_pair" in figures) == (held == 2)
        if "two_low_hole_ranks" in figures:
            assert figures["two_low_hole_ranks"].total == comb(52, held)
    # Two hole cards of different ranks from A to 8: C(8, 2) rank pairs x 4 x 4 suits.
    two = {f.name: f for f in exact_figures(replace(room_game("omaha-hi-lo-8"), hole_cards=2))}
    assert two["two_low_hole_ranks"].count == comb(8, 2) * 16


def test_published_rule_of_thumb_a_low_is_possible_about_60_percent() -> None:
    # Omaha Hi-Lo texts quote "a low is possible about 60% of the time".
    assert 0.59 < low_boards_by_formula() / BOARDS < 0.61


def test_board_predicates_on_examples() -> None:
    assert allows_low((14, 2, 9, 10, 8))  # A, 2, 8
    assert not allows_low((14, 14, 2, 13, 12))  # A, 2 only
    assert allows_straight((14, 2, 3, 13, 9))  # A-2-3 (wheel window)
    assert allows_straight((10, 12, 14, 2, 7))  # T-Q-A
    assert not allows_straight((2, 7, 12, 12, 7))
    assert is_paired((2, 2, 5, 9, 13)) and not is_paired((2, 3, 5, 9, 13))


@pytest.mark.slow
def test_board_counts_card_by_card() -> None:
    """All 2,598,960 boards walked one by one, for every board figure."""
    low = flush = straight = paired = 0
    ranks_of = [card.rank for card in DECK]
    suits_of = [card.suit for card in DECK]
    for board in combinations(range(52), 5):
        ranks = tuple(ranks_of[i] for i in board)
        low += allows_low(ranks)
        straight += allows_straight(ranks)
        paired += is_paired(ranks)
        suits = [suits_of[i] for i in board]
        flush += max(suits.count(s) for s in set(suits)) >= 3
    assert (low, flush, straight, paired) == (
        low_boards_by_formula(),
        flush_boards_by_formula(),
        straight_boards_by_formula(),
        paired_boards_by_formula(),
    )


def test_the_figures_of_a_game_dealt_from_36_cards_count_its_boards() -> None:
    """Short deck's figures are of C(36, 5) boards and C(36, 2) hole pairs, each counted two ways;
    A-6-7-8-9 is one of its straights, so an Ace with 6 and 7 allows one."""
    figures = {f.name: f for f in exact_figures(room_game("short-deck"))}
    assert set(figures) == {"board_allows_flush", "board_allows_straight", "board_paired", "pocket_pair",
                            "suited_hole_cards"}  # fmt: skip
    assert all(f.agrees for f in figures.values())
    assert {f.total for name, f in figures.items() if name.startswith("board")} == {comb(36, 5)}
    assert figures["pocket_pair"].count == 9 * 6 and figures["pocket_pair"].total == comb(36, 2)
    assert figures["suited_hole_cards"].count == 4 * comb(9, 2)
    assert figures["board_allows_flush"].count == flush_boards_by_patterns(SHORT_36) == 4 * (
        comb(9, 3) * comb(27, 2) + comb(9, 4) * 27 + comb(9, 5)
    )
    assert allows_straight((14, 6, 7, 12, 12), SHORT_36) and not allows_straight((12, 14, 6, 6, 12), SHORT_36)


def test_short_deck_board_counts_card_by_card() -> None:
    """All 376,992 boards of the 36 cards walked one by one, for every board figure of the deck."""
    flush = straight = paired = 0
    for board in combinations(SHORT_36.cards, 5):
        ranks = tuple(card.rank for card in board)
        straight += allows_straight(ranks, SHORT_36)
        paired += is_paired(ranks)
        suits = [card.suit for card in board]
        flush += max(suits.count(s) for s in set(suits)) >= 3
    assert (flush, straight, paired) == (
        flush_boards_by_formula(SHORT_36),
        straight_boards_by_formula(SHORT_36),
        paired_boards_by_formula(SHORT_36),
    )
