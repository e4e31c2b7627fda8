"""Dilemma Hold'em behind the one game protocol (harness.games.game_model).

A room game in everything the room knows (its betting, pots, showdown, rule mutants and
certification come from harness.families.poker_room through the same rules_spec's `table:`), with its own
settlement: a hand or a whole game goes through harness.families.dilemma.play, and the analysis is the
simulation of harness.families.dilemma.simulation.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from harness.families.poker_room.model import PokerRoomGame
from harness.games.game_model import GameEntry

if TYPE_CHECKING:
    from harness.certify.game_part import GameCertification
    from harness.certify.options import CertifyOptions
    from harness.games.game_model import AnalyzeRequest, AnalyzeResult
    from harness.spec.yaml_source import Node


class DilemmaHoldem(PokerRoomGame):
    """The room's game protocol with Dilemma's settlement and analysis."""

    #: The game's own `certify` options: name -> help (harness.certify.pipeline checks them).
    certify_options = {
        "card-data": "a lab's card-data file, the 40 cards' corners and effects (YAML, as "
        "card_data/dilemma_holdem/illustrative.yaml); default: the rules_spec's illustrative file",
    }

    def settle(self, document: Node) -> dict[str, Any]:
        from harness.families.dilemma.play import settle_game_node, settle_hand_node

        document.expect_mapping("a hand or a game (a JSON or YAML mapping)")
        if document.get("hands") is not None:
            return settle_game_node(document)
        return settle_hand_node(document)

    def certification(self, options: CertifyOptions) -> GameCertification:
        from harness.families.dilemma.certification import DilemmaCertification

        return DilemmaCertification.load(self.entry, options)

    def sample_document(self, rng: random.Random) -> dict[str, Any]:
        from harness.families.dilemma.simulation import sample_game_document

        return sample_game_document(rng, players=rng.randint(2, 5), max_hands=3)

    def analyze(self, request: AnalyzeRequest) -> AnalyzeResult:
        from harness.families.dilemma.simulation import analyze

        return analyze(request)


def model(entry: GameEntry) -> DilemmaHoldem:
    return DilemmaHoldem(entry)
