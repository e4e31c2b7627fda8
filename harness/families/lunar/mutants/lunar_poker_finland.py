"""Rule mutants of Finnish Lunar Poker (rules_spec/lunar_poker_finland.yaml).

Lunar Poker's rules apply except the Super bets and the instant payout (LPF-1), and Lunar Poker's
own mutants cover those it keeps; these misread the variant's own clauses: no instant payout
(LPF-3), the Jackpot Bonus (LPF-4), the insurance (LPF-5, LPF-5.1) and the qualification buy
(LPF-6 to LPF-6.3), with their interpretations. They change the Finnish game's rounds only
(harness.families.lunar.mutants.variant_patches), or the card rule only a qualification buy uses, so Lunar
Poker's suite is untouched; features/lunar_poker_finland/ must fail on every one.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace

from harness.core.hands import Category
from harness.core.ledger import Ledger, Outcome, WagerResult
from harness.families.lunar.game import TableRules
from harness.families.lunar.mutants.variant_patches import (
    ROUND,
    SETTLE,
    card_rule,
    clear_caches,
    edit_ledger,
    edit_wagers,
    instant_payout,
    is_wager,
    problem_dropped,
    reading_in_play,
    refund,
    settings_checked,
    settled_as,
)
from harness.families.lunar.round import LunarRound
from harness.families.lunar.settings import GameSettings
from harness.families.lunar.suite_paytable import paytable_variable
from harness.mutation.catalogue import GameMutants, Mutant, Patch

GAME = "lunar-poker-finland"

InsuranceRule = Callable[[LunarRound, TableRules, bool, str], WagerResult]
LimitRule = Callable[[LunarRound, TableRules], int]


def _insurance_inverted(original: InsuranceRule) -> InsuranceRule:
    """Insurance read the other way round: paid when the dealer qualifies, lost when it does not."""

    @functools.wraps(original)
    def settle_insurance(rnd: LunarRound, rules: TableRules, dealer_qualifies: bool, hand_seen: str) -> WagerResult:
        if rnd.game == GAME:
            dealer_qualifies = not dealer_qualifies
        return original(rnd, rules, dealer_qualifies, hand_seen)

    return settle_insurance


def _limit(change: Callable[[LunarRound, TableRules, LimitRule], int]) -> Patch:
    """Wrap insurance_limit (half the possible win, LPF-5) where table_round_problems looks it up."""

    def build(original: LimitRule) -> LimitRule:
        @functools.wraps(original)
        def insurance_limit(rnd: LunarRound, rules: TableRules) -> int:
            return change(rnd, rules, original) if rnd.game == GAME else original(rnd, rules)

        return insurance_limit

    return Patch(target=ROUND, attribute="insurance_limit", build=build)


def _first_combination_only(rules: TableRules) -> TableRules:
    return replace(rules, interpretations={**rules.interpretations, "insurance_possible_win": "first_combination"})


def _insurable_from_two_pair(settings: GameSettings) -> GameSettings:
    assert settings.insurance is not None
    return replace(settings, insurance=replace(settings.insurance, hand_at_least=Category.TWO_PAIR))


def _fee_back_on_win(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    raise_bet = ledger.wager("raise")
    won = raise_bet is not None and raise_bet.outcome is Outcome.WIN and "LPF-6.1" in raise_bet.clauses
    return refund(ledger, ("buy_dealer_qualification",)) if won else ledger


def _jackpot_lost_on_fold(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    if not any(is_wager("ante", "LP-7.1")(w) for w in ledger.wagers):
        return ledger
    lost = settled_as(Outcome.LOSE)
    return replace(ledger, wagers=tuple(lost(w) if w.wager == "jackpot" else w for w in ledger.wagers))


_MUTANTS = (
    # No instant payout (LPF-3) and the Jackpot Bonus (LPF-4).
    Mutant(
        name="lpf_instant_payout",
        description="a straight flush or royal flush is paid at once on the Ante (Lunar's Instant table), not played",
        clauses=("LPF-3",),
        patches=(edit_ledger(GAME, instant_payout),),
    ),
    Mutant(
        name="lpf_jackpot_on_final_hand",
        description="the Jackpot Bonus is settled on the final hand after a draw, whatever jackpot_hand says",
        clauses=("LPF-4",),
        patches=(reading_in_play(GAME, "jackpot_hand", "final_hand"),),
    ),
    Mutant(
        name="lpf_jackpot_lost_on_fold",
        description="a folded hand loses its Jackpot Bonus too, even when its first five cards pay a line",
        clauses=("LPF-4",),
        patches=(edit_ledger(GAME, _jackpot_lost_on_fold),),
    ),
    # Insurance (LPF-5, LPF-5.1).
    Mutant(
        name="lpf_two_pair_insured",
        description="a hand of two pair or better may be insured, not only three of a kind or better",
        clauses=("LPF-5",),
        patches=(settings_checked(GAME, _insurable_from_two_pair),),
    ),
    Mutant(
        name="lpf_insurance_below_one_ante",
        description="insurance of less than one Ante is accepted",
        clauses=("LPF-5",),
        patches=(problem_dropped(GAME, "insurance must be at least the Ante"),),
    ),
    Mutant(
        name="lpf_insurance_up_to_whole_possible_win",
        description="insurance may be as much as the whole possible win, not half of it",
        clauses=("LPF-5",),
        patches=(_limit(lambda rnd, rules, limit: 2 * limit(rnd, rules)),),
    ),
    Mutant(
        name="lpf_possible_win_first_combination_only",
        description="the possible win counts the first combination only, whatever insurance_possible_win says",
        clauses=("LPF-5",),
        patches=(_limit(lambda rnd, rules, limit: limit(rnd, _first_combination_only(rules))),),
    ),
    Mutant(
        name="lpf_insurance_paid_when_dealer_qualifies",
        description="insurance is paid 1 to 1 when the dealer qualifies and lost when it does not (read backwards)",
        clauses=("LPF-5.1",),
        patches=(Patch(target=SETTLE, attribute="settle_insurance", build=_insurance_inverted),),
    ),
    Mutant(
        name="lpf_insurance_on_final_dealer_hand",
        description="insurance is settled on the dealer's hand after a bought card, whatever insurance_settled_on says",
        clauses=("LPF-5.1",),
        patches=(reading_in_play(GAME, "insurance_settled_on", "final_dealer_hand"),),
    ),
    # The qualification buy (LPF-6 to LPF-6.3).
    Mutant(
        name="lpf_buy_replaces_lowest_card",
        description="a bought qualification replaces the dealer's lowest card, not its highest",
        clauses=("LPF-6",),
        patches=card_rule("highest_card", min),
    ),
    Mutant(
        name="lpf_bought_qualification_pays_ante",
        description="after a bought qualification the Ante is still paid 1 to 1 (the dealer as dealt did not qualify)",
        clauses=("LPF-6.1",),
        patches=(edit_wagers(GAME, is_wager("ante", "LPF-6.1"), settled_as(Outcome.WIN)),),
    ),
    Mutant(
        name="lpf_still_unqualified_pays_ante",
        description="a dealer who still does not qualify after the buy pays the Ante 1 to 1 instead of a push",
        clauses=("LPF-6.2",),
        patches=(edit_wagers(GAME, is_wager("ante", "LPF-6.2"), settled_as(Outcome.WIN)),),
    ),
    Mutant(
        name="lpf_qualification_fee_returned_on_win",
        description="the qualification money is returned when the player then beats the dealer",
        clauses=("LPF-6.3",),
        patches=(edit_ledger(GAME, _fee_back_on_win),),
    ),
)


FINLAND = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_lunar_poker_finland.py",),  # its own suite: see mutants.variant_patches
    env=((paytable_variable(GAME), "illustrative"), (paytable_variable("lunar-poker"), "standard")),
    mutants=_MUTANTS,
    reset=clear_caches,
)
