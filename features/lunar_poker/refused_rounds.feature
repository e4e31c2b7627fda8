Feature: Impossible rounds are refused
  A round that could not have happened under the rules is refused with a message that names
  the problem, instead of being settled: a card dealt twice (LP-1), a Super below the Ante
  (LP-2), a hand of the wrong size (LP-4), a decision after an instant payout (LP-6), an
  exchange of other than two to five cards (LP-7.4), a buy or exchange made twice or both
  (LP-7.6), a draw with no play-or-fold after it (LP-7.5), a Super on a hand not dealt (LP-3).

  @LP-1
  Scenario: A card dealt to both the player and the dealer
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "As Qc 9h 5s 2d"
    And the player plays
    When the round is settled
    Then the round is refused with a message containing "dealt twice"

  @LP-1 @LP-7.4
  Scenario: A discarded card drawn again
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player exchanges "9d 6c 3h" for "9d 2c 4c"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "dealt twice"

  @LP-1 @LP-3
  Scenario: A card dealt to both the dealer and another player
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And player 2 is dealt "Qc 8c 7c 4d 2s"
    And a Super of 5 on player 2's hand
    And the player folds
    When the round is settled
    Then the round is refused with a message containing "dealt twice"

  @LP-2
  Scenario: A Super smaller than the Ante
    Given a Lunar Poker round with an Ante of 10 and a Super of 5
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player plays
    When the round is settled
    Then the round is refused with a message containing "must be at least the Ante"

  @LP-4
  Scenario: A player with four cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player plays
    When the round is settled
    Then the round is refused with a message containing "player must have exactly 5 cards, got 4"

  @LP-4
  Scenario: A dealer with six cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d 7c"
    And the player plays
    When the round is settled
    Then the round is refused with a message containing "dealer must have exactly 5 cards, got 6"

  @LP-4 @LP-3
  Scenario: Another player with four cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And player 2 is dealt "Jc 8c 7c 4d"
    And a Super of 5 on player 2's hand
    And the player folds
    When the round is settled
    Then the round is refused with a message containing "player 2 must have exactly 5 cards, got 4"

  @LP-3
  Scenario: A Super on a player whose hand is not given
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And a Super of 5 on player 3's hand
    And the player folds
    When the round is settled
    Then the round is refused with a message containing "no cards for player 3"

  @LP-6
  Scenario: A decision after an instant payout
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Ad Kc 8s 6s 3c"
    And the player plays
    When the round is settled
    Then the round is refused with a message containing "a decision after an instant payout"

  @LP-6
  Scenario: An exchange after an instant payout
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Ts Js Qs Ks As"
    And the dealer is dealt "Ad Kc 8s 6s 3c"
    And the player exchanges "Ts Js" for "2d 3d"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "a decision after an instant payout"

  @LP-7.4
  Scenario: Exchanging one card
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player exchanges "3h" for "2c"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "exchanging 1 is not allowed"

  @LP-7.4
  Scenario: Exchanging six cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qd 9h 5s 2d"
    And the player exchanges "As Kh 9d 6c 3h Qc" for "2c 4c 5d 7d 8s Jc"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "exchanging 6 is not allowed"

  @LP-7.4
  Scenario: Exchanging no card
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player exchanges "" for ""
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "exchanging 0 is not allowed"

  @LP-7.4
  Scenario: Fewer cards drawn than discarded
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player exchanges "9d 6c 3h" for "2c 4c"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "3 cards discarded but 2 drawn"

  @LP-7.4
  Scenario: Discarding a card the player does not hold
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player exchanges "Jd 3h" for "2c 4c"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "not one of the player's cards"

  @LP-7.6 @LP-7.3
  Scenario: Buying and exchanging in the same round
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player buys "Qd"
    And the player also discards "3h"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "discards nothing"

  @LP-7.6 @LP-7.3
  Scenario: Buying twice
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player buys "Qd 4c"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "a buy draws exactly 1 card, got 2"

  @LP-7.5
  Scenario: An exchange with no play-or-fold after it
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player exchanges "9d 6c 3h" for "2c 4c 7s"
    When the round is settled
    Then the round is refused with a message containing "must play or fold"

  @LP-7.5
  Scenario: A second decision after playing without a draw
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    And the player plays
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "only follows a buy or exchange"

  @LP-7.1 @LP-7.2
  Scenario: No decision on a hand that was not paid instantly
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh 9d 6c 3h"
    And the dealer is dealt "Ad Qc 9h 5s 2d"
    When the round is settled
    Then the round is refused with a message containing "missing: fold, play, buy or exchange"
