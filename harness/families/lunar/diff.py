"""A game of the Lunar Poker family under two settings (paytable + readings of the rules),
compared on the same deals (`diff_game`; Lunar Poker's report is `lunar_diff`'s, as it was).

Exact where the harness counts exactly: the Super bet, the Instant payout and the Jackpot Bonus
on the first five cards, over all 2,598,960 hands, as Fractions. The rest of the game (Ante,
Raise, fees, options) is simulated with *common random numbers*: every
setting plays the same seeded deals (`harness.families.lunar.simulate.deal_batch`, so the same plan and
seed give the same deals as `certify` and `analyze`) through the fast engine, and the per-round
differences of their nets are what is averaged. The settings' nets are strongly correlated, so
the interval of a delta is far narrower than the two runs' own intervals: a change of a few
hundredths of a point is resolved with the rounds a single run needs.

Sums are exact integers over rounds: of each per-round series and of every product of two
series. Any figure that is a smooth function of the series' means (a mean, a ratio, the
difference of two ratios) then gets its 95% interval by the delta method, from exact sample
covariances, whatever setting each series belongs to.
"""

from __future__ import annotations

import itertools
import json
import math
import platform
import re
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from harness import __version__
from harness.core.paytable import paytable_path
from harness.core.paytable_diff import diff_paytables
from harness.core.stats import Z95, Estimate
from harness.families.lunar.analysis.five_card import TOTAL_HANDS, analyse_table, fraction_json
from harness.families.lunar.fast import FastBatch, FastTables, play_batch
from harness.families.lunar.game import FAMILY_RULES, GAME, TableRules, game_settings, game_table_rules
from harness.families.lunar.settings import GameSettings
from harness.families.lunar.simulate import DEFAULT_BATCH, SimulationPlan, deal_batch, fast_tables
from harness.families.lunar.suite_paytable import paytable_variable
from harness.games.game_model import DiffRequest
from harness.gherkin.feature_run import NOT_APPLICABLE_OUTCOME, ScenarioResult, SuiteRun, run_feature_suite
from harness.runtime.executors import Placement, run_batches
from harness.runtime.project import project_root, relative_display, user_display
from harness.spec.errors import UsageError

DEFAULT_DIFF_ROUNDS = 2_000_000
#: Per-round series each setting contributes, in units of the Ante (Super = Ante = 1).
SERIES = ("rest", "ante", "raise", "fee", "staked")
ProgressCallback = Callable[[int, int], None]


# -- one side of a comparison ---------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class GameSetting:
    """A game of the Lunar Poker family, a paytable file and every interpretation in force:
    what one run is played under."""

    paytable: str
    interpretations: tuple[tuple[str, str], ...]
    game: str = GAME

    @classmethod
    def of(cls, paytable: str, interpretations: dict[str, str] | None = None, *, game: str = GAME) -> GameSetting:
        """Resolve and validate (a bad file or reading raises here, before anything runs)."""
        path = paytable_path(game_settings(game).paytable_folder, paytable).resolve()
        rules = game_table_rules(game, str(path), interpretations)
        return cls(paytable=str(path), interpretations=tuple(sorted(rules.interpretations.items())), game=game)

    def rules(self) -> TableRules:
        return game_table_rules(self.game, self.paytable, dict(self.interpretations))

    def fast_tables(self) -> FastTables:
        return fast_tables((self.game, self.paytable, self.interpretations))


# -- exact moments over rounds ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Linearised:
    """A figure as a function of series means: its value and its gradient (for the delta method)."""

    value: Fraction
    gradient: dict[str, Fraction]

    def __sub__(self, other: Linearised) -> Linearised:
        gradient = dict(self.gradient)
        for name, g in other.gradient.items():
            gradient[name] = gradient.get(name, Fraction(0)) - g
        return Linearised(self.value - other.value, gradient)

    def __truediv__(self, other: Linearised) -> Linearised:
        """The ratio of two figures: d(a/b) = da/b - (a/b) db/b."""
        ratio = self.value / other.value
        gradient = {name: g / other.value for name, g in self.gradient.items()}
        for name, g in other.gradient.items():
            gradient[name] = gradient.get(name, Fraction(0)) - ratio * g / other.value
        return Linearised(ratio, gradient)


@dataclass(slots=True)
class Moments:
    """Exact sums of each series and of each product of two series, over rounds."""

    names: tuple[str, ...]
    n: int = 0
    sums: list[int] = field(default_factory=list)
    products: list[list[int]] = field(default_factory=list)

    @classmethod
    def empty(cls, names: tuple[str, ...]) -> Moments:
        k = len(names)
        return cls(names=names, n=0, sums=[0] * k, products=[[0] * k for _ in range(k)])

    @classmethod
    def of_columns(cls, names: tuple[str, ...], columns: npt.NDArray[np.int64]) -> Moments:
        """From an (n, k) array of per-round values. int64 cannot overflow here: a round's net is
        at most a few thousand Antes, so a batch's sum of products stays below 2**50."""
        return cls(
            names=names,
            n=int(columns.shape[0]),
            sums=[int(x) for x in columns.sum(axis=0).tolist()],
            products=[[int(x) for x in row] for row in (columns.T @ columns).tolist()],
        )

    def merge(self, other: Moments) -> None:
        assert other.names == self.names
        self.n += other.n
        self.sums = [a + b for a, b in zip(self.sums, other.sums, strict=True)]
        self.products = [
            [a + b for a, b in zip(row, other_row, strict=True)]
            for row, other_row in zip(self.products, other.products, strict=True)
        ]

    def mean(self, name: str) -> Fraction:
        return Fraction(self.sums[self.names.index(name)], self.n)

    def covariance(self, a: str, b: str) -> Fraction:
        """Unbiased sample covariance, exact."""
        i, j = self.names.index(a), self.names.index(b)
        n = self.n
        if n < 2:
            return Fraction(0)
        return Fraction(n * self.products[i][j] - self.sums[i] * self.sums[j], n * (n - 1))

    def estimate(self, figure: Linearised) -> Estimate:
        """Value with a delta-method 95% interval."""
        terms = [(name, g) for name, g in figure.gradient.items() if g != 0]
        variance = sum(
            (ga * gb * self.covariance(a, b) for a, ga in terms for b, gb in terms),
            Fraction(0),
        )
        se = math.sqrt(max(float(variance), 0.0) / self.n) if self.n else 0.0
        return Estimate(value=float(figure.value), half_width=Z95 * se, n=self.n)

    # -- figures of one setting (series prefixed `<index>.`) --------------------------------
    def component(self, setting: int, name: str, sign: int = 1) -> Linearised:
        key = f"{setting}.{name}"
        return Linearised(sign * self.mean(key), {key: Fraction(sign)})

    def house_edge(self, setting: int, super_ev: Fraction, units: int = 2) -> Linearised:
        """Expected loss / (Ante + Super): -(E[rest] + Super EV) / 2, Super exact (`units` 1:
        per Ante, in a game without a Super)."""
        key = f"{setting}.rest"
        return Linearised(-(self.mean(key) + super_ev) / units, {key: Fraction(-1, units)})

    def element_of_risk(self, setting: int, super_ev: Fraction, *, with_fees: bool) -> Linearised:
        """Expected loss / expected staked (Ante + Super + Raise, plus fees if `with_fees`)."""
        rest = f"{setting}.rest"
        loss = Linearised(-(self.mean(rest) + super_ev), {rest: Fraction(-1)})
        stake = self.component(setting, "staked")
        if with_fees:
            fee = self.component(setting, "fee")
            stake = Linearised(stake.value + fee.value, {**stake.gradient, **fee.gradient})
        return loss / stake


def series_names(settings: int, series: tuple[str, ...] = SERIES) -> tuple[str, ...]:
    return tuple(f"{index}.{name}" for index in range(settings) for name in series)


def batch_columns(batch: FastBatch) -> list[npt.NDArray[np.int64]]:
    """The per-round SERIES of one setting's batch."""
    return [batch.rest, batch.ante_net, batch.raise_net, batch.fee, batch.staked]


@dataclass(frozen=True, slots=True, kw_only=True)
class CommonDealsPlan:
    """Several settings of one game over one stream of deals (the deals of `SimulationPlan(rounds,
    seed)` for that game)."""

    settings: tuple[GameSetting, ...]
    rounds: int
    seed: int
    batch_size: int = DEFAULT_BATCH

    @property
    def deals(self) -> SimulationPlan:
        first = self.settings[0]
        return SimulationPlan(
            paytable=first.paytable,
            interpretations=dict(first.interpretations),
            rounds=self.rounds,
            seed=self.seed,
            batch_size=self.batch_size,
            game=first.game,
        )


def play_common_batch(plan: CommonDealsPlan, index: int) -> Moments:
    """One batch of deals played under every setting; a pure function of (plan, index)."""
    deals = deal_batch(plan.deals, index)
    columns: list[npt.NDArray[np.int64]] = []
    for setting in plan.settings:
        columns.extend(batch_columns(play_batch(deals, setting.fast_tables())))
    return Moments.of_columns(series_names(len(plan.settings)), np.stack(columns, axis=1).astype(np.int64))


def run_common_deals(
    plan: CommonDealsPlan,
    *,
    processes: bool = True,
    progress: ProgressCallback | None = None,
    play: Callable[[CommonDealsPlan, int], Moments] = play_common_batch,
    warm_first: bool = True,
) -> Moments:
    """Every batch of `play` (a pure function of plan and index), in local processes. With
    `warm_first` the first runs here so the forked workers inherit the fast engine's warmed
    class tables. The sums are integers, so the result is the same in any order."""
    deal_plan = plan.deals
    total: Moments | None = None
    done = 0
    indices = list(range(deal_plan.batches))
    first = [(0, play(plan, indices.pop(0)))] if warm_first else []
    finished: Iterator[tuple[int, Moments]] = itertools.chain(
        first, run_batches(play, plan, indices, Placement(processes=processes))
    )
    for index, moments in finished:
        if total is None:
            total = Moments.empty(moments.names)
        total.merge(moments)
        done += deal_plan.batch_rounds(index)
        if progress:
            progress(done, deal_plan.rounds)
    assert total is not None  # a plan has at least one batch
    return total


# -- figures of two settings ------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class ExactFigures:
    super_ev: Fraction  # 0 in a game without a Super
    super_hit_frequency: Fraction
    instant_ev: Fraction
    jackpot_ev: Fraction | None = None  # the Jackpot Bonus per unit, when settled on the first five


def exact_figures(rules: TableRules) -> ExactFigures:
    settings = rules.settings
    super_table = rules.paytable.table("super") if settings.super_bet else None
    super_analysis = analyse_table(super_table, rules.super_context) if super_table else None
    instant = rules.paytable.table("instant") if settings.instant_payout else None
    jackpot = None
    if settings.jackpot is not None and rules.reading("jackpot_hand") == "first_five":
        jackpot = analyse_table(rules.paytable.tables["jackpot"]).expected_value
    return ExactFigures(
        super_ev=super_analysis.expected_value if super_analysis else Fraction(0),
        super_hit_frequency=super_analysis.hit_frequency if super_analysis else Fraction(0),
        instant_ev=analyse_table(instant).expected_payout if instant else Fraction(0),
        jackpot_ev=jackpot,
    )


def _exact_row(bet: str, label: str, old: Fraction, new: Fraction) -> dict[str, Any]:
    return {
        "bet": bet,
        "label": label,
        "basis": "exact",
        "old": fraction_json(old),
        "new": fraction_json(new),
        "delta": fraction_json(new - old),
    }


def _simulated_row(bet: str, label: str, moments: Moments, old: Linearised, new: Linearised) -> dict[str, Any]:
    delta = moments.estimate(new - old).to_json()
    delta["paired"] = True
    return {
        "bet": bet,
        "label": label,
        "basis": "simulated",
        "old": moments.estimate(old).to_json(),
        "new": moments.estimate(new).to_json(),
        "delta": delta,
    }


def return_rows(
    moments: Moments,
    old: ExactFigures,
    new: ExactFigures,
    *,
    old_index: int = 0,
    new_index: int = 1,
    settings: GameSettings,
) -> list[dict[str, Any]]:
    """Each bet's return under both settings and the delta. Bets: expected net to the player
    per unit staked on them (Ante units for Ante, Raise and fees); game: house-side figures.
    The bets are the game's (`settings`)."""
    m, a, b = moments, old_index, new_index
    rows = []
    if settings.super_bet:
        rows += [
            _exact_row("super", "Super bet on the own hand (net per unit of Super)", old.super_ev, new.super_ev),
            _exact_row("super_hit_frequency", "Super hit frequency", old.super_hit_frequency, new.super_hit_frequency),
        ]
    if settings.instant_payout:
        rows.append(_exact_row("instant", "Instant payout (per unit of Ante)", old.instant_ev, new.instant_ev))
    if old.jackpot_ev is not None and new.jackpot_ev is not None:
        label = "Jackpot Bonus on the first five cards (net per unit)"
        rows.append(_exact_row("jackpot", label, old.jackpot_ev, new.jackpot_ev))
    options = (settings.dealer_draw, settings.insurance, settings.buy_dealer_qualification, settings.jackpot)
    buy_and_exchange_only = settings.buy and settings.exchange is not None and options == (None,) * len(options)
    fees = ("Buy/exchange fees (per unit of Ante)" if buy_and_exchange_only
            else "Fees: buy, exchange and options (per unit of Ante)")  # fmt: skip
    per = "(Ante + Super)" if settings.super_bet else "Ante"
    units = settings.mandatory_units
    rows += [
        _simulated_row(
            "ante", "Ante as played (net per unit of Ante)", m, m.component(a, "ante"), m.component(b, "ante")
        ),
        _simulated_row(
            "raise", "Raise as played (net per unit of Ante)", m, m.component(a, "raise"), m.component(b, "raise")
        ),
        _simulated_row("fees", fees, m, m.component(a, "fee", -1), m.component(b, "fee", -1)),
        _simulated_row(
            "house_edge",
            f"House edge: expected loss / {per}",
            m,
            m.house_edge(a, old.super_ev, units),
            m.house_edge(b, new.super_ev, units),
        ),
    ]
    for with_fees in (False, True):
        rows.append(
            _simulated_row(
                "element_of_risk_with_fees" if with_fees else "element_of_risk_without_fees",
                f"Element of risk, fees {'in' if with_fees else 'not in'} the total staked",
                m,
                m.element_of_risk(a, old.super_ev, with_fees=with_fees),
                m.element_of_risk(b, new.super_ev, with_fees=with_fees),
            )
        )
    return rows


# -- scenarios whose expected chips change ---------------------------------------------------


def _feature_display(feature: str) -> str:
    """The recorder names feature files relative to features/; show them from the project root."""
    if feature and (project_root() / "features" / feature).exists():
        return f"features/{feature}"
    return feature


def _scenario_json(result: ScenarioResult) -> dict[str, Any]:
    feature = _feature_display(result.feature)
    return {
        "scenario": result.scenario,
        "feature": feature,
        "line": result.line,
        "where": f"{feature}:{result.line}" if feature and result.line else feature,
        "tags": list(result.tags),
        "message": _first_line(result.message),
        "translations": list(result.translations),
    }


def _first_line(message: str) -> str:
    """The failing step's pattern and pytest's first `E` line: what a reviewer needs to see."""
    lines = message.splitlines()
    error = next((line[1:].strip() for line in lines if line.startswith("E ")), "")
    step = ""
    for line in lines:
        match = re.search(r"@(given|when|then)\(.*?[\"'](.+?)[\"']", line)
        if match:
            step = f"{match.group(1)} {match.group(2)}: "
    text = step + error if error else (lines[-1].strip() if lines else "")
    return text[:300]


def suite_of(game: str) -> tuple[list[str], str, str]:
    """The game's Gherkin suite: its pytest binding, its features folder, and the environment
    variable its rounds read the paytable from (suite_paytable)."""
    stem = Path(FAMILY_RULES[game]).stem
    return [f"tests/bdd/test_{stem}.py"], f"features/{stem}", paytable_variable(game)


def scenario_changes(old: GameSetting, new: GameSetting) -> dict[str, Any]:
    """Run the Gherkin suite against OLD and NEW side by side (two pytest subprocesses) and list
    the scenarios that pass on OLD and fail on NEW (a rule the change breaks), and those that do
    not apply to NEW (their hands are paid on other lines there: harness.families.lunar.paytable_in_force).
    Scenarios that apply to both read their chips from each side's paytable."""

    bindings, folder, variable = suite_of(new.game)

    def run(setting: GameSetting) -> SuiteRun:
        return run_feature_suite(bindings, env_overrides={variable: setting.paytable})

    with ThreadPoolExecutor(max_workers=2) as pool:
        old_run, new_run = pool.map(run, (old, new))
    old_outcome = {s.scenario: s.outcome for s in old_run.scenarios}
    regressions, still_failing, fixed, not_applicable, chips_change = [], [], [], [], []
    for s in new_run.scenarios:
        before = old_outcome.get(s.scenario, "not run")
        if s.translations:
            chips_change.append(_scenario_json(s))
        if s.outcome == NOT_APPLICABLE_OUTCOME:
            not_applicable.append(_scenario_json(s))
        elif s.outcome != "passed" and before == "passed":
            regressions.append(_scenario_json(s))
        elif s.outcome != "passed":
            still_failing.append(_scenario_json(s))
        elif before != "passed":
            fixed.append(_scenario_json(s))
    return {
        "run": True,
        "command": new_run.command,
        "features": folder,
        "total": len(new_run.scenarios),
        "old": {"passed": old_run.passed, "failed": old_run.failed, "not_applicable": old_run.not_applicable},
        "new": {"passed": new_run.passed, "failed": new_run.failed, "not_applicable": new_run.not_applicable},
        "chips_change": chips_change,
        "not_applicable_to_new": not_applicable,
        "regressions": regressions,
        "failing_before_and_after": still_failing,
        "fixed": fixed,
        "note": f"The suite reads the paytable from {variable}; scenarios choose their own "
        "interpretations, so only the paytable change is reflected here.",
    }


# -- the whole comparison ---------------------------------------------------------------------


def _side_json(setting: GameSetting) -> dict[str, Any]:
    rules = setting.rules()
    p = rules.paytable
    return {
        "paytable": {
            "name": p.name,
            "version": p.version,
            "title": p.title,
            "path": p.path,
            "sha256": p.sha256,
            "source": p.source,
        },
        "interpretations": dict(setting.interpretations),
    }


def lunar_diff(
    old: GameSetting,
    new: GameSetting,
    *,
    rounds: int = DEFAULT_DIFF_ROUNDS,
    seed: int = 1,
    scenarios: bool = True,
    processes: bool = True,
    progress: ProgressCallback | None = None,
    command: str = "",
) -> dict[str, Any]:
    """The change report's data: lines, returns before/after with deltas, scenario regressions."""
    old_rules, new_rules = old.rules(), new.rules()
    settings = old_rules.settings
    if old.game != new.game:
        raise UsageError(f"OLD is a {old.game} setting, NEW a {new.game} one: a diff compares one game")
    lines = diff_paytables(old_rules.paytable, new_rules.paytable, settings.table_kinds)
    changed_readings = {
        name: {"old": value, "new": dict(new.interpretations)[name]}
        for name, value in old.interpretations
        if dict(new.interpretations)[name] != value
    }
    # The suite first: forking simulation workers while pytest subprocesses are watched from
    # threads would copy a half-held lock into the workers.
    scenario_report = scenario_changes(old, new) if scenarios else {"run": False}
    plan = CommonDealsPlan(settings=(old, new), rounds=rounds, seed=seed)
    moments = run_common_deals(plan, processes=processes, progress=progress)
    returns = return_rows(moments, exact_figures(old_rules), exact_figures(new_rules), settings=settings)
    return {
        "report": "tablecert change report",
        "game": old.game,
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "software": {"tablecert": __version__, "python": platform.python_version(), "numpy": np.__version__},
        "command": command,
        "old": _side_json(old),
        "new": _side_json(new),
        "paytable_changes": lines.to_json(),
        "interpretation_changes": changed_readings,
        "returns": returns,
        "simulation": {
            "rounds": moments.n,
            "seed": seed,
            "batch_size": plan.batch_size,
            "engine": "fast",
            "method": "common random numbers: OLD and NEW play the same seeded deals; the delta's "
            "interval comes from the per-round paired differences",
            "exact_hands": TOTAL_HANDS,
        },
        "scenarios": scenario_report,
    }


# -- text -------------------------------------------------------------------------------------


def _pct(value: float, digits: int = 4, sign: bool = False) -> str:
    return f"{value * 100:+.{digits}f}%" if sign else f"{value * 100:.{digits}f}%"


def _table(rows: Sequence[Sequence[str]], right: Sequence[int] = ()) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    out = []
    for row in rows:
        cells = [
            cell.rjust(w) if i in right else cell.ljust(w) for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        out.append("  " + "  ".join(cells).rstrip())
    return out


def render_diff_text(result: dict[str, Any]) -> str:
    old, new = result["old"]["paytable"], result["new"]["paytable"]
    out = [
        f"{result['game']}: {old['name']} v{old['version']} ({old['path']}) -> "
        f"{new['name']} v{new['version']} ({new['path']})",
    ]
    for name, change in result["interpretation_changes"].items():
        out.append(f"  interpretation {name}: {change['old']} -> {change['new']}")
    changes = result["paytable_changes"]
    out.append("")
    out.append("Paytable lines")
    if changes["lines"]:
        rows = [["table", "line", "change", "old", "new"]]
        for c in changes["lines"]:
            if c["change"] == "changed":
                for f in c["fields"]:
                    old_text = f"{f['old']} to 1" if f["field"] == "pays" else str(f["old"])
                    new_text = f"{f['new']} to 1" if f["field"] == "pays" else str(f["new"])
                    rows.append([c["table"], c["line"], f"{f['field']} changed", old_text, new_text])
            else:
                line = c["new"] or c["old"]
                detail = f"{line['pays']} to 1: {line['when']}"
                rows.append(
                    [
                        c["table"],
                        c["line"],
                        c["change"],
                        detail if c["change"] == "removed" else "—",
                        detail if c["change"] == "added" else "—",
                    ]
                )
        out.extend(_table(rows))
    else:
        out.append("  no line added, removed or changed")
    for kind in changes["tables_added"]:
        out.append(f"  table {kind} added")
    for kind in changes["tables_removed"]:
        out.append(f"  table {kind} removed")
    for kind in changes["order_changed"]:
        out.append(f"  table {kind}: the order of its lines changed (order decides ties)")

    sim = result["simulation"]
    out.append("")
    out.append(
        f"Returns (exact: all {sim['exact_hands']:,} hands; simulated: {sim['rounds']:,} common deals, "
        f"seed {sim['seed']}, paired delta)"
    )
    rows = [["bet", "basis", "old", "new", "delta", "delta 95% CI"]]
    for r in result["returns"]:
        if r["basis"] == "exact":
            fraction = r["delta"]["fraction"]
            ci = "exact " + ("0" if fraction == "0/1" else fraction)
        else:
            low, high = r["delta"]["ci95"]
            ci = f"{_pct(low, sign=True)} .. {_pct(high, sign=True)}"
        rows.append(
            [
                r["label"],
                r["basis"],
                _pct(r["old"]["value"]),
                _pct(r["new"]["value"]),
                _pct(r["delta"]["value"], sign=True),
                ci,
            ]
        )
    out.extend(_table(rows, right=(2, 3, 4)))

    scenarios = result["scenarios"]
    out.append("")
    if not scenarios["run"]:
        out.append("Scenarios: not run (--no-scenarios)")
    else:
        changed, inapplicable = scenarios["chips_change"], scenarios["not_applicable_to_new"]
        regressions = scenarios["regressions"]
        out.append(
            f"Scenarios whose expected chips change (Gherkin suite against NEW, read on its paytable): "
            f"{len(changed)} of {scenarios['total']}; not applicable to NEW: {len(inapplicable)}; "
            f"now failing: {len(regressions)} (OLD: {scenarios['old']['failed']} failing, NEW: "
            f"{scenarios['new']['failed']} failing)"
        )
        for s in changed:
            out.append(f"  {s['where']}: {s['scenario']}: {'; '.join(s['translations'])}")
        for s in inapplicable:
            out.append(f"  {s['where']}: {s['scenario']}: {s['message']}")
        for s in regressions:
            out.append(f"  FAILS {s['where']}: {s['scenario']}  [{' '.join(s['tags'])}]")
        if scenarios["fixed"]:
            out.append(f"  now passing: {len(scenarios['fixed'])} scenario(s) that failed on OLD")
    return "\n".join(out)


def diff_setting(paytable: str, interpretations: list[tuple[str, str]], which: str, game: str = GAME) -> GameSetting:
    """Validate one side, naming it in the message (OLD or NEW) when it is unusable."""
    names = [name for name, _ in interpretations]
    duplicated = sorted({n for n in names if names.count(n) > 1})
    if duplicated:
        raise UsageError(f"{which}: interpretation {duplicated[0]} is given twice")
    setting = GameSetting.of(paytable, dict(interpretations), game=game)
    from harness.families.lunar.paytable_reach import warn_unreachable

    warn_unreachable(setting.rules().paytable)  # lines no hand is ever paid on, on stderr
    return setting


def diff_command(
    *,
    old: str,
    new: str,
    old_interpretations: list[tuple[str, str]],
    new_interpretations: list[tuple[str, str]],
    rounds: int,
    seed: int,
    scenarios: bool,
    out: Path | None,
    json_output: bool,
    command: str,
    game: str = GAME,
) -> str:
    """`tablecert diff` for a game of the family (Lunar Poker by default): validate both sides
    (exit 2, nothing written, on a bad input), compare, write the change report bundle if asked,
    and return what stdout shows."""
    from harness.reports.folder import ReportFolder
    from harness.reports.render import render_html, write_report_bundle
    from harness.runtime.progress import progress_bar, status

    old_setting = diff_setting(old, old_interpretations, "OLD", game)
    new_setting = diff_setting(new, new_interpretations, "NEW", game)
    # Claimed before any work: --out a file, another's folder or a second run is refused now.
    shown = relative_display(out) if out is not None else None
    with ReportFolder.claim_if_given(out, display=shown, command=command) as folder:
        if scenarios:
            status("running the Gherkin suite against OLD and NEW (pytest-bdd), then simulating")
        with progress_bar("simulating common deals (OLD and NEW)") as progress:
            result = lunar_diff(
                old_setting,
                new_setting,
                rounds=rounds,
                seed=seed,
                scenarios=scenarios,
                progress=progress,
                command=command,
            )
        if folder is not None:
            status("rendering report.html, report.pdf, report.json")
            html = render_html("diff.html.j2", {"r": result})
            for path in write_report_bundle(folder, json_data=result, html=html).values():
                status(f"wrote {user_display(path)}")
    return json.dumps(result, indent=2, ensure_ascii=False) if json_output else render_diff_text(result)


def diff_game(game: str, request: DiffRequest) -> str:
    """`tablecert diff OLD NEW --game GAME` for a game of the Lunar Poker family (the registry's
    entry): any game with a paytable, e.g. Caribbean Stud with a changed Raise table or Finnish
    Lunar Poker with another Jackpot Bonus table."""
    return diff_command(
        game=game,
        old=request.old,
        new=request.new,
        old_interpretations=request.old_interpretations,
        new_interpretations=request.new_interpretations,
        rounds=request.rounds,
        seed=request.seed,
        scenarios=request.scenarios,
        out=request.out,
        json_output=request.json_output,
        command=request.command,
    )
