"""Rule mutants of arcade table poker (harness.arcade.mutants.arcade_poker)."""
