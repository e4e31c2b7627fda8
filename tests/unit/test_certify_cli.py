"""`tablecert certify lunar-poker`: the report bundle, and bad input that changes nothing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from harness.runtime.project import project_root

CERTIFY = [sys.executable, "-m", "harness.cli", "certify", "lunar-poker"]


@pytest.fixture(scope="module")
def certified(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path]:
    out = tmp_path_factory.mktemp("report")
    completed = subprocess.run(
        [*CERTIFY, "--rounds", "100000", "--seed", "7", "--out", str(out), "--no-mutants"],
        capture_output=True, text=True, check=False, timeout=600,
    )
    return completed, out


def test_certify_writes_the_three_reports(certified: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    completed, out = certified
    assert completed.returncode == 0, completed.stderr[-3000:]
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "report.html", "report.json", "report.pdf"]
    assert (out / "report.pdf").read_bytes().startswith(b"%PDF")
    assert "CERTIFIED" in completed.stdout and "tablecert:" in completed.stderr  # results out, progress err


def test_report_json_traces_every_clause(certified: tuple[subprocess.CompletedProcess[str], Path]) -> None:
    _, out = certified
    report = json.loads((out / "report.json").read_text())
    assert report["verdict"]["uncovered_count"] == 0
    traced = {row["clause"] for row in report["traceability"]}
    for spec in ("lunar_poker.yaml", "lunar_poker_strategy.yaml"):
        text = (project_root() / "rules_spec" / spec).read_text()
        ids = {line.split("id:")[1].strip() for line in text.splitlines() if line.strip().startswith("- id:")}
        assert ids <= traced
    assert all(row["result"] == "passed" and row["scenarios"] for row in report["traceability"])
    assert report["seed"] == 7 and report["rounds"] == 100_000
    assert {f["role"] for f in report["inputs"]} >= {"rules", "strategy", "paytable", "feature"}
    assert all(len(f["sha256"]) == 64 for f in report["inputs"])
    plain = report["figures"]["plain_simulation_house_edge"]
    assert plain["n"] == 100_000 and plain["ci95"][0] < plain["value"] < plain["ci95"][1]
    # The headline figure simulates only the draw branch: its rounds are the deals that drew,
    # about P(draw) of them, with P(draw) counted exactly.
    figure = report["figures"]["house_edge"]
    p_draw = report["figures"]["stratified"]["draw_probability"]["value"]
    assert abs(figure["n"] - p_draw * 100_000) < 5 * (100_000 * p_draw * (1 - p_draw)) ** 0.5
    assert figure["half_width"] < plain["half_width"]
    assert report["figures"]["super_house_edge"]["exact"] is True
    assert {i["name"] for i in report["interpretations"]} == {"super_sf_counts_as", "fees_are_wagers"}


def test_bad_paytable_exits_2_and_leaves_the_old_report(
    certified: tuple[subprocess.CompletedProcess[str], Path], tmp_path: Path
) -> None:
    _, out = certified
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    broken = tmp_path / "broken.yaml"
    standard = (project_root() / "paytables" / "lunar_poker" / "standard.yaml").read_text()
    broken.write_text(standard.replace("pays: 250", "pays: lots"))
    completed = subprocess.run(
        [*CERTIFY, "--paytable", str(broken), "--rounds", "10000", "--out", str(out)],
        capture_output=True, text=True, check=False,
    )
    assert completed.returncode == 2
    assert f"{broken}:" in completed.stderr and "super.lines[0].pays" in completed.stderr
    assert completed.stdout == ""
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before
