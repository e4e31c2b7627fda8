Feature: Stud hi-lo: the high and the eight-or-better low split each pot
  Each player makes the best high of any five of their seven cards and, apart, the best
  eight-or-better low of any five (SHL-5): a player may use different cards for each half. Hands
  rank as in standard poker (SHL-5.1); a low is five different ranks from A to 8, straights and
  flushes do not spoil it (SHL-5.2). Each pot is halved between the best high and the best low
  (SHL-6.2); one player may take both halves (SHL-6.3); with no low the high takes all (SHL-6.4);
  ties share a half (SHL-6.5); the odd chip between the halves goes to the high by default
  (SHL-6.6), within a half by odd_chip_order, the highest card by suit by default (SHL-6.7).
  Limits 20/40, ante 5, bring-in 5. The last to bet on seventh street shows first (SHL-7); a
  mucked hand gives up the pot (SHL-7.1).

  @SHL-5 @SHL-5.1 @SHL-5.2 @SHL-6.2 @SHL-6.6
  Scenario: High and low split the pot; the odd chip goes to the high half
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As 2d 3c 4h 8s Kd Qc"
    And seat B has 1000 chips and holds "Qs Qd 5c 8c 8d Jc 6h"
    And seat C has 1000 chips and holds "Kc Kh Ts"
    And the actions are "A bring-in, B call, C fold / B check, A check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the low hand "8-4-3-2-A"
    And A shows the high hand "high card (A, K, Q, 8, 4)"
    And B shows the high hand "two pair (Q, 8, J)"
    And B has no low
    And the main pot is 25
    And the high half of the main pot is 13, shared by "B"
    And the low half of the main pot is 12, shared by "A"
    And the final stacks are A 1002, B 1003, C 995

  @SHL-6.6
  Scenario: Under odd_chip_half = low the odd chip goes to the low half
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And the interpretation odd_chip_half is set to low
    And seat A has 1000 chips and holds "As 2d 3c 4h 8s Kd Qc"
    And seat B has 1000 chips and holds "Qs Qd 5c 8c 8d Jc 6h"
    And seat C has 1000 chips and holds "Kc Kh Ts"
    And the actions are "A bring-in, B call, C fold / B check, A check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then the high half of the main pot is 12, shared by "B"
    And the low half of the main pot is 13, shared by "A"

  @SHL-6.4 @SHL-5.2
  Scenario: Four low ranks are no low: the high hand takes the whole pot
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As 2d 3c 4h Kd Qc Js"
    And seat B has 1000 chips and holds "Qs Qd 5c 8c 8d Jc 6h"
    And seat C has 1000 chips and holds "Kc Kh Ts"
    And the actions are "A bring-in, B call, C fold / B check, A check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A has no low
    And the main pot has no low half
    And the main pot pays B 25
    And the final stacks are A 990, B 1015, C 995

  @SHL-6.3 @SHL-5.2
  Scenario: A flush and a seven low: one player scoops the pot
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ah 2h 9h Kh 3c 4d 7h"
    And seat B has 1000 chips and holds "Qs Qd 5c 8s 8d Jc 6c"
    And the actions are "B bring-in, A call / A check, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the high hand "flush (A, K, 9, 7, 2)"
    And A shows the low hand "7-4-3-2-A"
    And the main pot is scooped
    And the final stacks are A 1010, B 990

  @SHL-6.5 @SHL-6.7 @SHL-5.2
  Scenario: Tied lows share the low half; its odd chip goes to the highest card by suit
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ah 2c 3d 4s 5h 6h Kd"
    And seat B has 1000 chips and holds "As 2d 3h 4c 5c Qs Js"
    And seat C has 1000 chips and holds "Kc Kh Ts"
    And seat D has 1000 chips and holds "Jc Jd Th"
    And the actions are "A bring-in, B call, C fold, D fold / A check, B check / A check, B check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the high hand "straight (6)"
    And B shows the high hand "straight (5)"
    And A shows the low hand "5-4-3-2-A"
    And B shows the low hand "5-4-3-2-A"
    # 20 in antes and 10 in calls: the high half 15 to A; the low half 15 shared, B's As first.
    And the high half of the main pot is 15, shared by "A"
    And the low half of the main pot is 15, shared by "B, A"
    And the main pot pays A 22, B 8
    And the final stacks are A 1012, B 998, C 995, D 995

  @SHL-7
  Scenario: The last to bet on seventh street shows first
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ah 2h 9h Kh 3c 4d 7h"
    And seat B has 1000 chips and holds "Qs Qd 5c 8s 8d Jc 6c"
    And the actions are "B bring-in, A call / A check, B check / B check, A check / B check, A check / B bet, A call"
    When the hand is settled
    Then the showdown order is "B, A"
    And the final stacks are A 1050, B 950

  @SHL-7.1
  Scenario: A mucked hand gives up both halves
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ah 2h 9h Kh 3c 4d 7h"
    And seat B has 1000 chips and holds "Qs Qd 5c 8s 8d Jc 6c"
    And seat A mucks at the showdown
    And the actions are "B bring-in, A call / A check, B check / B check, A check / B check, A check / B bet, A call"
    When the hand is settled
    Then the main pot is won uncontested by B
    And the final stacks are A 950, B 1050
