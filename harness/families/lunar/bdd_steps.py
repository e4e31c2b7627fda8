"""Step library of the Lunar Poker Gherkin suite (features/lunar_poker/).

Steps stay thin (STYLE §6): the converters below turn step text into cards, decisions and
wager names; a `Given` adds one fact to the round; the one `When` settles the round through
the same path as `tablecert settle` (the documented JSON round, the located loader,
`settle_document`), so the suite certifies what a lab gets from the command line; each `Then`
asserts one thing about the ledger.

The paytable is the one named by TABLECERT_PAYTABLE_LUNAR_POKER (default "standard"; suite_paytable), so
`tablecert certify --paytable X` runs the same scenarios against another table. The scenarios
state the chips of the table they were written for (the game's default) and name the lines they
expect paid; on another table they are translated by those lines, or skipped as not applicable
(harness.families.lunar.paytable_in_force explains the rule).

Strategy steps import `harness.families.lunar.strategy` when they run, so a missing or broken strategy
module fails only the strategy scenarios.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import pytest
from pytest_bdd import given, parsers, then, when

from harness.core.cards import Card, parse_card, parse_cards
from harness.core.predicates import INCLUSIVE
from harness.families.lunar.game import GAME
from harness.families.lunar.paytable_in_force import WAGER_TABLES, PaytableInForce
from harness.families.lunar.round import AfterDraw, Decision
from harness.families.lunar.settings import RaisePays
from harness.families.lunar.suite_paytable import suite_paytable
from harness.games.settle_dispatch import settle_document
from harness.gherkin.pytest_results import NOT_APPLICABLE, TRANSLATION_PROPERTY
from harness.spec.errors import HarnessError, RoundError
from harness.spec.yaml_source import load_text

SCENARIO_SOURCE = "<scenario>"


# -- converters: step text -> domain objects ---------------------------------------------------

_T = TypeVar("_T")


def with_pattern(regex: str) -> Callable[[Callable[[str], _T]], Callable[[str], _T]]:
    """Give a converter the regex `parse` matches its field with (what `parse.with_pattern`
    does, typed): `{cards:Cards}` then matches only text the converter can read."""

    def attach(converter: Callable[[str], _T]) -> Callable[[str], _T]:
        converter.pattern = regex  # type: ignore[attr-defined]
        return converter

    return attach


@with_pattern(r'[^"]*')
def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


@with_pattern(r"(?:10|[2-9TJQKA])[shdc]")
def _card(text: str) -> Card:
    return parse_card(text)


@with_pattern(r"fold|play|buy|exchange")
def _decision(text: str) -> Decision:
    return Decision(text)


@with_pattern(r"play|fold")
def _after_draw(text: str) -> AfterDraw:
    return AfterDraw(text)


@with_pattern(r"buy|exchange")
def _fee_kind(text: str) -> str:
    return text


@with_pattern(r"do not hold|hold")
def _verdict(text: str) -> bool:
    return text == "hold"


@with_pattern(r"[A-Z]+-[0-9A-Za-z.]+")
def _clause(text: str) -> str:
    return text


@dataclass(frozen=True, slots=True, kw_only=True)
class WagerRef:
    """A wager of the ledger as a step names it: its ledger name and, for side Supers, its hand."""

    wager: str
    on: str | None = None
    text: str

    def matches(self, entry: dict[str, Any]) -> bool:
        return bool(entry["wager"] == self.wager and entry.get("on") == self.on)


_WAGER_WORDS = {
    "Ante": "ante",
    "Super": "super",
    "Raise": "raise",
    "instant payout": "instant",
    "buy wager": "buy",
    "exchange wager": "exchange",
}


# The side-Super names go first so a regex alternation never stops at the bare "Super".
_WAGER_PATTERN = "|".join((r"Super on the dealer's hand", r"Super on player \w+'s hand", *_WAGER_WORDS))


@with_pattern(_WAGER_PATTERN)
def _wager(text: str) -> WagerRef:
    if text == "Super on the dealer's hand":
        return WagerRef(wager="side_super", on="dealer", text=text)
    if text.startswith("Super on player "):
        seat = text.removeprefix("Super on player ").removesuffix("'s hand")
        return WagerRef(wager="side_super", on=f"player:{seat}", text=text)
    return WagerRef(wager=_WAGER_WORDS[text], text=text)


TYPES: dict[str, Callable[[str], Any]] = {
    "Cards": _cards,
    "Card": _card,
    "Decision": _decision,
    "AfterDraw": _after_draw,
    "FeeKind": _fee_kind,
    "Verdict": _verdict,
    "Clause": _clause,
    "Wager": _wager,
}


def pattern(text: str) -> parsers.parse:
    """A `parse` step pattern that knows the converters above (`{cards:Cards}` ...)."""
    return parsers.parse(text, extra_types=TYPES)


# -- the round under test ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundFacts:
    """What the Given steps established; each step returns a copy with one fact added."""

    paytable: str
    ante: int
    super_bet: int
    interpretations: tuple[tuple[str, str], ...] = ()
    player: tuple[Card, ...] = ()
    dealer: tuple[Card, ...] = ()
    decision: Decision | None = None
    discard: tuple[Card, ...] = ()
    drawn: tuple[Card, ...] = ()
    after_draw: AfterDraw | None = None
    side_supers: tuple[tuple[str, int], ...] = ()
    others: tuple[tuple[str, tuple[Card, ...]], ...] = ()

    def family_game(self) -> str:
        """The game of the Lunar Poker family the round is played at."""
        return "lunar-poker"

    def final_hand(self) -> tuple[Card, ...]:
        """The player's cards after the decision: five, or six after a buy."""
        if self.decision is Decision.BUY:
            return self.player + self.drawn
        if self.decision is Decision.EXCHANGE:
            return tuple(c for c in self.player if c not in self.discard) + self.drawn
        return self.player

    @property
    def plays(self) -> bool:
        return self.decision is Decision.PLAY or self.after_draw is AfterDraw.PLAY

    def hands_on_tables(self) -> list[tuple[str, tuple[Card, ...], bool]]:
        """Every (table, hand) the round is settled on, and whether the rule reads those lines'
        pays beyond choosing the paid line (then the pays must be the same on any paytable)."""
        hands: list[tuple[str, tuple[Card, ...], bool]] = [("instant", self.player, False)]
        if self.super_bet:
            hands.append(("super", self.player, False))
        others = dict(self.others)
        for on, _ in self.side_supers:
            cards = self.dealer if on == "dealer" else others.get(on.removeprefix("player:"), ())
            hands.append(("super", cards, False))
        if self.plays:
            hands.append(("raise", self.final_hand(), False))
        return hands

    def document(self) -> dict[str, Any]:
        """The round in the documented JSON format `tablecert settle` reads."""
        doc: dict[str, Any] = {
            "game": self.family_game(),
            "paytable": self.paytable,
            "interpretations": {name: _option_value(value) for name, value in self.interpretations},
            "ante": self.ante,
            "super": self.super_bet,
            "player": [str(c) for c in self.player],
            "dealer": [str(c) for c in self.dealer],
        }
        if self.decision is not None:
            doc["decision"] = self.decision.value
        if self.discard:
            doc["discard"] = [str(c) for c in self.discard]
        if self.drawn:
            doc["drawn"] = [str(c) for c in self.drawn]
        if self.after_draw is not None:
            doc["after_draw"] = self.after_draw.value
        if self.side_supers:
            doc["side_supers"] = [{"on": on, "amount": amount} for on, amount in self.side_supers]
        if self.others:
            doc["others"] = {seat: [str(c) for c in cards] for seat, cards in self.others}
        return doc


def _option_value(text: str) -> str | bool:
    """`true`/`false` go into the JSON as booleans, as a lab would write them."""
    return {"true": True, "false": False}.get(text, text)


@dataclass(frozen=True, slots=True)
class Settlement:
    """The ledger of a settled round, or the refusal of an impossible one; the paytable it was
    settled on; and the lines the scenario has said each wager is paid on (its claims)."""

    ledger: dict[str, Any] | None
    refusal: RoundError | None
    paytables: PaytableInForce | None = None
    claims: dict[tuple[str, str | None], tuple[str, ...]] = field(default_factory=dict)

    def require_ledger(self) -> dict[str, Any]:
        if self.refusal is not None:
            raise AssertionError(f"the round was refused: {self.refusal}")
        assert self.ledger is not None
        return self.ledger

    def translated(self, wager: WagerRef, stake: int, amount: int) -> int:
        """An amount the scenario states for a line-paid wager, on the paytable in force."""
        if wager.wager not in WAGER_TABLES:
            return amount
        lines = self.claims.get((wager.wager, wager.on))
        if lines is None:
            raise AssertionError(
                f"the scenario states the {wager.text}'s amount without its line: say "
                f'"the {wager.text} is paid on ..." first, so the amount reads on any paytable'
            )
        return amount + (self.paytables.translation(wager.wager, lines, stake) if self.paytables else 0)

    def translated_net(self, amount: int) -> int:
        """A net result the scenario states, on the paytable in force: every line-paid win must
        be one the scenario named."""
        ledger = self.require_ledger()
        delta = 0
        for entry in ledger["wagers"]:
            if entry.get("line") is None or entry["wager"] not in WAGER_TABLES:
                continue
            key = (entry["wager"], entry.get("on"))
            if key not in self.claims:
                raise AssertionError(
                    f"the net result depends on the {entry['wager']} paid on {entry['line']}: the scenario "
                    "must say which line it expects paid, so the net reads on any paytable"
                )
            if self.paytables is not None:
                delta += self.paytables.translation(entry["wager"], self.claims[key], entry["stake"])
        return amount + delta


def note_translation(request: pytest.FixtureRequest, what: str, stated: int, expected: int) -> None:
    """Record an amount the paytable in force changes, e.g. `the Raise wins 20 -> 40`."""
    if stated != expected:
        request.node.user_properties.append((TRANSLATION_PROPERTY, f"{what} {stated} -> {expected}"))


def paytables_of(facts: RoundFacts) -> PaytableInForce | None:
    """The table the scenario was written for (the game's default) and the one in force; None
    when the round names a paytable or reading that does not exist (it is then refused)."""
    from harness.families.lunar.game import game_paytable, game_settings

    try:
        settings = game_settings(facts.family_game())
        return PaytableInForce(
            written_for=game_paytable(settings, None), in_force=game_paytable(settings, facts.paytable)
        )
    except HarnessError:
        return None


def _not_applicable(facts: RoundFacts, paytables: PaytableInForce) -> str | None:
    """Why this round's chips cannot be read on the paytable in force, or None."""
    from harness.families.lunar.game import game_table_rules

    if paytables.is_written_for:
        return None
    try:
        rules = game_table_rules(facts.family_game(), facts.paytable, dict(facts.interpretations))
        super_context = rules.super_context
    except HarnessError:
        return None  # the round is refused for its readings, on any paytable
    combinations = rules.settings.raise_pays is RaisePays.COMBINATIONS
    for kind, cards, same_pays in facts.hands_on_tables():
        context = super_context if kind == "super" else INCLUSIVE
        reason = paytables.difference(
            kind, cards, context, combinations=combinations and kind == "raise", same_pays=same_pays
        )
        if reason is not None:
            return reason
    return None


def settle_facts(facts: RoundFacts) -> Settlement:
    """Settle as the CLI does: JSON text -> located node -> `settle_document`; on a paytable the
    round does not read the same way on, skip the scenario as not applicable."""
    paytables = paytables_of(facts)
    if paytables is not None and (reason := _not_applicable(facts, paytables)) is not None:
        pytest.skip(f"{NOT_APPLICABLE} {paytables.in_force.name}: {reason}")
    text = json.dumps(facts.document(), indent=2)
    try:
        return Settlement(settle_document(load_text(text, SCENARIO_SOURCE, RoundError, keep=True)), None, paytables)
    except RoundError as exc:
        return Settlement(None, exc, paytables)


def _wager_entry(ledger: dict[str, Any], ref: WagerRef) -> dict[str, Any]:
    found: list[dict[str, Any]] = [entry for entry in ledger["wagers"] if ref.matches(entry)]
    if len(found) != 1:
        listed = ", ".join(f"{e['wager']}{'@' + e['on'] if 'on' in e else ''}" for e in ledger["wagers"])
        raise AssertionError(f"expected one {ref.text} in the ledger, found {len(found)}; wagers: {listed}")
    return found[0]


def _outcome(ledger: dict[str, Any], ref: WagerRef) -> tuple[str, int]:
    entry = _wager_entry(ledger, ref)
    return entry["outcome"], entry["net"]


# -- Given: the facts of the round -----------------------------------------------------------------


@given(
    pattern("a Lunar Poker round with an Ante of {ante:d} and a Super of {super_bet:d}"), target_fixture="lunar_round"
)
def a_round(ante: int, super_bet: int) -> RoundFacts:
    return RoundFacts(paytable=suite_paytable(GAME), ante=ante, super_bet=super_bet)


@given(pattern("the interpretation {name:w} is {value:w}"), target_fixture="lunar_round")
def an_interpretation(lunar_round: RoundFacts, name: str, value: str) -> RoundFacts:
    return replace(lunar_round, interpretations=lunar_round.interpretations + ((name, value),))


@given(pattern('the player is dealt "{cards:Cards}"'), target_fixture="lunar_round")
def player_dealt(lunar_round: RoundFacts, cards: tuple[Card, ...]) -> RoundFacts:
    return replace(lunar_round, player=cards)


@given(pattern('the dealer is dealt "{cards:Cards}"'), target_fixture="lunar_round")
def dealer_dealt(lunar_round: RoundFacts, cards: tuple[Card, ...]) -> RoundFacts:
    """The first card is the upcard (LP-4)."""
    return replace(lunar_round, dealer=cards)


@given(pattern('player {seat:w} is dealt "{cards:Cards}"'), target_fixture="lunar_round")
def other_player_dealt(lunar_round: RoundFacts, seat: str, cards: tuple[Card, ...]) -> RoundFacts:
    return replace(lunar_round, others=lunar_round.others + ((seat, cards),))


@given(pattern("a Super of {amount:d} on the dealer's hand"), target_fixture="lunar_round")
def super_on_dealer(lunar_round: RoundFacts, amount: int) -> RoundFacts:
    return replace(lunar_round, side_supers=lunar_round.side_supers + (("dealer", amount),))


@given(pattern("a Super of {amount:d} on player {seat:w}'s hand"), target_fixture="lunar_round")
def super_on_player(lunar_round: RoundFacts, amount: int, seat: str) -> RoundFacts:
    return replace(lunar_round, side_supers=lunar_round.side_supers + ((f"player:{seat}", amount),))


@given(pattern("the player folds"), target_fixture="lunar_round")
def player_folds(lunar_round: RoundFacts) -> RoundFacts:
    return replace(lunar_round, decision=Decision.FOLD)


@given(pattern("the player plays"), target_fixture="lunar_round")
def player_plays(lunar_round: RoundFacts) -> RoundFacts:
    return replace(lunar_round, decision=Decision.PLAY)


@given(pattern('the player buys "{drawn:Cards}"'), target_fixture="lunar_round")
def player_buys(lunar_round: RoundFacts, drawn: tuple[Card, ...]) -> RoundFacts:
    return replace(lunar_round, decision=Decision.BUY, drawn=drawn)


@given(pattern('the player exchanges "{discard:Cards}" for "{drawn:Cards}"'), target_fixture="lunar_round")
def player_exchanges(lunar_round: RoundFacts, discard: tuple[Card, ...], drawn: tuple[Card, ...]) -> RoundFacts:
    return replace(lunar_round, decision=Decision.EXCHANGE, discard=discard, drawn=drawn)


@given(pattern('the player also discards "{discard:Cards}"'), target_fixture="lunar_round")
def player_also_discards(lunar_round: RoundFacts, discard: tuple[Card, ...]) -> RoundFacts:
    return replace(lunar_round, discard=lunar_round.discard + discard)


@given(pattern("the player then {after:AfterDraw}s"), target_fixture="lunar_round")
def player_then(lunar_round: RoundFacts, after: AfterDraw) -> RoundFacts:
    return replace(lunar_round, after_draw=after)


# -- When: settle ---------------------------------------------------------------------------------


@when(pattern("the round is settled"), target_fixture="settlement")
def round_settled(lunar_round: RoundFacts) -> Settlement:
    return settle_facts(lunar_round)


# -- Then: one fact of the ledger each ------------------------------------------------------------


@then(pattern("the {wager:Wager} wins {amount:d}"))
def wager_wins(settlement: Settlement, wager: WagerRef, amount: int, request: pytest.FixtureRequest) -> None:
    entry = _wager_entry(settlement.require_ledger(), wager)
    expected = settlement.translated(wager, entry["stake"], amount)
    note_translation(request, f"the {wager.text} wins", amount, expected)
    assert (entry["outcome"], entry["net"]) == ("win", expected)


@then(pattern("the {wager:Wager} loses {amount:d}"))
def wager_loses(settlement: Settlement, wager: WagerRef, amount: int) -> None:
    assert _outcome(settlement.require_ledger(), wager) == ("lose", -amount)


@then(pattern("the {wager:Wager} pushes"))
def wager_pushes(settlement: Settlement, wager: WagerRef) -> None:
    assert _outcome(settlement.require_ledger(), wager) == ("push", 0)


@then(pattern('the {wager:Wager} is paid on "{line}"'))
def wager_paid_on(settlement: Settlement, wager: WagerRef, line: str) -> None:
    """The line(s) a wager is paid on (`pair+ace_king`: a first and a second combination)."""
    assert _wager_entry(settlement.require_ledger(), wager).get("line") == line
    settlement.claims[(wager.wager, wager.on)] = tuple(line.split("+"))


@then(pattern("no {wager:Wager} is settled"))
def wager_absent(settlement: Settlement, wager: WagerRef) -> None:
    assert [e for e in settlement.require_ledger()["wagers"] if wager.matches(e)] == []


@then(pattern("the {kind:FeeKind} fee of {amount:d} is lost"))
def fee_lost(settlement: Settlement, kind: str, amount: int) -> None:
    fees = [(f["fee"], f["amount"]) for f in settlement.require_ledger()["fees"]]
    assert fees == [(kind, amount)]


@then(pattern("no fee is charged"))
def no_fee(settlement: Settlement) -> None:
    assert settlement.require_ledger()["fees"] == []


@then(pattern("the player's net result is {amount:d}"))
def net_result(settlement: Settlement, amount: int, request: pytest.FixtureRequest) -> None:
    expected = settlement.translated_net(amount)
    note_translation(request, "the player's net result is", amount, expected)
    assert settlement.require_ledger()["net"] == expected


@then(pattern('the round is refused with a message containing "{phrase}"'))
def round_refused(settlement: Settlement, phrase: str) -> None:
    assert settlement.refusal is not None, f"the round was settled: {settlement.ledger}"
    assert phrase in str(settlement.refusal), str(settlement.refusal)


# -- basic strategy (LPS-*) -------------------------------------------------------------------------


@given(pattern("the basic strategy"), target_fixture="strategy")
def the_basic_strategy() -> Any:
    from harness.families.lunar.strategy import basic_strategy

    return basic_strategy()


@when(
    pattern('the first decision is taken on "{hand:Cards}" against the upcard {upcard:Card}'),
    target_fixture="first_choice",
)
def first_decision_taken(strategy: Any, hand: tuple[Card, ...], upcard: Card) -> Any:
    return strategy.first_decision(hand, upcard)


@when(pattern('the second decision is taken on "{cards:Cards}"'), target_fixture="second_choice")
def second_decision_taken(strategy: Any, cards: tuple[Card, ...]) -> Any:
    return strategy.second_decision(cards)


@then(pattern("the strategy chooses to {action:Decision}"))
def strategy_chooses(first_choice: Any, action: Decision) -> None:
    assert first_choice.action == action


@then(pattern('the cards exchanged are "{cards:Cards}"'))
def cards_exchanged(first_choice: Any, cards: tuple[Card, ...]) -> None:
    # Order is not part of the rule: compare as sets, and the count too (no card twice).
    assert (len(first_choice.discard), frozenset(first_choice.discard)) == (len(cards), frozenset(cards))


@then(pattern("the choice follows {rule:Clause}"))
def choice_rule(first_choice: Any, rule: str) -> None:
    assert first_choice.rule == rule


@then(pattern("the strategy's second decision is to {after:AfterDraw}"))
def second_decision_is(second_choice: Any, after: AfterDraw) -> None:
    assert second_choice == after


@given(pattern('the held cards "{cards:Cards}"'), target_fixture="held_cards")
def held_cards(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    return cards


@then(pattern("they {verdict:Verdict} a flush draw"))
def flush_draw(held_cards: tuple[Card, ...], verdict: bool) -> None:
    from harness.families.lunar.strategy import has_flush_draw

    assert has_flush_draw(held_cards) is verdict


@then(pattern("they {verdict:Verdict} a straight draw"))
def straight_draw(held_cards: tuple[Card, ...], verdict: bool) -> None:
    from harness.families.lunar.strategy import has_straight_draw

    assert has_straight_draw(held_cards) is verdict


#: Step definitions are fixtures named by pytest-bdd at import; a conftest binds them with `import *`.
__all__ = [name for name in dict(globals()) if name.startswith("pytestbdd_")]
