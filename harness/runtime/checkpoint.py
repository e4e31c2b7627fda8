"""Finished batches of a long run, on disk, so that a stopped run resumes where it was.

A JSON-lines file. The first line is a header saying that the file is a tablecert checkpoint
(`kind`, `format`) and holding the run's identity: everything its batches depend on (game,
the content hashes of the rules, paytable and strategy files, the readings, seed, rounds, batch
size, engine, dealing method, code version) and the identity's digest. Then one line per
finished batch, appended and flushed as each batch finishes, so the cost per batch stays the
same however long the run. Each batch line carries a digest over the identity's digest, the
batch index and the result's canonical JSON, so a line copied from another run's checkpoint or
an edited total does not verify. The digests guard against accidents and copies, not against
a forger (they hold no secret), so the results' own invariants are checked on load as well.

Opening a checkpoint (before any work starts):
- no file: it is created (by plain `open`, so the user's umask decides its mode);
- an empty regular file: adopted as a new checkpoint (it holds nothing to lose; `mktemp`
  leaves one, and so does a run stopped between creating the file and writing its header);
- a checkpoint of this run: resumed; a batch line that fails its digest or its invariants,
  and a line cut short by a kill, are discarded with a note on stderr and run again;
- a checkpoint of another run, of another format, or anything that is not a checkpoint (a
  text file, a directory, a device such as /dev/null, a FIFO, a read-only or unreadable
  file): refused with `CheckpointError` (exit 2), naming every difference, and never written.
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
from collections.abc import Callable, Mapping
from hashlib import sha256
from pathlib import Path
from typing import Any, Generic, TypeVar

from harness.spec.errors import HarnessError

T = TypeVar("T")

KIND = "tablecert-checkpoint"
FORMAT = 2
#: What a checkpoint's identity fields are called in messages (others: their key, spaced).
LABELS = {
    "rules_sha256": "rules_spec sha256",
    "paytable_sha256": "paytable sha256",
    "strategy_sha256": "strategy sha256",
    "decisions_sha256": "strategy decisions sha256",
    "interpretations": "interpretation",
    "batch_size": "batch size",
    "dealing": "dealing method",
    "code_sha256": "code version (sha256 of the harness package)",
}
_ADVICE = "delete it or use another --checkpoint file"
_ELSEWHERE = "use another --checkpoint file"
_HEX_DIGEST = re.compile(r"[0-9a-f]{64}")


class CheckpointError(HarnessError):
    """The --checkpoint file cannot be used for this run; nothing was written to it."""


def canonical_json(value: Any) -> bytes:
    """One byte string per JSON value (sorted keys, no spaces): what the digests are taken over."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def identity_digest(identity: Mapping[str, Any]) -> str:
    return sha256(canonical_json(dict(identity))).hexdigest()


def batch_digest(identity_sha256: str, index: int, result: Any) -> str:
    """Binds a batch line to its run (the identity's digest), its place and its content."""
    return sha256(f"{identity_sha256}:{index}:".encode() + canonical_json(result)).hexdigest()


ProblemCheck = Callable[[int, T], list[str]]


class BatchCheckpoint(Generic[T]):
    """Batch results by index.

    `to_json` / `from_json` turn one result into JSON and back (`from_json` may raise KeyError,
    TypeError or ValueError on a malformed result); `problems(index, result)` lists what is
    wrong with a result read back (its invariants: right number of rounds, consistent sums),
    empty when it may be used. `details` are shown, never compared: per identity field, a
    mapping whose changed entries explain a difference (e.g. the paytable's pays per line).
    With `open_file=False` nothing is read or written until `verify` is asked.
    """

    def __init__(
        self,
        path: Path | None,
        identity: dict[str, Any],
        *,
        batches: int,
        to_json: Callable[[T], Any],
        from_json: Callable[[Any], T],
        problems: ProblemCheck[T] | None = None,
        details: dict[str, dict[str, Any]] | None = None,
        open_file: bool = True,
    ) -> None:
        self.path = path
        self.identity = identity
        self.batches = batches
        self.to_json = to_json
        self.from_json = from_json
        self.problems: ProblemCheck[T] = problems or (lambda index, result: [])
        self.details = details or {}
        self.digest = identity_digest(identity)
        self.done: dict[int, T] = {}
        if path is None or not open_file:
            return
        content = existing_checkpoint(path, self._check_identity)
        if content is None or content == b"":
            self._start(path, fresh=content is None)
        else:
            self._resume(path, content)

    # -- opening ------------------------------------------------------------------------------

    def header(self) -> dict[str, Any]:
        return {
            "kind": KIND,
            "format": FORMAT,
            "identity": self.identity,
            "identity_sha256": self.digest,
            "details": self.details,
        }

    def verify(self) -> None:
        """Refuse now, before any work, a file this run could not resume or create; write nothing."""
        if self.path is not None:
            existing_checkpoint(self.path, self._check_identity, creatable=True)

    def _check_identity(self, path: Path, header: dict[str, Any]) -> None:
        identity = header["identity"]
        if identity != self.identity:
            details = header.get("details")
            differences = describe_differences(
                identity, self.identity, details if isinstance(details, dict) else {}, self.details
            )
            raise CheckpointError(f"{path}: checkpoint of another run: {'; '.join(differences)}; {_ADVICE}")

    def _start(self, path: Path, *, fresh: bool) -> None:
        """A new checkpoint: the header line, in a new file (umask mode) or an empty one."""
        header = (json.dumps(self.header()) + "\n").encode()
        try:
            if fresh:
                path.parent.mkdir(parents=True, exist_ok=True)
                with path.open("xb") as handle:
                    _write(handle, header)
            else:
                with path.open("r+b") as handle:
                    _write(handle, header, truncate=True)
        except OSError as problem:
            raise CheckpointError(f"{path}: cannot write the checkpoint: {problem}") from None

    def _resume(self, path: Path, content: bytes) -> None:
        """Keep every batch line that verifies; rewrite the file in place if any did not."""
        lines = content.split(b"\n")
        kept = [lines[0]]
        for number, line in enumerate(lines[1:], start=2):
            last = number == len(lines)
            if last and line == b"":
                break  # the newline after the last complete line
            problem = self._take(line)
            if problem is None:
                kept.append(line)
            elif problem:
                where = f"{path}:{number}"
                if last and _json_line(line) is None:
                    problem = "a line cut short (the run was stopped while writing it)"
                print(f"tablecert: note: {where}: discarded: {problem}; that batch runs again", file=sys.stderr)
        rewritten = b"\n".join(kept) + b"\n"
        if rewritten != content:
            try:
                with path.open("r+b") as handle:
                    _write(handle, rewritten, truncate=True)
            except OSError as problem:
                raise CheckpointError(f"{path}: cannot rewrite the checkpoint: {problem}") from None

    def _take(self, line: bytes) -> str | None:
        """None: the line's batch is kept; otherwise why not ('' for a silent duplicate)."""
        record = _json_line(line)
        if not isinstance(record, dict) or set(record) != {"batch", "result", "digest"}:
            return "not a batch line"
        index, data = record["batch"], record["result"]
        if type(index) is not int or not 0 <= index < self.batches:
            return f"batch index {index!r} is not one of this run's {self.batches} batches"
        if record["digest"] != batch_digest(self.digest, index, data):
            return f"batch {index}'s digest does not match (a line of another run, or edited)"
        try:
            result = self.from_json(data)
        except (KeyError, TypeError, ValueError) as error:
            return f"batch {index}'s result cannot be read ({type(error).__name__}: {error})"
        if problems := self.problems(index, result):
            return f"batch {index}'s totals are inconsistent: {', '.join(problems)}"
        if index in self.done:
            same = canonical_json(self.to_json(self.done[index])) == canonical_json(data)
            return "" if same else f"batch {index} appears twice with different results; the first is kept"
        self.done[index] = result
        return None

    # -- recording ----------------------------------------------------------------------------

    def _line(self, index: int, result: T) -> str:
        data = self.to_json(result)
        return json.dumps({"batch": index, "result": data, "digest": batch_digest(self.digest, index, data)})

    def record(self, index: int, result: T) -> None:
        self.done[index] = result
        if self.path is not None:
            with self.path.open("ab") as handle:
                _write(handle, (self._line(index, result) + "\n").encode())


HeaderCheck = Callable[[Path, dict[str, Any]], None]


def check_checkpoint_file(path: Path | None) -> None:
    """Refuse, before any work, a --checkpoint file that cannot be a checkpoint of any run (for a
    run whose identity is known only later); write nothing."""
    if path is not None:
        existing_checkpoint(path, None, creatable=True)


def existing_checkpoint(path: Path, check: HeaderCheck | None, *, creatable: bool = False) -> bytes | None:
    """The checkpoint file's content (None: no file yet), after refusing anything that is not a
    writable tablecert checkpoint of this format (and, given `check`, of this run's identity).

    With `creatable`, a missing file's nearest existing folder must be writable.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.lexists(path):
            raise CheckpointError(f"{path}: is a broken symbolic link; {_ELSEWHERE}") from None
        if creatable:
            folder = path.absolute().parent
            while not folder.exists() and folder != folder.parent:
                folder = folder.parent  # the run creates the missing folders
            if not folder.is_dir() or not os.access(folder, os.W_OK):
                raise CheckpointError(f"{path}: cannot create it: {folder} is not a writable folder") from None
        return None
    except OSError as problem:
        raise CheckpointError(f"{path}: cannot use it as a checkpoint: {problem.strerror}") from None
    if not stat.S_ISREG(info.st_mode):
        raise CheckpointError(f"{path}: is {_file_kind(info.st_mode)}, not a tablecert checkpoint; {_ELSEWHERE}")
    try:
        content = path.read_bytes()
    except OSError as problem:
        raise CheckpointError(f"{path}: cannot read it: {problem.strerror}; {_ELSEWHERE}") from None
    if content:
        header = _checkpoint_header(path, content.split(b"\n", 1)[0])
        if check is not None:
            check(path, header)
    # Root may write any file: the mode bits say whether its owner meant it to be written.
    if not info.st_mode & 0o222 or not os.access(path, os.W_OK):
        raise CheckpointError(f"{path}: is read-only, and a checkpoint is written as batches finish; {_ELSEWHERE}")
    return content


def _checkpoint_header(path: Path, first_line: bytes) -> dict[str, Any]:
    """The header of a tablecert checkpoint of this format whose identity matches its digest."""
    header = _json_line(first_line)
    if not isinstance(header, dict) or header.get("kind") != KIND:
        if isinstance(header, dict) and set(header) == {"plan"}:
            raise CheckpointError(
                f"{path}: a checkpoint of an older tablecert (format 1), which does not record the content "
                f"of its inputs; {_ADVICE}"
            )
        raise CheckpointError(
            f"{path}: is not a tablecert checkpoint (its first line is not a checkpoint header); "
            f"it is left as it is; {_ELSEWHERE}"
        )
    if header.get("format") != FORMAT:
        raise CheckpointError(
            f"{path}: a tablecert checkpoint of format {header.get('format')!r}; this version reads format "
            f"{FORMAT}; {_ADVICE}"
        )
    identity = header.get("identity")
    if not isinstance(identity, dict) or header.get("identity_sha256") != identity_digest(identity):
        raise CheckpointError(f"{path}: the checkpoint's header does not match its digest (edited?); {_ADVICE}")
    return header


def describe_differences(
    old: Mapping[str, Any],
    new: Mapping[str, Any],
    old_details: Mapping[str, Any],
    new_details: Mapping[str, Any],
    *,
    before: str = "in the checkpoint",
) -> list[str]:
    """Every identity field that differs, as `field old in the checkpoint, new now (hint)`."""
    differences = []
    for key in [*old, *(k for k in new if k not in old)]:
        was, now = old.get(key), new.get(key)
        if was == now:
            continue
        label = LABELS.get(key, key.replace("_", " "))
        if isinstance(was, dict) and isinstance(now, dict):
            for part in [*was, *(k for k in now if k not in was)]:
                if was.get(part) != now.get(part):
                    was_shown, after = _shown(was.get(part)), _shown(now.get(part))
                    differences.append(f"{label} {part} {was_shown} {before}, {after} now")
            continue
        text = f"{label} {_shown(was)} {before}, {_shown(now)} now"
        hint = _hint(old_details.get(key), new_details.get(key))
        differences.append(f"{text} ({hint})" if hint else text)
    return differences


def _hint(was: Any, now: Any) -> str:
    """The detail entries that changed, e.g. `raise.pair pays 1 -> 2` (at most five)."""
    if not isinstance(was, dict) or not isinstance(now, dict):
        return ""
    changed = [
        f"{name} {_shown(was.get(name))} -> {_shown(now.get(name))}"
        for name in [*was, *(k for k in now if k not in was)]
        if was.get(name) != now.get(name)
    ]
    return ", ".join(changed[:5]) + (f" and {len(changed) - 5} more" if len(changed) > 5 else "")


def _shown(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, str):
        return f"{value[:12]}…" if _HEX_DIGEST.fullmatch(value) else value
    return json.dumps(value)


def _file_kind(mode: int) -> str:
    kinds = (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISFIFO, "a FIFO (named pipe)"),
        (stat.S_ISSOCK, "a socket"),
    )
    return next((name for test, name in kinds if test(mode)), "not a regular file")


def _write(handle: Any, data: bytes, *, truncate: bool = False) -> None:
    handle.write(data)
    if truncate:
        handle.truncate()
    handle.flush()
    os.fsync(handle.fileno())


def _json_line(line: bytes) -> Any:
    try:
        return json.loads(line)
    except ValueError:
        return None


def checkpoint_batches(path: Path) -> int:
    """How many batch lines a checkpoint file holds (for progress reports and tests)."""
    lines = [_json_line(line) for line in path.read_bytes().split(b"\n")[1:]]
    return sum(1 for record in lines if isinstance(record, dict) and "batch" in record)
