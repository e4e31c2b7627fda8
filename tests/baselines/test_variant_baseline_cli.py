"""`tablecert certify <variant> --write-baseline / --baseline`: the same baseline behaviour as
Lunar Poker's (tests/baselines/test_certify_baseline.py), through the command line.

The Gherkin suites and the PDF renderer are replaced by stubs (both have their own tests): a stub
suite that covers every clause in force leaves the baseline as the only thing that decides the
exit code. The dealer-draw variant is used because it has exact figures (the Super and Instant
tables) beside the simulated ones and needs no long exact count.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from typer.testing import CliRunner

from harness.certify import pipeline as certify_pipeline
from harness.cli import app
from harness.families.lunar.game import game_definition
from harness.families.lunar.strategy import game_strategy
from harness.gherkin.feature_run import ScenarioResult, SuiteRun
from harness.reports import render as report_render

GAME = "lunar-poker-dealer-draw"
ROUNDS = 2000


@pytest.fixture(scope="module")
def stubbed() -> Iterator[None]:
    definition, strategy = game_definition(GAME), game_strategy(GAME)
    tags = tuple(sorted({*definition.clause_ids, *(cid for spec in strategy.specs for cid in spec.clauses)}))
    suite = SuiteRun(
        exit_status=0,
        scenarios=(ScenarioResult(scenario="stub", feature="", line=None, tags=tags, outcome="passed", message=""),),
        command="stub",
    )
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(certify_pipeline, "run_feature_suite", lambda *args, **kwargs: suite)
        patch.setattr(report_render, "html_to_pdf", lambda html: b"%PDF-stub")
        yield


def _certify(*args: str, game: str = GAME) -> Result:
    return CliRunner().invoke(app, ["certify", game, "--no-mutants", *args])


@pytest.fixture(scope="module")
def recorded(stubbed: None, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    folder = tmp_path_factory.mktemp("variant-baseline")
    path, out = folder / "baseline.json", folder / "report"
    result = _certify("--rounds", str(ROUNDS), "--seed", "5", "--out", str(out), "--write-baseline", str(path))
    assert result.exit_code == 0, result.output
    assert f"wrote baseline {path}" in result.stdout
    return path, out


def test_write_baseline_records_the_variant_figures(recorded: tuple[Path, Path]) -> None:
    path, out = recorded
    baseline, report = json.loads(path.read_text()), json.loads((out / "report.json").read_text())
    assert (baseline["game"], baseline["seed"], baseline["rounds"]) == (GAME, 5, ROUNDS)
    assert baseline["paytable"] == {key: report["paytable"][key] for key in ("name", "version", "sha256")}
    assert baseline["interpretations"] == {row["name"]: row["value"] for row in report["interpretations"]}
    assert set(baseline["exact"]) == {"super_house_edge", "super_hit_frequency", "instant_return_per_ante"}
    assert baseline["exact"]["super_house_edge"] == report["figures"]["super_house_edge"]["fraction"]
    assert set(baseline["simulated"]) == {"house_edge", "element_of_risk", "element_of_risk_other"}
    figure = report["figures"]["house_edge"]
    assert baseline["simulated"]["house_edge"] == {"value": figure["value"], "ci95": figure["ci95"], "n": ROUNDS}
    assert report["baseline"] is None


def test_the_variant_report_says_how_much_each_interpretation_matters(recorded: tuple[Path, Path]) -> None:
    """A row per (interpretation, option) of the rules_spec, on the run's own deals: the defaults'
    row is the report's house edge, and the section is in the HTML."""
    report = json.loads((recorded[1] / "report.json").read_text())
    rows = report["interpretation_sensitivity"]
    spec = game_definition(GAME).spec
    expected = [(name, option) for name, i in spec.interpretations.items() for option in i.options]
    assert [(r["interpretation"], r["option"]) for r in rows] == expected
    assert all((r["rounds"], r["seed"]) == (ROUNDS, 5) for r in rows)
    default = next(r for r in rows if r["interpretation"] == "dealer_draw_fee" and r["is_default"])
    assert default["house_edge"]["value"] == pytest.approx(report["figures"]["house_edge"]["value"], abs=1e-15)
    html = (recorded[1] / "report.html").read_text()
    assert "How much each reading matters" in html and "dealer_draw_fee = free" in html


def test_an_unchanged_variant_moves_nothing_with_the_baseline_seed_and_rounds(
    recorded: tuple[Path, Path], tmp_path: Path
) -> None:
    result = _certify("--out", str(tmp_path), "--baseline", str(recorded[0]))
    assert result.exit_code == 0, result.output
    assert f"baseline {recorded[0]}: no figure moved (6 checked)" in result.stdout
    report = json.loads((tmp_path / "report.json").read_text())
    assert (report["seed"], report["rounds"]) == (5, ROUNDS)
    assert report["baseline"]["moved"] == [] and report["baseline"]["notes"] == []


def test_a_moved_variant_figure_is_named_and_exits_1(recorded: tuple[Path, Path], tmp_path: Path) -> None:
    baseline: dict[str, Any] = json.loads(recorded[0].read_text())
    baseline["exact"]["super_house_edge"] = "1/20"
    he = baseline["simulated"]["house_edge"]
    he["ci95"] = [he["ci95"][1] + 0.001, he["ci95"][1] + 0.01]
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(baseline))
    result = _certify("--out", str(tmp_path / "report"), "--baseline", str(tampered))
    assert result.exit_code == 1, result.output
    assert "BASELINE MOVED: 2 of 6 figures moved" in result.stdout
    assert "super_house_edge: exact 1/20 changed to 783/15470" in result.stdout
    assert "house_edge: " in result.stdout and "is outside the baseline interval" in result.stdout
    report = json.loads((tmp_path / "report" / "report.json").read_text())
    assert {m["figure"] for m in report["baseline"]["moved"]} == {"super_house_edge", "house_edge"}
    assert "figure(s) moved since the baseline" in (tmp_path / "report" / "report.html").read_text()


def test_a_baseline_of_another_game_is_refused_before_anything_runs(
    recorded: tuple[Path, Path], tmp_path: Path
) -> None:
    result = _certify("--out", str(tmp_path / "report"), "--baseline", str(recorded[0]), game="oasis-poker")
    assert result.exit_code == 2
    assert f"is for {GAME}, not oasis-poker" in result.stderr and result.stdout == ""
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("game", ["caribbean-stud", "lunar-poker-finland"])
def test_write_baseline_to_a_folder_is_refused_and_writes_nothing(game: str, tmp_path: Path) -> None:
    folder = tmp_path / "baselines"
    folder.mkdir()
    result = _certify("--out", str(tmp_path / "report"), "--write-baseline", str(folder), game=game)
    assert result.exit_code == 2
    assert f"--write-baseline {folder} is a folder; give a JSON file name" in result.stderr
    assert result.stdout == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["baselines"] and list(folder.iterdir()) == []
