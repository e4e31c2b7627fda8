"""Rule mutants that the draw games (deuce-to-seven triple and single draw, badugi) share, each
written once and built for a game from its data (shared_mutants.MutatedGame): the order of the
draw, who draws, the dead discards, and the deuce-to-seven ranking of the two lowball games.
"""

from __future__ import annotations

from harness.families.poker_room.lookups import describe_high
from harness.families.poker_room.lowball import describe_deuce_to_seven
from harness.families.poker_room.mutants.draw_patches import standard_reversed, unsuited
from harness.families.poker_room.mutants.room_patches import rules_with
from harness.families.poker_room.mutants.shared_mutants import MutatedGame
from harness.families.poker_room.mutants.stud_patches import showdown_value_over
from harness.mutation.catalogue import Mutant

# -- the draw ---------------------------------------------------------------------------------------


def button_draws_first(game: MutatedGame) -> Mutant:
    """`button_draws_first`: the draw starts with the button instead of the seat to its left."""
    return game.mutant(
        "button_draws_first",
        "the button draws first instead of the first seat to its left",
        rules=("draw",),
        patches=(rules_with(game.name, draw_starts_left_of_button=False),),
    )


def all_in_players_do_not_draw(game: MutatedGame) -> Mutant:
    """`all_in_players_do_not_draw`: a player all-in keeps the cards held."""
    return game.mutant(
        "all_in_players_do_not_draw",
        "a player who is all-in keeps the cards held and does not draw",
        rules=("draw", "run_out"),
        patches=(rules_with(game.name, all_in_players_draw=False),),
    )


def discards_are_live(game: MutatedGame) -> Mutant:
    """`discards_are_live`: a discarded card may be dealt again before the stub runs out."""
    return game.mutant(
        "discards_are_live",
        "a card thrown away may be dealt again while the stub still holds cards",
        rules=("draw", "no_card_twice"),
        patches=(rules_with(game.name, discards_dead=False),),
    )


# -- the deuce-to-seven ranking ---------------------------------------------------------------------


def wheel_is_a_straight(game: MutatedGame) -> Mutant:
    """`wheel_is_a_straight`: A-2-3-4-5 read as a five-high straight, the Ace low."""
    return game.mutant(
        "wheel_is_a_straight",
        "A-2-3-4-5 is read as a five-high straight, the Ace playing low",
        rules=("high_ranking",),
        patches=(showdown_value_over(game.name, standard_reversed, lambda value: describe_high(-value)),),
    )


def flush_does_not_count(game: MutatedGame) -> Mutant:
    """`flush_does_not_count`: five cards of one suit read by their ranks alone."""
    return game.mutant(
        "flush_does_not_count",
        "a flush does not count against a hand: five cards of one suit are read by their ranks",
        rules=("high_ranking",),
        patches=(showdown_value_over(game.name, unsuited, describe_deuce_to_seven),),
    )
