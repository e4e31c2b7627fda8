"""A poker-room game is data: its rules_spec's `table:` section, read and validated, and nothing else.

Three things are checked. The engine's code names no game and no clause ID (a new game of
issue 12 must not need an edit there). What a game is comes from its rules_spec: a copy of the
project's data (TABLECERT_HOME) with Hold'em's table edited to 3 hole cards, a raise cap of 3 or
fixed limit only is played that way, and a third game that is Hold'em's rules_spec under another
name, with a registry entry, settles Hold'em hands exactly as Hold'em does. And a bad `table:`
section is refused with its file, line, column and field path.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from harness.families.poker_room import agreement, exact, settle
from harness.families.poker_room.games import (
    SHOWDOWNS,
    ClauseMap,
    HandMaking,
    LowRule,
    Structure,
    forget_room_games,
    game_rules,
    room_game,
    room_game_names,
)
from harness.families.poker_room.hand_history import HandRefused, parse_hand
from harness.families.poker_room.settle import settle_hand
from harness.games import registry
from harness.games.settle_dispatch import settle_document
from harness.runtime.project import project_root
from harness.spec.errors import RoundError, SpecError
from harness.spec.yaml_source import load_text

ENGINE = Path(settle.__file__).parent
#: The family's registry entries: the games' names, ruleset files and mutant catalogues, as data.
REGISTRY_ENTRIES = "entries.py"
#: A game's name or a clause ID of either game, in a string the engine's code holds.
#: (`badugi` and `deuce-to-seven` also name rankings the engine reads, `table.hand_making`: only the
#: draw games' registry names are looked for.)
GAME_SPECIFIC = re.compile(r"hold'?em|omaha|short.?deck|stud|razz|deuce-to-seven-(?:triple|single)-draw|"
                           r"\b(?:OHL|HE|OM|SD|ST|SHL|RZ|TD|ND|BG)-\d", re.IGNORECASE)  # fmt: skip

#: A no-limit Hold'em hand played to showdown: B's A-K makes a straight with the board.
HOLDEM_HAND: dict[str, Any] = {
    "game": "holdem",
    "blinds": [10, 20],
    "button": "A",
    "seats": [
        {"name": "A", "stack": 500, "hole": ["9c", "9d"]},
        {"name": "B", "stack": 500, "hole": ["As", "Kh"]},
    ],
    "board": ["Qs", "Jd", "Tc", "4h", "2s"],
    "actions": [["A", "call"], ["B", "check"], ["B", "bet", 40], ["A", "call"], ["B", "check"], ["A", "check"],
                ["B", "check"], ["A", "check"]],
}  # fmt: skip


def _strings_outside_docstrings(path: Path) -> Iterator[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield node.lineno, node.value


def test_the_engine_names_no_game_and_no_clause() -> None:
    """Identifiers may keep the names of the games that made a method familiar (holdem_high_value
    is best_five_any; the rule mutants patch it by that name); no string may name a game or a
    clause: those come from the rules_spec. The family's registry entries (`entries.py`) are the one
    place the games are named: they are data, not engine."""
    found = [
        f"{path.name}:{line}: {text!r}"
        for path in sorted(ENGINE.glob("*.py"))
        if path.name != REGISTRY_ENTRIES
        for line, text in _strings_outside_docstrings(path)
        if GAME_SPECIFIC.search(text)
    ]
    assert found == []


def test_the_grep_check_sees_a_game_named_in_code(tmp_path: Path) -> None:
    planted = tmp_path / "planted.py"
    planted.write_text('"""Hold\'em, in a docstring: allowed."""\n\nCLAUSE = "HE-4.1"\nNAME = f"{1} omaha"\n')
    assert [line for line, text in _strings_outside_docstrings(planted) if GAME_SPECIFIC.search(text)] == [3, 4]


def test_every_pair_of_named_methods_has_one_implementation_in_each_table() -> None:
    assert set(settle.READERS) == SHOWDOWNS
    assert set(agreement.DEAL_CHECKS) == SHOWDOWNS
    assert set(exact.LOW_HOLE_FIGURES) == SHOWDOWNS
    assert set(exact.LOW_BOARD_FIGURES) == set(LowRule)
    assert {game.showdown for game in map(room_game, room_game_names())} <= SHOWDOWNS


NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "seven": 7}


@pytest.mark.parametrize("name", room_game_names())
def test_the_table_says_what_the_clauses_say(name: str) -> None:
    """The table's numbers are the ones the rules state in words (HE-1, OHL-1: 'two hole cards';
    HE-4.1, OHL-3.3: 'one bet and three raises'), and its clause map names clauses of the game."""
    game = room_game(name)
    spec = game_rules(game)
    dealt = re.search(r"receive (\w+) (?:hole )?cards", spec.clauses[game.clauses.deck].text)
    assert dealt is not None and NUMBER_WORDS[dealt.group(1)] == game.hole_cards
    for betting in game.structures:
        if betting.raise_cap:
            cap = re.search(r"one bet and (\w+) raises", spec.clauses[game.clauses.cap].text)
            assert cap is not None and 1 + NUMBER_WORDS[cap.group(1)] == betting.raise_cap
    assert game.clauses.ids() <= set(spec.clauses)
    making = " ".join(spec.clauses[game.clauses.hand_making].text.split())
    if game.hand_making is HandMaking.TWO_HOLE_THREE_BOARD:
        assert re.search(r"exactly two of their \w+ hole cards and exactly three of the five board cards", making)
    elif game.draws:  # a draw game: the cards held after the last draw
        assert re.search(r"the \w+ cards held after the last draw", making), making
    elif not game.board_cards:  # stud: any five of the player's own cards
        assert re.search(r"(best|lowest) five-card (high )?hand from any five of their \w+ cards", making), making
    else:
        assert "both, one or none of the hole cards" in making, making
    assert (game.low is LowRule.EIGHT_OR_BETTER) == ("eight or better" in game.title.lower())


# -- a copy of the project's data, edited -----------------------------------------------------------


@pytest.fixture
def data_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """TABLECERT_HOME pointing at a copy of rules_spec/; the games are read afresh before and after."""
    shutil.copytree(project_root() / "rules_spec", tmp_path / "rules_spec")
    monkeypatch.setenv("TABLECERT_HOME", str(tmp_path))
    forget_room_games()
    yield tmp_path
    forget_room_games()


def _edit(home: Path, file: str, old: str, new: str) -> str:
    """Replace one line's text in a rules_spec of the copy; returns the new file's text."""
    path = home / "rules_spec" / file
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    forget_room_games()
    return text


def _hand(**changes: Any) -> dict[str, Any]:
    return {**HOLDEM_HAND, **changes}


def test_hole_cards_come_from_the_rules_spec(data_copy: Path) -> None:
    _edit(data_copy, "holdem.yaml", "hole_cards: 2 ", "hole_cards: 3 ")
    assert room_game("holdem").hole_cards == 3
    with pytest.raises(HandRefused, match=r"holdem deals 3 hole cards, got 2 \(HE-1\)") as refused:
        parse_hand(_hand())
    assert refused.value.path == "seats[0].hole"
    three = _hand(seats=[{"name": "A", "stack": 500, "hole": ["9c", "9d", "9h"]},
                         {"name": "B", "stack": 500, "hole": ["As", "Kh", "2c"]}])  # fmt: skip
    settled = settle_hand(parse_hand(three)).to_json()
    # Best five of eight: A's three nines make a set; B's A-K-Q-J-T straight beats it.
    assert settled["showdown"]["hands"]["A"]["high"].startswith("three of a kind (9")
    assert settled["showdown"]["hands"]["B"]["high"] == "straight (A)"
    assert settled["final_stacks"] == {"A": 440, "B": 560}


def parse_hand_and_settle(hand: dict[str, Any]) -> dict[str, Any]:
    return settle_hand(parse_hand(hand)).to_json()


def test_the_raise_cap_comes_from_the_rules_spec(data_copy: Path) -> None:
    # Heads-up with the cap kept (HE-4.2); before the flop the big blind is the bet (HE-4.1), so
    # A's raise, B's raise and A's raise are the second, third and fourth wagers of the round.
    limit = _hand(limits={"small_bet": 20, "big_bet": 40}, interpretations={"heads_up_cap": "kept"},
                  actions=[["A", "raise"], ["B", "raise"], ["A", "raise"]])  # fmt: skip
    with pytest.raises(HandRefused, match="^actions: the hand is incomplete: B is to act"):  # a cap of 4 allows them
        parse_hand_and_settle(limit)
    _edit(data_copy, "holdem.yaml", "raise_cap: 4}", "raise_cap: 3}")
    with pytest.raises(HandRefused, match=r"raise cap reached \(one bet and two raises per round\) \(HE-4.1\)") as cap:
        parse_hand_and_settle(limit)
    assert cap.value.path == "actions[2]"


def test_the_structures_played_come_from_the_rules_spec(data_copy: Path) -> None:
    assert parse_hand_and_settle(_hand())["structure"] == "no-limit"
    assert parse_hand_and_settle(_hand(structure="pot-limit"))["structure"] == "pot-limit"
    # Without its default mark, pot limit is the one structure without limits: a hand giving none plays it.
    _edit(data_copy, "holdem.yaml", "    no-limit: {limits: [], default: true}", "")
    _edit(data_copy, "holdem.yaml", "{NT: no-limit, FT: fixed-limit}", "{FT: fixed-limit}")
    _edit(data_copy, "holdem.yaml", "no_limit_sizes: HE-5", "no_limit_sizes: ''")  # no longer a rule of the game
    assert parse_hand_and_settle(_hand())["structure"] == "pot-limit"
    _edit(data_copy, "holdem.yaml", "    pot-limit: {limits: []}", "")
    for rule in ("pot_limit_sizes: HE-9", "min_raise: HE-5.1"):
        _edit(data_copy, "holdem.yaml", rule, rule.split(":")[0] + ": ''")
    with pytest.raises(HandRefused, match="^holdem is a fixed-limit game: give limits.small_bet and limits.big_bet$"):
        parse_hand(_hand())


def test_a_game_whose_hands_state_their_structure_has_no_default(data_copy: Path) -> None:
    # table.structure_stated (rules_spec/omaha_hi_lo_8.yaml, OHL-3.10): a hand without limits that names
    # no structure is refused at its missing `limits`, citing the clause; named or sized hands still play.
    _edit(data_copy, "holdem.yaml", "    no-limit: {limits: [], default: true}", "    no-limit: {limits: []}")
    _edit(data_copy, "holdem.yaml", "  phh_variants: {NT:", "  structure_stated: HE-4\n  phh_variants: {NT:")
    with pytest.raises(HandRefused) as refused:
        parse_hand(_hand())
    assert refused.value.path == "limits"
    assert refused.value.message.startswith("missing required field 'limits': ")
    assert "(HE-4); " in refused.value.message
    assert 'give "limits": {"small_bet": ..., "big_bet": ...} to play it fixed-limit' in refused.value.message
    assert '"structure": "no-limit" or "structure": "pot-limit"' in refused.value.message
    assert parse_hand_and_settle(_hand(structure="no-limit"))["structure"] == "no-limit"


#: A hand's `structure` the game does not play, or sized otherwise: (changes, field, message).
BAD_STRUCTURES: list[tuple[dict[str, Any], str, str]] = [
    ({"structure": "fixed-limit"}, "", "a fixed-limit hand gives limits.small_bet and limits.big_bet"),
    ({"structure": "pot-limit", "limits": {"small_bet": 20, "big_bet": 40}}, "limits",
     "a pot-limit hand gives no limits: it is sized by the blinds and the bets made"),
    ({"structure": "spread-limit"}, "structure",
     "expected a betting structure: one of fixed-limit, no-limit, pot-limit, got 'spread-limit'"),
    ({"game": "short-deck", "structure": "pot-limit"}, "structure",
     "short-deck is not played pot-limit: it is a no-limit game"),
]  # fmt: skip


@pytest.mark.parametrize(("changes", "field", "message"), BAD_STRUCTURES, ids=[row[2][:30] for row in BAD_STRUCTURES])
def test_a_hand_names_a_structure_its_game_plays_as_it_is_sized(changes: dict[str, Any], field: str,
                                                                message: str) -> None:  # fmt: skip
    with pytest.raises(HandRefused) as refused:
        parse_hand(_hand(**changes))
    assert (refused.value.path, refused.value.message) == (field, message)


def test_a_named_structure_sizes_the_hand() -> None:
    """The same heads-up raise before the flop: to 61 is no limit's to make, beyond pot limit's 60
    (A, on the button, calls 10 into 30 and may add the 40 then in the pot: HE-9)."""
    raised = _hand(actions=[["A", "raise", 61], ["B", "fold"]], board=[])
    assert parse_hand_and_settle(raised)["final_stacks"] == {"A": 520, "B": 480}
    with pytest.raises(HandRefused, match=r"raise to 61 is more than the pot allows: at most 60 .*\(HE-9\)") as refused:
        parse_hand_and_settle({**raised, "structure": "pot-limit"})
    assert refused.value.path == "actions[0]"
    assert parse_hand_and_settle({**raised, "structure": "no-limit"})["final_stacks"] == {"A": 520, "B": 480}


def test_a_third_game_is_its_rules_spec_and_a_registry_entry(data_copy: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 12's games are a rules_spec plus a registry entry: Hold'em's rules under another
    name settle every hand as Hold'em does, through the command's path, with no code changed."""
    text = (data_copy / "rules_spec" / "holdem.yaml").read_text(encoding="utf-8")
    text = text.replace("game: holdem\n", "game: holdem-copy\n").replace(
        "scenario_name: Hold'em ", "scenario_name: HE2 "
    )
    (data_copy / "rules_spec" / "holdem_copy.yaml").write_text(text, encoding="utf-8")
    holdem = registry.game("holdem")
    copy = replace(holdem, name="holdem-copy", rules_spec="holdem_copy.yaml", mutants=None)
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, copy))
    monkeypatch.setitem(registry.BY_NAME, copy.name, copy)
    assert "holdem-copy" in room_game_names()

    def settled(hand: dict[str, Any]) -> dict[str, Any]:
        return settle_document(load_text(json.dumps(hand), "<hand>", RoundError))

    checked_down = [["A", "call"], ["B", "check"], *[["B", "check"], ["A", "check"]] * 3]
    hands = [HOLDEM_HAND, _hand(limits={"small_bet": 20, "big_bet": 40}, actions=checked_down)]
    for hand in hands:
        as_holdem, as_copy = settled(hand), settled({**hand, "game": "holdem-copy"})
        assert as_copy.pop("game") == "holdem-copy" and as_holdem.pop("game") == "holdem"
        assert as_copy == as_holdem
    with pytest.raises(RoundError, match="holdem-copy deals 2 hole cards, got 1"):
        settled({**HOLDEM_HAND, "game": "holdem-copy", "seats": [{"name": "A", "stack": 5, "hole": ["2c"]},
                                                                 {"name": "B", "stack": 5}]})  # fmt: skip


def test_scenarios_name_a_game_as_its_table_says() -> None:
    """features/ write "a no-limit Hold'em hand" and "an Omaha Hi-Lo hand": `table.scenario_name`."""
    from harness.families.poker_room.bdd_steps import NamedGame, named_game

    assert named_game("a no-limit Hold'em") == NamedGame("holdem", Structure.NO_LIMIT)
    assert named_game("a fixed-limit Hold'em") == NamedGame("holdem", Structure.FIXED_LIMIT)
    assert named_game("an Omaha Hi-Lo") == NamedGame("omaha-hi-lo-8", None)
    with pytest.raises(AssertionError, match="no poker-room game is called 'Razz'.*known: 'Omaha Hi-Lo', \"Hold'em\""):
        named_game("a Razz")
    assert named_game("a pot-limit Omaha Hi-Lo") == NamedGame("omaha-hi-lo-8", Structure.POT_LIMIT)
    named_game("a no-limit Hold'em").check_limits(given=False)
    named_game("a pot-limit Hold'em").check_limits(given=False)
    with pytest.raises(AssertionError, match="the scenario says no-limit but gives limits: a no-limit hand gives no "
                                             "limits"):  # fmt: skip
        named_game("a no-limit Hold'em").check_limits(given=True)
    with pytest.raises(AssertionError, match="says fixed-limit but gives no limits: a fixed-limit hand gives "
                                             "limits.small_bet and limits.big_bet"):  # fmt: skip
        NamedGame("omaha-hi-lo-8", Structure.FIXED_LIMIT).check_limits(given=False)
    with pytest.raises(AssertionError, match="says pot-limit but gives no limits: short-deck is not played pot-limit"):
        NamedGame("short-deck", Structure.POT_LIMIT).check_limits(given=False)
    assert NamedGame("holdem", Structure.POT_LIMIT).facts((10, 20)).document()["structure"] == "pot-limit"
    assert "structure" not in NamedGame("holdem", None).facts((10, 20)).document()


def test_an_unknown_game_lists_the_rooms_games() -> None:
    names = ("omaha-hi-lo-8, holdem, omaha, short-deck, seven-card-stud, seven-card-stud-hi-lo-8, razz, "
             "deuce-to-seven-triple-draw, deuce-to-seven-single-draw, badugi, dilemma-holdem")
    with pytest.raises(HandRefused, match=rf"^game: expected one of {names}, got 'pai-gow'$"):
        parse_hand(_hand(game="pai-gow"))


# -- a bad table section is refused, located ------------------------------------------------------

CLAUSE_LINES = {field: f"    {field}: " for field in ClauseMap.__dataclass_fields__}

BAD_TABLES: list[tuple[str, str, str, str, str]] = [
    # (text in holdem.yaml, its replacement, the field path and the line's text the error points
    # at (a missing field: its mapping's first line), the message)
    ("hole_cards: 2 ", "hole_cards: 5 ", "table.hole_cards", "5", "expected 1 to 4 hole cards (10 players and a 5-"),
    ("hole_cards: 2 ", "hole_cards: two ", "table.hole_cards", "two", "expected the number of hole cards each player"),
    ("hand_making: best_five_any", "hand_making: best_four", "table.hand_making", "best_four",
     "expected how a hand is made: one of best_five_any, two_hole_three_board, best_five_any_deck_ranked, "
     "ace_to_five_low_any_five, deuce_to_seven_low, badugi, got 'best_four'"),
    ("hand_making: best_five_any            # HE-6: both, one or none of the hole cards\n  low: none ",
     "hand_making: ace_to_five_low_any_five # HE-6\n  low: eight_or_better ", "table.low", "eight_or_better",
     "the engine reads no low eight_or_better with hand_making ace_to_five_low_any_five"),
    ("pot-limit: {limits: []}", "spread-limit: {limits: []}", "table.structures.spread-limit", "spread-limit",
     "expected a betting structure: one of fixed-limit, no-limit, pot-limit, got 'spread-limit'"),
    ("no-limit: {limits: [], default: true}", "no-limit: {limits: [], raise_cap: 4, default: true}",
     "table.structures.no-limit.raise_cap", "4,", "no-limit betting has no raise cap"),
    ("limits: [small_bet, big_bet], raise_cap: 4}", "limits: [small_bet, big_bet]}", "table.structures.fixed-limit",
     "{limits", "missing required field 'raise_cap'"),
    ("limits: [small_bet, big_bet], raise_cap: 4}", "limits: [big_bet], raise_cap: 4}",
     "table.structures.fixed-limit.limits", "[big_bet]",
     "fixed-limit betting is sized by the hand's limits [small_bet, big_bet], got [big_bet]"),
    ("    cap: HE-4.1\n", "    cap: HE-99\n", "table.clauses.cap", "HE-99", "no clause 'HE-99' in this rules_spec"),
    ("no-limit: {limits: [], default: true}", "no-limit: {limits: []}", "table.structures", "fixed-limit",
     "no-limit, pot-limit are all played without limits: mark the one a hand that names no structure is played in "
     "with default: true"),
    ("pot-limit: {limits: []}", "pot-limit: {limits: [], default: true}", "table.structures", "fixed-limit",
     "no-limit, pot-limit are all played without limits: mark the one"),
    ("raise_cap: 4}", "raise_cap: 4, default: true}", "table.structures.fixed-limit.default", "true}",
     "a hand with limits is played fixed-limit already; only a structure without limits is a default"),
    ("no-limit: {limits: [], default: true}", "no-limit: {limits: [], default: 1}",
     "table.structures.no-limit.default", "1}", "expected true (the structure of a hand that gives no limits"),
    ("    low: ''\n", "    low: HE-6\n", "table.clauses.low", "HE-6",
     "the rule does not apply: the game has no low (table.low: none); give ''"),
    ("    ties: HE-7.2\n", "    ties: ''\n", "table.clauses.ties", "''", "every game of the room has this rule"),
    ("    ties: HE-7.2\n", "    ties: 7\n", "table.clauses.ties", "7", "expected a clause ID of this rules_spec"),
    ("    ties: HE-7.2\n", "", "table.clauses", "deck: HE-1", "missing required field 'ties'"),
    ("    ties: HE-7.2\n", "    ties: HE-7.2\n    tie: HE-7.2\n", "table.clauses.tie", "tie: HE-7.2",
     "unknown field 'tie'"),
    ("scenario_name: Hold'em ", "name: Hold'em ", "table.name", "name: Hold'em", "unknown field 'name'"),
    ("  phh_variants: {NT:", "  structure_stated: HE-99\n  phh_variants: {NT:", "table.structure_stated", "HE-99",
     "no clause 'HE-99' in this rules_spec"),
    ("  phh_variants: {NT:", "  structure_stated: HE-4\n  phh_variants: {NT:", "table.structures.no-limit.default",
     "true}", "table.structure_stated says a hand states its structure: the game has no default"),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "field", "at", "message"), BAD_TABLES, ids=[row[2] for row in BAD_TABLES])
def test_a_bad_table_is_refused_with_its_location(
    data_copy: Path, old: str, new: str, field: str, at: str, message: str
) -> None:
    text = _edit(data_copy, "holdem.yaml", old, new)
    with pytest.raises(SpecError) as refused:
        room_game("holdem")
    location = refused.value.location
    assert (location.file, location.field_path) == ("rules_spec/holdem.yaml", field)
    assert message in refused.value.message
    line = text.splitlines()[location.line - 1]
    assert line[location.column - 1 :].startswith(at), (line, location.column)
    assert str(refused.value).startswith(f"rules_spec/holdem.yaml:{location.line}:{location.column}: {field}: ")


def test_a_room_rules_spec_without_a_table_is_refused(data_copy: Path) -> None:
    path = data_copy / "rules_spec" / "holdem.yaml"
    text = path.read_text(encoding="utf-8")
    cut = re.sub(r"\n# What the poker-room engine.*?\ninterpretations:", "\ninterpretations:", text, flags=re.S)
    path.write_text(cut, encoding="utf-8")
    with pytest.raises(SpecError, match=r"^rules_spec/holdem.yaml:1:1: \(document\): missing required field 'table'"):
        room_game("holdem")


def test_every_room_game_is_read_once() -> None:
    assert room_game_names() == ["omaha-hi-lo-8", "holdem", "omaha", "short-deck", "seven-card-stud",
                                 "seven-card-stud-hi-lo-8", "razz", "deuce-to-seven-triple-draw",
                                 "deuce-to-seven-single-draw", "badugi", "dilemma-holdem"]
    for name in room_game_names():
        game = room_game(name)
        assert game.name == name and game is room_game(name)  # read once, then the same value


# -- a game dealt from another deck, and the deck a reading ranks on ---------------------------------

SHORT_DECK_HAND: dict[str, Any] = {
    "game": "short-deck",
    "blinds": [10, 20],
    "button": "A",
    "seats": [{"name": "A", "stack": 500, "hole": ["Ah", "9c"]}, {"name": "B", "stack": 500, "hole": ["Kd", "Ks"]}],
    "board": ["6c", "7d", "8s", "Kh", "Qc"],
    "actions": [["A", "call"], ["B", "check"], *[["B", "check"], ["A", "check"]] * 3],
}


def test_the_deck_a_hand_is_ranked_on_comes_from_the_reading() -> None:
    """Short deck's A-6-7-8-9 against three kings: the straight by default (SD-5.3), the kings
    under three_of_a_kind_wins; the rules in force name the deck (harness.core.decks)."""
    game = room_game("short-deck")
    assert game.deck.name == "short-36" and len(game.card_indices) == 36
    assert game.ranking_deck({}).name == "short-36"
    assert game.ranking_deck({"straight_vs_three_of_a_kind": "three_of_a_kind_wins"}).name == (
        "short-36-trips-over-straight"
    )
    assert parse_hand_and_settle(SHORT_DECK_HAND)["final_stacks"] == {"A": 520, "B": 480}
    trips = {**SHORT_DECK_HAND, "interpretations": {"straight_vs_three_of_a_kind": "three_of_a_kind_wins"}}
    settled = parse_hand_and_settle(trips)
    assert settled["final_stacks"] == {"A": 480, "B": 520}
    assert settled["pots"][0]["high"]["hand"] == "three of a kind (K, Q, 8)"


@pytest.mark.parametrize(
    ("hole", "board", "path"),
    [(["5h", "Kd"], [], "seats[0].hole[0]"), (["Ah", "Kd"], ["6c", "8h", "2s"], "board[2]")],
)
def test_a_card_the_deck_does_not_hold_is_refused_at_its_field(hole: list[str], board: list[str], path: str) -> None:
    hand = {**SHORT_DECK_HAND, "seats": [{"name": "A", "stack": 500, "hole": hole},
                                         {"name": "B", "stack": 500, "hole": ["Kc", "Ks"]}],
            "board": board, "actions": [["A", "fold"]]}  # fmt: skip
    with pytest.raises(HandRefused, match=r"is not a card of short-deck: its deck short-36 holds 36 cards, "
                                          r"6-A in each suit \(SD-1\)") as refused:  # fmt: skip
        parse_hand(hand)
    assert refused.value.path == path
    parse_hand({**hand, "game": "holdem"})  # the same cards are Hold'em's


BAD_RANKING: list[tuple[str, str, str, str, str]] = [
    # (text in short_deck.yaml, its replacement, the field path, the line's text the error points at, the message)
    ("    interpretation: straight_vs_three_of_a_kind\n", "    interpretation: trips\n",
     "table.ranking_decks.interpretation", "trips", "no interpretation 'trips' in this rules_spec"),
    ("three_of_a_kind_wins: short-36-trips-over-straight}", "three_of_a_kind_wins: short-40}",
     "table.ranking_decks.decks.three_of_a_kind_wins", "short-40", "no deck 'short-40'"),
    ("three_of_a_kind_wins: short-36-trips-over-straight}", "three_of_a_kind_wins: standard-52}",
     "table.ranking_decks.decks.three_of_a_kind_wins", "standard-52",
     "deck standard-52 is not the cards the game is dealt (short-36)"),
    (", three_of_a_kind_wins: short-36-trips-over-straight}", "}", "table.ranking_decks.decks", "{straight_wins",
     "every option of straight_vs_three_of_a_kind needs its deck; missing: three_of_a_kind_wins"),
    ("{straight_wins: short-36, ", "{straight_wins: short-36-trips-over-straight, ", "table.ranking_decks.decks",
     "{straight_wins", "the default straight_wins must rank on the game's deck short-36"),
    ("hand_making: best_five_any_deck_ranked", "hand_making: best_five_any", "table.hand_making", "best_five_any",
     "best_five_any ranks hands on the standard 52 cards, but the registry deals short-deck from short-36"),
]  # fmt: skip


@pytest.mark.parametrize(("old", "new", "field", "at", "message"), BAD_RANKING, ids=[row[2] for row in BAD_RANKING])
def test_a_bad_ranking_deck_is_refused_with_its_location(
    data_copy: Path, old: str, new: str, field: str, at: str, message: str
) -> None:
    text = _edit(data_copy, "short_deck.yaml", old, new)
    with pytest.raises(SpecError) as refused:
        room_game("short-deck")
    location = refused.value.location
    assert (location.file, location.field_path) == ("rules_spec/short_deck.yaml", field)
    assert message in refused.value.message
    line = text.splitlines()[location.line - 1]
    assert line[location.column - 1 :].startswith(at), (line, location.column)
