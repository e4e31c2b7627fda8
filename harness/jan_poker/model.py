"""Jan-Poker behind the one game protocol (harness.game_model).

A whole game is one document (docs/jan_poker.md): `settle` plays it and gives each player's final
points. The players play each other, so there is no house edge to analyze and no paytable.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from harness.errors import UsageError
from harness.registry import GameEntry

if TYPE_CHECKING:
    from harness.certification import CertifyOptions
    from harness.certify_pipeline import GameCertification
    from harness.game_model import AnalyzeRequest, AnalyzeResult, DiffRequest, StrategyRequest
    from harness.mutants.catalogue import GameMutants
    from harness.yaml_source import Node


class JanPokerGame:
    """The game's package: settle a whole game from its stream; its rule mutants."""

    def __init__(self, entry: GameEntry) -> None:
        self.entry = entry

    def settle(self, document: Node) -> dict[str, Any]:
        from harness.jan_poker.settle import settle_game_node

        return settle_game_node(document)

    def sample_document(self, rng: random.Random) -> dict[str, Any]:
        from harness.jan_poker.random_games import random_game

        return random_game(rng)

    def certification(self, options: CertifyOptions) -> GameCertification:
        from harness.jan_poker.certification import JanPokerCertification

        return JanPokerCertification.load(self.entry, options)

    def analyze(self, request: AnalyzeRequest) -> AnalyzeResult:
        raise UsageError(f"{self.entry.name} has no house edge to analyze: the players play each other")

    def diff(self, request: DiffRequest) -> str:
        raise UsageError(f"{self.entry.name} has no paytable to compare")

    def mutants(self) -> GameMutants:
        from harness.mutants.catalogue import catalogue_of

        return catalogue_of(self.entry)

    def strategy(self, request: StrategyRequest) -> AnalyzeResult:
        raise UsageError(f"{self.entry.name} has no house strategy to value: the players play each other")


def model(entry: GameEntry) -> JanPokerGame:
    return JanPokerGame(entry)
