"""Loading Lunar Poker's rules_spec and paytables, and the settings a round is played under."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from harness.errors import UsageError
from harness.paytable import PaytableSet, load_paytable, paytable_path
from harness.predicates import PredicateContext
from harness.rules_spec import RulesSpec, load_rules_spec, rules_spec_path

GAME = "lunar-poker"
PAYTABLE_FOLDER = "lunar_poker"
RULES_FILE = "lunar_poker.yaml"
STRATEGY_FILE = "lunar_poker_strategy.yaml"
TABLE_KINDS = ("super", "raise", "instant")
REQUIRED_TABLES = ("super", "raise")
DEFAULT_PAYTABLE = "standard"


@lru_cache(maxsize=8)
def _load_spec(path: Path, mtime: float) -> RulesSpec:
    return load_rules_spec(path)


@lru_cache(maxsize=32)
def _load_paytable(path: Path, mtime: float) -> PaytableSet:
    return load_paytable(path, game=GAME, table_kinds=TABLE_KINDS, required=REQUIRED_TABLES)


def lunar_rules() -> RulesSpec:
    path = rules_spec_path(RULES_FILE)
    return _load_spec(path.resolve(), path.stat().st_mtime)


def lunar_paytable(name_or_path: str = DEFAULT_PAYTABLE) -> PaytableSet:
    path = paytable_path(PAYTABLE_FOLDER, name_or_path)
    return _load_paytable(path.resolve(), path.stat().st_mtime)


@dataclass(frozen=True, slots=True, kw_only=True)
class TableRules:
    """Everything settlement needs besides the cards: the paytable and the readings in force."""

    paytable: PaytableSet
    interpretations: dict[str, str]

    @property
    def super_context(self) -> PredicateContext:
        return PredicateContext(
            straight_flush_is_flush_and_straight=self.interpretations["super_sf_counts_as"] == "flush"
        )

    @property
    def fees_are_wagers(self) -> bool:
        return self.interpretations["fees_are_wagers"] == "true"


def table_rules(paytable: str = DEFAULT_PAYTABLE, interpretations: dict[str, str] | None = None) -> TableRules:
    spec = lunar_rules()
    chosen = {name: i.default for name, i in spec.interpretations.items()}
    for name, value in (interpretations or {}).items():
        if name not in spec.interpretations:
            raise UsageError(f"unknown interpretation {name!r}; known: {', '.join(spec.interpretations)}")
        if value not in spec.interpretations[name].options:
            options = ", ".join(spec.interpretations[name].options)
            raise UsageError(f"interpretation {name} must be one of {options}, got {value!r}")
        chosen[name] = value
    return TableRules(paytable=lunar_paytable(paytable), interpretations=chosen)
