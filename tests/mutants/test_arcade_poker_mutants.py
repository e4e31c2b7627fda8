"""Arcade table poker's rule mutants: each really changes the engine, on a witness hand.

A mutant that changed nothing would survive the Gherkin suite for no fault of the suite; each
has a witness hand (the facts of one scenario of features/arcade_poker/) whose settlement, or
refusal, differs under it. The mutants patch only harness.families.arcade, so no other game can move.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from harness.families.arcade.mutants.arcade_poker import ARCADE_POKER
from harness.families.arcade.rules import arcade_rules
from harness.games.settle_dispatch import settle_document
from harness.mutation import applied
from harness.spec.errors import RoundError
from harness.spec.yaml_source import load_text

STRONG, NINE, EIGHT = "As Ad Ac Ks Kd", "2c 3c 4d 5h 9s", "2d 3d 4h 6s 8c"


def _hand(variant: str, version: int, level: str, seats: str, actions: str, **extra: Any) -> dict[str, Any]:
    """`seats`: "A 400 Ah Ad Ac 7s 2d; B 1000" (name, chips, cards)."""
    rows = []
    for text in seats.split(";"):
        name, chips, *cards = text.split()
        rows.append({"name": name, "chips": int(chips)} | ({"cards": " ".join(cards)} if cards else {}))
    rounds = [[a.strip() for a in street.split(",") if a.strip()] for street in actions.split("/")]
    return {"game": "arcade-poker", "variant": variant, "version": version, "level": level, "seats": rows,
            "rounds": rounds} | extra  # fmt: skip


SEED = "A 400 Ah Ad Ac 7s 2d; B 1000; C 1000 Kh Kd Qc Qs 3d; D 1000; E 1000"
SEED_ACTIONS = (
    "B bet 100, C raise 200, D fold, E call, A call, B fold / C bet 50, E call, A all-in, C raise 200, E fold"
)
SIDE = f"A 235 {STRONG}; B 1000 {NINE}; C 1000 {EIGHT}"
SIDE_ACTIONS = "B bet 200, C call, A all-in / B bet 50, C call"
THREE = "A 1000; B 1000; C 1000"
STUD = "A 500 2c 3d Kh 5h 9c Jd 4s; B 500 7c 8d Qh Qs 2h 6d Tc; C 500 4c 5d Ks 9s 9h 3c Ac"
STUD_ACTIONS = "C check, A bet 10, B call, C call" + " / B bet 10, C call, A call" * 4
BJ = "A 500 5c Kd 4h; B 500 9h As; C 500 Tc 7d"
BJ_ACTIONS = "B check, C bet 10, A call, B fold / C bet 10, A call / C check, A bet 10, C call"
TIE = "A 500 2c 2d; B 500 3h 3s; C 500 Kd Qc"
TIE_ACTIONS = (
    "A check, B bet 10, C call, A call / A bet 20, B call, C call / A bet 10, B call, C call / A bet 20, B call, C fold"
)
BJ3 = " / ".join(["B check, A bet 10, B call"] * 3)
SHORT = "A 300 Ah Ad Ac 7s 2d; B 1000; C 1000 Kh Kd Qc Qs 3d; D 1000; E 1000"
WHEN = f"A 380 {STRONG}; B 1000 {NINE}; C 1000"
WHEN_ACTIONS = "A bet 50, B raise 100, C call, A raise 200, B call, C fold / A check, B bet 50, A call"
E_FOLDS = "A 350 Ah Ad Ac 7s 2d; B 1000; C 1000 Kh Kd Qc Qs 3d; D 1000; E 1000"
E_FOLDS_ACTIONS = (
    "B bet 100, C raise 200, D fold, E call, A call, B fold / C bet 50, E raise 100, A all-in, C raise 200, E fold"
)
BJ3A = " / ".join(["A check, B bet 10, A call"] * 3)

WITNESSES: dict[str, dict[str, Any]] = {
    "ap_non_owner_may_check": _hand("draw", 2, "intermediate", THREE, "A check, B check", owner="A"),
    "ap_holdem_owner_checks_in_later_rounds": _hand(
        "holdem", 2, "intermediate", THREE, "A check, B bet 20, C call, A call / A check", owner="A"
    ),
    "ap_folded_owner_passes_check": _hand(
        "draw", 2, "intermediate", THREE, "A fold, B bet 20, C call / B check", owner="A"
    ),
    "ap_stud_owner_worst_open_cards": _hand("stud", 1, "beginner", STUD, STUD_ACTIONS),
    "ap_stud_owner_tie_ignores_suit": _hand("stud", 1, "beginner", STUD, STUD_ACTIONS),
    "ap_blackjack_owner_passes_right": _hand("blackjack", 2, "beginner", BJ, BJ_ACTIONS),
    "ap_blackjack_owner_by_hidden_card": _hand("blackjack", 2, "beginner", BJ, BJ_ACTIONS),
    "ap_raise_below_previous_bet": _hand("draw", 2, "intermediate", THREE, "A bet 40, B raise 20", owner="A"),
    "ap_round_closes_when_level": _hand(
        "draw",
        2,
        "intermediate",
        THREE,
        "A check, B bet 20, C call, A call / A check, B bet 40, C fold, A fold",
        owner="A",
    ),
    "ap_all_in_keeps_no_odd_chips": _hand("draw", 2, "advanced", SIDE, SIDE_ACTIONS, owner="B"),
    "ap_limit_button_kept_before_last_round": _hand(
        "draw", 2, "advanced", "A 330; B 1000; C 1000", "B bet 100, C call, A raise 200", owner="B"
    ),
    "ap_closing_last_bet_is_all_in": _hand(
        "draw",
        2,
        "advanced",
        f"A 250 2h 3h 4s 7c 8d; B 1000 {STRONG}; C 1000",
        "B bet 50, C fold, A call / B bet 100, A all-in",
        owner="B",
    ),
    "ap_ver1_tournament_all_in_any_time": _hand("holdem", 1, "tournament", THREE, "A all-in", owner="A"),
    "ap_beginner_all_in": _hand("draw", 2, "beginner", "A 60; B 500; C 500", "B bet 30, C call, A all-in", owner="B"),
    "ap_ver2_whole_ante_in_pot": _hand("draw", 2, "advanced", SEED, SEED_ACTIONS, owner="B"),
    "ap_ver2_own_bets_commissioned": _hand("draw", 2, "advanced", SEED, SEED_ACTIONS, owner="B"),
    "ap_ver2_others_bets_in_full": _hand("draw", 2, "advanced", SEED, SEED_ACTIONS, owner="B"),
    "ap_ver1_no_bonus_points": _hand("draw", 1, "advanced", SEED, SEED_ACTIONS, owner="B"),
    "ap_tie_not_split": _hand("holdem", 1, "beginner", TIE, TIE_ACTIONS, owner="A", board="5c 6d 7h 8s 9c"),
    "ap_odd_chips_rounded_up": _hand("holdem", 1, "beginner", TIE, TIE_ACTIONS, owner="A", board="5c 6d 7h 8s 9c"),
    "ap_uncalled_bet_in_the_pot": _hand(
        "draw",
        2,
        "intermediate",
        THREE,
        "A check, B bet 20, C call, A call / A check, B bet 40, C fold, A fold",
        owner="A",
    ),
    "ap_ver1_side_pot_paid": _hand("draw", 1, "advanced", SIDE, SIDE_ACTIONS, owner="B"),
    "ap_ver2_side_pot_returned": _hand("draw", 2, "advanced", SIDE, SIDE_ACTIONS, owner="B"),
    "ap_ver2_all_in_loser_plays_on": _hand(
        "draw", 2, "advanced", f"A 235 2h 3h 4s 7c 8d; B 1000 {NINE}; C 1000 {EIGHT}", SIDE_ACTIONS, owner="B"
    ),
    "ap_ver2_all_in_shows_first": _hand("draw", 2, "advanced", SIDE, SIDE_ACTIONS, owner="B"),
    "ap_jackpot_winner_only": _hand(
        "draw",
        2,
        "intermediate",
        "A 1000 9c 9d 9h 9s 2c; B 1000 5h 6h 7h 8h 4h; C 1000",
        "A check, B bet 20, C call, A call / A bet 20, B call, C fold",
        owner="A",
    ),
    "ap_draw_ignored": _hand(
        "draw",
        1,
        "intermediate",
        "A 1000 2c 7d 9h Js Ks; B 1000 Ah Ad 3c 4c 6h",
        "A check, B bet 20, A call / A bet 20, B call",
        owner="A",
        seats_extra={"A": {"discard": "2c 7d", "drawn": "Kd Kh"}},
    ),
    "ap_ace_always_eleven": _hand("blackjack", 1, "beginner", "A 500 As 6d 9c; B 500 Kh 5s", BJ3A),
    "ap_all_bust_highest_wins": _hand("blackjack", 1, "beginner", "A 500 Kh Qd 5c; B 500 Kd Qh 9s", BJ3),
    "ap_natural_is_a_plain_21": _hand("blackjack", 1, "beginner", "A 500 7h 7s 7c; B 500 Kd Ah", BJ3),
    # Issue 30.
    "ap_whole_stack_call_not_all_in": _hand("draw", 1, "advanced", SHORT, "B bet 100, C raise 200, D fold, E call, "
                                            "A call, B fold / C bet 50, E fold", owner="B"),
    "ap_beginner_limit_button_lost": _hand("draw", 2, "beginner", f"A 65 {STRONG}; B 500 {NINE}", "A bet 30, B call",
                                           owner="A"),
    "ap_forced_all_in_read_when_acting": _hand("draw", 2, "advanced", WHEN, WHEN_ACTIONS, owner="A"),
    "ap_forced_all_in_when_acting_ignored": _hand("draw", 2, "advanced", WHEN, WHEN_ACTIONS, owner="A",
                                                  interpretations={"forced_all_in_chips": "when_acting"}),
    "ap_seat_with_only_the_ante": _hand("draw", 2, "advanced", f"A 100 {STRONG}; B 1000 {NINE}; C 1000",
                                        "B bet 50, C call, A fold / B bet 50, C fold", owner="B"),
    "ap_ver1_single_eligible_side_pot_paid": _hand("draw", 1, "advanced", E_FOLDS, E_FOLDS_ACTIONS, owner="B"),
    "ap_unmatched_bet_shown_as_uncalled": _hand("draw", 1, "advanced", SEED, SEED_ACTIONS, owner="B"),
    "ap_ver2_co_winners_bets_as_others": _hand("holdem", 2, "beginner", TIE, TIE_ACTIONS, owner="A",
                                               board="5c 6d 7h 8s 9c"),
    "ap_prizes_outside_unnamed": _hand("draw", 2, "beginner", f"A 100 {STRONG}; B 500 {NINE}",
                                       "A bet 10, B call / A bet 10, B call", owner="A"),
    "ap_tournament_parameters_unmarked": {"notices": "tournament"},
    "ap_blackjack_card_timing_unchecked": _hand("blackjack", 2, "beginner", "A 500 5c Kd 4h; B 500 9h As 2c; "
                                                "C 500 Tc 7d", BJ_ACTIONS),
    "ap_blackjack_fifth_card": _hand("blackjack", 2, "beginner", "A 500 2c 3d 2h 4s 5c; B 500 Kh 9s", BJ3),
}  # fmt: skip


def _outcome(document: dict[str, Any]) -> Any:
    if "notices" in document:  # a mutant of the report's notices, not of a hand
        from harness.families.arcade.notices import certification_notices
        from harness.families.arcade.rules import VERSIONS

        return certification_notices(arcade_rules(), [document["notices"]], VERSIONS)
    document = dict(document)
    for name, extra in document.pop("seats_extra", {}).items():
        next(s for s in document["seats"] if s["name"] == name).update(extra)
    try:
        return settle_document(load_text(json.dumps(document), "<witness>", RoundError))
    except RoundError as error:
        return f"refused: {error.message}"


def test_every_mutant_has_a_witness() -> None:
    assert sorted(WITNESSES) == sorted(m.name for m in ARCADE_POKER.mutants)
    assert len(ARCADE_POKER.mutants) >= 15


def test_each_mutant_cites_its_clauses_and_patches_only_the_arcade_package() -> None:
    clauses = set(arcade_rules().spec.clauses)
    for mutant in ARCADE_POKER.mutants:
        assert mutant.name.startswith("ap_") and mutant.description.strip() and "\n" not in mutant.description
        assert mutant.clauses and set(mutant.clauses) <= clauses, mutant.name
        assert all(p.target.startswith("harness.families.arcade.") for p in mutant.patches), mutant.name


@pytest.mark.parametrize("name", sorted(WITNESSES))
def test_the_mutant_changes_its_witness(name: str) -> None:
    real = _outcome(WITNESSES[name])
    assert not (isinstance(real, str) and "seats_extra" in real)
    with applied(ARCADE_POKER, name):
        mutated = _outcome(WITNESSES[name])
    assert mutated != real, f"{name} settles its witness exactly as the real engine"
    assert _outcome(WITNESSES[name]) == real  # restored
