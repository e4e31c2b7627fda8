"""`tablecert settle`: one round, hand or game document settled by the game it names."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from harness.cli.app import fail, games_with
from harness.games.game_model import Capability
from harness.spec.errors import HarnessError, RoundError


def settle(
    round_file: Annotated[str, typer.Argument(
            metavar="ROUND",
            help="Round, hand or whole game as JSON or YAML; '-' reads stdin. Its `game` names one of: "
            f"{games_with(Capability.SETTLE)} (README's Games section: each one's input and example).",
        )],
) -> None:
    """Settle one round exactly as the certified rules say; print its ledger as JSON."""
    from harness.games.settle_dispatch import settle_document
    from harness.spec.yaml_source import load_file, load_stream

    try:
        if round_file == "-":
            node = load_stream(sys.stdin, "<stdin>", RoundError)
        else:
            node = load_file(Path(round_file), RoundError)
        result = settle_document(node)
    except HarnessError as error:
        fail(error)
        return
    typer.echo(json.dumps(result, indent=2, ensure_ascii=False))
