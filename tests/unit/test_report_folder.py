"""Report folders (harness.reports.folder): a reader sees the whole old set or the whole new set,
however the run that writes it ends; a folder is locked against a second run; a file or someone
else's folder is refused before any work; nothing temporary stays behind; the umask is honoured.

A kill is simulated two ways: in this process, by stopping `publish` before its N-th step (file
written, folder flushed, folders exchanged or renamed) with every clean-up switched off, as a
SIGKILL would leave it, for every N; and for real, by SIGKILL and SIGTERM to a process paused
inside `publish`.
"""

from __future__ import annotations

import hashlib
import json
import os
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from typer.testing import CliRunner

import harness.reports.folder as report_folder
from harness.cli import app
from harness.reports.folder import ReportFolder, ReportFolderError, exchange_folders, verify_report_set
from harness.runtime.atomic import write_atomic
from harness.runtime.project import project_root
from harness.shuffle.deck_log import write_deck_log
from harness.shuffle.decks import DECK_52
from harness.shuffle.shufflers import generate_log, shuffler_named

OLD = {"report.json": b'{"run": "old"}\n', "report.html": b"<p>old</p>", "report.pdf": b"%PDF-old"}
NEW = {"report.json": b'{"run": "new"}\n', "report.html": b"<p>new</p>", "report.pdf": b"%PDF-new"}
CLI = [sys.executable, "-m", "harness.cli"]


class Killed(BaseException):
    """Stands for SIGKILL: nothing after it runs in the killed run."""


def contents(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def assert_whole_set(folder: Path, files: dict[str, bytes]) -> None:
    """Exactly `files` and a manifest whose SHA-256s are those of `files` (computed here)."""
    found = contents(folder)
    manifest = json.loads(found.pop("manifest.json"))
    assert found == files
    assert manifest["files"] == {
        name: {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)} for name, data in files.items()
    }


def which_set(folder: Path) -> str:
    """'old' or 'new' when the folder holds exactly that set; fails on anything mixed."""
    found = contents(folder)
    found.pop("manifest.json", None)
    assert found in (OLD, NEW), f"a mixed or partial set: {sorted(found)}"
    return "old" if found == OLD else "new"


def siblings(target: Path) -> list[str]:
    """What lies beside the report folder: staging folders, old sets, the lock."""
    return sorted(p.name for p in target.parent.iterdir() if p.name != target.name)


def publish(target: Path, files: dict[str, bytes]) -> dict[str, Path]:
    with ReportFolder.claim(target) as folder:
        return folder.publish(files)


@pytest.fixture
def old_set(tmp_path: Path) -> Path:
    target = tmp_path / "out" / "report"
    publish(target, OLD)
    assert_whole_set(target, OLD)
    return target


def test_a_new_folder_gets_the_set_and_a_manifest_naming_the_run(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "report"
    with ReportFolder.claim(target, command="tablecert certify holdem") as folder:
        assert not target.exists()  # nothing is written until the set is published
        written = folder.publish(NEW)
    assert written == {name: target / name for name in NEW}
    assert_whole_set(target, NEW)
    manifest = json.loads((target / "manifest.json").read_text())
    assert manifest["command"] == "tablecert certify holdem" and len(manifest["run_id"]) == 32
    assert verify_report_set(target) == []
    assert siblings(target) == []  # no lock, no staging folder


def test_publishing_replaces_the_whole_set(old_set: Path) -> None:
    smaller = {"report.json": b"{}", "report.html": b"<p>replay</p>"}  # a replay report has no PDF
    publish(old_set, smaller)
    assert_whole_set(old_set, smaller)  # the old report.pdf went with its set
    assert siblings(old_set) == []


def test_the_manifest_finds_a_changed_or_extra_file(old_set: Path) -> None:
    (old_set / "report.pdf").write_bytes(b"%PDF-edited")
    (old_set / "notes.txt").write_text("x")
    problems = verify_report_set(old_set)
    assert len(problems) == 2
    assert "report.pdf: SHA-256" in problems[0] and "notes.txt: not named by the manifest" in problems[1]


def test_leftover_temporary_files_of_the_old_writer_are_cleared(tmp_path: Path) -> None:
    target = tmp_path / "report"
    target.mkdir()
    for name, data in OLD.items():
        (target / name).write_bytes(data)
    (target / ".report.pdf.k2j4h1.tmp").write_bytes(b"%PDF-half")  # an interrupted earlier run
    publish(target, NEW)
    assert_whole_set(target, NEW)


def steps_of_publish(monkeypatch: pytest.MonkeyPatch, kill_before: int) -> Callable[[], int]:
    """Stop `publish` (raise Killed) just before its `kill_before`-th step; returns the step count."""
    count = [0]

    def step(real: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            count[0] += 1
            if count[0] == kill_before:
                raise Killed
            return real(*args, **kwargs)

        return wrapped

    monkeypatch.setattr(report_folder, "write_new_file", step(report_folder.write_new_file))
    monkeypatch.setattr(report_folder, "fsync_folder", step(report_folder.fsync_folder))
    monkeypatch.setattr(report_folder, "exchange_folders", step(report_folder.exchange_folders))
    monkeypatch.setattr(os, "rename", step(os.rename))
    # A killed process runs no clean-up; the kernel alone releases its lock.
    monkeypatch.setattr(ReportFolder, "_tidy", lambda self: None)
    monkeypatch.setattr(report_folder, "_unlock", lambda path, fd: os.close(fd))
    return lambda: count[0]


@pytest.mark.parametrize("exchange", [True, False], ids=["renameat2-exchange", "rename-fallback"])
def test_a_kill_at_any_step_leaves_the_old_set_or_the_new_one(
    old_set: Path, monkeypatch: pytest.MonkeyPatch, exchange: bool
) -> None:
    seen = []
    for kill_before in range(1, 100):
        with monkeypatch.context() as patch:
            if not exchange:
                patch.setattr(report_folder, "exchange_folders", lambda a, b: False)
            steps = steps_of_publish(patch, kill_before)
            try:
                publish(old_set, NEW)
            except Killed:
                pass
            else:
                assert steps() == kill_before - 1  # every step was stopped once: done
                break
            if old_set.exists():
                seen.append(which_set(old_set))
            else:
                # Only the fallback has a moment without the folder (old one renamed away).
                assert not exchange and any(".report.old-" in name for name in siblings(old_set))
                seen.append("missing")
        # The next run (its claim) repairs and tidies what the killed one left.
        with ReportFolder.claim(old_set):
            pass
        state = which_set(old_set)
        assert siblings(old_set) == [], f"left behind after a kill before step {kill_before}"
        assert seen[-1] == state or (seen[-1] == "missing" and state == "old")
        publish(old_set, OLD)  # start the next kill from the old set again
    else:
        pytest.fail("publish never finished")
    assert "old" in seen and "new" in seen  # the kills fell both before and after the swap
    assert ("missing" in seen) == (not exchange)


def test_a_failed_step_restores_the_old_set_and_cleans_up(old_set: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An error (disk full, permission) rather than a kill: clean-up runs at once, exit 2."""
    monkeypatch.setattr(report_folder, "exchange_folders", lambda a, b: False)
    real_rename = os.rename
    calls = [0]

    def rename(src: Any, dst: Any) -> None:
        calls[0] += 1
        if calls[0] == 2:  # the old set is renamed away; the new one cannot come in
            raise OSError(28, "No space left on device")
        real_rename(src, dst)

    monkeypatch.setattr(os, "rename", rename)
    with pytest.raises(ReportFolderError, match="could not write the report") as raised:
        publish(old_set, NEW)
    assert raised.value.exit_code == 2
    monkeypatch.setattr(os, "rename", real_rename)
    assert_whole_set(old_set, OLD)
    assert siblings(old_set) == []


PAUSED_PUBLISH = """
import os, sys, time
from pathlib import Path
import harness.cli
import harness.reports.folder as rf

target, stage, marker = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
NEW = {new!r}
real_exchange, real_rename = rf.exchange_folders, os.rename

def pause():
    marker.touch()
    time.sleep(120)

def exchange(a, b):
    if stage == "before-swap":
        pause()
    if stage == "fallback-window":
        return False
    done = real_exchange(a, b)
    pause()
    return done

def rename(src, dst):
    real_rename(src, dst)
    if ".old-" in os.fspath(dst):
        pause()

rf.exchange_folders = exchange
os.rename = rename

def app():
    with rf.ReportFolder.claim(target) as folder:
        folder.publish(NEW)

harness.cli.app = app
harness.cli.main()  # with the command line's own SIGTERM handling
"""


@pytest.mark.parametrize("stop", [signal.SIGKILL, signal.SIGTERM], ids=["kill", "term"])
@pytest.mark.parametrize("stage", ["before-swap", "after-swap", "fallback-window"])
def test_a_process_stopped_mid_publish_leaves_a_whole_set(
    old_set: Path, tmp_path: Path, stage: str, stop: signal.Signals
) -> None:
    marker = tmp_path / "paused"
    process = subprocess.Popen(
        [sys.executable, "-c", PAUSED_PUBLISH.format(new=NEW), str(old_set), stage, str(marker)],
        cwd=project_root(), stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    deadline = time.monotonic() + 60
    while not marker.exists():
        assert process.poll() is None, process.communicate()[1]
        assert time.monotonic() < deadline
        time.sleep(0.02)
    process.send_signal(stop)
    _, stderr = process.communicate(timeout=30)
    if stop == signal.SIGTERM:
        assert process.returncode == 128 + signal.SIGTERM, stderr
        assert siblings(old_set) == []  # the stopped run cleaned up after itself
        assert which_set(old_set) == ("new" if stage == "after-swap" else "old")
        return
    assert process.returncode == -signal.SIGKILL
    if stage == "fallback-window":
        assert not old_set.exists()  # the documented window: missing, never mixed
    else:
        assert which_set(old_set) == ("new" if stage == "after-swap" else "old")
    with ReportFolder.claim(old_set):
        pass
    assert which_set(old_set) == ("new" if stage == "after-swap" else "old")
    assert siblings(old_set) == []


def test_exchange_swaps_two_folders_or_leaves_both(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    (a / "x").write_text("in a")
    (b / "y").write_text("in b")
    if exchange_folders(a, b):
        assert [p.name for p in a.iterdir()] == ["y"] and [p.name for p in b.iterdir()] == ["x"]
    else:
        assert [p.name for p in a.iterdir()] == ["x"] and [p.name for p in b.iterdir()] == ["y"]
    if sys.platform == "linux":
        assert exchange_folders(a, b)  # Linux 3.15+ and glibc 2.28+ on ext4, tmpfs, xfs, btrfs


def test_a_second_claim_of_the_same_folder_is_refused_at_once(tmp_path: Path) -> None:
    target = tmp_path / "report"
    with ReportFolder.claim(target, display="reports/out/x"):
        started = time.monotonic()
        with pytest.raises(ReportFolderError) as raised:
            with ReportFolder.claim(tmp_path / "." / "report"):
                pass
        assert time.monotonic() - started < 1.0  # refused, not waited for
        assert raised.value.exit_code == 2
        assert str(raised.value).startswith(f"{target}: another tablecert run (process {os.getpid()})")
        with ReportFolder.claim(tmp_path / "other"):  # another folder is free
            pass
    with ReportFolder.claim(target):  # released
        pass
    assert list(tmp_path.iterdir()) == []


def test_a_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "report.pdf"
    target.write_bytes(b"mine")
    with pytest.raises(ReportFolderError, match="is a file, not a folder") as raised:
        with ReportFolder.claim(target, display="report.pdf"):
            pytest.fail("the claim should have been refused")
    assert raised.value.exit_code == 2 and str(raised.value).startswith("report.pdf: ")
    assert target.read_bytes() == b"mine" and sorted(p.name for p in tmp_path.iterdir()) == ["report.pdf"]


@pytest.mark.parametrize("foreign", ["notes.txt", "src/", "report.json/"], ids=["file", "folder", "folder-named-so"])
def test_a_folder_that_is_not_a_report_is_refused_and_left_alone(tmp_path: Path, foreign: str) -> None:
    """Publishing replaces the whole folder: the user's home or a checkout must never be one."""
    target = tmp_path / "home"
    target.mkdir()
    (target / "report.html").write_text("old")
    if foreign.endswith("/"):
        (target / foreign).mkdir()
    else:
        (target / foreign).write_text("keep me")
    before = sorted(p.name for p in target.iterdir())
    with pytest.raises(ReportFolderError, match="not part of a tablecert report") as raised:
        with ReportFolder.claim(target):
            pytest.fail("the claim should have been refused")
    assert foreign.rstrip("/") in str(raised.value)
    assert sorted(p.name for p in target.iterdir()) == before
    assert siblings(target) == []


def test_a_file_dropped_into_the_folder_during_the_run_is_not_lost(tmp_path: Path) -> None:
    target = tmp_path / "report"
    with ReportFolder.claim(target) as folder:
        target.mkdir()
        (target / "notes.txt").write_text("keep me")
        with pytest.raises(ReportFolderError, match="notes.txt"):
            folder.publish(NEW)
    assert (target / "notes.txt").read_text() == "keep me"
    assert siblings(target) == []


def test_a_symlinked_folder_is_published_through_the_link(tmp_path: Path) -> None:
    real = tmp_path / "real"
    publish(real, OLD)
    link = tmp_path / "link"
    link.symlink_to(real)
    publish(link, NEW)
    assert link.is_symlink() and link.resolve() == real
    assert_whole_set(real, NEW)


def test_folders_created_for_a_run_that_wrote_nothing_are_removed(tmp_path: Path) -> None:
    with pytest.raises(RuntimeError):
        with ReportFolder.claim(tmp_path / "a" / "b" / "report"):
            raise RuntimeError("bad input found after the claim")
    assert list(tmp_path.iterdir()) == []


@contextmanager
def umask(mask: int) -> Iterator[None]:
    previous = os.umask(mask)
    try:
        yield
    finally:
        os.umask(previous)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_reports_and_atomic_files_honour_the_umask(tmp_path: Path) -> None:
    with umask(0o022):
        publish(tmp_path / "report", NEW)
        write_atomic(tmp_path / "baseline.json", b"{}")
    assert {name: mode(tmp_path / "report" / name) for name in [*NEW, "manifest.json"]} == dict.fromkeys(
        [*NEW, "manifest.json"], 0o644
    )
    assert mode(tmp_path / "report") == 0o755 and mode(tmp_path / "baseline.json") == 0o644
    with umask(0o077):
        write_atomic(tmp_path / "private.json", b"{}")
    assert mode(tmp_path / "private.json") == 0o600


def test_a_shuffle_log_honours_the_umask(tmp_path: Path) -> None:
    with umask(0o022):
        write_deck_log(
            tmp_path / "decks.txt", generate_log(shuffler_named("harness"), count=10, size=52, seed=1), DECK_52
        )
    assert mode(tmp_path / "decks.txt") == 0o644
    with umask(0o077):
        write_deck_log(
            tmp_path / "private.txt", generate_log(shuffler_named("harness"), count=10, size=52, seed=1), DECK_52
        )
    assert mode(tmp_path / "private.txt") == 0o600


def test_a_folder_keeps_its_own_permissions_when_republished(old_set: Path) -> None:
    old_set.chmod(0o700)
    with umask(0o022):
        publish(old_set, NEW)
    assert mode(old_set) == 0o700


def test_unknown_file_names_are_a_programming_error(tmp_path: Path) -> None:
    with ReportFolder.claim(tmp_path / "report") as folder:
        with pytest.raises(ValueError, match="notes.txt"):
            folder.publish({"notes.txt": b""})


# --- Through the command line: the refusal comes before any work. ---


def test_certify_refuses_out_naming_a_file_before_any_work(tmp_path: Path) -> None:
    somefile = tmp_path / "somefile"
    somefile.write_text("mine")
    started = time.monotonic()
    completed = subprocess.run(
        [*CLI, "certify", "holdem", "--out", str(somefile), "--rounds", "1000"],
        capture_output=True, text=True, check=False, timeout=120,
    )  # fmt: skip
    assert completed.returncode == 2, completed.stderr
    assert f"{somefile}: is a file, not a folder" in completed.stderr
    assert "Gherkin" not in completed.stderr and completed.stdout == ""
    assert time.monotonic() - started < 30  # the suite alone takes longer
    assert somefile.read_text() == "mine" and sorted(p.name for p in tmp_path.iterdir()) == ["somefile"]


@pytest.fixture(scope="module")
def deck_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    log = tmp_path_factory.mktemp("log") / "decks.txt"
    write_deck_log(log, generate_log(shuffler_named("harness"), count=300, size=52, seed=1), DECK_52)
    return log


def shuffle_test(*args: str) -> Result:
    return CliRunner().invoke(app, ["shuffle-test", *args, "--no-power"])


def test_shuffle_test_refuses_a_folder_that_is_not_a_report_before_reading_the_log(
    deck_log: Path, tmp_path: Path
) -> None:
    (tmp_path / "thesis.tex").write_text("keep me")
    result = shuffle_test(str(deck_log), "--out", str(tmp_path))
    assert result.exit_code == 2
    assert "thesis.tex" in result.stderr and "lines read" not in result.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["thesis.tex"]


def test_a_second_run_into_the_same_folder_exits_2_naming_it(deck_log: Path, tmp_path: Path) -> None:
    out = tmp_path / "report"
    with ReportFolder.claim(out):  # the first run, still writing
        result = shuffle_test(str(deck_log), "--out", str(out))
    assert result.exit_code == 2 and result.stdout == ""
    assert f"{out}: another tablecert run (process {os.getpid()}) is writing" in result.stderr
    assert "lines read" not in result.stderr and not out.exists()
    result = shuffle_test(str(deck_log), "--out", str(out))  # the first run is over: free again
    assert result.exit_code == 0, result.output
    assert_whole_set(out, {name: (out / name).read_bytes() for name in ("report.json", "report.html", "report.pdf")})
