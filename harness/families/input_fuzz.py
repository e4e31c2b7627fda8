"""Hostile inputs for `settle` and `replay`, and the oracle that judges what the harness did.

Why in the package: the property test (tests/property/test_fuzz_inputs.py) and the figures the
lead quotes (scripts/fuzz_inputs.py) must exercise the same inputs and the same verdicts.

The inputs start from plausible documents (Lunar-family rounds, legal poker-room hands),
mutate their structure (a field deleted, replaced by a hostile value, an unknown field added)
and then their text (YAML tags, anchors and alias bombs, deep nesting, huge numbers, stray
characters, truncation), or are arbitrary structures and text. The oracle runs the real entry
points in-process and accepts exactly two outcomes: exit 2 with a located, short message on
stderr and nothing on stdout, or a ledger whose chips balance. Anything else is a crash.
"""

from __future__ import annotations

import copy
import io
import json
import random
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ruamel.yaml import YAML

from harness.core.cards import DECK
from harness.families.lunar.game import FAMILY_RULES, game_settings
from harness.families.poker_room.games import room_game
from harness.families.poker_room.random_hands import random_hand
from harness.spec.errors import RoundError
from harness.spec.limits import MAX_CHIPS, MAX_PAYS
from harness.spec.yaml_source import load_text

#: The name a refused document must be located in (the settle command reads it from stdin).
STDIN = "<stdin>"
REPLAY_NAME = "fuzz.jsonl"
LOCATED = re.compile(r"^tablecert: error: <stdin>:\d+:\d+: ")
#: An error message is a located line, a short reason and an excerpt of the source: never more.
MAX_MESSAGE = 1_500

#: The Lunar Poker family's games, as its registry entries list them (Lunar Poker itself first).
LUNAR_GAMES = tuple(FAMILY_RULES)
HOSTILE_VALUES: tuple[Any, ...] = (
    0, -1, 1, 7, MAX_CHIPS, MAX_CHIPS + 1, 2**63, -(2**63), 10**40, 1.5, -0.0, 1e308, True, False, None,
    "", " ", "As", "10d", "ah", "1c", "0x64", "x" * 5_000, "player:9", "dealer", [], {}, [[[[]]]],
    {"drawn": "7c"}, ["As", "As"], {"a": {"b": {"c": [1, 2, 3]}}}, MAX_PAYS,
)  # fmt: skip
TEXT_SNIPPETS = (
    "0x64", "1_000", "!!float ten", '!!int ""', "!!bool maybe", "!!str 10", "!foo bar", "&a 10", "*a",
    "2024-13-45", "2024-01-01", "1" * 5_000, "9" * 120, ".nan", "-.inf", "~", "'2'", "? [1, 2]", "{[1]: 2}",
    "[" * 60 + "]" * 60, "&b [*b]", "!!set {a}", "%YAML 1.1", "\t", "\x00", "\ufeff", "\u202e", "#", "|", ">-",
)  # fmt: skip
BILLION_LAUGHS = 'l0: &l0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
    f"l{i}: &l{i} [{','.join([f'*l{i - 1}'] * 10)}]\n" for i in range(1, 8)
)


class FuzzFailure(AssertionError):
    """The harness did something other than refuse (exit 2, located) or settle (chips balance)."""


# -- documents ------------------------------------------------------------------------------------


def _deck(rng: random.Random) -> list[str]:
    cards = [str(card) for card in DECK]
    rng.shuffle(cards)
    return cards


def lunar_round(rng: random.Random) -> dict[str, Any]:
    """A plausible round of the Lunar Poker family: mostly settleable, sometimes not."""
    deck = _deck(rng)
    ante = rng.choice((1, 5, 10, 25, rng.randint(1, 10**6), MAX_CHIPS))
    game = LUNAR_GAMES[0] if rng.random() < 0.7 else rng.choice(LUNAR_GAMES)
    settings = game_settings(game)
    doc: dict[str, Any] = {"game": game, "ante": ante, "player": deck[:5], "dealer": deck[5:10]}
    if settings.super_bet:  # the games with a Super bet
        doc["super"] = ante * rng.choice((1, 1, 2, 3))
    decision = rng.choice(("fold", "play", "play", "buy", "exchange", None))
    if decision is not None:
        doc["decision"] = decision
    if decision == "buy":
        doc["drawn"] = deck[10:11]
        doc["after_draw"] = rng.choice(("play", "fold"))
    elif decision == "exchange":
        count = rng.randint(2, 5)
        doc["discard"] = rng.sample(deck[:5], count)
        doc["drawn"] = deck[10 : 10 + count]
        doc["after_draw"] = rng.choice(("play", "fold"))
    if rng.random() < 0.3:
        doc["side_supers"] = [{"on": "dealer", "amount": rng.randint(1, 50)}]
        if rng.random() < 0.5:
            doc["others"] = {"2": deck[20:25]}
            doc["side_supers"].append({"on": "player:2", "amount": rng.randint(1, 50)})
    if rng.random() < 0.2:
        doc["interpretations"] = rng.choice(
            ({"fees_are_wagers": True}, {"super_sf_counts_as": "own_category"}, {"fees_are_wagers": "maybe"})
        )
    side_bets = tuple(
        name for name, rule in (("insurance", settings.insurance), ("jackpot", settings.jackpot)) if rule is not None
    )
    if side_bets and rng.random() < 0.5:
        doc[rng.choice(side_bets)] = ante
    if settings.dealer_draw is not None and rng.random() < 0.5:
        doc["dealer_draw"] = {"drawn": deck[30]}
    if rng.random() < 0.1:
        doc["paytable"] = rng.choice(("standard", "example_lab_variant", "/etc/passwd", "../x", "nope.yaml"))
    return doc


def poker_hand(rng: random.Random) -> dict[str, Any]:
    """A legal poker-room hand (harness.families.poker_room.random_hands), sometimes with its result."""
    game = room_game(rng.choice(("holdem", "omaha-hi-lo-8")))
    hand = random_hand(rng, game, players=rng.randint(2, 6), hand_id=f"h{rng.randint(1, 999)}")
    if rng.random() < 0.3:
        hand["result"] = {seat["name"]: seat["stack"] for seat in hand["seats"]}
    return hand


def arbitrary_value(rng: random.Random, depth: int = 0) -> Any:
    """Any JSON-like value, nested a little."""
    roll = rng.random()
    if depth > 3 or roll < 0.5:
        return copy.deepcopy(rng.choice(HOSTILE_VALUES))  # never share a mutable value between documents
    if roll < 0.75:
        return [arbitrary_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    keys = ("game", "ante", "seats", "actions", "a", "2", "player", "dealer", "blinds", "button")
    return {rng.choice(keys): arbitrary_value(rng, depth + 1) for _ in range(rng.randint(0, 4))}


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            found.extend(_paths(child, (*prefix, key)))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found.extend(_paths(child, (*prefix, index)))
    return found


def mutate(rng: random.Random, doc: Any) -> Any:
    """One structural change: delete a member, replace a value, add a field, or duplicate an item."""
    paths = [path for path in _paths(doc) if path]
    if not paths:
        return arbitrary_value(rng)
    path = rng.choice(paths)
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    roll = rng.random()
    if roll < 0.2:
        del parent[last]
    elif roll < 0.75:
        parent[last] = copy.deepcopy(rng.choice(HOSTILE_VALUES)) if rng.random() < 0.8 else arbitrary_value(rng)
    elif roll < 0.9 and isinstance(parent, dict):
        parent[rng.choice(("extra", "Game", "2", "ante ", "seats"))] = copy.deepcopy(rng.choice(HOSTILE_VALUES))
    elif isinstance(parent, list):
        parent.append(copy.deepcopy(parent[last]))
    else:
        parent[last] = [parent[last]]
    return doc


def to_text(rng: random.Random, doc: Any) -> str:
    """JSON (compact or indented) or block YAML."""
    roll = rng.random()
    if roll < 0.45:
        return json.dumps(doc)
    if roll < 0.6:
        return json.dumps(doc, indent=2)
    stream = io.StringIO()
    yaml = YAML(typ="safe", pure=True)
    yaml.default_flow_style = rng.random() < 0.3
    yaml.dump(doc, stream)
    return stream.getvalue()


def mutate_text(rng: random.Random, text: str) -> str:
    """One textual change a YAML parser must survive."""
    roll = rng.random()
    if roll < 0.35:  # a number or a word replaced by a hostile snippet
        tokens = list(re.finditer(r"(?<=[:\[,] )[^\s,\]\}]+|(?<=[:\[,])[^\s,\]\}\"]+", text))
        if tokens:
            token = rng.choice(tokens)
            return text[: token.start()] + rng.choice(TEXT_SNIPPETS) + text[token.end() :]
    if roll < 0.5:
        position = rng.randint(0, len(text))
        return text[:position] + rng.choice(TEXT_SNIPPETS + tuple("[]{}:,&*!#'\"\n-?%@`")) + text[position:]
    if roll < 0.6:
        return text[: rng.randint(0, len(text))]
    if roll < 0.7 and not text.lstrip().startswith(("{", "[")):
        return BILLION_LAUGHS + re.sub(r"^(\w+):.*$", r"\1: *l7", text, count=1, flags=re.M)
    if roll < 0.8 and not text.lstrip().startswith(("{", "[")):
        return "anchor: &x 100\n" + re.sub(r"(?m)^(ante|stack): \d+", r"\1: *x", text)
    if roll < 0.9:
        return "[" * rng.choice((10, 49, 51, 200)) + text + "]" * rng.choice((0, 10, 200))
    return text.replace("\n", "\n" + " " * rng.randint(1, 3), rng.randint(1, 3))


def settle_text(rng: random.Random) -> str:
    """One document for `tablecert settle -`."""
    roll = rng.random()
    if roll < 0.08:
        return to_text(rng, arbitrary_value(rng))
    if roll < 0.1:
        return "".join(rng.choice("{}[]:,'\"&*!#-? \n\tab01") for _ in range(rng.randint(0, 60)))
    doc = lunar_round(rng) if rng.random() < 0.6 else poker_hand(rng)
    for _ in range(rng.choice((0, 0, 0, 1, 1, 2))):
        doc = mutate(rng, doc)
    text = to_text(rng, doc)
    if rng.random() < 0.25:
        text = mutate_text(rng, text)
    return text


def replay_text(rng: random.Random, hands: int) -> str:
    """`hands` lines of hand history for `tablecert replay`: most legal, some hostile."""
    lines = []
    for _ in range(hands):
        hand: Any = poker_hand(rng)
        roll = rng.random()
        if roll < 0.3:
            hand = mutate(rng, hand)
        line = json.dumps(hand)
        if roll > 0.85:
            line = rng.choice(
                (
                    "[" * 100_000 + "]" * 100_000,
                    '{"game": "holdem", "blinds": [1, ' + "1" * 5_000 + "]}",
                    line[: rng.randint(1, len(line))],  # (a cut line, never a blank one: a blank line is no hand)
                    line.replace('"stack": ', '"stack": 0x', 1),
                    '{"id": {"a": [1, 2]}, ' + line[1:],
                    " x",
                    "NaN",
                )
            )
        lines.append(line)
    return "\n".join(lines) + "\n"


# -- the oracle -----------------------------------------------------------------------------------


@dataclass(slots=True)
class Tally:
    """What a run of inputs came to; `crashes` lists the first few failures with their input."""

    inputs: int = 0
    ledgers: int = 0
    refusals: int = 0
    crash_count: int = 0
    crashes: list[tuple[str, str]] = field(default_factory=list)

    def record(self, outcome: str) -> None:
        self.inputs += 1
        if outcome == "ledger":
            self.ledgers += 1
        else:
            self.refusals += 1

    def crash(self, text: str, why: str, inputs: int = 1) -> None:
        self.inputs += inputs
        self.crash_count += inputs
        if len(self.crashes) < 20:
            self.crashes.append((text, why))


def run_settle(text: str) -> tuple[int, str, str]:
    """`tablecert settle -` in-process: the command function itself, stdin, stdout and stderr
    swapped for strings (typer's CliRunner rebuilds the whole app on every call: 0.1 s)."""
    import contextlib

    import typer

    from harness.cli.settle import settle

    stdout, stderr = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(text)
    try:
        with contextlib.redirect_stdout(stdout), contextlib.redirect_stderr(stderr):
            settle("-")
            code = 0
    except typer.Exit as done:
        code = done.exit_code
    finally:
        sys.stdin = saved
    return code, stdout.getvalue(), stderr.getvalue()


def check_settle(text: str) -> str:
    """Run `tablecert settle -` on the text; return "ledger" or "refused", or raise FuzzFailure
    (an exception escaping the command is a crash, and propagates as itself)."""
    code, stdout, stderr = run_settle(text)
    if code == 2:
        check_refusal(stdout, stderr)
        return "refused"
    if code != 0:
        raise FuzzFailure(f"exit {code}: {stderr[:300]}")
    if stderr:
        raise FuzzFailure(f"a ledger with something on stderr: {stderr[:300]}")
    ledger = json.loads(stdout)
    if "final_stacks" in ledger:  # a poker room's hand: chips move between the seats
        _check_poker_ledger(text, ledger)
    else:  # a banked round: wagers against the house and fees
        _check_lunar_ledger(ledger)
    return "ledger"


def check_refusal(stdout: str, stderr: str) -> None:
    if stdout:
        raise FuzzFailure(f"exit 2 but stdout is not empty: {stdout[:200]}")
    if not LOCATED.match(stderr):
        raise FuzzFailure(f"exit 2 without a located message: {stderr[:300]}")
    if len(stderr) > MAX_MESSAGE:
        raise FuzzFailure(f"a message of {len(stderr):,} characters echoes too much: {stderr[:300]}")


def _check_lunar_ledger(ledger: dict[str, Any]) -> None:
    """`net` is the sum of the wagers' nets minus the fees, and each net agrees with its outcome."""
    wagers, fees = ledger["wagers"], ledger["fees"]
    if ledger["net"] != sum(w["net"] for w in wagers) - sum(f["amount"] for f in fees):
        raise FuzzFailure(f"chips do not balance: net {ledger['net']} vs wagers and fees {ledger}")
    for wager in wagers:
        stake, net, outcome = wager["stake"], wager["net"], wager["outcome"]
        good = {
            "lose": net == -stake,
            "push": net == 0,
            "win": 0 < net <= 2 * MAX_PAYS * stake and net % stake == 0,
        }.get(outcome, False)
        if stake < 1 or not good:
            raise FuzzFailure(f"wager {wager['wager']}: outcome {outcome} with stake {stake} and net {net}")
    for fee in fees:
        if fee["amount"] < 1:
            raise FuzzFailure(f"a fee of {fee['amount']}")


def _check_poker_ledger(text: str, ledger: dict[str, Any]) -> None:
    """The final stacks sum to the starting stacks of the document, and no stack is negative."""
    seats = load_text(text, STDIN, RoundError).as_plain()["seats"]
    start = {seat["name"]: seat["stack"] for seat in seats}
    final = ledger["final_stacks"]
    if set(final) != set(start) or sum(final.values()) != sum(start.values()) or min(final.values()) < 0:
        raise FuzzFailure(f"chips do not balance: started {start}, ended {final}")
    if any(final[name] - start[name] != net for name, net in ledger["net"].items()):
        raise FuzzFailure(f"net disagrees with the stacks: {ledger['net']}")


def check_replay(text: str) -> tuple[int, int]:
    """Replay the lines; return (hands settled, hands refused or malformed), or raise FuzzFailure.

    Every non-blank line is one hand: settled (its pots paying out exactly the chips committed)
    or listed as refused or malformed with `file:line`; the audit never stops at a bad line."""
    from harness.families.poker_room.hand_history import parse_hand
    from harness.families.poker_room.replay import replay_lines
    from harness.families.poker_room.settle import settle_hand

    lines = text.splitlines()
    report = replay_lines(lines, name=REPLAY_NAME)
    numbered = [number for number, line in enumerate(lines, 1) if line.strip()]
    settled = report.hands - report.refused - report.malformed
    if report.hands != len(numbered) or settled != report.agreed + report.disagreed + report.no_result:
        raise FuzzFailure(f"totals do not add up: {report.to_json()['totals']}")
    flagged = set()
    for issue in report.issues:
        if not issue.where.startswith(f"{REPLAY_NAME}:{issue.line}") or issue.line not in numbered:
            raise FuzzFailure(f"an issue not located at its line: {issue.to_json()}")
        if len(issue.reason) > MAX_MESSAGE:
            raise FuzzFailure(f"an issue's reason of {len(issue.reason):,} characters")
        if issue.kind != "disagrees":
            flagged.add(issue.line)
    if len(flagged) != report.refused + report.malformed:
        raise FuzzFailure(f"refused and malformed hands not listed one by one: {report.to_json()['totals']}")
    for number in numbered:
        if number in flagged:
            continue
        result = settle_hand(parse_hand(json.loads(lines[number - 1])), describe=False)
        if sum(result.final_stacks) != sum(seat.stack for seat in result.record.seats):
            raise FuzzFailure(f"line {number}: chips do not balance")
    return settled, report.refused + report.malformed


def run_inputs(count: int, seed: int, *, on_input: Callable[[int], None] | None = None) -> tuple[Tally, Tally]:
    """`count` inputs from `seed`: settle documents, and after every four of them a replay file
    of one to six hands, each hand one input. Returns the (settle, replay) tallies.

    An input that makes the harness raise is a crash to count and show, not to stop on: hence
    the broad `except`s (a replay that stops counts every hand of its file as a crash)."""
    rng = random.Random(seed)
    settle, replay = Tally(), Tally()
    done = rounds = 0
    while done < count:
        rounds += 1
        if rounds % 5 == 0:
            hands = min(rng.randint(1, 6), count - done)
            text = replay_text(rng, hands)
            try:
                settled, refused = check_replay(text)
            except FuzzFailure as failure:
                replay.crash(text, str(failure), hands)
            except Exception as exc:  # recorded as a crash and reported: the script exits 1
                replay.crash(text, f"replay stopped: {type(exc).__name__}: {str(exc)[:300]}", hands)
            else:
                replay.inputs += hands
                replay.ledgers += settled
                replay.refusals += refused
            done += hands
        else:
            text = settle_text(rng)
            try:
                settle.record(check_settle(text))
            except FuzzFailure as failure:
                settle.crash(text, str(failure))
            except Exception as exc:  # recorded as a crash and reported: the script exits 1
                settle.crash(text, f"settle crashed: {type(exc).__name__}: {str(exc)[:300]}")
            done += 1
        if on_input is not None:
            on_input(done)
    return settle, replay
