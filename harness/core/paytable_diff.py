"""What changed between two paytables of one game, line by line.

Why by line *name*: a lab edits a table by changing a pay, a label or a line's predicate, or by
adding or removing a line; the name is the line's identity across versions (two lines of one
table cannot share it). Predicates are compared by their `describe()` text, which is what a
reader of the report sees, so two spellings of one predicate in YAML compare equal only when
they read the same. Line order matters only for ties ("the line listed first wins"), so a
reordering is reported per table, not as a change of every line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from harness.core.paytable import PaytableLine, PaytableSet

CHANGE_KINDS = ("added", "removed", "changed")
COMPARED_FIELDS = ("pays", "when", "label")


@dataclass(frozen=True, slots=True, kw_only=True)
class FieldChange:
    field: str
    old: str | int
    new: str | int

    def to_json(self) -> dict[str, Any]:
        return {"field": self.field, "old": self.old, "new": self.new}


@dataclass(frozen=True, slots=True, kw_only=True)
class LineChange:
    """One line added, removed or changed in one table; `fields` lists what changed."""

    table: str
    line: str
    change: str
    old: PaytableLine | None
    new: PaytableLine | None
    fields: tuple[FieldChange, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "table": self.table,
            "line": self.line,
            "change": self.change,
            "fields": [f.to_json() for f in self.fields],
            "old": line_json(self.old) if self.old else None,
            "new": line_json(self.new) if self.new else None,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class PaytableDiff:
    old: PaytableSet
    new: PaytableSet
    lines: tuple[LineChange, ...]
    metadata: tuple[FieldChange, ...]
    tables_added: tuple[str, ...]
    tables_removed: tuple[str, ...]
    order_changed: tuple[str, ...]

    @property
    def unchanged(self) -> bool:
        return not (self.lines or self.tables_added or self.tables_removed or self.order_changed)

    def to_json(self) -> dict[str, Any]:
        return {
            "unchanged": self.unchanged,
            "lines": [c.to_json() for c in self.lines],
            "metadata": [f.to_json() for f in self.metadata],
            "tables_added": list(self.tables_added),
            "tables_removed": list(self.tables_removed),
            "order_changed": list(self.order_changed),
        }


def line_json(line: PaytableLine) -> dict[str, Any]:
    return {"name": line.name, "label": line.label, "pays": line.pays, "when": line.predicate.describe()}


def _line_fields(old: PaytableLine, new: PaytableLine) -> tuple[FieldChange, ...]:
    pairs: dict[str, tuple[str | int, str | int]] = {
        "pays": (old.pays, new.pays),
        "when": (old.predicate.describe(), new.predicate.describe()),
        "label": (old.label, new.label),
    }
    return tuple(FieldChange(field=name, old=a, new=b) for name, (a, b) in pairs.items() if a != b)


def diff_paytables(old: PaytableSet, new: PaytableSet, table_kinds: tuple[str, ...]) -> PaytableDiff:
    """Every difference between two paytables, table by table in `table_kinds` order."""
    changes: list[LineChange] = []
    reordered: list[str] = []
    for kind in table_kinds:
        old_table, new_table = old.table(kind), new.table(kind)
        old_lines = {line.name: line for line in old_table.lines} if old_table else {}
        new_lines = {line.name: line for line in new_table.lines} if new_table else {}
        for name, line in old_lines.items():
            if name not in new_lines:
                changes.append(LineChange(table=kind, line=name, change="removed", old=line, new=None))
        for name, line in new_lines.items():
            previous = old_lines.get(name)
            if previous is None:
                changes.append(LineChange(table=kind, line=name, change="added", old=None, new=line))
                continue
            fields = _line_fields(previous, line)
            if fields:
                changes.append(
                    LineChange(table=kind, line=name, change="changed", old=previous, new=line, fields=fields)
                )
        common_old = [name for name in old_lines if name in new_lines]
        common_new = [name for name in new_lines if name in old_lines]
        if common_old != common_new:
            reordered.append(kind)
    metadata = tuple(
        FieldChange(field=name, old=a, new=b)
        for name, a, b in (
            ("name", old.name, new.name),
            ("version", old.version, new.version),
            ("title", old.title, new.title),
            ("source", old.source, new.source),
            ("sha256", old.sha256, new.sha256),
        )
        if a != b
    )
    return PaytableDiff(
        old=old,
        new=new,
        lines=tuple(changes),
        metadata=metadata,
        tables_added=tuple(k for k in table_kinds if old.table(k) is None and new.table(k) is not None),
        tables_removed=tuple(k for k in table_kinds if old.table(k) is not None and new.table(k) is None),
        order_changed=tuple(reordered),
    )
