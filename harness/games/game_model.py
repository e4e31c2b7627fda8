"""The one protocol a game's package implements, and what the commands hand it.

Why a protocol: every command (harness.cli) finds a game in the registry (harness.games.registry) and
calls these methods; the command knows nothing else about the game. A family of games sharing
an engine (the Lunar Poker family, the poker room) implements it once, parameterised by the
registry entry. Methods a game lacks the capability for are never called (the registry entry's
`capabilities` say which exist) and raise `UsageError` if they are.
"""

from __future__ import annotations

import enum
import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from harness.certify.game_part import GameCertification
    from harness.certify.options import CertifyOptions
    from harness.mutation.catalogue import GameMutants
    from harness.runtime.executors import Placement
    from harness.spec.yaml_source import Node

class Capability(enum.StrEnum):
    """What a game can be asked to do; a command refuses a game that lacks its capability."""

    SETTLE = "settle"  # `tablecert settle`: one round or hand, ledger out
    CERTIFY = "certify"  # `tablecert certify`: the compliance report
    ANALYZE_EXACT = "analyze-exact"  # `tablecert analyze --exact`: figures counted over every deal
    ANALYZE_SIMULATE = "analyze-simulate"  # `tablecert analyze`: simulated figures with intervals
    DIFF = "diff"  # `tablecert diff`: two paytables (or readings) compared
    MUTANTS = "mutants"  # `tablecert mutants`: rule faults the Gherkin suite must kill
    REPLAY = "replay"  # `tablecert replay`: a room's hand histories audited
    STRATEGY = "strategy"  # `tablecert strategy`: every option of one hand valued exactly


@dataclass(frozen=True, slots=True, kw_only=True)
class GameEntry:
    """One game: where its data lives and which package plays it.

    Paths are relative to the project root (harness.runtime.project); `paytables` is None for a game
    without a paytable (a poker room's pot is the players' own money).
    """

    name: str
    family: str
    rules_spec: str  # rules_spec/<file>
    paytables: str | None  # paytables/<folder>/
    features: str  # features/<folder>/
    binding: str  # the pytest module that binds the features to the step library
    deck: str  # a deck of harness.core.decks
    strategy: str | None  # rules_spec/<file>: the default strategy a simulation plays
    package: str  # the module whose `model(entry)` returns the game's GameModel
    capabilities: frozenset[Capability]
    #: "module:NAME" of the game's rule-mutant catalogue (harness.mutation.catalogue.GameMutants).
    mutants: str | None = None
    #: The rounds a certification simulates unless told otherwise (None: it simulates none).
    certify_rounds: int | None = None

    @property
    def title(self) -> str:
        """The game's title, as its rules_spec states it (one source)."""
        from harness.spec.rules_spec import rules_spec_title

        return rules_spec_title(self.rules_spec)

    def can(self, capability: Capability) -> bool:
        return capability in self.capabilities

    def model(self) -> GameModel:
        """The game's package behind the one protocol (imported on demand: it imports the engine)."""
        return _model(self)

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "title": self.title,
            "family": self.family,
            "rules_spec": f"rules_spec/{self.rules_spec}",
            "paytables": f"paytables/{self.paytables}/" if self.paytables else None,
            "features": f"features/{self.features}/",
            "binding": self.binding,
            "deck": self.deck,
            "strategy": f"rules_spec/{self.strategy}" if self.strategy else None,
            "package": self.package,
            "mutants": self.mutants,
            "capabilities": [c.value for c in Capability if c in self.capabilities],
        }


@cache
def _model(entry: GameEntry) -> GameModel:
    module = importlib.import_module(entry.package)
    built: GameModel = module.model(entry)
    return built


ProgressCallback = Callable[[int, int], None]


@dataclass(frozen=True, slots=True, kw_only=True)
class AnalyzeRequest:
    """`tablecert analyze GAME`: exact figures where counted, simulated ones elsewhere."""

    paytable: str | None
    interpretations: dict[str, str]
    exact_only: bool
    rounds: int
    seed: int
    placement: Placement
    checkpoint: Path | None
    progress: ProgressCallback | None = None
    #: None: the game's strategy file; "optimal": the optimal strategy built for the game
    #: (`tablecert strategy GAME --build`; games with Capability.STRATEGY).
    strategy: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class AnalyzeResult:
    """An analysis as JSON (`--json`) and as the text a terminal shows."""

    data: dict[str, Any]
    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DiffRequest:
    """`tablecert diff OLD NEW --game GAME`: two paytables (or readings) of one game compared."""

    old: str
    new: str
    old_interpretations: list[tuple[str, str]]
    new_interpretations: list[tuple[str, str]]
    rounds: int
    seed: int
    scenarios: bool
    out: Path | None
    json_output: bool
    command: str


@dataclass(frozen=True, slots=True, kw_only=True)
class StrategyRequest:
    """`tablecert strategy GAME --hand ... --upcard ...`: every option of one hand valued.
    The cards are the command line's text; the game parses them (a bad card: exit 2).
    With `build`: the optimal strategy for every hand and upcard, computed and stored instead."""

    hand: str | None
    upcard: str | None
    paytable: str | None = None
    build: bool = False
    workers: int = 1
    checkpoint: Path | None = None
    progress: ProgressCallback | None = None


class GameModel(Protocol):
    """A game (or a family of games) as every command sees it."""

    entry: GameEntry

    def settle(self, document: Node) -> dict[str, Any]:
        """One round or hand, parsed from its located document, settled: the ledger as JSON.
        An impossible round raises a located RoundError (exit 2)."""
        ...

    def sample_document(self, rng: random.Random) -> dict[str, Any]:
        """A random round or hand of the game, played as its default strategy (or a random legal
        player) would, as the document `tablecert settle` reads: the registry's smoke test
        settles one, and the input fuzz starts from them."""
        ...

    def certification(self, options: CertifyOptions) -> GameCertification:
        """The game's inputs for `certify`, loaded and validated (a bad file raises exit 2 here,
        before anything runs or is written), and the game's own part of the report."""
        ...

    def analyze(self, request: AnalyzeRequest) -> AnalyzeResult: ...

    def diff(self, request: DiffRequest) -> str:
        """The comparison as the command prints it (text or JSON)."""
        ...

    def mutants(self) -> GameMutants:
        """The game's rule mutants and how to run its Gherkin suite against them."""
        ...

    def strategy(self, request: StrategyRequest) -> AnalyzeResult:
        """Every option of one hand against one upcard, with its exact value (JSON and text)."""
        ...
