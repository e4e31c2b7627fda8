"""How much each reading of the rules matters: the house edge under every interpretation option.

An auditor who sees "INTERPRETATION: super_sf_counts_as = flush" needs to know whether the other
reading would change the game by a hundredth of a point or by a whole one. For each
interpretation of rules_spec/lunar_poker.yaml and each of its options (the others at their
defaults), the Super part is counted exactly and the rest simulated with common random numbers:
the defaults and every alternative play the same seeded deals, so each delta against the
defaults comes with a tight paired interval, and a reading that changes nothing in the rest of
the game shows a delta of exactly zero.

The settings to compare and the rows are built here for every game of the family; the other
games play their deals on the reference engine (harness.families.lunar.variant_sensitivity).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from harness.families.lunar.analysis.five_card import fraction_json
from harness.families.lunar.diff import (
    CommonDealsPlan,
    GameSetting,
    Linearised,
    Moments,
    ProgressCallback,
    exact_figures,
    run_common_deals,
)
from harness.families.lunar.game import lunar_rules
from harness.spec.rules_spec import RulesSpec

#: Rounds per alternative by default: a few seconds with the fast engine on two cores.
SENSITIVITY_ROUNDS = 1_000_000


# -- shared by every game of the family (harness.families.lunar.variant_sensitivity) ---------------------


def alternatives(spec: RulesSpec) -> list[tuple[str, str]]:
    """Every (interpretation, option) other than the interpretation's default, in file order."""
    return [
        (name, option)
        for name, interpretation in spec.interpretations.items()
        for option in interpretation.options
        if option != interpretation.default
    ]


def reading_settings(spec: RulesSpec) -> tuple[dict[str, str], ...]:
    """The readings each setting plays under: all defaults first, then one per alternative (the
    others at their defaults), in the order of `alternatives`."""
    defaults = {name: interpretation.default for name, interpretation in spec.interpretations.items()}
    return (defaults, *({**defaults, name: option} for name, option in alternatives(spec)))


@dataclass(frozen=True, slots=True, kw_only=True)
class SideBet:
    """An optional bet the strategy never places, valued per unit as if it were placed on every
    round it may be: a reading can change such a bet while moving no chip of the house edge."""

    bet: str
    label: str
    house_edge: Linearised
    exact: bool  # counted exactly under this reading (no simulated part)


@dataclass(frozen=True, slots=True, kw_only=True)
class SettingFigures:
    """What a sensitivity row shows of one setting, as functions of the common deals' means."""

    house_edge: Linearised
    element_of_risk: Linearised
    fees_in_denominator: bool
    super_edge: Fraction | None  # the Super bet's exact house edge, in a game with a Super
    side_bets: tuple[SideBet, ...] = ()


def _paired(moments: Moments, new: Linearised, old: Linearised) -> dict[str, Any]:
    return {**moments.estimate(new - old).to_json(), "paired": True}


def _changes(moments: Moments, new: Linearised, old: Linearised) -> bool:
    """The paired variance is exactly zero only when no round's value changed."""
    change = moments.estimate(new - old)
    return change.value != 0 or change.half_width > 0


def _side_bet_json(moments: Moments, bet: SideBet, default: SideBet) -> dict[str, Any]:
    house_edge = moments.estimate(bet.house_edge).to_json()
    if bet.exact:
        house_edge |= fraction_json(bet.house_edge.value)
    return {
        "bet": bet.bet,
        "label": bet.label,
        "house_edge": house_edge,
        "house_edge_delta": _paired(moments, bet.house_edge, default.house_edge),
        "changes": _changes(moments, bet.house_edge, default.house_edge),
    }


def sensitivity_rows(
    spec: RulesSpec, moments: Moments, figures: Sequence[SettingFigures], seed: int
) -> list[dict[str, Any]]:
    """One row per (interpretation, option); `figures` are the settings of `reading_settings`."""
    others = alternatives(spec)
    base = figures[0]
    rows: list[dict[str, Any]] = []
    for name, interpretation in spec.interpretations.items():
        for option, meaning in interpretation.options.items():
            is_default = option == interpretation.default
            f = base if is_default else figures[1 + others.index((name, option))]
            super_delta = (
                f.super_edge - base.super_edge if f.super_edge is not None and base.super_edge is not None else None
            )
            rows.append(
                {
                    "interpretation": name,
                    "option": option,
                    "is_default": is_default,
                    "meaning": meaning,
                    "clauses": list(interpretation.clauses),
                    "super_house_edge": fraction_json(f.super_edge) if f.super_edge is not None else None,
                    "super_house_edge_delta": fraction_json(super_delta) if super_delta is not None else None,
                    "house_edge": moments.estimate(f.house_edge).to_json(),
                    "house_edge_delta": _paired(moments, f.house_edge, base.house_edge),
                    "element_of_risk": moments.estimate(f.element_of_risk).to_json(),
                    "element_of_risk_fees_in_denominator": f.fees_in_denominator,
                    "element_of_risk_delta": _paired(moments, f.element_of_risk, base.element_of_risk),
                    "house_edge_changes": _changes(moments, f.house_edge, base.house_edge),
                    "side_bets": [
                        _side_bet_json(moments, bet, default)
                        for bet, default in zip(f.side_bets, base.side_bets, strict=True)
                    ],
                    "seed": seed,
                    "rounds": moments.n,
                }
            )
    return rows


# -- Lunar Poker, on the fast engine ------------------------------------------------------------


def interpretation_sensitivity(
    paytable: str,
    rounds: int = SENSITIVITY_ROUNDS,
    seed: int = 1,
    *,
    processes: bool = True,
    progress: ProgressCallback | None = None,
) -> list[dict[str, Any]]:
    """One row per (interpretation, option): house edge and headline element of risk, and their
    deltas against all defaults (exact for the Super part, paired-simulated for the rest)."""
    spec = lunar_rules()
    settings = tuple(GameSetting.of(paytable, readings) for readings in reading_settings(spec))
    moments = run_common_deals(
        CommonDealsPlan(settings=settings, rounds=rounds, seed=seed), processes=processes, progress=progress
    )
    figures = []
    for index, setting in enumerate(settings):
        rules = setting.rules()
        super_ev = exact_figures(rules).super_ev
        figures.append(
            SettingFigures(
                house_edge=moments.house_edge(index, super_ev),
                element_of_risk=moments.element_of_risk(index, super_ev, with_fees=rules.fees_are_wagers),
                fees_in_denominator=rules.fees_are_wagers,
                super_edge=-super_ev,
            )
        )
    return sensitivity_rows(spec, moments, figures, seed)


def _points(figure: dict[str, Any]) -> str:
    low, high = figure["ci95"]
    return f"{figure['value'] * 100:+.4f} points, 95% CI {low * 100:+.4f}..{high * 100:+.4f}"


def render_sensitivity_text(rows: list[dict[str, Any]]) -> str:
    lines = []
    for row in rows:
        default = " (default)" if row["is_default"] else ""
        lines.append(
            f"{row['interpretation']}={row['option']}{default}: house edge {row['house_edge']['value'] * 100:.4f}% "
            f"(delta {_points(row['house_edge_delta'])}; Super exact delta "
            f"{row['super_house_edge_delta']['fraction']}); element of risk "
            f"{row['element_of_risk']['value'] * 100:.4f}% (delta {_points(row['element_of_risk_delta'])}); "
            f"n = {row['rounds']:,}"
        )
    return "\n".join(lines)
