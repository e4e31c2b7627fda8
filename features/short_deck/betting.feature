Feature: Short-deck table mechanics: the 36-card deck, blinds, antes, order of action, refused hands
  Two to ten players each get two hole cards from one 36-card deck, sixes to aces: a card from
  two to five is refused (SD-1); no card appears twice (SD-1.1). The two seats after the button
  post the blinds (SD-2), heads-up the button posts the small blind (SD-2.1); antes are dead
  money (SD-2.2); a short stack posts what it has (SD-2.3); an ante game may play a single
  button blind, and straddles are live blinds (SD-2.4). Four betting rounds (SD-3); action starts
  left of the big blind before the flop and left of the button afterwards (SD-3.1); the legal
  actions are fold, check, call, bet and raise, each only when it makes sense (SD-3.2). At
  showdown the last river bettor shows first (SD-7), and a player may muck (SD-7.1).

  @SD-1 @SD-2 @SD-3.1 @SD-3.4 @SD-3.3
  Scenario: The blinds are the two seats after the button and action starts after the big blind
    Given a no-limit short-deck Hold'em hand with blinds 10/20
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

  @SD-1
  Scenario Outline: A card from two to five is not in the deck and is refused where it is written
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "<a>"
    And seat B has 1000 chips and holds "7c 7d"
    And the button is A
    And the board is "<board>"
    And the actions are "A call, B check / B check, A check"
    When the hand is settled
    Then the hand is refused at <where> with "<reason>"

    Examples:
      | a     | board    | where            | reason                                                         |
      | 5h Kd | 6c 8h 9s | seats[0].hole[0] | 5h is not a card of short-deck: its deck short-36 holds 36 cards, 6-A in each suit |
      | Ah Kd | 6c 2h 9s | board[1]         | 2h is not a card of short-deck                                 |

  @SD-1
  Scenario: Short deck deals two hole cards
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd Qc"
    And seat B has 1000 chips and holds "7c 7d"
    And the button is A
    And the actions are "A fold"
    When the hand is settled
    Then the hand is refused at seats[0].hole with "short-deck deals 2 hole cards, got 3"

  @SD-1.1
  Scenario: A card on the board and in a hand is refused
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And the button is A
    And the board is "6c 8h Kd"
    And the actions are "A call, B check / B check, A check"
    When the hand is settled
    Then the hand is refused at board[2] with "card Kd is dealt twice (also seats[0].hole[1])"

  @SD-2.1 @SD-3.1 @SD-7 @SD-3
  Scenario: Heads-up the button posts the small blind and the big blind acts first after the flop
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And the button is A
    And the board is "6c 8h 9s Jd Qs"
    And the actions are "A call, B check / B check, A check / B check, A check / B bet 40, A call"
    When the hand is settled
    Then A posts the small blind of 10
    And B posts the big blind of 20
    And the showdown order is "B, A"
    # B's sevens make 6-7-8-9 with no ten: a pair of sevens, above A's ace high.
    And the main pot pays B 120

  @SD-7 @SD-3
  Scenario: With no river bet the first player left of the button shows first
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is B
    And the board is "6c 8h 9s Td Ks"
    And the actions are "B call, C call, A check / C check, A check, B check / C check, A check, B check / C check, A check, B check"
    When the hand is settled
    Then the showdown order is "C, A, B"

  @SD-2.3 @SD-6
  Scenario: A short big blind posts all it has and the others still call the full blind
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 12 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s Td As"
    And the actions are "C call, A call / A check, C check / A check, C check / A check, C check"
    When the hand is settled
    Then B posts the big blind of 12
    And C puts in 20 with a call to 20
    And the main pot is 36
    And side pot 1 is 16
    # C's Q-J with T-9-8 is a queen-high straight; B's sevens make 6-7-8-9-T, a ten-high one.
    And the main pot pays C 36

  @SD-2.3
  Scenario: Under short_big_blind = as_posted the short blind sets the amount to call
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And the interpretation short_big_blind is set to as_posted
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 12 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s Td As"
    And the actions are "C call, A call / A check, C check / A check, C check / A check, C check"
    When the hand is settled
    Then C puts in 12 with a call to 12
    And there is 1 pot

  @SD-3.2
  Scenario Outline: Actions that make no sense at that point are refused
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And the button is C
    And the board is "6c 8h 9s"
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

  @SD-2.4 @SD-2.2 @SD-3.1
  Scenario: An ante game with a button blind: the button posts the only blind and acts last
    Given a no-limit short-deck Hold'em hand with blinds and straddles "0 0 0 20"
    And an ante of 10
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Jh"
    And seat D has 1000 chips and holds "9s 9h"
    And the button is D
    And the board is "6c 8h 9d Tc Ks"
    # The first seat after the button acts first; the button, who posted the blind, checks last.
    And the actions are "A call, B fold, C fold, D check / A check, D check / A check, D check / A check, D check"
    When the hand is settled
    Then A posts the ante of 10
    And D posts the straddle of 20
    # 40 in antes and 20 each from A and D; D's three nines beat A's pair of kings.
    And the main pot pays D 80
    And the final stacks are A 970, B 990, C 990, D 1050

  @SD-2.4 @SD-4.1
  Scenario: After a straddle a raise to less than twice the straddle is refused
    Given a no-limit short-deck Hold'em hand with blinds and straddles "5 10 20"
    And seat A has 1000 chips and holds "6s 7d"
    And seat B has 1000 chips and holds "8s 9d"
    And seat C has 1000 chips and holds "Ah Kd"
    And seat D has 1000 chips and holds "7c 7h"
    And the button is D
    And the actions are "D raise 30"
    When the hand is settled
    Then the hand is refused at actions[0] with "below the minimum 40"

  @SD-2.4 @SD-2.2 @SD-3.3
  Scenario: A big-blind ante is dead money and never comes back as an uncalled bet
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And antes by position "0 20 0"
    And seat A has 1000 chips and holds "6s 7d"
    And seat B has 1000 chips and holds "8s 9d"
    And seat C has 1000 chips and holds "Ah Kd"
    And the button is C
    And the actions are "C fold, A fold"
    When the hand is settled
    Then B posts the ante of 20
    And B gets back an uncalled 10
    And the final stacks are A 990, B 1010, C 1000

  @SD-7.1 @SD-7
  Scenario: A player who mucks at the showdown gives up the pot to the players who show
    Given a no-limit short-deck Hold'em hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah Kd"
    And seat B has 1000 chips and holds "7c 7d"
    And seat C has 1000 chips and holds "Qs Qh"
    And the button is C
    And seat C mucks at the showdown
    And the board is "6c 8h 9s Jd As"
    And the actions are "C call, A call, B check / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then the showdown order is "A, B"
    # B's 7 fills A-6-7-8-9, the lowest straight; A has a pair of aces.
    And the main pot pays B 60
    And the final stacks are A 980, B 1040, C 980
