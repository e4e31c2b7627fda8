"""`tablecert certify`: the one pipeline every game's certification runs through, what a game
hands it, clause traceability, and certification baselines.
"""

__all__ = [
    "baseline",
    "game_part",
    "options",
    "pipeline",
    "traceability",
]
