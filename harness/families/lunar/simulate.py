"""Monte Carlo of a game of the Lunar Poker family under its strategy, on the fast engine
(harness.families.lunar.fast) or the reference engine: the same deals give the same totals.

Each game plays the strategy file its settings name (harness.families.lunar.strategy), another
strategy file, or its built optimal strategy (harness.families.lunar.optimal_strategy).

The Super bet on the player's own hand is known exactly (harness.families.lunar.analysis.five_card), so it is not
simulated: each round contributes the rest of its net (Ante, Raise, Instant payout, fees) and
the exact Super value is added. Rounds run in batches, each seeded from
`SeedSequence(seed).spawn(...)` (harness.core.fast_deal.batch_generator), so the result is the same
for any number of worker processes, and completed batches can be kept in a checkpoint file to
resume an interrupted run.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from harness.core.cards import DECK, Card
from harness.core.fast_deal import batch_generator, deal_cards
from harness.core.hands import best_five, rank_five
from harness.core.ledger import Ledger
from harness.core.stats import Estimate, mean_estimate, ratio_estimate
from harness.families.lunar.fast import (
    INSURABLE as INSURABLE,
)
from harness.families.lunar.fast import (
    INSURED_DEALER_QUALIFIES as INSURED_DEALER_QUALIFIES,
)
from harness.families.lunar.fast import (
    FastBatch,
    FastTables,
    event_counts,
    path_counts,
    play_batch,
)
from harness.families.lunar.fast_warmup import cached_tables, prepared_tables
from harness.families.lunar.game import GAME, TableRules, game_definition, game_settings, game_table_rules
from harness.families.lunar.optimal_strategy import OptimalStrategy, optimal_strategy
from harness.families.lunar.round import Decision, LunarRound, is_instant
from harness.families.lunar.settle import settle_round
from harness.families.lunar.strategy import GameStrategy, load_game_strategy, strategy_for
from harness.runtime.checkpoint import BatchCheckpoint, CheckpointError, describe_differences
from harness.runtime.executors import Placement, run_batches
from harness.runtime.fingerprint import code_fingerprint

DEFAULT_BATCH = 50_000
LARGEST_BATCH = 1_000_000


def batch_size_for(rounds: int) -> int:
    """Batches of 50,000 rounds, larger for long runs (at most 2,000 batches, up to a million
    rounds each) so the per-batch costs (checkpoint line, progress, merging) stay small."""
    return max(DEFAULT_BATCH, min(LARGEST_BATCH, -(-rounds // 2_000)))


#: How deals are drawn from a batch's seed; part of a checkpoint's identity, so a checkpoint
#: written under another dealing method is never resumed with different deals.
DEALING = "partial-fisher-yates"
#: SimulationPlan.strategy: the game's own strategy file, or the optimal strategy built for it.
DEFAULT_STRATEGY, OPTIMAL = "", "optimal"
#: Money paid for an option and never returned, when the reading makes it a wager (fees_are_wagers).
FEE_WAGERS = ("buy", "exchange", "dealer_draw", "buy_dealer_qualification")


def strategy_round(
    deal: Sequence[Card],
    strategy: GameStrategy | OptimalStrategy,
    rules: TableRules,
    ante: int = 1,
    super_bet: int = 1,
) -> tuple[LunarRound, str]:
    """The round the strategy plays on a deal (player 5, dealer 5, then the draw pile; the
    card after the player's draws is the one a dealer draw or qualification buy brings in).

    Returns the round and a label of the decision path, for decision frequencies.
    """
    settings = rules.settings
    player, dealer, pile = tuple(deal[:5]), tuple(deal[5:10]), tuple(deal[10:])
    # Each stage's round is built from the facts (not `replace`d: that costs more than the round).
    facts: dict[str, Any] = {
        "ante": ante,
        "super_bet": super_bet if settings.super_bet else 0,
        "player": player,
        "dealer": dealer,
        "game": settings.game,
    }
    if settings.instant_payout and is_instant(player, rules.paytable):
        return LunarRound(**facts), "instant"
    choice = strategy.first_decision(player, dealer[0])
    if choice.action in (Decision.FOLD, Decision.PLAY):
        rnd, used = LunarRound(**facts, decision=choice.action), 0
        path = f"{choice.action.value} ({choice.rule})"
    else:
        used = 1 if choice.action is Decision.BUY else len(choice.discard)
        facts |= {"decision": choice.action, "discard": choice.discard, "drawn": pile[:used]}
        final = LunarRound(**facts).final_hand()
        after = strategy.second_decision(final, dealer[0])
        rnd = LunarRound(**facts, after_draw=after)
        what = "buy" if choice.action is Decision.BUY else f"exchange {used}"
        path = f"{what} then {after.value} ({choice.rule})"
    if rnd.plays and settings.has_options:
        rnd = strategy.take_options(rnd, rules, pile[used])
    return rnd, path


def round_events(rnd: LunarRound, rules: TableRules) -> list[str]:
    """What a variant's options did in a round, counted beside the decision paths: how often
    each is taken and how often the dealer then qualifies (insurance: the hands that may be
    insured and whether the dealer qualifies when the insurance is settled)."""
    if not rnd.plays:
        return []
    settings = rules.settings
    events: list[str] = []
    dealt_qualifies = rank_five(rnd.dealer).is_ace_king_high_or_better
    final_qualifies = rank_five(rnd.dealer_final()).is_ace_king_high_or_better
    if settings.insurance is not None:
        if best_five(rnd.final_hand()).rank.category >= settings.insurance.hand_at_least:
            events.append(INSURABLE)
            as_dealt = rules.reading("insurance_settled_on") == "dealer_as_dealt"
            if dealt_qualifies if as_dealt else final_qualifies:
                events.append(INSURED_DEALER_QUALIFIES)
        if rnd.insurance:
            events.append("insured")
    options = (("dealer made to draw", rnd.dealer_draw), ("qualification bought", rnd.buy_dealer_qualification))
    for name, card in options:
        if card is not None:
            events.append(name)
            if final_qualifies:
                events.append(f"{name}: dealer then qualifies")
    if not dealt_qualifies:
        events.append("played hand: dealer does not qualify as dealt")
    return events


def round_amounts(ledger: Ledger) -> tuple[int, int, int]:
    """A settled round's (rest, fee, staked) in chips, as every house edge and element of risk
    of the family reads them: the net without the own Super bet (counted exactly instead); the
    money paid for options and never returned, a fee or, under fees_are_wagers, a wager that
    always loses; and every other stake."""
    own_super = ledger.wager("super")
    rest = ledger.net - (own_super.net if own_super is not None else 0)
    fee = ledger.fees_paid + sum(w.stake for w in ledger.wagers if w.wager in FEE_WAGERS)
    staked = sum(w.stake for w in ledger.wagers if w.wager not in FEE_WAGERS)
    return rest, fee, staked


@dataclass(slots=True)
class BatchTotals:
    """Exact integer sums over rounds; `rest` is the net without the own Super bet."""

    rounds: int = 0
    rest: int = 0
    rest_sq: int = 0
    staked: int = 0
    staked_sq: int = 0
    rest_staked: int = 0
    staked_fees: int = 0
    staked_fees_sq: int = 0
    rest_staked_fees: int = 0
    fees: int = 0
    # The same sums over the rounds that bought or exchanged (the only ones paying a fee).
    draw_rounds: int = 0
    draw_rest: int = 0
    draw_rest_sq: int = 0
    draw_staked: int = 0
    draw_staked_sq: int = 0
    draw_rest_staked: int = 0
    paths: Counter[str] = field(default_factory=Counter)
    raise_lines: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)  # variants' options (round_events)
    #: How many rounds ended with each net without the own Super ("-3": 1,234 ...): the whole
    #: distribution, so the report's standard deviation and hit frequency carry intervals.
    rest_values: Counter[str] = field(default_factory=Counter)

    def add_round(self, ledger: Ledger, path: str) -> None:
        rest, fee, staked = round_amounts(ledger)
        self.rounds += 1
        self.rest += rest
        self.rest_sq += rest * rest
        self.staked += staked
        self.staked_sq += staked * staked
        self.rest_staked += rest * staked
        self.staked_fees += staked + fee
        self.staked_fees_sq += (staked + fee) ** 2
        self.rest_staked_fees += rest * (staked + fee)
        self.fees += fee
        if fee:
            self.draw_rounds += 1
            self.draw_rest += rest
            self.draw_rest_sq += rest * rest
            self.draw_staked += staked
            self.draw_staked_sq += staked * staked
            self.draw_rest_staked += rest * staked
        self.paths[path] += 1
        self.rest_values[str(rest)] += 1
        raise_result = ledger.wager("raise")
        if raise_result is not None and raise_result.line:
            for position, line in zip(("first", "second"), raise_result.line.split("+"), strict=False):
                self.raise_lines[f"{position}:{line}"] += 1

    def merge(self, other: BatchTotals) -> None:
        for name in (
            "rounds",
            "rest",
            "rest_sq",
            "staked",
            "staked_sq",
            "rest_staked",
            "staked_fees",
            "staked_fees_sq",
            "rest_staked_fees",
            "fees",
            "draw_rounds",
            "draw_rest",
            "draw_rest_sq",
            "draw_staked",
            "draw_staked_sq",
            "draw_rest_staked",
        ):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.paths.update(other.paths)
        self.raise_lines.update(other.raise_lines)
        self.events.update(other.events)
        self.rest_values.update(other.rest_values)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {name: getattr(self, name) for name in self.__slots__}
        data["paths"] = dict(self.paths)
        data["raise_lines"] = dict(self.raise_lines)
        data["events"] = dict(self.events)
        data["rest_values"] = dict(self.rest_values)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BatchTotals:
        data = dict(data)
        paths, raise_lines = Counter(data.pop("paths")), Counter(data.pop("raise_lines"))
        events = Counter(data.pop("events"))
        rest_values = Counter(data.pop("rest_values"))
        return cls(**data, paths=paths, raise_lines=raise_lines, events=events, rest_values=rest_values)


@dataclass(frozen=True, slots=True, kw_only=True)
class SimulationPlan:
    paytable: str
    interpretations: dict[str, str]
    rounds: int
    seed: int
    batch_size: int = DEFAULT_BATCH
    engine: str = "fast"  # "fast" (harness.families.lunar.fast) or "reference"; same deals, same totals
    game: str = GAME  # any game of the Lunar Poker family
    #: The game's strategy file (DEFAULT_STRATEGY), the built optimal strategy (OPTIMAL), or
    #: the path of another strategy file of the game's kind (a card to compare).
    strategy: str = DEFAULT_STRATEGY

    def optimal(self) -> OptimalStrategy | None:
        """The built optimal strategy when the plan plays it."""
        if self.strategy != OPTIMAL:
            return None
        return optimal_strategy(game_settings(self.game))

    @property
    def strategy_file(self) -> str:
        """The other strategy file the plan plays ("" for none)."""
        return "" if self.strategy in (DEFAULT_STRATEGY, OPTIMAL) else self.strategy

    def file_strategy(self, rules: TableRules) -> GameStrategy:
        """The strategy whose class tables answer the plan's rounds (and decide them, unless the
        plan plays the optimal strategy)."""
        return strategy_from_file(rules, self.strategy_file)

    @property
    def batches(self) -> int:
        return -(-self.rounds // self.batch_size)

    @property
    def cards_per_deal(self) -> int:
        return game_settings(self.game).cards_per_deal

    @property
    def mandatory_units(self) -> int:
        """The house edge's denominator in Antes: Ante + Super, or the Ante alone."""
        return game_settings(self.game).mandatory_units

    def batch_rounds(self, index: int) -> int:
        return min(self.batch_size, self.rounds - index * self.batch_size)

    def identity(self) -> dict[str, Any]:
        """Everything a batch's totals depend on, the input files by content (not by name), so a
        checkpoint of another run is refused rather than mixed in (harness.runtime.checkpoint)."""
        rules = game_table_rules(self.game, self.paytable, self.interpretations)
        definition = game_definition(self.game)
        strategy = self.file_strategy(rules)
        strategy_specs = strategy.specs
        rules_specs = (definition.spec, *(link.spec for link in definition.inherits))
        strategies = {spec.path: spec.sha256 for spec in strategy_specs}
        if (optimal := self.optimal()) is not None:
            strategies = {str(optimal.path): optimal.sha256}
        return {
            "game": self.game,
            "rules_sha256": {spec.path: spec.sha256 for spec in rules_specs},
            "paytable_sha256": rules.paytable.sha256,
            "strategy_sha256": strategies,
            "interpretations": dict(rules.interpretations),
            "seed": self.seed,
            "rounds": self.rounds,
            "batch_size": self.batch_size,
            "engine": self.engine,
            "dealing": f"{DEALING}, {self.cards_per_deal} cards a deal",
            "code_sha256": code_fingerprint(),
        }


def deal_batch(plan: SimulationPlan, index: int) -> npt.NDArray[np.int8]:
    """The deals of one batch, from its own stream of the seed tree (any worker, same deals)."""
    return deal_cards(batch_generator(plan.seed, index), plan.batch_rounds(index), plan.cards_per_deal)


RulesKey = tuple[str, str, tuple[tuple[str, str], ...]]  # game, paytable, readings
_FAST_TABLES: dict[tuple[str, str, tuple[tuple[str, str], ...], str], FastTables] = {}
#: From this many rounds on, a run first fills the class tables completely (cached on disk);
#: shorter runs fill them lazily, as deals show new hand classes.
COMPLETE_TABLES_ROUNDS = 5_000_000


def strategy_from_file(rules: TableRules, strategy_file: str = "") -> GameStrategy:
    """The game's own strategy, or the strategy file `strategy_file` read as one of the game's
    kind (a variant's file has its options' sections)."""
    if not strategy_file:
        return strategy_for(rules)
    return load_game_strategy(Path(strategy_file), rules.settings)


def fast_tables(rules_key: RulesKey, *, complete: bool = False, strategy_file: str = "") -> FastTables:
    """The fast engine's class tables for a game, paytable and readings (and strategy file, the
    game's own unless given), kept for the process: from the disk cache when it has them, else
    filled lazily (or completely first, if asked)."""
    key = (*rules_key, strategy_file)
    tables = _FAST_TABLES.get(key)
    game, paytable, readings = rules_key
    rules = game_table_rules(game, paytable, dict(readings))
    strategy = strategy_from_file(rules, strategy_file)
    # Keyed by the paytable's name or path: an edited file (same name) must not reuse old answers.
    stale = tables is not None and (tables.rules.paytable.sha256, strategy_digest(tables.strategy)) != (
        rules.paytable.sha256,
        strategy_digest(strategy),
    )
    if tables is None or stale or (complete and not tables.complete):
        if complete:
            tables = prepared_tables(rules, strategy)
        else:
            tables = cached_tables(rules, strategy) or FastTables(rules=rules, strategy=strategy)
        _FAST_TABLES[key] = tables
    return tables


def strategy_digest(strategy: GameStrategy) -> tuple[str, ...]:
    """The strategy files' SHA-256 (a variant's own and the decisions it refers to)."""
    return tuple(spec.sha256 for spec in strategy.specs)


def rules_key_of(plan: SimulationPlan) -> RulesKey:
    return (plan.game, plan.paytable, tuple(sorted(plan.interpretations.items())))


def run_batch(plan: SimulationPlan, index: int) -> BatchTotals:
    deals = deal_batch(plan, index)
    optimal = plan.optimal()
    if plan.engine == "fast":
        tables = fast_tables(rules_key_of(plan), strategy_file=plan.strategy_file)
        return fast_totals(play_batch(deals, tables, optimal=optimal), tables)
    rules = game_table_rules(plan.game, plan.paytable, plan.interpretations)
    strategy = optimal or plan.file_strategy(rules)
    totals = BatchTotals()
    for row in deals.tolist():
        rnd, path = strategy_round([DECK[i] for i in row], strategy, rules)
        totals.add_round(settle_round(rnd, rules), path)
        totals.events.update(round_events(rnd, rules))
    return totals


def fast_totals(batch: FastBatch, tables: FastTables) -> BatchTotals:
    """The same exact sums as `BatchTotals.add_round`, from the fast engine's arrays, and the
    counts of what the options did that `round_events` gives the reference path."""
    rest, staked, fee = batch.rest, batch.staked, batch.fee
    with_fees = staked + fee
    lines = tables.raise_lines
    raise_lines: Counter[str] = Counter()
    for position, column in (("first", batch.raise_first), ("second", batch.raise_second)):
        counts = np.bincount(column + 1, minlength=len(lines) + 1)[1:]  # NO_LINE (-1) in bin 0
        for line in np.flatnonzero(counts).tolist():
            raise_lines[f"{position}:{lines[line]}"] += int(counts[line])
    drew = fee > 0
    draw_rest, draw_staked = rest[drew], staked[drew]
    values, counts = np.unique(rest, return_counts=True)
    return BatchTotals(
        rest_values=Counter({str(v): int(c) for v, c in zip(values.tolist(), counts.tolist(), strict=True)}),
        draw_rounds=int(drew.sum()),
        draw_rest=int(draw_rest.sum()),
        draw_rest_sq=int((draw_rest * draw_rest).sum()),
        draw_staked=int(draw_staked.sum()),
        draw_staked_sq=int((draw_staked * draw_staked).sum()),
        draw_rest_staked=int((draw_rest * draw_staked).sum()),
        rounds=len(rest),
        rest=int(rest.sum()),
        rest_sq=int((rest * rest).sum()),
        staked=int(staked.sum()),
        staked_sq=int((staked * staked).sum()),
        rest_staked=int((rest * staked).sum()),
        staked_fees=int(with_fees.sum()),
        staked_fees_sq=int((with_fees * with_fees).sum()),
        rest_staked_fees=int((rest * with_fees).sum()),
        fees=int(fee.sum()),
        paths=path_counts(batch, tables),
        raise_lines=raise_lines,
        events=event_counts(batch),
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class ConvergencePoint:
    rounds: int
    house_edge: Estimate


@dataclass(frozen=True, slots=True, kw_only=True)
class SimulationResult:
    plan: SimulationPlan
    totals: BatchTotals
    super_expected_value: Fraction
    convergence: tuple[ConvergencePoint, ...]

    @property
    def house_edge(self) -> Estimate:
        """Expected loss / (Ante + Super), with Super = Ante = 1 unit (the Ante alone in a game
        without a Super)."""
        return house_edge_estimate(self.totals, self.super_expected_value, self.plan.mandatory_units)

    def element_of_risk(self, *, with_fees: bool) -> Estimate:
        t = self.totals
        c = self.super_expected_value
        # Loss per round x = -(rest + c); staked per round y.
        sum_x = -(Fraction(t.rest) + c * t.rounds)
        sum_xx = Fraction(t.rest_sq) + 2 * c * t.rest + c * c * t.rounds
        if with_fees:
            sum_y, sum_yy, sum_ry = t.staked_fees, t.staked_fees_sq, t.rest_staked_fees
        else:
            sum_y, sum_yy, sum_ry = t.staked, t.staked_sq, t.rest_staked
        sum_xy = -(Fraction(sum_ry) + c * sum_y)
        return ratio_estimate(t.rounds, sum_x, Fraction(sum_y), sum_xx, Fraction(sum_yy), sum_xy)


def house_edge_estimate(totals: BatchTotals, super_ev: Fraction, units: int = 2) -> Estimate:
    return mean_estimate(totals.rounds, totals.rest, totals.rest_sq, shift=super_ev, scale=Fraction(-1, units))


class Checkpoint(BatchCheckpoint[BatchTotals]):
    """Finished batches of a simulation plan on disk (harness.runtime.checkpoint), to resume a run."""

    def __init__(self, path: Path | None, plan: SimulationPlan, *, open_file: bool = True) -> None:
        rules = game_table_rules(plan.game, plan.paytable, plan.interpretations)
        tables = rules.paytable.tables
        pays = {f"{kind}.{line.name} pays": line.pays for kind, table in tables.items() for line in table.lines}
        super().__init__(
            path,
            plan.identity(),
            batches=plan.batches,
            to_json=BatchTotals.to_json,
            from_json=BatchTotals.from_json,
            problems=lambda index, totals: totals_problems(totals, plan.batch_rounds(index)),
            details={"paytable_sha256": pays},
            open_file=open_file,
        )

    @classmethod
    def verify_file(cls, path: Path | None, plan: SimulationPlan) -> None:
        """Refuse, before any work starts, a --checkpoint file this plan could not resume or create."""
        cls(path, plan, open_file=False).verify()


#: BatchTotals' sums that cannot be negative, and (sum, count, sum of squares) triples.
_NON_NEGATIVE = (
    "rounds", "rest_sq", "staked", "staked_sq", "staked_fees", "staked_fees_sq", "fees",
    "draw_rounds", "draw_rest_sq", "draw_staked", "draw_staked_sq",
)  # fmt: skip
_MOMENTS = (
    ("rest", "rounds", "rest_sq"),
    ("staked", "rounds", "staked_sq"),
    ("staked_fees", "rounds", "staked_fees_sq"),
    ("draw_rest", "draw_rounds", "draw_rest_sq"),
    ("draw_staked", "draw_rounds", "draw_staked_sq"),
)
_PRODUCTS = (
    ("rest_staked", "rest_sq", "staked_sq"),
    ("rest_staked_fees", "rest_sq", "staked_fees_sq"),
    ("draw_rest_staked", "draw_rest_sq", "draw_staked_sq"),
)


def totals_problems(totals: BatchTotals, rounds: int) -> list[str]:
    """What is impossible about a batch's totals read back from a checkpoint (empty: nothing).

    Each round adds whole numbers x, x*x, y, y*y, x*y... so the sums must be whole, the squares'
    sums non-negative, of the same parity as the plain sums (x*x - x is even) and at least as
    large as them, Cauchy-Schwarz must hold, and the decision paths must count every round."""
    counters = {
        "paths": totals.paths,
        "raise_lines": totals.raise_lines,
        "events": totals.events,
        "rest_values": totals.rest_values,
    }
    numbers = {name: getattr(totals, name) for name in totals.__slots__ if name not in counters}
    problems = [f"{name} is not a whole number" for name, value in numbers.items() if type(value) is not int]
    for name, counter in counters.items():
        if any(type(key) is not str or type(count) is not int or count < 0 for key, count in counter.items()):
            problems.append(f"{name} holds something other than counts")
    if problems:
        return problems
    if totals.rounds != rounds:
        problems.append(f"rounds is {totals.rounds:,}, the batch plays {rounds:,}")
    problems += [f"{name} is negative" for name in _NON_NEGATIVE if numbers[name] < 0]
    if sum(totals.paths.values()) != totals.rounds:
        problems.append(f"the decision paths count {sum(totals.paths.values()):,} rounds, not {totals.rounds:,}")
    if totals.draw_rounds > totals.rounds:
        problems.append("more rounds paid a fee than were played")
    if totals.staked_fees != totals.staked + totals.fees:
        problems.append("staked_fees is not staked + fees")
    if totals.fees < totals.draw_rounds or (totals.fees == 0) != (totals.draw_rounds == 0):
        problems.append("fees do not fit the rounds that paid them")
    for plain, count, squares in _MOMENTS:
        x, n, xx = numbers[plain], numbers[count], numbers[squares]
        if (xx - x) % 2 or xx < abs(x) or x * x > n * xx:
            problems.append(f"{squares} does not fit {plain} over {count}")
    for product, left, right in _PRODUCTS:
        if numbers[product] ** 2 > numbers[left] * numbers[right]:
            problems.append(f"{product} exceeds what {left} and {right} allow (Cauchy-Schwarz)")
    for part, whole in (("draw_rest_sq", "rest_sq"), ("draw_staked", "staked"), ("draw_staked_sq", "staked_sq")):
        if numbers[part] > numbers[whole]:
            problems.append(f"{part} exceeds {whole}")
    first = sum(n for line, n in totals.raise_lines.items() if line.startswith("first:"))
    second = sum(n for line, n in totals.raise_lines.items() if line.startswith("second:"))
    if first + second != sum(totals.raise_lines.values()) or second > first or first > totals.rounds:
        problems.append("the Raise lines do not fit the rounds")
    if sum(totals.rest_values.values()) != totals.rounds:
        problems.append(f"the nets counted cover {sum(totals.rest_values.values()):,} rounds, not {totals.rounds:,}")
    elif not all(_is_whole(v) for v in totals.rest_values) or (
        sum(int(v) * c for v, c in totals.rest_values.items()) != totals.rest
        or sum(int(v) ** 2 * c for v, c in totals.rest_values.items()) != totals.rest_sq
    ):
        problems.append("the nets counted do not add up to rest and rest_sq")
    return problems


def _is_whole(text: str) -> bool:
    return text.lstrip("-").isdigit() and len(text) < 30


ProgressCallback = Callable[[int, int], None]


def simulate(
    plan: SimulationPlan,
    super_ev: Fraction,
    *,
    placement: Placement | None = None,
    workers: int | None = None,
    checkpoint: Path | None = None,
    progress: ProgressCallback | None = None,
) -> SimulationResult:
    """Run every batch of the plan (resuming from the checkpoint) and combine them in index
    order, so the figures are the same wherever and in whatever order batches ran."""
    placement = placement or Placement(workers=workers, processes=True)
    store = Checkpoint(checkpoint, plan)
    pending = [i for i in range(plan.batches) if i not in store.done]
    rounds_done = sum(plan.batch_rounds(i) for i in store.done)
    if progress:
        progress(rounds_done, plan.rounds)
    fast = bool(pending) and plan.engine == "fast"
    if fast and plan.rounds >= COMPLETE_TABLES_ROUNDS:
        fast_tables(rules_key_of(plan), complete=True, strategy_file=plan.strategy_file)
    if fast and placement.processes and not fast_tables(rules_key_of(plan), strategy_file=plan.strategy_file).complete:
        # Lazily filled tables: the first batch here warms them once; the forked workers inherit them.
        first = (pending[0], run_batch(plan, pending[0]))
        finished: Iterator[tuple[int, BatchTotals]] = itertools.chain(
            [first], run_batches(run_batch, plan, pending[1:], placement)
        )
    else:
        finished = run_batches(run_batch, plan, pending, placement)
    for index, totals in finished:
        store.record(index, totals)
        rounds_done += plan.batch_rounds(index)
        if progress:
            progress(rounds_done, plan.rounds)
    if (now := plan.identity()) != store.identity:  # an input file edited while the batches ran
        changes = describe_differences(store.identity, now, {}, {}, before="at the start")
        raise CheckpointError(f"the inputs changed during the run: {'; '.join(changes)}; run it again")
    totals = BatchTotals()
    convergence: list[ConvergencePoint] = []
    for index in range(plan.batches):
        totals.merge(store.done[index])
        if totals.rounds > 1:
            estimate = house_edge_estimate(totals, super_ev, plan.mandatory_units)
            convergence.append(ConvergencePoint(rounds=totals.rounds, house_edge=estimate))
    return SimulationResult(plan=plan, totals=totals, super_expected_value=super_ev, convergence=tuple(convergence))
