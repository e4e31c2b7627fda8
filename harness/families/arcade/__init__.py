"""Arcade table poker (seed 004): four games of an arcade poker machine on one betting structure
(antes by table level, fixed amounts, the owner who alone may checks, forced all-ins) settled
with the machine's commission, Ver.1 and Ver.2.

Its own family: the betting is not the poker room's (harness.families.arcade.betting says why), but the
hands, the stud opening key and the pots are the room's, imported from harness.families.poker_room.
"""

__all__ = [
    "bdd_steps",
    "betting",
    "cards",
    "certification",
    "entries",
    "hand",
    "model",
    "mutants",
    "notices",
    "players",
    "rules",
    "settle",
]
