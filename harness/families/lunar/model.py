"""The Lunar Poker family behind the one game protocol (harness.games.game_model).

One engine plays all its games (harness.families.lunar.settle), each switched by its rules_spec's
`settlement:` section; this model is the same for every family game and reads the registry entry
only for the game's name.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from harness.games.game_model import GameEntry

if TYPE_CHECKING:
    from harness.certify.game_part import GameCertification
    from harness.certify.options import CertifyOptions
    from harness.families.lunar.round import LunarRound
    from harness.games.game_model import AnalyzeRequest, AnalyzeResult, DiffRequest, StrategyRequest
    from harness.mutation.catalogue import GameMutants
    from harness.spec.yaml_source import Node


class LunarFamilyGame:
    """A game of the Lunar Poker family."""

    def __init__(self, entry: GameEntry) -> None:
        self.entry = entry

    @property
    def certify_options(self) -> dict[str, str]:
        """The game's own `certify` options: a game whose optimal strategy can be built may be
        certified under it (harness.certify.pipeline checks the names)."""
        from harness.games.game_model import Capability

        if not self.entry.can(Capability.STRATEGY):
            return {}
        return {"strategy": "'optimal': play the strategy built by `tablecert strategy GAME --build` (default: basic)"}

    def settle(self, document: Node) -> dict[str, Any]:
        from harness.families.lunar.round import parse_round
        from harness.families.lunar.settle import settle_round

        parsed = parse_round(document)
        return settle_round(parsed.round, parsed.rules).to_json()

    def sample_document(self, rng: random.Random) -> dict[str, Any]:
        from harness.core.cards import DECK
        from harness.families.lunar.game import game_settings, game_table_rules
        from harness.families.lunar.simulate import strategy_round
        from harness.families.lunar.strategy import strategy_for

        settings = game_settings(self.entry.name)
        rules = game_table_rules(self.entry.name)
        deal = rng.sample(DECK, 16)
        ante = rng.choice((1, 5, 10, 25))
        rnd, _ = strategy_round(deal, strategy_for(rules), rules, ante=ante, super_bet=ante)
        return round_document(rnd, settings.default_paytable)

    def certification(self, options: CertifyOptions) -> GameCertification:
        from harness.families.lunar.certification import LunarCertification

        return LunarCertification.load(self.entry, options)

    def analyze(self, request: AnalyzeRequest) -> AnalyzeResult:
        from harness.families.lunar.analyze import analyze_game

        return analyze_game(self.entry.name, request)

    def diff(self, request: DiffRequest) -> str:
        from harness.families.lunar.diff import diff_game

        return diff_game(self.entry.name, request)

    def mutants(self) -> GameMutants:
        from harness.mutation.lookup import catalogue_of

        return catalogue_of(self.entry)

    def strategy(self, request: StrategyRequest) -> AnalyzeResult:
        from harness.families.lunar.game import game_table_rules
        from harness.families.lunar.option_values import option_values, parse_hand_and_upcard
        from harness.games.game_model import AnalyzeResult

        rules = game_table_rules(self.entry.name, request.paytable)
        if request.build:
            from harness.families.lunar.optimal_report import build_strategy

            return build_strategy(rules, request)
        assert request.hand is not None and request.upcard is not None
        hand, upcard = parse_hand_and_upcard(request.hand, request.upcard)
        found = option_values(rules, hand, upcard)
        return AnalyzeResult(data=found.to_json(), text=found.text())


def round_document(rnd: LunarRound, paytable: str) -> dict[str, Any]:
    """A round as the JSON document `tablecert settle` reads (README: `tablecert settle ROUND`)."""
    doc: dict[str, Any] = {"game": rnd.game, "paytable": paytable, "ante": rnd.ante}
    if rnd.super_bet:
        doc["super"] = rnd.super_bet
    doc["player"] = [str(c) for c in rnd.player]
    doc["dealer"] = [str(c) for c in rnd.dealer]
    if rnd.decision is not None:
        doc["decision"] = rnd.decision.value
    if rnd.discard:
        doc["discard"] = [str(c) for c in rnd.discard]
    if rnd.drawn:
        doc["drawn"] = [str(c) for c in rnd.drawn]
    if rnd.after_draw is not None:
        doc["after_draw"] = rnd.after_draw.value
    if rnd.insurance:
        doc["insurance"] = rnd.insurance
    if rnd.dealer_draw is not None:
        doc["dealer_draw"] = {"drawn": str(rnd.dealer_draw)}
    if rnd.buy_dealer_qualification is not None:
        doc["buy_dealer_qualification"] = {"drawn": str(rnd.buy_dealer_qualification)}
    if rnd.jackpot:
        doc["jackpot"] = rnd.jackpot
    return doc


def model(entry: GameEntry) -> LunarFamilyGame:
    return LunarFamilyGame(entry)
