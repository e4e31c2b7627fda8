"""Rake schedules (rake_schedules/*.yaml) and the rake each hand should pay under one.

Every expected amount is worked out here by hand from the rule the schedule states (the
arithmetic is in the test, in chips), never by calling the calculator a second way.
"""

from __future__ import annotations

import functools
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.families.poker_room.rake import (
    Allocation,
    Basis,
    PotFacts,
    PotsRaked,
    RakeFactsError,
    RakeSchedule,
    RoundingMode,
    expected_rake,
    load_rake_schedule,
    rake_schedule_path,
    with_readings,
)
from harness.runtime.project import project_root
from harness.spec.errors import SpecError, UsageError

SCHEDULES = project_root() / "rake_schedules"
CENT = Decimal("0.01")


def facts(
    *pots: int,
    chip_value: Decimal = CENT,
    big_blind: int = 100,
    players: int = 6,
    flop: bool = True,
    streets: int | None = None,
) -> PotFacts:
    return PotFacts(
        pots=pots,
        chip_value=chip_value,
        big_blind=big_blind,
        players_dealt=players,
        flop_dealt=flop,
        streets_dealt=streets if streets is not None else (4 if flop else 1),
    )


@pytest.fixture(scope="module")
def absolute() -> RakeSchedule:
    return load_rake_schedule(SCHEDULES / "absolute-poker-2009.yaml")


@pytest.fixture(scope="module")
def generic() -> RakeSchedule:
    return load_rake_schedule(SCHEDULES / "five-percent-cap-3.yaml")


# -- the shipped schedules -----------------------------------------------------------------------


def test_every_shipped_schedule_loads_and_every_rule_field_names_its_clause() -> None:
    paths = sorted(SCHEDULES.glob("*.yaml"))
    assert {p.stem for p in paths} >= {"absolute-poker-2009", "five-percent-cap-3"}
    for path in paths:
        schedule = load_rake_schedule(path)
        assert schedule.schedule == path.stem
        ids = [clause.id for clause in schedule.clauses]
        assert len(ids) == len(set(ids))
        for rule_field, clause_id in schedule.governing:
            assert clause_id in ids, (path, rule_field)
        for interpretation in schedule.interpretations:
            assert interpretation.clause in ids


def test_absolute_poker_states_its_source_and_what_is_inferred(absolute: RakeSchedule) -> None:
    assert absolute.source == "inferred from the site's recorded hands, see docs/rake_evidence.md"
    assert absolute.unit == Decimal("0.01")
    assert absolute.percentage * 20 == 1
    assert absolute.rounding.mode is RoundingMode.DOWN and absolute.rounding.step.value == Decimal("0.05")
    assert absolute.pots is PotsRaked.ALL and absolute.allocation is Allocation.PROPORTIONAL
    # What the evidence leaves open is an interpretation, with the evidence, not a bare number.
    readings = dict(absolute.readings)
    assert readings == {"jackpot_minimum_pot": "highest", "cap_default": "none_seen"}
    threshold = absolute.interpretation("jackpot_minimum_pot")
    assert [(name, a.value if a else None) for name, a in threshold.options] == [
        ("lowest", Decimal("4.51")),
        ("highest", Decimal("5.00")),
    ]
    assert "4.50" in threshold.evidence and "5.00" in threshold.evidence
    assert absolute.clause(absolute.clause_for("cap")).basis is Basis.INFERRED
    assert absolute.clause(absolute.clause_for("pots")).basis is Basis.OURS
    assert absolute.clause(absolute.clause_for("percentage")).basis is Basis.INFERRED


def test_a_schedule_is_found_by_name_or_path(tmp_path: Path) -> None:
    assert rake_schedule_path("five-percent-cap-3") == SCHEDULES / "five-percent-cap-3.yaml"
    with pytest.raises(UsageError, match="no rake schedule 'nowhere'.*known: .*absolute-poker-2009"):
        rake_schedule_path("nowhere")
    with pytest.raises(UsageError, match="does not exist"):
        rake_schedule_path(str(tmp_path / "missing.yaml"))
    with pytest.raises(UsageError, match="a .yaml or .yml file"):
        rake_schedule_path("/etc/passwd")


# -- Absolute Poker: the eight recorded pots -----------------------------------------------------

# (pot, what the winner collected), in cents: the first hand check of the site's 0.50/1 no-limit hands.
ABSOLUTE_HANDS = [(1700, 1565), (1500, 1375), (2875, 2685), (1900, 1755), (950, 855), (900, 805), (300, 285),
                  (250, 240)]  # fmt: skip

# docs/rake_evidence.md: every hand that saw a flop (section, pot, rake taken, players dealt), [24]
# (the one exception) aside.
EVIDENCE_HANDS = [
    ("52", 200, 10, 2), ("54", 200, 10, 9), ("59", 200, 10, 2), ("20", 250, 10, 6), ("57", 250, 10, 6),
    ("13", 300, 15, 4), ("28", 300, 15, 6), ("32", 300, 15, 7), ("61", 300, 15, 6), ("41", 350, 15, 7),
    ("55", 350, 15, 8), ("30", 400, 20, 7), ("10", 450, 20, 3), ("23", 600, 30, 2), ("53", 750, 85, 7),
    ("48", 850, 90, 7), ("16", 900, 95, 7), ("14", 950, 95, 8), ("62", 950, 95, 6), ("39", 1050, 100, 9),
    ("37", 1200, 110, 7), ("9", 1500, 125, 4), ("3", 1700, 135, 9), ("12", 1900, 145, 7), ("33", 2250, 160, 8),
    ("44", 2250, 160, 9), ("18", 2875, 190, 5),
]  # fmt: skip


def absolute_by_hand(pot: int, players: int = 6) -> tuple[int, int]:
    """The schedule's rule worked by hand, in cents, at the 0.50/1 tables: RK-ABS-1/2, 5% rounded
    down to 0.05, which is 5 cents for every full 1.00 of the pot; RK-ABS-5, at most 0.50
    heads-up and 3.00 from 3 players; RK-ABS-4 under the reading in force (5.00): 0.50 on pots of
    5.00 and more from 3 players dealt."""
    rake = min((pot // 100) * 5, 50 if players == 2 else 300)
    return rake, 50 if pot >= 500 and players >= 3 else 0


@pytest.mark.parametrize(("pot", "collected"), ABSOLUTE_HANDS)
def test_absolute_poker_first_hand_check(absolute: RakeSchedule, pot: int, collected: int) -> None:
    rake, jackpot = absolute_by_hand(pot)
    assert pot - rake - jackpot == collected  # the rule as stated reproduces the record
    taken = expected_rake(absolute, facts(pot))
    assert (taken.rake, taken.jackpot, taken.total) == (rake, jackpot, rake + jackpot)
    assert taken.pots[0].collected == collected
    assert taken.clauses == ("RK-ABS-1", "RK-ABS-2", "RK-ABS-5", "RK-ABS-4")


@pytest.mark.parametrize(("section", "pot", "recorded", "players"), EVIDENCE_HANDS)
def test_absolute_poker_recorded_flop_hands(
    absolute: RakeSchedule, section: str, pot: int, recorded: int, players: int
) -> None:
    rake, jackpot = absolute_by_hand(pot, players)
    assert rake + jackpot == recorded, section
    taken = expected_rake(absolute, facts(pot, players=players))
    assert (taken.rake, taken.jackpot) == (rake, jackpot), section


def test_absolute_poker_the_one_unexplained_hand_differs(absolute: RakeSchedule) -> None:
    # [24] 3017244964: pot 3.50, 0.40 taken; the rule takes 0.15 (5% = 0.175, down to 0.15), no drop.
    taken = expected_rake(absolute, facts(350, players=6))
    assert taken.total == 15 and taken.total != 40


def test_absolute_poker_explains_the_rounding_and_the_drop(absolute: RakeSchedule) -> None:
    taken = expected_rake(absolute, facts(2875))
    assert taken.explanation == (
        "5% of 2,875 = 143.75, rounded down to a multiple of 5: 140; jackpot drop 50 (pot 2,875 >= 500)"
    )
    assert expected_rake(absolute, facts(450)).explanation == (
        "5% of 450 = 22.5, rounded down to a multiple of 5: 20; no jackpot drop (pot 450 < 500)"
    )
    assert expected_rake(absolute, facts(1200, players=2)).explanation == (
        "5% of 1,200 = 60, rounded down to a multiple of 5: 60; capped at 50 (big blind 1.00 to 1.00, 2 players): "
        "50; no jackpot drop (2 players dealt < 3)"
    )


def test_absolute_poker_takes_nothing_before_the_flop(absolute: RakeSchedule) -> None:
    taken = expected_rake(absolute, facts(2875, flop=False))
    assert (taken.rake, taken.jackpot, taken.total, taken.pots[0].collected) == (0, 0, 0, 2875)
    assert taken.clauses == ("RK-ABS-3",)
    assert taken.explanation == "no flop dealt: no rake, no jackpot drop"


def test_the_jackpot_threshold_reading_switches(absolute: RakeSchedule) -> None:
    lowest = with_readings(absolute, {"jackpot_minimum_pot": "lowest"})
    assert dict(lowest.readings)["jackpot_minimum_pot"] == "lowest"
    assert dict(absolute.readings)["jackpot_minimum_pot"] == "highest"  # the schedule itself is unchanged
    # Pot 4.75: 20 cents rake either way; the drop only under the lowest threshold (4.51).
    assert expected_rake(absolute, facts(475)).total == 20
    assert expected_rake(lowest, facts(475)).total == 20 + 50
    # Both readings agree on every recorded pot (none lies between 4.50 and 5.00).
    for _, pot, recorded, players in EVIDENCE_HANDS:
        assert expected_rake(lowest, facts(pot, players=players)).total == recorded
    with pytest.raises(UsageError, match="no option 'middle'; options: lowest, highest"):
        with_readings(absolute, {"jackpot_minimum_pot": "middle"})
    with pytest.raises(UsageError, match="no interpretation 'rake_free'; known: jackpot_minimum_pot, cap_default"):
        with_readings(absolute, {"rake_free": "yes"})


def test_the_cap_reading_switches(absolute: RakeSchedule) -> None:
    # Pot 100.00 at 1/2 (no row of the schedule): 5% is 5.00 (500 cents, already a multiple of 5),
    # uncapped by default; the jackpot does not count toward a cap.
    assert expected_rake(absolute, facts(10_000, big_blind=200)).total == 500 + 50
    three = with_readings(absolute, {"cap_default": "three"})
    taken = expected_rake(three, facts(10_000, big_blind=200))
    assert (taken.rake, taken.jackpot) == (300, 50)
    assert "capped at 300 (the default cap): 300" in taken.explanation


def test_absolute_poker_caps_its_tables_by_players_dealt(absolute: RakeSchedule) -> None:
    # RK-ABS-5 at 0.50/1: pot 100.00 pays 3.00 plus the drop from 3 players, 0.50 and no drop heads-up.
    for players, expected in ((2, (50, 0)), (3, (300, 50)), (9, (300, 50))):
        taken = expected_rake(absolute, facts(10_000, players=players))
        assert (taken.rake, taken.jackpot) == expected, players


def test_amounts_convert_exactly_to_the_hands_chip_or_are_refused(absolute: RakeSchedule) -> None:
    nickel = Decimal("0.05")
    # Pot 28.75 counted in nickels: 575 chips; 5% = 28.75 chips, rounded down to 1 chip (0.05): 28;
    # the drop 0.50 is 10 chips (pot 575 >= 5.00 = 100 chips); the winner collects 537 chips = 26.85.
    taken = expected_rake(absolute, facts(575, chip_value=nickel, big_blind=20))
    assert (taken.rake, taken.jackpot, taken.pots[0].collected) == (28, 10, 537)
    # The lowest threshold, 4.51, is no whole number of nickels: refused at its line, not rounded.
    lowest = with_readings(absolute, {"jackpot_minimum_pot": "lowest"})
    with pytest.raises(SpecError) as refused:
        expected_rake(lowest, facts(575, chip_value=nickel, big_blind=20))
    text = (SCHEDULES / "absolute-poker-2009.yaml").read_text().splitlines()
    line = next(n for n, t in enumerate(text, 1) if t.strip() == "lowest: 4.51")
    assert refused.value.location.line == line
    assert refused.value.location.field_path == "interpretations[0].options.lowest"
    assert "4.51 is not a whole number of chips worth 0.05 each" in refused.value.message


# -- the generic schedule ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pot", "rake"),
    [
        (1700, 85),  # 5% of 17.00
        (1234, 61),  # 61.7 cents, rounded down to the cent
        (19, 0),  # 0.95 of a cent
        (6000, 300),  # exactly the cap
        (6020, 300),  # 301 cents, capped at 3.00
        (100_000, 300),  # 50.00, capped
    ],
)
def test_generic_five_percent_capped_at_three(generic: RakeSchedule, pot: int, rake: int) -> None:
    taken = expected_rake(generic, facts(pot))
    assert (taken.rake, taken.jackpot, taken.total) == (rake, 0, rake)
    assert taken.clauses == ("RK-GEN-1", "RK-GEN-2")


def test_generic_no_flop_no_drop(generic: RakeSchedule) -> None:
    assert expected_rake(generic, facts(100_000, flop=False)).total == 0


# -- synthetic schedules: caps by stakes and players, rounding, pots, jackpot, minimum -------------

BASE = """\
schedule: test-schedule
title: A schedule for the tests
source: "ours: tests"
unit: "0.01"
percentage: 5%
rounding: {mode: down, step: 0.01}
cap:
  default: 4.00
  by_stakes:
    - big_blind: {from: 0.02, to: 0.25}
      players: {2: 0.50, 3-4: 1.00, 5+: 2.00}
    - big_blind: {from: 0.50, to: 2.00}
      players: {2: 1.00, 3-4: 2.00, 5+: 3.00}
no_flop_no_drop: true
pots: all
allocation: proportional
clauses:
  - id: RK-T-1
    title: Percentage
    text: Five per cent, rounded down to the cent.
    basis: ours
    governs: [percentage, rounding]
  - id: RK-T-2
    title: Cap
    text: Caps by stakes and players dealt.
    basis: ours
    governs: [cap]
  - id: RK-T-3
    title: No flop, no drop
    text: Nothing is taken before the flop.
    basis: ours
    governs: [no_flop_no_drop]
  - id: RK-T-4
    title: Pots
    text: Every pot, in proportion.
    basis: ours
    governs: [pots, allocation]
"""

JACKPOT_CLAUSE = """\
  - id: RK-T-5
    title: Jackpot
    text: A jackpot drop.
    basis: ours
    governs: [jackpot_drop]
"""

MINIMUM_CLAUSE = """\
  - id: RK-T-6
    title: Minimum pot
    text: Small pots are not raked.
    basis: ours
    governs: [minimum_pot]
"""


def edited(*changes: tuple[str, str], append: str = "") -> str:
    text = BASE
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text + append


def schedule_from(tmp_path: Path, text: str, name: str = "schedule.yaml") -> RakeSchedule:
    path = tmp_path / name
    path.write_text(text)
    return load_rake_schedule(path)


@pytest.fixture
def capped(tmp_path: Path) -> RakeSchedule:
    return schedule_from(tmp_path, BASE)


# Pot 100.00 (10,000 cents): 5% is 500 cents, above every cap of the table.
@pytest.mark.parametrize(
    ("big_blind", "players", "cap", "entry"),
    [
        (2, 2, 50, "big blind 0.02 to 0.25, 2 players"),
        (25, 2, 50, "big blind 0.02 to 0.25, 2 players"),
        (25, 3, 100, "big blind 0.02 to 0.25, 3-4 players"),
        (25, 4, 100, "big blind 0.02 to 0.25, 3-4 players"),
        (25, 5, 200, "big blind 0.02 to 0.25, 5+ players"),
        (10, 10, 200, "big blind 0.02 to 0.25, 5+ players"),
        (50, 2, 100, "big blind 0.50 to 2.00, 2 players"),
        (100, 6, 300, "big blind 0.50 to 2.00, 5+ players"),
        (200, 3, 200, "big blind 0.50 to 2.00, 3-4 players"),
        (30, 6, 400, "the default cap"),  # 0.30 lies between the rows
        (500, 2, 400, "the default cap"),  # 5.00 lies above them
        (1, 9, 400, "the default cap"),  # 0.01 lies below them
    ],
)
def test_cap_by_stakes_and_players_dealt(
    capped: RakeSchedule, big_blind: int, players: int, cap: int, entry: str
) -> None:
    taken = expected_rake(capped, facts(10_000, big_blind=big_blind, players=players))
    assert taken.rake == cap
    assert taken.clauses == ("RK-T-1", "RK-T-2")
    assert taken.explanation == (
        f"5% of 10,000 = 500, rounded down to a whole chip: 500; capped at {cap:,} ({entry}): {cap:,}"
    )


def test_a_rake_below_the_cap_is_not_touched(capped: RakeSchedule) -> None:
    # Pot 9.00 at 0.02/0.05 heads-up: 5% = 45 cents, under the 50-cent cap.
    taken = expected_rake(capped, facts(900, big_blind=5, players=2))
    assert taken.rake == 45 and "capped" not in taken.explanation


def test_cap_by_stakes_is_read_in_the_currency_whatever_the_chip(tmp_path: Path) -> None:
    # Dollar chips: big blind 1 chip = 1.00 (second row, 3.00 cap at 5+); pot 100 chips; 5% = 5 chips.
    dollars = schedule_from(tmp_path, edited(("step: 0.01}", "step: 1.00}")))
    taken = expected_rake(dollars, facts(100, chip_value=Decimal("1"), big_blind=1, players=5))
    assert taken.rake == 3


@pytest.mark.parametrize(
    ("mode", "pot", "rake"),
    [
        # step 0.05 = 5 cents; 5% of the pot in cents, then to a multiple of 5.
        ("{mode: down, step: 0.05}", 250, 10),  # 12.5
        ("{mode: up, step: 0.05}", 250, 15),
        ("{mode: nearest, ties: up, step: 0.05}", 250, 15),  # 12.5 is half way between 10 and 15
        ("{mode: nearest, ties: down, step: 0.05}", 250, 10),
        ("{mode: down, step: 0.05}", 270, 10),  # 13.5
        ("{mode: up, step: 0.05}", 270, 15),
        ("{mode: nearest, ties: down, step: 0.05}", 270, 15),  # nearer 15
        ("{mode: nearest, ties: up, step: 0.05}", 240, 10),  # 12: nearer 10
        ("{mode: down, step: 0.05}", 2875, 140),  # 143.75
        ("{mode: up, step: 0.05}", 2875, 145),
        ("{mode: nearest, ties: up, step: 0.05}", 2875, 145),
        ("{mode: up, step: 0.05}", 200, 10),  # 10 exactly: every mode keeps it
        ("{mode: nearest, ties: down, step: 0.05}", 200, 10),
        ("{mode: up, step: 0.01}", 1234, 62),  # 61.7 cents
        ("{mode: nearest, ties: up, step: 0.10}", 1234, 60),  # 61.7 -> nearer 60 than 70
        ("{mode: up, step: 0.10}", 20, 10),  # 1 cent, rounded up to 10: the 20-cent pot holds it
    ],
)
def test_rounding_modes(tmp_path: Path, mode: str, pot: int, rake: int) -> None:
    schedule = schedule_from(tmp_path, edited(("{mode: down, step: 0.01}", mode)))
    assert expected_rake(schedule, facts(pot, big_blind=1000)).rake == rake


def test_rounding_up_never_takes_more_than_the_pot(tmp_path: Path) -> None:
    schedule = schedule_from(tmp_path, edited(("{mode: down, step: 0.01}", "{mode: up, step: 1.00}")))
    # 5% of 40 cents = 2 cents, rounded up to 100 cents: more than the pot, so the pot: 40.
    taken = expected_rake(schedule, facts(40, big_blind=1000))
    assert taken.rake == 40 and taken.pots[0].collected == 0


def test_no_flop_no_drop_variants(tmp_path: Path, capped: RakeSchedule) -> None:
    assert expected_rake(capped, facts(1000, flop=False)).total == 0
    always = schedule_from(tmp_path, edited(("no_flop_no_drop: true", "no_flop_no_drop: false")), "always.yaml")
    # 5% of 10.00 = 50 cents, even before the flop; the no-flop clause is not among those applied.
    taken = expected_rake(always, facts(1000, flop=False))
    assert taken.rake == 50 and "RK-T-3" not in taken.clauses
    # A game without a flop (stud, draw): the schedule names how many betting rounds count.
    rounds = schedule_from(tmp_path, edited(("no_flop_no_drop: true", "no_flop_no_drop: {streets: 2}")), "r.yaml")
    first = expected_rake(rounds, facts(1000, flop=False, streets=1))
    assert first.total == 0 and first.clauses == ("RK-T-3",)
    assert first.explanation == "fewer than 2 betting rounds reached: no rake, no jackpot drop"
    assert expected_rake(rounds, facts(1000, flop=False, streets=2)).rake == 50


def test_side_pots_raked_in_proportion(capped: RakeSchedule) -> None:
    # 10.00 + 6.00 + 4.00 = 20.00; 5% = 100 cents, split 50 / 30 / 20.
    taken = expected_rake(capped, facts(1000, 600, 400, big_blind=1000))
    assert [p.rake for p in taken.pots] == [50, 30, 20]
    assert taken.clauses == ("RK-T-4", "RK-T-1", "RK-T-2")
    assert taken.explanation.startswith("3 pots (1,000 + 600 + 400 = 2,000), raked proportional; 5% of 2,000 = 100")
    # Heads-up at 0.25: cap 50 cents of the 100; shares 25, 15, 10.
    assert [p.rake for p in expected_rake(capped, facts(1000, 600, 400, big_blind=25, players=2)).pots] == [25, 15, 10]


def test_side_pots_proportional_odd_chip(tmp_path: Path) -> None:
    # A 75-cent cap (big blind 10.00: the default): shares 37.5 / 22.5 / 15, rounded down 37 / 22 / 15
    # = 74; the chip left goes to the larger remainder, .5 in the main pot and the first side pot:
    # the main pot, the earlier one, on the tie.
    schedule = schedule_from(tmp_path, edited(("default: 4.00", "default: 0.75")))
    taken = expected_rake(schedule, facts(1000, 600, 400, big_blind=1000))
    assert taken.rake == 75
    assert [p.rake for p in taken.pots] == [38, 22, 15]


def test_side_pots_raked_each_on_its_own(tmp_path: Path) -> None:
    text = edited(("allocation: proportional", "allocation: per_pot"), ("step: 0.01}", "step: 0.05}"))
    schedule = schedule_from(tmp_path, text)
    # 5% of 1000 = 50; of 610 = 30.5 -> 30; of 390 = 19.5 -> 15 (steps of 5): 95 (on the total it would be 100).
    taken = expected_rake(schedule, facts(1000, 610, 390, big_blind=1000))
    assert [p.rake for p in taken.pots] == [50, 30, 15] and taken.rake == 95
    # A 75-cent cap (big blind 10.00: the default):
    capped = schedule_from(tmp_path, text.replace("default: 4.00", "default: 0.75"), "capped.yaml")
    taken = expected_rake(capped, facts(1000, 610, 390, big_blind=1000))
    # 95 cut to 75: the 20 come back from the last pot first (15), then 5 from the one before.
    assert [p.rake for p in taken.pots] == [50, 25, 0] and taken.rake == 75


def test_only_the_main_pot_raked(tmp_path: Path) -> None:
    text = edited(("pots: all\nallocation: proportional", "pots: main"), ("[pots, allocation]", "[pots]"))
    schedule = schedule_from(tmp_path, text)
    taken = expected_rake(schedule, facts(1000, 600, big_blind=1000))
    assert [(p.rake, p.collected) for p in taken.pots] == [(50, 950), (0, 600)]
    assert taken.explanation.startswith("main pot only (1,000; 1 side pot(s) not raked); 5% of 1,000 = 50")


def test_the_jackpot_drop_comes_from_the_main_pot_first(absolute: RakeSchedule) -> None:
    # Pots 0.40 + 20.00 = 20.40: rake 5% = 102 -> 100 (steps of 5); split 100 x 40/2040 = 1.96 -> 1 and
    # 100 x 2000/2040 = 98.04 -> 98, the chip left to the main pot (remainder .96): 2 and 98.
    # The drop (50, base 2,040 >= 500) takes the 38 left in the main pot, then 12 from the side pot.
    taken = expected_rake(absolute, facts(40, 2000))
    assert [(p.rake, p.jackpot, p.collected) for p in taken.pots] == [(2, 38, 0), (98, 12, 1890)]
    assert (taken.rake, taken.jackpot, taken.total) == (100, 50, 150)


@pytest.mark.parametrize(("counts", "rake"), [("true", 50), ("false", 100)])
def test_a_jackpot_drop_counted_toward_the_cap(tmp_path: Path, counts: str, rake: int) -> None:
    jackpot = f"jackpot_drop: {{amount: 0.50, minimum_pot: 1.00, counts_toward_cap: {counts}}}\n"
    text = edited(("pots: all\n", jackpot + "pots: all\n"), append=JACKPOT_CLAUSE)
    schedule = schedule_from(tmp_path, text)
    # Big blind 1.00 (second row), heads-up: cap 1.00. Pot 100.00: 5% = 500 cents. Counted, the drop
    # leaves 50 under the cap; not counted, the rake is the whole 100.
    taken = expected_rake(schedule, facts(10_000, big_blind=100, players=2))
    assert (taken.rake, taken.jackpot) == (rake, 50)
    if counts == "true":
        assert "capped at 100 less the jackpot drop 50 (big blind 0.50 to 2.00, 2 players): 50" in taken.explanation


def test_a_jackpot_drop_from_a_number_of_players_dealt(tmp_path: Path) -> None:
    jackpot = "jackpot_drop: {amount: 0.50, minimum_pot: 1.00, minimum_players: 4, counts_toward_cap: false}\n"
    schedule = schedule_from(tmp_path, edited(("pots: all\n", jackpot + "pots: all\n"), append=JACKPOT_CLAUSE))
    # Pot 20.00 at big blind 10.00 (no row: the default cap 4.00): 5% = 100 cents; the drop from 4 players.
    assert [expected_rake(schedule, facts(2000, big_blind=1000, players=n)).jackpot for n in (2, 3, 4, 9)] == [
        0, 0, 50, 50,
    ]
    assert "no jackpot drop (3 players dealt < 4)" in expected_rake(
        schedule, facts(2000, big_blind=1000, players=3)
    ).explanation
    for bad in ("1", "11", "true", "'3'"):
        text = edited(("pots: all\n", jackpot.replace("minimum_players: 4", f"minimum_players: {bad}") + "pots: all\n"),
                      append=JACKPOT_CLAUSE)  # fmt: skip
        error, _, line = _refused(tmp_path, text, "jackpot_drop:")
        assert (error.location.line, error.location.field_path) == (line, "jackpot_drop.minimum_players")
        assert "expected a number of players dealt from 2 to 10" in error.message


def test_minimum_pot(tmp_path: Path) -> None:
    text = edited(("pots: all\n", "minimum_pot: 1.00\npots: all\n"), append=MINIMUM_CLAUSE)
    schedule = schedule_from(tmp_path, text)
    below = expected_rake(schedule, facts(99, big_blind=1000))
    assert below.total == 0 and below.clauses == ("RK-T-6",)
    assert below.explanation == "pot 99 below the minimum 100: no rake"
    assert expected_rake(schedule, facts(100, big_blind=1000)).rake == 5


def test_impossible_facts_are_refused() -> None:
    with pytest.raises(RakeFactsError, match="a hand has at least the main pot"):
        facts()
    with pytest.raises(RakeFactsError, match=r"pots\[1\]=-5"):
        facts(100, -5)
    with pytest.raises(RakeFactsError, match="chip_value=0.01"):
        PotFacts(pots=(100,), chip_value=0.01, big_blind=2, players_dealt=2, flop_dealt=True, streets_dealt=2)  # type: ignore[arg-type]
    with pytest.raises(RakeFactsError, match="players_dealt=1"):
        facts(100, players=1)
    with pytest.raises(RakeFactsError, match="the flop opens the second betting round"):
        facts(100, flop=True, streets=1)


# -- invariants ------------------------------------------------------------------------------------


@functools.cache
def shipped(name: str) -> RakeSchedule:
    return load_rake_schedule(SCHEDULES / f"{name}.yaml")


@settings(max_examples=300, deadline=None)
@given(
    pots=st.lists(st.integers(min_value=0, max_value=10**9), min_size=1, max_size=9),
    big_blind=st.integers(min_value=1, max_value=10**5),
    players=st.integers(min_value=2, max_value=10),
    flop=st.booleans(),
    which=st.sampled_from(["absolute-poker-2009", "five-percent-cap-3"]),
)
def test_what_is_taken_is_accounted_for_and_never_more_than_the_pot(
    pots: list[int], big_blind: int, players: int, flop: bool, which: str
) -> None:
    schedule = shipped(which)
    if which == "absolute-poker-2009":
        schedule = with_readings(schedule, {"cap_default": "three"})
    taken = expected_rake(schedule, facts(*pots, big_blind=big_blind, players=players, flop=flop))
    assert taken.total == taken.rake + taken.jackpot
    assert taken.rake == sum(p.rake for p in taken.pots)
    assert taken.jackpot == sum(p.jackpot for p in taken.pots)
    assert all(0 <= p.rake and 0 <= p.jackpot and p.collected >= 0 for p in taken.pots)
    assert taken.rake <= 300  # both caps are 3.00
    assert taken.rake <= sum(pots) // 20  # 5%, rounded down
    if not flop:
        assert taken.total == 0


# -- bad schedules ---------------------------------------------------------------------------------


def _snapshot(*folders: Path) -> dict[Path, tuple[bytes, int]]:
    return {
        path: (path.read_bytes(), path.stat().st_mtime_ns)
        for folder in folders
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def _refused(tmp_path: Path, text: str, at: str) -> tuple[SpecError, Path, int]:
    """The refusal of `text` as a schedule file, the file, and the line of `at` in it; a refusal
    changes nothing on disk."""
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    line = text[: text.index(at)].count("\n") + 1
    before = _snapshot(tmp_path, SCHEDULES)
    with pytest.raises(SpecError) as refused:
        load_rake_schedule(path)
    assert _snapshot(tmp_path, SCHEDULES) == before
    return refused.value, path, line


# (what is changed, the text the error points at, its field path, what the message says)
BAD_SCHEDULES = [
    (("percentage: 5%", "percentage: 5"), "percentage: 5", "percentage", "expected a percentage such as '5%'"),
    (("percentage: 5%", "percentage: 150%"), "percentage: 150%", "percentage", "below 100%"),
    (("{mode: down, step: 0.01}", "{mode: sideways, step: 0.01}"), "rounding:", "rounding.mode",
     "one of down, up, nearest, got 'sideways'"),
    (("{mode: down, step: 0.01}", "{mode: nearest, step: 0.01}"), "rounding:", "rounding",
     "missing required field 'ties'"),
    (("{mode: down, step: 0.01}", "{mode: down, step: 0.005}"), "rounding:", "rounding.step",
     "0.005 is not a whole number of the schedule's unit (0.01)"),
    (("default: 4.00", "default: -1"), "default: -1", "cap.default", "expected an amount in the currency"),
    (("default: 4.00", "default: 3.0000000000000001"), "default: 3.0", "cap.default", "write it in quotes"),
    (("default: 4.00", "default: .inf"), "default: .inf", "cap.default", "expected an amount"),
    (("default: 4.00", "default: 20000000000.00"), "default: 2", "cap.default",
     "more than 1,000,000,000,000 units of 0.01"),
    (("{from: 0.50, to: 2.00}", "{from: 0.25, to: 2.00}"), "{from: 0.25, to: 2.00}", "cap.by_stakes[1].big_blind",
     "big blind 0.25 to 2.00 overlaps big blind 0.02 to 0.25"),
    (("{from: 0.50, to: 2.00}", "{from: 2.00, to: 0.50}"), "{from: 2.00, to: 0.50}", "cap.by_stakes[1].big_blind.to",
     "the range ends (0.50) below where it starts (2.00)"),
    (("{2: 0.50, 3-4: 1.00, 5+: 2.00}", "{2: 0.50, 3-4: 1.00}"), "{2: 0.50, 3-4: 1.00}", "cap.by_stakes[0].players",
     "no entry for 5 players dealt"),
    (("{2: 0.50, 3-4: 1.00, 5+: 2.00}", "{2: 0.50, 2-4: 1.00, 5+: 2.00}"), "{2: 0.50, 2-4",
     "cap.by_stakes[0].players", "2 players dealt match 2 and 2-4"),
    (("{2: 0.50, 3-4: 1.00, 5+: 2.00}", "{1: 0.10, 2: 0.50, 3-4: 1.00, 5+: 2.00}"), "{1: 0.10",
     "cap.by_stakes[0].players.1", "expected players dealt from 2 to 10"),
    (("no_flop_no_drop: true", "no_flop_no_drop: sometimes"), "no_flop_no_drop:", "no_flop_no_drop",
     "expected true (no rake unless the flop is dealt), false, or {streets: N}"),
    (("no_flop_no_drop: true", "no_flop_no_drop: {streets: 9}"), "no_flop_no_drop:", "no_flop_no_drop.streets",
     "from 2 to 5"),
    (('unit: "0.01"', "unit: 0"), "unit: 0", "unit", "greater than zero"),
    (('unit: "0.01"', 'unit: "cents"'), "unit:", "unit", "a money unit such as 0.01"),
    (("pots: all\n", "rake_free: true\npots: all\n"), "rake_free: true", "rake_free",
     "unknown field 'rake_free'"),
    (("percentage: 5%\n", ""), "schedule: test-schedule", "(document)", "missing required field 'percentage'"),
    (("allocation: proportional\n", ""), "schedule: test-schedule", "(document)",
     "missing required field 'allocation'"),
    (("pots: all", "pots: main"), "allocation: proportional", "allocation", "only the main pot is raked"),
    (("pots: all", "pots: side"), "pots: side", "pots", "one of all, main, got 'side'"),
    (("governs: [cap]", "governs: [cap, rake]"), "governs: [cap, rake]", "clauses[1].governs[1]",
     "unknown rule field 'rake'"),
    (("governs: [cap]", "governs: [cap, rounding]"), "governs: [cap, rounding]", "clauses[1].governs[1]",
     "rounding is already stated by clause RK-T-1"),
    (("governs: [no_flop_no_drop]", "governs: []"), "- id: RK-T-3", "clauses[2]",
     "clause RK-T-3 states no rule field"),
    (("id: RK-T-2", "id: RK-T-1"), "id: RK-T-1\n    title: Cap", "clauses[1].id", "clause RK-T-1 is defined twice"),
    (("id: RK-T-2", "id: rk two"), "id: rk two", "clauses[1].id", "expected a clause ID such as RK-ABS-1"),
    (("basis: ours\n    governs: [cap]", "basis: ours\n    retired: true\n    governs: [cap]"), "governs: [cap]",
     "clauses[1].governs[0]", "clause RK-T-2 is retired: it can state no rule field"),
    (("basis: ours\n    governs: [cap]", "basis: rumour\n    governs: [cap]"), "basis: rumour", "clauses[1].basis",
     "one of published, inferred, ours"),
]  # fmt: skip


@pytest.mark.parametrize(("change", "at", "field_path", "message"), BAD_SCHEDULES)
def test_a_bad_schedule_is_refused_at_its_line_and_field(
    tmp_path: Path, change: tuple[str, str], at: str, field_path: str, message: str
) -> None:
    error, path, line = _refused(tmp_path, edited(change), at)
    assert (error.location.file, error.location.line, error.location.field_path) == (str(path), line, field_path)
    assert message in error.message
    assert str(error).startswith(f"{path}:{line}:")


JACKPOT = "jackpot_drop: {amount: 0.50, minimum_pot: 0.50, counts_toward_cap: false}\n"
INTERPRETED = """\
interpretations:
  - name: default_cap
    field: cap.default
    default: four
    options: {four: 4.00, none_seen: none}
    evidence: A test.
"""


# (what INTERPRETED says, what it says instead, where the error points, what the message says)
BAD_INTERPRETATIONS = [
    ("default: four", "default: none_seen", "interpretations[0].default",
     "the default option none_seen is none, but cap.default reads 4.00"),
    ("field: cap.default", "field: percentage", "interpretations[0].field",
     "expected one of the fields an interpretation may leave open"),
    ("field: cap.default", "field: minimum_pot", "interpretations[0].field", "the schedule has no minimum_pot field"),
    ("{four: 4.00, none_seen: none}", "{four: 4.00}", "interpretations[0].options", "at least two options"),
]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "at", "field_path", "message"),
    [
        (
            edited(("pots: all\n", JACKPOT + "pots: all\n"), append=JACKPOT_CLAUSE),
            "jackpot_drop:",
            "jackpot_drop.minimum_pot",
            "a pot of 0.50 cannot hold the jackpot drop of 0.50 after a 5% rake: the minimum pot must be at least "
            "0.52631579",
        ),
        (
            edited(("pots: all\n", JACKPOT.replace("minimum_pot: 0.50", "minimum_pot: 3.00") + "pots: all\n")),
            "- id: RK-T-1",
            "clauses",
            "no clause states the jackpot_drop field",
        ),
        *[
            (edited(append=INTERPRETED.replace(said, instead)), instead, field_path, message)
            for said, instead, field_path, message in BAD_INTERPRETATIONS
        ],
    ],
)
def test_a_schedule_inconsistent_across_fields_is_refused(
    tmp_path: Path, text: str, at: str, field_path: str, message: str
) -> None:
    error, _, line = _refused(tmp_path, text, at)
    assert (error.location.line, error.location.field_path) == (line, field_path)
    assert message in error.message


def test_an_interpretation_option_is_checked_like_the_field(tmp_path: Path) -> None:
    jackpot = JACKPOT.replace("minimum_pot: 0.50", "minimum_pot: 3.00")
    text = edited(("pots: all\n", jackpot + "pots: all\n"), append=JACKPOT_CLAUSE) + (
        "interpretations:\n  - name: threshold\n    field: jackpot_drop.minimum_pot\n    default: three\n"
        "    options: {three: 3.00, tiny: 0.10}\n    evidence: A test.\n"
    )
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(SpecError) as refused:
        load_rake_schedule(path)
    assert refused.value.location.field_path == "interpretations[0].options.tiny"
    assert "a pot of 0.10 cannot hold the jackpot drop of 0.50" in refused.value.message


def test_unreadable_and_empty_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(SpecError, match="no such file"):
        load_rake_schedule(tmp_path / "missing.yaml")
    (tmp_path / "empty.yaml").write_text("")
    with pytest.raises(SpecError, match="the file is empty"):
        load_rake_schedule(tmp_path / "empty.yaml")
    with pytest.raises(SpecError, match="is a folder"):
        load_rake_schedule(tmp_path)
