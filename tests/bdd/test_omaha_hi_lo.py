"""Bind every Limit Omaha Hi-Lo feature (features/omaha_hi_lo/) to the poker-room step library."""

from __future__ import annotations

from pytest_bdd import scenarios

from harness.families.poker_room.bdd_steps import *  # noqa: F403  (pytest-bdd step definitions are fixtures)

scenarios("omaha_hi_lo")
