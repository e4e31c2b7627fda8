"""Benchmark: Omaha Hi-Lo hands replayed per second, this engine against pokerkit, same hands, same run.

Plain script, prints a table. Usage:
    python benchmarks/poker_room_replay.py [--hands N] [--pokerkit-hands M] [--players P] [--seed S]

The hands are random legal six-handed limit Omaha Hi-Lo hands (about 18 actions each; most go
to a showdown). Our replay starts from the JSON line (json.loads, parse, verify every action,
pots, showdown, awards); pokerkit's starts from the parsed dict (its state machine with
automatic posting, collection, showdown and pushing). Both are timed in CPU seconds of this
process, which is what a busy machine changes least; wall seconds are shown as well. pokerkit
replays the first M hands, this engine all N and, for the ratio, the same first M: three rounds,
the two engines in turn, each engine's best round kept, so that whatever else the machine runs
slows both alike.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from harness.families.poker_room.games import Structure, room_game
from harness.families.poker_room.hand_history import parse_hand
from harness.families.poker_room.random_hands import random_hand
from harness.families.poker_room.settle import settle_hand


def ours(lines: list[str]) -> tuple[float, float]:
    cpu, wall = time.process_time(), time.perf_counter()
    for line in lines:
        settle_hand(parse_hand(json.loads(line)), describe=False)
    return time.process_time() - cpu, time.perf_counter() - wall


def side_by_side(lines: list[str], rounds: int = 3) -> tuple[float, float, int]:
    """Both engines on the same hands, `rounds` times in turn, each engine's best round kept, so
    that a busy machine slows both alike: (our CPU seconds, pokerkit's, hands with the same stacks)."""
    from harness.families.poker_room.reference import pokerkit_final_stacks

    our_best = their_best = float("inf")
    same = 0
    for _ in range(rounds):
        began = time.process_time()
        mine = [settle_hand(parse_hand(json.loads(line)), describe=False).final_stacks for line in lines]
        middle = time.process_time()
        theirs = [pokerkit_final_stacks(json.loads(line)) for line in lines]
        their_best = min(their_best, time.process_time() - middle)
        our_best = min(our_best, middle - began)
        same = sum(list(a) == b for a, b in zip(mine, theirs, strict=True))
    return our_best, their_best, same


def latency_us(line: str, repeat: int = 500) -> float:
    """CPU microseconds to replay one hand from its JSON line (the mean of `repeat` replays)."""
    started = time.process_time()
    for _ in range(repeat):
        settle_hand(parse_hand(json.loads(line)), describe=False)
    return (time.process_time() - started) / repeat * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--pokerkit-hands", type=int, default=300)
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--rounds", type=int, default=3, help="rounds of the side-by-side timing")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    # pokerkit's readings, so that both engines must end every hand with the same stacks.
    readings = {"short_big_blind": "as_posted", "limit_short_all_in": "on_top", "heads_up_cap": "kept"}
    game = room_game("omaha-hi-lo-8")
    hands = [random_hand(rng, game, players=args.players, structure=Structure.FIXED_LIMIT, interpretations=readings)
             for _ in range(args.hands)]  # fmt: skip
    lines = [json.dumps(hand) for hand in hands]
    subset = args.pokerkit_hands
    our_cpu, our_wall = ours(lines)
    sub_cpu, pk_cpu, same = side_by_side(lines[:subset], args.rounds)
    outcomes = [settle_hand(parse_hand(json.loads(line)), describe=False) for line in lines[:2000]]
    showdowns = sum(1 for result in outcomes if result.showdown)
    folded = next(
        line for line, result in zip(lines, outcomes, strict=False) if not result.showdown and result.ended_on == 0
    )
    shown = max(
        (line for line, result in zip(lines, outcomes, strict=False) if result.showdown),
        key=lambda line: len(json.loads(line)["actions"]),
    )
    actions = statistics.mean(len(hand["actions"]) for hand in hands)  # type: ignore[arg-type]
    rows = [
        ("hands (this engine)", f"{args.hands:,}"),
        ("players per hand", f"{args.players}"),
        ("mean actions per hand", f"{actions:.1f}"),
        ("hands going to showdown (first 2,000)", f"{showdowns / len(outcomes):.0%}"),
        ("this engine, all hands: hands/s (CPU)", f"{args.hands / our_cpu:,.0f}"),
        ("this engine, all hands: hands/s (wall)", f"{args.hands / our_wall:,.0f}"),
        (f"this engine, first {subset}: hands/s (CPU)", f"{subset / sub_cpu:,.0f}"),
        (f"pokerkit, first {subset}: hands/s (CPU)", f"{subset / pk_cpu:,.1f}"),
        (f"speed ratio, same {subset} hands (CPU, best of {args.rounds})", f"{pk_cpu / sub_cpu:,.0f}x"),
        (f"same final stacks as pokerkit (of {subset})", f"{same}"),
        ("a hand folded before the flop: us (CPU)", f"{latency_us(folded):,.0f}"),
        ("the longest showdown hand (first 2,000): us (CPU)", f"{latency_us(shown):,.0f}"),
    ]
    print(f"{'measure':<46} value")
    for name, text in rows:
        print(f"{name:<46} {text}")


if __name__ == "__main__":
    main()
