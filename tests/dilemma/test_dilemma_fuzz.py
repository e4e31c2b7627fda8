"""Mutated Dilemma Hold'em hands and games: `tablecert settle` refuses them located (exit 2) or
settles them, never anything else (harness.families.input_fuzz's mutations and refusal oracle)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from harness.families.dilemma.simulation import sample_game_document
from harness.families.input_fuzz import check_refusal, mutate, run_settle, to_text


def _document(rng: random.Random) -> dict[str, object]:
    game = sample_game_document(rng, players=rng.randint(2, 4), max_hands=3)
    if rng.random() < 0.5:
        return game
    hand = game["hands"][0]
    seats = [{"name": p["name"], "stack": p["stack"], "hole": hand["holes"][p["name"]]} for p in game["players"]]
    return {"game": "dilemma-holdem", "blinds": [10, 20], "button": game["button"], "seats": seats,
            "board": hand.get("board", []), "actions": hand["actions"]}  # fmt: skip


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_mutated_documents_are_refused_located_or_settled(rng: random.Random) -> None:
    document: object = _document(rng)
    for _ in range(rng.randint(1, 3)):
        document = mutate(rng, document)
    code, stdout, stderr = run_settle(to_text(rng, document))
    assert code in (0, 2), stderr
    if code == 2:
        check_refusal(stdout, stderr)
