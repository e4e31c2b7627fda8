"""What a rule mutant is, and how one is put into (and taken out of) a running engine.

A mutant is a deliberate rule fault applied by monkeypatching named engine functions or
attributes, never by editing the engine's source: the engine under certification stays the one
on disk, and the same mutant applies in-process (unit tests, `applied`) or in the pytest
subprocess that runs the Gherkin suite (`harness.mutants.plugin`).
"""

from __future__ import annotations

import difflib
import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from harness.errors import HarnessError, UsageError

if TYPE_CHECKING:
    from harness.registry import GameEntry

#: The environment variable the pytest plugin reads the mutant's name from.
MUTANT_ENV = "TABLECERT_MUTANT"
#: The pytest plugin that applies the mutant named by MUTANT_ENV.
PLUGIN = "harness.mutants.plugin"


class MutantError(HarnessError):
    """A mutant cannot be applied: unknown name, or it patches something the engine lacks."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Patch:
    """Replace `attribute` of `target` by `build(original)`.

    `target` is a module (`harness.lunar.settle`) or a class in one (`harness.hands:HandRank`).
    Patch a name where it is looked up: a module that did `from x import f` calls its own `f`.
    """

    target: str
    attribute: str
    build: Callable[[Any], Any]

    @property
    def where(self) -> str:
        return f"{self.target.replace(':', '.')}.{self.attribute}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Mutant:
    """One deliberate rule fault: a stable name, what is wrong, the clauses it breaks, the patches."""

    name: str
    description: str
    clauses: tuple[str, ...]
    patches: tuple[Patch, ...]

    @property
    def applied_by(self) -> str:
        return ", ".join(p.where for p in self.patches)

    def to_json(self) -> dict[str, Any]:
        return {
            "mutant": self.name,
            "description": self.description,
            "clauses": list(self.clauses),
            "applied_by": self.applied_by,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class GameMutants:
    """A game's mutant catalogue and what it takes to run the game's Gherkin suite against it.

    `reset` drops the engine's caches (loaded paytables memoise predicate answers), so a mutant
    applied in-process is not hidden by answers the real engine cached, nor leaks after it.
    """

    game: str
    bindings: tuple[str, ...]
    env: tuple[tuple[str, str], ...]
    mutants: tuple[Mutant, ...]
    reset: Callable[[], None]

    def mutant(self, name: str) -> Mutant:
        for mutant in self.mutants:
            if mutant.name == name:
                return mutant
        raise MutantError(f"no mutant {name!r} for {self.game}; known: {', '.join(m.name for m in self.mutants)}")


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
    from harness.registry import Capability
    from harness.registry import game as registered_game

    return catalogue_of(registered_game(game, Capability.MUTANTS))


def known_games() -> list[str]:
    from harness.registry import Capability, known_names

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


def _owner(target: str) -> Any:
    module_name, _, class_name = target.partition(":")
    owner: Any = importlib.import_module(module_name)
    return getattr(owner, class_name) if class_name else owner


def apply_mutant(mutant: Mutant, reset: Callable[[], None] = lambda: None) -> Callable[[], None]:
    """Install the mutant's patches; return the function that takes them out again.

    A patch must replace something that exists: `setattr` on a renamed function would add a new
    attribute nobody calls and turn the mutant into a silent no-op.
    """
    undo: list[tuple[Any, str, Any]] = []

    def restore() -> None:
        for owner, attribute, original in reversed(undo):
            setattr(owner, attribute, original)
        undo.clear()
        reset()

    try:
        for patch in mutant.patches:
            owner = _owner(patch.target)
            if patch.attribute not in vars(owner):
                raise MutantError(
                    f"mutant {mutant.name}: {patch.where} does not exist; the engine changed, update the mutant"
                )
            original = vars(owner)[patch.attribute]  # the raw attribute: a property stays a property
            setattr(owner, patch.attribute, patch.build(original))
            undo.append((owner, patch.attribute, original))
    except BaseException:
        restore()
        raise
    reset()
    return restore


@contextmanager
def applied(games: GameMutants, name: str) -> Iterator[Mutant]:
    """Run the block against the mutant engine, then restore the real one."""
    mutant = games.mutant(name)
    restore = apply_mutant(mutant, games.reset)
    try:
        yield mutant
    finally:
        restore()
