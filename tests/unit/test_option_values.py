"""Exact option values of one hand (`tablecert strategy`) against a plain enumeration that
settles rounds with the reference engine.

The plain enumeration knows nothing of dense values, inclusion-exclusion, pay rules or class
tables: for every draw it lists every dealer completion from the cards left, ranks each with
the reference evaluator, splits them by how the reference says a played hand can end against
them (the dealer does not qualify; qualifies and ranks below, equal to, or above the player's
best five) and settles one round of each non-empty group with `settle_round`, weighted by the
group's size; the player then takes the better of play and fold over the draw's whole group of
completions. Settling one round per group stands for settling each (the engine reads the dealer
only through its rank); the slow test settles every completion of one hand to show it.
"""

from __future__ import annotations

import json
import time
from bisect import bisect_left, bisect_right
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb

import numpy as np
import pytest
from typer.testing import CliRunner

from harness.cli import app
from harness.core.cards import DECK, Card, parse_cards
from harness.core.hands import HandRank, best_five, rank_five
from harness.families.lunar.analysis.dealer_counts import PoolTables
from harness.families.lunar.analysis.hand_values import dense_values
from harness.families.lunar.analysis.pay_schedule import qualify_value
from harness.families.lunar.game import TableRules, game_table_rules
from harness.families.lunar.option_values import DrawCounter, HandOptions, OptionValue, option_values
from harness.families.lunar.round import AfterDraw, Decision, LunarRound
from harness.families.lunar.settle import settle_round
from harness.families.lunar.strategy import basic_strategy

EXAMPLE = ("Ah Kh 7d 7s 3c", "Kd")


@cache
def _rules() -> TableRules:
    return game_table_rules("lunar-poker")


@cache
def _options(hand: str, upcard: str, *kinds: str) -> HandOptions:
    """The hand's options (only those of `kinds` when given: the others take seconds)."""
    return option_values(_rules(), parse_cards(hand), parse_cards(upcard)[0], kinds=frozenset(kinds) or None)


def _option(found: HandOptions, decision: str, keep: str | None = None) -> OptionValue:
    wanted = None if keep is None else parse_cards(keep)
    return next(o for o in found.options if o.decision == decision and o.keep == wanted)


def _rest_net(rnd: LunarRound) -> int:
    """The round's net without the own Super (the option values leave it out)."""
    ledger = settle_round(rnd, _rules())
    own_super = ledger.wager("super")
    return ledger.net - (own_super.net if own_super else 0)


class _Dealers:
    """Every dealer completion (upcard + 4) from the cards unseen before any draw, ranked by the
    reference evaluator; a draw's completions are those that avoid its cards."""

    def __init__(self, hand: tuple[Card, ...], upcard: Card) -> None:
        self.upcard = upcard
        self.unseen = [card for card in DECK if card not in hand and card != upcard]
        self.quads = np.array(list(combinations(range(len(self.unseen)), 4)), dtype=np.int64)
        self.holds = [(self.quads == i).any(axis=1) for i in range(len(self.unseen))]
        ranks = [rank_five((upcard, *(self.unseen[i] for i in quad))) for quad in self.quads.tolist()]
        self.order: list[HandRank] = sorted(set(ranks))
        position = {rank: i for i, rank in enumerate(self.order)}
        self.rank_ids = np.array([position[rank] for rank in ranks], dtype=np.int64)
        qualifies = [rank.is_ace_king_high_or_better for rank in self.order]
        self.first_qualifying = qualifies.index(True)
        assert all(qualifies[self.first_qualifying :]) and not any(qualifies[: self.first_qualifying])

    def hand(self, row: int) -> tuple[Card, ...]:
        return (self.upcard, *(self.unseen[i] for i in self.quads[row].tolist()))

    def best_of_play_and_fold(
        self, facts: dict[str, object], final: tuple[Card, ...], drawn: tuple[Card, ...], *, basic: bool = False
    ) -> int:
        """Sum over the completions avoiding `drawn` of the better of play and fold (the play
        net alone when the round's decision is play); with `basic`, of what the basic
        strategy's second decision (`second_decision`) says of the hand then held."""
        left = np.ones(len(self.quads), dtype=bool)
        for card in drawn:
            left &= ~self.holds[self.unseen.index(card)]
        rows, ids = np.flatnonzero(left), self.rank_ids[left]
        player = best_five(final).rank
        cuts = [0, self.first_qualifying]
        cuts += [max(self.first_qualifying, bisect_left(self.order, player))]
        cuts += [max(self.first_qualifying, bisect_right(self.order, player)), len(self.order)]
        play = 0
        for low, high in zip(cuts, cuts[1:], strict=False):
            members = np.flatnonzero((ids >= low) & (ids < high))
            if len(members):
                dealer = self.hand(int(rows[members[0]]))
                after = {} if facts["decision"] is Decision.PLAY else {"after_draw": AfterDraw.PLAY}
                play += len(members) * _rest_net(LunarRound(**facts, dealer=dealer, **after))  # type: ignore[arg-type]
        if facts["decision"] is Decision.PLAY:
            return play
        dealer = self.hand(int(rows[0]))
        fold = len(rows) * _rest_net(LunarRound(**facts, dealer=dealer, after_draw=AfterDraw.FOLD))  # type: ignore[arg-type]
        if basic:
            return play if basic_strategy().second_decision(final) is AfterDraw.PLAY else fold
        return max(play, fold)


@cache
def _dealers(hand: tuple[Card, ...], upcard: Card) -> _Dealers:
    return _Dealers(hand, upcard)


def plain_value(
    hand_text: str, upcard_text: str, decision: Decision, keep: str | None = None, *, basic: bool = False
) -> Fraction:
    """An option's value by listing every draw and every dealer completion (with `basic`, the
    second decision the basic strategy's rule)."""
    hand, upcard = parse_cards(hand_text), parse_cards(upcard_text)[0]
    dealers = _dealers(hand, upcard)
    facts: dict[str, object] = {"ante": 1, "super_bet": 1, "player": hand, "decision": decision}
    if decision is Decision.PLAY:
        return Fraction(dealers.best_of_play_and_fold(facts, hand, ()), len(dealers.quads))
    kept = parse_cards(keep) if keep is not None else ()
    discard = tuple(card for card in hand if card not in kept)
    drawn_count = 1 if decision is Decision.BUY else len(discard)
    if decision is Decision.EXCHANGE:
        facts["discard"] = discard
    total = 0
    for drawn in combinations(dealers.unseen, drawn_count):
        final = hand + drawn if decision is Decision.BUY else kept + drawn
        total += dealers.best_of_play_and_fold({**facts, "drawn": drawn}, final, drawn, basic=basic)
    outcomes = comb(len(dealers.unseen), drawn_count) * comb(len(dealers.unseen) - drawn_count, 4)
    return Fraction(total, outcomes)


# -- against the plain enumeration -------------------------------------------------------------------


SECOND_HAND = ("9h Th Jh Qh 2c", "Ad")  # a straight-flush draw: six-card straights and flushes
MORE_HANDS = [("Qs Jd 8c 5h 2d", "4s"), ("As Ks 9d 9h 4c", "9s")]  # no pair; a pair with the upcard's rank


@pytest.mark.parametrize(
    ("hand", "upcard"), [EXAMPLE, SECOND_HAND, *(pytest.param(*h, marks=pytest.mark.slow) for h in MORE_HANDS)]
)
def test_play_equals_the_plain_enumeration(hand: str, upcard: str) -> None:
    assert _option(_options(hand, upcard, "play"), "play").value == plain_value(hand, upcard, Decision.PLAY)


@pytest.mark.parametrize(("hand", "upcard"), [SECOND_HAND, pytest.param(*EXAMPLE, marks=pytest.mark.slow)])
def test_buy_equals_the_plain_enumeration(hand: str, upcard: str) -> None:
    """Every sixth card (six-card hands, the second combination among six: LP-10.3), the fee."""
    assert _option(_options(hand, upcard, "buy"), "buy").value == plain_value(hand, upcard, Decision.BUY)


def test_exchange_of_two_equals_the_plain_enumeration() -> None:
    hand, upcard = EXAMPLE
    found = _option(_options(hand, upcard, "exchange 2"), "exchange", "Ah 7d 7s")
    assert found.value == plain_value(hand, upcard, Decision.EXCHANGE, "Ah 7d 7s")


def _akq_rule_from() -> int:
    """The basic strategy's second-decision threshold as a dense hand value."""
    from harness.core.fast_eval import score_of
    from harness.families.lunar.analysis.hand_values import value_scores

    return int(np.searchsorted(value_scores(), score_of(basic_strategy().play_threshold)))


@pytest.mark.parametrize(
    ("hand", "upcard", "decision", "keep"),
    [
        (*SECOND_HAND, Decision.BUY, None),
        (*EXAMPLE, Decision.EXCHANGE, "Ah 7d 7s"),
        (*EXAMPLE, Decision.EXCHANGE, "Ah Kh 3c"),
    ],
)
def test_the_value_under_the_basic_second_decision_equals_the_plain_enumeration(
    hand: str, upcard: str, decision: Decision, keep: str | None
) -> None:
    """`value_under_rule`: after the draw the hand is played from Ace-King-Queen high up and
    folded below (the basic strategy's own second decision, asked of it draw by draw)."""
    kind = "buy" if decision is Decision.BUY else "exchange 2"
    found = option_values(
        _rules(), parse_cards(hand), parse_cards(upcard)[0], kinds=frozenset({kind}), rule_from=_akq_rule_from()
    )
    option = _option(found, decision.value, keep)
    expected = plain_value(hand, upcard, decision, keep, basic=True)
    assert option.value_under_rule == expected
    # The basic rule can only lose against the better of play and fold, draw by draw.
    assert option.value_under_rule <= option.value


@pytest.mark.slow
@pytest.mark.parametrize("keep", ["7d 7s", "Ah Kh"])
def test_exchange_of_three_equals_the_plain_enumeration(keep: str) -> None:
    hand, upcard = EXAMPLE
    found = _option(_options(hand, upcard, "exchange 3"), "exchange", keep)
    assert found.value == plain_value(hand, upcard, Decision.EXCHANGE, keep)


@pytest.mark.slow
def test_play_equals_settling_every_dealer_completion() -> None:
    """No grouping: each of the C(46, 4) dealer completions settled on its own."""
    hand, upcard = parse_cards(EXAMPLE[0]), parse_cards(EXAMPLE[1])[0]
    dealers = _Dealers(hand, upcard)
    total = sum(
        _rest_net(LunarRound(ante=1, super_bet=1, player=hand, dealer=dealers.hand(row), decision=Decision.PLAY))
        for row in range(len(dealers.quads))
    )
    assert _option(_options(*EXAMPLE, "play"), "play").value == Fraction(total, len(dealers.quads))


@pytest.mark.parametrize("keep", ["Ah", ""])
def test_exchanges_of_four_and_five_equal_the_plain_enumeration_draw_by_draw(keep: str) -> None:
    """Their 163,185 and 1,370,754 draws are too many to list here: sampled draws, each valued
    exactly by the counter and by the plain enumeration (fee included by the engine)."""
    hand, upcard = parse_cards(EXAMPLE[0]), parse_cards(EXAMPLE[1])[0]
    kept = parse_cards(keep)
    counter = DrawCounter(_rules(), hand, upcard)
    dealers = _dealers(hand, upcard)
    facts = {"ante": 1, "super_bet": 1, "player": hand, "decision": Decision.EXCHANGE}
    facts["discard"] = tuple(card for card in hand if card not in kept)
    rng = np.random.default_rng(11)
    for _ in range(40):
        removed = np.sort(rng.choice(len(counter.pool), 5 - len(kept), replace=False))
        drawn = tuple(DECK[i] for i in counter.pool[removed].tolist())
        final = np.array([[card.index for card in kept + drawn]], dtype=np.int64)
        hands = counter.tables.hands_left(len(drawn))
        plain = dealers.best_of_play_and_fold({**facts, "drawn": drawn}, kept + drawn, drawn)
        assert counter.best_total(final, removed[None, :]) - hands == plain, drawn


def test_the_dealer_counts_after_any_draw_equal_a_direct_count() -> None:
    """The inclusion-exclusion behind exchanges of 4 and 5 cards (too many draws to enumerate
    here): for removed sets of every size, each count equals counting the completions left."""
    hand, upcard = parse_cards("Ah Kh 7d 7s 3c"), parse_cards("Kd")[0]
    pool = np.array([c.index for c in DECK if c not in hand and c != upcard], dtype=np.int64)
    tables = PoolTables(upcard.index, pool, qualify_value())
    quads = np.array(list(combinations(range(len(pool)), 4)), dtype=np.int64)
    values = dense_values(np.concatenate([np.full((len(quads), 1), upcard.index), pool[quads]], axis=1))
    rng = np.random.default_rng(7)
    for size in range(7):
        removed = np.sort(np.array([rng.choice(len(pool), size, replace=False) for _ in range(12)]), axis=1)
        removed = removed.reshape(12, size)
        thresholds = rng.integers(0, 7463, size=(12, 3))
        counted = tables.count_below(removed, thresholds)
        fixed = tables.count_below_fixed(removed)
        for row in range(12):
            left = values[~np.isin(quads, removed[row]).any(axis=1)]
            assert len(left) == tables.hands_left(size)
            assert counted[row].tolist() == [int((left < t).sum()) for t in thresholds[row]]
            assert fixed[row] == int((left < qualify_value()).sum())


# -- what the command shows ------------------------------------------------------------------------


def test_fold_is_minus_one_and_every_option_is_listed() -> None:
    found = _example_from_the_command()
    assert _option(found, "fold").value == -1
    exchanges = [o for o in found.options if o.decision == "exchange"]
    assert len(exchanges) == 26
    assert sorted(len(o.keep or ()) for o in exchanges) == [0] + [1] * 5 + [2] * 10 + [3] * 10
    assert [o.decision for o in found.options[:3]] == ["fold", "play", "buy"]
    assert all(o.exact for o in found.options)
    assert found.best == max(found.options, key=lambda o: o.value)


@cache
def _example_json() -> tuple[dict[str, object], float]:
    """The example hand through the command, and how long it took."""
    started = time.perf_counter()
    result = CliRunner().invoke(
        app, ["strategy", "lunar-poker", "--hand", EXAMPLE[0], "--upcard", EXAMPLE[1], "--json"]
    )
    seconds = time.perf_counter() - started
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout)
    return data, seconds


def _example_from_the_command() -> HandOptions:
    """The command's JSON read back as the options it printed (fractions exact)."""
    data, _ = _example_json()
    rows = data["options"]
    assert isinstance(rows, list)
    options = tuple(
        OptionValue(
            decision=row["decision"],
            keep=parse_cards(row["keep"]) if "keep" in row else None,
            value=Fraction(row["fraction"]),
            method=row["method"],
            exact=row["exact"],
        )
        for row in rows
    )
    return HandOptions(game="lunar-poker", hand=parse_cards(EXAMPLE[0]), upcard=DECK[0], options=options, seconds=0)


def test_the_example_hand_answers_in_seconds() -> None:
    _, seconds = _example_json()
    assert seconds < 30  # about 5 s on one core of the project's machine


def test_json_shape() -> None:
    data, _ = _example_json()
    assert isinstance(data["options"], list)
    assert set(data) == {"game", "hand", "upcard", "options", "best"}
    assert data["game"] == "lunar-poker" and data["hand"] == EXAMPLE[0].split() and data["upcard"] == "Kd"
    for row in data["options"]:
        assert set(row) == {"decision", "ev", "fraction", "exact", "method"} | ({"keep"} if "keep" in row else set())
        assert ("keep" in row) == (row["decision"] == "exchange")
        assert float(Fraction(row["fraction"])) == pytest.approx(row["ev"])
    assert data["best"] == max(data["options"], key=lambda row: Fraction(row["fraction"]))
    assert data["best"]["decision"] == "play"


def test_text_lists_the_best_first() -> None:
    text = _example_from_the_command().text().splitlines()
    assert text[3].split()[0] == "play" and "best: play" in text
    assert text[-1].startswith("  exchange 5: every draw of 5 from the 46 unseen")


def test_a_hand_paid_at_once_has_one_instant_entry() -> None:
    found = option_values(_rules(), parse_cards("As Ks Qs Js Ts"), parse_cards("2d")[0])
    assert [o.decision for o in found.options] == ["instant"] and found.best.value == 1000


@pytest.mark.parametrize(
    ("hand", "upcard", "message"),
    [
        ("Ah Kh 7d 7s", "Kd", "--hand: expected 5 cards"),
        ("Ah Kh 7d 7s 7s", "Kd", "--hand: 7s appears more than once"),
        ("Ah Kh 7d 7s 1c", "Kd", "--hand: '1c' is not a card"),
        ("Ah Kh 7d 7s 3c", "Kh", "--upcard: Kh is also in --hand"),
        ("Ah Kh 7d 7s 3c", "Kx", "--upcard: 'Kx' is not a card"),
        ("Ah Kh 7d 7s 3c", "Kd Qd", "--upcard: expected one card"),
    ],
)
def test_bad_cards_exit_2_naming_the_option(hand: str, upcard: str, message: str) -> None:
    result = CliRunner().invoke(app, ["strategy", "lunar-poker", "--hand", hand, "--upcard", upcard])
    assert result.exit_code == 2 and message in result.output and not result.stdout.startswith("{")


def test_a_game_without_option_values_exits_2() -> None:
    runner = CliRunner()
    unknown = runner.invoke(app, ["strategy", "nope", "--hand", EXAMPLE[0], "--upcard", "Kd"])
    assert unknown.exit_code == 2 and "unknown game 'nope'" in unknown.output and "lunar-poker" in unknown.output
    lacking = runner.invoke(app, ["strategy", "holdem", "--hand", EXAMPLE[0], "--upcard", "Kd"])
    assert lacking.exit_code == 2 and "holdem has no strategy" in lacking.output
