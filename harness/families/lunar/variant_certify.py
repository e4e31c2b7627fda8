"""The figures of Caribbean Stud, Oasis Poker and the Lunar Poker variants, as their
certification (harness.families.lunar.certification) and their baseline checks compute them.

Everything that can be counted is counted exactly; the rest is simulated on the fast engine
(harness.families.lunar.fast, proven equal to the reference engine on the same deals for every game of
the family) under the game's strategy file. Exact parts by game: the Super and Instant tables
(dealer draw); the Jackpot Bonus table and the instant payout's first-order value (Finland, whose
instant-payout effect is then measured on the 40 straight flushes); the whole game under the
optimal strategy, and the simple strategy's own figures (Caribbean Stud).

`variant_baseline_figures` computes the baseline's figures without the suites or the report, for
the CI check of the shipped baselines.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np

from harness.certify.baseline import figures_from_report_data
from harness.core.paytable import paytable_path
from harness.core.stats import Z95
from harness.families.lunar.analysis.five_card import (
    TableAnalysis,
    analyse_table,
    analysis_json,
    fraction_json,
    hand_classes,
)
from harness.families.lunar.certify import (
    estimate_json,
    instant_json,
    lines_with_predicates,
    paytable_json,
    raise_table,
)
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
from harness.reports.parts import (
    sha256_of,
)
from harness.runtime.progress import progress_bar, status
from harness.runtime.project import project_root, relative_display
from harness.spec.errors import UsageError
from harness.spec.rules_spec import RulesSpec, rules_spec_path

INSTANT_EFFECT_ROUNDS = 20_000  # per game compared, on the 40 straight flushes in turn


def feature_folder(rules_file: str) -> Path:
    return project_root() / "features" / Path(rules_file).stem


# -- inputs --------------------------------------------------------------------------------------


def _strategy_specs(strategy: GameStrategy) -> list[RulesSpec]:
    return list(strategy.specs)


def input_files(definition: GameDefinition, strategy: GameStrategy, paytable_file: Path) -> list[dict[str, str]]:
    files: list[tuple[str, Path]] = [("rules", rules_spec_path(FAMILY_RULES[definition.spec.game]))]
    files += [("inherited rules", project_root() / link.spec.path) for link in definition.inherits]
    files += [("strategy", project_root() / spec.path) for spec in _strategy_specs(strategy)]
    files.append(("paytable", paytable_file))
    games = [definition.spec.game] + [link.spec.game for link in definition.inherits]
    for game in games:
        folder = feature_folder(FAMILY_RULES[game])
        files += [("feature", p) for p in sorted(folder.glob("*.feature"))]
    return [{"role": role, "path": relative_display(p), "sha256": sha256_of(p)} for role, p in files]


def _interpretations_json(definition: GameDefinition, rules: TableRules) -> list[dict[str, Any]]:
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


# -- exact parts ------------------------------------------------------------------------------------


def _table_json(analysis: TableAnalysis, rules: TableRules, kind: str) -> dict[str, Any]:
    counts = instant_json(analysis) if kind == "instant" else analysis_json(analysis)
    return {**counts, "lines": lines_with_predicates(analysis, rules, kind)}


def caribbean_exact(paytable_file: Path, strategy: GameStrategy) -> dict[str, Any]:
    """The exact Caribbean Stud figures (harness.families.lunar.analysis.stud_exact with the game's own pay
    schedule): the optimal upcard-aware strategy, and this run's simple strategy counted the
    same way when its rules read only the hand's value (so the simulation below can be checked
    against an exact figure)."""
    from harness.families.lunar.analysis.hand_values import dense_values
    from harness.families.lunar.analysis.stud_exact import count_stud_exact
    from harness.families.lunar.pay_schedule import stud_schedule

    schedule = stud_schedule(game_table_rules("caribbean-stud", str(paytable_file)))
    with progress_bar("counting Caribbean Stud exactly (13 upcard ranks)") as progress:
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


def variant_figures(rules: TableRules, sim: SimulationResult, exact: dict[str, Any]) -> dict[str, Any]:
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


def paytables_json(rules: TableRules, sim: SimulationResult, exact: dict[str, Any]) -> dict[str, Any]:
    """The report's paytables: what is counted exactly by line, the Raise as simulated."""
    tables: dict[str, Any] = {}
    for kind in ("super", "instant", "jackpot"):
        analysis: TableAnalysis | None = exact.get(f"{kind}_analysis")
        tables[kind] = _table_json(analysis, rules, kind) if analysis else None
    tables["raise"] = raise_table(rules, sim)
    return tables


@dataclass(frozen=True, slots=True, kw_only=True)
class VariantInputs:
    """A variant's inputs, every file loaded and validated."""

    game: str
    definition: GameDefinition
    strategy: GameStrategy
    paytable_file: Path
    rules: TableRules


def variant_inputs(game: str, paytable: str | None, interpretations: dict[str, str] | None) -> VariantInputs:
    """Load and validate the rules, strategy and paytable of a variant (a bad file: exit 2)."""
    if game == GAME or game not in FAMILY_RULES:
        raise UsageError(f"certify_variant certifies {', '.join(g for g in FAMILY_RULES if g != GAME)}")
    lunar_rules()
    definition = game_definition(game)
    strategy = game_strategy(game)
    settings = definition.settings
    paytable_file = paytable_path(settings.paytable_folder, paytable or settings.default_paytable).resolve()
    game_paytable(settings, str(paytable_file))
    rules = game_table_rules(game, str(paytable_file), interpretations)
    return VariantInputs(game=game, definition=definition, strategy=strategy, paytable_file=paytable_file, rules=rules)


def exact_parts(inputs: VariantInputs, seed: int) -> dict[str, Any]:
    """Everything counted exactly (with the instant payout's removal, measured on the straight
    flushes from `seed`): one function for certify and for baseline checks."""
    game, rules, settings = inputs.game, inputs.rules, inputs.definition.settings
    exact: dict[str, Any] = {}
    if settings.super_bet:
        status("counting the Super and Instant bets over all 2,598,960 hands")
        exact["super_analysis"] = analyse_table(rules.paytable.tables["super"], rules.super_context)
    if settings.instant_payout and (instant := rules.paytable.table("instant")) is not None:
        exact["instant_analysis"] = analyse_table(instant)
    if settings.jackpot is not None and rules.interpretations.get("jackpot_hand") == "first_five":
        status("counting the Jackpot Bonus over all 2,598,960 hands")
        exact["jackpot_analysis"] = analyse_table(rules.paytable.tables["jackpot"])
    if game == "caribbean-stud":
        exact["caribbean"] = caribbean_exact(inputs.paytable_file, inputs.strategy)
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


def variant_plan(inputs: VariantInputs, *, rounds: int, seed: int, strategy: str = DEFAULT_STRATEGY) -> SimulationPlan:
    """The simulation of a variant: under its strategy file, or (`strategy` OPTIMAL) its optimal strategy."""
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


def simulate_variant(
    inputs: VariantInputs,
    exact: dict[str, Any],
    *,
    rounds: int,
    seed: int,
    checkpoint: Path | None = None,
    strategy: str = DEFAULT_STRATEGY,
) -> SimulationResult:
    """The rest of the game under the strategy file (or `strategy`: see `variant_plan`), on the
    fast engine."""
    super_analysis: TableAnalysis | None = exact.get("super_analysis")
    plan = variant_plan(inputs, rounds=rounds, seed=seed, strategy=strategy)
    with progress_bar(f"simulating {inputs.game} rounds (fast engine)") as progress:
        return simulate(
            plan,
            super_analysis.expected_value if super_analysis else Fraction(0),
            checkpoint=checkpoint,
            progress=progress,
        )


def _identity_json(inputs: VariantInputs, *, seed: int, sim: SimulationResult) -> dict[str, Any]:
    """The report fields that say what was run: game, paytable, readings, seed, rounds."""
    return {
        "game": inputs.game,
        "seed": seed,
        "rounds": sim.totals.rounds,
        "paytable": paytable_json(inputs.rules),
        "interpretations": _interpretations_json(inputs.definition, inputs.rules),
    }


def baseline_record(data: dict[str, Any]) -> dict[str, Any]:
    """The baseline record of a variant's report data: the figures section, the Caribbean Stud
    exact figures, the insurance's house edge and the instant payout's removal."""
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


def variant_baseline_figures(
    game: str,
    paytable: str | None = None,
    interpretations: dict[str, str] | None = None,
    *,
    rounds: int,
    seed: int,
) -> dict[str, Any]:
    """The figures a variant's baseline records, computed exactly as `certify_variant` computes
    them (same exact parts, same simulation plan and engine) but without the Gherkin suites or
    the report, so a CI check stays cheap."""
    inputs = variant_inputs(game, paytable, interpretations)
    exact = exact_parts(inputs, seed)
    sim = simulate_variant(inputs, exact, rounds=rounds, seed=seed)
    return baseline_record(
        {
            **_identity_json(inputs, seed=seed, sim=sim),
            "figures": variant_figures(inputs.rules, sim, exact),
            "caribbean_exact": exact.get("caribbean"),
            "instant_payout_removal": exact.get("instant_payout_removal"),
            "options": options_json(sim, inputs.rules),
        }
    )
