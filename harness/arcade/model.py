"""Arcade table poker behind the one game protocol (harness.game_model).

`certify` takes two options of its own, `--version 1|2` and `--level NAME`, declared here
(`certify_options`) so that the command line passes them on without naming the game.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from harness.errors import RoundError, UsageError
from harness.registry import GameEntry

if TYPE_CHECKING:
    from harness.certification import CertifyOptions
    from harness.certify_pipeline import GameCertification
    from harness.game_model import AnalyzeRequest, AnalyzeResult, DiffRequest, StrategyRequest
    from harness.mutants.catalogue import GameMutants
    from harness.yaml_source import Node


class ArcadePokerGame:
    """The four games of the arcade machine, settled under Ver.1 or Ver.2."""

    #: The game's own `certify` options: name -> help (harness.cli passes them through).
    certify_options = {
        "version": "the machine's version, 1 or 2 (default: both)",
        "level": "a table level: beginner, intermediate, advanced or tournament (default: all)",
    }

    def __init__(self, entry: GameEntry) -> None:
        self.entry = entry

    def settle(self, document: Node) -> dict[str, Any]:
        from harness.arcade.hand import HandError, locate, parse_hand
        from harness.arcade.settle import settle_hand

        hand = parse_hand(document)
        try:
            return settle_hand(hand).to_json()
        except HandError as error:
            where = locate(document, error.path)
            raise RoundError(where.location, error.message) from None

    def sample_document(self, rng: random.Random) -> dict[str, Any]:
        from harness.arcade.players import random_hand

        return random_hand(rng).to_document()

    def certification(self, options: CertifyOptions) -> GameCertification:
        from harness.arcade.certification import ArcadeCertification

        return ArcadeCertification.load(self.entry, options)

    def analyze(self, request: AnalyzeRequest) -> AnalyzeResult:
        raise UsageError(f"{self.entry.name}: the house's figures are in `tablecert certify {self.entry.name}`")

    def diff(self, request: DiffRequest) -> str:
        raise UsageError(f"{self.entry.name} has no paytable to compare")

    def mutants(self) -> GameMutants:
        from harness.mutants.catalogue import catalogue_of

        return catalogue_of(self.entry)

    def strategy(self, request: StrategyRequest) -> AnalyzeResult:
        raise UsageError(f"{self.entry.name} has no house strategy to value: the players play against each other")


def model(entry: GameEntry) -> ArcadePokerGame:
    return ArcadePokerGame(entry)
