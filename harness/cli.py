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


@app.command()
def analyze(
    game: Annotated[str, typer.Argument(help="lunar-poker or caribbean-stud.")],
    exact: Annotated[bool, typer.Option("--exact", help="Only the exactly counted figures (no simulation).")] = False,
    rounds: Annotated[int, typer.Option(min=1, help="Rounds to simulate.")] = 10_000_000,
    workers: Annotated[
        int | None,
        typer.Option(min=1, help="Run on a local Dask cluster of N workers (caribbean-stud: N local processes)."),
    ] = None,
    scheduler: Annotated[
        str | None, typer.Option(help="Run on an existing Dask cluster, e.g. tcp://host:8786.")
    ] = None,
    checkpoint: Annotated[Path | None, typer.Option(help="Keep finished batches here; a rerun resumes.")] = None,
    seed: Annotated[int, typer.Option(help="Seed; the result is the same for any number of workers.")] = 1,
    paytable: Annotated[str, typer.Option(help="Paytable name or YAML file.")] = "standard",
    interpretation: Annotated[list[str] | None, typer.Option(help="NAME=VALUE (repeatable).")] = None,
    json_output: Annotated[bool, typer.Option("--json", help="Print the result as JSON.")] = False,
) -> None:
    """Compute a game's figures: exact where counted, simulated (with 95% intervals) elsewhere."""
    from harness.executors import Placement
    from harness.progress import progress_bar

    try:
        # Without --workers or --scheduler: forked processes on every local core.
        placement = Placement(workers=workers, scheduler=scheduler, processes=not (workers or scheduler))
        chosen = dict(_parse_interpretations(interpretation))
        if game == "lunar-poker":
            from harness.lunar.analyze import analyze_lunar, render_lunar_text

            with progress_bar("simulating rounds") as progress:
                result = analyze_lunar(
                    paytable=paytable,
                    interpretations=chosen,
                    exact_only=exact,
                    rounds=rounds,
                    seed=seed,
                    placement=placement,
                    checkpoint=checkpoint,
                    progress=progress,
                )
            text = render_lunar_text(result)
        elif game == "caribbean-stud":
            from harness.caribbean.analyze import analyze_caribbean, render_caribbean_text

            result = analyze_caribbean(
                paytable=paytable,
                placement=placement,
                simulate=not exact,
                rounds=rounds,
                seed=seed,
                checkpoint=checkpoint,
            )
            text = render_caribbean_text(result)
        else:
            from harness.errors import UsageError

            raise UsageError(f"analyze knows lunar-poker and caribbean-stud, not {game!r}")
    except HarnessError as error:
        _fail(error)
        return
    typer.echo(json.dumps(result, indent=2) if json_output else text)


def _parse_interpretations(items: list[str] | None) -> list[tuple[str, str]]:
    from harness.errors import UsageError

    chosen = []
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name or not value:
            raise UsageError(f"--interpretation expects NAME=VALUE, got {item!r}")
        chosen.append((name.strip(), value.strip().lower()))
    return chosen


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
    seed: Annotated[
        int | None,
        typer.Option(
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
    """Validate, run the Gherkin suite, analyse exactly and by simulation, and write the report."""
    from harness.certification import CertifyOptions, certifier_for

    try:
        chosen = _parse_interpretations(interpretation)
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
        )
        code = certifier_for(game)(options)
    except HarnessError as error:
        _fail(error)
        return
    raise typer.Exit(code)


@app.command()
def diff(
    old: Annotated[str, typer.Argument(help="Paytable before: a name in paytables/<game>/ or a YAML file.")],
    new: Annotated[str, typer.Argument(help="Paytable after: a name in paytables/<game>/ or a YAML file.")],
    game: Annotated[str, typer.Option(help="The game both paytables are for.")] = "lunar-poker",
    rounds: Annotated[int, typer.Option(min=1000, help="Common deals to simulate (both sides play them).")] = 2_000_000,
    seed: Annotated[int, typer.Option(help="Seed of the common deals.")] = 1,
    old_interpretation: Annotated[
        list[str] | None, typer.Option(help="An interpretation on the OLD side: NAME=VALUE (repeatable).")
    ] = None,
    new_interpretation: Annotated[
        list[str] | None, typer.Option(help="An interpretation on the NEW side: NAME=VALUE (repeatable).")
    ] = None,
    scenarios: Annotated[
        bool, typer.Option("--scenarios/--no-scenarios", help="Run the Gherkin suite against OLD and NEW.")
    ] = True,
    json_output: Annotated[bool, typer.Option("--json", help="Print the comparison as JSON.")] = False,
    out: Annotated[Path | None, typer.Option(help="Folder for the change report (html, pdf, json).")] = None,
) -> None:
    """Compare two paytables (or readings) of a game: lines, each bet's return, scenarios that change."""
    from harness.errors import UsageError

    try:
        if game != "lunar-poker":
            raise UsageError(f"diff knows lunar-poker, not {game!r}")
        from harness.lunar.diff import diff_command

        text = diff_command(
            old=old,
            new=new,
            old_interpretations=_parse_interpretations(old_interpretation),
            new_interpretations=_parse_interpretations(new_interpretation),
            rounds=rounds,
            seed=seed,
            scenarios=scenarios,
            out=out,
            json_output=json_output,
            command=" ".join(["tablecert", *sys.argv[1:]]),
        )
    except HarnessError as error:
        _fail(error)
        return
    typer.echo(text)


@app.command()
def mutants(
    game: Annotated[str, typer.Argument(help="The game whose rule mutants to run, e.g. lunar-poker.")],
    json_output: Annotated[bool, typer.Option("--json", help="Print the verdicts as JSON.")] = False,
    workers: Annotated[int, typer.Option(min=1, help="pytest processes run side by side.")] = 2,
) -> None:
    """Run the Gherkin suite against each deliberate rule fault; exit 1 if any survives."""
    from harness.mutants import render_mutation_text, run_mutants

    try:
        run = run_mutants(game, workers=workers)
    except HarnessError as error:
        _fail(error)
        return
    typer.echo(json.dumps(run.to_json(), indent=2) if json_output else render_mutation_text(run))
    raise typer.Exit(1 if run.survivors else 0)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
