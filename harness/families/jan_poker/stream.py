"""The whole-game input: the players, and one stream of poker actions and mahjong events.

Parsed from plain JSON into frozen records; a refusal names the field (`events[7].to`), and
the settle command turns the path into file:line (harness.families.poker_room.settle.location_of). The
mahjong game is outside the harness: only what the coupling rules read enters (docs/jan_poker.md).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from harness.families.jan_poker.rules import PLAYERS
from harness.families.poker_room.betting import Verb
from harness.families.poker_room.hand_history import MAX_NAME, HandRefused, card_indices
from harness.spec.yaml_source import describe_value


class StreamRefused(HandRefused):
    """A game stream that cannot have happened under the rules, or is no stream at all (exit 2)."""


class EventKind(enum.StrEnum):
    DEAL = "deal"  # a poker hand is dealt
    POKER = "poker"  # a poker action
    DISCARD = "discard"  # mahjong: a turn discarding a tile from the hand (手出し)
    DRAW_DISCARD = "draw-discard"  # mahjong: a turn discarding the tile just drawn (ツモ切り)
    CALL = "call"  # mahjong: a turn taken by calling a discard (鳴き)
    SELF_DRAW_WIN = "self-draw-win"  # mahjong: a win on one's own draw (ツモ和了)
    DISCARD_WIN = "discard-win"  # mahjong: a win on another player's discard (ロン和了)
    POINTS = "points"  # mahjong: points moved between players
    HAND_END = "hand-end"  # mahjong: the mahjong hand (局) is over
    RIICHI = "riichi"  # mahjong: a riichi (立直) declared: 1,000 points on the table (JP-5.4)


#: The mahjong events that are a player's turn (a poker action may go with them, JP-4).
TURNS = frozenset({EventKind.DISCARD, EventKind.DRAW_DISCARD, EventKind.CALL, EventKind.SELF_DRAW_WIN})
MAHJONG_KINDS = tuple(k for k in EventKind if k not in (EventKind.DEAL, EventKind.POKER))
POKER_VERBS = (Verb.FOLD, Verb.CHECK, Verb.CALL, Verb.BET, Verb.RAISE, Verb.ALL_IN)
#: JP-4.1: the poker actions that put points in ("call or more").
CHIP_VERBS = frozenset({Verb.CALL, Verb.BET, Verb.RAISE, Verb.ALL_IN})
GAME_FIELDS = ("game", "players", "events")
OPTIONAL_FIELDS = ("interpretations", "complete", "id")


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    index: int
    kind: EventKind
    player: str = ""
    verb: Verb | None = None  # a poker action's verb
    amount: int | None = None  # a bet or raise: the amount it goes to
    transfers: tuple[tuple[str, int], ...] = ()  # points: (player, change)
    hole: tuple[tuple[str, tuple[int, ...]], ...] = ()  # deal: (player, hole cards) shown
    board: tuple[int, ...] = ()  # deal: the board cards dealt

    @property
    def path(self) -> str:
        return f"events[{self.index}]"


@dataclass(frozen=True, slots=True, kw_only=True)
class GameStream:
    players: tuple[str, ...]  # in mahjong seat order: the East 1 dealer first
    events: tuple[Event, ...]
    interpretations: dict[str, str]
    complete: bool  # the stream must reach the end of the game (JP-6)
    game_id: str | None = None


def _mapping(value: Any, path: str, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise StreamRefused(path, f"expected {what}, got {describe_value(value)}")
    return value


def _keys(data: dict[str, Any], path: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
    for key in required:
        if key not in data:
            raise StreamRefused(path, f"missing required field {key!r}")
    for key in data:
        if key not in required and key not in optional:
            known = ", ".join(required + optional)
            raise StreamRefused(f"{path}.{key}" if path else str(key), f"unknown field {key!r}; known: {known}")


def _player(value: Any, path: str, players: tuple[str, ...]) -> str:
    if value not in players:
        raise StreamRefused(path, f"expected one of the players {', '.join(players)}, got {describe_value(value)}")
    return str(value)


def parse_stream(data: Any) -> GameStream:
    """A whole game's stream, checked on its face (names, verbs, amounts, cards); the rules are
    checked when it is played (harness.families.jan_poker.play)."""
    data = _mapping(data, "", "a game stream (a JSON mapping)")
    _keys(data, "", GAME_FIELDS, OPTIONAL_FIELDS)
    raw_players = data["players"]
    if not isinstance(raw_players, list) or len(raw_players) != PLAYERS:
        raise StreamRefused("players", f"expected the {PLAYERS} players' names in mahjong seat order (the East 1 "
                                       f"dealer first), got {describe_value(raw_players)} (JP-1)")  # fmt: skip
    for position, name in enumerate(raw_players):
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_NAME:
            raise StreamRefused(f"players[{position}]", f"expected a name of 1 to {MAX_NAME} characters, "
                                                        f"got {describe_value(name)}")  # fmt: skip
        if raw_players.index(name) != position:
            raise StreamRefused(f"players[{position}]", f"{name!r} is named twice")
    players = tuple(raw_players)
    interpretations = data.get("interpretations", {})
    _mapping(interpretations, "interpretations", "a mapping of interpretation names to options")
    for name, option in interpretations.items():
        if not isinstance(option, str):
            raise StreamRefused(f"interpretations.{name}", f"expected an option's name, got {describe_value(option)}")
    complete = data.get("complete", True)
    if not isinstance(complete, bool):
        raise StreamRefused("complete", f"expected true or false, got {describe_value(complete)}")
    game_id = data.get("id")
    if game_id is not None and not isinstance(game_id, str):
        raise StreamRefused("id", f"expected text, got {describe_value(game_id)}")
    raw_events = data["events"]
    if not isinstance(raw_events, list):
        raise StreamRefused("events", f"expected a list of events, got {describe_value(raw_events)}")
    events = tuple(_parse_event(item, index, players) for index, item in enumerate(raw_events))
    return GameStream(players=players, events=events, interpretations={str(k): v for k, v in interpretations.items()},
                      complete=complete, game_id=game_id)  # fmt: skip


def _parse_event(item: Any, index: int, players: tuple[str, ...]) -> Event:
    path = f"events[{index}]"
    item = _mapping(item, path, 'an event such as {"mahjong": "draw-discard", "player": "A"}')
    if "deal" in item:
        _keys(item, path, ("deal",))
        return _parse_deal(item["deal"], index, players)
    if "poker" in item:
        _keys(item, path, ("poker", "player"), ("to",))
        verb_text = item["poker"]
        verb = next((v for v in POKER_VERBS if v.value == verb_text), None)
        if verb is None:
            raise StreamRefused(f"{path}.poker", f"expected one of {', '.join(POKER_VERBS)}, got "
                                                 f"{describe_value(verb_text)}")  # fmt: skip
        amount = item.get("to")
        if verb in (Verb.BET, Verb.RAISE):
            if type(amount) is not int or amount < 1:
                raise StreamRefused(f"{path}.to", f"a no-limit {verb} states the amount it goes to, a whole number "
                                                  f"of points, got {describe_value(amount)} (JP-2.3)")  # fmt: skip
        elif amount is not None:
            raise StreamRefused(f"{path}.to", f"a {verb} states no amount")
        return Event(index=index, kind=EventKind.POKER, player=_player(item["player"], f"{path}.player", players),
                     verb=verb, amount=amount)  # fmt: skip
    if "mahjong" in item:
        kind = next((k for k in MAHJONG_KINDS if k.value == item["mahjong"]), None)
        if kind is None:
            raise StreamRefused(f"{path}.mahjong", f"expected one of {', '.join(MAHJONG_KINDS)}, got "
                                                   f"{describe_value(item['mahjong'])}")  # fmt: skip
        if kind is EventKind.POINTS:
            _keys(item, path, ("mahjong", "points"))
            return Event(index=index, kind=kind, transfers=_parse_transfers(item["points"], f"{path}.points", players))
        if kind is EventKind.HAND_END:
            _keys(item, path, ("mahjong",), ("how",))
            return Event(index=index, kind=kind)
        _keys(item, path, ("mahjong", "player"), ("from",) if kind is EventKind.DISCARD_WIN else ())
        if kind is EventKind.DISCARD_WIN and "from" in item:
            _player(item["from"], f"{path}.from", players)
        return Event(index=index, kind=kind, player=_player(item["player"], f"{path}.player", players))
    raise StreamRefused(path, 'expected an event with "deal", "poker" or "mahjong"')


def _parse_transfers(value: Any, path: str, players: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    value = _mapping(value, path, 'points moved, by player: {"A": 8000, "B": -8000}')
    transfers = []
    for name, change in value.items():
        _player(name, f"{path}.{name}", players)
        if type(change) is not int:
            raise StreamRefused(f"{path}.{name}", f"expected a whole number of points, got {describe_value(change)}")
        transfers.append((str(name), change))
    total = sum(change for _, change in transfers)
    if total:
        raise StreamRefused(path, f"the points moved add up to {total:+d}, not 0: points are only moved between "
                                  "players (JP-1.1)")  # fmt: skip
    return tuple(transfers)


def _parse_deal(value: Any, index: int, players: tuple[str, ...]) -> Event:
    path = f"events[{index}].deal"
    value = _mapping(value, path, 'the hand\'s cards: {"hole": {"A": ["Ah", "Kd"]}, "board": [...]}')
    _keys(value, path, (), ("hole", "board"))
    hole = _mapping(value.get("hole", {}), f"{path}.hole", "each player's two hole cards, by name")
    shown = []
    seen: dict[int, str] = {}
    for name, cards in hole.items():
        where = f"{path}.hole.{name}"
        _player(name, where, players)
        indices = card_indices(cards, where)
        if len(indices) != 2:
            raise StreamRefused(where, f"a Hold'em player holds 2 cards, got {len(indices)} (JP-2)")
        shown.append((str(name), indices))
        for card in indices:
            _dealt_once(card, seen, where)
    board = card_indices(value.get("board", []), f"{path}.board")
    if len(board) > 5:
        raise StreamRefused(f"{path}.board", f"a Hold'em board has at most 5 cards, got {len(board)} (JP-2)")
    for card in board:
        _dealt_once(card, seen, f"{path}.board")
    return Event(index=index, kind=EventKind.DEAL, hole=tuple(shown), board=board)


def _dealt_once(card: int, seen: dict[int, str], where: str) -> None:
    from harness.core.cards import DECK

    if card in seen:
        raise StreamRefused(where, f"{DECK[card]} is dealt twice (also at {seen[card]}) (JP-2.1)")
    seen[card] = where
