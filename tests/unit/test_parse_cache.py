"""Parsed documents kept on disk by their text (harness.spec.parse_cache): a kept parse gives the
same values and the same positions (so the same error messages) as a fresh one; a damaged file
is parsed again with a note; a refused text is never kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.runtime.project import project_root
from harness.spec import parse_cache
from harness.spec.errors import SpecError
from harness.spec.yaml_source import Node, load_text

DOCUMENTS = sorted((project_root() / "rules_spec").glob("*.yaml")) + sorted(
    (project_root() / "paytables").rglob("*.yaml")
)


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(parse_cache, "cache_path", lambda name: tmp_path / name)
    return tmp_path


def _positions(node: Node, depth: int = 0) -> list[tuple[str, int, int]]:
    """Every member's path and position, a few levels down."""
    found = [(node.path, node.line, node.column)]
    if depth < 4 and node.is_mapping():
        for _, member in node.entries():
            found += _positions(member, depth + 1)
    elif depth < 4 and node.is_sequence():
        for item in node.items():
            found += _positions(item, depth + 1)
    return found


def test_a_kept_parse_is_the_fresh_parse(folder: Path) -> None:
    assert len(DOCUMENTS) > 20
    for path in DOCUMENTS:
        text = path.read_text(encoding="utf-8")
        fresh = load_text(text, path.name)
        first = load_text(text, path.name, keep=True)  # parsed, then kept
        kept = load_text(text, path.name, keep=True)  # read back
        assert parse_cache.kept_parse(text) is not None, path
        for node in (first, kept):
            assert node.as_plain() == fresh.as_plain(), path
            assert _positions(node) == _positions(fresh), path
    assert len(list(folder.rglob("*.pickle"))) == len({p.read_text(encoding="utf-8") for p in DOCUMENTS})


def test_an_error_names_the_same_place_from_a_kept_parse(folder: Path) -> None:
    text = "title: x\nclauses:\n  - id: A-1\n    text: one\n  - id: A-2\n    text: 7\n"
    for _ in range(2):  # parsed, then read back
        node = load_text(text, "spec.yaml", keep=True).get("clauses")
        assert node is not None
        second = list(node.items())[1].get("text")
        assert second is not None
        with pytest.raises(SpecError, match=r"spec\.yaml:6:11: clauses\[1\]\.text: expected non-empty text, got 7"):
            second.as_str()


def test_a_damaged_kept_parse_is_parsed_again_with_a_note(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = "a: 1\nb: [2, 3]\n"
    load_text(text, "d.yaml", keep=True)
    (kept,) = folder.rglob("*.pickle")
    good = kept.read_bytes()
    for damage in (b"", b"garbage", good[:-5], good[:-1] + bytes([good[-1] ^ 1])):
        kept.write_bytes(damage)
        assert load_text(text, "d.yaml", keep=True).as_plain() == {"a": 1, "b": [2, 3]}
        assert "computing it again" in capsys.readouterr().err
        assert parse_cache.kept_parse(text) is not None  # written anew


def test_a_refused_text_is_never_kept(folder: Path) -> None:
    for text in ("a: [1, 2\n", "a: &x [*x]\n", ""):
        for _ in range(2):
            with pytest.raises(SpecError):
                load_text(text, "bad.yaml", keep=True)
    assert not list(folder.rglob("*.pickle"))


def test_the_key_is_the_text(folder: Path) -> None:
    load_text("a: 1\n", "one.yaml", keep=True)
    assert load_text("a: 2\n", "one.yaml", keep=True).as_plain() == {"a": 2}
    assert load_text("a: 1\n", "other-name.yaml", keep=True).source.name == "other-name.yaml"
    assert len(list(folder.rglob("*.pickle"))) == 2


def test_a_folder_that_cannot_be_written_only_means_parsing_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocked = tmp_path / "a-file-not-a-folder"
    blocked.write_text("")
    monkeypatch.setattr(parse_cache, "cache_path", lambda name: blocked / name)
    monkeypatch.setattr(parse_cache, "UNWRITABLE", [])
    for _ in range(3):
        assert load_text("a: 1\n", "x.yaml", keep=True).as_plain() == {"a": 1}
    assert capsys.readouterr().err == ""
    assert parse_cache.UNWRITABLE  # tried once, then not again
