"""The statistical battery: counts gathered from blocks of decks, then one test per question.

Why counts first: every test is a function of a few tables (card x position, card -> next
card, position in deck k-1 -> position in deck k, histograms), which add up over blocks. A log of
millions of decks is read once, block by block, in numpy, and sub-samples are just separate
tables. The tests then run on the sums in microseconds.

Each test states its statistic, degrees of freedom, p-value and pass/fail at the chosen level;
the family of tests is judged with Holm's step-down correction (Bonferroni adjusted p-values are
reported beside it; the two always agree on the family verdict, Holm rejects more single tests).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np
import numpy.typing as npt
from scipy import stats

from harness.core.hands import Category
from harness.shuffle.decks import DeckSpec
from harness.shuffle.null_distributions import (
    adjacency_antisymmetric_scale,
    adjacency_degrees,
    hand_category_probabilities,
    position_table_scale,
    rising_sequence_probabilities,
    runs_moments,
    spearman_variance,
    without_replacement_scale,
)

Decks = npt.NDArray[np.int8]
Counts = npt.NDArray[np.int64]

#: Smallest expected count per cell (or grouped bin) for a chi-square test to be used.
MIN_EXPECTED = 5.0
#: Smallest number of decks (or pairs) for a normal-approximation test to be used.
MIN_NORMAL_SAMPLE = 30
#: Cards in the dealt hand tested for rank/suit frequencies and the poker category.
HAND_CARDS = 5
#: Decks processed at once inside `update`; keeps temporaries in cache.
SLICE = 1 << 15

_FINGERPRINT_MULTIPLIERS = np.random.Generator(np.random.PCG64(20240917)).integers(
    0, 2**63, size=(64, 2), dtype=np.uint64
) * np.uint64(2) + np.uint64(1)


def hand_categories(hands: npt.NDArray[np.int8], spec: DeckSpec) -> npt.NDArray[np.int8]:
    """Poker category (`Category` value) of each row of five card numbers, vectorised."""
    ranks = np.sort(spec.rank_index[hands], axis=1)
    suits = spec.suit_index[hands]
    equal = ranks[:, 1:] == ranks[:, :-1]
    paired = equal.sum(axis=1)
    flush = (suits == suits[:, :1]).all(axis=1)
    rank_mask = np.left_shift(1, ranks.astype(np.int64)).sum(axis=1)
    straight = (paired == 0) & np.isin(rank_mask, spec.straight_masks)
    three_same = (ranks[:, 2:] == ranks[:, :-2]).any(axis=1)
    four_same = (ranks[:, 3:] == ranks[:, :-3]).any(axis=1)
    category = np.full(hands.shape[0], Category.HIGH_CARD, dtype=np.int8)
    category[paired == 1] = Category.PAIR
    category[(paired == 2) & ~three_same] = Category.TWO_PAIR
    category[(paired == 2) & three_same] = Category.THREE_OF_A_KIND
    category[(paired == 3) & ~four_same] = Category.FULL_HOUSE
    category[(paired == 3) & four_same] = Category.FOUR_OF_A_KIND
    distinct = paired == 0
    category[distinct & straight & ~flush] = Category.STRAIGHT
    category[distinct & flush & ~straight] = Category.FLUSH
    category[distinct & flush & straight] = Category.STRAIGHT_FLUSH
    return category


def inverse_permutations(decks: Decks) -> Decks:
    """Row-wise inverse: position of each card in each deck."""
    count, size = decks.shape
    positions = np.empty(count * size, dtype=np.int8)
    offsets = (np.arange(count, dtype=np.int64) * size)[:, None]
    positions[(decks + offsets).ravel()] = np.tile(np.arange(size, dtype=np.int8), count)
    return positions.reshape(count, size)


@dataclass(kw_only=True)
class BatteryCounts:
    """Everything the tests need from a run of decks; adds up over blocks and sub-samples."""

    spec: DeckSpec
    decks: int = 0
    pairs: int = 0
    position: Counts = field(init=False)
    adjacency: Counts = field(init=False)
    serial_position: Counts = field(init=False)
    rising: Counts = field(init=False)
    rising_serial: Counts = field(init=False)
    hand_category: Counts = field(init=False)
    runs_colour: int = 0
    runs_high_low: int = 0
    #: Sum over consecutive pairs of sum_v v * r_v, r the relative permutation (exact integer).
    serial_cross: int = 0
    #: Two 64-bit fingerprints per deck, for the repeated-deck test (whole log only).
    fingerprints: list[npt.NDArray[np.uint64]] = field(default_factory=list)
    keep_fingerprints: bool = True
    #: The deck before the next block, so pairs that straddle blocks are counted once.
    last_deck: Decks | None = None

    def __post_init__(self) -> None:
        n = self.spec.size
        self.position = np.zeros((n, n), dtype=np.int64)
        self.adjacency = np.zeros((n, n), dtype=np.int64)
        self.serial_position = np.zeros((n, n), dtype=np.int64)
        self.rising = np.zeros(n + 1, dtype=np.int64)
        self.rising_serial = np.zeros(n + 1, dtype=np.int64)
        self.hand_category = np.zeros(len(Category), dtype=np.int64)

    def update(self, decks: Decks) -> None:
        for start in range(0, decks.shape[0], SLICE):
            self._update_slice(np.ascontiguousarray(decks[start : start + SLICE], dtype=np.int8))

    def _update_slice(self, decks: Decks) -> None:
        spec = self.spec
        n = spec.size
        count = decks.shape[0]
        if count == 0:
            return
        cells = n * n
        wide = decks.astype(np.int32)
        self.position += np.bincount((wide * n + np.arange(n, dtype=np.int32)).ravel(), minlength=cells).reshape(n, n)
        self.adjacency += np.bincount((wide[:, :-1] * n + wide[:, 1:]).ravel(), minlength=cells).reshape(n, n)
        colour = spec.is_red[decks]
        low = spec.is_low[decks]
        self.runs_colour += count + int((colour[:, 1:] != colour[:, :-1]).sum())
        self.runs_high_low += count + int((low[:, 1:] != low[:, :-1]).sum())
        positions = inverse_permutations(decks)
        self.rising += np.bincount(1 + (positions[:, 1:] < positions[:, :-1]).sum(axis=1), minlength=n + 1)
        self.hand_category += np.bincount(hand_categories(decks[:, :HAND_CARDS], spec), minlength=len(Category))

        # Pairs (deck k-1, deck k): r[v] = position in deck k of the card at position v in deck k-1.
        if self.last_deck is not None:
            previous = np.concatenate((self.last_deck[None, :], decks[:-1]))
            current_rows = np.arange(count, dtype=np.int64)
        else:
            previous = decks[:-1]
            current_rows = np.arange(1, count, dtype=np.int64)
        if previous.shape[0]:
            flat = (previous.astype(np.int64) + (current_rows * n)[:, None]).ravel()
            relative = positions.ravel().take(flat).reshape(previous.shape)
            relative_wide = relative.astype(np.int32)
            self.serial_position += np.bincount(
                (np.arange(n, dtype=np.int32) * n + relative_wide).ravel(), minlength=cells
            ).reshape(n, n)
            self.serial_cross += int((relative_wide.astype(np.int64) @ np.arange(n, dtype=np.int64)).sum())
            self.rising_serial += np.bincount(1 + (relative[:, 1:] < relative[:, :-1]).sum(axis=1), minlength=n + 1)
            self.pairs += previous.shape[0]
        if self.keep_fingerprints:
            self.fingerprints.append(decks.astype(np.uint64) @ _FINGERPRINT_MULTIPLIERS[:n])
        self.decks += count
        self.last_deck = decks[-1].copy()

    def continued(self) -> BatteryCounts:
        """Fresh counts for the next sub-sample, carrying the last deck so no pair is lost."""
        nxt = BatteryCounts(spec=self.spec, keep_fingerprints=self.keep_fingerprints)
        nxt.last_deck = self.last_deck
        return nxt

    @staticmethod
    def total(parts: Sequence[BatteryCounts]) -> BatteryCounts:
        """The sum of consecutive sub-samples (the whole log)."""
        whole = BatteryCounts(spec=parts[0].spec, keep_fingerprints=parts[0].keep_fingerprints)
        for part in parts:
            whole.decks += part.decks
            whole.pairs += part.pairs
            whole.position += part.position
            whole.adjacency += part.adjacency
            whole.serial_position += part.serial_position
            whole.rising += part.rising
            whole.rising_serial += part.rising_serial
            whole.hand_category += part.hand_category
            whole.runs_colour += part.runs_colour
            whole.runs_high_low += part.runs_high_low
            whole.serial_cross += part.serial_cross
            whole.fingerprints.extend(part.fingerprints)
            whole.last_deck = part.last_deck
        return whole


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """One test on one sample: the figures a lab reads, and whether it passed at the level."""

    name: str
    title: str
    distribution: str
    statistic: float
    df: int | None
    p_value: float
    passed: bool
    applicable: bool = True
    detail: str = ""

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "title": self.title,
            "distribution": self.distribution,
            "statistic": self.statistic,
            "df": self.df,
            "p_value": self.p_value,
            "passed": self.passed,
            "applicable": self.applicable,
            "detail": self.detail,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class BatteryTest:
    """A test of the battery: its name, the question it asks, and how it reads the counts."""

    name: str
    title: str
    question: str
    run: Callable[[BatteryCounts, float], Outcome]
    #: Tests on sub-samples skip this one (it has a discrete p-value, 1 when nothing repeats).
    on_subsamples: bool = True


def _not_applicable(name: str, title: str, distribution: str, why: str) -> Outcome:
    return Outcome(
        name=name,
        title=title,
        distribution=distribution,
        statistic=math.nan,
        df=None,
        p_value=math.nan,
        passed=True,
        applicable=False,
        detail=why,
    )


def _chi_square_result(name: str, title: str, statistic: float, df: int, alpha: float, detail: str = "") -> Outcome:
    p_value = float(stats.chi2.sf(statistic, df))
    return Outcome(
        name=name,
        title=title,
        distribution="chi-square",
        statistic=float(statistic),
        df=df,
        p_value=p_value,
        passed=p_value >= alpha,
        detail=detail,
    )


def _normal_result(name: str, title: str, z: float, alpha: float, detail: str = "") -> Outcome:
    p_value = float(2 * stats.norm.sf(abs(z)))
    return Outcome(
        name=name,
        title=title,
        distribution="normal (two-sided)",
        statistic=float(z),
        df=None,
        p_value=p_value,
        passed=p_value >= alpha,
        detail=detail,
    )


def _pearson(observed: npt.NDArray[np.int64] | npt.NDArray[np.float64], expected: npt.NDArray[np.float64]) -> float:
    return float((((observed - expected) ** 2) / expected).sum())


def _worst_cell(observed: npt.NDArray[np.int64], expected: float, label: Callable[[int, int], str]) -> str:
    residual = (observed - expected) / math.sqrt(expected)
    row, col = np.unravel_index(int(np.abs(residual).argmax()), residual.shape)
    return (
        f"largest deviation: {label(int(row), int(col))}, observed {int(observed[row, col])}, "
        f"expected {expected:.1f} (z = {residual[row, col]:+.1f})"
    )


def permutation_table_test(
    name: str,
    title: str,
    table: npt.NDArray[np.int64],
    samples: int,
    alpha: float,
    label: Callable[[int, int], str],
) -> Outcome:
    """Chi-square of a table to which each sample adds one permutation matrix."""
    n = table.shape[0]
    expected = samples / n
    if expected < MIN_EXPECTED:
        return _not_applicable(name, title, "chi-square", f"needs at least {math.ceil(MIN_EXPECTED * n)} samples")
    statistic = permutation_table_statistic(table, samples)
    return _chi_square_result(name, title, statistic, (n - 1) ** 2, alpha, _worst_cell(table, expected, label))


def permutation_table_statistic(table: npt.NDArray[np.int64] | npt.NDArray[np.float64], samples: int) -> float:
    """Pearson's X^2 against samples/n per cell, times (n-1)/n: chi-square, (n-1)^2 d.f., under the null."""
    n = table.shape[0]
    return _pearson(table, np.full(table.shape, samples / n)) * float(position_table_scale(n))


def _grouped_chi_square(
    name: str,
    title: str,
    observed: npt.NDArray[np.int64],
    probabilities: Sequence[float],
    samples: int,
    alpha: float,
    labels: Sequence[str],
) -> Outcome:
    """Chi-square against exact probabilities, sparse bins merged left to right until each expects >= 5."""
    groups: list[list[int]] = []
    mass = 0.0
    current: list[int] = []
    for index, probability in enumerate(probabilities):
        current.append(index)
        mass += probability
        if mass * samples >= MIN_EXPECTED:
            groups.append(current)
            current, mass = [], 0.0
    if current:
        if not groups:
            return _not_applicable(name, title, "chi-square", "too few samples for any bin")
        groups[-1].extend(current)
    if len(groups) < 2:
        return _not_applicable(name, title, "chi-square", "too few samples to form two bins")
    grouped_observed = np.array([observed[g].sum() for g in groups], dtype=np.int64)
    grouped_expected = np.array([sum(probabilities[i] for i in g) * samples for g in groups])
    statistic = _pearson(grouped_observed, grouped_expected)
    names = [labels[g[0]] if len(g) == 1 else f"{labels[g[0]]}..{labels[g[-1]]}" for g in groups]
    detail = f"{len(groups)} bins: " + ", ".join(names)
    return _chi_square_result(name, title, statistic, len(groups) - 1, alpha, detail)


def _multinomial_test(
    name: str,
    title: str,
    observed: npt.NDArray[np.int64],
    cell_probability: npt.NDArray[np.float64],
    draws: int,
    alpha: float,
    scale: float = 1.0,
) -> Outcome:
    expected = cell_probability * draws
    if expected.min() < MIN_EXPECTED:
        return _not_applicable(name, title, "chi-square", f"expected counts below {MIN_EXPECTED:g}")
    statistic = _pearson(observed, expected) * scale
    return _chi_square_result(name, title, statistic, observed.size - 1, alpha)


# --- the tests --------------------------------------------------------------------------------


def _card_label(spec: DeckSpec) -> Callable[[int, int], str]:
    return lambda card, position: f"{spec.card_tokens[card]} at position {position + 1}"


def check_position(counts: BatteryCounts, alpha: float) -> Outcome:
    return permutation_table_test(
        "position", "Card by position", counts.position, counts.decks, alpha, _card_label(counts.spec)
    )


def check_first_card(counts: BatteryCounts, alpha: float) -> Outcome:
    n = counts.spec.size
    return _multinomial_test("first_card", "First card", counts.position[:, 0], np.full(n, 1 / n), counts.decks, alpha)


def _by(index: npt.NDArray[np.int8], values: npt.NDArray[np.int64], size: int) -> npt.NDArray[np.int64]:
    return np.bincount(index, weights=values, minlength=size).round().astype(np.int64)


def check_first_card_rank(counts: BatteryCounts, alpha: float) -> Outcome:
    spec = counts.spec
    observed = _by(spec.rank_index, counts.position[:, 0], spec.rank_count)
    return _multinomial_test(
        "first_card_rank",
        "First card: rank",
        observed,
        np.full(spec.rank_count, 1 / spec.rank_count),
        counts.decks,
        alpha,
    )


def check_first_card_suit(counts: BatteryCounts, alpha: float) -> Outcome:
    observed = _by(counts.spec.suit_index, counts.position[:, 0], 4)
    return _multinomial_test("first_card_suit", "First card: suit", observed, np.full(4, 0.25), counts.decks, alpha)


def check_hand_rank(counts: BatteryCounts, alpha: float) -> Outcome:
    spec = counts.spec
    in_hand = counts.position[:, :HAND_CARDS].sum(axis=1)
    observed = _by(spec.rank_index, in_hand, spec.rank_count)
    scale = float(without_replacement_scale(spec.size, HAND_CARDS))
    return _multinomial_test(
        "hand_rank",
        f"Dealt hand (first {HAND_CARDS} cards): ranks",
        observed,
        np.full(spec.rank_count, 1 / spec.rank_count),
        counts.decks * HAND_CARDS,
        alpha,
        scale,
    )


def check_hand_suit(counts: BatteryCounts, alpha: float) -> Outcome:
    spec = counts.spec
    in_hand = counts.position[:, :HAND_CARDS].sum(axis=1)
    observed = _by(spec.suit_index, in_hand, 4)
    scale = float(without_replacement_scale(spec.size, HAND_CARDS))
    return _multinomial_test(
        "hand_suit",
        f"Dealt hand (first {HAND_CARDS} cards): suits",
        observed,
        np.full(4, 0.25),
        counts.decks * HAND_CARDS,
        alpha,
        scale,
    )


def adjacency_statistic(adjacency: npt.NDArray[np.int64] | npt.NDArray[np.float64], decks: int) -> float:
    """Scaled X^2 of the card -> next card table: a chi-square with n^2 - 3n + 1 d.f. under the null.

    The table's row and column sums (how often a card is last or first) belong to the position
    test; what is left splits into a symmetric and an antisymmetric part with their own variances.
    """
    n = adjacency.shape[0]
    deviation = adjacency - decks / n
    np.fill_diagonal(deviation, 0.0)
    sym = (deviation + deviation.T) / 2
    row = sym.sum(axis=1)
    shift = row.sum() / (2 * n - 2)
    a = (row - shift) / (n - 2)
    sym_free = sym - a[:, None] - a[None, :]
    np.fill_diagonal(sym_free, 0.0)
    anti = (deviation - deviation.T) / 2
    b = anti.sum(axis=1) / n
    anti_free = anti - b[:, None] + b[None, :]
    np.fill_diagonal(anti_free, 0.0)
    scale = float(adjacency_antisymmetric_scale(n))
    return float(n / decks * ((sym_free**2).sum() + scale * (anti_free**2).sum()))


def check_adjacency(counts: BatteryCounts, alpha: float) -> Outcome:
    spec = counts.spec
    n = spec.size
    title = "Adjacency (card i followed by card j)"
    expected = counts.decks / n
    if expected < MIN_EXPECTED:
        return _not_applicable("adjacency", title, "chi-square", f"needs at least {math.ceil(MIN_EXPECTED * n)} decks")
    df = sum(adjacency_degrees(n))
    observed = counts.adjacency.copy()
    np.fill_diagonal(observed, round(expected))

    def label(i: int, j: int) -> str:
        return f"{spec.card_tokens[i]} followed by {spec.card_tokens[j]}"

    return _chi_square_result(
        "adjacency",
        title,
        adjacency_statistic(counts.adjacency, counts.decks),
        df,
        alpha,
        _worst_cell(observed, expected, label),
    )


def _runs_test(name: str, title: str, total_runs: int, decks: int, first: int, second: int, alpha: float) -> Outcome:
    if decks < MIN_NORMAL_SAMPLE:
        return _not_applicable(name, title, "normal (two-sided)", f"needs at least {MIN_NORMAL_SAMPLE} decks")
    mean, variance = runs_moments(first, second)
    z = float(Fraction(total_runs) - decks * mean) / math.sqrt(float(decks * variance))
    detail = f"mean runs per deck {total_runs / decks:.4f}, expected {float(mean):.4f}"
    return _normal_result(name, title, z, alpha, detail)


def check_runs_colour(counts: BatteryCounts, alpha: float) -> Outcome:
    red = int(counts.spec.is_red.sum())
    return _runs_test(
        "runs_colour", "Runs test: red/black", counts.runs_colour, counts.decks, red, counts.spec.size - red, alpha
    )


def check_runs_high_low(counts: BatteryCounts, alpha: float) -> Outcome:
    low = int(counts.spec.is_low.sum())
    return _runs_test(
        "runs_high_low", "Runs test: high/low", counts.runs_high_low, counts.decks, low, counts.spec.size - low, alpha
    )


def check_serial_correlation(counts: BatteryCounts, alpha: float) -> Outcome:
    """Mean Spearman correlation of card positions in deck k-1 and deck k, as a z-score."""
    n = counts.spec.size
    title = "Serial correlation of positions, deck k-1 vs deck k"
    pairs = counts.pairs
    if pairs < MIN_NORMAL_SAMPLE:
        return _not_applicable("serial_correlation", title, "normal (two-sided)", f"needs {MIN_NORMAL_SAMPLE} pairs")
    centre = Fraction(n - 1, 2)
    spread = Fraction(n * (n * n - 1), 12)
    rho_sum = (counts.serial_cross - pairs * n * centre * centre) / spread
    z = float(rho_sum / pairs) / math.sqrt(float(spearman_variance(n)) / pairs)
    return _normal_result("serial_correlation", title, z, alpha, f"mean Spearman rho {float(rho_sum / pairs):+.5f}")


def check_serial_position(counts: BatteryCounts, alpha: float) -> Outcome:
    return permutation_table_test(
        "serial_position",
        "Position in deck k-1 by position in deck k",
        counts.serial_position,
        counts.pairs,
        alpha,
        lambda p, q: f"position {p + 1} -> position {q + 1}",
    )


def _rising_test(
    name: str, title: str, histogram: npt.NDArray[np.int64], samples: int, n: int, alpha: float
) -> Outcome:
    probabilities = [float(p) for p in rising_sequence_probabilities(n)]
    observed = histogram[1:]
    labels = [str(r) for r in range(1, n + 1)]
    result = _grouped_chi_square(name, title, observed, probabilities, samples, alpha, labels)
    if not result.applicable or samples == 0:
        return result
    mean = float((observed * np.arange(1, n + 1)).sum() / samples)
    return Outcome(
        name=result.name,
        title=result.title,
        distribution=result.distribution,
        statistic=result.statistic,
        df=result.df,
        p_value=result.p_value,
        passed=result.passed,
        detail=f"mean {mean:.3f} rising sequences, expected {(n + 1) / 2:.3f}; {result.detail}",
    )


def check_rising_sequences(counts: BatteryCounts, alpha: float) -> Outcome:
    return _rising_test(
        "rising_sequences", "Rising sequences (vs factory order)", counts.rising, counts.decks, counts.spec.size, alpha
    )


def check_rising_sequences_serial(counts: BatteryCounts, alpha: float) -> Outcome:
    return _rising_test(
        "rising_sequences_serial",
        "Rising sequences (vs previous deck)",
        counts.rising_serial,
        counts.pairs,
        counts.spec.size,
        alpha,
    )


def check_hand_category(counts: BatteryCounts, alpha: float) -> Outcome:
    probabilities = hand_category_probabilities(counts.spec)
    ordered = list(Category)
    return _grouped_chi_square(
        "hand_category",
        f"Poker category of the first {HAND_CARDS} cards",
        counts.hand_category,
        [float(probabilities[c]) for c in ordered],
        counts.decks,
        alpha,
        [c.label for c in ordered],
    )


def repeated_decks(fingerprints: Sequence[npt.NDArray[np.uint64]]) -> int:
    """Decks identical to an earlier deck of the log (128-bit fingerprints)."""
    if not fingerprints:
        return 0
    joined = np.ascontiguousarray(np.concatenate(fingerprints))
    keys = joined.view(np.dtype((np.void, joined.dtype.itemsize * 2))).ravel()
    return int(joined.shape[0] - np.unique(keys).size)


def check_repeated_decks(counts: BatteryCounts, alpha: float) -> Outcome:
    """Under the null, identical decks among N are Poisson with mean C(N,2)/n!: one is damning."""
    title = "Repeated decks"
    if not counts.keep_fingerprints:
        return _not_applicable("repeated_decks", title, "poisson", "fingerprints not kept")
    repeats = repeated_decks(counts.fingerprints)
    expected = Fraction(math.comb(counts.decks, 2), math.factorial(counts.spec.size))
    if repeats == 0:
        p_value = 1.0
    else:
        # P(X >= k) <= expected^k / k! for a Poisson mean this small; computed exactly, then float.
        p_value = min(1.0, float(expected**repeats / math.factorial(repeats)))
    return Outcome(
        name="repeated_decks",
        title=title,
        distribution="poisson",
        statistic=float(repeats),
        df=None,
        p_value=p_value,
        passed=p_value >= alpha,
        detail=f"{repeats} deck(s) identical to an earlier deck",
    )


BATTERY: tuple[BatteryTest, ...] = (
    BatteryTest(
        name="position",
        title="Card by position",
        question="Is every card equally likely at every position?",
        run=check_position,
    ),
    BatteryTest(
        name="first_card",
        title="First card",
        question="Is every card equally likely to be dealt first?",
        run=check_first_card,
    ),
    BatteryTest(
        name="first_card_rank",
        title="First card: rank",
        question="Are the first card's ranks uniform?",
        run=check_first_card_rank,
    ),
    BatteryTest(
        name="first_card_suit",
        title="First card: suit",
        question="Are the first card's suits uniform?",
        run=check_first_card_suit,
    ),
    BatteryTest(
        name="hand_rank",
        title="Dealt hand: ranks",
        question="Are ranks uniform in the first five cards?",
        run=check_hand_rank,
    ),
    BatteryTest(
        name="hand_suit",
        title="Dealt hand: suits",
        question="Are suits uniform in the first five cards?",
        run=check_hand_suit,
    ),
    BatteryTest(
        name="adjacency",
        title="Adjacency",
        question="Is card i followed by card j as often as chance says?",
        run=check_adjacency,
    ),
    BatteryTest(
        name="runs_colour",
        title="Runs: red/black",
        question="Do colours alternate as often as chance says?",
        run=check_runs_colour,
    ),
    BatteryTest(
        name="runs_high_low",
        title="Runs: high/low",
        question="Do high and low cards alternate as chance says?",
        run=check_runs_high_low,
    ),
    BatteryTest(
        name="serial_correlation",
        title="Serial correlation",
        question="Are a card's positions in consecutive decks uncorrelated?",
        run=check_serial_correlation,
    ),
    BatteryTest(
        name="serial_position",
        title="Serial position table",
        question="Is a card's position in deck k independent of its position in deck k-1?",
        run=check_serial_position,
    ),
    BatteryTest(
        name="rising_sequences",
        title="Rising sequences",
        question="Do decks have the Eulerian number of rising sequences (no riffle signature)?",
        run=check_rising_sequences,
    ),
    BatteryTest(
        name="rising_sequences_serial",
        title="Rising sequences vs previous deck",
        question="Is deck k a riffle of deck k-1 (too few rising sequences relative to it)?",
        run=check_rising_sequences_serial,
    ),
    BatteryTest(
        name="hand_category",
        title="Hand category",
        question="Do the first five cards make each poker category at its exact rate?",
        run=check_hand_category,
    ),
    BatteryTest(
        name="repeated_decks",
        title="Repeated decks",
        question="Does any deck repeat an earlier one?",
        run=check_repeated_decks,
        on_subsamples=False,
    ),
)


# --- the family ---------------------------------------------------------------------------------


def holm_adjusted(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values: reject test i at family level alpha iff adjusted <= alpha."""
    m = len(p_values)
    order = sorted(range(m), key=lambda i: p_values[i])
    adjusted = [0.0] * m
    running = 0.0
    for rank, index in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p_values[index]))
        adjusted[index] = running
    return adjusted


def bonferroni_adjusted(p_values: Sequence[float]) -> list[float]:
    return [min(1.0, len(p_values) * p) for p in p_values]


@dataclass(frozen=True, slots=True, kw_only=True)
class FamilyTest:
    result: Outcome
    holm_p: float
    bonferroni_p: float
    rejected: bool

    def to_json(self) -> dict[str, object]:
        return self.result.to_json() | {
            "holm_p": self.holm_p,
            "bonferroni_p": self.bonferroni_p,
            "rejected_by_family": self.rejected,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class BatteryResult:
    """The battery on one sample: every test, the family correction, the verdict."""

    level: float
    decks: int
    pairs: int
    tests: tuple[FamilyTest, ...]
    not_applicable: tuple[Outcome, ...]

    @property
    def alpha(self) -> float:
        return 1.0 - self.level

    @property
    def passed(self) -> bool:
        return not any(test.rejected for test in self.tests)

    @property
    def rejected_by(self) -> list[str]:
        return [test.result.name for test in self.tests if test.rejected]

    def to_json(self) -> dict[str, object]:
        return {
            "level": self.level,
            "alpha": self.alpha,
            "decks": self.decks,
            "consecutive_pairs": self.pairs,
            "family_correction": "holm",
            "verdict": "pass" if self.passed else "fail",
            "rejected_by": self.rejected_by,
            "tests": [test.to_json() for test in self.tests],
            "not_applicable": [test.to_json() for test in self.not_applicable],
        }


def evaluate(counts: BatteryCounts, level: float, *, tests: Iterable[BatteryTest] = BATTERY) -> BatteryResult:
    """Run every test on the counts and judge the family with Holm at 1 - level."""
    alpha = 1.0 - level
    results = [spec.run(counts, alpha) for spec in tests]
    applied = [r for r in results if r.applicable]
    holm = holm_adjusted([r.p_value for r in applied])
    bonferroni = bonferroni_adjusted([r.p_value for r in applied])
    family = tuple(
        FamilyTest(result=r, holm_p=h, bonferroni_p=b, rejected=h < alpha)
        for r, h, b in zip(applied, holm, bonferroni, strict=True)
    )
    return BatteryResult(
        level=level,
        decks=counts.decks,
        pairs=counts.pairs,
        tests=family,
        not_applicable=tuple(r for r in results if not r.applicable),
    )


def subsample_p_values(parts: Sequence[BatteryCounts], level: float) -> dict[str, list[float | None]]:
    """Each test's p-value on each sub-sample (None where it does not apply), for the histogram."""
    alpha = 1.0 - level
    out: dict[str, list[float | None]] = {spec.name: [] for spec in BATTERY if spec.on_subsamples}
    for part in parts:
        for spec in BATTERY:
            if spec.on_subsamples:
                result = spec.run(part, alpha)
                out[spec.name].append(result.p_value if result.applicable else None)
    return out


def minimum_decks(spec: DeckSpec) -> int:
    """Fewest decks for the card-by-position and adjacency tables (expected count >= 5 per cell)."""
    return math.ceil(MIN_EXPECTED * spec.size)


def run_on_decks(decks: Decks, spec: DeckSpec, level: float) -> BatteryResult:
    """The battery on decks held in memory (power search, tests)."""
    counts = BatteryCounts(spec=spec)
    counts.update(decks)
    return evaluate(counts, level)
