"""The mutant catalogues of the games besides Lunar Poker: well formed, every mutant really
changes its game's engine, and changes no other game.

A mutant that changes nothing would "survive" its game's Gherkin suite for no fault of the suite,
so each has a hand-picked witness round or hand (the facts of a scenario of its suite) whose
settlement, or refusal, differs under the mutant. A mutant that leaked into another game would
break that game's certification for no fault of its own, so every mutant is also applied to the
other games' witnesses, and to a few Lunar Poker rounds, which must settle exactly as before.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

import pytest

from harness.families.lunar.game import family_games, game_definition
from harness.families.poker_room.games import game_rules, room_game
from harness.families.poker_room.mutants import shared_mutants
from harness.games.settle_dispatch import settle_document
from harness.mutation import applied, apply_mutant, catalogue
from harness.mutation.catalogue import Mutant, MutantError, patch_owner
from harness.mutation.lookup import known_games
from harness.runtime.project import project_root
from harness.spec.errors import RoundError
from harness.spec.yaml_source import Node, load_text

NEW_GAMES = (
    "caribbean-stud",
    "oasis-poker",
    "lunar-poker-dealer-draw",
    "lunar-poker-finland",
    "omaha-hi-lo-8",
    "holdem",
    "omaha",
    "short-deck",
    "seven-card-stud",
    "seven-card-stud-hi-lo-8",
    "razz",
    "deuce-to-seven-triple-draw",
    "deuce-to-seven-single-draw",
    "badugi",
    "dilemma-holdem",
)
PREFIX = {
    "caribbean-stud": "cs_",
    "oasis-poker": "op_",
    "lunar-poker-dealer-draw": "lpd_",
    "lunar-poker-finland": "lpf_",
    "omaha-hi-lo-8": "ohl_",
    "holdem": "he_",
    "omaha": "om_",
    "short-deck": "sd_",
    "seven-card-stud": "st_",
    "seven-card-stud-hi-lo-8": "shl_",
    "razz": "rz_",
    "deuce-to-seven-triple-draw": "td_",
    "deuce-to-seven-single-draw": "nd_",
    "badugi": "bg_",
    "dilemma-holdem": "dh_",
}
#: The environment variables the games' step libraries read (harness/families/lunar/suite_paytable.py):
#: TABLECERT_PAYTABLE_ and the game's name, e.g. TABLECERT_PAYTABLE_OASIS_POKER.
STEP_ENV = {"TABLECERT_PAYTABLE_" + game.upper().replace("-", "_") for game in family_games()}


# -- the facts of a round or hand, as a lab writes them for `tablecert settle` ------------------------


def _round(game: str, player: str, dealer: str, decision: str | None = None, **extra: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"game": game, "ante": 10, "player": player.split(), "dealer": dealer.split()}
    if game in ("lunar-poker", "lunar-poker-dealer-draw"):
        doc["super"] = 10
    if decision is not None:
        doc["decision"] = decision
    for key, value in extra.items():
        if key in ("discard", "drawn"):
            doc[key] = value.split()
        elif key in ("dealer_draw", "buy_dealer_qualification"):
            doc[key] = {"drawn": value}
        else:
            doc[key] = value
    return doc


def cs(player: str, dealer: str, decision: str = "play", **extra: Any) -> dict[str, Any]:
    return _round("caribbean-stud", player, dealer, decision, **extra)


def op(player: str, dealer: str, decision: str = "play", **extra: Any) -> dict[str, Any]:
    return _round("oasis-poker", player, dealer, decision, **extra)


def lpd(player: str, dealer: str, decision: str = "play", **extra: Any) -> dict[str, Any]:
    return _round("lunar-poker-dealer-draw", player, dealer, decision, **extra)


def lpf(player: str, dealer: str, decision: str = "play", **extra: Any) -> dict[str, Any]:
    return _round("lunar-poker-finland", player, dealer, decision, **extra)


def lp(player: str, dealer: str, decision: str | None = "play", **extra: Any) -> dict[str, Any]:
    return _round("lunar-poker", player, dealer, decision, **extra)


#: The limits of every fixed-limit witness hand.
LIMITS = {"small_bet": 20, "big_bet": 40}


def _seats(seats: str) -> list[dict[str, Any]]:
    """`A 1000 Ah 2h 4c 6d; B 500 ...`: each seat's name, stack and cards (in the order dealt)."""
    table = []
    for seat in seats.split(";"):
        name, stack, *cards = seat.split()
        table.append({"name": name, "stack": int(stack), "hole": cards})
    return table


def _hand(game: str, seats: str, button: str, board: str, actions: str, *, limit: bool, **extra: Any) -> dict[str, Any]:
    """A board game's hand: `seats` as _seats reads them; actions as the features write them;
    limits 20/40 when `limit`, else no limit."""
    moves: list[list[Any]] = []
    for item in re.split(r"[,/]", actions):
        words = item.split()
        moves.append([words[0], words[1], *(int(w) for w in words[2:])])
    doc: dict[str, Any] = {"game": game, "blinds": [10, 20], "button": button, "seats": _seats(seats),
                           "board": board.split(), "actions": moves, **extra}  # fmt: skip
    if limit:
        doc["limits"] = LIMITS
    return doc


# A board game's hand, `xx(seats, button, board, actions, **extra)`: fixed limit or no limit.
ohl = functools.partial(_hand, "omaha-hi-lo-8", limit=True)
he = functools.partial(_hand, "holdem", limit=False)
fl = functools.partial(_hand, "holdem", limit=True)
plo = functools.partial(_hand, "omaha", limit=False)
flo = functools.partial(_hand, "omaha", limit=True)
sd = functools.partial(_hand, "short-deck", limit=False)
dh = functools.partial(_hand, "dilemma-holdem", limit=False)


# Hands of the suites, reused by several mutants.
HE_STRADDLE = "A 1000 2s 3d; B 1000 4s 5d; C 1000 Ah Kd; D 1000 7c 7d"
HE_CHECKED_THREE = (
    "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
)
CHECKED_DOWN = "A call, B check / B check, A check / B check, A check / B check, A check"
SEED_SEATS = "A 1000 Ah 2h 4c 6d; B 500 Ad 3c Tc Th; C 800 9s Td Jh Qd"
QUARTER_SEATS = "A 1000 Ah 2h 4c 6d; B 500 As 2c 9d 9h; C 800 9s Td Jh Qd"
SEED_BOARD = "3s 6h 8d Jc Qs"
SEED_PLAY = "C call, A call, B check / A check, B bet, C call, A call / A check, B check, C bet, A call, B call / A check, B check, C check"  # noqa: E501
HE3 = "A 1000 Ah Kd; B 1000 7c 7d; C 1000 Qs Jh"
HE_SHORT = "A 1000 Ah Kd; B 150 7c 7d; C 1000 Qs Jh"
HE_LIMIT_SHORT = "A 1000 Ah Kd; B 50 7c 7d; C 1000 Qs Jh"
HE_BOARD = "2c 8h 9s Td 3s"
SPLIT_SEATS = "A 1000 Ah 3c; B 1000 5s 6s; C 1000 Ad 4h"
SPLIT_PLAY = (
    "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
)
OM3 = "A 1000 Ah Kd 4s 4c; B 1000 7c 7d 8s 9h; C 1000 Qh Jh 5c 5d"
OM_SHORT = "A 1000 Ah Kd 4s 4c; B 100 7c 7d 8s 9h; C 1000 Qh Jh 5c 5d"
OM_LIMIT_SHORT = "A 1000 Ah Kd 4s 4c; B 50 7c 7d 8s 9h; C 1000 Qh Jh 5c 5d"
OM_BOARD = "2c 8h 9s Td 3s"
OM_SPLIT = "A 1000 Ah Kc 3c 3d; B 1000 5s 6s 7h 7d; C 1000 Ad Kh 4h 4d"
SD3 = "A 1000 Ah Kd; B 1000 7c 7d; C 1000 Qs Jh"
SD_SHORT = "A 1000 Ah Kd; B 150 7c 7d; C 1000 Qs Jh"
SD_BOARD = "6c 8h 9s Td Ks"
SD_SPLIT = "A 1000 Ah 6s; B 1000 9s 9c; C 1000 Ad 8h"
TRIPS_VS_NINE_HIGH = ("7s 7h 7d Kc 2s", "Qd 9c 6h 4s 3c")
STRAIGHT_VS_KING_HIGH = ("8s 9d Tc Jh Qs", "Kd Jc 9h 5s 3c")


def _stud(game: str, seats: str, actions: str, **extra: Any) -> dict[str, Any]:
    """A bring-in game's hand: limits 20/40, ante 5, bring-in 5; `seats` as `A 1000 As Ks 9c; ...`
    (each seat's cards in the order dealt)."""
    moves = [item.split() for item in re.split(r"[,/]", actions)]
    return {"game": game, "limits": LIMITS, "ante": 5, "bring_in": 5, "seats": _seats(seats), "actions": moves,
            **extra}  # fmt: skip


# Hands of the stud suites (features/seven_card_stud/, ..._hi_lo_8/, razz/), reused by several mutants.
ST3 = "A 1000 As Ks 9c; B 1000 Qh Jh 2d; C 1000 Th 8h Kh"
ST_FOURTH = "A 1000 As Ks 9c Qd; B 1000 Qh Jh 2d 5s; C 1000 Th 8h Kh 7c"
ST_TIE = "A 1000 2s 3s Kc 5d; B 1000 Jh Th Kh 5s; C 1000 2c 3d 9c 8d"
ST_HEADS_UP = "A 1000 As Ks 9c Qc; B 1000 Qh Jh 2d 5s"
HEADS_UP_PLAY = "B bring-in, A complete, B raise, A raise, B raise, A raise, B call / A bet, B fold"
ST_SHORT = "A 1000 2s 3s Kc 3h; B 55 Jh Th 2d 4s; C 1000 2c 4d 9c 9h"
SHORT_PLAY = "B bring-in, C complete, A call, B call / C bet, A call, B all-in, C raise"
ST_FLUSH = "A 1000 Ah 2h 9h Kh 3c 4d 7h; B 1000 Qs Qd 5c 8s 8d Jc 6c"
FLUSH_PLAY = "B bring-in, A call / A check, B check / B check, A check / B check, A check / B check, A check"
FLUSH_BET = "B bring-in, A call / A check, B check / B check, A check / B check, A check / B bet, A call"
ST_SIDE = "A 25 Ah Ad 7c 7d 2s 3s 9c; B 1000 5h 6c 2h Kh 9s Qs 4d; C 1000 Jc Jd Kd 8c 8h Ts 3d"
SIDE_PLAY = "B bring-in, C complete, A call, B call / B check, C bet, B call / C bet, B call / C check, B check / C check, B check"  # noqa: E501
ST_STRAIGHTS = "A 1000 5c 6d 7h 8s 9c 2d 3h; B 1000 5d 6c 7s 8h 9d 2c 3s; C 1000 Kc Kd Jc"
STRAIGHTS_PLAY = "A bring-in, B call, C fold / A check, B check / A check, B check / A check, B check / A check, B check"  # noqa: E501
SHL_SPLIT = "A 1000 As 2d 3c 4h 8s Kd Qc; B 1000 Qs Qd 5c 8c 8d Jc 6h; C 1000 Kc Kh Ts"
SPLIT_CHECKS = "A bring-in, B call, C fold / B check, A check / B check, A check / B check, A check / B check, A check"
SHL_TIED_LOW = "A 1000 Ah 2c 3d 4s 5h 6h Kd; B 1000 As 2d 3h 4c 5c Qs Js; C 1000 Kc Kh Ts; D 1000 Jc Jd Th"
TIED_LOW_PLAY = "A bring-in, B call, C fold, D fold / A check, B check / A check, B check / B check, A check / B check, A check"  # noqa: E501
RZ3 = "A 1000 As Ks 9c; B 1000 Qh Jh Kd; C 1000 Th 8h 2h"
RZ_FOURTH = "A 1000 As Ks 9c Qd; B 1000 Qh Jh Kd 5s; C 1000 Th 8h 2h 7c"
RZ_HEADS_UP = "A 1000 As Ks 9c Qc; B 1000 Qh Jh Kd 5s"
RZ_SEVENTH = "A 1000 9h 9d 2c 3h 4d Ts 5h; B 1000 Kc Qc 5s 6d 7c 8h Td"
RZ_SEVENTH_PLAY = "B bring-in, A call / A check, B check / A check, B check / B check, A check / B check, A check"
RZ_TIE = "A 1000 5c 4d 3h 2s 7c Kh Qd; B 1000 5d 4c Ks 2h 7d 3s Qs; C 1000 Jc Jh 9c"
RZ_TIE_PLAY = "B bring-in, C fold, A call / A check, B check / A check, B check / A check, B check / A check, B check"


def _draw_hand(game: str, seats: str, button: str, actions: str, *, limit: bool, blinds: tuple[int, ...] = (10, 20),
               **extra: Any) -> dict[str, Any]:  # fmt: skip
    """A draw game's hand; actions as its features write them (`A draws Kd for 5s`, `A stands pat`)."""
    from harness.families.poker_room.bdd_steps import parse_actions

    doc: dict[str, Any] = {"game": game, "blinds": list(blinds), "button": button, "seats": _seats(seats),
                           "actions": parse_actions(actions), **extra}  # fmt: skip
    if limit:
        doc["limits"] = LIMITS
    return doc


# A draw game's hand, `xx(seats, button, actions, **extra)`.
td = functools.partial(_draw_hand, "deuce-to-seven-triple-draw", limit=True)
nd = functools.partial(_draw_hand, "deuce-to-seven-single-draw", limit=False)
bg = functools.partial(_draw_hand, "badugi", limit=True)


# Hands of the draw suites (features/deuce_to_seven_triple_draw/, ..._single_draw/, badugi/).
TD3 = "A 1000 2c 3d 4h 7s Kd; B 1000 2d 5c 6h 8s Qc; C 1000 Ac Ad 9c Th Js"
TD_PLAY = ("C call, A call, B check / A draws Kd for 5s, B draws Qc for 3c, C draws Ac Ad 9c Th Js for Jc Jd Jh 9s "
           "9d / A bet, B call, C fold / A stands pat, B draws 8s for 7c / A bet, B call / A stands pat, B stands pat "
           "/ A check, B check")  # fmt: skip
TD_ALL_IN = "A 40 2c 4d 5h 7s 9d; B 1000 3c 4s 6d 7h Kc"
TD_ALL_IN_PLAY = "A all-in, B call / B draws Kc for 2s, A stands pat / B stands pat, A draws 9d for 3h / B stands pat, A stands pat"  # noqa: E501
TD_DEAD = "A all-in, B call / B draws Kc for 2s, A draws 9d for 3h / B draws 2s for 9d"
TD_WHEEL = "A 1000 Ah 2c 3d 4s 5h; B 1000 2h 3h 4h 6h 8h; C 1000 3c 4c 5d 6s 7d"
TD_CHECKED = ("C call, A call, B check / A stands pat, B stands pat, C stands pat / A check, B check, C check / A stands "  # noqa: E501
              "pat, B stands pat, C stands pat / A check, B check, C check / A stands pat, B stands pat, C stands pat / "  # noqa: E501
              "A check, B check, C check")  # fmt: skip
HU_DRAW = "A 1000 2c 4d 5h 7s 9d; B 1000 3c 4s 6d 7h Kc"
HU_MUCK_PLAY = ("A call, B check / B stands pat, A stands pat / B check, A check / B stands pat, A stands pat / B check, "  # noqa: E501
                "A check / B stands pat, A stands pat / B check, A check")  # fmt: skip
TD_TIE = "A 1000 2c 3d 4h 5s 7c; B 1000 2d 3c 4s 5h 7d; C 1000 Ac Ad 9c Th Js"
TD_TIE_PLAY = ("C fold, A call, B check / A stands pat, B stands pat / A check, B check / A stands pat, B stands pat / "
               "A check, B check / A stands pat, B stands pat / A check, B check")  # fmt: skip
TD_SIDE = "A 40 2c 3d 4h 7s 5d; B 60 2d 5c 6h 8s 3c; C 1000 Ac Ad 9c Th Js"
TD_SIDE_PLAY = ("C raise, A all-in, B raise, C call / A stands pat, B stands pat, C draws Ac Ad 9c Th Js for 2s 3s 4s 6c "  # noqa: E501
                "7c / A stands pat, B stands pat, C stands pat / A stands pat, B stands pat, C stands pat")  # fmt: skip
TD_STRADDLE = TD3 + "; D 1000 As Kh Kc Qd Jh"
BG3 = "A 1000 Ac 2d 3h Kh; B 1000 2s 4c 6d Qd; C 1000 Kc Qc Jc Tc"
BG_PLAY = ("C call, A call, B check / A draws Kh for 5s, B draws Qd for 7h, C draws Kc Qc Jc Tc for 8c 9s Js 5d / A bet, "  # noqa: E501
           "B call, C fold / A stands pat, B stands pat / A bet, B call / A stands pat, B stands pat / A check, B check")  # noqa: E501
BG_ALL_IN = "A 40 Ac 2d 3h 9h; B 1000 2c 3s 5d Kd"
BG_ALL_IN_PLAY = "A all-in, B call / B draws Kd for 6h, A draws 9h for 4s / B stands pat, A stands pat / B stands pat, A stands pat"  # noqa: E501
BG_RANKS = "A 1000 Kc Qd Jh Ts; B 1000 Ah 2h 3d 4c; C 1000 5s 5h 6d 7c"
BG_SIDE = "A 40 As 2d 3h 4c; B 60 2c 5d 6h 8s; C 1000 Kc Kd 9c Th"
BG_SIDE_PLAY = ("C raise, A all-in, B raise, C call / A stands pat, B stands pat, C draws Kc Kd 9c Th for Ah 3c 4d 5s / "  # noqa: E501
                "A stands pat, B stands pat, C stands pat / A stands pat, B stands pat, C stands pat")  # fmt: skip
BG_TIE = "A 1000 2c 3d 4h 5s; B 1000 2d 3c 4s 5h; C 1000 Kc Qc Jc Tc"
BG_HU = "A 1000 Ac 2d 3h 9h; B 1000 2c 3s 5d Kd"


# A stud game's hand, `xx(seats, actions, **extra)`.
st = functools.partial(_stud, "seven-card-stud")
shl = functools.partial(_stud, "seven-card-stud-hi-lo-8")
rz = functools.partial(_stud, "razz")


#: Per game, one witness per mutant: a round or hand that the mutant settles (or refuses) otherwise.
WITNESSES: dict[str, dict[str, dict[str, Any]]] = {
    "seven-card-stud": {
        "st_bring_in_aces_low": st("A 1000 Ks Qs Ac; B 1000 Qh Jh 3d; C 1000 Th 8h 4c", "B bring-in, C fold, A fold"),
        "st_bring_in_suits_reversed": st("A 1000 As Ks 2s; B 1000 Qh Jh 2h; C 1000 Th 8h 2c", "C bring-in, A fold, B fold"),  # noqa: E501
        "st_bring_in_may_fold": st(ST3, "B fold"),
        "st_bring_in_keeps_an_option": st(ST_FOURTH, "B bring-in, C call, A call / C bet, A fold, B fold"),
        "st_completion_raises_the_bring_in": st(ST3, "B bring-in, C complete, A fold, B fold"),
        "st_completion_not_counted_in_the_cap": st(ST3, "B bring-in, C complete, A raise, B raise, C raise, A raise"),
        "st_fourth_street_big_bet": st(ST_FOURTH, "B bring-in, C call, A call / C bet, A fold, B fold"),
        "st_later_rounds_by_position": st(ST_FOURTH, "B bring-in, C call, A call / C bet, A fold, B fold"),
        "st_showing_tie_to_the_last_seat": st(ST_TIE, "C bring-in, A call, B call / A bet, B fold, C fold"),
        "st_cap_kept_heads_up": st(ST_HEADS_UP, HEADS_UP_PLAY),
        "st_short_all_in_reopens": st(ST_SHORT, SHORT_PLAY),
        "st_uncalled_bet_kept": st(ST3, "B bring-in, C complete, A fold, B fold"),
        "st_seventh_card_does_not_play": st(ST_FLUSH, FLUSH_PLAY),
        "st_side_pot_paid_to_player_not_in_it": st(ST_SIDE, SIDE_PLAY),
        "st_tie_not_split": st(ST_STRAIGHTS, STRAIGHTS_PLAY),
        "st_odd_chip_to_the_wrong_seat": st(ST_STRAIGHTS, STRAIGHTS_PLAY),
        "st_muck_still_wins": st(ST_FLUSH, FLUSH_BET, mucks=["A"]),
    },
    "seven-card-stud-hi-lo-8": {
        "shl_bring_in_aces_low": shl("A 1000 Ks Qs Ac; B 1000 Qh Jh 3d; C 1000 Th 8h 4c", "B bring-in, C fold, A fold"),
        "shl_bring_in_may_fold": shl(ST3, "B fold"),
        "shl_bring_in_keeps_an_option": shl(ST_FOURTH, "B bring-in, C call, A call / C bet, A fold, B fold"),
        "shl_completion_raises_the_bring_in": shl(ST3, "B bring-in, C complete, A fold, B fold"),
        "shl_completion_not_counted_in_the_cap": shl(ST3, "B bring-in, C complete, A raise, B raise, C raise, A raise"),
        "shl_later_rounds_by_position": shl(ST_FOURTH, "B bring-in, C call, A call / C bet, A fold, B fold"),
        "shl_low_from_the_high_hand": shl(SHL_SPLIT, SPLIT_CHECKS),
        "shl_nine_makes_a_low": shl("A 1000 As 2d 3c 4h 9s Kd Qc; B 1000 Qs Qd 5c 8c 8d Jc 6h; C 1000 Kc Kh Ts",
                                    SPLIT_CHECKS),
        "shl_straight_or_flush_spoils_a_low": shl(SHL_TIED_LOW, TIED_LOW_PLAY),
        "shl_odd_chip_to_the_low_half": shl(SHL_SPLIT, SPLIT_CHECKS),
        "shl_tied_half_not_shared": shl(SHL_TIED_LOW, TIED_LOW_PLAY),
        "shl_odd_chip_to_the_wrong_seat": shl(SHL_TIED_LOW, TIED_LOW_PLAY),
        "shl_side_pot_paid_to_player_not_in_it": shl(ST_SIDE, SIDE_PLAY),
        "shl_uncalled_bet_kept": shl(ST3, "B bring-in, C complete, A fold, B fold"),
        "shl_muck_still_wins": shl(ST_FLUSH, FLUSH_BET, mucks=["A"]),
    },
    "deuce-to-seven-triple-draw": {
        "td_button_draws_first": td(TD_ALL_IN, "A", TD_ALL_IN_PLAY),
        "td_all_in_players_do_not_draw": td(TD_ALL_IN, "A", TD_ALL_IN_PLAY),
        "td_discards_are_live": td(TD_ALL_IN, "A", TD_DEAD),
        "td_big_bet_after_the_first_draw": td(TD3, "C", TD_PLAY),
        "td_small_bet_after_the_second_draw": td(TD3, "C", TD_PLAY),
        "td_raise_cap_ignored": td(TD3, "C", "C raise, A raise, B raise, C raise"),
        "td_cap_kept_heads_up": td(HU_DRAW, "A", "A raise, B raise, A raise, B raise, A call / B stands pat, A stands "
                                                 "pat / B bet, A fold"),
        "td_short_all_in_reopens": td(TD3.replace("B 1000", "B 50"), "C", "C call, A call, B check / A stands pat, B "
                                      "stands pat, C stands pat / A bet, B all-in, C call, A raise"),
        "td_straddler_does_not_act_last": td(TD_STRADDLE, "D", "D fold, A fold, B fold", blinds=(10, 20, 40)),
        "td_big_blind_ante_comes_back": td(TD3, "C", "C fold, A fold", ante=[0, 20, 0]),
        "td_uncalled_bet_kept": td(TD3, "C", "C raise, A fold, B fold"),
        "td_wheel_is_a_straight": td(TD_WHEEL, "C", TD_CHECKED),
        "td_flush_does_not_count": td(TD_WHEEL, "C", TD_CHECKED),
        "td_side_pot_paid_to_player_not_in_it": td(TD_SIDE, "C", TD_SIDE_PLAY),
        "td_tie_not_split": td(TD_TIE, "C", TD_TIE_PLAY, ante=5),
        "td_odd_chip_to_the_wrong_seat": td(TD_TIE, "C", TD_TIE_PLAY, ante=5),
        "td_muck_still_wins": td(HU_DRAW, "A", HU_MUCK_PLAY, mucks=["A"]),
    },
    "deuce-to-seven-single-draw": {
        "nd_button_draws_first": nd("A 100 2c 4d 5h 7s 9d; B 1000 3c 4s 6d 7h Kc", "A",
                                    "A all-in, B call / B draws Kc for 2s, A draws 9d for 3h"),
        "nd_all_in_players_do_not_draw": nd("A 100 2c 4d 5h 7s 9d; B 1000 3c 4s 6d 7h Kc", "A",
                                            "A all-in, B call / B draws Kc for 2s, A draws 9d for 3h"),
        "nd_discards_are_live": nd("A 100 2c 4d 5h 7s 9d; B 1000 3c 4s 6d 7h Kc", "A",
                                   "A all-in, B call / B draws Kc for 2s, A draws 9d for Kc"),
        "nd_min_raise_ignored": nd(HU_DRAW, "A", "A call, B check / B stands pat, A stands pat / B bet 50, A raise 90"),
        "nd_straddle_raised_by_the_big_blind": nd(TD_STRADDLE, "D", "D raise 70", blinds=(10, 20, 40)),
        "nd_short_all_in_reopens": nd(TD3.replace("B 1000", "B 110"), "C", "C call, A call, B check / A stands pat, "
                                      "B stands pat, C stands pat / A bet 60, B all-in, C call, A raise 300"),
        "nd_short_big_blind_as_posted": nd(TD3.replace("B 1000", "B 15"), "C", "C call, A fold / B stands pat, C stands pat"),  # noqa: E501
        "nd_straddler_does_not_act_last": nd(TD_STRADDLE, "D", "D fold, A fold, B fold", blinds=(10, 20, 40)),
        "nd_big_blind_ante_comes_back": nd(TD3, "C", "C fold, A fold", ante=[0, 20, 0]),
        "nd_uncalled_bet_kept": nd(TD3, "C", "C raise 60, A fold, B fold"),
        "nd_wheel_is_a_straight": nd(TD_WHEEL, "C", "C call, A call, B check / A stands pat, B stands pat, C stands "
                                                    "pat / A check, B check, C check"),
        "nd_flush_does_not_count": nd(TD_WHEEL, "C", "C call, A call, B check / A stands pat, B stands pat, C stands "
                                                     "pat / A check, B check, C check"),
        "nd_side_pot_paid_to_player_not_in_it": nd(TD_SIDE, "C", "C raise 40, A all-in, B all-in, C call / A stands "
                                                   "pat, B stands pat, C draws Ac Ad 9c Th Js for 2s 3s 4s 6c 7c"),
        "nd_tie_not_split": nd(TD_TIE, "C", "C fold, A call, B check / A stands pat, B stands pat / A check, B check",
                               ante=5),
        "nd_odd_chip_to_the_wrong_seat": nd(TD_TIE, "C", "C fold, A call, B check / A stands pat, B stands pat / "
                                            "A check, B check", ante=5),
        "nd_muck_still_wins": nd(HU_DRAW, "A", "A call, B check / B stands pat, A stands pat / B check, A check",
                                 mucks=["A"]),
    },
    "badugi": {
        "bg_button_draws_first": bg(BG_ALL_IN, "A", BG_ALL_IN_PLAY),
        "bg_all_in_players_do_not_draw": bg(BG_ALL_IN, "A", BG_ALL_IN_PLAY),
        "bg_discards_are_live": bg(BG_ALL_IN, "A", "A all-in, B call / B draws Kd for 6h, A draws 9h for Kd"),
        "bg_big_bet_after_the_first_draw": bg(BG3, "C", BG_PLAY),
        "bg_small_bet_after_the_second_draw": bg(BG3, "C", BG_PLAY),
        "bg_raise_cap_ignored": bg(BG3, "C", "C raise, A raise, B raise, C raise"),
        "bg_cap_kept_heads_up": bg(BG_HU, "A", "A raise, B raise, A raise, B raise, A call / B stands pat, A stands "
                                               "pat / B bet, A fold"),
        "bg_short_all_in_reopens": bg(BG3.replace("B 1000", "B 50"), "C", "C call, A call, B check / A stands pat, B "
                                      "stands pat, C stands pat / A bet, B all-in, C call, A raise"),
        "bg_straddler_does_not_act_last": bg(BG3 + "; D 1000 Ks Kd 9d 9s", "D", "D fold, A fold, B fold",
                                             blinds=(10, 20, 40)),
        "bg_big_blind_ante_comes_back": bg(BG3, "C", "C fold, A fold", ante=[0, 20, 0]),
        "bg_uncalled_bet_kept": bg(BG3, "C", "C raise, A fold, B fold"),
        "bg_ranks_compared_whatever_the_count": bg(BG_RANKS, "C", TD_CHECKED),
        "bg_aces_high": bg(BG3, "C", BG_PLAY),
        "bg_paired_card_plays": bg(BG_RANKS, "C", TD_CHECKED),
        "bg_side_pot_paid_to_player_not_in_it": bg(BG_SIDE, "C", BG_SIDE_PLAY),
        "bg_tie_not_split": bg(BG_TIE, "C", TD_TIE_PLAY, ante=5),
        "bg_odd_chip_to_the_wrong_seat": bg(BG_TIE, "C", TD_TIE_PLAY, ante=5),
        "bg_muck_still_wins": bg(BG_HU, "A", HU_MUCK_PLAY, mucks=["A"]),
    },
    "razz": {
        "rz_bring_in_aces_high": rz("A 1000 Ks Qs Ac; B 1000 Qh Jh Qd; C 1000 Th 8h 4c", "B bring-in, C fold, A fold"),
        "rz_bring_in_suits_reversed": rz("A 1000 2s 3s Ks; B 1000 2h 3h Kh; C 1000 2c 3c Kc", "A bring-in, B fold, C fold"),  # noqa: E501
        "rz_lowest_card_brings_in": rz(RZ3, "B bring-in, C complete, A fold, B fold"),
        "rz_bring_in_may_fold": rz(RZ3, "B fold"),
        "rz_bring_in_keeps_an_option": rz(RZ_FOURTH, "B bring-in, C call, A call / C bet, A fold, B fold"),
        "rz_completion_raises_the_bring_in": rz(RZ3, "B bring-in, C complete, A fold, B fold"),
        "rz_completion_not_counted_in_the_cap": rz(RZ3, "B bring-in, C complete, A raise, B raise, C raise, A raise"),
        "rz_fourth_street_big_bet": rz(RZ_FOURTH, "B bring-in, C call, A call / C bet, A fold, B fold"),
        "rz_best_high_showing_opens": rz(RZ_FOURTH, "B bring-in, C call, A call / C bet, A fold, B fold"),
        "rz_showing_tie_to_the_last_seat": rz("A 1000 9s Ts 2c 5d; B 1000 Jh Th 2h 5s; C 1000 Kc Qd Kd 8d",
                                              "C bring-in, A call, B call / A bet, B fold, C fold"),
        "rz_cap_kept_heads_up": rz(RZ_HEADS_UP, HEADS_UP_PLAY),
        "rz_short_all_in_reopens": rz("A 1000 2s 3s 9c Qh; B 55 Jh Th Kd Js; C 1000 2c 4d 5c 6h", SHORT_PLAY),
        "rz_uncalled_bet_kept": rz(RZ3, "B bring-in, C complete, A fold, B fold"),
        "rz_seventh_card_does_not_play": rz(RZ_SEVENTH, RZ_SEVENTH_PLAY),
        "rz_straights_and_flushes_count": rz("A 1000 5h 4h 3h 2h Ah Kc Kd; B 1000 6c 4d 3s 2c Ad Qs Qh",
                                             "B bring-in, A call / A check, B check / A check, B check / B check, "
                                             "A check / B check, A check"),
        "rz_side_pot_paid_to_player_not_in_it": rz(
            "A 25 Ah 2d 3c 4d 5s Kh Kd; B 1000 7h 8c Qh 9s Ts Js 6d; C 1000 Kc 5d Qs 2h 3h 4s 6c",
            "C bring-in, A complete, B call, C call / B check, C bet, B call / B check, C bet, B call / C check, "
            "B check / C check, B check",
        ),  # fmt: skip
        "rz_tie_not_split": rz(RZ_TIE, RZ_TIE_PLAY),
        "rz_odd_chip_to_the_wrong_seat": rz(RZ_TIE, RZ_TIE_PLAY),
        "rz_muck_still_wins": rz(RZ_SEVENTH, "B bring-in, A call / A check, B check / A check, B check / B check, "
                                              "A check / B bet, A call", mucks=["A"]),
    },
    "caribbean-stud": {
        "cs_player_win_ante_pushes": cs("Qs Qh 8d 5c 2s", "Kd 7c 2h 9s As"),
        "cs_unqualified_dealer_raise_paid": cs("Qs Qh 8d 5c 2s", "Kd Qc 9h 5s 2d"),
        "cs_unqualified_dealer_ante_pushes": cs("Qs Qh 8d 5c 2s", "Kd Qc 9h 5s 2d"),
        "cs_tie_goes_to_dealer": cs("Qs Qh 8d 5c 2s", "Qd Qc 8h 5s 2d"),
        "cs_dealer_win_returns_raise": cs("Qs Qh 8d 5c 2s", "Kd Kc 4h 6s 2d"),
        # A-K-4-3-2 qualifies and beats A-Q-9.
        "cs_dealer_qualifies_on_any_pair": cs("As Qh 9d 6c 3h", "Ad Kc 4h 3s 2d"),
        # A-Q-J does not qualify (and would beat A-Q-9).
        "cs_dealer_qualifies_on_ace_high": cs("As Qh 9d 6c 3h", "Ad Qc Jh 4s 2d"),
        "cs_second_combination_paid": cs("Ks Kh 4d 4c As", "Qd Qc 9h 7s 3d"),
        "cs_ace_king_not_a_raise_line": cs("As Kh 9d 6c 3h", "Ad Kc 8h 4s 2d"),
        "cs_royal_paid_as_straight_flush": cs("Ts Js Qs Ks As", "Ad Kc 8h 4s 2d"),
        "cs_instant_payout": cs("5h 6h 7h 8h 9h", "Kd Qc Js 4s 2d"),
        "cs_raise_is_one_ante": cs("Qs Qh 8d 5c 2s", "Kd Kc 4h 6s 2d"),
        "cs_fold_returns_ante": cs("Js 8h 6d 4c 3s", "Kd Qc 9h 5s 2d", "fold"),
        "cs_sixth_card_buy_accepted": cs("Js 8h 6d 4c 3s", "Kd Qc 9h 5s 2d", "buy", drawn="2c", after_draw="play"),
    },
    "oasis-poker": {
        # Three cards replaced: 30 in fees (one Ante would be 10); Q-Q-Q beats K-K (Q-Q would not).
        "op_fee_one_ante": op(
            "Qs Qh 8d 5c 2s", "Kd Kc 7h 6s 3d", "exchange", discard="8d 5c 2s", drawn="Qd 9c 4h", after_draw="play"
        ),
        "op_single_card_draw_refused": op(
            "Ah Kh 9h 6h 2c", "Qd Qc 8s 5s 4d", "exchange", discard="2c", drawn="3h", after_draw="play"
        ),
        "op_five_card_draw_refused": op(
            "9s 7h 5d 4c 2s",
            "Kc Qd 9h 6s 2d",
            "exchange",
            discard="9s 7h 5d 4c 2s",
            drawn="As Ac Kd 8h 3c",
            after_draw="play",
        ),  # fmt: skip
        "op_sixth_card_buy_accepted": op("Ah Kh 9h 6h 2c", "Qd Qc 8s 5s 4d", "buy", drawn="3h", after_draw="play"),
        "op_showdown_on_hand_before_draw": op(
            "Qs Qh 8d 5c 2s", "Kd Kc 7h 6s 3d", "exchange", discard="8d 5c 2s", drawn="Qd 9c 4h", after_draw="play"
        ),
        "op_fold_after_draw_returns_ante": op(
            "Ah Kh 9h 6h 2c", "Qd Qc 8s 5s 4d", "exchange", discard="2c", drawn="3d", after_draw="fold"
        ),
        "op_fee_returned_on_win": op(
            "Ah Kh 9h 6h 2c", "Qd Qc 8s 5s 4d", "exchange", discard="2c", drawn="3h", after_draw="play"
        ),
        "op_fee_returned_when_dealer_does_not_qualify": op(
            "9s 7h 5d 4c 2s",
            "Kc Qd 9h 6s 2d",
            "exchange",
            discard="9s 7h 5d 4c 2s",
            drawn="As Ac Kd 8h 3c",
            after_draw="play",
        ),  # fmt: skip
        "op_fee_returned_on_fold": op(
            "Ah Kh 9h 6h 2c", "Qd Qc 8s 5s 4d", "exchange", discard="2c", drawn="3d", after_draw="fold"
        ),
        "op_fee_listed_as_wager": op(
            "Ah Kh 9h 6h 2c", "Qd Qc 8s 5s 4d", "exchange", discard="2c", drawn="3h", after_draw="play"
        ),
        "op_second_combination_paid": op("Ks Kh 4d 4c As", "Qd Qc 9h 7s 3d"),
        "op_player_win_ante_pushes": op("Ks Kh 4d 4c As", "Qd Qc 9h 7s 3d"),
    },
    "lunar-poker-dealer-draw": {
        "lpd_qualifying_dealer_made_to_draw": lpd("7s 7h 7d Kc 2s", "Qd Qc 6h 4s 3c", dealer_draw="9d"),
        "lpd_folded_player_makes_dealer_draw": lpd("5s 5h Jd 8c 2s", "Kd Qc 9h 4s 3c", "fold", dealer_draw="Kh"),
        # The 3c goes and the 9d pairs the dealer (the Qd going would leave 9-high).
        "lpd_dealer_discards_highest_card": lpd(*TRIPS_VS_NINE_HIGH, dealer_draw="9d"),
        # The 2d upcard goes and the 5d pairs the 5c (the 5c going would leave J-high).
        "lpd_upcard_never_discarded": lpd("8s 8h 8d Ac 4s", "2d Jc 9h 7s 5c", dealer_draw="5d"),
        # The 4c goes: 4d-Kd-9d-6d-2d is a flush (the 4d going would leave K-high).
        "lpd_lowest_rank_tie_spades_first": lpd(
            "As Ah 7s 3c 2h",
            "4c 4d Kd 9d 6d",
            dealer_draw="2d",
            interpretations={"dealer_draw_timing": "before_dealer_reveals"},
        ),  # fmt: skip
        "lpd_showdown_against_dealt_hand": lpd(*TRIPS_VS_NINE_HIGH, dealer_draw="9d"),
        "lpd_ante_settled_on_dealt_hand": lpd(*TRIPS_VS_NINE_HIGH, dealer_draw="9d"),
        "lpd_dealer_super_on_new_hand": lpd(
            "7s 7c 7d Ac 2s", "Kd Qh 9d 6h 3d", dealer_draw="Ks", side_supers=[{"on": "dealer", "amount": 5}]
        ),
        "lpd_fee_returned_when_dealer_still_does_not_qualify": lpd(*TRIPS_VS_NINE_HIGH, dealer_draw="8h"),
        "lpd_fee_charged_when_read_as_free": lpd(
            *TRIPS_VS_NINE_HIGH, dealer_draw="9d", interpretations={"dealer_draw_fee": "free"}
        ),
        "lpd_fee_listed_as_wager": lpd(*TRIPS_VS_NINE_HIGH, dealer_draw="9d"),
    },
    "lunar-poker-finland": {
        "lpf_instant_payout": lpf("5h 6h 7h 8h 9h", "Ad Kc 8s 6s 3c"),
        "lpf_jackpot_on_final_hand": lpf(
            "7s 7h 7d Kc 2s",
            "Kd Qh 9s 5s 3c",
            "exchange",
            discard="Kc 2s",
            drawn="7c 4d",
            after_draw="play",
            jackpot=5,
        ),  # fmt: skip
        "lpf_jackpot_lost_on_fold": lpf("7s 7h 7d Kc 2s", "Kd Qh 9s 5s 3c", "fold", jackpot=5),
        "lpf_two_pair_insured": lpf("Ks Kh 4d 4c 9s", "Qd Jc 9h 5s 3c", insurance=10),
        "lpf_insurance_below_one_ante": lpf("7s 7h 7d Kc 2s", "Qd Jc 9h 5s 3c", insurance=5),
        "lpf_insurance_up_to_whole_possible_win": lpf("7s 7h 7d Kc 2s", "Qd Jc 9h 5s 3c", insurance=40),
        # Trips and the second combination A-K would win 20 x 4 = 80: up to 40 insured.
        "lpf_possible_win_first_combination_only": lpf("7s 7h 7d Ac Kc", "Qd Jc 9h 5s 3c", insurance=40),
        "lpf_insurance_paid_when_dealer_qualifies": lpf("7s 7h 7d Kc 2s", "Ad Kh 9h 5s 3c", insurance=10),
        "lpf_insurance_on_final_dealer_hand": lpf(*STRAIGHT_VS_KING_HIGH, insurance=40, buy_dealer_qualification="3d"),
        # The Kd goes and the 3d pairs the 3c (the 3c going would leave K-high).
        "lpf_buy_replaces_lowest_card": lpf(*STRAIGHT_VS_KING_HIGH, buy_dealer_qualification="3d"),
        "lpf_bought_qualification_pays_ante": lpf(*STRAIGHT_VS_KING_HIGH, buy_dealer_qualification="3d"),
        "lpf_still_unqualified_pays_ante": lpf(*STRAIGHT_VS_KING_HIGH, buy_dealer_qualification="2d"),
        "lpf_qualification_fee_returned_on_win": lpf(*STRAIGHT_VS_KING_HIGH, buy_dealer_qualification="3d"),
    },
    "omaha-hi-lo-8": {
        # 7-8-9-T-J would use one hole card.
        "ohl_one_hole_card_plays": ohl("A 1000 2c 2d 7h 7s; B 1000 Kc Kd 3s 4s", "A", "8s 9d Tc Jh Qs", CHECKED_DOWN),
        # Ah-Kh-Qh with 2h-3h would be a flush.
        "ohl_three_hole_cards_play": ohl("A 1000 Ah Kh Qh Jh; B 1000 7d 7h 9s 4d", "A", "2h 3h 7c 8c Ks", CHECKED_DOWN),
        # Ac-3c-4d-5d with the 2h would be a wheel, on a board with two low ranks.
        "ohl_low_from_any_five_cards": ohl(
            "A 1000 Ac 3c 4d 5d; B 1000 Kc Kd 6h 6s", "A", "2h 7d 9c Ts Kh", CHECKED_DOWN
        ),
        # With the 9c, Ac-3c and 2h-7d-9c would be a nine low.
        "ohl_nine_makes_a_low": ohl("A 1000 Ac 3c 4d 5d; B 1000 Kc Kd 6h 6s", "A", "2h 7d 9c Ts Kh", CHECKED_DOWN),
        # B's wheel 5-4-3-2-A is a straight.
        "ohl_straight_or_flush_spoils_a_low": ohl(
            "A 1000 Ac 2c Kd Kh; B 1000 Ad 3c Jd Jh", "A", "4h 5d 8s Kc 2h", CHECKED_DOWN
        ),  # fmt: skip
        # 8-4-3-2-A against 7-6-4-3-2.
        "ohl_lows_compared_from_the_bottom": ohl(
            "A 1000 8s As Jd Jh; B 1000 6s 7d Th Ts", "A", "2c 3d 4h Kc Qs", CHECKED_DOWN
        ),  # fmt: skip
        "ohl_side_pot_paid_to_player_not_in_it": ohl(
            "A 30 Ah 2h 4c 6d; B 60 Ad 3c Tc Th; C 1000 9s Td Jh Qd",
            "C",
            SEED_BOARD,
            "C raise, A all-in, B all-in, C call",
        ),
        "ohl_tied_half_not_shared": ohl(QUARTER_SEATS, "C", SEED_BOARD, SEED_PLAY),
        # 255 does not halve.
        "ohl_odd_chip_to_the_low_half": ohl(SEED_SEATS, "C", SEED_BOARD, SEED_PLAY, ante=5),
        # A low half of 127 shared by A and B.
        "ohl_odd_chip_to_the_wrong_seat": ohl(QUARTER_SEATS, "C", SEED_BOARD, SEED_PLAY, ante=5),
        "ohl_turn_bet_is_a_small_bet": ohl(
            SEED_SEATS,
            "C",
            SEED_BOARD,
            "C call, A call, B check / A check, B bet, C raise, A call, B call / A bet, B fold, C raise, A call / "
            "A check, C bet, A call",
        ),  # fmt: skip
        "ohl_raise_cap_ignored": ohl(
            "A 1000 Ah 2h 4c 6d; B 1000 Ad 3c Tc Th; C 1000 9s Td Jh Qd",
            "C",
            SEED_BOARD,
            "C raise, A raise, B raise, C raise",
        ),  # fmt: skip
        "ohl_cap_kept_heads_up": ohl(
            "A 1000 Ah 2h 4c 6d; B 1000 9s Td Jh Qd",
            "A",
            SEED_BOARD,
            "A raise, B raise, A raise, B raise, A call / B check, A check / B check, A check / B check, A check",
        ),  # fmt: skip
        "ohl_short_all_in_reopens_betting": ohl(
            "A 1000 Ah 2h 4c 6d; B 50 Ad 3c Tc Th; C 1000 9s Td Jh Qd",
            "C",
            SEED_BOARD,
            "C call, A call, B check / A bet, B all-in, C call, A raise",
        ),  # fmt: skip
        # D's extra blind makes E, after D, the first to act.
        "ohl_extra_blind_does_not_act_last": ohl(
            "A 1000 Ah 2h 4c 6d; B 1000 Ad 3c Tc Th; C 1000 9s Td Jh Qd; D 1000 Ks Kd 5h 5c; E 1000 2s 3s 7c 8c",
            "E", "", "E fold, A fold, B raise, C fold, D fold", blinds=[10, 20, 0, 20],
        ),  # fmt: skip
        # B's low would take half the pot, but B mucks.
        "ohl_muck_still_wins": ohl(
            "A 1000 9s Td Jh Qd; B 1000 Ah 2h 4c 6d", "A", SEED_BOARD,
            "A call, B check / B check, A check / B check, A check / B check, A check", mucks=["B"],
        ),  # fmt: skip
        # No limits and no structure: refused (OHL-3.10); played pot limit, C's raise to 70 is the pot.
        "ohl_no_limits_played_pot_limit": _hand(
            "omaha-hi-lo-8", SEED_SEATS, "C", SEED_BOARD, "C raise 70, A call, B call", limit=False
        ),
    },
    "holdem": {
        # Facing a bet of 40, a raise to 70.
        "he_min_raise_ignored": he(HE3, "C", "2c 8h 9s", "C call, A call, B check / A bet 40, B raise 70"),
        # After a bet of 20 raised to 100, a re-raise to 180.
        "he_min_raise_doubles_the_bet": he(
            HE3,
            "C",
            HE_BOARD,
            "C call, A call, B check / A bet 20, B raise 100, C fold, A raise 180, B call / A check, B check / "
            "A check, B check",
        ),  # fmt: skip
        "he_short_all_in_reopens_no_limit": he(
            HE_SHORT, "C", HE_BOARD, "C call, A call, B check / A bet 100, B all-in, C call, A raise 300"
        ),
        # After a bet of 100 and an all-in to 130, a raise to 200 (the minimum is 230).
        "he_short_all_in_sets_min_raise": he(
            HE_SHORT, "C", HE_BOARD, "C call, A call, B check / A bet 100, B all-in, C raise 200, A call"
        ),
        "he_turn_bet_is_a_small_bet": fl(
            HE3,
            "C",
            HE_BOARD,
            "C raise, A call, B call / A bet, B call, C call / A bet, B fold, C raise, A call / A check, C bet, A call",
        ),  # fmt: skip
        "he_raise_cap_ignored": fl(
            HE3, "C", "2c 8h 9s", "C call, A call, B check / A bet, B raise, C raise, A raise, B raise"
        ),
        "he_cap_kept_heads_up": fl(
            "A 1000 Ah Kd; B 1000 7c 7d",
            "A",
            HE_BOARD,
            "A call, B check / B bet, A raise, B raise, A raise, B raise, A call / B check, A check / B check, A check",
        ),  # fmt: skip
        "he_short_all_in_reopens_limit": fl(
            HE_LIMIT_SHORT, "C", HE_BOARD, "C call, A call, B check / A bet, B all-in, C call, A raise"
        ),
        "he_uncalled_bet_kept": he(HE3 + "; D 1000 2s 3s", "D", "", "C fold, D fold, A fold"),
        "he_hole_card_must_play": he("A 1000 2c 3d; B 1000 4c 5d", "A", "Ts Js Qs Ks As", CHECKED_DOWN),
        "he_side_pot_paid_to_player_not_in_it": he(
            "P1 1500 Kh Kd; P2 1000 Ah Ad; P3 2000 Qh Qd", "P1", "2c 7s 9d Jc 4h", "P1 all-in, P2 all-in, P3 all-in"
        ),
        "he_tie_not_split": he(SPLIT_SEATS, "C", "Kc Qd Jh Ts 2c", SPLIT_PLAY, ante=5),
        "he_odd_chip_to_the_wrong_seat": he(SPLIT_SEATS, "C", "Kc Qd Jh Ts 2c", SPLIT_PLAY, ante=5),
        # After a straddle of 20 a raise to 30 (the minimum is 40).
        "he_straddle_raised_by_the_big_blind": he(HE_STRADDLE, "D", "", "D raise 30, A fold, B fold, C fold",
                                                  blinds=[5, 10, 20]),  # fmt: skip
        # D, after the straddler C, acts first.
        "he_straddler_does_not_act_last": he(HE_STRADDLE, "D", "", "D raise 40, A fold, B fold, C fold",
                                             blinds=[5, 10, 20]),  # fmt: skip
        # B's big-blind ante of 20 is dead: only the unmatched 10 of its blind comes back.
        "he_big_blind_ante_comes_back": he(HE3, "C", "", "C fold, A fold", ante=[0, 20, 0]),
        # C's queens would beat B's sevens, but C mucks.
        "he_muck_still_wins": he("A 1000 Ah Kd; B 1000 7c 7d; C 1000 Qs Qh", "C", HE_BOARD, HE_CHECKED_THREE,
                                 mucks=["C"]),  # fmt: skip
    },
    "omaha": {
        # 7-8-9-T-J would use one hole card.
        "om_one_hole_card_plays": flo("A 1000 2c 2d 7h 7s; B 1000 Kc Kd 3s 4s", "A", "8s 9d Tc Jh Qs", CHECKED_DOWN),
        # Ah-Kh-Qh with 2h-3h would be a flush.
        "om_three_hole_cards_play": flo("A 1000 Ah Kh Qh Jh; B 1000 7d 7h 9s 4d", "A", "2h 3h 7c 8c Ks", CHECKED_DOWN),
        # The board's royal flush would tie both players.
        "om_board_plays": flo("A 1000 2c 3d 4h 6c; B 1000 2d 3c 4c 7d", "A", "Ts Js Qs Ks As", CHECKED_DOWN),
        # A holds the nut low 8-4-3-2-A; B's three nines take the whole pot.
        "om_pot_split_with_a_low": flo(
            "A 1000 Ah 2h Kc Kd; B 1000 9c 9d 5s 5c", "A", "3s 4d 8c Th 9h", CHECKED_DOWN
        ),
        "om_pot_limit_ignored": plo(OM3, "C", "2c 8h 9s", "C raise 71"),
        # The pot-size raise to 70 before the flop (50 without the call).
        "om_pot_raise_without_the_call": plo(
            OM3, "C", OM_BOARD, "C raise 70, A fold, B call / B check, C check / B check, C check / B check, C check"
        ),
        # Before the flop the blinds are the round's wagers: without them the pot allows no raise to 70.
        "om_pot_without_the_rounds_wagers": plo(
            OM3, "C", OM_BOARD, "C raise 70, A fold, B call / B check, C check / B check, C check / B check, C check"
        ),
        "om_min_raise_ignored": plo(OM3, "C", "2c 8h 9s", "C call, A call, B check / A bet 40, B raise 70"),
        "om_short_all_in_reopens_pot_limit": plo(
            OM_SHORT, "C", OM_BOARD, "C call, A call, B check / A bet 60, B all-in, C call, A raise 300"
        ),
        "om_turn_bet_is_a_small_bet": flo(
            OM3,
            "C",
            OM_BOARD,
            "C raise, A call, B call / A bet, B call, C call / A bet, B fold, C raise, A call / A check, C bet, A call",
        ),  # fmt: skip
        "om_raise_cap_ignored": flo(
            OM3, "C", "2c 8h 9s", "C call, A call, B check / A bet, B raise, C raise, A raise, B raise"
        ),
        "om_cap_kept_heads_up": flo(
            "A 1000 Ah Kd 4s 4c; B 1000 7c 7d 8s 9h",
            "A",
            OM_BOARD,
            "A call, B check / B bet, A raise, B raise, A raise, B raise, A call / B check, A check / B check, A check",
        ),  # fmt: skip
        "om_short_all_in_reopens_limit": flo(
            OM_LIMIT_SHORT, "C", OM_BOARD, "C call, A call, B check / A bet, B all-in, C call, A raise"
        ),
        "om_uncalled_bet_kept": plo(OM3 + "; D 1000 2s 3d 4h 6c", "D", "", "C fold, D fold, A fold"),
        "om_side_pot_paid_to_player_not_in_it": plo(
            "P1 60 Kh Kd 7c 3s; P2 40 Ah Ad Kc 2s; P3 100 Qh Qd 8c 4s", "P1", "2c 7s 9d Jc 4h",
            "P1 all-in, P2 all-in, P3 all-in",
        ),  # fmt: skip
        "om_tie_not_split": flo(OM_SPLIT, "C", "Qc Jd Th 2s 2c", SPLIT_PLAY, ante=5),
        "om_odd_chip_to_the_wrong_seat": flo(OM_SPLIT, "C", "Qc Jd Th 2s 2c", SPLIT_PLAY, ante=5),
    },
    "short-deck": {
        # The 5h is no card of the 36.
        "sd_small_cards_accepted": sd(
            "A 1000 5h Kd; B 1000 7c 7d", "A", "6c 8h 9s", "A call, B check / B check, A check"
        ),
        # A's flush against B's full house of kings.
        "sd_full_house_beats_flush": sd("A 1000 Ah Th; B 1000 Ks 6c", "A", "6h 8h Jh Kc Kd", CHECKED_DOWN),
        # A-6-7-8-9 against 6-7-8-9-T.
        "sd_ace_low_straight_ranks_high": sd("A 1000 Ah 9c; B 1000 9d Ts", "A", "6c 7d 8s Kh Kc", CHECKED_DOWN),
        # A-6-7-8-9 against three kings.
        "sd_trips_always_beat_straight": sd("A 1000 Ah 9c; B 1000 Kd Ks", "A", "6c 7d 8s Kh Qc", CHECKED_DOWN),
        "sd_ranking_reading_ignored": sd(
            "A 1000 Ah 9c; B 1000 Kd Ks", "A", "6c 7d 8s Kh Qc", CHECKED_DOWN,
            interpretations={"straight_vs_three_of_a_kind": "three_of_a_kind_wins"},
        ),  # fmt: skip
        # The board's royal flush plays for both players.
        "sd_hole_card_must_play": sd("A 1000 6c 7d; B 1000 8c 9d", "A", "Ts Js Qs Ks As", CHECKED_DOWN),
        "sd_min_raise_ignored": sd(SD3, "C", "6c 8h 9s", "C call, A call, B check / A bet 40, B raise 70"),
        "sd_short_all_in_reopens": sd(
            SD_SHORT, "C", SD_BOARD, "C call, A call, B check / A bet 100, B all-in, C call, A raise 300"
        ),
        "sd_uncalled_bet_kept": sd(SD3 + "; D 1000 6s 7s", "D", "", "C fold, D fold, A fold"),
        "sd_side_pot_paid_to_player_not_in_it": sd(
            "P1 1500 Kh Kd; P2 1000 Ah Ad; P3 2000 Qh Qd", "P1", "6c 7s 9d Jc Th", "P1 all-in, P2 all-in, P3 all-in"
        ),
        "sd_tie_not_split": sd(SD_SPLIT, "C", "Kc Qd Jh Ts 7c", SPLIT_PLAY, ante=5),
        "sd_odd_chip_to_the_wrong_seat": sd(SD_SPLIT, "C", "Kc Qd Jh Ts 7c", SPLIT_PLAY, ante=5),
    },
}

# Dilemma Hold'em's witnesses: hands of features/dilemma_holdem/ (the illustrative card data).
DH3 = "A 1000 9c 3d; B 1000 6c 6d; C 1000 4c 8d"
DH_ALL_WIN = ("A 1000 2c 3d; B 1000 2d 3c", "A", "6c 7h 8h 9d Ts", CHECKED_DOWN)
DH_COLOURS = ("A 1000 Ac 9c; B 1000 2c 4d", "A", "7c Td 3h 7s 5d", CHECKED_DOWN)
DH_GREEN = ("A 1000 Ah Td; B 1000 2c 2d; C 1000 As 2s", "C", "3h 4c 6d 9s 8c",
            "C fold, A call, B check / A check, B check / A check, B check / A check, B check")
DH_SIDE_POT = ("P1 1500 9h 9d; P2 1000 Ac Ad; P3 2000 8h 8d", "P1", "3c 4d 6s Ts 3h", "P1 all-in, P2 all-in, P3 all-in")
DH_TIE = ("A 1000 9d 2c; B 1000 9s 2d; C 1000 4c 4d", "C", "6c 7h 8h Ts 3s",
          "C call, A call, B check / A bet 30, B call, C call / A check, B check, C check / A check, B check, C check")
DH_RIVER = ("A 1000 Ah Ad; B 1000 Th Tc; C 1000 3c 4d", "C", "3h 5s 7d 9c 8s",
            "C call, A call, B check / A check, B check, C check / A check, B check, C check "
            "/ A bet 40, B call, C fold")
DH_TURN = ("A 1000 8c 8d; B 1000 2c 3c; C 1000 5h 6h; D 1000 9c Th", "D", "3h 4c 6d 9s",
           "C call, D fold, A call, B check / A check, B check, C check / A bet 60, B fold, C fold")
DH_PENALTY = ("A 1000 9c 9d; B 1000 3c 4d", "A", "6s 8s Ts 2c 3h", CHECKED_DOWN)
DH_KICKERS = ("A 1000 Ts 8c; B 1000 Tc 3d", "A", "9h 9d 6c 4s 2c", CHECKED_DOWN)
DH_RUN_OUT = ("A 200 Ac Ad; B 1000 8c 8d; C 1000 2c 3d", "C", "3h 4c 6d 9s Th", "C fold, A all-in, B call")
WITNESSES["dilemma-holdem"] = {
    "dh_ranked_on_52_cards": dh("A 1000 Ac 3d; B 1000 6c 6d", "A", "7c 8d 9h Ts 6h", CHECKED_DOWN),
    "dh_wheel_ranks_ace_high": dh("A 1000 Ac Td; B 1000 6c 6d", "A", "3c 4d 5s 9h 2c", CHECKED_DOWN),
    "dh_hole_card_must_play": dh(*DH_ALL_WIN),
    "dh_min_raise_ignored": dh(DH3, "C", "3h 4h 6h", "C call, A call, B check / A bet 40, B raise 70"),
    "dh_short_all_in_reopens": dh(
        "A 1000 9c 3d; B 150 6c 6d; C 1000 4c 8d", "C", "3h 4h 6h 8c 9d",
        "C call, A call, B check / A bet 100, B all-in, C call, A raise 300",
    ),  # fmt: skip
    "dh_uncalled_bet_kept": dh(DH3, "C", "", "C fold, A fold"),
    "dh_side_pot_paid_to_player_not_in_it": dh(*DH_SIDE_POT),
    "dh_tie_not_split": dh(*DH_TIE),
    "dh_tie_shared_to_the_chip": dh(*DH_TIE),
    "dh_red_acts_from_the_flop": dh(*DH_COLOURS),
    "dh_blue_acts_from_the_turn": dh(*DH_COLOURS),
    "dh_blue_acts_from_a_hand": dh(*DH_GREEN),
    "dh_crash_ignored": dh(*DH_COLOURS),
    "dh_folded_hands_do_not_act": dh(*DH_GREEN),
    "dh_hand_effects_right_of_the_button": dh(*DH_GREEN),
    "dh_board_effects_river_first": dh(*DH_COLOURS),
    "dh_any_pot_winner_collects": dh(*DH_SIDE_POT),
    "dh_penalty_not_split": dh(*DH_TURN),
    "dh_penalty_from_the_flop_only": dh(*DH_RIVER),
    "dh_earlier_folders_pay": dh(*DH_TURN),
    "dh_river_folders_pay": dh(*DH_RIVER),
    "dh_river_exception_at_any_showdown": dh(
        *DH_RUN_OUT, interpretations={"penalty_round_after_run_out": "last_round_with_betting"}
    ),
    "dh_run_out_folders_pay": dh(*DH_RUN_OUT),
    "dh_every_kicker_whatever_the_reading": dh(
        *DH_KICKERS, interpretations={"kicker_comparison": "highest_unused_card"}
    ),
    "dh_only_the_highest_unused_card": dh(*DH_KICKERS),
    "dh_lab_card_data_ignored": dh(*DH_PENALTY, card_data="card_data/dilemma_holdem/test_deck_steep.yaml"),
    "dh_broke_loser_share_passed_on": dh(
        "A 1000 9c 9d; B 100 3c 4d; C 1000 2c 5h", "C", "6s 8s Ts 2d 3h",
        "C call, A call, B all-in, C call, A call / A check, C check / A check, C check / A check, C check",
    ),  # fmt: skip
    "dh_short_bonus_paid_in_seat_order": dh("A 1000 2c 3c; B 1000 2d 3d", "A", "3h 4h 6h 8h 9h", CHECKED_DOWN,
                                            blinds=[30, 60], banks=[0, 0, 30]),  # fmt: skip
    "dh_showdown_led_by_the_last_rounds_bettor": dh(
        "A 1000 9h 9d; B 200 3d 4d; C 1000 2c 3c", "C", "5s 8s 9s 3h Ts", "C fold, A call, B all-in, A call"
    ),
    "dh_winners_pay_when_all_win": dh(*DH_ALL_WIN),
    "dh_bankrupt_players_stay": dh("A 1000 9c 9d; B 40 3c 4d", "A", "6s 8s Ts 2c 3h", CHECKED_DOWN),
    "dh_bonus_split_to_the_chip": dh(*DH_ALL_WIN),
    "dh_penalty_into_bank_1": dh(*DH_PENALTY, blinds=[20, 40], banks=[0, 700, 500]),
    "dh_blinds_never_rise": dh("A 1000 2c 3c; B 1000 2d 3d", "A", "3h 4h 6h 8h 9h", CHECKED_DOWN,
                               banks=[30, 700, 500]),
    "dh_game_ends_only_on_a_shortfall": dh(*DH_ALL_WIN, blinds=[30, 60], banks=[0, 0, 60]),
}

#: Lunar Poker rounds of every kind (play, fold, buy, exchange, instant, side Super): no other
#: game's mutant may change them.
LUNAR_ROUNDS = (
    lp("Qs Qh 8d 5c 2s", "Kd 7c 2h 9s As"),
    lp("Qs Qh 8d 5c 2s", "Qd Qc 8h 5s 2d"),
    lp("Js 8h 6d 4c 3s", "Kd Qc 9h 5s 2d"),
    lp("2s 5h 9d Jc Kc", "Ad Kd 8h 6s 3c", "fold"),
    lp("As Ah 9d 5c 2s", "Qd Qc 8h 6s 3d", "buy", drawn="Kd", after_draw="play"),
    lp("Qs Qh 8d 5c 2s", "Kd Kc 4h 6s 2d", "exchange", discard="8d 5c 2s", drawn="9c 7h 3d", after_draw="play"),
    lp("5h 6h 7h 8h 9h", "Ad Kc 8s 6s 3c", None),
    lp("2s 5h 9d Jc Kc", "Kd Kh Ks 4s 4d", "fold", side_supers=[{"on": "dealer", "amount": 5}]),
)

ROOM_GAMES = (
    "omaha-hi-lo-8", "holdem", "omaha", "short-deck", "seven-card-stud", "seven-card-stud-hi-lo-8", "razz",
    "deuce-to-seven-triple-draw", "deuce-to-seven-single-draw", "badugi", "dilemma-holdem",
)  # fmt: skip
ALL_MUTANTS = [(game, mutant) for game in NEW_GAMES for mutant in catalogue(game).mutants]


@functools.cache
def _located(text: str) -> Node:
    """The document as `tablecert settle` reads it; parsed once (the located YAML reader is the
    slow part, and the node does not change)."""
    return load_text(text, "<witness>", RoundError)


def settle(document: dict[str, Any]) -> dict[str, Any] | str:
    """The settlement as JSON, or the refusal's message: the two things a lab can observe."""
    try:
        return settle_document(_located(json.dumps(document)))
    except RoundError as refusal:
        return f"refused: {refusal.message}"


def clause_ids(game: str) -> set[str]:
    """The clauses of a game's rules_spec, those it inherits included."""
    if game in ROOM_GAMES:
        return set(game_rules(room_game(game)).clauses)
    return set(game_definition(game).clause_ids)


# -- well formed ----------------------------------------------------------------------------------------


#: Games whose mutants are witnessed and their catalogues checked in a module of their own
#: (tests/mutants/test_jan_poker_mutants.py, test_arcade_poker_mutants.py).
OWN_MODULE_GAMES = ("jan-poker", "arcade-poker")


def test_every_game_has_a_catalogue() -> None:
    assert set(known_games()) == {"lunar-poker", *NEW_GAMES, *OWN_MODULE_GAMES}


@pytest.mark.parametrize("game", NEW_GAMES)
def test_each_game_has_at_least_ten_mutants(game: str) -> None:
    games = catalogue(game)
    assert games.game == game
    assert len(games.mutants) >= 10


def test_names_are_unique_across_games_and_prefixed_by_game() -> None:
    names = [m.name for game in known_games() for m in catalogue(game).mutants]
    assert len(set(names)) == len(names)
    for game in NEW_GAMES:
        for mutant in catalogue(game).mutants:
            assert re.fullmatch(rf"{PREFIX[game]}[a-z0-9_]+", mutant.name), mutant.name


def test_a_shared_mutant_cites_the_clauses_of_the_game_it_is_built_for() -> None:
    holdem = shared_mutants.MutatedGame.of("holdem", prefix="he")
    assert shared_mutants.raise_cap_ignored(holdem).clauses == (room_game("holdem").clauses.cap,)
    # Short deck is played no limit only: it states no cap, so no mutant of its cap can be built.
    short_deck = shared_mutants.MutatedGame.of("short-deck", prefix="sd")
    with pytest.raises(MutantError, match=r"short-deck: .* table\.clauses\.cap names no clause"):
        shared_mutants.raise_cap_ignored(short_deck)


@pytest.mark.parametrize(("game", "mutant"), ALL_MUTANTS, ids=lambda x: x if isinstance(x, str) else x.name)
def test_each_mutant_is_described_cites_its_game_clauses_and_patches_what_exists(game: str, mutant: Mutant) -> None:
    assert mutant.description.strip() and "\n" not in mutant.description
    assert mutant.clauses, f"{mutant.name} cites no clause"
    unknown = set(mutant.clauses) - clause_ids(game)
    assert not unknown, f"{mutant.name} cites clauses that are not {game}'s: {unknown}"
    assert mutant.patches
    for patch in mutant.patches:
        assert patch.attribute in vars(patch_owner(patch.target)), f"{mutant.name}: {patch.where} does not exist"


@pytest.mark.parametrize("game", NEW_GAMES)
def test_the_suite_run_is_the_game_bindings_with_only_the_variables_its_steps_read(game: str) -> None:
    games = catalogue(game)
    assert games.bindings
    for binding in games.bindings:
        assert (project_root() / binding).is_file(), binding
    assert {name for name, _ in games.env} <= STEP_ENV
    for name, paytable in games.env:  # each game's own default table, as `certify` plays it
        played = next(g for g in family_games() if name == "TABLECERT_PAYTABLE_" + g.upper().replace("-", "_"))
        assert paytable == game_definition(played).settings.default_paytable, name


def test_every_mutant_has_a_witness() -> None:
    for game in NEW_GAMES:
        assert sorted(WITNESSES[game]) == sorted(m.name for m in catalogue(game).mutants), game


def test_the_witnesses_are_rounds_of_their_own_game() -> None:
    for game, witnesses in WITNESSES.items():
        assert {doc["game"] for doc in witnesses.values()} == {game}


# -- each mutant changes its game, and only its game ----------------------------------------------------


@pytest.mark.parametrize(("game", "name"), [(g, n) for g in NEW_GAMES for n in sorted(WITNESSES[g])])
def test_each_mutant_changes_the_settlement_of_its_witness(game: str, name: str) -> None:
    document = WITNESSES[game][name]
    real = settle(document)
    with applied(catalogue(game), name):
        mutated = settle(document)
    assert mutated != real, f"{name} settles its witness exactly as the real engine: it is no mutant"
    assert settle(document) == real  # the patches came out again


#: Where the answers the engines cache come from (paytable predicate answers, lookup tables).
CACHED_ANSWERS = (
    "harness.core.hands",
    "harness.core.predicates",
    "harness.core.paytable",
    "harness.families.poker_room.lookups",
)


@pytest.mark.parametrize("game", NEW_GAMES)
def test_no_mutant_changes_another_game(game: str) -> None:
    """Against the witnesses of the other games on the same engine (a mutant patches only its own
    engine's modules: the Lunar family's, or the poker room's), and Lunar Poker's rounds.

    The mutants go in without their game's reset: none patches what the engines cache (checked
    here), so the cached answers are right under every mutant, and reloading the paytables
    around each of some eighty mutants would make this the slowest test of the module."""
    same_engine = [g for g in NEW_GAMES if g != game and (g in ROOM_GAMES) == (game in ROOM_GAMES)]
    others = [doc for g in same_engine for doc in WITNESSES[g].values()]
    if game not in ROOM_GAMES:
        others += LUNAR_ROUNDS
    real = [settle(doc) for doc in others]
    for mutant in catalogue(game).mutants:
        assert not [p for p in mutant.patches if p.target.startswith(CACHED_ANSWERS)], mutant.name
        restore = apply_mutant(mutant)
        try:
            changed = [doc for doc, before in zip(others, real, strict=True) if settle(doc) != before]
        finally:
            restore()
        assert changed == [], f"{mutant.name} changes rounds of another game: {changed[:2]}"
