"""Bind every feature of features/oasis_poker/ to the Lunar Poker family's step libraries."""

from __future__ import annotations

from pytest_bdd import scenarios

from harness.families.lunar.variant_bdd_steps import *  # noqa: F403  (pytest-bdd step definitions are fixtures)

scenarios("oasis_poker")
