"""Patches that put a rule fault into ONE game of the Lunar Poker family and leave the others alone.

Why a module of its own: Caribbean Stud, Oasis Poker and the Lunar Poker variants are the one
reference engine (harness.families.lunar.settle) switched by each game's `settlement:` settings, so a
patch of an engine function would change every game at once, Lunar Poker included. Each helper
here wraps an engine function where it is looked up and changes its answer only for the rounds of
the game named (`rnd.game`, `rules.settings.game`); every other game's rounds go through the
original untouched. The catalogues of the games (caribbean_stud.py, oasis_poker.py, ...) build
their mutants from these helpers, so each mutant reads as the one clause it breaks.

Hence a variant's mutant run needs its own Gherkin suite only, although `certify` also runs the
suites of the games it inherits clauses from (certification.LunarCertification.suite): those suites play only
their own games' rounds, which no mutant of the variant changes (tests/mutants/
test_game_catalogues.py checks it), so they could kill none and would double each mutant's run.

Ledger edits see the clause IDs the game's ledger cites (CS-5.1, not LP-9.1): `_ledger` maps
them before the wrapper sees the ledger.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from harness.core.hands import HandRank, best_five, rank_five
from harness.core.ledger import Ledger, Outcome, WagerResult, lose, win
from harness.families.lunar import settle as engine
from harness.families.lunar.game import TableRules, cached_family_paytable, lunar_paytable
from harness.families.lunar.round import AfterDraw, Decision, LunarRound
from harness.families.lunar.settings import BetOutcome, GameSettings, ShowdownRow
from harness.mutation.catalogue import Patch

SETTLE = "harness.families.lunar.settle"
ROUND = "harness.families.lunar.round"

LedgerEdit = Callable[[LunarRound, TableRules, Ledger], Ledger]
WagerEdit = Callable[[WagerResult], WagerResult]
Problems = list[tuple[str, str]]


# -- settling: the ledger, the settings and the readings a game's rounds are settled under -----------


def edit_ledger(game: str, edit: LedgerEdit) -> Patch:
    """Wrap settle_round and change the ledger of `game`'s rounds: the fault is in one outcome."""

    def build(original: Callable[[LunarRound, TableRules], Ledger]) -> Callable[[LunarRound, TableRules], Ledger]:
        @functools.wraps(original)
        def settle_round(rnd: LunarRound, rules: TableRules) -> Ledger:
            ledger = original(rnd, rules)
            return edit(rnd, rules, ledger) if rules.settings.game == game else ledger

        return settle_round

    return Patch(target=SETTLE, attribute="settle_round", build=build)


def settle_under(game: str, change: Callable[[TableRules], TableRules]) -> Patch:
    """Settle `game`'s rounds under altered rules; the round is still checked under the real ones
    (verify_round reads the game's settings from its rules file, not from `rules`)."""

    def build(original: Callable[[LunarRound, TableRules], Ledger]) -> Callable[[LunarRound, TableRules], Ledger]:
        @functools.wraps(original)
        def settle_round(rnd: LunarRound, rules: TableRules) -> Ledger:
            return original(rnd, change(rules) if rules.settings.game == game else rules)

        return settle_round

    return Patch(target=SETTLE, attribute="settle_round", build=build)


def settings_in_play(game: str, change: Callable[[GameSettings], GameSettings]) -> Patch:
    """A switch of the game's `settlement:` section misread when a round is settled."""
    return settle_under(game, lambda rules: replace(rules, settings=change(rules.settings)))


def reading_in_play(game: str, name: str, option: str) -> Patch:
    """An interpretation ignored: settled as if `option` were always in force."""
    return settle_under(game, lambda rules: replace(rules, interpretations={**rules.interpretations, name: option}))


# -- checking: which rounds a game refuses -----------------------------------------------------------


def settings_checked(game: str, change: Callable[[GameSettings], GameSettings]) -> Patch:
    """A switch misread when a round is checked: round_problems reads the game's settings through
    the `game_settings` that harness.families.lunar.round imported."""

    def build(original: Callable[[str], GameSettings]) -> Callable[[str], GameSettings]:
        @functools.wraps(original)
        def game_settings(name: str) -> GameSettings:
            settings = original(name)
            return change(settings) if name == game else settings

        return game_settings

    return Patch(target=ROUND, attribute="game_settings", build=build)


def problem_dropped(game: str, phrase: str, *, check: str = "round_problems") -> Patch:
    """A refusal forgotten: `check` (round_problems or table_round_problems) no longer reports the
    problem whose message contains `phrase` in `game`'s rounds. A message that changes wording
    turns the mutant into a no-op, which its witness unit test then reports."""

    def build(original: Callable[..., Problems]) -> Callable[..., Problems]:
        @functools.wraps(original)
        def problems(rnd: LunarRound, *args: Any) -> Problems:
            found = original(rnd, *args)
            if rnd.game != game:
                return found
            return [(path, message) for path, message in found if phrase not in message]

        return problems

    return Patch(target=ROUND, attribute=check, build=build)


def round_method(game: str, method: str, change: Callable[[LunarRound, Any], Any]) -> Patch:
    """Wrap a method of LunarRound (final_hand, dealer_final) for `game`'s rounds: `change(rnd,
    the original answer)`."""

    def build(original: Callable[[LunarRound], Any]) -> Callable[[LunarRound], Any]:
        @functools.wraps(original)
        def wrapped(self: LunarRound) -> Any:
            answer = original(self)
            return change(self, answer) if self.game == game else answer

        return wrapped

    return Patch(target=f"{ROUND}:LunarRound", attribute=method, build=build)


def card_rule(function: str, rule: Callable[[tuple[Any, ...]], Any]) -> tuple[Patch, Patch]:
    """Replace the card a dealer draw (lowest_card) or a qualification buy (highest_card) takes out,
    both where the round computes the dealer's final hand and where settle_round describes it.
    Not gated by game: only the dealer-draw game draws and only the Finnish game buys. Replaced
    outright: the fault is a different rule for choosing the card, nothing to keep."""
    return (
        Patch(target=ROUND, attribute=function, build=lambda _: rule),
        Patch(target=SETTLE, attribute=function, build=lambda _: rule),
    )


# -- wagers and fees ----------------------------------------------------------------------------------


def is_wager(wager: str, *clauses: str) -> Callable[[WagerResult], bool]:
    """A wager of this name whose settlement cites all these clauses (how the engine decided it)."""
    return lambda w: w.wager == wager and all(c in w.clauses for c in clauses)


_NET_PER_STAKE = {Outcome.PUSH: 0, Outcome.LOSE: -1, Outcome.WIN: 1}


def settled_as(outcome: Outcome) -> WagerEdit:
    """Settle the wager the other way: pushed, lost, or won at 1 to 1."""

    def settle(w: WagerResult) -> WagerResult:
        line = w.line if outcome is Outcome.WIN else None
        return replace(w, outcome=outcome, net=_NET_PER_STAKE[outcome] * w.stake, line=line)

    return settle


def edit_wagers(game: str, when: Callable[[WagerResult], bool], change: WagerEdit) -> Patch:
    """Change every wager of `game`'s ledgers that `when` picks."""

    def edit(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
        return replace(ledger, wagers=tuple(change(w) if when(w) else w for w in ledger.wagers))

    return edit_ledger(game, edit)


#: The wagers an option's money is recorded as when `fees_are_wagers` is true.
OPTION_MONEY = ("buy", "exchange", "dealer_draw", "buy_dealer_qualification")


def refund(ledger: Ledger, kinds: tuple[str, ...] = OPTION_MONEY) -> Ledger:
    """The money paid for these options given back: no fee, and the wager it may be read as pushes."""
    pushed = settled_as(Outcome.PUSH)
    wagers = tuple(pushed(w) if w.wager in kinds else w for w in ledger.wagers)
    return replace(ledger, wagers=wagers, fees=tuple(f for f in ledger.fees if f.fee not in kinds))


def fees_as_wagers(ledger: Ledger, kinds: tuple[str, ...] = OPTION_MONEY) -> Ledger:
    """These fees recorded as lost wagers (after the bets), whatever fees_are_wagers says."""
    moved = [f for f in ledger.fees if f.fee in kinds]
    lost = tuple(lose(f.fee, f.amount, f.clauses, detail="option money, never returned") for f in moved)
    side = tuple(w for w in ledger.wagers if w.wager == "side_super")
    bets = tuple(w for w in ledger.wagers if w.wager != "side_super")
    return replace(ledger, wagers=(*bets, *lost, *side), fees=tuple(f for f in ledger.fees if f not in moved))


# -- the showdown --------------------------------------------------------------------------------------

#: A showdown row of GameSettings.showdown, and the Lunar clause the engine cites for it.
ROWS = {
    "dealer_does_not_qualify": "LP-9.4",
    "player_wins": "LP-9.1",
    "tie": "LP-9.2",
    "dealer_wins": "LP-9.3",
}

ShowdownRule = Callable[[HandRank, HandRank], str]


def compared_row(player: HandRank, dealer: HandRank) -> str:
    """The row of a dealer who qualifies: the hands are compared."""
    if player > dealer:
        return "player_wins"
    return "tie" if player == dealer else "dealer_wins"


def real_row(player: HandRank, dealer: HandRank) -> str:
    """The row the engine reads (LP-9 to LP-9.4): a comparison only against a qualifying dealer."""
    return compared_row(player, dealer) if qualifies(dealer) else "dealer_does_not_qualify"


def showdown_row(game: str, row: str, ante: BetOutcome, raise_bet: BetOutcome) -> Patch:
    """One row of the game's showdown table (`settlement: showdown:`) misread."""
    changed = ShowdownRow(ante=ante, raise_bet=raise_bet)
    return settings_in_play(game, lambda s: replace(s, showdown=replace(s.showdown, **{row: changed})))


def qualifier(rule: Callable[[HandRank], bool]) -> ShowdownRule:
    """The engine's showdown under a misread dealer qualifier."""
    return lambda player, dealer: compared_row(player, dealer) if rule(dealer) else "dealer_does_not_qualify"


def showdown_by(game: str, rule: ShowdownRule) -> Patch:
    """Settle the Ante and the Raise of a played hand on the row `rule` picks (a misread qualifier
    or comparison); the row's outcomes are the game's own, settled by the engine's `_showdown_bet`.
    For games whose dealer's hand is never changed (Caribbean Stud, Oasis Poker)."""

    def edit(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
        if not any(w.wager == "raise" for w in ledger.wagers):
            return ledger  # folded (or paid at once): no showdown
        hand = rnd.final_hand()
        player, dealer = best_five(hand).rank, rank_five(rnd.dealer)
        name = rule(player, dealer)
        if name == real_row(player, dealer):
            return ledger
        row = getattr(rules.settings.showdown, name)
        clauses = rules.settings.cite(("LP-9", ROWS[name]))
        detail = f"{name.replace('_', ' ')} (mutant); player {player.describe()} vs dealer {dealer.describe()}"

        def resettle(w: WagerResult) -> WagerResult:
            if w.wager == "ante":
                return engine.showdown_bet("ante", w.stake, row.ante, clauses, detail, hand, rules)
            if w.wager == "raise":
                return engine.showdown_bet("raise", w.stake, row.raise_bet, clauses, detail, hand, rules)
            return w

        return replace(ledger, wagers=tuple(resettle(w) for w in ledger.wagers))

    return edit_ledger(game, edit)


def instant_payout(rnd: LunarRound, rules: TableRules, ledger: Ledger) -> Ledger:
    """A straight flush or royal flush paid at once on the Ante by Lunar Poker's standard Instant
    table, the hand then over: what a game without the instant payout (CS-7, LPF-3) must not do."""
    table = lunar_paytable().table("instant")
    line = table.best_line(rnd.player) if table is not None else None
    if line is None:
        return ledger
    paid = win("instant", rnd.ante, line.pays, rules.settings.cite(("LP-6",)), line=line.name,
               detail=f"{line.label} pays {line.pays} to 1 on the Ante (mutant)")  # fmt: skip
    kept = tuple(w for w in ledger.wagers if w.wager in ("jackpot", "side_super"))
    return replace(ledger, wagers=(paid, *kept), fees=())


def qualifies(rank: HandRank) -> bool:
    """The dealer's qualifier as the engine reads it (LP-9, CS-5)."""
    return rank.is_ace_king_high_or_better


def drew(rnd: LunarRound) -> bool:
    return rnd.decision in (Decision.BUY, Decision.EXCHANGE)


def folded_after_draw(rnd: LunarRound) -> bool:
    return drew(rnd) and rnd.after_draw is AfterDraw.FOLD


def clear_caches() -> None:
    """Drop the family's loaded paytables: they memoise predicate answers, which must come from
    the engine in force (the real one, or the mutant)."""
    cached_family_paytable.cache_clear()
