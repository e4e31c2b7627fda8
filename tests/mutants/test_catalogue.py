"""The Lunar Poker mutant catalogue: well formed, and every mutant really changes the engine.

A mutant that changes nothing would "survive" the suite for no fault of the suite, so each one
has a hand-picked witness round whose settlement (ledger, or refusal) differs under the mutant.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from harness.families.lunar.game import lunar_rules
from harness.games.settle_dispatch import settle_document
from harness.mutation import (
    MUTANT_ENV,
    MutantError,
    MutantVerdict,
    MutationRun,
    Patch,
    applied,
    apply_mutant,
    catalogue,
    catalogue_summary,
    render_mutation_text,
)
from harness.mutation.catalogue import Mutant
from harness.mutation.lookup import find_mutant
from harness.spec.errors import RoundError
from harness.spec.yaml_source import load_text

LUNAR = catalogue("lunar-poker")


def _round(player: str, dealer: str, decision: str | None = None, **extra: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "game": "lunar-poker",
        "paytable": "standard",
        "ante": 10,
        "super": 10,
        "player": player.split(),
        "dealer": dealer.split(),
    }
    if decision is not None:
        doc["decision"] = decision
    for key, value in extra.items():
        doc[key] = value.split() if key in ("discard", "drawn") else value
    return doc


def _buy(player: str, dealer: str, drawn: str) -> dict[str, Any]:
    return _round(player, dealer, "buy", drawn=drawn, after_draw="play")


def _exchange(player: str, dealer: str, discard: str, drawn: str, after: str = "play") -> dict[str, Any]:
    return _round(player, dealer, "exchange", discard=discard, drawn=drawn, after_draw=after)


#: One round per mutant on which the mutant must settle differently from the real engine.
WITNESSES: dict[str, dict[str, Any]] = {
    # A-K-4-3-2 qualifies; a pair of Queens beats it.
    "dealer_qualifies_on_any_pair": _round("Qs Qh 8d 5c 2s", "Ad Kc 4h 3s 2d", "play"),
    # A-Q-J does not qualify.
    "dealer_qualifies_on_ace_high": _round("Qs Qh 8d 5c 3s", "Ad Qc Jh 4s 2d", "play"),
    "ante_paid_when_player_wins": _round("Qs Qh 8d 5c 2s", "Kd 7c 2h 9s As", "play"),
    "ante_pushes_when_dealer_does_not_qualify": _round("Qs Qh 8d 5c 3s", "Kd Qc 9h 5s 2d", "play"),
    "unqualified_dealer_beats_weaker_hand": _round("Js 8h 6d 4c 3s", "Kd Qc 9h 5s 2d", "play"),
    "tie_goes_to_dealer": _round("Qs Qh 8d 5c 2s", "Qd Qc 8h 5s 2d", "play"),
    "kickers_beyond_two_ranks_ignored": _round("Qs Qh 8d 5c 2s", "Qd Qc 8h 5s 3d", "play"),
    "wheel_not_a_straight": _round("As 2d 3c 4h 5s", "Kd Kc Kh 9s 2h", "play"),
    # The wheel against a six-high straight.
    "wheel_is_the_highest_straight": _round("As 2d 3c 4h 5s", "2h 3h 4d 5d 6c", "play"),
    "second_combination_never_paid": _round("As Ah Kd 7c 3s", "Kh Kc 9d 6s 2h", "play"),
    "third_combination_paid": _round("As Ah Kd 7c 7s", "Kh Kc 9d 6s 2h", "play"),
    "second_combination_must_be_disjoint": _round("As Ah Kd 7c 3s", "Kh Kc 9d 6s 2h", "play"),
    "no_second_combination_on_six_cards": _buy("As Ah 9d 5c 2s", "Qd Qc 8h 6s 3d", "Kd"),
    "ace_king_not_a_raise_line": _round("As Kh 9d 6c 3h", "Ad Kc 8h 4s 2d", "play"),
    "raise_royal_paid_as_straight_flush": _exchange("Ts Js Qs 4d 2c", "Ad Kd 9h 5c 3h", "4d 2c", "Ks As"),
    "six_card_hand_plays_first_five": _buy("As Ks 9s 4s 2h", "Ad Kd Qd 5c 3h", "7s"),
    "raise_is_one_ante": _round("Qs Qh 8d 5c 2s", "Kd Kc 4h 6s 3d", "play"),
    "fold_returns_ante": _round("2s 5h 9d Jc Kc", "Ad Kd 8h 6s 3c", "fold"),
    "fee_returned": _buy("Qs Qh 8d 5c 2s", "Kd Kc 4h 6s 2d", "Qd"),
    "exchange_fee_per_card": _exchange("Qs Qh 8d 5c 2s", "Kd Kc 4h 6s 2d", "8d 5c 2s", "9c 7h 3d"),
    "exchange_of_one_card_accepted": _exchange("As Kh 9d 6c 3h", "Ad Qc 9h 5s 2d", "3h", "2c"),
    "instant_payout_skipped": _round("5h 6h 7h 8h 9h", "Ad Kc 8s 6s 3c"),
    "super_pays_every_line": _round("9s 9h 9d 9c 2h", "Ac Tc 6c 4d 3d", "fold"),
    "super_straight_flush_not_a_flush": _round("5h 6h 7h 8h 9h", "Ad Kc 8s 6s 3c"),
    "super_on_final_hand": _exchange("2s 5h 9d Jc Kc", "Ad Qc 8h 6s 3c", "2s 5h 9d", "Ks Kh Kd"),
    "super_lost_on_fold": _round("7s 7h 7d Kc 2s", "Ad Qc 8h 6s 3c", "fold"),
    "dealer_super_settled_on_player_hand": _round(
        "2s 5h 9d Jc Kc", "Kd Kh Ks 4s 4d", "fold", side_supers=[{"on": "dealer", "amount": 5}]
    ),
}


def settle(document: dict[str, Any]) -> dict[str, Any] | str:
    """The ledger as JSON, or the refusal's message: the two things a lab can observe."""
    try:
        return settle_document(load_text(json.dumps(document), "<witness>", RoundError))
    except RoundError as refusal:
        return f"refused: {refusal.message}"


def test_the_catalogue_has_at_least_fifteen_mutants() -> None:
    assert len(LUNAR.mutants) >= 15


def test_names_are_unique_stable_identifiers() -> None:
    names = [m.name for m in LUNAR.mutants]
    assert len(set(names)) == len(names)
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", name) for name in names), names


@pytest.mark.parametrize("mutant", LUNAR.mutants, ids=lambda m: m.name)
def test_each_mutant_is_described_and_cites_real_clauses(mutant: Mutant) -> None:
    clauses = lunar_rules().clauses
    assert mutant.description.strip() and "\n" not in mutant.description
    assert mutant.clauses, f"{mutant.name} cites no clause"
    unknown = [c for c in mutant.clauses if c not in clauses]
    assert unknown == [], f"{mutant.name} cites clauses not in rules_spec/lunar_poker.yaml: {unknown}"
    assert mutant.patches and mutant.applied_by


def test_every_mutant_has_a_witness_round() -> None:
    assert sorted(WITNESSES) == sorted(m.name for m in LUNAR.mutants)


@pytest.mark.parametrize("name", sorted(WITNESSES))
def test_each_mutant_changes_the_settlement_of_its_witness_round(name: str) -> None:
    document = WITNESSES[name]
    real = settle(document)
    with applied(LUNAR, name):
        mutated = settle(document)
    assert mutated != real, f"{name} settles its witness round exactly as the real engine: it is no mutant"
    # The patches came out again: the real engine is back.
    assert settle(document) == real


def test_an_unknown_mutant_name_is_refused() -> None:
    with pytest.raises(MutantError, match="no_such_fault"):
        find_mutant("no_such_fault")
    with pytest.raises(MutantError, match="no mutant"):
        LUNAR.mutant("no_such_fault")


def test_a_patch_of_a_missing_engine_name_is_refused_and_nothing_stays_patched() -> None:
    import harness.families.lunar.settle as engine

    real = engine.settle_round
    broken = Mutant(
        name="broken",
        description="patches a function the engine does not have",
        clauses=("LP-9",),
        patches=(
            Patch(target="harness.families.lunar.settle", attribute="settle_round", build=lambda f: f),
            Patch(target="harness.families.lunar.settle", attribute="no_such_function", build=lambda f: f),
        ),
    )
    with pytest.raises(MutantError, match="no_such_function does not exist"):
        apply_mutant(broken)
    assert engine.settle_round is real


def test_the_plugin_reads_the_environment_variable_named_here() -> None:
    # The runner and the plugin must agree on the variable; a typo would run the real engine.
    from harness.mutation import plugin

    assert MUTANT_ENV == "TABLECERT_MUTANT"
    assert plugin.MUTANT_ENV == MUTANT_ENV


def test_the_catalogue_summary_for_a_report_lists_every_mutant_without_running_anything() -> None:
    summary = catalogue_summary("lunar-poker")
    assert [entry["mutant"] for entry in summary] == [m.name for m in LUNAR.mutants]
    assert all(set(entry) == {"mutant", "description", "clauses", "applied_by"} for entry in summary)


def test_the_text_table_shows_verdicts_and_the_kill_rate() -> None:
    first, second = LUNAR.mutants[:2]
    run = MutationRun(
        game="lunar-poker",
        verdicts=(MutantVerdict(mutant=first, killing=("A", "B", "C", "D")), MutantVerdict(mutant=second, killing=())),
        scenarios=4,
        seconds=1.0,
    )
    text = render_mutation_text(run)
    assert f"{first.name}" in text and "killed" in text and "... (4 in all)" in text
    assert "SURVIVED" in text
    assert "kill rate 50% (1/2 mutants)" in text
    assert run.to_json()["survived"][0]["mutant"] == second.name
