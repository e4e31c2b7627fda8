"""Bind every Lunar Poker feature (features/lunar_poker/) to the step library."""

from __future__ import annotations

from pytest_bdd import scenarios

scenarios("lunar_poker")
