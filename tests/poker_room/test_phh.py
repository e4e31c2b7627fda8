"""The PHH reader and audit on hands written here, with every expected amount worked by hand
from the rules (rules_spec/holdem.yaml, omaha_hi_lo_8.yaml) and the PHH standard."""

from __future__ import annotations

import json
import os
import tomllib
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from harness.cli import app
from harness.families.poker_room.phh_toml import fast_loads

RUNNER = CliRunner()


def hand(**fields: object) -> str:
    """A hand in PHH TOML: a heads-up no-limit hand unless fields say otherwise."""
    base: dict[str, object] = {
        "variant": "'NT'", "antes": "[0, 0]", "blinds_or_straddles": "[1, 2]", "min_bet": "2",
        "starting_stacks": "[200, 200]", "actions": "['d dh p1 AsKs', 'd dh p2 7c2d', 'p2 f']",
    }  # fmt: skip
    base.update({key: str(value) for key, value in fields.items()})
    return "".join(f"{key} = {value}\n" for key, value in base.items())


def replay(tmp_path: Path, *texts: str, suffix: str = ".phh", args: tuple[str, ...] = ()) -> tuple[int, list[dict]]:
    paths = []
    for number, text in enumerate(texts):
        path = tmp_path / f"hand{number}{suffix}"
        path.write_text(text, encoding="utf-8")
        paths.append(str(path))
    result = RUNNER.invoke(app, ["replay", *paths, "--jsonl", *args])
    lines = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    return result.exit_code, lines


def test_heads_up_the_button_posts_the_small_blind_and_folds_first(tmp_path: Path) -> None:
    """PHH writes heads-up blinds reversed: p1 posts the 2, p2 (the button) the 1 and acts
    first; p2 folds: p1 wins 3 and ends with 201."""
    code, [line] = replay(tmp_path, hand(winnings="[3, 0]"))
    assert code == 0
    assert line["status"] == "ok"
    assert line["finishing_stacks"] == [201, 199]
    assert line["rake"] == {"expected": 0, "recorded": 0}
    assert line["hand"] == 1 and line["game"] == "holdem"


def test_a_straddle_is_the_bet_to_call_and_the_straddler_acts_last(tmp_path: Path) -> None:
    """Blinds 1/2 and a straddle of 4 (p3): p4 acts first; p4 calls 4, p1 and p2 fold, p3 checks
    its option, then everything is checked down; p4's 7s beat p3's K-high on the board.
    Pot 1 + 2 + 4 + 4 = 11: p4 ends with 100 - 4 + 11 = 107."""
    actions = ("['d dh p1 2s3d', 'd dh p2 4s5d', 'd dh p3 Kc9d', 'd dh p4 7c7d', 'p4 cc', 'p1 f', 'p2 f', 'p3 cc', "
               "'d db 2c8hTs', 'p3 cc', 'p4 cc', 'd db Jd', 'p3 cc', 'p4 cc', 'd db 3s', 'p3 cc', 'p4 cc', "
               "'p3 sm Kc9d', 'p4 sm 7c7d']")  # fmt: skip
    text = hand(antes="[0, 0, 0, 0]", blinds_or_straddles="[1, 2, 4, 0]", starting_stacks="[100, 100, 100, 100]",
                actions=actions)  # fmt: skip
    code, [line] = replay(tmp_path, text)
    assert (code, line["status"]) == (0, "ok"), line
    assert line["finishing_stacks"] == [99, 98, 96, 107]


def test_a_big_blind_ante_is_dead_money(tmp_path: Path) -> None:
    """Three players, antes [0, 2, 0]: p2 (the big blind) antes 2 besides its blind 2; p3 and p1
    fold; p2's unmatched blind 1 comes back, never its ante: p2 ends with 100 - 4 + 1 + 3 = 100 + 1."""
    text = hand(antes="[0, 2, 0]", blinds_or_straddles="[1, 2, 0]", starting_stacks="[100, 100, 100]",
                actions="['d dh p1 2s3d', 'd dh p2 4s5d', 'd dh p3 Kc9d', 'p3 f', 'p1 f']")  # fmt: skip
    code, [line] = replay(tmp_path, text)
    assert line["finishing_stacks"] == [99, 101, 100]


def test_cents_become_exact_chips_and_come_back_in_the_files_units(tmp_path: Path) -> None:
    """Blinds 0.05/0.10 with currency USD: the chip is a cent; p2 raises to 0.35, p1 folds."""
    text = hand(blinds_or_straddles="[0.05, 0.10]", min_bet="0.10", starting_stacks="[10.00, 7.33]",
                currency="'USD'", actions="['d dh p1 ????', 'd dh p2 ????', 'p2 cbr 0.35', 'p1 f']",
                winnings="[0, 0.20]")  # fmt: skip
    code, [line] = replay(tmp_path, text)
    assert line["status"] == "ok", line
    assert line["finishing_stacks"] == [9.9, 7.43]


def test_an_amount_finer_than_the_stated_unit_is_refused_naming_the_field(tmp_path: Path) -> None:
    text = hand(blinds_or_straddles="[0.05, 0.10]", min_bet="0.10", starting_stacks="[10.005, 7.33]")
    code, [line] = replay(tmp_path, text, args=("--unit", "0.01"))
    assert code == 1 and line["status"] == "refused"
    assert "starting_stacks[0]: 10.005 is not a whole number of the unit 0.01" in line["messages"][0]
    assert line["messages"][0].split(":")[1] == "5"  # the line of starting_stacks


def test_a_muck_at_the_showdown_gives_up_the_pot(tmp_path: Path) -> None:
    actions = ("['d dh p1 AsAd', 'd dh p2 7c2d', 'p2 cc', 'p1 cc', 'd db 2c8hTs', 'p1 cc', 'p2 cc', 'd db Jd', "
               "'p1 cc', 'p2 cc', 'd db 3s', 'p1 cc', 'p2 cc', 'p1 sm', 'p2 sm 7c2d']")  # fmt: skip
    code, [line] = replay(tmp_path, hand(actions=actions))
    assert line["finishing_stacks"] == [198, 202]


def test_unknown_cards_at_the_showdown_are_checked_against_the_recorded_winnings(tmp_path: Path) -> None:
    """The room never showed the cards: the rules cannot award the pot, but the recorded
    winnings must be a possible award; giving the pot to a player who folded is a discrepancy."""
    actions = ("['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 f', 'p1 cc', 'p2 cc', 'd db 2c8hTs', "
               "'p1 cc', 'p2 cc', 'd db Jd', 'p1 cc', 'p2 cc', 'd db 3s', 'p1 cc', 'p2 cc', 'p1 sm ????', "
               "'p2 sm ????']")  # fmt: skip
    base = {"antes": "[0, 0, 0]", "blinds_or_straddles": "[1, 2, 0]", "starting_stacks": "[50, 50, 50]",
            "actions": actions}  # fmt: skip
    code, [line] = replay(tmp_path, hand(**base, winnings="[4, 0, 0]"))
    assert line["status"] == "ok" and line["finishing_stacks"] == [52, 48, 50]
    assert "a possible award" in line["messages"][0]
    code, [line] = replay(tmp_path, hand(**base, winnings="[0, 0, 4]"))
    assert line["status"] == "discrepancy" and line["finishing_stacks"] is None
    code, [line] = replay(tmp_path, hand(**base))
    assert line["status"] == "ok" and line["finishing_stacks"] is None


def test_a_wrong_recorded_stack_is_a_discrepancy_naming_both_amounts(tmp_path: Path) -> None:
    code, [line] = replay(tmp_path, hand(finishing_stacks="[200, 200]"))
    assert code == 1 and line["status"] == "discrepancy"
    assert "p1 finished with 200, the rules give 201" in line["messages"]


def test_illegal_and_unread_hands_are_refused_and_the_run_goes_on(tmp_path: Path) -> None:
    sections = "\n".join([
        "[1]\n" + hand(),
        "[2]\n" + hand(actions="['d dh p1 AsKs', 'd dh p2 7c2d', 'p1 f']"),  # p2 acts first heads-up
        "[3]\n" + hand(variant="'FX'"),  # every variant of the standard is read: a code it does not have
        "[4]\n" + "variant = 'NT'\nantes = [0, 0\n",
        "[5]\n" + hand(actions="['d dh p1 AsKs', 'd dh p2 AsKs', 'p2 f']"),
        "[6]\n" + hand(winnings="[3, 0]"),
    ])  # fmt: skip
    code, lines = replay(tmp_path, sections, suffix=".phhs")
    assert code == 1
    assert [line["hand"] for line in lines] == ["1", "2", "3", "4", "5", "6"]
    assert [line["status"] for line in lines] == ["ok", "refused", "refused", "refused", "refused", "ok"]
    assert "acts out of turn" in lines[1]["messages"][0]
    assert "unknown variant code 'FX'" in lines[2]["messages"][0]
    assert "not TOML" in lines[3]["messages"][0]
    assert "dealt twice" in lines[4]["messages"][0]
    assert lines[1]["source"].endswith(":9")  # the [2] header's line


@pytest.mark.parametrize("make", ["folder", "missing", "text_before_sections"])
def test_an_unusable_file_exits_2(tmp_path: Path, make: str) -> None:
    path = tmp_path / "hands.phhs"
    if make == "folder":
        path.mkdir()
    elif make == "text_before_sections":
        path.write_text("variant = 'NT'\n[1]\n" + hand(), encoding="utf-8")
    result = RUNNER.invoke(app, ["replay", str(path), "--jsonl"])
    assert result.exit_code == 2, result.output
    assert "tablecert: error:" in result.stderr


def test_the_same_lines_with_one_worker_or_two(tmp_path: Path) -> None:
    text = "\n".join(f"[{n}]\n" + hand(winnings="[3, 0]") for n in range(1, 1202))
    path = tmp_path / "many.phhs"
    path.write_text(text, encoding="utf-8")
    one = RUNNER.invoke(app, ["replay", str(path), "--jsonl", "--jobs", "1"])
    two = RUNNER.invoke(app, ["replay", str(path), "--jsonl", "--jobs", "2"])
    assert one.exit_code == two.exit_code == 0
    assert one.stdout == two.stdout
    assert len(one.stdout.splitlines()) == 1201


def test_the_report_names_its_inputs_by_sha256(tmp_path: Path) -> None:
    path = tmp_path / "day.phhs"
    path.write_text("[1]\n" + hand(winnings="[3, 0]"), encoding="utf-8")
    out = tmp_path / "report"
    result = RUNNER.invoke(app, ["replay", str(path), "--out", str(out)])
    assert result.exit_code == 0, result.output
    data = json.loads((out / "report.json").read_text(encoding="utf-8"))
    import hashlib

    assert data["inputs"][0]["sha256"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert data["totals"]["hands_read"] == 1
    assert sorted(os.listdir(out)) == ["manifest.json", "report.html", "report.json", "report.pdf"]


_KEYS = st.sampled_from(["variant", "antes", "actions", "min_bet", "hand", "players"])
_SCALARS = st.one_of(
    st.integers(-10**6, 10**6).map(str),
    st.decimals(allow_nan=False, allow_infinity=False, places=2, min_value=-1000, max_value=1000).map(str),
    st.text(alphabet="abcdefg ?#,'\"[]\\\x01\x7f\r\x0b\té", max_size=12).map(lambda t: f"'{t}'"),
    st.text(alphabet="abcdefg ?#,'[]\\\x01\x7f\r\té", max_size=12).map(lambda t: f'"{t}"'),
    st.sampled_from(["true", "false", "inf", "nan", "00:00:09", "1e3", "0x1f", "[", "]", "''", "'''x'''",
                     "'''AMY'S AVE'''", "''''x'''",
                     "'''x''''", "'''x'''y", "'''a''b'''", "''''''", "'''x''' # note", "'''a\tb'''", "'''é'''"]),
)
_VALUES = st.one_of(_SCALARS, st.lists(_SCALARS, max_size=4).map(lambda items: "[" + ", ".join(items) + "]"),
                    st.lists(_SCALARS, max_size=3).map(lambda items: "[" + ",,".join(items) + ",]"))  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(st.tuples(_KEYS, _VALUES, st.sampled_from(["", "  # note", " "])), max_size=5))
def test_the_fast_reader_never_reads_other_than_tomllib(lines: list[tuple[str, str, str]]) -> None:
    text = "".join(f"{key} = {value}{tail}\n" for key, value, tail in lines)
    fast = fast_loads(text)
    if fast is None:
        return
    assert fast == tomllib.loads(text, parse_float=Decimal)
