Feature: Buy and exchange fees are lost in every outcome
  Buying or exchanging costs one Ante, a fee that is never paid or returned: not when the
  player folds, wins, ties or loses, nor when the dealer does not qualify (LP-7.3, LP-7.4,
  LP-7.7). Only one buy or exchange is made, so exactly one fee is charged (LP-7.6).

  # Ante 10, Super 10, Raise 20. The player holds Q-Q-8-5-2 (no Super line: Super -10) and
  # exchanges 8-5-2. Net = Ante + Raise + Super - fee:
  #   folds after the draw:       -10 +   0 - 10 - 10 = -30
  #   wins with three Queens:       0 +  60 - 10 - 10 =  40  (trips 3 x 20)
  #   ties Q-Q-9-7-3:               0 +   0 - 10 - 10 = -20
  #   loses to Kings:             -10 -  20 - 10 - 10 = -50
  #   dealer K-J high, no qualify: +10 +   0 - 10 - 10 = -10
  @LP-7.4 @LP-7.6 @LP-7.7
  Scenario Outline: The exchange fee is lost when <outcome>
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "<dealer>"
    And the player exchanges "8d 5c 2s" for "<drawn>"
    And the player then <after>
    When the round is settled
    Then the exchange fee of 10 is lost
    And the player's net result is <net>

    Examples:
      | outcome                          | drawn    | after | dealer         | net |
      | the player folds after the draw  | 9c 7h 3d | folds | Kd Kc 4h 6s 2d | -30 |
      | the hands tie                    | 9c 7h 3d | plays | Qd Qc 9s 7d 3h | -20 |
      | the player loses                 | 9c 7h 3d | plays | Kd Kc 4h 6s 2d | -50 |
      | the dealer does not qualify      | 9c 7h 3d | plays | Kd Jc 9h 6s 2d | -10 |

  @LP-7.4 @LP-7.6 @LP-7.7
  Scenario: The exchange fee is lost when the player wins
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 7h 6s 3d"
    And the player exchanges "8d 5c 2s" for "Qd 9c 4h"
    And the player then plays
    When the round is settled
    Then the exchange fee of 10 is lost
    And the Raise is paid on "three_of_a_kind"
    # 0 + 60 - 10 - 10 (trips 3 x 20).
    And the player's net result is 40

  # Ante 5, Super 5, Raise 10, fee 5 (one Ante). The player holds Q-Q-8-5-2 (Super -5):
  #   folds after the draw:         -5 +  0 - 5 - 5 = -15
  #   wins with three Queens:        0 + 30 - 5 - 5 =  20  (trips 3 x 10)
  #   ties Q-Q-8-5-3 (2 dropped):    0 +  0 - 5 - 5 = -10
  #   loses to Kings:               -5 - 10 - 5 - 5 = -25
  #   dealer K-J high, no qualify:  +5 +  0 - 5 - 5 =  -5
  @LP-7.3 @LP-7.6 @LP-7.7
  Scenario Outline: The buy fee is lost when <outcome>
    Given a Lunar Poker round with an Ante of 5 and a Super of 5
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "<dealer>"
    And the player buys "<drawn>"
    And the player then <after>
    When the round is settled
    Then the buy fee of 5 is lost
    And the player's net result is <net>

    Examples:
      | outcome                          | drawn | after | dealer         | net |
      | the player folds after the draw  | 3c    | folds | Kd Kc 4h 6s 2d | -15 |
      | the hands tie                    | 3c    | plays | Qd Qc 8h 5s 3h | -10 |
      | the player loses                 | 3c    | plays | Kd Kc 4h 6s 2d | -25 |
      | the dealer does not qualify      | 3c    | plays | Kd Jc 9h 6s 2d | -5  |

  @LP-7.3 @LP-7.6 @LP-7.7
  Scenario: The buy fee is lost when the player wins
    Given a Lunar Poker round with an Ante of 5 and a Super of 5
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 7h 6s 3d"
    And the player buys "Qd"
    And the player then plays
    When the round is settled
    Then the buy fee of 5 is lost
    And the Raise is paid on "three_of_a_kind"
    # 0 + 30 - 5 - 5 (trips 3 x 10).
    And the player's net result is 20

  @LP-7.7 @LP-7.2
  Scenario: Playing without drawing charges no fee
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd 7c 2h 9s As"
    And the player plays
    When the round is settled
    Then no fee is charged

  # The round of the documented JSON example: exchange 7d 3c for Ac 2d, leaving A-A-K-7-2,
  # against K-Q-9-7-2, which does not qualify. A Super of 5 on the dealer's hand (no line).
  # Ante +10, Raise pushes, Super -10 (A-K without Q, two colours), fee -10, dealer Super -5.
  @LP-7.4 @LP-7.7 @LP-9.4 @LP-3 @LP-8
  Scenario: The documented example round
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Ah Kh 7d 7s 3c"
    And the dealer is dealt "Kd 7c 2h 9s Qs"
    And the player exchanges "7d 3c" for "Ac 2d"
    And the player then plays
    And a Super of 5 on the dealer's hand
    When the round is settled
    Then the Ante wins 10
    And the Raise pushes
    And the exchange fee of 10 is lost
    And the Super on the dealer's hand loses 5
    And the player's net result is -15
