"""Traceability for the Gherkin suites: which clause IDs exist, and which scenarios cite them.

Why in the package and not in tests/: the suite's conftest registers every clause ID as a
pytest marker (so a mistyped tag fails collection under --strict-markers), the coverage test
checks every clause is cited, and a certification report shows clause -> scenarios -> result.
All three must read the same catalogue the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pytest_bdd.gherkin_parser import Scenario, Tag, get_gherkin_document

from harness.project import project_root, relative_display
from harness.yaml_source import load_file

FEATURE_SUFFIX = ".feature"


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseRef:
    """A clause as the suites see it: its ID, title, whether it is retired, where it lives."""

    id: str
    title: str
    retired: bool
    spec: str
    where: str


@dataclass(frozen=True, slots=True, kw_only=True)
class TaggedScenario:
    """One scenario (or outline) of a feature file with every tag that applies to it."""

    feature: str
    name: str
    line: int
    tags: frozenset[str]

    @property
    def where(self) -> str:
        return f"{self.feature}:{self.line}"


def clause_catalogue(root: Path | None = None) -> dict[str, ClauseRef]:
    """Every clause ID in rules_spec/*.yaml, retired ones included (an ID is never reused).

    Only `clauses[].id`, `title` and `retired` are read, so a spec with extra sections (a
    strategy's rules) is catalogued without knowing its schema.
    """
    base = root or project_root()
    found: dict[str, ClauseRef] = {}
    for path in sorted((base / "rules_spec").glob("*.yaml")):
        display = relative_display(path)
        document = load_file(path, display=display)
        clauses = document.get("clauses") if document.is_mapping() else None
        if clauses is None:
            continue
        for item in clauses.items():
            id_node = item.require("id")
            clause_id = id_node.as_str()
            if clause_id in found:
                raise id_node.error(f"clause {clause_id} is defined twice (first at {found[clause_id].where})")
            title = item.get("title")
            retired = item.get("retired")
            found[clause_id] = ClauseRef(
                id=clause_id,
                title=title.as_str() if title is not None else "",
                retired=retired.as_bool() if retired is not None else False,
                spec=display,
                where=str(id_node.location),
            )
    return found


def _names(tags: list[Tag]) -> set[str]:
    return {tag.name.lstrip("@") for tag in tags}


def tagged_scenarios(features_dir: Path) -> list[TaggedScenario]:
    """Every scenario under `features_dir` with its own, its rule's, its feature's and its
    examples' tags, read with pytest-bdd's own Gherkin parser so the suite and this agree."""
    result: list[TaggedScenario] = []
    for path in sorted(features_dir.rglob(f"*{FEATURE_SUFFIX}")):
        feature = get_gherkin_document(str(path)).feature
        display = relative_display(path)
        inherited = _names(feature.tags)
        pending: list[tuple[Scenario, set[str]]] = []
        for child in feature.children:
            if child.scenario is not None:
                pending.append((child.scenario, inherited))
            elif child.rule is not None:
                rule_tags = inherited | _names(child.rule.tags)
                pending += [(c.scenario, rule_tags) for c in child.rule.children if c.scenario is not None]
        for scenario, outer in pending:
            tags = outer | _names(scenario.tags)
            for examples in scenario.examples:
                tags |= _names(examples.tags)
            result.append(
                TaggedScenario(feature=display, name=scenario.name, line=scenario.location.line, tags=frozenset(tags))
            )
    return result


__all__ = ["ClauseRef", "TaggedScenario", "clause_catalogue", "tagged_scenarios"]
