"""Settling one poker-room hand: play the recorded actions, build the pots, read the hands, award.

Pure: a hand record in, a `HandResult` out. The betting state refuses any action the rules do
not allow; this layer adds what needs cards (the board a round is bet on, hole cards at
showdown) and points every refusal at its field, e.g. `actions[5]`. How the showdown is read is
the game's data: `READERS` holds one reader per pair of named methods (`table.hand_making`,
`table.low`); a reader calls the evaluation functions by their names in this module, where the
rule mutants patch them.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from harness.core.cards import DECK, SUITS
from harness.core.frozen_init import fast_init
from harness.families.poker_room.betting import (
    BettingState,
    IllegalAction,
    Operation,
    OperationKind,
    Street,
    Verb,
    operation_of,
)
from harness.families.poker_room.draws import DrawnHands
from harness.families.poker_room.evaluation import (
    ShownHand,
    deck_ranked_high_value,
    holdem_high_value,
    omaha_board,
    omaha_high_value,
    omaha_low_value,
    show_deck_ranked,
    show_holdem,
    show_omaha_hi_lo,
    show_omaha_high,
)
from harness.families.poker_room.games import ForcedBets, HandMaking, LowRule
from harness.families.poker_room.hand_history import HAND_FIELDS, HandRecord, HandRefused, parse_hand, required_fields
from harness.families.poker_room.lookups import describe_high, describe_low
from harness.families.poker_room.lowball import (
    ace_to_five_value,
    any_five_low_value,
    badugi_value,
    describe_ace_to_five,
    describe_badugi,
    describe_deuce_to_seven,
    deuce_to_seven_value,
    show_ace_to_five,
    show_any_five_hi_lo,
    show_badugi,
    show_deuce_to_seven,
)
from harness.families.poker_room.money import in_units
from harness.families.poker_room.opening import card_opener
from harness.families.poker_room.pots import Pot, PotAward, award_pot, build_pots
from harness.spec.errors import SourceLocation
from harness.spec.limits import excerpt
from harness.spec.yaml_source import Node


@fast_init
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
    # Pots the rules cannot award because a contender's cards were never recorded (PHH histories
    # of online rooms); their chips are in no final stack. Empty for every JSON hand.
    unresolved: tuple[Pot, ...] = ()
    rake: tuple[int, ...] = ()  # chips taken from each pot before it was awarded, main pot first
    committed: tuple[int, ...] = ()  # what each seat put in, after any uncalled bet came back
    saw_flop: bool = False  # a round after the first was dealt (what "no flop, no drop" asks)

    @property
    def settled(self) -> bool:
        """Every pot awarded by the rules."""
        return not self.unresolved

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
        return tuple(sorted(self.clause_set, key=clause_key))

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
        if record.game.forced_bets is ForcedBets.BRING_IN:
            stakes = {"bring_in": config.bring_in}
        if config.small_bet:
            stakes |= {"small_bet": config.small_bet, "big_bet": config.big_bet}
        if config.ante:
            stakes["ante"] = config.ante
        plan = record.game.plan
        data: dict[str, Any] = {"game": record.game.name}
        if record.hand_id is not None:
            data["id"] = record.hand_id
        if record.unit is not None:  # every amount below is in chips of this unit
            data["unit"] = str(record.unit)
        data |= {
            "structure": config.structure.value,
            "stakes": stakes,
            "interpretations": dict(record.rules.interpretations),
            "board": [str(DECK[c]) for c in record.board],
            "ended": "showdown" if self.showdown else f"everyone else folded {plan[self.ended_on].phrase}",
            "log": [op.to_json(plan[op.street].name) for op in self.operations],
            "showdown": self._showdown_json() if self.showdown else None,
            "pots": [self._pot_json(award) for award in self.awards],
            "uncalled": [
                {"seat": op.seat, "amount": op.amount} for op in self.operations if op.kind is OperationKind.UNCALLED
            ],
            "final_stacks": dict(zip(names, self.final_stacks, strict=True)),
            "net": dict(zip(names, self.net, strict=True)),
        }
        if record.unit is not None:
            unit = record.unit
            stacks = zip(names, self.final_stacks, strict=True)
            data["final_stacks_in_units"] = {n: in_units(c, unit) for n, c in stacks}
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
                deck = self.record.rules.deck
                describe_best = _HIGH_DESCRIPTIONS.get(self.record.game.hand_making)
                if side == "low":
                    hand = describe_low(share.value)
                elif describe_best is not None:  # the hand as its winner showed it, when described
                    winner = self.shown.get(share.winners[0])
                    hand = winner.high_text if winner is not None else describe_best(share.value)
                else:
                    hand = describe_high(share.value, deck)
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


def play(record: HandRecord, drawn: DrawnHands | None = None) -> BettingState:
    """Replay the recorded actions through the betting state; refuse the first illegal one. In a
    draw game the cards of each draw are followed in `drawn` (harness.families.poker_room.draws)."""
    config, rules = record.config, record.rules
    game = record.game
    try:
        state = BettingState(
            names=record.names,
            stacks=[seat.stack for seat in record.seats],
            button=record.button,
            config=config,
            rules=rules,
            opener=card_opener(record),
        )
    except IllegalAction as exc:
        raise HandRefused("seats", str(exc)) from None
    board_size = len(record.board)
    names = record.names
    plan = game.plan
    board_by = game.board_by_round()
    board_seen = record.board_seen
    held_by = game.cards_by_round() if record.dealt_seen is not None else ()
    street, needed = state.street, board_by[state.street]
    apply = state.apply
    for index, (seat, verb, amount) in enumerate(record.actions):
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
            street, needed = state.street, board_by[state.street]
        dealt = board_size if board_seen is None else board_seen[index]
        if dealt < needed:
            shown = f"the board shows only {dealt} cards ({needed} are dealt by then)"
            raise HandRefused(f"actions[{index}]", f"an action {plan[street].phrase}, but {shown} "
                                                   f"({rules.clauses.rounds})")  # fmt: skip
        if dealt > needed and board_seen is not None:  # a JSON hand gives the whole board at once
            raise HandRefused(f"actions[{index}]", f"an action {plan[street].phrase}, but {dealt} board cards were "
                                                   f"already dealt: a card was dealt before the round ended "
                                                   f"({rules.clauses.rounds})")  # fmt: skip
        if held_by:
            _check_dealt_before(record, state, index, held_by[street], plan[street].phrase)
        if state.actor is None and state.open_candidates:
            try:
                state.open_with(seat)
            except IllegalAction as exc:
                raise HandRefused(f"actions[{index}]", str(exc)) from None
        if seat != state.actor:
            actor = state.actor
            assert actor is not None
            raise HandRefused(f"actions[{index}]", f"{names[seat]} acts out of turn: it is {names[actor]}'s turn "
                                                   f"{plan[street].phrase} ({rules.clauses.order})")  # fmt: skip
        if verb is _DRAW or verb is _STAND_PAT:
            discards = amount or 0 if verb is _DRAW else 0
            try:
                state.verify_draw(seat, discards)
            except IllegalAction as exc:
                raise HandRefused(f"actions[{index}]", str(exc)) from None
            if drawn is not None:
                drawn.draw(index, seat, discards, state.street)
        try:
            apply(seat, verb, amount)
        except IllegalAction as exc:
            raise HandRefused(f"actions[{index}]", str(exc)) from None
    if not state.over:
        actor = state.actor
        if state.drawing:
            raise HandRefused("actions", f"the hand is incomplete: {names[state.draw_order[0]]} is to stand pat or "
                                         f"discard {state.phrase}")  # fmt: skip
        if actor is None:
            waiting = " or ".join(names[s] for s in state.open_candidates)
            raise HandRefused("actions", f"the hand is incomplete: {waiting} is to open the betting {state.phrase}")
        owed = state.to_call(actor)
        facing = f"{owed} to call" if owed else "nothing to call"
        raise HandRefused("actions", f"the hand is incomplete: {names[actor]} is to act {state.phrase} "
                                     f"({facing})")  # fmt: skip
    last = board_by[-1]
    if state.showdown and board_size != last:
        raise HandRefused("board", f"the hand goes to showdown but the board has {board_size} cards; {last} are "
                                   f"needed ({rules.clauses.deck})")  # fmt: skip
    if not state.showdown and board_size > board_by[state.street]:
        raise HandRefused("board", f"the board has {board_size} cards, but the hand ended {state.phrase} "
                                   f"with {board_by[state.street]} dealt ({rules.clauses.all_fold})")  # fmt: skip
    if game.dealt_in_rounds:
        _check_cards_dealt(record, state)
    return state


def _check_dealt_before(record: HandRecord, state: BettingState, index: int, held: int, phrase: str) -> None:
    """A history that deals round by round (PHH stud): every player still in the hand holds the
    round's cards when its first action is taken, and no card of a later round."""
    assert record.dealt_seen is not None
    seen = record.dealt_seen[index]
    for seat in state.live():
        if seen[seat] != held:
            what = "only " if seen[seat] < held else ""
            raise HandRefused(f"actions[{index}]", f"an action {phrase}, but {record.names[seat]} has been dealt "
                                                   f"{what}{seen[seat]} cards ({held} by then) "
                                                   f"({record.rules.clauses.rounds})")  # fmt: skip


def _check_cards_dealt(record: HandRecord, state: BettingState) -> None:
    """A game dealt round by round: a seat's cards are as many as it was dealt by the round it left
    the hand (all of them at the showdown), in the order dealt."""
    held_by = record.game.cards_by_round()
    left: dict[int, int] = {}
    for op in state.records:
        if op[0] is OperationKind.FOLD:
            left[record.names.index(op[1])] = op[2]
    for seat, seat_record in enumerate(record.seats):
        cards = record.dealt[seat] if record.dealt is not None else seat_record.hole
        if cards is None:
            continue
        expected = held_by[left.get(seat, state.street)]
        if len(cards) != expected:
            reached = record.game.plan[left.get(seat, state.street)].name
            where = "at the showdown" if seat not in left and state.showdown else f"by {reached}"
            raise HandRefused(f"seats[{seat}].hole", f"{record.names[seat]} is dealt {expected} cards {where}, "
                                                     f"got {len(cards)} ({record.rules.clauses.deck})")  # fmt: skip


def _odd_chip_order(record: HandRecord) -> Any:
    order = _stated_odd_chip_order(record)
    if record.rules.odd_chip_to_first_in_order:
        return order
    return lambda seats: list(reversed(order(seats)))


def _stated_odd_chip_order(record: HandRecord) -> Any:
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


_DRAW, _STAND_PAT = Verb.DRAW, Verb.STAND_PAT


#: The rake a room takes from each pot before it is awarded: (pots, the hand's betting) -> chips per pot.
RakeOf = Callable[[tuple[Pot, ...], BettingState], tuple[int, ...]]


class ShowdownLead(enum.StrEnum):
    """Who shows first at showdown, a rule each game's rules set (the others follow clockwise)."""

    LAST_ROUND = "last_round_aggressor"  # the last bettor of the last round bet; none after a run-out
    HAND = "last_aggressor_of_the_hand"  # the last player to bet or raise in any round of the hand


_AGGRESSION = frozenset({OperationKind.BET, OperationKind.RAISE})


def showdown_leader(state: BettingState, record: HandRecord, lead: ShowdownLead) -> int | None:
    """The seat that shows first by the game's `lead` rule; None: nobody bet, the seat left of the button."""
    if lead is ShowdownLead.HAND:
        bettors = [op[1] for op in state.records if op[0] in _AGGRESSION]
        return record.names.index(bettors[-1]) if bettors else None
    return state.aggressor if (state.aggressor is not None and state.ran_out_from is None) else None


def settle_hand(record: HandRecord, *, describe: bool = True, rake_of: RakeOf | None = None,
                showdown_lead: ShowdownLead = ShowdownLead.LAST_ROUND) -> HandResult:  # fmt: skip
    """Settle one hand. `describe=False` skips the cards-shown detail (replay needs only the money);
    `rake_of` says what the room takes from each pot before awarding it (none when not given);
    `showdown_lead` is the game's rule for who shows first (the room's games: the last round's bettor)."""
    rules = record.rules
    clauses = rules.clauses
    if record.mucked and not rules.mucked_hand_gives_up_the_pots:
        record = replace(record, mucked=frozenset())
    drawn = DrawnHands(record) if record.game.draws else None
    state = play(record, drawn)
    if drawn is not None:  # the showdown reads the hands the draws left
        drawn.check_shown()
        record = replace(record, seats=tuple(replace(seat, hole=drawn.final(i)) for i, seat in enumerate(record.seats)))
    used: set[str] = {clauses.deck, clauses.no_card_twice, clauses.order}
    live = state.live()
    high: dict[int, int] = {}
    low: dict[int, int | None] = {}
    shown: dict[int, ShownHand] = {}
    count = len(record.seats)
    order: tuple[int, ...] = ()
    out_of_pots = state.folded
    unknown: set[int] = set()
    if state.showdown:
        contenders = live
        if record.mucked:  # HE-8.1 / OHL-7.1: a mucked hand gives up its claim to every pot
            contenders = [seat for seat in live if seat not in record.mucked]
            if not contenders:
                raise HandRefused("actions", f"every player at the showdown mucked: nobody claims the pot "
                                             f"({clauses.muck})")  # fmt: skip
            out_of_pots = [folded or seat in record.mucked for seat, folded in enumerate(state.folded)]
            used.add(clauses.muck)
        for seat in contenders:
            if record.seats[seat].hole is None:
                if not record.cards_may_be_unknown:
                    raise HandRefused(f"seats[{seat}].hole", f"{record.names[seat]} reaches the showdown but the "
                                                             "hole cards are not given")  # fmt: skip
                unknown.add(seat)
        known = [seat for seat in contenders if seat not in unknown]
        used.update((clauses.hand_making, clauses.high_ranking, clauses.showdown_order))
        READERS[record.game.showdown](record, known, describe, _Showdown(high, low, shown, used))
        first = showdown_leader(state, record, showdown_lead)
        if first is None:
            first = next(s for s in ((record.button + k) % count for k in range(1, count + 1)) if s in live)
        order = tuple(s for s in ((first + k) % count for k in range(count)) if s in contenders)
    else:
        used.add(clauses.all_fold)
    pots = build_pots(state.committed, out_of_pots, state.antes_paid if record.config.dead_antes else ())
    if len(pots) > 1:
        used.update((clauses.pots, clauses.pot_each))
    rake = rake_of(pots, state) if rake_of is not None else ()
    chooser = _odd_chip_order(record)
    awards: list[PotAward] = []
    unresolved: list[Pot] = []
    for index, pot in enumerate(pots):
        if rake:
            pot = Pot(amount=pot.amount - rake[index], eligible=pot.eligible, level=pot.level)
        if unknown and len(pot.eligible) > 1 and unknown.intersection(pot.eligible):
            unresolved.append(pot)
            continue
        awards.append(award_pot(index, pot, high=high if state.showdown and len(pot.eligible) > 1 else None,
                                low=low if rules.hi_lo else None, order=chooser, rules=rules))  # fmt: skip
    final = list(state.stacks)
    for award in awards:
        for seat, chips in award.awards().items():
            final[seat] += chips
    return HandResult(
        record=record,
        records=state.records,
        awards=tuple(awards),
        showdown=state.showdown,
        ended_on=state.street,
        showdown_order=order,
        high=high,
        low=low,
        final_stacks=tuple(final),
        situation=frozenset(used),
        shown=shown,
        unresolved=tuple(unresolved),
        rake=rake,
        committed=tuple(state.committed),
        saw_flop=state.street > Street.PREFLOP or state.ran_out_from is not None,
    )


# -- reading the showdown: one reader per pair of named methods (harness.families.poker_room.games) ----------


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


def _read_best_five_any_deck_ranked(record: HandRecord, live: Sequence[int], describe: bool, found: _Showdown) -> None:
    """Any five of the hole and board cards together, ranked on the deck the readings name; the best high wins."""
    board, seats, high, deck = record.board, record.seats, found.high, record.rules.deck
    for seat in live:
        hole = seats[seat].hole or ()
        high[seat] = deck_ranked_high_value(hole + board, deck)
        if describe:
            found.shown[seat] = show_deck_ranked(hole, board, deck)


def _read_best_five_any_eight_or_better(record: HandRecord, live: Sequence[int], describe: bool,
                                        found: _Showdown) -> None:  # fmt: skip
    """Any five of the player's cards for the high and, apart, any five for an eight-or-better low."""
    board, seats, high, low = record.board, record.seats, found.high, found.low
    for seat in live:
        cards = (seats[seat].hole or ()) + board
        high[seat] = holdem_high_value(cards)
        low[seat] = any_five_low_value(cards)
        if describe:
            found.shown[seat] = show_any_five_hi_lo(cards)


def _read_ace_to_five_low_any_five(record: HandRecord, live: Sequence[int], describe: bool, found: _Showdown) -> None:
    """The lowest ace-to-five hand of any five of the player's cards wins (its value is greatest)."""
    board, seats, high = record.board, record.seats, found.high
    for seat in live:
        cards = (seats[seat].hole or ()) + board
        high[seat] = ace_to_five_value(cards)
        if describe:
            found.shown[seat] = show_ace_to_five(cards)


def _read_deuce_to_seven_low(record: HandRecord, live: Sequence[int], describe: bool, found: _Showdown) -> None:
    """The five cards held after the last draw, read deuce-to-seven: the lowest hand wins (its value is greatest)."""
    seats, high = record.seats, found.high
    for seat in live:
        hole = seats[seat].hole or ()
        high[seat] = deuce_to_seven_value(hole)
        if describe:
            found.shown[seat] = show_deuce_to_seven(hole)


def _read_badugi(record: HandRecord, live: Sequence[int], describe: bool, found: _Showdown) -> None:
    """The four cards held after the last draw, read as badugi: the best hand wins (its value is greatest)."""
    seats, high = record.seats, found.high
    for seat in live:
        hole = seats[seat].hole or ()
        high[seat] = badugi_value(hole)
        if describe:
            found.shown[seat] = show_badugi(hole)


_Reader = Callable[[HandRecord, Sequence[int], bool, _Showdown], None]

#: The showdown reader of each pair of named methods (every pair games.SHOWDOWNS allows).
READERS: dict[tuple[HandMaking, LowRule], _Reader] = {
    (HandMaking.BEST_FIVE_ANY, LowRule.NONE): _read_best_five_any,
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.NONE): _read_two_hole_three_board,
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.EIGHT_OR_BETTER): _read_two_hole_three_board_eight_or_better,
    (HandMaking.BEST_FIVE_ANY_DECK_RANKED, LowRule.NONE): _read_best_five_any_deck_ranked,
    (HandMaking.BEST_FIVE_ANY, LowRule.EIGHT_OR_BETTER): _read_best_five_any_eight_or_better,
    (HandMaking.ACE_TO_FIVE_LOW_ANY_FIVE, LowRule.NONE): _read_ace_to_five_low_any_five,
    (HandMaking.DEUCE_TO_SEVEN_LOW, LowRule.NONE): _read_deuce_to_seven_low,
    (HandMaking.BADUGI, LowRule.NONE): _read_badugi,
}

#: How the hand that wins a pot is called, for the ways of making a hand not read high.
_HIGH_DESCRIPTIONS: dict[HandMaking, Callable[[int], str]] = {
    HandMaking.ACE_TO_FIVE_LOW_ANY_FIVE: describe_ace_to_five,
    HandMaking.DEUCE_TO_SEVEN_LOW: describe_deuce_to_seven,
    HandMaking.BADUGI: describe_badugi,
}


def clause_key(clause_id: str) -> tuple[Any, ...]:
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
    game_node = root.get("game")
    root.check_keys(required=required_fields(None if game_node is None else game_node.value), optional=HAND_FIELDS)
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
