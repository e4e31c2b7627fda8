"""The full exact Caribbean Stud analysis (slow: counts all 19,933,230,517,200 deals once).

Checked against figures computed independently of this code: the total deal count, known
five-card category counts, a combinatorial count of non-qualifying dealer hands, the reference
engine over every hidden hand for chosen hands, and the Wizard of Odds' published total
losses for seven strategies (exact integers, so a match is digit for digit).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from fractions import Fraction
from math import comb
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from harness.core.cards import DECK, Card, parse_card, parse_cards
from harness.core.hands import Category
from harness.families.lunar.analysis.dealer_counts import DEALER_COMPLETIONS
from harness.families.lunar.analysis.hand_values import dense_values
from harness.families.lunar.analysis.stud_exact import TOTAL_DEALS, StudExactResult
from harness.families.lunar.analysis.stud_report_text import render_stud_text
from harness.families.lunar.analysis.symmetry import unpack_hands
from harness.families.lunar.analysis.upcard_analysis import UpcardAnalysis
from harness.families.lunar.caribbean.exact import render_text

pytestmark = pytest.mark.slow

BruteForceCounter = Callable[[Sequence[Card], Card], Any]  # the `brute_force` fixture (conftest.py)

# Wizard of Odds (M. Shackleford), "Caribbean Stud Poker", table "Strategy Statistics in Caribbean
# Stud Poker": total loss in Antes over all 19,933,230,517,200 combinations, house edge, element
# of risk, for the standard paytable. Seen reproduced at
# https://toho-talent.com/2022/04/14/caribbean-stud-poker-strategy/ ; the optimal row also appears
# (5.22% / 2.56%) in Shackleford, "The Wizard of Odds Analyzes the New Casino Games",
# Contingencies, Nov/Dec 2000.
PUBLISHED_TOTAL_LOSS = {
    "perfect": 1_041_372_912_372,
    "three_rules_of_thumb": 1_041_417_758_724,
    "ace_king_jack_8_3_or_better": 1_059_715_400_580,
    "matching_rank": 1_063_176_931_284,
    "pair_or_better": 1_090_272_101_460,
    "ace_king_or_better": 1_132_600_203_540,
    "raise_everything": 3_310_360_338_060,
}
PUBLISHED_HOUSE_EDGE_PERCENT = 5.224
PUBLISHED_ELEMENT_OF_RISK_PERCENT = (2.555, 2.556)  # the table above; the brief quotes 2.556
TOLERANCE_POINTS = 0.01
KNOWN_CATEGORY_COUNTS = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3744,
    Category.FLUSH: 5108,
    Category.STRAIGHT: 10200,
    Category.THREE_OF_A_KIND: 54912,
    Category.TWO_PAIR: 123552,
    Category.PAIR: 1098240,
    Category.HIGH_CARD: 1302540,
}


@pytest.fixture(scope="module")
def result(caribbean_exact: StudExactResult) -> StudExactResult:
    return caribbean_exact  # counted once per session (conftest.py)


def value(text: str) -> int:
    return int(dense_values(np.array([[c.index for c in parse_cards(text)]]))[0])


def test_every_deal_is_counted_once(result: StudExactResult) -> None:
    assert TOTAL_DEALS == comb(52, 5) * 47 * comb(46, 4) == 19_933_230_517_200
    assert result.total_combinations == TOTAL_DEALS
    for analysis in result.upcards:
        assert int(analysis.weights.sum()) == comb(51, 5)


def test_player_hand_categories_have_their_known_counts(result: StudExactResult) -> None:
    per_category = dict.fromkeys(Category, 0)
    for analysis in result.upcards:
        category = result.schedule.category[analysis.values]
        for cat in Category:
            per_category[cat] += int(analysis.weights[category == int(cat)].sum()) * 4
    assert per_category == {cat: count * 47 for cat, count in KNOWN_CATEGORY_COUNTS.items()}


def test_dealer_fails_to_qualify_as_often_as_combinatorics_says(result: StudExactResult) -> None:
    # Every deal is a dealer hand (one of whose 5 cards is the upcard) and a player hand from the
    # other 47 cards, so non-qualifying deals = non-qualifying hands x 5 x C(47, 5).
    non_qualifying_hands = KNOWN_CATEGORY_COUNTS[Category.HIGH_CARD] - (comb(11, 3) - 1) * (4**5 - 4)
    counted = sum(int((a.weights * 4 * a.does_not_qualify.astype(np.int64)).sum()) for a in result.upcards)
    assert counted == non_qualifying_hands * 5 * comb(47, 5)


def test_optimal_total_loss_is_the_published_one(result: StudExactResult) -> None:
    assert result.house_edge * TOTAL_DEALS == PUBLISHED_TOTAL_LOSS["perfect"]
    assert result.strategy_figures(lambda a: a.raises).total_loss == PUBLISHED_TOTAL_LOSS["perfect"]


def test_house_edge_and_element_of_risk_within_the_published_rounding(result: StudExactResult) -> None:
    assert abs(100 * float(result.house_edge) - PUBLISHED_HOUSE_EDGE_PERCENT) < TOLERANCE_POINTS
    for published in PUBLISHED_ELEMENT_OF_RISK_PERCENT:
        assert abs(100 * float(result.element_of_risk) - published) < TOLERANCE_POINTS
    wagered = result.strategy_figures(lambda a: a.raises).wagered_combinations
    assert result.element_of_risk == Fraction(PUBLISHED_TOTAL_LOSS["perfect"], wagered)


def _ranks(analysis: UpcardAnalysis) -> npt.NDArray[np.int64]:
    return np.sort(unpack_hands(analysis.keys).astype(np.int64) // 4 + 2, axis=1)[:, ::-1]


def _published_strategies(result: StudExactResult) -> dict[str, Callable[[UpcardAnalysis], Any]]:
    qualify, category = result.schedule.qualify_value, result.schedule.category
    akj83 = value("As Kd Jh 8c 3s")

    def pair_or_better(a: UpcardAnalysis) -> Any:
        return category[a.values] >= int(Category.PAIR)

    def ace_king_only(a: UpcardAnalysis) -> Any:
        return (a.values >= qualify) & ~pair_or_better(a)

    def matches_upcard(a: UpcardAnalysis) -> Any:
        return (_ranks(a) == a.upcard // 4 + 2).any(axis=1)

    def rules_of_thumb(a: UpcardAnalysis) -> Any:
        ranks, up = _ranks(a), a.upcard // 4 + 2
        queen, jack = (ranks == 12).any(axis=1), (ranks == 11).any(axis=1)
        match = matches_upcard(a)
        raise_ak = (
            ((up <= 12) & match)  # the upcard is 2-Q and matches one of your ranks
            | ((up >= 13) & (queen | jack))  # the upcard is A or K and you hold a Q or J
            | (~match & queen & (up < ranks[:, 3]))  # no match, a Q, upcard below your 4th card
        )
        return pair_or_better(a) | (ace_king_only(a) & raise_ak)

    return {
        "three_rules_of_thumb": rules_of_thumb,
        "ace_king_jack_8_3_or_better": lambda a: a.values >= akj83,
        "matching_rank": lambda a: pair_or_better(a) | (ace_king_only(a) & matches_upcard(a)),
        "pair_or_better": pair_or_better,
        "ace_king_or_better": lambda a: a.values >= qualify,
        "raise_everything": lambda a: np.ones(len(a.values), dtype=bool),
    }


def test_simpler_strategies_cost_what_was_published(result: StudExactResult) -> None:
    for name, raises in _published_strategies(result).items():
        assert result.strategy_figures(raises).total_loss == PUBLISHED_TOTAL_LOSS[name], name


@pytest.mark.parametrize(
    ("player", "upcard"),
    [
        ("As Kd Qh 5c 2h", "4h"),  # a borderline Ace-King cell that depends on suits
        ("Ah Kh Qh 8d 7c", "Jh"),
        ("Ts Js Qs Ks As", "2c"),
        ("2c 5d 7h 9s Jc", "Kd"),
    ],
)
def test_counts_and_decisions_match_the_reference_engine(
    result: StudExactResult, brute_force: BruteForceCounter, player: str, upcard: str
) -> None:
    cards, up = parse_cards(player), parse_card(upcard)
    expected = brute_force(cards, up)
    got = result.outcome(cards, up)
    assert (got.does_not_qualify, got.push, got.dealer_wins, got.player_wins) == (
        expected.events["dealer_does_not_qualify"],
        expected.events["push"],
        expected.events["dealer_wins"],
        expected.events["player_wins"],
    )
    assert got.raise_total == expected.raise_total
    assert got.raises == (Fraction(expected.raise_total, DEALER_COMPLETIONS) > -1)


def test_the_strategy_summary_replays_the_computed_decisions(result: StudExactResult) -> None:
    rng = np.random.default_rng(5)
    uniform = [g for g in result.strategy.groups if g.decision != "mixed"]
    assert [g.name for g in uniform if g.decision == "fold"] == ["no_pair_below_ace_king"]
    checked = 0
    while checked < 1500:
        deal = rng.choice(52, size=6, replace=False)
        player, upcard = [DECK[int(i)] for i in deal[:5]], DECK[int(deal[5])]
        if checked % 3 and sorted(c.rank for c in player)[-2:] != [13, 14]:
            continue  # two in three checks on hands holding an Ace and a King
        assert result.strategy.decide(player, upcard) == result.outcome(player, upcard).raises
        checked += 1


def test_json_and_text_carry_the_exact_figures(result: StudExactResult, tmp_path: Path) -> None:
    document = json.loads(json.dumps(result.to_json()))
    assert Fraction(document["house_edge"]["fraction"]) == result.house_edge
    assert Fraction(document["element_of_risk"]["fraction"]) == result.element_of_risk
    assert sum(row["combinations"] for row in document["return_table"]) == TOTAL_DEALS
    assert sum(Fraction(row["probability"]["fraction"]) for row in document["return_table"]) == 1
    assert len(document["strategy"]["cells"]) == len(result.strategy.cells)
    assert f"{100 * float(result.house_edge):.6f}%" in render_text(result)
    assert render_stud_text(document) == render_text(result)  # what the command line prints
    path = tmp_path / "counts.npz"
    result.save_counts(path)
    with np.load(path) as saved:
        assert (saved["r14_raise_total"] == result.upcards[12].raise_total).all()
