"""The betting state machine: antes, blinds, fixed-limit and no-limit wagers, one action at a time.

Every action is a trio, as in pokerkit: `verify_x` raises `IllegalAction` naming the reason and
the clause, `can_x` answers yes or no, and `x` acts and returns a frozen `Operation` that is
also the audit record. Money is int chips throughout.

Seats are indices into the table order (clockwise). The small blind is the first seat after
the button and the big blind the next one; heads-up the button posts the small blind, which
the same rule gives for two seats. The state knows nothing of cards: dealing the board and
reading hands belong to the layers above.

Definitions used below:
- a *live* seat has not folded; a live seat *can act* when it still has chips;
- `max_bet` is the highest wager of the round, `full_level` the highest wager that was a full
  bet or raise (a short all-in raises `max_bet` only);
- `reopen_at[seat]`: the wager level from which a seat that has acted may raise again, i.e.
  the level it last acted at plus one full raise. A full raise always reaches it; short
  all-ins reach it only when together they add up to a full raise (OHL-3.6, HE-4.3, HE-5.2).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from harness.families.poker_room.games import (
    CARD_OPENINGS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    BetSize,
    ForcedBets,
    RoundPlan,
    Structure,
    TableRules,
)
from harness.spec.errors import HarnessError


class Street(enum.IntEnum):
    """A betting round by its place in the hand. The names are a board game's; a game that states
    its own rounds (`table.rounds`: stud's third to seventh street, a draw game's rounds between
    the draws) names them there (`BettingState.rounds[street]`)."""

    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    FIFTH = 4  # a fifth betting round (stud's seventh street)

    @property
    def label(self) -> str:
        return ("pre-flop", "flop", "turn", "river", "fifth round")[self]

    @property
    def phrase(self) -> str:
        """`before the flop`, `on the turn`: how a rule or a refusal names the round."""
        return "before the flop" if self is Street.PREFLOP else f"on the {self.label}"

    @property
    def board_size(self) -> int:
        """Board cards dealt by the time this round is bet (in a board game)."""
        return (0, 3, 4, 5, 5)[self]


STREETS: tuple[Street, ...] = tuple(Street)


def _count_word(number: int) -> str:
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
    return words[number] if 0 <= number < len(words) else str(number)


class Verb(enum.StrEnum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "all-in"
    # The PHH standard's two combined actions (`cc`, `cbr`): which of the pair they are depends on
    # the state, so the state resolves them. Not verbs of the JSON hand format (hand_history.py).
    CHECK_OR_CALL = "cc"
    BET_OR_RAISE = "cbr"
    # A bring-in game's first round (table.forced_bets: bring_in): the seat the up cards name posts
    # the bring-in, and the first full bet of the round completes it to the small bet.
    BRING_IN = "bring-in"
    COMPLETE = "complete"
    # A draw game (a round dealt by a draw, `table.rounds[].deal.draw`): each player in turn
    # discards some cards (the amount: how many) or stands pat.
    DRAW = "draw"
    STAND_PAT = "stand pat"


#: The verbs a JSON hand history may use (the combined PHH actions are read from PHH files only).
RECORD_VERBS: tuple[Verb, ...] = (
    Verb.FOLD, Verb.CHECK, Verb.CALL, Verb.BET, Verb.RAISE, Verb.ALL_IN, Verb.BRING_IN, Verb.COMPLETE, Verb.DRAW,
    Verb.STAND_PAT,
)  # fmt: skip


class OperationKind(enum.StrEnum):
    ANTE = "ante"
    SMALL_BLIND = "small blind"
    BIG_BLIND = "big blind"
    STRADDLE = "straddle"
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    BRING_IN = "bring-in"
    COMPLETE = "complete"
    DRAW = "draw"  # `to` holds the number of cards discarded (0: stands pat)
    DEAL = "deal"
    UNCALLED = "uncalled bet returned"


_FOLD, _CHECK, _CALL = OperationKind.FOLD, OperationKind.CHECK, OperationKind.CALL
_FOLD_VERB, _CHECK_VERB, _CALL_VERB, _BET_VERB, _RAISE_VERB = Verb.FOLD, Verb.CHECK, Verb.CALL, Verb.BET, Verb.RAISE
_CHECK_OR_CALL_VERB, _BET_OR_RAISE_VERB = Verb.CHECK_OR_CALL, Verb.BET_OR_RAISE
_BRING_IN_VERB, _COMPLETE_VERB, _DRAW_VERB, _STAND_PAT_VERB = Verb.BRING_IN, Verb.COMPLETE, Verb.DRAW, Verb.STAND_PAT


@dataclass(frozen=True, slots=True, kw_only=True)
class Operation:
    """One thing that happened, with the chips it moved; the hand's audit log is a list of these."""

    kind: OperationKind
    seat: str
    street: Street
    amount: int = 0  # chips from the stack to the pot (to the stack, for an uncalled return)
    to: int = 0  # the seat's wager in the round after a bet, raise or call
    all_in: bool = False
    full: bool = True  # False for a bet or raise all-in for less than a full one
    clauses: tuple[str, ...] = ()

    def to_json(self, label: str | None = None) -> dict[str, Any]:
        """The record as JSON; `label` names the round (the game's own name for it, see `Street`)."""
        data: dict[str, Any] = {"kind": self.kind.value, "street": self.street.label if label is None else label}
        if self.seat:
            data["seat"] = self.seat
        if self.kind is not OperationKind.DEAL:
            data["amount"] = self.amount
        if self.kind in (OperationKind.BET, OperationKind.RAISE, OperationKind.CALL, OperationKind.BRING_IN,
                         OperationKind.COMPLETE):  # fmt: skip
            data["to"] = self.to
        if self.kind is OperationKind.DRAW:
            data["discards"] = self.to
        if self.all_in:
            data["all_in"] = True
        if not self.full:
            data["full"] = False
        data["clauses"] = list(self.clauses)
        return data


def operation_of(record: tuple[Any, ...]) -> Operation:
    """The frozen record of one entry of a state's compact log."""
    kind, seat, street, amount, to, all_in, full, clauses = record
    return Operation(kind=kind, seat=seat, street=street, amount=amount, to=to, all_in=all_in, full=full,
                     clauses=clauses)  # fmt: skip


#: Who opens a round the cards showing decide (`table.rounds[].opens`): given the round and the
#: seats still in the hand, the opener, or several seats when the cards do not say (an up card a
#: history hides); supplied by the layer that knows the cards (harness.families.poker_room.opening).
Opener = Callable[[Street, tuple[int, ...]], Sequence[int]]


class IllegalAction(HarnessError):
    """An action the rules do not allow at this point; `reason` says why in the table's terms."""

    def __init__(self, reason: str, clause: str = "") -> None:
        self.reason = reason
        self.clause = clause
        super().__init__(f"{reason} ({clause})" if clause else reason)


@dataclass(frozen=True, slots=True, kw_only=True)
class BettingConfig:
    """The table's stakes: fixed-limit sizes or the no-limit big blind, blinds and ante.

    A hand history may post more than two blinds (straddles, a new player's blind, a big blind
    with no small blind) and antes that differ by seat (a big-blind ante, dead blinds): then
    `forced_bets` and `antes_by_position` list them by position, the first seat after the button
    first, as the PHH standard writes them (heads-up reversed, the button posting the first).
    Left empty, the small and big blind and one ante for every seat are posted.
    """

    structure: Structure
    small_blind: int
    big_blind: int  # the big blind, and the minimum bet of a no-limit or pot-limit round
    small_bet: int = 0  # fixed limit only
    big_bet: int = 0  # fixed limit only
    ante: int = 0
    cap: int = 0  # fixed limit only: bets and raises per round (the game's `table.structures`)
    forced_bets: tuple[int, ...] = ()  # blinds and straddles by position (see above)
    antes_by_position: tuple[int, ...] = ()
    bring_in: int = 0  # a bring-in game (table.forced_bets: bring_in): the bring-in; 0 when there is none
    #: The antes go to the main pot whole, and a pot's level is set by what each seat put in
    #: besides its ante (PHH `ante_trimming_status = false`, as pokerkit reads it: a big-blind
    #: ante is dead money the big blind never gets back). False: the antes are part of each
    #: seat's contribution, so a seat all in for less than the others' antes wins only as much
    #: of each (a pot's level counts them).
    dead_antes: bool = False
    #: Positions (as `forced_bets`) of blinds posted out of turn by a player joining the table:
    #: live like any blind, but the first to act is found from the other blinds (HE-2.4).
    posted_blinds: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.structure is Structure.FIXED_LIMIT and self.cap < 1:
            raise ValueError(f"a fixed-limit table needs its raise cap (bets and raises per round), got {self.cap}")

    def problems(self) -> list[tuple[str, str]]:
        """Why these stakes cannot be played, as (field path, message)."""
        found: list[tuple[str, str]] = []
        if self.small_blind < 0 or self.big_blind < 1 or self.small_blind > self.big_blind:
            found.append(("blinds", f"expected [small blind, big blind] with 0 <= small <= big and big >= 1, "
                                    f"got [{self.small_blind}, {self.big_blind}]"))  # fmt: skip
        if self.ante < 0:
            found.append(("ante", f"expected a whole number of chips >= 0, got {self.ante}"))
        if self.forced_bets and (min(self.forced_bets) < 0 or max(self.forced_bets) < 1):
            found.append(("blinds", f"expected blinds and straddles >= 0 with at least one > 0, "
                                    f"got {list(self.forced_bets)}"))  # fmt: skip
        if self.antes_by_position and min(self.antes_by_position) < 0:
            found.append(("ante", f"expected antes >= 0, got {list(self.antes_by_position)}"))
        if self.bring_in < 0 or (self.small_bet and self.bring_in > self.small_bet):
            found.append(("bring_in", f"expected a bring-in from 0 to the small bet ({self.small_bet}), "
                                      f"got {self.bring_in}"))  # fmt: skip
        if self.structure is Structure.FIXED_LIMIT:
            if self.small_bet < 1 or self.big_bet < self.small_bet:
                found.append(("limits", f"expected 1 <= small_bet <= big_bet, got small_bet={self.small_bet}, "
                                        f"big_bet={self.big_bet}"))  # fmt: skip
            elif self.big_blind != self.small_bet:
                found.append(("blinds", f"in fixed limit the big blind is the first bet and must equal "
                                        f"small_bet={self.small_bet}, got big blind={self.big_blind}"))  # fmt: skip
        return found


class BettingState:
    """One hand's betting from the forced bets to the end of the last round."""

    __slots__ = (
        "_action_clauses", "_records", "able_count", "actor", "aggressor", "antes_paid", "bets", "big_blind_seat",
        "bring_in_due", "button", "clauses", "committed", "completing", "config", "count", "draw_order", "drawing",
        "fixed", "folded", "full_level", "last_seat", "last_street", "live_count", "max_bet", "min_raise", "names",
        "open_candidates", "opener", "over", "pending", "pot_limit", "raises", "ran_out_from", "reopen_at", "rounds",
        "rules", "showdown", "small_blind_seat", "stacks", "starting_stacks", "street", "unit",
    )  # fmt: skip

    def __init__(
        self,
        *,
        names: Sequence[str],
        stacks: Sequence[int],
        button: int,
        config: BettingConfig,
        rules: TableRules,
        opener: Opener | None = None,
    ) -> None:
        count = len(names)
        most = min(MAX_PLAYERS, rules.game.max_players)
        if not MIN_PLAYERS <= count <= most:
            raise IllegalAction(f"a table has {MIN_PLAYERS} to {most} players, got {count}", rules.clauses.deck)
        if min(stacks) < 1:
            raise IllegalAction("every seat must start with at least 1 chip")
        self.names = tuple(names)
        self.count = count
        self.config = config
        self.rules = rules
        self.clauses = rules.clauses
        self._action_clauses: tuple[str, ...] = (self.clauses.actions,)
        self.fixed = config.structure is Structure.FIXED_LIMIT
        self.pot_limit = config.structure is Structure.POT_LIMIT
        # The rounds the game is bet in (its `table.rounds`), and who names the opener of a round
        # opened by the cards showing (the layer that knows the cards, see `Opener`).
        self.rounds: tuple[RoundPlan, ...] = rules.game.plan
        self.last_street = STREETS[len(self.rounds) - 1]
        self.opener = opener
        self.open_candidates: tuple[int, ...] = ()  # seats that may open a round whose opener is not known
        self.bring_in_due = False  # the opener of a bring-in game must post the bring-in or complete
        self.completing = False  # a bring-in is the round's only wager: the next full bet completes it
        self.drawing = False  # a draw game between rounds: the players stand pat or discard in turn
        self.draw_order: list[int] = []  # who is still to draw, in turn
        self.starting_stacks = tuple(stacks)
        self.stacks = list(stacks)
        self.bets = [0] * count  # this round's wagers
        self.committed = [0] * count  # everything put in this hand (antes included)
        self.antes_paid = [0] * count  # of which antes
        self.folded = [False] * count
        self.live_count = count  # seats that have not folded
        self.able_count = count  # of those, seats with chips left (kept by _post, _move and fold)
        self.pending = [False] * count  # must still act this round
        self.reopen_at = [0] * count
        self.button = button
        self.small_blind_seat = (button + 1) % count
        self.big_blind_seat = (button + 2) % count
        if count == 2:  # OHL-2.1 / HE-2.1: heads-up the button posts the small blind
            self.small_blind_seat, self.big_blind_seat = button, (button + 1) % count
        self.street = Street.PREFLOP
        self.unit = self._unit_for(Street.PREFLOP)  # the bet size of the round being played
        self.max_bet = 0
        self.full_level = 0
        self.min_raise = config.big_blind  # no limit: the size of the last full bet or raise
        self.raises = 0  # bets and raises toward the cap this round
        self.last_seat = 0  # the last seat to act; the next actor is searched clockwise from it
        self.actor: int | None = None
        self.aggressor: int | None = None  # last to bet or raise this round
        self.over = False
        self.showdown = False
        self.ran_out_from: Street | None = None  # OHL-3.9 / HE-3.5: board dealt with no betting
        # The audit log, kept as plain tuples (field order of `Operation`) and turned into frozen
        # `Operation` records when read: replaying a day of hands never reads most of them.
        self._records: list[tuple[Any, ...]] = []
        self._post_forced_bets()

    # -- queries --------------------------------------------------------------------------

    def _unit_for(self, street: Street) -> int:
        """Fixed limit: the bet size of a round (OHL-3.2, HE-4; `table.rounds[].bet`); no limit: the minimum bet."""
        if not self.fixed:
            return self.config.big_blind
        return self.config.small_bet if self.rules.round_bets[street] is BetSize.SMALL else self.config.big_bet

    @property
    def phrase(self) -> str:
        """`on the turn`, `on third street`: the round being bet, as the game names it."""
        return self.rounds[self.street].phrase

    def live(self) -> list[int]:
        return [i for i in range(self.count) if not self.folded[i]]

    def able(self) -> list[int]:
        """Live seats with chips: those who can still bet."""
        return [i for i in range(self.count) if not self.folded[i] and self.stacks[i] > 0]

    def to_call(self, seat: int) -> int:
        return min(self.max_bet - self.bets[seat], self.stacks[seat])

    def cap_applies(self) -> bool:
        """The cap binds unless heads-up play lifts it (OHL-3.4, HE-4.2)."""
        if not self.fixed or not self.rules.raise_cap_binds:
            return False
        return not (self.rules.heads_up_cap_lifted and self.able_count <= 2)

    def limit_raise_to(self) -> int:
        """The one amount a fixed-limit bet or raise goes to now (OHL-3.2/3.6, HE-4/4.3); facing
        only a bring-in, the completion to one small bet."""
        if self.completing and not self.rules.completion_to_one_small_bet:
            return self.max_bet + self.unit
        if self.completing or self.bring_in_due:
            return self.unit
        base = self.max_bet if self.rules.short_all_in_on_top else self.full_level
        return base + self.unit

    def min_raise_to(self) -> int:
        """The smallest full no-limit bet or raise (HE-5, HE-5.1)."""
        if not self.max_bet:
            return self.config.big_blind
        return self.rules.minimum_raise.raise_to(self.max_bet, self.min_raise)

    def pot_raise_to(self, seat: int) -> int:
        """Pot limit: the most a bet or raise may go to, the call plus the pot after the call
        (everything put in this hand, the round's wagers included), at least the minimum (PL-1)."""
        most = self.rules.pot_limit.raise_to(
            bet_faced=self.max_bet, owed=self.max_bet - self.bets[seat], pot=sum(self.committed),
            round_wagers=sum(self.bets), reach=self.bets[seat] + self.stacks[seat],
        )  # fmt: skip
        return max(most, self.min_raise_to())

    def raise_range(self, seat: int) -> tuple[int, int] | None:
        """(smallest, largest) amount `seat` may bet or raise to now, all-ins included, or None."""
        try:
            self._verify_may_raise(seat)
        except IllegalAction:
            return None
        most = self.bets[seat] + self.stacks[seat]
        if self.fixed:
            target = self.limit_raise_to()
            return (min(target, most), min(target, most))
        if self.pot_limit:
            most = min(most, self.pot_raise_to(seat))
        return (min(self.min_raise_to(), most), most)

    # -- forced bets ------------------------------------------------------------------------

    def _post(self, seat: int, amount: int, kind: OperationKind, clauses: tuple[str, ...], *, wager: bool) -> None:
        paid = min(amount, self.stacks[seat])
        self.stacks[seat] -= paid
        if paid and not self.stacks[seat]:
            self.able_count -= 1
        self.committed[seat] += paid
        if wager:
            self.bets[seat] += paid
        if paid < amount:
            clauses += (self.clauses.short_post,)  # OHL-2.3 / HE-2.3: posts what it has, all-in
        self._records.append((kind, self.names[seat], Street.PREFLOP, paid, self.bets[seat], self.stacks[seat] == 0,
                              True, clauses))  # fmt: skip

    def _by_seat(self, by_position: tuple[int, ...]) -> list[int]:
        """Amounts listed by position (first seat after the button first; heads-up reversed, as
        the PHH standard writes them) laid out by seat."""
        count = self.count
        ordered = list(by_position[:count]) + [0] * (count - len(by_position))
        if count == 2 and self.rules.game.forced_bets is ForcedBets.BLINDS:  # a bring-in game has no blinds to swap
            ordered.reverse()
        seats = [0] * count
        for position, amount in enumerate(ordered):
            seats[(self.button + 1 + position) % count] = amount
        return seats

    def _post_forced_bets(self) -> None:
        config = self.config
        count = self.count
        if config.antes_by_position:
            antes = self._by_seat(config.antes_by_position) if any(config.antes_by_position) else []
        else:
            antes = [config.ante] * count if config.ante else []
        for offset in range(1, count + 1) if antes else ():  # OHL-2.2 / HE-2.2: antes are dead money
            seat = (self.button + offset) % count
            if antes[seat]:
                self._post(seat, antes[seat], OperationKind.ANTE, (self.clauses.antes,), wager=False)
                self.antes_paid[seat] = self.committed[seat]
        if self.rules.game.forced_bets is ForcedBets.BRING_IN:
            # No blinds: the round's opener (the up cards name it) must bring in or complete.
            self.bring_in_due = config.bring_in > 0
            self.min_raise = config.big_blind
            self._open_round()
            return
        blind_clauses: tuple[str, ...] = (self.clauses.blinds,)
        if count == 2:
            blind_clauses += (self.clauses.heads_up_blinds,)
        if config.forced_bets:
            forced = self._by_seat(config.forced_bets)
            kinds = {self.small_blind_seat: OperationKind.SMALL_BLIND, self.big_blind_seat: OperationKind.BIG_BLIND}
        else:
            forced = [0] * count
            forced[self.small_blind_seat] = config.small_blind
            forced[self.big_blind_seat] = config.big_blind
            kinds = {self.small_blind_seat: OperationKind.SMALL_BLIND, self.big_blind_seat: OperationKind.BIG_BLIND}
        straddle_clauses = (self.clauses.straddles,)
        for offset in range(1, count + 1):  # in position order: small blind, big blind, straddles
            seat = (self.button + offset) % count if count > 2 else (self.small_blind_seat + offset - 1) % count
            amount = forced[seat]
            if amount and self.stacks[seat]:
                kind = kinds.get(seat, OperationKind.STRADDLE)
                clauses = blind_clauses if kind is not OperationKind.STRADDLE else straddle_clauses
                self._post(seat, amount, kind, clauses, wager=True)
        # The largest blind or straddle is the round's opening bet (OHL-3.2, HE-4); a short one
        # counts in full unless the short_big_blind interpretation says as posted (OHL-2.3,
        # HE-2.3). The first to act sits after the last seat posting it (HE-2.4).
        top = max(forced)
        opening = max(self.bets) if self.rules.short_blind_as_posted else top
        self.max_bet = opening
        self.full_level = opening
        self.min_raise = max(config.big_blind, top) if self.rules.straddle_sets_minimum_raise else config.big_blind
        self.raises = 1
        # A blind posted out of turn (config.posted_blinds) does not set the first to act.
        posted = [0] * count
        if config.posted_blinds:
            posted = self._by_seat(tuple(int(p in config.posted_blinds) for p in range(count)))
        setting = [seat for seat in range(count) if forced[seat] and not posted[seat]] or list(range(count))
        order_top = max(forced[seat] for seat in setting)
        posting_top = [seat for seat in setting if forced[seat] == order_top]
        last_top = posting_top[0] if len(posting_top) == 1 else max(
            posting_top,
            key=lambda seat: (seat - self.button - 1) % count if count > 2 else (seat - self.small_blind_seat) % count,
        )  # fmt: skip
        self._begin_round(last_top if self.rules.straddler_acts_last else self.big_blind_seat)

    # -- rounds -----------------------------------------------------------------------------

    def _begin_round(self, before_first: int) -> None:
        """Mark who must act and find the first actor clockwise after `before_first`."""
        able = self.able()
        pending, reopen_at = self.pending, self.reopen_at
        for seat in range(self.count):
            pending[seat] = False
            reopen_at[seat] = 0
        for seat in able:
            pending[seat] = True
        if len(able) == 1 and self.bets[able[0]] >= self.max_bet:
            self.pending[able[0]] = False  # alone with chips and nothing to call: no betting
        self.last_seat = before_first
        self._advance()

    def _advance(self) -> None:
        """Pass the action on, or end the round (and perhaps the hand)."""
        if self.live_count == 1:
            self.actor = None
            self._finish(showdown=False)
            return
        count, pending, folded, stacks = self.count, self.pending, self.folded, self.stacks
        for step in range(1, count + 1):
            seat = (self.last_seat + step) % count
            if pending[seat] and not folded[seat] and stacks[seat] > 0:
                if self.able_count == 1 and self.bets[seat] >= self.max_bet:
                    pending[seat] = False  # matched, and nobody left to bet against: no decision
                    continue
                self.actor = seat
                return
        self.actor = None
        self._end_round()

    def _end_round(self) -> None:
        self.bring_in_due = self.completing = False
        if self.street is self.last_street:
            self._finish(showdown=True)
            return
        if self.able_count <= 1:
            # OHL-3.9 / HE-3.5: nobody left to bet against; the cards are dealt out without betting
            # (a draw game still draws).
            self.ran_out_from = STREETS[self.street + 1]
        self._next_street()

    def _next_street(self) -> None:
        """Deal the next round: a draw waits for every player's; then the round is bet, or, with
        nobody left to bet against, the cards are dealt on to the showdown."""
        while True:
            self.street = STREETS[self.street + 1]
            clause = self.clauses.run_out if self.ran_out_from is not None else self.clauses.rounds
            self._records.append((OperationKind.DEAL, "", self.street, 0, 0, False, True, (clause,)))
            if self.rounds[self.street].deal.draw:
                self._begin_draw()
                return
            if self.ran_out_from is None:
                self._begin_betting()
                return
            if self.street is self.last_street:
                self._finish(showdown=True)
                return

    def _begin_draw(self) -> None:
        """Every player still in the hand draws, all-in or not, in turn from the button's left."""
        count, rules = self.count, self.rules
        first = 1 if rules.draw_starts_left_of_button else 0
        self.drawing = True
        self.draw_order = [seat for seat in ((self.button + k) % count for k in range(first, first + count))
                           if not self.folded[seat] and (rules.all_in_players_draw or self.stacks[seat])]  # fmt: skip
        if not self.draw_order:
            self._end_draw()
            return
        self.actor = self.draw_order[0]

    def _end_draw(self) -> None:
        self.drawing = False
        self.actor = None
        if self.ran_out_from is None:
            self._begin_betting()
        elif self.street is self.last_street:
            self._finish(showdown=True)
        else:
            self._next_street()

    def _begin_betting(self) -> None:
        self.unit = self._unit_for(self.street)
        self.bets = [0] * self.count
        self.max_bet = 0
        self.full_level = 0
        self.min_raise = self.config.big_blind
        self.raises = 0
        self.aggressor = None
        self._open_round()

    def _open_round(self) -> None:
        """Begin a round with its opener (`table.rounds[].opens`): the first seat left of the
        button, or the seat the cards showing name, as `opener` says. When the cards do not say
        (a history hides an up card), the round waits for `open_with`."""
        opens = self.rounds[self.street].opens
        by_position = self.street > Street.PREFLOP and not self.rules.later_rounds_opened_by_the_cards
        if opens not in CARD_OPENINGS or by_position:
            self._begin_round(self.button)
            return
        if self.opener is None:
            raise IllegalAction(f"{opens}: the round is opened by the cards showing, but no cards were given",
                                self.clauses.order)  # fmt: skip
        candidates = tuple(self.opener(self.street, tuple(self.live())))
        street = self.street
        self._begin_round((candidates[0] - 1) % self.count)  # marks who must act
        if len(candidates) > 1 and self.actor is not None and self.street is street:
            # Any of the candidates (or the first seat able to act after it) may be the opener.
            self.open_candidates = tuple(dict.fromkeys(self._first_able_from(seat) for seat in candidates))
            if len(self.open_candidates) > 1:
                self.actor = None

    def _first_able_from(self, seat: int) -> int:
        """The first seat from `seat` clockwise (itself included) that must act this round."""
        for step in range(self.count):
            other = (seat + step) % self.count
            if self.pending[other] and not self.folded[other] and self.stacks[other] > 0:
                return other
        return seat  # pragma: no cover - called only while someone must act

    def open_with(self, seat: int) -> None:
        """Open a round whose opener the cards did not name with the seat the history says acts."""
        if self.actor is not None or not self.open_candidates:
            raise IllegalAction("the round's opener is known", self.clauses.order)
        if seat not in self.open_candidates:
            named = ", ".join(self.names[s] for s in self.open_candidates)
            raise IllegalAction(f"{self.names[seat]} cannot open the round {self.phrase}: the cards showing name "
                                f"{named}", self.clauses.order)  # fmt: skip
        self.open_candidates = ()
        self.last_seat = (seat - 1) % self.count
        self._advance()

    def _finish(self, *, showdown: bool) -> None:
        """End of the hand: return the uncalled part of the largest wager (OHL-3.7, HE-3.3)."""
        self.over = True
        self.showdown = showdown
        self.actor = None
        # The round's wagers, not everything put in: antes that differ by seat are dead money and
        # never come back; an unmatched wager is always of the last round bet (an earlier round
        # left unmatched ends the betting, and its wagers are never cleared).
        if self.rules.uncalled_bet_counts_antes:
            self.bets = list(self.committed)
        bets = self.bets
        ordered = sorted(bets)
        excess = ordered[-1] - ordered[-2]
        top = bets.index(ordered[-1])
        if excess > 0 and self.rules.uncalled_bet_returned:
            self.committed[top] -= excess
            self.stacks[top] += excess
            self.bets[top] = max(0, self.bets[top] - excess)
            self._records.append((OperationKind.UNCALLED, self.names[top], self.street, excess, 0, False, True,
                                  (self.clauses.uncalled,)))  # fmt: skip

    # -- verification -----------------------------------------------------------------------

    def _verify_turn(self, seat: int) -> None:
        if self.over:
            raise IllegalAction("the hand is over: no more actions", self.clauses.order)
        if self.drawing:
            raise IllegalAction(f"it is the draw {self.phrase}: {self.names[self.draw_order[0]]} stands pat or "
                                "discards, no bet is made", self.clauses.draw)  # fmt: skip
        if self.actor is None or seat != self.actor:  # pragma: no cover - actor is set while not over
            expected = self.names[self.actor] if self.actor is not None else "nobody"
            raise IllegalAction(f"{self.names[seat]} acts out of turn: it is {expected}'s turn", self.clauses.order)

    def _verify_not_bringing_in(self, seat: int) -> None:
        if self.bring_in_due and self.rules.bring_in_must_act:
            raise IllegalAction(f"{self.names[seat]} opens the round and must bring in or complete: a bring-in of "
                                f"{self.config.bring_in}, or a completion to {self.unit}",
                                self.clauses.bring_in)  # fmt: skip

    def verify_fold(self, seat: int) -> None:
        self._verify_turn(seat)
        self._verify_not_bringing_in(seat)

    def verify_check(self, seat: int) -> None:
        self._verify_turn(seat)
        self._verify_not_bringing_in(seat)
        owed = self.to_call(seat)
        if owed:
            raise IllegalAction(f"cannot check: {owed} to call", self.clauses.actions)

    def verify_call(self, seat: int) -> None:
        self._verify_turn(seat)
        self._verify_not_bringing_in(seat)
        if not self.to_call(seat):
            raise IllegalAction("nothing to call: check instead", self.clauses.actions)

    def _verify_may_raise(self, seat: int, *, all_in: bool = False) -> None:
        """Everything about a bet or raise except its amount.

        An all-in over players who cannot call it is allowed (its excess comes back as an
        uncalled bet, OHL-3.7, HE-3.3); a stated bet or raise nobody could call is refused.
        """
        self._verify_turn(seat)
        if self.stacks[seat] <= self.max_bet - self.bets[seat]:
            raise IllegalAction(
                f"{self.names[seat]} has {self.stacks[seat]} chips, not more than the {self.max_bet - self.bets[seat]} "
                "to call: call (all-in) instead", self.clauses.actions)  # fmt: skip
        if not all_in and not self._someone_could_call(seat):
            raise IllegalAction("nobody could call a raise: every other player is all-in or has folded",
                                self.clauses.actions)  # fmt: skip
        if self.fixed and self.cap_applies() and self.raises >= self.config.cap:
            raise IllegalAction(f"raise cap reached (one bet and {_count_word(self.config.cap - 1)} raises per round)",
                                self.clauses.cap)  # fmt: skip
        if self.max_bet < self.reopen_at[seat]:
            clause = self.clauses.limit_short_all_in if self.fixed else self.clauses.short_all_in
            raise IllegalAction(
                f"the all-in for less did not reopen the betting: {self.names[seat]} has acted and may only "
                "call or fold", clause)  # fmt: skip

    def _someone_could_call(self, seat: int) -> bool:
        """Another live seat has chips beyond the current highest wager (so a raise can be called)."""
        stacks, bets, folded, top = self.stacks, self.bets, self.folded, self.max_bet
        for other in range(self.count):
            if other != seat and not folded[other] and stacks[other] and stacks[other] + bets[other] > top:
                return True
        return False

    def _verify_amount(self, seat: int, to: int | None, *, all_in: bool = False) -> tuple[int, bool, bool]:
        """(amount raised to, all-in, full) for a bet or raise by `seat`, or IllegalAction."""
        most = self.bets[seat] + self.stacks[seat]
        word = "raise" if self.max_bet else "bet"
        if self.fixed:
            target = self.limit_raise_to()
            sizes = self.clauses.fixed_sizes
            if all_in and most > target:
                raise IllegalAction(f"all-in to {most} is more than the limit allows: {self.phrase} "
                                    f"a {word} goes to {target}", sizes)  # fmt: skip
            if to is None:
                if most < target:
                    raise IllegalAction(f"{word} to {target} needs {target - self.bets[seat]} chips but "
                                        f"{self.names[seat]} has {self.stacks[seat]}: use all-in", sizes)  # fmt: skip
                return target, most == target, True
            if to > most:  # a stated amount the stack cannot cover
                raise IllegalAction(f"{word} to {to} needs {to - self.bets[seat]} chips but {self.names[seat]} has "
                                    f"{self.stacks[seat]}: use all-in", sizes)  # fmt: skip
            if to == most and most < target:
                return to, True, False
            if to != target:
                raise IllegalAction(f"{word} to {to} is not the fixed amount: {self.phrase} a {word} "
                                    f"goes to {target}", sizes)  # fmt: skip
            return to, most == to, True
        if to is None:
            raise IllegalAction(f"a {self.config.structure} {word} needs the amount it goes to, e.g. "
                                f"[\"{self.names[seat]}\", \"{word}\", {self.min_raise_to()}]",
                                self.clauses.pot_limit_sizes if self.pot_limit else self.clauses.no_limit_sizes)
        sizes = self.clauses.pot_limit_sizes if self.pot_limit else self.clauses.no_limit_sizes
        if to > most:
            raise IllegalAction(f"{word} to {to} is more than {self.names[seat]} has (at most {most})", sizes)
        if self.pot_limit and to > (pot_to := self.pot_raise_to(seat)):
            raise IllegalAction(f"{word} to {to} is more than the pot allows: at most {pot_to} (the pot after "
                                f"{self.names[seat]} calls, on top of the call)", sizes)  # fmt: skip
        minimum = self.min_raise_to()
        if to < minimum:
            if to == most:
                return to, True, False  # HE-5.2: a short all-in is allowed
            clause = self.clauses.min_raise if self.max_bet else self.clauses.no_limit_sizes
            raise IllegalAction(f"{word} to {to} is below the minimum {minimum}", clause)
        return to, to == most, True

    def verify_draw(self, seat: int, discards: int) -> None:
        """A draw: in turn, between two rounds, of no more cards than the player holds."""
        if self.over:
            raise IllegalAction("the hand is over: no more actions", self.clauses.order)
        if not self.drawing:
            raise IllegalAction(f"no draw now: the round {self.phrase} is being bet", self.clauses.draw or
                                self.clauses.actions)  # fmt: skip
        if seat != self.draw_order[0]:
            raise IllegalAction(f"{self.names[seat]} draws out of turn: it is {self.names[self.draw_order[0]]}'s draw",
                                self.clauses.draw)  # fmt: skip
        held = self.rules.game.hole_cards
        if not 0 <= discards <= held:
            raise IllegalAction(f"a player discards 0 to {held} cards, got {discards}", self.clauses.draw)

    def can_draw(self, seat: int, discards: int = 0) -> bool:
        return self._can(self.verify_draw, seat, discards)

    def draw(self, seat: int, discards: int = 0) -> Operation:
        first = len(self._records)
        self._draw(seat, discards)
        return operation_of(self._records[first])

    def _draw(self, seat: int, discards: int) -> None:
        self.verify_draw(seat, discards)
        self._records.append((OperationKind.DRAW, self.names[seat], self.street, 0, discards, False, True,
                              (self.clauses.draw,)))  # fmt: skip
        self.draw_order.pop(0)
        if self.draw_order:
            self.actor = self.draw_order[0]
        else:
            self._end_draw()

    def verify_bring_in(self, seat: int) -> None:
        self._verify_turn(seat)
        if not self.bring_in_due:
            raise IllegalAction("no bring-in is due: the bring-in is posted once, by the opener of the first round",
                                self.clauses.bring_in or self.clauses.actions)  # fmt: skip

    def verify_complete(self, seat: int, to: int | None = None, *, all_in: bool = False) -> tuple[int, bool, bool]:
        self._verify_turn(seat)
        if not (self.completing or self.bring_in_due):
            what = "raise" if self.max_bet else "bet"
            raise IllegalAction(f"nothing to complete: only the first full bet over a bring-in completes it; "
                                f"{what} instead", self.clauses.completion or self.clauses.actions)  # fmt: skip
        self._verify_may_raise(seat, all_in=all_in)
        return self._verify_amount(seat, to, all_in=all_in)

    def _verify_not_completing(self, seat: int) -> None:
        if self.completing or self.bring_in_due:
            raise IllegalAction(f"the first full bet of the round completes the bring-in to {self.unit}: "
                                f"complete instead", self.clauses.completion)  # fmt: skip

    def verify_bet(self, seat: int, to: int | None = None, *, all_in: bool = False) -> tuple[int, bool, bool]:
        self._verify_turn(seat)
        self._verify_not_completing(seat)
        if self.max_bet:
            what = "the big blind" if self.street is Street.PREFLOP and self.raises <= 1 else "a bet"
            raise IllegalAction(f"cannot bet: there is already {what} of {self.max_bet}; raise instead",
                                self.clauses.actions)  # fmt: skip
        self._verify_may_raise(seat, all_in=all_in)
        return self._verify_amount(seat, to, all_in=all_in)

    def verify_raise(self, seat: int, to: int | None = None, *, all_in: bool = False) -> tuple[int, bool, bool]:
        self._verify_turn(seat)
        self._verify_not_completing(seat)
        if not self.max_bet:
            raise IllegalAction("nothing to raise: bet instead", self.clauses.actions)
        self._verify_may_raise(seat, all_in=all_in)
        return self._verify_amount(seat, to, all_in=all_in)

    def verify_all_in(self, seat: int) -> None:
        self._verify_turn(seat)
        kind, to = self._all_in_as(seat)
        if kind is OperationKind.BET:
            self.verify_bet(seat, to, all_in=True)
        elif kind is OperationKind.RAISE:
            self.verify_raise(seat, to, all_in=True)
        elif kind is OperationKind.COMPLETE:
            self.verify_complete(seat, to, all_in=True)
        elif kind is OperationKind.CALL:
            self._verify_not_bringing_in(seat)

    def _all_in_as(self, seat: int) -> tuple[OperationKind, int]:
        """What an all-in amounts to: a call when it cannot raise anyone, a bring-in for what the
        opener has, else a bet or raise (a completion facing only a bring-in)."""
        most = self.bets[seat] + self.stacks[seat]
        if self.bring_in_due and most <= self.config.bring_in:
            return OperationKind.BRING_IN, most
        if most <= self.max_bet:
            return OperationKind.CALL, most
        if self.completing or self.bring_in_due:
            return OperationKind.COMPLETE, most
        return (OperationKind.RAISE if self.max_bet else OperationKind.BET), most

    # -- can --------------------------------------------------------------------------------------

    def _can(self, verify: Any, *args: Any) -> bool:
        try:
            verify(*args)
        except IllegalAction:
            return False
        return True

    def can_fold(self, seat: int) -> bool:
        return self._can(self.verify_fold, seat)

    def can_check(self, seat: int) -> bool:
        return self._can(self.verify_check, seat)

    def can_call(self, seat: int) -> bool:
        return self._can(self.verify_call, seat)

    def can_bet(self, seat: int, to: int | None = None) -> bool:
        return self._can(self.verify_bet, seat, to)

    def can_raise(self, seat: int, to: int | None = None) -> bool:
        return self._can(self.verify_raise, seat, to)

    def can_all_in(self, seat: int) -> bool:
        return self._can(self.verify_all_in, seat)

    def can_bring_in(self, seat: int) -> bool:
        return self._can(self.verify_bring_in, seat)

    def can_complete(self, seat: int, to: int | None = None) -> bool:
        return self._can(self.verify_complete, seat, to)

    # -- actions ----------------------------------------------------------------------------------

    def _acted(self, seat: int) -> None:
        self.pending[seat] = False
        increment = self.unit if self.fixed else self.min_raise
        # Facing only a bring-in, the completion (to one bet) is the full wager that reopens.
        self.reopen_at[seat] = self.unit if self.completing else self.max_bet + increment
        self.last_seat = seat

    # Each action is a pair: `_x` acts and records (what replay uses), `x` returns the action's own
    # record (the first one it added: a deal or a returned bet may follow it).
    # fold, check and call are most of a day's actions: each tests its legality inline and asks
    # its verify_x (which raises with the reason) only when that quick test fails.

    def fold(self, seat: int) -> Operation:
        first = len(self._records)
        self._fold(seat)
        return operation_of(self._records[first])

    def check(self, seat: int) -> Operation:
        first = len(self._records)
        self._check(seat)
        return operation_of(self._records[first])

    def call(self, seat: int) -> Operation:
        first = len(self._records)
        self._checked_call(seat)
        return operation_of(self._records[first])

    def bet(self, seat: int, to: int | None = None) -> Operation:
        first = len(self._records)
        self._bet(seat, to)
        return operation_of(self._records[first])

    def raise_to(self, seat: int, to: int | None = None) -> Operation:
        first = len(self._records)
        self._raise(seat, to)
        return operation_of(self._records[first])

    def all_in(self, seat: int) -> Operation:
        first = len(self._records)
        self._all_in(seat)
        return operation_of(self._records[first])

    def bring_in(self, seat: int) -> Operation:
        first = len(self._records)
        self._bring_in(seat)
        return operation_of(self._records[first])

    def complete(self, seat: int, to: int | None = None) -> Operation:
        first = len(self._records)
        self._complete(seat, to)
        return operation_of(self._records[first])

    def act(self, seat: int, verb: Verb, amount: int | None = None) -> Operation:
        """One recorded action (as in a hand history), returning its operation record."""
        first = len(self._records)
        self.apply(seat, verb, amount)
        return operation_of(self._records[first])

    def apply(self, seat: int, verb: Verb, amount: int | None = None) -> None:
        """`act` without building the record now (the log keeps it): the replay path. The verbs are
        tested most frequent first (folds; then PHH's combined verbs; then the JSON format's)."""
        if verb is _FOLD_VERB:
            self._fold(seat)
        elif verb is _CHECK_OR_CALL_VERB:
            if self.bets[seat] < self.max_bet:
                self._checked_call(seat)
            else:
                self._check(seat)
        elif verb is _BET_OR_RAISE_VERB:
            if self.completing or self.bring_in_due:
                self._complete(seat, amount)
            elif self.max_bet:
                self._raise(seat, amount)
            else:
                self._bet(seat, amount)
        elif verb is _CALL_VERB:
            self._checked_call(seat)
        elif verb is _CHECK_VERB:
            self._check(seat)
        elif verb is _RAISE_VERB:
            self._raise(seat, amount)
        elif verb is _BET_VERB:
            self._bet(seat, amount)
        elif verb is _DRAW_VERB:
            self._draw(seat, amount or 0)
        elif verb is _STAND_PAT_VERB:
            self._draw(seat, 0)
        elif verb is _BRING_IN_VERB:
            self._bring_in(seat)
        elif verb is _COMPLETE_VERB:
            self._complete(seat, amount)
        else:
            self._all_in(seat)

    @property
    def records(self) -> tuple[tuple[Any, ...], ...]:
        """The compact log (field order of `Operation`), for callers that keep it for later."""
        return tuple(self._records)

    @property
    def log(self) -> list[Operation]:
        """The audit log: every operation so far, as frozen records."""
        return [operation_of(record) for record in self._records]

    def _fold(self, seat: int) -> None:
        if seat != self.actor or self.bring_in_due or self.drawing:
            self.verify_fold(seat)
        self.folded[seat] = True
        self.live_count -= 1
        self.able_count -= 1  # a seat acting has chips
        self.pending[seat] = False  # _acted, inlined: the three hot actions run it millions of times
        self.reopen_at[seat] = self.unit if self.completing else self.max_bet + (self.unit if self.fixed else
                                                                                   self.min_raise)  # fmt: skip
        self.last_seat = seat
        self._records.append((_FOLD, self.names[seat], self.street, 0, 0, False, True, self._action_clauses))
        self._advance()

    def _check(self, seat: int) -> None:
        if seat != self.actor or self.bets[seat] != self.max_bet or self.bring_in_due or self.drawing:
            self.verify_check(seat)
        self.pending[seat] = False
        self.reopen_at[seat] = self.max_bet + (self.unit if self.fixed else self.min_raise)
        self.last_seat = seat
        self._records.append((_CHECK, self.names[seat], self.street, 0, self.bets[seat], False, True,
                              self._action_clauses))  # fmt: skip
        self._advance()

    def _checked_call(self, seat: int) -> None:
        if seat != self.actor or self.bets[seat] >= self.max_bet or self.bring_in_due or self.drawing:
            self.verify_call(seat)
        self._call(seat)

    def _call(self, seat: int) -> None:
        stack = self.stacks[seat]
        bet = self.bets[seat]
        owed = self.max_bet - bet
        amount = owed if owed < stack else stack
        all_in = amount == stack
        self.stacks[seat] = stack - amount  # _move and _acted, inlined
        if all_in:
            self.able_count -= 1
        self.bets[seat] = bet = bet + amount
        self.committed[seat] += amount
        self.pending[seat] = False
        self.reopen_at[seat] = self.unit if self.completing else self.max_bet + (self.unit if self.fixed else
                                                                                   self.min_raise)  # fmt: skip
        self.last_seat = seat
        clauses = self._action_clauses
        if all_in and bet < self.max_bet:  # a call all-in for less: the all-in rule of the structure played
            clauses += (self.clauses.limit_short_all_in if self.fixed else self.clauses.short_all_in,)
        self._records.append((_CALL, self.names[seat], self.street, amount, bet, all_in, True, clauses))
        self._advance()

    def _bet(self, seat: int, to: int | None) -> None:
        to, all_in, full = self.verify_bet(seat, to)
        self._wager(seat, OperationKind.BET, to, all_in, full)

    def _raise(self, seat: int, to: int | None) -> None:
        to, all_in, full = self.verify_raise(seat, to)
        self._wager(seat, OperationKind.RAISE, to, all_in, full)

    def _all_in(self, seat: int) -> None:
        self.verify_all_in(seat)
        kind, to = self._all_in_as(seat)
        if kind is OperationKind.CALL:
            self._call(seat)
            return
        if kind is OperationKind.BRING_IN:
            self._bring_in(seat)
            return
        if kind is OperationKind.BET:
            to, all_in, full = self.verify_bet(seat, to, all_in=True)
        elif kind is OperationKind.COMPLETE:
            to, all_in, full = self.verify_complete(seat, to, all_in=True)
        else:
            to, all_in, full = self.verify_raise(seat, to, all_in=True)
        self._wager(seat, kind, to, all_in, full)

    def _bring_in(self, seat: int) -> None:
        """The opener of a bring-in game posts the bring-in (all it has, if less): a wager the
        others call or complete; it is no full bet and does not count toward the cap."""
        self.verify_bring_in(seat)
        paid = min(self.config.bring_in, self.stacks[seat])
        self._move(seat, paid)
        self.bring_in_due = False
        self.completing = True
        self.max_bet = max(self.max_bet, self.bets[seat])
        clauses: tuple[str, ...] = (self.clauses.bring_in,)
        if paid < self.config.bring_in:
            clauses += (self.clauses.short_post,)
        self._acted(seat)
        self._records.append((OperationKind.BRING_IN, self.names[seat], self.street, paid, self.bets[seat],
                              self.stacks[seat] == 0, True, clauses))  # fmt: skip
        street = self.street
        self._advance()
        if self.rules.bring_in_keeps_an_option and not self.over and self.street is street and self.stacks[seat]:
            self.pending[seat] = True  # acts again once the others have called, like a big blind

    def _complete(self, seat: int, to: int | None) -> None:
        to, all_in, full = self.verify_complete(seat, to)
        self._wager(seat, OperationKind.COMPLETE, to, all_in, full)

    def _move(self, seat: int, amount: int) -> None:
        self.stacks[seat] -= amount
        if amount and not self.stacks[seat]:
            self.able_count -= 1
        self.bets[seat] += amount
        self.committed[seat] += amount

    def _wager(self, seat: int, kind: OperationKind, to: int, all_in: bool, full: bool) -> None:
        paid = to - self.bets[seat]
        self._move(seat, paid)
        increment = to - self.max_bet
        sizes = self.clauses.fixed_sizes if self.fixed else (
            self.clauses.pot_limit_sizes if self.pot_limit else self.clauses.no_limit_sizes)
        clauses = [self.clauses.actions, sizes]
        if kind is OperationKind.COMPLETE:
            clauses.append(self.clauses.completion)
        # A wager over a bring-in completes it when full; under limit_short_all_in=complete an
        # all-in for less leaves the completion to the next full bet.
        completing = self.completing or self.bring_in_due
        self.bring_in_due = False
        self.completing = completing and not full and not self.rules.short_all_in_on_top
        if full:
            self.full_level = to
            if not self.fixed and increment > self.min_raise:
                self.min_raise = increment
            if kind is not OperationKind.COMPLETE or self.rules.completion_counts_toward_cap:
                self.raises += 1
            if self.fixed:
                clauses.append(self.clauses.cap)
            elif kind is OperationKind.RAISE:
                clauses.append(self.clauses.min_raise)
        else:
            if self.fixed:
                clauses.append(self.clauses.limit_short_all_in)
                if self.rules.short_all_in_on_top:
                    self.raises += 1
            else:
                clauses.append(self.clauses.short_all_in)
        if self.fixed and self.raises > self.config.cap:
            clauses.append(self.clauses.heads_up_cap)
        self.max_bet = to
        self.aggressor = seat
        pending, folded, stacks = self.pending, self.folded, self.stacks
        for other in range(self.count):
            if other != seat and not folded[other] and stacks[other]:
                pending[other] = True
        self._acted(seat)
        if not full:
            rules = self.rules
            if rules.limit_short_all_in_reopens if self.fixed else rules.short_all_in_reopens:
                self.reopen_at = [0] * self.count
            if rules.short_all_in_sets_minimum_raise and not self.fixed:
                self.min_raise = increment
        self._records.append((kind, self.names[seat], self.street, paid, to, all_in, full, tuple(clauses)))
        self._advance()
