Feature: Instant payout for a straight flush or royal flush
  A player dealt a straight flush or a royal flush is paid on the Ante at once by the Instant
  paytable (straight flush 200 to 1, royal flush 1000 to 1) and the hand is over: no Raise and
  no decision. The Super is still settled, and by default a straight flush pays the Super's
  Flush line (60), the best line it satisfies (LP-6, interpretation super_sf_counts_as=flush).

  @LP-6 @LP-5 @LP-5.1
  Scenario: A straight flush is paid 200 to 1 on the Ante and the Super is still settled
    Given a Lunar Poker round with an Ante of 5 and a Super of 10
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Ad Kc 8s 6s 3c"
    When the round is settled
    # Instant: 200 x Ante 5 = 1000. Super: flush 60 x 10 = 600 (flush, straight, one colour: best 60).
    Then the instant payout is paid on "straight_flush"
    And the instant payout wins 1000
    And the Super is paid on "flush"
    And the Super wins 600
    And no Ante is settled
    And no Raise is settled
    And no fee is charged
    # 1000 + 600.
    And the player's net result is 1600

  @LP-6 @LP-5 @LP-5.1
  Scenario: A royal flush is paid 1000 to 1 on the Ante and the Super is still settled
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Ts Js Qs Ks As"
    And the dealer is dealt "Ad Kc 8h 6d 3c"
    When the round is settled
    # Instant: 1000 x 10 = 10000. Super: flush 60 beats straight 30, A-K-Q 5, one colour 2: 600.
    Then the instant payout is paid on "royal_flush"
    And the instant payout wins 10000
    And the Super is paid on "flush"
    And the Super wins 600
    And no Raise is settled
    # 10000 + 600.
    And the player's net result is 10600

  @LP-6
  Scenario: The wheel straight flush is a straight flush, not a royal
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Ad 2d 3d 4d 5d"
    And the dealer is dealt "Kc Qs 8h 6s 3c"
    When the round is settled
    # A-2-3-4-5 of diamonds: 200 x 10 = 2000.
    Then the instant payout is paid on "straight_flush"
    And the instant payout wins 2000

  @LP-6
  Scenario: A King-high straight flush is a straight flush, not a royal
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "9c Tc Jc Qc Kc"
    And the dealer is dealt "Ad Qs 8h 6s 3d"
    When the round is settled
    # 200 x 10 = 2000; Super flush 60 x 10 = 600 (no Ace: no A-K-Q).
    Then the instant payout is paid on "straight_flush"
    And the instant payout wins 2000
    And the Super is paid on "flush"
    And the Super wins 600
    And the player's net result is 2600

  @LP-6 @LP-3 @LP-8
  Scenario: A Super on the dealer's hand is still settled after an instant payout
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Kd Kc Ks 4s 4c"
    And a Super of 5 on the dealer's hand
    When the round is settled
    # Instant 200 x 10 = 2000; own Super flush 600; dealer full house 100 x 5 = 500.
    Then the instant payout is paid on "straight_flush"
    And the instant payout wins 2000
    And the Super on the dealer's hand is paid on "full_house"
    And the Super on the dealer's hand wins 500
    And the Super is paid on "flush"
    # 2000 + 600 + 500.
    And the player's net result is 3100

  @LP-6
  Scenario: An instant payout is not paid again when the dealer does not qualify
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Qd Jc 8s 6s 3c"
    When the round is settled
    # The hand is over at the deal: no Ante wager meets the dealer, so no even-money Ante win.
    Then no Ante is settled
    And the instant payout is paid on "straight_flush"
    And the Super is paid on "flush"
    And the player's net result is 2600
