"""An arcade poker hand as `tablecert settle` reads it (README, "Arcade table poker"): parsed
from its located JSON or YAML document into a frozen Hand, every field checked with its location.

A Hand is the facts only (seats, chips, cards, actions); the rules it is settled under are the
version's commission schedule and the interpretations it names (harness.families.arcade.settle).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from harness.core.cards import parse_card
from harness.families.arcade.betting import Kind
from harness.families.arcade.rules import VERSIONS, Variant, arcade_rules
from harness.spec.errors import CardError, HarnessError
from harness.spec.rules_spec import resolve_interpretations
from harness.spec.yaml_source import Node, describe_value

MIN_SEATS, MAX_SEATS = 2, 6
_ACTION = re.compile(r"^\s*(\S+)\s+(check|bet|raise|call|fold|all-in)(?:\s+(\d+))?\s*$")


class HandError(HarnessError):
    """A hand that cannot have happened, with the field path that shows it (`rounds[1][2]`)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


@dataclass(frozen=True, slots=True, kw_only=True)
class ActionSpec:
    seat: int
    kind: Kind
    to: int | None = None  # bet and raise: the round total; all-in: optional, checked


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatCards:
    cards: tuple[int, ...] | None = None
    discard: tuple[int, ...] = ()
    drawn: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Hand:
    variant: Variant
    version: int
    level: str
    names: tuple[str, ...]
    chips: tuple[int, ...]
    cards: tuple[SeatCards, ...]
    board: tuple[int, ...] = ()
    owner: int | None = None
    rounds: tuple[tuple[ActionSpec, ...], ...] = ()
    interpretations: dict[str, str] = field(default_factory=dict)

    def to_document(self) -> dict[str, object]:
        """The hand as `tablecert settle` reads it (the inverse of parse_hand)."""
        from harness.core.cards import DECK

        def text(cards: tuple[int, ...]) -> list[str]:
            return [str(DECK[c]) for c in cards]

        seats: list[dict[str, object]] = []
        for name, chips, held in zip(self.names, self.chips, self.cards, strict=True):
            seat: dict[str, object] = {"name": name, "chips": chips}
            if held.cards is not None:
                seat["cards"] = text(held.cards)
            if held.discard or held.drawn:
                seat["discard"], seat["drawn"] = text(held.discard), text(held.drawn)
            seats.append(seat)
        document: dict[str, object] = {
            "game": "arcade-poker",
            "variant": self.variant.value,
            "version": self.version,
            "level": self.level,
            "seats": seats,
        }
        if self.owner is not None:
            document["owner"] = self.names[self.owner]
        if self.board:
            document["board"] = text(self.board)
        document["rounds"] = [
            [f"{self.names[a.seat]} {a.kind}" + (f" {a.to}" if a.to is not None else "") for a in actions]
            for actions in self.rounds
        ]
        if self.interpretations:
            document["interpretations"] = dict(self.interpretations)
        return document


def _cards(node: Node) -> tuple[int, ...]:
    items = node.value.split() if isinstance(node.value, str) else None
    if items is None:
        if not node.is_sequence():
            raise node.error(f'expected cards such as "Ah Kd" or a list of cards, got {describe_value(node.value)}')
        items = [item.value for item in node.items()]
    try:
        return tuple(parse_card(item).index for item in items)
    except CardError as error:
        raise node.error(str(error)) from None


def parse_hand(node: Node) -> Hand:
    """The document's hand, every field checked where it is (a bad one: RoundError, exit 2)."""
    node.check_keys(
        required=("game", "variant", "version", "level", "seats", "rounds"),
        optional=("owner", "board", "interpretations"),
    )
    rules = arcade_rules()
    variant_node = node.require("variant")
    try:
        variant = Variant(variant_node.value)
    except ValueError:
        raise variant_node.error(
            f"variant is one of {', '.join(Variant)}, got {describe_value(variant_node.value)}"
        ) from None
    version_node = node.require("version")
    version = version_node.as_int()
    if version not in VERSIONS:
        raise version_node.error(f"version is 1 or 2, got {version}")
    level_node = node.require("level")
    level = level_node.as_str()
    if level not in rules.levels:
        raise level_node.error(f"level is one of {', '.join(rules.levels)}, got {level!r}")
    if rules.levels[level].tournament and variant is not Variant.HOLDEM:
        raise level_node.error("the tournament is played at Hold'em only (AP-2.1)")
    seats_node = node.require("seats")
    seat_nodes = list(seats_node.items())
    if not MIN_SEATS <= len(seat_nodes) <= MAX_SEATS:
        raise seats_node.error(f"a table seats {MIN_SEATS} to {MAX_SEATS} players, got {len(seat_nodes)}")
    names: list[str] = []
    chips: list[int] = []
    cards: list[SeatCards] = []
    for seat in seat_nodes:
        seat.check_keys(required=("name", "chips"), optional=("cards", "discard", "drawn"))
        name_node = seat.require("name")
        name = str(name_node.value)
        if not re.fullmatch(r"[A-Za-z0-9_]+", name) or name in names:
            raise name_node.error(f"a seat name is a unique word such as A, got {describe_value(name_node.value)}")
        names.append(name)
        chips.append(seat.require("chips").as_int(minimum=0))
        held = seat.get("cards")
        discard, drawn = seat.get("discard"), seat.get("drawn")
        cards.append(
            SeatCards(
                cards=_cards(held) if held is not None else None,
                discard=_cards(discard) if discard is not None else (),
                drawn=_cards(drawn) if drawn is not None else (),
            )
        )
    owner = None
    if (owner_node := node.get("owner")) is not None:
        if owner_node.value not in names:
            raise owner_node.error(
                f"the owner is one of the seats {', '.join(names)}, got {describe_value(owner_node.value)}"
            )
        owner = names.index(owner_node.value)
    board_node = node.get("board")
    rounds: list[tuple[ActionSpec, ...]] = []
    for round_node in node.require("rounds").items():
        actions = []
        for item in round_node.items():
            match = _ACTION.match(str(item.value)) if isinstance(item.value, str) else None
            if match is None:
                raise item.error(
                    f"an action is 'SEAT check|bet N|raise N|call|fold|all-in', got {describe_value(item.value)}"
                )
            who, verb, amount = match.groups()
            if who not in names:
                raise item.error(f"no seat {who!r}; the seats are {', '.join(names)}")
            kind = Kind(verb)
            if kind in (Kind.BET, Kind.RAISE) and amount is None:
                raise item.error(f"{verb} names the round total it goes to, e.g. '{who} {verb} 100'")
            if kind in (Kind.CHECK, Kind.CALL, Kind.FOLD) and amount is not None:
                raise item.error(f"{verb} takes no amount")
            actions.append(ActionSpec(seat=names.index(who), kind=kind, to=int(amount) if amount else None))
        rounds.append(tuple(actions))
    chosen = resolve_interpretations(rules.spec, node.get("interpretations"))
    return Hand(
        variant=variant,
        version=version,
        level=level,
        names=tuple(names),
        chips=tuple(chips),
        cards=tuple(cards),
        board=_cards(board_node) if board_node is not None else (),
        owner=owner,
        rounds=tuple(rounds),
        interpretations=chosen,
    )


def locate(node: Node, path: str) -> Node:
    """The document node a HandError's path names (as deep as the document goes)."""
    current = node
    for key, index in re.findall(r"([A-Za-z_]+)|\[(\d+)\]", path):
        try:
            child = current.get(key) if key else list(current.items())[int(index)]
        except (IndexError, AttributeError, TypeError):
            break
        if child is None:
            break
        current = child
    return current
