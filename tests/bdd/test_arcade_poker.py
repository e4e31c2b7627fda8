"""Bind every arcade table poker feature (features/arcade_poker/) to the arcade step library."""

from __future__ import annotations

from pytest_bdd import scenarios

from harness.families.arcade.bdd_steps import *  # noqa: F403  (pytest-bdd step definitions are fixtures)

scenarios("arcade_poker")
