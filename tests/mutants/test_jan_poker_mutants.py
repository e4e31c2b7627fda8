"""Jan-Poker's rule mutants: each changes the settlement (or the refusal) of a witness game, the
facts of a scenario of features/jan_poker/, and is taken out again cleanly.

A mutant that changes nothing would "survive" the Gherkin suite for no fault of the suite; one
that leaked would change the other games, so a Hold'em hand is settled under each too.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from harness.families.jan_poker.bdd_steps import JanPokerScenario
from harness.families.jan_poker.rules import jan_poker_table
from harness.families.poker_room.games import game_rules
from harness.games.settle_dispatch import settle_document
from harness.mutation import applied, catalogue
from harness.mutation.catalogue import patch_owner
from harness.spec.errors import RoundError
from harness.spec.yaml_source import load_text

ACES_OVER_KINGS = {"hole": {"A": ["Ah", "Ad"], "C": ["Kh", "Kd"], "D": ["9s", "8s"]},
                   "board": ["As", "Kc", "5d", "3h", "2c"]}  # fmt: skip
ALL_IN_BY_LOSS = (
    "deal 1, A draws and discards, A raises to 1500, B discards from hand, B folds, C draws and discards, C calls, "
    "D discards from hand, D folds, A discards from hand, B discards from hand, C draws and discards, C bets 2000, "
    "D discards from hand, A draws and discards, B wins on A's discard, points B +24000 A -24000, hand ends"
)
BACK_FROM_ALL_IN = (
    "deal 1, A draws and discards, A raises to 1500, B draws and discards, B calls, C draws and discards, C calls, "
    "D discards from hand, D folds, A discards from hand, points D +24000 A -24000, B discards from hand, "
    "C draws and discards, C bets 1000, D discards from hand, A draws and discards, B draws and discards, B calls, "
    "C draws and discards, C checks, points A +6000 D -6000, D discards from hand, A draws and discards, "
    "B draws and discards, B bets 2000, C discards from hand, C folds, D discards from hand, A draws and discards, "
    "A calls, B discards from hand, C discards from hand, D discards from hand, A draws and discards, A checks, "
    "B draws and discards, B checks"
)
TWO_HANDS = (
    "deal 1, A draws and discards, A folds, B draws and discards, B folds, C discards from hand, C folds, deal 2, "
    "D draws and discards, A draws and discards, B draws and discards, B folds, C draws and discards, C folds, "
    "D discards from hand, D folds, hand ends, deal 3"
)
WHOLE_GAME = (
    "deal 1, A draws and discards, A folds, B draws and discards, B folds, C discards from hand, C folds, hand ends, "
    "deal 2, B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds, hand ends, "
    "deal 3, C draws and discards, C folds, D draws and discards, D folds, A discards from hand, A folds, hand ends, "
    "deal 4, D draws and discards, D calls, hand ends, A folds, B folds, C checks, C checks, D checks, C checks, "
    "D checks, C checks, D checks"
)
RON_THEN_FREE = (
    "deal 1, A draws and discards, A raises to 1500, B discards from hand, B folds, C draws and discards, C calls, "
    "D wins on C's discard, points D +3900 C -3900, hand ends, D calls, C checks, D checks, A checks, C checks, "
    "D checks, A checks, C checks, D checks, A checks"
)
THREE_BUST = ("deal 1, A draws and discards, A folds, B draws and discards, B folds, C discards from hand, C folds, "
              "points D +74800 A -25000 B -25000 C -24800")  # fmt: skip

BUST_WON_BACK = ("deal 1, A draws and discards, A folds, points B +25000 A -25000, B draws and discards, B folds, "
                 "C discards from hand, C folds, hand ends, deal 2, B draws and discards, B folds, "
                 "C draws and discards, C folds, A wins on C's discard, points A +8000 C -8000, hand ends, deal 3")
THREE_GONE_BUST = ("deal 1, A draws and discards, A folds, B draws and discards, B folds, C discards from hand, "
                   "C folds, points D +50000 A -25000 B -25000, deal 2, D draws and discards, A wins on D's discard, "
                   "points A +8000 D -8000, hand ends, C folds, deal 3, B discards from hand, C discards from hand, "
                   "C folds, points D +24400 C -24400")
DEPOSIT_CARRIED = ("deal 1, A draws and discards, A declares riichi, A folds, B draws and discards, B folds, "
                   "C discards from hand, C folds, deal 2, D draws and discards, hand ends, B folds, C folds, D folds, "
                   "deal 3, B draws and discards, B folds, C wins on B's discard, points C +2000 B -2000")
EIGHT_HANDS = ", ".join(
    f"deal {n + 1}, {d} draws and discards, {d} folds, {b} draws and discards, {b} folds, {s} discards from hand, "
    f"{s} folds, hand ends" for n, (d, b, s) in enumerate(("ABC", "BCD", "CDA", "DAB") * 2))

#: mutant -> (events, poker hand 1's cards, a game in progress)
#: (a mutant that ignores a reading is witnessed under that reading: WITNESS_READINGS)
WITNESSES: dict[str, tuple[str, dict[str, Any] | None, bool]] = {
    "jp_clockwise_order": ("deal 1, A draws and discards, A calls, B draws and discards, B folds", None, False),
    "jp_dealer_on_the_button": ("deal 1, A draws and discards, A folds", None, False),
    "jp_rotation_runs_on_into_the_next_mahjong_hand": (TWO_HANDS, None, False),
    "jp_dealer_opens_every_poker_hand": (TWO_HANDS, None, False),
    "jp_draw_discard_forces_call_or_more": ("deal 1, A draws and discards, A folds", None, False),
    "jp_hand_discard_allows_call": ("deal 1, A discards from hand, A calls", None, False),
    "jp_tile_call_allows_poker_action": ("deal 1, A draws and discards, A calls, B calls a tile, B folds", None, False),
    "jp_self_draw_win_allows_call": ("deal 1, A wins by self-draw, A calls", None, False),
    "jp_poker_action_on_any_turn": ("deal 1, A draws and discards, B calls", None, False),
    "jp_player_to_act_may_skip_a_draw": ("deal 1, A draws and discards, B draws and discards", None, False),
    "jp_several_poker_actions_per_turn": ("deal 1, A draws and discards, A calls, A raises to 2000", None, False),
    "jp_last_poker_hand_still_coupled": (RON_THEN_FREE, ACES_OVER_KINGS, False),
    "jp_payment_beyond_points_forgiven": (ALL_IN_BY_LOSS, ACES_OVER_KINGS, False),
    "jp_bust_in_a_hand_folds": (ALL_IN_BY_LOSS, ACES_OVER_KINGS, False),
    "jp_all_in_kept_after_winning_points": (BACK_FROM_ALL_IN, {"hole": {"A": ["Ah", "Ad"], "B": ["Kh", "Kd"]},
                                                               "board": ["As", "Kc", "5d", "3h", "2c"]}, False),
    "jp_bust_only_below_zero": (THREE_BUST, None, True),
    "jp_three_bust_ignored": (THREE_BUST, None, True),
    "jp_east_south_game": (WHOLE_GAME, {}, True),
    "jp_game_length_fixed_east_only": (EIGHT_HANDS, None, True),
    "jp_bust_forgotten_after_mahjong_win": (BUST_WON_BACK, None, False),
    "jp_won_back_bust_not_counted": (THREE_GONE_BUST, None, True),
    "jp_riichi_deposit_netted": ("deal 1, A draws and discards, A declares riichi", None, False),
    "jp_deposits_returned_on_a_drawn_hand": (DEPOSIT_CARRIED, None, False),
    "jp_leftover_deposits_vanish": (WHOLE_GAME.replace("D draws and discards, D calls",
                                                       "D draws and discards, D declares riichi, D calls"), {}, True),
    "jp_starting_points_30000": ("deal 1, A draws and discards, A folds", None, False),
    "jp_unbalanced_payment_accepted": ("deal 1, A draws and discards, A calls, points B +8000 A -7000", None, False),
    "jp_min_raise_ignored": ("deal 1, A draws and discards, A raises to 900", None, False),
    "jp_uncalled_bet_kept": ("deal 1, A draws and discards, A folds, B draws and discards, B folds, "
                             "C discards from hand, C folds", None, False),
}
WITNESS_READINGS = {"jp_game_length_fixed_east_only": {"game_length": "east_south"}}
HOLDEM_HAND = {"game": "holdem", "blinds": [10, 20], "button": "C",
               "seats": [{"name": "A", "stack": 1000, "hole": ["Ah", "Kd"]},
                         {"name": "B", "stack": 1000, "hole": ["7c", "7d"]},
                         {"name": "C", "stack": 1000, "hole": ["Qs", "Jh"]}],
               "board": [], "actions": [["C", "raise", 60], ["A", "fold"], ["B", "fold"]]}  # fmt: skip


def _settle(document: dict[str, Any]) -> str:
    try:
        return json.dumps(settle_document(load_text(json.dumps(document), "<witness>", RoundError)), sort_keys=True)
    except RoundError as error:
        return f"refused: {error}"


def _witness(name: str) -> dict[str, Any]:
    events, cards, complete = WITNESSES[name]
    scenario = JanPokerScenario(players=["A", "B", "C", "D"], complete=complete,
                                events=[e.strip() for e in events.split(",")],
                                interpretations=dict(WITNESS_READINGS.get(name, {})))  # fmt: skip
    if cards:
        scenario.deals[1] = cards
    if name in ("jp_east_south_game", "jp_leftover_deposits_vanish"):
        scenario.deals[4] = {"hole": {"C": ["7c", "2d"], "D": ["Ah", "Ad"]}, "board": ["As", "Kc", "5d", "3h", "2c"]}
    return scenario.document()


def test_the_catalogue_has_a_witness_for_every_mutant() -> None:
    names = [m.name for m in catalogue("jan-poker").mutants]
    assert len(names) >= 15
    assert sorted(names) == sorted(WITNESSES)


def test_each_mutant_is_named_described_cites_jp_clauses_and_patches_what_exists() -> None:
    clauses = set(game_rules(jan_poker_table()).clauses)
    for mutant in catalogue("jan-poker").mutants:
        assert re.fullmatch(r"jp_[a-z0-9_]+", mutant.name), mutant.name
        assert mutant.description.strip() and "\n" not in mutant.description
        assert mutant.clauses and set(mutant.clauses) <= clauses, mutant.name
        for patch in mutant.patches:
            assert patch.attribute in vars(patch_owner(patch.target)), f"{mutant.name}: {patch.where} does not exist"


@pytest.mark.parametrize("name", sorted(WITNESSES))
def test_each_mutant_changes_its_witness_and_no_other_game(name: str) -> None:
    games = catalogue("jan-poker")
    document = _witness(name)
    before, holdem_before = _settle(document), _settle(HOLDEM_HAND)
    with applied(games, name):
        during, holdem_during = _settle(document), _settle(HOLDEM_HAND)
    assert during != before, f"{name} settles its witness as the rules do: {before}"
    assert holdem_during == holdem_before
    assert _settle(document) == before  # restored
