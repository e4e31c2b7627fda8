"""Throughput of the shuffle battery: decks per second for generation, the battery, and log parsing.

Run: python benchmarks/shuffle_battery.py [--decks 1000000] [--deck 52]
Prints a table; the figures go into docs/performance.md (issue 4 asks for >= 1,000,000 decks in < 2 min).
"""

from __future__ import annotations

import argparse
import gzip
import os
import platform
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import numpy as np

from harness.shuffle.audit import audit_log
from harness.shuffle.battery import BatteryCounts, evaluate
from harness.shuffle.deck_log import format_decks, open_deck_log
from harness.shuffle.decks import deck_spec
from harness.shuffle.shufflers import GOOD_SHUFFLER, generate_log

T = TypeVar("T")


def timed(action: Callable[[], T]) -> tuple[T, float]:
    started = time.perf_counter()
    value = action()
    return value, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--decks", type=int, default=1_000_000)
    parser.add_argument("--deck", type=int, default=52)
    args = parser.parse_args()
    spec = deck_spec(args.deck)
    n = args.decks
    rows: list[tuple[str, float, str]] = []

    decks, seconds = timed(lambda: np.concatenate(list(generate_log(GOOD_SHUFFLER, count=n, size=spec.size, seed=1))))
    rows.append(("generate (PCG64 Fisher-Yates)", seconds, ""))

    def battery() -> bool:
        counts = BatteryCounts(spec=spec)
        counts.update(decks)
        return evaluate(counts, 0.99).passed

    passed, seconds = timed(battery)
    rows.append(("battery on decks in memory (15 tests)", seconds, "pass" if passed else "FAIL"))

    text, seconds = timed(lambda: format_decks(decks, spec))
    rows.append(("format as log text", seconds, f"{len(text) / 1e6:.0f} MB"))

    with tempfile.TemporaryDirectory() as folder:
        plain = Path(folder) / "log.txt"
        plain.write_bytes(text)
        packed = Path(folder) / "log.txt.gz"
        packed.write_bytes(gzip.compress(text, compresslevel=6))
        del text
        for path, label in ((plain, "text"), (packed, "gzip")):

            def parse_only(path: Path = path) -> int:
                reader = open_deck_log(path, deck=spec.size)
                return sum(block.decks.shape[0] for block in reader.blocks())

            count, seconds = timed(parse_only)
            assert count == n
            rows.append((f"hash + count + parse {label} log", seconds, f"{path.stat().st_size / 1e6:.0f} MB"))

            def full_audit(path: Path = path) -> bool:
                return audit_log(open_deck_log(path, deck=spec.size), 0.99).passed

            passed, seconds = timed(full_audit)
            rows.append((f"shuffle-test pipeline, {label} log (20 sub-samples)", seconds, "pass" if passed else "FAIL"))

    print(
        f"{n:,} decks of {spec.size} cards; {platform.processor() or platform.machine()}, "
        f"{os.cpu_count()} CPU(s), Python {platform.python_version()}, numpy {np.__version__}"
    )
    print(f"{'step':<52} {'seconds':>8} {'decks/s':>12}  note")
    for label, seconds, note in rows:
        print(f"{label:<52} {seconds:>8.2f} {n / seconds:>12,.0f}  {note}")


if __name__ == "__main__":
    main()
