"""Traceability for the Gherkin suites: which clause IDs exist, and which scenarios cite them.

Why in the package and not in tests/: the suite's conftest registers every clause ID as a
pytest marker (so a mistyped tag fails collection under --strict-markers), the coverage test
checks every clause is cited, and a certification report shows clause -> scenarios -> result.
All three must read the same catalogue the same way.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from hashlib import sha256
from pathlib import Path

from pytest_bdd.gherkin_parser import Scenario, Tag, get_gherkin_document

from harness.runtime.disk_cache import CacheMismatch, cache_path, cached
from harness.runtime.fingerprint import code_fingerprint
from harness.runtime.project import project_root, relative_display
from harness.spec.yaml_source import load_file

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
    strategy's rules) is catalogued without knowing its schema. The project's own catalogue is
    kept in `.tablecert-cache/` under a key of every file's name and content and of the code:
    every Gherkin suite's pytest process (one per rule mutant) reads it at start, and reading
    the YAML is most of that process's start.
    """
    base = root or project_root()
    files = [(path, relative_display(path)) for path in sorted((base / "rules_spec").glob("*.yaml"))]
    if root is not None:
        return _catalogue(files)
    key = sha256(code_fingerprint().encode())
    for path, display in files:
        key.update(f"\n{display}\n".encode() + sha256(path.read_bytes()).digest())
    return cached(
        cache_path(f"clauses-{key.hexdigest()[:32]}.json"),
        decode=_decode_catalogue,
        encode=lambda found: json.dumps([asdict(clause) for clause in found.values()]).encode(),
        build=lambda: _catalogue(files),
    )


def _catalogue(files: list[tuple[Path, str]]) -> dict[str, ClauseRef]:
    found: dict[str, ClauseRef] = {}
    for path, display in files:
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


_CLAUSE_FIELDS = {"id": str, "title": str, "retired": bool, "spec": str, "where": str}


def _decode_catalogue(document: bytes) -> dict[str, ClauseRef]:
    entries = json.loads(document)
    if not isinstance(entries, list) or not entries:
        raise CacheMismatch("not a list of clauses")
    found: dict[str, ClauseRef] = {}
    for entry in entries:
        if not isinstance(entry, dict) or set(entry) != set(_CLAUSE_FIELDS):
            raise CacheMismatch(f"not a clause: {str(entry)[:80]}")
        if any(type(entry[name]) is not kind for name, kind in _CLAUSE_FIELDS.items()):
            raise CacheMismatch(f"a field of the wrong type in {str(entry)[:80]}")
        if entry["id"] in found:
            raise CacheMismatch(f"clause {entry['id']} twice")
        found[entry["id"]] = ClauseRef(**entry)
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
