"""The independent implementation: pokerkit, used only to check this engine (a test dependency).

`pokerkit_final_stacks` replays a hand-history dict through pokerkit's own state machine and
returns the final stacks in our seat order; `pokerkit_high_entry` and `pokerkit_low_entry`
expose its five-card lookups. Nothing here is used to settle a hand.

Seat mapping: pokerkit numbers players from the small blind, the button last (heads-up, the
big blind is player 0 and the button player 1), which is our seat `(button + 1 + i) % n`.
pokerkit's defaults for odd chips (the high half first, and within a half the first player
from the small blind) are the defaults of our interpretations, so final stacks compare
directly under default interpretations.
"""

from __future__ import annotations

import warnings
from functools import lru_cache
from typing import Any

from harness.errors import UsageError


def require_pokerkit() -> Any:
    try:
        import pokerkit
    except ImportError:  # pragma: no cover - exercised only where the test extra is missing
        raise UsageError(
            "the independent evaluator (pokerkit) is not installed: pip install 'tablecert[test]'"
        ) from None
    return pokerkit


@lru_cache(maxsize=1)
def _lookups() -> tuple[Any, Any, tuple[Any, ...]]:
    pk = require_pokerkit()
    deck = tuple(pk.Card.parse("".join(r + s for r in "23456789TJQKA" for s in "shdc")))
    return pk.StandardLookup(), pk.EightOrBetterLookup(), deck


def pokerkit_deck() -> tuple[Any, ...]:
    """pokerkit's cards indexed like ours (`Card.index`: rank-major, suits s h d c)."""
    return _lookups()[2]


def pokerkit_high_entry(cards: tuple[Any, ...]) -> int:
    """pokerkit's high index of five pokerkit cards (greater is stronger)."""
    return int(_lookups()[0].get_entry(cards).index)


def pokerkit_low_entry(cards: tuple[Any, ...]) -> int | None:
    """pokerkit's eight-or-better index of five pokerkit cards (smaller is stronger), or None."""
    entry = _lookups()[1].get_entry_or_none(cards)
    return None if entry is None else int(entry.index)


_AUTOMATIONS_NAMES = (
    "ANTE_POSTING", "BET_COLLECTION", "BLIND_OR_STRADDLE_POSTING", "CARD_BURNING",
    "RUNOUT_COUNT_SELECTION", "HOLE_CARDS_SHOWING_OR_MUCKING", "HAND_KILLING", "CHIPS_PUSHING", "CHIPS_PULLING",
)  # fmt: skip


def pokerkit_state(hand: dict[str, Any]) -> tuple[Any, list[int]]:
    """A pokerkit state for the hand with hole cards dealt, and the pokerkit-to-seat mapping."""
    pk = require_pokerkit()
    automations = tuple(getattr(pk.Automation, name) for name in _AUTOMATIONS_NAMES)
    names = [seat["name"] for seat in hand["seats"]]
    count = len(names)
    button = names.index(hand["button"])
    order = [(button + 1 + i) % count for i in range(count)]
    stacks = tuple(hand["seats"][seat]["stack"] for seat in order)
    blinds = tuple(hand["blinds"])
    ante = hand.get("ante", 0)
    limits: dict[str, int] = hand.get("limits") or {}
    common: dict[str, Any] = {"mode": pk.Mode.CASH_GAME}
    if hand["game"] == "omaha-hi-lo-8":
        state = pk.FixedLimitOmahaHoldemHighLowSplitEightOrBetter.create_state(
            automations, True, ante, blinds, limits["small_bet"], limits["big_bet"], stacks, count, **common
        )
    elif limits:
        state = pk.FixedLimitTexasHoldem.create_state(
            automations, True, ante, blinds, limits["small_bet"], limits["big_bet"], stacks, count, **common
        )
    else:
        state = pk.NoLimitTexasHoldem.create_state(automations, True, ante, blinds, blinds[1], stacks, count, **common)
    for player, seat in enumerate(order):
        state.deal_hole("".join(hand["seats"][seat]["hole"]), player)
    return state, order


def pokerkit_final_stacks(hand: dict[str, Any]) -> list[int]:
    """Replay the hand's actions through pokerkit; final stacks in our seat order."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state, order = pokerkit_state(hand)
        player_of = {seat: player for player, seat in enumerate(order)}
        names = [seat["name"] for seat in hand["seats"]]
        board = list(hand.get("board", []))

        def deal_pending() -> None:
            while state.can_deal_board():
                dealt = len(list(state.get_board_cards(0)))
                take = 3 if dealt == 0 else 1
                state.deal_board("".join(board[dealt : dealt + take]))

        for action in hand["actions"]:
            deal_pending()
            seat = names.index(action[0])
            player = player_of[seat]
            if state.actor_index != player:
                raise ValueError(f"pokerkit expects player {state.actor_index} to act, the hand says {action[0]}")
            verb = action[1]
            if verb == "fold":
                state.fold()
            elif verb in ("check", "call"):
                state.check_or_call()
            elif verb in ("bet", "raise"):
                state.complete_bet_or_raise_to(action[2] if len(action) > 2 else None)
            else:  # all-in
                most = state.stacks[player] + state.bets[player]
                if state.can_complete_bet_or_raise_to(most):
                    state.complete_bet_or_raise_to(most)
                else:
                    state.check_or_call()
        deal_pending()
        # pokerkit still asks a player with nothing left to decide (matched, nobody to bet against)
        # to check; our rules skip that turn (OHL-3.1, HE-3.1), so check on their behalf.
        while state.actor_index is not None and state.checking_or_calling_amount == 0:
            state.check_or_call()
            deal_pending()
        if state.status:
            raise ValueError("pokerkit did not finish the hand")
        final = [0] * len(names)
        for player, seat in enumerate(order):
            final[seat] = int(state.stacks[player])
        return final
