"""`tablecert analyze lunar-poker`: the game's figures, exact where counted, simulated elsewhere.

Exact: the Super bet and the Instant payout (all 2,598,960 hands). Simulated, with the fast
engine under the basic strategy: everything else (Ante, Raise with second combinations, fees).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness.executors import Placement
from harness.lunar.exact import analyse_table, analysis_json, fraction_json
from harness.lunar.game import GAME, table_rules
from harness.lunar.exact_play import cached_exact_branches
from harness.lunar.simulate import SimulationPlan, batch_size_for, simulate
from harness.lunar.strategy import basic_strategy
from harness.lunar.stratified import stratified_figures
from harness.progress import ProgressCallback


def analyze_lunar(
    *,
    paytable: str,
    interpretations: dict[str, str],
    exact_only: bool,
    rounds: int,
    seed: int,
    placement: Placement,
    checkpoint: Path | None,
    progress: ProgressCallback | None,
) -> dict[str, Any]:
    rules = table_rules(paytable, interpretations)
    super_analysis = analyse_table(rules.paytable.tables["super"], rules.super_context)
    instant_table = rules.paytable.table("instant")
    result: dict[str, Any] = {
        "game": GAME,
        "paytable": {"name": rules.paytable.name, "version": rules.paytable.version, "sha256": rules.paytable.sha256},
        "interpretations": dict(rules.interpretations),
        "exact": {
            "super": analysis_json(super_analysis),
            "instant": analysis_json(analyse_table(instant_table)) if instant_table else None,
            "super_house_edge": fraction_json(super_analysis.house_edge),
        },
    }
    if exact_only:
        return result
    branches = cached_exact_branches(rules, basic_strategy())
    result["exact"]["branches"] = branches.to_json()
    plan = SimulationPlan(
        paytable=paytable,
        interpretations=dict(rules.interpretations),
        rounds=rounds,
        seed=seed,
        batch_size=batch_size_for(rounds),
    )
    sim = simulate(plan, super_analysis.expected_value, placement=placement, checkpoint=checkpoint, progress=progress)
    result["stratified"] = stratified_figures(branches, sim.totals, super_analysis.expected_value).to_json()
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


def render_lunar_text(result: dict[str, Any]) -> str:
    exact = result["exact"]
    lines = [
        f"{result['game']} / paytable {result['paytable']['name']} v{result['paytable']['version']}",
        f"  interpretations: {', '.join(f'{k}={v}' for k, v in result['interpretations'].items())}",
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
