"""Questions asking an attribute of a topic a document covers: refused unless stated.

Sixty questions in three languages, written from the synthetic KB's documents, twenty a
language. Half ask an attribute no passage states (the salary of interns a plan hires, the
name of a store a review says opened, who owns a risk a report says has an owner, the
price of bags a report says are charged for): the engine must refuse, never quote the
passage on the topic. Half ask an attribute a passage does state, in the document's words
or a reader's (how many scholarships, when the flagship opened, how often the drills run):
the engine must answer from that document. Run as
``.venv/bin/python benchmarks/engine_unstated_attributes.py``; prints each question's
route and sources, and the two counts.
"""

from __future__ import annotations

import sys
import tempfile
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ragspine_eval_pipeline.engine.reference import ReferenceEngine  # noqa: E402
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb  # noqa: E402

TODAY = date(2026, 6, 12)

UNSTATED: tuple[str, ...] = (
    "What is the street address of the Marina Bay flagship store?",
    "Who is the executive owner of foreign exchange risk?",
    "What is the name of the café in the Marina Bay flagship store?",
    "How many seats does the café at the Marina Bay store have?",
    "What is the capacity of the rooftop solar panels in Singapore?",
    "Who are the three contract manufacturers that assemble the kiosk hardware?",
    "What is the interest rate on the floating-rate bank loans?",
    "When did the shared service centre start operating?",
    "What is the annual budget of the ACME Foundation?",
    "How much is each university scholarship worth?",
    "东莞区域配送中心的投资金额是多少？",
    "数据泄露应急演练由谁负责？",
    "董事会审计委员会的主席是谁？",
    "ACME+会员的平均年龄是多少？",
    "铜锣湾门店的月租是多少？",
    "跨境直邮的运费是多少？",
    "周末会员专属优惠的折扣是多少？",
    "个人信息保护培训每次多长时间？",
    "内部审计部门有多少名员工？",
    "实习生的轮岗期是多长？",
    "社内公募制度の応募倍率はどのくらいですか？",
    "1on1ミーティングの所要時間は何分ですか？",
    "メンター制度の担当者は誰ですか？",
    "セルフレジの導入費用はいくらですか？",
    "ネットスーパーの配送料はいくらですか？",
    "フードバンクへの寄付量は何トンですか？",
    "レジ袋の料金はいくらですか？",
    "地元の祭りに参加した店舗は何店ですか？",
    "デジタル人材の育成予算はいくらですか？",
    "為替予約の契約先の銀行はどこですか？",
)
"""Attributes no passage states: each must be refused."""

STATED: tuple[tuple[str, str], ...] = (
    ("How many university scholarships did the ACME Foundation fund?", "ESG_Report"),
    ("Where did the new Singapore flagship store open?", "Singapore_Market"),
    ("When did the Marina Bay flagship store open?", "Singapore_Market"),
    ("How many weeks of safety stock does the group keep?", "Risk_Factors"),
    ("What share of forecast yen cash flows does treasury hedge?", "Risk_Factors"),
    ("How often does the board review the risk register?", "Risk_Factors"),
    ("How many volunteer hours did employees contribute?", "ESG_Report"),
    ("What is the goods and services tax rate in Singapore?", "Singapore_Market"),
    ("How many pilot stores will be tested in Kuala Lumpur?", "Strategic_Plan"),
    ("Where are the contract manufacturers of the kiosk hardware?", "Risk_Factors"),
    ("港澳青年实习计划每年招收多少名毕业生？", "GBA_Expansion"),
    ("东莞配送中心的送达时效是多久？", "GBA_Expansion"),
    ("数据泄露后多久要通知数据保护官？", "Data_Protection"),
    ("集团每年进行几次数据泄露应急演练？", "Data_Protection"),
    ("ACME+的会员人数有多少？", "HK_Market"),
    ("会员消费占香港销售额的比例是多少？", "HK_Market"),
    ("数据分为哪几个级别？", "Data_Protection"),
    ("大湾区的消费市场有多少人口？", "GBA_Expansion"),
    ("跨境电商支持哪些货币结算？", "GBA_Expansion"),
    ("谁可以访问高度敏感数据？", "Data_Protection"),
    ("従業員の年間研修時間は何時間以上ですか？", "Talent_Development"),
    ("2028年度までにデジタル人材を何名育成しますか？", "Talent_Development"),
    ("社内公募制度を利用した社員は何名ですか？", "Talent_Development"),
    ("1on1ミーティングの頻度はどのくらいですか？", "Talent_Development"),
    ("セルフレジの導入率はどのくらいですか？", "Japan_Business"),
    ("日本の店舗の再生可能エネルギー比率はどのくらいですか？", "Sustainability_Report_Japan"),
    ("食品廃棄量の削減率はどのくらいですか？", "Sustainability_Report_Japan"),
    ("使い捨てプラスチックの使用量はどれだけ減りましたか？", "Sustainability_Report_Japan"),
    ("資格取得費用は誰が負担しますか？", "Talent_Development"),
    ("売れ残った食品はどこに寄付していますか？", "Sustainability_Report_Japan"),
)
"""Attributes a passage states, with the document (a part of its file name) to answer
from: each must be answered from it."""


def main() -> None:
    engine = ReferenceEngine()
    with tempfile.TemporaryDirectory() as tmp:
        kb = build_eval_kb(Path(tmp))
        refused = 0
        for question in UNSTATED:
            answer = engine.answer(question, mode="tool", reference_date=TODAY, kb=kb)
            refused += answer.refused
            mark = "ok  " if answer.refused else "FAIL"
            print(f"{mark} refuse {answer.route:10} {answer.sources} {question}")
        answered = 0
        for question, doc in STATED:
            answer = engine.answer(question, mode="tool", reference_date=TODAY, kb=kb)
            good = not answer.refused and any(doc in source for source in answer.sources)
            answered += good
            mark = "ok  " if good else "FAIL"
            print(f"{mark} answer {answer.route:10} {answer.sources} {question}")
    print(f"unstated refused: {refused} of {len(UNSTATED)}")
    print(f"stated answered from the right document: {answered} of {len(STATED)}")


if __name__ == "__main__":
    main()
