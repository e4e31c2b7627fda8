"""The poker room's games behind the one game protocol (harness.games.game_model).

Every game of the room shares one betting engine and one pot engine (harness.families.poker_room); what
a game is comes from its rules_spec's `table:` section (harness.families.poker_room.games), found through
the registry entry's name. A poker room has no paytable, so it has no analysis of a house edge
and no paytable diff.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from harness.games.game_model import GameEntry
from harness.spec.errors import UsageError

if TYPE_CHECKING:
    from harness.certify.game_part import GameCertification
    from harness.certify.options import CertifyOptions
    from harness.games.game_model import AnalyzeRequest, AnalyzeResult, DiffRequest, StrategyRequest
    from harness.mutation.catalogue import GameMutants
    from harness.spec.yaml_source import Node


class PokerRoomGame:
    """A game of the poker room (its players' own money, no house edge)."""

    def __init__(self, entry: GameEntry) -> None:
        self.entry = entry

    def settle(self, document: Node) -> dict[str, Any]:
        from harness.families.poker_room.settle import settle_node

        return settle_node(document)

    def sample_document(self, rng: random.Random) -> dict[str, Any]:
        from harness.families.poker_room.games import room_game
        from harness.families.poker_room.random_hands import random_hand

        return random_hand(rng, room_game(self.entry.name), players=rng.randint(2, 6))

    def certification(self, options: CertifyOptions) -> GameCertification:
        from harness.families.poker_room.certification import RoomCertification

        return RoomCertification.load(self.entry, options)

    def analyze(self, request: AnalyzeRequest) -> AnalyzeResult:
        raise UsageError(f"{self.entry.name} has no house edge to analyze: the pot is the players' own money")

    def diff(self, request: DiffRequest) -> str:
        raise UsageError(f"{self.entry.name} has no paytable to compare")

    def mutants(self) -> GameMutants:
        from harness.mutation.lookup import catalogue_of

        return catalogue_of(self.entry)

    def strategy(self, request: StrategyRequest) -> AnalyzeResult:
        raise UsageError(f"{self.entry.name} has no house strategy to value: the players play against each other")


def model(entry: GameEntry) -> PokerRoomGame:
    return PokerRoomGame(entry)
