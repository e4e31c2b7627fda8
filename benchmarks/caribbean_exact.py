"""Benchmark: the exact Caribbean Stud analysis (optimal upcard-aware strategy), time and figures.

Plain script, prints a table. Usage: python benchmarks/caribbean_exact.py [--workers N] [--quiet]
CPU seconds include the worker processes; wall time depends on what else the machine runs.
"""

from __future__ import annotations

import argparse
import resource
import time

from harness.families.lunar.analysis.stud_exact import TOTAL_DEALS
from harness.families.lunar.caribbean import analyse_caribbean_exact
from harness.runtime.progress import progress_bar


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: every core)")
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args()
    cpu_before, wall_before = cpu_seconds(), time.perf_counter()
    with progress_bar("caribbean exact", quiet=args.quiet) as progress:
        result = analyse_caribbean_exact(progress=progress, workers=args.workers)
    wall, cpu = time.perf_counter() - wall_before, cpu_seconds() - cpu_before
    pairs = sum(len(a.keys) for a in result.upcards)
    rows = [
        ("wall time (s)", f"{wall:.1f}"),
        ("CPU time, all processes (s)", f"{cpu:.1f}"),
        ("worker processes", f"{result.workers}"),
        ("(hand class, upcard) pairs counted", f"{pairs:,}"),
        ("deals covered", f"{result.total_combinations:,} (expected {TOTAL_DEALS:,})"),
        ("house edge (per Ante)", f"{100 * float(result.house_edge):.6f}%"),
        ("element of risk", f"{100 * float(result.element_of_risk):.6f}%"),
        ("house edge, exact", f"{result.house_edge}"),
        ("element of risk, exact", f"{result.element_of_risk}"),
        ("average wager (Antes)", f"{float(result.average_wager):.6f}"),
        ("raise frequency", f"{100 * float(result.raise_frequency):.6f}%"),
    ]
    print(f"{'measure':<38} value")
    for name, text in rows:
        print(f"{name:<38} {text}")


if __name__ == "__main__":
    main()
