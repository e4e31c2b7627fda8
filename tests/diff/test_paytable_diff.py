"""Paytable diffs by line name, and the exact Super delta of the example lab variant by hand."""

from __future__ import annotations

from fractions import Fraction
from math import comb
from pathlib import Path

from harness.core.paytable_diff import diff_paytables
from harness.families.lunar.diff import GameSetting, exact_figures
from harness.families.lunar.game import TABLE_KINDS, lunar_paytable
from harness.runtime.project import project_root

STANDARD = project_root() / "paytables" / "lunar_poker" / "standard.yaml"


def _changes(old: str, new: str) -> set[tuple[str, str, str, tuple[tuple[str, object, object], ...]]]:
    diff = diff_paytables(lunar_paytable(old), lunar_paytable(new), TABLE_KINDS)
    return {(c.table, c.line, c.change, tuple((f.field, f.old, f.new) for f in c.fields)) for c in diff.lines}


def test_the_example_lab_variant_changes_two_lines_and_adds_one() -> None:
    diff = diff_paytables(lunar_paytable("standard"), lunar_paytable("example_lab_variant"), TABLE_KINDS)
    assert _changes("standard", "example_lab_variant") == {
        ("super", "three_of_a_kind", "changed", (("pays", 8, 9),)),
        ("raise", "straight", "changed", (("pays", 4, 5),)),
        ("super", "straight_one_colour", "added", ()),
    }
    added = next(c for c in diff.lines if c.change == "added")
    assert added.new is not None
    assert added.new.predicate.describe() == (
        "five consecutive ranks (A-2-3-4-5 and T-J-Q-K-A count) and five cards of one colour"
    )
    assert not diff.tables_added and not diff.tables_removed and not diff.order_changed
    assert {f.field for f in diff.metadata} >= {"name", "title", "sha256"}


def test_a_paytable_compared_with_itself_has_no_change() -> None:
    diff = diff_paytables(lunar_paytable("standard"), lunar_paytable("standard"), TABLE_KINDS)
    assert diff.unchanged and not diff.lines and not diff.metadata


def test_removed_lines_labels_predicates_tables_and_order_are_reported(tmp_path: Path) -> None:
    text = STANDARD.read_text()
    text = text.replace("label: Four of a kind, pays: 250", "label: Quads, pays: 250")  # label (Super)
    text = text.replace(
        "{name: one_colour, label: Five cards of one colour, pays: 2, when: same_colour}",
        "{name: one_colour, label: Five cards of one colour, pays: 2, when: flush}",  # predicate
    )
    text = text.replace("    - {name: ace_king, label: Ace-King, pays: 1, when: {contains_ranks: [A, K]}}\n", "")
    start, end = text.index("instant:"), text.index("raise:")
    text = text[:start] + text[end:]  # no Instant table
    flush = "    - {name: flush, label: Flush, pays: 60, when: flush}\n"
    straight = "    - {name: straight, label: Straight, pays: 30, when: straight}\n"
    text = text.replace(flush + straight, straight + flush)  # Super order
    changed = tmp_path / "changed.yaml"
    changed.write_text(text)
    diff = diff_paytables(lunar_paytable("standard"), lunar_paytable(str(changed)), TABLE_KINDS)
    found = {(c.table, c.line, c.change, tuple(f.field for f in c.fields)) for c in diff.lines}
    assert found == {
        ("super", "four_of_a_kind", "changed", ("label",)),
        ("super", "one_colour", "changed", ("when",)),
        ("raise", "ace_king", "removed", ()),
        ("instant", "royal_flush", "removed", ()),
        ("instant", "straight_flush", "removed", ()),
    }
    assert diff.tables_removed == ("instant",)
    assert diff.order_changed == ("super",)


def test_the_exact_super_delta_is_the_changed_combinations_times_the_pay_change() -> None:
    """Counted by hand. Three of a kind paid on its own line: trips of 13 ranks, 4 suit choices,
    two unpaired kicker ranks from 12 with 4 suits each, less the 3 x 4 x 16 face-card trips that
    pay the Five face cards line (J/Q/K trips with the other two face ranks). Straight in one
    colour but not one suit: 10 rank sequences x 2 colours x (2^5 - 2) suit patterns; they paid
    the Straight line (30) and now pay 40 (a straight flush still pays Flush, 60)."""
    trips = 13 * comb(4, 3) * comb(12, 2) * 4 * 4 - 3 * comb(4, 3) * 4 * 4
    assert trips == 54_720
    one_colour_straights = 10 * 2 * (2**5 - 2)
    expected = Fraction(trips * (9 - 8) + one_colour_straights * (40 - 30), comb(52, 5))
    old = exact_figures(GameSetting.of("standard").rules())
    new = exact_figures(GameSetting.of("example_lab_variant").rules())
    assert new.super_ev - old.super_ev == expected
    assert new.instant_ev == old.instant_ev
    assert new.super_hit_frequency == old.super_hit_frequency  # the new line only re-labels paid hands
