"""A poker-room game's part of its certification (harness.certify.pipeline): the rules proved by
the Gherkin suite, the hand evaluator checked against an independent one, exact figures counted
two ways, and the seed's worked hand settled.

The evaluator is compared with pokerkit on every five-card hand, on random deals and on random
whole hands (betting, pots and showdown against pokerkit's state machine); the exact figures are
each counted by a formula and by an independent enumeration. Both are verdict checks: a
disagreement fails the certification as a failing scenario would.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from harness.certify.game_part import GameMeasurement, RunSettings, SuiteSpec
from harness.certify.options import CertifyOptions
from harness.families.poker_room.exact import ExactFigure, exact_figures
from harness.families.poker_room.games import RoomGame, TableRules, game_rules, room_game, table_rules, worked_example
from harness.games.game_model import GameEntry
from harness.reports.model import InputFile, InterpretationRow, PaytableIdentity, ReportSection, VerdictCheck
from harness.reports.parts import sha256_of
from harness.runtime.progress import progress_bar, status
from harness.runtime.project import project_root, relative_display
from harness.spec.errors import UsageError
from harness.spec.rules_spec import Clause, RulesSpec

DEFAULT_DEALS = 20_000
WHOLE_HANDS = 400


def pokerkit_version() -> str | None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("pokerkit")
    except PackageNotFoundError:
        return None


@dataclass(frozen=True, slots=True, kw_only=True)
class ExactFiguresSection:
    figures: tuple[ExactFigure, ...]
    title: str = "Exact figures"
    template: str = "room_figures.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"figures": [f.to_json() for f in self.figures]}


@dataclass(frozen=True, slots=True, kw_only=True)
class AgreementSection:
    """The evaluator against pokerkit (its comparisons' own JSON), or why it was not checked."""

    agreement: dict[str, Any]
    title: str = "Hand evaluator against the independent implementation"
    template: str = "room_agreement.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"evaluator_agreement": self.agreement}


@dataclass(frozen=True, slots=True, kw_only=True)
class WorkedExampleSection:
    hand: dict[str, Any]
    source: str
    settled: dict[str, Any]
    title: str = "The seed's worked example"
    template: str = "room_worked_example.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        s = self.settled
        return {
            "worked_example": {
                "hand": self.hand,
                "source": self.source,
                "pots": s["pots"],
                "showdown": s["showdown"],
                "final_stacks": s["final_stacks"],
            }
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class RoomCertification:
    """A poker-room game's inputs, validated, and its measurements."""

    entry: GameEntry
    game: RoomGame
    spec: RulesSpec
    rules: TableRules

    @classmethod
    def load(cls, entry: GameEntry, options: CertifyOptions) -> RoomCertification:
        game = room_game(entry.name)
        spec = game_rules(game)
        if options.paytable:
            raise UsageError(f"{entry.name} has no paytable: the pot is the players' own money")
        try:
            rules = table_rules(game, dict(options.interpretations))
        except ValueError as exc:
            raise UsageError(str(exc)) from None
        return cls(entry=entry, game=game, spec=spec, rules=rules)

    @property
    def title(self) -> str:
        return self.spec.title

    @property
    def paytable(self) -> PaytableIdentity | None:
        return None

    @property
    def inputs(self) -> tuple[InputFile, ...]:
        features = sorted((project_root() / "features" / self.entry.features).glob("*.feature"))
        return (
            InputFile(role="rules", path=self.spec.path, sha256=self.spec.sha256),
            *(InputFile(role="feature", path=relative_display(p), sha256=sha256_of(p)) for p in features),
        )

    @property
    def interpretations(self) -> tuple[InterpretationRow, ...]:
        chosen = self.rules.interpretations
        return tuple(InterpretationRow.of(i, chosen[name]) for name, i in self.spec.interpretations.items())

    @property
    def clause_specs(self) -> Sequence[tuple[str, Sequence[Clause]]]:
        return [(self.spec.path, list(self.spec.clauses.values()))]

    @property
    def suite(self) -> SuiteSpec:
        return SuiteSpec(bindings=(self.entry.binding,))

    @property
    def default_rounds(self) -> int:
        return DEFAULT_DEALS

    @property
    def records_baselines(self) -> bool:
        return False

    def prepare(self, run: RunSettings) -> None:
        if run.checkpoint is not None:
            raise UsageError(f"{self.entry.name} runs no simulation to checkpoint")

    def baseline_record(self, report: dict[str, Any]) -> dict[str, Any]:
        raise UsageError(f"baselines are not supported for {self.entry.name} yet")

    def measure(self, run: RunSettings) -> GameMeasurement:
        agreement, agrees, lines = self._agreement(run)
        figures = tuple(exact_figures(self.game))
        figures_agree = all(f.agrees for f in figures)
        sections: list[ReportSection] = [ExactFiguresSection(figures=figures), AgreementSection(agreement=agreement)]
        if (example := worked_example(self.game)) is not None:
            from harness.families.poker_room.hand_history import parse_hand
            from harness.families.poker_room.settle import settle_hand

            hand, source = example
            settled = settle_hand(parse_hand(hand)).to_json()
            sections.append(WorkedExampleSection(hand=hand, source=source, settled=settled))
        for figure in figures:
            lines.append(
                f"{figure.title}: {figure.count:,}/{figure.total:,} = {float(figure.probability):.6f}"
                + ("" if figure.agrees else " (COUNTS DISAGREE)")
            )
        return GameMeasurement(
            sections=tuple(sections),
            summary=tuple(lines),
            fields={"deals": run.rounds},
            checks=(
                VerdictCheck(key="evaluator_agrees", passed=agrees),
                VerdictCheck(key="figures_agree", passed=figures_agree),
            ),
            libraries={"pokerkit": pokerkit_version()},
        )

    def _agreement(self, run: RunSettings) -> tuple[dict[str, Any], bool, list[str]]:
        """The evaluator against pokerkit; not checked (and so not agreeing) without pokerkit."""
        version = pokerkit_version()
        agreement: dict[str, Any] = {"independent": f"pokerkit {version}" if version else None}
        try:
            from harness.families.poker_room.agreement import (
                compare_game_five_card_hands,
                compare_random_deals,
                compare_whole_hands,
            )

            with progress_bar("every five-card hand against pokerkit") as progress:
                five = compare_game_five_card_hands(self.game, progress)
            with progress_bar(f"{run.rounds:,} random deals against pokerkit") as progress:
                dealt = compare_random_deals(self.game, run.rounds, run.seed, five, progress)
            with progress_bar(f"{WHOLE_HANDS} whole hands against pokerkit's state machine") as progress:
                whole = compare_whole_hands(self.game, WHOLE_HANDS, run.seed, progress)
        except UsageError as missing:
            agreement["not_run"] = str(missing)
            status(f"evaluator agreement not checked: {missing}")
            return agreement, False, [f"evaluator vs pokerkit: not run ({missing})"]
        agreement |= {
            "five_card_hands": five.to_json(),
            "random_deals": dealt.to_json(),
            "whole_hands": whole.to_json(),
        }
        agrees = five.agrees and dealt.agrees and whole.agrees
        sizes = f"{five.hands:,} five-card hands, {run.rounds:,} random deals, {WHOLE_HANDS} whole hands"
        return agreement, agrees, [f"evaluator vs pokerkit: {sizes}: {'agree' if agrees else 'DISAGREE'}"]
