# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The fast path's reader and betting engine for no-limit Hold'em hands in the plain shape a room writes.

`play(text, given_factor, given_chip, most)` reads a hand's lines and plays its betting in one pass
over the text, and gives the stacks, bets and cards at the end of the actions (the tuple
phh_fast.PLAYED_FIELDS names), which phh_fast settles; or None for any hand it is not sure of,
which phh_fast hands to the reference path: a line that is not `key = value` with a plain value (a
quoted string without escapes, true or false, a time, a number such as 200 or 0.50, a one-line
array of those), a key given twice, a control character, an amount that is not whole chips or is
negative or `inf`, a currency that is not a plain chip, an action not written as PHH writes it
('d dh p1 AsKd', 'd db 9s7h2c', 'p3 cbr 3.00', 'p1 f', 'p2 cc', 'p1 sm 8dAs', 'p1 sm', 'p2 sm -'), an
irregular action, an action out of turn.

Written in Cython's pure-Python mode: setup.py compiles it (C types, one pass, no object made for a
line or an action: what keeps the audit at 30x pokerkit) where a compiler is present, and the same
file runs as plain Python where none is (slower, the same answers). phh_fast uses the compiled
module only when it was built from this very file (SOURCE_SHA256, set by setup.py through
phh_kernel.pxd). tests/poker_room/test_phh_kernel.py holds the compiled module equal to this file run
uncompiled; tests/poker_room/test_phh_fast.py holds the audit it leads to equal to the reference path's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

import cython

if not cython.compiled:  # compiled, these are phh_kernel.pxd's C constants
    SEATS = 16
    MAX_ACTIONS = 512
    MAX_ITEMS = 16
    SLOTS = 13
    NUMBERS = SLOTS * MAX_ITEMS
    HOLE_CARDS = 2 * SEATS

#: The SHA-256 of the file this module was compiled from (setup.py passes it to the compiler);
#: None where it runs uncompiled.
SOURCE_SHA256: str | None = None
if cython.compiled:
    SOURCE_SHA256 = PHH_KERNEL_SOURCE_SHA256.decode("ascii")  # type: ignore[name-defined]  # noqa: F821 (phh_kernel.pxd)
#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

UNKNOWN = cython.declare(cython.longlong, -2)  # an `inf` amount read as None
MAX_CHIPS = cython.declare(cython.longlong, 1_000_000_000_000)  # harness.spec.limits.MAX_CHIPS (configure checks it)
MIN_PLAYERS = cython.declare(cython.int, 2)  # games.MIN_PLAYERS (configure checks it)

# Action kinds, as phh_fast plays them (END: the end of the actions).
FOLD = cython.declare(cython.int, 0)
CALL = cython.declare(cython.int, 1)
BET = cython.declare(cython.int, 2)
HOLE = cython.declare(cython.int, 3)
BOARD = cython.declare(cython.int, 4)
MUCK = cython.declare(cython.int, 5)
SHOW = cython.declare(cython.int, 6)
NOTHING = cython.declare(cython.int, 7)
END = cython.declare(cython.int, -1)

# The minimum raise in force (games.MinimumRaise; phh_fast passes the code): else the bet plus the largest raise.
TWICE_THE_BET = cython.declare(cython.int, 1)
BET_PLUS_ONE_CHIP = cython.declare(cython.int, 2)

# The keys the engine reads, by their slot.
K_OTHER = cython.declare(cython.int, -1)
K_VARIANT = cython.declare(cython.int, 0)
K_STACKS = cython.declare(cython.int, 1)
K_ACTIONS = cython.declare(cython.int, 2)
K_ANTES = cython.declare(cython.int, 3)
K_BLINDS = cython.declare(cython.int, 4)
K_MIN_BET = cython.declare(cython.int, 5)
K_WINNINGS = cython.declare(cython.int, 6)
K_FINISHING = cython.declare(cython.int, 7)
K_TRIMMING = cython.declare(cython.int, 8)
K_CURRENCY = cython.declare(cython.int, 9)
K_SYMBOL = cython.declare(cython.int, 10)
K_LIMIT_KEYS = cython.declare(cython.int, 11)  # bring_in, small_bet, big_bet: fixed-limit keys (not read here)
KEYS = cython.declare(cython.int, 12)  # (the slot of any other key's value: SLOTS = KEYS + 1)

_KEY_INDEX: dict[str, int] = {
    "variant": K_VARIANT, "starting_stacks": K_STACKS, "actions": K_ACTIONS, "antes": K_ANTES,
    "blinds_or_straddles": K_BLINDS, "min_bet": K_MIN_BET, "winnings": K_WINNINGS,
    "finishing_stacks": K_FINISHING, "ante_trimming_status": K_TRIMMING, "currency": K_CURRENCY,
    "currency_symbol": K_SYMBOL, "bring_in": K_LIMIT_KEYS, "small_bet": K_LIMIT_KEYS, "big_bet": K_LIMIT_KEYS,
}  # fmt: skip

# Value shapes.
V_STRING = cython.declare(cython.int, 1)
V_NUMBER = cython.declare(cython.int, 2)
V_BOOL = cython.declare(cython.int, 3)
V_TIME = cython.declare(cython.int, 4)
V_NUMBERS = cython.declare(cython.int, 5)  # an array of numbers
V_STRINGS = cython.declare(cython.int, 6)  # an array of strings (or an empty array)


@cython.final
@cython.cclass
class Reading:
    """The values of a hand's lines by their key's slot, and where each action is: the numbers of a
    slot at `slot * MAX_ITEMS` on (an array's items, a scalar as its first)."""

    shape: cython.int[SLOTS]
    start: cython.Py_ssize_t[SLOTS]  # a string's text, an array's first item, a scalar
    end: cython.Py_ssize_t[SLOTS]
    truth: cython.bint[SLOTS]
    items: cython.int[SLOTS]
    present: cython.bint[SLOTS]
    whole: cython.longlong[NUMBERS]  # the digits before the point (-1: more than MAX_CHIPS)
    fraction: cython.longlong[NUMBERS]  # the digits after it, trailing zeros dropped
    places: cython.int[NUMBERS]  # how many of those
    decimal: cython.bint[NUMBERS]  # written with a point (a Decimal to tomllib, an int otherwise)
    negative: cython.bint[NUMBERS]
    infinite: cython.bint[NUMBERS]  # `inf` (an unknown stack, in an array)
    action_start: cython.Py_ssize_t[MAX_ACTIONS]
    action_end: cython.Py_ssize_t[MAX_ACTIONS]
    action_count: cython.int

    def __init__(self) -> None:
        if not cython.compiled:  # (compiled, the arrays are C arrays, zeroed)
            self.shape, self.start, self.end, self.items = [0] * SLOTS, [0] * SLOTS, [0] * SLOTS, [0] * SLOTS
            self.truth, self.present = [False] * SLOTS, [False] * SLOTS
            self.whole, self.fraction, self.places = [0] * NUMBERS, [0] * NUMBERS, [0] * NUMBERS
            self.decimal, self.negative, self.infinite = [False] * NUMBERS, [False] * NUMBERS, [False] * NUMBERS
            self.action_start, self.action_end = [0] * MAX_ACTIONS, [0] * MAX_ACTIONS
            self.action_count = 0


@cython.final
@cython.cclass
class Action:
    """One action as read."""

    kind: cython.int
    seat: cython.int
    amount: cython.longlong  # a bet's chips
    cards: cython.int  # how many
    card: cython.int[6]  # -1: unknown

    def __init__(self) -> None:
        if not cython.compiled:
            self.kind = self.seat = self.amount = self.cards = 0
            self.card = [0] * 6


# -- configuration, from phh_fast (the card codes and chips are theirs) -------------------------------

#: Two characters a, b -> CARD_OF[128 * ord(a) + ord(b)]: -2 not a card, -1 an unknown card ('??'),
#: else the card's index.
CARD_OF = cython.declare(cython.int[16384])
if not cython.compiled:
    CARD_OF = [-2] * 16384
CONFIGURED = cython.declare(cython.bint, False)
_CURRENCY_CHIP: list[Callable[[str], tuple[int, Decimal | None]]] = []  # phh_fast's: a currency's (factor, chip)
_CURRENCY_SEEN: dict[str, tuple[int, Decimal | None]] = {}
_CHIP_OF_FACTOR: dict[int, Decimal] = {}
_TWO_UNKNOWN = (None, None)


def configure(card_of: Mapping[str, int | None], currency_chip: Callable[[str], tuple[int, Decimal | None]],
              chip_of_factor: Mapping[int, Decimal], max_chips: int, min_players: int) -> None:  # fmt: skip
    """The card codes (two characters -> index, None for '??'), the currency reader (a string ->
    (factor, chip), factor 0 for no currency and -1 for a chip that is not 1/10**n) and the chips by
    factor: phh_fast's own, so the fast path reads as the reference path does."""
    global CONFIGURED
    a: cython.int
    if max_chips != MAX_CHIPS or min_players != MIN_PLAYERS:
        raise ValueError("phh_kernel: MAX_CHIPS or MIN_PLAYERS changed: update phh_kernel.py")
    for a in range(16384):
        CARD_OF[a] = -2
    for text, index in card_of.items():
        if len(text) == 2 and ord(text[0]) < 128 and ord(text[1]) < 128:
            CARD_OF[128 * ord(text[0]) + ord(text[1])] = -1 if index is None else index
    _CURRENCY_CHIP[:] = [currency_chip]
    _CURRENCY_SEEN.clear()
    _CHIP_OF_FACTOR.clear()
    _CHIP_OF_FACTOR.update(chip_of_factor)
    CONFIGURED = True


def forget_seen_text() -> None:
    """Forget the currencies read so far (phh_fast.forget_seen_text)."""
    _CURRENCY_SEEN.clear()


# -- the text's characters ------------------------------------------------------------------------------


@cython.cfunc
@cython.inline
@cython.exceptval(check=False)
def is_key_char(c: cython.Py_UCS4) -> cython.bint:
    return ("a" <= c <= "z") or ("A" <= c <= "Z") or ("0" <= c <= "9") or c == "_" or c == "-"


@cython.cfunc
@cython.inline
@cython.exceptval(check=False)
def is_digit(c: cython.Py_UCS4) -> cython.bint:
    return "0" <= c <= "9"


@cython.cfunc
def control_free(text: str) -> cython.bint:
    """phh_toml.control_free: no control character tomllib refuses (a carriage return only before a
    line feed), and no lone surrogate (which no file read as UTF-8 holds)."""
    i: cython.Py_ssize_t
    n: cython.Py_ssize_t = len(text)
    c: cython.Py_UCS4
    code: cython.long
    for i in range(n):
        c = text[i]
        code = ord(c)
        if code < 0x20:
            if c == "\t" or c == "\n":
                continue
            if c == "\r" and i + 1 < n and text[i + 1] == "\n":
                continue
            return False
        if code == 0x7F or 0xD800 <= code <= 0xDFFF:
            return False
    return True


@cython.cfunc
def read_number(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t, reading: Reading,
                at: cython.Py_ssize_t) -> cython.Py_ssize_t:  # fmt: skip
    """A number written -?(0|[1-9][0-9]*)(.[0-9]+)? from i, as the reading's number `at`: the index
    after it, or -1."""
    start: cython.Py_ssize_t
    c: cython.Py_UCS4
    whole: cython.longlong = 0
    fraction: cython.longlong = 0
    places: cython.int = 0
    zeros: cython.int = 0
    reading.negative[at] = False
    reading.decimal[at] = False
    reading.infinite[at] = False
    if i < end and text[i] == "-":
        reading.negative[at] = True
        i += 1
    start = i
    while i < end and is_digit(text[i]):
        if whole >= 0:
            whole = whole * 10 + (ord(text[i]) - 48)
            if whole > MAX_CHIPS:
                whole = -1
        i += 1
    if i == start or (text[start] == "0" and i - start > 1):
        return -1
    if i < end and text[i] == ".":
        reading.decimal[at] = True
        i += 1
        start = i
        while i < end and is_digit(text[i]):
            c = text[i]
            if c == "0":
                zeros += 1
            else:
                if places + zeros + 1 > 18:
                    places = 99  # finer than any chip read here
                elif places < 99:
                    while zeros:
                        fraction *= 10
                        places += 1
                        zeros -= 1
                    fraction = fraction * 10 + (ord(c) - 48)
                    places += 1
                zeros = 0
            i += 1
        if i == start:
            return -1
    reading.whole[at] = whole
    reading.fraction[at] = fraction
    reading.places[at] = places
    return i


@cython.cfunc
@cython.exceptval(check=False)
def read_string(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t) -> cython.Py_ssize_t:
    """A one-line literal ('...') or basic ("...", without escapes) string at i: the index after
    its closing quote, or -1 (a multi-line or escaped string is left to the other readers)."""
    quote: cython.Py_UCS4 = text[i]
    c: cython.Py_UCS4
    if i + 2 < end and text[i + 1] == quote and text[i + 2] == quote:
        return -1
    i += 1
    while i < end:
        c = text[i]
        if c == quote:
            return i + 1
        if c == "\\" and quote == '"':
            return -1
        i += 1
    return -1


@cython.cfunc
@cython.inline
@cython.exceptval(check=False)
def skip_blanks(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t) -> cython.Py_ssize_t:
    while i < end and (text[i] == " " or text[i] == "\t"):
        i += 1
    return i


@cython.cfunc
@cython.exceptval(check=False)
def two_digits(text: str, i: cython.Py_ssize_t, most: cython.int) -> cython.bint:
    if not (is_digit(text[i]) and is_digit(text[i + 1])):
        return False
    return (ord(text[i]) - 48) * 10 + (ord(text[i + 1]) - 48) <= most


@cython.cfunc
@cython.exceptval(check=False)
def read_time(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t) -> cython.bint:
    """HH:MM:SS with an optional fraction of 1 to 6 digits, exactly to `end` (phh_toml._TIME, no
    leap second)."""
    digits: cython.Py_ssize_t
    at: cython.Py_ssize_t
    if end - i < 8 or text[i + 2] != ":" or text[i + 5] != ":":
        return False
    if not (two_digits(text, i, 23) and two_digits(text, i + 3, 59) and two_digits(text, i + 6, 59)):
        return False
    i += 8
    if i == end:
        return True
    if text[i] != ".":
        return False
    digits = end - i - 1
    if digits < 1 or digits > 6:
        return False
    for at in range(i + 1, end):
        if not is_digit(text[at]):
            return False
    return True


@cython.cfunc
def read_one_line_literal(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t, reading: Reading,
                          slot: cython.int) -> cython.bint:  # fmt: skip
    """A multi-line literal string written on one line (table = '''AMY'S AVE''', as rooms' table names
    come), as phh_toml._one_line_literal reads it: the first closing delimiter ends it, the text
    holds no quote at either end and is printable, and nothing follows."""
    close: cython.Py_ssize_t = text.find("'''", i + 3, end)
    if close < 0 or close + 3 != end or close == i + 3:
        return False
    if text[i + 3] == "'" or text[close - 1] == "'" or not text[i + 3 : close].isprintable():
        return False
    reading.shape[slot] = V_STRING
    reading.start[slot] = i + 3
    reading.end[slot] = close
    return True


@cython.cfunc
def read_value(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t, reading: Reading,
               slot: cython.int) -> cython.bint:  # fmt: skip
    """The value from i to `end` (the line's end, blanks stripped) as the reading's `slot`: its shape
    and where it is."""
    c: cython.Py_UCS4 = text[i]
    after: cython.Py_ssize_t
    items: cython.int = 0
    shape: cython.int = 0
    first: cython.Py_ssize_t = slot * MAX_ITEMS  # the slot's first number
    reading.items[slot] = 0
    reading.start[slot] = i
    reading.end[slot] = end
    if c == "'" and end - i >= 6 and text[i + 1] == "'" and text[i + 2] == "'":
        return read_one_line_literal(text, i, end, reading, slot)
    if c == "'" or c == '"':
        after = read_string(text, i, end)
        if after != end:
            return False
        reading.shape[slot] = V_STRING
        reading.start[slot] = i + 1
        reading.end[slot] = end - 1
        return True
    if c == "[":
        if text[end - 1] != "]":
            return False
        i = skip_blanks(text, i + 1, end - 1)
        reading.start[slot] = i
        while i < end - 1:
            c = text[i]
            if c == "'" or c == '"':
                if shape == V_NUMBERS:
                    return False
                shape = V_STRINGS
                after = read_string(text, i, end - 1)
            else:
                if shape == V_STRINGS or items >= MAX_ITEMS:
                    return False
                shape = V_NUMBERS
                if c == "i" and text[i : i + 3] == "inf":  # (the closing bracket ends the slice first)
                    reading.infinite[first + items] = True
                    reading.decimal[first + items] = False
                    reading.negative[first + items] = False
                    after = i + 3
                else:
                    after = read_number(text, i, end - 1, reading, first + items)
            if after < 0:
                return False
            items += 1
            i = skip_blanks(text, after, end - 1)
            if i < end - 1:
                if text[i] != ",":
                    return False
                i = skip_blanks(text, i + 1, end - 1)
        reading.shape[slot] = V_STRINGS if shape == 0 else shape
        reading.items[slot] = items
        reading.end[slot] = end - 1  # (the closing bracket)
        return True
    if c == "t" and end - i == 4 and text[i:end] == "true":
        reading.shape[slot] = V_BOOL
        reading.truth[slot] = True
        return True
    if c == "f" and end - i == 5 and text[i:end] == "false":
        reading.shape[slot] = V_BOOL
        reading.truth[slot] = False
        return True
    if end - i >= 8 and text[i + 2] == ":":
        if not read_time(text, i, end):
            return False
        reading.shape[slot] = V_TIME
        return True
    if read_number(text, i, end, reading, first) != end:
        return False
    reading.shape[slot] = V_NUMBER
    reading.items[slot] = 1
    return True


# -- amounts in chips -------------------------------------------------------------------------------------


@cython.cfunc
@cython.exceptval(check=False)
def chips_of(reading: Reading, at: cython.Py_ssize_t, factor: cython.longlong, places: cython.int,
             minimum: cython.longlong) -> cython.longlong:  # fmt: skip
    """The reading's number `at` in chips of 1/factor (`places` decimals), as phh._amount_list reads
    it, or -1 where it is not a whole number of chips from `minimum` to MAX_CHIPS (or is negative)."""
    chips: cython.longlong
    scale: cython.longlong = 1
    short: cython.int = places - reading.places[at]
    if reading.infinite[at] or reading.negative[at] or reading.whole[at] < 0 or short < 0:
        return -1
    while short:
        scale *= 10
        short -= 1
    chips = reading.whole[at] * factor + reading.fraction[at] * scale
    if chips < minimum or chips > MAX_CHIPS:
        return -1
    return chips


@cython.cfunc
@cython.exceptval(check=False)
def amounts(reading: Reading, slot: cython.int, count: cython.int, factor: cython.longlong, places: cython.int,
            minimum: cython.longlong, allow_inf: cython.bint, out: cython.p_longlong) -> cython.bint:  # fmt: skip
    """The slot's amounts in chips (phh._amount_list), `inf` as UNKNOWN where allowed."""
    i: cython.int
    at: cython.Py_ssize_t
    if reading.shape[slot] != V_NUMBERS or reading.items[slot] != count:
        return False
    for i in range(count):
        at = slot * MAX_ITEMS + i
        if reading.infinite[at] and allow_inf:
            out[i] = UNKNOWN
            continue
        out[i] = chips_of(reading, at, factor, places, minimum)
        if out[i] < 0:
            return False
    return True


@cython.cfunc
@cython.exceptval(check=False)
def finest_of(reading: Reading, slot: cython.int) -> cython.int:
    """The most decimals (trailing zeros dropped) among a slot's numbers written with a point."""
    i: cython.int
    at: cython.Py_ssize_t
    finest: cython.int = 0
    for i in range(reading.items[slot]):
        at = slot * MAX_ITEMS + i
        if reading.decimal[at] and reading.places[at] > finest:
            finest = reading.places[at]
    return finest


@cython.cfunc
@cython.exceptval(check=False)
def recorded(reading: Reading, slot: cython.int, count: cython.int, factor: cython.longlong, places: cython.int,
             out: cython.p_longlong) -> cython.int:  # fmt: skip
    """Recorded winnings or finishing stacks, as phh._recorded reads them: 1 for amounts in
    chips (`out`), 0 for none recorded (absent, or all zeros), -1 for amounts not read here."""
    seat: cython.int
    if not reading.present[slot]:
        return 0
    if not amounts(reading, slot, count, factor, places, 0, True, out):
        return -1
    for seat in range(count):
        if out[seat] == UNKNOWN:
            out[seat] = 0
    for seat in range(count):
        if out[seat]:
            return 1
    return 0


# -- actions ----------------------------------------------------------------------------------------------


@cython.cfunc
@cython.inline
@cython.exceptval(check=False)
def read_seat(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t, action: Action) -> cython.Py_ssize_t:
    """'p1' to 'p99' (phh._PLAYER) at i, followed by a blank, as the action's seat: the index after
    the blank, or -1."""
    number: cython.int
    if i + 2 >= end or text[i] != "p" or not is_digit(text[i + 1]) or text[i + 1] == "0":
        return -1
    number = ord(text[i + 1]) - 48
    i += 2
    if is_digit(text[i]):
        number = number * 10 + (ord(text[i]) - 48)
        i += 1
    if i >= end or text[i] != " ":
        return -1
    action.seat = number - 1
    return i + 1


@cython.cfunc
@cython.exceptval(check=False)
def read_cards(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t, action: Action) -> cython.bint:
    a: cython.long
    b: cython.long
    card: cython.int
    if (end - i) % 2 or end == i or end - i > 12:
        return False
    action.cards = 0
    while i < end:
        a = ord(text[i])
        b = ord(text[i + 1])
        if a >= 128 or b >= 128:
            return False
        card = CARD_OF[128 * a + b]
        if card == -2:
            return False
        action.card[action.cards] = card
        action.cards += 1
        i += 2
    return True


@cython.cfunc
def bet_places(text: str, start: cython.Py_ssize_t, end: cython.Py_ssize_t) -> cython.int:
    """A 'pN cbr AMOUNT' action's decimals (trailing zeros dropped), as phh._unit_of counts them;
    0 for any other action."""
    i: cython.Py_ssize_t = start
    at: cython.Py_ssize_t
    point: cython.Py_ssize_t = -1
    last: cython.Py_ssize_t = -1
    if end - start < 8 or text[start] != "p":
        return 0
    while i < end and text[i] != " ":
        i += 1
    if end - i < 6 or text[i : i + 5] != " cbr ":
        return 0
    for at in range(i + 5, end):
        if text[at] == ".":
            point = at
        elif point >= 0 and text[at] != "0":
            last = at
    if point < 0 or last < 0:
        return 0
    return cython.cast(cython.int, last - point)


@cython.cfunc
def read_action(text: str, i: cython.Py_ssize_t, end: cython.Py_ssize_t, factor: cython.longlong,
                places: cython.int, count: cython.int, action: Action) -> cython.bint:  # fmt: skip
    """One action, written as PHH writes it, as (kind, seat, amount, cards); False otherwise."""
    whole_end: cython.Py_ssize_t
    whole: cython.longlong = 0
    fraction: cython.longlong = 0
    scale: cython.longlong
    digits: cython.int = 0
    k: cython.int
    if text[i] == "d":
        if end - i > 5 and text[i : i + 5] == "d dh ":
            i = read_seat(text, i + 5, end, action)
            if i < 0 or action.seat >= count:
                return False
            action.kind = HOLE
            return read_cards(text, i, end, action) and action.cards <= 2
        if end - i > 5 and text[i : i + 5] == "d db ":
            action.kind = BOARD
            action.seat = -1
            if not read_cards(text, i + 5, end, action):
                return False
            for k in range(action.cards):
                if action.card[k] == -1:
                    return False
            return True
        return False
    i = read_seat(text, i, end, action)
    if i < 0 or action.seat >= count:
        return False
    if end - i == 1 and text[i] == "f":
        action.kind = FOLD
        return True
    if end - i == 2 and text[i] == "c" and text[i + 1] == "c":
        action.kind = CALL
        return True
    if end - i >= 2 and text[i] == "s" and text[i + 1] == "m":
        if end - i == 2:
            action.kind = MUCK
            return True
        if text[i + 2] != " ":
            return False
        if end - i == 4 and text[i + 3] == "-":
            action.kind = NOTHING
            return True
        action.kind = SHOW
        return read_cards(text, i + 3, end, action) and action.cards == 2
    if end - i > 4 and text[i : i + 4] == "cbr ":
        i += 4
        action.kind = BET
        whole_end = i
        while whole_end < end and is_digit(text[whole_end]):
            if whole > MAX_CHIPS:
                return False
            whole = whole * 10 + (ord(text[whole_end]) - 48)
            whole_end += 1
        if whole_end == i or whole > MAX_CHIPS:
            return False
        if whole_end < end:
            if text[whole_end] != "." or end - whole_end - 1 > places or end - whole_end - 1 < 1:
                return False
            for i in range(whole_end + 1, end):
                if not is_digit(text[i]):
                    return False
                fraction = fraction * 10 + (ord(text[i]) - 48)
                digits += 1
        scale = factor
        while digits:
            scale //= 10
            digits -= 1
        action.amount = whole * factor + fraction * scale
        return 1 <= action.amount <= MAX_CHIPS
    return False


@cython.cfunc
def unknown_deal(text: str, start: cython.Py_ssize_t, end: cython.Py_ssize_t, seat: cython.int,
                 action: Action) -> cython.bint:  # fmt: skip
    """Whether the action is 'd dh p{seat + 1} ????' (two unknown cards, as rooms record a deal)."""
    i: cython.Py_ssize_t
    if end - start < 11 or text[start : start + 5] != "d dh ":
        return False
    i = read_seat(text, start + 5, end, action)
    return i >= 0 and action.seat == seat and text[i:end] == "????"


# -- the hand ---------------------------------------------------------------------------------------------


def play(text: str, given_factor: cython.longlong, given_chip: Decimal | None, most: cython.int,
         minimum_raise: cython.int, short_all_in_reopens: cython.bint,
         short_all_in_sets_minimum_raise: cython.bint) -> tuple[Any, ...] | None:  # fmt: skip
    """The hand of the plain shape read and its betting played (phh_fast.PLAYED_FIELDS), or None.
    `given_factor`, `given_chip`: the chip given by --unit and its UNIT_FACTORS factor (0, None:
    none given); `most`: the game's most players; the no-limit rules in force (games.TableRules):
    `minimum_raise` (TWICE_THE_BET, BET_PLUS_ONE_CHIP, else the bet plus the largest raise) and
    whether an all-in for less reopens the betting or sets the minimum raise."""
    n: cython.Py_ssize_t = len(text)
    line_start: cython.Py_ssize_t = 0
    line_end: cython.Py_ssize_t
    i: cython.Py_ssize_t
    key_end: cython.Py_ssize_t
    value_end: cython.Py_ssize_t
    key: cython.int
    count: cython.int
    finest: cython.int
    places: cython.int
    k: cython.int
    factor: cython.longlong
    power: cython.longlong
    reading: Reading
    if not CONFIGURED or most > SEATS or not control_free(text):
        return None
    reading = Reading()
    seen = set()
    # The lines: `key = value` each, or blank, or a comment.
    while line_start < n:
        line_end = text.find("\n", line_start)
        if line_end < 0:
            line_end = n
        value_end = line_end
        if value_end > line_start and text[value_end - 1] == "\r":
            value_end -= 1
        while value_end > line_start and (text[value_end - 1] == " " or text[value_end - 1] == "\t"):
            value_end -= 1
        i = skip_blanks(text, line_start, value_end)
        if i < value_end and text[i] != "#":
            key_end = i
            while key_end < value_end and is_key_char(text[key_end]):
                key_end += 1
            if key_end == i:
                return None
            name = text[i:key_end]
            i = skip_blanks(text, key_end, value_end)
            if i >= value_end or text[i] != "=":
                return None
            i = skip_blanks(text, i + 1, value_end)
            if i >= value_end or name in seen:
                return None
            seen.add(name)
            key = _KEY_INDEX.get(name, K_OTHER)
            if key == K_OTHER:
                if not read_value(text, i, value_end, reading, KEYS):
                    return None
            else:
                if not read_value(text, i, value_end, reading, key):
                    return None
                reading.present[key] = True
        line_start = line_end + 1
    if reading.present[K_LIMIT_KEYS]:
        return None
    # The variant, and the fields the engine needs.
    if (not reading.present[K_VARIANT] or reading.shape[K_VARIANT] != V_STRING
            or text[reading.start[K_VARIANT] : reading.end[K_VARIANT]] != "NT"):  # fmt: skip
        return None
    if not (reading.present[K_STACKS] and reading.present[K_ACTIONS] and reading.present[K_ANTES]
            and reading.present[K_BLINDS] and reading.present[K_MIN_BET]):  # fmt: skip
        return None
    if reading.shape[K_STACKS] != V_NUMBERS or reading.shape[K_ACTIONS] != V_STRINGS:
        return None
    count = reading.items[K_STACKS]
    if count < MIN_PLAYERS or count > most:
        return None
    # Where each action is.
    i = reading.start[K_ACTIONS]
    while reading.action_count < reading.items[K_ACTIONS]:
        if reading.action_count >= MAX_ACTIONS:
            return None
        key_end = read_string(text, i, reading.end[K_ACTIONS])
        reading.action_start[reading.action_count] = i + 1
        reading.action_end[reading.action_count] = key_end - 1
        reading.action_count += 1
        i = skip_blanks(text, key_end, reading.end[K_ACTIONS])
        if i < reading.end[K_ACTIONS]:
            i = skip_blanks(text, i + 1, reading.end[K_ACTIONS])
    # The chip (phh._unit_of): the unit given, else the currency's, else the finest decimal written.
    factor = given_factor
    chip = given_chip
    if factor == 0:
        for key in (K_CURRENCY, K_SYMBOL):
            if reading.present[key] and reading.shape[key] == V_STRING:
                factor, chip = currency_chip(text[reading.start[key] : reading.end[key]])
                if factor != 0:
                    break
        if factor < 0:
            return None
    if factor == 0:
        finest = 0
        for key in (K_ANTES, K_BLINDS, K_STACKS, K_WINNINGS, K_FINISHING, K_MIN_BET):
            if reading.present[key]:
                finest = max(finest, finest_of(reading, key))
        for k in range(reading.action_count):
            finest = max(finest, bet_places(text, reading.action_start[k], reading.action_end[k]))
        if finest > 6:
            return None
        factor = 1
        while finest:
            factor *= 10
            finest -= 1
        chip = _CHIP_OF_FACTOR[factor]
    places = 0
    power = 1
    while power < factor:
        power *= 10
        places += 1
    if power != factor or places > 6:
        return None
    return _play(text, reading, count, chip, factor, places, minimum_raise, short_all_in_reopens,
                 short_all_in_sets_minimum_raise)  # fmt: skip


@cython.cfunc
def currency_chip(written: str) -> tuple[int, Decimal | None]:
    found = _CURRENCY_SEEN.get(written)
    if found is None:
        found = _CURRENCY_CHIP[0](written)
        if len(_CURRENCY_SEEN) < 1000:
            _CURRENCY_SEEN[written] = found
    return found


@cython.cfunc
def _play(text: str, reading: Reading, count: cython.int, chip: Decimal | None, factor: cython.longlong,
          places: cython.int, minimum_raise: cython.int, short_all_in_reopens: cython.bint,
          short_all_in_sets_minimum_raise: cython.bint) -> tuple[Any, ...] | None:  # fmt: skip
    """The stakes in chips, then the betting, as the reference's BettingState plays the no-limit
    structure: the stacks, bets and cards at the end of the actions (PLAYED_FIELDS), or None."""
    starting: cython.longlong[SEATS]
    antes: cython.longlong[SEATS]
    forced: cython.longlong[SEATS]
    by_seat: cython.longlong[SEATS]
    winnings: cython.longlong[SEATS]
    finishing: cython.longlong[SEATS]
    stacks: cython.longlong[SEATS]
    committed: cython.longlong[SEATS]
    antes_paid: cython.longlong[SEATS]
    bets: cython.longlong[SEATS]
    reopen_at: cython.longlong[SEATS]
    folded: cython.bint[SEATS]
    pending: cython.bint[SEATS]
    hole_length: cython.int[SEATS]
    hole: cython.int[HOLE_CARDS]  # a seat's two cards at 2 * seat on
    board: cython.int[5]
    mucked: cython.int[MAX_ACTIONS]
    if not cython.compiled:  # (lists where nothing compiles the arrays)
        starting, antes, forced, by_seat, winnings, finishing, stacks, committed, antes_paid, bets, reopen_at = [
            [0] * SEATS for _ in range(11)
        ]
        folded, pending = [False] * SEATS, [False] * SEATS
        hole_length, hole, board, mucked = [0] * SEATS, [0] * HOLE_CARDS, [0] * 5, [0] * MAX_ACTIONS
    action: Action = Action()
    top: cython.longlong
    big_blind: cython.longlong
    ante: cython.longlong
    stack: cython.longlong
    paid: cython.longlong
    max_bet: cython.longlong
    min_raise: cython.longlong
    least: cython.longlong
    increment: cython.longlong
    bet: cython.longlong
    owed: cython.longlong
    most_bet: cython.longlong
    what: cython.longlong
    seat: cython.int
    able: cython.int
    live: cython.int
    street: cython.int
    needed: cython.int
    actor: cython.int
    after: cython.int
    last_top: cython.int
    shown: cython.int = 0
    muck_count: cython.int = 0
    first: cython.int = 0
    next_seat: cython.int
    step: cython.int
    other: cython.int
    k: cython.int
    d: cython.int
    s: cython.int
    has_winnings: cython.int
    has_finishing: cython.int
    trimming: cython.bint = False
    any_ante: cython.bint = False
    showdown: cython.bint = False
    ran_out: cython.bint = False
    found: cython.bint
    full: cython.bint
    callable_: cython.bint
    unknown_deals: cython.bint
    # The stakes, as the reference reads them (phh.read_hand).
    if not amounts(reading, K_STACKS, count, factor, places, 1, True, starting):
        return None
    if not amounts(reading, K_ANTES, count, factor, places, 0, False, antes):
        return None
    if not amounts(reading, K_BLINDS, count, factor, places, 0, False, forced):
        return None
    top = 0
    for seat in range(count):
        if forced[seat] > top:
            top = forced[seat]
    if top < 1:
        return None
    if reading.shape[K_MIN_BET] != V_NUMBER:
        return None
    big_blind = chips_of(reading, K_MIN_BET * MAX_ITEMS, factor, places, 1)
    if big_blind < 0:
        return None
    has_winnings = recorded(reading, K_WINNINGS, count, factor, places, winnings)
    has_finishing = recorded(reading, K_FINISHING, count, factor, places, finishing)
    if has_winnings < 0 or has_finishing < 0:
        return None
    if reading.present[K_TRIMMING]:
        if reading.shape[K_TRIMMING] != V_BOOL:
            return None
        trimming = reading.truth[K_TRIMMING]

    # The forced bets by seat: PHH lists them by position from the button's left, the button (the
    # last seat) last; heads-up reversed, the button posting the first.
    for seat in range(count):
        by_seat[seat] = forced[seat]
        stacks[seat] = MAX_CHIPS if starting[seat] == UNKNOWN else starting[seat]  # (nobody can cover it)
        committed[seat] = 0
        bets[seat] = 0
        reopen_at[seat] = 0
        folded[seat] = False
        hole_length[seat] = -1
    if count == 2:
        by_seat[0] = forced[1]
        by_seat[1] = forced[0]
    last_top = count - 1
    while by_seat[last_top] != top:
        last_top -= 1
    able = count  # live seats with chips
    for seat in range(count):
        ante = antes[1 - seat] if count == 2 else antes[seat]
        if ante:
            any_ante = True
            stack = stacks[seat]
            paid = ante if ante < stack else stack
            stacks[seat] = stack - paid
            if paid == stack:
                able -= 1
            committed[seat] = paid
    if any_ante and not trimming:  # the antes are dead money of the main pot (phh._dead_antes)
        for seat in range(count):
            antes_paid[seat] = committed[seat]
    for seat in range(count):
        if by_seat[seat]:
            stack = stacks[seat]
            if stack:
                paid = by_seat[seat] if by_seat[seat] < stack else stack
                stacks[seat] = stack - paid
                if paid == stack:
                    able -= 1
                committed[seat] += paid
                bets[seat] = paid

    # The betting: betting.BettingState for the no-limit structure. The turn passes on (the next
    # seat to act, else the end of the round, the next round begun) only when the next betting
    # action, or the end of the actions, needs it: the deals between read nothing of the betting.
    # A seat is pending (to act in the round) only while it is in the hand with chips.
    for seat in range(count):
        pending[seat] = stacks[seat] > 0
    live = count
    max_bet = top
    min_raise = top if top > big_blind else big_blind
    street = 0
    needed = 0  # the board cards dealt before the round's betting (-1: the hand is over)
    actor = -1
    if able == 1:  # alone with chips and nothing to call: no betting
        for seat in range(count):
            if pending[seat]:
                if bets[seat] >= max_bet:
                    pending[seat] = False
                break
    after = last_top  # the turn is to pass on from this seat (-1: it has)
    unknown_deals = reading.action_count >= count  # two unknown cards to each seat in turn (as rooms record it)
    if unknown_deals:
        for k in range(count):
            if not unknown_deal(text, reading.action_start[k], reading.action_end[k], k, action):
                unknown_deals = False
                break
    if unknown_deals:
        for seat in range(count):
            hole_length[seat] = 2
            hole[2 * seat] = -1
            hole[2 * seat + 1] = -1
        first = count
    for k in range(first, reading.action_count + 1):
        if k == reading.action_count:
            action.kind = END
            action.seat = 0
        elif not read_action(text, reading.action_start[k], reading.action_end[k], factor, places, count, action):
            return None
        seat = action.seat
        if action.kind <= BET:
            if after >= 0:  # the turn passes on
                while True:
                    if live == 1:
                        actor = -1
                        needed = -1
                        break
                    found = False
                    for step in range(1, count + 1):
                        next_seat = (after + step) % count
                        if pending[next_seat]:
                            if able == 1 and bets[next_seat] >= max_bet:
                                pending[next_seat] = False
                                continue
                            actor = next_seat
                            found = True
                            break
                    if not found:  # the end of the round
                        actor = -1
                        if street == 3:
                            showdown = True
                            needed = -1
                            break
                        if able <= 1:  # nobody left to bet against: the board is dealt out without betting
                            ran_out = True
                            showdown = True
                            street = 3
                            needed = -1
                            break
                        street += 1
                        needed = street + 2  # the flop's 3 cards, the turn's 4, the river's 5
                        max_bet = 0
                        min_raise = big_blind
                        for other in range(count):
                            bets[other] = 0
                            pending[other] = not folded[other] and stacks[other] > 0
                            reopen_at[other] = 0
                        if able == 1:  # (nothing to call: no betting)
                            found = False
                            for other in range(count):
                                if pending[other]:
                                    pending[other] = False
                                    found = True
                                    break
                            if not found:
                                return None
                        after = count - 1
                        continue
                    break
                after = -1
            if action.kind == END:
                break
            if shown != needed or seat != actor:  # a deal missing, or an action out of turn
                return None
            if action.kind == FOLD:
                folded[seat] = True
                live -= 1
                able -= 1
                pending[seat] = False
            elif action.kind == CALL:
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
                what = action.amount
                stack = stacks[seat]
                bet = bets[seat]
                if stack <= max_bet - bet or max_bet < reopen_at[seat]:
                    return None
                callable_ = False  # somebody could call it
                for other in range(count):
                    if other != seat and not folded[other] and stacks[other] and stacks[other] + bets[other] > max_bet:
                        callable_ = True
                        break
                if not callable_:
                    return None
                most_bet = bet + stack
                if what > most_bet:
                    return None
                full = True
                if not max_bet:
                    least = big_blind
                elif minimum_raise == TWICE_THE_BET:
                    least = 2 * max_bet
                elif minimum_raise == BET_PLUS_ONE_CHIP:
                    least = max_bet + 1
                else:
                    least = max_bet + min_raise
                if what < least:
                    if what != most_bet:
                        return None
                    full = False  # an all-in for less: no full raise, the betting is not reopened by it
                paid = what - bet
                stacks[seat] = stack - paid
                if paid and paid == stack:
                    able -= 1
                bets[seat] = what
                committed[seat] += paid
                increment = what - max_bet
                if full and increment > min_raise:
                    min_raise = increment
                max_bet = what
                for other in range(count):
                    if other != seat and not folded[other] and stacks[other]:
                        pending[other] = True
                pending[seat] = False
                reopen_at[seat] = what + min_raise
                if not full:
                    if short_all_in_reopens:
                        for other in range(count):
                            reopen_at[other] = 0
                    if short_all_in_sets_minimum_raise:
                        min_raise = increment
            after = seat
        elif action.kind == HOLE:
            if shown:
                return None
            if hole_length[seat] < 0:
                hole_length[seat] = action.cards
                for d in range(action.cards):
                    hole[2 * seat + d] = action.card[d]
            else:
                if hole_length[seat] + action.cards > 2:
                    return None
                for d in range(action.cards):
                    hole[2 * seat + hole_length[seat] + d] = action.card[d]
                hole_length[seat] += action.cards
        elif action.kind == BOARD:
            if action.cards != (1 if shown else 3) or shown >= 5:
                return None
            for d in range(action.cards):
                board[shown + d] = action.card[d]
            shown += action.cards
        elif action.kind == MUCK:
            mucked[muck_count] = seat
            muck_count += 1
        elif action.kind == SHOW:
            if hole_length[seat] < 0:
                hole_length[seat] = 2
                hole[2 * seat] = action.card[0]
                hole[2 * seat + 1] = action.card[1]
            elif hole_length[seat] != 2:
                return None
            else:
                for d in range(2):
                    s = action.card[d]
                    if hole[2 * seat + d] >= 0 and s >= 0 and hole[2 * seat + d] != s:
                        return None
                for d in range(2):
                    if hole[2 * seat + d] < 0:
                        hole[2 * seat + d] = action.card[d]

    # PLAYED_FIELDS.
    holes: list[tuple[int | None, ...] | None] = []
    for seat in range(count):
        if hole_length[seat] < 0:
            holes.append(None)
        elif hole_length[seat] == 2 and hole[2 * seat] < 0 and hole[2 * seat + 1] < 0:
            holes.append(_TWO_UNKNOWN)
        elif hole_length[seat] == 1:
            holes.append((None if hole[2 * seat] < 0 else hole[2 * seat],))
        else:
            holes.append((None if hole[2 * seat] < 0 else hole[2 * seat],
                          None if hole[2 * seat + 1] < 0 else hole[2 * seat + 1]))  # fmt: skip
    return (
        count, chip, factor, tuple([None if starting[s] == UNKNOWN else starting[s] for s in range(count)]),
        tuple([forced[s] for s in range(count)]), top,
        tuple([winnings[s] for s in range(count)]) if has_winnings else None,
        tuple([finishing[s] for s in range(count)]) if has_finishing else None,
        [antes_paid[s] for s in range(count)] if any_ante and not trimming else None,
        [stacks[s] for s in range(count)], [committed[s] for s in range(count)], [bets[s] for s in range(count)],
        [folded[s] for s in range(count)], live, street, needed, actor, max_bet, showdown, ran_out, holes,
        [board[s] for s in range(shown)], [mucked[s] for s in range(muck_count)], None,
    )  # fmt: skip
