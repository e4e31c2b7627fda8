"""The PHH reader on the games dealt round by round (stud: `pN pb`, up cards dealt with `d dh`) and
by draws (`pN sd [CARDS]`, then the replacements with `d dh`): the 2023 WSOP Players Championship
final table's stud, stud hi-lo, razz, triple-draw and single-draw hands (tests/data/phh/wsop/
2023-43-5/), and pokerkit's own triple-draw example, each audited `ok` with pokerkit's finishing
stacks (tests/poker_room/pokerkit_phh.py, an independent reading)."""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from harness.runtime.project import project_root

WSOP = project_root() / "tests" / "data" / "phh" / "wsop" / "2023-43-5"
#: file -> the game its variant reads as.
DEALT_HANDS = {
    "8.phh": "seven-card-stud",
    "52.phh": "seven-card-stud-hi-lo-8",
    "20.phh": "razz",
    "26.phh": "razz",
    "58.phh": "deuce-to-seven-triple-draw",
    "44.phh": "deuce-to-seven-single-draw",
}
#: pokerkit's FixedLimitDeuceToSevenLowballTripleDraw example (Yockey and Arieh): three draws with `sd`.
TRIPLE_DRAW = """variant = 'F2L3D'
antes = [0, 0, 0, 0]
blinds_or_straddles = [75000, 150000, 0, 0]
small_bet = 150000
big_bet = 300000
starting_stacks = [1180000, 4340000, 5910000, 10765000]
actions = ['d dh p1 7h6c4c3d2c', 'd dh p2 ??????????', 'd dh p3 ??????????', 'd dh p4 AsQs6s5c3c', 'p3 f',
  'p4 cbr 300000', 'p1 cbr 450000', 'p2 f', 'p4 cc', 'p1 sd', 'p4 sd AsQs', 'd dh p4 2hQh', 'p1 cbr 150000', 'p4 cc',
  'p1 sd', 'p4 sd Qh', 'd dh p4 4d', 'p1 cbr 300000', 'p4 cc', 'p1 sd', 'p4 sd 6s', 'd dh p4 7c', 'p1 cbr 280000',
  'p4 cc', 'p1 sm 7h6c4c3d2c', 'p4 sm 2h4d5c3c7c']
"""


def _replay(*paths: str) -> list[dict[str, object]]:
    run = subprocess.run([sys.executable, "-m", "harness.cli", "replay", *paths, "--jsonl", "--jobs", "1"],
                         capture_output=True, text=True, cwd=project_root(), timeout=600)  # fmt: skip
    assert run.returncode == 0, run.stderr[-2000:]
    return [json.loads(line) for line in run.stdout.splitlines()]


def _pokerkit_stacks(text: str) -> list[Decimal]:
    from tests.poker_room.pokerkit_phh import pokerkit_outcome

    outcome = pokerkit_outcome(text)
    assert outcome["settled"], outcome["why_not"]
    return [Decimal(s) for s in outcome["finishing_stacks"]]


def test_the_wsop_stud_and_draw_hands_end_with_pokerkits_stacks() -> None:
    pytest.importorskip("pokerkit")
    lines = _replay(*(str((WSOP / name).relative_to(project_root())) for name in DEALT_HANDS))
    assert [line["game"] for line in lines] == list(DEALT_HANDS.values())
    for name, line in zip(DEALT_HANDS, lines, strict=True):
        assert line["status"] == "ok", line
        ours = [Decimal(str(s)) for s in line["finishing_stacks"]]  # type: ignore[union-attr]
        assert ours == _pokerkit_stacks((WSOP / name).read_text(encoding="utf-8")), name


def test_draws_with_sd_end_with_pokerkits_stacks(tmp_path: Path) -> None:
    pytest.importorskip("pokerkit")
    path = tmp_path / "triple_draw.phh"
    path.write_text(TRIPLE_DRAW, encoding="utf-8")
    [line] = _replay(str(path))
    assert line["status"] == "ok" and line["game"] == "deuce-to-seven-triple-draw", line
    assert [Decimal(str(s)) for s in line["finishing_stacks"]] == _pokerkit_stacks(TRIPLE_DRAW)  # type: ignore[union-attr]


def test_a_draw_of_cards_not_held_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "bad_draw.phh"
    bad = TRIPLE_DRAW.replace("'p4 sd AsQs', 'd dh p4 2hQh'", "'p4 sd AsKs', 'd dh p4 2hQh'")
    path.write_text(bad, encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "harness.cli", "replay", str(path), "--jsonl", "--jobs", "1"],
                         capture_output=True, text=True, cwd=project_root(), timeout=600)  # fmt: skip
    [line] = [json.loads(text) for text in run.stdout.splitlines()]
    assert run.returncode == 1 and line["status"] == "refused"
    assert "p4 throws away Ks but holds" in line["messages"][0]
