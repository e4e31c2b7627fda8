"""Mutants found by game name or by mutant name, through the game registry.

Apart from harness.mutation.catalogue (what a mutant is), which the game protocol names and the
registry must therefore not be imported by.
"""

from __future__ import annotations

import difflib
import importlib

from harness.games.game_model import Capability, GameEntry
from harness.games.registry import game as registered_game
from harness.games.registry import known_names
from harness.mutation.catalogue import MUTANT_ENV, GameMutants, Mutant, MutantError
from harness.spec.errors import UsageError


def catalogue_of(entry: GameEntry) -> GameMutants:
    """The mutant catalogue the registry names for a game (imported on demand: it imports the
    game's engine)."""
    if entry.mutants is None:
        raise UsageError(f"{entry.name} has no rule mutants catalogued")
    module, _, name = entry.mutants.partition(":")
    found = getattr(importlib.import_module(module), name)
    assert isinstance(found, GameMutants) and found.game == entry.name, entry.mutants
    return found


def catalogue(game: str) -> GameMutants:
    """The mutant catalogue of a game by name; an unknown game lists those that have one."""
    return catalogue_of(registered_game(game, Capability.MUTANTS))


def known_games() -> list[str]:
    return known_names(Capability.MUTANTS)


def find_mutant(name: str) -> tuple[GameMutants, Mutant]:
    """A mutant by name over every game's catalogue (names are unique across games)."""
    for game in known_games():
        games = catalogue(game)
        for mutant in games.mutants:
            if mutant.name == name:
                return games, mutant
    # Not every name: a hundred of them would push the message out of the tail of pytest's output.
    known = [m.name for game in known_games() for m in catalogue(game).mutants]
    close = difflib.get_close_matches(name, known, n=3)
    hint = f"; did you mean {', '.join(close)}?" if close else ""
    raise MutantError(f"{MUTANT_ENV}={name!r} names no mutant of {', '.join(known_games())}{hint}")
