"""Writing outputs so that an interrupted or failed run never leaves a half-written file.

A file is written under a temporary name in its own folder, flushed to disk and renamed into
place; a temporary file is removed on every exit path. Files get the permissions the user's
umask gives (0666 & ~umask), not tempfile.mkstemp's private 0600: reports, baselines and
checkpoints are meant to be read by the lab's other accounts and tools. A set of files that
must change together is a report folder (harness.reports.folder).
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path

#: Suffix of every temporary file this module creates; `.gitignore` and the report folder's
#: check of an earlier report both know it.
TEMP_SUFFIX = ".tmp"


def write_new_file(path: Path, data: bytes) -> None:
    """Create `path`, which must not exist, write `data` and flush it to disk.

    os.open with mode 0o666 lets the kernel apply the umask, as any ordinary file creation does.
    """
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        path.unlink(missing_ok=True)
        raise


def fsync_folder(folder: Path) -> None:
    """Make the renames and creations inside `folder` durable (a rename lives in the folder)."""
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def temporary_name(path: Path) -> Path:
    """A fresh hidden name beside `path`, e.g. `.baseline.json.3f9a1c2b.tmp`."""
    return path.with_name(f".{path.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` in one rename: a reader sees the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = temporary_name(path)
    try:
        write_new_file(tmp, data)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_folder(path.parent)
