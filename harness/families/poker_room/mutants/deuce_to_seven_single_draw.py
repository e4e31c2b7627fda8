"""Rule mutants of deuce-to-seven single draw, no limit (rules_spec/deuce_to_seven_single_draw.yaml).

Each mutant is one plausible misreading of one ND clause: the draw (ND-3.6: the button draws first;
all-in players do not draw; discards are live), the no-limit sizes (ND-4.1: the minimum raise, also
over a straddle; ND-4.2: short all-ins), the short big blind (ND-2.3), straddles and antes (ND-2.4),
the ranking (ND-5.1: the wheel read as a straight; flushes not counting against a hand), uncalled
bets, pots, ties, odd chips and mucks. All but one are shared with other room games (draw_mutants,
shared_mutants); they change single-draw hands only (harness.families.poker_room.mutants.draw_patches,
stud_patches, room_patches); features/deuce_to_seven_single_draw/ must fail on every one
(`tablecert mutants deuce-to-seven-single-draw`).
"""

from __future__ import annotations

from harness.families.poker_room.mutants import draw_mutants as draw
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants.room_patches import rules_with
from harness.mutation.catalogue import Mutant

GAME = "deuce-to-seven-single-draw"  # the registry name (harness.games.registry) of the game whose hands change
ND = shared.MutatedGame.of(GAME, prefix="nd")

_MUTANTS = (
    # The draw (ND-3.6, ND-1.1).
    draw.button_draws_first(ND),
    draw.all_in_players_do_not_draw(ND),
    draw.discards_are_live(ND),
    # No-limit sizes (ND-4.1, ND-4.2), the short big blind (ND-2.3), straddles and antes (ND-2.4).
    shared.min_raise_ignored(ND),
    shared.straddle_raised_by_the_big_blind(ND, also=("min_raise",)),
    shared.short_all_in_reopens(ND, fixed=False),
    Mutant(
        name="nd_short_big_blind_as_posted",
        description="a short big blind sets the amount to call at what it posted, whatever short_big_blind says",
        clauses=("ND-2.3",),
        patches=(rules_with(GAME, short_blind_as_posted=True),),
    ),
    shared.straddler_does_not_act_last(ND),
    shared.big_blind_ante_comes_back(ND),
    shared.uncalled_bet_kept(ND),
    # The ranking (ND-5.1).
    draw.wheel_is_a_straight(ND),
    draw.flush_does_not_count(ND),
    # Pots, ties, odd chips and mucks (ND-6 to ND-7.1).
    shared.side_pot_paid_to_player_not_in_it(ND),
    shared.tie_not_split(ND),
    shared.odd_chip_to_the_wrong_seat(ND),
    shared.muck_still_wins(ND),
)


DEUCE_TO_SEVEN_SINGLE_DRAW = ND.catalogue(binding="tests/bdd/test_deuce_to_seven_single_draw.py", mutants=_MUTANTS)
