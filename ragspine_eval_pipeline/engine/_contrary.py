"""A figure asked under a condition contrary to fact, in the forms ``HYPOTHETICAL_RE`` lacks.

``_grammar.HYPOTHETICAL_RE`` reads an English "if", "assuming" or "suppose" clause with a
"would" after it. Read here, in the whole question before any frame or segment is set
aside (a condition between commas names nothing the KB holds and would be dropped as the
asker's context):

- English: a condition with its verb first ("*Had GST not risen*, what would …", "*Were it
  not for* the pandemic, …"), after the request ("what would … have been *had tourists
  not returned*"), "but for" / "absent" beside a "would", a supposition ("*Say the yen
  were flat* — …"), "hypothetically";
- Chinese: a clause opened by 如果, 假如, 要是, 若, 万一 … or closed by 的话 before the
  request (「若当年未降租金，香港…为多少」, 「没有北上消费的话，…」);
- Japanese: a clause opened by もし, 仮に, 万一 or closed by a conditional of what did not
  happen (「円安が*なかったら*」, 「万博が*なければ*」, 「*だとしたら*」).

The courteous conditions are no condition on the figure and are read first: "if possible"
(``HYPOTHETICAL_RE``'s own), 「可以的话」, 「如果方便」, 「如果有的话」, 「差し支えなければ」,
「よろしければ」, 「可能であれば」, 「もしあれば」, 「ご存知でしたら」.
"""

from __future__ import annotations

import re
import unicodedata

_STATE = (
    r"(?:not|never|been|kept|stayed|remained|grown|grew|fallen|risen|doubled|halved|closed|opened"
    r"|held|weakened|strengthened|flat|higher|lower|stronger|weaker|no|none|zero)"
)
_EN_RE = re.compile(
    r"(?:^|[,.;:!?]\s*|(?<![a-z])(?:and|but|so)\s+)(?:had|were)\s+(?!(?:you|u|there|they|i|we)\b)"
    r"(?:[a-z$%\d.'’-]+\s+){1,5}?" + _STATE + r"(?![a-z])"
    r"[^,;?]{0,60}?,?\s*(?:what|how\s+much|how\s+many|which)[^?]{0,80}?(?<![a-z])would(?![a-z])"
    r"|(?<![a-z])would\s+(?!(?:you|u)\b)[^?]{0,60}?(?<![a-z])have\s+(?:been|come|reached|totall?ed"
    r"|amounted|grown|fallen|risen|made|earned|looked)(?![a-z])[^?]{0,80}?"
    r"(?<![a-z])(?:had|were)\s+(?!(?:you|u|i|we)\b)(?:[a-z$%\d.'’-]+\s+){1,4}?"
    + _STATE
    + r"(?![a-z])"
    r"|(?<![a-z])(?:but\s+for|were\s+it\s+not\s+for|had\s+it\s+not\s+been\s+for|if\s+not\s+for"
    r"|if\s+it\s+(?:were|was|had)\s*n[o']t\s+(?:been\s+)?for|absent)(?![a-z])[^?]{0,120}?"
    r"(?<![a-z])would(?![a-z])"
    r"|(?<![a-z])would(?![a-z])[^?]{0,120}?(?<![a-z])(?:but\s+for|absent|were\s+it\s+not\s+for"
    r"|had\s+it\s+not\s+been\s+for)(?![a-z])"
    r"|(?<![a-z])hypothetically(?![a-z])[^?]{0,120}?(?<![a-z])(?:would|at\s+(?:a\s+)?[\d.,]+\s*"
    r"(?:yen|dollars?|hkd|usd|sgd|jpy|%|percent)|at\s+(?:a|the)\s+(?:rate|exchange\s+rate)\s+of)(?![a-z])"
    r"|(?:^|[,.;:!?—–-]\s*)(?:hypothetically|(?:let['’]?s\s+)?say|picture|pretend)\s*,?\s+(?:that\s+)?"
    r"(?!(?:you|u|i|we|my|our)\b)[a-z][^,;?—–-]{0,60}?(?<![a-z])(?:were|had|was|did|grew|fell|rose"
    r"|stayed|doubled|halved)\s+(?:[a-z$%\d.'’-]+\s+){0,3}?" + _STATE + r"(?![a-z])"
)
"""English conditions contrary to fact the "if" pattern misses, each saying a state of
the world other than it was (``_STATE``: not, kept, grown, flat, stronger …): verb first,
after the request, "but for" / "absent" beside a "would", a supposition opened by "say",
"pretend" or "hypothetically" ("*Say the yen were flat* — …"). The asker's own doings
("Say I was building a model", "Had to ask again") are no condition on the figure."""

_ZH_COURTESY = frozenset(
    [
        "可以",
        "方便",
        "可能",
        "有",
        "有空",
        "需要",
        "允许",
        "不介意",
        "不麻烦",
        "没问题",
        "能",
        "行",
        "没有",
        "不方便",
        "不行",
        "来得及",
        "知道",
        "清楚",
        "查得到",
        "有数据",
        "有资料",
        "您方便",
        "你方便",
        "您知道",
        "你知道",
        "可以的话",
        "方便的话",
        "有的话",
        "需要的话",
    ]
)
"""What a Chinese courteous condition says (「如果*方便*的话」, 「*可以*的话」): no condition."""

_ZH_RE = re.compile(
    r"(?:^|[，,。；;！!？?\s])(?P<cond>(?:如果|假如|假设|假使|假定|要是|倘若|如若|若是|若(?!干)|万一|设若"
    r"|要不是)[^，,。？?；;]{1,40}|[^，,。？?；;]{2,30}的话)[，,]"
    r"[^。？?]{0,60}?(?:会|将|就|能|可能|应该|该)[^。？?]{0,30}?(?:多少|几)"
)
"""A Chinese condition before a request for what would follow: a clause opened by a
conditional word or closed by 的话, then a modal of the result (会, 将, 就, 能) before 多少.
A plain 「是多少」 after a condition asks the figure as reported, a base the asker's
scenario starts from."""

_ZH_WORLD_RE = re.compile(
    r"没有|没|未|不|无|升值|贬值|上升|下降|增长|增加|减少|上调|下调|提高|降低|涨|跌|加息|减息|保持|维持"
    r"|翻倍|减半|持平|关闭|关店|开店|取消|延迟|推迟"
)
"""Words of a Chinese condition on the world (a negation, a change, a state kept)."""

_ZH_ASKER_RE = re.compile(
    r"我|咱|用|按|采用|使用|作为|基数|模型|情景|分析|数据|资料|数字|信息|口径"
)
"""Words of the asker's own doings or the data (「如果我用2025财年做基数」, 「如果没有数据」):
no condition on the figure."""

_ZH_MARKER_RE = re.compile(
    r"^(?:如果|假如|假设|假使|假定|要是|倘若|如若|若是|若|万一|设若|要不是)|的话$"
)


_JA_COURTESY_RE = re.compile(
    r"(?:もし)?(?:差し支え(?:な|無)(?:ければ|かったら)|(?:よろ|宜)しければ|(?:よ|良)かったら|良ければ"
    r"|可能(?:であれば|でしたら|なら(?:ば)?)|でき(?:れば|ましたら)|出来(?:れば|ましたら)"
    r"|問題(?:な|無)ければ|お手数でなければ|ご面倒でなければ|構わなければ|ご迷惑でなければ"
    r"|必要(?:であれば|でしたら|なら)|あれば|ありましたら|(?:ご|御)?存(?:知|じ)(?:でしたら|であれば)"
    r"|(?:分|わ)か(?:れば|りましたら)|お(?:分|わ)かりでしたら|お手(?:す|透)きでしたら)"
)
"""Japanese courteous conditions (「差し支えなければ」, 「もし可能であれば」): no condition on
the figure."""

_JA_RESULT = (
    r"(?=[^。？?]{0,60}(?:なって|になり|になる|なります|なる|なった|でしょう|だろう|はず|変わ))"
)
_JA_RE = re.compile(
    r"(?:(?<![かも])もし(?!も|かし|くは)|仮に|万一|万が一)(?P<cond>[^、,。？?]{1,40})[、,]"
    + _JA_RESULT
    + r"|(?P<neg>[^、,。？?\s]{2,30}?)(?:なかったら|なければ|ていなければ|なかった場合)"
    r"(?=[、,\s]|[^。？?]{0,40}(?:でした|だった|いた|いる|なる|なって|です|ですか|は[？?]))"
    r"|(?P<sup>[^、,。？?\s]{2,30}?)(?:だったとしたら|だとしたら|としたら|とすれば|ていたら|ていれば)"
    r"[、,]?" + _JA_RESULT
)
"""Japanese conditions: a clause opened by もし, 仮に, 万一, or one closed by a negation
(「円安が*なかったら*」, 「万博が*なければ*」) or a supposition (「円安が続いて*いたとしたら*」);
but a negation, each must say a state of the world (``_JA_WORLD_RE``) and ask what would
follow (``_JA_RESULT``: 「どうなっていましたか」, 「いくらになりますか」): a plain 「いくらですか」
after one asks the figure as reported."""

_JA_WORLD_RE = re.compile(
    r"なかっ|なけれ|なく|ない|でなけ|高|安|増|減|上が|下が|上げ|下げ|据え置|横ばい|維持|閉鎖|開業|続"
)
"""Words of a Japanese condition on the world (a negation, a rise or fall, a state kept)."""

_JA_ASKER_RE = re.compile(
    r"私|僕|弊社|当方|こちら|使う|使っ|使用|用い|見る|作る|作成|分析|モデル|シナリオ|前提|基準"
    r"|データ|数字|数値|資料|情報|記載"
)
"""Words of the asker's own doings or the data (「もしモデルに使うなら」, 「データがなければ」)."""


def _ja_conditioned(sentence: str) -> bool:
    for m in _JA_RE.finditer(_JA_COURTESY_RE.sub("、", sentence)):
        cond = m["cond"] or m["neg"] or m["sup"] or ""
        if m["neg"] is None and _JA_WORLD_RE.search(cond) is None:
            continue
        if _JA_ASKER_RE.search(cond) is None:
            return True
    return False


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？?!])|\n+")


def _conditioned(sentence: str, lang: str) -> bool:
    if lang == "zh":
        return any(
            (cond := _ZH_MARKER_RE.sub("", _ZH_MARKER_RE.sub("", m["cond"]))) not in _ZH_COURTESY
            and _ZH_WORLD_RE.search(cond) is not None
            and _ZH_ASKER_RE.search(cond) is None
            for m in _ZH_RE.finditer(sentence)
        )
    if lang == "ja":
        return _ja_conditioned(sentence)
    return _EN_RE.search(sentence) is not None


def conditioned_sentences(question: str, lang: str) -> list[str]:
    """The sentences of ``question`` (in ``lang``; normalized) asking under a condition
    contrary to fact or supposed, in a form the English "if … would" pattern does not
    read (module docstring)."""
    text = unicodedata.normalize("NFKC", question).casefold()
    return [s for s in _SENTENCE_RE.split(text) if s.strip() and _conditioned(s, lang)]


def under_condition(clause_text: str, sentences: list[str], alone: bool) -> bool:
    """Whether a clause (its ``clause_text``) is asked in one of the conditioned
    ``sentences``: every clause of a question of one sentence (``alone``), else a clause
    written inside one of them."""
    if not sentences:
        return False
    if alone:
        return True
    folded = unicodedata.normalize("NFKC", clause_text).casefold().strip(" ?？。.!！")
    return any(folded and folded in s for s in sentences)
