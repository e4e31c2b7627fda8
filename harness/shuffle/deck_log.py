"""Deck logs: one dealt deck per line, cards separated by white space (`As 7d Td ...`).

Why vectorised: a lab's log holds millions of decks, and reading text can cost more than the
tests. A block of whole lines is tokenised with numpy (white-space table, token starts and
ends, a byte -> rank/suit table), so Python never loops over cards of a good line. Only bad
lines go through the slow, readable path that says what is wrong with them.

Two passes over the file: the first hashes the raw bytes (SHA-256 for the report) and counts
lines (progress, contiguous sub-samples); the second parses. gzip is detected by its magic bytes.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import stat
import zlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

import numpy as np
import numpy.typing as npt

from harness.core.cards import RANK_CHARS, SUITS, parse_card
from harness.runtime.atomic import temporary_name
from harness.shuffle.decks import DECK_SPECS, DeckSpec, deck_spec
from harness.shuffle.errors import DeckLogError, DeckLogUnusable
from harness.spec.errors import CardError, SourceLocation
from harness.spec.limits import excerpt

GZIP_MAGIC = b"\x1f\x8b"
BLOCK_BYTES = 8 << 20
#: How many bad lines a report lists one by one; the rest are counted.
MAX_LISTED_BAD_LINES = 1000
#: Lines scanned for the first good deck when the deck size is detected.
DETECT_LINES = 1000

Decks = npt.NDArray[np.int8]


def _byte_table(entries: dict[bytes, int], default: int = -1) -> npt.NDArray[np.int16]:
    table = np.full(256, default, dtype=np.int16)
    for key, value in entries.items():
        table[key[0]] = value
    return table


_WHITESPACE = np.zeros(256, dtype=np.bool_)
_WHITESPACE[list(b" \t\r\n\v\f")] = True
#: Rank character -> rank index in the 52-card order (2..A); ranks are case-insensitive.
_RANK_TABLE = _byte_table(
    {ch.encode(): i for i, ch in enumerate(RANK_CHARS)} | {ch.lower().encode(): i for i, ch in enumerate(RANK_CHARS)}
)
_TEN = RANK_CHARS.index("T")
_SUIT_TABLE = _byte_table(
    {suit.value.encode(): i for i, suit in enumerate(SUITS)}
    | {suit.value.upper().encode(): i for i, suit in enumerate(SUITS)}
)


def _code52_to_dense(spec: DeckSpec) -> npt.NDArray[np.int16]:
    """52-card code (rank index * 4 + suit) -> the deck's dense number; -1 when absent; slot 52 is -1."""
    table = np.full(53, -1, dtype=np.int16)
    for number, card in enumerate(spec.cards):
        table[card.index] = number
    return table


@dataclass(frozen=True, slots=True, kw_only=True)
class LogSource:
    """What the report says about the input: the file as stored, hashed before it is read."""

    path: Path
    sha256: str
    size_bytes: int
    gzip: bool
    lines: int

    def to_json(self) -> dict[str, object]:
        return {
            "path": str(self.path),
            "sha256": self.sha256,
            "bytes": self.size_bytes,
            "compression": "gzip" if self.gzip else "none",
            "lines": self.lines,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class BadLine:
    """A line that is not a deck, with where and what is wrong, as the report lists it."""

    line: int
    column: int
    field: str
    message: str
    text: str

    def to_json(self) -> dict[str, object]:
        return {"line": self.line, "column": self.column, "field": self.field, "message": self.message}


@dataclass(frozen=True, slots=True, kw_only=True)
class ParsedBlock:
    """The good decks of a block of lines, with their 1-based line numbers."""

    decks: Decks
    line_numbers: npt.NDArray[np.int64]
    bad_line_numbers: npt.NDArray[np.int64]
    bad_texts: tuple[str, ...]


def _is_gzip(path: Path) -> bool:
    with path.open("rb") as handle:
        return handle.read(2) == GZIP_MAGIC


def _open_text_stream(path: Path, compressed: bool) -> BinaryIO:
    if compressed:
        return gzip.open(path, "rb")  # type: ignore[return-value]
    return path.open("rb")


def _check_log_file(path: Path) -> None:
    """Say what the path is when it is not a log file: missing, a folder, or a device or FIFO
    (read twice, a pipe would be empty the second time; /dev/zero would never end)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise DeckLogUnusable(f"{path}: no such file (the deck log must be a file, plain text or gzip)") from None
    except OSError as exc:
        raise DeckLogUnusable(f"{path}: cannot be read: {exc.strerror or type(exc).__name__}") from None
    if stat.S_ISDIR(mode):
        raise DeckLogUnusable(f"{path}: is a folder; give the deck log file itself (plain text or gzip)")
    if not stat.S_ISREG(mode):
        raise DeckLogUnusable(
            f"{path}: is not a regular file (a device, FIFO or socket); the log is read twice, so save it to a file"
        )


def inspect_log(path: Path) -> LogSource:
    """First pass: SHA-256 of the stored bytes, and the number of lines in the (decompressed) text."""
    _check_log_file(path)
    digest = hashlib.sha256()
    with path.open("rb") as raw:
        for block in iter(lambda: raw.read(BLOCK_BYTES), b""):
            digest.update(block)
    compressed = _is_gzip(path)
    lines = 0
    last = b"\n"
    try:
        with _open_text_stream(path, compressed) as stream:
            for block in iter(lambda: stream.read(BLOCK_BYTES), b""):
                lines += block.count(b"\n")
                last = block[-1:]
    except (OSError, EOFError, zlib.error) as error:
        raise DeckLogUnusable(f"{path}: cannot read the gzip stream ({error}); is the file truncated?") from None
    if last != b"\n":
        lines += 1
    return LogSource(path=path, sha256=digest.hexdigest(), size_bytes=path.stat().st_size, gzip=compressed, lines=lines)


def diagnose_line(text: str, spec: DeckSpec) -> tuple[int, str, str]:
    """Why a line is not a deck: (1-based column, field, message). The readable slow path."""
    seen: dict[int, int] = {}
    tokens = list(re.finditer(r"\S+", text))
    for position, match in enumerate(tokens, start=1):
        token = match.group()
        column = match.start() + 1
        try:
            card = parse_card(token)
        except CardError as error:
            return column, f"card {position}", excerpt(str(error))
        number = spec.number_of(card)
        if number is None:
            return column, f"card {position}", f"{token!r} is not in the {spec.size}-card deck (it has no J, Q or K)"
        if number in seen:
            return column, f"card {position}", f"{card} appears twice, as card {seen[number]} and card {position}"
        seen[number] = position
    if len(tokens) != spec.size:
        what = " (empty line)" if not tokens else ""
        return 1, "deck", f"expected {spec.size} cards, got {len(tokens)}{what}"
    raise AssertionError("diagnose_line called on a good deck")  # the fast path said it was bad


def parse_block(data: bytes, spec: DeckSpec, *, first_line: int) -> ParsedBlock:
    """Parse whole lines (the last may lack its newline) into an (m, n) int8 array of card numbers."""
    n = spec.size
    raw = np.frombuffer(data, dtype=np.uint8)
    newlines = np.flatnonzero(raw == 0x0A)
    line_ends = newlines if data.endswith(b"\n") else np.append(newlines, raw.size)
    line_starts = np.concatenate(([0], newlines + 1))[: line_ends.size]
    line_total = line_ends.size
    space = _WHITESPACE[raw]
    solid = ~space
    starts = np.flatnonzero(solid & np.concatenate(([True], space[:-1])))
    ends = np.flatnonzero(solid & np.concatenate((space[1:], [True]))) + 1
    token_line = np.searchsorted(line_ends, starts)
    counts = np.bincount(token_line, minlength=line_total)

    lengths = ends - starts
    first = raw[starts]
    rank = _RANK_TABLE[first]
    second = raw[np.minimum(starts + 1, raw.size - 1)]
    is_ten = (lengths == 3) & (first == ord("1")) & (second == ord("0"))
    rank = np.where(lengths == 2, rank, np.where(is_ten, _TEN, -1))
    suit = _SUIT_TABLE[raw[ends - 1]]
    code = np.where((rank >= 0) & (suit >= 0), rank * 4 + suit, 52)
    cards = _code52_to_dense(spec)[code]

    right_count = np.flatnonzero(counts == n)
    offsets = np.concatenate(([0], np.cumsum(counts)))[right_count]
    grid = cards[offsets[:, None] + np.arange(n)]
    valid = (grid >= 0).all(axis=1)
    bits = np.left_shift(np.uint64(1), np.where(grid >= 0, grid, 0).astype(np.uint64))
    full = np.uint64((1 << n) - 1)
    valid &= np.bitwise_or.reduce(bits, axis=1) == full
    good_lines = right_count[valid]
    good = np.zeros(line_total, dtype=np.bool_)
    good[good_lines] = True
    bad_lines = np.flatnonzero(~good)
    bad_texts = tuple(
        data[line_starts[i] : line_ends[i]].decode("utf-8", errors="replace").rstrip("\r")
        for i in bad_lines[:MAX_LISTED_BAD_LINES]
    )
    return ParsedBlock(
        decks=grid[valid].astype(np.int8),
        line_numbers=good_lines.astype(np.int64) + first_line,
        bad_line_numbers=bad_lines.astype(np.int64) + first_line,
        bad_texts=bad_texts,
    )


def _iter_line_blocks(path: Path, compressed: bool, block_bytes: int) -> Iterator[bytes]:
    """Blocks of whole lines; the final block may end without a newline."""
    carry = b""
    with _open_text_stream(path, compressed) as stream:
        for block in iter(lambda: stream.read(block_bytes), b""):
            data = carry + block
            cut = data.rfind(b"\n") + 1
            if cut == 0:
                carry = data
                continue
            carry = data[cut:]
            yield data[:cut]
    if carry:
        yield carry


def _parse_one_deck(text: str) -> int | None:
    """Deck size of a line when it is a good deck of a known size, else None (for detection)."""
    tokens = text.split()
    if len(tokens) not in DECK_SPECS:
        return None
    spec = DECK_SPECS[len(tokens)]
    try:
        numbers = {spec.number_of(parse_card(token)) for token in tokens}
    except CardError:
        return None
    if None in numbers or len(numbers) != spec.size:
        return None
    return spec.size


def detect_deck_size(path: Path, compressed: bool) -> int:
    """The deck size of the first good line among the first DETECT_LINES lines."""
    with _open_text_stream(path, compressed) as stream:
        for number, raw_line in enumerate(stream, start=1):
            size = _parse_one_deck(raw_line.decode("utf-8", errors="replace"))
            if size is not None:
                return size
            if number >= DETECT_LINES:
                break
    raise DeckLogUnusable(
        f"{path}: no line among the first {DETECT_LINES} is a deck of 52 or 40 distinct cards; "
        "fix the log or name the deck with --deck 52|40"
    )


@dataclass(kw_only=True)
class DeckLogReader:
    """Reads a deck log block by block; bad lines stop the run, or are counted with --skip-bad."""

    source: LogSource
    spec: DeckSpec
    skip_bad: bool
    display_name: str
    block_bytes: int = BLOCK_BYTES
    bad_lines: list[BadLine] = field(default_factory=list)
    bad_line_count: int = 0

    def _record_bad(self, block: ParsedBlock) -> None:
        for number, text in zip(block.bad_line_numbers.tolist(), block.bad_texts, strict=False):
            if len(self.bad_lines) >= MAX_LISTED_BAD_LINES:
                break
            column, field_path, message = diagnose_line(text, self.spec)
            bad = BadLine(line=number, column=column, field=field_path, message=message, text=text)
            if not self.skip_bad:
                location = SourceLocation(self.display_name, number, column, field_path, text[:200])
                raise DeckLogError(location, message)
            self.bad_lines.append(bad)
        self.bad_line_count += int(block.bad_line_numbers.size)

    def blocks(self) -> Iterator[ParsedBlock]:
        first_line = 1
        for data in _iter_line_blocks(self.source.path, self.source.gzip, self.block_bytes):
            block = parse_block(data, self.spec, first_line=first_line)
            first_line += data.count(b"\n") + (0 if data.endswith(b"\n") else 1)
            if block.bad_line_numbers.size:
                self._record_bad(block)
            yield block


def open_deck_log(
    path: Path, *, deck: int | None = None, skip_bad: bool = False, display_name: str | None = None
) -> DeckLogReader:
    """Hash and count the log, settle its deck size, and return a reader for the second pass."""
    source = inspect_log(path)
    if source.lines == 0:
        raise DeckLogUnusable(f"{path}: the log is empty")
    size = deck if deck is not None else detect_deck_size(path, source.gzip)
    return DeckLogReader(source=source, spec=deck_spec(size), skip_bad=skip_bad, display_name=display_name or str(path))


def format_decks(decks: Decks, spec: DeckSpec) -> bytes:
    """Decks as log text, one per line, two-character cards (`Td` for ten), vectorised."""
    table = np.frombuffer("".join(f"{token} " for token in spec.card_tokens).encode(), dtype=np.uint8)
    table = table.reshape(spec.size, 3)
    text = table[decks.astype(np.intp)]
    text[:, -1, 2] = 0x0A
    return text.tobytes()


def write_deck_log(
    path: Path, blocks: Iterable[Decks], spec: DeckSpec, *, on_block: Callable[[int], None] | None = None
) -> None:
    """Write a log by temp file and rename, gzip when the name ends in `.gz`; never half written.
    A folder (or a name the file system refuses) is refused before a single deck is dealt."""
    try:
        if path.is_dir() or not path.name:
            raise DeckLogUnusable(f"{path}: is a folder; give the log file to write, e.g. {path / 'decks.txt'}")
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = str(temporary_name(path))
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)  # the umask applies, as for any file
    except OSError as exc:
        raise DeckLogUnusable(f"{path}: cannot be written: {exc.strerror or type(exc).__name__}") from None
    try:
        with os.fdopen(fd, "wb") as raw:
            packed = path.suffix == ".gz"
            stream: BinaryIO = gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, compresslevel=6) if packed else raw  # type: ignore[assignment]
            for decks in blocks:
                stream.write(format_decks(decks, spec))
                if on_block is not None:
                    on_block(int(decks.shape[0]))
            if stream is not raw:
                stream.close()
            raw.flush()
            os.fsync(raw.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise DeckLogUnusable(f"{path}: cannot be written: {exc.strerror or type(exc).__name__}") from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
