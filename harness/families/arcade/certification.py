"""Arcade table poker's part of its certification (harness.certify.pipeline): the seed's worked
hand settled under Ver.1 and Ver.2, the house's take per hand as an exact formula of the bets
for each level and version, and the same figures simulated with the stated random players
(harness.families.arcade.players), with 95% intervals and the distribution of pot sizes.

`--version 1|2` and `--level NAME` (the game's own certify options, harness.families.arcade.model)
narrow the figures to one version or level; by default every one is reported.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from harness.certify.game_part import GameMeasurement, RunSettings, SuiteSpec
from harness.certify.options import CertifyOptions
from harness.core.stats import Estimate, mean_estimate, ratio_estimate
from harness.families.arcade.hand import parse_hand
from harness.families.arcade.notices import certification_notices
from harness.families.arcade.players import play_hand
from harness.families.arcade.rules import VERSIONS, ArcadeRules, Variant, arcade_rules
from harness.families.arcade.settle import Ledger, settle_hand
from harness.games.game_model import GameEntry
from harness.reports.model import InputFile, InterpretationRow, PaytableIdentity, ReportSection, VerdictCheck
from harness.reports.parts import sha256_of
from harness.runtime.progress import status
from harness.runtime.project import project_root, relative_display
from harness.spec.errors import RoundError, UsageError
from harness.spec.rules_spec import Clause, option_key
from harness.spec.yaml_source import load_text

DEFAULT_HANDS = 2_000  # per level and version
PLAYERS = 5

#: The seed's worked hand (004 §All-in, the Ver.1 example) as a Draw Poker hand, owner B.
SEED_HAND: dict[str, Any] = {
    "game": "arcade-poker",
    "variant": "draw",
    "level": "advanced",
    "owner": "B",
    "seats": [
        {"name": "A", "chips": 400, "cards": "Ah Ad Ac 7s 2d"},
        {"name": "B", "chips": 1000},
        {"name": "C", "chips": 1000, "cards": "Kh Kd Qc Qs 3d"},
        {"name": "D", "chips": 1000},
        {"name": "E", "chips": 1000},
    ],
    "rounds": [
        ["B bet 100", "C raise 200", "D fold", "E call", "A call", "B fold"],
        ["C bet 50", "E call", "A all-in", "C raise 200", "E fold"],
    ],
}
#: Ver.1: the seed's own figures. Ver.2: worked by hand (features/arcade_poker/worked_example.
#: feature): A receives 250 + 70% x 650 + 300 = 1,005; the house 250 + 195 = 445.
SEED_FIGURES = {
    1: {"pot": 1450, "paid_A": 1015, "bonus_points_A": 435, "returned_C": 100, "house_take": 0},
    2: {"pot": 1200, "paid_A": 1005, "bonus_points_A": 0, "returned_C": 100, "house_take": 445},
}


def seed_hand(version: int, interpretations: dict[str, str] | None = None) -> Ledger:
    document = SEED_HAND | {"version": version, "interpretations": interpretations or {}}
    return settle_hand(parse_hand(load_text(_json(document), "<seed 004>", RoundError)))


def _json(data: dict[str, Any]) -> str:
    import json

    return json.dumps(data)


def seed_figures(ledger: Ledger) -> dict[str, int]:
    return {
        "pot": ledger.pot_total,
        "paid_A": ledger.paid[0],
        "bonus_points_A": ledger.bonus_points[0],
        "returned_C": ledger.returns[2],
        "house_take": ledger.house_take,
    }


# -- the exact formula ---------------------------------------------------------------------------


def _text(rate: Fraction) -> str:
    return f"{rate.numerator}/{rate.denominator}" if rate.denominator != 1 else str(rate.numerator)


def house_formula(rules: ArcadeRules, level: str, version: int) -> dict[str, Any]:
    """What the house keeps of a hand, as coefficients of its antes and bets (AP-1.1, AP-7)."""
    lv = rules.levels[level]
    rates = rules.commissions[version].rates(lv)
    w, b = rates.winner, rates.bonus_points
    ante_kept = 1 - rates.ante_to_pot + rates.ante_to_pot * (1 - w.pot_antes - b.pot_antes)
    ante_bonus = rates.ante_to_pot * b.pot_antes
    others, own = 1 - w.other_bets - b.other_bets, 1 - w.own_bets - b.own_bets
    formula = (
        f"house take = {_text(ante_kept)} x {lv.ante} x n + {_text(others)} x (bets of the players who do not win "
        f"each pot) + {_text(own)} x (the winners' own bets) + odd chips; bonus points = {_text(ante_bonus)} x "
        f"{lv.ante} x n + {_text(b.other_bets)} x (others' bets) + {_text(b.own_bets)} x (own bets)"
    )
    return {
        "level": level,
        "version": version,
        "ante": lv.ante,
        "ante_kept_per_seat": str(ante_kept * lv.ante),
        "others_bets_kept": _text(others),
        "own_bets_kept": _text(own),
        "bonus_points_of_antes": _text(ante_bonus),
        "bonus_points_of_bets": _text(b.other_bets),
        "formula": formula,
    }


# -- simulation ----------------------------------------------------------------------------------


@dataclass(slots=True)
class _Sums:
    n: int = 0
    take: int = 0
    take_sq: int = 0
    kept: int = 0
    kept_sq: int = 0
    bonus: int = 0
    bonus_sq: int = 0
    bet: int = 0
    bet_sq: int = 0
    take_bet: int = 0
    kept_bet: int = 0
    pot: int = 0
    pot_sq: int = 0
    conserved: bool = True

    def add(self, ledger: Ledger, pots: list[int]) -> None:
        jackpot = sum(ledger.jackpot)
        take = ledger.house_take + jackpot  # the jackpot schedule is illustrative: reported apart
        kept = take + sum(ledger.bonus_points)
        bet = ledger.chips_in - sum(ledger.returns)
        self.n += 1
        self.take += take
        self.take_sq += take * take
        self.kept += kept
        self.kept_sq += kept * kept
        self.bonus += sum(ledger.bonus_points)
        self.bonus_sq += sum(ledger.bonus_points) ** 2
        self.bet += bet
        self.bet_sq += bet * bet
        self.take_bet += take * bet
        self.kept_bet += kept * bet
        self.pot += ledger.pot_total
        self.pot_sq += ledger.pot_total**2
        pots.append(ledger.pot_total)
        paid = ledger.chips_paid + ledger.house_take + sum(ledger.bonus_points)
        self.conserved &= paid == ledger.chips_in


def _quantile(ordered: Sequence[int], q: float) -> int:
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _per_100(ratio: Estimate) -> dict[str, object]:
    return {**ratio.to_json(), "value": 100 * ratio.value, "ci95": [100 * ratio.low, 100 * ratio.high],
            "half_width": 100 * ratio.half_width}  # fmt: skip


def simulate(
    rules: ArcadeRules, level: str, version: int, hands: int, seed: int, chosen: dict[str, str] | None = None
) -> dict[str, Any]:
    """`hands` hands of the random players (PLAYERS seats, the game drawn uniformly)."""
    rng = random.Random(f"arcade-poker/{level}/{version}/{seed}")
    tournament = rules.levels[level].tournament
    sums, pots = _Sums(), list[int]()
    for _ in range(hands):
        variant = Variant.HOLDEM if tournament else rng.choice(list(Variant))
        hand = play_hand(
            rng, variant=variant, version=version, level=level, players=PLAYERS, rules=rules, interpretations=chosen
        )
        sums.add(settle_hand(hand, rules), pots)
    ordered = sorted(pots)
    n = sums.n
    per_100 = ratio_estimate(n, Fraction(sums.take), Fraction(sums.bet), Fraction(sums.take_sq),
                             Fraction(sums.bet_sq), Fraction(sums.take_bet))  # fmt: skip
    kept_100 = ratio_estimate(n, Fraction(sums.kept), Fraction(sums.bet), Fraction(sums.kept_sq),
                              Fraction(sums.bet_sq), Fraction(sums.kept_bet))  # fmt: skip
    return {
        "level": level,
        "version": version,
        "hands": n,
        "house_keeps_with_bonus_points_per_100_bet": _per_100(kept_100),
        "house_take_per_hand": mean_estimate(n, sums.take, sums.take_sq).to_json(),
        "house_keeps_with_bonus_points_per_hand": mean_estimate(n, sums.kept, sums.kept_sq).to_json(),
        "bonus_points_per_hand": mean_estimate(n, sums.bonus, sums.bonus_sq).to_json(),
        "house_take_per_100_bet": _per_100(per_100),
        "chips_bet_per_hand": mean_estimate(n, sums.bet, sums.bet_sq).to_json(),
        "pot": {
            "mean": mean_estimate(n, sums.pot, sums.pot_sq).to_json(),
            "quantiles": {f"p{int(q * 100)}": _quantile(ordered, q) for q in (0.1, 0.25, 0.5, 0.75, 0.9)},
            "max": ordered[-1],
        },
        "conserved": sums.conserved,
    }


# -- report sections -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class SeedExampleSection:
    rows: tuple[dict[str, Any], ...]
    title: str = "The seed's worked example under Ver.1 and Ver.2"
    template: str = "arcade_worked_example.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"arcade_worked_example": list(self.rows)}


@dataclass(frozen=True, slots=True, kw_only=True)
class HouseFormulaSection:
    rows: tuple[dict[str, Any], ...]
    title: str = "What the house keeps per hand: the exact formula"
    template: str = "arcade_house_formula.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"arcade_house_formula": list(self.rows)}


@dataclass(frozen=True, slots=True, kw_only=True)
class SimulationSection:
    rows: tuple[dict[str, Any], ...]
    model: str
    title: str = "Simulated house take and pot sizes"
    template: str = "arcade_simulation.html.j2"
    placement: str = "headline"

    def json_fields(self) -> dict[str, Any]:
        return {"arcade_simulation": {"player_model": self.model, "rows": list(self.rows)}}


@dataclass(frozen=True, slots=True, kw_only=True)
class ArcadeCertification:
    """Arcade table poker's inputs, validated, and its measurements."""

    entry: GameEntry
    rules: ArcadeRules
    versions: tuple[int, ...]
    levels: tuple[str, ...]
    chosen: dict[str, str]

    @classmethod
    def load(cls, entry: GameEntry, options: CertifyOptions) -> ArcadeCertification:
        rules = arcade_rules()
        if options.paytable:
            raise UsageError(f"{entry.name} has no paytable: its commission is commission_schedules/arcade_poker/")
        given = dict(options.game_options)
        versions: tuple[int, ...] = VERSIONS
        if "version" in given:
            if given["version"] not in ("1", "2"):
                raise UsageError(f"--version is 1 or 2, got {given['version']!r}")
            versions = (int(given["version"]),)
        levels = tuple(rules.levels)
        if "level" in given:
            if given["level"] not in rules.levels:
                raise UsageError(f"--level is one of {', '.join(rules.levels)}, got {given['level']!r}")
            levels = (given["level"],)
        chosen = {name: i.default for name, i in rules.spec.interpretations.items()}
        for name, value in options.interpretations:
            found = rules.spec.interpretations.get(name)
            if found is None or option_key(value) not in found.options:
                raise UsageError(f"unknown interpretation {name}={value} for {entry.name}")
            chosen[name] = option_key(value)
        return cls(entry=entry, rules=rules, versions=versions, levels=levels, chosen=chosen)

    @property
    def title(self) -> str:
        return self.rules.spec.title

    @property
    def paytable(self) -> PaytableIdentity | None:
        return None

    @property
    def inputs(self) -> tuple[InputFile, ...]:
        root = project_root()
        features = sorted((root / "features" / self.entry.features).glob("*.feature"))
        schedules = [root / c.path for c in self.rules.commissions.values()] + [root / self.rules.jackpot.path]
        return (
            InputFile(role="rules", path=self.rules.spec.path, sha256=self.rules.spec.sha256),
            *(InputFile(role="schedule", path=relative_display(p), sha256=sha256_of(p)) for p in schedules),
            *(InputFile(role="feature", path=relative_display(p), sha256=sha256_of(p)) for p in features),
        )

    @property
    def interpretations(self) -> tuple[InterpretationRow, ...]:
        return tuple(InterpretationRow.of(i, self.chosen[name]) for name, i in self.rules.spec.interpretations.items())

    @property
    def clause_specs(self) -> Sequence[tuple[str, Sequence[Clause]]]:
        return [(self.rules.spec.path, list(self.rules.spec.clauses.values()))]

    @property
    def suite(self) -> SuiteSpec:
        return SuiteSpec(bindings=(self.entry.binding,))

    @property
    def default_rounds(self) -> int:
        return DEFAULT_HANDS

    @property
    def records_baselines(self) -> bool:
        return False

    def prepare(self, run: RunSettings) -> None:
        if run.checkpoint is not None:
            raise UsageError(f"{self.entry.name} keeps no checkpoint: its simulation is short")

    def baseline_record(self, report: dict[str, Any]) -> dict[str, Any]:
        raise UsageError(f"baselines are not supported for {self.entry.name} yet")

    def measure(self, run: RunSettings) -> GameMeasurement:
        from harness.families.arcade.players import __doc__ as model

        examples, lines, checks = [], [], []
        for version in VERSIONS:
            figures = seed_figures(seed_hand(version, self.chosen))
            expected = SEED_FIGURES[version]
            examples.append({"version": version, "figures": figures, "expected": expected})
            checks.append(VerdictCheck(key=f"seed_example_ver{version}", passed=figures == expected))
            lines.append(f"seed example Ver.{version}: pot {figures['pot']}, A paid {figures['paid_A']} + "
                         f"{figures['bonus_points_A']} BP, C back {figures['returned_C']}, "
                         f"house {figures['house_take']}"
                         + ("" if figures == expected else " (DIFFERS FROM THE EXPECTED FIGURES)"))  # fmt: skip
        formulas = tuple(house_formula(self.rules, lv, v) for lv in self.levels for v in self.versions)
        rows = []
        for level in self.levels:
            for version in self.versions:
                status(f"simulating {run.rounds:,} hands at the {level} table, Ver.{version}")
                row = simulate(self.rules, level, version, run.rounds, run.seed, self.chosen)
                rows.append(row)
                take, kept = row["house_take_per_100_bet"], row["house_keeps_with_bonus_points_per_100_bet"]
                lines.append(f"{level} Ver.{version}: house take {row['house_take_per_hand']['value']:.2f} per hand, "
                             f"{take['value']:.2f} per 100 chips bet (95% {take['ci95'][0]:.2f} to "
                             f"{take['ci95'][1]:.2f}); with bonus points {kept['value']:.2f} per 100; "
                             f"median pot {row['pot']['quantiles']['p50']}")  # fmt: skip
        checks.append(VerdictCheck(key="chips_conserved", passed=all(r["conserved"] for r in rows)))
        sections: list[ReportSection] = [
            SeedExampleSection(rows=tuple(examples)),
            HouseFormulaSection(rows=formulas),
            SimulationSection(rows=tuple(rows), model=" ".join((model or "").split())),
        ]
        notices = certification_notices(self.rules, self.levels, self.versions)
        return GameMeasurement(sections=tuple(sections), summary=tuple(lines), fields={"hands": run.rounds},
                               checks=tuple(checks), notices=notices)  # fmt: skip
