"""`tablecert certify dilemma-holdem --card-data FILE` (issue 28 item 6): the lab's deck is validated
before anything runs, listed among the report inputs with its SHA-256, and named on the report's
first page; the shipped deck is announced as illustrative in the issue's own words."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from harness.certify.options import CertifyOptions
from harness.families.dilemma.certification import ILLUSTRATIVE_NOTICE, DilemmaCertification
from harness.games.registry import game
from harness.runtime.project import project_root
from harness.spec.errors import SpecError

STEEP = project_root() / "card_data/dilemma_holdem/test_deck_steep.yaml"


def _load(*game_options: tuple[str, str]) -> DilemmaCertification:
    options = CertifyOptions(game="dilemma-holdem", paytable=None, rounds=None, seed=1, out_dir=None,
                             game_options=game_options)  # fmt: skip
    return DilemmaCertification.load(game("dilemma-holdem"), options)


def test_the_shipped_deck_is_announced_as_illustrative() -> None:
    certification = _load()
    assert certification.notices == ("card values and effects are illustrative; figures hold for this deck only",)
    assert ILLUSTRATIVE_NOTICE == certification.notices[0]
    assert [i.role for i in certification.inputs if i.role.startswith("card data")] == ["card data (illustrative)"]


def test_a_labs_deck_is_an_input_with_its_hash_and_named_on_the_first_page(tmp_path: Path) -> None:
    text = STEEP.read_text(encoding="utf-8").replace("illustrative: true", "illustrative: false")
    lab = tmp_path / "lab.yaml"
    lab.write_text(text, encoding="utf-8")
    certification = _load(("card-data", str(lab)))
    digest = hashlib.sha256(lab.read_bytes()).hexdigest()
    (card_input,) = [i for i in certification.inputs if i.role.startswith("card data")]
    assert (card_input.role, card_input.sha256) == ("card data (the lab's)", digest)
    (notice,) = certification.notices
    assert "figures hold for the deck in" in notice and "lab.yaml only" in notice and digest in notice


def test_a_bad_labs_deck_is_refused_with_its_location(tmp_path: Path) -> None:
    lab = tmp_path / "lab.yaml"
    lab.write_text("title: lab\nillustrative: false\nsource: lab\ncards:\n  Ah: {plus: 35, minus: 0}\n",
                   encoding="utf-8")  # fmt: skip
    with pytest.raises(SpecError, match=r"lab\.yaml:5:14: cards\.Ah\.plus: a plus value must be a whole number of 10s"):
        _load(("card-data", str(lab)))
