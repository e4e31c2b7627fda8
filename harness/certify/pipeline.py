"""`tablecert certify GAME`: the one pipeline every game's certification runs through.

Steps, the same for every game: load and validate the game's inputs (a bad file stops here,
exit 2, nothing written); claim the report folder (a file, someone else's folder or a second run
into it is refused now); run the game's Gherkin suite through pytest and trace every clause in
force to its scenarios; let the game measure itself (exact counts, simulation, agreement with an
independent implementation: its report sections); run its rule mutants; check a baseline; render
one template and publish report.json, report.html and report.pdf as one set. The game's package
supplies only its inputs and its sections (`GameCertification`), so no step names a game.
"""

from __future__ import annotations

import time
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from harness.certify.baseline import BaselineRun
from harness.certify.game_part import GameMeasurement, RunSettings
from harness.certify.options import CertifyOptions
from harness.certify.traceability import trace_clauses
from harness.games.game_model import Capability, GameEntry
from harness.gherkin.feature_run import run_feature_suite
from harness.reports.folder import ReportFolder
from harness.reports.model import (
    CertificationReport,
    Verdict,
    section_index,
)
from harness.reports.parts import command_text, software_json
from harness.reports.render import render_html, write_report_bundle
from harness.runtime.progress import status
from harness.runtime.project import project_root, user_display
from harness.spec.errors import UsageError

TEMPLATE = "certification.html.j2"


def default_out_dir(entry: GameEntry) -> Path:
    return project_root() / "reports" / "out" / entry.name


def check_game_options(entry: GameEntry, options: CertifyOptions) -> None:
    """A game's own options (`--NAME VALUE`) are those its model declares in `certify_options`."""
    declared: dict[str, str] = getattr(entry.model(), "certify_options", {})
    for name, _ in options.game_options:
        if name not in declared:
            own = ", ".join(f"--{n}" for n in declared) or "none"
            raise UsageError(f"{entry.name} has no option --{name}; its own options: {own}")


def certify(entry: GameEntry, options: CertifyOptions) -> int:
    """Certify one game; the exit code: 0 certified (and no baseline figure moved), else 1."""
    started = time.monotonic()
    if not entry.can(Capability.CERTIFY):
        raise UsageError(f"{entry.name} cannot be certified")
    # 1. Validate every input before anything runs or is written.
    status(f"validating {entry.name}: rules_spec, strategy and paytable")
    check_game_options(entry, options)
    game = entry.model().certification(options)
    if not game.records_baselines and (options.baseline or options.write_baseline):
        raise UsageError(f"baselines are not supported for {entry.name} yet")
    out_dir = (options.out_dir or default_out_dir(entry)).absolute()
    baselines = BaselineRun.prepare(options, entry.name, game.default_rounds)
    run = RunSettings(seed=baselines.seed, rounds=baselines.rounds, checkpoint=options.checkpoint)
    game.prepare(run)

    with ReportFolder.claim(out_dir, display=user_display(out_dir)) as folder:
        # 2. The Gherkin suite, against the paytable and readings being certified.
        status("running the Gherkin suite (pytest-bdd)")
        suite = run_feature_suite(list(game.suite.bindings), env_overrides=game.suite.env)
        applied = f", {suite.not_applicable} not applicable to this paytable" if suite.not_applicable else ""
        status(f"scenarios: {suite.passed} passed, {suite.failed} failed{applied}")
        traces = tuple(trace_clauses(game.clause_specs, suite.scenarios))

        # 3. The game's own measurements: exact counts, simulation, independent checks.
        measured = game.measure(run)

        # 4. Does the suite catch a wrong engine? Each rule mutant against the Gherkin suite.
        mutation = None
        if options.mutants and entry.can(Capability.MUTANTS):
            from harness.mutation.runner import mutation_summary

            status("running the rule mutants against the Gherkin suite")
            mutation = mutation_summary(entry.name, quiet=True)
            status(f"mutants: {len(mutation['killed'])} of {mutation['catalogue_size']} killed")

        # 5. The report, checked against a baseline, rendered and published as one set.
        report = CertificationReport(
            game=entry.name,
            title=game.title,
            generated_at=datetime.now(UTC).isoformat(timespec="seconds"),
            software=software_json(**measured.libraries),
            command=command_text(f"tablecert certify {entry.name}"),
            seed=run.seed,
            paytable=game.paytable,
            verdict=Verdict(suite=suite, traces=traces, checks=measured.checks),
            inputs=game.inputs,
            interpretations=game.interpretations,
            suite_command=suite.command,
            sections=measured.sections,
            mutants=mutation,
            fields=measured.fields,
            notices=measured.notices,
        )
        data = report.to_json()
        record = game.baseline_record(data) if game.records_baselines else {}
        check = baselines.check(record) if game.records_baselines else None
        report = replace(report, baseline=check.to_json() if check is not None else None)
        report = replace(report, seconds=time.monotonic() - started)
        data = report.to_json()
        status("rendering report.html, report.pdf, report.json")
        html = render_html(TEMPLATE, {"r": data, "sections": section_index(report.sections), **measured.html})
        written = write_report_bundle(folder, json_data=data, html=html)

    _print_summary(report, measured)
    for path in written.values():
        print(f"wrote {user_display(path)}")
    if not game.records_baselines:
        return 0 if report.verdict.certified else 1
    return baselines.finish(check, record, certified=report.verdict.certified)


def _print_summary(report: CertificationReport, measured: GameMeasurement) -> None:
    """The verdict, the scenarios and clauses, the game's own lines, the mutants' kill rate."""
    verdict = report.verdict.to_json()
    word = "CERTIFIED" if verdict["certified"] else "NOT CERTIFIED"
    paytable = f" / paytable {report.paytable.name} v{report.paytable.version}" if report.paytable else ""
    print(f"{word}: {report.title}{paytable}")
    for notice in report.notices:
        print(f"notice: {notice}")
    applied = verdict["scenarios_not_applicable"]
    print(
        f"scenarios: {verdict['scenarios_passed']}/{verdict['scenarios_total']} passed"
        + (f" ({applied} not applicable to this paytable)" if applied else "")
        + f"; clauses: {verdict['clauses_total']}, uncovered: {verdict['uncovered_count']}"
        + (f", without an applicable scenario: {len(verdict['not_applicable_clauses'])}" if applied else "")
    )
    for line in measured.summary:
        print(line)
    if report.mutants is not None:
        print(f"rule mutants killed: {len(report.mutants['killed'])} of {report.mutants['catalogue_size']}")
