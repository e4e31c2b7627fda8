"""CLI commands for poker-room games; `register` adds them to the tablecert app."""

from __future__ import annotations

import typer


def register(app: typer.Typer) -> None:
    """Add `replay` to the app (filled in by issue 3)."""
