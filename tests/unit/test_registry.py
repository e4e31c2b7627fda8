"""The game registry: every entry has its data, every declared capability runs, no command names a game."""

from __future__ import annotations

import ast
import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from typer.testing import CliRunner

from harness.cli import app
from harness.games.game_model import Capability, GameEntry
from harness.games.registry import GAMES, game, known_names
from harness.games.registry_check import registry_problems
from harness.games.settle_dispatch import settle_document
from harness.runtime.project import project_root
from harness.spec.errors import HarnessError, RoundError
from harness.spec.yaml_source import load_text

ENTRIES = {entry.name: entry for entry in GAMES}


@pytest.mark.parametrize("name", list(ENTRIES))
def test_every_registered_game_has_its_data(name: str) -> None:
    assert registry_problems(ENTRIES[name]) == []


def test_a_game_missing_its_files_is_reported() -> None:
    ghost = replace(
        ENTRIES["holdem"],
        name="ghost",
        rules_spec="ghost.yaml",
        features="ghost",
        binding="tests/bdd/test_ghost.py",
        package="harness.no_such_package",
        mutants="harness.mutation.no_such_module:NOTHING",
    )
    problems = "\n".join(registry_problems(ghost))
    for missing in ("rules_spec/ghost.yaml", "features/ghost/", "test_ghost.py", "harness.no_such_package", "NOTHING"):
        assert missing in problems


def test_a_binding_of_other_features_is_reported() -> None:
    wrong = replace(ENTRIES["holdem"], binding="tests/bdd/test_omaha_hi_lo.py")
    assert any('does not bind scenarios("holdem")' in p for p in registry_problems(wrong))


def test_too_few_mutants_are_reported() -> None:
    # Hold'em's own suite with Lunar Poker's catalogue: the catalogue is another game's.
    borrowed = replace(ENTRIES["holdem"], mutants="harness.families.lunar.mutants.lunar_poker:LUNAR_POKER")
    assert any("does not load" in p for p in registry_problems(borrowed))


def test_names_titles_and_rules_agree() -> None:
    for entry in GAMES:
        spec = (project_root() / "rules_spec" / entry.rules_spec).read_text(encoding="utf-8")
        assert re.search(rf"^game: {re.escape(entry.name)}$", spec, re.MULTILINE), entry.name
        assert entry.title and entry.title in spec
    assert len(ENTRIES) == len(GAMES)


def test_games_lists_every_game_and_what_it_can_do() -> None:
    runner = CliRunner()
    text = runner.invoke(app, ["games"])
    assert text.exit_code == 0
    for entry in GAMES:
        assert entry.name in text.output and entry.title in text.output
    listed = json.loads(runner.invoke(app, ["games", "--json"]).output)["games"]
    assert [row["name"] for row in listed] == [entry.name for entry in GAMES]
    holdem = next(row for row in listed if row["name"] == "holdem")
    assert holdem["rules_spec"] == "rules_spec/holdem.yaml" and holdem["paytables"] is None
    assert set(holdem["capabilities"]) == {"settle", "certify", "mutants", "replay"}
    assert {"name", "title", "family", "features", "deck", "strategy", "capabilities"} <= set(holdem)


def test_an_unknown_game_exits_2_and_lists_the_known_ones() -> None:
    runner = CliRunner()
    for command in (["certify", "nope"], ["analyze", "nope"], ["mutants", "nope"]):
        result = runner.invoke(app, command)
        assert result.exit_code == 2
        assert "unknown game 'nope'" in result.output and "lunar-poker" in result.output
    with pytest.raises(HarnessError, match="holdem has no analyze-simulate"):
        game("holdem", Capability.ANALYZE_SIMULATE)


@pytest.mark.parametrize("name", known_names(Capability.SETTLE))
def test_settle_runs_on_a_sample_round(name: str) -> None:
    """A random round or hand of the game, as its strategy or a random legal player plays it,
    settles through the same path as `tablecert settle`, and its chips balance."""
    model = ENTRIES[name].model()
    for seed in range(20):
        document = model.sample_document(random.Random(seed))
        assert document["game"] == name
        ledger = settle_document(load_text(json.dumps(document), "<sample>", RoundError))
        if "wagers" in ledger:  # the Lunar family: the net is the wagers' nets less the fees
            fees = sum(f["amount"] for f in ledger["fees"])
            assert ledger["net"] == sum(w["net"] for w in ledger["wagers"]) - fees
        elif "final_points" in ledger:  # a whole Jan-Poker game: 4 x 25,000 points, none created or lost
            assert sum(ledger["final_points"].values()) == 100_000
        elif "house" in ledger:  # a commission game (arcade poker): the house's take and bonus points
            starting = sum(seat["chips"] for seat in document["seats"])
            kept = ledger["house"]["take"] + ledger["house"]["bonus_points_issued"]
            assert sum(ledger["final_chips"].values()) + kept == starting
        elif "chips_conserved" in ledger:  # a game with banks (Dilemma Hold'em): players and banks together
            assert ledger["chips_conserved"] is True
        else:  # the poker room: no chip is created or lost
            starting = sum(seat["stack"] for seat in document["seats"])
            assert sum(ledger["final_stacks"].values()) == starting


@pytest.mark.parametrize("name", known_names(Capability.ANALYZE_SIMULATE))
def test_analyze_simulate_runs_on_a_small_input(name: str) -> None:
    """A declared simulation runs through the CLI and gives a house edge (a game with a paytable)
    or its own figures, with their intervals."""
    result = CliRunner().invoke(app, ["analyze", name, "--rounds", "2000", "--json"])
    assert result.exit_code == 0, result.output
    assert ('"house_edge"' in result.stdout or ENTRIES[name].paytables is None) and "ci95" in result.stdout


@pytest.mark.parametrize("name", known_names(Capability.ANALYZE_EXACT))
def test_analyze_exact_runs_on_a_small_input(name: str) -> None:
    """A declared exact analysis prints only exact figures (fractions), no simulation."""
    result = CliRunner().invoke(app, ["analyze", name, "--exact", "--json"])
    assert result.exit_code == 0, result.output
    assert '"fraction"' in result.stdout and '"ci95"' not in result.stdout


@pytest.mark.parametrize("name", known_names(Capability.DIFF))
def test_diff_runs_on_a_small_input(name: str) -> None:
    """The game's default paytable against itself: nothing moves (a paired delta of exactly 0)."""
    entry = ENTRIES[name]
    table = next(iter(sorted((project_root() / "paytables" / (entry.paytables or "")).glob("*.yaml"))))
    arguments = ["diff", str(table), str(table), "--game", name, "--rounds", "1000", "--no-scenarios", "--json"]
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["game"] == name


@pytest.mark.parametrize("name", known_names(Capability.STRATEGY))
def test_strategy_runs_on_a_small_input(name: str) -> None:
    """A declared strategy values every option of one hand, exactly, and names the best."""
    arguments = ["strategy", name, "--hand", "Ah Kh 7d 7s 3c", "--upcard", "Kd", "--json"]
    result = CliRunner().invoke(app, arguments)
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == name and data["best"] in data["options"]
    assert {row["decision"] for row in data["options"]} >= {"fold", "play"}


def test_mutants_of_every_game_apply_and_restore() -> None:
    from harness.mutation import apply_mutant

    for name in known_names(Capability.MUTANTS):
        games = ENTRIES[name].model().mutants()
        for mutant in games.mutants:
            apply_mutant(mutant, games.reset)()


def test_no_module_outside_the_families_names_a_game() -> None:
    """Commands and shared layers find games through the registry: no game name is written in a
    module outside harness/families/ (each family's entries.py is where its names live)."""
    names = {entry.name for entry in GAMES}
    package = project_root() / "harness"
    named = {}
    for path in sorted(package.rglob("*.py")):
        if path.relative_to(package).parts[0] == "families":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        strings = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)}
        if names & strings:
            named[path.relative_to(package).as_posix()] = sorted(names & strings)
    assert named == {}


def test_every_entry_is_a_frozen_value() -> None:
    entry = GAMES[0]
    with pytest.raises(AttributeError):
        entry.name = "x"  # type: ignore[misc]
    assert isinstance(entry, GameEntry) and hash(entry) == hash(replace(entry))
    assert Path(entry.binding).suffix == ".py"
