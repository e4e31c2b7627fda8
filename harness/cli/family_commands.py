"""Commands a family or the shuffle audit adds for itself (`replay`, `shuffle ...`)."""

from __future__ import annotations

from harness.cli.app import app


def register_family_commands() -> None:
    from harness.families.poker_room.commands import register as register_poker_room
    from harness.shuffle.commands import register as register_shuffle

    register_shuffle(app)
    register_poker_room(app)

