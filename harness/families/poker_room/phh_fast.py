"""A second engine for the audit of no-limit Hold'em PHH hands (variant `NT`): the same `HandAudit`
as the reference path (phh_audit.audit_section: phh.read_hand, settle.settle_hand, the check), in
a fraction of the time, for the hands it is sure of; every other hand goes to the reference path.

The reference path reads like the rules: a `HandRecord`, a `BettingState` that verifies every
action, `Pot` and `PotAward` records, the check. A day of online hands is mostly no-limit
Hold'em, folded before the flop or settled at one showdown, and pays for that object by object.
Here the kernel (phh_kernel.py, compiled where it can be) reads a hand of the plain shape rooms
write and plays its betting, for the no-limit structure (blinds and straddles by position, antes
with the big-blind ante, the minimum raise, an all-in for less that does not reopen the betting,
the board run out when nobody can bet), and this module settles what it played with plain ints,
lists and tuples: the uncalled bet returned, the pots by contribution level, the showdown by the
same hand-value lookups, and the audit line.

It never decides a hand the reference would refuse or read otherwise: whatever it is not sure of
raises `Fallback` (a hand the kernel does not read or play: an irregular action, a refusal other
than an incomplete hand's, a field it does not read, another variant; a rake rule other than a
posted schedule, a rules reading other than the defaults it models) and `fast_audit` returns
None, so the caller audits the hand by the reference path, unchanged. tests/poker_room/test_phh_fast.py
holds the two equal on every real hand of tests/data/phh (with and without the shipped rake
schedules) and on thousands of random hands, broken ones included, and checks that this path did
audit most of them (`STATS`).
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import sys
from collections import Counter
from dataclasses import fields
from decimal import Decimal
from operator import add
from pathlib import Path
from typing import Any

from harness.core.frozen_init import positional_builder
from harness.families.poker_room import hand_history
from harness.families.poker_room import settle as room_settle
from harness.families.poker_room.betting import BettingState
from harness.families.poker_room.evaluation import holdem_high_value
from harness.families.poker_room.games import (
    CARD_OPENINGS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    ForcedBets,
    HandMaking,
    LowRule,
    MinimumRaise,
    RoomGame,
    Structure,
    TableRules,
    phh_variant_games,
    table_rules,
)
from harness.families.poker_room.hand_audit import HandAudit, field_line
from harness.families.poker_room.hand_history import CARD_INDEX, HandRefused
from harness.families.poker_room.money import UNIT_FACTORS, in_units, scaled_units
from harness.families.poker_room.phh import PhhSection, currency_unit
from harness.families.poker_room.phh_toml import KNOWN as _TOML_KNOWN
from harness.families.poker_room.rake import PotFacts, RakeFactsError, RakeSchedule, expected_rake
from harness.spec.errors import HarnessError
from harness.spec.limits import MAX_CHIPS

#: Hands audited here ("fast") and hands handed to the reference path, by the reason.
STATS: Counter[str] = Counter()


class Fallback(Exception):
    """The hand is not one this engine is sure of: the reference path audits it."""


def fast_audit(section: PhhSection, *, display: str, unit: Decimal | None = None,
               rake: Any = None) -> Any:  # fmt: skip
    """The hand's `HandAudit`, equal to the reference path's, or None when the hand is to be
    audited by the reference path (phh_audit.audit_section). It plays the betting rules in force
    (games.TableRules, a rule mutant's included); while reference code it mirrors is replaced
    (a mutant that patches it, `_MIRRORED`), every hand goes to the reference path."""
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
    """Forget the stakes and lines read so far, as a new process would not know them: the
    benchmark measures hands this engine has not read before (a real day's do not repeat)."""
    for kept in (_STAKES, _TOML_KNOWN):
        kept.clear()
    if KERNEL:
        KERNEL[0].forget_seen_text()


# -- the kernel: the hand read and its betting played ------------------------------------------------

#: The kernel in use (harness/families/poker_room/phh_kernel.py): compiled where setup.py built it from
#: that very source, else the source run uncompiled (`use_compiled` chooses).
KERNEL: list[Any] = []
_KERNEL_SOURCE = Path(__file__).with_name("phh_kernel.py")
_KERNEL_NAME = "harness.families.poker_room.phh_kernel"


def kernel_module(compiled: bool) -> Any:
    """The kernel, configured: the compiled module when asked for and built from the source beside
    it (Python imports it before the source), else that source run uncompiled."""
    kernel: Any = None
    if compiled:
        kernel = importlib.import_module(_KERNEL_NAME)
        if kernel.COMPILED and _KERNEL_SOURCE.is_file() and _source_sha256() != kernel.SOURCE_SHA256:
            print(f"tablecert: {_KERNEL_SOURCE} changed since it was compiled: the compiled PHH kernel is not "
                  "used until it is rebuilt (pip install -e .); its source runs uncompiled", file=sys.stderr)
            kernel = None
        elif not kernel.COMPILED and Path(kernel.__file__) != _KERNEL_SOURCE:  # (not the source asked for)
            kernel = None
    if kernel is None:
        spec = importlib.util.spec_from_file_location(_KERNEL_NAME, _KERNEL_SOURCE)
        assert spec is not None and spec.loader is not None
        kernel = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(kernel)
    kernel.configure(_CARD_OF, _currency_chip, {f: chip for chip, f in UNIT_FACTORS.items()}, MAX_CHIPS,
                     MIN_PLAYERS)  # fmt: skip
    return kernel


def _source_sha256() -> str:
    return hashlib.sha256(_KERNEL_SOURCE.read_bytes()).hexdigest()


def use_compiled(on: bool) -> bool:
    """Run the kernel compiled (where it is built from its source) or its source uncompiled; whether
    it runs compiled. The benchmark measures both; the tests hold the two equal."""
    KERNEL[:] = [kernel_module(compiled=on)]
    return bool(KERNEL[0].COMPILED)


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

    __slots__ = ("clause_order", "clauses_contested", "clauses_odd", "clauses_ties", "game", "minimum_raise",
                 "most", "name", "phrases", "rules", "source")  # fmt: skip

    def __init__(self, source: Any, game: Any, rules: TableRules) -> None:
        clauses = rules.clauses
        self.source = source
        self.rules = rules
        self.game = game
        self.minimum_raise: int = _MINIMUM_RAISE_CODES[rules.minimum_raise]  # (the kernel's code of it)
        self.name: str = game.name
        self.most = min(MAX_PLAYERS, game.max_players)
        self.clauses_contested: str = clauses.high_ranking
        self.clauses_ties: str = clauses.ties
        self.clauses_odd: str = clauses.odd_chip_order
        self.clause_order: str = clauses.order
        self.phrases: tuple[str, ...] = tuple(plan.phrase for plan in game.plan)


#: The kernel's codes of the minimum raise (phh_kernel.TWICE_THE_BET, BET_PLUS_ONE_CHIP).
_MINIMUM_RAISE_CODES = {MinimumRaise.BET_PLUS_LARGEST_RAISE: 0, MinimumRaise.TWICE_THE_BET: 1,
                        MinimumRaise.BET_PLUS_ONE_CHIP: 2}  # fmt: skip
#: The rules this path settles only as the specs write them (TableRules' defaults): under another
#: value of one (a rule mutant's) the reference path audits the hand.
_SETTLED_AS_WRITTEN = {
    field.name: field.default
    for field in fields(TableRules)
    if field.name in ("uncalled_bet_counts_antes", "straddle_sets_minimum_raise", "straddler_acts_last",
                      "mucked_hand_gives_up_the_pots", "side_pots_to_contributors", "ties_shared",
                      "odd_chip_to_first_in_order")
}  # fmt: skip
#: The reference code this path mirrors and that rule mutants may replace by name
#: (mutants/room_patches): the forced bets, the end of the betting, the awards, odd chips, the
#: showdown's readers, the hand's settlement, the stakes and the deck's check. While any of them is
#: not the code this path was proven equal to, the reference path audits every hand.
_MIRRORED = tuple(
    (owner, name, getattr(owner, name))
    for owner, names in (
        (BettingState, ("_post_forced_bets", "_finish", "_wager", "_acted", "min_raise_to", "_verify_amount",
                        "_verify_may_raise", "_unit_for")),
        (room_settle, ("settle_hand", "award_pot", "_odd_chip_order", "READERS")),
        (RoomGame, ("structure_for",)),
        (hand_history, ("check_cards_of_the_deck",)),
    )
    for name in names
)  # fmt: skip


def _mirrored_code_replaced() -> bool:
    for owner, name, code in _MIRRORED:
        if getattr(owner, name) is not code:
            return True
    return False


_PROFILE: list[_Profile | None] = [None]
#: HandAudit from its fields' values in this order (frozen_init.positional_builder):
_AUDIT_FIELDS = ("source", "hand", "game", "status", "finishing_stacks", "rake_expected", "rake_recorded", "messages",
                 "variant", "stakes", "players", "pot", "rake", "clauses")  # fmt: skip
_BUILD_AUDIT = positional_builder(HandAudit)
_AUDIT_FIELDS_MATCH = tuple(field.name for field in fields(HandAudit)) == _AUDIT_FIELDS
_NO_PROFILE: list[Any] = []  # the registry entry and rules that did not fit (not looked at again)


def audit_profile() -> _Profile:
    if not _AUDIT_FIELDS_MATCH:
        raise Fallback("audit fields")
    entry = phh_variant_games().get("NT")
    if entry is None:
        raise Fallback("no NT game")
    if _mirrored_code_replaced():
        raise Fallback("reference code replaced")
    game, structure = entry
    rules = table_rules(game)
    found = _PROFILE[0]
    if found is not None and found.source is entry and found.rules is rules:
        return found
    if _NO_PROFILE and _NO_PROFILE[0] is entry and _NO_PROFILE[1] is rules:
        raise Fallback("rules not modelled")
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
        and all(getattr(rules, name) == written for name, written in _SETTLED_AS_WRITTEN.items())
    )
    if not fits:
        _NO_PROFILE[:] = [entry, rules]
        raise Fallback("rules not modelled")
    found = _Profile(entry, game, rules)
    _PROFILE[0] = found
    return found


#: The board cards dealt before each betting round.
_BOARD_NEEDED = (0, 3, 4, 5)
#: Two characters -> the card's index (None for '??', an unknown card), as phh.read_cards reads them.
_CARD_OF: dict[str, int | None] = {
    **{text: index for text, index in CARD_INDEX.items() if len(text) == 2},
    "??": None,
}


# -- the hand --------------------------------------------------------------------------------------


def _amount(chips: int | None, unit: Decimal, factor: int | None) -> int | float | None:
    """PhhHand.amount: chips back in the file's units, as a JSON number; `factor` is the unit's
    UNIT_FACTORS entry, looked up once per hand (every stack of every hand comes here)."""
    if chips is None:
        return None
    return scaled_units(chips, factor) if factor is not None else in_units(chips, unit)


_STAKES: dict[tuple[tuple[int, ...], Decimal], str] = {}


def _audit(section: PhhSection, display: str, unit: Decimal | None, rake: Any) -> Any:
    profile = audit_profile()
    schedule = None
    if rake is not None:
        schedule = getattr(rake, "schedule", None)
        if not isinstance(schedule, RakeSchedule):
            raise Fallback("rake rule")
    factor = 0 if unit is None else UNIT_FACTORS.get(unit, -1)
    if factor < 0:
        raise Fallback("unit not 1/10**n")
    if not KERNEL:
        use_compiled(True)
    kernel = KERNEL[0]
    rules = profile.rules
    played = kernel.play(section.text, factor, unit, profile.most, profile.minimum_raise, rules.short_all_in_reopens,
                         rules.short_all_in_sets_minimum_raise)  # fmt: skip
    if played is None:
        raise Fallback("not read by the kernel")
    return _settle(played, section, display, profile, schedule)


#: What the kernel's `play` gives `_settle`, in this order: the hand read and its betting played to
#: the end of its actions (refusal: always None, a hand the rules refuse being the reference path's;
#: `_settle` words an incomplete hand's).
PLAYED_FIELDS = (
    "count", "chip", "factor", "starting", "forced", "top", "winnings", "finishing_recorded", "antes_paid",
    "stacks", "committed", "bets", "folded", "live", "street", "needed", "actor", "max_bet", "showdown", "ran_out",
    "holes", "board", "mucked", "refusal",
)  # fmt: skip


def _settle(played: tuple[Any, ...], section: PhhSection, display: str, profile: _Profile,
            schedule: RakeSchedule | None) -> Any:  # fmt: skip
    """The pots, the showdown, the awards and the check of a hand the kernel played (PLAYED_FIELDS)."""
    (
        count, chip, factor, starting, forced, top, winnings, finishing_recorded, antes_paid, stacks, committed,
        bets, folded, live, street, needed, actor, max_bet, showdown, ran_out, holes, board, mucked, refusal
    ) = played  # fmt: skip
    over = needed < 0
    returned_seat = returned = 0  # the uncalled bet, returned when the hand is over
    if over and profile.rules.uncalled_bet_returned:
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
_TWO_UNKNOWN = (None, None)


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
