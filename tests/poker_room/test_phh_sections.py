"""A .phhs piece cut into hands from its text (`sections_of_text`, the workers' way) gives exactly
what reading it line by line gives (`iter_sections`): names, positions, line numbers, text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.families.poker_room.phh import MAX_HAND_BYTES, PhhFileError, iter_sections, sections_of_text
from harness.runtime.project import project_root

REAL_FILES = sorted((project_root() / "tests" / "data" / "phh").rglob("*.phhs"))


def _read(text: str, first_line: int, *, whole: bool) -> object:
    try:
        if whole:
            sections = list(sections_of_text(text, first_line=first_line))
        else:
            sections = list(iter_sections(text.splitlines(keepends=True), multi=True, first_line=first_line))
    except PhhFileError as exc:
        return str(exc)
    return [(s.name, s.index, s.line, s.text, s.first_line) for s in sections]


def _same(text: str, first_line: int = 1) -> None:
    assert _read(text, first_line, whole=True) == _read(text, first_line, whole=False)


@pytest.mark.parametrize("path", REAL_FILES, ids=lambda path: path.name)
def test_real_files(path: object) -> None:
    text = path.read_text(encoding="utf-8")  # type: ignore[attr-defined]
    _same(text)
    _same(text.replace("\n", "\r\n"), first_line=40)


@pytest.mark.parametrize("text", [
    "", "[1]", "[1]\n", "[1]\n[2]\n[3]", "# a comment\n\n[1]\na = 1\n", "text\n[1]\n", "[1]\na\r[2]\nb\n",
    "[1]\nx\x0c[2]\n", "[ a b ]\n[c]]\n[d] #e\n[e] x\n", "[1]\n\u2028[2]\n", "[é]\nvariant = 'ü'\n",
    "\n[\n1]\n[]\n[[1]]\n", "[1]\n" + "x" * (MAX_HAND_BYTES + 5) + "\n[2]\ny\n",
])  # fmt: skip
def test_odd_pieces(text: str) -> None:
    _same(text)


_PIECES = st.lists(st.sampled_from(["[", "]", "1", "a", " ", "#", "\n", "\r", "\r\n", "=", "'", "\x0c", "\t", "[2]\n"]),
                   max_size=40).map("".join)  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(_PIECES, st.booleans())
def test_generated_pieces(text: str, header_first: bool) -> None:
    _same(("[1]\n" if header_first else "") + text)
