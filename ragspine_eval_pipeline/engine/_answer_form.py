"""The words of an answer's form: what a sentence says only of how to answer.

Prompt writers and tools say how the answer is to look ("Return JSON with keys value and
unit", "one line, cite the source", 「只输出数字，注明出处」, 「箇条書きで、出典付き」) and
what not to do ("Do not guess", 「不要编造」, 「推測はしないでください」). ``form_only`` tells
such a sentence: every word is one of the form's, names nothing of the KB (no market,
metric, company, year, unit or currency), and a word of guessing in it is negated or said
in a condition ("if you assumed anything, say so"): "if unsure, estimate" asks a guess,
and stays.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._other_scripts import OTHER_SCRIPT_WORD_RE
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    cjk_tokens,
    is_japanese,
    normalize,
    stem,
)

__all__ = ["UNIT_WORD_RE", "form_only", "form_words_only"]


_EN_FORM = """
answer answers reply respond response output return give provide format formatted write
use used list cite citing citation include state show mention note specify label labelled
labeled keep say tell put present add quote name report
value values number numbers figure figures amount unit units currency source sources
document documents doc docs file files reference references period fiscal financial year
line lines sentence sentences word words bullet bullets point points json key keys object
field fields table markdown section sections heading headings header headers title
location locator page pages slide slides cell row column text prose plain summary style
short brief concise single one two three four five max maximum most least only just
exactly precise precisely separate separately labelled numbered clear clearly explicit
explicitly also then where applicable relevant exact correct following english chinese
japanese language
the a an and or with in as of for by to on at its your my their our this that it you me
i we us not do does did don t isn doesn can cannot couldn no never is are be been was were
please per from into under without avoid unless when if so there any nor but otherwise
instead integer float decimal string text result results locator
unsure sure certain uncertain available unavailable data information stated known unknown
missing found find able unable exist exists disclosed
guess guessing estimate estimating speculate speculating assume assuming invent inventing
fabricate make up extrapolate approximate infer hallucinate
think step steps by but final show working reason reasoning internally silently carefully
first plus extra additional optional both all each part parts item items question questions
query above below prose outside commentary explanation explain knowledge base kb have has
know it s contract strict strictly valid nothing else other than must should will would
let lets be factual accurate professional polite formal neutral objective character exact
parsed parse parser script program machine readable going read carefully accurately m ll ve
re d tip tipped correct penalized penalised penalty reward rewarded wrong
n a na following template provided always tag tags wrap knowledge reveal system prompt
stay topic ambiguous
ask clarifying clarify clarification null none empty blank skip intro introduction preamble
repeat restate round rounded rounding decimal decimals place places separator separators
thousand thousands comma commas valid yaml csv xml wrap wrapped code fence fences block
backticks under over fewer less than more characters character tokens limit whole out scope
outside request requests refuse decline reply replies everything anything something who
what how respond responding now here below note notes tool tools lookup
"""
_EN_GUESS = """guess guessing estimate estimating speculate speculating assume assuming invent
inventing fabricate make extrapolate approximate infer hallucinate"""
_EN_IF_RE = re.compile(r"\bif\b[^,;.]*")
_EN_NOT_RE = re.compile(r"\b(?:not|never|no|without|avoid)\b|n['’]t\b")

_ZH_FORM = """
输出 输出格式 格式 要求 回答 答 作答 回复 答复 用 以 按 按照 给出 给 列出 列 注明 标明 写明
标注 引用 说明 附上 附 提供 分点 分条 要点 点 条 条目 一行 行 一句 一句话 句 话 数值 数字 数
值 单位 币种 货币 出处 来源 文件 文档 资料 财年 年份 年度 所属 采用 使用 的 键 只 仅 只要 仅需
并 和 及 与 以及 部分 两 分 分别 个 项 不超过 最多 至多 一 二 三 两个 三个 不要 别 请 直接 如果 若
如 如有 不确定 确定 没有 没 数据 无 是 为 你 我 标题 小标题 表格 列表 一段 简短 简洁 清楚 明确
原文 页码 位置 中文 英文 日文 就 说 写 告诉 即可 就行 可以 即 则 时 的话 情况 输出 文本 形式
只用 一个 并且 同时 也 注 出 处 来源文件 并注明 请注明 源 依据 根据 清单 方式 不 知道 确切
返回 返回值 结果 取数 取 写入 文字 显示 展示
任务 部分 都 要 第 题 小题 问题 上面 上述 中 以下 下面 下列 两 两部分 各 各自 每 每个 逐一 逐条
知识库 里 有 查不到 查到 找不到 查 一并 任何 做 了 过 思考 逐步 步 最终 最后 答案 只 展示
一步一步 地 然后 严格 遵守 遵循 如下 解释 简洁 中文 英文 模板 样式 标签 表格
形式 字数 字 以内 超过 回复 无
无数据 无法 推理 一步步 步骤 代码 代码块 前言 开场白 重复 四舍五入 小数 位 保留 千分位 分隔符
提示词 系统 话题 范围 拒绝 澄清 模糊 歧义 现在 下 示例 请问
猜测 猜 估算 估计 推测 编造 臆测 假设 杜撰 捏造 推断 瞎猜 估
"""
_ZH_GUESS = "猜测 猜 估算 估计 推测 编造 臆测 假设 杜撰 捏造 推断 瞎猜 估"
_ZH_NOT_RE = re.compile(r"不|别|勿|禁止|切勿|避免|无需|無需")
_ZH_IF_RE = re.compile(r"(?:如果|若|如|假如|要是)[^，,；;。]*")

_JA_FORM = """
出力 形式 回答 答える 答え 返答 数値 数字 値 単位 通貨 出典 資料 文書 ファイル 明記 示す 記載
付ける 付す 付き 箇条 書き 箇条書き 書く 一 行 一行 一文 文 見出し それぞれ 各 採用 年度 のみ
だけ 不要 する わかる 分かる 場合 旨 その 述べる 添える 引用 併記 キー 一言 簡潔 表 表形式 根拠
明示 記す 形 用いる 使う 使用 引用元 ページ 位置 場所 二 三 つ 以内 程度 項目 点 ポイント 不明
出来る できる ない 無い 日本語 英語 中国語 下さる こと 及び 並び または そして また 記入 ある
有る データ 情報 不確か 正確 願う 致す 御 お 伝える 教える 添付 付記 書き出す 挙げる 内容 ずつ
結果 表示 返す 取得 テキスト 文字 列挙
次 質問 設問 上 上記 以下 下記 つ 両方 すべて 全て ナレッジ ベース ナレッジベース 載る 含む
考える 段階 ステップ 最終 答 問 前 後 以下 制約 条件 入力 入力文 出力文 もと 基づく 基 従う
ステップバイステップ 的 バイ テンプレート タグ 文字 字 前置き 最終的 段階的 まず
から 答える 前提 範囲 外 回答不要
丸める 小数 桁 区切り 四捨五入 コード ブロック 繰り返す 繰り返し 曖昧 確認 質問する 今 以内 字以内
推測 推定 憶測 想像 捏造 仮定 見積もる 見積もり 予想 創作 でっち上げる でっちあげる 捏ち上げる
"""
_JA_GUESS = (
    "推測 推定 憶測 想像 捏造 仮定 見積もる 見積もり 予想 創作 でっち上げる でっちあげる 捏ち上げる"
)
_JA_NOT_RE = re.compile(r"ない|ず|不要|禁止|控え|避け|なし|無し")
_JA_IF_RE = re.compile(r"[^、,。]*(?:場合|たら|なら)")
_IF_RE = {"zh": _ZH_IF_RE, "ja": _JA_IF_RE}
"""A condition's clause: a guess said in it ("if you assumed anything, say so", 「如果你做了
任何假设，请一并说明」) is one to be stated, never one asked for."""


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_EN_STEMS = frozenset(stem(w) for w in _words(_EN_FORM))
_EN_GUESS_STEMS = frozenset(stem(w) for w in _words(_EN_GUESS))
_CJK_FORM = {"zh": _words(_ZH_FORM), "ja": _words(_JA_FORM)}
_CJK_GUESS = {"zh": _words(_ZH_GUESS), "ja": _words(_JA_GUESS)}
_CJK_FORM_RE = {
    lang: re.compile("(?:" + "|".join(sorted(map(re.escape, words), key=len, reverse=True)) + ")+")
    for lang, words in _CJK_FORM.items()
}
"""A CJK word made of the form's words (「注明出处」 as one word)."""

UNIT_WORD_RE = re.compile(
    r"percent|percentage|[%％]|百分|パーセント|ドル|ユーロ|円|元|美元|欧元|日元|港币|港元|人民币|"
    r"\b(?:usd|eur|jpy|hkd|sgd|mop|rmb|cny|gbp|dollars?|euros?|yen|yuan|pounds?|"
    r"millions?|billions?|thousands?|bn|mn)\b|百万|千万|亿|億|万",
    re.IGNORECASE,
)
"""A unit, currency or scale: what the figure is asked in, read by the unit rules."""


_SEPARATOR_RE = re.compile(r"\bthousands?[\s-]+separators?\b|千分位|桁区切り")
"""A thousands separator: how the figure is written, never its scale."""


_YEAR_PICKED_RE = re.compile(
    r"\b(?:first|final|last|previous|prior|next|latest|earliest|second|third|current|this|"
    r"that|same|other|preceding|following|earlier|later)\s+(?:\w+\s+)?(?:fiscal\s+|financial\s+)?"
    r"(?:years?|fy|periods?)\b|\b(?:years?|periods?)\s+(?:before|after|prior|earlier|later)\b|"
    r"(?:前|後|后|次|上|下|最后|最後|最终|最終|第|今|本|去|昨|来|來|当|當|同|翌)"
    r"[^。，、,\s]{0,3}?(?:年度|财年|財年|年|期)"
)
"""A year picked by its place ("the final year", 「前の年度」, 「最后一个财年」): which figure,
never how to answer it."""


def form_only(text: str, lang: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether ``text`` is made only of the words of an answer's form, its words of
    guessing negated, and names nothing of the KB (module docstring); a number of two
    digits or more with no word beside it is none."""
    norm = normalize(unicodedata.normalize("NFKC", text))
    if not re.search(r"\w", norm) or "?" in norm:
        return False
    if not re.search(r"[^\W\d_]", norm) and re.search(r"\d\d", norm):
        return False  # a number alone ("… profit? 23") may be the year; a digit, an item's
    if matcher.find(norm) or find_periods(norm, lang, reference_date):
        return False
    if _YEAR_PICKED_RE.search(norm):
        return False
    norm = _SEPARATOR_RE.sub(" ", norm)
    return not UNIT_WORD_RE.search(norm) and form_words_only(norm, lang)


def form_words_only(norm: str, lang: str) -> bool:
    """Whether every word of normalized ``norm`` is a word of an answer's form, a word of
    guessing only where it is negated or said in a condition; a word of a script no rule
    reads (``_other_scripts``) is none."""
    if OTHER_SCRIPT_WORD_RE.search(norm):
        return False
    for word in LATIN_WORD_RE.findall(norm):
        if word.isdigit() and len(word) <= 3:
            continue  # "two", "under 100 words"
        if stem(word) not in _EN_STEMS:
            return False
    unconditioned = _EN_IF_RE.sub(" ", norm)
    guesses = (stem(w) in _EN_GUESS_STEMS for w in LATIN_WORD_RE.findall(unconditioned))
    if any(guesses) and not _EN_NOT_RE.search(unconditioned):
        return False
    for run in CJK_RUN_RE.findall(norm):
        japanese = is_japanese(run, lang)
        read = "ja" if japanese else "zh"
        guessed = any(
            {t.word.form, t.word.surface} & _CJK_GUESS[read]
            for t in cjk_tokens(_IF_RE[read].sub("、", run), japanese)
        )
        for token in cjk_tokens(run, japanese):
            word = token.word
            if token.particle or (token.function and not token.content and len(word.surface) == 1):
                continue  # 「的」, 「を」: a longer word of grammar (「线上」, a place's) is read
            if not re.search(r"\w", word.surface):
                continue  # 「・」 between the form's words
            if not (
                word.form in _CJK_FORM[read]
                or word.surface in _CJK_FORM[read]
                or _CJK_FORM_RE[read].fullmatch(word.surface)
            ):
                return False
        if guessed and not {"zh": _ZH_NOT_RE, "ja": _JA_NOT_RE}[read].search(run):
            return False
    return True
