"""CLI commands for poker-room games; `register` adds them to the tablecert app."""

from __future__ import annotations

import hashlib
import json
import os
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from harness.spec.errors import HarnessError, UsageError

if TYPE_CHECKING:
    from harness.reports.folder import ReportFolder


def register(app: typer.Typer) -> None:
    """Add `replay` to the app."""

    @app.command()
    def replay(
        hands_files: Annotated[list[Path], typer.Argument(
            metavar="FILE...", help="Hand histories: PHH (.phh one hand, .phhs many) or JSON Lines (.jsonl).")],
        as_json: Annotated[bool, typer.Option("--json", help="Print the audit summary as JSON.")] = False,
        jsonl: Annotated[bool, typer.Option("--jsonl", help="Print one JSON line per hand on stdout.")] = False,
        unit: Annotated[str | None, typer.Option(
            help="The currency value of one chip, e.g. 0.01 for cents (default: the currency's smallest coin, "
                 "else the finest decimal a hand writes).")] = None,
        rake: Annotated[Path | None, typer.Option(
            help="The posted rake schedule the recorded rake is checked against: a YAML file, or the name of one "
                 "in rake_schedules/ (e.g. absolute-poker-2009).")] = None,
        out: Annotated[Path | None, typer.Option(
            help="Also write report.json, report.html and report.pdf here.")] = None,
        jobs: Annotated[int, typer.Option(min=1, help="Worker processes auditing PHH hands (default: one per core).")
                        ] = os.cpu_count() or 1,
    ) -> None:  # fmt: skip
        """Settle every hand of a poker room's hand histories by the rules and check the recorded
        results and rake.

        Exit 0 when every hand agrees, 1 when any hand disagrees or is refused, 2 when a file or
        an option cannot be used at all.
        """
        from harness.reports.folder import ReportFolder
        from harness.runtime.progress import progress_bar, status
        from harness.runtime.project import relative_display, user_display

        try:
            shown = relative_display(out) if out is not None else None
            phh = [path for path in hands_files if path.suffix.lower() in (".phh", ".phhs")]
            with ReportFolder.claim_if_given(out, display=shown) as folder:
                if phh and len(phh) == len(hands_files):
                    clean, data = _replay_phh(hands_files, jsonl=jsonl, unit=unit, rake=rake, jobs=jobs)
                    if folder is not None:
                        _write_phh_report(folder, data)
                elif phh:
                    raise UsageError("give either PHH files (.phh, .phhs) or one JSON Lines file, not both")
                else:
                    if len(hands_files) != 1 or unit is not None or rake is not None:
                        raise UsageError("a JSON Lines hand file is replayed one at a time, in whole chips, without "
                                         "--unit or --rake (PHH files take both)")  # fmt: skip
                    from harness.families.poker_room.replay import replay_file

                    hands_file = hands_files[0]
                    status(f"replaying {hands_file}")
                    with progress_bar("replaying hands") as progress:
                        report = replay_file(hands_file, display=relative_display(hands_file), progress=progress,
                                             emit=_print_line if jsonl else None)  # fmt: skip
                    data = report.to_json()
                    clean = report.clean
                    if folder is not None:
                        _write_report(folder, data)
        except HarnessError as error:
            typer.echo(f"tablecert: error: {error}", err=True)
            raise typer.Exit(error.exit_code) from None
        if as_json:
            typer.echo(json.dumps(data, indent=2, ensure_ascii=False))
        elif not jsonl:
            typer.echo(_phh_summary(data) if "rake" in data else _text_summary(data), err=False)
        if out is not None:
            status(f"wrote {user_display(out / 'report.json')}, report.html and report.pdf")
        raise typer.Exit(0 if clean else 1)


def _print_line(data: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def _replay_phh(files: list[Path], *, jsonl: bool, unit: str | None, rake: Path | None,
                jobs: int) -> tuple[bool, dict[str, Any]]:  # fmt: skip
    from harness.families.poker_room.phh_replay import PhhReplaySummary, replay_phh
    from harness.runtime.progress import progress_bar, status
    from harness.runtime.project import relative_display

    chip = _parse_unit(unit)
    rake_rule = None
    if rake is not None:
        from harness.families.poker_room.phh_rake import rake_rule_of
        from harness.families.poker_room.rake import rake_schedule_path

        rake = rake_schedule_path(str(rake))
        rake_rule = rake_rule_of(rake)
    summary = PhhReplaySummary()
    for path in files:
        display = relative_display(path)
        status(f"auditing {display}")
        with progress_bar("auditing hands") as progress:
            replay_phh(path, display=display, summary=summary, unit=chip, rake=rake_rule, progress=progress,
                       write=sys.stdout.write if jsonl else None, jobs=jobs)  # fmt: skip
    data = summary.to_json()
    data["inputs"] = _inputs(files, rake)
    return summary.clean, data


def _parse_unit(unit: str | None) -> Decimal | None:
    if unit is None:
        return None
    named = {"cents": "0.01", "cent": "0.01", "chips": "1", "chip": "1"}
    try:
        value = Decimal(named.get(unit.strip().lower(), unit))
    except InvalidOperation:
        raise UsageError(f"--unit: expected the value of one chip such as 0.01 (or cents), got {unit!r}") from None
    if not value.is_finite() or value <= 0 or value.as_tuple().exponent < -12:  # type: ignore[operator]
        raise UsageError(f"--unit: expected a positive amount such as 0.01, got {unit!r}")
    return value


def _inputs(files: list[Path], rake: Path | None) -> list[dict[str, str]]:
    """Each input file with its SHA-256, so the report names exactly what it audited."""
    from harness.runtime.project import relative_display

    found = []
    for path in [*files, *([rake] if rake is not None else [])]:
        digest = hashlib.sha256()
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        found.append({"file": relative_display(path), "sha256": digest.hexdigest(),
                      "role": "rake schedule" if path == rake else "hand histories"})  # fmt: skip
    return found


def _phh_summary(data: dict[str, Any]) -> str:
    totals = data["totals"]
    rake = data["rake"]
    lines = [
        f"{data['verdict']}: {', '.join(data['files'])}",
        f"hands read: {totals['hands_read']:,}  audited: {totals['audited']:,}  ok: {totals['ok']:,}  "
        f"discrepancy: {totals['discrepancy']:,}  refused: {totals['refused']:,}",
        f"rake: {rake['total_rake']} of {rake['total_pots']} in pots"
        + (f" ({rake['effective_rate']:.2%})" if rake["effective_rate"] is not None else "")
        + f"; hands whose rake differs from the schedule: {totals['rake_discrepancies']:,}",
    ]
    for issue in data["issues"]:
        lines.append(f"{issue['status']}: {issue['source']} (hand {issue['hand']}): {'; '.join(issue['messages'])}")
    lines.append(f"{data['hands_per_second'] or 0:,} hands per second")
    return "\n".join(lines)


def _write_phh_report(folder: ReportFolder, data: dict[str, Any]) -> None:
    from harness.families.poker_room.phh_report import render_phh_report

    folder.publish(render_phh_report(data))


def _write_report(folder: ReportFolder, data: dict[str, object]) -> None:
    from harness.reports.render import render_html

    html = render_html("poker_room_replay.html.j2", {"r": data})
    folder.publish(
        {
            "report.json": (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode(),
            "report.html": html.encode("utf-8"),
        }
    )


def _text_summary(data: dict[str, object]) -> str:
    totals = data["totals"]
    assert isinstance(totals, dict)
    lines = [
        f"{data['verdict']}: {data['file']}",
        f"hands: {totals['lines_with_hands']:,}  settled: {totals['settled']:,}  agree: {totals['agree']:,}  "
        f"disagree: {totals['disagree']:,}  refused: {totals['refused']:,}  not JSON: {totals['malformed']:,}  "
        f"no recorded result: {totals['no_recorded_result']:,}",
    ]
    issues = data["issues"]
    assert isinstance(issues, list)
    for issue in issues:
        where = issue.get("where") or f"line {issue['line']}"
        hand = f" (hand {issue['id']})" if issue.get("id") else ""
        lines.append(f"{issue['kind']}: {where}{hand}: {issue['reason']}")
    lines.append(f"{data['hands_per_second'] or 0:,} hands per second")
    return "\n".join(lines)
