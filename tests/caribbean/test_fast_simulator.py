"""The fast Caribbean Stud simulator against the reference definitions.

Fast: its hand values are the dense values of every five-card hand; its decision tables decide
as the reference strategies; 10,000 seeded deals settle to the same money, round by round, as
the reference engine (the Lunar family engine with the rules_spec simple strategy); its batches
give the same counts in one process, two, or resumed from a checkpoint. Slow (they read the
exact count): the optimal strategy's table decides every suit class as the count; rounds under
it settle as the family's reference engine does; its simulated house edge's 95% interval holds
the exact figure, and its outcome frequencies fit the exact return table.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from scipy.stats import chisquare
from typer.testing import CliRunner

from harness.core.cards import DECK
from harness.core.ledger import Ledger
from harness.families.lunar.analysis.hand_values import all_five_card_hands, dense_values
from harness.families.lunar.analysis.stud_exact import StudExactResult
from harness.families.lunar.analysis.stud_fast import (
    DecisionTable,
    SettlementTables,
    hand_values,
    optimal_decisions,
    play_rows,
)
from harness.families.lunar.analysis.stud_simulate import CaribbeanPlan, Checkpoint, run_batch, simulate_caribbean
from harness.families.lunar.analysis.symmetry import unpack_hands
from harness.families.lunar.caribbean.fast import settlement_tables, strategy_decisions
from harness.families.lunar.game import TableRules, game_table_rules, table_rules
from harness.families.lunar.round import Decision, LunarRound
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, deal_batch, strategy_round
from harness.families.lunar.strategy import GameStrategy, load_game_strategy, strategy_for
from harness.runtime.checkpoint import checkpoint_batches
from harness.runtime.executors import Placement
from harness.spec.errors import UsageError

SIMPLE = "rules_spec/caribbean_stud_strategy.yaml"
EXACT_HOUSE_EDGE_PERCENT = 5.224306  # docs/caribbean_stud.md; the count gives it as a fraction too


@pytest.fixture(scope="module")
def rules() -> TableRules:
    return game_table_rules("caribbean-stud")


@pytest.fixture(scope="module")
def strategy(rules: TableRules) -> GameStrategy:
    return strategy_for(rules)  # rules_spec/caribbean_stud_strategy.yaml


@pytest.fixture(scope="module")
def tables(rules: TableRules) -> SettlementTables:
    return settlement_tables(rules)


@pytest.fixture(scope="module")
def simple(strategy: GameStrategy) -> DecisionTable:
    return strategy_decisions(strategy, SIMPLE)


def reference_event(ledger: Ledger) -> str:
    """How a reference round ended, named as the fast engine's outcome rows."""
    raised = ledger.wager("raise")
    ante = ledger.wager("ante")
    assert ante is not None
    if raised is None:
        return "fold"
    if raised.outcome.value == "win":
        return f"player_wins:{raised.line}"
    if ante.outcome.value == "win":
        return "dealer_does_not_qualify"
    return "push" if ante.outcome.value == "push" else "dealer_wins"


# -- tables -----------------------------------------------------------------------------------


def test_hand_values_are_the_dense_values_of_every_hand() -> None:
    hands = all_five_card_hands()
    shuffled = np.random.default_rng(1).permuted(hands, axis=1)  # the network sorts any order
    assert (hand_values(shuffled) == dense_values(hands)).all()


def test_the_simple_strategy_table_decides_as_the_rules_spec_strategy(
    strategy: GameStrategy, simple: DecisionTable
) -> None:
    assert len(simple.suit_keys) == 0  # it reads only the hand's value
    deals = np.random.default_rng(2).permuted(np.tile(np.arange(52), (5000, 1)), axis=1)[:, :6]
    fast = simple.raises(deals[:, :5], deals[:, 5], hand_values(deals[:, :5]))
    for row, raised in zip(deals.tolist(), fast.tolist(), strict=True):
        choice = strategy.first_decision([DECK[i] for i in row[:5]], DECK[row[5]])
        assert raised == (choice.action is Decision.PLAY), row


def test_a_strategy_reading_suits_and_the_upcard_is_kept_by_suit_class(tmp_path: Path, rules: TableRules) -> None:
    path = tmp_path / "reads_suits.yaml"
    path.write_text(
        "game: caribbean-stud\ntitle: test strategy\nbrief: ours\nsources: [ours]\nclauses:\n"
        + "".join(f"  - {{id: T-{i}, title: t, text: t, source: ours}}\n" for i in range(1, 5))
        + "first_decision:\n"
        "  - {rule: T-1, when: {hand_at_least: {category: pair}}, action: play}\n"
        "  - {rule: T-2, when: {has_draw: [flush], holds_all_ranks: [A, K]}, action: play}\n"
        "  - {rule: T-3, when: {upcard_matches: held, holds_any_rank: [A, K]}, action: play}\n"
        "  - {rule: T-4, when: {}, action: fold}\n"
    )
    strategy = load_game_strategy(path, rules.settings)
    table = strategy_decisions(strategy, str(path))
    assert len(table.suit_keys) > 0  # Ace-King with four of a suit: decided by suit class
    rng = np.random.default_rng(3)
    deals = rng.permuted(np.tile(np.arange(52), (20_000, 1)), axis=1)[:, :6]
    fast = table.raises(deals[:, :5], deals[:, 5], hand_values(deals[:, :5]))
    for row, raised in zip(deals.tolist(), fast.tolist(), strict=True):
        choice = strategy.first_decision([DECK[i] for i in row[:5]], DECK[row[5]])
        assert raised == (choice.action is Decision.PLAY), row


def test_games_with_more_than_raise_or_fold_are_refused() -> None:
    with pytest.raises(UsageError, match="cannot play lunar-poker: it has a Super bet, an instant payout, a draw"):
        settlement_tables(table_rules())


# -- the same deals, the same money -------------------------------------------------------------


def test_ten_thousand_seeded_deals_settle_as_the_reference_engine(
    rules: TableRules, strategy: GameStrategy, tables: SettlementTables, simple: DecisionTable
) -> None:
    plan = SimulationPlan(
        paytable="standard", interpretations={}, rounds=10_000, seed=2026, engine="reference", game="caribbean-stud"
    )
    deals = deal_batch(plan, 0)  # what the reference simulation of caribbean-stud deals
    fast = play_rows(deals, tables, simple)
    reference = []
    for row in deals.tolist():
        ledger = settle_round(strategy_round([DECK[i] for i in row], strategy, rules)[0], rules)
        reference.append((reference_event(ledger), ledger.net, sum(w.stake for w in ledger.wagers)))
    got = list(zip(fast.events(), fast.net.tolist(), fast.staked.tolist(), strict=True))
    assert got == reference
    assert len({event for event, _, _ in reference}) >= 10  # the deals reach most outcome rows


def test_counts_hold_the_exact_sums_of_the_round_nets(tables: SettlementTables, simple: DecisionTable) -> None:
    deals = np.random.default_rng(4).permuted(np.tile(np.arange(52, dtype=np.int8), (50_000, 1)), axis=1)[:, :10]
    rounds = play_rows(deals, tables, simple)
    counts = rounds.counts()
    net, staked = rounds.net.astype(np.int64), rounds.staked.astype(np.int64)
    assert counts.rounds == len(deals)
    assert (counts.net, counts.net_sq) == (int(net.sum()), int((net * net).sum()))
    assert (counts.staked, counts.staked_sq, counts.net_staked) == (
        int(staked.sum()),
        int((staked * staked).sum()),
        int((net * staked).sum()),
    )
    assert counts.raised == int(rounds.raised.sum())
    assert counts.house_edge().value == pytest.approx(-net.mean())


def test_batches_give_the_same_counts_anywhere_and_after_a_checkpoint(
    tables: SettlementTables, simple: DecisionTable, tmp_path: Path
) -> None:
    plan = CaribbeanPlan(tables=tables, decisions=simple, rounds=250_000, seed=9, batch_size=100_000)
    here = simulate_caribbean(plan, placement=Placement())
    forked = simulate_caribbean(plan, placement=Placement(workers=2, processes=True))
    assert here.counts == forked.counts and here.counts.rounds == 250_000
    path = tmp_path / "run.checkpoint.json"
    Checkpoint(path, plan).record(1, run_batch(plan, 1))
    resumed = simulate_caribbean(plan, placement=Placement(), checkpoint=path)
    assert resumed.counts == here.counts and resumed.rounds_run == 150_000
    assert checkpoint_batches(path) == 3
    other_seed = simulate_caribbean(CaribbeanPlan(tables=tables, decisions=simple, rounds=250_000, seed=10))
    assert other_seed.counts != here.counts


# -- the optimal strategy (slow: they read the exact count) -------------------------------------


@pytest.fixture(scope="module")
def optimal(caribbean_exact: StudExactResult) -> DecisionTable:
    return optimal_decisions(caribbean_exact)


@pytest.mark.slow
def test_the_optimal_table_decides_every_suit_class_as_the_count(
    caribbean_exact: StudExactResult, optimal: DecisionTable
) -> None:
    rng = np.random.default_rng(5)
    for analysis in caribbean_exact.upcards:
        cards = unpack_hands(analysis.keys).astype(np.int64)
        # Each class with its suits renamed at random, the upcard's suit with them.
        renaming = rng.permuted(np.tile(np.arange(4), (len(cards), 1)), axis=1)
        renamed = (cards // 4) * 4 + np.take_along_axis(renaming, cards % 4, axis=1)
        upcards = analysis.upcard + renaming[:, 0]
        assert (optimal.raises(renamed, upcards, hand_values(renamed)) == analysis.raises).all()


@pytest.mark.slow
def test_optimal_rounds_settle_as_the_reference_engine(
    caribbean_exact: StudExactResult, optimal: DecisionTable, tables: SettlementTables, rules: TableRules
) -> None:
    deals = np.random.default_rng(6).permuted(np.tile(np.arange(52, dtype=np.int8), (20_000, 1)), axis=1)[:, :10]
    fast = play_rows(deals, tables, optimal)
    expected = []
    for row in deals.tolist():
        player, dealer = tuple(DECK[i] for i in row[:5]), tuple(DECK[i] for i in row[5:])
        raised = caribbean_exact.outcome(player, dealer[0]).raises
        decision = Decision.PLAY if raised else Decision.FOLD
        rnd = LunarRound(game="caribbean-stud", ante=1, super_bet=0, player=player, dealer=dealer, decision=decision)
        ledger = settle_round(rnd, rules)
        expected.append((ledger.net, sum(w.stake for w in ledger.wagers)))
    assert list(zip(fast.net.tolist(), fast.staked.tolist(), strict=True)) == expected


@pytest.mark.slow
def test_the_simulated_house_edge_interval_holds_the_exact_figure(
    caribbean_exact: StudExactResult, optimal: DecisionTable, tables: SettlementTables
) -> None:
    plan = CaribbeanPlan(tables=tables, decisions=optimal, rounds=4_000_000, seed=20261122)
    counts = simulate_caribbean(plan, placement=Placement(workers=2, processes=True)).counts
    exact = float(caribbean_exact.house_edge)
    assert round(100 * exact, 6) == EXACT_HOUSE_EDGE_PERCENT
    house_edge = counts.house_edge()
    assert house_edge.low <= exact <= house_edge.high, house_edge
    element_of_risk = counts.element_of_risk()
    assert element_of_risk.low <= float(caribbean_exact.element_of_risk) <= element_of_risk.high
    # Every outcome row, not only the mean: the frequencies fit the exact return table.
    expected = np.array([float(row.probability) for row in caribbean_exact.return_table]) * counts.rounds
    assert [row.event for row in caribbean_exact.return_table] == [row.event for row in counts.rows]
    observed = np.array(counts.counts, dtype=float)
    rare = expected < 50  # royal and straight flush wins: pooled
    pooled_observed = np.append(observed[~rare], observed[rare].sum())
    pooled_expected = np.append(expected[~rare], expected[rare].sum())
    assert chisquare(pooled_observed, pooled_expected).pvalue > 0.001


@pytest.mark.slow
def test_analyze_prints_the_simulation_beside_the_exact_figures(
    caribbean_exact: StudExactResult, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from harness import cli
    from harness.families.lunar import stud_analyze

    monkeypatch.setattr(stud_analyze, "count_stud_exact", lambda *args, **kwargs: caribbean_exact)
    runner = CliRunner()
    command = ["analyze", "caribbean-stud", "--rounds", "2000000", "--seed", "4"]
    checkpoint = tmp_path / "cs.checkpoint.json"
    first = runner.invoke(cli.app, [*command, "--json", "--checkpoint", str(checkpoint)])
    assert first.exit_code == 0, first.output
    document = json.loads(first.stdout)
    simulated = document["simulated"]
    assert simulated["exact"] is False and simulated["house_edge"]["exact"] is False
    assert simulated["rounds"] == 2_000_000 and simulated["seed"] == 4
    assert simulated["house_edge"]["exact_value"] == document["house_edge"]["value"]
    assert simulated["house_edge"]["exact_inside_ci95"] is True
    assert simulated["games_per_second"] > 0
    resumed = json.loads(runner.invoke(cli.app, [*command, "--json", "--checkpoint", str(checkpoint)]).stdout)
    assert resumed["simulated"]["rounds_run"] == 0
    assert resumed["simulated"]["house_edge"] == simulated["house_edge"]
    text = runner.invoke(cli.app, command).stdout
    assert "Simulated on the fast engine, same strategy: 2,000,000 games, seed 4" in text
    assert f"{100 * float(caribbean_exact.house_edge):.4f}%  yes" in text
    exact_only = json.loads(runner.invoke(cli.app, ["analyze", "caribbean-stud", "--exact", "--json"]).stdout)
    assert "simulated" not in exact_only and exact_only["house_edge"] == document["house_edge"]
