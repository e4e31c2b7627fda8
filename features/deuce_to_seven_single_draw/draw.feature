Feature: No-limit deuce-to-seven single draw: one draw and the lowest hand
  Five cards face down (ND-1), a betting round before the draw and one after it (ND-3): every
  player still in the hand, all-in or not, stands pat or throws cards away and is dealt as many, in
  turn from the button's left (ND-3.6). The five cards held after the draw play (ND-5), read
  deuce-to-seven: aces high, straights and flushes count against a hand (ND-5.1). No limit
  (ND-4), blinds 10/20.

  @ND-1 @ND-3 @ND-3.1 @ND-3.6 @ND-4 @ND-5 @ND-5.1 @ND-7
  Scenario: A hand played through the draw: the lowest hand wins
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 1000 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C call, A call, B check / A draws Kd for 5s, B draws Qc for 3c, C draws Ac Ad 9c Th Js for Jc Jd Jh 9s 9d / A bet 40, B call, C fold"
    When the hand is settled
    Then A acts first on second round
    And A puts in 40 with a bet to 40
    And the main pot is 140
    And A shows "7-5-4-3-2"
    And B shows "8-6-5-3-2"
    And the showdown order is "A, B"
    And the final stacks are A 1080, B 940, C 980

  @ND-3.6 @ND-3.5
  Scenario: After an all-in the draw goes on without betting, from the button's left
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 100 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / B draws Kc for 2s, A draws 9d for 3h"
    When the hand is settled
    Then A shows "7-5-4-3-2"
    And B shows "7-6-4-3-2"
    And the final stacks are A 200, B 900

  @ND-3.6
  Scenario: A player draws in turn
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 100 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / A stands pat"
    When the hand is settled
    Then the hand is refused at actions[2] with "A acts out of turn: it is B's turn"

  @ND-3.6
  Scenario: A player throws away only cards it holds
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 100 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / B draws Ks for 2s"
    When the hand is settled
    Then the hand is refused at actions[2] with "B throws away Ks but holds"

  @ND-3.6 @ND-1.1
  Scenario: A card thrown away is dead until the stub is used up
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 100 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / B draws Kc for 2s, A draws 9d for Kc"
    When the hand is settled
    Then the hand is refused at actions[3] with "Kc was thrown away and is dealt again while the stub still holds"

  @ND-1.1
  Scenario: A card another player holds cannot be dealt
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 100 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A all-in, B call / B draws Kc for 2c"
    When the hand is settled
    Then the hand is refused at actions[2] with "2c is dealt to B but A holds it"

  @ND-3.2
  Scenario: No bet is made while the players draw
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A call, B check / B bet 40"
    When the hand is settled
    Then the hand is refused at actions[2] with "it is the draw"

  @ND-5.1
  Scenario: An ace is high and a wheel is no straight; a straight and a flush count against a hand
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2c 3d 4s 5h"
    And seat B has 1000 chips and holds "2h 3h 4h 6h 8h"
    And seat C has 1000 chips and holds "3c 4c 5d 6s 7d"
    And the button is C
    And the actions are "C call, A call, B check / A stands pat, B stands pat, C stands pat / A check, B check, C check"
    When the hand is settled
    Then A shows "A-5-4-3-2"
    And B shows "flush (8, 6, 4, 3, 2)"
    And C shows "straight (7)"
    And the main pot pays A 60
