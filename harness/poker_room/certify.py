"""`tablecert certify omaha-hi-lo-8` and `tablecert certify holdem`: prove the rules, check the
hand evaluator against an independent one, count the exact figures, report.

Steps: validate the rules_spec and the interpretations chosen (exit 2 on a bad input, nothing
written); run the game's Gherkin suite through pytest and trace clauses to scenarios; compare
the evaluator with pokerkit on every five-card hand, on random deals and on random whole
hands; count the exact figures two ways; settle the seed's worked example; write report.html,
report.pdf and report.json together.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

from harness.report_parts import command_text, sha256_of, software_json, suite_verdict
from harness.certification import CertifyOptions
from harness.errors import UsageError
from harness.feature_run import run_feature_suite
from harness.poker_room.exact import exact_figures
from harness.poker_room.games import Game, game_rules, table_rules
from harness.progress import progress_bar, status
from harness.project import project_root, relative_display
from harness.report_render import render_html, write_report_bundle
from harness.rules_spec import rules_spec_path
from harness.traceability import trace_clauses

DEFAULT_DEALS = 20_000
WHOLE_HANDS = 400
BINDINGS = {Game.OMAHA_HI_LO_8: "tests/bdd/test_omaha_hi_lo.py", Game.HOLDEM: "tests/bdd/test_holdem.py"}
FEATURES = {Game.OMAHA_HI_LO_8: "features/omaha_hi_lo", Game.HOLDEM: "features/holdem"}

#: Seed 003's worked hand, played three-way to the river (features/omaha_hi_lo/seed_example.feature).
SEED_EXAMPLE: dict[str, Any] = {
    "game": "omaha-hi-lo-8",
    "limits": {"small_bet": 20, "big_bet": 40},
    "blinds": [10, 20],
    "button": "C",
    "seats": [
        {"name": "A", "stack": 1000, "hole": ["Ah", "2h", "4c", "6d"]},
        {"name": "B", "stack": 500, "hole": ["Ad", "3c", "Tc", "Th"]},
        {"name": "C", "stack": 800, "hole": ["9s", "Td", "Jh", "Qd"]},
    ],
    "board": ["3s", "6h", "8d", "Jc", "Qs"],
    "actions": [
        ["C", "call"], ["A", "call"], ["B", "check"],
        ["A", "check"], ["B", "bet"], ["C", "call"], ["A", "call"],
        ["A", "check"], ["B", "check"], ["C", "bet"], ["A", "call"], ["B", "call"],
        ["A", "check"], ["B", "check"], ["C", "check"],
    ],
}  # fmt: skip


def _pokerkit_version() -> str | None:
    try:
        from importlib.metadata import version

        return version("pokerkit")
    except Exception:  # noqa: BLE001 - any failure means "not available"
        return None


def _interpretations(game: Game, chosen: dict[str, str]) -> list[dict[str, Any]]:
    spec = game_rules(game)
    return [
        {
            "name": name,
            "value": chosen[name],
            "default": interp.default,
            "is_default": chosen[name] == interp.default,
            "meaning": interp.options[chosen[name]],
            "reason": interp.reason,
            "source": interp.source,
            "clauses": list(interp.clauses),
        }
        for name, interp in spec.interpretations.items()
    ]


def certify_game(game: Game, options: CertifyOptions) -> int:
    started = time.monotonic()
    # 1. Validate before anything runs or is written.
    status(f"validating rules_spec/{game.rules_file}")
    spec = game_rules(game)
    try:
        rules = table_rules(game, dict(options.interpretations))
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if options.paytable:
        raise UsageError(f"{game} has no paytable: the pot is the players' own money")
    if getattr(options, "baseline", None) or getattr(options, "write_baseline", None):
        raise UsageError(f"baselines are not supported for {game} yet")
    out_dir = options.out_dir or project_root() / "reports" / "out" / game.value
    deals = options.rounds or DEFAULT_DEALS

    # 2. The Gherkin suite.
    status("running the Gherkin suite (pytest-bdd)")
    suite = run_feature_suite([BINDINGS[game]])
    status(f"scenarios: {suite.passed} passed, {suite.failed} failed")
    traces = trace_clauses([(spec.path, list(spec.clauses.values()))], suite.scenarios)

    # 3. The evaluator against pokerkit.
    agreement: dict[str, Any] = {"independent": f"pokerkit {_pokerkit_version()}" if _pokerkit_version() else None}
    evaluator_agrees = False
    try:
        from harness.poker_room.agreement import compare_five_card_hands, compare_random_deals, compare_whole_hands

        with progress_bar("every five-card hand against pokerkit") as progress:
            five = compare_five_card_hands(progress)
        with progress_bar(f"{deals:,} random deals against pokerkit") as progress:
            dealt = compare_random_deals(game, deals, options.seed, five, progress)
        with progress_bar(f"{WHOLE_HANDS} whole hands against pokerkit's state machine") as progress:
            whole = compare_whole_hands(game, WHOLE_HANDS, options.seed, progress)
        agreement |= {
            "five_card_hands": five.to_json(),
            "random_deals": dealt.to_json(),
            "whole_hands": whole.to_json(),
        }
        evaluator_agrees = five.agrees and dealt.agrees and whole.agrees
    except UsageError as missing:
        agreement["not_run"] = str(missing)
        status(f"evaluator agreement not checked: {missing}")

    # 4. Exact figures, each counted two ways.
    figures = exact_figures(game)
    figures_agree = all(f.agrees for f in figures)

    # 5. The seed's worked example (Omaha), settled as `tablecert settle` would.
    worked: dict[str, Any] | None = None
    if game is Game.OMAHA_HI_LO_8:
        from harness.poker_room.hand_history import parse_hand
        from harness.poker_room.settle import settle_hand

        settled = settle_hand(parse_hand(SEED_EXAMPLE)).to_json()
        worked = {"hand": SEED_EXAMPLE, "pots": settled["pots"], "showdown": settled["showdown"],
                  "final_stacks": settled["final_stacks"]}  # fmt: skip

    verdict = suite_verdict(suite, traces)
    verdict["certified"] = verdict["certified"] and evaluator_agrees and figures_agree
    root = project_root()
    data: dict[str, Any] = {
        "report": "tablecert compliance report",
        "game": game.value,
        "title": spec.title,
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "software": software_json(pokerkit=_pokerkit_version()),
        "command": command_text(f"tablecert certify {game.value}"),
        "seed": options.seed,
        "deals": deals,
        "verdict": {**verdict, "evaluator_agrees": evaluator_agrees, "figures_agree": figures_agree},
        "inputs": [
            {"role": "rules", "path": spec.path, "sha256": spec.sha256},
            *[
                {"role": "feature", "path": relative_display(p), "sha256": sha256_of(p)}
                for p in sorted((root / FEATURES[game]).glob("*.feature"))
            ],
        ],  # fmt: skip
        "interpretations": _interpretations(game, rules.interpretations),
        "traceability": [t.to_json() for t in traces],
        "scenarios": [s.to_json() for s in suite.scenarios],
        "suite_command": suite.command,
        "evaluator_agreement": agreement,
        "figures": [f.to_json() for f in figures],
        "worked_example": worked,
        "timing": {"seconds": round(time.monotonic() - started, 1)},
    }
    status("rendering report.html, report.pdf, report.json")
    html = render_html("poker_room_certification.html.j2", {"r": data})
    written = write_report_bundle(out_dir, json_data=data, html=html)
    certified = bool(verdict["certified"])
    print(f"{'CERTIFIED' if certified else 'NOT CERTIFIED'}: {spec.title}")
    print(
        f"scenarios: {suite.passed}/{len(suite.scenarios)} passed; "
        f"clauses: {len(traces)}, uncovered: {verdict['uncovered_count']}"
    )
    if "five_card_hands" in agreement:
        agrees = "agree" if evaluator_agrees else "DISAGREE"
        hands = agreement["five_card_hands"]["hands"]
        sizes = f"{hands:,} five-card hands, {deals:,} random deals, {WHOLE_HANDS} whole hands"
        print(f"evaluator vs pokerkit: {sizes}: {agrees}")
    else:
        print(f"evaluator vs pokerkit: not run ({agreement['not_run']})")
    for figure in figures:
        print(f"{figure.title}: {figure.count:,}/{figure.total:,} = {float(figure.probability):.6f}"
              f"{'' if figure.agrees else ' (COUNTS DISAGREE)'}")  # fmt: skip
    for path in written.values():
        print(f"wrote {relative_display(path)}")
    return 0 if certified else 1


def certify_omaha_hi_lo_8(options: CertifyOptions) -> int:
    return certify_game(Game.OMAHA_HI_LO_8, options)


def certify_holdem(options: CertifyOptions) -> int:
    return certify_game(Game.HOLDEM, options)


__all__ = ["certify_holdem", "certify_omaha_hi_lo_8", "rules_spec_path"]
