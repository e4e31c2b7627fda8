"""`tablecert settle`: a round or hand document goes to the package of the game it names.

The game is looked up in the registry (harness.games.registry); an unknown game, or one that cannot be
settled, is refused at the `game` field's location with the games that can.
"""

from __future__ import annotations

from typing import Any

from harness.games.game_model import Capability
from harness.games.registry import game as registered_game
from harness.games.registry import known_names
from harness.spec.yaml_source import Node, describe_value


def settle_document(node: Node) -> dict[str, Any]:
    node.expect_mapping("a round (a JSON or YAML mapping)")
    game = node.require("game")
    name = game.value
    if not isinstance(name, str) or name not in known_names(Capability.SETTLE):
        raise game.error(
            f"unknown game {describe_value(name)}; settle knows: {', '.join(known_names(Capability.SETTLE))}"
        )
    return registered_game(name, Capability.SETTLE).model().settle(node)
