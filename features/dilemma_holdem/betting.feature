Feature: Dilemma Hold'em betting: blinds, rounds, no limit and the seed's minimum raise
  The first seat left of the button posts the small blind and the next the big blind (DH-2);
  heads-up the button posts the small blind (DH-2.1). Four rounds (DH-3); before the flop the
  seat after the big blind acts first and the big blind keeps its option (DH-3.1). Bets are no
  limit, at least the big blind (DH-4); a raise adds at least the last difference (DH-4.1): the
  seed's three examples. Amounts are in tens (DH-1.2); no antes or straddles (DH-2.3). The hole
  cards carry no effect unless a scenario says so, and hands ending before the flop have no board,
  so no penalty or bonus.

  Background:
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 3d"
    And seat B has 1000 chips and holds "6c 6d"
    And seat C has 1000 chips and holds "4c 8d"
    And the button is C

  @DH-4.1 @DH-4 @DH-3
  Scenario: Seed raise example 1: after a bet from 0 to 40 a raise is to at least 80
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 40, B raise 70"
    When the Dilemma hand is settled
    Then the hand is refused at actions[4] with "raise to 70 is below the minimum 80"

  @DH-4.1 @DH-3.3 @DH-3.4
  Scenario: Seed raise example 1: a raise to exactly 80 is allowed
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 40, B raise 80, C fold, A fold"
    When the Dilemma hand is settled
    Then B puts in 80 with a raise to 80
    And B gets back an uncalled 40
    And the main pot is won uncontested by B
    And the hand ends without a showdown

  @DH-4.1
  Scenario: Seed raise example 2: after 20 raised to 100 the next raise is to at least 180
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 20, B raise 100, C raise 170"
    When the Dilemma hand is settled
    Then the hand is refused at actions[5] with "raise to 170 is below the minimum 180"

  @DH-4.1
  Scenario: Seed raise example 2: the player who bet 20 raises to 180 by adding 160
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 20, B raise 100, C fold, A raise 180, B fold"
    When the Dilemma hand is settled
    Then A puts in 160 with a raise to 180
    And A gets back an uncalled 80

  @DH-2 @DH-3.1
  Scenario: The blinds sit left of the button, and the seat after the big blind acts first
    Given the actions are "C fold, A fold"
    When the Dilemma hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And B gets back an uncalled 10
    And the final stacks are A 990, B 1010, C 1000

  @DH-3.1 @DH-3.2
  Scenario: The big blind's option: called round to it, the big blind may raise
    Given the actions are "C call, A call, B raise 60, C fold, A fold"
    When the Dilemma hand is settled
    Then B puts in 40 with a raise to 60
    And B gets back an uncalled 40
    And the main pot is won uncontested by B
    And the final stacks are A 980, B 1040, C 980

  @DH-3.1
  Scenario: After the flop the first player left of the button acts first
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A check, B check, C bet 20, A fold, B fold"
    When the Dilemma hand is settled
    Then A acts first on flop

  @DH-3.2
  Scenario: A player may fold when nobody has bet, and may not check facing a bet
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A fold, B bet 20, C check"
    When the Dilemma hand is settled
    Then the hand is refused at actions[5] with "check"

  @DH-4
  Scenario: A bet below the big blind is refused
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 10"
    When the Dilemma hand is settled
    Then the hand is refused at actions[3] with "bet to 10 is below the minimum 20"

  @DH-1.2
  Scenario: A bet that is not a whole number of tens is refused
    Given the board is "3h 4h 6h"
    And the actions are "C call, A call, B check / A bet 45"
    When the Dilemma hand is settled
    Then the hand is refused at actions[3][2] with "whole number of 10s"

  @DH-2.3
  Scenario: The game has no antes
    Given an ante of 10
    And the actions are "C fold, A fold"
    When the Dilemma hand is settled
    Then the hand is refused at ante with "no antes"

  @DH-4.1 @DH-3 @DH-7 @DH-10.2
  Scenario: The seed's example of play, its line as written: P2 stays and wins the river with a straight after a check-raise
    # Seed 001, example of play (進行例), flop: "プレイヤー4は$20に$30上乗せしてレイズ。(③)" (P4 raises the $20 by
    # $30), "プレイヤー1はレイズに最低必要な額($50に$30上乗せ)を出して攻撃。(④)" (P1 raises by the minimum,
    # $30 on the $50), "プレイヤー4は$30追加してコール。(⑦)" (P4 adds $30 and calls); turn: "全員コールで次の
    # ラウンドへ" (everyone goes along to the next round); river: "プレイヤー2がチェックをしてからレイズ。…プレイ
    # ヤー1と4はすでに$50出していたのでコール" (P2 checks, then raises; P1 and P4, who had already put in
    # $50, call); showdown: "プレイヤー2は最後の1枚でストレートを完成させていました" (P2 completed a straight
    # with the last card). The seed shows the cards and the unnumbered actions (① P2's $20 bet, ② P3,
    # ⑤ P2, ⑥ P3) in pictures only. Ours: the cards below, before the flop everyone calls, ② P3 calls
    # and ⑥ folds (P3 is not named on the river), the turn is checked round, and P2 check-raises to 100.
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat P1 has 1000 chips and holds "9c 3d"
    And seat P2 has 1000 chips and holds "5c 5d"
    And seat P3 has 1000 chips and holds "4c 8d"
    And seat P4 has 1000 chips and holds "2c 2d"
    And the button is P1
    And the board is "3h 4h 6h 8c 7s"
    And the actions are "P4 call, P1 call, P2 call, P3 check / P2 bet 20, P3 call, P4 raise 50, P1 raise 80, P2 call, P3 fold, P4 call / P2 check, P4 check, P1 check / P2 check, P4 bet 50, P1 call, P2 raise 100, P4 call, P1 call"
    When the Dilemma hand is settled
    Then P4 puts in 30 with a call to 80
    And P2 shows "straight (8)"
    And the showdown order is "P2, P4, P1"
    # Pot 4 x 20 + (80 + 20 + 80 + 80) + 3 x 100 = 640 to P2. The red 7s on the river crashes:
    # minus (0 + 0 + 0 + 20 + 20) x 2 = 80 from the showdown losers P1 and P4, 40 each (P3 folded on
    # the flop); plus 10 + 10 + 20 + 10 + 0 = 50 to P2.
    And the main pot pays P2 640
    And the settlement steps are crash, penalty P1 40, penalty P4 40, bonus P2 50
    And the final stacks are P1 760, P2 1490, P3 960, P4 760

  @DH-4.1
  Scenario: The seed's example of play: after 20 raised to 50 a raise to 70 is below the minimum 80
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat P1 has 1000 chips and holds "9c 3d"
    And seat P2 has 1000 chips and holds "5c 5d"
    And seat P3 has 1000 chips and holds "4c 8d"
    And seat P4 has 1000 chips and holds "2c 2d"
    And the button is P1
    And the board is "3h 4h 6h 8c 7s"
    And the actions are "P4 call, P1 call, P2 call, P3 check / P2 bet 20, P3 call, P4 raise 50, P1 raise 70"
    When the Dilemma hand is settled
    Then the hand is refused at actions[7] with "below the minimum 80"
