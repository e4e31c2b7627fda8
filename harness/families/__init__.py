"""The game families: each a package behind the one game protocol (harness.games.game_model),
with its registry entries (`entries.py`), engines, certification part and mutant catalogue.
"""

#: The families, in the order `tablecert games` shows their games.
FAMILIES = ("lunar", "poker_room", "jan_poker", "arcade", "dilemma")

__all__ = ["FAMILIES", *FAMILIES]
