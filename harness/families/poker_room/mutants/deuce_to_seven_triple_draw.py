"""Rule mutants of deuce-to-seven triple draw, fixed limit (rules_spec/deuce_to_seven_triple_draw.yaml).

Each mutant is one plausible misreading of one TD clause: the draw (TD-3.6: the button draws first;
all-in players do not draw; discards are live), the limits (TD-4: a big bet after the first draw; a
small bet after the second), the ranking (TD-5.1: the wheel read as a straight; flushes not counting
against a hand), the cap, short all-ins, straddles and antes (TD-2.4, TD-4.1 to TD-4.3), uncalled
bets, pots, ties, odd chips and mucks. The mutants it shares with other room games are built by
shared_mutants and draw_mutants from the game's clause map (rules_spec `table.clauses`). They change
triple-draw hands only (harness.families.poker_room.mutants.draw_patches, stud_patches, room_patches);
features/deuce_to_seven_triple_draw/ must fail on every one (`tablecert mutants
deuce-to-seven-triple-draw`).
"""

from __future__ import annotations

from harness.families.poker_room.mutants import draw_mutants as draw
from harness.families.poker_room.mutants import shared_mutants as shared

GAME = "deuce-to-seven-triple-draw"  # the registry name (harness.games.registry) of the game whose hands change
TD = shared.MutatedGame.of(GAME, prefix="td")

_MUTANTS = (
    # The draw (TD-3.6, TD-1.1).
    draw.button_draws_first(TD),
    draw.all_in_players_do_not_draw(TD),
    draw.discards_are_live(TD),
    # The limits and the cap (TD-4 to TD-4.3), straddles and antes (TD-2.4).
    shared.big_bet_a_round_early(TD, "big_bet_after_the_first_draw"),
    shared.big_bet_a_round_late(TD, "small_bet_after_the_second_draw"),
    shared.raise_cap_ignored(TD),
    shared.cap_kept_heads_up(TD),
    shared.short_all_in_reopens(TD, fixed=True),
    shared.straddler_does_not_act_last(TD),
    shared.big_blind_ante_comes_back(TD),
    shared.uncalled_bet_kept(TD),
    # The ranking (TD-5.1).
    draw.wheel_is_a_straight(TD),
    draw.flush_does_not_count(TD),
    # Pots, ties, odd chips and mucks (TD-6 to TD-7.1).
    shared.side_pot_paid_to_player_not_in_it(TD),
    shared.tie_not_split(TD),
    shared.odd_chip_to_the_wrong_seat(TD),
    shared.muck_still_wins(TD),
)


DEUCE_TO_SEVEN_TRIPLE_DRAW = TD.catalogue(binding="tests/bdd/test_deuce_to_seven_triple_draw.py", mutants=_MUTANTS)
