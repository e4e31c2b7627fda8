Feature: Super bets
  The Super is settled on the player's own first five cards by the Super paytable and pays
  only the best line the hand satisfies (LP-5, LP-5.1). Super bets on the dealer's hand and on
  another player's hand are settled the same way on the hand they name (LP-3, LP-8).
  Amounts are for the standard paytable: Super pays N to 1, so a win nets stake x N.

  # Every line of the standard Super table, with Super = 10 (win = 10 x pays):
  # four of a kind 250 -> 2500, five face cards 120 -> 1200, full house 100 -> 1000,
  # flush 60 -> 600, straight 30 -> 300, three of a kind 8 -> 80, A-K-Q 5 -> 50,
  # one colour 2 -> 20. The player folds: the Super is settled at the deal regardless.
  @LP-2 @LP-5
  Scenario Outline: The Super on the player's own hand pays its line: <line>
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "<player>"
    And the dealer is dealt "Ac Tc 6c 4d 3d"
    And the player folds
    When the round is settled
    Then the Super is paid on "<line>"
    And the Super wins <win>

    Examples:
      | line            | player         | win  |
      | four_of_a_kind  | 9s 9h 9d 9c 2h | 2500 |
      | five_face_cards | Js Qh Kd Jc Qd | 1200 |
      | full_house      | 8s 8h 8d 4c 4s | 1000 |
      | flush           | 2h 6h 9h Jh Kh | 600  |
      | straight        | 5s 6h 7d 8c 9s | 300  |
      | three_of_a_kind | 7s 7h 7d Kc 2s | 80   |
      | ace_king_queen  | As Kh Qd 4c 9s | 50   |
      | one_colour      | 2h 5d 9h Jd Kh | 20   |

  # No pair, no straight (2-5-9-J-K), two suits of each colour, no Ace: no line.
  @LP-2 @LP-5
  Scenario: A hand on no Super line loses the Super
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jc Kc"
    And the dealer is dealt "Ac Tc 6c 4d 3d"
    And the player folds
    When the round is settled
    Then the Super loses 10
    # Ante 10 folded + Super 10 lost.
    And the player's net result is -20

  # The Super is a separate wager from the Ante: a Super larger than the Ante is paid on its own stake.
  @LP-2 @LP-5
  Scenario: The Super is paid on its own stake, not the Ante
    Given a Lunar Poker round with an Ante of 5 and a Super of 20
    And the player is dealt "8s 8h 8d 4c 4s"
    And the dealer is dealt "Ac Tc 6c 4d 3d"
    And the player folds
    When the round is settled
    # Full house 100 to 1 on 20 = 2000; the Ante of 5 is folded: net 2000 - 5 = 1995.
    Then the Super is paid on "full_house"
    And the Super wins 2000
    And the Ante loses 5
    And the player's net result is 1995

  # Lines satisfied / best: quads + trips -> 250; five faces + full house + trips -> 120;
  # quads + five faces + trips -> 250; flush + A-K-Q + one colour -> 60;
  # straight + A-K-Q + one colour -> 30 (hearts and diamonds: red, not a flush);
  # A-K-Q + one colour (spades and clubs) -> 5.
  @LP-5 @LP-5.1
  Scenario Outline: Only the best Super line is paid: <player>
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "<player>"
    And the dealer is dealt "2d 3c 4d 5c 8d"
    And the player folds
    When the round is settled
    Then the Super is paid on "<line>"
    And the Super wins <win>

    Examples:
      | player         | line            | win  |
      | 9s 9h 9d 9c 2h | four_of_a_kind  | 2500 |
      | Js Jh Jd Qc Qs | five_face_cards | 1200 |
      | Ks Kh Kd Kc Qs | four_of_a_kind  | 2500 |
      | Ah Kh Qh 9h 4h | flush           | 600  |
      | Ah Kd Qh Jd Th | straight        | 300  |
      | As Ac Ks Qc 7s | ace_king_queen  | 50   |

  @LP-5
  Scenario: The Super is settled on the first five cards; the draw does not change it
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jc Kc"
    And the dealer is dealt "Ad Qc 8h 6s 3c"
    And the player exchanges "2s 5h 9d" for "Ks Kh Kd"
    And the player then plays
    When the round is settled
    # Four Kings after the exchange, but the first five held no Super line.
    Then the Super loses 10

  @LP-5
  Scenario: A Super won on the first five cards stays won after the paying cards are discarded
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Ad Qc 8h 6s 3c"
    And the player exchanges "7s 7h 7d" for "Ah 4d 9c"
    And the player then folds
    When the round is settled
    # Three of a kind on the deal: 8 x 10 = 80.
    Then the Super is paid on "three_of_a_kind"
    And the Super wins 80

  @LP-3 @LP-8
  Scenario: A Super on the dealer's hand is paid by the Super paytable
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jc Kc"
    And the dealer is dealt "Kd Kh Ks 4s 4d"
    And a Super of 5 on the dealer's hand
    And the player folds
    When the round is settled
    # Dealer full house: 100 x 5 = 500.
    Then the Super on the dealer's hand is paid on "full_house"
    And the Super on the dealer's hand wins 500
    # Ante -10, own Super -10, dealer Super +500.
    And the player's net result is 480

  @LP-3 @LP-8
  Scenario: A Super on a dealer's hand with no line is lost
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jc Kc"
    And the dealer is dealt "Qd 9c 7h 4s 2d"
    And a Super of 5 on the dealer's hand
    And the player folds
    When the round is settled
    Then the Super on the dealer's hand loses 5

  @LP-3
  Scenario: A Super on another player's hand is paid by the Super paytable
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jc Kc"
    And the dealer is dealt "Qd 8c 7h 4s 2d"
    And player 2 is dealt "3h 6h Th Qh Ah"
    And a Super of 5 on player 2's hand
    And the player folds
    When the round is settled
    # Player 2 holds a heart flush (no King, so no A-K-Q): 60 x 5 = 300.
    Then the Super on player 2's hand is paid on "flush"
    And the Super on player 2's hand wins 300
    # Ante -10, own Super -10, Super on player 2 +300.
    And the player's net result is 280

  @LP-3
  Scenario: A Super on another player's hand with no line is lost
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2s 5h 9d Jc Kc"
    And the dealer is dealt "Qd 8c 7h 4s 2d"
    And player 2 is dealt "3h 6c Td Qs 8s"
    And a Super of 5 on player 2's hand
    And the player folds
    When the round is settled
    Then the Super on player 2's hand loses 5

  @LP-3 @LP-8
  Scenario: Super bets on the dealer's and another player's hands are settled side by side
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Kh Qd 4c 9s"
    And the dealer is dealt "2c 5c 8c Jc Kc"
    And player 3 is dealt "6s 6h 6d Ts 3h"
    And a Super of 5 on the dealer's hand
    And a Super of 4 on player 3's hand
    And the player folds
    When the round is settled
    # Own: A-K-Q 5 x 10 = 50; dealer club flush 60 x 5 = 300; player 3 trips 8 x 4 = 32.
    Then the Super is paid on "ace_king_queen"
    And the Super wins 50
    And the Super on the dealer's hand is paid on "flush"
    And the Super on the dealer's hand wins 300
    And the Super on player 3's hand is paid on "three_of_a_kind"
    And the Super on player 3's hand wins 32
    # -10 (Ante folded) + 50 + 300 + 32 = 372.
    And the player's net result is 372
