"""The documents the rules cite (rules_spec/sources.yaml), and citations checked and spelled out.

Why: a clause's `source:` must lead a user of the package to a text they can identify. The
catalogue gives each citable document a stable id, its title in the original language and in
English, what it is, who wrote it, its SHA-256 and the section headings a citation may name. A
citation stays short in YAML (`000 §Rules (規則), item 1`); `check_citation` refuses, when a
spec loads, one that names an unlisted document or section, and `full_citation` spells it out
for a report (`Lunar Poker (ルナーポーカー), web page [000], §Rules (規則), item 1`).

Citation grammar: parts separated by `;` (outside parentheses). A part starts with a document
id or with `ours` (tablecert's own reading), or with `§` to go on citing the previous part's
document. Each `§` outside parentheses must be followed by a section name the catalogue lists
for that document; what follows the name (an item number, a gloss, a note) is free text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from harness.runtime.project import project_root, relative_display
from harness.spec.errors import UsageError
from harness.spec.limits import excerpt
from harness.spec.yaml_source import Node, describe_value, load_file

OURS = "ours"
_ID = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
_LEAD = re.compile(r"[^\s§:,;()]+")
_LANGUAGE = re.compile(r"^[a-z]{2}$")


@dataclass(frozen=True, slots=True, kw_only=True)
class Section:
    name: str  # what a citation writes after `§` (English)
    original: str  # the heading as the document writes it
    within: str | None  # the name of the section it sits in


@dataclass(frozen=True, slots=True, kw_only=True)
class SourceDocument:
    id: str
    title: str  # English
    original_title: str
    language: str
    kind: str
    author: str  # "" when the text names none
    date: str
    note: str
    sha256: str
    sections: tuple[Section, ...]
    where: str

    @property
    def label(self) -> str:
        """`Lunar Poker (ルナーポーカー), web page [000]`: what a report writes for the id."""
        title = self.title if self.original_title == self.title else f"{self.title} ({self.original_title})"
        return f"{title}, {self.kind} [{self.id}]"

    def section(self, name: str) -> Section | None:
        return next((s for s in self.sections if s.name == name), None)

    def to_json(self) -> dict[str, Any]:
        """One row of a report's sources table."""
        return {
            "id": self.id,
            "title": self.title,
            "original_title": self.original_title,
            "language": self.language,
            "kind": self.kind,
            "author": self.author,
            "date": self.date,
            "note": self.note,
            "sha256": self.sha256,
            "sections": [{"name": s.name, "original": s.original, "within": s.within} for s in self.sections],
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class SourceCatalogue:
    path: str  # as shown in messages: rules_spec/sources.yaml
    documents: dict[str, SourceDocument]  # by lower-case id

    def find(self, document_id: str) -> SourceDocument | None:
        return self.documents.get(document_id.lower())


def catalogue_path() -> Path:
    return project_root() / "rules_spec" / "sources.yaml"


def source_catalogue() -> SourceCatalogue:
    """The catalogue of the project in use, read once per process (every spec load consults it)."""
    path = catalogue_path()
    if not path.is_file():
        raise UsageError(f"{relative_display(path)} is missing: it lists the documents the rules cite")
    return _cached_catalogue(path.resolve())


@lru_cache(maxsize=4)
def _cached_catalogue(path: Path) -> SourceCatalogue:
    return load_catalogue(path)


def load_catalogue(path: Path) -> SourceCatalogue:
    """Read and validate a sources catalogue; a problem names file:line:column and field."""
    display = relative_display(path)
    root = load_file(path, display=display).expect_mapping("a sources catalogue mapping")
    root.check_keys(required=("documents",))
    documents: dict[str, SourceDocument] = {}
    for item in root.require("documents").items():
        document = _parse_document(item)
        key = document.id.lower()
        if key in documents:
            raise item.require("id").error(f"source {document.id} is listed twice (first at {documents[key].where})")
        documents[key] = document
    if not documents:
        raise root.require("documents").error("the catalogue lists no document")
    if OURS in documents:
        raise root.require("documents").error(
            f"{OURS!r} is kept for tablecert's own readings; give the source another id"
        )
    return SourceCatalogue(path=display, documents=documents)


def _parse_document(node: Node) -> SourceDocument:
    node.check_keys(
        required=("id", "title", "language", "kind", "sha256", "sections"), optional=("author", "date", "note")
    )
    id_node = node.require("id")
    document_id = id_node.as_str()
    if not _ID.match(document_id):
        raise id_node.error(
            f'expected an id of lower-case letters and digits such as "000", got {describe_value(document_id)}'
        )
    title = node.require("title")
    title.check_keys(required=("original", "english"))
    language_node = node.require("language")
    if not _LANGUAGE.match(language_node.as_str()):
        raise language_node.error(
            f"expected a two-letter language code such as ja, got {describe_value(language_node.value)}"
        )
    sha_node = node.require("sha256")
    if not isinstance(sha_node.value, str) or not _SHA256.match(sha_node.value):
        raise sha_node.error(f"expected 64 lower-case hex digits, got {describe_value(sha_node.value)}")
    sections: list[Section] = []
    for item in node.require("sections").items():
        item.check_keys(required=("name", "original"), optional=("within",))
        name_node = item.require("name")
        name = _text(name_node)
        if "§" in name or ";" in name:
            raise name_node.error(f"a section name has no § or ;, got {describe_value(name)}")
        if any(s.name == name for s in sections):
            raise name_node.error(f"section {name!r} of {document_id} is listed twice")
        within_node = item.get("within")
        within = _text(within_node) if within_node is not None else None
        if within_node is not None and not any(s.name == within for s in sections):
            raise within_node.error(f"no section {within!r} of {document_id} above this one")
        sections.append(Section(name=name, original=_text(item.require("original")), within=within))
    if not sections:
        raise node.require("sections").error("a source lists at least one section heading")
    return SourceDocument(
        id=document_id,
        title=_text(title.require("english")),
        original_title=_text(title.require("original")),
        language=language_node.as_str(),
        kind=node.require("kind").as_str(),
        author=_optional_text(node, "author"),
        date=_optional_text(node, "date"),
        note=_optional_text(node, "note"),
        sha256=sha_node.value,
        sections=tuple(sections),
        where=str(id_node.location),
    )


def _text(node: Node) -> str:
    """Text; a heading such as `1` is written as a number in YAML and read as its text."""
    if isinstance(node.value, int) and not isinstance(node.value, bool):
        return str(node.value)
    return " ".join(node.as_str().split())


def _optional_text(node: Node, key: str) -> str:
    found = node.get(key)
    return _text(found) if found is not None else ""


# -- citations ----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class _Part:
    text: str
    document: SourceDocument | None  # None: ours
    lead: str  # the id or `ours` as written; "" when the part goes on with `§`
    sections: tuple[tuple[int, Section], ...]  # (index of its `§` in text, section)


def _split(text: str) -> list[str]:
    """The parts of a citation: `;` outside parentheses separates them."""
    parts: list[str] = []
    depth = start = 0
    for index, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
        elif char == ";" and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return [part.strip() for part in parts]


def _section_marks(text: str) -> list[int]:
    """Indexes of every `§` outside parentheses (inside them is free text)."""
    marks: list[int] = []
    depth = 0
    for index, char in enumerate(text):
        if char == "(":
            depth += 1
        elif char == ")" and depth:
            depth -= 1
        elif char == "§" and depth == 0:
            marks.append(index)
    return marks


def _match_section(document: SourceDocument, after: str) -> Section | None:
    """The longest section name that `after` starts with, ending at a word boundary."""
    best: Section | None = None
    for section in document.sections:
        name = section.name
        if after.startswith(name) and (len(after) == len(name) or not after[len(name)].isalnum()):
            if best is None or len(name) > len(best.name):
                best = section
    return best


def _shown_section(after: str) -> str:
    """The section a citation names, as a message shows it: up to the first `,` `;` `:` or `(`."""
    return excerpt(re.split(r"[,;:(]", after, maxsplit=1)[0].strip() or after, 60)


def _parse(text: str, catalogue: SourceCatalogue) -> list[_Part]:
    """The citation's parts, each with its document and sections; UsageError names what is wrong."""
    parts: list[_Part] = []
    previous: SourceDocument | None = None
    ids = ", ".join(d.id for d in catalogue.documents.values())
    for index, part in enumerate(_split(text)):
        if not part:
            raise UsageError(f"an empty part in the citation {describe_value(text)}")
        document: SourceDocument | None
        if part.startswith("§"):
            if previous is None:
                raise UsageError(f"§{_shown_section(part[1:])} names no document: write its id first, e.g. 000 §Rules")
            document, lead = previous, ""
        else:
            match = _LEAD.match(part)
            lead = match.group(0) if match else part[:1]
            if lead.lower() == OURS:
                document = None
            else:
                found = catalogue.find(lead)
                if found is None:
                    where = "" if index == 0 else f" (part {index + 1})"
                    raise UsageError(
                        f"cites {excerpt(lead, 40)}{where}, which {catalogue.path} does not list; a citation "
                        f"starts with a source id ({ids}) or with '{OURS}' (our own reading)"
                    )
                document = found
        sections: list[tuple[int, Section]] = []
        for mark in _section_marks(part):
            after = part[mark + 1 :]
            if document is None:
                raise UsageError(
                    f"§{_shown_section(after)} follows '{OURS}': cite the document in a part of "
                    "its own, e.g. 'ours: ...; 000 §Rules'"
                )
            section = _match_section(document, after)
            if section is None:
                names = ", ".join(s.name for s in document.sections)
                raise UsageError(
                    f"cites {document.id} §{_shown_section(after)}, which {catalogue.path} does "
                    f"not list for {document.id} (its sections: {names})"
                )
            sections.append((mark, section))
        parts.append(_Part(text=part, document=document, lead=lead, sections=tuple(sections)))
        previous = document
    return parts


def citation_problem(text: str, catalogue: SourceCatalogue) -> str | None:
    """What is wrong with a citation, or None when every document and section it names is listed."""
    try:
        _parse(text, catalogue)
    except UsageError as problem:
        return str(problem)
    return None


def check_citation(node: Node) -> str:
    """A citation field's text, refused at its location unless the catalogue resolves it."""
    text = " ".join(node.as_str().split())
    problem = citation_problem(text, source_catalogue())
    if problem is not None:
        raise node.error(problem)
    return text


def citation_ids(text: str) -> tuple[str, ...]:
    """The catalogue ids a citation names, in order and once each (for a report's sources table)."""
    parts = _parse(text, source_catalogue())
    return tuple(dict.fromkeys(p.document.id for p in parts if p.document is not None))


def source_entry(document_id: str) -> SourceDocument:
    """One document of the catalogue, for a report's sources table."""
    catalogue = source_catalogue()
    document = catalogue.find(document_id)
    if document is None:
        known = ", ".join(d.id for d in catalogue.documents.values())
        raise UsageError(f"no source {document_id!r} in {catalogue.path}; known: {known}")
    return document


def full_citation(text: str) -> str:
    """A citation spelled out for a report: each id becomes the document's title, kind and id, and
    each section its English name with the original heading (`§Rules (規則)`)."""
    expanded: list[str] = []
    for part in _parse(" ".join(text.split()), source_catalogue()):
        pieces: list[str] = []
        cursor = 0
        body = part.text
        for mark, section in part.sections:
            end = mark + 1 + len(section.name)
            pieces.append(body[cursor:end])
            cursor = end
            assert part.document is not None  # _parse refuses a § in an `ours` part
            gloss = f" ({section.original})"
            translated = part.document.language != "en" and section.original != section.name
            if translated and not body[end:].startswith(gloss):
                pieces.append(gloss)
        pieces.append(body[cursor:])
        written = "".join(pieces)
        if part.document is not None and part.lead:
            rest = written[len(part.lead) :]
            rest = ", " + rest.lstrip() if rest[:1].isspace() else rest
            written = part.document.label + rest
        expanded.append(written)
    return "; ".join(expanded)
