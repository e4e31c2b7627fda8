"""Random legal hands, written in the hand-history format: test data for replay, benchmarks and the
differential check against the independent engine.

Actions are chosen among those the betting state accepts (`can_x`), so every generated hand
is legal by construction; whether it is *settled* right is what the checks are for. Stacks are
drawn small often enough that all-ins and side pots are common.
"""

from __future__ import annotations

import random
from typing import Any

from harness.cards import DECK
from harness.poker_room.betting import BettingConfig, BettingState, Street, Verb
from harness.poker_room.games import BOARD_CARDS, RoomGame, Structure, table_rules


def random_hand(
    rng: random.Random,
    game: RoomGame,
    *,
    players: int = 6,
    structure: Structure | None = None,
    ante: int = 0,
    aggression: float = 0.25,
    short_stacks: float = 0.3,
    hand_id: str | None = None,
    interpretations: dict[str, str] | None = None,
) -> dict[str, Any]:
    """One random hand as a JSON-ready dict (no `result`: the caller decides who records it)."""
    played = [betting.structure for betting in game.structures]
    if structure is None:
        structure = played[0] if len(played) == 1 else rng.choice(played)
    betting = game.structures[played.index(structure)]
    names = [chr(ord("A") + i) for i in range(players)]
    small_blind, big_blind = 10, 20
    limits = {"small_bet": 20, "big_bet": 40}
    stacks = [
        rng.randint(1, 8) * 10 + rng.choice((0, 5)) if rng.random() < short_stacks else rng.randint(20, 150) * 10
        for _ in names
    ]
    button = rng.randrange(players)
    config = BettingConfig(
        structure=structure, small_blind=small_blind, big_blind=big_blind, ante=ante,
        small_bet=limits["small_bet"] if structure is Structure.FIXED_LIMIT else 0,
        big_bet=limits["big_bet"] if structure is Structure.FIXED_LIMIT else 0, cap=betting.raise_cap,
    )  # fmt: skip
    state = BettingState(
        names=names, stacks=stacks, button=button, config=config, rules=table_rules(game, interpretations)
    )
    deck = list(range(52))
    rng.shuffle(deck)
    dealt_to_seats = players * game.hole_cards
    holes = [deck[i * game.hole_cards : (i + 1) * game.hole_cards] for i in range(players)]
    board = deck[dealt_to_seats : dealt_to_seats + BOARD_CARDS]
    actions: list[list[Any]] = []
    while not state.over:
        seat = state.actor
        assert seat is not None
        action = _choose(rng, state, seat, aggression)
        state.act(seat, Verb(action[1]), action[2] if len(action) > 2 else None)
        actions.append(action)
    dealt = 5 if state.showdown else Street(state.street).board_size
    hand: dict[str, Any] = {"game": game.name}
    if hand_id is not None:
        hand["id"] = hand_id
    if betting.limits:
        hand["limits"] = {name: limits[name] for name in betting.limits}
    hand["blinds"] = [small_blind, big_blind]
    if interpretations:
        hand["interpretations"] = dict(interpretations)
    if ante:
        hand["ante"] = ante
    hand |= {
        "button": names[button],
        "seats": [
            {"name": name, "stack": stack, "hole": [str(DECK[c]) for c in hole]}
            for name, stack, hole in zip(names, stacks, holes, strict=True)
        ],
        "board": [str(DECK[c]) for c in board[:dealt]],
        "actions": actions,
    }
    return hand


def _choose(rng: random.Random, state: BettingState, seat: int, aggression: float) -> list[Any]:
    name = state.names[seat]
    owed = state.to_call(seat)
    roll = rng.random()
    wager = state.raise_range(seat)
    if wager is not None and roll < aggression:
        low, high = wager
        verb = "raise" if state.max_bet else "bet"
        if not state.fixed:
            if rng.random() < 0.15:
                return [name, "all-in"]
            to = low if rng.random() < 0.5 else rng.randint(low, high)
            return [name, verb, to]
        if low == state.bets[seat] + state.stacks[seat]:
            return [name, "all-in"]
        return [name, verb]
    if owed and roll < aggression + 0.2:
        return [name, "fold"]
    if roll > 0.985 and wager is None:
        return [name, "all-in"] if state.can_all_in(seat) else [name, "call" if owed else "check"]
    return [name, "call" if owed else "check"]
