"""Rendering a report bundle: JSON data + Jinja HTML -> report.json, report.html, report.pdf.

Everything is rendered in memory first (PDF included) and only then written, each file by
temp-and-rename, so bad input or a crash leaves the previous report untouched.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from harness.atomic import write_bundle
from harness.project import project_root


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
    return env


def render_html(template_name: str, context: dict[str, Any]) -> str:
    return template_environment().get_template(template_name).render(**context)


def html_to_pdf(html: str) -> bytes:
    from weasyprint import HTML  # imported late: it is slow to import and only needed here

    pdf = HTML(string=html, base_url=str(project_root())).write_pdf()
    assert pdf is not None
    return bytes(pdf)


def write_report_bundle(out_dir: Path, *, json_data: dict[str, Any], html: str) -> dict[str, Path]:
    """Write report.json, report.html and report.pdf into out_dir, all or nothing."""
    files = {
        "report.json": (json.dumps(json_data, indent=2, ensure_ascii=False, sort_keys=False) + "\n").encode(),
        "report.html": html.encode("utf-8"),
        "report.pdf": html_to_pdf(html),
    }
    write_bundle(out_dir, files)
    return {name: out_dir / name for name in files}
