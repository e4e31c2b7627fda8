"""Record pokerkit's answers for the slow suite's random hands (tests/poker_room/pokerkit_record.py).

    python3 scripts/record_pokerkit.py [LABEL...] [--jobs N] [--force]

Each record is written to a temporary file and renamed into tests/data/pokerkit/ when complete, so
an interrupted run loses at most the record in progress; a record whose header and hands already
match the comparison is skipped (cheap to restart). Progress on stderr.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.poker_room.pokerkit_record import (  # noqa: E402
    COMPARISONS,
    RECORDS,
    hand_digest,
    pokerkit_answer,
    read_record,
    record_header,
    record_path,
)


def up_to_date(label: str) -> bool:
    comparison = COMPARISONS[label]
    header, answers = read_record(label)
    if header != record_header(comparison):
        return False
    return all(hand_digest(hand) in answers for hand in comparison.all_hands())


def record(label: str) -> str:
    comparison = COMPARISONS[label]
    started = time.monotonic()
    path = record_path(label)
    temporary = path.with_suffix(f".tmp{os.getpid()}")
    try:
        with gzip.open(temporary, "wt", encoding="utf-8", compresslevel=9) as out:
            out.write(json.dumps(record_header(comparison)) + "\n")
            for number, hand in enumerate(comparison.all_hands(), 1):
                entry = {"hand": hand_digest(hand)} | pokerkit_answer(hand)
                out.write(json.dumps(entry, separators=(",", ":")) + "\n")
                if number % 1000 == 0:
                    print(f"{label}: {number:,}/{comparison.hands:,} hands", file=sys.stderr, flush=True)
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)
    return f"{label}: {comparison.hands:,} hands recorded in {time.monotonic() - started:.0f} s"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("labels", nargs="*", help=f"records to write (default: all): {', '.join(COMPARISONS)}")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="records written at once")
    parser.add_argument("--force", action="store_true", help="write records that are already up to date")
    args = parser.parse_args()
    unknown = sorted(set(args.labels) - set(COMPARISONS))
    if unknown:
        parser.error(f"unknown record(s) {', '.join(unknown)}; known: {', '.join(COMPARISONS)}")
    RECORDS.mkdir(parents=True, exist_ok=True)
    labels = args.labels or list(COMPARISONS)
    todo = [label for label in labels if args.force or not up_to_date(label)]
    for label in sorted(set(labels) - set(todo)):
        print(f"{label}: up to date", file=sys.stderr)
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for line in pool.map(record, todo):
            print(line, file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
