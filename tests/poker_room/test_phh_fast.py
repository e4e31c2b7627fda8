"""The fast audit path for no-limit Hold'em (harness.families.poker_room.phh_fast) against the reference
path (phh_audit.reference_audit_section): the same HandAudit, every field, on every real hand of
tests/data/phh (with and without the shipped rake schedules) and on thousands of random hands,
broken ones included; and the fast path did audit most of them (it may hand any hand over)."""

from __future__ import annotations

import json
from collections import Counter
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from harness.families.poker_room import phh_fast
from harness.families.poker_room.hand_audit import HandAudit
from harness.families.poker_room.mutants.holdem import HOLDEM
from harness.families.poker_room.phh import PhhSection, iter_sections
from harness.families.poker_room.phh_audit import audit_section, reference_audit_section
from harness.families.poker_room.phh_rake import rake_rule_of
from harness.mutation.catalogue import Mutant, apply_mutant
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
    assert counts["broken"]["fast"] > 0  # the refusal it words itself (an incomplete hand)
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


def _real_holdem_hands() -> list[PhhSection]:
    hands: list[PhhSection] = []
    for path in REAL_FILES:
        hands += [s for s in _sections(path) if "'NT'" in s.text or '"NT"' in s.text]
    return hands


#: The Hold'em mutants that are another value of a no-limit betting rule the kernel plays
#: (games.TableRules: the minimum raise, a short all-in reopening or setting it, the uncalled bet).
PLAYED_BY_THE_KERNEL = {"he_min_raise_ignored", "he_min_raise_doubles_the_bet", "he_short_all_in_reopens_no_limit",
                        "he_short_all_in_sets_min_raise", "he_uncalled_bet_kept"}  # fmt: skip


@pytest.mark.parametrize("mutant", HOLDEM.mutants, ids=lambda m: m.name)
def test_under_every_holdem_rule_mutant_both_paths_audit_alike(mutant: Mutant) -> None:
    """A rule mutant is audited as the reference path reads it: one that is another value of a
    betting rule the kernel plays is audited by this path too; under another rule value, or while
    a mutant replaces reference code this path mirrors, the reference path audits the hand."""
    hands = _real_holdem_hands()[::4]
    assert len(hands) > 300
    restore = apply_mutant(mutant, HOLDEM.reset)
    try:
        counts: Counter[str] = Counter()
        for section in hands:
            _compare(section, "x", None, counts)
    finally:
        restore()
    if mutant.name in PLAYED_BY_THE_KERNEL:
        assert counts["fast"] > 0.9 * (counts["fast"] + counts["reference"]), counts


def _after_a_short_all_in(reraise: str) -> PhhSection:
    """p1 bets 10, p2 is all in for 15 (short of the full raise to 20), p3 calls, p1 acts again."""
    text = ("variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
            "starting_stacks = [100, 17, 100]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', "
            "'p3 cc', 'p1 cc', 'p2 cc', 'd db 9s7h2c', 'p1 cbr 10', 'p2 cbr 15', 'p3 cc', "
            f"'p1 {reraise}', 'p3 f', 'd db Td', 'd db Jd']\n")  # fmt: skip
    return PhhSection(name="1", index=1, line=1, text=text, first_line=2)


@pytest.mark.parametrize(("mutant_name", "action", "written"), [
    # HE-5.1: facing a bet of 2, a raise to 3 is short of the minimum (2 + 2); the mutant allows it.
    ("he_min_raise_ignored", "", "p3 cbr 3"),
    # HE-5.2: the all-in for 15 does not reopen the betting to p1, who bet 10 and may only call or fold.
    ("he_short_all_in_reopens_no_limit", "reraise", "p1 cbr 40"),
])  # fmt: skip
def test_a_hand_only_the_mutated_rule_allows_is_audited_by_this_path_under_the_mutant(
    mutant_name: str, action: str, written: str
) -> None:
    """Hand-made: the rules as written refuse the hand (the reference path says why); the mutant's
    rule value lets it through, and this path plays it as the reference path does."""
    if action:
        section = _after_a_short_all_in(written.removeprefix("p1 "))
    else:
        section = PhhSection(name="1", index=1, line=1, first_line=2, text=_three_handed(
            "100, 100, 100", ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", written, "p1 f", "p2 f"]))
    assert reference_audit_section(section, display="x").status == "refused"
    assert phh_fast.fast_audit(section, display="x") is None
    mutant = next(m for m in HOLDEM.mutants if m.name == mutant_name)
    restore = apply_mutant(mutant, HOLDEM.reset)
    try:
        fast = phh_fast.fast_audit(section, display="x")
        expected = reference_audit_section(section, display="x")
    finally:
        restore()
    assert expected.status != "refused", expected
    assert fast == expected


def _three_handed(stacks: str, actions: list[str]) -> str:
    return ("variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
            f"starting_stacks = [{stacks}]\nactions = [" + ", ".join(f"'{a}'" for a in actions) + "]\n")  # fmt: skip


def test_amounts_bets_and_cards_as_written_are_audited_as_the_reference_audits_them() -> None:
    """Stacks and bets written every way PHH, TOML and Decimal allow or refuse (a point, trailing
    zeros, finer than the chip, exponents, signs, `inf`, digits of other scripts), and cards every
    way a show can be written, each with the chip found and with a chip given: the fast path's audit
    is the reference path's, or it leaves the hand to it."""
    deals = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????"]
    checks = ["p1 cc", "p2 cc", "p3 cc"]
    stacks = ["40.90", "0.5", "123", "inf", "-inf", "nan", "0.001", "0", "true", "1E+13", "10000000000000", "2.50",
              "1.00000000000000000000000000001", "'1'", "1_000", "+7"]  # fmt: skip
    bets = ["3.00", "0.5", "0.50", "3.1", "3.10", "007", "1.", ".5", "1e3", "1_000", "²", "-1", "0", "0.00", "0.001",
            "0.010", "99999999999999999", "12", "2.555", "+5", " 5", "Infinity", "nan", "1.0000000", "٣"]  # fmt: skip
    cards = ["AsKd", "????", "As??", "9s7h2c", "9d", "Xx", "AsK", "", "asKD", "10d", "TcJcQc", "??????", "9sKd"]
    texts = [("stack", _three_handed(f"{stack}, 100, 100", [*deals, "p3 cbr 6", "p1 f", "p2 f"])) for stack in stacks]
    texts += [("bet", _three_handed("100, 100, 100", [*deals, f"p3 cbr {bet}", "p1 f", "p2 f"])) for bet in bets]
    texts += [("show", _three_handed("100, 100, 100", [*deals, "p3 cc", "p1 cc", "p2 cc", "d db 9s7h2c", *checks,
                                                      "d db Td", *checks, "d db Jd", *checks, f"p1 sm {shown}",
                                                      "p2 sm 8c8d", "p3 sm 4c5c"])) for shown in cards]  # fmt: skip
    audited: Counter[str] = Counter()
    for index, (kind, text) in enumerate(texts, 1):
        section = PhhSection(name=str(index), index=index, line=1, text=text, first_line=2)
        for unit in (None, Decimal(1), Decimal("0.01"), Decimal("0.1"), Decimal("0.25")):
            fast = phh_fast.fast_audit(section, display="x", unit=unit)
            if fast is not None:
                expected = reference_audit_section(section, display="x", unit=unit)
                assert fast == expected, (text, unit)
                assert json.dumps(fast.to_json()) == json.dumps(expected.to_json()), (text, unit)
                audited[kind] += 1
    assert min(audited["stack"], audited["bet"], audited["show"]) >= 5, audited
