"""A poker-room hand as recorded at the table, parsed from plain JSON data into frozen records.

The parser works on plain Python data (what `json.loads` gives) because a day's hand histories
are hundreds of thousands of lines and must parse in microseconds each. A problem is raised as
`HandRefused(path, message)` with a field path such as `actions[5]` or `seats[1].hole[2]`; the
`settle` command turns the path into `file:line:column` by looking it up in the located
document, and `replay` reports it with the line number.

Hand format (issue 3):
    {"game": <a poker-room game of the registry>, "limits": {"small_bet": 20, "big_bet": 40},
     "blinds": [10, 20], "ante": 0, "button": "C",
     "seats": [{"name": "A", "stack": 1000, "hole": ["Ah", "2h", "4c", "6d"]}, ...],
     "board": ["3s", "6h", "8d", "Jc", "Qs"],
     "actions": [["A", "call"], ["B", "raise"], ["C", "fold"], ...],
     "interpretations": {"odd_chip_half": "high"}, "result": {"A": 1020, ...}, "id": "...",
     "unit": "0.01"}
With `unit` every amount is written in the table's money (`"blinds": [0.25, 0.5]`) and read as
exact chips of that unit (harness.families.poker_room.money); without it amounts are whole chips.
The game's rules_spec (`table:`, harness.families.poker_room.games) says how many hole cards a seat holds
and which betting structures it is played in: with `limits` a hand is fixed limit; without, it is
played in the game's structure without limits (no limit or pot limit; the one marked `default`
where the game has both), and `bet`/`raise` carry the amount raised *to*. A hand may name its
structure (`"structure": "pot-limit"`); it must then be sized as that structure is.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, NamedTuple

from harness.core.cards import DECK, RANK_CHARS, parse_card
from harness.core.frozen_init import fast_init
from harness.families.poker_room.betting import RECORD_VERBS, BettingConfig, Verb
from harness.families.poker_room.games import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    BettingStructure,
    ForcedBets,
    RoomGame,
    Structure,
    TableRules,
    find_room_game,
    room_game_names,
    table_rules,
)
from harness.families.poker_room.money import AmountRefused, parse_unit, to_chips
from harness.spec.errors import CardError, HarnessError
from harness.spec.limits import MAX_CHIPS, excerpt
from harness.spec.yaml_source import describe_value

HAND_FIELDS = (
    "game", "id", "limits", "blinds", "ante", "button", "seats", "board", "actions", "mucks", "interpretations",
    "result", "bring_in", "structure", "unit",
)  # fmt: skip
REQUIRED_FIELDS = ("game", "blinds", "button", "seats", "actions")
#: A bring-in game's hand (table.forced_bets: bring_in): antes and a bring-in instead of blinds, and
#: no button needed (the cards showing say who acts first; the last seat deals when none is named).
BRING_IN_REQUIRED_FIELDS = ("game", "limits", "bring_in", "seats", "actions")


def required_fields(game_name: Any) -> tuple[str, ...]:
    """The fields a hand of the named game must give (a name that is no room game: the usual ones,
    and the game field itself is refused later)."""
    game = find_room_game(game_name)
    if game is not None and game.forced_bets is ForcedBets.BRING_IN:
        return BRING_IN_REQUIRED_FIELDS
    return REQUIRED_FIELDS
#: Characters of a seat name and of a hand id (echoed in every message and report about the hand).
MAX_NAME = 64
MAX_HAND_ID = 200


class HandRefused(HarnessError):
    """A hand that cannot have happened under the rules, or is not a hand at all; exit code 2."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        self.message = message
        super().__init__(f"{path}: {message}" if path else message)


def _card_table() -> dict[str, int]:
    table: dict[str, int] = {}
    for card in DECK:
        rank = RANK_CHARS[card.rank - 2]
        ranks = {rank, rank.lower()} | ({"10"} if rank == "T" else set())
        for r in ranks:
            for s in {card.suit.value, card.suit.value.upper()}:
                table[r + s] = card.index
    return table


CARD_INDEX = _card_table()


def card_index(text: str) -> int | None:
    """The deck index of a card written as 'As', 'Td' or '10d'; None when it is not a card."""
    return CARD_INDEX.get(text)


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class SeatRecord:
    name: str
    stack: int
    hole: tuple[int, ...] | None  # card indices; None when the record does not show them


class ActionRecord(NamedTuple):
    """One recorded action (an immutable tuple: a day's replay builds millions of them)."""

    seat: int
    verb: Verb
    amount: int | None = None


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class HandRecord:
    game: RoomGame
    hand_id: str | None
    config: BettingConfig
    button: int
    seats: tuple[SeatRecord, ...]
    board: tuple[int, ...]
    actions: tuple[ActionRecord, ...]
    rules: TableRules
    names: tuple[str, ...]  # the seats' names, in table order
    result: dict[str, int] | None = None
    unit: Decimal | None = None  # the money one chip is worth, when the hand states it
    # What a PHH history adds (harness.families.poker_room.phh); a JSON hand leaves them at the defaults.
    board_seen: tuple[int, ...] | None = None  # board cards dealt before each action, when recorded
    mucked: frozenset[int] = frozenset()  # seats that threw their hand away at the showdown
    cards_may_be_unknown: bool = False  # an online room's history hides the cards nobody showed
    # A game dealt round by round (stud): each seat's cards in the order dealt, None where the
    # history hides one (PHH `??`); None when every seat's known cards are its `hole`.
    dealt: tuple[tuple[int | None, ...] | None, ...] | None = None
    # Per action, how many cards each seat had been dealt by then (PHH, a game dealt round by round).
    dealt_seen: tuple[tuple[int, ...], ...] | None = None
    # A draw game: the cards of each draw, by the index of its action: (discarded, drawn), None
    # where the record does not show a card. A draw that shows no cards is only its count.
    draws: dict[int, DrawCards] | None = None
    # A draw game: each seat's hand after the last draw when the history shows it (PHH `sm`),
    # which may reveal what the draws hid; None where not shown.
    final_holes: tuple[tuple[int, ...] | None, ...] | None = None


class DrawCards(NamedTuple):
    """The cards of one draw: those thrown away and those dealt in their place (None: not shown)."""

    discarded: tuple[int | None, ...]
    drawn: tuple[int | None, ...]


def _is_int(value: Any) -> bool:
    return type(value) is int


def _int(value: Any, path: str, *, minimum: int, what: str = "a whole number of chips") -> int:
    """An amount: a plain int (never a bool) from `minimum` to MAX_CHIPS (harness.spec.limits)."""
    if not _is_int(value) or value < minimum:
        hint = ' (amounts with decimals need the hand\'s "unit", e.g. "unit": "0.01" for cents)' if (
            type(value) is float and what.endswith("chips")) else ""  # fmt: skip
        raise HandRefused(path, f"expected {what} >= {minimum}, got {describe_value(value)}{hint}")
    if value > MAX_CHIPS:
        raise HandRefused(path, f"expected {what} of at most {MAX_CHIPS:,}, got {describe_value(value)}")
    return int(value)


def card_indices(value: Any, path: str) -> tuple[int, ...]:
    if type(value) is list:
        try:
            return tuple([CARD_INDEX[text] for text in value])
        except (KeyError, TypeError):
            pass  # diagnosed card by card below
    if not isinstance(value, list):
        raise HandRefused(path, f'expected a list of cards such as ["Ah", "2h"], got {describe_value(value)}')
    indices: list[int] = []
    for position, text in enumerate(value):
        index = CARD_INDEX.get(text) if isinstance(text, str) else None
        if index is None:
            if not isinstance(text, str) or len(text) > 8:  # parse_card's message would echo all of it
                raise HandRefused(
                    f"{path}[{position}]", f"{describe_value(text)} is not a card: expected text such as 'As' or '10d'"
                )
            try:
                index = parse_card(text).index
            except CardError as exc:
                raise HandRefused(f"{path}[{position}]", str(exc)) from None
        indices.append(index)
    return tuple(indices)


def parse_hand(data: Any, *, expected_game: RoomGame | None = None) -> HandRecord:
    """Build a hand record from plain JSON data, refusing anything malformed or impossible on its face."""
    if not isinstance(data, dict):
        raise HandRefused("", f"expected a hand (a JSON mapping), got {describe_value(data)}")
    for key in data:
        if key not in HAND_FIELDS:
            raise HandRefused(
                str(key), f"unknown field {describe_value(key)}; allowed fields: {', '.join(HAND_FIELDS)}"
            )
    for key in required_fields(data.get("game")):
        if key not in data:
            raise HandRefused("", f"missing required field {key!r}")
    game = find_room_game(data["game"])
    if game is None:
        raise HandRefused("game", f"expected one of {', '.join(room_game_names())}, got {describe_value(data['game'])}")
    unit: Decimal | None = None
    if "unit" in data:
        try:
            unit = parse_unit(data["unit"])
            data = amounts_in_chips(data, unit)
        except AmountRefused as refused:
            raise HandRefused(refused.path, refused.message) from None
    if expected_game is not None and game is not expected_game:  # pragma: no cover - dispatch guarantees it
        raise HandRefused("game", f"expected {expected_game.name}, got {game.name}")

    rules = _parse_rules(game, data.get("interpretations"))
    bring_in = game.forced_bets is ForcedBets.BRING_IN
    config = _parse_bring_in_stakes(game, data) if bring_in else _parse_stakes(game, data)
    seats = _parse_seats(game, data["seats"])
    names = [seat.name for seat in seats]
    button_name = data.get("button", names[-1])
    if button_name not in names:
        raise HandRefused(
            "button", f"expected the name of a seat ({', '.join(names)}), got {describe_value(button_name)}"
        )
    board = card_indices(data.get("board", []), "board")
    if len(board) not in game.board_sizes():
        if not game.board_cards:
            raise HandRefused("board", f"{game.name} has no board: every card is dealt to a player "
                                       f"({rules.clauses.deck})")  # fmt: skip
        raise HandRefused("board", f"a board has 0, 3, 4 or 5 cards (flop, turn, river), got {len(board)} "
                                   f"({rules.clauses.deck})")  # fmt: skip
    check_no_card_twice(seats, board, rules)
    check_cards_of_the_deck(seats, board, game)
    draws: dict[int, DrawCards] = {}
    actions = _parse_actions(data["actions"], names, draws)
    hand_id = _parse_id(data.get("id"))
    result = _parse_result(data.get("result"), names)
    mucked = _parse_mucks(data.get("mucks"), names)
    return HandRecord(
        game=game,
        hand_id=hand_id,
        config=config,
        button=names.index(button_name),
        seats=seats,
        board=board,
        actions=actions,
        rules=rules,
        names=tuple(names),
        result=result,
        mucked=mucked,
        draws=draws if game.draws else None,
        unit=unit,
    )


def amounts_in_chips(data: dict[str, Any], unit: Decimal) -> dict[str, Any]:
    """A copy of the hand with every amount in whole chips of `unit` (blinds, antes, limits,
    bring-in, stacks, the amounts raised to, the recorded result); what is not a number is left for
    its field's own check."""
    found = dict(data)
    for key in ("blinds", "ante"):
        value = data.get(key)
        if isinstance(value, list):
            found[key] = [to_chips(item, f"{key}[{i}]", unit) for i, item in enumerate(value)]
        elif key in data:
            found[key] = to_chips(value, key, unit)
    if "bring_in" in data:
        found["bring_in"] = to_chips(data["bring_in"], "bring_in", unit)
    if isinstance(data.get("limits"), dict):
        found["limits"] = {k: to_chips(v, f"limits.{k}", unit) for k, v in data["limits"].items()}
    if isinstance(data.get("seats"), list):
        found["seats"] = [
            {**seat, "stack": to_chips(seat["stack"], f"seats[{i}].stack", unit)}
            if isinstance(seat, dict) and "stack" in seat else seat
            for i, seat in enumerate(data["seats"])
        ]
    if isinstance(data.get("actions"), list):
        found["actions"] = [
            [*action[:2], to_chips(action[2], f"actions[{i}][2]", unit)]
            if isinstance(action, list) and len(action) == 3 and action[1] in AMOUNT_VERBS else action
            for i, action in enumerate(data["actions"])
        ]
    if isinstance(data.get("result"), dict):
        found["result"] = {name: to_chips(v, f"result.{name}", unit) for name, v in data["result"].items()}
    return found


def _parse_mucks(value: Any, names: list[str]) -> frozenset[int]:
    """The seats that muck at the showdown (HE-8.1, OHL-7.1), by name."""
    if value is None:
        return frozenset()
    if not isinstance(value, list):
        raise HandRefused("mucks", f'expected the names of the seats that muck at the showdown, e.g. ["B"], '
                                   f"got {describe_value(value)}")  # fmt: skip
    seats: set[int] = set()
    for index, name in enumerate(value):
        if name not in names:
            raise HandRefused(f"mucks[{index}]", f"no seat named {describe_value(name)}; seats: {', '.join(names)}")
        seats.add(names.index(name))
    return frozenset(seats)


def _parse_id(value: Any) -> str | None:
    """A hand's id: text or a number, short enough to quote in a report."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int)) or len(text := str(value)) > MAX_HAND_ID:
        raise HandRefused("id", f"expected a hand id (text or a number of at most {MAX_HAND_ID} characters), "
                                f"got {describe_value(value)}")  # fmt: skip
    return text


def _parse_rules(game: RoomGame, value: Any) -> TableRules:
    if value is None:
        return table_rules(game)
    if not isinstance(value, dict):
        raise HandRefused(
            "interpretations", f"expected a mapping of interpretation names to options, got {describe_value(value)}"
        )
    chosen: dict[str, str] = {}
    for name, option in value.items():
        if isinstance(option, (dict, list)) or option is None or len(str(option)) > MAX_NAME:
            raise HandRefused(f"interpretations.{name}", f"expected an option name, got {describe_value(option)}")
        chosen[str(name)] = str(option).lower() if isinstance(option, bool) else str(option)
    try:
        return table_rules(game, chosen)
    except ValueError:
        pass  # find the reading at fault, to point at it
    for name, option in chosen.items():
        try:
            table_rules(game, {name: option})
        except ValueError as exc:
            raise HandRefused(f"interpretations.{name}", excerpt(str(exc), 300)) from None
    raise AssertionError("unreachable: every reading is valid alone")  # pragma: no cover


def _parse_stakes(game: RoomGame, data: dict[str, Any]) -> BettingConfig:
    blinds = data["blinds"]
    limits = data.get("limits")
    ante = data.get("ante", 0)
    named = data.get("structure")
    if type(blinds) is list and len(blinds) == 2 and type(ante) is int and (limits is None or (
            type(limits) is dict and len(limits) == 2 and type(limits.get("small_bet")) is int
            and type(limits.get("big_bet")) is int)) and (named is None or type(named) is str):  # fmt: skip
        key = (game, blinds[0], blinds[1], ante, None if limits is None else (limits["small_bet"], limits["big_bet"]),
               named)  # fmt: skip
        if type(key[1]) is int and type(key[2]) is int:
            return table_stakes(*key)
    return _stakes_checked(game, data)


@functools.lru_cache(maxsize=256)
def table_stakes(
    game: RoomGame, small_blind: int, big_blind: int, ante: int, limits: tuple[int, int] | None, named: str | None
) -> BettingConfig:
    """The stakes of a table: a day's hands repeat a handful of them, so each is checked once."""
    data: dict[str, Any] = {"blinds": [small_blind, big_blind], "ante": ante}
    if limits is not None:
        data["limits"] = {"small_bet": limits[0], "big_bet": limits[1]}
    if named is not None:
        data["structure"] = named
    return _stakes_checked(game, data)


def _structure_of(game: RoomGame, data: dict[str, Any]) -> BettingStructure:
    """The structure the hand is played in: the one it names, else the one its limits (or their
    absence) say; a structure the game is not played in, or one sized otherwise, is refused."""
    limits_given = data.get("limits") is not None
    value = data.get("structure")
    named: Structure | None = None
    if value is not None:
        if value not in tuple(Structure):
            raise HandRefused("structure", f"expected a betting structure: one of "
                                           f"{', '.join(b.structure.value for b in game.structures)}, "
                                           f"got {describe_value(value)}")  # fmt: skip
        named = Structure(value)
    betting = game.structure_for(limits_given=limits_given, named=named)
    if betting is None:
        where = "structure" if named is not None and named not in {b.structure for b in game.structures} else (
            "limits" if limits_given or (named is None and game.structure_stated) else "")  # fmt: skip
        raise HandRefused(where, game.limits_refusal(limits_given=limits_given, named=named))
    return betting


def _parse_bring_in_stakes(game: RoomGame, data: dict[str, Any]) -> BettingConfig:
    """A bring-in game's stakes: the fixed-limit small and big bet, the bring-in, antes; no blinds."""
    if "blinds" in data:
        raise HandRefused("blinds", f"{game.name} has no blinds: it is played with antes and a bring-in "
                                    f"({game.clauses.bring_in})")  # fmt: skip
    limits = data["limits"]
    betting = _structure_of(game, data)
    if not isinstance(limits, dict):
        raise HandRefused("limits", f'expected {{"small_bet": ..., "big_bet": ...}}, got {describe_value(limits)}')
    for key in limits:
        if key not in betting.limits:
            raise HandRefused(f"limits.{key}", f"unknown field {describe_value(key)}; allowed fields: "
                                               f"{', '.join(betting.limits)}")  # fmt: skip
    for key in betting.limits:
        if key not in limits:
            raise HandRefused("limits", f"missing required field {key!r}")
    small_bet = _int(limits["small_bet"], "limits.small_bet", minimum=1)
    ante_value = data.get("ante", 0)
    antes_by_position: tuple[int, ...] = ()
    ante = 0
    if isinstance(ante_value, list):
        if not 1 <= len(ante_value) <= MAX_PLAYERS:
            raise HandRefused("ante", f"expected one ante for every seat or a list by seat, "
                                      f"got {describe_value(ante_value)}")  # fmt: skip
        antes_by_position = tuple(_int(a, f"ante[{i}]", minimum=0) for i, a in enumerate(ante_value))
    else:
        ante = _int(ante_value, "ante", minimum=0)
    config = BettingConfig(
        structure=betting.structure, small_blind=0, big_blind=small_bet, small_bet=small_bet,
        big_bet=_int(limits["big_bet"], "limits.big_bet", minimum=1), ante=ante, cap=betting.raise_cap,
        antes_by_position=antes_by_position, bring_in=_int(data["bring_in"], "bring_in", minimum=0),
    )  # fmt: skip
    problems = config.problems()
    if problems:
        raise HandRefused(*problems[0])
    return config


def _stakes_checked(game: RoomGame, data: dict[str, Any]) -> BettingConfig:
    blinds = data["blinds"]
    if not isinstance(blinds, list) or not 2 <= len(blinds) <= MAX_PLAYERS:
        raise HandRefused("blinds", f"expected [small blind, big blind] or, with straddles, one amount per "
                                    f"position from the small blind on ({game.clauses.straddles}), "
                                    f"got {describe_value(blinds)}")  # fmt: skip
    forced = tuple(_int(amount, f"blinds[{i}]", minimum=0) for i, amount in enumerate(blinds))
    small_blind = forced[0]
    big_blind = _int(blinds[1], "blinds[1]", minimum=1) if len(blinds) == 2 else max(forced)
    if len(blinds) > 2 and max(forced) < 1:
        raise HandRefused("blinds", f"expected at least one blind of 1 or more, got {describe_value(blinds)}")
    ante_value = data.get("ante", 0)
    antes_by_position: tuple[int, ...] = ()
    if isinstance(ante_value, list):
        if not 1 <= len(ante_value) <= MAX_PLAYERS:
            raise HandRefused("ante", f"expected one ante for every seat or a list by position, "
                                      f"got {describe_value(ante_value)}")  # fmt: skip
        antes_by_position = tuple(_int(a, f"ante[{i}]", minimum=0) for i, a in enumerate(ante_value))
        ante = 0
    else:
        ante = _int(ante_value, "ante", minimum=0)
    extra: dict[str, Any] = {}
    if len(forced) > 2 or antes_by_position:
        extra = {"forced_bets": forced, "antes_by_position": antes_by_position}
        if len(forced) > 2:
            big_blind = forced[1] or max(forced)
    limits = data.get("limits")
    betting = _structure_of(game, data)
    if limits is None:
        config = BettingConfig(structure=betting.structure, small_blind=small_blind, big_blind=big_blind, ante=ante,
                               **extra)  # fmt: skip
    else:
        if not isinstance(limits, dict):
            raise HandRefused("limits", f'expected {{"small_bet": ..., "big_bet": ...}}, got {describe_value(limits)}')
        for key in limits:
            if key not in betting.limits:
                raise HandRefused(
                    f"limits.{key}", f"unknown field {describe_value(key)}; allowed fields: {', '.join(betting.limits)}"
                )
        for key in betting.limits:
            if key not in limits:
                raise HandRefused("limits", f"missing required field {key!r}")
        config = BettingConfig(
            structure=betting.structure,
            small_blind=small_blind,
            big_blind=big_blind,
            small_bet=_int(limits["small_bet"], "limits.small_bet", minimum=1),
            big_bet=_int(limits["big_bet"], "limits.big_bet", minimum=1),
            ante=ante,
            cap=betting.raise_cap,
            **extra,
        )
    problems = config.problems()
    if problems:
        raise HandRefused(*problems[0])
    return config


def _parse_seats(game: RoomGame, value: Any) -> tuple[SeatRecord, ...]:
    if not isinstance(value, list):
        raise HandRefused("seats", f"expected a list of seats in clockwise order, got {describe_value(value)}")
    if not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise HandRefused(
            "seats", f"a table has {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(value)} ({game.clauses.deck})"
        )
    seats: list[SeatRecord] = []
    seen: set[str] = set()
    hole_count = game.hole_cards
    held_counts = game.cards_by_round() if game.dealt_in_rounds else (hole_count,)
    for index, item in enumerate(value):
        if (
            type(item) is dict
            and len(item) == 3
            and type(name := item.get("name")) is str
            and name
            and name not in seen
            and len(name) <= MAX_NAME
            and type(stack := item.get("stack")) is int
            and 1 <= stack <= MAX_CHIPS
            and type(hole_value := item.get("hole")) is list
            and len(hole_value) in held_counts
        ):
            try:
                hole = tuple([CARD_INDEX[text] for text in hole_value])
            except (KeyError, TypeError):
                pass
            else:
                seen.add(name)
                seats.append(SeatRecord(name=name, stack=stack, hole=hole))
                continue
        seats.append(_parse_seat(game, item, f"seats[{index}]", seen))
    return tuple(seats)


def _parse_seat(game: RoomGame, item: Any, path: str, seen: set[str]) -> SeatRecord:
    if not isinstance(item, dict):
        raise HandRefused(path, f'expected {{"name": ..., "stack": ..., "hole": [...]}}, got {describe_value(item)}')
    for key in item:
        if key not in ("name", "stack", "hole"):
            raise HandRefused(
                f"{path}.{key}", f"unknown field {describe_value(key)}; allowed fields: name, stack, hole"
            )
    name = item.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
        raise HandRefused(
            f"{path}.name", f"expected a seat name of at most {MAX_NAME} characters, got {describe_value(name)}"
        )
    if name in seen:
        raise HandRefused(f"{path}.name", f"two seats are named {name!r}")
    seen.add(name)
    if "stack" not in item:
        raise HandRefused(path, "missing required field 'stack'")
    stack = _int(item["stack"], f"{path}.stack", minimum=1)
    hole: tuple[int, ...] | None = None
    if item.get("hole") not in (None, []):
        hole = card_indices(item["hole"], f"{path}.hole")
        if game.dealt_in_rounds:
            held = game.cards_by_round()
            if len(hole) not in held:
                counts = ", ".join(str(n) for n in held)
                raise HandRefused(f"{path}.hole", f"{game.name} deals a player {counts} cards by the end of each "
                                                  f"round, in the order dealt; got {len(hole)} ({game.clauses.deck})")
        elif len(hole) != game.hole_cards:
            raise HandRefused(f"{path}.hole", f"{game.name} deals {game.hole_cards} hole cards, got {len(hole)} "
                                              f"({game.clauses.deck})")  # fmt: skip
    return SeatRecord(name=name, stack=stack, hole=hole)


def check_no_card_twice(seats: tuple[SeatRecord, ...], board: tuple[int, ...], rules: TableRules) -> None:
    everything = [card for seat in seats for card in (seat.hole or ())] + list(board)
    if len(set(everything)) == len(everything):
        return
    seen: dict[int, str] = {}
    groups = [(f"seats[{i}].hole", seat.hole or ()) for i, seat in enumerate(seats)] + [("board", board)]
    for path, cards in groups:
        for position, card in enumerate(cards):
            where = f"{path}[{position}]"
            if card in seen:
                raise HandRefused(where, f"card {DECK[card]} is dealt twice (also {seen[card]}) "
                                         f"({rules.clauses.no_card_twice})")  # fmt: skip
            seen[card] = where


def check_cards_of_the_deck(seats: tuple[SeatRecord, ...], board: tuple[int, ...], game: RoomGame) -> None:
    """Refuse a card the game's deck does not hold (a 2 to 5 in a 36-card game), naming its field."""
    indices = game.card_indices
    if len(indices) == len(DECK):
        return
    groups = [(f"seats[{i}].hole", seat.hole or ()) for i, seat in enumerate(seats)] + [("board", board)]
    for path, cards in groups:
        for position, card in enumerate(cards):
            if card not in indices:
                ranks = "-".join(RANK_CHARS[rank - 2] for rank in (game.deck.ranks[0], game.deck.ranks[-1]))
                raise HandRefused(f"{path}[{position}]", f"{DECK[card]} is not a card of {game.name}: its deck "
                                                         f"{game.deck.name} holds {game.deck.size} cards, {ranks} "
                                                         f"in each suit ({game.clauses.deck})")  # fmt: skip


_VERBS = {verb.value: verb for verb in RECORD_VERBS}
#: The actions that carry an amount (the amount raised to).
AMOUNT_VERBS = (Verb.BET, Verb.RAISE, Verb.COMPLETE)
_new_action: Any = functools.partial(tuple.__new__, ActionRecord)  # ActionRecord((seat, verb, amount)), from C


def _parse_actions(value: Any, names: list[str], draws: dict[int, DrawCards] | None = None) -> tuple[ActionRecord, ...]:
    if not isinstance(value, list):
        raise HandRefused("actions", f'expected a list of actions such as ["A", "call"], got {describe_value(value)}')
    seat_of = {name: index for index, name in enumerate(names)}
    actions: list[ActionRecord] = []
    append = actions.append
    for index, item in enumerate(value):
        # The common case, [seat, verb], costs two lookups; anything else is diagnosed below.
        if type(item) is list and len(item) == 2:
            try:
                append(_new_action((seat_of[item[0]], _VERBS[item[1]], None)))
                continue
            except (KeyError, TypeError):
                pass
        if draws is not None and type(item) is list and len(item) in (3, 4) and item[1:2] == ["draw"]:
            append(_parse_draw(item, f"actions[{index}]", seat_of, names, index, draws))
            continue
        append(_parse_action(item, f"actions[{index}]", seat_of, names))
    return tuple(actions)


def _parse_draw(item: list[Any], path: str, seat_of: dict[str, int], names: list[str], index: int,
                draws: dict[int, DrawCards]) -> ActionRecord:  # fmt: skip
    """`[seat, "draw", [discarded], [drawn]]`, or `[seat, "draw", N]` when the cards are not shown."""
    seat = seat_of.get(item[0]) if isinstance(item[0], str) else None
    if seat is None:
        raise HandRefused(f"{path}[0]", f"no seat named {describe_value(item[0])}; seats: {', '.join(names)}")
    if len(item) == 3:
        count = _int(item[2], f"{path}[2]", minimum=0, what="the number of cards discarded")
        return ActionRecord(seat, Verb.DRAW, count)
    discarded = card_indices(item[2], f"{path}[2]")
    drawn = card_indices(item[3], f"{path}[3]")
    if len(drawn) != len(discarded):
        raise HandRefused(f"{path}[3]", f"{len(discarded)} cards discarded, so {len(discarded)} are drawn, "
                                        f"got {len(drawn)}")  # fmt: skip
    draws[index] = DrawCards(discarded=discarded, drawn=drawn)
    return ActionRecord(seat, Verb.DRAW, len(discarded))


def _parse_action(item: Any, path: str, seat_of: dict[str, int], names: list[str]) -> ActionRecord:
    if not isinstance(item, list) or len(item) not in (2, 3):
        raise HandRefused(path, f"expected [seat, action] or [seat, action, amount], got {describe_value(item)}")
    seat = seat_of.get(item[0]) if isinstance(item[0], str) else None
    if seat is None:
        raise HandRefused(f"{path}[0]", f"no seat named {describe_value(item[0])}; seats: {', '.join(names)}")
    verb = _VERBS.get(item[1]) if isinstance(item[1], str) else None
    if verb is None:
        raise HandRefused(f"{path}[1]", f"unknown action {describe_value(item[1])}; use {', '.join(_VERBS)}")
    amount: int | None = None
    if len(item) == 3:
        if verb is Verb.DRAW:
            raise HandRefused(f"{path}[2]", 'a draw is [seat, "draw", [discarded cards], [cards drawn]] or '
                                            '[seat, "draw", number discarded]; "stand pat" draws none')  # fmt: skip
        if verb not in AMOUNT_VERBS:
            raise HandRefused(f"{path}[2]", f"{verb} takes no amount; only bet and raise carry the amount raised to")
        amount = _int(item[2], f"{path}[2]", minimum=1, what="the amount raised to")
    return ActionRecord(seat, verb, amount)


def _parse_result(value: Any, names: list[str]) -> dict[str, int] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise HandRefused(
            "result", f'expected the recorded final stacks, e.g. {{"A": 1020}}, got {describe_value(value)}'
        )
    result: dict[str, int] = {}
    for name, stack in value.items():
        if name not in names:
            raise HandRefused(f"result.{name}", f"no seat named {describe_value(name)}; seats: {', '.join(names)}")
        result[name] = _int(stack, f"result.{name}", minimum=0, what="a final stack")
    return result
