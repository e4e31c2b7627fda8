"""The PHH audit's report folder: report.json, report.html and report.pdf, as certification writes them."""

from __future__ import annotations

from typing import Any

from harness.reports.chart import rake_rate_svg
from harness.reports.render import html_to_pdf, render_html, report_json_bytes


def render_phh_report(data: dict[str, Any]) -> dict[str, bytes]:
    """The three files of the audit report, from the audit's JSON (the HTML shows the same figures)."""
    rows = [row for row in data["rake"]["by_stakes_and_players"] if row["pots"] != "0"]
    chart = ""
    if rows:
        chart = rake_rate_svg(
            [f"{row['stakes']}, {row['players']} players" for row in rows],
            [row["effective_rate"] or 0.0 for row in rows],
            [row["hands"] for row in rows],
            title="Effective rake by stakes and table size",
        )
    html = render_html("phh_audit.html.j2", {"r": data, "rake_chart": chart})
    return {
        "report.json": report_json_bytes(data),
        "report.html": html.encode("utf-8"),
        "report.pdf": html_to_pdf(html),
    }
