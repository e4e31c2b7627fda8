"""Auditing PHH hands: settle each by the rules and hold it against what the history recorded.

For every hand: the finishing stacks by the rules (in the file's own units, seat order), the
rake the posted schedule takes against the rake the history shows (the pots minus what the
winners collected), and a status: `ok`, `discrepancy` (the history and the rules differ: each
difference is a message naming the clause and both amounts) or `refused` (the hand is not a
legal hand, or not a game tablecert reads: the message names file, line and field).

A pot whose contenders' cards the history never shows (an online room's record of a showdown
it did not reveal) cannot be awarded by the rules; the audit then checks that the recorded
winnings are a possible award of it (the recipients could win it, the chips add up) and says so.
"""

from __future__ import annotations

from decimal import Decimal

from harness.families.poker_room.betting import BettingState, OperationKind
from harness.families.poker_room.hand_audit import HandAudit, RakeRule, field_line
from harness.families.poker_room.hand_history import HandRefused
from harness.families.poker_room.phh import PhhHand, PhhSection, load_section, read_hand
from harness.families.poker_room.phh_fast import fast_audit
from harness.families.poker_room.pots import Pot
from harness.families.poker_room.settle import HandResult, settle_hand


def audit_section(section: PhhSection, *, display: str, unit: Decimal | None = None,
                  rake: RakeRule | None = None) -> HandAudit:  # fmt: skip
    """Read, settle and check one hand; never raises for a bad hand (it is `refused`).

    A no-limit Hold'em hand is audited by the second engine of phh_fast when it is sure of the
    hand (the same HandAudit, faster); every other hand, and every hand it is not sure of, by
    the reference path, `reference_audit_section`."""
    found: HandAudit | None = fast_audit(section, display=display, unit=unit, rake=rake)
    if found is not None:
        return found
    return reference_audit_section(section, display=display, unit=unit, rake=rake)


def reference_audit_section(section: PhhSection, *, display: str, unit: Decimal | None = None,
                            rake: RakeRule | None = None) -> HandAudit:  # fmt: skip
    """The reference path: read the hand (phh.read_hand), settle it by the rules (settle_hand),
    check it against what the history recorded."""
    hand_key: str | int = section.name if section.name is not None else section.index
    source = f"{display}:{section.line}"
    variant = ""
    hand: PhhHand | None = None
    try:
        data = load_section(section)
        named = data.get("variant")
        variant = named if isinstance(named, str) else ""
        hand = read_hand(data, unit=unit)
        rake_of = None
        clauses: tuple[str, ...] = ()
        if rake is not None:
            taken: dict[str, tuple[str, ...]] = {}

            def rake_of(pots: tuple[Pot, ...], state: BettingState) -> tuple[int, ...]:
                chips, applied = rake(pots, state, hand)
                taken["clauses"] = applied
                return chips

            result = settle_hand(hand.record, describe=False, rake_of=rake_of)
            clauses = taken.get("clauses", ())
        else:
            result = settle_hand(hand.record, describe=False)
    except HandRefused as refused:
        path = refused.path if hand is None else hand.action_path(refused.path)  # the engine's, once read
        where = path or "(hand)"
        line = field_line(section, path)
        return HandAudit(source=source, hand=hand_key, game=variant or "?", status="refused", finishing_stacks=None,
                         rake_expected=None, rake_recorded=None, variant=variant,
                         messages=(f"{display}:{line}: {where}: {refused.message}",))  # fmt: skip
    return _check(hand, result, source=source, hand_key=hand_key, clauses=clauses)


def _check(hand: PhhHand, result: HandResult, *, source: str, hand_key: str | int,
           clauses: tuple[str, ...]) -> HandAudit:  # fmt: skip
    record = hand.record
    names = record.names
    count = len(names)
    amount = hand.amount
    committed = result.committed
    total = sum(committed)
    expected_rake = sum(result.rake)
    before_awards = [
        None if hand.starting[i] is None else hand.starting[i] - committed[i]  # type: ignore[operator]
        for i in range(count)
    ]
    awarded = [0] * count
    for award in result.awards:
        for seat, chips in award.awards().items():
            awarded[seat] += chips
    messages: list[str] = []
    discrepancy = False
    rake_clause = f" ({', '.join(clauses)})" if clauses else ""

    # Rooms differ in what they call collected when a bet comes back uncalled: the pot alone, or
    # the pot with the returned bet (Absolute Poker writes a walk's big blind as collected whole).
    # The stacks are the same either way, so both are read as the pot's award.
    returned = [0] * count
    for operation in result.records:  # (kind, seat, street, amount, ...): see betting.Operation
        if operation[0] is _UNCALLED:
            returned[names.index(operation[1])] += operation[3]
    counted_back = 0
    collected = list(awarded)  # what the history's `winnings` are compared with
    if hand.winnings is not None:
        for i in range(count):
            if returned[i] and hand.winnings[i] == awarded[i] + returned[i]:
                counted_back += returned[i]
                collected[i] += returned[i]
    recorded_rake: int | None = None
    if hand.winnings is not None:
        recorded_rake = total + counted_back - sum(hand.winnings)
    elif hand.finishing is not None and None not in hand.starting:
        recorded_rake = sum(s for s in hand.starting if s is not None) - sum(hand.finishing)

    finishing: list[int | None] | None
    if result.settled:
        finishing = [None if b is None else b + awarded[i] for i, b in enumerate(before_awards)]
        if hand.winnings is not None:
            for i in range(count):
                if hand.winnings[i] != collected[i]:
                    discrepancy = True
                    messages.append(f"{names[i]} collected {amount(hand.winnings[i])}, the rules award "
                                    f"{amount(awarded[i])}{_pot_clause(result, i)}")  # fmt: skip
    else:
        finishing, note = _unresolved(hand, result, awarded, before_awards, expected_rake)
        messages.append(note)
        if finishing is None and hand.winnings is not None:
            discrepancy = True
    if hand.finishing is not None and finishing is not None:
        for i in range(count):
            if finishing[i] is not None and hand.finishing[i] != finishing[i]:
                discrepancy = True
                messages.append(f"{names[i]} finished with {amount(hand.finishing[i])}, the rules give "
                                f"{amount(finishing[i])}")  # fmt: skip
    if recorded_rake is not None and recorded_rake != expected_rake:
        discrepancy = True
        if expected_rake == 0 and not clauses:
            messages.append(f"rake: the history shows {amount(recorded_rake)} taken from a pot of {amount(total)}, "
                            "but no rake schedule was given (--rake)")  # fmt: skip
        else:
            messages.append(f"rake: the history shows {amount(recorded_rake)} taken from a pot of {amount(total)}, "
                            f"the schedule takes {amount(expected_rake)}{rake_clause}")  # fmt: skip
    taken = recorded_rake if recorded_rake is not None else expected_rake
    return HandAudit(
        source=source, hand=hand_key, game=record.game.name, status="discrepancy" if discrepancy else "ok",
        finishing_stacks=None if finishing is None else hand.amounts(finishing),
        rake_expected=amount(expected_rake), rake_recorded=amount(recorded_rake), messages=tuple(messages),
        variant=hand.variant, stakes=_stakes(hand), players=count, pot=total * hand.unit, rake=taken * hand.unit,
        clauses=clauses,
    )  # fmt: skip


_UNCALLED = OperationKind.UNCALLED


def _stakes(hand: PhhHand) -> str:
    """The blinds as the summary's rake table shows them ("0.5/1"): a day has a handful."""
    config = hand.record.config
    key = (config.forced_bets, config.small_blind, config.big_blind, hand.unit)
    found = _STAKES.get(key)
    if found is None:
        blinds = [b for b in config.forced_bets if b] or [config.small_blind, config.big_blind]
        found = "/".join(str(hand.amount(b)) for b in blinds[:2])
        if len(_STAKES) < 10_000:
            _STAKES[key] = found
    return found


_STAKES: dict[tuple[tuple[int, ...], int, int, Decimal], str] = {}


def _pot_clause(result: HandResult, seat: int) -> str:
    clauses = sorted({c for award in result.awards if seat in award.pot.eligible for c in award.clauses if c})
    return f" ({', '.join(clauses)})" if clauses else ""


def _unresolved(hand: PhhHand, result: HandResult, awarded: list[int], before_awards: list[int | None],
                expected_rake: int) -> tuple[list[int | None] | None, str]:  # fmt: skip
    """Finishing stacks and a note for a hand the rules cannot finish: from the recorded winnings
    when they are a possible award of the unsettled pots, else none."""
    names = hand.record.names
    hidden = sorted({s for pot in result.unresolved for s in pot.eligible if hand.record.seats[s].hole is None})
    who = ", ".join(names[s] for s in hidden)
    pots = sum(pot.amount for pot in result.unresolved)
    note = f"{len(result.unresolved)} pot(s) of {hand.amount(pots)} not settled by the rules: the cards of {who} " \
           "were not recorded"
    if hand.winnings is None:
        return None, note + "; nothing recorded to check them against"
    extra = [w - a for w, a in zip(hand.winnings, awarded, strict=True)]
    eligible = {s for pot in result.unresolved for s in pot.eligible}
    wrong = [names[s] for s, chips in enumerate(extra) if chips < 0 or (chips > 0 and s not in eligible)]
    if wrong or sum(extra) > pots:  # what the pots lack is rake, checked on its own
        return None, note + f"; the recorded winnings are not a possible award of them ({', '.join(wrong) or 'sum'})"
    finishing = [None if b is None else b + w for b, w in zip(before_awards, hand.winnings, strict=True)]
    return finishing, note + "; the recorded winnings are a possible award of them"
