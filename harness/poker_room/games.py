"""The poker room's games as data: each game's rules_spec `table:` section, read and validated.

Hold'em and Omaha Hi-Lo share one betting engine and one pot engine; what differs is data. A
game's `table:` section states the hole cards dealt, how a hand is made and whether the pot splits
with a low (each a named method the engine implements once), the betting structures it is played
in with the limits a hand gives, and the clause map: the clause ID of each shared rule in that
game's rules_spec ('' where the rule does not apply). The engine names a rule by concept
(`clauses.cap`), so `grep OHL-3.3` leads to the rules_spec's `table.clauses` and from there to the
code that reads `.cap`. A new poker-room game is a rules_spec and a registry entry
(harness.registry, family "poker-room"), never an edit here.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.errors import SourceLocation, SpecError, UsageError
from harness.registry import GameEntry, family
from harness.rules_spec import Clause, RulesSpec, load_rules_spec, rules_spec_path
from harness.sources import check_citation
from harness.yaml_source import Node, describe_value

#: The registry family whose games this engine plays.
ROOM_FAMILY = "poker-room"
MIN_PLAYERS, MAX_PLAYERS = 2, 10
BOARD_CARDS = 5
#: Hole cards per player at most: ten players and a five-card board must fit in 52 cards.
MAX_HOLE_CARDS = (52 - BOARD_CARDS) // MAX_PLAYERS


class HandMaking(enum.StrEnum):
    """How a player's five-card hand is made from hole and board cards (the engine's methods)."""

    BEST_FIVE_ANY = "best_five_any"  # any five of hole and board together: all, some or none of the hole cards
    TWO_HOLE_THREE_BOARD = "two_hole_three_board"  # exactly two hole cards with exactly three board cards


class LowRule(enum.StrEnum):
    """Whether the pot splits with a low hand, and which low qualifies."""

    NONE = "none"  # the best high hand wins the whole pot
    EIGHT_OR_BETTER = "eight_or_better"  # half to the best ace-to-five low of five ranks from A to 8


#: The pairs of named methods the engine implements (settle.py, exact.py and agreement.py each
#: hold one table keyed by them; tests/poker_room/test_poker_room_games.py checks they agree).
SHOWDOWNS: frozenset[tuple[HandMaking, LowRule]] = frozenset({
    (HandMaking.BEST_FIVE_ANY, LowRule.NONE),
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.NONE),
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.EIGHT_OR_BETTER),
})  # fmt: skip


class Structure(enum.StrEnum):
    FIXED_LIMIT = "fixed-limit"
    NO_LIMIT = "no-limit"


#: The `limits` fields of a hand each structure is sized by (what the hand parser reads).
STRUCTURE_LIMITS: dict[Structure, tuple[str, ...]] = {
    Structure.FIXED_LIMIT: ("small_bet", "big_bet"),
    Structure.NO_LIMIT: (),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class BettingStructure:
    """One way a game is bet: the structure, the limits a hand gives for it, its raise cap."""

    structure: Structure
    limits: tuple[str, ...]
    raise_cap: int  # bets and raises allowed per round; 0 where there is no cap (no limit)


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseMap:
    """The clause ID of each shared rule in one game ('' where the rule does not apply)."""

    deck: str
    no_card_twice: str
    blinds: str
    heads_up_blinds: str
    antes: str
    short_post: str
    rounds: str
    order: str
    actions: str
    fixed_sizes: str
    cap: str
    heads_up_cap: str
    limit_short_all_in: str
    no_limit_sizes: str
    min_raise: str
    short_all_in: str
    uncalled: str
    all_fold: str
    run_out: str
    hand_making: str
    high_ranking: str
    low: str
    low_board: str
    pots: str
    pot_each: str
    split: str
    scoop: str
    no_low: str
    ties: str
    odd_chip_half: str
    odd_chip_order: str
    showdown_order: str

    def ids(self) -> set[str]:
        return {getattr(self, f.name) for f in fields(self)} - {""}


CLAUSE_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(ClauseMap))
#: Rules that apply only where a structure is played, or only with a low; every other rule of the
#: clause map applies to every game.
_FIXED_LIMIT_RULES = ("fixed_sizes", "cap", "heads_up_cap", "limit_short_all_in")
_NO_LIMIT_RULES = ("no_limit_sizes", "min_raise")
_LOW_RULES = ("low", "low_board", "split", "scoop", "no_low", "odd_chip_half")
_RULES_OF_STRUCTURE = {Structure.FIXED_LIMIT: _FIXED_LIMIT_RULES, Structure.NO_LIMIT: _NO_LIMIT_RULES}


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class RoomGame:
    """One poker-room game as its registry entry and its rules_spec's `table:` section state it.

    Loaded once per process (`room_game`) and compared and hashed by identity (eq=False): the
    hand parser keys its per-table caches on it for every hand of a day's replay.
    """

    name: str
    title: str
    rules_file: str
    scenario_name: str  # how the Gherkin scenarios name the game: "an Omaha Hi-Lo hand ..."
    hole_cards: int
    hand_making: HandMaking
    low: LowRule
    structures: tuple[BettingStructure, ...]  # in Structure order
    clauses: ClauseMap

    @property
    def hi_lo(self) -> bool:
        return self.low is not LowRule.NONE

    @property
    def showdown(self) -> tuple[HandMaking, LowRule]:
        """The named methods that read this game's showdown (a key of SHOWDOWNS)."""
        return (self.hand_making, self.low)

    def structure_for(self, *, limits_given: bool) -> BettingStructure | None:
        """The structure a hand plays: the one sized by `limits` when the hand gives them, else
        the one without limits; None when the game has no such structure."""
        for betting in self.structures:
            if bool(betting.limits) is limits_given:
                return betting
        return None

    def limits_refusal(self, *, limits_given: bool) -> str:
        """Why a hand with (or without) `limits` cannot be played in this game."""
        kinds = " or ".join(b.structure.value for b in self.structures)
        if limits_given:
            return f"{self.name} is a {kinds} game: give no limits"
        needed = " and ".join(f"limits.{name}" for b in self.structures for name in b.limits)
        return f"{self.name} is a {kinds} game: give {needed}"


#: Sections of a poker room's rules_spec besides its clauses: the table, the seed's worked hand.
ROOM_SPEC_KEYS = ("table", "worked_example")
TABLE_KEYS = ("scenario_name", "hole_cards", "hand_making", "low", "structures", "clauses")


@lru_cache(maxsize=8)
def _load_spec(path: Path, mtime: float) -> RulesSpec:
    spec = load_rules_spec(path, extra_keys=ROOM_SPEC_KEYS)
    if (example := spec.extra.get("worked_example")) is not None:
        example.check_keys(required=("source", "hand"))
        check_citation(example.require("source"))
        example.require("hand").expect_mapping("a hand history")
    return spec


def _spec_of(rules_file: str) -> RulesSpec:
    path = rules_spec_path(rules_file)
    return _load_spec(path.resolve(), path.stat().st_mtime)


def game_rules(game: RoomGame) -> RulesSpec:
    """The game's whole rules_spec (clauses, interpretations, worked example)."""
    return _spec_of(game.rules_file)


def worked_example(game: RoomGame) -> tuple[dict[str, Any], str] | None:
    """The seed's worked hand of a game (its rules_spec's `worked_example`) as a hand history
    document, with its citation; None when the seed gives none."""
    node = game_rules(game).extra.get("worked_example")
    if node is None:
        return None
    return node.require("hand").as_plain(), node.require("source").as_str()


# -- reading the `table:` section ------------------------------------------------------------------


def _named(node: Node, kind: type[enum.StrEnum], what: str) -> Any:
    allowed = [member.value for member in kind]
    if node.value not in allowed:
        raise node.error(f"expected {what}: one of {', '.join(allowed)}, got {describe_value(node.value)}")
    return kind(node.value)


def _parse_structures(node: Node) -> tuple[BettingStructure, ...]:
    node.expect_mapping("the betting structures the game is played in, e.g. {no-limit: {limits: []}}")
    found: dict[Structure, BettingStructure] = {}
    for key, entry in node.entries():
        structure = _named(node.key_node(key), Structure, "a betting structure")
        entry.check_keys(required=("limits",), optional=("raise_cap",))
        limits_node = entry.require("limits")
        limits = tuple(str(item.value) for item in limits_node.items())
        wanted = STRUCTURE_LIMITS[structure]
        if limits != wanted:
            shown = "[" + ", ".join(wanted) + "]"
            got = "[" + ", ".join(limits) + "]"
            raise limits_node.error(f"{structure} betting is sized by the hand's limits {shown}, got {got}")
        cap_node = entry.get("raise_cap")
        if structure is Structure.FIXED_LIMIT:
            if cap_node is None:
                raise entry.error("missing required field 'raise_cap': the bets and raises allowed per round")
            cap = cap_node.as_int(minimum=1, what="the bets and raises allowed per round, at least 1")
        elif cap_node is not None:
            raise cap_node.error(f"{structure} betting has no raise cap; remove raise_cap")
        else:
            cap = 0
        found[structure] = BettingStructure(structure=structure, limits=limits, raise_cap=cap)
    if not found:
        raise node.error("a game is played in at least one betting structure")
    ordered = tuple(found[s] for s in Structure if s in found)
    if sum(1 for b in ordered if not b.limits) > 1:  # pragma: no cover - one structure has no limits today
        raise node.error("two structures without limits: a hand could not say which it is played in")
    return ordered


def _parse_clause_map(
    node: Node, clauses: dict[str, Clause], structures: tuple[BettingStructure, ...], low: LowRule
) -> ClauseMap:
    node.check_keys(required=CLAUSE_FIELDS)
    played = {b.structure for b in structures}
    unused: dict[str, str] = {}
    for structure, rules in _RULES_OF_STRUCTURE.items():
        if structure not in played:
            unused |= {rule: f"the game is not played {structure} (table.structures)" for rule in rules}
    if low is LowRule.NONE:
        unused |= {rule: "the game has no low (table.low: none)" for rule in _LOW_RULES}
    ids: dict[str, str] = {}
    for rule in CLAUSE_FIELDS:
        item = node.require(rule)
        value = item.value
        if not isinstance(value, str):
            raise item.error(f"expected a clause ID of this rules_spec, or '' where the rule does not apply, "
                             f"got {describe_value(value)}")  # fmt: skip
        if value:
            clause = clauses.get(value)
            if clause is None:
                raise item.error(f"no clause {value!r} in this rules_spec")
            if clause.retired:
                raise item.error(f"clause {value} is retired: name the clause that states the rule now")
            if rule in unused:
                raise item.error(f"the rule does not apply: {unused[rule]}; give ''")
        elif rule not in unused:
            raise item.error("every game of the room has this rule: give the clause ID that states it")
        ids[rule] = value
    return ClauseMap(**ids)


def parse_table(node: Node, *, entry: GameEntry, spec: RulesSpec) -> RoomGame:
    """A `table:` section, validated: each error names file:line:column and the field path."""
    node.check_keys(required=TABLE_KEYS)
    hole_node = node.require("hole_cards")
    hole_cards = hole_node.as_int(what="the number of hole cards each player is dealt")
    if not 1 <= hole_cards <= MAX_HOLE_CARDS:
        raise hole_node.error(f"expected 1 to {MAX_HOLE_CARDS} hole cards ({MAX_PLAYERS} players and a "
                              f"{BOARD_CARDS}-card board share 52 cards), got {hole_cards}")  # fmt: skip
    making = _named(node.require("hand_making"), HandMaking, "how a hand is made")
    low_node = node.require("low")
    low = _named(low_node, LowRule, "the low rule")
    if (making, low) not in SHOWDOWNS:
        pairs = "; ".join(f"{m} with low {lo}" for m, lo in sorted(SHOWDOWNS))
        raise low_node.error(f"the engine reads no low {low} with hand_making {making}; it reads {pairs}")
    if making is HandMaking.TWO_HOLE_THREE_BOARD and hole_cards < 2:
        raise hole_node.error(f"{making} needs at least 2 hole cards, got {hole_cards}")
    structures = _parse_structures(node.require("structures"))
    return RoomGame(
        name=entry.name,
        title=spec.title,
        rules_file=entry.rules_spec,
        scenario_name=node.require("scenario_name").as_str(),
        hole_cards=hole_cards,
        hand_making=making,
        low=low,
        structures=structures,
        clauses=_parse_clause_map(node.require("clauses"), spec.clauses, structures, low),
    )


def _read_room_game(entry: GameEntry) -> RoomGame:
    spec = _spec_of(entry.rules_spec)
    table = spec.extra.get("table")
    if table is None:
        where = SourceLocation(spec.path, 1, 1, "(document)", "")
        raise SpecError(where, f"missing required field 'table': what the poker-room engine needs to play {entry.name}")
    if spec.game != entry.name:
        where = SourceLocation(spec.path, 1, 1, "game", "")
        raise SpecError(where, f"the registry plays this file as {entry.name!r}, but it names the game {spec.game!r}")
    return parse_table(table, entry=entry, spec=spec)


# -- the room's games, by name ---------------------------------------------------------------------

_LOADED: dict[str, RoomGame] = {}


def room_game_names() -> list[str]:
    """The registry's poker-room games, in its order."""
    return [entry.name for entry in family(ROOM_FAMILY)]


def room_game(name: str) -> RoomGame:
    """A poker-room game by its registry name, read once per process; an unknown name is a usage
    error (exit 2) listing the room's games."""
    game = _LOADED.get(name)
    if game is None:
        entry = next((e for e in family(ROOM_FAMILY) if e.name == name), None)
        if entry is None:
            raise UsageError(f"unknown poker-room game {name!r}; known: {', '.join(room_game_names())}")
        game = _LOADED[name] = _read_room_game(entry)
    return game


def find_room_game(name: Any) -> RoomGame | None:
    """The game a hand names, or None when it names no poker-room game (the parser's fast path)."""
    if type(name) is not str:
        return None
    game = _LOADED.get(name)
    if game is None and name in room_game_names():
        game = room_game(name)
    return game


def room_games() -> tuple[RoomGame, ...]:
    return tuple(room_game(name) for name in room_game_names())


def forget_room_games() -> None:
    """Drop every game read and the rules resolved for them: a test that points TABLECERT_HOME
    at other data (or edits a rules_spec) reads the games afresh."""
    _LOADED.clear()
    _table_rules.cache_clear()


# -- the rules in force for one hand ----------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class TableRules:
    """The game, its clause map and the interpretations in force for one hand or run.

    The readings are resolved once into plain fields (see `make`): settlement asks for them on
    every pot of every hand.
    """

    game: RoomGame
    interpretations: dict[str, str]
    clauses: ClauseMap
    hi_lo: bool
    heads_up_cap_lifted: bool
    short_all_in_on_top: bool
    short_blind_as_posted: bool
    odd_chip_to_high: bool
    odd_chip_by_suit: bool

    @classmethod
    def make(cls, game: RoomGame, interpretations: dict[str, str]) -> TableRules:
        chosen = interpretations.get
        return cls(
            game=game,
            interpretations=interpretations,
            clauses=game.clauses,
            hi_lo=game.hi_lo,
            heads_up_cap_lifted=chosen("heads_up_cap", "lifted") == "lifted",
            short_all_in_on_top=chosen("limit_short_all_in", "complete") == "on_top",
            short_blind_as_posted=chosen("short_big_blind", "full_blind") == "as_posted",
            odd_chip_to_high=chosen("odd_chip_half", "high") == "high",
            odd_chip_by_suit=chosen("odd_chip_order", "left_of_button") == "high_card_by_suit",
        )


@lru_cache(maxsize=256)
def _table_rules(game: RoomGame, chosen: tuple[tuple[str, str], ...]) -> TableRules:
    spec = game_rules(game)
    resolved = {name: i.default for name, i in spec.interpretations.items()}
    for name, value in chosen:
        interp = spec.interpretations.get(name)
        if interp is None:
            known = ", ".join(spec.interpretations)
            raise ValueError(f"unknown interpretation {name!r} for {game.name}; known: {known}")
        if value not in interp.options:
            raise ValueError(f"{name} must be one of {', '.join(interp.options)}, got {value!r}")
        resolved[name] = value
    return TableRules.make(game, resolved)


def table_rules(game: RoomGame, overrides: dict[str, str] | None = None) -> TableRules:
    """Defaults from the game's rules_spec with `overrides` applied; unknown names and options refused.

    Cached per process: replay asks for the same rules hundreds of thousands of times.
    """
    return _table_rules(game, tuple(sorted((overrides or {}).items())))
