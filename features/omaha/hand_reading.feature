Feature: Reading Omaha high hands: exactly two hole cards and three board cards, no low
  Each hand is made of exactly two of the four hole cards and exactly three board cards: the
  board never plays alone, and neither does a single hole card (OM-6). Hands rank as in
  standard poker, the Ace high or low in A-2-3-4-5 (OM-6.1). There is no low half: the best high
  hand takes each pot whole (OM-7.1). Heads-up at 20/40, the button A posts the small blind;
  every hand is checked down to the river (a pot of 40).

  @OM-6 @OM-6.1 @OM-2.1
  Scenario: Four hearts in the hand make no flush with two hearts on the board
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kh Qh Jh"
    And seat B has 1000 chips and holds "7d 7h 9s 4d"
    And the button is A
    And the board is "2h 3h 7c 8c Ks"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    # Three board cards must be used: with only two hearts there, A's hearts make nothing.
    Then A shows the high hand "pair (K, A, 8, 7)"
    And B shows the high hand "three of a kind (7, K, 8)"
    And the final stacks are A 980, B 1020

  @OM-6
  Scenario: A straight on the board does not play by itself, nor with one hole card
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 2d 7h 7s"
    And seat B has 1000 chips and holds "Kc Kd 3s 4s"
    And the button is A
    And the board is "8s 9d Tc Jh Qs"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    # 7-8-9-T-J would use one hole card, K-Q-J-T-9 four board cards: neither is allowed.
    Then A shows the high hand "pair (7, Q, J, T)"
    And B shows the high hand "pair (K, Q, J, T)"
    And the main pot pays B 40

  @OM-6 @OM-6.1
  Scenario: A royal flush on the board is no hand for either player
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 6c"
    And seat B has 1000 chips and holds "2d 3c 4c 7d"
    And the button is A
    And the board is "Ts Js Qs Ks As"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    # Each plays two hole cards with three board cards: A-K-Q with 6-4 against A-K-Q with 7-4.
    Then A shows the high hand "high card (A, K, Q, 6, 4)"
    And B shows the high hand "high card (A, K, Q, 7, 4)"
    And the main pot pays B 40

  @OM-6.1
  Scenario: The wheel is the lowest straight, and a flush beats any straight
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ac 2d Kh Kd"
    And seat B has 1000 chips and holds "6c 7d 9h 9d"
    And seat C has 1000 chips and holds "Js Ts 2s 2c"
    And the button is C
    And the board is "3s 4h 5c Qs 8s"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    # A: A-2 with 3-4-5, five high; B: 6-7 with 4-5-8, eight high; C: J-T of spades with Q-8-3 of spades.
    Then A shows the high hand "straight (5)"
    And B shows the high hand "straight (8)"
    And C shows the high hand "flush (Q, J, T, 8, 3)"
    And the main pot pays C 60

  @OM-7.1 @OM-6
  Scenario: Five low cards win nothing as a low: the best high hand takes the whole pot
    Given a fixed-limit Omaha hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h Kc Kd"
    And seat B has 1000 chips and holds "9c 9d 5s 5c"
    And the button is A
    And the board is "3s 4d 8c Th 9h"
    And the actions are "A call, B check / B check, A check / B check, A check / B bet, A call"
    When the hand is settled
    # A holds the nut low 8-4-3-2-A, but B's three nines are the best high hand.
    Then B shows the high hand "three of a kind (9, T, 8)"
    And the main pot has no low half
    And the main pot pays B 120
    And the final stacks are A 940, B 1060
