"""A fast reader for the TOML that PHH hands are written in, with `tomllib` as the authority.

`tomllib` spends ~450 µs on a typical hand; a day's audit reads hundreds of thousands. PHH
writers put one `key = value` per line, the value a number, a quoted string, a boolean, a local
time or a one-line array of numbers or strings. This module reads exactly that, line by line,
and gives up (returns None) on anything else (a multi-line array, an escape sequence, a
duplicate key, a table header, a value it does not fully recognise), so the caller falls back to
`tomllib`, which then reads the hand or names its error. Where it does read a hand, it gives
what `tomllib.loads(text, parse_float=Decimal)` gives (tests/poker_room/test_phh_toml.py holds
it to that on every real hand of tests/data/phh and on generated ones).
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Callable
from decimal import Decimal
from typing import Any

_INT = re.compile(r"[+-]?(?:0|[1-9](?:_?[0-9])*)\Z")
_FLOAT = re.compile(r"[+-]?(?:0|[1-9](?:_?[0-9])*)(?:\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?\Z")
_TIME = re.compile(r"([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]|60)(?:\.([0-9]{1,6}))?\Z")
_LITERAL = re.compile(r"'([^'\n]*)'")
_BASIC = re.compile(r'"([^"\\\n]*)"')
_PLAIN = r"\s*-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?\s*"
_PLAIN_NUMBERS = re.compile(rf"{_PLAIN}(?:,{_PLAIN})*,?\s*\Z")
#: JSON's numbers are TOML's without underscores, a plus sign or inf and nan, and JSON gives
#: each the same value (an int, or the float's text to Decimal): its C scanner reads a one-line
#: array of numbers at once; anything else it reads (strings, nested arrays, true, NaN) is
#: left to the readers below.
_SCAN_JSON: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder(parse_float=Decimal).scan_once  # type: ignore[attr-defined]
_NUMBER_START = frozenset("-0123456789")
_NUMBER_TYPES = frozenset({int, Decimal})


#: The start of a `key = value` line, up to the value.
_KEY = re.compile(r"[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*")
#: An array of literal (or of basic) strings, its brackets and outer blanks stripped.
_LITERAL_ITEMS = re.compile(r"'[^'\n]*'(?:\s*,\s*'[^'\n]*')*\s*,?\s*")
_BASIC_ITEMS = re.compile(r'"[^"\\\n]*"(?:\s*,\s*"[^"\\\n]*")*\s*,?\s*')


#: Every byte TOML allows outside a comment or string as well as in one, but the control
#: characters: tomllib refuses a document holding any (but the tab and the line end), wherever
#: it stands. UTF-8 writes every other character in bytes of 0x80 and above.
_ALLOWED_BYTES = bytes(b for b in range(256) if (b >= 0x20 and b != 0x7F) or b in (0x09, 0x0A, 0x0D))


def control_free(text: str) -> bool:
    """Whether the text holds no control character tomllib refuses (a carriage return only
    before a line feed): the line readers below do not look for them, so a text that holds one
    is left to tomllib, which names it."""
    try:
        encoded = text.encode()
    except UnicodeEncodeError:  # a lone surrogate
        return False
    if encoded.translate(None, _ALLOWED_BYTES):
        return False
    return b"\r" not in encoded or encoded.count(b"\r") == encoded.count(b"\r\n")


def fast_loads(text: str) -> dict[str, Any] | None:
    """The hand's key-value pairs, or None when the text is not of the simple shape read here."""
    if not control_free(text):
        return None
    data: dict[str, Any] = {}
    known = KNOWN
    for line in text.split("\n"):
        pair = known.get(line)
        if pair is None:
            pair = read_line(line)
            if pair is None:
                return None
            if len(line) <= KNOWN_LENGTH:
                if len(known) >= KNOWN_KEPT:
                    known.clear()
                known[line] = pair
        if pair is BLANK:
            continue
        key, value = pair
        if key in data:  # a key given twice: tomllib's to report
            return None
        data[key] = list(value) if type(value) is tuple else value
    return data


class _Unread:
    pass


_UNREAD: Any = _Unread()
#: A line without content: blank, a comment, or one that starts with other whitespace than
#: blanks and tabs (TOML's business).
BLANK: tuple[str, Any] = ("", None)
#: Lines already read, by their text: a day's hands repeat most short ones (the variant, the
#: antes, the blinds, the date, the venue), as (key, value), arrays kept as tuples and handed out
#: as new lists. Bounded: cleared when full.
KNOWN: dict[str, Any] = {}
KNOWN_LENGTH = 80
KNOWN_KEPT = 4096


def read_line(line: str) -> tuple[str, Any] | None:
    """One line: (key, value), BLANK, or None when it is not read here."""
    key, equals, rest = line.partition(" = ")
    if equals and key in KEYS:  # `key = value` as writers put it, with a key already read
        text = rest.lstrip(" \t").rstrip(" \t\r")
    else:
        bare = line.lstrip(" \t")
        if not bare or bare[0] == "#" or bare[0].isspace():
            return BLANK
        found = _KEY.match(line)
        if found is None:
            return None
        key, text = found.group(1), line[found.end() :].rstrip(" \t\r")
        if len(KEYS) < KNOWN_KEPT:
            KEYS.add(key)
    value = _value(text)
    if value is _UNREAD:
        return None
    if type(value) is list:
        value = tuple(value)
    return key, value


#: Keys already read (each matched `_KEY`, so it is a whole bare key).
KEYS: set[str] = set()


def _value(text: str) -> Any:
    if not text:
        return _UNREAD
    first = text[0]
    if first == "[":
        return _array(text)
    if first == "'" or first == '"':
        return _string(text)
    if "#" in text:
        bare = _strip_comment(text)
        if bare is None:
            return _UNREAD
        text = bare
    return _scalar(text)


def _strip_comment(text: str) -> str | None:
    head, _, _ = text.partition("#")
    head = head.rstrip()
    return head or None


def _string(text: str) -> Any:
    quote = text[0]
    if text[:3] == "'''":
        return _one_line_literal(text)
    end = text.find(quote, 1)
    if end < 0:
        return _UNREAD
    body = text[1:end]
    if quote == '"' and "\\" in body:
        return _UNREAD
    if text[1:3] == quote * 2:  # a multi-line string opener
        return _UNREAD
    tail = text[end + 1 :].strip()
    if tail and tail[0] != "#":
        return _UNREAD
    return body


def _one_line_literal(text: str) -> Any:
    """A multi-line literal string written on one line (`'''AMY'S AVE'''`, as rooms' table names
    come): the text as written, when it holds no control character and no quote at either end
    (where TOML's rule for quotes next to the delimiters would apply)."""
    end = text.find("'''", 3)
    if end < 0:
        return _UNREAD
    body = text[3:end]
    if not body or body[0] == "'" or body[-1] == "'" or not body.isprintable():
        return _UNREAD
    tail = text[end + 3 :].strip()
    if tail and tail[0] != "#":
        return _UNREAD
    return body


def _scalar(text: str) -> Any:
    if text == "true":
        return True
    if text == "false":
        return False
    if text.isdigit() and text.isascii() and (text[0] != "0" or len(text) == 1):  # most numbers: at once
        return int(text)
    if ":" in text:  # only a time has a colon
        time = _TIME.match(text)
        if time is None or time.group(3) == "60":  # a leap second: tomllib's business
            return _UNREAD
        fraction = time.group(4)
        micro = int(fraction.ljust(6, "0")) if fraction else 0
        return datetime.time(int(time.group(1)), int(time.group(2)), int(time.group(3)), micro)
    if _INT.match(text):
        return int(text.replace("_", ""))
    if text in ("inf", "+inf", "-inf"):
        return Decimal(text)
    if _FLOAT.match(text):
        return Decimal(text.replace("_", ""))
    return _UNREAD


def _array(text: str) -> Any:
    end = text.rfind("]")
    if end < 0:
        return _UNREAD
    tail = text[end + 1 :].strip()
    if tail and tail[0] != "#":
        return _UNREAD
    inner = text[1:end].strip()
    if not inner:
        return []
    first = inner[0]
    if first == "'" or first == '"':
        if first == "'" and inner[-1] == "'":  # 'a', 'b', 'c' as writers put it: split at the separators
            body = inner[1:-1]
            items = body.split("', '")
            if body.count("'") == 2 * (len(items) - 1) and "\n" not in body:  # no other quote: every item read
                return items
        if first == "'":
            return _LITERAL.findall(inner) if _LITERAL_ITEMS.fullmatch(inner) else _UNREAD
        return _BASIC.findall(inner) if _BASIC_ITEMS.fullmatch(inner) else _UNREAD
    if first in _NUMBER_START:  # numbers such as 0.50 or 200: JSON writes them alike, and reads them in C
        try:
            found, stop = _SCAN_JSON(text, 0)
        except (StopIteration, ValueError):
            found = stop = None
        if type(found) is list and stop == end + 1 and _NUMBER_TYPES.issuperset(map(type, found)):
            return found
    if _PLAIN_NUMBERS.match(inner):  # decimals such as 0.50 or 200: one match for the whole array
        parts = inner.split(",")
        if not parts[-1].strip():
            parts.pop()
        return [Decimal(part) if "." in part else int(part) for part in parts]
    if "[" in inner or "'" in inner or '"' in inner or "#" in inner or "{" in inner:
        return _UNREAD
    values: list[Any] = []
    parts = inner.split(",")
    if parts and not parts[-1].strip():
        parts.pop()  # a trailing comma
    for part in parts:
        value = _scalar(part.strip())
        if value is _UNREAD or isinstance(value, (bool, datetime.time)):
            return _UNREAD
        values.append(value)
    return values
