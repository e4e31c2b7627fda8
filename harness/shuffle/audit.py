"""Auditing a deck log: read it once, count per contiguous sub-sample, run the battery.

Why sub-samples: a shuffler that drifts (or a log spliced from two machines) can pass on the
whole and fail on a part; the p-values of each test on each sub-sample should look uniform,
and the report draws their histogram. Sub-samples are contiguous runs of lines, fixed from the
line count of the first pass, so the split does not depend on how the file is read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from harness.shuffle.battery import BatteryCounts, BatteryResult, evaluate, minimum_decks, subsample_p_values
from harness.shuffle.deck_log import BadLine, DeckLogReader, LogSource
from harness.shuffle.decks import DeckSpec
from harness.shuffle.errors import DeckLogUnusable

#: At most this many sub-samples, each of at least MIN_SUBSAMPLE_LINES lines.
MAX_SUBSAMPLES = 20
MIN_SUBSAMPLE_LINES = 1_000

ProgressCallback = Callable[[int, int], None]


def subsample_count(lines: int) -> int:
    return max(1, min(MAX_SUBSAMPLES, lines // MIN_SUBSAMPLE_LINES))


@dataclass(frozen=True, slots=True, kw_only=True)
class LogAudit:
    """The battery's answer on one log, with what the report needs to show how it was reached."""

    source: LogSource
    spec: DeckSpec
    level: float
    result: BatteryResult
    counts: BatteryCounts
    subsample_decks: tuple[int, ...]
    subsample_p_values: dict[str, list[float | None]]
    bad_lines: tuple[BadLine, ...]
    bad_line_count: int

    @property
    def passed(self) -> bool:
        return self.result.passed


def audit_log(reader: DeckLogReader, level: float, on_progress: ProgressCallback | None = None) -> LogAudit:
    """Read every block, split it at sub-sample boundaries, and evaluate totals and parts."""
    lines = reader.source.lines
    parts_wanted = subsample_count(lines)
    parts = [BatteryCounts(spec=reader.spec)]
    for block in reader.blocks():
        # Line l (1-based) belongs to sub-sample floor((l - 1) * K / lines).
        owner = (block.line_numbers - 1) * parts_wanted // lines
        cuts = np.flatnonzero(np.diff(owner)) + 1
        for piece_start, piece_end in zip((0, *cuts.tolist()), (*cuts.tolist(), owner.size), strict=True):
            if piece_end == piece_start:
                continue
            target = int(owner[piece_start])
            while len(parts) <= target:
                parts.append(parts[-1].continued())
            parts[target].update(block.decks[piece_start:piece_end])
        if on_progress is not None and block.line_numbers.size:
            on_progress(int(block.line_numbers[-1]), lines)
        elif on_progress is not None and block.bad_line_numbers.size:
            on_progress(int(block.bad_line_numbers[-1]), lines)
    total = BatteryCounts.total(parts)
    needed = minimum_decks(reader.spec)
    if total.decks < needed:
        raise DeckLogUnusable(
            f"{reader.display_name}: {total.decks} good deck(s) of {reader.spec.size} cards; "
            f"the battery needs at least {needed} (5 expected per card-by-position cell)"
        )
    result = evaluate(total, level)
    used = [part for part in parts if part.decks]
    return LogAudit(
        source=reader.source,
        spec=reader.spec,
        level=level,
        result=result,
        counts=total,
        subsample_decks=tuple(part.decks for part in used),
        subsample_p_values=subsample_p_values(used, level) if len(used) > 1 else {},
        bad_lines=tuple(reader.bad_lines),
        bad_line_count=reader.bad_line_count,
    )
