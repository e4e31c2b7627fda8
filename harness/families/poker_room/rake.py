"""Rake schedules as data, and the rake each hand should have paid under one.

Why: a room's rake rule is a handful of numbers (a percentage, a rounding step, caps by stakes
and table size, a jackpot drop) that the room publishes, or that has to be read back from its
recorded hands. Kept as YAML clauses with stable IDs (`RK-ABS-2`), a hand whose winners
collected the wrong amount can be reported with the clause it breaks and the chips involved.
Where the evidence leaves a number open (a threshold, a cap) the schedule says so as a named
interpretation with its options, and `with_readings` switches it.

Amounts are written in the currency (`cap: 3.00`), checked to be whole multiples of the
schedule's `unit`, and converted exactly to chips of the hand's `chip_value` when a hand is
raked; the percentage is a `Fraction`. A YAML number is read from the digits written, never
from the float the parser makes of it, so no amount is ever a float.

The rule, in the order `expected_rake` applies it (docs/poker_room.md, "Rake schedules"):
the raked pots (`pots`: all, or the main pot only) make the base; no flop, no drop takes
nothing; the jackpot drop is taken from a base of at least its minimum; below `minimum_pot`
there is no rake; otherwise the percentage of the base (of each pot with `allocation:
per_pot`) is rounded to the step, capped (the cap less the jackpot drop when the drop counts
toward it) and never more than the pot holds after the drop.
"""

from __future__ import annotations

import enum
import hashlib
import math
import os
import re
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from pathlib import Path
from typing import TypeVar

from harness.families.poker_room.games import MAX_PLAYERS, MIN_PLAYERS
from harness.runtime.project import project_root, relative_display
from harness.spec.errors import HarnessError, SourceLocation, SpecError, UsageError
from harness.spec.limits import MAX_CHIPS, MAX_PAYTABLE_BYTES, excerpt
from harness.spec.yaml_source import Node, describe_value, load_text, read_input_file

#: The folder of shipped schedules, beside rules_spec/ and paytables/.
SCHEDULE_FOLDER = "rake_schedules"
#: A schedule is a page of data like a paytable; the same file bound applies.
MAX_SCHEDULE_BYTES = MAX_PAYTABLE_BYTES
#: Betting rounds a hand can reach: seven-card stud has five, the most of the common games.
MAX_STREETS = 5
#: Decimal places of a `unit`, an amount and a percentage: far finer than any currency.
MAX_DECIMALS = 8

RULE_FIELDS = (
    "percentage", "rounding", "cap", "no_flop_no_drop", "jackpot_drop", "pots", "allocation", "minimum_pot",
)  # fmt: skip
REQUIRED_RULE_FIELDS = ("percentage", "rounding", "cap", "no_flop_no_drop", "pots")
#: Fields an interpretation may leave open, and whether `none` is one of their possible values.
INTERPRETABLE_FIELDS = {
    "cap.default": True,
    "minimum_pot": True,
    "jackpot_drop.amount": False,
    "jackpot_drop.minimum_pot": False,
    "rounding.step": False,
}

_SCHEDULE_ID = re.compile(r"^[a-z0-9][a-z0-9_-]{0,99}$")
_CLAUSE_ID = re.compile(r"^[A-Z]+(-[0-9A-Za-z]+)+(\.[0-9A-Za-z]+)*$")
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,59}$")
_DECIMAL = re.compile(rf"^[0-9]{{1,15}}(\.[0-9]{{1,{MAX_DECIMALS}}})?$")
_PERCENT = re.compile(rf"^([0-9]{{1,3}}(\.[0-9]{{1,{MAX_DECIMALS}}})?)\s*%$")
_NUMBER_TOKEN = re.compile(r"[-+]?[0-9][0-9_]*(\.[0-9_]*)?([eE][-+]?[0-9]+)?")
_PLAYERS_KEY = re.compile(r"^([0-9]{1,2})(?:(\+)|-([0-9]{1,2}))?$")
_E = TypeVar("_E", bound=enum.StrEnum)


class RakeFactsError(HarnessError):
    """A hand's facts given to `expected_rake` are impossible (a caller's mistake, not a file's)."""


class Basis(enum.StrEnum):
    """Where a clause's rule comes from."""

    PUBLISHED = "published"  # the room's own published rule
    INFERRED = "inferred"  # read back from the room's recorded hands
    OURS = "ours"  # tablecert's reading where nothing says (or a generic schedule)


class RoundingMode(enum.StrEnum):
    DOWN = "down"
    UP = "up"
    NEAREST = "nearest"


class Ties(enum.StrEnum):
    """Which way `nearest` goes when the rake lies exactly half way between two steps."""

    UP = "up"
    DOWN = "down"


class PotsRaked(enum.StrEnum):
    ALL = "all"
    MAIN = "main"


class Allocation(enum.StrEnum):
    """How the rake of a hand with side pots is computed and taken from its pots."""

    PROPORTIONAL = "proportional"  # on the total, then taken from each pot in proportion
    PER_POT = "per_pot"  # each pot raked on its own; the cap on their sum


# -- the schedule ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class Amount:
    """A sum of money as the schedule writes it, in the currency, with where it is written."""

    value: Decimal
    where: SourceLocation

    def chips(self, chip_value: Decimal) -> int:
        """The amount in chips worth `chip_value` each; refused (at the schedule's line) when it
        is not a whole number of them, since rounding it would change the rule."""
        chips = Fraction(self.value) / Fraction(chip_value)
        if chips.denominator != 1:
            raise SpecError(
                self.where,
                f"{self.value} is not a whole number of chips worth {chip_value} each: "
                "this schedule cannot rake hands counted in that unit",
            )
        return chips.numerator


@dataclass(frozen=True, slots=True, kw_only=True)
class RakeClause:
    id: str
    title: str
    text: str
    basis: Basis
    governs: tuple[str, ...]  # the rule fields this clause states
    evidence: str
    retired: bool
    where: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Rounding:
    mode: RoundingMode
    step: Amount
    ties: Ties | None  # only for `nearest`

    def apply(self, value: Fraction, step: int) -> int:
        """`value` (chips) rounded to a multiple of `step` chips."""
        quotient = value / step
        if self.mode is RoundingMode.DOWN:
            steps = math.floor(quotient)
        elif self.mode is RoundingMode.UP:
            steps = math.ceil(quotient)
        else:
            steps = math.floor(quotient)
            rest = quotient - steps
            if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and self.ties is Ties.UP):
                steps += 1
        return steps * step

    def describe(self, step: int) -> str:
        how = f"to nearest ({self.ties} on a tie)" if self.mode is RoundingMode.NEAREST else self.mode.value
        target = "a whole chip" if step == 1 else f"a multiple of {step:,}"
        return f"rounded {how} to {target}"


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayersRange:
    """Players dealt from `low` to `high` (None: and more), as the schedule writes it (`3-4`, `5+`)."""

    low: int
    high: int | None
    label: str

    def holds(self, players: int) -> bool:
        return self.low <= players and (self.high is None or players <= self.high)


@dataclass(frozen=True, slots=True, kw_only=True)
class CapRow:
    """The caps for one range of big blinds (in the currency, both ends included)."""

    big_blind_from: Decimal
    big_blind_to: Decimal | None
    caps: tuple[tuple[PlayersRange, Amount | None], ...]  # None: no cap
    where: str

    def holds(self, big_blind: Fraction) -> bool:
        return Fraction(self.big_blind_from) <= big_blind and (
            self.big_blind_to is None or big_blind <= Fraction(self.big_blind_to)
        )

    @property
    def label(self) -> str:
        upper = f"to {self.big_blind_to}" if self.big_blind_to is not None else "and up"
        return f"big blind {self.big_blind_from} {upper}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Cap:
    default: Amount | None  # None: no cap outside the table
    rows: tuple[CapRow, ...]

    def for_hand(self, big_blind: Fraction, players: int) -> tuple[Amount | None, str]:
        """The cap in force and which entry of the table gave it."""
        for row in self.rows:
            if row.holds(big_blind):
                for players_range, cap in row.caps:
                    if players_range.holds(players):
                        return cap, f"{row.label}, {players_range.label} players"
        return self.default, "the default cap"


@dataclass(frozen=True, slots=True, kw_only=True)
class DropCondition:
    """When a hand is raked at all: once the flop is dealt (`streets` None), or once `streets`
    betting rounds were reached (games without a flop; the clause says what counts)."""

    streets: int | None

    def met(self, facts: PotFacts) -> bool:
        return facts.flop_dealt if self.streets is None else facts.streets_dealt >= self.streets

    def describe(self) -> str:
        return "no flop dealt" if self.streets is None else f"fewer than {self.streets} betting rounds reached"


@dataclass(frozen=True, slots=True, kw_only=True)
class JackpotDrop:
    amount: Amount
    minimum_pot: Amount  # the base must be at least this
    counts_toward_cap: bool
    minimum_players: int = MIN_PLAYERS  # and at least this many players dealt in


@dataclass(frozen=True, slots=True, kw_only=True)
class RakeInterpretation:
    """A number the evidence leaves open: the field, its options and why the default is read."""

    name: str
    field: str
    clause: str
    default: str
    options: tuple[tuple[str, Amount | None], ...]
    evidence: str
    where: str

    def option(self, name: str) -> Amount | None:
        for option, value in self.options:
            if option == name:
                return value
        known = ", ".join(option for option, _ in self.options)
        raise UsageError(f"rake interpretation {self.name} has no option {excerpt(name, 60)!r}; options: {known}")


@dataclass(frozen=True, slots=True, kw_only=True)
class RakeSchedule:
    schedule: str
    title: str
    source: str
    unit: Decimal
    path: str
    sha256: str
    clauses: tuple[RakeClause, ...]
    governing: tuple[tuple[str, str], ...]  # (rule field, clause ID)
    percentage: Fraction
    percentage_text: str
    rounding: Rounding
    cap: Cap
    no_flop_no_drop: DropCondition | None  # None: every hand is raked
    jackpot: JackpotDrop | None
    pots: PotsRaked
    allocation: Allocation | None  # None with `pots: main`
    minimum_pot: Amount | None
    interpretations: tuple[RakeInterpretation, ...]
    readings: tuple[tuple[str, str], ...]  # (interpretation, option in force)

    def clause_for(self, rule_field: str) -> str:
        """The ID of the clause that states a rule field (`cap`, or `cap.default`)."""
        top = rule_field.split(".", 1)[0]
        for name, clause in self.governing:
            if name == top:
                return clause
        raise KeyError(rule_field)

    def clause(self, clause_id: str) -> RakeClause:
        for clause in self.clauses:
            if clause.id == clause_id:
                return clause
        raise KeyError(clause_id)

    def interpretation(self, name: str) -> RakeInterpretation:
        for interpretation in self.interpretations:
            if interpretation.name == name:
                return interpretation
        known = ", ".join(i.name for i in self.interpretations) or "none"
        raise UsageError(f"rake schedule {self.schedule} has no interpretation {excerpt(name, 60)!r}; known: {known}")


# -- loading -----------------------------------------------------------------------------------


def load_rake_schedule(path: Path) -> RakeSchedule:
    """Load and validate one schedule; every problem is a SpecError naming file:line:column and
    the field. Reads the file and nothing else."""
    display = relative_display(path)
    text = read_input_file(path, display, SpecError, limit=MAX_SCHEDULE_BYTES)
    root = load_text(text, display, keep=True).expect_mapping("a rake schedule mapping")
    root.check_keys(
        required=("schedule", "title", "source", "unit", "clauses", *REQUIRED_RULE_FIELDS),
        optional=("interpretations", "jackpot_drop", "allocation", "minimum_pot"),
    )
    id_node = root.require("schedule")
    schedule_id = _text(id_node)
    if not _SCHEDULE_ID.match(schedule_id):
        raise id_node.error(f"expected a schedule id of lower-case letters, digits, - and _, got {schedule_id!r}")
    unit_node = root.require("unit")
    unit = _decimal(unit_node, "a money unit such as 0.01 (cents) or 1")
    if unit <= 0:
        raise unit_node.error(
            f"expected a money unit greater than zero, such as 0.01, got {describe_value(unit_node.value)}"
        )

    percentage_node = root.require("percentage")
    percentage, percentage_text = _percentage(percentage_node)
    rounding = _rounding(root.require("rounding"), unit)
    cap = _cap(root.require("cap"), unit)
    no_flop = _drop_condition(root.require("no_flop_no_drop"))
    jackpot = _jackpot(jackpot_node, unit) if (jackpot_node := root.get("jackpot_drop")) is not None else None
    pots_node = root.require("pots")
    pots = _choice(pots_node, PotsRaked, "which pots are raked")
    allocation_node = root.get("allocation")
    allocation: Allocation | None = None
    if pots is PotsRaked.ALL:
        if allocation_node is None:
            raise root.error(
                "missing required field 'allocation' (with pots: all, say how side pots are raked: "
                "proportional or per_pot)"
            )
        allocation = _choice(allocation_node, Allocation, "how side pots are raked")
    elif allocation_node is not None:
        raise allocation_node.error("only the main pot is raked (pots: main), so there is no allocation to state")
    minimum_node = root.get("minimum_pot")
    minimum_pot = _money(minimum_node, unit, allow_none=True) if minimum_node is not None else None

    present = [name for name in RULE_FIELDS if root.get(name) is not None]
    clauses, governing = _clauses(root.require("clauses"), present)
    schedule = RakeSchedule(
        schedule=schedule_id,
        title=_text(root.require("title")),
        source=_text(root.require("source")),
        unit=unit,
        path=display,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        clauses=clauses,
        governing=governing,
        percentage=percentage,
        percentage_text=percentage_text,
        rounding=rounding,
        cap=cap,
        no_flop_no_drop=no_flop,
        jackpot=jackpot,
        pots=pots,
        allocation=allocation,
        minimum_pot=minimum_pot,
        interpretations=(),
        readings=(),
    )
    _check_consistent(schedule)
    interpretations = _interpretations(root.get("interpretations"), schedule, unit)
    return replace(
        schedule,
        interpretations=interpretations,
        readings=tuple((i.name, i.default) for i in interpretations),
    )


def with_readings(schedule: RakeSchedule, choices: Mapping[str, str]) -> RakeSchedule:
    """The schedule with some interpretations switched to another option (`{"jackpot_minimum_pot":
    "lowest"}`); an unknown name or option is a UsageError."""
    readings = dict(schedule.readings)
    result = schedule
    for name, option in choices.items():
        interpretation = schedule.interpretation(name)
        result = _set_field(result, interpretation.field, interpretation.option(option))
        readings[name] = option
    return replace(result, readings=tuple(readings.items()))


def rake_schedule_path(name_or_path: str) -> Path:
    """A schedule by name (`absolute-poker-2009`) in rake_schedules/, or the path of a YAML file."""
    if _SCHEDULE_ID.fullmatch(name_or_path):
        folder = project_root() / SCHEDULE_FOLDER
        path = folder / f"{name_or_path}.yaml"
        if not path.is_file():
            known = sorted(p.stem for p in folder.glob("*.yaml"))
            raise UsageError(
                f"no rake schedule {name_or_path!r} in {SCHEDULE_FOLDER}/; known: {', '.join(known) or 'none'}"
            )
        return path
    shown = excerpt(name_or_path, 100)
    if not name_or_path.endswith((".yaml", ".yml")):
        raise UsageError(
            f"rake schedule {shown!r}: give a name in {SCHEDULE_FOLDER}/ (lower-case letters, digits, _ and -) "
            "or the path of a .yaml or .yml file"
        )
    candidate = Path(name_or_path)
    try:
        info = os.stat(candidate)
    except OSError:
        raise UsageError(f"rake schedule file {shown} does not exist or cannot be read") from None
    if not stat.S_ISREG(info.st_mode):
        raise UsageError(f"rake schedule file {shown} is not a regular file")
    return candidate


def _text(node: Node) -> str:
    return " ".join(node.as_str().split())


def _choice(node: Node, kind: type[_E], what: str) -> _E:
    options = [member.value for member in kind]
    if isinstance(node.value, str) and node.value in options:
        return kind(node.value)
    raise node.error(f"expected {what}: one of {', '.join(options)}, got {describe_value(node.value)}")


def _decimal(node: Node, what: str) -> Decimal:
    """An exact decimal from a YAML number or a quoted one (`0.05`, '0.05'); a number written with
    more digits than a float keeps is refused rather than read as a neighbour."""
    value = node.value
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise node.error(f"expected {what}, got {describe_value(value)}")
    if isinstance(value, int):
        text = str(value)
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise node.error(f"expected {what}, got {describe_value(value)}")
        text = repr(value)
        written = _NUMBER_TOKEN.match(node.source.line(node.line)[node.column - 1 :])
        if written is not None:
            token = written.group(0).replace("_", "")
            try:
                exact = Decimal(token)
            except InvalidOperation:
                exact = Decimal(text)
            if exact != Decimal(text):
                raise node.error(
                    f"{excerpt(token, 60)} has more digits than a YAML number keeps exactly; write it in quotes"
                )
            text = token
    else:
        text = value.strip()
    if not _DECIMAL.match(text):
        raise node.error(
            f"expected {what}, written as a plain decimal with at most {MAX_DECIMALS} decimal places, "
            f"got {describe_value(value)}"
        )
    return Decimal(text)


def _money(node: Node, unit: Decimal, *, allow_none: bool = False) -> Amount | None:
    """An amount in the currency: a whole number of `unit`s, at most MAX_CHIPS of them."""
    if allow_none and node.value == "none":
        return None
    what = "an amount in the currency (e.g. 3.00)" + (" or none" if allow_none else "")
    value = _decimal(node, what)
    units = Fraction(value) / Fraction(unit)
    if units.denominator != 1:
        raise node.error(f"{value} is not a whole number of the schedule's unit ({unit})")
    if units > MAX_CHIPS:
        raise node.error(f"{value} is more than {MAX_CHIPS:,} units of {unit}; amounts are bounded by that")
    return Amount(value=value, where=node.location)


def _amount(node: Node, unit: Decimal, *, positive: bool = False) -> Amount:
    amount = _money(node, unit)
    assert amount is not None
    if positive and amount.value <= 0:
        raise node.error(f"expected an amount greater than zero, got {describe_value(node.value)}")
    return amount


def _percentage(node: Node) -> tuple[Fraction, str]:
    text = node.value if isinstance(node.value, str) else None
    match = _PERCENT.match(text.strip()) if text is not None else None
    if text is None or match is None:
        raise node.error(f"expected a percentage such as '5%' or '4.5%', got {describe_value(node.value)}")
    value = Fraction(Decimal(match.group(1))) / 100
    if not 0 < value < 1:
        raise node.error(f"expected a percentage above 0% and below 100%, got {describe_value(node.value)}")
    return value, f"{match.group(1)}%"


def _rounding(node: Node, unit: Decimal) -> Rounding:
    node.check_keys(required=("mode", "step"), optional=("ties",))
    mode = _choice(node.require("mode"), RoundingMode, "a rounding mode")
    ties_node = node.get("ties")
    ties: Ties | None = None
    if mode is RoundingMode.NEAREST:
        if ties_node is None:
            raise node.error("missing required field 'ties': say which way a rake half way between two steps goes")
        ties = _choice(ties_node, Ties, "the way a tie is rounded")
    elif ties_node is not None:
        raise ties_node.error(f"only `mode: nearest` has ties; mode {mode} rounds every value the same way")
    return Rounding(mode=mode, step=_amount(node.require("step"), unit, positive=True), ties=ties)


def _cap(node: Node, unit: Decimal) -> Cap:
    node.check_keys(required=("default",), optional=("by_stakes",))
    default = _money(node.require("default"), unit, allow_none=True)
    rows: list[CapRow] = []
    if (table := node.get("by_stakes")) is not None:
        for item in table.items():
            row = _cap_row(item, unit)
            for earlier in rows:
                if _ranges_meet((row.big_blind_from, row.big_blind_to), (earlier.big_blind_from, earlier.big_blind_to)):
                    raise item.require("big_blind").error(
                        f"{row.label} overlaps {earlier.label} (at {earlier.where}): a big blind must find one row"
                    )
            rows.append(row)
        if not rows:
            raise table.error("by_stakes lists no rows: leave it out when the default cap applies to every stake")
    return Cap(default=default, rows=tuple(rows))


def _ranges_meet(a: tuple[Decimal, Decimal | None], b: tuple[Decimal, Decimal | None]) -> bool:
    (a_low, a_high), (b_low, b_high) = a, b
    return (a_high is None or b_low <= a_high) and (b_high is None or a_low <= b_high)


def _cap_row(node: Node, unit: Decimal) -> CapRow:
    node.check_keys(required=("big_blind", "players"))
    stakes = node.require("big_blind")
    stakes.check_keys(required=("from",), optional=("to",))
    low = _amount(stakes.require("from"), unit, positive=True).value
    high: Decimal | None = None
    if (to_node := stakes.get("to")) is not None:
        high = _amount(to_node, unit, positive=True).value
        if high < low:
            raise to_node.error(f"the range ends ({high}) below where it starts ({low})")
    caps: list[tuple[PlayersRange, Amount | None]] = []
    players = node.require("players")
    for raw_key, (key, value) in zip(list(players.value), players.entries(), strict=True):
        players_range = _players_range(players.key_node(raw_key), key)
        caps.append((players_range, _money(value, unit, allow_none=True)))
    _check_players_cover(players, [r for r, _ in caps])
    return CapRow(big_blind_from=low, big_blind_to=high, caps=tuple(caps), where=str(node.location))


def _players_range(key_node: Node, key: str) -> PlayersRange:
    match = _PLAYERS_KEY.match(key)
    if match is None:
        raise key_node.error(f"expected a number of players dealt such as 2, 3-4 or 5+, got {describe_value(key)}")
    low = int(match.group(1))
    high = None if match.group(2) else int(match.group(3) or low)
    if low < MIN_PLAYERS or (high if high is not None else low) > MAX_PLAYERS or (high is not None and high < low):
        raise key_node.error(
            f"expected players dealt from {MIN_PLAYERS} to {MAX_PLAYERS} (a table's size), got {describe_value(key)}"
        )
    return PlayersRange(low=low, high=high, label=key)


def _check_players_cover(node: Node, ranges: Sequence[PlayersRange]) -> None:
    """Every table size from MIN_PLAYERS up finds exactly one entry: a row never falls silently
    through to the default cap."""
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        found = [r.label for r in ranges if r.holds(players)]
        if len(found) > 1:
            raise node.error(f"{players} players dealt match {' and '.join(found)}: give each table size once")
        if not found:
            raise node.error(
                f"no entry for {players} players dealt: the entries must cover {MIN_PLAYERS} to {MAX_PLAYERS} "
                "players (end with one such as 5+)"
            )


def _drop_condition(node: Node) -> DropCondition | None:
    if isinstance(node.value, bool):
        return DropCondition(streets=None) if node.value else None
    if node.is_mapping():
        node.check_keys(required=("streets",))
        streets = node.require("streets").as_int(
            minimum=2, maximum=MAX_STREETS, what=f"a number of betting rounds from 2 to {MAX_STREETS}"
        )
        return DropCondition(streets=streets)
    raise node.error(
        "expected true (no rake unless the flop is dealt), false, or {streets: N} (no rake unless N betting "
        f"rounds were reached), got {describe_value(node.value)}"
    )


def _jackpot(node: Node, unit: Decimal) -> JackpotDrop:
    node.check_keys(required=("amount", "minimum_pot", "counts_toward_cap"), optional=("minimum_players",))
    players = MIN_PLAYERS
    if (players_node := node.get("minimum_players")) is not None:
        players = players_node.value
        if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise players_node.error(
                f"expected a number of players dealt from {MIN_PLAYERS} to {MAX_PLAYERS}, got {describe_value(players)}"
            )
    return JackpotDrop(
        amount=_amount(node.require("amount"), unit, positive=True),
        minimum_pot=_amount(node.require("minimum_pot"), unit),
        counts_toward_cap=node.require("counts_toward_cap").as_bool(),
        minimum_players=players,
    )


def _clauses(node: Node, present: Sequence[str]) -> tuple[tuple[RakeClause, ...], tuple[tuple[str, str], ...]]:
    clauses: list[RakeClause] = []
    governing: dict[str, str] = {}
    for item in node.items():
        item.check_keys(required=("id", "title", "text", "basis"), optional=("governs", "evidence", "retired"))
        id_node = item.require("id")
        clause_id = id_node.as_str()
        if not _CLAUSE_ID.match(clause_id):
            raise id_node.error(f"expected a clause ID such as RK-ABS-1, got {describe_value(clause_id)}")
        if any(c.id == clause_id for c in clauses):
            raise id_node.error(f"clause {clause_id} is defined twice")
        retired_node = item.get("retired")
        retired = retired_node.as_bool() if retired_node is not None else False
        governs: list[str] = []
        if (governs_node := item.get("governs")) is not None:
            for field_node in governs_node.items():
                name = field_node.value
                if name not in RULE_FIELDS:
                    raise field_node.error(
                        f"unknown rule field {describe_value(name)}; rule fields: {', '.join(RULE_FIELDS)}"
                    )
                if retired:
                    raise field_node.error(f"clause {clause_id} is retired: it can state no rule field")
                if name not in present:
                    raise field_node.error(f"the schedule has no {name} field for this clause to state")
                if name in governing:
                    raise field_node.error(f"{name} is already stated by clause {governing[name]}")
                governing[str(name)] = clause_id
                governs.append(str(name))
        if not governs and not retired:
            raise item.error(f"clause {clause_id} states no rule field: list them under governs (or mark it retired)")
        evidence = item.get("evidence")
        clauses.append(
            RakeClause(
                id=clause_id,
                title=_text(item.require("title")),
                text=_text(item.require("text")),
                basis=_choice(item.require("basis"), Basis, "where the rule comes from"),
                governs=tuple(governs),
                evidence=_text(evidence) if evidence is not None else "",
                retired=retired,
                where=str(item.location),
            )
        )
    if not clauses:
        raise node.error("the schedule lists no clauses")
    for name in present:
        if name not in governing:
            raise node.error(f"no clause states the {name} field: add it to one clause's governs")
    return tuple(clauses), tuple((name, governing[name]) for name in present)


def _interpretations(node: Node | None, schedule: RakeSchedule, unit: Decimal) -> tuple[RakeInterpretation, ...]:
    if node is None:
        return ()
    found: list[RakeInterpretation] = []
    for item in node.items():
        item.check_keys(required=("name", "field", "default", "options", "evidence"))
        name_node = item.require("name")
        name = name_node.as_str()
        if not _NAME.match(name):
            raise name_node.error(f"expected a lower_case name, got {describe_value(name)}")
        if any(i.name == name for i in found):
            raise name_node.error(f"interpretation {name} is defined twice")
        field_node = item.require("field")
        rule_field = field_node.value
        if rule_field not in INTERPRETABLE_FIELDS:
            raise field_node.error(
                f"expected one of the fields an interpretation may leave open: {', '.join(INTERPRETABLE_FIELDS)}; "
                f"got {describe_value(rule_field)}"
            )
        if any(i.field == rule_field for i in found):
            raise field_node.error(f"{rule_field} is already left open by another interpretation")
        current = _get_field(schedule, rule_field, field_node)
        options: list[tuple[str, Amount | None]] = []
        options_node = item.require("options")
        for raw_key, (option, value_node) in zip(list(options_node.value), options_node.entries(), strict=True):
            if not _NAME.match(option):
                raise options_node.key_node(raw_key).error(
                    f"expected a lower_case option name, got {describe_value(option)}"
                )
            value = _money(value_node, unit, allow_none=INTERPRETABLE_FIELDS[rule_field])
            if rule_field in ("jackpot_drop.amount", "rounding.step") and value is not None and value.value <= 0:
                raise value_node.error("expected an amount greater than zero")
            _check_consistent(_set_field(schedule, rule_field, value))
            options.append((option, value))
        if len(options) < 2:
            raise options_node.error("an interpretation needs at least two options")
        default_node = item.require("default")
        default = default_node.value
        chosen = dict(options)
        if not isinstance(default, str) or default not in chosen:
            raise default_node.error(
                f"default {describe_value(default)} is not one of the options: {', '.join(chosen)}"
            )
        if _value_of(chosen[default]) != _value_of(current):
            raise default_node.error(
                f"the default option {default} is {_shown(chosen[default])}, but {rule_field} reads "
                f"{_shown(current)}: the field holds the reading in force"
            )
        found.append(
            RakeInterpretation(
                name=name,
                field=str(rule_field),
                clause=schedule.clause_for(str(rule_field)),
                default=default,
                options=tuple(options),
                evidence=_text(item.require("evidence")),
                where=str(item.location),
            )
        )
    return tuple(found)


def _value_of(amount: Amount | None) -> Decimal | None:
    return None if amount is None else amount.value


def _shown(amount: Amount | None) -> str:
    return "none" if amount is None else str(amount.value)


def _get_field(schedule: RakeSchedule, rule_field: str, node: Node) -> Amount | None:
    if rule_field == "cap.default":
        return schedule.cap.default
    if rule_field == "rounding.step":
        return schedule.rounding.step
    if rule_field == "minimum_pot":
        if schedule.minimum_pot is None:
            raise node.error("the schedule has no minimum_pot field: write the reading in force there")
        return schedule.minimum_pot
    if schedule.jackpot is None:
        raise node.error("the schedule has no jackpot_drop field: write the reading in force there")
    return schedule.jackpot.amount if rule_field == "jackpot_drop.amount" else schedule.jackpot.minimum_pot


def _set_field(schedule: RakeSchedule, rule_field: str, value: Amount | None) -> RakeSchedule:
    if rule_field == "cap.default":
        return replace(schedule, cap=replace(schedule.cap, default=value))
    if rule_field == "minimum_pot":
        return replace(schedule, minimum_pot=value)
    assert value is not None, rule_field
    if rule_field == "rounding.step":
        return replace(schedule, rounding=replace(schedule.rounding, step=value))
    assert schedule.jackpot is not None
    if rule_field == "jackpot_drop.amount":
        return replace(schedule, jackpot=replace(schedule.jackpot, amount=value))
    return replace(schedule, jackpot=replace(schedule.jackpot, minimum_pot=value))


def _check_consistent(schedule: RakeSchedule) -> None:
    """Rules that span fields: the jackpot drop always fits in the pot it is taken from, after
    the rake (so the drop and the rake never need to be cut short for room)."""
    jackpot = schedule.jackpot
    if jackpot is None:
        return
    least = Fraction(jackpot.amount.value) / (1 - schedule.percentage)
    if Fraction(jackpot.minimum_pot.value) < least:
        raise SpecError(
            jackpot.minimum_pot.where,
            f"a pot of {jackpot.minimum_pot.value} cannot hold the jackpot drop of {jackpot.amount.value} after a "
            f"{schedule.percentage_text} rake: the minimum pot must be at least {_decimal_text(least)}",
        )


# -- the rake of one hand ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class PotFacts:
    """What the rake of a hand depends on: its pots after uncalled bets came back (main pot
    first, in chips), what a chip is worth, the big blind (chips), the players dealt in, and how
    far the hand went (`flop_dealt`; `streets_dealt` counts betting rounds reached, pre-flop 1)."""

    pots: tuple[int, ...]
    chip_value: Decimal
    big_blind: int
    players_dealt: int
    flop_dealt: bool
    streets_dealt: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "pots", tuple(self.pots))
        if not self.pots:
            raise RakeFactsError("pots=(): a hand has at least the main pot")
        for index, pot in enumerate(self.pots):
            if isinstance(pot, bool) or not isinstance(pot, int) or not 0 <= pot <= MAX_PLAYERS * MAX_CHIPS:
                raise RakeFactsError(f"pots[{index}]={pot!r}: expected chips from 0 to {MAX_PLAYERS * MAX_CHIPS:,}")
        if not isinstance(self.chip_value, Decimal) or not self.chip_value.is_finite() or self.chip_value <= 0:
            raise RakeFactsError(f"chip_value={self.chip_value!r}: expected a Decimal above zero, e.g. Decimal('0.01')")
        if (
            isinstance(self.big_blind, bool)
            or not isinstance(self.big_blind, int)
            or not 1 <= self.big_blind <= MAX_CHIPS
        ):
            raise RakeFactsError(f"big_blind={self.big_blind!r}: expected chips from 1 to {MAX_CHIPS:,}")
        players = self.players_dealt
        if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RakeFactsError(f"players_dealt={players!r}: expected {MIN_PLAYERS} to {MAX_PLAYERS}")
        if not isinstance(self.flop_dealt, bool):
            raise RakeFactsError(f"flop_dealt={self.flop_dealt!r}: expected True or False")
        streets = self.streets_dealt
        if isinstance(streets, bool) or not isinstance(streets, int) or not 1 <= streets <= MAX_STREETS:
            raise RakeFactsError(f"streets_dealt={streets!r}: expected 1 to {MAX_STREETS} betting rounds")
        if self.flop_dealt and streets < 2:
            raise RakeFactsError(f"flop_dealt=True, streets_dealt={streets}: the flop opens the second betting round")


@dataclass(frozen=True, slots=True, kw_only=True)
class PotTake:
    """What one pot gives up: the winners of the pot collect `collected`."""

    index: int  # 0: the main pot
    amount: int
    rake: int
    jackpot: int

    @property
    def collected(self) -> int:
        return self.amount - self.rake - self.jackpot


@dataclass(frozen=True, slots=True, kw_only=True)
class RakeTaken:
    rake: int
    jackpot: int
    total: int
    pots: tuple[PotTake, ...]
    clauses: tuple[str, ...]  # the clauses that decided the amounts, in the order applied
    explanation: str


def expected_rake(schedule: RakeSchedule, facts: PotFacts) -> RakeTaken:
    """The rake and jackpot drop a hand should pay under the schedule, pot by pot, with the
    clauses whose rule was applied to reach them (in that order) and one line saying how.
    Pure: no I/O, no state."""
    used: list[str] = []

    def use(rule_field: str) -> None:
        clause = schedule.clause_for(rule_field)
        if clause not in used:
            used.append(clause)

    raked = range(len(facts.pots)) if schedule.pots is PotsRaked.ALL else range(1)
    base = sum(facts.pots[i] for i in raked)
    notes: list[str] = []
    if len(facts.pots) > 1:
        use("pots")
        if schedule.pots is PotsRaked.MAIN:
            notes.append(f"main pot only ({base:,}; {len(facts.pots) - 1} side pot(s) not raked)")
        else:
            listed = " + ".join(f"{pot:,}" for pot in facts.pots)
            notes.append(f"{len(facts.pots)} pots ({listed} = {base:,}), raked {schedule.allocation}")
    no_drop = schedule.no_flop_no_drop
    if no_drop is not None and not no_drop.met(facts):
        use("no_flop_no_drop")
        notes.append(f"{no_drop.describe()}: no rake, no jackpot drop")
        return _taken(facts, [0] * len(facts.pots), 0, used, notes)

    drop, jackpot_note = _jackpot_drop(schedule, base, facts.chip_value, facts.players_dealt)
    rakes = [0] * len(facts.pots)
    if schedule.minimum_pot is not None and base < (minimum := schedule.minimum_pot.chips(facts.chip_value)):
        use("minimum_pot")
        notes.append(f"pot {base:,} below the minimum {minimum:,}: no rake")
    else:
        use("percentage")
        use("rounding")
        use("cap")
        rakes = _rake(schedule, facts, raked, base, drop, notes)
    if schedule.jackpot is not None:
        use("jackpot_drop")
        notes.append(jackpot_note)
    return _taken(facts, rakes, drop, used, notes)


def _jackpot_drop(schedule: RakeSchedule, base: int, chip_value: Decimal, players: int) -> tuple[int, str]:
    """The drop a base of `base` chips pays to the jackpot, and the note saying why."""
    if schedule.jackpot is None:
        return 0, ""
    if players < schedule.jackpot.minimum_players:
        return 0, f"no jackpot drop ({players} players dealt < {schedule.jackpot.minimum_players})"
    least = schedule.jackpot.minimum_pot.chips(chip_value)
    if base < least:
        return 0, f"no jackpot drop (pot {base:,} < {least:,})"
    drop = schedule.jackpot.amount.chips(chip_value)
    return drop, f"jackpot drop {drop:,} (pot {base:,} >= {least:,})"


def _rake(schedule: RakeSchedule, facts: PotFacts, raked: range, base: int, drop: int, notes: list[str]) -> list[int]:
    """The rake of each pot: the percentage rounded, capped, and never more than the pot holds
    after the jackpot drop."""
    chip = facts.chip_value
    step = schedule.rounding.step.chips(chip)
    per_pot = schedule.allocation is Allocation.PER_POT and len(facts.pots) > 1
    rakes = [0] * len(facts.pots)
    if per_pot:
        parts = []
        for i in raked:
            rakes[i], part = _rounded_share(schedule, facts.pots[i], step)
            parts.append(part)
        notes.append("; ".join(parts))
        uncapped = sum(rakes)
    else:
        uncapped, part = _rounded_share(schedule, base, step)
        notes.append(part)
    total = uncapped
    cap, entry = schedule.cap.for_hand(Fraction(facts.big_blind) * Fraction(chip), facts.players_dealt)
    if cap is not None:
        limit = cap.chips(chip)
        counted = schedule.jackpot is not None and schedule.jackpot.counts_toward_cap
        if counted:
            limit = max(limit - drop, 0)
        if total > limit:
            less = f" less the jackpot drop {drop:,}" if counted and drop else ""
            notes.append(f"capped at {cap.chips(chip):,}{less} ({entry}): {limit:,}")
            total = limit
    if total > base - drop:
        total = base - drop
        notes.append(f"limited to the {total:,} the pot holds after the jackpot drop")
    if per_pot:
        _give_back_from_last(rakes, uncapped - total)
        return rakes
    return _proportional([facts.pots[i] if i in raked else 0 for i in range(len(facts.pots))], total)


def _rounded_share(schedule: RakeSchedule, pot: int, step: int) -> tuple[int, str]:
    """The percentage of one amount rounded as the schedule says (never more than the amount)."""
    exact = schedule.percentage * pot
    rounded = min(schedule.rounding.apply(exact, step), pot)
    return rounded, (
        f"{schedule.percentage_text} of {pot:,} = {_fraction_text(exact)}, "
        f"{schedule.rounding.describe(step)}: {rounded:,}"
    )


def _proportional(pots: Sequence[int], total: int) -> list[int]:
    """`total` split over the pots in proportion to their size, in whole chips: each pot its
    share rounded down, the chips left over one each to the pots with the largest remainders
    (the earlier pot first on a tie). No pot gives more than it holds."""
    whole = sum(pots)
    if total == 0 or whole == 0:
        return [0] * len(pots)
    shares = [Fraction(total * pot, whole) for pot in pots]
    taken = [math.floor(share) for share in shares]
    order = sorted(range(len(pots)), key=lambda i: (-(shares[i] - taken[i]), i))
    for i in order[: total - sum(taken)]:
        taken[i] += 1
    return taken


def _give_back_from_last(rakes: list[int], excess: int) -> None:
    """Per-pot rakes cut by the cap: the excess goes back from the last side pot toward the main pot."""
    for i in reversed(range(len(rakes))):
        back = min(rakes[i], excess)
        rakes[i] -= back
        excess -= back


def _taken(facts: PotFacts, rakes: Sequence[int], drop: int, used: Sequence[str], notes: Sequence[str]) -> RakeTaken:
    """The record, the jackpot drop taken from the main pot first out of what the rake left."""
    pots: list[PotTake] = []
    left = drop
    for index, (amount, rake) in enumerate(zip(facts.pots, rakes, strict=True)):
        jackpot = min(left, amount - rake)
        left -= jackpot
        pots.append(PotTake(index=index, amount=amount, rake=rake, jackpot=jackpot))
    assert left == 0, "the jackpot drop always fits (the schedule's minimum pot holds it after the rake)"
    rake = sum(rakes)
    return RakeTaken(
        rake=rake,
        jackpot=drop,
        total=rake + drop,
        pots=tuple(pots),
        clauses=tuple(used),
        explanation="; ".join(notes),
    )


def _fraction_text(value: Fraction) -> str:
    """An exact number as a reader checks it: 85, 143.75, or 100/3 when no decimal ends."""
    if value.denominator == 1:
        return f"{value.numerator:,}"
    denominator = value.denominator
    for prime in (2, 5):
        while denominator % prime == 0:
            denominator //= prime
    if denominator != 1:
        return f"{value.numerator:,}/{value.denominator:,}"
    return _decimal_text(value)


def _decimal_text(value: Fraction) -> str:
    """A terminating fraction as a decimal with thousands separators (`1,437.5`); other values as
    the decimal rounded up to the eighth place, which is the bound a check needs."""
    places = 0
    while (value * 10**places).denominator != 1 and places < MAX_DECIMALS:
        places += 1
    scaled = math.ceil(value * 10**places)
    whole, fraction = divmod(scaled, 10**places)
    return f"{whole:,}" + (f".{fraction:0{places}d}".rstrip("0") if places else "")
