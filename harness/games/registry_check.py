"""What a registered game must have on disk, checked: the test suite runs this for every entry.

Why a function and not only a test: a lab adding its own game (docs/adding_a_game.md) runs the
same check, and a test can show it fails on an entry that lacks something.
"""

from __future__ import annotations

import importlib
import re

from harness.games.game_model import Capability, GameEntry
from harness.runtime.project import project_root
from harness.spec.errors import HarnessError

#: Rule mutants a game needs at least (issue 11: ten per game).
MIN_MUTANTS = 10
_SCENARIOS_CALL = re.compile(r"""scenarios\(\s*["']([^"']+)["']""")


def registry_problems(entry: GameEntry) -> list[str]:
    """Everything the entry names that is missing or does not load, one message each."""
    root = project_root()
    problems: list[str] = []
    spec = root / "rules_spec" / entry.rules_spec
    if not spec.is_file():
        problems.append(f"{entry.name}: rules_spec/{entry.rules_spec} is missing")
    else:
        try:
            entry.title  # noqa: B018 - loads the spec's title
        except HarnessError as error:
            problems.append(f"{entry.name}: rules_spec/{entry.rules_spec} does not load: {error}")
    features = root / "features" / entry.features
    if not any(features.glob("*.feature")):
        problems.append(f"{entry.name}: features/{entry.features}/ has no .feature file")
    binding = root / entry.binding
    if not binding.is_file():
        problems.append(f"{entry.name}: the binding {entry.binding} is missing")
    elif entry.features not in _SCENARIOS_CALL.findall(binding.read_text(encoding="utf-8")):
        problems.append(f'{entry.name}: {entry.binding} does not bind scenarios("{entry.features}")')
    if entry.paytables is not None and not any((root / "paytables" / entry.paytables).glob("*.yaml")):
        problems.append(f"{entry.name}: paytables/{entry.paytables}/ has no paytable")
    if entry.strategy is not None and not (root / "rules_spec" / entry.strategy).is_file():
        problems.append(f"{entry.name}: the strategy rules_spec/{entry.strategy} is missing")
    try:
        module = importlib.import_module(entry.package)
    except ImportError as error:
        problems.append(f"{entry.name}: the package {entry.package} does not import: {error}")
    else:
        if not callable(getattr(module, "model", None)):
            problems.append(f"{entry.name}: {entry.package} has no model(entry)")
    if entry.can(Capability.MUTANTS):
        problems.extend(_mutant_problems(entry))
    if entry.can(Capability.SETTLE):
        from harness.games.settle_examples import missing_example_files

        problems.extend(missing_example_files(entry))
    return problems


def _mutant_problems(entry: GameEntry) -> list[str]:
    from harness.mutation.lookup import catalogue_of

    if entry.mutants is None:
        return [f"{entry.name}: declares mutants but names no catalogue"]
    try:
        games = catalogue_of(entry)
    except (ImportError, AttributeError, AssertionError, HarnessError) as error:
        return [f"{entry.name}: the mutant catalogue {entry.mutants} does not load: {error}"]
    problems = []
    if len(games.mutants) < MIN_MUTANTS:
        problems.append(f"{entry.name}: {len(games.mutants)} rule mutants, at least {MIN_MUTANTS} needed")
    if entry.binding not in games.bindings:
        problems.append(f"{entry.name}: its mutants do not run its own suite {entry.binding}")
    return problems
