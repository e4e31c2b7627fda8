"""Rule mutants of badugi, fixed limit (rules_spec/badugi.yaml).

Each mutant is one plausible misreading of one BG clause: the draw (BG-3.6: the button draws first;
all-in players do not draw; discards are live), the limits (BG-4), the ranking (BG-5.1: the ranks
compared whatever the number of cards; aces high; a paired card playing), the cap, short all-ins,
straddles and antes, uncalled bets, pots, ties, odd chips and mucks. The mutants it shares with
other room games are built by shared_mutants and draw_mutants from the game's clause map (rules_spec
`table.clauses`). They change badugi hands only (harness.families.poker_room.mutants.draw_patches,
stud_patches, room_patches); features/badugi/ must fail on every one (`tablecert mutants badugi`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from harness.families.poker_room.lookups import CARD_RANK, CARD_SUIT
from harness.families.poker_room.mutants import draw_mutants as draw
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants.stud_patches import showdown_value_over
from harness.mutation.catalogue import Mutant

GAME = "badugi"  # the registry name (harness.games.registry) of the game whose hands change
BG = shared.MutatedGame.of(GAME, prefix="bg")


def _misread(*, count_first: bool, aces_high: bool, pairs_play: bool) -> Callable[[Sequence[int]], int]:
    """A badugi reading with one rule changed: the best set of cards of different suits (and, unless
    `pairs_play`, different ranks), compared by the number of cards first when `count_first`, then
    by the ranks from the highest down (the Ace as 14 when `aces_high`); a greater value is better."""

    def value(cards: Sequence[int]) -> int:
        best: int | None = None
        for size in range(len(cards), 0, -1):
            for subset in combinations(cards, size):
                if len({CARD_SUIT[c] for c in subset}) != size:
                    continue
                if not pairs_play and len({CARD_RANK[c] for c in subset}) != size:
                    continue
                ranks = sorted((r if aces_high or r != 14 else 1 for r in (CARD_RANK[c] for c in subset)), reverse=True)
                number = sum(r * 16 ** (3 - i) for i, r in enumerate(ranks))
                key: int = (size if count_first else 0) * 16**5 - number
                best = key if best is None else max(best, key)
        assert best is not None
        return best

    return value


def _described(value: int) -> str:
    return f"badugi value {value} (mutant)"


_MUTANTS = (
    # The draw (BG-3.6, BG-1.1).
    draw.button_draws_first(BG),
    draw.all_in_players_do_not_draw(BG),
    draw.discards_are_live(BG),
    # The limits and the cap (BG-4 to BG-4.3), straddles and antes (BG-2.4).
    shared.big_bet_a_round_early(BG, "big_bet_after_the_first_draw"),
    shared.big_bet_a_round_late(BG, "small_bet_after_the_second_draw"),
    shared.raise_cap_ignored(BG),
    shared.cap_kept_heads_up(BG),
    shared.short_all_in_reopens(BG, fixed=True),
    shared.straddler_does_not_act_last(BG),
    shared.big_blind_ante_comes_back(BG),
    shared.uncalled_bet_kept(BG),
    # The ranking (BG-5.1).
    Mutant(
        name="bg_ranks_compared_whatever_the_count",
        description="hands compare their ranks from the highest down, however many cards play",
        clauses=("BG-5.1",),
        patches=(showdown_value_over(GAME, _misread(count_first=False, aces_high=False, pairs_play=False),
                                     _described),),  # fmt: skip
    ),
    Mutant(
        name="bg_aces_high",
        description="the Ace is the highest card, not the lowest",
        clauses=("BG-5.1",),
        patches=(showdown_value_over(GAME, _misread(count_first=True, aces_high=True, pairs_play=False), _described),),
    ),
    Mutant(
        name="bg_paired_card_plays",
        description="cards of one rank both play when their suits differ",
        clauses=("BG-5.1",),
        patches=(showdown_value_over(GAME, _misread(count_first=True, aces_high=False, pairs_play=True), _described),),
    ),
    # Pots, ties, odd chips and mucks (BG-6 to BG-7.1).
    shared.side_pot_paid_to_player_not_in_it(BG),
    shared.tie_not_split(BG),
    shared.odd_chip_to_the_wrong_seat(BG),
    shared.muck_still_wins(BG),
)


BADUGI = BG.catalogue(binding="tests/bdd/test_badugi.py", mutants=_MUTANTS)
