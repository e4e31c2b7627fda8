"""The evaluator against the independent implementation (pokerkit), exhaustively and on random deals.

What is compared, exactly:
1. All 2,598,960 five-card hands, high: our dense value against pokerkit's `StandardLookup`
   entry index, and against our reference ranking `harness.core.hands.rank_five`. The two orders
   must be the same total preorder: equal values exactly when pokerkit's entries are equal,
   and sorted the same way (7,462 classes).
2. All 2,598,960 five-card hands, eight-or-better low: our low mask (or "no low") against
   pokerkit's `EightOrBetterLookup` entry (or "no entry"): the same hands qualify, and the 56
   lows are ordered the same way.
3. 100,000 random deals: 50,000 Hold'em deals (two players, seven cards each: 100,000 hands)
   and 50,000 Omaha Hi-Lo deals (one player's four hole cards and a five-card board, high and
   low: 100,000 evaluations): each player's best high
   (Hold'em: any five of seven; Omaha: exactly two hole and three board cards) and, for Omaha,
   best low are those of pokerkit's `StandardHighHand`/`OmahaHoldemHand`/
   `OmahaEightOrBetterLowHand.from_game`, compared through the class maps built in 1 and 2,
   and the Hold'em winner (or tie) is the same.
Both passes are spread over the available cores: pokerkit's Omaha evaluation takes about a
millisecond a hand, its five-card lookup about two microseconds.
"""

from __future__ import annotations

import os
import random
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations
from typing import Any

import pytest

from harness.core.cards import DECK
from harness.core.hands import rank_five
from harness.families.poker_room.evaluation import holdem_high_value, omaha_board, omaha_high_value, omaha_low_value
from harness.families.poker_room.lookups import HIGH_CLASS_COUNT, high_rank, high_value, low_value

pytestmark = pytest.mark.slow

HOLDEM_DEALS = 50_000
OMAHA_DEALS = 50_000
CHUNKS = 8


def _exhaustive_chunk(first_cards: tuple[int, ...]) -> dict[str, Any]:
    """Every five-card hand whose lowest card is one of `first_cards` (the deck split for the cores)."""
    from harness.families.poker_room.reference import pokerkit_deck, pokerkit_high_entry, pokerkit_low_entry

    pk = pokerkit_deck()
    high_to_pk: dict[int, int] = {}
    pk_to_high: dict[int, int] = {}
    low_to_pk: dict[int | None, int | None] = {}
    pk_to_low: dict[int | None, int | None] = {}
    reference_mismatch = 0
    hands = 0
    for first in first_cards:
        for rest in combinations(range(first + 1, 52), 4):
            five = (first, *rest)
            hands += 1
            pk_five = (pk[five[0]], pk[five[1]], pk[five[2]], pk[five[3]], pk[five[4]])
            mine = high_value(five)
            theirs = pokerkit_high_entry(pk_five)
            if high_to_pk.setdefault(mine, theirs) != theirs or pk_to_high.setdefault(theirs, mine) != mine:
                raise AssertionError(f"high class split differently at {[str(DECK[i]) for i in five]}")
            mine_low = low_value(five)
            theirs_low = pokerkit_low_entry(pk_five)
            if (
                low_to_pk.setdefault(mine_low, theirs_low) != theirs_low
                or pk_to_low.setdefault(theirs_low, mine_low) != mine_low
            ):
                raise AssertionError(f"low differs at {[str(DECK[i]) for i in five]}: {mine_low} vs {theirs_low}")
            if high_rank(mine) != rank_five(tuple(DECK[i] for i in five)):
                reference_mismatch += 1
    return {"hands": hands, "high_to_pk": high_to_pk, "pk_to_high": pk_to_high, "low_to_pk": low_to_pk,
            "pk_to_low": pk_to_low, "reference_mismatch": reference_mismatch}  # fmt: skip


def _exhaustive() -> dict[str, Any]:
    # Interleave the first cards so that every chunk has a similar number of hands.
    chunks = [tuple(range(start, 48, CHUNKS)) for start in range(CHUNKS)]
    with ProcessPoolExecutor(max_workers=_workers(len(chunks))) as pool:
        parts = list(pool.map(_exhaustive_chunk, chunks))
    merged: dict[str, Any] = {"hands": 0, "reference_mismatch": 0}
    for key in ("high_to_pk", "pk_to_high", "low_to_pk", "pk_to_low"):
        merged[key] = {}
        for part in parts:
            for ours, theirs in part[key].items():
                if merged[key].setdefault(ours, theirs) != theirs:
                    raise AssertionError(f"{key}: {ours} maps to both {merged[key][ours]} and {theirs}")
    for part in parts:
        merged["hands"] += part["hands"]
        merged["reference_mismatch"] += part["reference_mismatch"]
    return merged


def _workers(jobs: int) -> int:
    return max(1, min(jobs, os.cpu_count() or 1))


@pytest.fixture(scope="module")
def exhaustive() -> dict[str, Any]:
    pytest.importorskip("pokerkit")
    return _exhaustive()


def test_all_five_card_hands_high_order_equals_pokerkit(exhaustive: dict[str, Any]) -> None:
    assert exhaustive["hands"] == 2_598_960
    high_to_pk = exhaustive["high_to_pk"]
    assert len(high_to_pk) == HIGH_CLASS_COUNT
    in_our_order = [high_to_pk[v] for v in sorted(high_to_pk)]
    assert in_our_order == sorted(in_our_order) and len(set(in_our_order)) == HIGH_CLASS_COUNT


def test_all_five_card_hands_match_the_reference_ranking(exhaustive: dict[str, Any]) -> None:
    assert exhaustive["reference_mismatch"] == 0


def test_all_five_card_hands_low_order_equals_pokerkit(exhaustive: dict[str, Any]) -> None:
    low_to_pk = exhaustive["low_to_pk"]
    assert None in low_to_pk and low_to_pk[None] is None  # the same hands have no low
    masks = sorted(m for m in low_to_pk if m is not None)
    assert len(masks) == 56
    in_our_order = [low_to_pk[m] for m in masks]
    assert in_our_order == sorted(in_our_order) and len(set(in_our_order)) == 56


def _deals_chunk(args: tuple[str, int, int, dict[int, int], dict[int | None, int | None]]) -> int:
    """Check `count` random deals of `game`; returns how many were checked (raises on a mismatch)."""
    game, seed, count, high_to_pk, low_to_pk = args
    import warnings

    from pokerkit import Card, OmahaEightOrBetterLowHand, OmahaHoldemHand, StandardHighHand

    warnings.simplefilter("ignore")
    pk = tuple(Card.parse("".join(r + s for r in "23456789TJQKA" for s in "shdc")))
    rng = random.Random(seed)
    for _ in range(count):
        if game == "holdem":
            deal = rng.sample(range(52), 9)
            board = deal[4:]
            values = []
            for hole in (deal[0:2], deal[2:4]):
                mine = holdem_high_value(hole + board)
                theirs = StandardHighHand.from_game([pk[i] for i in hole], [pk[i] for i in board])
                if high_to_pk[mine] != theirs.entry.index:
                    raise AssertionError(f"Hold'em high differs: {[str(DECK[i]) for i in hole + board]}")
                values.append((mine, theirs))
            (m0, t0), (m1, t1) = values
            if (m0 > m1, m0 == m1) != (t0 > t1, t0 == t1):
                raise AssertionError("Hold'em winner differs")
        else:
            deal = rng.sample(range(52), 9)
            hole, board = deal[:4], deal[4:]
            view = omaha_board(board)
            pk_hole, pk_board = [pk[i] for i in hole], [pk[i] for i in board]
            if high_to_pk[omaha_high_value(hole, view)] != OmahaHoldemHand.from_game(pk_hole, pk_board).entry.index:
                raise AssertionError(
                    f"Omaha high differs: {[str(DECK[i]) for i in hole]} / {[str(DECK[i]) for i in board]}"
                )
            their_low = OmahaEightOrBetterLowHand.from_game_or_none(pk_hole, pk_board)
            expected = None if their_low is None else their_low.entry.index
            if low_to_pk[omaha_low_value(hole, view)] != expected:
                raise AssertionError(
                    f"Omaha low differs: {[str(DECK[i]) for i in hole]} / {[str(DECK[i]) for i in board]}"
                )
    return count


@pytest.mark.parametrize(("game", "deals"), [("holdem", HOLDEM_DEALS), ("omaha", OMAHA_DEALS)])
def test_random_deals_agree_with_pokerkit(game: str, deals: int, exhaustive: dict[str, Any]) -> None:
    per_chunk = deals // CHUNKS
    jobs = [(game, 1000 + i, per_chunk, exhaustive["high_to_pk"], exhaustive["low_to_pk"]) for i in range(CHUNKS)]
    with ProcessPoolExecutor(max_workers=_workers(len(jobs))) as pool:
        checked = sum(pool.map(_deals_chunk, jobs))
    assert checked == deals
