Feature: Dilemma Hold'em's figures stand on the card data: another deck, other money
  Each card's plus and minus corners and its effect are data, one entry per card of the 40
  (DH-8): the seed shows them in pictures only, so the shipped card data is illustrative and a lab
  supplies its own file (a hand's `card_data`, `tablecert certify dilemma-holdem --card-data FILE`).
  The same hand settled on two decks moves different money: every figure holds for its deck only.

  @DH-8 @DH-10 @DH-12
  Scenario Outline: The same hand on two decks: the penalty and the bonus follow each deck's corners
    # Seed 001 item 10: "敗者は場札の四隅に書かれたマイナスを合計した分のチップ(ペナルティ)をバンクに支払う" (the
    # loser pays the bank the sum of the minuses written in the board cards' corners) and "勝者は場札の
    # 四隅に書かれたプラスを合計した分のチップ(ボーナス)をバンクから獲得する" (the winner collects the sum of
    # the pluses): the corners are printed on the cards, which the seed shows in pictures only.
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 9d"
    And seat B has 1000 chips and holds "3c 4d"
    And the button is A
    And the board is "6s 8s Ts 2c 3h"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    And the card data is "<deck>"
    When the Dilemma hand is settled
    # A's nines win the pot of 40. Five board cards: the penalty is 5 x minus, B's alone; the bonus
    # 5 x plus, A's: flat 5 x 10 = 50 and 5 x 10 = 50; steep 5 x 30 = 150 and 5 x 20 = 100.
    Then the card data in force is "<deck>"
    And the settlement steps are <steps>
    And the final stacks are <stacks>
    And the banks hold <banks> after the hand

    Examples:
      | deck                                           | steps                       | stacks          | banks          |
      | card_data/dilemma_holdem/test_deck_flat.yaml   | penalty B 50, bonus A 50    | A 1070, B 930   | 300, 700, 500  |
      | card_data/dilemma_holdem/test_deck_steep.yaml  | penalty B 150, bonus A 100  | A 1120, B 830   | 350, 700, 500  |
