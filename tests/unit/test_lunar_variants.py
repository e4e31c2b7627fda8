"""The Lunar Poker family (issue 6, item 4): one engine, each variant a rules_spec's switches.

Checks what the Gherkin suites cannot: that Lunar Poker's switches are the defaults, that the
engine agrees with the independent Caribbean Stud settlement on random deals, that every
ledger cites only clauses in force in its game and conserves money, that the switches and
variant facts are refused with their file locations, and that a variant certifies end to end.
"""

from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core.cards import DECK, Card
from harness.core.hands import best_five, rank_five
from harness.families.lunar.game import (
    FAMILY_RULES,
    GAME,
    game_definition,
    game_settings,
    game_table_rules,
    lunar_rules,
    table_rules,
)
from harness.families.lunar.instant_effect import straight_flushes
from harness.families.lunar.round import Decision, LunarRound, insurance_limit
from harness.families.lunar.settings import GameSettings, parse_settings
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, simulate, strategy_round
from harness.families.lunar.strategy import game_strategy, load_game_strategy
from harness.games.settle_dispatch import settle_document
from harness.spec.errors import RoundError, SpecError
from harness.spec.yaml_source import load_text

VARIANTS = tuple(game for game in FAMILY_RULES if game != GAME)


def _deals(count: int, seed: int) -> list[list[Card]]:
    rng = np.random.default_rng(seed)
    rows = rng.permuted(np.tile(np.arange(52), (count, 1)), axis=1)[:, :16]
    return [[DECK[i] for i in row] for row in rows.tolist()]


def _with_options(rnd: LunarRound, game: str, next_card: Card) -> LunarRound:
    """Take every option the game allows in the round, whatever the strategy would do, so the
    ledgers below cover the options' settlement too."""
    rules = game_table_rules(game)
    s = rules.settings
    if not rnd.plays:
        return rnd
    if s.insurance is not None and best_five(rnd.final_hand()).rank.category >= s.insurance.hand_at_least:
        rnd = replace(rnd, insurance=max(rnd.ante, insurance_limit(rnd, rules)))
    dealer_qualifies = rank_five(rnd.dealer).is_ace_king_high_or_better
    if s.dealer_draw is not None and not dealer_qualifies:
        rnd = replace(rnd, dealer_draw=next_card)
    if s.buy_dealer_qualification is not None and not dealer_qualifies:
        rnd = replace(rnd, buy_dealer_qualification=next_card)
    return rnd


def test_lunar_poker_is_played_by_the_engines_default_switches() -> None:
    """Lunar Poker's settlement section writes out only what a variant changes: the rest of its
    settings are the engine's defaults, and its deal holds the 15 cards a round can use."""
    settings = game_settings(GAME)
    assert settings == GameSettings(cards_per_deal=15)
    assert game_table_rules(GAME) == table_rules()
    assert settings.table_kinds == ("super", "raise", "instant")
    assert settings.cite(("LP-2", "LP-9.4")) == ("LP-2", "LP-9.4")


@pytest.mark.parametrize("game", VARIANTS)
def test_every_variant_loads_with_its_strategy(game: str) -> None:
    definition = game_definition(game)
    assert definition.spec.game == game
    assert game_strategy(game).spec.game == game
    assert game_table_rules(game).settings is definition.settings


def test_the_exact_counts_pay_schedule_settles_as_the_family_engine() -> None:
    """The Caribbean Stud count reads the rules by hand value (harness.families.lunar.pay_schedule, from
    the game's settings); every deal must come out as the one reference engine settles it."""
    import numpy as np

    from harness.families.lunar.analysis.hand_values import dense_values
    from harness.families.lunar.pay_schedule import stud_schedule

    rules = game_table_rules("caribbean-stud")
    schedule = stud_schedule(rules)
    pays = schedule.rules
    for index, deal in enumerate(_deals(4000, seed=61)):
        player, dealer = tuple(deal[:5]), tuple(deal[5:10])
        raised = index % 4 != 0
        rnd = LunarRound(
            ante=1,
            super_bet=0,
            player=player,
            dealer=dealer,
            game="caribbean-stud",
            decision=Decision.PLAY if raised else Decision.FOLD,
        )
        mine, theirs = (int(v) for v in dense_values(np.array([[c.index for c in player], [c.index for c in dealer]])))
        if not raised:
            expected = -1
        elif theirs < schedule.qualify_value:
            expected = pays.units(pays.dealer_does_not_qualify)
        elif mine > theirs:
            expected = pays.units(pays.player_wins, int(schedule.pays[mine]))
        else:
            expected = pays.units(pays.tie if mine == theirs else pays.dealer_wins)
        assert settle_round(rnd, rules).net == expected, (player, dealer, raised)


@pytest.mark.parametrize("game", VARIANTS)
def test_ledgers_cite_only_clauses_in_force_and_conserve_money(game: str) -> None:
    definition = game_definition(game)
    in_force = definition.clause_ids
    rules = game_table_rules(game)
    strategy = game_strategy(game)
    cited: set[str] = set()
    for deal in _deals(1500, seed=7):
        rnd, _ = strategy_round(deal, strategy, rules)
        rnd = _with_options(
            replace(rnd, dealer_draw=None, buy_dealer_qualification=None), game, deal[10 + len(rnd.drawn)]
        )
        ledger = settle_round(rnd, rules)
        for entry in (*ledger.wagers, *ledger.fees):
            cited.update(entry.clauses)
        assert ledger.net == sum(w.net for w in ledger.wagers) - ledger.fees_paid
        assert ledger.facts["game"] == game
    assert cited <= in_force, sorted(cited - in_force)
    own = set(definition.spec.clauses)
    assert cited & own, "a variant's ledgers should name its own clauses"


@settings(max_examples=60, deadline=None)
@given(deck=st.permutations(DECK), game=st.sampled_from(VARIANTS))
def test_variant_rounds_settle_and_never_reuse_a_card(deck: list[Card], game: str) -> None:
    rules = game_table_rules(game)
    rnd, _ = strategy_round(deck[:16], game_strategy(game), rules)
    used = len(rnd.drawn)
    rnd = _with_options(replace(rnd, dealer_draw=None, buy_dealer_qualification=None), game, deck[10 + used])
    cards = [*rnd.player, *rnd.dealer, *rnd.drawn, *(c for c in (rnd.dealer_draw, rnd.buy_dealer_qualification) if c)]
    assert len(cards) == len(set(cards))
    ledger = settle_round(rnd, rules)
    assert ledger.net == sum(w.net for w in ledger.wagers) - ledger.fees_paid


def _settings_error(text: str) -> str:
    node = load_text(text, "rules_spec/bad.yaml")
    ids = frozenset({"CS-1", "CS-6"})
    with pytest.raises(SpecError) as info:
        parse_settings("caribbean-stud", node, ids, frozenset(lunar_rules().clauses))
    return str(info.value)


def test_bad_settlement_sections_are_refused_with_their_location() -> None:
    base = "strategy: s.yaml\npaytables: {folder: caribbean_stud, game: caribbean-stud, default: standard}\n"
    assert "bad.yaml:3:1: superbet: unknown field 'superbet'" in _settings_error(base + "superbet: false\n")
    message = _settings_error(base + "raise_pays: {rule: best_line, clause: CS-9}\n")
    assert "bad.yaml:3:39: raise_pays.clause: no clause 'CS-9'" in message
    message = _settings_error(base + "cites: {XX-1: CS-1}\n")
    assert "cites.XX-1" in message and "not a Lunar Poker clause" in message
    message = _settings_error(base + "exchange: {cards: [0, 5], fee: per_card}\n")
    assert "exchange.cards[0]" in message
    message = _settings_error(
        base + "showdown: {dealer_does_not_qualify: {ante: paytable, raise: push}, player_wins: {ante: win, "
        "raise: paytable}, tie: {ante: push, raise: push}, dealer_wins: {ante: lose, raise: lose}}\n"
    )
    assert "showdown.dealer_does_not_qualify.ante: expected one of win, push, lose, got 'paytable'" in message
    # A round uses at most 5 + 5 + 5 cards and the card an option brings in: 15 or 16 a deal.
    assert "bad.yaml:3:17: cards_per_deal: a deal holds the 15 cards a round uses" in _settings_error(
        base + "cards_per_deal: 14\n")
    assert "cards_per_deal: a deal holds the 15 cards a round uses, or 16 with the card an option brings in; got 17" \
        in _settings_error(base + "cards_per_deal: 17\n")
    with_a_draw = "dealer_draw: {clause: CS-1, discard_clause: CS-1, showdown_clause: CS-1, fee_clause: CS-1}\n"
    assert "cards_per_deal: an option of the game brings in a 16th card" in _settings_error(
        base + with_a_draw + "cards_per_deal: 15\n")


def test_a_strategy_for_an_option_the_game_lacks_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "strategy.yaml"
    path.write_text(
        "game: lunar-poker-finland\ntitle: t\nsources: [ours]\ndecisions: lunar_poker_strategy.yaml\n"
        "clauses:\n  - {id: XS-1, title: t, text: t, source: ours}\n"
        "dealer_draw: {rule: XS-1, force_if_at_least: {category: pair}}\n"
    )
    with pytest.raises(SpecError, match="strategy.yaml:7:14: dealer_draw: lunar-poker-finland has no dealer draw"):
        load_game_strategy(path, game_settings("lunar-poker-finland"))


def _round_error(document: dict[str, object]) -> RoundError:
    with pytest.raises(RoundError) as info:
        settle_document(load_text(json.dumps(document, indent=2), "round.json", RoundError))
    return info.value


def test_variant_facts_are_refused_at_their_location_in_games_without_them() -> None:
    base = {"ante": 10, "player": ["7s", "7h", "7d", "Kc", "2s"], "dealer": ["Qd", "9c", "6h", "4s", "3c"]}
    error = _round_error({"game": "caribbean-stud", **base, "decision": "play", "insurance": 10})
    assert "round.json:19:16: insurance: caribbean-stud has no insurance" in str(error)
    error = _round_error({"game": "lunar-poker", "super": 10, **base, "decision": "play", "jackpot": 5})
    assert "jackpot: lunar-poker has no Jackpot Bonus bet" in str(error)
    error = _round_error({"game": "lunar-poker-finland", **base, "decision": "play", "dealer_draw": {"drawn": "9d"}})
    assert "dealer_draw: lunar-poker-finland has no dealer draw" in str(error)
    error = _round_error(
        {"game": "lunar-poker-dealer-draw", "super": 10, **base, "decision": "play", "dealer_draw": {"drawn": "zz"}}
    )
    assert "dealer_draw.drawn" in str(error) and "'zz' is not a card" in str(error)


def test_a_variant_round_settles_through_settle_document() -> None:
    document = {
        "game": "lunar-poker-finland",
        "ante": 10,
        "player": ["8s", "9d", "Tc", "Jh", "Qs"],
        "dealer": ["Kd", "Jc", "9h", "5s", "3c"],
        "decision": "play",
        "insurance": 40,
        "buy_dealer_qualification": {"drawn": "3d"},
    }
    ledger = settle_document(load_text(json.dumps(document), "round.json", RoundError))
    assert ledger["game"] == "lunar-poker-finland"
    assert ledger["net"] == 40 + 80 - 10
    assert [f["fee"] for f in ledger["fees"]] == ["buy_dealer_qualification"]


def test_variant_simulation_is_the_same_for_any_number_of_workers() -> None:
    rules = game_table_rules("lunar-poker-finland")
    plan = SimulationPlan(
        game="lunar-poker-finland",
        engine="reference",
        paytable=rules.paytable.path,
        interpretations=dict(rules.interpretations),
        rounds=3000,
        seed=5,
        batch_size=1000,
    )
    from harness.runtime.executors import Placement

    one = simulate(plan, Fraction(0), placement=Placement())
    two = simulate(plan, Fraction(0), placement=Placement(workers=2, processes=True))
    assert one.totals.to_json() == two.totals.to_json()
    assert one.totals.events["insurable hand played"] > 0
    assert plan.identity()["game"] == "lunar-poker-finland"
    assert one.house_edge.value == pytest.approx(-one.totals.rest / one.totals.rounds)


def test_the_instant_payout_first_order_is_exact() -> None:
    from harness.families.lunar.exact import analyse_table
    from harness.families.lunar.game import lunar_paytable

    assert len(straight_flushes()) == len(set(straight_flushes())) == 40
    instant = analyse_table(lunar_paytable("standard").tables["instant"])
    assert instant.expected_payout == Fraction(4 * 1000 + 36 * 200, 2_598_960)


def test_a_variant_certifies_end_to_end(tmp_path: Path) -> None:
    from harness.certify.options import CertifyOptions
    from harness.certify.pipeline import certify
    from harness.games.game_model import Capability
    from harness.games.registry import game

    options = CertifyOptions(game="oasis-poker", paytable=None, rounds=2000, seed=3, out_dir=tmp_path, mutants=False)
    assert certify(game("oasis-poker", Capability.CERTIFY), options) == 0
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["verdict"]["certified"] and report["verdict"]["uncovered_count"] == 0
    assert {t["clause"] for t in report["traceability"]} >= {"OP-2", "CS-5.4", "OPS-1.2"}
    assert report["figures"]["house_edge_denominator"] == "Ante"
    # Its one interpretation changes statistics, not chips: both rows, the delta exactly zero.
    rows = {(r["interpretation"], r["option"]): r for r in report["interpretation_sensitivity"]}
    assert set(rows) == {("fees_are_wagers", "false"), ("fees_are_wagers", "true")}
    assert rows[("fees_are_wagers", "true")]["house_edge_delta"]["half_width"] == 0
    assert rows[("fees_are_wagers", "true")]["super_house_edge"] is None
    assert (tmp_path / "report.pdf").stat().st_size > 0
