"""Every shipped paytable of every Lunar Poker family game has a baseline, and recomputing it moves
no figure.

The figures are computed as `certify` computes them (`harness.families.lunar.certify.baseline_figures`:
same exact counts, same simulation plan and engine) with the baseline's own seed, rounds and
interpretations, but without the Gherkin suite or the PDF, so this stays cheap enough for every
CI run. With the same seed an unchanged game reproduces every figure exactly; an engine, strategy
or paytable change that alters an exact figure, or moves a simulated one out of its recorded
95% interval, fails here and names the figure.

A game's shipped paytables are those of its own paytable folder; a game that plays another
game's table (Oasis Poker the Caribbean Stud table, the dealer-draw variant the Lunar Poker one)
is baselined on its default paytable. Baselines live in baselines/<rules file stem>/<paytable>.json.

To record a baseline after a deliberate change (the rounds keep all of them within about two
minutes of CI: every game simulates on the fast engine, whose class tables a short run fills
lazily; the games that draw fill the most, and the exact Caribbean Stud count is about 15 s):
    tablecert certify lunar-poker --paytable NAME --rounds 500000 --seed 1 \
        --write-baseline baselines/lunar_poker/NAME.json
    tablecert certify caribbean-stud --rounds 10000000 --seed 1 --write-baseline baselines/caribbean_stud/standard.json
    tablecert certify oasis-poker --rounds 10000000 --seed 1 --write-baseline baselines/oasis_poker/standard.json
    tablecert certify lunar-poker-dealer-draw --rounds 2000000 --seed 1 \
        --write-baseline baselines/lunar_poker_dealer_draw/standard.json
    tablecert certify lunar-poker-finland --rounds 2000000 --seed 1 \
        --write-baseline baselines/lunar_poker_finland/illustrative.json
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.certify.baseline import compare, load_baseline
from harness.families.lunar.certify import baseline_figures
from harness.families.lunar.game import FAMILY_RULES, game_paytable, game_settings
from harness.runtime.project import project_root

BASELINES = project_root() / "baselines"
#: Figures whose rounds are the run's own deals (or the draw rounds among them).
PER_ROUND_FIGURES = ("house_edge", "element_of_risk", "element_of_risk_other")


def _shipped() -> list[tuple[str, str]]:
    """(game, paytable name) for every paytable a game ships with."""
    pairs = []
    for game in FAMILY_RULES:
        settings = game_settings(game)
        if settings.paytable_game == game:
            folder = project_root() / "paytables" / settings.paytable_folder
            pairs += [(game, path.stem) for path in sorted(folder.glob("*.yaml"))]
        else:
            pairs.append((game, settings.default_paytable))
    return pairs


def _baseline_path(game: str, paytable: str) -> Path:
    return BASELINES / Path(FAMILY_RULES[game]).stem / f"{paytable}.json"


SHIPPED = _shipped()


def test_every_shipped_paytable_has_a_baseline() -> None:
    assert {game for game, _ in SHIPPED} == set(FAMILY_RULES)
    missing = [f"{game}/{paytable}" for game, paytable in SHIPPED if not _baseline_path(game, paytable).is_file()]
    assert not missing, f"no baseline for {missing}: record one with certify --write-baseline"
    expected = {_baseline_path(game, paytable) for game, paytable in SHIPPED}
    orphans = sorted(str(p.relative_to(BASELINES)) for p in BASELINES.rglob("*") if p.is_file() and p not in expected)
    assert not orphans, f"baselines without a shipped paytable: {orphans}"


@pytest.mark.parametrize(("game", "paytable"), SHIPPED, ids=[f"{game}-{paytable}" for game, paytable in SHIPPED])
def test_recomputing_the_baseline_moves_no_figure(game: str, paytable: str) -> None:
    baseline = load_baseline(_baseline_path(game, paytable))
    table = game_paytable(game_settings(game), paytable)
    assert baseline["game"] == game
    assert (baseline["paytable"]["name"], baseline["paytable"]["version"]) == (table.name, table.version)
    assert baseline["paytable"]["sha256"] == table.sha256, f"{table.path} changed since its baseline was recorded"
    rounds, seed, interpretations = baseline["rounds"], baseline["seed"], baseline["interpretations"]
    current = baseline_figures(game, paytable, interpretations, rounds=rounds, seed=seed)
    assert [m.message for m in compare(baseline, current)] == []
    assert current["exact"] == baseline["exact"]
    assert current["simulated"].keys() == baseline["simulated"].keys()
    # The same deals give the same simulated rounds behind each figure (for Lunar Poker, the draw
    # rounds of them).
    assert {name: f["n"] for name, f in current["simulated"].items()} == {
        name: f["n"] for name, f in baseline["simulated"].items()
    }
    assert all(0 < current["simulated"][name]["n"] <= rounds for name in PER_ROUND_FIGURES)
