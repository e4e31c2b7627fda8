"""`tablecert diff standard example_lab_variant`: the changes, the returns, the expected regressions,
the change report bundle; bad input exits 2 and writes nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import pytest

from harness.lunar.diff import render_diff_text
from harness.project import project_root

DIFF = [sys.executable, "-m", "harness.cli", "diff"]
ROUNDS = 20_000


@pytest.fixture(scope="module")
def compared(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], Path]:
    out = tmp_path_factory.mktemp("change-report")
    completed = subprocess.run(
        [*DIFF, "standard", "example_lab_variant", "--json", "--rounds", str(ROUNDS), "--seed", "3", "--out", str(out)],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    return json.loads(completed.stdout), out


def test_diff_reports_exactly_the_example_changes(compared: tuple[dict[str, Any], Path]) -> None:
    result, _ = compared
    changes = result["paytable_changes"]
    found = {
        (c["table"], c["line"], c["change"], tuple((f["field"], f["old"], f["new"]) for f in c["fields"]))
        for c in changes["lines"]
    }
    assert found == {
        ("super", "three_of_a_kind", "changed", (("pays", 8, 9),)),
        ("raise", "straight", "changed", (("pays", 4, 5),)),
        ("super", "straight_one_colour", "added", ()),
    }
    assert not changes["tables_added"] and not changes["tables_removed"] and not changes["order_changed"]
    assert result["interpretation_changes"] == {}


def test_exact_and_paired_simulated_returns(compared: tuple[dict[str, Any], Path]) -> None:
    result, _ = compared
    rows = {r["bet"]: r for r in result["returns"]}
    # By hand: 54,720 three-of-a-kind hands +1, 600 one-colour (not one-suit) straights +10.
    assert Fraction(rows["super"]["delta"]["fraction"]) == Fraction(54_720 * 1 + 600 * 10, comb(52, 5))
    assert rows["super"]["basis"] == rows["instant"]["basis"] == "exact"
    assert Fraction(rows["instant"]["delta"]["fraction"]) == 0
    for bet in ("ante", "raise", "fees", "house_edge", "element_of_risk_without_fees", "element_of_risk_with_fees"):
        row = rows[bet]
        assert row["basis"] == "simulated" and row["delta"]["paired"] is True
        for side in ("old", "new", "delta"):
            low, high = row[side]["ci95"]
            assert row[side]["n"] == ROUNDS and low <= row[side]["value"] <= high
    assert rows["raise"]["delta"]["value"] > 0 and rows["house_edge"]["delta"]["ci95"][1] < 0
    assert result["simulation"]["rounds"] == ROUNDS and result["simulation"]["seed"] == 3


def test_scenarios_stating_changed_amounts_are_the_expected_regressions(compared: tuple[dict[str, Any], Path]) -> None:
    scenarios = compared[0]["scenarios"]
    assert scenarios["run"]
    regressions = scenarios["regressions"]
    assert len(regressions) == scenarios["new"]["failed"] > 0
    for row in regressions:
        feature, line = row["where"].rsplit(":", 1)
        assert (project_root() / feature).is_file() and int(line) > 0 and row["tags"]
    by_name = {row["scenario"]: row for row in regressions}
    # features/lunar_poker/super.feature states standard amounts: three of a kind 8 x 10 = 80 and
    # the red straight Ah Kd Qh Jd Th on the Straight line, 30 x 10 = 300; both lines changed.
    trips = next(name for name in by_name if "pays its line" in name and "three_of_a_kind" in name)
    red_straight = next(name for name in by_name if "Ah Kd Qh Jd Th" in name)
    for name in (trips, red_straight):
        assert by_name[name]["where"].startswith("features/lunar_poker/super.feature:")
        assert "LP-5" in by_name[name]["tags"]


def test_the_change_report_bundle_is_written(compared: tuple[dict[str, Any], Path]) -> None:
    result, out = compared
    assert sorted(p.name for p in out.iterdir()) == ["report.html", "report.json", "report.pdf"]
    assert (out / "report.pdf").read_bytes().startswith(b"%PDF")
    assert json.loads((out / "report.json").read_text()) == result
    html = (out / "report.html").read_text()
    assert "straight_one_colour" in html and "Scenarios whose expected chips change" in html


def test_the_terminal_table_names_each_change(compared: tuple[dict[str, Any], Path]) -> None:
    text = render_diff_text(compared[0])
    assert "super  three_of_a_kind      pays changed  8 to 1  9 to 1" in text
    assert "raise  straight             pays changed  4 to 1  5 to 1" in text
    assert "super  straight_one_colour  added" in text
    assert "exact 253/10829" in text  # 60,720 / 2,598,960 in lowest terms


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        (["standard", "BROKEN"], "super.lines[0].pays"),
        (["standard", "no_such_table"], "no paytable 'no_such_table'"),
        (["standard", "standard", "--new-interpretation", "fees_are_wagers=maybe"], "fees_are_wagers must be one of"),
        (["standard", "standard", "--game", "blackjack"], "diff knows lunar-poker"),
    ],
    ids=["located-yaml-error", "unknown-paytable", "bad-interpretation", "unknown-game"],
)
def test_bad_input_exits_2_and_writes_nothing(tmp_path: Path, arguments: list[str], expected: str) -> None:
    broken = tmp_path / "broken.yaml"
    standard = (project_root() / "paytables" / "lunar_poker" / "standard.yaml").read_text()
    broken.write_text(standard.replace("pays: 250", "pays: lots"))
    out = tmp_path / "out"
    arguments = [str(broken) if a == "BROKEN" else a for a in arguments]
    completed = subprocess.run(
        [*DIFF, *arguments, "--rounds", "1000", "--out", str(out)], capture_output=True, text=True, check=False
    )
    assert completed.returncode == 2, completed.stderr
    assert expected in completed.stderr and completed.stdout == ""
    if "BROKEN" in arguments or str(broken) in arguments:
        assert f"{broken}:" in completed.stderr  # file:line:column
    assert not out.exists()
