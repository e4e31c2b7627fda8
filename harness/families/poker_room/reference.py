"""The independent implementation: pokerkit, used only to check this engine (a test dependency).

`pokerkit_final_stacks` replays a hand-history dict through pokerkit's own state machine and
returns the final stacks in our seat order; `pokerkit_high_entry` and `pokerkit_low_entry`
expose its five-card lookups (the high one of the game's deck: pokerkit's standard lookup, or its
short-deck lookup for the 36 cards). Nothing here is used to settle a hand.

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

from harness.core.decks import STANDARD_52, Deck
from harness.families.poker_room.games import BettingStructure, HandMaking, LowRule, RoomGame, Structure, room_game
from harness.spec.errors import UsageError


def _pokerkit_high(pk: Any) -> dict[str, tuple[Any, Any]]:
    """pokerkit's high five-card lookup and high hand of each deck a room game may rank on (a deck
    it has no lookup for is not compared with it)."""
    return {
        "standard-52": (pk.StandardLookup, pk.StandardHighHand),
        "short-36": (pk.ShortDeckHoldemLookup, pk.ShortDeckHoldemHand),
    }


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


@lru_cache(maxsize=4)
def _high_lookup(deck_name: str) -> Any:
    return _high_of(deck_name)[0]()


def _high_of(deck_name: str) -> tuple[Any, Any]:
    known = _pokerkit_high(require_pokerkit())
    found = known.get(deck_name)
    if found is None:
        raise UsageError(f"pokerkit has no high-hand lookup of the {deck_name} deck to compare with; "
                         f"it has: {', '.join(known)}")  # fmt: skip
    return found


def pokerkit_deck_high_entry(cards: tuple[Any, ...], deck: Deck = STANDARD_52) -> int:
    """pokerkit's high index of five pokerkit cards in its lookup of the deck (greater is stronger)."""
    return int(_high_lookup(deck.name).get_entry(cards).index)


def pokerkit_high_hand(deck: Deck = STANDARD_52) -> Any:
    """pokerkit's high hand class of the deck (its `from_game` reads the best five of hole and board)."""
    return _high_of(deck.name)[1]


def pokerkit_low_entry(cards: tuple[Any, ...]) -> int | None:
    """pokerkit's eight-or-better index of five pokerkit cards (smaller is stronger), or None."""
    entry = _lookups()[1].get_entry_or_none(cards)
    return None if entry is None else int(entry.index)


@lru_cache(maxsize=2)
def _fixed_limit_omaha(pk: Any, hi_lo: bool) -> Any:
    """Fixed-limit Omaha composed of pokerkit's own parts, the way its other classes are:
    fixed-limit betting (one bet and three raises), Omaha's deal and its exactly-two-and-three high
    hand, with its eight-or-better low for hi-lo. pokerkit has no class for fixed-limit Omaha high,
    and its `FixedLimitOmahaHoldemHighLowSplitEightOrBetter` (0.7) is built on its pot-limit mixin:
    it plays no cap and takes any raise the pot allows, so it would check a fixed-limit hand's
    amounts and cap against nothing."""
    games = pk.games

    def create_state(cls: Any, /, automations: Any, ante_trimming_status: bool, raw_antes: Any, raw_blinds: Any,
                     small_bet: int, big_bet: int, raw_starting_stacks: Any, player_count: int,
                     **options: Any) -> Any:  # fmt: skip
        return cls(automations, ante_trimming_status, raw_antes, raw_blinds, small_bet, big_bet,
                   **options)(raw_starting_stacks, player_count)  # fmt: skip

    bases = (games.FixedLimitPokerMixin, games.OmahaHoldemMixin, games.Holdem)
    hand_types = (pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand) if hi_lo else (pk.OmahaHoldemHand,)
    namespace = {"__module__": __name__, "hand_types": hand_types, "create_state": classmethod(create_state)}
    return type("FixedLimitTwoHoleThreeBoardHiLo" if hi_lo else "FixedLimitTwoHoleThreeBoardHigh", bases, namespace)


class _BoardGame:
    """A flop game pokerkit has no class for (pot-limit Hold'em, no-limit Omaha, pot-limit and
    no-limit Omaha Hi-Lo), built as a `pokerkit.State` straight from its generic parameters: the
    standard deck, the hand types read at the showdown (Omaha's high, and its eight-or-better low
    for a hi-lo game), the betting structure, and the four streets of its `games.Holdem` (hole
    cards; a burn and three board cards; a burn and one; a burn and one), each opened by position,
    the minimum bet the big blind and no cap on raises, as its `UnfixedLimitHoldem` sets them. Its
    `create_state` takes the arguments of pokerkit's own unfixed-limit classes."""

    def __init__(self, hand_types: tuple[Any, ...], hole_cards: int, structure: Any) -> None:
        self.hand_types, self.hole_cards, self.structure = hand_types, hole_cards, structure

    def create_state(self, automations: Any, ante_trimming_status: bool, raw_antes: Any, raw_blinds: Any,
                     min_bet: int, raw_starting_stacks: Any, player_count: int, **options: Any) -> Any:  # fmt: skip
        pk = require_pokerkit()
        position = pk.Opening.POSITION
        streets = (
            pk.Street(False, (False,) * self.hole_cards, 0, False, position, min_bet, None),
            pk.Street(True, (), 3, False, position, min_bet, None),
            pk.Street(True, (), 1, False, position, min_bet, None),
            pk.Street(True, (), 1, False, position, min_bet, None),
        )
        return pk.State(automations, pk.Deck.STANDARD, self.hand_types, streets, self.structure, ante_trimming_status,
                        raw_antes, raw_blinds, 0, raw_starting_stacks, player_count, **options)  # fmt: skip


def _variants(pk: Any) -> dict[tuple[HandMaking, LowRule, int, Structure, str], Any]:
    """pokerkit's variant for each game it models: the named methods, the hole cards, the
    structure and the deck (a game pokerkit has no variant for is not compared with it)."""
    two_three, any_five = HandMaking.TWO_HOLE_THREE_BOARD, HandMaking.BEST_FIVE_ANY
    fixed, no_limit, pot_limit = Structure.FIXED_LIMIT, Structure.NO_LIMIT, Structure.POT_LIMIT
    standard, short = "standard-52", "short-36"
    omaha_hi_lo = (pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand)
    no_limit_structure, pot_limit_structure = pk.BettingStructure.NO_LIMIT, pk.BettingStructure.POT_LIMIT
    return {
        (two_three, LowRule.EIGHT_OR_BETTER, 4, fixed, standard): _fixed_limit_omaha(pk, True),
        (two_three, LowRule.EIGHT_OR_BETTER, 4, pot_limit, standard): _BoardGame(omaha_hi_lo, 4, pot_limit_structure),
        (two_three, LowRule.EIGHT_OR_BETTER, 4, no_limit, standard): _BoardGame(omaha_hi_lo, 4, no_limit_structure),
        (two_three, LowRule.NONE, 4, pot_limit, standard): pk.PotLimitOmahaHoldem,
        (two_three, LowRule.NONE, 4, no_limit, standard): _BoardGame((pk.OmahaHoldemHand,), 4, no_limit_structure),
        (two_three, LowRule.NONE, 4, fixed, standard): _fixed_limit_omaha(pk, False),
        (any_five, LowRule.NONE, 2, fixed, standard): pk.FixedLimitTexasHoldem,
        (any_five, LowRule.NONE, 2, no_limit, standard): pk.NoLimitTexasHoldem,
        (any_five, LowRule.NONE, 2, pot_limit, standard): _BoardGame((pk.StandardHighHand,), 2, pot_limit_structure),
        (HandMaking.BEST_FIVE_ANY_DECK_RANKED, LowRule.NONE, 2, no_limit, short): pk.NoLimitShortDeckHoldem,
        (any_five, LowRule.NONE, 7, fixed, standard): pk.FixedLimitSevenCardStud,
        (any_five, LowRule.EIGHT_OR_BETTER, 7, fixed, standard): pk.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
        (HandMaking.ACE_TO_FIVE_LOW_ANY_FIVE, LowRule.NONE, 7, fixed, standard): pk.FixedLimitRazz,
        (HandMaking.DEUCE_TO_SEVEN_LOW, LowRule.NONE, 5, fixed, standard): pk.FixedLimitDeuceToSevenLowballTripleDraw,
        (HandMaking.DEUCE_TO_SEVEN_LOW, LowRule.NONE, 5, no_limit, standard): pk.NoLimitDeuceToSevenLowballSingleDraw,
        (HandMaking.BADUGI, LowRule.NONE, 4, fixed, standard): pk.FixedLimitBadugi,
    }


def pokerkit_variant(game: RoomGame, *, limits_given: bool,
                     named: Structure | None = None) -> tuple[Any, BettingStructure]:  # fmt: skip
    """The pokerkit class that plays a hand of `game` (with or without limits, naming its structure
    or not), and the game's structure it plays; a usage error when pokerkit has no such variant."""
    betting = game.structure_for(limits_given=limits_given, named=named)
    variant = None
    if betting is not None:
        key = (game.hand_making, game.low, game.hole_cards, betting.structure, game.deck.name)
        variant = _variants(require_pokerkit()).get(key)
    if variant is None or betting is None:
        played = betting.structure if betting is not None else named or (
            "with" + ("" if limits_given else "out") + " limits")  # fmt: skip
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
    button = names.index(hand.get("button", names[-1]))
    order = [(button + 1 + i) % count for i in range(count)]
    stacks = tuple(hand["seats"][seat]["stack"] for seat in order)
    ante = hand.get("ante", 0)
    limits: dict[str, int] = hand.get("limits") or {}
    common: dict[str, Any] = {"mode": pk.Mode.CASH_GAME}
    game = room_game(hand["game"])
    named = Structure(hand["structure"]) if "structure" in hand else None
    variant, betting = pokerkit_variant(game, limits_given=bool(limits), named=named)
    if "bring_in" in hand:  # a bring-in game: antes and the bring-in instead of blinds; cards dealt as asked
        sizes = tuple(limits[name] for name in betting.limits)
        state = variant.create_state(automations, True, ante, hand["bring_in"], *sizes, stacks, count, **common)
        return state, order
    blinds = tuple(hand["blinds"])
    # Fixed limit: the small and big bet; no limit and pot limit: the minimum bet, the big blind.
    sizes = tuple(limits[name] for name in betting.limits) if betting.limits else (blinds[1],)
    state = variant.create_state(automations, True, ante, blinds, *sizes, stacks, count, **common)
    for player, seat in enumerate(order):
        state.deal_hole("".join(hand["seats"][seat]["hole"]), player)
    return state, order


def _act(state: Any, player: int, action: list[Any]) -> None:
    """One action of the hand on pokerkit's state (player `player` is to act)."""
    verb = action[1]
    if verb == "fold":
        state.fold()
    elif verb in ("check", "call"):
        state.check_or_call()
    elif verb in ("bet", "raise", "complete"):
        state.complete_bet_or_raise_to(action[2] if len(action) > 2 else None)
    elif verb == "bring-in":
        state.post_bring_in()
    else:  # all-in
        most = state.stacks[player] + state.bets[player]
        if state.can_post_bring_in() and most <= state.bring_in:
            state.post_bring_in()
        elif state.can_complete_bet_or_raise_to(most):
            state.complete_bet_or_raise_to(most)
        else:
            state.check_or_call()


class PokerkitRefusal(ValueError):
    """pokerkit refused an action of the hand (`index` in its `actions`), saying why."""

    def __init__(self, index: int, reason: str) -> None:
        self.index = index
        self.reason = reason
        super().__init__(f"pokerkit refuses actions[{index}]: {reason}")


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
            while state.can_deal_hole():  # a game dealt round by round: the next card of the seat pokerkit asks for
                player = state.hole_dealee_index
                if replacements[player]:  # a draw game: the cards dealt for those thrown away
                    state.deal_hole(replacements[player].pop(0), player)
                    continue
                held = hand["seats"][order[player]]["hole"]
                state.deal_hole(held[len(state.hole_cards[player])], player)
                while state.can_burn_card():
                    state.burn_card("??")

        replacements: list[list[str]] = [[] for _ in names]

        for index, action in enumerate(hand["actions"]):
            deal_pending()
            seat = names.index(action[0])
            player = player_of[seat]
            if action[1] in ("draw", "stand pat"):  # a draw game's draw: the discards, then the replacements
                while state.actor_index is not None and state.checking_or_calling_amount == 0:
                    state.check_or_call()  # a turn our rules skip (nobody left to bet against), as below
                    deal_pending()
                if state.stand_patter_or_discarder_index != player:
                    raise ValueError(f"pokerkit expects player {state.stand_patter_or_discarder_index} to draw, the "
                                     f"hand says {action[0]}")  # fmt: skip
                drawing = action[1] == "draw"
                state.stand_pat_or_discard("".join(action[2]) if drawing else ())
                replacements[player].extend(action[3] if drawing else ())
                continue
            if state.actor_index != player:
                raise ValueError(f"pokerkit expects player {state.actor_index} to act, the hand says {action[0]}")
            try:
                _act(state, player, action)
            except ValueError as refused:
                raise PokerkitRefusal(index, str(refused)) from refused
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
