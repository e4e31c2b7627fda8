"""The `tablecert` command: results on stdout, progress and errors on stderr.

Exit codes: 0 success, 1 a check failed (a certification or baseline verdict), 2 unusable
input (the message names file, line, column and field).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Annotated

import typer

from harness import __version__
from harness.errors import HarnessError, RoundError
from harness.registry import Capability, known_names

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    invoke_without_command=True,
    help="Certify casino table games: rules, paytables, exact analysis, simulation, reports.",
)


def _games_with(*capabilities: Capability) -> str:
    """The games a command takes, for its help, from the registry (a list written here would drift)."""
    return ", ".join(name for name in known_names() if any(name in known_names(c) for c in capabilities))


def _fail(error: HarnessError) -> None:
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


@app.command()
def games(json_output: Annotated[bool, typer.Option("--json", help="Print the registry as JSON.")] = False) -> None:
    """List the games tablecert knows, with what each can do (the game registry)."""
    from harness.registry import GAMES, Capability

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
        _fail(error)


@app.command()
def settle(
    round_file: Annotated[str, typer.Argument(
            metavar="ROUND",
            help="Round, hand or whole game as JSON or YAML; '-' reads stdin. Its `game` names one of: "
            f"{_games_with(Capability.SETTLE)} (README's Games section: each one's input and example).",
        )],
) -> None:
    """Settle one round exactly as the certified rules say; print its ledger as JSON."""
    from harness.settle_any import settle_document
    from harness.yaml_source import load_file, load_stream

    try:
        if round_file == "-":
            node = load_stream(sys.stdin, "<stdin>", RoundError)
        else:
            node = load_file(Path(round_file), RoundError)
        result = settle_document(node)
    except HarnessError as error:
        _fail(error)
        return
    typer.echo(json.dumps(result, indent=2, ensure_ascii=False))


@app.command()
def analyze(
    game: Annotated[
        str,
        typer.Argument(
            help=f"The game to analyze: {_games_with(Capability.ANALYZE_EXACT, Capability.ANALYZE_SIMULATE)}."
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
    from harness.executors import Placement
    from harness.game_model import AnalyzeRequest
    from harness.progress import progress_bar
    from harness.registry import Capability
    from harness.registry import game as registered_game

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
                    interpretations=dict(_parse_interpretations(interpretation)),
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
        _fail(error)
        return
    typer.echo(json.dumps(result.data, indent=2) if json_output else result.text)


def _check_strategy_name(game: str, name: str) -> str:
    """--strategy: 'optimal' or a strategy file (its absolute path returned), for a game with
    the strategy capability (its decisions are what the strategy tables hold)."""
    from harness.errors import UsageError
    from harness.registry import Capability
    from harness.registry import game as registered_game

    registered_game(game, Capability.STRATEGY)  # a game without one says so (exit 2)
    if name == "optimal":
        return name
    path = Path(name)
    if path.suffix not in (".yaml", ".yml") or not path.is_file():
        raise UsageError(f"--strategy: {name!r} is neither 'optimal' nor a strategy YAML file")
    return str(path.resolve())


@app.command()
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
    from harness.errors import UsageError
    from harness.game_model import StrategyRequest
    from harness.progress import progress_bar
    from harness.registry import Capability
    from harness.registry import game as registered_game

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
        _fail(error)
        return
    typer.echo(json.dumps(result.data, indent=2) if json_output else result.text)


def _paytables_game(*names_or_files: str) -> str:
    """The game a diff compares when --game is not given: the `game` a paytable file names, else
    the first game of the registry that has paytables to compare."""
    from harness.registry import Capability, known_names
    from harness.yaml_source import load_file

    for text in names_or_files:
        path = Path(text)
        if path.suffix in (".yaml", ".yml") and path.is_file():
            document = load_file(path)
            node = document.get("game") if document.is_mapping() else None
            if node is not None and isinstance(node.value, str):
                return node.value
    return known_names(Capability.DIFF)[0]


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


@app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True})
def certify(
    ctx: typer.Context,
    game: Annotated[
        str, typer.Argument(help=f"The game to certify: {_games_with(Capability.CERTIFY)} (tablecert games).")
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
    from harness.certification import CertifyOptions
    from harness.certify_pipeline import certify as run_certification
    from harness.registry import Capability
    from harness.registry import game as registered_game

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
            game_options=_parse_game_options(ctx.args),
        )
        code = run_certification(registered_game(game, Capability.CERTIFY), options)
    except HarnessError as error:
        _fail(error)
        return
    raise typer.Exit(code)


def _parse_game_options(args: list[str]) -> tuple[tuple[str, str], ...]:
    """`--NAME VALUE` or `--NAME=VALUE` pairs a game declares for itself (checked by the pipeline)."""
    from harness.errors import UsageError

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


@app.command()
def diff(
    old: Annotated[str, typer.Argument(help="Paytable before: a name in paytables/<game>/ or a YAML file.")],
    new: Annotated[str, typer.Argument(help="Paytable after: a name in paytables/<game>/ or a YAML file.")],
    game: Annotated[
        str | None,
        typer.Option(help="The game both paytables are for (default: a paytable file's game, else the first game)."),
    ] = None,
    rounds: Annotated[int, typer.Option(min=1000, help="Common deals to simulate (both sides play them).")] = 2_000_000,
    seed: Annotated[int, typer.Option(min=0, help="Seed of the common deals.")] = 1,
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
    from harness.game_model import DiffRequest
    from harness.registry import Capability
    from harness.registry import game as registered_game

    try:
        entry = registered_game(game or _paytables_game(old, new), Capability.DIFF)
        text = entry.model().diff(
            DiffRequest(
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
        )
    except HarnessError as error:
        _fail(error)
        return
    typer.echo(text)


@app.command()
def mutants(
    game: Annotated[
        str, typer.Argument(help=f"The game whose rule mutants to run: {_games_with(Capability.MUTANTS)}.")
    ],
    json_output: Annotated[bool, typer.Option("--json", help="Print the verdicts as JSON.")] = False,
    workers: Annotated[int, typer.Option(min=1, help="pytest processes run side by side.")] = 2,
) -> None:
    """Run the Gherkin suite against each deliberate rule fault; exit 1 if any survives."""
    from harness.mutants import render_mutation_text, run_mutants
    from harness.registry import Capability
    from harness.registry import game as registered_game

    try:
        run = run_mutants(registered_game(game, Capability.MUTANTS).name, workers=workers)
    except HarnessError as error:
        _fail(error)
        return
    typer.echo(json.dumps(run.to_json(), indent=2) if json_output else render_mutation_text(run))
    raise typer.Exit(1 if run.survivors else 0)


def main() -> None:
    """Run the app; SIGTERM (a scheduler's stop, `kill`) ends it like Ctrl-C does: an exception
    in the main thread, so every `finally` and `with` runs and removes the Gherkin suite's temp
    folder, a report folder's staging folder and its lock. Exit status 143 (128 + SIGTERM).

    A second SIGTERM during that clean-up ends the process at once. Forked workers inherit the
    handler; in them SIGTERM keeps its default meaning (a worker pool's terminate must kill).
    """
    import os
    import signal
    from types import FrameType

    from harness.executors import note_stop

    owner = os.getpid()

    def on_sigterm(signum: int, frame: FrameType | None) -> None:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        if os.getpid() != owner:
            os.kill(os.getpid(), signal.SIGTERM)
            return
        note_stop(signum)
        raise SystemExit(128 + signum)

    def on_sigint(signum: int, frame: FrameType | None) -> None:
        if os.getpid() == owner:
            note_stop(signum)
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, on_sigterm)
    signal.signal(signal.SIGINT, on_sigint)
    app()


if __name__ == "__main__":
    main()
