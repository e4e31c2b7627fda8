"""Benchmark: real no-limit Hold'em hands audited from PHH, this engine against pokerkit, same run.

Plain script, prints a table. Usage:
    python benchmarks/phh_replay.py [--rounds R] [--million-file PATH] [--hands N]   (--hands 0: part 1 only)

1. Side by side, per hand, CPU seconds of this process: every real no-limit Hold'em hand of
   tests/data/phh (Absolute Poker, Full Tilt, PokerStars and iPoker cash games of 2009, Pluribus
   sessions, the 2023 WSOP final table), from the hand's TOML text to its finishing stacks:
   ours = the fast TOML reader (tomllib where it gives way), the PHH reader, the rules, the
   audit; pokerkit = `HandHistory.loads` (tomllib) and its state machine played to the end
   (`for state in hh`). The two take turns for R rounds and each keeps its best round, so a busy
   machine slows both alike.
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
from pathlib import Path

from harness.poker_room.phh import PhhSection, iter_sections
from harness.poker_room.phh_audit import audit_section
from harness.project import project_root

DATA = project_root() / "tests" / "data" / "phh"


def real_holdem_sections() -> list[PhhSection]:
    found = []
    for path in sorted(p for p in DATA.rglob("*") if p.suffix in (".phh", ".phhs")):
        with open(path, encoding="utf-8", newline="") as handle:
            for section in iter_sections(iter(handle), multi=path.suffix == ".phhs"):
                if "variant = 'NT'" in section.text or 'variant = "NT"' in section.text:
                    found.append(section)
    return found


def ours(sections: list[PhhSection]) -> float:
    began = time.process_time()
    for section in sections:
        audit_section(section, display="bench")
    return time.process_time() - began


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


def side_by_side(sections: list[PhhSection], rounds: int) -> tuple[float, float]:
    our_best = their_best = float("inf")
    for _ in range(rounds):
        our_best = min(our_best, ours(sections))
        their_best = min(their_best, pokerkits(sections))
    return our_best, their_best


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
    ours_cpu, pokerkit_cpu = side_by_side(sections, args.rounds)
    count = len(sections)
    print(f"real no-limit Hold'em hands: {count:,} (tests/data/phh)")
    print("| engine | CPU s (best of rounds) | µs per hand | hands per second |")
    print("|---|---:|---:|---:|")
    engines = (("tablecert (read + audit)", ours_cpu), ("pokerkit (HandHistory.loads + play)", pokerkit_cpu))
    for name, seconds in engines:
        print(f"| {name} | {seconds:.3f} | {seconds / count * 1e6:,.0f} | {count / seconds:,.0f} |")
    print(f"ratio: tablecert is {pokerkit_cpu / ours_cpu:.1f}x pokerkit")
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
