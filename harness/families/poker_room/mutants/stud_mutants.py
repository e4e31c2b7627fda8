"""Rule mutants that the stud games (seven-card stud, stud hi-lo, razz) share, each written once
and built for a game from its data (shared_mutants.MutatedGame): the bring-in, the completion,
who opens the later rounds and the seventh card. Which up card brings in is the game's: its first
round's opening (`table.rounds[0].opens`), the lowest card with aces high in stud, the highest
with aces low in razz; a mutant that misreads the bring-in is named and described for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from harness.families.poker_room.games import Opening
from harness.families.poker_room.mutants.room_patches import rules_with
from harness.families.poker_room.mutants.shared_mutants import MutatedGame
from harness.families.poker_room.mutants.stud_patches import (
    Rule,
    opening_changed,
    rank_read_otherwise,
    showdown_value_over,
    suits_reversed,
    ties_to_the_last,
)
from harness.mutation.catalogue import Mutant


def _bring_in(game: MutatedGame) -> Opening:
    """How the game's first round reads the up cards for the bring-in."""
    return game.game.plan[0].opens


def _lowest_brings_in(game: MutatedGame) -> bool:
    """The lowest up card brings in, aces high (stud); else the highest, aces low (razz)."""
    return _bring_in(game) is Opening.LOWEST_UP_CARD


def on_the_bring_in(game: MutatedGame, change: Callable[[Rule], Rule]) -> Callable[[Opening, Rule], Rule]:
    """An `opening_changed` change of the game's bring-in rule only, not of the later rounds'."""
    opens = _bring_in(game)
    return lambda opening, rule: change(rule) if opening is opens else rule


# -- the bring-in and the completion -------------------------------------------------------------------


def bring_in_aces_misread(game: MutatedGame) -> Mutant:
    """`bring_in_aces_low` (stud: the ace read low, so it brings in) or `bring_in_aces_high` (razz)."""
    lowest = _lowest_brings_in(game)
    aces, card = ("low", "lowest") if lowest else ("high", "highest")
    misread = on_the_bring_in(game, lambda rule: rank_read_otherwise(rule, aces_low=lowest))
    return game.mutant(
        f"bring_in_aces_{aces}",
        f"the bring-in falls to the {card} up card read with aces {aces}: an ace brings in",
        rules=("bring_in",),
        patches=(opening_changed(game.name, misread),),
    )


def bring_in_suits_reversed(game: MutatedGame) -> Mutant:
    """`bring_in_suits_reversed`: up cards of one rank told apart with the suits in reverse order."""
    order = "spades lowest instead of clubs" if _lowest_brings_in(game) else "clubs highest instead of spades"
    return game.mutant(
        "bring_in_suits_reversed",
        f"up cards of one rank are told apart with {order}",
        rules=("bring_in",),
        patches=(opening_changed(game.name, on_the_bring_in(game, suits_reversed)),),
    )


def bring_in_may_fold(game: MutatedGame) -> Mutant:
    """`bring_in_may_fold`: the seat that must bring in may fold or check."""
    return game.mutant(
        "bring_in_may_fold",
        "the player who must bring in may fold or check instead",
        rules=("bring_in",),
        patches=(rules_with(game.name, bring_in_must_act=False),),
    )


def bring_in_keeps_an_option(game: MutatedGame) -> Mutant:
    """`bring_in_keeps_an_option`: the bring-in acts again like a big blind."""
    return game.mutant(
        "bring_in_keeps_an_option",
        "the bring-in acts again when everyone has only called it, like a big blind",
        rules=("bring_in", "order"),
        patches=(rules_with(game.name, bring_in_keeps_an_option=True),),
    )


def completion_raises_the_bring_in(game: MutatedGame) -> Mutant:
    """`completion_raises_the_bring_in`: the completion sized as a raise over the bring-in."""
    return game.mutant(
        "completion_raises_the_bring_in",
        "the completion goes one small bet above the bring-in instead of to one small bet",
        rules=("completion", "fixed_sizes"),
        patches=(rules_with(game.name, completion_to_one_small_bet=False),),
    )


def completion_not_counted_in_the_cap(game: MutatedGame) -> Mutant:
    """`completion_not_counted_in_the_cap`: a completion and four raises in one round."""
    return game.mutant(
        "completion_not_counted_in_the_cap",
        "the completion does not count toward the cap: a completion and four raises are allowed",
        rules=("completion", "cap"),
        patches=(rules_with(game.name, completion_counts_toward_cap=False),),
    )


# -- who opens the later rounds, and the seventh card --------------------------------------------------


def later_rounds_by_position(game: MutatedGame) -> Mutant:
    """`later_rounds_by_position`: the rounds after third street open left of the dealer."""
    return game.mutant(
        "later_rounds_by_position",
        "the rounds after third street open left of the dealer instead of with the best hand showing",
        rules=("opening",),
        patches=(rules_with(game.name, later_rounds_opened_by_the_cards=False),),
    )


def showing_tie_to_the_last_seat(game: MutatedGame) -> Mutant:
    """`showing_tie_to_the_last_seat`: of tied hands showing, the last seat from the dealer's left opens."""
    return game.mutant(
        "showing_tie_to_the_last_seat",
        "of equal hands showing, the seat furthest from the dealer's left opens",
        rules=("opening",),
        patches=(ties_to_the_last(game.name),),
    )


def seventh_card_does_not_play(game: MutatedGame, value: Callable[[Sequence[int]], int],
                               describe: Callable[[int], str]) -> Mutant:  # fmt: skip
    """`seventh_card_does_not_play`: the hand read by `value(cards)`, the game's reading of the first
    six cards only, and called by `describe`."""
    return game.mutant(
        "seventh_card_does_not_play",
        "the last card, dealt face down, does not play: the hand is made of the first six",
        rules=("hand_making",),
        patches=(showdown_value_over(game.name, value, describe),),
    )
