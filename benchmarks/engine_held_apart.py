"""The reference engine on phrasings kept out of the golden set.

The golden set is what the engine is held to; these 32 questions, written in the same
way but never added to it, check that the engine was not fitted to the golden cases.
Expected values come from the KB's fact rows, as in ``scripts/build_golden_set.py``.
Prints each gate's pass rate per mode, the fabrication count, and how many answers gave
a figure for a period other than the one asked. Run as
``.venv/bin/python benchmarks/engine_held_apart.py [--failures]``.
"""

from __future__ import annotations

import json
import sys
import tempfile
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ragspine_eval_pipeline.engine.protocol import EngineAnswer  # noqa: E402
from ragspine_eval_pipeline.engine.reference import ReferenceEngine  # noqa: E402
from ragspine_eval_pipeline.eval.qa_eval import run_qa_eval  # noqa: E402
from ragspine_eval_pipeline.kb.store import KnowledgeBase  # noqa: E402
from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS, build_eval_kb  # noqa: E402

TODAY = "2026-06-12"
FACTS = {(r.scope, r.metric, r.period): r for r in _EVAL_FACT_ROWS}
BY_SOURCE = {(r.doc, r.locator): r for r in _EVAL_FACT_ROWS}

# (question, scope, metric, period, lang)
NUMERIC = [
    ("Hong Kong net income FY'23?", "ACME_HK", "NET_PROFIT", "FY2023", "en"),
    (
        "What did Singapore bring in as revenue in fiscal year 2025?",
        "ACME_SG",
        "REVENUE",
        "FY2025",
        "en",
    ),
    (
        "Employees at group level in the previous fiscal year?",
        "ACME_GROUP",
        "HEADCOUNT",
        "FY2025",
        "en",
    ),
    ("Macau EBITDA FY24", "ACME_MO", "EBITDA", "FY2024", "en"),
    ("新加坡25年度的净利润是多少", "ACME_SG", "NET_PROFIT", "FY2025", "zh"),
    ("日本去年的营业收入有多少？", "ACME_JP", "REVENUE", "FY2025", "zh"),
    ("香港前年的毛利率？", "ACME_HK", "GROSS_MARGIN", "FY2024", "zh"),
    ("日本の前々期の従業員数は？", "ACME_JP", "HEADCOUNT", "FY2024", "ja"),
    ("マカオの売上高（2023年度）を教えてください", "ACME_MO", "REVENUE", "FY2023", "ja"),
    ("香港事業の昨年度のEBITDAはいくら？", "ACME_HK", "EBITDA", "FY2025", "ja"),
]
# (question, scope, metric, assumed period, lang)
ASSUME = [
    ("What is Macau's net income?", "ACME_MO", "NET_PROFIT", "FY2025", "en"),
    ("新加坡的毛利率是多少", "ACME_SG", "GROSS_MARGIN", "FY2025", "zh"),
    ("香港の売上高を教えて", "ACME_HK", "REVENUE", "FY2025", "ja"),
]
ASK_FIRST = [("What was EBITDA in fiscal 2024?", "en"), ("去年的员工人数是多少？", "zh")]
REFUSE = [
    ("What is Japan's debt-to-equity ratio for FY2025?", "en"),
    ("How much revenue did ACME make in Brazil last year?", "en"),
    ("Would you recommend investing in ACME?", "en"),
    ("What is the group's revenue forecast for FY2027?", "en"),
    ("巴西业务2024财年的EBITDA是多少？", "zh"),
    ("集团2025财年的资产负债率是多少？", "zh"),
    ("我应该卖掉ACME的股票吗？", "zh"),
    ("香港の2025年度第2四半期の売上高は？", "ja"),
    ("日本の2025年度の営業キャッシュフローはいくらですか？", "ja"),
]
# (question, narrative doc, lang)
NARRATIVE = [
    ("What is the target for women in management by 2030?", "ACME_ESG_Report_FY2025.pdf", "en"),
    (
        "What safety stock does the group keep for critical components?",
        "ACME_Risk_Factors_FY2025.pdf",
        "en",
    ),
    (
        "What does the sustainability report for Japan say about food loss?",
        "ACME_Sustainability_Report_Japan_2025.pdf",
        "en",
    ),
    ("香港业务的会员人数是多少？", "ACME_HK_Market_Review_FY2025.docx", "zh"),
    ("东莞配送中心的送达目标是什么？", "ACME_GBA_Expansion_Plan.docx", "zh"),
    (
        "日本事業は2026年度にどのような施策を優先しますか？",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ja",
    ),
]
# (question, scope, metric, period, narrative doc, lang)
COMPOSITE = [
    (
        "What was Japan's net profit in FY2024 and how many tonnes of packaging were collected?",
        "ACME_JP",
        "NET_PROFIT",
        "FY2024",
        "ACME_ESG_Report_FY2025.pdf",
        "en",
    ),
    (
        "澳门上年度的收入和大湾区的人才计划",
        "ACME_MO",
        "REVENUE",
        "FY2025",
        "ACME_GBA_Expansion_Plan.docx",
        "zh",
    ),
]


def _fact(scope: str, metric: str, period: str, clarification: str = "none") -> dict[str, Any]:
    row = FACTS[(scope, metric, period)]
    return {
        "clarification": clarification,
        "refuse": False,
        "value": row.value,
        "unit": row.unit,
        "source": {"doc": row.doc, "locator": row.locator},
    }


def cases() -> list[dict[str, Any]]:
    """The held-apart questions as golden-format cases (ids ``ha-NNN``)."""
    out: list[tuple[str, str, dict[str, Any], str]] = []
    for q, scope, metric, period, lang in NUMERIC:
        out.append((q, "numeric", _fact(scope, metric, period), lang))
    for q, scope, metric, period, lang in ASSUME:
        out.append(
            (q, "clarification", _fact(scope, metric, period, "answer_with_assumptions"), lang)
        )
    for q, lang in ASK_FIRST:
        out.append((q, "clarification", {"clarification": "ask_first", "refuse": False}, lang))
    for q, lang in REFUSE:
        out.append((q, "refusal", {"clarification": "none", "refuse": True}, lang))
    for q, doc, lang in NARRATIVE:
        out.append(
            (q, "narrative", {"clarification": "none", "refuse": False, "narrative_doc": doc}, lang)
        )
    for q, scope, metric, period, doc, lang in COMPOSITE:
        out.append((q, "composite", {**_fact(scope, metric, period), "narrative_doc": doc}, lang))
    return [
        {
            "id": f"ha-{n:03d}",
            "question": q,
            "case_type": kind,
            "expected": expected,
            "tags": {"lang": lang},
            "reference_date": TODAY,
        }
        for n, (q, kind, expected, lang) in enumerate(out, start=1)
    ]


def _answer(case: dict[str, Any], mode: str, kb: KnowledgeBase) -> EngineAnswer:
    day = date.fromisoformat(case["reference_date"])
    return ReferenceEngine().answer(case["question"], mode=mode, reference_date=day, kb=kb)


def _other_period(expected: dict[str, Any], answer: EngineAnswer) -> bool:
    """A figure whose source is a fact of another period than the expected one."""
    if answer.source is None:
        return False
    got = BY_SOURCE.get((answer.source.doc, answer.source.locator))
    if got is None or "source" not in expected:
        return False
    want = BY_SOURCE[(expected["source"]["doc"], expected["source"]["locator"])]
    return got.period != want.period


def main() -> None:
    show = "--failures" in sys.argv
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "held_apart.jsonl"
        rows = cases()
        path.write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in rows), "utf-8")
        by_id = {c["id"]: c for c in rows}
        kb = build_eval_kb(Path(tmp) / "kb")
        print(f"{len(rows)} held-apart cases")
        for mode in ("tool", "agent"):
            report = run_qa_eval(path, mode=mode)
            gates = "  ".join(
                f"{k} {m.pass_rate:.1%} ({m.passed}/{m.total})" for k, m in report.metrics.items()
            )
            wrong = sum(_other_period(c["expected"], _answer(c, mode, kb)) for c in rows)
            print(
                f"{mode}: {gates}  fabrication {report.fabrication_count}/"
                f"{report.fabrication.total}  other-period answers {wrong}"
            )
            if show:
                for name, metric in report.metrics.items():
                    for case_id, reason in metric.failures:
                        print(f"  {name} {case_id} {by_id[case_id]['question']}: {reason[:120]}")


if __name__ == "__main__":
    main()
