"""What a variant's dealer draw or qualification buy adds to a played hand, on average: the
optimal build's estimate of the options, by the hand's Raise pay and the upcard's rank.

Why an estimate: the options are taken exactly at play (harness.families.lunar.best_options), but their
worth depends on the dealer's five cards, which the build's counts never list one by one (they
count dealer hands by value). The first and second decisions still need the options' worth,
which is large (a dealer draw adds about 2.6 points to the player's return): a hand that can
become three of a kind is worth more when a non-qualifying dealer can be made to draw.

The estimate: for a played hand whose Raise pays R to 1, against a dealer who does not qualify,
the option brings in one unseen card; each card that makes the dealer qualify counts as a
showdown the hand wins (true for every dealer pair or Ace-King against two pair or better, the
only hands for which an option can pay), each other card as the option's short outcome (a
dealer draw: the Ante's even money; a qualification buy: a push). With q such cards of u unseen,
the option's gain is max(0, q x win(R) + (u - q) x short - u x (fee + even money)) / u. Its
average over random deals (seeded, per upcard rank, a qualifying dealer adding 0) is the bonus
added to every played hand's value in the build. It leaves out what the player's own cards do
to the dealer's outs and the rare dealer straight or flush that beats the hand; what the
decisions built on it cost is measured by simulation (docs/lunar_optimal_strategy.md).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from harness.core.fast_deal import deal_cards
from harness.core.fast_eval import hand_keys, lookup
from harness.families.lunar.fast import dealer_after_each_card, option_terms, qualifier_tables
from harness.families.lunar.game import TableRules
from harness.families.lunar.pay_schedule import pay_rules

#: Deals per upcard rank, and their seed: part of the build's identity.
DEALS_PER_RANK = 200_000
SEED = 20261128
#: The largest Raise pay the bonus table reaches (a royal flush with a second combination).
MAX_PAYS = 256
_CHUNK = 1 << 14


def bonus_identity() -> dict[str, int]:
    return {"deals_per_rank": DEALS_PER_RANK, "seed": SEED}


def option_bonus(rules: TableRules, upcard_rank: int) -> npt.NDArray[np.float64]:
    """Per Raise pay R (index 0..MAX_PAYS), the options' average gain per Ante for a played
    hand facing an upcard of `upcard_rank` (0 = deuce): 0 for a game without a dealer draw or
    a qualification buy."""
    settings = rules.settings
    bonus = np.zeros(MAX_PAYS + 1)
    present = ((True, settings.dealer_draw), (False, settings.buy_dealer_qualification))
    options = [draw for draw, rule in present if rule is not None]
    if not options:
        return bonus
    pays = pay_rules(settings)
    r = np.arange(MAX_PAYS + 1, dtype=np.int64)
    win = pays.units_array(pays.player_wins, r)
    even_money = pays.units(pays.dealer_does_not_qualify)
    rng = np.random.default_rng([SEED, upcard_rank])
    deals = deal_cards(rng, DEALS_PER_RANK, 10).astype(np.int64)
    # An upcard of the asked rank (a random suit) first in each dealer hand; the deals already
    # holding that card are left out.
    upcards = upcard_rank * 4 + rng.integers(0, 4, DEALS_PER_RANK)
    keep = ~(deals == upcards[:, None]).any(axis=1)
    deals, upcards = deals[keep], upcards[keep]
    dealer = np.concatenate([upcards[:, None], deals[:, 5:9]], axis=1)
    seen = np.concatenate([deals[:, :5], dealer], axis=1)
    rank_key, suits = hand_keys(dealer)
    short = ~lookup(qualifier_tables(), rank_key, suits).astype(bool)
    gains = np.zeros(MAX_PAYS + 1)
    rows = np.flatnonzero(short)
    for start in range(0, len(rows), _CHUNK):
        chunk = rows[start : start + _CHUNK]
        unseen = np.ones((len(chunk), 52), dtype=bool)
        np.put_along_axis(unseen, seen[chunk], False, axis=1)
        cards = unseen.sum(axis=1)[:, None]
        best = np.zeros((len(chunk), MAX_PAYS + 1))
        for draw in options:
            fee, short_units = option_terms(rules, draw=draw)
            _, qualifies = dealer_after_each_card(dealer[chunk], draw=draw)
            outs = (qualifies & unseen).sum(axis=1)[:, None]
            gain = outs * win[None, :] + (cards - outs) * short_units - cards * (fee + even_money)
            best = np.maximum(best, gain / cards)
        gains += best.sum(axis=0)
    bonus[:] = gains / len(deals)
    return bonus
