"""Settle one arcade poker hand: replay its betting, show down, form the pots and pay them under
the version's commission schedule (AP-6 to AP-9).

Settlement is a pure function of the hand and the rules (STYLE §4). Money is integer chips; the
rates are Fractions, and each share is rounded down only once, at the end (AP-7.2). The ledger
states, for every pot, what the winners were paid, the bonus points, what was returned and
what the house kept, so that chips in = chips paid + house take + bonus points (AP-7.4).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from harness.core.cards import DECK
from harness.families.arcade import cards as card_rules
from harness.families.arcade.betting import HandState, IllegalActionError, Kind, TableSettings
from harness.families.arcade.cards import Readings
from harness.families.arcade.hand import ActionSpec, Hand, HandError
from harness.families.arcade.rules import ArcadeRules, Commission, Level, Shares, Variant, arcade_rules
from harness.families.poker_room.pots import Pot, build_pots

# -- cards ---------------------------------------------------------------------------------------


def _check_cards(hand: Hand, readings: Readings) -> None:
    """No card twice (AP-14), the draw within its limit (AP-11)."""
    seen: dict[int, str] = {}

    def see(cards: Sequence[int], path: str) -> None:
        for card in cards:
            if card in seen:
                raise HandError(path, f"{DECK[card]} is dealt twice (also at {seen[card]}) (AP-14)")
            seen[card] = path

    see(hand.board, "board")
    for i, held in enumerate(hand.cards):
        see(held.cards or (), f"seats[{i}].cards")
        see(held.drawn, f"seats[{i}].drawn")
        if held.discard or held.drawn:
            if hand.variant is not Variant.DRAW:
                raise HandError(f"seats[{i}].discard", "only Draw Poker exchanges cards (AP-11)")
            if len(held.discard) != len(held.drawn):
                raise HandError(f"seats[{i}].drawn", "a player receives as many cards as they discard (AP-11)")
            if not set(held.discard) <= set(held.cards or ()):
                raise HandError(f"seats[{i}].discard", "a player discards only cards they hold (AP-11)")
            if readings.draw_limit == "three" and len(held.discard) > 3:
                raise HandError(f"seats[{i}].discard", "at most three cards are exchanged (draw_limit)")


_CARDS_HELD = {Variant.HOLDEM: 2, Variant.DRAW: 5, Variant.STUD: 7}


def final_cards(hand: Hand, seat: int) -> tuple[int, ...]:
    """The cards a player shows (AP-10 to AP-13): Hold'em with the board, Draw after the draw."""
    held = hand.cards[seat]
    if held.cards is None:
        raise HandError(f"seats[{seat}]", f"{hand.names[seat]} is in the showdown: their cards are needed")
    cards = held.cards
    if hand.variant is Variant.BLACKJACK:
        return cards
    if len(cards) != _CARDS_HELD[hand.variant]:
        raise HandError(f"seats[{seat}].cards", f"a {hand.variant} player shows {_CARDS_HELD[hand.variant]} cards")
    if hand.variant is Variant.HOLDEM:
        if len(hand.board) != 5:
            raise HandError("board", "a Hold'em showdown needs the five board cards (AP-10)")
        return cards + hand.board
    if hand.variant is Variant.DRAW:
        return tuple(c for c in cards if c not in held.discard) + held.drawn
    return cards


def hand_value(hand: Hand, seat: int, readings: Readings) -> tuple[int, str, str]:
    """The value (greater is better), its description and its jackpot category."""
    cards = final_cards(hand, seat)
    if hand.variant is Variant.BLACKJACK:
        return (card_rules.blackjack_value(cards, readings), card_rules.describe_blackjack(cards),
                card_rules.blackjack_category(cards))  # fmt: skip
    value = card_rules.poker_value(cards)
    return value, card_rules.describe_poker(value), card_rules.poker_category(value)


def blackjack_most_cards(rounds: int) -> int:
    """Two cards in round 1 and at most one before each later round (AP-13)."""
    return 1 + rounds


def blackjack_rounds_dealt(state: HandState, seat: int) -> int:
    """The rounds whose cards reached the seat: up to the round it folded in, or the round in
    which the hand was won by folds; every round otherwise, betting or not (AP-4.2, AP-13)."""
    last = state.round if state.hand_over else state.settings.rounds
    folded_in = next((o.round for o in state.log if o.seat == seat and o.kind is Kind.FOLD), None)
    return min(last, folded_in) if folded_in is not None else last


def check_blackjack_cards(hand: Hand, state: HandState) -> None:
    """A Black Jack hand holds two cards, plus at most one for each later round the player was
    dealt into (AP-13, interpretation blackjack_rounds); a hand that shows more is refused."""
    for seat, held in enumerate(hand.cards):
        if held.cards is None:
            continue
        rounds = blackjack_rounds_dealt(state, seat)
        most = blackjack_most_cards(rounds)
        if not 2 <= len(held.cards) <= blackjack_most_cards(state.settings.rounds):
            raise HandError(f"seats[{seat}].cards", f"a Black Jack player holds two to "
                            f"{blackjack_most_cards(state.settings.rounds)} cards in {state.settings.rounds} "
                            "rounds (AP-13, blackjack_rounds)")  # fmt: skip
        if len(held.cards) > most:
            why = "folded in" if state.folded[seat] else "won the hand by folds in"
            raise HandError(f"seats[{seat}].cards", f"{hand.names[seat]} {why} round {rounds}: at most {most} "
                            f"cards were dealt to them, not {len(held.cards)} (AP-13)")  # fmt: skip


# -- owners --------------------------------------------------------------------------------------


def _seat_cards(hand: Hand, seat: int, needed: int) -> tuple[int, ...]:
    held = hand.cards[seat].cards
    if held is None or len(held) < needed:
        raise HandError(f"seats[{seat}].cards", f"{hand.names[seat]}'s open cards decide the owner: "
                        f"at least {needed} cards are needed")  # fmt: skip
    return held


def stud_owner(hand: Hand, readings: Readings, round_number: int, state: HandState) -> int:
    """The best open cards of the round among the players still in (AP-3.4)."""
    needed = 2 + min(round_number, 4)
    keys = {
        s: card_rules.stud_owner_key(
            card_rules.stud_open_cards(_seat_cards(hand, s, needed), round_number), s, readings
        )
        for s in state.live
    }
    return card_rules.best_seat(keys)


def blackjack_owner(hand: Hand, readings: Readings, round_number: int, state: HandState) -> int:
    """The best first open card owns round 1; a folded owner passes it left (AP-3.5)."""
    if round_number == 1:
        keys = {
            s: card_rules.blackjack_owner_key(card_rules.blackjack_first_open(_seat_cards(hand, s, 2), readings), s,
                                              readings)
            for s in state.live
        }  # fmt: skip
        return card_rules.best_seat(keys)
    return next_owner_after_fold(state, state.round_owner)


def next_owner_after_fold(state: HandState, owner: int) -> int:
    """The owner if still in, else the next player to the left (clockwise) still in (AP-3.5)."""
    return next(s for s in state.clockwise_from(owner) if not state.folded[s])


def next_hand_owner(owner: int, seats: int) -> int:
    """Hold'em and Draw: the owner moves one seat clockwise each hand (AP-3.2)."""
    return (owner + 1) % seats


# -- the hand's betting --------------------------------------------------------------------------


def _settings(hand: Hand, rules: ArcadeRules, commission: Commission) -> TableSettings:
    level = rules.levels[hand.level]
    return TableSettings(
        variant=hand.variant,
        level=level,
        rounds=rules.rounds_of(hand.variant, hand.interpretations),
        all_in_any_time=commission.all_in_any_time_in_tournament,
        bet_amounts=hand.interpretations.get("bet_amounts", "round_total"),
        all_in_levels=hand.interpretations.get("all_in_levels", "intermediate_and_advanced"),
        forced_all_in_chips=hand.interpretations.get("forced_all_in_chips", "round_start"),
    )


def seat_minimum(level: Level) -> int:
    """A seat needs the ante plus one unit: with the ante alone it could only fold (AP-1.2)."""
    return level.ante + level.unit


def act(state: HandState, action: ActionSpec) -> None:
    seat = action.seat
    if action.kind is Kind.CHECK:
        state.check(seat)
    elif action.kind is Kind.FOLD:
        state.fold(seat)
    elif action.kind is Kind.CALL:
        state.call(seat)
    elif action.kind is Kind.ALL_IN:
        if action.to is not None and state.can_all_in(seat) and action.to != state.all_in_total(seat):
            raise IllegalActionError(
                f"all-in takes {state.names[seat]} to {state.all_in_total(seat)}, not {action.to} (AP-5)"
            )
        state.go_all_in(seat)
    else:
        assert action.to is not None
        state.wager(seat, action.kind, action.to)


def new_hand_state(hand: Hand, rules: ArcadeRules, commission: Commission, readings: Readings) -> HandState:
    """The hand's betting before round 1: antes paid, the owner rule of its game (AP-3 to AP-3.5)."""
    settings = _settings(hand, rules, commission)
    level = settings.level
    for i, chips in enumerate(hand.chips):
        if chips < seat_minimum(level):
            raise HandError(f"seats[{i}].chips", f"{hand.names[i]} has {chips} chips: a seat needs the ante of "
                            f"{level.ante} plus one unit of {level.unit}, {seat_minimum(level)} chips "
                            "(AP-1.2)")  # fmt: skip
    if hand.variant in (Variant.HOLDEM, Variant.DRAW) and hand.owner is None:
        raise HandError("owner", f"a {hand.variant} hand names its owner, who rotates each hand (AP-3.2)")

    def owner_rule(number: int, state: HandState) -> int:
        if hand.variant is Variant.STUD:
            return stud_owner(hand, readings, number, state)
        if hand.variant is Variant.BLACKJACK:
            return blackjack_owner(hand, readings, number, state)
        assert hand.owner is not None
        return hand.owner

    return HandState(settings=settings, names=hand.names, behind=[c - level.ante for c in hand.chips],
                     owner_rule=owner_rule)  # fmt: skip


def open_round(state: HandState, number: int) -> bool:
    """Start round `number` if betting goes on; False when nobody bets in it (AP-4.2)."""
    if state.hand_over or state.betting_over:
        return False
    level = state.settings.level
    state.start_round(number, blinds=level.blinds if number == 1 and level.tournament else None)
    if state.round_closed:
        state.betting_over = True
        return False
    return True


def play_betting(hand: Hand, rules: ArcadeRules, commission: Commission, readings: Readings) -> HandState:
    """Replay the antes and every round's actions; refuse what the rules do not allow (AP-14)."""
    state = new_hand_state(hand, rules, commission, readings)
    settings = state.settings
    for number in range(1, settings.rounds + 1):
        path = f"rounds[{number - 1}]"
        actions = hand.rounds[number - 1] if number <= len(hand.rounds) else None
        if not open_round(state, number):
            if actions:
                raise HandError(path, f"nobody bets in round {number}: the betting has ended (AP-4.2, AP-14)")
            continue
        if actions is None:
            raise HandError("rounds", f"round {number}'s actions are missing: {state.names[state.next_seat]} is to act")
        for index, action in enumerate(actions):
            try:
                act(state, action)
            except IllegalActionError as error:
                raise HandError(f"{path}[{index}]", str(error)) from None
        if not state.round_closed:
            raise HandError(path, f"round {number} is not closed: {state.names[state.next_seat]} is to act (AP-4.1)")
    if len(hand.rounds) > settings.rounds:
        raise HandError(f"rounds[{settings.rounds}]", f"{hand.variant} has {settings.rounds} betting rounds")
    return state


# -- pots and payout -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class PotResult:
    index: int
    antes: int
    contributions: tuple[int, ...]
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    paid: tuple[int, ...]  # per winner
    bonus_points: tuple[int, ...]  # per winner
    returned: bool
    clauses: tuple[str, ...] = ()  # the clauses that decided the pot

    @property
    def amount(self) -> int:
        return self.antes + sum(self.contributions)

    @property
    def kept(self) -> int:
        """What the house keeps of the pot before bonus points are counted (the commission)."""
        if self.returned:
            return 0
        return self.amount - sum(self.paid)


def pot_shares(
    rates: Shares, antes: int, contributions: Sequence[int], winners: Sequence[int], *, together: bool = True
) -> list[Fraction]:
    """Each winner's exact share under one set of rates, split 1/2, 1/3 ... (AP-7, AP-7.1): the
    payout worked out for the winners together (every winner's bets "own"), or for each winner
    alone, a co-winner's bets as another's (interpretation ver2_tie_own_bets)."""
    groups = [list(winners)] if together else [[w] for w in winners]
    wholes = []
    for group in groups:
        own = sum(contributions[w] for w in group)
        others = sum(contributions) - own
        wholes.append(rates.pot_antes * antes + rates.other_bets * others + rates.own_bets * own)
    if together:
        return [wholes[0] / len(winners) for _ in winners]
    return [whole / len(winners) for whole in wholes]


def round_shares(exact: Sequence[Fraction], odd_chips: str) -> list[int]:
    """Whole chips: each share rounded down; the odd chips of the whole stay with the house or go
    one each to the first winners (AP-7.2, odd_chips)."""
    shares = [math.floor(x) for x in exact]
    if odd_chips == "to_first_winner":
        spare = math.floor(sum(exact)) - sum(shares)
        for i in range(spare):
            shares[i % len(shares)] += 1
    return shares


def uncalled_returns(committed: Sequence[int]) -> list[int]:
    """The bet nobody matched comes back (AP-7.3)."""
    returns = [0] * len(committed)
    top = max(committed)
    leaders = [s for s, c in enumerate(committed) if c == top]
    if len(leaders) == 1:
        second = max((c for s, c in enumerate(committed) if s != leaders[0]), default=0)
        returns[leaders[0]] = top - second
    return returns


def pot_contributions(bets: Sequence[int], levels: Sequence[int], last: bool) -> tuple[int, ...]:
    """Each seat's bets within one pot's level band; the last pot also takes what is above."""
    low, high = levels
    return tuple(min(b, high) - min(b, low) + (b - min(b, high) if last else 0) for b in bets)


def side_pots_returned(commission: Commission, best_level: int, pot: Pot) -> bool:
    """Ver.1: the all-in winner's side pots go back to their payers (AP-8.1): every pot above
    the winner's level, a folded payer's share too, whoever is eligible for it."""
    return commission.side_pots_returned and pot.level > best_level


def unmatched_side_pot(index: int, returns: Sequence[int]) -> PotResult | None:
    """The bet nobody matched above an all-in player's, shown as the seed shows it: a side pot
    of its one payer, returned at the end (AP-7.3; 004's example: C's 100)."""
    if not any(returns):
        return None
    return PotResult(index=index, antes=0, contributions=tuple(returns),
                     eligible=tuple(s for s, r in enumerate(returns) if r), winners=(), paid=(), bonus_points=(),
                     returned=True, clauses=("AP-8", "AP-7.3"))  # fmt: skip


def form_pots(
    state: HandState,
    bets: Sequence[int],
    values: dict[int, int],
    pot_antes: int,
    commission: Commission,
    level: Level,
    chosen: dict[str, str],
) -> list[PotResult]:
    """Main and side pots (AP-8, the room's build_pots), each won and paid (AP-7 to AP-8.2)."""
    rates = commission.rates(level)
    pots = build_pots(bets, state.folded)
    best = max(values.values()) if values else None
    best_level = max((bets[s] for s, v in values.items() if v == best), default=max(bets))
    results: list[PotResult] = []
    previous = 0
    order = state.clockwise_from(state.round_owner)
    for index, pot in enumerate(pots):
        contributions = pot_contributions(bets, (previous, pot.level), index == len(pots) - 1)
        previous = pot.level
        antes = pot_antes if index == 0 else 0
        assert sum(contributions) + antes == pot.amount + antes
        if side_pots_returned(commission, best_level, pot):
            results.append(PotResult(index=index, antes=antes, contributions=contributions, eligible=pot.eligible,
                                     winners=(), paid=(), bonus_points=(), returned=True,
                                     clauses=("AP-8", "AP-8.1")))  # fmt: skip
            continue
        if len(pot.eligible) == 1:
            winners: tuple[int, ...] = pot.eligible
        else:
            top = max(values[s] for s in pot.eligible)
            winners = tuple(s for s in order if s in pot.eligible and values[s] == top)
        odd = chosen.get("odd_chips", "to_house")
        together = chosen.get("ver2_tie_own_bets", "winners_together") == "winners_together"
        paid = round_shares(pot_shares(rates.winner, antes, contributions, winners, together=together), odd)
        bonus = [math.floor(x) for x in pot_shares(rates.bonus_points, antes, contributions, winners,
                                                   together=together)]  # fmt: skip
        payout = "AP-7.1" if commission.version == 1 else "AP-7"
        decided = (payout,) if index == 0 else ("AP-8", payout) + (() if commission.side_pots_returned else ("AP-8.2",))
        results.append(PotResult(index=index, antes=antes, contributions=contributions, eligible=pot.eligible,
                                 winners=winners, paid=tuple(paid), bonus_points=tuple(bonus),
                                 returned=False, clauses=decided))  # fmt: skip
    return results


def showdown_order(state: HandState, commission: Commission, chosen: dict[str, str]) -> list[int]:
    """Ver.2: not all-in first, then all-in; Ver.1: from the owner or the last raiser (AP-6)."""
    live = state.live
    if commission.showdown_all_in_last:
        order = [s for s in state.clockwise_from(state.round_owner) if s in live]
        return [s for s in order if not state.all_in[s]] + [s for s in order if state.all_in[s]]
    start = state.round_owner
    if chosen.get("ver1_showdown_order") == "last_raiser_first" and state.last_raiser is not None:
        start = state.last_raiser
    return [s for s in state.clockwise_from(start) if s in live]


def jackpot_paid(
    hand: Hand, rules: ArcadeRules, level: Level, categories: dict[int, str], winners: Sequence[int]
) -> dict[int, int]:
    """The illustrative jackpot schedule, from the house (AP-9, jackpot_hands)."""
    pays = {line.hand: line.pays for line in rules.jackpot.lines}
    eligible = winners if hand.interpretations.get("jackpot_hands") == "winner_only" else list(categories)
    found = {s: pays[categories[s]] * level.ante for s in eligible if categories.get(s) in pays}
    return {s: chips for s, chips in found.items() if chips}


def prizes_outside_harness(
    rules: ArcadeRules, level: Level, version: int, winners: Sequence[int]
) -> dict[int, tuple[str, ...]]:
    """The prizes each winner's win carries that the harness does not settle: Ver.1's bonus
    game, Ver.2's challenge balls (AP-7.1, AP-7.5; rules_spec `arcade.outside_harness`)."""
    prizes = tuple(f"{p.prize} ({p.clause}, outside the harness)" for p in rules.outside_harness
                   if p.version == version and (p.at_tournament or not level.tournament))  # fmt: skip
    return {s: prizes for s in winners} if prizes else {}


@dataclass(frozen=True, slots=True, kw_only=True)
class Ledger:
    hand: Hand
    state: HandState
    antes: tuple[int, ...]
    ante_confiscated: int
    returns: tuple[int, ...]
    pots: tuple[PotResult, ...]
    paid: tuple[int, ...]  # payouts from pots
    bonus_points: tuple[int, ...]
    jackpot: tuple[int, ...]
    showdown: tuple[int, ...]
    descriptions: dict[int, str]
    sits_out: tuple[int, ...]
    outside: dict[int, tuple[str, ...]] = field(default_factory=dict)  # AP-7.1, AP-7.5

    @property
    def chips_in(self) -> int:
        return sum(self.antes) + sum(self.state.committed)

    @property
    def chips_paid(self) -> int:
        return sum(self.paid) + sum(self.returns) + sum(self.jackpot)

    @property
    def house_take(self) -> int:
        """Chips the house keeps net of bonus points and jackpots (AP-7.4)."""
        return self.chips_in - self.chips_paid - sum(self.bonus_points)

    @property
    def final_chips(self) -> tuple[int, ...]:
        return tuple(
            self.hand.chips[s]
            - self.antes[s]
            - self.state.committed[s]
            + self.returns[s]
            + self.paid[s]
            + self.jackpot[s]
            for s in range(len(self.hand.names))
        )

    @property
    def pot_total(self) -> int:
        """The pot as the machine shows it: the antes in it and the bets not returned."""
        return sum(p.amount for p in self.pots if not p.returned)

    def to_json(self) -> dict[str, Any]:
        names = self.hand.names

        def by_name(values: Sequence[int]) -> dict[str, int]:
            return {names[s]: v for s, v in enumerate(values) if v}

        pots = []
        for pot in self.pots:
            pots.append({
                "pot": "main" if pot.index == 0 else f"side {pot.index}",
                "amount": pot.amount,
                "antes": pot.antes,
                "bets": by_name(pot.contributions),
                "eligible": [names[s] for s in pot.eligible],
                "returned_to_payers": pot.returned,
                "winners": [names[s] for s in pot.winners],
                "paid": {names[s]: p for s, p in zip(pot.winners, pot.paid, strict=True)},
                "bonus_points": {names[s]: p for s, p in zip(pot.winners, pot.bonus_points, strict=True) if p},
                "kept_by_house": pot.kept,
                "returned": by_name(pot.contributions) if pot.returned else {},
                "clauses": list(pot.clauses),
            })  # fmt: skip
        kept = sum(p.kept for p in self.pots)
        return {
            "game": "arcade-poker",
            "variant": self.hand.variant.value,
            "version": self.hand.version,
            "level": self.hand.level,
            "antes": by_name(self.antes),
            "ante_confiscated": self.ante_confiscated,
            "bets": by_name(self.state.committed),
            "actions": [
                {
                    "round": o.round,
                    "seat": names[o.seat],
                    "action": o.kind.value,
                    "to": o.to,
                    "added": o.added,
                    "all_in": o.all_in,
                    "clauses": list(o.clauses),
                }
                for o in self.state.log
            ],  # fmt: skip
            "all_in": [names[s] for s in range(len(names)) if self.state.all_in[s]],
            "owners": [names[s] for s in self.state.owners],
            "next_hand_owner": (
                names[next_hand_owner(self.hand.owner, len(names))] if self.hand.owner is not None else None
            ),
            "showdown": bool(self.showdown),
            "showdown_order": [names[s] for s in self.showdown],
            "hands": {names[s]: text for s, text in self.descriptions.items()},
            "pot": self.pot_total,
            "pots": pots,
            "returned": by_name(self.returns),
            "paid": by_name(self.paid),
            "bonus_points": by_name(self.bonus_points),
            "jackpot": by_name(self.jackpot),
            "house": {
                "ante_confiscated": self.ante_confiscated,
                "kept_from_pots": kept,
                "bonus_points_issued": sum(self.bonus_points),
                "jackpot_paid": sum(self.jackpot),
                "take": self.house_take,
            },
            "chips_in": self.chips_in,
            "sits_out_next_hand": [names[s] for s in self.sits_out],
            "prizes_outside_harness": {names[s]: list(p) for s, p in self.outside.items()},
            "final_chips": {names[s]: c for s, c in enumerate(self.final_chips)},
            "interpretations": dict(sorted(self.hand.interpretations.items())),
        }


def settle_hand(hand: Hand, rules: ArcadeRules | None = None) -> Ledger:
    """The hand's ledger under its version's schedule and its interpretations."""
    rules = rules or arcade_rules()
    commission = rules.commissions[hand.version]
    readings = Readings.of(hand.interpretations)
    level = rules.levels[hand.level]
    _check_cards(hand, readings)
    state = play_betting(hand, rules, commission, readings)
    if hand.variant is Variant.BLACKJACK:
        check_blackjack_cards(hand, state)
    n = len(hand.names)
    rates = commission.rates(level)
    if hand.version == 1 and hand.interpretations.get("ver1_ante") == "seventy_percent" and not level.tournament:
        ante_to_pot = Fraction(7, 10)
    else:
        ante_to_pot = rates.ante_to_pot
    antes = tuple(level.ante for _ in range(n))
    pot_antes = math.floor(ante_to_pot * sum(antes))
    returns = uncalled_returns(state.committed)
    bets = [c - r for c, r in zip(state.committed, returns, strict=True)]
    values: dict[int, int] = {}
    descriptions: dict[int, str] = {}
    categories: dict[int, str] = {}
    live = state.live
    if len(live) > 1:
        for seat in live:
            values[seat], descriptions[seat], categories[seat] = hand_value(hand, seat, readings)
    pots = form_pots(state, bets, values, pot_antes, commission, level, hand.interpretations)
    returned = [0] * n
    if len(live) > 1 and (side := unmatched_side_pot(len(pots), returns)) is not None:
        pots.append(side)  # above an all-in: the seed's side pot, returned below
    else:
        returned = list(returns)  # a hand won by folds: the uncalled bet (AP-7.3)
    paid, bonus = [0] * n, [0] * n
    for pot in pots:
        if pot.returned:
            for s, c in enumerate(pot.contributions):
                returned[s] += c
        for s, p, b in zip(pot.winners, pot.paid, pot.bonus_points, strict=True):
            paid[s] += p
            bonus[s] += b
    main_winners = pots[0].winners
    jackpot = [0] * n
    for s, chips in jackpot_paid(hand, rules, level, categories, main_winners).items():
        jackpot[s] = chips
    winners = sorted({s for pot in pots for s in pot.winners})
    sits_out: tuple[int, ...] = ()
    if commission.all_in_loser_sits_out:
        sits_out = tuple(s for s in live if state.all_in[s] and paid[s] == 0)
    return Ledger(
        hand=hand,
        state=state,
        antes=antes,
        ante_confiscated=sum(antes) - pot_antes,
        returns=tuple(returned),
        pots=tuple(pots),
        paid=tuple(paid),
        bonus_points=tuple(bonus),
        jackpot=tuple(jackpot),
        showdown=tuple(showdown_order(state, commission, hand.interpretations)) if len(live) > 1 else (),
        descriptions=descriptions,
        sits_out=sits_out,
        outside=prizes_outside_harness(rules, level, hand.version, winners),
    )
