"""`harness.certify.baseline`: which figure moved, from hand-made baselines; files load with locations."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from harness.certify.baseline import (
    BaselineError,
    compare,
    figures_from_report_data,
    identity_notes,
    load_baseline,
    write_baseline,
)


def _baseline() -> dict[str, Any]:
    return {
        "baseline": "tablecert certification baseline",
        "format": 1,
        "game": "lunar-poker",
        "paytable": {"name": "standard", "version": "1", "sha256": "a" * 64},
        "interpretations": {"super_sf_counts_as": "flush", "fees_are_wagers": "false"},
        "seed": 1,
        "rounds": 2_000_000,
        "exact": {"super_house_edge": "783/15470", "instant_return_per_ante": "20/4641"},
        "simulated": {
            "house_edge": {"value": 0.05934, "ci95": [0.05690, 0.06178], "n": 2_000_000},
            "element_of_risk": {"value": 0.0356, "ci95": [0.0340, 0.0372], "n": 2_000_000},
        },
    }


def test_an_unchanged_run_moves_nothing() -> None:
    assert compare(_baseline(), _baseline()) == []


def test_a_changed_exact_figure_is_named_with_both_fractions() -> None:
    current = _baseline()
    current["exact"]["super_house_edge"] = "227/8330"
    (moved,) = compare(_baseline(), current)
    assert moved.figure == "super_house_edge" and moved.kind == "exact"
    assert moved.message == "super_house_edge: exact 783/15470 changed to 227/8330"


def test_an_exact_figure_written_differently_but_equal_has_not_moved() -> None:
    current = _baseline()
    current["exact"]["super_house_edge"] = "1566/30940"
    assert compare(_baseline(), current) == []


def test_a_simulated_figure_outside_the_baseline_interval_is_named() -> None:
    baseline = _baseline()
    baseline["simulated"]["house_edge"] = {"value": 0.05934, "ci95": [0.05690, 0.06178], "n": 2_000_000}
    current = _baseline()
    current["simulated"]["house_edge"] = {"value": 0.0625, "ci95": [0.0601, 0.0649], "n": 2_000_000}
    (moved,) = compare(baseline, current)
    assert moved.kind == "simulated"
    assert moved.message == "house_edge: 6.250% is outside the baseline interval 5.690%–6.178%"
    current["simulated"]["house_edge"]["value"] = 0.0560
    assert [m.message for m in compare(baseline, current)] == [
        "house_edge: 5.600% is outside the baseline interval 5.690%–6.178%"
    ]


@pytest.mark.parametrize("value", [0.05690, 0.0600, 0.06178])
def test_a_simulated_figure_inside_its_interval_is_not_flagged(value: float) -> None:
    current = _baseline()
    # Another seed: a different value and interval, still inside the baseline's interval.
    current["simulated"]["house_edge"] = {"value": value, "ci95": [value - 0.01, value + 0.01], "n": 1_000}
    current["seed"] = 2
    assert compare(_baseline(), current) == []
    assert any("seed 2 differs" in note for note in identity_notes(_baseline(), current))


def test_a_figure_no_longer_computed_has_moved() -> None:
    current = _baseline()
    del current["exact"]["instant_return_per_ante"]
    del current["simulated"]["element_of_risk"]
    assert {(m.figure, m.kind) for m in compare(_baseline(), current)} == {
        ("instant_return_per_ante", "missing"),
        ("element_of_risk", "missing"),
    }


def test_identity_notes_say_what_else_differs() -> None:
    current = copy.deepcopy(_baseline())
    current["paytable"]["sha256"] = "b" * 64
    current["interpretations"]["fees_are_wagers"] = "true"
    notes = identity_notes(_baseline(), current)
    assert any(note.startswith("paytable sha256") for note in notes)
    assert any("fees_are_wagers=true differs from the baseline's fees_are_wagers=false" in note for note in notes)


def test_figures_from_report_data_keeps_fractions_and_intervals() -> None:
    data = {
        "game": "lunar-poker",
        "seed": 4,
        "rounds": 1000,
        "paytable": {"name": "standard", "version": "1", "sha256": "c" * 64, "title": "x", "path": "p"},
        "interpretations": [{"name": "fees_are_wagers", "value": "false", "default": "false"}],
        "figures": {
            "super_house_edge": {"fraction": "783/15470", "value": 0.0506, "exact": True},
            "house_edge": {"value": 0.06, "ci95": [0.05, 0.07], "half_width": 0.01, "n": 1000, "exact": False},
            "element_of_risk_fees_in_denominator": False,
        },
    }
    record = figures_from_report_data(data)
    assert record["exact"] == {"super_house_edge": "783/15470"}
    assert record["simulated"] == {"house_edge": {"value": 0.06, "ci95": [0.05, 0.07], "n": 1000}}
    assert record["interpretations"] == {"fees_are_wagers": "false"}
    assert (record["seed"], record["rounds"], record["paytable"]["sha256"]) == (4, 1000, "c" * 64)


def test_a_written_baseline_loads_back_unchanged(tmp_path: Path) -> None:
    path = tmp_path / "b.json"
    write_baseline(path, _baseline())
    assert load_baseline(path) == _baseline()


@pytest.mark.parametrize(
    ("edit", "where"),
    [
        (lambda b: b["simulated"]["house_edge"].update(ci95=[0.07, 0.05]), "simulated.house_edge.ci95"),
        (lambda b: b["exact"].update(super_house_edge="about 5%"), "exact.super_house_edge"),
        (lambda b: b.pop("seed"), "missing required field 'seed'"),
        (lambda b: b.update(baseline="something else"), "baseline: expected"),
    ],
    ids=["reversed-interval", "not-a-fraction", "no-seed", "not-a-baseline"],
)
def test_a_malformed_baseline_names_file_line_and_field(tmp_path: Path, edit: Any, where: str) -> None:
    data = _baseline()
    edit(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data, indent=2))
    with pytest.raises(BaselineError) as caught:
        load_baseline(path)
    assert caught.value.exit_code == 2
    assert str(caught.value).startswith(f"{path}:") and where in str(caught.value)
