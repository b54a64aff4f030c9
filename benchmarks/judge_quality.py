# ruff: noqa: E501 -- the fact tables keep one fact per line
"""How well does the lexical judge separate supported claims from unsupported ones?

A fixed-seed generator builds labelled (claim, contexts, supported) pairs in English,
Chinese and Japanese from hand-written base facts. Every pair's contexts hold the
source fact among 3-5 other facts of the same language, split over 1-3 contexts.

Supported claims: the source sentence verbatim, with its time phrase moved
(``reordered``), with function words dropped (``dropped-words``), and a
``paraphrase-heavy`` rewrite (synonyms plus reordering) that lexical overlap is not
expected to catch; it is reported apart and excluded from the targets.
Unsupported claims: the number changed (half of them to a number found in another
sentence of the context), the name swapped for one that appears elsewhere in the
context, a negation added, and a fact absent from the context.

Per-kind rows pool the kind with the opposite class: a supported kind against every
unsupported pair of its language, an unsupported kind against every light supported
pair. ROC AUC uses ``coverage`` as the score (ties count one half). Run:

    .venv/bin/python benchmarks/judge_quality.py
"""

from __future__ import annotations

import random
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ragspine_eval_pipeline.eval.groundedness import LexicalOverlapJudge
from ragspine_eval_pipeline.judges import _evidence, _terms
from ragspine_eval_pipeline.text import normalize_number

SEED = 20250612
ROUNDS = 5
DEFAULT_THRESHOLD = 0.8
TARGET_F1 = 0.85
TARGET_SPEED = 20_000

SUPPORTED_LIGHT = ("verbatim", "reordered", "dropped-words")
HEAVY = "paraphrase-heavy"
UNSUPPORTED = (
    "changed-number",
    "swapped-entity",
    "added-negation",
    "absent-sentence",
    "added-clause",
)


@dataclass(frozen=True)
class Fact:
    """One base fact: ``template`` holds ``{E}`` (the name) and ``{N}`` (the number)."""

    template: str
    name: str
    number: str
    when: str
    negation: tuple[str, str]
    """(affirmative phrase, its negated form) substituted once into the sentence."""


def _facts(rows: str) -> list[Fact]:
    out = []
    for line in rows.strip().splitlines():
        template, name, number, when, positive, negative = (p.strip() for p in line.split("|"))
        out.append(Fact(template, name, number, when, (positive, negative)))
    return out


EN = _facts("""
{E} reported revenue of {N} million USD | ACME HK | 1,702 | in FY2025 | reported | did not report
{E} reported revenue of {N} million USD | ACME Japan | 845.5 | in FY2025 | reported | did not report
{E} reported revenue of {N} million USD | ACME Singapore | 512 | in FY2024 | reported | did not report
{E} reported an operating margin of {N} percent | Contoso Retail | 12.4 | for fiscal 2024 | reported | did not report
{E} opened {N} new stores across Europe | Contoso Retail | 37 | during 2024 | opened | did not open
{E} opened {N} new stores across Europe | Fourth Coffee | 58 | during 2024 | opened | did not open
{E} acquired Northwind Traders for {N} million USD | Fabrikam | 240 | in March 2024 | acquired | did not acquire
{E} acquired the logistics arm of Coho Winery for {N} million USD | Litware | 96 | in June 2023 | acquired | did not acquire
{E} employed {N} people at the Osaka plant | Northwind Traders | 1,150 | at the end of 2023 | employed | did not employ
{E} employed {N} people at the Osaka plant | Tailspin Toys | 830 | at the end of 2024 | employed | did not employ
{E} recalled {N} units of its delivery drone | Tailspin Toys | 12,400 | in the third quarter | recalled | did not recall
{E} cut its operating costs by {N} percent | Woodgrove Bank | 8.5 | last year | cut | did not cut
{E} cut its operating costs by {N} percent | Humongous Insurance | 5 | last year | cut | did not cut
{E} signed a supply agreement worth {N} million USD with Adatum | Litware | 75 | in January 2025 | signed | did not sign
{E} raised its dividend to {N} USD per share | Adatum | 1.25 | for fiscal 2024 | raised | did not raise
{E} raised its dividend to {N} USD per share | Relecloud | 0.8 | for fiscal 2025 | raised | did not raise
{E} launched {N} software products for hospitals | Proseware | 4 | in 2025 | launched | did not launch
{E} served {N} million passengers on its Pacific routes | Blue Yonder Airlines | 3.2 | in 2024 | served | did not serve
{E} paid {N} million USD in claims after the floods | Humongous Insurance | 310 | in 2023 | paid | did not pay
{E} published {N} new titles in the education series | Lucerne Publishing | 64 | in 2024 | published | did not publish
{E} booked {N} tours to Kyoto for the spring season | Margie's Travel | 2,300 | in 2025 | booked | did not book
{E} filed {N} patents on battery chemistry | Trey Research | 19 | over the past two years | filed | did not file
{E} shipped {N} containers through the Rotterdam port | Wide World Importers | 4,870 | in the first half of 2024 | shipped | did not ship
{E} sold {N} lift passes to corporate clients | Alpine Ski House | 15,000 | last winter | sold | did not sell
{E} invested {N} million USD in a new data centre in Dublin | Relecloud | 150 | in 2024 | invested | did not invest
{E} reduced its carbon emissions by {N} percent | VanArsdel | 22 | since 2020 | reduced | did not reduce
{E} hired {N} engineers for its Berlin office | Southridge Video | 45 | in 2024 | hired | did not hire
{E} repaid a bond of {N} million USD | Woodgrove Bank | 500 | in May 2025 | repaid | did not repay
{E} trained {N} designers in its evening programme | Graphic Design Institute | 260 | in 2023 | trained | did not train
{E} closed {N} branches in rural areas | Woodgrove Bank | 14 | in 2024 | closed | did not close
""")

ZH = _facts("""
{E}实现营业收入{N}万美元 | ACME香港 | 1,702 | 2025财年 | 实现 | 未实现
{E}实现营业收入{N}万美元 | ACME日本 | 845.5 | 2025财年 | 实现 | 未实现
{E}实现营业收入{N}亿元 | 星辰科技 | 12.6 | 2024年 | 实现 | 未实现
{E}实现营业收入{N}亿元 | 蓝海物流 | 8.3 | 2024年 | 实现 | 未实现
{E}在华南地区新开设了{N}家门店 | 金穗食品 | 37 | 2024年 | 新开设了 | 没有新开设
{E}在华南地区新开设了{N}家门店 | 明德教育 | 21 | 2024年 | 新开设了 | 没有新开设
{E}以{N}亿元收购了南方冷链的全部股权 | 华岳能源 | 24 | 2024年3月 | 收购了 | 没有收购
{E}以{N}亿元收购了北辰物流的部分股权 | 长风汽车 | 9.6 | 2023年6月 | 收购了 | 没有收购
{E}的员工总数达到{N}人 | 青松医药 | 1,150 | 截至2023年底 | 达到 | 未达到
{E}的员工总数达到{N}人 | 远航电子 | 830 | 截至2024年底 | 达到 | 未达到
{E}召回了{N}台存在缺陷的无人机 | 远航电子 | 12,400 | 第三季度 | 召回了 | 没有召回
{E}的运营成本下降了{N}% | 嘉禾银行 | 8.5 | 去年 | 下降了 | 没有下降
{E}的运营成本下降了{N}% | 锦程航空 | 5 | 去年 | 下降了 | 没有下降
{E}与东岳化工签订了价值{N}万元的供货协议 | 云帆软件 | 7,500 | 2025年1月 | 签订了 | 没有签订
{E}将每股分红提高到{N}元 | 东岳化工 | 1.25 | 2024财年 | 提高到 | 没有提高到
{E}将每股分红提高到{N}元 | 嘉禾银行 | 0.8 | 2025财年 | 提高到 | 没有提高到
{E}推出了{N}款面向医院的软件产品 | 云帆软件 | 4 | 2025年 | 推出了 | 没有推出
{E}的太平洋航线运送旅客{N}万人次 | 锦程航空 | 320 | 2024年 | 运送 | 未运送
{E}支付了{N}亿元的洪灾理赔款 | 平安桥保险 | 3.1 | 2023年 | 支付了 | 没有支付
{E}出版了{N}种教育类新书 | 明德教育 | 64 | 2024年 | 出版了 | 没有出版
{E}在上海设立了研发中心并投入{N}亿元 | 星辰科技 | 15 | 2024年 | 设立了 | 没有设立
{E}申请了{N}项电池化学专利 | 青松医药 | 19 | 过去两年 | 申请了 | 没有申请
{E}通过宁波港运输了{N}个集装箱 | 蓝海物流 | 4,870 | 2024年上半年 | 运输了 | 没有运输
{E}的碳排放量减少了{N}% | 华岳能源 | 22 | 自2020年以来 | 减少了 | 没有减少
{E}为北京办公室招聘了{N}名工程师 | 长风汽车 | 45 | 2024年 | 招聘了 | 没有招聘
{E}偿还了{N}亿元的公司债券 | 嘉禾银行 | 5 | 2025年5月 | 偿还了 | 没有偿还
{E}关闭了{N}家农村网点 | 平安桥保险 | 14 | 2024年 | 关闭了 | 没有关闭
{E}的净利润增长了{N}% | 金穗食品 | 6.7 | 2024年 | 增长了 | 没有增长
{E}的毛利率提升至{N}% | 东岳化工 | 31.2 | 2025年第一季度 | 提升至 | 未提升至
{E}在深圳建成了{N}座充电站 | 长风汽车 | 120 | 2024年 | 建成了 | 没有建成
""")

JA = _facts("""
{E}は売上高{N}百万ドルを計上した | ACME香港 | 1,702 | 2025年度に | 計上した | 計上しなかった
{E}は売上高{N}百万ドルを計上した | ACME日本 | 845.5 | 2025年度に | 計上した | 計上しなかった
{E}は売上高{N}億円を計上した | サクラ電機 | 126 | 2024年度に | 計上した | 計上しなかった
{E}は売上高{N}億円を計上した | ミドリ物流 | 83 | 2024年度に | 計上した | 計上しなかった
{E}は関西で新たに{N}店舗を開設した | コトブキ食品 | 37 | 2024年に | 開設した | 開設しなかった
{E}は関西で新たに{N}店舗を開設した | モミジ不動産 | 21 | 2024年に | 開設した | 開設しなかった
{E}は{N}億円でキタ冷蔵の全株式を買収した | アオバ製薬 | 240 | 2024年3月に | 買収した | 買収しなかった
{E}は{N}億円でミナト建設の物流部門を買収した | ハヤテ自動車 | 96 | 2023年6月に | 買収した | 買収しなかった
{E}は大阪工場で従業員{N}人を雇用した | ホシノ精機 | 1,150 | 2023年末時点で | 雇用した | 雇用しなかった
{E}は大阪工場で従業員{N}人を雇用した | イズミ電子 | 830 | 2024年末時点で | 雇用した | 雇用しなかった
{E}は配送用ドローン{N}台をリコールした | イズミ電子 | 12,400 | 第3四半期に | リコールした | リコールしなかった
{E}は営業費用を{N}%削減した | カエデ銀行 | 8.5 | 昨年 | 削減した | 削減しなかった
{E}は営業費用を{N}%削減した | ツバサ航空 | 5 | 昨年 | 削減した | 削減しなかった
{E}はヒカリ通信と{N}百万円の供給契約を締結した | ミナト建設 | 750 | 2025年1月に | 締結した | 締結しなかった
{E}は1株当たり配当を{N}円に引き上げた | ヒカリ通信 | 125 | 2024年度に | 引き上げた | 引き上げなかった
{E}は1株当たり配当を{N}円に引き上げた | カエデ銀行 | 80 | 2025年度に | 引き上げた | 引き上げなかった
{E}は病院向けソフトウェア製品を{N}本発売した | ヒカリ通信 | 4 | 2025年に | 発売した | 発売しなかった
{E}は太平洋路線で{N}万人の旅客を輸送した | ツバサ航空 | 320 | 2024年に | 輸送した | 輸送しなかった
{E}は水害の保険金として{N}億円を支払った | ヤマブキ損保 | 310 | 2023年に | 支払った | 支払わなかった
{E}は教育シリーズの新刊を{N}点出版した | モミジ出版 | 64 | 2024年に | 出版した | 出版しなかった
{E}は電池材料に関する特許を{N}件出願した | アオバ製薬 | 19 | 過去2年間で | 出願した | 出願しなかった
{E}は横浜港で{N}個のコンテナを取り扱った | ミドリ物流 | 4,870 | 2024年上期に | 取り扱った | 取り扱わなかった
{E}は二酸化炭素排出量を{N}%削減した | ホシノ精機 | 22 | 2020年以降 | 削減した | 削減しなかった
{E}は東京本社でエンジニア{N}人を採用した | ハヤテ自動車 | 45 | 2024年に | 採用した | 採用しなかった
{E}は社債{N}億円を償還した | カエデ銀行 | 500 | 2025年5月に | 償還した | 償還しなかった
{E}は地方の支店{N}か所を閉鎖した | ヤマブキ損保 | 14 | 2024年に | 閉鎖した | 閉鎖しなかった
{E}は純利益が{N}%増加した | コトブキ食品 | 6.7 | 2024年度に | 増加した | 増加しなかった
{E}は粗利益率を{N}%に改善した | サクラ電機 | 31.2 | 2025年第1四半期に | 改善した | 改善しなかった
{E}は名古屋に{N}か所の充電ステーションを建設した | ハヤテ自動車 | 120 | 2024年に | 建設した | 建設しなかった
{E}はデータセンターに{N}億円を投資した | ミナト建設 | 150 | 2024年に | 投資した | 投資しなかった
""")

# Heavy paraphrase: synonyms a lexical judge cannot know.
SYNONYMS = {
    "en": {
        "reported": "posted",
        "revenue": "sales",
        "opened": "launched",
        "new stores": "outlets",
        "acquired": "bought",
        "employed": "had",
        "people": "staff",
        "recalled": "withdrew",
        "cut": "lowered",
        "operating costs": "running expenses",
        "signed": "concluded",
        "raised": "increased",
        "launched": "released",
        "served": "carried",
        "paid": "settled",
        "published": "released",
        "booked": "sold",
        "filed": "registered",
        "shipped": "moved",
        "sold": "issued",
        "invested": "spent",
        "reduced": "lowered",
        "hired": "recruited",
        "repaid": "redeemed",
        "trained": "taught",
        "closed": "shut",
        "branches": "offices",
    },
    "zh": {
        "实现": "取得",
        "营业收入": "营收",
        "新开设了": "开出",
        "门店": "店铺",
        "收购了": "买下",
        "员工总数": "雇员人数",
        "召回了": "收回",
        "运营成本": "经营开支",
        "下降了": "降低",
        "签订了": "签署",
        "提高到": "上调至",
        "推出了": "发布",
        "支付了": "赔付",
        "出版了": "发行",
        "申请了": "提交",
        "运输了": "转运",
        "减少了": "削减",
        "招聘了": "聘用",
        "偿还了": "兑付",
        "关闭了": "撤销",
        "增长了": "上升",
        "提升至": "升至",
        "建成了": "落成",
        "设立了": "成立",
    },
    "ja": {
        "計上した": "記録した",
        "売上高": "売り上げ",
        "開設した": "オープンした",
        "店舗": "店",
        "買収した": "取得した",
        "雇用した": "抱えた",
        "従業員": "社員",
        "リコールした": "回収した",
        "削減した": "減らした",
        "営業費用": "営業コスト",
        "締結した": "結んだ",
        "引き上げた": "増やした",
        "発売した": "リリースした",
        "輸送した": "運んだ",
        "支払った": "払った",
        "出版した": "刊行した",
        "出願した": "申請した",
        "取り扱った": "扱った",
        "採用した": "雇った",
        "償還した": "返済した",
        "閉鎖した": "閉じた",
        "増加した": "伸びた",
        "改善した": "高めた",
        "建設した": "建てた",
        "投資した": "投じた",
    },
}

# Invented reasons and comments appended to a true sentence: no number, no name, so
# only the coverage threshold can reject them. Lengths vary from 2 to 6 content tokens.
ADDITIONS = {
    "en": (
        "mainly online",
        "thanks to strong demand",
        "despite weaker tourism",
        "driven by price increases in Asia",
        "after a record holiday season",
        "as part of a broad restructuring plan",
        "which beat analyst forecasts",
        "following heavy marketing spending",
    ),
    "zh": (
        "创历史新高",
        "超出市场预期",
        "主要得益于线上销售",
        "受益于亚洲需求强劲",
        "主要由于价格上涨",
        "作为重组计划的一部分",
        "此前营销投入大幅增加",
    ),
    "ja": (
        "過去最高となった",
        "市場予想を上回った",
        "主にオンライン販売が寄与した",
        "アジアの需要拡大による",
        "値上げが主因である",
        "再編計画の一環である",
        "広告費の増加が背景にある",
    ),
}

DROPPABLE = {
    "en": re.compile(r"\b(?:the|its|a|of) "),
    "zh": re.compile("[了的]"),
    "ja": re.compile("[をに]"),
}


@dataclass(frozen=True)
class Pair:
    lang: str
    kind: str
    claim: str
    contexts: tuple[str, ...]
    supported: bool


def main_clause(fact: Fact, name: str | None = None, number: str | None = None) -> str:
    return fact.template.format(E=name or fact.name, N=number or fact.number)


def sentence(lang: str, fact: Fact, main: str | None = None) -> str:
    """The fact as it is written in a context (time phrase first in CJK, last in English)."""
    main = main or main_clause(fact)
    if lang == "en":
        return f"{main} {fact.when}"
    sep = "，" if lang == "zh" else "、"
    return f"{fact.when}{sep}{main}"


def reordered(lang: str, fact: Fact, main: str | None = None) -> str:
    """The time phrase moved: to the front in English, after the subject in CJK."""
    main = main or main_clause(fact)
    if lang == "en":
        return f"{fact.when[0].upper()}{fact.when[1:]}, {main}"
    subject = fact.name + ("は" if lang == "ja" else "")
    return main.replace(subject, f"{subject}{fact.when}", 1)


def changed_number(rng: random.Random, raw: str) -> str:
    """A different number in the same format (a changed digit, or a scaled value)."""
    value = float(raw.replace(",", ""))
    decimals = len(raw.split(".")[1]) if "." in raw else 0
    while True:
        new = value * rng.choice((0.5, 0.8, 1.1, 1.25, 1.5, 2, 3)) + rng.choice((0, 1, 3))
        text = f"{new:,.{decimals}f}" if "," in raw else f"{new:.{decimals}f}"
        if normalize_number(text) != normalize_number(raw):
            return text


def build_context(
    rng: random.Random, lang: str, facts: Sequence[Fact], include: Sequence[Fact]
) -> tuple[str, ...]:
    sentences = [sentence(lang, f) for f in (*include, *facts)]
    rng.shuffle(sentences)
    end = ". " if lang == "en" else "。"
    n_contexts = rng.randint(1, min(3, len(sentences)))
    cuts = sorted(rng.sample(range(1, len(sentences)), n_contexts - 1))
    bounds = [0, *cuts, len(sentences)]
    return tuple(end.join(sentences[a:b]) + end.strip() for a, b in pairwise(bounds))


def generate(seed: int = SEED, rounds: int = ROUNDS) -> list[Pair]:
    rng = random.Random(seed)
    pairs: list[Pair] = []
    for lang, facts in (("en", EN), ("zh", ZH), ("ja", JA)):
        for _ in range(rounds):
            for fact in facts:
                others = [f for f in facts if f is not fact]
                neighbours = rng.sample(others, rng.randint(3, 5))
                contexts = build_context(rng, lang, neighbours, [fact])

                def add(kind: str, claim: str, supported: bool, ctx=contexts, lang=lang) -> None:
                    pairs.append(Pair(lang, kind, claim, ctx, supported))

                add("verbatim", sentence(lang, fact), True)
                add("reordered", reordered(lang, fact), True)
                add("dropped-words", DROPPABLE[lang].sub("", sentence(lang, fact)), True)
                heavy = main_clause(fact)
                for word, synonym in SYNONYMS[lang].items():
                    heavy = heavy.replace(word, synonym)
                add(HEAVY, reordered(lang, fact, heavy), True)

                pool = [
                    f.number
                    for f in neighbours
                    if normalize_number(f.number) != normalize_number(fact.number)
                ]
                if pool and rng.random() < 0.5:
                    number = rng.choice(pool)  # a number the context states elsewhere
                else:
                    number = changed_number(rng, fact.number)
                add("changed-number", sentence(lang, fact, main_clause(fact, number=number)), False)

                names = [
                    f.name
                    for f in neighbours
                    if f.name != fact.name and f.name not in fact.template
                ]
                if not names:
                    names = [
                        rng.choice(
                            [
                                f.name
                                for f in others
                                if f.name != fact.name and f.name not in fact.template
                            ]
                        )
                    ]
                    neighbours = [*neighbours, next(f for f in others if f.name == names[0])]
                    contexts = build_context(rng, lang, neighbours, [fact])
                swapped = main_clause(fact, name=rng.choice(names))
                add("swapped-entity", sentence(lang, fact, swapped), False, contexts)

                positive, negative = fact.negation
                negated = main_clause(fact).replace(positive, negative, 1)
                add("added-negation", sentence(lang, fact, negated), False)

                sep = {"en": ", ", "zh": "，", "ja": "、"}[lang]
                addition = rng.choice(ADDITIONS[lang])
                add("added-clause", f"{sentence(lang, fact)}{sep}{addition}", False)

                absent = rng.choice(others)
                without = [f for f in neighbours if f is not absent]
                add(
                    "absent-sentence",
                    sentence(lang, absent),
                    False,
                    build_context(rng, lang, without, [fact]),
                )
    return pairs


# --- metrics ----------------------------------------------------------------------


def prf(rows: Sequence[tuple[bool, bool]]) -> tuple[float, float, float]:
    """Precision, recall, F1 of ``entailed`` against ``supported``."""
    tp = sum(1 for pred, gold in rows if pred and gold)
    fp = sum(1 for pred, gold in rows if pred and not gold)
    fn = sum(1 for pred, gold in rows if not pred and gold)
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def roc_auc(rows: Sequence[tuple[float, bool]]) -> float:
    """Probability that a supported claim outscores an unsupported one (ties: 1/2)."""
    ordered = sorted(rows, key=lambda r: r[0])
    ranks = [0.0] * len(ordered)
    i = 0
    while i < len(ordered):
        j = i
        while j + 1 < len(ordered) and ordered[j + 1][0] == ordered[i][0]:
            j += 1
        for k in range(i, j + 1):
            ranks[k] = (i + j) / 2 + 1
        i = j + 1
    n_pos = sum(1 for _, gold in ordered if gold)
    n_neg = len(ordered) - n_pos
    if not n_pos or not n_neg:
        return float("nan")  # undefined with one class only
    rank_sum = sum(r for r, (_, gold) in zip(ranks, ordered, strict=True) if gold)
    return (rank_sum - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


@dataclass(frozen=True)
class Scored:
    pair: Pair
    entailed: bool
    coverage: float


def score(pairs: Sequence[Pair], judge: LexicalOverlapJudge) -> list[Scored]:
    out = []
    for p in pairs:
        verdict = judge.judge(p.claim, p.contexts)
        graded = verdict.score if verdict.score is not None else verdict.coverage
        out.append(Scored(p, verdict.entailed, graded))
    return out


def groups(scored: Sequence[Scored]) -> list[tuple[str, list[Scored]]]:
    """(label, pool) rows: per language, then per kind against the opposite class."""
    rows: list[tuple[str, list[Scored]]] = []
    light = [s for s in scored if s.pair.kind != HEAVY]
    for lang in ("en", "zh", "ja"):
        rows.append((f"lang={lang}", [s for s in light if s.pair.lang == lang]))
    rows.append(("all (light)", light))
    positives = [s for s in light if s.pair.supported]
    negatives = [s for s in light if not s.pair.supported]
    for kind in (*SUPPORTED_LIGHT, HEAVY):
        rows.append((f"kind={kind}", [s for s in scored if s.pair.kind == kind] + negatives))
    for kind in UNSUPPORTED:
        rows.append((f"kind={kind}", positives + [s for s in scored if s.pair.kind == kind]))
    return rows


def table(scored: Sequence[Scored]) -> tuple[str, float]:
    lines = [f"{'pool':<26}{'n':>6}{'P':>8}{'R':>8}{'F1':>8}{'AUC':>8}"]
    worst = 1.0
    for label, pool in groups(scored):
        p, r, f1 = prf([(s.entailed, s.pair.supported) for s in pool])
        auc = roc_auc([(s.coverage, s.pair.supported) for s in pool])
        lines.append(f"{label:<26}{len(pool):>6}{p:>8.3f}{r:>8.3f}{f1:>8.3f}{auc:>8.3f}")
        if HEAVY not in label:
            worst = min(worst, f1)
    return "\n".join(lines), worst


def sweep(pairs: Sequence[Pair]) -> str:
    lines = [f"{'threshold':<11}{'P':>8}{'R':>8}{'F1':>8}{'min F1':>8}{'heavy R':>9}{'F1 all':>8}"]
    for step in range(10):
        threshold = round(0.5 + 0.05 * step, 2)
        scored = score(pairs, LexicalOverlapJudge(threshold))
        light = [s for s in scored if s.pair.kind != HEAVY]
        p, r, f1 = prf([(s.entailed, s.pair.supported) for s in light])
        _, worst = table(scored)
        heavy = [s.entailed for s in scored if s.pair.kind == HEAVY]
        _, _, f1_all = prf([(s.entailed, s.pair.supported) for s in scored])
        mark = ""
        lines.append(
            f"{threshold:<11}{p:>8.3f}{r:>8.3f}{f1:>8.3f}{worst:>8.3f}"
            f"{sum(heavy) / len(heavy):>9.3f}{f1_all:>8.3f}{mark}"
        )
    return "\n".join(lines)


def _fresh(judge: LexicalOverlapJudge) -> LexicalOverlapJudge:
    """The same judge without its verdict memo, so every pair is judged, not recalled."""
    return LexicalOverlapJudge(judge.threshold, max_sentences=judge.max_sentences)


def speed(judge: LexicalOverlapJudge, repeats: int = 15) -> tuple[float, float]:
    """Best-of-``repeats`` claims per second: caches cold, then contexts already indexed.

    Best-of, as ``timeit`` does, so that other work on the machine does not count.

    One round of pairs, so no claim repeats; the token cache is cleared before each
    timing so that every claim is tokenized afresh. The second figure is the typical
    case: the claims of one answer share its contexts, which are indexed once.
    """
    pairs = generate(SEED + 1, rounds=1)
    cold, warm = [], []
    for _ in range(repeats):
        _evidence.index_contexts.cache_clear()
        _terms.analyse.cache_clear()
        fresh = _fresh(judge)  # no verdict memo from the previous round
        start = time.perf_counter()
        score(pairs, fresh)
        cold.append(len(pairs) / (time.perf_counter() - start))
        _terms.analyse.cache_clear()
        for p in pairs:
            _terms.analyse(p.claim)  # the contexts stay indexed, as for an answer's claims
        fresh = _fresh(judge)
        start = time.perf_counter()
        score(pairs, fresh)
        warm.append(len(pairs) / (time.perf_counter() - start))
    return max(cold), max(warm)


def main() -> int:
    pairs = generate()
    judge = LexicalOverlapJudge()
    n_facts = len(EN) + len(ZH) + len(JA)
    print(f"{len(pairs)} labelled pairs from {n_facts} base facts (seed {SEED})")
    print(f"\nAt the default thresholds {judge.thresholds} ({judge!r}):")
    rendered, worst = table(score(pairs, judge))
    print(rendered)
    print(
        "\nThreshold sweep (P/R/F1 over light pairs; min F1 over the rows above but heavy;"
        " heavy recall; F1 over all pairs, heavy included):"
    )
    print(sweep(pairs))
    cold, warm = speed(judge)
    print(f"\nSpeed (one core): {cold:,.0f} claims/s with cold caches,")
    print(f"                  {warm:,.0f} claims/s with contexts indexed (the typical case)")
    ok = worst >= TARGET_F1 and warm >= TARGET_SPEED
    print(f"Targets (F1 >= {TARGET_F1} per row but heavy, >= {TARGET_SPEED:,} claims/s):", end=" ")
    print("met" if ok else "NOT met")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
