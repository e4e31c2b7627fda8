"""Replaying files of PHH hands: stream every hand through the audit, count, summarise the rake.

Constant memory: a file is read line by line and each hand is forgotten once its audit line is
emitted; only the counts, the rake totals by stakes and table size and the first
`LISTED_ISSUES` discrepancies and refusals are kept for the report.
"""

from __future__ import annotations

import codecs
import json
import os
import re
import stat
import time
from collections import Counter, deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

from harness.families.poker_room.games import phh_variant_games
from harness.families.poker_room.hand_audit import HandAudit, RakeRule
from harness.families.poker_room.lookups import high_tables
from harness.families.poker_room.phh import PhhFileError, PhhSection, iter_sections, sections_of_text
from harness.families.poker_room.phh_audit import audit_section
from harness.runtime.executors import fork_pool
from harness.spec.errors import UsageError
from harness.spec.limits import excerpt

LISTED_ISSUES = 1000


@dataclass(slots=True)
class RakeCell:
    """Rake collected at one stakes and table size."""

    hands: int = 0
    raked_hands: int = 0
    pots: Decimal = Decimal(0)
    rake: Decimal = Decimal(0)

    def to_json(self) -> dict[str, Any]:
        rate = float(self.rake / self.pots) if self.pots else None
        return {"hands": self.hands, "raked_hands": self.raked_hands, "pots": str(self.pots), "rake": str(self.rake),
                "effective_rate": rate}  # fmt: skip


@dataclass(slots=True, kw_only=True)
class PhhReplaySummary:
    files: list[str] = field(default_factory=list)
    hands: int = 0
    ok: int = 0
    discrepancy: int = 0
    refused: int = 0
    by_game: Counter[str] = field(default_factory=Counter)
    refusal_reasons: Counter[str] = field(default_factory=Counter)
    issues: list[HandAudit] = field(default_factory=list)
    rake: dict[tuple[str, int], RakeCell] = field(default_factory=dict)
    rake_discrepancies: int = 0
    seconds: float = 0.0

    @property
    def clean(self) -> bool:
        return not (self.discrepancy or self.refused)

    def add(self, audit: HandAudit) -> None:
        self.hands += 1
        if audit.status == "ok":
            self.ok += 1
        elif audit.status == "discrepancy":
            self.discrepancy += 1
            if any(m.startswith("rake:") for m in audit.messages):
                self.rake_discrepancies += 1
        else:
            self.refused += 1
            reason = audit.messages[0].split(": ", 2)[-1] if audit.messages else "?"
            self.refusal_reasons[excerpt(reason.split(" (")[0], 80)] += 1
        self.by_game[audit.game] += 1
        if audit.status != "ok" and len(self.issues) < LISTED_ISSUES:
            self.issues.append(audit)
        if audit.status != "refused":
            key = (audit.stakes, audit.players)
            cell = self.rake.get(key)
            if cell is None:
                cell = self.rake[key] = RakeCell()
            cell.hands += 1
            cell.pots += audit.pot
            cell.rake += audit.rake
            if audit.rake:
                cell.raked_hands += 1

    def merge(self, part: PhhReplaySummary) -> None:
        """Count in the hands of `part` (a piece of a file audited by a worker), which come after
        every hand counted so far: the workers send these counts, not a record per hand."""
        self.hands += part.hands
        self.ok += part.ok
        self.discrepancy += part.discrepancy
        self.refused += part.refused
        self.rake_discrepancies += part.rake_discrepancies
        self.by_game.update(part.by_game)
        self.refusal_reasons.update(part.refusal_reasons)
        self.issues.extend(part.issues[: max(0, LISTED_ISSUES - len(self.issues))])
        for key, theirs in part.rake.items():
            cell = self.rake.get(key)
            if cell is None:
                self.rake[key] = theirs
                continue
            cell.hands += theirs.hands
            cell.raked_hands += theirs.raked_hands
            cell.pots += theirs.pots
            cell.rake += theirs.rake

    def to_json(self) -> dict[str, Any]:
        total_pots = sum((c.pots for c in self.rake.values()), Decimal(0))
        total_rake = sum((c.rake for c in self.rake.values()), Decimal(0))
        return {
            "report": "tablecert hand-history audit (PHH)",
            "files": self.files,
            "verdict": "every hand agrees with the rules" if self.clean else "hands disagree or were refused",
            "totals": {"hands_read": self.hands, "audited": self.hands - self.refused, "ok": self.ok,
                       "discrepancy": self.discrepancy, "refused": self.refused,
                       "rake_discrepancies": self.rake_discrepancies, "by_game": dict(sorted(self.by_game.items())),
                       "refused_by_reason": dict(self.refusal_reasons.most_common())},  # fmt: skip
            "rake": {
                "total_pots": str(total_pots),
                "total_rake": str(total_rake),
                "effective_rate": float(total_rake / total_pots) if total_pots else None,
                "by_stakes_and_players": [
                    {"stakes": stakes, "players": players, **cell.to_json()}
                    for (stakes, players), cell in sorted(self.rake.items(), key=lambda kv: (kv[0][0], kv[0][1]))
                ],
            },
            "listing_limit": LISTED_ISSUES,
            "issues": [a.to_json() for a in self.issues],
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands / self.seconds) if self.seconds > 0 else None,
        }


def _open_lines(path: Path, display: str) -> Generator[str, None, None]:
    """The file's lines, read lazily; a usage error (exit 2) when it cannot be read at all."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise UsageError(f"{display}: no such file") from None
    except OSError as exc:
        raise UsageError(f"{display}: cannot be read: {exc.strerror or type(exc).__name__}") from None
    if stat.S_ISDIR(info.st_mode):
        raise UsageError(f"{display}: is a folder, not a file of hands")
    if not stat.S_ISREG(info.st_mode):
        raise UsageError(f"{display}: is not a regular file (a device, FIFO or socket); give a file of hands")
    try:
        handle = open(path, encoding="utf-8", newline="")  # noqa: SIM115 - closed by the generator
    except OSError as exc:
        raise UsageError(f"{display}: cannot be read: {exc.strerror or type(exc).__name__}") from None
    return _lines(handle, display)


def _lines(handle: Any, display: str) -> Generator[str, None, None]:
    with handle:
        try:
            yield from handle
        except UnicodeDecodeError as exc:
            raise UsageError(f"{display}: cannot be read: not UTF-8 text (byte {exc.start:,} of a block)") from None


#: Characters of a .phhs file handed to a worker at a time (cut at a section header): a few
#: thousand hands, enough that the hand-over costs little, small enough that memory stays low.
PIECE = 1 << 21
#: What the forked workers audit with (set before the pool forks; workers inherit it).
_WORKER_SETTINGS: dict[str, Any] = {}
_HEADER_AT_LINE_START = re.compile(r"\n\[[^\[\]\n]+\][ \t]*(?:#[^\n]*)?\r?\n")
#: `json.dumps(data, ensure_ascii=False)`, with the encoder made once.
_ENCODE_LINE = json.JSONEncoder(ensure_ascii=False).encode


def _audit_sections(sections: Iterable[PhhSection]) -> tuple[PhhReplaySummary, str]:
    """Audit hands (in a worker, or here): their counts, and their JSON lines when asked for."""
    settings = _WORKER_SETTINGS
    display, unit, rake = settings["display"], settings["unit"], settings["rake"]
    part = PhhReplaySummary()
    lines: list[str] | None = [] if settings["jsonl"] else None
    for section in sections:
        audit = audit_section(section, display=display, unit=unit, rake=rake)
        part.add(audit)
        if lines is not None:
            lines.append(_ENCODE_LINE(audit.to_json()))
    return part, "\n".join(lines) + "\n" if lines else ""


def _audit_piece(text: str, first_line: int) -> tuple[PhhReplaySummary, str]:
    """Audit every hand of a piece of a .phhs file that starts at a section header (or is the
    file's beginning): what goes back to the parent is the piece's counts and its output, not a
    record per hand."""
    return _audit_sections(sections_of_text(text, first_line=first_line))


def _pieces(path: Path, display: str) -> Iterator[tuple[str, int]]:
    """The file as text pieces that each start at a section header (the first: at the file's
    start), with the line number each starts on; cut where iter_sections would see a header."""
    carry = ""
    line = 1
    decoder = codecs.getincrementaldecoder("utf-8")()
    with open(path, "rb") as handle:
        while True:
            block = handle.read(PIECE)
            try:
                text = carry + decoder.decode(block, final=not block)
            except UnicodeDecodeError as exc:
                raise UsageError(f"{display}: cannot be read: not UTF-8 text (byte {exc.start:,} of a block)") from None
            if not block:
                break
            cut = _last_header(text)
            if cut is None:
                carry = text
                continue
            piece, carry = text[:cut], text[cut:]
            yield piece, line
            line += piece.count("\n")
    if carry:
        yield carry, line


def _last_header(text: str) -> int | None:
    """Where the last section header of `text` starts (its line's first character), if any."""
    start = len(text)
    while start > 0:
        found = text.rfind("\n[", 0, start)
        if found < 0:
            return None
        if _HEADER_AT_LINE_START.match(text, found):
            return found + 1
        start = found
    return None


def _check_utf8(path: Path, display: str) -> None:
    """Refuse a file that is not UTF-8 before a line of output is written (exit 2)."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    with open(path, "rb") as handle:
        offset = 0
        for block in iter(lambda: handle.read(1 << 22), b""):
            if block.isascii() and not decoder.getstate()[0]:  # most files: no character to decode
                offset += len(block)
                continue
            try:
                decoder.decode(block)
            except UnicodeDecodeError as exc:
                raise UsageError(f"{display}: cannot be read: not UTF-8 text (byte {offset + exc.start:,})") from None
            offset += len(block)
        try:
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            raise UsageError(f"{display}: cannot be read: not UTF-8 text (it ends inside a character)") from None


def replay_phh(path: Path, *, display: str, summary: PhhReplaySummary, write: Callable[[str], object] | None,
               unit: Decimal | None = None, rake: RakeRule | None = None,
               progress: Callable[[int, int], None] | None = None, jobs: int = 1) -> None:  # fmt: skip
    """Audit every hand of one .phh/.phhs file into `summary`, writing each hand's JSON line
    (`write`, a batch of lines at a time) in file order. With `jobs` > 1 a .phhs file is cut into
    pieces at section headers and the pieces are audited by that many forked worker processes;
    the counts are merged and the output written here, in file order, so the output is the same
    either way."""
    started = time.perf_counter()
    summary.files.append(display)
    multi = path.suffix.lower() == ".phhs"
    lines = _open_lines(path, display)  # refuses a folder, a device, a missing file (exit 2)
    _check_utf8(path, display)
    size = path.stat().st_size
    done = 0

    def take(found: tuple[PhhReplaySummary, str], piece_size: int) -> None:
        nonlocal done
        part, text = found
        summary.merge(part)
        if write is not None and text:
            write(text)
        done += piece_size
        if progress is not None:
            progress(min(done, size), size)

    _WORKER_SETTINGS.update(display=display, unit=unit, rake=rake, jsonl=write is not None)
    try:
        if not multi:
            take(_audit_sections(iter_sections(lines, multi=False)), size)
        elif jobs <= 1 or size <= PIECE:  # a small file is done before a pool would start
            for piece, first_line in _pieces(path, display):
                take(_audit_piece(piece, first_line), len(piece.encode()))
        else:
            _load_before_forking()
            with fork_pool(jobs) as pool:
                pending: deque[tuple[Future[tuple[PhhReplaySummary, str]], int]] = deque()
                for piece, first_line in _pieces(path, display):
                    pending.append((pool.submit(_audit_piece, piece, first_line), len(piece)))
                    while len(pending) > 2 * jobs:  # bounded: memory stays constant
                        future, piece_size = pending.popleft()
                        take(future.result(), piece_size)
                while pending:
                    future, piece_size = pending.popleft()
                    take(future.result(), piece_size)
    except PhhFileError as exc:
        raise UsageError(f"{display}: {exc}") from None
    finally:
        _WORKER_SETTINGS.clear()
        lines.close()
    if progress is not None:
        progress(size, size)
    summary.seconds += time.perf_counter() - started


def _load_before_forking() -> None:
    """Read the room's games and build the hand-ranking tables once, here, so that every forked
    worker starts with them instead of reading them again."""
    phh_variant_games()
    high_tables()
