Feature: All-in: forced, rounded to the unit, side pots by version
  A player who cannot match the largest total folds or goes all-in (AP-5), putting in every chip
  less the odd chips below one unit. Before the last round a player with fewer chips than the
  limit plus one unit has ALL IN in place of the limit (AP-5.2); in the last round a last bet
  that closes the round into the showdown is no all-in (AP-5.3). Side pots form by all-in level
  (AP-8): Ver.1 returns an all-in winner's side pots (AP-8.1), Ver.2 pays them to the best other
  hand (AP-8.2) and benches an all-in loser for a hand (AP-8.3). Advanced table: ante 100,
  amounts 50/100/200, Draw Poker (two rounds), owner B.

  @AP-5
  Scenario: A player who cannot match the bet may not call
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 200 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "B bet 200, C call, A call"
    When the hand is settled
    Then the hand is refused at "rounds[0][2]" saying "fold or all-in only"

  @AP-5 @AP-8 @AP-8.2 @AP-6 @AP-8.3 @AP-7.4
  Scenario: Ver.2 pays the side pot to the best other hand and the all-in winner plays on
    # A holds 235: 100 ante, 135 left; all-in puts in 100 and keeps the odd 35. Bets A 100, B 250,
    # C 250; antes 300, 150 in the pot. Main pot (level 100): 150 + 300 = 450, A receives 150 +
    # 70% x 200 + 100 = 390. Side pot B 150 + C 150: B's nine high beats C's eight high:
    # 70% x 150 + 150 = 255. House: 150 + 60 + 45 = 255.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 235 chips and holds "As Ad Ac Ks Kd"
    And seat B has 1000 chips and holds "2c 3c 4d 5h 9s"
    And seat C has 1000 chips and holds "2d 3d 4h 6s 8c"
    And the actions are "B bet 200, C call, A all-in / B bet 50, C call"
    When the hand is settled
    Then A puts in 100 with an all-in to 100
    And the all-in players are "A"
    And the main pot pays "A 390"
    And side pot 1 pays "B 255"
    And the house take is 255
    And the showdown order is "B, C, A"
    And the players sitting out the next hand are ""
    And the final chips are A 425, B 905, C 650
    And the chips put in equal the chips paid, the house take and the bonus points

  @AP-8.1 @AP-8 @AP-6 @AP-7.1
  Scenario: Ver.1 returns the all-in winner's side pot to its payers
    # Antes 300 all in the pot; main pot 300 + 300 = 600: A receives 420 and 180 bonus points;
    # the side pot's 150 from B and 150 from C return to them.
    Given a Draw Poker hand at the advanced table under Ver.1
    And the owner is B
    And seat A has 235 chips and holds "As Ad Ac Ks Kd"
    And seat B has 1000 chips and holds "2c 3c 4d 5h 9s"
    And seat C has 1000 chips and holds "2d 3d 4h 6s 8c"
    And the actions are "B bet 200, C call, A all-in / B bet 50, C call"
    When the hand is settled
    Then side pot 1 is returned to its payers
    And A is paid 420 chips
    And A receives 180 bonus points
    And B gets back 150 chips
    And C gets back 150 chips
    And the showdown order is "B, C, A"
    And the final chips are A 455, B 800, C 800

  @AP-8.3 @AP-8.2
  Scenario: Under Ver.2 an all-in loser sits out the next hand
    # B wins both pots: 390 + 255 = 645.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 235 chips and holds "2h 3h 4s 7c 8d"
    And seat B has 1000 chips and holds "2c 3c 4d 5h 9s"
    And seat C has 1000 chips and holds "2d 3d 4h 6s 8c"
    And the actions are "B bet 200, C call, A all-in / B bet 50, C call"
    When the hand is settled
    Then B is paid 645 chips
    And the players sitting out the next hand are "A"
    And the final chips are A 35, B 1295, C 650

  @AP-5.2
  Scenario: Before the last round the limit button of a short player is ALL IN
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 330 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "B bet 100, C call, A raise 200"
    When the hand is settled
    Then the hand is refused at "rounds[0][2]" saying "bet-limit button is ALL IN"

  @AP-5.2 @AP-8.2
  Scenario: The short player's ALL IN takes them to the limit, keeping the odd chips
    # A has 230 after the ante, fewer than 200 + 50: all-in puts in 200 and keeps 30. Main pot
    # (level 200) 150 + 600: A receives 150 + 70% x 400 + 200 = 630; side pot B 50 + C 50 to B:
    # 35 + 50 = 85.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 330 chips and holds "As Ad Ac Ks Kd"
    And seat B has 1000 chips and holds "2c 3c 4d 5h 9s"
    And seat C has 1000 chips and holds "2d 3d 4h 6s 8c"
    And the actions are "B bet 100, C call, A all-in, B call, C call / B bet 50, C call"
    When the hand is settled
    Then A puts in 200 with an all-in to 200
    And A is paid 630 chips
    And B is paid 85 chips
    And the final chips are A 660, B 735, C 650

  @AP-5.3 @AP-5.1 @AP-8.3
  Scenario: A last bet of all one's chips that closes the last round is no all-in
    # A has 150 after the ante; calls 50 in round 1; in round 2 A's last 100 matches B's 100 and
    # closes the round into the showdown: A is not all-in, so does not sit out though A loses.
    # Pot 150 + 300 = 450: B receives 150 + 70% x 150 + 150 = 405.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 250 chips and holds "2h 3h 4s 7c 8d"
    And seat B has 1000 chips and holds "As Ad Ac Ks Kd"
    And seat C has 1000 chips
    And the actions are "B bet 50, C fold, A call / B bet 100, A all-in"
    When the hand is settled
    Then the all-in players are ""
    And the players sitting out the next hand are ""
    And B is paid 405 chips
    And the final chips are A 0, B 1155, C 900

  @AP-5.1
  Scenario: In the last round a player cannot bet more chips than they hold
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 400 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "B bet 100, C call, A raise 200, B call, C call / B bet 50, C call, A raise 200"
    When the hand is settled
    Then the hand is refused at "rounds[1][2]" saying "has 100 chips"

  @AP-5.4 @AP-2.1
  Scenario: In the Ver.2 tournament a player may go all-in at any time
    # Tournament: blinds 20/40 posted by B and C (left of owner A); A goes all-in for 1,000 and
    # both fold: 960 unmatched returns; the pot 40 + 20 + 40 = 100 is A's without commission.
    Given a Hold'em hand at the tournament table under Ver.2
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A all-in, B fold, C fold"
    When the hand is settled
    Then A gets back 960 chips
    And A is paid 100 chips
    And the house take is 0
    And the final chips are A 1060, B 980, C 960

  @AP-5.4 @AP-2.1
  Scenario: In the Ver.1 tournament a player with chips to match has no ALL IN
    Given a Hold'em hand at the tournament table under Ver.1
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A all-in"
    When the hand is settled
    Then the hand is refused at "rounds[0][0]" saying "has no ALL IN"

  @AP-2.1 @AP-3.3
  Scenario: The tournament big blind may check its blind when nobody raised
    Given a Hold'em hand at the tournament table under Ver.2
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A call, B call, C check / A check"
    When the hand is settled
    Then the hand is refused at "rounds[1][0]" saying "nobody may check in Hold'em round 2"

  @AP-5.5
  Scenario: A beginner table has no all-in
    Given a Draw Poker hand at the beginner table under Ver.2
    And the owner is B
    And seat A has 60 chips
    And seat B has 500 chips
    And seat C has 500 chips
    And the actions are "B bet 30, C call, A all-in"
    When the hand is settled
    Then the hand is refused at "rounds[0][2]" saying "has no ALL IN"

  @AP-5.5
  Scenario: Read as every level, the beginner's ALL IN puts in all 30 chips
    # A's 30 after the ante match B's 30: all-in. Main pot 45 + 90: A receives 45 + 70% x 60 + 30
    # = 117; the side pot of B's and C's 10 goes to B's nine high: 7 + 10 = 17.
    Given a Draw Poker hand at the beginner table under Ver.2
    And the interpretation all_in_levels is every_level
    And the owner is B
    And seat A has 60 chips and holds "As Ad Ac Ks Kd"
    And seat B has 500 chips and holds "2c 3c 4d 5h 9s"
    And seat C has 500 chips and holds "2d 3d 4h 6s 8c"
    And the actions are "B bet 30, C call, A all-in / B bet 10, C call"
    When the hand is settled
    Then the all-in players are "A"
    And A is paid 117 chips
    And B is paid 17 chips

  # Issue 30, item 1. Seed 004 §Betting round: 「直前のベットにチップが足りない場合、端数を除く全額を
  # ベットすることで継続できる。この場合後述のオールインとなる。」 (short of the previous bet, a player
  # goes on by betting every chip less the odd chips: that is the all-in below) and 「端数を除く全額を
  # 賭けると「ALL IN」となる」 (betting every chip less the odd chips is ALL IN).
  @AP-5 @AP-8 @AP-7.3 @AP-7.1
  Scenario: A call of every chip is all-in: the caller is not asked to act again and wins the main pot
    # The issue's hand: A holds 300, 100 ante and 200 left, and calls C's 200 in round 1 with its
    # last chips. A is all-in: round 2 is C's and E's only (E folds). Bets A 200, B 100, C 250,
    # E 200. C's 50 above them nobody matched: a side pot of C alone, returned. Main pot: antes
    # 500 + bets 700 = 1,200; A's three aces beat C's two pair: 70% = 840 chips, 30% = 360 BP.
    Given a Draw Poker hand at the advanced table under Ver.1
    And the owner is B
    And seat A has 300 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips
    And seat C has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat D has 1000 chips
    And seat E has 1000 chips
    And the actions are "B bet 100, C raise 200, D fold, E call, A call, B fold / C bet 50, E fold"
    When the hand is settled
    Then the all-in players are "A"
    And the pot is 1200
    And A is paid 840 chips
    And A receives 360 bonus points
    And side pot 1 returns "C 50"
    And the final chips are A 840, B 800, C 700, D 900, E 700
    And the chips put in equal the chips paid, the house take and the bonus points

  # Seed 004 §Forced all-in, item 1 note: 「最終ラウンドで自分が最後にベットして脱落者以外のベット額が
  # 揃い<ベット成立>の条件を満たし、そのままショウダウンとなる場合、オールインの表示はされない。」
  # (a last bet in the last round that levels the bets and goes to the showdown shows no all-in).
  @AP-5.3 @AP-5
  Scenario: A call of every chip that closes the last round into the showdown is no all-in
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 250 chips and holds "2h 3h 4s 7c 8d"
    And seat B has 1000 chips and holds "As Ad Ac Ks Kd"
    And seat C has 1000 chips
    And the actions are "B bet 50, C fold, A call / B bet 100, A call"
    When the hand is settled
    Then the all-in players are ""
    And the players sitting out the next hand are ""
    And the final chips are A 0, B 1155, C 900

  # Issue 30, item 2. Seed 004 §All-in: 「勝者にはポットのうち各プレイヤーがALL INまでベットした額の
  # 合計から支払われ、差分はもとのプレイヤーに返却される。」 (the winner is paid from what each player
  # bet up to the ALL IN; the difference goes back to the player it came from).
  @AP-8.1 @AP-8 @AP-7.3 @AP-7.1
  Scenario: Ver.1 returns a side pot with one eligible player to all its payers, a folded one's too
    # A holds 350: 200 in round 1, the last 50 all-in in round 2 (A's total 250). E raised to 100
    # in round 2 (total 300) and folded to C's 200 (total 400). Main pot: antes 500 + A 250 + B 100
    # + C 250 + E 250 = 1,350: A receives 70% = 945 and 405 BP. Side pot 1 (C 50 + E 50, only C
    # eligible) goes back to C and E; side pot 2, C's 100 nobody matched, back to C.
    Given a Draw Poker hand at the advanced table under Ver.1
    And the owner is B
    And seat A has 350 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips
    And seat C has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat D has 1000 chips
    And seat E has 1000 chips
    And the actions are "B bet 100, C raise 200, D fold, E call, A call, B fold / C bet 50, E raise 100, A all-in, C raise 200, E fold"
    When the hand is settled
    Then the main pot pays "A 945"
    And A receives 405 bonus points
    And side pot 1 returns "C 50, E 50"
    And side pot 2 returns "C 100"
    And C gets back 150 chips
    And E gets back 50 chips
    And the final chips are A 945, B 800, C 650, D 900, E 650
    And the chips put in equal the chips paid, the house take and the bonus points

  # Seed 004 §All-in rule changes (Ver.2): 「Ver.2ではオールイン者以外での勝者に配当となった」 (under
  # Ver.2 the side pot is paid to the winner among the players other than the all-in player).
  @AP-8.2 @AP-8 @AP-7.3
  Scenario: Ver.2 pays the same side pot to its one eligible player, with the commission
    # Main pot: half the antes 250 + bets 850: A receives 250 + 70% x 600 + 250 = 920. Side pot 1
    # (C 50 + E 50) to C: 100% of C's 50 + 70% of E's 50 = 85, the house keeps 15. C's 100 back.
    # House: 250 of antes + 180 + 15 = 445.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 350 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips
    And seat C has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat D has 1000 chips
    And seat E has 1000 chips
    And the actions are "B bet 100, C raise 200, D fold, E call, A call, B fold / C bet 50, E raise 100, A all-in, C raise 200, E fold"
    When the hand is settled
    Then the main pot pays "A 920"
    And side pot 1 pays "C 85"
    And side pot 2 returns "C 100"
    And the house take is 445
    And the final chips are A 920, B 800, C 685, D 900, E 600

  # Issue 30, item 3. Seed 004 §All-in: 「中級・上級テーブルでは、所持するchip数がベット枚数に足りない
  # プレイヤーが発生すると「ALL IN」が適用される。」 (at the intermediate and advanced tables, ALL IN
  # applies to a player short of chips) and §Forced all-in, item 2: 「ベットリミットのボタンがALL INに
  # 変化する」 (the bet-limit button turns into ALL IN). A beginner table has no ALL IN for it to turn into.
  @AP-5.2 @AP-5.5 @AP-5
  Scenario: A short beginner keeps the bet-limit button and betting every chip is all-in
    # A holds 65: 30 ante, 35 left, fewer than the limit 30 + one unit 10. A bets 30 and keeps
    # the odd 5: A is all-in and round 2 has no betting. Ver.2: 30 of the antes in the pot; A
    # receives 30 + 70% x 30 + 30 = 81.
    Given a Draw Poker hand at the beginner table under Ver.2
    And the owner is A
    And seat A has 65 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 500 chips and holds "Kh Kd Qc Qs 3d"
    And the actions are "A bet 30, B call"
    When the hand is settled
    Then the all-in players are "A"
    And A is paid 81 chips
    And the final chips are A 86, B 440

  # Issue 30, item 5. Seed 004 §Forced all-in, item 2: 「最終以外のベットラウンドで、ベットリミット+1
  # 単位より手持ちのチップが少ない場合(次のラウンドでミニマムベットできないことが明らかである場合)。」
  # (before the last round, fewer chips in hand than the bet limit plus one unit, when it is clear the
  # next round's minimum bet cannot be made). Which chips: interpretation forced_all_in_chips.
  @AP-5.2 @AP-5.1 @AP-5.3
  Scenario: Read at the round's start, a player who began round 1 with the limit plus one unit keeps the limit
    # A holds 380: 280 at round 1's start, not fewer than 200 + 50. After betting 50, A raises to
    # 200 and keeps 80 for round 2. There A's call of 50 closes the round: no all-in. Ver.2: pot
    # 150 + 600; A receives 150 + 70% x 350 + 250 = 645.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is A
    And seat A has 380 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat C has 1000 chips
    And the actions are "A bet 50, B raise 100, C call, A raise 200, B call, C fold / A check, B bet 50, A call"
    When the hand is settled
    Then A is paid 645 chips
    And the all-in players are ""
    And the final chips are A 675, B 650, C 800

  @AP-5.2
  Scenario: Read when acting, the same player has lost the limit button after betting 50
    # A's chips in hand at the raise are 230, fewer than 250: the limit button is ALL IN.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the interpretation forced_all_in_chips is when_acting
    And the owner is A
    And seat A has 380 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat C has 1000 chips
    And the actions are "A bet 50, B raise 100, C call, A raise 200, B call, C fold / A check, B bet 50, A call"
    When the hand is settled
    Then the hand is refused at "rounds[0][3]" saying "bet-limit button is ALL IN"

  # The same rule for a blind (AP-5, quoted above: betting every chip less the odd chips is ALL IN).
  @AP-5 @AP-2.1 @AP-7.3
  Scenario: A tournament big blind of every chip is all-in and keeps its claim on the pot
    # C holds 40, the big blind. A raises to 80, B folds: C is all-in, not asked to act. A's 40
    # above C's nobody matched: returned. C's aces win the pot 40 + 40 + 20 = 100, no commission.
    Given a Hold'em hand at the tournament table under Ver.1
    And the owner is A
    And seat A has 1000 chips and holds "2c 7d"
    And seat B has 1000 chips
    And seat C has 40 chips and holds "Ah As"
    And the board is "Kd 9s 5h 3c Jc"
    And the actions are "A raise 80, B fold"
    When the hand is settled
    Then the all-in players are "C"
    And C is paid 100 chips
    And A gets back 40 chips
    And the final chips are A 960, B 980, C 100
    And C has no prize outside the harness
