"""Benchmark: real no-limit Hold'em hands audited from PHH, this engine against pokerkit, same run.

Plain script, prints a table. Usage:
    python benchmarks/phh_replay.py [--rounds R] [--million-file PATH] [--hands N]   (--hands 0: part 1 only)

1. Side by side, per hand, CPU seconds of this process: every real no-limit Hold'em hand of
   tests/data/phh (Absolute Poker, Full Tilt, PokerStars and iPoker cash games of 2009, Pluribus
   sessions, the 2023 WSOP final table), from the hand's TOML text to its finishing stacks:
   ours = the kernel compiled (phh_kernel.py, Cython's pure-Python mode: the hand read and its
   betting played in C types), then the settlement and the audit line, and the reference path
   (the PHH reader, the rules, the audit) for the hands the kernel leaves to it; also timed with
   the same kernel source uncompiled (plain Python, as where no compiler built it); pokerkit =
   `HandHistory.loads` (tomllib) and its state machine played to the end (`for state in hh`).
   Each hand is measured as a day meets it, not seen before: the hands are cut into FOLDS
   folds; for each fold, our engine forgets every line and action it has read
   (`phh_fast.forget_seen_text`), each engine reads the other folds untimed (the vocabulary a
   day's earlier hands teach: the venue, the stakes, 'p3 f'), then the fold is timed. Without
   the forgetting, the rounds after the first would find every line of every hand already read,
   which a day of distinct hands never does. The two engines take turns for R rounds, and each
   keeps its best round, so a busy machine slows both alike. For comparison the table also
   gives the figure of the hands read again (every round after the first finds every line and
   action already read): an upper bound a day does not reach, as the first is a lower bound
   (a day's vocabulary is larger than the other folds teach).
2. The day-sized file: N hands (default 1,000,000) written as one .phhs of those real hands
   repeated under fresh section names, then `tablecert replay FILE` (all cores, default) timed
   wall-clock from the command line, as a regulator runs it.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

from harness.families.poker_room.phh import PhhSection, iter_sections
from harness.families.poker_room.phh_audit import audit_section
from harness.families.poker_room.phh_fast import forget_seen_text, use_compiled
from harness.runtime.project import project_root

DATA = project_root() / "tests" / "data" / "phh"


def real_holdem_sections() -> list[PhhSection]:
    """Every real no-limit Hold'em hand of tests/data/phh, each once (an excerpt's hands are also
    in the whole file they were cut from)."""
    found = []
    seen: set[str] = set()
    for path in sorted(p for p in DATA.rglob("*") if p.suffix in (".phh", ".phhs")):
        with open(path, encoding="utf-8", newline="") as handle:
            for section in iter_sections(iter(handle), multi=path.suffix == ".phhs"):
                text = section.text.strip()
                if ("variant = 'NT'" in text or 'variant = "NT"' in text) and text not in seen:
                    seen.add(text)
                    found.append(section)
    return found


FOLDS = 5


def ours(sections: list[PhhSection]) -> float:
    began = time.process_time()
    for section in sections:
        audit_section(section, display="bench")
    return time.process_time() - began


def uncompiled(sections: list[PhhSection]) -> float:
    """Ours with the kernel's source run uncompiled, as where no compiler built it."""
    use_compiled(False)
    try:
        return ours(sections)
    finally:
        use_compiled(True)


def pokerkits(sections: list[PhhSection]) -> float:
    from pokerkit import HandHistory

    began = time.process_time()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for section in sections:
            try:
                for _state in HandHistory.loads(section.text):
                    pass
            except Exception:  # noqa: BLE001 - a hand pokerkit cannot finish still cost its time
                pass
    return time.process_time() - began


def unseen(sections: list[PhhSection], engine: Callable[[list[PhhSection]], float]) -> float:
    """CPU seconds of `engine` on every hand, each fold timed after the others taught the day's
    vocabulary, with nothing of the fold read before."""
    total = 0.0
    for fold in range(FOLDS):
        timed = sections[fold::FOLDS]
        forget_seen_text()
        engine([s for index, s in enumerate(sections) if index % FOLDS != fold])
        total += engine(timed)
    return total


def side_by_side(sections: list[PhhSection], rounds: int) -> tuple[float, float, float, float, float]:
    """Best CPU seconds of (ours, pokerkit, ours with the kernel uncompiled) on unseen hands, then of
    (ours, pokerkit) on hands read again."""
    best = [float("inf")] * 5
    for _ in range(rounds):
        best[0] = min(best[0], unseen(sections, ours))
        best[1] = min(best[1], unseen(sections, pokerkits))
        best[2] = min(best[2], unseen(sections, uncompiled))
    for _ in range(rounds):
        best[3] = min(best[3], ours(sections))
        best[4] = min(best[4], pokerkits(sections))
    return best[0], best[1], best[2], best[3], best[4]


def write_day(sections: list[PhhSection], hands: int, path: Path) -> None:
    with open(path, "w", encoding="utf-8") as out:
        for number in range(1, hands + 1):
            out.write(f"[{number}]\n{sections[(number - 1) % len(sections)].text.strip()}\n\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--million-file", type=Path, default=Path("/tmp/tablecert-phh-day.phhs"))
    args = parser.parse_args()
    sections = real_holdem_sections()
    compiled = use_compiled(True)
    ours_cpu, pokerkit_cpu, uncompiled_cpu, ours_again, pokerkit_again = side_by_side(sections, args.rounds)
    count = len(sections)
    print(f"real no-limit Hold'em hands: {count:,} (tests/data/phh); the kernel (phh_kernel.py): "
          + ("compiled" if compiled else "NOT COMPILED: `pip install -e .` builds it; every tablecert row runs it "
             "uncompiled"))
    print("| engine | hands | CPU s (best of rounds) | µs per hand | hands per second |")
    print("|---|---|---:|---:|---:|")
    engines = (("tablecert (read + audit)", "unseen", ours_cpu), ("pokerkit (HandHistory.loads + play)", "unseen",
               pokerkit_cpu), ("tablecert, the kernel uncompiled", "unseen", uncompiled_cpu),
               ("tablecert (read + audit)", "read again", ours_again),
               ("pokerkit (HandHistory.loads + play)", "read again", pokerkit_again))  # fmt: skip
    for name, hands, seconds in engines:
        print(f"| {name} | {hands} | {seconds:.3f} | {seconds / count * 1e6:,.0f} | {count / seconds:,.0f} |")
    print(f"ratio, unseen hands (the figure to go by): tablecert is {pokerkit_cpu / ours_cpu:.1f}x pokerkit")
    print(f"ratio, hands read again (an upper bound): tablecert is {pokerkit_again / ours_again:.1f}x pokerkit")
    print(f"ratio, unseen hands, the kernel uncompiled: {pokerkit_cpu / uncompiled_cpu:.1f}x pokerkit")
    if args.hands <= 0:  # the side by side only
        return
    write_day(sections, args.hands, args.million_file)
    size = args.million_file.stat().st_size
    began = time.perf_counter()
    run = subprocess.run([sys.executable, "-m", "harness.cli", "replay", str(args.million_file)],
                         capture_output=True, text=True, cwd=project_root())  # fmt: skip
    wall = time.perf_counter() - began
    print(f"{args.hands:,}-hand PHH file ({size / 1e6:,.0f} MB): `tablecert replay` {wall:,.1f} s wall "
          f"({args.hands / wall:,.0f} hands per second), exit {run.returncode}")
    print(run.stdout.splitlines()[1] if run.stdout else run.stderr[-500:])


if __name__ == "__main__":
    main()
