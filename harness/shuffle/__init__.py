"""Shuffle and RNG certification: a log of dealt decks tested by a battery of statistical
tests, the battery's power against faulty shufflers, and its report.
"""

__all__ = [
    "audit",
    "battery",
    "commands",
    "deck_log",
    "decks",
    "errors",
    "null_distributions",
    "power",
    "report",
    "shufflers",
]
