"""Benchmark: five-card hand evaluations per second, ours and the peers', in one run.

Plain script, prints a table. Peers are benchmark-only extras (`pip install -e '.[bench]'`);
a peer that is not installed is listed as such. Every evaluator ranks the same random hands.
Usage: python benchmarks/evaluators.py [--hands N]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np

from harness.core.cards import DECK
from harness.core.fast_eval import score_hands, score_tables
from harness.core.hands import rank_five

RANKS = "23456789TJQKA"
SUITS = "shdc"


def card_text(index: int) -> str:
    return RANKS[index // 4] + SUITS[index % 4]


def timed(function: Callable[[], object]) -> float:
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def peers(hands: list[list[int]]) -> list[tuple[str, int, float | None, str]]:
    rows: list[tuple[str, int, float | None, str]] = []
    texts = [[card_text(i) for i in hand] for hand in hands]
    try:
        from treys import Card as TreysCard
        from treys import Evaluator as TreysEvaluator

        evaluator = TreysEvaluator()
        cards = [[TreysCard.new(t) for t in hand] for hand in texts]
        rows.append(("treys (pure Python, lookup tables)", len(cards),
                     timed(lambda: [evaluator.evaluate(c[:2], c[2:]) for c in cards]), ""))
    except ImportError:
        rows.append(("treys", 0, None, "not installed"))
    try:
        from phevaluator import evaluate_cards

        rows.append(("phevaluator (C extension, perfect hash)", len(texts),
                     timed(lambda: [evaluate_cards(*hand) for hand in texts]), ""))
    except ImportError:
        rows.append(("phevaluator", 0, None, "not installed"))
    try:
        import eval7

        cards7 = [[eval7.Card(t) for t in hand] for hand in texts]
        rows.append(("eval7 (Cython)", len(cards7), timed(lambda: [eval7.evaluate(c) for c in cards7]), ""))
    except ImportError:
        rows.append(("eval7", 0, None, "not installed"))
    try:
        from pokerkit import Card as PKCard
        from pokerkit import StandardHighHand

        subset = texts[: max(1, len(texts) // 20)]
        pk_cards = [list(PKCard.parse("".join(hand))) for hand in subset]
        rows.append(("pokerkit StandardHighHand (pure Python)", len(pk_cards),
                     timed(lambda: [StandardHighHand.from_game(c) for c in pk_cards]), "on 1/20 of the hands"))
    except ImportError:
        rows.append(("pokerkit", 0, None, "not installed"))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2_000_000)
    args = parser.parse_args()
    rng = np.random.default_rng(2026)
    array = rng.permuted(np.tile(np.arange(52, dtype=np.int8), (args.hands, 1)), axis=1)[:, :5]
    score_tables()  # build the tables outside the timing
    rows: list[tuple[str, int, float | None, str]] = [
        ("harness.core.fast_eval.score_hands (numpy tables)", args.hands, timed(lambda: score_hands(array)), "1 core")
    ]
    sample = array[: args.hands // 20].tolist()
    rows.append(("harness.core.hands.rank_five (reference)", len(sample),
                 timed(lambda: [rank_five([DECK[i] for i in hand]) for hand in sample]), "1 core"))
    rows += peers(sample)
    print(f"{'evaluator':<46} {'hands':>10} {'seconds':>9} {'hands/s':>14}  note")
    for name, count, seconds, note in rows:
        rate = f"{count / seconds:,.0f}" if seconds else "-"
        print(f"{name:<46} {count:>10,} {seconds if seconds else 0:>9.3f} {rate:>14}  {note}")


if __name__ == "__main__":
    main()
