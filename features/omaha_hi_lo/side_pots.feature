Feature: Side pots in Omaha Hi-Lo, each split on its own
  All-ins for different amounts make a main pot and side pots by contribution level (OHL-5).
  Each pot is settled among its own players (OHL-5.1): a side pot none of whose players has a
  low goes wholly to its best high (OHL-6.2) while the main pot splits. With nobody left to
  bet, the board is dealt out without betting (OHL-3.9).

  @OHL-5 @OHL-5.1 @OHL-6.2 @OHL-3.9 @OHL-3.6 @OHL-6
  Scenario: Three-way all-in before the flop: the main pot splits, the side pot goes high
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 30 chips and holds "Ah 2h 4c 6d"
    And seat B has 60 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # C raises to 40, A is all-in for 30 in all, B raises all-in to 60, C calls.
    And the actions are "C raise, A all-in, B all-in, C call"
    When the hand is settled
    Then there are 2 pots
    And the main pot is 90
    And the main pot is contested by "A, B, C"
    And side pot 1 is 60
    And side pot 1 is contested by "B, C"
    And the high half of the main pot is 45, shared by "C"
    And the low half of the main pot is 45, shared by "A"
    And side pot 1 has no low half
    And side pot 1 pays C 60
    And the final stacks are A 45, B 0, C 1045

  @OHL-5 @OHL-5.1 @OHL-6 @OHL-2.3
  Scenario: A short big blind makes a side pot its poster cannot win
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 15 chips and holds "9s Td Jh Qd"
    And seat C has 1000 chips and holds "Ad 3c Tc Th"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call / A check, C check / A check, C check / A check, C check"
    When the hand is settled
    # B posts 15 all-in; the others still call the full big blind of 20.
    Then C puts in 20 with a call to 20
    And there are 2 pots
    And the main pot is 45
    And side pot 1 is 10
    And side pot 1 is contested by "A, C"
    And the high half of the main pot is 23, shared by "B"
    And the low half of the main pot is 22, shared by "A"
    And the high half of side pot 1 is 5, shared by "C"
    And the final stacks are A 1007, B 23, C 985

  @OHL-2.3
  Scenario: Under short_big_blind = as_posted the short blind is the amount to call
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And the interpretation short_big_blind is set to as_posted
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 15 chips and holds "9s Td Jh Qd"
    And seat C has 1000 chips and holds "Ad 3c Tc Th"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call / A check, C check / A check, C check / A check, C check"
    When the hand is settled
    Then C puts in 15 with a call to 15
    And there is 1 pot
    And the main pot is 45
