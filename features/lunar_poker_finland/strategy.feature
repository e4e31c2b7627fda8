Feature: Finnish strategy
  Lunar Poker's basic strategy decides play, fold, buy and exchange; never insure (LPFS-1); buy
  a dealer's qualification with a straight or better (LPFS-2). Deals list the player's five
  cards, the dealer's five (upcard first), then the rest of the deck.

  @LPFS-2
  Scenario: A straight buys a sixth card, then the dealer's qualification
    Given the strategy for "lunar-poker-finland"
    When the strategy plays the deal "8s 9d Tc Jh Qs Kd Jc 9h 5s 3c 2h 3d 4d 5d 6d 7d"
    # LPS-1.1: buy with a straight (2h); the dealer's K-J high does not qualify: buy with 3d.
    Then the strategy's round is to buy
    And the strategy buys the dealer's qualification with "3d"

  @LPFS-2 @LPFS-1
  Scenario: Three of a kind takes the Ante's even money and is not insured
    Given the strategy for "lunar-poker-finland"
    When the strategy plays the deal "7s 7h 7d Kc 2s 7c 9c 6h 4s 3c 9d 2d 3d 4d 5d Jd"
    Then the strategy's round is to play
    And the strategy takes no option for the dealer's hand
    And the strategy does not insure

  @LPFS-1 @LPFS-2
  Scenario: Four of a kind is not insured, and buys the qualification
    Given the strategy for "lunar-poker-finland"
    When the strategy plays the deal "7s 7h 7d 7c 2s Kd 9c 6h 4s 3c Kh 2d 3d 4d 5d Jd"
    Then the strategy's round is to play
    And the strategy does not insure
    And the strategy buys the dealer's qualification with "Kh"
