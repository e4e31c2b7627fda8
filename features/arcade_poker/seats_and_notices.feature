Feature: Who may sit in, and what the harness says it does not settle
  A seat needs the ante plus one unit (AP-1.2). The tournament's blinds and amounts are the
  harness's example (AP-2.1); the seed's T-CHIP range is checked and the entry conversion is
  outside the harness (AP-2.2); the certification report says so on its first page. Advanced
  table: ante 100, amounts 50/100/200.

  # Issue 30, item 4. Seed 004 §Betting round, item 4: 「オーナーでないプレイヤーはチェックできず、
  # フォールドするか1単位以上のベットを行わなければならない。」 (a player who is not the owner cannot
  # check, and must fold or bet one unit or more): a seat with the ante alone could only fold.
  @AP-1.2 @AP-14
  Scenario: A seat holding only the ante is refused with the chips it needs
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 100 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat C has 1000 chips
    And the actions are "B bet 50, C call, A fold / B bet 50, C fold"
    When the hand is settled
    Then the hand is refused at "seats[0].chips" saying "plus one unit of 50, 150 chips"

  @AP-1.2 @AP-5
  Scenario: A seat holding the ante plus one unit is dealt in, and its one unit is its all-in
    # A: 150 = 100 ante + 50. A calls B's 50 with it: all-in. Ver.2: 150 of the antes in the pot;
    # A receives 150 + 70% x 50 + 50 = 235.
    Given a Draw Poker hand at the advanced table under Ver.2
    And the owner is B
    And seat A has 150 chips and holds "Ah Ad Ac 7s 2d"
    And seat B has 1000 chips and holds "Kh Kd Qc Qs 3d"
    And seat C has 1000 chips
    And the actions are "B bet 50, C fold, A call"
    When the hand is settled
    Then the all-in players are "A"
    And A is paid 235 chips
    And the final chips are A 235, B 850, C 900

  # Issue 30, item 10. Seed 004 §Betting round, item 2: 「Texas Hold'em(トーナメント):40~720T-CHIP,
  # ALL IN ※参加料500chip→1000トーナメントチップ(T-CHIP)換算の場合。店の設定によって額は異なる。」
  # (tournament: 40 to 720 T-CHIP and ALL IN, for an entry of 500 chips converted to 1,000
  # tournament chips; the amounts differ by the shop's setting.)
  @AP-2.1 @AP-2.2
  Scenario: The report marks the tournament's blinds and amounts illustrative and its entry outside
    Then the certification notices of the tournament level say "blinds 20/40 T-CHIP and bet amounts 40/80/160 T-CHIP are the harness's example"
    And the certification notices of the tournament level say "within the seed's 40 to 720 T-CHIP"
    And the certification notices of the tournament level say "500 chips converted to 1,000 T-CHIP"
    And the certification notices of the advanced level do not say "Illustrative (AP-2.1)"
