"""The compiled kernel (harness/families/poker_room/phh_kernel.pyx) against the Python engine it compiles
(phh_fast.read_and_play): the same hand read and played, every field, or no answer (the Python
engine then reads the hand), on every real hand of tests/data/phh, on thousands of random hands
(broken ones included) and on real hands spoilt line by line by hypothesis; it answers nearly every
real no-limit hand; and it is used only when it was built from the source beside it."""

from __future__ import annotations

import hashlib
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.families.poker_room import phh_fast
from harness.families.poker_room.hand_history import HandRefused, card_index
from harness.families.poker_room.phh import iter_sections
from harness.runtime.project import project_root
from tests.poker_room.phh_writer import random_texts

DATA = project_root() / "tests" / "data" / "phh"
REAL_FILES = sorted(p for p in DATA.rglob("*") if p.suffix in (".phh", ".phhs"))
CENT = Decimal("0.01")


@pytest.fixture(scope="module")
def kernel() -> Any:
    assert phh_fast.use_kernel(True), "the compiled kernel is not built: pip install -e . builds it (setup.py)"
    return phh_fast.KERNEL[0]


def _python(text: str, unit: Decimal | None) -> tuple[Any, ...] | None:
    """The Python engine's reading, or None where it hands the hand on (to the reference path)."""
    try:
        return phh_fast.read_and_play(text, unit, phh_fast.audit_profile())
    except (phh_fast.Fallback, HandRefused):
        return None


def _same(kernel: Any, text: str, unit: Decimal | None = None) -> bool:
    """Whether the kernel answered; assert that its answer is the Python engine's."""
    factor = 0 if unit is None else {CENT: 100, Decimal(1): 1}[unit]
    found = kernel.play(text, factor, unit, phh_fast.audit_profile().most)
    if found is None:
        return False
    expected = _python(text, unit)
    assert expected is not None, text
    assert expected[-1] is None, text  # (the kernel never words a refusal: it leaves them to Python)
    assert found == expected, text
    assert [type(v) for v in found] == [type(v) for v in expected], text
    return True


def _real_texts() -> list[str]:
    texts = []
    for path in REAL_FILES:
        with open(path, encoding="utf-8", newline="") as handle:
            texts += [section.text for section in iter_sections(iter(handle), multi=path.suffix == ".phhs")]
    return texts


@cache
def _nt_texts() -> list[str]:
    """Every twentieth real no-limit hand and 240 good random ones (read when first asked for, not
    when the module is collected)."""
    real = [text for text in _real_texts() if "variant = 'NT'" in text][::20]
    return real + [text for kind, text in random_texts(6, 300) if kind == "good"]


def test_every_real_hand_is_read_and_played_alike(kernel: Any) -> None:
    answered = python_answers = 0
    for text in _real_texts():
        answered += _same(kernel, text)
        expected = _python(text, None)
        python_answers += expected is not None and expected[-1] is None
        _same(kernel, text, CENT)
    assert python_answers > 2000
    assert answered == python_answers  # every real hand the Python engine plays, the kernel plays


@pytest.mark.parametrize("seed", [4, 5])
def test_random_hands_are_read_and_played_alike(kernel: Any, seed: int) -> None:
    answered = {"good": 0, "broken": 0}
    texts = random_texts(seed, 1500)
    for kind, text in texts:
        answered[kind] += _same(kernel, text)
    good = sum(kind == "good" for kind, _ in texts)
    assert answered["good"] >= 0.9 * good, answered
    assert answered["broken"] > 0, answered


#: Ways a line goes astray: each a (what to find, what to put) in the hand's text, or a line added.
_EDITS = [
    ("= [", "=["), (" = ", "="), (" = ", " \t=  "), ("\n", "\r\n"), ("\n", "  \n"), ("\n", "\t\n"),
    ("\n", "\n\n"), ("\n", "\n# a comment\n"), ("\n", " # a comment\n"), ("'", '"'), ("variant", " variant"),
    ("'NT'", "'FT'"), ("'NT'", "'''NT'''"), ("'NT'", "'NT' # c"), ("false", "true"), ("false", "0"),
    (", ", ","), (", ", " ,  "), ("]", ",]"), ("]", ", ]"), ("[", "[ "), ("0.50", "0.5"), ("0.50", ".5"),
    ("0.50", "5e-1"), ("0.50", "0.500"), ("0.50", "0.505"), ("0.50", "-0.50"), ("0.50", "+0.50"),
    ("0.50", "0_50"), ("0.50", "inf"), ("1,", "01,"), ("1,", "1.,"), ("1,", "1.0,"), ("1,", "1e0,"),
    ("0, ", "0.001, "), ("0, ", "0.5, "), ("0, ", "0.05, "),
    ("1,", "inf,"), ("1,", "nan,"), ("1,", "-inf,"), ("1,", "1_0,"), ("1,", "99999999999999999999,"),
    ("min_bet = ", "min_bet = 0"), ("min_bet = 1", "min_bet = 1.00"), ("min_bet = 1", "min_bet = 0.25"),
    ("min_bet = 1", "min_bet = inf"), ("min_bet = 1", "min_bet = true"), ("min_bet = 1", "min_bet = '1'"),
    ("p1 ", "p01 "), ("p2 ", "p11 "), ("p3 f", "p3  f"), ("p3 f", "p3 f "), ("p3 f", "p3 f # x"),
    (" f'", " F'"), (" cc'", " c'"), ("cbr ", "cbr 0"), ("cbr ", "cbr +"), ("cbr ", "cbr ."), ("cbr 3", "cbr 3."),
    ("cbr 3", "cbr 3.001"), ("cbr 3", "cbr 3e0"), ("????", "??"), ("????", "??????"), ("????", "As"),
    ("????", "AsAs"), ("????", "asKd"), ("????", "Ah??"), ("d db ", "d db ??"), ("d db ", "d db As"),
    (" sm ????", " sm -"), (" sm ????", " sm"), (" sm ????", " sm AsKd"), (" sm ????", " sm As"),
    ("time = ", "time = 24:00:00\nx = "), ("time = 00", "time = 12:00:00.1234567\ny = 00"),
    ("seats", "seats.x"), ("seats", "'seats'"), ("seats", "séats"), ("table", "table = '''A'B'''\nt2"),
    ("table", "table = ''''''\nt3"), ("table", "table = '''x''' # c\nt4"), ("year", "year = 2009-07-01\ny2"),
    ("players", "players = [['a']]\np2"), ("players", "players = ['a', 1]\np3"), ("players", "players = {a = 1}\np4"),
    ("hand", "hand = 0x1F\nh2"), ("hand", "hand = 1_000\nh3"), ("hand", 'hand = "a\\tb"\nh4'),
    ("table", "table = \'\'\'\'A\'\'\'\nt5"), ("table", "table = \'\'\'A\'\'\'\'\nt6"),
    ("table", "table = \'\'\'A\x85\'\'\'\nt7"),
]  # fmt: skip
_ADDED = [
    "variant = 'NT'", "actions = []", "currency = 'JPY'", "currency = ' usd '", "currency = 'xyz'",
    "currency_symbol = 5", "currency = 'EUR'\ncurrency_symbol = '¥'", "bring_in = 1", "ante_trimming_status = 1",
    "ante_trimming_status = true", "[table]", "a.b = 1", "x = '\x01'", "x = '\x7f'", "x = 'a\rb'", "x = '\ud800'",
    "winnings = [inf, inf, inf]", "finishing_stacks = [0, 0]", "winnings = [1, -1]", "seat_count = 6",
    "   ", "\t# note", "\u3000x = 1", "\ufeffx = 1", "k = \"a'b\"", "k = 'a\"b'", "k = '''", "k = ''",
]  # fmt: skip


def test_each_way_a_line_goes_astray_is_read_alike_or_left_to_the_python_engine(kernel: Any) -> None:
    """Every edit at its first and last place in each of a few real hands, and every added line at
    the top and the bottom, each read with the chip found and with cents given."""
    bases = [text for text in _nt_texts() if "????" in text and "cbr 3" in text][:3] + _nt_texts()[:3]
    answered = declined = 0
    for text in bases:
        for find, put in _EDITS:
            for at in {text.find(find), text.rfind(find)} - {-1}:
                edited = text[:at] + put + text[at + len(find) :]
                for unit in (None, CENT):
                    if _same(kernel, edited, unit):
                        answered += 1
                    else:
                        declined += 1
        for line in _ADDED:
            for edited in (f"{line}\n{text}", f"{text}{line}\n"):
                answered += _same(kernel, edited)
    assert answered > 100 and declined > 100, (answered, declined)


def _three_handed(actions: list[str]) -> str:
    return ("variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
            "starting_stacks = [100, 100, 14]\nactions = [" + ", ".join(f"'{a}'" for a in actions) + "]\n")  # fmt: skip


def test_an_all_in_for_less_than_a_raise_does_not_reopen_the_betting(kernel: Any) -> None:
    """p3 (the button, 14 chips) calls 2, p1 raises to 10 (by 8), p2 calls, p3 goes all in to 14:
    4 more, less than a full raise of 8, so p1 and p2, who have acted, may call or fold but not
    raise (HE-5.2: a short all-in does not reopen the betting). The kernel plays the call and
    leaves the raise to the reference path, which refuses it."""
    deals = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cc", "p1 cbr 10", "p2 cc", "p3 cbr 14"]
    board = ["d db AhKhQh", "d db 2c", "d db 3d"]
    checked = ["d db AhKhQh", "p1 cc", "p2 cc", "d db 2c", "p1 cc", "p2 cc", "d db 3d", "p1 cc", "p2 cc"]
    called = _three_handed([*deals, "p1 cc", "p2 cc", *checked])
    assert _same(kernel, called)
    played = kernel.play(called, 0, None, 10)
    assert played[phh_fast.PLAYED_FIELDS.index("committed")] == [14, 14, 14]
    reraised = _three_handed([*deals, "p1 cbr 30", "p2 f", *board])
    assert kernel.play(reraised, 0, None, 10) is None
    assert _python(reraised, None) is None


def test_hole_cards_dealt_one_at_a_time(kernel: Any) -> None:
    """Two cards to a seat in two deals are its hand; a third card is more than Hold'em deals (the
    reference path refuses it)."""
    one_by_one = ["d dh p1 As", "d dh p2 ????", "d dh p3 ????", "d dh p1 Kd", "p3 f", "p1 cc", "p2 cc"]
    played = kernel.play(_three_handed(one_by_one), 0, None, 10)
    assert _same(kernel, _three_handed(one_by_one))
    assert played[phh_fast.PLAYED_FIELDS.index("holes")][0] == (card_index("As"), card_index("Kd"))
    assert kernel.play(_three_handed([*one_by_one[:4], "d dh p1 Qh", *one_by_one[4:]]), 0, None, 10) is None
    assert _python(_three_handed([*one_by_one[:4], "d dh p1 Qh", *one_by_one[4:]]), None) is None


def test_a_board_run_out_is_dealt_flop_turn_and_river(kernel: Any) -> None:
    """All in before the flop, nobody left to bet: the board is still dealt three cards, then one,
    then one (HE-1, HE-3.5); five cards at once is no deal of Hold'em (the reference path refuses it)."""
    all_in = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 14", "p1 f", "p2 cc"]
    run_out = _three_handed([*all_in, "d db AhKhQh", "d db 2c", "d db 3d"])
    assert _same(kernel, run_out)
    assert kernel.play(run_out, 0, None, 10)[phh_fast.PLAYED_FIELDS.index("ran_out")] is True
    at_once = _three_handed([*all_in, "d db AhKhQh2c3d"])
    assert kernel.play(at_once, 0, None, 10) is None
    assert _python(at_once, None) is None


@st.composite
def _spoilt_hand(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(_nt_texts()))
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            find, put = draw(st.sampled_from(_EDITS))
            places = [i for i in range(len(text)) if text.startswith(find, i)]
            if places:
                at = draw(st.sampled_from(places))
                text = text[:at] + put + text[at + len(find) :]
        else:
            lines = text.split("\n")
            lines.insert(draw(st.integers(0, len(lines))), draw(st.sampled_from(_ADDED)))
            text = "\n".join(lines)
    return text


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=_spoilt_hand())
def test_spoilt_hands_are_read_alike_or_left_to_the_python_engine(kernel: Any, text: str) -> None:
    _same(kernel, text)
    _same(kernel, text, CENT)


def test_a_kernel_built_from_another_source_is_not_used(
    kernel: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    source = Path(phh_fast.__file__).with_name("phh_kernel.pyx")
    assert hashlib.sha256(source.read_bytes()).hexdigest() == kernel.SOURCE_SHA256  # built from what is here
    edited = tmp_path / "phh_kernel.pyx"
    edited.write_bytes(source.read_bytes() + b"\n# an edit not compiled\n")
    monkeypatch.setattr(phh_fast, "_KERNEL_SOURCE", edited)
    try:
        assert not phh_fast.use_kernel(True)
        assert "changed since it was compiled" in capsys.readouterr().err
        text = next(t for t in _nt_texts())
        from harness.families.poker_room.phh import PhhSection

        section = PhhSection(name="1", index=1, line=1, text=text, first_line=2)
        assert phh_fast.fast_audit(section, display="x") is not None  # the Python engine audits it
    finally:
        monkeypatch.undo()
        assert phh_fast.use_kernel(True)
