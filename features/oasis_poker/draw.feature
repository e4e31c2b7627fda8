Feature: Oasis Poker's paid draw
  Oasis Poker is Caribbean Stud (OP-1: CS-1 to CS-7 apply, except CS-4.3) where the player may
  replace one to five cards, once, for a fee of the Ante times the number of cards replaced
  (OP-2), then raise or fold on the new hand (OP-2.1); the fee is never returned (OP-2.2).
  Ante 10, so the Raise is 20 and each card replaced costs 10.

  @OP-2 @OP-2.1 @OP-2.2 @CS-5.1
  Scenario: Replacing one card costs one Ante
    Given an Oasis Poker round with an Ante of 10
    And the player is dealt "Ah Kh 9h 6h 2c"
    And the dealer is dealt "Qd Qc 8s 5s 4d"
    And the player exchanges "2c" for "3h"
    And the player then plays
    When the round is settled
    # A heart flush beats Q-Q: Ante 10 x 1, Raise 20 x 5 = 100; fee 1 x 10. Net 10 + 100 - 10.
    Then the exchange fee of 10 is lost
    And the Ante wins 10
    And the Raise is paid on "flush"
    And the Raise wins 100
    And the player's net result is 100
    And the exchange fee cites OP-2
    And the ledger cites only clauses of CS, OP

  @OP-2 @OP-2.1
  Scenario: Replacing three cards costs three Antes
    Given an Oasis Poker round with an Ante of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd Kc 7h 6s 3d"
    And the player exchanges "8d 5c 2s" for "Qd 9c 4h"
    And the player then plays
    When the round is settled
    # Q-Q-Q beats K-K: Ante 10, Raise 20 x 3 = 60; fee 3 x 10 = 30. Net 10 + 60 - 30.
    Then the exchange fee of 30 is lost
    And the Ante wins 10
    And the Raise is paid on "three_of_a_kind"
    And the Raise wins 60
    And the player's net result is 40

  @OP-2 @OP-2.2 @CS-5.4
  Scenario: Replacing all five cards costs five Antes, lost even when the dealer does not qualify
    Given an Oasis Poker round with an Ante of 10
    And the player is dealt "9s 7h 5d 4c 2s"
    And the dealer is dealt "Kc Qd 9h 6s 2d"
    And the player exchanges "9s 7h 5d 4c 2s" for "As Ac Kd 8h 3c"
    And the player then plays
    When the round is settled
    # K-Q-9-6-2 does not qualify: Ante 10 x 1, Raise pushes; fee 5 x 10 = 50. Net 10 - 50.
    Then the exchange fee of 50 is lost
    And the Ante wins 10
    And the Raise pushes
    And the player's net result is -40

  @OP-2.1 @OP-2.2 @CS-4.1
  Scenario: Folding after the draw loses the Ante and the fee
    Given an Oasis Poker round with an Ante of 10
    And the player is dealt "Ah Kh 9h 6h 2c"
    And the dealer is dealt "Qd Qc 8s 5s 4d"
    And the player exchanges "2c" for "3d"
    And the player then folds
    When the round is settled
    Then the exchange fee of 10 is lost
    And the Ante loses 10
    And no Raise is settled
    And the player's net result is -20

  @OP-2.2
  Scenario: Read as a wager, the draw money is a lost wager of one Ante a card
    Given an Oasis Poker round with an Ante of 10
    And the interpretation fees_are_wagers is true
    And the player is dealt "Ah Kh 9h 6c 2c"
    And the dealer is dealt "Qd Qc 8s 5s 4d"
    And the player exchanges "6c 2c" for "3h 7h"
    And the player then plays
    When the round is settled
    # The same chips either way: flush 20 x 5 = 100, Ante 10, draw 2 x 10 = 20 lost.
    Then the exchange wager loses 20
    And no fee is charged
    And the Raise is paid on "flush"
    And the Raise wins 100
    And the player's net result is 90

  @OP-1 @CS-5.1 @CS-6
  Scenario: Without a draw an Oasis round is settled as Caribbean Stud
    Given an Oasis Poker round with an Ante of 10
    And the player is dealt "Ks Kh 4d 4c As"
    And the dealer is dealt "Qd Qc 9h 7s 3d"
    And the player raises
    When the round is settled
    # Two pair beats Q-Q: Ante 10, Raise 20 x 2 = 40 (the best line only).
    Then no fee is charged
    And the Ante wins 10
    And the Raise is paid on "two_pair"
    And the Raise wins 40
    And the ledger cites only clauses of CS

  @OP-2
  Scenario: Replacing no card is not a draw
    Given an Oasis Poker round with an Ante of 10
    And the player is dealt "Ah Kh 9h 6h 2c"
    And the dealer is dealt "Qd Qc 8s 5s 4d"
    And the player exchanges "" for ""
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "an exchange replaces 1 to 5 cards; exchanging 0 is not allowed (OP-2)"

  @OP-2
  Scenario: Buying a sixth card is refused
    Given an Oasis Poker round with an Ante of 10
    And the player is dealt "Ah Kh 9h 6h 2c"
    And the dealer is dealt "Qd Qc 8s 5s 4d"
    And the player buys "3h"
    And the player then plays
    When the round is settled
    Then the round is refused with a message containing "oasis-poker has no buy of a sixth card (OP-2)"

  @OP-2.1
  Scenario: A draw with no raise-or-fold after it is refused
    Given an Oasis Poker round with an Ante of 10
    And the player is dealt "Ah Kh 9h 6h 2c"
    And the dealer is dealt "Qd Qc 8s 5s 4d"
    And the player exchanges "2c" for "3h"
    When the round is settled
    Then the round is refused with a message containing "the player must play or fold (OP-2.1)"
