Feature: Basic strategy
  The seed's basic strategy (brief §1 Basic strategy), encoded as data in
  rules_spec/lunar_poker_strategy.yaml: the first decision takes the first rule that applies
  (LPS-1.1 to LPS-1.8), the second decision after a buy or exchange plays with A-K-Q high or
  better (LPS-2). Ranks compare with the Ace high (14). Draws: a flush draw is four cards of
  one suit (LPS-D1); a straight draw is four held ranks within five consecutive ranks, the Ace
  high or low (LPS-D2). An empty "exchanged" cell means no card is exchanged.

  Background:
    Given the basic strategy

  @LPS-1.1
  Scenario Outline: A straight or a flush buys: <hand>
    When the first decision is taken on "<hand>" against the upcard <upcard>
    Then the strategy chooses to buy
    And the cards exchanged are ""
    And the choice follows LPS-1.1

    Examples:
      | hand           | upcard |
      | 5s 6h 7d 8c 9s | Kd     |
      | As 2h 3d 4c 5s | Kd     |
      | Ts Jh Qd Kc As | Ad     |
      | 2h 6h 9h Jh Kh | As     |

  @LPS-1.2
  Scenario Outline: Four of a kind plays: upcard <upcard>
    When the first decision is taken on "9s 9h 9d 9c 2h" against the upcard <upcard>
    Then the strategy chooses to play
    And the choice follows LPS-1.2

    Examples:
      | upcard |
      | Kd     |
      | 2d     |

  # 8-8-8-4-4: buy unless the upcard's rank is an 8 or a 4 (a rank held).
  @LPS-1.3 @LP-4
  Scenario Outline: A full house buys unless the upcard matches a rank held: upcard <upcard>
    When the first decision is taken on "8s 8h 8d 4c 4s" against the upcard <upcard>
    Then the strategy chooses to <action>
    And the choice follows LPS-1.3

    Examples:
      | upcard | action |
      | Kd     | buy    |
      | 9c     | buy    |
      | 4d     | play   |
      | 8c     | play   |

  # 7-7-7-K-2: exchange the K and 2 unless the upcard is a Seven; a King upcard matches only a
  # kicker, not the trips, so the trips still exchange.
  @LPS-1.4 @LP-7.4
  Scenario Outline: Three of a kind exchanges two unless the upcard matches the trips: upcard <upcard>
    When the first decision is taken on "7s 7h 7d Kc 2s" against the upcard <upcard>
    Then the strategy chooses to <action>
    And the cards exchanged are "<exchanged>"
    And the choice follows LPS-1.4

    Examples:
      | upcard | action   | exchanged |
      | Qd     | exchange | Kc 2s     |
      | Kd     | exchange | Kc 2s     |
      | 2d     | exchange | Kc 2s     |
      | 7c     | play     |           |

  @LPS-1.5
  Scenario Outline: Two pair plays: upcard <upcard>
    When the first decision is taken on "Ks Kh 5d 5c 9s" against the upcard <upcard>
    Then the strategy chooses to play
    And the choice follows LPS-1.5

    Examples:
      | upcard |
      | Ad     |
      | 5h     |

  # Q-Q-8-5-2 and 2-2-9-6-K and K-K-9-6-3 and A-A-9-6-3 hold no draw.
  @LPS-1.6 @LPS-D1 @LPS-D2
  Scenario Outline: One pair: <hand> against <upcard>
    When the first decision is taken on "<hand>" against the upcard <upcard>
    Then the strategy chooses to <action>
    And the cards exchanged are "<exchanged>"
    And the choice follows LPS-1.6

    Examples: a draw buys, whatever the upcard
      | hand           | upcard | action | exchanged |
      | Qh Qs 8h 5h 2h | Kd     | buy    |           |
      | 9s 9h Td Jc Qs | Ad     | buy    |           |

    Examples: no draw: play when the pair's rank is at least the upcard's, else exchange three
      | hand           | upcard | action   | exchanged |
      | Qs Qh 8d 5c 2s | Jd     | play     |           |
      | Qs Qh 8d 5c 2s | Qd     | play     |           |
      | Qs Qh 8d 5c 2s | Kd     | exchange | 8d 5c 2s  |
      | 2s 2h 9d 6c Kh | 2d     | play     |           |
      | 2s 2h 9d 6c Kh | 3d     | exchange | 9d 6c Kh  |
      | Ks Kh 9d 6c 3h | Ad     | exchange | 9d 6c 3h  |
      | As Ah 9d 6c 3h | Kd     | play     |           |
      | As Ah 9d 6c 3h | Ac     | play     |           |

  @LPS-1.7 @LPS-D1 @LPS-D2
  Scenario Outline: No pair with an Ace and a King: <hand>
    When the first decision is taken on "<hand>" against the upcard <upcard>
    Then the strategy chooses to <action>
    And the cards exchanged are "<exchanged>"
    And the choice follows LPS-1.7

    Examples:
      | hand           | upcard | action   | exchanged |
      | As Ks 9s 4s 2h | Qd     | buy      |           |
      | Ah Kd Qc Js 4h | 5d     | buy      |           |
      | Ah Kd 2c 3s 4h | 9d     | buy      |           |
      | Ah Kd 9c 6s 3h | 2d     | exchange | 9c 6s 3h  |
      | Ah Kd Qc 6s 3h | 2d     | exchange | Qc 6s 3h  |

  # Buy with a draw; else keep an A or K with the other royal cards (10-A); else keep a Queen
  # when the upcard is 5 or lower (an Ace upcard is 14, not 1); else fold.
  @LPS-1.8 @LPS-D1 @LPS-D2
  Scenario Outline: Nothing else: <hand> against <upcard>
    When the first decision is taken on "<hand>" against the upcard <upcard>
    Then the strategy chooses to <action>
    And the cards exchanged are "<exchanged>"
    And the choice follows LPS-1.8

    Examples: a straight or flush draw buys
      | hand           | upcard | action | exchanged |
      | Js Td 9c 8h 3s | Kd     | buy    |           |
      | As 2d 3c 4h 9s | Kd     | buy    |           |
      | Ad Qc Js Th 4h | 5d     | buy    |           |
      | 2c 5c 9c Jc Kd | Ah     | buy    |           |

    Examples: an Ace or King keeps the royal cards
      | hand           | upcard | action   | exchanged   |
      | Ks Jd 8c 5h 2s | 3d     | exchange | 8c 5h 2s    |
      | Ad Qs 8c 5h 2s | 3d     | exchange | 8c 5h 2s    |
      | Ah 9d 7c 4s 3h | 2d     | exchange | 9d 7c 4s 3h |
      | Kh Qd Ts 6c 2h | 9d     | exchange | 6c 2h       |

    Examples: a Queen keeps itself against an upcard of 5 or lower, else fold
      | hand           | upcard | action   | exchanged   |
      | Qs 9d 7c 4h 2s | 5d     | exchange | 9d 7c 4h 2s |
      | Qs 9d 7c 4h 2s | 3c     | exchange | 9d 7c 4h 2s |
      | Qs Jd 7c 4h 2s | 5d     | exchange | Jd 7c 4h 2s |
      | Qs 9d 7c 4h 2s | 6d     | fold     |             |
      | Qs 9d 7c 4h 2s | Ad     | fold     |             |
      | Js 9d 7c 4h 2s | 3d     | fold     |             |

  @LPS-2 @LP-7.5
  Scenario Outline: The second decision plays with Ace-King-Queen high or better: <cards>
    When the second decision is taken on "<cards>"
    Then the strategy's second decision is to <after>

    Examples:
      | cards             | after |
      | As Kd Qc 9h 3s    | play  |
      | Ks Qd Jc 9h 3s    | fold  |
      | 2s 2h 9d 7c 4s    | play  |
      | As Kd Qc 7h 3s 2d | play  |
      | As Kd Jc 7h 3s 2d | fold  |
      | As Kd Jc Th 9s 2d | fold  |
      | As Qd Jc 9h 3s 2d | fold  |
      | Ts Jd Qc Kh 9s 2d | play  |
      | Js 9d 7c 4h 2s 2d | play  |

  @LPS-D1
  Scenario Outline: A flush draw is four cards of one suit: <cards>
    Given the held cards "<cards>"
    Then they <verdict> a flush draw

    Examples:
      | cards          | verdict     |
      | Ah 7h 4h 2h Ks | hold        |
      | 2c 5c 9c Jc Kd | hold        |
      | Ah 7h 4h 2d Ks | do not hold |

  @LPS-D2
  Scenario Outline: A straight draw is four ranks within five consecutive ranks: <cards>
    Given the held cards "<cards>"
    Then they <verdict> a straight draw

    Examples:
      | cards          | verdict     |
      | As 2d 3c 4h 9s | hold        |
      | As 2d 3c 5h 9s | hold        |
      | 5s 6d 8c 9h Ks | hold        |
      | Ts Jd Qc Kh 3s | hold        |
      | Ah Kd Qc Js 4h | hold        |
      | Ad Qc Js Th 4h | hold        |
      | 5s 6d 8c Th Ks | do not hold |
      | Qs Ks As 2d 3c | do not hold |
      | Kh Qd Ts 6c 2h | do not hold |
      | Js 9d 7c 5h 3s | do not hold |
