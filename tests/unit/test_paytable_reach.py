"""Paytable lines that can never pay are found, said where they are, and warned about (issue 10, item 9).

Reported: "paytable lines that can never pay are accepted silently". The tables below are
written so that, by reading them, one knows which lines no hand can be paid on.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from typer.testing import CliRunner

from harness.cli import app
from harness.core.paytable import PaytableSet, load_paytable
from harness.core.predicates import PredicateContext
from harness.families.lunar.exact import hand_classes
from harness.families.lunar.game import FAMILY_RULES, REQUIRED_TABLES, TABLE_KINDS, game_table_rules
from harness.families.lunar.paytable_reach import unreachable_lines, warn_unreachable
from harness.families.lunar.settings import RaisePays
from harness.runtime.project import project_root

PAYTABLES = project_root() / "paytables"
STANDARD = PAYTABLES / "lunar_poker" / "standard.yaml"
FAMILY = tuple(FAMILY_RULES)

#: Caribbean Stud pays the best line only. "Pair and an ace" pays less than "pair", listed above
#: it, and every hand holding the first holds the second: it never pays. Quads in one suit is
#: impossible (four of a kind has four suits). "Ace-king" pays as much as "pair" but a hand that
#: has both is paid the line listed first, pair; A-K without a pair is still paid ace_king.
CARIBBEAN = """\
game: caribbean-stud
name: shadowed
version: 1
raise:
  lines:
    - {name: quads_flush, label: Four of a kind in one suit, pays: 500, when: {all_of: [{n_of_a_kind: 4}, flush]}}
    - {name: pair, label: Pair, pays: 3, when: {n_of_a_kind: 2}}
    - {name: pair_and_ace, label: Pair and an ace, pays: 2, when: {all_of: [{n_of_a_kind: 2}, {contains_ranks: [A]}]}}
    - {name: ace_king, label: Ace-King, pays: 3, when: {contains_ranks: [A, K]}}
"""


def load(path: Path, game: str = "lunar-poker") -> PaytableSet:
    if game == "caribbean-stud":
        return load_paytable(path, game=game, table_kinds=("raise",), required=("raise",))
    return load_paytable(path, game=game, table_kinds=TABLE_KINDS, required=REQUIRED_TABLES)


def test_a_shadowed_and_an_impossible_line_are_found_with_their_location(tmp_path: Path) -> None:
    path = tmp_path / "shadowed.yaml"
    path.write_text(CARIBBEAN)
    found = unreachable_lines(load(path, "caribbean-stud"))
    assert [(line.table, line.name) for line in found] == [("raise", "quads_flush"), ("raise", "pair_and_ace")]
    quads, pair_and_ace = found
    assert quads.where == f"{path}:6:7: raise.lines[0]" and quads.reason == "no five-card hand satisfies it"
    assert pair_and_ace.where == f"{path}:8:7: raise.lines[2]"
    assert "pair" in pair_and_ace.reason


def test_the_lunar_raise_reaches_a_line_as_a_second_combination(tmp_path: Path) -> None:
    """With LP-10's second combination, "pair and an ace" pays after all: K-K-A-x-y has the pair
    of kings as its first combination and the pair and the ace as a second one (the ace lies
    outside the kings). A copy of the pair line listed after it never does: every witness of it
    is a pair, inside the first combination or a two pair listed above."""
    text = STANDARD.read_text().replace(
        "    - {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}\n",
        "    - {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}\n"
        "    - {name: pair_and_ace, label: Pair and an ace, pays: 1, when: {all_of: [{n_of_a_kind: 2}, "
        "{contains_ranks: [A]}]}}\n"
        "    - {name: pair_again, label: Pair again, pays: 1, when: {n_of_a_kind: 2}}\n",
    )
    path = tmp_path / "lunar.yaml"
    path.write_text(text)
    paytables = load(path)
    assert [line.name for line in unreachable_lines(paytables)] == ["pair_again"]
    as_best_line = [line.name for line in unreachable_lines(paytables, raise_pays=RaisePays.BEST_LINE)]
    assert as_best_line == ["pair_and_ace", "pair_again"]  # Oasis Poker pays this table by best line


def test_a_super_line_reachable_under_one_reading_only_is_not_reported(tmp_path: Path) -> None:
    """Nine-to-five in one colour is always a straight (30 to 1, listed above) when a straight
    flush counts as a straight and a flush (the default reading), so the line pays only under
    super_sf_counts_as=own_category, where 9-8-7-6-5 of one suit is neither: it may pay."""
    text = STANDARD.read_text().replace(
        "    - {name: one_colour,",
        "    - {name: colour_run, label: Nine to five in one colour, pays: 10,"
        " when: {all_of: [same_colour, {contains_ranks: [9, 8, 7, 6, 5]}]}}\n"
        "    - {name: one_colour,",
    )
    path = tmp_path / "super.yaml"
    path.write_text(text)
    paytables = load(path)
    table = paytables.tables["super"]
    hands = [hand for hand, _ in hand_classes()]
    own_category = PredicateContext(straight_flush_is_flush_and_straight=False)
    assert all(getattr(table.best_line(hand), "name", None) != "colour_run" for hand in hands)
    assert any(getattr(table.best_line(hand, own_category), "name", None) == "colour_run" for hand in hands)
    assert unreachable_lines(paytables) == []


@pytest.mark.parametrize("game", FAMILY)
def test_every_shipped_paytable_can_pay_every_line(game: str) -> None:
    rules = game_table_rules(game)
    assert unreachable_lines(rules.paytable, raise_pays=rules.settings.raise_pays) == []


def test_the_lab_variant_can_pay_every_line() -> None:
    assert unreachable_lines(load(PAYTABLES / "lunar_poker" / "example_lab_variant.yaml")) == []


def test_the_warning_names_the_line_and_analyze_prints_it_on_stderr(tmp_path: Path) -> None:
    path = tmp_path / "shadowed.yaml"
    path.write_text(CARIBBEAN)
    stream = io.StringIO()
    warn_unreachable(load(path, "caribbean-stud"), stream=stream)
    first = stream.getvalue().splitlines()[0]
    assert first == (
        f"tablecert: warning: {path}:6:7: raise.lines[0]: the raise line 'quads_flush' "
        "(Four of a kind in one suit, 500 to 1) can never pay: no five-card hand satisfies it"
    )
    lunar = tmp_path / "lunar.yaml"
    lunar.write_text(
        STANDARD.read_text().replace(
            "    - {name: one_colour,",
            "    - {name: quads_flush, label: Quads flush, pays: 900, when: {all_of: [{n_of_a_kind: 4}, flush]}}\n"
            "    - {name: one_colour,",
        )
    )
    result = CliRunner().invoke(app, ["analyze", "lunar-poker", "--exact", "--paytable", str(lunar)])
    assert result.exit_code == 0, result.output
    assert "the super line 'quads_flush' (Quads flush, 900 to 1) can never pay" in result.stderr
    assert "can never pay" not in result.stdout
