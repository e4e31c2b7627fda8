"""Sample statistics with their uncertainty. Floats live here only, never in settlement.

Sums are kept as exact integers (or Fractions) while a simulation runs, so the result does not
depend on the order batches finish in; floats appear only when a figure is reported.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

Z95 = 1.959963984540054


@dataclass(frozen=True, slots=True, kw_only=True)
class Estimate:
    """A simulated figure: value, 95% confidence interval, sample size."""

    value: float
    half_width: float
    n: int

    @property
    def low(self) -> float:
        return self.value - self.half_width

    @property
    def high(self) -> float:
        return self.value + self.half_width

    def to_json(self) -> dict[str, object]:
        return {
            "value": self.value,
            "ci95": [self.low, self.high],
            "half_width": self.half_width,
            "n": self.n,
            "exact": False,
        }


def mean_estimate(
    n: int,
    total: Fraction | int,
    total_sq: Fraction | int,
    shift: Fraction = Fraction(0),
    scale: Fraction = Fraction(1),
) -> Estimate:
    """Estimate of scale * (E[x] + shift) from the sum and sum of squares of x."""
    mean = Fraction(total) / n
    variance = (Fraction(total_sq) / n - mean * mean) * Fraction(n, n - 1) if n > 1 else Fraction(0)
    se = math.sqrt(max(float(variance), 0.0) / n)
    return Estimate(value=float(scale * (mean + shift)), half_width=Z95 * se * abs(float(scale)), n=n)


def ratio_estimate(
    n: int, sum_x: Fraction, sum_y: Fraction, sum_xx: Fraction, sum_yy: Fraction, sum_xy: Fraction
) -> Estimate:
    """E[x]/E[y] with a delta-method interval (x: loss per round, y: amount staked per round)."""
    mx, my = sum_x / n, sum_y / n
    ratio = mx / my
    # Variance of z = x - ratio * y, the linearisation of the ratio.
    ez2 = sum_xx / n - 2 * ratio * sum_xy / n + ratio * ratio * sum_yy / n
    var_z = float(ez2) * n / (n - 1) if n > 1 else 0.0
    se = math.sqrt(max(var_z, 0.0) / n) / float(my)
    return Estimate(value=float(ratio), half_width=Z95 * se, n=n)


def spread_estimates(counts: Mapping[int, int]) -> tuple[Estimate, Estimate] | None:
    """The standard deviation of a per-round net and its hit frequency (the share of rounds with
    a positive net), each with a 95% interval, from how many rounds ended with each net.

    The SD's interval is the delta method's: the sample variance s^2 has variance
    (mu4 - sigma^4) / n, and sd = sqrt(s^2) moves by d(s^2) / (2 sd). None for no rounds."""
    n = sum(counts.values())
    if n == 0:
        return None
    mean = Fraction(sum(v * c for v, c in counts.items()), n)
    variance = sum((v - mean) ** 2 * c for v, c in counts.items()) / n
    fourth = sum((v - mean) ** 4 * c for v, c in counts.items()) / n
    sd = math.sqrt(variance)
    sd_half = Z95 * math.sqrt(max(float(fourth - variance**2), 0.0) / n) / (2 * sd) if sd else 0.0
    wins = sum(c for v, c in counts.items() if v > 0)
    p = wins / n
    hit_half = Z95 * math.sqrt(p * (1 - p) / n)
    return Estimate(value=sd, half_width=sd_half, n=n), Estimate(value=p, half_width=hit_half, n=n)
