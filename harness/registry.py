"""The games tablecert certifies: one entry each, read by every command.

Why one list: a command (settle, certify, analyze, diff, mutants, replay) finds a game here and
asks the game's package to do the work, so no command names a game and a new game is its data
(rules_spec, paytables, features, strategy), one package that implements `harness.game_model.
GameModel`, and one entry below. `docs/adding_a_game.md` walks through it; tests/unit/
test_registry.py checks that every entry has its files and that every capability it declares runs.
"""

from __future__ import annotations

import enum
import importlib
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from harness.errors import UsageError

if TYPE_CHECKING:
    from harness.game_model import GameModel


class Capability(enum.StrEnum):
    """What a game can be asked to do; a command refuses a game that lacks its capability."""

    SETTLE = "settle"  # `tablecert settle`: one round or hand, ledger out
    CERTIFY = "certify"  # `tablecert certify`: the compliance report
    ANALYZE_EXACT = "analyze-exact"  # `tablecert analyze --exact`: figures counted over every deal
    ANALYZE_SIMULATE = "analyze-simulate"  # `tablecert analyze`: simulated figures with intervals
    DIFF = "diff"  # `tablecert diff`: two paytables (or readings) compared
    MUTANTS = "mutants"  # `tablecert mutants`: rule faults the Gherkin suite must kill
    REPLAY = "replay"  # `tablecert replay`: a room's hand histories audited
    STRATEGY = "strategy"  # `tablecert strategy`: every option of one hand valued exactly


@dataclass(frozen=True, slots=True, kw_only=True)
class GameEntry:
    """One game: where its data lives and which package plays it.

    Paths are relative to the project root (harness.project); `paytables` is None for a game
    without a paytable (a poker room's pot is the players' own money).
    """

    name: str
    family: str
    rules_spec: str  # rules_spec/<file>
    paytables: str | None  # paytables/<folder>/
    features: str  # features/<folder>/
    binding: str  # the pytest module that binds the features to the step library
    deck: str  # a deck of harness.decks
    strategy: str | None  # rules_spec/<file>: the default strategy a simulation plays
    package: str  # the module whose `model(entry)` returns the game's GameModel
    capabilities: frozenset[Capability]
    #: "module:NAME" of the game's rule-mutant catalogue (harness.mutants.catalogue.GameMutants).
    mutants: str | None = None

    @property
    def title(self) -> str:
        """The game's title, as its rules_spec states it (one source)."""
        from harness.rules_spec import rules_spec_title

        return rules_spec_title(self.rules_spec)

    def can(self, capability: Capability) -> bool:
        return capability in self.capabilities

    def model(self) -> GameModel:
        """The game's package behind the one protocol (imported on demand: it imports the engine)."""
        return _model(self)

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "title": self.title,
            "family": self.family,
            "rules_spec": f"rules_spec/{self.rules_spec}",
            "paytables": f"paytables/{self.paytables}/" if self.paytables else None,
            "features": f"features/{self.features}/",
            "binding": self.binding,
            "deck": self.deck,
            "strategy": f"rules_spec/{self.strategy}" if self.strategy else None,
            "package": self.package,
            "mutants": self.mutants,
            "capabilities": [c.value for c in Capability if c in self.capabilities],
        }


@cache
def _model(entry: GameEntry) -> GameModel:
    module = importlib.import_module(entry.package)
    built: GameModel = module.model(entry)
    return built


_ALL = frozenset(Capability)
_LUNAR = "harness.lunar.model"
_ROOM = "harness.poker_room.model"
#: The family's games; `strategy` (option values, the optimal build) is for the games that draw
#: (Lunar Poker and its variants, Oasis Poker): Caribbean Stud's optimal strategy is its own
#: exact count (harness.analysis.stud_exact).
_LUNAR_CAPABILITIES = _ALL - {Capability.REPLAY, Capability.STRATEGY}

#: Every game, in the order `tablecert games` lists them.
GAMES: tuple[GameEntry, ...] = (
    GameEntry(
        name="lunar-poker",
        family="lunar-poker",
        rules_spec="lunar_poker.yaml",
        paytables="lunar_poker",
        features="lunar_poker",
        binding="tests/bdd/test_lunar_poker.py",
        deck="standard-52",
        strategy="lunar_poker_strategy.yaml",
        package=_LUNAR,
        capabilities=_LUNAR_CAPABILITIES | {Capability.STRATEGY},
        mutants="harness.lunar.mutants.lunar_poker:LUNAR_POKER",
    ),
    GameEntry(
        name="caribbean-stud",
        family="lunar-poker",
        rules_spec="caribbean_stud.yaml",
        paytables="caribbean_stud",
        features="caribbean_stud",
        binding="tests/bdd/test_caribbean_stud.py",
        deck="standard-52",
        strategy="caribbean_stud_strategy.yaml",
        package=_LUNAR,
        capabilities=_LUNAR_CAPABILITIES,
        mutants="harness.lunar.mutants.caribbean_stud:CARIBBEAN_STUD",
    ),
    GameEntry(
        name="oasis-poker",
        family="lunar-poker",
        rules_spec="oasis_poker.yaml",
        paytables="caribbean_stud",
        features="oasis_poker",
        binding="tests/bdd/test_oasis_poker.py",
        deck="standard-52",
        strategy="oasis_poker_strategy.yaml",
        package=_LUNAR,
        capabilities=(_LUNAR_CAPABILITIES - {Capability.ANALYZE_EXACT}) | {Capability.STRATEGY},
        mutants="harness.lunar.mutants.oasis_poker:OASIS_POKER",
    ),
    GameEntry(
        name="lunar-poker-dealer-draw",
        family="lunar-poker",
        rules_spec="lunar_poker_dealer_draw.yaml",
        paytables="lunar_poker",
        features="lunar_poker_dealer_draw",
        binding="tests/bdd/test_lunar_poker_dealer_draw.py",
        deck="standard-52",
        strategy="lunar_poker_dealer_draw_strategy.yaml",
        package=_LUNAR,
        capabilities=_LUNAR_CAPABILITIES | {Capability.STRATEGY},
        mutants="harness.lunar.mutants.lunar_poker_dealer_draw:DEALER_DRAW",
    ),
    GameEntry(
        name="lunar-poker-finland",
        family="lunar-poker",
        rules_spec="lunar_poker_finland.yaml",
        paytables="lunar_poker_finland",
        features="lunar_poker_finland",
        binding="tests/bdd/test_lunar_poker_finland.py",
        deck="standard-52",
        strategy="lunar_poker_finland_strategy.yaml",
        package=_LUNAR,
        capabilities=_LUNAR_CAPABILITIES | {Capability.STRATEGY},
        mutants="harness.lunar.mutants.lunar_poker_finland:FINLAND",
    ),
    GameEntry(
        name="omaha-hi-lo-8",
        family="poker-room",
        rules_spec="omaha_hi_lo_8.yaml",
        paytables=None,
        features="omaha_hi_lo",
        binding="tests/bdd/test_omaha_hi_lo.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.omaha_hi_lo_8:OMAHA_HI_LO_8",
    ),
    GameEntry(
        name="holdem",
        family="poker-room",
        rules_spec="holdem.yaml",
        paytables=None,
        features="holdem",
        binding="tests/bdd/test_holdem.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.holdem:HOLDEM",
    ),
    GameEntry(
        name="omaha",
        family="poker-room",
        rules_spec="omaha.yaml",
        paytables=None,
        features="omaha",
        binding="tests/bdd/test_omaha.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.omaha:OMAHA",
    ),
    GameEntry(
        name="short-deck",
        family="poker-room",
        rules_spec="short_deck.yaml",
        paytables=None,
        features="short_deck",
        binding="tests/bdd/test_short_deck.py",
        deck="short-36",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.short_deck:SHORT_DECK",
    ),
    GameEntry(
        name="seven-card-stud",
        family="poker-room",
        rules_spec="seven_card_stud.yaml",
        paytables=None,
        features="seven_card_stud",
        binding="tests/bdd/test_seven_card_stud.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.seven_card_stud:SEVEN_CARD_STUD",
    ),
    GameEntry(
        name="seven-card-stud-hi-lo-8",
        family="poker-room",
        rules_spec="seven_card_stud_hi_lo_8.yaml",
        paytables=None,
        features="seven_card_stud_hi_lo_8",
        binding="tests/bdd/test_seven_card_stud_hi_lo_8.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.seven_card_stud_hi_lo_8:SEVEN_CARD_STUD_HI_LO_8",
    ),
    GameEntry(
        name="razz",
        family="poker-room",
        rules_spec="razz.yaml",
        paytables=None,
        features="razz",
        binding="tests/bdd/test_razz.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.razz:RAZZ",
    ),
    GameEntry(
        name="deuce-to-seven-triple-draw",
        family="poker-room",
        rules_spec="deuce_to_seven_triple_draw.yaml",
        paytables=None,
        features="deuce_to_seven_triple_draw",
        binding="tests/bdd/test_deuce_to_seven_triple_draw.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.deuce_to_seven_triple_draw:DEUCE_TO_SEVEN_TRIPLE_DRAW",
    ),
    GameEntry(
        name="deuce-to-seven-single-draw",
        family="poker-room",
        rules_spec="deuce_to_seven_single_draw.yaml",
        paytables=None,
        features="deuce_to_seven_single_draw",
        binding="tests/bdd/test_deuce_to_seven_single_draw.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.deuce_to_seven_single_draw:DEUCE_TO_SEVEN_SINGLE_DRAW",
    ),
    GameEntry(
        name="badugi",
        family="poker-room",
        rules_spec="badugi.yaml",
        paytables=None,
        features="badugi",
        binding="tests/bdd/test_badugi.py",
        deck="standard-52",
        strategy=None,
        package=_ROOM,
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS, Capability.REPLAY}),
        mutants="harness.poker_room.mutants.badugi:BADUGI",
    ),
    GameEntry(
        name="jan-poker",
        family="jan-poker",
        rules_spec="jan_poker.yaml",
        paytables=None,
        features="jan_poker",
        binding="tests/bdd/test_jan_poker.py",
        deck="standard-52",
        strategy=None,
        package="harness.jan_poker.model",
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS}),
        mutants="harness.jan_poker.mutants:JAN_POKER",
    ),
    GameEntry(
        name="arcade-poker",
        family="arcade-poker",
        rules_spec="arcade_poker.yaml",
        paytables=None,
        features="arcade_poker",
        binding="tests/bdd/test_arcade_poker.py",
        deck="standard-52",
        strategy=None,
        package="harness.arcade.model",
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS}),
        mutants="harness.arcade.mutants.arcade_poker:ARCADE_POKER",
    ),
    GameEntry(
        name="dilemma-holdem",
        family="poker-room",  # its betting, pots and showdown are the room's; its bank settlement its own
        rules_spec="dilemma_holdem.yaml",
        paytables=None,
        features="dilemma_holdem",
        binding="tests/bdd/test_dilemma_holdem.py",
        deck="dilemma-40",
        strategy=None,
        package="harness.dilemma.model",
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS,
                                Capability.ANALYZE_SIMULATE}),
        mutants="harness.dilemma.mutants:DILEMMA_HOLDEM",
    ),
)

_BY_NAME = {entry.name: entry for entry in GAMES}


def known_names(capability: Capability | None = None) -> list[str]:
    return [entry.name for entry in GAMES if capability is None or entry.can(capability)]


def game(name: str, capability: Capability | None = None) -> GameEntry:
    """The entry of a game; an unknown game, or one without the capability, is a usage error
    (exit 2) that lists the games that have it."""
    entry = _BY_NAME.get(name)
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
