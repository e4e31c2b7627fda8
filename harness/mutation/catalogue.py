"""What a rule mutant is, and how one is put into (and taken out of) a running engine.

A mutant is a deliberate rule fault applied by monkeypatching named engine functions or
attributes, never by editing the engine's source: the engine under certification stays the one
on disk, and the same mutant applies in-process (unit tests, `applied`) or in the pytest
subprocess that runs the Gherkin suite (`harness.mutation.plugin`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from harness.spec.errors import HarnessError

#: The environment variable the pytest plugin reads the mutant's name from.
MUTANT_ENV = "TABLECERT_MUTANT"
#: The pytest plugin that applies the mutant named by MUTANT_ENV.
PLUGIN = "harness.mutation.plugin"


class MutantError(HarnessError):
    """A mutant cannot be applied: unknown name, or it patches something the engine lacks."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Patch:
    """Replace `attribute` of `target` by `build(original)`.

    `target` is a module (`harness.families.lunar.settle`) or a class in one (`harness.core.hands:HandRank`).
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


def patch_owner(target: str) -> Any:
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
            owner = patch_owner(patch.target)
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
