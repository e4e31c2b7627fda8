"""The fast audit path for no-limit Hold'em (harness.families.poker_room.phh_fast) against the reference
path (phh_audit.reference_audit_section): the same HandAudit, every field, on every real hand of
tests/data/phh (with and without the shipped rake schedules) and on thousands of random hands,
broken ones included; and the fast path did audit most of them (it may hand any hand over)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from harness.families.poker_room import phh_fast
from harness.families.poker_room.hand_audit import HandAudit
from harness.families.poker_room.phh import PhhSection, iter_sections
from harness.families.poker_room.phh_audit import audit_section, reference_audit_section
from harness.families.poker_room.phh_rake import rake_rule_of
from harness.runtime.project import project_root
from tests.poker_room.phh_writer import random_texts

DATA = project_root() / "tests" / "data" / "phh"
REAL_FILES = sorted(p for p in DATA.rglob("*") if p.suffix in (".phh", ".phhs"))
SCHEDULES = ("absolute-poker-2009", "five-percent-cap-3")


@pytest.fixture(scope="module")
def rake_rules() -> list[Any]:
    return [None, *(rake_rule_of(name) for name in SCHEDULES)]


def _reference(section: PhhSection, display: str, rake: Any) -> HandAudit | str:
    try:
        return reference_audit_section(section, display=display, rake=rake)
    except Exception as exc:  # noqa: BLE001 - a schedule that cannot rake the hand's unit raises; so must the wired path
        return f"raises {type(exc).__name__}: {exc}"


def _compare(section: PhhSection, display: str, rake: Any, counts: Counter[str]) -> None:
    expected = _reference(section, display, rake)
    fast = phh_fast.fast_audit(section, display=display, rake=rake)
    if isinstance(expected, str):
        counts["raises"] += 1  # (the schedule cannot rake the hand's unit): the reference path raises it
    elif expected.status == "refused":
        counts["refused: fast" if fast is not None else "refused: reference"] += 1
    else:
        counts["fast" if fast is not None else "reference"] += 1
    if fast is not None:
        assert fast == expected, section.text
        assert not isinstance(expected, str)
        # Equal is not enough where 2 == 2.0 or Decimal("3") == Decimal("3.00"): the output is the same text
        assert json.dumps(fast.to_json()) == json.dumps(expected.to_json()), section.text
        assert (str(fast.pot), str(fast.rake)) == (str(expected.pot), str(expected.rake)), section.text
    if isinstance(expected, str):
        with pytest.raises(Exception, match="."):
            audit_section(section, display=display, rake=rake)
    else:
        assert audit_section(section, display=display, rake=rake) == expected, section.text


def _sections(path: Path) -> list[PhhSection]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(iter_sections(iter(handle), multi=path.suffix == ".phhs"))


def test_every_real_hand_is_audited_alike_by_both_paths(rake_rules: list[Any]) -> None:
    by_variant: dict[bool, Counter[str]] = {True: Counter(), False: Counter()}
    for path in REAL_FILES:
        display = str(path.relative_to(project_root()))
        for section in _sections(path):
            no_limit_holdem = "variant = 'NT'" in section.text
            for rake in rake_rules:
                _compare(section, display, rake, by_variant[no_limit_holdem])
    assert by_variant[False]["fast"] == 0  # other variants always go the reference path
    assert by_variant[False]["reference"] > 0
    nt = by_variant[True]
    assert nt["fast"] >= 0.95 * (nt["fast"] + nt["reference"]), nt


@pytest.mark.parametrize("seed", [1, 2])
def test_random_hands_are_audited_alike_by_both_paths(seed: int, rake_rules: list[Any]) -> None:
    counts: dict[str, Counter[str]] = {"good": Counter(), "broken": Counter()}
    statuses: Counter[str] = Counter()
    for index, (kind, text) in enumerate(random_texts(seed, 1500), 1):
        section = PhhSection(name=str(index), index=index, line=3 * index, text=text, first_line=3 * index + 1)
        for rake in rake_rules:
            _compare(section, "random.phhs", rake, counts[kind])
        found = audit_section(section, display="random.phhs")
        statuses[found.status] += 1
        if kind == "good":
            statuses["unsettled" if any("not settled" in m for m in found.messages) else "settled"] += 1
    good = counts["good"]
    assert good["fast"] >= 0.9 * (good["fast"] + good["reference"]), good
    assert counts["broken"]["fast"] > 0  # refusals it words itself (out of turn, incomplete)
    assert statuses["ok"] and statuses["discrepancy"] and statuses["refused"] and statuses["unsettled"], statuses


def test_the_random_hands_cover_what_no_limit_holdem_does() -> None:
    """All-ins and side pots, uncalled bets, showdowns, split pots, mucks, straddles."""
    texts = [text for kind, text in random_texts(1, 1500) if kind == "good"]
    seen: Counter[str] = Counter()
    for index, text in enumerate(texts, 1):
        section = PhhSection(name=str(index), index=index, line=1, text=text, first_line=2)
        audit = audit_section(section, display="random.phhs")
        seen["showdown"] += "d db" in text and " sm " in text
        seen["muck"] += any(a.endswith(" sm'") for a in text.split(", "))
        seen["straddle"] += "blinds_or_straddles = [" in text and text.split("blinds_or_straddles = [")[1].split(
            "]")[0].count(",") >= 2 and text.split("blinds_or_straddles = [")[1].split("]")[0].split(", ")[2] != "0"
        seen["rake clause"] += bool(audit.clauses)
    from harness.families.poker_room.phh import load_section, read_hand
    from harness.families.poker_room.settle import settle_hand

    for index, text in enumerate(texts[:600], 1):
        try:
            hand = read_hand(load_section(PhhSection(name="x", index=index, line=1, text=text, first_line=2)))
            result = settle_hand(hand.record, describe=False)
        except Exception:  # noqa: BLE001, S112 - counted only for what settles
            continue
        seen["side pots"] += len(result.awards) + len(result.unresolved) > 1
        seen["all-in"] += any(op[5] for op in result.records)
        seen["uncalled"] += any(op[0].value == "uncalled bet returned" for op in result.records)
        seen["split"] += any(len(a.high.winners) > 1 for a in result.awards)
    for what in ("showdown", "muck", "straddle", "side pots", "all-in", "uncalled", "split"):
        assert seen[what] >= 5, (what, seen)


def test_under_a_rule_mutant_every_hand_goes_to_the_reference_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """A mutant patches the reference rules; the second engine would audit the unpatched rules."""
    from harness.mutation.catalogue import MUTANT_ENV

    with open(REAL_FILES[0], encoding="utf-8", newline="") as handle:
        sections = list(iter_sections(iter(handle), multi=REAL_FILES[0].suffix == ".phhs"))
    holdem = [s for s in sections if "'NT'" in s.text or '"NT"' in s.text]
    assert holdem and any(phh_fast.fast_audit(s, display="x") is not None for s in holdem)
    monkeypatch.setenv(MUTANT_ENV, "")  # set but empty: no mutant (as os.environ.get reads it)
    assert any(phh_fast.fast_audit(s, display="x") is not None for s in holdem)
    monkeypatch.setenv(MUTANT_ENV, "any-mutant")
    assert all(phh_fast.fast_audit(s, display="x") is None for s in holdem)
    monkeypatch.delenv(MUTANT_ENV)
    assert any(phh_fast.fast_audit(s, display="x") is not None for s in holdem)


def test_the_line_reader_reads_what_the_fast_toml_reader_reads() -> None:
    """phh_fast.read_fields: fast_loads's pairs (or its None), the same values of the same types (an
    array a list; the antes and blinds a list that keeps their chips)."""
    from harness.families.poker_room.phh_toml import fast_loads

    texts = [section.text for path in REAL_FILES for section in _sections(path)]
    texts += [text for _, text in random_texts(3, 600)]
    texts += ["variant = 'NT'\nvariant = 'NT'\n", "antes = [0, 0]\n  # note\n\nmin_bet = 2 # two\n", "a = [1,\n2]\n",
              "\n\n", "", "x = 1\n\nx = 2", "antes = 1\nblinds_or_straddles = ['a']\n# c\n",
              "players = ['a', 'b']\nplayers2 = ['a','b']\nplayers3 = ['a', 'b'] # c\nplayers4 = ['it's', 'b']\n",
              "players = ['a', 'b', '']\nplayers = ['a']\n", "actions = ['p1 f', 'p2 cc']\r\n"]  # fmt: skip
    read_some = 0
    for text in texts * 2:  # the second time from the reader's cache
        found = phh_fast.read_fields(text)
        expected = fast_loads(text)
        if expected is None:
            assert found is None, text
            continue
        assert found is not None, text
        assert found == expected, text
        assert [type(v) for v in found.values()] == [
            phh_fast.StakeLine if k in ("antes", "blinds_or_straddles") and type(v) is list else type(v)
            for k, v in expected.items()
        ], text
        read_some += 1
    assert read_some > len(texts)


def test_amounts_in_chips_are_read_as_the_reference_reads_them() -> None:
    """phh_fast.whole_amounts: phh.amount_list's chips (allow_inf), or None where that reads otherwise."""
    from decimal import Decimal

    from harness.families.poker_room.phh import amount_list
    from harness.spec.errors import HarnessError

    inf = Decimal("Infinity")
    cases: list[list[Any]] = [
        [Decimal("40.90"), Decimal("0.5"), 123], [inf, inf], [inf, Decimal("1")], [Decimal("-Infinity"), inf],
        [Decimal("NaN"), 1], [Decimal("0.001"), 1], [0, 1], [True, 1], [Decimal("1E+13"), 1], [10**13, 1],
        [Decimal("1.00000000000000000000000000001"), 1], ["1", 2], [Decimal("2.50"), Decimal("7")],
    ]  # fmt: skip
    for values in cases:
        for unit, factor in ((Decimal("0.01"), 100), (Decimal(1), 1)):
            for minimum in (0, 1):
                found = phh_fast.whole_amounts(values, factor, minimum)
                try:
                    expected = amount_list({"k": values}, "k", len(values), unit, minimum=minimum, allow_inf=True)
                except HarnessError:
                    assert found is None, (values, unit, minimum)
                    continue
                assert found is None or found == expected, (values, unit, minimum)
    assert phh_fast.whole_amounts([inf, inf], 100, 1) == (None, None)
    assert phh_fast.whole_amounts([Decimal("40.90"), 7], 100, 1) == (4090, 700)


def test_bets_and_cards_are_read_as_the_reference_reads_them() -> None:
    """phh_fast's action reader against the reference's: a bet's chips as phh.read_chips gives them
    for Decimal(text) (or a refusal where it refuses), and cards as phh.read_cards gives them."""
    from decimal import Decimal, InvalidOperation

    from harness.families.poker_room.hand_history import HandRefused
    from harness.families.poker_room.phh import read_cards, read_chips

    texts = ["3.00", "0.5", "0.50", "3.1", "3.10", "007", "1.", ".5", "1e3", "1_000", "²", "-1", "0", "0.00", "0.001",
             "0.010", "99999999999999999", "12", "2.555", "+5", " 5", "Infinity", "nan", "1.0000000", "٣"]  # fmt: skip
    for chip in (Decimal(1), Decimal("0.01"), Decimal("0.1"), Decimal("0.001"), Decimal("0.25")):
        for text in texts:
            try:
                expected: Any = read_chips(Decimal(text), "", chip, minimum=1)
            except (InvalidOperation, HandRefused):
                expected = "refused"
            try:
                found: Any = phh_fast.bet_chips(text, chip)
            except (phh_fast.Fallback, HandRefused):
                found = "refused"
            assert found == expected, (text, chip)
    for text in ["AsKd", "????", "As??", "9s7h2c", "9d", "Xx", "AsK", "", "asKD", "10d", "TcJcQc", "??????"]:
        try:
            expected = read_cards(text, "cards")
        except HandRefused:
            expected = "refused"
        try:
            found = phh_fast.fast_cards(text)
        except HandRefused:
            found = "refused"
        assert found == expected, text
