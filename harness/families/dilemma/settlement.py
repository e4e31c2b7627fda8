"""One Dilemma Hold'em hand settled after the poker room has played it (DH-9).

The room (harness.families.poker_room.settle.settle_hand) plays the betting, builds the pots and reads the
showdown; this module takes its `HandResult` and settles the house rules in the seed's order: the
pots paid (ties in tens, the rest to the bank), the hand effects, the board effects in the order
dealt, the penalty, bankruptcy, the bonus, the banks and the blinds. Pure: facts in, a ledger out.
Each rule is a module-level function looked up at call time, where the rule mutants
(harness.families.dilemma.mutants) patch it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from harness.core.cards import DECK
from harness.core.decks import Deck
from harness.core.hand_categories import Category
from harness.families.dilemma import effects
from harness.families.dilemma.banks import Banks
from harness.families.dilemma.rules import CardData, Colour, HouseRules
from harness.families.poker_room.betting import OperationKind, Street
from harness.families.poker_room.hand_history import HandRefused
from harness.families.poker_room.lookups import high_rank
from harness.families.poker_room.pots import PotAward
from harness.families.poker_room.settle import HandResult, clause_key

_BETTING = frozenset({OperationKind.FOLD, OperationKind.CHECK, OperationKind.CALL, OperationKind.BET,
                      OperationKind.RAISE})  # fmt: skip
#: Board positions from which each colour acts (DH-8.2, DH-8.3); a green card acts from a hand only.
TURN_POSITION = 3


@dataclass(frozen=True, slots=True, kw_only=True)
class Readings:
    """The interpretations of rules_spec/dilemma_holdem.yaml in force."""

    hand_effects_of_every_player: bool = True
    winners_first: bool = False
    river_exception_any_showdown: bool = False
    winners_of_any_pot: bool = False
    end_on_shortfall_only: bool = False
    run_out_decided_at_showdown: bool = True
    penalty_shared_by_payers_with_chips: bool = False
    highest_unused_card_only: bool = False

    @classmethod
    def of(cls, chosen: dict[str, str]) -> Readings:
        return cls(
            hand_effects_of_every_player=chosen.get("hand_effects_of", "every_player") == "every_player",
            winners_first=chosen.get("hand_effect_order", "left_of_button") == "winners_first",
            river_exception_any_showdown=chosen.get("river_exception_scope", "river_only") == "any_showdown",
            winners_of_any_pot=chosen.get("bonus_winners", "main_pot") == "any_pot",
            end_on_shortfall_only=chosen.get("game_end", "banks_empty") == "shortfall_only",
            run_out_decided_at_showdown=chosen.get("penalty_round_after_run_out", "hand_decided") == "hand_decided",
            penalty_shared_by_payers_with_chips=chosen.get("broke_loser_penalty_share", "every_payer")
            == "payers_with_chips",
            highest_unused_card_only=chosen.get("kicker_comparison", "every_kicker") == "highest_unused_card",
        )


@dataclass(slots=True)
class Settling:
    """The settlement as it goes: the chips of every seat and bank, and the ledger written so far.
    Mutable inside `settle_house_rules` only; what leaves it is the frozen `HouseSettlement`."""

    names: tuple[str, ...]
    stacks: list[int]
    banks: Banks
    unit: int
    winners: tuple[int, ...]
    payers: tuple[int, ...]
    penalty_factor: int = 1
    bonus_factor: int = 1
    entries: list[dict[str, Any]] = field(default_factory=list)

    def collect(self, seat: int, amount: int, step: str, clauses: tuple[str, ...], **detail: Any) -> int:
        """`seat` collects up to `amount` from the banks; what they could pay is returned."""
        self.banks, paid = self.banks.pay_out(amount)
        self.stacks[seat] += paid
        self.entries.append({"step": step, "seat": self.names[seat], "from_banks": paid, "due": amount,
                             "clauses": list(clauses), **detail})  # fmt: skip
        return paid

    def pay(self, seat: int, amount: int, step: str, clauses: tuple[str, ...], **detail: Any) -> int:
        """`seat` pays up to `amount` into the bank in use: at most what it holds (DH-8.4, DH-10)."""
        paid = min(amount, self.stacks[seat])
        self.stacks[seat] -= paid
        self.banks = self.banks.pay_in(paid)
        self.entries.append({"step": step, "seat": self.names[seat], "to_bank": paid, "due": amount,
                             "clauses": list(clauses), **detail})  # fmt: skip
        return paid


@dataclass(frozen=True, slots=True, kw_only=True)
class PotPaid:
    index: int
    amount: int
    winners: tuple[int, ...]
    shares: tuple[int, ...]
    to_bank: int


@dataclass(frozen=True, slots=True, kw_only=True)
class HouseSettlement:
    """A hand's house-rule settlement: the ledger and the chips after it."""

    pots: tuple[PotPaid, ...]
    winners: tuple[int, ...]
    payers: tuple[int, ...]
    last_round: Street
    penalty: int  # the board's minus values (doubled by a crash)
    penalty_each: int
    bonus: int  # the board's plus values (doubled by a boom)
    bonus_each: int
    entries: tuple[dict[str, Any], ...]
    bankrupt: tuple[int, ...]
    stacks: tuple[int, ...]
    banks_before: Banks
    banks: Banks
    game_over: bool
    clauses: frozenset[str]


# -- the rules, one function each --------------------------------------------------------------------


def acts(colour: Colour, board_position: int | None) -> bool:
    """Whether a card of this colour acts where it lies: `None` for a hole card, else its board
    position 0-4 (DH-8.1 to DH-8.3)."""
    if colour is Colour.GREEN:
        return board_position is None
    if board_position is None:
        return False
    return colour is Colour.BLUE or board_position >= TURN_POSITION


def split_in_units(amount: int, ways: int, unit: int) -> tuple[int, int]:
    """Each of `ways` shares in whole units, and the rest (DH-6.2, DH-10, DH-12)."""
    if ways == 1:
        return amount, 0
    each = amount // ways // unit * unit
    return each, amount - each * ways


def penalty_each(penalty: int, payers: int, unit: int) -> int:
    """Each payer's equal share of the penalty in whole units, the rest unpaid (DH-10)."""
    return split_in_units(penalty, payers, unit)[0]


def bonus_each(bonus: int, winners: int, unit: int) -> int:
    """Each winner's equal share of the bonus in whole units, the rest left in the bank (DH-12)."""
    return split_in_units(bonus, winners, unit)[0]


def bonus_share(each: int, winners: int, available: int, unit: int) -> int:
    """Each winner's bonus when the banks hold `available`: the full share when they can pay every
    winner, else what they hold split equally in whole units, the rest staying in the bank (DH-12.1)."""
    if each * winners <= available:
        return each
    return split_in_units(available, winners, unit)[0]


def penalty_sharers(payers: Sequence[int], stacks: Sequence[int], readings: Readings) -> tuple[int, ...]:
    """The payers among whom the penalty is divided (DH-10, broke_loser_penalty_share): every payer,
    a payer with no chips left taking a share that is never paid; or only the payers holding chips."""
    if readings.penalty_shared_by_payers_with_chips:
        return tuple(seat for seat in payers if stacks[seat] > 0)
    return tuple(payers)


def board_effect_order(board: Sequence[int]) -> tuple[int, ...]:
    """The board positions in the order their effects resolve: as dealt (DH-9.3)."""
    return tuple(range(len(board)))


def last_round(result: HandResult) -> Street:
    """The last betting round: the round of the last betting action (the blinds' round if none)."""
    streets = [op.street for op in result.operations if op.kind in _BETTING]
    return streets[-1] if streets else Street.PREFLOP


def penalty_round(result: HandResult, readings: Readings) -> Street:
    """The last betting round for the penalty (DH-10.1): the round in which the hand is decided. After
    a board run out (DH-3.5) that is the showdown after the river, so only the players still in the
    hand took part in it (penalty_round_after_run_out=hand_decided); under last_round_with_betting,
    the round of the last betting action, whose folders pay."""
    last = last_round(result)
    if readings.run_out_decided_at_showdown and result.showdown and result.ended_on > last:
        return result.ended_on
    return last


def hand_winners(result: HandResult, pots: Sequence[PotPaid], readings: Readings) -> tuple[int, ...]:
    """The winners of the hand (DH-9.1): the main pot's, or every pot's under bonus_winners=any_pot."""
    if not readings.winners_of_any_pot:
        return pots[0].winners
    found: list[int] = []
    for pot in pots:
        found.extend(seat for seat in pot.winners if seat not in found)
    return tuple(found)


def penalty_payers(result: HandResult, winners: Sequence[int], readings: Readings) -> tuple[int, ...]:
    """The losers who pay the penalty (DH-10.1 to DH-10.3): non-winners who took part in the last
    betting round; at the river, only the showdown losers when fold losers are among them."""
    last = penalty_round(result, readings)
    folded_on = {result.record.names.index(op.seat): op.street for op in result.operations
                 if op.kind is OperationKind.FOLD}  # fmt: skip
    in_last = [seat for seat in range(len(result.record.seats)) if folded_on.get(seat, last) >= last]
    losers = [seat for seat in in_last if seat not in winners]
    by_fold = [seat for seat in losers if seat in folded_on]
    at_showdown = [seat for seat in losers if seat not in folded_on]
    exception = result.showdown and (last is Street.RIVER or readings.river_exception_any_showdown)
    if exception and by_fold and at_showdown:
        return tuple(at_showdown)
    return tuple(losers)


def hand_effect_order(result: HandResult, winners: Sequence[int], readings: Readings) -> tuple[int, ...]:
    """The seats whose hand effects resolve, in order (DH-9.2, hand_effects_of, hand_effect_order)."""
    count = len(result.record.seats)
    button = result.record.button
    seats = sorted(range(count), key=lambda seat: (seat - button - 1) % count)
    if not readings.hand_effects_of_every_player:
        folded = {result.record.names.index(op.seat) for op in result.operations if op.kind is OperationKind.FOLD}
        seats = [seat for seat in seats if seat not in folded]
    if readings.winners_first:
        seats = [seat for seat in seats if seat in winners] + [seat for seat in seats if seat not in winners]
    return tuple(seats)


#: Under kicker_comparison=highest_unused_card, the tie-break ranks compared in each category: the
#: ranks that make the combination and the one highest card of the five outside it; a category not
#: listed compares every rank (all five cards make its combination, or it has one unused card).
LITERAL_TIEBREAK = {Category.HIGH_CARD: 1, Category.PAIR: 2, Category.THREE_OF_A_KIND: 2}


def literal_strength(value: int, deck: Deck) -> tuple[int, int, tuple[int, ...]]:
    """A high value as the seed's literal tie rule reads it (DH-5.2, highest_unused_card): category,
    the combination's ranks, then only the highest card not in it."""
    rank = high_rank(value, deck)
    kept = LITERAL_TIEBREAK.get(rank.category, len(rank.tiebreak))
    return rank.category_place, int(rank.category), rank.tiebreak[:kept]


def pot_winners(result: HandResult, award: PotAward, readings: Readings) -> tuple[int, ...]:
    """A pot's winners (DH-5.2, DH-5.3): the room's, which compare every kicker; under
    kicker_comparison=highest_unused_card, every contender whose hand equals theirs as far as the
    seed's literal tie rule compares, clockwise from the left of the button."""
    winners = award.high.winners
    if not readings.highest_unused_card_only or award.uncontested or winners[0] not in result.high:
        return winners
    deck = result.record.rules.deck
    best = literal_strength(result.high[winners[0]], deck)
    count, button = len(result.record.seats), result.record.button
    contenders = sorted((seat for seat in award.pot.eligible if seat in result.high),
                        key=lambda seat: (seat - button - 1) % count)  # fmt: skip
    return tuple(seat for seat in contenders if literal_strength(result.high[seat], deck) == best)


def pay_pots(result: HandResult, unit: int, readings: Readings) -> tuple[PotPaid, ...]:
    """Each pot to its winners; tied winners share in whole units, the rest to the bank (DH-6.2)."""
    paid: list[PotPaid] = []
    for award in result.awards:
        winners = pot_winners(result, award, readings)
        each, rest = split_in_units(award.pot.amount, len(winners), unit)
        paid.append(PotPaid(index=award.index, amount=award.pot.amount, winners=winners,
                            shares=tuple(each for _ in winners), to_bank=rest))  # fmt: skip
    return tuple(paid)


def board_total(board: Sequence[int], cards: CardData, corner: str) -> int:
    """The sum of one corner (`plus` or `minus`) over every board card dealt (DH-10, DH-12)."""
    return sum(getattr(cards.info(card), corner) for card in board)


def bankrupt_seats(stacks: Sequence[int]) -> tuple[int, ...]:
    """Players left with no chips (DH-11)."""
    return tuple(seat for seat, chips in enumerate(stacks) if chips == 0)


def game_ends(banks: Banks, players_left: int, readings: Readings) -> bool:
    """DH-13.3 and the interpretation game_end: the banks fell short, or (banks_empty) hold nothing."""
    ran_out = banks.short if readings.end_on_shortfall_only else (banks.short or banks.total == 0)
    return ran_out or players_left < 2


# -- the settlement --------------------------------------------------------------------------------


def settle_house_rules(result: HandResult, *, banks: Banks, cards: CardData, house: HouseRules,
                       readings: Readings) -> HouseSettlement:  # fmt: skip
    """The seed's settlement order (DH-9) after the room has played the hand."""
    record = result.record
    unit = house.chip_unit
    used = {"DH-9", "DH-10", "DH-12", "DH-13"}
    pots = pay_pots(result, unit, readings)
    stacks = list(result.final_stacks)
    for award in result.awards:
        for seat, chips in award.awards().items():
            stacks[seat] -= chips  # the room's award undone: Dilemma pays its own shares
    winners = hand_winners(result, pots, readings)
    payers = penalty_payers(result, winners, readings)
    used.update(("DH-9.1", "DH-10.1"))
    s = Settling(names=record.names, stacks=stacks, banks=banks, unit=unit, winners=winners, payers=payers)
    # 1. the pots (DH-6.2: the rest of a tie to the bank)
    for pot in pots:
        for seat, share in zip(pot.winners, pot.shares, strict=True):
            s.stacks[seat] += share
        if pot.to_bank:
            s.banks = s.banks.pay_in(pot.to_bank)
            s.entries.append({"step": "pot remainder", "pot": pot.index, "to_bank": pot.to_bank, "clauses": ["DH-6.2"]})
            used.add("DH-6.2")
    # 2. hand effects (green), player by player (DH-9.2)
    for seat in hand_effect_order(result, winners, readings):
        hole = record.seats[seat].hole
        if hole is None:
            raise HandRefused(f"seats[{seat}].hole", f"{record.names[seat]}'s cards are needed for the hand effects "
                                                     "(DH-9.2, hand_effects_of)")  # fmt: skip
        for card in hole:
            effect = cards.info(card).effect
            if effect is not None and acts(effect.colour, None):
                effects.resolve(s, effect, card=str(DECK[card]), holder=seat)
                used.update(("DH-8.1", "DH-8.4", "DH-9.2"))
    # 3. board effects (blue, red) in the order dealt (DH-9.3)
    for position in board_effect_order(record.board):
        card = record.board[position]
        effect = cards.info(card).effect
        if effect is not None and acts(effect.colour, position):
            effects.resolve(s, effect, card=str(DECK[card]), holder=None)
            used.update(("DH-8.2" if effect.colour is Colour.BLUE else "DH-8.3", "DH-8.4", "DH-9.3"))
    # 4. the penalty (DH-10)
    penalty = board_total(record.board, cards, "minus") * s.penalty_factor
    each_penalty = 0
    if not payers:
        used.add("DH-10.3")
    elif penalty and (sharers := penalty_sharers(payers, s.stacks, readings)):
        each_penalty = penalty_each(penalty, len(sharers), unit)
        for seat in sharers:
            s.pay(seat, each_penalty, "penalty", ("DH-10",))
    # 5. bankruptcy (DH-11)
    bankrupt = bankrupt_seats(s.stacks)
    if bankrupt:
        used.add("DH-11")
    # 6. the bonus (DH-12)
    bonus = board_total(record.board, cards, "plus") * s.bonus_factor
    each_bonus = bonus_each(bonus, len(winners), unit)
    if each_bonus:
        share = bonus_share(each_bonus, len(winners), s.banks.available, unit)
        detail = {} if share == each_bonus else {"bonus_due": each_bonus}
        for seat in winners:
            s.collect(seat, share, "bonus", ("DH-12", "DH-12.1") if detail else ("DH-12",), **detail)
        if detail:
            s.banks = s.banks.marked_short()
    if s.banks.short:
        used.add("DH-12.1")
    if s.banks.in_use > banks.in_use:
        used.add("DH-13.1")
    over = game_ends(s.banks, len(s.stacks) - len(bankrupt), readings)
    if over:
        used.add("DH-13.3")
    return HouseSettlement(
        pots=pots, winners=winners, payers=payers, last_round=penalty_round(result, readings), penalty=penalty,
        penalty_each=each_penalty, bonus=bonus, bonus_each=each_bonus, entries=tuple(s.entries),
        bankrupt=bankrupt, stacks=tuple(s.stacks), banks_before=banks, banks=s.banks, game_over=over,
        clauses=frozenset(used),
    )  # fmt: skip


def settlement_json(result: HandResult, house: HouseSettlement, rules: HouseRules, cards: CardData) -> dict[str, Any]:
    """The room's hand JSON with Dilemma's pots, stacks and bank settlement (docs/dilemma_holdem.md)."""
    names = result.record.names
    data = result.to_json()
    for pot_json, pot in zip(data["pots"], house.pots, strict=True):
        pot_json["awards"] = {names[s]: c for s, c in zip(pot.winners, pot.shares, strict=True)}
        if pot_json.get("high") is not None:  # the room's split of a tie, replaced by Dilemma's in tens
            pot_json["high"]["shares"] = dict(pot_json["awards"])
            if "winners" in pot_json["high"]:
                pot_json["high"]["winners"] = [names[s] for s in pot.winners]
        if pot.to_bank:
            pot_json["to_bank"] = pot.to_bank
    start = [seat.stack for seat in result.record.seats]
    data["final_stacks"] = dict(zip(names, house.stacks, strict=True))
    data["net"] = {name: end - begin for name, end, begin in zip(names, house.stacks, start, strict=True)}
    data["settlement"] = {
        "card_data": {"path": cards.path, "title": cards.title, "illustrative": cards.illustrative},
        "winners": [names[s] for s in house.winners],
        "last_betting_round": result.record.game.plan[house.last_round].name,
        "penalty": {"board_minus": house.penalty, "payers": [names[s] for s in house.payers],
                    "each": house.penalty_each},
        "bonus": {"board_plus": house.bonus, "each": house.bonus_each},
        "steps": list(house.entries),
        "bankrupt": [names[s] for s in house.bankrupt],
        "banks": {"before": list(house.banks_before.held), "after": list(house.banks.held),
                  "in_use": min(house.banks.in_use, len(house.banks.held) - 1) + 1, "short": house.banks.short},
        "next_blinds": list(rules.blinds(house.banks.in_use)),
        "game_over": house.game_over,
    }  # fmt: skip
    data["clauses"] = sorted(set(data["clauses"]) | house.clauses, key=clause_key)
    return data
