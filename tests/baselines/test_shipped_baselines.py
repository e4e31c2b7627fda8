"""Every shipped Lunar Poker paytable has a baseline, and recomputing it moves no figure.

The figures are computed as `certify` computes them (`harness.lunar.certify.baseline_figures`:
same exact counts, same simulation plan and engine) with the baseline's own seed, rounds and
interpretations, but without the Gherkin suite or the PDF, so this stays cheap enough for every
CI run. With the same seed an unchanged game reproduces every figure exactly; an engine, strategy
or paytable change that alters an exact figure, or moves a simulated one out of its recorded
95% interval, fails here and names the figure.

To record a baseline after a deliberate change:
    tablecert certify lunar-poker --paytable NAME --rounds 500000 --seed 1 \
        --write-baseline baselines/lunar_poker/NAME.json
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.baseline import compare, load_baseline
from harness.lunar.certify import baseline_figures
from harness.lunar.game import lunar_paytable
from harness.project import project_root

PAYTABLES = sorted((project_root() / "paytables" / "lunar_poker").glob("*.yaml"))
BASELINES = project_root() / "baselines" / "lunar_poker"


def test_every_shipped_paytable_has_a_baseline() -> None:
    assert PAYTABLES
    missing = [p.stem for p in PAYTABLES if not (BASELINES / f"{p.stem}.json").is_file()]
    assert not missing, f"no baseline for {missing}: record one with certify --write-baseline"
    orphans = sorted({p.stem for p in BASELINES.glob("*.json")} - {p.stem for p in PAYTABLES})
    assert not orphans, f"baselines without a paytable: {orphans}"


@pytest.mark.parametrize("paytable", PAYTABLES, ids=[p.stem for p in PAYTABLES])
def test_recomputing_the_baseline_moves_no_figure(paytable: Path) -> None:
    baseline = load_baseline(BASELINES / f"{paytable.stem}.json")
    table = lunar_paytable(paytable.stem)
    assert baseline["game"] == "lunar-poker"
    assert (baseline["paytable"]["name"], baseline["paytable"]["version"]) == (table.name, table.version)
    assert baseline["paytable"]["sha256"] == table.sha256, f"{table.path} changed since its baseline was recorded"
    current = baseline_figures(
        paytable.stem, baseline["interpretations"], rounds=baseline["rounds"], seed=baseline["seed"]
    )
    assert [m.message for m in compare(baseline, current)] == []
    assert current["exact"] == baseline["exact"]
    # The same deals give the same simulated rounds behind each figure (the draw rounds of them).
    assert {name: f["n"] for name, f in current["simulated"].items()} == {
        name: f["n"] for name, f in baseline["simulated"].items()
    }
    assert all(0 < f["n"] <= baseline["rounds"] for f in current["simulated"].values())
