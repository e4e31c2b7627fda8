"""The shuffle reports: JSON data, HTML with SVG charts, PDF; written only as a whole bundle.

Why JSON first: the HTML and PDF are renderings of the same data, so a lab's scripts and the
reader of the PDF see the same figures. The top-level shape (report, title, generated_at,
software, command, seed, inputs with SHA-256, verdict) is the certification report's.
"""

from __future__ import annotations

import base64
import io
import math
import platform
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from harness import __version__
from harness.reports.folder import ReportFolder
from harness.reports.render import render_html, write_report_bundle
from harness.runtime.project import project_root
from harness.shuffle.audit import LogAudit
from harness.shuffle.decks import DeckSpec
from harness.shuffle.power import PowerStudy

TEST_TEMPLATE = "shuffle_test.html.j2"
POWER_TEMPLATE = "shuffle_power.html.j2"


def _svg_data_uri(figure: Any) -> str:
    """A matplotlib figure as a data URI; the SVG hash salt is fixed so reruns are identical."""
    import matplotlib

    buffer = io.StringIO()
    with matplotlib.rc_context({"svg.hashsalt": "tablecert", "svg.fonttype": "none"}):
        figure.savefig(buffer, format="svg", metadata={"Date": None}, bbox_inches="tight")
    return "data:image/svg+xml;base64," + base64.b64encode(buffer.getvalue().encode()).decode()


def position_heatmap(position: np.ndarray, decks: int, spec: DeckSpec) -> str:
    """Standardised residuals of the card-by-position table; a fault shows as a stripe or a spot."""
    from matplotlib.figure import Figure

    expected = decks / spec.size
    residual = (position - expected) / math.sqrt(expected)
    figure = Figure(figsize=(7.2, 6.4))
    axes = figure.add_subplot()
    image = axes.imshow(residual, cmap="RdBu_r", vmin=-4, vmax=4, aspect="auto", interpolation="nearest")
    ticks = list(range(0, spec.size, 4))
    axes.set_yticks(ticks, [spec.card_tokens[i] for i in ticks], fontsize=7)
    axes.set_xticks(ticks, [str(i + 1) for i in ticks], fontsize=7)
    axes.set_xlabel("position in deck")
    axes.set_ylabel("card")
    axes.set_title("Card by position: (observed - expected) / sqrt(expected)", fontsize=9)
    figure.colorbar(image, ax=axes, label="standardised residual (clipped at ±4)")
    return _svg_data_uri(figure)


def p_value_histogram(p_values: dict[str, list[float | None]]) -> str | None:
    """All tests' p-values on all sub-samples; under a good shuffler the bars are flat."""
    values = [p for column in p_values.values() for p in column if p is not None]
    if not values:
        return None
    from matplotlib.figure import Figure

    figure = Figure(figsize=(7.2, 3.2))
    axes = figure.add_subplot()
    bins = 20
    axes.hist(values, bins=bins, range=(0, 1), color="#4c72b0", edgecolor="white")
    axes.axhline(len(values) / bins, color="#c44e52", linestyle="--", label="uniform expectation")
    axes.set_xlabel("p-value")
    axes.set_ylabel("tests x sub-samples")
    axes.set_title(f"p-values of {len(p_values)} tests on each sub-sample ({len(values)} values)", fontsize=9)
    axes.legend(fontsize=8)
    return _svg_data_uri(figure)


def _finite(value: float) -> float | None:
    return None if math.isnan(value) else value


def software() -> dict[str, Any]:
    """The software that produced a report, in the shape the certification report uses."""
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=project_root(), capture_output=True, text=True, check=False
        )
        commit = out.stdout.strip() or None
    except OSError:
        commit = None
    return {
        "tablecert": __version__,
        "git_commit": commit,
        "python": platform.python_version(),
        "numpy": np.__version__,
        "platform": platform.platform(),
    }


def command_line(default: str) -> str:
    if sys.argv and "tablecert" in Path(sys.argv[0]).name:
        return " ".join(["tablecert", *sys.argv[1:]])
    return default


def audit_report_json(
    audit: LogAudit, *, display_path: str, power: PowerStudy | None, power_seed: int, command: str
) -> dict[str, Any]:
    """The shuffle-test report: inputs with SHA-256, every test, sub-samples, power, verdict."""
    result = audit.result.to_json()
    for test in (*result["tests"], *result["not_applicable"]):  # type: ignore[misc]
        test["statistic"] = _finite(test["statistic"])
        test["p_value"] = _finite(test["p_value"])
    name = Path(display_path).name
    return {
        "report": "tablecert shuffle report",
        "kind": "shuffle-test",
        "title": f"Shuffle and RNG certification: {name}",
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "software": software(),
        "command": command,
        "seed": power_seed,
        "inputs": [{"role": "deck log"} | audit.source.to_json() | {"path": display_path}],
        "verdict": {
            "passed": audit.passed,
            "level": audit.level,
            "alpha": audit.result.alpha,
            "family_correction": "holm",
            "tests_applied": len(audit.result.tests),
            "rejected_by": audit.result.rejected_by,
            "exit_code": 0 if audit.passed else 1,
        },
        "deck": {"size": audit.spec.size, "straights": audit.spec.describe_straights()},
        "log": {
            "lines": audit.source.lines,
            "decks": audit.counts.decks,
            "consecutive_pairs": audit.counts.pairs,
            "bad_lines": audit.bad_line_count,
            "bad_lines_listed": [bad.to_json() for bad in audit.bad_lines],
        },
        "battery": result,
        "subsamples": {
            "count": len(audit.subsample_decks),
            "decks": list(audit.subsample_decks),
            "p_values": audit.subsample_p_values,
        },
        "power": None if power is None else power.to_json(),
    }


def write_test_report(folder: ReportFolder, data: dict[str, Any], audit: LogAudit) -> dict[str, Path]:
    """Render the HTML (charts included) and the PDF in memory, then publish all three files."""
    context = {
        "data": data,
        "heatmap": position_heatmap(audit.counts.position, audit.counts.decks, audit.spec),
        "histogram": p_value_histogram(audit.subsample_p_values),
    }
    return write_report_bundle(folder, json_data=data, html=render_html(TEST_TEMPLATE, context))


def power_report_json(study: PowerStudy, *, command: str) -> dict[str, Any]:
    return {
        "report": "tablecert shuffle report",
        "kind": "shuffle-power",
        "title": f"Power of the shuffle battery ({study.plan.spec.size}-card deck)",
        "generated_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "software": software(),
        "command": command,
        "seed": study.plan.seed,
        "inputs": [],
        "verdict": {
            "passed": study.passed,
            "level": study.plan.level,
            "all_caught": study.all_caught,
            "false_alarms_acceptable": None if study.good is None else study.good.acceptable,
            "exit_code": 0 if study.passed else 1,
        },
        "power": study.to_json(),
    }


def write_power_report(folder: ReportFolder, data: dict[str, Any]) -> dict[str, Path]:
    return write_report_bundle(folder, json_data=data, html=render_html(POWER_TEMPLATE, {"data": data}))
