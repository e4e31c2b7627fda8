Feature: Interpretations switched to their alternatives
  Where the source can be read two ways the rules_spec names the reading (brief §1):
  super_sf_counts_as (default flush: a straight flush pays the Super's Flush line; own_category:
  it satisfies neither Flush nor Straight) and fees_are_wagers (default false: buy/exchange
  money is a fee; true: it is a wager that always loses). The chips lost are the same either way.

  @LP-5 @LP-5.1 @LP-6
  Scenario: By default a straight flush pays the Super's Flush line
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation super_sf_counts_as is flush
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Ad Kc 8s 6s 3c"
    When the round is settled
    # Flush 60 x 10.
    Then the Super is paid on "flush"
    And the Super wins 600

  @LP-5 @LP-5.1 @LP-6
  Scenario: As its own category a straight flush pays only the one-colour line
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation super_sf_counts_as is own_category
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Ad Kc 8s 6s 3c"
    When the round is settled
    # Not a Flush, not a Straight; five hearts are one colour: 2 x 10 = 20.
    Then the Super is paid on "one_colour"
    And the Super wins 20
    # The Instant table is not the Super table: still 200 x 10.
    And the instant payout is paid on "straight_flush"
    And the instant payout wins 2000

  @LP-5 @LP-5.1 @LP-6
  Scenario: As its own category a royal flush pays the Ace-King-Queen line
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation super_sf_counts_as is own_category
    And the player is dealt "Ts Js Qs Ks As"
    And the dealer is dealt "Ad Kc 8h 6d 3c"
    When the round is settled
    # A-K-Q 5 beats one colour 2: 5 x 10 = 50. Instant royal 1000 x 10 = 10000.
    Then the Super is paid on "ace_king_queen"
    And the Super wins 50
    And the instant payout is paid on "royal_flush"
    And the instant payout wins 10000

  @LP-5 @LP-5.1
  Scenario: As its own category a plain flush still pays the Flush line
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation super_sf_counts_as is own_category
    And the player is dealt "2h 6h 9h Jh Kh"
    And the dealer is dealt "Ac Tc 6c 4d 3d"
    And the player folds
    When the round is settled
    Then the Super is paid on "flush"
    And the Super wins 600

  @LP-3 @LP-8 @LP-5.1
  Scenario: The reading applies to a Super on the dealer's straight flush too
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation super_sf_counts_as is own_category
    And the player is dealt "2s 5h 9d Jd Kh"
    And the dealer is dealt "9c Tc Jc Qc Kc"
    And a Super of 5 on the dealer's hand
    And the player folds
    When the round is settled
    # Not a Flush or Straight; no Ace for A-K-Q; not five face cards (9, T): one colour 2 x 5 = 10.
    Then the Super on the dealer's hand is paid on "one_colour"
    And the Super on the dealer's hand wins 10

  @LP-3 @LP-8
  Scenario: By default the dealer's straight flush pays the Flush line on a Super
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jd Kh"
    And the dealer is dealt "9c Tc Jc Qc Kc"
    And a Super of 5 on the dealer's hand
    And the player folds
    When the round is settled
    # Flush 60 x 5 = 300.
    Then the Super on the dealer's hand is paid on "flush"
    And the Super on the dealer's hand wins 300

  @LP-9.1 @LP-10 @LP-7.4
  Scenario: The reading is about the Super only: the Raise still pays a straight flush
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation super_sf_counts_as is own_category
    And the player is dealt "5h 6h 7h 2c 2d"
    And the dealer is dealt "Ad Kd Qc 4s 3c"
    And the player exchanges "2c 2d" for "8h 9h"
    And the player then plays
    When the round is settled
    # 5-9 of hearts beats A-K-Q: straight flush 50 x 20 = 1000; the flush and straight lie inside it.
    Then the Raise is paid on "straight_flush"
    And the Raise wins 1000
    # 1000 - 10 (fee) - 10 (Super: a pair of Twos, two colours).
    And the player's net result is 980

  @LP-7.4 @LP-7.7
  Scenario: By default the exchange money is a fee, not a wager
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation fees_are_wagers is false
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 4h 6s 2d"
    And the player exchanges "8d 5c 2s" for "9c 7h 3d"
    And the player then plays
    When the round is settled
    Then the exchange fee of 10 is lost
    And no exchange wager is settled
    # -10 Ante - 20 Raise - 10 Super - 10 fee.
    And the player's net result is -50

  @LP-7.4 @LP-7.7
  Scenario: With fees_are_wagers the exchange money is a wager that loses
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation fees_are_wagers is true
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 4h 6s 2d"
    And the player exchanges "8d 5c 2s" for "9c 7h 3d"
    And the player then plays
    When the round is settled
    Then the exchange wager loses 10
    And no fee is charged
    # The same chips as with a fee: -10 - 20 - 10 - 10.
    And the player's net result is -50

  @LP-7.3 @LP-7.7
  Scenario: With fees_are_wagers the buy money is a wager that loses even when the player wins
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the interpretation fees_are_wagers is true
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 7h 6s 3d"
    And the player buys "Qd"
    And the player then plays
    When the round is settled
    Then the buy wager loses 10
    And no fee is charged
    And the Raise is paid on "three_of_a_kind"
    # Raise 3 x 20 = 60, Super -10, buy -10.
    And the player's net result is 40
