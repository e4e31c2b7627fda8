"""`tablecert analyze GAME` for the Lunar Poker family: exact where counted, simulated elsewhere.

Three ways, as the game's rules allow (harness.families.lunar.pay_schedule):
- where the play, fold and instant branches can be counted (Lunar Poker's rules): the Super bet,
  the Instant payout (all 2,598,960 hands) and every branch the strategy does not draw in counted
  exactly (harness.families.lunar.exact_play); the buy and exchange branch simulated on the fast
  engine (and the whole game, as a cross-check);
- a raise-or-fold game (Caribbean Stud): every deal counted under the optimal strategy, the same
  strategy simulated beside it (harness.families.lunar.stud_analyze);
- the others: their five-card tables exact (Super, Instant, the Jackpot Bonus on the first five
  cards), the rest of the game simulated on the fast engine under the game's strategy file.
`analyze_game` is the one entry for all of them.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from harness.core.paytable import paytable_path
from harness.families.lunar.analysis.five_card import analyse_table, analysis_json, fraction_json
from harness.families.lunar.analysis.stud_report_text import render_stud_text
from harness.families.lunar.exact_play import cached_exact_branches
from harness.families.lunar.game import game_settings, game_table_rules
from harness.families.lunar.optimal_strategy import OptimalStrategy, optimal_for
from harness.families.lunar.pay_schedule import exact_branch_problems, raise_or_fold_problems
from harness.families.lunar.simulate import (
    DEFAULT_STRATEGY,
    OPTIMAL,
    Checkpoint,
    SimulationPlan,
    batch_size_for,
    simulate,
)
from harness.families.lunar.strategy import GameStrategy
from harness.families.lunar.stratified import stratified_figures
from harness.families.lunar.stud_analyze import analyze_stud
from harness.games.game_model import AnalyzeRequest, AnalyzeResult
from harness.runtime.executors import Placement
from harness.runtime.progress import ProgressCallback
from harness.spec.errors import UsageError


def analyze_stratified(
    game: str,
    *,
    paytable: str,
    interpretations: dict[str, str],
    exact_only: bool,
    rounds: int,
    seed: int,
    placement: Placement,
    checkpoint: Path | None,
    progress: ProgressCallback | None,
    strategy: str | None = None,
) -> dict[str, Any]:
    """A game whose play, fold and instant branches are counted exactly (pay_schedule.exact_branch_problems):
    its tables and branches counted, the draw branch simulated (the stratified figures), the plain
    simulation of every round beside them as a cross-check."""
    rules = game_table_rules(game, paytable, interpretations)
    optimal = optimal_for(rules) if strategy == OPTIMAL else None
    from harness.families.lunar.paytable_reach import warn_unreachable

    warn_unreachable(rules.paytable)  # lines no hand is ever paid on, on stderr
    plan = SimulationPlan(
        game=game,
        paytable=paytable,
        interpretations=dict(rules.interpretations),
        rounds=rounds,
        seed=seed,
        batch_size=batch_size_for(rounds),
        strategy=strategy or DEFAULT_STRATEGY,
    )
    if not exact_only:
        Checkpoint.verify_file(checkpoint, plan)  # refuse an unusable or foreign checkpoint before any work
    super_analysis = analyse_table(rules.paytable.tables["super"], rules.super_context)
    instant_table = rules.paytable.table("instant")
    result: dict[str, Any] = {
        "game": game,
        "paytable": {"name": rules.paytable.name, "version": rules.paytable.version, "sha256": rules.paytable.sha256},
        "interpretations": dict(rules.interpretations),
        "exact": {
            "super": analysis_json(super_analysis),
            "instant": analysis_json(analyse_table(instant_table)) if instant_table else None,
            "super_house_edge": fraction_json(super_analysis.house_edge),
        },
    }
    file_strategy = plan.file_strategy(rules)
    if chosen := _strategy_json(plan, optimal, file_strategy):
        result["strategy"] = chosen
    if exact_only:
        return result
    branches = cached_exact_branches(rules, file_strategy, optimal=optimal)
    result["exact"]["branches"] = branches.to_json()
    sim = simulate(plan, super_analysis.expected_value, placement=placement, checkpoint=checkpoint, progress=progress)
    stratified = stratified_figures(branches, sim.totals, super_analysis.expected_value, rules.settings)
    result["stratified"] = stratified.to_json()
    result["simulated"] = {
        "seed": seed,
        "rounds": sim.totals.rounds,
        "placement": placement.describe(),
        "engine": plan.engine,
        "house_edge": sim.house_edge.to_json(),
        "element_of_risk_without_fees": sim.element_of_risk(with_fees=False).to_json(),
        "element_of_risk_with_fees": sim.element_of_risk(with_fees=True).to_json(),
        "decisions": {path: count for path, count in sorted(sim.totals.paths.items(), key=lambda kv: -kv[1])},
        "parts": "plain simulation of every round (cross-check of the stratified figures)",
    }
    return result


def _strategy_json(
    plan: SimulationPlan, optimal: OptimalStrategy | None, file_strategy: GameStrategy
) -> dict[str, Any] | None:
    """The strategy a `--strategy` run plays (None: the game's own file)."""
    if optimal is not None:
        return {
            "name": OPTIMAL,
            "file": f"rules_spec/{optimal.path.name}",
            "sha256": optimal.sha256,
            "built": optimal.figures,
            "approximation": "exchange values count the dealer's hands with the discards still among them"
            + (
                "; the first and second decisions value the game's options by their average gain per Raise pay "
                "and upcard (the options themselves are taken exactly)"
                if "option_bonus" in optimal.identity
                else ""
            ),
        }
    if not plan.strategy_file:
        return None
    spec = file_strategy.specs[0]
    return {"name": spec.title, "file": plan.strategy_file, "sha256": spec.sha256}


def render_stratified_text(result: dict[str, Any]) -> str:
    exact = result["exact"]
    lines = [
        f"{result['game']} / paytable {result['paytable']['name']} v{result['paytable']['version']}",
        f"  interpretations: {', '.join(f'{k}={v}' for k, v in result['interpretations'].items())}",
    ]
    if "strategy" in result:
        chosen = result["strategy"]
        lines.append(f"  strategy: {chosen['name']} ({chosen['file']}, sha256 {chosen['sha256'][:16]}...)")
    lines += [
        f"  Super house edge (exact):    {exact['super_house_edge']['value'] * 100:.6f}%"
        f"  ({exact['super_house_edge']['fraction']})",
        f"  Super hit frequency (exact): {exact['super']['hit_frequency']['value'] * 100:.6f}%",
    ]
    if exact["instant"]:
        instant = sum(line["return_contribution"]["value"] for line in exact["instant"]["lines"])
        lines.append(f"  Instant payout return per Ante (exact): {instant:.6f}")
    if "stratified" in result:
        strat = result["stratified"]
        lines.append(
            f"  draw branch probability (exact): {strat['draw_probability']['value']:.6f}; "
            f"instant, fold and play branches counted exactly"
        )
        for key, label in (
            ("house_edge", "house edge (Ante + Super)"),
            ("element_of_risk_without_fees", "element of risk, fees not staked"),
            ("element_of_risk_with_fees", "element of risk, fees staked"),
        ):
            figure = strat[key]
            lines.append(
                f"  {label:<34} {figure['value'] * 100:.4f}% ± {figure['half_width'] * 100:.4f} "
                f"(95% CI; exact branches + {figure['n']:,} simulated draw rounds)"
            )
    if "simulated" in result:
        sim = result["simulated"]
        figure = sim["house_edge"]
        lines.append(
            f"  plain simulation, cross-check:     {figure['value'] * 100:.4f}% ± {figure['half_width'] * 100:.4f} "
            f"(95% CI, n = {figure['n']:,})"
        )
        lines.append(f"  ran on {sim['placement']}, seed {sim['seed']}")
    return "\n".join(lines)


def analyze_game(game: str, request: AnalyzeRequest) -> AnalyzeResult:
    """`tablecert analyze GAME` for any game of the Lunar Poker family (the registry's entry)."""
    settings = game_settings(game)
    if not exact_branch_problems(settings):
        data = analyze_stratified(
            game,
            paytable=request.paytable or settings.default_paytable,
            interpretations=request.interpretations,
            exact_only=request.exact_only,
            rounds=request.rounds,
            seed=request.seed,
            placement=request.placement,
            checkpoint=request.checkpoint,
            progress=request.progress,
            strategy=request.strategy,
        )
        return AnalyzeResult(data=data, text=render_stratified_text(data))
    rules = game_table_rules(game, request.paytable, request.interpretations)
    if not raise_or_fold_problems(rules.settings):  # Caribbean Stud: counted exactly
        if request.interpretations:
            raise UsageError(f"{game} has no interpretation to choose; --interpretation is not for it")
        data = analyze_stud(
            game,
            paytable=request.paytable,
            placement=request.placement,
            simulate=not request.exact_only,
            rounds=request.rounds,
            seed=request.seed,
            checkpoint=request.checkpoint,
        )
        return AnalyzeResult(data=data, text=render_stud_text(data))
    data = analyze_variant(game, request)
    return AnalyzeResult(data=data, text=render_variant_text(data))


def analyze_variant(game: str, request: AnalyzeRequest) -> dict[str, Any]:
    """A game of the family with draws or options: its five-card tables counted exactly, the rest
    simulated on the fast engine under its strategy file (house edge per Ante + Super, or per
    Ante in a game without a Super, with the exact Super value added)."""
    rules = game_table_rules(game, request.paytable, request.interpretations)
    settings = rules.settings
    from harness.families.lunar.paytable_reach import warn_unreachable

    warn_unreachable(rules.paytable)  # lines no hand is ever paid on, on stderr
    optimal = optimal_for(rules) if request.strategy == OPTIMAL else None
    plan = SimulationPlan(
        game=game,
        # The file itself, absolute: the workers may run elsewhere than the command's folder.
        paytable=str(paytable_path(settings.paytable_folder, request.paytable or settings.default_paytable).resolve()),
        interpretations=dict(rules.interpretations),
        rounds=request.rounds,
        seed=request.seed,
        batch_size=batch_size_for(request.rounds),
        strategy=request.strategy or DEFAULT_STRATEGY,
    )
    if not request.exact_only:
        Checkpoint.verify_file(request.checkpoint, plan)  # before any work
    exact: dict[str, Any] = {}
    super_ev = Fraction(0)
    if settings.super_bet:
        super_analysis = analyse_table(rules.paytable.tables["super"], rules.super_context)
        super_ev = super_analysis.expected_value
        exact["super"] = analysis_json(super_analysis)
        exact["super_house_edge"] = fraction_json(super_analysis.house_edge)
    instant_table = rules.paytable.table("instant") if settings.instant_payout else None
    exact["instant"] = analysis_json(analyse_table(instant_table)) if instant_table else None
    if settings.jackpot is not None and rules.reading("jackpot_hand") == "first_five":
        exact["jackpot"] = analysis_json(analyse_table(rules.paytable.tables["jackpot"]))
    result: dict[str, Any] = {
        "game": game,
        "paytable": {"name": rules.paytable.name, "version": rules.paytable.version, "sha256": rules.paytable.sha256},
        "interpretations": dict(rules.interpretations),
        "exact": exact,
    }
    if chosen := _strategy_json(plan, optimal, plan.file_strategy(rules)):
        result["strategy"] = chosen
    if request.exact_only:
        return result
    placement, checkpoint = request.placement, request.checkpoint
    sim = simulate(plan, super_ev, placement=placement, checkpoint=checkpoint, progress=request.progress)
    result["simulated"] = {
        "seed": request.seed,
        "rounds": sim.totals.rounds,
        "placement": request.placement.describe(),
        "engine": plan.engine,
        "house_edge_per": "Ante + Super" if settings.super_bet else "Ante",
        "house_edge": sim.house_edge.to_json(),
        "element_of_risk_without_fees": sim.element_of_risk(with_fees=False).to_json(),
        "element_of_risk_with_fees": sim.element_of_risk(with_fees=True).to_json(),
        "decisions": {path: count for path, count in sorted(sim.totals.paths.items(), key=lambda kv: -kv[1])},
        "events": dict(sorted(sim.totals.events.items())),
        "mean_fees_per_round": sim.totals.fees / sim.totals.rounds,
    }
    return result


def render_variant_text(result: dict[str, Any]) -> str:
    exact = result["exact"]
    lines = [
        f"{result['game']} / paytable {result['paytable']['name']} v{result['paytable']['version']}",
        f"  interpretations: {', '.join(f'{k}={v}' for k, v in result['interpretations'].items()) or 'none'}",
    ]
    if "strategy" in result:
        chosen = result["strategy"]
        lines.append(f"  strategy: {chosen['name']} ({chosen['file']}, sha256 {chosen['sha256'][:16]}...)")
    if "super_house_edge" in exact:
        lines.append(
            f"  Super house edge (exact):    {exact['super_house_edge']['value'] * 100:.6f}%"
            f"  ({exact['super_house_edge']['fraction']})"
        )
    if exact.get("instant"):
        instant = sum(line["return_contribution"]["value"] for line in exact["instant"]["lines"])
        lines.append(f"  Instant payout return per Ante (exact): {instant:.6f}")
    if exact.get("jackpot"):
        jackpot = exact["jackpot"]["house_edge"]
        lines.append(f"  Jackpot Bonus house edge (exact, first five cards): {jackpot['value'] * 100:.6f}%")
    if "simulated" in result:
        sim = result["simulated"]
        for key, label in (
            ("house_edge", f"house edge ({sim['house_edge_per']})"),
            ("element_of_risk_without_fees", "element of risk, fees not staked"),
            ("element_of_risk_with_fees", "element of risk, fees staked"),
        ):
            figure = sim[key]
            lines.append(
                f"  {label:<34} {figure['value'] * 100:.4f}% ± {figure['half_width'] * 100:.4f} "
                f"(95% CI, n = {figure['n']:,}, {sim['engine']} engine)"
            )
        lines.append(f"  ran on {sim['placement']}, seed {sim['seed']}")
    return "\n".join(lines)
