"""The fast engine's class tables filled completely before a run, and kept on disk.

Why: filled lazily, the tables ask the reference engine about each new hand class the first
time a deal shows one, and six-card (buy) classes keep turning up for tens of millions of
rounds; every worker process would repeat that work. Here the reference is asked once about
every five-card class (all 2,598,960 hands reduce to about 21,000 classes) and every six-card
class a buy can reach (a hand the strategy buys with, plus any sixth card), on all cores, and
the answers are kept in `.tablecert-cache/` under a key of the game (its rules files), the
paytable, readings, strategy files and code (harness.families.lunar.cache_key). The answers are the
reference's, whichever way they were filled: tests/unit/test_fast_warmup.py compares complete
tables with lazily filled ones.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from hashlib import sha256
from pathlib import Path
from typing import TypeVar

import numpy as np
import numpy.typing as npt

from harness.families.lunar.analysis.hand_values import all_five_card_hands
from harness.families.lunar.analysis.symmetry import suit_class_keys
from harness.families.lunar.cache_key import cache_file, rules_cache_key
from harness.families.lunar.fast import (
    ACTION_CODES,
    FIVE_CARD_KEYS,
    KEEP_ALL,
    KEEP_SUIT,
    NO_LINE,
    ClassValues,
    FastTables,
    IntArray,
    five_card_keys,
    six_card_keys,
)
from harness.families.lunar.game import TableRules, game_definition
from harness.families.lunar.round import Decision
from harness.families.lunar.strategy import GameStrategy
from harness.runtime.disk_cache import CacheMismatch, building, load_verified, store_verified
from harness.runtime.executors import map_inheriting
from harness.runtime.progress import status

T = TypeVar("T")
CHUNK = 2_000
_SCALARS = ("super_pays", "instant_pays", "raise_pays", "raise_first", "raise_second")
_PER_UPCARD = ("action", "keep_mask", "keep_mode", "rule")
FORMAT = 3


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
    buys = (tables.first_decisions(hands, ids).action == ACTION_CODES[Decision.BUY]).any(axis=1)
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


def complete_five_card_classes(tables: FastTables, *, workers: int | None = None) -> None:
    """Ask the reference about every five-card class the tables do not know yet, on all cores."""
    workers = workers or os.cpu_count() or 1
    hands = all_five_card_hands().astype(np.int64)
    keys = five_card_keys(hands)
    unknown = np.flatnonzero(tables.class_map[keys] < 0)
    new_keys, first = np.unique(keys[unknown], return_index=True)
    rows = hands[unknown[first]]
    if len(new_keys):
        tables.register_classes(new_keys, _ask_in_workers(_five_card_values, rows, tables, workers))


def _suit_class_decisions(tables: FastTables, rows: npt.NDArray[np.int64]) -> list[tuple[list[int], ...]]:
    return [tables.suit_class_decisions(row) for row in rows]


def complete_suit_classes(tables: FastTables, *, workers: int | None = None) -> None:
    """For a strategy that reads which cards share a suit, ask the reference about the first
    decisions of every suit class the tables do not know yet, on all cores (134,459 classes
    of the simple card: 54 s on one core, 29 s on two)."""
    if not tables.decisions.reads_suited_cards:
        return
    workers = workers or os.cpu_count() or 1
    hands = all_five_card_hands().astype(np.int64)
    new_keys, first = np.unique(suit_class_keys(hands), return_index=True)
    missing = ~np.isin(new_keys, tables.suited_keys)
    if missing.any():
        answers = _ask_in_workers(_suit_class_decisions, hands[first[missing]], tables, workers)
        tables.register_suit_classes(new_keys[missing], answers)


def complete_tables(tables: FastTables, *, workers: int | None = None) -> None:
    """Ask the reference about every five-card class, every suit class (for a strategy that
    reads suited cards) and every six-card class a buy reaches."""
    workers = workers or os.cpu_count() or 1
    complete_five_card_classes(tables, workers=workers)
    complete_suit_classes(tables, workers=workers)
    hands = all_five_card_hands().astype(np.int64)
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
    # A strategy reading which cards share a suit: its first decisions per suit class too.
    arrays.update(suited_keys=tables.suited_keys, suited_answers=tables.suited_answers.reshape(-1, 4 * 13))
    buffer = io.BytesIO()
    np.savez_compressed(buffer, allow_pickle=False, **arrays)
    return buffer.getvalue()


def load_tables(tables: FastTables, document: bytes) -> None:
    """Fill empty tables from `save_tables`'s document, after checking its invariants
    (CacheMismatch, or what numpy raises on a document that is not an .npz of arrays)."""
    with np.load(io.BytesIO(document), allow_pickle=False) as data:
        if int(data["format"]) != FORMAT:
            raise CacheMismatch(f"fast-table cache format {int(data['format'])}, expected {FORMAT}")
        found = {name: data[name] for name in (*_SCALARS, *_PER_UPCARD, *_CLASS_KEYS)}
    if any(array.dtype.kind not in "iu" for array in found.values()):
        raise CacheMismatch("a table is not whole numbers")
    arrays = {name: array.astype(np.int64) for name, array in found.items()}
    if problems := table_problems(arrays, tables):
        raise CacheMismatch("; ".join(problems))
    columns = {name: arrays[name].tolist() for name in (*_SCALARS, *_PER_UPCARD)}
    values = [
        ClassValues(**{name: columns[name][i] for name in (*_SCALARS, *_PER_UPCARD)})
        for i in range(len(arrays["five_keys"]))
    ]
    tables.register_classes(arrays["five_keys"], values)
    tables.register_six_card_classes(arrays["six_keys"], arrays["six_answers"])
    tables.suited_keys = arrays["suited_keys"]
    tables.suited_answers = arrays["suited_answers"].reshape(-1, 4, 13)
    tables.complete = True


_CLASS_KEYS = ("five_keys", "six_keys", "six_answers", "suited_keys", "suited_answers")
#: Suit classes of the 2,598,960 hands (harness.families.lunar.analysis.symmetry.suit_class_keys): a strategy
#: reading which cards share a suit has one row of first decisions per class.
SUIT_CLASSES = 134_459

#: Five-card hand classes (harness.families.lunar.fast.five_card_keys) of the 2,598,960 hands; complete
#: tables have one row per class (tests/unit/test_cache_integrity.py counts them).
FIVE_CARD_CLASSES = 20_761


def table_problems(arrays: dict[str, npt.NDArray[np.int64]], tables: FastTables) -> list[str]:
    """What is impossible about complete class tables read back (empty: nothing): shapes, the
    number of classes, codes in range, and each Raise answer paying what its lines pay."""
    five, six, answers = arrays["five_keys"], arrays["six_keys"], arrays["six_answers"]
    classes = len(five)
    shapes_ok = five.ndim == 1 and six.ndim == 1 and answers.shape == (len(six), 3)
    shapes_ok &= all(arrays[name].shape == (classes,) for name in _SCALARS)
    shapes_ok &= all(arrays[name].shape == (classes, 13) for name in _PER_UPCARD)
    if not shapes_ok:
        return ["the tables' shapes do not agree"]
    problems = []
    if classes != FIVE_CARD_CLASSES or len(np.unique(five)) != classes:
        problems.append(f"{classes:,} five-card classes, not the {FIVE_CARD_CLASSES:,} distinct ones")
    suited, suited_answers = arrays["suited_keys"], arrays["suited_answers"]
    expected_suited = SUIT_CLASSES if tables.decisions.reads_suited_cards else 0
    if suited.ndim != 1 or suited_answers.shape != (len(suited), 4 * 13):
        problems.append("the suit-class decisions' shapes do not agree")
    elif len(suited) != expected_suited or (len(suited) > 1 and not (np.diff(suited) > 0).all()):
        problems.append(f"{len(suited):,} suit classes of first decisions, not the {expected_suited:,} distinct ones")
    elif len(suited) and not np.isin(suited_answers[:, :13], sorted(ACTION_CODES.values())).all():
        problems.append("a suit class's action is not an action")
    if classes and (five.min() < 0 or five.max() >= FIVE_CARD_KEYS):
        problems.append("a five-card class key is out of range")
    if len(six) > 1 and not (np.diff(six) > 0).all():
        problems.append("the six-card class keys are not in strictly increasing order")
    paytable, settings = tables.rules.paytable, tables.rules.settings
    instant = paytable.table("instant") if settings.instant_payout else None
    super_table = paytable.table("super") if settings.super_bet else None
    allowed = {
        "action": set(ACTION_CODES.values()),
        "rule": set(range(len(tables.rule_ids))),
        "super_pays": {NO_LINE, *(line.pays for line in super_table.lines)} if super_table else {NO_LINE},
        "instant_pays": {0, *(line.pays for line in instant.lines)} if instant else {0},
    }
    for name, values in allowed.items():
        if not np.isin(arrays[name], sorted(values)).all():
            problems.append(f"{name} holds a value outside {sorted(values)}")
    if ((arrays["keep_mask"] < 0) | (arrays["keep_mask"] >= 1 << 13)).any():
        problems.append("keep_mask holds a value that is not a set of ranks")
    if ((arrays["keep_mode"] < KEEP_ALL) | (arrays["keep_mode"] > KEEP_SUIT)).any():
        problems.append("keep_mode holds a value that is not a way of keeping cards")
    line_pays = np.array([line.pays for line in paytable.tables["raise"].lines] + [0], dtype=np.int64)
    for label, pays, first, second in (
        ("five-card", arrays["raise_pays"], arrays["raise_first"], arrays["raise_second"]),
        ("six-card", answers[:, 0], answers[:, 1], answers[:, 2]),
    ):
        lines = len(line_pays) - 1
        if ((first < NO_LINE) | (first >= lines) | (second < NO_LINE) | (second >= lines)).any():
            problems.append(f"a {label} Raise line index is out of range")
        elif ((first == NO_LINE) & (second != NO_LINE)).any() or (pays != line_pays[first] + line_pays[second]).any():
            problems.append(f"a {label} Raise answer does not pay what its lines pay")
    return problems


def tables_cache_key(rules: TableRules, strategy: GameStrategy) -> str:
    """The class tables' cache key: the game and its rules files, and what `rules_cache_key`
    covers (code, paytable, readings, the decision rules' file), plus a variant's strategy file."""
    definition = game_definition(rules.settings.game)
    specs = (definition.spec, *(link.spec for link in definition.inherits))
    strategy_specs = strategy.specs
    parts = [rules.settings.game, rules_cache_key(rules, strategy.decisions)]
    parts += [spec.sha256 for spec in (*specs, *strategy_specs)]
    return f"{rules.settings.game}-{sha256('|'.join(parts).encode()).hexdigest()[:32]}"


def _cache_path(rules: TableRules, strategy: GameStrategy) -> Path:
    return cache_file(f"lunar-fast-tables-{tables_cache_key(rules, strategy)}.npz")


def cached_tables(rules: TableRules, strategy: GameStrategy) -> FastTables | None:
    """Complete tables from the disk cache, or None when it has none (or one that does not
    verify: its digest or the tables' invariants; harness.runtime.disk_cache says so on stderr)."""

    def decode(document: bytes) -> FastTables:
        tables = FastTables(rules=rules, strategy=strategy)
        load_tables(tables, document)
        return tables

    return load_verified(_cache_path(rules, strategy), decode)


def prepared_tables(rules: TableRules, strategy: GameStrategy, *, workers: int | None = None) -> FastTables:
    """Complete class tables for these rules and strategy, from the disk cache when it has them."""
    tables = cached_tables(rules, strategy)
    if tables is not None:
        return tables
    with building(_cache_path(rules, strategy)):
        tables = cached_tables(rules, strategy)  # prepared by another process while this one waited
        if tables is None:
            status(
                f"preparing the fast engine's class tables for {rules.settings.game} "
                "(once per rules, strategy and code; cached)"
            )
            tables = FastTables(rules=rules, strategy=strategy)
            complete_tables(tables, workers=workers)
            store_verified(_cache_path(rules, strategy), save_tables(tables))
    return tables
