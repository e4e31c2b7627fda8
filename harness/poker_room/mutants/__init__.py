"""The poker room's rule-mutant catalogues (harness.mutants.catalogue.GameMutants), one per game."""
