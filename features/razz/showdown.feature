Feature: Razz: the lowest hand wins
  Each player's hand is the lowest five of their seven cards, up or down (RZ-5), read ace-to-five:
  aces low, straights and flushes do not count, a pair is worse than any five different ranks,
  and there is no qualifier (RZ-5.1). Tied hands share a pot (RZ-6.2), the odd chips going by
  odd_chip_order, by default to the highest card by suit (RZ-6.3). The last player to bet on
  seventh street shows first (RZ-7); a mucked hand gives up the pot (RZ-7.1). Limits 20/40,
  ante 5, bring-in 5.

  @RZ-5 @RZ-5.1
  Scenario: The seventh card, dealt face down, makes the lower hand
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "9h 9d 2c 3h 4d Ts 5h"
    And seat B has 1000 chips and holds "Kc Qc 5s 6d 7c 8h Td"
    And the actions are "B bring-in, A call / A check, B check / A check, B check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows "9-5-4-3-2"
    And B shows "T-8-7-6-5"
    And the final stacks are A 1010, B 990

  @RZ-5.1
  Scenario: A pair is worse than any five different ranks, however high
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "2c 2d 3h 4s 5c 2h 3d"
    And seat B has 1000 chips and holds "Kc Qd Jh Ts 9c 8d 7s"
    And the actions are "B bring-in, A call / A check, B check / A check, B check / A check, B check / A check, B check"
    When the hand is settled
    Then A shows "pair (2, 5, 4, 3)"
    And B shows "J-T-9-8-7"
    And the final stacks are A 990, B 1010

  @RZ-5.1
  Scenario: A straight flush to the five is the best hand: straights and flushes do not count
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "5h 4h 3h 2h Ah Kc Kd"
    And seat B has 1000 chips and holds "6c 4d 3s 2c Ad Qs Qh"
    And the actions are "B bring-in, A call / A check, B check / A check, B check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows "5-4-3-2-A"
    And B shows "6-4-3-2-A"
    And the final stacks are A 1010, B 990

  @RZ-6.2 @RZ-6.3
  Scenario: Two equal lows split the pot; the odd chip goes to the highest card by suit
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "5c 4d 3h 2s 7c Kh Qd"
    And seat B has 1000 chips and holds "5d 4c Ks 2h 7d 3s Qs"
    And seat C has 1000 chips and holds "Jc Jh 9c"
    And the actions are "B bring-in, C fold, A call / A check, B check / A check, B check / A check, B check / A check, B check"
    When the hand is settled
    Then A shows "7-5-4-3-2"
    And B shows "7-5-4-3-2"
    # 15 in antes and 10 in calls: 25 shared; B's Ks outranks A's Kh.
    And the main pot is 25
    And the main pot pays A 12, B 13
    And the final stacks are A 1002, B 1003, C 995

  @RZ-6.3
  Scenario: Under odd_chip_order = left_of_button the odd chip goes to the seat nearest the dealer's left
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And the interpretation odd_chip_order is set to left_of_button
    And seat A has 1000 chips and holds "5c 4d 3h 2s 7c Kh Qd"
    And seat B has 1000 chips and holds "5d 4c Ks 2h 7d 3s Qs"
    And seat C has 1000 chips and holds "Jc Jh 9c"
    And the actions are "B bring-in, C fold, A call / A check, B check / A check, B check / A check, B check / A check, B check"
    When the hand is settled
    Then the main pot pays A 13, B 12

  @RZ-7
  Scenario: The last to bet on seventh street shows first
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "9h 9d 2c 3h 4d Ts 5h"
    And seat B has 1000 chips and holds "Kc Qc 5s 6d 7c 8h Td"
    And the actions are "B bring-in, A call / A check, B check / A check, B check / B check, A check / B bet, A call"
    When the hand is settled
    Then the showdown order is "B, A"
    And the final stacks are A 1050, B 950

  @RZ-7.1
  Scenario: A mucked hand gives up the pot
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "9h 9d 2c 3h 4d Ts 5h"
    And seat B has 1000 chips and holds "Kc Qc 5s 6d 7c 8h Td"
    And seat A mucks at the showdown
    And the actions are "B bring-in, A call / A check, B check / A check, B check / B check, A check / B bet, A call"
    When the hand is settled
    Then the main pot is won uncontested by B
    And the final stacks are A 950, B 1050
