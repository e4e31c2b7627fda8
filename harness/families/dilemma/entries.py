"""Dilemma Hold'em in the registry: the room's betting with the house's bank settlement."""

from __future__ import annotations

from harness.games.game_model import Capability, GameEntry

#: In the order `tablecert games` lists them.
ENTRIES: tuple[GameEntry, ...] = (
    GameEntry(
        name="dilemma-holdem",
        family="poker-room",  # its betting, pots and showdown are the room's; its bank settlement its own
        rules_spec="dilemma_holdem.yaml",
        paytables=None,
        features="dilemma_holdem",
        binding="tests/bdd/test_dilemma_holdem.py",
        deck="dilemma-40",
        strategy=None,
        package="harness.families.dilemma.model",
        capabilities=frozenset({Capability.SETTLE, Capability.CERTIFY, Capability.MUTANTS,
                                Capability.ANALYZE_SIMULATE}),
        mutants="harness.families.dilemma.mutants:DILEMMA_HOLDEM",
    ),
)
