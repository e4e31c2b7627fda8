"""The game registry and the one protocol a game's package implements: commands find a game
here, settle dispatch sends a document to its game, and the registry check proves every entry
has its files.
"""

__all__ = [
    "game_model",
    "readme_games",
    "registry",
    "registry_check",
    "settle_dispatch",
    "settle_examples",
]
