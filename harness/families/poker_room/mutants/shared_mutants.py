"""Rule mutants that several poker-room games share, each written once and built for a game from
the game's own data.

A misreading such as "the raise cap is not enforced" is the same fault in every game that has a
cap: the same patch (room_patches), scoped to the game's hands by its registry name. What differs
between the games is data, and a factory here reads it from a MutatedGame: the prefix of the
game's mutant names (`he`), the clause ID its rules_spec's `table.clauses` gives each rule the
mutant breaks (`cap: HE-4.1`, read into harness.families.poker_room.games.ClauseMap), the structures it is
played in and its betting rounds. So `raise_cap_ignored(HE)` is the mutant `he_raise_cap_ignored`
citing HE-4.1, and a game's catalogue lists the shared mutants it takes, one call each, beside
the ones that are its own. A mutant is named `<prefix>_<suffix>`: grep the suffix
(`raise_cap_ignored`) to find its factory. The mutants of the stud games are in stud_mutants,
those of the draw games in draw_mutants.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial

from harness.families.poker_room.games import BetSize, MinimumRaise, RoomGame, Structure, TableRules, room_game
from harness.families.poker_room.mutants.room_patches import (
    LowRule,
    clear_caches,
    high_read_over,
    hole_and_board,
    low_mask,
    low_mask_unless_straight_or_flush,
    omaha_high,
    rules_made,
    rules_with,
    with_a_hole_card,
)
from harness.mutation.catalogue import GameMutants, Mutant, MutantError, Patch

#: The patches that make a game read its low by a rule of five cards instead of its own
#: (`room_patches.omaha_low` for Omaha Hi-Lo, `stud_patches.low_value_over` for stud hi-lo).
LowReading = Callable[[LowRule], tuple[Patch, ...]]


@dataclass(frozen=True, slots=True, kw_only=True)
class MutatedGame:
    """A poker-room game as its rule mutants are built: the game as its rules_spec states it, and
    the prefix of its mutants' names (`he` for `he_tie_not_split`)."""

    game: RoomGame
    prefix: str

    @classmethod
    def of(cls, name: str, *, prefix: str) -> MutatedGame:
        """The game of that registry name, its rules_spec read (harness.families.poker_room.games.room_game)."""
        return cls(game=room_game(name), prefix=prefix)

    @property
    def name(self) -> str:
        """The registry name, which scopes every patch to the game's hands."""
        return self.game.name

    def mutant(self, suffix: str, description: str, *, rules: tuple[str, ...], patches: tuple[Patch, ...]) -> Mutant:
        """The game's mutant `<prefix>_<suffix>`, citing the clause IDs the game's clause map gives
        `rules` (ClauseMap fields: `cap`, `heads_up_cap`, ...), in that order."""
        clauses = tuple(self.clause(rule) for rule in rules)
        return Mutant(name=f"{self.prefix}_{suffix}", description=description, clauses=clauses, patches=patches)

    def clause(self, rule: str) -> str:
        """The clause ID of `rule` in the game's rules_spec; a rule the game does not state is an
        error, not a mutant citing nothing."""
        found: str = getattr(self.game.clauses, rule)
        if not found:
            raise MutantError(f"{self.name}: a shared mutant breaks the rule {rule!r}, but "
                              f"{self.game.rules_file} table.clauses.{rule} names no clause")  # fmt: skip
        return found

    def played(self, *, fixed: bool) -> str:
        """How a description names the hands a mutant changes: fixed-limit hands (`fixed`) or those
        played without limits (`no-limit `, `pot-limit `, `no-limit or pot-limit `); '' where the
        game is played in no other structure."""
        named = [b.structure.value for b in self.game.structures if (b.structure is Structure.FIXED_LIMIT) is fixed]
        return "" if len(named) == len(self.game.structures) else " or ".join(named) + " "

    @property
    def splits(self) -> bool:
        """The pot is split between the best high and the best low hand (table.clauses.split)."""
        return bool(self.game.clauses.split)

    def first_big_bet_round(self) -> int:
        """The index of the first round bet with the big bet (fixed limit: the turn, fifth street)."""
        return next(index for index, plan in enumerate(self.game.plan) if plan.bet is BetSize.BIG)

    def catalogue(self, *, binding: str, mutants: tuple[Mutant, ...]) -> GameMutants:
        """The game's catalogue: its mutants, run against the suite its pytest binding collects."""
        return GameMutants(game=self.name, bindings=(binding,), env=(), mutants=mutants, reset=clear_caches)


def _a(phrase: str) -> str:
    return f"{'an' if phrase[0] in 'aeiou' else 'a'} {phrase}"


def _round_bet(rules: TableRules, round_index: int, bet: BetSize) -> TableRules:
    """The rules with one round's fixed-limit bet read as `bet` (a big bet where a small one is due)."""
    bets = list(rules.round_bets)
    bets[round_index] = bet
    return replace(rules, round_bets=tuple(bets))


# -- bet sizes, the cap and all-ins for less ---------------------------------------------------------


def min_raise_ignored(game: MutatedGame) -> Mutant:
    """`min_raise_ignored`: facing a bet, a raise to one chip more is accepted (no limit, pot limit)."""
    return game.mutant(
        "min_raise_ignored",
        f"a {game.played(fixed=False)}raise may add any amount: the minimum raise is not enforced",
        rules=("min_raise",),
        patches=(rules_with(game.name, minimum_raise=MinimumRaise.BET_PLUS_ONE_CHIP),),
    )


def short_all_in_reopens(game: MutatedGame, *, fixed: bool, suffix: str = "") -> Mutant:
    """`short_all_in_reopens[_suffix]`: an all-in raise short of a full raise reopens the betting,
    in fixed-limit hands (`fixed`, the rule limit_short_all_in) or in those played without limits
    (short_all_in), as the engine splits the two rules. A game played both ways has one of each,
    told apart by `suffix` (`he_short_all_in_reopens_limit`, `he_short_all_in_reopens_no_limit`)."""

    def reopening(rules: TableRules) -> TableRules:
        if fixed:
            return replace(rules, limit_short_all_in_reopens=True)
        return replace(rules, short_all_in_reopens=True)

    return game.mutant(
        f"short_all_in_reopens_{suffix}" if suffix else "short_all_in_reopens",
        f"{_a(game.played(fixed=fixed) + 'all-in raise for less')} reopens the betting to players who have "
        "already acted",
        rules=("limit_short_all_in",) if fixed else ("short_all_in",),
        patches=(rules_made(game.name, reopening),),
    )


def raise_cap_ignored(game: MutatedGame) -> Mutant:
    """`raise_cap_ignored`: a fixed-limit round allows any number of raises."""
    return game.mutant(
        "raise_cap_ignored",
        f"a {game.played(fixed=True)}round allows any number of raises: the cap is not enforced",
        rules=("cap",),
        patches=(rules_with(game.name, raise_cap_binds=False),),
    )


def cap_kept_heads_up(game: MutatedGame) -> Mutant:
    """`cap_kept_heads_up`: the cap binds two players too, whatever the reading heads_up_cap says."""
    return game.mutant(
        "cap_kept_heads_up",
        f"the {game.played(fixed=True)}cap binds heads-up too, whatever heads_up_cap says",
        rules=("heads_up_cap",),
        patches=(rules_with(game.name, heads_up_cap_lifted=False),),
    )


def big_bet_a_round_early(game: MutatedGame, suffix: str) -> Mutant:
    """The round before the game's first big-bet round bet with the big bet (`fourth_street_big_bet`,
    `big_bet_after_the_first_draw`: the suffix names the round as the game's players do)."""
    early = game.first_big_bet_round() - 1
    return game.mutant(
        suffix,
        f"{game.played(fixed=True)}bets {game.game.plan[early].phrase} are one big bet: the big bet starts a "
        "round early",
        rules=("fixed_sizes",),
        patches=(rules_made(game.name, lambda rules: _round_bet(rules, early, BetSize.BIG)),),
    )


def big_bet_a_round_late(game: MutatedGame, suffix: str) -> Mutant:
    """The game's first big-bet round bet with the small bet (`turn_bet_is_a_small_bet`,
    `small_bet_after_the_second_draw`)."""
    late = game.first_big_bet_round()
    return game.mutant(
        suffix,
        f"{game.played(fixed=True)}bets {game.game.plan[late].phrase} are one small bet: the big bet starts a "
        "round late",
        rules=("fixed_sizes",),
        patches=(rules_made(game.name, lambda rules: _round_bet(rules, late, BetSize.SMALL)),),
    )


# -- forced bets --------------------------------------------------------------------------------------


def straddler_does_not_act_last(game: MutatedGame) -> Mutant:
    """`straddler_does_not_act_last`: the first round opens after the big blind, straddles or not."""
    return game.mutant(
        "straddler_does_not_act_last",
        "the first round starts left of the big blind even when a straddle was posted",
        rules=("straddles",),
        patches=(rules_with(game.name, straddler_acts_last=False),),
    )


def straddle_raised_by_the_big_blind(game: MutatedGame, *, also: tuple[str, ...] = ()) -> Mutant:
    """`straddle_raised_by_the_big_blind`: a raise over a straddle need add only the big blind; it
    cites the straddle rule and the rules named in `also` (e.g. `min_raise`)."""
    return game.mutant(
        "straddle_raised_by_the_big_blind",
        "after a straddle a raise need add only the big blind, not the straddle",
        rules=("straddles", *also),
        patches=(rules_with(game.name, straddle_sets_minimum_raise=False),),
    )


def big_blind_ante_comes_back(game: MutatedGame) -> Mutant:
    """`big_blind_ante_comes_back`: a dead ante is measured into the uncalled bet."""
    return game.mutant(
        "big_blind_ante_comes_back",
        "an ante larger than the others' (a big-blind ante) comes back as an uncalled bet",
        rules=("straddles", "antes"),
        patches=(rules_with(game.name, uncalled_bet_counts_antes=True),),
    )


# -- the hand, the pots and the showdown ----------------------------------------------------------------


def uncalled_bet_kept(game: MutatedGame) -> Mutant:
    """`uncalled_bet_kept`: the unmatched part of the last wager stays in the pot."""
    return game.mutant(
        "uncalled_bet_kept",
        "the part of a bet nobody matched stays in the pot instead of going back to its owner",
        rules=("uncalled",),
        patches=(rules_with(game.name, uncalled_bet_returned=False),),
    )


def hole_card_must_play(game: MutatedGame) -> Mutant:
    """`hole_card_must_play`: a board game's hand must hold a hole card (the board alone does not play)."""
    return game.mutant(
        "hole_card_must_play",
        "a hand must use at least one hole card: the five board cards alone do not play",
        rules=("hand_making",),
        patches=(high_read_over(game.name, with_a_hole_card),),
    )


def hole_cards_other_than_two_play(game: MutatedGame, held: int) -> Mutant:
    """`one_hole_card_plays`, `three_hole_cards_play`: an Omaha hand (its high, where the pot splits)
    may also be `held` hole cards with 5 - `held` board cards, not only exactly two with three."""
    hand = "high hand" if game.splits else "hand"
    cards = {1: ("one_hole_card_plays", "one hole card with four board cards"),
             3: ("three_hole_cards_play", "three hole cards with two board cards")}  # fmt: skip
    suffix, made = cards[held]
    return game.mutant(
        suffix,
        f"a {hand} may also be {made}",
        rules=("hand_making",),
        patches=omaha_high(game.name, hole_and_board(held)),
    )


def side_pot_paid_to_player_not_in_it(game: MutatedGame) -> Mutant:
    """`side_pot_paid_to_player_not_in_it`: every player at the showdown may win every pot."""
    return game.mutant(
        "side_pot_paid_to_player_not_in_it",
        "every player at the showdown may win a side pot, also one all-in for less than its level",
        rules=("pots", "pot_each"),
        patches=(rules_with(game.name, side_pots_to_contributors=False),),
    )


def tie_not_split(game: MutatedGame) -> Mutant:
    """`tie_not_split` (`tied_half_not_shared` in a game that splits the pot high and low): a pot or
    half tied between players goes whole to the first of them."""
    whole = "half" if game.splits else "pot"
    return game.mutant(
        "tied_half_not_shared" if game.splits else "tie_not_split",
        f"a {whole} tied between players goes whole to the first of them instead of being shared",
        rules=("ties",),
        patches=(rules_with(game.name, ties_shared=False),),
    )


def odd_chip_to_the_wrong_seat(game: MutatedGame) -> Mutant:
    """`odd_chip_to_the_wrong_seat`: the odd chip goes to the last tied winner in the stated order."""
    shared = "a shared half" if game.splits else "a split pot"
    return game.mutant(
        "odd_chip_to_the_wrong_seat",
        f"the odd chip of {shared} goes to the last tied winner in the stated order, not the first",
        rules=("odd_chip_order",),
        patches=(rules_with(game.name, odd_chip_to_first_in_order=False),),
    )


def muck_still_wins(game: MutatedGame) -> Mutant:
    """`muck_still_wins`: a hand mucked at the showdown is played as if shown."""
    return game.mutant(
        "muck_still_wins",
        "a hand mucked at the showdown is played as if it had been shown",
        rules=("muck",),
        patches=(rules_with(game.name, mucked_hand_gives_up_the_pots=False),),
    )


# -- the low half of a split pot (Omaha Hi-Lo, stud hi-lo) ----------------------------------------------


def odd_chip_to_the_low_half(game: MutatedGame) -> Mutant:
    """`odd_chip_to_the_low_half`: the odd chip between the halves goes low, whatever odd_chip_half says."""
    return game.mutant(
        "odd_chip_to_the_low_half",
        "the odd chip between the halves goes to the low half, whatever odd_chip_half says",
        rules=("odd_chip_half",),
        patches=(rules_with(game.name, odd_chip_to_high=False),),
    )


def nine_makes_a_low(game: MutatedGame, lows: LowReading) -> Mutant:
    """`nine_makes_a_low`: nine-or-better, the game's low read by `lows`."""
    return game.mutant(
        "nine_makes_a_low",
        "a nine plays in a low: nine-or-better instead of eight-or-better",
        rules=("low",),
        patches=lows(partial(low_mask, highest=9)),
    )


def straight_or_flush_spoils_a_low(game: MutatedGame, lows: LowReading) -> Mutant:
    """`straight_or_flush_spoils_a_low`: five low cards making a straight or a flush are no low."""
    return game.mutant(
        "straight_or_flush_spoils_a_low",
        "five low cards that make a straight or a flush are no low",
        rules=("low",),
        patches=lows(low_mask_unless_straight_or_flush),
    )
