"""The card-game core every family shares: cards and decks, five-card hand ranking and its
vectorised tables, hand predicates and the paytables written in them, the settlement ledger,
sample statistics.
"""

__all__ = [
    "cards",
    "decks",
    "fast_deal",
    "fast_eval",
    "frozen_init",
    "hand_categories",
    "hands",
    "ledger",
    "paytable",
    "paytable_diff",
    "predicates",
    "stats",
]
