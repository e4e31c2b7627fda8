"""Rule mutants of Texas Hold'em, fixed limit and no limit (rules_spec/holdem.yaml).

Each mutant is one plausible misreading of one HE clause: the no-limit minimum raise and short
all-ins (HE-5.1, HE-5.2), the fixed-limit sizes and cap (HE-4 to HE-4.3), hand making (HE-6),
pots, ties and odd chips (HE-7 to HE-7.3), uncalled bets (HE-3.3), straddles and antes (HE-2.4)
and mucks (HE-8.1). Most are shared with other room games (shared_mutants); they change Hold'em's
hands only (harness.families.poker_room.mutants.room_patches), so the other suites, on the same betting
and pot engine, are untouched; features/holdem/ must fail on every one (`tablecert mutants holdem`).
"""

from __future__ import annotations

from harness.families.poker_room.games import MinimumRaise
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants.room_patches import rules_with
from harness.mutation.catalogue import Mutant

GAME = "holdem"  # the registry name (harness.games.registry) of the game whose hands change
HE = shared.MutatedGame.of(GAME, prefix="he")


_MUTANTS = (
    # No-limit sizes (HE-5.1, HE-5.2).
    shared.min_raise_ignored(HE),
    Mutant(
        name="he_min_raise_doubles_the_bet",
        description="a no-limit raise goes to at least twice the bet faced, not the bet plus the largest raise",
        clauses=("HE-5.1",),
        patches=(rules_with(GAME, minimum_raise=MinimumRaise.TWICE_THE_BET),),
    ),
    shared.short_all_in_reopens(HE, fixed=False, suffix="no_limit"),
    Mutant(
        name="he_short_all_in_sets_min_raise",
        description="a no-limit all-in raise for less makes its own increment the minimum raise",
        clauses=("HE-5.2",),
        patches=(rules_with(GAME, short_all_in_sets_minimum_raise=True),),
    ),
    # Fixed-limit sizes and the cap (HE-4 to HE-4.3).
    shared.big_bet_a_round_late(HE, "turn_bet_is_a_small_bet"),
    shared.raise_cap_ignored(HE),
    shared.cap_kept_heads_up(HE),
    shared.short_all_in_reopens(HE, fixed=True, suffix="limit"),
    # Uncalled bets, hand making and pots (HE-3.3, HE-6, HE-7 to HE-7.3).
    shared.uncalled_bet_kept(HE),
    shared.hole_card_must_play(HE),
    shared.side_pot_paid_to_player_not_in_it(HE),
    shared.tie_not_split(HE),
    # Straddles, per-seat antes and mucks (HE-2.4, HE-8.1).
    shared.straddle_raised_by_the_big_blind(HE),
    shared.straddler_does_not_act_last(HE),
    shared.big_blind_ante_comes_back(HE),
    shared.muck_still_wins(HE),
    shared.odd_chip_to_the_wrong_seat(HE),
)


HOLDEM = HE.catalogue(binding="tests/bdd/test_holdem.py", mutants=_MUTANTS)
