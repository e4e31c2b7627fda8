"""Rule mutants of Oasis Poker (rules_spec/oasis_poker.yaml) on the Lunar Poker family engine.

Oasis Poker is Caribbean Stud with a paid draw (OP-1), so its own rules are the draw: one to five
cards replaced for one Ante a card (OP-2), the decision again on the new hand (OP-2.1), the fee
never returned (OP-2.2). Each mutant misreads one of them, or carries Lunar Poker's draw rules
over (a one-Ante exchange fee, two to five cards, a sixth card, the second combination). They
change Oasis Poker's rounds only (harness.families.lunar.mutants.variant_patches), so the suites of Caribbean
Stud and Lunar Poker are untouched; features/oasis_poker/ must fail on every one.
"""

from __future__ import annotations

from dataclasses import replace

from harness.core.cards import Card
from harness.core.ledger import Ledger, Outcome
from harness.families.lunar.game import TableRules
from harness.families.lunar.mutants.variant_patches import (
    clear_caches,
    edit_ledger,
    fees_as_wagers,
    folded_after_draw,
    refund,
    round_method,
    settings_checked,
    settings_in_play,
    settled_as,
    showdown_row,
)
from harness.families.lunar.round import Decision, LunarRound
from harness.families.lunar.settings import BetOutcome, ExchangeRule, FeeRule, GameSettings, RaisePays
from harness.families.lunar.suite_paytable import paytable_variable
from harness.mutation.catalogue import GameMutants, Mutant

GAME = "oasis-poker"


def _exchange(
    settings: GameSettings, *, cards: tuple[int, int] | None = None, fee: FeeRule | None = None
) -> GameSettings:
    """The exchange switch with its card range or its fee misread."""
    rule = settings.exchange or ExchangeRule()
    return replace(settings, exchange=ExchangeRule(cards=cards or rule.cards, fee=fee or rule.fee))


def _hand_dealt(rnd: LunarRound, hand: tuple[Card, ...]) -> tuple[Card, ...]:
    return rnd.player if rnd.decision is Decision.EXCHANGE else hand


def _ante_back_after_draw(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    if not folded_after_draw(rnd):
        return ledger
    back = settled_as(Outcome.PUSH)
    return replace(ledger, wagers=tuple(back(w) if w.wager == "ante" else w for w in ledger.wagers))


def _fee_back_on_win(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    ante = ledger.wager("ante")
    won = ante is not None and ante.outcome is Outcome.WIN and "CS-5.1" in ante.clauses
    return refund(ledger) if won else ledger


def _fee_back_when_unqualified(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    ante = ledger.wager("ante")
    return refund(ledger) if ante is not None and "CS-5.4" in ante.clauses else ledger


def _fee_back_on_fold(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    return refund(ledger) if folded_after_draw(rnd) else ledger


def _fees_listed_as_wagers(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    return fees_as_wagers(ledger)


_MUTANTS = (
    # The draw and its price (OP-2).
    Mutant(
        name="op_fee_one_ante",
        description="a draw costs one Ante whatever the number of cards replaced (the Lunar fee), not one a card",
        clauses=("OP-2",),
        patches=(settings_in_play(GAME, lambda s: _exchange(s, fee=FeeRule.ONE_ANTE)),),
    ),
    Mutant(
        name="op_single_card_draw_refused",
        description="a draw must replace two to five cards (the Lunar range): replacing one card is refused",
        clauses=("OP-2",),
        patches=(settings_checked(GAME, lambda s: _exchange(s, cards=(2, 5))),),
    ),
    Mutant(
        name="op_five_card_draw_refused",
        description="a draw replaces at most four cards: replacing all five is refused",
        clauses=("OP-2",),
        patches=(settings_checked(GAME, lambda s: _exchange(s, cards=(1, 4))),),
    ),
    Mutant(
        name="op_sixth_card_buy_accepted",
        description="a sixth card may be bought for one Ante (the Lunar option) besides the draw",
        clauses=("OP-2",),
        patches=(settings_checked(GAME, lambda s: replace(s, buy=True)),),
    ),
    # The decision after the draw (OP-2.1).
    Mutant(
        name="op_showdown_on_hand_before_draw",
        description="after a draw the hand dealt, not the new hand, meets the dealer's",
        clauses=("OP-2.1",),
        patches=(round_method(GAME, "final_hand", _hand_dealt),),
    ),
    Mutant(
        name="op_fold_after_draw_returns_ante",
        description="a player who folds after paying for a draw gets the Ante back",
        clauses=("OP-2.1",),
        patches=(edit_ledger(GAME, _ante_back_after_draw),),
    ),
    # The fee is never returned (OP-2.2).
    Mutant(
        name="op_fee_returned_on_win",
        description="the draw fee is returned when the new hand beats a qualifying dealer",
        clauses=("OP-2.2",),
        patches=(edit_ledger(GAME, _fee_back_on_win),),
    ),
    Mutant(
        name="op_fee_returned_when_dealer_does_not_qualify",
        description="the draw fee is returned when the dealer does not qualify",
        clauses=("OP-2.2", "CS-5.4"),
        patches=(edit_ledger(GAME, _fee_back_when_unqualified),),
    ),
    Mutant(
        name="op_fee_returned_on_fold",
        description="the draw fee is returned to a player who folds after the draw",
        clauses=("OP-2.2", "OP-2.1"),
        patches=(edit_ledger(GAME, _fee_back_on_fold),),
    ),
    Mutant(
        name="op_fee_listed_as_wager",
        description="the draw money is always a lost wager, never a fee, whatever fees_are_wagers says",
        clauses=("OP-2.2",),
        patches=(edit_ledger(GAME, _fees_listed_as_wagers),),
    ),
    # Caribbean Stud's rules kept after a draw (OP-1).
    Mutant(
        name="op_second_combination_paid",
        description="a winning Raise is also paid for a second combination (the Lunar rule) in a game with a draw",
        clauses=("OP-1", "CS-6"),
        patches=(settings_in_play(GAME, lambda s: replace(s, raise_pays=RaisePays.COMBINATIONS)),),
    ),
    Mutant(
        name="op_player_win_ante_pushes",
        description="a player who beats a qualifying dealer has the Ante pushed (the Lunar rule), not paid 1 to 1",
        clauses=("OP-1", "CS-5.1"),
        patches=(showdown_row(GAME, "player_wins", BetOutcome.PUSH, BetOutcome.PAYTABLE),),
    ),
)

OASIS_POKER = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_oasis_poker.py",),  # its own suite: see harness.families.lunar.mutants.variant_patches
    env=((paytable_variable(GAME), "standard"), (paytable_variable("caribbean-stud"), "standard")),
    mutants=_MUTANTS,
    reset=clear_caches,
)
