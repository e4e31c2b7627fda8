Feature: Omaha pots: side pots, ties and odd chips
  All-ins for different amounts divide the chips into a main pot and side pots by contribution
  level (OM-7); each pot goes whole to the best high hand among its own players (OM-7.1); tied
  hands share a pot (OM-7.2), the odd chips going by odd_chip_order (OM-7.3). Blinds 10/20.

  @OM-7 @OM-7.1 @OM-3.3 @OM-3.5
  Scenario: Three all-ins for different amounts make a main pot and a side pot
    Given a pot-limit Omaha hand with blinds 10/20
    And seat P1 has 60 chips and holds "Ah Ad Kc 2s"
    And seat P2 has 40 chips and holds "Kh Kd 7c 3s"
    And seat P3 has 100 chips and holds "Qh Qd 8c 4s"
    And the button is P1
    And the board is "2c 7s 9d Jc 4h"
    # P1 goes all-in for 60 (the pot allows 70); P2 calls all-in for 40; P3 covers both.
    And the actions are "P1 all-in, P2 all-in, P3 all-in"
    When the hand is settled
    Then there are 2 pots
    And the main pot is 120
    And the main pot is contested by "P1, P2, P3"
    And side pot 1 is 40
    And side pot 1 is contested by "P1, P3"
    And P3 gets back an uncalled 40
    # P1's A-A with J-9-7 is a pair of aces, above P2's kings and P3's queens.
    And the main pot pays P1 120
    And side pot 1 pays P1 40
    And the final stacks are P1 160, P2 0, P3 40

  @OM-7.1
  Scenario: The short stack wins the main pot and the side pot goes to the next best hand
    Given a pot-limit Omaha hand with blinds 10/20
    And seat P1 has 60 chips and holds "Kh Kd 7c 3s"
    And seat P2 has 40 chips and holds "Ah Ad Kc 2s"
    And seat P3 has 100 chips and holds "Qh Qd 8c 4s"
    And the button is P1
    And the board is "2c 7s 9d Jc 4h"
    And the actions are "P1 all-in, P2 all-in, P3 all-in"
    When the hand is settled
    Then the main pot pays P2 120
    And side pot 1 pays P1 40
    And the final stacks are P1 40, P2 120, P3 40

  @OM-7.2 @OM-7.3 @OM-2.2
  Scenario: Two straights split the pot; the odd chip goes left of the button
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "Ah Kc 3c 3d"
    And seat B has 1000 chips and holds "5s 6s 7h 7d"
    And seat C has 1000 chips and holds "Ad Kh 4h 4d"
    And the button is C
    And the board is "Qc Jd Th 2s 2c"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then A shows the high hand "straight (A)"
    And C shows the high hand "straight (A)"
    # 60 in blinds and calls and 15 in antes: 75 shared by A and C; A sits first left of C.
    And the main pot is 75
    And the main pot pays A 38, C 37
    And the final stacks are A 1013, B 975, C 1012

  @OM-7.3
  Scenario: Under odd_chip_order = high_card_by_suit the odd chip goes to the highest hole card
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And the interpretation odd_chip_order is set to high_card_by_suit
    And an ante of 5
    And seat A has 1000 chips and holds "Ah Kc 3c 3d"
    And seat B has 1000 chips and holds "5s 6s 7h 7d"
    And seat C has 1000 chips and holds "As Kh 4h 4d"
    And the button is C
    And the board is "Qc Jd Th 2s 2c"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    # The ace of spades outranks the ace of hearts.
    Then the main pot pays A 37, C 38
