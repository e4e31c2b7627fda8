"""Exact Play branch: the counted value of playing a hand equals the fast engine (proven equal to
the reference) played against every one of the dealer's 163,185 hidden hands."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest

from harness.core.cards import parse_card, parse_cards
from harness.families.lunar.analysis.dealer_counts import DEALER_COMPLETIONS, UpcardTables
from harness.families.lunar.analysis.hand_values import dense_values
from harness.families.lunar.analysis.pay_schedule import qualify_value
from harness.families.lunar.fast import FastTables, play_batch
from harness.families.lunar.game import table_rules
from harness.families.lunar.round import Decision
from harness.families.lunar.strategy import basic_strategy


@pytest.mark.parametrize(
    ("hand", "upcard"),
    [("Kc Kd 7h 4s 2c", "9s"), ("As Ad Kh Ks 2d", "Qh"), ("7c 7d 7h 7s 2c", "Ah")],
)
def test_counted_play_value_equals_playing_every_dealer_hand(hand: str, upcard: str) -> None:
    rules, strategy = table_rules(), basic_strategy()
    player = parse_cards(hand)
    up = parse_card(upcard)
    assert strategy.first_decision(player, up).action is Decision.PLAY
    tables = FastTables(rules=rules, strategy=strategy)
    cards = np.array([[c.index for c in player]])
    # Counted: the formula of harness.families.lunar.exact_play with the Caribbean Stud dealer counts.
    spade_up, suit = (up.index // 4) * 4, up.index % 4
    relabel = np.vectorize(lambda c: (c // 4) * 4 + {suit: 0, 0: suit}.get(c % 4, c % 4))
    relabelled = relabel(cards)
    outcomes = UpcardTables(spade_up).outcomes(
        relabelled, dense_values(relabelled), qualify_value()
    )
    pays = tables.hand_values("raise_pays", cards)
    counted = int(outcomes.does_not_qualify[0] + 2 * pays[0] * outcomes.player_wins[0] - 3 * outcomes.dealer_wins[0])
    # Played: every hidden dealer hand through the fast engine.
    rest = [i for i in range(52) if i not in cards[0] and i != up.index]
    hidden = np.array(list(combinations(rest, 4)))
    assert len(hidden) == DEALER_COMPLETIONS
    pile = np.tile(np.array([c for c in rest][:5]), (len(hidden), 1))  # never drawn: the hand plays
    deals = np.concatenate(
        [np.tile(cards, (len(hidden), 1)), np.full((len(hidden), 1), up.index), hidden, pile], axis=1
    )
    batch = play_batch(deals, tables)
    assert (batch.fee == 0).all() and batch.raise_placed.all()
    played = int((batch.ante_net + batch.raise_net).sum())
    assert Fraction(counted, DEALER_COMPLETIONS) == Fraction(played, DEALER_COMPLETIONS)
