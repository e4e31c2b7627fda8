"""Arcade poker in the registry: the machine's table game, Ver.1 and Ver.2."""

from __future__ import annotations

from harness.games.game_model import Capability, GameEntry

#: In the order `tablecert games` lists them.
ENTRIES: tuple[GameEntry, ...] = (
    GameEntry(
        name="arcade-poker",
        family="arcade-poker",
        rules_spec="arcade_poker.yaml",
        paytables=None,
        features="arcade_poker",
        binding="tests/bdd/test_arcade_poker.py",
        deck="standard-52",
        strategy=None,
        package="harness.families.arcade.model",
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS}),
        mutants="harness.families.arcade.mutants.arcade_poker:ARCADE_POKER",
    ),
)
