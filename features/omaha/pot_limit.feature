Feature: Pot-limit Omaha: the pot-size raise, the minimum raise and short all-ins
  A bet is at least the big blind and at most the pot; a raise goes at most to the call plus
  the pot as it stands after the call, antes, blinds and the round's wagers counted; an all-in
  may not go beyond it either (OM-5). A raise adds at least the largest bet or raise before it
  (OM-5.1); an all-in for less is allowed but does not reopen the betting (OM-5.2). Blinds
  10/20; amounts are what the wager goes to.

  @OM-5
  Scenario: Before the flop the pot-size raise is to 70
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # The blinds make a pot of 30: C calls 20, the pot is then 50, and C raises by 50.
    And the actions are "C raise 70, A fold, B call / B check, C check / B check, C check / B check, C check"
    When the hand is settled
    Then C puts in 70 with a raise to 70
    # C's Q-J with T-9-8: a queen-high straight.
    And C shows the high hand "straight (Q)"
    And the main pot pays C 150
    And the final stacks are A 990, B 930, C 1080

  @OM-5
  Scenario Outline: Bets and raises beyond the pot are refused
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    Examples:
      | actions                                         | where      | reason                                               |
      | C raise 71                                      | actions[0] | raise to 71 is more than the pot allows: at most 70  |
      | C all-in                                        | actions[0] | raise to 1000 is more than the pot allows: at most 70 |
      | C call, A call, B check / A bet 61              | actions[3] | bet to 61 is more than the pot allows: at most 60    |
      | C call, A call, B check / A bet 60, B raise 241 | actions[4] | raise to 241 is more than the pot allows: at most 240 |
      | C call, A call, B check / A bet 10              | actions[3] | bet to 10 is below the minimum 20                    |
      | C raise                                         | actions[0] | a pot-limit raise needs the amount it goes to        |

  @OM-5 @OM-3.3
  Scenario: On the flop a pot of 60 allows a bet of 60, and facing it a raise to 240
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s"
    # Facing 60 into 120, B calls 60 (the pot is then 180) and raises by 180.
    And the actions are "C call, A call, B check / A bet 60, B raise 240, C fold, A fold"
    When the hand is settled
    Then A puts in 60 with a bet to 60
    And B puts in 240 with a raise to 240
    And B gets back an uncalled 180
    And the final stacks are A 920, B 1100, C 980

  @OM-5.1
  Scenario: Facing a bet of 40 the smallest raise is to 80
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s"
    And the actions are "C call, A call, B check / A bet 40, B raise 70"
    When the hand is settled
    Then the hand is refused at actions[4] with "raise to 70 is below the minimum 80"

  @OM-5.1 @OM-5
  Scenario: A raise to exactly the minimum is allowed and the next raise adds at least as much
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # A bets 20, B raises to 100 (adding 80): the next raise is to at least 180.
    And the actions are "C call, A call, B check / A bet 20, B raise 100, C raise 180, A fold, B call / B check, C check / B check, C check"
    When the hand is settled
    Then C puts in 180 with a raise to 180
    # 60 before the flop, 20 from A and 180 each from B and C on the flop.
    And the main pot is 440
    And the main pot pays C 440

  @OM-5.2 @OM-3.5 @OM-7
  Scenario: An all-in raise for less does not reopen the betting
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 100 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # On the flop A bets 60; B is all-in for 80 in the round (a raise of 20, short of 60).
    And the actions are "C call, A call, B check / A bet 60, B all-in, C call, A raise 300"
    When the hand is settled
    Then the hand is refused at actions[6] with "the all-in for less did not reopen the betting"

  @OM-5.2 @OM-3.5 @OM-7 @OM-7.1
  Scenario: After a short all-in the player who acted calls, and the board is run out
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 100 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call, B check / A bet 60, B all-in, C call, A call / A check, C check / A check, C check"
    When the hand is settled
    Then B puts in 80 with a raise to 80
    # Everyone has 100 in: one pot, and C's queen-high straight takes it.
    And there is 1 pot
    And the main pot is 300
    And the main pot pays C 300

  @OM-5.2 @OM-5.1
  Scenario: A short all-in does not change the minimum raise
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 100 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # The minimum raise stays the 60 of A's bet: C, yet to act, raises to at least 80 + 60 = 140.
    And the actions are "C call, A call, B check / A bet 60, B all-in, C raise 130"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise to 130 is below the minimum 140"

  @OM-3.5 @OM-5
  Scenario: With everyone all-in the rest of the board is dealt without betting
    Given a pot-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 50 chips and holds "7c 7d 8s 9h"
    And the button is A
    And the board is "2c 8h 9s Td 3s"
    # B's all-in to 50 is within the pot (A calls 20 into 40, the pot is then 40: at most 60).
    And the actions are "A call, B all-in, A call"
    When the hand is settled
    Then B puts in 30 with a raise to 50
    And the main pot pays B 100
    And the final stacks are A 950, B 100
