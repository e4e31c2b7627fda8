Feature: Deuce-to-seven triple draw: blinds, fixed-limit betting and pots
  The two seats after the button post the blinds (TD-2), the button posting the small blind
  heads-up (TD-2.1); antes are dead money (TD-2.2); a short stack posts what it has (TD-2.3); a
  straddle or a big-blind ante may be posted (TD-2.4). One bet and three raises a round, the big
  blind counting as the first round's bet (TD-4.1), lifted heads-up (TD-4.2); an all-in for less
  does not reopen the betting (TD-4.3). Side pots, ties and odd chips as in every room game
  (TD-6 to TD-6.3); a mucked hand gives up the pot (TD-7.1). Limits 20/40, blinds 10/20.

  @TD-2 @TD-3.1 @TD-3.3 @TD-3.4
  Scenario: The blinds are the two seats after the button; the first round starts after the big blind
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 1000 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C raise, A fold, B fold"
    When the hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And C acts first on first round
    And C gets back an uncalled 20
    And the main pot is won uncontested by C
    And the final stacks are A 990, B 980, C 1030

  @TD-2.1
  Scenario: Heads-up the button posts the small blind, acts first before the draw and last after it
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A call, B check / B stands pat, A stands pat / B bet, A fold"
    When the hand is settled
    Then A posts the small blind of 10
    And A acts first on first round
    And B acts first on second round
    And the final stacks are A 980, B 1020

  @TD-2.2 @TD-2.4 @TD-3.3
  Scenario: A big-blind ante is dead money and never comes back as an uncalled bet
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And antes by position "0 20 0"
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 1000 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C fold, A fold"
    When the hand is settled
    Then B posts the ante of 20
    And B gets back an uncalled 10
    And the final stacks are A 990, B 1010, C 1000

  @TD-2.4
  Scenario: A straddle is the bet to call and the player after the straddler acts first
    Given a fixed-limit triple draw hand with limits 20/40 and blinds and straddles "10 20 40"
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 1000 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And seat D has 1000 chips and holds "As Kh Kc Qd Jh"
    And the button is D
    And the actions are "D fold, A fold, B fold"
    When the hand is settled
    Then C posts the straddle of 40
    And D acts first on first round
    And C gets back an uncalled 20
    And the final stacks are A 990, B 980, C 1030, D 1000

  @TD-2.3
  Scenario: A short big blind posts all it has; the others still call the full blind
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 15 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C call, A fold / B stands pat, C stands pat / B stands pat, C stands pat / B stands pat, C stands pat"
    When the hand is settled
    Then B posts the big blind of 15
    And C gets back an uncalled 5
    And the main pot is 40
    And the final stacks are A 990, B 40, C 985

  @TD-2.3
  Scenario: Under short_big_blind = as_posted the short blind sets the amount to call
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And the interpretation short_big_blind is set to as_posted
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 15 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C call, A fold / B stands pat, C stands pat / B stands pat, C stands pat / B stands pat, C stands pat"
    When the hand is settled
    Then C puts in 15 with a call to 15
    And no bet is returned
    And the final stacks are A 990, B 40, C 985

  @TD-4.1
  Scenario: The big blind is the first round's bet: three raises after it, and no more
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 1000 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C raise, A raise, B raise, C raise"
    When the hand is settled
    Then the hand is refused at actions[3] with "raise cap reached (one bet and three raises per round)"

  @TD-4.2 @TD-4.1
  Scenario: Heads-up the cap is lifted
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A raise, B raise, A raise, B raise, A call / B stands pat, A stands pat / B bet, A fold"
    When the hand is settled
    Then B puts in 40 with a raise to 100
    And the final stacks are A 900, B 1100

  @TD-4.2
  Scenario: Under heads_up_cap = kept the cap binds heads-up too
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And the interpretation heads_up_cap is set to kept
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A raise, B raise, A raise, B raise"
    When the hand is settled
    Then the hand is refused at actions[3] with "raise cap reached"

  @TD-4.3
  Scenario: An all-in for less does not reopen the betting
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 50 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C call, A call, B check / A stands pat, B stands pat, C stands pat / A bet, B all-in, C call, A raise"
    When the hand is settled
    Then the hand is refused at actions[9] with "the all-in for less did not reopen the betting"

  @TD-6 @TD-6.1
  Scenario: Three all-ins before the draw make a side pot; each pot goes to its own lowest hand
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 40 chips and holds "2c 3d 4h 7s 5d"
    And seat B has 60 chips and holds "2d 5c 6h 8s 3c"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C raise, A all-in, B raise, C call / A stands pat, B stands pat, C draws Ac Ad 9c Th Js for 2s 3s 4s 6c 7c / A stands pat, B stands pat, C stands pat / A stands pat, B stands pat, C stands pat"
    When the hand is settled
    Then there are 2 pots
    And the main pot is 120
    And side pot 1 is 40
    And side pot 1 is contested by "B, C"
    And the main pot pays A 120
    And side pot 1 pays C 40
    And the final stacks are A 120, B 0, C 980

  @TD-6.2 @TD-6.3
  Scenario: Two equal lows split the pot; the odd chip goes left of the button
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "2c 3d 4h 5s 7c"
    And seat B has 1000 chips and holds "2d 3c 4s 5h 7d"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C fold, A call, B check / A stands pat, B stands pat / A check, B check / A stands pat, B stands pat / A check, B check / A stands pat, B stands pat / A check, B check"
    When the hand is settled
    # 40 in blinds and calls and 15 in antes: 55 shared by A and B; A sits first left of C.
    Then the main pot is 55
    And the main pot pays A 28, B 27
    And the final stacks are A 1003, B 1002, C 995

  @TD-7.1
  Scenario: A player who mucks at the showdown gives up the pot
    Given a fixed-limit triple draw hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And seat A mucks at the showdown
    And the actions are "A call, B check / B stands pat, A stands pat / B check, A check / B stands pat, A stands pat / B check, A check / B stands pat, A stands pat / B check, A check"
    When the hand is settled
    Then the main pot is won uncontested by B
    And the final stacks are A 980, B 1020
