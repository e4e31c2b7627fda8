"""Dispatch a round or hand document to the engine of the game it names."""

from __future__ import annotations

from typing import Any

from harness.yaml_source import Node

GAMES_WITH_SETTLE = ("lunar-poker",)


def settle_document(node: Node) -> dict[str, Any]:
    node.expect_mapping("a round (a JSON or YAML mapping)")
    game = node.require("game")
    if game.value == "lunar-poker":
        from harness.lunar.round import parse_round
        from harness.lunar.settle import settle_round

        parsed = parse_round(node)
        return settle_round(parsed.round, parsed.rules).to_json()
    raise game.error(f"unknown game {game.value!r}; settle knows: {', '.join(GAMES_WITH_SETTLE)}")
