"""Charts for reports, rendered by matplotlib as SVG text to embed in HTML and PDF."""

from __future__ import annotations

import io
from collections.abc import Sequence

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt


def convergence_svg(
    rounds: Sequence[int],
    values: Sequence[float],
    half_widths: Sequence[float],
    *,
    title: str,
    published: float | None = None,
    published_label: str = "published",
) -> str:
    """An estimate converging with its 95% band, beside a published figure (all in percent)."""
    fig, ax = plt.subplots(figsize=(7.0, 3.4), dpi=100)
    pct = [v * 100 for v in values]
    low = [(v - h) * 100 for v, h in zip(values, half_widths, strict=True)]
    high = [(v + h) * 100 for v, h in zip(values, half_widths, strict=True)]
    ax.fill_between(rounds, low, high, alpha=0.25, color="#1f77b4", label="95% confidence interval")
    ax.plot(rounds, pct, color="#1f77b4", linewidth=1.4, label="estimate")
    if published is not None:
        ax.axhline(published * 100, color="#d62728", linestyle="--", linewidth=1.0, label=published_label)
    ax.set_xscale("log")
    ax.set_xlabel("rounds simulated")
    ax.set_ylabel("house edge (%)")
    ax.set_title(title, fontsize=10)
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=8, loc="best")
    fig.tight_layout()
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg")
    plt.close(fig)
    svg = buffer.getvalue()
    return svg[svg.index("<svg") :]  # drop the XML prolog so it embeds inside HTML


def rake_rate_svg(labels: Sequence[str], rates: Sequence[float], hands: Sequence[int], *, title: str) -> str:
    """Effective rake rate (rake / pots, percent) by stakes and table size, with the hands behind each bar."""
    fig, ax = plt.subplots(figsize=(7.0, 3.4), dpi=100)
    positions = list(range(len(labels)))
    ax.bar(positions, [r * 100 for r in rates], color="#1f77b4")
    for x, rate, count in zip(positions, rates, hands, strict=True):
        ax.annotate(f"{count:,}", (x, rate * 100), ha="center", va="bottom", fontsize=7)
    ax.set_xticks(positions, labels, rotation=45, ha="right", fontsize=7)
    ax.set_ylabel("rake / pots (%)")
    ax.set_title(title, fontsize=10)
    ax.grid(True, axis="y", alpha=0.3)
    fig.tight_layout()
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg")
    plt.close(fig)
    svg = buffer.getvalue()
    return svg[svg.index("<svg") :]
