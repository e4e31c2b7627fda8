Feature: Hold'em table mechanics: seats, blinds, order of action, and refused hands
  Two to ten players each get two hole cards from one deck (HE-1); no card appears twice
  (HE-1.1). The two seats after the button post the blinds (HE-2), heads-up the button posts
  the small blind (HE-2.1); a short stack posts what it has (HE-2.3). Action starts left of the
  big blind before the flop and left of the button afterwards (HE-3.1); the legal actions are
  fold, check, call, bet and raise, each only when it makes sense (HE-3.2). At showdown the last
  river bettor shows first (HE-8).

  @HE-1 @HE-2 @HE-3.1 @HE-3.4 @HE-3.3
  Scenario: The blinds are the two seats after the button and action starts after the big blind
    Given a no-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And seat D has 1000 chips and its cards are not shown
    And the button is D
    And the actions are "C fold, D fold, A fold"
    When the hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And B gets back an uncalled 10
    And the hand ends without a showdown
    And the final stacks are A 990, B 1010, C 1000, D 1000

  @HE-2.1 @HE-3.1 @HE-8
  Scenario: Heads-up the button posts the small blind and the big blind acts first after the flop
    Given a no-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And the button is A
    And the board is "2c 8h 9s Td 3s"
    And the actions are "A call, B check / B check, A check / B check, A check / B bet 40, A call"
    When the hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And the showdown order is "B, A"
    And the main pot pays B 120

  @HE-8 @HE-3
  Scenario: With no river bet the first player left of the button shows first
    Given a no-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is B
    And the board is "2c 8h 9s Td 3s"
    And the actions are "B call, C call, A check / C check, A check, B check / C check, A check, B check / C check, A check, B check"
    When the hand is settled
    Then the showdown order is "C, A, B"

  @HE-2.3 @HE-7
  Scenario: A short big blind posts all it has and the others still call the full blind
    Given a no-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 12 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call / A check, C check / A check, C check / A check, C check"
    When the hand is settled
    Then B posts the big blind of 12
    And C puts in 20 with a call to 20
    And the main pot is 36
    And side pot 1 is 16
    And the main pot pays C 36

  @HE-2.3
  Scenario: Under short_big_blind = as_posted the short blind sets the amount to call
    Given a no-limit Hold'em hand with blinds 10/20
    And the interpretation short_big_blind is set to as_posted
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 12 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call / A check, C check / A check, C check / A check, C check"
    When the hand is settled
    Then C puts in 12 with a call to 12
    And there is 1 pot

  @HE-3.2
  Scenario Outline: Actions that make no sense at that point are refused
    Given a no-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "2c 8h 9s"
    And the actions are "<actions>"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    Examples:
      | actions                               | where      | reason                           |
      | C check                               | actions[0] | cannot check: 20 to call         |
      | C bet 60                              | actions[0] | cannot bet: there is already the big blind of 20 |
      | C call, A call, B check / A call      | actions[3] | nothing to call: check instead   |
      | C call, A call, B check / A raise 40  | actions[3] | nothing to raise: bet instead    |
      | C call, A call, B check / B check     | actions[3] | B acts out of turn: it is A's turn on the flop |
      | C fold, A fold, B check               | actions[2] | the hand is already over (everyone else has folded) |

  @HE-1.1
  Scenario: A card on the board and in a hand is refused
    Given a no-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And the button is A
    And the board is "2c 8h Kd"
    And the actions are "A call, B check / B check, A check"
    When the hand is settled
    Then the hand is refused at board[2] with "card Kd is dealt twice (also seats[0].hole[1])"

  @HE-1
  Scenario: Hold'em deals two hole cards
    Given a no-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd Qc"
    And seat B has 1000 chips and holds "7c 7d"
    And the button is A
    And the actions are "A fold"
    When the hand is settled
    Then the hand is refused at seats[0].hole with "holdem deals 2 hole cards, got 3"

  @HE-2.4 @HE-5.1
  Scenario: A straddle is the bet to call, raises add at least the straddle, and the straddler acts last
    Given a no-limit Hold'em hand with blinds and straddles "5 10 20"
    And seat A has 1000 chips and holds "2s 3d"
    And seat B has 1000 chips and holds "4s 5d"
    And seat C has 1000 chips and holds "Ah Kd"
    And seat D has 1000 chips and holds "7c 7d"
    And the button is D
    And the board is "2c 8h 9s Td 3s"
    And the actions are "D raise 40, A fold, B fold, C call / C check, D check / C check, D check / C check, D check"
    When the hand is settled
    Then A posts the small blind of 5
    And B posts the big blind of 10
    And C posts the straddle of 20
    And the main pot pays D 95
    And the final stacks are A 995, B 990, C 960, D 1055

  @HE-2.4
  Scenario: After a straddle a raise to less than twice the straddle is refused
    Given a no-limit Hold'em hand with blinds and straddles "5 10 20"
    And seat A has 1000 chips and holds "2s 3d"
    And seat B has 1000 chips and holds "4s 5d"
    And seat C has 1000 chips and holds "Ah Kd"
    And seat D has 1000 chips and holds "7c 7d"
    And the button is D
    And the actions are "D raise 30"
    When the hand is settled
    Then the hand is refused at actions[0] with "below the minimum 40"

  @HE-2.4 @HE-2.2 @HE-3.3
  Scenario: A big-blind ante is dead money and never comes back as an uncalled bet
    Given a no-limit Hold'em hand with blinds 10/20
    And antes by position "0 20 0"
    And seat A has 1000 chips and holds "2s 3d"
    And seat B has 1000 chips and holds "4s 5d"
    And seat C has 1000 chips and holds "Ah Kd"
    And the button is C
    And the actions are "C fold, A fold"
    When the hand is settled
    Then B posts the ante of 20
    And B gets back an uncalled 10
    And the final stacks are A 990, B 1010, C 1000

  @HE-8.1 @HE-8
  Scenario: A player who mucks at the showdown gives up the pot to the players who show
    Given a no-limit Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Qh"
    And the button is C
    And seat C mucks at the showdown
    And the board is "2c 8h 9s Td 3s"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then the showdown order is "A, B"
    And the main pot pays B 60
    And the final stacks are A 980, B 1040, C 980
