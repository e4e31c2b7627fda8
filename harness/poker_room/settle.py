"""Settling one poker-room hand: play the recorded actions, build the pots, read the hands, award.

Pure: a hand record in, a `HandResult` out. The betting state refuses any action the rules do
not allow; this layer adds what needs cards (the board a round is bet on, hole cards at
showdown) and points every refusal at its field, e.g. `actions[5]`. How the showdown is read is
the game's data: `_READERS` holds one reader per pair of named methods (`table.hand_making`,
`table.low`); a reader calls the evaluation functions by their names in this module, where the
rule mutants patch them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from harness.cards import DECK, SUITS
from harness.errors import SourceLocation
from harness.limits import excerpt
from harness.poker_room.betting import BettingState, IllegalAction, Operation, OperationKind, Street, operation_of
from harness.poker_room.evaluation import (
    ShownHand,
    holdem_high_value,
    omaha_board,
    omaha_high_value,
    omaha_low_value,
    show_holdem,
    show_omaha_high,
    show_omaha_hi_lo,
)
from harness.poker_room.games import HandMaking, LowRule
from harness.poker_room.hand_history import HAND_FIELDS, REQUIRED_FIELDS, HandRecord, HandRefused, parse_hand
from harness.poker_room.lookups import describe_high, describe_low
from harness.poker_room.pots import PotAward, award_pot, build_pots
from harness.yaml_source import Node


@dataclass(frozen=True, slots=True, kw_only=True)
class HandResult:
    record: HandRecord
    records: tuple[tuple[Any, ...], ...]  # the betting log, compact (see `operations`)
    awards: tuple[PotAward, ...]
    showdown: bool
    ended_on: Street
    showdown_order: tuple[int, ...]
    high: dict[int, int]
    low: dict[int, int | None]
    final_stacks: tuple[int, ...]
    situation: frozenset[str]  # clauses the hand's course applied beyond its operations and awards
    shown: dict[int, ShownHand] = field(default_factory=dict)

    @property
    def operations(self) -> tuple[Operation, ...]:
        """The betting log as frozen operation records."""
        return tuple(operation_of(record) for record in self.records)

    @property
    def clause_set(self) -> frozenset[str]:
        """Every clause ID applied; gathered when asked (replay never asks, and it is not free)."""
        found = set(self.situation)
        for op in self.operations:
            found.update(op.clauses)
        for award in self.awards:
            found.update(award.clauses)
        found.discard("")
        return frozenset(found)

    @property
    def clauses(self) -> tuple[str, ...]:
        """Every clause ID applied, in the rules_spec's order."""
        return tuple(sorted(self.clause_set, key=_clause_key))

    @property
    def net(self) -> tuple[int, ...]:
        return tuple(end - seat.stack for end, seat in zip(self.final_stacks, self.record.seats, strict=True))

    def disagreements(self) -> dict[str, tuple[int, int]]:
        """Seats whose recorded final stack differs from the rules': name -> (recorded, computed)."""
        if self.record.result is None:
            return {}
        names = self.record.names
        return {
            name: (recorded, self.final_stacks[names.index(name)])
            for name, recorded in self.record.result.items()
            if recorded != self.final_stacks[names.index(name)]
        }

    def to_json(self) -> dict[str, Any]:
        record = self.record
        names = record.names
        config = record.config
        stakes: dict[str, Any] = {"blinds": [config.small_blind, config.big_blind]}
        if config.small_bet:
            stakes |= {"small_bet": config.small_bet, "big_bet": config.big_bet}
        if config.ante:
            stakes["ante"] = config.ante
        data: dict[str, Any] = {"game": record.game.name}
        if record.hand_id is not None:
            data["id"] = record.hand_id
        data |= {
            "structure": config.structure.value,
            "stakes": stakes,
            "interpretations": dict(record.rules.interpretations),
            "board": [str(DECK[c]) for c in record.board],
            "ended": "showdown" if self.showdown else f"everyone else folded {self.ended_on.phrase}",
            "log": [op.to_json() for op in self.operations],
            "showdown": self._showdown_json() if self.showdown else None,
            "pots": [self._pot_json(award) for award in self.awards],
            "uncalled": [
                {"seat": op.seat, "amount": op.amount} for op in self.operations if op.kind is OperationKind.UNCALLED
            ],
            "final_stacks": dict(zip(names, self.final_stacks, strict=True)),
            "net": dict(zip(names, self.net, strict=True)),
        }
        if record.result is not None:
            differences = self.disagreements()
            data["result_check"] = {
                "recorded": dict(record.result),
                "agrees": not differences,
                "differences": {name: {"recorded": r, "rules": c} for name, (r, c) in differences.items()},
            }
        data["clauses"] = list(self.clauses)
        return data

    def _showdown_json(self) -> dict[str, Any]:
        names = self.record.names
        hands: dict[str, Any] = {}
        for seat in self.showdown_order:
            shown = self.shown.get(seat)
            hole = self.record.seats[seat].hole or ()
            entry: dict[str, Any] = {"hole": [str(DECK[c]) for c in hole]}
            if shown is not None:
                entry |= {"high": shown.high_text, "high_cards": [str(c) for c in shown.high_cards]}
                if self.record.game.hi_lo:
                    entry |= {"low": shown.low_text, "low_cards": [str(c) for c in shown.low_cards]}
            hands[names[seat]] = entry
        return {"order": [names[s] for s in self.showdown_order], "hands": hands}

    def _pot_json(self, award: PotAward) -> dict[str, Any]:
        names = self.record.names
        label = "main pot" if award.index == 0 else f"side pot {award.index}"
        data: dict[str, Any] = {
            "pot": label,
            "amount": award.pot.amount,
            "eligible": [names[s] for s in award.pot.eligible],
        }

        def share_json(side: str) -> dict[str, Any] | None:
            share = award.high if side == "high" else award.low
            if share is None:
                return None
            hand = None
            if share.value is not None:
                hand = describe_high(share.value) if side == "high" else describe_low(share.value)
            return {
                "amount": share.amount,
                "hand": hand,
                "winners": [names[s] for s in share.winners],
                "shares": {names[s]: chips for s, chips in zip(share.winners, share.shares, strict=True)},
            }

        if award.uncontested:
            data["uncontested"] = True
            data["winner"] = names[award.high.winners[0]]
        else:
            data["high"] = share_json("high")
            if self.record.game.hi_lo:
                data["low"] = share_json("low")
                data["scoop"] = award.scoop
        data["awards"] = {names[s]: chips for s, chips in sorted(award.awards().items())}
        data["clauses"] = list(award.clauses)
        return data


def play(record: HandRecord) -> BettingState:
    """Replay the recorded actions through the betting state; refuse the first illegal one."""
    config, rules = record.config, record.rules
    try:
        state = BettingState(
            names=record.names,
            stacks=[seat.stack for seat in record.seats],
            button=record.button,
            config=config,
            rules=rules,
        )
    except IllegalAction as exc:
        raise HandRefused("seats", str(exc)) from None
    board_size = len(record.board)
    names = record.names
    street, needed = state.street, state.street.board_size
    for index, action in enumerate(record.actions):
        if state.over:
            why = (
                "everyone else has folded"
                if not state.showdown
                else (
                    "the betting is finished"
                    if state.ran_out_from is None
                    else "no more than one player can still bet: the board is dealt without betting"
                )
            )
            raise HandRefused(f"actions[{index}]", f"the hand is already over ({why}): no more actions "
                                                   f"({rules.clauses.order})")  # fmt: skip
        if state.street is not street:
            street, needed = state.street, state.street.board_size
        if board_size < needed:
            shown = f"the board shows only {board_size} cards ({needed} are dealt by then)"
            raise HandRefused(f"actions[{index}]", f"an action {street.phrase}, but {shown} ({rules.clauses.rounds})")
        seat = action.seat
        if seat != state.actor:
            actor = state.actor
            assert actor is not None
            raise HandRefused(f"actions[{index}]", f"{names[seat]} acts out of turn: it is {names[actor]}'s turn "
                                                   f"{street.phrase} ({rules.clauses.order})")  # fmt: skip
        try:
            state.apply(seat, action.verb, action.amount)
        except IllegalAction as exc:
            raise HandRefused(f"actions[{index}]", str(exc)) from None
    if not state.over:
        actor = state.actor
        assert actor is not None
        owed = state.to_call(actor)
        facing = f"{owed} to call" if owed else "nothing to call"
        raise HandRefused("actions", f"the hand is incomplete: {names[actor]} is to act {state.street.phrase} "
                                     f"({facing})")  # fmt: skip
    if state.showdown and board_size != 5:
        raise HandRefused("board", f"the hand goes to showdown but the board has {board_size} cards; 5 are needed "
                                   f"({rules.clauses.deck})")  # fmt: skip
    if not state.showdown and board_size > state.street.board_size:
        raise HandRefused("board", f"the board has {board_size} cards, but the hand ended {state.street.phrase} "
                                   f"with {state.street.board_size} dealt ({rules.clauses.all_fold})")  # fmt: skip
    return state


def _odd_chip_order(record: HandRecord) -> Any:
    count = len(record.seats)
    button = record.button
    if record.rules.odd_chip_by_suit:

        def by_suit(seats: Sequence[int]) -> list[int]:
            def top_card(seat: int) -> tuple[int, int]:
                hole = record.seats[seat].hole or ()
                return max((DECK[c].rank, 3 - SUITS.index(DECK[c].suit)) for c in hole)

            return sorted(seats, key=top_card, reverse=True)

        return by_suit

    def left_of_button(seats: Sequence[int]) -> list[int]:
        return sorted(seats, key=lambda seat: (seat - button - 1) % count)

    return left_of_button


def settle_hand(record: HandRecord, *, describe: bool = True) -> HandResult:
    """Settle one hand. `describe=False` skips the cards-shown detail (replay needs only the money)."""
    rules = record.rules
    clauses = rules.clauses
    state = play(record)
    used: set[str] = {clauses.deck, clauses.no_card_twice, clauses.order}
    live = state.live()
    high: dict[int, int] = {}
    low: dict[int, int | None] = {}
    shown: dict[int, ShownHand] = {}
    count = len(record.seats)
    order: tuple[int, ...] = ()
    if state.showdown:
        for seat in live:
            if record.seats[seat].hole is None:
                raise HandRefused(f"seats[{seat}].hole", f"{record.names[seat]} reaches the showdown but the hole "
                                                         "cards are not given")  # fmt: skip
        used.update((clauses.hand_making, clauses.high_ranking, clauses.showdown_order))
        _READERS[record.game.showdown](record, live, describe, _Showdown(high, low, shown, used))
        first = state.aggressor if (state.aggressor is not None and state.ran_out_from is None) else None
        if first is None:
            first = next(s for s in ((record.button + k) % count for k in range(1, count + 1)) if s in live)
        order = tuple(s for s in ((first + k) % count for k in range(count)) if s in live)
    else:
        used.add(clauses.all_fold)
    pots = build_pots(state.committed, state.folded)
    if len(pots) > 1:
        used.update((clauses.pots, clauses.pot_each))
    chooser = _odd_chip_order(record)
    awards = tuple(
        award_pot(index, pot, high=high if state.showdown else None, low=low if rules.hi_lo else None,
                  order=chooser, rules=rules)
        for index, pot in enumerate(pots)
    )  # fmt: skip
    final = list(state.stacks)
    for award in awards:
        for seat, chips in award.awards().items():
            final[seat] += chips
    return HandResult(
        record=record,
        records=state.records,
        awards=awards,
        showdown=state.showdown,
        ended_on=state.street,
        showdown_order=order,
        high=high,
        low=low,
        final_stacks=tuple(final),
        situation=frozenset(used),
        shown=shown,
    )


# -- reading the showdown: one reader per pair of named methods (harness.poker_room.games) ----------


class _Showdown(NamedTuple):
    """What a reader fills: each live seat's high value, low value (hi-lo games) and shown cards,
    and the clauses the board applied."""

    high: dict[int, int]
    low: dict[int, int | None]
    shown: dict[int, ShownHand]
    used: set[str]


def _read_best_five_any(record: HandRecord, live: Sequence[int], describe: bool, found: _Showdown) -> None:
    """Any five of the hole and board cards together; the best high wins."""
    board, seats, high = record.board, record.seats, found.high
    for seat in live:
        hole = seats[seat].hole or ()
        high[seat] = holdem_high_value(hole + board)
        if describe:
            found.shown[seat] = show_holdem(hole, board)


def _read_two_hole_three_board(record: HandRecord, live: Sequence[int], describe: bool, found: _Showdown) -> None:
    """Exactly two hole cards with exactly three board cards; the best high wins."""
    board = omaha_board(record.board)
    for seat in live:
        hole = record.seats[seat].hole or ()
        found.high[seat] = omaha_high_value(hole, board)
        if describe:
            found.shown[seat] = show_omaha_high(hole, record.board)


def _read_two_hole_three_board_eight_or_better(
    record: HandRecord, live: Sequence[int], describe: bool, found: _Showdown
) -> None:
    """Exactly two hole and three board cards, for the high and, apart, for an eight-or-better low."""
    board = omaha_board(record.board)
    if not board.allows_low:
        found.used.add(record.rules.clauses.low_board)
    high, low = found.high, found.low
    for seat in live:
        hole = record.seats[seat].hole or ()
        high[seat] = omaha_high_value(hole, board)
        low[seat] = omaha_low_value(hole, board)
        if describe:
            found.shown[seat] = show_omaha_hi_lo(hole, record.board)


_Reader = Callable[[HandRecord, Sequence[int], bool, _Showdown], None]

#: The showdown reader of each pair of named methods (every pair games.SHOWDOWNS allows).
_READERS: dict[tuple[HandMaking, LowRule], _Reader] = {
    (HandMaking.BEST_FIVE_ANY, LowRule.NONE): _read_best_five_any,
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.NONE): _read_two_hole_three_board,
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.EIGHT_OR_BETTER): _read_two_hole_three_board_eight_or_better,
}


def _clause_key(clause_id: str) -> tuple[Any, ...]:
    prefix, _, rest = clause_id.partition("-")
    return (prefix, *(int(part) if part.isdigit() else 0 for part in rest.split(".")))


# -- the `settle` command's entry: a located document in, JSON out --------------------------------


def _node_at(root: Node, path: str) -> Node:
    """The located node for a field path such as `actions[5][2]`, or its nearest existing parent."""
    node = root
    for token in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        child: Node | None = None
        if token.startswith("["):
            if node.is_sequence():
                items = list(node.items())
                position = int(token[1:-1])
                child = items[position] if position < len(items) else None
        elif node.is_mapping():
            child = node.get(token) if token in node.value else None
            if child is None and any(str(k) == token for k in node.value):
                child = node.key_node(token)
        if child is None:
            return node
        node = child
    return node


def settle_node(root: Node) -> dict[str, Any]:
    """Parse, verify and settle a located hand document; a refusal points at its file position.
    The field names are checked before `as_plain` expands any alias, and `as_plain` itself
    refuses, located, two keys that would become one, such as `2` and `'2'`."""
    root.expect_mapping("a hand (a JSON or YAML mapping)")
    root.check_keys(required=REQUIRED_FIELDS, optional=HAND_FIELDS)
    data = root.as_plain()
    try:
        record = parse_hand(data)
        return settle_hand(record).to_json()
    except HandRefused as refused:
        raise root.error_class(location_of(root, refused.path), refused.message) from None


def location_of(root: Node, path: str) -> SourceLocation:
    """Where the field at `path` is in the document (its nearest existing parent if it is missing)."""
    node = _node_at(root, path)
    location = node.location
    shown = excerpt(path) if path else "(document)"
    return SourceLocation(location.file, location.line, location.column, shown, location.source_line)
