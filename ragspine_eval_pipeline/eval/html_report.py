"""The QA report as one static HTML page: open the file, no server, nothing fetched.

A gate table with baseline and delta, then every case (flipped and failing first) with
the expectation beside the answer, each gate's reason and each unsupported claim.
Filters by gate, tag, language and status are a few lines of inline JavaScript over
``data-`` attributes. Every piece of text from the report is escaped.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape

from ragspine_eval_pipeline.eval.baseline import BaselineVerdict
from ragspine_eval_pipeline.eval.failure_kinds import failure_kinds
from ragspine_eval_pipeline.eval.flips import Flip
from ragspine_eval_pipeline.eval.ratchet import Regression
from ragspine_eval_pipeline.eval.report import CaseAnswer, CaseScore, QAEvalReport
from ragspine_eval_pipeline.eval.report_views import (
    FABRICATION,
    GateRow,
    case_gates,
    case_language,
    expected_lines,
    flipped_metrics,
    gate_rows,
    gate_status,
    ordered_cases,
    subset_note,
    unmeasured_gates,
)

_STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:1.5rem;color:#1b1f24}
h1{font-size:1.3rem}table{border-collapse:collapse}td,th{border:1px solid #d0d7de;
padding:.3rem .5rem;vertical-align:top;text-align:left}th{background:#f6f8fa}
.num{text-align:right;font-variant-numeric:tabular-nums}.bad{color:#b42318;font-weight:600}
.good{color:#1a7f37}.note{background:#fff8c5;padding:.4rem .6rem;border:1px solid #d4a72c}
.st{font-weight:600;white-space:nowrap}.st-flipped,.st-failing{color:#b42318}
.st-fixed{color:#1a7f37}.st-passing{color:#57606a}pre{white-space:pre-wrap;margin:0;
font:13px/1.4 ui-monospace,monospace}.filters{margin:1rem 0;display:flex;gap:.8rem;
flex-wrap:wrap}#cases td{max-width:34rem}ul{margin:0;padding-left:1.1rem}
"""

_SCRIPT = """
(function(){
  var f={gate:'',tag:'',lang:'',status:'',text:''};
  function has(list,x){return list.indexOf(x)>=0;}
  function show(row){
    var d=row.dataset, pass=JSON.parse(d.pass), fail=JSON.parse(d.fail),
        flip=JSON.parse(d.flip), tags=JSON.parse(d.tags);
    if(f.gate && !has(pass,f.gate) && !has(fail,f.gate)) return false;
    if(f.tag && !has(tags,f.tag)) return false;
    if(f.lang && d.lang!==f.lang) return false;
    if(f.text && (d.id+' '+row.textContent).toLowerCase().indexOf(f.text)<0) return false;
    if(f.status==='flipped') return f.gate ? has(flip,f.gate) : flip.length>0;
    if(f.status==='fail') return f.gate ? has(fail,f.gate) : fail.length>0;
    if(f.status==='pass') return f.gate ? has(pass,f.gate) : fail.length===0;
    return true;
  }
  function apply(){
    var rows=document.querySelectorAll('#cases tbody tr'), n=0;
    rows.forEach(function(r){var s=show(r); r.hidden=!s; if(s) n++;});
    document.getElementById('shown').textContent=n+' of '+rows.length+' cases shown';
  }
  var keys=['gate','tag','lang','status','text'];
  // The filters live in the URL's fragment (#status=fail&gate=refusal), so a view can be
  // linked to and reloaded.
  new URLSearchParams(location.hash.slice(1)).forEach(function(v,k){
    if(keys.indexOf(k)<0) return;
    var el=document.getElementById('f-'+k); el.value=v;  // an unknown option leaves ''
    f[k]=k==='text'?el.value.toLowerCase():el.value;
  });
  keys.forEach(function(k){
    document.getElementById('f-'+k).addEventListener('input',function(e){
      f[k]=k==='text'?e.target.value.toLowerCase():e.target.value;
      var q=new URLSearchParams();
      keys.forEach(function(n){var v=document.getElementById('f-'+n).value; if(v) q.set(n,v);});
      history.replaceState(null,'','#'+q.toString());
      apply();});
  });
  apply();
})();
"""


def _e(text: object) -> str:
    return escape(str(text), quote=True)


def _attr_json(values: Sequence[str]) -> str:
    return _e(json.dumps(list(values), ensure_ascii=False))


def render_html(
    report: QAEvalReport,
    verdict: BaselineVerdict | None = None,
    flips: Sequence[Flip] | None = None,
) -> str:
    """One self-contained HTML page for ``report``; ``verdict`` adds baseline and delta,
    ``flips`` (from an earlier run) marks flipped cases and lists them first."""
    status = gate_status(report, verdict)
    title = f"QA eval [{report.mode}]: {status}"
    judge = report.judge.key if report.judge else "default"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        f"<p>{report.n_cases} cases · engine <code>{_e(report.engine or 'unknown')}</code> · "
        f"judge <code>{_e(judge)}</code> · golden <code>{_e(report.golden_fingerprint)}</code>"
        f" · KB <code>{_e(report.kb_fingerprint)}</code></p>",
    ]
    if note := subset_note(report):
        parts.append(f'<p class="note" id="subset">{_e(note)}</p>')
    parts.append(_gate_table(gate_rows(report, verdict), unmeasured_gates(verdict)))
    parts.append(_kinds_table(report))
    if verdict is not None and verdict.integrity:
        items = "".join(f"<li>{_e(problem)}</li>" for problem in verdict.integrity)
        parts.append(f'<ul class="bad">{items}</ul>')
    if flips is None:
        parts.append("<p>No earlier run to compare with: flipped cases are not known.</p>")
    parts.append(_filters(report))
    parts.append(_case_table(report, flips))
    parts.append(f"<script>{_SCRIPT}</script></body></html>")
    return "\n".join(parts) + "\n"


def _gate_table(rows: list[GateRow], unmeasured: Sequence[Regression] = ()) -> str:
    body = []
    for row in rows:
        cls = ' class="bad"' if row.regressed else ""
        if row.name == FABRICATION:
            base = "—" if row.baseline is None else f"{row.baseline:g}"
            cur = f"{row.current:g}"
            delta = "—" if row.delta is None else f"{row.delta:+g}"
            label = "fabrication (count)"
            passed = f"{row.total - row.passed} of {row.total} fabricated"
        else:
            base = "—" if row.baseline is None else f"{row.baseline:.2%}"
            cur = f"{row.current:.2%}"
            delta = "—" if row.delta is None else f"{row.delta * 100:+.2f} pp"
            label, passed = row.name, f"{row.passed}/{row.total}"
        body.append(
            f'<tr{cls}><td>{_e(label)}</td><td class="num">{base}</td><td class="num">{cur}</td>'
            f'<td class="num">{delta}</td><td class="num">{passed}</td></tr>'
        )
    body += [
        f'<tr class="bad"><td>{_e(change.metric)}</td><td class="num">{change.baseline:.2%}</td>'
        '<td class="num">not measured</td><td class="num">—</td><td class="num">—</td></tr>'
        for change in unmeasured
    ]
    return (
        '<table id="gates"><thead><tr><th>gate</th><th>baseline</th><th>current</th>'
        "<th>delta</th><th>passed</th></tr></thead><tbody>" + "".join(body) + "</tbody></table>"
    )


def _kinds_table(report: QAEvalReport) -> str:
    """The failing cases counted by kind; nothing when every case passed."""
    kinds = failure_kinds(report.cases).most_common()
    if not kinds:
        return ""
    body = "".join(
        f'<tr><td>{_e(kind)}</td><td class="num">{count}</td></tr>' for kind, count in kinds
    )
    return (
        '<table id="kinds"><thead><tr><th>failing cases by kind: expected, what the engine did'
        "</th><th>cases</th></tr></thead><tbody>" + body + "</tbody></table>"
    )


def _options(values: Sequence[str], blank: str) -> str:
    opts = [f'<option value="">{_e(blank)}</option>']
    opts += [f'<option value="{_e(v)}">{_e(v)}</option>' for v in values]
    return "".join(opts)


def _filters(report: QAEvalReport) -> str:
    gates = [*report.metrics, FABRICATION]
    tags = sorted({f"{k}={v}" for case in report.cases for k, v in case.tags.items()})
    langs = sorted({case_language(case) for case in report.cases})
    statuses = ("flipped", "fail", "pass")
    return (
        '<div class="filters">'
        f'<label>gate <select id="f-gate">{_options(gates, "any gate")}</select></label>'
        f'<label>tag <select id="f-tag">{_options(tags, "any tag")}</select></label>'
        f'<label>language <select id="f-lang">{_options(langs, "any language")}</select></label>'
        f'<label>status <select id="f-status">{_options(statuses, "any status")}</select></label>'
        '<label>search <input id="f-text" type="search"></label>'
        '<span id="shown"></span></div>'
    )


def _case_table(report: QAEvalReport, flips: Sequence[Flip] | None) -> str:
    flipped = flipped_metrics(flips)
    rows = [_case_row(case, status, flipped) for case, status in ordered_cases(report, flips)]
    return (
        '<table id="cases"><thead><tr><th>case</th><th>status</th><th>question</th>'
        "<th>expected</th><th>answer</th><th>verdicts</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )


def _case_row(case: CaseScore, status: str, flipped: dict[str, tuple[list[str], list[str]]]) -> str:
    passed = [name for name, ok in case.results.items() if ok]
    to_fail, _ = flipped.get(case.case_id, ([], []))
    tags = [f"{k}={v}" for k, v in case.tags.items()]
    label = {"flipped": "flipped to fail", "fixed": "flipped to pass"}.get(status, status)
    data = (
        f' data-id="{_e(case.case_id)}" data-status="{status}"'
        f' data-lang="{_e(case_language(case))}" data-tags="{_attr_json(tags)}"'
        f' data-pass="{_attr_json(passed)}" data-fail="{_attr_json(case.failed)}"'
        f' data-flip="{_attr_json(to_fail)}"'
    )
    tag_text = " ".join(tags)
    return (
        f"<tr{data}><td><code>{_e(case.case_id)}</code><br><small>{_e(case.case_type or '')}"
        f"</small><br><small>{_e(tag_text)}</small></td>"
        f'<td class="st st-{status}">{_e(label)}</td>'
        f"<td>{_e(case.question)}</td>"
        f"<td><pre>{_e(chr(10).join(expected_lines(case.expected)))}</pre></td>"
        f"<td>{_answer_cell(case)}</td><td>{_verdicts(case, to_fail)}</td></tr>"
    )


def _answer_cell(case: CaseScore) -> str:
    answer = case.answer or CaseAnswer()
    lines = [f"route: {answer.route}", f"clarification: {answer.clarification}"]
    lines.append(f"refused: {str(answer.refused).lower()}")
    if answer.value is not None:
        lines.append(f"value: {answer.value:g} {answer.unit or ''}".rstrip())
    if answer.source is not None:
        lines.append(f"source: {answer.source.doc} [{answer.source.locator}]")
    if answer.sources:
        lines.append(f"sources: {', '.join(answer.sources)}")
    lines.append(f"status: {answer.tool_status} · {case.latency_ms:.1f} ms")
    html = f"<pre>{_e(chr(10).join(lines))}</pre>"
    if answer.answer:
        html += f"<p>{_e(answer.answer)}</p>"
    if case.error:
        html += f'<p class="bad">error: {_e(case.error)}</p>'
    return html


def _verdicts(case: CaseScore, flipped_to_fail: list[str]) -> str:
    items = []
    for name, gate in case_gates(case).items():
        mark = "pass" if gate.passed else "FAIL"
        cls = "good" if gate.passed else "bad"
        flip = " (flipped)" if name in flipped_to_fail else ""
        reason = f": {_e(gate.reason)}" if gate.reason else ""
        items.append(f'<li><span class="{cls}">{_e(name)} {mark}{flip}</span>{reason}</li>')
    for claim in case.unsupported_claims:
        missing = ", ".join(claim.missing) or "—"
        items.append(
            f"<li>unsupported ({_e(claim.metric)}): “{_e(claim.claim)}” "
            f"missing <em>{_e(missing)}</em></li>"
        )
    return f"<ul>{''.join(items)}</ul>"
