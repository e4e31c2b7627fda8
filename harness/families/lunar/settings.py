"""The switches that make one game of the Lunar Poker family, read from a rules_spec's
`settlement:` section into a frozen `GameSettings` that `TableRules` carries.

Why switches and not subclasses: there is one reference engine (harness.families.lunar.settle) that
reads like the rules, and Caribbean Stud, Oasis Poker and the Lunar Poker variants are that
engine with different switches. The switches are data beside the clauses they implement,
validated with file locations, so a lab reads a variant's differences in one place.
Every game of the family has the section, Lunar Poker included; an unwritten switch has Lunar
Poker's value, so a variant writes what it changes (the size of a deal is the exception: 16
cards unless stated, and Lunar Poker's section states its 15).

The engine cites Lunar Poker's clause IDs (LP-...); `cites` maps each to the variant's own
clause where the variant's rule decides the wager, and every switch that has no Lunar
counterpart names its clause itself.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from harness.core.hands import Category
from harness.spec.yaml_source import Node, describe_value


class BetOutcome(enum.StrEnum):
    """What a showdown does to the Ante or the Raise."""

    WIN = "win"  # paid 1 to 1
    PUSH = "push"
    LOSE = "lose"
    PAYTABLE = "paytable"  # the Raise paid by the Raise paytable (Raise only)


class FeeRule(enum.StrEnum):
    ONE_ANTE = "one_ante"  # Lunar Poker: one Ante whatever the number of cards (LP-7.4)
    PER_CARD = "per_card"  # Oasis Poker: one Ante for each card replaced


class RaisePays(enum.StrEnum):
    COMBINATIONS = "combinations"  # Lunar Poker: first and second combination (LP-10)
    BEST_LINE = "best_line"  # Caribbean Stud: the best line the hand satisfies, nothing else


@dataclass(frozen=True, slots=True, kw_only=True)
class ShowdownRow:
    ante: BetOutcome
    raise_bet: BetOutcome


@dataclass(frozen=True, slots=True, kw_only=True)
class ShowdownTable:
    """The four ways a played hand meets the dealer (Lunar Poker: LP-9.1 to LP-9.4)."""

    dealer_does_not_qualify: ShowdownRow = ShowdownRow(ante=BetOutcome.WIN, raise_bet=BetOutcome.PUSH)
    player_wins: ShowdownRow = ShowdownRow(ante=BetOutcome.PUSH, raise_bet=BetOutcome.PAYTABLE)
    tie: ShowdownRow = ShowdownRow(ante=BetOutcome.PUSH, raise_bet=BetOutcome.PUSH)
    dealer_wins: ShowdownRow = ShowdownRow(ante=BetOutcome.LOSE, raise_bet=BetOutcome.LOSE)


@dataclass(frozen=True, slots=True, kw_only=True)
class ExchangeRule:
    """Replacing cards. `cards` None means Lunar Poker's range, read from harness.families.lunar.round
    (EXCHANGE_MIN, EXCHANGE_MAX) when a round is checked."""

    cards: tuple[int, int] | None = None
    fee: FeeRule = FeeRule.ONE_ANTE


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionRule:
    """A variant's extra option that one clause decides (the jackpot bet)."""

    clause: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DealerDrawRule:
    clause: str  # who may make the dealer draw, and when
    discard_clause: str  # which card the dealer discards
    showdown_clause: str  # the showdown is against the new hand
    fee_clause: str  # the money paid is never returned


@dataclass(frozen=True, slots=True, kw_only=True)
class InsuranceRule:
    clause: str  # who may insure and for how much
    pays_clause: str  # how it is settled
    hand_at_least: Category


@dataclass(frozen=True, slots=True, kw_only=True)
class QualificationBuyRule:
    clause: str  # the buy itself: when, what it costs, which card is replaced
    qualifies_clause: str  # the dealer now qualifies: the usual showdown
    push_clause: str  # the dealer still does not qualify: the hand pushes
    fee_clause: str  # the money paid is never returned


#: The most cards a round of the family uses: 5 player + 5 dealer + up to 5 replacements + the
#: card a dealer draw or a qualification buy brings in.
MOST_CARDS_A_ROUND = 16


@dataclass(frozen=True, slots=True, kw_only=True)
class GameSettings:
    """Everything that makes a game of the family differ from Lunar Poker (the defaults)."""

    game: str = "lunar-poker"
    strategy_file: str = "lunar_poker_strategy.yaml"
    paytable_folder: str = "lunar_poker"
    paytable_game: str = "lunar-poker"
    default_paytable: str = "standard"
    super_bet: bool = True  # LP-2: a mandatory Super >= Ante, and Super bets on other hands
    instant_payout: bool = True  # LP-6
    buy: bool = True  # LP-7.3
    exchange: ExchangeRule | None = ExchangeRule()  # LP-7.4
    raise_multiple: int = 2  # LP-7.2: the Raise is this many Antes
    raise_pays: RaisePays = RaisePays.COMBINATIONS
    raise_pays_clause: str | None = None  # cited when the Raise pays its best line only
    showdown: ShowdownTable = ShowdownTable()
    dealer_draw: DealerDrawRule | None = None
    insurance: InsuranceRule | None = None
    buy_dealer_qualification: QualificationBuyRule | None = None
    jackpot: OptionRule | None = None
    cites: Mapping[str, str] = field(default_factory=dict)
    #: Cards a simulated deal holds (harness.families.lunar.simulate): the family's games are
    #: dealt alike, Lunar Poker without the option card it never uses (its seeded figures and
    #: baselines are on 15-card deals).
    cards_per_deal: int = MOST_CARDS_A_ROUND

    def cite(self, clauses: tuple[str, ...]) -> tuple[str, ...]:
        """The engine's Lunar clause IDs as this game's clauses (each once, in order)."""
        if not self.cites:
            return clauses
        return tuple(dict.fromkeys(self.cites.get(c, c) for c in clauses))

    def clause(self, lunar_clause: str) -> str:
        return self.cites.get(lunar_clause, lunar_clause)

    @property
    def has_draw(self) -> bool:
        return self.buy or self.exchange is not None

    @property
    def optimal_strategy_file(self) -> str:
        """The optimal strategy's data file in rules_spec/ (`tablecert strategy GAME --build`)."""
        return self.strategy_file.removesuffix(".yaml") + "_optimal.npz"

    @property
    def option_names(self) -> tuple[str, ...]:
        """The options the game adds after the player's decision (harness.families.lunar.best_options),
        named for a reader, in the order they are taken."""
        present = (
            ("insurance", self.insurance),
            ("dealer draw", self.dealer_draw),
            ("qualification buy", self.buy_dealer_qualification),
        )
        return tuple(name for name, rule in present if rule is not None)

    @property
    def has_options(self) -> bool:
        return bool(self.option_names)

    @property
    def mandatory_units(self) -> int:
        """Units a round stakes before any decision with Super = Ante: the house-edge denominator."""
        return 2 if self.super_bet else 1

    @property
    def table_kinds(self) -> tuple[str, ...]:
        kinds = ["super"] if self.super_bet else []
        kinds.append("raise")
        if self.instant_payout:
            kinds.append("instant")
        if self.jackpot is not None:
            kinds.append("jackpot")
        return tuple(kinds)

    @property
    def required_tables(self) -> tuple[str, ...]:
        return tuple(kind for kind in self.table_kinds if kind != "instant")


#: The largest Raise multiple a rules_spec may set: far above any table game's (2 to 4 Antes),
#: low enough that no round's chips come near the integer limits of the fast engine.
MAX_RAISE_MULTIPLE = 100

_SETTLEMENT_KEYS = (
    "strategy",
    "paytables",
    "super_bet",
    "instant_payout",
    "buy",
    "exchange",
    "raise_multiple",
    "raise_pays",
    "showdown",
    "dealer_draw",
    "insurance",
    "buy_dealer_qualification",
    "jackpot",
    "cites",
    "cards_per_deal",
)
_CATEGORIES = {c.name.lower(): c for c in Category}


def _enum(node: Node, kind: type[enum.StrEnum], allowed: tuple[str, ...] | None = None) -> enum.StrEnum:
    options = allowed or tuple(m.value for m in kind)
    if node.value not in options:
        raise node.error(f"expected one of {', '.join(options)}, got {node.value!r}")
    return kind(node.value)


def _clause_id(node: Node, clause_ids: frozenset[str]) -> str:
    text = node.as_str()
    if text not in clause_ids:
        raise node.error(f"no clause {text!r} in this game's rules (its own clauses and the ones it inherits)")
    return text


def _disabled(node: Node | None) -> bool:
    """`false` (or an absent key) switches an option off."""
    return node is None or node.value is False


def _row(node: Node) -> ShowdownRow:
    node.check_keys(required=("ante", "raise"))
    ante = _enum(node.require("ante"), BetOutcome, ("win", "push", "lose"))
    raise_bet = _enum(node.require("raise"), BetOutcome)
    return ShowdownRow(ante=BetOutcome(ante), raise_bet=BetOutcome(raise_bet))


def _showdown(node: Node) -> ShowdownTable:
    rows = ("dealer_does_not_qualify", "player_wins", "tie", "dealer_wins")
    node.check_keys(required=rows)
    return ShowdownTable(**{name: _row(node.require(name)) for name in rows})


def _exchange(node: Node | None) -> ExchangeRule | None:
    if node is None:
        return ExchangeRule()
    if _disabled(node):
        return None
    node.check_keys(required=("cards", "fee"))
    cards_node = node.require("cards")
    bounds = [item.as_int(minimum=1, what="a number of cards from 1 to 5") for item in cards_node.items()]
    if len(bounds) != 2 or not bounds[0] <= bounds[1] <= 5:
        raise cards_node.error(f"expected [fewest, most] cards replaced, within 1 to 5, got {bounds}")
    return ExchangeRule(cards=(bounds[0], bounds[1]), fee=FeeRule(_enum(node.require("fee"), FeeRule)))


def _raise_multiple(node: Node) -> int:
    """`raise_multiple: 2`: the Raise is that many Antes (LP-7.2 says two)."""
    value = node.value
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_RAISE_MULTIPLE:
        raise node.error(
            f"expected the Raise as a whole number of Antes from 1 to {MAX_RAISE_MULTIPLE}, got {describe_value(value)}"
        )
    return int(value)


def _category(node: Node) -> Category:
    if node.value not in _CATEGORIES:
        raise node.error(f"unknown hand category {node.value!r}; known: {', '.join(_CATEGORIES)}")
    return _CATEGORIES[node.value]


def parse_settings(game: str, node: Node, clause_ids: frozenset[str], lunar_ids: frozenset[str]) -> GameSettings:
    """A `settlement:` section as settings; every clause it names must be one of `clause_ids`,
    and every key of `cites` a Lunar Poker clause (`lunar_ids`) the engine cites."""
    node.check_keys(required=("strategy", "paytables"), optional=_SETTLEMENT_KEYS)
    values: dict[str, object] = {"game": game, "strategy_file": node.require("strategy").as_str()}
    tables = node.require("paytables")
    tables.check_keys(required=("folder", "game", "default"))
    values |= {
        "paytable_folder": tables.require("folder").as_str(),
        "paytable_game": tables.require("game").as_str(),
        "default_paytable": tables.require("default").as_str(),
    }
    for flag in ("super_bet", "instant_payout", "buy"):
        if (flag_node := node.get(flag)) is not None:
            values[flag] = flag_node.as_bool()
    values["exchange"] = _exchange(node.get("exchange"))
    if (multiple := node.get("raise_multiple")) is not None:
        values["raise_multiple"] = _raise_multiple(multiple)
    if (pays := node.get("raise_pays")) is not None:
        pays.check_keys(required=("rule",), optional=("clause",))
        values["raise_pays"] = RaisePays(_enum(pays.require("rule"), RaisePays))
        if (clause := pays.get("clause")) is not None:
            values["raise_pays_clause"] = _clause_id(clause, clause_ids)
    if (showdown := node.get("showdown")) is not None:
        values["showdown"] = _showdown(showdown)
    jackpot = node.get("jackpot")
    if not _disabled(jackpot):
        assert jackpot is not None
        jackpot.check_keys(required=("clause",))
        values["jackpot"] = OptionRule(clause=_clause_id(jackpot.require("clause"), clause_ids))
    draw = node.get("dealer_draw")
    if not _disabled(draw):
        assert draw is not None
        keys = ("clause", "discard_clause", "showdown_clause", "fee_clause")
        draw.check_keys(required=keys)
        values["dealer_draw"] = DealerDrawRule(**{k: _clause_id(draw.require(k), clause_ids) for k in keys})
    insurance = node.get("insurance")
    if not _disabled(insurance):
        assert insurance is not None
        insurance.check_keys(required=("clause", "pays_clause", "hand_at_least"))
        values["insurance"] = InsuranceRule(
            clause=_clause_id(insurance.require("clause"), clause_ids),
            pays_clause=_clause_id(insurance.require("pays_clause"), clause_ids),
            hand_at_least=_category(insurance.require("hand_at_least")),
        )
    buy = node.get("buy_dealer_qualification")
    if not _disabled(buy):
        assert buy is not None
        keys = ("clause", "qualifies_clause", "push_clause", "fee_clause")
        buy.check_keys(required=keys)
        values["buy_dealer_qualification"] = QualificationBuyRule(
            **{k: _clause_id(buy.require(k), clause_ids) for k in keys}
        )
    cites: dict[str, str] = {}
    if (cites_node := node.get("cites")) is not None:
        for lunar_id, target in cites_node.entries():
            if lunar_id not in lunar_ids:
                raise cites_node.key_node(lunar_id).error(
                    f"{lunar_id!r} is not a Lunar Poker clause the engine cites (rules_spec/lunar_poker.yaml)"
                )
            cites[lunar_id] = _clause_id(target, clause_ids)
    values["cites"] = cites
    if (deal := node.get("cards_per_deal")) is not None:
        cards = deal.as_int(what="a number of cards")
        if cards not in (MOST_CARDS_A_ROUND - 1, MOST_CARDS_A_ROUND):
            raise deal.error(f"a deal holds the 15 cards a round uses, or 16 with the card an option brings in; "
                             f"got {cards}")  # fmt: skip
        values["cards_per_deal"] = cards
    settings = GameSettings(**values)  # type: ignore[arg-type]
    if settings.cards_per_deal < MOST_CARDS_A_ROUND and settings.has_options:
        raise node.require("cards_per_deal").error(
            f"an option of the game brings in a 16th card: a deal holds {MOST_CARDS_A_ROUND}"
        )
    if settings.dealer_draw is not None and settings.buy_dealer_qualification is not None:
        raise node.error(
            "a game has either a dealer draw or a qualification buy, not both: both change the dealer's hand"
        )
    if settings.raise_pays is RaisePays.BEST_LINE and settings.raise_pays_clause is None:
        raise node.require("raise_pays").error("raise_pays: best_line needs the clause that says so (clause: ...)")
    return settings
