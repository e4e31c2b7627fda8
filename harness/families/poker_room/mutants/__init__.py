"""The poker room's rule-mutant catalogues (harness.mutation.catalogue.GameMutants), one per game."""

__all__ = [
    "badugi",
    "deuce_to_seven_single_draw",
    "deuce_to_seven_triple_draw",
    "draw_mutants",
    "draw_patches",
    "holdem",
    "omaha",
    "omaha_hi_lo_8",
    "razz",
    "room_patches",
    "seven_card_stud",
    "seven_card_stud_hi_lo_8",
    "shared_mutants",
    "short_deck",
    "stud_mutants",
    "stud_patches",
]
