"""The Lunar Poker reference engine: one round's facts in, a ledger out.

It reads like the rules, clause by clause, and is the source of truth; anything faster must
be proven equal to it on the same deals. Pure: no I/O, no randomness.

The same engine settles every game of the Lunar Poker family: `rules.settings` (from the
game's rules_spec, harness.families.lunar.settings) switches the Super, the instant payout, the draw
options and fees, the showdown table, the second combination, and the variants' options
(insurance, dealer draw, qualification buy, jackpot). With Lunar Poker's settings every
switch is at its default and the engine does exactly what the Lunar clauses say.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from harness.core.cards import Card, format_cards
from harness.core.hands import best_five, rank_five
from harness.core.ledger import FeeResult, Ledger, Outcome, WagerResult, lose, push, win
from harness.core.paytable import Paytable, best_paying
from harness.families.lunar.combinations import first_combination, second_combination
from harness.families.lunar.game import TableRules
from harness.families.lunar.round import (
    AfterDraw,
    Decision,
    LunarRound,
    exchange_fee,
    highest_card,
    lowest_card,
    verify_round,
    verify_table_round,
)
from harness.families.lunar.settings import BetOutcome, RaisePays


def settle_super(
    wager: str, stake: int, cards: Sequence[Card], rules: TableRules, clauses: tuple[str, ...], on: str | None = None
) -> WagerResult:
    """A Super bet on five cards: paid on the best line satisfied, else lost (LP-5, LP-5.1)."""
    table = rules.paytable.tables["super"]
    context = rules.super_context
    lines = table.satisfied_lines(cards, context)
    line = best_paying(lines)
    satisfied = [ln.name for ln in lines]
    clause_ids = clauses + (("LP-5.1",) if len(satisfied) > 1 else ())
    if line is None:
        return lose(wager, stake, clause_ids, detail=f"no Super line in {format_cards(cards)}", on=on)
    detail = f"{line.label} pays {line.pays} to 1"
    if len(satisfied) > 1:
        detail += f" (best of: {', '.join(satisfied)})"
    return win(wager, stake, line.pays, clause_ids, line=line.name, detail=detail, on=on)


def settle_raise_win(
    raise_stake: int, hand: Sequence[Card], raise_table: Paytable, base: tuple[str, ...]
) -> WagerResult:
    """Player beat a qualifying dealer: Raise paid for the first and a second combination."""
    best = best_five(hand)
    first = first_combination(best.cards, raise_table)
    if first is None:
        return push("raise", raise_stake, base + ("LP-10",), detail="the winning hand has no Raise line")
    second = second_combination(hand, first, raise_table)
    clauses = base + ("LP-10",)
    pays = first.line.pays
    detail = f"first: {first.describe()} pays {first.line.pays}"
    names = [first.line.name]
    if second.paid is not None:
        pays += second.paid.line.pays
        names.append(second.paid.line.name)
        clauses += ("LP-10.1",)
        detail += f"; second: {second.paid.describe()} pays {second.paid.line.pays}"
        if len(hand) == 6:
            clauses += ("LP-10.3",)
    if len(second.eligible) > 1:
        clauses += ("LP-10.2",)
    if "ace_king" in names:
        clauses += ("LP-11.1",)
    return win("raise", raise_stake, pays, clauses, line="+".join(names), detail=detail)


def settle_raise_best_line(
    raise_stake: int, hand: Sequence[Card], raise_table: Paytable, base: tuple[str, ...]
) -> WagerResult:
    """Player beat a qualifying dealer where the Raise pays one line only (Caribbean Stud): the
    best-paying line the best five cards satisfy, no second combination."""
    line = raise_table.best_line(best_five(hand).cards)
    if line is None:
        return push("raise", raise_stake, base, detail="the winning hand has no Raise line")
    clauses = base + (("LP-11.1",) if line.name == "ace_king" else ())
    detail = f"{line.label} pays {line.pays} (the best line only)"
    return win("raise", raise_stake, line.pays, clauses, line=line.name, detail=detail)


def settle_round(rnd: LunarRound, rules: TableRules) -> Ledger:
    verify_round(rnd, rules.paytable)
    verify_table_round(rnd, rules)
    settings = rules.settings
    wagers: list[WagerResult] = []
    fees: list[FeeResult] = []
    ante, raise_stake = rnd.ante, settings.raise_multiple * rnd.ante  # LP-7.2: Raise = 2 x Ante in Lunar Poker

    # LP-5: the Super on the player's own first five cards, settled right after the deal.
    own_super = (
        [settle_super("super", rnd.super_bet, rnd.player, rules, ("LP-2", "LP-5"))] if settings.super_bet else []
    )
    # LP-3 / LP-8: optional Super bets on other hands.
    side_results = []
    for side in rnd.side_supers:
        if side.on == "dealer":
            side_results.append(
                settle_super("side_super", side.amount, rnd.dealer, rules, ("LP-3", "LP-8"), on=side.on)
            )
        else:
            cards = rnd.others[side.on.split(":", 1)[1]]
            side_results.append(settle_super("side_super", side.amount, cards, rules, ("LP-3",), on=side.on))
    if rnd.jackpot:
        side_results.append(settle_jackpot(rnd, rules))

    instant_table = rules.paytable.table("instant") if settings.instant_payout else None
    instant_line = instant_table.best_line(rnd.player) if instant_table else None
    if instant_line is not None:
        # LP-6: paid on the Ante at once; the hand is over.
        wagers.append(
            win(
                "instant",
                ante,
                instant_line.pays,
                ("LP-6",),
                line=instant_line.name,
                detail=f"{instant_line.label} pays {instant_line.pays} to 1 on the Ante",
            )
        )
        return _ledger(rules, wagers + own_super + side_results, fees)

    plays = rnd.decision is Decision.PLAY
    after_draw: tuple[str, ...] = ()
    if rnd.decision in (Decision.BUY, Decision.EXCHANGE):
        fee_clause = "LP-7.3" if rnd.decision is Decision.BUY else "LP-7.4"
        fee_clauses = (fee_clause, "LP-7.6", "LP-7.7")
        amount = ante if rnd.decision is Decision.BUY else exchange_fee(rnd, settings)
        _charge(rules, wagers, fees, rnd.decision.value, amount, fee_clauses, "buy/exchange money, never returned")
        plays = rnd.after_draw is AfterDraw.PLAY
        after_draw = ("LP-7.5",)

    if not plays:
        wagers.append(lose("ante", ante, ("LP-2", "LP-7.1") + after_draw, detail="folded"))
        return _ledger(rules, wagers + own_super + side_results, fees)

    # LP-7.2 / LP-9: the Raise is placed and the hand meets the dealer's.
    hand = rnd.final_hand()
    played = ("LP-7.2",) + after_draw
    six = ("LP-11",) if len(hand) == 6 else ()
    player_rank = best_five(hand).rank
    dealer_rank = rank_five(rnd.dealer)
    extra: list[WagerResult] = []
    if rnd.insurance and rules.reading("insurance_settled_on") == "dealer_as_dealt":
        extra.append(settle_insurance(rnd, rules, dealer_rank.is_ace_king_high_or_better, "as dealt"))
    changed: tuple[str, ...] = ()  # the clause that changed the dealer's hand, cited on Ante and Raise
    if rnd.dealer_draw is not None or rnd.buy_dealer_qualification is not None:
        changed, note = _change_dealer_hand(rnd, rules, wagers, fees)
        dealer_rank = rank_five(rnd.dealer_final())
        facts = f"player {player_rank.describe()} vs dealer {dealer_rank.describe()} {note}"
    else:
        facts = f"player {player_rank.describe()} vs dealer {dealer_rank.describe()}"
    if rnd.insurance and rules.reading("insurance_settled_on") == "final_dealer_hand":
        extra.append(settle_insurance(rnd, rules, dealer_rank.is_ace_king_high_or_better, "final hand"))
    qualification = settings.buy_dealer_qualification
    if rnd.buy_dealer_qualification is not None and qualification is not None:
        if not dealer_rank.is_ace_king_high_or_better:
            # The dealer still does not qualify after the bought card: the hand pushes.
            detail = f"dealer still does not qualify after the qualification buy; {facts}"
            ante_result = push("ante", ante, ("LP-2",) + changed + (qualification.push_clause,), detail=detail)
            raise_result = push("raise", raise_stake, played + changed + (qualification.push_clause,), detail=detail)
            return _ledger(rules, wagers + [ante_result, *own_super, raise_result, *extra] + side_results, fees)
        changed += (qualification.qualifies_clause,)
    showdown = settings.showdown
    if not dealer_rank.is_ace_king_high_or_better:
        row = showdown.dealer_does_not_qualify
        ante_clauses = ("LP-2", "LP-9", "LP-9.4") + changed
        raise_clauses = played + ("LP-9", "LP-9.4") + changed
        ante_detail, raise_detail = f"dealer does not qualify; {facts}", "dealer does not qualify"
    elif player_rank > dealer_rank:
        row = showdown.player_wins
        ante_clauses = ("LP-2", "LP-1", "LP-9", "LP-9.1") + six + changed
        raise_clauses = played + ("LP-9", "LP-9.1") + six + changed
        ante_detail = raise_detail = facts
    elif player_rank == dealer_rank:
        row = showdown.tie
        ante_clauses = ("LP-2", "LP-1", "LP-9", "LP-9.2") + six + changed
        raise_clauses = played + ("LP-9", "LP-9.2") + six + changed
        ante_detail = raise_detail = f"tie; {facts}"
    else:
        row = showdown.dealer_wins
        ante_clauses = ("LP-2", "LP-1", "LP-9", "LP-9.3") + six + changed
        raise_clauses = played + ("LP-9", "LP-9.3") + six + changed
        ante_detail = raise_detail = facts
    ante_result = showdown_bet("ante", ante, row.ante, ante_clauses, ante_detail, hand, rules)
    raise_result = showdown_bet("raise", raise_stake, row.raise_bet, raise_clauses, raise_detail, hand, rules)
    return _ledger(rules, wagers + [ante_result, *own_super, raise_result, *extra] + side_results, fees)


def showdown_bet(
    wager: str,
    stake: int,
    outcome: BetOutcome,
    clauses: tuple[str, ...],
    detail: str,
    hand: tuple[Card, ...],
    rules: TableRules,
) -> WagerResult:
    """One bet at the showdown, as the game's showdown table says (LP-9.1 to LP-9.4)."""
    if outcome is BetOutcome.WIN:
        return win(wager, stake, 1, clauses, detail=detail)
    if outcome is BetOutcome.PUSH:
        return push(wager, stake, clauses, detail=detail)
    if outcome is BetOutcome.LOSE:
        return lose(wager, stake, clauses, detail=detail)
    table = rules.paytable.tables["raise"]
    if rules.settings.raise_pays is RaisePays.BEST_LINE:
        assert rules.settings.raise_pays_clause is not None
        return settle_raise_best_line(stake, hand, table, clauses + (rules.settings.raise_pays_clause,))
    return settle_raise_win(stake, hand, table, clauses)


def _charge(
    rules: TableRules,
    wagers: list[WagerResult],
    fees: list[FeeResult],
    name: str,
    amount: int,
    clauses: tuple[str, ...],
    detail: str,
) -> None:
    """Money paid for an option and never returned: a fee, or a wager that always loses
    (interpretation fees_are_wagers)."""
    if rules.fees_are_wagers:
        wagers.append(lose(name, amount, clauses, detail=detail))
    else:
        fees.append(FeeResult(fee=name, amount=amount, clauses=clauses))


def _change_dealer_hand(
    rnd: LunarRound, rules: TableRules, wagers: list[WagerResult], fees: list[FeeResult]
) -> tuple[tuple[str, ...], str]:
    """A forced dealer draw (LPD) or a bought qualification (LPF): charge it, say what changed."""
    settings = rules.settings
    if rnd.dealer_draw is not None and settings.dealer_draw is not None:
        draw = settings.dealer_draw
        out, new = lowest_card(rnd.dealer), rnd.dealer_draw
        if rules.reading("dealer_draw_fee") == "one_ante":
            clauses = (draw.clause, draw.fee_clause)
            _charge(rules, wagers, fees, "dealer_draw", rnd.ante, clauses, "dealer-draw money, never returned")
        changed = (draw.clause, draw.discard_clause, draw.showdown_clause)
        return changed, f"(the dealer discarded {out} and drew {new})"
    assert rnd.buy_dealer_qualification is not None and settings.buy_dealer_qualification is not None
    buy = settings.buy_dealer_qualification
    out, new = highest_card(rnd.dealer), rnd.buy_dealer_qualification
    clauses = (buy.clause, buy.fee_clause)
    _charge(rules, wagers, fees, "buy_dealer_qualification", rnd.ante, clauses, "qualification money, never returned")
    return (buy.clause,), f"(the dealer's {out} was replaced by {new})"


def settle_insurance(rnd: LunarRound, rules: TableRules, dealer_qualifies: bool, hand_seen: str) -> WagerResult:
    """Insurance (LPF): paid 1 to 1 when the dealer does not qualify, lost when it does."""
    rule = rules.settings.insurance
    assert rule is not None
    clauses = (rule.clause, rule.pays_clause)
    if dealer_qualifies:
        return lose("insurance", rnd.insurance, clauses, detail=f"the dealer's hand ({hand_seen}) qualifies")
    return win("insurance", rnd.insurance, 1, clauses, detail=f"the dealer's hand ({hand_seen}) does not qualify")


def settle_jackpot(rnd: LunarRound, rules: TableRules) -> WagerResult:
    """The Jackpot Bonus side bet (LPF): the best line of the jackpot table, else lost."""
    rule = rules.settings.jackpot
    assert rule is not None
    on_first_five = rules.reading("jackpot_hand") == "first_five"
    cards = rnd.player if on_first_five else rnd.final_hand()
    line = rules.paytable.tables["jackpot"].best_line(cards)
    where = "first five cards" if on_first_five else "final hand"
    if line is None:
        return lose("jackpot", rnd.jackpot, (rule.clause,), detail=f"no jackpot line in the {where}")
    detail = f"{line.label} pays {line.pays} to 1 ({where})"
    return win("jackpot", rnd.jackpot, line.pays, (rule.clause,), line=line.name, detail=detail)


_Cited = TypeVar("_Cited", WagerResult, FeeResult)

_WAGER_ORDER = {
    "ante": 0,
    "instant": 0,
    "super": 1,
    "jackpot": 1,
    "raise": 2,
    "insurance": 2,
    "buy": 3,
    "exchange": 3,
    "dealer_draw": 3,
    "buy_dealer_qualification": 3,
    "side_super": 4,
}


def _cited(result: _Cited, clauses: tuple[str, ...]) -> _Cited:
    """The wager or fee citing `clauses` (itself when it already does: most clauses are Lunar's)."""
    return result if clauses == result.clauses else replace(result, clauses=clauses)


def _ledger(rules: TableRules, wagers: list[WagerResult], fees: list[FeeResult]) -> Ledger:
    ordered = sorted(wagers, key=lambda w: _WAGER_ORDER[w.wager])
    settings = rules.settings
    if settings.cites:
        # The engine cites Lunar Poker's clauses; a variant names its own where its rule decided.
        ordered = [_cited(w, settings.cite(w.clauses)) for w in ordered]
        fees = [_cited(f, settings.cite(f.clauses)) for f in fees]
    facts = {
        "game": settings.game,
        "paytable": rules.paytable.name,
        "interpretations": dict(rules.interpretations),
    }
    return Ledger(wagers=tuple(ordered), fees=tuple(fees), facts=facts)


__all__ = [
    "Outcome",
    "settle_insurance",
    "settle_jackpot",
    "settle_raise_best_line",
    "settle_raise_win",
    "settle_round",
    "settle_super",
]
