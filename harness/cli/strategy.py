"""`tablecert strategy`: every option of one hand valued exactly, or the optimal strategy built."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated

import typer

from harness.cli.app import fail
from harness.spec.errors import HarnessError


def strategy(
    game: Annotated[str, typer.Argument(help="The game (tablecert games lists those with strategy).")],
    hand: Annotated[str | None, typer.Option(help="The player's five cards, e.g. 'Ah Kh 7d 7s 3c'.")] = None,
    upcard: Annotated[str | None, typer.Option(help="The dealer's upcard, e.g. 'Kd'.")] = None,
    paytable: Annotated[
        str | None, typer.Option(help="Paytable name or YAML file (default: the game's own default).")
    ] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print the options as JSON.")] = False,
    build: Annotated[
        bool, typer.Option("--build", help="Compute the optimal strategy for every hand and upcard and store it.")
    ] = False,
    workers: Annotated[int | None, typer.Option(min=1, help="Processes for --build (default: every core).")] = None,
    checkpoint: Annotated[
        Path | None, typer.Option(help="--build: keep finished upcard ranks here; a rerun resumes.")
    ] = None,
) -> None:
    """Value every option of one hand against one upcard exactly (per Ante, without the Super),
    or (--build) compute and store the optimal strategy for every hand and upcard."""
    from harness.games.game_model import Capability, StrategyRequest
    from harness.games.registry import game as registered_game
    from harness.runtime.progress import progress_bar
    from harness.spec.errors import UsageError

    try:
        entry = registered_game(game, Capability.STRATEGY)
        if build == (hand is not None or upcard is not None):
            raise UsageError("give --hand and --upcard (one hand's options), or --build (every hand), not both")
        if not build and (hand is None or upcard is None):
            raise UsageError("--hand and --upcard go together: the five cards and the dealer's upcard")
        with progress_bar("upcard ranks counted", quiet=not build) as progress:
            request = StrategyRequest(
                hand=hand,
                upcard=upcard,
                paytable=paytable,
                build=build,
                workers=workers or len(os.sched_getaffinity(0)),
                checkpoint=checkpoint,
                progress=progress,
            )
            result = entry.model().strategy(request)
    except HarnessError as error:
        fail(error)
        return
    typer.echo(json.dumps(result.data, indent=2) if json_output else result.text)
