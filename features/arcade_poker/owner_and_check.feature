Feature: The owner, who alone may check, and how each game chooses the owner
  Betting starts with the owner and goes clockwise (AP-3); only the owner may check, and only
  before any bet (AP-3.1); everyone else folds or bets at least one unit and at least the
  largest total before them (AP-4). Hold'em and Draw rotate the owner each hand and keep a
  folded owner (AP-3.2); Hold'em allows no check from round 2 on (AP-3.3); Stud's owner is the
  best open cards of the round (AP-3.4); Black Jack's the best first open card, passing left when
  the owner folds (AP-3.5). Intermediate table: ante 60, amounts 20/40/80.

  @AP-3.1 @AP-4 @AP-14
  Scenario: A player who is not the owner cannot check
    Given a Draw Poker hand at the intermediate table under Ver.2
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A check, B check"
    When the hand is settled
    Then the hand is refused at "rounds[0][1]" saying "only the owner may check"

  @AP-3 @AP-3.1 @AP-4 @AP-4.2 @AP-7 @AP-7.3 @AP-2 @AP-3.2
  Scenario: The owner checks, then bets in round 2 and wins when the others fold
    # Hand computation (Ver.2): antes 3 x 60 = 180, 90 in the pot. B's 60 against 20 from the
    # others: 40 unmatched returns to B. Pot 90 + 20 x 3 = 150; B receives 90 + 70% x 40 + 20
    # = 138; the house keeps 12 of the pot and 90 of the antes.
    Given a Draw Poker hand at the intermediate table under Ver.2
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A check, B bet 20, C call, A call / A check, B bet 40, C fold, A fold"
    When the hand is settled
    Then the hand ends without a showdown
    And B gets back 40 chips
    And the pot is 150
    And B is paid 138 chips
    And the house take is 102
    And the owner of the next hand is B
    And the final chips are A 920, B 1058, C 920
    And the chips put in equal the chips paid, the house take and the bonus points

  @AP-3.2 @AP-3.1
  Scenario: After the Draw owner folds nobody may check
    Given a Draw Poker hand at the intermediate table under Ver.2
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A fold, B bet 20, C call / B check"
    When the hand is settled
    Then the hand is refused at "rounds[1][0]" saying "only the owner may check"

  @AP-3.3
  Scenario: In Hold'em even the owner cannot check in round 2
    Given a Hold'em hand at the intermediate table under Ver.2
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A check, B bet 20, C call, A call / A check"
    When the hand is settled
    Then the hand is refused at "rounds[1][0]" saying "nobody may check in Hold'em round 2"

  @AP-4 @AP-2
  Scenario: A raise must go above the largest total to one of the level's amounts
    Given a Draw Poker hand at the intermediate table under Ver.2
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A bet 40, B raise 20"
    When the hand is settled
    Then the hand is refused at "rounds[0][1]" saying "the amounts are 80"

  @AP-2
  Scenario: Read as increments, a raise adds one of the amounts to the largest total
    Given a Draw Poker hand at the intermediate table under Ver.2
    And the interpretation bet_amounts is per_action
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A bet 40, B raise 60, C fold, A fold"
    When the hand is settled
    Then the hand ends without a showdown
    And B gets back 20 chips

  @AP-4.1 @AP-14
  Scenario: A round whose bets are not equal is not closed
    Given a Draw Poker hand at the intermediate table under Ver.2
    And the owner is A
    And seat A has 1000 chips
    And seat B has 1000 chips
    And seat C has 1000 chips
    And the actions are "A check, B bet 20, C raise 40, A call"
    When the hand is settled
    Then the hand is refused at "rounds[0]" saying "B is to act"

  @AP-3.4 @AP-12 @AP-6 @AP-7.1
  Scenario: The Stud owner is the best open cards of each round, ties by suit
    # Open cards by round: A Kh | Kh 5h | Kh 5h 9c | Kh 5h 9c Jd; B Qh | Qh Qs | + 2h | + 6d;
    # C Ks | Ks 9s | Ks 9s 9h | + 3c. Round 1: the kings tie, spades beat hearts: C. Rounds 2 to 5:
    # B's pair of queens. B's queens win. Ver.1 beginner: antes 90 + bets 3 x 50 = 240;
    # B receives 70% = 168 and 72 bonus points. Ver.1 shows clockwise from the last owner, B.
    Given a Stud hand at the beginner table under Ver.1
    And seat A has 500 chips and holds "2c 3d Kh 5h 9c Jd 4s"
    And seat B has 500 chips and holds "7c 8d Qh Qs 2h 6d Tc"
    And seat C has 500 chips and holds "4c 5d Ks 9s 9h 3c Ac"
    And the actions are "C check, A bet 10, B call, C call / B bet 10, C call, A call / B bet 10, C call, A call / B bet 10, C call, A call / B bet 10, C call, A call"
    When the hand is settled
    Then the owners of the rounds are "C, B, B, B, B"
    And B shows "pair (Q, T, 8, 7)"
    And the pot is 240
    And B is paid 168 chips
    And B receives 72 bonus points
    And the showdown order is "B, C, A"

  @AP-3.4
  Scenario: With equal open cards going to the first seat, A owns round 1
    Given a Stud hand at the beginner table under Ver.1
    And the interpretation stud_owner_tie is first_seat
    And seat A has 500 chips and holds "2c 3d Kh 5h 9c Jd 4s"
    And seat B has 500 chips and holds "7c 8d Qh Qs 2h 6d Tc"
    And seat C has 500 chips and holds "4c 5d Ks 9s 9h 3c Ac"
    And the actions are "A check, B bet 10, C call, A call / B bet 10, C call, A call / B bet 10, C call, A call / B bet 10, C call, A call / B bet 10, C call, A call"
    When the hand is settled
    Then the owners of the rounds are "A, B, B, B, B"

  @AP-3.5 @AP-13 @AP-7 @AP-6
  Scenario: The Black Jack owner is the best first open card and passes left on a fold
    # First open cards (the second card dealt): A Kd, B As, C 7d: B owns round 1, folds, and C,
    # the next seat to B's left still in, owns rounds 2 and 3. A's 5 + K + 4 = 19 beats C's 17.
    # Ver.2 beginner: antes 90, 45 in the pot; bets A 30, C 30: A receives 45 + 70% x 30 + 30 = 96.
    Given a Black Jack hand at the beginner table under Ver.2
    And seat A has 500 chips and holds "5c Kd 4h"
    And seat B has 500 chips and holds "9h As"
    And seat C has 500 chips and holds "Tc 7d"
    And the actions are "B check, C bet 10, A call, B fold / C bet 10, A call / C check, A bet 10, C call"
    When the hand is settled
    Then the owners of the rounds are "B, C, C"
    And A shows "19"
    And the showdown order is "C, A"
    And A is paid 96 chips
    And the house take is 54
    And the final chips are A 536, B 470, C 440

  @AP-6 @AP-11
  Scenario: Under Ver.1 the players show clockwise from the owner
    Given a Draw Poker hand at the intermediate table under Ver.1
    And the owner is A
    And seat A has 1000 chips and holds "2c 7d 9h Js Ks"
    And seat B has 1000 chips and holds "Ah Ad 3c 4c 6h"
    And seat A discards "2c 7d" and draws "Kd Kh"
    And the actions are "A check, B bet 20, A call / A check, B bet 20, A call"
    When the hand is settled
    Then the showdown order is "A, B"
    And A is paid 140 chips

  @AP-6
  Scenario: Read with the last raiser first, B who bet last shows first
    Given a Draw Poker hand at the intermediate table under Ver.1
    And the interpretation ver1_showdown_order is last_raiser_first
    And the owner is A
    And seat A has 1000 chips and holds "2c 7d 9h Js Ks"
    And seat B has 1000 chips and holds "Ah Ad 3c 4c 6h"
    And seat A discards "2c 7d" and draws "Kd Kh"
    And the actions are "A check, B bet 20, A call / A check, B bet 20, A call"
    When the hand is settled
    Then the showdown order is "B, A"
