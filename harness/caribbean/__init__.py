"""Caribbean Stud (GAMES.md §1, the ancestor of Lunar Poker): rules, reference settlement and
the exact analysis under the optimal strategy that sees the dealer's upcard."""

from harness.caribbean.exact import CaribbeanExactResult, analyse_caribbean_exact

__all__ = ["CaribbeanExactResult", "analyse_caribbean_exact"]
