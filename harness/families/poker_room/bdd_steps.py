"""Step library of the poker-room Gherkin suites (features/omaha_hi_lo/, features/holdem/).

A scenario names its game as the game's rules_spec says scenarios call it (`table.scenario_name`),
optionally after its betting structure: "an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20",
"a no-limit Hold'em hand with blinds 10/20", "a pot-limit Omaha Hi-Lo hand with blinds 10/20". A
structure the scenario names goes into the hand as its `structure`. So a new poker-room game's
scenarios need no step.

Steps stay thin (STYLE §6): a `Given` adds one fact to the hand; the one `When` settles it
through the same path as `tablecert settle` (the documented JSON hand, the located loader,
`settle_document`), so the suites certify what a lab gets from the command line; each `Then`
asserts one thing about the settlement.

Actions are written as the table would call them, streets separated by `/` for the reader:
`"C call, A call, B check / A check, B bet, C call, A call"`; a no-limit amount follows the
verb (`B raise 120`, the amount raised *to*).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from pytest_bdd import given, parsers, then, when

from harness.families.poker_room.games import Structure, room_game, room_games, room_games_called
from harness.games.settle_dispatch import settle_document
from harness.spec.errors import RoundError
from harness.spec.yaml_source import Node, SourceText, load_text

SCENARIO_SOURCE = "<hand>"

_T = TypeVar("_T")


def with_pattern(regex: str) -> Callable[[Callable[[str], _T]], Callable[[str], _T]]:
    """Give a converter the regex `parse` matches its field with."""

    def attach(converter: Callable[[str], _T]) -> Callable[[str], _T]:
        converter.pattern = regex  # type: ignore[attr-defined]
        return converter

    return attach


@with_pattern(r'[^"]*')
def _card_list(text: str) -> list[str]:
    return text.split()


@with_pattern(r'[^"]*')
def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


@with_pattern(r"[A-Za-z0-9_]+(?: \d+)?(?:, [A-Za-z0-9_]+ \d+)*")
def _amounts(text: str) -> dict[str, int]:
    """`A 120, C 120` -> {"A": 120, "C": 120}."""
    result: dict[str, int] = {}
    for item in text.split(","):
        name, amount = item.split()
        result[name] = int(amount)
    return result


@with_pattern(r"the main pot|side pot \d+")
def _pot(text: str) -> int:
    return 0 if text == "the main pot" else int(text.split()[-1])


@with_pattern(r"high|low")
def _half(text: str) -> str:
    return text


@dataclass(frozen=True, slots=True)
class NamedGame:
    """A game as a scenario names it: the registry name, and the structure when the scenario states one."""

    name: str
    structure: Structure | None

    def check_limits(self, *, given: bool) -> None:
        """A scenario that states a structure must give the limits that structure is played with."""
        if self.structure is None:
            return
        game = room_game(self.name)
        if game.structure_for(limits_given=given, named=self.structure) is None:
            gives = "gives limits" if given else "gives no limits"
            why = game.limits_refusal(limits_given=given, named=self.structure)
            raise AssertionError(f"the scenario says {self.structure} but {gives}: {why}")

    def facts(self, blinds: tuple[int, ...], limits: tuple[int, int] | None = None) -> HandFacts:
        """The hand's first facts: its game, the structure the scenario names, the stakes."""
        self.check_limits(given=limits is not None)
        return HandFacts(game=self.name, structure=self.structure, blinds=blinds, limits=limits)


@with_pattern(r"an? .+?")
def named_game(text: str) -> NamedGame:
    """`a no-limit Hold'em` -> the game whose table.scenario_name is "Hold'em", played no limit."""
    called = text.split(" ", 1)[1]
    structure = next((s for s in Structure if called.startswith(f"{s.value} ")), None)
    if structure is not None:
        called = called[len(structure.value) + 1 :]
    named = room_games_called(called)
    if len(named) == 1:
        return NamedGame(named[0], structure)
    if named:
        raise AssertionError(f"{', '.join(named)} are all called {called!r} in scenarios (table.scenario_name)")
    known = ", ".join(repr(game.scenario_name) for game in room_games())
    raise AssertionError(f"no poker-room game is called {called!r} in scenarios (table.scenario_name); known: {known}")


TYPES: dict[str, Callable[[str], Any]] = {
    "Game": named_game,
    "Cards": _card_list,
    "Names": _names,
    "Amounts": _amounts,
    "Pot": _pot,
    "Half": _half,
}


def pattern(text: str) -> parsers.parse:
    return parsers.parse(text, extra_types=TYPES)


def parse_actions(text: str) -> list[list[Any]]:
    """`"C call, A raise 120 / B fold"` -> [["C", "call"], ["A", "raise", 120], ["B", "fold"]]; a draw
    game's `A draws Kd Qc for 5s 3c` -> ["A", "draw", ["Kd", "Qc"], ["5s", "3c"]], `A stands pat`."""
    actions: list[list[Any]] = []
    for item in re.split(r"[,/]", text):
        words = item.split()
        if not words:
            continue
        if words[1:] == ["stands", "pat"]:  # a draw game: `A stands pat`, `A draws Kd Qc for 5s 3c`
            actions.append([words[0], "stand pat"])
            continue
        if words[1] == "draws":
            cut = words.index("for")
            actions.append([words[0], "draw", words[2:cut], words[cut + 1 :]])
            continue
        action: list[Any] = [words[0], words[1]]
        if len(words) > 2:
            action.append(int(words[2]))
        actions.append(action)
    return actions


# -- the hand under test ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class HandFacts:
    """What the Given steps established; each step returns a copy with one fact added."""

    game: str
    blinds: tuple[int, ...]
    limits: tuple[int, int] | None = None
    structure: Structure | None = None  # the structure the scenario names ("a pot-limit Hold'em hand")
    ante: int | tuple[int, ...] = 0
    mucks: tuple[str, ...] = ()
    button: str | None = None
    seats: tuple[tuple[str, int, tuple[str, ...]], ...] = ()
    board: tuple[str, ...] = ()
    actions: tuple[tuple[Any, ...], ...] = ()
    interpretations: tuple[tuple[str, str], ...] = ()
    bring_in: int | None = None  # a bring-in game (stud): no blinds

    def document(self) -> dict[str, Any]:
        """The hand in the documented JSON format `tablecert settle` reads."""
        doc: dict[str, Any] = {"game": self.game}
        if self.structure is not None:
            doc["structure"] = self.structure.value
        if self.limits is not None:
            doc["limits"] = {"small_bet": self.limits[0], "big_bet": self.limits[1]}
        if self.bring_in is None:
            doc["blinds"] = list(self.blinds)
        else:
            doc["bring_in"] = self.bring_in
        if self.ante:
            doc["ante"] = list(self.ante) if isinstance(self.ante, tuple) else self.ante
        if self.mucks:
            doc["mucks"] = list(self.mucks)
        if self.interpretations:
            doc["interpretations"] = dict(self.interpretations)
        doc["button"] = self.button if self.button is not None else (self.seats[-1][0] if self.seats else "")
        doc["seats"] = [
            {"name": name, "stack": stack, **({"hole": list(hole)} if hole else {})} for name, stack, hole in self.seats
        ]
        doc["board"] = list(self.board)
        doc["actions"] = [list(action) for action in self.actions]
        return doc


@dataclass(frozen=True, slots=True)
class Settled:
    """The settlement of a hand, or the refusal of an impossible one."""

    result: dict[str, Any] | None
    refusal: RoundError | None

    def require(self) -> dict[str, Any]:
        if self.refusal is not None:
            raise AssertionError(f"the hand was refused: {self.refusal}")
        assert self.result is not None
        return self.result

    def pot(self, index: int) -> dict[str, Any]:
        pots = self.require()["pots"]
        if index >= len(pots):
            raise AssertionError(f"there are {len(pots)} pots, no pot number {index}")
        pot: dict[str, Any] = pots[index]
        return pot


def settle_facts(facts: HandFacts) -> Settled:
    """Settle as the CLI does: JSON text -> located node -> `settle_document`.

    Locations only matter to a refusal, and locating a document (the YAML parser) was a fifth
    of each suite run, which every rule mutant repeats: so the text is read as plain JSON
    first, and a hand that is refused is read again, located, exactly as `tablecert settle`
    reads it, for the refusal the CLI would give."""
    text = json.dumps(facts.document(), indent=2)
    try:
        plain = Node(json.loads(text), SourceText(SCENARIO_SOURCE, ()), "", 1, 1, RoundError)
        return Settled(settle_document(plain), None)
    except RoundError:
        pass
    try:
        return Settled(settle_document(load_text(text, SCENARIO_SOURCE, RoundError, keep=True)), None)
    except RoundError as exc:
        return Settled(None, exc)


# -- Given --------------------------------------------------------------------------------------------------


@given(pattern("{game:Game} hand with limits {small:d}/{big:d} and blinds {sb:d}/{bb:d}"), target_fixture="poker_hand")
def a_hand_with_limits(game: NamedGame, small: int, big: int, sb: int, bb: int) -> HandFacts:
    return game.facts((sb, bb), (small, big))


@given(pattern("{game:Game} hand with blinds {sb:d}/{bb:d}"), target_fixture="poker_hand")
def a_hand_without_limits(game: NamedGame, sb: int, bb: int) -> HandFacts:
    return game.facts((sb, bb))


@given(pattern('{game:Game} hand with blinds and straddles "{amounts}"'), target_fixture="poker_hand")
def a_hand_with_straddles(game: NamedGame, amounts: str) -> HandFacts:
    """`"5 10 20"`: the blinds and straddles by position, the small blind first."""
    return game.facts(tuple(int(a) for a in amounts.split()))


@given(pattern('{game:Game} hand with limits {small:d}/{big:d} and blinds and straddles "{amounts}"'),
       target_fixture="poker_hand")  # fmt: skip
def a_limit_hand_with_straddles(game: NamedGame, small: int, big: int, amounts: str) -> HandFacts:
    return game.facts(tuple(int(a) for a in amounts.split()), (small, big))


@given(pattern("{game:Game} hand with limits {small:d}/{big:d}, an ante of {ante:d} and a bring-in of {bring:d}"),
       target_fixture="poker_hand")  # fmt: skip
def a_bring_in_hand(game: NamedGame, small: int, big: int, ante: int, bring: int) -> HandFacts:
    """A stud hand: antes and a bring-in, no blinds; seats hold their cards in the order dealt."""
    return replace(game.facts((), (small, big)), ante=ante, bring_in=bring)


@given(pattern('antes by position "{amounts}"'), target_fixture="poker_hand")
def antes_by_position(poker_hand: HandFacts, amounts: str) -> HandFacts:
    """`"0 20 0"`: each position's ante, the small blind first (a big-blind ante: only the second)."""
    return replace(poker_hand, ante=tuple(int(a) for a in amounts.split()))


@given(pattern("seat {name:w} mucks at the showdown"), target_fixture="poker_hand")
def a_muck(poker_hand: HandFacts, name: str) -> HandFacts:
    return replace(poker_hand, mucks=(*poker_hand.mucks, name))


@given(pattern("an ante of {ante:d}"), target_fixture="poker_hand")
def an_ante(poker_hand: HandFacts, ante: int) -> HandFacts:
    return replace(poker_hand, ante=ante)


@given(pattern('seat {name:w} has {stack:d} chips and holds "{hole:Cards}"'), target_fixture="poker_hand")
def a_seat(poker_hand: HandFacts, name: str, stack: int, hole: list[str]) -> HandFacts:
    return replace(poker_hand, seats=(*poker_hand.seats, (name, stack, tuple(hole))))


@given(pattern("seat {name:w} has {stack:d} chips and its cards are not shown"), target_fixture="poker_hand")
def a_seat_unseen(poker_hand: HandFacts, name: str, stack: int) -> HandFacts:
    return replace(poker_hand, seats=(*poker_hand.seats, (name, stack, ())))


@given(pattern("the button is {name:w}"), target_fixture="poker_hand")
def the_button(poker_hand: HandFacts, name: str) -> HandFacts:
    return replace(poker_hand, button=name)


@given(pattern('the board is "{cards:Cards}"'), target_fixture="poker_hand")
def the_board(poker_hand: HandFacts, cards: list[str]) -> HandFacts:
    return replace(poker_hand, board=tuple(cards))


@given(pattern('the actions are "{text}"'), target_fixture="poker_hand")
def the_actions(poker_hand: HandFacts, text: str) -> HandFacts:
    return replace(poker_hand, actions=tuple(tuple(a) for a in parse_actions(text)))


@given(pattern("the interpretation {name:w} is set to {value:w}"), target_fixture="poker_hand")
def an_interpretation(poker_hand: HandFacts, name: str, value: str) -> HandFacts:
    return replace(poker_hand, interpretations=(*poker_hand.interpretations, (name, value)))


# -- When ------------------------------------------------------------------------------------------------------


@when(pattern("the hand is settled"), target_fixture="settled")
def the_hand_is_settled(poker_hand: HandFacts) -> Settled:
    return settle_facts(poker_hand)


# -- Then: pots ------------------------------------------------------------------------------------------------------


@then(pattern("there is {count:d} pot"))
@then(pattern("there are {count:d} pots"))
def pot_count(settled: Settled, count: int) -> None:
    assert len(settled.require()["pots"]) == count


@then(pattern("{pot:Pot} is {amount:d}"))
def pot_amount(settled: Settled, pot: int, amount: int) -> None:
    assert settled.pot(pot)["amount"] == amount


@then(pattern('{pot:Pot} is contested by "{names:Names}"'))
def pot_eligible(settled: Settled, pot: int, names: list[str]) -> None:
    assert settled.pot(pot)["eligible"] == names


@then(pattern("{pot:Pot} pays {awards:Amounts}"))
def pot_awards(settled: Settled, pot: int, awards: dict[str, int]) -> None:
    assert settled.pot(pot)["awards"] == awards


@then(pattern('the {half:Half} half of {pot:Pot} is {amount:d}, shared by "{names:Names}"'))
def half_winners(settled: Settled, half: str, pot: int, amount: int, names: list[str]) -> None:
    share = settled.pot(pot).get(half)
    assert share is not None, f"{['the main pot', 'side pot'][min(pot, 1)]} has no {half} half"
    assert (share["amount"], share["winners"]) == (amount, names)


@then(pattern('the {half:Half} half of {pot:Pot} is won with "{hand}"'))
def half_hand(settled: Settled, half: str, pot: int, hand: str) -> None:
    share = settled.pot(pot).get(half)
    assert share is not None and share["hand"] == hand


@then(pattern("{pot:Pot} has no low half"))
def no_low_half(settled: Settled, pot: int) -> None:
    assert settled.pot(pot).get("low") is None


@then(pattern("{pot:Pot} is scooped"))
def scooped(settled: Settled, pot: int) -> None:
    assert settled.pot(pot).get("scoop") is True


@then(pattern("{pot:Pot} is won uncontested by {name:w}"))
def uncontested(settled: Settled, pot: int, name: str) -> None:
    data = settled.pot(pot)
    assert data.get("uncontested") is True and data.get("winner") == name


# -- Then: players -----------------------------------------------------------------------------------------------------


@then(pattern("the final stacks are {stacks:Amounts}"))
def final_stacks(settled: Settled, stacks: dict[str, int]) -> None:
    assert settled.require()["final_stacks"] == stacks


@then(pattern('{name:w} shows the high hand "{hand}"'))
def shows_high(settled: Settled, name: str, hand: str) -> None:
    showdown = settled.require()["showdown"]
    assert showdown is not None, "the hand had no showdown"
    assert showdown["hands"][name]["high"] == hand


@then(pattern('{name:w} shows the low hand "{hand}"'))
def shows_low(settled: Settled, name: str, hand: str) -> None:
    showdown = settled.require()["showdown"]
    assert showdown is not None, "the hand had no showdown"
    assert showdown["hands"][name]["low"] == hand


@then(pattern('{name:w} shows "{hand}"'))
def shows_hand(settled: Settled, name: str, hand: str) -> None:
    """The hand that plays for the whole pot, however the game reads it (a razz low too)."""
    showdown = settled.require()["showdown"]
    assert showdown is not None, "the hand had no showdown"
    assert showdown["hands"][name]["high"] == hand, showdown["hands"][name]


#: The log's kinds that are a player's own action (not a forced bet, a deal or a returned bet).
_ACTION_KINDS = ("fold", "check", "call", "bet", "raise", "bring-in", "complete")


@then(pattern("{name:w} acts first on {street}"))
def acts_first(settled: Settled, name: str, street: str) -> None:
    """The round's opener: the first action of the round (named as the game names it)."""
    log = settled.require()["log"]
    first = next((op for op in log if op["street"] == street and op["kind"] in _ACTION_KINDS), None)
    assert first is not None, f"nobody acts on {street}: {sorted({op['street'] for op in log})}"
    assert first.get("seat") == name, f"{first.get('seat')} acts first on {street}, not {name}"


@then(pattern("{name:w} has no low"))
def has_no_low(settled: Settled, name: str) -> None:
    showdown = settled.require()["showdown"]
    assert showdown is not None and showdown["hands"][name]["low"] == "no low"


@then(pattern("{name:w} gets back an uncalled {amount:d}"))
def uncalled(settled: Settled, name: str, amount: int) -> None:
    assert {"seat": name, "amount": amount} in settled.require()["uncalled"]


@then(pattern("no bet is returned"))
def nothing_returned(settled: Settled) -> None:
    assert settled.require()["uncalled"] == []


@then(pattern('the showdown order is "{names:Names}"'))
def showdown_order(settled: Settled, names: list[str]) -> None:
    showdown = settled.require()["showdown"]
    assert showdown is not None and showdown["order"] == names


@then(pattern("the hand ends without a showdown"))
def no_showdown(settled: Settled) -> None:
    assert settled.require()["showdown"] is None


@then(pattern("{name:w} posts the {kind} of {amount:d}"))
def posts(settled: Settled, name: str, kind: str, amount: int) -> None:
    log = settled.require()["log"]
    assert any(op["kind"] == kind and op.get("seat") == name and op["amount"] == amount for op in log), (
        f"no {kind} of {amount} by {name} in {[(op['kind'], op.get('seat'), op.get('amount')) for op in log]}"
    )


@then(pattern("{name:w} puts in {amount:d} with a {kind} to {to:d}"))
def wagers(settled: Settled, name: str, amount: int, kind: str, to: int) -> None:
    log = settled.require()["log"]
    assert any(
        op["kind"] == kind and op.get("seat") == name and op["amount"] == amount and op.get("to") == to for op in log
    ), f"no {kind} by {name} of {amount} to {to}"


@then(pattern('the clauses applied include "{clause}"'))
def clause_applied(settled: Settled, clause: str) -> None:
    assert clause in settled.require()["clauses"]


# -- Then: refusals -----------------------------------------------------------------------------------


@then(pattern('the hand is refused at {path} with "{phrase}"'))
def refused(settled: Settled, path: str, phrase: str) -> None:
    assert settled.refusal is not None, "the hand was settled, not refused"
    message = str(settled.refusal)
    assert f": {path}: " in message, f"refusal does not point at {path}: {message}"
    assert phrase in message, f"refusal does not say {phrase!r}: {message}"


@then(pattern('the refusal says "{phrase}"'))
def refusal_says(settled: Settled, phrase: str) -> None:
    """A further part of the refusal's message (how to write the hand, the clause it cites)."""
    assert settled.refusal is not None, "the hand was settled, not refused"
    assert phrase in str(settled.refusal), f"refusal does not say {phrase!r}: {settled.refusal}"
