"""The PHH kernel (harness/families/poker_room/phh_kernel.py) compiled against the same source run
uncompiled: the same hand read and played, every field of the same type, or no answer from either
(the reference path then audits the hand), on every real hand of tests/data/phh, on thousands of
random hands (broken ones included) and on real hands spoilt line by line; it answers nearly every
real no-limit hand; what it leaves alone the reference path refuses; and the compiled module is used
only when it was built from the source beside it. (tests/poker_room/test_phh_fast.py holds the audit
it leads to equal to the reference path's.)"""

from __future__ import annotations

import hashlib
import re
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.families.poker_room import phh_fast
from harness.families.poker_room.hand_history import card_index
from harness.families.poker_room.phh import PhhSection, iter_sections
from harness.families.poker_room.phh_audit import reference_audit_section
from harness.runtime.project import project_root
from tests.poker_room.phh_writer import random_texts

DATA = project_root() / "tests" / "data" / "phh"
REAL_FILES = sorted(p for p in DATA.rglob("*") if p.suffix in (".phh", ".phhs"))
CENT = Decimal("0.01")
KERNEL_SOURCE = Path(phh_fast.__file__).with_name("phh_kernel.py")


@pytest.fixture(scope="module")
def compiled() -> Any:
    kernel = phh_fast.kernel_module(compiled=True)
    assert kernel.COMPILED, "the kernel is not compiled: `python3 setup.py build_ext --inplace` (or pip install -e .)"
    return kernel


@pytest.fixture(scope="module")
def uncompiled() -> Any:
    kernel = phh_fast.kernel_module(compiled=False)
    assert not kernel.COMPILED
    return kernel


#: The no-limit rules as written (the profile's codes: the bet plus the largest raise; a short
#: all-in neither reopens the betting nor sets the minimum raise), and each rule a mutant may
#: put in their place (games.MinimumRaise codes 1 and 2, the two flags).
WRITTEN = (0, False, False)
MUTATED = ((1, False, False), (2, False, False), (0, True, False), (0, False, True))


def _play(kernel: Any, text: str, factor: int = 0, unit: Decimal | None = None, most: int = 10,
          rules: tuple[int, bool, bool] = WRITTEN) -> Any:  # fmt: skip
    return kernel.play(text, factor, unit, most, *rules)


def _same(compiled: Any, uncompiled: Any, text: str, unit: Decimal | None = None,
          rules: tuple[int, bool, bool] = WRITTEN) -> bool:  # fmt: skip
    """Whether the kernel answered; assert that the compiled module and the source run uncompiled
    answer alike, value for value and type for type."""
    factor = 0 if unit is None else {CENT: 100, Decimal(1): 1}[unit]
    most = phh_fast.audit_profile().most
    found = _play(compiled, text, factor, unit, most, rules)
    expected = _play(uncompiled, text, factor, unit, most, rules)
    assert found == expected, text
    if found is None:
        return False
    assert [type(v) for v in found] == [type(v) for v in expected], text
    assert found[-1] is None, text  # (no refusal worded: a hand the rules refuse is the reference path's)
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


def test_every_real_hand_is_read_and_played_alike(compiled: Any, uncompiled: Any) -> None:
    texts = _real_texts()
    answered = sum(_same(compiled, uncompiled, text) for text in texts)
    answered_in_cents = sum(_same(compiled, uncompiled, text, CENT) for text in texts)
    no_limit = sum("variant = 'NT'" in text for text in texts)
    assert answered > 2000 and answered >= 0.95 * no_limit, (answered, no_limit)
    assert answered_in_cents > 0


@pytest.mark.parametrize("rules", MUTATED, ids=str)
def test_the_rules_a_mutant_puts_in_force_are_played_alike(compiled: Any, uncompiled: Any,
                                                          rules: tuple[int, bool, bool]) -> None:  # fmt: skip
    texts = _nt_texts()
    assert sum(_same(compiled, uncompiled, text, rules=rules) for text in texts) > 0.8 * len(texts)


@pytest.mark.parametrize("seed", [4, 5])
def test_random_hands_are_read_and_played_alike(compiled: Any, uncompiled: Any, seed: int) -> None:
    answered = {"good": 0, "broken": 0}
    texts = random_texts(seed, 1500)
    for kind, text in texts:
        answered[kind] += _same(compiled, uncompiled, text)
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



def test_each_way_a_line_goes_astray_is_read_alike_or_left_to_the_reference_path(
    compiled: Any, uncompiled: Any
) -> None:
    """Every edit at its first and last place in each of a few real hands, and every added line at
    the top and the bottom, each read with the chip found and with cents given."""
    bases = [text for text in _nt_texts() if "????" in text and "cbr 3" in text][:3] + _nt_texts()[:3]
    answered = declined = 0
    for text in bases:
        for find, put in _EDITS:
            for at in {text.find(find), text.rfind(find)} - {-1}:
                edited = text[:at] + put + text[at + len(find) :]
                for unit in (None, CENT):
                    if _same(compiled, uncompiled, edited, unit):
                        answered += 1
                    else:
                        declined += 1
        for line in _ADDED:
            for edited in (f"{line}\n{text}", f"{text}{line}\n"):
                answered += _same(compiled, uncompiled, edited)
    assert answered > 100 and declined > 100, (answered, declined)


def _three_handed(actions: list[str]) -> str:
    return ("variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
            "starting_stacks = [100, 100, 14]\nactions = [" + ", ".join(f"'{a}'" for a in actions) + "]\n")  # fmt: skip


def _refused_by_the_reference_path(text: str) -> bool:
    section = PhhSection(name="1", index=1, line=1, text=text, first_line=2)
    return reference_audit_section(section, display="x").status == "refused"


def _field(played: tuple[Any, ...], name: str) -> Any:
    return played[phh_fast.PLAYED_FIELDS.index(name)]


def test_an_all_in_for_less_than_a_raise_does_not_reopen_the_betting(compiled: Any, uncompiled: Any) -> None:
    """p3 (the button, 14 chips) calls 2, p1 raises to 10 (by 8), p2 calls, p3 goes all in to 14:
    4 more, less than a full raise of 8, so p1 and p2, who have acted, may call or fold but not
    raise (HE-5.2: a short all-in does not reopen the betting). The kernel plays the call and
    leaves the raise to the reference path, which refuses it."""
    deals = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cc", "p1 cbr 10", "p2 cc", "p3 cbr 14"]
    board = ["d db AhKhQh", "d db 2c", "d db 3d"]
    checked = ["d db AhKhQh", "p1 cc", "p2 cc", "d db 2c", "p1 cc", "p2 cc", "d db 3d", "p1 cc", "p2 cc"]
    called = _three_handed([*deals, "p1 cc", "p2 cc", *checked])
    assert _same(compiled, uncompiled, called)
    assert _field(_play(compiled, called), "committed") == [14, 14, 14]
    reraised = _three_handed([*deals, "p1 cbr 30", "p2 f", *board])
    assert not _same(compiled, uncompiled, reraised)
    assert _refused_by_the_reference_path(reraised)


def test_hole_cards_dealt_one_at_a_time(compiled: Any, uncompiled: Any) -> None:
    """Two cards to a seat in two deals are its hand; a third card is more than Hold'em deals (the
    reference path refuses it)."""
    one_by_one = ["d dh p1 As", "d dh p2 ????", "d dh p3 ????", "d dh p1 Kd", "p3 f", "p1 cc", "p2 cc"]
    assert _same(compiled, uncompiled, _three_handed(one_by_one))
    played = _play(compiled, _three_handed(one_by_one))
    assert _field(played, "holes")[0] == (card_index("As"), card_index("Kd"))
    three_cards = _three_handed([*one_by_one[:4], "d dh p1 Qh", *one_by_one[4:]])
    assert not _same(compiled, uncompiled, three_cards)
    assert _refused_by_the_reference_path(three_cards)


def test_a_board_run_out_is_dealt_flop_turn_and_river(compiled: Any, uncompiled: Any) -> None:
    """All in before the flop, nobody left to bet: the board is still dealt three cards, then one,
    then one (HE-1, HE-3.5); five cards at once is no deal of Hold'em (the reference path refuses it)."""
    all_in = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 14", "p1 f", "p2 cc"]
    run_out = _three_handed([*all_in, "d db AhKhQh", "d db 2c", "d db 3d"])
    assert _same(compiled, uncompiled, run_out)
    assert _field(_play(compiled, run_out), "ran_out") is True
    at_once = _three_handed([*all_in, "d db AhKhQh2c3d"])
    assert not _same(compiled, uncompiled, at_once)
    assert _refused_by_the_reference_path(at_once)


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


# (a small sample: the source uncompiled takes about 0.3 ms a hand)
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=_spoilt_hand())
def test_spoilt_hands_are_read_alike_or_left_to_the_reference_path(compiled: Any, uncompiled: Any, text: str) -> None:
    _same(compiled, uncompiled, text)
    _same(compiled, uncompiled, text, CENT)


def test_the_c_array_sizes_are_the_uncompiled_sizes(uncompiled: Any) -> None:
    """phh_kernel.pxd gives the compiled module its array sizes as C constants; the source gives
    the same numbers where it runs uncompiled."""
    declared = dict(re.findall(r"^    (\w+) = (\d+)", KERNEL_SOURCE.with_suffix(".pxd").read_text(), re.M))
    assert declared and {name: getattr(uncompiled, name) for name in declared} == {
        name: int(size) for name, size in declared.items()
    }


def test_a_kernel_built_from_another_source_is_not_used(
    compiled: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert hashlib.sha256(KERNEL_SOURCE.read_bytes()).hexdigest() == compiled.SOURCE_SHA256  # built from what is here
    edited = tmp_path / "phh_kernel.py"
    edited.write_bytes(KERNEL_SOURCE.read_bytes() + b"\n# an edit not compiled\n")
    monkeypatch.setattr(phh_fast, "_KERNEL_SOURCE", edited)
    try:
        assert not phh_fast.use_compiled(True)
        assert "changed since it was compiled" in capsys.readouterr().err
        assert Path(phh_fast.KERNEL[0].__file__) == edited  # the edited source, run uncompiled
        section = PhhSection(name="1", index=1, line=1, text=_nt_texts()[0], first_line=2)
        found = phh_fast.fast_audit(section, display="x")
        assert found is not None and found == reference_audit_section(section, display="x")
    finally:
        monkeypatch.undo()
        assert phh_fast.use_compiled(True)
