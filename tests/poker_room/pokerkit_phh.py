"""An independent reading of PHH hand histories with pokerkit alone (no import from ``harness``).

``tablecert replay`` audits real hands with our own engine; this module reads the same hands
with pokerkit (0.7.7, a test-only dependency) so that the two can be compared hand by hand.
Nothing here is shared with the harness: the TOML is loaded by pokerkit's own loader and every
action is applied by pokerkit's own state machine.

What pokerkit does with real PHH files (each point was checked on the files in tests/data/phh/):

Loading and amounts
    ``HandHistory.loads`` / ``loads_all`` read TOML with ``parse_float=pokerkit.utilities.parse_value``:
    a literal without a fraction stays ``int`` and anything else becomes ``decimal.Decimal`` built
    from the literal's own text, so ``0.50`` is ``Decimal('0.50')`` and never a binary float.
    Stacks, bets and pots stay exact (``int`` and ``Decimal`` mix without loss). ``inf`` (the
    spec's "unknown stack", every iPoker hand) becomes ``Decimal('Infinity')``; pokerkit plays
    the hand, the finishing stacks stay infinite, and its ``payoffs`` (net results) stay finite.
    ``time_zone_abbreviation`` is a field of the PHH spec that pokerkit 0.7.7 does not know: it
    warns and keeps it in ``user_defined_fields``; we silence that warning.

Repairs hidden in ``HandHistory.__iter__``
    ``HandHistory.state_actions`` catches ``ValueError`` from an action, pushes the action back
    and inserts a check, call, fold or a muck of its own before trying again; it only raises
    when nothing helps. A replay through it can therefore silently differ from the file. We do
    not use it: ``_play`` applies every action with ``pokerkit.notation.parse_action`` and
    reports the first one pokerkit refuses (``settled`` False, ``why_not`` naming it).
    Real case: tests/data/phh/wsop/2019-42-3/00-01-07.phh never writes p8's pre-flop fold;
    ``HandHistory`` inserts it silently and ends with stacks that differ from the file's
    ``finishing_stacks`` (see the ante point below); ``_play`` stops at ``actions[13] 'p1 cc'``.

Big-blind antes and ``ante_trimming_status``
    A big-blind ante is written as ``antes = [0, A, 0, ...]``. With ``ante_trimming_status =
    true`` pokerkit trims every ante to the smallest one posted (0), so the big blind's ante is
    given back to him and never reaches the pot. The spec says to keep the status false for
    non-uniform antes, yet the 2019 WSOP file above sets it true: pokerkit's result then moves
    500,000 from p1 to p2 against the recorded stacks. The 2023 WSOP big-blind-ante hands set
    it false, as the spec asks.

Automations
    The game is built by ``HandHistory.create_game`` with pokerkit's default PHH automations:
    ante posting, bet collection, blind/straddle posting, run-out count selection, hand
    killing, chips pushing and chips pulling. Card burning is taken out of the game's
    automations (burning from pokerkit's own shuffled deck could take a card the file deals
    later), so ``_play`` burns an unknown card ``??`` whenever pokerkit asks for a burn. The
    same automations serve every variant (hold'em, Omaha, stud, razz, draw, badugi); stud's
    bring-in is an action in the file (``pb``), draws are ``sd``.

Showdown: unknown cards and mucks
    ``pN sm CARDS`` shows; ``pN sm`` (no cards) mucks; ``pN sm ????`` "shows" unknown cards,
    which pokerkit keeps face down. At the end pokerkit kills every hand that ``can_win_now``
    says cannot win, and a face-down (unknown) hand can never win: so pokerkit awards every
    pot to the players whose cards are known, exactly as if the ``????`` players had mucked.
    When every player left has unknown cards (iPoker writes ``sm ????`` even for the cards it
    dealt face up), pokerkit splits the pot among them as if they tied. In an online history a
    hidden hand at the showdown is usually a muck, but nothing in the file says so; by
    default (``unknown_showdown="refuse"``) such a hand is returned with ``settled`` False and
    the reason; ``unknown_showdown="muck"`` accepts pokerkit's reading. A winner who shows
    after everyone folded (``pN sm JsJh`` with no showdown) is accepted by pokerkit as an
    extra show. A file that stops before the showdown actions (iPoker) leaves the state
    waiting for them: ``_play`` finishes it with pokerkit's own rule (show when the hand can
    still win, else muck) only when every waiting player's cards are known, else refuses.

``winnings`` and ``finishing_stacks`` against pokerkit
    The spec's ``winnings`` are the pots a player collected, after rake; ``finishing_stacks``
    the stacks after the hand. pokerkit keeps its own books: when a hand is won without a
    showdown, the last bet of the winner is not collected into the pot but pulled back whole
    (``ChipsPulling``), and only the others' bets are pushed to him (``ChipsPushing``). To
    compare with a site's "collected", ``collected`` adds back the part of the pulled bet that
    was called (the largest bet of any other player on that street); for a walk, where the
    winner's last bet is his own blind and he made no voluntary action on the street, the whole
    blind counts, as the sites write it (Absolute Poker: SB 0.50 folds to the BB 1, "collected
    1.50"). Net results (``net``) are pokerkit's ``payoffs`` and need no convention.
    ``pot_total`` is the sum of ``collected`` (pokerkit rakes nothing by default), so for a
    site hand ``pot_total - sum(winnings)`` is the rake the site took.

Rake in pokerkit
    ``State.rake`` is called once per pot when the pots are formed (``State.pots``: main pot
    and each side pot, pots with the same eligible players merged first), with the pot amount
    and the state: it is per pot, not per hand. The default ``pokerkit.utilities.rake``
    multiplies by a float ``percentage`` (``Decimal * float`` raises ``TypeError``, so it cannot
    rake ``Decimal`` amounts), rounds an ``int`` result with Python's ``round`` (half to even),
    applies ``cap`` per pot, and ``no_flop_no_drop`` means "no board card dealt" (so it rakes
    nothing in stud or draw). ``percentage_rake`` below is an exact replacement for ``Decimal``
    amounts, for experiments; the survey runs without rake and reads the rake off the files.
"""

from __future__ import annotations

import math
import tomllib
import warnings
from collections.abc import Callable, Iterator
from decimal import ROUND_FLOOR, Decimal
from typing import Any

from pokerkit import HandHistory
from pokerkit.notation import parse_action
from pokerkit.state import (
    BetCollection,
    BlindOrStraddlePosting,
    BoardDealing,
    CheckingOrCalling,
    ChipsPushing,
    CompletionBettingOrRaisingTo,
    Folding,
    HoleCardsShowingOrMucking,
    State,
)
from pokerkit.utilities import parse_value

Number = int | Decimal

__all__ = ["iter_hands", "percentage_rake", "pokerkit_outcome"]


def iter_hands(text: str) -> Iterator[tuple[str | None, dict[str, Any]]]:
    """Yield ``(section, raw_hand)`` for a ``.phh`` (one hand, section None) or ``.phhs`` text.

    Values are parsed as pokerkit parses them (``parse_value``: int or exact Decimal).
    """
    document = tomllib.loads(text, parse_float=parse_value)
    if "variant" in document:
        yield None, document
        return
    yield from document.items()


def _hand_history(raw: dict[str, Any]) -> HandHistory:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # time_zone_abbreviation and other fields pokerkit does not know
        return HandHistory(**HandHistory._filter_non_fields(**raw))


def percentage_rake(
    percentage: Decimal, *, step: Decimal = Decimal("0.01"), cap: Decimal | None = None,
    no_flop_no_drop: bool = True,
) -> Callable[[Number, State], tuple[Number, Number]]:
    """An exact per-pot rake for pokerkit's ``rake`` hook: ``percentage`` of the pot, rounded down to ``step``."""

    def rake(amount: Number, state: State) -> tuple[Number, Number]:
        if no_flop_no_drop and not any(state.board_cards):
            return 0, amount
        raked = (Decimal(amount) * percentage / step).to_integral_value(rounding=ROUND_FLOOR) * step
        if cap is not None:
            raked = min(raked, cap)
        return raked, amount - raked

    return rake


def _label(index: int) -> str:
    return f"p{index + 1}"


def _play(hh: HandHistory, unknown_showdown: str, streets: list[int]) -> tuple[State | None, str]:
    """Apply every action of the file with pokerkit, strictly. Returns the state and why it stopped, if it did.

    ``streets`` receives every street index the hand reached.
    """
    try:
        state = hh.create_state()
    except Exception as error:  # pokerkit refuses the set-up (stacks, blinds, ...): report, do not crash
        return None, f"pokerkit refused the set-up: {type(error).__name__}: {error}"

    def burn() -> None:
        if state.street_index is not None:
            streets.append(state.street_index)
        while state.can_burn_card():
            state.burn_card("??")

    for index, action in enumerate(hh.actions):
        burn()
        try:
            parse_action(state, action, hh.parse_value)
        except (ValueError, KeyError, IndexError) as error:
            return state, f"actions[{index}] {action!r}: pokerkit refused it: {error}"
    burn()
    if state.status and state.can_show_or_muck_hole_cards():
        waiting = sorted(set(state.showdown_indices))
        unknown = [i for i in waiting if any(card.unknown_status for card in state.hole_cards[i])]
        if unknown and unknown_showdown == "refuse":
            return state, (
                "the file stops before the showdown and the cards of "
                + ", ".join(_label(i) for i in unknown) + " are unknown"
            )
        while state.status and state.can_show_or_muck_hole_cards():
            state.show_or_muck_hole_cards()
            burn()
    if state.status:
        waiting = "nobody" if state.actor_index is None else _label(state.actor_index)
        return state, f"the file stops with the hand still running (next to act: {waiting})"
    return state, ""


def _collected(state: State) -> list[Number]:
    """Pots collected per player, counted the way sites write "collected" (see the module docstring).

    pokerkit pushes each pot into the winner's bets and pulls the bets back into the stack, so
    ``ChipsPulling`` repeats the pushes; only the pushes are counted. A hand won by folds adds
    the called part of the winner's last bet, which pokerkit never collected into a pot.
    """
    collected: list[Number] = [0] * state.player_count
    street_bets: list[Number] = [0] * state.player_count
    voluntary = [False] * state.player_count
    last_street_bets: list[Number] = [0] * state.player_count
    last_voluntary = [False] * state.player_count
    last_collected: list[Number] = [0] * state.player_count
    folded: set[int] = set()
    for operation in state.operations:
        if isinstance(operation, BlindOrStraddlePosting):
            street_bets[operation.player_index] += operation.amount
        elif isinstance(operation, CheckingOrCalling):
            street_bets[operation.player_index] += operation.amount
            voluntary[operation.player_index] = True
        elif isinstance(operation, CompletionBettingOrRaisingTo):
            street_bets[operation.player_index] = operation.amount
            voluntary[operation.player_index] = True
        elif isinstance(operation, Folding):
            folded.add(operation.player_index)
        elif isinstance(operation, BetCollection):
            last_street_bets, last_voluntary, last_collected = street_bets, voluntary, list(operation.bets)
            street_bets = [0] * state.player_count
            voluntary = [False] * state.player_count
        elif isinstance(operation, ChipsPushing):
            for i, amount in enumerate(operation.amounts):
                collected[i] += amount
    survivors = [i for i in range(state.player_count) if i not in folded]
    if len(survivors) == 1:
        winner = survivors[0]
        uncollected = last_street_bets[winner] - last_collected[winner]
        others = max((b for j, b in enumerate(last_collected) if j != winner), default=0)
        if last_voluntary[winner]:
            collected[winner] += min(uncollected, others)
        else:  # a walk: the blind the winner posted counts whole
            collected[winner] += uncollected
    return collected


def pokerkit_outcome(hand: str | dict[str, Any], *, unknown_showdown: str = "refuse") -> dict[str, Any]:
    """pokerkit's result for one hand (the TOML text of one ``.phh`` hand, or a raw dict from ``iter_hands``).

    Keys: ``variant``, ``players``, ``starting_stacks``, ``finishing_stacks`` (seat order, the
    file's units, exact), ``net``, ``collected``, ``pot_total``, ``board_cards``,
    ``streets_reached``, ``saw_flop``, ``showdown``, ``unknown_at_showdown``, ``recorded``
    (the file's ``winnings`` / ``finishing_stacks``), ``settled``, ``why_not``.
    """
    if unknown_showdown not in ("refuse", "muck"):
        raise ValueError(f"unknown_showdown={unknown_showdown!r}: expected 'refuse' or 'muck'")
    raw = next(iter_hands(hand))[1] if isinstance(hand, str) else hand
    variant = raw.get("variant")
    players = list(raw.get("players") or [_label(i) for i in range(len(raw.get("starting_stacks", [])))])
    result: dict[str, Any] = {
        "variant": variant, "players": players, "starting_stacks": list(raw.get("starting_stacks", [])),
        "finishing_stacks": None, "net": None, "collected": None, "pot_total": None,
        "board_cards": 0, "streets_reached": 0, "saw_flop": False, "showdown": False,
        "unknown_at_showdown": [],
        "recorded": {key: raw[key] for key in ("winnings", "finishing_stacks") if key in raw},
        "settled": False, "why_not": "",
    }
    if variant not in HandHistory.game_types:
        result["why_not"] = f"variant {variant!r} is not one pokerkit plays"
        return result
    try:
        hh = _hand_history(raw)
    except Exception as error:  # a field pokerkit cannot take
        result["why_not"] = f"pokerkit refused the fields: {type(error).__name__}: {error}"
        return result
    streets: list[int] = []
    state, why_not = _play(hh, unknown_showdown, streets)
    if state is None:
        result["why_not"] = why_not
        return result

    boards = [op for op in state.operations if isinstance(op, BoardDealing)]
    result["board_cards"] = sum(len(op.cards) for op in boards)
    result["saw_flop"] = bool(boards)
    result["streets_reached"] = max(streets, default=-1) + 1
    shows = [op for op in state.operations if isinstance(op, HoleCardsShowingOrMucking)]
    result["showdown"] = bool(shows)
    result["unknown_at_showdown"] = sorted({
        _label(op.player_index) for op in shows if any(card.unknown_status for card in op.hole_cards)
    })
    if why_not:
        result["why_not"] = why_not
        return result

    result["finishing_stacks"] = list(state.stacks)
    result["net"] = list(state.payoffs)
    collected = _collected(state)
    result["collected"] = collected
    result["pot_total"] = sum(collected)
    contested = sum(1 for op in shows if op.hole_cards) >= 2 or any(
        isinstance(op, ChipsPushing) and op.board_index is not None for op in state.operations
    )
    if result["unknown_at_showdown"] and contested and unknown_showdown == "refuse":
        known = [_label(op.player_index) for op in shows if op.hole_cards and not any(
            card.unknown_status for card in op.hole_cards)]
        result["why_not"] = (
            "unknown hole cards at the showdown: " + ", ".join(result["unknown_at_showdown"])
            + (f" (pokerkit reads them as mucked and awards {', '.join(known)})" if known
               else " (nobody's cards are known: no winner can be computed)")
        )
        return result
    if not all(is_finite(s) for s in result["starting_stacks"]):
        result["stacks_unknown"] = True
    result["settled"] = True
    return result


def agreement(outcome: dict[str, Any]) -> dict[str, Any]:
    """Compare a settled outcome with what the file recorded: exact equality, and recorded minus pokerkit.

    ``winnings`` are compared with ``collected``; ``finishing_stacks`` with pokerkit's stacks.
    A ``winnings`` list of zeros only is what several sites' conversions write when the real
    figures were lost (Full Tilt, PokerStars, iPoker in the handhq data): it is reported as
    ``all_zero`` and not compared.
    """
    report: dict[str, Any] = {}
    recorded = outcome["recorded"]
    if not outcome["settled"]:
        return report
    if "winnings" in recorded:
        winnings = recorded["winnings"]
        if not any(winnings):
            report["winnings"] = {"all_zero": True}
        else:
            diff = [w - c for w, c in zip(winnings, outcome["collected"], strict=True)]
            report["winnings"] = {"agree": not any(diff), "difference": sum(diff), "per_seat": diff}
    if "finishing_stacks" in recorded:
        stacks = recorded["finishing_stacks"]
        if all(is_finite(s) for s in outcome["finishing_stacks"]):
            diff = [r - s for r, s in zip(stacks, outcome["finishing_stacks"], strict=True)]
            report["finishing_stacks"] = {"agree": not any(diff), "difference": sum(diff), "per_seat": diff}
    return report


def is_finite(value: Number) -> bool:
    return not (isinstance(value, Decimal) and not value.is_finite()) and not (
        isinstance(value, float) and math.isinf(value)
    )
