"""Each game's runnable `tablecert settle` example and the description of its settle input.

Why data at a convention path and not a list in code: a new game adds its example file (and, for a
new family, the family's description) beside its other data, and nothing else changes; README's
list of games (harness.games.readme_games) and the tests that run every example read them from here.

- `examples/settle/<game>.json`: one round or hand the game settles (the seed's worked example
  where the seed gives one); a game with the settle capability must have one.
- `examples/settle/<game>.md`: optional, what this game's input has beyond its family's.
- `examples/settle/families/<family>.yaml`: `description` (the family's settle input, Markdown)
  and `summary` (the output fields README shows, dotted paths such as `house.take`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from harness.games.game_model import GameEntry
from harness.games.settle_dispatch import settle_document
from harness.runtime.project import project_root
from harness.spec.errors import RoundError, SpecError
from harness.spec.yaml_source import load_file

EXAMPLES = "examples/settle"
FAMILIES = f"{EXAMPLES}/families"


@dataclass(frozen=True, slots=True, kw_only=True)
class FamilyInput:
    """How the games of one family are given to `tablecert settle`."""

    family: str
    description: str
    summary: tuple[str, ...]  # output fields shown for each example, e.g. ("final_stacks",)


def example_path(entry: GameEntry) -> str:
    """The game's example, relative to the project root (what README's command names)."""
    return f"{EXAMPLES}/{entry.name}.json"


def family_path(family: str) -> str:
    return f"{FAMILIES}/{family}.yaml"


def game_note(entry: GameEntry) -> str | None:
    """The game's own note on its settle input, or None when its family's description is all."""
    path = project_root() / EXAMPLES / f"{entry.name}.md"
    return path.read_text(encoding="utf-8").strip() if path.is_file() else None


def family_input(family: str) -> FamilyInput:
    """The family's description file, validated (a bad file is a located SpecError)."""
    root = load_file(project_root() / family_path(family), SpecError, display=family_path(family))
    root.expect_mapping("a family's settle input: description and summary")
    root.check_keys(required=("description", "summary"))
    summary_node = root.require("summary")
    summary = tuple(item.as_str() for item in summary_node.items())
    if not summary:
        raise summary_node.error("expected at least one output field to show, e.g. [final_stacks]")
    return FamilyInput(family=family, description=root.require("description").as_str().strip(), summary=summary)


def settle_example(entry: GameEntry) -> dict[str, Any]:
    """The game's example settled exactly as `tablecert settle` settles it."""
    path = example_path(entry)
    return settle_document(load_file(project_root() / path, RoundError, display=path))


def summary_of(ledger: dict[str, Any], fields: tuple[str, ...]) -> dict[str, Any]:
    """The ledger trimmed to `fields` (dotted paths); a field the ledger lacks is left out."""
    shown: dict[str, Any] = {}
    for field in fields:
        value: Any = ledger
        for part in field.split("."):
            if not isinstance(value, dict) or part not in value:
                break
            value = value[part]
        else:
            shown[field] = value
    return shown


def missing_example_files(entry: GameEntry) -> list[str]:
    """What a game with the settle capability lacks of its example data (harness.games.registry_check)."""
    root = project_root()
    missing = []
    if not (root / example_path(entry)).is_file():
        missing.append(f"{entry.name}: the settle example {example_path(entry)} is missing")
    if not (root / family_path(entry.family)).is_file():
        missing.append(f"{entry.name}: the family's settle input {family_path(entry.family)} is missing")
    return missing
