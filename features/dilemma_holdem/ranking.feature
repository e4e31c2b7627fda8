Feature: Dilemma Hold'em hands on the 40-card deck
  The deck is the aces and the twos to tens of four suits (DH-1), no card twice (DH-1.1). Each
  player makes the best five of seven (DH-5); the categories rank as in standard poker, the Ace
  follows the ten, so 7-8-9-10-A is the top straight and the royal flush, and A-2-3-4-5 the lowest
  straight (DH-5.1). Ties go to the higher ranks of the combination, then the highest other card
  (DH-5.2); equal hands all win (DH-5.3). The seed's three comparisons are the first scenarios.

  @DH-5.2 @DH-5.1
  Scenario: Seed example 1: a pair of aces beats a pair of tens
    When player 1 shows "Ah Ad 3c 5d 7s" and player 2 shows "Th Tc As 9d 8h"
    Then player 1 wins

  @DH-5.2
  Scenario: Seed example 2: between two pairs of aces the ten decides, not the nine-eight-seven
    When player 1 shows "Ah Ad 7c 8d 9s" and player 2 shows "As Ac 2h 3d Th"
    Then player 2 wins

  @DH-5.3
  Scenario: Seed example 3: the same ranks in other suits tie, and both are winners
    When player 1 shows "Ah Ad 7c 8d 9s" and player 2 shows "As Ac 7h 8s 9d"
    Then both players are winners

  @DH-5.1
  Scenario Outline: Straights on 40 cards: the Ace follows the ten and plays low in the wheel
    When player 1 shows "<first>" and player 2 shows "<second>"
    Then player <winner> wins

    Examples:
      | first          | second         | winner |
      | 7c 8d 9h Ts Ad | 6c 7d 8h 9s Td | 1      |
      | Ah 2c 3d 4s 5h | 2d 3c 4h 5s 6c | 2      |
      | Ah 2c 3d 4s 5h | 9h 9c 9d 2s 3h | 1      |
      | 9h Tc Ad 2s 3h | 2h 2c 4d 5s 6h | 2      |
      | 7h 8h 9h Th Ah | 2s 3s 4s 5s 6s | 1      |
      | 7h 8h 9h Th Ah | Ac Ad Ah As Tc | 1      |

  @DH-5 @DH-5.1 @DH-1
  Scenario: At the showdown 7-8-9-10-A is the ace-high straight, made with one hole card
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ac 3d"
    And seat B has 1000 chips and holds "6c 6d"
    And the button is A
    And the board is "7c 8d 9h Ts 6h"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    Then A shows the high hand "straight (A)"
    And B shows the high hand "straight (T)"
    And the main pot pays A 40

  @DH-1
  Scenario: A jack cannot be dealt from the 40 cards
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Jc 3d"
    And seat B has 1000 chips and holds "6c 6d"
    And the button is A
    And the actions are "A fold"
    When the Dilemma hand is settled
    Then the hand is refused at seats[0].hole[0] with "not a card of"

  @DH-1.1
  Scenario: A card shown twice is refused
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "6c 3d"
    And seat B has 1000 chips and holds "6c 6d"
    And the button is A
    And the actions are "A fold"
    When the Dilemma hand is settled
    Then the hand is refused at seats[1].hole[0] with "twice"

  @DH-5.1 @DH-5
  Scenario: At the showdown the wheel is the lowest straight: a six-high straight beats it
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ac Td"
    And seat B has 1000 chips and holds "6c 6d"
    And the button is A
    And the board is "3c 4d 5s 9h 2c"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    When the Dilemma hand is settled
    Then A shows the high hand "straight (5)"
    And B shows the high hand "straight (6)"
    And the main pot pays B 40

  @DH-5.2 @DH-5.3 @DH-10.3
  Scenario Outline: The second unused card decides only in ordinary poker; read literally the hands tie
    # Seed 001 item 10: "それでも勝負がつかない場合はショウダウンで選らんだ5枚のうち役を構成しない札で一番高い数を
    # 持つプレイヤーを勝者とします。それでも勝負がつかない場合はそれらのプレイヤーは全員勝者となり" (if still
    # undecided, the player with the highest card of the chosen five that is not part of the
    # combination wins; if still undecided, all those players are winners), and "手役の強さは一般的な
    # ポーカーと全く同じです" (hands rank exactly as in ordinary poker): the interpretation kicker_comparison.
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ts 8c"
    And seat B has 1000 chips and holds "Tc 3d"
    And the button is A
    And the board is "9h 9d 6c 4s 2c"
    And the actions are "A call, B check / B check, A check / B check, A check / B check, A check"
    And the interpretation kicker_comparison is set to <reading>
    When the Dilemma hand is settled
    # A: 9-9 with 10-8-6; B: 9-9 with 10-6-4. The pot is 40; minus 0 + 10 + 20 + 10 + 10 = 50;
    # plus 20 + 20 + 10 + 0 + 10 = 60. every_kicker: A's 8 beats B's 6, A wins 40 and the bonus,
    # B pays 50. highest_unused_card: the tens tie, both win 20 and 30 each, nobody pays.
    Then the winners of the hand are "<winners>"
    And the settlement steps are <steps>
    And the final stacks are <stacks>

    Examples:
      | reading             | winners | steps                        | stacks          |
      | every_kicker        | A       | penalty B 50, bonus A 60     | A 1080, B 930   |
      | highest_unused_card | B, A    | bonus B 30, bonus A 30       | A 1030, B 1030  |
