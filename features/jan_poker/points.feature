Feature: One purse of points: mahjong payments in a poker hand, going bust, the end of the game
  Points move only between players (JP-1.1). A mahjong payment moves points at once, from what a
  player has behind (JP-5). A player left with 0 or fewer behind by a mahjong payment while in a
  poker hand is all-in with the last action that put points in (JP-5.2); a player all-in who wins
  points back bets again (JP-5.3). A player at 0 or below is dealt no more poker hands (JP-5.1).
  The game ends when East 4 has ended and its last poker hand is over (JP-6), or when three
  players are at 0 or below (JP-6.1); the most points wins, with no placement bonus (JP-6.2).

  @JP-1.1
  Scenario: A payment that creates points is refused
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A calls, points B +8000 A -7000"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 3 citing JP-1.1

  @JP-5.2 @JP-2.4 @JP-2.5
  Scenario: Points lost to mahjong during a hand make the raise an all-in
    A raised to 1,500 and has 23,500 behind when B wins on A's discard for 24,000: A is all-in for
    1,500 and owes 500. C's flop bet of 2,000 is uncalled and comes back; the pot of 1,500 + 1,500
    + D's 500 = 3,500 goes to A's three aces, so A ends with 3,500 - 500 = 3,000.
    Given a Jan-Poker game of A, B, C and D
    And poker hand 1 deals "A Ah Ad, C Kh Kd" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A raises to 1500, B discards from hand, B folds"
    And then "C draws and discards, C calls, D discards from hand, D folds"
    And then "A discards from hand, B discards from hand, C draws and discards, C bets 2000"
    And then "D discards from hand, A draws and discards, B wins on A's discard, points B +24000 A -24000"
    And then "hand ends"
    And the game is still in progress
    When the game is settled
    Then in poker hand 1 the mahjong payment makes A "all-in"
    And poker hand 1 returns an uncalled 2000 to C
    And poker hand 1 pays A 3500
    And the final points are A 3000, B 49000, C 23500, D 24500

  @JP-5.1 @JP-5.2 @JP-3.1
  Scenario: A player below 0 after the hand is dealt no more poker hands
    The same hand, with C holding the aces: A ends at -500 and is out of the poker game. East 2 is
    dealt to B, C and D; B, its dealer, acts first and has the button of a three-player table.
    Given a Jan-Poker game of A, B, C and D
    And poker hand 1 deals "A Kh Kd, C Ah Ad" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A raises to 1500, B discards from hand, B folds"
    And then "C draws and discards, C calls, D discards from hand, D folds"
    And then "A discards from hand, B discards from hand, C draws and discards, C bets 2000"
    And then "D discards from hand, A draws and discards, B wins on A's discard, points B +24000 A -24000"
    And then "hand ends, deal 2, B draws and discards, B folds, C discards from hand, C folds"
    And the game is still in progress
    When the game is settled
    Then poker hand 1 pays C 3500
    And poker hand 2 is dealt to "B, C, D"
    And poker hand 2 has the button at B, and B acts first
    And the final points are A -500, B 49000, C 26800, D 24700

  @JP-5.1
  Scenario: A player out of the poker game takes no poker action
    Given a Jan-Poker game of A, B, C and D
    And poker hand 1 deals "A Kh Kd, C Ah Ad" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A raises to 1500, B discards from hand, B folds"
    And then "C draws and discards, C calls, D discards from hand, D folds"
    And then "A discards from hand, B discards from hand, C draws and discards, C bets 2000"
    And then "D discards from hand, A draws and discards, B wins on A's discard, points B +24000 A -24000"
    And then "hand ends, deal 2, B draws and discards, B folds, C discards from hand, C folds"
    And then "deal 3, A draws and discards, A folds"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 25 citing JP-5.1

  @JP-5.3 @JP-2.6
  Scenario: Points won back during an all-in turn it into a bet, and the player bets again
    A is all-in for 1,500 after paying 24,000 on the flop, then wins 6,000 back on the turn
    (5,500 behind): A is no longer all-in and calls B's turn bet of 2,000. Contributions: A 3,500,
    B 4,500, C 2,500 (folded), D 500 (folded). Main pot 3,500 x 2 + 2,500 + 500 = 10,000 to A;
    side pot 1,000 to B alone.
    Given a Jan-Poker game of A, B, C and D
    And poker hand 1 deals "A Ah Ad, B Kh Kd" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A raises to 1500, B draws and discards, B calls"
    And then "C draws and discards, C calls, D discards from hand, D folds"
    And then "A discards from hand, points D +24000 A -24000, B discards from hand, C draws and discards, C bets 1000"
    And then "D discards from hand, A draws and discards, B draws and discards, B calls"
    And then "C draws and discards, C checks, points A +6000 D -6000, D discards from hand, A draws and discards"
    And then "B draws and discards, B bets 2000, C discards from hand, C folds, D discards from hand"
    And then "A draws and discards, A calls, B discards from hand, C discards from hand, D discards from hand"
    And then "A draws and discards, A checks, B draws and discards, B checks"
    And the game is still in progress
    When the game is settled
    Then in poker hand 1 the mahjong payment makes A "all-in"
    And in poker hand 1 the mahjong payment makes A "bet again"
    And poker hand 1 has pots of 10000, 1000
    And poker hand 1 pays A 10000, B 1000
    And the final points are A 13500, B 21500, C 22500, D 42500

  @JP-3.2
  Scenario: The next poker hand is dealt at once and opened by the next player
    D wins the first hand on the blinds (+200 from C: 300 of D's big blind comes back, the pot is 400). Hand 2 is opened by B, one on from A: the
    button moves to C, D posts the small blind and A the big blind.
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, deal 2, D draws and discards, A draws and discards"
    And then "B draws and discards, B calls"
    And the game is still in progress
    When the game is settled
    Then poker hand 1 pays D 400
    And poker hand 2 has the button at C, and B acts first
    And the points behind are A 24500, B 24500, C 24800, D 25000 with 1200 in the pot

  @JP-3.2
  Scenario: A mahjong turn before the next hand is dealt is refused
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, D draws and discards"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 7 citing JP-3.2

  @JP-6 @JP-6.2 @JP-3.1
  Scenario: A whole game: East 1 to East 4, the last poker hand finished after East 4 ends
    Each mahjong hand's first poker hand is opened by its dealer: East 2 by B (button C), East 3
    by C (button D), East 4 by D (button A). East 1: D wins C's small blind; East 2: A wins D's;
    East 3: B wins A's; East 4 is finished after the mahjong hand ends: D calls, the blinds fold
    and check, and D's three aces win 1,200 (D +700, C -500, B -200).
    Given a Jan-Poker game of A, B, C and D
    And poker hand 4 deals "C 7c 2d, D Ah Ad" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, hand ends"
    And then "deal 2, B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds"
    And then "hand ends, deal 3, C draws and discards, C folds, D draws and discards, D folds"
    And then "A discards from hand, A folds, hand ends"
    And then "deal 4, D draws and discards, D calls, hand ends, A folds, B folds, C checks"
    And then "C checks, D checks, C checks, D checks, C checks, D checks"
    When the game is settled
    Then poker hand 3 has the button at D, and C acts first
    And poker hand 4 has the button at A, and D acts first
    And the game ends by "East 4 ended" after 4 mahjong hands
    And the final points are A 25000, B 25000, C 24300, D 25700
    And the winner is D

  @JP-6
  Scenario: Nothing may follow the end of the game, and a stream may not stop before it
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, hand ends"
    When the game is settled
    Then the game is refused at the end of the stream citing JP-6

  @JP-6.1
  Scenario: Three players at 0 or below end the game
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, points D +74800 A -25000 B -25000 C -24800"
    When the game is settled
    Then the game ends by "three players at 0 points or below" after 1 mahjong hands
    And the final points are A 0, B 0, C 0, D 100000

  @JP-3.1 @JP-3.2
  Scenario: Each mahjong hand's first poker hand goes back to its dealer
    East 1 has two poker hands, opened by A and then by B; East 2's first poker hand is opened by
    its dealer B again (button C), not by C after B.
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, deal 2, D draws and discards, A draws and discards"
    And then "B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds"
    And then "hand ends, deal 3"
    And the game is still in progress
    When the game is settled
    Then poker hand 2 has the button at C, and B acts first
    And poker hand 3 has the button at C, and B acts first

  @JP-6.1
  Scenario: Under the reading hand_played_out the mahjong hand is played to its end, the last one
    Given a Jan-Poker game of A, B, C and D
    And the Jan-Poker reading three_bust_end is hand_played_out
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, points D +74800 A -25000 B -25000 C -24800"
    And then "D draws and discards, A discards from hand, hand ends"
    When the game is settled
    Then the game ends by "three players at 0 points or below" after 1 mahjong hands
    And the final points are A 0, B 0, C 0, D 100000

  @JP-6.1
  Scenario: The table's own end of the mahjong hand may follow the third player's bust
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, points D +74800 A -25000 B -25000 C -24800, hand ends"
    When the game is settled
    Then the game ends by "three players at 0 points or below" after 1 mahjong hands

  @JP-3.2
  Scenario: Under the reading dealer the mahjong dealer opens every poker hand
    Given a Jan-Poker game of A, B, C and D
    And the Jan-Poker reading next_hand_first_actor is dealer
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, deal 2, D draws and discards, A draws and discards, A folds"
    And the game is still in progress
    When the game is settled
    Then poker hand 2 has the button at B, and A acts first

  @JP-5.2
  Scenario: A player with nothing in the pot left at 0 by a mahjong payment folds
    A, first to act, has put nothing in when paying 25,000: there is no chip action to turn into
    an all-in, and A's hand is folded (reading no_chips_in_when_bust: fold).
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, points B +25000 A -25000, A draws and discards, B draws and discards, B folds"
    And then "C discards from hand, C folds"
    And the game is still in progress
    When the game is settled
    Then in poker hand 1 the mahjong payment makes A "folded"
    And poker hand 1 pays D 400
    And the final points are A 0, B 50000, C 24800, D 25200

  @JP-5.2
  Scenario: Under the reading all_in_for_nothing the player stays in and wins nothing
    Given a Jan-Poker game of A, B, C and D
    And the Jan-Poker reading no_chips_in_when_bust is all_in_for_nothing
    And poker hand 1 deals "A Ah Ad, D 9s 8s" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, points B +25000 A -25000, A draws and discards, B draws and discards, B folds"
    And then "C discards from hand, C folds"
    And the game is still in progress
    When the game is settled
    Then in poker hand 1 the mahjong payment makes A "all-in"
    And poker hand 1 pays D 400
    And the final points are A 0, B 50000, C 24800, D 25200

  @JP-5.1
  Scenario: A player gone bust stays out of the poker game after winning mahjong points back
    The seed: 「持ち点が0以下になった場合 - ポーカーは飛んだものと見なし、そのプレイヤーは以降、
    麻雀のみをプレイします。」 (a player at 0 points or below is taken as bust at poker, and from
    then on plays mahjong only). A, folded, pays 25,000 in East 1 and is at 0: bust. In East 2
    A wins 8,000 on C's discard (8,000 points), yet East 3's first poker hand is dealt to B, C
    and D only: C, its dealer, acts first and has the button of three; D posts 200, B 500.
    Points: A 0 + 8,000; B 50,000 - 500; C 24,800 - 200 (East 2's small blind) - 8,000;
    D 25,200 + 200 (East 2's big blind wins) - 200.
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, points B +25000 A -25000"
    And then "B draws and discards, B folds, C discards from hand, C folds, hand ends"
    And then "deal 2, B draws and discards, B folds, C draws and discards, C folds"
    And then "A wins on C's discard, points A +8000 C -8000, hand ends, deal 3"
    And the game is still in progress
    When the game is settled
    Then poker hand 3 is dealt to "B, C, D"
    And poker hand 3 has the button at C, and C acts first
    And the players out of the poker game are A
    And the points behind are A 8000, B 49500, C 16600, D 25200 with 700 in the pot

  @JP-5.1
  Scenario: Cards dealt to a player gone bust who has won points back are refused
    The seed: 「そのプレイヤーは以降、麻雀のみをプレイします」 (from then on that player plays
    mahjong only): A has 8,000 points again, but East 3's poker hand may give A no cards.
    Given a Jan-Poker game of A, B, C and D
    And poker hand 3 deals "A Ah Ad, B Kh Kd" with the board "As Kc 5d 3h 2c"
    And the events are "deal 1, A draws and discards, A folds, points B +25000 A -25000"
    And then "B draws and discards, B folds, C discards from hand, C folds, hand ends"
    And then "deal 2, B draws and discards, B folds, C draws and discards, C folds"
    And then "A wins on C's discard, points A +8000 C -8000, hand ends, deal 3"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 17 citing JP-5.1

  @JP-6.1 @JP-5.1
  Scenario: A player gone bust who won points back still counts among the three
    The seed: 「3人が持ち点0以下になった場合、その局が最終局として終了します」 (when three players
    are at 0 points or below, that mahjong hand ends as the last one). A and B go bust after
    East 1's first poker hand; A wins 8,000 back on D's discard; in East 2 C folds and pays
    24,400, the rest of C's points: the third bust (reading three_bust_count: gone_bust), and
    the game ends. D: 25,200 + 50,000, - 500 + 700 (hand 2's big blind wins), - 8,000, - 500 +
    700 (hand 3's big blind wins), + 24,400 = 92,000.
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, points D +50000 A -25000 B -25000"
    And then "deal 2, D draws and discards, A wins on D's discard, points A +8000 D -8000, hand ends, C folds"
    And then "deal 3, B discards from hand, C discards from hand, C folds, points D +24400 C -24400"
    When the game is settled
    Then the game ends by "three players at 0 points or below" after 2 mahjong hands
    And the players out of the poker game are A, B and C
    And the final points are A 8000, B 0, C 0, D 92000

  @JP-6.1 @JP-5.1
  Scenario: Under the reading at_zero_now a player who won points back does not count among the three
    A is still out of the poker game, but only B and C are at 0 or below: the game goes on with
    D alone in the poker game (no poker hand is dealt) and mahjong turns without poker.
    Given a Jan-Poker game of A, B, C and D
    And the Jan-Poker reading three_bust_count is at_zero_now
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds"
    And then "C discards from hand, C folds, points D +50000 A -25000 B -25000"
    And then "deal 2, D draws and discards, A wins on D's discard, points A +8000 D -8000, hand ends, C folds"
    And then "deal 3, B discards from hand, C discards from hand, C folds, points D +24400 C -24400"
    And then "D draws and discards, A discards from hand"
    And the game is still in progress
    When the game is settled
    Then the game is not over
    And the players out of the poker game are A, B and C
    And the final points are A 8000, B 0, C 0, D 92000
