"""Dilemma Hold'em (seed 001): the poker room's no-limit Hold'em on 40 cards, plus a bank settlement."""
