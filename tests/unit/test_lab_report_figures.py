"""What a lab report adds (issue 10, items 10 and 12): the spread of a round's net with its
interval, the Raise table's 1-in-X, intervals and total row, the instant table without a house
edge, and published figures compared only with the paytable they were published for.

Expected values are computed by hand in each test.
"""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from harness.core.stats import Z95, spread_estimates
from harness.families.lunar.certify import instant_json, published_applies, raise_table
from harness.families.lunar.exact import analyse_table
from harness.families.lunar.game import table_rules
from harness.runtime.project import project_root


def test_the_spread_of_a_net_by_hand() -> None:
    # Three rounds lose 1 and one wins 1: mean -1/2, variance (3/4 + 9/4)/4 = 3/4, one win in four.
    sd, hit = spread_estimates({-1: 3, 1: 1}) or pytest.fail("no estimate")
    assert sd.value == pytest.approx(math.sqrt(0.75))
    assert hit.value == 0.25 and hit.n == 4
    assert hit.half_width == pytest.approx(Z95 * math.sqrt(0.25 * 0.75 / 4))
    # mu4 = (3 * (1/2)^4 + (3/2)^4) / 4 = 1.3125 and sigma^4 = 0.5625: var(s^2) = 0.75 / 4, and the
    # SD moves by half of that over the SD (the delta method).
    assert sd.half_width == pytest.approx(Z95 * math.sqrt(0.75 / 4) / (2 * math.sqrt(0.75)))
    wide, _ = spread_estimates({-1: 50, 0: 40, 10: 10}) or pytest.fail("no estimate")
    mean = (-50 + 100) / 100
    variance = (50 * (-1 - mean) ** 2 + 40 * mean**2 + 10 * (10 - mean) ** 2) / 100
    fourth = (50 * (-1 - mean) ** 4 + 40 * mean**4 + 10 * (10 - mean) ** 4) / 100
    assert wide.value == pytest.approx(math.sqrt(variance))
    assert wide.half_width == pytest.approx(Z95 * math.sqrt((fourth - variance**2) / 100) / (2 * math.sqrt(variance)))
    assert spread_estimates({}) is None


def test_the_raise_table_has_one_in_x_intervals_and_a_total_row() -> None:
    rules = table_rules("standard")
    lines = [line.name for line in rules.paytable.tables["raise"].lines]
    counts = Counter({f"first:{lines[0]}": 40, f"first:{lines[-1]}": 250, f"second:{lines[-1]}": 10})
    sim: Any = SimpleNamespace(totals=SimpleNamespace(rounds=1000, raise_lines=counts))
    table = raise_table(rules, sim)
    rows = {row["line"]: row for row in table["lines"]}
    top, last = rows[lines[0]], rows[lines[-1]]
    assert top["one_in"] == 25 and last["one_in"] == pytest.approx(1000 / 260)
    assert last["frequency_per_round"] == pytest.approx(0.26)
    half = Z95 * math.sqrt(0.26 * 0.74 / 1000)
    assert last["frequency_ci95"] == pytest.approx([0.26 - half, 0.26 + half])
    # The Raise is two Antes; a line paying P to 1 returns 2 * P per Ante each time it is paid.
    line_pays = {line.name: line.pays for line in rules.paytable.tables["raise"].lines}
    assert top["return_per_ante"] == pytest.approx(2 * line_pays[lines[0]] * 0.04)
    total = table["total"]
    assert (total["first_combination_rounds"], total["second_combination_rounds"]) == (290, 10)
    assert total["one_in"] == pytest.approx(1000 / 300)
    assert total["return_per_ante"] == pytest.approx(2 * (line_pays[lines[0]] * 40 + line_pays[lines[-1]] * 260) / 1000)


def test_the_instant_payout_has_no_house_edge_of_its_own() -> None:
    rules = table_rules("standard")
    data = instant_json(analyse_table(rules.paytable.tables["instant"]))
    assert "house_edge" not in data and "expected_value" not in data
    # Royal flush 4 hands and straight flush 36 (the instant lines), over C(52, 5) hands.
    assert sum(line["combinations"] for line in data["lines"]) == 40


def test_published_figures_are_compared_only_on_the_table_they_are_for(tmp_path: Path) -> None:
    standard = project_root() / "paytables" / "lunar_poker" / "standard.yaml"
    assert published_applies(None, table_rules(str(standard)))
    assert not published_applies(None, table_rules("example_lab_variant"))
    # The same pays under another name and version: the figures still hold.
    renamed = tmp_path / "renamed.yaml"
    renamed.write_text(standard.read_text().replace("name: standard", "name: renamed", 1))
    assert published_applies(None, table_rules(str(renamed)))
    # One pay changed: they do not.
    text = standard.read_text()
    changed = tmp_path / "changed.yaml"
    changed.write_text(text.replace("pays: 250", "pays: 200", 1))
    assert text != changed.read_text()
    assert not published_applies(None, table_rules(str(changed)))
