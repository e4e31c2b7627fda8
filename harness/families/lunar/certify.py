"""A Lunar Poker family game's figures, as its certification (harness.families.lunar.certification)
and its baseline check compute them.

Everything that can be counted is counted exactly; the rest is simulated on the fast engine
(harness.families.lunar.fast, proven equal to the reference engine on the same deals) under the
game's strategy file. The headline is stated one of two ways, as the rules allow:
- stratified, where the play, fold and instant branches can be counted exactly
  (harness.families.lunar.exact_play; pay_schedule.exact_branch_problems is empty): only the
  draw branch is simulated, the plain simulation of every round kept beside it as a cross-check;
- simulated otherwise: the plain simulation of every round, beside the exact parts (the Super,
  Instant and Jackpot tables, a raise-or-fold game counted whole, the instant payout's removal).

`baseline_figures` computes a baseline's figures without the suites or the report, for the CI
check of the shipped baselines.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from harness.certify.baseline import figures_from_report_data
from harness.core.paytable import paytable_path
from harness.core.stats import Z95, Estimate
from harness.families.lunar.analysis.five_card import (
    TableAnalysis,
    analyse_table,
    analysis_json,
    fraction_json,
    hand_classes,
)
from harness.families.lunar.exact_play import ExactBranches, cached_exact_branches
from harness.families.lunar.game import (
    FAMILY_RULES,
    GAME,
    GameDefinition,
    TableRules,
    game_definition,
    game_paytable,
    game_table_rules,
    lunar_paytable,
    lunar_rules,
)
from harness.families.lunar.instant_effect import InstantRemovalEffect, instant_removal_effect
from harness.families.lunar.pay_schedule import exact_branch_problems, raise_or_fold_problems
from harness.families.lunar.round import Decision
from harness.families.lunar.simulate import (
    DEFAULT_STRATEGY,
    INSURABLE,
    INSURED_DEALER_QUALIFIES,
    SimulationPlan,
    SimulationResult,
    batch_size_for,
    simulate,
)
from harness.families.lunar.strategy import GameStrategy, game_strategy, strategy_for
from harness.families.lunar.stratified import stratified_figures
from harness.reports.parts import sha256_of
from harness.runtime.progress import progress_bar, status
from harness.runtime.project import project_root, relative_display
from harness.spec.errors import UsageError
from harness.spec.rules_spec import rules_spec_path

INSTANT_EFFECT_ROUNDS = 20_000  # per game compared, on the 40 straight flushes in turn


def feature_folder(rules_file: str) -> Path:
    return project_root() / "features" / Path(rules_file).stem


# -- inputs --------------------------------------------------------------------------------------


def input_files(definition: GameDefinition, strategy: GameStrategy, paytable_file: Path) -> list[dict[str, str]]:
    files: list[tuple[str, Path]] = [("rules", rules_spec_path(FAMILY_RULES[definition.spec.game]))]
    files += [("inherited rules", project_root() / link.spec.path) for link in definition.inherits]
    files += [("strategy", project_root() / spec.path) for spec in strategy.specs]
    files.append(("paytable", paytable_file))
    games = [definition.spec.game] + [link.spec.game for link in definition.inherits]
    for game in games:
        folder = feature_folder(FAMILY_RULES[game])
        files += [("feature", p) for p in sorted(folder.glob("*.feature"))]
    return [{"role": role, "path": relative_display(p), "sha256": sha256_of(p)} for role, p in files]


def interpretations_json(definition: GameDefinition, rules: TableRules) -> list[dict[str, Any]]:
    return [
        {
            "name": name,
            "value": rules.interpretations[name],
            "default": interp.default,
            "is_default": rules.interpretations[name] == interp.default,
            "meaning": interp.options[rules.interpretations[name]],
            "reason": interp.reason,
            "source": interp.source,
            "clauses": list(interp.clauses),
        }
        for name, interp in definition.spec.interpretations.items()
    ]


def settings_json(definition: GameDefinition) -> dict[str, Any]:
    """The switches in force, as the report lists them beside the clauses."""
    s = definition.settings
    showdown = {
        row: {"ante": getattr(s.showdown, row).ante.value, "raise": getattr(s.showdown, row).raise_bet.value}
        for row in ("dealer_does_not_qualify", "player_wins", "tie", "dealer_wins")
    }
    exchange = None
    if s.exchange is not None:
        low, high = s.exchange.cards or (2, 5)
        exchange = {"cards": [low, high], "fee": s.exchange.fee.value}
    return {
        "engine": "harness.families.lunar.settle.settle_round (the one Lunar Poker family engine)",
        "rules_file": f"rules_spec/{FAMILY_RULES[definition.spec.game]}",
        "super_bet": s.super_bet,
        "instant_payout": s.instant_payout,
        "buy": s.buy,
        "exchange": exchange,
        "raise_pays": s.raise_pays.value,
        "showdown": showdown,
        "dealer_draw": s.dealer_draw is not None,
        "insurance": s.insurance is not None,
        "buy_dealer_qualification": s.buy_dealer_qualification is not None,
        "jackpot": s.jackpot is not None,
        "cites": dict(s.cites),
        "inherits": [
            {"rules": link.spec.path, "clauses": list(link.clause_ids), "excluded": list(link.excluded)}
            for link in definition.inherits
        ],
    }



# -- figures and tables ---------------------------------------------------------------------------


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


def stratified_paytables_json(rules: TableRules, sim: SimulationResult, exact: dict[str, Any]) -> dict[str, Any]:
    """The stratified report's paytables: Super and Instant counted exactly, the Raise as simulated."""
    super_analysis: TableAnalysis = exact["super_analysis"]
    instant_analysis: TableAnalysis | None = exact.get("instant_analysis")
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


def stratified_report_figures(
    definition: GameDefinition, rules: TableRules, sim: SimulationResult, exact: dict[str, Any], branches: ExactBranches
) -> dict[str, Any]:
    """The stratified report's figures section: the headline house edge and element of risk are
    the stratified estimates (instant, fold and play counted exactly, only the draw branch
    simulated); the plain simulation of every round is kept beside them as a cross-check."""
    spec = definition.spec
    super_analysis: TableAnalysis = exact["super_analysis"]
    instant_analysis: TableAnalysis | None = exact.get("instant_analysis")
    plain_he = sim.house_edge
    figures = stratified_figures(branches, sim.totals, super_analysis.expected_value, rules.settings)
    he = figures.house_edge
    with_fees, without_fees = figures.element_of_risk_with_fees, figures.element_of_risk_without_fees
    er, er_other = (with_fees, without_fees) if rules.fees_are_wagers else (without_fees, with_fees)
    stratified = {**figures.to_json(), "branches": branches.to_json()["branches"]}
    exact_parts = [
        "Super bet on the player's own five cards (all 2,598,960 hands counted)",
        "Instant payout lines (all 2,598,960 hands counted)",
        "every round the basic strategy plays at once, folds, or is paid instantly: the dealer's "
        "C(46, 4) hidden hands counted for all 122,144,120 player hand and upcard pairs",
    ]
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




# -- exact parts ------------------------------------------------------------------------------------


def _table_json(analysis: TableAnalysis, rules: TableRules, kind: str) -> dict[str, Any]:
    counts = instant_json(analysis) if kind == "instant" else analysis_json(analysis)
    return {**counts, "lines": lines_with_predicates(analysis, rules, kind)}


def raise_or_fold_exact(inputs: GameInputs) -> dict[str, Any]:
    """The exact Caribbean Stud figures (harness.families.lunar.analysis.stud_exact with the game's own pay
    schedule): the optimal upcard-aware strategy, and this run's simple strategy counted the
    same way when its rules read only the hand's value (so the simulation below can be checked
    against an exact figure)."""
    from harness.families.lunar.analysis.hand_values import dense_values
    from harness.families.lunar.analysis.stud_exact import count_stud_exact
    from harness.families.lunar.pay_schedule import stud_schedule

    strategy = inputs.strategy
    schedule = stud_schedule(inputs.rules)
    with progress_bar(f"counting {inputs.definition.spec.title} exactly (13 upcard ranks)") as progress:
        result = count_stud_exact(schedule, progress=progress)
    data: dict[str, Any] = {
        "optimal": {
            "strategy": "optimal, seeing the dealer's upcard (harness.families.lunar.caribbean.exact)",
            "house_edge": fraction_json(result.house_edge),
            "element_of_risk": fraction_json(result.element_of_risk),
            "raise_frequency": fraction_json(result.raise_frequency),
            "total_deals": result.total_combinations,
            "seconds": round(result.seconds, 1),
        },
        "simple_strategy": None,
    }
    decisions = strategy.decisions
    if decisions.reads_only_hand_value:
        raise_by_value = np.zeros(7462, dtype=bool)
        upcard = next(iter(hand_classes()))[0][0]  # any card: these rules do not read it
        for hand, _count in hand_classes():
            value = int(dense_values(np.array([[c.index for c in hand]]))[0])
            raise_by_value[value] = decisions.first_decision(hand, upcard).action is Decision.PLAY
        figures = result.strategy_figures(lambda analysis: raise_by_value[analysis.values])
        data["simple_strategy"] = {
            "strategy": f"{strategy.spec.path} (reads only the hand's value, so counted exactly)",
            "house_edge": fraction_json(figures.house_edge),
            "element_of_risk": fraction_json(figures.element_of_risk),
        }
    return data


def _instant_effect(
    rules: TableRules, strategy: GameStrategy, seed: int
) -> tuple[InstantRemovalEffect, InstantRemovalEffect]:
    """The instant payout's removal measured in this game and, for comparison, in Lunar Poker."""
    instant = lunar_paytable("standard").tables["instant"]
    with progress_bar("instant payout removal: straight flushes played (this game)") as progress:
        here = instant_removal_effect(
            instant, rules, strategy, rounds=INSTANT_EFFECT_ROUNDS, seed=seed, progress=progress
        )
    lunar = game_table_rules(GAME)
    without_instant = replace(lunar.paytable, tables={k: v for k, v in lunar.paytable.tables.items() if k != "instant"})
    with progress_bar("instant payout removal: straight flushes played (Lunar Poker)") as progress:
        lunar_effect = instant_removal_effect(
            instant,
            replace(lunar, paytable=without_instant),
            strategy_for(lunar),
            rounds=INSTANT_EFFECT_ROUNDS,
            seed=seed,
            progress=progress,
        )
    return here, lunar_effect


# -- the options' figures ----------------------------------------------------------------------------


def _share(events: dict[str, int], part: str, whole: str) -> dict[str, Any] | None:
    n, k = events.get(whole, 0), events.get(part, 0)
    if not n:
        return None
    p = k / n
    return {"part": part, "of": whole, "count": k, "n": n, "share": p, "half_width": Z95 * (p * (1 - p) / n) ** 0.5}


def options_json(sim: SimulationResult, rules: TableRules) -> dict[str, Any]:
    """How often the variant's options are taken, and what the insurance is worth."""
    events = dict(sim.totals.events)
    n = sim.totals.rounds
    data: dict[str, Any] = {
        "events": [{"event": e, "rounds": c, "per_round": c / n} for e, c in sorted(events.items())],
        "shares": [],
        "insurance": None,
    }
    for name in ("dealer made to draw", "qualification bought"):
        share = _share(events, f"{name}: dealer then qualifies", name)
        if share:
            data["shares"].append(share)
    if rules.settings.insurance is not None:
        share = _share(events, INSURED_DEALER_QUALIFIES, INSURABLE)
        if share:
            data["shares"].append(share)
            # One unit insured wins 1 when the dealer does not qualify and loses 1 when it does.
            p, half = share["share"], share["half_width"]
            data["insurance"] = {
                "house_edge": 2 * p - 1,
                "ci95": [2 * (p - half) - 1, 2 * (p + half) - 1],
                "n": share["n"],
                "reading": rules.interpretations["insurance_settled_on"],
                "note": "per unit insured, over the hands the strategy played that could be insured",
            }
    return data


# -- the report ------------------------------------------------------------------------------------


def simulated_report_figures(rules: TableRules, sim: SimulationResult, exact: dict[str, Any]) -> dict[str, Any]:
    """The simulated report's figures section: the plain simulation's house edge and element of
    risk, beside the tables counted exactly."""
    super_analysis: TableAnalysis | None = exact.get("super_analysis")
    instant_analysis: TableAnalysis | None = exact.get("instant_analysis")
    jackpot_analysis: TableAnalysis | None = exact.get("jackpot_analysis")
    he = sim.house_edge
    er = sim.element_of_risk(with_fees=rules.fees_are_wagers)
    er_other = sim.element_of_risk(with_fees=not rules.fees_are_wagers)
    denominator = "Ante + Super" if rules.settings.super_bet else "Ante"
    per = "(Ante + Super)" if rules.settings.super_bet else "Ante"
    staked = "Ante + Super + Raise" if rules.settings.super_bet else "Ante + Raise"
    if rules.settings.insurance is not None:
        staked += " + insurance"
    exact_parts, simulated = [], []
    if super_analysis is not None:
        exact_parts.append("Super bet on the player's own five cards (all 2,598,960 hands counted)")
    if instant_analysis is not None:
        exact_parts.append("Instant payout lines (all 2,598,960 hands counted)")
    simulated.append(
        "Ante, Raise, fees and the game's options as played under the strategy file, on the fast engine "
        "(proven equal to the reference engine on the same deals)"
        + (", with Super = Ante" if rules.settings.super_bet else "")
    )
    return {
        "house_edge": estimate_json(he),
        "house_edge_denominator": denominator,
        "element_of_risk": estimate_json(er),
        "element_of_risk_fees_in_denominator": rules.fees_are_wagers,
        "element_of_risk_other": estimate_json(er_other),
        "element_of_risk_other_fees_in_denominator": not rules.fees_are_wagers,
        "super_house_edge": fraction_json(super_analysis.house_edge) if super_analysis else None,
        "super_hit_frequency": fraction_json(super_analysis.hit_frequency) if super_analysis else None,
        "instant_return_per_ante": fraction_json(instant_analysis.expected_payout) if instant_analysis else None,
        "jackpot_house_edge": fraction_json(jackpot_analysis.house_edge) if jackpot_analysis else None,
        "exact_parts": exact_parts,
        "simulated_parts": simulated,
        "definition": f"house edge = expected loss / {per}; element of risk = expected loss / "
        f"expected total staked ({staked}, and with fees added)",
    }


def simulated_paytables_json(rules: TableRules, sim: SimulationResult, exact: dict[str, Any]) -> dict[str, Any]:
    """The simulated report's paytables: what is counted exactly by line, the Raise as simulated."""
    tables: dict[str, Any] = {}
    for kind in ("super", "instant", "jackpot"):
        analysis: TableAnalysis | None = exact.get(f"{kind}_analysis")
        tables[kind] = _table_json(analysis, rules, kind) if analysis else None
    tables["raise"] = raise_table(rules, sim)
    return tables


@dataclass(frozen=True, slots=True, kw_only=True)
class GameInputs:
    """A game's inputs, every file loaded and validated."""

    game: str
    definition: GameDefinition
    strategy: GameStrategy
    paytable_file: Path
    rules: TableRules

    @property
    def stratified(self) -> bool:
        """Whether the play, fold and instant branches are counted exactly (the stratified headline)."""
        return not exact_branch_problems(self.definition.settings)


def game_inputs(game: str, paytable: str | None, interpretations: dict[str, str] | None) -> GameInputs:
    """Load and validate the rules, strategy and paytable of a game (a bad file: exit 2)."""
    if game not in FAMILY_RULES:
        raise UsageError(f"unknown game {game!r}; the Lunar Poker family: {', '.join(FAMILY_RULES)}")
    lunar_rules()
    definition = game_definition(game)
    strategy = game_strategy(game)
    settings = definition.settings
    paytable_file = paytable_path(settings.paytable_folder, paytable or settings.default_paytable).resolve()
    game_paytable(settings, str(paytable_file))
    rules = game_table_rules(game, str(paytable_file), interpretations)
    return GameInputs(game=game, definition=definition, strategy=strategy, paytable_file=paytable_file, rules=rules)


def exact_parts(inputs: GameInputs, seed: int) -> dict[str, Any]:
    """Everything counted exactly (with the instant payout's removal, measured on the straight
    flushes from `seed`): one function for certify and for baseline checks."""
    rules, settings = inputs.rules, inputs.definition.settings
    exact: dict[str, Any] = {}
    if settings.super_bet:
        status("counting the Super and Instant bets over all 2,598,960 hands")
        exact["super_analysis"] = analyse_table(rules.paytable.tables["super"], rules.super_context)
    if settings.instant_payout and (instant := rules.paytable.table("instant")) is not None:
        exact["instant_analysis"] = analyse_table(instant)
    if settings.jackpot is not None and rules.interpretations.get("jackpot_hand") == "first_five":
        status("counting the Jackpot Bonus over all 2,598,960 hands")
        exact["jackpot_analysis"] = analyse_table(rules.paytable.tables["jackpot"])
    if not raise_or_fold_problems(settings):
        exact["caribbean"] = raise_or_fold_exact(inputs)
    published = next(
        (f.percent for f in inputs.definition.spec.published_figures if f.name == "instant_payout_removal"), None
    )
    if published is not None and not settings.instant_payout:
        here, lunar = _instant_effect(rules, inputs.strategy, seed)
        exact["instant_payout_removal"] = {
            "published_points": published,
            "in_this_game": here.to_json(),
            "in_lunar_poker": lunar.to_json(),
            "rounds_per_game": INSTANT_EFFECT_ROUNDS,
        }
    return exact


def simulation_plan(inputs: GameInputs, *, rounds: int, seed: int, strategy: str = DEFAULT_STRATEGY) -> SimulationPlan:
    """The simulation of a game: under its strategy file, or (`strategy` OPTIMAL) its optimal strategy."""
    return SimulationPlan(
        game=inputs.game,
        engine="fast",
        paytable=str(inputs.paytable_file),
        interpretations=dict(inputs.rules.interpretations),
        rounds=rounds,
        seed=seed,
        batch_size=batch_size_for(rounds),
        strategy=strategy,
    )


def simulate_game(
    inputs: GameInputs,
    exact: dict[str, Any],
    *,
    rounds: int,
    seed: int,
    checkpoint: Path | None = None,
    strategy: str = DEFAULT_STRATEGY,
) -> SimulationResult:
    """The rest of the game under the strategy file (or `strategy`: see `simulation_plan`), on the
    fast engine."""
    super_analysis: TableAnalysis | None = exact.get("super_analysis")
    plan = simulation_plan(inputs, rounds=rounds, seed=seed, strategy=strategy)
    with progress_bar(f"simulating {inputs.game} rounds (fast engine)") as progress:
        return simulate(
            plan,
            super_analysis.expected_value if super_analysis else Fraction(0),
            checkpoint=checkpoint,
            progress=progress,
        )


def _identity_json(inputs: GameInputs, *, seed: int, sim: SimulationResult) -> dict[str, Any]:
    """The report fields that say what was run: game, paytable, readings, seed, rounds."""
    return {
        "game": inputs.game,
        "seed": seed,
        "rounds": sim.totals.rounds,
        "paytable": paytable_json(inputs.rules),
        "interpretations": interpretations_json(inputs.definition, inputs.rules),
    }


def baseline_record(data: dict[str, Any], *, stratified: bool) -> dict[str, Any]:
    """The baseline record of a game's report data: the stratified report's figures section, or the
    simulated report's figures section with the figures section, the Caribbean Stud
    exact figures, the insurance's house edge and the instant payout's removal."""
    if stratified:
        return figures_from_report_data(data)
    figures: dict[str, Any] = dict(data["figures"])
    if caribbean := data.get("caribbean_exact"):
        for strategy in ("optimal", "simple_strategy"):
            if caribbean[strategy] is not None:
                figures[f"{strategy}_house_edge"] = caribbean[strategy]["house_edge"]
                figures[f"{strategy}_element_of_risk"] = caribbean[strategy]["element_of_risk"]
    if insurance := data["options"]["insurance"]:
        figures["insurance_house_edge"] = {
            "value": insurance["house_edge"],
            "ci95": insurance["ci95"],
            "n": insurance["n"],
        }
    if removal := data.get("instant_payout_removal"):
        figures["instant_payout_removal_first_order"] = removal["in_this_game"]["first_order_per_ante"]
        figures["instant_payout_removal_effect"] = removal["in_this_game"]["effect_per_ante"]
    return figures_from_report_data(data, figures)


def baseline_figures(
    game: str,
    paytable: str | None = None,
    interpretations: dict[str, str] | None = None,
    *,
    rounds: int,
    seed: int,
) -> dict[str, Any]:
    """The figures a game's baseline records, computed exactly as its certification computes them
    (same exact parts, same simulation plan and engine) but without the Gherkin suites or the
    report, so a CI check stays cheap."""
    inputs = game_inputs(game, paytable, interpretations)
    exact = exact_parts(inputs, seed)
    sim = simulate_game(inputs, exact, rounds=rounds, seed=seed)
    identity = _identity_json(inputs, seed=seed, sim=sim)
    if inputs.stratified:
        branches = cached_exact_branches(inputs.rules, inputs.strategy)
        figures = stratified_report_figures(inputs.definition, inputs.rules, sim, exact, branches)
        return baseline_record({**identity, "figures": figures}, stratified=True)
    return baseline_record(
        {
            **identity,
            "figures": simulated_report_figures(inputs.rules, sim, exact),
            "caribbean_exact": exact.get("caribbean"),
            "instant_payout_removal": exact.get("instant_payout_removal"),
            "options": options_json(sim, inputs.rules),
        },
        stratified=False,
    )
