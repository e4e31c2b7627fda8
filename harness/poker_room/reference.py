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
from harness.poker_room.games import BettingStructure, HandMaking, LowRule, RoomGame, Structure, room_game


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


def _variants(pk: Any) -> dict[tuple[HandMaking, LowRule, int, Structure], Any]:
    """pokerkit's variant for each game it models: the named methods, the hole cards and the
    structure (a game pokerkit has no variant for is not compared with it)."""
    two_three, any_five = HandMaking.TWO_HOLE_THREE_BOARD, HandMaking.BEST_FIVE_ANY
    fixed, no_limit = Structure.FIXED_LIMIT, Structure.NO_LIMIT
    return {
        (two_three, LowRule.EIGHT_OR_BETTER, 4, fixed): pk.FixedLimitOmahaHoldemHighLowSplitEightOrBetter,
        (any_five, LowRule.NONE, 2, fixed): pk.FixedLimitTexasHoldem,
        (any_five, LowRule.NONE, 2, no_limit): pk.NoLimitTexasHoldem,
    }


def pokerkit_variant(game: RoomGame, *, limits_given: bool) -> tuple[Any, BettingStructure]:
    """The pokerkit class that plays a hand of `game` (with or without limits), and the game's
    structure it plays; a usage error when pokerkit has no such variant."""
    betting = game.structure_for(limits_given=limits_given)
    variant = None
    if betting is not None:
        key = (game.hand_making, game.low, game.hole_cards, betting.structure)
        variant = _variants(require_pokerkit()).get(key)
    if variant is None or betting is None:
        played = betting.structure if betting is not None else "with" + ("" if limits_given else "out") + " limits"
        raise UsageError(f"pokerkit has no variant of {game.name} ({game.hole_cards} hole cards, "
                         f"{game.hand_making}, low {game.low}, {played}) to compare with")  # fmt: skip
    return variant, betting


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
    game = room_game(hand["game"])
    variant, betting = pokerkit_variant(game, limits_given=bool(limits))
    # Fixed limit: the small and big bet; no limit: the minimum bet, the big blind.
    sizes = tuple(limits[name] for name in betting.limits) if betting.limits else (blinds[1],)
    state = variant.create_state(automations, True, ante, blinds, *sizes, stacks, count, **common)
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
