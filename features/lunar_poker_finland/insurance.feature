Feature: Finnish Lunar Poker insurance
  A player who plays three of a kind or better may insure the hand for one Ante up to half
  the possible win (LPF-5; interpretation insurance_possible_win); the insurance pays even
  money when the dealer does not qualify and is lost when the dealer qualifies (LPF-5.1).
  Ante 10, so the Raise is 20.

  @LPF-5 @LPF-5.1 @LP-9.4
  Scenario: Insurance pays when the dealer does not qualify
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Kd Qc 9h 5s 3c"
    And the player plays
    And the player insures for 10
    When the round is settled
    # K-Q-9-5-3 does not qualify: insurance 10 x 1, Ante 10 x 1, Raise pushes.
    Then the insurance wins 10
    And the Ante wins 10
    And the Raise pushes
    And the player's net result is 20
    And the insurance cites LPF-5.1

  @LPF-5.1 @LP-9.1
  Scenario: Insurance is lost when the dealer qualifies, even when the player wins
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Ad Kh 9h 5s 3c"
    And the player plays
    And the player insures for 10
    When the round is settled
    # A-K qualifies; trips win 20 x 3 = 60; the Ante pushes; insurance 10 lost.
    Then the insurance loses 10
    And the Raise is paid on "three_of_a_kind"
    And the Raise wins 60
    And the player's net result is 50

  @LPF-5 @LP-10.1
  Scenario Outline: The most insurance is half the possible win (<reading>)
    Given a Finnish Lunar Poker round with an Ante of 10
    And the interpretation insurance_possible_win is <reading>
    And the player is dealt "7s 7h 7d Ac Kc"
    And the dealer is dealt "Qd Jc 9h 5s 3c"
    And the player plays
    And the player insures for 40
    When the round is settled
    # Trips (3) and the second combination A-K (1) would win 20 x 4 = 80: at most 40.
    # Counting the first combination only, 20 x 3 = 60: at most 30.
    Then <result>

    Examples:
      | reading           | result                                                                         |
      | both_combinations | the insurance wins 40                                                          |
      | first_combination | the round is refused with a message containing "at most half the possible win, 30 here, got 40" |

  @LPF-5
  Scenario Outline: Insurance limits for three of a kind: <amount>
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd Jc 9h 5s 3c"
    And the player plays
    And the player insures for <amount>
    When the round is settled
    # Trips alone would win 20 x 3 = 60: from 10 (one Ante) to 30.
    Then <result>

    Examples:
      | amount | result                                                                                     |
      | 30     | the insurance wins 30                                                                      |
      | 40     | the round is refused with a message containing "insurance is at most half the possible win, 30 here, got 40" |
      | 5      | the round is refused with a message containing "insurance must be at least the Ante (10), got 5 (LPF-5)"     |

  @LPF-5
  Scenario: Two pair cannot be insured
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "Ks Kh 4d 4c 9s"
    And the dealer is dealt "Qd Jc 9h 5s 3c"
    And the player plays
    And the player insures for 10
    When the round is settled
    Then the round is refused with a message containing "only a hand of three of a kind or better can be insured (LPF-5)"

  @LPF-5
  Scenario: A folded hand cannot be insured
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd Jc 9h 5s 3c"
    And the player folds
    And the player insures for 10
    When the round is settled
    Then the round is refused with a message containing "only a hand that plays can be insured (LPF-5)"

  @LPF-5 @LP-7.4
  Scenario: Three of a kind made by an exchange can be insured
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "7s 7h Kd 9c 2s"
    And the dealer is dealt "Kc Qh 9h 5s 2d"
    And the player exchanges "Kd 9c 2s" for "7d 4c 3h"
    And the player then plays
    And the player insures for 10
    When the round is settled
    # K-Q-9-5-2 does not qualify: insurance 10, Ante 10, Raise pushes, exchange fee 10.
    Then the insurance wins 10
    And the Ante wins 10
    And the exchange fee of 10 is lost
    And the player's net result is 10

  @LPF-5
  Scenario: Insurance is refused in a game that has none
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Qd Jc 9h 5s 3c"
    And the player plays
    And the player insures for 10
    When the round is settled
    Then the round is refused with a message containing "lunar-poker has no insurance"
