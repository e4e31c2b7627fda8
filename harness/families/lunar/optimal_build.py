"""Build the optimal strategy of a game of the Lunar family: every hand against every upcard
(`tablecert strategy GAME --build`).

The 13 upcard ranks are independent (harness.families.lunar.optimal_upcard counts one), so they are
shared among worker processes, and each finished rank is kept in the checkpoint folder at once
(a stopped build resumes with the ranks left; a rank file of other inputs or other code is
counted again, never used). The strategy data is then written in one piece (temporary file,
then rename) to `rules_spec/<game's strategy>_optimal.npz`, where the engines read it
(harness.families.lunar.optimal_strategy), with the build's figures: what the strategy is worth under
the counting model, by decision.
"""

from __future__ import annotations

import io
import json
import sys
import time
from collections.abc import Callable
from concurrent.futures import as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from harness.core.cards import DECK, Card
from harness.families.lunar.analysis.symmetry import unpack_hands
from harness.families.lunar.game import TableRules
from harness.families.lunar.optimal_strategy import decisions_digest
from harness.families.lunar.optimal_upcard import (
    BUY,
    EXCHANGE_BASE,
    FOLD,
    INSTANT,
    PLAY,
    SUITS,
    HandTables,
    UpcardCounter,
    UpcardOptions,
    replaced_cards,
    subsets_of_others,
)
from harness.families.lunar.option_bonus import bonus_identity
from harness.families.lunar.option_values import BUY_FEE, HAND_CARDS
from harness.families.lunar.round import Decision
from harness.families.lunar.strategy import BasicStrategy, strategy_for
from harness.runtime.atomic import write_atomic
from harness.runtime.executors import fork_pool
from harness.runtime.fingerprint import code_fingerprint
from harness.runtime.progress import ProgressCallback

FORMAT = 1
UPCARD_RANKS = tuple(range(14, 1, -1))  # Aces first: the slowest ranks start first
HANDS_PER_UPCARD = 2_349_060  # C(51, 5)
RANK_NAMES = {rank: "23456789TJQKA"[rank - 2] for rank in range(2, 15)}


@dataclass(frozen=True, slots=True, kw_only=True)
class RankFigures:
    """One upcard rank under the strategy, as the counting model values it (weights: hands)."""

    rank: int
    seconds: float
    value_sum: float  # sum over hands of the best option's value, Antes (without the Super)
    raised_sum: float  # sum over hands of the chance the Raise is placed
    fee_sum: float  # sum over hands of the buy or exchange money paid, Antes
    decisions: dict[str, int]  # hands by first decision: fold, play, buy, exchange N, instant
    #: Where the basic strategy's first decision differs: "rule: basic's -> optimal's" ->
    #: [hands, sum over them of (optimal's value - basic's)], both valued by this count.
    deviations: dict[str, list[float]]
    basic_value_sum: float  # as value_sum, the first decision the basic strategy's

    def to_json(self) -> dict[str, Any]:
        return {
            "rank": self.rank,
            "seconds": self.seconds,
            "value_sum": self.value_sum,
            "raised_sum": self.raised_sum,
            "fee_sum": self.fee_sum,
            "decisions": self.decisions,
            "deviations": self.deviations,
            "basic_value_sum": self.basic_value_sum,
        }


def _decision_name(code: int) -> str:
    if code == INSTANT:
        return "instant"
    if code >= EXCHANGE_BASE:
        return f"exchange {replaced_cards(code)}"
    return {FOLD: "fold", PLAY: "play", BUY: "buy"}[code]


def identity(rules: TableRules) -> dict[str, Any]:
    """Everything a rank's counts depend on."""
    return {
        "kind": "tablecert-optimal-strategy",
        "format": FORMAT,
        "game": rules.settings.game,
        "paytable_sha256": rules.paytable.sha256,
        "interpretations": dict(rules.interpretations),
        "code_sha256": code_fingerprint(),
    } | ({"option_bonus": bonus_identity()} if rules.settings.has_options else {})


def count_rank(rules: TableRules, rank: int) -> tuple[RankFigures, HandTables]:
    """One upcard rank (its spade; the other suits are relabellings)."""
    started = time.perf_counter()
    counter = UpcardCounter(rules, (rank - 2) * SUITS)
    options = counter.count()
    tables = options.hand_tables()
    weights = options.weights.astype(np.float64)
    fees = np.zeros(len(options.best))
    decisions: dict[str, int] = {}
    for code in np.unique(options.best).tolist():
        chosen = options.best == code
        if code == BUY:
            fees[chosen] = BUY_FEE
        elif EXCHANGE_BASE <= code < INSTANT:
            fees[chosen] = counter.fee(replaced_cards(code))
        name = _decision_name(code)
        decisions[name] = decisions.get(name, 0) + int(options.weights[chosen].sum())
    basic_values, deviations = _basic_deviations(options, rank, strategy_for(rules).decisions)
    figures = RankFigures(
        rank=rank,
        seconds=time.perf_counter() - started,
        value_sum=float((weights * options.best_value).sum()),
        raised_sum=float((weights * options.plays_after).sum()),
        fee_sum=float((weights * fees).sum()),
        decisions=decisions,
        deviations=deviations,
        basic_value_sum=float((weights * basic_values).sum()),
    )
    return figures, tables


def _basic_deviations(
    options: UpcardOptions, rank: int, strategy: BasicStrategy
) -> tuple[np.ndarray, dict[str, list[float]]]:
    """The game's strategy file's first decision on every class, valued as the optimal one is
    (the second decision the better of play and fold in both), and where the two differ."""
    upcard = Card(rank=rank, suit=DECK[(rank - 2) * SUITS].suit)
    column = {int(code): i for i, code in enumerate(options.codes.tolist())}
    basic_values = options.best_value.copy()
    deviations: dict[str, list[float]] = {}
    hands = unpack_hands(options.keys).tolist()  # each class's canonical hand, ascending
    for row in np.flatnonzero(options.best != INSTANT).tolist():
        cards = tuple(DECK[i] for i in hands[row])
        choice = strategy.first_decision(cards, upcard)
        if choice.action is Decision.EXCHANGE:
            mask = sum(1 << i for i, card in enumerate(cards) if card not in choice.discard)
            code = EXCHANGE_BASE + mask
        else:
            code = {Decision.FOLD: FOLD, Decision.PLAY: PLAY, Decision.BUY: BUY}[choice.action]
        value = float(options.values[row, column[code]])
        basic_values[row] = value
        best = int(options.best[row])
        if code != best and value < options.best_value[row]:
            key = f"{choice.rule}: {_decision_name(code)} -> {_decision_name(best)}"
            found = deviations.setdefault(key, [0.0, 0.0])
            weight = float(options.weights[row])
            found[0] += weight
            found[1] += weight * (float(options.best_value[row]) - value)
    return basic_values, deviations


def _rank_file(folder: Path, rank: int) -> Path:
    return folder / f"rank-{rank:02d}.npz"


def save_rank(folder: Path, expected: dict[str, Any], figures: RankFigures, tables: HandTables) -> dict[str, Any]:
    """Keep a finished rank; returns what `load_rank` reads back from it."""
    arrays: dict[str, Any] = {
        "identity": np.array(json.dumps(expected, sort_keys=True)),
        "figures": np.array(json.dumps(figures.to_json())),
        "first": tables.first,
        "plays5": np.packbits(tables.plays5),
        "plays6": np.packbits(tables.plays6),
    }
    buffer = io.BytesIO()
    np.savez_compressed(buffer, **arrays)
    write_atomic(_rank_file(folder, figures.rank), buffer.getvalue())
    return arrays


def load_rank(folder: Path, expected: dict[str, Any], rank: int) -> dict[str, Any] | None:
    """A finished rank of this build, or None (absent, or of other inputs or code: counted again)."""
    path = _rank_file(folder, rank)
    if not path.exists():
        return None
    try:
        with np.load(path) as data:
            found = {name: data[name] for name in data.files}
    except (OSError, ValueError) as error:
        print(f"{path}: unreadable ({error}); counted again", file=sys.stderr)
        return None
    if json.loads(str(found["identity"])) != json.loads(json.dumps(expected, sort_keys=True)):
        print(f"{path}: counted from other inputs or other code; counted again", file=sys.stderr)
        return None
    return found


#: The rules a build's forked workers count (set before the fork: they inherit it, no pickling).
_RULES: list[TableRules] = []


def _work(rank: int) -> tuple[RankFigures, HandTables]:
    return count_rank(_RULES[0], rank)


def build(
    rules: TableRules,
    out: Path,
    checkpoint: Path,
    *,
    workers: int,
    progress: ProgressCallback | None = None,
    note: Callable[[str], None] = lambda _: None,
) -> dict[str, Any]:
    """Count every rank not in `checkpoint` yet, then write the strategy data to `out`."""
    started = time.perf_counter()
    checkpoint.mkdir(parents=True, exist_ok=True)
    expected = identity(rules)
    found = {rank: data for rank in UPCARD_RANKS if (data := load_rank(checkpoint, expected, rank)) is not None}
    todo = [rank for rank in UPCARD_RANKS if rank not in found]
    if found:
        note(f"resuming: {len(found)} of 13 upcard ranks already counted in {checkpoint}")
    if progress is not None:
        progress(len(found), len(UPCARD_RANKS))
    if todo:
        subsets_of_others(HAND_CARDS)  # built once here, inherited by the forked workers
        subsets_of_others(HAND_CARDS + 1)
        _RULES[:] = [rules]
        with fork_pool(max(1, min(workers, len(todo)))) as pool:
            futures = [pool.submit(_work, rank) for rank in todo]
            for future in as_completed(futures):
                figures, tables = future.result()
                found[figures.rank] = save_rank(checkpoint, expected, figures, tables)
                if progress is not None:
                    progress(len(found), len(UPCARD_RANKS))
    ranks = [json.loads(str(found[rank]["figures"])) for rank in UPCARD_RANKS]
    summary = _summary(ranks, time.perf_counter() - started, rules.settings.mandatory_units)
    buffer = io.BytesIO()
    arrays: dict[str, Any] = {
        "identity": np.array(json.dumps(expected | {"built_seconds": summary["seconds"]}, sort_keys=True)),
        "figures": np.array(json.dumps(summary)),
    }
    for rank in UPCARD_RANKS:
        for name in ("first", "plays5", "plays6"):
            arrays[f"{name}_{rank}"] = found[rank][name]
    np.savez_compressed(buffer, **arrays)
    written = buffer.getvalue()
    write_atomic(out, written)
    return summary | {"path": str(out), "decisions_sha256": decisions_digest(arrays), "bytes": len(written)}


def _summary(ranks: list[dict[str, Any]], seconds: float, units: int) -> dict[str, Any]:
    """The ranks' figures together; costs in percentage points of the mandatory bets (`units`
    Antes: Ante + Super, or the Ante alone)."""
    hands = len(ranks) * HANDS_PER_UPCARD
    decisions: dict[str, int] = {}
    for rank in ranks:
        for name, count in rank["decisions"].items():
            decisions[name] = decisions.get(name, 0) + count
    merged: dict[str, list[float]] = {}
    by_upcard = []
    for rank in ranks:
        for key, (count, cost) in rank["deviations"].items():
            found = merged.setdefault(key, [0.0, 0.0])
            found[0] += count
            found[1] += cost
            by_upcard.append({"deviation": key, "upcard": RANK_NAMES[rank["rank"]], "hands": count, "cost": cost})

    def row(item: dict[str, Any]) -> dict[str, Any]:
        # Per (hand, upcard) pair (x 4 upcard suits / all pairs); points of the mandatory bets.
        return item | {"frequency": item["hands"] / hands, "cost_points": item["cost"] / hands * 100 / units}

    deviations = [row({"deviation": key, "hands": c, "cost": v}) for key, (c, v) in merged.items()]
    return {
        "seconds": seconds,
        "rank_seconds": {str(rank["rank"]): rank["seconds"] for rank in ranks},
        "basic_model_value_per_ante": sum(rank["basic_value_sum"] for rank in ranks) / hands,
        "deviations": sorted(deviations, key=lambda d: -d["cost"]),
        "deviations_by_upcard": sorted((row(d) for d in by_upcard), key=lambda d: -d["cost"])[:40],
        "model_value_per_ante": sum(rank["value_sum"] for rank in ranks) / hands,
        "raise_frequency": sum(rank["raised_sum"] for rank in ranks) / hands,
        "fees_per_ante": sum(rank["fee_sum"] for rank in ranks) / hands,
        "decisions": {name: count * SUITS for name, count in sorted(decisions.items())},
        "deals": hands * SUITS,
    }
