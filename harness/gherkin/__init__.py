"""The Gherkin suites: the clause catalogue and scenario tags, a game's suite run through pytest
(a warm forked process), and the plugin that writes each scenario's outcome.
"""

__all__ = [
    "clauses",
    "feature_run",
    "paytable_in_force",
    "pytest_forks",
    "pytest_results",
]
