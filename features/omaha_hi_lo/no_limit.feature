Feature: No-limit Omaha Hi-Lo: any amount up to the stack, split high and low
  A bet is at least the big blind and a player may bet or raise any amount up to the whole
  stack, however small the pot (OHL-9); the minimum raise (OHL-8.1) and short all-ins (OHL-8.2)
  are those of pot limit. Blinds 10/20, button C (A posts the small blind, B the big blind, C
  acts first before the flop), on the seed's board 3-6-8-J-Q with the seed's holdings; amounts
  are what the wager goes to.

  @OHL-9 @OHL-5 @OHL-5.1 @OHL-6
  Scenario: An all-in far beyond the pot, then a main and a side pot each split high and low
    Given a no-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 300 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # On the flop the pot is 60 and B bets all of its 280 (pot limit would stop it at 60).
    # On the turn A bets 200 and C calls: a side pot that B, all-in for less, cannot win.
    And the actions are "C call, A call, B check / A check, B all-in, C call, A call / A bet 200, C call / A check, C check"
    When the hand is settled
    Then B puts in 280 with a bet to 280
    # Main pot: 300 from each of A, B and C = 900; side pot: 200 from each of A and C = 400.
    And there are 2 pots
    And the main pot is 900
    And side pot 1 is 400
    And side pot 1 is contested by "A, C"
    # C's queen-high straight takes the high halves, A's 8-6-3-2-A the low halves; B has no low.
    And the high half of the main pot is 450, shared by "C"
    And the low half of the main pot is 450, shared by "A"
    And the high half of side pot 1 is 200, shared by "C"
    And the low half of side pot 1 is 200, shared by "A"
    # A: 1,000 - 500 + 450 + 200 = 1,150; C: 800 - 500 + 650 = 950; B: 0.
    And the final stacks are A 1150, B 0, C 950

  @OHL-9
  Scenario Outline: Bets the no-limit structure does not allow are refused
    Given a no-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    Examples:
      | actions                            | where      | reason                                        |
      | C call, A call, B check / A bet 10 | actions[3] | bet to 10 is below the minimum 20             |
      | C raise 900                        | actions[0] | raise to 900 is more than C has (at most 800) |
      | C raise                            | actions[0] | a no-limit raise needs the amount it goes to  |

  @OHL-9 @OHL-8.1
  Scenario: Before the flop, after raises to 40 and 60, the next raise is to at least 80
    Given a no-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    # The big blind is the first bet (20): C raises by 20 to 40, A by 20 to 60; B must add 20 more.
    And the actions are "C raise 40, A raise 60, B raise 79"
    When the hand is settled
    Then the hand is refused at actions[2] with "raise to 79 is below the minimum 80"

  @OHL-9 @OHL-8.1 @OHL-6
  Scenario: A no-limit raise of exactly the minimum is allowed, and the pot splits
    Given a no-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # C raises to 40, A to 60, B to the minimum 80; C and A call: 3 x 80 = 240, checked down.
    And the actions are "C raise 40, A raise 60, B raise 80, C call, A call / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then B puts in 60 with a raise to 80
    And the main pot is 240
    And the high half of the main pot is 120, shared by "C"
    And the low half of the main pot is 120, shared by "A"
    And the final stacks are A 1040, B 920, C 1040
