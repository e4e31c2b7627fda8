Feature: The player's decision: fold, play, buy or exchange
  Fold loses the Ante; play places a Raise of twice the Ante; buy adds a sixth card and
  exchange replaces two to five cards, each for a fee of one Ante, after which the player
  plays or folds (LP-7.1 to LP-7.5). A six-card hand plays its best five cards (LP-11).

  @LP-7.1
  Scenario: Folding loses the Ante and places no Raise
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jc Kc"
    And the dealer is dealt "Ad Kd 8h 6s 3c"
    And the player folds
    When the round is settled
    Then the Ante loses 10
    And no Raise is settled
    And no fee is charged
    # Ante -10, Super -10 (no line).
    And the player's net result is -20

  @LP-7.1
  Scenario: A folded Ante is lost even when the dealer would not have qualified
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jc Kc"
    And the dealer is dealt "Qd 9h 7h 6s 3c"
    And the player folds
    When the round is settled
    Then the Ante loses 10

  @LP-7.2 @LP-9.3
  Scenario: Playing places a Raise of twice the Ante
    Given a Lunar Poker round with an Ante of 5 and a Super of 5
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 4h 6s 3d"
    And the player plays
    When the round is settled
    # Raise = 2 x 5 = 10, lost to the dealer's Kings.
    Then the Raise loses 10
    And the Ante loses 5
    And no fee is charged
    # -5 - 10 - 5 (Super, no line).
    And the player's net result is -20

  @LP-7.3 @LP-7.5 @LP-11 @LP-9.1
  Scenario: Buying a sixth card costs one Ante, then the player plays
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 4h 6s 2d"
    And the player buys "Qd"
    And the player then plays
    When the round is settled
    # Three Queens beat the dealer's Kings: Raise 20 x 3 = 60; no second combination.
    Then the Ante pushes
    And the Raise is paid on "three_of_a_kind"
    And the Raise wins 60
    And the buy fee of 10 is lost
    # 60 - 10 (fee) - 10 (Super, a pair is on no Super line).
    And the player's net result is 40

  @LP-7.3 @LP-7.5
  Scenario: After a buy the player may fold
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Js 8h 6d 4c 2h"
    And the dealer is dealt "Ad Kd 9h 7c 5s"
    And the player buys "3s"
    And the player then folds
    When the round is settled
    Then the Ante loses 10
    And no Raise is settled
    And the buy fee of 10 is lost
    # -10 Ante, -10 fee, -10 Super.
    And the player's net result is -30

  @LP-11 @LP-7.3 @LP-9.1
  Scenario: A six-card hand plays its best five cards: a flush using the bought card
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Ks 9s 4s 2h"
    And the dealer is dealt "Ad Kd Qd 5c 3h"
    And the player buys "7s"
    And the player then plays
    When the round is settled
    # Best five As Ks 9s 7s 4s, a flush, beat the dealer's A-K-Q: Raise 20 x 5 = 100.
    # Ace-King lies inside the flush, so there is no second combination.
    Then the Ante pushes
    And the Raise is paid on "flush"
    And the Raise wins 100
    # 100 - 10 (fee) - 10 (Super: A-K without Q, two colours).
    And the player's net result is 80

  @LP-11 @LP-9.2
  Scenario: A six-card hand plays its best five cards: the lowest card is dropped and the hands tie
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Qd Qc 8h 5s 3h"
    And the player buys "3c"
    And the player then plays
    When the round is settled
    # Best five Q-Q-8-5-3 (the 2 is dropped) equal the dealer's Q-Q-8-5-3.
    Then the Ante pushes
    And the Raise pushes
    # -10 fee, -10 Super.
    And the player's net result is -20

  @LP-7.4 @LP-7.5 @LP-9.1
  Scenario: Exchanging two cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Ad Kd 9h 5c 3s"
    And the player exchanges "Kc 2s" for "7c 4d"
    And the player then plays
    When the round is settled
    # Four Sevens beat A-K: Raise 20 x 20 = 400. Super: trips on the deal 8 x 10 = 80.
    Then the Ante pushes
    And the Raise is paid on "four_of_a_kind"
    And the Raise wins 400
    And the exchange fee of 10 is lost
    And the Super is paid on "three_of_a_kind"
    And the Super wins 80
    # 400 + 80 - 10.
    And the player's net result is 470

  @LP-7.4 @LP-7.5 @LP-9.1
  Scenario: Exchanging three cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "9s 9h Kd 6c 2h"
    And the dealer is dealt "Ad Kh Jh 5c 3s"
    And the player exchanges "Kd 6c 2h" for "9d Ks Kc"
    And the player then plays
    When the round is settled
    # Nines full of Kings beat A-K: Raise 20 x 7 = 140.
    Then the Ante pushes
    And the Raise is paid on "full_house"
    And the Raise wins 140
    And the exchange fee of 10 is lost
    # 140 - 10 (fee) - 10 (Super: a pair, two colours).
    And the player's net result is 120

  @LP-7.4 @LP-7.5 @LP-9.1
  Scenario: Exchanging four cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs 8h 6d 4c 2h"
    And the dealer is dealt "Ks Kd 9h 7c 3s"
    And the player exchanges "8h 6d 4c 2h" for "Jd Th 9c 8s"
    And the player then plays
    When the round is settled
    # Q-J-T-9-8 straight beats the dealer's Kings: Raise 20 x 4 = 80.
    Then the Ante pushes
    And the Raise is paid on "straight"
    And the Raise wins 80
    And the exchange fee of 10 is lost
    # 80 - 10 - 10.
    And the player's net result is 60

  @LP-7.4 @LP-7.5 @LP-9.1 @LP-11.1
  Scenario: Exchanging all five cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Js 8h 6d 4c 2h"
    And the dealer is dealt "Ah Kd 9h 7c 3s"
    And the player exchanges "Js 8h 6d 4c 2h" for "As Ks Qh Jd 3c"
    And the player then plays
    When the round is settled
    # A-K-Q-J-3 beats A-K-9-7-3; Ace-King pays 1: Raise 20 x 1 = 20.
    Then the Ante pushes
    And the Raise is paid on "ace_king"
    And the Raise wins 20
    And the exchange fee of 10 is lost
    # 20 - 10 - 10.
    And the player's net result is 0
