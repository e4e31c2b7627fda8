"""Finished batches of a long run, on disk, so that a stopped run resumes where it was.

A JSON-lines file: a header line with the run's identity (its plan), then one line per
finished batch, appended and flushed to disk as each batch finishes, so the cost per batch stays
the same however long the run. A line cut short by a kill is dropped when the file is read
back; the file is then rewritten (atomically) with the complete lines only, and appending goes
on from there. A file of another plan is not resumed: the run starts afresh and replaces it.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, TypeVar

from harness.atomic import write_atomic

T = TypeVar("T")


class BatchCheckpoint(Generic[T]):
    """Batch results by index; `to_json` / `from_json` turn one result into JSON and back."""

    def __init__(
        self,
        path: Path | None,
        identity: dict[str, Any],
        *,
        to_json: Callable[[T], Any],
        from_json: Callable[[Any], T],
    ) -> None:
        self.path = path
        self.identity = identity
        self.to_json = to_json
        self.done: dict[int, T] = {}
        if path is None:
            return
        header = {"plan": identity}
        if path.exists():
            lines = path.read_bytes().split(b"\n")
            if _json_line(lines[0]) == header:
                for line in lines[1:]:
                    record = _json_line(line)
                    if not isinstance(record, dict) or "batch" not in record:
                        break  # the end, or a line cut short
                    self.done[int(record["batch"])] = from_json(record["result"])
        kept = [json.dumps(header)] + [self._line(index, result) for index, result in sorted(self.done.items())]
        write_atomic(path, ("\n".join(kept) + "\n").encode())

    def _line(self, index: int, result: T) -> str:
        return json.dumps({"batch": index, "result": self.to_json(result)})

    def record(self, index: int, result: T) -> None:
        self.done[index] = result
        if self.path is not None:
            with self.path.open("ab") as handle:
                handle.write((self._line(index, result) + "\n").encode())
                handle.flush()
                os.fsync(handle.fileno())


def _json_line(line: bytes) -> Any:
    try:
        return json.loads(line)
    except ValueError:
        return None


def checkpoint_batches(path: Path) -> int:
    """How many finished batches a checkpoint file holds (for progress reports and tests)."""
    lines = [_json_line(line) for line in path.read_bytes().split(b"\n")[1:]]
    return sum(1 for record in lines if isinstance(record, dict) and "batch" in record)
