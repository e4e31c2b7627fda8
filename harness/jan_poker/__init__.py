"""Jan-Poker: no-limit Hold'em on the poker room's engine, coupled to a mahjong game given as events."""
