Feature: No-limit Omaha: any amount up to the stack, the minimum raise and short all-ins
  A bet is at least the big blind and a player may bet or raise any amount up to the whole
  stack, however small the pot (OM-9). The minimum raise (OM-5.1) and short all-ins (OM-5.2) are
  those of pot limit. Blinds 10/20; A posts the small blind, B the big blind, C is on the button
  and acts first before the flop; amounts are what the wager goes to.

  @OM-9 @OM-7.1
  Scenario: Before the flop an all-in may go to the whole stack, far beyond the pot
    Given a no-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # Pot limit would stop C at 20 + 50 = 70; in no limit C's all-in goes to 1,000.
    And the actions are "C all-in, A fold, B call"
    When the hand is settled
    Then C puts in 1000 with a raise to 1000
    And B puts in 980 with a call to 1000
    # C's Q-J with T-9-8: a queen-high straight; B's best is nines and eights.
    And C shows the high hand "straight (Q)"
    # 10 (A's small blind) + 1,000 (B) + 1,000 (C) = 2,010, all to C.
    And the main pot pays C 2010
    And the final stacks are A 990, B 0, C 2010

  @OM-9
  Scenario Outline: Bets the no-limit structure does not allow are refused
    Given a no-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    Examples:
      | actions                            | where      | reason                                          |
      | C call, A call, B check / A bet 10 | actions[3] | bet to 10 is below the minimum 20               |
      | C raise 1200                       | actions[0] | raise to 1200 is more than C has (at most 1000) |
      | C raise                            | actions[0] | a no-limit raise needs the amount it goes to    |

  @OM-9 @OM-5.1
  Scenario: Facing a bet of 40 raised to 100, the next raise is to at least 160
    Given a no-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s"
    # B's raise to 100 adds 60 to A's 40: the next raise adds at least 60, to 100 + 60 = 160.
    And the actions are "C call, A call, B check / A bet 40, B raise 100, C raise 150"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise to 150 is below the minimum 160"

  @OM-9 @OM-5.1 @OM-7.1
  Scenario: A no-limit raise to exactly the minimum, 160, is allowed
    Given a no-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call, B check / A bet 40, B raise 100, C raise 160, A fold, B call / B check, C check / B check, C check"
    When the hand is settled
    Then C puts in 160 with a raise to 160
    # 60 before the flop, A's 40 and 160 each from B and C on the flop: 420, to C's straight.
    And the main pot is 420
    And the main pot pays C 420
    And the final stacks are A 940, B 820, C 1240

  @OM-9 @OM-5.1
  Scenario: Before the flop the smallest raises go up by the big blind, 40 then 60
    Given a no-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    # The big blind is the first bet (20): C raises by 20 to 40, A by 20 to 60; B must go to 80.
    And the actions are "C raise 40, A raise 60, B raise 79"
    When the hand is settled
    Then the hand is refused at actions[2] with "raise to 79 is below the minimum 80"

  @OM-9 @OM-5.2
  Scenario: In no limit too, an all-in raise for less does not reopen the betting
    Given a no-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 110 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # On the flop A bets 60; B is all-in to 90, a raise of 30, short of 60. A may only call or fold.
    And the actions are "C call, A call, B check / A bet 60, B all-in, C call, A raise 300"
    When the hand is settled
    Then the hand is refused at actions[6] with "the all-in for less did not reopen the betting"

  @OM-9 @OM-5.2 @OM-5.1
  Scenario: In no limit too, a short all-in does not change the minimum raise
    Given a no-limit Omaha hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 110 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # The minimum raise stays the 60 of A's bet: C, yet to act, raises to at least 90 + 60 = 150.
    And the actions are "C call, A call, B check / A bet 60, B all-in, C raise 140"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise to 140 is below the minimum 150"
