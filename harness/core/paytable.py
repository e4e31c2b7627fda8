"""Paytables loaded from YAML: lines built from named predicates, validated on load.

A line pays `pays` to 1. `best_line` picks the best-paying satisfied line (ties: the line
listed first), which is how "a hand pays only the best line it satisfies" reads.
"""

from __future__ import annotations

import hashlib
import os
import re
import stat
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.core.cards import Card, rank_from_text
from harness.core.predicates import (
    INCLUSIVE,
    PARAMETRISED_PREDICATES,
    SIMPLE_PREDICATES,
    AllOf,
    AnyOf,
    ContainsRanks,
    NOfAKind,
    Predicate,
    PredicateContext,
    hand_class_key,
)
from harness.runtime.project import project_root, relative_display
from harness.spec.errors import CardError, SpecError, UsageError
from harness.spec.limits import MAX_PAYS, MAX_PAYTABLE_BYTES, excerpt
from harness.spec.yaml_source import Node, describe_value, load_text, read_input_file

_LINE_NAME = re.compile(r"^[a-z][a-z0-9_]*$")
#: A paytable named rather than given by path: a file name in the game's folder, nothing more.
_PAYTABLE_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,99}")


@dataclass(frozen=True, slots=True, kw_only=True)
class PaytableLine:
    name: str
    label: str
    pays: int
    predicate: Predicate
    where: str

    def holds(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> bool:
        return self.predicate.holds(cards, context)


@dataclass(frozen=True, slots=True, kw_only=True)
class Paytable:
    """One table (Super, Raise or Instant): lines in the order the document lists them."""

    kind: str
    lines: tuple[PaytableLine, ...]
    _memo: dict[tuple[object, ...], tuple[PaytableLine, ...]] = field(default_factory=dict, repr=False, compare=False)
    #: Other answers worked out from this table's lines, by question (harness.families.lunar.combinations
    #: keeps the Raise combinations of the hands it was just asked about). Kept with the table for
    #: the reason `_memo` is: a paytable loaded again starts afresh (a rule mutant's reset).
    _worked_out: dict[str, dict[Any, Any]] = field(default_factory=dict, repr=False, compare=False)

    def satisfied_lines(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> tuple[PaytableLine, ...]:
        """Every line the cards satisfy, in table order. Five-card answers are memoised by hand
        class, which is sound because every predicate depends only on `hand_class_key`."""
        if len(cards) != 5:
            return tuple(line for line in self.lines if line.holds(cards, context))
        key = (hand_class_key(cards), context)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = tuple(line for line in self.lines if line.holds(cards, context))
        return found

    def worked_out(self, question: str) -> dict[Any, Any]:
        """The answers to `question` kept for this table (the asker bounds their number)."""
        return self._worked_out.setdefault(question, {})

    def best_line(self, cards: Sequence[Card], context: PredicateContext = INCLUSIVE) -> PaytableLine | None:
        """The best-paying satisfied line; the first listed wins a tie."""
        return best_paying(self.satisfied_lines(cards, context))

    @property
    def max_pays(self) -> int:
        return max(line.pays for line in self.lines)

    def line(self, name: str) -> PaytableLine:
        for line in self.lines:
            if line.name == name:
                return line
        raise KeyError(name)


def best_paying(lines: Sequence[PaytableLine]) -> PaytableLine | None:
    """The best-paying of these lines (satisfied lines in table order); the first listed wins a tie."""
    best: PaytableLine | None = None
    for line in lines:
        if best is None or line.pays > best.pays:
            best = line
    return best


@dataclass(frozen=True, slots=True, kw_only=True)
class PaytableSet:
    """All the tables of one versioned paytable file."""

    game: str
    name: str
    version: str
    title: str
    source: str
    path: str
    sha256: str
    tables: dict[str, Paytable]

    def table(self, kind: str) -> Paytable | None:
        return self.tables.get(kind)

    def pays_as(self, other: PaytableSet) -> bool:
        """Whether both files pay the same lines, the same amounts, on the same hands (their
        names, versions and comments aside): figures published for one hold for the other."""

        def pays(tables: dict[str, Paytable]) -> dict[str, list[tuple[str, int, str]]]:
            return {
                kind: [(line.name, line.pays, line.predicate.describe()) for line in t.lines]
                for kind, t in tables.items()
            }

        return pays(self.tables) == pays(other.tables)


def parse_predicate(node: Node) -> Predicate:
    """`straight`, `{n_of_a_kind: 3}`, `{contains_ranks: [A, K]}`, `{all_of: [...]}`, `{any_of: [...]}`."""
    if isinstance(node.value, str):
        predicate = SIMPLE_PREDICATES.get(node.value)
        if predicate is None:
            raise node.error(_unknown_predicate_message(node.value))
        return predicate
    if not node.is_mapping() or len(node.value) != 1:
        raise node.error(
            "a predicate is a name (e.g. straight) or a mapping with exactly one key (e.g. {n_of_a_kind: 3})"
        )
    ((name, argument),) = node.entries()
    if name == "n_of_a_kind":
        n = argument.as_int(minimum=2, what="a count of 2, 3 or 4")
        if n > 4:
            raise argument.error(f"expected a count of 2, 3 or 4, got {n}")
        return NOfAKind(n)
    if name == "contains_ranks":
        ranks: list[int] = []
        for item in argument.items():
            if not isinstance(item.value, (str, int)) or len(str(item.value)) > 2:
                raise item.error(f"expected a rank (A K Q J T 9 ... 2), got {describe_value(item.value)}")
            try:
                rank = rank_from_text(str(item.value))
            except CardError as exc:
                raise item.error(str(exc)) from None
            if rank in ranks:
                raise item.error(f"rank {item.value} is listed twice")
            ranks.append(rank)
        if not ranks:
            raise argument.error("expected at least one rank")
        return ContainsRanks(tuple(ranks))
    if name in ("all_of", "any_of"):
        parts = tuple(parse_predicate(item) for item in argument.items())
        if len(parts) < 2:
            raise argument.error(f"{name} needs at least two predicates")
        return AllOf(parts) if name == "all_of" else AnyOf(parts)
    if name in SIMPLE_PREDICATES:
        raise node.error(f"{name} takes no argument: write it as a bare name, `{name}`")
    raise node.error(_unknown_predicate_message(name))


def _unknown_predicate_message(name: str) -> str:
    known = ", ".join([*SIMPLE_PREDICATES, *PARAMETRISED_PREDICATES])
    return f"unknown predicate {describe_value(name)}; known predicates: {known}"


def _parse_table(kind: str, node: Node) -> Paytable:
    node.check_keys(required=("lines",), optional=("description",))
    lines: list[PaytableLine] = []
    names: set[str] = set()
    for item in node.require("lines").items():
        item.check_keys(required=("name", "label", "pays", "when"))
        name_node = item.require("name")
        name = name_node.as_str()
        if not _LINE_NAME.match(name):
            raise name_node.error(f"expected a lower_case identifier, got {describe_value(name)}")
        if name in names:
            raise name_node.error(f"line {excerpt(name)!r} appears twice in the {kind} table")
        names.add(name)
        lines.append(
            PaytableLine(
                name=name,
                label=item.require("label").as_str(),
                pays=item.require("pays").as_int(minimum=1, maximum=MAX_PAYS, what="a positive whole number (N to 1)"),
                predicate=parse_predicate(item.require("when")),
                where=str(item.location),
            )
        )
    if not lines:
        raise node.require("lines").error(f"the {kind} table has no lines")
    return Paytable(kind=kind, lines=tuple(lines))


def load_paytable(path: Path, *, game: str, table_kinds: tuple[str, ...], required: tuple[str, ...]) -> PaytableSet:
    """Load and validate one paytable file; every problem names file:line:column and field."""
    display = relative_display(path)
    text = read_input_file(path, display, SpecError, limit=MAX_PAYTABLE_BYTES)
    root = load_text(text, display, keep=True).expect_mapping("a paytable mapping")
    root.check_keys(required=("game", "name", "version", *required), optional=("title", "source", *table_kinds))
    game_node = root.require("game")
    if game_node.as_str() != game:
        raise game_node.error(f"this paytable is for {describe_value(game_node.value)}, expected {game!r}")
    version_node = root.require("version")
    if isinstance(version_node.value, bool) or not isinstance(version_node.value, (int, str)):
        raise version_node.error("expected a version such as 1 or '2024-03'")
    tables = {kind: _parse_table(kind, node) for kind in table_kinds if (node := root.get(kind)) is not None}
    title = root.get("title")
    source = root.get("source")
    return PaytableSet(
        game=game,
        name=root.require("name").as_str(),
        version=str(version_node.value),
        title=title.as_str() if title else root.require("name").as_str(),
        source=source.as_str() if source else "",
        path=display,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        tables=tables,
    )


def paytable_path(game_folder: str, name_or_path: str) -> Path:
    """A paytable by name (`standard`) in `paytables/<game>/`, or by the path of a YAML file.

    Why so strict: a round's `paytable` field comes from whoever wrote the round. A name is
    only ever looked up inside the game's folder, and a path must be a regular `.yaml`/`.yml`
    file of bounded size, so neither `/etc/shadow` nor `/dev/zero` is ever read."""
    if _PAYTABLE_NAME.fullmatch(name_or_path):
        folder = project_root() / "paytables" / game_folder
        path = folder / f"{name_or_path}.yaml"
        if not path.is_file():
            known = sorted(p.stem for p in folder.glob("*.yaml"))
            raise UsageError(f"no paytable {name_or_path!r} for {game_folder}; known: {', '.join(known) or 'none'}")
        return path
    shown = excerpt(name_or_path, 100)
    if not name_or_path.endswith((".yaml", ".yml")):
        raise UsageError(
            f"paytable {shown!r}: give a name in paytables/{game_folder}/ (letters, digits, _ and -) "
            "or the path of a .yaml or .yml file"
        )
    candidate = Path(name_or_path)
    try:
        info = os.stat(candidate)
    except FileNotFoundError:
        raise UsageError(f"paytable file {shown} does not exist") from None
    except OSError as exc:
        raise UsageError(f"paytable file {shown} cannot be read: {exc.strerror or type(exc).__name__}") from None
    if not stat.S_ISREG(info.st_mode):
        raise UsageError(f"paytable file {shown} is not a regular file")
    if info.st_size > MAX_PAYTABLE_BYTES:
        raise UsageError(
            f"paytable file {shown} is {info.st_size:,} bytes; a paytable is at most {MAX_PAYTABLE_BYTES:,}"
        )
    return candidate
