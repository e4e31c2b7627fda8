"""Caribbean Stud (brief §1, the ancestor of Lunar Poker): the exact analysis under the optimal
strategy that sees the dealer's upcard, and a fast simulator (`harness.caribbean.fast`,
`harness.caribbean.simulate`) proven equal to the reference engine.

The game's rules and its reference settlement are the Lunar Poker family's (harness.lunar:
rules_spec/caribbean_stud.yaml's switches, `settle_round`); this package reads them through
harness.lunar and counts with harness.analysis. harness.lunar never imports this package.
"""

from harness.caribbean.exact import analyse_caribbean_exact

__all__ = ["analyse_caribbean_exact"]
