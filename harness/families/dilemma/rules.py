"""Dilemma Hold'em's house rules as data: the rules_spec's `house_rules:` section and the card data.

Why data: the seed shows each card's plus and minus corners and its effect only in pictures, so
the values a lab certifies must come from a file it supplies; the harness ships an illustrative
one (card_data/dilemma_holdem/illustrative.yaml) marked as such. The betting, pots and showdown
are the poker room's (harness.families.poker_room, read from the same rules_spec's `table:`); only what the
room does not know is read here: the banks, the blinds each bank sets, the chip unit, the cards.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from harness.core.cards import DECK
from harness.core.decks import DILEMMA_40
from harness.families.poker_room.games import game_rules, room_game
from harness.families.poker_room.hand_history import card_index
from harness.families.poker_room.settle import ShowdownLead
from harness.runtime.project import project_root, relative_display
from harness.spec.errors import SourceLocation, SpecError
from harness.spec.yaml_source import Node, describe_value, load_file

GAME = "dilemma-holdem"  # the registry name


class Colour(enum.StrEnum):
    """Where a card's effect acts (DH-8.1 to DH-8.3)."""

    GREEN = "green"  # from a hand
    BLUE = "blue"  # on the board, from the flop
    RED = "red"  # on the board, as the turn or river card


class EffectKind(enum.StrEnum):
    """The named effects (DH-8.4); harness.families.dilemma.effects holds one hook per kind."""

    DIVIDEND = "dividend"
    TAX = "tax"
    WINDFALL = "windfall"
    LEVY = "levy"
    CRASH = "crash"
    BOOM = "boom"


#: The kinds that move a stated amount (the others double a figure).
AMOUNT_KINDS = frozenset({EffectKind.DIVIDEND, EffectKind.TAX, EffectKind.WINDFALL, EffectKind.LEVY})


@dataclass(frozen=True, slots=True, kw_only=True)
class Effect:
    colour: Colour
    kind: EffectKind
    amount: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class CardInfo:
    """One card's corners and effect."""

    card: str
    plus: int
    minus: int
    effect: Effect | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CardData:
    """The 40 cards' values and effects, by card index (`Card.index`)."""

    path: str
    title: str
    illustrative: bool
    cards: dict[int, CardInfo]

    def info(self, index: int) -> CardInfo:
        return self.cards[index]


@dataclass(frozen=True, slots=True, kw_only=True)
class HouseRules:
    """`house_rules:` of rules_spec/dilemma_holdem.yaml."""

    card_data: str
    chip_unit: int
    starting_stack: int
    banks: tuple[int, ...]
    blinds_by_bank: tuple[tuple[int, int], ...]
    showdown_lead: ShowdownLead = ShowdownLead.HAND  # DH-7: the room engine's rule for who shows first

    def blinds(self, bank_in_use: int) -> tuple[int, int]:
        """The blinds while bank `bank_in_use` (0-based) is in use: the last bank's once all are used (DH-13.1)."""
        return self.blinds_by_bank[min(bank_in_use, len(self.blinds_by_bank) - 1)]


def _tens(node: Node, unit: int, what: str, *, minimum: int = 0) -> int:
    value = node.as_int(minimum=minimum, what=what)
    if value % unit:
        raise node.error(f"{what} must be a whole number of {unit}s (DH-1.2), got {value}")
    return value


@lru_cache(maxsize=1)
def house_rules() -> HouseRules:
    """The house rules of the registry's Dilemma Hold'em, validated (a bad file: exit 2, located)."""
    spec = game_rules(room_game(GAME))
    node = spec.extra.get("house_rules")
    if node is None:
        raise SpecError(_where(spec.path), "missing required field 'house_rules': the banks, blinds and card data")
    node.check_keys(required=("card_data", "chip_unit", "starting_stack", "banks", "blinds_by_bank", "showdown_lead"))
    unit = node.require("chip_unit").as_int(minimum=1, what="the chip unit")
    banks = tuple(_tens(item, unit, "a bank's chips", minimum=1) for item in node.require("banks").items())
    blinds: list[tuple[int, int]] = []
    for item in node.require("blinds_by_bank").items():
        pair = [_tens(amount, unit, "a blind", minimum=1) for amount in item.items()]
        if len(pair) != 2 or pair[0] > pair[1]:
            raise item.error(f"expected [small blind, big blind], got {describe_value(item.value)}")
        blinds.append((pair[0], pair[1]))
    if len(blinds) != len(banks):
        raise node.require("blinds_by_bank").error(f"one pair of blinds per bank: {len(banks)} banks, "
                                                   f"{len(blinds)} pairs")  # fmt: skip
    if any(b[1] < a[1] for a, b in zip(blinds, blinds[1:], strict=False)):
        raise node.require("blinds_by_bank").error("the blinds never fall as the banks are used (DH-13.1)")
    return HouseRules(
        card_data=node.require("card_data").as_str(),
        chip_unit=unit,
        starting_stack=_tens(node.require("starting_stack"), unit, "the starting stack", minimum=1),
        banks=banks,
        blinds_by_bank=tuple(blinds),
        showdown_lead=_named(node.require("showdown_lead"), ShowdownLead, "who shows first (DH-7)"),
    )


def _where(path: str) -> SourceLocation:
    return SourceLocation(path, 1, 1, "(document)", "")


def card_data_path(name: str | None = None) -> Path:
    """A card-data file: relative to the project root, or absolute (a lab's own)."""
    path = Path(name or house_rules().card_data)
    return path if path.is_absolute() else project_root() / path


def load_card_data(name: str | None = None) -> CardData:
    """The card data file, validated: every one of the 40 cards once, values in chip units."""
    path = card_data_path(name).resolve()
    if not path.is_file():
        raise SpecError(_where(str(name)), f"no card-data file {name!r} (DH-8)")
    return _load_card_data(path, path.stat().st_mtime)


@lru_cache(maxsize=8)
def _load_card_data(path: Path, mtime: float) -> CardData:
    unit = house_rules().chip_unit
    root = load_file(path, display=relative_display(path)).expect_mapping("card data")
    root.check_keys(required=("title", "illustrative", "source", "cards"))
    cards_node = root.require("cards").expect_mapping("the 40 cards, e.g. {Ah: {plus: 30, minus: 0}}")
    cards: dict[int, CardInfo] = {}
    for text, item in cards_node.entries():
        index = card_index(str(text))
        if index is None or DILEMMA_40.number_of(DECK[index]) is None:
            raise cards_node.key_node(text).error(f"{text!r} is not a card of the 40-card deck (DH-1)")
        if index in cards:
            raise cards_node.key_node(text).error(f"{text} is listed twice")
        item.check_keys(required=("plus", "minus"), optional=("effect",))
        effect = None
        if (effect_node := item.get("effect")) is not None:
            effect_node.check_keys(required=("colour", "kind"), optional=("amount",))
            kind = _named(effect_node.require("kind"), EffectKind, "an effect kind")
            amount_node = effect_node.get("amount")
            if (kind in AMOUNT_KINDS) != (amount_node is not None):
                raise effect_node.error(f"a {kind} effect {'needs' if kind in AMOUNT_KINDS else 'takes no'} amount")
            effect = Effect(
                colour=_named(effect_node.require("colour"), Colour, "a colour"),
                kind=kind,
                amount=_tens(amount_node, unit, "an effect's amount", minimum=1) if amount_node is not None else 0,
            )
        cards[index] = CardInfo(card=str(text), plus=_tens(item.require("plus"), unit, "a plus value"),
                                minus=_tens(item.require("minus"), unit, "a minus value"), effect=effect)  # fmt: skip
    if len(cards) != DILEMMA_40.size:
        missing = [str(c) for c in DILEMMA_40.cards if c.index not in cards]
        raise cards_node.error(f"every card of the 40 needs its values; missing: {', '.join(missing)}")
    illustrative = root.require("illustrative").as_bool()
    return CardData(path=relative_display(path), title=root.require("title").as_str(), illustrative=illustrative,
                    cards=cards)  # fmt: skip


_E = TypeVar("_E", bound=enum.StrEnum)


def _named(node: Node, kind: type[_E], what: str) -> _E:
    value = node.value
    try:
        return kind(value)
    except ValueError:
        raise node.error(f"expected {what} ({', '.join(kind)}), got {describe_value(value)}") from None
