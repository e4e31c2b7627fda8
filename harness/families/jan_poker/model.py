"""Jan-Poker behind the one game protocol (harness.games.game_model).

A whole game is one document (docs/jan_poker.md): `settle` plays it and gives each player's final
points. The rest is the poker room's: the players play each other, so there is no house edge to
analyze, no paytable to compare and no house strategy (harness.families.poker_room.model).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from harness.families.poker_room.model import PokerRoomGame
from harness.games.game_model import GameEntry

if TYPE_CHECKING:
    from harness.certify.game_part import GameCertification
    from harness.certify.options import CertifyOptions
    from harness.spec.yaml_source import Node


class JanPokerGame(PokerRoomGame):
    """The room's game protocol, with a whole game of both games as the document settled."""

    def settle(self, document: Node) -> dict[str, Any]:
        from harness.families.jan_poker.settle import settle_game_node

        return settle_game_node(document)

    def sample_document(self, rng: random.Random) -> dict[str, Any]:
        from harness.families.jan_poker.random_games import random_game

        return random_game(rng)

    def certification(self, options: CertifyOptions) -> GameCertification:
        from harness.families.jan_poker.certification import JanPokerCertification

        return JanPokerCertification.load(self.entry, options)


def model(entry: GameEntry) -> JanPokerGame:
    return JanPokerGame(entry)
