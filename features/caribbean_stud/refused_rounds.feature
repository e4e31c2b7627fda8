Feature: Impossible Caribbean Stud rounds are refused
  Caribbean Stud has only the Ante (CS-2) and no draw (CS-4.3); a Super, a buy, an exchange or
  a variant's option in a Caribbean Stud round is refused, as are cards dealt twice (CS-1) and
  hands of the wrong size (CS-3).

  @CS-2
  Scenario: A Super bet is refused
    Given a Caribbean Stud round with an Ante of 10
    And the player also places a Super of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player raises
    When the round is settled
    Then the round is refused with a message containing "caribbean-stud has no Super bet: only the Ante is staked (CS-2)"

  @CS-2
  Scenario: A Super on the dealer's hand is refused
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And a Super of 5 on the dealer's hand
    And the player raises
    When the round is settled
    Then the round is refused with a message containing "has no Super bets on other hands (CS-2)"

  @CS-2
  Scenario: A Jackpot Bonus is refused
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And a Jackpot Bonus of 5
    And the player raises
    When the round is settled
    Then the round is refused with a message containing "caribbean-stud has no Jackpot Bonus bet"

  @CS-4.3
  Scenario: Buying a sixth card is refused
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player buys "2c"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "caribbean-stud has no buy of a sixth card (CS-4.3)"

  @CS-4.3
  Scenario: Exchanging cards is refused
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player exchanges "4c 3s" for "Ac Ah"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "caribbean-stud has no exchange: the five cards dealt are played (CS-4.3)"

  @CS-4.3
  Scenario: A dealer draw is refused
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "7s 7h 7d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player raises
    And the player makes the dealer draw, and the dealer draws "Kh"
    When the round is settled
    Then the round is refused with a message containing "caribbean-stud has no dealer draw"

  @CS-3
  Scenario: A player with four cards
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player raises
    When the round is settled
    Then the round is refused with a message containing "player must have exactly 5 cards, got 4 (CS-3)"

  @CS-1
  Scenario: A card dealt to both the player and the dealer
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Js Qc 9h 5s 2d"
    And the player raises
    When the round is settled
    Then the round is refused with a message containing "card Js is dealt twice (also player[0]) (CS-1)"

  @CS-4.1 @CS-4.2
  Scenario: A round with no decision
    Given a Caribbean Stud round with an Ante of 10
    And the player is dealt "Js 8h 6d 4c 3s"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    When the round is settled
    Then the round is refused with a message containing "missing: fold or play (CS-4.1 to CS-4.2)"
