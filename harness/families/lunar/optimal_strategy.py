"""The optimal strategy of a game of the Lunar family, as the engines play it: a table look-up
per hand in the data `tablecert strategy GAME --build` wrote (harness.families.lunar.optimal_build).

A hand is looked up in the frame of its upcard: suits relabelled so the upcard is a spade (the
build counted the spade of each rank), the cards sorted and renumbered among the 51 other
cards, named by their colex rank (harness.families.lunar.optimal_upcard.HandTables). The first decision
is read from the table; an exchange's kept cards are a mask over that sorted order. The second
decision is read from the tables of five-card hands (after an exchange) and six-card hands
(after a buy). The reference engine and the fast engine read the same tables, one hand at a
time or many at once.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from functools import lru_cache
from hashlib import sha256
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from harness.core.cards import Card
from harness.families.lunar.analysis.dealer_counts import colex_rank
from harness.families.lunar.analysis.symmetry import rows_to_spade_upcard
from harness.families.lunar.best_options import EXACT_READINGS, take_best_options
from harness.families.lunar.fast import OPTIMAL_RULE
from harness.families.lunar.game import TableRules
from harness.families.lunar.optimal_upcard import BUY, EXCHANGE_BASE, FOLD, INSTANT, PLAY
from harness.families.lunar.round import AfterDraw, Decision, LunarRound
from harness.families.lunar.settings import GameSettings
from harness.families.lunar.strategy import StrategyChoice
from harness.runtime.project import project_root
from harness.spec.errors import UsageError

_ACTIONS = {FOLD: Decision.FOLD, PLAY: Decision.PLAY, BUY: Decision.BUY}
IntArray = npt.NDArray[np.int64]


def decisions_digest(data: Any) -> str:
    """SHA-256 of the decisions alone (every table, by name), not of the file: a build that
    takes the same decisions gives the same digest however its figures or timings differ, so
    a checkpoint of a simulation under it stays good."""
    digest = sha256()
    names = data.files if hasattr(data, "files") else list(data)  # an .npz file, or the arrays to write
    for name in sorted(n for n in names if n.startswith(("first_", "plays5_", "plays6_"))):
        digest.update(name.encode())
        digest.update(np.ascontiguousarray(data[name]).tobytes())
    return digest.hexdigest()


@dataclass(eq=False)
class OptimalStrategy:
    """The built tables of one game, loaded once per rank as asked."""

    path: Path
    sha256: str  # of the decisions (`decisions_digest`)
    identity: dict[str, Any]
    figures: dict[str, Any]
    _data: Any
    _ranks: dict[int, tuple[npt.NDArray[np.uint8], npt.NDArray[np.bool_], npt.NDArray[np.bool_]]] = field(
        default_factory=dict
    )

    @classmethod
    def load(cls, path: Path) -> OptimalStrategy:
        raw = path.read_bytes()  # (a missing file is refused by `optimal_strategy`)
        data = np.load(io.BytesIO(raw))
        return cls(
            path=path,
            sha256=decisions_digest(data),
            identity=json.loads(str(data["identity"])),
            figures=json.loads(str(data["figures"])),
            _data=data,
        )

    def _tables(self, rank: int) -> tuple[npt.NDArray[np.uint8], npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
        found = self._ranks.get(rank)
        if found is None:
            first = self._data[f"first_{rank}"]
            plays5 = np.unpackbits(self._data[f"plays5_{rank}"]).astype(bool)
            plays6 = np.unpackbits(self._data[f"plays6_{rank}"]).astype(bool)
            found = self._ranks[rank] = (first, plays5, plays6)
        return found

    def _rows(self, cards: npt.NDArray[np.integer], upcards: npt.NDArray[np.integer]) -> tuple[IntArray, IntArray]:
        """(colex row of each hand in its upcard's frame, the hand's columns in that sorted order)."""
        spade = rows_to_spade_upcard(cards, upcards)
        order = np.argsort(spade, axis=1, kind="stable")
        ordered = np.take_along_axis(spade, order, axis=1)
        spade_upcard = (upcards.astype(np.int64) // 4) * 4
        positions = ordered - (ordered > spade_upcard[:, None])
        return colex_rank(positions), order

    def _look_up(self, name: int, rows: IntArray, upcards: npt.NDArray[np.integer]) -> npt.NDArray[Any]:
        ranks = upcards.astype(np.int64) // 4 + 2
        out: npt.NDArray[Any] | None = None
        for rank in np.unique(ranks).tolist():
            where = ranks == rank
            table = self._tables(rank)[name]
            if out is None:
                out = np.empty(len(rows), dtype=table.dtype)
            out[where] = table[rows[where]]
        return out if out is not None else np.zeros(0, dtype=np.uint8)

    def first_choices(
        self, players: npt.NDArray[np.integer], upcards: npt.NDArray[np.integer]
    ) -> tuple[IntArray, npt.NDArray[np.bool_]]:
        """(code per hand: FOLD, PLAY, BUY, INSTANT or EXCHANGE_BASE + mask; which of each hand's
        columns an exchange keeps)."""
        rows, order = self._rows(players, upcards)
        codes = self._look_up(0, rows, upcards).astype(np.int64)
        kept = np.zeros(players.shape, dtype=bool)
        exchange = (codes >= EXCHANGE_BASE) & (codes != INSTANT)
        mask = np.where(exchange, codes - EXCHANGE_BASE, 0)
        for position in range(players.shape[1]):
            np.put_along_axis(kept, order[:, position : position + 1], ((mask >> position) & 1)[:, None] == 1, axis=1)
        return codes, kept

    def plays(self, final: npt.NDArray[np.integer], upcards: npt.NDArray[np.integer]) -> npt.NDArray[np.bool_]:
        """The second decision on five-card (after an exchange) or six-card (after a buy) hands."""
        rows, _ = self._rows(final, upcards)
        found: npt.NDArray[np.bool_] = self._look_up(1 if final.shape[1] == 5 else 2, rows, upcards)
        return found

    # -- one hand at a time (the reference engine) ---------------------------------------------------

    def first_decision(self, hand: tuple[Card, ...], upcard: Card) -> StrategyChoice:
        codes, kept = self.first_choices(np.array([[c.index for c in hand]]), np.array([upcard.index]))
        code = int(codes[0])
        if code == INSTANT:
            raise AssertionError(f"{hand} is paid at once (Instant): no decision is taken")
        if code in _ACTIONS:
            return StrategyChoice(action=_ACTIONS[code], discard=(), rule=OPTIMAL_RULE)
        discard = tuple(card for card, keep in zip(hand, kept[0].tolist(), strict=True) if not keep)
        return StrategyChoice(action=Decision.EXCHANGE, discard=discard, rule=OPTIMAL_RULE)

    def second_decision(self, cards: tuple[Card, ...], upcard: Card) -> AfterDraw:
        played = self.plays(np.array([[c.index for c in cards]]), np.array([upcard.index]))
        return AfterDraw.PLAY if bool(played[0]) else AfterDraw.FOLD

    def take_options(self, rnd: LunarRound, rules: TableRules, next_card: Card) -> LunarRound:
        """A played hand's options, each taken exactly when it is worth more than not."""
        return take_best_options(rnd, rules, next_card)


@lru_cache(maxsize=4)
def _cached(path: Path, mtime: float) -> OptimalStrategy:
    return OptimalStrategy.load(path)


def optimal_path(settings: GameSettings) -> Path:
    """Where the optimal strategy of a game is kept (`GameSettings.optimal_strategy_file`)."""
    return project_root() / "rules_spec" / settings.optimal_strategy_file


def optimal_strategy(settings: GameSettings) -> OptimalStrategy:
    """The optimal strategy built for a game."""
    path = optimal_path(settings).resolve()
    if not path.exists():
        raise UsageError(
            f"rules_spec/{path.name}: no optimal strategy built; run `tablecert strategy GAME --build` first"
        )
    return _cached(path, path.stat().st_mtime)


def optimal_for(rules: TableRules) -> OptimalStrategy:
    """The optimal strategy built for the rules' game, refused (exit 2) when it was built for
    another paytable or other interpretations (its decisions would be another game's), or when
    an option's reading is one whose exact choice it does not count
    (harness.families.lunar.best_options.EXACT_READINGS)."""
    optimal = optimal_strategy(rules.settings)
    built = optimal.identity
    readings = dict(rules.interpretations)
    if built.get("paytable_sha256") != rules.paytable.sha256 or built.get("interpretations") != readings:
        raise UsageError(
            f"rules_spec/{optimal.path.name} was built for another paytable or other interpretations; "
            f"build it again (tablecert strategy {rules.settings.game} --build) or leave --paytable and "
            "--interpretation out"
        )
    for name, exact in EXACT_READINGS.items():
        if readings.get(name, exact) != exact:
            raise UsageError(
                f"the optimal strategy takes the options exactly under {name}={exact} only, not {readings[name]}"
            )
    return optimal
