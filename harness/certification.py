"""`tablecert certify GAME`: which module certifies which game.

Each certifier validates its inputs, runs the game's Gherkin suite, the exact analysis and the
simulation, and writes report.html, report.pdf and report.json atomically. It returns the
exit code: 0 certified, 1 a check failed.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from harness.errors import UsageError


@dataclass(frozen=True, slots=True, kw_only=True)
class CertifyOptions:
    game: str
    paytable: str | None
    rounds: int | None
    seed: int
    out_dir: Path | None
    interpretations: tuple[tuple[str, str], ...] = ()
    checkpoint: Path | None = None
    #: Check the run against this baseline (harness.baseline): exit 1 if a figure moved.
    baseline: Path | None = None
    #: Record this run's figures as a baseline here.
    write_baseline: Path | None = None
    #: False when the seed is only the command's default, so a baseline's own seed may replace it.
    seed_given: bool = True
    #: Run the game's rule mutants against its Gherkin suite and show the kill rate.
    mutants: bool = True


class Certifier(Protocol):
    def __call__(self, options: CertifyOptions) -> int: ...


#: game name -> "module:function" taking CertifyOptions and returning the exit code.
CERTIFIERS: dict[str, str] = {
    "lunar-poker": "harness.lunar.certify:certify_lunar_poker",
    # The Lunar Poker family's other games: the same engine, each with its rules_spec switches.
    "caribbean-stud": "harness.lunar.variant_certify:certify_variant",
    "oasis-poker": "harness.lunar.variant_certify:certify_variant",
    "lunar-poker-dealer-draw": "harness.lunar.variant_certify:certify_variant",
    "lunar-poker-finland": "harness.lunar.variant_certify:certify_variant",
    "omaha-hi-lo-8": "harness.poker_room.certify:certify_omaha_hi_lo_8",
    "holdem": "harness.poker_room.certify:certify_holdem",
}


def certifier_for(game: str) -> Certifier:
    target = CERTIFIERS.get(game)
    if target is None:
        raise UsageError(f"no certification for game {game!r}; known games: {', '.join(sorted(CERTIFIERS))}")
    module_name, function_name = target.split(":")
    function: Certifier = getattr(importlib.import_module(module_name), function_name)
    return function
