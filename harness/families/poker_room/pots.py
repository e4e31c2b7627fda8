"""Pots: the main pot and side pots by contribution level, and the award of each one.

Each pot is settled on its own (OHL-5.1, HE-7.1): its own best high, its own best low, its own
split, its own odd chips. Split arithmetic is integer only; the chips that do not divide go one
at a time to the winners in the order the odd-chip interpretation gives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from harness.core.frozen_init import fast_init
from harness.families.poker_room.games import TableRules


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]  # seats that may win it, in table order
    level: int  # the contribution level that caps it


def build_pots(committed: Sequence[int], folded: Sequence[bool], dead: Sequence[int] = ()) -> tuple[Pot, ...]:
    """Main pot first, then side pots, one per distinct contribution level of a live seat (OHL-5, HE-7).

    Chips a folded seat put in above the highest live level (possible only after an uncalled
    return) go to the last pot: nobody can win them back otherwise. `dead`: chips of each seat
    that are dead money of the main pot (antes, under BettingConfig.dead_antes), not part of
    its contribution.
    """
    live = [i for i in range(len(committed)) if not folded[i]]
    extra = sum(dead)
    if extra:
        committed = [c - d for c, d in zip(committed, dead, strict=True)]
    levels = sorted({committed[i] for i in live})
    if len(levels) == 1:  # nobody all-in for less: one pot of everything (most hands)
        return (Pot(amount=sum(committed) + extra, eligible=tuple(live), level=levels[0]),)
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in committed) + extra
        extra = 0  # (the main pot's)
        if amount:
            eligible = tuple(i for i in live if committed[i] >= level)
            pots.append(Pot(amount=amount, eligible=eligible, level=level))
        previous = level
    leftover = sum(c - min(c, previous) for c in committed)
    if leftover and pots:
        last = pots[-1]
        pots[-1] = Pot(amount=last.amount + leftover, eligible=last.eligible, level=last.level)
    return tuple(pots)


def split_evenly(amount: int, winners: Sequence[int]) -> tuple[int, ...]:
    """Equal shares; the remainder goes one chip each to the first winners (already in odd-chip order)."""
    if len(winners) == 1:
        return (amount,)
    base, remainder = divmod(amount, len(winners))
    return tuple(base + (1 if position < remainder else 0) for position in range(len(winners)))


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Share:
    """One half of a hi-lo pot, or a whole pot: the winners in odd-chip order and what each gets."""

    side: str  # "high", "low" or "whole"
    amount: int
    value: int | None  # the winning hand's value (high: greater is better, low: smaller is better)
    winners: tuple[int, ...]
    shares: tuple[int, ...]


@fast_init
@dataclass(frozen=True, slots=True, kw_only=True)
class PotAward:
    index: int
    pot: Pot
    high: Share  # the whole pot when there is no low half
    low: Share | None
    uncontested: bool
    scoop: bool
    clauses: tuple[str, ...]

    def awards(self) -> dict[int, int]:
        result: dict[int, int] = {}
        for share in (self.high, self.low):
            if share is None:
                continue
            for seat, chips in zip(share.winners, share.shares, strict=True):
                result[seat] = result.get(seat, 0) + chips
        return result


OddChipOrder = Callable[[Sequence[int]], list[int]]


def award_pot(
    index: int,
    pot: Pot,
    *,
    high: Mapping[int, int] | None,
    low: Mapping[int, int | None] | None,
    order: OddChipOrder,
    rules: TableRules,
) -> PotAward:
    """Award one pot: uncontested, whole to the best high, or split high/low (OHL-6, HE-7), to
    the seats eligible for it (every seat at the showdown where the rules say side pots are open to
    all), a tie shared or, where the rules say ties are not shared, whole to the first in order."""
    if not rules.side_pots_to_contributors and index > 0 and high is not None:
        pot = Pot(amount=pot.amount, eligible=tuple(sorted(high)), level=pot.level)
    found = _award_pot(index, pot, high=high, low=low, order=order, rules=rules)
    if rules.ties_shared:
        return found
    low_share = _whole_to_first(found.low) if found.low is not None else None
    return replace(found, high=_whole_to_first(found.high), low=low_share)


def _whole_to_first(share: Share) -> Share:
    if len(share.winners) < 2:
        return share
    return replace(share, winners=share.winners[:1], shares=(share.amount,))


def _award_pot(index: int, pot: Pot, *, high: Mapping[int, int] | None, low: Mapping[int, int | None] | None,
               order: OddChipOrder, rules: TableRules) -> PotAward:  # fmt: skip
    clauses = rules.clauses
    used: list[str] = []
    if len(pot.eligible) == 1 or high is None:
        if len(pot.eligible) != 1:  # pragma: no cover - a hand without showdown has one live seat
            raise ValueError("a contested pot needs hand values")
        only = pot.eligible[0]
        whole = Share(side="whole", amount=pot.amount, value=None, winners=(only,), shares=(pot.amount,))
        return PotAward(index=index, pot=pot, high=whole, low=None, uncontested=True, scoop=False,
                        clauses=tuple(used))  # fmt: skip
    best_high = max([high[s] for s in pot.eligible])
    high_winners = [s for s in pot.eligible if high[s] == best_high]
    if len(high_winners) > 1:
        high_winners = order(high_winners)
    used.append(clauses.high_ranking)
    lows = {s: v for s in pot.eligible if low is not None and (v := low[s]) is not None}
    if not rules.hi_lo or not lows:
        if rules.hi_lo:
            used.append(clauses.no_low)
        shares = split_evenly(pot.amount, high_winners)
        if len(high_winners) > 1:
            used.append(clauses.ties)
            if pot.amount % len(high_winners):
                used.append(clauses.odd_chip_order)
        side = "high" if rules.hi_lo else "whole"
        return PotAward(
            index=index, pot=pot,
            high=Share(side=side, amount=pot.amount, value=best_high, winners=tuple(high_winners), shares=shares),
            low=None, uncontested=False, scoop=False, clauses=tuple(used),
        )  # fmt: skip
    best_low = min(lows.values())
    low_winners = [s for s in pot.eligible if lows.get(s) == best_low]
    if len(low_winners) > 1:
        low_winners = order(low_winners)
    half = pot.amount // 2
    high_amount = pot.amount - half if rules.odd_chip_to_high else half
    low_amount = pot.amount - high_amount
    used += [clauses.split, clauses.low]
    if pot.amount % 2:
        used.append(clauses.odd_chip_half)
    high_shares = split_evenly(high_amount, high_winners)
    low_shares = split_evenly(low_amount, low_winners)
    if len(high_winners) > 1 or len(low_winners) > 1:
        used.append(clauses.ties)
    if high_amount % len(high_winners) or low_amount % len(low_winners):
        used.append(clauses.odd_chip_order)
    scoop = len(high_winners) == 1 and tuple(high_winners) == tuple(low_winners)
    if scoop:
        used.append(clauses.scoop)
    return PotAward(
        index=index, pot=pot,
        high=Share(side="high", amount=high_amount, value=best_high, winners=tuple(high_winners), shares=high_shares),
        low=Share(side="low", amount=low_amount, value=best_low, winners=tuple(low_winners), shares=low_shares),
        uncontested=False, scoop=scoop, clauses=tuple(used),
    )  # fmt: skip
