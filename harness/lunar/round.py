"""The facts of one Lunar Poker round, parsed from JSON/YAML, and the checks that refuse
impossible rounds.

`round_problems` is the single list of what makes a round impossible; the parser reports the
first problem at its file location, and `settle_round` refuses a round built in code with the
same message.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field, replace
from typing import Any

from harness.cards import Card, parse_card
from harness.errors import CardError, RoundError, SourceLocation, UsageError
from harness.lunar.game import GAME, TableRules, lunar_paytable, lunar_rules
from harness.paytable import PaytableSet
from harness.rules_spec import resolve_interpretations
from harness.yaml_source import Node

MAX_PLAYERS = 7
EXCHANGE_MIN, EXCHANGE_MAX = 2, 5


class Decision(enum.StrEnum):
    FOLD = "fold"
    PLAY = "play"
    BUY = "buy"
    EXCHANGE = "exchange"


class AfterDraw(enum.StrEnum):
    PLAY = "play"
    FOLD = "fold"


@dataclass(frozen=True, slots=True, kw_only=True)
class SideSuper:
    on: str  # "dealer" or "player:<n>"
    amount: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LunarRound:
    ante: int
    super_bet: int
    player: tuple[Card, ...]
    dealer: tuple[Card, ...]
    decision: Decision | None = None
    discard: tuple[Card, ...] = ()
    drawn: tuple[Card, ...] = ()
    after_draw: AfterDraw | None = None
    side_supers: tuple[SideSuper, ...] = ()
    others: dict[str, tuple[Card, ...]] = field(default_factory=dict)

    @property
    def upcard(self) -> Card:
        return self.dealer[0]

    def final_hand(self) -> tuple[Card, ...]:
        """The player's cards after the decision: five, or six after a buy."""
        if self.decision is Decision.BUY:
            return self.player + self.drawn
        if self.decision is Decision.EXCHANGE:
            kept = tuple(c for c in self.player if c not in self.discard)
            return kept + self.drawn
        return self.player


def is_instant(cards: tuple[Card, ...], paytable: PaytableSet) -> bool:
    instant = paytable.table("instant")
    return instant is not None and instant.best_line(cards) is not None


def round_problems(rnd: LunarRound, paytable: PaytableSet) -> list[tuple[str, str]]:
    """Every reason the round cannot have happened, as (field path, message), in reading order."""
    problems: list[tuple[str, str]] = []
    if rnd.ante < 1:
        problems.append(("ante", f"the Ante must be at least 1 chip, got {rnd.ante}"))
    if rnd.super_bet < rnd.ante:
        problems.append(("super", f"the Super ({rnd.super_bet}) must be at least the Ante ({rnd.ante}) (LP-2)"))
    for name, cards in (("player", rnd.player), ("dealer", rnd.dealer)):
        if len(cards) != 5:
            problems.append((name, f"{name} must have exactly 5 cards, got {len(cards)} (LP-4)"))
    for seat, cards in rnd.others.items():
        if len(cards) != 5:
            problems.append((f"others.{seat}", f"player {seat} must have exactly 5 cards, got {len(cards)} (LP-4)"))
    if len(rnd.others) > MAX_PLAYERS - 1:
        problems.append(("others", f"a table has at most {MAX_PLAYERS} players, got {len(rnd.others) + 1}"))
    problems.extend(_duplicate_cards(rnd))
    for index, side in enumerate(rnd.side_supers):
        where = f"side_supers[{index}]"
        if side.amount < 1:
            problems.append((f"{where}.amount", f"a Super bet must be at least 1 chip, got {side.amount}"))
        if side.on != "dealer":
            match = re.fullmatch(r"player:(\S+)", side.on)
            if not match:
                problems.append((f"{where}.on", f"expected 'dealer' or 'player:<n>', got {side.on!r} (LP-3)"))
            elif match.group(1) not in rnd.others:
                problems.append((f"{where}.on", f"no cards for player {match.group(1)}: give them in others (LP-3)"))
    problems.extend(_decision_problems(rnd, paytable))
    return problems


def _duplicate_cards(rnd: LunarRound) -> list[tuple[str, str]]:
    seen: dict[Card, str] = {}
    problems: list[tuple[str, str]] = []
    groups: list[tuple[str, tuple[Card, ...]]] = [("player", rnd.player), ("dealer", rnd.dealer)]
    groups += [(f"others.{seat}", cards) for seat, cards in rnd.others.items()]
    groups.append(("drawn", rnd.drawn))
    for name, cards in groups:
        for index, card in enumerate(cards):
            where = f"{name}[{index}]"
            if card in seen:
                problems.append((where, f"card {card} is dealt twice (also {seen[card]}) (LP-1)"))
            else:
                seen[card] = where
    return problems


def _decision_problems(rnd: LunarRound, paytable: PaytableSet) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    drew = rnd.decision in (Decision.BUY, Decision.EXCHANGE)
    if len(rnd.player) == 5 and is_instant(rnd.player, paytable):
        if rnd.decision is not None or rnd.discard or rnd.drawn or rnd.after_draw is not None:
            problems.append(
                ("decision", "a decision after an instant payout: this hand was paid at once and is over (LP-6)")
            )
        return problems
    if rnd.decision is None:
        problems.append(("decision", "missing: fold, play, buy or exchange (LP-7.1 to LP-7.4)"))
        return problems
    if not drew:
        for name, value in (("discard", rnd.discard), ("drawn", rnd.drawn)):
            if value:
                problems.append((name, f"only buy or exchange draws cards, but the decision is {rnd.decision}"))
        if rnd.after_draw is not None:
            problems.append(("after_draw", f"only follows a buy or exchange, but the decision is {rnd.decision}"))
        return problems
    if rnd.after_draw is None:
        problems.append(("after_draw", "missing: after a buy or exchange the player must play or fold (LP-7.5)"))
    if rnd.decision is Decision.BUY:
        if rnd.discard:
            problems.append(("discard", "a buy adds a sixth card and discards nothing (LP-7.3)"))
        if len(rnd.drawn) != 1:
            problems.append(("drawn", f"a buy draws exactly 1 card, got {len(rnd.drawn)} (LP-7.3)"))
        return problems
    count = len(rnd.discard)
    if not EXCHANGE_MIN <= count <= EXCHANGE_MAX:
        problems.append(("discard", f"an exchange replaces 2 to 5 cards; exchanging {count} is not allowed (LP-7.4)"))
    if len(set(rnd.discard)) != count:
        problems.append(("discard", "a card is discarded twice"))
    for index, card in enumerate(rnd.discard):
        if card not in rnd.player:
            problems.append((f"discard[{index}]", f"{card} is not one of the player's cards"))
    if len(rnd.drawn) != count:
        problems.append(("drawn", f"{count} cards discarded but {len(rnd.drawn)} drawn (LP-7.4)"))
    return problems


def verify_round(rnd: LunarRound, paytable: PaytableSet) -> None:
    """Refuse an impossible round built in code (no file location to point at)."""
    problems = round_problems(rnd, paytable)
    if problems:
        path, message = problems[0]
        raise RoundError(SourceLocation("<round>", 0, 0, path), message)


# -- parsing -----------------------------------------------------------------------------

_ROUND_FIELDS = (
    "game",
    "paytable",
    "interpretations",
    "ante",
    "super",
    "player",
    "dealer",
    "decision",
    "discard",
    "drawn",
    "after_draw",
    "side_supers",
    "others",
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ParsedRound:
    round: LunarRound
    rules: TableRules


def _cards(node: Node | None) -> tuple[Card, ...]:
    if node is None:
        return ()
    cards: list[Card] = []
    for item in node.items():
        try:
            cards.append(parse_card(item.value))
        except CardError as exc:
            raise item.error(str(exc)) from None
    return tuple(cards)


def _enum(node: Node | None, kind: type[enum.StrEnum], what: str) -> Any:
    if node is None or node.value is None:
        return None
    try:
        return kind(node.value)
    except ValueError:
        options = ", ".join(m.value for m in kind)
        raise node.error(f"{what} must be one of {options}, got {node.value!r}") from None


def _node_at(root: Node, path: str) -> Node:
    """The node for a field path such as `side_supers[0].on`, or the nearest existing parent."""
    node = root
    for token in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        child: Node | None = None
        if token.startswith("["):
            items = list(node.items()) if node.is_sequence() else []
            index = int(token[1:-1])
            child = items[index] if index < len(items) else None
        elif node.is_mapping():
            child = node.get(token)
        if child is None:  # the field is missing: point at its parent, name the field
            return replace(node, path=path)
        node = child
    return node


def parse_round(root: Node) -> ParsedRound:
    """Build a round from a located document and refuse it, at its location, if impossible."""
    root.expect_mapping("a round (a JSON or YAML mapping)")
    root.check_keys(required=("game", "ante", "super", "player", "dealer"), optional=_ROUND_FIELDS)
    game = root.require("game")
    if game.value != GAME:
        raise game.error(f"this round is for {game.value!r}; this settles {GAME!r}")
    paytable_node = root.get("paytable")
    try:
        paytable = lunar_paytable(paytable_node.as_str() if paytable_node else "standard")
    except UsageError as exc:
        raise (paytable_node or root).error(str(exc)) from None
    interpretations = resolve_interpretations(lunar_rules(), root.get("interpretations"))
    side_supers: list[SideSuper] = []
    if (sides := root.get("side_supers")) is not None:
        for item in sides.items():
            item.check_keys(required=("on", "amount"))
            side_supers.append(
                SideSuper(on=item.require("on").as_str(), amount=item.require("amount").as_int(what="whole chips"))
            )
    others: dict[str, tuple[Card, ...]] = {}
    if (others_node := root.get("others")) is not None:
        others = {seat: _cards(cards) for seat, cards in others_node.entries()}
    rnd = LunarRound(
        ante=root.require("ante").as_int(minimum=1, what="a positive whole number of chips"),
        super_bet=root.require("super").as_int(minimum=1, what="a positive whole number of chips"),
        player=_cards(root.require("player")),
        dealer=_cards(root.require("dealer")),
        decision=_enum(root.get("decision"), Decision, "decision"),
        discard=_cards(root.get("discard")),
        drawn=_cards(root.get("drawn")),
        after_draw=_enum(root.get("after_draw"), AfterDraw, "after_draw"),
        side_supers=tuple(side_supers),
        others=others,
    )
    problems = round_problems(rnd, paytable)
    if problems:
        path, message = problems[0]
        raise _node_at(root, path).error(message)
    return ParsedRound(round=rnd, rules=TableRules(paytable=paytable, interpretations=interpretations))
