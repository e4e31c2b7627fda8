"""Rule mutants of Jan-Poker (rules_spec/jan_poker.yaml).

Each mutant is one plausible misreading of one JP clause. Where the rule is a value of the rules
in force (harness.families.jan_poker.rules.JanPokerRules: the starting points, the riichi deposit,
who is bust, the poker order, the first actor's seat, the mahjong hands played), the mutant is
another rules object (`_rules_with`). Otherwise it patches the one function where the rule lives:
the coupling layer (harness.families.jan_poker.play: what a mahjong turn allows, who opens a hand,
the end of the game), the mid-hand payments (harness.families.jan_poker.betting) and the stream's
face checks (harness.families.jan_poker.stream). Two are the room's shared mutants, scoped to
Jan-Poker's hands by the game name. features/jan_poker/ must fail on every one
(`tablecert mutants jan-poker`); tests/mutants/test_jan_poker_mutants.py shows each one changes a
witness game.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any

from harness.families.jan_poker.betting import CoupledBetting, PointsEffect
from harness.families.jan_poker.play import GamePlay
from harness.families.jan_poker.play import turn_allows as _REAL_TURN_ALLOWS
from harness.families.jan_poker.rules import (
    EAST_SOUTH_HANDS,
    MAHJONG_HANDS,
    JanPokerRules,
    forget_jan_poker_table,
    jan_poker_table,
)
from harness.families.jan_poker.stream import EventKind, StreamRefused
from harness.families.poker_room.betting import Verb
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants.room_patches import clear_caches
from harness.mutation.catalogue import GameMutants, Mutant, Patch

GAME = "jan-poker"
PLAY = "harness.families.jan_poker.play"
GAME_PLAY = "harness.families.jan_poker.play:GamePlay"
COUPLED = "harness.families.jan_poker.betting:CoupledBetting"
STREAM = "harness.families.jan_poker.stream"
RULES = "harness.families.jan_poker.rules:JanPokerRules"


def _replace(value: Any) -> Callable[[Any], Any]:
    return lambda original: value


def _method(change: Callable[..., Any]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Wrap a method: `change(self, original bound method, *args)`."""

    def build(original: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(original)
        def wrapped(self: Any, *args: Any, **kwargs: Any) -> Any:
            return change(self, functools.partial(original, self), *args, **kwargs)

        return wrapped

    return build


def _reading(**fields: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Run a GamePlay method as if the rules said otherwise (a reading ignored: its other option)."""

    def change(self: GamePlay, original: Callable[..., Any], *args: Any) -> Any:
        rules = self.rules
        self.rules = dataclasses.replace(rules, **fields)
        try:
            return original(*args)
        finally:
            self.rules = rules

    return _method(change)


def _rules_made(change: Callable[[JanPokerRules], JanPokerRules]) -> Patch:
    """The rules in force with one value changed: wrap the classmethod JanPokerRules.make, which
    every game's settlement gets its rules from."""

    def build(original: Any) -> Any:
        make = original.__func__

        def wrapped(cls: type[JanPokerRules], overrides: dict[str, str] | None = None) -> JanPokerRules:
            return change(make(cls, overrides))

        return classmethod(functools.wraps(make)(wrapped))

    return Patch(target=RULES, attribute="make", build=build)


def _rules_with(**values: Any) -> Patch:
    return _rules_made(lambda rules: dataclasses.replace(rules, **values))


def _turn_allows_discard(kind: EventKind, verb: Verb) -> str:
    return "" if kind is EventKind.DISCARD else _REAL_TURN_ALLOWS(kind, verb)


def _turn_allows_call(kind: EventKind, verb: Verb) -> str:
    return "" if kind is EventKind.CALL else _REAL_TURN_ALLOWS(kind, verb)


def _turn_allows_self_draw(kind: EventKind, verb: Verb) -> str:
    return "" if kind is EventKind.SELF_DRAW_WIN else _REAL_TURN_ALLOWS(kind, verb)


def _draw_discard_forces_chips(kind: EventKind, verb: Verb) -> str:
    if kind is EventKind.DRAW_DISCARD and verb in (Verb.CHECK, Verb.FOLD):
        return "JP-4.1"
    return _REAL_TURN_ALLOWS(kind, verb)


def _shortfall_forgiven(self: CoupledBetting, original: Callable[..., PointsEffect], seat: int, change: int,
                        **kwargs: Any) -> PointsEffect:  # fmt: skip
    """A player pays at most what is behind: the rest of the payment is not owed."""
    effect = original(seat, change, **kwargs)
    self.owed[seat] = 0
    return effect


def _fold_always(self: CoupledBetting, original: Callable[..., PointsEffect], seat: int, change: int,
                 **kwargs: Any) -> PointsEffect:  # fmt: skip
    """A player left with nothing behind folds the hand instead of being all-in."""
    committed = self.committed[seat]
    self.committed[seat] = 0  # seen as nothing in: the conversion folds
    try:
        effect = original(seat, change, **{**kwargs, "fold_with_nothing_in": True})
    finally:
        self.committed[seat] = committed
    return effect


def _all_in_kept(self: CoupledBetting, original: Callable[..., PointsEffect], seat: int, change: int,
                 **kwargs: Any) -> PointsEffect:  # fmt: skip
    """Points won during an all-in wait for the end of the hand: the player stays all-in."""
    if change > 0 and not self.folded[seat] and not self.over and self.stacks[seat] == 0:
        self.owed[seat] += change
        return PointsEffect.NONE
    return original(seat, change, **kwargs)


def _dealer_opens_every_hand(self: GamePlay, original: Callable[..., str], names: list[str],
                             first_of_mahjong_hand: bool) -> str:  # fmt: skip
    return original(names, True)


def _rotation_runs_on(self: GamePlay, original: Callable[..., str], names: list[str],
                      first_of_mahjong_hand: bool) -> str:  # fmt: skip
    """The first poker hand of a mahjong hand goes on from the last hand, not from the dealer."""
    return original(names, first_of_mahjong_hand and self.previous_first is None)


def _no_own_turn_check(self: GamePlay, original: Callable[..., None], event: Any) -> None:
    """Any player's poker action is taken whoever's turn it is, only the turn's limits apply."""
    if self.turn is not None and self.turn.event.player != event.player:
        return
    original(event)


def _nothing_waits(self: GamePlay, original: Callable[..., None], following: Any) -> None:
    self.turn = None


def _many_per_turn(self: GamePlay, original: Callable[..., None], event: Any) -> None:
    if self.turn is not None:
        self.turn.acted = False
    original(event)


def _no_three_bust(self: GamePlay, original: Callable[..., None]) -> None:
    return None


def _bust_forgotten(self: GamePlay, original: Callable[..., list[str]]) -> list[str]:
    """The old reading: the points at each deal decide, so a bust who won points back is dealt in."""
    return [name for name in self.rules.poker_seat_order(self.players) if not self.rules.busted(self.points[name])]


def _deposits_returned(self: GamePlay, original: Callable[..., None]) -> None:
    """A mahjong hand without a win gives its riichi deposits back instead of carrying them over."""
    if self.on_table and not self.won and self.mahjong_hand < len(self.mahjong_hands) - 1:
        current = self.mahjong_hands[self.mahjong_hand]
        for record in self.deposits:
            if record["kind"] == "riichi" and record["mahjong_hand"] == current:
                self.points[record["player"]] += record["amount"]
                self.on_table -= record["amount"]
    original()


def _coupled_after_the_end(self: GamePlay, original: Callable[..., None], event: Any) -> None:
    """The last poker hand of a mahjong hand still needs mahjong turns for its actions."""
    if self.mahjong_over and event.kind is EventKind.POKER and not self.over:
        raise StreamRefused(event.path, f"{event.player} takes a poker action on no player's turn (JP-4)")
    original(event)


def _transfers_unchecked(value: Any, path: str, players: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    return tuple((str(name), int(change)) for name, change in value.items())


JP = shared.MutatedGame(game=jan_poker_table(), prefix="jp")

_MUTANTS = (
    Mutant(name="jp_clockwise_order", description="poker passes in the usual clockwise order, not in mahjong order",
           clauses=("JP-3",), patches=(_rules_with(poker_in_mahjong_order=False),)),
    Mutant(name="jp_dealer_on_the_button",
           description="the mahjong dealer holds the poker button instead of acting first from the cut-off",
           clauses=("JP-3.1",),
           patches=(_rules_with(dealer_acts_first=False),)),
    Mutant(name="jp_rotation_runs_on_into_the_next_mahjong_hand",
           description="the first poker hand of a mahjong hand is opened by the next player after the last hand's "
                       "first, not by the new dealer",
           clauses=("JP-3.1",), patches=(Patch(target=GAME_PLAY, attribute="_first_actor",
                                               build=_method(_rotation_runs_on)),)),  # fmt: skip
    Mutant(name="jp_dealer_opens_every_poker_hand",
           description="the button never moves within a mahjong hand: the dealer opens every poker hand",
           clauses=("JP-3.2",), patches=(Patch(target=GAME_PLAY, attribute="_first_actor",
                                               build=_method(_dealer_opens_every_hand)),)),  # fmt: skip
    Mutant(name="jp_draw_discard_forces_call_or_more",
           description="a draw-and-discard turn must put points in (call or more), not only may",
           clauses=("JP-4.1",),
           patches=(Patch(target=PLAY, attribute="turn_allows", build=_replace(_draw_discard_forces_chips)),)),
    Mutant(name="jp_hand_discard_allows_call",
           description="a discard from the hand allows any poker action, not only check or fold",
           clauses=("JP-4.2",),
           patches=(Patch(target=PLAY, attribute="turn_allows", build=_replace(_turn_allows_discard)),)),
    Mutant(name="jp_tile_call_allows_poker_action",
           description="a turn taken by calling a tile allows a poker action as a draw does",
           clauses=("JP-4.3",),
           patches=(Patch(target=PLAY, attribute="turn_allows", build=_replace(_turn_allows_call)),)),
    Mutant(name="jp_self_draw_win_allows_call",
           description="a win by self-draw puts no limit on the poker action",
           clauses=("JP-4.4",),
           patches=(Patch(target=PLAY, attribute="turn_allows", build=_replace(_turn_allows_self_draw)),)),
    Mutant(name="jp_poker_action_on_any_turn",
           description="a poker action may be taken on another player's mahjong turn",
           clauses=("JP-4",), patches=(Patch(target=GAME_PLAY, attribute="_check_coupling",
                                             build=_method(_no_own_turn_check)),)),  # fmt: skip
    Mutant(name="jp_player_to_act_may_skip_a_draw",
           description="the player the poker action waits for may let a draw pass without acting",
           clauses=("JP-4",), patches=(Patch(target=GAME_PLAY, attribute="_close_turn",
                                             build=_method(_nothing_waits)),)),  # fmt: skip
    Mutant(name="jp_several_poker_actions_per_turn",
           description="a turn allows more than one poker action",
           clauses=("JP-4",), patches=(Patch(target=GAME_PLAY, attribute="_check_coupling",
                                             build=_method(_many_per_turn)),)),  # fmt: skip
    Mutant(name="jp_last_poker_hand_still_coupled",
           description="the last poker hand of a mahjong hand is still played on mahjong turns",
           clauses=("JP-5",), patches=(Patch(target=GAME_PLAY, attribute="_poker",
                                             build=_method(_coupled_after_the_end)),)),  # fmt: skip
    Mutant(name="jp_payment_beyond_points_forgiven",
           description="a player pays mahjong points only up to what is behind; the rest is not owed",
           clauses=("JP-5.2",), patches=(Patch(target=COUPLED, attribute="mahjong_points",
                                               build=_method(_shortfall_forgiven)),)),  # fmt: skip
    Mutant(name="jp_bust_in_a_hand_folds",
           description="a player left with 0 or fewer behind by a mahjong payment folds instead of going all-in",
           clauses=("JP-5.2",), patches=(Patch(target=COUPLED, attribute="mahjong_points",
                                               build=_method(_fold_always)),)),  # fmt: skip
    Mutant(name="jp_all_in_kept_after_winning_points",
           description="points won during an all-in wait for the end of the hand: the player stays all-in",
           clauses=("JP-5.3",), patches=(Patch(target=COUPLED, attribute="mahjong_points",
                                               build=_method(_all_in_kept)),)),  # fmt: skip
    Mutant(name="jp_bust_only_below_zero",
           description="a player leaves the poker game only below 0 points, not at exactly 0",
           clauses=("JP-5.1",), patches=(_rules_with(bust_at_zero=False),)),
    Mutant(name="jp_three_bust_ignored",
           description="three players at 0 or below do not end the game",
           clauses=("JP-6.1",), patches=(Patch(target=GAME_PLAY, attribute="_check_three_bust",
                                               build=_method(_no_three_bust)),)),  # fmt: skip
    Mutant(name="jp_east_south_game",
           description="the game is a half game of East and South (eight mahjong hands), not East only",
           clauses=("JP-6",),
           patches=(_rules_with(mahjong_hands=EAST_SOUTH_HANDS),)),
    Mutant(name="jp_game_length_fixed_east_only",
           description="the game is East-only whatever the reading game_length says (East-South never played)",
           clauses=("JP-6",),
           patches=(_rules_with(mahjong_hands=MAHJONG_HANDS),)),
    Mutant(name="jp_bust_forgotten_after_mahjong_win",
           description="a player gone bust is dealt back into poker after winning mahjong points above 0",
           clauses=("JP-5.1",), patches=(Patch(target=GAME_PLAY, attribute="_in_poker",
                                               build=_method(_bust_forgotten)),)),  # fmt: skip
    Mutant(name="jp_won_back_bust_not_counted",
           description="a player gone bust who won points back no longer counts among the three at 0 or below",
           clauses=("JP-6.1",), patches=(Patch(target=GAME_PLAY, attribute="_three_bust_count",
                                               build=_reading(bust_remembered_counts=False)),)),  # fmt: skip
    Mutant(name="jp_riichi_deposit_netted",
           description="a riichi puts nothing on the table: the deposit is netted into the win's payments",
           clauses=("JP-5.4",), patches=(_rules_with(riichi_deposit=0),)),
    Mutant(name="jp_deposits_returned_on_a_drawn_hand",
           description="a mahjong hand ended without a win returns its riichi deposits instead of carrying them over",
           clauses=("JP-5.4",), patches=(Patch(target=GAME_PLAY, attribute="_next_mahjong_hand",
                                               build=_method(_deposits_returned)),)),  # fmt: skip
    Mutant(name="jp_leftover_deposits_vanish",
           description="riichi deposits left at the end of the game go to nobody, not to the top player",
           clauses=("JP-5.4",), patches=(Patch(target=GAME_PLAY, attribute="_leftover_deposits",
                                               build=_reading(leftover_to_top=False)),)),  # fmt: skip
    Mutant(name="jp_starting_points_30000",
           description="each player starts with 30,000 points (the usual mahjong return) instead of 25,000",
           clauses=("JP-1",), patches=(_rules_with(starting_points=30_000),)),
    Mutant(name="jp_unbalanced_payment_accepted",
           description="a mahjong payment need not add up to zero",
           clauses=("JP-1.1",),
           patches=(Patch(target=STREAM, attribute="_parse_transfers", build=_replace(_transfers_unchecked)),)),
    shared.min_raise_ignored(JP),
    shared.uncalled_bet_kept(JP),
)


def _reset() -> None:
    clear_caches()
    forget_jan_poker_table()


JAN_POKER = GameMutants(game=GAME, bindings=("tests/bdd/test_jan_poker.py",), env=(), mutants=_MUTANTS, reset=_reset)
