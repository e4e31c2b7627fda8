"""Dispatch a round or hand document to the engine of the game it names."""

from __future__ import annotations

from typing import Any

from harness.yaml_source import Node

#: The Lunar Poker family: one engine (harness.lunar.settle), each game's switches in its rules_spec.
LUNAR_FAMILY = ("lunar-poker", "caribbean-stud", "oasis-poker", "lunar-poker-dealer-draw", "lunar-poker-finland")
GAMES_WITH_SETTLE = (*LUNAR_FAMILY, "omaha-hi-lo-8", "holdem")


def settle_document(node: Node) -> dict[str, Any]:
    node.expect_mapping("a round (a JSON or YAML mapping)")
    game = node.require("game")
    if game.value in LUNAR_FAMILY:
        from harness.lunar.round import parse_round
        from harness.lunar.settle import settle_round

        parsed = parse_round(node)
        return settle_round(parsed.round, parsed.rules).to_json()
    if game.value in ("omaha-hi-lo-8", "holdem"):
        from harness.poker_room.settle import settle_node

        return settle_node(node)
    raise game.error(f"unknown game {game.value!r}; settle knows: {', '.join(GAMES_WITH_SETTLE)}")
