"""Step library of the Jan-Poker Gherkin suite (features/jan_poker/).

A scenario builds one whole-game stream as docs/jan_poker.md documents it and settles it through
the same path as `tablecert settle` (the located loader, `settle_document`), so the suite
certifies what a lab gets from the command line. Events are written as the table would say
them, separated by commas: mahjong turns (`A draws and discards`, `A discards from hand`,
`A calls a tile`, `A wins by self-draw`, `D wins on C's discard`), riichi (`A declares riichi`:
1,000 points on the table), payments (`points D +3900 C -3900`), `hand ends`, `deal 1` (the
cards of poker hand 1, given apart), and poker actions
(`A checks`, `A folds`, `A calls`, `A bets 1000`, `A raises to 1500`, `A goes all-in`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from pytest_bdd import given, parsers, then, when

from harness.games.settle_dispatch import settle_document
from harness.spec.errors import RoundError
from harness.spec.yaml_source import load_text


@dataclass
class JanPokerScenario:
    players: list[str] = field(default_factory=list)
    deals: dict[int, dict[str, Any]] = field(default_factory=dict)
    events: list[str] = field(default_factory=list)
    interpretations: dict[str, str] = field(default_factory=dict)
    complete: bool = True
    result: dict[str, Any] | None = None
    refusal: str | None = None

    def document(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"game": "jan-poker", "players": self.players,
                               "events": [self._event(text) for text in self.events]}  # fmt: skip
        if self.interpretations:
            doc["interpretations"] = self.interpretations
        if not self.complete:
            doc["complete"] = False
        return doc

    def _event(self, text: str) -> dict[str, Any]:
        for pattern, build in _EVENTS:
            found = re.fullmatch(pattern, text)
            if found:
                built: dict[str, Any] = build(self, found)
                return built
        raise AssertionError(f"no Jan-Poker event reads {text!r}")


def _points(found: re.Match[str]) -> dict[str, int]:
    pairs = re.findall(r"(\w+) ([+-]\d+)", found.group("pairs"))
    return {name: int(change) for name, change in pairs}


_EVENTS: tuple[tuple[str, Any], ...] = (
    (r"deal (?P<n>\d+)", lambda s, m: {"deal": s.deals.get(int(m["n"]), {})}),
    (r"(?P<p>\w+) draws and discards", lambda s, m: {"mahjong": "draw-discard", "player": m["p"]}),
    (r"(?P<p>\w+) discards from hand", lambda s, m: {"mahjong": "discard", "player": m["p"]}),
    (r"(?P<p>\w+) calls a tile", lambda s, m: {"mahjong": "call", "player": m["p"]}),
    (r"(?P<p>\w+) wins by self-draw", lambda s, m: {"mahjong": "self-draw-win", "player": m["p"]}),
    (r"(?P<p>\w+) wins on (?P<f>\w+)'s discard",
     lambda s, m: {"mahjong": "discard-win", "player": m["p"], "from": m["f"]}),
    (r"points (?P<pairs>.+)", lambda s, m: {"mahjong": "points", "points": _points(m)}),
    (r"hand ends", lambda s, m: {"mahjong": "hand-end"}),
    (r"(?P<p>\w+) declares riichi", lambda s, m: {"mahjong": "riichi", "player": m["p"]}),
    (r"(?P<p>\w+) checks", lambda s, m: {"poker": "check", "player": m["p"]}),
    (r"(?P<p>\w+) folds", lambda s, m: {"poker": "fold", "player": m["p"]}),
    (r"(?P<p>\w+) calls", lambda s, m: {"poker": "call", "player": m["p"]}),
    (r"(?P<p>\w+) goes all-in", lambda s, m: {"poker": "all-in", "player": m["p"]}),
    (r"(?P<p>\w+) bets (?P<n>\d+)", lambda s, m: {"poker": "bet", "player": m["p"], "to": int(m["n"])}),
    (r"(?P<p>\w+) raises to (?P<n>\d+)", lambda s, m: {"poker": "raise", "player": m["p"], "to": int(m["n"])}),
)


def _names(text: str) -> list[str]:
    return [name for name in re.split(r",\s*|\s+and\s+", text) if name]


def _amounts(text: str) -> dict[str, int]:
    return {name: int(amount) for name, amount in re.findall(r"(\w+) (-?\d+)", text.replace(",", ""))}


@given(parsers.parse("a Jan-Poker game of {players}"), target_fixture="jan_poker")
def jan_poker_game(players: str) -> JanPokerScenario:
    return JanPokerScenario(players=_names(players))


@given(parsers.parse('poker hand {number:d} deals "{cards}" with the board "{board}"'))
def poker_hand_cards(jan_poker: JanPokerScenario, number: int, cards: str, board: str) -> None:
    hole: dict[str, list[str]] = {}
    for item in cards.split(","):
        name, *shown = item.split()
        hole[name] = shown
    jan_poker.deals[number] = {"hole": hole, "board": board.split()}


@given(parsers.parse('the events are "{events}"'))
@given(parsers.parse('then "{events}"'))
def game_events(jan_poker: JanPokerScenario, events: str) -> None:
    jan_poker.events += [text.strip() for text in events.split(",") if text.strip()]


@given(parsers.parse("the Jan-Poker reading {name} is {option}"))
def jan_poker_reading(jan_poker: JanPokerScenario, name: str, option: str) -> None:
    jan_poker.interpretations[name] = option


@given("the game is still in progress")
def game_in_progress(jan_poker: JanPokerScenario) -> None:
    jan_poker.complete = False


@when("the game is settled")
def settle_game(jan_poker: JanPokerScenario) -> None:
    text = json.dumps(jan_poker.document(), indent=1)
    try:
        jan_poker.result = settle_document(load_text(text, "<game>", RoundError, keep=True))
    except RoundError as error:
        jan_poker.refusal = str(error)


def _result(jan_poker: JanPokerScenario) -> dict[str, Any]:
    assert jan_poker.refusal is None, f"the game was refused: {jan_poker.refusal}"
    result = jan_poker.result
    assert result is not None
    return result


def _hand(jan_poker: JanPokerScenario, number: int) -> dict[str, Any]:
    result = _result(jan_poker)
    hands = {hand["hand"]: hand for hand in result["hands"]}
    if result["hand_in_play"] is not None:
        hands.setdefault(result["hand_in_play"]["hand"], result["hand_in_play"])
    assert number in hands, f"poker hand {number} was not played to its end; played: {sorted(hands)}"
    found: dict[str, Any] = hands[number]
    return found


@then(parsers.parse("the final points are {amounts}"))
def final_points(jan_poker: JanPokerScenario, amounts: str) -> None:
    assert _result(jan_poker)["final_points"] == _amounts(amounts)


@then(parsers.parse("the points behind are {amounts} with {pot:d} in the pot"))
def points_behind(jan_poker: JanPokerScenario, amounts: str, pot: int) -> None:
    result = _result(jan_poker)
    in_play = result["hand_in_play"]
    assert (result["final_points"], in_play["in_pot"] if in_play else 0) == (_amounts(amounts), pot)


@then(parsers.parse("the points total {total:d}"))
def points_total(jan_poker: JanPokerScenario, total: int) -> None:
    assert _result(jan_poker)["total_points"] == total


@then(parsers.parse("the game is refused at event {index:d} citing {clause}"))
def refused_at(jan_poker: JanPokerScenario, index: int, clause: str) -> None:
    assert jan_poker.refusal is not None, f"the game was settled: {jan_poker.result}"
    assert f"events[{index}]" in jan_poker.refusal.splitlines()[0], jan_poker.refusal
    assert f"({clause})" in jan_poker.refusal or f"{clause})" in jan_poker.refusal, jan_poker.refusal


@then(parsers.parse("the game is refused at the end of the stream citing {clause}"))
def refused_at_end(jan_poker: JanPokerScenario, clause: str) -> None:
    assert jan_poker.refusal is not None, f"the game was settled: {jan_poker.result}"
    assert f"({clause})" in jan_poker.refusal, jan_poker.refusal


@then(parsers.parse("poker hand {number:d} has the button at {button}, and {first} acts first"))
def button_and_first(jan_poker: JanPokerScenario, number: int, button: str, first: str) -> None:
    hand = _hand(jan_poker, number)
    assert (hand["button"], hand["first_to_act"]) == (button, first)


@then(parsers.parse('poker hand {number:d} is dealt to "{seats}"'))
def dealt_to(jan_poker: JanPokerScenario, number: int, seats: str) -> None:
    assert _hand(jan_poker, number)["seats"] == _names(seats)


@then(parsers.parse("poker hand {number:d} posts the blinds {amounts}"))
def blinds_posted(jan_poker: JanPokerScenario, number: int, amounts: str) -> None:
    posted = {op["seat"]: op["amount"] for op in _hand(jan_poker, number)["log"]
              if op["kind"] in ("small blind", "big blind")}  # fmt: skip
    assert posted == _amounts(amounts)


@then(parsers.parse("poker hand {number:d} pays {amounts}"))
def hand_pays(jan_poker: JanPokerScenario, number: int, amounts: str) -> None:
    paid: dict[str, int] = {}
    for pot in _hand(jan_poker, number)["pots"]:
        for name, chips in pot["winners"].items():
            paid[name] = paid.get(name, 0) + chips
    assert paid == _amounts(amounts)


@then(parsers.parse("poker hand {number:d} has pots of {amounts}"))
def hand_pots(jan_poker: JanPokerScenario, number: int, amounts: str) -> None:
    assert [pot["amount"] for pot in _hand(jan_poker, number)["pots"]] == [int(a) for a in amounts.split(",")]


@then(parsers.parse("poker hand {number:d} returns an uncalled {amount:d} to {name}"))
def uncalled(jan_poker: JanPokerScenario, number: int, amount: int, name: str) -> None:
    assert {"seat": name, "amount": amount} in _hand(jan_poker, number)["uncalled"]


@then(parsers.parse('in poker hand {number:d} the mahjong payment makes {name} "{effect}"'))
def mahjong_effect(jan_poker: JanPokerScenario, number: int, name: str, effect: str) -> None:
    effects = [(e["player"], e["effect"]) for e in _hand(jan_poker, number).get("mahjong_effects", [])]
    assert (name, effect) in effects, effects


@then(parsers.parse('the game ends by "{reason}" after {count:d} mahjong hands'))
def game_ends(jan_poker: JanPokerScenario, reason: str, count: int) -> None:
    result = _result(jan_poker)
    assert (result["game_over"], result["ended_by"], result["mahjong_hands_played"]) == (True, reason, count)


@then(parsers.parse("the winner is {name}"))
def winner(jan_poker: JanPokerScenario, name: str) -> None:
    assert _result(jan_poker)["winners"] == [name]


@then("the game is not over")
def game_not_over(jan_poker: JanPokerScenario) -> None:
    assert _result(jan_poker)["game_over"] is False


@then(parsers.parse("the players out of the poker game are {names}"))
def out_of_poker(jan_poker: JanPokerScenario, names: str) -> None:
    assert _result(jan_poker)["out_of_poker"] == ([] if names == "nobody" else _names(names))


@then(parsers.parse("the table holds {amount:d} in riichi deposits"))
def deposits_on_table(jan_poker: JanPokerScenario, amount: int) -> None:
    deposits = _result(jan_poker)["deposits"]
    assert (deposits["holder"], deposits["on_table"]) == ("table", amount)


def _deposit_text(record: dict[str, Any]) -> str:
    """One deposit record as a scenario says it."""
    kind, amount = record["kind"], record["amount"]
    if kind == "riichi":
        return f"{record['player']} puts {amount} on the table"
    if kind == "collected":
        return f"{record['player']} collects {amount}"
    if kind == "carried over":
        return f"{amount} carried over to {record['to']}"
    if kind == "to the top player":
        return f"{amount} to the top player: " + ", ".join(f"{n} {a}" for n, a in record["players"].items())
    return f"{amount} {kind}"


@then(parsers.parse('the riichi deposits go "{records}"'))
def deposit_log(jan_poker: JanPokerScenario, records: str) -> None:
    said = [_deposit_text(record) for record in _result(jan_poker)["deposits"]["log"]]
    assert said == [text.strip() for text in records.split(";")], said


@then(parsers.parse("the winners are {names}"))
def winners(jan_poker: JanPokerScenario, names: str) -> None:
    assert _result(jan_poker)["winners"] == _names(names)
