"""Fuzz `tablecert settle` and `tablecert replay` in-process with hostile inputs, and count.

    python3 scripts/fuzz_inputs.py [--count 10000] [--seed 1]

An input is a document given to `settle -` or one hand (line) of a file given to replay. Every
input must end as exactly one of: a ledger whose chips balance, or a refusal (exit 2 with a
located message; for replay, one refused or malformed hand named by file:line while the audit
goes on). Anything else is a crash; the script prints the first few, with their
input, and exits 1. The inputs and verdicts are harness.families.input_fuzz's, the same as the property
test's (tests/property/test_fuzz_inputs.py); the same seed gives the same inputs.
"""

from __future__ import annotations

import argparse
import sys
import time

from harness.families.input_fuzz import Tally, run_inputs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=10_000, help="inputs to try (default 10,000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the inputs (default 1)")
    args = parser.parse_args()
    started = time.perf_counter()
    shown = 0

    def progress(done: int) -> None:
        nonlocal shown
        if done // 1000 > shown // 1000:
            print(f"fuzz_inputs: {done:,}/{args.count:,} inputs", file=sys.stderr, flush=True)
        shown = done

    settle, replay = run_inputs(args.count, args.seed, on_input=progress)
    seconds = time.perf_counter() - started
    total = Tally(
        inputs=settle.inputs + replay.inputs,
        ledgers=settle.ledgers + replay.ledgers,
        refusals=settle.refusals + replay.refusals,
        crash_count=settle.crash_count + replay.crash_count,
    )
    print(f"fuzz_inputs: seed {args.seed}, {total.inputs:,} inputs in {seconds:.0f} s")
    print(f"  settle documents:  {settle.inputs:,}: {settle.ledgers:,} ledgers, "
          f"{settle.refusals:,} refusals (exit 2), {settle.crash_count:,} crashes")  # fmt: skip
    print(f"  replayed hands:    {replay.inputs:,}: {replay.ledgers:,} ledgers, "
          f"{replay.refusals:,} refusals (refused or malformed, at file:line), "
          f"{replay.crash_count:,} crashes")  # fmt: skip
    print(f"inputs: {total.inputs:,}  ledgers: {total.ledgers:,}  refusals: {total.refusals:,}  "
          f"crashes: {total.crash_count:,}")  # fmt: skip
    for kind, tally in (("settle", settle), ("replay", replay)):
        for text, why in tally.crashes[:5]:
            print(f"\nCRASH ({kind}): {why}\n  input: {text[:500]!r}")
    return 1 if total.crash_count else 0


if __name__ == "__main__":
    sys.exit(main())
