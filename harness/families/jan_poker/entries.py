"""Jan-Poker in the registry: mahjong and poker at one table."""

from __future__ import annotations

from harness.games.game_model import Capability, GameEntry

#: In the order `tablecert games` lists them.
ENTRIES: tuple[GameEntry, ...] = (
    GameEntry(
        name="jan-poker",
        family="jan-poker",
        rules_spec="jan_poker.yaml",
        paytables=None,
        features="jan_poker",
        binding="tests/bdd/test_jan_poker.py",
        deck="standard-52",
        strategy=None,
        package="harness.families.jan_poker.model",
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS}),
        mutants="harness.families.jan_poker.mutants:JAN_POKER",
    ),
)
