"""The poker-room games, their rules specs, and which clause each shared rule is in each game.

Hold'em and Omaha Hi-Lo share one betting engine and one pot engine; only hand making and the
pot split differ. The engine names a rule by concept (`CLAUSES.cap`) and this table says which
clause ID that is in each game's rules_spec, so that `grep OHL-3.3` leads here and from here
to the code that reads `.cap`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path

from harness.rules_spec import RulesSpec, load_rules_spec, rules_spec_path


class Game(enum.StrEnum):
    OMAHA_HI_LO_8 = "omaha-hi-lo-8"
    HOLDEM = "holdem"

    @property
    def hole_cards(self) -> int:
        return 4 if self is Game.OMAHA_HI_LO_8 else 2

    @property
    def hi_lo(self) -> bool:
        return self is Game.OMAHA_HI_LO_8

    @property
    def rules_file(self) -> str:
        return "omaha_hi_lo_8.yaml" if self is Game.OMAHA_HI_LO_8 else "holdem.yaml"


class Structure(enum.StrEnum):
    FIXED_LIMIT = "fixed-limit"
    NO_LIMIT = "no-limit"


MIN_PLAYERS, MAX_PLAYERS = 2, 10
#: One bet and three raises per round (OHL-3.3, HE-4.1).
DEFAULT_CAP = 4


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


OMAHA_CLAUSES = ClauseMap(
    deck="OHL-1", no_card_twice="OHL-1.1", blinds="OHL-2", heads_up_blinds="OHL-2.1",
    antes="OHL-2.2", short_post="OHL-2.3", rounds="OHL-3", order="OHL-3.1", fixed_sizes="OHL-3.2",
    cap="OHL-3.3", heads_up_cap="OHL-3.4", actions="OHL-3.5", limit_short_all_in="OHL-3.6",
    no_limit_sizes="", min_raise="", short_all_in="OHL-3.6", uncalled="OHL-3.7",
    all_fold="OHL-3.8", run_out="OHL-3.9", hand_making="OHL-4", high_ranking="OHL-4.1",
    low="OHL-4.2", low_board="OHL-4.3", pots="OHL-5", pot_each="OHL-5.1", split="OHL-6",
    scoop="OHL-6.1", no_low="OHL-6.2", ties="OHL-6.3", odd_chip_half="OHL-6.4",
    odd_chip_order="OHL-6.5", showdown_order="OHL-7",
)  # fmt: skip

HOLDEM_CLAUSES = ClauseMap(
    deck="HE-1", no_card_twice="HE-1.1", blinds="HE-2", heads_up_blinds="HE-2.1", antes="HE-2.2",
    short_post="HE-2.3", rounds="HE-3", order="HE-3.1", actions="HE-3.2", uncalled="HE-3.3",
    all_fold="HE-3.4", run_out="HE-3.5", fixed_sizes="HE-4", cap="HE-4.1", heads_up_cap="HE-4.2",
    limit_short_all_in="HE-4.3", no_limit_sizes="HE-5", min_raise="HE-5.1", short_all_in="HE-5.2",
    hand_making="HE-6", high_ranking="HE-6.1", low="", low_board="", pots="HE-7", pot_each="HE-7.1",
    split="", scoop="", no_low="", ties="HE-7.2", odd_chip_half="", odd_chip_order="HE-7.3",
    showdown_order="HE-8",
)  # fmt: skip

CLAUSES: dict[Game, ClauseMap] = {Game.OMAHA_HI_LO_8: OMAHA_CLAUSES, Game.HOLDEM: HOLDEM_CLAUSES}


@lru_cache(maxsize=8)
def _load_spec(path: Path, mtime: float) -> RulesSpec:
    return load_rules_spec(path)


def game_rules(game: Game) -> RulesSpec:
    path = rules_spec_path(game.rules_file)
    return _load_spec(path.resolve(), path.stat().st_mtime)


@dataclass(frozen=True, slots=True, kw_only=True)
class TableRules:
    """The game, its clause map and the interpretations in force for one hand or run.

    The readings are resolved once into plain fields (see `make`): settlement asks for them on
    every pot of every hand.
    """

    game: Game
    interpretations: dict[str, str]
    clauses: ClauseMap
    hi_lo: bool
    heads_up_cap_lifted: bool
    short_all_in_on_top: bool
    short_blind_as_posted: bool
    odd_chip_to_high: bool
    odd_chip_by_suit: bool

    @classmethod
    def make(cls, game: Game, interpretations: dict[str, str]) -> TableRules:
        chosen = interpretations.get
        return cls(
            game=game,
            interpretations=interpretations,
            clauses=CLAUSES[game],
            hi_lo=game.hi_lo,
            heads_up_cap_lifted=chosen("heads_up_cap", "lifted") == "lifted",
            short_all_in_on_top=chosen("limit_short_all_in", "complete") == "on_top",
            short_blind_as_posted=chosen("short_big_blind", "full_blind") == "as_posted",
            odd_chip_to_high=chosen("odd_chip_half", "high") == "high",
            odd_chip_by_suit=chosen("odd_chip_order", "left_of_button") == "high_card_by_suit",
        )


@lru_cache(maxsize=256)
def _table_rules(game: Game, chosen: tuple[tuple[str, str], ...]) -> TableRules:
    spec = game_rules(game)
    resolved = {name: i.default for name, i in spec.interpretations.items()}
    for name, value in chosen:
        interp = spec.interpretations.get(name)
        if interp is None:
            known = ", ".join(spec.interpretations)
            raise ValueError(f"unknown interpretation {name!r} for {game}; known: {known}")
        if value not in interp.options:
            raise ValueError(f"{name} must be one of {', '.join(interp.options)}, got {value!r}")
        resolved[name] = value
    return TableRules.make(game, resolved)


def table_rules(game: Game, overrides: dict[str, str] | None = None) -> TableRules:
    """Defaults from the game's rules_spec with `overrides` applied; unknown names and options refused.

    Cached per process: replay asks for the same rules hundreds of thousands of times.
    """
    return _table_rules(game, tuple(sorted((overrides or {}).items())))
