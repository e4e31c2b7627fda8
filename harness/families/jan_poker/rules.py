"""Jan-Poker's rules as the engine reads them: the poker room's Hold'em table from the rules_spec's
`table:` section, the fixed stakes, and the readings (interpretations) in force.

Why the room's table: the poker side IS the room's no-limit Hold'em (betting.py, pots.py,
evaluation.py); only the coupling with mahjong is Jan-Poker's own (harness.families.jan_poker.play).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from harness.families.poker_room.betting import BettingConfig
from harness.families.poker_room.games import RoomGame, Structure, TableRules, parse_table, table_rules
from harness.games.registry import game as registered_game
from harness.spec.rules_spec import load_rules_spec, rules_spec_path

GAME = "jan-poker"
#: JP-1: every player's points at the start, both the mahjong score and the poker chips.
STARTING_POINTS = 25_000
#: JP-1: the mahjong game's players (four-player mahjong).
PLAYERS = 4
#: JP-2.2: the fixed blinds.
SMALL_BLIND = 200
BIG_BLIND = 500
#: JP-6: an East-only game with no dealer repeat plays East 1 to East 4 (the seed's recommendation).
MAHJONG_HANDS = ("East 1", "East 2", "East 3", "East 4")
#: JP-6 under game_length: east_south: a half game (半荘), East 1 to South 4, still no dealer repeat.
EAST_SOUTH_HANDS = (*MAHJONG_HANDS, "South 1", "South 2", "South 3", "South 4")
#: The interpretation game_length's options and the mahjong hands each plays.
GAME_LENGTHS = {"east_only": MAHJONG_HANDS, "east_south": EAST_SOUTH_HANDS}
#: JP-6.1: how many players at 0 or below end the game.
BUST_PLAYERS_ENDING_THE_GAME = 3
#: JP-5.4: the riichi deposit (立直棒) a declaring player puts on the table (M-League rules).
RIICHI_DEPOSIT = 1_000

_LOADED: dict[str, RoomGame] = {}


def jan_poker_table() -> RoomGame:
    """The poker side as a room game (its `table:` section), read once per process."""
    found = _LOADED.get(GAME)
    if found is None:
        entry = registered_game(GAME)
        spec = load_rules_spec(rules_spec_path(entry.rules_spec), extra_keys=("table",))
        found = _LOADED[GAME] = parse_table(spec.extra["table"], entry=entry, spec=spec)
    return found


def forget_jan_poker_table() -> None:
    """Drop the table read (a test or a mutant run that changes the rules reads it afresh)."""
    _LOADED.clear()


@dataclass(frozen=True, slots=True, kw_only=True)
class JanPokerRules:
    """The room's table rules for the poker side plus Jan-Poker's own readings, resolved once."""

    table: TableRules
    config: BettingConfig
    rotate_first_actor: bool  # next_hand_first_actor: rotate (else the dealer opens every hand)
    fold_with_nothing_in: bool  # no_chips_in_when_bust: fold (else all-in for nothing)
    short_call_acts_again: bool  # regained_short_call: acts_again (else the call stands)
    bust_ends_hand_now: bool  # three_bust_end: hand_ends_now (else the mahjong hand is played out)
    bust_remembered_counts: bool  # three_bust_count: gone_bust (else only players at 0 or below now)
    leftover_to_top: bool  # leftover_deposits: top_player (else they stay on the table, nobody's)
    mahjong_hands: tuple[str, ...]  # game_length: the mahjong hands the game plays, in order
    # The rules as the spec writes them (a rule mutant is another value of one, see `make`):
    starting_points: int = STARTING_POINTS  # JP-1
    riichi_deposit: int = RIICHI_DEPOSIT  # JP-5.4
    bust_at_zero: bool = True  # JP-5.1: out at 0 points or below, not only below 0
    poker_in_mahjong_order: bool = True  # JP-3: the action passes in mahjong turn order
    dealer_acts_first: bool = True  # JP-3.1: the first actor sits after the blinds, not on the button

    @property
    def interpretations(self) -> dict[str, str]:
        return self.table.interpretations

    def busted(self, points: int) -> bool:
        """JP-5.1: a player at 0 points or below is out of the poker game."""
        return points <= 0 if self.bust_at_zero else points < 0

    def poker_seat_order(self, players: Sequence[str]) -> tuple[str, ...]:
        """JP-3: the order the room's engine passes the action in ("clockwise" to it) is the
        mahjong turn order (East, South, West, North), the reverse of the usual poker order around
        the table. The players are given in mahjong seat order, so the order is theirs as given."""
        if self.poker_in_mahjong_order:
            return tuple(players)
        return (players[0], *reversed(players[1:]))

    def button_for_first_actor(self, count: int, first: int) -> int:
        """JP-3.1: the button that makes seat `first` the first to act before the flop: the seat
        after the button's two blinds (four players: the cut-off), the button itself with three
        players, and heads-up the button, who posts the small blind and acts first."""
        if count == 2 or not self.dealer_acts_first:
            return first
        return (first - 3) % count

    @classmethod
    def make(cls, overrides: dict[str, str] | None = None) -> JanPokerRules:
        """Defaults from rules_spec/jan_poker.yaml with `overrides` applied (unknown names and
        options refused by the room's `table_rules`)."""
        game = jan_poker_table()
        table = table_rules(game, overrides)
        chosen = table.interpretations
        config = BettingConfig(structure=Structure.NO_LIMIT, small_blind=SMALL_BLIND, big_blind=BIG_BLIND)
        return cls(
            table=table,
            config=config,
            rotate_first_actor=chosen["next_hand_first_actor"] == "rotate",
            fold_with_nothing_in=chosen["no_chips_in_when_bust"] == "fold",
            short_call_acts_again=chosen["regained_short_call"] == "acts_again",
            bust_ends_hand_now=chosen["three_bust_end"] == "hand_ends_now",
            bust_remembered_counts=chosen["three_bust_count"] == "gone_bust",
            leftover_to_top=chosen["leftover_deposits"] == "top_player",
            mahjong_hands=GAME_LENGTHS[chosen["game_length"]],
        )


def jan_poker_rules(overrides: dict[str, str] | None = None) -> JanPokerRules:
    """The rules in force: `JanPokerRules.make`, looked up at each call (a rule mutant swaps it)."""
    return JanPokerRules.make(overrides)
