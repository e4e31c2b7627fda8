"""Common random numbers: settings compared on the same deals as `certify` plays, paired deltas."""

from __future__ import annotations

from fractions import Fraction

import pytest

from harness.families.lunar.diff import (
    CommonDealsPlan,
    GameSetting,
    Moments,
    exact_figures,
    return_rows,
    run_common_deals,
)
from harness.families.lunar.simulate import SimulationPlan, simulate
from harness.runtime.executors import Placement

ROUNDS = 40_000
SEED = 11


@pytest.fixture(scope="module")
def settings() -> tuple[GameSetting, GameSetting]:
    return GameSetting.of("standard"), GameSetting.of("example_lab_variant")


@pytest.fixture(scope="module")
def moments(settings: tuple[GameSetting, GameSetting]) -> Moments:
    plan = CommonDealsPlan(settings=settings, rounds=ROUNDS, seed=SEED, batch_size=20_000)
    return run_common_deals(plan, processes=False)


def test_a_setting_against_itself_differs_by_exactly_nothing(settings: tuple[GameSetting, GameSetting]) -> None:
    same = CommonDealsPlan(settings=(settings[0], settings[0]), rounds=5_000, seed=SEED)
    m = run_common_deals(same, processes=False)
    ev = exact_figures(settings[0].rules()).super_ev
    delta = m.estimate(m.house_edge(1, ev) - m.house_edge(0, ev))
    assert (delta.value, delta.half_width, delta.n) == (0.0, 0.0, 5_000)


def test_each_side_is_what_simulate_gives_on_the_same_plan(
    settings: tuple[GameSetting, GameSetting], moments: Moments
) -> None:
    for index, setting in enumerate(settings):
        ev = exact_figures(setting.rules()).super_ev
        plan = SimulationPlan(
            paytable=setting.paytable,
            interpretations=dict(setting.interpretations),
            rounds=ROUNDS,
            seed=SEED,
            batch_size=20_000,
        )
        alone = simulate(plan, ev, placement=Placement()).house_edge
        paired = moments.estimate(moments.house_edge(index, ev))
        assert paired.value == pytest.approx(alone.value, abs=1e-15)
        assert paired.half_width == pytest.approx(alone.half_width, rel=1e-9)


def test_the_raise_delta_is_one_raise_per_straight_paid_before(
    settings: tuple[GameSetting, GameSetting], moments: Moments
) -> None:
    """Raise straight 4 -> 5: every Raise straight combination paid under the standard table
    pays one more Raise (2 Antes); nothing else moves (the first combination is the best poker
    hand whatever it pays; a straight at 5 ties the Flush, which pays 5 too). So the exact delta
    is 2 x (straights paid on the standard table) / rounds, counted independently by `simulate`."""
    old = settings[0]
    plan = SimulationPlan(
        paytable=old.paytable, interpretations=dict(old.interpretations), rounds=ROUNDS, seed=SEED, batch_size=20_000
    )
    totals = simulate(plan, Fraction(0), placement=Placement()).totals
    straights = totals.raise_lines.get("first:straight", 0) + totals.raise_lines.get("second:straight", 0)
    assert straights > 0
    figures = (exact_figures(s.rules()) for s in settings)
    rows = {r["bet"]: r for r in return_rows(moments, *figures, settings=old.rules().settings)}
    assert rows["raise"]["delta"]["value"] == pytest.approx(2 * straights / ROUNDS, abs=1e-15)
    for unchanged in ("ante", "fees"):
        assert rows[unchanged]["delta"]["value"] == 0 and rows[unchanged]["delta"]["half_width"] == 0
    # The game: minus half the sum of the Super and Raise deltas (Ante + Super = 2 units).
    super_delta = Fraction(rows["super"]["delta"]["fraction"])
    expected = -(float(super_delta) + 2 * straights / ROUNDS) / 2
    assert rows["house_edge"]["delta"]["value"] == pytest.approx(expected, abs=1e-15)


def test_pairing_narrows_the_interval_of_the_delta(moments: Moments) -> None:
    """The same deals on both sides: the delta's interval is far narrower than either side's."""
    delta = moments.estimate(moments.component(1, "raise") - moments.component(0, "raise"))
    alone = moments.estimate(moments.component(0, "raise"))
    assert 0 < delta.half_width < alone.half_width / 5
