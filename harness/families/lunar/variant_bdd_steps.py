"""Step library of the Lunar Poker family's other games (features/caribbean_stud/,
features/oasis_poker/, features/lunar_poker_dealer_draw/, features/lunar_poker_finland/).

It extends harness.families.lunar.bdd_steps without changing it: a variant's `Given ... round` returns a
`VariantRoundFacts`, a subclass of the Lunar `RoundFacts`, so every Lunar step (cards dealt,
fold, play, buy, exchange, the interpretations, settling, the Ante/Raise/Super outcomes, the
refusals) works on it unchanged, and its `document()` adds the game and the variant's facts.
The steps here add only what the variants have: their rounds, insurance, the dealer draw, the
qualification buy, the Jackpot Bonus, their wagers and fees, the clauses a ledger cites, and
their strategies' options.

A round's paytable is the one its game's variable names (suite_paytable: TABLECERT_PAYTABLE_OASIS_POKER
and so on; the game's default when unset), so `tablecert certify <variant> --paytable X` runs the
same scenarios against another table.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from harness.core.cards import Card
from harness.families.lunar.bdd_steps import TYPES, RoundFacts, Settlement, WagerRef, note_translation, with_pattern
from harness.families.lunar.game import game_settings
from harness.families.lunar.round import Decision, LunarRound
from harness.families.lunar.suite_paytable import suite_paytable


@dataclass(frozen=True, slots=True, kw_only=True)
class VariantRoundFacts(RoundFacts):
    """A round of another game of the family: the Lunar facts plus the variant's."""

    game: str
    has_super: bool
    insurance: int = 0
    dealer_draw: Card | None = None
    buy_dealer_qualification: Card | None = None
    jackpot: int = 0

    def family_game(self) -> str:
        return self.game

    def hands_on_tables(self) -> list[tuple[str, tuple[Card, ...], bool]]:
        """The Lunar hands, the Jackpot Bonus's hand, and the insured hand's Raise lines, whose
        pays set the insurance limit (LPF-5), so they must pay the same on another paytable."""
        hands = RoundFacts.hands_on_tables(self)  # slots dataclasses cannot use zero-argument super()
        if self.jackpot:
            hands += [("jackpot", self.player, False), ("jackpot", self.final_hand(), False)]
        if self.insurance:
            hands.append(("raise", self.final_hand(), True))
        return hands

    def document(self) -> dict[str, Any]:
        doc = RoundFacts.document(self)  # slots dataclasses cannot use zero-argument super()
        doc["game"] = self.game
        if not self.has_super:
            doc.pop("super")
        if self.insurance:
            doc["insurance"] = self.insurance
        if self.dealer_draw is not None:
            doc["dealer_draw"] = {"drawn": str(self.dealer_draw)}
        if self.buy_dealer_qualification is not None:
            doc["buy_dealer_qualification"] = {"drawn": str(self.buy_dealer_qualification)}
        if self.jackpot:
            doc["jackpot"] = self.jackpot
        return doc


def as_variant(facts: RoundFacts) -> VariantRoundFacts:
    """A plain Lunar Poker round as a family round, so a variant's fact can be added to it (to
    check that Lunar Poker refuses it)."""
    if isinstance(facts, VariantRoundFacts):
        return facts
    values = {f.name: getattr(facts, f.name) for f in fields(RoundFacts)}
    return VariantRoundFacts(**values, game="lunar-poker", has_super=True)


def variant_round(game: str, ante: int, super_bet: int = 0) -> VariantRoundFacts:
    paytable = suite_paytable(game)
    return VariantRoundFacts(
        paytable=paytable, ante=ante, super_bet=super_bet, game=game, has_super=game_settings(game).super_bet
    )


# -- converters ------------------------------------------------------------------------------------

_VARIANT_WAGERS = {
    "insurance": "insurance",
    "Jackpot Bonus": "jackpot",
    "dealer draw wager": "dealer_draw",
    "qualification wager": "buy_dealer_qualification",
}


@with_pattern("|".join(_VARIANT_WAGERS))
def _variant_wager(text: str) -> WagerRef:
    return WagerRef(wager=_VARIANT_WAGERS[text], text=text)


@with_pattern(TYPES["Wager"].pattern + "|" + "|".join(_VARIANT_WAGERS))  # type: ignore[attr-defined]
def _any_wager(text: str) -> WagerRef:
    ref: WagerRef = _variant_wager(text) if text in _VARIANT_WAGERS else TYPES["Wager"](text)
    return ref


_VARIANT_FEES = {"dealer draw": "dealer_draw", "qualification": "buy_dealer_qualification"}
_FEES = {"buy": "buy", "exchange": "exchange", **_VARIANT_FEES}


@with_pattern("|".join(_FEES))
def _fee(text: str) -> str:
    return _FEES[text]


@with_pattern("|".join(_VARIANT_FEES))
def _variant_fee(text: str) -> str:
    return _VARIANT_FEES[text]


VARIANT_TYPES = {
    **TYPES,
    "VariantWager": _variant_wager,
    "AnyWager": _any_wager,
    "Fee": _fee,
    "VariantFee": _variant_fee,
}


def pattern(text: str) -> parsers.parse:
    return parsers.parse(text, extra_types=VARIANT_TYPES)


def _entry(settlement: Settlement, ref: WagerRef) -> dict[str, Any]:
    found: list[dict[str, Any]] = [e for e in settlement.require_ledger()["wagers"] if ref.matches(e)]
    if len(found) != 1:
        listed = ", ".join(e["wager"] for e in settlement.require_ledger()["wagers"])
        raise AssertionError(f"expected one {ref.text} in the ledger, found {len(found)}; wagers: {listed}")
    return found[0]


# -- Given: the variants' rounds and facts -----------------------------------------------------------


@given(pattern("a Caribbean Stud round with an Ante of {ante:d}"), target_fixture="lunar_round")
def caribbean_round(ante: int) -> VariantRoundFacts:
    return variant_round("caribbean-stud", ante)


@given(pattern("an Oasis Poker round with an Ante of {ante:d}"), target_fixture="lunar_round")
def oasis_round(ante: int) -> VariantRoundFacts:
    return variant_round("oasis-poker", ante)


@given(
    pattern("a dealer-draw Lunar Poker round with an Ante of {ante:d} and a Super of {super_bet:d}"),
    target_fixture="lunar_round",
)
def dealer_draw_round(ante: int, super_bet: int) -> VariantRoundFacts:
    return variant_round("lunar-poker-dealer-draw", ante, super_bet)


@given(pattern("a Finnish Lunar Poker round with an Ante of {ante:d}"), target_fixture="lunar_round")
def finnish_round(ante: int) -> VariantRoundFacts:
    return variant_round("lunar-poker-finland", ante)


@given(pattern("the player also places a Super of {amount:d}"), target_fixture="lunar_round")
def also_super(lunar_round: VariantRoundFacts, amount: int) -> VariantRoundFacts:
    """A Super in a game without one: for the scenarios that check it is refused."""
    return replace(lunar_round, super_bet=amount, has_super=True)


@given(pattern("the player raises"), target_fixture="lunar_round")
def player_raises(lunar_round: VariantRoundFacts) -> VariantRoundFacts:
    """Caribbean Stud's word for play: the Raise of twice the Ante."""
    return replace(lunar_round, decision=Decision.PLAY)


@given(pattern("the player insures for {amount:d}"), target_fixture="lunar_round")
def player_insures(lunar_round: RoundFacts, amount: int) -> VariantRoundFacts:
    return replace(as_variant(lunar_round), insurance=amount)


@given(pattern('the player makes the dealer draw, and the dealer draws "{card:Card}"'), target_fixture="lunar_round")
def dealer_made_to_draw(lunar_round: RoundFacts, card: Card) -> VariantRoundFacts:
    return replace(as_variant(lunar_round), dealer_draw=card)


@given(
    pattern('the player buys the dealer\'s qualification, and the next card is "{card:Card}"'),
    target_fixture="lunar_round",
)
def qualification_bought(lunar_round: RoundFacts, card: Card) -> VariantRoundFacts:
    return replace(as_variant(lunar_round), buy_dealer_qualification=card)


@given(pattern("a Jackpot Bonus of {amount:d}"), target_fixture="lunar_round")
def jackpot_bet(lunar_round: RoundFacts, amount: int) -> VariantRoundFacts:
    return replace(as_variant(lunar_round), jackpot=amount)


# -- Then: the variants' wagers, fees and citations ----------------------------------------------------


@then(pattern("the {wager:VariantWager} wins {amount:d}"))
def variant_wager_wins(settlement: Settlement, wager: WagerRef, amount: int, request: pytest.FixtureRequest) -> None:
    entry = _entry(settlement, wager)
    expected = settlement.translated(wager, entry["stake"], amount)
    note_translation(request, f"the {wager.text} wins", amount, expected)
    assert (entry["outcome"], entry["net"]) == ("win", expected)


@then(pattern("the {wager:VariantWager} loses {amount:d}"))
def variant_wager_loses(settlement: Settlement, wager: WagerRef, amount: int) -> None:
    entry = _entry(settlement, wager)
    assert (entry["outcome"], entry["net"]) == ("lose", -amount)


@then(pattern('the {wager:VariantWager} is paid on "{line}"'))
def variant_wager_line(settlement: Settlement, wager: WagerRef, line: str) -> None:
    assert _entry(settlement, wager).get("line") == line
    settlement.claims[(wager.wager, wager.on)] = tuple(line.split("+"))


@then(pattern("no {wager:VariantWager} is settled"))
def variant_wager_absent(settlement: Settlement, wager: WagerRef) -> None:
    assert [e for e in settlement.require_ledger()["wagers"] if wager.matches(e)] == []


@then(pattern("the {wager:AnyWager} cites {clause:Clause}"))
def wager_cites(settlement: Settlement, wager: WagerRef, clause: str) -> None:
    clauses = _entry(settlement, wager)["clauses"]
    assert clause in clauses, f"{wager.text} cites {clauses}"


@then(pattern("the {wager:AnyWager} does not cite {clause:Clause}"))
def wager_does_not_cite(settlement: Settlement, wager: WagerRef, clause: str) -> None:
    clauses = _entry(settlement, wager)["clauses"]
    assert clause not in clauses, f"{wager.text} cites {clauses}"


@then(pattern("the {kind:VariantFee} fee of {amount:d} is lost"))
def variant_fee_lost(settlement: Settlement, kind: str, amount: int) -> None:
    fees = [(f["fee"], f["amount"]) for f in settlement.require_ledger()["fees"]]
    assert fees == [(kind, amount)]


@then(pattern('the fees charged are "{fees}"'))
def fees_charged(settlement: Settlement, fees: str) -> None:
    """`exchange 10, qualification 10`: every fee of the ledger, in order."""
    expected = [(_FEES[" ".join(item.split()[:-1])], int(item.split()[-1])) for item in fees.split(",")]
    assert [(f["fee"], f["amount"]) for f in settlement.require_ledger()["fees"]] == expected


@then(pattern("the {kind:Fee} fee cites {clause:Clause}"))
def fee_cites(settlement: Settlement, kind: str, clause: str) -> None:
    found = [f for f in settlement.require_ledger()["fees"] if f["fee"] == kind]
    assert len(found) == 1 and clause in found[0]["clauses"], found


@then(pattern("the ledger cites only clauses of {prefixes}"))
def ledger_cites_only(settlement: Settlement, prefixes: str) -> None:
    """`CS, OP`: every wager and fee cites only clause IDs with these prefixes."""
    allowed = tuple(f"{p.strip()}-" for p in prefixes.split(","))
    ledger = settlement.require_ledger()
    cited = [c for entry in [*ledger["wagers"], *ledger["fees"]] for c in entry["clauses"]]
    assert cited and all(c.startswith(allowed) for c in cited), cited


# -- the variants' strategies --------------------------------------------------------------------------


@given(pattern('the strategy for "{game}"'), target_fixture="strategy")
def the_variant_strategy(game: str) -> Any:
    from harness.families.lunar.strategy import game_strategy

    return game_strategy(game)


@when(pattern('the strategy plays the deal "{deal:Cards}"'), target_fixture="strategy_round")
def strategy_plays(strategy: Any, deal: tuple[Card, ...]) -> LunarRound:
    """A deal in dealing order: the player's five, the dealer's five (upcard first), then the
    cards the player draws, then the card the dealer draws or the bought card."""
    from harness.families.lunar.game import game_table_rules
    from harness.families.lunar.simulate import strategy_round

    game = strategy.spec.game
    paytable = suite_paytable(game)
    rnd, _ = strategy_round(deal, strategy, game_table_rules(game, paytable))
    return rnd


@then(pattern("the strategy's round is to {action:Decision}"))
def round_decision(strategy_round: LunarRound, action: Decision) -> None:
    assert strategy_round.decision is action


@then(pattern('the strategy makes the dealer draw "{card:Card}"'))
def round_dealer_draw(strategy_round: LunarRound, card: Card) -> None:
    assert strategy_round.dealer_draw == card


@then(pattern('the strategy buys the dealer\'s qualification with "{card:Card}"'))
def round_qualification(strategy_round: LunarRound, card: Card) -> None:
    assert strategy_round.buy_dealer_qualification == card


@then(pattern("the strategy takes no option for the dealer's hand"))
def round_no_option(strategy_round: LunarRound) -> None:
    assert (strategy_round.dealer_draw, strategy_round.buy_dealer_qualification) == (None, None)


@then(pattern("the strategy does not insure"))
def round_not_insured(strategy_round: LunarRound) -> None:
    assert strategy_round.insurance == 0


#: Step definitions are fixtures named by pytest-bdd at import; a binding module takes them with `import *`.
__all__ = [name for name in dict(globals()) if name.startswith("pytestbdd_")]
