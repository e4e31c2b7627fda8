Feature: Dilemma Hold'em heads-up and short blinds
  With two players the button posts the small blind and acts first before the flop (DH-2.1). A
  player who cannot cover a blind posts what they have and is all-in (DH-2.2).

  @DH-2.1
  Scenario: Heads-up the button posts the small blind
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 3d"
    And seat B has 1000 chips and holds "6c 6d"
    And the button is A
    And the actions are "A fold"
    When the Dilemma hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And the final stacks are A 990, B 1010

  @DH-2.2 @DH-3.5
  Scenario: A big blind short of chips is all in for what it has
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 9d"
    And seat B has 10 chips and holds "3c 4d"
    And the button is A
    And the board is "6s 8s Ts 2c 3h"
    And the actions are "A call"
    When the Dilemma hand is settled
    Then B posts the big blind of 10
    And A gets back an uncalled 10
    And the main pot is 20

  @DH-4.2
  Scenario: An all-in raise for less does not reopen the betting
    Given a no-limit Dilemma Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "9c 3d"
    And seat B has 150 chips and holds "6c 6d"
    And seat C has 1000 chips and holds "4c 8d"
    And the button is C
    And the board is "3h 4h 6h 8c 9d"
    And the actions are "C call, A call, B check / A bet 100, B all-in, C call, A raise 300"
    When the Dilemma hand is settled
    Then the hand is refused at actions[6] with "the all-in for less did not reopen the betting"
