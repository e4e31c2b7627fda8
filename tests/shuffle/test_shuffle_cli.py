"""`tablecert shuffle-test / shuffle-power / shuffle-log` through the CLI: exit codes 0, 1, 2 and the report."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

import harness.reports.render
from harness.cli import app
from harness.shuffle.deck_log import write_deck_log
from harness.shuffle.decks import DECK_52
from harness.shuffle.shufflers import generate_log, shuffler_named


def run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(app, list(args))


def make_log(path: Path, count: int, shuffler: str = "harness", seed: int = 1) -> Path:
    write_deck_log(path, generate_log(shuffler_named(shuffler), count=count, size=52, seed=seed), DECK_52)
    return path


@pytest.fixture(scope="module")
def good_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("logs")
    result = run("shuffle-log", "3000", "--seed", "5", "--out", str(folder / "good.txt.gz"))
    assert result.exit_code == 0, result.output
    return folder / "good.txt.gz"


def test_shuffle_log_writes_a_reproducible_gzip_log(good_log: Path, tmp_path: Path) -> None:
    again = tmp_path / "again.txt.gz"
    result = run("shuffle-log", "3000", "--seed", "5", "--out", str(again))
    assert result.exit_code == 0
    assert good_log.read_bytes()[:2] == b"\x1f\x8b"
    assert again.read_bytes() == good_log.read_bytes()
    assert hashlib.sha256(again.read_bytes()).hexdigest() in result.stdout


def test_a_good_log_passes_with_exit_0_and_a_full_report(good_log: Path, tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = run("shuffle-test", str(good_log), "--out", str(out))
    assert result.exit_code == 0, result.output
    assert "verdict: PASS" in result.stdout
    assert sorted(p.name for p in out.iterdir()) == ["manifest.json", "report.html", "report.json", "report.pdf"]
    data = json.loads((out / "report.json").read_text())
    assert data["verdict"]["passed"] and data["verdict"]["exit_code"] == 0
    assert data["inputs"][0]["sha256"] == hashlib.sha256(good_log.read_bytes()).hexdigest()
    assert data["inputs"][0]["compression"] == "gzip"
    assert data["log"]["decks"] == 3000
    assert {t["name"] for t in data["battery"]["tests"]} >= {"position", "adjacency", "rising_sequences"}
    assert data["subsamples"]["count"] == 3
    caught = {row["name"]: row["caught_at"] for row in data["power"]["faulty"]}
    assert caught["keep-bottom"] is not None and caught["keep-bottom"] <= 3000
    assert (out / "report.pdf").read_bytes().startswith(b"%PDF")
    html = (out / "report.html").read_text()
    assert "data:image/svg+xml;base64," in html and "PASS" in html


def test_a_riffled_log_fails_with_exit_1_and_still_gets_its_report(tmp_path: Path) -> None:
    log = make_log(tmp_path / "riffle.txt", 1_000, shuffler="riffle-3")
    out = tmp_path / "report"
    result = run("shuffle-test", str(log), "--out", str(out), "--no-power", "--json")
    assert result.exit_code == 1, result.output
    data = json.loads(result.stdout)
    assert data["verdict"]["passed"] is False
    assert "rising_sequences_serial" in data["verdict"]["rejected_by"]
    assert json.loads((out / "report.json").read_text())["verdict"] == data["verdict"]


def test_a_malformed_line_exits_2_naming_file_and_line_and_writes_nothing(tmp_path: Path) -> None:
    log = make_log(tmp_path / "log.txt", 400)
    lines = log.read_text().splitlines()
    lines[122] = " ".join(lines[122].split()[:-1])
    log.write_text("\n".join(lines) + "\n")
    out = tmp_path / "report"
    result = run("shuffle-test", str(log), "--out", str(out))
    assert result.exit_code == 2
    assert f"{log}:123:1: deck: expected 52 cards, got 51" in result.stderr
    assert result.stdout == ""
    assert not out.exists()


def test_skip_bad_lists_the_bad_lines_in_the_report(tmp_path: Path) -> None:
    log = make_log(tmp_path / "log.txt", 400)
    lines = log.read_text().splitlines()
    lines[9] = lines[9].replace("As", "Zz")
    lines[299] = ""
    log.write_text("\n".join(lines) + "\n")
    out = tmp_path / "report"
    result = run("shuffle-test", str(log), "--out", str(out), "--skip-bad", "--no-power")
    assert result.exit_code == 0, result.output
    data = json.loads((out / "report.json").read_text())
    assert data["log"]["bad_lines"] == 2
    assert [b["line"] for b in data["log"]["bad_lines_listed"]] == [10, 300]
    assert data["log"]["decks"] == 398
    assert "2 bad line(s)" in result.stdout


def test_a_log_too_short_for_the_battery_exits_2(tmp_path: Path) -> None:
    log = make_log(tmp_path / "short.txt", 100)
    result = run("shuffle-test", str(log), "--out", str(tmp_path / "report"))
    assert result.exit_code == 2
    assert "needs at least 260" in result.stderr
    assert not (tmp_path / "report").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--level", "1.5"], "level=1.5"),
        (["--deck", "36"], "deck=36"),
    ],
)
def test_bad_options_exit_2(good_log: Path, args: list[str], message: str) -> None:
    result = run("shuffle-test", str(good_log), *args)
    assert result.exit_code == 2
    assert message in result.stderr


def test_a_missing_log_exits_2(tmp_path: Path) -> None:
    result = run("shuffle-test", str(tmp_path / "nope.txt"))
    assert result.exit_code == 2
    assert "no such file" in result.stderr


def test_a_failure_while_rendering_leaves_the_previous_report_untouched(
    good_log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "report"
    out.mkdir()
    (out / "report.json").write_text("previous")

    def broken_pdf(html: str) -> bytes:
        raise RuntimeError("renderer crashed")

    monkeypatch.setattr(harness.reports.render, "html_to_pdf", broken_pdf)
    result = run("shuffle-test", str(good_log), "--out", str(out), "--no-power")
    assert result.exit_code != 0
    assert sorted(p.name for p in out.iterdir()) == ["report.json"]
    assert (out / "report.json").read_text() == "previous"


def test_shuffle_power_reports_where_each_fault_is_caught(tmp_path: Path) -> None:
    result = run(
        "shuffle-power",
        "--sizes",
        "300,2000",
        "--repeats",
        "2",
        "--shuffler",
        "keep-bottom",
        "--shuffler",
        "riffle-2",
        "--json",
        "--out",
        str(tmp_path / "power"),
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    rows = {row["name"]: row for row in data["power"]["faulty"]}
    assert rows["keep-bottom"]["caught_at"] == 300
    assert "position" in rows["keep-bottom"]["caught_by"]
    assert rows["riffle-2"]["caught_at"] == 300
    assert data["power"]["good"]["runs"] == 4
    assert (tmp_path / "power" / "report.pdf").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--sizes", "100,1000"], "at least 260"),
        (["--sizes", "2000,1000"], "increasing"),
        (["--sizes", "lots"], "not a number"),
        (["--shuffler", "harness"], "faulty"),
        (["--repeats", "0"], "repeats=0"),
    ],
)
def test_shuffle_power_refuses_bad_options_with_exit_2(args: list[str], message: str) -> None:
    result = run("shuffle-power", *args)
    assert result.exit_code == 2
    assert message in result.stderr


def test_shuffle_test_reads_the_40_card_deck(tmp_path: Path) -> None:
    from harness.shuffle.decks import DECK_40

    log = tmp_path / "dilemma.txt"
    write_deck_log(log, generate_log(shuffler_named("harness"), count=600, size=40, seed=3), DECK_40)
    result = run("shuffle-test", str(log), "--out", str(tmp_path / "r"), "--no-power", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["deck"]["size"] == 40
    assert "7-8-9-T-A" in data["deck"]["straights"]
    assert np.isclose(sum(1 for _ in data["battery"]["tests"]), 15)
