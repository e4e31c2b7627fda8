"""The game families: each a package behind the one game protocol (harness.games.game_model),
with its registry entries (`entries.py`), engines, certification part and mutant catalogue;
beside them, the fuzz of the settle and replay inputs the families read.
"""

#: The families, in the order `tablecert games` shows their games.
FAMILIES = ("lunar", "poker_room", "jan_poker", "arcade", "dilemma")

__all__ = ["FAMILIES", *FAMILIES, "input_fuzz"]
