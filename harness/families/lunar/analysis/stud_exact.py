"""Exact count of a raise-or-fold stud game under the optimal strategy that sees the upcard.

Caribbean Stud is the game (brief §1): the player sees five cards and the dealer's upcard and
folds or raises; the count needs only the game's pay rules by hand value (`RaiseSchedule`, from
the game's settings through harness.families.lunar.pay_schedule), so no rule of a game is written here.

Every deal is counted, none sampled: C(52,5) player hands x 47 upcards x C(46,4) hidden dealer
cards = 19,933,230,517,200 deals. For each player hand and upcard the dealer's 163,185 hidden
hands are split by outcome (`harness.families.lunar.analysis.dealer_counts`, inclusion-exclusion over the
player's cards); the hand is raised iff the exact expected value of raising beats folding.
Suit symmetry cuts the (hand, upcard) pairs from 122 million to 5.6 million
(`harness.families.lunar.analysis.symmetry`); the 13 upcard ranks are shared among worker processes.

Figures are per Ante. House edge = expected loss / Ante; element of risk = expected loss /
expected total wagered (Ante, plus the Raise when raised).
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import numpy as np
import numpy.typing as npt

from harness.core.cards import Card, format_cards
from harness.core.paytable import PaytableSet
from harness.families.lunar.analysis.dealer_counts import DEALER_COMPLETIONS, UpcardTables
from harness.families.lunar.analysis.five_card import fraction_json
from harness.families.lunar.analysis.hand_values import TOTAL_HANDS, all_five_card_hands, dense_values, value_scores
from harness.families.lunar.analysis.pay_schedule import Event, RaiseSchedule
from harness.families.lunar.analysis.stud_strategy import UPCARD_RANKS, StrategySummary, summarise_strategy
from harness.families.lunar.analysis.symmetry import UPCARD_SUIT, canonical_keys, to_spade_upcard
from harness.families.lunar.analysis.upcard_analysis import FOLD_TOTAL, UpcardAnalysis, analyse_upcard, raise_totals
from harness.runtime.executors import exit_with_parent, fork_pool
from harness.runtime.progress import ProgressCallback

UPCARDS_PER_PLAYER_HAND = 47
TOTAL_DEALS = TOTAL_HANDS * UPCARDS_PER_PLAYER_HAND * DEALER_COMPLETIONS  # 19,933,230,517,200
_UPCARD_SUITS = 4  # each computed spade upcard stands for the four suits of its rank


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnRow:
    """One way a deal ends, what it pays per Ante, and on how many of the deals."""

    event: str
    label: str
    units: int
    combinations: int

    @property
    def probability(self) -> Fraction:
        return Fraction(self.combinations, TOTAL_DEALS)

    @property
    def return_contribution(self) -> Fraction:
        return self.probability * self.units


@dataclass(frozen=True, slots=True, kw_only=True)
class HandOutcome:
    """One player hand against one upcard: the hidden hands by outcome and the optimal decision."""

    player: tuple[Card, ...]
    upcard: Card
    does_not_qualify: int
    push: int
    dealer_wins: int
    player_wins: int
    raise_total: int

    @property
    def raises(self) -> bool:
        return self.raise_total > FOLD_TOTAL


@dataclass(frozen=True, slots=True, kw_only=True)
class StrategyFigures:
    """A strategy's exact cost over all deals: total loss in Antes and Antes wagered."""

    total_loss: int
    wagered_combinations: int

    @property
    def house_edge(self) -> Fraction:
        return Fraction(self.total_loss, TOTAL_DEALS)

    @property
    def element_of_risk(self) -> Fraction:
        return Fraction(self.total_loss, self.wagered_combinations)


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class StudExactResult:
    paytable: PaytableSet
    schedule: RaiseSchedule
    upcards: tuple[UpcardAnalysis, ...]  # one per upcard rank 2..A (the spade)
    return_table: tuple[ReturnRow, ...]
    wagered_combinations: int  # sum over deals of the Antes staked (1, or 3 when raised)
    raised_combinations: int  # deals in which the player raises
    indifferent_pairs: int  # (hand, upcard) pairs where raising and folding are worth exactly the same
    strategy: StrategySummary
    seconds: float
    workers: int

    @property
    def total_combinations(self) -> int:
        return sum(row.combinations for row in self.return_table)

    @property
    def expected_value(self) -> Fraction:
        return Fraction(sum(row.units * row.combinations for row in self.return_table), TOTAL_DEALS)

    @property
    def house_edge(self) -> Fraction:
        return -self.expected_value

    @property
    def average_wager(self) -> Fraction:
        return Fraction(self.wagered_combinations, TOTAL_DEALS)

    @property
    def element_of_risk(self) -> Fraction:
        return self.house_edge / self.average_wager

    @property
    def raise_frequency(self) -> Fraction:
        return Fraction(self.raised_combinations, TOTAL_DEALS)

    def strategy_figures(self, raises: Callable[[UpcardAnalysis], npt.NDArray[np.bool_]]) -> StrategyFigures:
        """Exact figures of another strategy, given as its raise decisions for each upcard's
        classes (e.g. "raise any pair or better"): what a simpler strategy costs."""
        net = wagered = 0
        for analysis in self.upcards:
            raised = raises(analysis)
            w = analysis.weights * _UPCARD_SUITS
            net += int((w * np.where(raised, analysis.raise_total, FOLD_TOTAL)).sum())
            staked = self.schedule.rules.staked_when_raised
            wagered += int((w * DEALER_COMPLETIONS * np.where(raised, staked, 1)).sum())
        return StrategyFigures(total_loss=-net, wagered_combinations=wagered)

    def outcome(self, player: Sequence[Card], upcard: Card) -> HandOutcome:
        """The computed counts and decision for one player hand and upcard (any suits)."""
        cards = np.array([[c.index for c in player]], dtype=np.int64)
        if len({c.index for c in player} | {upcard.index}) != 6:
            raise ValueError("the player's five cards and the upcard must be six different cards")
        spade_cards, spade_upcard = to_spade_upcard(cards, upcard.index)
        analysis = self.upcards[spade_upcard // 4]
        key = canonical_keys(spade_cards)[0]
        row = int(np.searchsorted(analysis.keys, key))
        if row >= len(analysis.keys) or analysis.keys[row] != key:
            raise AssertionError(f"no computed class for {format_cards(player)} against {upcard}")
        return HandOutcome(
            player=tuple(player),
            upcard=upcard,
            does_not_qualify=int(analysis.does_not_qualify[row]),
            push=int(analysis.push[row]),
            dealer_wins=int(analysis.dealer_wins[row]),
            player_wins=int(analysis.player_wins[row]),
            raise_total=int(analysis.raise_total[row]),
        )

    def save_counts(self, path: Path) -> None:
        """Every (hand class, upcard) count as a compressed .npz: for upcard rank r (2..14) the
        arrays `r<r>_keys` (canonical 52-bit card masks, upcard the spade of rank r),
        `r<r>_weights` (hands per class), `r<r>_does_not_qualify`, `_push`, `_dealer_wins`,
        `_player_wins` and `_raise_total` (net in Antes over the 163,185 hidden hands)."""
        arrays: dict[str, np.ndarray] = {}
        for analysis in self.upcards:
            prefix = f"r{analysis.upcard // 4 + 2}_"
            for name in ("keys", "weights", "does_not_qualify", "push", "dealer_wins", "player_wins", "raise_total"):
                arrays[prefix + name] = getattr(analysis, name)
        np.savez_compressed(path, **arrays)  # type: ignore[arg-type]

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.schedule.rules.game,
            "analysis": "exact",
            "strategy_kind": "optimal, seeing the dealer's upcard (raise iff the exact EV of raising > -1)",
            "paytable": {
                "name": self.paytable.name,
                "version": self.paytable.version,
                "path": self.paytable.path,
                "sha256": self.paytable.sha256,
            },
            "total_combinations": self.total_combinations,
            "dealer_hidden_hands_per_pair": DEALER_COMPLETIONS,
            "return_table": [
                {
                    "event": row.event,
                    "label": row.label,
                    "units_per_ante": row.units,
                    "combinations": row.combinations,
                    "probability": fraction_json(row.probability),
                    "return_contribution": fraction_json(row.return_contribution),
                }
                for row in self.return_table
            ],
            "expected_value": fraction_json(self.expected_value),
            "house_edge": fraction_json(self.house_edge),
            "element_of_risk": fraction_json(self.element_of_risk),
            "average_wager": fraction_json(self.average_wager),
            "raise_frequency": fraction_json(self.raise_frequency),
            "indifferent_pairs": self.indifferent_pairs,
            "strategy": self.strategy.to_json(),
            "seconds": round(self.seconds, 2),
            "workers": self.workers,
        }


def _build_return_table(analyses: Sequence[UpcardAnalysis], schedule: RaiseSchedule) -> tuple[ReturnRow, ...]:
    fold = no_qualify = push = dealer_wins = unpaid_wins = 0
    wins = np.zeros(len(schedule.lines), dtype=object)
    for a in analyses:
        raises = a.raises
        w = a.weights * _UPCARD_SUITS
        fold += int((w * DEALER_COMPLETIONS)[~raises].sum())
        no_qualify += int((w * a.does_not_qualify)[raises].sum())
        push += int((w * a.push)[raises].sum())
        dealer_wins += int((w * a.dealer_wins)[raises].sum())
        lines = schedule.line_index[a.values]
        for index in range(len(schedule.lines)):
            wins[index] += int((w * a.player_wins)[raises & (lines == index)].sum())
        unpaid = raises & (lines < 0) & (a.player_wins > 0)
        if unpaid.any() and schedule.rules.player_wins.raise_bet is None:
            raise AssertionError("a winning hand has no Raise line")  # the schedule refuses such tables
        unpaid_wins += int((w * a.player_wins)[unpaid].sum())
    table = schedule.paytable.tables["raise"]
    rules = schedule.rules
    if rules.player_wins.raise_bet is None:
        player_wins = [
            ReturnRow(
                event=f"{Event.PLAYER_WINS}:{line.name}",
                label=f"raise, player wins: {line.label}",
                units=rules.units(rules.player_wins, line.pays),
                combinations=int(wins[index]),
            )
            for index, line in enumerate(table.lines)
        ]
    else:  # the Raise of a winning hand is not paid by its line: one row
        player_wins = [
            ReturnRow(
                event=Event.PLAYER_WINS,
                label="raise, player wins",
                units=rules.units(rules.player_wins),
                combinations=int(sum(wins)) + unpaid_wins,
            )
        ]
    rows = [
        ReturnRow(event=Event.FOLD, label="fold", units=-1, combinations=fold),
        ReturnRow(
            event=Event.DEALER_DOES_NOT_QUALIFY,
            label="raise, dealer does not qualify",
            units=rules.units(rules.dealer_does_not_qualify),
            combinations=no_qualify,
        ),
        *player_wins,
        ReturnRow(event=Event.PUSH, label="raise, push", units=rules.units(rules.tie), combinations=push),
        ReturnRow(
            event=Event.DEALER_WINS,
            label="raise, dealer wins",
            units=rules.units(rules.dealer_wins),
            combinations=dealer_wins,
        ),
    ]
    return tuple(rows)


def count_stud_exact(
    schedule: RaiseSchedule, *, progress: ProgressCallback | None = None, workers: int | None = None
) -> StudExactResult:
    """Count every deal under the optimal upcard-aware strategy; see the module docstring."""
    started = time.perf_counter()
    workers = max(1, min(workers if workers is not None else (os.cpu_count() or 1), len(UPCARD_RANKS)))
    all_five_card_hands()  # built once here, inherited by forked workers
    value_scores()
    tasks = [(rank - 2) * 4 + UPCARD_SUIT for rank in reversed(UPCARD_RANKS)]
    total = len(tasks)
    results: dict[int, UpcardAnalysis] = {}
    if progress is not None:
        progress(0, total)
    if workers == 1:
        for upcard in tasks:
            results[upcard] = analyse_upcard(upcard, schedule.qualify_value, schedule.pays, schedule.rules)
            if progress is not None:
                progress(len(results), total)
    else:
        forks = "fork" in multiprocessing.get_all_start_methods()
        pool = fork_pool(workers) if forks else ProcessPoolExecutor(
            max_workers=workers, mp_context=multiprocessing.get_context("spawn"),
            initializer=exit_with_parent, initargs=(os.getpid(),),
        )  # fmt: skip
        with pool:
            futures = [
                pool.submit(analyse_upcard, u, schedule.qualify_value, schedule.pays, schedule.rules) for u in tasks
            ]
            for future in as_completed(futures):
                analysis = future.result()
                results[analysis.upcard] = analysis
                if progress is not None:
                    progress(len(results), total)
    analyses = tuple(results[u] for u in sorted(results))
    return_table = _build_return_table(analyses, schedule)
    wagered = raised = indifferent = 0
    for a in analyses:
        w = a.weights * _UPCARD_SUITS * DEALER_COMPLETIONS
        raised += int(w[a.raises].sum())
        wagered += int(w.sum()) + schedule.raise_multiple * int(w[a.raises].sum())
        indifferent += int((a.weights * _UPCARD_SUITS)[a.indifferent].sum())
    result = StudExactResult(
        paytable=schedule.paytable,
        schedule=schedule,
        upcards=analyses,
        return_table=return_table,
        wagered_combinations=wagered,
        raised_combinations=raised,
        indifferent_pairs=indifferent,
        strategy=summarise_strategy(analyses, schedule),
        seconds=time.perf_counter() - started,
        workers=workers,
    )
    if result.total_combinations != TOTAL_DEALS:
        raise AssertionError(f"the return table covers {result.total_combinations:,} deals, not {TOTAL_DEALS:,}")
    return result


def dealer_outcome_counts(player: Sequence[Card], upcard: Card, schedule: RaiseSchedule) -> HandOutcome:
    """One player hand and upcard counted on their own (builds the upcard's tables, ~0.5 s)."""
    cards = np.array([[c.index for c in player]], dtype=np.int64)
    values = dense_values(cards)
    outcomes = UpcardTables(upcard.index).outcomes(cards, values, schedule.qualify_value)
    raise_total = int(raise_totals(outcomes, schedule.pays[values], schedule.rules)[0])
    return HandOutcome(
        player=tuple(player),
        upcard=upcard,
        does_not_qualify=int(outcomes.does_not_qualify[0]),
        push=int(outcomes.push[0]),
        dealer_wins=int(outcomes.dealer_wins[0]),
        player_wins=int(outcomes.player_wins[0]),
        raise_total=raise_total,
    )


__all__ = [
    "TOTAL_DEALS",
    "HandOutcome",
    "ReturnRow",
    "StrategyFigures",
    "StudExactResult",
    "count_stud_exact",
    "dealer_outcome_counts",
]
