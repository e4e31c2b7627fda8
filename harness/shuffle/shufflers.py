"""Shufflers: the harness's own (PCG64 + Fisher-Yates) and a catalogue of faulty ones.

Why a catalogue: a battery that passes every log proves nothing; `shuffle-power` feeds it logs
from shufflers with known faults and reports the log size at which each is caught.

Model of a faulty machine: the cards come back in the order they were dealt and are shuffled
again, so deck k is deck k-1 rearranged by a *relative permutation* drawn by the faulty
mechanism (`deck_k[p] = deck_(k-1)[rel[p]]`); the first deck starts from the factory order.
This is the hard case for tests that only look at card-by-position counts (the previous
deck keeps moving), and is what the serial tests are for. The good shuffler draws each deck
independently and uniformly, so its starting order does not matter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from harness.spec.errors import UsageError

Decks = npt.NDArray[np.int8]
#: (rng, number of decks, deck size) -> relative permutations, one row per deck.
RelativeDraw = Callable[[np.random.Generator, int, int], npt.NDArray[np.int8]]


def harness_shuffle(rng: np.random.Generator, count: int, size: int) -> Decks:
    """The harness's shuffler: numpy's PCG64 stream, Fisher-Yates on each deck (Generator.permuted)."""
    return rng.permuted(np.tile(np.arange(size, dtype=np.int8), (count, 1)), axis=1)


def _identity(count: int, size: int) -> npt.NDArray[np.int8]:
    return np.tile(np.arange(size, dtype=np.int8), (count, 1))


def _swap_columns(perm: npt.NDArray[np.int8], i: int, j: npt.NDArray[np.int64]) -> None:
    rows = np.arange(perm.shape[0])
    held = perm[:, i].copy()
    perm[:, i] = perm[rows, j]
    perm[rows, j] = held


def off_by_one_fisher_yates(rng: np.random.Generator, count: int, size: int) -> npt.NDArray[np.int8]:
    """Fisher-Yates drawing j from [0, i) instead of [0, i]: only n-cycles come out (Sattolo)."""
    perm = _identity(count, size)
    for i in range(size - 1, 0, -1):
        _swap_columns(perm, i, rng.integers(0, i, size=count))
    return perm


def modulo_biased_fisher_yates(bits: int) -> RelativeDraw:
    """Fisher-Yates with j = (random `bits`-bit integer) mod (i+1): low j come up too often."""

    def draw(rng: np.random.Generator, count: int, size: int) -> npt.NDArray[np.int8]:
        perm = _identity(count, size)
        for i in range(size - 1, 0, -1):
            word = rng.integers(0, 1 << bits, size=count)
            _swap_columns(perm, i, word % (i + 1))
        return perm

    return draw


def gsr_riffle(rng: np.random.Generator, count: int, size: int) -> npt.NDArray[np.int8]:
    """One Gilbert-Shannon-Reeds riffle: binomial cut, every interleaving of the packets equally likely.

    Each new position takes a fair bit saying which packet it is filled from; the left packet
    (old top m cards, m the number of zeros) fills its positions in order, then the right.
    """
    from_left = rng.integers(0, 2, size=(count, size), dtype=np.int8) == 0
    left_taken = np.cumsum(from_left, axis=1, dtype=np.int16) - 1
    right_taken = np.cumsum(~from_left, axis=1, dtype=np.int16) - 1
    cut = from_left.sum(axis=1, dtype=np.int16)[:, None]
    return np.where(from_left, left_taken, cut + right_taken).astype(np.int8)


def riffles(times: int) -> RelativeDraw:
    """`times` GSR riffles in one step: by Bayer and Diaconis they are one a-shuffle, a = 2^times,
    i.e. every position draws a packet label uniformly from a labels, and packet q (the next
    cards of the deck, in order) fills the positions labelled q, in order."""
    packets = 2**times

    def draw(rng: np.random.Generator, count: int, size: int) -> npt.NDArray[np.int8]:
        labels = rng.integers(0, packets, size=(count, size), dtype=np.int64)
        # The i-th card of the old deck lands on the i-th position in (label, position) order.
        landing = np.argsort(labels, axis=1, kind="stable")
        perm = np.empty((count, size), dtype=np.int8)
        np.put_along_axis(perm, landing, np.arange(size, dtype=np.int8)[None, :].repeat(count, axis=0), axis=1)
        return perm

    return draw


def repeated_riffles(times: int) -> RelativeDraw:
    """`times` GSR riffles one after the other (the slow, literal way; tests check it equals `riffles`)."""

    def draw(rng: np.random.Generator, count: int, size: int) -> npt.NDArray[np.int8]:
        perm = gsr_riffle(rng, count, size)
        for _ in range(times - 1):
            # Riffle A then riffle B moves the card from old position A[B[p]] to p.
            perm = np.take_along_axis(perm, gsr_riffle(rng, count, size).astype(np.intp), axis=1)
        return perm

    return draw


def cut_only(rng: np.random.Generator, count: int, size: int) -> npt.NDArray[np.int8]:
    """Cut the deck at a random point (1..n-1) and never mix it."""
    cuts = rng.integers(1, size, size=count)
    return ((np.arange(size)[None, :] + cuts[:, None]) % size).astype(np.int8)


def keep_bottom(rng: np.random.Generator, count: int, size: int) -> npt.NDArray[np.int8]:
    """Shuffle every card but the bottom one, which stays where it was."""
    top = rng.permuted(np.tile(np.arange(size - 1, dtype=np.int8), (count, 1)), axis=1)
    return np.concatenate((top, np.full((count, 1), size - 1, dtype=np.int8)), axis=1)


def repeat_previous(probability: float) -> RelativeDraw:
    def draw(rng: np.random.Generator, count: int, size: int) -> npt.NDArray[np.int8]:
        perm = harness_shuffle(rng, count, size)
        repeat = rng.random(count) < probability
        perm[repeat] = np.arange(size, dtype=np.int8)
        return perm

    return draw


def compose_relative(start: npt.NDArray[np.int8], relative: npt.NDArray[np.int8]) -> Decks:
    """Deck k = deck k-1 rearranged by relative[k]; sequential by nature, one small gather per deck."""
    decks = np.empty_like(relative)
    previous = start
    for k in range(relative.shape[0]):
        previous = previous[relative[k]]
        decks[k] = previous
    return decks


@dataclass(frozen=True, slots=True, kw_only=True)
class ShufflerModel:
    """One entry of the catalogue: a name for the CLI, what it does wrong, how it draws."""

    name: str
    description: str
    faulty: bool
    relative: RelativeDraw | None = None

    def generate(self, rng: np.random.Generator, count: int, size: int, previous: Decks | None = None) -> Decks:
        """`count` decks; `previous` is the last deck before them (factory order when None)."""
        if self.relative is None:
            return harness_shuffle(rng, count, size)
        start = np.arange(size, dtype=np.int8) if previous is None else previous.astype(np.int8)
        return compose_relative(start, self.relative(rng, count, size))


GOOD_SHUFFLER = ShufflerModel(
    name="harness",
    description="numpy PCG64 stream, Fisher-Yates on each deck (the harness's own shuffler)",
    faulty=False,
)

FAULTY_SHUFFLERS: tuple[ShufflerModel, ...] = (
    ShufflerModel(
        name="riffle-1", description="one GSR riffle shuffle of the returned deck", faulty=True, relative=riffles(1)
    ),
    ShufflerModel(name="riffle-2", description="two GSR riffle shuffles", faulty=True, relative=riffles(2)),
    ShufflerModel(name="riffle-3", description="three GSR riffle shuffles", faulty=True, relative=riffles(3)),
    ShufflerModel(
        name="riffle-7",
        description="seven GSR riffle shuffles (the folk 'seven is enough')",
        faulty=True,
        relative=riffles(7),
    ),
    ShufflerModel(name="riffle-10", description="ten GSR riffle shuffles", faulty=True, relative=riffles(10)),
    ShufflerModel(name="riffle-12", description="twelve GSR riffle shuffles", faulty=True, relative=riffles(12)),
    ShufflerModel(
        name="off-by-one",
        description="Fisher-Yates drawing j in [0, i) instead of [0, i]",
        faulty=True,
        relative=off_by_one_fisher_yates,
    ),
    ShufflerModel(
        name="cut-only", description="cuts the deck at a random point, never mixes it", faulty=True, relative=cut_only
    ),
    ShufflerModel(
        name="modulo-bias-8bit",
        description="Fisher-Yates with j = (8-bit random number) mod (i+1)",
        faulty=True,
        relative=modulo_biased_fisher_yates(8),
    ),
    ShufflerModel(
        name="modulo-bias-10bit",
        description="Fisher-Yates with j = (10-bit random number) mod (i+1)",
        faulty=True,
        relative=modulo_biased_fisher_yates(10),
    ),
    ShufflerModel(
        name="repeat-1pct",
        description="deals the previous deck again with probability 1%",
        faulty=True,
        relative=repeat_previous(0.01),
    ),
    ShufflerModel(
        name="keep-bottom",
        description="shuffles all but the bottom card, which never moves",
        faulty=True,
        relative=keep_bottom,
    ),
)

SHUFFLERS: dict[str, ShufflerModel] = {model.name: model for model in (GOOD_SHUFFLER, *FAULTY_SHUFFLERS)}


def shuffler_named(name: str) -> ShufflerModel:
    model = SHUFFLERS.get(name)
    if model is None:
        raise UsageError(f"shuffler={name!r} is not in the catalogue; known: {', '.join(SHUFFLERS)}")
    return model


def block_rng(seed: int, index: int) -> np.random.Generator:
    """Block `index` of a log seeded with `seed`: SeedSequence(seed, spawn_key=(index,)), PCG64."""
    return np.random.Generator(np.random.PCG64(np.random.SeedSequence(seed, spawn_key=(index,))))


def generate_log(model: ShufflerModel, *, count: int, size: int, seed: int, block: int = 1 << 16) -> Iterator[Decks]:
    """A log of `count` decks in blocks; block i draws from child stream i, so any reader replays it."""
    previous: Decks | None = None
    for index, start in enumerate(range(0, count, block)):
        decks = model.generate(block_rng(seed, index), min(block, count - start), size, previous)
        previous = decks[-1]
        yield decks
