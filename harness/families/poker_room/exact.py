"""Exact figures of the deal, each counted twice by independent methods that must agree.

For board figures the first count is a closed combinatorial formula; the second enumerates
every multiset of five ranks a board can show, weighting each by the number of suit choices
(`prod C(4, count)`), which covers all C(52, 5) = 2,598,960 boards exactly. Suit figures are
counted by a formula and by enumerating suit-count patterns. A slow test also walks every
board card by card. The board and hole figures are of the game's deck (harness.core.decks: its ranks,
suits and straights), so a 36-card game's figures count its C(36, 5) = 376,992 boards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb, prod

from harness.core.decks import STANDARD_52, Deck
from harness.core.hand_categories import Category
from harness.families.poker_room.games import HandMaking, LowRule, RoomGame

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


def _rank_multisets(deck: Deck = STANDARD_52) -> list[tuple[tuple[int, ...], int]]:
    """Every five-rank multiset a board of the deck can show with its number of boards."""
    suits = len(deck.suits)
    found: list[tuple[tuple[int, ...], int]] = []
    for ranks in combinations_with_replacement(deck.ranks, 5):
        counts = Counter(ranks)
        if max(counts.values()) > suits:
            continue
        found.append((ranks, prod(comb(suits, c) for c in counts.values())))
    return found


def count_boards(predicate: Callable[[tuple[int, ...]], bool], deck: Deck = STANDARD_52) -> int:
    """Boards whose ranks satisfy `predicate`, over all C(n, 5) boards of the deck (by rank multiset)."""
    return sum(weight for ranks, weight in _rank_multisets(deck) if predicate(ranks))


def allows_low(ranks: tuple[int, ...]) -> bool:
    return len({1 if r == 14 else r for r in ranks} & LOW_RANKS) >= 3


def is_paired(ranks: tuple[int, ...]) -> bool:
    return len(set(ranks)) < 5


@cache
def _straight_rank_sets(deck: Deck) -> tuple[frozenset[int], ...]:
    return tuple(frozenset(straight) for straight in deck.straights)


def allows_straight(ranks: tuple[int, ...], deck: Deck = STANDARD_52) -> bool:
    """Three different board ranks inside some straight of the deck (A-2-3-4-5 to T-J-Q-K-A on 52
    cards; A-6-7-8-9 to T-J-Q-K-A on 36)."""
    shown = set(ranks)
    return any(len(shown & straight) >= 3 for straight in _straight_rank_sets(deck))


def _boards(deck: Deck) -> int:
    return comb(deck.size, 5)


def _one_rank(deck: Deck) -> list[int]:
    """(1 + x)^s - 1 for s suits: 1 to s cards of a given rank."""
    suits = len(deck.suits)
    return [0] + [comb(suits, c) for c in range(1, suits + 1)]


def paired_boards_by_formula(deck: Deck = STANDARD_52) -> int:
    return _boards(deck) - comb(len(deck.ranks), 5) * len(deck.suits) ** 5


def straight_boards_by_formula(deck: Deck = STANDARD_52) -> int:
    """Complement: boards whose set of different ranks never puts three inside a straight's ranks.

    The rank *sets* without such a window are listed (the ace counts at both ends); a set of k
    ranks is shown by [x^5]((1 + x)^4 - 1)^k boards. The cross-check walks rank *multisets*.
    """
    no_window_sets = Counter(
        len(subset)
        for k in (1, 2, 3, 4, 5)
        for subset in combinations(deck.ranks, k)
        if not allows_straight(subset, deck)
    )
    # Boards of five cards whose set of ranks is a given k-set: surjections of 5 cards onto k
    # ranks with at most 4 of a rank, counted with suits: coefficient of x^5 in ((1+x)^4 - 1)^k.
    with_suits = {k: _poly_power(_one_rank(deck), k, 5)[5] for k in range(1, 6)}
    return _boards(deck) - sum(n * with_suits[k] for k, n in no_window_sets.items())


def flush_boards_by_formula(deck: Deck = STANDARD_52) -> int:
    """Boards with three or more cards of one suit: sum over the suit of C(13, s) C(39, 5 - s), s >= 3
    (two suits cannot both have three of five cards); 13 is the deck's ranks, 39 its other cards."""
    ranks = len(deck.ranks)
    return len(deck.suits) * sum(comb(ranks, s) * comb(deck.size - ranks, 5 - s) for s in range(3, 6))


def flush_boards_by_patterns(deck: Deck = STANDARD_52) -> int:
    """The same count by enumerating how many board cards of each suit there are."""
    ranks = len(deck.ranks)

    def patterns(suits: int, cards: int) -> list[tuple[int, ...]]:
        if suits == 1:
            return [(cards,)]
        return [(first, *rest) for first in range(cards + 1) for rest in patterns(suits - 1, cards - first)]

    return sum(
        prod(comb(ranks, count) for count in pattern)
        for pattern in patterns(len(deck.suits), 5)
        if max(pattern) >= 3
    )


def _board_figures(game: RoomGame) -> list[ExactFigure]:
    """What a random board of the game's deck allows, for every way of making a hand."""
    clauses, deck = game.clauses, game.deck
    boards = _boards(deck)
    return [
        ExactFigure(
            name="board_allows_flush",
            title="A random board holds three or more cards of one suit (a flush is possible)",
            count=flush_boards_by_formula(deck), total=boards, cross_check=flush_boards_by_patterns(deck),
            method="formula by suit; enumeration of suit-count patterns",
            clauses=(clauses.hand_making, clauses.high_ranking),
        ),
        ExactFigure(
            name="board_allows_straight",
            title="A random board has three ranks within five in a row (straight possible)",
            count=straight_boards_by_formula(deck), total=boards,
            cross_check=count_boards(lambda ranks: allows_straight(ranks, deck), deck),
            method="complement over rank sets; enumeration of all board rank multisets",
            clauses=(clauses.hand_making, clauses.high_ranking),
        ),
        ExactFigure(
            name="board_paired", title="A random board is paired (a full house or quads is possible)",
            count=paired_boards_by_formula(deck), total=boards, cross_check=count_boards(is_paired, deck),
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
    """A two-card hole of the game's deck: a pair, or two cards of one suit."""
    deck = game.deck
    ranks, suits, size = len(deck.ranks), len(deck.suits), deck.size
    pairs = sum(comb(suits, 2) for _ in deck.ranks)
    suited = sum(comb(ranks, 2) for _ in deck.suits)
    return [
        ExactFigure(
            name="pocket_pair", title="Two hole cards are a pair", count=ranks * comb(suits, 2),
            total=comb(size, 2), cross_check=pairs, method=f"{ranks} x C({suits}, 2) of C({size}, 2); sum over ranks",
            clauses=(game.clauses.deck,),
        ),
        ExactFigure(
            name="suited_hole_cards", title="Two hole cards are suited", count=suits * comb(ranks, 2),
            total=comb(size, 2), cross_check=suited,
            method=f"{suits} x C({ranks}, 2) of C({size}, 2); sum over suits", clauses=(game.clauses.deck,),
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


# -- games with no board (stud): figures of the cards a player is dealt -------------------------------


def hands_by_rank_multiset(cards: int, predicate: Callable[[tuple[int, ...]], bool]) -> int:
    """Hands of `cards` cards of the 52 whose ranks (2..14) satisfy `predicate`, counted by walking
    every rank multiset a hand can hold, each weighted by its suit choices prod C(4, count)."""
    total = 0
    for ranks in combinations_with_replacement(range(2, 15), cards):
        counts = Counter(ranks)
        if max(counts.values()) <= 4 and predicate(ranks):
            total += prod(comb(4, c) for c in counts.values())
    return total


def hands_covering_ranks(cards: int, rank_pool: int, *, at_least: int) -> int:
    """Hands of `cards` cards of the 52 holding at least `at_least` different ranks of a pool of
    `rank_pool` ranks (4 cards each; the other 52 - 4 * pool cards free): sum over the number k of
    pool ranks held and the number m of pool cards, C(pool, k) * [x^m]((1 + x)^4 - 1)^k * C(rest, cards - m)."""
    rest = 52 - 4 * rank_pool
    total = 0
    for held in range(at_least, min(cards, rank_pool) + 1):
        ways = _poly_power([0, 4, 6, 4, 1], held, cards)
        for pool_cards in range(held, cards + 1):
            total += comb(rank_pool, held) * ways[pool_cards] * comb(rest, cards - pool_cards)
    return total


def _starting_cards(game: RoomGame) -> list[ExactFigure]:
    """The first round's cards of a game with no board (stud's two down and one up)."""
    first = game.cards_by_round()[0]
    if first != 3:
        return []
    total = comb(52, 3)
    return [
        ExactFigure(
            name="starting_three_of_a_kind", title="The three starting cards are three of a kind (rolled up)",
            count=13 * comb(4, 3), total=total, cross_check=hands_by_rank_multiset(3, lambda r: len(set(r)) == 1),
            method="13 x C(4, 3) of C(52, 3); enumeration of rank multisets", clauses=(game.clauses.deck,),
        ),
        ExactFigure(
            name="starting_pair_or_better", title="The three starting cards hold a pair or three of a kind",
            count=total - comb(13, 3) * 4**3, total=total,
            cross_check=hands_by_rank_multiset(3, lambda r: len(set(r)) < 3),
            method="complement of three different ranks; enumeration of rank multisets", clauses=(game.clauses.deck,),
        ),
    ]  # fmt: skip


def _seven_cards_eight_or_better(game: RoomGame) -> list[ExactFigure]:
    """A player's seven cards make an eight-or-better low: five different ranks from A to 8."""
    held = game.hole_cards
    return [ExactFigure(
        name="cards_make_low", title=f"{_WORD.get(held, str(held))} cards hold an eight-or-better low "
                                     "(five different ranks from A to 8)",
        count=hands_covering_ranks(held, 8, at_least=5), total=comb(52, held),
        cross_check=hands_by_rank_multiset(held, lambda ranks: len({1 if r == 14 else r for r in ranks}
                                                                   & LOW_RANKS) >= 5),
        method="inclusion over the low ranks held; enumeration of rank multisets",
        clauses=(game.clauses.hand_making, game.clauses.low),
    )]  # fmt: skip


def _seven_cards_no_pair(game: RoomGame) -> list[ExactFigure]:
    """A player's seven cards hold five different ranks: a low without a pair."""
    held = game.hole_cards
    return [ExactFigure(
        name="cards_make_unpaired_low", title=f"{_WORD.get(held, str(held))} cards hold five different ranks "
                                              "(a low without a pair)",
        count=hands_covering_ranks(held, 13, at_least=5), total=comb(52, held),
        cross_check=hands_by_rank_multiset(held, lambda ranks: len(set(ranks)) >= 5),
        method="inclusion over the ranks held; enumeration of rank multisets",
        clauses=(game.clauses.hand_making, game.clauses.high_ranking),
    )]  # fmt: skip


_WORD = {4: "Four", 5: "Five", 7: "Seven"}


def _five_cards_deuce_to_seven(game: RoomGame) -> list[ExactFigure]:
    """The five cards dealt before the first draw: a seven low or better, and the best hand."""
    from harness.core.cards import DECK
    from harness.families.poker_room.lowball import deuce_to_seven_rank

    low_cards = [card for card in DECK if card.rank <= 7]  # deuces to sevens: 24 cards
    seven_or_better = best = 0
    for five in combinations(low_cards, 5):  # the reference reading of every hand of the 24 cards
        rank = deuce_to_seven_rank(five)
        if rank.category is Category.HIGH_CARD:
            seven_or_better += 1
            best += rank.tiebreak == (7, 5, 4, 3, 2)
    not_flush = 4**5 - 4
    clauses = (game.clauses.hand_making, game.clauses.high_ranking)
    return [
        ExactFigure(
            name="dealt_seven_low", title="The five cards dealt are a seven low or better (five ranks from 2 to 7, "
                                          "no straight, no flush)",
            count=(comb(6, 5) - 2) * not_flush, total=comb(52, 5), cross_check=seven_or_better,
            method="(C(6, 5) rank sets - 2 straights) x (4^5 - 4) suits; the reference reading of every hand of "
                   "the 24 cards from 2 to 7",
            clauses=clauses,
        ),
        ExactFigure(
            name="dealt_best_hand", title="The five cards dealt are 7-5-4-3-2, the best hand", count=not_flush,
            total=comb(52, 5), cross_check=best, method="4^5 - 4 suits; the same enumeration", clauses=clauses,
        ),
    ]  # fmt: skip


def _four_cards_badugi(game: RoomGame) -> list[ExactFigure]:
    """The four cards dealt before the first draw: a badugi, and the best hand."""
    from harness.core.cards import DECK

    badugis = best = 0
    for four in combinations(DECK, 4):
        if len({c.suit for c in four}) == 4 and len({c.rank for c in four}) == 4:
            badugis += 1
            best += {c.rank for c in four} == {14, 2, 3, 4}
    clauses = (game.clauses.hand_making, game.clauses.high_ranking)
    return [
        ExactFigure(
            name="dealt_badugi", title="The four cards dealt are a badugi (four suits, four ranks)",
            count=comb(13, 4) * 24, total=comb(52, 4), cross_check=badugis,
            method="C(13, 4) rank sets x 4! suit orders; enumeration of every four cards", clauses=clauses,
        ),
        ExactFigure(
            name="dealt_best_badugi", title="The four cards dealt are 4-3-2-A of four suits, the best hand",
            count=24, total=comb(52, 4), cross_check=best, method="4! suit orders; the same enumeration",
            clauses=clauses,
        ),
    ]  # fmt: skip


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
    (HandMaking.BEST_FIVE_ANY_DECK_RANKED, LowRule.NONE): _none,
    (HandMaking.BEST_FIVE_ANY, LowRule.EIGHT_OR_BETTER): _seven_cards_eight_or_better,
    (HandMaking.ACE_TO_FIVE_LOW_ANY_FIVE, LowRule.NONE): _seven_cards_no_pair,
    (HandMaking.DEUCE_TO_SEVEN_LOW, LowRule.NONE): _five_cards_deuce_to_seven,
    (HandMaking.BADUGI, LowRule.NONE): _four_cards_badugi,
}


def exact_figures(game: RoomGame) -> list[ExactFigure]:
    """The game's exact figures, chosen by its named methods and its hole cards (a game with no
    board: the figures of the cards a player is dealt)."""
    if not game.board_cards:
        return [*_starting_cards(game), *LOW_HOLE_FIGURES[game.showdown](game)]
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
