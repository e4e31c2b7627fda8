"""A second engine for the audit of no-limit Hold'em PHH hands (variant `NT`): the same `HandAudit`
as the reference path (phh_audit.audit_section: phh.read_hand, settle.settle_hand, the check), in
a fraction of the time, for the hands it is sure of; every other hand goes to the reference path.

The reference path reads like the rules: a `HandRecord`, a `BettingState` that verifies every
action, `Pot` and `PotAward` records, the check. A day of online hands is mostly no-limit
Hold'em, folded before the flop or settled at one showdown, and pays for that object by object.
This module reads those hands with plain ints, lists and tuples: the fields a no-limit Hold'em
hand uses (each line read by the fast TOML reader's own line reader, the amounts as the
reference's amount readers give them), the betting of the reference state machine, in local
variables, for the no-limit structure (blinds and straddles by
position, antes with the big-blind ante, the minimum raise, an all-in for less that does not
reopen the betting, the uncalled bet returned, the board run out when nobody can bet), the pots
by contribution level, the showdown by the same hand-value lookups, and the audit line.

It never decides a hand the reference would refuse or read otherwise: whatever it is not sure of
raises `Fallback` (an irregular action, a refusal of any kind, a field it does not read, a rake
rule other than a posted schedule, a rules reading other than the defaults it models, another
variant) and `fast_audit` returns None, so the caller audits the hand by the reference path,
unchanged. tests/poker_room/test_phh_fast.py holds the two equal on every real hand of
tests/data/phh (with and without the shipped rake schedules) and on thousands of random hands,
broken ones included, and checks that this path did audit most of them (`STATS`).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections import Counter
from dataclasses import fields
from decimal import Decimal, InvalidOperation
from operator import add
from pathlib import Path
from typing import Any

from harness.core.frozen_init import positional_builder
from harness.families.poker_room.evaluation import holdem_high_value
from harness.families.poker_room.games import (
    CARD_OPENINGS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ForcedBets,
    HandMaking,
    LowRule,
    Structure,
    phh_variant_games,
    table_rules,
)
from harness.families.poker_room.hand_audit import HandAudit, field_line
from harness.families.poker_room.hand_history import CARD_INDEX, HandRefused
from harness.families.poker_room.money import UNIT_FACTORS, in_units, scaled_units
from harness.families.poker_room.phh import (
    TOO_LONG,
    PhhSection,
    amount_list,
    currency_unit,
    read_chips,
    unit_of,
    zero_unknown,
)
from harness.families.poker_room.phh import read_cards as _phh_cards
from harness.families.poker_room.phh_toml import BLANK as _TOML_BLANK
from harness.families.poker_room.phh_toml import KEYS as _TOML_KEYS
from harness.families.poker_room.phh_toml import KNOWN as _TOML_KNOWN
from harness.families.poker_room.phh_toml import KNOWN_KEPT as _TOML_KNOWN_KEPT
from harness.families.poker_room.phh_toml import KNOWN_LENGTH as _TOML_KNOWN_LENGTH
from harness.families.poker_room.phh_toml import control_free as _toml_control_free
from harness.families.poker_room.phh_toml import read_line as _toml_line
from harness.families.poker_room.rake import PotFacts, RakeFactsError, RakeSchedule, expected_rake
from harness.mutation.catalogue import MUTANT_ENV
from harness.spec.errors import HarnessError
from harness.spec.limits import MAX_CHIPS

#: Hands audited here ("fast") and hands handed to the reference path, by the reason.
STATS: Counter[str] = Counter()


class Fallback(Exception):
    """The hand is not one this engine is sure of: the reference path audits it."""


def fast_audit(section: PhhSection, *, display: str, unit: Decimal | None = None,
               rake: Any = None) -> Any:  # fmt: skip
    """The hand's `HandAudit`, equal to the reference path's, or None when the hand is to be
    audited by the reference path (phh_audit.audit_section). Under a rule mutant (which patches
    the reference rules) every hand goes to the reference path, so the mutant is what is audited."""
    if os.environ.get(MUTANT_ENV):
        STATS["rule mutant applied"] += 1
        return None
    try:
        found = _audit(section, display, unit, rake)
    except Fallback as why:
        STATS[str(why)] += 1
        return None
    except HandRefused:
        STATS["refused"] += 1
        return None
    STATS["fast"] += 1
    return found


def forget_seen_text() -> None:
    """Forget the lines, actions and stakes read so far, as a new process would not know them:
    the benchmark measures hands this engine has not read before (a real day's do not repeat)."""
    for kept in (_LINES, _ACTIONS, _STAKES, _MIN_BETS, _POSTING, _TOML_KNOWN):
        kept.clear()
    if KERNEL and KERNEL[0] is not None:
        KERNEL[0].forget_seen_text()


# -- the compiled kernel ---------------------------------------------------------------------------

#: The compiled `read_and_play` (phh_kernel.pyx, built by setup.py), once looked for: None where it
#: was not built (no compiler), is switched off (`use_kernel`), or was built from another source.
KERNEL: list[Any] = []
_KERNEL_SOURCE = Path(__file__).with_name("phh_kernel.pyx")


def _load_kernel() -> Any:
    phh_kernel: Any
    try:
        from harness.families.poker_room import phh_kernel  # (compiled by setup.py: may be absent)
    except ImportError:
        phh_kernel = None
    if phh_kernel is not None and _KERNEL_SOURCE.is_file():
        if hashlib.sha256(_KERNEL_SOURCE.read_bytes()).hexdigest() != phh_kernel.SOURCE_SHA256:
            print(f"tablecert: {_KERNEL_SOURCE} changed since it was compiled: the compiled PHH kernel is not "
                  "used until it is rebuilt (pip install -e .)", file=sys.stderr)  # fmt: skip
            phh_kernel = None
    if phh_kernel is not None:
        phh_kernel.configure(_CARD_OF, _currency_chip, {f: chip for chip, f in UNIT_FACTORS.items()}, MAX_CHIPS,
                             MIN_PLAYERS)  # fmt: skip
    KERNEL[:] = [phh_kernel]
    return phh_kernel


def use_kernel(on: bool) -> bool:
    """Switch the compiled kernel on (when it is built from its source) or off; whether it is on.
    The benchmark measures the Python engine beside it; the tests hold the two equal."""
    KERNEL[:] = [] if on else [None]
    return (_load_kernel() if on else None) is not None


def _currency_chip(written: str) -> tuple[int, Decimal | None]:
    """phh.unit_of's reading of a currency or its symbol, for the kernel: the chip's UNIT_FACTORS
    factor and the chip; (0, None) for no currency it knows, (-1, None) for a chip not 1/10**n."""
    chip = currency_unit(written)
    if chip is None:
        return 0, None
    factor = UNIT_FACTORS.get(chip)
    return (-1, None) if factor is None else (factor, chip)


# -- what the engine assumes of the game, checked once ------------------------------------------


class _Profile:
    """No-limit Hold'em as this engine plays it, read from the registry; None when the game's
    rules differ in any point this engine relies on."""

    __slots__ = ("clause_order", "clauses_contested", "clauses_odd", "clauses_ties", "game", "most", "name",
                 "phrases", "source")

    def __init__(self, source: Any, game: Any, clauses: Any) -> None:
        self.source = source
        self.game = game
        self.name: str = game.name
        self.most = min(MAX_PLAYERS, game.max_players)
        self.clauses_contested: str = clauses.high_ranking
        self.clauses_ties: str = clauses.ties
        self.clauses_odd: str = clauses.odd_chip_order
        self.clause_order: str = clauses.order
        self.phrases: tuple[str, ...] = tuple(plan.phrase for plan in game.plan)


_PROFILE: list[_Profile | None] = [None]
#: HandAudit from its fields' values in this order (frozen_init.positional_builder):
_AUDIT_FIELDS = ("source", "hand", "game", "status", "finishing_stacks", "rake_expected", "rake_recorded", "messages",
                 "variant", "stakes", "players", "pot", "rake", "clauses")  # fmt: skip
_BUILD_AUDIT = positional_builder(HandAudit)
_AUDIT_FIELDS_MATCH = tuple(field.name for field in fields(HandAudit)) == _AUDIT_FIELDS
_NO_PROFILE: list[Any] = []  # the registry entry that did not fit (not looked at again)


def audit_profile() -> _Profile:
    if not _AUDIT_FIELDS_MATCH:
        raise Fallback("audit fields")
    entry = phh_variant_games().get("NT")
    if entry is None:
        raise Fallback("no NT game")
    found = _PROFILE[0]
    if found is not None and found.source is entry:
        return found
    if _NO_PROFILE and _NO_PROFILE[0] is entry:
        raise Fallback("rules not modelled")
    game, structure = entry
    rules = table_rules(game)
    plan = game.plan
    fits = (
        structure is Structure.NO_LIMIT
        and game.forced_bets is ForcedBets.BLINDS
        and game.showdown == (HandMaking.BEST_FIVE_ANY, LowRule.NONE)
        and game.hole_cards == 2
        and not game.draws
        and not game.dealt_in_rounds
        and game.board_by_round() == (0, 3, 4, 5)
        and len(plan) == 4
        and all(p.opens not in CARD_OPENINGS and not p.deal.draw for p in plan)
        and len(game.card_indices) == 52
        and not rules.hi_lo
        and not rules.short_blind_as_posted
        and not rules.odd_chip_by_suit
        and rules.deck == game.ranking_deck(rules.interpretations)
        and rules.deck.name == "standard-52"
    )
    if not fits:
        _NO_PROFILE[:] = [entry]
        raise Fallback("rules not modelled")
    found = _Profile(entry, game, rules.clauses)
    _PROFILE[0] = found
    return found


# -- actions as written: each read once (bounded), as (kind, seat, what) --------------------------

_FOLD, _CALL, _BET, _HOLE, _BOARD, _MUCK, _SHOW, _NOTHING = range(8)
#: The end of the actions (appended to them): the betting's last turn is passed on at it.
_END: Any = object()
_END_READ = (-1, 0, None)
#: Actions by their text, for each chip (a bet's chips depend on it) and table size: what a day repeats.
_ACTIONS: dict[tuple[Decimal, int], dict[str, tuple[int, int, Any]]] = {}
_KEPT = 100_000
_BOARD_NEEDED = (0, 3, 4, 5)


def fast_cards(text: str) -> tuple[int | None, ...]:
    """The reference reader's cards (phh.read_cards), each two characters looked up at once; any
    text it does not know is read by the reference reader, whose refusal hands the hand to the
    reference path."""
    found = tuple([_CARD_OF.get(text[start : start + 2], _NOT_A_CARD) for start in range(0, len(text), 2)])
    if _NOT_A_CARD in found:
        return _phh_cards(text, "cards")
    return found


_NOT_A_CARD: Any = object()
#: Two characters -> the card's index (None for '??', an unknown card), as phh.read_cards reads them.
_CARD_OF: dict[str, int | None] = {
    **{text: index for text, index in CARD_INDEX.items() if len(text) == 2},
    "??": None,
}
#: 'p1' to 'p99' -> the seat, as phh._PLAYER reads them.
_SEAT_OF = {f"p{number}": number - 1 for number in range(1, 100)}


def _seat(word: str) -> int:
    seat = _SEAT_OF.get(word)
    if seat is None:
        raise Fallback("actor")
    return seat


def _read_action(item: str, chip: Decimal, count: int) -> tuple[int, int, Any]:
    """One action string as (kind, seat, what) at a table of `count`; `Fallback` for anything
    else (a seat not at the table, more than two hole cards dealt at once)."""
    read = _read_action_at(item, chip)
    if read[1] >= count:
        raise Fallback("actor")
    if read[0] == _HOLE and len(read[2]) > 2:
        raise Fallback("deal")
    return read


def _read_action_at(item: str, chip: Decimal) -> tuple[int, int, Any]:
    if "#" in item:
        raise Fallback("commentary")
    words = item.split()
    if len(words) == 4 and words[0] == "d" and words[1] == "dh":
        return _HOLE, _seat(words[2]), fast_cards(words[3])
    if len(words) == 3 and words[0] == "d" and words[1] == "db":
        cards = fast_cards(words[2])
        if None in cards:
            raise Fallback("board")
        return _BOARD, -1, cards
    if len(words) < 2:
        raise Fallback("action")
    seat = _seat(words[0])
    verb = words[1]
    if len(words) == 2:
        if verb == "f":
            return _FOLD, seat, None
        if verb == "cc":
            return _CALL, seat, None
        if verb == "sm":
            return _MUCK, seat, None
    elif len(words) == 3:
        if verb == "cbr":
            return _BET, seat, bet_chips(words[2], chip)
        if verb == "sm":
            if words[2] == "-":
                return _NOTHING, seat, None
            shown = fast_cards(words[2])
            if len(shown) != 2:
                raise Fallback("show")
            return _SHOW, seat, shown
    raise Fallback("action")


def bet_chips(text: str, chip: Decimal) -> int | None:
    """A bet's amount as written in chips: `read_chips(Decimal(text), ...)` as the reference reads
    it; digits with at most the chip's decimals at once, anything else through Decimal."""
    factor = UNIT_FACTORS.get(chip)
    if factor is not None and text.isascii():
        whole, point, fraction = text.partition(".")
        if whole.isdigit() and (not point or (fraction.isdigit() and len(fraction) <= _PLACES[factor])):
            chips = int(whole) * factor
            if fraction:
                chips += int(fraction) * (factor // 10 ** len(fraction))
            if 1 <= chips <= MAX_CHIPS:
                return chips
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise Fallback("amount") from None
    return read_chips(amount, "", chip, minimum=1)


#: The decimals of each chip of UNIT_FACTORS (1 -> 0, 100 -> 2).
_PLACES = {factor: len(str(factor)) - 1 for factor in UNIT_FACTORS.values()}


# -- the hand --------------------------------------------------------------------------------------


def _amount(chips: int | None, unit: Decimal, factor: int | None) -> int | float | None:
    """PhhHand.amount: chips back in the file's units, as a JSON number; `factor` is the unit's
    UNIT_FACTORS entry, looked up once per hand (every stack of every hand comes here)."""
    if chips is None:
        return None
    return scaled_units(chips, factor) if factor is not None else in_units(chips, unit)


_STAKES: dict[tuple[tuple[int, ...], Decimal], str] = {}


class StakeLine(list[Any]):
    """The value of a line of antes or of blinds as read (a list, as fast_loads gives it), with
    its amounts in chips by the chip, worked out once for the line: the same lines come back hand
    after hand. Never changed once read."""

    __slots__ = ("chips",)

    def __init__(self, value: Any) -> None:
        super().__init__(value)
        self.chips: dict[Decimal, tuple[int, ...]] = {}


def _stake_chips(value: Any, key: str, data: dict[str, Any], count: int, chip: Decimal) -> tuple[int, ...]:
    """The antes or the blinds in chips (as phh.read_hand reads them: `inf` refused), once per
    line and chip."""
    if type(value) is StakeLine:
        found = value.chips.get(chip)
        if found is None:
            found = value.chips[chip] = zero_unknown(amount_list(data, key, count, chip, minimum=0))
        elif len(found) != count:  # (refused as the reference refuses it)
            return zero_unknown(amount_list(data, key, count, chip, minimum=0))
        return found
    return zero_unknown(amount_list(data, key, count, chip, minimum=0))


#: The minimum bet in chips, by its value and the chip (a finite int or Decimal: equal values,
#: written alike or not, are the same chips).
_MIN_BETS: dict[tuple[Any, Decimal], int] = {}


def _min_bet(value: Any, chip: Decimal) -> int:
    if type(value) is int or (type(value) is Decimal and value.is_finite()):
        found = _MIN_BETS.get((value, chip))
        if found is None:
            found = read_chips(value, "min_bet", chip, minimum=1) or 0
            if len(_MIN_BETS) >= 10_000:
                _MIN_BETS.clear()
            _MIN_BETS[(value, chip)] = found
        return found
    return read_chips(value, "min_bet", chip, minimum=1) or 0


# -- the hand's lines: phh_toml.fast_loads, a dict from the lines kept ------------------------------

#: Lines already read, by their text, as (key, value) (as fast_loads keeps them; arrays as lists,
#: the antes and blinds as `StakeLine`); ("", None) for a line without content.
_LINES: dict[str, tuple[str, Any]] = {}
_BLANK_LINE: tuple[str, Any] = ("", None)
_STAKE_KEYS = frozenset({"antes", "blinds_or_straddles"})


def read_fields(text: str) -> dict[str, Any] | None:
    """`phh_toml.fast_loads(text)` (the same pairs, each line read by its line reader; None where
    it gives none), arrays as lists shared with other hands (to be read, never changed)."""
    if not _toml_control_free(text):
        return None
    lines = text.split("\n")
    if not lines[-1]:
        lines.pop()
    known = _LINES
    entries: list[tuple[str, Any]] = list(map(known.get, lines))  # type: ignore[arg-type]  # None: filled below
    index = -1
    for _ in range(entries.count(None)):  # type: ignore[arg-type]  # the lines not kept: read
        index = entries.index(None, index + 1)  # type: ignore[arg-type]
        line = lines[index]
        head, opens, rest = line.partition(" = ['")
        if opens and rest[-2:] == "']" and head in _TOML_KEYS:  # an array of strings (the actions)
            body = rest[:-2]
            items = body.split("', '")
            if body.count("'") == 2 * len(items) - 2:  # no other quote: every item read, as _line reads it
                entries[index] = (head, StakeLine(items) if head in _STAKE_KEYS else items)
                continue
        pair = _toml_line(line)
        if pair is None:
            return None
        if pair is _TOML_BLANK:
            entry = _BLANK_LINE
        else:
            key, value = pair
            if type(value) is tuple:
                value = StakeLine(value) if key in _STAKE_KEYS else list(value)
            entry = (key, value)
        if len(line) <= _TOML_KNOWN_LENGTH:
            if len(known) >= _TOML_KNOWN_KEPT:
                known.clear()
            known[line] = entry
        entries[index] = entry
    data = dict(entries)
    pairs = len(entries)
    if "" in data:  # lines without content
        del data[""]
        pairs -= entries.count(_BLANK_LINE)
    if len(data) != pairs:  # a key given twice: tomllib's to report
        return None
    return data


def _audit(section: PhhSection, display: str, unit: Decimal | None, rake: Any) -> Any:
    profile = audit_profile()
    schedule = None
    if rake is not None:
        schedule = getattr(rake, "schedule", None)
        if not isinstance(schedule, RakeSchedule):
            raise Fallback("rake rule")
    played = None
    kernel = KERNEL[0] if KERNEL else _load_kernel()
    if kernel is not None:
        factor = 0 if unit is None else UNIT_FACTORS.get(unit, -1)
        if factor >= 0:
            played = kernel.play(section.text, factor, unit, profile.most)
    if played is None:
        played = read_and_play(section.text, unit, profile)
    return _settle(played, section, display, profile, schedule)


#: What `read_and_play` gives `_settle`, in this order (a plain tuple: the compiled kernel
#: builds the same one).
PLAYED_FIELDS = (
    "count", "chip", "factor", "starting", "forced", "top", "winnings", "finishing_recorded", "antes_paid",
    "stacks", "committed", "bets", "folded", "live", "street", "needed", "actor", "max_bet", "showdown", "ran_out",
    "holes", "board", "mucked", "refusal",
)  # fmt: skip


def read_and_play(text: str, unit: Decimal | None, profile: _Profile) -> tuple[Any, ...]:
    """The hand read and its betting played: the stacks, bets and cards at the end of the actions
    (PLAYED_FIELDS), or `Fallback` / `HandRefused` for a hand the reference path is to audit."""
    if TOO_LONG in text:
        raise Fallback("long")
    data = read_fields(text)
    if data is None:
        raise Fallback("toml")
    if data.get("variant") != "NT":
        raise Fallback("variant")
    stacks_value = data.get("starting_stacks")
    actions = data.get("actions")
    if (type(stacks_value) is not list or type(actions) is not list or "antes" not in data
            or "blinds_or_straddles" not in data or "min_bet" not in data):  # fmt: skip
        raise Fallback("fields")
    count = len(stacks_value)
    if not MIN_PLAYERS <= count <= profile.most:
        raise Fallback("players")
    chip = unit_of(data, unit)
    factor = UNIT_FACTORS.get(chip)
    starting: tuple[int | None, ...] | None = None
    if factor is not None and len(stacks_value) == count:
        starting = whole_amounts(stacks_value, factor, 1)
    if starting is None:
        starting = amount_list(data, "starting_stacks", count, chip, minimum=1, allow_inf=True)
    # The stakes' lines repeat from hand to hand: each read once per chip.
    antes = _stake_chips(data["antes"], "antes", data, count, chip)
    forced = _stake_chips(data["blinds_or_straddles"], "blinds_or_straddles", data, count, chip)
    top = max(forced)
    if top < 1:
        raise Fallback("blinds")
    big_blind = _min_bet(data["min_bet"], chip)
    winnings = _recorded(data, "winnings", count, chip, factor)
    finishing_recorded = _recorded(data, "finishing_stacks", count, chip, factor)

    # The forced bets by seat: PHH lists them by position from the button's left, the button
    # (the last seat) last; heads-up reversed, the button posting the first.
    ante_of: tuple[int, ...] = (antes[1], antes[0]) if count == 2 else antes
    posting = _POSTING.get(forced)
    if posting is None:
        posting = _posting(forced, top)
    posts, last_top = posting
    stacks: list[int] = (
        [MAX_CHIPS if s is None else s for s in starting] if None in starting
        else list(starting)  # type: ignore[arg-type]  # (no None in it)
    )  # fmt: skip
    committed = [0] * count
    bets = [0] * count
    able = count  # live seats with chips
    trimming = data.get("ante_trimming_status", False)  # phh._dead_antes
    if type(trimming) is not bool:
        raise Fallback("fields")
    antes_paid: list[int] | None = None  # the antes, when they are dead money of the main pot
    if any(ante_of):
        for seat in range(count):
            ante = ante_of[seat]
            if ante:
                stack = stacks[seat]
                paid = ante if ante < stack else stack
                stacks[seat] = stack - paid
                if paid == stack:
                    able -= 1
                committed[seat] = paid
        if not trimming:
            antes_paid = list(committed)
    for seat, blind in posts:
        stack = stacks[seat]
        if stack:
            paid = blind if blind < stack else stack
            stacks[seat] = stack - paid
            if paid == stack:
                able -= 1
            committed[seat] += paid
            bets[seat] = paid

    # The betting: betting.BettingState for the no-limit structure, in local variables. The turn
    # passes on (its `advance`: the next seat to act, else the end of the round, the next round
    # begun) only when the next betting action, or the end of the actions, needs it: the deals
    # between read nothing of the betting. A seat is pending (to act in the round) only while it
    # is in the hand with chips: it folds, calls or bets all in only on its turn, which ends it.
    folded = [False] * count
    pending = [stack > 0 for stack in stacks]  # the first round begins
    reopen_at = [0] * count  # a seat that acted may raise again only once a bet reaches this
    live = count
    max_bet = top
    min_raise = top if top > big_blind else big_blind
    street = 0
    needed = 0  # the board cards dealt before the round's betting (-1: the hand is over)
    actor = -1
    showdown = ran_out = False
    if able == 1:  # alone with chips and nothing to call: no betting
        seat = pending.index(True)
        if bets[seat] >= max_bet:
            pending[seat] = False
    after = last_top  # the turn is to pass on from this seat (-1: it has)
    order = _ORDER[count]

    # The actions, read and played in one pass (the reference reads them all, then plays them:
    # any refusal, of either, sends the hand to it).
    known = _ACTIONS.get((chip, count))
    if known is None:
        known = _ACTIONS[(chip, count)] = {}
    known[_END] = _END_READ
    holes: list[tuple[int | None, ...] | None]
    if actions[:count] == _UNKNOWN_DEALS[count]:  # two unknown cards to each seat in turn (as rooms record it)
        holes = [_TWO_UNKNOWN] * count
        actions = [*actions[count:], _END]
        skipped = count  # (the file's actions begin with the deals left out)
    else:
        holes = [None] * count
        actions = [*actions, _END]  # (the list read is shared)
        skipped = 0
    board: list[int] = []
    shown = 0  # board cards dealt
    mucked: list[int] = []
    refusal: tuple[str, str] | None = None  # (field, message): the first action the rules refuse
    for item in actions:
        read = known.get(item)  # (the reader's arrays hold strings, or numbers: nothing unhashable)
        if read is None:
            if type(item) is not str:
                raise Fallback("action")
            read = _read_action(item, chip, count)
            if len(known) >= _KEPT:
                known.clear()
                known[_END] = _END_READ
            known[item] = read
        kind, seat, what = read
        if kind <= _BET:
            if refusal is not None:
                continue  # the hand is refused: the rest is only read
            if after >= 0:  # the turn passes on
                while True:
                    if live == 1:
                        actor = needed = -1
                        break
                    for next_seat in order[after]:
                        if pending[next_seat]:
                            if able == 1 and bets[next_seat] >= max_bet:
                                pending[next_seat] = False
                                continue
                            actor = next_seat
                            break
                    else:  # the end of the round
                        actor = -1
                        if street == 3:
                            showdown = True
                            needed = -1
                            break
                        if able <= 1:  # nobody left to bet against: the board is dealt out without betting
                            ran_out = showdown = True
                            street = 3
                            needed = -1
                            break
                        street += 1
                        needed = _BOARD_NEEDED[street]
                        bets = [0] * count
                        max_bet = 0
                        min_raise = big_blind
                        pending = [not out and stack > 0 for out, stack in zip(folded, stacks, strict=True)]
                        reopen_at = [0] * count
                        if able == 1:  # (nothing to call: no betting)
                            pending[pending.index(True)] = False
                        after = count - 1
                        continue
                    break
                after = -1
            if kind < 0:  # the end of the actions
                break
            if shown != needed:  # the hand over, or the board not as the round needs it
                raise Fallback("turn")
            if seat != actor:
                names = _NAMES[count]
                why = f"{names[seat]} acts out of turn: it is {names[actor]}'s turn"
                place = skipped + next(i for i, other in enumerate(actions) if other is item)  # in the file's actions
                refusal = (f"actions[{place}]", f"{why} {profile.phrases[street]} ({profile.clause_order})")
                continue
            if kind == _FOLD:
                folded[seat] = True
                live -= 1
                able -= 1
                pending[seat] = False
            elif kind == _CALL:
                bet = bets[seat]
                if bet < max_bet:
                    stack = stacks[seat]
                    owed = max_bet - bet
                    paid = owed if owed < stack else stack
                    if paid == stack:
                        able -= 1
                    stacks[seat] = stack - paid
                    bets[seat] = bet + paid
                    committed[seat] += paid
                pending[seat] = False
                reopen_at[seat] = max_bet + min_raise
            else:  # a bet or raise to `what`
                stack = stacks[seat]
                bet = bets[seat]
                if stack <= max_bet - bet or max_bet < reopen_at[seat]:
                    raise Fallback("raise")
                for other in range(count):  # somebody could call it
                    if other != seat and not folded[other] and stacks[other] and stacks[other] + bets[other] > max_bet:
                        break
                else:
                    raise Fallback("raise")
                most = bet + stack
                if what > most:
                    raise Fallback("raise")
                full = True
                if what < (max_bet + min_raise if max_bet else big_blind):
                    if what != most:
                        raise Fallback("raise")
                    full = False  # an all-in for less: no full raise, the betting is not reopened by it
                paid = what - bet
                stacks[seat] = stack - paid
                if paid and paid == stack:
                    able -= 1
                bets[seat] = what
                committed[seat] += paid
                if full and what - max_bet > min_raise:
                    min_raise = what - max_bet
                max_bet = what
                for other in range(count):
                    if other != seat and not folded[other] and stacks[other]:
                        pending[other] = True
                pending[seat] = False
                reopen_at[seat] = what + min_raise
            after = seat
        elif kind == _HOLE:
            if shown:
                raise Fallback("deal")
            dealt = holes[seat]
            if dealt is None:
                holes[seat] = what
            else:
                cards = dealt + what
                if len(cards) > 2:
                    raise Fallback("deal")
                holes[seat] = cards
        elif kind == _BOARD:
            if len(what) != (1 if shown else 3) or shown >= 5:
                raise Fallback("board")
            board.extend(what)
            shown += len(what)
        elif kind == _MUCK:
            mucked.append(seat)
        elif kind == _SHOW:
            dealt = holes[seat]
            if dealt is None:
                holes[seat] = what
            elif len(dealt) != 2:
                raise Fallback("show")
            elif None in dealt:
                for d, s in zip(dealt, what, strict=True):
                    if d is not None and s is not None and d != s:
                        raise Fallback("show")
                holes[seat] = tuple(s if d is None else d for d, s in zip(dealt, what, strict=True))
            else:
                for d, s in zip(dealt, what, strict=True):
                    if s is not None and d != s:
                        raise Fallback("show")
    return (
        count, chip, factor, starting, forced, top, winnings, finishing_recorded, antes_paid, stacks, committed,
        bets, folded, live, street, needed, actor, max_bet, showdown, ran_out, holes, board, mucked, refusal
    )  # fmt: skip


def _settle(played: tuple[Any, ...], section: PhhSection, display: str, profile: _Profile,
            schedule: RakeSchedule | None) -> Any:  # fmt: skip
    """The pots, the showdown, the awards and the check of a hand played by `read_and_play`."""
    (
        count, chip, factor, starting, forced, top, winnings, finishing_recorded, antes_paid, stacks, committed,
        bets, folded, live, street, needed, actor, max_bet, showdown, ran_out, holes, board, mucked, refusal
    ) = played  # fmt: skip
    over = needed < 0
    returned_seat = returned = 0  # the uncalled bet, returned when the hand is over
    if over:
        ordered = sorted(bets)
        excess = ordered[-1] - ordered[-2]
        if excess > 0:
            returned_seat = bets.index(ordered[-1])
            committed[returned_seat] -= excess
            stacks[returned_seat] += excess
            bets[returned_seat] -= excess
            returned = excess
    hole_of: list[tuple[int, ...] | None] = []
    cards_seen = list(board)
    if holes.count(_TWO_UNKNOWN) == count:  # no hole card known (most online hands)
        hole_of = [None] * count
        holes = []
    for hole in holes:
        if hole is None:
            hole_of.append(None)
        elif len(hole) != 2:
            raise Fallback("hole cards")
        elif None in hole:
            hole_of.append(None)
        else:
            hole_of.append(hole)
            cards_seen.extend(hole)
    if len(set(cards_seen)) != len(cards_seen):
        raise Fallback("card twice")
    if refusal is None and not over:
        owed = min(max_bet - bets[actor], stacks[actor])
        facing = f"{owed} to call" if owed else "nothing to call"
        refusal = ("actions", f"the hand is incomplete: {_NAMES[count][actor]} is to act "
                              f"{profile.phrases[street]} ({facing})")  # fmt: skip
    if refusal is not None:
        path, message = refusal
        return HandAudit(
            source=f"{display}:{section.line}", hand=section.name if section.name is not None else section.index,
            game="NT", status="refused", finishing_stacks=None, rake_expected=None, rake_recorded=None,
            variant="NT", messages=(f"{display}:{field_line(section, path)}: {path}: {message}",),
        )  # fmt: skip
    if len(board) != 5 if showdown else len(board) > _BOARD_NEEDED[street]:
        raise Fallback("board")

    # Settle: the pots by contribution level, the showdown, the awards.
    out = folded
    unknown: list[int] = []
    high: dict[int, int] = {}
    if showdown:
        contenders = [s for s in range(count) if not folded[s]]
        if mucked:
            contenders = [s for s in contenders if s not in mucked]
            if not contenders:
                raise Fallback("all mucked")
            out = [folded[s] or s in mucked for s in range(count)]
        board_cards = tuple(board)
        for seat in contenders:
            hole = hole_of[seat]
            if hole is None:
                unknown.append(seat)
            else:
                high[seat] = holdem_high_value(hole + board_cards)
    pots: list[tuple[int, tuple[int, ...]]]
    if live == 1:  # all folded but one: one pot, theirs (most hands)
        pots = [(sum(committed), (folded.index(False),))]
    else:
        contributed = committed if antes_paid is None else [c - a for c, a in zip(committed, antes_paid, strict=True)]
        level = -1
        for seat in range(count):  # one contribution level among the seats in the pots: one pot
            if not out[seat]:
                if level < 0:
                    level = contributed[seat]
                elif contributed[seat] != level:
                    level = -2
                    break
        if level >= 0:
            pots = [(sum(committed), tuple([s for s in range(count) if not out[s]]))]
        else:
            pots = _pots(contributed, out, sum(committed) - sum(contributed))
    rake_chips: tuple[int, ...] = ()
    clauses: tuple[str, ...] = ()
    if schedule is not None:
        forced_big = (forced[1] if len(forced) > 1 and forced[1] else top)
        reached = 3 if ran_out else street
        try:
            facts = PotFacts(pots=tuple(p[0] for p in pots), chip_value=chip, big_blind=forced_big,
                             players_dealt=count, flop_dealt=reached > 0, streets_dealt=reached + 1)  # fmt: skip
            taken = expected_rake(schedule, facts)
        except (RakeFactsError, HarnessError):  # the reference path raises it (or says why)
            raise Fallback("rake not taken") from None
        rake_chips = tuple(take.rake + take.jackpot for take in taken.pots)
        clauses = taken.clauses
    awarded = [0] * count
    contested: list[tuple[tuple[int, ...], tuple[str, ...]]] = []  # eligible and clauses of the awards
    unresolved: list[tuple[int, tuple[int, ...]]] = []
    for index, (amount, eligible) in enumerate(pots):
        if rake_chips:
            amount -= rake_chips[index]
        if unknown and len(eligible) > 1 and any(s in eligible for s in unknown):
            unresolved.append((amount, eligible))
            continue
        if len(eligible) == 1:
            awarded[eligible[0]] += amount
            continue
        best = max([high[s] for s in eligible])
        winners = [s for s in eligible if high[s] == best]
        used = [profile.clauses_contested]
        if len(winners) == 1:
            awarded[winners[0]] += amount
        else:
            base, remainder = divmod(amount, len(winners))
            for position, seat in enumerate(winners):
                awarded[seat] += base + (1 if position < remainder else 0)
            used.append(profile.clauses_ties)
            if remainder:
                used.append(profile.clauses_odd)
        contested.append((eligible, tuple(used)))

    # The check (phh_audit._check), on the same numbers.
    total = sum(committed)
    expected_rake_chips = sum(rake_chips)
    counted_back = 0
    if winnings is not None and returned and winnings[returned_seat] == awarded[returned_seat] + returned:
        counted_back = returned
    collected = awarded
    if counted_back:
        collected = list(awarded)
        collected[returned_seat] += returned
    recorded_rake: int | None = None
    if winnings is not None:
        recorded_rake = total + counted_back - sum(winnings)
    elif finishing_recorded is not None and None not in starting:
        recorded_rake = sum(starting) - sum(finishing_recorded)
    names = _NAMES[count]
    messages: list[str] = []
    discrepancy = False
    finishing: list[int | None] | None
    if not unresolved:
        if None in starting:
            finishing = [None if starting[i] is None else stacks[i] + awarded[i] for i in range(count)]
        else:
            finishing = list(map(add, stacks, awarded))
        if winnings is not None and winnings != tuple(collected):
            for i in range(count):
                if winnings[i] != collected[i]:
                    discrepancy = True
                    found = sorted({c for eligible, used in contested if i in eligible for c in used if c})
                    where = f" ({', '.join(found)})" if found else ""
                    messages.append(f"{names[i]} collected {_amount(winnings[i], chip, factor)}, the rules award "
                                    f"{_amount(awarded[i], chip, factor)}{where}")  # fmt: skip
    else:
        hidden = sorted({s for _, eligible in unresolved for s in eligible if hole_of[s] is None})
        who = ", ".join(names[s] for s in hidden)
        in_pots = sum(amount for amount, _ in unresolved)
        note = (f"{len(unresolved)} pot(s) of {_amount(in_pots, chip, factor)} not settled by the rules: the cards "
                f"of {who} were not recorded")  # fmt: skip
        finishing = None
        if winnings is None:
            note += "; nothing recorded to check them against"
        else:
            extra = [w - a for w, a in zip(winnings, awarded, strict=True)]
            eligible_any = {s for _, eligible in unresolved for s in eligible}
            wrong = [names[s] for s, chips in enumerate(extra) if chips < 0 or (chips > 0 and s not in eligible_any)]
            if wrong or sum(extra) > in_pots:
                note += f"; the recorded winnings are not a possible award of them ({', '.join(wrong) or 'sum'})"
                discrepancy = True
            else:
                finishing = [None if starting[i] is None else stacks[i] + winnings[i] for i in range(count)]
                note += "; the recorded winnings are a possible award of them"
        messages.append(note)
    if finishing_recorded is not None and finishing is not None:
        for i in range(count):
            value = finishing[i]
            if value is not None and finishing_recorded[i] != value:
                discrepancy = True
                messages.append(f"{names[i]} finished with {_amount(finishing_recorded[i], chip, factor)}, the rules "
                                f"give {_amount(value, chip, factor)}")  # fmt: skip
    if recorded_rake is not None and recorded_rake != expected_rake_chips:
        discrepancy = True
        shows = _amount(recorded_rake, chip, factor)
        if expected_rake_chips == 0 and not clauses:
            messages.append(f"rake: the history shows {shows} taken from a pot of {_amount(total, chip, factor)}, "
                            "but no rake schedule was given (--rake)")  # fmt: skip
        else:
            rake_clause = f" ({', '.join(clauses)})" if clauses else ""
            takes = _amount(expected_rake_chips, chip, factor)
            messages.append(f"rake: the history shows {shows} taken from a pot of {_amount(total, chip, factor)}, "
                            f"the schedule takes {takes}{rake_clause}")  # fmt: skip
    taken_chips = recorded_rake if recorded_rake is not None else expected_rake_chips
    stakes_key = (forced, chip)
    stakes = _STAKES.get(stakes_key)
    if stakes is None:
        stakes = "/".join(str(_amount(b, chip, factor)) for b in [b for b in forced if b][:2])
        if len(_STAKES) < 10_000:
            _STAKES[stakes_key] = stakes
    shown_stacks: list[int | float | None] | None
    if finishing is None:
        shown_stacks = None
    elif factor == 1:
        shown_stacks = list(finishing)
    elif factor is not None:  # _amount, inlined
        shown_stacks = [None if c is None else c // factor if not c % factor else c / factor for c in finishing]
    else:
        shown_stacks = [_amount(c, chip, factor) for c in finishing]
    return _BUILD_AUDIT(  # the fields in the order of _AUDIT_FIELDS
        f"{display}:{section.line}", section.name if section.name is not None else section.index, profile.name,
        "discrepancy" if discrepancy else "ok", shown_stacks, _amount(expected_rake_chips, chip, factor),
        _amount(recorded_rake, chip, factor), tuple(messages), "NT", stakes, count, total * chip, taken_chips * chip,
        clauses,
    )  # fmt: skip


_NAMES = {count: tuple(f"p{i}" for i in range(1, count + 1)) for count in range(1, MAX_PLAYERS + 1)}
#: For each table size, the deals of two unknown hole cards to each seat in turn ('d dh p1 ????', ...),
#: and what each deal reads as.
_UNKNOWN_DEALS = {count: [f"d dh {name} ????" for name in _NAMES[count]] for count in range(1, MAX_PLAYERS + 1)}
_TWO_UNKNOWN = (None, None)
#: For each table size and seat, the seats after it in turn, itself last.
_ORDER = {count: tuple(tuple((seat + step) % count for step in range(1, count + 1)) for seat in range(count))
          for count in range(1, MAX_PLAYERS + 1)}  # fmt: skip


_INFINITY = Decimal("Infinity")
#: The blinds and straddles in chips as PHH lists them -> (the seats that post them, in seat
#: order, with the amount; the last seat to post the largest).
_POSTING: dict[tuple[int, ...], tuple[tuple[tuple[int, int], ...], int]] = {}


def _posting(forced: tuple[int, ...], top: int) -> tuple[tuple[tuple[int, int], ...], int]:
    """PHH lists the forced bets by position from the button's left, the button (the last seat)
    last; heads-up reversed, the button posting the first."""
    by_seat = (forced[1], forced[0]) if len(forced) == 2 else forced
    posts = tuple((seat, blind) for seat, blind in enumerate(by_seat) if blind)
    last_top = len(by_seat) - 1 - by_seat[::-1].index(top)
    if len(_POSTING) >= 10_000:
        _POSTING.clear()
    _POSTING[forced] = found = (posts, last_top)
    return found


def whole_amounts(values: list[Any], factor: int, minimum: int) -> tuple[int | None, ...] | None:
    """phh.amount_list(..., allow_inf=True) for amounts written as ints or finite Decimals, each
    from `minimum` to MAX_CHIPS chips of 1/factor, or all `inf` (unknown: None each, as rooms that
    do not record the stacks write them); else None (and phh.amount_list reads them, or refuses
    them)."""
    found: list[int] = []
    try:
        for item in values:
            if type(item) is int:
                found.append(item * factor)
            elif type(item) is Decimal:
                numerator, denominator = item.as_integer_ratio()  # (inf and nan raise)
                whole, rest = divmod(numerator * factor, denominator)
                if rest:
                    return None
                found.append(whole)
            else:
                return None
    except (OverflowError, ValueError):  # an infinity or a nan
        if values.count(_INFINITY) == len(values):
            return (None,) * len(values)
        return None
    if not found or min(found) < minimum or max(found) > MAX_CHIPS:
        return None
    return tuple(found)


def _recorded(data: dict[str, Any], key: str, count: int, chip: Decimal, factor: int | None) -> tuple[int, ...] | None:
    """phh._recorded: recorded winnings or finishing stacks; all zeros is none recorded."""
    value = data.get(key)
    if value is None:
        return None
    found = None
    if factor is not None and type(value) is list and len(value) == count:
        whole = whole_amounts(value, factor, 0)
        if whole is not None:
            found = zero_unknown(whole)
    if found is None:
        found = zero_unknown(amount_list(data, key, count, chip, minimum=0, allow_inf=True))
    return found if any(found) else None


def _pots(committed: list[int], out: list[bool], dead: int) -> list[tuple[int, tuple[int, ...]]]:
    """pots.build_pots as (amount, eligible): main pot first, a side pot per level of a live seat;
    `dead` chips (antes that are dead money) in the main pot."""
    live = tuple([i for i in range(len(committed)) if not out[i]])
    levels = sorted({committed[i] for i in live})
    if len(levels) == 1:
        return [(sum(committed) + dead, live)]
    pots: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in committed) + dead
        dead = 0  # (the main pot's)
        if amount:
            pots.append((amount, tuple(i for i in live if committed[i] >= level)))
        previous = level
    leftover = sum(c - min(c, previous) for c in committed)
    if leftover and pots:
        pots[-1] = (pots[-1][0] + leftover, pots[-1][1])
    return pots
