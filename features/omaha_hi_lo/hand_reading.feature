Feature: Reading Omaha hands: exactly two hole cards and three board cards
  Each hand is made of exactly two of the four hole cards and exactly three board cards, for
  the high and the low separately (OHL-4). High hands rank as in poker (OHL-4.1). A low is five
  different ranks from Ace to eight, compared from the top card down (OHL-4.2), and needs three
  different low ranks on the board (OHL-4.3). Heads-up at 20/40, the button A posts the small
  blind; every hand is checked down to the river (a pot of 40).

  @OHL-4 @OHL-4.1 @OHL-6.1 @OHL-2.1
  Scenario: Four hearts in the hand make no flush with two hearts on the board
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah Kh Qh Jh"
    And seat B has 1000 chips and holds "7d 7h 9s 4d"
    And the button is A
    And the board is "2h 3h 7c 8c Ks"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    # Three board cards must be used: with only two hearts there, A's hearts make nothing.
    Then A shows the high hand "pair (K, A, 8, 7)"
    And B shows the high hand "three of a kind (7, K, 8)"
    And B shows the low hand "8-7-4-3-2"
    And A has no low
    And the main pot is scooped
    And the final stacks are A 980, B 1020

  @OHL-4 @OHL-4.1
  Scenario: A straight on the board does not play by itself
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
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

  @OHL-4.2 @OHL-6
  Scenario: Lows compare from the highest card down
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "8s As Jd Jh"
    And seat B has 1000 chips and holds "6s 7d Th Ts"
    And the button is A
    And the board is "2c 3d 4h Kc Qs"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    # 7-6-4-3-2 beats 8-4-3-2-A: the eight is higher than the seven, the ace does not help.
    Then A shows the low hand "8-4-3-2-A"
    And B shows the low hand "7-6-4-3-2"
    And the low half of the main pot is 20, shared by "B"
    And the high half of the main pot is won with "pair (J, K, Q, 4)"
    And the high half of the main pot is 20, shared by "A"

  @OHL-4.3 @OHL-6.2
  Scenario: A board with only two low ranks allows no low
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ac 3c 4d 5d"
    And seat B has 1000 chips and holds "Kc Kd 6h 6s"
    And the button is A
    And the board is "2h 7d 9c Ts Kh"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A has no low
    And the main pot has no low half
    And the high half of the main pot is 40, shared by "B"
    And the final stacks are A 980, B 1020

  @OHL-4.2 @OHL-4 @OHL-6.1
  Scenario: A deuce on the river counterfeits A-2 and the wheel scoops
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ac 2c Kd Kh"
    And seat B has 1000 chips and holds "Ad 3c Jd Jh"
    And the button is A
    And the board is "4h 5d 8s Kc 2h"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    # On 4-5-8-K, A-2 held the best low; the river deuce gives A-3 the wheel 5-4-3-2-A.
    Then A shows the low hand "8-5-4-2-A"
    And B shows the low hand "5-4-3-2-A"
    And B shows the high hand "straight (5)"
    And the main pot is scooped
    And the main pot pays B 40
