Feature: Caribbean Stud simple strategy
  Raise with a pair or better (CSS-1) or with no pair ranking at least Ace-King-Jack-8-3
  (CSS-2); fold everything else (CSS-3). The upcard plays no part.

  @CSS-1
  Scenario Outline: Pairs and better are raised: <hand>
    Given the strategy for "caribbean-stud"
    When the first decision is taken on "<hand>" against the upcard Kh
    Then the strategy chooses to play
    And the choice follows CSS-1

    Examples:
      | hand           |
      | 2c 2d 7h 5s 4d |
      | 9c 8d 7h 6s 5d |
      | Ac Jc 8c 4c 2c |

  @CSS-2 @CSS-3
  Scenario Outline: The no-pair threshold Ace-King-Jack-8-3: <hand>
    Given the strategy for "caribbean-stud"
    When the first decision is taken on "<hand>" against the upcard 9d
    Then the strategy chooses to <action>
    And the choice follows <rule>

    Examples:
      | hand           | action | rule  |
      | As Kd Jh 8c 3s | play   | CSS-2 |
      | As Kd Qh 3c 2s | play   | CSS-2 |
      | As Kd Jh 8c 2s | fold   | CSS-3 |
      | As Kd Jh 7c 6s | fold   | CSS-3 |
      | Ks Qd Jh 9c 7s | fold   | CSS-3 |
