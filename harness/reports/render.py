"""Rendering a report bundle: JSON data + Jinja HTML -> report.json, report.html, report.pdf.

Everything is rendered in memory first (PDF included) and only then published into the claimed
report folder as one set (harness.reports.folder), so bad input or a crash leaves the previous
report untouched.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup

from harness.reports.folder import ReportFolder
from harness.runtime.project import project_root


def css_string(value: object) -> Markup:
    """Text for a CSS string literal (a page header): HTML escaping means nothing inside <style>,
    so quotes and backslashes are escaped the CSS way, and `<` so no tag can close the style."""
    text = " ".join(str(value).split())
    return Markup(text.replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\3C "))


def template_environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(str(project_root() / "reports" / "templates")),
        autoescape=select_autoescape(["html", "j2"]),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["pct"] = lambda value, digits=3: "—" if value is None else f"{value * 100:.{digits}f}%"
    env.filters["thousands"] = lambda value: f"{value:,}"
    env.filters["css_string"] = css_string
    return env


def render_html(template_name: str, context: dict[str, Any]) -> str:
    return template_environment().get_template(template_name).render(**context)


def html_to_pdf(html: str) -> bytes:
    from weasyprint import HTML  # imported late: it is slow to import and only needed here

    pdf = HTML(string=html, base_url=str(project_root())).write_pdf()
    assert pdf is not None
    return bytes(pdf)


def report_json_bytes(json_data: dict[str, Any]) -> bytes:
    return (json.dumps(json_data, indent=2, ensure_ascii=False, sort_keys=False) + "\n").encode()


def write_report_bundle(folder: ReportFolder, *, json_data: dict[str, Any], html: str) -> dict[str, Path]:
    """Render report.pdf, then publish report.json, report.html and report.pdf as one set."""
    files = {
        "report.json": report_json_bytes(json_data),
        "report.html": html.encode("utf-8"),
        "report.pdf": html_to_pdf(html),
    }
    return folder.publish(files)
