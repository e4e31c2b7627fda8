Feature: Dilemma Hold'em betting: blinds, rounds, no limit and the seed's minimum raise
  The first seat left of the button posts the small blind and the next the big blind (DH-2);
  heads-up the button posts the small blind (DH-2.1). Four rounds (DH-3); before the flop the
  seat after the big blind acts first and the big blind keeps its option (DH-3.1). Bets are no
  limit, at least the big blind (DH-4); a raise adds at least the last difference (DH-4.1): the
  seed's three examples. Amounts are in tens (DH-1.2); no antes or straddles (DH-2.3). The hole
  cards carry no effect unless a scenario says so, and hands ending before the flop have no board,
  so no penalty or bonus.

  Background:
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 3d"
    And seat B has 1000 chips and holds "6c 6d"
    And seat C has 1000 chips and holds "4c 8d"
    And the button is C

  @DH-4.1 @DH-4 @DH-3
  Scenario: Seed raise example 1: after a bet from 0 to 40 a raise is to at least 80
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 40, B raise 70"
    When the Dilemma hand is settled
    Then the hand is refused at actions[4] with "raise to 70 is below the minimum 80"

  @DH-4.1 @DH-3.3 @DH-3.4
  Scenario: Seed raise example 1: a raise to exactly 80 is allowed
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 40, B raise 80, C fold, A fold"
    When the Dilemma hand is settled
    Then B puts in 80 with a raise to 80
    And B gets back an uncalled 40
    And the main pot is won uncontested by B
    And the hand ends without a showdown

  @DH-4.1
  Scenario: Seed raise example 2: after 20 raised to 100 the next raise is to at least 180
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 20, B raise 100, C raise 170"
    When the Dilemma hand is settled
    Then the hand is refused at actions[5] with "raise to 170 is below the minimum 180"

  @DH-4.1
  Scenario: Seed raise example 2: the player who bet 20 raises to 180 by adding 160
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 20, B raise 100, C fold, A raise 180, B fold"
    When the Dilemma hand is settled
    Then A puts in 160 with a raise to 180
    And A gets back an uncalled 80

  @DH-2 @DH-3.1
  Scenario: The blinds sit left of the button, and the seat after the big blind acts first
    Given the actions are "C fold, A fold"
    When the Dilemma hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And B gets back an uncalled 10
    And the final stacks are A 990, B 1010, C 1000

  @DH-3.1 @DH-3.2
  Scenario: The big blind's option: called round to it, the big blind may raise
    Given the actions are "C call, A call, B raise 60, C fold, A fold"
    When the Dilemma hand is settled
    Then B puts in 40 with a raise to 60
    And B gets back an uncalled 40
    And the main pot is won uncontested by B
    And the final stacks are A 980, B 1040, C 980

  @DH-3.1
  Scenario: After the flop the first player left of the button acts first
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A check, B check, C bet 20, A fold, B fold"
    When the Dilemma hand is settled
    Then A acts first on flop

  @DH-3.2
  Scenario: A player may fold when nobody has bet, and may not check facing a bet
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A fold, B bet 20, C check"
    When the Dilemma hand is settled
    Then the hand is refused at actions[5] with "check"

  @DH-4
  Scenario: A bet below the big blind is refused
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 10"
    When the Dilemma hand is settled
    Then the hand is refused at actions[3] with "bet to 10 is below the minimum 20"

  @DH-1.2
  Scenario: A bet that is not a whole number of tens is refused
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 45"
    When the Dilemma hand is settled
    Then the hand is refused at actions[3][2] with "whole number of 10s"

  @DH-2.3
  Scenario: The game has no antes
    Given an ante of 10
    And the actions are "C fold, A fold"
    When the Dilemma hand is settled
    Then the hand is refused at ante with "no antes"

  @DH-4.1
  Scenario Outline: The seed's example of play: 20 raised to 50 adds 30, so the next raise is to at least 80
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat P1 has 1000 chips and holds "9c 3d"
    And seat P2 has 1000 chips and holds "6c 6d"
    And seat P3 has 1000 chips and holds "4c 8d"
    And seat P4 has 1000 chips and holds "2c 2d"
    And the button is P1
    And the board is "3h 4h 6h 8c"
    And the actions are "P4 call, P1 call, P2 call, P3 check / P2 bet 20, P3 fold, P4 raise 50, P1 raise <to>, P2 fold, P4 call / P4 check, P1 bet 40, P4 fold"
    When the Dilemma hand is settled
    Then <outcome>

    Examples:
      | to | outcome                                                         |
      | 80 | P4 puts in 30 with a call to 80                                 |
      | 70 | the hand is refused at actions[7] with "below the minimum 80"   |
