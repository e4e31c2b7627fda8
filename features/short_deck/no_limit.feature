Feature: No-limit short deck: the minimum bet, the minimum raise and short all-ins
  A bet is at least the big blind and at most the whole stack, with no cap on raises (SD-4).
  A raise adds at least as much as the largest bet or raise before it in the round (SD-4.1):
  facing a bet of 40 the raise is to at least 80; after a bet of 20 raised to 100, the next raise
  is to at least 180. An all-in for less is allowed but does not reopen the betting (SD-4.2).
  Blinds 10/20; amounts are what the wager goes to.

  @SD-4 @SD-4.1
  Scenario: Facing a bet of 40 the smallest raise is to 80
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s"
    And the actions are "C call, A call, B check / A bet 40, B raise 70"
    When the hand is settled
    Then the hand is refused at actions[4] with "raise to 70 is below the minimum 80"

  @SD-4 @SD-4.1 @SD-3.4 @SD-3.3
  Scenario: A raise to exactly 80 is allowed
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s"
    And the actions are "C call, A call, B check / A bet 40, B raise 80, C fold, A fold"
    When the hand is settled
    Then B puts in 80 with a raise to 80
    And B gets back an uncalled 40
    And the final stacks are A 940, B 1080, C 980

  @SD-4.1
  Scenario: After a bet of 20 raised to 100 the next raise is to at least 180
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s"
    And the actions are "C call, A call, B check / A bet 20, B raise 100, C raise 170"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise to 170 is below the minimum 180"

  @SD-4
  Scenario Outline: Bets the no-limit structure does not allow are refused
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    Examples:
      | actions                            | where      | reason                                          |
      | C call, A call, B check / A bet 10 | actions[3] | bet to 10 is below the minimum 20               |
      | C raise 1200                       | actions[0] | raise to 1200 is more than C has (at most 1000) |
      | C raise                            | actions[0] | a no-limit raise needs the amount it goes to    |

  @SD-4 @SD-3.5
  Scenario: A no-limit player may move all in at once, and the board is run out
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And the button is A
    And the board is "6c 8h 9s Td Ks"
    And the actions are "A all-in, B call"
    When the hand is settled
    Then A puts in 990 with a raise to 1000
    # B's sevens fill 6-7-8-9-T; A's kings are only a pair.
    And the main pot pays B 2000
    And the final stacks are A 0, B 2000

  @SD-4.2 @SD-3.5
  Scenario: An all-in raise for less does not reopen the betting
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 150 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s Td Ks"
    # On the flop A bets 100; B is all-in for 130 in the round (a raise of 30, short of 100).
    And the actions are "C call, A call, B check / A bet 100, B all-in, C call, A raise 300"
    When the hand is settled
    Then the hand is refused at actions[6] with "the all-in for less did not reopen the betting"

  @SD-4.2 @SD-4.1
  Scenario: A short all-in does not change the minimum raise
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 150 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s Td Ks"
    # The minimum raise stays the 100 of A's bet: C, yet to act, raises to at least 130 + 100 = 230.
    And the actions are "C call, A call, B check / A bet 100, B all-in, C raise 200"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise to 200 is below the minimum 230"
