"""Lunar Poker (brief §1): rules, reference settlement, strategy, exact analysis, simulation."""
