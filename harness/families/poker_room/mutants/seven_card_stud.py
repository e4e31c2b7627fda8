"""Rule mutants of seven-card stud, fixed limit (rules_spec/seven_card_stud.yaml).

Each mutant is one plausible misreading of one ST clause: who brings in (ST-2.2: aces read low, the
suits read backwards), what the bring-in may do (may fold; keeps an option), the completion (ST-2.3:
sized over the bring-in; not counted toward the cap), the limits (ST-4: a big bet on fourth street),
who opens the later rounds (ST-3.2: by position; a tie to the last seat), the seventh card (ST-5),
the cap heads-up and short all-ins (ST-4.2, ST-4.3), uncalled bets (ST-3.4), pots, ties, odd chips
and mucks (ST-6 to ST-7.1). The mutants it shares with other room games are built by shared_mutants
and stud_mutants from the game's clause map (rules_spec `table.clauses`). They change seven-card
stud's hands only (harness.families.poker_room.mutants.stud_patches, room_patches); features/seven_card_stud/
must fail on every one (`tablecert mutants seven-card-stud`).
"""

from __future__ import annotations

from collections.abc import Sequence

from harness.families.poker_room.lookups import describe_high
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants import stud_mutants as stud
from harness.families.poker_room.mutants.room_patches import best_high
from harness.families.poker_room.mutants.stud_patches import first_six_only

GAME = "seven-card-stud"  # the registry name (harness.games.registry) of the game whose hands change
ST = shared.MutatedGame.of(GAME, prefix="st")


def _best_five_of_the_first_six(cards: Sequence[int]) -> int:
    return best_high(first_six_only(cards))[0]


_MUTANTS = (
    # The bring-in and the completion (ST-2.2, ST-2.3).
    stud.bring_in_aces_misread(ST),
    stud.bring_in_suits_reversed(ST),
    stud.bring_in_may_fold(ST),
    stud.bring_in_keeps_an_option(ST),
    stud.completion_raises_the_bring_in(ST),
    stud.completion_not_counted_in_the_cap(ST),
    # Limits, order of action and the cap (ST-3.1, ST-3.2, ST-4 to ST-4.3).
    shared.big_bet_a_round_early(ST, "fourth_street_big_bet"),
    stud.later_rounds_by_position(ST),
    stud.showing_tie_to_the_last_seat(ST),
    shared.cap_kept_heads_up(ST),
    shared.short_all_in_reopens(ST, fixed=True),
    shared.uncalled_bet_kept(ST),
    # The hand and the pots (ST-5 to ST-7.1).
    stud.seventh_card_does_not_play(ST, _best_five_of_the_first_six, describe_high),
    shared.side_pot_paid_to_player_not_in_it(ST),
    shared.tie_not_split(ST),
    shared.odd_chip_to_the_wrong_seat(ST),
    shared.muck_still_wins(ST),
)


SEVEN_CARD_STUD = ST.catalogue(binding="tests/bdd/test_seven_card_stud.py", mutants=_MUTANTS)
