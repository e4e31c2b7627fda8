Feature: The second combination
  When the player beats a qualifying dealer, the Raise is paid for the first combination (the
  player's best hand) and for a second: the best-paying combination other than the first with
  at least one defining card outside the first's; it need not beat the dealer, and at most two
  combinations are paid (LP-10 to LP-10.2). The rule applies to six-card hands after a buy,
  using any of the six cards (LP-10.3). Defining cards: pair 2, two pair 4, trips 3, four of a
  kind 4, straight/flush/full house 5, Ace-King one Ace and one King.
  Ante 10, Super 10: the Raise is 20, so combinations paying a + b win 20 x (a + b).

  @LP-10 @LP-10.1 @LP-11.1
  Scenario: A pair of Aces and a King pay the pair and Ace-King, sharing an Ace
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Ah Kd 7c 3s"
    And the dealer is dealt "Kh Kc 9d 6s 2h"
    And the player plays
    When the round is settled
    # First: pair As Ah (1). Second: Ace-King with an Ace of the pair and Kd, which lies
    # outside the pair (1). Raise 20 x (1 + 1) = 40.
    Then the Ante pushes
    And the Raise is paid on "pair+ace_king"
    And the Raise wins 40
    # 40 - 10 (Super: A-K without Q, two colours).
    And the player's net result is 30

  @LP-10 @LP-10.1 @LP-11.1
  Scenario: The second combination need not beat the dealer
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "3s 3h 3d As Kc"
    And the dealer is dealt "Qd Qc 9h 6s 2d"
    And the player plays
    When the round is settled
    # First: three Threes (3) beat the Queens. Second: As Kc (1), which alone would lose to
    # the Queens. Raise 20 x (3 + 1) = 80. Super: three of a kind 8 x 10 = 80.
    Then the Raise is paid on "three_of_a_kind+ace_king"
    And the Raise wins 80
    And the Super is paid on "three_of_a_kind"
    And the player's net result is 160

  @LP-10 @LP-10.1
  Scenario: Combinations lying wholly inside the first are not a second combination
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Ks Kh 5d 5c 9s"
    And the dealer is dealt "Qd Qc 8h 6s 2d"
    And the player plays
    When the round is settled
    # First: two pair KK55 (2). The pairs KK and 55 use only its cards. Raise 20 x 2 = 40.
    Then the Raise is paid on "two_pair"
    And the Raise wins 40

  @LP-10 @LP-10.1
  Scenario: A full house leaves no card for a second combination
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "8s 8h 8d 4c 4s"
    And the dealer is dealt "Ad Kc Qh 6s 3c"
    And the player plays
    When the round is settled
    # First: full house, all five cards (7). Raise 20 x 7 = 140. Super full house 100 x 10 = 1000.
    Then the Raise is paid on "full_house"
    And the Raise wins 140
    And the Super is paid on "full_house"
    And the player's net result is 1140

  @LP-10 @LP-10.1 @LP-10.2
  Scenario: Two pair, a second pair and Ace-King: only two combinations are paid
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Ah Kd 7c 7s"
    And the dealer is dealt "Kh Kc 9d 6s 2h"
    And the player plays
    When the round is settled
    # First: two pair AA77 (2). Pairs AA and 77 lie inside it; Ace-King (an Ace with Kd) does
    # not (1). Raise 20 x (2 + 1) = 60.
    Then the Raise is paid on "two_pair+ace_king"
    And the Raise wins 60
    # 60 - 10 (Super).
    And the player's net result is 50

  @LP-10.1 @LP-10.3 @LP-11.1
  Scenario: Six cards: a bought King adds Ace-King to a pair of Aces
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Ah 9d 5c 2s"
    And the dealer is dealt "Qd Qc 8h 6s 3d"
    And the player buys "Kd"
    And the player then plays
    When the round is settled
    # First: pair of Aces (1); second: an Ace with Kd (1). Raise 20 x 2 = 40.
    Then the Raise is paid on "pair+ace_king"
    And the Raise wins 40
    # 40 - 10 (fee) - 10 (Super).
    And the player's net result is 20

  @LP-10.1 @LP-10.3 @LP-11
  Scenario: Six cards: a flush and a pair sharing the King of hearts
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2h 5h 9h Jh Ks"
    And the dealer is dealt "Ad Kd 7c 4s 3c"
    And the player buys "Kh"
    And the player then plays
    When the round is settled
    # First: heart flush 2h 5h 9h Jh Kh (5). Second: pair Ks Kh, Ks outside the flush (1).
    # Raise 20 x (5 + 1) = 120.
    Then the Raise is paid on "flush+pair"
    And the Raise wins 120
    # 120 - 10 (fee) - 10 (Super: four hearts and a black King, no line).
    And the player's net result is 100

  @LP-10.1 @LP-10.3 @LP-11
  Scenario: Six cards: a flush and a straight sharing four cards
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "5h 6h 7h 8h Th"
    And the dealer is dealt "Ad Kd 9h 4c 3s"
    And the player buys "9c"
    And the player then plays
    When the round is settled
    # Best five: the heart flush (5) beats the straight. Second: a straight 5-9 or 6-T, each
    # using 9c outside the flush (4). Raise 20 x (5 + 4) = 180.
    Then the Raise is paid on "flush+straight"
    And the Raise wins 180
    And the Super is paid on "flush"
    # 180 - 10 (fee) + 600 (Super: flush on the deal, 60 x 10).
    And the player's net result is 770

  @LP-10.1 @LP-10.2 @LP-10.3
  Scenario: Six cards with three two pairs: only two are paid
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "As Ah Ks Kh 7d"
    And the dealer is dealt "Qd Qc 9h 6s 2d"
    And the player buys "7c"
    And the player then plays
    When the round is settled
    # First: two pair AAKK (2). Eligible: AA77 (2), KK77 (2), pair 77 (1); every Ace-King lies
    # inside AAKK. The best-paying, a two pair (2), is the only other one paid: 20 x 4 = 80.
    Then the Raise is paid on "two_pair+two_pair"
    And the Raise wins 80
    # 80 - 10 (fee) - 10 (Super).
    And the player's net result is 60

  @LP-10.1 @LP-10.2 @LP-10.3
  Scenario: Six cards with a straight and a paired Ace: of three other combinations one is paid
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Ts Jh Qd Kc As"
    And the dealer is dealt "Ad Kd 9h 7c 3s"
    And the player buys "Ah"
    And the player then plays
    When the round is settled
    # First: straight T-J-Q-K-A with one of the Aces (4). Eligible, each using the other Ace:
    # the straight T-J-Q-K-A with it (4), the pair As Ah (1), Ace-King with it (1). The
    # best-paying, the other straight, is the only one added: 20 x (4 + 4) = 160.
    Then the Raise is paid on "straight+straight"
    And the Raise wins 160
    And the Super is paid on "straight"
    # 160 - 10 (fee) + 300 (Super: straight 30 x 10 on the deal, better than A-K-Q).
    And the player's net result is 450

  # brief §1 rule 9 read literally: a second flush is a different combination with one card
  # (2h) outside the first, so it is paid.
  @LP-10.1 @LP-10.3
  Scenario: Six hearts: the second flush is paid as the second combination
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "2h 5h 9h Jh Kh"
    And the dealer is dealt "Ad Kd 7c 4s 3c"
    And the player buys "3h"
    And the player then plays
    When the round is settled
    # First: best five K-J-9-5-3 of hearts (5). Second: K-J-9-5-2 of hearts (5). 20 x 10 = 200.
    Then the Raise is paid on "flush+flush"
    And the Raise wins 200
    And the Super is paid on "flush"
    # 200 - 10 (fee) + 600 (Super flush).
    And the player's net result is 790

  # A royal flush made by the draw is not an instant payout (that is for the first five cards
  # only); it meets the dealer and is paid on the Raise as a royal flush, 100 to 1. Every other
  # combination in T-J-Q-K-A of spades (straight flush, flush, straight, Ace-King) lies wholly
  # inside it, so there is no second combination.
  @LP-10 @LP-10.1 @LP-9.1 @LP-6
  Scenario: A royal flush made by an exchange is paid 100 to 1 on the Raise
    Given a Lunar Poker round with an Ante of 10 and a Super of 10
    And the player is dealt "Ts Js Qs 4d 2c"
    And the dealer is dealt "Ad Kd 9h 5c 3h"
    And the player exchanges "4d 2c" for "Ks As"
    And the player then plays
    When the round is settled
    # The royal beats the dealer's A-K-9-5-3 (which qualifies): Raise 20 x 100 = 2000.
    Then the Ante pushes
    And the Raise is paid on "royal_flush"
    And the Raise wins 2000
    And no instant payout is settled
    And the exchange fee of 10 is lost
    # 2000 - 10 (fee) - 10 (Super: T-J-Q-4-2 in three suits and two colours, no line).
    And the player's net result is 1980
