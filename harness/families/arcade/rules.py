"""Arcade table poker's rules as data: the levels and games of rules_spec/arcade_poker.yaml's
`arcade:` section and the commission and jackpot schedules of commission_schedules/arcade_poker/.

Why data: the seed's figures (antes, amounts, 50% / 70% / 100%) are the operator's settings; a
lab certifies another machine's settings by changing a YAML file, not the engine. Everything is
loaded once, validated with its location, and handed to the engine as frozen values.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache
from pathlib import Path

from harness.runtime.project import project_root, relative_display
from harness.spec.rules_spec import RulesSpec, load_rules_spec, rules_spec_path
from harness.spec.yaml_source import Node, load_file

SPEC_FILE = "arcade_poker.yaml"
GAME = "arcade-poker"
VERSIONS = (1, 2)


class Variant(enum.StrEnum):
    """The four games of the machine (AP-1)."""

    HOLDEM = "holdem"
    DRAW = "draw"
    STUD = "stud"
    BLACKJACK = "blackjack"


@dataclass(frozen=True, slots=True, kw_only=True)
class Level:
    """A table level (AP-1, AP-2): its ante, its three bet amounts, whether it has all-in."""

    name: str
    ante: int
    amounts: tuple[int, ...]
    all_in: bool
    tournament: bool = False
    blinds: tuple[int, int] | None = None
    #: The parameters that are the harness's example, not the seed's (AP-2.1): the report says so.
    illustrative: tuple[str, ...] = ()

    @property
    def unit(self) -> int:
        return self.amounts[0]

    @property
    def limit(self) -> int:
        return self.amounts[-1]


@dataclass(frozen=True, slots=True, kw_only=True)
class Shares:
    """The rates of a pot's three parts (the antes in it, the others' bets, one's own bets)."""

    pot_antes: Fraction
    other_bets: Fraction
    own_bets: Fraction


@dataclass(frozen=True, slots=True, kw_only=True)
class PayoutRates:
    ante_to_pot: Fraction
    winner: Shares
    bonus_points: Shares


@dataclass(frozen=True, slots=True, kw_only=True)
class Commission:
    """One version's schedule (AP-7 to AP-8.3, AP-6, AP-5.4)."""

    version: int
    path: str
    table: PayoutRates
    tournament: PayoutRates
    side_pots_returned: bool
    all_in_loser_sits_out: bool
    showdown_all_in_last: bool
    all_in_any_time_in_tournament: bool

    def rates(self, level: Level) -> PayoutRates:
        return self.tournament if level.tournament else self.table


@dataclass(frozen=True, slots=True, kw_only=True)
class JackpotLine:
    hand: str
    pays: int  # times the ante


@dataclass(frozen=True, slots=True, kw_only=True)
class Jackpot:
    path: str
    illustrative: bool
    lines: tuple[JackpotLine, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TournamentTerms:
    """The seed's T-CHIP range of the tournament's bets at its entry conversion (AP-2.2)."""

    amount_range: tuple[int, int]
    entry_chips: int
    tournament_chips: int


@dataclass(frozen=True, slots=True, kw_only=True)
class OutsidePrize:
    """A prize a win carries that the harness does not settle (AP-7.1, AP-7.5)."""

    version: int
    clause: str
    prize: str
    at_tournament: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class ArcadeRules:
    """Everything the engine reads, loaded and validated."""

    spec: RulesSpec
    levels: dict[str, Level]
    rounds: dict[Variant, int]  # each game's rounds under the default interpretations
    commissions: dict[int, Commission]
    jackpot: Jackpot
    tournament: TournamentTerms
    outside_harness: tuple[OutsidePrize, ...] = ()
    #: A game whose rounds are an interpretation: (its name, option -> rounds) (AP-13).
    rounds_by: dict[Variant, tuple[str, dict[str, int]]] = field(default_factory=dict)

    def rounds_of(self, variant: Variant, chosen: dict[str, str]) -> int:
        """The game's betting rounds under the chosen interpretations."""
        if variant in self.rounds_by:
            name, by_option = self.rounds_by[variant]
            return by_option[chosen.get(name, self.spec.interpretations[name].default)]
        return self.rounds[variant]


def _fraction(node: Node) -> Fraction:
    try:
        value = Fraction(str(node.value))
    except (ValueError, ZeroDivisionError):
        raise node.error(f"expected a rate such as 7/10 or 1, got {node.value!r}") from None
    if not 0 <= value <= 1:
        raise node.error(f"a rate is between 0 and 1, got {node.value!r}")
    return value


def _shares(node: Node) -> Shares:
    node.check_keys(required=("pot_antes", "other_bets", "own_bets"))
    return Shares(
        pot_antes=_fraction(node.require("pot_antes")),
        other_bets=_fraction(node.require("other_bets")),
        own_bets=_fraction(node.require("own_bets")),
    )


def _rates(node: Node) -> PayoutRates:
    node.check_keys(required=("ante_to_pot", "winner", "bonus_points"))
    winner, bonus = _shares(node.require("winner")), _shares(node.require("bonus_points"))
    for part in ("pot_antes", "other_bets", "own_bets"):
        if getattr(winner, part) + getattr(bonus, part) > 1:
            raise node.require("winner").error(f"{part}: the winner's and the bonus points' rates exceed 1")
    return PayoutRates(ante_to_pot=_fraction(node.require("ante_to_pot")), winner=winner, bonus_points=bonus)


def load_commission(path: Path) -> Commission:
    """One version's commission schedule (a bad file: a located SpecError, exit 2)."""
    root = load_file(path, display=relative_display(path)).expect_mapping("a commission schedule")
    root.check_keys(
        required=("version", "title", "source", "table", "tournament", "side_pots", "all_in_loser_sits_out",
                  "showdown_all_in_last", "all_in_any_time_in_tournament"),
    )  # fmt: skip
    side = root.require("side_pots")
    if side.value not in ("returned_to_payers", "best_other_hand"):
        raise side.error("side_pots is returned_to_payers or best_other_hand")
    return Commission(
        version=root.require("version").as_int(minimum=1),
        path=relative_display(path),
        table=_rates(root.require("table")),
        tournament=_rates(root.require("tournament")),
        side_pots_returned=side.value == "returned_to_payers",
        all_in_loser_sits_out=root.require("all_in_loser_sits_out").as_bool(),
        showdown_all_in_last=root.require("showdown_all_in_last").as_bool(),
        all_in_any_time_in_tournament=root.require("all_in_any_time_in_tournament").as_bool(),
    )


JACKPOT_HANDS = ("royal_flush", "straight_flush", "four_of_a_kind", "suited_blackjack")


def load_jackpot(path: Path) -> Jackpot:
    root = load_file(path, display=relative_display(path)).expect_mapping("a jackpot schedule")
    root.check_keys(required=("title", "source", "lines"), optional=("illustrative",))
    lines = []
    for item in root.require("lines").items():
        item.check_keys(required=("hand", "pays"))
        hand = item.require("hand")
        if hand.value not in JACKPOT_HANDS:
            raise hand.error(f"a jackpot hand is one of {', '.join(JACKPOT_HANDS)}")
        lines.append(JackpotLine(hand=hand.as_str(), pays=item.require("pays").as_int(minimum=0)))
    flag = root.get("illustrative")
    return Jackpot(path=relative_display(path), illustrative=bool(flag and flag.as_bool()), lines=tuple(lines))


ILLUSTRATIVE_PARAMETERS = ("ante", "blinds", "amounts")


def read_level(name: str, node: Node) -> Level:
    node.check_keys(required=("ante", "amounts", "all_in"), optional=("blinds", "tournament", "illustrative"))
    amounts = tuple(item.as_int(minimum=1) for item in node.require("amounts").items())
    if len(amounts) < 1 or list(amounts) != sorted(set(amounts)) or any(a % amounts[0] for a in amounts):
        raise node.require("amounts").error("the amounts rise, each a whole number of the first (the unit)")
    blinds_node = node.get("blinds")
    blinds = None
    if blinds_node is not None:
        small, big = (item.as_int(minimum=1) for item in blinds_node.items())
        blinds = (small, big)
    tournament = node.get("tournament")
    illustrative: list[str] = []
    if (listed := node.get("illustrative")) is not None:
        for item in listed.items():
            if item.value not in ILLUSTRATIVE_PARAMETERS:
                raise item.error(f"an illustrative parameter is one of {', '.join(ILLUSTRATIVE_PARAMETERS)}")
            illustrative.append(item.as_str())
    return Level(
        name=name,
        ante=node.require("ante").as_int(minimum=0),
        amounts=amounts,
        all_in=node.require("all_in").as_bool(),
        tournament=bool(tournament and tournament.as_bool()),
        blinds=blinds,
        illustrative=tuple(illustrative),
    )


def _tournament_terms(node: Node) -> TournamentTerms:
    node.check_keys(required=("amount_range", "entry_chips", "tournament_chips"))
    low, high = (item.as_int(minimum=1) for item in node.require("amount_range").items())
    if low > high:
        raise node.require("amount_range").error("amount_range is [lowest, highest]")
    return TournamentTerms(amount_range=(low, high), entry_chips=node.require("entry_chips").as_int(minimum=1),
                           tournament_chips=node.require("tournament_chips").as_int(minimum=1))  # fmt: skip


def check_tournament_amounts(level: Level, terms: TournamentTerms, node: Node) -> None:
    """A tournament level bets within the seed's T-CHIP range (AP-2.2), refused where written."""
    low, high = terms.amount_range
    outside = [a for a in level.amounts if not low <= a <= high]
    if level.tournament and outside:
        raise node.error(
            f"the tournament's amounts lie within {low} to {high} T-CHIP (AP-2.2, arcade.tournament.amount_range), "
            f"got {', '.join(map(str, outside))}"
        )


def _rounds(spec: RulesSpec, node: Node) -> int | tuple[str, dict[str, int]]:
    """A game's rounds: a number, or one per option of the interpretation named beside it."""
    rounds = node.require("rounds")
    if not rounds.is_mapping():
        node.check_keys(required=("title", "rounds"))
        return rounds.as_int(minimum=1)
    node.check_keys(required=("title", "rounds", "interpretation"))
    name_node = node.require("interpretation")
    interpretation = spec.interpretations.get(name_node.as_str())
    if interpretation is None:
        raise name_node.error(f"no interpretation {name_node.value!r} in this spec")
    by_option = {key: value.as_int(minimum=1) for key, value in rounds.entries()}
    if set(by_option) != set(interpretation.options):
        raise rounds.error(f"rounds names one number for each option of {interpretation.name}: "
                           f"{', '.join(interpretation.options)}")  # fmt: skip
    return interpretation.name, by_option


@cache
def arcade_rules() -> ArcadeRules:
    """The game's rules_spec and schedules (memoised: the rule mutants patch what reads them)."""
    spec = load_rules_spec(rules_spec_path(SPEC_FILE), extra_keys=("arcade",))
    section = spec.extra["arcade"]
    section.check_keys(required=("levels", "games", "commission", "jackpot", "tournament"),
                       optional=("outside_harness",))  # fmt: skip
    terms = _tournament_terms(section.require("tournament"))
    levels = {}
    for name, node in section.require("levels").entries():
        levels[name] = read_level(name, node)
        check_tournament_amounts(levels[name], terms, node.require("amounts"))
    rounds: dict[Variant, int] = {}
    rounds_by: dict[Variant, tuple[str, dict[str, int]]] = {}
    for name, node in section.require("games").entries():
        try:
            variant = Variant(name)
        except ValueError:
            raise node.error(f"unknown game {name!r}; the games are {', '.join(Variant)}") from None
        found = _rounds(spec, node)
        if isinstance(found, int):
            rounds[variant] = found
        else:
            rounds_by[variant] = found
            rounds[variant] = found[1][spec.interpretations[found[0]].default]
    outside = []
    if (listed := section.get("outside_harness")) is not None:
        for item in listed.items():
            item.check_keys(required=("version", "clause", "prize"), optional=("at_tournament",))
            clause = item.require("clause")
            if clause.value not in spec.clauses:
                raise clause.error(f"no clause {clause.value!r} in this spec")
            at_tournament = item.get("at_tournament")
            outside.append(OutsidePrize(version=item.require("version").as_int(minimum=1), clause=clause.as_str(),
                                        prize=item.require("prize").as_str(),
                                        at_tournament=at_tournament.as_bool() if at_tournament else True))  # fmt: skip
    root = project_root()
    commissions = {}
    for key, node in section.require("commission").entries():
        commission = load_commission(root / node.as_str())
        if str(commission.version) != key:
            raise node.error(f"{node.as_str()} is the schedule of version {commission.version}, not {key}")
        commissions[commission.version] = commission
    jackpot = load_jackpot(root / section.require("jackpot").as_str())
    return ArcadeRules(spec=spec, levels=levels, rounds=rounds, commissions=commissions, jackpot=jackpot,
                       tournament=terms, outside_harness=tuple(outside), rounds_by=rounds_by)  # fmt: skip
