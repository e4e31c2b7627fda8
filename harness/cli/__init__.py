"""The `tablecert` command: results on stdout, progress and errors on stderr.

One module per command, each added here to the one Typer `app`, in the order `tablecert --help`
lists them. Exit codes: 0 success, 1 a check failed (a certification or
baseline verdict), 2 unusable input (the message names file, line, column and field).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness.cli import analyze, certify, diff, family_commands, games, mutants, settle, strategy
from harness.cli.app import app

# In the order `tablecert --help` lists them.
command: Callable[..., Any]
for command in (games.games, settle.settle, analyze.analyze, strategy.strategy):
    app.command()(command)
family_commands.register_family_commands()
app.command(context_settings={"allow_extra_args": True, "ignore_unknown_options": True})(certify.certify)
for command in (diff.diff, mutants.mutants):
    app.command()(command)

__all__ = ["app", "main"]


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

    from harness.runtime.executors import note_stop

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
