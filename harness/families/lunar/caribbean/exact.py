"""Exact Caribbean Stud under the optimal strategy that sees the dealer's upcard: the stud count
(harness.families.lunar.analysis.stud_exact) of the game's own pay schedule (harness.families.lunar.caribbean.rules)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from harness.core.cards import Card
from harness.families.lunar.analysis.stud_exact import HandOutcome, StudExactResult, count_stud_exact
from harness.families.lunar.analysis.stud_exact import dealer_outcome_counts as count_one_hand
from harness.families.lunar.analysis.stud_report_text import render_exact_text
from harness.families.lunar.caribbean.rules import caribbean_schedule
from harness.runtime.progress import ProgressCallback


def analyse_caribbean_exact(
    paytable_path: Path | None = None, *, progress: ProgressCallback | None = None, workers: int | None = None
) -> StudExactResult:
    """Count every deal of Caribbean Stud with this Raise table (the standard one when None)."""
    return count_stud_exact(caribbean_schedule(paytable_path), progress=progress, workers=workers)


def dealer_outcome_counts(player: Sequence[Card], upcard: Card, paytable_path: Path | None = None) -> HandOutcome:
    """One player hand and upcard counted on their own (builds the upcard's tables, ~0.5 s)."""
    return count_one_hand(player, upcard, caribbean_schedule(paytable_path))


def render_text(result: StudExactResult) -> str:
    """The count as `tablecert analyze caribbean-stud --exact` prints it."""
    return render_exact_text(result.to_json())


__all__ = ["analyse_caribbean_exact", "dealer_outcome_counts", "render_text"]
