"""Rule mutants of Lunar Poker with the dealer draw (rules_spec/lunar_poker_dealer_draw.yaml).

Every Lunar Poker rule applies (LPD-1) and Lunar Poker's own mutants cover them; these misread the
variant's own clauses: when the player may make the dealer draw (LPD-2), which card the dealer
discards (LPD-2.1), which hand meets the player's and which the Super on the dealer is settled on
(LPD-2.2), and the fee (LPD-2.3, interpretation dealer_draw_fee). They change the dealer-draw
game's rounds only (harness.families.lunar.mutants.variant_patches), or the card rule that only a dealer draw
uses, so Lunar Poker's suite is untouched; features/lunar_poker_dealer_draw/ must fail on every one.
"""

from __future__ import annotations

from dataclasses import replace

from harness.core.cards import Card
from harness.core.hands import rank_five
from harness.core.ledger import Ledger, Outcome, WagerResult
from harness.families.lunar import settle as engine
from harness.families.lunar.game import TableRules
from harness.families.lunar.mutants.variant_patches import (
    card_rule,
    clear_caches,
    edit_ledger,
    fees_as_wagers,
    problem_dropped,
    qualifies,
    reading_in_play,
    refund,
    round_method,
    settled_as,
)
from harness.families.lunar.round import LunarRound
from harness.families.lunar.suite_paytable import paytable_variable
from harness.mutation.catalogue import GameMutants, Mutant

GAME = "lunar-poker-dealer-draw"
_SUIT_ORDER = "cdhs"  # LPD-2.1: clubs, then diamonds, hearts, spades


def _spades_first(cards: tuple[Card, ...]) -> Card:
    """The lowest rank; among equal ranks the highest suit (the LPD-2.1 order read backwards)."""
    return min(cards, key=lambda c: (c.rank, -_SUIT_ORDER.index(c.suit.value)))


def _lowest_hidden_card(cards: tuple[Card, ...]) -> Card:
    """The lowest of the four hidden cards: the upcard (cards[0]) is never discarded."""
    return min(cards[1:])


def _ante_on_dealt_hand(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    """The Ante settled on the hand as dealt, which did not qualify: paid 1 to 1 (LP-9.4)."""
    if rnd.dealer_draw is None or qualifies(rank_five(rnd.dealer)):
        return ledger
    paid = settled_as(Outcome.WIN)
    return replace(ledger, wagers=tuple(paid(w) if w.wager == "ante" else w for w in ledger.wagers))


def _dealer_super_on_new_hand(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    def resettle(w: WagerResult) -> WagerResult:
        if w.wager != "side_super" or w.on != "dealer":
            return w
        return engine.settle_super("side_super", w.stake, rnd.dealer_final(), rules, w.clauses, on="dealer")

    return replace(ledger, wagers=tuple(resettle(w) for w in ledger.wagers))


def _fee_back_when_still_unqualified(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    if rnd.dealer_draw is None or qualifies(rank_five(rnd.dealer_final())):
        return ledger
    return refund(ledger, ("dealer_draw",))


def _fees_listed_as_wagers(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    return fees_as_wagers(ledger, ("dealer_draw",))


_MUTANTS = (
    # Who may make the dealer draw, and when (LPD-2).
    Mutant(
        name="lpd_qualifying_dealer_made_to_draw",
        description="a qualifying dealer may be made to draw although dealer_draw_timing says only one that does not",
        clauses=("LPD-2",),
        patches=(problem_dropped(GAME, "the dealer qualifies: under", check="table_round_problems"),),
    ),
    Mutant(
        name="lpd_folded_player_makes_dealer_draw",
        description="a player who folds may still make the dealer draw",
        clauses=("LPD-2",),
        patches=(problem_dropped(GAME, "only a player who plays may make the dealer draw"),),
    ),
    # The card discarded (LPD-2.1).
    Mutant(
        name="lpd_dealer_discards_highest_card",
        description="the dealer discards its highest card instead of its lowest",
        clauses=("LPD-2.1",),
        patches=card_rule("lowest_card", max),
    ),
    Mutant(
        name="lpd_upcard_never_discarded",
        description="the dealer discards its lowest hidden card: the upcard stays even when it is the lowest",
        clauses=("LPD-2.1",),
        patches=card_rule("lowest_card", _lowest_hidden_card),
    ),
    Mutant(
        name="lpd_lowest_rank_tie_spades_first",
        description="of two cards of the lowest rank the dealer discards the higher suit (spades first), not clubs",
        clauses=("LPD-2.1",),
        patches=card_rule("lowest_card", _spades_first),
    ),
    # The hand after the draw (LPD-2.2).
    Mutant(
        name="lpd_showdown_against_dealt_hand",
        description="the dealer's hand as dealt, not the new hand, qualifies or not and meets the player's",
        clauses=("LPD-2.2",),
        patches=(round_method(GAME, "dealer_final", lambda rnd, hand: rnd.dealer),),
    ),
    Mutant(
        name="lpd_ante_settled_on_dealt_hand",
        description="the Ante is settled on the dealer's hand as dealt (not qualifying: paid), the Raise on the new",
        clauses=("LPD-2.2",),
        patches=(edit_ledger(GAME, _ante_on_dealt_hand),),
    ),
    Mutant(
        name="lpd_dealer_super_on_new_hand",
        description="a Super on the dealer's hand is settled on the hand after the draw, not as dealt",
        clauses=("LPD-2.2", "LP-8"),
        patches=(edit_ledger(GAME, _dealer_super_on_new_hand),),
    ),
    # The fee (LPD-2.3).
    Mutant(
        name="lpd_fee_returned_when_dealer_still_does_not_qualify",
        description="the dealer-draw fee is returned when the new hand still does not qualify",
        clauses=("LPD-2.3",),
        patches=(edit_ledger(GAME, _fee_back_when_still_unqualified),),
    ),
    Mutant(
        name="lpd_fee_charged_when_read_as_free",
        description="the dealer draw always costs one Ante, whatever dealer_draw_fee says",
        clauses=("LPD-2", "LPD-2.3"),
        patches=(reading_in_play(GAME, "dealer_draw_fee", "one_ante"),),
    ),
    Mutant(
        name="lpd_fee_listed_as_wager",
        description="the dealer-draw money is always a lost wager, never a fee, whatever fees_are_wagers says",
        clauses=("LPD-2.3",),
        patches=(edit_ledger(GAME, _fees_listed_as_wagers),),
    ),
)


DEALER_DRAW = GameMutants(
    game=GAME,
    bindings=("tests/bdd/test_lunar_poker_dealer_draw.py",),  # its own suite: see mutants.variant_patches
    env=((paytable_variable(GAME), "standard"), (paytable_variable("lunar-poker"), "standard")),
    mutants=_MUTANTS,
    reset=clear_caches,
)
