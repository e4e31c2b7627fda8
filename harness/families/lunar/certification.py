"""A Lunar Poker family game's part of its certification (harness.certify.pipeline).

The pipeline runs the Gherkin suite, the mutants and the report; this module loads the game's
inputs (rules, inherited rules, strategy, paytable) and measures it: everything counted exactly
(the Super, Instant and Jackpot tables; Lunar Poker's play/fold/instant branches; Caribbean
Stud's whole game), the rest simulated on the fast engine under the strategy file, how much each
reading of the rules matters on common deals, and the sections that show it. Lunar Poker's
headline is stratified (only its draw branch simulated); the other games' is the plain
simulation, as before the one pipeline.
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
from harness.families.lunar import certify as lunar_certify
from harness.families.lunar import variant_certify
from harness.families.lunar.analysis.five_card import TableAnalysis
from harness.families.lunar.game import (
    GAME,
    GameDefinition,
    TableRules,
    game_definition,
)
from harness.families.lunar.optimal_strategy import OptimalStrategy, optimal_for
from harness.families.lunar.paytable_reach import UnreachableLine, warn_unreachable
from harness.families.lunar.simulate import OPTIMAL, Checkpoint, SimulationPlan, SimulationResult
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
    the game's own exact counts (Caribbean Stud's optimal strategy, the instant payout's removal)."""

    figures: dict[str, Any]
    convergence: tuple[dict[str, float], ...]
    variant: bool
    caribbean_exact: dict[str, Any] | None = None
    instant_payout_removal: dict[str, Any] | None = None
    unreachable_lines: tuple[UnreachableLine, ...] = ()
    title: str = "Headline figures"
    template: str = "lunar_figures.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        data: dict[str, Any] = {"figures": self.figures}
        if self.variant:
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
    definition: GameDefinition
    paytable_file: Path
    rules: TableRules
    #: The variant's inputs (None for Lunar Poker itself, whose strategy is the basic strategy).
    variant: variant_certify.VariantInputs | None
    #: The optimal strategy played instead of the strategy file (`--strategy optimal`), if asked.
    optimal: OptimalStrategy | None = None

    @classmethod
    def load(cls, entry: GameEntry, options: CertifyOptions) -> LunarCertification:
        interpretations = dict(options.interpretations)
        chosen = dict(options.game_options).get("strategy", "basic")
        if chosen not in ("basic", "optimal"):
            raise UsageError(f"--strategy: {chosen!r} is not a strategy of {entry.name}; choose basic or optimal")
        if entry.name == GAME:
            from harness.core.paytable import paytable_path
            from harness.families.lunar.game import lunar_paytable, lunar_rules, table_rules
            from harness.families.lunar.strategy import basic_strategy

            lunar_rules()
            basic_strategy()
            paytable_file = paytable_path(entry.paytables or "", options.paytable or "standard").resolve()
            lunar_paytable(str(paytable_file))
            rules = table_rules(str(paytable_file), interpretations)
            return cls(
                entry=entry,
                definition=game_definition(GAME),
                paytable_file=paytable_file,
                rules=rules,
                variant=None,
                optimal=optimal_for(rules) if chosen == "optimal" else None,
            )
        inputs = variant_certify.variant_inputs(entry.name, options.paytable, interpretations)
        return cls(
            entry=entry,
            definition=inputs.definition,
            paytable_file=inputs.paytable_file,
            rules=inputs.rules,
            variant=inputs,
            optimal=optimal_for(inputs.rules) if chosen == "optimal" else None,
        )

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
        if self.variant is None:
            files = lunar_certify.input_files(self.paytable_file)
        else:
            files = variant_certify.input_files(self.definition, self.variant.strategy, self.paytable_file)
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
        from harness.families.lunar.strategy import game_strategy

        specs += [(s.path, list(s.clauses.values())) for s in game_strategy(self.definition.spec.game).specs]
        return specs

    @property
    def suite(self) -> SuiteSpec:
        """The game's scenarios and those of the games it inherits clauses from. A Lunar Poker
        parent's suite runs on the certified table when it is a Lunar Poker table, else on the
        standard one; every variant suite runs on the certified table."""
        games = [self.definition.spec.game] + [link.spec.game for link in self.definition.inherits]
        bindings = tuple(registered_game(g).binding for g in games)
        table = str(self.paytable_file)
        lunar_table = table if self.definition.settings.paytable_game == GAME else "standard"
        return SuiteSpec(
            bindings=bindings, env={"TABLECERT_VARIANT_PAYTABLE": table, "TABLECERT_PAYTABLE": lunar_table}
        )

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
        if self.variant is None:
            plan = lunar_certify.simulation_plan(self.paytable_file, self.rules, run.rounds, run.seed)
        else:
            plan = variant_certify.variant_plan(self.variant, rounds=run.rounds, seed=run.seed)
        return plan if self.optimal is None else replace(plan, strategy=OPTIMAL)

    def prepare(self, run: RunSettings) -> None:
        Checkpoint.verify_file(run.checkpoint, self._plan(run))  # refused before any work

    def baseline_record(self, report: dict[str, Any]) -> dict[str, Any]:
        if self.variant is None:
            from harness.certify.baseline import figures_from_report_data

            return figures_from_report_data(report)
        return variant_certify.baseline_record(report)

    # -- measuring ----------------------------------------------------------------------------

    def measure(self, run: RunSettings) -> GameMeasurement:
        unreachable = tuple(warn_unreachable(self.rules.paytable, raise_pays=self.rules.settings.raise_pays))
        if self.variant is None:
            measured = self._measure_lunar(run)
        else:
            measured = self._measure_variant(run, self.variant)
        figures, sim, extra = measured
        figures = {**figures, **spread_figures(sim, extra.get("super") or extra.get("super_analysis"))}
        convergence = tuple(
            {"rounds": p.rounds, "house_edge": p.house_edge.value, "half_width": p.house_edge.half_width}
            for p in sim.convergence
        )
        headline = HeadlineFigures(
            figures=figures,
            convergence=convergence,
            variant=self.variant is not None,
            caribbean_exact=extra.get("caribbean"),
            instant_payout_removal=extra.get("instant_payout_removal"),
            unreachable_lines=unreachable,
        )
        n = sim.totals.rounds
        paths = sorted(sim.totals.paths.items(), key=lambda kv: -kv[1])
        options = variant_certify.options_json(sim, self.rules) if self.variant is not None else None
        sections: list[ReportSection] = [headline]
        if "comparison" in extra:
            sections.append(extra["comparison"])
        if self.variant is not None:
            sections.append(GameSwitches(settings=variant_certify.settings_json(self.definition)))
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
                if self.variant is None
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

    def _measure_lunar(self, run: RunSettings) -> tuple[dict[str, Any], SimulationResult, dict[str, Any]]:
        from harness.families.lunar.exact_play import cached_exact_branches
        from harness.families.lunar.sensitivity import SENSITIVITY_ROUNDS, interpretation_sensitivity
        from harness.families.lunar.simulate import simulate
        from harness.families.lunar.strategy import strategy_for
        from harness.runtime.progress import status

        rules = self.rules
        status("counting the Super and Instant bets over all 2,598,960 hands")
        super_analysis, instant_analysis = lunar_certify.exact_analyses(rules)
        with progress_bar("counting the play, fold and instant branches (by upcard rank)") as progress:
            branches = cached_exact_branches(rules, strategy_for(rules), progress=progress, optimal=self.optimal)
        with progress_bar("simulating rounds") as progress:
            sim = simulate(self._plan(run), super_analysis.expected_value, checkpoint=run.checkpoint, progress=progress)
        with progress_bar("interpretation sensitivity (common deals)") as progress:
            sensitivity = interpretation_sensitivity(
                str(self.paytable_file), min(run.rounds, SENSITIVITY_ROUNDS), run.seed, progress=progress
            )
        figures = lunar_certify.report_figures(rules, super_analysis, instant_analysis, sim, branches)
        sensitivity = on_headline_basis(sensitivity, figures)
        paytables = lunar_certify.paytables_json(rules, super_analysis, instant_analysis, sim)
        extra: dict[str, Any] = {"sensitivity": sensitivity, "paytables": paytables, "super": super_analysis}
        if self.optimal is not None:
            extra["comparison"] = self._comparison(run, figures, super_analysis.expected_value)
        return figures, sim, extra

    def _comparison(self, run: RunSettings, figures: dict[str, Any], super_ev: Any) -> StrategyComparison:
        """The basic strategy simulated on the same seed and rounds, beside the optimal one."""
        from harness.families.lunar.exact_play import cached_exact_branches
        from harness.families.lunar.simulate import simulate
        from harness.families.lunar.strategy import strategy_for
        from harness.families.lunar.stratified import stratified_figures

        assert self.optimal is not None
        basic_plan = lunar_certify.simulation_plan(self.paytable_file, self.rules, run.rounds, run.seed)
        with progress_bar("the basic strategy on the same deals (by upcard rank, then rounds)") as progress:
            branches = cached_exact_branches(self.rules, strategy_for(self.rules), progress=progress)
            sim = simulate(basic_plan, super_ev, progress=progress)
        basic = stratified_figures(branches, sim.totals, super_ev)
        basic_row = {"house_edge": basic.house_edge.value, "half_width": basic.house_edge.half_width,
                     "n": basic.house_edge.n}  # fmt: skip
        return self._comparison_rows(figures, basic_row, "Ante + Super")

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

    def _measure_variant(
        self, run: RunSettings, inputs: variant_certify.VariantInputs
    ) -> tuple[dict[str, Any], SimulationResult, dict[str, Any]]:
        from harness.families.lunar.simulate import batch_size_for
        from harness.families.lunar.variant_sensitivity import (
            VARIANT_SENSITIVITY_ROUNDS,
            variant_interpretation_sensitivity,
        )

        exact = variant_certify.exact_parts(inputs, run.seed)
        strategy = self._plan(run).strategy
        sim = variant_certify.simulate_variant(
            inputs, exact, rounds=run.rounds, seed=run.seed, checkpoint=run.checkpoint, strategy=strategy
        )
        rounds = min(run.rounds, VARIANT_SENSITIVITY_ROUNDS)
        with progress_bar("interpretation sensitivity (common deals, fast engine)") as progress:
            sensitivity = variant_interpretation_sensitivity(
                inputs.game,
                str(inputs.paytable_file),
                rounds,
                run.seed,
                batch_size=batch_size_for(rounds),
                progress=progress,
            )
        figures = variant_certify.variant_figures(inputs.rules, sim, exact)
        sensitivity = on_headline_basis(sensitivity, figures)
        paytables = variant_certify.paytables_json(inputs.rules, sim, exact)
        extra: dict[str, Any] = {**exact, "sensitivity": sensitivity, "paytables": paytables}
        if self.optimal is not None:  # the game's strategy file on the same deals, beside it
            basic = variant_certify.simulate_variant(inputs, exact, rounds=run.rounds, seed=run.seed)
            edge = variant_certify.variant_figures(inputs.rules, basic, exact)["house_edge"]
            basic_row = {"house_edge": edge["value"], "half_width": edge["half_width"], "n": edge["n"]}
            extra["comparison"] = self._comparison_rows(figures, basic_row, figures["house_edge_denominator"])
        return figures, sim, extra

    def _summary(
        self, figures: dict[str, Any], extra: dict[str, Any], sim: SimulationResult, options: dict[str, Any] | None
    ) -> list[str]:
        from harness.reports.parts import elements_of_risk_lines

        lines: list[str] = []
        he = figures["house_edge"]
        if self.variant is None:
            super_analysis: TableAnalysis = extra["super"]
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
