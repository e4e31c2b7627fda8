"""Hand histories in the PHH standard (github.com/uoftcprg/phh-std), read as they are written.

A `.phh` file is one hand; a `.phhs` file is many, each in a TOML section headed `[name]`. Both
are TOML, read with `tomllib` one hand at a time, so a file of a million hands streams in
constant memory and a bad hand costs only itself. Every hand becomes the engine's `HandRecord`:

- players `p1`..`pN` sit in the standard's order, the first seat after the button first and the
  button last; blinds, straddles and antes are listed by that position (heads-up reversed);
- the variant code picks the registry game and its betting structure (`table.phh_variants` of
  the game's rules_spec); a variant no game reads is refused by name;
- amounts become whole chips of a unit: the one given (`--unit 0.01`), else the currency's
  smallest coin, else the finest decimal the hand writes. An amount that is not a whole number
  of units is refused, never rounded;
- `cc` and `cbr` stay as recorded and the betting state resolves them (check or call, bet or
  raise); `d db` fixes how many board cards each action was taken with; `sm` shows (filling in
  cards the deal hid) or, with no cards, mucks; unknown cards (`??`) stay unknown.
"""

from __future__ import annotations

import functools
import math
import re
import tomllib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from harness.core.cards import DECK
from harness.core.frozen_init import fast_init
from harness.families.poker_room.betting import BettingConfig, Verb
from harness.families.poker_room.games import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    ForcedBets,
    RoomGame,
    Structure,
    phh_variant_games,
    table_rules,
)
from harness.families.poker_room.hand_history import (
    ActionRecord,
    DrawCards,
    HandRecord,
    HandRefused,
    SeatRecord,
    card_index,
    check_cards_of_the_deck,
    check_no_card_twice,
)
from harness.families.poker_room.money import UNIT_FACTORS, in_units
from harness.families.poker_room.phh_toml import fast_loads
from harness.spec.limits import MAX_CHIPS, MAX_LINE_BYTES, excerpt
from harness.spec.yaml_source import describe_value

#: The standard's variant codes (required.rst). Which game reads which is data: each room game's
#: rules_spec lists its codes under `table.phh_variants`.
PHH_VARIANTS = ("FT", "NT", "NS", "PO", "FO/8", "F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB")
#: The smallest coin of a currency (ISO 4217 code, or the symbol of `currency_symbol`).
CURRENCY_UNITS = {
    "USD": Decimal("0.01"), "EUR": Decimal("0.01"), "GBP": Decimal("0.01"), "CAD": Decimal("0.01"),
    "AUD": Decimal("0.01"), "CHF": Decimal("0.01"), "CNY": Decimal("0.01"), "HKD": Decimal("0.01"),
    "JPY": Decimal("1"), "KRW": Decimal("1"),
    "$": Decimal("0.01"), "€": Decimal("0.01"), "£": Decimal("0.01"), "¥": Decimal("1"), "₩": Decimal("1"),
}  # fmt: skip
#: A hand's text at most (a hand of ten players and every action is a few KB).
MAX_HAND_BYTES = MAX_LINE_BYTES
_SECTION = re.compile(r"^\[\s*([^\[\]\s][^\[\]]*?)\s*\]\s*(?:#.*)?$")
_PLAYER = re.compile(r"p([1-9][0-9]?)$")


@fast_init
@dataclass(frozen=True, slots=True)
class PhhSection:
    """One hand's text as it stands in its file."""

    name: str | None  # the `[name]` of a .phhs section; None for a .phh file
    index: int  # its position in the file, from 1
    line: int  # the line of its header (or 1, for a .phh file)
    text: str  # the TOML of the hand, its header left out
    first_line: int  # the file line of the text's first line


class PhhFileError(Exception):
    """The file as a whole cannot be read as PHH (exit 2); a bad hand is a HandRefused instead."""


def iter_sections(lines: Iterable[str], *, multi: bool, first_line: int = 1) -> Iterator[PhhSection]:
    """The hands of a file, one at a time: `multi` splits at `[name]` headers (.phhs), else the
    whole file is one hand (.phh). Lines come from the caller, who reads the file lazily (or a
    piece of it that starts at a header, on line `first_line`)."""
    if not multi:
        kept: list[str] = []
        size = 0
        for line in lines:
            size += len(line)
            if size > MAX_HAND_BYTES:
                kept = [TOO_LONG]
                break
            kept.append(line)
        yield PhhSection(name=None, index=1, line=1, text="".join(kept), first_line=1)
        return
    name: str | None = None
    header = 0
    buffer: list[str] = []
    keep = buffer.append
    size = 0
    index = 0
    for number, line in enumerate(lines, first_line):
        if line[:1] == "[" and (match := _SECTION.match(line)) is not None:
            if name is not None:
                index += 1
                yield PhhSection(name=name, index=index, line=header, text="".join(buffer), first_line=header + 1)
            elif not _only_comments(buffer):
                _text_before_sections(buffer, first_line)
            name, header, buffer, size = match.group(1), number, [], 0
            keep = buffer.append
            continue
        size += len(line)
        if size <= MAX_HAND_BYTES:
            keep(line)
        elif name is not None and buffer and buffer[-1] is not TOO_LONG:
            keep(TOO_LONG)
    if name is not None:
        index += 1
        yield PhhSection(name=name, index=index, line=header, text="".join(buffer), first_line=header + 1)
    elif not _only_comments(buffer):
        _text_before_sections(buffer, first_line)


def _text_before_sections(buffer: list[str], first_line: int) -> None:
    first = next(n for n, text in enumerate(buffer, first_line) if text.strip() and text.lstrip()[0] != "#")
    raise PhhFileError(f"line {first}: text before the first [section]: a .phhs file holds its hands in "
                       "sections headed [1], [2], ...")  # fmt: skip


TOO_LONG = "\x00too long\x00"


def _only_comments(lines: list[str]) -> bool:
    return all(not line.strip() or line.lstrip().startswith("#") for line in lines)


def sections_of_text(text: str, *, first_line: int) -> Iterator[PhhSection]:
    """`iter_sections(text.splitlines(keepends=True), multi=True, first_line=first_line)` for a
    piece of a .phhs file that starts at a section header, without a string per line: the headers
    are found in the text and each hand is sliced out whole (a worker's piece is some 2,000 hands
    of 20 lines). A piece that is not of that plain shape (lines that end otherwise than with a
    newline, text before its first header, a hand longer than MAX_HAND_BYTES) is read line by line."""
    if text[:1] == "[" and _lines_end_with_newlines(text):
        headers = []
        start = 0
        while start >= 0:
            end_of_line = text.find("\n", start)
            body = len(text) if end_of_line < 0 else end_of_line + 1
            found = _SECTION.match(text[start:body])
            if found is not None:
                headers.append((start, body, found.group(1)))
            start = text.find("\n[", start)
            start = start + 1 if start >= 0 else -1
        ends = [start for start, _, _ in headers[1:]] + [len(text)]
        hands = list(zip(headers, ends, strict=False))  # no header: none
        if headers and headers[0][0] == 0 and all(end - body <= MAX_HAND_BYTES for (_, body, _), end in hands):
            line = first_line
            for index, ((start, body, name), end) in enumerate(hands, 1):
                yield PhhSection(name=name, index=index, line=line, text=text[body:end], first_line=line + 1)
                line += text.count("\n", start, end)
            return
    yield from iter_sections(text.splitlines(keepends=True), multi=True, first_line=first_line)


def _lines_end_with_newlines(text: str) -> bool:
    """Every line ends with "\n" (or "\r\n"), as str.splitlines would end them."""
    if "\r" in text and text.count("\r") != text.count("\r\n"):
        return False
    return not any(end in text for end in "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029")


def load_section(section: PhhSection) -> dict[str, Any]:
    """The TOML of one hand, floats as exact decimals; a HandRefused naming the line otherwise."""
    if TOO_LONG in section.text:
        raise HandRefused("", f"the hand is longer than {MAX_HAND_BYTES:,} characters")
    data = fast_loads(section.text)
    if data is not None:
        return data
    try:
        return tomllib.loads(section.text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        found = re.search(r"\(at line (\d+), column (\d+)\)", message)
        if found:
            line = section.first_line + int(found.group(1)) - 1
            message = message[: found.start()].strip()
            raise HandRefused(f"line {line}", f"not TOML: {message}") from None
        raise HandRefused("", f"not TOML: {message}") from None


# -- one hand ---------------------------------------------------------------------------------------


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PhhHand:
    """A PHH hand as the engine plays it, with what the history recorded of its end."""

    record: HandRecord
    variant: str
    unit: Decimal  # the currency value of one chip
    starting: tuple[int | None, ...]  # chips; None where the stack is unknown (`inf`)
    winnings: tuple[int, ...] | None  # chips each player collected, net of rake, when recorded
    finishing: tuple[int, ...] | None  # chips each player ended with, when recorded
    hand_label: str | None  # the file's own `hand` field (a hand number), when given
    #: The place in the file's `actions` of each of the record's betting actions: the engine
    #: names a refused action by its place among those (`action_path`).
    action_positions: tuple[int, ...] = ()

    def action_path(self, path: str) -> str:
        """A refusal's field as the file numbers it: the engine's `actions[k]` (its k-th betting
        action) is the file's `actions[j]`, which also holds the deals and shows."""
        found = _ENGINE_ACTION.match(path)
        if found is None or int(found.group(1)) >= len(self.action_positions):
            return path
        return f"actions[{self.action_positions[int(found.group(1))]}]{path[found.end():]}"

    def amount(self, chips: int | None) -> int | float | None:
        """Chips back in the file's own units, as a JSON number (exact: at most 15 digits)."""
        return None if chips is None else in_units(chips, self.unit)

    def amounts(self, chips: Sequence[int | None]) -> list[int | float | None]:
        """`amount` of each (whole chips need no arithmetic)."""
        if UNIT_FACTORS.get(self.unit) == 1:
            return list(chips)
        amount = self.amount
        return [amount(c) for c in chips]


_ENGINE_ACTION = re.compile(r"actions\[([0-9]+)\]")


def _is_number(value: Any) -> bool:
    return (type(value) is int) or isinstance(value, Decimal)


def currency_unit(written: str) -> Decimal | None:
    """The smallest coin of a currency written by its code or symbol (`usd`, ' $'), or None."""
    for name in (written.strip().upper(), written.strip()):
        if name in CURRENCY_UNITS:
            return CURRENCY_UNITS[name]
    return None


def unit_of(data: dict[str, Any], given: Decimal | None) -> Decimal:
    """The chip: the unit given, else the currency's smallest coin, else the finest decimal written."""
    if given is not None:
        return given
    for key in ("currency", "currency_symbol"):
        value = data.get(key)
        chip = currency_unit(value) if isinstance(value, str) else None
        if chip is not None:
            return chip
    finest = 0
    for key in ("antes", "blinds_or_straddles", "starting_stacks", "winnings", "finishing_stacks"):
        for item in data.get(key) or ():
            if isinstance(item, Decimal) and item.is_finite():
                finest = max(finest, -item.normalize().as_tuple().exponent)  # type: ignore[operator]
    for key in ("bring_in", "small_bet", "big_bet", "min_bet"):
        item = data.get(key)
        if isinstance(item, Decimal) and item.is_finite():
            finest = max(finest, -item.normalize().as_tuple().exponent)  # type: ignore[operator]
    for action in data.get("actions") or ():
        if isinstance(action, str) and " cbr " in action:
            amount = action.split("#", 1)[0].split()[-1]
            if "." in amount:
                finest = max(finest, len(amount.split(".", 1)[1].rstrip("0")))
    return Decimal(1).scaleb(-min(finest, 12))


def read_chips(value: Any, path: str, unit: Decimal, *, minimum: int, allow_inf: bool = False) -> int | None:
    """An amount in whole chips of `unit`, exactly; `inf` (an unknown stack) as None when allowed."""
    if type(value) is int and unit == 1 and minimum <= value <= MAX_CHIPS:  # the common case, at once
        return value
    if not _is_number(value) and not (isinstance(value, float) and math.isinf(value)):
        raise HandRefused(path, f"expected an amount (a number), got {describe_value(value)}")
    if isinstance(value, float) or (isinstance(value, Decimal) and value.is_infinite()):
        if allow_inf and value > 0:
            return None
        raise HandRefused(path, f"expected a finite amount, got {value}")
    if isinstance(value, Decimal) and value.is_nan():
        raise HandRefused(path, "expected an amount, got nan")
    chips = Decimal(value) / unit
    if chips != chips.to_integral_value():
        raise HandRefused(path, f"{value} is not a whole number of the unit {unit} (give --unit to state the "
                                f"chip, e.g. --unit 0.01 for cents)")  # fmt: skip
    whole = int(chips)
    if whole < minimum:
        raise HandRefused(path, f"expected an amount of at least {minimum * unit}, got {value}")
    if whole > MAX_CHIPS:
        raise HandRefused(path, f"{value} is {whole:,} chips of {unit}: more than {MAX_CHIPS:,}")
    return whole


def amount_list(data: dict[str, Any], key: str, count: int, unit: Decimal, *, minimum: int,
                 allow_inf: bool = False) -> tuple[int | None, ...]:  # fmt: skip
    value = data[key]
    if not isinstance(value, list):
        raise HandRefused(key, f"expected an array of amounts, one per player, got {describe_value(value)}")
    if len(value) != count:
        raise HandRefused(key, f"expected {count} amounts (one per player), got {len(value)}")
    factor = UNIT_FACTORS.get(unit)
    if factor is not None:
        found = _whole_chips(value, factor, minimum)
        if found is not None:
            return found
    return tuple(read_chips(item, f"{key}[{i}]", unit, minimum=minimum, allow_inf=allow_inf)
                 for i, item in enumerate(value))  # fmt: skip


def _whole_chips(values: list[Any], factor: int, minimum: int) -> tuple[int, ...] | None:
    """Amounts in a unit of 1/factor, when each is a whole number of chips from `minimum` to
    MAX_CHIPS (exactly: the fraction of a decimal times the factor); else None, and `read_chips`
    reads them one by one and refuses the first that is not, by name."""
    if factor == 1:
        for item in values:
            if type(item) is not int or item < minimum or item > MAX_CHIPS:
                break
        else:
            return tuple(values)
    found: list[int] = []
    for item in values:
        if type(item) is int:
            whole = item * factor
        elif type(item) is Decimal and item.is_finite():
            numerator, denominator = item.as_integer_ratio()
            whole, rest = divmod(numerator * factor, denominator)
            if rest:
                return None
        else:
            return None
        if whole < minimum or whole > MAX_CHIPS:
            return None
        found.append(whole)
    return tuple(found)


def read_cards(text: str, path: str) -> tuple[int | None, ...]:
    """`AsKd??` -> card indices, None for each unknown card."""
    if len(text) % 2:
        raise HandRefused(path, f"{excerpt(text, 40)!r} is not a run of two-character cards such as 'AsKd'")
    found: list[int | None] = []
    for start in range(0, len(text), 2):
        card = text[start : start + 2]
        if card == "??":
            found.append(None)
            continue
        index = card_index(card)
        if index is None:
            raise HandRefused(path, f"{card!r} is not a card: a rank of 23456789TJQKA and a suit of cdhs")
        found.append(index)
    return tuple(found)


def read_hand(data: dict[str, Any], *, unit: Decimal | None = None) -> PhhHand:
    """One PHH hand (as tomllib reads it) as the engine's record; HandRefused names the field."""
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise HandRefused("variant", f"missing or not a variant code; expected one of {', '.join(PHH_VARIANTS)}")
    games = phh_variant_games()
    if variant not in games:
        if variant in PHH_VARIANTS:
            reads = ", ".join(sorted(games))
            raise HandRefused("variant", f"{variant} is a variant of the PHH standard that no game of tablecert "
                                         f"reads yet; it reads {reads}")  # fmt: skip
        raise HandRefused("variant", f"unknown variant code {describe_value(variant)}; the PHH standard's codes: "
                                     f"{', '.join(PHH_VARIANTS)}")  # fmt: skip
    game, structure = games[variant]
    bring_in_game = game.forced_bets is ForcedBets.BRING_IN
    forced_key = "bring_in" if bring_in_game else "blinds_or_straddles"
    for key in ("antes", forced_key, "starting_stacks", "actions"):
        if key not in data:
            raise HandRefused("", f"missing required field {key!r} (variant {variant})")
    stacks_value = data["starting_stacks"]
    if not isinstance(stacks_value, list):
        raise HandRefused("starting_stacks", f"expected an array of stacks, got {describe_value(stacks_value)}")
    count = len(stacks_value)
    most = min(MAX_PLAYERS, game.max_players)
    if not MIN_PLAYERS <= count <= most:
        raise HandRefused("starting_stacks", f"a table has {MIN_PLAYERS} to {most} players, got {count} "
                                             f"({game.clauses.deck})")  # fmt: skip
    chip = unit_of(data, unit)
    starting = amount_list(data, "starting_stacks", count, chip, minimum=1, allow_inf=True)
    antes = zero_unknown(amount_list(data, "antes", count, chip, minimum=0))
    forced: tuple[int, ...]
    posted: tuple[int, ...] = ()  # blinds posted out of turn (_posted_blinds)
    if bring_in_game:  # antes and a bring-in: no blinds (the up cards say who acts first)
        forced = ()
        bring_in = read_chips(data["bring_in"], "bring_in", chip, minimum=0) or 0
    else:
        data, posted = _posted_blinds(data)
        forced = zero_unknown(amount_list(data, "blinds_or_straddles", count, chip, minimum=0))
        bring_in = 0
        if max(forced) < 1:
            raise HandRefused("blinds_or_straddles", "expected at least one blind above 0")
    if structure is Structure.FIXED_LIMIT:
        for key in ("small_bet", "big_bet"):
            if key not in data:
                raise HandRefused("", f"missing required field {key!r} (variant {variant} is fixed limit)")
        small_bet = read_chips(data["small_bet"], "small_bet", chip, minimum=1) or 0
        big_bet = read_chips(data["big_bet"], "big_bet", chip, minimum=1) or 0
        if big_bet < small_bet:
            raise HandRefused("big_bet", f"expected big_bet >= small_bet, got {data['big_bet']} < {data['small_bet']}")
        config = _config(game, structure, forced, antes, small_bet, small_bet, big_bet, bring_in, _dead_antes(data),
                         posted)
        if bring_in > small_bet:
            raise HandRefused("bring_in", f"expected a bring-in of at most the small bet, got {data['bring_in']} > "
                                          f"{data['small_bet']}")  # fmt: skip
    else:
        if "min_bet" not in data:
            raise HandRefused("", f"missing required field 'min_bet' (variant {variant} is {structure})")
        min_bet = read_chips(data["min_bet"], "min_bet", chip, minimum=1) or 0
        config = _config(game, structure, forced, antes, min_bet, 0, 0, 0, _dead_antes(data), posted)
    names = _NAMES[count]
    holes: list[tuple[int | None, ...] | None] = [None] * count
    board: list[int] = []
    board_seen: list[int] = []
    positions: list[int] = []  # each betting action's place in the file's actions
    actions: list[ActionRecord] = []
    mucked: set[int] = set()
    rules = table_rules(game)
    # stud: cards come round by round, checked against each action; a draw game: `pN sd [CARDS]`,
    # then the replacements dealt with `d dh pN CARDS`
    by_rounds, draw_game = _dealing(game)
    dealt_seen: list[tuple[int, ...]] = []
    draws: dict[int, DrawCards] = {}
    replacing: dict[int, tuple[int, tuple[int | None, ...], list[int | None]]] = {}  # seat -> its draw, waiting
    shown_final: list[tuple[int, ...] | None] = [None] * count
    value = data["actions"]
    if not isinstance(value, list):
        raise HandRefused("actions", f"expected an array of action strings, got {describe_value(value)}")
    hole_cards = game.hole_cards
    bets = _BETS.get(chip)
    if bets is None:
        bets = _BETS[chip] = {}
    for index, item in enumerate(value):
        if type(item) is str:
            # The actions a day repeats, each read once: folds and checks-or-calls, bets at a
            # table's unit, hole cards dealt and board cards dealt, as written.
            simple = _SIMPLE_ACTIONS.get(item) or bets.get(item)
            if simple is not None and simple[0] < count:
                actions.append(simple)
                board_seen.append(len(board))
                positions.append(index)
                if by_rounds:
                    dealt_seen.append(tuple(len(h) if h else 0 for h in holes))
                continue
            dealt = _HOLE_DEALS.get(item)  # 'd dh p1 ????'
            if dealt is not None and dealt[0] < count and not board:
                cards = (holes[dealt[0]] or ()) + dealt[1]
                if len(cards) <= hole_cards:
                    holes[dealt[0]] = cards
                    continue
            flop = _BOARD_DEALS.get(item)  # 'd db 9s7h2c'
            if flop is not None and len(flop) == (1 if board else 3) and len(board) < 5:
                board.extend(flop)
                continue
        path = f"actions[{index}]"
        if not isinstance(item, str):
            raise HandRefused(path, f"expected an action such as 'p1 cc', got {describe_value(item)}")
        words = item.split("#", 1)[0].split()
        if not words:
            continue  # a no-op: blank or a commentary
        if words[0] == "d":
            if (draw_game and len(words) == 4 and words[1] == "dh"
                    and (seat := _seat(words[2], path, count)) in replacing):  # fmt: skip
                _deal_replacements(words[3], path, seat, names, replacing, draws)
                continue
            _deal(words, path, game, names, holes, board)
            continue
        seat = _seat(words[0], path, count)
        verb = words[1] if len(words) > 1 else ""
        if verb in ("f", "cc") and len(words) == 2:
            actions.append(ActionRecord(seat, Verb.FOLD if verb == "f" else Verb.CHECK_OR_CALL, None))
            board_seen.append(len(board))
            positions.append(index)
        elif verb == "cbr" and len(words) == 3:
            try:
                amount = Decimal(words[2])
            except InvalidOperation:
                raise HandRefused(path, f"{excerpt(words[2], 30)!r} is not an amount") from None
            bet = ActionRecord(seat, Verb.BET_OR_RAISE, read_chips(amount, path, chip, minimum=1))
            if len(bets) < _KEPT and item == f"{words[0]} cbr {words[2]}":
                bets[item] = bet
            actions.append(bet)
            board_seen.append(len(board))
            positions.append(index)
        elif verb == "sm" and len(words) in (2, 3) and not (draw_game and len(words) == 3 and words[2] != "-"):
            _show_or_muck(words, path, seat, game, holes, mucked)
            continue
        elif verb == "sd" and draw_game and len(words) in (2, 3):
            if seat in replacing:
                raise HandRefused(path, f"{names[seat]} draws again before the cards of the last draw were dealt")
            discarded = read_cards(words[2], path) if len(words) == 3 else ()
            if len(discarded) > game.hole_cards:
                raise HandRefused(path, f"{names[seat]} throws away {len(discarded)} cards but holds {game.hole_cards} "
                                        f"({game.clauses.draw})")  # fmt: skip
            if discarded:
                replacing[seat] = (len(actions), discarded, [])
            else:
                draws[len(actions)] = DrawCards(discarded=(), drawn=())
            actions.append(ActionRecord(seat, Verb.DRAW, len(discarded)))
            board_seen.append(len(board))
            positions.append(index)
        elif verb == "sm" and draw_game and len(words) == 3 and words[2] != "-":
            shown = read_cards(words[2], path)  # the hand after the draws
            if len(shown) != game.hole_cards:
                raise HandRefused(path, f"shows {len(shown)} cards; {game.name} deals {game.hole_cards}")
            if None not in shown:
                shown_final[seat] = tuple(c for c in shown if c is not None)
            continue
        elif verb == "pb" and len(words) == 2 and bring_in_game:
            actions.append(ActionRecord(seat, Verb.BRING_IN, None))
            board_seen.append(len(board))
            positions.append(index)
        elif verb in ("pb", "sd"):
            what = "a bring-in" if verb == "pb" else "a discard or stand pat"
            raise HandRefused(path, f"{what} has no place in {game.name} ({variant})")
        else:
            raise HandRefused(path, f"{excerpt(item, 60)!r} is not an action of the PHH standard: "
                                    "pN f, pN cc, pN cbr AMOUNT, pN sm [CARDS], d dh pN CARDS, d db CARDS")  # fmt: skip
        if by_rounds:
            dealt_seen.append(tuple(len(h) if h else 0 for h in holes))
    if replacing:
        seat = next(iter(replacing))
        raise HandRefused("actions", f"{names[seat]} draws, but the cards drawn are never dealt (d dh {names[seat]} "
                                     f"CARDS) ({game.clauses.draw})")  # fmt: skip
    for seat, hole in enumerate(holes):
        if hole is not None and len(hole) != game.hole_cards and not by_rounds:  # stud: settle checks the count
            raise HandRefused("actions", f"{names[seat]} is dealt {len(hole)} hole cards; {game.name} deals "
                                         f"{game.hole_cards} ({game.clauses.deck})")  # fmt: skip
    seats = tuple([
        SeatRecord(name=names[i], stack=_known_stack(starting[i]), hole=_known_cards(holes[i])) for i in range(count)
    ])  # fmt: skip
    known_board = tuple(board)
    if by_rounds:  # every card known so far, also of a player whose other cards are hidden
        known = [tuple(c for c in holes[i] or () if c is not None) for i in range(count)]
        check_no_card_twice(tuple(SeatRecord(name=names[i], stack=1, hole=known[i]) for i in range(count)),
                            known_board, rules)  # fmt: skip
    check_no_card_twice(seats, known_board, rules)
    check_cards_of_the_deck(seats, known_board, game)
    label = _label(data)
    return PhhHand(
        record=HandRecord(game=game, hand_id=label, config=config, button=count - 1, seats=seats,
                          board=known_board, actions=tuple(actions), rules=rules, names=names,
                          board_seen=tuple(board_seen), mucked=frozenset(mucked),
                          cards_may_be_unknown=True, dealt=tuple(holes) if by_rounds else None,
                          dealt_seen=tuple(dealt_seen) if by_rounds else None,
                          draws=draws if draw_game else None,
                          final_holes=tuple(shown_final) if draw_game else None),  # fmt: skip
        variant=variant,
        unit=chip,
        starting=starting,
        winnings=_recorded(data, "winnings", count, chip),
        finishing=_recorded(data, "finishing_stacks", count, chip),
        hand_label=label,
        action_positions=tuple(positions),
    )


#: The players' names by the number of players: p1, p2, ...
_NAMES = {count: tuple(f"p{i}" for i in range(1, count + 1)) for count in range(1, MAX_PLAYERS + 1)}
#: The folds and checks-or-calls as written, each seat's once: the parser's fast path (an
#: ActionRecord is an immutable tuple, so one serves every hand).
_SIMPLE_ACTIONS: dict[Any, ActionRecord] = {
    f"p{seat + 1} {code}": ActionRecord(seat, verb, None)
    for seat in range(MAX_PLAYERS)
    for code, verb in (("f", Verb.FOLD), ("cc", Verb.CHECK_OR_CALL))
}
#: What a day repeats, read once, as written; each bounded to _KEPT entries. Hole-card deals
#: ('d dh p3 ????' -> seat 2, two unknown cards), board deals ('d db 9s7h2c' -> three cards) and
#: bets or raises, by the hand's chip ('p2 cbr 3.00' at 0.01 -> seat 1 to 300 chips).
_HOLE_DEALS: dict[Any, tuple[int, tuple[int | None, ...]]] = {}
_BOARD_DEALS: dict[Any, tuple[int, ...]] = {}
_BETS: dict[Decimal, dict[str, ActionRecord]] = {}
_KEPT = 100_000


def _dealing(game: RoomGame) -> tuple[bool, bool]:
    """Whether the game deals hole cards round by round (stud) and whether it draws, once per game."""
    found = _DEALING.get(game)
    if found is None:
        found = _DEALING[game] = (game.dealt_in_rounds, game.draws > 0)
    return found


_DEALING: dict[RoomGame, tuple[bool, bool]] = {}


@functools.lru_cache(maxsize=256)
def _config(game: RoomGame, structure: Structure, forced: tuple[int, ...], antes: tuple[int, ...], big_blind: int,
            small_bet: int, big_bet: int, bring_in: int, dead_antes: bool,
            posted: tuple[int, ...]) -> BettingConfig:  # fmt: skip
    """A table's stakes, built once: a day's hands repeat a handful of them."""
    dead_antes = dead_antes and any(antes)
    if structure is Structure.FIXED_LIMIT:
        betting = next(b for b in game.structures if b.structure is structure)
        return BettingConfig(structure=structure, small_blind=forced[0] if forced else 0, big_blind=big_blind,
                             small_bet=small_bet, big_bet=big_bet, cap=betting.raise_cap, forced_bets=forced,
                             antes_by_position=antes, bring_in=bring_in, dead_antes=dead_antes,
                             posted_blinds=posted)  # fmt: skip
    return BettingConfig(structure=structure, small_blind=forced[0], big_blind=big_blind, forced_bets=forced,
                         antes_by_position=antes, dead_antes=dead_antes, posted_blinds=posted)  # fmt: skip


def _posted_blinds(data: dict[str, Any]) -> tuple[dict[str, Any], tuple[int, ...]]:
    """PHH writes a blind posted out of turn (a player joining the table) as a negative amount,
    as pokerkit reads it: the blind is live, but it does not move the first to act
    (BettingConfig.posted_blinds). The hand's data with those amounts made positive, and their
    positions."""
    value = data.get("blinds_or_straddles")
    if type(value) is not list or not any(_is_number(v) and v < 0 for v in value):
        return data, ()
    posted = tuple(i for i, v in enumerate(value) if _is_number(v) and v < 0)
    return {**data, "blinds_or_straddles": [-v if _is_number(v) and v < 0 else v for v in value]}, posted


def _dead_antes(data: dict[str, Any]) -> bool:
    """PHH `ante_trimming_status` (optional, false when absent, as pokerkit reads it): false, the
    antes are dead money of the main pot (BettingConfig.dead_antes); true, each seat's ante
    counts in its contribution to the pots."""
    value = data.get("ante_trimming_status", False)
    if type(value) is not bool:
        raise HandRefused("ante_trimming_status", f"expected true or false, got {describe_value(value)}")
    return not value


def zero_unknown(amounts: tuple[int | None, ...]) -> tuple[int, ...]:
    """Amounts with None (`inf`, never a blind or an ante) as 0."""
    if None not in amounts:
        return amounts  # type: ignore[return-value]
    return tuple(a or 0 for a in amounts)


def _known_stack(stack: int | None) -> int:
    """An unknown (`inf`) stack plays as the most chips a hand may hold: nobody can cover it."""
    return MAX_CHIPS if stack is None else stack


def _known_cards(cards: tuple[int | None, ...] | None) -> tuple[int, ...] | None:
    """Hole cards when every one is known, else None (the engine's "not shown")."""
    if cards is None or None in cards:
        return None
    return tuple(card for card in cards if card is not None)


def _label(data: dict[str, Any]) -> str | None:
    value = data.get("hand")
    if isinstance(value, (str, int)) and not isinstance(value, bool):
        return excerpt(str(value), 60)
    return None


def _recorded(data: dict[str, Any], key: str, count: int, chip: Decimal) -> tuple[int, ...] | None:
    """Recorded winnings or finishing stacks; all zeros means not recorded (some rooms write
    `winnings` of zeros for every hand, won or not: no hand ends with nothing to anybody)."""
    if key not in data:
        return None
    found = zero_unknown(amount_list(data, key, count, chip, minimum=0, allow_inf=True))
    return found if any(found) else None


def _seat(word: str, path: str, count: int) -> int:
    match = _PLAYER.match(word)
    if match is None or not 1 <= int(match.group(1)) <= count:
        raise HandRefused(path, f"{excerpt(word, 20)!r} is not an actor: d (the dealer) or p1 to p{count}")
    return int(match.group(1)) - 1


def _deal(words: list[str], path: str, game: RoomGame, names: tuple[str, ...],
          holes: list[tuple[int | None, ...] | None], board: list[int]) -> None:  # fmt: skip
    if len(words) == 4 and words[1] == "dh":
        seat = _seat(words[2], path, len(names))
        cards = (holes[seat] or ()) + read_cards(words[3], path)  # dealt at once or a card at a time
        if len(cards) > game.hole_cards or board:
            raise HandRefused(path, f"{game.name} deals {game.hole_cards} hole cards before the board, "
                                    f"{names[seat]} gets {len(cards)}{' after the flop' if board else ''} "
                                    f"({game.clauses.deck})")  # fmt: skip
        holes[seat] = cards
        if len(_HOLE_DEALS) < _KEPT and len(words) == 4:
            _HOLE_DEALS[" ".join(words)] = (seat, cards[len(cards) - len(words[3]) // 2 :])
        return
    if len(words) == 3 and words[1] == "db":
        cards = read_cards(words[2], path)
        if None in cards:
            raise HandRefused(path, "a board card is unknown ('??'): the board is dealt face up")
        expected = 3 if not board else 1
        if len(cards) != expected or len(board) >= 5:
            raise HandRefused(path, f"the board is dealt 3 cards on the flop, then 1 on the turn and 1 on the "
                                    f"river; got {len(cards)} after {len(board)} ({game.clauses.rounds})")  # fmt: skip
        known = tuple(c for c in cards if c is not None)
        board.extend(known)
        if len(_BOARD_DEALS) < _KEPT:
            _BOARD_DEALS[" ".join(words)] = known
        return
    raise HandRefused(path, f"{' '.join(words)!r} is not a deal: d dh pN CARDS or d db CARDS")


def _deal_replacements(text: str, path: str, seat: int, names: tuple[str, ...],
                       replacing: dict[int, tuple[int, tuple[int | None, ...], list[int | None]]],
                       draws: dict[int, DrawCards]) -> None:  # fmt: skip
    """`d dh pN CARDS` after pN's draw: the cards dealt for those thrown away (at once or a few at a time)."""
    index, discarded, drawn = replacing[seat]
    drawn.extend(read_cards(text, path))
    if len(drawn) > len(discarded):
        raise HandRefused(path, f"{names[seat]} threw away {len(discarded)} cards but is dealt {len(drawn)}")
    if len(drawn) == len(discarded):
        draws[index] = DrawCards(discarded=discarded, drawn=tuple(drawn))
        del replacing[seat]


def _show_or_muck(words: list[str], path: str, seat: int, game: RoomGame,
                  holes: list[tuple[int | None, ...] | None], mucked: set[int]) -> None:  # fmt: skip
    if len(words) == 2:
        mucked.add(seat)
        return
    if words[2] == "-":
        return  # shows the cards already dealt
    shown = read_cards(words[2], path)
    dealt = holes[seat]
    # All in before the last street of a stud game, the players show the cards dealt so far and
    # the rest is dealt after (as pokerkit writes an all-in runout); they show again at the end.
    early = dealt is not None and 0 < len(shown) == len(dealt) < game.hole_cards
    if len(shown) != game.hole_cards and not early:
        raise HandRefused(path, f"shows {len(shown)} cards; {game.name} deals {game.hole_cards}")
    if dealt is None or None in dealt:
        merged = shown if dealt is None else tuple(s if d is None else d for d, s in zip(dealt, shown, strict=True))
        for d, s in zip(dealt or shown, shown, strict=True):
            if d is not None and s is not None and d != s:
                raise HandRefused(path, f"shows {DECK[s]} where {DECK[d]} was dealt")
        holes[seat] = merged
        return
    for d, s in zip(dealt, shown, strict=True):
        if s is not None and d is not None and d != s:
            raise HandRefused(path, f"shows {DECK[s]} where {DECK[d]} was dealt")
