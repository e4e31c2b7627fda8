"""Rule mutants of the Lunar Poker reference engine (harness.families.lunar.settle and what it calls).

Each mutant is one plausible misreading of a rule (rules_spec/lunar_poker.yaml), applied by
monkeypatching. Most wrap an engine function and alter its answer (the ledger, a combination, a
Super result), so the fault is exactly the rule named and the engine's other logic is the real
one; the few that replace a function outright say why. The Gherkin suite must fail on every one
(`tablecert mutants lunar-poker`); the unit tests prove each one changes at least one round.

The mutants are written against the standard paytable (they name its lines, e.g. ace_king).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from harness.core.cards import ACE, Card
from harness.core.decks import STANDARD_52, Deck
from harness.core.hands import BestHand, Category, HandRank, best_five, rank_five
from harness.core.ledger import FeeResult, Ledger, Outcome, WagerResult
from harness.core.paytable import Paytable
from harness.core.predicates import PredicateContext
from harness.families.lunar.combinations import Combination, SecondCombination, first_combination, second_combination
from harness.families.lunar.game import TableRules, cached_family_paytable
from harness.families.lunar.round import LunarRound
from harness.families.lunar.settle import settle_super
from harness.families.lunar.suite_paytable import paytable_variable
from harness.mutation.catalogue import GameMutants, Mutant, Patch

SETTLE = "harness.families.lunar.settle"
COMBINATIONS = "harness.families.lunar.combinations"

LedgerEdit = Callable[[LunarRound, TableRules, Ledger], Ledger]
WagerEdit = Callable[[WagerResult], WagerResult]


# -- helpers: small, so each mutant reads as the one rule it breaks -------------------------------


def _edit_ledger(edit: LedgerEdit) -> Patch:
    """Wrap settle_round and change its ledger: the fault is in one outcome, not the path to it."""

    def build(original: Callable[[LunarRound, TableRules], Ledger]) -> Callable[[LunarRound, TableRules], Ledger]:
        @functools.wraps(original)
        def settle_round(rnd: LunarRound, rules: TableRules) -> Ledger:
            return edit(rnd, rules, original(rnd, rules))

        return settle_round

    return Patch(target=SETTLE, attribute="settle_round", build=build)


def _edit_wagers(when: Callable[[WagerResult], bool], change: WagerEdit) -> Patch:
    """Change every wager of the ledger that `when` picks."""

    def edit(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
        return replace(ledger, wagers=tuple(change(w) if when(w) else w for w in ledger.wagers))

    return _edit_ledger(edit)


def _is(wager: str, *clauses: str) -> Callable[[WagerResult], bool]:
    """A wager of this name whose settlement cites all these clauses (how the engine decided it)."""
    return lambda w: w.wager == wager and all(c in w.clauses for c in clauses)


_NET_PER_STAKE = {Outcome.PUSH: 0, Outcome.LOSE: -1, Outcome.WIN: 1}


def _outcome(outcome: Outcome) -> WagerEdit:
    """Settle the wager the other way: pushed, lost, or won at 1 to 1."""

    def settle(w: WagerResult) -> WagerResult:
        line = w.line if outcome is Outcome.WIN else None
        return replace(w, outcome=outcome, net=_NET_PER_STAKE[outcome] * w.stake, line=line)

    return settle


def _best_paying(combos: Sequence[Combination]) -> Combination | None:
    """The engine's choice among combinations: highest pays, the first listed on a tie."""
    best: Combination | None = None
    for combo in combos:
        if best is None or combo.line.pays > best.line.pays:
            best = combo
    return best


SecondRule = Callable[[Sequence[Card], Combination, Paytable], SecondCombination]


def _change_second(change: Callable[[Sequence[Card], Combination, SecondCombination], SecondCombination]) -> Patch:
    """Wrap the second-combination rule where settle_raise_win looks it up."""

    def build(original: SecondRule) -> SecondRule:
        @functools.wraps(original)
        def second(cards: Sequence[Card], first: Combination, raise_table: Paytable) -> SecondCombination:
            return change(cards, first, original(cards, first, raise_table))

        return second

    return Patch(target=SETTLE, attribute="second_combination", build=build)


def _drop_raise_line(line_name: str) -> Patch:
    """The Raise table as the engine enumerates it, without one line."""

    def build(original: Callable[[Sequence[Card], Paytable], list[Combination]]) -> Any:
        @functools.wraps(original)
        def all_combinations(cards: Sequence[Card], raise_table: Paytable) -> list[Combination]:
            return [c for c in original(cards, raise_table) if c.line.name != line_name]

        return all_combinations

    return Patch(target=COMBINATIONS, attribute="all_combinations", build=build)


def _qualifier(rule: Callable[[HandRank], bool]) -> Patch:
    """Replace the dealer's qualifier. A one-line property, so a copy is smaller than a wrapper."""
    return Patch(
        target="harness.core.hands:HandRank", attribute="is_ace_king_high_or_better", build=lambda _: property(rule)
    )


def _straight_top(change: Callable[[Sequence[int], int], int], target: str) -> Patch:
    """Wrap straight_top in one module (hands ranks hands with it; predicates test straights)."""

    def build(original: Callable[[Sequence[int], Deck], int]) -> Callable[[Sequence[int], Deck], int]:
        @functools.wraps(original)
        def straight_top(ranks: Sequence[int], deck: Deck = STANDARD_52) -> int:
            return change(ranks, original(ranks, deck))

        return straight_top

    return Patch(target=target, attribute="straight_top", build=build)


def _is_wheel(ranks: Sequence[int]) -> bool:
    return tuple(ranks) == (ACE, 5, 4, 3, 2)


# -- the ledger edits that need the round ---------------------------------------------------------


def _unqualified_dealer_beats_weaker_hand(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    if best_five(rnd.final_hand()).rank >= rank_five(rnd.dealer):
        return ledger
    lose = _outcome(Outcome.LOSE)
    return replace(ledger, wagers=tuple(lose(w) if _is("ante", "LP-9.4")(w) else w for w in ledger.wagers))


def _fee_returned(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    push = _outcome(Outcome.PUSH)
    wagers = tuple(push(w) if w.wager in ("buy", "exchange") else w for w in ledger.wagers)
    return replace(ledger, wagers=wagers, fees=())


def _exchange_fee_per_card(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    fee = rnd.ante * len(rnd.discard)
    fees = tuple(FeeResult(fee=f.fee, amount=fee, clauses=f.clauses) if f.fee == "exchange" else f for f in ledger.fees)
    wagers = tuple(replace(w, stake=fee, net=-fee) if w.wager == "exchange" else w for w in ledger.wagers)
    return replace(ledger, wagers=wagers, fees=fees)


def _instant_skipped(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    def skip(w: WagerResult) -> WagerResult:
        return replace(w, wager="ante", outcome=Outcome.PUSH, net=0, line=None, detail="instant payout skipped")

    return replace(ledger, wagers=tuple(skip(w) if w.wager == "instant" else w for w in ledger.wagers))


def _super_on_final_hand(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    cards = best_five(rnd.final_hand()).cards

    def resettle(w: WagerResult) -> WagerResult:
        return settle_super("super", w.stake, cards, rules, w.clauses)

    return replace(ledger, wagers=tuple(resettle(w) if w.wager == "super" else w for w in ledger.wagers))


def _super_lost_on_fold(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    if not any(_is("ante", "LP-7.1")(w) for w in ledger.wagers):
        return ledger
    lose = _outcome(Outcome.LOSE)
    return replace(ledger, wagers=tuple(lose(w) if w.wager == "super" else w for w in ledger.wagers))


def _dealer_super_on_player_hand(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    def resettle(w: WagerResult) -> WagerResult:
        return settle_super("side_super", w.stake, rnd.player, rules, w.clauses, on="dealer")

    on_dealer = [resettle(w) if w.wager == "side_super" and w.on == "dealer" else w for w in ledger.wagers]
    return replace(ledger, wagers=tuple(on_dealer))


def _raise_is_one_ante(w: WagerResult) -> WagerResult:
    return replace(w, stake=w.stake // 2, net=w.net // 2)


# -- patches of engine functions -------------------------------------------------------------------


def _third_combination(original: Callable[..., WagerResult]) -> Callable[..., WagerResult]:
    """Pay the next-best eligible combination after the second, recomputed with the real rule."""

    @functools.wraps(original)
    def settle_raise_win(
        raise_stake: int, hand: Sequence[Card], raise_table: Paytable, base: tuple[str, ...]
    ) -> WagerResult:
        result = original(raise_stake, hand, raise_table, base)
        first = first_combination(best_five(hand).cards, raise_table) if result.outcome is Outcome.WIN else None
        if first is None:
            return result
        second = second_combination(hand, first, raise_table)
        third = _best_paying([c for c in second.eligible if c != second.paid])
        if third is None:
            return result
        return replace(result, net=result.net + raise_stake * third.line.pays, line=f"{result.line}+{third.line.name}")

    return settle_raise_win


def _super_pays_every_line(original: Callable[..., WagerResult]) -> Callable[..., WagerResult]:
    @functools.wraps(original)
    def settle_super(
        wager: str,
        stake: int,
        cards: Sequence[Card],
        rules: TableRules,
        clauses: tuple[str, ...],
        on: str | None = None,
    ) -> WagerResult:
        result = original(wager, stake, cards, rules, clauses, on)
        if result.outcome is not Outcome.WIN:
            return result
        lines = rules.paytable.tables["super"].satisfied_lines(cards, rules.super_context)
        return replace(result, net=stake * sum(line.pays for line in lines))

    return settle_super


def _first_five(original: Callable[[Sequence[Card]], BestHand]) -> Callable[[Sequence[Card]], BestHand]:
    @functools.wraps(original)
    def first_five(cards: Sequence[Card]) -> BestHand:
        return original(tuple(cards)[:5])

    return first_five


def _top_two_ranks(rank: HandRank) -> HandRank:
    return HandRank(category=rank.category, tiebreak=rank.tiebreak[:2])


def _truncated_rank_five(original: Callable[[Sequence[Card]], HandRank]) -> Callable[[Sequence[Card]], HandRank]:
    @functools.wraps(original)
    def rank(cards: Sequence[Card]) -> HandRank:
        return _top_two_ranks(original(cards))

    return rank


def _truncated_best_five(original: Callable[[Sequence[Card]], BestHand]) -> Callable[[Sequence[Card]], BestHand]:
    @functools.wraps(original)
    def best(cards: Sequence[Card]) -> BestHand:
        found = original(cards)
        return BestHand(rank=_top_two_ranks(found.rank), cards=found.cards)

    return best


# -- the catalogue ---------------------------------------------------------------------------------

_MUTANTS = (
    # Dealer qualification and showdown (LP-9, LP-1).
    Mutant(
        name="dealer_qualifies_on_any_pair",
        description="the dealer qualifies only with a pair or better: Ace-King high does not qualify",
        clauses=("LP-9",),
        patches=(_qualifier(lambda rank: rank.category > Category.HIGH_CARD),),
    ),
    Mutant(
        name="dealer_qualifies_on_ace_high",
        description="the dealer qualifies with any Ace high, not only Ace-King",
        clauses=("LP-9",),
        patches=(_qualifier(lambda rank: rank.category > Category.HIGH_CARD or rank.tiebreak[0] == ACE),),
    ),
    Mutant(
        name="ante_paid_when_player_wins",
        description="a player who beats a qualifying dealer is paid 1 to 1 on the Ante instead of a push",
        clauses=("LP-9.1",),
        patches=(_edit_wagers(_is("ante", "LP-9.1"), _outcome(Outcome.WIN)),),
    ),
    Mutant(
        name="ante_pushes_when_dealer_does_not_qualify",
        description="when the dealer does not qualify the Ante pushes instead of being paid 1 to 1",
        clauses=("LP-9.4",),
        patches=(_edit_wagers(_is("ante", "LP-9.4"), _outcome(Outcome.PUSH)),),
    ),
    Mutant(
        name="unqualified_dealer_beats_weaker_hand",
        description="a dealer who does not qualify still takes the Ante from a weaker hand",
        clauses=("LP-9.4",),
        patches=(_edit_ledger(_unqualified_dealer_beats_weaker_hand),),
    ),
    Mutant(
        name="tie_goes_to_dealer",
        description="against a qualifying dealer a tie loses the Ante and the Raise instead of pushing",
        clauses=("LP-9.2",),
        patches=(
            _edit_wagers(lambda w: w.wager in ("ante", "raise") and "LP-9.2" in w.clauses, _outcome(Outcome.LOSE)),
        ),
    ),
    Mutant(
        name="kickers_beyond_two_ranks_ignored",
        description="hands compare on category and their two top ranks only; lower kickers are ignored",
        clauses=("LP-1", "LP-9.2", "LP-9.3"),
        patches=(
            Patch(target=SETTLE, attribute="rank_five", build=_truncated_rank_five),
            Patch(target=SETTLE, attribute="best_five", build=_truncated_best_five),
        ),
    ),
    Mutant(
        name="wheel_not_a_straight",
        description="A-2-3-4-5 is not a straight (the Ace plays high only)",
        clauses=("LP-1", "LP-6"),
        patches=(
            _straight_top(lambda ranks, top: 0 if _is_wheel(ranks) else top, "harness.core.hands"),
            _straight_top(lambda ranks, top: 0 if _is_wheel(ranks) else top, "harness.core.predicates"),
        ),
    ),
    Mutant(
        name="wheel_is_the_highest_straight",
        description="A-2-3-4-5 ranks as an Ace-high straight, above K-high, instead of the lowest straight",
        clauses=("LP-1",),
        patches=(_straight_top(lambda ranks, top: ACE if _is_wheel(ranks) else top, "harness.core.hands"),),
    ),
    # The Raise paytable and the second combination (LP-10 to LP-11.1).
    Mutant(
        name="second_combination_never_paid",
        description="the Raise is paid for the first combination only",
        clauses=("LP-10.1",),
        patches=(_change_second(lambda cards, first, found: replace(found, paid=None)),),
    ),
    Mutant(
        name="third_combination_paid",
        description="the next-best eligible combination after the second is paid too",
        clauses=("LP-10.2",),
        patches=(Patch(target=SETTLE, attribute="settle_raise_win", build=_third_combination),),
    ),
    Mutant(
        name="second_combination_must_be_disjoint",
        description="a second combination sharing any card with the first is refused (it must lie wholly outside)",
        clauses=("LP-10.1",),
        patches=(
            _change_second(
                lambda cards, first, found: replace(
                    found, paid=_best_paying([c for c in found.eligible if c.cards.isdisjoint(first.cards)])
                )
            ),
        ),
    ),
    Mutant(
        name="no_second_combination_on_six_cards",
        description="a six-card hand after a buy is paid for its first combination only",
        clauses=("LP-10.3",),
        patches=(_change_second(lambda cards, first, found: replace(found, paid=None) if len(cards) == 6 else found),),
    ),
    Mutant(
        name="ace_king_not_a_raise_line",
        description="Ace-King is not a paying Raise line: an Ace-King-high winner's Raise pushes",
        clauses=("LP-11.1", "LP-10"),
        patches=(_drop_raise_line("ace_king"),),
    ),
    Mutant(
        name="raise_royal_paid_as_straight_flush",
        description="a royal flush made by the draw is paid on the Raise as a straight flush (50, not 100)",
        clauses=("LP-10", "LP-9.1"),
        patches=(_drop_raise_line("royal_flush"),),
    ),
    Mutant(
        name="six_card_hand_plays_first_five",
        description="a six-card hand plays its first five cards (the bought card is ignored), not its best five",
        clauses=("LP-11",),
        patches=(Patch(target=SETTLE, attribute="best_five", build=_first_five),),
    ),
    # Decisions and fees (LP-7).
    Mutant(
        name="raise_is_one_ante",
        description="the Raise is 1 x Ante instead of 2 x Ante",
        clauses=("LP-7.2",),
        patches=(_edit_wagers(_is("raise"), _raise_is_one_ante),),
    ),
    Mutant(
        name="fold_returns_ante",
        description="a folded hand gets its Ante back instead of losing it",
        clauses=("LP-7.1",),
        patches=(_edit_wagers(_is("ante", "LP-7.1"), _outcome(Outcome.PUSH)),),
    ),
    Mutant(
        name="fee_returned",
        description="the buy or exchange fee is returned instead of always lost",
        clauses=("LP-7.7",),
        patches=(_edit_ledger(_fee_returned),),
    ),
    Mutant(
        name="exchange_fee_per_card",
        description="an exchange costs one Ante per card replaced (the Oasis rule), not one Ante",
        clauses=("LP-7.4", "LP-7.7"),
        patches=(_edit_ledger(_exchange_fee_per_card),),
    ),
    Mutant(
        name="exchange_of_one_card_accepted",
        description="an exchange of a single card is accepted (the minimum is two)",
        clauses=("LP-7.4",),
        patches=(Patch(target="harness.families.lunar.round", attribute="EXCHANGE_MIN", build=lambda _: 1),),
    ),
    # Instant payout and the Super bets (LP-5, LP-6, LP-3, LP-8).
    Mutant(
        name="instant_payout_skipped",
        description="a straight flush or royal flush is not paid at once: the Ante is just returned",
        clauses=("LP-6",),
        patches=(_edit_ledger(_instant_skipped),),
    ),
    Mutant(
        name="super_pays_every_line",
        description="the Super pays the sum of every line the hand satisfies instead of the best one",
        clauses=("LP-5.1",),
        patches=(Patch(target=SETTLE, attribute="settle_super", build=_super_pays_every_line),),
    ),
    Mutant(
        name="super_straight_flush_not_a_flush",
        description="for the Super a straight flush is neither a flush nor a straight, whatever the reading in force",
        clauses=("LP-5.1", "LP-6"),
        # Replaced outright, not wrapped: the fault is ignoring the reading in force, so there is
        # nothing of the original property to keep.
        patches=(
            Patch(
                target="harness.families.lunar.game:TableRules",
                attribute="super_context",
                build=lambda _: property(lambda self: PredicateContext(straight_flush_is_flush_and_straight=False)),
            ),
        ),
    ),
    Mutant(
        name="super_on_final_hand",
        description="the Super is settled on the final hand after the draw, not on the first five cards",
        clauses=("LP-5",),
        patches=(_edit_ledger(_super_on_final_hand),),
    ),
    Mutant(
        name="super_lost_on_fold",
        description="a folded hand loses its Super too, even when the first five cards satisfy a line",
        clauses=("LP-5", "LP-7.1"),
        patches=(_edit_ledger(_super_lost_on_fold),),
    ),
    Mutant(
        name="dealer_super_settled_on_player_hand",
        description="a Super bet on the dealer's hand is settled on the player's own five cards",
        clauses=("LP-3", "LP-8"),
        patches=(_edit_ledger(_dealer_super_on_player_hand),),
    ),
)


LUNAR_POKER = GameMutants(
    game="lunar-poker",
    bindings=("tests/bdd/test_lunar_poker.py",),
    env=((paytable_variable("lunar-poker"), "standard"),),
    mutants=_MUTANTS,
    reset=cached_family_paytable.cache_clear,
)
