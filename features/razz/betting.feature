Feature: Razz: five rounds, fixed limits and who opens each round
  Five betting rounds, third to seventh street (RZ-3), each after its cards: two down and one up,
  then three up, then one down (RZ-1). One small bet on third and fourth street, one big bet from
  fifth street on (RZ-4); one bet and three raises a round (RZ-4.1), lifted heads-up (RZ-4.2); an
  all-in for less does not reopen the betting (RZ-4.3). From fourth street on the lowest hand
  showing opens, a pair counting against it, a tie going to the seat nearest the dealer's left
  (RZ-3.2); an opener who is all-in passes the first action on (RZ-3.1). Limits 20/40, ante 5,
  bring-in 5.

  @RZ-3 @RZ-4 @RZ-3.2 @RZ-5 @RZ-5.1 @RZ-7 @RZ-6
  Scenario: A hand bet on every street: small bets on third and fourth street, big bets after
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Kh Qd 7c 8c 9d Tc Js"
    And seat B has 1000 chips and holds "2h 3d 4c 6s 5d Kd Ks"
    And seat C has 1000 chips and holds "Ah 2c Qs 3h 9h 9s 8d"
    And the actions are "C bring-in, A call, B complete, C call, A call / B bet, C call, A call / B bet, C call, A call / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then B puts in 20 with a complete to 20
    And B acts first on fourth street
    And B puts in 20 with a bet to 20
    And B puts in 40 with a bet to 40
    And A acts first on sixth street
    And the main pot is 255
    And B shows "6-5-4-3-2"
    And C shows "9-8-3-2-A"
    And the showdown order is "A, B, C"
    And the final stacks are A 915, B 1170, C 915

  @RZ-3.2
  Scenario: A pair showing counts against it: higher unpaired cards open first
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "2s 3s 4h 4s"
    And seat B has 1000 chips and holds "Jh Th Kc Qd"
    And seat C has 1000 chips and holds "2c 3d 9d"
    And the actions are "B bring-in, C fold, A call / B bet, A fold"
    When the hand is settled
    Then B acts first on fourth street
    And the final stacks are A 990, B 1015, C 995

  @RZ-3.2
  Scenario: Equal hands showing: the seat nearest the dealer's left opens
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "9s Ts 2c 5d"
    And seat B has 1000 chips and holds "Jh Th 2h 5s"
    And seat C has 1000 chips and holds "Kc Qd Kd 8d"
    And the actions are "C bring-in, A call, B call / A bet, B fold, C fold"
    When the hand is settled
    Then A acts first on fourth street
    And the final stacks are A 1020, B 990, C 990

  @RZ-3.2
  Scenario: With A dealing, B is nearest the dealer's left and opens the tie
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "9s Ts 2c 5d"
    And seat B has 1000 chips and holds "Jh Th 2h 5s"
    And seat C has 1000 chips and holds "Kc Qd Kd 8d"
    And the button is A
    And the actions are "C bring-in, A call, B call / B bet, C fold, A fold"
    When the hand is settled
    Then B acts first on fourth street
    And the final stacks are A 990, B 1020, C 990

  @RZ-3.1 @RZ-6 @RZ-6.1 @RZ-3.6
  Scenario: The lowest hand showing is all-in: the next seat acts first, and the side pot goes to the others
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 25 chips and holds "Ah 2d 3c 4d 5s Kh Kd"
    And seat B has 1000 chips and holds "7h 8c Qh 9s Ts Js 6d"
    And seat C has 1000 chips and holds "Kc 5d Qs 2h 3h 4s 6c"
    And the actions are "C bring-in, A complete, B call, C call / B check, C bet, B call / B check, C bet, B call / C check, B check / C check, B check"
    When the hand is settled
    Then B acts first on fourth street
    And C acts first on sixth street
    And there are 2 pots
    And the main pot is 75
    And the main pot is contested by "A, B, C"
    And side pot 1 is 120
    And the main pot pays A 75
    And side pot 1 pays C 120
    And the final stacks are A 75, B 915, C 1035

  @RZ-4.2 @RZ-4.1
  Scenario: Heads-up the cap is lifted
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c Qc"
    And seat B has 1000 chips and holds "Qh Jh Kd 5s"
    And the actions are "B bring-in, A complete, B raise, A raise, B raise, A raise, B call / A bet, B fold"
    When the hand is settled
    Then A puts in 40 with a raise to 100
    And A gets back an uncalled 20
    And the final stacks are A 1105, B 895

  @RZ-4.2
  Scenario: Under heads_up_cap = kept the cap binds heads-up too
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And the interpretation heads_up_cap is set to kept
    And seat A has 1000 chips and holds "As Ks 9c Qc"
    And seat B has 1000 chips and holds "Qh Jh Kd 5s"
    And the actions are "B bring-in, A complete, B raise, A raise, B raise, A raise"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise cap reached"

  @RZ-4.3
  Scenario: An all-in for less does not reopen the betting
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "2s 3s 9c Qh"
    And seat B has 55 chips and holds "Jh Th Kd Js"
    And seat C has 1000 chips and holds "2c 4d 5c 6h"
    And the actions are "B bring-in, C complete, A call, B call / C bet, A call, B all-in, C raise"
    When the hand is settled
    Then the hand is refused at actions[7] with "the all-in for less did not reopen the betting"

  @RZ-1 @RZ-1.1
  Scenario: A player at the showdown holds seven cards, and no card is dealt twice
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c Qc 2c"
    And seat B has 1000 chips and holds "Qh Jh Kd 5s"
    And the actions are "B bring-in, A call / A check, B check / A check, B check / A check, B check / A check, B check"
    When the hand is settled
    Then the hand is refused at seats[0].hole with "A is dealt 7 cards at the showdown, got 5"

  @RZ-1.1
  Scenario: A card dealt twice is refused
    Given a razz hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c"
    And seat B has 1000 chips and holds "As Jh Kd"
    And the actions are "B bring-in, A fold"
    When the hand is settled
    Then the hand is refused at seats[1].hole[0] with "card As is dealt twice"
