Feature: Ties, odd chips, jackpots and the Hold'em cards
  Tied winners share the payout 1/2, 1/3 (AP-7, AP-7.1); shares are rounded down and the odd
  chips go by the interpretation odd_chips (AP-7.2). A jackpot hand pays from the house on top of
  the pot (AP-9, illustrative schedule: four of a kind 10 antes, a straight flush 50). Hold'em: two
  hole cards and five board cards, the best five of seven (AP-10).

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
