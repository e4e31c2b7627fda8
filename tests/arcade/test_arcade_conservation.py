"""Arcade table poker's chip invariants, for any hand the random players can play (hypothesis).

AP-7.4: chips put in (antes and bets) = chips paid back (payouts, returns, jackpots) + the house
take + the bonus points. And the house take is the exact formula of the bets that the report
states: per pot with one winner, Ver.2 keeps 30% of the other players' bets (rounded up to the
chip, as the winner's share is rounded down) and half of the antes; Ver.1 keeps 30% of the pot
as bonus points, the chips rounded away stay with the house. The formulas are written here from
the seed's rates, not read from the engine's schedule.
"""

from __future__ import annotations

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from harness.families.arcade.players import play_hand
from harness.families.arcade.rules import Variant
from harness.families.arcade.settle import settle_hand

LEVEL_ANTES = {"beginner": 30, "intermediate": 60, "advanced": 100}


@st.composite
def hands(draw: st.DrawFn) -> tuple[int, Variant, int, str, int]:
    level = draw(st.sampled_from(["beginner", "intermediate", "advanced", "tournament"]))
    variant = Variant.HOLDEM if level == "tournament" else draw(st.sampled_from(list(Variant)))
    return draw(st.integers(0, 2**32 - 1)), variant, draw(st.sampled_from([1, 2])), level, draw(st.integers(2, 5))


@settings(max_examples=300, deadline=None)
@given(hands())
def test_chips_are_conserved(case: tuple[int, Variant, int, str, int]) -> None:
    seed, variant, version, level, players = case
    hand = play_hand(random.Random(seed), variant=variant, version=version, level=level, players=players)
    ledger = settle_hand(hand)
    chips_in = sum(ledger.antes) + sum(ledger.state.committed)
    paid = sum(ledger.paid) + sum(ledger.returns) + sum(ledger.jackpot)
    assert chips_in == paid + ledger.house_take + sum(ledger.bonus_points)
    assert sum(ledger.final_chips) == sum(hand.chips) - ledger.house_take - sum(ledger.bonus_points)
    assert min(ledger.final_chips) >= 0
    in_pots = sum(sum(p.contributions) for p in ledger.pots if not p.returned)
    assert sum(ledger.state.committed) == sum(ledger.returns) + in_pots


@settings(max_examples=300, deadline=None)
@given(hands())
def test_the_house_keeps_the_exact_formula_of_the_bets(case: tuple[int, Variant, int, str, int]) -> None:
    seed, variant, version, level, players = case
    hand = play_hand(random.Random(seed), variant=variant, version=version, level=level, players=players)
    ledger = settle_hand(hand)
    ante = LEVEL_ANTES.get(level, 0)
    for pot in ledger.pots:
        if pot.returned or len(pot.winners) != 1:
            continue
        winner = pot.winners[0]
        others = sum(pot.contributions) - pot.contributions[winner]
        if level == "tournament":
            assert pot.kept == 0
        elif version == 2:
            assert pot.kept == math.ceil(3 * others / 10)
        else:
            assert pot.bonus_points[0] == math.floor(3 * pot.amount / 10)
            assert pot.kept == pot.amount - math.floor(7 * pot.amount / 10)
    confiscated = players * ante // 2 if version == 2 else 0
    assert ledger.ante_confiscated == confiscated


def test_the_readme_examples_settle_as_the_readme_says() -> None:
    """The four hands of README.md's arcade section settle to the figures written beside them."""
    import json
    import re

    from harness.games.settle_dispatch import settle_document
    from harness.runtime.project import project_root
    from harness.spec.errors import RoundError
    from harness.spec.yaml_source import load_text

    text = (project_root() / "README.md").read_text(encoding="utf-8")
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", text, re.S) if '"arcade-poker"' in b]
    ledgers = [settle_document(load_text(json.dumps(b), "<README>", RoundError)) for b in blocks]
    assert [b["variant"] for b in blocks] == ["draw", "holdem", "stud", "blackjack"]
    draw, holdem, stud, blackjack = ledgers
    assert (draw["pot"], draw["paid"], draw["bonus_points"], draw["returned"]) == (
        1450,
        {"A": 1015},
        {"A": 435},
        {"C": 100},
    )
    assert holdem["paid"] == {"A": 146, "B": 146}
    assert stud["owners"] == ["C", "B", "B", "B", "B"] and stud["paid"] == {"B": 168}
    assert blackjack["owners"] == ["B", "C", "C"] and blackjack["paid"] == {"A": 96}
