Feature: Short-deck hand ranking: a flush beats a full house, and the Ace plays low in A-6-7-8-9
  Each player makes the best five of the two hole cards and the five board cards: both, one or
  none of the hole cards (SD-5). A flush beats a full house (SD-5.1). Straights run from
  6-7-8-9-10 to 10-J-Q-K-A, and the Ace also plays low in A-6-7-8-9, the lowest straight; nothing
  else goes round the corner (SD-5.2). Whether a straight beats three of a kind is the reading
  straight_vs_three_of_a_kind, by default the straight (SD-5.3). Heads-up with blinds 10/20, the
  button A posts the small blind; every hand is checked down to the river (a pot of 40).

  @SD-5.1 @SD-5
  Scenario: A flush beats a full house
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Th"
    And seat B has 1000 chips and holds "Ks 6c"
    And the button is A
    And the board is "6h 8h Jh Kc Kd"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the high hand "flush (A, J, T, 8, 6)"
    And B shows the high hand "full house (K, 6)"
    And the main pot pays A 40

  @SD-5.1
  Scenario: Four of a kind still beats a flush
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Th"
    And seat B has 1000 chips and holds "Ks Kh"
    And the button is A
    And the board is "6h 8h Jh Kc Kd"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then B shows the high hand "four of a kind (K, J)"
    And the main pot pays B 40

  @SD-5.2
  Scenario: A-6-7-8-9 is a straight, the lowest one
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 9c"
    And seat B has 1000 chips and holds "9d Ts"
    And the button is A
    And the board is "6c 7d 8s Kh Kc"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the high hand "straight (9)"
    And B shows the high hand "straight (T)"
    And the main pot pays B 40

  @SD-5.2
  Scenario: Nothing else goes round the corner: K-A-6-7-8 is no straight
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "8c Qd"
    And seat B has 1000 chips and holds "6c Tc"
    And the button is A
    And the board is "Kc Ad 6s 7h Jd"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the high hand "high card (A, K, Q, J, 8)"
    And B shows the high hand "pair (6, A, K, J)"
    And the main pot pays B 40

  @SD-5.3 @SD-5.2
  Scenario: By default a straight, even A-6-7-8-9, beats three of a kind
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 9c"
    And seat B has 1000 chips and holds "Kd Ks"
    And the button is A
    And the board is "6c 7d 8s Kh Qc"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the high hand "straight (9)"
    And B shows the high hand "three of a kind (K, Q, 8)"
    And the main pot pays A 40

  @SD-5.3 @SD-5.1
  Scenario: Under straight_vs_three_of_a_kind = three_of_a_kind_wins three of a kind beats the straight
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And the interpretation straight_vs_three_of_a_kind is set to three_of_a_kind_wins
    And seat A has 1000 chips and holds "Ah 9c"
    And seat B has 1000 chips and holds "Kd Ks"
    And the button is A
    And the board is "6c 7d 8s Kh Qc"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then B shows the high hand "three of a kind (K, Q, 8)"
    And the main pot pays B 40

  @SD-5.3 @SD-5.1
  Scenario: Under three_of_a_kind_wins a flush still beats a full house
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And the interpretation straight_vs_three_of_a_kind is set to three_of_a_kind_wins
    And seat A has 1000 chips and holds "Ah Th"
    And seat B has 1000 chips and holds "Ks 6c"
    And the button is A
    And the board is "6h 8h Jh Kc Kd"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then the main pot pays A 40

  @SD-5 @SD-6.2
  Scenario: When the board plays, everyone still in splits the pot
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "6c 7d"
    And seat B has 1000 chips and holds "8c 9d"
    And the button is A
    And the board is "Ts Js Qs Ks As"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the hand is settled
    Then A shows the high hand "royal flush"
    And the main pot pays A 20, B 20
