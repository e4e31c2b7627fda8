"""Arcade poker hands from outside: a bad hand is refused where it is wrong (exit 2), a good one
settles with its chips balanced; and the game's own certify options reach it by name only.

The fuzz starts from the random players' hands and damages them with harness.families.input_fuzz's
mutations (a member deleted, a hostile value, a field added, an item doubled): the only allowed
outcomes are a located RoundError / SpecError or a ledger whose chips balance.
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from harness.cli import app
from harness.families.arcade.players import random_hand
from harness.families.input_fuzz import mutate, mutate_text, to_text
from harness.games.settle_dispatch import settle_document
from harness.spec.errors import HarnessError, LocatedError, RoundError
from harness.spec.yaml_source import load_text


def _settle_or_refuse(text: str) -> None:
    try:
        ledger = settle_document(load_text(text, "<fuzz>", RoundError))
    except LocatedError:
        return
    except HarnessError as error:  # refused before a location could be read (e.g. a card)
        assert str(error)
        return
    chips = ledger["final_chips"]
    assert min(chips.values()) >= 0
    start = json.loads(json.dumps(ledger["chips_in"]))
    paid = sum(ledger["paid"].values()) + sum(ledger["returned"].values()) + sum(ledger["jackpot"].values())
    assert start == paid + ledger["house"]["take"] + sum(ledger["bonus_points"].values())


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False))
def test_damaged_hands_are_refused_located_or_settled_balanced(rng: random.Random) -> None:
    document = random_hand(random.Random(rng.random())).to_document()
    damaged = copy.deepcopy(document)
    for _ in range(rng.randint(1, 3)):
        damaged = mutate(rng, damaged)
    text = to_text(rng, damaged)
    if rng.random() < 0.3:
        text = mutate_text(rng, text)
    _settle_or_refuse(text)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(version=3), "version"),
        (lambda d: d.update(level="casino"), "level"),
        (lambda d: d["seats"][0].update(chips=10), "seats[0].chips"),
        (lambda d: d["rounds"][0].__setitem__(0, "B dance"), "rounds[0][0]"),
        (lambda d: d["rounds"][0].__setitem__(0, "B bet 150"), "rounds[0][0]"),
        (lambda d: d["seats"][2].update(cards="Kh Kd Qc Qs Ah"), "seats[2].cards"),
    ],
)
def test_a_bad_seed_hand_exits_2_naming_the_field(change: object, field: str, tmp_path: object) -> None:
    from pathlib import Path

    from harness.families.arcade.certification import SEED_HAND

    document = copy.deepcopy(SEED_HAND) | {"version": 1}
    change(document)  # type: ignore[operator]
    path = Path(str(tmp_path)) / "hand.json"
    path.write_text(json.dumps(document))
    result = CliRunner().invoke(app, ["settle", str(path)])
    assert result.exit_code == 2
    assert field in result.output


def test_certify_refuses_an_option_the_game_does_not_declare() -> None:
    result = CliRunner().invoke(app, ["certify", "arcade-poker", "--tables", "3"])
    assert result.exit_code == 2 and "no option --tables" in result.output
    result = CliRunner().invoke(app, ["certify", "holdem", "--level", "advanced"])
    assert result.exit_code == 2 and "holdem has no option --level" in result.output
    result = CliRunner().invoke(app, ["certify", "arcade-poker", "--level=casino"])
    assert result.exit_code == 2 and "--level is one of" in result.output
