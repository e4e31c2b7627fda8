"""The `tablecert` command: results on stdout, progress and errors on stderr.

Exit codes: 0 success, 1 a check failed (a certification or baseline verdict), 2 unusable
input (the message names file, line, column and field).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from harness import __version__
from harness.errors import HarnessError, RoundError

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="Certify casino table games: rules, paytables, exact analysis, simulation, reports.",
)


def _fail(error: HarnessError) -> None:
    typer.echo(f"tablecert: error: {error}", err=True)
    raise typer.Exit(error.exit_code)


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", help="Print the version and exit.")] = False,
) -> None:
    if version:
        typer.echo(__version__)
        raise typer.Exit(0)


@app.command()
def settle(
    round_file: Annotated[str, typer.Argument(metavar="ROUND", help="Round as JSON or YAML; '-' reads stdin.")],
) -> None:
    """Settle one round exactly as the certified rules say; print its ledger as JSON."""
    from harness.settle_any import settle_document
    from harness.yaml_source import load_file, load_text

    try:
        if round_file == "-":
            node = load_text(sys.stdin.read(), "<stdin>", RoundError)
        else:
            node = load_file(Path(round_file), RoundError)
        result = settle_document(node)
    except HarnessError as error:
        _fail(error)
        return
    typer.echo(json.dumps(result, indent=2, ensure_ascii=False))


def _register_game_commands() -> None:
    from harness.poker_room.commands import register as register_poker_room
    from harness.shuffle.commands import register as register_shuffle

    register_shuffle(app)
    register_poker_room(app)


_register_game_commands()


@app.command()
def certify(
    game: Annotated[str, typer.Argument(help="The game to certify, e.g. lunar-poker.")],
    paytable: Annotated[str | None, typer.Option(help="Paytable name in paytables/<game>/ or a YAML file.")] = None,
    rounds: Annotated[int | None, typer.Option(min=1000, help="Rounds to simulate (default: the game's).")] = None,
    seed: Annotated[int, typer.Option(help="Seed of the simulation; the same seed gives the same report figures.")] = 1,
    out: Annotated[Path | None, typer.Option(help="Folder for report.html, report.pdf, report.json.")] = None,
    interpretation: Annotated[
        list[str] | None, typer.Option(help="Switch an interpretation: NAME=VALUE (repeatable).")
    ] = None,
    checkpoint: Annotated[
        Path | None, typer.Option(help="Keep finished simulation batches here; a rerun resumes from it.")
    ] = None,
) -> None:
    """Validate, run the Gherkin suite, analyse exactly and by simulation, and write the report."""
    from harness.certification import CertifyOptions, certifier_for
    from harness.errors import UsageError

    try:
        chosen = []
        for item in interpretation or []:
            name, sep, value = item.partition("=")
            if not sep or not name or not value:
                raise UsageError(f"--interpretation expects NAME=VALUE, got {item!r}")
            chosen.append((name.strip(), value.strip().lower()))
        options = CertifyOptions(
            game=game,
            paytable=paytable,
            rounds=rounds,
            seed=seed,
            out_dir=out,
            interpretations=tuple(chosen),
            checkpoint=checkpoint,
        )
        code = certifier_for(game)(options)
    except HarnessError as error:
        _fail(error)
        return
    raise typer.Exit(code)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
