"""Rule mutants of Dilemma Hold'em (rules_spec/dilemma_holdem.yaml).

Each mutant is one plausible misreading of one DH clause. The betting, pot and ranking misreadings
are the poker room's shared mutants built from the game's clause map (shared_mutants) plus two of
the 40-card ranking; the house-rule misreadings patch the one function of harness.families.dilemma.settlement
or harness.families.dilemma.effects that holds the rule. features/dilemma_holdem/ must fail on every one
(`tablecert mutants dilemma-holdem`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from harness.core.decks import STANDARD_52
from harness.families.dilemma.banks import Banks
from harness.families.dilemma.rules import Colour, EffectKind
from harness.families.dilemma.settlement import last_round, penalty_round
from harness.families.poker_room.mutants import shared_mutants as shared
from harness.families.poker_room.mutants.room_patches import high_values_mapped, rules_with
from harness.families.poker_room.mutants.short_deck import ace_low_straight_as_ace_high
from harness.families.poker_room.settle import ShowdownLead
from harness.mutation.catalogue import Mutant, Patch

GAME = "dilemma-holdem"
DH = shared.MutatedGame.of(GAME, prefix="dh")
_SETTLEMENT = "harness.families.dilemma.settlement"
_PLAY = "harness.families.dilemma.play"


def _replace(target: str, attribute: str, replacement: Callable[[Any], Any]) -> Patch:
    """Patch `attribute` of `target` with `replacement(original)`."""
    return Patch(target=target, attribute=attribute, build=replacement)


def _mutant(name: str, description: str, clause: str, *patches: Patch) -> Mutant:
    return Mutant(name=f"dh_{name}", description=description, clauses=(clause,), patches=patches)


def _wrap(original: Callable[..., Any], change: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(original)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        return change(original, *args, **kwargs)

    return wrapped


def _settlement(attribute: str, change: Callable[..., Any]) -> Patch:
    """Wrap a rule of the settlement: `change(original, *args)`."""
    return _replace(_SETTLEMENT, attribute, lambda original: _wrap(original, change))


def _no_river_exception(original: Any, result: Any, winners: Sequence[int], readings: Any) -> tuple[int, ...]:
    last = penalty_round(result, readings)
    folded = {result.record.names.index(op.seat): op.street for op in result.operations if op.kind.value == "fold"}
    return tuple(seat for seat in range(len(result.record.seats))
                 if seat not in winners and folded.get(seat, last) >= last)  # fmt: skip


def _everyone_who_lost(original: Any, result: Any, winners: Sequence[int], readings: Any) -> tuple[int, ...]:
    return tuple(seat for seat in range(len(result.record.seats)) if seat not in winners)


def _winners_pay_when_all_win(original: Any, result: Any, winners: Sequence[int], readings: Any) -> tuple[int, ...]:
    found: tuple[int, ...] = original(result, winners, readings)
    return found or tuple(winners)


def _last_round_bettor_shows_first(original: Callable[..., Any]) -> Callable[..., Any]:
    """The room's default showdown lead, whatever the game's house rules say (DH-7)."""

    @functools.wraps(original)
    def settle_hand(record: Any, **options: Any) -> Any:
        return original(record, **{**options, "showdown_lead": ShowdownLead.LAST_ROUND})

    return settle_hand


def _without_effect(kind: EffectKind) -> Patch:
    def build(original: dict[EffectKind, Any]) -> dict[EffectKind, Any]:
        return {**original, kind: lambda *args: None}

    return _replace("harness.families.dilemma.effects", "EFFECTS", build)


def _pay_in_to_bank_1(original: Callable[[Banks, int], Banks]) -> Callable[[Banks, int], Banks]:
    @functools.wraps(original)
    def pay_in(self: Banks, amount: int) -> Banks:
        held = list(self.held)
        held[0] += amount
        return Banks(held=tuple(held), in_use=self.in_use, short=self.short)

    return pay_in


_MUTANTS: tuple[Mutant, ...] = (
    # The ranking on 40 cards (DH-5.1).
    Mutant(name="dh_ranked_on_52_cards", description="hands ranked as on 52 cards: 7-8-9-10-A is no straight",
           clauses=("DH-5.1",), patches=(rules_with(GAME, deck=STANDARD_52),)),
    Mutant(name="dh_wheel_ranks_ace_high", description="A-2-3-4-5 ranks as the ace-high straight",
           clauses=("DH-5.1",), patches=(high_values_mapped(GAME, ace_low_straight_as_ace_high),)),
    shared.hole_card_must_play(DH),
    _mutant("showdown_led_by_the_last_rounds_bettor", "the last bettor of the last round bet shows first, nobody "
            "after a run out (the room's default lead)", "DH-7",
            _replace(_PLAY, "settle_hand", _last_round_bettor_shows_first)),
    _mutant("lab_card_data_ignored", "a hand is settled on the rules_spec's illustrative card data whatever deck it "
            "names", "DH-8", _replace(_PLAY, "read_cards", lambda original: _wrap(
                original, lambda o, value, path: o(None, path)))),
    # Betting and pots, as every no-limit room game misreads them (DH-4.1, DH-4.2, DH-3.3, DH-6.1, DH-5.3).
    shared.min_raise_ignored(DH),
    shared.short_all_in_reopens(DH, fixed=False),
    shared.uncalled_bet_kept(DH),
    shared.side_pot_paid_to_player_not_in_it(DH),
    shared.tie_not_split(DH),
    # The tie rule after the highest unused card (DH-5.2, the interpretation kicker_comparison).
    _mutant("every_kicker_whatever_the_reading", "every unused card compares, whatever kicker_comparison says",
            "DH-5.2", _settlement("pot_winners", lambda original, result, award, readings: award.high.winners)),
    _mutant("only_the_highest_unused_card", "only the highest unused card compares, whatever kicker_comparison "
            "says", "DH-5.2", _settlement("pot_winners", lambda original, result, award, readings: original(
                result, award, replace(readings, highest_unused_card_only=True)))),
    # Ties in tens (DH-6.2).
    _mutant("tie_shared_to_the_chip", "tied winners share a pot to the chip, nothing to the bank", "DH-6.2",
            _settlement("split_in_units", lambda original, amount, ways, unit: (amount // ways, amount % ways))),
    # The card colours and effects (DH-8.1 to DH-8.4, DH-9.2, DH-9.3).
    _mutant("red_acts_from_the_flop", "a red card acts among the flop cards too", "DH-8.3",
            _settlement("acts", lambda original, colour, position: original(colour, position) or (
                colour is Colour.RED and position is not None))),
    _mutant("blue_acts_from_the_turn", "a blue card acts only as the turn or river card", "DH-8.2",
            _settlement("acts", lambda original, colour, position: original(colour, position) and not (
                colour is Colour.BLUE and position is not None and position < 3))),
    _mutant("blue_acts_from_a_hand", "a blue card also acts from a player's hand", "DH-8.2",
            _settlement("acts", lambda original, colour, position: original(colour, position) or (
                colour is Colour.BLUE and position is None))),
    _mutant("crash_ignored", "a crash does not double the penalty", "DH-8.4", _without_effect(EffectKind.CRASH)),
    _mutant("folded_hands_do_not_act", "a folded player's green cards do not act whatever hand_effects_of says",
            "DH-9.2", _settlement("hand_effect_order", lambda original, result, winners, readings: original(
                result, winners, replace(readings, hand_effects_of_every_player=False)))),
    _mutant("hand_effects_right_of_the_button", "hand effects resolve counter-clockwise", "DH-9.2",
            _settlement("hand_effect_order", lambda original, result, winners, readings: tuple(reversed(
                original(result, winners, readings))))),
    _mutant("board_effects_river_first", "board effects resolve from the river back to the flop", "DH-9.3",
            _settlement("board_effect_order", lambda original, board: tuple(reversed(original(board))))),
    _mutant("any_pot_winner_collects", "every pot's winner is a winner of the hand whatever bonus_winners says",
            "DH-9.1", _settlement("hand_winners", lambda original, result, pots, readings: original(
                result, pots, replace(readings, winners_of_any_pot=True)))),
    # The penalty (DH-10 to DH-10.3).
    _mutant("penalty_not_split", "every loser pays the whole penalty", "DH-10",
            _settlement("penalty_each", lambda original, penalty, payers, unit: penalty)),
    _mutant("penalty_from_the_flop_only", "the penalty counts only the three flop cards", "DH-10",
            _settlement("board_total", lambda original, board, cards, corner: original(
                board[:3] if corner == "minus" else board, cards, corner))),
    _mutant("earlier_folders_pay", "players who folded before the last round pay the penalty too", "DH-10.1",
            _settlement("penalty_payers", _everyone_who_lost)),
    _mutant("river_folders_pay", "at the river, fold losers pay beside showdown losers", "DH-10.2",
            _settlement("penalty_payers", _no_river_exception)),
    _mutant("river_exception_at_any_showdown", "only showdown losers pay after any showdown, whatever "
            "river_exception_scope says", "DH-10.2",
            _settlement("penalty_payers", lambda original, result, winners, readings: original(
                result, winners, replace(readings, river_exception_any_showdown=True)))),
    _mutant("run_out_folders_pay", "after a board run out, the folders of the all-in's round pay, whatever "
            "penalty_round_after_run_out says", "DH-10.1",
            _settlement("penalty_round", lambda original, result, readings: last_round(result))),
    _mutant("broke_loser_share_passed_on", "a loser with no chips takes no share of the penalty, whatever "
            "broke_loser_penalty_share says", "DH-10",
            _settlement("penalty_sharers", lambda original, payers, stacks, readings: original(
                payers, stacks, replace(readings, penalty_shared_by_payers_with_chips=True)))),
    _mutant("winners_pay_when_all_win", "when everyone wins, the winners share the penalty", "DH-10.3",
            _settlement("penalty_payers", _winners_pay_when_all_win)),
    # Bankruptcy, bonus, banks, blinds, the end (DH-11 to DH-13.3).
    _mutant("bankrupt_players_stay", "a player with no chips stays in the game", "DH-11",
            _settlement("bankrupt_seats", lambda original, stacks: ())),
    _mutant("bonus_split_to_the_chip", "tied winners share the bonus to the chip, not in tens", "DH-12",
            _settlement("bonus_each", lambda original, bonus, winners, unit: bonus // winners)),
    _mutant("short_bonus_paid_in_seat_order", "tied winners collect a bonus the banks cannot pay in full one by "
            "one in seat order until the banks are empty", "DH-12.1",
            _settlement("bonus_share", lambda original, each, winners, available, unit: each)),
    _mutant("penalty_into_bank_1", "payments to the bank always go into bank 1", "DH-13",
            _replace("harness.families.dilemma.banks:Banks", "pay_in", _pay_in_to_bank_1)),
    _mutant("blinds_never_rise", "the blinds stay 10/20 as the banks are used", "DH-13.1",
            _replace("harness.families.dilemma.rules:HouseRules", "blinds",
                     lambda original: _wrap(original, lambda o, self, bank: o(self, 0)))),
    _mutant("game_ends_only_on_a_shortfall", "a bank emptied exactly does not end the game, whatever game_end says",
            "DH-13.3", _settlement("game_ends", lambda original, banks, players, readings: original(
                banks, players, replace(readings, end_on_shortfall_only=True)))),
)

DILEMMA_HOLDEM = DH.catalogue(binding="tests/bdd/test_dilemma_holdem.py", mutants=_MUTANTS)
