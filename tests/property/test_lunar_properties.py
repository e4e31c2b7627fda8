"""Invariants of Lunar Poker settlement over random rounds (issue 2, item 6)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core.cards import DECK, Card
from harness.core.hands import rank_five
from harness.core.ledger import Outcome
from harness.families.lunar.game import table_rules
from harness.families.lunar.round import AfterDraw, Decision, LunarRound, SideSuper, is_instant
from harness.families.lunar.settle import settle_round
from harness.families.lunar.simulate import strategy_round
from harness.families.lunar.strategy import basic_strategy
from harness.spec.errors import RoundError

RULES = {
    "default": table_rules(),
    "alternatives": table_rules(interpretations={"super_sf_counts_as": "own_category", "fees_are_wagers": "true"}),
}


@st.composite
def lunar_rounds(draw: Any) -> LunarRound:
    deck: list[Card] = draw(st.permutations(DECK))
    ante = draw(st.integers(1, 500))
    super_bet = draw(st.integers(ante, 3 * ante))
    player, dealer, others_cards, pile = tuple(deck[:5]), tuple(deck[5:10]), tuple(deck[10:15]), deck[15:]
    sides = []
    if draw(st.booleans()):
        sides.append(SideSuper(on="dealer", amount=draw(st.integers(1, 100))))
    if draw(st.booleans()):
        sides.append(SideSuper(on="player:2", amount=draw(st.integers(1, 100))))
    base = dict(
        ante=ante,
        super_bet=super_bet,
        player=player,
        dealer=dealer,
        side_supers=tuple(sides),
        others={"2": others_cards},
    )
    if is_instant(player, RULES["default"].paytable):
        return LunarRound(**base)
    decision = draw(st.sampled_from(list(Decision)))
    if decision in (Decision.FOLD, Decision.PLAY):
        return LunarRound(**base, decision=decision)
    after = draw(st.sampled_from(list(AfterDraw)))
    if decision is Decision.BUY:
        return LunarRound(**base, decision=decision, drawn=(pile[0],), after_draw=after)
    count = draw(st.integers(2, 5))
    discard = tuple(draw(st.permutations(list(player)))[:count])
    return LunarRound(**base, decision=decision, discard=discard, drawn=tuple(pile[:count]), after_draw=after)


@pytest.mark.parametrize("reading", sorted(RULES))
@given(rnd=lunar_rounds())
@settings(max_examples=300, deadline=None)
def test_chips_are_conserved(reading: str, rnd: LunarRound) -> None:
    ledger = settle_round(rnd, RULES[reading])
    assert ledger.net == sum(w.net for w in ledger.wagers) - sum(f.amount for f in ledger.fees)
    for wager in ledger.wagers:
        if wager.outcome is Outcome.LOSE:
            assert wager.net == -wager.stake
        elif wager.outcome is Outcome.PUSH:
            assert wager.net == 0
        else:
            assert wager.net > 0 and wager.net % wager.stake == 0
    drew = rnd.decision in (Decision.BUY, Decision.EXCHANGE)
    fee_total = ledger.fees_paid + sum(w.stake for w in ledger.wagers if w.wager in ("buy", "exchange"))
    assert fee_total == (rnd.ante if drew else 0)  # the fee is lost in every outcome (LP-7.7)


@given(rnd=lunar_rounds())
@settings(max_examples=300, deadline=None)
def test_no_payout_exceeds_the_paytable_maximum(rnd: LunarRound) -> None:
    rules = RULES["default"]
    tables = rules.paytable.tables
    limits = {
        "super": tables["super"].max_pays,
        "side_super": tables["super"].max_pays,
        "instant": tables["instant"].max_pays,
        "ante": 1,
        "raise": 2 * tables["raise"].max_pays,  # at most two combinations (LP-10.2)
    }
    for wager in settle_round(rnd, rules).wagers:
        assert wager.net <= wager.stake * limits[wager.wager]


@given(rnd=lunar_rounds())
@settings(max_examples=200, deadline=None)
def test_settling_is_deterministic(rnd: LunarRound) -> None:
    rules = RULES["default"]
    assert settle_round(rnd, rules).to_json() == settle_round(rnd, rules).to_json()


@given(rnd=lunar_rounds(), data=st.data())
@settings(max_examples=200, deadline=None)
def test_a_card_used_twice_is_refused(rnd: LunarRound, data: Any) -> None:
    dealt = list(rnd.player + rnd.dealer)
    victim = data.draw(st.integers(5, 9))  # a dealer card replaced by one of the player's
    copy = data.draw(st.sampled_from(dealt[:5]))
    dealer = list(rnd.dealer)
    dealer[victim - 5] = copy
    with pytest.raises(RoundError, match="dealt twice"):
        settle_round(replace(rnd, dealer=tuple(dealer)), RULES["default"])


@given(deck=st.permutations(DECK))
@settings(max_examples=300, deadline=None)
def test_strategy_rounds_never_reuse_a_card(deck: list[Card]) -> None:
    rnd, _ = strategy_round(deck[:15], basic_strategy(), RULES["default"])
    used = rnd.player + rnd.dealer + rnd.drawn
    assert len(set(used)) == len(used)
    assert set(rnd.final_hand()) <= set(rnd.player) | set(rnd.drawn)


hands = st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True)


@given(a=hands, b=hands, c=hands)
@settings(max_examples=500, deadline=None)
def test_hand_comparison_is_a_total_order(a: list[Card], b: list[Card], c: list[Card]) -> None:
    ra, rb, rc = rank_five(a), rank_five(b), rank_five(c)
    assert sum([ra < rb, ra == rb, ra > rb]) == 1
    if ra <= rb <= rc:
        assert ra <= rc
    # Equal rank means the same ranks in play: suits never break ties.
    if ra == rb:
        assert sorted(x.rank for x in a) == sorted(x.rank for x in b)
