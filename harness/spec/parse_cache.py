"""Parsed YAML documents kept in `.tablecert-cache/yaml/` by their text, so a text is parsed once.

Why: ruamel's round-trip parser is pure Python (it keeps every position, which the errors need)
and costs 15 ms for a scenario's hand and 60 ms for a rules spec; every rule mutant's run of a
Gherkin suite is a fresh process that parses the same rules specs, paytables and scenario hands
again. A parse is a pure function of the text, so the answer is kept under a key of the text's
SHA-256, the parser's source (harness/spec/yaml_source.py) and ruamel's version, and verified by
disk_cache's digest before it is used (an edited or cut file is parsed again, with a note).

Only what passed the screen and parsed is kept: a refused text is parsed, and refused, every
time. The answer is ruamel's tree (positions included) pickled: the folder is the project's own,
and whoever can write it can write the code that reads it.
"""

from __future__ import annotations

import pickle
from hashlib import sha256
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from harness.runtime.atomic import write_atomic
from harness.runtime.disk_cache import CacheMismatch, cache_path, encode_verified, load_verified
from harness.spec.errors import UsageError

_PARSER = Path(__file__).with_name("yaml_source.py")


def _parser_key() -> bytes:
    try:
        ruamel = version("ruamel.yaml")
    except PackageNotFoundError:
        ruamel = "unknown"
    return sha256(_PARSER.read_bytes() + b"\nruamel.yaml " + ruamel.encode()).digest()


_KEY: list[bytes] = []


def _path(text: str) -> Path | None:
    """Where the parse of `text` is kept; None outside a tablecert checkout (nothing kept)."""
    if not _KEY:
        _KEY.append(_parser_key())
    digest = sha256(_KEY[0] + text.encode("utf-8", "surrogatepass")).hexdigest()
    try:
        return cache_path(f"yaml/{digest[:2]}/{digest}.pickle")
    except UsageError:
        return None


def _decode(payload: bytes) -> Any:
    try:
        return pickle.loads(payload)
    except (pickle.UnpicklingError, AttributeError, ImportError, IndexError) as problem:
        raise CacheMismatch(f"not a parsed document ({type(problem).__name__})") from None


def kept_parse(text: str) -> Any | None:
    """The parse of `text` kept by an earlier process, or None."""
    path = _path(text)
    return None if path is None else load_verified(path, _decode)


def keep_parse(text: str, data: Any) -> None:
    """Keep the parse of `text`; where the folder cannot be written (a read-only checkout), parse
    again next time, without a note each time (a command reads several documents)."""
    path = _path(text)
    if path is None or UNWRITABLE:
        return
    try:
        write_atomic(path, encode_verified(path, pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)))
    except OSError:
        UNWRITABLE.append(path)


UNWRITABLE: list[Path] = []
