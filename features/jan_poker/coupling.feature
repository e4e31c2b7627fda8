Feature: The coupling of the two games: what a mahjong turn allows in the poker hand
  A poker action is taken on one's own mahjong turn, one per turn, and the player the poker
  action waits for acts on each of their draws (JP-4). Call or more needs a draw-and-discard
  (JP-4.1); a discard from the hand allows only check or fold (JP-4.2); a turn taken by calling a
  tile allows no poker action (JP-4.3); a win by self-draw allows only check or fold (JP-4.4).
  A refusal names the event and the clause.

  @JP-4.2 @JP-4.1
  Scenario: Calling on a turn that discards from the hand is refused
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A discards from hand, A calls"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 2 citing JP-4.2

  @JP-4.2
  Scenario: Folding on a turn that discards from the hand is allowed
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A discards from hand, A folds"
    And the game is still in progress
    When the game is settled
    Then the points behind are A 25000, B 25000, C 24800, D 24500 with 700 in the pot

  @JP-4.3
  Scenario: No poker action on a turn taken by calling a tile
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A calls, B calls a tile, B folds"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 4 citing JP-4.3

  @JP-4.3
  Scenario: A call skips the caller's poker turn: the action waits for the caller's next draw
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A calls, B calls a tile, C draws and discards"
    And then "D draws and discards, A discards from hand, B draws and discards, B folds"
    And the game is still in progress
    When the game is settled
    Then the points behind are A 24500, B 25000, C 24800, D 24500 with 1200 in the pot

  @JP-4.4
  Scenario: A win by self-draw allows only check or fold
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A wins by self-draw, A calls"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 2 citing JP-4.4

  @JP-4.4 @JP-5
  Scenario: The self-draw winner folds, is paid at once, and the hand is finished without mahjong
    A wins by self-draw for 2,000 from each other player: A folds before the flop (nothing in),
    then B and C fold without mahjong turns: 300 of D's big blind comes back uncalled and D
    wins the pot of 400 (C's small blind and D's 200 matched).
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A wins by self-draw, A folds, points A +6000 B -2000 C -2000 D -2000, hand ends"
    And then "B folds, C folds"
    And the game is still in progress
    When the game is settled
    Then poker hand 1 pays D 400
    And the final points are A 31000, B 23000, C 22800, D 23200

  @JP-4
  Scenario: A poker action on another player's turn is refused
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, B calls"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 2 citing JP-4

  @JP-4
  Scenario: The player the poker action waits for must act on their draw
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, B draws and discards"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 2 citing JP-4

  @JP-4
  Scenario: One poker action per turn
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A calls, A raises to 2000"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 3 citing JP-4

  @JP-3.1
  Scenario: The first poker hand is dealt before the dealer's first discard
    Given a Jan-Poker game of A, B, C and D
    And the events are "A draws and discards, deal 1"
    And the game is still in progress
    When the game is settled
    Then the game is refused at event 0 citing JP-3.1
