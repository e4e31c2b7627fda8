"""`tablecert analyze`: a game's figures, exact where counted and simulated with intervals elsewhere."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer

from harness.cli.app import fail, games_with, parse_interpretations
from harness.games.game_model import Capability
from harness.spec.errors import HarnessError


def analyze(
    game: Annotated[
        str,
        typer.Argument(
            help=f"The game to analyze: {games_with(Capability.ANALYZE_EXACT, Capability.ANALYZE_SIMULATE)}."
        ),
    ],
    exact: Annotated[bool, typer.Option("--exact", help="Only the exactly counted figures (no simulation).")] = False,
    rounds: Annotated[int, typer.Option(min=1, help="Rounds to simulate.")] = 10_000_000,
    workers: Annotated[
        int | None,
        typer.Option(min=1, help="Run on a local Dask cluster of N workers (N local processes for some games)."),
    ] = None,
    scheduler: Annotated[
        str | None, typer.Option(help="Run on an existing Dask cluster, e.g. tcp://host:8786.")
    ] = None,
    checkpoint: Annotated[Path | None, typer.Option(help="Keep finished batches here; a rerun resumes.")] = None,
    seed: Annotated[int, typer.Option(min=0, help="Seed; the result is the same for any number of workers.")] = 1,
    paytable: Annotated[
        str | None, typer.Option(help="Paytable name or YAML file (default: the game's own default).")
    ] = None,
    interpretation: Annotated[list[str] | None, typer.Option(help="NAME=VALUE (repeatable).")] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
    strategy_name: Annotated[
        str | None,
        typer.Option(
            "--strategy",
            help="'optimal': play the optimal strategy built by `tablecert strategy GAME --build`; or a "
            "strategy YAML file of the game's kind, e.g. a simpler card (default: the game's strategy file).",
        ),
    ] = None,
) -> None:
    """Compute a game's figures: exact where counted, simulated (with 95% intervals) elsewhere."""
    from harness.games.game_model import AnalyzeRequest, Capability
    from harness.games.registry import game as registered_game
    from harness.runtime.executors import Placement
    from harness.runtime.progress import progress_bar

    try:
        entry = registered_game(game, Capability.ANALYZE_EXACT if exact else Capability.ANALYZE_SIMULATE)
        if strategy_name is not None:
            strategy_name = _check_strategy_name(game, strategy_name)
        # Without --workers or --scheduler: forked processes on every local core.
        placement = Placement(workers=workers, scheduler=scheduler, processes=not (workers or scheduler))
        with progress_bar("simulating rounds") as progress:
            result = entry.model().analyze(
                AnalyzeRequest(
                    paytable=paytable,
                    interpretations=dict(parse_interpretations(interpretation)),
                    exact_only=exact,
                    rounds=rounds,
                    seed=seed,
                    placement=placement,
                    checkpoint=checkpoint,
                    progress=progress,
                    strategy=strategy_name,
                )
            )
    except HarnessError as error:
        fail(error)
        return
    typer.echo(json.dumps(result.data, indent=2) if json_output else result.text)


def _check_strategy_name(game: str, name: str) -> str:
    """--strategy: 'optimal' or a strategy file (its absolute path returned), for a game with
    the strategy capability (its decisions are what the strategy tables hold)."""
    from harness.games.game_model import Capability
    from harness.games.registry import game as registered_game
    from harness.spec.errors import UsageError

    registered_game(game, Capability.STRATEGY)  # a game without one says so (exit 2)
    if name == "optimal":
        return name
    path = Path(name)
    if path.suffix not in (".yaml", ".yml") or not path.is_file():
        raise UsageError(f"--strategy: {name!r} is neither 'optimal' nor a strategy YAML file")
    return str(path.resolve())
