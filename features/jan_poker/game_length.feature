Feature: The length of the game: East-only by default, East-South as a reading
  The seed: 「Mリーグ準拠の4人麻雀です。(東風戦を推奨します。半荘だと非常に対局時間が長くなります)」
  (four-player mahjong by the M-League rules; an East-only game is recommended, a half game takes
  very long) and 「親の連荘 ありません。東風戦なので必ず 4局 で終了します」 (no dealer repeat; being
  East-only, it always ends after 4 hands). East-only is the default of the reading game_length;
  east_south plays the half game, East 1 to South 4, still with no dealer repeat (JP-6).

  @JP-6 @JP-3.1 @JP-6.2
  Scenario: Under the reading east_south the game plays eight mahjong hands, to South 4
    In each mahjong hand the dealer, the button and the small blind fold: the big blind wins
    200 from the small blind, and a round of four nets nothing. South 1 is dealt by A again
    (no dealer repeat: the fifth hand by the first player), A acts first and B has the button.
    In South 4 A wins 8,000 on B's discard: A 33,000, B 17,000.
    Given a Jan-Poker game of A, B, C and D
    And the Jan-Poker reading game_length is east_south
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds, C discards from hand, C folds, hand ends"
    And then "deal 2, B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds, hand ends"
    And then "deal 3, C draws and discards, C folds, D draws and discards, D folds, A discards from hand, A folds, hand ends"
    And then "deal 4, D draws and discards, D folds, A draws and discards, A folds, B discards from hand, B folds, hand ends"
    And then "deal 5, A draws and discards, A folds, B draws and discards, B folds, C discards from hand, C folds, hand ends"
    And then "deal 6, B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds, hand ends"
    And then "deal 7, C draws and discards, C folds, D draws and discards, D folds, A discards from hand, A folds, hand ends"
    And then "deal 8, D draws and discards, D folds, A draws and discards, A folds, B discards from hand, B folds"
    And then "A wins on B's discard, points A +8000 B -8000, hand ends"
    When the game is settled
    Then poker hand 5 has the button at B, and A acts first
    And poker hand 8 has the button at A, and D acts first
    And the game ends by "South 4 ended" after 8 mahjong hands
    And the final points are A 33000, B 17000, C 25000, D 25000
    And the winner is A

  @JP-6
  Scenario: Under the reading east_south a stream that stops after East 4 has not reached the end
    Given a Jan-Poker game of A, B, C and D
    And the Jan-Poker reading game_length is east_south
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds, C discards from hand, C folds, hand ends"
    And then "deal 2, B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds, hand ends"
    And then "deal 3, C draws and discards, C folds, D draws and discards, D folds, A discards from hand, A folds, hand ends"
    And then "deal 4, D draws and discards, D folds, A draws and discards, A folds, B discards from hand, B folds, hand ends"
    When the game is settled
    Then the game is refused at the end of the stream citing JP-6

  @JP-6
  Scenario: By default the game is East-only: nothing may follow East 4
    Given a Jan-Poker game of A, B, C and D
    And the events are "deal 1, A draws and discards, A folds, B draws and discards, B folds, C discards from hand, C folds, hand ends"
    And then "deal 2, B draws and discards, B folds, C draws and discards, C folds, D discards from hand, D folds, hand ends"
    And then "deal 3, C draws and discards, C folds, D draws and discards, D folds, A discards from hand, A folds, hand ends"
    And then "deal 4, D draws and discards, D folds, A draws and discards, A folds, B discards from hand, B folds, hand ends"
    And then "deal 5"
    When the game is settled
    Then the game is refused at event 32 citing JP-6
