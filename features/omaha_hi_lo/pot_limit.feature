Feature: Pot-limit Omaha Hi-Lo: the pot-size raise, the minimum raise and short all-ins
  A bet is at least the big blind and at most the pot; a raise goes at most to the call plus the
  pot as it stands after the call, antes, blinds and the round's wagers counted (OHL-8). A raise
  adds at least the largest bet or raise before it in the round (OHL-8.1); an all-in for less is
  allowed but does not reopen the betting (OHL-8.2). A hand is pot limit only when it names the
  structure (OHL-3.10). Each pot is then split high and low as in limit play (OHL-6). Blinds
  10/20, button C (A posts the small blind, B the big blind, C acts first before the flop), on
  the seed's board 3-6-8-J-Q with the seed's holdings; amounts are what the wager goes to.

  @OHL-8 @OHL-6 @OHL-4.2
  Scenario: The pot-size raises, then the pot split between the best high and the best low
    Given a pot-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # Before the flop C calls 20 into 30 (pot 50) and raises to 20 + 50 = 70; A and B call: 210.
    # On the flop A bets 70; C calls 70 (pot 210 + 70 + 70 = 350) and raises to 70 + 350 = 420.
    And the actions are "C raise 70, A call, B call / A bet 70, B fold, C raise 420, A call / A check, C check / A check, C check"
    When the hand is settled
    Then C puts in 70 with a raise to 70
    And C puts in 420 with a raise to 420
    # 210 before the flop and 420 each from A and C: 1,050, halved into 525 and 525.
    And the main pot is 1050
    # C: 9-T with J-Q-8, a queen-high straight; A: A-2 with 3-6-8, the low 8-6-3-2-A.
    And C shows the high hand "straight (Q)"
    And A shows the low hand "8-6-3-2-A"
    And the high half of the main pot is 525, shared by "C"
    And the low half of the main pot is 525, shared by "A"
    # A and C: 1,000 - 70 - 420 + 525 = 1,035; B: 1,000 - 70 = 930.
    And the final stacks are A 1035, B 930, C 1035

  @OHL-8
  Scenario Outline: Bets and raises beyond the pot are refused
    Given a pot-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    # Before the flop at most 70 (C's all-in of 1,000 too); on the flop a pot of 210 allows a bet
    # of 210, and facing a bet of 70 a raise to 420.
    Examples:
      | actions                                                  | where      | reason                                                |
      | C raise 71                                               | actions[0] | raise to 71 is more than the pot allows: at most 70   |
      | C all-in                                                 | actions[0] | raise to 1000 is more than the pot allows: at most 70 |
      | C raise 70, A call, B call / A bet 211                   | actions[3] | bet to 211 is more than the pot allows: at most 210   |
      | C raise 70, A call, B call / A bet 70, B fold, C raise 421 | actions[5] | raise to 421 is more than the pot allows: at most 420 |
      | C raise                                                  | actions[0] | a pot-limit raise needs the amount it goes to         |

  @OHL-8.1 @OHL-8
  Scenario: Facing a bet of 70 the smallest raise is to 140
    Given a pot-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d"
    # The pot allows B a raise to 70 + (210 + 70 + 70) = 420; the minimum is 70 + 70 = 140.
    And the actions are "C raise 70, A call, B call / A bet 70, B raise 130"
    When the hand is settled
    Then the hand is refused at actions[4] with "raise to 130 is below the minimum 140"

  @OHL-8.2
  Scenario: An all-in raise for less does not reopen the betting
    Given a pot-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 110 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # On the flop A bets the pot, 60; B is all-in to 90, a raise of 30, short of 60 (and within
    # the pot: at most 60 + 120 + 60 = 240). A has acted and may only call or fold.
    And the actions are "C call, A call, B check / A bet 60, B all-in, C call, A raise 300"
    When the hand is settled
    Then the hand is refused at actions[6] with "the all-in for less did not reopen the betting"

  @OHL-8.2 @OHL-8.1
  Scenario: A short all-in does not change the minimum raise
    Given a pot-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 110 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # The minimum raise stays the 60 of A's bet: C, yet to act, raises to at least 90 + 60 = 150.
    And the actions are "C call, A call, B check / A bet 60, B all-in, C raise 140"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise to 140 is below the minimum 150"

  @OHL-8.2 @OHL-6 @OHL-5
  Scenario: After a short all-in the player who acted calls, and the pot splits high and low
    Given a pot-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 110 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A bet 60, B all-in, C call, A call / A check, C check / A check, C check"
    When the hand is settled
    Then B puts in 90 with a raise to 90
    # Everyone has 20 + 90 = 110 in: one pot of 330. B's A-3 pairs the board's three: no low.
    And there is 1 pot
    And the main pot is 330
    And B has no low
    And the high half of the main pot is 165, shared by "C"
    And the low half of the main pot is 165, shared by "A"
    And the final stacks are A 1055, B 0, C 1055
