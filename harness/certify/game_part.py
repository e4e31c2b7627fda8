"""What a game's package hands the certification pipeline: its inputs, its scenarios' binding,
and its own measurements (report sections, verdict checks, notices).

Apart from the pipeline so that the game protocol (harness.games.game_model) can name these
types without importing the pipeline, which imports the registry.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from harness.reports.model import InputFile, InterpretationRow, PaytableIdentity, ReportSection, VerdictCheck
from harness.spec.rules_spec import Clause


@dataclass(frozen=True, slots=True, kw_only=True)
class SuiteSpec:
    """The pytest binding modules of the game's scenarios and the environment their steps read."""

    bindings: tuple[str, ...]
    env: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True)
class RunSettings:
    """What the command chose for this run (a baseline's own seed and rounds, when it has one)."""

    seed: int
    rounds: int
    checkpoint: Path | None


@dataclass(frozen=True, slots=True, kw_only=True)
class GameMeasurement:
    """What a game measured: its report sections, the checks its verdict needs, the terminal
    summary lines, the library versions it used, and top-level report fields (e.g. `rounds`)."""

    sections: tuple[ReportSection, ...]
    summary: tuple[str, ...]
    fields: dict[str, Any] = field(default_factory=dict)
    checks: tuple[VerdictCheck, ...] = ()
    libraries: dict[str, str | None] = field(default_factory=dict)
    #: Extra values the template needs beside the JSON (e.g. a chart's SVG).
    html: dict[str, Any] = field(default_factory=dict)
    #: Sentences a reader must see before any figure (e.g. that the card data is illustrative):
    #: shown on the report's first page, above the verdict, and as report.json's `notices`.
    notices: tuple[str, ...] = ()


class GameCertification(Protocol):
    """A game's certification inputs, loaded and validated, and its own measurements."""

    @property
    def title(self) -> str: ...

    @property
    def paytable(self) -> PaytableIdentity | None: ...

    @property
    def inputs(self) -> tuple[InputFile, ...]: ...

    @property
    def interpretations(self) -> tuple[InterpretationRow, ...]: ...

    @property
    def clause_specs(self) -> Sequence[tuple[str, Sequence[Clause]]]:
        """Every clause in force, by the spec file it is in (the game's, inherited, strategy)."""
        ...

    @property
    def suite(self) -> SuiteSpec: ...

    @property
    def default_rounds(self) -> int: ...

    @property
    def records_baselines(self) -> bool: ...

    def prepare(self, run: RunSettings) -> None:
        """Refuse, before any work, what would fail later (e.g. a checkpoint of another run)."""
        ...

    def measure(self, run: RunSettings) -> GameMeasurement: ...

    def baseline_record(self, report: dict[str, Any]) -> dict[str, Any]:
        """The figures a baseline keeps, from the report's JSON (harness.certify.baseline)."""
        ...
