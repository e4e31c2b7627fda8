"""Scenarios on a lab's own paytable: translated by the lines they name, or not applicable.

The Lunar Poker suite is written on the standard table. On a table where pairs pay 2 to 1 (the
issue's example of a lab edit) every scenario must still pass or be listed as not applicable, its
chips read from the table in force; a rule fault must still fail it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.core.cards import parse_cards
from harness.families.lunar.game import lunar_paytable
from harness.families.lunar.paytable_in_force import PaytableInForce
from harness.gherkin.feature_run import NOT_APPLICABLE_OUTCOME, SuiteRun, run_feature_suite
from harness.mutation import MUTANT_ENV, PLUGIN
from harness.runtime.project import project_root

STANDARD = project_root() / "paytables" / "lunar_poker" / "standard.yaml"


def _lab_table(tmp_path: Path, old: str, new: str, name: str) -> Path:
    text = STANDARD.read_text()
    assert old in text
    path = tmp_path / f"{name}.yaml"
    path.write_text(text.replace(old, new).replace("name: standard", f"name: {name}"))
    return path


@pytest.fixture(scope="module")
def pairs_pay_two(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _lab_table(
        tmp_path_factory.mktemp("lab"),
        "{name: pair, label: Pair, pays: 1,",
        "{name: pair, label: Pair, pays: 2,",
        "pairs_pay_two",
    )


def test_a_pair_paid_on_another_table_moves_by_the_stake_times_the_pays_difference(pairs_pay_two: Path) -> None:
    tables = PaytableInForce(written_for=lunar_paytable("standard"), in_force=lunar_paytable(str(pairs_pay_two)))
    # A Raise of 20 paid on a pair: 20 x 1 on the standard table, 20 x 2 here.
    assert tables.translation("raise", ("pair",), 20) == 20
    # Pair plus Ace-King (second combination): 1 + 1 -> 2 + 1.
    assert tables.translation("raise", ("pair", "ace_king"), 20) == 20
    # The Super table is unchanged.
    assert tables.translation("super", ("flush",), 10) == 0
    assert tables.difference("raise", parse_cards("Qs Qh 8d 5c 2s")) is None


def test_a_hand_paid_on_another_line_makes_the_example_not_applicable(tmp_path: Path) -> None:
    # A lab line "pair of aces" above "pair": A-A-K-7-3 is now paid on it, so an example that
    # says it is paid on "pair" cannot hold on this table.
    lab = _lab_table(
        tmp_path,
        "    - {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}",
        "    - {name: pair_of_aces, label: Pair of aces, pays: 3, when: {contains_ranks: [A]}}\n"
        "    - {name: pair, label: Pair, pays: 1, when: {n_of_a_kind: 2}}",
        "aces_pay_three",
    )
    tables = PaytableInForce(written_for=lunar_paytable("standard"), in_force=lunar_paytable(str(lab)))
    reason = tables.difference("raise", parse_cards("As Ah Kd 7c 3s"), combinations=True)
    assert reason is not None and "pair_of_aces" in reason
    assert tables.difference("raise", parse_cards("Qs Qh 8d 5c 2s"), combinations=True) is None


def _suite(paytable: Path, mutant: str = "") -> SuiteRun:
    extra = ("-p", PLUGIN) if mutant else ()
    env = {"TABLECERT_PAYTABLE_LUNAR_POKER": str(paytable), MUTANT_ENV: mutant}
    return run_feature_suite(["tests/bdd/test_lunar_poker.py"], env_overrides=env, extra_args=extra)


@pytest.mark.slow
def test_the_whole_suite_reads_its_chips_on_a_lab_table(pairs_pay_two: Path) -> None:
    run = _suite(pairs_pay_two)
    assert run.failed == 0, [s.scenario for s in run.scenarios if s.outcome == "failed"]
    translated = {s.scenario: s.translations for s in run.scenarios if s.translations}
    # showdown.feature: a pair of Queens beats A-K high: Raise 20 x 1 = 20 on the standard table,
    # 20 x 2 = 40 here, and the net 20 - 10 (Super) = 10 becomes 30.
    assert translated["The player beats a qualifying dealer"] == (
        "the Raise wins 20 -> 40",
        "the player's net result is 10 -> 30",
    )
    not_applicable = [s for s in run.scenarios if s.outcome == NOT_APPLICABLE_OUTCOME]
    assert all("pairs_pay_two" in s.message for s in not_applicable)
    # The same scenarios catch a rule fault on this table too: the Raise staked at one Ante.
    broken = _suite(pairs_pay_two, mutant="raise_is_one_ante")
    assert broken.failed > 0
