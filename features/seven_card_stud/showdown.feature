Feature: Seven-card stud: the showdown, ties and mucks
  Each player's hand is the best five of their seven cards, up or down (ST-5), ranked as in
  standard poker (ST-5.1). Tied hands share a pot (ST-6.2), the odd chips going by
  odd_chip_order, by default to the highest card by suit (ST-6.3). The last player to bet on
  seventh street shows first (ST-7); a mucked hand gives up the pot (ST-7.1). Limits 20/40,
  ante 5, bring-in 5.

  @ST-5 @ST-5.1
  Scenario: The seventh card, dealt face down, makes a flush
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ah 2h 9h Kh 3c 4d 7h"
    And seat B has 1000 chips and holds "Qs Qd 5c 8s 8d Jc 6c"
    And the actions are "B bring-in, A call / A check, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the high hand "flush (A, K, 9, 7, 2)"
    And B shows the high hand "two pair (Q, 8, J)"
    And the final stacks are A 1010, B 990

  @ST-6.2 @ST-6.3
  Scenario: Two straights split the pot; the odd chip goes to the highest card by suit
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "5c 6d 7h 8s 9c 2d 3h"
    And seat B has 1000 chips and holds "5d 6c 7s 8h 9d 2c 3s"
    And seat C has 1000 chips and holds "Kc Kd Jc"
    And the actions are "A bring-in, B call, C fold / A check, B check / A check, B check / A check, B check / A check, B check"
    When the hand is settled
    Then A shows the high hand "straight (9)"
    And B shows the high hand "straight (9)"
    # 15 in antes and 10 in calls: 25 shared; B's 9d outranks A's 9c.
    And the main pot is 25
    And the main pot pays A 12, B 13
    And the final stacks are A 1002, B 1003, C 995

  @ST-6.3
  Scenario: Under odd_chip_order = left_of_button the odd chip goes to the seat nearest the dealer's left
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And the interpretation odd_chip_order is set to left_of_button
    And seat A has 1000 chips and holds "5c 6d 7h 8s 9c 2d 3h"
    And seat B has 1000 chips and holds "5d 6c 7s 8h 9d 2c 3s"
    And seat C has 1000 chips and holds "Kc Kd Jc"
    And the actions are "A bring-in, B call, C fold / A check, B check / A check, B check / A check, B check / A check, B check"
    When the hand is settled
    Then the main pot pays A 13, B 12

  @ST-7
  Scenario: The last to bet on seventh street shows first
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ah 2h 9h Kh 3c 4d 7h"
    And seat B has 1000 chips and holds "Qs Qd 5c 8s 8d Jc 6c"
    And the actions are "B bring-in, A call / A check, B check / B check, A check / B check, A check / B bet, A call"
    When the hand is settled
    Then the showdown order is "B, A"
    And the final stacks are A 1050, B 950

  @ST-7.1
  Scenario: A mucked hand gives up the pot
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ah 2h 9h Kh 3c 4d 7h"
    And seat B has 1000 chips and holds "Qs Qd 5c 8s 8d Jc 6c"
    And seat A mucks at the showdown
    And the actions are "B bring-in, A call / A check, B check / B check, A check / B check, A check / B bet, A call"
    When the hand is settled
    Then the main pot is won uncontested by B
    And the final stacks are A 950, B 1050
