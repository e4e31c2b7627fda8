Feature: Fixed-limit Omaha high
  Bets and raises are one small bet before the flop and on the flop, one big bet on the turn
  and the river; the big blind is the opening bet (OM-4). A round allows one bet and three
  raises (OM-4.1), lifted when only two players can still bet (OM-4.2). An all-in for less
  does not count as a raise and does not reopen the betting (OM-4.3). Limits 20/40, blinds 10/20.

  @OM-4 @OM-3 @OM-6
  Scenario: A limit hand bet on every round
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C raise, A call, B call / A bet, B call, C call / A bet, B fold, C raise, A call / A check, C bet, A call"
    When the hand is settled
    Then C puts in 40 with a raise to 40
    And A puts in 20 with a bet to 20
    And A puts in 40 with a bet to 40
    And C puts in 80 with a raise to 80
    # 120 before the flop, 60 on the flop, 160 on the turn, 80 on the river.
    And the main pot is 420
    And C shows the high hand "straight (Q)"
    And the final stacks are A 820, B 940, C 1240

  @OM-4
  Scenario Outline: Bets the fixed-limit structure does not allow are refused
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    Examples:
      | actions                                                | where      | reason                                                          |
      | C raise 70                                             | actions[0] | raise to 70 is not the fixed amount: before the flop a raise goes to 40 |
      | C call, A call, B check / A bet 40                     | actions[3] | bet to 40 is not the fixed amount: on the flop a bet goes to 20 |
      | C call, A call, B check / A check, B check, C check / A bet 20 | actions[6] | bet to 20 is not the fixed amount: on the turn a bet goes to 40 |

  @OM-4.1
  Scenario: The fifth bet of a round is refused
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s"
    And the actions are "C call, A call, B check / A bet, B raise, C raise, A raise, B raise"
    When the hand is settled
    Then the hand is refused at actions[7] with "raise cap reached (one bet and three raises per round)"

  @OM-4.1
  Scenario: Before the flop the big blind is the bet, so the third raise caps the round
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the actions are "C raise, A raise, B raise, C raise"
    When the hand is settled
    Then the hand is refused at actions[3] with "raise cap reached"

  @OM-4.2 @OM-4.1
  Scenario: Heads-up the cap is lifted
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And the button is A
    And the board is "2c 8h 9s Td 3s"
    And the actions are "A call, B check / B bet, A raise, B raise, A raise, B raise, A call / B check, A check / B check, A check"
    When the hand is settled
    Then B puts in 40 with a raise to 100
    And the main pot is 240
    And the main pot pays B 240

  @OM-4.2
  Scenario: Under heads_up_cap = kept the cap binds heads-up too
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And the interpretation heads_up_cap is set to kept
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 1000 chips and holds "7c 7d 8s 9h"
    And the button is A
    And the board is "2c 8h 9s Td 3s"
    And the actions are "A call, B check / B bet, A raise, B raise, A raise, B raise"
    When the hand is settled
    Then the hand is refused at actions[6] with "raise cap reached"

  @OM-4.3
  Scenario: An all-in for less in a limit game does not reopen the betting
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 50 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call, B check / A bet, B all-in, C call, A raise"
    When the hand is settled
    Then the hand is refused at actions[6] with "the all-in for less did not reopen the betting"

  @OM-4.3 @OM-4 @OM-7
  Scenario: A player who has not acted completes the short all-in's raise
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 50 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call, B check / A bet, B all-in, C raise, A call / A check, C check / A check, C check"
    When the hand is settled
    Then B puts in 30 with a raise to 30
    And C puts in 40 with a raise to 40
    # B is in for 50: main pot 150; A and C put 10 more each beyond it on the flop.
    And there are 2 pots
    And the main pot is 150
    And side pot 1 is 20

  @OM-4.3
  Scenario: Under limit_short_all_in = on_top the next raise goes one bet above the all-in
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And the interpretation limit_short_all_in is set to on_top
    And seat A has 1000 chips and holds "Ah Kd 4s 4c"
    And seat B has 50 chips and holds "7c 7d 8s 9h"
    And seat C has 1000 chips and holds "Qh Jh 5c 5d"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call, B check / A bet, B all-in, C raise, A call / A check, C check / A check, C check"
    When the hand is settled
    Then C puts in 50 with a raise to 50
    And there are 2 pots
    And side pot 1 is 40
