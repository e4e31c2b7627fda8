"""`tablecert settle` for Dilemma Hold'em: one hand, or a whole game from one document.

A hand is the poker room's hand format (docs/poker_room.md) with two optional fields: `banks` (the
chips of banks 1-3 as the hand finds them; default the rules_spec's 300/700/500) and `card_data`
(a card-data file; default the rules_spec's). A game is `players`, the first `button`, optional
`banks`, `card_data` and `interpretations`, and `hands`, each hand only its cards and actions: the
stacks, button and blinds of every hand follow from the one before (DH-13 to DH-13.3).
docs/dilemma_holdem.md gives both formats.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from harness.families.dilemma.banks import Banks
from harness.families.dilemma.rules import GAME, CardData, HouseRules, house_rules, load_card_data
from harness.families.dilemma.settlement import HouseSettlement, Readings, settle_house_rules, settlement_json
from harness.families.poker_room.hand_history import HAND_FIELDS, HandRefused, parse_hand
from harness.families.poker_room.settle import HandResult, location_of, settle_hand
from harness.spec.errors import HarnessError
from harness.spec.yaml_source import Node, describe_value

HOUSE_FIELDS = ("banks", "card_data")
GAME_FIELDS = ("game", "id", "players", "button", "banks", "card_data", "interpretations", "hands")
GAME_HAND_FIELDS = ("id", "holes", "board", "actions", "mucks")


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayedHand:
    """One hand: the room's play of it and the house settlement after it."""

    result: HandResult
    house: HouseSettlement

    def to_json(self, rules: HouseRules, cards: CardData) -> dict[str, Any]:
        return settlement_json(self.result, self.house, rules, cards)


def _tens(value: Any, path: str, unit: int, what: str) -> None:
    if type(value) is int and value % unit:
        raise HandRefused(path, f"{what} must be a whole number of {unit}s, got {value} (DH-1.2)")


def check_hand_data(data: dict[str, Any], unit: int) -> None:
    """What the room accepts but Dilemma does not: antes, straddles, amounts not in tens (DH-1.2, DH-2.3)."""
    if data.get("ante"):
        raise HandRefused("ante", "the game has no antes (DH-2.3)")
    blinds = data.get("blinds")
    if isinstance(blinds, list):
        if len(blinds) != 2:
            raise HandRefused("blinds", f"the game has a small and a big blind only, got {describe_value(blinds)} "
                                        "(DH-2.3)")  # fmt: skip
        for i, amount in enumerate(blinds):
            _tens(amount, f"blinds[{i}]", unit, "a blind")
    for i, seat in enumerate(data.get("seats") or []):
        if isinstance(seat, dict):
            _tens(seat.get("stack"), f"seats[{i}].stack", unit, "a stack")
    for i, action in enumerate(data.get("actions") or []):
        if isinstance(action, list) and len(action) > 2:
            _tens(action[2], f"actions[{i}][2]", unit, "a bet")


def read_banks(value: Any, path: str, house: HouseRules) -> Banks:
    if value is None:
        return Banks.of(house.banks)
    if (not isinstance(value, list) or len(value) != len(house.banks)
            or any(type(v) is not int or v < 0 or v % house.chip_unit for v in value)):  # fmt: skip
        raise HandRefused(path, f"expected the chips of the {len(house.banks)} banks in tens, e.g. "
                                f"{list(house.banks)}, got {describe_value(value)}")  # fmt: skip
    banks = Banks.of(tuple(value))
    if banks.exhausted:
        raise HandRefused(path, "every bank is empty: the game is over (DH-13.3)")
    return banks


def read_cards(value: Any, path: str) -> CardData:
    if value is None:
        return load_card_data()
    if not isinstance(value, str):
        raise HandRefused(path, f"expected the path of a card-data file, got {describe_value(value)}")
    try:
        return load_card_data(value)
    except HarnessError as exc:
        raise HandRefused(path, str(exc)) from None


def play_hand(data: dict[str, Any], banks: Banks, cards: CardData, house: HouseRules) -> PlayedHand:
    """One hand in the room's format (without the house fields): played and settled."""
    record = parse_hand(data)  # the room's checks first: what follows reads a well-formed hand
    check_hand_data(data, house.chip_unit)
    result = settle_hand(record, showdown_lead=house.showdown_lead)  # DH-7
    readings = Readings.of(dict(record.rules.interpretations))
    house_settled = settle_house_rules(result, banks=banks, cards=cards, house=house, readings=readings)
    return PlayedHand(result=result, house=house_settled)


def settle_hand_node(root: Node) -> dict[str, Any]:
    """A single hand document (the room's format plus `banks`, `card_data`)."""
    root.check_keys(required=("game", "blinds", "button", "seats", "actions"), optional=(*HAND_FIELDS, *HOUSE_FIELDS))
    data = root.as_plain()
    house = house_rules()
    try:
        banks = read_banks(data.pop("banks", None), "banks", house)
        cards = read_cards(data.pop("card_data", None), "card_data")
        due = list(house.blinds(banks.in_use))
        if data.get("blinds") != due:
            raise HandRefused("blinds", f"while bank {banks.in_use + 1} is in use the blinds are {due[0]}/{due[1]} "
                                        f"(DH-13.1), got {describe_value(data.get('blinds'))}")  # fmt: skip
        return play_hand(data, banks, cards, house).to_json(house, cards)
    except HandRefused as refused:
        raise root.error_class(location_of(root, refused.path), refused.message) from None


# -- a whole game --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class GameResult:
    """A game settled hand by hand: each hand's JSON, the final chips, the winners."""

    hands: tuple[dict[str, Any], ...]
    stacks: dict[str, int]  # every player who started, 0 for the bankrupt
    banks: Banks
    over: bool
    winners: tuple[str, ...]
    start_total: int

    def to_json(self) -> dict[str, Any]:
        return {
            "game": GAME,
            "hands": list(self.hands),
            "final_stacks": self.stacks,
            "banks": list(self.banks.held),
            "game_over": self.over,
            "winners": list(self.winners),
            "chips_conserved": sum(self.stacks.values()) + self.banks.total == self.start_total,
        }


def _seat_path(path: str, hand: int, names: list[str]) -> str:
    """A refusal's path in the generated hand, as a path of the game document."""
    if path.startswith("seats["):
        index = int(path[6 : path.index("]")])
        return f"hands[{hand}].holes.{names[index]}" if index < len(names) else f"hands[{hand}]"
    if path in ("blinds", "button", ""):
        return f"hands[{hand}]"
    return f"hands[{hand}].{path}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Table:
    """A game between hands: every player's chips (0: bankrupt), the banks, the button, the end."""

    order: tuple[str, ...]  # the players in seat order
    stacks: dict[str, int]
    banks: Banks
    button: str
    over: bool = False

    @property
    def seated(self) -> list[str]:
        return [name for name in self.order if self.stacks[name] > 0]


def play_next(table: Table, hand: dict[str, Any], h: int, cards: CardData, house: HouseRules,
              interpretations: Any = None) -> tuple[Table, dict[str, Any]]:  # fmt: skip
    """Hand `h` of a game: the stacks, button and blinds from `table` (DH-13.1, DH-13.2)."""
    if table.over:
        raise HandRefused(f"hands[{h}]", "the game is already over: the banks ran out or one player is left "
                                         "(DH-13.3)")  # fmt: skip
    if not isinstance(hand, dict):
        raise HandRefused(f"hands[{h}]", f"expected a hand, got {describe_value(hand)}")
    for key in hand:
        if key not in GAME_HAND_FIELDS:
            raise HandRefused(f"hands[{h}].{key}", f"unknown field; a game's hand gives {', '.join(GAME_HAND_FIELDS)}")
    seated = table.seated
    holes = hand.get("holes", {})
    if not isinstance(holes, dict):
        raise HandRefused(f"hands[{h}].holes", "expected each player's two cards by name")
    for name in holes:
        if name not in seated:
            raise HandRefused(f"hands[{h}].holes.{name}", f"{name} is not in the game (players: {', '.join(seated)})")
    sb, bb = house.blinds(table.banks.in_use)
    room: dict[str, Any] = {
        "game": GAME, "blinds": [sb, bb], "button": table.button,
        "seats": [{"name": n, "stack": table.stacks[n], **({"hole": holes[n]} if n in holes else {})} for n in seated],
        "board": hand.get("board", []), "actions": hand.get("actions", []),
    }  # fmt: skip
    for key in ("id", "mucks"):
        if key in hand:
            room[key] = hand[key]
    if interpretations is not None:
        room["interpretations"] = interpretations
    try:
        done = play_hand(room, table.banks, cards, house)
    except HandRefused as refused:
        raise HandRefused(_seat_path(refused.path, h, seated), refused.message) from None
    stacks = dict(table.stacks)
    for seat, name in enumerate(seated):
        stacks[name] = done.house.stacks[seat]
    hand_json = done.to_json(house, cards)
    hand_json["button"] = table.button
    button = table.button
    if sum(1 for name in table.order if stacks[name] > 0) >= 2:
        start = table.order.index(button)
        count = len(table.order)
        button = next(table.order[(start + k) % count] for k in range(1, count + 1)
                      if stacks[table.order[(start + k) % count]] > 0)  # fmt: skip
    banks = Banks(held=done.house.banks.held, in_use=done.house.banks.in_use)  # a shortfall ends this hand only
    return Table(order=table.order, stacks=stacks, banks=banks, button=button, over=done.house.game_over), hand_json


def start_table(data: dict[str, Any], house: HouseRules) -> Table:
    """The table a game document starts from: players, their chips, the banks, the first button."""
    players = data["players"]
    if not isinstance(players, list) or not 2 <= len(players) <= 10:
        raise HandRefused("players", f"expected 2 to 10 players, got {describe_value(players)}")
    stacks: dict[str, int] = {}
    for i, player in enumerate(players):
        if not isinstance(player, dict) or not isinstance(player.get("name"), str) or player["name"] in stacks:
            raise HandRefused(f"players[{i}]",
                              f"expected {{name, stack}} with a new name, got {describe_value(player)}")  # fmt: skip
        stack = player.get("stack", house.starting_stack)
        if type(stack) is not int or stack <= 0:
            raise HandRefused(f"players[{i}].stack",
                              f"expected a positive number of chips, got {describe_value(stack)}")  # fmt: skip
        _tens(stack, f"players[{i}].stack", house.chip_unit, "a stack")
        stacks[player["name"]] = stack
    button = data["button"]
    if not isinstance(button, str) or button not in stacks:
        raise HandRefused("button", f"expected a player's name ({', '.join(stacks)}), got {describe_value(button)}")
    banks = read_banks(data.get("banks"), "banks", house)
    return Table(order=tuple(stacks), stacks=stacks, banks=banks, button=button)


def play_game(data: dict[str, Any]) -> GameResult:
    """Every hand of a game in order; the stacks, button and blinds carry from hand to hand."""
    house = house_rules()
    table = start_table(data, house)
    cards = read_cards(data.get("card_data"), "card_data")
    start_total = sum(table.stacks.values()) + table.banks.total
    hands = data["hands"]
    if not isinstance(hands, list) or not hands:
        raise HandRefused("hands", "expected a list of one or more hands")
    played: list[dict[str, Any]] = []
    for h, hand in enumerate(hands):
        table, hand_json = play_next(table, hand, h, cards, house, data.get("interpretations"))
        played.append(hand_json)
    top = max(table.stacks.values())
    return GameResult(hands=tuple(played), stacks=table.stacks, banks=table.banks, over=table.over,
                      winners=tuple(n for n, chips in table.stacks.items() if chips == top),
                      start_total=start_total)  # fmt: skip


def settle_game_node(root: Node) -> dict[str, Any]:
    root.check_keys(required=("game", "players", "button", "hands"), optional=GAME_FIELDS)
    try:
        return play_game(root.as_plain()).to_json()
    except HandRefused as refused:
        raise root.error_class(location_of(root, refused.path), refused.message) from None
