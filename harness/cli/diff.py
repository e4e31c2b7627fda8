"""`tablecert diff`: two paytables (or readings) of a game compared line by line and by return."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from harness.cli.app import fail, parse_interpretations
from harness.spec.errors import HarnessError


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
    from harness.games.game_model import Capability, DiffRequest
    from harness.games.registry import game as registered_game

    try:
        entry = registered_game(game or _paytables_game(old, new), Capability.DIFF)
        text = entry.model().diff(
            DiffRequest(
                old=old,
                new=new,
                old_interpretations=parse_interpretations(old_interpretation),
                new_interpretations=parse_interpretations(new_interpretation),
                rounds=rounds,
                seed=seed,
                scenarios=scenarios,
                out=out,
                json_output=json_output,
                command=" ".join(["tablecert", *sys.argv[1:]]),
            )
        )
    except HarnessError as error:
        fail(error)
        return
    typer.echo(text)


def _paytables_game(*names_or_files: str) -> str:
    """The game a diff compares when --game is not given: the `game` a paytable file names, else
    the first game of the registry that has paytables to compare."""
    from harness.games.game_model import Capability
    from harness.games.registry import known_names
    from harness.spec.yaml_source import load_file

    for text in names_or_files:
        path = Path(text)
        if path.suffix in (".yaml", ".yml") and path.is_file():
            document = load_file(path)
            node = document.get("game") if document.is_mapping() else None
            if node is not None and isinstance(node.value, str):
                return node.value
    return known_names(Capability.DIFF)[0]
