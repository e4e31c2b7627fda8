"""A game's strategy file, for every game of the Lunar Poker family (rules_spec/*_strategy.yaml).

A strategy is the play-fold-draw decisions (an ordered list of conditions -> action, each with the
clause it implements, and the second decision after a draw), given in the file or taken from
another file (e.g. the Lunar basic strategy), plus one rule per option the game adds: when to
make the dealer draw, when and how much to insure, when to buy the dealer's qualification. The
rules are data; this module only knows the vocabulary of conditions, selections and options.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.core.cards import ACE, KING, QUEEN, ROYAL_RANKS, Card, rank_from_text
from harness.core.hands import Category, HandRank, best_five, rank_five
from harness.families.lunar.game import STRATEGY_FILE, TableRules, game_settings
from harness.families.lunar.round import AfterDraw, Decision, LunarRound, insurance_limit
from harness.families.lunar.settings import GameSettings
from harness.spec.errors import CardError, SourceLocation, SpecError, UsageError
from harness.spec.rules_spec import RulesSpec, load_rules_spec, rules_spec_path
from harness.spec.yaml_source import Node

#: A strategy file's sections for the options a game adds after the decision.
OPTION_SECTIONS = ("dealer_draw", "insurance", "buy_dealer_qualification")

# -- definitions (LPS-D1, LPS-D2) ------------------------------------------------------------


def has_flush_draw(cards: Sequence[Card]) -> bool:
    """LPS-D1: four of the five cards share a suit."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[card.suit] = counts.get(card.suit, 0) + 1
    return max(counts.values()) >= 4


#: Every five consecutive ranks, the Ace counting low (1) or high (14).
_FIVE_CONSECUTIVE = tuple(frozenset(range(low, low + 5)) for low in range(1, 11))


def has_straight_draw(cards: Sequence[Card]) -> bool:
    """LPS-D2: four held ranks within five consecutive ranks, Ace high or low."""
    ranks = {card.rank for card in cards}
    if ACE in ranks:
        ranks.add(1)
    return any(len(ranks & five) >= 4 for five in _FIVE_CONSECUTIVE)


def _open_run(cards: Sequence[Card]) -> int | None:
    """The lowest rank of four consecutive held ranks that a card at either end completes
    (2-3-4-5 counts: an Ace or a Six; J-Q-K-A and A-2-3-4 do not), the highest such run."""
    ranks = {card.rank for card in cards}
    for low in range(10, 1, -1):  # runs 10-J-Q-K down to 2-3-4-5
        if set(range(low, low + 4)) <= ranks:
            return low
    return None


def straight_ranks(cards: Sequence[Card]) -> int:
    """How many ranks, one more card of which would complete a straight with the held ranks."""
    held = {card.rank for card in cards}
    completing = 0
    for rank in range(2, ACE + 1):
        if rank in held:
            continue
        ranks = held | {rank}
        if ACE in ranks:
            ranks.add(1)
        completing += any(five <= ranks for five in _FIVE_CONSECUTIVE)
    return completing


def has_two_way_straight_draw(cards: Sequence[Card]) -> bool:
    """A straight draw that two ranks complete: open at both ends, or a double inside draw
    (e.g. 9-7-6-5-3: an 8 or a 4), eight cards to hit like an open-ended draw."""
    return straight_ranks(cards) >= 2


def has_one_gap_straight(cards: Sequence[Card]) -> bool:
    """Five ranks within six consecutive ranks (e.g. J-T-8-7-6): one rank inside completes a
    straight, and every card is close to it."""
    ranks = {card.rank for card in cards}
    if len(ranks) < 5:
        return False
    if ACE in ranks and max(ranks - {ACE}) <= 6:  # the Ace low: A-2-3-4-6, A-2-3-5-6, ...
        return True
    return max(ranks) - min(ranks) == 5


def has_open_straight_draw(cards: Sequence[Card]) -> bool:
    """An open-ended straight draw (OPS-D1): four consecutive ranks open at both ends."""
    return _open_run(cards) is not None


def flush_draw_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The four cards of one suit of a flush draw."""
    for suit in {card.suit for card in cards}:
        same = tuple(c for c in cards if c.suit == suit)
        if len(same) == 4:
            return same
    raise AssertionError(f"no four cards of one suit in {cards}: the rule's conditions must check a flush draw")


def open_straight_draw_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The four cards of the open-ended run (one card of each rank, the first listed)."""
    low = _open_run(cards)
    if low is None:
        raise AssertionError(f"no open-ended straight draw in {cards}: the rule's conditions must check one")
    chosen: dict[int, Card] = {}
    for card in cards:
        if low <= card.rank < low + 4:
            chosen.setdefault(card.rank, card)
    return tuple(chosen.values())


# -- hand facts the conditions read ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandView:
    cards: tuple[Card, ...]
    upcard: Card
    rank: HandRank
    #: Cards of each rank held, counted once for the conditions that read them.
    rank_counts: dict[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        counts: dict[int, int] = {}
        for card in self.cards:
            counts[card.rank] = counts.get(card.rank, 0) + 1
        object.__setattr__(self, "rank_counts", counts)

    def groups(self, size: int) -> list[int]:
        return [rank for rank, count in self.rank_counts.items() if count == size]


Condition = Callable[[HandView], bool]
Selector = Callable[[HandView], tuple[Card, ...]]

_CATEGORY_NAMES = {c.name.lower(): c for c in Category}
_DRAWS: dict[str, Callable[[Sequence[Card]], bool]] = {
    "straight": has_straight_draw,
    "flush": has_flush_draw,
    "open_straight": has_open_straight_draw,
    "two_way_straight": has_two_way_straight_draw,
    "one_gap_straight": has_one_gap_straight,
}

_SELECTORS: dict[str, Selector] = {
    "trips": lambda v: tuple(c for c in v.cards if c.rank in v.groups(3)),
    "pair": lambda v: tuple(c for c in v.cards if c.rank in v.groups(2)),
    "ace_and_king": lambda v: (next(c for c in v.cards if c.rank == ACE), next(c for c in v.cards if c.rank == KING)),
    "royal_cards": lambda v: tuple(c for c in v.cards if c.rank in ROYAL_RANKS),
    "queen": lambda v: (next(c for c in v.cards if c.rank == QUEEN),),
    "ace": lambda v: (next(c for c in v.cards if c.rank == ACE),),
    "king": lambda v: (next(c for c in v.cards if c.rank == KING),),
    "flush_draw": lambda v: flush_draw_cards(v.cards),
    "open_straight_draw": lambda v: open_straight_draw_cards(v.cards),
    "three_suited": lambda v: three_suited_at_least(2, v.cards),
}


def _keep_ranks(ranks: frozenset[int]) -> Selector:
    """`{exchange_keeping: {ranks: [A, Q]}}`: every card of the named ranks."""
    return lambda v: tuple(c for c in v.cards if c.rank in ranks)


def holds_suited(ranks: frozenset[int], view: HandView) -> bool:
    """A card of each named rank, all of one suit."""
    return any(ranks <= {c.rank for c in view.cards if c.suit == suit} for suit in {c.suit for c in view.cards})


def three_suited_at_least(floor: int, cards: Sequence[Card]) -> tuple[Card, ...]:
    """Three cards of one suit, each of rank `floor` or higher (e.g. a three-card royal flush
    from 10 up); () if the hand has none."""
    for suit in {card.suit for card in cards}:
        same = tuple(c for c in cards if c.suit == suit and c.rank >= floor)
        if len(same) == 3:
            return same
    return ()


#: Conditions that read which cards share a suit, beyond a flush or four of a suit: the fast
#: engine then decides per suit class of the hand (harness.families.lunar.fast.FastTables.first_decisions).
SUITED_CONDITIONS = frozenset({"holds_suited", "three_suited_at_least"})
SUITED_SELECTIONS = frozenset({"three_suited"})

#: Conditions that read nothing but the hand's poker value: a strategy using only these decides
#: the same for every hand of equal value (what the Caribbean Stud exact count can check).
VALUE_CONDITIONS = frozenset({"category_in", "hand_at_least"})


def _ranks(node: Node) -> frozenset[int]:
    ranks = set()
    for item in node.items():
        try:
            ranks.add(rank_from_text(str(item.value)))
        except CardError as exc:
            raise item.error(str(exc)) from None
    return frozenset(ranks)


def _rank_value(node: Node) -> int:
    """A rank written as a card rank (`J`, `10`) or a number 2..14."""
    if isinstance(node.value, str):
        try:
            return rank_from_text(node.value)
        except CardError as exc:
            raise node.error(str(exc)) from None
    return node.as_int(minimum=2, maximum=ACE)


def _condition(name: str, node: Node) -> Condition:
    if name == "category_in":
        cats = []
        for item in node.items():
            if item.value not in _CATEGORY_NAMES:
                raise item.error(f"unknown hand category {item.value!r}; known: {', '.join(_CATEGORY_NAMES)}")
            cats.append(_CATEGORY_NAMES[item.value])
        wanted = frozenset(cats)
        return lambda v: v.rank.category in wanted
    if name == "has_draw":
        draws = []
        for item in node.items():
            if item.value not in _DRAWS:
                raise item.error(f"unknown draw {item.value!r}; known: {', '.join(_DRAWS)}")
            draws.append(_DRAWS[item.value])
        return lambda v: any(draw(v.cards) for draw in draws)
    if name == "upcard_matches":
        if node.value == "held":
            return lambda v: any(c.rank == v.upcard.rank for c in v.cards)
        if node.value == "trips":
            return lambda v: v.upcard.rank in v.groups(3)
        raise node.error(f"upcard_matches must be held or trips, got {node.value!r}")
    if name == "pair_at_least_upcard":
        expected = node.as_bool()
        return lambda v: (max(v.groups(2), default=0) >= v.upcard.rank) == expected
    if name == "pair_at_least":
        floor = _rank_value(node)
        return lambda v: max(v.groups(2), default=0) >= floor
    if name == "holds_all_ranks":
        ranks = _ranks(node)
        return lambda v: ranks <= {c.rank for c in v.cards}
    if name == "holds_any_rank":
        ranks = _ranks(node)
        return lambda v: bool(ranks & {c.rank for c in v.cards})
    if name == "three_suited_at_least":
        floor = _rank_value(node)
        return lambda v: bool(three_suited_at_least(floor, v.cards))
    if name == "holds_suited":
        suited = _ranks(node)
        return lambda v: holds_suited(suited, v)
    if name == "upcard_at_most":
        limit = _rank_value(node)
        return lambda v: v.upcard.rank <= limit
    if name == "upcard_at_least":
        floor = _rank_value(node)
        return lambda v: v.upcard.rank >= floor
    if name == "hand_at_least":
        threshold = parse_threshold(node)
        return lambda v: v.rank >= threshold
    raise node.error(
        f"unknown condition {name!r}; known: category_in, has_draw, upcard_matches, pair_at_least_upcard, "
        "pair_at_least, holds_all_ranks, holds_any_rank, holds_suited, three_suited_at_least, upcard_at_most, "
        "upcard_at_least, hand_at_least"
    )


def parse_threshold(node: Node) -> HandRank:
    """`{category: high_card, ranks: [A, K, J, 8, 3]}`: that hand, compared as poker hands rank.
    Without `ranks`, the weakest hand of the category (`{category: pair}`: any pair)."""
    node.check_keys(required=("category",), optional=("ranks",))
    category_node = node.require("category")
    if category_node.value not in _CATEGORY_NAMES:
        raise category_node.error(f"unknown hand category {category_node.value!r}")
    ranks = []
    if (ranks_node := node.get("ranks")) is not None:
        for item in ranks_node.items():
            try:
                ranks.append(rank_from_text(str(item.value)))
            except CardError as exc:
                raise item.error(str(exc)) from None
    return HandRank(category=_CATEGORY_NAMES[category_node.value], tiebreak=tuple(ranks))


@dataclass(frozen=True, slots=True, kw_only=True)
class StrategyRule:
    rule: str
    conditions: tuple[Condition, ...]
    action: Decision
    keep: Selector | None
    where: str
    condition_names: tuple[str, ...] = ()
    selection: str = ""  # the name of an exchange's selection (`_SELECTORS`), if one


@dataclass(frozen=True, slots=True, kw_only=True)
class StrategyChoice:
    action: Decision
    discard: tuple[Card, ...]
    rule: str


@dataclass(frozen=True, slots=True, kw_only=True)
class SecondException:
    """A second-decision threshold for final hands meeting its conditions: holding a card of
    the upcard's rank (or not), the upcard's rank within bounds."""

    threshold: HandRank
    holds_upcard_rank: bool | None = None
    upcard_at_least: int = 2
    upcard_at_most: int = ACE

    def applies(self, holds_upcard_rank: Any, upcard_rank: Any) -> Any:
        """Whether the threshold applies: for one hand (bool, rank) or for many at once (numpy
        arrays, as the fast engine asks), read alike."""
        within = (upcard_rank >= self.upcard_at_least) & (upcard_rank <= self.upcard_at_most)
        return within if self.holds_upcard_rank is None else within & (holds_upcard_rank == self.holds_upcard_rank)


def _second_exception(node: Node) -> SecondException:
    node.check_keys(required=("when", "play_if_at_least"))
    when = node.require("when")
    when.check_keys(optional=("upcard_matches", "upcard_at_least", "upcard_at_most"))
    held: bool | None = None
    if (matches := when.get("upcard_matches")) is not None:
        if matches.value not in ("held", "not_held"):
            raise matches.error(f"upcard_matches must be held or not_held here, got {matches.value!r}")
        held = matches.value == "held"
    low, high = when.get("upcard_at_least"), when.get("upcard_at_most")
    return SecondException(
        threshold=parse_threshold(node.require("play_if_at_least")),
        holds_upcard_rank=held,
        upcard_at_least=2 if low is None else _rank_value(low),
        upcard_at_most=ACE if high is None else _rank_value(high),
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class BasicStrategy:
    spec: RulesSpec
    first_rules: tuple[StrategyRule, ...]
    play_threshold: HandRank
    second_rule: str
    #: Thresholds that replace `play_threshold` where their conditions hold, the first that
    #: holds (`second_decision.exceptions`): e.g. a lower one for a final hand holding a card of
    #: the upcard's rank, which leaves the dealer fewer ways to pair its upcard.
    second_exceptions: tuple[SecondException, ...] = ()

    @property
    def specs(self) -> tuple[RulesSpec, ...]:
        """The files whose clauses this strategy follows (for traceability): its own."""
        return (self.spec,)

    @property
    def decisions(self) -> BasicStrategy:
        """Its play-fold-draw rules: itself (a variant's strategy refers to such rules)."""
        return self

    def first_decision(self, hand: Sequence[Card], upcard: Card) -> StrategyChoice:
        view = HandView(tuple(hand), upcard, rank_five(hand))
        for rule in self.first_rules:
            for condition in rule.conditions:
                if not condition(view):
                    break
            else:  # every condition holds: this rule decides
                discard: tuple[Card, ...] = ()
                if rule.keep is not None:
                    kept = rule.keep(view)
                    discard = tuple(c for c in view.cards if c not in kept)
                return StrategyChoice(action=rule.action, discard=discard, rule=rule.rule)
        raise AssertionError(f"no strategy rule applies to {hand}: the strategy file must cover every hand")

    def second_decision(self, cards: Sequence[Card], upcard: Card | None = None) -> AfterDraw:
        if not self.second_rule:
            raise AssertionError("this strategy never draws, so it has no second decision")
        threshold = self.play_threshold
        if self.second_exceptions:
            if upcard is None:
                raise AssertionError("this strategy's second decision reads the upcard")
            held = any(card.rank == upcard.rank for card in cards)
            threshold = next((e.threshold for e in self.second_exceptions if e.applies(held, upcard.rank)), threshold)
        return AfterDraw.PLAY if best_five(cards).rank >= threshold else AfterDraw.FOLD

    @property
    def reads_suited_cards(self) -> bool:
        """Some rule reads which cards share a suit (`SUITED_CONDITIONS`)."""
        return any(
            set(rule.condition_names) & SUITED_CONDITIONS or rule.selection in SUITED_SELECTIONS
            for rule in self.first_rules
        )

    @property
    def reads_only_hand_value(self) -> bool:
        """Every first-decision rule reads only the hand's poker value (no upcard, no draws)."""
        return all(set(rule.condition_names) <= VALUE_CONDITIONS for rule in self.first_rules)


def _parse_rule(node: Node, clause_ids: set[str]) -> StrategyRule:
    node.check_keys(required=("rule", "when", "action"))
    rule_node = node.require("rule")
    if rule_node.value not in clause_ids:
        raise rule_node.error(f"no clause {rule_node.value!r} in this strategy file")
    entries = list(node.require("when").entries())
    conditions = tuple(_condition(name, value) for name, value in entries)
    action_node = node.require("action")
    keep: Selector | None = None
    selection = ""
    if isinstance(action_node.value, str):
        if action_node.value not in ("play", "buy", "fold"):
            raise action_node.error(f"expected play, buy, fold or {{exchange_keeping: ...}}, got {action_node.value!r}")
        action = Decision(action_node.value)
    else:
        action_node.check_keys(required=("exchange_keeping",))
        selector_node = action_node.require("exchange_keeping")
        if selector_node.is_mapping():
            selector_node.check_keys(required=("ranks",))
            action, keep = Decision.EXCHANGE, _keep_ranks(_ranks(selector_node.require("ranks")))
        elif selector_node.value in _SELECTORS:
            action, keep, selection = Decision.EXCHANGE, _SELECTORS[selector_node.value], str(selector_node.value)
        else:
            raise selector_node.error(
                f"unknown selection {selector_node.value!r}; known: {', '.join(_SELECTORS)}, or {{ranks: [...]}}"
            )
    return StrategyRule(
        rule=str(rule_node.value),
        conditions=conditions,
        action=action,
        keep=keep,
        where=str(node.location),
        condition_names=tuple(name for name, _ in entries),
        selection=selection,
    )


def load_strategy(path: Path, *, extra_keys: tuple[str, ...] = ()) -> BasicStrategy:
    """A strategy file: `first_decision` rules and, when any rule draws, a `second_decision`.

    `extra_keys` are further sections a caller reads from `spec.extra` (a variant's options)."""
    spec = load_rules_spec(path, extra_keys=("first_decision", "second_decision", *extra_keys))
    first_node = spec.extra.get("first_decision")
    if first_node is None:
        raise SpecError(SourceLocation(spec.path, 1, 1, "first_decision"), "missing required field 'first_decision'")
    rules = tuple(_parse_rule(item, set(spec.clauses)) for item in first_node.items())
    second: Node | None = spec.extra.get("second_decision")
    if second is None:
        drawing = [rule for rule in rules if rule.action in (Decision.BUY, Decision.EXCHANGE)]
        if drawing:
            raise first_node.error(
                f"rule {drawing[0].rule} ({drawing[0].where}) draws cards, so a second_decision section is needed"
            )
        # A strategy that never draws never takes a second decision.
        return BasicStrategy(
            spec=spec,
            first_rules=rules,
            play_threshold=HandRank(category=Category.HIGH_CARD, tiebreak=()),
            second_rule="",
        )
    second.check_keys(required=("rule", "play_if_at_least"), optional=("exceptions",))
    exceptions = second.get("exceptions")
    return BasicStrategy(
        spec=spec,
        first_rules=rules,
        play_threshold=parse_threshold(second.require("play_if_at_least")),
        second_rule=str(second.require("rule").value),
        second_exceptions=() if exceptions is None else tuple(_second_exception(e) for e in exceptions.items()),
    )


@lru_cache(maxsize=8)
def _cached_decisions(path: Path, mtime: float) -> BasicStrategy:
    return load_strategy(path, extra_keys=("decisions", *OPTION_SECTIONS))


def decisions_file(path: Path) -> BasicStrategy:
    """The play-fold-draw rules of a strategy file, read once per version of the file (so every
    game whose strategy refers to the same file plays the same rules object)."""
    resolved = path.resolve()
    return _cached_decisions(resolved, resolved.stat().st_mtime)


def basic_strategy() -> BasicStrategy:
    """Lunar Poker's basic strategy (rules_spec/lunar_poker_strategy.yaml): its play-fold-draw rules."""
    return decisions_file(rules_spec_path(STRATEGY_FILE))


# -- a game's strategy: the decisions and the options' rules ---------------------------------------


class InsuranceStake(enum.StrEnum):
    MINIMUM = "minimum"  # one Ante
    MAXIMUM = "maximum"  # half the possible win


@dataclass(frozen=True, slots=True, kw_only=True)
class HandRule:
    """Take an option when the hand played is at least `threshold` (None: never)."""

    rule: str
    threshold: HandRank | None

    def applies(self, cards: Sequence[Card]) -> bool:
        return self.threshold is not None and best_five(cards).rank >= self.threshold


@dataclass(frozen=True, slots=True, kw_only=True)
class InsuranceRule:
    when: HandRule
    stake: InsuranceStake


@dataclass(frozen=True, slots=True, kw_only=True)
class GameStrategy:
    """A game's decisions: the play-fold-draw rules and the rules of the options it adds."""

    spec: RulesSpec
    decisions: BasicStrategy
    dealer_draw: HandRule | None = None
    insurance: InsuranceRule | None = None
    buy_dealer_qualification: HandRule | None = None

    def first_decision(self, hand: Sequence[Card], upcard: Card) -> StrategyChoice:
        return self.decisions.first_decision(hand, upcard)

    def second_decision(self, cards: Sequence[Card], upcard: Card | None = None) -> AfterDraw:
        return self.decisions.second_decision(cards, upcard)

    @property
    def specs(self) -> tuple[RulesSpec, ...]:
        """The files whose clauses this strategy follows (for traceability)."""
        if self.decisions.spec.path == self.spec.path:
            return (self.spec,)
        return (self.spec, self.decisions.spec)

    def insurance_stake(self, hand: Sequence[Card], ante: int, limit: int) -> int:
        """Chips to insure a played hand with (0: not insured); `limit` is half the possible win."""
        if self.insurance is None or not self.insurance.when.applies(hand):
            return 0
        return ante if self.insurance.stake is InsuranceStake.MINIMUM else max(ante, limit)

    def take_options(self, rnd: LunarRound, rules: TableRules, next_card: Card) -> LunarRound:
        """A played hand's options, as the strategy's rules say: insure, make the dealer draw, buy
        the dealer's qualification (the last two take the next card of the deck)."""
        settings = rules.settings
        hand = rnd.final_hand()
        if settings.insurance is not None and best_five(hand).rank.category >= settings.insurance.hand_at_least:
            stake = self.insurance_stake(hand, rnd.ante, insurance_limit(rnd, rules))
            if stake:
                rnd = replace(rnd, insurance=stake)
        dealer_qualifies = rank_five(rnd.dealer).is_ace_king_high_or_better
        if settings.dealer_draw is not None and self.dealer_draw is not None and self.dealer_draw.applies(hand):
            if not dealer_qualifies or rules.reading("dealer_draw_timing") != "dealer_does_not_qualify":
                rnd = replace(rnd, dealer_draw=next_card)
        qualification = self.buy_dealer_qualification
        if settings.buy_dealer_qualification is not None and qualification is not None and not dealer_qualifies:
            if qualification.applies(hand):
                rnd = replace(rnd, buy_dealer_qualification=next_card)
        return rnd


def _hand_rule(node: Node, clause_ids: set[str], threshold_key: str) -> HandRule:
    rule_node = node.require("rule")
    if rule_node.value not in clause_ids:
        raise rule_node.error(f"no clause {rule_node.value!r} in this strategy file")
    threshold = node.get(threshold_key)
    if threshold is None or threshold.value == "never":
        return HandRule(rule=str(rule_node.value), threshold=None)
    return HandRule(rule=str(rule_node.value), threshold=parse_threshold(threshold))


def load_game_strategy(path: Path, settings: GameSettings) -> GameStrategy:
    """Load a game's strategy file and refuse rules for choices or options the game does not have."""
    spec = load_rules_spec(path, extra_keys=("decisions", "first_decision", "second_decision", *OPTION_SECTIONS))
    if (reference := spec.extra.get("decisions")) is not None:
        if "first_decision" in spec.extra:
            raise reference.error("give either decisions: <file> or first_decision rules, not both")
        file = reference.as_str()
        decisions = decisions_file(rules_spec_path(file))
    else:
        decisions = decisions_file(path)
    for rule in decisions.first_rules:
        if (rule.action is Decision.BUY and not settings.buy) or (
            rule.action is Decision.EXCHANGE and settings.exchange is None
        ):
            raise UsageError(
                f"{rule.where}: rule {rule.rule} chooses {rule.action}, which {settings.game} does not have"
            )
    clause_ids = set(spec.clauses)
    options: dict[str, object] = {}
    for section, key, allowed in (
        ("dealer_draw", "force_if_at_least", settings.dealer_draw is not None),
        ("buy_dealer_qualification", "buy_if_at_least", settings.buy_dealer_qualification is not None),
    ):
        if (node := spec.extra.get(section)) is not None:
            if not allowed:
                raise node.error(f"{settings.game} has no {section.replace('_', ' ')}")
            node.check_keys(required=("rule", key))
            options[section] = _hand_rule(node, clause_ids, key)
    if (node := spec.extra.get("insurance")) is not None:
        if settings.insurance is None:
            raise node.error(f"{settings.game} has no insurance")
        node.check_keys(required=("rule", "insure_if_at_least"), optional=("stake",))
        stake = node.get("stake")
        if stake is not None and stake.value not in tuple(InsuranceStake):
            raise stake.error(f"expected minimum or maximum, got {stake.value!r}")
        options["insurance"] = InsuranceRule(
            when=_hand_rule(node, clause_ids, "insure_if_at_least"),
            stake=InsuranceStake(stake.value) if stake is not None else InsuranceStake.MINIMUM,
        )
    return GameStrategy(spec=spec, decisions=decisions, **options)  # type: ignore[arg-type]


@lru_cache(maxsize=8)
def _cached(game: str, path: Path, mtime: float) -> GameStrategy:
    return load_game_strategy(path, game_settings(game))


def game_strategy(game: str) -> GameStrategy:
    """The strategy file the game's settings name (`settlement.strategy`)."""
    path = rules_spec_path(game_settings(game).strategy_file).resolve()
    return _cached(game, path, path.stat().st_mtime)


def strategy_for(rules: TableRules) -> GameStrategy:
    """The strategy file the game's settings name."""
    return game_strategy(rules.settings.game)
