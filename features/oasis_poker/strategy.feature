Feature: Oasis Poker simple draw strategy
  Raise a pair or better (OPS-1.1); with no pair draw one card to four of a suit (OPS-1.2) or
  to an open-ended straight (OPS-1.3, OPS-D1); else raise Ace-King-Jack-8-3 or better (OPS-1.4)
  and fold the rest (OPS-1.5). After drawing, raise Ace-King-Jack-8-3 or better (OPS-2).

  @OPS-1.1
  Scenario: A pair is raised even with four to a flush
    Given the strategy for "oasis-poker"
    When the first decision is taken on "Ah Kh 9h 6h 6c" against the upcard 2d
    Then the strategy chooses to play
    And the choice follows OPS-1.1

  @OPS-1.2
  Scenario: Four to a flush: replace the odd card
    Given the strategy for "oasis-poker"
    When the first decision is taken on "Ah Kh 9h 6h 2c" against the upcard 2d
    Then the strategy chooses to exchange
    And the cards exchanged are "2c"
    And the choice follows OPS-1.2

  @OPS-1.3 @OPS-D1
  Scenario Outline: Open-ended straight draws: <hand>
    Given the strategy for "oasis-poker"
    When the first decision is taken on "<hand>" against the upcard 2d
    Then the strategy chooses to exchange
    And the cards exchanged are "<out>"
    And the choice follows OPS-1.3

    Examples:
      | hand           | out |
      | 9s 8d 7c 6h 2s | 2s  |
      | 2s 3d 4c 5h Ks | Ks  |
      | Ts Jd Qc Kh 4s | 4s  |

  @OPS-D1 @OPS-1.4 @OPS-1.5
  Scenario Outline: Runs open at one end only are not drawn to: <hand>
    Given the strategy for "oasis-poker"
    When the first decision is taken on "<hand>" against the upcard 2d
    Then the strategy chooses to <action>
    And the choice follows <rule>

    Examples:
      | hand           | action | rule    |
      | Js Qd Kc Ah 3s | play   | OPS-1.4 |
      | As 2d 3c 4h 9s | fold   | OPS-1.5 |

  @OPS-1.4 @OPS-1.5
  Scenario Outline: With no pair and no draw, the Caribbean threshold: <hand>
    Given the strategy for "oasis-poker"
    When the first decision is taken on "<hand>" against the upcard 2d
    Then the strategy chooses to <action>
    And the choice follows <rule>

    Examples:
      | hand           | action | rule    |
      | As Kd Jh 8c 3s | play   | OPS-1.4 |
      | As Kd Jh 8c 2s | fold   | OPS-1.5 |

  @OPS-2
  Scenario Outline: After the draw: <cards>
    Given the strategy for "oasis-poker"
    When the second decision is taken on "<cards>"
    Then the strategy's second decision is to <after>

    Examples:
      | cards          | after |
      | Ah Kh 9h 6h 3h | play  |
      | As Kd Jh 8c 4s | play  |
      | Ah Kh 9h 6h 3d | fold  |
