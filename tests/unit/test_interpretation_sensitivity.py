"""Interpretation sensitivity for the Lunar Poker family's games beyond Lunar Poker itself.

Every reading of a variant's rules replays the same deals on the fast engine, whose per-round
series are proven equal to the reference engine's (`round_values`) here; these tests check the
figures against what the rule documents say: a reading that moves no chip has a delta
of exactly zero, a free dealer draw returns exactly the fees it no longer charges, and on deals
built by hand each reading changes a round's chips as its clause says, counted here by hand.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from harness.core.cards import DECK, Card, parse_cards
from harness.core.paytable import paytable_path
from harness.families.lunar.analysis.five_card import analyse_table
from harness.families.lunar.diff import CommonDealsPlan, GameSetting, Moments, series_names
from harness.families.lunar.game import game_definition, game_table_rules
from harness.families.lunar.sensitivity import (
    SENSITIVITY_SERIES,
    RoundValues,
    interpretation_sensitivity,
    play_setting_batch,
    reading_settings,
    round_values,
)
from harness.families.lunar.simulate import SimulationPlan, deal_batch, simulate
from harness.families.lunar.strategy import strategy_for
from harness.runtime.executors import Placement

ROUNDS = 6_000
SEED = 4
BATCH = 3_000


def _paytable(game: str) -> str:
    settings = game_definition(game).settings
    return str(paytable_path(settings.paytable_folder, settings.default_paytable).resolve())


def _rows(game: str, rounds: int = ROUNDS) -> dict[tuple[str, str], dict[str, Any]]:
    rows = interpretation_sensitivity(game, _paytable(game), rounds, SEED, batch_size=BATCH, processes=False)
    return {(row["interpretation"], row["option"]): row for row in rows}


@pytest.fixture(scope="module")
def dealer_draw() -> dict[tuple[str, str], dict[str, Any]]:
    return _rows("lunar-poker-dealer-draw")


@pytest.fixture(scope="module")
def finland() -> dict[tuple[str, str], dict[str, Any]]:
    return _rows("lunar-poker-finland", 3_000)


def test_every_reading_of_every_variant_has_a_row(
    dealer_draw: dict[tuple[str, str], dict[str, Any]], finland: dict[tuple[str, str], dict[str, Any]]
) -> None:
    for game, rows in (("lunar-poker-dealer-draw", dealer_draw), ("lunar-poker-finland", finland)):
        spec = game_definition(game).spec
        assert list(rows) == [(name, option) for name, i in spec.interpretations.items() for option in i.options]
        assert all(row["is_default"] == (spec.interpretations[n].default == o) for (n, o), row in rows.items())
    assert interpretation_sensitivity("caribbean-stud", _paytable("caribbean-stud"), 1000) == []


@pytest.mark.parametrize("game", ["oasis-poker", "lunar-poker-dealer-draw", "lunar-poker-finland"])
def test_fees_as_wagers_change_no_chip_so_the_house_edge_delta_is_exactly_zero(
    game: str, dealer_draw: dict[tuple[str, str], dict[str, Any]], finland: dict[tuple[str, str], dict[str, Any]]
) -> None:
    rows = {"lunar-poker-dealer-draw": dealer_draw, "lunar-poker-finland": finland}.get(game) or _rows(game, 2_000)
    fees = rows[("fees_are_wagers", "true")]
    assert fees["house_edge_delta"]["value"] == 0 and fees["house_edge_delta"]["half_width"] == 0
    assert not fees["house_edge_changes"]
    # Only the element of risk's denominator grows, by the fees now counted as staked: the same
    # loss over more staked, closer to zero.
    assert fees["element_of_risk_fees_in_denominator"]
    assert fees["element_of_risk_delta"]["value"] * fees["house_edge"]["value"] < 0


def test_the_defaults_row_is_the_variant_simulation_on_the_same_deals(
    dealer_draw: dict[tuple[str, str], dict[str, Any]],
) -> None:
    game = "lunar-poker-dealer-draw"
    rules = game_table_rules(game)
    super_ev = analyse_table(rules.paytable.tables["super"], rules.super_context).expected_value
    plan = SimulationPlan(
        game=game,
        engine="reference",
        paytable=_paytable(game),
        interpretations={},
        rounds=ROUNDS,
        seed=SEED,
        batch_size=BATCH,
    )
    alone = simulate(plan, super_ev, placement=Placement())
    default = dealer_draw[("dealer_draw_fee", "one_ante")]
    assert default["house_edge"]["value"] == pytest.approx(alone.house_edge.value, abs=1e-15)
    assert default["element_of_risk"]["value"] == pytest.approx(alone.element_of_risk(with_fees=False).value, abs=1e-15)
    # LPD-2 / LPD-2.3: a free draw returns exactly the one Ante each draw cost, per (Ante + Super).
    draws = alone.totals.events["dealer made to draw"]
    free = dealer_draw[("dealer_draw_fee", "free")]
    assert draws > 0
    assert free["house_edge_delta"]["value"] == pytest.approx(-draws / ROUNDS / 2, abs=1e-15)
    assert free["house_edge_delta"]["ci95"][1] < 0


def test_a_free_dealer_draw_lowers_the_house_edge(dealer_draw: dict[tuple[str, str], dict[str, Any]]) -> None:
    free = dealer_draw[("dealer_draw_fee", "free")]
    assert free["house_edge_delta"]["value"] < 0 and free["house_edge_delta"]["ci95"][1] < 0
    # The Super is settled on the first five cards, which no reading but super_sf_counts_as touches.
    assert free["super_house_edge_delta"]["fraction"] == "0/1"
    own = dealer_draw[("super_sf_counts_as", "own_category")]
    assert own["super_house_edge_delta"]["value"] > 0 and own["super_house_edge"]["exact"]


def test_the_finnish_side_bets_show_the_readings_the_house_edge_cannot(
    finland: dict[tuple[str, str], dict[str, Any]],
) -> None:
    """The strategy never insures nor bets the jackpot: those readings move no chip of the house
    edge, but each changes its own bet, which the row values per unit."""
    for reading in (("jackpot_hand", "final_hand"), ("insurance_settled_on", "final_dealer_hand")):
        assert finland[reading]["house_edge_delta"]["half_width"] == 0
    first_five = {b["bet"]: b for b in finland[("jackpot_hand", "first_five")]["side_bets"]}
    final = {b["bet"]: b for b in finland[("jackpot_hand", "final_hand")]["side_bets"]}
    jackpot_table = game_table_rules("lunar-poker-finland").paytable.tables["jackpot"]
    assert first_five["jackpot"]["house_edge"]["fraction"] == _fraction(analyse_table(jackpot_table).house_edge)
    assert final["jackpot"]["changes"] and "fraction" not in final["jackpot"]["house_edge"]
    settled_late = {b["bet"]: b for b in finland[("insurance_settled_on", "final_dealer_hand")]["side_bets"]}
    assert settled_late["insurance"]["house_edge_delta"]["value"] > 0  # a bought card can make the dealer qualify
    assert not settled_late["jackpot"]["changes"]


@pytest.mark.parametrize("game", ["oasis-poker", "lunar-poker-dealer-draw", "lunar-poker-finland"])
def test_every_setting_plays_the_deals_on_the_fast_engine_as_the_reference_does(game: str) -> None:
    """Each setting's per-round series (net, fees, staked, the jackpot beyond the first five, the
    insurance) from the fast engine have the exact sums and cross-products of the reference's."""
    spec = game_definition(game).spec
    settings = tuple(GameSetting.of(_paytable(game), readings, game=game) for readings in reading_settings(spec))
    plan = CommonDealsPlan(settings=settings, rounds=2_000, seed=SEED, batch_size=2_000)
    fast = play_setting_batch(plan, 0)
    deals = [[DECK[i] for i in row] for row in deal_batch(plan.deals, 0).tolist()]
    columns = []
    for setting in settings:
        rules = setting.rules()
        strategy = strategy_for(rules)
        columns.append([round_values(deal, rules, strategy).values() for deal in deals])
    reference = Moments.of_columns(
        series_names(len(settings), SENSITIVITY_SERIES),
        np.concatenate([np.array(c, dtype=np.int64) for c in columns], 1),
    )
    assert (fast.n, fast.sums, fast.products) == (reference.n, reference.sums, reference.products)


def _fraction(value: Any) -> str:
    return f"{value.numerator}/{value.denominator}"


# -- deals built by hand -------------------------------------------------------------------------


def _deal(text: str) -> list[Card]:
    """Player 5, dealer 5 (upcard first), then the deck; padded to 16 cards with unused ones."""
    cards = list(parse_cards(text.split()))
    cards += [c for c in DECK if c not in cards][: 16 - len(cards)]
    assert len(set(cards)) == 16
    return cards


def _play(game: str, deal: list[Card], **readings: str) -> RoundValues:
    rules = game_table_rules(game, None, readings)
    return round_values(deal, rules, strategy_for(rules))


def test_a_free_dealer_draw_saves_exactly_the_one_ante_fee() -> None:
    """7-7-7-K-2 plays (the upcard is the fourth Seven, LPS-1.4); the dealer's Q-high does not
    qualify, so the player makes it draw (LPDS-1): its 3 goes, the next card Qs comes in. Pair of
    Queens qualifies and loses to the Sevens: Ante pushes (LP-9.1), Raise 2 paid 3 to 1 for three
    of a kind = +6, no second combination (no card outside the Sevens makes one). The draw costs
    one Ante by default (LPD-2.3), nothing when free."""
    deal = _deal("7s 7h 7d Kc 2s  7c Qd 9c 5s 3h  Qs")
    paid, free = _play("lunar-poker-dealer-draw", deal), _play("lunar-poker-dealer-draw", deal, dealer_draw_fee="free")
    assert (paid.rest, paid.fee) == (6 - 1, 1)
    assert (free.rest, free.fee) == (6, 0)
    assert free.rest - paid.rest == 1


def test_a_draw_before_the_dealer_reveals_can_turn_a_win_into_a_loss() -> None:
    """The same Sevens against K-K as dealt: the dealer qualifies, so by default there is no draw
    and the Sevens win the Raise (+6, Ante pushes). Drawing before the hand is seen
    (dealer_draw_timing=before_dealer_reveals), the dealer's 3 goes and Ks comes in: three Kings
    beat three Sevens (LP-9.3), Ante -1 and Raise -2, and the draw's Ante is lost too: -4."""
    deal = _deal("7s 7h 7d Kc 2s  7c Kd Kh 5s 3h  Ks")
    default = _play("lunar-poker-dealer-draw", deal)
    early = _play("lunar-poker-dealer-draw", deal, dealer_draw_timing="before_dealer_reveals")
    assert (default.rest, default.fee) == (6, 0)
    assert (early.rest, early.fee) == (-1 - 2 - 1, 1)
    assert early.rest - default.rest == -10


def test_insurance_settled_on_the_final_hand_loses_when_the_bought_card_qualifies_the_dealer() -> None:
    """A 5-9 straight buys a sixth card (LPS-1.1, 2c) and plays; the dealer's Q-high does not
    qualify, so the player buys the qualification (LPFS-2): the Queen goes, 4h comes in, a pair of
    Fours qualifies (LPF-6.1) and loses to the straight: Ante pushes, Raise +2x4 = +8, two fees of
    one Ante (buy, qualification): +6 either way. One unit of insurance on this straight (LPF-5)
    is paid on the dealer as dealt (+1) and lost on its final hand (-1), LPF-5.1."""
    deal = _deal("5s 6h 7d 8c 9s  Qh Jd 8h 4c 2d  2c 4h")
    as_dealt = _play("lunar-poker-finland", deal)
    final = _play("lunar-poker-finland", deal, insurance_settled_on="final_dealer_hand")
    fees_as_wagers = _play("lunar-poker-finland", deal, fees_are_wagers="true")
    assert (as_dealt.rest, as_dealt.fee, as_dealt.staked) == (8 - 2, 2, 1 + 2)
    assert (as_dealt.insurable, as_dealt.insurance) == (1, 1)
    assert (final.rest, final.insurable, final.insurance) == (6, 1, -1)
    assert (fees_as_wagers.rest, fees_as_wagers.fee, fees_as_wagers.staked) == (6, 2, 3)


def test_a_jackpot_settled_on_the_final_hand_pays_what_the_draw_made() -> None:
    """A-Q-J of hearts with 4c 3d exchanges every card below a Ten (LPS-1.8) and draws Kh Th: a
    royal flush. On the first five cards (no line) a unit on the Jackpot Bonus is lost (-1); on
    the final hand it is paid 5000 to 1 (LPF-4, illustrative table): a difference of 5001. The
    game's own chips do not depend on the reading."""
    deal = _deal("Ah Qh Jh 4c 3d  As Ad 9c 5s 2h  Kh Th")
    first_five = _play("lunar-poker-finland", deal)
    final = _play("lunar-poker-finland", deal, jackpot_hand="final_hand")
    assert first_five.jackpot_beyond_first_five == 0
    assert final.jackpot_beyond_first_five == 5000 - (-1)
    assert final.rest == first_five.rest
