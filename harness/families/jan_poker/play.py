"""A whole Jan-Poker game played from its stream: the coupling rules, then the room's engine.

Pure: a `GameStream` in, a `GameResult` out. Each poker action is checked first against the
mahjong turn it is taken on (JP-4 to JP-4.5), then handed to the room's betting state
(harness.families.poker_room.betting, through `CoupledBetting`), which checks it as no-limit Hold'em;
mahjong payments and riichi deposits move points at once (JP-5 to JP-5.4); the pots are the
room's (pots.py) and the hands are read by its evaluation (evaluation.py). A refusal names the event (`events[7]`) and
the clause. The rules' values (the starting points, the deposit, who is bust, the seat order) are
the rules object's (harness.families.jan_poker.rules.JanPokerRules).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from harness.core.cards import DECK
from harness.families.jan_poker.betting import CoupledBetting, PointsEffect
from harness.families.jan_poker.rules import (
    BUST_PLAYERS_ENDING_THE_GAME,
    JanPokerRules,
    jan_poker_rules,
)
from harness.families.jan_poker.stream import CHIP_VERBS, TURNS, Event, EventKind, GameStream, StreamRefused
from harness.families.poker_room.betting import IllegalAction, OperationKind, Street, Verb, operation_of
from harness.families.poker_room.evaluation import holdem_high_value
from harness.families.poker_room.lookups import describe_high
from harness.families.poker_room.pots import PotAward, award_pot, build_pots
from harness.families.poker_room.settle import clause_key


def turn_allows(kind: EventKind, verb: Verb) -> str:
    """The clause a poker action breaks on a mahjong turn of this kind, or '' (JP-4.1 to JP-4.4)."""
    if kind is EventKind.CALL:
        return "JP-4.3"
    if verb in CHIP_VERBS:
        if kind is EventKind.DISCARD:
            return "JP-4.2"
        if kind is EventKind.SELF_DRAW_WIN:
            return "JP-4.4"
        if kind is not EventKind.DRAW_DISCARD:  # pragma: no cover - every turn kind is named above
            return "JP-4.1"
    return ""


_FORBIDDEN = {
    "JP-4.2": "a turn discarding from the hand allows only check or fold",
    "JP-4.3": "a turn taken by calling a discard allows no poker action",
    "JP-4.4": "a win by self-draw allows only check or fold (to call or more, discard the winning tile instead)",
    "JP-4.1": "call or more needs a draw-and-discard",
}


#: JP-5.4: the mahjong turns a riichi is declared on (with the turn's discard; a call opens the hand).
RIICHI_TURNS = frozenset({EventKind.DISCARD, EventKind.DRAW_DISCARD})


@dataclass(slots=True)
class _Turn:
    event: Event
    waited_on: bool  # the poker action waited for the turn's player when the turn began
    acted: bool = False


@dataclass(slots=True)
class _Hand:
    number: int
    mahjong_hand: int
    deal: Event
    names: tuple[str, ...]
    state: CoupledBetting
    first_actor: str
    effects: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True, slots=True, kw_only=True)
class GameResult:
    players: tuple[str, ...]
    final_points: dict[str, int]
    hands: tuple[dict[str, Any], ...]
    mahjong_hands_played: int
    over: bool
    ended_by: str
    clauses: tuple[str, ...]
    interpretations: dict[str, str]
    in_play: dict[str, Any] | None = None  # a game in progress: the poker hand not yet over
    out_of_poker: tuple[str, ...] = ()  # JP-5.1: the players gone bust, in seat order
    on_table: int = 0  # JP-5.4: riichi deposits the table holds now
    deposits: tuple[dict[str, Any], ...] = ()  # JP-5.4: each deposit put in, collected, carried over

    def to_json(self) -> dict[str, Any]:
        best = max(self.final_points.values())
        in_pot = self.in_play["in_pot"] if self.in_play else 0
        return {
            "game": "jan-poker",
            "players": list(self.players),
            "interpretations": dict(self.interpretations),
            "hands": list(self.hands),
            "mahjong_hands_played": self.mahjong_hands_played,
            "game_over": self.over,
            "ended_by": self.ended_by,
            "hand_in_play": self.in_play,
            "final_points": dict(self.final_points),
            "out_of_poker": list(self.out_of_poker),
            "deposits": {"holder": "table", "on_table": self.on_table, "log": list(self.deposits)},
            "total_points": sum(self.final_points.values()) + in_pot + self.on_table,
            "winners": [name for name, points in self.final_points.items() if points == best],
            "clauses": list(self.clauses),
        }


class GamePlay:
    """The game as the stream moves it; `play` drives it event by event."""

    def __init__(self, stream: GameStream, rules: JanPokerRules) -> None:
        self.stream = stream
        self.rules = rules
        self.players = stream.players
        self.points = {name: rules.starting_points for name in self.players}
        self.mahjong_hands = rules.mahjong_hands  # JP-6
        self.mahjong_hand = 0  # index into self.mahjong_hands
        self.gone_bust: set[str] = set()  # JP-5.1: remembered; winning points back does not undo it
        self.riichi_declared: set[str] = set()  # JP-5.4: in the mahjong hand in play
        self.on_table = 0  # JP-5.4: the riichi deposits the table holds
        self.deposits: list[dict[str, Any]] = []
        self.at_event = -1  # the index of the event being played
        self.mahjong_over = False  # the mahjong hand in play has ended (JP-5)
        self.won = False  # a win has been declared in the mahjong hand in play
        self.last_mahjong_hand = False  # JP-6.1
        self.bust_ended_mahjong_hand = False  # JP-6.1 ended it: the stream's own end of it is taken once
        self.over = False
        self.ended_by = ""
        self.hand: _Hand | None = None
        self.hands_played = 0
        self.hands_this_mahjong_hand = 0
        self.turns_this_mahjong_hand = 0
        self.previous_first: str | None = None
        self.turn: _Turn | None = None
        self.results: list[dict[str, Any]] = []
        self.used: set[str] = {"JP-1", "JP-1.1"}

    # -- the stream -------------------------------------------------------------------------------

    def play(self) -> GameResult:
        for event in self.stream.events:
            if self.bust_ended_mahjong_hand and event.kind is EventKind.HAND_END:
                self.bust_ended_mahjong_hand = False  # its own end, once, as the table records it (JP-6.1)
                continue
            if self.over:
                raise StreamRefused(event.path, f"the game is over ({self.ended_by}): nothing may follow (JP-6)")
            self.at_event = event.index
            self._event(event)
        if self.stream.complete:  # a game in progress may stop in the middle of a turn
            self._close_turn(None)
        if self.stream.complete and not self.over:
            where, last = self.mahjong_hands[self.mahjong_hand], self.mahjong_hands[-1]
            raise StreamRefused("events", f"the stream ends before the game does, in {where}: the game ends when "
                                          f"{last} has ended and its last poker hand is over (JP-6); give "
                                          '"complete": false to settle a game in progress')  # fmt: skip
        return GameResult(
            players=self.players,
            final_points=self._standing(),
            hands=tuple(self.results),
            mahjong_hands_played=self.mahjong_hand + (1 if self.over or self.mahjong_over else 0),
            over=self.over,
            ended_by=self.ended_by,
            clauses=tuple(sorted(self.used, key=clause_key)),
            interpretations=dict(self.rules.interpretations),
            in_play=self._in_play(),
            out_of_poker=tuple(name for name in self.players if name in self.gone_bust),
            on_table=self.on_table,
            deposits=tuple(self.deposits),
        )

    def _in_play(self) -> dict[str, Any] | None:
        """A game settled in progress: the poker hand still in play; its pot is nobody's yet."""
        hand = self.hand
        if hand is None:
            return None
        state = hand.state
        return {"hand": hand.number, "mahjong_hand": self.mahjong_hands[hand.mahjong_hand], "seats": list(hand.names),
                "button": hand.names[state.button], "first_to_act": hand.first_actor,
                "in_pot": sum(state.committed)}  # fmt: skip

    def _event(self, event: Event) -> None:
        kind = event.kind
        if kind is EventKind.DEAL:
            self._deal(event)
        elif kind is EventKind.POKER:
            self._poker(event)
        elif kind in TURNS:
            self._mahjong_turn(event)
        elif kind is EventKind.DISCARD_WIN:
            self._refuse_after_mahjong_hand(event)
            self.won = True
            self.used.add("JP-4.5")
            self._collect_deposits(event)
        elif kind is EventKind.POINTS:
            self._points(event)
        elif kind is EventKind.RIICHI:
            self._riichi(event)
        else:
            self._mahjong_hand_end(event)

    # -- poker hands ------------------------------------------------------------------------------

    def _in_poker(self) -> list[str]:
        """JP-5.1: the players not gone bust; a bust is remembered, whatever the points are now."""
        order = self.rules.poker_seat_order(self.players)
        return [name for name in order if name not in self.gone_bust and not self.rules.busted(self.points[name])]

    def _deal(self, event: Event) -> None:
        if self.hand is not None:
            raise StreamRefused(event.path, f"poker hand {self.hand.number} is still in play: a hand is dealt when "
                                            "the one before it is over (JP-3.2)")  # fmt: skip
        if self.mahjong_over:  # pragma: no cover - the next mahjong hand starts as soon as the last poker hand ends
            raise StreamRefused(event.path, "the mahjong hand is over: no poker hand is dealt (JP-5)")
        self._close_turn(event)
        first_of_mahjong_hand = self.hands_this_mahjong_hand == 0
        if first_of_mahjong_hand and self.turns_this_mahjong_hand:
            raise StreamRefused(event.path, f"the first poker hand of {self.mahjong_hands[self.mahjong_hand]} is dealt "
                                            "after the dealer's first draw, before any discard (JP-3.1)")  # fmt: skip
        names = self._in_poker()
        if len(names) < 2:
            raise StreamRefused(event.path, f"only {len(names)} player has not gone bust: there is no poker "
                                            "hand to deal (JP-5.1)")  # fmt: skip
        first = self._first_actor(names, first_of_mahjong_hand)
        self.used.add("JP-3.1" if first_of_mahjong_hand else "JP-3.2")
        self.used.add("JP-3")
        shown = dict(event.hole)
        for name in shown:
            if name not in names:
                where = f"{event.path}.deal.hole.{name}"
                raise StreamRefused(where, f"{name} has gone bust (at 0 points or below; {self.points[name]} now) "
                                           "and is out of the poker game for good: no cards (JP-5.1)")  # fmt: skip
        state = CoupledBetting(
            names=names,
            stacks=[self.points[name] for name in names],
            button=self.rules.button_for_first_actor(len(names), names.index(first)),
            config=self.rules.config,
            rules=self.rules.table,
        )
        self.previous_first = first
        self.hands_played += 1
        self.hand = _Hand(number=self.hands_played, mahjong_hand=self.mahjong_hand, deal=event, names=tuple(names),
                          state=state, first_actor=first)  # fmt: skip
        if state.over:  # everyone all-in on the blinds
            self._finish_hand()

    def _first_actor(self, names: list[str], first_of_mahjong_hand: bool) -> str:
        """JP-3.1 / JP-3.2: who opens the betting before the flop."""
        if first_of_mahjong_hand or not self.rules.rotate_first_actor or self.previous_first is None:
            start = self.players[self.mahjong_hand % len(self.players)]  # the dealer: no dealer repeat (JP-6)
        else:
            start = self._after(self.previous_first)
        order = self.rules.poker_seat_order(self.players)
        at = order.index(start)
        return next(order[(at + k) % len(order)] for k in range(len(order)) if order[(at + k) % len(order)] in names)

    def _after(self, name: str) -> str:
        order = self.rules.poker_seat_order(self.players)
        return order[(order.index(name) + 1) % len(order)]

    def _poker(self, event: Event) -> None:
        hand = self.hand
        if hand is None:
            raise StreamRefused(event.path, "no poker hand is in play: a hand is dealt first (JP-3.1, JP-3.2)")
        if event.player not in hand.names:
            raise StreamRefused(event.path, f"{event.player} is not in poker hand {hand.number}: gone bust (at 0 "
                                            "points or below) before it was dealt (JP-5.1)")  # fmt: skip
        assert event.verb is not None
        if not self.mahjong_over:
            self._check_coupling(event)
        state = hand.state
        seat = hand.names.index(event.player)
        if state.actor != seat and not state.over and state.actor is not None:
            raise StreamRefused(event.path, f"{event.player} acts out of turn: the poker action waits for "
                                            f"{hand.names[state.actor]}, in mahjong order (JP-3)")  # fmt: skip
        try:
            state.act(seat, event.verb, event.amount)
        except IllegalAction as illegal:
            clause = f" ({illegal.clause})" if illegal.clause else ""
            raise StreamRefused(event.path, f"{event.player} {event.verb}: {illegal.reason}{clause}") from None
        if self.turn is not None and not self.mahjong_over:
            self.turn.acted = True
        if state.over:
            self._finish_hand()

    def _check_coupling(self, event: Event) -> None:
        """JP-4 to JP-4.4: the poker action against the mahjong turn it is taken on."""
        turn = self.turn
        assert event.verb is not None
        if turn is None or turn.event.player != event.player:
            whose = f"{turn.event.player}'s turn (events[{turn.event.index}])" if turn else "no player's turn"
            raise StreamRefused(event.path, f"{event.player} takes a poker action on {whose}: a poker action is "
                                            "taken on one's own mahjong turn (JP-4)")  # fmt: skip
        if turn.acted:
            raise StreamRefused(event.path, f"{event.player} already took a poker action on this turn "
                                            f"(events[{turn.event.index}]): one per turn (JP-4)")  # fmt: skip
        broken = turn_allows(turn.event.kind, event.verb)
        if broken:
            turn_text = f"a {turn.event.kind} turn (events[{turn.event.index}])"
            raise StreamRefused(event.path, f"{event.player} {event.verb} on {turn_text}: {_FORBIDDEN[broken]} "
                                            f"({broken})")  # fmt: skip
        self.used.add("JP-4")
        self.used.add({EventKind.DISCARD: "JP-4.2", EventKind.SELF_DRAW_WIN: "JP-4.4"}.get(turn.event.kind, "JP-4.1"))

    def _finish_hand(self) -> None:
        hand = self.hand
        assert hand is not None
        state = hand.state
        summary = _settle_hand(hand, self.mahjong_hands[hand.mahjong_hand])
        for name, points in summary["points_after"].items():
            self.points[name] = points
        self.used.update(summary["clauses"])
        if hand.effects:
            summary["mahjong_effects"] = hand.effects
        self.results.append(summary)
        self.hand = None
        self.hands_this_mahjong_hand += 1
        del state
        if any(self.rules.busted(points) for points in self.points.values()):
            self.used.add("JP-5.1")
        self._mark_busts()
        self._check_three_bust()
        if self.mahjong_over:
            self._next_mahjong_hand()

    # -- mahjong ----------------------------------------------------------------------------------

    def _refuse_after_mahjong_hand(self, event: Event) -> None:
        if self.mahjong_over:
            raise StreamRefused(event.path, f"{self.mahjong_hands[self.mahjong_hand]} is over: no mahjong is played "
                                            "while its last poker hand is finished (JP-5)")  # fmt: skip

    def _mahjong_turn(self, event: Event) -> None:
        self._refuse_after_mahjong_hand(event)
        if self.won:
            raise StreamRefused(event.path, "the mahjong hand has been won: no turn follows; it ends (JP-5)")
        self._close_turn(event)
        if self.hand is None and len(self._in_poker()) >= 2:
            clause = "JP-3.1" if self.hands_this_mahjong_hand == 0 else "JP-3.2"
            raise StreamRefused(event.path, f"no poker hand is in play: the next one is dealt before the next "
                                            f"mahjong turn ({clause})")  # fmt: skip
        hand = self.hand
        waited_on = (hand is not None and hand.state.actor is not None
                     and hand.names[hand.state.actor] == event.player)  # fmt: skip
        self.turn = _Turn(event=event, waited_on=waited_on)
        self.turns_this_mahjong_hand += 1
        if event.kind is EventKind.SELF_DRAW_WIN:
            self.won = True
            self._collect_deposits(event)
        if event.kind is EventKind.CALL:
            self.used.add("JP-4.3")

    def _close_turn(self, following: Event | None) -> None:
        """The turn ends: the player the poker action waited for must have acted on it (JP-4)."""
        turn, hand = self.turn, self.hand
        self.turn = None
        if turn is None or turn.acted or not turn.waited_on or hand is None or turn.event.kind is EventKind.CALL:
            return
        state = hand.state
        if state.actor is not None and hand.names[state.actor] == turn.event.player:
            where = following.path if following is not None else "events"
            raise StreamRefused(where, f"{turn.event.player}'s turn (events[{turn.event.index}]) ended without a "
                                       f"poker action, but the poker action waits for {turn.event.player}: the player "
                                       "to act acts on their own draw (JP-4)")  # fmt: skip

    def _points(self, event: Event) -> None:
        """JP-5: points move at once; a player in a poker hand pays from the points behind."""
        self.used.add("JP-5")
        self._move_points(event, event.transfers)

    def _move_points(self, event: Event, transfers: Sequence[tuple[str, int]]) -> None:
        """Points in or out of players at once (a payment, a deposit): from the points behind."""
        hand = self.hand
        for name, change in transfers:
            if hand is not None and name in hand.names:
                seat = hand.names.index(name)
                effect = hand.state.mahjong_points(seat, change, fold_with_nothing_in=self.rules.fold_with_nothing_in,
                                                   short_call_acts_again=self.rules.short_call_acts_again)  # fmt: skip
                if effect is not PointsEffect.NONE:
                    clause = "JP-5.3" if effect is PointsEffect.BET_AGAIN else "JP-5.2"
                    self.used.add(clause)
                    hand.effects.append({"event": event.index, "player": name, "effect": effect.value,
                                         "clause": clause})  # fmt: skip
            else:
                self.points[name] += change
        if hand is not None and hand.state.over:
            self._finish_hand()
        else:
            self._mark_busts()
            self._check_three_bust()

    def _riichi(self, event: Event) -> None:
        """JP-5.4: a riichi puts 1,000 points on the table at once, from the points behind."""
        self._refuse_after_mahjong_hand(event)
        if self.won:
            raise StreamRefused(event.path, "the mahjong hand has been won: no riichi follows; it ends (JP-5.4)")
        turn = self.turn
        if turn is None or turn.event.player != event.player or turn.event.kind not in RIICHI_TURNS:
            whose = f"{turn.event.player}'s {turn.event.kind} turn (events[{turn.event.index}])" if turn else "no turn"
            raise StreamRefused(event.path, f"{event.player} declares riichi on {whose}: a riichi is declared "
                                            "on one's own discard or draw-discard turn (JP-5.4)")  # fmt: skip
        if event.player in self.riichi_declared:
            where = self.mahjong_hands[self.mahjong_hand]
            raise StreamRefused(event.path, f"{event.player} has already declared riichi in {where}: once a "
                                            "mahjong hand (JP-5.4)")  # fmt: skip
        self.riichi_declared.add(event.player)
        self.used.add("JP-5.4")
        self.on_table += self.rules.riichi_deposit
        self._deposit_record(event.index, "riichi", player=event.player, amount=self.rules.riichi_deposit)
        self._move_points(event, ((event.player, -self.rules.riichi_deposit),))

    def _collect_deposits(self, event: Event) -> None:
        """JP-5.4: the winner of a mahjong hand collects every deposit on the table, at once."""
        amount = self.on_table
        if not amount:
            return
        self.on_table = 0
        self.used.add("JP-5.4")
        self._deposit_record(event.index, "collected", player=event.player, amount=amount)
        self._move_points(event, ((event.player, amount),))

    def _deposit_record(self, index: int, kind: str, **fields: Any) -> None:
        self.deposits.append({"event": index, "kind": kind, "mahjong_hand": self.mahjong_hands[self.mahjong_hand],
                              **fields, "on_table": self.on_table})  # fmt: skip

    def _live(self) -> set[str]:
        """The players holding cards (not folded) in the poker hand in play."""
        hand = self.hand
        if hand is None:
            return set()
        return {name for seat, name in enumerate(hand.names) if not hand.state.folded[seat]}

    def _mark_busts(self) -> None:
        """JP-5.1: a player not holding cards who is at 0 or below has gone bust, for good."""
        live, standing = self._live(), self._standing()
        for name in self.players:
            if name not in live and self.rules.busted(standing[name]) and name not in self.gone_bust:
                self.gone_bust.add(name)
                self.used.add("JP-5.1")

    def _three_bust_count(self) -> int:
        """JP-6.1 (reading three_bust_count): the players counted as at 0 or below."""
        if self.rules.bust_remembered_counts:
            return len(self.gone_bust)
        live, standing = self._live(), self._standing()
        return sum(1 for name in self.players if name not in live and self.rules.busted(standing[name]))

    def _check_three_bust(self) -> None:
        """JP-6.1: a player counts as at 0 or below when not holding cards in a poker hand in play."""
        if self.last_mahjong_hand or self.over:
            return
        if self._three_bust_count() < BUST_PLAYERS_ENDING_THE_GAME:
            return
        self.used.add("JP-6.1")
        self.last_mahjong_hand = True
        if self.rules.bust_ends_hand_now and not self.mahjong_over:
            self.mahjong_over = self.bust_ended_mahjong_hand = True
            self.turn = None
            if self.hand is None:
                self._next_mahjong_hand()

    def _mahjong_hand_end(self, event: Event) -> None:
        self._refuse_after_mahjong_hand(event)
        self._close_turn(event)
        self.mahjong_over = True
        self.used.add("JP-5")
        if self.hand is None:
            self._next_mahjong_hand()

    def _next_mahjong_hand(self) -> None:
        """The mahjong hand and its last poker hand are over: the next one starts, or the game ends."""
        if self.last_mahjong_hand or self.mahjong_hand == len(self.mahjong_hands) - 1:
            self.over = True
            self.used.update(("JP-6", "JP-6.2"))
            self.ended_by = ("three players at 0 points or below" if self.last_mahjong_hand
                             else f"{self.mahjong_hands[-1]} ended")  # fmt: skip
            self._leftover_deposits()
            return
        if self.on_table:  # JP-5.4: a hand ended without a win leaves the deposits on the table
            self._deposit_record(self.at_event, "carried over", amount=self.on_table,
                                 to=self.mahjong_hands[self.mahjong_hand + 1])  # fmt: skip
        self.mahjong_hand += 1
        self.riichi_declared = set()
        self.mahjong_over = self.won = False
        self.hands_this_mahjong_hand = self.turns_this_mahjong_hand = 0
        self.turn = None

    def _leftover_deposits(self) -> None:
        """JP-5.4 (reading leftover_deposits): the deposits on the table when the game ends."""
        amount = self.on_table
        if not amount:
            return
        if not self.rules.leftover_to_top:
            self._deposit_record(self.at_event, "left on the table", amount=amount)
            return
        best = max(self.points.values())
        top = [name for name in self.players if self.points[name] == best]
        share, rest = divmod(amount, len(top))
        awards = {name: share + (rest if at == 0 else 0) for at, name in enumerate(top)}
        for name, points in awards.items():
            self.points[name] += points
        self.on_table = 0
        self._deposit_record(self.at_event, "to the top player", amount=amount, players=awards)

    def _standing(self) -> dict[str, int]:
        """Every player's points now; a player in a poker hand in play counts what is behind."""
        standing = dict(self.points)
        if self.hand is not None:
            state = self.hand.state
            for seat, name in enumerate(self.hand.names):
                standing[name] = state.points_behind(seat)
        return standing


def _settle_hand(hand: _Hand, mahjong_hand: str) -> dict[str, Any]:
    """The room's showdown and pots for a finished hand (JP-2.4 to JP-2.6)."""
    state = hand.state
    names = hand.names
    clauses = state.clauses
    count = len(names)
    shown = dict(hand.deal.hole)
    board = hand.deal.board
    used: set[str] = {clauses.deck, clauses.no_card_twice, clauses.order}
    high: dict[int, int] = {}
    live = state.live()
    order: list[int] = []
    if state.showdown:
        if len(board) != 5:
            where = f"{hand.deal.path}.deal.board"
            raise StreamRefused(where, f"poker hand {hand.number} goes to the showdown but its board has "
                                       f"{len(board)} cards, not 5 (JP-2)")  # fmt: skip
        for seat in live:
            hole = shown.get(names[seat])
            if hole is None:
                raise StreamRefused(f"{hand.deal.path}.deal.hole", f"{names[seat]} reaches the showdown of poker "
                                                                   f"hand {hand.number}, but the hole cards are "
                                                                   "not given (JP-2.5)")  # fmt: skip
            high[seat] = holdem_high_value(hole + board)
        used.update((clauses.hand_making, clauses.high_ranking, clauses.showdown_order))
        first = state.aggressor if (state.aggressor is not None and state.ran_out_from is None) else None
        if first is None:
            first = next(s for s in ((state.button + k) % count for k in range(1, count + 1)) if s in live)
        order = [s for s in ((first + k) % count for k in range(count)) if s in live]
    else:
        used.add(clauses.all_fold)
    pots = build_pots(state.committed, state.folded)
    if len(pots) > 1:
        used.update((clauses.pots, clauses.pot_each))

    def left_of_button(seats: Sequence[int]) -> list[int]:
        return sorted(seats, key=lambda seat: (seat - state.button - 1) % count)

    awards: list[PotAward] = []
    final = list(state.stacks)
    for index, pot in enumerate(pots):
        award = award_pot(index, pot, high=high if state.showdown and len(pot.eligible) > 1 else None, low=None,
                          order=left_of_button, rules=state.rules)  # fmt: skip
        awards.append(award)
        for seat, chips in award.awards().items():
            final[seat] += chips
    log = [operation_of(record) for record in state.records]
    for op in log:
        used.update(op.clauses)
    for award in awards:
        used.update(award.clauses)
    used.discard("")
    plan = state.rules.game.plan
    return {
        "hand": hand.number,
        "mahjong_hand": mahjong_hand,
        "seats": list(names),
        "button": names[state.button],
        "first_to_act": hand.first_actor,
        "board": [str(DECK[c]) for c in board],
        "ended": "showdown" if state.showdown else f"everyone else folded {plan[state.street].phrase}",
        "log": [op.to_json(plan[op.street].name) for op in log],
        "showdown": {
            "order": [names[s] for s in order],
            "hands": {names[s]: describe_high(high[s]) for s in order},
        } if state.showdown else None,
        "pots": [
            {"amount": a.pot.amount, "eligible": [names[s] for s in a.pot.eligible],
             "winners": {names[s]: chips for s, chips in a.awards().items()}}
            for a in awards
        ],
        "uncalled": [{"seat": op.seat, "amount": op.amount} for op in log if op.kind is OperationKind.UNCALLED],
        "points_after": {name: final[seat] + state.owed[seat] for seat, name in enumerate(names)},
        "clauses": sorted(used, key=clause_key),
    }  # fmt: skip


def play_game(stream: GameStream) -> GameResult:
    """Settle a whole game: every player's final points, or a refusal naming the event and clause."""
    try:
        rules = jan_poker_rules(stream.interpretations)
    except ValueError as error:
        raise StreamRefused("interpretations", str(error)) from None
    return GamePlay(stream, rules).play()


__all__ = ["GamePlay", "GameResult", "Street", "play_game"]
