"""`tablecert games`: the game registry, as text or JSON."""

from __future__ import annotations

import json
from typing import Annotated

import typer

from harness.cli.app import fail
from harness.spec.errors import HarnessError


def games(json_output: Annotated[bool, typer.Option("--json", help="Print the registry as JSON.")] = False) -> None:
    """List the games tablecert knows, with what each can do (the game registry)."""
    from harness.games.game_model import Capability
    from harness.games.registry import GAMES

    try:
        if json_output:
            typer.echo(json.dumps({"games": [entry.to_json() for entry in GAMES]}, indent=2, ensure_ascii=False))
            return
        width = max(len(entry.name) for entry in GAMES)
        for entry in GAMES:
            can = ", ".join(c.value for c in Capability if entry.can(c))
            typer.echo(f"{entry.name:<{width}}  {entry.title}")
            typer.echo(f"{'':<{width}}  family {entry.family}, deck {entry.deck}; {can}")
    except HarnessError as error:
        fail(error)
