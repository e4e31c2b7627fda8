Feature: The betting structure a hand is played in: the seed's game is fixed limit
  Seed 003 is Limit Omaha Hi-Lo, 「リミットオマハハイロー」 (Limit Omaha Hi-Lo), and its rules open
  with 「ベッティングストラクチャー:リミット、ブラインド制」 ("betting structure: limit, with
  blinds"). A hand that gives its small and big bet (`limits`) is played fixed limit; pot limit
  and no limit are played only by a hand that names them. The seed gives no bet sizes, so a hand
  that gives no limits and names no structure is refused, naming the missing field: no structure
  and no stakes are assumed (OHL-3.10, our reading). On the seed's board 3-6-8-J-Q with the
  seed's holdings; blinds 10/20, button C.

  # 「ベッティングストラクチャー:リミット、ブラインド制」: "betting structure: limit, blinds".
  @OHL-3.10
  Scenario: A hand that gives no limits and names no structure is refused, not played pot limit
    Given an Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    # A pot-limit raise to 70 (20 to call into 30, plus the 50 the pot then holds) would be legal
    # in pot limit; the hand is refused before any action is read, for want of its bet sizes.
    And the actions are "C raise 70, A call, B call / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then the hand is refused at limits with "missing required field 'limits'"
    And the refusal says "OHL-3.10"
    And the refusal says "give "limits": {"small_bet": ..., "big_bet": ...} to play it fixed-limit"
    And the refusal says ""structure": "pot-limit""

  # 「リミットオマハハイロー」: "Limit Omaha Hi-Lo". With its limits the hand is fixed limit: the
  # raise to 70 of pot limit is refused, a raise is one small bet (OHL-3.2).
  @OHL-3.10 @OHL-3.2
  Scenario: The same hand with its limits is played fixed limit
    Given an Omaha Hi-Lo hand with limits 20/40 and blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C raise 70"
    When the hand is settled
    Then the hand is refused at actions[0] with "raise to 70 is not the fixed amount: before the flop a raise goes to 40"

  # Pot limit is played when the hand names it: the raise to 70 is then the pot-size raise (OHL-8).
  @OHL-3.10 @OHL-8
  Scenario: A hand that names pot limit is played pot limit
    Given a pot-limit Omaha Hi-Lo hand with blinds 10/20
    And seat A has 1000 chips and holds "Ah 2h 4c 6d"
    And seat B has 1000 chips and holds "Ad 3c Tc Th"
    And seat C has 1000 chips and holds "9s Td Jh Qd"
    And the button is C
    And the board is "3s 6h 8d Jc Qs"
    And the actions are "C raise 70, A call, B call / A check, B check, C check / A check, B check, C check / A check, B check, C check"
    When the hand is settled
    Then C puts in 70 with a raise to 70
    # 70 from each of three seats: 210, halved: C's straight and A's 8-6-3-2-A take 105 each.
    And the main pot is 210
    And the final stacks are A 1035, B 930, C 1035
