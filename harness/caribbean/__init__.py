"""Caribbean Stud (GAMES.md §1, the ancestor of Lunar Poker): rules, reference settlement,
the exact analysis under the optimal strategy that sees the dealer's upcard, and a fast
simulator (`harness.caribbean.fast`, `harness.caribbean.simulate`) proven equal to the reference."""

from harness.caribbean.exact import CaribbeanExactResult, analyse_caribbean_exact

__all__ = ["CaribbeanExactResult", "analyse_caribbean_exact"]
