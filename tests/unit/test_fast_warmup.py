"""Complete class tables answer as the lazily filled ones do, and survive the disk cache.

The lazily filled tables ask the reference engine hand by hand as deals show new classes, so
they stand for the reference here (and tests/unit/test_fast_engine.py proves the fast engine
with lazy tables equal to the reference engine on the same deals).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from harness.core.fast_deal import deal_cards
from harness.families.lunar import fast_warmup
from harness.families.lunar.analysis.hand_values import all_five_card_hands
from harness.families.lunar.fast import FastTables, five_card_keys, ledger_rows, play_batch
from harness.families.lunar.fast_warmup import load_tables, prepared_tables, save_tables
from harness.families.lunar.game import table_rules
from harness.families.lunar.strategy import basic_strategy
from harness.runtime.disk_cache import verified_payload


@pytest.fixture(scope="module")
def complete() -> FastTables:
    """The standard game's complete tables as every simulation gets them (`prepared_tables`):
    built by `complete_tables` in whichever process of the run first needs them (this one, or a
    certify or analyze run of the suite, which then share them through the disk cache, checked
    by its digest and key), rather than built a second time here."""
    return prepared_tables(table_rules(), basic_strategy(), workers=2)


def test_every_five_card_hand_has_a_class(complete: FastTables) -> None:
    hands = all_five_card_hands().astype(np.int64)
    assert (complete.class_map[five_card_keys(hands)] >= 0).all()
    assert complete.complete


def test_complete_tables_play_as_lazy_ones(complete: FastTables) -> None:
    deals = deal_cards(np.random.default_rng(8), 30_000, 15)
    lazy = FastTables(rules=table_rules(), strategy=basic_strategy())
    known_six = len(complete.six_keys)
    assert ledger_rows(play_batch(deals, complete)) == ledger_rows(play_batch(deals, lazy))
    assert len(complete.six_keys) == known_six  # no buy met a six-card class the tables lacked


def test_saved_tables_load_back_equal(complete: FastTables) -> None:
    loaded = FastTables(rules=table_rules(), strategy=basic_strategy())
    load_tables(loaded, save_tables(complete))
    for name in ("super_pays", "instant_pays", "raise_pays", "raise_first", "raise_second", "action", "rule"):
        assert (loaded.table(name) == complete.table(name)).all(), name
    assert (loaded.class_map == complete.class_map).all()
    assert (loaded.six_keys == complete.six_keys).all() and (loaded.six_answers == complete.six_answers).all()


def test_an_unreadable_cache_is_rebuilt(
    complete: FastTables, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    cache = tmp_path / "tables.npz"
    cache.write_bytes(b"not an npz file")
    monkeypatch.setattr(fast_warmup, "_cache_path", lambda rules, strategy: cache)
    saved = save_tables(complete)
    monkeypatch.setattr(fast_warmup, "complete_tables", lambda tables, workers=None: load_tables(tables, saved))
    tables = prepared_tables(table_rules(), basic_strategy())
    assert f"ignoring the cache file {cache}: not a tablecert cache file" in capsys.readouterr().err
    assert tables.complete and (tables.six_keys == complete.six_keys).all()
    assert verified_payload(cache, cache.read_bytes()) == saved  # rewritten whole, with its digest


def test_suit_classes_asked_on_workers_answer_as_lazy_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """A strategy that reads suited cards: the suit classes asked on two workers (here of 2,000
    dealt hands, not all 2,598,960) decide as the tables asked hand by hand in the deal."""
    from harness.families.lunar.strategy import load_strategy
    from harness.runtime.project import project_root

    card = load_strategy(project_root() / "strategies" / "lunar_poker_simple_card.yaml")
    assert card.reads_suited_cards
    hands = deal_cards(np.random.default_rng(5), 2_000, 5).astype(np.int64)
    monkeypatch.setattr(fast_warmup, "all_five_card_hands", lambda: hands)
    asked = FastTables(rules=table_rules(), strategy=card)
    fast_warmup.complete_suit_classes(asked, workers=2)
    assert 0 < len(asked.suited_keys) <= len(hands)
    lazy = FastTables(rules=table_rules(), strategy=card)
    ids = lazy.class_ids(five_card_keys(hands), hands)
    known = len(asked.suited_keys)
    for name in ("action", "keep_mask", "keep_mode", "rule"):
        found = getattr(asked.first_decisions(hands, ids), name)
        expected = getattr(lazy.first_decisions(hands, ids), name)
        assert (found == expected).all(), name
    assert len(asked.suited_keys) == known  # nothing was left to ask
