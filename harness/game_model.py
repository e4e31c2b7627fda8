"""The one protocol a game's package implements, and what the commands hand it.

Why a protocol: every command (harness.cli) finds a game in the registry (harness.registry) and
calls these methods; the command knows nothing else about the game. A family of games sharing
an engine (the Lunar Poker family, the poker room) implements it once, parameterised by the
registry entry. Methods a game lacks the capability for are never called (the registry entry's
`capabilities` say which exist) and raise `UsageError` if they are.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from harness.certification import CertifyOptions
    from harness.certify_pipeline import GameCertification
    from harness.executors import Placement
    from harness.mutants.catalogue import GameMutants
    from harness.registry import GameEntry
    from harness.yaml_source import Node

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
