"""What a cached Lunar Poker computation depends on, as one short key.

Why: the exact branches and the fast engine's class tables are answers of the reference
definitions, kept on disk in `.tablecert-cache/` so a rerun does not ask again. They depend on
the paytable file, the readings (interpretations), the strategy file and the code that
answers; the code is fingerprinted by the content of every module of the `harness` package
(harness.runtime.fingerprint), so an edited rule or strategy reader never reuses an answer computed by
the old code.
"""

from __future__ import annotations

from hashlib import sha256
from pathlib import Path

from harness.families.lunar.game import TableRules
from harness.families.lunar.strategy import BasicStrategy
from harness.runtime.disk_cache import CACHE_FOLDER, cache_path
from harness.runtime.fingerprint import code_fingerprint

__all__ = ["CACHE_FOLDER", "cache_file", "code_fingerprint", "rules_cache_key"]


def rules_cache_key(rules: TableRules, strategy: BasicStrategy, *, decisions: str | None = None) -> str:
    """`decisions`: the SHA-256 of other decisions played with the strategy's class answers
    (the optimal strategy's data), if any."""
    readings = repr(sorted(rules.interpretations.items()))
    parts = [code_fingerprint(), rules.paytable.sha256, strategy.spec.sha256, readings]
    if decisions is not None:
        parts.append(decisions)
    return sha256("|".join(parts).encode()).hexdigest()[:32]


def cache_file(name: str) -> Path:
    return cache_path(name)
