"""A Lunar Poker family game's part of its certification (harness.certify.pipeline).

The pipeline runs the Gherkin suite, the mutants and the report; this module loads the game's
inputs (rules, inherited rules, strategy, paytable) and measures it: everything counted exactly
(the Super, Instant and Jackpot tables; the play, fold and instant branches where the rules
allow; a raise-or-fold game whole), the rest simulated on the fast engine under the strategy
file, how much each reading of the rules matters on common deals, and the sections that show it.
The headline is stratified where the play, fold and instant branches are counted (only the draw
branch simulated), else the plain simulation (harness.families.lunar.certify).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from harness.certify.game_part import GameMeasurement, RunSettings, SuiteSpec
from harness.certify.options import CertifyOptions
from harness.core.stats import spread_estimates
from harness.families.lunar import certify as figures_of
from harness.families.lunar.analysis.five_card import TableAnalysis
from harness.families.lunar.game import GameDefinition, TableRules
from harness.families.lunar.optimal_strategy import OptimalStrategy, optimal_for
from harness.families.lunar.paytable_reach import UnreachableLine, warn_unreachable
from harness.families.lunar.simulate import OPTIMAL, Checkpoint, SimulationPlan, SimulationResult
from harness.families.lunar.suite_paytable import suite_env
from harness.games.game_model import GameEntry
from harness.games.registry import game as registered_game
from harness.reports.chart import convergence_svg
from harness.reports.model import InputFile, InterpretationRow, PaytableIdentity, ReportSection
from harness.runtime.progress import progress_bar
from harness.spec.errors import UsageError
from harness.spec.rules_spec import Clause

# -- sections -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class HeadlineFigures:
    """House edge and element of risk with their intervals, the exact figures beside them, and
    the game's own exact counts (a raise-or-fold game's optimal strategy, the instant payout's
    removal), which the simulated headline's report lists (None where the game has none)."""

    figures: dict[str, Any]
    convergence: tuple[dict[str, float], ...]
    stratified: bool
    caribbean_exact: dict[str, Any] | None = None
    instant_payout_removal: dict[str, Any] | None = None
    unreachable_lines: tuple[UnreachableLine, ...] = ()
    title: str = "Headline figures"
    template: str = "lunar_figures.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        data: dict[str, Any] = {"figures": self.figures}
        if not self.stratified:
            data["caribbean_exact"] = self.caribbean_exact
            data["instant_payout_removal"] = self.instant_payout_removal
        data["convergence"] = list(self.convergence)
        data["unreachable_paytable_lines"] = [
            {"table": u.table, "line": u.name, "label": u.label, "pays": u.pays, "reason": u.reason}
            for u in self.unreachable_lines
        ]
        return data


@dataclass(frozen=True, slots=True, kw_only=True)
class GameSwitches:
    """The `settlement:` switches of a variant's rules file, beside the clauses they implement."""

    settings: dict[str, Any]
    title: str = "Rule switches in force"
    template: str = "lunar_settings.html.j2"
    placement: str = "detail"

    def json_fields(self) -> dict[str, Any]:
        return {"settings": self.settings}


@dataclass(frozen=True, slots=True, kw_only=True)
class Sensitivity:
    rows: tuple[dict[str, Any], ...]
    engine: str
    title: str = "Interpretation sensitivity"
    template: str = "lunar_sensitivity.html.j2"
    placement: str = "detail"

    def json_fields(self) -> dict[str, Any]:
        return {"interpretation_sensitivity": list(self.rows)}


@dataclass(frozen=True, slots=True, kw_only=True)
class StrategyComparison:
    """Certified under the optimal strategy: it, the basic strategy on the same deals and the
    published figure side by side, and where the basic strategy's first decision costs most."""

    rows: tuple[dict[str, Any], ...]
    built: dict[str, Any]
    title: str = "The optimal strategy against the basic strategy"
    template: str = "lunar_strategy_comparison.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"strategy_comparison": {"rows": list(self.rows), "built": self.built}}


@dataclass(frozen=True, slots=True, kw_only=True)
class Paytables:
    """Every table: exact return by line where counted, the Raise table as simulated."""

    paytables: dict[str, Any]
    title: str = "Paytables"
    template: str = "lunar_paytables.html.j2"
    placement: str = "detail"

    def json_fields(self) -> dict[str, Any]:
        return {"paytables": self.paytables}


@dataclass(frozen=True, slots=True, kw_only=True)
class Decisions:
    decisions: tuple[dict[str, Any], ...]
    mean_fees_per_round: float
    options: dict[str, Any] | None
    title: str = "Decisions under the strategy (simulated)"
    template: str = "lunar_decisions.html.j2"
    placement: str = "detail"

    def json_fields(self) -> dict[str, Any]:
        data: dict[str, Any] = {"decisions": list(self.decisions), "mean_fees_per_round": self.mean_fees_per_round}
        if self.options is not None:
            data["options"] = self.options
        return data


# -- the game's certification ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class LunarCertification:
    """A family game's inputs, loaded and validated, and its measurements."""

    entry: GameEntry
    game_inputs: figures_of.GameInputs
    #: The optimal strategy played instead of the strategy file (`--strategy optimal`), if asked.
    optimal: OptimalStrategy | None = None

    @classmethod
    def load(cls, entry: GameEntry, options: CertifyOptions) -> LunarCertification:
        interpretations = dict(options.interpretations)
        chosen = dict(options.game_options).get("strategy", "basic")
        if chosen not in ("basic", "optimal"):
            raise UsageError(f"--strategy: {chosen!r} is not a strategy of {entry.name}; choose basic or optimal")
        inputs = figures_of.game_inputs(entry.name, options.paytable, interpretations)
        return cls(entry=entry, game_inputs=inputs, optimal=optimal_for(inputs.rules) if chosen == "optimal" else None)

    @property
    def definition(self) -> GameDefinition:
        return self.game_inputs.definition

    @property
    def paytable_file(self) -> Path:
        return self.game_inputs.paytable_file

    @property
    def rules(self) -> TableRules:
        return self.game_inputs.rules

    # -- what the pipeline reads --------------------------------------------------------------

    @property
    def title(self) -> str:
        return self.definition.spec.title

    @property
    def paytable(self) -> PaytableIdentity:
        p = self.rules.paytable
        return PaytableIdentity(
            name=p.name, version=p.version, title=p.title, path=p.path, sha256=p.sha256, source=p.source
        )

    @property
    def inputs(self) -> tuple[InputFile, ...]:
        files = figures_of.input_files(self.definition, self.game_inputs.strategy, self.paytable_file)
        if self.optimal is not None:
            from harness.reports.parts import sha256_of

            files.append({"role": "optimal strategy", "path": f"rules_spec/{self.optimal.path.name}",
                          "sha256": sha256_of(self.optimal.path)})  # fmt: skip
        return tuple(InputFile(role=f["role"], path=f["path"], sha256=f["sha256"]) for f in files)

    @property
    def interpretations(self) -> tuple[InterpretationRow, ...]:
        chosen = self.rules.interpretations
        return tuple(InterpretationRow.of(i, chosen[n]) for n, i in self.definition.spec.interpretations.items())

    @property
    def clause_specs(self) -> Sequence[tuple[str, Sequence[Clause]]]:
        spec = self.definition.spec
        specs: list[tuple[str, Sequence[Clause]]] = [(spec.path, list(spec.clauses.values()))]
        for link in self.definition.inherits:
            specs.append((link.spec.path, [link.spec.clauses[cid] for cid in link.clause_ids]))
        specs += [(s.path, list(s.clauses.values())) for s in self.game_inputs.strategy.specs]
        return specs

    @property
    def suite(self) -> SuiteSpec:
        """The game's scenarios and those of the games it inherits clauses from: a game's rounds
        run on the certified table where its paytables are the certified game's, else on its
        default (suite_paytable.suite_env)."""
        games = [self.definition.spec.game] + [link.spec.game for link in self.definition.inherits]
        bindings = tuple(registered_game(g).binding for g in games)
        return SuiteSpec(bindings=bindings, env=suite_env(games[0], str(self.paytable_file), games))

    @property
    def default_rounds(self) -> int:
        rounds = self.entry.certify_rounds
        if rounds is None:
            raise UsageError(f"the registry gives {self.entry.name} no certify_rounds")
        return rounds

    @property
    def records_baselines(self) -> bool:
        return True

    def _plan(self, run: RunSettings) -> SimulationPlan:
        plan = figures_of.simulation_plan(self.game_inputs, rounds=run.rounds, seed=run.seed)
        return plan if self.optimal is None else replace(plan, strategy=OPTIMAL)

    def prepare(self, run: RunSettings) -> None:
        Checkpoint.verify_file(run.checkpoint, self._plan(run))  # refused before any work

    def baseline_record(self, report: dict[str, Any]) -> dict[str, Any]:
        return figures_of.baseline_record(report, stratified=self.game_inputs.stratified)

    # -- measuring ----------------------------------------------------------------------------

    def measure(self, run: RunSettings) -> GameMeasurement:
        unreachable = tuple(warn_unreachable(self.rules.paytable, raise_pays=self.rules.settings.raise_pays))
        stratified = self.game_inputs.stratified
        figures, sim, extra = self._measure(run)
        figures = {**figures, **spread_figures(sim, extra.get("super_analysis"))}
        convergence = tuple(
            {"rounds": p.rounds, "house_edge": p.house_edge.value, "half_width": p.house_edge.half_width}
            for p in sim.convergence
        )
        headline = HeadlineFigures(
            figures=figures,
            convergence=convergence,
            stratified=stratified,
            caribbean_exact=extra.get("caribbean"),
            instant_payout_removal=extra.get("instant_payout_removal"),
            unreachable_lines=unreachable,
        )
        n = sim.totals.rounds
        paths = sorted(sim.totals.paths.items(), key=lambda kv: -kv[1])
        options = None if stratified else figures_of.options_json(sim, self.rules)
        sections: list[ReportSection] = [headline]
        if "comparison" in extra:
            sections.append(extra["comparison"])
        if not stratified:
            sections.append(GameSwitches(settings=figures_of.settings_json(self.definition)))
        if extra["sensitivity"]:
            sections.append(Sensitivity(rows=tuple(extra["sensitivity"]), engine="fast engine"))
        sections.append(Paytables(paytables=extra["paytables"]))
        sections.append(
            Decisions(
                decisions=tuple({"path": p, "rounds": c, "frequency": c / n} for p, c in paths),
                mean_fees_per_round=sim.totals.fees / n if n else 0.0,
                options=options,
            )
        )
        published = figures["house_edge"].get("published_percent")
        chart = convergence_svg(
            [p.rounds for p in sim.convergence],
            [p.house_edge.value for p in sim.convergence],
            [p.house_edge.half_width for p in sim.convergence],
            title=(
                "Plain simulation of every round (exact Super + simulated rest) with 95% interval"
                if stratified
                else f"Simulated house edge per {figures['house_edge_denominator']} with 95% interval"
            ),
            published=float(published) / 100 if published else None,
            published_label=f"published {published}%",
        )
        return GameMeasurement(
            sections=tuple(sections),
            summary=tuple(self._summary(figures, extra, sim, options)),
            fields={"rounds": n, "engine": sim.plan.engine},
            libraries={"numpy": np.__version__},
            html={"convergence_svg": chart},
        )

    def _measure(self, run: RunSettings) -> tuple[dict[str, Any], SimulationResult, dict[str, Any]]:
        """Everything counted exactly, the simulation, the figures and tables, every reading's
        effect and (under the optimal strategy) the strategy file on the same deals."""
        inputs, rules = self.game_inputs, self.rules
        exact = figures_of.exact_parts(inputs, run.seed)
        strategy = self._plan(run).strategy
        sim = figures_of.simulate_game(
            inputs, exact, rounds=run.rounds, seed=run.seed, checkpoint=run.checkpoint, strategy=strategy
        )
        figures = self._figures(sim, exact, self.optimal)
        tables = figures_of.stratified_paytables_json if inputs.stratified else figures_of.simulated_paytables_json
        extra: dict[str, Any] = {
            **exact,
            "sensitivity": on_headline_basis(self._sensitivity(run), figures),
            "paytables": tables(rules, sim, exact),
        }
        if self.optimal is not None:  # the game's strategy file on the same deals, beside it
            basic = self._figures(figures_of.simulate_game(inputs, exact, rounds=run.rounds, seed=run.seed), exact)
            edge = basic["house_edge"]
            basic_row = {"house_edge": edge["value"], "half_width": edge["half_width"], "n": edge["n"]}
            # (The stratified figures are per Ante + Super: the exact branches need a Super bet.)
            denominator = figures.get("house_edge_denominator", "Ante + Super")
            extra["comparison"] = self._comparison_rows(figures, basic_row, denominator)
        return figures, sim, extra

    def _figures(
        self, sim: SimulationResult, exact: dict[str, Any], optimal: OptimalStrategy | None = None
    ) -> dict[str, Any]:
        """The report's figures section: stratified where the play, fold and instant branches are
        counted (under `optimal`, or the strategy file), else the plain simulation's."""
        if not self.game_inputs.stratified:
            return figures_of.simulated_report_figures(self.rules, sim, exact)
        from harness.families.lunar.exact_play import cached_exact_branches

        with progress_bar("counting the play, fold and instant branches (by upcard rank)") as progress:
            branches = cached_exact_branches(self.rules, self.game_inputs.strategy, progress=progress, optimal=optimal)
        return figures_of.stratified_report_figures(self.definition, self.rules, sim, exact, branches)

    def _sensitivity(self, run: RunSettings) -> list[dict[str, Any]]:
        """Every reading of the rules on common deals (as many as the run's, at most SENSITIVITY_ROUNDS)."""
        from harness.families.lunar.sensitivity import SENSITIVITY_ROUNDS, interpretation_sensitivity
        from harness.families.lunar.simulate import batch_size_for

        rounds = min(run.rounds, SENSITIVITY_ROUNDS)
        with progress_bar("interpretation sensitivity (common deals, fast engine)") as progress:
            return interpretation_sensitivity(
                self.game_inputs.game,
                str(self.paytable_file),
                rounds,
                run.seed,
                batch_size=batch_size_for(rounds),
                progress=progress,
            )

    def _comparison_rows(
        self, figures: dict[str, Any], basic: dict[str, Any], denominator: str
    ) -> StrategyComparison:
        """The comparison section: this run, the basic strategy on its deals (`basic`: its
        house edge, half width and rounds), the published figure if any, the build's deviations."""
        assert self.optimal is not None
        headline = figures["house_edge"]
        strategy_file = self.rules.settings.strategy_file
        rows: list[dict[str, Any]] = [
            {"strategy": "optimal (this certification)", "house_edge": headline["value"],
             "half_width": headline["half_width"], "n": headline["n"]},
            {"strategy": f"basic (rules_spec/{strategy_file}), same deals", **basic},
        ]  # fmt: skip
        published = headline.get("published_percent")
        if published is not None:
            rows.append({"strategy": "published (the seed's lab, a near-optimal strategy, simulated)",
                         "house_edge": float(published) / 100, "half_width": None, "n": None})  # fmt: skip
        built = self.optimal.figures
        return StrategyComparison(
            rows=tuple(rows),
            built={
                "game": self.rules.settings.game,
                "denominator": denominator,
                "options": self.rules.settings.has_options,
                "file": f"rules_spec/{self.optimal.path.name}",
                "decisions_sha256": self.optimal.sha256,
                "model_value_per_ante": built.get("model_value_per_ante"),
                "basic_model_value_per_ante": built.get("basic_model_value_per_ante"),
                "deviations": built.get("deviations", [])[:12],
                "deviations_by_upcard": built.get("deviations_by_upcard", [])[:12],
            },
        )

    def _summary(
        self, figures: dict[str, Any], extra: dict[str, Any], sim: SimulationResult, options: dict[str, Any] | None
    ) -> list[str]:
        from harness.reports.parts import elements_of_risk_lines

        lines: list[str] = []
        he = figures["house_edge"]
        if self.game_inputs.stratified:
            super_analysis: TableAnalysis = extra["super_analysis"]
            lines.append(f"Super house edge (exact): {float(super_analysis.house_edge) * 100:.4f}%")
            lines.append(
                f"house edge: {he['value'] * 100:.3f}% ± {he['half_width'] * 100:.3f} "
                f"(95% CI; exact branches + {he['n']:,} simulated draw rounds of {sim.house_edge.n:,})"
            )
        else:
            lines.append(
                f"house edge (per {figures['house_edge_denominator']}): {he['value'] * 100:.3f}% ± "
                f"{he['half_width'] * 100:.3f} (95% CI, {he['n']:,} rounds, {sim.plan.engine} engine)"
            )
        lines += elements_of_risk_lines(figures)
        if caribbean := extra.get("caribbean"):
            optimal = caribbean["optimal"]
            lines.append(
                f"exact, optimal strategy: house edge {optimal['house_edge']['value'] * 100:.4f}%, "
                f"element of risk {optimal['element_of_risk']['value'] * 100:.4f}%"
            )
            if simple := caribbean["simple_strategy"]:
                lines.append(
                    f"exact, this run's simple strategy: house edge {simple['house_edge']['value'] * 100:.4f}%, "
                    f"element of risk {simple['element_of_risk']['value'] * 100:.4f}%"
                )
        if removal := extra.get("instant_payout_removal"):
            here = removal["in_this_game"]
            effect = here["effect_per_ante"]
            lines.append(
                f"instant payout removal (published +{removal['published_points']} points): first order "
                f"{here['first_order_per_ante']['value'] * 100:.4f}% of the Ante (exact); with the straight flushes "
                f"played here {effect['value'] * 100:.4f}% ± {effect['half_width'] * 100:.4f} per Ante"
            )
        if options is not None and (insurance := options["insurance"]):
            lines.append(
                f"insurance house edge per unit insured: {insurance['house_edge'] * 100:.2f}% "
                f"({insurance['ci95'][0] * 100:.2f}% to {insurance['ci95'][1] * 100:.2f}%, {insurance['n']:,} hands)"
            )
        return lines


def spread_figures(sim: SimulationResult, super_analysis: TableAnalysis | None) -> dict[str, Any]:
    """The standard deviation of the Ante game's net per round (without the Super, in Antes)
    and the share of rounds it wins, simulated with their intervals; the Super's exact SD."""
    spread = spread_estimates({int(v): c for v, c in sim.totals.rest_values.items()})
    if spread is None:
        return {}
    sd, hit = spread
    data: dict[str, Any] = {
        "standard_deviation": {**sd.to_json(), "unit": "Ante", "of": "the net per round without the Super bet"},
        "hit_frequency": {**hit.to_json(), "of": "rounds whose net without the Super bet is a win"},
    }
    if super_analysis is not None:
        variance = super_analysis.variance
        data["super_standard_deviation"] = {
            "value": math.sqrt(variance),
            "variance": f"{variance.numerator}/{variance.denominator}",
            "exact": True,
        }
    return data


def on_headline_basis(rows: list[dict[str, Any]], figures: dict[str, Any]) -> list[dict[str, Any]]:
    """Each reading's house edge and element of risk as the headline figure plus the reading's
    paired delta: the sensitivity table then stands on the headline's basis and precision (the
    headline may be stratified and run on more rounds than the common deals)."""
    shifted = []
    for row in rows:
        row = dict(row)
        for key in ("house_edge", "element_of_risk"):
            headline = float(figures[key]["value"])
            delta = row.get(f"{key}_delta")
            if row["is_default"] or delta is None:
                row[f"{key}_on_headline"] = {"value": headline, "ci95": list(figures[key]["ci95"])}
            else:
                low, high = delta["ci95"]
                row[f"{key}_on_headline"] = {
                    "value": headline + delta["value"],
                    "ci95": [headline + low, headline + high],
                }
        shifted.append(row)
    return shifted
