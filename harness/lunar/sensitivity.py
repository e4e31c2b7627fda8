"""How much each reading of the rules matters: the house edge under every interpretation option.

An auditor who sees "INTERPRETATION: super_sf_counts_as = flush" needs to know whether the other
reading would change the game by a hundredth of a point or by a whole one. For each
interpretation of rules_spec/lunar_poker.yaml and each of its options (the others at their
defaults), the Super part is counted exactly and the rest simulated with common random numbers:
the defaults and every alternative play the same seeded deals, so each delta against the
defaults comes with a tight paired interval, and a reading that changes nothing in the rest of
the game shows a delta of exactly zero.
"""

from __future__ import annotations

from typing import Any

from harness.lunar.diff import (
    CommonDealsPlan,
    GameSetting,
    Linearised,
    ProgressCallback,
    exact_figures,
    run_common_deals,
)
from harness.lunar.exact import fraction_json
from harness.lunar.game import lunar_rules

#: Rounds per alternative by default: a few seconds with the fast engine on two cores.
SENSITIVITY_ROUNDS = 1_000_000


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
    defaults = {name: interpretation.default for name, interpretation in spec.interpretations.items()}
    alternatives = [
        (name, option)
        for name, interpretation in spec.interpretations.items()
        for option in interpretation.options
        if option != interpretation.default
    ]
    settings = (
        GameSetting.of(paytable, defaults),
        *(GameSetting.of(paytable, {**defaults, name: option}) for name, option in alternatives),
    )
    moments = run_common_deals(
        CommonDealsPlan(settings=settings, rounds=rounds, seed=seed), processes=processes, progress=progress
    )
    rules = [setting.rules() for setting in settings]
    exact = [exact_figures(r) for r in rules]

    def house_edge(index: int) -> Linearised:
        return moments.house_edge(index, exact[index].super_ev)

    def element_of_risk(index: int) -> Linearised:
        return moments.element_of_risk(index, exact[index].super_ev, with_fees=rules[index].fees_are_wagers)

    rows: list[dict[str, Any]] = []
    for name, interpretation in spec.interpretations.items():
        for option, meaning in interpretation.options.items():
            index = 0 if option == interpretation.default else 1 + alternatives.index((name, option))
            super_edge, default_super_edge = -exact[index].super_ev, -exact[0].super_ev
            he_change = moments.estimate(house_edge(index) - house_edge(0))
            he_delta = he_change.to_json()
            er_delta = moments.estimate(element_of_risk(index) - element_of_risk(0)).to_json()
            rows.append(
                {
                    "interpretation": name,
                    "option": option,
                    "is_default": option == interpretation.default,
                    "meaning": meaning,
                    "clauses": list(interpretation.clauses),
                    "super_house_edge": fraction_json(super_edge),
                    "super_house_edge_delta": fraction_json(super_edge - default_super_edge),
                    "house_edge": moments.estimate(house_edge(index)).to_json(),
                    "house_edge_delta": {**he_delta, "paired": True},
                    "element_of_risk": moments.estimate(element_of_risk(index)).to_json(),
                    "element_of_risk_fees_in_denominator": rules[index].fees_are_wagers,
                    "element_of_risk_delta": {**er_delta, "paired": True},
                    # The paired variance is exactly zero only when no round's net changed.
                    "house_edge_changes": he_change.value != 0 or he_change.half_width > 0,
                    "seed": seed,
                    "rounds": moments.n,
                }
            )
    return rows


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
