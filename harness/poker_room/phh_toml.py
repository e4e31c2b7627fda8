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
import re
from decimal import Decimal
from typing import Any

_KEY = re.compile(r"[A-Za-z0-9_-]+\Z")
_INT = re.compile(r"[+-]?(?:0|[1-9](?:_?[0-9])*)\Z")
_FLOAT = re.compile(r"[+-]?(?:0|[1-9](?:_?[0-9])*)(?:\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?\Z")
_TIME = re.compile(r"([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]|60)(?:\.([0-9]{1,6}))?\Z")
_LITERAL = re.compile(r"'([^'\n]*)'")
_BASIC = re.compile(r'"([^"\\\n]*)"')
_PLAIN = r"\s*-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?\s*"
_PLAIN_NUMBERS = re.compile(rf"{_PLAIN}(?:,{_PLAIN})*,?\s*\Z")
_BETWEEN = re.compile(r"\s*,\s*\Z")
_AFTER = re.compile(r"\s*,?\s*\Z")


#: One `key = value` line (the value without its surrounding blanks); and any line with content.
_PAIR = re.compile(r"^[ \t]*([A-Za-z0-9_-]+)[ \t]*=[ \t]*(.*?)[ \t\r]*$", re.MULTILINE)
_CONTENT = re.compile(r"^[ \t]*[^\s#]", re.MULTILINE)


def fast_loads(text: str) -> dict[str, Any] | None:
    """The hand's key-value pairs, or None when the text is not of the simple shape read here."""
    pairs = _PAIR.findall(text)
    if len(pairs) != len(_CONTENT.findall(text)):  # a line that is not `key = value` (nor blank, nor a comment)
        return None
    data = dict(pairs)
    if len(data) != len(pairs):  # a key given twice: tomllib's to report
        return None
    for key, raw in pairs:
        value = _value(raw)
        if value is _UNREAD:
            return None
        data[key] = value
    return data


class _Unread:
    pass


_UNREAD: Any = _Unread()


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


def _scalar(text: str) -> Any:
    if text == "true":
        return True
    if text == "false":
        return False
    if _INT.match(text):
        return int(text.replace("_", ""))
    if text in ("inf", "+inf", "-inf"):
        return Decimal(text)
    if _FLOAT.match(text):
        return Decimal(text.replace("_", ""))
    time = _TIME.match(text)
    if time:
        fraction = time.group(4)
        micro = int(fraction.ljust(6, "0")) if fraction else 0
        second = int(time.group(3))
        if second == 60:
            return _UNREAD  # tomllib's business
        return datetime.time(int(time.group(1)), int(time.group(2)), second, micro)
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
    if inner[0] in "'\"":
        pattern = _LITERAL if inner[0] == "'" else _BASIC
        pieces = pattern.split(inner)  # [before, item, between, item, ..., item, after]
        items: list[Any] = pieces[1::2]
        between = pieces[2:-1:2]
        if pieces[0].strip() or not _AFTER.match(pieces[-1]) or not all(_BETWEEN.match(p) for p in between):
            return _UNREAD
        return items
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
