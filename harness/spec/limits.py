"""The largest inputs tablecert accepts, in one place, each derived from what must hold it.

Why: an amount is summed, squared and multiplied far from where it was read (numpy int64 in
the fast engine, a lab's database downstream), and a document is parsed, composed and echoed
before anything checks its meaning. A bound enforced where a value is loaded turns a silent
overflow, a traceback or an exhausted memory into exit 2 naming the file, line and field.
"""

from __future__ import annotations

INT64_MAX = 2**63 - 1

# -- amounts ------------------------------------------------------------------------------------

#: The largest pay of a paytable line, N to 1.
MAX_PAYS = 100_000

#: The fast Lunar engine (harness.families.lunar.fast, simulate.fast_totals) keeps a round's net in
#: Antes (Super = Ante = 1, Raise = 2) and sums nets, their squares and cross products in numpy
#: int64 over a batch of at most LARGEST_BATCH rounds. A round's net is at most the Raise paid
#: on a first and a second combination, 2 x (MAX_PAYS + MAX_PAYS), plus the Super and the
#: Instant payout, MAX_PAYS each, plus the Ante: ROUND_NET_ANTES below.
LARGEST_BATCH = 1_000_000  # harness.families.lunar.simulate.LARGEST_BATCH (checked by the tests)
ROUND_NET_ANTES = 2 * (2 * MAX_PAYS) + MAX_PAYS + MAX_PAYS + 1
#: ... so a batch's sum of squares is at most ROUND_NET_ANTES**2 x LARGEST_BATCH = 3.6e17,
#: 25 times below 2**63 (10**6 to 1 would overflow: 3.6e19).
assert ROUND_NET_ANTES**2 * LARGEST_BATCH * 25 < INT64_MAX

#: The largest number of chips in any one amount: a stake (Ante, Super, side Super, insurance,
#: jackpot), a stack, a blind, an ante, a bet or a recorded result.
MAX_CHIPS = 10**12
#: A settled Lunar round's net in chips: every stake at most MAX_CHIPS, the Ante side paid at
#: most ROUND_NET_ANTES Antes and each of at most six side Supers and the insurance and jackpot
#: at most MAX_PAYS to 1. It fits a signed 64-bit integer, so any consumer of a ledger can
#: store it; a poker-room pot (at most ten stacks) fits by far.
assert MAX_CHIPS * (ROUND_NET_ANTES + 8 * (MAX_PAYS + 1)) < INT64_MAX

# -- documents ----------------------------------------------------------------------------------

#: An input document (round, hand, rules_spec, paytable, baseline, stdin): the largest shipped
#: file is 14 KB, a day's hand history is read line by line instead (MAX_LINE_BYTES).
MAX_DOCUMENT_BYTES = 4 * 2**20
#: A paytable named by path (`--paytable FILE`, a round's `paytable`): the shipped ones are 2 KB.
MAX_PAYTABLE_BYTES = 2**20
#: One line of a replayed hand history: a hand is a few hundred bytes.
MAX_LINE_BYTES = 2**20
#: Values of a document with every alias expanded, keys included (the shipped files have under
#: 400, a ten-seat hand with 200 actions about 1,000), so a billion-laughs document is refused
#: while it is parsed, before anything expands it. The pure-Python parser needs some 0.2 ms a
#: value, so this also bounds the time a refusal takes to a few seconds.
MAX_DOCUMENT_NODES = 20_000
#: Aliases (`*name`) in one document.
MAX_ALIASES = 1_000
#: Nesting of mappings and lists (the shipped files nest 8 deep; the composer recurses on it).
MAX_DEPTH = 50
#: Characters of a number written in a document: far above any amount allowed here, far below
#: Python's 4,300-digit limit on converting text to int.
MAX_NUMBER_CHARS = 100

# -- echoes -------------------------------------------------------------------------------------

#: Characters of source text or of a value shown in an error message.
MAX_EXCERPT = 120


def excerpt(text: str, limit: int = MAX_EXCERPT) -> str:
    """At most `limit` characters of `text`, an ellipsis marking what was cut."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def excerpt_around(text: str, column: int, limit: int = MAX_EXCERPT) -> str:
    """At most `limit` characters of a source line, kept around the 1-based `column` it points at."""
    if len(text) <= limit:
        return text
    start = max(0, min(column - 1 - limit // 3, len(text) - limit))
    shown = text[start : start + limit]
    if start > 0:
        shown = "..." + shown[3:]
    if start + limit < len(text):
        shown = shown[:-3] + "..."
    return shown
