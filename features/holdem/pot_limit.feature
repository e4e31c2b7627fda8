Feature: Pot-limit Hold'em: the pot-size bet and raise, the minimum raise and short all-ins
  A bet is at least the big blind and at most the pot; a raise goes at most to the call plus
  the pot as it stands after the call, antes, blinds and the round's wagers counted; an all-in
  may not go beyond it either (HE-9). The minimum raise (HE-5.1) and short all-ins (HE-5.2) are
  those of no limit. Blinds 10/20; A posts the small blind, B the big blind, C is on the button
  and acts first before the flop; amounts are what the wager goes to.

  @HE-9
  Scenario: Before the flop the pot-size raise is to 70
    Given a pot-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # The blinds make a pot of 10 + 20 = 30: C calls 20, the pot is then 50, and C raises by 50 to 20 + 50 = 70.
    And the actions are "C raise 70, A fold, B call / B check, C check / B check, C check / B check, C check"
    When the hand is settled
    Then C puts in 70 with a raise to 70
    # C's Q-J with T-9-8 on the board: a queen-high straight; B has a pair of sevens.
    And C shows the high hand "straight (Q)"
    # 10 (A's small blind) + 70 (B) + 70 (C) = 150.
    And the main pot pays C 150
    And the final stacks are A 990, B 930, C 1080

  @HE-9
  Scenario Outline: Bets and raises beyond the pot are refused
    Given a pot-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    # Before the flop: at most 20 + (30 + 20) = 70, the all-in of 1,000 included. On the flop the
    # pot is 3 x 20 = 60: a bet of at most 60; facing it B calls 60 (pot 60 + 60 + 60 = 180) and
    # raises to at most 60 + 180 = 240.
    Examples:
      | actions                                         | where      | reason                                                |
      | C raise 71                                      | actions[0] | raise to 71 is more than the pot allows: at most 70   |
      | C all-in                                        | actions[0] | raise to 1000 is more than the pot allows: at most 70 |
      | C call, A call, B check / A bet 61              | actions[3] | bet to 61 is more than the pot allows: at most 60     |
      | C call, A call, B check / A bet 60, B raise 241 | actions[4] | raise to 241 is more than the pot allows: at most 240 |
      | C call, A call, B check / A bet 10              | actions[3] | bet to 10 is below the minimum 20                     |
      | C raise                                         | actions[0] | a pot-limit raise needs the amount it goes to         |

  @HE-9 @HE-3.3 @HE-3.4
  Scenario: On the flop a pot of 60 allows a bet of 60, and facing it a raise to 240
    Given a pot-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s"
    # Facing 60 into 120, B calls 60 (the pot is then 180) and raises by 180 to 240.
    And the actions are "C call, A call, B check / A bet 60, B raise 240, C fold, A fold"
    When the hand is settled
    Then A puts in 60 with a bet to 60
    And B puts in 240 with a raise to 240
    # Nobody calls: 240 - 60 = 180 comes back; B wins 60 + 60 + 60 = 180.
    And B gets back an uncalled 180
    And the final stacks are A 920, B 1100, C 980

  @HE-9 @HE-2.2
  Scenario: Antes count in the pot: with an ante of 5 the re-raise is to at most 290
    Given a pot-limit Hold'em hand with blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # Antes 3 x 5 = 15 and blinds 30: a pot of 45. C calls 20 (pot 65) and raises to 20 + 65 = 85.
    # A, with 10 in, calls 75 (pot 15 + 10 + 20 + 85 + 75 = 205) and raises to 85 + 205 = 290.
    And the actions are "C raise 85, A raise 290, B fold, C call / A check, C check / A check, C check / A check, C check"
    When the hand is settled
    Then C puts in 85 with a raise to 85
    And A puts in 280 with a raise to 290
    # 15 in antes + B's 20 + 290 each from A and C = 615; C's straight wins it.
    And the main pot is 615
    And the main pot pays C 615
    And the final stacks are A 705, B 975, C 1320

  @HE-9 @HE-2.2
  Scenario: With an ante of 5 a re-raise to 291 is more than the pot allows
    Given a pot-limit Hold'em hand with blinds 10/20
    And an ante of 5
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the actions are "C raise 85, A raise 291"
    When the hand is settled
    Then the hand is refused at actions[1] with "raise to 291 is more than the pot allows: at most 290"

  @HE-9 @HE-5.1
  Scenario: In pot limit too, facing a bet of 40 the smallest raise is to 80
    Given a pot-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s"
    # The pot allows a raise to 40 + (60 + 40 + 40) = 180; the minimum is 40 + 40 = 80.
    And the actions are "C call, A call, B check / A bet 40, B raise 70"
    When the hand is settled
    Then the hand is refused at actions[4] with "raise to 70 is below the minimum 80"

  @HE-9 @HE-5.2
  Scenario: In pot limit too, an all-in raise for less does not reopen the betting
    Given a pot-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 110 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    # On the flop A bets the pot, 60; B is all-in to 90 (a raise of 30, short of the 60 minimum),
    # within the pot (at most 60 + 120 + 60 = 240). A has acted and may only call or fold.
    And the actions are "C call, A call, B check / A bet 60, B all-in, C call, A raise 300"
    When the hand is settled
    Then the hand is refused at actions[6] with "the all-in for less did not reopen the betting"

  @HE-9 @HE-5.2 @HE-7
  Scenario: After a short all-in in pot limit the player who acted calls, and one pot is played out
    Given a pot-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 110 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call, B check / A bet 60, B all-in, C call, A call / A check, C check / A check, C check"
    When the hand is settled
    Then B puts in 90 with a raise to 90
    # Everyone has 20 + 90 = 110 in: one pot of 330, and C's queen-high straight takes it.
    And there is 1 pot
    And the main pot is 330
    And the main pot pays C 330
    And the final stacks are A 890, B 0, C 1220
