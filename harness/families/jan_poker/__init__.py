"""Jan-Poker: no-limit Hold'em on the poker room's engine, coupled to a mahjong game given as
events.
"""

__all__ = [
    "bdd_steps",
    "betting",
    "certification",
    "entries",
    "model",
    "mutants",
    "play",
    "random_games",
    "rules",
    "settle",
    "stream",
]
