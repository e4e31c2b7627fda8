"""No-limit Hold'em hands written as PHH text, for the tests that hold the fast audit path
(harness.families.poker_room.phh_fast) equal to the reference path.

`phh_of_json` writes a hand of tablecert's JSON format (harness.families.poker_room.random_hands) in the
PHH standard: the players from the button's left (p1) to the button (the last), the blinds and
antes by position, each action as PHH writes it (`f`, `cc`, `cbr TO`, the board dealt with
`d db` before the first action of its round). `random_forced_bets_hand` plays a hand with
straddles or a big-blind ante (which the JSON format does not write) by the same chooser.
`record` adds what a room records (winnings or finishing stacks, rake taken or not, units of
cents, unknown stacks), `break_hand` spoils a hand the ways histories go wrong.
"""

from __future__ import annotations

import random
from decimal import Decimal
from typing import Any

from harness.core.cards import DECK
from harness.families.poker_room.betting import BettingConfig, BettingState, OperationKind, Street, Verb
from harness.families.poker_room.games import Structure, phh_variant_games, table_rules
from harness.families.poker_room.phh import PhhSection, load_section, read_hand
from harness.families.poker_room.random_hands import choose, random_hand
from harness.families.poker_room.settle import settle_hand


def _nl_holdem() -> Any:
    return phh_variant_games()["NT"][0]


def _card(index: int) -> str:
    return str(DECK[index])


def _play(rng: random.Random, count: int, stacks: list[int], forced: list[int], antes: list[int], big_blind: int,
          chosen: list[tuple[int, str, int | None]] | None, aggression: float) -> dict[str, Any]:  # fmt: skip
    """Play a hand in PHH seat order (button last) by the reference state; `chosen` gives the
    actions (seat, verb, amount), else the random chooser picks them. The hand as PHH fields."""
    game = _nl_holdem()
    config = BettingConfig(structure=Structure.NO_LIMIT, small_blind=forced[0], big_blind=big_blind,
                           forced_bets=tuple(forced), antes_by_position=tuple(antes))  # fmt: skip
    names = [f"p{i + 1}" for i in range(count)]
    state = BettingState(names=names, stacks=stacks, button=count - 1, config=config, rules=table_rules(game))
    deck = list(range(52))
    rng.shuffle(deck)
    holes = [deck[2 * i : 2 * i + 2] for i in range(count)]
    board = deck[2 * count : 2 * count + 5]
    hidden = {seat for seat in range(count) if rng.random() < 0.3}  # cards an online room does not show
    actions = [f"d dh {names[s]} {'????' if s in hidden else ''.join(_card(c) for c in holes[s])}"
               for s in range(count)]  # fmt: skip
    dealt = 0
    step = 0
    while not state.over:
        needed = Street(state.street).board_size
        if needed > dealt:
            actions.append("d db " + "".join(_card(c) for c in board[dealt:needed]))
            dealt = needed
        seat = state.actor
        assert seat is not None
        if chosen is not None:
            seat, verb, amount = chosen[step]
            step += 1
        else:
            action = choose(rng, state, seat, aggression)
            verb, amount = action[1], action[2] if len(action) > 2 else None
        op = state.act(seat, Verb(verb), amount)
        if op.kind is OperationKind.FOLD:
            actions.append(f"{names[seat]} f")
        elif op.kind in (OperationKind.CHECK, OperationKind.CALL):
            actions.append(f"{names[seat]} cc")
        else:
            actions.append(f"{names[seat]} cbr {op.to}")
    if state.showdown:
        if dealt < 3:
            actions.append("d db " + "".join(_card(c) for c in board[:3]))
            dealt = 3
        for card in board[dealt:5]:
            actions.append(f"d db {_card(card)}")
        for seat in state.live():
            roll = rng.random()
            if roll < 0.1:
                actions.append(f"{names[seat]} sm")  # mucks
            elif roll < 0.85 or seat not in hidden:
                actions.append(f"{names[seat]} sm {''.join(_card(c) for c in holes[seat])}")
    return {"count": count, "stacks": stacks, "forced": forced, "antes": antes, "min_bet": big_blind,
            "actions": actions}  # fmt: skip


def phh_of_json(hand: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A JSON hand of random_hands (no-limit Hold'em) replayed in PHH seat order, as PHH fields."""
    seats = hand["seats"]
    count = len(seats)
    button = next(i for i, seat in enumerate(seats) if seat["name"] == hand["button"])
    order = [(button + 1 + k) % count for k in range(count)]  # PHH p1..pN: the button's left first
    position = {seats[s]["name"]: k for k, s in enumerate(order)}
    small, big = hand["blinds"]
    forced = [small, big] + [0] * (count - 2)
    antes = [hand.get("ante", 0)] * count
    chosen = [(position[a[0]], a[1], a[2] if len(a) > 2 else None) for a in hand["actions"]]
    return _play(rng, count, [seats[s]["stack"] for s in order], forced, antes, big, chosen, 0.0)


def random_json_hand(rng: random.Random) -> dict[str, Any]:
    game = _nl_holdem()
    hand = random_hand(rng, game, players=rng.randint(2, 9), structure=Structure.NO_LIMIT,
                       ante=rng.choice((0, 0, 0, 2, 5)), aggression=rng.choice((0.15, 0.3, 0.5)),
                       short_stacks=rng.choice((0.2, 0.5, 0.8)))  # fmt: skip
    return phh_of_json(hand, rng)


def random_forced_bets_hand(rng: random.Random) -> dict[str, Any]:
    """Straddles, a big-blind ante, odd blinds: forced bets by position as PHH writes them."""
    count = rng.randint(2, 9)
    small, big = rng.choice(((10, 20), (5, 10), (1, 2), (25, 50)))
    forced = [small, big] + [0] * (count - 2)
    if count > 3 and rng.random() < 0.5:
        forced[2] = 2 * big  # a straddle
        if count > 4 and rng.random() < 0.3:
            forced[3] = 4 * big
    antes = [0] * count
    kind = rng.random()
    if kind < 0.4:
        antes[1] = big  # a big-blind ante
    elif kind < 0.6:
        antes = [max(1, big // 10)] * count
    stacks = [rng.randint(1, 12) * big // 2 + rng.randint(0, 3) if rng.random() < 0.4 else rng.randint(20, 150) * big
              for _ in range(count)]  # fmt: skip
    return _play(rng, count, stacks, forced, antes, big, None, rng.choice((0.2, 0.4, 0.6)))


def _amount_text(chips: int, unit: Decimal) -> str:
    if unit == 1:
        return str(chips)
    return f"{Decimal(chips) * unit:f}"


def _settled(text: str) -> tuple[list[int], list[int], list[int], list[int], Decimal] | None:
    """What the reference engine gives a hand written without records: (starting, committed,
    awarded, returned) per seat in the chips it reads, and the chip, or None when it does not
    settle it."""
    try:
        hand = read_hand(load_section(PhhSection(name="x", index=1, line=1, text=text, first_line=2)))
        result = settle_hand(hand.record, describe=False)
    except Exception:  # noqa: BLE001 - a hand the rules refuse is recorded without winnings
        return None
    count = len(hand.record.names)
    awarded = [0] * count
    for award in result.awards:
        for seat, chips in award.awards().items():
            awarded[seat] += chips
    returned = [0] * count
    for op in result.records:
        if op[0] is OperationKind.UNCALLED:
            returned[hand.record.names.index(op[1])] += op[3]
    starting = [s if s is not None else 0 for s in hand.starting]
    return starting, list(result.committed), awarded, returned, hand.unit


def _scaled(action: str, unit: Decimal) -> str:
    words = action.split()
    if len(words) == 3 and words[1] == "cbr" and words[2].isdigit():
        return f"{words[0]} cbr {_amount_text(int(words[2]), unit)}"
    return action


def render(fields: dict[str, Any], *, unit: Decimal = Decimal(1), currency: bool = False, inf_stacks: bool = False,
           extra: dict[str, str] | None = None) -> str:  # fmt: skip
    def amounts(values: list[int]) -> str:
        return "[" + ", ".join(_amount_text(v, unit) for v in values) + "]"

    lines = ["variant = 'NT'", "ante_trimming_status = false", f"antes = {amounts(fields['antes'])}",
             f"blinds_or_straddles = {amounts(fields['forced'])}", f"min_bet = {_amount_text(fields['min_bet'], unit)}",
             "starting_stacks = " + ("[" + ", ".join(["inf"] * fields["count"]) + "]" if inf_stacks
                                     else amounts(fields["stacks"])),
             "actions = [" + ", ".join(f"'{_scaled(a, unit)}'" for a in fields["actions"]) + "]"]  # fmt: skip
    if currency:
        lines.append("currency_symbol = '$'")
    for key, value in (extra or {}).items():
        lines.append(f"{key} = {value}")
    return "\n".join(lines) + "\n"


def record(fields: dict[str, Any], rng: random.Random) -> str:
    """The hand with what a room records: winnings (the returned bet counted in or not, rake
    taken or not) or finishing stacks, right or wrong; in chips or in cents; some stacks unknown."""
    unit = rng.choice((Decimal(1), Decimal(1), Decimal("0.01"), Decimal("0.05")))
    currency = unit == Decimal("0.01") and rng.random() < 0.5
    inf_stacks = rng.random() < 0.08
    plain = render(fields, unit=unit, currency=currency, inf_stacks=inf_stacks)
    settled = _settled(plain)
    roll = rng.random()
    if settled is None or roll < 0.15:
        return plain
    starting, committed, awarded, returned, chip = settled  # in the chips the reader counts
    count = fields["count"]
    extra: dict[str, str] = {}
    if roll < 0.6:
        winnings = [a + (r if rng.random() < 0.5 else 0) for a, r in zip(awarded, returned, strict=True)]
        if rng.random() < 0.4:
            top = max(range(count), key=lambda s: winnings[s])
            winnings[top] = max(0, winnings[top] - rng.randint(1, 1 + sum(committed) // 20))  # rake
        if rng.random() < 0.1:
            winnings[rng.randrange(count)] += 1  # wrong
        extra["winnings"] = "[" + ", ".join(_amount_text(w, chip) for w in winnings) + "]"
    else:
        finishing = [s - c + a for s, c, a in zip(starting, committed, awarded, strict=True)]
        if rng.random() < 0.15:
            finishing[rng.randrange(count)] += rng.choice((-1, 1))
        if not inf_stacks:
            extra["finishing_stacks"] = "[" + ", ".join(_amount_text(f, chip) for f in finishing) + "]"
    if rng.random() < 0.3:
        extra["hand"] = str(rng.randint(1, 10**9))
    return render(fields, unit=unit, currency=currency, inf_stacks=inf_stacks, extra=extra)


def break_hand(fields: dict[str, Any], rng: random.Random) -> str:
    """The hand spoilt one way: an action out of turn, a bad amount, a missing or extra action,
    a card twice, a deal out of place, an unknown actor or card, a missing field, a comment."""
    actions = list(fields["actions"])
    betting = [i for i, a in enumerate(actions) if a.split()[1] in ("f", "cc", "cbr")]
    how = rng.randrange(12)
    fields = dict(fields)
    if how == 0 and len(betting) > 1:  # two actions swapped: out of turn
        i, j = sorted(rng.sample(betting, 2))
        actions[i], actions[j] = actions[j], actions[i]
    elif how == 1 and any(actions[i].split()[1] == "cbr" for i in betting):  # a bet or raise of another amount
        i = rng.choice([i for i in betting if actions[i].split()[1] == "cbr"])
        seat, _, to = actions[i].split()
        actions[i] = f"{seat} cbr {max(1, int(to) + rng.choice((-7, -1, 1, 10**6)))}"
    elif how == 2 and betting:  # the last action missing: incomplete
        del actions[betting[-1]]
    elif how == 3:  # an action after the end
        actions.append(f"p{rng.randint(1, fields['count'])} {rng.choice(('f', 'cc', 'cbr 1000'))}")
    elif how == 4:  # a card twice
        first = actions[0].split()[-1]
        if first != "????":
            actions[1] = f"d dh p2 {first}"
    elif how == 5:  # a hole card dealt after the flop
        flop = next((i for i, a in enumerate(actions) if a.startswith("d db")), None)
        if flop is not None:
            actions.insert(flop + 1, actions.pop(0))
    elif how == 6:  # an actor who is not at the table
        actions.insert(rng.randrange(len(actions) + 1), f"p{fields['count'] + 1} f")
    elif how == 7:  # not a card
        actions[0] = actions[0][:-4] + "XxYy"
    elif how == 8:  # a commentary
        actions.insert(rng.randrange(len(actions) + 1), "# the dealer spills a drink")
    elif how == 9:  # a check where a call is owed, or a fold where nothing is
        if betting:
            i = rng.choice(betting)
            actions[i] = actions[i].split()[0] + rng.choice((" cc", " f", " cbr 0", " sm"))
    elif how == 10:  # a blind of nothing, an ante of more than a stack
        fields["forced"] = [0] * fields["count"] if rng.random() < 0.5 else fields["forced"]
        fields["antes"] = [max(fields["stacks"]) * 2] * fields["count"]
    else:  # a board card missing before the turn's action
        board = [i for i, a in enumerate(actions) if a.startswith("d db")]
        if len(board) > 1:
            del actions[board[1]]
    fields["actions"] = actions
    text = render(fields)
    if how == 11 and rng.random() < 0.3:
        text = text.replace("min_bet", "minimum_bet")
    return text


def random_texts(seed: int, count: int) -> list[tuple[str, str]]:
    """`count` hands as ("good", text) recorded as rooms record them, or ("broken", text), every
    fifth spoilt; every third with straddles or a big-blind ante."""
    rng = random.Random(seed)
    texts = []
    for number in range(count):
        fields = random_json_hand(rng) if number % 3 else random_forced_bets_hand(rng)
        if number % 5 == 4:
            texts.append(("broken", break_hand(fields, rng)))
        else:
            texts.append(("good", record(fields, rng)))
    return texts
