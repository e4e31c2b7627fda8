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

from harness.families.lunar.diff import render_diff_text
from harness.runtime.project import project_root

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


def test_scenarios_read_their_chips_on_the_new_paytable(compared: tuple[dict[str, Any], Path]) -> None:
    """The suite states standard-table chips; against NEW, each scenario's amounts are read from
    NEW's pays of the lines it names, or it is listed as not applicable; no rule fails."""
    scenarios = compared[0]["scenarios"]
    assert scenarios["run"]
    assert scenarios["regressions"] == [] and scenarios["new"]["failed"] == 0
    changed = {row["scenario"]: row for row in scenarios["chips_change"]}
    for row in [*changed.values(), *scenarios["not_applicable_to_new"]]:
        feature, line = row["where"].rsplit(":", 1)
        assert (project_root() / feature).is_file() and int(line) > 0 and row["tags"]
    # features/lunar_poker/super.feature: three of a kind pays 8 x 10 = 80 on the standard table,
    # 9 x 10 = 90 on the lab variant; the wheel straight's Raise 4 x 20 = 80 becomes 5 x 20 = 100.
    trips = next(name for name in changed if "pays its line" in name and "three_of_a_kind" in name)
    assert changed[trips]["where"].startswith("features/lunar_poker/super.feature:")
    assert "LP-5" in changed[trips]["tags"]
    assert "the Super wins 80 -> 90" in changed[trips]["translations"]
    assert "the Raise wins 80 -> 100" in changed["A wheel straight beats three of a kind"]["translations"]
    # The red straight Ah Kd Qh Jd Th is paid on the new "straight in one colour" line: the
    # example (paid on Straight) does not apply to NEW, and the report says why.
    red = next(row for row in scenarios["not_applicable_to_new"] if "Ah Kd Qh Jd Th" in row["scenario"])
    assert "straight_one_colour" in red["message"] and red["where"].startswith("features/lunar_poker/super.feature:")


def test_the_change_report_bundle_is_written(compared: tuple[dict[str, Any], Path]) -> None:
    result, out = compared
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "report.html", "report.json", "report.pdf"]
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
        (["standard", "standard", "--game", "blackjack"], "known games: lunar-poker"),
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
