"""`tablecert certify GAME`: the options a certification run is asked for.

The run itself is harness.certify.pipeline, the same for every game; the game's package supplies
its inputs and report sections (harness.games.game_model).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True, kw_only=True)
class CertifyOptions:
    game: str
    paytable: str | None
    rounds: int | None
    seed: int
    out_dir: Path | None
    interpretations: tuple[tuple[str, str], ...] = ()
    checkpoint: Path | None = None
    #: Check the run against this baseline (harness.certify.baseline): exit 1 if a figure moved.
    baseline: Path | None = None
    #: Record this run's figures as a baseline here.
    write_baseline: Path | None = None
    #: False when the seed is only the command's default, so a baseline's own seed may replace it.
    seed_given: bool = True
    #: Run the game's rule mutants against its Gherkin suite and show the kill rate.
    mutants: bool = True
    #: Options a game declares for itself (its model's `certify_options`), as NAME, VALUE pairs.
    game_options: tuple[tuple[str, str], ...] = ()
