"""CLI commands for shuffle certification; `register` adds them to the tablecert app.

`shuffle-test LOG` audits a deck log (exit 0 pass, 1 fail, 2 unusable input), `shuffle-power`
measures what the battery can catch, `shuffle-log N` writes a reference log from a seeded
shuffler. Results go to stdout or files, progress and errors to stderr.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from harness.spec.errors import HarnessError, UsageError

LEVEL_HELP = "Confidence level of the battery; the family-wise false-alarm rate is at most 1 - level."
DECK_HELP = "Deck size, 52 or 40 (Dilemma Hold'em); shuffle-test detects it from the first good line by default."


def _fail(error: HarnessError) -> None:
    typer.echo(f"tablecert: error: {error}", err=True)
    raise typer.Exit(error.exit_code)


def _check_level(level: float) -> None:
    if not 0.0 < level < 1.0:
        raise UsageError(f"level={level}: give a confidence level between 0 and 1, such as 0.99")


def _default_out_dir(log: Path) -> Path:
    from harness.runtime.project import project_root

    name = log.name
    for suffix in (".gz", ".txt", ".log"):
        name = name.removesuffix(suffix)
    return project_root() / "reports" / "out" / "shuffle" / (name or "log")


def _print_battery(data: dict[str, Any], paths: dict[str, Path]) -> None:
    verdict = data["verdict"]
    log = data["log"]
    typer.echo(f"{data['title']}")
    typer.echo(
        f"{log['decks']:,} decks of {data['deck']['size']} cards, {log['bad_lines']:,} bad line(s), "
        f"level {verdict['level']}, Holm over {verdict['tests_applied']} tests"
    )
    for test in data["battery"]["tests"]:
        df = "" if test["df"] is None else f" df={test['df']}"
        mark = "REJECT" if test["rejected_by_family"] else ("fail alone" if not test["passed"] else "pass")
        typer.echo(
            f"  {test['name']:<24} stat={test['statistic']:>12.4f}{df:<9} p={test['p_value']:<10.3g} "
            f"holm={test['holm_p']:<10.3g} {mark}"
        )
    for test in data["battery"]["not_applicable"]:
        typer.echo(f"  {test['name']:<24} not applied: {test['detail']}")
    if data["power"]:
        _print_power_rows(data["power"])
    typer.echo(f"verdict: {'PASS' if verdict['passed'] else 'FAIL'}")
    for path in paths.values():
        typer.echo(f"wrote {path}")


def _print_power_rows(power: dict[str, Any]) -> None:
    typer.echo(f"power ({power['deck']}-card deck, level {power['level']}, {power['repeats']} log(s) per size):")
    for row in power["faulty"]:
        if row["caught_at"]:
            typer.echo(
                f"  {row['name']:<18} caught at {row['caught_at']:>9,} decks by {', '.join(row['caught_by'][:4])}"
            )
        else:
            typer.echo(f"  {row['name']:<18} not caught with up to {power['sizes'][-1]:,} decks")
    good = power["good"]
    if good:
        low, high = good["ci95"]
        typer.echo(
            f"  {'harness':<18} false alarms {good['rejections']}/{good['runs']} = {100 * good['rate']:.2f}% "
            f"(95% CI {100 * low:.2f}%-{100 * high:.2f}%, target <= {100 * good['target_at_most']:.0f}%)"
        )


def shuffle_test(
    log: Annotated[Path, typer.Argument(metavar="LOG", help="Deck log: one deck per line, plain text or gzip.")],
    level: Annotated[float, typer.Option(help=LEVEL_HELP)] = 0.99,
    out: Annotated[
        Path | None, typer.Option(help="Folder for report.json/html/pdf (default: reports/out/shuffle/<log name>/).")
    ] = None,
    skip_bad: Annotated[
        bool, typer.Option("--skip-bad", help="Count and list malformed lines in the report instead of stopping.")
    ] = False,
    json_output: Annotated[bool, typer.Option("--json", help="Print the report's JSON on stdout.")] = False,
    deck: Annotated[int | None, typer.Option(help=DECK_HELP)] = None,
    power: Annotated[bool, typer.Option(help="Add the power table (faulty shufflers at this log's size).")] = True,
    seed: Annotated[int, typer.Option(min=0, help="Seed of the power table's generated logs.")] = 0,
) -> None:
    """Run the shuffle battery on a log of dealt decks and write the report (exit 0 pass, 1 fail, 2 bad input)."""
    from harness.reports.folder import ReportFolder
    from harness.runtime.progress import progress_bar
    from harness.runtime.project import relative_display
    from harness.shuffle.audit import audit_log
    from harness.shuffle.deck_log import open_deck_log
    from harness.shuffle.power import REPORT_REPEATS, PowerPlan, run_power_study, sizes_for_log
    from harness.shuffle.report import audit_report_json, command_line, write_test_report

    try:
        _check_level(level)
        display = relative_display(log)
        out_dir = out or _default_out_dir(log)
        # Claimed before the log is read: --out a file, another's folder or a second run is refused now.
        with ReportFolder.claim(out_dir, display=relative_display(out_dir)) as folder:
            reader = open_deck_log(log, deck=deck, skip_bad=skip_bad, display_name=display)
            with progress_bar("shuffle-test: lines read") as tick:
                audit = audit_log(reader, level, tick)
            study = None
            if power:
                plan = PowerPlan(
                    spec=audit.spec,
                    sizes=sizes_for_log(audit.counts.decks),
                    level=level,
                    repeats=REPORT_REPEATS,
                    seed=seed,
                    include_good=False,
                )
                with progress_bar("shuffle-test: power table, decks") as tick:
                    study = run_power_study(plan, tick)
            data = audit_report_json(
                audit,
                display_path=display,
                power=study,
                power_seed=seed,
                command=command_line(f"tablecert shuffle-test {display}"),
            )
            paths = write_test_report(folder, data, audit)
    except HarnessError as error:
        _fail(error)
        return
    if json_output:
        typer.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        _print_battery(data, paths)
    raise typer.Exit(0 if audit.passed else 1)


def shuffle_power(
    sizes: Annotated[
        str | None, typer.Option(help="Log sizes to try, increasing, comma-separated (e.g. 500,1000,5k,100k).")
    ] = None,
    level: Annotated[float, typer.Option(help=LEVEL_HELP)] = 0.99,
    repeats: Annotated[int, typer.Option(help="Logs per size; 'caught' means every one is rejected.")] = 50,
    seed: Annotated[int, typer.Option(min=0, help="Root seed (numpy SeedSequence) of every generated log.")] = 0,
    json_output: Annotated[bool, typer.Option("--json", help="Print the study's JSON on stdout.")] = False,
    out: Annotated[Path | None, typer.Option(help="Also write report.json/html/pdf into this folder.")] = None,
    deck: Annotated[int, typer.Option(help="Deck size, 52 or 40.")] = 52,
    shuffler: Annotated[
        list[str] | None, typer.Option(help="Only these faulty shufflers (repeatable); default: the whole catalogue.")
    ] = None,
) -> None:
    """Find the smallest log size at which the battery catches each faulty shuffler, and the false-alarm rate."""
    from harness.reports.folder import ReportFolder
    from harness.runtime.progress import progress_bar
    from harness.runtime.project import relative_display
    from harness.shuffle.decks import deck_spec
    from harness.shuffle.power import DEFAULT_SIZES, PowerPlan, parse_sizes, run_power_study
    from harness.shuffle.report import command_line, power_report_json, write_power_report
    from harness.shuffle.shufflers import FAULTY_SHUFFLERS, shuffler_named

    try:
        _check_level(level)
        models = tuple(shuffler_named(name) for name in shuffler) if shuffler else FAULTY_SHUFFLERS
        if any(not model.faulty for model in models):
            raise UsageError("--shuffler names a faulty shuffler; the good one is always run")
        plan = PowerPlan(
            spec=deck_spec(deck),
            sizes=parse_sizes(sizes) if sizes else DEFAULT_SIZES,
            level=level,
            repeats=repeats,
            seed=seed,
            shufflers=models,
        )
        shown = relative_display(out) if out is not None else None
        with ReportFolder.claim_if_given(out, display=shown) as folder:  # before any work
            with progress_bar("shuffle-power: decks") as tick:
                study = run_power_study(plan, tick)
            data = power_report_json(study, command=command_line("tablecert shuffle-power"))
            paths = write_power_report(folder, data) if folder is not None else {}
    except HarnessError as error:
        _fail(error)
        return
    if json_output:
        typer.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        _print_power_rows(data["power"])
        typer.echo(f"verdict: {'PASS' if study.passed else 'FAIL'}")
        for path in paths.values():
            typer.echo(f"wrote {path}")
    raise typer.Exit(0 if study.passed else 1)


def shuffle_log(
    count: Annotated[int, typer.Argument(metavar="N", min=1, help="Number of decks.")],
    out: Annotated[Path, typer.Option(help="Log file to write; gzip when the name ends in .gz.")],
    seed: Annotated[
        int, typer.Option(min=0, help="Root seed (numpy SeedSequence); the same seed gives the same log.")
    ] = 0,
    deck: Annotated[int, typer.Option(help="Deck size, 52 or 40.")] = 52,
    shuffler: Annotated[str, typer.Option(help="'harness' (the good one) or a faulty shuffler's name.")] = "harness",
) -> None:
    """Write a reference log of N decks dealt by the harness's shuffler (or a faulty one), seeded."""
    from harness.runtime.progress import progress_bar
    from harness.shuffle.deck_log import inspect_log, write_deck_log
    from harness.shuffle.decks import deck_spec
    from harness.shuffle.shufflers import generate_log, shuffler_named

    try:
        spec = deck_spec(deck)
        model = shuffler_named(shuffler)
        with progress_bar("shuffle-log: decks written") as tick:
            written = 0

            def advance(decks: int) -> None:
                nonlocal written
                written += decks
                tick(written, count)

            write_deck_log(out, generate_log(model, count=count, size=spec.size, seed=seed), spec, on_block=advance)
        source = inspect_log(out)
    except HarnessError as error:
        _fail(error)
        return
    typer.echo(f"wrote {out}: {count:,} decks of {spec.size} cards, shuffler {model.name}, seed {seed}")
    typer.echo(f"sha256 {source.sha256}")


def register(app: typer.Typer) -> None:
    """Add `shuffle-test`, `shuffle-power` and `shuffle-log` to the app."""
    app.command("shuffle-test")(shuffle_test)
    app.command("shuffle-power")(shuffle_power)
    app.command("shuffle-log")(shuffle_log)
