"""A game's notices (GameMeasurement.notices) stand on the report's first page and in report.json."""

from __future__ import annotations

from harness.certify.pipeline import TEMPLATE
from harness.gherkin.feature_run import SuiteRun
from harness.reports.model import CertificationReport, Verdict, section_index
from harness.reports.render import render_html

NOTICE = "card values and effects are illustrative; figures hold for this deck only"


def _report(notices: tuple[str, ...]) -> CertificationReport:
    return CertificationReport(
        game="example", title="Example game", generated_at="2026-12-05T00:00:00+00:00",
        software={"tablecert": "0", "git_commit": None, "platform": "test"}, command="tablecert certify example",
        seed=1, paytable=None,
        verdict=Verdict(suite=SuiteRun(exit_status=0, scenarios=(), command="pytest"), traces=()),
        inputs=(), interpretations=(), suite_command="pytest", sections=(), mutants=None, notices=notices,
    )  # fmt: skip


def test_a_notice_is_in_the_json_and_before_the_verdict_on_the_first_page() -> None:
    data = _report((NOTICE,)).to_json()
    assert data["notices"] == [NOTICE]
    html = render_html(TEMPLATE, {"r": data, "sections": section_index(())})
    assert NOTICE in html
    assert html.index(NOTICE) < html.index('class="verdict') < html.index("Contents")


def test_a_report_without_notices_keeps_its_json_shape() -> None:
    data = _report(()).to_json()
    assert "notices" not in data
    assert 'class="notice"' not in render_html(TEMPLATE, {"r": data, "sections": section_index(())})
