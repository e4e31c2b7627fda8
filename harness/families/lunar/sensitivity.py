"""How much each reading of the rules matters: the house edge under every interpretation option.

An auditor who sees "INTERPRETATION: super_sf_counts_as = flush" needs to know whether the other
reading would change the game by a hundredth of a point or by a whole one. For each
interpretation of a family game's rules_spec and each of its options (the others at their
defaults), the house edge and element of risk as the game's report defines them (per Ante + Super,
or per Ante in a game without a Super), with the delta against all defaults. Every setting plays
the same seeded deals (the deals `certify` plays, `deal_batch` of one SimulationPlan for the game)
on the fast engine under the game's strategy file (settings whose readings change no class answer
share one set of class tables); the per-round values (`round_values` says what they are, on the
reference engine, for one deal) go into the exact sums of harness.families.lunar.diff.Moments,
whose paired differences give each delta a tight interval, and a reading that changes nothing
shows a delta of exactly zero. The Super bet, where the game has one, is counted exactly under
each setting's reading.

Two of the Finnish readings decide bets the strategy never places, the Jackpot Bonus
(`jackpot_hand`) and the insurance (`insurance_settled_on`): the house edge cannot see them, so
each row also values those bets per unit, as if placed wherever they may be. The jackpot on the
first five cards is counted exactly, and its value on the final hand is that exact figure plus
the mean per-round difference between the two readings (zero except where the player drew).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

import numpy as np
import numpy.typing as npt

from harness.core.cards import DECK, Card
from harness.families.lunar.analysis.five_card import analyse_table, fraction_json
from harness.families.lunar.diff import (
    CommonDealsPlan,
    GameSetting,
    Linearised,
    Moments,
    ProgressCallback,
    exact_figures,
    run_common_deals,
    series_names,
)
from harness.families.lunar.fast import (
    FastBatch,
    answers_alike,
    final_hand_round,
    five_card_keys,
    play_batch,
    six_card_keys,
)
from harness.families.lunar.game import TableRules, game_definition
from harness.families.lunar.settle import settle_jackpot, settle_round
from harness.families.lunar.simulate import (
    INSURABLE,
    INSURED_DEALER_QUALIFIES,
    deal_batch,
    round_amounts,
    round_events,
    strategy_round,
)
from harness.families.lunar.strategy import GameStrategy, strategy_for
from harness.spec.rules_spec import RulesSpec

#: Rounds per setting by default: every setting replays the deals on the fast engine, a few
#: seconds a million rounds a setting on two cores; never more rounds than the certify run itself.
SENSITIVITY_ROUNDS = 1_000_000
#: Per-round series of each setting (harness.families.lunar.diff.Moments), in chips with Ante = 1.
SENSITIVITY_SERIES = ("rest", "fee", "staked", "jackpot_beyond_first_five", "insurable", "insurance")


def alternatives(spec: RulesSpec) -> list[tuple[str, str]]:
    """Every (interpretation, option) other than the interpretation's default, in file order."""
    return [
        (name, option)
        for name, interpretation in spec.interpretations.items()
        for option in interpretation.options
        if option != interpretation.default
    ]


def reading_settings(spec: RulesSpec) -> tuple[dict[str, str], ...]:
    """The readings each setting plays under: all defaults first, then one per alternative (the
    others at their defaults), in the order of `alternatives`."""
    defaults = {name: interpretation.default for name, interpretation in spec.interpretations.items()}
    return (defaults, *({**defaults, name: option} for name, option in alternatives(spec)))


@dataclass(frozen=True, slots=True, kw_only=True)
class SideBet:
    """An optional bet the strategy never places, valued per unit as if it were placed on every
    round it may be: a reading can change such a bet while moving no chip of the house edge."""

    bet: str
    label: str
    house_edge: Linearised
    exact: bool  # counted exactly under this reading (no simulated part)


@dataclass(frozen=True, slots=True, kw_only=True)
class SettingFigures:
    """What a sensitivity row shows of one setting, as functions of the common deals' means."""

    house_edge: Linearised
    element_of_risk: Linearised
    fees_in_denominator: bool
    super_edge: Fraction | None  # the Super bet's exact house edge, in a game with a Super
    side_bets: tuple[SideBet, ...] = ()


def _paired(moments: Moments, new: Linearised, old: Linearised) -> dict[str, Any]:
    return {**moments.estimate(new - old).to_json(), "paired": True}


def _changes(moments: Moments, new: Linearised, old: Linearised) -> bool:
    """The paired variance is exactly zero only when no round's value changed."""
    change = moments.estimate(new - old)
    return change.value != 0 or change.half_width > 0


def _side_bet_json(moments: Moments, bet: SideBet, default: SideBet) -> dict[str, Any]:
    house_edge = moments.estimate(bet.house_edge).to_json()
    if bet.exact:
        house_edge |= fraction_json(bet.house_edge.value)
    return {
        "bet": bet.bet,
        "label": bet.label,
        "house_edge": house_edge,
        "house_edge_delta": _paired(moments, bet.house_edge, default.house_edge),
        "changes": _changes(moments, bet.house_edge, default.house_edge),
    }


def sensitivity_rows(
    spec: RulesSpec, moments: Moments, figures: Sequence[SettingFigures], seed: int
) -> list[dict[str, Any]]:
    """One row per (interpretation, option); `figures` are the settings of `reading_settings`."""
    others = alternatives(spec)
    base = figures[0]
    rows: list[dict[str, Any]] = []
    for name, interpretation in spec.interpretations.items():
        for option, meaning in interpretation.options.items():
            is_default = option == interpretation.default
            f = base if is_default else figures[1 + others.index((name, option))]
            super_delta = (
                f.super_edge - base.super_edge if f.super_edge is not None and base.super_edge is not None else None
            )
            rows.append(
                {
                    "interpretation": name,
                    "option": option,
                    "is_default": is_default,
                    "meaning": meaning,
                    "clauses": list(interpretation.clauses),
                    "super_house_edge": fraction_json(f.super_edge) if f.super_edge is not None else None,
                    "super_house_edge_delta": fraction_json(super_delta) if super_delta is not None else None,
                    "house_edge": moments.estimate(f.house_edge).to_json(),
                    "house_edge_delta": _paired(moments, f.house_edge, base.house_edge),
                    "element_of_risk": moments.estimate(f.element_of_risk).to_json(),
                    "element_of_risk_fees_in_denominator": f.fees_in_denominator,
                    "element_of_risk_delta": _paired(moments, f.element_of_risk, base.element_of_risk),
                    "house_edge_changes": _changes(moments, f.house_edge, base.house_edge),
                    "side_bets": [
                        _side_bet_json(moments, bet, default)
                        for bet, default in zip(f.side_bets, base.side_bets, strict=True)
                    ],
                    "seed": seed,
                    "rounds": moments.n,
                }
            )
    return rows


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundValues:
    """One deal as a setting plays it, in chips (Ante = 1, Super = Ante)."""

    rest: int  # the player's net without the own Super bet (the Super is counted exactly)
    fee: int  # money paid for options and never returned (fees, or wagers under fees_are_wagers)
    staked: int  # every other stake (harness.families.lunar.simulate.round_amounts)
    jackpot_beyond_first_five: int  # a 1-chip Jackpot Bonus under this reading minus on the first five
    insurable: int  # 1 when the hand played could be insured
    insurance: int  # the net of 1 chip of insurance on such a hand (+1 or -1), else 0

    def values(self) -> tuple[int, ...]:
        return tuple(getattr(self, name) for name in SENSITIVITY_SERIES)


def round_values(deal: Sequence[Card], rules: TableRules, strategy: GameStrategy) -> RoundValues:
    """Play one deal (player 5, dealer 5, then the draw pile) under the strategy and settle it
    on the reference engine, as the game's simulation does."""
    rnd, _path = strategy_round(deal, strategy, rules)
    rest, fee, staked = round_amounts(settle_round(rnd, rules))
    jackpot = 0
    if rules.settings.jackpot is not None:
        bet = replace(rnd, jackpot=1)
        on_first_five = replace(rules, interpretations={**rules.interpretations, "jackpot_hand": "first_five"})
        jackpot = settle_jackpot(bet, rules).net - settle_jackpot(bet, on_first_five).net
    insurable = insurance = 0
    if rules.settings.insurance is not None:
        events = round_events(rnd, rules)
        if INSURABLE in events:
            insurable, insurance = 1, -1 if INSURED_DEALER_QUALIFIES in events else 1
    return RoundValues(
        rest=rest,
        fee=fee,
        staked=staked,
        jackpot_beyond_first_five=jackpot,
        insurable=insurable,
        insurance=insurance,
    )


def play_setting_batch(plan: CommonDealsPlan, index: int) -> Moments:
    """One batch of deals played under every setting on the fast engine; a pure function of
    (plan, index)."""
    deals = deal_batch(plan.deals, index)
    columns: list[npt.NDArray[np.int64]] = []
    for setting, shared in zip(plan.settings, answer_groups(plan.settings), strict=True):
        rules = setting.rules()
        tables = plan.settings[shared].fast_tables()
        batch = play_batch(deals, tables, rules, final_cards=True)
        columns.append(setting_columns(batch, rules, deals[:, :5]))
    names = series_names(len(plan.settings), SENSITIVITY_SERIES)
    return Moments.of_columns(names, np.concatenate(columns, axis=1))


def answer_groups(settings: Sequence[GameSetting]) -> list[int]:
    """For each setting, the first setting whose class tables it can play with (its own index
    when none before it gives the same class answers: `harness.families.lunar.fast.answers_alike`)."""
    rules = [setting.rules() for setting in settings]
    return [next(i for i in range(index + 1) if answers_alike(rules[i], one)) for index, one in enumerate(rules)]


def setting_columns(batch: FastBatch, rules: TableRules, dealt: npt.NDArray[np.integer]) -> npt.NDArray[np.int64]:
    """The per-round SENSITIVITY_SERIES of one setting's batch (as `round_values` gives them);
    `dealt` are the player's first five cards."""
    n = len(batch.action)
    zeros = np.zeros(n, dtype=np.int64)
    jackpot = zeros
    if rules.settings.jackpot is not None and rules.reading("jackpot_hand") != "first_five":
        assert batch.final_cards is not None
        first_five = np.full((n, 6), -1, dtype=np.int64)
        first_five[:, :5] = dealt
        jackpot = jackpot_nets(rules, batch.final_cards) - jackpot_nets(rules, first_five)
    insurable = insurance = zeros
    if batch.insurable is not None and batch.insurance_lost is not None:
        insurable = batch.insurable.astype(np.int64)
        insurance = np.where(batch.insurable, np.where(batch.insurance_lost, -1, 1), 0)
    return np.stack([batch.rest, batch.fee, batch.staked, jackpot, insurable, insurance], axis=1).astype(np.int64)


_JACKPOT_NETS: dict[tuple[str, str, int], int] = {}


def jackpot_nets(rules: TableRules, hands: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """The net of a 1-chip Jackpot Bonus on each hand (five or six cards, -1 padded), settled on
    that hand (the reference `settle_jackpot`), asked once per hand class."""
    six = hands[:, 5] >= 0
    keys = np.empty(len(hands), dtype=np.int64)
    keys[~six] = five_card_keys(hands[~six, :5])
    keys[six] = six_card_keys(hands[six]) | (1 << 62)
    unique, first, inverse = np.unique(keys, return_index=True, return_inverse=True)
    on_final = replace(rules, interpretations={**rules.interpretations, "jackpot_hand": "final_hand"})
    nets = np.empty(len(unique), dtype=np.int64)
    for position, (key, row) in enumerate(zip(unique.tolist(), first.tolist(), strict=True)):
        cache_key = (rules.settings.game, rules.paytable.sha256, key)
        if (net := _JACKPOT_NETS.get(cache_key)) is None:
            cards = tuple(DECK[i] for i in hands[row].tolist() if i >= 0)
            bet = final_hand_round(cards, rules.settings.game, jackpot=1)
            net = _JACKPOT_NETS[cache_key] = settle_jackpot(bet, on_final).net
        nets[position] = net
    result: npt.NDArray[np.int64] = nets[inverse.ravel()]
    return result


def _side_bets(index: int, rules: TableRules, moments: Moments) -> tuple[SideBet, ...]:
    bets: list[SideBet] = []
    if rules.settings.jackpot is not None:
        first_five = analyse_table(rules.paytable.tables["jackpot"]).house_edge
        beyond = moments.component(index, "jackpot_beyond_first_five", -1)
        reading = rules.reading("jackpot_hand")
        bets.append(
            SideBet(
                bet="jackpot",
                label="Jackpot Bonus, per unit",
                house_edge=Linearised(first_five + beyond.value, beyond.gradient),
                exact=reading == "first_five",
            )
        )
    if rules.settings.insurance is not None and moments.sums[moments.names.index(f"{index}.insurable")]:
        loss = moments.component(index, "insurance", -1)
        bets.append(
            SideBet(
                bet="insurance",
                label="Insurance, per unit, on every hand played that may be insured",
                house_edge=loss / moments.component(index, "insurable"),
                exact=False,
            )
        )
    return tuple(bets)


def setting_figures(index: int, rules: TableRules, moments: Moments) -> SettingFigures:
    """A setting's figures as the game's report defines them (harness.families.lunar.certify)."""
    settings = rules.settings
    super_ev = exact_figures(rules).super_ev if settings.super_bet else Fraction(0)
    return SettingFigures(
        house_edge=moments.house_edge(index, super_ev, settings.mandatory_units),
        element_of_risk=moments.element_of_risk(index, super_ev, with_fees=rules.fees_are_wagers),
        fees_in_denominator=rules.fees_are_wagers,
        super_edge=-super_ev if settings.super_bet else None,
        side_bets=_side_bets(index, rules, moments),
    )


def interpretation_sensitivity(
    game: str,
    paytable: str,
    rounds: int = SENSITIVITY_ROUNDS,
    seed: int = 1,
    *,
    batch_size: int = 100_000,
    processes: bool = True,
    progress: ProgressCallback | None = None,
) -> list[dict[str, Any]]:
    """One row per (interpretation, option) of the game's rules_spec, in the row shape of Lunar
    Poker's; none for a game whose rules have no interpretation."""
    spec = game_definition(game).spec
    if not spec.interpretations:
        return []
    settings = tuple(GameSetting.of(paytable, readings, game=game) for readings in reading_settings(spec))
    for setting in settings:  # loaded here, so the forked workers inherit them
        strategy_for(setting.rules())
    plan = CommonDealsPlan(settings=settings, rounds=rounds, seed=seed, batch_size=min(batch_size, rounds))
    # The first batch runs here: the forked workers inherit the class tables it filled.
    moments = run_common_deals(plan, processes=processes, progress=progress, play=play_setting_batch, warm_first=True)
    figures = [setting_figures(index, setting.rules(), moments) for index, setting in enumerate(settings)]
    return sensitivity_rows(spec, moments, figures, seed)
