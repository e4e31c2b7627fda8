"""The Caribbean Stud result (the stud count, harness.families.lunar.analysis.stud_exact) as terminal text,
read from its JSON document.

Why from the JSON: the command line gets the document (it may print it with --json), so one
renderer serves `--json` and text alike. A simulation run beside the count is rendered by
`render_simulated_lines`; `render_stud_text` renders both.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

_UPCARD_SUITS = 4


def render_exact_text(document: Mapping[str, Any]) -> str:
    paytable = document["paytable"]
    lines = [
        f"Caribbean Stud, exact, optimal upcard-aware strategy - paytable {paytable['name']} v{paytable['version']}",
        f"{'event':<40} {'units':>6} {'combinations':>20} {'probability':>12} {'return':>10}",
    ]
    for row in document["return_table"]:
        lines.append(
            f"{row['label']:<40} {row['units_per_ante']:>+6} {row['combinations']:>20,} "
            f"{row['probability']['value']:>12.8f} {row['return_contribution']['value']:>+10.6f}"
        )
    lines += [
        f"{'total':<40} {'':>6} {document['total_combinations']:>20,} {1.0:>12.8f} "
        f"{document['expected_value']['value']:>+10.6f}",
        "",
        f"house edge (per Ante)      {100 * document['house_edge']['value']:.6f}%  "
        f"({document['house_edge']['fraction']})",
        f"element of risk            {100 * document['element_of_risk']['value']:.6f}%  "
        f"({document['element_of_risk']['fraction']})",
        f"average wager (Antes)      {document['average_wager']['value']:.6f}",
        f"raise frequency            {100 * document['raise_frequency']['value']:.6f}%",
        f"run time                   {document['seconds']:.1f} s on {document['workers']} worker process(es)",
        "",
        *strategy_lines(document["strategy"]),
    ]
    return "\n".join(lines)


def strategy_lines(strategy: Mapping[str, Any]) -> list[str]:
    """Uniform hand groups in a sentence each; the others as a grid, hand pattern x upcard rank."""
    lines = ["Strategy (raise iff the exact EV of raising > -1 Ante):"]
    for group in strategy["groups"]:
        if group["decision"] != "mixed":
            lines.append(f"  {group['label']:<32} {group['decision']} against every upcard")
            continue
        raised = _UPCARD_SUITS * sum(group["raised_hands_per_upcard_card"])
        pairs = _UPCARD_SUITS * sum(group["hands_per_upcard_card"])
        lines.append(f"  {group['label']:<32} by the grid below ({raised:,} of {pairs:,} (hand, upcard) pairs raise)")
    cells = strategy["cells"]
    if not cells:
        return lines
    upcards = strategy["upcard_ranks"]
    lines += [
        "",
        "  R raise, F fold, n+ raise iff at least n of your cards share the upcard's suit,",
        "  * exceptions listed below, ? decided hand by hand (see the JSON).",
        "  " + f"{'hand':<16}" + " ".join(f"{rank:>3}" for rank in upcards),
    ]
    rows: dict[tuple[str, str], dict[str, str]] = {}
    for cell in cells:
        rows.setdefault((cell["group"], cell["hand"]), {})[cell["upcard"]] = cell["code"]
    uniform: dict[str, list[str]] = {"R": [], "F": []}
    for (_, hand), codes in rows.items():
        only = set(codes.values())
        if len(codes) == len(upcards) and len(only) == 1 and only <= uniform.keys():
            uniform[only.pop()].append(hand)
            continue
        lines.append("  " + f"{hand:<16}" + " ".join(f"{codes.get(rank, ''):>3}" for rank in upcards))
    for code, word in (("R", "raise"), ("F", "fold")):
        if uniform[code]:
            lines.append(f"  {word} against every upcard: " + ", ".join(uniform[code]))
    exceptions = [cell for cell in cells if cell.get("exceptions")]
    if exceptions:
        lines.append("  exceptions (your ranks in the upcard's suit -> decision):")
        for cell in exceptions:
            listed = ", ".join(f"{e['suited']} {e['decision']}" for e in cell["exceptions"])
            lines.append(f"    {cell['hand']} vs upcard {cell['upcard']} ({cell['code']}): {listed}")
    return lines


def render_simulated_lines(simulated: Mapping[str, Any]) -> list[str]:
    """The simulated figures with their 95% intervals, each beside the exact figure."""
    lines = [
        f"Simulated on the fast engine, same strategy: {simulated['rounds']:,} games, seed {simulated['seed']}",
        f"{'figure':<26} {'simulated':>10} {'95% half-width':>15} {'exact':>10}  exact inside the interval",
    ]
    for key, label in (
        ("house_edge", "house edge (per Ante)"),
        ("element_of_risk", "element of risk"),
        ("raise_frequency", "raise frequency"),
    ):
        figure = simulated[key]
        inside = "yes" if figure["exact_inside_ci95"] else "NO"
        lines.append(
            f"{label:<26} {100 * figure['value']:>9.4f}% {100 * figure['half_width']:>14.4f}% "
            f"{100 * figure['exact_value']:>9.4f}%  {inside}"
        )
    lines.append(
        f"{'speed':<26} {simulated['games_per_second']:,} games/s ({simulated['rounds_run']:,} games in "
        f"{simulated['seconds']:.2f} s on {simulated['placement']})"
    )
    return lines


def render_stud_text(result: Mapping[str, Any]) -> str:
    """The count and, when one ran, the simulation beside it (`tablecert analyze caribbean-stud`)."""
    text = render_exact_text(result)
    if "simulated" not in result:
        return text
    return "\n".join([text, "", *render_simulated_lines(result["simulated"])])
