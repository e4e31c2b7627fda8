Feature: Riichi deposits: held by the table, collected by the next win, carried over a drawn hand
  The seed plays its mahjong by the M-League rules: 「Mリーグ準拠の4人麻雀です。」 (four-player
  mahjong following the M-League rules). Under them (ours, JP-5.4) a player who declares riichi
  puts 1,000 points on the table at once; the table holds them, not another player; the next
  win collects every deposit on the table; a mahjong hand that ends without a win leaves them on
  the table for the next; deposits left at the end of the game go to the top player (reading
  leftover_deposits: top_player). The deposit leaves the points behind at once (JP-5, JP-5.2).

  @JP-5.4 @JP-1.1
  Scenario: A riichi deposit leaves the points behind at once and the table holds it
    A, first to act in East 1, declares riichi on a draw-and-discard: 25,000 - 1,000 = 24,000
    behind, 1,000 on the table; the pot holds C's 200 and D's 500; 24,000 + 25,000 + 24,800 +
    24,500 + 700 + 1,000 = 100,000.
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A declares riichi"
    And the game is still in progress
    When the game is settled
    Then the table holds 1000 in riichi deposits
    And the points behind are A 24000, B 25000, C 24800, D 24500 with 700 in the pot
    And the points total 100000

  @JP-5.4 @JP-5
  Scenario: A deposit stays on the table over a drawn hand and the next win collects it
    A's riichi in East 1 (24,000); East 1 ends without a win (an exhaustive draw): the 1,000
    stays on the table into East 2, where C wins on B's discard and collects it with B's 2,000.
    East 1's second poker hand is finished without mahjong: A's big blind wins (A 24,000 - 500 +
    700). Points: A 24,200 - 500 (East 2's big blind) = 23,700; B 25,000 - 2,000; C 24,800 +
    1,000 + 2,000; D 25,200 - 200 (East 1's second small blind) - 200 (East 2's small blind).
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A declares riichi, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, deal 2, D draws and discards, hand ends, B folds, C folds, D folds"
    And then "deal 3, B draws and discards, B folds, C wins on B's discard, points C +2000 B -2000"
    And the game is still in progress
    When the game is settled
    Then the riichi deposits go "A puts 1000 on the table; 1000 carried over to East 2; C collects 1000"
    And the table holds 0 in riichi deposits
    And the points behind are A 23700, B 23000, C 27800, D 24800 with 700 in the pot

  @JP-5.4 @JP-5.2 @JP-5.1
  Scenario: A deposit that leaves nothing behind makes the big blind an all-in, and the player goes bust
    A has 1,000 after East 1's first poker hand and posts the big blind of the second (500
    behind); A's riichi leaves 500 - 1,000 = -500: A is all-in with the big blind and owes 500.
    D calls and D's three aces take the pot of 1,000; A ends the hand at -500 and is bust:
    hand 3 is dealt to B, C and D. D: 25,200 - 500 + 1,000 = 25,700.
    Given a Jan-Poker game of A, B, C and D
    And poker hand 2 deals "A 7c 2d, D Ah Ad" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A folds, points B +24000 A -24000, B draws and discards"
    And then "B folds, C discards from hand, C folds, deal 2, D draws and discards"
    And then "A draws and discards, A declares riichi, B draws and discards, B folds"
    And then "C discards from hand, C folds, D draws and discards, D calls, deal 3"
    And the game is still in progress
    When the game is settled
    Then in poker hand 2 the mahjong payment makes A "all-in"
    And poker hand 2 pays D 1000
    And poker hand 3 is dealt to "B, C, D"
    And the players out of the poker game are A
    And the table holds 1000 in riichi deposits

  @JP-5.4 @JP-6.2 @JP-6
  Scenario: Deposits left at the end of the game go to the top player
    The whole game of points.feature with D's riichi in East 4, which ends without a win: the
    1,000 is on the table when the game ends. A and B are top with 25,000 each and share it
    (reading leftover_deposits: top_player); D has 25,000 - 1,000 - 500 + 1,200 = 24,700.
    Given a Jan-Poker game of A, B, C and D
    And poker hand 4 deals "C 7c 2d, D Ah Ad" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, hand ends"
    And then "deal 2, B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds"
    And then "hand ends, deal 3, C draws and discards, C folds, D draws and discards, D folds"
    And then "A discards from hand, A folds, hand ends"
    And then "deal 4, D draws and discards, D declares riichi, D calls, hand ends, A folds, B folds, C checks"
    And then "C checks, D checks, C checks, D checks, C checks, D checks"
    When the game is settled
    Then the riichi deposits go "D puts 1000 on the table; 1000 to the top player: A 500, B 500"
    And the final points are A 25500, B 25500, C 24300, D 24700
    And the winners are A and B
    And the table holds 0 in riichi deposits

  @JP-5.4
  Scenario: Under the reading nobody the deposits left at the end stay on the table
    Given a Jan-Poker game of A, B, C and D
    And the Jan-Poker reading leftover_deposits is nobody
    And poker hand 4 deals "C 7c 2d, D Ah Ad" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, hand ends"
    And then "deal 2, B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds"
    And then "hand ends, deal 3, C draws and discards, C folds, D draws and discards, D folds"
    And then "A discards from hand, A folds, hand ends"
    And then "deal 4, D draws and discards, D declares riichi, D calls, hand ends, A folds, B folds, C checks"
    And then "C checks, D checks, C checks, D checks, C checks, D checks"
    When the game is settled
    Then the riichi deposits go "D puts 1000 on the table; 1000 left on the table"
    And the final points are A 25000, B 25000, C 24300, D 24700
    And the table holds 1000 in riichi deposits
    And the points total 100000

  @JP-5.4
  Scenario: A riichi on another player's turn is refused
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, B declares riichi"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 2 citing JP-5.4

  @JP-5.4
  Scenario: A second riichi in the same mahjong hand is refused
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A declares riichi, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, deal 2, D draws and discards, A discards from hand, A declares riichi"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 11 citing JP-5.4
