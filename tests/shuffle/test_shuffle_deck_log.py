"""Reading deck logs: formats, gzip, deck-size detection, and bad lines named by line and column."""

from __future__ import annotations

import gzip
import hashlib
import random
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from harness.core.cards import parse_card
from harness.shuffle.deck_log import (
    diagnose_line,
    format_decks,
    inspect_log,
    open_deck_log,
    parse_block,
    write_deck_log,
)
from harness.shuffle.decks import DECK_40, DECK_52, DeckSpec
from harness.shuffle.errors import DeckLogError, DeckLogUnusable


def deck_line(spec: DeckSpec, seed: int) -> list[str]:
    cards = list(spec.card_tokens)
    random.Random(seed).shuffle(cards)
    return cards


def read_all(path: Path, **options: object) -> tuple[np.ndarray, object]:
    reader = open_deck_log(path, **options)  # type: ignore[arg-type]
    blocks = list(reader.blocks())
    decks = np.concatenate([b.decks for b in blocks]) if blocks else np.empty((0, reader.spec.size))
    return decks, reader


def numbers(spec: DeckSpec, tokens: list[str]) -> list[int]:
    out = []
    for token in tokens:
        number = spec.number_of(parse_card(token))
        assert number is not None
        out.append(number)
    return out


def test_cards_parse_to_the_harness_card_index(tmp_path: Path) -> None:
    line = deck_line(DECK_52, 1)
    path = tmp_path / "log.txt"
    path.write_text(" ".join(line) + "\n")
    decks, _ = read_all(path)
    assert decks.tolist() == [[parse_card(t).index for t in line]]


def test_accepts_10_for_ten_lower_case_tabs_crlf_and_no_final_newline(tmp_path: Path) -> None:
    first, second = deck_line(DECK_52, 2), deck_line(DECK_52, 3)
    written_first = [t.replace("T", "10") for t in first]
    written_second = [t.lower() if i % 2 else t.upper() for i, t in enumerate(second)]
    path = tmp_path / "log.txt"
    path.write_bytes(("\t".join(written_first) + "  \r\n" + " ".join(written_second)).encode())
    decks, reader = read_all(path)
    assert decks.tolist() == [numbers(DECK_52, first), numbers(DECK_52, second)]
    assert reader.source.lines == 2  # type: ignore[attr-defined]


def test_gzip_is_detected_by_its_magic_bytes_not_its_name(tmp_path: Path) -> None:
    line = " ".join(deck_line(DECK_52, 4)) + "\n"
    disguised = tmp_path / "plain-looking.txt"
    disguised.write_bytes(gzip.compress(line.encode() * 3))
    decks, reader = read_all(disguised)
    assert decks.shape == (3, 52)
    assert reader.source.gzip  # type: ignore[attr-defined]
    assert reader.source.sha256 == hashlib.sha256(disguised.read_bytes()).hexdigest()  # type: ignore[attr-defined]
    named = tmp_path / "named.gz"
    named.write_text(line)
    assert read_all(named)[0].shape == (1, 52)


def test_a_truncated_gzip_log_is_unusable(tmp_path: Path) -> None:
    path = tmp_path / "cut.gz"
    path.write_bytes(gzip.compress((" ".join(deck_line(DECK_52, 5)) + "\n").encode() * 2000)[:-40])
    with pytest.raises(DeckLogUnusable, match="truncated"):
        open_deck_log(path)


def test_deck_size_is_detected_from_the_first_good_line(tmp_path: Path) -> None:
    forty = deck_line(DECK_40, 6)
    path = tmp_path / "dilemma.txt"
    path.write_text("As Kd\n" + " ".join(forty) + "\n")
    decks, reader = read_all(path, skip_bad=True)
    assert reader.spec is DECK_40  # type: ignore[attr-defined]
    assert decks.tolist() == [numbers(DECK_40, forty)]
    assert [b.line for b in reader.bad_lines] == [1]  # type: ignore[attr-defined]


def test_no_deck_among_the_first_lines_is_unusable(tmp_path: Path) -> None:
    path = tmp_path / "junk.txt"
    path.write_text("hello world\n" * 5)
    with pytest.raises(DeckLogUnusable, match="--deck"):
        open_deck_log(path)


def test_empty_and_missing_logs_are_unusable(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    with pytest.raises(DeckLogUnusable, match="empty"):
        open_deck_log(empty)
    with pytest.raises(DeckLogUnusable, match="no such file"):
        open_deck_log(tmp_path / "missing.txt")


def _log_with(tmp_path: Path, bad: dict[int, str], lines: int = 9) -> Path:
    rows = [" ".join(deck_line(DECK_52, 100 + i)) for i in range(lines)]
    for number, text in bad.items():
        rows[number - 1] = text
    path = tmp_path / "log.txt"
    path.write_text("\n".join(rows) + "\n")
    return path


def test_a_short_line_stops_the_run_naming_file_line_and_count(tmp_path: Path) -> None:
    short = " ".join(deck_line(DECK_52, 7)[:51])
    path = _log_with(tmp_path, {7: short})
    reader = open_deck_log(path, display_name="log.txt")
    with pytest.raises(DeckLogError) as caught:
        list(reader.blocks())
    assert caught.value.location.line == 7
    assert str(caught.value).startswith("log.txt:7:1: deck: expected 52 cards, got 51")


def test_a_repeated_card_is_named_with_its_column(tmp_path: Path) -> None:
    cards = deck_line(DECK_52, 8)
    cards[5] = cards[2]
    line = " ".join(cards)
    path = _log_with(tmp_path, {3: line})
    with pytest.raises(DeckLogError) as caught:
        list(open_deck_log(path, display_name="log.txt").blocks())
    error = caught.value
    assert (error.location.line, error.location.column) == (3, 16)
    assert f"{parse_card(cards[2])} appears twice, as card 3 and card 6" in str(error)


def test_an_unknown_card_is_named(tmp_path: Path) -> None:
    cards = deck_line(DECK_52, 9)
    cards[0] = "Zq"
    path = _log_with(tmp_path, {2: " ".join(cards)})
    with pytest.raises(DeckLogError, match=r"log.txt:2:1: card 1: 'Zq' is not a card"):
        list(open_deck_log(path, display_name="log.txt").blocks())


def test_a_face_card_in_the_40_card_deck_is_named(tmp_path: Path) -> None:
    cards = deck_line(DECK_40, 10)
    first_line = " ".join(cards)
    cards[39] = "Kd"
    path = tmp_path / "dilemma.txt"
    path.write_text(first_line + "\n" + " ".join(cards) + "\n")
    with pytest.raises(DeckLogError, match="not in the 40-card deck"):
        list(open_deck_log(path).blocks())


def test_skip_bad_counts_and_lists_every_bad_line(tmp_path: Path) -> None:
    short = " ".join(deck_line(DECK_52, 11)[:50])
    path = _log_with(tmp_path, {2: short, 5: "", 9: "As " * 52})
    decks, reader = read_all(path, skip_bad=True)
    assert decks.shape == (6, 52)
    assert reader.bad_line_count == 3  # type: ignore[attr-defined]
    listed = [(b.line, b.field) for b in reader.bad_lines]  # type: ignore[attr-defined]
    assert listed == [(2, "deck"), (5, "deck"), (9, "card 2")]
    assert "empty line" in reader.bad_lines[1].message  # type: ignore[attr-defined]


def test_blocks_split_anywhere_give_the_same_decks_and_line_numbers(tmp_path: Path) -> None:
    path = _log_with(tmp_path, {4: "As"}, lines=40)
    whole, _ = read_all(path, skip_bad=True)
    reader = open_deck_log(path, skip_bad=True)
    reader.block_bytes = 97  # much less than a line: blocks are joined up to whole lines
    blocks = list(reader.blocks())
    assert np.array_equal(np.concatenate([b.decks for b in blocks]), whole)
    assert np.concatenate([b.line_numbers for b in blocks]).tolist() == [n for n in range(1, 41) if n != 4]
    assert [b.line for b in reader.bad_lines] == [4]


def test_inspect_counts_lines_and_hashes_stored_bytes(tmp_path: Path) -> None:
    path = tmp_path / "log.txt"
    path.write_bytes(b"a\nb\nc")
    source = inspect_log(path)
    assert source.lines == 3
    assert source.sha256 == hashlib.sha256(b"a\nb\nc").hexdigest()


def test_write_deck_log_is_atomic(tmp_path: Path) -> None:
    path = tmp_path / "out.txt"
    path.write_text("previous\n")

    def failing_blocks():  # type: ignore[no-untyped-def]
        yield np.tile(np.arange(52, dtype=np.int8), (3, 1))
        raise RuntimeError("generator died")

    with pytest.raises(RuntimeError):
        write_deck_log(path, failing_blocks(), DECK_52)
    assert path.read_text() == "previous\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.txt"]


# --- properties -------------------------------------------------------------------------------

decks_strategy = st.sampled_from([DECK_52, DECK_40]).flatmap(
    lambda spec: st.tuples(
        st.just(spec),
        st.lists(st.permutations(list(range(spec.size))), min_size=1, max_size=6),
    )
)


@settings(max_examples=60, deadline=None)
@given(decks_strategy, st.sampled_from([" ", "\t", "  ", " \t "]), st.booleans(), st.booleans())
def test_format_then_parse_is_the_identity(
    case: tuple[DeckSpec, list[list[int]]], separator: str, tens_as_10: bool, crlf: bool
) -> None:
    spec, rows = case
    text = format_decks(np.array(rows, dtype=np.int8), spec).decode()
    if tens_as_10:
        text = text.replace("T", "10")
    text = text.replace(" ", separator)
    if crlf:
        text = text.replace("\n", "\r\n")
    block = parse_block(text.encode(), spec, first_line=1)
    assert block.decks.tolist() == rows
    assert block.bad_line_numbers.size == 0


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.permutations(list(range(52))), min_size=1, max_size=5),
    st.data(),
)
def test_a_damaged_line_is_caught_by_the_fast_path_and_explained_by_the_slow_one(
    rows: list[list[int]], data: st.DataObject
) -> None:
    """Whatever is done to a line (drop, duplicate, garble a card), both paths call it bad."""
    spec = DECK_52
    lines = [[spec.card_tokens[c] for c in row] for row in rows]
    victim = data.draw(st.integers(0, len(lines) - 1))
    position = data.draw(st.integers(0, 51))
    damage = data.draw(st.sampled_from(["drop", "duplicate", "garble", "extra"]))
    cards = lines[victim]
    if damage == "drop":
        del cards[position]
    elif damage == "duplicate":
        cards[position] = cards[(position + 1) % 52]
    elif damage == "garble":
        cards[position] = data.draw(st.sampled_from(["Xs", "A", "Asd", "1s", "10", "s", "AA", "Ax", "111s", "ñs"]))
    else:
        cards.append(cards[position])
    text = "\n".join(" ".join(line) for line in lines) + "\n"
    block = parse_block(text.encode(), spec, first_line=1)
    assert block.bad_line_numbers.tolist() == [victim + 1]
    assert block.decks.shape[0] == len(lines) - 1
    column, field, message = diagnose_line(" ".join(cards), spec)
    assert column >= 1 and field and message
