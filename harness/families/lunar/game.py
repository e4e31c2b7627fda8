"""Loading Lunar Poker's rules_spec and paytables, and the settings a round is played under.

The same engine plays the whole Lunar Poker family (Caribbean Stud, Oasis Poker and the Lunar
Poker variants of brief §1): each game's rules_spec carries a `settlement:` section of
switches (harness.families.lunar.settings) and may inherit another game's clauses; `game_table_rules`
loads a game's rules, paytable and switches into the `TableRules` settlement reads.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from harness.core.paytable import PaytableSet, load_paytable, paytable_path
from harness.core.predicates import PredicateContext
from harness.families.lunar.entries import ENTRIES
from harness.families.lunar.settings import GameSettings, parse_settings
from harness.runtime.project import project_root
from harness.spec.errors import UsageError
from harness.spec.rules_spec import RulesSpec, load_rules_spec, rules_spec_path
from harness.spec.yaml_source import Node

GAME = "lunar-poker"
RULES_FILE = "lunar_poker.yaml"
STRATEGY_FILE = "lunar_poker_strategy.yaml"
TABLE_KINDS = ("super", "raise", "instant")
REQUIRED_TABLES = ("super", "raise")
DEFAULT_PAYTABLE = "standard"


@lru_cache(maxsize=8)
def _load_spec(path: Path, mtime: float) -> RulesSpec:
    return load_rules_spec(path, extra_keys=FAMILY_SPEC_KEYS)


def lunar_rules() -> RulesSpec:
    path = rules_spec_path(RULES_FILE)
    return _load_spec(path.resolve(), path.stat().st_mtime)


def lunar_paytable(name_or_path: str = DEFAULT_PAYTABLE) -> PaytableSet:
    return game_paytable(game_settings(GAME), name_or_path)


@dataclass(frozen=True, slots=True, kw_only=True)
class TableRules:
    """Everything settlement needs besides the cards: the paytable and the readings in force."""

    paytable: PaytableSet
    interpretations: dict[str, str]
    settings: GameSettings

    @property
    def super_context(self) -> PredicateContext:
        return _SUPER_CONTEXTS[self.interpretations.get("super_sf_counts_as", "flush") == "flush"]

    @property
    def fees_are_wagers(self) -> bool:
        return self.interpretations.get("fees_are_wagers") == "true"

    def reading(self, name: str) -> str:
        """The option in force of one of this game's interpretations."""
        return self.interpretations[name]


#: The Super's predicate context under each reading of super_sf_counts_as (flush: True).
_SUPER_CONTEXTS = {flush: PredicateContext(straight_flush_is_flush_and_straight=flush) for flush in (True, False)}


def table_rules(paytable: str = DEFAULT_PAYTABLE, interpretations: dict[str, str] | None = None) -> TableRules:
    """Lunar Poker's rules, as `game_table_rules` gives every game of the family."""
    return game_table_rules(GAME, paytable, interpretations)


def _chosen(spec: RulesSpec, interpretations: dict[str, str] | None) -> dict[str, str]:
    chosen = {name: i.default for name, i in spec.interpretations.items()}
    for name, value in (interpretations or {}).items():
        if name not in spec.interpretations:
            raise UsageError(f"unknown interpretation {name!r}; known: {', '.join(spec.interpretations) or 'none'}")
        if value not in spec.interpretations[name].options:
            options = ", ".join(spec.interpretations[name].options)
            raise UsageError(f"interpretation {name} must be one of {options}, got {value!r}")
        chosen[name] = value
    return chosen


# -- the Lunar Poker family ------------------------------------------------------------------

#: Every game the engine plays, as the family's registry entries list them: game name -> its
#: rules_spec file, each with its `settlement:` section.
FAMILY_RULES: dict[str, str] = {entry.name: entry.rules_spec for entry in ENTRIES}
FAMILY_SPEC_KEYS = ("settlement", "inherits")


@dataclass(frozen=True, slots=True, kw_only=True)
class Inheritance:
    """The clauses a game takes over from another game's rules_spec, unchanged."""

    spec: RulesSpec
    clause_ids: tuple[str, ...]
    excluded: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class GameDefinition:
    """A game of the family: its own clauses, the clauses it inherits, and its switches."""

    spec: RulesSpec
    settings: GameSettings
    inherits: tuple[Inheritance, ...] = ()

    @property
    def clause_ids(self) -> frozenset[str]:
        inherited = (cid for link in self.inherits for cid in link.clause_ids)
        return frozenset(self.spec.clauses) | frozenset(inherited)


def family_games() -> tuple[str, ...]:
    return tuple(FAMILY_RULES)


def game_definition(game: str) -> GameDefinition:
    if game not in FAMILY_RULES:
        raise UsageError(f"unknown game {game!r}; the Lunar Poker family: {', '.join(FAMILY_RULES)}")
    home = os.environ.get("TABLECERT_HOME")
    last = _LAST_READ.get((game, home))
    if last is not None and _stamps(last.files) == last.stamps:
        return last.definition
    files = _family_files(home)
    stamps = _stamps(files)
    definition = _definition(game, stamps)
    read = [i for i, file in enumerate(FAMILY_RULES.values()) if file in _files_read(definition)]
    _LAST_READ[(game, home)] = _Read(
        definition=definition, files=tuple(files[i] for i in read), stamps=tuple(stamps[i] for i in read)
    )
    return definition


@dataclass(frozen=True, slots=True, kw_only=True)
class _Read:
    """A game's definition, the rules files it was read from, and their modification times then."""

    definition: GameDefinition
    files: tuple[str, ...]
    stamps: tuple[float, ...]


#: The definition of each game last read, per TABLECERT_HOME. Settling a round looks its game's
#: settings up, so the check that none of its files changed is a stat of those files only.
_LAST_READ: dict[tuple[str, str | None], _Read] = {}


def _files_read(definition: GameDefinition) -> set[str]:
    """The family rules files a definition reads: its own, those it inherits from, and Lunar
    Poker's (whose clause IDs its settings may cite)."""
    specs = (definition.spec, *(link.spec for link in definition.inherits))
    return {FAMILY_RULES[spec.game] for spec in specs} | {RULES_FILE}


@lru_cache(maxsize=4)
def _family_files(home: str | None) -> tuple[str, ...]:
    root = project_root()
    return tuple(str(root / "rules_spec" / file) for file in FAMILY_RULES.values())


def _stamps(files: tuple[str, ...]) -> tuple[float, ...]:
    """The files' modification times (-1 when missing), so an edited file is reloaded."""
    stamps = []
    for path in files:
        try:
            stamps.append(os.stat(path).st_mtime)
        except FileNotFoundError:
            stamps.append(-1.0)
    return tuple(stamps)


def game_settings(game: str) -> GameSettings:
    """The switches of a game."""
    return game_definition(game).settings


@lru_cache(maxsize=16)
def _definition(game: str, stamps: tuple[float, ...]) -> GameDefinition:
    path = rules_spec_path(FAMILY_RULES[game])
    spec = load_rules_spec(path, extra_keys=FAMILY_SPEC_KEYS)
    if spec.game != game:
        raise UsageError(f"{spec.path}: game is {spec.game!r}, but this file is registered for {game!r}")
    inherits: tuple[Inheritance, ...] = ()
    if (inherits_node := spec.extra.get("inherits")) is not None:
        inherits = _inheritance(inherits_node, stamps)
    lunar_ids = frozenset(lunar_rules().clauses)
    own = frozenset(spec.clauses)
    available = own | frozenset(cid for link in inherits for cid in link.clause_ids)
    settlement = spec.extra.get("settlement")
    if settlement is None:
        raise UsageError(f"{spec.path}: a game of the Lunar Poker family needs a settlement: section")
    settings = parse_settings(game, settlement, available, lunar_ids)
    return GameDefinition(spec=spec, settings=settings, inherits=inherits)


def _inheritance(node: Node, stamps: tuple[float, ...]) -> tuple[Inheritance, ...]:
    node.check_keys(required=("rules", "except"))
    rules_node = node.require("rules")
    parent_game = next((g for g, f in FAMILY_RULES.items() if f == rules_node.value), None)
    if parent_game is None:
        raise rules_node.error(f"expected the rules file of a family game: {', '.join(FAMILY_RULES.values())}")
    parent = _definition(parent_game, stamps)
    parent_ids = [cid for cid in parent.spec.clauses if not parent.spec.clauses[cid].retired]
    parent_ids += [cid for link in parent.inherits for cid in link.clause_ids]
    excluded: list[str] = []
    for item in node.require("except").items():
        if item.value not in parent_ids:
            raise item.error(f"{item.value!r} is not a clause of {rules_node.value} (or of what it inherits)")
        excluded.append(str(item.value))
    link = Inheritance(
        spec=parent.spec,
        clause_ids=tuple(cid for cid in parent.spec.clauses if cid in parent_ids and cid not in excluded),
        excluded=tuple(excluded),
    )
    deeper = tuple(
        Inheritance(
            spec=up.spec,
            clause_ids=tuple(c for c in up.clause_ids if c not in excluded),
            excluded=up.excluded + tuple(c for c in excluded if c in up.clause_ids),
        )
        for up in parent.inherits
    )
    return (link, *deeper)


@lru_cache(maxsize=32)
def cached_family_paytable(
    path: Path, mtime: float, game: str, kinds: tuple[str, ...], required: tuple[str, ...]
) -> PaytableSet:
    return load_paytable(path, game=game, table_kinds=kinds, required=required)


def game_paytable(settings: GameSettings, name_or_path: str | None = None) -> PaytableSet:
    """A paytable of the game's folder (its default when None), with the tables its switches need."""
    name = name_or_path or settings.default_paytable
    path = paytable_path(settings.paytable_folder, name)
    resolved = path.resolve()
    return cached_family_paytable(
        resolved, resolved.stat().st_mtime, settings.paytable_game, settings.table_kinds, settings.required_tables
    )


def game_table_rules(
    game: str, paytable: str | None = None, interpretations: dict[str, str] | None = None
) -> TableRules:
    """Rules of any game of the family: its paytable (named, or its default), the readings in
    force and its settings."""
    definition = game_definition(game)
    return TableRules(
        paytable=game_paytable(definition.settings, paytable),
        interpretations=_chosen(definition.spec, interpretations),
        settings=definition.settings,
    )
