"""Located YAML/JSON loading: every value remembers `file:line:column` and its field path.

Why: the lab engineer who mistypes a pay in line 14 of a paytable must be told
`paytables/lunar_poker/standard.yaml:14:11: super.lines[2].pays: ...`, not a stack trace.
ruamel's round-trip loader is safe (it builds no arbitrary objects) and keeps positions.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from harness.errors import LocatedError, SourceLocation, SpecError


@dataclass(frozen=True, slots=True)
class SourceText:
    name: str
    lines: tuple[str, ...]

    def line(self, number: int) -> str:
        return self.lines[number - 1] if 0 < number <= len(self.lines) else ""


@dataclass(frozen=True, slots=True)
class Node:
    """A value of a loaded document with its location; the error class says which exit applies."""

    value: Any
    source: SourceText
    path: str
    line: int
    column: int
    error_class: type[LocatedError] = field(default=SpecError)

    # -- locations and errors -------------------------------------------------
    @property
    def location(self) -> SourceLocation:
        return SourceLocation(
            file=self.source.name,
            line=self.line,
            column=self.column,
            field_path=self.path or "(document)",
            source_line=self.source.line(self.line),
        )

    def error(self, message: str) -> LocatedError:
        return self.error_class(self.location, message)

    # -- structure --------------------------------------------------------------
    def _child(self, key: str | int, value: Any, line0: int, col0: int) -> Node:
        if isinstance(key, int):
            path = f"{self.path}[{key}]"
        else:
            path = f"{self.path}.{key}" if self.path else str(key)
        return Node(value, self.source, path, line0 + 1, col0 + 1, self.error_class)

    def is_mapping(self) -> bool:
        return isinstance(self.value, dict)

    def is_sequence(self) -> bool:
        return isinstance(self.value, list)

    def expect_mapping(self, what: str = "a mapping") -> Node:
        if not self.is_mapping():
            raise self.error(f"expected {what}, got {describe_value(self.value)}")
        return self

    def check_keys(self, *, required: tuple[str, ...] = (), optional: tuple[str, ...] = ()) -> None:
        self.expect_mapping()
        for key in self.value:
            if key not in required and key not in optional:
                allowed = ", ".join((*required, *optional))
                raise self.key_node(str(key)).error(f"unknown field {key!r}; allowed fields: {allowed}")
        for key in required:
            if key not in self.value:
                raise self.error(f"missing required field {key!r}")

    def key_node(self, key: str) -> Node:
        """The location of a key itself (for 'unknown field' errors)."""
        line0, col0 = _key_position(self.value, key, self.line - 1, self.column - 1)
        return self._child(key, key, line0, col0)

    def get(self, key: str) -> Node | None:
        self.expect_mapping()
        if key not in self.value:
            return None
        line0, col0 = _value_position(self.value, key, self.line - 1, self.column - 1)
        return self._child(key, self.value[key], line0, col0)

    def require(self, key: str) -> Node:
        node = self.get(key)
        if node is None:
            raise self.error(f"missing required field {key!r}")
        return node

    def items(self) -> Iterator[Node]:
        if not self.is_sequence():
            raise self.error(f"expected a list, got {describe_value(self.value)}")
        for index, item in enumerate(self.value):
            line0, col0 = _item_position(self.value, index, self.line - 1, self.column - 1)
            yield self._child(index, item, line0, col0)

    def entries(self) -> Iterator[tuple[str, Node]]:
        self.expect_mapping()
        for key in self.value:
            node = self.get(key)
            assert node is not None
            yield str(key), node

    # -- scalars ------------------------------------------------------------------
    def as_str(self) -> str:
        if not isinstance(self.value, str) or not self.value.strip():
            raise self.error(f"expected non-empty text, got {describe_value(self.value)}")
        return str(self.value)

    def as_int(self, *, minimum: int | None = None, what: str = "a whole number") -> int:
        value = self.value
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(f"expected {what}, got {describe_value(value)}")
        if minimum is not None and value < minimum:
            raise self.error(f"expected {what}, got {value}")
        return int(value)

    def as_bool(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.error(f"expected true or false, got {describe_value(self.value)}")
        return bool(self.value)

    def as_plain(self) -> Any:
        """The value as plain Python data (dicts, lists, scalars) for hashing or echoing."""
        return _plain(self.value)


def describe_value(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a boolean)"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, float):
        return f"{value!r} (a decimal number)"
    return repr(value) if isinstance(value, str) else str(value)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _value_position(mapping: Any, key: str, line0: int, col0: int) -> tuple[int, int]:
    if isinstance(mapping, CommentedMap):
        try:
            pos = mapping.lc.value(key)
            return int(pos[0]), int(pos[1])
        except (KeyError, TypeError, AttributeError):
            pass
    return line0, col0


def _key_position(mapping: Any, key: str, line0: int, col0: int) -> tuple[int, int]:
    if isinstance(mapping, CommentedMap):
        try:
            pos = mapping.lc.key(key)
            return int(pos[0]), int(pos[1])
        except (KeyError, TypeError, AttributeError):
            pass
    return line0, col0


def _item_position(sequence: Any, index: int, line0: int, col0: int) -> tuple[int, int]:
    if isinstance(sequence, CommentedSeq):
        try:
            pos = sequence.lc.item(index)
            return int(pos[0]), int(pos[1])
        except (KeyError, TypeError, AttributeError, IndexError):
            pass
    return line0, col0


def load_text(text: str, name: str, error_class: type[LocatedError] = SpecError) -> Node:
    """Parse YAML (or JSON, a subset) text into a located root node."""
    source = SourceText(name=name, lines=tuple(text.splitlines()))
    yaml = YAML(typ="rt", pure=True)
    try:
        data = yaml.load(text)
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = (mark.line + 1) if mark else 1
        column = (mark.column + 1) if mark else 1
        problem = exc.problem or exc.context or "cannot be parsed"
        location = SourceLocation(name, line, column, "(syntax)", source.line(line))
        raise error_class(location, f"not valid YAML/JSON: {problem}") from None
    except YAMLError as exc:
        raise error_class(SourceLocation(name, 1, 1, "(syntax)"), f"not valid YAML/JSON: {exc}") from None
    if data is None:
        raise error_class(SourceLocation(name, 1, 1, "(document)"), "the file is empty")
    return Node(data, source, "", 1, 1, error_class)


def load_file(path: Path, error_class: type[LocatedError] = SpecError, display: str | None = None) -> Node:
    name = display or str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise error_class(SourceLocation(name, 1, 1, "(file)"), "no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise error_class(SourceLocation(name, 1, 1, "(file)"), f"cannot be read: {exc}") from None
    return load_text(text, name, error_class)
