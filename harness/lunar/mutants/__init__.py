"""The Lunar Poker family's rule-mutant catalogues (harness.mutants.catalogue.GameMutants), one per game."""
