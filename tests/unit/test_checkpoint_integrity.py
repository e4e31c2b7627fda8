"""A checkpoint never mixes runs, never takes a batch it cannot verify, never overwrites a file
that is not one of its own (issue 10, items 1 and 2).

Expected figures come from fresh runs without a checkpoint; what a refusal must say comes from
the issue. The analyze tests stub the exact branch count (82 s per paytable, and not what these
tests are about): both sides of every comparison get the same branches.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from harness import cli
from harness.families.lunar import analyze as lunar_analyze
from harness.families.lunar.analysis.stud_simulate import CaribbeanPlan, simulate_caribbean
from harness.families.lunar.analysis.stud_simulate import Checkpoint as CaribbeanCheckpoint
from harness.families.lunar.analysis.stud_simulate import run_batch as caribbean_batch
from harness.families.lunar.caribbean.fast import settlement_tables, strategy_decisions
from harness.families.lunar.exact_play import BranchTotals, ExactBranches
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.simulate import (
    BatchTotals,
    Checkpoint,
    SimulationPlan,
    run_batch,
    simulate,
    totals_problems,
)
from harness.families.lunar.strategy import strategy_for
from harness.runtime.checkpoint import (
    KIND,
    BatchCheckpoint,
    CheckpointError,
    batch_digest,
    check_checkpoint_file,
    checkpoint_batches,
)
from harness.runtime.executors import Placement
from harness.runtime.project import project_root

STANDARD = project_root() / "paytables" / "lunar_poker" / "standard.yaml"
PAIR_LINE = "- {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}"


# -- the generic file: what is refused, what is created, what is discarded ------------------------


def toy(path: Path | None, identity: dict[str, Any] | None = None) -> BatchCheckpoint[list[int]]:
    """A checkpoint of three batches whose result is [rounds]; each batch plays 10 rounds."""
    return BatchCheckpoint(
        path,
        identity or {"game": "toy", "seed": 1},
        batches=3,
        to_json=list,
        from_json=list,
        problems=lambda index, result: [] if result == [10] else [f"{result} is not [10]"],
    )


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def test_a_new_checkpoint_is_created_with_the_umask_mode_and_a_header(tmp_path: Path, umask_022: None) -> None:
    path = tmp_path / "cp.jsonl"
    toy(path).record(1, [10])
    assert stat.S_IMODE(path.stat().st_mode) == 0o644  # 0o666 & ~0o022, not mkstemp's 0o600
    header, line = (json.loads(text) for text in path.read_text().splitlines())
    assert header["kind"] == KIND and header["identity"] == {"game": "toy", "seed": 1}
    assert line["batch"] == 1 and line["result"] == [10]
    assert toy(path).done == {1: [10]}


def test_an_empty_file_is_adopted_as_a_new_checkpoint(tmp_path: Path) -> None:
    path = tmp_path / "cp.jsonl"
    path.touch()
    toy(path).record(0, [10])
    assert toy(path).done == {0: [10]}


def not_checkpoints(tmp_path: Path) -> dict[str, Path]:
    text = tmp_path / "notes.txt"
    text.write_text("lab notes, not a checkpoint\n")
    read_only_text = tmp_path / "read-only.txt"
    read_only_text.write_text("keep me\n")
    read_only_text.chmod(0o444)
    read_only_checkpoint = tmp_path / "read-only.jsonl"
    toy(read_only_checkpoint).record(0, [10])
    read_only_checkpoint.chmod(0o444)
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    device = tmp_path / "null"
    device.symlink_to("/dev/null")  # /dev/null itself, through a link: a regression cannot replace it
    old_format = tmp_path / "old.jsonl"
    old_format.write_text(json.dumps({"plan": {"seed": 1}}) + "\n")
    return {
        "text file": text,
        "read-only text file": read_only_text,
        "read-only checkpoint": read_only_checkpoint,
        "directory": tmp_path,
        "FIFO": fifo,
        "/dev/null": device,
        "checkpoint of format 1": old_format,
    }


REASONS = {
    "text file": "is not a tablecert checkpoint",
    "read-only text file": "is not a tablecert checkpoint",
    "read-only checkpoint": "is read-only",
    "directory": "is a directory",
    "FIFO": "is a FIFO",
    "/dev/null": "is a character device",
    "checkpoint of format 1": "older tablecert (format 1)",
}


@pytest.mark.parametrize("kind", list(REASONS))
def test_a_file_that_is_not_a_writable_checkpoint_is_refused_and_left_as_it_is(tmp_path: Path, kind: str) -> None:
    path = not_checkpoints(tmp_path)[kind]
    before = _snapshot(path)
    for attempt in (lambda: check_checkpoint_file(path), lambda: toy(path).verify(), lambda: toy(path)):
        with pytest.raises(CheckpointError, match=re.escape(REASONS[kind])):
            attempt()
        assert _snapshot(path) == before


def _snapshot(path: Path) -> tuple[int, int, bytes | None, str | None]:
    info = path.stat()
    content = path.read_bytes() if stat.S_ISREG(info.st_mode) else None
    return info.st_mode, info.st_ino, content, os.readlink(path) if path.is_symlink() else None


def test_a_checkpoint_of_another_run_is_refused_naming_every_difference(tmp_path: Path) -> None:
    path = tmp_path / "cp.jsonl"
    toy(path, {"game": "toy", "seed": 1, "rounds": 30}).record(0, [10])
    before = path.read_bytes()
    with pytest.raises(CheckpointError) as refused:
        toy(path, {"game": "toy", "seed": 2, "rounds": 40})
    assert str(refused.value) == (
        f"{path}: checkpoint of another run: seed 1 in the checkpoint, 2 now; rounds 30 in the checkpoint, 40 now; "
        "delete it or use another --checkpoint file"
    )
    assert refused.value.exit_code == 2 and path.read_bytes() == before


def test_an_edited_header_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "cp.jsonl"
    toy(path).record(0, [10])
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    header["identity"]["seed"] = 2  # the identity of the run below, without its digest
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    with pytest.raises(CheckpointError, match="header does not match its digest"):
        toy(path, {"game": "toy", "seed": 2})


def test_batch_lines_that_do_not_verify_are_discarded_with_a_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cp.jsonl"
    store = toy(path)
    store.record(0, [10])
    other = tmp_path / "other.jsonl"
    toy(other, {"game": "toy", "seed": 2}).record(1, [10])  # right content, another run
    digest = store.digest
    lines = [
        other.read_text().splitlines()[1],  # a line copied from another run's checkpoint
        json.dumps({"batch": 2, "result": [11], "digest": batch_digest(digest, 2, [10])}),  # edited result
        json.dumps({"batch": 2, "result": [9], "digest": batch_digest(digest, 2, [9])}),  # forged, impossible
        json.dumps({"batch": 7, "result": [10], "digest": batch_digest(digest, 7, [10])}),  # no such batch
        json.dumps({"batch": 0, "result": [10], "digest": batch_digest(digest, 0, [10])}),  # a repeat: dropped
        '{"batch": 2, "result": [1',  # cut short by a kill
    ]
    with path.open("a") as handle:
        handle.write("\n".join(lines))
    assert toy(path).done == {0: [10]}
    notes = capsys.readouterr().err
    assert f"{path}:3: discarded: batch 1's digest does not match" in notes
    assert f"{path}:4: discarded: batch 2's digest does not match" in notes
    assert f"{path}:5: discarded: batch 2's totals are inconsistent: [9] is not [10]" in notes
    assert f"{path}:6: discarded: batch index 7 is not one of this run's 3 batches" in notes
    assert f"{path}:7:" not in notes  # the same batch twice, the same result: nothing to say
    assert f"{path}:8: discarded: a line cut short" in notes
    assert checkpoint_batches(path) == 1  # rewritten with the good lines only; appending goes on
    toy(path).record(2, [10])
    assert toy(path).done == {0: [10], 2: [10]}


# -- Lunar Poker: a paytable edited between the stop and the resume -----------------------------


def paytable_file(folder: Path, *, pair_pays: int, name: str = "mine.yaml") -> Path:
    text = STANDARD.read_text()
    assert text.count(PAIR_LINE) == 1
    path = folder / name
    path.write_text(text.replace(PAIR_LINE, PAIR_LINE.replace("pays: 1,", f"pays: {pair_pays},")))
    return path


def lunar_plan(paytable: Path, **changes: Any) -> SimulationPlan:
    plan = SimulationPlan(
        paytable=str(paytable), interpretations={}, rounds=3_000, seed=11, batch_size=1_000, engine="fast"
    )
    return replace(plan, **changes)


def test_a_checkpoint_of_an_edited_paytable_is_refused_naming_the_change(tmp_path: Path) -> None:
    paytable = paytable_file(tmp_path, pair_pays=1)
    plan, checkpoint = lunar_plan(paytable), tmp_path / "cp.jsonl"
    store = Checkpoint(checkpoint, plan)
    store.record(0, run_batch(plan, 0))  # stopped after one batch
    before = checkpoint.read_bytes()
    paytable_file(tmp_path, pair_pays=2)  # the same file, the pair now pays 2
    with pytest.raises(CheckpointError) as refused:
        Checkpoint.verify_file(checkpoint, plan)
    message = str(refused.value)
    assert message.startswith(f"{checkpoint}: checkpoint of another run: paytable sha256 ")
    assert "(raise.pair pays 1 -> 2); delete it or use another --checkpoint file" in message
    assert message.count(" in the checkpoint, ") == 1  # nothing else differs
    with pytest.raises(CheckpointError):
        simulate(plan, Fraction(0), workers=1, checkpoint=checkpoint)
    assert checkpoint.read_bytes() == before


def test_a_batch_line_copied_from_another_seeds_checkpoint_is_discarded(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = lunar_plan(STANDARD)
    other = replace(plan, seed=12)
    checkpoint, foreign = tmp_path / "cp.jsonl", tmp_path / "seed12.jsonl"
    Checkpoint(checkpoint, plan).record(0, run_batch(plan, 0))
    Checkpoint(foreign, other).record(1, run_batch(other, 1))
    with checkpoint.open("a") as handle:
        handle.write(foreign.read_text().splitlines()[1] + "\n")
    resumed = simulate(plan, Fraction(0), workers=1, checkpoint=checkpoint)
    assert "batch 1's digest does not match" in capsys.readouterr().err
    assert resumed.totals.to_json() == simulate(plan, Fraction(0), workers=1).totals.to_json()


def test_an_edited_batch_total_is_discarded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    plan = lunar_plan(STANDARD)
    checkpoint = tmp_path / "cp.jsonl"
    store = Checkpoint(checkpoint, plan)
    for index in range(plan.batches):
        store.record(index, run_batch(plan, index))
    header, *lines = checkpoint.read_text().splitlines()
    edited = json.loads(lines[1])
    edited["result"]["rest"] += 500  # a better house edge, digest left as it was
    forged = json.loads(lines[2])
    # ... and one whose digest was recomputed (no secret: anyone can): its invariants catch this
    # one (x*x and x have the same parity, so sum x*x - sum x is even); an even edit they would not.
    forged["result"]["rest"] += 1
    forged["digest"] = batch_digest(store.digest, forged["batch"], forged["result"])
    checkpoint.write_text("\n".join([header, lines[0], json.dumps(edited), json.dumps(forged)]) + "\n")
    resumed = simulate(plan, Fraction(0), workers=1, checkpoint=checkpoint)
    notes = capsys.readouterr().err
    assert "batch 1's digest does not match" in notes
    assert "batch 2's totals are inconsistent: rest_sq does not fit rest over rounds" in notes
    assert resumed.totals.to_json() == simulate(plan, Fraction(0), workers=1).totals.to_json()


def test_totals_invariants_hold_for_real_batches_and_catch_impossible_ones() -> None:
    plan = lunar_plan(STANDARD)
    totals = run_batch(plan, 0)
    assert totals_problems(totals, 1_000) == []
    assert totals_problems(totals, 999) == ["rounds is 1,000, the batch plays 999"]

    def edited(**changes: Any) -> BatchTotals:
        data = totals.to_json()
        data.update(changes)
        return BatchTotals.from_json(data)

    # Hand-made impossibilities, each against one rule of how the sums are built.
    assert "the decision paths count 1,001 rounds, not 1,000" in totals_problems(
        edited(paths={**totals.paths, "fold (X)": 1}), 1_000
    )
    assert "staked_fees is not staked + fees" in totals_problems(edited(staked_fees=totals.staked_fees + 2), 1_000)
    assert "more rounds paid a fee than were played" in totals_problems(edited(draw_rounds=1_001), 1_000)
    assert "rest_sq does not fit rest over rounds" in totals_problems(edited(rest_sq=totals.rest_sq + 1), 1_000)
    # |sum x| <= sum x*x: 1,000 rounds cannot lose 5,000 units with squares summing to 4,000.
    assert "rest_sq does not fit rest over rounds" in totals_problems(edited(rest=-5_000, rest_sq=5_000 - 1_000), 1_000)
    assert "fees is negative" in totals_problems(edited(fees=-1), 1_000)
    assert totals_problems(edited(rounds="1000"), 1_000) == ["rounds is not a whole number"]


# -- `tablecert analyze`: the issue's scenario through the command line ----------------------------


#: Exact branches of the standard paytable (a real count); stubbed in, the same for every run here.
BRANCHES = ExactBranches(
    instant=BranchTotals(pairs=1_880, net=85_900_584_000),
    fold=BranchTotals(pairs=11_982_720, net=-1_955_400_163_200),
    play=BranchTotals(pairs=30_518_400, net=5_562_132_470_856),
    draw=BranchTotals(pairs=79_648_120, net=0),
    seconds=0.0,
)


@pytest.fixture
def analyze(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(
        lunar_analyze, "cached_exact_branches", lambda rules, strategy, progress=None, optimal=None: BRANCHES
    )
    runner = CliRunner()

    def run(paytable: Path, *extra: str) -> Any:
        command = ["analyze", "lunar-poker", "--json", "--rounds", "1500", "--seed", "5", "--paytable", str(paytable)]
        return runner.invoke(cli.app, [*command, *extra])

    return run


def test_the_issue_scenario_a_paytable_edited_between_stop_and_resume(tmp_path: Path, analyze: Any) -> None:
    paytable, checkpoint = paytable_file(tmp_path, pair_pays=1), tmp_path / "cp.jsonl"
    first = analyze(paytable, "--checkpoint", str(checkpoint))
    assert first.exit_code == 0, first.output
    assert checkpoint_batches(checkpoint) == 1
    before = checkpoint.read_bytes()
    paytable_file(tmp_path, pair_pays=2)  # pair pays 1 -> 2, then the same command
    resumed = analyze(paytable, "--checkpoint", str(checkpoint))
    assert resumed.exit_code == 2 and resumed.stdout == ""
    assert resumed.stderr.startswith(f"tablecert: error: {checkpoint}: checkpoint of another run: paytable sha256 ")
    assert "(raise.pair pays 1 -> 2); delete it or use another --checkpoint file" in resumed.stderr
    assert checkpoint.read_bytes() == before
    fresh = analyze(paytable)
    checkpoint.unlink()
    after_delete = analyze(paytable, "--checkpoint", str(checkpoint))
    assert fresh.exit_code == after_delete.exit_code == 0
    assert json.loads(after_delete.stdout) == json.loads(fresh.stdout)
    assert json.loads(fresh.stdout)["simulated"] != json.loads(first.stdout)["simulated"]  # the edit matters


@pytest.mark.parametrize("kind", ["text file", "read-only text file", "directory", "/dev/null", "FIFO"])
def test_analyze_refuses_a_checkpoint_that_is_not_one(tmp_path: Path, analyze: Any, kind: str) -> None:
    path = not_checkpoints(tmp_path)[kind]
    before = _snapshot(path)
    result = analyze(STANDARD, "--checkpoint", str(path))
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith(f"tablecert: error: {path}: ") and REASONS[kind] in result.stderr
    assert _snapshot(path) == before


# -- Caribbean Stud's fast simulator: the same file, its own invariants ----------------------------


@pytest.fixture(scope="module")
def caribbean_plan() -> CaribbeanPlan:
    rules = game_table_rules("caribbean-stud")
    decisions = strategy_decisions(strategy_for(rules), "rules_spec/caribbean_stud_strategy.yaml")
    return CaribbeanPlan(tables=settlement_tables(rules), decisions=decisions, rounds=30_000, seed=3, batch_size=10_000)


def test_a_caribbean_checkpoint_refuses_another_run_and_discards_what_does_not_verify(
    tmp_path: Path, caribbean_plan: CaribbeanPlan, capsys: pytest.CaptureFixture[str]
) -> None:
    plan = caribbean_plan
    fresh = simulate_caribbean(plan, placement=Placement())
    checkpoint = tmp_path / "cs.jsonl"
    store = CaribbeanCheckpoint(checkpoint, plan)
    for index in range(plan.batches):
        store.record(index, caribbean_batch(plan, index))
    with pytest.raises(CheckpointError, match="checkpoint of another run: seed 3 in the checkpoint, 4 now; delete"):
        simulate_caribbean(replace(plan, seed=4), placement=Placement(), checkpoint=checkpoint)
    header, *lines = checkpoint.read_text().splitlines()
    edited = json.loads(lines[0])
    edited["result"][0] -= 1  # one fold fewer, one more dealer-does-not-qualify: same rounds
    edited["result"][1] += 1
    forged = json.loads(lines[1])
    forged["result"][1] += 1  # a recomputed digest; the counts no longer add up to the batch
    forged["digest"] = batch_digest(store.digest, 1, forged["result"])
    checkpoint.write_text("\n".join([header, json.dumps(edited), json.dumps(forged), lines[2]]) + "\n")
    resumed = simulate_caribbean(plan, placement=Placement(), checkpoint=checkpoint)
    notes = capsys.readouterr().err
    assert "batch 0's digest does not match" in notes
    assert "batch 1's totals are inconsistent: the outcome counts add up to 10,001 rounds, the batch plays 10,000" in (
        notes
    )
    assert resumed.counts == fresh.counts and resumed.rounds_run == 20_000
