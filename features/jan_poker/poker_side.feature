Feature: Jan-Poker's poker side: no-limit Hold'em with fixed blinds, played in mahjong order
  The four players A, B, C and D are listed in mahjong seat order (East 1 is dealt by A). Each
  starts with 25,000 points, which are both the mahjong score and the poker chips (JP-1). Poker is
  no-limit Texas Hold'em (JP-2, JP-2.3) with blinds of 200 and 500 that never change (JP-2.2),
  passed in mahjong order, the reverse of the usual poker order (JP-3). The first poker hand of a
  mahjong hand is opened by the mahjong dealer, from the cut-off (JP-3.1): in East 1, A acts first,
  B has the button, C posts the small blind and D the big blind.

  @JP-1 @JP-2 @JP-2.2 @JP-2.3 @JP-2.4 @JP-3 @JP-3.1 @JP-4 @JP-4.1 @JP-4.2
  Scenario: The dealer opens from the cut-off and the action passes in mahjong order
    Given a Jan-Poker game of A, B, C and D
    And poker hand 1 deals "A Ah Ad, D 9s 8s" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A calls, B draws and discards, B folds"
    And then "C discards from hand, C folds, D discards from hand, D checks"
    And then "A discards from hand, B draws and discards, C draws and discards, D draws and discards, D checks"
    And then "A draws and discards, A bets 1000, B discards from hand, C discards from hand"
    And then "D draws and discards, D folds"
    And the game is still in progress
    When the game is settled
    Then poker hand 1 has the button at B, and A acts first
    And poker hand 1 posts the blinds C 200, D 500
    And poker hand 1 returns an uncalled 1000 to A
    And poker hand 1 pays A 1200
    And the final points are A 25700, B 25000, C 24800, D 24500

  @JP-3
  Scenario: The usual clockwise order is refused: after the dealer comes South, not North
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A calls, D draws and discards, D checks"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 4 citing JP-3

  @JP-2.3
  Scenario: A no-limit raise adds at least the big blind
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A raises to 900"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 2 citing JP-2.3

  @JP-2.1
  Scenario: A card dealt twice is refused
    Given a Jan-Poker game of A, B, C and D
    And poker hand 1 deals "A Ah Ad, D Ah 8s" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 0 citing JP-2.1

  @JP-2.5 @JP-2.6 @JP-4.5 @JP-5
  Scenario: A win on a discard pays at once; the poker hand is finished without mahjong
    D wins on C's discard for 3,900 while the flop is not yet dealt: C pays from the 23,500
    behind, the mahjong hand ends, and the poker hand is played out with no mahjong turns. Pot
    3 x 1,500 = 4,500 to A's three aces over C's three kings.
    Given a Jan-Poker game of A, B, C and D
    And poker hand 1 deals "A Ah Ad, C Kh Kd, D 9s 8s" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A raises to 1500, B discards from hand, B folds"
    And then "C draws and discards, C calls, D wins on C's discard, points D +3900 C -3900, hand ends"
    And then "D calls, C checks, D checks, A checks, C checks, D checks, A checks, C checks, D checks, A checks"
    And the game is still in progress
    When the game is settled
    Then poker hand 1 pays A 4500
    And the final points are A 28000, B 25000, C 19600, D 27400
    And the points total 100000

  @JP-2.6
  Scenario: A board that plays for everyone splits the pot
    Given a Jan-Poker game of A, B, C and D
    And poker hand 1 deals "A 2c 3c, C 4d 5d, D 6h 7h" with the board "As Ks Qs Js Ts"
    And the events are "deal 1, A draws and discards, A calls, B draws and discards, B folds"
    And then "C draws and discards, C calls, D discards from hand, D checks, hand ends"
    And then "C checks, D checks, A checks, C checks, D checks, A checks, C checks, D checks, A checks"
    And the game is still in progress
    When the game is settled
    Then poker hand 1 pays A 500, C 500, D 500
    And the final points are A 25000, B 25000, C 25000, D 25000

  @JP-2.2 @JP-5.1
  Scenario: With two players left in the poker game the button posts the small blind
    A and C are at 0 after the payment and leave the poker game; hand 2 is dealt to B and D only.
    B opens it (the next poker player after A), holds the button and posts the small blind.
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, points B +49800 A -25000 C -24800"
    And then "deal 2, D draws and discards, A draws and discards, B draws and discards, B calls"
    And then "C discards from hand, D draws and discards, D checks"
    And the game is still in progress
    When the game is settled
    Then poker hand 2 is dealt to "B, D"
    And poker hand 2 has the button at B, and B acts first
    And the points behind are A 0, B 74300, C 0, D 24700 with 1000 in the pot
