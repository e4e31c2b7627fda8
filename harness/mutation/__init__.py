"""Rule mutants: deliberate faults in a game's reference engine, applied by monkeypatching.

They show the Gherkin suite catches a wrong implementation, not only that it passes on the
right one: `tablecert mutants GAME` runs the suite against each mutant, and every mutant must be
killed by at least one scenario that passes on the real engine.
"""

from __future__ import annotations

from harness.mutation.catalogue import (
    MUTANT_ENV,
    PLUGIN,
    GameMutants,
    Mutant,
    MutantError,
    Patch,
    applied,
    apply_mutant,
)
from harness.mutation.lookup import catalogue
from harness.mutation.runner import (
    BaselineFailedError,
    MutantVerdict,
    MutationRun,
    catalogue_summary,
    mutation_summary,
    render_mutation_text,
    run_mutants,
)

__all__ = [
    "MUTANT_ENV",
    "PLUGIN",
    "BaselineFailedError",
    "GameMutants",
    "Mutant",
    "MutantError",
    "MutantVerdict",
    "MutationRun",
    "Patch",
    "applied",
    "apply_mutant",
    "catalogue",
    "catalogue_summary",
    "mutation_summary",
    "render_mutation_text",
    "run_mutants",
]
