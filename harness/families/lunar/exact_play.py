"""Lunar Poker counted exactly wherever the basic strategy does not draw.

For every player hand and upcard the basic strategy either takes the instant payout, folds,
plays its five cards, or buys/exchanges. The first three are counted exactly over the dealer's
C(46, 4) hidden hands with the shared counting machinery (`harness.families.lunar.analysis`:
inclusion-exclusion over the player's cards, suit symmetry); only the draw branch is left to
simulation, conditioned on a draw being taken. The decisions and the Raise pays (first and
second combination) come from the reference definitions through the fast engine's class tables.

Units: chips per Ante, Super = Ante = 1, Raise = the game's Raise multiple (2); "rest" is the net
without the own Super. A played hand is settled by the game's showdown table (its settings).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING

import numpy as np

from harness.families.lunar.analysis.dealer_counts import DEALER_COMPLETIONS, UpcardTables
from harness.families.lunar.analysis.hand_values import all_five_card_hands, dense_values, value_scores
from harness.families.lunar.analysis.pay_schedule import PayRules, qualify_value
from harness.families.lunar.analysis.symmetry import UPCARD_SUIT, player_classes
from harness.families.lunar.fast import ACTION_CODES, FastTables, five_card_keys
from harness.families.lunar.fast_warmup import cached_tables, complete_five_card_classes, complete_suit_classes
from harness.families.lunar.game import TableRules
from harness.families.lunar.pay_schedule import pay_rules
from harness.families.lunar.round import Decision
from harness.families.lunar.strategy import GameStrategy
from harness.runtime.disk_cache import CacheMismatch
from harness.runtime.executors import map_inheriting
from harness.spec.errors import UsageError

if TYPE_CHECKING:
    from harness.families.lunar.optimal_strategy import OptimalStrategy
from harness.core.predicates import SameColour
from harness.runtime.progress import ProgressCallback

UPCARD_SUITS = 4
PAIRS = 52 * comb(51, 5)  # (player hand, upcard) pairs
DRAWS = (ACTION_CODES[Decision.BUY], ACTION_CODES[Decision.EXCHANGE])


@dataclass(frozen=True, slots=True, kw_only=True)
class BranchTotals:
    """Integer sums over (player hand, upcard) pairs, each weighted by its C(46, 4) hidden hands."""

    pairs: int  # (hand, upcard) pairs in the branch
    net: int  # rest net summed over pairs x hidden hands (exact branches only)

    def __add__(self, other: BranchTotals) -> BranchTotals:
        return BranchTotals(pairs=self.pairs + other.pairs, net=self.net + other.net)


ZERO = BranchTotals(pairs=0, net=0)


def _upcard_totals(
    upcard: int, tables: FastTables, qualifier: int, pays: PayRules, optimal: OptimalStrategy | None = None
) -> dict[str, BranchTotals]:
    """Branch totals for every player hand facing one spade upcard (its suit class stands for 4),
    the decisions the tables' strategy's, or `optimal`'s."""
    classes = player_classes(upcard)
    cards = classes.cards.astype(np.int64)
    weights = classes.weights
    class_ids = tables.class_ids(five_card_keys(cards), cards)
    upcard_rank = upcard // 4
    if optimal is None:
        action = tables.first_decisions(cards, class_ids).action[:, upcard_rank]
    else:
        codes, _ = optimal.first_choices(cards, np.full(len(cards), upcard))
        action = np.minimum(codes, ACTION_CODES[Decision.EXCHANGE])  # (an instant hand's code: not read)
    instant_pays = tables.table("instant_pays")[class_ids]
    instant = instant_pays > 0
    plays = (action == ACTION_CODES[Decision.PLAY]) & ~instant
    folds = (action == ACTION_CODES[Decision.FOLD]) & ~instant
    draws = np.isin(action, DRAWS) & ~instant
    outcomes = UpcardTables(upcard).outcomes(cards[plays], dense_values(cards[plays]), qualifier)
    raise_pays = tables.table("raise_pays")[class_ids[plays]]
    # Each way the hand meets the dealer, settled as the game's showdown table says (Lunar Poker:
    # dealer does not qualify +1; player wins 2 x the Raise pays; tie 0; dealer wins -3).
    play_net = (
        outcomes.does_not_qualify * pays.units(pays.dealer_does_not_qualify)
        + outcomes.player_wins * pays.units_array(pays.player_wins, raise_pays)
        + outcomes.push * pays.units(pays.tie)
        + outcomes.dealer_wins * pays.units(pays.dealer_wins)
    )
    return {
        "instant": BranchTotals(
            pairs=int(weights[instant].sum()),
            net=int((weights[instant] * instant_pays[instant]).sum()) * DEALER_COMPLETIONS,
        ),
        "fold": BranchTotals(pairs=int(weights[folds].sum()), net=-int(weights[folds].sum()) * DEALER_COMPLETIONS),
        "play": BranchTotals(pairs=int(weights[plays].sum()), net=int((weights[plays] * play_net).sum())),
        "draw": BranchTotals(pairs=int(weights[draws].sum()), net=0),
    }


@dataclass(frozen=True, slots=True, kw_only=True)
class ExactBranches:
    """The game split by the first decision, each branch's probability exact."""

    instant: BranchTotals
    fold: BranchTotals
    play: BranchTotals
    draw: BranchTotals
    seconds: float

    def probability(self, branch: BranchTotals) -> Fraction:
        return Fraction(branch.pairs, PAIRS)

    @property
    def exact_rest(self) -> Fraction:
        """Expected rest net from the instant, fold and play branches (per round, all rounds)."""
        counted = self.instant.net + self.fold.net + self.play.net
        return Fraction(counted, PAIRS * DEALER_COMPLETIONS)

    def to_json(self) -> dict[str, object]:
        rows = {}
        for name in ("instant", "fold", "play", "draw"):
            branch: BranchTotals = getattr(self, name)
            probability = self.probability(branch)
            row: dict[str, object] = {
                "probability": {
                    "fraction": f"{probability.numerator}/{probability.denominator}",
                    "value": float(probability),
                },
                "exact": name != "draw",
            }
            if name != "draw" and branch.pairs:
                mean = Fraction(branch.net, branch.pairs * DEALER_COMPLETIONS)
                row["mean_rest_net"] = {"fraction": f"{mean.numerator}/{mean.denominator}", "value": float(mean)}
            rows[name] = row
        return {"branches": rows, "seconds": round(self.seconds, 1)}


def _upcard_totals_with(
    state: tuple[FastTables, int, PayRules, OptimalStrategy | None], upcard: int
) -> dict[str, BranchTotals]:
    tables, qualifier, pays, optimal = state
    return _upcard_totals(upcard, tables, qualifier, pays, optimal)


def _uses_colour(predicate: object) -> bool:
    if isinstance(predicate, SameColour):
        return True
    return any(_uses_colour(part) for part in getattr(predicate, "parts", ()))


def exact_branches(
    rules: TableRules,
    strategy: GameStrategy,
    *,
    workers: int | None = None,
    progress: ProgressCallback | None = None,
    optimal: OptimalStrategy | None = None,
) -> ExactBranches:
    """Count the instant, fold and play branches exactly; measure the draw branch's probability.
    The decisions are `strategy`'s, or `optimal`'s when given (`strategy` then only answers
    what each hand class is paid)."""
    started = time.perf_counter()
    if any(_uses_colour(line.predicate) for line in rules.paytable.tables["raise"].lines):
        raise UsageError(
            f"{rules.paytable.path}: raise: a line depends on colour; suit classes (which may swap colours) "
            "cannot count it exactly; use the simulation"
        )
    qualifier = qualify_value()
    # Complete class tables from the disk cache when a long simulation left them there.
    tables = cached_tables(rules, strategy) or FastTables(rules=rules, strategy=strategy)
    upcards = [rank * 4 + UPCARD_SUIT for rank in range(13)]
    workers = max(1, min(workers or os.cpu_count() or 1, len(upcards)))
    # Every upcard meets nearly every five-card class (and suit class): each asked of the
    # reference once, here, instead of once in each upcard's worker.
    complete_five_card_classes(tables, workers=workers)
    complete_suit_classes(tables, workers=workers)
    all_five_card_hands()  # built once, inherited by forked workers
    value_scores()
    totals = {name: ZERO for name in ("instant", "fold", "play", "draw")}
    done = 0
    if progress:
        progress(0, len(upcards))

    def add(found: dict[str, BranchTotals]) -> None:
        nonlocal done
        for name, branch in found.items():
            totals[name] = totals[name] + BranchTotals(pairs=branch.pairs * UPCARD_SUITS, net=branch.net * UPCARD_SUITS)
        done += 1
        if progress:
            progress(done, len(upcards))

    state = (tables, qualifier, pay_rules(rules.settings), optimal)
    for _, found in map_inheriting(_upcard_totals_with, state, upcards, workers):
        add(found)
    branches = ExactBranches(**totals, seconds=time.perf_counter() - started)
    covered = sum(b.pairs for b in (branches.instant, branches.fold, branches.play, branches.draw))
    if covered != PAIRS:
        raise AssertionError(f"the branches cover {covered:,} (hand, upcard) pairs, not {PAIRS:,}")
    return branches


def cached_exact_branches(
    rules: TableRules,
    strategy: GameStrategy,
    *,
    progress: ProgressCallback | None = None,
    optimal: OptimalStrategy | None = None,
) -> ExactBranches:
    """The exact branches, kept on disk (.tablecert-cache/) so a rerun does not count again;
    a cache file that fails its digest or the branches' invariants is counted again."""
    import json

    from harness.families.lunar.cache_key import cache_file, rules_cache_key
    from harness.runtime.disk_cache import cached

    def encode(branches: ExactBranches) -> bytes:
        payload: dict[str, object] = {
            name: {"pairs": getattr(branches, name).pairs, "net": getattr(branches, name).net} for name in BRANCH_NAMES
        }
        return json.dumps({**payload, "seconds": branches.seconds}).encode()

    def decode(document: bytes) -> ExactBranches:
        data = json.loads(document)
        if not isinstance(data, dict) or set(data) != {*BRANCH_NAMES, "seconds"}:
            raise CacheMismatch("not the four branches and the seconds")
        found = {name: BranchTotals(pairs=data[name]["pairs"], net=data[name]["net"]) for name in BRANCH_NAMES}
        seconds = data["seconds"]
        if type(seconds) not in (int, float) or not seconds >= 0:
            raise CacheMismatch(f"seconds {seconds!r}")
        branches = ExactBranches(**found, seconds=float(seconds))
        if problems := branch_problems(branches, rules):
            raise CacheMismatch("; ".join(problems))
        return branches

    key = rules_cache_key(rules, strategy.decisions, decisions=optimal.sha256 if optimal is not None else None)
    path = cache_file(f"lunar-branches-{key}.json")
    return cached(
        path,
        decode=decode,
        encode=encode,
        build=lambda: exact_branches(rules, strategy, progress=progress, optimal=optimal),
    )


BRANCH_NAMES = ("instant", "fold", "play", "draw")


def branch_problems(branches: ExactBranches, rules: TableRules) -> list[str]:
    """What is impossible about exact branches (empty: nothing), from how they are counted:
    every (hand, upcard) pair in exactly one branch, counted per spade upcard x 4 upcard suits;
    a fold loses the Ante against each of the C(46, 4) hidden hands; the draw branch carries no
    net; an instant hand wins its payout; a played hand wins at most twice the two best Raise
    lines and loses at most Ante + Raise (3 with a Raise of 2 Antes) against each hidden hand,
    as the game's showdown table settles them."""
    totals = {name: getattr(branches, name) for name in BRANCH_NAMES}
    if any(type(t.pairs) is not int or type(t.net) is not int for t in totals.values()):
        return ["a count is not a whole number"]
    problems = [
        f"{name} pairs {t.pairs:,} or net {t.net:,} is not a multiple of {UPCARD_SUITS} (upcard suits)"
        for name, t in totals.items()
        if t.pairs % UPCARD_SUITS or t.net % UPCARD_SUITS
    ]
    problems += [f"{name} pairs {t.pairs:,} is negative" for name, t in totals.items() if t.pairs < 0]
    if (covered := sum(t.pairs for t in totals.values())) != PAIRS:
        problems.append(f"the branches cover {covered:,} (hand, upcard) pairs, not {PAIRS:,}")
    instant, fold, play, draw = (totals[name] for name in BRANCH_NAMES)
    if fold.net != -fold.pairs * DEALER_COMPLETIONS:
        problems.append(f"fold net {fold.net:,} is not -1 per pair and hidden hand")
    if draw.net != 0:
        problems.append(f"draw net {draw.net:,} is not 0 (the draw branch is simulated)")
    instant_table = rules.paytable.table("instant")
    instant_pays = [line.pays for line in instant_table.lines] if instant_table else [0]
    low, high = (instant.pairs * DEALER_COMPLETIONS * pays for pays in (min(instant_pays), max(instant_pays)))
    if not low <= instant.net <= high or (instant_table is None and instant.pairs):
        problems.append(f"instant net {instant.net:,} is not what {instant.pairs:,} instant pairs can win")
    pays = pay_rules(rules.settings)
    best_raise = 2 * max(line.pays for line in rules.paytable.tables["raise"].lines)  # two combinations
    rows = (pays.dealer_does_not_qualify, pays.player_wins, pays.tie, pays.dealer_wins)
    lowest = min(pays.units(row, 0) for row in rows)
    highest = max(pays.units(row, best_raise) for row in rows)
    if not lowest * play.pairs * DEALER_COMPLETIONS <= play.net <= highest * play.pairs * DEALER_COMPLETIONS:
        problems.append(f"play net {play.net:,} is outside what {play.pairs:,} played pairs can win or lose")
    return problems
