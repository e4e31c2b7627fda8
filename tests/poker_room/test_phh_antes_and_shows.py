"""Three readings of a PHH hand that real tournament hands need (the 2023 WSOP final table of
tests/data/phh/wsop/2023-43-5): antes that are dead money (`ante_trimming_status`), cards shown
before the last street of a stud all-in, and a refused action named by its place in the file's
`actions`. Expected values are worked out by hand below and checked against pokerkit, which
reads the same files independently."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from harness.families.poker_room.phh import PhhSection, iter_sections
from harness.families.poker_room.pots import build_pots
from harness.runtime.project import project_root
from tests.poker_room.pokerkit_phh import pokerkit_outcome

WSOP = project_root() / "tests" / "data" / "phh" / "wsop" / "2023-43-5"


def _replay(path: Path) -> dict[str, object]:
    run = subprocess.run([sys.executable, "-m", "harness.cli", "replay", str(path), "--jsonl"], capture_output=True,
                         text=True, cwd=project_root(), timeout=120)  # fmt: skip
    assert run.returncode in (0, 1), run.stderr
    found: dict[str, object] = json.loads(run.stdout)
    return found


def test_dead_antes_go_to_the_main_pot() -> None:
    # Hand 30 of the 2023 WSOP final table: p1 posted the small blind 50,000 and folded; p2 the
    # big blind 100,000 and a big-blind ante of 100,000, then called to 300,000 and bet 250,000
    # on the river; p5 raised to 300,000 and called. Neither is all in: one pot of everything.
    committed, folded, antes = [50_000, 650_000, 0, 0, 550_000], [True, False, True, True, False], [0, 100_000, 0, 0, 0]
    assert [(p.amount, p.eligible) for p in build_pots(committed, folded, antes)] == [(1_250_000, (1, 4))]
    # Counted as a contribution instead, p2's ante stands above p5's level: a pot only p2 can win.
    assert [(p.amount, p.eligible) for p in build_pots(committed, folded)] == [(1_150_000, (1, 4)), (100_000, (1,))]
    # A seat all in for its ante alone (10 of 10) still contests the antes, and only them.
    pots = build_pots([10, 110, 110], [False, False, False], [10, 10, 10])
    assert [(p.amount, p.eligible) for p in pots] == [(30, (0, 1, 2)), (200, (1, 2))]


@pytest.mark.parametrize("trimming", ["false", "true", None])
def test_ante_trimming_status_decides_where_a_big_blind_ante_goes(tmp_path: Path, trimming: str | None) -> None:
    text = (WSOP / "30.phh").read_text(encoding="utf-8")
    assert "ante_trimming_status = false\n" in text
    if trimming is None:  # absent: false, as pokerkit reads the field
        text = text.replace("ante_trimming_status = false\n", "")
    else:
        text = text.replace("ante_trimming_status = false", f"ante_trimming_status = {trimming}")
    path = tmp_path / "30.phh"
    path.write_text(text, encoding="utf-8")
    # p5's two pair (nines and sevens) beats p2's pair of fours: p5 wins what p2 cannot take back.
    p2, p5 = (7_800_000, 3_425_000) if trimming == "true" else (7_700_000, 3_525_000)
    assert _replay(path)["finishing_stacks"] == [10_125_000, p2, 4_050_000, 4_300_000, p5]
    assert pokerkit_outcome(text)["finishing_stacks"] == [10_125_000, p2, 4_050_000, 4_300_000, p5]


def test_an_ante_trimming_status_that_is_not_a_boolean_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "30.phh"
    text = (WSOP / "30.phh").read_text(encoding="utf-8")
    path.write_text(text.replace("ante_trimming_status = false", "ante_trimming_status = 'no'"), encoding="utf-8")
    line = _replay(path)
    assert line["status"] == "refused"
    assert line["messages"] == [f"{path}:2: ante_trimming_status: expected true or false, got 'no'"]


def test_a_stud_all_in_shows_the_cards_dealt_so_far(tmp_path: Path) -> None:
    # Hand 85 (razz) with its sixth-street raise made the limit's 1,200,000: p1 is all in, both
    # show six cards, the seventh is dealt and shown. p2's 8-7 low beats p1's J-8 low.
    text = (WSOP / "85.phh").read_text(encoding="utf-8").replace("'p2 cbr 750000'", "'p2 cbr 1200000'")
    assert "'p2 sm 4h3d8d2sTd8s', 'p1 sm 8c2h4cAdQdJd', 'd dh p1 Kh'" in text
    path = tmp_path / "85.phh"
    path.write_text(text, encoding="utf-8")
    assert _replay(path)["finishing_stacks"] == [0, 29_700_000]
    assert pokerkit_outcome(text)["finishing_stacks"] == [0, 29_700_000]


def test_a_refused_action_is_named_by_its_place_in_the_files_actions(tmp_path: Path) -> None:
    # Hand 85 as recorded: actions[22] is p2's raise to 750,000, short of the limit's 1,200,000.
    line = _replay(WSOP / "85.phh")
    assert line["status"] == "refused"
    actions = (WSOP / "85.phh").read_text(encoding="utf-8").split("actions = [", 1)[1].split("]", 1)[0]
    assert actions.split(", ")[22] == "'p2 cbr 750000'"
    assert "actions[22]: raise to 750000 is not the fixed amount: on sixth street" in str(line["messages"])
    # A no-limit hand out of turn (audited by the fast engine): 'p2 f' is the file's actions[7].
    path = tmp_path / "nt.phh"
    path.write_text("variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
                    "starting_stacks = [100, 100, 100]\nactions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', "
                    "'p3 cc', 'p1 cc', 'p2 cc', 'd db 2c3d4h', 'p2 f']\n", encoding="utf-8")  # fmt: skip
    line = _replay(path)
    assert line["status"] == "refused"
    assert str(line["messages"][0]).startswith(f"{path}:6: actions[7]: p2 acts out of turn: it is p1's turn")  # type: ignore[index]


def test_random_hands_with_antes_end_where_pokerkit_ends_them() -> None:
    """Random no-limit hands with big-blind antes, antes for all, straddles and short stacks
    (tests/poker_room/phh_writer.py), written with `ante_trimming_status` false and, when every
    seat antes alike, true: each hand pokerkit settles ends with pokerkit's stacks. Left out,
    as readings where the room's defaults and pokerkit differ by design: a blind posted short
    (short_big_blind: the full blind is called here, as posted in pokerkit), a pot split with an
    odd chip (odd_chip_order), and true with unequal antes (pokerkit gives the big-blind ante back
    even when the big blind folds; PHH asks for false with unequal antes)."""
    import random

    from harness.families.poker_room.phh import PhhSection, load_section, read_hand
    from harness.families.poker_room.phh_audit import audit_section, reference_audit_section
    from harness.families.poker_room.settle import settle_hand
    from tests.poker_room.phh_writer import random_forced_bets_hand, render

    rng = random.Random(25)
    compared: dict[str, int] = {"big-blind ante": 0, "antes for all": 0, "side pots with antes": 0}
    crashed = 0
    for _ in range(500):
        fields = random_forced_bets_hand(rng)
        count = fields["count"]
        antes, forced = list(fields["antes"]), list(fields["forced"])
        if count == 2:  # heads-up PHH lists the button's first
            antes.reverse()
            forced.reverse()
        if any(forced[s] and fields["stacks"][s] - antes[s] < forced[s] for s in range(count)):
            continue  # a short blind or straddle
        uniform = len(set(fields["antes"])) == 1
        for trimming in ("false", "true") if uniform else ("false",):
            text = render(fields).replace("ante_trimming_status = false", f"ante_trimming_status = {trimming}")
            section = PhhSection(name=None, index=1, line=1, text=text, first_line=1)
            audit = audit_section(section, display="random")
            try:
                outcome = pokerkit_outcome(text)
            except AssertionError:  # pokerkit's own check fails (a pot nobody may win): no answer
                crashed += 1
                continue
            if not outcome["settled"] or audit.finishing_stacks is None:
                continue
            result = settle_hand(read_hand(load_section(section)).record, describe=False)
            shares = [share for award in result.awards for share in (award.high, award.low) if share is not None]
            if any(len(share.winners) > 1 and share.amount % len(share.winners) for share in shares):
                continue  # an odd chip
            theirs = [int(s) for s in outcome["finishing_stacks"]]
            assert audit.finishing_stacks == theirs, text  # the fast engine (no-limit Hold'em)
            assert reference_audit_section(section, display="random").finishing_stacks == theirs, text
            if any(fields["antes"]):
                compared["antes for all" if uniform else "big-blind ante"] += 1
                compared["side pots with antes"] += len(result.awards) > 1
    assert compared["big-blind ante"] >= 60 and compared["antes for all"] >= 30, compared
    assert compared["side pots with antes"] >= 10, compared
    assert crashed <= 10, crashed


def test_a_blind_posted_out_of_turn_is_live_and_keeps_the_order(tmp_path: Path) -> None:
    # PokerStars hand [83] (tests/data/phh/handhq): p8 joins and posts 0.50 out of turn, written
    # -0.50. The blind is live (p8 checks when it comes to him) and the first to act is still p3,
    # left of the big blind. Everyone else folds or checks; p8 bets 1 on the flop and p2 folds:
    # p8 wins the blinds 0.25 + 0.50 and his own 0.50 back (the 1 is returned): 48.75 -> 49.50.
    section = next(s for s in _sections_of(PS) if s.name == "83")
    assert "blinds_or_straddles = [0.25, 0.50, 0, 0, 0, 0, 0, -0.50, 0]" in section.text
    path = tmp_path / "83.phh"
    path.write_text(section.text, encoding="utf-8")
    expected = [31.35, 49.5, 52.8, 68.55, 50.75, 8.75, 49, 49.5, 51.05]
    assert _replay(path)["finishing_stacks"] == expected
    assert [float(s) for s in pokerkit_outcome(section.text)["finishing_stacks"]] == expected
    # Written as a straddle (positive), the same actions are out of turn: p9 would act first.
    path.write_text(section.text.replace("-0.50, 0]", "0.50, 0]"), encoding="utf-8")
    assert "acts out of turn" in str(_replay(path)["messages"])


PS = project_root() / "tests" / "data" / "phh" / "handhq" / "PS-50NLH-handhq_1.phhs"


def _sections_of(path: Path) -> list[PhhSection]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(iter_sections(iter(handle), multi=True))
