"""Random legal hands, written in the hand-history format: test data for replay, benchmarks and the
differential check against the independent engine.

Actions are chosen among those the betting state accepts (`can_x`), so every generated hand
is legal by construction; whether it is *settled* right is what the checks are for. Stacks are
drawn small often enough that all-ins and side pots are common.
"""

from __future__ import annotations

import random
from typing import Any

from harness.core.cards import DECK
from harness.families.poker_room.betting import BettingConfig, BettingState, OperationKind, Street, Verb
from harness.families.poker_room.games import BOARD_CARDS, ForcedBets, RoomGame, Structure, table_rules
from harness.families.poker_room.opening import opener_of


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
    if game.forced_bets is ForcedBets.BRING_IN:
        return _random_bring_in_hand(rng, game, players=min(players, game.max_players), ante=ante,
                                     aggression=aggression, short_stacks=short_stacks, hand_id=hand_id,
                                     interpretations=interpretations)  # fmt: skip
    players = min(players, game.max_players)
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
    deck = [card.index for card in game.deck.cards]  # 0..51 in order for the 52 cards
    rng.shuffle(deck)
    dealt_to_seats = players * game.hole_cards
    holes = [deck[i * game.hole_cards : (i + 1) * game.hole_cards] for i in range(players)]
    board = deck[dealt_to_seats : dealt_to_seats + BOARD_CARDS] if game.board_cards else []
    draws = _Draws(rng, [list(h) for h in holes], deck[dealt_to_seats:]) if game.draws else None
    actions: list[list[Any]] = []
    while not state.over:
        seat = state.actor
        assert seat is not None
        if state.drawing:
            assert draws is not None
            action = draws.draw(names[seat], seat, state.street)
            state.draw(seat, len(action[2]) if len(action) > 2 else 0)
            actions.append(action)
            continue
        action = choose(rng, state, seat, aggression)
        state.act(seat, Verb(action[1]), action[2] if len(action) > 2 else None)
        actions.append(action)
    dealt = 5 if state.showdown else Street(state.street).board_size
    dealt = min(dealt, game.board_cards)
    hand: dict[str, Any] = {"game": game.name}
    if hand_id is not None:
        hand["id"] = hand_id
    if betting.limits:
        hand["limits"] = {name: limits[name] for name in betting.limits}
    if game.structure_for(limits_given=bool(betting.limits)) is not betting:  # not the one its limits imply
        hand["structure"] = structure.value
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


class _Draws:
    """The stub of a draw game: a card burned before each draw, the discards shuffled into a new
    stub once it is used up (the rule the settlement checks, harness.families.poker_room.draws)."""

    def __init__(self, rng: random.Random, holes: list[list[int]], stub: list[int]) -> None:
        self.rng, self.holes, self.stub = rng, holes, list(stub)
        self.discards: list[int] = []
        self.street = -1

    def _next(self) -> int:
        if not self.stub:
            self.stub = self.discards
            self.discards = []
            self.rng.shuffle(self.stub)
        return self.stub.pop()

    def draw(self, name: str, seat: int, street: int) -> list[Any]:
        if street != self.street:
            self.street = street
            if self.stub:
                self.stub.pop()  # the burn
        held = self.holes[seat]
        count = self.rng.choice((0, 0, 1, 1, 2, 2, 3, len(held)))
        if not count:
            return [name, "stand pat"]
        thrown = self.rng.sample(held, count)
        drawn = [self._next() for _ in thrown]
        self.discards.extend(thrown)
        self.holes[seat] = [card for card in held if card not in thrown] + drawn
        return [name, "draw", [str(DECK[c]) for c in thrown], [str(DECK[c]) for c in drawn]]


def _random_bring_in_hand(
    rng: random.Random, game: RoomGame, *, players: int, ante: int, aggression: float, short_stacks: float,
    hand_id: str | None, interpretations: dict[str, str] | None,
) -> dict[str, Any]:  # fmt: skip
    """A random hand of a bring-in game (stud): antes, the bring-in, cards dealt round by round;
    each seat's cards listed as far as it was dealt them."""
    names = [chr(ord("A") + i) for i in range(players)]
    limits = {"small_bet": 20, "big_bet": 40}
    bring_in = rng.choice((5, 10))
    ante = ante or rng.choice((0, 5, 5))
    stacks = [
        rng.randint(1, 8) * 10 + rng.choice((0, 5)) if rng.random() < short_stacks else rng.randint(20, 150) * 10
        for _ in names
    ]
    betting = game.structures[0]
    config = BettingConfig(structure=betting.structure, small_blind=0, big_blind=limits["small_bet"], ante=ante,
                           small_bet=limits["small_bet"], big_bet=limits["big_bet"], cap=betting.raise_cap,
                           bring_in=bring_in)  # fmt: skip
    deck = [card.index for card in game.deck.cards]
    rng.shuffle(deck)
    cards = [deck[i * game.hole_cards : (i + 1) * game.hole_cards] for i in range(players)]
    button = players - 1
    state = BettingState(names=names, stacks=stacks, button=button, config=config,
                         rules=table_rules(game, interpretations), opener=opener_of(game, button, cards))  # fmt: skip
    actions: list[list[Any]] = []
    while not state.over:
        seat = state.actor
        assert seat is not None
        action: list[Any]
        if state.bring_in_due:
            if rng.random() < 0.8 or not state.can_complete(seat):
                action = [names[seat], "bring-in"]
            else:
                action = [names[seat], "complete"]
        else:
            action = choose(rng, state, seat, aggression)
        state.act(seat, Verb(action[1]), action[2] if len(action) > 2 else None)
        actions.append(action)
    held_by = game.cards_by_round()
    left = {record[1]: record[2] for record in state.records if record[0] is OperationKind.FOLD}
    hand: dict[str, Any] = {"game": game.name}
    if hand_id is not None:
        hand["id"] = hand_id
    hand["limits"] = dict(limits)
    hand["bring_in"] = bring_in
    if ante:
        hand["ante"] = ante
    if interpretations:
        hand["interpretations"] = dict(interpretations)
    hand |= {
        "seats": [
            {"name": name, "stack": stack,
             "hole": [str(DECK[c]) for c in held[: held_by[left.get(name, state.street)]]]}
            for name, stack, held in zip(names, stacks, cards, strict=True)
        ],
        "actions": actions,
    }  # fmt: skip
    return hand


def choose(rng: random.Random, state: BettingState, seat: int, aggression: float) -> list[Any]:
    name = state.names[seat]
    owed = state.to_call(seat)
    roll = rng.random()
    wager = state.raise_range(seat)
    if wager is not None and roll < aggression:
        low, high = wager
        verb = "complete" if state.completing or state.bring_in_due else "raise" if state.max_bet else "bet"
        if not state.fixed:
            if rng.random() < 0.15:
                # All in, or the most the pot allows when the stack is more (pot limit).
                return [name, "all-in"] if high == state.bets[seat] + state.stacks[seat] else [name, verb, high]
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
