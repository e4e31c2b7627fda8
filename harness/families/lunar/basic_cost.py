"""What the basic strategy costs against the best play, measured on random deals with exact
option values (`scripts/basic_strategy_cost.py`).

Why sampled: the best option of one hand is an exact count (`option_values`, a few seconds a
hand); counting all 122 million (hand, upcard) pairs that way is out of reach. So deals are drawn
at random (seeded, each deal from its own index, so a run resumes and reproduces), and each
sampled hand is counted exactly three ways, in Antes without the Super:

- best: the best option, the second decision after a draw the better of play and fold;
- basic: the basic strategy's first decision, its second decision its own rule (play from
  Ace-King-Queen high up), which is how the game is played under it;
- basic, best second decision: the basic strategy's first decision, then the better of play and fold.

best - basic is what the basic strategy gives up on that hand, split into its first decision
(best - basic with the best second decision) and its second decision (the rest). The means
over the sample carry 95% intervals (normal approximation, the sample's own spread).
"""

from __future__ import annotations

import json
import math
import os
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from hashlib import sha256
from pathlib import Path

import numpy as np

from harness.core.cards import DECK, Card, format_cards, parse_cards
from harness.core.fast_eval import score_of
from harness.families.lunar.analysis.hand_values import value_scores
from harness.families.lunar.game import STRATEGY_FILE, TableRules, table_rules
from harness.families.lunar.optimal_strategy import OptimalStrategy
from harness.families.lunar.option_values import OptionValue, option_values
from harness.families.lunar.round import Decision
from harness.families.lunar.strategy import StrategyChoice, basic_strategy
from harness.runtime.executors import fork_pool
from harness.spec.errors import HarnessError
from harness.spec.rules_spec import rules_spec_path

KIND = "tablecert-basic-strategy-cost"
FORMAT = 2
Z95 = 1.959963984540054


class CostFileError(HarnessError):
    """The results file belongs to another run (other seed, rules or strategy): not used."""


def deal(seed: int, index: int) -> tuple[tuple[Card, ...], Card]:
    """The deal of one index: five cards and the upcard, from the seed and the index alone."""
    cards = np.random.default_rng([seed, index]).choice(len(DECK), size=6, replace=False)
    return tuple(DECK[i] for i in cards[:5].tolist()), DECK[int(cards[5])]


def _label(option: OptionValue) -> str:
    return option.label


def _basic_option(options: tuple[OptionValue, ...], hand: tuple[Card, ...], upcard: Card) -> tuple[OptionValue, str]:
    choice = basic_strategy().first_decision(hand, upcard)
    if choice.action is Decision.EXCHANGE:
        kept = tuple(card for card in hand if card not in choice.discard)
        found = [o for o in options if o.decision == "exchange" and o.keep == kept]
    else:
        found = [o for o in options if o.decision == choice.action.value and o.keep is None]
    if len(found) != 1:
        raise AssertionError(f"the basic strategy's {choice} is not one of the options of {hand}")
    return found[0], choice.rule


def measure(rules: TableRules, seed: int, index: int) -> dict[str, object]:
    """One deal's three values (exact fractions as 'p/q') and the options chosen."""
    hand, upcard = deal(seed, index)
    rule_from = int(np.searchsorted(value_scores(), score_of(basic_strategy().play_threshold)))
    found = option_values(rules, hand, upcard, rule_from=rule_from)
    row: dict[str, object] = {"index": index, "hand": format_cards(hand), "upcard": str(upcard)}
    if found.options[0].decision == "instant":
        return row | {"instant": True}
    best = found.best
    basic, rule = _basic_option(found.options, hand, upcard)
    assert basic.value_under_rule is not None
    return row | {
        "rule": rule,
        "best": _label(best),
        "best_kind": best.kind,
        "basic": _label(basic),
        "basic_kind": basic.kind,
        "best_value": str(best.value),
        "basic_value": str(basic.value_under_rule),
        "basic_best_second": str(basic.value),
        "options": {option.label: str(option.value) for option in found.options},
    }


def identity(rules: TableRules, seed: int) -> dict[str, object]:
    strategy = rules_spec_path(STRATEGY_FILE).read_bytes()
    return {
        "kind": KIND,
        "format": FORMAT,
        "game": rules.settings.game,
        "paytable_sha256": rules.paytable.sha256,
        "strategy_sha256": sha256(strategy).hexdigest(),
        "seed": seed,
    }


def read_results(path: Path, expected: dict[str, object]) -> dict[int, dict[str, object]]:
    """The deals already measured in `path` (none if it does not exist); a file of another run is
    refused, a last line cut short by a stop is dropped."""
    if not path.exists():
        return {}
    lines = path.read_text(encoding="utf-8").splitlines()
    if not lines:
        return {}
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError:
        header = None
    if header != expected:
        raise CostFileError(f"{path}: not the results of this run (expected the header {json.dumps(expected)}); "
                            "use another --out file")  # fmt: skip
    done: dict[int, dict[str, object]] = {}
    for number, line in enumerate(lines[1:], start=2):
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            print(f"{path}:{number}: a line cut short, measured again", file=sys.stderr)
            continue
        done[int(row["index"])] = row
    return done


def _work(job: tuple[int, int]) -> dict[str, object]:
    seed, index = job
    return measure(table_rules(), seed, index)


def run(path: Path, seed: int, deals: int, workers: int) -> dict[int, dict[str, object]]:
    """Measure deals 0..deals-1 into `path` (JSON lines after a header), resuming what is there;
    progress on stderr."""
    rules = table_rules()
    expected = identity(rules, seed)
    done = read_results(path, expected)
    todo = [i for i in range(deals) if i not in done]
    fresh = not path.exists() or path.stat().st_size == 0
    with open(path, "a", encoding="utf-8") as out:
        if fresh:
            out.write(json.dumps(expected) + "\n")
            out.flush()
        elif path.read_bytes()[-1:] != b"\n":
            out.write("\n")  # end a line cut short, so the next one starts clean
        pool = fork_pool(workers)
        try:
            for row in pool.map(_work, [(seed, i) for i in todo], chunksize=1):
                done[int(row["index"])] = row  # type: ignore[call-overload]
                out.write(json.dumps(row) + "\n")
                out.flush()
                print(f"\rbasic strategy cost: {len(done):,} of {deals:,} deals", end="", file=sys.stderr)
        finally:
            pool.shutdown(cancel_futures=True)
    print(file=sys.stderr)
    return done


@dataclass(frozen=True, slots=True)
class Mean:
    value: float
    half_width: float  # 95% interval: value +- half_width
    n: int

    @classmethod
    def of(cls, xs: list[float]) -> Mean:
        n = len(xs)
        mean = sum(xs) / n
        spread = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else math.inf
        return cls(mean, Z95 * spread / math.sqrt(n), n)

    def text(self, scale: float = 1.0, digits: int = 4) -> str:
        return f"{self.value * scale:.{digits}f} ± {self.half_width * scale:.{digits}f}"


def choice_label(choice: StrategyChoice, hand: tuple[Card, ...]) -> str:
    """A first decision named as `OptionValue.label` names it."""
    if choice.action is not Decision.EXCHANGE:
        return choice.action.value
    keep = tuple(card for card in hand if card not in choice.discard)
    return f"exchange {len(choice.discard)}, keep {format_cards(keep) or 'nothing'}"


def table_loss(rows: list[dict[str, object]], optimal: OptimalStrategy) -> dict[str, object]:
    """What the built optimal strategy's first decisions give up against the best option, on the
    same deals (exact values; its second decision taken as the better of play and fold)."""
    losses: list[float] = []
    differs = 0
    for row in rows:
        if row.get("instant"):
            losses.append(0.0)
            continue
        hand, upcard = parse_cards(str(row["hand"])), parse_cards(str(row["upcard"]))[0]
        label = choice_label(optimal.first_decision(hand, upcard), hand)
        options = row["options"]
        assert isinstance(options, dict)
        loss = Fraction(str(row["best_value"])) - Fraction(options[label])
        differs += loss != 0
        losses.append(float(loss))
    return {"deals": len(rows), "first_decision_differs": differs, "loss_per_ante": Mean.of(losses)}


def summary(rows: Iterator[dict[str, object]] | list[dict[str, object]], top: int = 10) -> dict[str, object]:
    """The means (per Ante, and in points of (Ante + Super) with Super = Ante) and the costliest
    deviations of the basic strategy's first decision, by its rule and the best option's kind."""
    rows = list(rows)
    played = [r for r in rows if not r.get("instant")]
    gain, first, second = [], [], []
    deviations: dict[tuple[str, str], list[float]] = defaultdict(list)
    for r in rows:
        if r.get("instant"):
            gain.append(0.0), first.append(0.0), second.append(0.0)  # type: ignore[func-returns-value]
            continue
        best = Fraction(str(r["best_value"]))
        basic = Fraction(str(r["basic_value"]))
        basic_best_second = Fraction(str(r["basic_best_second"]))
        gain.append(float(best - basic))
        first.append(float(best - basic_best_second))
        second.append(float(basic_best_second - basic))
        if r["best"] != r["basic"] and best > basic_best_second:
            change = f"{r['basic_kind']} -> {r['best_kind']}"
            deviations[(str(r["rule"]), change)].append(float(best - basic_best_second))
    n = len(rows)
    ranked = sorted(deviations.items(), key=lambda item: -sum(item[1]))
    points = 100 / 2  # per Ante -> points of (Ante + Super), Super = Ante
    return {
        "deals": n,
        "instant": n - len(played),
        "first_decision_differs": sum(1 for r in played if r["best"] != r["basic"]),
        "cost_per_ante": Mean.of(gain),
        "first_decision_cost_per_ante": Mean.of(first),
        "second_decision_cost_per_ante": Mean.of(second),
        "points_per_ante": points,
        "deviations": [
            {
                "rule": rule,
                "change": change,
                "deals": len(costs),
                "frequency": len(costs) / n,
                "mean_cost_per_ante": sum(costs) / len(costs),
                "cost_points": sum(costs) / n * points,
            }
            for (rule, change), costs in ranked[:top]
        ],
        "best_kinds": Counter(str(r["best_kind"]) for r in played),
    }


def workers_default() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))
