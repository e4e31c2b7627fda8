"""The optimal strategy of Lunar Poker (issue 15): its build's counting steps against direct
sums, its decisions against exact option values, and the two engines playing it alike.

Expected best options come from `option_values` (every draw and every dealer completion counted
exactly, itself proven against a plain enumeration in test_option_values.py), a method
independent of the build's (inclusion-exclusion over all hands of an upcard at once, with the
discards left among the dealer's cards)."""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from itertools import permutations
from pathlib import Path

import numpy as np
import pytest
from typer.testing import CliRunner

from harness.cli import app
from harness.core.cards import DECK, Card, parse_cards
from harness.families.lunar.analysis.dealer_counts import colex_rank
from harness.families.lunar.fast import FastTables, ledger_rows, money_of_ledger, path_counts, play_batch
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.optimal_strategy import OptimalStrategy, optimal_strategy
from harness.families.lunar.optimal_upcard import OTHERS, UNSEEN, UpcardCounter, renumber, subsets_of_others
from harness.families.lunar.option_values import FOLD_UNITS
from harness.families.lunar.round import Decision
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, deal_batch, strategy_round
from harness.families.lunar.strategy import basic_strategy

GAME = "lunar-poker"


def _optimal() -> OptimalStrategy:
    return optimal_strategy(game_table_rules(GAME).settings)


def test_the_stored_strategy_was_built_for_the_game_s_paytable() -> None:
    found = _optimal()
    assert found.identity["game"] == GAME
    assert found.identity["paytable_sha256"] == game_table_rules(GAME).paytable.sha256
    decisions = found.figures["decisions"]
    assert sum(decisions.values()) == 52 * 2_349_060  # every (hand, upcard) pair, once
    # Straight flushes and royals are paid at once: 40 of the 2,598,960 hands, each with 47 upcards.
    assert decisions["instant"] == 40 * 47


# Hands whose options were counted exactly (tablecert strategy lunar-poker --hand ... --upcard ...).
EXACT_BEST = [
    ("Ah Kh 7d 7s 3c", "Kd", Decision.PLAY, None),  # play +0.474241 (= 77389/163185), the example
    ("9d Th Kh 9h Ad", "Ks", Decision.PLAY, None),  # play +0.940; keep 9 9 A: +0.125
    ("2s 5h 5d Kd Qd", "Ks", Decision.EXCHANGE, "5h 5d"),  # keep the fives: -0.127; the next: -0.336
    ("6s 7c Ts Ad 9h", "Ks", Decision.EXCHANGE, "Ad"),  # keep the Ace: -0.953; fold -1
    ("3h 2h 7d 2d 9s", "Ks", Decision.EXCHANGE, "2h 2d"),  # keep the deuces: -0.515
    ("5c 6h 3h Qs 7d", "Ks", Decision.FOLD, None),  # fold -1; the best exchange: -1.170
    ("7s 7d 9s 9h 8s", "Ks", Decision.PLAY, None),  # two pair: play +2.525
]


@pytest.mark.parametrize(("hand", "upcard", "action", "keep"), EXACT_BEST)
def test_the_strategy_takes_the_exactly_best_option(hand: str, upcard: str, action: Decision, keep: str | None) -> None:
    choice = _optimal().first_decision(parse_cards(hand), parse_cards(upcard)[0])
    assert choice.action is action
    if keep is not None:
        kept = [card for card in parse_cards(hand) if card not in choice.discard]
        assert kept == list(parse_cards(keep))


def test_the_decisions_do_not_depend_on_the_names_of_the_suits() -> None:
    """Renaming the suits of a hand and its upcard renames the cards kept, nothing else (a hand
    that some renaming leaves alike may keep either of two alike sets: their ranks agree)."""
    optimal = _optimal()
    rng = np.random.default_rng(3)
    for _ in range(300):
        cards = rng.choice(52, size=6, replace=False)
        hand, upcard = tuple(DECK[i] for i in cards[:5]), DECK[int(cards[5])]
        first = optimal.first_decision(hand, upcard)
        for mapping in list(permutations("shdc"))[1::5]:
            rename = dict(zip("shdc", mapping, strict=True))

            def renamed(card: Card, rename: dict[str, str] = rename) -> Card:
                return Card(rank=card.rank, suit=rename[card.suit])

            other = optimal.first_decision(tuple(map(renamed, hand)), renamed(upcard))
            assert other.action is first.action, (hand, upcard, mapping)
            assert sorted(c.rank for c in other.discard) == sorted(c.rank for c in first.discard), (hand, upcard)


def test_the_fast_engine_plays_it_as_the_reference_engine_does() -> None:
    rules = game_table_rules(GAME)
    optimal = _optimal()
    plan = SimulationPlan(paytable="", interpretations={}, rounds=4_000, seed=15, batch_size=4_000)
    deals = deal_batch(plan, 0)
    tables = FastTables(rules=rules, strategy=basic_strategy())
    batch = play_batch(deals, tables, optimal=optimal)
    fast = ledger_rows(batch)
    paths: Counter[str] = Counter()
    for index, row in enumerate(deals.tolist()):
        rnd, path = strategy_round([DECK[i] for i in row], optimal, rules)
        paths[path] += 1
        assert money_of_ledger(settle_round(rnd, rules)) == fast[index], f"deal {index}: {row}"
    assert path_counts(batch, tables) == paths
    expected = {"buy then play (optimal)", "exchange 3 then fold (optimal)", "play (optimal)", "fold (optimal)"}
    assert expected <= set(paths)


# -- the build's counting steps ------------------------------------------------------------------------


def test_the_exchange_sums_equal_direct_sums_over_the_hands() -> None:
    """The Moebius step: for a kept set K and discards X, the sum of a value over the five-card
    hands that hold K and none of X, from subset tables, against summing those hands directly."""
    upcard = 4 * 11  # the King of spades
    counter = UpcardCounter.__new__(UpcardCounter)
    hands = subsets_of_others(5).astype(np.int64)  # positions among the 51 other cards
    rng = np.random.default_rng(5)
    weight = rng.integers(-1000, 1000, size=len(hands))
    own = np.sort(np.array([rng.choice(OTHERS, 5, replace=False) for _ in range(4)]), axis=1)
    sums = counter._moebius(hands, weight, own)
    for row, cards in enumerate(own.tolist()):
        for mask in (0b00000, 0b00001, 0b00110, 0b10101, 0b11111):
            kept = [cards[i] for i in range(5) if mask >> i & 1]
            discarded = [cards[i] for i in range(5) if not mask >> i & 1]
            holds = np.isin(hands, kept).sum(axis=1) == len(kept)
            avoids = ~np.isin(hands, discarded).any(axis=1)
            assert sums[row, mask] == weight[holds & avoids].sum(), (cards, mask)
    assert upcard not in renumber(np.array([[0, 1, 2, 3, 5]]), upcard)


def test_the_buy_sums_by_six_card_class_equal_counting_each_sixth_card() -> None:
    rules = game_table_rules(GAME)
    upcard = 4 * 3  # the Five of spades
    counter = UpcardCounter(rules, upcard)
    rng = np.random.default_rng(8)
    others = [c for c in range(52) if c != upcard]
    cards = np.sort(np.array([rng.choice(others, 5, replace=False) for _ in range(6)]), axis=1).astype(np.uint8)
    sums, played = counter._buy_sums(cards)
    for row, hand in enumerate(cards.tolist()):
        sixth = [c for c in others if c not in hand]
        assert len(sixth) == UNSEEN
        six = np.array([sorted([*hand, c]) for c in sixth])
        totals = counter.play_totals(six)
        folded = FOLD_UNITS * counter.counter.tables.hands_left(6)
        assert sums[row] == np.maximum(totals, folded).sum()
        assert played[row] == (totals > folded).sum()


def test_colex_names_every_subset_once() -> None:
    rows = subsets_of_others(2)
    assert colex_rank(rows).tolist() == list(range(len(rows)))


# -- the commands ----------------------------------------------------------------------------------------


def test_the_build_is_asked_for_alone() -> None:
    result = CliRunner().invoke(app, ["strategy", GAME, "--build", "--hand", "Ah Kh 7d 7s 3c", "--upcard", "Kd"])
    assert result.exit_code == 2
    assert "not both" in result.output


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["analyze", GAME, "--strategy", "basic", "--exact"], "neither 'optimal' nor a strategy YAML file"),
        (["analyze", "holdem", "--strategy", "optimal", "--exact"], "holdem"),
    ],
)
def test_a_strategy_that_cannot_be_played_is_refused(arguments: list[str], message: str) -> None:
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 2
    assert message in result.output


def test_analyze_names_the_optimal_strategy_it_plays() -> None:
    result = CliRunner().invoke(app, ["analyze", GAME, "--strategy", "optimal", "--exact", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["strategy"]["file"] == "rules_spec/lunar_poker_strategy_optimal.npz"
    assert data["strategy"]["sha256"] == _optimal().sha256


def test_certify_plays_the_optimal_strategy_when_asked() -> None:
    from harness.certify.game_part import RunSettings
    from harness.certify.options import CertifyOptions
    from harness.families.lunar.certification import LunarCertification
    from harness.families.lunar.simulate import OPTIMAL
    from harness.games.registry import game as registered_game

    entry = registered_game(GAME)
    common = {"game": GAME, "paytable": None, "rounds": None, "seed": 1, "out_dir": None}
    game = LunarCertification.load(entry, CertifyOptions(**common, game_options=(("strategy", "optimal"),)))
    assert game._plan(RunSettings(seed=1, rounds=1000, checkpoint=None)).strategy == OPTIMAL
    roles = {f.role: f for f in game.inputs}
    assert roles["optimal strategy"].sha256 == hashlib.sha256(_optimal().path.read_bytes()).hexdigest()
    basic = LunarCertification.load(entry, CertifyOptions(**common))
    assert basic._plan(RunSettings(seed=1, rounds=1000, checkpoint=None)).strategy != OPTIMAL


def test_a_variant_certified_under_the_optimal_strategy_simulates_it(tmp_path: Path) -> None:
    """The report's house edge is `analyze --strategy optimal`'s on the same seed and rounds (an
    earlier certify simulated the strategy file instead), with the strategy file beside it."""
    game = "lunar-poker-dealer-draw"
    common = ["--strategy", "optimal", "--rounds", "4000", "--seed", "3"]
    analyzed = CliRunner().invoke(app, ["analyze", game, *common, "--json"])
    assert analyzed.exit_code == 0, analyzed.output
    certified = CliRunner().invoke(app, ["certify", game, *common, "--no-mutants", "--out", str(tmp_path)])
    assert certified.exit_code == 0, certified.output
    report = json.loads((tmp_path / "report.json").read_text(encoding="utf-8"))
    edge = json.loads(analyzed.stdout)["simulated"]["house_edge"]
    assert report["figures"]["house_edge"]["value"] == pytest.approx(edge["value"], abs=1e-12)
    rows = report["strategy_comparison"]["rows"]
    assert [row["strategy"].split()[0] for row in rows] == ["optimal", "basic"]
    assert rows[1]["house_edge"] != rows[0]["house_edge"]


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["certify", GAME, "--strategy", "best"], "'best' is not a strategy of lunar-poker"),
        (["certify", "caribbean-stud", "--strategy", "optimal"], "caribbean-stud has no option --strategy"),
    ],
)
def test_certify_refuses_a_strategy_it_cannot_play(arguments: list[str], message: str) -> None:
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 2
    assert message in result.output


# -- the simple card read off the optimal strategy ----------------------------------------------------

SIMPLE_CARD = "strategies/lunar_poker_simple_card.yaml"


def test_the_simple_card_is_played_alike_by_both_engines() -> None:
    """Its new selections (the Ace alone, the King alone) and conditions, on the same deals."""
    from harness.families.lunar.strategy import load_strategy
    from harness.runtime.project import project_root

    rules = game_table_rules(GAME)
    card = load_strategy(project_root() / SIMPLE_CARD)
    plan = SimulationPlan(paytable="", interpretations={}, rounds=3_000, seed=16, batch_size=3_000)
    deals = deal_batch(plan, 0)
    tables = FastTables(rules=rules, strategy=card)
    fast = ledger_rows(play_batch(deals, tables))
    kept_one = 0
    for index, row in enumerate(deals.tolist()):
        rnd, path = strategy_round([DECK[i] for i in row], card, rules)
        assert money_of_ledger(settle_round(rnd, rules)) == fast[index], f"deal {index}: {row}"
        kept_one += path.startswith("exchange 4") and "LPC-4" in path
    assert kept_one > 100  # the Ace or the King kept alone


def test_the_fast_engine_reads_which_cards_are_suited() -> None:
    """Kh Qh 9c 5d 2s and Kh Qc 9h 5d 2s have the same ranks and suit counts (one class of the
    fast engine's tables) but not the same suited pair: against a Queen the card keeps the suited
    King-Queen of the first and folds the second. The fast engine must decide each alone."""
    from harness.families.lunar.fast import ACTION_CODES
    from harness.families.lunar.strategy import load_strategy
    from harness.runtime.project import project_root

    rules = game_table_rules(GAME)
    card = load_strategy(project_root() / SIMPLE_CARD)
    upcard = parse_cards("Qd")[0]
    hands = [parse_cards("Kh Qh 9c 5d 2s"), parse_cards("Kh Qc 9h 5d 2s")]
    expected = [card.first_decision(hand, upcard) for hand in hands]
    assert [e.action for e in expected] == [Decision.EXCHANGE, Decision.FOLD]
    rows = []
    for hand in hands:
        rest = [c for c in DECK if c not in hand and c != upcard]
        rows.append([DECK.index(c) for c in [*hand, upcard, *rest[:14]]])
    batch = play_batch(np.array(rows, dtype=np.int8), FastTables(rules=rules, strategy=card))
    assert batch.action.tolist() == [ACTION_CODES[e.action] for e in expected]
    assert batch.exchanged.tolist() == [3, 0]


def test_the_card_keeps_the_ace_alone_and_folds_a_king_against_a_queen() -> None:
    from harness.families.lunar.strategy import load_strategy
    from harness.runtime.project import project_root

    card = load_strategy(project_root() / SIMPLE_CARD)
    hand = parse_cards("Ah Qd 9c 6s 3h")
    choice = card.first_decision(hand, parse_cards("7c")[0])
    assert choice.action is Decision.EXCHANGE
    assert [c for c in hand if c not in choice.discard] == list(parse_cards("Ah"))
    assert card.first_decision(parse_cards("Kh Jd 9c 6s 3h"), parse_cards("Qc")[0]).action is Decision.FOLD
    assert card.first_decision(parse_cards("Kh Jd 9c 6s 3h"), parse_cards("Tc")[0]).action is Decision.EXCHANGE
    # An inside straight draw with no pair is not bought; an open-ended one is.
    assert card.first_decision(parse_cards("9h 8d 6c 5s 2h"), parse_cards("Kc")[0]).action is Decision.FOLD
    assert card.first_decision(parse_cards("9h 8d 7c 6s 2h"), parse_cards("Kc")[0]).action is Decision.BUY


def test_analyze_plays_a_strategy_file() -> None:
    from harness.runtime.project import project_root

    path = str(project_root() / SIMPLE_CARD)
    result = CliRunner().invoke(app, ["analyze", GAME, "--strategy", path, "--exact", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["strategy"]["name"] == "Lunar Poker simple card"


# -- Caribbean Stud: the build agrees with the exact stud count ----------------------------------------


@pytest.mark.parametrize("rank", [13, *(pytest.param(r, marks=pytest.mark.slow) for r in (2, 3, 6, 9, 11, 12, 14))])
def test_the_build_decides_caribbean_stud_as_its_exact_count_does(rank: int) -> None:
    """Without a draw the build's only options are fold and play, counted exactly: it must raise
    exactly the hands the exact Caribbean Stud count raises (an exact tie folds in both)."""
    from harness.families.lunar.analysis.upcard_analysis import analyse_upcard
    from harness.families.lunar.optimal_upcard import FOLD, PLAY
    from harness.families.lunar.pay_schedule import stud_schedule

    rules = game_table_rules("caribbean-stud")
    upcard = (rank - 2) * 4
    built = UpcardCounter(rules, upcard).count()
    schedule = stud_schedule(rules)
    exact = analyse_upcard(upcard, schedule.qualify_value, schedule.pays, schedule.rules)
    assert (built.keys == exact.keys).all()
    assert set(np.unique(built.best).tolist()) <= {FOLD, PLAY}
    assert ((built.best == PLAY) == exact.raises).all()


def test_a_finished_rank_is_kept_and_one_of_other_inputs_is_counted_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The build's checkpoint: a rank file is used only under the identity it was counted for."""
    from harness.families.lunar.optimal_build import RankFigures, identity, load_rank, save_rank
    from harness.families.lunar.optimal_upcard import HandTables

    rules = game_table_rules(GAME)
    expected = identity(rules)
    figures = RankFigures(rank=9, seconds=1.0, value_sum=-1.5, raised_sum=2.0, fee_sum=0.5,
                          decisions={"fold": 3}, deviations={}, basic_value_sum=-2.0)  # fmt: skip
    first = np.arange(10, dtype=np.uint8)
    tables = HandTables(upcard=28, first=first, plays5=np.ones(10, bool), plays6=np.zeros(20, bool))
    save_rank(tmp_path, expected, figures, tables)
    found = load_rank(tmp_path, expected, 9)
    assert found is not None and found["first"].tolist() == list(range(10))
    assert load_rank(tmp_path, expected | {"paytable_sha256": "0" * 64}, 9) is None
    assert "counted again" in capsys.readouterr().err
    assert load_rank(tmp_path, expected, 10) is None  # not counted yet
