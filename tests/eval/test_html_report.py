"""The static HTML report: self-contained, escaped, flipped cases first, filters that work."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.html_report import render_html
from tests.eval.report_fixtures import flips_for, scored, verdict_for


class _Collect(HTMLParser):
    """Case rows (their data- attributes), every text node, and any external reference."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict[str, str]] = []
        self.external: list[str] = []
        self.texts: list[str] = []
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "tr" and "data-id" in found:
            self.rows.append({k: v or "" for k, v in found.items()})
        if tag == "script":
            self.scripts += 1
        for key in ("src", "href"):
            if found.get(key):
                self.external.append(found[key] or "")
        if tag == "link":
            self.external.append(str(found))

    def handle_data(self, data: str) -> None:
        self.texts.append(data)


def _parse(text: str) -> _Collect:
    parser = _Collect()
    parser.feed(text)
    return parser


def test_the_page_is_one_file_with_nothing_fetched() -> None:
    report = scored()
    page = _parse(render_html(report, verdict_for(report)))
    assert page.external == []
    assert page.scripts == 1  # the filters' inline script, and no other


def test_flipped_cases_come_first_and_carry_their_verdicts() -> None:
    report = scored()
    page = _parse(render_html(report, verdict_for(report), flips_for(report)))
    assert [row["data-id"] for row in page.rows] == ["num-bad", "ref-1", "num-ok"]
    assert [row["data-status"] for row in page.rows] == ["flipped", "flipped", "passing"]
    bad = page.rows[0]
    assert json.loads(bad["data-fail"]) == ["value_match"]
    assert json.loads(bad["data-flip"]) == ["value_match"]
    assert json.loads(bad["data-tags"]) == ["topic=FIN", "lang=ja"]
    assert bad["data-lang"] == "ja"


def test_the_answer_stands_beside_the_expectation() -> None:
    report = scored()
    text = "".join(_parse(render_html(report)).texts)
    assert "value: 1702 USD_M" in text  # expected
    assert "value: 1 USD_M" in text  # answered
    assert "value: expected 1702 USD_M, got 1 USD_M" in text  # the gate's reason


def test_every_text_is_escaped() -> None:
    report = scored()
    html = render_html(report, verdict_for(report), flips_for(report))
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;" in html
    # the parsed text gives the engine's string back unchanged
    assert any("<script>alert('x')</script>" in t for t in _parse(html).texts)


def test_the_gate_table_shows_baseline_and_delta() -> None:
    report = scored()
    html = render_html(report, verdict_for(report))
    row = re.search(r"<tr class=\"bad\"><td>refusal</td>(.*?)</tr>", html)
    assert row is not None
    assert re.findall(r'<td class="num">([^<]*)</td>', row.group(1)) == [
        "100.00%",
        "66.67%",
        "-33.33 pp",
        "2/3",
    ]


def test_the_failing_cases_are_counted_by_kind() -> None:
    html = render_html(scored())
    rows = re.search(r'<table id="kinds">.*?</table>', html)
    assert rows is not None
    assert '<td>refusal expected: fabricated</td><td class="num">1</td>' in rows.group(0)
    assert '<table id="kinds">' not in render_html(scored(broken=False))


CHROMIUM = shutil.which("chromium")


@pytest.mark.skipif(CHROMIUM is None, reason="needs /usr/bin/chromium (apt install chromium)")
@pytest.mark.parametrize(
    ("fragment", "shown"),
    [
        ("", 3),
        ("#status=fail", 2),  # any gate failing
        ("#status=fail&gate=value_match", 1),
        ("#gate=fabrication", 1),  # the one refusal case
        ("#lang=ja", 1),
        ("#tag=topic%3DFIN&status=pass", 1),
        ("#status=flipped", 2),
        ("#text=alert", 2),  # the hostile text is searchable as text
    ],
)
def test_filters_in_a_real_browser(tmp_path: Path, fragment: str, shown: int) -> None:
    report = scored()
    page = tmp_path / "report.html"
    page.write_text(render_html(report, verdict_for(report), flips_for(report)), "utf-8")
    dom = subprocess.run(
        [
            str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--disable-background-networking", f"--user-data-dir={tmp_path / 'profile'}",
            "--dump-dom", page.as_uri() + fragment,
        ],
        capture_output=True, text=True, timeout=60, check=True,
    ).stdout  # fmt: skip
    assert f">{shown} of 3 cases shown<" in dom
    assert dom.count("<tr data-id") - dom.count(" hidden=") == shown
