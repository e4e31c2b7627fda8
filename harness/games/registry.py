"""The games tablecert certifies: one entry each, read by every command.

Why one list: a command (settle, certify, analyze, diff, mutants, replay) finds a game here and
asks the game's package to do the work, so no command names a game. The entries themselves live
with their family (`harness/families/<family>/entries.py`): a new game is its data (rules_spec,
paytables, features, strategy), one entry there, and a package implementing
`harness.games.game_model.GameModel`. tests/unit/test_registry.py checks that every entry has
its files and that every capability it declares runs.
"""

from __future__ import annotations

import importlib

from harness import families
from harness.games.game_model import Capability, GameEntry
from harness.spec.errors import UsageError

#: Every game, in the order `tablecert games` lists them: family by family, in the order
#: harness.families.FAMILIES lists them, each family's entries as it lists them.
GAMES: tuple[GameEntry, ...] = tuple(
    entry
    for family_package in families.FAMILIES
    for entry in importlib.import_module(f"harness.families.{family_package}.entries").ENTRIES
)

BY_NAME = {entry.name: entry for entry in GAMES}


def known_names(capability: Capability | None = None) -> list[str]:
    return [entry.name for entry in GAMES if capability is None or entry.can(capability)]


def game(name: str, capability: Capability | None = None) -> GameEntry:
    """The entry of a game; an unknown game, or one without the capability, is a usage error
    (exit 2) that lists the games that have it."""
    entry = BY_NAME.get(name)
    if entry is None:
        raise UsageError(f"unknown game {name!r}; known games: {', '.join(known_names(capability))}")
    if capability is not None and not entry.can(capability):
        raise UsageError(
            f"{name} has no {capability.value}; games with {capability.value}: {', '.join(known_names(capability))}"
        )
    return entry


def family(name: str) -> tuple[GameEntry, ...]:
    """The games of one family (they share one package and one engine)."""
    return tuple(entry for entry in GAMES if entry.family == name)
