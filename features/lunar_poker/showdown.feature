Feature: Showdown against the dealer
  The dealer qualifies with Ace-King high or better (LP-9). Against a qualifying dealer a win
  pushes the Ante and pays the Raise by the Raise paytable, a tie pushes both, a loss loses
  both (LP-9.1 to LP-9.3). When the dealer does not qualify the Ante is paid even money and
  the Raise pushes, whatever the player holds (LP-9.4). Hands compare by standard poker rank
  with kickers (LP-1). Ante 10, Super 10, so the Raise is 20.

  @LP-9 @LP-9.1 @LP-7.2
  Scenario: The player beats a qualifying dealer
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd 7c 2h 9s As"
    And the player plays
    When the round is settled
    # Pair of Queens beats A-K-9-7-2 (which qualifies): Raise 20 x 1 = 20.
    Then the Ante pushes
    And the Raise is paid on "pair"
    And the Raise wins 20
    # 0 + 20 - 10 (Super, no line).
    And the player's net result is 10

  @LP-9 @LP-9.2 @LP-1
  Scenario: The player ties a qualifying dealer
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Qd Qc 8h 5s 2d"
    And the player plays
    When the round is settled
    Then the Ante pushes
    And the Raise pushes
    # Only the Super (no line) is lost.
    And the player's net result is -10

  @LP-9 @LP-9.3
  Scenario: A qualifying dealer beats the player
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 4h 6s 2d"
    And the player plays
    When the round is settled
    Then the Ante loses 10
    And the Raise loses 20
    # -10 - 20 - 10.
    And the player's net result is -40

  @LP-9.3 @LP-1
  Scenario: The same pair loses on the last kicker
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Qd Qc 8h 5s 3d"
    And the player plays
    When the round is settled
    # Q-Q-8-5-2 against Q-Q-8-5-3.
    Then the Ante loses 10
    And the Raise loses 20

  @LP-9.1 @LP-1
  Scenario: A wheel straight beats three of a kind
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As 2d 3c 4h 5s"
    And the dealer is dealt "Kd Kc Kh 9s 2h"
    And the player plays
    When the round is settled
    # A-2-3-4-5 is a straight (the Ace plays low): Raise 20 x 4 = 80.
    Then the Raise is paid on "straight"
    And the Raise wins 80

  @LP-9.4
  Scenario: A dealer who does not qualify pays the Ante and pushes the Raise
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player plays
    When the round is settled
    Then the Ante wins 10
    And the Raise pushes
    # +10 - 10 (Super).
    And the player's net result is 0

  @LP-9.4
  Scenario: A dealer who does not qualify pays the Ante even to a weaker hand
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player plays
    When the round is settled
    # J-high loses to K-high, but the dealer does not qualify.
    Then the Ante wins 10
    And the Raise pushes

  @LP-9.4 @LP-10.1
  Scenario: A dealer who does not qualify pays no Raise combinations
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Ah Kd 7c 3s"
    And the dealer is dealt "Kh Qc 9d 6s 2h"
    And the player plays
    When the round is settled
    # Pair of Aces plus Ace-King would pay 1 + 1 against a qualifying dealer; here the Raise pushes.
    Then the Ante wins 10
    And the Raise pushes

  # The player's A-Q-9-6-3 loses to any qualifying dealer hand here, so the Ante shows
  # whether the dealer qualified: lost (qualifies) or paid even money (does not).
  # Rows: A-K-4-3-2 (upcard A), A-K-5-3-2 (upcard K), A-Q-J, K-Q-J, a pair of Twos, the wheel.
  @LP-9 @LP-9.3 @LP-9.4
  Scenario Outline: The Ace-King qualification boundary: dealer <dealer>
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Qh 9d 6c 3h"
    And the dealer is dealt "<dealer>"
    And the player plays
    When the round is settled
    Then the Ante <ante>
    And the Raise <raise>

    Examples:
      | dealer         | ante     | raise    |
      | Ad Kc 4h 3s 2d | loses 10 | loses 20 |
      | Kc Ad 5h 3s 2d | loses 10 | loses 20 |
      | Ad Qc Jh 4s 2d | wins 10  | pushes   |
      | Kd Qc Jh 4s 2d | wins 10  | pushes   |
      | 2c 2h 7d 5s 4d | loses 10 | loses 20 |
      | Ad 2c 3s 4s 5d | loses 10 | loses 20 |

  @LP-11.1 @LP-9.1
  Scenario: Ace-King high beating a qualifying dealer is paid as the Ace-King line
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Kc 8h 4s 2d"
    And the player plays
    When the round is settled
    # A-K-9 beats A-K-8; Ace-King pays 1: Raise 20.
    Then the Ante pushes
    And the Raise is paid on "ace_king"
    And the Raise wins 20

  @LP-11.1 @LP-9.3
  Scenario: Ace-King is not a pair: the dealer's lowest pair beats it
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "2c 2d 7h 5s 4d"
    And the player plays
    When the round is settled
    Then the Ante loses 10
    And the Raise loses 20

  # The Ace plays low in the wheel, so A-2-3-4-5 is the lowest straight (five high), not an
  # Ace-high one. The dealer's 2-3-4-5-6 is a six-high straight: it qualifies and wins.
  # Ante -10, Raise -20; the Super is settled on the player's wheel: straight 30 x 10 = 300
  # (four suits: no flush, no one colour; no King or Queen: no A-K-Q). Net -10 - 20 + 300 = 270.
  @LP-1 @LP-9.3
  Scenario: The wheel is the lowest straight: a six-high straight beats it
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As 2d 3c 4h 5s"
    And the dealer is dealt "2h 3h 4d 5d 6c"
    And the player plays
    When the round is settled
    Then the Ante loses 10
    And the Raise loses 20
    And the Super is paid on "straight"
    And the Super wins 300
    And the player's net result is 270
