Feature: Short-deck pots: side pots, ties and odd chips
  All-ins for different amounts divide the chips into a main pot and side pots by contribution
  level (SD-6); each pot goes to the best hand among its own players (SD-6.1); tied hands share
  a pot (SD-6.2), the odd chips going by odd_chip_order (SD-6.3). Stacks of 1,500, 1,000 and
  2,000 all-in make a main pot of 3,000 and a side pot of 1,000, and the 500 nobody could match
  goes back to its owner (SD-3.3). Blinds 10/20.

  @SD-6 @SD-6.1 @SD-3.3 @SD-3.5 @SD-4
  Scenario: A three-way all-in makes a main pot and a side pot
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat P1 has 1500 chips and holds "Ah Ad"
    And seat P2 has 1000 chips and holds "Kh Kd"
    And seat P3 has 2000 chips and holds "Qh Qd"
    And the button is P1
    And the board is "6c 7s 9d Jc Th"
    And the actions are "P1 all-in, P2 all-in, P3 all-in"
    When the hand is settled
    Then there are 2 pots
    And the main pot is 3000
    And the main pot is contested by "P1, P2, P3"
    And side pot 1 is 1000
    And side pot 1 is contested by "P1, P3"
    And P3 gets back an uncalled 500
    And the main pot pays P1 3000
    And side pot 1 pays P1 1000
    And the final stacks are P1 4000, P2 0, P3 500

  @SD-6.1
  Scenario: The short stack wins the main pot and the side pot goes to the next best hand
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat P1 has 1500 chips and holds "Kh Kd"
    And seat P2 has 1000 chips and holds "Ah Ad"
    And seat P3 has 2000 chips and holds "Qh Qd"
    And the button is P1
    And the board is "6c 7s 9d Jc Th"
    And the actions are "P1 all-in, P2 all-in, P3 all-in"
    When the hand is settled
    Then the main pot pays P2 3000
    And side pot 1 pays P1 1000
    And the final stacks are P1 1000, P2 3000, P3 500

  @SD-6.2 @SD-6.3 @SD-2.2 @SD-5
  Scenario: Two straights split the pot; the odd chip goes left of the button
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "Ah 6s"
    And seat B has 1000 chips and holds "9s 9c"
    And seat C has 1000 chips and holds "Ad 8h"
    And the button is C
    And the board is "Kc Qd Jh Ts 7c"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then A shows the high hand "straight (A)"
    And C shows the high hand "straight (A)"
    And B shows the high hand "straight (K)"
    # 60 in blinds and calls and 15 in antes: 75 shared by A and C; A sits first left of C.
    And the main pot is 75
    And the main pot pays A 38, C 37
    And the final stacks are A 1013, B 975, C 1012

  @SD-6.3
  Scenario: Under odd_chip_order = high_card_by_suit the odd chip goes to the highest hole card
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And the interpretation odd_chip_order is set to high_card_by_suit
    And an ante of 5
    And seat A has 1000 chips and holds "Ah 6s"
    And seat B has 1000 chips and holds "9s 9c"
    And seat C has 1000 chips and holds "As 8h"
    And the button is C
    And the board is "Kc Qd Jh Ts 7c"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    # The ace of spades outranks the ace of hearts.
    Then the main pot pays A 37, C 38
