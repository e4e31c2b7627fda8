"""The Super, Instant and Jackpot tables counted over every five-card hand.

The counting itself is general (harness.families.lunar.analysis.five_card); these names stay here for the
modules that read the Lunar family's tables by this path (harness.families.lunar.certify,
harness.families.lunar.paytable_reach).
"""

from __future__ import annotations

from harness.families.lunar.analysis.five_card import (
    TOTAL_HANDS,
    LineFigure,
    TableAnalysis,
    analyse_table,
    analysis_json,
    fraction_json,
    hand_classes,
)

__all__ = [
    "TOTAL_HANDS",
    "LineFigure",
    "TableAnalysis",
    "analyse_table",
    "analysis_json",
    "fraction_json",
    "hand_classes",
]
