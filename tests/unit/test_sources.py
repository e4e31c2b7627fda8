"""Citations a user of the package can follow (issue 10, item 11): rules_spec/sources.yaml lists
every document a rule may cite; every shipped citation resolves in it; a citation of an unlisted
document or section is refused at its location; the catalogue matches the documents it lists.

Expected titles and headings below are read off the source documents themselves (000's page
heading is ルナーポーカー, its rules section is headed 規則, ...), not off the catalogue."""

from __future__ import annotations

import hashlib
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from harness.families.lunar.game import FAMILY_SPEC_KEYS
from harness.runtime.project import project_root
from harness.spec.errors import SpecError, UsageError
from harness.spec.rules_spec import load_rules_spec
from harness.spec.sources import (
    citation_ids,
    citation_problem,
    full_citation,
    load_catalogue,
    source_catalogue,
    source_entry,
)
from harness.spec.yaml_source import load_file

RULES_SPEC = project_root() / "rules_spec"
CATALOGUE = RULES_SPEC / "sources.yaml"
SHARED = project_root().parent / "shared"
SEEDS = SHARED / "seeds"
BRIEF_COPY = project_root() / "docs" / "product_brief.md"
SPEC_FILES = sorted(p for p in RULES_SPEC.glob("*.yaml") if p != CATALOGUE)
BASE_KEYS = {"game", "title", "sources", "clauses", "interpretations", "published_figures", "brief"}
CITATION_KEYS = ("source", "sources", "brief")


def _citations(value: Any, path: str = "") -> list[tuple[str, str]]:
    """(field path, text) of every `source`, `sources` item and `brief` anywhere in a document."""
    found: list[tuple[str, str]] = []
    if isinstance(value, dict):
        for key, item in value.items():
            where = f"{path}.{key}" if path else str(key)
            if key in CITATION_KEYS:
                texts = item if isinstance(item, list) else [item]
                found += [(where, text) for text in texts]
            else:
                found += _citations(item, where)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _citations(item, f"{path}[{index}]")
    return found


@cache
def _shipped_citations(path: Path) -> tuple[tuple[str, str], ...]:
    return tuple(_citations(load_file(path).value))


# -- every shipped citation resolves -------------------------------------------------------------------


@pytest.mark.parametrize("path", SPEC_FILES, ids=[p.name for p in SPEC_FILES])
def test_every_citation_of_a_shipped_spec_resolves(path: Path) -> None:
    document = load_file(path).value
    load_rules_spec(path, extra_keys=tuple(key for key in document if key not in BASE_KEYS))  # the loader's check
    citations = _shipped_citations(path)
    assert len(citations) >= 3, "a spec cites its brief, its sources and its clauses' sources"
    catalogue = source_catalogue()
    problems = [f"{where}: {problem}" for where, text in citations if (problem := citation_problem(text, catalogue))]
    assert problems == []
    for where, text in citations:
        # Neither an unshipped file, nor the product brief by its unshipped name, nor our tracker.
        assert not re.search(r"GAMES\.md|shared/|seeds/|\bissue \d", text), f"{path.name}: {where}: {text}"


def test_the_shipped_specs_cite_every_source_they_are_built_on() -> None:
    cited: set[str] = set()
    for path in SPEC_FILES:
        for _, text in _shipped_citations(path):
            cited.update(citation_ids(text))
    # 000 (Lunar Poker), 001 (Dilemma Hold'em), 002 (Jan-Poker), 003 (Omaha Hi-Lo), 004 (arcade
    # table poker) and the brief: every seed now has its game.
    assert cited == {"000", "001", "002", "003", "004", "brief"}


def test_the_catalogue_is_no_rules_spec_for_the_clause_catalogue() -> None:
    # harness.gherkin.clauses.clause_catalogue reads `clauses:` of every rules_spec/*.yaml, this file included.
    assert "clauses" not in load_file(CATALOGUE).value


# -- refusals, located ---------------------------------------------------------------------------------


def _broken(tmp_path: Path, old: str, new: str) -> tuple[Path, int, int]:
    """A copy of lunar_poker.yaml with `old` (a shipped line, found once) replaced; the line and
    column of the new value."""
    text = (RULES_SPEC / "lunar_poker.yaml").read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    text = text.replace(old, new)
    path = tmp_path / "lunar_poker.yaml"
    path.write_text(text, encoding="utf-8")
    line, row = next((i, row) for i, row in enumerate(text.splitlines(), 1) if new in row)
    value = new.split(": ", 1)[1] if ": " in new and not new.startswith("  - ") else new.removeprefix("  - ")
    return path, line, row.index(value) + 1


@pytest.mark.parametrize(
    ("old", "new", "field", "message"),
    [
        (
            'source: "000 §Rules (規則), item 3"',
            'source: "007 §Rules, item 3"',
            r"clauses\[2\]\.source",
            "cites 007, which rules_spec/sources.yaml does not list",
        ),
        (
            'source: "000 §Rules (規則), item 3"',
            'source: "000 §Rulez, item 3"',
            r"clauses\[2\]\.source",
            "cites 000 §Rulez, which rules_spec/sources.yaml does not list for 000",
        ),
        (
            'source: "000 §Rules (規則), item 3"',
            'source: "standard table practice"',
            r"clauses\[2\]\.source",
            "cites standard, which rules_spec/sources.yaml does not list",
        ),
        (
            'source: "000 §Rules (規則), item 3"',
            'source: "ours (a reading); §Rules, item 3"',
            r"clauses\[2\]\.source",
            "§Rules names no document",
        ),
        (
            'source: "000 §Rules (規則), item 3"',
            'source: "000 §Rules, item 3; issue 3"',
            r"clauses\[2\]\.source",
            "cites issue (part 2), which rules_spec/sources.yaml does not list",
        ),
        (
            'source: "000 §Rules (規則), items 10-11; brief §1 rule 6"',
            'source: "000 §Rules, items 10-11; brief §7 rule 6"',
            r"interpretations\[1\]\.source",
            "cites brief §7 rule 6, which rules_spec/sources.yaml does not list for brief",
        ),
        (
            'source: "000 §Analysis (分析): average loss / total wagered"',
            'source: "000 §Analyses: average loss / total wagered"',
            r"published_figures\[1\]\.source",
            "cites 000 §Analyses, which",
        ),
        (
            "brief: brief §1",
            "brief: GAMES.md §1",
            "brief",
            "cites GAMES.md, which rules_spec/sources.yaml does not list",
        ),
        (
            '  - "000: rules, paytables, analysis and strategy"',
            '  - "seed 000: rules, paytables, analysis and strategy"',
            r"sources\[0\]",
            "cites seed, which",
        ),
    ],
)
def test_a_citation_the_catalogue_cannot_resolve_is_refused_at_its_location(
    tmp_path: Path, old: str, new: str, field: str, message: str
) -> None:
    path, line, column = _broken(tmp_path, old, new)
    with pytest.raises(SpecError) as info:
        load_rules_spec(path, extra_keys=FAMILY_SPEC_KEYS)
    text = str(info.value)
    assert re.match(rf"^{re.escape(str(path))}:{line}:{column}: {field}: ", text), text
    assert message in text
    assert info.value.exit_code == 2


@pytest.mark.parametrize(
    "text",
    [
        "ours",
        "Ours: the standard simple strategy",
        "OURS (tablecert design decision): one bet and three raises",
        "000 §Rules, item 5; §Super wager paytable",  # a part may go on citing the same document
        "000 §Variations, item 2 (minimum 1 x Ante; maximum half the possible win)",  # `;` in brackets
        "001 §Outline of play and §Detailed rules, items 3, 5, 7 and 9",
        "003 §Hand strength (ハンドの強さ): scoop (スクープ)",
        "004 §All-in rule changes (Ver.2)",
        "brief §1 Lunar Poker variants, Finland; 000 §History (歴史)",
        "Brief §3",
    ],
)
def test_citations_the_catalogue_resolves(text: str) -> None:
    assert citation_problem(text, source_catalogue()) is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("000 §Rule, item 1", "cites 000 §Rule, which"),  # a prefix of Rules is not Rules
        ("brief §10", "cites brief §10, which"),  # §1 does not match §10
        ("ours §Rules", "§Rules follows 'ours'"),
        ("000 §History; the draw is bought", "cites the (part 2)"),
        ("000 §Rules;; brief §1", "an empty part"),
        ("002 §Rules", "cites 002 §Rules, which"),  # Rules is 000's heading, not 002's
    ],
)
def test_citations_the_catalogue_refuses(text: str, message: str) -> None:
    problem = citation_problem(text, source_catalogue())
    assert problem is not None and message in problem, problem


# -- the catalogue against the documents it lists --------------------------------------------------------


def test_the_catalogue_lists_the_five_sources_and_the_brief() -> None:
    catalogue = source_catalogue()
    assert list(catalogue.documents) == ["000", "001", "002", "003", "004", "brief"]
    # Titles as the documents write them (the heading line of each page).
    titles = {d.id: d.original_title for d in catalogue.documents.values()}
    assert titles["000"] == "ルナーポーカー"
    assert titles["001"] == "ジレンマホールデム"
    assert titles["003"] == "リミットオマハハイロー"
    assert titles["brief"] == "The games the harness certifies"
    rules = source_entry("000").section("Rules")
    assert rules is not None and rules.original == "規則"
    low = source_entry("003").section("On the low hand")
    assert low is not None and (low.original, low.within) == ("ローハンドについて", "Rules")


def test_the_brief_is_shipped_and_its_checksum_is_the_shipped_copy() -> None:
    data = BRIEF_COPY.read_bytes()
    assert source_entry("brief").sha256 == hashlib.sha256(data).hexdigest()
    text = data.decode("utf-8")
    assert "brief §N" in text.split("\n\n", 1)[0]  # the header says what a citation refers to


@pytest.mark.skipif(not (SHARED / "GAMES.md").is_file(), reason="the product owner's brief is not beside the checkout")
def test_the_shipped_brief_is_a_verbatim_copy_of_the_product_owners() -> None:
    original = (SHARED / "GAMES.md").read_text(encoding="utf-8")
    header, copy = BRIEF_COPY.read_text(encoding="utf-8").split("\n\n", 1)
    assert header.startswith("> ") and copy == original


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source documents are not beside the checkout")
def test_the_catalogue_checksums_are_those_of_the_source_documents() -> None:
    catalogue = source_catalogue()
    seeds = sorted(SEEDS.glob("*.txt"))
    assert [p.name[:3] for p in seeds] == [d for d in catalogue.documents if d != "brief"]
    for path in seeds:
        assert catalogue.documents[path.name[:3]].sha256 == hashlib.sha256(path.read_bytes()).hexdigest(), path.name


def _heading_lines(text: str) -> list[str]:
    return [line.strip().lstrip("#*-<> ") for line in text.splitlines()]


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source documents are not beside the checkout")
def test_every_catalogued_title_and_heading_is_in_its_document() -> None:
    for document in source_catalogue().documents.values():
        if document.id == "brief":
            text = BRIEF_COPY.read_text(encoding="utf-8")
        else:
            (path,) = SEEDS.glob(f"{document.id}_*.txt")
            text = path.read_text(encoding="utf-8")
        lines = _heading_lines(text)
        assert any(document.original_title in line for line in lines), document.id
        missing = [s.original for s in document.sections if not any(line.startswith(s.original) for line in lines)]
        assert missing == [], f"{document.id}: headings not found at the start of a line: {missing}"


# -- spelled out for a report --------------------------------------------------------------------------


def test_full_citation_gives_the_title_kind_and_id() -> None:
    assert (
        full_citation("000 §Rules (規則), item 1")
        == "Lunar Poker (ルナーポーカー), web page [000], §Rules (規則), item 1"
    )


def test_full_citation_adds_the_original_heading_and_expands_every_part() -> None:
    assert full_citation("000 §Rules, items 10-11; brief §1 rule 6; ours: x") == (
        "Lunar Poker (ルナーポーカー), web page [000], §Rules (規則), items 10-11; "
        "The games the harness certifies, product brief [brief], §1 rule 6; ours: x"
    )
    assert full_citation("000 §Rules, item 5; §Super wager paytable") == (
        "Lunar Poker (ルナーポーカー), web page [000], §Rules (規則), item 5; "
        "§Super wager paytable (スーパーウェイジャーペイテーブル)"
    )
    assert full_citation("001 §Supplement (補足説明), note 2 (all-in)") == (
        "Dilemma Hold'em (ジレンマホールデム), rulebook [001], §Supplement (補足説明), note 2 (all-in)"
    )


def test_full_citation_of_every_shipped_citation_names_its_documents_titles() -> None:
    for path in SPEC_FILES:
        for _, text in _shipped_citations(path):
            expanded = full_citation(text)
            for document_id in citation_ids(text):
                assert source_entry(document_id).original_title in expanded, text


def test_an_unknown_citation_or_id_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="cites 009"):
        full_citation("009 §Rules")
    with pytest.raises(UsageError, match="no source '009' in rules_spec/sources.yaml"):
        source_entry("009")


def test_source_entry_is_a_row_for_the_sources_table() -> None:
    row = source_entry("001").to_json()
    assert row["title"] == "Dilemma Hold'em"
    assert row["original_title"] == "ジレンマホールデム"
    assert "浄瑠璃ソフト天遊団" in row["author"]  # the publisher the page names
    assert {"name": "Detailed rules", "original": "詳細ルール説明", "within": "Game details"} in row["sections"]
    assert source_entry("BRIEF").id == "brief"  # ids are matched case-insensitively


# -- a malformed catalogue ------------------------------------------------------------------------------


def _catalogue_error(tmp_path: Path, old: str, new: str) -> str:
    text = CATALOGUE.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path = tmp_path / "sources.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(SpecError) as info:
        load_catalogue(path)
    return str(info.value)


def test_a_malformed_catalogue_is_refused_at_its_location(tmp_path: Path) -> None:
    message = _catalogue_error(tmp_path, '  - id: "001"', '  - id: "000"')
    assert re.search(r"sources\.yaml:\d+:\d+: documents\[1\]\.id: source 000 is listed twice", message)
    message = _catalogue_error(tmp_path, "sha256: 2d34be2e", "sha256: 2D34BE2E")
    assert "documents[0].sha256: expected 64 lower-case hex digits" in message
    message = _catalogue_error(
        tmp_path,
        "{name: On the low hand, original: ローハンドについて, within: Rules}",
        "{name: On the low hand, original: ローハンドについて, within: Rule}",
    )
    assert "no section 'Rule' of 003 above this one" in message
    message = _catalogue_error(tmp_path, '  - id: "000"', "  - id: 000")
    assert "documents[0].id: expected non-empty text, got 0" in message
