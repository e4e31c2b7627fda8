"""`tablecert certify`: the compliance report of a game, through the one certification pipeline."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from harness.cli.app import fail, games_with, parse_interpretations
from harness.games.game_model import Capability
from harness.spec.errors import HarnessError


def certify(
    ctx: typer.Context,
    game: Annotated[
        str, typer.Argument(help=f"The game to certify: {games_with(Capability.CERTIFY)} (tablecert games).")
    ],
    paytable: Annotated[str | None, typer.Option(help="Paytable name in paytables/<game>/ or a YAML file.")] = None,
    rounds: Annotated[int | None, typer.Option(min=1000, help="Rounds to simulate (default: the game's).")] = None,
    seed: Annotated[
        int | None,
        typer.Option(
            min=0,
            help="Seed of the simulation; the same seed gives the same report figures "
            "(default 1, or the baseline's seed with --baseline).",
            show_default=False,
        ),
    ] = None,
    out: Annotated[Path | None, typer.Option(help="Folder for report.html, report.pdf, report.json.")] = None,
    interpretation: Annotated[
        list[str] | None, typer.Option(help="Switch an interpretation: NAME=VALUE (repeatable).")
    ] = None,
    checkpoint: Annotated[
        Path | None, typer.Option(help="Keep finished simulation batches here; a rerun resumes from it.")
    ] = None,
    baseline: Annotated[
        Path | None,
        typer.Option(
            help="Check against this baseline JSON: exit 1 naming each figure that moved (an exact one changed, "
            "a simulated one left its baseline interval). Uses the baseline's seed and rounds unless given."
        ),
    ] = None,
    write_baseline: Annotated[
        Path | None, typer.Option(help="Record this run's figures as a baseline JSON file.")
    ] = None,
    mutants: Annotated[
        bool, typer.Option("--mutants/--no-mutants", help="Run the rule mutants and report the kill rate.")
    ] = True,
) -> None:
    """Validate, run the Gherkin suite, analyse exactly and by simulation, and write the report.

    A game may declare options of its own, given as --NAME VALUE after the game (its docs list them)."""
    from harness.certify.options import CertifyOptions
    from harness.certify.pipeline import certify as run_certification
    from harness.games.game_model import Capability
    from harness.games.registry import game as registered_game

    try:
        chosen = parse_interpretations(interpretation)
        options = CertifyOptions(
            game=game,
            paytable=paytable,
            rounds=rounds,
            seed=seed if seed is not None else 1,
            out_dir=out,
            interpretations=tuple(chosen),
            checkpoint=checkpoint,
            baseline=baseline,
            write_baseline=write_baseline,
            seed_given=seed is not None,
            mutants=mutants,
            game_options=_parse_game_options(ctx.args),
        )
        code = run_certification(registered_game(game, Capability.CERTIFY), options)
    except HarnessError as error:
        fail(error)
        return
    raise typer.Exit(code)


def _parse_game_options(args: list[str]) -> tuple[tuple[str, str], ...]:
    """`--NAME VALUE` or `--NAME=VALUE` pairs a game declares for itself (checked by the pipeline)."""
    from harness.spec.errors import UsageError

    found: list[tuple[str, str]] = []
    rest = list(args)
    while rest:
        word = rest.pop(0)
        if not word.startswith("--") or len(word) < 3:
            raise UsageError(f"unexpected argument {word!r}")
        name, equals, value = word[2:].partition("=")
        if not equals:
            if not rest:
                raise UsageError(f"--{name} needs a value")
            value = rest.pop(0)
        found.append((name, value))
    return tuple(found)
