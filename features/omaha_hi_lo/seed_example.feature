Feature: The seed's worked hand (board 3-6-8-J-Q)
  Seed 003 reads one showdown: on 3-6-8-J-Q, A-2-4-6 makes the low 8-6-3-2-A, A-3-T-T has no
  low (A-3 with 8-6-3 pairs the three), and 9-T-J-Q makes the best high, a queen-high straight;
  the pot is split between the two (OHL-6). Here the three hands are played as a three-way
  limit hand at 20/40 with blinds 10/20 and the button on C, checked and bet to the river.

  @OHL-4 @OHL-4.1 @OHL-4.2 @OHL-6 @OHL-3 @OHL-3.2 @OHL-3.5 @OHL-1
  Scenario: The best low and the best high split the pot
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B bet, C call, A call / A check, B check, C bet, A call, B call / A check, B check, C check"
    When the hand is settled
    # 3 x 20 before the flop, 3 x 20 on the flop, 3 x 40 on the turn, nothing on the river.
    Then the main pot is 240
    And A shows the low hand "8-6-3-2-A"
    And B has no low
    And C shows the high hand "straight (Q)"
    And the high half of the main pot is 120, shared by "C"
    And the low half of the main pot is 120, shared by "A"
    # Each put in 80: A and C get 120 back, B loses 80.
    And the final stacks are A 1040, B 420, C 840

  @OHL-4 @OHL-4.1
  Scenario: The high hand may use other hole cards than the low
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    # The seed: A's high is 6-6-A-Q-J (A and 6 from the hand), its low 8-6-3-2-A (A and 2).
    Then A shows the high hand "pair (6, A, Q, J)"
    And A shows the low hand "8-6-3-2-A"
    And B shows the high hand "pair (T, Q, J, 8)"

  @OHL-6.1 @OHL-4.1 @OHL-4.2
  Scenario: With the nut flush the low hand scoops
    # The seed: "if player A had the nut flush, A would scoop the pot".
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3h 6h 8h Jc Qs"
    And the actions are "C call, A call, B check / A check, B bet, C call, A call / A check, B check, C bet, A call, B call / A check, B check, C check"
    When the hand is settled
    Then A shows the high hand "flush (A, 8, 6, 3, 2)"
    And A shows the low hand "8-6-3-2-A"
    And the main pot is scooped
    And the main pot pays A 240
    And the final stacks are A 1160, B 420, C 720
