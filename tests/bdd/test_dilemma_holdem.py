"""Bind every Dilemma Hold'em feature (features/dilemma_holdem/) to the poker room's step library
and Dilemma's own steps (harness.families.dilemma.bdd_steps)."""

from __future__ import annotations

from pytest_bdd import scenarios

from harness.families.dilemma.bdd_steps import *  # noqa: F403  (pytest-bdd step definitions are fixtures)
from harness.families.poker_room.bdd_steps import *  # noqa: F403

scenarios("dilemma_holdem")
