"""Certification baselines: the figures a certified paytable produced, kept beside the code, so
a later run says which figure moved.

Two rules, one per kind of figure. An exact figure (a Fraction over all hands) is the same
number or it moved. A simulated figure moved when the new value falls outside the baseline's
95% interval. Checking runs use the baseline's own seed and rounds unless told otherwise, so an
unchanged game reproduces every figure exactly and CI never sees a false alarm; with another
seed an unchanged game still leaves the interval by chance about one time in six (the
difference of two independent estimates has sqrt(2) times their standard error), which is why
the seed is recorded.

Every certifier of the Lunar Poker family records and checks baselines the same way, through
`BaselineRun`: it is prepared before anything runs (a bad baseline, a baseline of another game or
a --write-baseline that is a folder stops the run with exit 2, nothing written), checks the run's
record, and says what moved. The other functions are pure (data in, data out) except
`load_baseline` and `write_baseline`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from harness.certify.options import CertifyOptions
from harness.runtime.atomic import write_atomic
from harness.runtime.project import relative_display, user_display
from harness.spec.errors import LocatedError, UsageError
from harness.spec.yaml_source import Node, load_file

BASELINE_KIND = "tablecert certification baseline"
BASELINE_FORMAT = 1
#: Report figures kept in a baseline, exact ones as fractions; a game records those it has.
EXACT_FIGURES = (
    # The Super and Instant tables over all 2,598,960 hands (Lunar Poker, dealer draw).
    "super_house_edge",
    "super_hit_frequency",
    "instant_return_per_ante",
    # The Jackpot Bonus on the first five cards (Finland).
    "jackpot_house_edge",
    # Every deal counted under the optimal upcard-aware strategy and the run's simple strategy
    # (Caribbean Stud).
    "optimal_house_edge",
    "optimal_element_of_risk",
    "simple_strategy_house_edge",
    "simple_strategy_element_of_risk",
    # The instant table's return that a game without the instant payout gives up (Finland).
    "instant_payout_removal_first_order",
)
#: Simulated figures kept with their 95% interval; likewise recorded where the game has them.
SIMULATED_FIGURES = (
    "house_edge",
    "element_of_risk",
    "element_of_risk_other",
    "insurance_house_edge",
    "instant_payout_removal_effect",
)


class BaselineError(LocatedError):
    """A baseline file is malformed (exit 2, like any unusable input)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class MovedFigure:
    """One figure that is no longer what the baseline recorded."""

    figure: str
    kind: str  # "exact", "simulated" or "missing"
    message: str

    def to_json(self) -> dict[str, str]:
        return {"figure": self.figure, "kind": self.kind, "message": self.message}


def figures_from_report_data(data: dict[str, Any], figures: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The baseline record of a certification report's data (`report.json`): its game, paytable,
    interpretations, seed and rounds, and of `figures` (default: the report's figures section,
    each figure as the report writes it) those named in EXACT_FIGURES and SIMULATED_FIGURES. A
    figure the game does not have is absent or None, and left out."""
    figures = data["figures"] if figures is None else figures
    return {
        "baseline": BASELINE_KIND,
        "format": BASELINE_FORMAT,
        "game": data["game"],
        "paytable": {key: str(data["paytable"][key]) for key in ("name", "version", "sha256")},
        "interpretations": {row["name"]: row["value"] for row in data["interpretations"]},
        "seed": data["seed"],
        "rounds": data["rounds"],
        "exact": {name: figures[name]["fraction"] for name in EXACT_FIGURES if figures.get(name) is not None},
        "simulated": {
            name: {"value": figures[name]["value"], "ci95": list(figures[name]["ci95"]), "n": figures[name]["n"]}
            for name in SIMULATED_FIGURES
            if figures.get(name) is not None
        },
    }


def _percent(value: float) -> str:
    return f"{value * 100:.3f}%"


def compare(baseline: dict[str, Any], current: dict[str, Any]) -> list[MovedFigure]:
    """Every figure of the baseline that moved in `current` (both as from `figures_from_report_data`)."""
    moved: list[MovedFigure] = []
    for name, recorded in baseline["exact"].items():
        now = current["exact"].get(name)
        if now is None:
            moved.append(MovedFigure(figure=name, kind="missing", message=f"{name}: in the baseline but not computed"))
        elif Fraction(now) != Fraction(recorded):
            moved.append(MovedFigure(figure=name, kind="exact", message=f"{name}: exact {recorded} changed to {now}"))
    for name, recorded in baseline["simulated"].items():
        figure = current["simulated"].get(name)
        if figure is None:
            moved.append(MovedFigure(figure=name, kind="missing", message=f"{name}: in the baseline but not computed"))
            continue
        low, high = recorded["ci95"]
        value = figure["value"]
        if not low <= value <= high:
            moved.append(
                MovedFigure(
                    figure=name,
                    kind="simulated",
                    message=f"{name}: {_percent(value)} is outside the baseline interval "
                    f"{_percent(low)}–{_percent(high)}",
                )
            )
    return moved


def identity_notes(baseline: dict[str, Any], current: dict[str, Any]) -> list[str]:
    """What differs between the run recorded and this one, besides the figures (not a failure)."""
    notes = []
    if baseline["game"] != current["game"]:
        notes.append(f"game {current['game']} differs from the baseline's {baseline['game']}")
    for key in ("name", "version", "sha256"):
        if baseline["paytable"][key] != current["paytable"][key]:
            now, recorded = current["paytable"][key], baseline["paytable"][key]
            notes.append(f"paytable {key} {now} differs from the baseline's {recorded}")
    for name, value in current["interpretations"].items():
        recorded = baseline["interpretations"].get(name)
        if recorded != value:
            notes.append(f"interpretation {name}={value} differs from the baseline's {name}={recorded}")
    for key in ("seed", "rounds"):
        if baseline[key] != current[key]:
            notes.append(f"{key} {current[key]} differs from the baseline's {baseline[key]} (figures vary by chance)")
    return notes


# -- files ------------------------------------------------------------------------------------


def _number(node: Node) -> float:
    if isinstance(node.value, bool) or not isinstance(node.value, (int, float)):
        raise node.error(f"expected a number, got {node.value!r}")
    return float(node.value)


def _fraction(node: Node) -> str:
    text = node.as_str()
    try:
        Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise node.error(f"expected an exact fraction such as 783/15470, got {text!r}") from None
    return text


def _simulated(node: Node) -> dict[str, Any]:
    node.check_keys(required=("value", "ci95", "n"))
    interval = node.require("ci95")
    bounds = [_number(item) for item in interval.items()]
    if len(bounds) != 2 or bounds[0] > bounds[1]:
        raise interval.error(f"expected [low, high] with low <= high, got {interval.as_plain()}")
    return {"value": _number(node.require("value")), "ci95": bounds, "n": node.require("n").as_int(minimum=1)}


def load_baseline(path: Path) -> dict[str, Any]:
    """Read and validate a baseline; a problem names file:line:column and the field."""
    root = load_file(path, BaselineError, display=relative_display(path)).expect_mapping("a baseline JSON object")
    root.check_keys(
        required=("baseline", "format", "game", "paytable", "interpretations", "seed", "rounds", "exact", "simulated")
    )
    kind = root.require("baseline")
    if kind.value != BASELINE_KIND:
        raise kind.error(f"expected {BASELINE_KIND!r}: this is not a tablecert baseline")
    version = root.require("format")
    if version.as_int() != BASELINE_FORMAT:
        raise version.error(f"unsupported baseline format {version.value}; this tablecert reads {BASELINE_FORMAT}")
    paytable = root.require("paytable")
    paytable.check_keys(required=("name", "version", "sha256"))
    return {
        "baseline": BASELINE_KIND,
        "format": BASELINE_FORMAT,
        "game": root.require("game").as_str(),
        "paytable": {key: str(paytable.require(key).value) for key in ("name", "version", "sha256")},
        "interpretations": {name: str(node.value) for name, node in root.require("interpretations").entries()},
        "seed": root.require("seed").as_int(minimum=0),
        "rounds": root.require("rounds").as_int(minimum=1),
        "exact": {name: _fraction(node) for name, node in root.require("exact").entries()},
        "simulated": {name: _simulated(node) for name, node in root.require("simulated").entries()},
    }


def write_baseline(path: Path, record: dict[str, Any]) -> None:
    write_atomic(path, (json.dumps(record, indent=2, ensure_ascii=False) + "\n").encode())


# -- in a certify run -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class BaselineCheck:
    """A run's figures against a baseline: the report's baseline section and the verdict."""

    file: str
    recorded: dict[str, Any]
    moved: tuple[MovedFigure, ...]
    notes: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "recorded": self.recorded,
            "moved": [m.to_json() for m in self.moved],
            "notes": list(self.notes),
            "checked_exact": list(self.recorded["exact"]),
            "checked_simulated": list(self.recorded["simulated"]),
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class BaselineRun:
    """What one certify run does with baselines, settled before anything runs or is written."""

    game: str
    baseline: dict[str, Any] | None
    baseline_file: Path | None
    write_to: Path | None
    #: The seed and rounds the run uses: the baseline's own unless the command gave them.
    seed: int
    rounds: int

    @classmethod
    def prepare(cls, options: CertifyOptions, game: str, default_rounds: int) -> BaselineRun:
        """Read --baseline (it must be this game's) and refuse a --write-baseline that is a
        folder. Checking with the baseline's own seed and rounds means an unchanged game
        reproduces every simulated figure exactly."""
        baseline = load_baseline(options.baseline) if options.baseline is not None else None
        if baseline is not None and baseline["game"] != game:
            raise UsageError(f"baseline {options.baseline} is for {baseline['game']}, not {game}")
        if options.write_baseline is not None and options.write_baseline.is_dir():
            raise UsageError(f"--write-baseline {options.write_baseline} is a folder; give a JSON file name")
        seed = baseline["seed"] if baseline is not None and not options.seed_given else options.seed
        rounds = options.rounds or (baseline["rounds"] if baseline is not None else default_rounds)
        return cls(
            game=game,
            baseline=baseline,
            baseline_file=options.baseline,
            write_to=options.write_baseline,
            seed=seed,
            rounds=rounds,
        )

    def check(self, record: dict[str, Any]) -> BaselineCheck | None:
        """This run's record (`figures_from_report_data`) against the baseline, if there is one."""
        if self.baseline is None:
            return None
        return BaselineCheck(
            file=relative_display(self.baseline_file) if self.baseline_file is not None else "",
            recorded=self.baseline,
            moved=tuple(compare(self.baseline, record)),
            notes=tuple(identity_notes(self.baseline, record)),
        )

    def finish(self, check: BaselineCheck | None, record: dict[str, Any], *, certified: bool) -> int:
        """Say which figures moved (stdout, after the report), record the baseline if asked, and
        give the run's exit code: 0 when certified and no figure moved, else 1."""
        if check is not None:
            checked = len(check.recorded["exact"]) + len(check.recorded["simulated"])
            if check.moved:
                print(f"BASELINE MOVED: {len(check.moved)} of {checked} figures moved since {check.file}")
                for figure in check.moved:
                    print(f"  {figure.message}")
            else:
                print(f"baseline {check.file}: no figure moved ({checked} checked)")
            for note in check.notes:
                print(f"  note: {note}")
        if self.write_to is not None:
            write_baseline(self.write_to, record)
            print(f"wrote baseline {user_display(self.write_to)}")
        return 0 if certified and not (check is not None and check.moved) else 1
