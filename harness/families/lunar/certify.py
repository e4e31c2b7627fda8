"""Lunar Poker's figures, as its certification (harness.families.lunar.certification) and its baseline
check compute them: the Super and Instant bets counted exactly, the play/fold/instant branches
counted exactly (harness.families.lunar.exact_play) and only the draw branch simulated (the stratified
headline), the plain simulation of every round kept beside it as a cross-check.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

from harness.certify.baseline import figures_from_report_data
from harness.core.paytable import paytable_path
from harness.core.stats import Z95, Estimate
from harness.families.lunar.exact import TableAnalysis, analyse_table, analysis_json, fraction_json
from harness.families.lunar.exact_play import ExactBranches, cached_exact_branches
from harness.families.lunar.game import (
    GAME,
    RULES_FILE,
    STRATEGY_FILE,
    TableRules,
    lunar_rules,
    table_rules,
)
from harness.families.lunar.simulate import SimulationPlan, SimulationResult, batch_size_for, simulate
from harness.families.lunar.strategy import strategy_for
from harness.families.lunar.stratified import stratified_figures
from harness.reports.parts import (
    sha256_of,
)
from harness.runtime.project import project_root, relative_display
from harness.spec.rules_spec import rules_spec_path

FEATURE_FOLDER = "features/lunar_poker"


def input_files(paytable_file: Path) -> list[dict[str, str]]:
    root = project_root()
    files = [
        ("rules", rules_spec_path(RULES_FILE)),
        ("strategy", rules_spec_path(STRATEGY_FILE)),
        ("paytable", paytable_file),
        *[("feature", p) for p in sorted((root / FEATURE_FOLDER).glob("*.feature"))],
    ]
    return [{"role": role, "path": relative_display(p), "sha256": sha256_of(p)} for role, p in files]


def estimate_json(estimate: Estimate, published: str | None = None) -> dict[str, Any]:
    data = estimate.to_json()
    if published is not None:
        data["published_percent"] = published
        low, high = estimate.low * 100, estimate.high * 100
        data["published_inside_ci"] = low <= float(published) <= high
    return data


def _published(spec_figures: Any, name: str, rules: TableRules) -> str | None:
    """A published figure of this name, when the paytable in force pays as the one it was
    published for (a lab's own table is never compared with the standard table's figures)."""
    for figure in spec_figures:
        if figure.name == name and published_applies(figure.paytable, rules):
            return str(figure.percent)
    return None


def published_applies(paytable: str | None, rules: TableRules) -> bool:
    """Whether the paytable in force pays as `paytable` (the game's default when None)."""
    from harness.families.lunar.game import game_paytable

    published_for = game_paytable(rules.settings, paytable or rules.settings.default_paytable)
    return rules.paytable.pays_as(published_for)


def _rate(count: int, n: int, scale: float = 1.0) -> tuple[float, list[float]]:
    """A per-round rate of `count` in `n` rounds, times `scale`, with its 95% normal interval."""
    if not n:
        return 0.0, [0.0, 0.0]
    p = count / n
    half = Z95 * (p * (1 - p) / n) ** 0.5
    return scale * p, [scale * (p - half), scale * (p + half)]


def raise_table(rules: TableRules, sim: SimulationResult) -> dict[str, Any]:
    """The Raise table as simulated: each line's combinations per round (as first and as second)
    with its 1-in-X and 95% interval, its return per Ante, and a total row."""
    rows: list[dict[str, Any]] = []
    n = sim.totals.rounds
    multiple = rules.settings.raise_multiple
    total_first = total_second = 0
    for line in rules.paytable.tables["raise"].lines:
        first = sim.totals.raise_lines.get(f"first:{line.name}", 0)
        second = sim.totals.raise_lines.get(f"second:{line.name}", 0)
        total_first, total_second = total_first + first, total_second + second
        frequency, frequency_ci = _rate(first + second, n)
        paid, paid_ci = _rate(first + second, n, multiple * line.pays)
        rows.append(
            {
                "line": line.name,
                "label": line.label,
                "pays": line.pays,
                "when": line.predicate.describe(),
                "first_combination_rounds": first,
                "second_combination_rounds": second,
                "frequency_per_round": frequency,
                "frequency_ci95": frequency_ci,
                "one_in": n / (first + second) if first + second else None,
                "return_per_ante": paid,
                "return_ci95": paid_ci,
            }
        )
    hits = total_first + total_second
    total = {
        "first_combination_rounds": total_first,
        "second_combination_rounds": total_second,
        "frequency_per_round": hits / n if n else 0.0,
        "one_in": n / hits if hits else None,
        "return_per_ante": sum(float(row["return_per_ante"]) for row in rows),
    }
    return {"exact": False, "rounds": n, "raise_multiple": multiple, "lines": rows, "total": total}


def instant_json(analysis: TableAnalysis) -> dict[str, Any]:
    """An instant table's counts: no house edge or expected value, as the instant pay is not a
    bet but part of the Ante's return."""
    data = analysis_json(analysis)
    for not_a_bet in ("house_edge", "expected_value"):
        data.pop(not_a_bet, None)
    data["expected_payout_per_ante"] = fraction_json(analysis.expected_payout)
    return data


def lines_with_predicates(analysis: TableAnalysis, rules: TableRules, kind: str) -> list[dict[str, Any]]:
    table = rules.paytable.tables[kind]
    data = analysis_json(analysis)["lines"]
    assert isinstance(data, list)
    for row in data:
        row["when"] = table.line(row["line"]).predicate.describe()
    return data


def paytables_json(
    rules: TableRules, super_analysis: TableAnalysis, instant_analysis: TableAnalysis | None, sim: SimulationResult
) -> dict[str, Any]:
    """The report's paytables: Super and Instant counted exactly, the Raise as simulated."""
    return {
        "super": {**analysis_json(super_analysis), "lines": lines_with_predicates(super_analysis, rules, "super")},
        "instant": (
            {
                **instant_json(instant_analysis),
                "lines": lines_with_predicates(instant_analysis, rules, "instant"),
            }
            if instant_analysis
            else None
        ),
        "raise": raise_table(rules, sim),
    }


def paytable_json(rules: TableRules) -> dict[str, Any]:
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
    return {
        "super_house_edge": fraction_json(super_analysis.house_edge),
        "super_hit_frequency": fraction_json(super_analysis.hit_frequency),
        "instant_return_per_ante": fraction_json(
            instant_analysis.expected_payout if instant_analysis else Fraction(0)
        ),
        "house_edge": estimate_json(he, _published(spec.published_figures, "house_edge", rules)),
        "element_of_risk": estimate_json(er, _published(spec.published_figures, "element_of_risk", rules)),
        "element_of_risk_fees_in_denominator": rules.fees_are_wagers,
        "element_of_risk_other": estimate_json(er_other),
        "element_of_risk_other_fees_in_denominator": not rules.fees_are_wagers,
        "plain_simulation_house_edge": estimate_json(plain_he),
        "stratified": stratified,
        "vendor_house_edge_percent": _published(spec.published_figures, "vendor_house_edge", rules),
        "published_for": published_applies(None, rules),
        "published_paytable": rules.settings.default_paytable,
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
    branches = cached_exact_branches(rules, strategy_for(rules))
    return figures_from_report_data(
        {
            "game": GAME,
            "paytable": paytable_json(rules),
            "interpretations": _interpretations_json(rules),
            "seed": seed,
            "rounds": sim.totals.rounds,
            "figures": report_figures(rules, super_analysis, instant_analysis, sim, branches),
        }
    )
