Feature: Stud hi-lo: five rounds, fixed limits and who opens each round
  Five betting rounds, third to seventh street (SHL-3), each after its cards: two down and one up,
  then three up, then one down (SHL-1). One small bet on third and fourth street, one big bet from
  fifth street on (SHL-4); one bet and three raises a round (SHL-4.1), lifted heads-up (SHL-4.2); an
  all-in for less does not reopen the betting (SHL-4.3). From fourth street on the best high hand
  showing opens, a tie going to the seat nearest the dealer's left (SHL-3.2); an opener who is
  all-in passes the first action on (SHL-3.1). Limits 20/40, ante 5, bring-in 5.

  @SHL-3 @SHL-4 @SHL-3.2 @SHL-5 @SHL-5.1 @SHL-7 @SHL-6
  Scenario: A hand bet on every street: small bets on third and fourth street, big bets after
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ah Kd 7c 8c 9c Tc 2s"
    And seat B has 1000 chips and holds "2h 2d 3c Qs Qh 4d 5s"
    And seat C has 1000 chips and holds "Jh Jd Ks 3h 4h 5h 6c"
    And the actions are "B bring-in, C complete, A call, B call / C bet, A call, B call / B bet, C call, A call / B check, C check, A check / B check, C check, A check"
    When the hand is settled
    Then C puts in 20 with a complete to 20
    And C acts first on fourth street
    And C puts in 20 with a bet to 20
    And B acts first on fifth street
    And B puts in 40 with a bet to 40
    And the main pot is 255
    And B shows the high hand "two pair (Q, 2, 5)"
    And the showdown order is "A, B, C"
    And the final stacks are A 915, B 1170, C 915

  @SHL-3.2
  Scenario: A pair showing opens before higher unpaired cards
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "2s 3s Kc Qd"
    And seat B has 1000 chips and holds "Jh Th 4h 4s"
    And seat C has 1000 chips and holds "2c 3d 9d 8c"
    And the actions are "B bring-in, C call, A call / B bet, C fold, A fold"
    When the hand is settled
    Then B acts first on fourth street
    And the final stacks are A 990, B 1020, C 990

  @SHL-3.2
  Scenario: Equal hands showing: the seat nearest the dealer's left opens
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "2s 3s Kc 5d"
    And seat B has 1000 chips and holds "Jh Th Kh 5s"
    And seat C has 1000 chips and holds "2c 3d 9c 8d"
    And the actions are "C bring-in, A call, B call / A bet, B fold, C fold"
    When the hand is settled
    Then A acts first on fourth street
    And the final stacks are A 1020, B 990, C 990

  @SHL-3.2
  Scenario: With A dealing, B is nearest the dealer's left and opens the tie
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "2s 3s Kc 5d"
    And seat B has 1000 chips and holds "Jh Th Kh 5s"
    And seat C has 1000 chips and holds "2c 3d 9c 8d"
    And the button is A
    And the actions are "C bring-in, A call, B call / B bet, C fold, A fold"
    When the hand is settled
    Then B acts first on fourth street
    And the final stacks are A 990, B 1020, C 990

  @SHL-3.1 @SHL-6 @SHL-6.1 @SHL-3.6
  Scenario: The best hand showing is all-in: the next seat acts first, and the side pot goes to the others
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 25 chips and holds "Ah Ad 7c 7d 2s 3s 9c"
    And seat B has 1000 chips and holds "5h 6c 2h Kh 9s Qs 4d"
    And seat C has 1000 chips and holds "Jc Jd Kd 8c 8h Ts 3d"
    And the actions are "B bring-in, C complete, A call, B call / B check, C bet, B call / C bet, B call / C check, B check / C check, B check"
    When the hand is settled
    Then B acts first on fourth street
    And C acts first on fifth street
    And there are 2 pots
    And the main pot is 75
    And the main pot is contested by "A, B, C"
    And side pot 1 is 120
    And the main pot pays A 75
    And side pot 1 pays C 120
    And the final stacks are A 75, B 915, C 1035

  @SHL-4.2 @SHL-4.1
  Scenario: Heads-up the cap is lifted
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c Qc"
    And seat B has 1000 chips and holds "Qh Jh 2d 5s"
    And the actions are "B bring-in, A complete, B raise, A raise, B raise, A raise, B call / A bet, B fold"
    When the hand is settled
    Then A puts in 40 with a raise to 100
    And A gets back an uncalled 20
    And the final stacks are A 1105, B 895

  @SHL-4.2
  Scenario: Under heads_up_cap = kept the cap binds heads-up too
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And the interpretation heads_up_cap is set to kept
    And seat A has 1000 chips and holds "As Ks 9c Qc"
    And seat B has 1000 chips and holds "Qh Jh 2d 5s"
    And the actions are "B bring-in, A complete, B raise, A raise, B raise, A raise"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise cap reached"

  @SHL-4.3
  Scenario: An all-in for less does not reopen the betting
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "2s 3s Kc 3h"
    And seat B has 55 chips and holds "Jh Th 2d 4s"
    And seat C has 1000 chips and holds "2c 4d 9c 9h"
    And the actions are "B bring-in, C complete, A call, B call / C bet, A call, B all-in, C raise"
    When the hand is settled
    Then the hand is refused at actions[7] with "the all-in for less did not reopen the betting"

  @SHL-1 @SHL-1.1
  Scenario: A player at the showdown holds seven cards, and no card is dealt twice
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c Qc 2c"
    And seat B has 1000 chips and holds "Qh Jh 2d 5s"
    And the actions are "B bring-in, A call / A check, B check / A check, B check / A check, B check / A check, B check"
    When the hand is settled
    Then the hand is refused at seats[0].hole with "A is dealt 7 cards at the showdown, got 5"

  @SHL-1.1
  Scenario: A card dealt twice is refused
    Given a stud hi-lo hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c"
    And seat B has 1000 chips and holds "As Jh 2d"
    And the actions are "B bring-in, A fold"
    When the hand is settled
    Then the hand is refused at seats[1].hole[0] with "card As is dealt twice"
