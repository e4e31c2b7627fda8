"""Dilemma Hold'em: the poker room's no-limit Hold'em on 40 cards, plus a bank settlement with
card effects.
"""

__all__ = [
    "banks",
    "bdd_steps",
    "certification",
    "effects",
    "entries",
    "model",
    "mutants",
    "play",
    "ranking_check",
    "rules",
    "settlement",
    "simulation",
]
