"""Random legal Jan-Poker games, for the registry's smoke test and the property tests.

A game is grown event by event on a live `GamePlay`, so each event is one the rules allow at
that point: mahjong turns in turn order (now and then a call, a win or a draw with its payments),
the poker action of the player to act on that player's turn, as the turn allows it (JP-4.1 to
JP-4.4), now and then a riichi on a discard when asked for (`riichi_rate`, JP-5.4), and the last
poker hand of each mahjong hand played out without mahjong (JP-5).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from harness.core.cards import DECK
from harness.families.jan_poker.play import GamePlay
from harness.families.jan_poker.rules import jan_poker_rules
from harness.families.jan_poker.stream import CHIP_VERBS, EventKind, GameStream, parse_stream
from harness.families.poker_room.betting import Verb

PLAYER_NAMES = ("A", "B", "C", "D")


def _deal(rng: random.Random, names: list[str]) -> dict[str, Any]:
    cards = rng.sample([str(card) for card in DECK], 2 * len(names) + 5)
    hole = {name: cards[2 * k:2 * k + 2] for k, name in enumerate(names)}
    return {"deal": {"hole": hole, "board": cards[-5:]}}


def _poker_choice(rng: random.Random, play: GamePlay, turn_kind: EventKind | None) -> dict[str, Any]:
    hand = play.hand
    assert hand is not None
    state = hand.state
    seat = state.actor
    assert seat is not None
    name = hand.names[seat]
    options: list[dict[str, Any]] = []
    chips_allowed = turn_kind in (None, EventKind.DRAW_DISCARD)
    if state.can_check(seat):
        options += [{"poker": "check", "player": name}] * 3
    else:
        options.append({"poker": "fold", "player": name})
    if chips_allowed:
        if state.can_call(seat):
            options += [{"poker": "call", "player": name}] * 3
        span = state.raise_range(seat)
        if span is not None:
            verb = Verb.RAISE if state.max_bet else Verb.BET
            low, high = span
            if low < state.bets[seat] + state.stacks[seat]:
                options.append({"poker": verb.value, "player": name, "to": low})
                options.append({"poker": verb.value, "player": name, "to": rng.randint(low, high)})
            if rng.random() < 0.2:
                options.append({"poker": "all-in", "player": name})
    choice = rng.choice(options)
    if choice["poker"] in {v.value for v in CHIP_VERBS} and turn_kind not in (None, EventKind.DRAW_DISCARD):
        raise AssertionError("a chip action chosen on a turn that forbids it")  # pragma: no cover
    return choice


def _transfer(rng: random.Random, players: tuple[str, ...], winner: str) -> dict[str, Any]:
    payers = [name for name in players if name != winner]
    amounts = {name: -rng.choice((1000, 2000, 3900, 8000, 12000)) for name in rng.sample(payers, rng.randint(1, 3))}
    return {"mahjong": "points", "points": {winner: -sum(amounts.values()), **amounts}}


def random_game(rng: random.Random, *, turns_per_mahjong_hand: int = 24, riichi_rate: float = 0.0) -> dict[str, Any]:
    """A random whole game as the document `tablecert settle` reads; with `riichi_rate` > 0 a
    discard turn declares riichi with that chance (once a mahjong hand per player)."""
    players = PLAYER_NAMES
    events: list[dict[str, Any]] = []
    play = GamePlay(GameStream(players=players, events=(), interpretations={}, complete=True), jan_poker_rules())

    def add(event: dict[str, Any]) -> None:
        if play.over:  # the game ended (JP-6, JP-6.1): nothing may follow
            return
        parsed = parse_stream({"game": "jan-poker", "players": list(players), "events": [event]}).events[0]
        parsed = replace(parsed, index=len(events))
        events.append(event)
        play._event(parsed)

    while not play.over:
        mahjong_hand = play.mahjong_hand
        dealer = mahjong_hand % len(players)  # no dealer repeat (JP-6)
        turn = 0
        while play.mahjong_hand == mahjong_hand and not play.mahjong_over and not play.over:
            if play.hand is None and len(play._in_poker()) >= 2:
                add(_deal(rng, play._in_poker()))
                continue
            if turn >= turns_per_mahjong_hand:
                if rng.random() < 0.5:
                    add(_transfer(rng, players, rng.choice(players)))
                if not play.mahjong_over:
                    add({"mahjong": "hand-end"})
                break
            name = players[(dealer + turn) % len(players)]
            turn += 1
            roll = rng.random()
            kind = (EventKind.DRAW_DISCARD if roll < 0.5 else EventKind.DISCARD if roll < 0.85
                    else EventKind.CALL if roll < 0.95 else EventKind.SELF_DRAW_WIN)  # fmt: skip
            add({"mahjong": kind.value, "player": name})
            hand = play.hand
            if (hand is not None and kind is not EventKind.CALL and hand.state.actor is not None
                    and hand.names[hand.state.actor] == name):  # fmt: skip
                add(_poker_choice(rng, play, kind))
            if (kind in (EventKind.DISCARD, EventKind.DRAW_DISCARD) and name not in play.riichi_declared
                    and not play.mahjong_over and rng.random() < riichi_rate):  # fmt: skip
                add({"mahjong": "riichi", "player": name})
            if kind is EventKind.SELF_DRAW_WIN:
                add(_transfer(rng, players, name))
                if not play.mahjong_over:
                    add({"mahjong": "hand-end"})
            elif rng.random() < 0.04:
                add(_transfer(rng, players, rng.choice(players)))
        while play.hand is not None and play.mahjong_over:
            add(_poker_choice(rng, play, None))
    return {"game": "jan-poker", "players": list(players), "events": events}
