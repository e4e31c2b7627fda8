Feature: Badugi: three draws and the best four-suit low
  Four cards face down (BG-1), four betting rounds with a draw before each of the last three
  (BG-3): every player still in the hand, all-in or not, stands pat or throws cards away and is
  dealt as many, in turn from the button's left (BG-3.6). One small bet before the first draw and
  after it, one big bet after the second and third draws (BG-4). The four cards held after the last
  draw play (BG-5): the most cards of different suits and ranks, then the lowest, aces low
  (BG-5.1). Limits 20/40, blinds 10/20.

  @BG-1 @BG-3 @BG-3.1 @BG-3.6 @BG-4 @BG-5 @BG-5.1 @BG-7
  Scenario: A hand played through three draws: the best badugi wins
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ac 2d 3h Kh"
    And seat B has 1000 chips and holds "2s 4c 6d Qd"
    And seat C has 1000 chips and holds "Kc Qc Jc Tc"
    And the button is C
    And the actions are "C call, A call, B check / A draws Kh for 5s, B draws Qd for 7h, C draws Kc Qc Jc Tc for 8c 9s Js 5d / A bet, B call, C fold / A stands pat, B stands pat / A bet, B call / A stands pat, B stands pat / A check, B check"
    When the hand is settled
    Then A acts first on second round
    And A puts in 20 with a bet to 20
    And A puts in 40 with a bet to 40
    And the main pot is 180
    And A shows "badugi (5-3-2-A)"
    And B shows "badugi (7-6-4-2)"
    And the showdown order is "A, B"
    And the final stacks are A 1100, B 920, C 980

  @BG-3.6 @BG-3.5
  Scenario: After an all-in the draws go on without betting, from the button's left
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "Ac 2d 3h 9h"
    And seat B has 1000 chips and holds "2c 3s 5d Kd"
    And the button is A
    And the actions are "A all-in, B call / B draws Kd for 6h, A draws 9h for 4s / B stands pat, A stands pat / B stands pat, A stands pat"
    When the hand is settled
    Then A shows "badugi (4-3-2-A)"
    And B shows "badugi (6-5-3-2)"
    And the final stacks are A 80, B 960

  @BG-3.6
  Scenario: A player draws in turn
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "Ac 2d 3h 9h"
    And seat B has 1000 chips and holds "2c 3s 5d Kd"
    And the button is A
    And the actions are "A all-in, B call / A stands pat"
    When the hand is settled
    Then the hand is refused at actions[2] with "A acts out of turn: it is B's turn"

  @BG-3.6
  Scenario: A player throws away only cards it holds
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "Ac 2d 3h 9h"
    And seat B has 1000 chips and holds "2c 3s 5d Kd"
    And the button is A
    And the actions are "A all-in, B call / B draws Ks for 6h"
    When the hand is settled
    Then the hand is refused at actions[2] with "B throws away Ks but holds"

  @BG-3.6 @BG-1.1
  Scenario: A card thrown away is dead until the stub is used up
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "Ac 2d 3h 9h"
    And seat B has 1000 chips and holds "2c 3s 5d Kd"
    And the button is A
    And the actions are "A all-in, B call / B draws Kd for 6h, A draws 9h for Kd"
    When the hand is settled
    Then the hand is refused at actions[3] with "Kd was thrown away and is dealt again while the stub still holds"

  @BG-1.1
  Scenario: A card another player holds cannot be dealt
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "Ac 2d 3h 9h"
    And seat B has 1000 chips and holds "2c 3s 5d Kd"
    And the button is A
    And the actions are "A all-in, B call / B draws Kd for Ac"
    When the hand is settled
    Then the hand is refused at actions[2] with "Ac is dealt to B but A holds it"

  @BG-3.2
  Scenario: No bet is made while the players draw
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ac 2d 3h 9h"
    And seat B has 1000 chips and holds "2c 3s 5d Kd"
    And the button is A
    And the actions are "A call, B check / B bet"
    When the hand is settled
    Then the hand is refused at actions[2] with "it is the draw"

  @BG-5.1
  Scenario: A badugi beats any three-card hand, however high; a card of a suit or rank already played does not count
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Kc Qd Jh Ts"
    And seat B has 1000 chips and holds "Ah 2h 3d 4c"
    And seat C has 1000 chips and holds "5s 5h 6d 7c"
    And the button is C
    And the actions are "C call, A call, B check / A stands pat, B stands pat, C stands pat / A check, B check, C check / A stands pat, B stands pat, C stands pat / A check, B check, C check / A stands pat, B stands pat, C stands pat / A check, B check, C check"
    When the hand is settled
    Then A shows "badugi (K-Q-J-T)"
    And B shows "three-card hand (4-3-A)"
    And C shows "three-card hand (7-6-5)"
    And the main pot pays A 60

  @BG-5.1
  Scenario: Between badugis the lower ranks win, compared from the highest down
    Given a fixed-limit badugi hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "8c 5d 4h 2s"
    And seat B has 1000 chips and holds "8d 6c 3s 2h"
    And the button is B
    And the actions are "B call, A check / A stands pat, B stands pat / A check, B check / A stands pat, B stands pat / A check, B check / A stands pat, B stands pat / A check, B check"
    When the hand is settled
    Then A shows "badugi (8-5-4-2)"
    And B shows "badugi (8-6-3-2)"
    And the final stacks are A 1020, B 980
