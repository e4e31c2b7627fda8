Feature: Dilemma Hold'em settlement: effects, penalty, bankruptcy and bonus
  After the pots (DH-9): every player's hand effects (green, DH-8.1), player by player from the
  left of the button (DH-9.2); the board effects in the order dealt (DH-9.3): blue from the flop
  (DH-8.2), red only as the turn or river card (DH-8.3); the penalty, the board's minus values
  split among the losers of the last betting round in tens (DH-10, DH-10.1), only the showdown
  losers at the river when fold losers are among them (DH-10.2), none when all win (DH-10.3);
  players with no chips leave (DH-11); the bonus, the board's plus values, to the winners
  (DH-12). Values and effects are the ILLUSTRATIVE card data (card_data/dilemma_holdem/):
  hearts plus only, diamonds plus and minus 10, spades minus only, clubs minus and plus 10; the
  value 10 for 2-5, 20 for 6-9, 30 for 10 and A. Ah is a green dividend of 50, As a green tax of
  50, 2s a green tax of 20, Td a blue windfall of 30, 5d a blue windfall of 20, 7s a red crash,
  7h a red boom. Banks 300, 700, 500 unless a scenario says otherwise.

  @DH-8 @DH-9 @DH-9.1 @DH-9.2 @DH-8.1 @DH-8.4 @DH-10 @DH-10.2 @DH-12
  Scenario: The river: the showdown loser pays, the river folder does not, the winner collects
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Ad"
    And seat B has 1000 chips and holds "Th Tc"
    And seat C has 1000 chips and holds "3c 4d"
    And the button is C
    And the board is "3h 5s 7d 9c 8s"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A bet 40, B call, C fold"
    When the Dilemma hand is settled
    Then the main pot pays A 140
    # Green Ah pays A a dividend of 50; minus 0 + 10 + 10 + 20 + 20 = 60 from B alone (C folded on
    # the river, B lost at the showdown); plus 10 + 0 + 20 + 10 + 0 = 40 to A. The red 7d is a flop card.
    And the settlement steps are dividend A 50, penalty B 60, bonus A 40
    And the final stacks are A 1170, B 880, C 980
    And the banks hold 270, 700, 500 after the hand
    And the card data in force is marked illustrative

  @DH-10.1 @DH-3.4
  Scenario: Folders of the last round pay; a player who folded earlier does not
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "8c 8d"
    And seat B has 1000 chips and holds "2c 3c"
    And seat C has 1000 chips and holds "5h 6h"
    And seat D has 1000 chips and holds "9c Th"
    And the button is D
    And the board is "3h 4c 6d 9s"
    And the actions are "C call, D fold, A call, B check / A check, B check, C check / A bet 60, B fold, C fold"
    When the Dilemma hand is settled
    # Minus 0 + 10 + 10 + 20 = 40 split by B and C, who folded on the turn; D folded before the flop.
    Then the penalty is 40, paid by "B, C" at 20 each
    And the bonus is 40, paid to "A" at 40 each
    And the final stacks are A 1080, B 960, C 960, D 1000

  @DH-10.1 @DH-3.5
  Scenario: After an all-in before the flop and a run out, the player who folded before the flop pays nothing
    # Seed 001 item 10: "ペナルティは直前の賭けラウンドに参加していた勝者以外のプレイヤーのみが敗者となり" (only
    # the non-winners who took part in the last betting round are losers) and "早く降りることでペナルティを
    # 回避できる" (folding early avoids the penalty). After the run out the hand is decided at the
    # showdown, which C, who folded before the flop, never reached.
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 200 chips and holds "Ac Ad"
    And seat B has 1000 chips and holds "8c 8d"
    And seat C has 1000 chips and holds "2c 3d"
    And the button is C
    And the board is "3h 4c 6d 9s Th"
    And the actions are "C fold, A all-in, B call"
    When the Dilemma hand is settled
    # Minus 0 + 10 + 10 + 20 + 0 = 40, all B's; plus 10 + 10 + 20 + 0 + 30 = 70 to A, who wins 400.
    Then the penalty is 40, paid by "B" at 40 each
    And the final stacks are A 470, B 760, C 1000

  @DH-10.1 @DH-10.2
  Scenario: Read with penalty_round_after_run_out last_round_with_betting, the folder of the all-in's round pays too
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 200 chips and holds "Ac Ad"
    And seat B has 1000 chips and holds "8c 8d"
    And seat C has 1000 chips and holds "2c 3d"
    And the button is C
    And the board is "3h 4c 6d 9s Th"
    And the actions are "C fold, A all-in, B call"
    And the interpretation penalty_round_after_run_out is set to last_round_with_betting
    When the Dilemma hand is settled
    # The last round with betting is the first; C folded in it: 40 split by B and C, 20 each.
    Then the penalty is 40, paid by "B, C" at 20 each
    And the final stacks are A 470, B 780, C 980

  @DH-10.2
  Scenario: Read with last_round_with_betting and river_exception_scope any_showdown, only the showdown loser pays
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 200 chips and holds "Ac Ad"
    And seat B has 1000 chips and holds "8c 8d"
    And seat C has 1000 chips and holds "2c 3d"
    And the button is C
    And the board is "3h 4c 6d 9s Th"
    And the actions are "C fold, A all-in, B call"
    And the interpretation penalty_round_after_run_out is set to last_round_with_betting
    And the interpretation river_exception_scope is set to any_showdown
    When the Dilemma hand is settled
    Then the penalty is 40, paid by "B" at 40 each
    And the final stacks are A 470, B 760, C 1000

  @DH-10 @DH-11
  Scenario Outline: A loser left with no chips takes a share of the penalty that is never paid
    # Seed 001 item 10: "決済時に折半して支払います" (the losers split it at the settlement); bankrupt
    # players leave only after the penalty (settlement step 5). Ours: broke_loser_penalty_share.
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 9d"
    And seat B has 100 chips and holds "3c 4d"
    And seat C has 1000 chips and holds "2c 5h"
    And the button is C
    And the board is "6s 8s Ts 2d 3h"
    And the actions are "C call, A call, B all-in, C call, A call / A check, C check / A check, C check / A check, C check"
    And the interpretation broke_loser_penalty_share is set to <reading>
    When the Dilemma hand is settled
    # A's nines win the 300 pot. Minus 20 + 20 + 30 + 10 + 0 = 80; plus 0 + 0 + 0 + 10 + 10 = 20 to A.
    # every_payer: B (no chips) and C 40 each, B's 40 unpaid; payers_with_chips: C pays all 80.
    Then the settlement steps are <steps>
    And the bankrupt players are "B"
    And the final stacks are <stacks>

    Examples:
      | reading           | steps                                  | stacks                 |
      | every_payer       | penalty B 0, penalty C 40, bonus A 20  | A 1220, B 0, C 860     |
      | payers_with_chips | penalty C 80, bonus A 20               | A 1220, B 0, C 820     |

  @DH-12.1 @DH-12 @DH-6.2
  Scenario: Tied winners share a bonus the banks cannot pay in full equally, in tens
    # Seed 001 item 10: "それらのプレイヤーは全員勝者となりポットとボーナスは均等割で獲得します。($10単位で
    # 割り切れない余りはバンクに回収します)" (the tied players all win and take the pot and the bonus in
    # equal shares; what does not divide in $10s goes back to the bank) and "バンクが足りなくなった場合は
    # 獲得できる分だけを獲得" (when the bank runs short, each takes what can be had).
    Given a no-limit Dilemma Hold'em hand with blinds 30/60
    And the banks hold 0, 0, 30
    And seat A has 1000 chips and holds "2c 3c"
    And seat B has 1000 chips and holds "2d 3d"
    And the button is A
    And the board is "3h 4h 6h 8h 9h"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    # Both play the board's flush: the pot of 120 is 60 each; the bonus of 10+10+20+20+20 = 80 is
    # 40 each due, but the banks hold 30: 30 / 2 = 15, paid as 10 each; 10 stays in bank 3.
    Then the settlement steps are bonus B 10, bonus A 10
    And the final stacks are A 1010, B 1010
    And the banks hold 0, 0, 10 after the hand
    And the game is over

  @DH-10.3 @DH-12 @DH-5.3
  Scenario: Everyone wins: no penalty, and the bonus splits in tens
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "2c 3d"
    And seat B has 1000 chips and holds "2d 3c"
    And the button is A
    And the board is "6c 7h 8h 9d Ts"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    # Plus 10 + 20 + 20 + 20 + 0 = 70: 35 each, paid as 30 each; 10 stays in the bank.
    Then nobody pays a penalty
    And the bonus is 70, paid to "B, A" at 30 each
    And the final stacks are A 1030, B 1030
    And the banks hold 240, 700, 500 after the hand

  @DH-8.2 @DH-8.3 @DH-9.3
  Scenario: Blue acts from the flop, red only from the turn, in the order dealt
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ac 9c"
    And seat B has 1000 chips and holds "2c 4d"
    And the button is A
    And the board is "7c Td 3h 7s 5d"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    # The red 7c is a flop card: no crash; the red 7s on the turn doubles the penalty: minus
    # (20 + 10 + 0 + 20 + 10) x 2 = 120. Blue Td (flop) and 5d (river) pay A 30 and 20.
    Then the settlement steps are windfall A 30, crash, windfall A 20, penalty B 120, bonus A 60
    And the final stacks are A 1130, B 860
    And the banks hold 310, 700, 500 after the hand

  @DH-9.2 @DH-8.1 @DH-8.2
  Scenario: Every player's green cards act, a folded player's too; a blue card in a hand does not
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Td"
    And seat B has 1000 chips and holds "2c 2d"
    And seat C has 1000 chips and holds "As 2s"
    And the button is C
    And the board is "3h 4c 6d 9s 8c"
    And the actions are "C fold, A call, B check / A check, B check / A check, B check / A check, B check"
    When the Dilemma hand is settled
    # A, B, C from the left of the button: A's dividend, C's two taxes; minus 0+10+10+20+20 = 60 from A.
    Then the settlement steps are dividend A 50, tax C 50, tax C 20, penalty A 60, bonus B 50
    And the final stacks are A 970, B 1070, C 930

  @DH-9.2
  Scenario: Read with hand_effects_of players_in_at_end, a folded player's cards do not act
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Td"
    And seat B has 1000 chips and holds "2c 2d"
    And seat C has 1000 chips and holds "As 2s"
    And the button is C
    And the board is "3h 4c 6d 9s 8c"
    And the actions are "C fold, A call, B check / A check, B check / A check, B check / A check, B check"
    And the interpretation hand_effects_of is set to players_in_at_end
    When the Dilemma hand is settled
    Then the settlement steps are dividend A 50, penalty A 60, bonus B 50
    And the final stacks are A 970, B 1070, C 1000

  @DH-12.1 @DH-9.2 @DH-9.3 @DH-13.3
  Scenario: The banks run short: hand effects are paid before board effects, and the game ends
    Given a no-limit Dilemma Hold'em hand with blinds 30/60
    And the banks hold 0, 0, 40
    And seat A has 1000 chips and holds "9c 9d"
    And seat B has 1000 chips and holds "Ah 3c"
    And the button is A
    And the board is "Td 4c 6s 8h 2d"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    # B's dividend of 50 gets the last 40; A's windfall of 30 gets nothing; B's penalty of
    # 10 + 10 + 20 + 0 + 10 = 50 goes into bank 3, from which A collects 50 of the bonus of 70.
    Then the settlement steps are dividend B 40, windfall A 0, penalty B 50, bonus A 50
    And the final stacks are A 1110, B 930
    And the banks hold 0, 0, 0 after the hand
    And the game is over

  @DH-11 @DH-13.3
  Scenario: A player who pays the penalty with the last chips is bankrupt and the game ends
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 9d"
    And seat B has 40 chips and holds "3c 4d"
    And the button is A
    And the board is "6s 8s Ts 2c 3h"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    # Minus 20 + 20 + 30 + 10 + 0 = 80, of which B has 20 left after the pot.
    Then the settlement steps are penalty B 20, bonus A 20
    And the bankrupt players are "B"
    And the final stacks are A 1040, B 0
    And the game is over

  @DH-13 @DH-13.1
  Scenario: A bonus that empties bank 1 is paid on from bank 2, and the blinds rise
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And the banks hold 30, 700, 500
    And seat A has 1000 chips and holds "2c 3c"
    And seat B has 1000 chips and holds "2d 3d"
    And the button is A
    And the board is "3h 4h 6h 8h 9h"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    # Both play the board's flush: plus 10 + 10 + 20 + 20 + 20 = 80, 40 each.
    Then the bonus is 80, paid to "B, A" at 40 each
    And the banks hold 0, 650, 500 after the hand
    And the next blinds are 20/40
    And the game goes on

  @DH-13
  Scenario: A penalty goes into the bank in use, which may hold more than it started with
    Given a no-limit Dilemma Hold'em hand with blinds 20/40
    And the banks hold 0, 700, 500
    And seat A has 1000 chips and holds "9c 9d"
    And seat B has 1000 chips and holds "3c 4d"
    And the button is A
    And the board is "6s 8s Ts 2c 3h"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    Then the settlement steps are penalty B 80, bonus A 20
    And the banks hold 0, 760, 500 after the hand
    And the final stacks are A 1060, B 880
    And the next blinds are 20/40

  @DH-13.3
  Scenario: A bonus that empties the last bank exactly ends the game
    Given a no-limit Dilemma Hold'em hand with blinds 30/60
    And the banks hold 0, 0, 60
    And seat A has 1000 chips and holds "2c 3d"
    And seat B has 1000 chips and holds "2d 3c"
    And the button is A
    And the board is "6c 7h 8h 9d Ts"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    # Both play the board's straight: plus 70, 30 each, which is all bank 3 holds.
    Then the bonus is 70, paid to "B, A" at 30 each
    And the banks hold 0, 0, 0 after the hand
    And the game is over

  @DH-13.3
  Scenario: Read with game_end shortfall_only, a bank emptied exactly leaves the game going
    Given a no-limit Dilemma Hold'em hand with blinds 30/60
    And the banks hold 0, 0, 60
    And seat A has 1000 chips and holds "2c 3d"
    And seat B has 1000 chips and holds "2d 3c"
    And the button is A
    And the board is "6c 7h 8h 9d Ts"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    And the interpretation game_end is set to shortfall_only
    When the Dilemma hand is settled
    Then the banks hold 0, 0, 0 after the hand
    And the game goes on

  @DH-9.2 @DH-12.1
  Scenario Outline: When the banks run short, the order of the hand effects decides who is paid
    Given a no-limit Dilemma Hold'em hand with blinds 30/60
    And the banks hold 0, 0, 40
    And seat A has 1000 chips and holds "Ah 9c"
    And seat B has 1000 chips and holds "2h 3c"
    And the button is A
    And the board is "6s 8s Ts 9h 4c"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    And the interpretation hand_effect_order is set to <order>
    When the Dilemma hand is settled
    # A's dividend is 50 and B's 20 from the 40 left; B's penalty of 80 goes into bank 3 and pays A's bonus of 30.
    Then the settlement steps are <steps>
    And the final stacks are <stacks>
    And the banks hold 0, 0, 50 after the hand

    Examples:
      | order          | steps                                                   | stacks         |
      | left_of_button | dividend B 20, dividend A 20, penalty B 80, bonus A 30  | A 1110, B 880  |
      | winners_first  | dividend A 40, dividend B 0, penalty B 80, bonus A 30   | A 1130, B 860  |

  @DH-13.1
  Scenario: A hand played at blinds its bank in use does not set is refused
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And the banks hold 0, 700, 500
    And seat A has 1000 chips and holds "9c 9d"
    And seat B has 1000 chips and holds "3c 4d"
    And the button is A
    And the actions are "A fold"
    When the Dilemma hand is settled
    Then the hand is refused at blinds with "while bank 2 is in use the blinds are 20/40"
