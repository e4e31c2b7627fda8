"""Counting code shared by every exact analysis: dense hand values, the dealer's hidden hands
counted by inclusion-exclusion, suit symmetry, five-card hand classes and tables, a game's pay
rules by hand value, and the raise-or-fold stud count (Caribbean Stud's optimal strategy).

Why a package of its own: the Lunar Poker family's exact branches and the Caribbean Stud count
use the same machinery; it depends on the reference definitions (harness.core.cards, hands,
fast_eval, paytable, predicates) and on no game package, so every game package may import it.
"""

__all__ = [
    "dealer_counts",
    "five_card",
    "hand_values",
    "pay_schedule",
    "stud_exact",
    "stud_fast",
    "stud_report_text",
    "stud_simulate",
    "stud_strategy",
    "symmetry",
    "upcard_analysis",
]
