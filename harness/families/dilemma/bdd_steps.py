"""Gherkin steps for what the poker room's step library cannot say about Dilemma Hold'em: the banks,
the penalty, the bonus, the card effects, five-card comparisons on 40 cards and whole games.

A hand's facts are the room's (harness.families.poker_room.bdd_steps: "a no-limit Dilemma Hold'em hand with
blinds 10/20", seats, board, actions, readings); the banks the hand finds are one more fact, and
the When step settles the documented JSON through `tablecert settle`'s path. Steps stay thin.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Any

import pytest
from pytest_bdd import given, then, when

from harness.families.poker_room.bdd_steps import HandFacts, Settled, pattern
from harness.families.poker_room.games import room_game
from harness.families.poker_room.hand_history import card_index
from harness.games.settle_dispatch import settle_document
from harness.spec.errors import RoundError
from harness.spec.yaml_source import load_text

GAME = "dilemma-holdem"


@pytest.fixture
def dilemma_banks() -> list[int] | None:
    """The banks a hand finds; None: the rules_spec's starting banks."""
    return None


def _settle(document: dict[str, Any]) -> Settled:
    try:
        text = json.dumps(document, indent=2)
        return Settled(settle_document(load_text(text, "<hand>", RoundError, keep=True)), None)
    except RoundError as exc:
        return Settled(None, exc)


def _ints(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"\d+", text)]


def _names(text: str) -> list[str]:
    return [name.strip() for name in text.split(",") if name.strip()]


# -- a hand ---------------------------------------------------------------------------------------


@pytest.fixture
def dilemma_card_data() -> str | None:
    """The card-data file a hand names (its `card_data` field); None: the rules_spec's."""
    return None


@given(pattern("the banks hold {amounts}"), target_fixture="dilemma_banks")
def the_banks_hold(amounts: str) -> list[int]:
    return _ints(amounts)


@given(pattern('the card data is "{path}"'), target_fixture="dilemma_card_data")
def the_card_data_is(path: str) -> str:
    return path


@when(pattern("the Dilemma hand is settled"), target_fixture="settled")
def the_dilemma_hand_is_settled(poker_hand: HandFacts, dilemma_banks: list[int] | None,
                                dilemma_card_data: str | None) -> Settled:  # fmt: skip
    document = poker_hand.document()
    if dilemma_banks is not None:
        document["banks"] = dilemma_banks
    if dilemma_card_data is not None:
        document["card_data"] = dilemma_card_data
    return _settle(document)


def _settlement(settled: Settled) -> dict[str, Any]:
    found: dict[str, Any] = settled.require()["settlement"]
    return found


@then(pattern('the penalty is {total:d}, paid by "{names}" at {each:d} each'))
def penalty_paid(settled: Settled, total: int, names: str, each: int) -> None:
    penalty = _settlement(settled)["penalty"]
    assert (penalty["board_minus"], penalty["payers"], penalty["each"]) == (total, _names(names), each), penalty


@then(pattern("nobody pays a penalty"))
def no_penalty(settled: Settled) -> None:
    assert not [e for e in _settlement(settled)["steps"] if e["step"] == "penalty"]


@then(pattern('the bonus is {total:d}, paid to "{names}" at {each:d} each'))
def bonus_paid(settled: Settled, total: int, names: str, each: int) -> None:
    settlement = _settlement(settled)
    assert (settlement["bonus"]["board_plus"], settlement["winners"], settlement["bonus"]["each"]) == (
        total, _names(names), each), settlement["bonus"]  # fmt: skip


@then(pattern('the winners of the hand are "{names}"'))
def hand_winners(settled: Settled, names: str) -> None:
    assert _settlement(settled)["winners"] == _names(names)


@then(pattern("the settlement steps are {steps}"))
def settlement_steps(settled: Settled, steps: str) -> None:
    """`dividend A 50, penalty B 60, bonus A 40`: each step, its seat and the chips it moved, in order."""
    found = [
        f"{e['step']} {e.get('seat', '')} {e.get('from_banks', e.get('to_bank', ''))}".replace("  ", " ").strip()
        for e in _settlement(settled)["steps"]
    ]
    assert found == [step.strip() for step in steps.split(",")], found


@then(pattern("the banks hold {amounts} after the hand"))
def banks_after(settled: Settled, amounts: str) -> None:
    assert _settlement(settled)["banks"]["after"] == _ints(amounts)


@then(pattern("the card data in force is marked illustrative"))
def card_data_illustrative(settled: Settled) -> None:
    assert _settlement(settled)["card_data"]["illustrative"] is True


@then(pattern('the card data in force is "{path}"'))
def card_data_in_force(settled: Settled, path: str) -> None:
    assert _settlement(settled)["card_data"]["path"] == path


@then(pattern("the next blinds are {small:d}/{big:d}"))
def next_blinds(settled: Settled, small: int, big: int) -> None:
    assert _settlement(settled)["next_blinds"] == [small, big]


@then(pattern('the bankrupt players are "{names}"'))
def bankrupt(settled: Settled, names: str) -> None:
    assert _settlement(settled)["bankrupt"] == _names(names)


@then(pattern("the game is over"))
def game_over(settled: Settled) -> None:
    assert _settlement(settled)["game_over"] is True


@then(pattern("the game goes on"))
def game_goes_on(settled: Settled) -> None:
    assert _settlement(settled)["game_over"] is False


@then(pattern("{pot} sends {amount:d} to the bank"))
def pot_to_bank(settled: Settled, pot: str, amount: int) -> None:
    index = 0 if pot == "the main pot" else int(pot.split()[-1])
    assert settled.pot(index).get("to_bank", 0) == amount


# -- five-card hands compared on 40 cards ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Compared:
    values: tuple[int, int]


@when(pattern('player 1 shows "{first}" and player 2 shows "{second}"'), target_fixture="compared")
def compare_hands(first: str, second: str) -> Compared:
    """The two five-card hands ranked as the room ranks Dilemma's showdowns (the game's ranking deck)."""
    from harness.families.poker_room import evaluation
    from harness.families.poker_room.games import table_rules

    deck = table_rules(room_game(GAME)).deck

    def value(text: str) -> int:
        indices = [card_index(card) for card in text.split()]
        assert None not in indices, text
        return evaluation.deck_ranked_high_value([i for i in indices if i is not None], deck)

    return Compared((value(first), value(second)))


@then(pattern("player {n:d} wins"))
def player_wins(compared: Compared, n: int) -> None:
    first, second = compared.values
    assert (first > second) if n == 1 else (second > first), compared


@then(pattern("both players are winners"))
def both_win(compared: Compared) -> None:
    assert compared.values[0] == compared.values[1], compared


# -- a whole game ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class GameFacts:
    players: tuple[tuple[str, int], ...]
    button: str
    hands: tuple[dict[str, Any], ...] = ()
    interpretations: tuple[tuple[str, str], ...] = ()

    def document(self, banks: list[int] | None) -> dict[str, Any]:
        doc: dict[str, Any] = {"game": GAME, "players": [{"name": n, "stack": s} for n, s in self.players],
                               "button": self.button, "hands": list(self.hands)}  # fmt: skip
        if banks is not None:
            doc["banks"] = banks
        if self.interpretations:
            doc["interpretations"] = dict(self.interpretations)
        return doc


@given(pattern('a Dilemma Hold\'em game of "{players}" with the button on {button:w}'), target_fixture="dilemma_game")
def a_game(players: str, button: str) -> GameFacts:
    """`A 1000, B 1000`: each player's starting chips."""
    return GameFacts(players=tuple((name, int(chips)) for name, chips in (p.split() for p in players.split(","))),
                     button=button)  # fmt: skip


@given(pattern('a hand deals "{holes}" with the board "{board}" and the actions "{actions}"'),
       target_fixture="dilemma_game")  # fmt: skip
def a_game_hand(dilemma_game: GameFacts, holes: str, board: str, actions: str) -> GameFacts:
    """`A: Ah Ad; B: Th Tc`; the actions as the room's steps write them."""
    from harness.families.poker_room.bdd_steps import parse_actions

    dealt = {name.strip(): cards.split() for name, cards in (part.split(":") for part in holes.split(";"))}
    hand = {"holes": dealt, "board": board.split(), "actions": parse_actions(actions)}
    return replace(dilemma_game, hands=(*dilemma_game.hands, hand))


@given(pattern('a hand deals "{holes}" and ends before the flop with the actions "{actions}"'),
       target_fixture="dilemma_game")  # fmt: skip
def a_game_hand_without_board(dilemma_game: GameFacts, holes: str, actions: str) -> GameFacts:
    return a_game_hand(dilemma_game, holes, "", actions)


@when(pattern("the game is settled"), target_fixture="settled")
def the_game_is_settled(dilemma_game: GameFacts, dilemma_banks: list[int] | None) -> Settled:
    return _settle(dilemma_game.document(dilemma_banks))


@then(pattern("hand {n:d} is played with blinds {small:d}/{big:d}"))
def hand_blinds(settled: Settled, n: int, small: int, big: int) -> None:
    assert settled.require()["hands"][n - 1]["stakes"]["blinds"] == [small, big]


@then(pattern("hand {n:d} has the button on {name:w}"))
def hand_button(settled: Settled, n: int, name: str) -> None:
    assert settled.require()["hands"][n - 1]["button"] == name


@then(pattern("the game ends with the banks at {amounts}"))
def game_ends(settled: Settled, amounts: str) -> None:
    result = settled.require()
    assert result["game_over"] is True and result["banks"] == _ints(amounts), (result["game_over"], result["banks"])


def _chips(text: str) -> dict[str, int]:
    return {name: int(amount) for name, amount in (item.split() for item in text.split(","))}


@then(pattern('the game is won by "{names}" with final chips {chips}'))
def game_won(settled: Settled, names: str, chips: str) -> None:
    result = settled.require()
    assert (result["winners"], result["final_stacks"]) == (_names(names), _chips(chips)), result["final_stacks"]


@then(pattern("the players end with chips {chips}"))
def players_end_with(settled: Settled, chips: str) -> None:
    assert settled.require()["final_stacks"] == _chips(chips)


@then(pattern("the chips and the banks still hold {total:d}"))
def conserved(settled: Settled, total: int) -> None:
    result = settled.require()
    assert sum(result["final_stacks"].values()) + sum(result["banks"]) == total
