"""`tablecert strategy GAME --build`: build the optimal strategy and say what was built."""

from __future__ import annotations

from typing import Any

from harness.families.lunar.game import TableRules
from harness.families.lunar.optimal_build import build
from harness.families.lunar.optimal_strategy import optimal_path
from harness.families.lunar.option_values import unsupported_options
from harness.games.game_model import AnalyzeResult, StrategyRequest
from harness.runtime.disk_cache import cache_path
from harness.runtime.progress import status
from harness.spec.errors import UsageError


def build_strategy(rules: TableRules, request: StrategyRequest) -> AnalyzeResult:
    settings = rules.settings
    if found := unsupported_options(rules):
        raise UsageError(f"{settings.game}: the optimal build does not count {', '.join(found)}")
    if request.paytable is not None:
        raise UsageError("--build: the optimal strategy is built for the game's own paytable; --paytable is not for it")
    out = optimal_path(settings)
    checkpoint = request.checkpoint or cache_path(f"optimal-{settings.game}")
    summary = build(rules, out, checkpoint, workers=request.workers, progress=request.progress, note=status)
    data: dict[str, Any] = {"game": settings.game, **summary}
    if settings.has_options:
        data["options_at_play"] = ", ".join(settings.option_names)
    return AnalyzeResult(data=data, text=_text(data))


def _text(data: dict[str, Any]) -> str:
    deals = data["deals"]
    lines = [
        f"{data['game']}: optimal strategy for every hand and upcard written to {data['path']}",
        f"  {data['bytes']:,} bytes; its decisions' sha256 {data['decisions_sha256']}",
        f"  built in {data['seconds']:.0f} s",
        "  first decisions (share of the 122,151,120 hand and upcard pairs):",
    ]
    for name, count in sorted(data["decisions"].items(), key=lambda item: -item[1]):
        lines.append(f"    {name:<12} {count / deals * 100:7.3f}%")
    lines += [
        f"  value per Ante, without the Super, as counted (exchanges approximate): {data['model_value_per_ante']:+.6f}",
        f"  Raise placed in {data['raise_frequency'] * 100:.3f}% of rounds; "
        f"fees {data['fees_per_ante']:.4f} Ante a round",
        "  the house edge under this strategy: tablecert analyze GAME --strategy optimal",
    ]
    if data.get("options_at_play"):
        lines.append(
            f"  {data['options_at_play']}: valued here by their average gain per Raise pay and upcard "
            "(harness.families.lunar.option_bonus); the engines take each exactly when it is worth more"
        )
    return "\n".join(lines)
