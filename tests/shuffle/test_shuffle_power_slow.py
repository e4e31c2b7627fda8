"""Slow statistical checks: the battery catches the faulty shufflers, keeps its false-alarm rate, and is fast.

Each check is seeded, so a run is reproducible; each asserts something a broken battery would fail
(a miscalibrated test shows in the p-value uniformity check or the false-alarm count).
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np
import pytest
from scipy import stats
from typer.testing import CliRunner

from harness.cli import app
from harness.shuffle.battery import BATTERY, BatteryCounts, evaluate
from harness.shuffle.deck_log import write_deck_log
from harness.shuffle.decks import DECK_40, DECK_52, DeckSpec
from harness.shuffle.power import PowerPlan, run_power_study
from harness.shuffle.shufflers import GOOD_SHUFFLER, generate_log, harness_shuffle, shuffler_named

pytestmark = pytest.mark.slow

#: The faults the issue names; a lab should see each of them with a modest log.
ISSUE_FAULTS = (
    "riffle-1",
    "riffle-2",
    "riffle-3",
    "off-by-one",
    "cut-only",
    "modulo-bias-8bit",
    "repeat-1pct",
    "keep-bottom",
)
#: A battery that cannot see the issue's faults in 20,000 decks is not doing its job.
MODEST_LOG = 20_000


@pytest.mark.parametrize("spec", [DECK_52, DECK_40], ids=["52", "40"])
def test_every_fault_the_issue_names_is_caught_in_a_modest_log(spec: DeckSpec) -> None:
    plan = PowerPlan(
        spec=spec,
        sizes=(300, 1_000, 5_000, MODEST_LOG),
        level=0.99,
        repeats=5,
        seed=2024,
        shufflers=tuple(shuffler_named(name) for name in (*ISSUE_FAULTS, "riffle-7")),
        include_good=False,
    )
    study = run_power_study(plan)
    caught = {row.name: row.caught_at for row in study.faulty}
    assert all(size is not None for size in caught.values()), caught


def test_the_good_shuffler_false_alarm_rate_is_at_most_one_percent() -> None:
    """Holm at 0.99 bounds the family-wise false-alarm rate by 1%; 900 runs must not show more."""
    plan = PowerPlan(
        spec=DECK_52,
        sizes=(300, 1_000, 3_000),
        level=0.99,
        repeats=300,
        seed=77,
        shufflers=(),
        include_good=True,
    )
    good = run_power_study(plan).good
    assert good is not None and good.runs == 900
    # One-sided binomial test of "rate <= 1%": fail only when the excess is significant at 0.1%.
    assert stats.binomtest(good.rejections, good.runs, 0.01, alternative="greater").pvalue > 1e-3, good.rejections


@pytest.mark.parametrize("spec", [DECK_52, DECK_40], ids=["52", "40"])
def test_every_test_has_uniform_p_values_under_the_null(spec: DeckSpec) -> None:
    p_values: dict[str, list[float]] = {}
    for run in range(300):
        counts = BatteryCounts(spec=spec)
        counts.update(harness_shuffle(np.random.default_rng([spec.size, run]), 2_000, spec.size))
        for test in evaluate(counts, 0.99).tests:
            p_values.setdefault(test.result.name, []).append(test.result.p_value)
    continuous = [t.name for t in BATTERY if t.on_subsamples]
    assert sorted(p_values) == sorted(t.name for t in BATTERY)
    for name in continuous:
        assert stats.kstest(p_values[name], "uniform").pvalue > 1e-4, name


def test_a_million_decks_through_the_battery_in_under_two_minutes() -> None:
    decks = np.concatenate(list(generate_log(GOOD_SHUFFLER, count=1_000_000, size=52, seed=1)))
    started = time.perf_counter()
    counts = BatteryCounts(spec=DECK_52)
    counts.update(decks)
    result = evaluate(counts, 0.99)
    seconds = time.perf_counter() - started
    assert counts.decks == 1_000_000 and counts.pairs == 999_999
    assert seconds < 120, seconds
    assert result.passed


def test_shuffle_test_reads_and_tests_a_million_deck_log_in_under_two_minutes(tmp_path: Path) -> None:
    """The whole command: hash, count, parse, battery, 20 sub-samples, report (power table aside)."""
    log = tmp_path / "million.txt"
    write_deck_log(log, generate_log(GOOD_SHUFFLER, count=1_000_000, size=52, seed=3), DECK_52)
    started = time.perf_counter()
    result = CliRunner().invoke(app, ["shuffle-test", str(log), "--out", str(tmp_path / "r"), "--no-power"])
    seconds = time.perf_counter() - started
    assert result.exit_code == 0, result.output
    data = json.loads((tmp_path / "r" / "report.json").read_text())
    assert data["log"]["decks"] == 1_000_000 and data["subsamples"]["count"] == 20
    assert seconds < 120, seconds
