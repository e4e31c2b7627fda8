"""Hostile inputs get exit 2 and a located message (issue 10, items 5 to 9).

Each test reproduces a report of the issue: an input that overflowed silently, read a file it
should not, expanded an alias bomb, raised a traceback or was misread. The README's promise is
the expected outcome: exit 2, `file:line:column: field.path: what is wrong` on stderr, a short
excerpt of the source at most, nothing on stdout.
"""

from __future__ import annotations

import json
import os
import re
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from typer.testing import CliRunner

from harness.cli import app
from harness.core.paytable import load_paytable, paytable_path
from harness.families.lunar.game import REQUIRED_TABLES, TABLE_KINDS
from harness.runtime.project import project_root
from harness.spec.errors import RoundError, SpecError, UsageError
from harness.spec.limits import LARGEST_BATCH, MAX_CHIPS, MAX_PAYS, ROUND_NET_ANTES
from harness.spec.yaml_source import describe_value, load_file, load_text

STANDARD = project_root() / "paytables" / "lunar_poker" / "standard.yaml"
FOLD = {
    "game": "lunar-poker",
    "ante": 10,
    "super": 10,
    "player": ["2h", "5c", "8d", "9s", "Jc"],
    "dealer": ["Kd", "7c", "2d", "9h", "Qs"],
    "decision": "fold",
}
HAND = {
    "game": "holdem",
    "blinds": [10, 20],
    "button": "A",
    "seats": [{"name": "A", "stack": 1000, "hole": ["Ah", "Kh"]}, {"name": "B", "stack": 1000, "hole": ["2c", "3c"]}],
    "board": ["7d", "8d", "9s", "Jc", "2s"],
    "actions": [["A", "call"], ["B", "check"], ["B", "check"], ["A", "check"], ["B", "check"], ["A", "check"],
                ["B", "check"], ["A", "check"]],
}  # fmt: skip
#: The longest error a refusal may print: the located line, a reason, a source excerpt.
SHORT = 1_000


def run(*args: str, stdin: str | None = None) -> Any:
    return CliRunner().invoke(app, list(args), input=stdin)


def refused(result: Any, name: str = "<stdin>", field: str | None = None) -> str:
    """The message of an exit-2 refusal located in `name` (at `field` when given)."""
    assert result.exit_code == 2, (result.exit_code, result.output, result.exception)
    assert result.stdout == ""
    message: str = result.stderr
    assert re.match(rf"^tablecert: error: {re.escape(name)}:\d+:\d+: ", message), message
    if field is not None:
        assert re.match(rf"^tablecert: error: {re.escape(name)}:\d+:\d+: {re.escape(field)}: ", message), message
    assert len(message) < SHORT, message
    return message


def position(text: str, needle: str) -> tuple[int, int]:
    """1-based line and column of `needle` in `text` (the hand-computed location of a value)."""
    before = text[: text.index(needle)]
    return before.count("\n") + 1, len(before) - before.rfind("\n")


def as_yaml(doc: dict[str, Any]) -> str:
    """One `key: value` line per field (a JSON value is a YAML flow value)."""
    return "".join(f"{key}: {json.dumps(value)}\n" for key, value in doc.items())


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def lunar_paytable(path: Path) -> Any:
    return load_paytable(path, game="lunar-poker", table_kinds=TABLE_KINDS, required=REQUIRED_TABLES)


# -- item 5: every amount bounded where it is loaded -----------------------------------------------


@pytest.mark.parametrize("pays", [10**8, 2**63, MAX_PAYS + 1])
def test_a_pay_beyond_the_bound_is_refused_at_load_with_its_location(tmp_path: Path, pays: int) -> None:
    # Reported: a Raise pair paying 10^8 gave `-1,235,550,796% ± 0.0000`; 2^63 crashed later.
    text = STANDARD.read_text().replace(
        "{name: pair, label: Pair, pays: 1,", f"{{name: pair, label: Pair, pays: {pays},"
    )
    path = write(tmp_path / "big.yaml", text)
    line, column = position(text, f"pays: {pays},")
    with pytest.raises(SpecError) as error:
        lunar_paytable(path)
    location = error.value.location
    assert (location.line, location.column) == (line, column + len("pays: "))  # the value itself
    assert location.field_path == "raise.lines[8].pays"
    assert f"at most {MAX_PAYS:,}" in error.value.message


def test_analyze_refuses_the_reported_paytable_instead_of_printing_a_wrapped_figure(tmp_path: Path) -> None:
    text = STANDARD.read_text().replace(
        "{name: pair, label: Pair, pays: 1,", "{name: pair, label: Pair, pays: 100000000,"
    )
    path = write(tmp_path / "big.yaml", text)
    line, column = position(text, "100000000")
    message = refused(
        run("analyze", "lunar-poker", "--exact", "--paytable", str(path)), str(path), "raise.lines[8].pays"
    )
    assert message.startswith(f"tablecert: error: {path}:{line}:{column}: ")


def test_the_largest_pay_still_counts_exactly(tmp_path: Path) -> None:
    text = STANDARD.read_text().replace(
        "{name: four_of_a_kind, label: Four of a kind, pays: 250,",
        f"{{name: four_of_a_kind, label: x, pays: {MAX_PAYS},",
    )
    from harness.families.lunar.exact import analyse_table

    analysis = analyse_table(lunar_paytable(write(tmp_path / "max.yaml", text)).tables["super"])
    # By hand: the standard Super's house edge is 783/15470 (README, `analyze`); the 624 hands
    # of four of a kind are paid on that line either way (it stays the best line), now at
    # MAX_PAYS instead of 250 to 1.
    assert analysis.house_edge == Fraction(783, 15470) - Fraction(624 * (MAX_PAYS - 250), 2_598_960)


def test_the_largest_pays_simulate_alike_on_both_engines(tmp_path: Path) -> None:
    """Every line of every table at MAX_PAYS: the fast engine's int64 sums equal the reference
    engine's Python ints on the same deals (at 10**8 they wrapped)."""
    from harness.families.lunar.game import table_rules
    from harness.families.lunar.simulate import SimulationPlan, simulate

    text = re.sub(r"pays: \d+", f"pays: {MAX_PAYS}", STANDARD.read_text())
    path = write(tmp_path / "all_max.yaml", text)
    interpretations = dict(table_rules(str(path)).interpretations)
    plans = [
        SimulationPlan(paytable=str(path), interpretations=interpretations, rounds=800, seed=3, batch_size=800,
                       engine=engine)
        for engine in ("reference", "fast")
    ]  # fmt: skip
    reference, fast = (simulate(plan, Fraction(0), workers=1).totals for plan in plans)
    assert reference.to_json() == fast.to_json()
    assert abs(reference.rest) <= ROUND_NET_ANTES * 800  # each round within the derived bound


def test_the_pay_bound_keeps_a_batch_of_squares_inside_int64() -> None:
    """The derivation in harness.spec.limits, checked on the arithmetic itself: a batch of the largest
    size whose every round nets the most possible sums its squares exactly in int64, and the
    same with pays of 10**6 to 1 would not."""
    from harness.families.lunar import simulate

    assert simulate.LARGEST_BATCH == LARGEST_BATCH
    worst = np.full(LARGEST_BATCH, ROUND_NET_ANTES, dtype=np.int64)
    assert int((worst * worst).sum()) == ROUND_NET_ANTES**2 * LARGEST_BATCH
    too_big = 6 * 10**6 + 1
    wrapped = np.full(LARGEST_BATCH, too_big, dtype=np.int64)
    assert int((wrapped * wrapped).sum()) != too_big**2 * LARGEST_BATCH


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"ante": MAX_CHIPS + 1, "super": MAX_CHIPS + 1}, "ante"),
        ({"super": MAX_CHIPS + 1}, "super"),
        ({"super": 2**63}, "super"),
        ({"side_supers": [{"on": "dealer", "amount": MAX_CHIPS + 1}]}, "side_supers[0].amount"),
        ({"game": "lunar-poker-finland", "super": None, "decision": "play", "insurance": 10**13}, "insurance"),
        ({"game": "lunar-poker-finland", "super": None, "jackpot": 10**13}, "jackpot"),
    ],
)
def test_round_amounts_beyond_the_bound_are_refused_where_written(change: dict[str, Any], field: str) -> None:
    round_ = {key: value for key, value in {**FOLD, **change}.items() if value is not None}
    message = refused(run("settle", "-", stdin=json.dumps(round_)), field=field)
    assert f"at most {MAX_CHIPS:,}" in message


def test_the_largest_stake_settles_exactly() -> None:
    round_ = {**FOLD, "ante": MAX_CHIPS, "super": MAX_CHIPS}
    result = run("settle", "-", stdin=json.dumps(round_))
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["net"] == -2 * MAX_CHIPS  # a fold loses the Ante and the Super


def _hand(**changes: Any) -> dict[str, Any]:
    return json.loads(json.dumps({**HAND, **changes}))


@pytest.mark.parametrize(
    ("hand", "field"),
    [
        (_hand(seats=[{"name": "A", "stack": MAX_CHIPS + 1, "hole": ["Ah", "Kh"]}, HAND["seats"][1]]),
         "seats[0].stack"),
        (_hand(blinds=[10, MAX_CHIPS + 1]), "blinds[1]"),
        (_hand(ante=MAX_CHIPS + 1), "ante"),
        (_hand(limits={"small_bet": 20, "big_bet": MAX_CHIPS + 1}), "limits.big_bet"),
        (_hand(actions=[["A", "raise", MAX_CHIPS + 1]]), "actions[0][2]"),
        (_hand(result={"A": 2**63, "B": 1000}), "result.A"),
    ],
)  # fmt: skip
def test_hand_amounts_beyond_the_bound_are_refused_where_written(hand: dict[str, Any], field: str) -> None:
    message = refused(run("settle", "-", stdin=json.dumps(hand)), field=field)
    assert f"at most {MAX_CHIPS:,}" in message


def test_the_largest_stacks_settle_and_balance() -> None:
    seats = [{"name": "A", "stack": MAX_CHIPS, "hole": ["Ah", "Kh"]}, {"name": "B", "stack": MAX_CHIPS,
             "hole": ["2c", "3c"]}]  # fmt: skip
    result = run("settle", "-", stdin=json.dumps(_hand(seats=seats, actions=[["A", "all-in"], ["B", "call"]])))
    assert result.exit_code == 0, result.output
    final = json.loads(result.stdout)["final_stacks"]
    # A K high beats 2-3 on 7-8-9-J-2? B pairs the 2: B wins the whole 2 x MAX_CHIPS pot.
    assert final == {"A": 0, "B": 2 * MAX_CHIPS}


# -- item 6: files read only when they are what they claim, echoes short ---------------------------


@pytest.mark.parametrize("paytable", ["/etc/passwd", "../../../../../../etc/passwd", "/etc/shadow", "a/b"])
def test_a_rounds_paytable_is_a_name_in_the_folder_or_a_yaml_file(paytable: str) -> None:
    message = refused(run("settle", "-", stdin=json.dumps({**FOLD, "paytable": paytable})), field="paytable")
    assert "root:" not in message and "give a name in paytables/lunar_poker/" in message


def test_paytable_option_never_reads_a_system_file() -> None:
    result = run("analyze", "lunar-poker", "--exact", "--paytable", "/etc/passwd")
    assert result.exit_code == 2 and result.stdout == ""
    assert "root:" not in result.stderr and ".yaml or .yml" in result.stderr


def test_a_paytable_path_must_be_a_regular_file_of_bounded_size(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "fifo.yaml")  # opening it would block: it is never opened
    (tmp_path / "folder.yaml").mkdir()
    write(tmp_path / "huge.yaml", "# " + "x" * (2**20) + "\n")
    cases = {"fifo.yaml": "not a regular file", "folder.yaml": "not a regular file",
             "huge.yaml": "a paytable is at most 1,048,576", "absent.yaml": "does not exist"}  # fmt: skip
    for name, phrase in cases.items():
        with pytest.raises(UsageError, match=phrase):
            paytable_path("lunar_poker", str(tmp_path / name))
    assert paytable_path("lunar_poker", "standard") == STANDARD


@pytest.mark.parametrize("which", ["device", "fifo", "folder", "huge"])
def test_every_input_file_is_a_regular_file_of_bounded_size(tmp_path: Path, which: str) -> None:
    # Reported: /dev/zero read until memory ran out.
    path = {"device": Path("/dev/zero"), "fifo": tmp_path / "fifo", "folder": tmp_path, "huge": tmp_path / "big"}[which]
    if which == "fifo":
        os.mkfifo(path)
    if which == "huge":
        write(path, "a: " + "x" * (4 * 2**20) + "\n")
    started = time.perf_counter()
    with pytest.raises(RoundError) as error:
        load_file(path, RoundError)
    assert time.perf_counter() - started < 1.0
    assert str(error.value.location) == f"{path}:1:1: (file)"
    phrase = {"device": "not a regular file", "fifo": "not a regular file", "folder": "is a folder", "huge": "at most"}
    assert phrase[which] in error.value.message


def test_stdin_is_read_with_the_same_bound() -> None:
    message = refused(run("settle", "-", stdin="a" * (4 * 2**20 + 1)), field="(file)")
    assert "at most" in message


def test_a_bad_document_is_echoed_only_as_a_short_excerpt(tmp_path: Path) -> None:
    long_line = as_yaml(FOLD).replace("ante: 10", "ante: " + "x" * 50_000)
    message = refused(run("settle", "-", stdin=long_line), field="ante")
    assert "got 'xxx" in message and "...'" in message
    refused(run("settle", "-", stdin=json.dumps({**FOLD, "game": "y" * 50_000})), field="game")
    assert len(describe_value("z" * 10_000)) <= 120
    assert describe_value(10**200) == "a whole number of about 201 digits"


def test_a_paytable_that_is_not_a_paytable_is_not_echoed(tmp_path: Path) -> None:
    path = write(tmp_path / "secret.yaml", "line one of a secret " * 500 + "\n")
    with pytest.raises(SpecError) as error:
        lunar_paytable(path)
    assert len(str(error.value)) < SHORT


# -- item 7: aliases bounded before anything expands them ------------------------------------------

LAUGHS = 'l0: &l0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
    f"l{i}: &l{i} [{','.join([f'*l{i - 1}'] * 9)}]\n" for i in range(1, 9)
)


@pytest.mark.parametrize("tail", ["game: *l8\n", "game: holdem\nblinds: [1, 2]\nbutton: A\nseats: *l8\nactions: []\n"])
def test_an_alias_bomb_is_refused_in_milliseconds(tail: str) -> None:
    # Reported: a 500-byte hand took 66 s and 2.4 GB; `game: *alias` wrote a 72 MB message.
    started = time.perf_counter()
    message = refused(run("settle", "-", stdin=LAUGHS + tail))
    assert time.perf_counter() - started < 1.0
    assert "aliases expanded" in message


def test_a_value_echoed_in_a_message_is_never_expanded() -> None:
    text = "big: &big [" + ", ".join(["[1, 2, 3, 4]"] * 300) + "]\ngame: *big\n"
    message = refused(run("settle", "-", stdin=text), field="game")
    assert "unknown game a list;" in message


def test_too_many_aliases_and_a_recursive_anchor_are_refused() -> None:
    many = "a: &a 1\nb: [" + ", ".join(["*a"] * 1_001) + "]\n"
    assert "aliases" in refused(run("settle", "-", stdin=many))
    assert "contains itself" in refused(run("settle", "-", stdin="game: &g [*g]\n"), field="game[0]")


# -- item 8: no traceback, whatever the input --------------------------------------------------------


def test_deep_nesting_is_refused_with_its_location() -> None:
    message = refused(run("settle", "-", stdin="[" * 1_000 + "]" * 1_000))
    assert "nested more than 50 levels deep" in message
    assert load_text("[" * 50 + "]" * 50, "<t>").is_sequence()  # 50 levels are a document


def test_deep_all_of_in_a_paytable_is_refused_with_its_location(tmp_path: Path) -> None:
    nested = "{all_of: [" * 1_000 + "flush, straight" + "]}" * 1_000
    text = STANDARD.read_text().replace("when: {n_of_a_kind: 2}}", f"when: {nested}}}", 1)
    with pytest.raises(SpecError) as error:
        lunar_paytable(write(tmp_path / "deep.yaml", text))
    assert error.value.location.line == position(text, "when: {all_of: [{all_of")[0]
    assert "nested more than 50 levels deep" in error.value.message


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ('{"game": "lunar-poker", "ante": ' + "1" * 5_000 + "}", "ante"),
        ("game: lunar-poker\nante: " + "1" * 5_000 + "\n", "ante"),
        ("game: lunar-poker\nante: !!float ten\n", "ante"),
        ('game: lunar-poker\nante: !!int ""\n', "ante"),
        ("game: lunar-poker\nante: !!bool maybe\n", "ante"),
        ("game: lunar-poker\nante: !!python/object:os.system x\n", "ante"),
        ("game: lunar-poker\nante: 2024-13-45\n", "ante"),
        ("{[1, 2]: 3, game: lunar-poker}", "(document)"),
        ("? {a: 1}\n: 3\ngame: lunar-poker\n", "(document)"),
    ],
)
def test_numbers_tags_and_keys_that_used_to_raise_are_refused_where_written(text: str, field: str) -> None:
    refused(run("settle", "-", stdin=text), field=field)


def test_a_bad_replay_line_is_one_refused_hand_and_the_audit_goes_on(tmp_path: Path) -> None:
    # Reported: a replay line nested 1,000+ deep aborted a whole day's audit.
    good = json.dumps(HAND)
    big_stack = _hand(seats=[{"name": "A", "stack": 2**63, "hole": ["Ah", "Kh"]}, HAND["seats"][1]])
    lines = [
        good,
        "[" * 100_000 + "]" * 100_000,
        '{"game": "holdem", "blinds": [1, ' + "1" * 5_000 + "]}",
        json.dumps({**HAND, "id": {"a": [1, 2]}}),
        '{"game": "' + "y" * 2**20 + '"}',
        json.dumps(big_stack),
        good,
    ]
    path = write(tmp_path / "day.jsonl", "\n".join(lines) + "\n")
    result = run("replay", str(path), "--json")
    assert result.exit_code == 1, result.output  # some hands refused: a failed check, not unusable input
    report = json.loads(result.stdout)
    totals = report["totals"]
    assert (totals["lines_with_hands"], totals["settled"], totals["refused"], totals["malformed"]) == (7, 2, 2, 3)
    where = {issue["line"]: (issue["kind"], issue["where"]) for issue in report["issues"]}
    assert where[2] == ("malformed", f"{path}:2") and where[3] == ("malformed", f"{path}:3")
    assert where[5] == ("malformed", f"{path}:5")
    assert where[4][0] == "refused" and re.fullmatch(rf"{re.escape(str(path))}:4:\d+: id", where[4][1])
    assert where[6][0] == "refused" and re.fullmatch(rf"{re.escape(str(path))}:6:\d+: seats\[0\]\.stack", where[6][1])
    assert all(len(issue["reason"]) < SHORT for issue in report["issues"])


@pytest.mark.parametrize("which", ["folder", "device"])
def test_replay_refuses_a_folder_or_a_device_at_once(tmp_path: Path, which: str) -> None:
    result = run("replay", str(tmp_path) if which == "folder" else "/dev/zero")
    assert result.exit_code == 2 and result.stdout == ""
    assert ("is a folder" if which == "folder" else "not a regular file") in result.stderr


def test_a_name_longer_than_the_file_system_allows_is_refused() -> None:
    name = "a" * 300
    result = run("settle", name)
    assert result.exit_code == 2 and result.stdout == "" and "File name too long" in result.stderr
    result = run("analyze", "lunar-poker", "--exact", "--paytable", name + ".yaml")
    assert result.exit_code == 2 and result.stdout == "" and "File name too long" in result.stderr


@pytest.mark.parametrize(
    "command",
    [
        ["analyze", "lunar-poker", "--exact"],
        ["certify", "lunar-poker"],
        ["diff", "standard", "standard"],
        ["shuffle-test", "nothing.txt"],
        ["shuffle-power"],
        ["shuffle-log", "10", "--out", "never.txt"],
    ],
)
def test_a_negative_seed_is_refused_by_every_command_that_takes_one(command: list[str], tmp_path: Path) -> None:
    result = run(*command, "--seed", "-1")
    assert result.exit_code == 2 and result.stdout == ""
    assert "--seed" in result.stderr
    assert not Path("never.txt").exists()


def test_shuffle_log_refuses_a_folder_before_dealing(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    result = run("shuffle-log", "10", "--out", str(folder))
    assert result.exit_code == 2 and "is a folder" in result.stderr and result.stdout == ""
    assert list(folder.iterdir()) == [] and sorted(p.name for p in tmp_path.iterdir()) == ["out"]


# -- item 9: integer forms, duplicate seats, device logs ----------------------------------------------


def test_hex_underscored_and_anchored_whole_numbers_are_the_numbers_they_are() -> None:
    # Reported: refused with "expected a whole number ... got 100".
    text = (
        "game: holdem\nblinds: [0x0a, 2_0]\nbutton: A\n"
        "seats:\n  - {name: A, stack: &s 1_000, hole: [Ah, Kh]}\n  - {name: B, stack: *s, hole: [2c, 3c]}\n"
        "actions: [[A, fold]]\n"
    )
    result = run("settle", "-", stdin=text)
    assert result.exit_code == 0, result.output
    ledger = json.loads(result.stdout)
    assert ledger["stakes"]["blinds"] == [10, 20]
    assert ledger["final_stacks"] == {"A": 990, "B": 1010}  # A (button, small blind) folds its 10 to B
    lunar = as_yaml(FOLD).replace("ante: 10", "ante: &a 0x0a").replace("super: 10", "super: *a")
    result = run("settle", "-", stdin=lunar)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["net"] == -20  # the fold loses Ante 10 and Super 10


def test_an_anchored_true_is_not_one_chip() -> None:
    # ruamel gives an anchored `true` as an int subclass: it must stay a boolean.
    text = as_yaml(FOLD).replace("ante: 10", "ante: &t true")
    assert "got true (a boolean)" in refused(run("settle", "-", stdin=text), field="ante")


def test_others_naming_one_player_twice_is_refused() -> None:
    # Reported: `others` with keys '2' and 2 dropped one hand and skipped the duplicate-card check.
    text = (
        "game: lunar-poker\nante: 10\nsuper: 10\nplayer: [2h, 5c, 8d, 9s, Jc]\ndealer: [Kd, 7c, 2d, 9h, Qs]\n"
        "decision: fold\nside_supers: [{on: 'player:2', amount: 5}]\n"
        "others:\n  '2': [3h, 4h, 6h, Th, Qh]\n  2: [2h, 4d, 6d, Td, Qd]\n"
    )
    line, column = position(text, "2: [2h")
    message = refused(run("settle", "-", stdin=text), field="others.2")
    assert message.startswith(f"tablecert: error: <stdin>:{line}:{column}: others.2: 2 and '2' name the same")


def test_a_hand_naming_one_seat_twice_in_its_result_is_refused() -> None:
    text = json.dumps({**HAND, "result": {}})[:-2] + '"A": 1000, "A": 1000}}'
    refused(run("settle", "-", stdin=text))
    yaml_text = as_yaml(HAND) + "result: {2: 5, '2': 6}\n"
    assert "name the same" in refused(run("settle", "-", stdin=yaml_text), field="result.2")


@pytest.mark.parametrize("which", ["folder", "device"])
def test_shuffle_test_says_what_the_log_is_when_it_is_not_a_file(tmp_path: Path, which: str) -> None:
    path = str(tmp_path) if which == "folder" else "/dev/null"
    result = run("shuffle-test", path, "--out", str(tmp_path / "report"))
    assert result.exit_code == 2 and result.stdout == ""
    assert "no such file" not in result.stderr
    assert ("is a folder" if which == "folder" else "not a regular file") in result.stderr
