"""Whole hands against the independent engine: random legal hands settled here and by pokerkit's
own state machine (betting, pots, showdown, odd chips) must end with the same stacks.

pokerkit plays some points its own way; the hands are played under our interpretations that
match it (a short big blind counts as posted, a short all-in counts toward the cap and the next
raise goes on top of it, the cap is kept heads-up), and two known differences are told apart
and counted rather than hidden:
- pokerkit merges pots whose surviving players are the same before splitting, so its odd chips
  can land one pot over (we award each pot on its own, OHL-5.1 / HE-7.1);
- pokerkit halves a side pot even when none of that pot's players has a low, if a player
  outside it does, giving the low half to players with no low (OHL-6.2 says the high takes it).
Every other difference fails the test. The games added as data (Omaha high, short deck) are
compared at the end of the module, 20,000 whole hands and 20,000 deals each, and then each betting
structure added as data (pot-limit Hold'em, no-limit Omaha, pot-limit and no-limit Omaha Hi-Lo) on
hands all played in it.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest

from harness.poker_room.games import room_game
from harness.poker_room.hand_history import parse_hand
from harness.poker_room.random_hands import random_hand
from harness.poker_room.settle import settle_hand

pytestmark = pytest.mark.slow

HANDS = 1500
POKERKIT_READINGS = {"short_big_blind": "as_posted", "limit_short_all_in": "on_top", "heads_up_cap": "kept"}


def test_random_hands_end_with_pokerkits_stacks() -> None:
    pytest.importorskip("pokerkit")
    from harness.poker_room.reference import pokerkit_final_stacks

    rng = random.Random(20240611)
    outcome: Counter[str] = Counter()
    unexplained = []
    for number in range(HANDS):
        game = room_game("omaha-hi-lo-8" if number % 2 else "holdem")
        hand = random_hand(rng, game, players=rng.randint(2, 8), ante=rng.choice((0, 0, 5)),
                           interpretations=POKERKIT_READINGS)  # fmt: skip
        result = settle_hand(parse_hand(hand), describe=False)
        ours, theirs = list(result.final_stacks), pokerkit_final_stacks(hand)
        if ours == theirs:
            outcome["same stacks"] += 1
            continue
        lows_at_showdown = any(v is not None for v in result.low.values())
        if lows_at_showdown and any("OHL-6.2" in award.clauses for award in result.awards):
            outcome["pokerkit halves a side pot without a low"] += 1
            continue
        moved = sum(abs(a - b) for a, b in zip(ours, theirs, strict=True))
        odd_chips = any({"OHL-6.4", "OHL-6.5", "HE-7.3"} & set(award.clauses) for award in result.awards)
        if len(result.awards) > 1 and odd_chips and moved <= 2 * len(result.awards):
            outcome["pokerkit merges pots before the odd chip"] += 1
            continue
        unexplained.append((hand, ours, theirs))
    assert not unexplained, f"{len(unexplained)} hands differ from pokerkit, first: {unexplained[0]}"
    assert outcome["same stacks"] >= 0.98 * HANDS, dict(outcome)


# -- Omaha high and short deck: 20,000 whole hands and 20,000 deals each ---------------------------
#
# The games added as data (rules_spec/omaha.yaml, rules_spec/short_deck.yaml) are compared through
# harness.poker_room.agreement, the comparisons `certify` runs: its readings that match pokerkit
# (`pokerkit_readings`: those of the game's interpretations, and the ranking pokerkit plays) and its
# two known differences, told apart by the clauses the pots were awarded under. Omaha hands are
# played pot limit and fixed limit at random (pokerkit's PotLimitOmahaHoldem, and its fixed-limit
# parts composed with its Omaha hand); short deck against NoLimitShortDeckHoldem, every five-card
# hand of the 36 cards against its ShortDeckHoldemLookup.

#: Whole hands and random deals compared with pokerkit, per game.
AGREEMENT = {"omaha": 20_000, "short-deck": 20_000}
CHUNKS = 8


def _whole_hands_chunk(args: tuple[str, int, int] | tuple[str, int, int, str]) -> dict[str, object]:
    """One worker's share: `hands` whole hands of the game from `seed`, in a structure drawn at
    random for each hand, or all in the structure named."""
    from harness.poker_room.agreement import compare_whole_hands
    from harness.poker_room.games import Structure

    name, hands, seed = args[:3]
    structure = Structure(args[3]) if len(args) > 3 else None
    found = compare_whole_hands(room_game(name), hands, seed, structure=structure)
    return {"outcomes": found.outcomes, "unexplained": list(found.unexplained), "structures": found.structures}


@pytest.mark.parametrize("name", sorted(AGREEMENT))
def test_whole_hands_of_the_games_added_as_data_end_with_pokerkits_stacks(name: str) -> None:
    pytest.importorskip("pokerkit")
    hands = AGREEMENT[name]
    jobs = [(name, hands // CHUNKS, 4400 + chunk) for chunk in range(CHUNKS)]
    with ProcessPoolExecutor(max_workers=min(CHUNKS, os.cpu_count() or 1)) as pool:
        parts = list(pool.map(_whole_hands_chunk, jobs))
    outcome: Counter[str] = Counter()
    unexplained: list[object] = []
    for part in parts:
        outcome.update(part["outcomes"])  # type: ignore[arg-type]
        unexplained += part["unexplained"]  # type: ignore[operator]
    print(f"{name}: {hands:,} whole hands against pokerkit: {dict(outcome)}")  # shown with -s / -rP
    assert sum(outcome.values()) + len(unexplained) == hands
    assert not unexplained, f"{len(unexplained)} hands differ from pokerkit, first: {unexplained[0]}"
    assert outcome["same final stacks"] >= 0.98 * hands, dict(outcome)


@pytest.mark.parametrize("name", sorted(AGREEMENT))
def test_random_deals_of_the_games_added_as_data_agree_with_pokerkit(name: str) -> None:
    pytest.importorskip("pokerkit")
    from harness.poker_room.agreement import compare_five_card_hands, compare_random_deals

    game = room_game(name)
    five = compare_five_card_hands(deck=game.deck)
    assert five.agrees, five.to_json()
    dealt = compare_random_deals(game, AGREEMENT[name], 20250611, five)
    assert dealt.agrees and dealt.deals == AGREEMENT[name], dealt.to_json()


# -- the structures added as data: pot-limit Hold'em, no-limit Omaha, pot- and no-limit Omaha Hi-Lo --
#
# Each is compared on hands all played in it (pokerkit has a class for none of them:
# harness.poker_room.reference builds its State from the generic parts, the structure, the
# Omaha hand types and the flop game's streets). Measured, one core, both engines together: about
# 100 pot-limit Hold'em hands a second, 46 no-limit Omaha, 31-33 Omaha Hi-Lo. 20,000 of each
# would take some 1,900 CPU seconds (16 minutes on two cores), far beyond the minute these cases
# may add to the slow suite; 1,200 of each take about 110 CPU seconds. The structures the games
# were already played in are compared above (and, mixed at random, by `certify`).

#: Whole hands compared with pokerkit per (game, structure added).
STRUCTURES_ADDED = {("holdem", "pot-limit"): 1_200, ("omaha", "no-limit"): 1_200,
                    ("omaha-hi-lo-8", "pot-limit"): 1_200, ("omaha-hi-lo-8", "no-limit"): 1_200}  # fmt: skip


@pytest.mark.parametrize(("name", "structure"), sorted(STRUCTURES_ADDED))
def test_whole_hands_of_each_structure_added_end_with_pokerkits_stacks(name: str, structure: str) -> None:
    pytest.importorskip("pokerkit")
    hands = STRUCTURES_ADDED[(name, structure)]
    jobs = [(name, hands // CHUNKS, 5500 + chunk, structure) for chunk in range(CHUNKS)]
    with ProcessPoolExecutor(max_workers=min(CHUNKS, os.cpu_count() or 1)) as pool:
        parts = list(pool.map(_whole_hands_chunk, jobs))
    outcome: Counter[str] = Counter()
    played: Counter[str] = Counter()
    unexplained: list[object] = []
    for part in parts:
        outcome.update(part["outcomes"])  # type: ignore[arg-type]
        played.update(part["structures"])  # type: ignore[arg-type]
        unexplained += part["unexplained"]  # type: ignore[operator]
    print(f"{name} {structure}: {hands:,} whole hands against pokerkit: {dict(outcome)}")  # shown with -s / -rP
    assert dict(played) == {structure: hands}
    assert sum(outcome.values()) + len(unexplained) == hands
    assert not unexplained, f"{len(unexplained)} hands differ from pokerkit, first: {unexplained[0]}"
    assert outcome["same final stacks"] >= 0.98 * hands, dict(outcome)
