"""Named predicates: what holds, and the defining cards (witnesses) the second-combination rule uses."""

from __future__ import annotations

import pytest

from harness.core.cards import parse_cards
from harness.core.predicates import (
    SIMPLE_PREDICATES,
    AllOf,
    ContainsRanks,
    NOfAKind,
    PredicateContext,
)

OWN_CATEGORY = PredicateContext(straight_flush_is_flush_and_straight=False)


def witnesses(predicate, text: str) -> set[frozenset[str]]:  # type: ignore[no-untyped-def]
    return {frozenset(str(c) for c in w) for w in predicate.witnesses(parse_cards(text))}


def test_pair_witnesses_in_trips_are_every_two_of_the_three() -> None:
    assert witnesses(NOfAKind(2), "7c 7d 7h Ks 2c") == {
        frozenset({"7c", "7d"}),
        frozenset({"7c", "7h"}),
        frozenset({"7d", "7h"}),
    }


def test_ace_king_witnesses_take_one_ace_and_one_king() -> None:
    assert witnesses(ContainsRanks((14, 13)), "Ac Ad Kh 4s 2c") == {frozenset({"Ac", "Kh"}), frozenset({"Ad", "Kh"})}


def test_two_pair_and_full_house_witnesses() -> None:
    assert witnesses(SIMPLE_PREDICATES["two_pair"], "9c 9d 5h 5s Kc") == {frozenset({"9c", "9d", "5h", "5s"})}
    assert witnesses(SIMPLE_PREDICATES["full_house"], "9c 9d 9h 5s 5c") == {frozenset({"9c", "9d", "9h", "5s", "5c"})}


def test_six_card_flush_has_six_five_card_witnesses() -> None:
    assert len(witnesses(SIMPLE_PREDICATES["flush"], "2h 5h 7h 9h Jh Kh")) == 6


def test_straight_in_one_colour_is_a_conjunction() -> None:
    straight_one_colour = AllOf((SIMPLE_PREDICATES["straight"], SIMPLE_PREDICATES["same_colour"]))
    assert straight_one_colour.holds(parse_cards("5h 6d 7h 8d 9h"))
    assert not straight_one_colour.holds(parse_cards("5h 6d 7h 8d 9s"))


def test_royal_as_a_conjunction_needs_its_cards_together() -> None:
    royal = AllOf((SIMPLE_PREDICATES["straight"], SIMPLE_PREDICATES["flush"], ContainsRanks((14, 13))))
    assert royal.holds(parse_cards("Ts Js Qs Ks As"))
    # Six cards with a K-high straight flush and an off-suit Ace: no royal flush.
    assert not royal.holds(parse_cards("9s Ts Js Qs Ks Ad"))


@pytest.mark.parametrize("name", ["flush", "straight"])
def test_straight_flush_interpretation(name: str) -> None:
    sf = parse_cards("5d 6d 7d 8d 9d")
    assert SIMPLE_PREDICATES[name].holds(sf)
    assert not SIMPLE_PREDICATES[name].holds(sf, OWN_CATEGORY)


def test_face_cards_and_colour() -> None:
    assert SIMPLE_PREDICATES["all_face_cards"].holds(parse_cards("Jc Jd Qh Ks Kc"))
    assert not SIMPLE_PREDICATES["all_face_cards"].holds(parse_cards("Jc Jd Qh Ks Ac"))
    assert SIMPLE_PREDICATES["same_colour"].holds(parse_cards("2h 5d 9h Jd Kd"))
    assert not SIMPLE_PREDICATES["same_colour"].holds(parse_cards("2h 5d 9h Jd Kc"))
