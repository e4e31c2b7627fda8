"""The optimal strategy's variant options (harness.families.lunar.best_options), against counts written
here: the dealer's hidden hands by plain enumeration with the reference ranking, a dealer draw's
worth by the outs read off the cards, and the fast engine against the reference on the same deals.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import pytest

from harness.core.cards import DECK, parse_cards
from harness.core.hands import rank_five
from harness.families.lunar.best_options import nonqualifying_hidden, with_option, worth_a_card
from harness.families.lunar.fast import ledger_rows, money_of_ledger, play_batch
from harness.families.lunar.game import game_table_rules
from harness.families.lunar.optimal_strategy import optimal_for
from harness.families.lunar.option_values import play_with_options
from harness.families.lunar.round import Decision, LunarRound
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import SimulationPlan, deal_batch, fast_tables, rules_key_of, strategy_round

DEALER_DRAW = "lunar-poker-dealer-draw"
FINLAND = "lunar-poker-finland"


def _short_by_enumeration(upcard: int, seen: list[int]) -> int:
    unseen = [i for i in range(52) if i not in seen]
    dealt = DECK[upcard]
    return sum(
        1
        for hidden in combinations(unseen, 4)
        if not rank_five([dealt, *(DECK[i] for i in hidden)]).is_ace_king_high_or_better
    )


@pytest.mark.parametrize("seed", [3])
def test_nonqualifying_hidden_hands_equal_a_plain_enumeration(seed: int) -> None:
    rng = random.Random(seed)
    cards = rng.sample(range(52), 11)
    upcard, seen = cards[0], cards  # the upcard, a hand, its five discards
    mask = np.zeros((1, 52), dtype=bool)
    mask[0, seen] = True
    assert int(nonqualifying_hidden(np.array([upcard]), mask)[0]) == _short_by_enumeration(upcard, seen)


def test_nonqualifying_hidden_hands_with_the_upcards_suit_seen() -> None:
    # Every spade but the upcard's... the dealer can make no flush; aces and kings all seen, so
    # only a pair, a straight or better qualifies.
    seen = [c.index for c in parse_cards("2s 3s 4s 5s 6s 7s As Ah Ad Ac Ks Kh Kd Kc")]
    mask = np.zeros((1, 52), dtype=bool)
    mask[0, seen] = True
    upcard = parse_cards("7s")[0].index
    got = int(nonqualifying_hidden(np.array([upcard]), mask)[0])
    assert got == _short_by_enumeration(upcard, seen)
    assert 0 < got < comb(52 - len(seen), 4)


def _played(player: str, dealer: str) -> LunarRound:
    return LunarRound(
        ante=1, super_bet=1, player=tuple(parse_cards(player)), dealer=tuple(parse_cards(dealer)),
        decision=Decision.PLAY, game=DEALER_DRAW,
    )


def test_dealer_draw_is_worth_it_with_three_aces_against_king_queen() -> None:
    """Dealer K Q 9 6 2 (no pair, no Ace-King: short) discards the 2. Of the 42 unseen cards, 12
    pair its K, Q, 9 or 6 and the last Ace makes Ace-King: 13 make it qualify and lose to three
    Aces (Raise 2 Antes paid 3 to 1: +6 per Ante, the Ante pushed); 29 leave it short (+1, the Ante
    paid). With the fee of one Ante: 13 x 6 + 29 - 42 = 65 > 42 x 1 without the draw."""
    rules = game_table_rules(DEALER_DRAW)
    assert worth_a_card(_played("Ac Ad Ah 7s 3d", "Ks Qh 9d 6c 2s"), rules, "dealer_draw")


def test_dealer_draw_breaking_even_is_not_taken() -> None:
    """Two Kings and two sevens (2 to 1) against A Q 9 6 2: 12 cards pair A, Q, 9 or 6 and the two
    unseen Kings make Ace-King, 14 in all: 14 x 4 + 28 - 42 = 42, exactly the 42 of not drawing."""
    rules = game_table_rules(DEALER_DRAW)
    assert not worth_a_card(_played("Kc Kd 7s 7h 3d", "As Qh 9d 6c 2s"), rules, "dealer_draw")


def test_dealer_draw_never_pays_with_a_pair() -> None:
    """A pair's Raise pays 1 to 1: drawing wins at best +2 - 1 fee = the +1 of not drawing."""
    rules = game_table_rules(DEALER_DRAW)
    assert not worth_a_card(_played("Ac Ad 8h 7s 3d", "Ks Qh 9d 6c 2s"), rules, "dealer_draw")


@pytest.mark.parametrize("game", [DEALER_DRAW, FINLAND])
def test_fast_engine_takes_the_options_as_the_reference(game: str) -> None:
    rules = game_table_rules(game)
    optimal = optimal_for(rules)
    plan = SimulationPlan(
        paytable=rules.paytable.name, interpretations=dict(rules.interpretations), rounds=2_500, seed=11,
        batch_size=2_500, game=game, strategy="optimal",
    )
    deals = deal_batch(plan, 0)
    batch = play_batch(deals, fast_tables(rules_key_of(plan)), optimal=optimal)
    rows = ledger_rows(batch)
    taken = 0
    for i, deal in enumerate(deals.tolist()):
        rnd, _ = strategy_round([DECK[c] for c in deal], optimal, rules)
        taken += rnd.dealer_draw is not None or rnd.buy_dealer_qualification is not None or rnd.insurance > 0
        assert money_of_ledger(settle_round(rnd, rules)) == rows[i], (i, rnd)
    assert taken > 20  # the options were taken often enough to be compared


def _reference_play_value(game: str, hand: str, upcard: str, hidden_sets: list[tuple[int, ...]]) -> Fraction:
    """Per Ante, over the given dealer completions: the round settled by the reference, the
    dealer draw or qualification buy taken when its average over the cards it could bring beats
    the round without it (insurance left out: the hands here are below what it covers or not
    worth it)."""
    rules = game_table_rules(game)
    cards = tuple(parse_cards(hand))
    up = parse_cards(upcard)[0]
    option = "dealer_draw" if rules.settings.dealer_draw is not None else "buy_dealer_qualification"
    super_bet = 1 if rules.settings.super_bet else 0
    total = Fraction(0)
    for hidden in hidden_sets:
        dealer = (up, *(DECK[i] for i in hidden))
        rnd = LunarRound(
            ante=1, super_bet=super_bet, player=cards, dealer=dealer, decision=Decision.PLAY, game=game
        )

        def without_super(r: LunarRound) -> int:
            ledger = settle_round(r, rules)
            super_result = ledger.wager("super")
            return ledger.net - (super_result.net if super_result else 0)

        value = Fraction(without_super(rnd))
        if not rank_five(dealer).is_ace_king_high_or_better:
            unseen = [c for c in DECK if c not in cards and c not in dealer]
            drawn = Fraction(sum(without_super(with_option(rnd, option, c)) for c in unseen), len(unseen))
            value = max(value, drawn)
        total += value
    return total / len(hidden_sets)


@pytest.mark.parametrize(
    ("game", "hand", "upcard"),
    [(DEALER_DRAW, "Ac Ad Ah 7s 3d", "Ks"), (DEALER_DRAW, "9c 9d 5h 5s 3d", "4s"), (FINLAND, "9c Tc Jd Qs Kd", "2h")],
)
def test_play_value_with_options_equals_the_reference_round_by_round(game: str, hand: str, upcard: str) -> None:
    rules = game_table_rules(game)
    cards = tuple(parse_cards(hand))
    up = parse_cards(upcard)[0]
    pool = [c.index for c in DECK if c not in cards and c != up]
    rng = random.Random(hand)
    hidden_sets = [tuple(sorted(rng.sample(pool, 4))) for _ in range(60)]
    got = play_with_options(rules, cards, up, hidden=np.array(hidden_sets, dtype=np.int64))
    assert got == _reference_play_value(game, hand, upcard, hidden_sets)


def test_the_builds_option_estimate_follows_the_rules() -> None:
    """harness.families.lunar.option_bonus: nothing for a game without options; nothing for a pair (its
    Raise pays 1 to 1: an option wins at best +2 - 1 fee, the +1 it gives up); growing with the
    Raise pay; a Finnish buy is worth less than a dealer draw (a dealer still short pushes)."""
    from harness.families.lunar.option_bonus import option_bonus

    lunar = option_bonus(game_table_rules("lunar-poker"), 5)
    draw = option_bonus(game_table_rules(DEALER_DRAW), 5)
    buy = option_bonus(game_table_rules(FINLAND), 5)
    assert not lunar.any()
    assert draw[1] == buy[1] == 0
    assert all(np.diff(draw[1:]) >= 0) and all(np.diff(buy[1:]) >= 0)
    assert (buy[2:] < draw[2:]).all()


def test_strategy_hand_in_a_game_with_options_says_what_is_exact() -> None:
    """Play is counted exactly with the dealer draw (three Aces against a King: worth more than
    the same play without a draw, Lunar Poker's); buy and exchanges carry the build's estimate."""
    from typer.testing import CliRunner

    from harness.cli import app

    hand, upcard = "Ac Ad Ah 7s 3d", "Ks"
    result = CliRunner().invoke(app, ["strategy", DEALER_DRAW, "--hand", hand, "--upcard", upcard, "--json"])
    assert result.exit_code == 0, result.output
    options = {(o["decision"], tuple(o.get("keep", ()))): o for o in json.loads(result.stdout)["options"]}
    play = options[("play", ())]
    without_draw = play_with_options(game_table_rules("lunar-poker"), tuple(parse_cards(hand)), parse_cards(upcard)[0])
    assert play["exact"] and "dealer draw" in play["method"]
    assert Fraction(play["fraction"]) > without_draw
    assert options[("fold", ())]["exact"] and options[("fold", ())]["ev"] == -1
    assert not options[("buy", ())]["exact"] and "estimate" in options[("buy", ())]["method"]


@pytest.mark.parametrize(
    ("game", "reading"),
    [(DEALER_DRAW, "dealer_draw_timing=before_dealer_reveals"), (FINLAND, "insurance_settled_on=final_dealer_hand")],
)
def test_the_optimal_strategy_is_refused_under_a_reading_it_does_not_count(game: str, reading: str) -> None:
    from typer.testing import CliRunner

    from harness.cli import app

    arguments = ["analyze", game, "--strategy", "optimal", "--interpretation", reading, "--exact"]
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 2, result.output
    assert "other interpretations" in result.output
