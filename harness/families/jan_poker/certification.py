"""Jan-Poker's part of its certification (harness.certify.pipeline): the rules proved by the
Gherkin suite, the documented whole game settled to its hand-worked figures, and the one purse
checked over random legal whole games (points conserved, every game played to its end).

The seed gives no worked hand with figures; the documented game (docs/examples/jan_poker_game.
json, worked by hand in docs/jan_poker.md) stands in for one, and the figures the seed does give
(25,000 points, blinds 200 and 500, East 1 to East 4) are what that game plays.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any

from harness.certify.game_part import GameMeasurement, RunSettings
from harness.certify.options import CertifyOptions
from harness.families.jan_poker.play import play_game
from harness.families.jan_poker.random_games import random_game
from harness.families.jan_poker.rules import jan_poker_rules, jan_poker_table
from harness.families.jan_poker.stream import StreamRefused, parse_stream
from harness.families.poker_room.certification import RoomCertification
from harness.families.poker_room.games import game_rules
from harness.games.game_model import GameEntry
from harness.reports.model import InputFile, VerdictCheck
from harness.reports.parts import sha256_of
from harness.runtime.progress import progress_bar
from harness.runtime.project import project_root
from harness.spec.errors import UsageError

DEFAULT_GAMES = 200
#: The random games declare riichi now and then, so the deposits (JP-5.4) are in the purse checked.
RIICHI_RATE = 0.05
EXAMPLE = "docs/examples/jan_poker_game.json"
#: The documented game's final points, worked by hand in docs/jan_poker.md (not by this code).
EXAMPLE_FINAL_POINTS = {"A": 3000, "B": 49000, "C": 23000, "D": 25000}
TOTAL_POINTS = 4 * 25_000


@dataclass(frozen=True, slots=True, kw_only=True)
class DocumentedGameSection:
    settled: dict[str, Any]
    agrees: bool
    title: str = "The documented whole game"
    template: str = "jan_poker_game.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        s = self.settled
        return {"documented_game": {
            "file": EXAMPLE,
            "hands": [{"hand": h["hand"], "mahjong_hand": h["mahjong_hand"], "button": h["button"],
                       "first_to_act": h["first_to_act"], "pots": h["pots"],
                       "mahjong_effects": h.get("mahjong_effects", []), "points_after": h["points_after"]}
                      for h in s["hands"]],
            "final_points": s["final_points"],
            "hand_worked_final_points": EXAMPLE_FINAL_POINTS,
            "agrees": self.agrees,
            "ended_by": s["ended_by"],
        }}  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class ConservationSection:
    games: int
    conserved: int
    refused: tuple[str, ...]
    hands: int
    title: str = "One purse: points conserved over random whole games"
    template: str = "jan_poker_conservation.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"conservation": {"games": self.games, "conserved": self.conserved, "poker_hands": self.hands,
                                 "refused": list(self.refused), "total_points": TOTAL_POINTS}}  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class JanPokerCertification(RoomCertification):
    """Jan-Poker's inputs, validated, and its measurements; the rest is the poker room's part of the
    pipeline (its clauses, interpretations and suite), read from rules_spec/jan_poker.yaml."""

    @classmethod
    def load(cls, entry: GameEntry, options: CertifyOptions) -> JanPokerCertification:
        if options.paytable:
            raise UsageError(f"{entry.name} has no paytable: the points are the players' own")
        game = jan_poker_table()
        try:
            rules = jan_poker_rules(dict(options.interpretations)).table
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        return cls(entry=entry, game=game, spec=game_rules(game), rules=rules)

    @property
    def inputs(self) -> tuple[InputFile, ...]:
        return (*RoomCertification.inputs.fget(self),  # type: ignore[attr-defined]
                InputFile(role="example", path=EXAMPLE, sha256=sha256_of(project_root() / EXAMPLE)))  # fmt: skip

    @property
    def default_rounds(self) -> int:
        return DEFAULT_GAMES

    def measure(self, run: RunSettings) -> GameMeasurement:
        document = json.loads((project_root() / EXAMPLE).read_text(encoding="utf-8"))
        settled = play_game(parse_stream(document)).to_json()
        example_agrees = settled["final_points"] == EXAMPLE_FINAL_POINTS
        conserved, refused, hands = 0, [], 0
        with progress_bar(f"{run.rounds:,} random whole games") as progress:
            for number in range(run.rounds):
                try:
                    game = random_game(random.Random(run.seed * 1_000_003 + number), riichi_rate=RIICHI_RATE)
                    result = play_game(parse_stream(game))
                except StreamRefused as error:
                    refused.append(f"game {number}: {error}")
                    continue
                hands += len(result.hands)
                if result.over and sum(result.final_points.values()) == TOTAL_POINTS:
                    conserved += 1
                progress(number + 1, run.rounds)
        all_conserved = conserved == run.rounds and not refused
        return GameMeasurement(
            sections=(DocumentedGameSection(settled=settled, agrees=example_agrees),
                      ConservationSection(games=run.rounds, conserved=conserved, refused=tuple(refused),
                                          hands=hands)),  # fmt: skip
            summary=(
                f"documented game: final points {settled['final_points']}: "
                + ("as worked by hand" if example_agrees else "DIFFER from the hand-worked figures"),
                f"{run.rounds:,} random whole games ({hands:,} poker hands): {conserved:,} conserve the "
                f"{TOTAL_POINTS:,} points" + (f", {len(refused)} refused" if refused else ""),
            ),
            fields={"games": run.rounds},
            checks=(
                VerdictCheck(key="documented_game_agrees", passed=example_agrees),
                VerdictCheck(key="points_conserved", passed=all_conserved),
            ),
        )

