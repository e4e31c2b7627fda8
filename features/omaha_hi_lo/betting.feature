Feature: Limit betting: blinds, antes, fixed sizes, the cap, all-ins and refusals
  The two seats after the button post the blinds (OHL-2); heads-up the button posts the small
  blind and acts first before the flop (OHL-2.1). Bets and raises are one small bet on the
  first two rounds and one big bet on the last two (OHL-3.2), at most one bet and three raises
  a round (OHL-3.3) unless only two players can bet (OHL-3.4). Anything else is refused with
  the action's index and the reason. Limits 20/40, blinds 10/20.

  @OHL-2 @OHL-3.8 @OHL-3.7
  Scenario: Everyone folds to the big blind, whose unmatched blind comes back
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And seat D has 1000 chips and its cards are not shown
    And the button is D
    And the actions are "C fold, D fold, A fold"
    When the hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And B gets back an uncalled 10
    And the hand ends without a showdown
    And the main pot is won uncontested by B
    And the final stacks are A 990, B 1010, C 1000, D 1000

  @OHL-2.1 @OHL-3.1
  Scenario: Heads-up the button posts the small blind and acts first before the flop only
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "9s Td Jh Qd"
    And the button is A
    And the board is "3s 6h 8d"
    And the actions are "A call, B check / A check"
    When the hand is settled
    Then the hand is refused at actions[2] with "A acts out of turn: it is B's turn on the flop"

  @OHL-2.1 @OHL-3.1 @OHL-7
  Scenario: Heads-up the big blind acts first after the flop
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "9s Td Jh Qd"
    And the button is A
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "A call, B check / B check, A check / B check, A check / B bet, A call"
    When the hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    # B bet last on the river, so B shows first.
    And the showdown order is "B, A"
    And the main pot pays A 60, B 60

  @OHL-2.2
  Scenario: Antes are dead money and do not count toward a call
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the actions are "C raise, A fold, B fold"
    When the hand is settled
    Then A posts the ante of 5
    And C puts in 40 with a raise to 40
    # C's 40 is matched only up to B's 20: 20 comes back; the pot is 15 + 10 + 20 + 20.
    And C gets back an uncalled 20
    And the main pot is 65
    And the final stacks are A 985, B 975, C 1040

  @OHL-7 @OHL-3
  Scenario: With no bet on the river the first player left of the button shows first
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then the showdown order is "A, B, C"
    And no bet is returned

  @OHL-3.2
  Scenario: A turn bet is one big bet
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B bet, C raise, A call, B call / A bet, B fold, C raise, A call / A check, C bet, A call"
    When the hand is settled
    Then B puts in 20 with a bet to 20
    And C puts in 40 with a raise to 40
    And A puts in 40 with a bet to 40
    And C puts in 80 with a raise to 80
    # 60 + 120 + 160 + 80.
    And the main pot is 420

  @OHL-3.2 @OHL-3.5
  Scenario Outline: Wagers the fixed-limit structure does not allow are refused
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    Examples:
      | actions                            | where      | reason                                                  |
      | C check                            | actions[0] | cannot check: 20 to call                                |
      | C bet                              | actions[0] | cannot bet: there is already the big blind of 20        |
      | C raise 60                         | actions[0] | raise to 60 is not the fixed amount: before the flop a raise goes to 40 |
      | C call, A call, B check / A call   | actions[3] | nothing to call: check instead                          |
      | C call, A call, B check / A raise  | actions[3] | nothing to raise: bet instead                           |
      | C call, A call, B check / A bet 40 | actions[3] | bet to 40 is not the fixed amount: on the flop a bet goes to 20 |
      | C all-in                           | actions[0] | all-in to 1000 is more than the limit allows            |

  @OHL-3.3
  Scenario: The fifth bet of a round is refused
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # The big blind is the bet; C, A and B raise to 40, 60 and 80; C may only call.
    And the actions are "C raise, A raise, B raise, C raise"
    When the hand is settled
    Then the hand is refused at actions[3] with "raise cap reached (one bet and three raises per round)"

  @OHL-3.3 @OHL-3.4
  Scenario: Heads-up the cap is lifted
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "9s Td Jh Qd"
    And the button is A
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "A raise, B raise, A raise, B raise, A call / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then B puts in 40 with a raise to 100
    And the main pot is 200
    And the main pot pays A 100, B 100

  @OHL-3.4
  Scenario: Under heads_up_cap = kept the cap binds heads-up too
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And the interpretation heads_up_cap is set to kept
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "9s Td Jh Qd"
    And the button is A
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "A raise, B raise, A raise, B raise, A call"
    When the hand is settled
    Then the hand is refused at actions[3] with "raise cap reached"

  @OHL-3.6
  Scenario: An all-in raise for less does not reopen the betting to a player who has acted
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 50 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # On the flop A bets 20, B raises all-in to 30 (short of a full raise to 40), C calls.
    And the actions are "C call, A call, B check / A bet, B all-in, C call, A raise"
    When the hand is settled
    Then the hand is refused at actions[6] with "the all-in for less did not reopen the betting"

  @OHL-3.6
  Scenario: After a short all-in the next full raise completes to the full level
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 50 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # C has not acted: C may raise, to the full level 20 plus one bet; that reopens A.
    And the actions are "C call, A call, B check / A bet, B all-in, C raise, A raise, C call / A check, C check / A check, C check"
    When the hand is settled
    Then B puts in 30 with a raise to 30
    And C puts in 40 with a raise to 40
    And A puts in 40 with a raise to 60

  @OHL-3.6
  Scenario: Under limit_short_all_in = on_top the next raise is one bet above the all-in
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And the interpretation limit_short_all_in is set to on_top
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 50 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A bet, B all-in, C raise, A call / A check, C check / A check, C check"
    When the hand is settled
    Then C puts in 50 with a raise to 50

  @OHL-3.7
  Scenario: A river bet nobody calls comes back to the bettor
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And seat C has 800 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C bet, A fold, B fold"
    When the hand is settled
    Then C gets back an uncalled 40
    And the hand ends without a showdown
    And the final stacks are A 980, B 480, C 840

  @OHL-1.1
  Scenario: A card dealt twice is refused where it appears the second time
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ah 3c Tc Th"
    And the button is A
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "A fold"
    When the hand is settled
    Then the hand is refused at seats[1].hole[0] with "card Ah is dealt twice (also seats[0].hole[0])"

  @OHL-1
  Scenario: Omaha deals four hole cards
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c"
    And the button is A
    And the actions are "A fold"
    When the hand is settled
    Then the hand is refused at seats[1].hole with "omaha-hi-lo-8 deals 4 hole cards, got 2"

  @OHL-3 @OHL-3.1
  Scenario: A hand that stops before it is over is refused
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And the button is A
    And the board is "3s 6h 8d"
    And the actions are "A call, B check / B bet"
    When the hand is settled
    Then the hand is refused at actions with "the hand is incomplete: A is to act on the flop (20 to call)"

  @OHL-3
  Scenario: An action on the turn needs the turn card on the board
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 500 chips and holds "Ad 3c Tc Th"
    And the button is A
    And the board is "3s 6h 8d"
    And the actions are "A call, B check / B check, A check / B check"
    When the hand is settled
    Then the hand is refused at actions[4] with "an action on the turn, but the board shows only 3 cards"

  @OHL-2.4
  Scenario: A new player's extra blind is live and its poster acts last before the flop
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds and straddles "10 20 0 20"
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And seat D has 1000 chips and holds "Ks Kd 5h 5c"
    And seat E has 1000 chips and its cards are not shown
    And the button is E
    And the actions are "E fold, A fold, B raise, C fold, D fold"
    When the hand is settled
    Then D posts the straddle of 20
    And B puts in 20 with a raise to 40
    And B gets back an uncalled 20
    And the final stacks are A 990, B 1030, C 1000, D 980, E 1000

  @OHL-7.1
  Scenario: A player who mucks at the showdown gives up both halves of the pot
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "9s Td Jh Qd"
    And seat B has 1000 chips and holds "Ah 2h 4c 6d"
    And the button is A
    And seat B mucks at the showdown
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then the main pot is won uncontested by A
    And the final stacks are A 1020, B 980
