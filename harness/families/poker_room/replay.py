"""Replaying a day of hand histories: settle every hand and compare it with what the table paid.

One JSON hand per line (JSON Lines), each optionally carrying the table's recorded final
stacks as `"result"`. Every hand is settled by the rules; the audit lists each hand whose
recorded result disagrees, each hand refused (impossible or illegal, with the reason), each
line that is not JSON, and the totals. Pure apart from reading the file: the caller prints or
writes the report.

A line is never more than one hand: whatever is wrong with it (too long, nested too deep, a
number too long to convert, an impossible hand) is counted and listed with `file:line`, and the
audit goes on with the next line.
"""

from __future__ import annotations

import functools
import json
import os
import stat
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from harness.families.poker_room.hand_history import HandRefused, parse_hand
from harness.families.poker_room.money import in_units
from harness.families.poker_room.settle import HandResult, location_of, settle_hand
from harness.spec.errors import HarnessError, RoundError, UsageError
from harness.spec.limits import MAX_LINE_BYTES, excerpt
from harness.spec.yaml_source import load_text

#: At most this many issues of each kind are listed in full (the counts are always complete).
LISTED_ISSUES = 1000


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplayIssue:
    """One hand the audit flags: its line, its id, what is wrong and where."""

    line: int
    hand_id: str | None
    kind: str  # "disagrees", "refused" or "malformed"
    reason: str
    where: str = ""
    differences: dict[str, dict[str, int]] = field(default_factory=dict)
    pots: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "id": self.hand_id,
            "kind": self.kind,
            "where": self.where,
            "reason": self.reason,
            "differences": self.differences,
            "pots_by_the_rules": self.pots,
        }


@dataclass(slots=True, kw_only=True)
class ReplayReport:
    file: str
    hands: int = 0
    agreed: int = 0
    disagreed: int = 0
    no_result: int = 0
    refused: int = 0
    malformed: int = 0
    chips_awarded: int = 0
    games: Counter[str] = field(default_factory=Counter)
    issues: list[ReplayIssue] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def clean(self) -> bool:
        return not (self.disagreed or self.refused or self.malformed)

    def to_json(self) -> dict[str, Any]:
        listed = Counter(issue.kind for issue in self.issues)
        return {
            "report": "tablecert hand-history replay",
            "file": self.file,
            "verdict": "all hands agree with the rules" if self.clean else "hands disagree or were refused",
            "totals": {
                "lines_with_hands": self.hands,
                "settled": self.hands - self.refused - self.malformed,
                "agree": self.agreed,
                "disagree": self.disagreed,
                "no_recorded_result": self.no_result,
                "refused": self.refused,
                "malformed": self.malformed,
                "chips_awarded": self.chips_awarded,
                "by_game": dict(sorted(self.games.items())),
            },
            "listed": {kind: listed.get(kind, 0) for kind in ("disagrees", "refused", "malformed")},
            "listing_limit_per_kind": LISTED_ISSUES,
            "issues": [issue.to_json() for issue in self.issues],
            "seconds": round(self.seconds, 3),
            "hands_per_second": round(self.hands / self.seconds) if self.seconds > 0 else None,
        }


def read_lines(path: Path, *, check_only: bool = False) -> list[str]:
    """The file's lines, or a usage error (exit 2) when it cannot be read at all: a folder, or a
    device or FIFO (/dev/zero would be read until memory runs out). `check_only`: the checks, no
    reading (the replay then streams the file)."""
    shown = excerpt(str(path))
    try:
        info = os.stat(path)
        if stat.S_ISDIR(info.st_mode):
            raise UsageError(f"{shown}: is a folder, not a file of hands")
        if not stat.S_ISREG(info.st_mode):
            raise UsageError(f"{shown}: is not a regular file (a device, FIFO or socket); give a file of hands")
        if check_only:
            with open(path, "rb"):
                return []
        return path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        raise UsageError(f"{shown}: no such file") from None
    except UnicodeDecodeError as exc:
        raise UsageError(f"{shown}: cannot be read: not UTF-8 text (byte {exc.start:,})") from None
    except OSError as exc:
        raise UsageError(f"{shown}: cannot be read: {exc.strerror or type(exc).__name__}") from None


def _where(name: str, number: int, text: str, path: str) -> str:
    """`file:line:column: field` for a refusal, by re-reading the one line with the located loader
    (which may refuse a line json accepted, e.g. one nested deeper than documents may be: then
    the line alone is named)."""
    shown = excerpt(path) if path else "(hand)"
    try:
        root = load_text(text, name, RoundError)
        location = location_of(root, path)
    except RoundError:
        return f"{name}:{number}: {shown}"
    return f"{name}:{number}:{location.column}: {shown}"


class _Malformed(HarnessError):
    """A line that is not a usable JSON value, with the column to point at when known (never
    escapes `replay_lines`: it becomes one malformed hand of the audit)."""

    def __init__(self, reason: str, column: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.column = column


def _load_line(text: str) -> Any:
    """The JSON of one line, or _Malformed: not JSON, longer than MAX_LINE_BYTES, nested deeper
    than the parser recurses, or holding a number too long to convert to an int."""
    if len(text) > MAX_LINE_BYTES:
        raise _Malformed(f"the line is {len(text):,} characters long; a hand is at most {MAX_LINE_BYTES:,}")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise _Malformed(f"not valid JSON: {exc.msg}", exc.colno) from None
    except RecursionError:
        raise _Malformed("not a hand: nested too deeply") from None
    except ValueError:  # int(): more digits than Python converts (sys.get_int_max_str_digits)
        raise _Malformed("not a hand: a number has thousands of digits") from None


@functools.cache
def _replayable() -> frozenset[str]:
    """The room games replay audits: those whose settlement is the pots alone (a house-rule game
    such as Dilemma Hold'em settles banks too, through `tablecert settle`)."""
    from harness.games.game_model import Capability
    from harness.games.registry import known_names

    return frozenset(known_names(Capability.REPLAY))


def _hand_id(data: Any) -> str | None:
    """The id a line claims, for the listing: only a short text or number (parse_hand checks it)."""
    hand_id = data.get("id") if isinstance(data, dict) else None
    if isinstance(hand_id, bool) or not isinstance(hand_id, (str, int)):
        return None
    text = str(hand_id) if not isinstance(hand_id, int) or hand_id.bit_length() < 64 else "?"
    return excerpt(text, 60)


def _pots_json(result: HandResult) -> list[dict[str, Any]]:
    names = result.record.names
    return [
        {
            "pot": "main pot" if award.index == 0 else f"side pot {award.index}",
            "amount": award.pot.amount,
            "awards": {names[s]: chips for s, chips in sorted(award.awards().items())},
        }
        for award in result.awards
    ]


#: One hand's line of `replay --jsonl` (the shape PHH audits print too, harness.families.poker_room.phh_audit).
Emit = Callable[[dict[str, Any]], None]


def _line(name: str, number: int, hand: int, game: str, status: str, stacks: list[int] | None,
          messages: list[str]) -> dict[str, Any]:  # fmt: skip
    return {"source": f"{name}:{number}", "hand": hand, "game": game, "status": status, "finishing_stacks": stacks,
            "rake": {"expected": 0, "recorded": None}, "messages": messages}  # fmt: skip


def replay_lines(lines: Iterable[str], *, name: str, progress: Callable[[int, int], None] | None = None,
                 emit: Emit | None = None, total: int | None = None) -> ReplayReport:  # fmt: skip
    """Audit the hands of `lines` (a list, or a file read lazily: memory stays constant); progress
    counts lines against `total` (the list's length when not given)."""
    report = ReplayReport(file=name)
    started = time.perf_counter()
    if total is None:
        lines = list(lines)
        total = len(lines)
    listed: Counter[str] = Counter()

    def flag(issue: ReplayIssue) -> None:
        listed[issue.kind] += 1
        if listed[issue.kind] <= LISTED_ISSUES:
            report.issues.append(issue)

    for number, text in _numbered(lines):
        report.hands += 1
        if progress is not None and report.hands % 2000 == 0:
            progress(number, total)
        try:
            data = _load_line(text)
        except _Malformed as bad:
            report.malformed += 1
            where = f"{name}:{number}" if bad.column is None else f"{name}:{number}:{bad.column}"
            flag(ReplayIssue(line=number, hand_id=None, kind="malformed", where=where, reason=bad.reason))
            if emit is not None:
                emit(_line(name, number, report.hands, "?", "refused", None, [f"{where}: {bad.reason}"]))
            continue
        hand_id = _hand_id(data)
        try:
            record = parse_hand(data)
            if record.game.name not in _replayable():
                raise HandRefused("game", f"{record.game.name} is not audited by replay: its settlement is more than "
                                          "the pots; settle its hands with `tablecert settle`")  # fmt: skip
            result = settle_hand(record, describe=False)
        except HandRefused as refused:
            report.refused += 1
            where = _where(name, number, text, refused.path)
            flag(ReplayIssue(line=number, hand_id=hand_id, kind="refused", where=where, reason=refused.message))
            if emit is not None:
                game = data.get("game") if isinstance(data, dict) else None
                emit(_line(name, number, report.hands, excerpt(game, 60) if isinstance(game, str) else "?", "refused",
                           None,
                           [f"{where}: {refused.message}"]))  # fmt: skip
            continue
        report.games[result.record.game.name] += 1
        report.chips_awarded += sum(sum(a.awards().values()) for a in result.awards)
        unit = result.record.unit
        stacks: list[Any] = list(result.final_stacks)
        if unit is not None:
            stacks = [in_units(c, unit) for c in stacks]
        if result.record.result is None:
            report.no_result += 1
            if emit is not None:
                emit(_line(name, number, report.hands, result.record.game.name, "ok", stacks, []))
            continue
        differences = result.disagreements()
        if emit is not None:
            shown = differences if unit is None else {
                seat: (in_units(got, unit), in_units(want, unit)) for seat, (got, want) in differences.items()}
            emit(_line(name, number, report.hands, result.record.game.name, "discrepancy" if differences else "ok",
                       stacks,
                       [f"{seat} recorded {got}, the rules give {want}" for seat, (got, want) in shown.items()]))
        if not differences:
            report.agreed += 1
            continue
        report.disagreed += 1
        described = ", ".join(
            f"{seat} recorded {got}, the rules give {want}" for seat, (got, want) in differences.items()
        )
        flag(ReplayIssue(
            line=number, hand_id=hand_id, kind="disagrees", where=f"{name}:{number}", reason=described,
            differences={seat: {"recorded": got, "rules": want} for seat, (got, want) in differences.items()},
            pots=_pots_json(result),
        ))  # fmt: skip
    if progress is not None:
        progress(total, total)
    report.seconds = time.perf_counter() - started
    return report


def _numbered(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    for number, text in enumerate(lines, 1):
        if text.strip():
            yield number, text.rstrip("\r\n")


def replay_file(path: Path, *, display: str | None = None, progress: Callable[[int, int], None] | None = None,
                emit: Emit | None = None) -> ReplayReport:  # fmt: skip
    shown = display or str(path)
    read_lines(path, check_only=True)  # refuse an unusable file (exit 2) before any output
    with open(path, encoding="utf-8", newline="") as handle:
        lines = _decoded(handle, shown)
        total = sum(1 for _ in _decoded(open(path, encoding="utf-8", newline=""), shown))  # noqa: SIM115
        return replay_lines(lines, name=shown, progress=progress, emit=emit, total=total)


def _decoded(handle: Any, shown: str) -> Iterator[str]:
    """The lines of an open file, each without its line ending; a usage error (exit 2) for bytes
    that are not UTF-8."""
    with handle:
        try:
            for line in handle:
                yield line.rstrip("\r\n")
        except UnicodeDecodeError as exc:
            message = f"{excerpt(shown)}: cannot be read: not UTF-8 text (byte {exc.start:,} of a block)"
            raise UsageError(message) from None
