"""Rule mutants of arcade table poker (rules_spec/arcade_poker.yaml).

Each mutant is one plausible misreading of one AP clause, applied by patching the engine where
the rule lives: a function of harness.families.arcade.betting, .settle or .cards, or the loader of the
commission schedules (harness.families.arcade.rules), whose cache the reset drops so the schedule is read
again through the patch. features/arcade_poker/ must fail on every one
(`tablecert mutants arcade-poker`); tests/mutants/test_arcade_poker_mutants.py holds a witness
hand for each.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction
from pathlib import Path
from typing import Any

from harness.families.arcade.rules import Commission, Shares, arcade_rules
from harness.mutation.catalogue import GameMutants, Mutant, Patch

BETTING = "harness.families.arcade.betting"
SETTLE = "harness.families.arcade.settle"
CARDS = "harness.families.arcade.cards"
RULES = "harness.families.arcade.rules"
NOTICES = "harness.families.arcade.notices"


def _schedule(version: int, change: Callable[[Commission], Commission]) -> Patch:
    """A commission schedule misread: the loaded schedule of `version`, changed."""

    def build(original: Callable[[Path], Commission]) -> Callable[[Path], Commission]:
        def load(path: Path) -> Commission:
            loaded = original(path)
            return change(loaded) if loaded.version == version else loaded

        return load

    return Patch(target=RULES, attribute="load_commission", build=build)


def _table_winner(**changes: Fraction) -> Callable[[Commission], Commission]:
    return lambda c: replace(c, table=replace(c.table, winner=replace(c.table.winner, **changes)))


def _non_owner_checks(original: Callable[..., bool]) -> Callable[..., bool]:
    return lambda state, seat: state.max_total == 0 or original(state, seat)


def _holdem_checks_later(original: Callable[..., bool]) -> Callable[..., bool]:
    return lambda state, seat: (state.max_total == 0 and seat == state.round_owner) or original(state, seat)


def _folded_owner_passes(original: Callable[..., bool]) -> Callable[..., bool]:
    def allowed(state: Any, seat: int) -> bool:
        if state.max_total == 0 and state.folded[state.round_owner]:
            first = next(s for s in state.clockwise_from(state.round_owner) if not state.folded[s])
            return bool(seat == first)
        return original(state, seat)

    return allowed


def _stud_worst_owner(original: Callable[..., int]) -> Callable[..., int]:
    def owner(hand: Any, readings: Any, round_number: int, state: Any) -> int:
        from harness.families.arcade import cards

        needed = 2 + min(round_number, 4)
        keys = {s: cards.stud_owner_key(cards.stud_open_cards(hand.cards[s].cards[:needed], round_number), s,
                                        readings) for s in state.live}  # fmt: skip
        return int(min(keys, key=lambda s: keys[s]))

    return owner


def _passes_right(original: Callable[..., int]) -> Callable[..., int]:
    def owner(state: Any, seat: int) -> int:
        n = len(state.names)
        return next(s for s in ((seat - k) % n for k in range(n)) if not state.folded[s])

    return owner


def _round_closes_when_level(original: Callable[..., None]) -> Callable[..., None]:
    def acted(state: Any, seat: int, *, raised: bool) -> None:
        original(state, seat, raised=raised)
        if len({state.round_total[s] for s in state.active}) <= 1:
            state.pending.clear()

    return acted


def _whole_payout_to_first(original: Callable[..., list[Fraction]]) -> Callable[..., list[Fraction]]:
    def shares(
        rates: Shares, antes: int, contributions: Sequence[int], winners: Sequence[int], **options: bool
    ) -> list[Fraction]:
        whole = sum(original(rates, antes, contributions, winners, **options), Fraction(0))
        return [whole] + [Fraction(0)] * (len(winners) - 1)

    return shares


def _showdown_all_in_first(original: Callable[..., list[int]]) -> Callable[..., list[int]]:
    def order(state: Any, commission: Commission, chosen: dict[str, str]) -> list[int]:
        found = original(state, commission, chosen)
        if not commission.showdown_all_in_last:
            return found
        return [s for s in found if state.all_in[s]] + [s for s in found if not state.all_in[s]]

    return order


def _hard_total(original: Callable[..., int]) -> Callable[..., int]:
    from harness.families.arcade.cards import card_count

    return lambda cards: sum(card_count(c) for c in cards)


def _bust_highest_wins(original: Callable[..., int]) -> Callable[..., int]:
    from harness.families.arcade.cards import blackjack_total

    def value(cards: Sequence[int], readings: Any) -> int:
        total = blackjack_total(cards)
        return total if total > 21 else original(cards, readings)

    return value


def _draw_ignored(original: Callable[..., tuple[int, ...]]) -> Callable[..., tuple[int, ...]]:
    def final(hand: Any, seat: int) -> tuple[int, ...]:
        held = hand.cards[seat]
        if held.drawn and held.cards is not None:
            return tuple(held.cards)
        return original(hand, seat)

    return final


def _jackpot_winners_only(original: Callable[..., dict[int, int]]) -> Callable[..., dict[int, int]]:
    def paid(hand: Any, rules: Any, level: Any, categories: dict[int, str], winners: Sequence[int]) -> dict[int, int]:
        return {s: c for s, c in original(hand, rules, level, categories, winners).items() if s in winners}

    return paid


def _limit_button_lost_without_all_in(original: Callable[..., bool]) -> Callable[..., bool]:
    """The old reading: the limit button goes at every level, with or without ALL IN."""

    def lost(state: Any, seat: int) -> bool:
        level = state.settings.level
        return bool(not state.last_round and state.round_start[seat] < level.limit + level.unit)

    return lost


def _forced_chips(reading: str) -> Callable[[Callable[..., int]], Callable[..., int]]:
    """The forced all-in conditions read one way whatever the interpretation says."""

    def build(original: Callable[..., int]) -> Callable[..., int]:
        def chips(state: Any, seat: int) -> int:
            return int(state.behind[seat] if reading == "when_acting" else state.round_start[seat])

        return chips

    return build


def _co_winners_as_others(original: Callable[..., list[Fraction]]) -> Callable[..., list[Fraction]]:
    def shares(
        rates: Shares, antes: int, contributions: Sequence[int], winners: Sequence[int], **options: bool
    ) -> list[Fraction]:
        return original(rates, antes, contributions, winners, together=False)

    return shares


def _single_eligible_side_pot_paid(original: Callable[..., bool]) -> Callable[..., bool]:
    def returned(commission: Commission, best: int, pot: Any) -> bool:
        return len(pot.eligible) > 1 and bool(original(commission, best, pot))

    return returned


def _mutant(name: str, description: str, clause: str, *patches: Patch) -> Mutant:
    return Mutant(name=name, description=description, clauses=(clause,), patches=patches)


def _patch(target: str, attribute: str, build: Callable[[Any], Any]) -> Patch:
    return Patch(target=target, attribute=attribute, build=build)


_MUTANTS = (
    # Owner and check (AP-3 to AP-3.5, AP-4, AP-4.1).
    _mutant("ap_non_owner_may_check", "any player may check while nobody has bet", "AP-3.1",
            _patch(BETTING, "check_allowed", _non_owner_checks)),
    _mutant("ap_holdem_owner_checks_in_later_rounds", "the Hold'em owner may check in rounds 2 to 4", "AP-3.3",
            _patch(BETTING, "check_allowed", _holdem_checks_later)),
    _mutant("ap_folded_owner_passes_check", "after the owner folds, the next player in acts as owner and checks",
            "AP-3.2", _patch(BETTING, "check_allowed", _folded_owner_passes)),
    _mutant("ap_stud_owner_worst_open_cards", "the weakest open cards own a Stud round", "AP-3.4",
            _patch(SETTLE, "stud_owner", _stud_worst_owner)),
    _mutant("ap_stud_owner_tie_ignores_suit", "equal open cards go to the first seat, not the higher suit",
            "AP-3.4", _patch(CARDS, "_highest_card", lambda original: lambda cards: (0, 0))),
    _mutant("ap_blackjack_owner_passes_right", "a folded Black Jack owner passes the ownership to the right",
            "AP-3.5", _patch(SETTLE, "next_owner_after_fold", _passes_right)),
    _mutant("ap_blackjack_owner_by_hidden_card", "the first card dealt (face down) decides the Black Jack owner",
            "AP-3.5", _patch(CARDS, "blackjack_first_open", lambda original: lambda cards, readings: cards[0])),
    _mutant("ap_raise_below_previous_bet", "a raise may go to any of the amounts, even below the largest total",
            "AP-4", _patch(BETTING, "bet_targets", lambda original: lambda state: state.settings.level.amounts)),
    _mutant("ap_round_closes_when_level", "a round closes as soon as the bets are level, before all have acted",
            "AP-4.1", _patch(f"{BETTING}:HandState", "_acted", _round_closes_when_level)),
    # All-in (AP-5 to AP-5.5).
    _mutant("ap_all_in_keeps_no_odd_chips", "all-in puts in every chip, the odd chips below a unit too", "AP-5",
            _patch(BETTING, "floor_to_unit", lambda original: lambda chips, unit: chips)),
    _mutant("ap_limit_button_kept_before_last_round", "a player short of the limit plus one unit keeps the limit",
            "AP-5.2", _patch(BETTING, "limit_button_is_all_in", lambda original: lambda state, seat: False)),
    _mutant("ap_closing_last_bet_is_all_in", "a last bet of every chip that closes the last round is all-in",
            "AP-5.3", _patch(BETTING, "closes_into_showdown", lambda original: lambda state: False)),
    _mutant("ap_ver1_tournament_all_in_any_time", "the Ver.1 tournament allows all-in at any time", "AP-5.4",
            _schedule(1, lambda c: replace(c, all_in_any_time_in_tournament=True))),
    _mutant("ap_whole_stack_call_not_all_in", "a call or bet of every chip leaves the player not all-in", "AP-5",
            _patch(BETTING, "spends_every_chip", lambda original: lambda state, seat: False)),
    _mutant("ap_beginner_limit_button_lost", "a short beginner loses the limit button with no ALL IN for it",
            "AP-5.2", _patch(BETTING, "limit_button_is_all_in", _limit_button_lost_without_all_in)),
    _mutant("ap_forced_all_in_read_when_acting", "the forced all-in reads the chips in hand, not at the round's start",
            "AP-5.2", _patch(BETTING, "forced_all_in_chips", _forced_chips("when_acting"))),
    _mutant("ap_forced_all_in_when_acting_ignored", "read when acting, the chips are still read at the round's start",
            "AP-5.2", _patch(BETTING, "forced_all_in_chips", _forced_chips("round_start"))),
    _mutant("ap_seat_with_only_the_ante", "a seat holding the ante alone is dealt in", "AP-1.2",
            _patch(SETTLE, "seat_minimum", lambda original: lambda level: max(level.ante, level.unit))),
    _mutant("ap_beginner_all_in", "the beginner table has all-in", "AP-5.5",
            _patch(RULES, "read_level", lambda original: lambda name, at: replace(original(name, at), all_in=True))),
    # Payout (AP-1.1, AP-6, AP-7 to AP-8.3).
    _mutant("ap_ver2_whole_ante_in_pot", "Ver.2 puts the whole ante in the pot", "AP-1.1",
            _schedule(2, lambda c: replace(c, table=replace(c.table, ante_to_pot=Fraction(1))))),
    _mutant("ap_ver2_own_bets_commissioned", "Ver.2 pays the winner 70% of their own bets too", "AP-7",
            _schedule(2, _table_winner(own_bets=Fraction(7, 10)))),
    _mutant("ap_ver2_others_bets_in_full", "Ver.2 pays the winner 100% of the other players' bets", "AP-7",
            _schedule(2, _table_winner(other_bets=Fraction(1)))),
    _mutant("ap_ver1_no_bonus_points", "Ver.1 keeps the 30% without giving bonus points", "AP-7.1",
            _schedule(1, lambda c: replace(c, table=replace(c.table, bonus_points=Shares(
                pot_antes=Fraction(0), other_bets=Fraction(0), own_bets=Fraction(0)))))),
    _mutant("ap_tie_not_split", "a tie pays the whole payout to the first winner", "AP-7",
            _patch(SETTLE, "pot_shares", _whole_payout_to_first)),
    _mutant("ap_odd_chips_rounded_up", "each share is rounded up", "AP-7.2",
            _patch(SETTLE, "round_shares", lambda original: lambda exact, odd: [math.ceil(x) for x in exact])),
    _mutant("ap_uncalled_bet_in_the_pot", "an unmatched bet stays in the pot and is commissioned", "AP-7.3",
            _patch(SETTLE, "uncalled_returns", lambda original: lambda committed: [0] * len(committed))),
    _mutant("ap_ver1_side_pot_paid", "Ver.1 pays an all-in winner's side pot to the best other hand", "AP-8.1",
            _patch(SETTLE, "side_pots_returned", lambda original: lambda commission, best, pot: False)),
    _mutant("ap_ver1_single_eligible_side_pot_paid",
            "Ver.1 pays a side pot with one eligible player to them instead of returning it", "AP-8.1",
            _patch(SETTLE, "side_pots_returned", _single_eligible_side_pot_paid)),
    _mutant("ap_unmatched_bet_shown_as_uncalled", "the bet above an all-in is an uncalled return, not the seed's "
            "side pot", "AP-7.3", _patch(SETTLE, "unmatched_side_pot", lambda original: lambda index, returns: None)),
    _mutant("ap_ver2_co_winners_bets_as_others", "a Ver.2 co-winner's bets are paid at 70% like a loser's", "AP-7",
            _patch(SETTLE, "pot_shares", _co_winners_as_others)),
    _mutant("ap_prizes_outside_unnamed", "the ledger is silent on the bonus game and the challenge balls", "AP-7.5",
            _patch(SETTLE, "prizes_outside_harness", lambda original: lambda rules, level, version, winners: {})),
    _mutant("ap_ver2_side_pot_returned", "Ver.2 returns an all-in winner's side pot to its payers", "AP-8.2",
            _patch(SETTLE, "side_pots_returned",
                   lambda original: lambda commission, best, pot: pot.level > best)),
    _mutant("ap_ver2_all_in_loser_plays_on", "a Ver.2 all-in loser may play the next hand", "AP-8.3",
            _schedule(2, lambda c: replace(c, all_in_loser_sits_out=False))),
    _mutant("ap_ver2_all_in_shows_first", "under Ver.2 the all-in players show first", "AP-6",
            _patch(SETTLE, "showdown_order", _showdown_all_in_first)),
    _mutant("ap_jackpot_winner_only", "only a winner's jackpot hand is paid", "AP-9",
            _patch(SETTLE, "jackpot_paid", _jackpot_winners_only)),
    _mutant("ap_tournament_parameters_unmarked", "the report does not mark the tournament's blinds and amounts "
            "illustrative", "AP-2.1",
            _patch(NOTICES, "illustrative_notices", lambda original: lambda rules, levels: [])),
    # Cards (AP-11, AP-13, AP-13.1).
    _mutant("ap_draw_ignored", "the Draw Poker hand is the five cards first dealt", "AP-11",
            _patch(SETTLE, "final_cards", _draw_ignored)),
    _mutant("ap_blackjack_card_timing_unchecked", "a Black Jack hand may show cards dealt after its player left",
            "AP-13",
            _patch(SETTLE, "blackjack_rounds_dealt", lambda original: lambda state, seat: state.settings.rounds)),
    _mutant("ap_blackjack_fifth_card", "a Black Jack hand of three rounds may hold five cards", "AP-13",
            _patch(SETTLE, "blackjack_most_cards", lambda original: lambda rounds: 2 + rounds)),
    _mutant("ap_ace_always_eleven", "a Black Jack ace always counts 11", "AP-13",
            _patch(CARDS, "blackjack_total", _hard_total)),
    _mutant("ap_all_bust_highest_wins", "when everyone busts the highest total wins", "AP-13.1",
            _patch(CARDS, "blackjack_value", _bust_highest_wins)),
    _mutant("ap_natural_is_a_plain_21", "a natural Black Jack counts as a plain 21", "AP-13.1",
            _patch(CARDS, "is_natural", lambda original: lambda cards: False)),
)  # fmt: skip


def clear_caches() -> None:
    """The schedules are loaded once (rules.arcade_rules): read them again through the patches."""
    arcade_rules.cache_clear()


ARCADE_POKER = GameMutants(
    game="arcade-poker",
    bindings=("tests/bdd/test_arcade_poker.py",),
    env=(),
    mutants=_MUTANTS,
    reset=clear_caches,
)
