"""The facts of one Lunar Poker round, parsed from JSON/YAML, and the checks that refuse
impossible rounds.

`round_problems` is the single list of what makes a round impossible; the parser reports the
first problem at its file location, and `settle_round` refuses a round built in code with the
same message. The same format serves every game of the Lunar Poker family (its `game` field
names it): a variant's facts (insurance, a dealer draw, a qualification buy, a jackpot bet)
are refused, at their location, in a game whose switches do not allow them. The few checks
that depend on an interpretation in force are `table_round_problems`.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field, replace
from typing import Any

from harness.core.cards import Card, parse_card
from harness.core.hands import best_five, rank_five
from harness.core.paytable import PaytableSet
from harness.families.lunar.game import FAMILY_RULES, GAME, TableRules, game_definition, game_paytable, game_settings
from harness.families.lunar.settings import FeeRule, GameSettings
from harness.spec.errors import CardError, RoundError, SourceLocation, UsageError
from harness.spec.limits import MAX_CHIPS, excerpt
from harness.spec.rules_spec import resolve_interpretations
from harness.spec.yaml_source import Node, describe_value

MAX_PLAYERS = 7
EXCHANGE_MIN, EXCHANGE_MAX = 2, 5
#: Characters of a seat name in `others` (a seat number, or a short name).
MAX_SEAT_NAME = 40
CHIPS = "a positive whole number of chips"


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
    # The game of the family the round was played at, and the facts only its variants know.
    game: str = GAME
    insurance: int = 0  # chips staked on insurance (Finland)
    dealer_draw: Card | None = None  # the card the dealer drew when forced to draw (dealer-draw)
    buy_dealer_qualification: Card | None = None  # the card that replaced the dealer's highest (Finland)
    jackpot: int = 0  # chips on the Jackpot Bonus side bet (Finland)

    @property
    def upcard(self) -> Card:
        return self.dealer[0]

    @property
    def plays(self) -> bool:
        """The player placed the Raise (played at once, or after a buy or exchange)."""
        return self.decision is Decision.PLAY or self.after_draw is AfterDraw.PLAY

    def dealer_final(self) -> tuple[Card, ...]:
        """The dealer's five cards at the showdown: as dealt, or after a draw or qualification buy."""
        if self.dealer_draw is not None:
            return replace_card(self.dealer, lowest_card(self.dealer), self.dealer_draw)
        if self.buy_dealer_qualification is not None:
            return replace_card(self.dealer, highest_card(self.dealer), self.buy_dealer_qualification)
        return self.dealer

    def final_hand(self) -> tuple[Card, ...]:
        """The player's cards after the decision: five, or six after a buy."""
        if self.decision is Decision.BUY:
            return self.player + self.drawn
        if self.decision is Decision.EXCHANGE:
            kept = tuple(c for c in self.player if c not in self.discard)
            return kept + self.drawn
        return self.player


def lowest_card(cards: tuple[Card, ...]) -> Card:
    """The lowest rank; among equal ranks the lowest suit in clubs-diamonds-hearts-spades order
    (the order of `Card`), which is how LPD-2.1 breaks a tie."""
    return min(cards)


def highest_card(cards: tuple[Card, ...]) -> Card:
    """The highest rank (unique in a hand that does not qualify, which has no pair)."""
    return max(cards)


def replace_card(cards: tuple[Card, ...], out: Card, new: Card) -> tuple[Card, ...]:
    """The hand with one card swapped, in the same position (the upcard stays first if kept)."""
    return tuple(new if card == out else card for card in cards)


def is_instant(cards: tuple[Card, ...], paytable: PaytableSet) -> bool:
    instant = paytable.table("instant")
    return instant is not None and instant.best_line(cards) is not None


def round_problems(rnd: LunarRound, paytable: PaytableSet) -> list[tuple[str, str]]:
    """Every reason the round cannot have happened, as (field path, message), in reading order."""
    problems: list[tuple[str, str]] = []
    if rnd.game not in FAMILY_RULES:
        return [("game", f"unknown game {rnd.game!r}; the Lunar Poker family: {', '.join(FAMILY_RULES)}")]
    settings = game_settings(rnd.game)
    c = settings.clause
    if rnd.ante < 1:
        problems.append(("ante", f"the Ante must be at least 1 chip, got {rnd.ante}"))
    if not settings.super_bet:
        if rnd.super_bet:
            problems.append(("super", f"{rnd.game} has no Super bet: only the Ante is staked ({c('LP-2')})"))
        if rnd.side_supers:
            problems.append(("side_supers", f"{rnd.game} has no Super bets on other hands ({c('LP-3')})"))
    elif rnd.super_bet < rnd.ante:
        problems.append(("super", f"the Super ({rnd.super_bet}) must be at least the Ante ({rnd.ante}) (LP-2)"))
    for name, cards in (("player", rnd.player), ("dealer", rnd.dealer)):
        if len(cards) != 5:
            problems.append((name, f"{name} must have exactly 5 cards, got {len(cards)} ({c('LP-4')})"))
    for seat, cards in rnd.others.items():
        if len(cards) != 5:
            problems.append((f"others.{seat}", f"player {seat} must have exactly 5 cards, got {len(cards)} (LP-4)"))
    if len(rnd.others) > MAX_PLAYERS - 1:
        problems.append(("others", f"a table has at most {MAX_PLAYERS} players, got {len(rnd.others) + 1}"))
    problems.extend(_duplicate_cards(rnd, c("LP-1")))
    for index, side in enumerate(rnd.side_supers):
        where = f"side_supers[{index}]"
        if side.amount < 1:
            problems.append((f"{where}.amount", f"a Super bet must be at least 1 chip, got {side.amount}"))
        if side.on != "dealer":
            match = re.fullmatch(r"player:(\S+)", side.on)
            if not match:
                problems.append((f"{where}.on", f"expected 'dealer' or 'player:<n>', got {excerpt(side.on)!r} (LP-3)"))
            elif match.group(1) not in rnd.others:
                problems.append((f"{where}.on", f"no cards for player {match.group(1)}: give them in others (LP-3)"))
    problems.extend(_decision_problems(rnd, paytable, settings))
    problems.extend(_option_problems(rnd, settings))
    return problems


def _duplicate_cards(rnd: LunarRound, clause: str) -> list[tuple[str, str]]:
    dealt = [*rnd.player, *rnd.dealer, *rnd.drawn]
    for cards in rnd.others.values():
        dealt += cards
    for card_or_none in (rnd.dealer_draw, rnd.buy_dealer_qualification):
        if card_or_none is not None:
            dealt.append(card_or_none)
    if len(set(dealt)) == len(dealt):  # every card once (the usual round): nothing to name
        return []
    seen: dict[Card, str] = {}
    problems: list[tuple[str, str]] = []
    groups: list[tuple[str, tuple[Card, ...]]] = [("player", rnd.player), ("dealer", rnd.dealer)]
    groups += [(f"others.{seat}", cards) for seat, cards in rnd.others.items()]
    groups.append(("drawn", rnd.drawn))
    for name, card_or_none in (
        ("dealer_draw", rnd.dealer_draw),
        ("buy_dealer_qualification", rnd.buy_dealer_qualification),
    ):
        if card_or_none is not None:
            groups.append((f"{name}.drawn", (card_or_none,)))
    for name, cards in groups:
        for index, card in enumerate(cards):
            where = name if name.endswith(".drawn") else f"{name}[{index}]"
            if card in seen:
                problems.append((where, f"card {card} is dealt twice (also {seen[card]}) ({clause})"))
            else:
                seen[card] = where
    return problems


def _decision_problems(rnd: LunarRound, paytable: PaytableSet, settings: GameSettings) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    c = settings.clause
    drew = rnd.decision in (Decision.BUY, Decision.EXCHANGE)
    if len(rnd.player) == 5 and is_instant(rnd.player, paytable):
        if rnd.decision is not None or rnd.discard or rnd.drawn or rnd.after_draw is not None:
            problems.append(
                ("decision", "a decision after an instant payout: this hand was paid at once and is over (LP-6)")
            )
        return problems
    if rnd.decision is None:
        options = ["fold", "play"] + ["buy"] * settings.buy + ["exchange"] * (settings.exchange is not None)
        first, last = c("LP-7.1"), c("LP-7.4" if settings.exchange else "LP-7.3" if settings.buy else "LP-7.2")
        problems.append(("decision", f"missing: {', '.join(options[:-1])} or {options[-1]} ({first} to {last})"))
        return problems
    if rnd.decision is Decision.BUY and not settings.buy:
        problems.append(("decision", f"{rnd.game} has no buy of a sixth card ({c('LP-7.3')})"))
        return problems
    if rnd.decision is Decision.EXCHANGE and settings.exchange is None:
        problems.append(("decision", f"{rnd.game} has no exchange: the five cards dealt are played ({c('LP-7.4')})"))
        return problems
    if not drew:
        for name, value in (("discard", rnd.discard), ("drawn", rnd.drawn)):
            if value:
                problems.append((name, f"only buy or exchange draws cards, but the decision is {rnd.decision}"))
        if rnd.after_draw is not None:
            problems.append(("after_draw", f"only follows a buy or exchange, but the decision is {rnd.decision}"))
        return problems
    if rnd.after_draw is None:
        problems.append(
            ("after_draw", f"missing: after a buy or exchange the player must play or fold ({c('LP-7.5')})")
        )
    if rnd.decision is Decision.BUY:
        if rnd.discard:
            problems.append(("discard", "a buy adds a sixth card and discards nothing (LP-7.3)"))
        if len(rnd.drawn) != 1:
            problems.append(("drawn", f"a buy draws exactly 1 card, got {len(rnd.drawn)} (LP-7.3)"))
        return problems
    assert settings.exchange is not None
    fewest, most = settings.exchange.cards or (EXCHANGE_MIN, EXCHANGE_MAX)
    count = len(rnd.discard)
    if not fewest <= count <= most:
        problems.append(
            (
                "discard",
                f"an exchange replaces {fewest} to {most} cards; exchanging {count} is not allowed ({c('LP-7.4')})",
            )
        )
    if len(set(rnd.discard)) != count:
        problems.append(("discard", "a card is discarded twice"))
    for index, card in enumerate(rnd.discard):
        if card not in rnd.player:
            problems.append((f"discard[{index}]", f"{card} is not one of the player's cards"))
    if len(rnd.drawn) != count:
        problems.append(("drawn", f"{count} cards discarded but {len(rnd.drawn)} drawn ({c('LP-7.4')})"))
    return problems


def _option_problems(rnd: LunarRound, settings: GameSettings) -> list[tuple[str, str]]:
    """The variants' own facts: allowed in this game, and possible in this round."""
    problems: list[tuple[str, str]] = []
    played = rnd.plays and len(rnd.dealer) == 5 and len(rnd.player) == 5
    if rnd.jackpot:
        if settings.jackpot is None:
            problems.append(("jackpot", f"{rnd.game} has no Jackpot Bonus bet"))
        elif rnd.jackpot < 1:
            problems.append(("jackpot", f"the Jackpot Bonus must be at least 1 chip, got {rnd.jackpot}"))
    if rnd.insurance:
        if settings.insurance is None:
            problems.append(("insurance", f"{rnd.game} has no insurance"))
        elif not rnd.plays:
            problems.append(("insurance", f"only a hand that plays can be insured ({settings.insurance.clause})"))
        elif rnd.insurance < rnd.ante:
            problems.append(
                (
                    "insurance",
                    f"insurance must be at least the Ante ({rnd.ante}), got {rnd.insurance} "
                    f"({settings.insurance.clause})",
                )
            )
        elif played and best_five(rnd.final_hand()).rank.category < settings.insurance.hand_at_least:
            category = settings.insurance.hand_at_least.label
            problems.append(
                ("insurance", f"only a hand of {category} or better can be insured ({settings.insurance.clause})")
            )
    if rnd.dealer_draw is not None:
        if settings.dealer_draw is None:
            problems.append(("dealer_draw", f"{rnd.game} has no dealer draw"))
        elif not rnd.plays:
            problems.append(
                ("dealer_draw", f"only a player who plays may make the dealer draw ({settings.dealer_draw.clause})")
            )
    if rnd.buy_dealer_qualification is not None:
        rule = settings.buy_dealer_qualification
        if rule is None:
            problems.append(("buy_dealer_qualification", f"{rnd.game} has no qualification buy"))
        elif not rnd.plays:
            problems.append(
                (
                    "buy_dealer_qualification",
                    f"only a player who plays may buy the dealer's qualification ({rule.clause})",
                )
            )
        elif played and rank_five(rnd.dealer).is_ace_king_high_or_better:
            problems.append(
                (
                    "buy_dealer_qualification",
                    f"the dealer qualifies already: a qualification is bought only when it does not ({rule.clause})",
                )
            )
    return problems


def insurance_limit(rnd: LunarRound, rules: TableRules) -> int:
    """Half the possible win: what the Raise would win if the hand beat a qualifying dealer,
    counting both combinations or the first only (interpretation insurance_possible_win)."""
    from harness.families.lunar.combinations import first_combination, second_combination

    table = rules.paytable.tables["raise"]
    hand = rnd.final_hand()
    first = first_combination(best_five(hand).cards, table)
    if first is None:
        return 0
    pays = first.line.pays
    if rules.reading("insurance_possible_win") == "both_combinations":
        second = second_combination(hand, first, table).paid
        pays += second.line.pays if second else 0
    return rules.settings.raise_multiple * rnd.ante * pays // 2  # half of the Raise paid `pays` to 1


def table_round_problems(rnd: LunarRound, rules: TableRules) -> list[tuple[str, str]]:
    """What makes the round impossible under the readings in force (a round's facts alone
    cannot say: e.g. when the dealer may be made to draw). Run after `round_problems`."""
    settings = rules.settings
    if rnd.game != settings.game:
        return [("game", f"a {rnd.game} round cannot be settled under the rules of {settings.game}")]
    problems: list[tuple[str, str]] = []
    if rnd.dealer_draw is not None and settings.dealer_draw is not None:
        if rules.reading("dealer_draw_timing") == "dealer_does_not_qualify":
            if rank_five(rnd.dealer).is_ace_king_high_or_better:
                problems.append(
                    (
                        "dealer_draw",
                        "the dealer qualifies: under dealer_draw_timing=dealer_does_not_qualify the dealer is made "
                        f"to draw only when it does not ({settings.dealer_draw.clause})",
                    )
                )
    if rnd.insurance and settings.insurance is not None:
        limit = insurance_limit(rnd, rules)
        if rnd.insurance > limit:
            problems.append(
                (
                    "insurance",
                    f"insurance is at most half the possible win, {limit} here, got {rnd.insurance} "
                    f"({settings.insurance.clause}; insurance_possible_win={rules.reading('insurance_possible_win')})",
                )
            )
    return problems


def verify_table_round(rnd: LunarRound, rules: TableRules) -> None:
    problems = table_round_problems(rnd, rules)
    if problems:
        path, message = problems[0]
        raise RoundError(SourceLocation("<round>", 0, 0, path), message)


def exchange_fee(rnd: LunarRound, settings: GameSettings) -> int:
    """The money an exchange costs: one Ante, or one Ante per card (Oasis)."""
    per_card = settings.exchange is not None and settings.exchange.fee is FeeRule.PER_CARD
    return rnd.ante * len(rnd.discard) if per_card else rnd.ante


def verify_round(rnd: LunarRound, paytable: PaytableSet) -> None:
    """Refuse an impossible round built in code (no file location to point at)."""
    problems = round_problems(rnd, paytable)
    if problems:
        path, message = problems[0]
        raise RoundError(SourceLocation("<round>", 0, 0, path), message)


# -- parsing -----------------------------------------------------------------------------

ROUND_FIELDS = (
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
    "insurance",
    "dealer_draw",
    "buy_dealer_qualification",
    "jackpot",
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ParsedRound:
    round: LunarRound
    rules: TableRules


def _card(node: Node) -> Card:
    value = node.value
    if not isinstance(value, str) or len(value) > 8:  # parse_card's message would echo all of it
        raise node.error(f"{describe_value(value)} is not a card: expected text such as 'As', 'Td' or '10d'")
    try:
        return parse_card(value)
    except CardError as exc:
        raise node.error(str(exc)) from None


def _cards(node: Node | None) -> tuple[Card, ...]:
    if node is None:
        return ()
    return tuple(_card(item) for item in node.items())


def _enum(node: Node | None, kind: type[enum.StrEnum], what: str) -> Any:
    if node is None or node.value is None:
        return None
    options = ", ".join(m.value for m in kind)
    if not isinstance(node.value, str) or node.value not in {m.value for m in kind}:
        raise node.error(f"{what} must be one of {options}, got {describe_value(node.value)}")
    return kind(node.value)


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


def _drawn_card(node: Node | None) -> Card | None:
    """`{"drawn": "7c"}`: the one card a dealer draw or a qualification buy brings in."""
    if node is None:
        return None
    node.expect_mapping("a mapping such as {drawn: 7c}")
    node.check_keys(required=("drawn",))
    return _card(node.require("drawn"))


def parse_round(root: Node) -> ParsedRound:
    """Build a round from a located document and refuse it, at its location, if impossible."""
    root.expect_mapping("a round (a JSON or YAML mapping)")
    game = root.require("game")
    if game.value not in FAMILY_RULES:
        raise game.error(f"this round is for {describe_value(game.value)}; this settles {', '.join(FAMILY_RULES)}")
    try:
        definition = game_definition(str(game.value))
    except UsageError as exc:
        raise game.error(str(exc)) from None
    settings = definition.settings
    required = (
        ("game", "ante", "super", "player", "dealer") if settings.super_bet else ("game", "ante", "player", "dealer")
    )
    root.check_keys(required=required, optional=ROUND_FIELDS)
    paytable_node = root.get("paytable")
    try:
        paytable = game_paytable(settings, paytable_node.as_str() if paytable_node else None)
    except UsageError as exc:
        raise (paytable_node or root).error(str(exc)) from None
    interpretations = resolve_interpretations(definition.spec, root.get("interpretations"))
    side_supers: list[SideSuper] = []
    if (sides := root.get("side_supers")) is not None:
        for item in sides.items():
            item.check_keys(required=("on", "amount"))
            amount = item.require("amount").as_int(maximum=MAX_CHIPS, what="whole chips")
            side_supers.append(SideSuper(on=item.require("on").as_str(), amount=amount))
    others: dict[str, tuple[Card, ...]] = {}
    if (others_node := root.get("others")) is not None:
        for seat, cards in others_node.entries():  # entries() refuses `2` and `'2'` both given
            if not seat.strip() or len(seat) > MAX_SEAT_NAME:
                raise others_node.key_node(seat).error(
                    f"a seat is named by a number or a name of at most {MAX_SEAT_NAME} characters"
                )
            others[seat] = _cards(cards)
    super_node = root.get("super")
    insurance = root.get("insurance")
    jackpot = root.get("jackpot")
    rnd = LunarRound(
        ante=root.require("ante").as_int(minimum=1, maximum=MAX_CHIPS, what=CHIPS),
        super_bet=super_node.as_int(minimum=1, maximum=MAX_CHIPS, what=CHIPS) if super_node else 0,
        player=_cards(root.require("player")),
        dealer=_cards(root.require("dealer")),
        decision=_enum(root.get("decision"), Decision, "decision"),
        discard=_cards(root.get("discard")),
        drawn=_cards(root.get("drawn")),
        after_draw=_enum(root.get("after_draw"), AfterDraw, "after_draw"),
        side_supers=tuple(side_supers),
        others=others,
        game=str(game.value),
        insurance=insurance.as_int(minimum=1, maximum=MAX_CHIPS, what=CHIPS) if insurance else 0,
        dealer_draw=_drawn_card(root.get("dealer_draw")),
        buy_dealer_qualification=_drawn_card(root.get("buy_dealer_qualification")),
        jackpot=jackpot.as_int(minimum=1, maximum=MAX_CHIPS, what=CHIPS) if jackpot else 0,
    )
    rules = TableRules(paytable=paytable, interpretations=interpretations, settings=settings)
    problems = round_problems(rnd, paytable) or table_round_problems(rnd, rules)
    if problems:
        path, message = problems[0]
        raise _node_at(root, path).error(message)
    return ParsedRound(round=rnd, rules=rules)
