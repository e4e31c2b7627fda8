"""Errors of the shuffle battery, under the harness's one root `HarnessError`.

Why separate classes: a lab scripts `shuffle-test`; a bad deck log must name the file, the
line and the card to fix (exit 2), and a log too short to test must say how many decks it needs.
"""

from __future__ import annotations

from harness.spec.errors import HarnessError, LocatedError


class DeckLogError(LocatedError):
    """A line of a deck log is not a deck: wrong card count, unknown or repeated card."""


class DeckLogUnusable(HarnessError):
    """The log as a whole cannot be tested: empty, unreadable, deck size unknown, too short."""
