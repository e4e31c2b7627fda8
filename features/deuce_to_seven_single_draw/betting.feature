Feature: No-limit deuce-to-seven single draw: blinds, no-limit betting and pots
  The two seats after the button post the blinds (ND-2), the button posting the small blind
  heads-up (ND-2.1); antes are dead money (ND-2.2); a short stack posts what it has (ND-2.3); a
  straddle or a big-blind ante may be posted (ND-2.4). A bet is at least the big blind (ND-4), a
  raise adds at least the last bet or raise (ND-4.1), and an all-in for less does not reopen the
  betting (ND-4.2). Side pots, ties and odd chips as in every room game (ND-6 to ND-6.3); a mucked
  hand gives up the pot (ND-7.1). Blinds 10/20.

  @ND-2 @ND-3.1 @ND-3.3 @ND-3.4
  Scenario: The blinds are the two seats after the button; the first round starts after the big blind
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 1000 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C raise 60, A fold, B fold"
    When the hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And C acts first on first round
    And C gets back an uncalled 40
    And the main pot is won uncontested by C
    And the final stacks are A 990, B 980, C 1030

  @ND-2.1
  Scenario: Heads-up the button posts the small blind, acts first before the draw and last after it
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A call, B check / B stands pat, A stands pat / B bet 20, A fold"
    When the hand is settled
    Then A posts the small blind of 10
    And A acts first on first round
    And B acts first on second round
    And the final stacks are A 980, B 1020

  @ND-2.2 @ND-2.4 @ND-3.3
  Scenario: A big-blind ante is dead money and never comes back as an uncalled bet
    Given a no-limit single draw hand with blinds 10/20
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

  @ND-2.4 @ND-4.1
  Scenario: A straddle is the bet to call; a raise adds at least the straddle
    Given a no-limit single draw hand with blinds and straddles "10 20 40"
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 1000 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And seat D has 1000 chips and holds "As Kh Kc Qd Jh"
    And the button is D
    And the actions are "D raise 70"
    When the hand is settled
    Then the hand is refused at actions[0] with "raise to 70 is below the minimum 80"

  @ND-2.4
  Scenario: After a straddle the player left of the straddler acts first
    Given a no-limit single draw hand with blinds and straddles "10 20 40"
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

  @ND-2.3
  Scenario: A short big blind posts all it has; the others still call the full blind
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 15 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C call, A fold / B stands pat, C stands pat"
    When the hand is settled
    Then B posts the big blind of 15
    And C gets back an uncalled 5
    And the final stacks are A 990, B 40, C 985

  @ND-2.3
  Scenario: Under short_big_blind = as_posted the short blind sets the amount to call
    Given a no-limit single draw hand with blinds 10/20
    And the interpretation short_big_blind is set to as_posted
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 15 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C call, A fold / B stands pat, C stands pat"
    When the hand is settled
    Then C puts in 15 with a call to 15
    And no bet is returned

  @ND-4 @ND-4.1
  Scenario: A bet is at least the big blind and a raise adds at least the bet
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And the actions are "A call, B check / B stands pat, A stands pat / B bet 50, A raise 90"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise to 90 is below the minimum 100"

  @ND-4.2
  Scenario: An all-in for less does not reopen the betting
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 3d 4h 7s Kd"
    And seat B has 110 chips and holds "2d 5c 6h 8s Qc"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C call, A call, B check / A stands pat, B stands pat, C stands pat / A bet 60, B all-in, C call, A raise 300"
    When the hand is settled
    Then the hand is refused at actions[9] with "the all-in for less did not reopen the betting"

  @ND-6 @ND-6.1
  Scenario: Three all-ins before the draw make a side pot; each pot goes to its own lowest hand
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 40 chips and holds "2c 3d 4h 7s 5d"
    And seat B has 60 chips and holds "2d 5c 6h 8s 3c"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C raise 40, A all-in, B all-in, C call / A stands pat, B stands pat, C draws Ac Ad 9c Th Js for 2s 3s 4s 6c 7c"
    When the hand is settled
    Then there are 2 pots
    And the main pot is 120
    And side pot 1 is 40
    And side pot 1 is contested by "B, C"
    And the main pot pays A 120
    And side pot 1 pays C 40
    And the final stacks are A 120, B 0, C 980

  @ND-6.2 @ND-6.3
  Scenario: Two equal lows split the pot; the odd chip goes left of the button
    Given a no-limit single draw hand with blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "2c 3d 4h 5s 7c"
    And seat B has 1000 chips and holds "2d 3c 4s 5h 7d"
    And seat C has 1000 chips and holds "Ac Ad 9c Th Js"
    And the button is C
    And the actions are "C fold, A call, B check / A stands pat, B stands pat / A check, B check"
    When the hand is settled
    # 40 in blinds and calls and 15 in antes: 55 shared by A and B; A sits first left of C.
    Then the main pot is 55
    And the main pot pays A 28, B 27
    And the final stacks are A 1003, B 1002, C 995

  @ND-7.1
  Scenario: A player who mucks at the showdown gives up the pot
    Given a no-limit single draw hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 4d 5h 7s 9d"
    And seat B has 1000 chips and holds "3c 4s 6d 7h Kc"
    And the button is A
    And seat A mucks at the showdown
    And the actions are "A call, B check / B stands pat, A stands pat / B check, A check"
    When the hand is settled
    Then the main pot is won uncontested by B
    And the final stacks are A 980, B 1020
