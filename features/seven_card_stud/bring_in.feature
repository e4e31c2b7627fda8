Feature: Seven-card stud: antes, the bring-in and the completion
  Every player antes (ST-2). The lowest up card on third street, aces high and clubs lowest among
  equal ranks, must bring in or complete (ST-2.2); the first full bet completes the bring-in to
  one small bet and is the round's first bet toward the cap (ST-2.3). Limits 20/40, ante 5,
  bring-in 5; each seat's cards are listed in the order dealt (two down, four up, one down), as
  many as it was dealt (ST-1); the last seat deals.

  @ST-1 @ST-2 @ST-2.2 @ST-2.3 @ST-3.3 @ST-3.4 @ST-3.5
  Scenario: The lowest up card brings in, a completion, and everyone else folds
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c"
    And seat B has 1000 chips and holds "Qh Jh 2d"
    And seat C has 1000 chips and holds "Th 8h Kh"
    And the actions are "B bring-in, C complete, A fold, B fold"
    When the hand is settled
    Then A posts the ante of 5
    And B posts the bring-in of 5
    And B acts first on third street
    And C puts in 20 with a complete to 20
    And C gets back an uncalled 15
    And the main pot is won uncontested by C
    And the final stacks are A 995, B 990, C 1015

  @ST-2.2
  Scenario: Up cards of one rank: the lowest suit brings in, clubs first
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 2s"
    And seat B has 1000 chips and holds "Qh Jh 2h"
    And seat C has 1000 chips and holds "Th 8h 2c"
    And the actions are "C bring-in, A fold, B fold"
    When the hand is settled
    Then C acts first on third street
    And C gets back an uncalled 5
    And the final stacks are A 995, B 995, C 1010

  @ST-2.2
  Scenario: Aces are high when the bring-in is decided
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "Ks Qs Ac"
    And seat B has 1000 chips and holds "Qh Jh 3d"
    And seat C has 1000 chips and holds "Th 8h 4c"
    And the actions are "B bring-in, C fold, A fold"
    When the hand is settled
    Then B acts first on third street
    And the final stacks are A 995, B 1010, C 995

  @ST-2.2 @ST-3.3
  Scenario: The bring-in may not fold
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c"
    And seat B has 1000 chips and holds "Qh Jh 2d"
    And seat C has 1000 chips and holds "Th 8h Kh"
    And the actions are "B fold"
    When the hand is settled
    Then the hand is refused at actions[0] with "must bring in or complete"

  @ST-2.3 @ST-4
  Scenario: The bring-in may complete at once, and a raise follows the completion
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c"
    And seat B has 1000 chips and holds "Qh Jh 2d"
    And seat C has 1000 chips and holds "Th 8h Kh"
    And the actions are "B complete, C raise, A fold, B fold"
    When the hand is settled
    Then B puts in 20 with a complete to 20
    And C puts in 40 with a raise to 40
    And C gets back an uncalled 20
    And the final stacks are A 995, B 975, C 1030

  @ST-2.3 @ST-3.3
  Scenario: Facing only the bring-in, a raise is refused: the player completes
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c"
    And seat B has 1000 chips and holds "Qh Jh 2d"
    And seat C has 1000 chips and holds "Th 8h Kh"
    And the actions are "B bring-in, C raise"
    When the hand is settled
    Then the hand is refused at actions[1] with "complete instead"

  @ST-2.2 @ST-3.1 @ST-3.2
  Scenario: When everyone calls the bring-in, third street ends: the bring-in has no option
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c Qd"
    And seat B has 1000 chips and holds "Qh Jh 2d 5s"
    And seat C has 1000 chips and holds "Th 8h Kh 7c"
    And the actions are "B bring-in, C call, A call / C bet, A fold, B fold"
    When the hand is settled
    Then C acts first on fourth street
    And C gets back an uncalled 20
    And the final stacks are A 990, B 990, C 1020

  @ST-2.3 @ST-4.1
  Scenario: The completion is the first of one bet and three raises
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c"
    And seat B has 1000 chips and holds "Qh Jh 2d"
    And seat C has 1000 chips and holds "Th 8h Kh"
    And the actions are "B bring-in, C complete, A raise, B raise, C raise, A raise"
    When the hand is settled
    Then the hand is refused at actions[5] with "raise cap reached (one bet and three raises per round)"

  @ST-2.1 @ST-3.6 @ST-5
  Scenario: A short stack brings in with what it has; the cards are dealt out
    Given a seven-card stud hand with limits 20/40, an ante of 5 and a bring-in of 5
    And seat A has 1000 chips and holds "As Ks 9c"
    And seat B has 8 chips and holds "2c 3c 2d 5s 9d Td Js"
    And seat C has 1000 chips and holds "Ah Ad Kh 7c 6d 4h 8c"
    And the actions are "B bring-in, C complete, A fold"
    When the hand is settled
    Then B posts the bring-in of 3
    And C gets back an uncalled 17
    And C shows the high hand "pair (A, K, 8, 7)"
    And the main pot is 21
    And the final stacks are A 995, B 0, C 1013
