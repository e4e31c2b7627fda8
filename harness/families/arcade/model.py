"""Arcade table poker behind the one game protocol (harness.games.game_model).

Like a poker-room game it has no paytable to compare and no house strategy to value, and its
mutants are the registry's catalogue: those answers are the room's (harness.families.poker_room.model).
What differs is its own: the hand it settles, its samples and its certification. `certify` takes
two options of the game's own, `--version 1|2` and `--level NAME`, declared here
(`certify_options`), so that the command line passes them on without naming the game.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from harness.families.poker_room.model import PokerRoomGame
from harness.games.game_model import GameEntry
from harness.spec.errors import RoundError, UsageError

if TYPE_CHECKING:
    from harness.certify.game_part import GameCertification
    from harness.certify.options import CertifyOptions
    from harness.games.game_model import AnalyzeRequest, AnalyzeResult
    from harness.spec.yaml_source import Node


class ArcadePokerGame(PokerRoomGame):
    """The four games of the arcade machine, settled under Ver.1 or Ver.2."""

    #: The game's own `certify` options: name -> help (harness.certify.pipeline checks them).
    certify_options = {
        "version": "the machine's version, 1 or 2 (default: both)",
        "level": "a table level: beginner, intermediate, advanced or tournament (default: all)",
    }

    def settle(self, document: Node) -> dict[str, Any]:
        from harness.families.arcade.hand import HandError, locate, parse_hand
        from harness.families.arcade.settle import settle_hand

        hand = parse_hand(document)
        try:
            return settle_hand(hand).to_json()
        except HandError as error:
            raise RoundError(locate(document, error.path).location, error.message) from None

    def sample_document(self, rng: random.Random) -> dict[str, Any]:
        from harness.families.arcade.players import random_hand

        return random_hand(rng).to_document()

    def certification(self, options: CertifyOptions) -> GameCertification:
        from harness.families.arcade.certification import ArcadeCertification

        return ArcadeCertification.load(self.entry, options)

    def analyze(self, request: AnalyzeRequest) -> AnalyzeResult:
        raise UsageError(f"{self.entry.name}: the house's figures are in `tablecert certify {self.entry.name}`")


def model(entry: GameEntry) -> ArcadePokerGame:
    return ArcadePokerGame(entry)
