"""A family game's settings as the exact counters' pay rules (harness.families.lunar.analysis.pay_schedule).

Why: the exact counts settle hands by value, with numbers; the rules they apply must be the
ones the reference engine settles by, read from the same `settlement:` switches (the showdown
table's four rows, the Raise multiple, how the Raise is paid), never literals in the counter.
"""

from __future__ import annotations

from harness.families.lunar.analysis.pay_schedule import PayRules, RaiseSchedule, RowUnits, raise_schedule
from harness.families.lunar.analysis.stud_fast import SettlementTables, settlement_tables
from harness.families.lunar.game import TableRules, game_definition
from harness.families.lunar.settings import BetOutcome, GameSettings, RaisePays, ShowdownRow
from harness.spec.errors import UsageError

_PER_UNIT = {BetOutcome.WIN: 1, BetOutcome.PUSH: 0, BetOutcome.LOSE: -1}


def _row(row: ShowdownRow) -> RowUnits:
    if row.ante is BetOutcome.PAYTABLE:  # the settings parser allows it on the Raise only
        raise AssertionError("the Ante is never paid by a paytable")
    raise_bet = None if row.raise_bet is BetOutcome.PAYTABLE else _PER_UNIT[row.raise_bet]
    return RowUnits(ante=_PER_UNIT[row.ante], raise_bet=raise_bet)


def pay_rules(settings: GameSettings) -> PayRules:
    """The showdown table and Raise multiple of a game, as numbers per Ante."""
    showdown = settings.showdown
    return PayRules(
        game=settings.game,
        raise_multiple=settings.raise_multiple,
        dealer_does_not_qualify=_row(showdown.dealer_does_not_qualify),
        player_wins=_row(showdown.player_wins),
        tie=_row(showdown.tie),
        dealer_wins=_row(showdown.dealer_wins),
    )


def raise_or_fold_problems(settings: GameSettings) -> list[str]:
    """What a game has besides an Ante, a raise-or-fold decision and a Raise paid by its best
    line: the stud count (harness.families.lunar.analysis.stud_exact) and the fast Caribbean Stud simulator
    count and play nothing else (empty: the game is such a game)."""
    extras = {
        "a Super bet": settings.super_bet,
        "an instant payout": settings.instant_payout,
        "a draw": settings.has_draw,
        "a dealer draw": settings.dealer_draw is not None,
        "insurance": settings.insurance is not None,
        "a qualification buy": settings.buy_dealer_qualification is not None,
        "a jackpot": settings.jackpot is not None,
        "a second Raise combination": settings.raise_pays is not RaisePays.BEST_LINE,
    }
    return [name for name, present in extras.items() if present]


def exact_branch_problems(settings: GameSettings) -> list[str]:
    """What a game has that the exact count of the play, fold and instant branches
    (harness.families.lunar.exact_play: a Super, an instant payout, a draw, a Raise paid by two
    combinations, no dealer draw and no option) does not model (empty: it counts the game)."""
    missing = {
        "no Super bet": not settings.super_bet,
        "no instant payout": not settings.instant_payout,
        "no draw": not settings.has_draw,
        "a Raise paid by its best line only": settings.raise_pays is not RaisePays.COMBINATIONS,
        "a dealer draw": settings.dealer_draw is not None,
        "insurance": settings.insurance is not None,
        "a qualification buy": settings.buy_dealer_qualification is not None,
        "a jackpot": settings.jackpot is not None,
    }
    return [name for name, present in missing.items() if present]


def stud_schedule(rules: TableRules) -> RaiseSchedule:
    """The pay schedule of a raise-or-fold game of the family (Caribbean Stud), from its
    settings and paytable; a game with more to decide or settle is refused (UsageError)."""
    if found := raise_or_fold_problems(rules.settings):
        raise UsageError(f"{rules.settings.game} is not a raise-or-fold game: it has {', '.join(found)}")
    paytable, pays = rules.paytable, pay_rules(rules.settings)
    key = (paytable.path, paytable.sha256, pays)
    if key not in _SCHEDULES:  # a second of work: kept for the process
        if len(_SCHEDULES) >= 8:
            _SCHEDULES.pop(next(iter(_SCHEDULES)))
        _SCHEDULES[key] = raise_schedule(paytable, pays)
    return _SCHEDULES[key]


_SCHEDULES: dict[tuple[str, str, PayRules], RaiseSchedule] = {}


def stud_settlement_tables(rules: TableRules) -> SettlementTables:
    """The fast stud simulator's tables of a raise-or-fold game (Caribbean Stud), with the game's
    rules files by content and its readings, which a checkpoint of its simulation records."""
    settings = rules.settings
    if found := raise_or_fold_problems(settings):
        raise UsageError(f"the fast Caribbean Stud engine cannot play {settings.game}: it has {', '.join(found)}")
    definition = game_definition(settings.game)
    specs = (definition.spec, *(link.spec for link in definition.inherits))
    identity = {
        "rules_sha256": {spec.path: spec.sha256 for spec in specs},
        "interpretations": dict(rules.interpretations),
    }
    return settlement_tables(stud_schedule(rules), rules_identity=identity)
