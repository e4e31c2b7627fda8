"""Rule mutants of Caribbean Stud (rules_spec/caribbean_stud.yaml) on the Lunar Poker family engine.

Each mutant is one plausible misreading of one CS clause, several of them a Lunar Poker habit
carried over to its ancestor (the Ante pushing on a win, a second combination, the instant
payout). They change Caribbean Stud's rounds only (harness.families.lunar.mutants.variant_patches): Lunar
Poker's suite and Oasis Poker's, whose rounds inherit the CS clauses, are untouched. The Gherkin
suite (features/caribbean_stud/) must fail on every one (`tablecert mutants caribbean-stud`).
"""

from __future__ import annotations

from dataclasses import replace

from harness.core.cards import ACE
from harness.core.hands import Category
from harness.core.ledger import Ledger, Outcome, WagerResult
from harness.families.lunar.game import TableRules
from harness.families.lunar.mutants.variant_patches import (
    clear_caches,
    edit_ledger,
    edit_wagers,
    instant_payout,
    is_wager,
    qualifier,
    settings_checked,
    settings_in_play,
    settled_as,
    showdown_by,
    showdown_row,
)
from harness.families.lunar.round import LunarRound
from harness.families.lunar.settings import BetOutcome, RaisePays
from harness.families.lunar.suite_paytable import paytable_variable
from harness.mutation.catalogue import GameMutants, Mutant

GAME = "caribbean-stud"
WIN, PUSH, LOSE, PAYTABLE = BetOutcome.WIN, BetOutcome.PUSH, BetOutcome.LOSE, BetOutcome.PAYTABLE


def _royal_paid_as_straight_flush(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    straight_flush = rules.paytable.tables["raise"].line("straight_flush")

    def repay(w: WagerResult) -> WagerResult:
        if w.wager != "raise" or w.line != "royal_flush":
            return w
        return replace(w, net=w.stake * straight_flush.pays, line=straight_flush.name)

    return replace(ledger, wagers=tuple(repay(w) for w in ledger.wagers))


def _ace_king_not_paid(w: WagerResult) -> WagerResult:
    return replace(w, outcome=Outcome.PUSH, net=0, line=None, detail="Ace-King is no Raise line (mutant)")


def _raise_is_one_ante(w: WagerResult) -> WagerResult:
    return replace(w, stake=w.stake // 2, net=w.net // 2)


_MUTANTS = (
    # The showdown table (CS-5.1 to CS-5.4).
    Mutant(
        name="cs_player_win_ante_pushes",
        description="a player who beats a qualifying dealer has the Ante pushed (the Lunar rule), not paid 1 to 1",
        clauses=("CS-5.1",),
        patches=(showdown_row(GAME, "player_wins", PUSH, PAYTABLE),),
    ),
    Mutant(
        name="cs_unqualified_dealer_raise_paid",
        description="when the dealer does not qualify the Raise is paid by the Raise paytable instead of pushing",
        clauses=("CS-5.4",),
        patches=(showdown_row(GAME, "dealer_does_not_qualify", WIN, PAYTABLE),),
    ),
    Mutant(
        name="cs_unqualified_dealer_ante_pushes",
        description="when the dealer does not qualify the Ante pushes instead of being paid 1 to 1",
        clauses=("CS-5.4",),
        patches=(showdown_row(GAME, "dealer_does_not_qualify", PUSH, PUSH),),
    ),
    Mutant(
        name="cs_tie_goes_to_dealer",
        description="against a qualifying dealer a tie loses the Ante and the Raise instead of pushing",
        clauses=("CS-5.2",),
        patches=(showdown_row(GAME, "tie", LOSE, LOSE),),
    ),
    Mutant(
        name="cs_dealer_win_returns_raise",
        description="a player beaten by a qualifying dealer loses the Ante only; the Raise is returned",
        clauses=("CS-5.3",),
        patches=(showdown_row(GAME, "dealer_wins", LOSE, PUSH),),
    ),
    # The qualifier (CS-5).
    Mutant(
        name="cs_dealer_qualifies_on_any_pair",
        description="the dealer qualifies only with a pair or better: Ace-King high does not qualify",
        clauses=("CS-5",),
        patches=(showdown_by(GAME, qualifier(lambda rank: rank.category > Category.HIGH_CARD)),),
    ),
    Mutant(
        name="cs_dealer_qualifies_on_ace_high",
        description="the dealer qualifies with any Ace high, not only Ace-King",
        clauses=("CS-5",),
        patches=(
            showdown_by(GAME, qualifier(lambda rank: rank.category > Category.HIGH_CARD or rank.tiebreak[0] == ACE)),
        ),
    ),
    # The Raise paytable (CS-6, CS-7).
    Mutant(
        name="cs_second_combination_paid",
        description="a winning Raise is also paid for a second combination (the Lunar rule), not the best line only",
        clauses=("CS-6",),
        patches=(settings_in_play(GAME, lambda s: replace(s, raise_pays=RaisePays.COMBINATIONS)),),
    ),
    Mutant(
        name="cs_ace_king_not_a_raise_line",
        description="Ace-King high is read as no paying hand: an Ace-King winner's Raise pushes",
        clauses=("CS-6",),
        patches=(edit_wagers(GAME, lambda w: w.wager == "raise" and w.line == "ace_king", _ace_king_not_paid),),
    ),
    Mutant(
        name="cs_royal_paid_as_straight_flush",
        description="a royal flush is paid on the Raise as a straight flush (50, not 100)",
        clauses=("CS-6", "CS-7"),
        patches=(edit_ledger(GAME, _royal_paid_as_straight_flush),),
    ),
    Mutant(
        name="cs_instant_payout",
        description="a straight flush or royal flush is paid at once on the Ante (Lunar's Instant table), not played",
        clauses=("CS-7",),
        patches=(edit_ledger(GAME, instant_payout),),
    ),
    # The decisions (CS-4.1 to CS-4.3).
    Mutant(
        name="cs_raise_is_one_ante",
        description="the Raise is 1 x Ante instead of 2 x Ante",
        clauses=("CS-4.2",),
        patches=(edit_wagers(GAME, is_wager("raise"), _raise_is_one_ante),),
    ),
    Mutant(
        name="cs_fold_returns_ante",
        description="a folded hand gets its Ante back instead of losing it",
        clauses=("CS-4.1",),
        patches=(edit_wagers(GAME, is_wager("ante", "CS-4.1"), settled_as(Outcome.PUSH)),),
    ),
    Mutant(
        name="cs_sixth_card_buy_accepted",
        description="a sixth card may be bought for one Ante (the Lunar option): the no-draw rule is not checked",
        clauses=("CS-4.3",),
        patches=(settings_checked(GAME, lambda s: replace(s, buy=True)),),
    ),
)


CARIBBEAN_STUD = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_caribbean_stud.py",),  # its own suite: see harness.families.lunar.mutants.variant_patches
    env=((paytable_variable(GAME), "standard"),),
    mutants=_MUTANTS,
    reset=clear_caches,
)
