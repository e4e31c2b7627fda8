"""`tablecert certify lunar-poker`: validate, prove the rules, measure the game, report.

Steps: load and validate every input (a bad file stops here, exit 2, nothing written); run the
Gherkin suite through pytest and trace clauses to scenarios; count the Super and Instant bets
exactly; simulate the rest of the game under the basic strategy; measure how much each
interpretation matters (harness.lunar.sensitivity); write report.html, report.pdf and
report.json together, atomically. With a baseline (harness.baseline) the run also says which
figure moved since the baseline was recorded, and exits 1 if one did.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from harness.baseline import BaselineRun, figures_from_report_data
from harness.certification import CertifyOptions
from harness.chart import convergence_svg
from harness.feature_run import SuiteRun, run_feature_suite
from harness.lunar.exact import TableAnalysis, analyse_table, analysis_json, fraction_json
from harness.lunar.game import (
    GAME,
    RULES_FILE,
    STRATEGY_FILE,
    TableRules,
    lunar_paytable,
    lunar_rules,
    table_rules,
)
from harness.lunar.sensitivity import SENSITIVITY_ROUNDS, interpretation_sensitivity
from harness.mutants.runner import mutation_summary
from harness.lunar.exact_play import ExactBranches, cached_exact_branches
from harness.lunar.simulate import SimulationPlan, SimulationResult, batch_size_for, simulate
from harness.lunar.strategy import basic_strategy
from harness.lunar.stratified import stratified_figures
from harness.paytable import paytable_path
from harness.progress import progress_bar, status
from harness.report_parts import (
    command_text,
    print_elements_of_risk,
    print_verdict,
    sha256_of,
    software_json,
    suite_verdict,
)
from harness.project import project_root, relative_display
from harness.report_render import render_html, write_report_bundle
from harness.rules_spec import rules_spec_path
from harness.stats import Estimate
from harness.traceability import ClauseTrace, trace_clauses

DEFAULT_ROUNDS = 100_000_000
FEATURE_BINDINGS = ["tests/bdd/test_lunar_poker.py"]
FEATURE_FOLDER = "features/lunar_poker"


def _inputs(paytable_file: Path) -> list[dict[str, str]]:
    root = project_root()
    files = [
        ("rules", rules_spec_path(RULES_FILE)),
        ("strategy", rules_spec_path(STRATEGY_FILE)),
        ("paytable", paytable_file),
        *[("feature", p) for p in sorted((root / FEATURE_FOLDER).glob("*.feature"))],
    ]
    return [{"role": role, "path": relative_display(p), "sha256": sha256_of(p)} for role, p in files]


def _estimate_json(estimate: Estimate, published: str | None = None) -> dict[str, Any]:
    data = estimate.to_json()
    if published is not None:
        data["published_percent"] = published
        low, high = estimate.low * 100, estimate.high * 100
        data["published_inside_ci"] = low <= float(published) <= high
    return data


def _published(spec_figures: Any, name: str) -> str | None:
    for figure in spec_figures:
        if figure.name == name:
            return str(figure.percent)
    return None


def _raise_table(rules: TableRules, sim: SimulationResult) -> list[dict[str, Any]]:
    rows = []
    n = sim.totals.rounds
    for line in rules.paytable.tables["raise"].lines:
        first = sim.totals.raise_lines.get(f"first:{line.name}", 0)
        second = sim.totals.raise_lines.get(f"second:{line.name}", 0)
        rows.append(
            {
                "line": line.name,
                "label": line.label,
                "pays": line.pays,
                "when": line.predicate.describe(),
                "first_combination_rounds": first,
                "second_combination_rounds": second,
                "frequency_per_round": (first + second) / n if n else 0.0,
                "return_per_ante": 2 * line.pays * (first + second) / n if n else 0.0,
            }
        )
    return rows


def _lines_with_predicates(analysis: TableAnalysis, rules: TableRules, kind: str) -> list[dict[str, Any]]:
    table = rules.paytable.tables[kind]
    data = analysis_json(analysis)["lines"]
    assert isinstance(data, list)
    for row in data:
        row["when"] = table.line(row["line"]).predicate.describe()
    return data


def build_report_data(
    *,
    options: CertifyOptions,
    rules: TableRules,
    paytable_file: Path,
    suite: SuiteRun,
    traces: list[ClauseTrace],
    super_analysis: TableAnalysis,
    instant_analysis: TableAnalysis | None,
    sim: SimulationResult,
    seconds: float,
    sensitivity: list[dict[str, Any]] | None = None,
    branches: ExactBranches | None = None,
) -> dict[str, Any]:
    spec = lunar_rules()
    n = sim.totals.rounds
    instant_ev = instant_analysis.expected_payout if instant_analysis else Fraction(0)
    paths = sorted(sim.totals.paths.items(), key=lambda kv: -kv[1])
    return {
        "report": "tablecert compliance report",
        "game": GAME,
        "title": spec.title,
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "software": software_json(numpy=np.__version__),
        "command": command_text("tablecert certify lunar-poker"),
        "seed": options.seed,
        "rounds": n,
        "paytable": _paytable_json(rules),
        "verdict": suite_verdict(suite, traces),
        "inputs": _inputs(paytable_file),
        "interpretations": _interpretations_json(rules),
        "traceability": [t.to_json() for t in traces],
        "scenarios": [s.to_json() for s in suite.scenarios],
        "suite_command": suite.command,
        "paytables": {
            "super": {**analysis_json(super_analysis), "lines": _lines_with_predicates(super_analysis, rules, "super")},
            "instant": (
                {
                    **analysis_json(instant_analysis),
                    "lines": _lines_with_predicates(instant_analysis, rules, "instant"),
                    "expected_payout_per_ante": fraction_json(instant_ev),
                }
                if instant_analysis
                else None
            ),
            "raise": {"exact": False, "rounds": n, "lines": _raise_table(rules, sim)},
        },
        "figures": report_figures(rules, super_analysis, instant_analysis, sim, branches),
        "interpretation_sensitivity": sensitivity or [],
        "baseline": None,
        "decisions": [{"path": path, "rounds": count, "frequency": count / n} for path, count in paths],
        "mean_fees_per_round": sim.totals.fees / n if n else 0.0,
        "convergence": [
            {"rounds": p.rounds, "house_edge": p.house_edge.value, "half_width": p.house_edge.half_width}
            for p in sim.convergence
        ],
        "timing": {"seconds": round(seconds, 1)},
    }


def _paytable_json(rules: TableRules) -> dict[str, Any]:
    return {
        "name": rules.paytable.name,
        "version": rules.paytable.version,
        "title": rules.paytable.title,
        "path": rules.paytable.path,
        "sha256": rules.paytable.sha256,
        "source": rules.paytable.source,
    }


def _interpretations_json(rules: TableRules) -> list[dict[str, Any]]:
    spec = lunar_rules()
    return [
        {
            "name": name,
            "value": value,
            "default": interp.default,
            "is_default": value == interp.default,
            "meaning": interp.options[value],
            "reason": interp.reason,
            "source": interp.source,
            "clauses": list(interp.clauses),
        }
        for name, interp in spec.interpretations.items()
        for value in [rules.interpretations[name]]
    ]


def report_figures(
    rules: TableRules,
    super_analysis: TableAnalysis,
    instant_analysis: TableAnalysis | None,
    sim: SimulationResult,
    branches: ExactBranches | None = None,
) -> dict[str, Any]:
    """The report's figures section: one function for certify and for baseline checks.

    With the exact branches, the headline house edge and element of risk are the stratified
    estimates (instant, fold and play counted exactly, only the draw branch simulated); the plain
    simulation of every round is kept beside them as a cross-check.
    """
    spec = lunar_rules()
    plain_he = sim.house_edge
    plain_er = sim.element_of_risk(with_fees=rules.fees_are_wagers)
    plain_er_other = sim.element_of_risk(with_fees=not rules.fees_are_wagers)
    he, er, er_other = plain_he, plain_er, plain_er_other
    exact_parts = [
        "Super bet on the player's own five cards (all 2,598,960 hands counted)",
        "Instant payout lines (all 2,598,960 hands counted)",
    ]
    simulated_parts = [
        "Ante, Raise (with second combinations), buy/exchange fees and the instant payout as played, "
        "under the basic strategy, with Super = Ante",
    ]
    stratified: dict[str, Any] | None = None
    if branches is not None:
        figures = stratified_figures(branches, sim.totals, super_analysis.expected_value)
        he = figures.house_edge
        with_fees, without_fees = figures.element_of_risk_with_fees, figures.element_of_risk_without_fees
        er, er_other = (with_fees, without_fees) if rules.fees_are_wagers else (without_fees, with_fees)
        stratified = {**figures.to_json(), "branches": branches.to_json()["branches"]}
        exact_parts.append(
            "every round the basic strategy plays at once, folds, or is paid instantly: the dealer's "
            "C(46, 4) hidden hands counted for all 122,144,120 player hand and upcard pairs"
        )
        simulated_parts = [
            f"only the buy/exchange branch (probability {float(figures.draw_probability):.6f}, exact): "
            f"{figures.draw_rounds:,} simulated draw rounds"
        ]
    instant_ev = instant_analysis.expected_payout if instant_analysis else Fraction(0)
    return {
        "super_house_edge": fraction_json(super_analysis.house_edge),
        "super_hit_frequency": fraction_json(super_analysis.hit_frequency),
        "instant_return_per_ante": fraction_json(instant_ev),
        "house_edge": _estimate_json(he, _published(spec.published_figures, "house_edge")),
        "element_of_risk": _estimate_json(er, _published(spec.published_figures, "element_of_risk")),
        "element_of_risk_fees_in_denominator": rules.fees_are_wagers,
        "element_of_risk_other": _estimate_json(er_other),
        "element_of_risk_other_fees_in_denominator": not rules.fees_are_wagers,
        "plain_simulation_house_edge": _estimate_json(plain_he),
        "stratified": stratified,
        "vendor_house_edge_percent": _published(spec.published_figures, "vendor_house_edge"),
        "exact_parts": exact_parts,
        "simulated_parts": simulated_parts,
        "definition": "house edge = expected loss / (Ante + Super); element of risk = expected loss / "
        "expected total staked (Ante + Super + Raise, and with fees added)",
    }


def exact_analyses(rules: TableRules) -> tuple[TableAnalysis, TableAnalysis | None]:
    """The Super and Instant tables counted over all 2,598,960 hands."""
    super_analysis = analyse_table(rules.paytable.tables["super"], rules.super_context)
    instant_table = rules.paytable.table("instant")
    return super_analysis, analyse_table(instant_table) if instant_table else None


def simulation_plan(paytable_file: Path, rules: TableRules, rounds: int, seed: int) -> SimulationPlan:
    return SimulationPlan(
        paytable=str(paytable_file),
        interpretations=dict(rules.interpretations),
        rounds=rounds,
        seed=seed,
        batch_size=batch_size_for(rounds),
    )


def baseline_figures(
    paytable: str,
    interpretations: dict[str, str] | None = None,
    *,
    rounds: int,
    seed: int,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """The figures a baseline records, computed exactly as `certify` computes them (same exact
    analysis, same simulation plan and engine) but without the Gherkin suite or the report."""
    paytable_file = paytable_path("lunar_poker", paytable).resolve()
    rules = table_rules(str(paytable_file), interpretations)
    super_analysis, instant_analysis = exact_analyses(rules)
    plan = simulation_plan(paytable_file, rules, rounds, seed)
    sim = simulate(plan, super_analysis.expected_value, progress=progress)
    branches = cached_exact_branches(rules, basic_strategy())
    return figures_from_report_data(
        {
            "game": GAME,
            "paytable": _paytable_json(rules),
            "interpretations": _interpretations_json(rules),
            "seed": seed,
            "rounds": sim.totals.rounds,
            "figures": report_figures(rules, super_analysis, instant_analysis, sim, branches),
        }
    )


def certify_lunar_poker(options: CertifyOptions) -> int:
    started = time.monotonic()
    paytable_name = options.paytable or "standard"
    # 1. Validate every input before anything runs or is written.
    status("validating rules_spec, strategy and paytable")
    lunar_rules()
    basic_strategy()
    paytable_file = paytable_path("lunar_poker", paytable_name).resolve()
    lunar_paytable(str(paytable_file))
    rules = table_rules(str(paytable_file), dict(options.interpretations))
    out_dir = options.out_dir or project_root() / "reports" / "out" / GAME
    baselines = BaselineRun.prepare(options, GAME, DEFAULT_ROUNDS)
    seed, rounds = baselines.seed, baselines.rounds
    options = replace(options, seed=seed, rounds=rounds)

    # 2. The Gherkin suite, against the paytable being certified.
    status("running the Gherkin suite (pytest-bdd)")
    suite = run_feature_suite(FEATURE_BINDINGS, env_overrides={"TABLECERT_PAYTABLE": str(paytable_file)})
    status(f"scenarios: {suite.passed} passed, {suite.failed} failed")
    strategy_spec = basic_strategy().spec
    traces = trace_clauses(
        [
            (lunar_rules().path, list(lunar_rules().clauses.values())),
            (strategy_spec.path, list(strategy_spec.clauses.values())),
        ],
        suite.scenarios,
    )

    # 3. Exact analysis.
    status("counting the Super and Instant bets over all 2,598,960 hands")
    super_analysis, instant_analysis = exact_analyses(rules)
    with progress_bar("counting the play, fold and instant branches (by upcard rank)") as progress:
        branches = cached_exact_branches(rules, basic_strategy(), progress=progress)

    # 4. Simulation of the rest.
    plan = simulation_plan(paytable_file, rules, rounds, seed)
    with progress_bar("simulating rounds") as progress:
        sim = simulate(plan, super_analysis.expected_value, checkpoint=options.checkpoint, progress=progress)

    # 4b. How much each interpretation matters, on common deals (never more rounds than the run).
    with progress_bar("interpretation sensitivity (common deals)") as progress:
        sensitivity = interpretation_sensitivity(
            str(paytable_file), min(rounds, SENSITIVITY_ROUNDS), seed, progress=progress
        )

    # 4c. Does the suite catch a wrong engine? Each rule mutant against the Gherkin suite.
    mutation = None
    if options.mutants:
        status("running the rule mutants against the Gherkin suite")
        mutation = mutation_summary(GAME, quiet=True)
        status(f"mutants: {len(mutation['killed'])} of {mutation['catalogue_size']} killed")

    # 5. Report, all files at once.
    data = build_report_data(
        options=options,
        rules=rules,
        paytable_file=paytable_file,
        suite=suite,
        traces=traces,
        super_analysis=super_analysis,
        instant_analysis=instant_analysis,
        sim=sim,
        seconds=time.monotonic() - started,
        sensitivity=sensitivity,
        branches=branches,
    )
    data["mutants"] = mutation
    record = figures_from_report_data(data)
    check = baselines.check(record)
    data["baseline"] = check.to_json() if check is not None else None
    published = data["figures"]["house_edge"].get("published_percent")
    chart = convergence_svg(
        [p.rounds for p in sim.convergence],
        [p.house_edge.value for p in sim.convergence],
        [p.house_edge.half_width for p in sim.convergence],
        title="Plain simulation of every round (exact Super + simulated rest) with 95% interval",
        published=float(published) / 100 if published else None,
        published_label=f"published {published}%",
    )
    status("rendering report.html, report.pdf, report.json")
    html = render_html("certification.html.j2", {"r": data, "convergence_svg": chart})
    data["timing"]["seconds"] = round(time.monotonic() - started, 1)
    written = write_report_bundle(out_dir, json_data=data, html=html)
    he = sim.house_edge
    verdict = data["verdict"]
    print_verdict(verdict, spec_title(), rules.paytable.name, rules.paytable.version)
    print(f"Super house edge (exact): {float(super_analysis.house_edge) * 100:.4f}%")
    he_fig = data["figures"]["house_edge"]
    print(
        f"house edge: {he_fig['value'] * 100:.3f}% ± {he_fig['half_width'] * 100:.3f} "
        f"(95% CI; exact branches + {he_fig['n']:,} simulated draw rounds of {he.n:,})"
    )
    print_elements_of_risk(data["figures"])
    if mutation is not None:
        print(f"rule mutants killed: {len(mutation['killed'])} of {mutation['catalogue_size']}")
    for path in written.values():
        print(f"wrote {relative_display(path)}")
    return baselines.finish(check, record, certified=verdict["certified"])


def spec_title() -> str:
    return lunar_rules().title
