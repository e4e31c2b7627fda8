"""README's games block and every game's settle example (issue 28, item 10).

The block is generated from the registry (harness.games.readme_games), so it cannot drift from the games
tablecert knows; each example runs through the real `tablecert settle`; where an example is a
seed's worked example, its figures are checked against the seed's own numbers, not the code's.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from typer.testing import CliRunner

from harness.cli import app
from harness.families.poker_room.games import room_game, worked_example
from harness.games.game_model import Capability
from harness.games.readme_games import BEGIN, END, REGENERATE, games_block, main, rewritten
from harness.games.registry import GAMES, known_names
from harness.games.settle_examples import example_path, family_input, summary_of
from harness.runtime.project import project_root
from harness.spec.errors import UsageError

SETTLED = known_names(Capability.SETTLE)


def test_the_readme_games_block_is_what_the_generator_writes() -> None:
    readme = (project_root() / "README.md").read_text(encoding="utf-8")
    assert BEGIN in readme and END in readme
    block = readme[readme.index(BEGIN) : readme.index(END) + len(END)]
    assert block == games_block(), f"README.md's games block is out of date: run `{REGENERATE}`"


def test_the_block_lists_every_registered_game() -> None:
    block = games_block()
    for entry in GAMES:
        assert f"| `{entry.name}` | {entry.title} |" in block, entry.name
    for name in SETTLED:
        assert f"tablecert settle examples/settle/{name}.json" in block, name


def test_readme_keeps_its_first_two_lines() -> None:
    lines = (project_root() / "README.md").read_text(encoding="utf-8").splitlines()
    assert lines[3].startswith("bash scripts/install.sh && tablecert certify lunar-poker ")
    assert lines[4].startswith("bash scripts/install.sh && python3 -m pytest -n auto --dist loadgroup ")


def test_the_check_says_how_to_regenerate(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("harness.games.readme_games.games_block", lambda: f"{BEGIN}\nstale\n{END}")
    assert main(["--check"]) == 1
    assert f"run `{REGENERATE}`" in capsys.readouterr().err


def test_a_readme_without_the_markers_is_refused() -> None:
    with pytest.raises(UsageError, match="no <!-- games:begin -->"):
        rewritten("# tablecert\n", games_block())


def test_every_family_with_settle_describes_its_input() -> None:
    for family in {entry.family for entry in GAMES if entry.can(Capability.SETTLE)}:
        described = family_input(family)
        assert described.description and described.summary, family


def _settled(name: str) -> dict[str, Any]:
    """The example through the CLI, as a user runs it: exit 0 and the ledger of that game."""
    entry = next(e for e in GAMES if e.name == name)
    result = CliRunner().invoke(app, ["settle", str(project_root() / example_path(entry))])
    assert result.exit_code == 0, result.output
    ledger: dict[str, Any] = json.loads(result.stdout)
    return ledger


@pytest.mark.parametrize("name", SETTLED)
def test_every_example_settles_as_its_game(name: str) -> None:
    ledger = _settled(name)
    assert ledger["game"] == name


# -- the seeds' own numbers -------------------------------------------------------------------------


def test_lunar_poker_example_is_paid_by_the_seeds_instant_and_super_tables() -> None:
    # Seed 000: 「ロイヤルフラッシュ | 1000対1」 (Instant payout) and 「フラッシュ | 60対1」 (Super):
    # Ante 1 and Super 1 on a royal flush in spades: +1,000 and +60.
    wagers = {w["wager"]: w for w in _settled("lunar-poker")["wagers"]}
    assert wagers["instant"]["net"] == 1000
    assert wagers["super"]["net"] == 60


def test_omaha_hi_lo_example_is_the_seeds_worked_hand_split_between_a_and_c() -> None:
    # Seed 003: 「プレーヤーAとCでポットを半分ずつ獲得します」 (A and C take half the pot each): C's
    # straight (9-T with J-Q-8) the high, A's 8-6-3-2-A the low. The betting of the rules_spec's
    # worked hand at 20/40: 20 each before the flop, 20 each on the flop, 40 each on the turn,
    # checked river: 80 from each of three seats, a pot of 240, 120 to each half.
    ledger = _settled("omaha-hi-lo-8")
    (pot,) = ledger["pots"]
    assert pot["amount"] == 240
    assert pot["high"]["winners"] == ["C"] and pot["low"]["winners"] == ["A"]
    assert pot["high"]["amount"] == pot["low"]["amount"] == 120
    assert ledger["showdown"]["hands"]["A"]["low"] == "8-6-3-2-A"


def test_omaha_hi_lo_example_is_the_worked_example_of_its_rules_spec() -> None:
    # One hand, two places: the example must not drift from the rules_spec's worked_example.
    path = project_root() / "examples" / "settle" / "omaha-hi-lo-8.json"
    example = worked_example(room_game("omaha-hi-lo-8"))
    assert example is not None
    assert json.loads(path.read_text(encoding="utf-8")) == example[0]


def test_holdem_example_splits_the_seeds_three_way_all_in() -> None:
    # Seed 001 §Supplement note 2: stacks $1,500 / $1,000 / $2,000 all in: 「メインポット:$3,000」,
    # 「サイドポット:$1,000」, and 「プレイヤー3の賭けたチップがまだ$500余っています…返却されます」
    # (player 3's remaining $500 is returned).
    ledger = _settled("holdem")
    assert [(p["amount"], p["eligible"]) for p in ledger["pots"]] == [(3000, ["P1", "P2", "P3"]), (1000, ["P1", "P3"])]
    assert ledger["uncalled"] == [{"seat": "P3", "amount": 500}]


def test_arcade_example_pays_the_seeds_1015_chips_and_435_bonus_points() -> None:
    # Seed 004's Draw Poker example (advanced, Ver.1): A is paid 1,015 chips and 435 bonus points.
    ledger = _settled("arcade-poker")
    assert ledger["final_chips"]["A"] == 1015
    assert summary_of(ledger, ("house.bonus_points_issued",)) == {"house.bonus_points_issued": 435}


def test_summary_of_keeps_only_the_fields_the_ledger_has() -> None:
    ledger = {"net": 5, "house": {"take": 3}}
    assert summary_of(ledger, ("net", "house.take", "house.none", "absent")) == {"net": 5, "house.take": 3}
