"""The disk cache (.tablecert-cache/) is checked before it is trusted (issue 10, item 3): an
edited count, a garbage file or a file of another key is noted on stderr and computed again,
never used and never a crash.

The exact branch count takes 82 s, so `exact_branches` is replaced by a counting stand-in that
returns a real count of the standard paytable; what is tested is the cache around it. The class
tables are a small stand-in with the right shapes (the real ones: tests/unit/test_fast_warmup.py).
"""

from __future__ import annotations

import io
import json
import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from harness.families.lunar import cache_key, exact_play, fast_warmup
from harness.families.lunar.analysis.dealer_counts import DEALER_COMPLETIONS
from harness.families.lunar.analysis.hand_values import all_five_card_hands
from harness.families.lunar.exact_play import (
    PAIRS,
    BranchTotals,
    ExactBranches,
    branch_problems,
    cached_exact_branches,
)
from harness.families.lunar.fast import FIVE_CARD_KEYS, five_card_keys
from harness.families.lunar.fast_warmup import FIVE_CARD_CLASSES, cached_tables, prepared_tables
from harness.families.lunar.game import table_rules
from harness.families.lunar.strategy import basic_strategy
from harness.runtime.disk_cache import encode_verified, load_verified, store_verified, verified_payload

#: A real count of the standard paytable's branches (instant, fold, play exact; draw simulated).
BRANCHES = ExactBranches(
    instant=BranchTotals(pairs=1_880, net=85_900_584_000),
    fold=BranchTotals(pairs=11_982_720, net=-1_955_400_163_200),
    play=BranchTotals(pairs=30_518_400, net=5_562_132_470_856),
    draw=BranchTotals(pairs=79_648_120, net=0),
    seconds=82.5,
)


@pytest.fixture
def cache_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(cache_key, "cache_file", lambda name: tmp_path / name)
    return tmp_path


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the branches were counted (the stand-in records each call)."""
    calls: list[int] = []

    def count(rules: Any, strategy: Any, **kwargs: Any) -> ExactBranches:
        calls.append(1)
        return BRANCHES

    monkeypatch.setattr(exact_play, "exact_branches", count)
    return calls


def branches_file(folder: Path) -> Path:
    (path,) = folder.glob("lunar-branches-*.json")
    return path


def test_the_branches_are_counted_once_then_read_back(cache_folder: Path, counts: list[int]) -> None:
    rules, strategy = table_rules(), basic_strategy()
    assert cached_exact_branches(rules, strategy) == BRANCHES
    assert cached_exact_branches(rules, strategy) == BRANCHES
    assert len(counts) == 1
    assert branches_file(cache_folder).read_bytes().startswith(b"tablecert-cache 1 sha256=")


def test_an_edited_count_is_noticed_and_counted_again(
    cache_folder: Path, counts: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    rules, strategy = table_rules(), basic_strategy()
    cached_exact_branches(rules, strategy)
    path = branches_file(cache_folder)
    # The edit: the play branch's net moved so the exact house edge changes sign.
    edited = path.read_bytes().replace(b"5562132470856", b"9962132470856")
    assert edited != path.read_bytes()
    path.write_bytes(edited)
    assert cached_exact_branches(rules, strategy) == BRANCHES  # the fresh count, not the edited one
    assert len(counts) == 2
    assert f"ignoring the cache file {path}: its content does not match its digest" in capsys.readouterr().err
    cached_exact_branches(rules, strategy)
    assert len(counts) == 2  # rewritten: it verifies again


@pytest.mark.parametrize(
    "content",
    [b"", b"\x00\xffgarbage", b"tablecert-cache 1 sha256=00\n{}", b'{"instant": {"pairs": 1}}'],
    ids=["empty", "garbage", "wrong digest", "no header"],
)
def test_a_garbage_file_is_counted_again_without_a_crash(
    cache_folder: Path, counts: list[int], capsys: pytest.CaptureFixture[str], content: bytes
) -> None:
    rules, strategy = table_rules(), basic_strategy()
    cached_exact_branches(rules, strategy)
    path = branches_file(cache_folder)
    path.write_bytes(content)
    assert cached_exact_branches(rules, strategy) == BRANCHES
    assert len(counts) == 2 and "ignoring the cache file" in capsys.readouterr().err


def test_a_file_copied_under_another_key_does_not_verify(cache_folder: Path, counts: list[int]) -> None:
    rules, strategy = table_rules(), basic_strategy()
    cached_exact_branches(rules, strategy)
    path = branches_file(cache_folder)
    other = cache_folder / "lunar-branches-0123456789abcdef0123456789abcdef.json"
    other.write_bytes(path.read_bytes())
    with pytest.raises(exact_play.CacheMismatch, match="does not match its digest"):
        verified_payload(other, other.read_bytes())


def test_a_forged_file_with_a_fresh_digest_is_held_to_the_branches_invariants(
    cache_folder: Path, counts: list[int], capsys: pytest.CaptureFixture[str]
) -> None:
    rules, strategy = table_rules(), basic_strategy()
    cached_exact_branches(rules, strategy)
    path = branches_file(cache_folder)
    data = json.loads(verified_payload(path, path.read_bytes()))
    data["fold"]["net"] += 4 * DEALER_COMPLETIONS  # folds that lost less than the Ante
    path.write_bytes(encode_verified(path, json.dumps(data).encode()))
    assert cached_exact_branches(rules, strategy) == BRANCHES
    forged = -11_982_720 * 163_185 + 4 * 163_185  # -pairs x C(46, 4), plus the forgery
    assert f"fold net {forged:,} is not -1 per pair and hidden hand" in capsys.readouterr().err


def test_the_branch_invariants() -> None:
    rules = table_rules()
    assert branch_problems(BRANCHES, rules) == []
    # By hand: 52 upcards x C(51, 5) player hands, each pair in exactly one branch.
    branches = (BRANCHES.instant, BRANCHES.fold, BRANCHES.play, BRANCHES.draw)
    assert PAIRS == 52 * 2_349_060 == sum(branch.pairs for branch in branches)
    moved = replace(BRANCHES, draw=BranchTotals(pairs=BRANCHES.draw.pairs - 4, net=0))
    assert branch_problems(moved, rules) == [f"the branches cover {PAIRS - 4:,} (hand, upcard) pairs, not {PAIRS:,}"]
    odd = replace(BRANCHES, play=BranchTotals(pairs=BRANCHES.play.pairs, net=BRANCHES.play.net + 1))
    assert branch_problems(odd, rules) == [
        f"play pairs 30,518,400 or net {BRANCHES.play.net + 1:,} is not a multiple of 4 (upcard suits)"
    ]
    # A played pair wins at most 2 x (100 + 100) per hidden hand (two Raise combinations).
    most = 400 * BRANCHES.play.pairs * DEALER_COMPLETIONS
    greedy = replace(BRANCHES, play=BranchTotals(pairs=BRANCHES.play.pairs, net=most + 4))
    assert branch_problems(greedy, rules) == [
        f"play net {most + 4:,} is outside what 30,518,400 played pairs can win or lose"
    ]
    # An instant hand wins 200 or 1,000 per hidden hand, never nothing.
    unpaid = replace(BRANCHES, instant=BranchTotals(pairs=1_880, net=0))
    assert branch_problems(unpaid, rules) == ["instant net 0 is not what 1,880 instant pairs can win"]


@pytest.mark.slow
def test_a_real_count_satisfies_the_branch_invariants() -> None:
    """The real count (from the project's cache when a run left it there, else 82 s)."""
    rules = table_rules()
    assert branch_problems(cached_exact_branches(rules, basic_strategy()), rules) == []


# -- the fast engine's class tables -------------------------------------------------------------


def test_the_number_of_five_card_classes() -> None:
    keys = five_card_keys(all_five_card_hands().astype(np.int64))
    assert len(np.unique(keys)) == FIVE_CARD_CLASSES


def stand_in_tables(**changes: Any) -> bytes:
    """An .npz as save_tables writes it: every class folds, pays nothing and has no Raise line."""
    classes = FIVE_CARD_CLASSES
    arrays: dict[str, Any] = {
        "format": np.array(fast_warmup.FORMAT),
        "five_keys": np.arange(0, FIVE_CARD_KEYS, FIVE_CARD_KEYS // classes, dtype=np.int64)[:classes],
        "six_keys": np.array([3, 5], dtype=np.int64),
        "six_answers": np.array([[0, -1, -1], [1, 9, -1]], dtype=np.int64),  # line 9: ace_king pays 1
        "super_pays": np.full(classes, -1, dtype=np.int64),
        "instant_pays": np.zeros(classes, dtype=np.int64),
        "raise_pays": np.zeros(classes, dtype=np.int64),
        "raise_first": np.full(classes, -1, dtype=np.int64),
        "raise_second": np.full(classes, -1, dtype=np.int64),
        "action": np.zeros((classes, 13), dtype=np.int64),
        "keep_mask": np.zeros((classes, 13), dtype=np.int64),
        "keep_mode": np.zeros((classes, 13), dtype=np.int64),
        "rule": np.zeros((classes, 13), dtype=np.int64),
        "suited_keys": np.zeros(0, dtype=np.int64),  # the stand-in strategy reads no suited cards
        "suited_answers": np.zeros((0, 52), dtype=np.int64),
    }
    arrays.update(changes)
    buffer = io.BytesIO()
    np.savez_compressed(buffer, allow_pickle=False, **arrays)
    return buffer.getvalue()


@pytest.fixture
def tables_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "lunar-fast-tables-key.npz"
    monkeypatch.setattr(fast_warmup, "_cache_path", lambda rules, strategy: path)
    return path


def test_stand_in_tables_load(tables_file: Path) -> None:
    store_verified(tables_file, stand_in_tables())
    tables = cached_tables(table_rules(), basic_strategy())
    assert tables is not None and tables.complete and len(tables.values) == FIVE_CARD_CLASSES


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"action": np.full((FIVE_CARD_CLASSES, 13), 4)}, "action holds a value outside [0, 1, 2, 3]"),
        ({"six_answers": np.array([[2, -1, -1], [1, 9, -1]])}, "a six-card Raise answer does not pay what its lines"),
        ({"raise_first": np.full(FIVE_CARD_CLASSES, 10)}, "a five-card Raise line index is out of range"),
        ({"five_keys": np.arange(FIVE_CARD_CLASSES - 1)}, "the tables' shapes do not agree"),
        ({"super_pays": np.full(FIVE_CARD_CLASSES, 7, dtype=np.int64)}, "super_pays holds a value outside"),
        ({"six_keys": np.array([5, 3])}, "the six-card class keys are not in strictly increasing order"),
        ({"rule": np.zeros((FIVE_CARD_CLASSES, 13), dtype=np.float64)}, "a table is not whole numbers"),
        ({"keep_mode": np.full((FIVE_CARD_CLASSES, 13), 3)}, "keep_mode holds a value that is not a way of keeping"),
        (  # the basic strategy reads no suited cards: suit-class decisions cannot belong to it
            {"suited_keys": np.array([7]), "suited_answers": np.zeros((1, 52), dtype=np.int64)},
            "1 suit classes of first decisions, not the 0 distinct ones",
        ),
    ],
    ids=[
        "action", "six-card pays", "line index", "class count", "super pays", "six-card order", "floats", "keep mode",
        "suit classes",
    ],
)
def test_class_tables_that_break_an_invariant_are_not_used(
    tables_file: Path, capsys: pytest.CaptureFixture[str], change: dict[str, Any], problem: str
) -> None:
    store_verified(tables_file, stand_in_tables(**change))  # a fresh digest: only the invariants can tell
    assert cached_tables(table_rules(), basic_strategy()) is None
    assert problem in capsys.readouterr().err


def test_edited_or_garbage_class_tables_are_rebuilt_without_a_crash(
    tables_file: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = stand_in_tables()
    monkeypatch.setattr(
        fast_warmup, "complete_tables", lambda tables, workers=None: fast_warmup.load_tables(tables, saved)
    )
    store_verified(tables_file, saved)
    document = bytearray(tables_file.read_bytes())
    document[-40] ^= 1  # one bit of the payload
    for content in (bytes(document), os.urandom(500), b""):
        tables_file.write_bytes(content)
        tables = prepared_tables(table_rules(), basic_strategy())
        assert tables.complete and len(tables.values) == FIVE_CARD_CLASSES
        assert "ignoring the cache file" in capsys.readouterr().err
        assert cached_tables(table_rules(), basic_strategy()) is not None  # rebuilt, rewritten, verifies
        assert capsys.readouterr().err == ""


def test_an_unwritable_cache_is_only_a_note(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "cache"
    folder.mkdir()
    (folder / "answer").mkdir()  # a folder where the file should go
    store_verified(folder / "answer", b"42")
    assert load_verified(folder / "answer", bytes) is None
    notes = capsys.readouterr().err
    assert "could not write the cache file" in notes and "ignoring the cache file" in notes
