"""Located YAML/JSON loading: every value remembers `file:line:column` and its field path.

Why: the lab engineer who mistypes a pay in line 14 of a paytable must be told
`paytables/lunar_poker/standard.yaml:14:11: super.lines[2].pays: ...`, not a stack trace.
ruamel's round-trip loader is safe (it builds no arbitrary objects) and keeps positions.

Every input document passes here, so this is where a hostile one is stopped: a file that is
not a regular file or is too large is not read, and the parser's event stream is screened
(`_screen`) before anything is composed: nesting depth, aliases and the size the document
would have with every alias expanded, keys that are not scalars, tags and numbers that the
constructor would choke on. Values reach the parsers as plain Python scalars, and an error
echoes at most a short excerpt of the source.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.events import (
    AliasEvent,
    CollectionEndEvent,
    CollectionStartEvent,
    DocumentStartEvent,
    Event,
    MappingStartEvent,
    ScalarEvent,
)
from ruamel.yaml.nodes import ScalarNode
from ruamel.yaml.scalarbool import ScalarBoolean

from harness.spec.errors import HarnessError, LocatedError, SourceLocation, SpecError
from harness.spec.limits import (
    MAX_ALIASES,
    MAX_DEPTH,
    MAX_DOCUMENT_BYTES,
    MAX_DOCUMENT_NODES,
    MAX_EXCERPT,
    MAX_NUMBER_CHARS,
    excerpt,
    excerpt_around,
)


@dataclass(frozen=True, slots=True)
class SourceText:
    name: str
    lines: tuple[str, ...]

    def line(self, number: int) -> str:
        return self.lines[number - 1] if 0 < number <= len(self.lines) else ""

    def excerpt(self, number: int, column: int) -> str:
        """The source line as an error shows it: a short excerpt around the column."""
        return excerpt_around(self.line(number), column)


@dataclass(frozen=True, slots=True)
class Node:
    """A value of a loaded document with its location; the error class says which exit applies.

    Scalars are plain Python values (`int`, not ruamel's `HexInt` or `ScalarBoolean`), so a
    parser's `type(value) is int` holds for `0x64`, `1_000` and an anchored `&a 100` alike."""

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
            field_path=excerpt(self.path) if self.path else "(document)",
            source_line=self.source.excerpt(self.line, self.column),
        )

    def error(self, message: str) -> LocatedError:
        return self.error_class(self.location, message)

    # -- structure --------------------------------------------------------------
    def _child(self, key: str | int, value: Any, line0: int, col0: int) -> Node:
        """A member: `key` is a list index (int) or a mapping key's text (str)."""
        if isinstance(key, int):
            path = f"{self.path}[{key}]"
        else:
            path = f"{self.path}.{key}" if self.path else key
        return Node(plain_scalar(value), self.source, path, line0 + 1, col0 + 1, self.error_class)

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
        allowed = tuple(dict.fromkeys((*required, *optional)))
        for key in self.value:
            if key not in allowed:
                text = key_text(key)
                raise self.key_node(key).error(
                    f"unknown field {describe_value(text)}; allowed fields: {', '.join(allowed)}"
                )
        for key in required:
            if key not in self.value:
                raise self.error(f"missing required field {key!r}")

    def key_node(self, key: Any) -> Node:
        """The location of a key itself (for 'unknown field' errors)."""
        line0, col0 = _key_position(self.value, key, self.line - 1, self.column - 1)
        return self._child(key_text(key), key_text(key), line0, col0)

    def _member(self, key: Any) -> Node:
        line0, col0 = _value_position(self.value, key, self.line - 1, self.column - 1)
        return self._child(key_text(key), self.value[key], line0, col0)

    def get(self, key: str) -> Node | None:
        self.expect_mapping()
        if key not in self.value:
            return None
        return self._member(key)

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
        """(key text, value) pairs; two keys with the same text (`2` and `'2'`) are refused, since
        whatever reads the mapping by name would silently keep one of them."""
        self.expect_mapping()
        seen: dict[str, Any] = {}
        for key in self.value:
            text = key_text(key)
            if text in seen:
                raise self.key_node(key).error(
                    f"{describe_value(key)} and {describe_value(seen[text])} name the same field: give it once"
                )
            seen[text] = key
            yield text, self._member(key)

    # -- scalars ------------------------------------------------------------------
    def as_str(self) -> str:
        if not isinstance(self.value, str) or not self.value.strip():
            raise self.error(f"expected non-empty text, got {describe_value(self.value)}")
        return str(self.value)

    def as_int(self, *, minimum: int | None = None, maximum: int | None = None, what: str = "a whole number") -> int:
        value = self.value
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.error(f"expected {what}, got {describe_value(value)}")
        if minimum is not None and value < minimum:
            raise self.error(f"expected {what}, got {describe_value(value)}")
        if maximum is not None and value > maximum:
            raise self.error(f"expected {what} of at most {maximum:,}, got {describe_value(value)}")
        return int(value)

    def as_bool(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.error(f"expected true or false, got {describe_value(self.value)}")
        return bool(self.value)

    def as_plain(self) -> Any:
        """The value as plain Python data (dicts with text keys, lists, scalars) for hashing,
        echoing or a parser of plain data; two keys of one mapping with the same text are refused."""
        if self.is_mapping():
            return {key: node.as_plain() for key, node in self.entries()}
        if self.is_sequence():
            return [node.as_plain() for node in self.items()]
        return plain_scalar(self.value)


def plain_scalar(value: Any) -> Any:
    """ruamel's round-trip scalar types as the plain Python values they stand for."""
    if isinstance(value, ScalarBoolean):  # an anchored `true`: an int subclass, not a bool
        return bool(value)
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    return value


def key_text(key: Any) -> str:
    """A mapping key as text (keys are scalars: the screen refuses a mapping or list as a key)."""
    key = plain_scalar(key)
    return key if isinstance(key, str) else describe_value(key)


def describe_value(value: Any) -> str:
    """A value as an error message shows it: short, whatever the value (never expanded)."""
    value = plain_scalar(value)
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
    if isinstance(value, int):
        if value.bit_length() > 128:  # ~39 digits: say how long, never print thousands of digits
            return f"a whole number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
        return str(value)
    if isinstance(value, str):
        return repr(excerpt(value, MAX_EXCERPT - 2))
    return excerpt(str(value))


def _value_position(mapping: Any, key: Any, line0: int, col0: int) -> tuple[int, int]:
    if isinstance(mapping, CommentedMap):
        try:
            pos = mapping.lc.value(key)
            return int(pos[0]), int(pos[1])
        except (KeyError, TypeError, AttributeError):
            pass
    return line0, col0


def _key_position(mapping: Any, key: Any, line0: int, col0: int) -> tuple[int, int]:
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


# -- the screen: refuse a hostile document from its event stream, before it is composed ---------------

_CORE = "tag:yaml.org,2002:"
_SCALAR_TAGS = {f"{_CORE}{kind}": kind for kind in ("str", "int", "float", "bool", "null", "timestamp")}
_WHAT = {
    "int": "a whole number",
    "float": "a number",
    "bool": "true or false",
    "null": "null",
    "timestamp": "a date",
}


class _Refused(HarnessError):
    """A problem found by the screen, at an event's position (`load_text` turns it into the
    caller's located error class)."""

    def __init__(self, event: Event, field_path: str, message: str) -> None:
        super().__init__(message)
        self.event = event
        self.field_path = field_path
        self.message = message


@dataclass(slots=True)
class _Frame:
    """An open mapping or list: its members so far and where its own size started."""

    mapping: bool
    anchor: str | None
    nodes_before: int
    members: int = 0
    key: str = ""


def _path(frames: list[_Frame], *, at_key: bool) -> str:
    """The field path of the value being parsed (of its mapping, when it is a key)."""
    path = ""
    for index, frame in enumerate(frames):
        if frame.mapping:
            if at_key and index == len(frames) - 1:
                break
            path = f"{path}.{frame.key}" if path else frame.key
        else:
            path = f"{path}[{frame.members - 1}]"
    return path or "(document)"


def _screen(yaml: YAML, text: str) -> None:
    """Walk the parser's events once: no composing, no expanding, no recursion."""
    resolver = yaml.resolver
    constructor = yaml.constructor
    frames: list[_Frame] = []
    anchors: dict[str, tuple[int, bool]] = {}  # anchor -> (expanded size, is a collection)
    nodes = aliases = 0
    for event in yaml.parse(text):
        if isinstance(event, DocumentStartEvent):
            if event.tags or (event.version is not None and tuple(event.version) != (1, 2)):
                raise _Refused(event, "(document)", "YAML directives (%YAML 1.1, %TAG) are not supported here")
            continue
        if isinstance(event, CollectionEndEvent):
            frame = frames.pop()
            if frame.anchor is not None:
                anchors[frame.anchor] = (nodes - frame.nodes_before, True)
            continue
        if not isinstance(event, (ScalarEvent, AliasEvent, CollectionStartEvent)):
            continue
        parent = frames[-1] if frames else None
        is_key = parent is not None and parent.mapping and parent.members % 2 == 0
        if parent is not None:
            parent.members += 1
        where = _path(frames, at_key=is_key)
        if isinstance(event, AliasEvent):
            aliases += 1
            if aliases > MAX_ALIASES:
                raise _Refused(event, where, f"more than {MAX_ALIASES:,} aliases (*name) in one document")
            found = anchors.get(event.anchor)
            if found is None:
                raise _Refused(
                    event,
                    where,
                    f"*{excerpt(str(event.anchor), 40)} names no complete value above it "
                    "(an undefined anchor, or a value that contains itself)",
                )
            size, collection = found
            if is_key and collection:
                raise _Refused(event, where, "a key must be a name (text or a number), not a mapping or a list")
            nodes += size
        elif isinstance(event, CollectionStartEvent):
            if is_key:
                raise _Refused(event, where, "a key must be a name (text or a number), not a mapping or a list")
            mapping = isinstance(event, MappingStartEvent)
            expected = f"{_CORE}map" if mapping else f"{_CORE}seq"
            if event.tag not in (None, "!", expected):
                raise _Refused(event, where, f"unsupported tag {_tag_text(event.tag)}: use plain mappings and lists")
            if len(frames) >= MAX_DEPTH:
                raise _Refused(event, where, f"nested more than {MAX_DEPTH} levels deep")
            nodes += 1
            frames.append(_Frame(mapping=mapping, anchor=event.anchor, nodes_before=nodes - 1))
        else:
            assert isinstance(event, ScalarEvent)
            nodes += 1
            _screen_scalar(event, where, resolver, constructor)
            if event.anchor is not None:
                anchors[event.anchor] = (1, False)
            if is_key and parent is not None:
                parent.key = excerpt(str(event.value), 60)
        if nodes > MAX_DOCUMENT_NODES:
            raise _Refused(
                event,
                where,
                f"the document would have more than {MAX_DOCUMENT_NODES:,} values with its aliases "
                "expanded; tablecert documents are far smaller",
            )


def _tag_text(tag: Any) -> str:
    text = str(tag)
    return excerpt("!!" + text.removeprefix(_CORE) if text.startswith(_CORE) else text, 60)


def _screen_scalar(event: ScalarEvent, where: str, resolver: Any, constructor: Any) -> None:
    """Refuse a tag tablecert does not use, and a value its tag's constructor would choke on."""
    value = str(event.value)
    explicit = event.tag not in (None, "!")
    if explicit:
        kind = _SCALAR_TAGS.get(str(event.tag))
        if kind is None:
            raise _Refused(event, where, f"unsupported tag {_tag_text(event.tag)}: use plain text and numbers")
        if kind == "str":
            return
        implied = _SCALAR_TAGS.get(str(resolver.resolve(ScalarNode, value, (True, False))))
        if implied != kind and not (kind == "float" and implied == "int"):
            shown = repr(excerpt(value, 60))
            raise _Refused(event, where, f"{shown} is not {_WHAT[kind]} (it is tagged !!{kind})")
    elif event.implicit[0]:
        kind = _SCALAR_TAGS.get(str(resolver.resolve(ScalarNode, value, (True, False))), "str")
    else:
        return  # quoted: text
    if kind in ("int", "float", "timestamp"):
        if len(value) > MAX_NUMBER_CHARS:
            raise _Refused(
                event, where, f"a number written with {len(value):,} characters; at most {MAX_NUMBER_CHARS} are read"
            )
        try:
            constructor.construct_object(ScalarNode(f"{_CORE}{kind}", value))
        except (ValueError, IndexError, OverflowError) as exc:
            raise _Refused(
                event, where, f"{excerpt(value, 60)!r} is not {_WHAT[kind]}: {excerpt(str(exc), 80)}"
            ) from None


def _is_tame_json(text: str) -> bool:
    """True for JSON (no aliases, tags or non-text keys possible) within the depth, size and
    number bounds: checked by the C parser in microseconds, so the event screen, which costs as
    much as a second parse, is skipped. Anything else is screened, which also locates a problem."""
    if not text.lstrip().startswith(("{", "[")):
        return False
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # not JSON, or more digits or nesting than it converts
        return False
    nodes = 0
    pending: list[tuple[Any, int]] = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        nodes += 1
        if nodes > MAX_DOCUMENT_NODES or depth > MAX_DEPTH:
            return False
        if isinstance(value, dict):
            nodes += len(value)  # the keys: the screen counts them too
            pending.extend((child, depth + 1) for child in value.values())
        elif isinstance(value, list):
            pending.extend((child, depth + 1) for child in value)
        elif isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3 * MAX_NUMBER_CHARS:
            return False
    return True


# -- loading ------------------------------------------------------------------------------------------


def load_text(text: str, name: str, error_class: type[LocatedError] = SpecError, *, keep: bool = False) -> Node:
    """Parse YAML (or JSON, a subset) text into a located root node, once the screen passed it.
    `keep`: the parse is kept on disk by the text (harness.spec.parse_cache), for the documents every
    process reads again (rules specs, paytables, scenario hands), not for one-off hands."""
    source = SourceText(name=name, lines=tuple(text.splitlines()))
    if keep:
        from harness.spec.parse_cache import kept_parse  # (it reads this module's source for its key)

        kept = kept_parse(text)
        if kept is not None:
            return Node(plain_scalar(kept), source, "", 1, 1, error_class)
    try:
        if not _is_tame_json(text):
            _screen(YAML(typ="rt", pure=True), text)
        data = YAML(typ="rt", pure=True).load(text)
    except _Refused as refused:
        mark = refused.event.start_mark
        line, column = mark.line + 1, mark.column + 1
        location = SourceLocation(name, line, column, excerpt(refused.field_path), source.excerpt(line, column))
        raise error_class(location, refused.message) from None
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = (mark.line + 1) if mark else 1
        column = (mark.column + 1) if mark else 1
        problem = exc.problem or exc.context or "cannot be parsed"
        location = SourceLocation(name, line, column, "(syntax)", source.excerpt(line, column))
        raise error_class(location, f"not valid YAML/JSON: {excerpt(str(problem))}") from None
    except YAMLError as exc:
        message = excerpt(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        raise error_class(SourceLocation(name, 1, 1, "(syntax)"), f"not valid YAML/JSON: {message}") from None
    if data is None:
        raise error_class(SourceLocation(name, 1, 1, "(document)"), "the file is empty")
    if keep:
        from harness.spec.parse_cache import keep_parse

        keep_parse(text, data)
    return Node(plain_scalar(data), source, "", 1, 1, error_class)


def read_input_file(path: Path, name: str, error_class: type[LocatedError], *, limit: int = MAX_DOCUMENT_BYTES) -> str:
    """The text of an input file, refused unless it is a regular file of at most `limit` bytes
    (a device such as /dev/zero would be read until memory runs out, a FIFO would block)."""
    where = SourceLocation(name, 1, 1, "(file)")
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise error_class(where, "no such file") from None
    except OSError as exc:
        raise error_class(where, f"cannot be read: {exc.strerror or type(exc).__name__}") from None
    if stat.S_ISDIR(info.st_mode):
        raise error_class(where, "is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise error_class(where, "is not a regular file (a device, FIFO or socket); give a file")
    if info.st_size > limit:
        raise error_class(where, f"is {info.st_size:,} bytes; an input file is at most {limit:,} bytes")
    try:
        with open(path, "rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise error_class(where, f"cannot be read: {exc.strerror or type(exc).__name__}") from None
    if len(data) > limit:
        raise error_class(where, f"is more than {limit:,} bytes; an input file is at most {limit:,} bytes")
    return _decode(data, where, error_class)


def _decode(data: bytes, where: SourceLocation, error_class: type[LocatedError]) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error_class(where, f"is not UTF-8 text (byte {exc.start:,} cannot be decoded)") from None


def load_file(path: Path, error_class: type[LocatedError] = SpecError, display: str | None = None) -> Node:
    name = display or str(path)
    return load_text(read_input_file(path, name, error_class), name, error_class, keep=True)


def load_stream(
    stream: TextIO | None = None, name: str = "<stdin>", error_class: type[LocatedError] = SpecError
) -> Node:
    """A document read from a stream (stdin by default), with the same size bound as a file."""
    where = SourceLocation(name, 1, 1, "(file)")
    source = sys.stdin if stream is None else stream
    try:
        text = source.read(MAX_DOCUMENT_BYTES + 1)
    except UnicodeDecodeError as exc:
        raise error_class(where, f"is not UTF-8 text (byte {exc.start:,} cannot be decoded)") from None
    except OSError as exc:
        raise error_class(where, f"cannot be read: {exc.strerror or type(exc).__name__}") from None
    if len(text) > MAX_DOCUMENT_BYTES:
        raise error_class(where, f"is more than {MAX_DOCUMENT_BYTES:,} characters; a document is at most that")
    return load_text(text, name, error_class)
