"""Step library of the arcade table poker suite (features/arcade_poker/).

Steps stay thin (STYLE §6): each `Given` adds one fact to the hand document; the one `When`
settles it through the same path as `tablecert settle` (the located loader and
`settle_document`); each `Then` asserts one figure of the ledger, or the refusal. Actions are
written as the machine calls them, rounds separated by `/`: "B bet 100, C raise 200 / C bet 50".
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from harness.families.arcade.notices import certification_notices
from harness.families.arcade.rules import VERSIONS, arcade_rules
from harness.games.settle_dispatch import settle_document
from harness.spec.errors import RoundError
from harness.spec.yaml_source import load_text

_VERSION = {"Ver.1": 1, "Ver.2": 2}
_VARIANT = {"Hold'em": "holdem", "Draw Poker": "draw", "Stud": "stud", "Black Jack": "blackjack"}


@pytest.fixture
def arcade() -> dict[str, Any]:
    """The hand being written, and what settling it gave (`ledger`) or the refusal (`error`)."""
    return {"hand": {"game": "arcade-poker", "seats": [], "rounds": []}}


def _seat(arcade: dict[str, Any], name: str) -> dict[str, Any]:
    for seat in arcade["hand"]["seats"]:
        if seat["name"] == name:
            return seat  # type: ignore[no-any-return]
    raise AssertionError(f"no seat {name} in the scenario")


def _ledger(arcade: dict[str, Any]) -> dict[str, Any]:
    assert "ledger" in arcade, f"the hand was refused: {arcade.get('error')}"
    return arcade["ledger"]  # type: ignore[no-any-return]


@given(parsers.parse("a {variant} hand at the {level} table under {version}"))
def _hand(arcade: dict[str, Any], variant: str, level: str, version: str) -> None:
    arcade["hand"] |= {"variant": _VARIANT[variant], "level": level, "version": _VERSION[version]}


@given(parsers.parse("the owner is {name}"))
def _owner(arcade: dict[str, Any], name: str) -> None:
    arcade["hand"]["owner"] = name


@given(parsers.re(r"seat (?P<name>\w+) has (?P<chips>\d+) chips(?: and holds \"(?P<cards>[^\"]*)\")?$"))
def _seat_chips(arcade: dict[str, Any], name: str, chips: str, cards: str | None) -> None:
    seat: dict[str, Any] = {"name": name, "chips": int(chips)}
    if cards:
        seat["cards"] = cards
    arcade["hand"]["seats"].append(seat)


@given(parsers.parse('seat {name} discards "{discard}" and draws "{drawn}"'))
def _draw(arcade: dict[str, Any], name: str, discard: str, drawn: str) -> None:
    _seat(arcade, name).update(discard=discard, drawn=drawn)


@given(parsers.parse('the board is "{cards}"'))
def _board(arcade: dict[str, Any], cards: str) -> None:
    arcade["hand"]["board"] = cards


@given(parsers.parse('the actions are "{actions}"'))
def _actions(arcade: dict[str, Any], actions: str) -> None:
    arcade["hand"]["rounds"] = [[a.strip() for a in street.split(",") if a.strip()] for street in actions.split("/")]


@given(parsers.parse("the interpretation {name} is {value}"))
def _interpretation(arcade: dict[str, Any], name: str, value: str) -> None:
    arcade["hand"].setdefault("interpretations", {})[name] = value


@when("the hand is settled")
def _settle(arcade: dict[str, Any]) -> None:
    document = load_text(json.dumps(arcade["hand"]), "<hand>", RoundError, keep=True)
    try:
        arcade["ledger"] = settle_document(document)
    except RoundError as error:
        arcade["error"] = error


@then(parsers.parse("the pot is {amount:d}"))
def _pot(arcade: dict[str, Any], amount: int) -> None:
    assert _ledger(arcade)["pot"] == amount


@then(parsers.parse("{name} is paid {amount:d} chips"))
def _paid(arcade: dict[str, Any], name: str, amount: int) -> None:
    assert _ledger(arcade)["paid"].get(name, 0) == amount


@then(parsers.parse("{name} receives {amount:d} bonus points"))
def _bonus(arcade: dict[str, Any], name: str, amount: int) -> None:
    assert _ledger(arcade)["bonus_points"].get(name, 0) == amount


@then(parsers.parse("{name} gets back {amount:d} chips"))
def _returned(arcade: dict[str, Any], name: str, amount: int) -> None:
    assert _ledger(arcade)["returned"].get(name, 0) == amount


@then(parsers.parse("{name} is paid a jackpot of {amount:d}"))
def _jackpot(arcade: dict[str, Any], name: str, amount: int) -> None:
    assert _ledger(arcade)["jackpot"].get(name, 0) == amount


@then(parsers.parse("the house confiscates {amount:d} of the antes"))
def _confiscated(arcade: dict[str, Any], amount: int) -> None:
    assert _ledger(arcade)["house"]["ante_confiscated"] == amount


@then(parsers.parse("the house keeps {amount:d} of the pots"))
def _kept(arcade: dict[str, Any], amount: int) -> None:
    assert _ledger(arcade)["house"]["kept_from_pots"] == amount


@then(parsers.parse("the house take is {amount:d}"))
def _take(arcade: dict[str, Any], amount: int) -> None:
    assert _ledger(arcade)["house"]["take"] == amount


@then("the chips put in equal the chips paid, the house take and the bonus points")
def _conserved(arcade: dict[str, Any]) -> None:
    ledger = _ledger(arcade)
    paid = sum(ledger["paid"].values()) + sum(ledger["returned"].values()) + sum(ledger["jackpot"].values())
    assert ledger["chips_in"] == paid + ledger["house"]["take"] + sum(ledger["bonus_points"].values())


@then(parsers.parse("the final chips are {amounts}"))
def _final(arcade: dict[str, Any], amounts: str) -> None:
    expected = {name: int(chips) for name, chips in (item.split() for item in amounts.split(","))}
    assert _ledger(arcade)["final_chips"] == expected


@then(parsers.parse('the showdown order is "{names}"'))
def _order(arcade: dict[str, Any], names: str) -> None:
    assert _ledger(arcade)["showdown_order"] == [n.strip() for n in names.split(",")]


@then("the hand ends without a showdown")
def _no_showdown(arcade: dict[str, Any]) -> None:
    assert _ledger(arcade)["showdown"] is False


@then(parsers.parse('the owners of the rounds are "{names}"'))
def _owners(arcade: dict[str, Any], names: str) -> None:
    assert _ledger(arcade)["owners"] == [n.strip() for n in names.split(",")]


@then(parsers.parse("the owner of the next hand is {name}"))
def _next_owner(arcade: dict[str, Any], name: str) -> None:
    assert _ledger(arcade)["next_hand_owner"] == name


@then(parsers.re(r'the all-in players are "(?P<names>[^"]*)"'))
def _all_in(arcade: dict[str, Any], names: str) -> None:
    assert _ledger(arcade)["all_in"] == [n.strip() for n in names.split(",") if n.strip()]


@then(parsers.re(r'the players sitting out the next hand are "(?P<names>[^"]*)"'))
def _sits_out(arcade: dict[str, Any], names: str) -> None:
    assert _ledger(arcade)["sits_out_next_hand"] == [n.strip() for n in names.split(",") if n.strip()]


@then(parsers.parse("{name} puts in {amount:d} with an all-in to {to:d}"))
def _all_in_amount(arcade: dict[str, Any], name: str, amount: int, to: int) -> None:
    found = [a for a in _ledger(arcade)["actions"] if a["seat"] == name and a["action"] == "all-in"]
    assert found and (found[-1]["added"], found[-1]["to"]) == (amount, to)


@then(parsers.parse("side pot {index:d} is returned to its payers"))
def _side_returned(arcade: dict[str, Any], index: int) -> None:
    assert _ledger(arcade)["pots"][index]["returned_to_payers"] is True


@then(parsers.parse('{pot} pays "{payouts}"'))
def _pot_pays(arcade: dict[str, Any], pot: str, payouts: str) -> None:
    index = 0 if pot == "the main pot" else int(pot.split()[-1])
    expected = {name: int(chips) for name, chips in (item.split() for item in payouts.split(","))}
    assert _ledger(arcade)["pots"][index]["paid"] == expected


@then(parsers.parse('{name} shows "{text}"'))
def _shows(arcade: dict[str, Any], name: str, text: str) -> None:
    assert _ledger(arcade)["hands"][name] == text


@then(parsers.parse('the hand is refused at "{path}" saying "{text}"'))
def _refused(arcade: dict[str, Any], path: str, text: str) -> None:
    error = arcade.get("error")
    assert error is not None, "the hand was settled, not refused"
    assert error.location.field_path == path and text in error.message, str(error)


@then(parsers.parse('side pot {index:d} returns "{payouts}"'))
def _side_returns(arcade: dict[str, Any], index: int, payouts: str) -> None:
    pots = _ledger(arcade)["pots"]
    assert index < len(pots), f"the ledger has {len(pots)} pots"
    expected = {name: int(chips) for name, chips in (item.split() for item in payouts.split(","))}
    assert pots[index]["returned_to_payers"] is True and pots[index]["returned"] == expected


@then(parsers.parse('{name}\'s prizes outside the harness name "{text}"'))
def _outside(arcade: dict[str, Any], name: str, text: str) -> None:
    assert any(text in prize for prize in _ledger(arcade)["prizes_outside_harness"].get(name, []))


@then(parsers.parse("{name} has no prize outside the harness"))
def _no_outside(arcade: dict[str, Any], name: str) -> None:
    assert name not in _ledger(arcade)["prizes_outside_harness"]


@then(parsers.parse('the certification notices of the {level} level say "{text}"'))
def _notice(level: str, text: str) -> None:
    assert any(text in notice for notice in _notices(level)), _notices(level)


@then(parsers.parse('the certification notices of the {level} level do not say "{text}"'))
def _no_notice(level: str, text: str) -> None:
    assert not any(text in notice for notice in _notices(level)), _notices(level)


def _notices(level: str) -> tuple[str, ...]:
    return certification_notices(arcade_rules(), [level], VERSIONS)
