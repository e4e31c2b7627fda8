Feature: Splitting the pot: scoops, ties, quartered pots and odd chips
  Each pot is halved between the best high and the best low (OHL-6); tied players share a
  half, so a player may win a quarter (OHL-6.3). When a pot or a half does not divide, the
  interpretations odd_chip_half (default: the odd chip to the high half, OHL-6.4) and
  odd_chip_order (default: the first winner left of the button, OHL-6.5) say who gets it.
  Three-way at 20/40, blinds 10/20, button C, on the seed's board 3-6-8-J-Q.

  @OHL-6.3 @OHL-6 @OHL-4.2
  Scenario: Two equal lows quarter the pot
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "As 2c 9d 9h"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B bet, C call, A call / A check, B check, C bet, A call, B call / A check, B check, C check"
    When the hand is settled
    Then A shows the low hand "8-6-3-2-A"
    And B shows the low hand "8-6-3-2-A"
    And the high half of the main pot is 120, shared by "C"
    And the low half of the main pot is 120, shared by "A, B"
    And the main pot pays A 60, B 60, C 120
    And the final stacks are A 980, B 480, C 840

  @OHL-6.4 @OHL-2.2
  Scenario: The odd chip of a split pot goes to the high half
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B bet, C call, A call / A check, B check, C bet, A call, B call / A check, B check, C check"
    When the hand is settled
    # 240 bet and 15 in antes: 255 does not halve; the high half gets 128.
    Then the main pot is 255
    And the high half of the main pot is 128, shared by "C"
    And the low half of the main pot is 127, shared by "A"
    And the final stacks are A 1042, B 415, C 843

  @OHL-6.4
  Scenario: Under odd_chip_half = low the odd chip goes to the low half
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And the interpretation odd_chip_half is set to low
    And an ante of 5
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B bet, C call, A call / A check, B check, C bet, A call, B call / A check, B check, C check"
    When the hand is settled
    Then the high half of the main pot is 127, shared by "C"
    And the low half of the main pot is 128, shared by "A"

  @OHL-6.5 @OHL-6.3
  Scenario: An odd chip within a half goes to the first winner left of the button
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "As 2c 9d 9h"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B bet, C call, A call / A check, B check, C bet, A call, B call / A check, B check, C check"
    When the hand is settled
    # The low half of 127 is shared by A and B: A sits first left of the button C.
    Then the low half of the main pot is 127, shared by "A, B"
    And the main pot pays A 64, B 63, C 128
    And the final stacks are A 979, B 478, C 843

  @OHL-6.5
  Scenario: Under odd_chip_order = high_card_by_suit the odd chip goes to the highest hole card
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And the interpretation odd_chip_order is set to high_card_by_suit
    And an ante of 5
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "As 2c 9d 9h"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B bet, C call, A call / A check, B check, C bet, A call, B call / A check, B check, C check"
    When the hand is settled
    # B's ace of spades outranks A's ace of hearts.
    Then the low half of the main pot is 127, shared by "B, A"
    And the main pot pays A 63, B 64, C 128
