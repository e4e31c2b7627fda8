"""The Lunar Poker family's games in the registry: Lunar Poker and the games played on its engine
(Caribbean Stud, Oasis Poker, the dealer-draw and Finnish variants)."""

from __future__ import annotations

from harness.games.game_model import Capability, GameEntry

_LUNAR = "harness.families.lunar.model"
#: The family's games; `strategy` (option values, the optimal build) is for the games that draw
#: (Lunar Poker and its variants, Oasis Poker): Caribbean Stud's optimal strategy is its own
#: exact count (harness.families.lunar.analysis.stud_exact).
_LUNAR_CAPABILITIES = frozenset(Capability) - {Capability.REPLAY, Capability.STRATEGY}

#: In the order `tablecert games` lists them. `certify_rounds`: the rounds a certification
#: simulates by default on the fast engine (1.2 to 1.9 million rounds a second a core,
#: benchmarks/lunar_engines.py): enough for a house edge to +-0.05 points or better (95%), the
#: rounds following each game's spread per round (per Ante, without a Super to halve it, the
#: Finnish game's is the widest), within three minutes a certify run on two cores.
ENTRIES: tuple[GameEntry, ...] = (
    GameEntry(
        name="lunar-poker",
        family="lunar-poker",
        rules_spec="lunar_poker.yaml",
        paytables="lunar_poker",
        features="lunar_poker",
        binding="tests/bdd/test_lunar_poker.py",
        deck="standard-52",
        strategy="lunar_poker_strategy.yaml",
        package=_LUNAR,
        capabilities=_LUNAR_CAPABILITIES | {Capability.STRATEGY},
        mutants="harness.families.lunar.mutants.lunar_poker:LUNAR_POKER",
        certify_rounds=100_000_000,
    ),
    GameEntry(
        name="caribbean-stud",
        family="lunar-poker",
        rules_spec="caribbean_stud.yaml",
        paytables="caribbean_stud",
        features="caribbean_stud",
        binding="tests/bdd/test_caribbean_stud.py",
        deck="standard-52",
        strategy="caribbean_stud_strategy.yaml",
        package=_LUNAR,
        capabilities=_LUNAR_CAPABILITIES,
        mutants="harness.families.lunar.mutants.caribbean_stud:CARIBBEAN_STUD",
        certify_rounds=90_000_000,
    ),
    GameEntry(
        name="oasis-poker",
        family="lunar-poker",
        rules_spec="oasis_poker.yaml",
        paytables="caribbean_stud",
        features="oasis_poker",
        binding="tests/bdd/test_oasis_poker.py",
        deck="standard-52",
        strategy="oasis_poker_strategy.yaml",
        package=_LUNAR,
        capabilities=(_LUNAR_CAPABILITIES - {Capability.ANALYZE_EXACT}) | {Capability.STRATEGY},
        mutants="harness.families.lunar.mutants.oasis_poker:OASIS_POKER",
        certify_rounds=110_000_000,
    ),
    GameEntry(
        name="lunar-poker-dealer-draw",
        family="lunar-poker",
        rules_spec="lunar_poker_dealer_draw.yaml",
        paytables="lunar_poker",
        features="lunar_poker_dealer_draw",
        binding="tests/bdd/test_lunar_poker_dealer_draw.py",
        deck="standard-52",
        strategy="lunar_poker_dealer_draw_strategy.yaml",
        package=_LUNAR,
        capabilities=_LUNAR_CAPABILITIES | {Capability.STRATEGY},
        mutants="harness.families.lunar.mutants.lunar_poker_dealer_draw:DEALER_DRAW",
        certify_rounds=60_000_000,
    ),
    GameEntry(
        name="lunar-poker-finland",
        family="lunar-poker",
        rules_spec="lunar_poker_finland.yaml",
        paytables="lunar_poker_finland",
        features="lunar_poker_finland",
        binding="tests/bdd/test_lunar_poker_finland.py",
        deck="standard-52",
        strategy="lunar_poker_finland_strategy.yaml",
        package=_LUNAR,
        capabilities=_LUNAR_CAPABILITIES | {Capability.STRATEGY},
        mutants="harness.families.lunar.mutants.lunar_poker_finland:FINLAND",
        certify_rounds=175_000_000,
    ),
)
