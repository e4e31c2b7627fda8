"""The reference engine's answers for the million-round proofs, recorded with what they depend on.

The proof that the fast Lunar engine settles as the reference engine does (test_fast_engine_million)
plays a million rounds a game through both; the reference engine, which reads like the rules, takes
70-180 µs a round, so the five games cost some 650 CPU seconds, the fast engine a few. The
reference engine is deterministic: its answer for a deal is fixed by its code and the rules,
paytable and strategy files. So each chunk's answers are recorded as two digests (the deals, and
the money of every round) together with a fingerprint of everything that answer depends on: the
source of every harness module the reference engine loads while settling the game's rounds, and
every data file it opens to do so (its rules, inherited rules, paytable and strategy files: a new
game's files do not touch the Lunar records).

A record is used only when its fingerprint is today's: any edit to the engine, the rules or the
data makes the proof play the reference engine live again, as before (a stale record costs time,
never truth); `python3 scripts/record_reference.py` writes them anew. A chunk whose fast money
differs from the recorded digest is settled live on the reference engine to name its rounds.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
RECORDS = ROOT / "tests" / "data" / "reference"
ROUNDS, CHUNK, SEED = 1_000_000, 50_000, 424242

#: Run in a fresh interpreter: settle rounds of the game on the reference engine, then list the
#: harness modules that were loaded to do it (imports made inside functions included) and every
#: file it opened (the rules, paytable and strategy files it read, seen by an audit hook).
_LOADED_MODULES = """
import os, sys
OPENED = set()
def _opened(event, args):
    if event == "open" and isinstance(args[0], (str, os.PathLike)):
        OPENED.add(os.path.abspath(args[0]))
sys.addaudithook(_opened)
from harness.core.cards import DECK
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, deal_batch, strategy_round
from harness.families.lunar.strategy import strategy_for
rules = game_table_rules(sys.argv[1])
strategy = strategy_for(rules)
plan = SimulationPlan(paytable="", interpretations={}, rounds=2000, seed=1, batch_size=2000, game=sys.argv[1])
for row in deal_batch(plan, 0).tolist():
    settle_round(strategy_round([DECK[i] for i in row], strategy, rules)[0], rules)
modules = {m.__file__ for name, m in sys.modules.items()
           if name.split(".")[0] == "harness" and getattr(m, "__file__", None)}
data = {path for path in OPENED if path.endswith((".yaml", ".yml", ".json")) and os.path.isfile(path)}
print("\\n".join(sorted(modules | data)))
"""


@cache
def reference_fingerprint(game: str) -> str:
    """SHA-256 of what the reference engine's answers for the game depend on."""
    loaded = subprocess.run([sys.executable, "-c", _LOADED_MODULES, game], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.splitlines()  # fmt: skip
    files = sorted({Path(f).resolve() for f in loaded if Path(f).resolve().is_relative_to(ROOT)})
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def deals_digest(deals: np.ndarray) -> str:
    return hashlib.sha256(np.ascontiguousarray(deals, dtype=np.int64).tobytes()).hexdigest()


def money_digest(rows: list[tuple[object, ...]]) -> str:
    """Every round's money (the canonical form of `money_of_ledger`), in order."""
    return hashlib.sha256(repr(rows).encode()).hexdigest()


def record_path(game: str) -> Path:
    return RECORDS / f"{game}.json"


def read_record(game: str) -> dict[str, Any] | None:
    """The game's record when it was made for today's engine, rules and data; None otherwise."""
    path = record_path(game)
    if not path.exists():
        return None
    record = json.loads(path.read_text(encoding="utf-8"))
    if record.get("fingerprint") != reference_fingerprint(game):
        return None
    if (record.get("rounds"), record.get("chunk"), record.get("seed")) != (ROUNDS, CHUNK, SEED):
        return None
    return record
