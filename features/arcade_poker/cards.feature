Feature: The cards of Draw Poker and the Black Jack game, and refused hands
  Draw Poker exchanges cards in round 2 (AP-11, interpretation draw_limit). The Black Jack game
  (AP-13, AP-13.1, interpretations blackjack_*) counts aces 11 or 1, faces 10; the highest total
  of 21 or less wins, a natural beats a drawn 21, and when all bust the lowest total wins. A
  hand that cannot have happened is refused, naming the field (AP-14). Beginner table: ante 30,
  amounts 10/20/30; two players each bet 10 in every round.

  @AP-11 @AP-7.1
  Scenario: The Draw Poker hand is the five cards held after the draw
    # A discards 2c 7d and draws Kd Kh: three kings beat B's pair of aces. Ver.1, intermediate:
    # antes 120 + bets 80 = 200; A receives 140.
    Given a Draw Poker hand at the intermediate table under Ver.1
    And the owner is A
    And seat A has 1000 chips and holds "2c 7d 9h Js Ks"
    And seat B has 1000 chips and holds "Ah Ad 3c 4c 6h"
    And seat A discards "2c 7d" and draws "Kd Kh"
    And the actions are "A check, B bet 20, A call / A bet 20, B call"
    When the hand is settled
    Then A shows "three of a kind (K, J, 9)"
    And A is paid 140 chips

  @AP-11 @AP-14
  Scenario: Read with at most three cards exchanged, a four-card draw is refused
    Given a Draw Poker hand at the intermediate table under Ver.1
    And the interpretation draw_limit is three
    And the owner is A
    And seat A has 1000 chips and holds "2c 7d 9h Js Ks"
    And seat B has 1000 chips and holds "Ah Ad 3c 4c 6h"
    And seat A discards "2c 7d 9h Js" and draws "Kd Kh Qs Qd"
    And the actions are "A check, B bet 20, A call / A bet 20, B call"
    When the hand is settled
    Then the hand is refused at "seats[0].discard" saying "at most three cards"

  @AP-13 @AP-3.5
  Scenario: An ace counts 1 when 11 would bust the hand
    # A: A + 6 + 9 = 16 (the ace as 1); B: K + 5 = 15. First open cards 6d and 5s: A owns.
    # Ver.1: antes 60 + bets 60 = 120; A receives 84 and 36 bonus points.
    Given a Black Jack hand at the beginner table under Ver.1
    And seat A has 500 chips and holds "As 6d 9c"
    And seat B has 500 chips and holds "Kh 5s"
    And the actions are "A check, B bet 10, A call / A check, B bet 10, A call / A check, B bet 10, A call"
    When the hand is settled
    Then A shows "16"
    And A is paid 84 chips
    And A receives 36 bonus points

  @AP-13.1
  Scenario: A natural Black Jack beats a drawn 21
    Given a Black Jack hand at the beginner table under Ver.1
    And seat A has 500 chips and holds "7h 7s 7c"
    And seat B has 500 chips and holds "Kd Ah"
    And the actions are "B check, A bet 10, B call / B check, A bet 10, B call / B check, A bet 10, B call"
    When the hand is settled
    Then B shows "Black Jack"
    And B is paid 84 chips

  @AP-13.1
  Scenario: Read as equal to 21, a natural ties a drawn 21 and they split
    Given a Black Jack hand at the beginner table under Ver.1
    And the interpretation blackjack_natural is equal_to_21
    And seat A has 500 chips and holds "7h 7s 7c"
    And seat B has 500 chips and holds "Kd Ah"
    And the actions are "B check, A bet 10, B call / B check, A bet 10, B call / B check, A bet 10, B call"
    When the hand is settled
    Then A is paid 42 chips
    And B is paid 42 chips

  @AP-13.1 @AP-3.5
  Scenario: When everyone busts the lowest total wins
    # A: K + Q + 5 = 25, B: K + Q + 9 = 29. First open cards Qd and Qh: hearts first, B owns.
    Given a Black Jack hand at the beginner table under Ver.1
    And seat A has 500 chips and holds "Kh Qd 5c"
    And seat B has 500 chips and holds "Kd Qh 9s"
    And the actions are "B check, A bet 10, B call / B check, A bet 10, B call / B check, A bet 10, B call"
    When the hand is settled
    Then A shows "bust (25)"
    And A is paid 84 chips

  @AP-3.5
  Scenario: Read by Black Jack count, equal first open cards go to the first seat
    Given a Black Jack hand at the beginner table under Ver.1
    And the interpretation blackjack_owner_card is count_then_seat
    And seat A has 500 chips and holds "Kh Qd 5c"
    And seat B has 500 chips and holds "Kd Qh 9s"
    And the actions are "A check, B bet 10, A call / A check, B bet 10, A call / A check, B bet 10, A call"
    When the hand is settled
    Then the owners of the rounds are "A, A, A"

  @AP-13
  Scenario: Read with every card open, the first card dealt is the first open card
    Given a Black Jack hand at the beginner table under Ver.1
    And the interpretation blackjack_deal is both_up
    And seat A has 500 chips and holds "Kh Qd 5c"
    And seat B has 500 chips and holds "Kd Qh 9s"
    And the actions are "A check, B bet 10, A call / A check, B bet 10, A call / A check, B bet 10, A call"
    When the hand is settled
    Then the owners of the rounds are "A, A, A"

  @AP-14 @AP-1
  Scenario: A card dealt twice is refused
    Given a Draw Poker hand at the intermediate table under Ver.1
    And the owner is A
    And seat A has 1000 chips and holds "2c 7d 9h Js Ks"
    And seat B has 1000 chips and holds "Ks Ad 3c 4c 6h"
    And the actions are "A check, B bet 20, A call / A bet 20, B call"
    When the hand is settled
    Then the hand is refused at "seats[1].cards" saying "dealt twice"

  @AP-14 @AP-3
  Scenario: An action out of turn is refused
    Given a Draw Poker hand at the intermediate table under Ver.1
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And the actions are "B bet 20"
    When the hand is settled
    Then the hand is refused at "rounds[0][0]" saying "it is A's turn"

  @AP-14 @AP-4.2
  Scenario: Actions after the hand was won are refused
    Given a Draw Poker hand at the intermediate table under Ver.1
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And the actions are "A check, B bet 20, A fold / B bet 20"
    When the hand is settled
    Then the hand is refused at "rounds[1]" saying "the betting has ended"

  @AP-13.1
  Scenario: Read as a shared pot, when everyone busts they split it
    Given a Black Jack hand at the beginner table under Ver.1
    And the interpretation blackjack_all_bust is split_all
    And seat A has 500 chips and holds "Kh Qd 5c"
    And seat B has 500 chips and holds "Kd Qh 9s"
    And the actions are "B check, A bet 10, B call / B check, A bet 10, B call / B check, A bet 10, B call"
    When the hand is settled
    Then A is paid 42 chips
    And B is paid 42 chips

  # Issue 30, item 7. Seed 004 §Betting round, item 1, third note: 「Black Jackでは、オーナーは1枚目の
  # オープンカードが一番強いプレイヤーとなる。…(1ラウンドごとにオーナーは変わる可能性があり…)」 (in
  # Black Jack the owner is the best first open card ... the owner may change each round). The rounds
  # and cards are our reading (interpretation blackjack_rounds): two cards in round 1, at most one
  # more before each later round the player is still in.
  @AP-13 @AP-14
  Scenario: A Black Jack player who folded in round 1 cannot show a card of round 2
    Given a Black Jack hand at the beginner table under Ver.2
    And seat A has 500 chips and holds "5c Kd 4h"
    And seat B has 500 chips and holds "9h As 2c"
    And seat C has 500 chips and holds "Tc 7d"
    And the actions are "B check, C bet 10, A call, B fold / C bet 10, A call / C check, A bet 10, C call"
    When the hand is settled
    Then the hand is refused at "seats[1].cards" saying "B folded in round 1: at most 2 cards"

  @AP-13 @AP-14 @AP-4.2
  Scenario: A Black Jack hand won by folds in round 1 shows no later card
    Given a Black Jack hand at the beginner table under Ver.2
    And seat A has 500 chips and holds "2c 3d 2h 4s"
    And seat B has 500 chips and holds "Kh 9s"
    And the actions are "B check, A bet 10, B fold"
    When the hand is settled
    Then the hand is refused at "seats[0].cards" saying "won the hand by folds in round 1: at most 2 cards"

  @AP-13 @AP-14
  Scenario: Three Black Jack rounds allow at most four cards
    Given a Black Jack hand at the beginner table under Ver.2
    And seat A has 500 chips and holds "2c 3d 2h 4s 5c"
    And seat B has 500 chips and holds "Kh 9s"
    And the actions are "B check, A bet 10, B call / B check, A bet 10, B call / B check, A bet 10, B call"
    When the hand is settled
    Then the hand is refused at "seats[0].cards" saying "two to 4 cards in 3 rounds"

  @AP-13
  Scenario: Read as four rounds, a fifth card is dealt before round 4
    # A: 2 + 3 + 2 + 4 + 5 = 16, B: K + 9 = 19. First open cards 3d and 9s: B owns. Ver.2: 30 of
    # the antes in the pot; B receives 30 + 70% x 40 + 40 = 98.
    Given a Black Jack hand at the beginner table under Ver.2
    And the interpretation blackjack_rounds is four_rounds
    And seat A has 500 chips and holds "2c 3d 2h 4s 5c"
    And seat B has 500 chips and holds "Kh 9s"
    And the actions are "B check, A bet 10, B call / B check, A bet 10, B call / B check, A bet 10, B call / B check, A bet 10, B call"
    When the hand is settled
    Then B is paid 98 chips
    And the final chips are A 430, B 528
