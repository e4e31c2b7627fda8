"""One exception root for the harness, each class carrying the exit code the CLI uses.

Why: a test lab scripts the harness; a bad input must exit 2 with a message that names
the file, line, column and field to fix, and nothing else may be half written.
"""

from __future__ import annotations

from dataclasses import dataclass


class HarnessError(Exception):
    """Root of every error the harness raises on purpose."""

    exit_code: int = 2


@dataclass(frozen=True, slots=True)
class SourceLocation:
    """Where a value came from: file, 1-based line and column, and its field path."""

    file: str
    line: int
    column: int
    field_path: str
    source_line: str = ""

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.field_path}"


class LocatedError(HarnessError):
    """An error in an input file, formatted `file:line:column: field.path: message`."""

    def __init__(self, location: SourceLocation, message: str) -> None:
        self.location = location
        self.message = message
        text = f"{location}: {message}"
        if location.source_line.strip():
            text += f"\n    {location.source_line.rstrip()}"
        super().__init__(text)


class SpecError(LocatedError):
    """A rules_spec, paytable or strategy file is malformed."""


class RoundError(LocatedError):
    """A round (or hand) given to `settle` is impossible under the rules."""


class CardError(HarnessError):
    """A card or card list could not be parsed."""


class UsageError(HarnessError):
    """The command line names something that does not exist (a game, a paytable, a file)."""
