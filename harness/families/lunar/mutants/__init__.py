"""The Lunar Poker family's rule-mutant catalogues (harness.mutation.catalogue.GameMutants), one per game."""

__all__ = [
    "caribbean_stud",
    "lunar_poker",
    "lunar_poker_dealer_draw",
    "lunar_poker_finland",
    "oasis_poker",
    "variant_patches",
]
