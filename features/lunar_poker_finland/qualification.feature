Feature: Buying the dealer's qualification
  When the dealer does not qualify, a player who plays may pay one Ante to have the dealer's
  highest card replaced by the next card (LPF-6). If the dealer then qualifies, the usual
  showdown follows (LPF-6.1); if not, the hand pushes (LPF-6.2). The money is a fee (LPF-6.3).
  Insurance is settled on the dealer's hand as shown unless read otherwise (LPF-5.1,
  interpretation insurance_settled_on). Ante 10, so the Raise is 20.

  @LPF-6 @LPF-6.1 @LPF-6.3
  Scenario: The bought card makes the dealer qualify and the player wins
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "8s 9d Tc Jh Qs"
    And the dealer is dealt "Kd Jc 9h 5s 3c"
    And the player plays
    And the player buys the dealer's qualification, and the next card is "3d"
    When the round is settled
    # The Kd goes: J-9-5-3-3 qualifies; the straight wins 20 x 4 = 80; the Ante pushes; fee 10.
    Then the qualification fee of 10 is lost
    And the Ante pushes
    And the Raise is paid on "straight"
    And the Raise wins 80
    And the player's net result is 70
    And the Raise cites LPF-6.1
    And the qualification fee cites LPF-6.3

  @LPF-6.2
  Scenario: The dealer still does not qualify: the hand pushes
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "8s 9d Tc Jh Qs"
    And the dealer is dealt "Kd Jc 9h 5s 3c"
    And the player plays
    And the player buys the dealer's qualification, and the next card is "2d"
    When the round is settled
    # J-9-5-3-2 does not qualify: the Ante is not paid, the Raise is returned; fee 10.
    Then the Ante pushes
    And the Raise pushes
    And the player's net result is -10
    And the Ante cites LPF-6.2

  @LPF-6.1 @LP-9.3
  Scenario: After the buy the dealer beats the player
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "5s 5h Jd 8c 2s"
    And the dealer is dealt "Kd Qc 9h 4s 3c"
    And the player plays
    And the player buys the dealer's qualification, and the next card is "Qh"
    When the round is settled
    # The Kd goes: Q-Q-9-4-3 beats the Fives: Ante 10, Raise 20 and the fee 10 lost.
    Then the Ante loses 10
    And the Raise loses 20
    And the player's net result is -40

  @LPF-6
  Scenario: A dealer who qualifies already cannot be bought
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "8s 9d Tc Jh Qs"
    And the dealer is dealt "Ad Kc 9h 5s 3c"
    And the player plays
    And the player buys the dealer's qualification, and the next card is "3d"
    When the round is settled
    Then the round is refused with a message containing "the dealer qualifies already"

  @LPF-6
  Scenario: A player who folds cannot buy the dealer's qualification
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "8s 9d Tc Jh 2s"
    And the dealer is dealt "Kd Jc 9h 5s 3c"
    And the player folds
    And the player buys the dealer's qualification, and the next card is "3d"
    When the round is settled
    Then the round is refused with a message containing "only a player who plays may buy the dealer's qualification (LPF-6)"

  @LPF-6.3
  Scenario: Read as a wager, the qualification money is a lost wager
    Given a Finnish Lunar Poker round with an Ante of 10
    And the interpretation fees_are_wagers is true
    And the player is dealt "8s 9d Tc Jh Qs"
    And the dealer is dealt "Kd Jc 9h 5s 3c"
    And the player plays
    And the player buys the dealer's qualification, and the next card is "3d"
    When the round is settled
    Then the qualification wager loses 10
    And no fee is charged
    And the Raise is paid on "straight"
    And the player's net result is 70

  @LPF-1 @LPF-6.3 @LP-7.4
  Scenario: An exchange and a qualification buy are two fees
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "8s 9d Tc Jh 2h"
    And the dealer is dealt "Kd Jc 9h 5s 3c"
    And the player exchanges "Jh 2h" for "Js Qs"
    And the player then plays
    And the player buys the dealer's qualification, and the next card is "3d"
    When the round is settled
    # The exchange makes the straight; the Kd goes and J-9-5-3-3 qualifies: Raise 80, fees 20.
    Then the fees charged are "exchange 10, qualification 10"
    And the Raise is paid on "straight"
    And the Raise wins 80
    And the player's net result is 60

  @LPF-5.1 @LPF-6
  Scenario Outline: Insurance and a bought qualification (<reading>)
    Given a Finnish Lunar Poker round with an Ante of 10
    And the interpretation insurance_settled_on is <reading>
    And the player is dealt "8s 9d Tc Jh Qs"
    And the dealer is dealt "Kd Jc 9h 5s 3c"
    And the player plays
    And the player insures for 40
    And the player buys the dealer's qualification, and the next card is "3d"
    When the round is settled
    # A straight would win 20 x 4 = 80, so up to 40 insured. As shown the dealer does not
    # qualify; after the buy it does. Raise 80, fee 10, the Ante pushes.
    Then the insurance <insurance>
    And the Raise is paid on "straight"
    And the player's net result is <net>

    Examples:
      | reading           | insurance | net |
      | dealer_as_dealt   | wins 40   | 110 |
      | final_dealer_hand | loses 40  | 30  |

  @LPF-1
  Scenario: A Finnish round has no dealer draw
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "8s 9d Tc Jh Qs"
    And the dealer is dealt "Kd Jc 9h 5s 3c"
    And the player plays
    And the player makes the dealer draw, and the dealer draws "3d"
    When the round is settled
    Then the round is refused with a message containing "lunar-poker-finland has no dealer draw"
