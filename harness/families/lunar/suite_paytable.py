"""The paytable a Lunar-family Gherkin suite plays: one environment variable per game.

`tablecert certify GAME --paytable X` and `tablecert diff` run a game's scenarios, and those of
the games it inherits clauses from, against a table of their choosing. Each scenario's round reads
the variable of its own game (TABLECERT_PAYTABLE_LUNAR_POKER for a Lunar Poker round, and so on),
left unset for the game's default table, so a suite that mixes games' rounds plays each on a table
written for it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from harness.families.lunar.game import game_settings

PAYTABLE_VARIABLE_PREFIX = "TABLECERT_PAYTABLE_"


def paytable_variable(game: str) -> str:
    """The variable a round of `game` reads its paytable from."""
    return PAYTABLE_VARIABLE_PREFIX + game.upper().replace("-", "_")


def suite_paytable(game: str) -> str:
    """The paytable a scenario's round of `game` plays: its variable's, else the game's default."""
    return os.environ.get(paytable_variable(game)) or game_settings(game).default_paytable


def suite_env(certified: str, table: str, games: Iterable[str]) -> dict[str, str]:
    """The variables of a suite that runs the rounds of `games` for a certification of `certified`
    on `table`: a game whose paytables are the certified game's plays `table`, another its default."""
    tables_of = game_settings(certified).paytable_game
    return {
        paytable_variable(game): table if game_settings(game).paytable_game == tables_of
        else game_settings(game).default_paytable
        for game in games
    }  # fmt: skip
