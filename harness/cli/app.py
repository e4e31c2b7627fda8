"""The `tablecert` Typer application and what its commands share: the registry's game lists for
help texts, the one way an error ends a command, NAME=VALUE interpretations."""

from __future__ import annotations

from typing import Annotated

import typer

from harness import __version__
from harness.games.game_model import Capability
from harness.games.registry import known_names
from harness.spec.errors import HarnessError

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    invoke_without_command=True,
    help="Certify casino table games: rules, paytables, exact analysis, simulation, reports.",
)


def games_with(*capabilities: Capability) -> str:
    """The games a command takes, for its help, from the registry (a list written here would drift)."""
    return ", ".join(name for name in known_names() if any(name in known_names(c) for c in capabilities))


def fail(error: HarnessError) -> None:
    typer.echo(f"tablecert: error: {error}", err=True)
    raise typer.Exit(error.exit_code)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"tablecert {__version__}")
        raise typer.Exit(0)


@app.callback()
def _root(
    ctx: typer.Context,
    version: Annotated[
        bool,
        typer.Option("--version", callback=_print_version, is_eager=True, help="Print the version and exit."),
    ] = False,
) -> None:
    if ctx.invoked_subcommand is None:
        typer.echo(ctx.get_help())
        raise typer.Exit(2)


def parse_interpretations(items: list[str] | None) -> list[tuple[str, str]]:
    from harness.spec.errors import UsageError

    chosen = []
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name or not value:
            raise UsageError(f"--interpretation expects NAME=VALUE, got {item!r}")
        chosen.append((name.strip(), value.strip().lower()))
    return chosen
