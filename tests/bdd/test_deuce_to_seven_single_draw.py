"""Bind every 2-7 single draw feature (features/deuce_to_seven_single_draw/) to the poker-room step library."""

from __future__ import annotations

from pytest_bdd import scenarios

from harness.families.poker_room.bdd_steps import *  # noqa: F403  (pytest-bdd step definitions are fixtures)

scenarios("deuce_to_seven_single_draw")
