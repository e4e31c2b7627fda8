Feature: The seed's worked example, under Ver.1 and Ver.2
  Seed 004's example (AP-7.1, AP-8.1): at an advanced table (ante 100, amounts 50/100/200) A goes
  all-in in round 2 and wins; B bet 100 and folded, C bet 200 and 200, D folded without a bet, E
  bet 200 and 50 and folded. The seed does not name the game: it is played here as Draw Poker
  (two rounds, the draw in round 2), owner B. A holds 400 chips: 100 ante, 200 in round 1, and
  the 100 left, fewer than the last round's limit of 200, is bet as ALL IN (AP-5.1).
  Round 1: B bets 100, C raises to 200, D folds, E and A call, B folds. Round 2 (B folded and
  stays owner, so nobody may check): C bets 50, E calls, A goes all-in to 100, C raises to 200,
  E folds. C put in 100 more than A's all-in and nobody else matched it: it returns to C.

  # Seed 004 §All-in, the Ver.1 example: 「この場合、C卓がA卓のオールインのベット数より100chipだけ多く
  # 払っているので、この分がサイドポットとして画面に表示され、最後に返却される。ポットの額は1450chip、
  # A卓のWINは1015chip+435BPとなる。」 (C paid 100 chips more than A's all-in: that is shown on the
  # screen as a side pot and returned at the end. The pot is 1,450 chips; A wins 1,015 chips + 435 BP.)
  @AP-7.1 @AP-8.1 @AP-7.3 @AP-5.1 @AP-1.1 @AP-7.4 @AP-1 @AP-8
  Scenario: Ver.1, the seed's figures: pot 1,450, A wins 1,015 chips and 435 bonus points
    # Hand computation: antes 5 x 100 = 500 (the whole ante in the pot under Ver.1); bets A 300,
    # B 100, C 400, D 0, E 250 = 1,050; C's 100 above A's 300 returns to C; pot 500 + 950 =
    # 1,450; 70% = 1,015 to A; 30% = 435 bonus points; the house keeps no chip beyond them.
    Given a Draw Poker hand at the advanced table under Ver.1
    And the owner is B
    And seat A has 400 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips
    And seat C has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat D has 1000 chips
    And seat E has 1000 chips
    And the actions are "B bet 100, C raise 200, D fold, E call, A call, B fold / C bet 50, E call, A all-in, C raise 200, E fold"
    When the hand is settled
    Then the pot is 1450
    And A is paid 1015 chips
    And A receives 435 bonus points
    And side pot 1 returns "C 100"
    And C gets back 100 chips
    And A puts in 100 with an all-in to 100
    And the house confiscates 0 of the antes
    And the house take is 0
    And the final chips are A 1015, B 800, C 600, D 900, E 650
    And the chips put in equal the chips paid, the house take and the bonus points

  @AP-7 @AP-1.1 @AP-8.2 @AP-7.3 @AP-7.4 @AP-8.3
  Scenario: Ver.2, the same hand: A wins 1,005 chips and the house takes 445
    # Hand computation: half of the 500 of antes is in the pot (250) and half confiscated (250).
    # C's 100 above A's all-in returns to C (only C is in it). The main pot holds A 300, B 100,
    # C 300, E 250 of bets: A receives 250 (50% of the antes) + 70% x (100 + 300 + 250) = 455
    # + 100% of A's own 300 = 1,005. The house keeps 30% x 650 = 195 of the pot, and 250 + 195 =
    # 445 in all. A was all-in and won: A plays the next hand.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 400 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips
    And seat C has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat D has 1000 chips
    And seat E has 1000 chips
    And the actions are "B bet 100, C raise 200, D fold, E call, A call, B fold / C bet 50, E call, A all-in, C raise 200, E fold"
    When the hand is settled
    Then the pot is 1200
    And A is paid 1005 chips
    And A receives 0 bonus points
    And C gets back 100 chips
    And the house confiscates 250 of the antes
    And the house keeps 195 of the pots
    And the house take is 445
    And the players sitting out the next hand are ""
    And the final chips are A 1005, B 800, C 600, D 900, E 650
    And the chips put in equal the chips paid, the house take and the bonus points

  @AP-1.1 @AP-7.1
  Scenario: Ver.1 read with 30% of the ante confiscated gives a pot of 1,300, not the seed's
    # Hand computation: 70% of the 500 of antes = 350 in the pot, + 950 of bets = 1,300;
    # A receives 70% = 910 and 390 bonus points; the house keeps the 150 of antes.
    Given a Draw Poker hand at the advanced table under Ver.1
    And the interpretation ver1_ante is seventy_percent
    And the owner is B
    And seat A has 400 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips
    And seat C has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat D has 1000 chips
    And seat E has 1000 chips
    And the actions are "B bet 100, C raise 200, D fold, E call, A call, B fold / C bet 50, E call, A all-in, C raise 200, E fold"
    When the hand is settled
    Then the pot is 1300
    And A is paid 910 chips
    And A receives 390 bonus points
    And the house take is 150
