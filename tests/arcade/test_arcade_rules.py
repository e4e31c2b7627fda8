"""The arcade section of rules_spec/arcade_poker.yaml, loaded: what issue 30 added to it.

The seed's T-CHIP range refuses a tournament level outside it where it is written (AP-2.2); the
Black Jack game's rounds follow the interpretation blackjack_rounds (AP-13); the tournament's
illustrative parameters are the ones the YAML lists (AP-2.1). Expected values are the seed's
figures (40 to 720 T-CHIP, 500 chips for 1,000 T-CHIP) and the YAML's own.
"""

from __future__ import annotations

import pytest

from harness.families.arcade.rules import (
    Level,
    TournamentTerms,
    Variant,
    arcade_rules,
    check_tournament_amounts,
    read_level,
)
from harness.spec.errors import SpecError
from harness.spec.yaml_source import Node, load_text

SEED_TERMS = TournamentTerms(amount_range=(40, 720), entry_chips=500, tournament_chips=1000)


def _tournament(amounts: str) -> tuple[Level, Node]:
    node = load_text(f"{{ante: 0, amounts: [{amounts}], all_in: true, tournament: true}}", "levels.yaml")
    return read_level("tournament", node), node


def test_the_seed_terms_are_the_yaml_s() -> None:
    assert arcade_rules().tournament == SEED_TERMS


def test_a_tournament_amount_above_the_seed_range_is_refused_where_it_is_written() -> None:
    level, node = _tournament("40, 80, 800")
    with pytest.raises(SpecError, match=r"within 40 to 720 T-CHIP .* got 800") as caught:
        check_tournament_amounts(level, SEED_TERMS, node.require("amounts"))
    assert "levels.yaml:1:" in str(caught.value)


def test_amounts_within_the_range_and_table_levels_pass() -> None:
    level, node = _tournament("40, 360, 720")
    check_tournament_amounts(level, SEED_TERMS, node)
    table = read_level("advanced", load_text("{ante: 100, amounts: [50, 100, 200], all_in: true}", "levels.yaml"))
    check_tournament_amounts(table, SEED_TERMS, node)  # not a tournament: no range


def test_black_jack_rounds_follow_the_interpretation() -> None:
    rules = arcade_rules()
    assert rules.rounds[Variant.BLACKJACK] == 3
    assert rules.rounds_of(Variant.BLACKJACK, {}) == 3
    assert rules.rounds_of(Variant.BLACKJACK, {"blackjack_rounds": "four_rounds"}) == 4
    assert rules.rounds_of(Variant.DRAW, {"blackjack_rounds": "four_rounds"}) == 2


def test_the_tournament_illustrative_parameters_are_its_blinds_and_amounts() -> None:
    levels = arcade_rules().levels
    assert levels["tournament"].illustrative == ("blinds", "amounts")
    assert all(not levels[name].illustrative for name in ("beginner", "intermediate", "advanced"))


def test_an_unknown_illustrative_parameter_is_refused() -> None:
    node = load_text("{ante: 0, amounts: [40], all_in: true, illustrative: [prizes]}", "levels.yaml")
    with pytest.raises(SpecError, match="an illustrative parameter is one of ante, blinds, amounts"):
        read_level("tournament", node)
