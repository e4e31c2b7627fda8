"""Lunar Poker (GAMES.md §1): rules, reference settlement, strategy, exact analysis, simulation."""
