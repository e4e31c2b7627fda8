"""Rule mutants of badugi, fixed limit (rules_spec/badugi.yaml).

Each mutant is one plausible misreading of one BG clause: the draw (BG-3.6: the button draws first;
all-in players do not draw; discards are live), the limits (BG-4), the ranking (BG-5.1: the ranks
compared whatever the number of cards; aces high; a paired card playing), the cap, short all-ins,
straddles and antes, uncalled bets, pots, ties, odd chips and mucks. They change badugi hands only
(harness.poker_room.mutants.draw_patches, stud_patches, room_patches); features/badugi/ must fail on
every one (`tablecert mutants badugi`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from harness.mutants.catalogue import GameMutants, Mutant
from harness.poker_room.lookups import CARD_RANK, CARD_SUIT
from harness.poker_room.mutants.draw_patches import all_in_players_do_not_draw, discards_live, draw_from_the_button
from harness.poker_room.mutants.room_patches import (
    award,
    clear_caches,
    dead_antes_come_back,
    first_to_act_after_the_big_blind,
    mucks_ignored,
    odd_chips_reversed,
    reopen_after_short_all_in,
    side_pots_open_to_all,
    state_method,
    ties_not_shared,
    uncalled_bet_kept,
)
from harness.poker_room.mutants.stud_patches import showdown_value_over, unit_of_round

GAME = "badugi"  # the registry name (harness.registry) of the game whose hands change


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
    Mutant(
        name="bg_button_draws_first",
        description="the button draws first instead of the first seat to its left",
        clauses=("BG-3.6",),
        patches=(state_method(GAME, "_begin_draw", draw_from_the_button),),
    ),
    Mutant(
        name="bg_all_in_players_do_not_draw",
        description="a player who is all-in keeps the cards held and does not draw",
        clauses=("BG-3.6", "BG-3.5"),
        patches=(state_method(GAME, "_begin_draw", all_in_players_do_not_draw),),
    ),
    Mutant(
        name="bg_discards_are_live",
        description="a card thrown away may be dealt again while the stub still holds cards",
        clauses=("BG-3.6", "BG-1.1"),
        patches=(discards_live(GAME),),
    ),
    # The limits and the cap (BG-4 to BG-4.3), straddles and antes (BG-2.4).
    Mutant(
        name="bg_big_bet_after_the_first_draw",
        description="bets after the first draw are one big bet: the big bet starts a round early",
        clauses=("BG-4",),
        patches=(state_method(GAME, "_unit_for", unit_of_round(1, lambda state: state.config.big_bet)),),
    ),
    Mutant(
        name="bg_small_bet_after_the_second_draw",
        description="bets after the second draw are one small bet: the big bet starts a round late",
        clauses=("BG-4",),
        patches=(state_method(GAME, "_unit_for", unit_of_round(2, lambda state: state.config.small_bet)),),
    ),
    Mutant(
        name="bg_raise_cap_ignored",
        description="a round allows any number of raises: the cap is not enforced",
        clauses=("BG-4.1",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: False),),
    ),
    Mutant(
        name="bg_cap_kept_heads_up",
        description="the cap binds heads-up too, whatever heads_up_cap says",
        clauses=("BG-4.2",),
        patches=(state_method(GAME, "cap_applies", lambda state, cap_applies: state.fixed),),
    ),
    Mutant(
        name="bg_short_all_in_reopens",
        description="an all-in raise for less reopens the betting to players who have already acted",
        clauses=("BG-4.3",),
        patches=(state_method(GAME, "_wager", reopen_after_short_all_in),),
    ),
    Mutant(
        name="bg_straddler_does_not_act_last",
        description="the first round starts left of the big blind even when a straddle was posted",
        clauses=("BG-2.4",),
        patches=(state_method(GAME, "_post_forced_bets", first_to_act_after_the_big_blind),),
    ),
    Mutant(
        name="bg_big_blind_ante_comes_back",
        description="an ante larger than the others' (a big-blind ante) comes back as an uncalled bet",
        clauses=("BG-2.4", "BG-2.2"),
        patches=(state_method(GAME, "_finish", dead_antes_come_back),),
    ),
    Mutant(
        name="bg_uncalled_bet_kept",
        description="the part of a bet nobody matched stays in the pot instead of going back to its owner",
        clauses=("BG-3.3",),
        patches=(state_method(GAME, "_finish", uncalled_bet_kept),),
    ),
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
    Mutant(
        name="bg_side_pot_paid_to_player_not_in_it",
        description="every player at the showdown may win a side pot, also one all-in for less than its level",
        clauses=("BG-6", "BG-6.1"),
        patches=(award(GAME, side_pots_open_to_all),),
    ),
    Mutant(
        name="bg_tie_not_split",
        description="a pot tied between players goes whole to the first of them instead of being shared",
        clauses=("BG-6.2",),
        patches=(award(GAME, ties_not_shared),),
    ),
    Mutant(
        name="bg_odd_chip_to_the_wrong_seat",
        description="the odd chip of a split pot goes to the last tied winner in the stated order, not the first",
        clauses=("BG-6.3",),
        patches=(odd_chips_reversed(GAME),),
    ),
    Mutant(
        name="bg_muck_still_wins",
        description="a hand mucked at the showdown is played as if it had been shown",
        clauses=("BG-7.1",),
        patches=(mucks_ignored(GAME),),
    ),
)


BADUGI = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_badugi.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
