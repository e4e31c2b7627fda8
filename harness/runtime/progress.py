"""Progress on stderr: a bar on a terminal, a periodic log line otherwise (CI, pipes)."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

ProgressCallback = Callable[[int, int], None]
LOG_INTERVAL_SECONDS = 10.0


def status(message: str) -> None:
    """One line of what the run is doing, on stderr."""
    print(f"tablecert: {message}", file=sys.stderr, flush=True)


@contextmanager
def progress_bar(description: str, *, quiet: bool = False) -> Iterator[ProgressCallback]:
    if quiet:
        yield lambda done, total: None
        return
    if sys.stderr.isatty():
        console = Console(stderr=True)
        with Progress(
            TextColumn("[bold]{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TimeRemainingColumn(),
            console=console,
            transient=False,
        ) as bar:
            task = bar.add_task(description, total=None)

            def update(done: int, total: int) -> None:
                bar.update(task, completed=done, total=total)

            yield update
        return
    started = time.monotonic()
    last = [0.0]

    def log(done: int, total: int) -> None:
        now = time.monotonic()
        if done >= total or now - last[0] >= LOG_INTERVAL_SECONDS:
            last[0] = now
            rate = done / max(now - started, 1e-9)
            status(f"{description}: {done:,}/{total:,} ({100 * done / max(total, 1):.0f}%, {rate:,.0f}/s)")

    yield log
