"""Whole Dilemma Hold'em games played by a stated simple player model, for the analysis and for
random test games.

The model (`CALLER_MODEL`): before the flop every player calls the big blind (the big blind
checks); from the flop on, the first player to act with nothing to call bets the big blind with
probability `bet`, else checks, and the others check; facing a bet a player calls with
probability `call`, else folds; nobody raises. Cards do not influence the decisions: the model
measures the game's structure (how long the banks last, how much money passes through them), not
skill. Every hand goes through the same settlement as `tablecert settle` (harness.families.dilemma.play).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from harness.core.cards import DECK
from harness.core.decks import DILEMMA_40
from harness.families.dilemma.banks import Banks
from harness.families.dilemma.play import Table, play_next
from harness.families.dilemma.rules import GAME, CardData, house_rules, load_card_data
from harness.families.poker_room.betting import BettingConfig, BettingState, Street, Verb
from harness.families.poker_room.games import Structure, room_game, table_rules
from harness.games.game_model import AnalyzeRequest, AnalyzeResult


@dataclass(frozen=True, slots=True, kw_only=True)
class CallerModel:
    bet: float = 1 / 3
    call: float = 2 / 3


CALLER_MODEL = CallerModel()
#: A safety cap: a game still going after this many hands is cut off (none was in 40 trial games, the longest 635).
MAX_HANDS = 3000
#: The fewest games an analysis plays, whatever hands it is asked for (the intervals are over games).
MIN_GAMES = 5


def _hand_actions(rng: random.Random, table: Table, blinds: tuple[int, int], model: CallerModel) -> tuple[
        list[list[Any]], bool, int]:  # fmt: skip
    """The model's actions for one hand, and whether it reaches the showdown and on which street it ends."""
    seated = table.seated
    config = BettingConfig(structure=Structure.NO_LIMIT, small_blind=blinds[0], big_blind=blinds[1], ante=0,
                           small_bet=0, big_bet=0, cap=0)  # fmt: skip
    state = BettingState(names=seated, stacks=[table.stacks[n] for n in seated], button=seated.index(table.button),
                         config=config, rules=table_rules(room_game(GAME)))  # fmt: skip
    actions: list[list[Any]] = []
    while not state.over:
        seat = state.actor
        assert seat is not None
        name = seated[seat]
        owed = state.to_call(seat)
        action: list[Any]
        if state.street is Street.PREFLOP:
            action = [name, "call" if owed else "check"]
        elif owed:
            action = [name, "call" if rng.random() < model.call else "fold"]
        elif state.max_bet == 0 and rng.random() < model.bet and state.raise_range(seat) is not None:
            low, high = state.raise_range(seat) or (0, 0)
            action = [name, "bet", low] if low < high else [name, "all-in"]
        else:
            action = [name, "check"]
        state.act(seat, Verb(action[1]), action[2] if len(action) > 2 else None)
        actions.append(action)
    return actions, state.showdown, int(state.street)


def sample_game_document(rng: random.Random, *, players: int = 4, max_hands: int = MAX_HANDS,
                         model: CallerModel = CALLER_MODEL) -> dict[str, Any]:  # fmt: skip
    """A whole game as `tablecert settle` reads it, played by the model until it ends or `max_hands`."""
    document, _ = _play(rng, players=players, max_hands=max_hands, model=model)
    return document


@dataclass(frozen=True, slots=True, kw_only=True)
class GameFigures:
    hands: int
    over: bool
    pot_chips: int  # chips awarded from pots
    bank_in: int  # chips paid to the banks (penalties, taxes, levies, tie remainders)
    bank_out: int  # chips paid by the banks (bonuses, dividends, windfalls)


def _play(rng: random.Random, *, players: int, max_hands: int, model: CallerModel,
          cards: CardData | None = None) -> tuple[dict[str, Any], GameFigures]:  # fmt: skip
    house = house_rules()
    cards = cards or load_card_data()
    names = [chr(ord("A") + i) for i in range(players)]
    table = Table(order=tuple(names), stacks={n: house.starting_stack for n in names},
                  banks=_start_banks(), button=names[0])  # fmt: skip
    document: dict[str, Any] = {"game": GAME, "players": [{"name": n, "stack": house.starting_stack} for n in names],
                                "button": names[0], "hands": []}  # fmt: skip
    pot_chips = bank_in = bank_out = 0
    deck = [card.index for card in DILEMMA_40.cards]
    while not table.over and len(document["hands"]) < max_hands:
        seated = table.seated
        rng.shuffle(deck)
        actions, showdown, street = _hand_actions(rng, table, house.blinds(table.banks.in_use), model)
        board_size = 5 if showdown else Street(street).board_size
        hand = {"holes": {n: [str(DECK[c]) for c in deck[2 * i : 2 * i + 2]] for i, n in enumerate(seated)},
                "board": [str(DECK[c]) for c in deck[2 * len(seated) : 2 * len(seated) + board_size]],
                "actions": actions}  # fmt: skip
        table, settled = play_next(table, hand, len(document["hands"]), cards, house)
        document["hands"].append(hand)
        pot_chips += sum(pot["amount"] for pot in settled["pots"])
        for step in settled["settlement"]["steps"]:
            bank_in += step.get("to_bank", 0)
            bank_out += step.get("from_banks", 0)
    return document, GameFigures(hands=len(document["hands"]), over=table.over, pot_chips=pot_chips,
                                 bank_in=bank_in, bank_out=bank_out)  # fmt: skip


def _start_banks() -> Banks:
    return Banks.of(house_rules().banks)


def _interval(values: list[float]) -> dict[str, Any]:
    """Mean and a normal 95% interval of the mean over `n` games (a float: statistics only)."""
    n = len(values)
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    return {"mean": mean, "ci95": [mean - half, mean + half], "sd": sd, "n": n}


def analyze(request: AnalyzeRequest, cards: CardData | None = None) -> AnalyzeResult:
    """`tablecert analyze dilemma-holdem --rounds N`: whole games of four players under CALLER_MODEL
    until N hands (rounds) are played, at least MIN_GAMES games; each figure is per game. `cards`:
    the deck played (default the rules_spec's), which every figure holds for only (DH-8)."""
    cards = cards or load_card_data()
    rng = random.Random(request.seed)
    figures: list[GameFigures] = []
    while len(figures) < MIN_GAMES or sum(f.hands for f in figures) < request.rounds:
        figures.append(_play(rng, players=4, max_hands=MAX_HANDS, model=CALLER_MODEL, cards=cards)[1])
        if request.progress is not None:
            request.progress(sum(f.hands for f in figures), request.rounds)
    games = len(figures)
    hands = _interval([float(f.hands) for f in figures])
    share = _interval([(f.bank_in + f.bank_out) / max(1, f.pot_chips + f.bank_in + f.bank_out) for f in figures])
    data = {
        "game": GAME,
        "model": {"players": 4, "bet": CALLER_MODEL.bet, "call": CALLER_MODEL.call,
                  "description": __doc__.split("The model")[1].split("Every hand")[0].strip() if __doc__ else ""},
        "games": games,
        "hands": sum(f.hands for f in figures),
        "seed": request.seed,
        "card_data": cards.path,
        "card_data_illustrative": cards.illustrative,
        "games_ended_by_the_rules": sum(f.over for f in figures),
        "hands_per_game": hands,
        "bank_share_of_chip_flow": share,
    }  # fmt: skip
    text = (f"Dilemma Hold'em, {games} games of 4 players (caller model, seed {request.seed}):\n"
            f"  hands per game: {hands['mean']:.1f} (95% interval {hands['ci95'][0]:.1f} to {hands['ci95'][1]:.1f})\n"
            f"  share of chip flow through the banks: {share['mean']:.1%} "
            f"(95% interval {share['ci95'][0]:.1%} to {share['ci95'][1]:.1%})\n"
            f"  card data: {data['card_data']}{' (illustrative)' if cards.illustrative else ''}")  # fmt: skip
    return AnalyzeResult(data=data, text=text)
