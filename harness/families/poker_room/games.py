"""The poker room's games as data: each game's rules_spec `table:` section, read and validated.

Hold'em and Omaha Hi-Lo share one betting engine and one pot engine; what differs is data. A
game's `table:` section states the hole cards dealt, how a hand is made and whether the pot splits
with a low (each a named method the engine implements once), the betting structures it is played
in with the limits a hand gives, and the clause map: the clause ID of each shared rule in that
game's rules_spec ('' where the rule does not apply). The engine names a rule by concept
(`clauses.cap`), so `grep OHL-3.3` leads to the rules_spec's `table.clauses` and from there to the
code that reads `.cap`. A new poker-room game is a rules_spec and a registry entry
(harness.games.registry, family "poker-room"), never an edit here.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.core.decks import DECKS, STANDARD_52, Deck, deck
from harness.games.game_model import GameEntry
from harness.games.registry import family
from harness.spec.errors import SourceLocation, SpecError, UsageError
from harness.spec.rules_spec import Clause, RulesSpec, load_rules_spec, rules_spec_path
from harness.spec.sources import check_citation
from harness.spec.yaml_source import Node, describe_value

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
    # Any five of hole and board together, ranked on the game's deck (harness.core.decks: its straights
    # and its category order, e.g. a flush above a full house on 36 cards) instead of the 52 cards'.
    BEST_FIVE_ANY_DECK_RANKED = "best_five_any_deck_ranked"
    # The lowest ace-to-five hand of any five of the player's cards (razz): aces low, straights and
    # flushes ignored, pairs bad; the lowest hand wins, with no qualifier.
    ACE_TO_FIVE_LOW_ANY_FIVE = "ace_to_five_low_any_five"
    # The five cards held after the last draw, read deuce-to-seven: aces high only, straights and
    # flushes count against the hand; the lowest hand wins.
    DEUCE_TO_SEVEN_LOW = "deuce_to_seven_low"
    # The four cards held after the last draw, read as badugi: the most cards of different suits
    # and ranks, then the lowest, aces low.
    BADUGI = "badugi"


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
    (HandMaking.BEST_FIVE_ANY_DECK_RANKED, LowRule.NONE),
    (HandMaking.BEST_FIVE_ANY, LowRule.EIGHT_OR_BETTER),
    (HandMaking.ACE_TO_FIVE_LOW_ANY_FIVE, LowRule.NONE),
    (HandMaking.DEUCE_TO_SEVEN_LOW, LowRule.NONE),
    (HandMaking.BADUGI, LowRule.NONE),
})  # fmt: skip
#: The methods that rank on the game's own deck (the registry entry's, or the one its reading
#: names); every other method ranks on the standard 52 cards, so its game must be dealt from them.
DECK_RANKED: frozenset[HandMaking] = frozenset({HandMaking.BEST_FIVE_ANY_DECK_RANKED})


class Structure(enum.StrEnum):
    FIXED_LIMIT = "fixed-limit"
    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"


#: The `limits` fields of a hand each structure is sized by (what the hand parser reads).
STRUCTURE_LIMITS: dict[Structure, tuple[str, ...]] = {
    Structure.FIXED_LIMIT: ("small_bet", "big_bet"),
    Structure.NO_LIMIT: (),
    Structure.POT_LIMIT: (),
}


class ForcedBets(enum.StrEnum):
    """What is posted before the first round is bet (`table.forced_bets`)."""

    BLINDS = "blinds"  # a small and a big blind (and straddles) left of the button, and any antes
    BRING_IN = "bring_in"  # antes, then the seat the up cards name brings in (or completes) in turn


class Opening(enum.StrEnum):
    """Who opens a betting round (`table.rounds[].opens`): by position, or by the cards showing."""

    AFTER_BLINDS = "after_blinds"  # the seat after the last one posting the largest blind
    LEFT_OF_BUTTON = "left_of_button"  # the first seat left of the button still in the hand
    LOWEST_UP_CARD = "lowest_up_card"  # the lowest up card, aces high, ties by suit (clubs lowest)
    HIGHEST_UP_CARD_ACES_LOW = "highest_up_card_aces_low"  # the highest up card, aces low, ties by suit
    BEST_HIGH_SHOWING = "best_high_showing"  # the best high hand showing (pairs up), ties by position
    BEST_LOW_SHOWING = "best_low_showing"  # the best ace-to-five low showing (pairs are bad), ties by position


#: The openings decided by the cards showing (the layer that knows the cards decides them).
CARD_OPENINGS: frozenset[Opening] = frozenset({
    Opening.LOWEST_UP_CARD, Opening.HIGHEST_UP_CARD_ACES_LOW, Opening.BEST_HIGH_SHOWING, Opening.BEST_LOW_SHOWING,
})  # fmt: skip


class BetSize(enum.StrEnum):
    """The fixed-limit bet of a round: the hand's small or big bet."""

    SMALL = "small"
    BIG = "big"


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundDeal:
    """The cards dealt before a betting round: to each player face down and face up, to the
    board, or, in a draw game, the draw (each player stands pat or discards and is dealt as many)."""

    down: int = 0
    up: int = 0
    board: int = 0
    draw: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundPlan:
    """One betting round of a game (`table.rounds[]`): its name, the cards dealt before it, the
    fixed-limit bet it is played with and who opens it."""

    name: str  # "flop", "third street": how a refusal and the log name the round
    phrase: str  # "on the flop", "before the flop"
    deal: RoundDeal
    bet: BetSize
    opens: Opening


def board_rounds(hole_cards: int) -> tuple[RoundPlan, ...]:
    """The rounds of a board game (Hold'em, Omaha): the hole cards, then the flop, turn and river,
    a small bet on the first two rounds and a big bet on the last two; the game's `table.rounds`
    when it states none."""
    return (
        RoundPlan(name="pre-flop", phrase="before the flop", deal=RoundDeal(down=hole_cards), bet=BetSize.SMALL,
                  opens=Opening.AFTER_BLINDS),
        RoundPlan(name="flop", phrase="on the flop", deal=RoundDeal(board=3), bet=BetSize.SMALL,
                  opens=Opening.LEFT_OF_BUTTON),
        RoundPlan(name="turn", phrase="on the turn", deal=RoundDeal(board=1), bet=BetSize.BIG,
                  opens=Opening.LEFT_OF_BUTTON),
        RoundPlan(name="river", phrase="on the river", deal=RoundDeal(board=1), bet=BetSize.BIG,
                  opens=Opening.LEFT_OF_BUTTON),
    )  # fmt: skip


#: Betting rounds a game may have (the betting state's `Street` holds one member per round).
MAX_ROUNDS = 5


@dataclass(frozen=True, slots=True, kw_only=True)
class BettingStructure:
    """One way a game is bet: the structure, the limits a hand gives for it, its raise cap."""

    structure: Structure
    limits: tuple[str, ...]
    raise_cap: int  # bets and raises allowed per round; 0 where there is no cap (no limit)
    # The structure of a hand that gives no limits and names no `structure` (`default: true` in
    # table.structures; implied where only one structure is played without limits).
    default: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseMap:
    """The clause ID of each shared rule in one game ('' where the rule does not apply)."""

    deck: str
    no_card_twice: str
    blinds: str
    heads_up_blinds: str
    antes: str
    straddles: str
    short_post: str
    rounds: str
    order: str
    actions: str
    fixed_sizes: str
    cap: str
    heads_up_cap: str
    limit_short_all_in: str
    no_limit_sizes: str
    pot_limit_sizes: str
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
    muck: str
    # Rules of games that are not board games with blinds: optional in a `table.clauses`, and
    # required where the table plays them (_CONDITIONAL_RULES).
    bring_in: str = ""
    completion: str = ""
    opening: str = ""
    draw: str = ""

    def ids(self) -> set[str]:
        return {getattr(self, f.name) for f in fields(self)} - {""}


#: The rules of games other than board games with blinds, each with what makes a table play it.
_CONDITIONAL_RULES = ("bring_in", "completion", "opening", "draw")
CLAUSE_FIELDS: tuple[str, ...] = tuple(f.name for f in fields(ClauseMap) if f.name not in _CONDITIONAL_RULES)
#: Rules that apply only where a structure is played, or only with a low; every other rule of the
#: clause map applies to every game.
_FIXED_LIMIT_RULES = ("fixed_sizes", "cap", "heads_up_cap", "limit_short_all_in")
_NO_LIMIT_RULES = ("no_limit_sizes",)
_POT_LIMIT_RULES = ("pot_limit_sizes",)
_UNLIMITED_RULES = ("min_raise",)  # no limit and pot limit alike
_LOW_RULES = ("low", "low_board", "split", "scoop", "no_low", "odd_chip_half")
_RULES_OF_STRUCTURE = {
    Structure.FIXED_LIMIT: _FIXED_LIMIT_RULES,
    Structure.NO_LIMIT: _NO_LIMIT_RULES,
    Structure.POT_LIMIT: _POT_LIMIT_RULES,
}


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
    phh_variants: dict[str, Structure]  # the PHH standard's variant codes this game reads, e.g. NT: no-limit
    deck: Deck = STANDARD_52  # the registry entry's deck: the cards dealt
    card_indices: frozenset[int] = frozenset(range(52))  # `Card.index` of each card of `deck`
    ranking: RankingDecks | None = None  # a reading that ranks hands on another deck of the same cards
    forced_bets: ForcedBets = ForcedBets.BLINDS  # `table.forced_bets`
    rounds: tuple[RoundPlan, ...] = ()  # `table.rounds`; parse_table fills in the board game's when none
    max_players: int = MAX_PLAYERS  # `table.max_players`
    # `table.structure_stated`: the clause by which a hand states its structure, so that a hand that
    # gives no limits and names no structure is refused, not played in a default one; '' when the
    # game has a default. Its title says why (it is quoted in the refusal).
    structure_stated: str = ""
    structure_stated_title: str = ""
    # What the rounds imply, worked out once (__post_init__): a day's replay asks on every hand.
    _plan: tuple[RoundPlan, ...] = field(init=False, repr=False)
    _cards_by_round: tuple[int, ...] = field(init=False, repr=False)
    _board_by_round: tuple[int, ...] = field(init=False, repr=False)
    _dealt_in_rounds: bool = field(init=False, repr=False)
    _draws: int = field(init=False, repr=False)
    _opened_by_cards: bool = field(init=False, repr=False)

    def __post_init__(self) -> None:
        plan = self.rounds or board_rounds(self.hole_cards)
        held, board, cards_by_round, board_by_round = 0, 0, [], []
        for r in plan:
            held += r.deal.down + r.deal.up
            board += r.deal.board
            cards_by_round.append(held)
            board_by_round.append(board)
        derived = {
            "_plan": plan,
            "_cards_by_round": tuple(cards_by_round),
            "_board_by_round": tuple(board_by_round),
            "_dealt_in_rounds": any(r.deal.down or r.deal.up for r in plan[1:]),
            "_draws": sum(1 for r in plan if r.deal.draw),
            "_opened_by_cards": any(r.opens in CARD_OPENINGS for r in plan),
        }
        for name, value in derived.items():
            object.__setattr__(self, name, value)

    @property
    def plan(self) -> tuple[RoundPlan, ...]:
        """The betting rounds (a game built by hand without them plays the board game's)."""
        return self._plan

    @property
    def board_cards(self) -> int:
        """Board cards dealt by the last round (5 in a board game, 0 in stud and draw games)."""
        return sum(r.deal.board for r in self.plan)

    def board_sizes(self) -> tuple[int, ...]:
        """The board cards a hand may show: none, or as many as some round has dealt (0, 3, 4, 5)."""
        sizes, dealt = [0], 0
        for r in self.plan:
            if r.deal.board:
                dealt += r.deal.board
                sizes.append(dealt)
        return tuple(sizes)

    @property
    def dealt_in_rounds(self) -> bool:
        """Hole cards come a few at a time, round by round (stud), not all before the first round."""
        return self._dealt_in_rounds

    def cards_by_round(self) -> tuple[int, ...]:
        """How many cards each player holds by each round (stud: 3, 4, 5, 6, 7)."""
        return self._cards_by_round

    def board_by_round(self) -> tuple[int, ...]:
        """The board cards dealt by the time each round is bet (0, 3, 4, 5 in a board game)."""
        return self._board_by_round

    @property
    def opened_by_cards(self) -> bool:
        """Some round is opened by the cards showing (`table.rounds[].opens`, CARD_OPENINGS)."""
        return self._opened_by_cards

    def up_positions(self) -> tuple[int, ...]:
        """The positions, in the order dealt, of the cards dealt face up (stud: 3rd to 6th)."""
        found: list[int] = []
        held = 0
        for r in self.plan:
            held += r.deal.down
            found.extend(range(held, held + r.deal.up))
            held += r.deal.up
        return tuple(found)

    @property
    def draws(self) -> int:
        """The number of draws (rounds dealt by a draw)."""
        return self._draws

    @property
    def hi_lo(self) -> bool:
        return self.low is not LowRule.NONE

    @property
    def showdown(self) -> tuple[HandMaking, LowRule]:
        """The named methods that read this game's showdown (a key of SHOWDOWNS)."""
        return (self.hand_making, self.low)

    def ranking_deck(self, interpretations: dict[str, str]) -> Deck:
        """The deck whose order ranks a hand under these readings: the game's own, unless the
        game's `table.ranking_decks` names another for the reading in force."""
        if self.ranking is None:
            return self.deck
        return self.ranking.decks.get(interpretations.get(self.ranking.interpretation, ""), self.deck)

    def structure_for(self, *, limits_given: bool, named: Structure | None = None) -> BettingStructure | None:
        """The structure a hand plays: the one it names (`structure`), which must be sized as the
        hand is (by `limits` or not); else the one sized by `limits` when the hand gives them,
        else the game's default one without limits. None when the game has no such structure."""
        for betting in self.structures:
            if bool(betting.limits) is not limits_given:
                continue
            if betting.structure is named or (named is None and (limits_given or betting.default)):
                return betting
        return None

    def limits_refusal(self, *, limits_given: bool, named: Structure | None = None) -> str:
        """Why a hand with (or without) `limits`, naming a structure or none, cannot be played in
        this game (`structure_for` found none)."""
        kinds = " or ".join(b.structure.value for b in self.structures)
        played = {b.structure: b for b in self.structures}
        if named is not None and named not in played:
            return f"{self.name} is not played {named}: it is a {kinds} game"
        if named is not None:
            sized = played[named].limits
            if sized:
                return f"a {named} hand gives " + " and ".join(f"limits.{name}" for name in sized)
            return f"a {named} hand gives no limits: it is sized by the blinds and the bets made"
        if limits_given:
            return f"{self.name} is a {kinds} game: give no limits"
        if self.structure_stated:
            return self._unstated_refusal()
        needed = " and ".join(f"limits.{name}" for b in self.structures for name in b.limits)
        return f"{self.name} is a {kinds} game: give {needed}"

    def _unstated_refusal(self) -> str:
        """A hand of a game without a default structure that gave no limits: the missing field, the
        clause that says why, and how a hand of each structure the game is played in is written."""
        ways = []
        for betting in self.structures:
            if betting.limits:
                fields = ", ".join(f'"{name}": ...' for name in betting.limits)
                ways.append(f'give "limits": {{{fields}}} to play it {betting.structure}')
        unsized = [b.structure.value for b in self.structures if not b.limits]
        if unsized:
            named = " or ".join(f'"structure": "{name}"' for name in unsized)
            ways.append(f"name the structure to play it {' or '.join(unsized)}: {named}")
        return (f"missing required field 'limits': {self.structure_stated_title} ({self.structure_stated}); "
                + "; or ".join(ways))  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class RankingDecks:
    """`table.ranking_decks`: the deck each option of one interpretation ranks hands on, where
    rooms order the categories differently (a short deck's three of a kind and straight)."""

    interpretation: str
    decks: dict[str, Deck]  # option -> deck (same cards as the game's deck)


#: Sections of a poker room's rules_spec besides its clauses: the table, the seed's worked hand, and
#: `house_rules`: a house-rule game's own section, read by its own package (not by the room).
ROOM_SPEC_KEYS = ("table", "worked_example", "house_rules")
TABLE_KEYS = ("scenario_name", "hole_cards", "hand_making", "low", "structures", "clauses")
TABLE_OPTIONAL_KEYS = ("phh_variants", "ranking_decks", "forced_bets", "rounds", "max_players", "structure_stated")


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


def _parse_structures(node: Node, *, stated: bool = False) -> tuple[BettingStructure, ...]:
    """The structures a game is played in; with `stated` (table.structure_stated) none is a default."""
    node.expect_mapping("the betting structures the game is played in, e.g. {no-limit: {limits: []}}")
    found: dict[Structure, BettingStructure] = {}
    for key, entry in node.entries():
        structure = _named(node.key_node(key), Structure, "a betting structure")
        entry.check_keys(required=("limits",), optional=("raise_cap", "default"))
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
        default_node = entry.get("default")
        default = False
        if default_node is not None:
            if default_node.value is not True:
                raise default_node.error(f"expected true (the structure of a hand that gives no limits and names "
                                         f"none), or no default; got {describe_value(default_node.value)}")  # fmt: skip
            if limits:
                raise default_node.error(f"a hand with limits is played {structure} already; only a structure "
                                         "without limits is a default")  # fmt: skip
            if stated:
                raise default_node.error("table.structure_stated says a hand states its structure: the game has no "
                                         "default; remove default: true")  # fmt: skip
            default = True
        found[structure] = BettingStructure(structure=structure, limits=limits, raise_cap=cap, default=default)
    if not found:
        raise node.error("a game is played in at least one betting structure")
    ordered = tuple(found[s] for s in Structure if s in found)
    unlimited = [b for b in ordered if not b.limits]
    defaults = [b for b in unlimited if b.default]
    if stated:
        return ordered
    if len(unlimited) == 1 and not defaults:  # the one structure without limits needs no saying
        only = unlimited[0]
        ordered = tuple(replace(b, default=True) if b is only else b for b in ordered)
    elif len(unlimited) > 1 and len(defaults) != 1:
        named = ", ".join(b.structure.value for b in unlimited)
        raise node.error(f"{named} are all played without limits: mark the one a hand that names no structure "
                         f"is played in with default: true, e.g. {{{unlimited[0].structure}: {{limits: [], "
                         "default: true}}}")  # fmt: skip
    return ordered


def _parse_clause_map(
    node: Node, clauses: dict[str, Clause], structures: tuple[BettingStructure, ...], low: LowRule,
    *, forced: ForcedBets = ForcedBets.BLINDS, rounds: tuple[RoundPlan, ...] = (),
) -> ClauseMap:  # fmt: skip
    node.check_keys(required=CLAUSE_FIELDS, optional=_CONDITIONAL_RULES)
    played = {b.structure for b in structures}
    unused: dict[str, str] = {}
    if forced is ForcedBets.BRING_IN:
        unused |= {rule: "the game has no blinds (table.forced_bets: bring_in)"
                   for rule in ("blinds", "heads_up_blinds", "straddles")}  # fmt: skip
    else:
        unused |= {rule: "the game has no bring-in (table.forced_bets: blinds)" for rule in ("bring_in", "completion")}
    if rounds and not any(r.deal.board for r in rounds):
        unused["low_board"] = "the game has no board (table.rounds)"
    if not any(r.opens in (Opening.BEST_HIGH_SHOWING, Opening.BEST_LOW_SHOWING) for r in rounds):
        unused["opening"] = "no round is opened by the hand showing (table.rounds)"
    if not any(r.deal.draw for r in rounds):
        unused["draw"] = "the game has no draw (table.rounds)"
    for structure, rules in _RULES_OF_STRUCTURE.items():
        if structure not in played:
            unused |= {rule: f"the game is not played {structure} (table.structures)" for rule in rules}
    if played <= {Structure.FIXED_LIMIT}:
        unused |= {rule: "the game is played only in fixed limit (table.structures)" for rule in _UNLIMITED_RULES}
    if low is LowRule.NONE:
        unused |= {rule: "the game has no low (table.low: none)" for rule in _LOW_RULES}
    ids: dict[str, str] = {}
    for rule in CLAUSE_FIELDS + _CONDITIONAL_RULES:
        if rule in _CONDITIONAL_RULES and rule not in node.value:
            if rule not in unused:
                raise node.error(f"missing required field {rule!r}: the table plays this rule; give the clause ID "
                                 "that states it")  # fmt: skip
            ids[rule] = ""
            continue
        item = node.require(rule)
        value = item.value
        if not isinstance(value, str):
            raise item.error(f"expected a clause ID of this rules_spec, or '' where the rule does not apply, "
                             f"got {describe_value(value)}")  # fmt: skip
        if value:
            _active_clause(item, clauses)
            if rule in unused:
                raise item.error(f"the rule does not apply: {unused[rule]}; give ''")
        elif rule not in unused:
            raise item.error("every game of the room has this rule: give the clause ID that states it")
        ids[rule] = value
    return ClauseMap(**ids)


def parse_table(node: Node, *, entry: GameEntry, spec: RulesSpec) -> RoomGame:
    """A `table:` section, validated: each error names file:line:column and the field path."""
    node.check_keys(required=TABLE_KEYS, optional=TABLE_OPTIONAL_KEYS)
    hole_node = node.require("hole_cards")
    hole_cards = hole_node.as_int(what="the number of hole cards each player is dealt")
    if node.get("rounds") is not None:
        return _parse_dealt_table(node, entry=entry, spec=spec, hole_cards=hole_cards)
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
    dealt = deck(entry.deck)
    if making not in DECK_RANKED and dealt != STANDARD_52:
        ranked = ", ".join(sorted(DECK_RANKED))
        raise node.require("hand_making").error(f"{making} ranks hands on the standard 52 cards, but the registry "
                                                f"deals {entry.name} from {dealt.name}: use {ranked}")  # fmt: skip
    if MAX_PLAYERS * hole_cards + BOARD_CARDS > dealt.size:
        raise hole_node.error(f"{MAX_PLAYERS} players with {hole_cards} hole cards and a {BOARD_CARDS}-card board "
                              f"need more than the {dealt.size} cards of {dealt.name}")  # fmt: skip
    stated, stated_title = _parse_structure_stated(node.get("structure_stated"), spec)
    structures = _parse_structures(node.require("structures"), stated=bool(stated))
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
        phh_variants=_parse_phh_variants(node.get("phh_variants"), structures),
        deck=dealt,
        card_indices=frozenset(card.index for card in dealt.cards),
        ranking=_parse_ranking_decks(node.get("ranking_decks"), making, dealt, spec),
        rounds=board_rounds(hole_cards),
        structure_stated=stated,
        structure_stated_title=stated_title,
    )


def _parse_structure_stated(node: Node | None, spec: RulesSpec) -> tuple[str, str]:
    """`structure_stated: OHL-3.10`: the clause that makes a hand state its structure (by its limits
    or by naming it), and the clause's title, which the refusal of a hand that does not quotes."""
    if node is None:
        return "", ""
    clause = _active_clause(node, spec.clauses)
    return clause.id, clause.title


def _active_clause(node: Node, clauses: dict[str, Clause]) -> Clause:
    """The clause a table field names by its ID: one of this rules_spec, not retired."""
    value = node.as_str()
    clause = clauses.get(value)
    if clause is None:
        raise node.error(f"no clause {value!r} in this rules_spec")
    if clause.retired:
        raise node.error(f"clause {value} is retired: name the clause that states the rule now")
    return clause


def _parse_dealt_table(node: Node, *, entry: GameEntry, spec: RulesSpec, hole_cards: int) -> RoomGame:
    """A `table:` that states its betting rounds (stud, draw games): the cards each round deals, its
    bet and who opens it; the forced bets; the most players its deck can deal."""
    hole_node = node.require("hole_cards")
    making = _named(node.require("hand_making"), HandMaking, "how a hand is made")
    low_node = node.require("low")
    low = _named(low_node, LowRule, "the low rule")
    if (making, low) not in SHOWDOWNS:
        pairs = "; ".join(f"{m} with low {lo}" for m, lo in sorted(SHOWDOWNS))
        raise low_node.error(f"the engine reads no low {low} with hand_making {making}; it reads {pairs}")
    dealt = deck(entry.deck)
    if making not in DECK_RANKED and dealt != STANDARD_52:
        raise node.require("hand_making").error(f"{making} ranks hands on the standard 52 cards, but the registry "
                                                f"deals {entry.name} from {dealt.name}")  # fmt: skip
    rounds = _parse_rounds(node.require("rounds"))
    if (needed := _CARDS_READ.get(making)) is not None and hole_cards != needed:
        raise hole_node.error(f"{making} reads a hand of exactly {needed} cards, got hole_cards {hole_cards}")
    held = sum(r.deal.down + r.deal.up for r in rounds)
    if held != hole_cards:
        raise hole_node.error(f"the rounds deal each player {held} cards (table.rounds), but hole_cards is "
                              f"{hole_cards}")  # fmt: skip
    board = sum(r.deal.board for r in rounds)
    forced_node = node.get("forced_bets")
    forced = ForcedBets.BLINDS if forced_node is None else _named(forced_node, ForcedBets, "the forced bets")
    stated, stated_title = _parse_structure_stated(node.get("structure_stated"), spec)
    structures = _parse_structures(node.require("structures"), stated=bool(stated))
    if forced is ForcedBets.BRING_IN and {b.structure for b in structures} != {Structure.FIXED_LIMIT}:
        raise node.require("structures").error("a bring-in game is played fixed limit only: the bring-in is "
                                               "completed to the small bet")  # fmt: skip
    opens_by_blinds = rounds[0].opens is Opening.AFTER_BLINDS
    if opens_by_blinds != (forced is ForcedBets.BLINDS):
        raise node.require("rounds").error("the first round is opened after the blinds exactly when the forced bets "
                                           "are blinds (table.forced_bets)")  # fmt: skip
    most_node = node.get("max_players")
    most = MAX_PLAYERS if most_node is None else most_node.as_int(minimum=MIN_PLAYERS, what="the most players")
    if most > MAX_PLAYERS or most * hole_cards + board > dealt.size:
        raise (most_node or hole_node).error(f"{most} players with {hole_cards} cards each and a {board}-card board "
                                             f"need more than the {dealt.size} cards of {dealt.name}; "
                                             "give table.max_players")  # fmt: skip
    return RoomGame(
        name=entry.name,
        title=spec.title,
        rules_file=entry.rules_spec,
        scenario_name=node.require("scenario_name").as_str(),
        hole_cards=hole_cards,
        hand_making=making,
        low=low,
        structures=structures,
        clauses=_parse_clause_map(node.require("clauses"), spec.clauses, structures, low, forced=forced,
                                  rounds=rounds),  # fmt: skip
        phh_variants=_parse_phh_variants(node.get("phh_variants"), structures),
        deck=dealt,
        card_indices=frozenset(card.index for card in dealt.cards),
        forced_bets=forced,
        rounds=rounds,
        max_players=most,
        structure_stated=stated,
        structure_stated_title=stated_title,
    )


_ROUND_KEYS = ("name", "deal", "bet", "opens")
#: The ways of making a hand that read every card a player holds, and how many that is.
_CARDS_READ = {HandMaking.DEUCE_TO_SEVEN_LOW: 5, HandMaking.BADUGI: 4}


def _parse_rounds(node: Node) -> tuple[RoundPlan, ...]:
    """`rounds: [{name: third street, deal: {down: 2, up: 1}, bet: small, opens: lowest_up_card}, ...]`."""
    items = list(node.items()) if node.is_sequence() else []
    if not 1 <= len(items) <= MAX_ROUNDS:
        raise node.error(f"expected a list of 1 to {MAX_ROUNDS} betting rounds, e.g. [{{name: third street, "
                         "deal: {down: 2, up: 1}, bet: small, opens: lowest_up_card}]")  # fmt: skip
    found: list[RoundPlan] = []
    for index, item in enumerate(items):
        item.check_keys(required=_ROUND_KEYS, optional=("phrase",))
        deal_node = item.require("deal")
        deal_node.check_keys(optional=("down", "up", "board", "draw"))
        counts = {key: (deal_node.get(key).as_int(minimum=0, what="a number of cards")  # type: ignore[union-attr]
                        if deal_node.get(key) is not None else 0) for key in ("down", "up", "board")}  # fmt: skip
        draw_node = deal_node.get("draw")
        draw = False
        if draw_node is not None:
            if not isinstance(draw_node.value, bool):
                raise draw_node.error(f"expected true or false, got {describe_value(draw_node.value)}")
            draw = draw_node.value
        if index == 0 and (draw or counts["board"] or not counts["down"] + counts["up"]):
            raise deal_node.error("the first round is bet on the players' own cards: deal down or up cards, "
                                  "no board and no draw")  # fmt: skip
        if index > 0 and not (draw or any(counts.values())):
            raise deal_node.error("a later round deals cards or a draw")
        opens = _named(item.require("opens"), Opening, "who opens the round")
        if index > 0 and opens is Opening.AFTER_BLINDS:
            raise item.require("opens").error("only the first round is opened after the blinds")
        name = item.require("name").as_str()
        phrase_node = item.get("phrase")
        found.append(RoundPlan(
            name=name,
            phrase=phrase_node.as_str() if phrase_node is not None else f"on {name}",
            deal=RoundDeal(down=counts["down"], up=counts["up"], board=counts["board"], draw=draw),
            bet=_named(item.require("bet"), BetSize, "the round's bet"),
            opens=opens,
        ))  # fmt: skip
    return tuple(found)


def _parse_ranking_decks(node: Node | None, making: HandMaking, dealt: Deck, spec: RulesSpec) -> RankingDecks | None:
    """`ranking_decks: {interpretation: NAME, decks: {OPTION: DECK, ...}}`: every option of the
    interpretation ranks on a deck of the game's cards; the default option on the game's deck."""
    if node is None:
        return None
    if making not in DECK_RANKED:
        raise node.error(f"hand_making {making} ranks on the standard 52 cards; ranking decks need "
                         f"{', '.join(sorted(DECK_RANKED))}")  # fmt: skip
    node.check_keys(required=("interpretation", "decks"))
    name_node = node.require("interpretation")
    interpretation = spec.interpretations.get(name_node.as_str())
    if interpretation is None:
        raise name_node.error(f"no interpretation {name_node.value!r} in this rules_spec; "
                              f"known: {', '.join(spec.interpretations)}")  # fmt: skip
    decks_node = node.require("decks")
    decks_node.expect_mapping("the deck each option ranks on, e.g. {straight_wins: short-36}")
    decks: dict[str, Deck] = {}
    for option, entry in decks_node.entries():
        if option not in interpretation.options:
            raise decks_node.key_node(option).error(f"{interpretation.name} has no option {option!r}; "
                                                    f"options: {', '.join(interpretation.options)}")  # fmt: skip
        name = entry.as_str()
        ranked = DECKS.get(name)
        if ranked is None:
            raise entry.error(f"no deck {name!r}; decks: {', '.join(DECKS)}")
        if ranked.cards != dealt.cards:
            raise entry.error(f"deck {name} is not the cards the game is dealt ({dealt.name})")
        decks[str(option)] = ranked
    missing = [option for option in interpretation.options if option not in decks]
    if missing:
        raise decks_node.error(f"every option of {interpretation.name} needs its deck; missing: {', '.join(missing)}")
    if decks[interpretation.default] != dealt:
        raise decks_node.error(f"the default {interpretation.default} must rank on the game's deck {dealt.name}, "
                               f"got {decks[interpretation.default].name}")  # fmt: skip
    return RankingDecks(interpretation=interpretation.name, decks=decks)


def _parse_phh_variants(node: Node | None, structures: tuple[BettingStructure, ...]) -> dict[str, Structure]:
    """`phh_variants: {NT: no-limit, FT: fixed-limit}`: the PHH variant codes that are this game."""
    if node is None:
        return {}
    node.expect_mapping("the PHH variant codes of this game and the structure each is bet in, e.g. {NT: no-limit}")
    played = {b.structure for b in structures}
    found: dict[str, Structure] = {}
    for key, entry in node.entries():
        structure = _named(entry, Structure, "a betting structure")
        if structure not in played:
            raise entry.error(f"the game is not played {structure} (table.structures)")
        found[str(key)] = structure
    return found


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


_SCENARIO_NAME_LINE = re.compile(r"^[ \t]+scenario_name:[ \t]*(?P<name>[^#\n]*?)[ \t]*(?:#.*)?$", re.MULTILINE)


def room_games_called(called: str) -> list[str]:
    """The room games whose `table.scenario_name` is `called` ("Hold'em" in "a no-limit Hold'em
    hand"). Reading every game's rules_spec is most of a feature suite's run, which each rule
    mutant repeats, so only the games whose rules file has a `scenario_name:` line that could
    say `called` are read; their full reading decides. A file whose line cannot be told by its
    text is read too. A suite names its game in every scenario: the answer is kept until
    `forget_room_games`."""
    found = _CALLED.get(called)
    if found is None:
        candidates = []
        for entry in family(ROOM_FAMILY):
            lines = _SCENARIO_NAME_LINE.findall(rules_spec_path(entry.rules_spec).read_text(encoding="utf-8"))
            if not lines or any(line.strip("'\"") == called or "\\" in line for line in lines):
                candidates.append(entry.name)
        found = _CALLED[called] = [name for name in candidates if room_game(name).scenario_name == called]
    return list(found)


_CALLED: dict[str, list[str]] = {}


_PHH_VARIANTS: dict[str, tuple[RoomGame, Structure]] = {}


def phh_variant_games() -> dict[str, tuple[RoomGame, Structure]]:
    """Every PHH variant code a room game of the registry reads, with the game and structure
    (asked for every hand of a replay: kept until `forget_room_games`)."""
    if not _PHH_VARIANTS:
        _PHH_VARIANTS.update(
            {code: (game, structure) for game in room_games() for code, structure in game.phh_variants.items()}
        )
    return _PHH_VARIANTS


def forget_room_games() -> None:
    """Drop every game read and the rules resolved for them: a test that points TABLECERT_HOME
    at other data (or edits a rules_spec) reads the games afresh."""
    _LOADED.clear()
    _PHH_VARIANTS.clear()
    _CALLED.clear()
    resolved_table_rules.cache_clear()


# -- the rules in force for one hand ----------------------------------------------------------------


class MinimumRaise(enum.Enum):
    """What a full no-limit or pot-limit raise must reach, facing a bet (HE-5.1)."""

    BET_PLUS_LARGEST_RAISE = "the bet faced plus the largest full bet or raise of the round"
    TWICE_THE_BET = "twice the bet faced"
    BET_PLUS_ONE_CHIP = "the bet faced plus one chip"

    def raise_to(self, bet_faced: int, largest_raise: int) -> int:
        if self is MinimumRaise.TWICE_THE_BET:
            return 2 * bet_faced
        if self is MinimumRaise.BET_PLUS_ONE_CHIP:
            return bet_faced + 1
        return bet_faced + largest_raise


class PotLimit(enum.Enum):
    """The most a pot-limit bet or raise may reach (PL-1), never less than the minimum raise."""

    CALL_AND_THE_POT_AFTER_IT = "the bet faced plus the pot after the call, the round's wagers included"
    CALL_AND_THE_POT_BEFORE_IT = "the bet faced plus the pot as it stands before the call"
    CALL_AND_THE_EARLIER_ROUNDS = "the bet faced plus the call and the pot of the earlier rounds only"
    WHOLE_STACK = "the whole stack, as without limits"

    def raise_to(self, *, bet_faced: int, owed: int, pot: int, round_wagers: int, reach: int) -> int:
        """`pot` is everything put in this hand, `round_wagers` this round's part of it and
        `reach` the most the player's chips go to."""
        if self is PotLimit.WHOLE_STACK:
            return reach
        if self is PotLimit.CALL_AND_THE_POT_BEFORE_IT:
            return bet_faced + pot
        if self is PotLimit.CALL_AND_THE_EARLIER_ROUNDS:
            return bet_faced + owed + pot - round_wagers
        return bet_faced + pot + owed


@dataclass(frozen=True, slots=True, kw_only=True)
class TableRules:
    """The game, its clause map and the interpretations in force for one hand or run.

    The readings are resolved once into plain fields (see `make`): settlement asks for them on
    every pot of every hand. The fields after `deck` are the betting, pot and showdown rules as the
    specs write them for every room game; a rule mutant is another value of one of them
    (mutants/room_patches.rules_made), read by the reference engine and by the fast PHH path alike.
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
    deck: Deck = STANDARD_52  # the deck whose order ranks the hands (RoomGame.ranking_deck)
    minimum_raise: MinimumRaise = MinimumRaise.BET_PLUS_LARGEST_RAISE  # HE-5.1
    #: An all-in raise for less than a full raise reopens the betting to those who have acted:
    #: never, as written (HE-5.2 without limits, the limit_short_all_in rule in fixed limit).
    short_all_in_reopens: bool = False
    limit_short_all_in_reopens: bool = False
    short_all_in_sets_minimum_raise: bool = False  # (HE-5.2: it does not change the minimum raise)
    uncalled_bet_returned: bool = True  # HE-3.3
    raise_cap_binds: bool = True  # HE-4.2 / OHL-3.4: fixed limit, one bet and three raises a round
    uncalled_bet_counts_antes: bool = False  # (HE-2.4: a dead ante, such as a big-blind ante, never comes back)
    straddle_sets_minimum_raise: bool = True  # HE-2.4: a raise over a straddle adds at least the straddle
    straddler_acts_last: bool = True  # HE-2.4: the first round starts after the last straddle
    mucked_hand_gives_up_the_pots: bool = True  # HE-8.1
    side_pots_to_contributors: bool = True  # HE-7: a side pot is won only by those who put its level in
    ties_shared: bool = True  # HE-7.2
    odd_chip_to_first_in_order: bool = True  # HE-7.3: the first tied winner in the stated order
    #: Fixed limit: the bet of each round, as the game's plan states it (`table.rounds[].bet`).
    round_bets: tuple[BetSize, ...] = ()
    pot_limit: PotLimit = PotLimit.CALL_AND_THE_POT_AFTER_IT  # PL-1
    #: Stud's bring-in (the clause map's `bring_in` and `completion`, ST-2.2 and ST-2.3): the
    #: opener of the first round must bring in or complete; the bring-in has no option once
    #: called; a completion goes to one small bet and counts toward the cap; every later round
    #: is opened by the best hand showing.
    bring_in_must_act: bool = True
    bring_in_keeps_an_option: bool = False
    completion_to_one_small_bet: bool = True
    completion_counts_toward_cap: bool = True
    later_rounds_opened_by_the_cards: bool = True
    #: Draws (the clause map's `draw`, TD-3.6): every player still in draws, all-in or not, in
    #: turn from the button's left; a card thrown away is not dealt again while the stub still
    #: holds cards.
    draw_starts_left_of_button: bool = True
    all_in_players_draw: bool = True
    discards_dead: bool = True

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
            deck=game.ranking_deck(interpretations),
            round_bets=tuple(plan.bet for plan in game.plan),
        )


@lru_cache(maxsize=256)
def resolved_table_rules(game: RoomGame, chosen: tuple[tuple[str, str], ...]) -> TableRules:
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
    return resolved_table_rules(game, tuple(sorted((overrides or {}).items())))
