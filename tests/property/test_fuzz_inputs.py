"""Fuzz `settle` and `replay` inputs: a refusal located in its input, or a ledger whose chips
balance, never anything else (issue 10, item 8: "in an in-process fuzz of 10,000 settle
inputs, 187 crashed").

The inputs and the verdicts are harness.families.input_fuzz's (scripts/fuzz_inputs.py runs 10,000 of
them for the figures); here hypothesis adds its own arbitrary structures and texts. The oracle
(`check_settle`, `check_replay`) raises on anything but the two allowed outcomes.
"""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.families.input_fuzz import check_replay, check_settle, replay_text, settle_text, to_text
from harness.families.lunar.round import ROUND_FIELDS
from harness.families.poker_room.hand_history import HAND_FIELDS


def fuzz(examples: int) -> settings:
    """A few hundred examples in all, no deadline: an input may legitimately take a second."""
    return settings(
        max_examples=examples, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
    )


KEYS = st.sampled_from(sorted({*HAND_FIELDS, *ROUND_FIELDS, "name", "stack", "hole", "on", "amount", "2"}))
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(KEYS | st.text(max_size=6), children, max_size=6),
    max_leaves=25,
)


def _outcome(text: str) -> str:
    outcome = check_settle(text)
    assert outcome in ("ledger", "refused")
    return outcome


@fuzz(150)
@given(st.randoms(use_true_random=False))
def test_mutated_rounds_and_hands_are_refused_located_or_settled_balanced(rng: random.Random) -> None:
    _outcome(settle_text(rng))


@fuzz(80)
@given(json_values, st.randoms(use_true_random=False))
def test_arbitrary_structures_are_refused_located_or_settled_balanced(value: Any, rng: random.Random) -> None:
    _outcome(to_text(rng, value))


@fuzz(80)
@given(st.text(max_size=300))
def test_arbitrary_text_is_refused_located_or_settled_balanced(text: str) -> None:
    _outcome(text)


@fuzz(60)
@given(st.randoms(use_true_random=False), st.integers(1, 6))
def test_a_replayed_file_refuses_bad_lines_one_by_one_and_goes_on(rng: random.Random, hands: int) -> None:
    settled, refused = check_replay(replay_text(rng, hands))
    assert settled + refused == hands


@fuzz(40)
@given(st.lists(json_values.map(json.dumps) | st.text(min_size=1, max_size=80), min_size=1, max_size=5))
def test_arbitrary_lines_are_each_one_refused_or_settled_hand(lines: list[str]) -> None:
    text = "\n".join(lines)
    settled, refused = check_replay(text)
    assert settled + refused == sum(1 for line in text.splitlines() if line.strip())
