"""Caribbean Stud (brief §1, the ancestor of Lunar Poker): the exact analysis under the optimal
strategy that sees the dealer's upcard, and a fast simulator (`harness.families.lunar.caribbean.fast`,
`harness.families.lunar.caribbean.simulate`) proven equal to the reference engine.

The game's rules and its reference settlement are the Lunar Poker family's (harness.families.lunar:
rules_spec/caribbean_stud.yaml's switches, `settle_round`); this package reads them through
harness.families.lunar and counts with harness.families.lunar.analysis; the rest of the family
never imports this package.
"""

from harness.families.lunar.caribbean.exact import analyse_caribbean_exact

__all__ = ["analyse_caribbean_exact"]
