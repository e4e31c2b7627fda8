"""Dilemma Hold'em's part of `tablecert certify` (harness.certify.pipeline).

The room's certification with what the room cannot do for this game: pokerkit has no 40-card deck,
so the ranking is held against an independent reading of the seed (ranking_check); the card data
is an input with its SHA-256 and its illustrative mark; and the report gives the simulated figures
of whole games under the stated player model (simulation), with their intervals.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from harness.certify.game_part import GameMeasurement, RunSettings
from harness.families.dilemma.ranking_check import RankingAgreement, compare_every_hand
from harness.families.dilemma.rules import CardData, load_card_data
from harness.families.poker_room.certification import ExactFiguresSection, RoomCertification
from harness.families.poker_room.exact import exact_figures
from harness.games.game_model import AnalyzeRequest
from harness.reports.model import InputFile, ReportSection, VerdictCheck
from harness.reports.parts import sha256_of
from harness.runtime.progress import progress_bar
from harness.runtime.project import project_root

if TYPE_CHECKING:
    from harness.certify.options import CertifyOptions
    from harness.games.game_model import GameEntry

#: The game's own certify option naming a lab's card-data file (DilemmaHoldem.certify_options).
CARD_DATA_OPTION = "card-data"
#: Hands the simulation plays by default (about a hundred games of the caller model).
DEFAULT_HANDS = 20_000


@dataclass(frozen=True, slots=True, kw_only=True)
class RankingSection:
    agreement: RankingAgreement
    title: str = "The 40-card ranking against an independent reading"
    template: str = "dilemma_ranking.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"ranking_agreement": self.agreement.to_json()}


@dataclass(frozen=True, slots=True, kw_only=True)
class SimulationSection:
    figures: dict[str, Any]
    title: str = "Whole games simulated under a stated player model"
    template: str = "dilemma_simulation.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"simulation": self.figures}


#: The first-page notice of a report whose card data is marked illustrative (issue 28 item 6).
ILLUSTRATIVE_NOTICE = "card values and effects are illustrative; figures hold for this deck only"


@dataclass(frozen=True, slots=True, kw_only=True)
class DilemmaCertification(RoomCertification):
    """The room's certification of the game, measured Dilemma's way, on one deck's card data:
    the rules_spec's illustrative file, or a lab's own (`--card-data FILE`), validated first."""

    cards: CardData

    @classmethod
    def load(cls, entry: GameEntry, options: CertifyOptions) -> DilemmaCertification:
        room = RoomCertification.load(entry, options)
        given = dict(options.game_options).get(CARD_DATA_OPTION)
        # A lab's file is named from where the command runs; a bad one fails here, located (exit 2).
        cards = load_card_data(str(Path(given).resolve()) if given is not None else None)
        return cls(entry=room.entry, game=room.game, spec=room.spec, rules=room.rules, cards=cards)

    @property
    def card_data_file(self) -> Path:
        path = Path(self.cards.path)
        return path if path.is_absolute() else project_root() / path

    @property
    def inputs(self) -> tuple[InputFile, ...]:
        role = "card data (illustrative)" if self.cards.illustrative else "card data (the lab's)"
        room: tuple[InputFile, ...] = RoomCertification.inputs.fget(self)  # type: ignore[attr-defined]
        return (*room, InputFile(role=role, path=self.cards.path, sha256=sha256_of(self.card_data_file)))

    @property
    def notices(self) -> tuple[str, ...]:
        """What the report's first page says before any figure: whose deck the figures hold for."""
        if self.cards.illustrative:
            return (ILLUSTRATIVE_NOTICE,)
        return (f"figures hold for the deck in {self.cards.path} only ({self.cards.title}; "
                f"SHA-256 {sha256_of(self.card_data_file)})",)  # fmt: skip

    @property
    def default_rounds(self) -> int:
        return DEFAULT_HANDS

    def measure(self, run: RunSettings) -> GameMeasurement:
        from harness.families.dilemma.simulation import analyze
        from harness.runtime.executors import Placement

        with progress_bar("every five-card hand of the 40 cards, two readings") as progress:
            ranking = compare_every_hand(progress)
        figures = tuple(exact_figures(self.game))
        figures_agree = all(f.agrees for f in figures)
        request = AnalyzeRequest(paytable=None, interpretations=dict(self.rules.interpretations), exact_only=False,
                                 rounds=run.rounds, seed=run.seed, placement=Placement(), checkpoint=None)  # fmt: skip
        simulated = analyze(request, self.cards)
        sections: list[ReportSection] = [
            RankingSection(agreement=ranking), SimulationSection(figures=simulated.data),
            ExactFiguresSection(figures=figures),
        ]  # fmt: skip
        lines = [
            f"40-card ranking vs an independent reading: {ranking.hands:,} hands, {ranking.classes:,} classes: "
            + ("agree" if ranking.agrees else "DISAGREE"),
            *simulated.text.splitlines(),
        ]
        return GameMeasurement(
            sections=tuple(sections),
            summary=tuple(lines),
            fields={"hands_simulated": simulated.data["hands"]},
            checks=(
                VerdictCheck(key="ranking_agrees", passed=ranking.agrees),
                VerdictCheck(key="figures_agree", passed=figures_agree),
            ),
            notices=self.notices,
        )
