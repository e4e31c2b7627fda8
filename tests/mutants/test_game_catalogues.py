"""The mutant catalogues of the six games besides Lunar Poker: well formed, every mutant really
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

from harness.errors import RoundError
from harness.lunar.game import game_definition
from harness.mutants import applied, apply_mutant, catalogue
from harness.mutants.catalogue import Mutant, _owner, known_games
from harness.poker_room.games import game_rules, room_game
from harness.project import project_root
from harness.settle_any import settle_document
from harness.yaml_source import Node, load_text

NEW_GAMES = (
    "caribbean-stud",
    "oasis-poker",
    "lunar-poker-dealer-draw",
    "lunar-poker-finland",
    "omaha-hi-lo-8",
    "holdem",
)
PREFIX = {
    "caribbean-stud": "cs_",
    "oasis-poker": "op_",
    "lunar-poker-dealer-draw": "lpd_",
    "lunar-poker-finland": "lpf_",
    "omaha-hi-lo-8": "ohl_",
    "holdem": "he_",
}
#: The environment variables the games' step libraries read (harness/bdd/*, harness/poker_room/bdd_steps.py).
STEP_ENV = {"TABLECERT_VARIANT_PAYTABLE", "TABLECERT_PAYTABLE"}


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


def _hand(game: str, seats: str, button: str, board: str, actions: str, *, limit: bool, **extra: Any) -> dict[str, Any]:
    """`seats` as `A 1000 Ah 2h 4c 6d; B 500 ...`; actions as the features write them; limits
    20/40 when `limit`, else no limit."""
    table = []
    for seat in seats.split(";"):
        name, stack, *hole = seat.split()
        table.append({"name": name, "stack": int(stack), "hole": hole})
    moves: list[list[Any]] = []
    for item in re.split(r"[,/]", actions):
        words = item.split()
        moves.append([words[0], words[1], *(int(w) for w in words[2:])])
    doc: dict[str, Any] = {"game": game, "blinds": [10, 20], "button": button, "seats": table,
                           "board": board.split(), "actions": moves, **extra}  # fmt: skip
    if limit:
        doc["limits"] = {"small_bet": 20, "big_bet": 40}
    return doc


def ohl(seats: str, button: str, board: str, actions: str, **extra: Any) -> dict[str, Any]:
    return _hand("omaha-hi-lo-8", seats, button, board, actions, limit=True, **extra)


def he(seats: str, button: str, board: str, actions: str, **extra: Any) -> dict[str, Any]:
    return _hand("holdem", seats, button, board, actions, limit=False, **extra)


def fl(seats: str, button: str, board: str, actions: str, **extra: Any) -> dict[str, Any]:
    return _hand("holdem", seats, button, board, actions, limit=True, **extra)


# Hands of the suites, reused by several mutants.
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
TRIPS_VS_NINE_HIGH = ("7s 7h 7d Kc 2s", "Qd 9c 6h 4s 3c")
STRAIGHT_VS_KING_HIGH = ("8s 9d Tc Jh Qs", "Kd Jc 9h 5s 3c")

#: Per game, one witness per mutant: a round or hand that the mutant settles (or refuses) otherwise.
WITNESSES: dict[str, dict[str, dict[str, Any]]] = {
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
    },
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
    if game in ("omaha-hi-lo-8", "holdem"):
        return set(game_rules(room_game(game)).clauses)
    return set(game_definition(game).clause_ids)


# -- well formed ----------------------------------------------------------------------------------------


def test_every_game_has_a_catalogue() -> None:
    assert set(known_games()) == {"lunar-poker", *NEW_GAMES}


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


@pytest.mark.parametrize(("game", "mutant"), ALL_MUTANTS, ids=lambda x: x if isinstance(x, str) else x.name)
def test_each_mutant_is_described_cites_its_game_clauses_and_patches_what_exists(game: str, mutant: Mutant) -> None:
    assert mutant.description.strip() and "\n" not in mutant.description
    assert mutant.clauses, f"{mutant.name} cites no clause"
    unknown = set(mutant.clauses) - clause_ids(game)
    assert not unknown, f"{mutant.name} cites clauses that are not {game}'s: {unknown}"
    assert mutant.patches
    for patch in mutant.patches:
        assert patch.attribute in vars(_owner(patch.target)), f"{mutant.name}: {patch.where} does not exist"


@pytest.mark.parametrize("game", NEW_GAMES)
def test_the_suite_run_is_the_game_bindings_with_only_the_variables_its_steps_read(game: str) -> None:
    games = catalogue(game)
    assert games.bindings
    for binding in games.bindings:
        assert (project_root() / binding).is_file(), binding
    assert {name for name, _ in games.env} <= STEP_ENV
    paytable = dict(games.env).get("TABLECERT_VARIANT_PAYTABLE")
    if paytable is not None:  # the game's own default table, as `certify` plays it
        assert paytable == game_definition(game).settings.default_paytable


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


ROOM_GAMES = ("omaha-hi-lo-8", "holdem")
#: Where the answers the engines cache come from (paytable predicate answers, lookup tables).
CACHED_ANSWERS = ("harness.hands", "harness.predicates", "harness.paytable", "harness.poker_room.lookups")


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
