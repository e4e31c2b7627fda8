"""A simple random player, to make whole hands: `sample_document`, the property tests and the
operator's simulated figures (harness.families.arcade.certification) play it.

The model, stated once (the report repeats it): five players (two to five for a sample), each
sitting with the ante plus 1 to 10 bet limits in chips; the game, and for a sample the version
and level, drawn uniformly. At each turn, among the actions the rules allow (the engine's
`can_x`): the owner with nothing to call checks half the time and otherwise bets the smallest
amount; a player facing a bet folds 20%, raises 20% (to an amount drawn from those allowed) and
calls otherwise; a non-owner with nothing to call folds 20% and otherwise bets; a player who can
only fold or go all-in goes all-in half the time; an ALL IN offered besides is taken 10% of the
time. Draw Poker players exchange 0 to 3 cards at random; Black Jack players take cards while
under 17, one card before each later round they are still in (AP-13: at most four in three
rounds; the cards of rounds after a player folded, or after the hand was won, are not dealt). The
hand is then settled from its document by the reference engine.
"""

from __future__ import annotations

import random
from dataclasses import replace

from harness.families.arcade.betting import HandState, Kind
from harness.families.arcade.cards import Readings, blackjack_total
from harness.families.arcade.hand import ActionSpec, Hand, SeatCards
from harness.families.arcade.rules import VERSIONS, ArcadeRules, Variant, arcade_rules
from harness.families.arcade.settle import act, blackjack_most_cards, blackjack_rounds_dealt, new_hand_state, open_round

NAMES = ("A", "B", "C", "D", "E")


def choose_action(rng: random.Random, state: HandState, seat: int) -> ActionSpec:
    """One turn of the random player (the model in this module's docstring)."""
    kind = Kind.BET if state.max_total == 0 else Kind.RAISE
    targets = [t for t in _targets(state) if state.can_wager(seat, kind, t)]
    can_call, can_all_in = state.can_call(seat), state.can_all_in(seat)
    if not can_call and state.max_total > state.round_total[seat]:
        if can_all_in and rng.random() < 0.5:
            return ActionSpec(seat=seat, kind=Kind.ALL_IN)
        return ActionSpec(seat=seat, kind=Kind.FOLD)
    if can_all_in and rng.random() < 0.1:
        return ActionSpec(seat=seat, kind=Kind.ALL_IN)
    if state.can_check(seat):
        if rng.random() < 0.5 or not targets:
            return ActionSpec(seat=seat, kind=Kind.CHECK)
        return ActionSpec(seat=seat, kind=kind, to=targets[0])
    draw = rng.random()
    if can_call:
        if draw < 0.2:
            return ActionSpec(seat=seat, kind=Kind.FOLD)
        if draw < 0.4 and targets:
            return ActionSpec(seat=seat, kind=kind, to=rng.choice(targets))
        return ActionSpec(seat=seat, kind=Kind.CALL)
    if draw < 0.2 or not targets:
        return ActionSpec(seat=seat, kind=Kind.FOLD)
    return ActionSpec(seat=seat, kind=kind, to=rng.choice(targets))


def _targets(state: HandState) -> tuple[int, ...]:
    from harness.families.arcade.betting import bet_targets

    return bet_targets(state)


def _deal(
    rng: random.Random, variant: Variant, players: int, rounds: int
) -> tuple[tuple[SeatCards, ...], tuple[int, ...]]:
    deck = list(range(52))
    rng.shuffle(deck)
    take = iter(deck)
    if variant is Variant.HOLDEM:
        seats = tuple(SeatCards(cards=(next(take), next(take))) for _ in range(players))
        return seats, tuple(next(take) for _ in range(5))
    if variant is Variant.STUD:
        return tuple(SeatCards(cards=tuple(next(take) for _ in range(7))) for _ in range(players)), ()
    if variant is Variant.DRAW:
        dealt = []
        for _ in range(players):
            held = tuple(next(take) for _ in range(5))
            discard = tuple(rng.sample(held, rng.randint(0, 3)))
            dealt.append(SeatCards(cards=held, discard=discard, drawn=tuple(next(take) for _ in discard)))
        return tuple(dealt), ()
    hands = []
    for _ in range(players):
        cards = [next(take), next(take)]
        while blackjack_total(cards) < 17 and len(cards) < blackjack_most_cards(rounds):
            cards.append(next(take))
        hands.append(SeatCards(cards=tuple(cards)))
    return tuple(hands), ()


def play_hand(
    rng: random.Random,
    *,
    variant: Variant,
    version: int,
    level: str,
    players: int,
    rules: ArcadeRules | None = None,
    interpretations: dict[str, str] | None = None,
) -> Hand:
    """A whole hand played by the random players, as `tablecert settle` reads it."""
    rules = rules or arcade_rules()
    limit = rules.levels[level]
    chips = tuple(limit.ante + limit.limit * rng.randint(1, 10) for _ in range(players))
    interpretations = {name: i.default for name, i in rules.spec.interpretations.items()} | (interpretations or {})
    cards, board = _deal(rng, variant, players, rules.rounds_of(variant, interpretations))
    owner = rng.randrange(players) if variant in (Variant.HOLDEM, Variant.DRAW) else None
    hand = Hand(variant=variant, version=version, level=level, names=NAMES[:players], chips=chips, cards=cards,
                board=board, owner=owner, interpretations=interpretations)  # fmt: skip
    commission = rules.commissions[version]
    state = new_hand_state(hand, rules, commission, Readings.of(interpretations))
    rounds: list[tuple[ActionSpec, ...]] = []
    for number in range(1, state.settings.rounds + 1):
        if not open_round(state, number):
            break
        actions = []
        while not state.round_closed:
            action = choose_action(rng, state, state.next_seat)
            act(state, action)
            actions.append(action)
        rounds.append(tuple(actions))
    if variant is Variant.BLACKJACK:
        cards = tuple(
            replace(held, cards=held.cards[: blackjack_most_cards(blackjack_rounds_dealt(state, seat))])
            if held.cards is not None
            else held
            for seat, held in enumerate(cards)
        )  # the cards of rounds the player did not reach were never dealt (AP-13)
    return replace(hand, cards=cards, rounds=tuple(rounds))


def random_hand(rng: random.Random) -> Hand:
    """A sample hand: any game, version, level and two to five players."""
    rules = arcade_rules()
    level = rng.choice(sorted(rules.levels))
    variant = Variant.HOLDEM if rules.levels[level].tournament else rng.choice(list(Variant))
    return play_hand(rng, variant=variant, version=rng.choice(VERSIONS), level=level, players=rng.randint(2, 5))
