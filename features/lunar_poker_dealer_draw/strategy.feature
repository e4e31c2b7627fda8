Feature: Dealer-draw strategy
  Lunar Poker's basic strategy decides play, fold, buy and exchange; a player who plays three of
  a kind or better against a dealer who does not qualify makes the dealer draw (LPDS-1). Deals
  list the player's five cards, the dealer's five (upcard first), then the rest of the deck.

  @LPDS-1
  Scenario: Three of a kind makes a dealer who does not qualify draw the next card
    Given the strategy for "lunar-poker-dealer-draw"
    When the strategy plays the deal "7s 7h 7d Kc 2s 7c 9c 6h 4s 3c 9d 2d 3d 4d 5d Jd"
    # The upcard 7c matches the trips: play (LPS-1.4); 9-high does not qualify.
    Then the strategy's round is to play
    And the strategy makes the dealer draw "9d"

  @LPDS-1
  Scenario: Two pair takes the Ante's even money
    Given the strategy for "lunar-poker-dealer-draw"
    When the strategy plays the deal "Ks Kh 4d 4c 9s Qd Jc 8h 6s 2c 9d 2d 3d 5d 7d Jd"
    Then the strategy's round is to play
    And the strategy takes no option for the dealer's hand

  @LPDS-1
  Scenario: A qualifying dealer is not made to draw
    Given the strategy for "lunar-poker-dealer-draw"
    When the strategy plays the deal "7s 7h 7d Kc 2s 7c 9c 9h 4s 3c 9d 2d 3d 4d 5d Jd"
    Then the strategy's round is to play
    And the strategy takes no option for the dealer's hand
