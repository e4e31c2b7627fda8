"""CLI commands for poker-room games; `register` adds them to the tablecert app."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from harness.errors import HarnessError

if TYPE_CHECKING:
    from harness.report_folder import ReportFolder


def register(app: typer.Typer) -> None:
    """Add `replay` to the app."""

    @app.command()
    def replay(
        hands_file: Annotated[Path, typer.Argument(metavar="HANDS.jsonl", help="One JSON hand per line.")],
        as_json: Annotated[bool, typer.Option("--json", help="Print the audit as JSON.")] = False,
        out: Annotated[Path | None, typer.Option(help="Also write report.json and report.html here.")] = None,
    ) -> None:
        """Settle a file of poker-room hands and report every hand whose recorded result disagrees.

        Exit 0 when every hand agrees with the rules, 1 when any disagrees, is refused or is not
        JSON, 2 when the file cannot be used at all.
        """
        from harness.poker_room.replay import replay_file
        from harness.progress import progress_bar, status
        from harness.project import relative_display, user_display
        from harness.report_folder import ReportFolder

        try:
            shown = relative_display(out) if out is not None else None
            # Claimed before any work: --out a file, another's folder or a second run is refused now.
            with ReportFolder.claim_if_given(out, display=shown) as folder:
                status(f"replaying {hands_file}")
                with progress_bar("replaying hands") as progress:
                    report = replay_file(hands_file, display=relative_display(hands_file), progress=progress)
                data = report.to_json()
                if folder is not None:
                    _write_report(folder, data)
        except HarnessError as error:
            typer.echo(f"tablecert: error: {error}", err=True)
            raise typer.Exit(error.exit_code) from None
        if as_json:
            typer.echo(json.dumps(data, indent=2, ensure_ascii=False))
        else:
            typer.echo(_text_summary(data))
        if out is not None:
            status(f"wrote {user_display(out / 'report.json')} and report.html")
        raise typer.Exit(0 if report.clean else 1)


def _write_report(folder: ReportFolder, data: dict[str, object]) -> None:
    from harness.report_render import render_html

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
