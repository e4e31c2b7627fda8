"""Rule mutants of Limit Omaha Hi-Lo, eight or better (rules_spec/omaha_hi_lo_8.yaml).

Each mutant is one plausible misreading of one OHL clause: hand making with other than exactly two
hole cards (OHL-4), an eight-or-better low read wrongly (OHL-4.2), the split and its odd chips
(OHL-6.3 to OHL-6.5), side pots (OHL-5), the limit betting (OHL-3.2 to OHL-3.6) and the structure
a hand states (OHL-3.10). The mutants it shares with other room games are built by shared_mutants
from the game's clause map (rules_spec `table.clauses`). They change Omaha's hands only
(harness.families.poker_room.mutants.room_patches), so the Hold'em suite, on the same betting and pot
engine, is untouched; features/omaha_hi_lo/ must fail on every one (`tablecert mutants omaha-hi-lo-8`).
"""

from __future__ import annotations

from harness.families.poker_room.games import Structure
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants.room_patches import (
    LowRule,
    any_five,
    award,
    default_structure,
    hole_and_board,
    low_mask,
    lows_ranked_by,
    omaha_low,
    rules_with,
)
from harness.mutation.catalogue import Mutant, Patch

GAME = "omaha-hi-lo-8"  # the registry name (harness.games.registry) of the game whose hands change
OHL = shared.MutatedGame.of(GAME, prefix="ohl")


def _ranks_from_the_bottom(mask: int) -> tuple[int, ...]:
    """A low's ranks from the lowest up: compared this way, 8-4-3-2-A beats 7-6-4-3-2."""
    return tuple(bit + 1 for bit in range(9) if mask >> bit & 1)


def _lows(rule: LowRule) -> tuple[Patch, ...]:
    """The low read by `rule` over exactly two hole and three board cards, as the game makes it."""
    return omaha_low(rule, hole_and_board(2))


_MUTANTS = (
    # Exactly two hole cards and three board cards (OHL-4).
    shared.hole_cards_other_than_two_play(OHL, held=1),
    shared.hole_cards_other_than_two_play(OHL, held=3),
    Mutant(
        name="ohl_low_from_any_five_cards",
        description="a low may be any five of the nine cards, not exactly two hole and three board cards",
        clauses=("OHL-4", "OHL-4.3"),
        patches=omaha_low(low_mask, any_five),
    ),
    # The eight-or-better low (OHL-4.2).
    shared.nine_makes_a_low(OHL, _lows),
    shared.straight_or_flush_spoils_a_low(OHL, _lows),
    Mutant(
        name="ohl_lows_compared_from_the_bottom",
        description="two lows are compared from their lowest card up, not from their highest card down",
        clauses=("OHL-4.2",),
        patches=(award(GAME, lows_ranked_by(_ranks_from_the_bottom)),),
    ),
    # The split (OHL-5, OHL-6.3 to OHL-6.5).
    shared.side_pot_paid_to_player_not_in_it(OHL),
    shared.tie_not_split(OHL),
    shared.odd_chip_to_the_low_half(OHL),
    shared.odd_chip_to_the_wrong_seat(OHL),
    # Limit betting (OHL-3.2 to OHL-3.6).
    shared.big_bet_a_round_late(OHL, "turn_bet_is_a_small_bet"),
    shared.raise_cap_ignored(OHL),
    shared.cap_kept_heads_up(OHL),
    shared.short_all_in_reopens(OHL, fixed=True, suffix="betting"),
    Mutant(
        name="ohl_extra_blind_does_not_act_last",
        description="action before the flop starts left of the big blind even when a new player posted a blind",
        clauses=("OHL-2.4",),
        patches=(rules_with(GAME, straddler_acts_last=False),),
    ),
    shared.muck_still_wins(OHL),
    # The structure a hand states (OHL-3.10): the old reading, a silent pot-limit default.
    Mutant(
        name="ohl_no_limits_played_pot_limit",
        description="a hand that gives no limits and names no structure is played pot limit, not refused",
        clauses=("OHL-3.10",),
        patches=(default_structure(GAME, Structure.POT_LIMIT),),
    ),
)


OMAHA_HI_LO_8 = OHL.catalogue(binding="tests/bdd/test_omaha_hi_lo.py", mutants=_MUTANTS)
