"""Rule mutants of Omaha high, pot limit and fixed limit (rules_spec/omaha.yaml).

Each mutant is one plausible misreading of one OM clause: hand making with other than exactly two
hole cards (OM-6), a low half read into a high-only game (OM-7.1), the pot-limit sizes and the
minimum raise (OM-5 to OM-5.2), the fixed-limit sizes and cap (OM-4 to OM-4.3), uncalled bets
(OM-3.3) and the pots, ties and odd chips (OM-7 to OM-7.3). The mutants it shares with other room
games are built by shared_mutants from the game's clause map (rules_spec `table.clauses`). They
change Omaha's hands only (harness.families.poker_room.mutants.room_patches), so the other room games, on the
same betting and pot engine and, for Omaha Hi-Lo, the same way of making a hand, are untouched;
features/omaha/ must fail on every one (`tablecert mutants omaha`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from harness.families.poker_room.evaluation import omaha_board, omaha_low_value
from harness.families.poker_room.games import PotLimit
from harness.families.poker_room.hand_history import HandRecord
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants.room_patches import (
    Reader,
    omaha_high,
    reader,
    rules_with,
)
from harness.mutation.catalogue import Mutant

GAME = "omaha"  # the registry name (harness.games.registry) of the game whose hands change
OM = shared.MutatedGame.of(GAME, prefix="om")


def _board_alone(hole: Sequence[int], board: Sequence[int]) -> tuple[tuple[int, ...], ...]:
    """The five board cards as a hand of their own, besides every two-and-three hand."""
    return (tuple(board),)


def _with_eight_or_better_lows(read: Reader, record: HandRecord, live: Sequence[int], describe: bool,
                               found: Any) -> None:  # fmt: skip
    """The high read as the game reads it, and an eight-or-better low read beside it."""
    read(record, live, describe, found)
    board = omaha_board(record.board)
    for seat in live:
        found.low[seat] = omaha_low_value(record.seats[seat].hole or (), board)


_MUTANTS = (
    # Exactly two hole cards and three board cards (OM-6).
    shared.hole_cards_other_than_two_play(OM, held=1),
    shared.hole_cards_other_than_two_play(OM, held=3),
    Mutant(
        name="om_board_plays",
        description="the five board cards may play as a player's hand, as in Hold'em",
        clauses=("OM-6",),
        patches=omaha_high(GAME, _board_alone),
    ),
    Mutant(
        name="om_pot_split_with_a_low",
        description="the pot is split with the best eight-or-better low, as in Omaha Hi-Lo",
        clauses=("OM-7.1",),
        patches=(
            reader(GAME, _with_eight_or_better_lows),
            rules_with(GAME, hi_lo=True),
        ),
    ),
    # Pot-limit sizes (OM-5 to OM-5.2).
    Mutant(
        name="om_pot_limit_ignored",
        description="a pot-limit bet or raise may go beyond the pot, up to the whole stack",
        clauses=("OM-5",),
        patches=(rules_with(GAME, pot_limit=PotLimit.WHOLE_STACK),),
    ),
    Mutant(
        name="om_pot_raise_without_the_call",
        description="a pot-size raise adds the pot as it stands before the call, not after it",
        clauses=("OM-5",),
        patches=(rules_with(GAME, pot_limit=PotLimit.CALL_AND_THE_POT_BEFORE_IT),),
    ),
    Mutant(
        name="om_pot_without_the_rounds_wagers",
        description="the pot a raise may reach counts the earlier rounds only, not the blinds and wagers of this one",
        clauses=("OM-5",),
        patches=(rules_with(GAME, pot_limit=PotLimit.CALL_AND_THE_EARLIER_ROUNDS),),
    ),
    shared.min_raise_ignored(OM),
    shared.short_all_in_reopens(OM, fixed=False, suffix="pot_limit"),
    # Fixed-limit sizes and the cap (OM-4 to OM-4.3).
    shared.big_bet_a_round_late(OM, "turn_bet_is_a_small_bet"),
    shared.raise_cap_ignored(OM),
    shared.cap_kept_heads_up(OM),
    shared.short_all_in_reopens(OM, fixed=True, suffix="limit"),
    # Uncalled bets and pots (OM-3.3, OM-7 to OM-7.3).
    shared.uncalled_bet_kept(OM),
    shared.side_pot_paid_to_player_not_in_it(OM),
    shared.tie_not_split(OM),
    shared.odd_chip_to_the_wrong_seat(OM),
)

OMAHA = OM.catalogue(binding="tests/bdd/test_omaha.py", mutants=_MUTANTS)
