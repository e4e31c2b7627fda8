Feature: Dilemma Hold'em pots: side pots, ties in tens, the showdown
  All-ins for different amounts make a main pot and side pots (DH-6), each won on its own
  (DH-6.1): the seed's three-way all-in of 1,500, 1,000 and 2,000 makes a main pot of 3,000 and a
  side pot of 1,000, and 500 goes back (DH-3.3). Tied winners share a pot in whole tens, the rest
  going to the bank (DH-6.2). The last player to bet shows first (DH-7); a player may concede
  (DH-7.1). Card values are those of the illustrative card data.

  @DH-6 @DH-6.1 @DH-3.3 @DH-3.5 @DH-11
  Scenario: Seed all-in example: main pot 3,000, side pot 1,000, 500 returned
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat P1 has 1500 chips and holds "Ac Ad"
    And seat P2 has 1000 chips and holds "9h 9d"
    And seat P3 has 2000 chips and holds "8h 8d"
    And the button is P1
    And the board is "3c 4d 6s Ts 3h"
    And the actions are "P1 all-in, P2 all-in, P3 all-in"
    When the Dilemma hand is settled
    Then there are 2 pots
    And the main pot is 3000
    And the main pot is contested by "P1, P2, P3"
    And side pot 1 is 1000
    And side pot 1 is contested by "P1, P3"
    And P3 gets back an uncalled 500
    And the main pot pays P1 3000
    And side pot 1 pays P1 1000
    # Board minus 10 + 10 + 20 + 30 + 0 = 70 between the two losers: 35, paid as 30 each; P2 has
    # nothing left to pay. Board plus 10 + 10 + 0 + 0 + 10 = 30 to P1.
    And the penalty is 70, paid by "P2, P3" at 30 each
    And the bonus is 30, paid to "P1" at 30 each
    And the bankrupt players are "P2"
    And the final stacks are P1 4030, P2 0, P3 470

  @DH-6.1
  Scenario: The short stack wins the main pot and the side pot goes to the next best hand
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat P1 has 1500 chips and holds "9h 9d"
    And seat P2 has 1000 chips and holds "Ac Ad"
    And seat P3 has 2000 chips and holds "8h 8d"
    And the button is P1
    And the board is "3c 4d 6s Ts 3h"
    And the actions are "P1 all-in, P2 all-in, P3 all-in"
    When the Dilemma hand is settled
    Then the main pot pays P2 3000
    And side pot 1 pays P1 1000
    And the winners of the hand are "P2"
    # P1, who lost the main pot, is a loser: minus 70 split by P1 and P3, 30 each.
    And the penalty is 70, paid by "P1, P3" at 30 each

  @DH-9.1
  Scenario: Read with bonus_winners any_pot, the side pot's winner is a winner of the hand too
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat P1 has 1500 chips and holds "9h 9d"
    And seat P2 has 1000 chips and holds "Ac Ad"
    And seat P3 has 2000 chips and holds "8h 8d"
    And the button is P1
    And the board is "3c 4d 6s Ts 3h"
    And the actions are "P1 all-in, P2 all-in, P3 all-in"
    And the interpretation bonus_winners is set to any_pot
    When the Dilemma hand is settled
    Then the winners of the hand are "P2, P1"
    And the penalty is 70, paid by "P3" at 70 each

  @DH-6.2 @DH-5.3 @DH-7
  Scenario: Two straights tie: 150 splits as 70 each and 10 goes to the bank
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9d 2c"
    And seat B has 1000 chips and holds "9s 2d"
    And seat C has 1000 chips and holds "4c 4d"
    And the button is C
    And the board is "6c 7h 8h Ts 3s"
    And the actions are "C call, A call, B check / A bet 30, B call, C call / A check, B check, C check / A check, B check, C check"
    When the Dilemma hand is settled
    Then the showdown order is "A, B, C"
    And the main pot pays A 70, B 70
    And the main pot sends 10 to the bank
    # Minus 20 + 0 + 0 + 30 + 10 = 60 from C alone; plus 10 + 20 + 20 + 0 + 0 = 50 shared: 20 each.
    And the penalty is 60, paid by "C" at 60 each
    And the bonus is 50, paid to "A, B" at 20 each
    And the final stacks are A 1040, B 1040, C 890
    And the banks hold 330, 700, 500 after the hand

  @DH-7
  Scenario: A flop bettor with the turn and river checked shows first
    # Seed 001 item 10: "ショウダウンは一番最後に攻撃を仕掛けた(ベットまたはレイズをした)プレイヤーから時計回りで
    # 行います" (the showdown starts with the player who last attacked, by a bet or a raise, and goes
    # clockwise). C's flop bet is the last bet of the hand.
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9h 9d"
    And seat B has 1000 chips and holds "3d 4d"
    And seat C has 1000 chips and holds "2c 3c"
    And the button is C
    And the board is "5s 8s 9s 3h Ts"
    And the actions are "C call, A call, B check / A check, B check, C bet 20, A call, B call / A check, B check, C check / A check, B check, C check"
    When the Dilemma hand is settled
    Then the showdown order is "C, A, B"

  @DH-7 @DH-3.5
  Scenario: After an all-in raise and a run out, the all-in raiser shows first
    # Seed 001 item 10: "一番最後に攻撃を仕掛けた(ベットまたはレイズをした)プレイヤーから" (from the player who
    # last bet or raised): B's all-in raise before the flop, though no round after it was bet.
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9h 9d"
    And seat B has 200 chips and holds "3d 4d"
    And seat C has 1000 chips and holds "2c 3c"
    And the button is C
    And the board is "5s 8s 9s 3h Ts"
    And the actions are "C fold, A call, B all-in, A call"
    When the Dilemma hand is settled
    Then the showdown order is "B, A"

  @DH-7.1 @DH-10.2
  Scenario: A player who concedes at the showdown loses and pays as a showdown loser
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 9d"
    And seat B has 1000 chips and holds "Tc Td"
    And seat C has 1000 chips and holds "4c 5d"
    And the button is C
    And seat B mucks at the showdown
    And the board is "6s 8s Ts 2c 3h"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A bet 40, B call, C fold"
    When the Dilemma hand is settled
    Then the main pot pays A 140
    # Minus 20 + 20 + 30 + 10 + 0 = 80 from B alone: C folded on the river, B lost at the showdown.
    And the penalty is 80, paid by "B" at 80 each
