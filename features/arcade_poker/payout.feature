Feature: Ties, odd chips, jackpots and the Hold'em cards
  Tied winners share the payout 1/2, 1/3 (AP-7, AP-7.1); shares are rounded down and the odd
  chips go by the interpretation odd_chips (AP-7.2). A jackpot hand pays from the house on top of
  the pot (AP-9, illustrative schedule: four of a kind 10 antes, a straight flush 50). Hold'em: two
  hole cards and five board cards, the best five of seven (AP-10).

  # Seed 004 §Flow of play, item 4: 「勝者にポット積立額(アンティの50%+他者ベットの70%+自分のベットの
  # 100%)が支払われる。2人以上の引き分けの場合、1/2、1/3、・・・となる。」 (the winner is paid 50% of
  # the antes + 70% of the others' bets + 100% of their own; two or more tied: 1/2, 1/3, ...). A
  # co-winner's bets count as "own": interpretation ver2_tie_own_bets, default winners_together.
  @AP-7 @AP-10 @AP-7.4
  Scenario: Ver.2 splits the payout between two tied Hold'em players
    # Board 5-6-7-8-9: A and B both play the nine-high straight, C folded in round 4 after 60.
    # Antes 180, 90 in the pot. Bets A 80, B 80, C 60. Payout 90 + 70% x 60 + 160 = 292,
    # 146 each; the house keeps 310 - 292 = 18 of the pot, and 108 in all.
    Given a Hold'em hand at the intermediate table under Ver.2
    And the owner is A
    And seat A has 1000 chips and holds "2c 2d"
    And seat B has 1000 chips and holds "3h 3s"
    And seat C has 1000 chips and holds "Kd Qc"
    And the board is "5c 6d 7h 8s 9c"
    And the actions are "A check, B bet 20, C call, A call / A bet 20, B call, C call / A bet 20, B call, C call / A bet 20, B call, C fold"
    When the hand is settled
    Then A shows "straight (9)"
    And A is paid 146 chips
    And B is paid 146 chips
    And the house take is 108
    And the final chips are A 1006, B 1006, C 880
    And the chips put in equal the chips paid, the house take and the bonus points

  @AP-7.1 @AP-7.2 @AP-7.4
  Scenario: Ver.1 splits 70% of the pot and rounds each half down, the odd chips to the house
    # Beginner: antes 90; bets A 60, B 60, C 40: pot 250. 70% = 175, 87.5 each: 87 each; 30% =
    # 75 bonus points, 37 each. The house keeps 1 + 1 = 2.
    Given a Hold'em hand at the beginner table under Ver.1
    And the owner is A
    And seat A has 500 chips and holds "2c 2d"
    And seat B has 500 chips and holds "3h 3s"
    And seat C has 500 chips and holds "Kd Qc"
    And the board is "5c 6d 7h 8s 9c"
    And the actions are "A check, B bet 10, C call, A call / A bet 20, B call, C call / A bet 10, B call, C call / A bet 20, B call, C fold"
    When the hand is settled
    Then A is paid 87 chips
    And B is paid 87 chips
    And A receives 37 bonus points
    And B receives 37 bonus points
    And the house take is 2
    And the chips put in equal the chips paid, the house take and the bonus points

  @AP-7.2
  Scenario: Read with the odd chips to the first winner, A (the owner) takes the odd chip
    Given a Hold'em hand at the beginner table under Ver.1
    And the interpretation odd_chips is to_first_winner
    And the owner is A
    And seat A has 500 chips and holds "2c 2d"
    And seat B has 500 chips and holds "3h 3s"
    And seat C has 500 chips and holds "Kd Qc"
    And the board is "5c 6d 7h 8s 9c"
    And the actions are "A check, B bet 10, C call, A call / A bet 20, B call, C call / A bet 10, B call, C call / A bet 20, B call, C fold"
    When the hand is settled
    Then A is paid 88 chips
    And B is paid 87 chips
    And the house take is 1

  @AP-9 @AP-11 @AP-7.4
  Scenario: Every jackpot hand at the showdown is paid, from the house
    # Intermediate, ante 60: A's four nines pay 10 x 60 = 600, B's straight flush 50 x 60 = 3,000.
    # B wins the pot: 90 + 70% x 80 + 40 = 186. The house pays out 3,600 more than it takes.
    Given a Draw Poker hand at the intermediate table under Ver.2
    And the owner is A
    And seat A has 1000 chips and holds "9c 9d 9h 9s 2c"
    And seat B has 1000 chips and holds "5h 6h 7h 8h 4h"
    And seat C has 1000 chips and holds "Kc Qd Jh 3s 2d"
    And the actions are "A check, B bet 20, C call, A call / A bet 20, B call, C call"
    When the hand is settled
    Then B is paid 186 chips
    And A is paid a jackpot of 600
    And B is paid a jackpot of 3000
    And the house take is -3486
    And the chips put in equal the chips paid, the house take and the bonus points

  @AP-9
  Scenario: Read as winners only, a losing jackpot hand is not paid
    Given a Draw Poker hand at the intermediate table under Ver.2
    And the interpretation jackpot_hands is winner_only
    And the owner is A
    And seat A has 1000 chips and holds "9c 9d 9h 9s 2c"
    And seat B has 1000 chips and holds "5h 6h 7h 8h 4h"
    And seat C has 1000 chips and holds "Kc Qd Jh 3s 2d"
    And the actions are "A check, B bet 20, C call, A call / A bet 20, B call, C call"
    When the hand is settled
    Then A is paid a jackpot of 0
    And B is paid a jackpot of 3000

  # Issue 30, item 8 (the other reading of the quote above).
  @AP-7
  Scenario: Read with each winner alone, a co-winner's bets are paid at 70% as another's
    # Each: (90 + 70% x (B's 80 + C's 60) + 80) / 2 = (90 + 98 + 80) / 2 = 134. The house keeps
    # 310 - 268 = 42 of the pot and 90 + 42 = 132 in all.
    Given a Hold'em hand at the intermediate table under Ver.2
    And the interpretation ver2_tie_own_bets is each_winner_alone
    And the owner is A
    And seat A has 1000 chips and holds "2c 2d"
    And seat B has 1000 chips and holds "3h 3s"
    And seat C has 1000 chips and holds "Kd Qc"
    And the board is "5c 6d 7h 8s 9c"
    And the actions are "A check, B bet 20, C call, A call / A bet 20, B call, C call / A bet 20, B call, C call / A bet 20, B call, C fold"
    When the hand is settled
    Then A is paid 134 chips
    And B is paid 134 chips
    And the house take is 132

  # Issue 30, item 6. Seed 004 §Flow of play, item 5: 「Ver.2では勝者に対してランダムに「チャレンジ
  # ボール」が配当され、3つ以上集めるとチャレンジゲームに挑戦できる。」 (under Ver.2 the winners
  # receive "challenge balls" at random; three or more let them play the challenge game) and 「BONUS
  # GAME(Ver.1)に挑戦してメダル配当に変えることが出来る」 (Ver.1: the bonus points are played in the
  # BONUS GAME for medals). Both are outside the harness; the ledger names them.
  @AP-7.5 @AP-7.1
  Scenario: Under Ver.2 the winner's challenge balls are named as outside the harness
    Given a Draw Poker hand at the beginner table under Ver.2
    And the owner is A
    And seat A has 100 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 500 chips and holds "Kh Kd Qc Qs 3d"
    And the actions are "A bet 10, B call / A bet 10, B call"
    When the hand is settled
    Then A's prizes outside the harness name "challenge balls"
    And B has no prize outside the harness
    And A receives 0 bonus points

  @AP-7.5 @AP-7.1
  Scenario: Under Ver.1 the winner's bonus game is named as outside the harness
    Given a Draw Poker hand at the beginner table under Ver.1
    And the owner is A
    And seat A has 100 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 500 chips and holds "Kh Kd Qc Qs 3d"
    And the actions are "A bet 10, B call / A bet 10, B call"
    When the hand is settled
    Then A's prizes outside the harness name "BONUS GAME"
    And B has no prize outside the harness
