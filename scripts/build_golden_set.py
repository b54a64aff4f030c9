"""Write data/golden/qa_golden_set.jsonl from hand-written questions and the synthetic KB.

Questions, case types and the expected document of each narrative question are written
here by hand; expected values, units and sources are read from the KB's fact rows, so
the golden set cannot drift from the KB it is scored against. Run once after changing
either; the output is deterministic and is committed, then reviewed like code.

    .venv/bin/python scripts/build_golden_set.py [--out data/golden/qa_golden_set.jsonl]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS, _EVAL_NARRATIVE_DOCS

TODAY = "2026-06-12"
FACTS = {(r.scope, r.metric, r.period): r for r in _EVAL_FACT_ROWS}

SEED_LINE = (
    '{"id":"num-001","question":"香港FY2025的REVENUE是多少","case_type":"numeric",'
    '"expected":{"clarification":"none","refuse":false,"value":1702.0,"unit":"USD_M",'
    '"source":{"doc":"ACME_FY2025_Results.pptx","locator":"slide=5,table=1,row=2,col=3"}},'
    '"tags":{"topic":"FIN","scope":"ACME_HK","qtype":"must_not_clarify"},'
    '"reference_date":"2026-06-12"}'
)

DOC_TOPIC = {
    "ACME_Risk_Factors_FY2025.pdf": "RISK",
    "ACME_Strategic_Plan.pdf": "STRATEGY",
    "ACME_ESG_Report_FY2025.pdf": "ESG",
    "ACME_Singapore_Market_Update_FY2025.pdf": "MARKET",
    "ACME_HK_Market_Review_FY2025.docx": "MARKET",
    "ACME_GBA_Expansion_Plan.docx": "STRATEGY",
    "ACME_Data_Protection_Policy.docx": "COMPLIANCE",
    "ACME_Japan_Business_Strategy_FY2025.pdf": "STRATEGY",
    "ACME_Talent_Development_Policy.pdf": "HR",
    "ACME_Sustainability_Report_Japan_2025.pdf": "ESG",
}

# (question, scope, metric, period, reference_date, lang)
NUMERIC = [
    ("新加坡2023财年的收入是多少？", "ACME_SG", "REVENUE", "FY2023", TODAY, "zh"),
    ("日本业务2024年度的EBITDA为多少？", "ACME_JP", "EBITDA", "FY2024", TODAY, "zh"),
    ("请告诉我澳门2025财年的净利润。", "ACME_MO", "NET_PROFIT", "FY2025", TODAY, "zh"),
    ("集团2024财年的员工人数有多少？", "ACME_GROUP", "HEADCOUNT", "FY2024", TODAY, "zh"),
    ("香港去年的毛利率是多少？", "ACME_HK", "GROSS_MARGIN", "FY2025", TODAY, "zh"),
    ("2023财年香港的净利润是多少？", "ACME_HK", "NET_PROFIT", "FY2023", TODAY, "zh"),
    ("新加坡上一财年的EBITDA有多少？", "ACME_SG", "EBITDA", "FY2024", "2025-05-20", "zh"),
    ("集团FY2025营收多少", "ACME_GROUP", "REVENUE", "FY2025", TODAY, "zh"),
    ("日本2025年的员工人数是多少？", "ACME_JP", "HEADCOUNT", "FY2025", TODAY, "zh"),
    ("ACME_MO在FY2024的营业收入是多少？", "ACME_MO", "REVENUE", "FY2024", TODAY, "zh"),
    ("新加坡2025财年毛利率为多少？", "ACME_SG", "GROSS_MARGIN", "FY2025", TODAY, "zh"),
    ("What was Singapore's revenue in FY2024?", "ACME_SG", "REVENUE", "FY2024", TODAY, "en"),
    (
        "How much EBITDA did ACME Japan generate in fiscal 2025?",
        "ACME_JP",
        "EBITDA",
        "FY2025",
        TODAY,
        "en",
    ),
    (
        "Give me the net profit figure for Macau in 2023.",
        "ACME_MO",
        "NET_PROFIT",
        "FY2023",
        TODAY,
        "en",
    ),
    (
        "How many employees did the Hong Kong business have in FY2024?",
        "ACME_HK",
        "HEADCOUNT",
        "FY2024",
        TODAY,
        "en",
    ),
    (
        "What was the group's gross margin in FY2025?",
        "ACME_GROUP",
        "GROSS_MARGIN",
        "FY2025",
        TODAY,
        "en",
    ),
    ("Hong Kong EBITDA, FY2023?", "ACME_HK", "EBITDA", "FY2023", TODAY, "en"),
    ("What was ACME_SG NET_PROFIT for FY2025?", "ACME_SG", "NET_PROFIT", "FY2025", TODAY, "en"),
    (
        "What was Japan's revenue last fiscal year?",
        "ACME_JP",
        "REVENUE",
        "FY2024",
        "2025-09-30",
        "en",
    ),
    (
        "What headcount did Singapore report for the previous fiscal year?",
        "ACME_SG",
        "HEADCOUNT",
        "FY2025",
        TODAY,
        "en",
    ),
    ("What was consolidated revenue in FY2023?", "ACME_GROUP", "REVENUE", "FY2023", TODAY, "en"),
    (
        "What gross margin did Japan achieve in FY24?",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2024",
        TODAY,
        "en",
    ),
    ("Tell me Macau's EBITDA for last year.", "ACME_MO", "EBITDA", "FY2023", "2024-07-01", "en"),
    ("香港の2024年度の売上高はいくらですか？", "ACME_HK", "REVENUE", "FY2024", TODAY, "ja"),
    (
        "シンガポールのFY2025の純利益を教えてください。",
        "ACME_SG",
        "NET_PROFIT",
        "FY2025",
        TODAY,
        "ja",
    ),
    ("日本事業の2023年度のEBITDAはいくらでしたか。", "ACME_JP", "EBITDA", "FY2023", TODAY, "ja"),
    ("マカオの2025年度の従業員数は何人ですか？", "ACME_MO", "HEADCOUNT", "FY2025", TODAY, "ja"),
    ("グループの2023年度の粗利率は？", "ACME_GROUP", "GROSS_MARGIN", "FY2023", TODAY, "ja"),
    ("前年度の日本の売上高はいくらですか？", "ACME_JP", "REVENUE", "FY2025", TODAY, "ja"),
    ("香港法人の昨年度のEBITDAを教えて。", "ACME_HK", "EBITDA", "FY2024", "2025-04-01", "ja"),
    (
        "連結ベースの2024年度の純利益はいくらですか？",
        "ACME_GROUP",
        "NET_PROFIT",
        "FY2024",
        TODAY,
        "ja",
    ),
    ("シンガポールの2023年度の従業員数は？", "ACME_SG", "HEADCOUNT", "FY2023", TODAY, "ja"),
    (
        "日本の2025年度の粗利率はどのくらいですか？",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2025",
        TODAY,
        "ja",
    ),
    ("マカオの前年度の売上高は？", "ACME_MO", "REVENUE", "FY2024", "2025-11-11", "ja"),
    ("2025年度のグループ売上高はいくらですか？", "ACME_GROUP", "REVENUE", "FY2025", TODAY, "ja"),
]

# Ask first: (question, scope tag, topic, reference_date, lang)
ASK_FIRST = [
    ("What was revenue in FY2025?", "NONE", "FIN", TODAY, "en"),
    ("How many employees did we have last fiscal year?", "NONE", "HR", TODAY, "en"),
    ("How did Hong Kong do in FY2025?", "ACME_HK", "FIN", TODAY, "en"),
    ("Give me Japan's numbers for FY2024.", "ACME_JP", "FIN", TODAY, "en"),
    ("What was the EBITDA last year?", "NONE", "FIN", "2025-10-01", "en"),
    ("2024财年的净利润是多少？", "NONE", "FIN", TODAY, "zh"),
    ("去年的毛利率是多少？", "NONE", "FIN", TODAY, "zh"),
    ("新加坡2024财年表现如何？", "ACME_SG", "FIN", TODAY, "zh"),
    ("澳门去年的业绩怎么样？", "ACME_MO", "FIN", TODAY, "zh"),
    ("2025财年的营收有多少？", "NONE", "FIN", TODAY, "zh"),
    ("2025年度のEBITDAはいくらですか？", "NONE", "FIN", TODAY, "ja"),
    ("前年度の従業員数は何人でしたか？", "NONE", "HR", TODAY, "ja"),
    ("香港の2025年度の業績はどうでしたか？", "ACME_HK", "FIN", TODAY, "ja"),
    ("日本事業の昨年度の実績を教えてください。", "ACME_JP", "FIN", TODAY, "ja"),
    ("2023年度の粗利率は？", "NONE", "FIN", TODAY, "ja"),
    ("シンガポールの2024年度の数字を教えて。", "ACME_SG", "FIN", TODAY, "ja"),
]

# Answer with an assumed period: (question, scope, metric, reference_date, lang)
ASSUME = [
    ("What is Hong Kong's revenue?", "ACME_HK", "REVENUE", TODAY, "en"),
    ("What's the EBITDA of ACME Singapore?", "ACME_SG", "EBITDA", "2025-08-20", "en"),
    ("Tell me the group's net profit.", "ACME_GROUP", "NET_PROFIT", TODAY, "en"),
    ("What gross margin does Japan have?", "ACME_JP", "GROSS_MARGIN", TODAY, "en"),
    ("Macau headcount?", "ACME_MO", "HEADCOUNT", TODAY, "en"),
    ("新加坡的EBITDA是多少？", "ACME_SG", "EBITDA", TODAY, "zh"),
    ("日本的营收是多少？", "ACME_JP", "REVENUE", "2025-03-15", "zh"),
    ("集团的毛利率是多少？", "ACME_GROUP", "GROSS_MARGIN", TODAY, "zh"),
    ("香港的员工人数有多少？", "ACME_HK", "HEADCOUNT", TODAY, "zh"),
    ("澳门的净利润是多少？", "ACME_MO", "NET_PROFIT", TODAY, "zh"),
    ("日本の売上高はいくらですか？", "ACME_JP", "REVENUE", TODAY, "ja"),
    ("香港の純利益を教えてください。", "ACME_HK", "NET_PROFIT", "2024-11-01", "ja"),
    ("シンガポールの従業員数は何人ですか？", "ACME_SG", "HEADCOUNT", TODAY, "ja"),
    ("グループのEBITDAは？", "ACME_GROUP", "EBITDA", TODAY, "ja"),
]

# Refusals: (question, scope tag, qtype, reference_date, lang)
REFUSAL = [
    ("What will Hong Kong's revenue be in FY2027?", "ACME_HK", "refuse_future", TODAY, "en"),
    ("What was ACME_US revenue in FY2025?", "ACME_US", "refuse_unknown_scope", TODAY, "en"),
    ("What is ACME's stock price?", "ACME_GROUP", "refuse_unknown_metric", TODAY, "en"),
    ("What's the weather in Singapore tomorrow?", "NONE", "refuse_out_of_scope", TODAY, "en"),
    ("Write a poem about our FY2025 results.", "NONE", "refuse_out_of_scope", TODAY, "en"),
    (
        "What was our competitor Globex's revenue in FY2025?",
        "NONE",
        "refuse_out_of_scope",
        TODAY,
        "en",
    ),
    ("What is Japan's EBITDA for this fiscal year?", "ACME_JP", "refuse_future", TODAY, "en"),
    ("What was Macau's gross margin in FY2025?", "ACME_MO", "refuse_not_in_kb", TODAY, "en"),
    ("What was Hong Kong's revenue in FY2019?", "ACME_HK", "refuse_not_in_kb", TODAY, "en"),
    (
        "How much dividend did the group pay in FY2025?",
        "ACME_GROUP",
        "refuse_unknown_metric",
        TODAY,
        "en",
    ),
    ("香港2026财年的收入是多少？", "ACME_HK", "refuse_future", TODAY, "zh"),
    ("美国业务2025财年的收入是多少？", "ACME_US", "refuse_unknown_scope", TODAY, "zh"),
    ("ACME的股价是多少？", "ACME_GROUP", "refuse_unknown_metric", TODAY, "zh"),
    ("明天香港的天气怎么样？", "NONE", "refuse_out_of_scope", TODAY, "zh"),
    ("帮我写一首关于公司的诗。", "NONE", "refuse_out_of_scope", TODAY, "zh"),
    ("竞争对手2025财年的净利润是多少？", "NONE", "refuse_out_of_scope", TODAY, "zh"),
    ("新加坡明年的EBITDA会是多少？", "ACME_SG", "refuse_future", TODAY, "zh"),
    ("澳门2024财年的毛利率是多少？", "ACME_MO", "refuse_not_in_kb", TODAY, "zh"),
    ("德国2025财年的员工人数是多少？", "ACME_DE", "refuse_unknown_scope", TODAY, "zh"),
    ("集团2025财年的市值是多少？", "ACME_GROUP", "refuse_unknown_metric", TODAY, "zh"),
    ("日本の2027年度の売上高はいくらになりますか？", "ACME_JP", "refuse_future", TODAY, "ja"),
    ("米国事業の2025年度の売上高は？", "ACME_US", "refuse_unknown_scope", TODAY, "ja"),
    ("ACMEの株価はいくらですか？", "ACME_GROUP", "refuse_unknown_metric", TODAY, "ja"),
    ("明日の東京の天気は？", "NONE", "refuse_out_of_scope", TODAY, "ja"),
    ("会社についての詩を書いてください。", "NONE", "refuse_out_of_scope", TODAY, "ja"),
    ("競合他社の2025年度の純利益を教えてください。", "NONE", "refuse_out_of_scope", TODAY, "ja"),
    ("今年度の香港の売上高は？", "ACME_HK", "refuse_future", TODAY, "ja"),
    ("マカオの2023年度の粗利率は？", "ACME_MO", "refuse_not_in_kb", TODAY, "ja"),
    (
        "グループの2025年度の配当金はいくらですか？",
        "ACME_GROUP",
        "refuse_unknown_metric",
        TODAY,
        "ja",
    ),
    ("香港の2020年度の従業員数は？", "ACME_HK", "refuse_not_in_kb", TODAY, "ja"),
    # Derived figures (growth, change): the KB reports each year's figure, not their change.
    (
        "What was Hong Kong's revenue growth between FY2024 and FY2025?",
        "ACME_HK",
        "refuse_derived",
        TODAY,
        "en",
    ),
    ("新加坡2025财年的EBITDA同比增长了多少？", "ACME_SG", "refuse_derived", TODAY, "zh"),
    ("日本の2025年度の純利益の前年比は？", "ACME_JP", "refuse_derived", TODAY, "ja"),
]

# Narrative: (question, narrative_doc, scope tag, lang)
NARRATIVE = [
    (
        "What does the risk factors report say about foreign exchange risk?",
        "ACME_Risk_Factors_FY2025.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "How does ACME mitigate supply chain concentration?",
        "ACME_Risk_Factors_FY2025.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "According to the risk report, what would a one percentage point rise in interest rates "
        "cost the group?",
        "ACME_Risk_Factors_FY2025.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "What are the three pillars of the strategic plan?",
        "ACME_Strategic_Plan.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "What share of group sales should the ACME mobile app and online store generate under "
        "the strategic plan?",
        "ACME_Strategic_Plan.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "Where does the strategy plan to open new stores?",
        "ACME_Strategic_Plan.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "By how much did ACME cut its Scope 1 and Scope 2 emissions?",
        "ACME_ESG_Report_FY2025.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "What share of management positions do women hold?",
        "ACME_ESG_Report_FY2025.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "What did the group do about plastic bags and packaging?",
        "ACME_ESG_Report_FY2025.pdf",
        "ACME_GROUP",
        "en",
    ),
    (
        "What drove growth according to the Singapore market update?",
        "ACME_Singapore_Market_Update_FY2025.pdf",
        "ACME_SG",
        "en",
    ),
    (
        "How did competition from e-commerce platforms affect ACME Singapore?",
        "ACME_Singapore_Market_Update_FY2025.pdf",
        "ACME_SG",
        "en",
    ),
    (
        "Where did the new Singapore flagship store open, and what does it offer?",
        "ACME_Singapore_Market_Update_FY2025.pdf",
        "ACME_SG",
        "en",
    ),
    (
        "香港市场回顾中提到内地旅客的消费模式有什么变化？",
        "ACME_HK_Market_Review_FY2025.docx",
        "ACME_HK",
        "zh",
    ),
    (
        "北上消费对香港门店有什么影响？公司如何应对？",
        "ACME_HK_Market_Review_FY2025.docx",
        "ACME_HK",
        "zh",
    ),
    ("ACME+会员计划目前有多少会员？", "ACME_HK_Market_Review_FY2025.docx", "ACME_HK", "zh"),
    (
        "大湾区拓展计划打算在哪些地方开设试点门店？",
        "ACME_GBA_Expansion_Plan.docx",
        "ACME_GROUP",
        "zh",
    ),
    ("集团计划在东莞建设什么设施？", "ACME_GBA_Expansion_Plan.docx", "ACME_GROUP", "zh"),
    ("港澳青年实习计划每年招收多少人？", "ACME_GBA_Expansion_Plan.docx", "ACME_GROUP", "zh"),
    (
        "发生数据泄露后，公司需要在多长时间内向监管机构报告？",
        "ACME_Data_Protection_Policy.docx",
        "ACME_GROUP",
        "zh",
    ),
    ("数据分类分级制度分为哪几个级别？", "ACME_Data_Protection_Policy.docx", "ACME_GROUP", "zh"),
    (
        "跨境传输个人信息之前需要完成什么程序？",
        "ACME_Data_Protection_Policy.docx",
        "ACME_GROUP",
        "zh",
    ),
    (
        "日本事業戦略では、インバウンド需要についてどのように説明していますか？",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ACME_JP",
        "ja",
    ),
    (
        "人手不足に対して日本事業はどのような対策をとっていますか？",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ACME_JP",
        "ja",
    ),
    (
        "円安は仕入れコストにどのような影響を与えていますか？",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ACME_JP",
        "ja",
    ),
    (
        "人材育成方針では、従業員に年間何時間の研修を提供するとしていますか？",
        "ACME_Talent_Development_Policy.pdf",
        "ACME_GROUP",
        "ja",
    ),
    (
        "デジタル人材の育成目標は何名ですか？",
        "ACME_Talent_Development_Policy.pdf",
        "ACME_GROUP",
        "ja",
    ),
    (
        "社内公募制度とはどのような制度ですか？",
        "ACME_Talent_Development_Policy.pdf",
        "ACME_GROUP",
        "ja",
    ),
    (
        "日本事業の食品ロス削減の成果を教えてください。",
        "ACME_Sustainability_Report_Japan_2025.pdf",
        "ACME_JP",
        "ja",
    ),
    (
        "再生可能エネルギー比率の目標は？",
        "ACME_Sustainability_Report_Japan_2025.pdf",
        "ACME_JP",
        "ja",
    ),
    (
        "プラスチック削減のためにどのような取り組みをしていますか？",
        "ACME_Sustainability_Report_Japan_2025.pdf",
        "ACME_JP",
        "ja",
    ),
]

# Composite: (question, scope, metric, period, narrative_doc, reference_date, lang)
COMPOSITE = [
    (
        "What was Singapore's EBITDA in FY2024 and what risks does the risk-factors report "
        "highlight?",
        "ACME_SG",
        "EBITDA",
        "FY2024",
        "ACME_Risk_Factors_FY2025.pdf",
        TODAY,
        "en",
    ),
    (
        "What was Hong Kong revenue in FY2025, and what does the strategic plan say about digital "
        "commerce?",
        "ACME_HK",
        "REVENUE",
        "FY2025",
        "ACME_Strategic_Plan.pdf",
        TODAY,
        "en",
    ),
    (
        "How much net profit did the group make in FY2025? Also, what emissions targets does the "
        "ESG report set?",
        "ACME_GROUP",
        "NET_PROFIT",
        "FY2025",
        "ACME_ESG_Report_FY2025.pdf",
        TODAY,
        "en",
    ),
    (
        "What was ACME Singapore's headcount in FY2025 and what drove tourism growth according to "
        "the Singapore market update?",
        "ACME_SG",
        "HEADCOUNT",
        "FY2025",
        "ACME_Singapore_Market_Update_FY2025.pdf",
        TODAY,
        "en",
    ),
    (
        "Report Japan's EBITDA for FY2023 and summarize the foreign exchange risk described "
        "in the risk report.",
        "ACME_JP",
        "EBITDA",
        "FY2023",
        "ACME_Risk_Factors_FY2025.pdf",
        TODAY,
        "en",
    ),
    (
        "What was the group's gross margin in FY2024, and what operational excellence measures "
        "does the strategic plan describe?",
        "ACME_GROUP",
        "GROSS_MARGIN",
        "FY2024",
        "ACME_Strategic_Plan.pdf",
        TODAY,
        "en",
    ),
    (
        "What was Macau's revenue in FY2025 and how does the risk report describe the interest "
        "rate risk from the Macau resort expansion?",
        "ACME_MO",
        "REVENUE",
        "FY2025",
        "ACME_Risk_Factors_FY2025.pdf",
        TODAY,
        "en",
    ),
    (
        "What was Hong Kong's EBITDA last fiscal year, and what plastic and packaging steps does "
        "the ESG report mention?",
        "ACME_HK",
        "EBITDA",
        "FY2025",
        "ACME_ESG_Report_FY2025.pdf",
        TODAY,
        "en",
    ),
    (
        "香港2025财年的收入是多少？香港市场回顾提到了哪些消费趋势？",
        "ACME_HK",
        "REVENUE",
        "FY2025",
        "ACME_HK_Market_Review_FY2025.docx",
        TODAY,
        "zh",
    ),
    (
        "澳门2024财年的EBITDA是多少？另外，大湾区拓展计划中澳门业务扮演什么角色？",
        "ACME_MO",
        "EBITDA",
        "FY2024",
        "ACME_GBA_Expansion_Plan.docx",
        TODAY,
        "zh",
    ),
    (
        "集团2025财年的员工人数是多少？数据保护政策对员工培训有什么要求？",
        "ACME_GROUP",
        "HEADCOUNT",
        "FY2025",
        "ACME_Data_Protection_Policy.docx",
        TODAY,
        "zh",
    ),
    (
        "新加坡去年的净利润是多少？以及发生数据泄露后需要在多久内报告？",
        "ACME_SG",
        "NET_PROFIT",
        "FY2025",
        "ACME_Data_Protection_Policy.docx",
        TODAY,
        "zh",
    ),
    (
        "香港2024财年的净利润为多少？北上消费带来了什么挑战？",
        "ACME_HK",
        "NET_PROFIT",
        "FY2024",
        "ACME_HK_Market_Review_FY2025.docx",
        TODAY,
        "zh",
    ),
    (
        "日本2025财年的EBITDA是多少？大湾区拓展计划的投资规模有多大？",
        "ACME_JP",
        "EBITDA",
        "FY2025",
        "ACME_GBA_Expansion_Plan.docx",
        TODAY,
        "zh",
    ),
    (
        "2023财年香港的员工人数是多少？ACME+会员计划有什么新安排？",
        "ACME_HK",
        "HEADCOUNT",
        "FY2023",
        "ACME_HK_Market_Review_FY2025.docx",
        TODAY,
        "zh",
    ),
    (
        "集团2024财年的收入是多少？集团计划在东莞建设什么？",
        "ACME_GROUP",
        "REVENUE",
        "FY2024",
        "ACME_GBA_Expansion_Plan.docx",
        TODAY,
        "zh",
    ),
    (
        "日本の2025年度の売上高はいくらですか。また、インバウンド需要についてどのように説明されて"
        "いますか。",
        "ACME_JP",
        "REVENUE",
        "FY2025",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        TODAY,
        "ja",
    ),
    (
        "シンガポールの2024年度のEBITDAはいくらですか。人材育成方針ではデジタル人材の目標を何名と"
        "していますか。",
        "ACME_SG",
        "EBITDA",
        "FY2024",
        "ACME_Talent_Development_Policy.pdf",
        TODAY,
        "ja",
    ),
    (
        "グループの2025年度の純利益を教えてください。また、食品ロス削減の成果は？",
        "ACME_GROUP",
        "NET_PROFIT",
        "FY2025",
        "ACME_Sustainability_Report_Japan_2025.pdf",
        TODAY,
        "ja",
    ),
    (
        "香港の前年度の従業員数は何人ですか。社内公募制度について説明してください。",
        "ACME_HK",
        "HEADCOUNT",
        "FY2025",
        "ACME_Talent_Development_Policy.pdf",
        TODAY,
        "ja",
    ),
    (
        "日本の2024年度の純利益はいくらでしたか。また、人手不足への対策は何ですか。",
        "ACME_JP",
        "NET_PROFIT",
        "FY2024",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        TODAY,
        "ja",
    ),
    (
        "マカオの2023年度の売上高は？あわせて、再生可能エネルギー比率の目標を教えてください。",
        "ACME_MO",
        "REVENUE",
        "FY2023",
        "ACME_Sustainability_Report_Japan_2025.pdf",
        TODAY,
        "ja",
    ),
    (
        "日本の2025年度のEBITDAはいくらですか。また、円安は仕入れコストにどう影響していますか。",
        "ACME_JP",
        "EBITDA",
        "FY2025",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        TODAY,
        "ja",
    ),
    (
        "シンガポールの2025年度の従業員数は何人ですか。また、1on1ミーティングはどのくらいの頻度で"
        "行われていますか。",
        "ACME_SG",
        "HEADCOUNT",
        "FY2025",
        "ACME_Talent_Development_Policy.pdf",
        TODAY,
        "ja",
    ),
]


def _topic(metric: str) -> str:
    return "HR" if metric == "HEADCOUNT" else "FIN"


def _fact(scope: str, metric: str, period: str, clarification: str = "none") -> dict[str, Any]:
    row = FACTS[(scope, metric, period)]
    return {
        "clarification": clarification,
        "refuse": False,
        "value": row.value,
        "unit": row.unit,
        "source": {"doc": row.doc, "locator": row.locator},
    }


def _latest_closed(scope: str, metric: str, reference_date: str) -> str:
    year = int(reference_date[:4])
    periods = sorted(p for s, m, p in FACTS if (s, m) == (scope, metric) and int(p[2:]) < year)
    return periods[-1]


def _case(
    cid: str,
    question: str,
    case_type: str,
    expected: dict[str, Any],
    tags: dict[str, str],
    reference_date: str,
) -> dict[str, Any]:
    return {
        "id": cid,
        "question": question,
        "case_type": case_type,
        "expected": expected,
        "tags": tags,
        "reference_date": reference_date,
    }


# -- Phrasings as analysts write them (added later; ids from 201 so the first cases keep
# theirs). Synonyms, other word orders, abbreviated and relative periods, unknown
# metrics and markets, opinions and forecasts, questions in one language about a
# document in another. Reference date 2026-06-12 unless stated: the latest closed
# fiscal year is FY2025, FY2026 is open.

# (question, scope, metric, period, reference_date, lang)
NUMERIC_PHRASINGS = [
    ("What was ACME Hong Kong's top-line in FY25?", "ACME_HK", "REVENUE", "FY2025", TODAY, "en"),
    ("Singapore sales, FY'24?", "ACME_SG", "REVENUE", "FY2024", TODAY, "en"),
    (
        "In fiscal 2024, how much net income did Japan book?",
        "ACME_JP",
        "NET_PROFIT",
        "FY2024",
        TODAY,
        "en",
    ),
    ("Group EBITDA for the year before last?", "ACME_GROUP", "EBITDA", "FY2024", TODAY, "en"),
    (
        "How many people worked for ACME Macau in FY2023?",
        "ACME_MO",
        "HEADCOUNT",
        "FY2023",
        TODAY,
        "en",
    ),
    (
        "What gross profit margin did Singapore post in financial year 2023?",
        "ACME_SG",
        "GROSS_MARGIN",
        "FY2023",
        TODAY,
        "en",
    ),
    ("Macau's turnover two years ago?", "ACME_MO", "REVENUE", "FY2024", TODAY, "en"),
    (
        "Net earnings of the consolidated group in FY 2023",
        "ACME_GROUP",
        "NET_PROFIT",
        "FY2023",
        TODAY,
        "en",
    ),
    (
        "What was the staff count in Japan for the prior fiscal year?",
        "ACME_JP",
        "HEADCOUNT",
        "FY2025",
        TODAY,
        "en",
    ),
    ("Revenue of the Hong Kong segment in FY2023?", "ACME_HK", "REVENUE", "FY2023", TODAY, "en"),
    ("What was 日本's EBITDA in FY2023?", "ACME_JP", "EBITDA", "FY2023", TODAY, "en"),
    ("香港24年度的营业额是多少？", "ACME_HK", "REVENUE", "FY2024", TODAY, "zh"),
    ("日本上年度的净利是多少？", "ACME_JP", "NET_PROFIT", "FY2025", TODAY, "zh"),
    ("新加坡前年的员工总数是多少？", "ACME_SG", "HEADCOUNT", "FY2024", TODAY, "zh"),
    ("澳门去年的税息折旧及摊销前利润是多少？", "ACME_MO", "EBITDA", "FY2025", TODAY, "zh"),
    ("集团FY24的毛利率是多少？", "ACME_GROUP", "GROSS_MARGIN", "FY2024", TODAY, "zh"),
    ("2023财年新加坡业务的销售收入有多少？", "ACME_SG", "REVENUE", "FY2023", TODAY, "zh"),
    ("香港公司上一个财年雇员有多少人？", "ACME_HK", "HEADCOUNT", "FY2025", TODAY, "zh"),
    ("日本的纯利润在2024财年是多少？", "ACME_JP", "NET_PROFIT", "FY2024", TODAY, "zh"),
    ("集团上上个财年的EBITDA为多少？", "ACME_GROUP", "EBITDA", "FY2024", TODAY, "zh"),
    ("澳门2023年度营收有多少？", "ACME_MO", "REVENUE", "FY2023", TODAY, "zh"),
    ("香港の24年度の売上はいくらですか？", "ACME_HK", "REVENUE", "FY2024", TODAY, "ja"),
    ("日本事業の前期の純益は？", "ACME_JP", "NET_PROFIT", "FY2025", TODAY, "ja"),
    ("シンガポールの前々期のEBITDAを教えてください。", "ACME_SG", "EBITDA", "FY2024", TODAY, "ja"),
    (
        "グループの粗利益率はFY2023でどのくらいでしたか？",
        "ACME_GROUP",
        "GROSS_MARGIN",
        "FY2023",
        TODAY,
        "ja",
    ),
    ("マカオの従業員は2024年度に何人いましたか？", "ACME_MO", "HEADCOUNT", "FY2024", TODAY, "ja"),
    ("日本の昨年度の売上収益を教えて。", "ACME_JP", "REVENUE", "FY2025", TODAY, "ja"),
    (
        "2023年度における香港の当期純利益はいくらですか？",
        "ACME_HK",
        "NET_PROFIT",
        "FY2023",
        TODAY,
        "ja",
    ),
    ("シンガポール法人の一昨年度の社員数は？", "ACME_SG", "HEADCOUNT", "FY2024", TODAY, "ja"),
    ("連結売上高（FY'25）はいくらですか？", "ACME_GROUP", "REVENUE", "FY2025", TODAY, "ja"),
    ("日本の2024会計年度のEBITDAは？", "ACME_JP", "EBITDA", "FY2024", TODAY, "ja"),
]

# Ask first: (question, scope tag, topic, reference_date, lang)
ASK_FIRST_PHRASINGS = [
    ("What was the top line in FY25?", "NONE", "FIN", TODAY, "en"),
    ("How is Macau doing in FY2024?", "ACME_MO", "FIN", TODAY, "en"),
    ("上年度的营业额是多少？", "NONE", "FIN", TODAY, "zh"),
    ("前期の売上高はいくらですか？", "NONE", "FIN", TODAY, "ja"),
    ("24年度の業績はどうでしたか？", "NONE", "FIN", TODAY, "ja"),
]

# Answer with an assumed period: (question, scope, metric, reference_date, lang)
ASSUME_PHRASINGS = [
    ("What's Singapore's top line?", "ACME_SG", "REVENUE", TODAY, "en"),
    ("Japan headcount, please.", "ACME_JP", "HEADCOUNT", TODAY, "en"),
    ("香港的纯利是多少？", "ACME_HK", "NET_PROFIT", TODAY, "zh"),
    ("集团的销售额有多少？", "ACME_GROUP", "REVENUE", TODAY, "zh"),
    ("マカオのEBITDAはいくらですか？", "ACME_MO", "EBITDA", TODAY, "ja"),
    ("日本の従業員は何人ですか？", "ACME_JP", "HEADCOUNT", TODAY, "ja"),
]

# Refusals: (question, scope tag, qtype, reference_date, lang)
REFUSAL_PHRASINGS = [
    (
        "What was Japan's inventory turnover in FY2024?",
        "ACME_JP",
        "refuse_unknown_metric",
        TODAY,
        "en",
    ),
    (
        "How much revenue did ACME's Philippines business make in FY2025?",
        "ACME_PH",
        "refuse_unknown_scope",
        TODAY,
        "en",
    ),
    ("Should I buy ACME shares?", "ACME_GROUP", "refuse_opinion", TODAY, "en"),
    ("Is Hong Kong a better investment than Singapore?", "ACME_HK", "refuse_opinion", TODAY, "en"),
    ("What will the group's net profit be in FY2026?", "ACME_GROUP", "refuse_future", TODAY, "en"),
    ("What was Hong Kong's revenue in Q3 FY2025?", "ACME_HK", "refuse_not_in_kb", TODAY, "en"),
    (
        "What was Singapore's operating profit in FY2024?",
        "ACME_SG",
        "refuse_unknown_metric",
        TODAY,
        "en",
    ),
    (
        "What was the group's return on equity last year?",
        "ACME_GROUP",
        "refuse_unknown_metric",
        TODAY,
        "en",
    ),
    ("What do you expect Japan's EBITDA to be next year?", "ACME_JP", "refuse_future", TODAY, "en"),
    ("日本2024财年的库存周转率是多少？", "ACME_JP", "refuse_unknown_metric", TODAY, "zh"),
    ("菲律宾业务2025财年的收入是多少？", "ACME_PH", "refuse_unknown_scope", TODAY, "zh"),
    ("现在值得买入ACME的股票吗？", "ACME_GROUP", "refuse_opinion", TODAY, "zh"),
    ("你认为香港业务的前景怎么样？", "ACME_HK", "refuse_opinion", TODAY, "zh"),
    ("预计集团2026财年的EBITDA是多少？", "ACME_GROUP", "refuse_future", TODAY, "zh"),
    ("新加坡2025年第三季度的收入是多少？", "ACME_SG", "refuse_not_in_kb", TODAY, "zh"),
    ("澳门2024财年的营业利润是多少？", "ACME_MO", "refuse_unknown_metric", TODAY, "zh"),
    ("印尼业务的毛利率是多少？", "ACME_ID", "refuse_unknown_scope", TODAY, "zh"),
    ("日本の2024年度の在庫回転率は？", "ACME_JP", "refuse_unknown_metric", TODAY, "ja"),
    (
        "フィリピン事業の2025年度の売上高はいくらですか？",
        "ACME_PH",
        "refuse_unknown_scope",
        TODAY,
        "ja",
    ),
    ("ACMEの株を今買うべきですか？", "ACME_GROUP", "refuse_opinion", TODAY, "ja"),
    ("来期の日本の純利益の見通しを教えてください。", "ACME_JP", "refuse_future", TODAY, "ja"),
    ("香港の2025年度上期の売上高は？", "ACME_HK", "refuse_not_in_kb", TODAY, "ja"),
    (
        "シンガポールの2024年度の営業利益はいくらですか？",
        "ACME_SG",
        "refuse_unknown_metric",
        TODAY,
        "ja",
    ),
    ("グループの2025年度のROEは？", "ACME_GROUP", "refuse_unknown_metric", TODAY, "ja"),
    ("タイ事業の2024年度の従業員数は？", "ACME_TH", "refuse_unknown_scope", TODAY, "ja"),
]

# Narrative: (question, narrative_doc, scope tag, qtype, lang); "narrative_cross_language"
# asks in one language about a document written in another.
NARRATIVE_PHRASINGS = [
    (
        "How is ACME doing on renewable electricity?",
        "ACME_ESG_Report_FY2025.pdf",
        "ACME_GROUP",
        "narrative",
        "en",
    ),
    (
        "How much of the group's electricity came from renewable sources?",
        "ACME_ESG_Report_FY2025.pdf",
        "ACME_GROUP",
        "narrative",
        "en",
    ),
    (
        "What does the Singapore update say drove revenue?",
        "ACME_Singapore_Market_Update_FY2025.pdf",
        "ACME_SG",
        "narrative",
        "en",
    ),
    (
        "How many university scholarships did the ACME Foundation fund?",
        "ACME_ESG_Report_FY2025.pdf",
        "ACME_GROUP",
        "narrative",
        "en",
    ),
    (
        "What are the capital allocation priorities?",
        "ACME_Strategic_Plan.pdf",
        "ACME_GROUP",
        "narrative",
        "en",
    ),
    (
        "What does the Japan business strategy say about self-checkout?",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ACME_JP",
        "narrative_cross_language",
        "en",
    ),
    (
        "What is the Hong Kong market review's view on northbound spending?",
        "ACME_HK_Market_Review_FY2025.docx",
        "ACME_HK",
        "narrative_cross_language",
        "en",
    ),
    (
        "What does the data protection policy require after a breach?",
        "ACME_Data_Protection_Policy.docx",
        "ACME_GROUP",
        "narrative_cross_language",
        "en",
    ),
    (
        "ACME香港的会员消费占销售额的比例是多少？",
        "ACME_HK_Market_Review_FY2025.docx",
        "ACME_HK",
        "narrative",
        "zh",
    ),
    (
        "日本业务怎么应对人手不足？",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ACME_JP",
        "narrative_cross_language",
        "zh",
    ),
    (
        "大湾区的区域配送中心设在哪里？",
        "ACME_GBA_Expansion_Plan.docx",
        "ACME_GROUP",
        "narrative",
        "zh",
    ),
    (
        "数据泄露应急演练多久进行一次？",
        "ACME_Data_Protection_Policy.docx",
        "ACME_GROUP",
        "narrative",
        "zh",
    ),
    (
        "香港业务在租金方面做了哪些调整？",
        "ACME_HK_Market_Review_FY2025.docx",
        "ACME_HK",
        "narrative",
        "zh",
    ),
    (
        "战略计划中数字商务的目标是多少？",
        "ACME_Strategic_Plan.pdf",
        "ACME_GROUP",
        "narrative_cross_language",
        "zh",
    ),
    (
        "风险因素报告对汇率风险怎么说？",
        "ACME_Risk_Factors_FY2025.pdf",
        "ACME_GROUP",
        "narrative_cross_language",
        "zh",
    ),
    (
        "日本事業はインバウンド需要でどのくらい伸びましたか？",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ACME_JP",
        "narrative",
        "ja",
    ),
    (
        "食品廃棄量はどのくらい削減されましたか？",
        "ACME_Sustainability_Report_Japan_2025.pdf",
        "ACME_JP",
        "narrative",
        "ja",
    ),
    (
        "1on1ミーティングはどのくらいの頻度で行われていますか？",
        "ACME_Talent_Development_Policy.pdf",
        "ACME_GROUP",
        "narrative",
        "ja",
    ),
    (
        "セルフレジはどこまで導入が進んでいますか？",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ACME_JP",
        "narrative",
        "ja",
    ),
    (
        "香港市場レビューでは会員プログラムについて何と述べていますか？",
        "ACME_HK_Market_Review_FY2025.docx",
        "ACME_HK",
        "narrative_cross_language",
        "ja",
    ),
    (
        "リスク要因報告書は為替リスクについて何と言っていますか？",
        "ACME_Risk_Factors_FY2025.pdf",
        "ACME_GROUP",
        "narrative_cross_language",
        "ja",
    ),
    (
        "ESGレポートでは女性管理職の比率はどうなっていますか？",
        "ACME_ESG_Report_FY2025.pdf",
        "ACME_GROUP",
        "narrative_cross_language",
        "ja",
    ),
    (
        "データ保護方針では情報漏えい時に何時間以内に報告する必要がありますか？",
        "ACME_Data_Protection_Policy.docx",
        "ACME_GROUP",
        "narrative_cross_language",
        "ja",
    ),
]

# Composite, joined by a conjunction: (question, scope, metric, period, narrative_doc,
# reference_date, lang)
COMPOSITE_PHRASINGS = [
    (
        "What was Singapore's net profit in FY2025 and how did the goods and services tax "
        "increase affect household spending?",
        "ACME_SG",
        "NET_PROFIT",
        "FY2025",
        "ACME_Singapore_Market_Update_FY2025.pdf",
        TODAY,
        "en",
    ),
    (
        "Give me Hong Kong's EBITDA for FY'24 and the ESG report's renewable electricity target.",
        "ACME_HK",
        "EBITDA",
        "FY2024",
        "ACME_ESG_Report_FY2025.pdf",
        TODAY,
        "en",
    ),
    (
        "香港2025财年的净利润以及会员计划的会员人数",
        "ACME_HK",
        "NET_PROFIT",
        "FY2025",
        "ACME_HK_Market_Review_FY2025.docx",
        TODAY,
        "zh",
    ),
    (
        "集团24年度的收入和大湾区拓展计划的投资规模是多少？",
        "ACME_GROUP",
        "REVENUE",
        "FY2024",
        "ACME_GBA_Expansion_Plan.docx",
        TODAY,
        "zh",
    ),
    (
        "日本の前期の売上高と、セルフレジの導入状況を教えてください。",
        "ACME_JP",
        "REVENUE",
        "FY2025",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        TODAY,
        "ja",
    ),
    (
        "シンガポールの2024年度のEBITDAおよび研修時間の方針について教えてください。",
        "ACME_SG",
        "EBITDA",
        "FY2024",
        "ACME_Talent_Development_Policy.pdf",
        TODAY,
        "ja",
    ),
]

PHRASINGS_FROM = 201
"""First id number of the later cases in every case type."""


def _phrasing_cases() -> list[dict[str, Any]]:
    """The later cases, numbered from ``PHRASINGS_FROM`` in each case type."""
    cases: list[dict[str, Any]] = []
    start = PHRASINGS_FROM
    for n, (q, scope, metric, period, day, lang) in enumerate(NUMERIC_PHRASINGS, start=start):
        tags = {"topic": _topic(metric), "scope": scope, "qtype": "must_not_clarify", "lang": lang}
        cases.append(_case(f"num-{n:03d}", q, "numeric", _fact(scope, metric, period), tags, day))
    n = start - 1
    for q, scope, topic, day, lang in ASK_FIRST_PHRASINGS:
        n += 1
        tags = {"topic": topic, "scope": scope, "qtype": "ask_first", "lang": lang}
        expected = {"clarification": "ask_first", "refuse": False}
        cases.append(_case(f"clr-{n:03d}", q, "clarification", expected, tags, day))
    for q, scope, metric, day, lang in ASSUME_PHRASINGS:
        n += 1
        period = _latest_closed(scope, metric, day)
        tags = {"topic": _topic(metric), "scope": scope, "qtype": "assume_period", "lang": lang}
        expected = _fact(scope, metric, period, "answer_with_assumptions")
        cases.append(_case(f"clr-{n:03d}", q, "clarification", expected, tags, day))
    for n, (q, scope, qtype, day, lang) in enumerate(REFUSAL_PHRASINGS, start=start):
        tags = {"topic": "FIN", "scope": scope, "qtype": qtype, "lang": lang}
        expected = {"clarification": "none", "refuse": True}
        cases.append(_case(f"ref-{n:03d}", q, "refusal", expected, tags, day))
    for n, (q, doc, scope, qtype, lang) in enumerate(NARRATIVE_PHRASINGS, start=start):
        assert doc in _EVAL_NARRATIVE_DOCS, doc
        tags = {"topic": DOC_TOPIC[doc], "scope": scope, "qtype": qtype, "lang": lang}
        expected = {"clarification": "none", "refuse": False, "narrative_doc": doc}
        cases.append(_case(f"nar-{n:03d}", q, "narrative", expected, tags, TODAY))
    for n, (q, scope, metric, period, doc, day, lang) in enumerate(
        COMPOSITE_PHRASINGS, start=start
    ):
        assert doc in _EVAL_NARRATIVE_DOCS, doc
        tags = {"topic": DOC_TOPIC[doc], "scope": scope, "qtype": "composite", "lang": lang}
        expected = {**_fact(scope, metric, period), "narrative_doc": doc}
        cases.append(_case(f"cmp-{n:03d}", q, "composite", expected, tags, day))
    return cases


# -- Questions written by a colleague who read the KB but neither the engine nor the
# cases above (benchmarks/data/engine_independent/cases.jsonl, in the same order; ids
# from 301 in each case type, tagged origin=independent). They were written before the
# engine was changed for them. Their own case types are kept: a question answered for
# an assumed period is a numeric case here.

# (question, scope, metric, period, reference_date, lang)
INDEPENDENT_NUMERIC = [
    (
        "How much net income did the Singapore business book in FY23?",
        "ACME_SG",
        "NET_PROFIT",
        "FY2023",
        TODAY,
        "en",
    ),
    (
        "What was consolidated EBITDA for fiscal year 2024?",
        "ACME_GROUP",
        "EBITDA",
        "FY2024",
        TODAY,
        "en",
    ),
    (
        "How many staff were on the Macau payroll in 2025?",
        "ACME_MO",
        "HEADCOUNT",
        "FY2025",
        TODAY,
        "en",
    ),
    ("2023财年香港区的息税折旧摊销前利润有多少？", "ACME_HK", "EBITDA", "FY2023", TODAY, "zh"),
    ("集团2025年度实现的净利润是多少？", "ACME_GROUP", "NET_PROFIT", "FY2025", TODAY, "zh"),
    ("日本公司2024财年一共有多少名员工？", "ACME_JP", "HEADCOUNT", "FY2024", TODAY, "zh"),
    (
        "2024年度のシンガポールの売上高を教えてください。",
        "ACME_SG",
        "REVENUE",
        "FY2024",
        TODAY,
        "ja",
    ),
    (
        "日本事業の2023年度の当期純利益はいくらでしたか？",
        "ACME_JP",
        "NET_PROFIT",
        "FY2023",
        TODAY,
        "ja",
    ),
    (
        "グループ全体の2023年度の粗利率は何%でしたか？",
        "ACME_GROUP",
        "GROSS_MARGIN",
        "FY2023",
        TODAY,
        "ja",
    ),
]

# Numeric, answered for an assumed period: (question, scope, metric, reference_date, lang)
INDEPENDENT_ASSUME = [
    ("What gross margin is the Japan business running at?", "ACME_JP", "GROSS_MARGIN", TODAY, "en"),
    ("Quick one: how much revenue does Macau bring in?", "ACME_MO", "REVENUE", TODAY, "en"),
    ("新加坡业务的毛利率是多少？", "ACME_SG", "GROSS_MARGIN", TODAY, "zh"),
    ("澳门那边一年的营业额有多少？", "ACME_MO", "REVENUE", TODAY, "zh"),
    ("マカオ事業のEBITDAはどのくらいですか？", "ACME_MO", "EBITDA", TODAY, "ja"),
    ("連結ベースの従業員数は何人ですか？", "ACME_GROUP", "HEADCOUNT", TODAY, "ja"),
]

# Refusals: (question, scope tag, qtype, reference_date, lang)
INDEPENDENT_REFUSAL = [
    (
        "What was Hong Kong's free cash flow in FY2025?",
        "ACME_HK",
        "refuse_unknown_metric",
        TODAY,
        "en",
    ),
    (
        "Can you give me ACME's Taiwan revenue for FY2024?",
        "ACME_TW",
        "refuse_unknown_scope",
        TODAY,
        "en",
    ),
    ("What was group net profit back in FY2020?", "ACME_GROUP", "refuse_not_in_kb", TODAY, "en"),
    (
        "Looking at these results, should I be buying ACME stock right now?",
        "ACME_GROUP",
        "refuse_opinion",
        TODAY,
        "en",
    ),
    (
        "What do you think Japan's revenue will come in at for FY2026?",
        "ACME_JP",
        "refuse_future",
        TODAY,
        "en",
    ),
    ("新加坡2024财年的同店销售增长是多少？", "ACME_SG", "refuse_unknown_metric", TODAY, "zh"),
    ("韩国业务2025财年的收入是多少？", "ACME_KR", "refuse_unknown_scope", TODAY, "zh"),
    ("集团2020财年的EBITDA是多少？", "ACME_GROUP", "refuse_not_in_kb", TODAY, "zh"),
    ("你觉得现在适合加仓ACME的股票吗？", "ACME_GROUP", "refuse_opinion", TODAY, "zh"),
    ("帮我预测一下香港明年的净利润会有多少。", "ACME_HK", "refuse_future", TODAY, "zh"),
    ("マカオの2025年度の粗利率はいくつですか？", "ACME_MO", "refuse_not_in_kb", TODAY, "ja"),
    ("タイ事業の2024年度の売上高はいくらですか？", "ACME_TH", "refuse_unknown_scope", TODAY, "ja"),
    ("2022年度の香港のEBITDAはいくらでしたか？", "ACME_HK", "refuse_not_in_kb", TODAY, "ja"),
    ("ACMEの株は今買うべきでしょうか？", "ACME_GROUP", "refuse_opinion", TODAY, "ja"),
    (
        "来年度のグループ売上高はどのくらいになると予想されますか？",
        "ACME_GROUP",
        "refuse_future",
        TODAY,
        "ja",
    ),
]

# Narrative: (question, narrative_doc, scope tag, qtype, lang)
INDEPENDENT_NARRATIVE = [
    (
        "What does the risk factors report say about the group's foreign exchange exposure and "
        "how it is hedged?",
        "ACME_Risk_Factors_FY2025.pdf",
        "ACME_GROUP",
        "narrative",
        "en",
    ),
    (
        "Can you summarise the three pillars laid out in the strategic plan?",
        "ACME_Strategic_Plan.pdf",
        "ACME_GROUP",
        "narrative",
        "en",
    ),
    (
        "According to the Singapore market update, what drove growth last year and what were the "
        "main headwinds?",
        "ACME_Singapore_Market_Update_FY2025.pdf",
        "ACME_SG",
        "narrative",
        "en",
    ),
    (
        "香港市场回顾里提到的北上消费对本地门店有什么影响？公司是怎么应对的？",
        "ACME_HK_Market_Review_FY2025.docx",
        "ACME_HK",
        "narrative",
        "zh",
    ),
    (
        "大湾区拓展计划打算怎么解决物流配送的问题？",
        "ACME_GBA_Expansion_Plan.docx",
        "ACME_GROUP",
        "narrative",
        "zh",
    ),
    (
        "按照数据保护政策，发生数据泄露后需要在多长时间内通知数据保护官和监管机构？",
        "ACME_Data_Protection_Policy.docx",
        "ACME_GROUP",
        "narrative",
        "zh",
    ),
    (
        "日本事業戦略では、人手不足にどう対応するとしていますか？",
        "ACME_Japan_Business_Strategy_FY2025.pdf",
        "ACME_JP",
        "narrative",
        "ja",
    ),
    (
        "人材育成方針に書かれているデジタル人材の育成目標について教えてください。",
        "ACME_Talent_Development_Policy.pdf",
        "ACME_GROUP",
        "narrative",
        "ja",
    ),
    (
        "ESGレポートでは、温室効果ガス排出量の削減についてどのように説明されていますか？",
        "ACME_ESG_Report_FY2025.pdf",
        "ACME_GROUP",
        "narrative",
        "ja",
    ),
]

# Ask first: (question, scope tag, topic, reference_date, lang)
INDEPENDENT_ASK_FIRST = [
    ("Can you pull the figure for Singapore for FY2024?", "ACME_SG", "FIN", TODAY, "en"),
    ("How much profit did Japan make in FY2025?", "ACME_JP", "FIN", TODAY, "en"),
    ("帮我查一下澳门2024财年的那个数据。", "ACME_MO", "FIN", TODAY, "zh"),
    ("日本2025财年赚了多少钱？", "ACME_JP", "FIN", TODAY, "zh"),
    ("香港の2025年度の数字を教えてもらえますか？", "ACME_HK", "FIN", TODAY, "ja"),
    ("シンガポールの2024年度の利益はいくらですか？", "ACME_SG", "FIN", TODAY, "ja"),
]

INDEPENDENT_FROM = 301
"""First id number of the independently written cases in every case type."""

INDEPENDENT_ORIGIN = "independent"
"""The ``origin`` tag of those cases."""


def _independent_cases() -> list[dict[str, Any]]:
    """The independently written cases, numbered from ``INDEPENDENT_FROM`` per case type."""
    origin = {"origin": INDEPENDENT_ORIGIN}
    cases: list[dict[str, Any]] = []
    n = INDEPENDENT_FROM - 1
    for q, scope, metric, period, day, lang in INDEPENDENT_NUMERIC:
        n += 1
        tags = {"topic": _topic(metric), "scope": scope, "qtype": "must_not_clarify", "lang": lang}
        expected = _fact(scope, metric, period)
        cases.append(_case(f"num-{n:03d}", q, "numeric", expected, tags | origin, day))
    for q, scope, metric, day, lang in INDEPENDENT_ASSUME:
        n += 1
        period = _latest_closed(scope, metric, day)
        tags = {"topic": _topic(metric), "scope": scope, "qtype": "assume_period", "lang": lang}
        expected = _fact(scope, metric, period, "answer_with_assumptions")
        cases.append(_case(f"num-{n:03d}", q, "numeric", expected, tags | origin, day))
    for n, (q, scope, qtype, day, lang) in enumerate(INDEPENDENT_REFUSAL, start=INDEPENDENT_FROM):
        tags = {"topic": "FIN", "scope": scope, "qtype": qtype, "lang": lang}
        expected = {"clarification": "none", "refuse": True}
        cases.append(_case(f"ref-{n:03d}", q, "refusal", expected, tags | origin, day))
    for n, (q, doc, scope, qtype, lang) in enumerate(INDEPENDENT_NARRATIVE, start=INDEPENDENT_FROM):
        assert doc in _EVAL_NARRATIVE_DOCS, doc
        tags = {"topic": DOC_TOPIC[doc], "scope": scope, "qtype": qtype, "lang": lang}
        expected = {"clarification": "none", "refuse": False, "narrative_doc": doc}
        cases.append(_case(f"nar-{n:03d}", q, "narrative", expected, tags | origin, TODAY))
    for n, (q, scope, topic, day, lang) in enumerate(INDEPENDENT_ASK_FIRST, start=INDEPENDENT_FROM):
        tags = {"topic": topic, "scope": scope, "qtype": "ask_first", "lang": lang}
        expected = {"clarification": "ask_first", "refuse": False}
        cases.append(_case(f"clr-{n:03d}", q, "clarification", expected, tags | origin, day))
    return cases


# -- Later independent sets, kept under benchmarks/data/ as their writers wrote them, join
# the golden set whole once the reference engine passes every case of them in both modes
# (a failing case would lower the baseline). Each keeps its questions, reference dates and
# expectations; a figure must be the KB's own fact at its source. Ids are numbered per
# case type from the set's first number; tags follow the golden set's keys, read from the
# expectations (topic, scope and qtype of the figure or document; NONE where the writer
# named no scope), and say the set they came from.

PROMOTED_SETS = (
    ("benchmarks/data/engine_independent2/cases.jsonl", 401, "independent2"),
    ("benchmarks/data/engine_independent6/cases.jsonl", 501, "independent6"),
    ("benchmarks/data/engine_independent8/cases.jsonl", 601, "independent8"),
    ("benchmarks/data/engine_independent3/cases.jsonl", 701, "independent3"),
    ("benchmarks/data/engine_independent5/cases.jsonl", 801, "independent5"),
    ("benchmarks/data/engine_independent13/cases.jsonl", 901, "independent13"),
    ("benchmarks/data/engine_independent12/cases.jsonl", 1001, "independent12"),
    ("benchmarks/data/engine_independent15/cases.jsonl", 1101, "independent15"),
    ("benchmarks/data/engine_independent17/cases.jsonl", 1201, "independent17"),
    ("benchmarks/data/engine_independent9/cases.jsonl", 1301, "independent9"),
    ("benchmarks/data/engine_independent16/cases.jsonl", 1401, "independent16"),
    ("benchmarks/data/engine_independent23/cases.jsonl", 1501, "independent23"),
)
"""(cases file, first id number in every case type, ``origin`` tag) of each promoted set."""

CASE_TYPE_PREFIX = {
    "numeric": "num",
    "clarification": "clr",
    "refusal": "ref",
    "narrative": "nar",
    "composite": "cmp",
}

PROJECT_ROOT = Path(__file__).resolve().parents[1]

FACTS_AT = {(r.doc, r.locator): r for r in _EVAL_FACT_ROWS}


def _promoted_tags(written: dict[str, Any], where: str) -> dict[str, str]:
    """Golden tags for a promoted case; its figure checked against the KB's fact."""
    expected, kind, lang = written["expected"], written["case_type"], written["tags"]["lang"]
    scope = written["tags"].get("scope", "NONE")
    topic, qtype = "FIN", {"clarification": "ask_first", "refusal": "refuse"}.get(kind, kind)
    if "source" in expected:
        source = expected["source"]
        row = FACTS_AT.get((source["doc"], source["locator"]))
        if row is None or (row.value, row.unit) != (expected["value"], expected["unit"]):
            raise SystemExit(f"{where}: expected figure is not the KB's fact at {source}")
        topic, scope = _topic(row.metric), row.scope
        if kind == "numeric":
            assumed = expected["clarification"] == "answer_with_assumptions"
            qtype = "assume_period" if assumed else "must_not_clarify"
    if "narrative_doc" in expected:
        doc = expected["narrative_doc"]
        if doc not in _EVAL_NARRATIVE_DOCS:
            raise SystemExit(f"{where}: narrative_doc {doc!r} is no narrative document")
        topic = DOC_TOPIC[doc]
        if kind == "narrative" and _EVAL_NARRATIVE_DOCS[doc].lang != lang:
            qtype = "narrative_cross_language"
    return {"topic": topic, "scope": scope, "qtype": qtype, "lang": lang}


def _promoted_cases() -> list[dict[str, Any]]:
    """The promoted sets' cases, in file order, renumbered per case type."""
    cases: list[dict[str, Any]] = []
    for path, first, origin in PROMOTED_SETS:
        numbers = dict.fromkeys(CASE_TYPE_PREFIX, first)
        lines = (PROJECT_ROOT / path).read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, start=1):
            written = json.loads(line)
            kind = written["case_type"]
            case_id = f"{CASE_TYPE_PREFIX[kind]}-{numbers[kind]:03d}"
            numbers[kind] += 1
            tags = _promoted_tags(written, f"{path}:{number}") | {"origin": origin}
            cases.append(
                _case(
                    case_id,
                    written["question"],
                    kind,
                    written["expected"],
                    tags,
                    written["reference_date"],
                )
            )
    return cases


def build_cases() -> list[dict[str, Any]]:
    """Every golden case, seed case first."""
    cases: list[dict[str, Any]] = []
    for n, (q, scope, metric, period, day, lang) in enumerate(NUMERIC, start=2):
        tags = {"topic": _topic(metric), "scope": scope, "qtype": "must_not_clarify", "lang": lang}
        cases.append(_case(f"num-{n:03d}", q, "numeric", _fact(scope, metric, period), tags, day))
    n = 0
    for q, scope, topic, day, lang in ASK_FIRST:
        n += 1
        tags = {"topic": topic, "scope": scope, "qtype": "ask_first", "lang": lang}
        expected = {"clarification": "ask_first", "refuse": False}
        cases.append(_case(f"clr-{n:03d}", q, "clarification", expected, tags, day))
    for q, scope, metric, day, lang in ASSUME:
        n += 1
        period = _latest_closed(scope, metric, day)
        tags = {"topic": _topic(metric), "scope": scope, "qtype": "assume_period", "lang": lang}
        expected = _fact(scope, metric, period, "answer_with_assumptions")
        cases.append(_case(f"clr-{n:03d}", q, "clarification", expected, tags, day))
    for n, (q, scope, qtype, day, lang) in enumerate(REFUSAL, start=1):
        topic = "OOS" if qtype == "refuse_out_of_scope" else "FIN"
        tags = {"topic": topic, "scope": scope, "qtype": qtype, "lang": lang}
        expected = {"clarification": "none", "refuse": True}
        cases.append(_case(f"ref-{n:03d}", q, "refusal", expected, tags, day))
    for n, (q, doc, scope, lang) in enumerate(NARRATIVE, start=1):
        assert doc in _EVAL_NARRATIVE_DOCS, doc
        tags = {"topic": DOC_TOPIC[doc], "scope": scope, "qtype": "narrative", "lang": lang}
        expected = {"clarification": "none", "refuse": False, "narrative_doc": doc}
        cases.append(_case(f"nar-{n:03d}", q, "narrative", expected, tags, TODAY))
    for n, (q, scope, metric, period, doc, day, lang) in enumerate(COMPOSITE, start=1):
        assert doc in _EVAL_NARRATIVE_DOCS, doc
        tags = {"topic": DOC_TOPIC[doc], "scope": scope, "qtype": "composite", "lang": lang}
        expected = {**_fact(scope, metric, period), "narrative_doc": doc}
        cases.append(_case(f"cmp-{n:03d}", q, "composite", expected, tags, day))
    cases += _phrasing_cases()
    cases += _independent_cases()
    cases += _promoted_cases()
    return cases


def render(cases: list[dict[str, Any]]) -> str:
    """The JSONL text: the seed line verbatim, then one compact line per case."""
    lines = [SEED_LINE]
    lines += [json.dumps(c, ensure_ascii=False, separators=(",", ":")) for c in cases]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="data/golden/qa_golden_set.jsonl")
    args = parser.parse_args()
    cases = build_cases()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)) and "num-001" not in ids
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(render(cases), encoding="utf-8")
    print(f"wrote {len(cases) + 1} cases to {args.out}")


if __name__ == "__main__":
    main()
