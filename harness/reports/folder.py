"""A report folder: claimed and locked when a command starts, replaced as one set at its end.

Why: a lab's script or a regulator reading `report.json` and `report.pdf` must get both from the
same run. Files renamed one by one can be cut between renames (the JSON new, the PDF old), two
runs into one folder can interleave, and a killed run leaves temporary files behind. So:

- `ReportFolder.claim(out)` runs before any work. It refuses a target that is a file, or a
  folder holding anything but a tablecert report (publishing replaces the whole folder, so the
  user's other files must never be in it), and takes an exclusive, non-blocking lock
  (`<parent>/.<name>.lock`, flock) so a second run into the same folder is refused at once.
  With the lock held it is safe to tidy what killed runs left beside the folder.
- `folder.publish({"report.json": ..., ...})` writes the complete set, with a `manifest.json`
  naming the run and each file's SHA-256, into a new staging folder beside the target, flushes
  it to disk and swaps it in with one `renameat2(RENAME_EXCHANGE)`: a reader sees the complete
  old set or the complete new set. Where the system cannot exchange (a kernel before 3.15, a
  libc without renameat2, a file system without it), the old folder is renamed away and the new
  one renamed in: between those two renames the folder is missing (never mixed), and a run killed
  there is repaired by the next claim, which puts the old set back.
- Every exit path (success, an error, Ctrl-C, SIGTERM turned into SystemExit by harness.cli)
  removes the staging folders and releases the lock. Only files a report is made of are ever
  deleted; a staging folder that holds anything else is left alone and named.
"""

from __future__ import annotations

import ctypes
import errno
import fcntl
import functools
import hashlib
import json
import os
import re
import secrets
import shlex
import stat
import sys
import uuid
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from harness.runtime.atomic import TEMP_SUFFIX, fsync_folder, write_new_file
from harness.runtime.progress import status
from harness.spec.errors import HarnessError

#: The files a report set may hold (a replay report has no PDF).
REPORT_FILES = frozenset({"report.json", "report.html", "report.pdf"})
MANIFEST = "manifest.json"
#: Temporary files of the file-by-file writer that came before report folders: an interrupted
#: run left them inside the folder, and the next publish clears them with the old set.
_LEGACY_TEMP = re.compile(r"\.(report\.(json|html|pdf)|manifest\.json)\..+" + re.escape(TEMP_SUFFIX))

_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


class ReportFolderError(HarnessError):
    """The report folder cannot be used: a file, someone else's folder, or locked by another run."""


def _ours(name: str) -> bool:
    return name in REPORT_FILES or name == MANIFEST or _LEGACY_TEMP.fullmatch(name) is not None


def _invoked_command() -> str:
    argv = list(sys.argv) or ["tablecert"]
    if Path(argv[0]).name == "tablecert" or argv[0].endswith(os.path.join("harness", "cli.py")):
        argv[0] = "tablecert"
    return shlex.join(argv)


@dataclass(frozen=True, slots=True, kw_only=True)
class ReportFolder:
    """A claimed report folder; only `claim` makes one, and it is valid inside its `with`."""

    target: Path
    display: str
    command: str
    lock_fd: int

    @classmethod
    @contextmanager
    def claim(cls, target: Path, *, display: str | None = None, command: str | None = None) -> Iterator[ReportFolder]:
        """Check and lock `target` for this run; on leaving, tidy and unlock, however it ends."""
        shown = display or str(target)
        path = Path(os.path.abspath(target))
        if path.is_symlink():
            path = path.resolve()  # publish into the folder the link names; the link stays
        if path.parent == path:
            raise ReportFolderError(f"{shown}: give a folder for the report, not the file system's root")
        _check_target(path, shown)
        created = _make_parents(path.parent, shown)
        fd = _lock(path, shown)
        folder = cls(target=path, display=shown, command=command or _invoked_command(), lock_fd=fd)
        try:
            _check_target(path, shown)  # again: until the lock was ours, another run could change it
            folder._tidy()
            yield folder
        finally:
            try:
                folder._tidy()
            finally:
                _unlock(path, fd)
                _remove_empty(created)

    @classmethod
    @contextmanager
    def claim_if_given(
        cls, target: Path | None, *, display: str | None = None, command: str | None = None
    ) -> Iterator[ReportFolder | None]:
        """`claim` for a command whose report folder is optional (`--out` not given: None)."""
        if target is None:
            yield None
            return
        with cls.claim(target, display=display, command=command) as folder:
            yield folder

    def publish(self, files: Mapping[str, bytes]) -> dict[str, Path]:
        """Replace the folder's contents with `files` plus a manifest, as one set.

        Everything must be rendered before this is called: a failure while rendering then
        leaves the previous set untouched.
        """
        unknown = sorted(set(files) - REPORT_FILES)
        if unknown:
            raise ValueError(f"not report files: {unknown}; a report folder holds {sorted(REPORT_FILES)}")
        staging = self._sibling("staging")
        try:
            _check_target(self.target, self.display)  # a file dropped in since the claim would be lost
            os.mkdir(staging, 0o777)
            if self.target.is_dir():
                os.chmod(staging, stat.S_IMODE(self.target.stat().st_mode))  # keep the user's choice
            for name, data in files.items():
                write_new_file(staging / name, data)
            write_new_file(staging / MANIFEST, self._manifest(files))  # last: a complete set has one
            fsync_folder(staging)
            self._swap_in(staging)
        except OSError as error:
            raise ReportFolderError(f"{self.display}: could not write the report: {error}") from error
        finally:
            self._tidy()  # the staging name now holds the old set, or the new set never published
        return {name: self.target / name for name in files}

    def _manifest(self, files: Mapping[str, bytes]) -> bytes:
        record = {
            "manifest": "tablecert report set",
            "run_id": uuid.uuid4().hex,
            "written_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "command": self.command,
            "files": {
                name: {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
                for name, data in sorted(files.items())
            },
        }
        return (json.dumps(record, indent=2) + "\n").encode()

    def _sibling(self, kind: str) -> Path:
        return self.target.with_name(f".{self.target.name}.{kind}-{secrets.token_hex(4)}")

    def _leftovers(self, kind: str) -> list[Path]:
        prefix = f".{self.target.name}.{kind}-"
        return sorted(p for p in self.target.parent.iterdir() if p.name.startswith(prefix))

    def _swap_in(self, staging: Path) -> None:
        parent = self.target.parent
        if not os.path.lexists(self.target):
            os.rename(staging, self.target)
        elif not exchange_folders(staging, self.target):
            old = self._sibling("old")
            os.rename(self.target, old)
            # Window: until the next rename the folder is missing; a run killed here is repaired
            # by the next claim (_tidy puts `old` back).
            os.rename(staging, self.target)
        fsync_folder(parent)

    def _tidy(self) -> None:
        """Put back an old set renamed away by a run killed mid-swap, then delete staging folders
        and old sets. Safe only with the lock held: no other run is using these names."""
        olds = self._leftovers("old")
        if olds and not os.path.lexists(self.target):
            os.rename(olds.pop(), self.target)
            fsync_folder(self.target.parent)
        for leftover in [*self._leftovers("staging"), *olds]:
            _delete_report_set(leftover)


def exchange_folders(a: Path, b: Path) -> bool:
    """Swap two paths atomically (Linux renameat2 RENAME_EXCHANGE); False when the system cannot."""
    renameat2 = _renameat2()
    if renameat2 is None:
        return False
    if renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), str(b))


@functools.cache
def _renameat2() -> Callable[[int, bytes, int, bytes, int], int] | None:
    try:
        function = ctypes.CDLL(None, use_errno=True).renameat2
    except (OSError, AttributeError):  # not glibc >= 2.28 (or not Linux): fall back
        return None
    function.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    function.restype = ctypes.c_int
    call: Callable[[int, bytes, int, bytes, int], int] = function
    return call


def verify_report_set(folder: Path) -> list[str]:
    """What is wrong with a published report set (empty when it is whole): every file the
    manifest names is present with its SHA-256, and nothing else is there."""
    manifest_path = folder / MANIFEST
    try:
        manifest = json.loads(manifest_path.read_text())
    except (OSError, ValueError) as error:
        return [f"{manifest_path}: cannot read the manifest: {error}"]
    problems = []
    listed: dict[str, dict[str, object]] = manifest.get("files", {})
    for name, expected in sorted(listed.items()):
        try:
            digest = hashlib.sha256((folder / name).read_bytes()).hexdigest()
        except OSError as error:
            problems.append(f"{folder / name}: {error.strerror}")
            continue
        if digest != expected.get("sha256"):
            problems.append(f"{folder / name}: SHA-256 {digest} is not the manifest's {expected.get('sha256')}")
    extra = sorted({p.name for p in folder.iterdir()} - set(listed) - {MANIFEST})
    problems += [f"{folder / name}: not named by the manifest" for name in extra]
    return problems


def _check_target(path: Path, shown: str) -> None:
    if os.path.lexists(path) and not path.is_dir():
        raise ReportFolderError(
            f"{shown}: is a file, not a folder; give --out a new folder or the folder of an earlier report"
        )
    if not path.is_dir():
        return
    try:
        entries = list(os.scandir(path))
    except OSError as error:
        raise ReportFolderError(f"{shown}: cannot read the report folder: {error.strerror}") from None
    foreign = sorted(e.name for e in entries if not _ours(e.name) or e.is_dir(follow_symlinks=False))
    if foreign:
        listed = ", ".join(foreign[:5]) + (f" and {len(foreign) - 5} more" if len(foreign) > 5 else "")
        raise ReportFolderError(
            f"{shown}: holds files that are not part of a tablecert report ({listed}); a report replaces "
            "its whole folder, so give --out a new or empty folder, or the folder of an earlier report"
        )


def _make_parents(parent: Path, shown: str) -> list[Path]:
    """Create the missing folders above the report folder; return them, deepest first."""
    missing = []
    for folder in [parent, *parent.parents]:
        if os.path.lexists(folder):
            break
        missing.append(folder)
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ReportFolderError(f"{shown}: cannot create the folder {parent}: {error.strerror}") from None
    return missing


def _remove_empty(folders: list[Path]) -> None:
    """Remove the folders `_make_parents` created if the run left them empty (nothing written)."""
    for folder in folders:
        try:
            folder.rmdir()
        except OSError:  # not empty: the report is in it
            return


def _lock(path: Path, shown: str) -> int:
    """An exclusive flock on `<parent>/.<name>.lock`, or ReportFolderError at once if held.

    The file is removed when released, so a run that opened it just before must check, once
    locked, that the name still leads to the file it locked; if not, it tries again.
    """
    lock_path = path.with_name(f".{path.name}.lock")
    while True:
        try:
            fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o666)
        except OSError as error:
            raise ReportFolderError(f"{shown}: cannot create the lock {lock_path}: {error.strerror}") from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
            os.close(fd)
            raise ReportFolderError(
                f"{shown}: another tablecert run (process {holder}) is writing a report into this folder; "
                "wait for it to finish, or give --out another folder"
            ) from None
        except BaseException:
            os.close(fd)
            raise
        try:
            current = os.stat(lock_path)
        except FileNotFoundError:
            current = None
        held = os.fstat(fd)
        if current is not None and (current.st_dev, current.st_ino) == (held.st_dev, held.st_ino):
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
            return fd
        os.close(fd)


def _unlock(path: Path, fd: int) -> None:
    try:
        path.with_name(f".{path.name}.lock").unlink(missing_ok=True)  # still ours: we hold it
    finally:
        os.close(fd)


def _delete_report_set(folder: Path) -> None:
    """Delete a staging folder or an old set: only the files a report is made of, then the
    folder. Anything else found there is left, and said, rather than deleted."""
    if not os.path.lexists(folder):
        return
    if folder.is_symlink() or not folder.is_dir():
        status(f"left {folder}: it is not a folder a report run made")
        return
    entries = list(os.scandir(folder))
    for entry in entries:
        if _ours(entry.name) and not entry.is_dir(follow_symlinks=False):
            os.unlink(entry.path)
    try:
        folder.rmdir()
    except OSError as error:
        if error.errno not in (errno.ENOTEMPTY, errno.EEXIST):
            raise
        status(f"left {folder}: it holds files that are not part of a report")
