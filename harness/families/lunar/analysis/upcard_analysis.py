"""One upcard, every player hand: the dealer's exact counts and the optimal raise decision.

The unit of work of the exact analysis (one process handles one upcard rank at a time). The
upcard is the spade of its rank; the other suits are relabellings (`harness.families.lunar.analysis.symmetry`).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from harness.families.lunar.analysis.dealer_counts import DEALER_COMPLETIONS, DealerOutcomes, UpcardTables
from harness.families.lunar.analysis.hand_values import IntArray, dense_values
from harness.families.lunar.analysis.pay_schedule import PayRules
from harness.families.lunar.analysis.symmetry import player_classes

Int32Array = npt.NDArray[np.int32]  # counts fit easily; halves the memory of 5.6 million rows
FOLD_TOTAL = -DEALER_COMPLETIONS  # folding loses the Ante on each of the 163,185 hidden hands


@dataclass(frozen=True, slots=True, kw_only=True, eq=False)
class UpcardAnalysis:
    """Every suit class of player hands facing one spade upcard.

    `raise_total` is the player's net, in Antes, summed over the 163,185 hidden hands if the
    hand is raised: the exact expected value of raising times C(46, 4). Raising is optimal iff
    it exceeds `FOLD_TOTAL` (the fold value, -1 Ante on every hidden hand); an exact tie folds,
    which keeps less money at risk for the same return.
    """

    upcard: int
    keys: IntArray  # canonical card masks, ascending (harness.families.lunar.analysis.symmetry)
    weights: IntArray  # player hands per class
    values: Int32Array  # dense hand value of the player's hand
    does_not_qualify: Int32Array  # the four counts of hidden hands total 163,185 per class
    push: Int32Array
    dealer_wins: Int32Array
    player_wins: Int32Array
    raise_total: Int32Array

    @property
    def raises(self) -> npt.NDArray[np.bool_]:
        raised: npt.NDArray[np.bool_] = self.raise_total > FOLD_TOTAL
        return raised

    @property
    def indifferent(self) -> npt.NDArray[np.bool_]:
        tied: npt.NDArray[np.bool_] = self.raise_total == FOLD_TOTAL
        return tied


def raise_totals(outcomes: DealerOutcomes, pays: IntArray, rules: PayRules) -> IntArray:
    """The player's net in Antes over all hidden hands if raised (`pays`: the hand's Raise line,
    N to 1), each outcome settled as the game's showdown table says."""
    pays = pays.astype(np.int64)
    total: IntArray = (
        outcomes.does_not_qualify * rules.units(rules.dealer_does_not_qualify)
        + outcomes.push * rules.units(rules.tie)
        + outcomes.dealer_wins * rules.units(rules.dealer_wins)
        + outcomes.player_wins * rules.units_array(rules.player_wins, pays)
    )
    return total


def analyse_upcard(upcard: int, qualify_value: int, pays: IntArray, rules: PayRules) -> UpcardAnalysis:
    """Count and decide every player hand against one spade upcard (`pays`: N to 1 per value)."""
    classes = player_classes(upcard)
    values = dense_values(classes.cards)
    outcomes = UpcardTables(upcard).outcomes(classes.cards, values, qualify_value)
    raise_total = raise_totals(outcomes, pays[values], rules)
    return UpcardAnalysis(
        upcard=upcard,
        keys=classes.keys,
        weights=classes.weights,
        values=values.astype(np.int32),
        does_not_qualify=outcomes.does_not_qualify.astype(np.int32),
        push=outcomes.push.astype(np.int32),
        dealer_wins=outcomes.dealer_wins.astype(np.int32),
        player_wins=outcomes.player_wins.astype(np.int32),
        raise_total=raise_total.astype(np.int32),
    )
