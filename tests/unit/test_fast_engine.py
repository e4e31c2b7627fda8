"""The fast engine is proven equal to the reference engine on the same seeded deals, for every
game of the Lunar Poker family (issue 5, item 1; issue 11, item 4): each round's money (wager by
wager, the fees, the net), the decision paths and the variants' option counts.

The deals are the ones the game's simulation plays (`deal_batch` of a `SimulationPlan`), so the
proof covers exactly what certify and analyze run; the strategies and readings that the shipped
files do not exercise (keeping one card of a pair, keeping a flush draw's suit, insuring, a
dealer draw before the dealer's hand is seen) are played from strategy files written here.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from harness.core.cards import DECK, parse_cards
from harness.families.lunar.fast import (
    KEEP_ALL,
    KEEP_FIRST,
    KEEP_SUIT,
    FastTables,
    answers_alike,
    event_counts,
    ledger_rows,
    money_of_ledger,
    path_counts,
    play_batch,
)
from harness.families.lunar.game import TableRules, family_games, game_table_rules
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, deal_batch, round_events, simulate, strategy_round
from harness.families.lunar.strategy import GameStrategy, load_game_strategy, strategy_for
from harness.runtime.project import project_root

ROUNDS = 10_000
SEED = 20261122
#: Readings the defaults do not exercise, per game: each played on fewer deals.
OTHER_READINGS = {
    "lunar-poker": {"super_sf_counts_as": "own_category", "fees_are_wagers": "true"},
    "oasis-poker": {"fees_are_wagers": "true"},
    "lunar-poker-dealer-draw": {
        "dealer_draw_timing": "before_dealer_reveals",
        "dealer_draw_fee": "free",
        "super_sf_counts_as": "own_category",
    },
    "lunar-poker-finland": {
        "insurance_settled_on": "final_dealer_hand",
        "fees_are_wagers": "true",
        "jackpot_hand": "final_hand",
    },
}


def plan_deals(game: str, rounds: int, seed: int = SEED) -> np.ndarray:
    """The deals the game's simulation plays for this seed (its first batch)."""
    plan = SimulationPlan(paytable="", interpretations={}, rounds=rounds, seed=seed, batch_size=rounds, game=game)
    return deal_batch(plan, 0)


def compare(deals: np.ndarray, rules: TableRules, strategy: GameStrategy, tables: FastTables | None = None) -> None:
    """Every round's money, the decision paths and the option counts of both engines agree."""
    tables = tables or FastTables(rules=rules, strategy=strategy)
    batch = play_batch(deals, tables)
    fast = ledger_rows(batch)
    paths: Counter[str] = Counter()
    events: Counter[str] = Counter()
    for index, row in enumerate(deals.tolist()):
        rnd, path = strategy_round([DECK[i] for i in row], strategy, rules)
        paths[path] += 1
        events.update(round_events(rnd, rules))
        assert money_of_ledger(settle_round(rnd, rules)) == fast[index], f"deal {index}: {row}"
    assert path_counts(batch, tables) == paths
    assert event_counts(batch) == events


@pytest.mark.parametrize("game", family_games())
def test_ten_thousand_rounds_give_identical_ledgers(game: str) -> None:
    rules = game_table_rules(game)
    compare(plan_deals(game, ROUNDS), rules, strategy_for(rules))


@pytest.mark.parametrize("game", sorted(OTHER_READINGS))
def test_other_readings_give_identical_ledgers(game: str) -> None:
    """Played with the class tables of the default readings: the tables answer nothing a reading
    decides (the Super under `super_sf_counts_as` is asked of the reference per class)."""
    defaults = game_table_rules(game)
    rules = game_table_rules(game, None, OTHER_READINGS[game])
    assert answers_alike(rules, defaults)
    shared = FastTables(rules=defaults, strategy=strategy_for(defaults))
    deals = plan_deals(game, 3_000, seed=SEED + 1)
    batch = play_batch(deals, shared, rules)
    assert ledger_rows(batch) == ledger_rows(play_batch(deals, FastTables(rules=rules, strategy=strategy_for(rules))))
    compare(deals, rules, strategy_for(rules))


def test_rare_hands_agree() -> None:
    """Deals built to hit instant payouts, quads, six-card straight flushes and second combinations."""
    rows = []
    for hand in ("As Ks Qs Js Ts", "9h 8h 7h 6h 5h", "7c 7d 7h 7s 2c", "9h Th Jh Qh 2c", "Ac Ad Kh Ks 2d"):
        player = [card.index for card in parse_cards(hand)]
        rest = [i for i in range(52) if i not in player]
        for shift in range(0, 40, 4):  # rotate the rest of the deck: other dealers and draws
            rotated = rest[shift:] + rest[:shift]
            rows.append(player + rotated[:11])
    deals = np.array(rows)
    for game in family_games():  # Finland plays the straight flushes the others pay at once
        rules = game_table_rules(game)
        compare(deals, rules, strategy_for(rules))


def _strategy_file(tmp_path: Path, source: str, replacements: dict[str, str]) -> Path:
    text = (project_root() / "rules_spec" / source).read_text(encoding="utf-8")
    for old, new in replacements.items():
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / source
    path.write_text(text, encoding="utf-8")
    return path


def test_exchanges_that_keep_one_card_of_a_pair_or_a_suit(tmp_path: Path) -> None:
    """Oasis rules that draw to an open-ended straight holding a pair (one card of the pair kept,
    the first dealt) and to a flush holding a pair (the suit kept, whatever the ranks)."""
    path = _strategy_file(
        tmp_path,
        "oasis_poker_strategy.yaml",
        {
            "  - {rule: OPS-1.1, when: {hand_at_least: {category: pair}}, action: play}\n": (
                "  - {rule: OPS-1.1, when: {hand_at_least: {category: two_pair}}, action: play}\n"
                "  - {rule: OPS-1.3, when: {has_draw: [open_straight]}, "
                "action: {exchange_keeping: open_straight_draw}}\n"
                "  - {rule: OPS-1.2, when: {has_draw: [flush]}, action: {exchange_keeping: flush_draw}}\n"
                "  - {rule: OPS-1.1, when: {hand_at_least: {category: pair}}, action: play}\n"
            )
        },
    )
    rules = game_table_rules("oasis-poker")
    strategy = load_game_strategy(path, rules.settings)
    tables = FastTables(rules=rules, strategy=strategy)
    compare(plan_deals("oasis-poker", 6_000), rules, strategy, tables)
    exchanges = tables.table("action") == 3
    used = set(np.unique(tables.table("keep_mode")[exchanges]).tolist())
    assert used == {KEEP_ALL, KEEP_FIRST, KEEP_SUIT}  # every way of keeping cards was played


@pytest.mark.parametrize("stake", ["minimum", "maximum"])
def test_a_strategy_that_insures(tmp_path: Path, stake: str) -> None:
    path = _strategy_file(
        tmp_path,
        "lunar_poker_finland_strategy.yaml",
        {
            "insurance: {rule: LPFS-1, insure_if_at_least: never}": (
                f"insurance: {{rule: LPFS-1, insure_if_at_least: {{category: three_of_a_kind}}, stake: {stake}}}"
            ),
            "buy_if_at_least: {category: straight}": "buy_if_at_least: {category: pair}",
        },
    )
    readings = {"insurance_possible_win": "first_combination"} if stake == "maximum" else {}
    rules = game_table_rules("lunar-poker-finland", None, readings)
    strategy = load_game_strategy(path, rules.settings)
    assert isinstance(strategy, GameStrategy)
    deals = plan_deals("lunar-poker-finland", 2_500)
    compare(deals, rules, strategy)
    insured = FastTables(rules=rules, strategy=strategy)
    assert event_counts(play_batch(deals, insured))["insured"] > 30


def test_a_dealer_drawn_whenever_the_player_holds_a_pair(tmp_path: Path) -> None:
    path = _strategy_file(
        tmp_path,
        "lunar_poker_dealer_draw_strategy.yaml",
        {"force_if_at_least: {category: three_of_a_kind}": "force_if_at_least: {category: pair}"},
    )
    rules = game_table_rules("lunar-poker-dealer-draw", None, {"dealer_draw_timing": "before_dealer_reveals"})
    compare(plan_deals("lunar-poker-dealer-draw", 4_000), rules, load_game_strategy(path, rules.settings))


@pytest.mark.parametrize("game", family_games())
def test_simulation_totals_equal_between_engines(game: str) -> None:
    interpretations = dict(game_table_rules(game).interpretations)
    plans = [
        SimulationPlan(
            game=game,
            paytable=game_table_rules(game).paytable.path,
            interpretations=interpretations,
            rounds=3_000,
            seed=9,
            batch_size=1_500,
            engine=engine,
        )
        for engine in ("reference", "fast")
    ]
    reference, fast = (simulate(plan, Fraction(0), workers=1).totals.to_json() for plan in plans)
    assert reference == fast
