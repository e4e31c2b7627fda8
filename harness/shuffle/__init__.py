"""Shuffle and RNG certification (issue 4)."""
