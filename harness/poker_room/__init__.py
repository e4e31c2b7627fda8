"""Poker-room games: Limit Omaha Hi-Lo 8 or better and Texas Hold'em (issue 3)."""
