"""The Lunar Poker reference engine: one round's facts in, a ledger out.

It reads like the rules, clause by clause, and is the source of truth; anything faster must
be proven equal to it on the same deals. Pure: no I/O, no randomness.
"""

from __future__ import annotations

from collections.abc import Sequence

from harness.cards import Card, format_cards
from harness.hands import best_five, rank_five
from harness.ledger import FeeResult, Ledger, Outcome, WagerResult, lose, push, win
from harness.lunar.combinations import first_combination, second_combination
from harness.lunar.game import TableRules
from harness.lunar.round import AfterDraw, Decision, LunarRound, verify_round
from harness.paytable import Paytable


def settle_super(
    wager: str, stake: int, cards: Sequence[Card], rules: TableRules, clauses: tuple[str, ...], on: str | None = None
) -> WagerResult:
    """A Super bet on five cards: paid on the best line satisfied, else lost (LP-5, LP-5.1)."""
    table = rules.paytable.tables["super"]
    context = rules.super_context
    line = table.best_line(cards, context)
    satisfied = [ln.name for ln in table.satisfied_lines(cards, context)]
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


def settle_round(rnd: LunarRound, rules: TableRules) -> Ledger:
    verify_round(rnd, rules.paytable)
    wagers: list[WagerResult] = []
    fees: list[FeeResult] = []
    ante, raise_stake = rnd.ante, 2 * rnd.ante

    # LP-5: the Super on the player's own first five cards, settled right after the deal.
    own_super = settle_super("super", rnd.super_bet, rnd.player, rules, ("LP-2", "LP-5"))
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

    instant_table = rules.paytable.table("instant")
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
        return _ledger(rules, wagers + [own_super] + side_results, fees)

    plays = rnd.decision is Decision.PLAY
    after_draw: tuple[str, ...] = ()
    if rnd.decision in (Decision.BUY, Decision.EXCHANGE):
        fee_clause = "LP-7.3" if rnd.decision is Decision.BUY else "LP-7.4"
        fee_clauses = (fee_clause, "LP-7.6", "LP-7.7")
        if rules.fees_are_wagers:
            wagers.append(lose(rnd.decision.value, ante, fee_clauses, detail="buy/exchange money, never returned"))
        else:
            fees.append(FeeResult(fee=rnd.decision.value, amount=ante, clauses=fee_clauses))
        plays = rnd.after_draw is AfterDraw.PLAY
        after_draw = ("LP-7.5",)

    if not plays:
        wagers.append(lose("ante", ante, ("LP-2", "LP-7.1") + after_draw, detail="folded"))
        return _ledger(rules, wagers + [own_super] + side_results, fees)

    # LP-7.2 / LP-9: the Raise is placed and the hand meets the dealer's.
    hand = rnd.final_hand()
    played = ("LP-7.2",) + after_draw
    six = ("LP-11",) if len(hand) == 6 else ()
    player_rank = best_five(hand).rank
    dealer_rank = rank_five(rnd.dealer)
    facts = f"player {player_rank.describe()} vs dealer {dealer_rank.describe()}"
    if not dealer_rank.is_ace_king_high_or_better:
        ante_result = win("ante", ante, 1, ("LP-2", "LP-9", "LP-9.4"), detail=f"dealer does not qualify; {facts}")
        raise_result = push("raise", raise_stake, played + ("LP-9", "LP-9.4"), detail="dealer does not qualify")
    elif player_rank > dealer_rank:
        ante_result = push("ante", ante, ("LP-2", "LP-1", "LP-9", "LP-9.1") + six, detail=facts)
        raise_result = settle_raise_win(
            raise_stake, hand, rules.paytable.tables["raise"], played + ("LP-9", "LP-9.1") + six
        )
    elif player_rank == dealer_rank:
        ante_result = push("ante", ante, ("LP-2", "LP-1", "LP-9", "LP-9.2") + six, detail=f"tie; {facts}")
        raise_result = push("raise", raise_stake, played + ("LP-9", "LP-9.2") + six, detail=f"tie; {facts}")
    else:
        ante_result = lose("ante", ante, ("LP-2", "LP-1", "LP-9", "LP-9.3") + six, detail=facts)
        raise_result = lose("raise", raise_stake, played + ("LP-9", "LP-9.3") + six, detail=facts)
    return _ledger(rules, wagers + [ante_result, own_super, raise_result] + side_results, fees)


_WAGER_ORDER = {"ante": 0, "instant": 0, "super": 1, "raise": 2, "buy": 3, "exchange": 3, "side_super": 4}


def _ledger(rules: TableRules, wagers: list[WagerResult], fees: list[FeeResult]) -> Ledger:
    ordered = sorted(wagers, key=lambda w: _WAGER_ORDER[w.wager])
    facts = {
        "game": "lunar-poker",
        "paytable": rules.paytable.name,
        "interpretations": dict(rules.interpretations),
    }
    return Ledger(wagers=tuple(ordered), fees=tuple(fees), facts=facts)


__all__ = ["Outcome", "settle_raise_win", "settle_round", "settle_super"]
