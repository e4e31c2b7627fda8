"""`tablecert mutants`: the Gherkin suite run against each deliberate rule fault of a game."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from harness.cli.app import fail, games_with
from harness.games.game_model import Capability
from harness.spec.errors import HarnessError


def mutants(
    game: Annotated[
        str, typer.Argument(help=f"The game whose rule mutants to run: {games_with(Capability.MUTANTS)}.")
    ],
    json_output: Annotated[bool, typer.Option("--json", help="Print the verdicts as JSON.")] = False,
    workers: Annotated[int, typer.Option(min=1, help="pytest processes run side by side.")] = 2,
) -> None:
    """Run the Gherkin suite against each deliberate rule fault; exit 1 if any survives."""
    from harness.games.game_model import Capability
    from harness.games.registry import game as registered_game
    from harness.mutation import render_mutation_text, run_mutants

    try:
        run = run_mutants(registered_game(game, Capability.MUTANTS).name, workers=workers)
    except HarnessError as error:
        fail(error)
        return
    typer.echo(json.dumps(run.to_json(), indent=2) if json_output else render_mutation_text(run))
    raise typer.Exit(1 if run.survivors else 0)
