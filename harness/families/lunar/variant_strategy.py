"""Strategies for the Lunar Poker family's other games, read from their strategy files.

A variant's strategy is the play-fold-draw decisions (its own `first_decision` and
`second_decision` rules, or a reference to another file's, e.g. the Lunar basic strategy) plus
one rule per option the game adds: when to make the dealer draw, when and how much to insure,
when to buy the dealer's qualification. Like the basic strategy, it is data; this module only
knows the vocabulary.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from harness.core.cards import Card
from harness.core.hands import HandRank, best_five
from harness.families.lunar.game import TableRules, game_settings
from harness.families.lunar.round import AfterDraw, Decision
from harness.families.lunar.settings import GameSettings
from harness.families.lunar.strategy import (
    BasicStrategy,
    StrategyChoice,
    basic_strategy,
    load_strategy,
    parse_threshold,
)
from harness.spec.errors import UsageError
from harness.spec.rules_spec import RulesSpec, load_rules_spec, rules_spec_path
from harness.spec.yaml_source import Node

OPTION_SECTIONS = ("dealer_draw", "insurance", "buy_dealer_qualification")


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
class VariantStrategy:
    """A variant's decisions: the basic play-fold-draw rules and the options' rules."""

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


def _hand_rule(node: Node, clause_ids: set[str], threshold_key: str) -> HandRule:
    rule_node = node.require("rule")
    if rule_node.value not in clause_ids:
        raise rule_node.error(f"no clause {rule_node.value!r} in this strategy file")
    threshold = node.get(threshold_key)
    if threshold is None or threshold.value == "never":
        return HandRule(rule=str(rule_node.value), threshold=None)
    return HandRule(rule=str(rule_node.value), threshold=parse_threshold(threshold))


def load_variant_strategy(path: Path, settings: GameSettings) -> VariantStrategy:
    """Load a variant's strategy and refuse rules for options its game does not have."""
    spec = load_rules_spec(path, extra_keys=("decisions", "first_decision", "second_decision", *OPTION_SECTIONS))
    if (reference := spec.extra.get("decisions")) is not None:
        if "first_decision" in spec.extra:
            raise reference.error("give either decisions: <file> or first_decision rules, not both")
        file = reference.as_str()
        decisions = basic_strategy() if file == "lunar_poker_strategy.yaml" else load_strategy(rules_spec_path(file))
    else:
        decisions = load_strategy(path, extra_keys=("decisions", *OPTION_SECTIONS))
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
    return VariantStrategy(spec=spec, decisions=decisions, **options)  # type: ignore[arg-type]


@lru_cache(maxsize=8)
def _cached(game: str, path: Path, mtime: float) -> VariantStrategy:
    return load_variant_strategy(path, game_settings(game))


def variant_strategy(game: str) -> VariantStrategy:
    """The strategy file the game's settings name (`settlement.strategy`)."""
    path = rules_spec_path(game_settings(game).strategy_file).resolve()
    return _cached(game, path, path.stat().st_mtime)


def strategy_for(rules: TableRules) -> BasicStrategy | VariantStrategy:
    """Lunar Poker plays its basic strategy; every other game its variant strategy."""
    if rules.settings.game == "lunar-poker":
        return basic_strategy()
    return variant_strategy(rules.settings.game)
