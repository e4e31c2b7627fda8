Feature: A whole Dilemma Hold'em game from one document
  Each player starts with 1,000 and the button passes clockwise after each hand (DH-13.2); the
  blinds follow the bank in use, 10/20, then 20/40 and 30/60, and never fall (DH-13.1); the game
  ends after the hand in which the banks run out, the richest player winning (DH-13.3); the
  players' chips and the banks always hold the starting total (DH-13.4). Hole cards carry no
  effect here; the boards are all hearts (minus values 0).

  @DH-13.2 @DH-13.1 @DH-13.4 @DH-13
  Scenario: Three hands: the button moves, bank 1 empties and the blinds rise to 20/40
    Given a Dilemma Hold'em game of "A 1000, B 1000, C 1000" with the button on A
    And the banks hold 20, 700, 500
    And a hand deals "A: 2c 3c; B: 2d 3d; C: 4c 4d" and ends before the flop with the actions "A fold, B fold"
    And a hand deals "A: 2c 3c; B: 2d 3d; C: 4c 5c" with the board "3h 4h 6h 8h 9h" and the actions "B call, C call, A check / C check, A check, B check / C check, A check, B check / C check, A check, B check"
    And a hand deals "A: 2c 3c; B: 2d 3d; C: 4c 4d" and ends before the flop with the actions "C fold, A fold"
    When the game is settled
    # Hand 1: C wins B's small blind. Hand 2: all three play the board's flush; the pot of 60 is
    # 20 each and the bonus of 80 is 20 each (60 paid: 20 from bank 1, 40 from bank 2).
    # Hand 3: the button is C, A posts 20 and B 40; B wins A's 20.
    Then hand 1 is played with blinds 10/20
    And hand 2 has the button on B
    And hand 3 has the button on C
    And hand 3 is played with blinds 20/40
    And the players end with chips A 1000, B 1030, C 1030
    And the chips and the banks still hold 4220

  @DH-13.3 @DH-12.1
  Scenario: The last bank cannot pay the bonus: the game ends and the richest player wins
    Given a Dilemma Hold'em game of "A 1000, B 1000" with the button on A
    And the banks hold 0, 0, 30
    And a hand deals "A: 2c 3c; B: 2d 3d" with the board "3h 4h 6h 8h 9h" and the actions "A call, B check / B check, A check / B check, A check / B check, A check"
    When the game is settled
    # Seed 001 item 10: "ポットとボーナスは均等割で獲得します。($10単位で割り切れない余りはバンクに回収します)"
    # (tied winners take the pot and the bonus in equal shares; what does not divide in $10s goes
    # back to the bank). A tie at 30/60: the pot of 120 is 60 each; the bonus of 80 is 40 each due,
    # but the bank holds 30: 15 each, paid as 10 each, 10 left in bank 3. Both end with 1010.
    Then hand 1 is played with blinds 30/60
    And the game ends with the banks at 0, 0, 10
    And the game is won by "A, B" with final chips A 1010, B 1010

  @DH-13.3
  Scenario: No hand is played after the end of the game
    Given a Dilemma Hold'em game of "A 1000, B 1000" with the button on A
    And the banks hold 0, 0, 30
    And a hand deals "A: 2c 3c; B: 2d 3d" with the board "3h 4h 6h 8h 9h" and the actions "A call, B check / B check, A check / B check, A check / B check, A check"
    And a hand deals "A: 2c 3c; B: 2d 3d" and ends before the flop with the actions "A fold"
    When the game is settled
    Then the hand is refused at hands[1] with "the game is already over"
