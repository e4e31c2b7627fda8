"""Run pokerkit over every PHH file under tests/data/phh/ and count what it settles and agrees with.

    python scripts/phh_pokerkit_survey.py [DIR] [--unknown-showdown refuse|muck] [--rake-rows N]

Per file and per variant: hands, hands pokerkit settled, and for the hands whose file records
``winnings`` (non-zero) or ``finishing_stacks``: how many agree with pokerkit exactly and, for
the others, the recorded-minus-pokerkit difference summed (for an online hand, minus the rake).
With ``--rake-rows N`` it also lists, per file, up to N settled hands that recorded winnings:
pot, recorded rake (pot - sum(winnings)), flop seen, players dealt, big blind.
Uses only pokerkit (tests/poker_room/pokerkit_phh.py), never the harness.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from decimal import Decimal
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "poker_room"))

from pokerkit_phh import agreement, iter_hands, pokerkit_outcome  # noqa: E402


def _zero() -> dict[str, Any]:
    return {"hands": 0, "settled": 0, "compared": 0, "agree": 0, "difference": Decimal(0), "all_zero_winnings": 0,
            "refusals": defaultdict(int)}


def _reason(why_not: str) -> str:
    if why_not.startswith("unknown hole cards"):
        return "unknown cards at showdown" + (" (none known)" if "nobody" in why_not else "")
    if why_not.startswith("actions["):
        return "pokerkit refused an action"
    if why_not.startswith("the file stops"):
        return "file stops mid-hand"
    return why_not.split(":")[0]


def survey(directory: Path, unknown_showdown: str, rake_rows: int) -> None:
    per_file: dict[str, dict[str, Any]] = {}
    per_variant: dict[str, dict[str, Any]] = defaultdict(_zero)
    rake_lines: dict[str, list[str]] = defaultdict(list)
    for path in sorted(directory.rglob("*.phh*")):
        name = str(path.relative_to(directory))
        row = per_file[name] = _zero()
        for section, raw in iter_hands(path.read_text(encoding="utf-8")):
            outcome = pokerkit_outcome(raw, unknown_showdown=unknown_showdown)
            variant = str(outcome["variant"])
            for bucket in (row, per_variant[variant]):
                bucket["hands"] += 1
                bucket["settled"] += outcome["settled"]
                if not outcome["settled"]:
                    bucket["refusals"][_reason(outcome["why_not"])] += 1
            report = agreement(outcome)
            for key in ("winnings", "finishing_stacks"):
                if key not in report:
                    continue
                if report[key].get("all_zero"):
                    row["all_zero_winnings"] += 1
                    per_variant[variant]["all_zero_winnings"] += 1
                    continue
                for bucket in (row, per_variant[variant]):
                    bucket["compared"] += 1
                    bucket["agree"] += report[key]["agree"]
                    bucket["difference"] += report[key]["difference"]
                if key == "winnings" and len(rake_lines[name]) < rake_rows:
                    blinds = [b for b in raw.get("blinds_or_straddles", []) if b]
                    rake = -report[key]["difference"]
                    rake_lines[name].append(
                        f"  [{section}] hand {raw.get('hand')}: pot {outcome['pot_total']}, rake {rake}, "
                        f"flop {'yes' if outcome['saw_flop'] else 'no'}, players {len(raw['starting_stacks'])}, "
                        f"big blind {max(blinds) if blinds else '-'}"
                    )

    def line(label: str, b: dict[str, Any]) -> str:
        refused = ", ".join(f"{k}: {v}" for k, v in sorted(b["refusals"].items())) or "-"
        return (f"{label:<48} hands {b['hands']:>4}  settled {b['settled']:>4}  recorded&compared {b['compared']:>4}"
                f"  agree {b['agree']:>4}  sum(recorded-pokerkit) {b['difference']:>8}"
                f"  all-zero winnings {b['all_zero_winnings']:>3}  not settled: {refused}")

    print(f"pokerkit survey of {directory} (unknown_showdown={unknown_showdown})")
    print("\nper file")
    for name, b in per_file.items():
        print(line(name, b))
    print("\nper variant")
    for variant, b in sorted(per_variant.items()):
        print(line(variant, b))
    total = _zero()
    for b in per_file.values():
        for key in ("hands", "settled", "compared", "agree", "difference", "all_zero_winnings"):
            total[key] += b[key]
    print("\n" + line("TOTAL", total))
    if rake_rows:
        print("\nrecorded rake per hand (pot - sum(winnings)), settled hands that recorded winnings")
        for name, rows in rake_lines.items():
            print(name)
            print("\n".join(rows))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("directory", nargs="?", type=Path, default=ROOT / "tests" / "data" / "phh")
    parser.add_argument("--unknown-showdown", choices=("refuse", "muck"), default="refuse")
    parser.add_argument("--rake-rows", type=int, default=0)
    args = parser.parse_args(argv)
    survey(args.directory, args.unknown_showdown, args.rake_rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
