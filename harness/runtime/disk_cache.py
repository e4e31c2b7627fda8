"""Answers kept in `.tablecert-cache/`, checked before they are trusted.

Why: a cached answer (the exact branches, the fast engine's class tables) feeds figures that
a report calls exact, yet the file is not an input anyone reviews: an edited count, a file
cut short or garbage must never be used as it is. Each file starts with a header line holding
a SHA-256 over the file's name (which carries the cache key: rules, strategy, readings, code)
and its payload, so an edited payload or a file copied under another key does not verify; the
caller's decoder then checks the answer's own invariants. On any mismatch the reader gets a
note on stderr and the answer is computed again and written anew: never used, never a crash.
"""

from __future__ import annotations

import fcntl
import sys
import zipfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from hashlib import sha256
from pathlib import Path
from typing import TypeVar

from harness.runtime.atomic import write_atomic
from harness.runtime.project import project_root
from harness.spec.errors import HarnessError

T = TypeVar("T")

MAGIC = b"tablecert-cache 1 sha256="
#: The folder of the project (harness.runtime.project) the answers are kept in.
CACHE_FOLDER = ".tablecert-cache"


def cache_path(name: str) -> Path:
    """Where the answer called `name` is kept."""
    return project_root() / CACHE_FOLDER / name


class CacheMismatch(HarnessError):
    """A cache file's content is not a valid answer; it is computed again (never shown to a user
    as an error: `load_verified` turns it into a note)."""


#: What decoding a payload may raise on content that is not what the encoder wrote.
DECODE_ERRORS = (CacheMismatch, ValueError, KeyError, TypeError, IndexError, EOFError, OSError, zipfile.BadZipFile)


def _digest(path: Path, payload: bytes) -> bytes:
    return sha256(path.name.encode() + b"\n" + payload).hexdigest().encode()


def encode_verified(path: Path, payload: bytes) -> bytes:
    """The file's bytes: the header line with the digest, then the payload."""
    return MAGIC + _digest(path, payload) + b"\n" + payload


def verified_payload(path: Path, document: bytes) -> bytes:
    """The payload of a cache file whose header and digest match, else CacheMismatch."""
    header, newline, payload = document.partition(b"\n")
    if not newline or not header.startswith(MAGIC):
        raise CacheMismatch("not a tablecert cache file (no header line)")
    if header[len(MAGIC) :] != _digest(path, payload):
        raise CacheMismatch("its content does not match its digest (edited, cut short or of another key)")
    return payload


def load_verified(path: Path, decode: Callable[[bytes], T]) -> T | None:
    """The answer kept in `path`, or None when there is none or it does not verify (with a
    note on stderr). `decode` checks the answer's invariants and raises CacheMismatch."""
    if not path.exists():
        return None
    try:
        return decode(verified_payload(path, path.read_bytes()))
    except DECODE_ERRORS as problem:
        note(f"ignoring the cache file {path}: {problem}; computing it again")
        return None


def store_verified(path: Path, payload: bytes) -> None:
    """Keep an answer (atomically); a cache that cannot be written is only a note."""
    try:
        write_atomic(path, encode_verified(path, payload))
    except OSError as problem:
        note(f"could not write the cache file {path}: {problem}")


@contextmanager
def building(path: Path) -> Iterator[None]:
    """Held while one process computes the answer kept in `path`: another process that wants the
    same answer (a second certify run, a second test worker) waits, then reads it instead of
    computing it again. A lock that cannot be taken (read-only folder) only skips the waiting."""
    lock = path.with_name(path.name + ".lock")
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        handle = open(lock, "ab")  # closed below, after the lock is released
    except OSError:
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def cached(path: Path, *, decode: Callable[[bytes], T], encode: Callable[[T], bytes], build: Callable[[], T]) -> T:
    """The verified answer in `path`, else `build()`'s, then kept there."""
    found = load_verified(path, decode)
    if found is not None:
        return found
    with building(path):
        found = load_verified(path, decode)  # kept by another process while this one waited
        if found is not None:
            return found
        answer = build()
        store_verified(path, encode(answer))
    return answer


def note(message: str) -> None:
    print(f"tablecert: note: {message}", file=sys.stderr, flush=True)
