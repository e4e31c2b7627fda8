# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""phh_fast._read_and_play compiled, for the plain shape a room writes a no-limit Hold'em hand in.

`play(text, given_factor, given_chip, most)` gives the same tuple as phh_fast._read_and_play
(PLAYED_FIELDS) or None, and then phh_fast._read_and_play reads the hand. It reads the hand's lines
and plays its betting in C types, in one pass over the text, and gives up (None) on anything it is
not sure of, wherever the Python engine does and more: a line that is not `key = value` with a plain value
(a quoted string without escapes, true or false, a time, a number such as 200 or 0.50, a one-line
array of those), a key given twice, a control character, an amount that is not whole chips or is
negative or `inf`, a currency that is not a plain chip, an action not written as PHH writes it
('d dh p1 AsKd', 'd db 9s7h2c', 'p3 cbr 3.00', 'p1 f', 'p2 cc', 'p1 sm 8dAs', 'p1 sm', 'p2 sm -'),
and every hand the Python engine hands on or refuses (an irregular action, an action out of turn).

Why it exists: the issue asks for 30x pokerkit on real hands, and a Python engine spends most of an
unseen hand's 50 µs making objects for lines and actions it reads once. Why it can be trusted:
tests/poker_room/test_phh_kernel.py holds it equal to the Python engine on every real hand of
tests/data/phh, on thousands of random hands (broken ones included) and on hypothesis-made texts,
and checks that it does read most real hands. phh_fast uses it only when it was built from this
very file (SOURCE_SHA256, set by setup.py), so an edit without a rebuild is never run.
"""

cdef extern from *:
    """
    #ifndef PHH_KERNEL_SOURCE_SHA256
    #define PHH_KERNEL_SOURCE_SHA256 "unknown"
    #endif
    """
    const char* PHH_KERNEL_SOURCE_SHA256

#: The SHA-256 of the .pyx this module was compiled from (setup.py passes it to the compiler).
SOURCE_SHA256 = PHH_KERNEL_SOURCE_SHA256.decode("ascii")

cdef enum:
    SEATS = 16
    MAX_ACTIONS = 512
    MAX_ITEMS = 16

cdef long long UNKNOWN = -2  # an `inf` amount read as None
cdef long long MAX_CHIPS = 1000000000000  # harness.spec.limits.MAX_CHIPS (configure checks it)
cdef int MIN_PLAYERS = 2  # games.MIN_PLAYERS (configure checks it)
cdef int BOARD_NEEDED[4]
BOARD_NEEDED[:] = [0, 3, 4, 5]  # phh_fast._BOARD_NEEDED: the board cards dealt before each round

# Action kinds, as phh_fast's (_FOLD, _CALL, _BET, _HOLE, _BOARD, _MUCK, _SHOW, _NOTHING; -1: the end).
cdef enum:
    FOLD = 0
    CALL = 1
    BET = 2
    HOLE = 3
    BOARD = 4
    MUCK = 5
    SHOW = 6
    NOTHING = 7
    END = -1

# The keys the engine reads, by index.
cdef enum:
    K_OTHER = -1
    K_VARIANT = 0
    K_STACKS = 1
    K_ACTIONS = 2
    K_ANTES = 3
    K_BLINDS = 4
    K_MIN_BET = 5
    K_WINNINGS = 6
    K_FINISHING = 7
    K_TRIMMING = 8
    K_CURRENCY = 9
    K_SYMBOL = 10
    K_LIMIT_KEYS = 11  # bring_in, small_bet, big_bet: the unit's finest decimal reads them (not read here)
    KEYS = 12

_KEY_INDEX = {
    "variant": K_VARIANT, "starting_stacks": K_STACKS, "actions": K_ACTIONS, "antes": K_ANTES,
    "blinds_or_straddles": K_BLINDS, "min_bet": K_MIN_BET, "winnings": K_WINNINGS,
    "finishing_stacks": K_FINISHING, "ante_trimming_status": K_TRIMMING, "currency": K_CURRENCY,
    "currency_symbol": K_SYMBOL, "bring_in": K_LIMIT_KEYS, "small_bet": K_LIMIT_KEYS, "big_bet": K_LIMIT_KEYS,
}

# Value shapes.
cdef enum:
    V_STRING = 1
    V_NUMBER = 2
    V_BOOL = 3
    V_TIME = 4
    V_NUMBERS = 5  # an array of numbers
    V_STRINGS = 6  # an array of strings (or an empty array)


cdef struct Number:
    long long whole  # the digits before the point (-1: more than MAX_CHIPS)
    long long fraction  # the digits after it, trailing zeros dropped
    int places  # how many of those
    bint decimal  # written with a point (a Decimal to tomllib, an int otherwise)
    bint negative
    bint infinite  # `inf` (an unknown stack, in an array)


cdef struct Value:
    int shape
    Py_ssize_t start  # a string's text, an array's first item, a scalar
    Py_ssize_t end
    bint truth
    int items
    Number numbers[MAX_ITEMS]


# -- configuration, from phh_fast (the card codes and chips are theirs) -------------------------------

cdef int CARD_OF[128][128]  # -2: not a card, -1: an unknown card ('??'), else the card's index
cdef bint CONFIGURED = False
_CURRENCY_CHIP = None  # phh_fast's function: a currency's (factor, chip)
_CURRENCY_SEEN = {}
_CHIP_OF_FACTOR = {}
_TWO_UNKNOWN = (None, None)


def configure(card_of, currency_chip, chip_of_factor, max_chips, min_players):
    """The card codes (two characters -> index, None for '??'), the currency reader (a string ->
    (factor, chip), factor 0 for no currency and -1 for a chip that is not 1/10**n) and the chips by
    factor: phh_fast's own, so both engines read alike."""
    global CONFIGURED, _CURRENCY_CHIP, _CHIP_OF_FACTOR
    cdef int a, b
    if max_chips != MAX_CHIPS or min_players != MIN_PLAYERS:
        raise ValueError("phh_kernel: MAX_CHIPS or MIN_PLAYERS changed: update phh_kernel.pyx")
    for a in range(128):
        for b in range(128):
            CARD_OF[a][b] = -2
    for text, index in card_of.items():
        if len(text) == 2 and ord(text[0]) < 128 and ord(text[1]) < 128:
            CARD_OF[ord(text[0])][ord(text[1])] = -1 if index is None else index
    _CURRENCY_CHIP = currency_chip
    _CURRENCY_SEEN.clear()
    _CHIP_OF_FACTOR = dict(chip_of_factor)
    CONFIGURED = True


def forget_seen_text():
    """Forget the currencies read so far (phh_fast.forget_seen_text)."""
    _CURRENCY_SEEN.clear()


# -- the text's characters ------------------------------------------------------------------------------

cdef inline bint is_key_char(Py_UCS4 c):
    return (c >= u'a' and c <= u'z') or (c >= u'A' and c <= u'Z') or (c >= u'0' and c <= u'9') or c == u'_' or c == u'-'


cdef inline bint is_digit(Py_UCS4 c):
    return c >= u'0' and c <= u'9'


cdef bint control_free(str text):
    """phh_toml.control_free: no control character tomllib refuses (a carriage return only before a
    line feed), and no lone surrogate (which no file read as UTF-8 holds)."""
    cdef Py_ssize_t i, n = len(text)
    cdef Py_UCS4 c
    for i in range(n):
        c = text[i]
        if c < 0x20:
            if c == u'\t' or c == u'\n':
                continue
            if c == u'\r' and i + 1 < n and text[i + 1] == u'\n':
                continue
            return False
        if c == 0x7F or (c >= 0xD800 and c <= 0xDFFF):
            return False
    return True


cdef Py_ssize_t read_number(str text, Py_ssize_t i, Py_ssize_t end, Number* number):
    """A number written -?(0|[1-9][0-9]*)(.[0-9]+)? from i: the index after it, or -1."""
    cdef Py_ssize_t start
    cdef Py_UCS4 c
    cdef long long whole = 0, fraction = 0
    cdef int places = 0, zeros = 0
    number.negative = False
    number.decimal = False
    number.infinite = False
    if i < end and text[i] == u'-':
        number.negative = True
        i += 1
    start = i
    while i < end and is_digit(text[i]):
        if whole >= 0:
            whole = whole * 10 + (<long long>text[i] - 48)
            if whole > MAX_CHIPS:
                whole = -1
        i += 1
    if i == start or (text[start] == u'0' and i - start > 1):
        return -1
    if i < end and text[i] == u'.':
        number.decimal = True
        i += 1
        start = i
        while i < end and is_digit(text[i]):
            c = text[i]
            if c == u'0':
                zeros += 1
            else:
                if places + zeros + 1 > 18:
                    places = 99  # finer than any chip read here
                elif places < 99:
                    while zeros:
                        fraction *= 10
                        places += 1
                        zeros -= 1
                    fraction = fraction * 10 + (<long long>c - 48)
                    places += 1
                zeros = 0
            i += 1
        if i == start:
            return -1
    number.whole = whole
    number.fraction = fraction
    number.places = places
    return i


cdef Py_ssize_t read_string(str text, Py_ssize_t i, Py_ssize_t end):
    """A one-line literal ('...') or basic ("...", without escapes) string at i: the index after
    its closing quote, or -1 (a multi-line or escaped string is left to the other readers)."""
    cdef Py_UCS4 quote = text[i]
    cdef Py_UCS4 c
    if i + 2 < end and text[i + 1] == quote and text[i + 2] == quote:
        return -1
    i += 1
    while i < end:
        c = text[i]
        if c == quote:
            return i + 1
        if c == u'\\' and quote == u'"':
            return -1
        i += 1
    return -1


cdef inline Py_ssize_t skip_blanks(str text, Py_ssize_t i, Py_ssize_t end):
    while i < end and (text[i] == u' ' or text[i] == u'\t'):
        i += 1
    return i


cdef bint two_digits(str text, Py_ssize_t i, int most):
    if not (is_digit(text[i]) and is_digit(text[i + 1])):
        return False
    return (<int>text[i] - 48) * 10 + (<int>text[i + 1] - 48) <= most


cdef bint read_time(str text, Py_ssize_t i, Py_ssize_t end):
    """HH:MM:SS with an optional fraction of 1 to 6 digits, exactly to `end` (phh_toml._TIME, no
    leap second)."""
    cdef Py_ssize_t digits
    if end - i < 8 or text[i + 2] != u':' or text[i + 5] != u':':
        return False
    if not (two_digits(text, i, 23) and two_digits(text, i + 3, 59) and two_digits(text, i + 6, 59)):
        return False
    i += 8
    if i == end:
        return True
    if text[i] != u'.':
        return False
    digits = end - i - 1
    if digits < 1 or digits > 6:
        return False
    for i in range(i + 1, end):
        if not is_digit(text[i]):
            return False
    return True


cdef bint read_one_line_literal(str text, Py_ssize_t i, Py_ssize_t end, Value* value):
    """A multi-line literal string written on one line (table = '''AMY'S AVE''', as rooms' table names
    come), as phh_toml._one_line_literal reads it: the first closing delimiter ends it, the text
    holds no quote at either end and is printable, and nothing follows."""
    cdef Py_ssize_t close = text.find("'''", i + 3, end)
    if close < 0 or close + 3 != end or close == i + 3:
        return False
    if text[i + 3] == u"'" or text[close - 1] == u"'" or not text[i + 3:close].isprintable():
        return False
    value.shape = V_STRING
    value.start = i + 3
    value.end = close
    return True


cdef bint read_value(str text, Py_ssize_t i, Py_ssize_t end, Value* value):
    """The value from i to `end` (the line's end, blanks stripped): its shape and where it is."""
    cdef Py_UCS4 c = text[i]
    cdef Py_ssize_t after
    cdef int items = 0
    cdef int shape = 0
    value.items = 0
    value.start = i
    value.end = end
    if c == u"'" and end - i >= 6 and text[i + 1] == u"'" and text[i + 2] == u"'":
        return read_one_line_literal(text, i, end, value)
    if c == u"'" or c == u'"':
        after = read_string(text, i, end)
        if after != end:
            return False
        value.shape = V_STRING
        value.start = i + 1
        value.end = end - 1
        return True
    if c == u'[':
        if text[end - 1] != u']':
            return False
        i = skip_blanks(text, i + 1, end - 1)
        value.start = i
        while i < end - 1:
            c = text[i]
            if c == u"'" or c == u'"':
                if shape == V_NUMBERS:
                    return False
                shape = V_STRINGS
                after = read_string(text, i, end - 1)
            else:
                if shape == V_STRINGS or items >= MAX_ITEMS:
                    return False
                shape = V_NUMBERS
                if c == u'i' and text[i:i + 3] == "inf":  # (the closing bracket ends the slice first)
                    value.numbers[items].infinite = True
                    value.numbers[items].decimal = False
                    value.numbers[items].negative = False
                    after = i + 3
                else:
                    after = read_number(text, i, end - 1, &value.numbers[items])
            if after < 0:
                return False
            items += 1
            i = skip_blanks(text, after, end - 1)
            if i < end - 1:
                if text[i] != u',':
                    return False
                i = skip_blanks(text, i + 1, end - 1)
        value.shape = V_STRINGS if shape == 0 else shape
        value.items = items
        value.end = end - 1  # (the closing bracket)
        return True
    if c == u't' and end - i == 4 and text[i:end] == "true":
        value.shape = V_BOOL
        value.truth = True
        return True
    if c == u'f' and end - i == 5 and text[i:end] == "false":
        value.shape = V_BOOL
        value.truth = False
        return True
    if end - i >= 8 and text[i + 2] == u':':
        if not read_time(text, i, end):
            return False
        value.shape = V_TIME
        return True
    if read_number(text, i, end, &value.numbers[0]) != end:
        return False
    value.shape = V_NUMBER
    value.items = 1
    return True


# -- amounts in chips -------------------------------------------------------------------------------------

cdef long long chips_of(Number* number, long long factor, int places, long long minimum):
    """The number in chips of 1/factor (`places` decimals), as phh._amount_list reads it, or -1
    where it is not a whole number of chips from `minimum` to MAX_CHIPS (or is negative)."""
    cdef long long chips, scale = 1
    cdef int short = places - number.places
    if number.infinite or number.negative or number.whole < 0 or short < 0:
        return -1
    while short:
        scale *= 10
        short -= 1
    chips = number.whole * factor + number.fraction * scale
    if chips < minimum or chips > MAX_CHIPS:
        return -1
    return chips


cdef bint amounts(Value* value, int count, long long factor, int places, long long minimum, bint allow_inf,
                  long long* out):
    """The value's amounts in chips (phh._amount_list), `inf` as UNKNOWN where allowed."""
    cdef int i
    if value.shape != V_NUMBERS or value.items != count:
        return False
    for i in range(count):
        if value.numbers[i].infinite and allow_inf:
            out[i] = UNKNOWN
            continue
        out[i] = chips_of(&value.numbers[i], factor, places, minimum)
        if out[i] < 0:
            return False
    return True


cdef int finest_of(Value* value):
    """The most decimals (trailing zeros dropped) among a value's numbers written with a point."""
    cdef int i, finest = 0
    for i in range(value.items):
        if value.numbers[i].decimal and value.numbers[i].places > finest:
            finest = value.numbers[i].places
    return finest


# -- actions ----------------------------------------------------------------------------------------------

cdef struct Action:
    int kind
    int seat
    long long amount  # a bet's chips
    int cards  # how many
    int card[6]  # -1: unknown


cdef inline bint read_seat(str text, Py_ssize_t* at, Py_ssize_t end, int* seat):
    """'p1' to 'p99' (phh_fast._SEAT_OF) at `at`, followed by a blank."""
    cdef Py_ssize_t i = at[0]
    cdef int number
    if i + 2 >= end or text[i] != u'p' or not is_digit(text[i + 1]) or text[i + 1] == u'0':
        return False
    number = <int>text[i + 1] - 48
    i += 2
    if is_digit(text[i]):
        number = number * 10 + (<int>text[i] - 48)
        i += 1
    if i >= end or text[i] != u' ':
        return False
    seat[0] = number - 1
    at[0] = i + 1
    return True


cdef bint read_cards(str text, Py_ssize_t i, Py_ssize_t end, Action* action):
    cdef Py_UCS4 a, b
    cdef int card
    if (end - i) % 2 or end == i or end - i > 12:
        return False
    action.cards = 0
    while i < end:
        a = text[i]
        b = text[i + 1]
        if a >= 128 or b >= 128:
            return False
        card = CARD_OF[a][b]
        if card == -2:
            return False
        action.card[action.cards] = card
        action.cards += 1
        i += 2
    return True


cdef int bet_places(str text, Py_ssize_t start, Py_ssize_t end):
    """A 'pN cbr AMOUNT' action's decimals (trailing zeros dropped), as phh._unit_of counts them;
    0 for any other action."""
    cdef Py_ssize_t i = start, point = -1, last = -1
    if end - start < 8 or text[start] != u'p':
        return 0
    while i < end and text[i] != u' ':
        i += 1
    if end - i < 6 or text[i:i + 5] != " cbr ":
        return 0
    for i in range(i + 5, end):
        if text[i] == u'.':
            point = i
        elif point >= 0 and text[i] != u'0':
            last = i
    if point < 0 or last < 0:
        return 0
    return <int>(last - point)


cdef bint read_action(str text, Py_ssize_t i, Py_ssize_t end, long long factor, int places, int count,
                      Action* action):
    """One action as phh_fast._read_action reads it, written as PHH writes it; False otherwise."""
    cdef Py_ssize_t whole_end
    cdef long long whole = 0, fraction = 0, scale
    cdef int digits = 0, k
    if text[i] == u'd':
        if end - i > 5 and text[i:i + 5] == "d dh ":
            i += 5
            if not read_seat(text, &i, end, &action.seat) or action.seat >= count:
                return False
            action.kind = HOLE
            return read_cards(text, i, end, action) and action.cards <= 2
        if end - i > 5 and text[i:i + 5] == "d db ":
            action.kind = BOARD
            action.seat = -1
            if not read_cards(text, i + 5, end, action):
                return False
            for k in range(action.cards):
                if action.card[k] == -1:
                    return False
            return True
        return False
    if not read_seat(text, &i, end, &action.seat) or action.seat >= count:
        return False
    if end - i == 1 and text[i] == u'f':
        action.kind = FOLD
        return True
    if end - i == 2 and text[i] == u'c' and text[i + 1] == u'c':
        action.kind = CALL
        return True
    if end - i >= 2 and text[i] == u's' and text[i + 1] == u'm':
        if end - i == 2:
            action.kind = MUCK
            return True
        if text[i + 2] != u' ':
            return False
        if end - i == 4 and text[i + 3] == u'-':
            action.kind = NOTHING
            return True
        action.kind = SHOW
        return read_cards(text, i + 3, end, action) and action.cards == 2
    if end - i > 4 and text[i:i + 4] == "cbr ":
        i += 4
        action.kind = BET
        whole_end = i
        while whole_end < end and is_digit(text[whole_end]):
            if whole > MAX_CHIPS:
                return False
            whole = whole * 10 + (<long long>text[whole_end] - 48)
            whole_end += 1
        if whole_end == i or whole > MAX_CHIPS:
            return False
        if whole_end < end:
            if text[whole_end] != u'.' or end - whole_end - 1 > places or end - whole_end - 1 < 1:
                return False
            for i in range(whole_end + 1, end):
                if not is_digit(text[i]):
                    return False
                fraction = fraction * 10 + (<long long>text[i] - 48)
                digits += 1
        scale = factor
        for k in range(digits):
            scale //= 10
        action.amount = whole * factor + fraction * scale
        return 1 <= action.amount <= MAX_CHIPS
    return False


# -- the hand ---------------------------------------------------------------------------------------------

cdef tuple hole_tuple(int length, int* cards):
    if length == 1:
        return (None if cards[0] < 0 else cards[0],)
    return (None if cards[0] < 0 else cards[0], None if cards[1] < 0 else cards[1])


def play(str text, long long given_factor, given_chip, int most):
    """phh_fast._read_and_play(text, unit, profile) for a hand of the plain shape (PLAYED_FIELDS), or
    None. `given_factor`, `given_chip`: the chip given by --unit and its UNIT_FACTORS factor (0, None:
    none given); `most`: the game's most players."""
    cdef Py_ssize_t n = len(text), line_start = 0, line_end, i, key_end, value_end
    cdef Py_ssize_t action_start[MAX_ACTIONS]
    cdef Py_ssize_t action_end[MAX_ACTIONS]
    cdef Value values[KEYS]
    cdef Value scratch
    cdef bint present[KEYS]
    cdef int key, count, finest, places, action_count = 0, k
    cdef long long factor, power
    if not CONFIGURED or most > SEATS or not control_free(text):
        return None
    for key in range(KEYS):
        present[key] = False
    seen = set()
    # The lines: `key = value` each, or blank, or a comment.
    while line_start < n:
        line_end = text.find("\n", line_start)
        if line_end < 0:
            line_end = n
        value_end = line_end
        if value_end > line_start and text[value_end - 1] == u'\r':
            value_end -= 1
        while value_end > line_start and (text[value_end - 1] == u' ' or text[value_end - 1] == u'\t'):
            value_end -= 1
        i = skip_blanks(text, line_start, value_end)
        if i < value_end and text[i] != u'#':
            key_end = i
            while key_end < value_end and is_key_char(text[key_end]):
                key_end += 1
            if key_end == i:
                return None
            name = text[i:key_end]
            i = skip_blanks(text, key_end, value_end)
            if i >= value_end or text[i] != u'=':
                return None
            i = skip_blanks(text, i + 1, value_end)
            if i >= value_end or name in seen:
                return None
            seen.add(name)
            key = _KEY_INDEX.get(name, K_OTHER)
            if key == K_OTHER:
                if not read_value(text, i, value_end, &scratch):
                    return None
            else:
                if not read_value(text, i, value_end, &values[key]):
                    return None
                present[key] = True
        line_start = line_end + 1
    if present[K_LIMIT_KEYS]:
        return None
    # The variant, and the fields the engine needs (phh_fast._read_and_play's _Fallback("fields")).
    if not present[K_VARIANT] or values[K_VARIANT].shape != V_STRING or text[values[K_VARIANT].start:values[K_VARIANT].end] != "NT":
        return None
    if not (present[K_STACKS] and present[K_ACTIONS] and present[K_ANTES] and present[K_BLINDS] and present[K_MIN_BET]):
        return None
    if values[K_STACKS].shape != V_NUMBERS or values[K_ACTIONS].shape != V_STRINGS:
        return None
    count = values[K_STACKS].items
    if count < MIN_PLAYERS or count > most:
        return None
    # The actions' places.
    i = values[K_ACTIONS].start
    for k in range(values[K_ACTIONS].items):
        if action_count >= MAX_ACTIONS:
            return None
        key_end = read_string(text, i, values[K_ACTIONS].end)
        action_start[action_count] = i + 1
        action_end[action_count] = key_end - 1
        action_count += 1
        i = skip_blanks(text, key_end, values[K_ACTIONS].end)
        if i < values[K_ACTIONS].end:
            i = skip_blanks(text, i + 1, values[K_ACTIONS].end)
    # The chip (phh._unit_of): the unit given, else the currency's, else the finest decimal written.
    factor = given_factor
    chip = given_chip
    if factor == 0:
        for key in (K_CURRENCY, K_SYMBOL):
            if present[key] and values[key].shape == V_STRING:
                factor, chip = currency_chip(text[values[key].start:values[key].end])
                if factor != 0:
                    break
        if factor < 0:
            return None
    if factor == 0:
        finest = 0
        for key in (K_ANTES, K_BLINDS, K_STACKS, K_WINNINGS, K_FINISHING, K_MIN_BET):
            if present[key]:
                finest = max(finest, finest_of(&values[key]))
        for k in range(action_count):
            finest = max(finest, bet_places(text, action_start[k], action_end[k]))
        if finest > 6:
            return None
        factor = 1
        for k in range(finest):
            factor *= 10
        chip = _CHIP_OF_FACTOR[factor]
    places = 0
    power = 1
    while power < factor:
        power *= 10
        places += 1
    if power != factor or places > 6:
        return None
    return _play(text, values, present, count, chip, factor, places, action_start, action_end, action_count)


cdef tuple currency_chip(str written):
    found = _CURRENCY_SEEN.get(written)
    if found is None:
        found = _CURRENCY_CHIP(written)
        if len(_CURRENCY_SEEN) < 1000:
            _CURRENCY_SEEN[written] = found
    return found


cdef object _play(str text, Value* values, bint* present, int count, chip, long long factor, int places,
                  Py_ssize_t* action_start, Py_ssize_t* action_end, int action_count):
    """The stakes in chips, then the betting: phh_fast._read_and_play from `chip = ...` on."""
    cdef long long starting[SEATS]
    cdef long long antes[SEATS]
    cdef long long forced[SEATS]
    cdef long long by_seat[SEATS]
    cdef long long winnings[SEATS]
    cdef long long finishing[SEATS]
    cdef long long stacks[SEATS]
    cdef long long committed[SEATS]
    cdef long long antes_paid[SEATS]
    cdef long long bets[SEATS]
    cdef long long reopen_at[SEATS]
    cdef bint folded[SEATS]
    cdef bint pending[SEATS]
    cdef int hole_length[SEATS]
    cdef int hole[SEATS][2]
    cdef int board[5]
    cdef int mucked[MAX_ACTIONS]
    cdef Action action
    cdef long long top, big_blind, ante, stack, paid, max_bet, min_raise, bet, owed, most_bet, what
    cdef int seat, able, live, street, needed, actor, after, last_top, shown = 0, muck_count = 0, first = 0
    cdef int next_seat, step, other, k, d, s
    cdef bint trimming = False, any_ante = False, showdown = False, ran_out = False
    cdef int has_winnings, has_finishing
    cdef bint found, full, callable_, unknown_deals
    # The stakes, as _whole, _stake_chips, _min_bet and _recorded read them.
    if not amounts(&values[K_STACKS], count, factor, places, 1, True, starting):
        return None
    if not amounts(&values[K_ANTES], count, factor, places, 0, False, antes):
        return None
    if not amounts(&values[K_BLINDS], count, factor, places, 0, False, forced):
        return None
    top = 0
    for seat in range(count):
        if forced[seat] > top:
            top = forced[seat]
    if top < 1:
        return None
    if values[K_MIN_BET].shape != V_NUMBER:
        return None
    big_blind = chips_of(&values[K_MIN_BET].numbers[0], factor, places, 1)
    if big_blind < 0:
        return None
    has_winnings = recorded(values, present, K_WINNINGS, count, factor, places, winnings)
    has_finishing = recorded(values, present, K_FINISHING, count, factor, places, finishing)
    if has_winnings < 0 or has_finishing < 0:
        return None
    if present[K_TRIMMING]:
        if values[K_TRIMMING].shape != V_BOOL:
            return None
        trimming = values[K_TRIMMING].truth

    # The forced bets by seat: heads-up reversed, the button posting the first.
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
    able = count
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
    if any_ante and not trimming:
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

    # The betting, as phh_fast._read_and_play plays it.
    for seat in range(count):
        pending[seat] = stacks[seat] > 0
    live = count
    max_bet = top
    min_raise = top if top > big_blind else big_blind
    street = 0
    needed = 0
    actor = -1
    if able == 1:
        for seat in range(count):
            if pending[seat]:
                if bets[seat] >= max_bet:
                    pending[seat] = False
                break
    after = last_top
    unknown_deals = action_count >= count
    if unknown_deals:
        for k in range(count):
            if not unknown_deal(text, action_start[k], action_end[k], k):
                unknown_deals = False
                break
    if unknown_deals:
        for seat in range(count):
            hole_length[seat] = 2
            hole[seat][0] = -1
            hole[seat][1] = -1
        first = count
    for k in range(first, action_count + 1):
        if k == action_count:
            action.kind = END
            action.seat = 0
        elif not read_action(text, action_start[k], action_end[k], factor, places, count, &action):
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
                        if able <= 1:
                            ran_out = True
                            showdown = True
                            street = 3
                            needed = -1
                            break
                        street += 1
                        needed = BOARD_NEEDED[street]
                        max_bet = 0
                        min_raise = big_blind
                        for other in range(count):
                            bets[other] = 0
                            pending[other] = not folded[other] and stacks[other] > 0
                            reopen_at[other] = 0
                        if able == 1:
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
                callable_ = False
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
                if what < (max_bet + min_raise if max_bet else big_blind):
                    if what != most_bet:
                        return None
                    full = False
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
        elif action.kind == HOLE:
            if shown:
                return None
            if hole_length[seat] < 0:
                hole_length[seat] = action.cards
                for d in range(action.cards):
                    hole[seat][d] = action.card[d]
            else:
                if hole_length[seat] + action.cards > 2:
                    return None
                for d in range(action.cards):
                    hole[seat][hole_length[seat] + d] = action.card[d]
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
                hole[seat][0] = action.card[0]
                hole[seat][1] = action.card[1]
            elif hole_length[seat] != 2:
                return None
            else:
                for d in range(2):
                    s = action.card[d]
                    if hole[seat][d] >= 0 and s >= 0 and hole[seat][d] != s:
                        return None
                for d in range(2):
                    if hole[seat][d] < 0:
                        hole[seat][d] = action.card[d]

    # PLAYED_FIELDS.
    holes = []
    for seat in range(count):
        if hole_length[seat] < 0:
            holes.append(None)
        elif hole_length[seat] == 2 and hole[seat][0] < 0 and hole[seat][1] < 0:
            holes.append(_TWO_UNKNOWN)
        else:
            holes.append(hole_tuple(hole_length[seat], hole[seat]))
    return (
        count, chip, factor, tuple([None if starting[s] == UNKNOWN else starting[s] for s in range(count)]),
        tuple([forced[s] for s in range(count)]), top,
        tuple([winnings[s] for s in range(count)]) if has_winnings else None,
        tuple([finishing[s] for s in range(count)]) if has_finishing else None,
        [antes_paid[s] for s in range(count)] if any_ante and not trimming else None,
        [stacks[s] for s in range(count)], [committed[s] for s in range(count)], [bets[s] for s in range(count)],
        [folded[s] for s in range(count)], live, street, needed, actor, max_bet, showdown, ran_out, holes,
        [board[s] for s in range(shown)], [mucked[s] for s in range(muck_count)], None,
    )


cdef bint unknown_deal(str text, Py_ssize_t start, Py_ssize_t end, int seat):
    """Whether the action is 'd dh p{seat + 1} ????' (phh_fast._UNKNOWN_DEALS)."""
    cdef Py_ssize_t i = start + 5
    cdef int dealt = -1
    if end - start < 11 or text[start:start + 5] != "d dh ":
        return False
    return read_seat(text, &i, end, &dealt) and dealt == seat and text[i:end] == "????"


cdef int recorded(Value* values, bint* present, int key, int count, long long factor, int places, long long* out):
    """phh_fast._recorded: 1 for recorded winnings or finishing stacks in chips (`out`), 0 for none
    recorded (absent, or all zeros), -1 for amounts not read here."""
    cdef int seat
    if not present[key]:
        return 0
    if not amounts(&values[key], count, factor, places, 0, True, out):
        return -1
    for seat in range(count):
        if out[seat] == UNKNOWN:
            out[seat] = 0
    for seat in range(count):
        if out[seat]:
            return 1
    return 0
