"""`tablecert settle GAME.json` for Jan-Poker: a located document in, every player's final points out."""

from __future__ import annotations

from typing import Any

from harness.families.jan_poker.play import play_game
from harness.families.jan_poker.stream import GAME_FIELDS, OPTIONAL_FIELDS, StreamRefused, parse_stream
from harness.families.poker_room.settle import location_of
from harness.spec.yaml_source import Node


def settle_game_node(root: Node) -> dict[str, Any]:
    """Parse and play a located game stream; a refusal points at the event's file position."""
    root.expect_mapping("a Jan-Poker game (a JSON or YAML mapping)")
    root.check_keys(required=GAME_FIELDS, optional=OPTIONAL_FIELDS)
    try:
        return play_game(parse_stream(root.as_plain())).to_json()
    except StreamRefused as refused:
        raise root.error_class(location_of(root, refused.path), refused.message) from None
