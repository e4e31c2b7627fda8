"""Power of the battery: the smallest log size at which each faulty shuffler is caught, and the
false-alarm rate of the good shuffler at the same sizes.

Why both: a test that rejects everything catches every fault. The good shuffler's family-wise
false-alarm rate (Holm at 1 - level) must stay at or below 1 - level, measured over repeated
runs and reported with its exact (Clopper-Pearson) 95% interval.

"Caught at size s" means the battery rejected every one of `repeats` independent logs of s
decks, and at least one log of each smaller size passed (sizes are tried in increasing order,
and a size is abandoned at its first passing log). Every log has its own stream,
SeedSequence(seed, spawn_key=(shuffler index, size, repeat)), so any row can be replayed alone.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from scipy import stats

from harness.shuffle.battery import minimum_decks, run_on_decks
from harness.shuffle.decks import DeckSpec
from harness.shuffle.shufflers import FAULTY_SHUFFLERS, GOOD_SHUFFLER, SHUFFLERS, ShufflerModel
from harness.spec.errors import UsageError

DEFAULT_SIZES: tuple[int, ...] = (300, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000)
DEFAULT_REPEATS = 50
#: shuffle-test's own power table is a smaller study: 3 logs per size, faulty shufflers only.
REPORT_REPEATS = 3

ProgressCallback = Callable[[int, int], None]


@dataclass(frozen=True, slots=True, kw_only=True)
class PowerPlan:
    spec: DeckSpec
    sizes: tuple[int, ...] = DEFAULT_SIZES
    level: float = 0.99
    repeats: int = DEFAULT_REPEATS
    seed: int = 0
    shufflers: tuple[ShufflerModel, ...] = FAULTY_SHUFFLERS
    include_good: bool = True

    def __post_init__(self) -> None:
        if not self.sizes or any(s < 1 for s in self.sizes):
            raise UsageError(f"sizes={list(self.sizes)}: give one or more positive log sizes")
        if list(self.sizes) != sorted(set(self.sizes)):
            raise UsageError(f"sizes={list(self.sizes)}: sizes must be increasing and distinct")
        if self.repeats < 1:
            raise UsageError(f"repeats={self.repeats}: must be at least 1")
        smallest = minimum_decks(self.spec)
        if self.sizes[0] < smallest:
            raise UsageError(
                f"sizes={list(self.sizes)}: the battery needs at least {smallest} decks of {self.spec.size} cards"
            )

    @property
    def work(self) -> int:
        """Upper bound of decks generated and tested, for the progress bar."""
        faulty = len(self.shufflers) * self.repeats * sum(self.sizes)
        return faulty + (self.repeats * sum(self.sizes) if self.include_good else 0)


@dataclass(frozen=True, slots=True, kw_only=True)
class SizeTrial:
    """Logs of one size from one shuffler: how many were run and how many the battery rejected."""

    size: int
    runs: int
    rejections: int
    rejected_by: dict[str, int]

    def to_json(self) -> dict[str, object]:
        return {"size": self.size, "runs": self.runs, "rejections": self.rejections, "rejected_by": self.rejected_by}


@dataclass(frozen=True, slots=True, kw_only=True)
class ShufflerPower:
    name: str
    description: str
    trials: tuple[SizeTrial, ...]
    caught_at: int | None

    @property
    def caught_by(self) -> list[str]:
        """Tests that rejected the logs at the size where the shuffler was caught, most often first."""
        if self.caught_at is None:
            return []
        trial = self.trials[-1]
        return [name for name, _ in sorted(trial.rejected_by.items(), key=lambda item: (-item[1], item[0]))]

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "description": self.description,
            "caught_at": self.caught_at,
            "caught_by": self.caught_by,
            "trials": [t.to_json() for t in self.trials],
        }


def clopper_pearson(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float]:
    """Exact binomial confidence interval for a rate."""
    tail = (1 - confidence) / 2
    low = 0.0 if successes == 0 else float(stats.beta.ppf(tail, successes, trials - successes + 1))
    high = 1.0 if successes == trials else float(stats.beta.ppf(1 - tail, successes + 1, trials - successes))
    return low, high


@dataclass(frozen=True, slots=True, kw_only=True)
class FalseAlarms:
    """The good shuffler at every size: rejections out of runs, with the family-wise target."""

    trials: tuple[SizeTrial, ...]
    alpha: float

    @property
    def runs(self) -> int:
        return sum(t.runs for t in self.trials)

    @property
    def rejections(self) -> int:
        return sum(t.rejections for t in self.trials)

    @property
    def rate(self) -> float:
        return self.rejections / self.runs

    @property
    def interval(self) -> tuple[float, float]:
        return clopper_pearson(self.rejections, self.runs)

    @property
    def acceptable(self) -> bool:
        """The rate is not shown to exceed alpha: its 95% interval reaches down to alpha or below."""
        return self.interval[0] <= self.alpha

    def to_json(self) -> dict[str, object]:
        low, high = self.interval
        return {
            "runs": self.runs,
            "rejections": self.rejections,
            "rate": self.rate,
            "ci95": [low, high],
            "ci_method": "Clopper-Pearson",
            "target_at_most": self.alpha,
            "acceptable": self.acceptable,
            "trials": [t.to_json() for t in self.trials],
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class PowerStudy:
    plan: PowerPlan
    faulty: tuple[ShufflerPower, ...]
    good: FalseAlarms | None

    @property
    def all_caught(self) -> bool:
        return all(row.caught_at is not None for row in self.faulty)

    @property
    def passed(self) -> bool:
        """The battery is calibrated: the good shuffler's false alarms are not shown to exceed 1 - level.

        A faulty shuffler not caught within the sizes is a measurement (where the battery's power
        ends), reported as such, not a failure of the study.
        """
        return self.good is None or self.good.acceptable

    def to_json(self) -> dict[str, object]:
        return {
            "deck": self.plan.spec.size,
            "sizes": list(self.plan.sizes),
            "level": self.plan.level,
            "repeats": self.plan.repeats,
            "seed": self.plan.seed,
            "seeding": "SeedSequence(seed, spawn_key=(shuffler index, size, repeat)), PCG64",
            "caught_means": "the battery (Holm, family-wise) rejected every one of `repeats` logs of that size",
            "faulty": [row.to_json() for row in self.faulty],
            "good": None if self.good is None else self.good.to_json(),
            "all_caught": self.all_caught,
            "passed": self.passed,
        }


def log_rng(seed: int, shuffler: ShufflerModel, size: int, repeat: int) -> np.random.Generator:
    index = list(SHUFFLERS).index(shuffler.name)
    return np.random.Generator(np.random.PCG64(np.random.SeedSequence(seed, spawn_key=(index, size, repeat))))


def _trial(
    plan: PowerPlan, model: ShufflerModel, size: int, *, stop_at_pass: bool, tick: Callable[[int], None]
) -> SizeTrial:
    rejections = 0
    runs = 0
    rejected_by: Counter[str] = Counter()
    for repeat in range(plan.repeats):
        decks = model.generate(log_rng(plan.seed, model, size, repeat), size, plan.spec.size)
        result = run_on_decks(decks, plan.spec, plan.level)
        runs += 1
        tick(size)
        if not result.passed:
            rejections += 1
            rejected_by.update(result.rejected_by)
        elif stop_at_pass:
            break
    return SizeTrial(size=size, runs=runs, rejections=rejections, rejected_by=dict(sorted(rejected_by.items())))


def search_shuffler(plan: PowerPlan, model: ShufflerModel, tick: Callable[[int], None]) -> ShufflerPower:
    """Try sizes in order; the first size where every repeat is rejected is where it is caught."""
    trials: list[SizeTrial] = []
    for index, size in enumerate(plan.sizes):
        trial = _trial(plan, model, size, stop_at_pass=True, tick=tick)
        trials.append(trial)
        if trial.rejections == plan.repeats:
            tick(plan.repeats * sum(plan.sizes[index + 1 :]))  # work no longer needed
            return ShufflerPower(name=model.name, description=model.description, trials=tuple(trials), caught_at=size)
        tick(size * (plan.repeats - trial.runs))
    return ShufflerPower(name=model.name, description=model.description, trials=tuple(trials), caught_at=None)


def run_power_study(plan: PowerPlan, on_progress: ProgressCallback | None = None) -> PowerStudy:
    done = 0

    def tick(decks: int) -> None:
        nonlocal done
        done += decks
        if on_progress is not None:
            on_progress(done, plan.work)

    faulty = tuple(search_shuffler(plan, model, tick) for model in plan.shufflers)
    good = None
    if plan.include_good:
        trials = tuple(_trial(plan, GOOD_SHUFFLER, size, stop_at_pass=False, tick=tick) for size in plan.sizes)
        good = FalseAlarms(trials=trials, alpha=1 - plan.level)
    return PowerStudy(plan=plan, faulty=faulty, good=good)


def parse_sizes(text: str) -> tuple[int, ...]:
    """`500,1000,2k,1M` -> (500, 1000, 2000, 1000000)."""
    sizes: list[int] = []
    for item in text.replace(" ", "").split(","):
        if not item:
            continue
        multiplier = {"k": 1_000, "m": 1_000_000}.get(item[-1].lower(), 1)
        digits = item[:-1] if multiplier > 1 else item
        if not digits.replace("_", "").isdigit():
            raise UsageError(f"sizes={text!r}: {item!r} is not a number of decks (e.g. 500,1000,2k,1M)")
        sizes.append(int(digits.replace("_", "")) * multiplier)
    return tuple(sizes)


def sizes_for_log(decks: int, sizes: Sequence[int] = DEFAULT_SIZES) -> tuple[int, ...]:
    """Sizes for a log's own power table: the stated sizes below the log's size, then the log's
    size itself (capped at the largest stated size, so the table stays cheap for huge logs)."""
    cap = min(decks, sizes[-1])
    return (*(s for s in sizes if s < cap), cap)
