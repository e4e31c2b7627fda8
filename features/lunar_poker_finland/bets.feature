Feature: Finnish Lunar Poker: the Ante alone, no instant payout, the Jackpot Bonus
  Every Lunar Poker rule applies except the Super bets and the instant payout (LPF-1). The
  Ante is the only mandatory bet (LPF-2); a straight flush is played and paid on the Raise
  (LPF-3); the optional Jackpot Bonus is paid by the jackpot table on the first five cards
  (LPF-4). Ante 10, so the Raise is 20. The jackpot amounts are those of the ILLUSTRATIVE
  table (paytables/lunar_poker_finland/illustrative.yaml): trips 9, four of a kind 300.

  @LPF-1 @LPF-2 @LP-9.1
  Scenario: Only the Ante is staked
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd 7c 2h 9s As"
    And the player plays
    When the round is settled
    # Pair of Queens beats A-K-9-7-2: the Ante pushes, Raise 20 x 1 = 20.
    Then no Super is settled
    And the Ante pushes
    And the Raise is paid on "pair"
    And the Raise wins 20
    And the player's net result is 20
    And the Ante cites LPF-2
    And the Ante does not cite LP-2

  @LPF-2
  Scenario: A Super bet is refused
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player also places a Super of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd 7c 2h 9s As"
    And the player plays
    When the round is settled
    Then the round is refused with a message containing "lunar-poker-finland has no Super bet: only the Ante is staked (LPF-2)"

  @LPF-2
  Scenario: A Super on the dealer's hand is refused
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd 7c 2h 9s As"
    And a Super of 5 on the dealer's hand
    And the player plays
    When the round is settled
    Then the round is refused with a message containing "has no Super bets on other hands (LPF-2)"

  @LPF-3 @LP-9.1
  Scenario: A straight flush is played and paid on the Raise
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Ad Kc 8s 6s 3c"
    And the player plays
    When the round is settled
    # A-K-8-6-3 qualifies; straight flush pays 50: 20 x 50 = 1000; the Ante pushes.
    Then no instant payout is settled
    And the Ante pushes
    And the Raise is paid on "straight_flush"
    And the Raise wins 1000
    And the player's net result is 1000

  @LPF-3 @LP-9.4
  Scenario: A royal flush against a dealer who does not qualify wins the Ante only
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "Ts Js Qs Ks As"
    And the dealer is dealt "Kd Qc 9h 5s 2d"
    And the player plays
    When the round is settled
    Then no instant payout is settled
    And the Ante wins 10
    And the Raise pushes
    And the player's net result is 10

  @LPF-3 @LP-7.3
  Scenario: A straight flush may buy a sixth card
    Given a Finnish Lunar Poker round with an Ante of 10
    And the player is dealt "5h 6h 7h 8h 9h"
    And the dealer is dealt "Ad Kc 8s 6s 3c"
    And the player buys "Th"
    And the player then plays
    When the round is settled
    # 6h-7h-8h-9h-Th is the better straight flush (50); the second combination is the 5h-9h
    # straight flush, with the 5h outside the first (50): 20 x 100 = 2000; buy fee 10.
    Then the buy fee of 10 is lost
    And the Raise is paid on "straight_flush+straight_flush"
    And the Raise wins 2000
    And the player's net result is 1990

  @LPF-4
  Scenario: The Jackpot Bonus pays on the first five cards, even when the player folds
    Given a Finnish Lunar Poker round with an Ante of 10
    And a Jackpot Bonus of 5
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Kd Qh 9s 5s 3c"
    And the player folds
    When the round is settled
    # Three of a kind pays 9: 5 x 9 = 45; the Ante is lost.
    Then the Jackpot Bonus is paid on "three_of_a_kind"
    And the Jackpot Bonus wins 45
    And the Jackpot Bonus cites LPF-4
    And the player's net result is 35

  @LPF-4
  Scenario: The Jackpot Bonus is lost without a line
    Given a Finnish Lunar Poker round with an Ante of 10
    And a Jackpot Bonus of 5
    And the player is dealt "Qs Qh 8d 5c 2s"
    And the dealer is dealt "Kd 7c 2h 9s As"
    And the player plays
    When the round is settled
    # Raise 20 (pair), the Ante pushes, the Jackpot Bonus loses 5.
    Then the Jackpot Bonus loses 5
    And the Raise is paid on "pair"
    And the player's net result is 15

  @LPF-4
  Scenario Outline: The jackpot hand: <reading>
    Given a Finnish Lunar Poker round with an Ante of 10
    And the interpretation jackpot_hand is <reading>
    And a Jackpot Bonus of 5
    And the player is dealt "7s 7h 7d Kc 2s"
    And the dealer is dealt "Kd Qh 9s 5s 3c"
    And the player exchanges "Kc 2s" for "7c 4d"
    And the player then plays
    When the round is settled
    # The dealer does not qualify: Ante 10, Raise pushes, exchange fee 10. Trips on the first
    # five pay 5 x 9 = 45; four of a kind after the exchange pays 5 x 300 = 1500.
    Then the Jackpot Bonus is paid on "<line>"
    And the Jackpot Bonus wins <jackpot>
    And the player's net result is <net>

    Examples:
      | reading    | line            | jackpot | net  |
      | first_five | three_of_a_kind | 45      | 45   |
      | final_hand | four_of_a_kind  | 1500    | 1500 |
