Feature: Deuce-to-seven triple draw: three draws and the lowest hand
  Five cards face down (TD-1), four betting rounds with a draw before each of the last three
  (TD-3): every player still in the hand, all-in or not, stands pat or throws cards away and is
  dealt as many, in turn from the button's left (TD-3.6). One small bet before the first draw and
  after it, one big bet after the second and third draws (TD-4). The five cards held after the last
  draw play (TD-5), read deuce-to-seven: aces high, straights and flushes count against a hand
  (TD-5.1). Limits 20/40, blinds 10/20.

  @TD-1 @TD-3 @TD-3.1 @TD-3.6 @TD-4 @TD-5 @TD-5.1 @TD-7
  Scenario: A hand played through three draws: the lowest hand wins
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 1000 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C call, A call, B check / A draws Kd for 5s, B draws Qc for 3c, C draws Ac Ad 9c Th Js for Jc Jd Jh 9s 9d / A bet, B call, C fold / A stands pat, B draws 8s for 7c / A bet, B call / A stands pat, B stands pat / A check, B check"
    When the hand is settled
    Then A acts first on second round
    And A puts in 20 with a bet to 20
    And A puts in 40 with a bet to 40
    And the main pot is 180
    And A shows "7-5-4-3-2"
    And B shows "7-6-5-3-2"
    And the showdown order is "A, B"
    And the final stacks are A 1100, B 920, C 980

  @TD-3.6 @TD-3.5
  Scenario: After an all-in the draws go on without betting, from the button's left
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / B draws Kc for 2s, A stands pat / B stands pat, A draws 9d for 3h / B stands pat, A stands pat"
    When the hand is settled
    Then A shows "7-5-4-3-2"
    And B shows "7-6-4-3-2"
    And the final stacks are A 80, B 960

  @TD-3.6
  Scenario: A player draws in turn
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / A stands pat"
    When the hand is settled
    Then the hand is refused at actions[2] with "A acts out of turn: it is B's turn"

  @TD-3.6
  Scenario: A player throws away only cards it holds
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / B draws Ks for 2s"
    When the hand is settled
    Then the hand is refused at actions[2] with "B throws away Ks but holds"

  @TD-3.6 @TD-1.1
  Scenario: A card thrown away is dead until the stub is used up
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / B draws Kc for 2s, A draws 9d for 3h / B draws 2s for 9d"
    When the hand is settled
    Then the hand is refused at actions[4] with "9d was thrown away and is dealt again while the stub still holds"

  @TD-1.1
  Scenario: A card another player holds cannot be dealt
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / B draws Kc for 2c"
    When the hand is settled
    Then the hand is refused at actions[2] with "2c is dealt to B but A holds it"

  @TD-3.2
  Scenario: No bet is made while the players draw
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A call, B check / B bet"
    When the hand is settled
    Then the hand is refused at actions[2] with "it is the draw"

  @TD-5.1
  Scenario: An ace is high and a wheel is no straight; a straight and a flush count against a hand
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2c 3d 4s 5h"
    And seat B has 1000 chips and holds "2h 3h 4h 6h 8h"
    And seat C has 1000 chips and holds "3c 4c 5d 6s 7d"
    And the button is C
    And the actions are "C call, A call, B check / A stands pat, B stands pat, C stands pat / A check, B check, C check / A stands pat, B stands pat, C stands pat / A check, B check, C check / A stands pat, B stands pat, C stands pat / A check, B check, C check"
    When the hand is settled
    Then A shows "A-5-4-3-2"
    And B shows "flush (8, 6, 4, 3, 2)"
    And C shows "straight (7)"
    And the main pot pays A 60
