"""Every comparison of the slow suite has its record of pokerkit's answers
(tests/poker_room/pokerkit_record.py), made for the same game, structure, seeds and number of hands,
with one answer per hand. (That the answers are pokerkit's is checked where they are used: each
comparison plays one recorded hand in AUDIT_EVERY through pokerkit again.)
"""

from __future__ import annotations

import pytest

from tests.poker_room.pokerkit_record import COMPARISONS, read_record


@pytest.mark.parametrize("label", sorted(COMPARISONS))
def test_every_comparison_has_its_record(label: str) -> None:
    comparison = COMPARISONS[label]
    header, answers = read_record(label)
    assert header, f"no record of pokerkit's answers for {label}: run python3 scripts/record_pokerkit.py {label}"
    assert (header["game"], header["hands"], tuple(header["seeds"]), header["structure"]) == (
        comparison.game, comparison.hands, comparison.seeds, comparison.structure)  # fmt: skip
    assert len(answers) == comparison.hands
    assert all(("stacks" in a) != ("refused" in a) for a in answers.values())
