"""Record the reference engine's answers for the million-round proofs (tests/slow/reference_record.py).

    python3 scripts/record_reference.py [GAME...]

Plays the million rounds of each family game on the reference engine (two processes), and writes
tests/data/reference/GAME.json atomically: the fingerprint of the engine's code and data, and for
every 50,000-round chunk the digest of its deals and of every round's money. A game whose record
is already today's is skipped. Progress on stderr.
"""

from __future__ import annotations

import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from harness.families.lunar.fast import FastTables  # noqa: E402
from harness.families.lunar.game import family_games, game_table_rules  # noqa: E402
from harness.families.lunar.strategy import strategy_for  # noqa: E402
from harness.runtime.atomic import write_atomic  # noqa: E402
from tests.slow import test_fast_engine_million as proof  # noqa: E402
from tests.slow.reference_record import (  # noqa: E402
    CHUNK,
    RECORDS,
    ROUNDS,
    SEED,
    deals_digest,
    money_digest,
    read_record,
    record_path,
    reference_fingerprint,
)  # fmt: skip


def chunk_digests(game: str, chunk: int) -> dict[str, str]:
    deals = proof.deals_of(game, chunk)
    return {"deals": deals_digest(deals), "money": money_digest(proof.reference_money(game, deals))}


def main() -> int:
    games = sys.argv[1:] or list(family_games())
    unknown = sorted(set(games) - set(family_games()))
    if unknown:
        print(f"record_reference.py: unknown game(s) {', '.join(unknown)}; known: {', '.join(family_games())}",
              file=sys.stderr)  # fmt: skip
        return 2
    RECORDS.mkdir(parents=True, exist_ok=True)
    for game in games:
        if read_record(game) is not None:
            print(f"{game}: up to date", file=sys.stderr)
            continue
        started = time.monotonic()
        rules = game_table_rules(game)
        proof._TABLES[game] = FastTables(rules=rules, strategy=strategy_for(rules))
        chunks, count = [], ROUNDS // CHUNK
        with ProcessPoolExecutor(max_workers=2, mp_context=get_context("fork")) as pool:
            for chunk, digests in enumerate(pool.map(chunk_digests, [game] * count, range(count))):
                chunks.append(digests)
                print(f"{game}: chunk {chunk + 1}/{count}", file=sys.stderr, flush=True)
        record = {"game": game, "fingerprint": reference_fingerprint(game), "rounds": ROUNDS, "chunk": CHUNK,
                  "seed": SEED, "chunks": chunks}  # fmt: skip
        write_atomic(record_path(game), (json.dumps(record, indent=1) + "\n").encode())
        print(f"{game}: recorded in {time.monotonic() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
