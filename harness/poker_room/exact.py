"""Exact figures of the deal, each counted twice by independent methods that must agree.

For board figures the first count is a closed combinatorial formula; the second enumerates
every multiset of five ranks a board can show, weighting each by the number of suit choices
(`prod C(4, count)`), which covers all C(52, 5) = 2,598,960 boards exactly. Suit figures are
counted by a formula and by enumerating suit-count patterns. A slow test also walks every
board card by card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement
from math import comb, prod

from harness.poker_room.games import HandMaking, LowRule, RoomGame

BOARDS = comb(52, 5)
LOW_RANKS = frozenset(range(1, 9))  # Ace (as 1) to eight


@dataclass(frozen=True, slots=True, kw_only=True)
class ExactFigure:
    name: str
    title: str
    count: int  # favourable cases by the formula
    total: int
    cross_check: int  # favourable cases by the independent enumeration
    method: str
    clauses: tuple[str, ...] = ()

    @property
    def probability(self) -> Fraction:
        return Fraction(self.count, self.total)

    @property
    def agrees(self) -> bool:
        return self.count == self.cross_check

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "title": self.title,
            "count": self.count,
            "total": self.total,
            "fraction": f"{self.probability.numerator}/{self.probability.denominator}",
            "probability": float(self.probability),
            "cross_check_count": self.cross_check,
            "agrees": self.agrees,
            "method": self.method,
            "clauses": list(self.clauses),
        }


def _poly_power(base: list[int], power: int, degree: int) -> list[int]:
    result = [1] + [0] * degree
    for _ in range(power):
        result = [sum(result[i] * base[k - i] for i in range(k + 1) if k - i < len(base)) for k in range(degree + 1)]
    return result


def low_boards_by_formula() -> int:
    """Boards with at least three different ranks from A to 8: sum over j >= 3 low ranks shown and
    m low cards, C(8, j) * [x^m]((1 + x)^4 - 1)^j * C(20, 5 - m)."""
    one_rank = [0, 4, 6, 4, 1]  # (1 + x)^4 - 1: 1 to 4 cards of a given rank
    total = 0
    for ranks_shown in range(3, 6):
        ways = _poly_power(one_rank, ranks_shown, 5)
        for low_cards in range(ranks_shown, 6):
            total += comb(8, ranks_shown) * ways[low_cards] * comb(20, 5 - low_cards)
    return total


def _rank_multisets() -> list[tuple[tuple[int, ...], int]]:
    """Every five-rank multiset a board can show (ranks 2..14) with its number of boards."""
    found: list[tuple[tuple[int, ...], int]] = []
    for ranks in combinations_with_replacement(range(2, 15), 5):
        counts = Counter(ranks)
        if max(counts.values()) > 4:
            continue
        found.append((ranks, prod(comb(4, c) for c in counts.values())))
    return found


def count_boards(predicate: Callable[[tuple[int, ...]], bool]) -> int:
    """Boards whose ranks satisfy `predicate`, over all 2,598,960 boards (by rank multiset)."""
    return sum(weight for ranks, weight in _rank_multisets() if predicate(ranks))


def allows_low(ranks: tuple[int, ...]) -> bool:
    return len({1 if r == 14 else r for r in ranks} & LOW_RANKS) >= 3


def is_paired(ranks: tuple[int, ...]) -> bool:
    return len(set(ranks)) < 5


def allows_straight(ranks: tuple[int, ...]) -> bool:
    """Three different board ranks inside some five consecutive ranks (A-2-3-4-5 to T-J-Q-K-A)."""
    shown = set(ranks) | ({1} if 14 in ranks else set())
    return any(len(shown & set(range(low, low + 5))) >= 3 for low in range(1, 11))


def paired_boards_by_formula() -> int:
    return BOARDS - comb(13, 5) * 4**5


def straight_boards_by_formula() -> int:
    """Complement: boards whose set of different ranks never puts three inside a five-rank window.

    The rank *sets* without such a window are listed (the ace counts at both ends); a set of k
    ranks is shown by [x^5]((1 + x)^4 - 1)^k boards. The cross-check walks rank *multisets*.
    """
    from itertools import combinations

    no_window_sets = Counter(
        len(subset) for k in (1, 2, 3, 4, 5) for subset in combinations(range(2, 15), k) if not allows_straight(subset)
    )
    # Boards of five cards whose set of ranks is a given k-set: surjections of 5 cards onto k
    # ranks with at most 4 of a rank, counted with suits: coefficient of x^5 in ((1+x)^4 - 1)^k.
    one_rank = [0, 4, 6, 4, 1]
    with_suits = {k: _poly_power(one_rank, k, 5)[5] for k in range(1, 6)}
    return BOARDS - sum(n * with_suits[k] for k, n in no_window_sets.items())


def flush_boards_by_formula() -> int:
    """Boards with three or more cards of one suit: sum over the suit of C(13, s) C(39, 5 - s), s >= 3
    (two suits cannot both have three of five cards)."""
    return 4 * sum(comb(13, s) * comb(39, 5 - s) for s in range(3, 6))


def flush_boards_by_patterns() -> int:
    """The same count by enumerating how many board cards of each suit there are."""
    total = 0
    for a in range(6):
        for b in range(6 - a):
            for c in range(6 - a - b):
                d = 5 - a - b - c
                if max(a, b, c, d) >= 3:
                    total += comb(13, a) * comb(13, b) * comb(13, c) * comb(13, d)
    return total


def _board_figures(game: RoomGame) -> list[ExactFigure]:
    """What a random board allows, for every way of making a hand."""
    clauses = game.clauses
    return [
        ExactFigure(
            name="board_allows_flush",
            title="A random board holds three or more cards of one suit (a flush is possible)",
            count=flush_boards_by_formula(), total=BOARDS, cross_check=flush_boards_by_patterns(),
            method="formula by suit; enumeration of suit-count patterns",
            clauses=(clauses.hand_making, clauses.high_ranking),
        ),
        ExactFigure(
            name="board_allows_straight",
            title="A random board has three ranks within five in a row (straight possible)",
            count=straight_boards_by_formula(), total=BOARDS, cross_check=count_boards(allows_straight),
            method="complement over rank sets; enumeration of all board rank multisets",
            clauses=(clauses.hand_making, clauses.high_ranking),
        ),
        ExactFigure(
            name="board_paired", title="A random board is paired (a full house or quads is possible)",
            count=paired_boards_by_formula(), total=BOARDS, cross_check=count_boards(is_paired),
            method="complement of five different ranks; enumeration of all board rank multisets",
            clauses=(clauses.high_ranking,),
        ),
    ]  # fmt: skip


def _eight_or_better_board(game: RoomGame) -> list[ExactFigure]:
    """A low needs three different board ranks from A to 8."""
    return [ExactFigure(
        name="board_allows_low", title="A random five-card board allows an eight-or-better low",
        count=low_boards_by_formula(), total=BOARDS, cross_check=count_boards(allows_low),
        method="formula over low ranks shown; enumeration of all board rank multisets",
        clauses=(game.clauses.low, game.clauses.low_board),
    )]  # fmt: skip


def _two_card_hole(game: RoomGame) -> list[ExactFigure]:
    """A two-card hole: a pair, or two cards of one suit."""
    pairs = sum(comb(4, 2) for _ in range(13))
    suited = sum(comb(13, 2) for _ in range(4))
    return [
        ExactFigure(
            name="pocket_pair", title="Two hole cards are a pair", count=13 * comb(4, 2), total=comb(52, 2),
            cross_check=pairs, method="13 x C(4, 2) of C(52, 2); sum over ranks", clauses=(game.clauses.deck,),
        ),
        ExactFigure(
            name="suited_hole_cards", title="Two hole cards are suited", count=4 * comb(13, 2), total=comb(52, 2),
            cross_check=suited, method="4 x C(13, 2) of C(52, 2); sum over suits", clauses=(game.clauses.deck,),
        ),
    ]  # fmt: skip


_COUNT_WORDS = {1: "One", 2: "Two", 3: "Three", 4: "Four"}


def _two_low_hole_ranks(game: RoomGame) -> list[ExactFigure]:
    """Exactly two hole cards play in a low: the hole must hold two different ranks from A to 8."""
    held = game.hole_cards
    return [ExactFigure(
        name="two_low_hole_ranks",
        title=f"{_COUNT_WORDS[held]} hole cards hold two different ranks from A to 8 (a low is playable)",
        count=comb(52, held) - _hole_hands_with_under_two_low_ranks(held), total=comb(52, held),
        cross_check=_count_hole_hands(held, lambda ranks: len({1 if r == 14 else r for r in ranks} & LOW_RANKS) >= 2),
        method="complement by formula; enumeration of hole rank multisets",
        clauses=(game.clauses.hand_making, game.clauses.low),
    )]  # fmt: skip


def _none(game: RoomGame) -> list[ExactFigure]:
    return []


Figures = Callable[[RoomGame], list[ExactFigure]]

#: Figures of the board a low rule needs, listed before the board figures.
LOW_BOARD_FIGURES: dict[LowRule, Figures] = {LowRule.NONE: _none, LowRule.EIGHT_OR_BETTER: _eight_or_better_board}
#: Figures of the hole cards, by how many are dealt.
HOLE_FIGURES: dict[int, Figures] = {2: _two_card_hole}
#: Figures of the hole cards a low needs, by hand making and low rule (every pair of games.SHOWDOWNS).
LOW_HOLE_FIGURES: dict[tuple[HandMaking, LowRule], Figures] = {
    (HandMaking.BEST_FIVE_ANY, LowRule.NONE): _none,
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.NONE): _none,
    (HandMaking.TWO_HOLE_THREE_BOARD, LowRule.EIGHT_OR_BETTER): _two_low_hole_ranks,
}


def exact_figures(game: RoomGame) -> list[ExactFigure]:
    """The game's exact figures, chosen by its named methods and its hole cards."""
    return [
        *LOW_BOARD_FIGURES[game.low](game),
        *_board_figures(game),
        *HOLE_FIGURES.get(game.hole_cards, _none)(game),
        *LOW_HOLE_FIGURES[game.showdown](game),
    ]


def _hole_hands_with_under_two_low_ranks(held: int) -> int:
    """`held` cards with no low card, or with low cards all of one rank:
    C(20, n) + 8 * sum_k C(4, k) C(20, n - k) (with four hole cards, C(20,4) + 8 * sum_k C(4,k) C(20,4-k))."""
    return comb(20, held) + 8 * sum(comb(4, k) * comb(20, held - k) for k in range(1, min(4, held) + 1))


def _count_hole_hands(held: int, predicate: Callable[[tuple[int, ...]], bool]) -> int:
    total = 0
    for ranks in combinations_with_replacement(range(2, 15), held):
        counts = Counter(ranks)
        if predicate(ranks):
            total += prod(comb(4, c) for c in counts.values())
    return total
