"""House edge and element of risk from exact branches plus the simulated draw branch.

The expected net of a round is  E[Super] + P(instant) E[.|instant] + P(fold) (-1) +
P(play) E[.|play] + P(draw) E[.|draw].  Everything but E[.|draw] is counted exactly
(`harness.families.lunar.exact`, `harness.families.lunar.exact_play`); E[.|draw] is the mean over the simulated
rounds that drew. The interval comes from the draw rounds alone, so it is narrower than a plain
simulation's of the same rounds (the play, fold and instant rounds add no noise).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

from harness.core.stats import Z95, Estimate
from harness.families.lunar.exact_play import ExactBranches
from harness.families.lunar.settings import GameSettings
from harness.families.lunar.simulate import BatchTotals


@dataclass(frozen=True, slots=True, kw_only=True)
class StratifiedFigures:
    house_edge: Estimate
    element_of_risk_without_fees: Estimate
    element_of_risk_with_fees: Estimate
    draw_probability: Fraction
    draw_rounds: int

    def to_json(self) -> dict[str, object]:
        return {
            "method": "exact instant/fold/play branches + simulated buy/exchange branch",
            "draw_probability": {
                "fraction": f"{self.draw_probability.numerator}/{self.draw_probability.denominator}",
                "value": float(self.draw_probability),
                "exact": True,
            },
            "draw_rounds": self.draw_rounds,
            "house_edge": self.house_edge.to_json(),
            "element_of_risk_without_fees": self.element_of_risk_without_fees.to_json(),
            "element_of_risk_with_fees": self.element_of_risk_with_fees.to_json(),
        }


def stratified_figures(
    branches: ExactBranches, totals: BatchTotals, super_ev: Fraction, settings: GameSettings
) -> StratifiedFigures:
    """The figures per (Ante + Super) of `settings`' game, the Raise
    staked as its settings say."""
    n = totals.draw_rounds
    if n < 2:
        raise ValueError("the stratified estimate needs at least two simulated draw rounds")
    p_draw = branches.probability(branches.draw)
    mean_rest = Fraction(totals.draw_rest, n)
    mean_staked = Fraction(totals.draw_staked, n)
    var_rest = float(Fraction(totals.draw_rest_sq, n) - mean_rest**2) * n / (n - 1)
    var_staked = float(Fraction(totals.draw_staked_sq, n) - mean_staked**2) * n / (n - 1)
    cov = float(Fraction(totals.draw_rest_staked, n) - mean_rest * mean_staked) * n / (n - 1)
    loss = -(super_ev + branches.exact_rest + p_draw * mean_rest)  # per round, Super = Ante = 1
    se_loss = float(p_draw) * math.sqrt(max(var_rest, 0.0) / n)
    units = settings.mandatory_units
    house_edge = Estimate(value=float(loss / units), half_width=Z95 * se_loss / units, n=n)
    # Staked per round: Ante + Super (2) always, + the Raise (2 Antes in Lunar Poker) when played;
    # a draw round adds its fee of 1.
    exact_staked = units * (1 - p_draw) + settings.raise_multiple * branches.probability(branches.play)
    figures = []
    for fee in (0, 1):
        staked = exact_staked + p_draw * (mean_staked + fee)
        ratio = loss / staked
        # Delta method: loss and staked both move with the draw rounds' means (loss = -rest).
        var_loss, var_stake = float(p_draw) ** 2 * var_rest / n, float(p_draw) ** 2 * var_staked / n
        cov_loss_stake = -(float(p_draw) ** 2) * cov / n
        r = float(ratio)
        variance = (var_loss + r * r * var_stake - 2 * r * cov_loss_stake) / float(staked) ** 2
        figures.append(Estimate(value=r, half_width=Z95 * math.sqrt(max(variance, 0.0)), n=n))
    return StratifiedFigures(
        house_edge=house_edge,
        element_of_risk_without_fees=figures[0],
        element_of_risk_with_fees=figures[1],
        draw_probability=p_draw,
        draw_rounds=n,
    )
