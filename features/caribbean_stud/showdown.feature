Feature: Caribbean Stud showdown against the dealer
  The Ante is the only bet (CS-2); the player folds (CS-4.1) or raises twice the Ante (CS-4.2).
  The dealer qualifies with Ace-King high or better (CS-5). Against a qualifying dealer a win
  pays the Ante even money and the Raise by the Raise paytable's best line only (CS-5.1, CS-6),
  a tie pushes both (CS-5.2), a loss loses both (CS-5.3); a dealer who does not qualify pays
  the Ante even money and pushes the Raise (CS-5.4). Ante 10, so the Raise is 20.

  @CS-5 @CS-5.1 @CS-4.2 @CS-2
  Scenario: The player beats a qualifying dealer
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd 7c 2h 9s As"
    And the player raises
    When the round is settled
    # Pair of Queens beats A-K-9-7-2 (which qualifies): Ante 10 x 1, Raise 20 x 1 (pair).
    Then the Ante wins 10
    And the Raise is paid on "pair"
    And the Raise wins 20
    And no Super is settled
    And the player's net result is 30
    And the Ante cites CS-5.1
    And the ledger cites only clauses of CS

  @CS-6 @CS-5.1
  Scenario: Two pair with an Ace-King is paid as two pair only
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Ks Kh 4d 4c As"
    And the dealer is dealt "Qd Qc 9h 7s 3d"
    And the player raises
    When the round is settled
    # K-K-4-4-A beats Q-Q: the best line, two pair, pays 2; no second combination (A-K): 20 x 2.
    Then the Ante wins 10
    And the Raise is paid on "two_pair"
    And the Raise wins 40
    And the Raise cites CS-6
    And the player's net result is 50

  @CS-6
  Scenario: A flush holding an Ace and a King is paid as a flush only
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Ah Kh 9h 6h 2h"
    And the dealer is dealt "Jd Jc 8s 5s 3d"
    And the player raises
    When the round is settled
    # Flush pays 5: 20 x 5 = 100, plus the Ante's 10.
    Then the Ante wins 10
    And the Raise is paid on "flush"
    And the Raise wins 100
    And the player's net result is 110

  @CS-6 @CS-5.1 @CS-1
  Scenario: Ace-King high beating a qualifying dealer is paid as the Ace-King line
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Kc 8h 4s 2d"
    And the player raises
    When the round is settled
    # A-K-9 beats A-K-8; Ace-King pays 1: Raise 20.
    Then the Ante wins 10
    And the Raise is paid on "ace_king"
    And the Raise wins 20

  @CS-5.2 @CS-1
  Scenario: The player ties a qualifying dealer
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Qd Qc 8h 5s 2d"
    And the player raises
    When the round is settled
    Then the Ante pushes
    And the Raise pushes
    And the player's net result is 0

  @CS-5.3
  Scenario: A qualifying dealer beats the player
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 4h 6s 2d"
    And the player raises
    When the round is settled
    Then the Ante loses 10
    And the Raise loses 20
    And the player's net result is -30

  @CS-5.3 @CS-1
  Scenario: The same pair loses on the last kicker
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Qd Qc 8h 5s 3d"
    And the player raises
    When the round is settled
    Then the Ante loses 10
    And the Raise loses 20

  @CS-1 @CS-5.1
  Scenario: A wheel straight beats three of a kind
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "As 2d 3c 4h 5s"
    And the dealer is dealt "Kd Kc Kh 9s 2h"
    And the player raises
    When the round is settled
    # A-2-3-4-5 is a straight: 20 x 4 = 80.
    Then the Ante wins 10
    And the Raise is paid on "straight"
    And the Raise wins 80

  @CS-5.4
  Scenario: A dealer who does not qualify pays the Ante and pushes the Raise
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player raises
    When the round is settled
    Then the Ante wins 10
    And the Raise pushes
    And the player's net result is 10
    And the Raise cites CS-5.4

  @CS-5.4
  Scenario: A dealer who does not qualify pays the Ante even to a weaker hand
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player raises
    When the round is settled
    Then the Ante wins 10
    And the Raise pushes

  # The player's A-Q-9-6-3 loses to any qualifying dealer hand here, so the Ante shows whether
  # the dealer qualified: lost (qualifies) or paid even money (does not).
  @CS-5 @CS-5.3 @CS-5.4
  Scenario Outline: The Ace-King qualification boundary: dealer <dealer>
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "As Qh 9d 6c 3h"
    And the dealer is dealt "<dealer>"
    And the player raises
    When the round is settled
    Then the Ante <ante>
    And the Raise <raise>

    Examples:
      | dealer         | ante     | raise    |
      | Ad Kc 4h 3s 2d | loses 10 | loses 20 |
      | Ad Qc Jh 4s 2d | wins 10  | pushes   |
      | 2c 2h 7d 5s 4d | loses 10 | loses 20 |
      | Ad 2c 3s 4s 5d | loses 10 | loses 20 |

  @CS-4.1
  Scenario: A player who folds loses the Ante
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player folds
    When the round is settled
    Then the Ante loses 10
    And no Raise is settled
    And the player's net result is -10
    And the Ante cites CS-4.1

  @CS-7 @CS-5.1 @CS-6
  Scenario: A royal flush is played and paid on the Raise, not at once
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Ts Js Qs Ks As"
    And the dealer is dealt "Ad Kc 8h 4s 2d"
    And the player raises
    When the round is settled
    # Royal flush pays 100: 20 x 100 = 2000, plus the Ante's 10.
    Then no instant payout is settled
    And the Ante wins 10
    And the Raise is paid on "royal_flush"
    And the Raise wins 2000

  @CS-7 @CS-5.4
  Scenario: A straight flush against a dealer who does not qualify wins the Ante only
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Kd Qc Js 4s 2d"
    And the player raises
    When the round is settled
    Then no instant payout is settled
    And the Ante wins 10
    And the Raise pushes
    And the player's net result is 10
