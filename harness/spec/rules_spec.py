"""A game's rules as clauses with stable IDs, plus its named interpretations.

Clause IDs never change meaning: a retired clause stays in the file marked `retired: true`.
Interpretations are the places where the source document can be read two ways; each has a
default, a reason and a citation, and can be switched per round or per certification run.
Every citation (`source`, `sources`, `brief`) must name a document and section that
rules_spec/sources.yaml lists (harness.spec.sources), so a reader can find what it points to.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.runtime.project import project_root, relative_display
from harness.spec.errors import UsageError
from harness.spec.sources import check_citation
from harness.spec.yaml_source import Node, describe_value, load_file

_CLAUSE_ID = re.compile(r"^[A-Z]+-[0-9A-Za-z]+(\.[0-9A-Za-z]+)*$")
_NAME = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True, slots=True, kw_only=True)
class Clause:
    id: str
    title: str
    text: str
    source: str
    retired: bool
    where: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Interpretation:
    name: str
    default: str
    options: dict[str, str]
    reason: str
    source: str
    clauses: tuple[str, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class PublishedFigure:
    name: str
    percent: str
    source: str
    #: The paytable (a name in the game's paytable folder) the figure was published for; None:
    #: the game's default paytable. A report compares it only when that table is in force.
    paytable: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class RulesSpec:
    game: str
    title: str
    path: str
    sha256: str
    sources: tuple[str, ...]
    clauses: dict[str, Clause]
    interpretations: dict[str, Interpretation]
    published_figures: tuple[PublishedFigure, ...]
    extra: dict[str, Any]


def option_key(value: object) -> str:
    """Interpretation options are compared as lower-case text (YAML `true` and "true" agree)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _parse_clause(node: Node) -> Clause:
    node.check_keys(required=("id", "title", "text", "source"), optional=("retired",))
    id_node = node.require("id")
    clause_id = id_node.as_str()
    if not _CLAUSE_ID.match(clause_id):
        raise id_node.error(f"expected a clause ID such as LP-8.1, got {clause_id!r}")
    retired = node.get("retired")
    return Clause(
        id=clause_id,
        title=node.require("title").as_str(),
        text=" ".join(node.require("text").as_str().split()),
        source=check_citation(node.require("source")),
        retired=retired.as_bool() if retired else False,
        where=str(node.location),
    )


def _parse_interpretation(node: Node, clause_ids: set[str]) -> Interpretation:
    node.check_keys(required=("name", "default", "options", "reason", "source", "clauses"))
    name_node = node.require("name")
    name = name_node.as_str()
    if not _NAME.match(name):
        raise name_node.error(f"expected a lower_case name, got {name!r}")
    options = {option_key(k): v.as_str() for k, v in node.require("options").entries()}
    if len(options) < 2:
        raise node.require("options").error("an interpretation needs at least two options")
    default_node = node.require("default")
    default = option_key(default_node.value)
    if default not in options:
        raise default_node.error(f"default {default!r} is not one of the options: {', '.join(options)}")
    clauses: list[str] = []
    for item in node.require("clauses").items():
        if item.value not in clause_ids:
            raise item.error(f"no clause {item.value!r} in this spec")
        clauses.append(str(item.value))
    return Interpretation(
        name=name,
        default=default,
        options=options,
        reason=" ".join(node.require("reason").as_str().split()),
        source=check_citation(node.require("source")),
        clauses=tuple(clauses),
    )


def load_rules_spec(path: Path, *, extra_keys: tuple[str, ...] = ()) -> RulesSpec:
    display = relative_display(path)
    root = load_file(path, display=display).expect_mapping("a rules_spec mapping")
    root.check_keys(
        required=("game", "title", "sources", "clauses"),
        optional=("interpretations", "published_figures", "brief", *extra_keys),
    )
    clauses: dict[str, Clause] = {}
    for item in root.require("clauses").items():
        clause = _parse_clause(item)
        if clause.id in clauses:
            raise item.require("id").error(f"clause {clause.id} is defined twice (first at {clauses[clause.id].where})")
        clauses[clause.id] = clause
    interpretations: dict[str, Interpretation] = {}
    if (interp_node := root.get("interpretations")) is not None:
        for item in interp_node.items():
            interp = _parse_interpretation(item, set(clauses))
            if interp.name in interpretations:
                raise item.require("name").error(f"interpretation {interp.name} is defined twice")
            interpretations[interp.name] = interp
    if (brief := root.get("brief")) is not None:
        check_citation(brief)
    figures: list[PublishedFigure] = []
    if (fig_node := root.get("published_figures")) is not None:
        for item in fig_node.items():
            item.check_keys(required=("name", "percent", "source"), optional=("paytable",))
            table = item.get("paytable")
            figures.append(
                PublishedFigure(
                    name=item.require("name").as_str(),
                    percent=str(item.require("percent").as_str()),
                    source=check_citation(item.require("source")),
                    paytable=table.as_str() if table is not None else None,
                )
            )
    return RulesSpec(
        game=root.require("game").as_str(),
        title=root.require("title").as_str(),
        path=display,
        sha256=hashlib.sha256(path.read_bytes()).hexdigest(),
        sources=tuple(check_citation(s) for s in root.require("sources").items()),
        clauses=clauses,
        interpretations=interpretations,
        published_figures=tuple(figures),
        extra={key: node for key in extra_keys if (node := root.get(key)) is not None},
    )


def resolve_interpretations(spec: RulesSpec, overrides: Node | None) -> dict[str, str]:
    """Defaults, with the round's or run's choices applied; unknown names and options refused."""
    chosen = {name: interp.default for name, interp in spec.interpretations.items()}
    if overrides is None:
        return chosen
    for name, value_node in overrides.entries():
        interp = spec.interpretations.get(name)
        if interp is None:
            known = ", ".join(spec.interpretations) or "none"
            raise overrides.key_node(name).error(f"unknown interpretation {describe_value(name)}; known: {known}")
        value = option_key(value_node.value)
        if value not in interp.options:
            raise value_node.error(
                f"{name} must be one of {', '.join(interp.options)}, got {describe_value(value_node.value)}"
            )
        chosen[name] = value
    return chosen


def rules_spec_path(file_name: str) -> Path:
    path = project_root() / "rules_spec" / file_name
    if not path.exists():
        raise UsageError(f"rules_spec/{file_name} is missing")
    return path


def rules_spec_title(file_name: str) -> str:
    """A rules_spec's `title` (what `tablecert games` lists), read without the game's own schema."""
    path = rules_spec_path(file_name)
    return _title(path.resolve(), path.stat().st_mtime)


@lru_cache(maxsize=64)
def _title(path: Path, mtime: float) -> str:
    return load_file(path, display=relative_display(path)).expect_mapping().require("title").as_str()
