"""Bind every Jan-Poker feature (features/jan_poker/) to its step library."""

from __future__ import annotations

from pytest_bdd import scenarios

from harness.families.jan_poker.bdd_steps import *  # noqa: F403  (pytest-bdd step definitions are fixtures)

scenarios("jan_poker")
