Feature: Making the dealer draw
  Every Lunar Poker rule applies (LPD-1). A player who plays may make a dealer whose hand does
  not qualify draw, for a fee of one Ante (LPD-2; interpretations dealer_draw_timing and
  dealer_draw_fee); the dealer discards its lowest card and takes the next card (LPD-2.1); the
  showdown is against the new hand, while a Super on the dealer's hand is settled on the cards
  as dealt (LPD-2.2); the fee is never returned (LPD-2.3).
  Ante 10, Super 10, so the Raise is 20. The Super is settled on the player's first five cards.

  @LPD-2 @LPD-2.1 @LPD-2.2 @LPD-2.3
  Scenario: A dealer who does not qualify is made to draw and pairs
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd 9c 6h 4s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "9d"
    When the round is settled
    # The dealer discards 3c: Q-9-9-6-4 qualifies; trips beat it. Raise 20 x 3 = 60, Ante
    # pushes, Super (trips) 10 x 8 = 80, fee 10. Net 60 + 80 - 10.
    Then the dealer draw fee of 10 is lost
    And the Ante pushes
    And the Raise is paid on "three_of_a_kind"
    And the Raise wins 60
    And the Super is paid on "three_of_a_kind"
    And the Super wins 80
    And the player's net result is 130
    And the Raise cites LPD-2.2
    And the Raise cites LP-9.1
    And the dealer draw fee cites LPD-2.3

  @LPD-2.2
  Scenario: A dealer who still does not qualify pays the Ante
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd 9c 6h 4s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "8h"
    When the round is settled
    # Q-9-8-6-4 still does not qualify (LP-9.4): Ante 10 x 1, Raise pushes; Super 80, fee 10.
    Then the Ante wins 10
    And the Raise pushes
    And the Super is paid on "three_of_a_kind"
    And the player's net result is 80
    And the Ante cites LP-9.4

  @LPD-2.2
  Scenario: After the draw the dealer beats the player
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "5s 5h Jd 8c 2s"
    And the dealer is dealt "Kd Qc 9h 4s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "Kh"
    When the round is settled
    # The dealer discards 3c: K-K-Q-9-4 beats the pair of Fives. Ante 10, Raise 20, Super 10
    # (no line) and the fee 10 are lost.
    Then the Ante loses 10
    And the Raise loses 20
    And the Super loses 10
    And the player's net result is -50

  @LPD-2.1
  Scenario: The lowest card goes even when it is the upcard
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "8s 8h 8d Ac 4s"
    And the dealer is dealt "2d Jc 9h 7s 5c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "Jh"
    When the round is settled
    # Without the 2d: J-J-9-7-5 qualifies; trips beat it: Raise 60, Super 80, fee 10.
    # (Discarding any other card would leave a hand that does not qualify.)
    Then the Ante pushes
    And the Raise is paid on "three_of_a_kind"
    And the Raise wins 60
    And the Super is paid on "three_of_a_kind"
    And the player's net result is 130

  @LPD-2.1
  Scenario: Two cards of the lowest rank: the club goes before the diamond
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation dealer_draw_timing is before_dealer_reveals
    And the player is dealt "As Ah 7s 3c 2h"
    And the dealer is dealt "4c 4d Kd 9d 6d"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "2d"
    When the round is settled
    # The 4c goes: 4d-Kd-9d-6d-2d is a flush and beats the Aces (had the 4d gone, K-high would
    # not qualify). Ante 10, Raise 20, Super 10 (no line) and the fee 10 are lost.
    Then the Ante loses 10
    And the Raise loses 20
    And the player's net result is -50

  @LPD-2.2 @LP-8
  Scenario: A Super on the dealer's hand is settled on the cards as dealt
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "7s 7c 7d Ac 2s"
    And the dealer is dealt "Kd Qh 9d 6h 3d"
    And a Super of 5 on the dealer's hand
    And the player plays
    And the player makes the dealer draw, and the dealer draws "Ks"
    When the round is settled
    # As dealt, the dealer's five red cards pay the Super 5 x 2 = 10 (after the draw they would
    # not). The new K-K-Q-9-6 qualifies; trips win 20 x 3 = 60; Super 80; fee 10.
    Then the Super on the dealer's hand is paid on "one_colour"
    And the Super on the dealer's hand wins 10
    And the Raise is paid on "three_of_a_kind"
    And the Raise wins 60
    And the Super is paid on "three_of_a_kind"
    And the player's net result is 140

  @LPD-2 @LPD-2.3
  Scenario: Read as free, the draw charges nothing
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation dealer_draw_fee is free
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd 9c 6h 4s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "9d"
    When the round is settled
    Then no fee is charged
    And the Super is paid on "three_of_a_kind"
    And the Raise is paid on "three_of_a_kind"
    And the player's net result is 140

  @LPD-2.3
  Scenario: Read as a wager, the draw money is a lost wager
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation fees_are_wagers is true
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd 9c 6h 4s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "9d"
    When the round is settled
    Then the dealer draw wager loses 10
    And no fee is charged
    And the Super is paid on "three_of_a_kind"
    And the Raise is paid on "three_of_a_kind"
    And the player's net result is 130

  @LPD-1 @LP-9.1 @LP-10.1
  Scenario: Without a dealer draw the round is settled as Lunar Poker
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Ks Kh 4d 4c As"
    And the dealer is dealt "Qd Qc 9h 7s 3d"
    And the player plays
    When the round is settled
    # Two pair beats Q-Q: the Ante pushes; Raise 20 x (2 + 1 for the second combination A-K) = 60;
    # Super: no line, lost 10.
    Then no fee is charged
    And the Ante pushes
    And the Raise is paid on "two_pair+ace_king"
    And the Raise wins 60
    And the player's net result is 50

  @LPD-2
  Scenario: A qualifying dealer cannot be made to draw
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd Qc 6h 4s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "9d"
    When the round is settled
    Then the round is refused with a message containing "the dealer qualifies: under dealer_draw_timing=dealer_does_not_qualify"

  @LPD-2
  Scenario: Read as before the reveal, a qualifying dealer can be made to draw
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation dealer_draw_timing is before_dealer_reveals
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd Qc 6h 4s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "9d"
    When the round is settled
    # The 3c goes: Q-Q-9-6-4 still loses to the trips. Raise 60, Super 80, fee 10.
    Then the Raise is paid on "three_of_a_kind"
    And the Raise wins 60
    And the Super is paid on "three_of_a_kind"
    And the player's net result is 130

  @LPD-2
  Scenario: A player who folds cannot make the dealer draw
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "5s 5h Jd 8c 2s"
    And the dealer is dealt "Kd Qc 9h 4s 3c"
    And the player folds
    And the player makes the dealer draw, and the dealer draws "Kh"
    When the round is settled
    Then the round is refused with a message containing "only a player who plays may make the dealer draw (LPD-2)"

  @LPD-2.1 @LP-1
  Scenario: The dealer cannot draw a card already dealt
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd 9c 6h 4s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "Kc"
    When the round is settled
    Then the round is refused with a message containing "card Kc is dealt twice (also player[3])"

  @LPD-2.1
  Scenario: The upcard goes when it is the lowest card, even if the lowest hidden card would pair
    Given a dealer-draw Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "8s 8h 8d Ac 4s"
    And the dealer is dealt "2d Jc 9h 7s 5c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "5d"
    When the round is settled
    # The upcard 2d is the lowest card and goes: J-9-7-5-5 pairs the Fives and qualifies; the
    # trips beat it: Raise 20 x 3 = 60, the Ante pushes, Super (trips) 10 x 8 = 80, fee 10.
    # Net 60 + 80 - 10. (Keeping the upcard and discarding the 5c would leave J-high.)
    Then the Ante pushes
    And the Raise is paid on "three_of_a_kind"
    And the Raise wins 60
    And the Super is paid on "three_of_a_kind"
    And the player's net result is 130
