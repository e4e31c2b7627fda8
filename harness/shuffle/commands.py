"""CLI commands for shuffle certification; `register` adds them to the tablecert app."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add `shuffle-test` and `shuffle-power` to the app (filled in by issue 4)."""
