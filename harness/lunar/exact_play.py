"""Lunar Poker counted exactly wherever the basic strategy does not draw.

For every player hand and upcard the basic strategy either takes the instant payout, folds,
plays its five cards, or buys/exchanges. The first three are counted exactly over the dealer's
C(46, 4) hidden hands with the Caribbean Stud counting machinery (`harness.caribbean`:
inclusion-exclusion over the player's cards, suit symmetry); only the draw branch is left to
simulation, conditioned on a draw being taken. The decisions and the Raise pays (first and
second combination) come from the reference definitions through the fast engine's class tables.

Units: chips per Ante, Super = Ante = 1, Raise = 2; "rest" is the net without the own Super.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from fractions import Fraction
from math import comb

import numpy as np

from harness.caribbean.dealer_counts import DEALER_COMPLETIONS, UpcardTables
from harness.caribbean.hand_values import all_five_card_hands, dense_values, value_scores
from harness.caribbean.rules import raise_schedule
from harness.caribbean.symmetry import UPCARD_SUIT, player_classes
from harness.errors import UsageError
from harness.executors import map_inheriting
from harness.lunar.fast import ACTION_CODES, FastTables, five_card_keys
from harness.lunar.fast_warmup import cached_tables
from harness.lunar.game import TableRules
from harness.lunar.round import Decision
from harness.lunar.strategy import BasicStrategy
from harness.predicates import SameColour
from harness.progress import ProgressCallback

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


def _upcard_totals(upcard: int, tables: FastTables, qualify_value: int) -> dict[str, BranchTotals]:
    """Branch totals for every player hand facing one spade upcard (its suit class stands for 4)."""
    classes = player_classes(upcard)
    cards = classes.cards.astype(np.int64)
    weights = classes.weights
    class_ids = tables.class_ids(five_card_keys(cards), cards)
    upcard_rank = upcard // 4
    action = tables.table("action")[class_ids, upcard_rank]
    instant_pays = tables.table("instant_pays")[class_ids]
    instant = instant_pays > 0
    plays = (action == ACTION_CODES[Decision.PLAY]) & ~instant
    folds = (action == ACTION_CODES[Decision.FOLD]) & ~instant
    draws = np.isin(action, DRAWS) & ~instant
    outcomes = UpcardTables(upcard).outcomes(cards[plays], dense_values(cards[plays]), qualify_value)
    pays = tables.table("raise_pays")[class_ids[plays]]
    # Dealer does not qualify: Ante +1, Raise pushes. Player wins: Ante pushes, Raise 2 x pays.
    # Tie: both push. Dealer wins: Ante -1 and Raise -2.
    play_net = outcomes.does_not_qualify + 2 * pays * outcomes.player_wins - 3 * outcomes.dealer_wins
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


def _upcard_totals_with(state: tuple[FastTables, int], upcard: int) -> dict[str, BranchTotals]:
    tables, qualify_value = state
    return _upcard_totals(upcard, tables, qualify_value)


def _uses_colour(predicate: object) -> bool:
    if isinstance(predicate, SameColour):
        return True
    return any(_uses_colour(part) for part in getattr(predicate, "parts", ()))


def exact_branches(
    rules: TableRules, strategy: BasicStrategy, *, workers: int | None = None, progress: ProgressCallback | None = None
) -> ExactBranches:
    """Count the instant, fold and play branches exactly; measure the draw branch's probability."""
    started = time.perf_counter()
    if any(_uses_colour(line.predicate) for line in rules.paytable.tables["raise"].lines):
        raise UsageError(
            f"{rules.paytable.path}: raise: a line depends on colour; suit classes (which may swap colours) "
            "cannot count it exactly; use the simulation"
        )
    qualify_value = raise_schedule(rules.paytable).qualify_value
    # Complete class tables from the disk cache when a long simulation left them there.
    tables = cached_tables(rules, strategy) or FastTables(rules=rules, strategy=strategy)
    all_five_card_hands()  # built once, inherited by forked workers
    value_scores()
    upcards = [rank * 4 + UPCARD_SUIT for rank in range(13)]
    totals = {name: ZERO for name in ("instant", "fold", "play", "draw")}
    workers = max(1, min(workers or os.cpu_count() or 1, len(upcards)))
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

    for _, found in map_inheriting(_upcard_totals_with, (tables, qualify_value), upcards, workers):
        add(found)
    branches = ExactBranches(**totals, seconds=time.perf_counter() - started)
    covered = sum(b.pairs for b in (branches.instant, branches.fold, branches.play, branches.draw))
    if covered != PAIRS:
        raise AssertionError(f"the branches cover {covered:,} (hand, upcard) pairs, not {PAIRS:,}")
    return branches


def cached_exact_branches(
    rules: TableRules, strategy: BasicStrategy, *, progress: ProgressCallback | None = None
) -> ExactBranches:
    """The exact branches, kept on disk (.tablecert-cache/) so a rerun does not count again."""
    import json

    from harness.atomic import write_atomic
    from harness.lunar.cache_key import cache_file, rules_cache_key

    path = cache_file(f"lunar-branches-{rules_cache_key(rules, strategy)}.json")
    if path.exists():
        data = json.loads(path.read_text())
        return ExactBranches(
            **{name: BranchTotals(**data[name]) for name in ("instant", "fold", "play", "draw")},
            seconds=data["seconds"],
        )
    branches = exact_branches(rules, strategy, progress=progress)
    payload = {
        name: {"pairs": getattr(branches, name).pairs, "net": getattr(branches, name).net}
        for name in ("instant", "fold", "play", "draw")
    }
    write_atomic(path, json.dumps({**payload, "seconds": branches.seconds}).encode())
    return branches
