"""Rule mutants of arcade table poker (harness.families.arcade.mutants.arcade_poker)."""

__all__ = [
    "arcade_poker",
]
