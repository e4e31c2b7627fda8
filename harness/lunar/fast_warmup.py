"""The fast engine's class tables filled completely before a run, and kept on disk.

Why: filled lazily, the tables ask the reference engine about each new hand class the first
time a deal shows one, and six-card (buy) classes keep turning up for tens of millions of
rounds; every worker process would repeat that work. Here the reference is asked once about
every five-card class (all 2,598,960 hands reduce to about 21,000 classes) and every six-card
class a buy can reach (a hand the strategy buys with, plus any sixth card), on all cores, and
the answers are kept in `.tablecert-cache/` under a key of the paytable, readings, strategy and
code (harness.lunar.cache_key). The answers are the reference's, whichever way they were
filled: tests/unit/test_fast_warmup.py compares complete tables with lazily filled ones.
"""

from __future__ import annotations

import io
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import numpy as np
import numpy.typing as npt

from harness.atomic import write_atomic
from harness.executors import map_inheriting
from harness.caribbean.hand_values import all_five_card_hands
from harness.lunar.cache_key import cache_file, rules_cache_key
from harness.lunar.fast import ACTION_CODES, FastTables, IntArray, ClassValues, five_card_keys, six_card_keys
from harness.lunar.game import TableRules
from harness.lunar.round import Decision
from harness.lunar.strategy import BasicStrategy
from harness.progress import status

T = TypeVar("T")
CHUNK = 2_000
_SCALARS = ("super_pays", "instant_pays", "raise_pays", "raise_first", "raise_second")
_PER_UPCARD = ("action", "keep_mask", "rule")
FORMAT = 1

def _ask_in_workers(
    work: Callable[[FastTables, npt.NDArray[np.int64]], list[T]], rows: IntArray, tables: FastTables, workers: int
) -> list[T]:
    """The reference's answers for many hands, in chunks on forked workers that inherit the tables."""
    chunks = [rows[i : i + CHUNK] for i in range(0, len(rows), CHUNK)]
    answers = dict(map_inheriting(work, tables, chunks, workers))
    return [answer for index in range(len(chunks)) for answer in answers[index]]


def _five_card_values(tables: FastTables, rows: npt.NDArray[np.int64]) -> list[ClassValues]:
    return [tables.class_values(row) for row in rows]


def _six_card_answers(tables: FastTables, rows: npt.NDArray[np.int64]) -> list[tuple[int, int, int]]:
    return [tables.six_card_answer(row) for row in rows]


def buy_hands(tables: FastTables, hands: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """The five-card hands the strategy buys a sixth card with, against some upcard rank."""
    ids = tables.class_ids(five_card_keys(hands), hands)
    buys = (tables.table("action")[ids] == ACTION_CODES[Decision.BUY]).any(axis=1)
    buys &= tables.table("instant_pays")[ids] == 0
    buying: npt.NDArray[np.int64] = hands[buys]
    return buying


def six_card_hands(five: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Every five-card hand given with each of the 47 cards not in it."""
    cards = np.arange(52, dtype=np.int64)
    outside = ~(five[:, :, None] == cards[None, None, :]).any(axis=1)  # (N, 52)
    rows, sixth = np.nonzero(outside)
    six: npt.NDArray[np.int64] = np.concatenate([five[rows], sixth[:, None]], axis=1)
    return six


def complete_tables(tables: FastTables, *, workers: int | None = None) -> None:
    """Ask the reference about every five-card class and every six-card class a buy reaches."""
    workers = workers or os.cpu_count() or 1
    hands = all_five_card_hands().astype(np.int64)
    keys = five_card_keys(hands)
    unknown = np.flatnonzero(tables.class_map[keys] < 0)
    new_keys, first = np.unique(keys[unknown], return_index=True)
    rows = hands[unknown[first]]
    if len(new_keys):
        tables.register_classes(new_keys, _ask_in_workers(_five_card_values, rows, tables, workers))
    buying = buy_hands(tables, hands)
    found: list[IntArray] = []
    found_rows: list[npt.NDArray[np.int64]] = []
    for start in range(0, len(buying), 50_000):
        six = six_card_hands(buying[start : start + 50_000])
        six_keys = six_card_keys(six)
        unique, first = np.unique(six_keys, return_index=True)
        found.append(unique)
        found_rows.append(six[first])
    all_keys = np.concatenate(found) if found else np.zeros(0, dtype=np.int64)
    all_rows = np.concatenate(found_rows) if found_rows else np.zeros((0, 6), dtype=np.int64)
    unique, first = np.unique(all_keys, return_index=True)
    position = np.searchsorted(tables.six_keys, unique)
    known = position < len(tables.six_keys)
    known[known] = tables.six_keys[position[known]] == unique[known]
    if (~known).any():
        rows6 = all_rows[first[~known]]
        answers = _ask_in_workers(_six_card_answers, rows6, tables, workers)
        tables.register_six_card_classes(unique[~known], np.array(answers, dtype=np.int64))
    tables.complete = True


def save_tables(tables: FastTables) -> bytes:
    """The tables as an .npz document (five-card keys in class order, answers, six-card classes)."""
    ids = tables.class_map
    keys = np.flatnonzero(ids >= 0)
    keys = keys[np.argsort(ids[keys])]
    arrays: dict[str, npt.NDArray[np.int64]] = {name: tables.table(name) for name in (*_SCALARS, *_PER_UPCARD)}
    arrays.update(format=np.array(FORMAT), five_keys=keys, six_keys=tables.six_keys, six_answers=tables.six_answers)
    buffer = io.BytesIO()
    np.savez_compressed(buffer, allow_pickle=False, **arrays)
    return buffer.getvalue()


def load_tables(tables: FastTables, document: bytes) -> None:
    """Fill empty tables from `save_tables`'s document."""
    with np.load(io.BytesIO(document)) as data:
        if int(data["format"]) != FORMAT:
            raise ValueError(f"fast-table cache format {int(data['format'])}, expected {FORMAT}")
        columns = {name: data[name].tolist() for name in (*_SCALARS, *_PER_UPCARD)}
        values = [
            ClassValues(**{name: columns[name][i] for name in (*_SCALARS, *_PER_UPCARD)})
            for i in range(len(data["five_keys"]))
        ]
        tables.register_classes(data["five_keys"], values)
        tables.register_six_card_classes(data["six_keys"], data["six_answers"])
    tables.complete = True


def _cache_path(rules: TableRules, strategy: BasicStrategy) -> Path:
    return cache_file(f"lunar-fast-tables-{rules_cache_key(rules, strategy)}.npz")


def cached_tables(rules: TableRules, strategy: BasicStrategy) -> FastTables | None:
    """Complete tables from the disk cache, or None when it has none (or an unreadable one)."""
    path = _cache_path(rules, strategy)
    if not path.exists():
        return None
    tables = FastTables(rules=rules, strategy=strategy)
    try:
        load_tables(tables, path.read_bytes())
    except (OSError, ValueError, KeyError) as problem:  # unreadable: count again and overwrite
        print(f"note: ignoring the unreadable cache {path}: {problem}", file=sys.stderr)
        return None
    return tables


def prepared_tables(rules: TableRules, strategy: BasicStrategy, *, workers: int | None = None) -> FastTables:
    """Complete class tables for these rules and strategy, from the disk cache when it has them."""
    tables = cached_tables(rules, strategy)
    if tables is None:
        status("preparing the fast engine's class tables (once per rules, strategy and code; cached)")
        tables = FastTables(rules=rules, strategy=strategy)
        complete_tables(tables, workers=workers)
        write_atomic(_cache_path(rules, strategy), save_tables(tables))
    return tables

