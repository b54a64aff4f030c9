"""Idioms, frames and measure words a translator rendered word for word from the source.

An online translator from German, French, Portuguese, Russian, Arabic, Hindi or Turkish
keeps the source's way of saying a thing: "wie hoch war" as "in which height lay" and
「多高是」 (how much was it), "em poucas palavras" as "in few words" (a brevity asked),
"über den Daumen gepeilt" as 「親指で測って」 (roughly), Turkish's locative as "year-in",
"Geschäftsjahr" as 「营业年度」 (the fiscal year), "составил" as 「组成了」 (amounted to),
"Mio." for million, "I should buy it" with the verb last (should I buy it: advice),
the plural of people as 「员工们」 and 「従業員たち」, 「年」 counted with
个 (「那个年」 for 那一年), "para um relatório" as 「给一个报告」 (for a report). Each is a
closed class of function words, listed here per language, read as the target's own before
any rule reads the question; content words are never touched: a market, a metric or a
part of the year left in the source's words stays a word the engine refuses.
"""

from __future__ import annotations

import re

__all__ = ["without_calques"]

_Rule = tuple[re.Pattern[str], str]

_EN: tuple[_Rule, ...] = (
    # "in welcher Höhe lag", "à quelle hauteur s'élevait", "в каком размере": how much.
    (
        re.compile(
            r"(?<![a-z])(?:in|at|on|of|to)\s+(?:which|what)\s+(?:height|level|amount|size|magnitude)"
            r"\s+(?:lay|lies|laid|lied|was|is|were|are|stood|stands|amounted|ran|came)(?![a-z])",
            re.I,
        ),
        "how much was",
    ),
    # "em poucas palavras", "en quelques mots", "in wenigen Worten", "в двух словах",
    # "kısaca": a brevity asked, no word of the figure.
    (
        re.compile(
            r"(?<![a-z])(?:in|with)\s+(?:a\s+)?(?:few|two|short|brief|some)\s+words"
            r"(?=\s*(?:[,.;:!?]|$))\s*[,;:]?",
            re.I,
        ),
        "",
    ),
    # "über den Daumen gepeilt", "pi mal Daumen", "à vue de nez": roughly.
    (
        re.compile(
            r"(?<![a-z])(?:(?:measured|aimed|sighted|peiled|estimated)\s+(?:over|by|with)\s+(?:the\s+)?thumb"
            r"|(?:over|by|with)\s+the\s+thumb\s+(?:measured|aimed|sighted|estimated)"
            r"|pi\s+(?:times|mal)\s+(?:the\s+)?thumb|at\s+(?:the\s+)?view\s+of\s+nose)(?![a-z])",
            re.I,
        ),
        "roughly",
    ),
    # The verb put last (Korean, Japanese, Turkish): "I should buy it or not?" asks
    # "should I buy it?"; "teach me your thinking" (생각을 알려주세요, 考えを教えて) asks an
    # opinion. Both stay advice, which is refused.
    (
        re.compile(
            r"(?<![a-z])(i|we)\s+should\s+(buy|sell|hold|keep|invest|exit|dump|short)(?![a-z])",
            re.I,
        ),
        r"should \1 \2",
    ),
    (
        re.compile(
            r"(?<![a-z])(?:teach|tell|give|share\s+with)\s+me\s+your\s+"
            r"(?:thinking|thoughts?|ideas?|feelings?|mind)(?![a-z])",
            re.I,
        ),
        "tell me your opinion",
    ),
    # A Turkish case ending put on the year in English: "2025 fiscal year-in".
    (re.compile(r"(?<![a-z])(years?)-(?:in|at|of|on|da|de|ta|te)(?![a-z])", re.I), r"\1"),
    # "Mio.", "Mrd.", "mln", "Mn" for million and billion.
    (re.compile(r"(?<![a-z])(?:mio|mill?|mln|mn)\.?(?=\s)", re.I), "million"),
    (re.compile(r"(?<![a-z])(?:mrd|md|bln)\.?(?=\s)", re.I), "billion"),
)
"""English calques: pattern, replacement."""

_ZH: tuple[_Rule, ...] = (
    # "wie hoch ist": 「多高是」 asks how much.
    (re.compile(r"多高(?=\s*(?:是|为|為|呢|吗|嗎|[？?。，,]|$))|(?<=是)多高"), "多少"),
    # "Geschäftsjahr", "business year", "exercice": 「营业年度」 is the fiscal year; "financial
    # year" as 「财务年」.
    (
        re.compile(
            r"(?:营业|營業|经营|經營|商业|商業|业务|業務)年度|(?:财务|財務)年(?![度份初底末])(?!中期)"
        ),
        "财年",
    ),
    # 「2024财年中的」: 中 after the fiscal year is "in", never its middle (年中, 中期 stay).
    (re.compile(r"(?<=财年)中(?=的|[，,。？?、\s]|$)"), ""),
    # "составил", "a constitué": 「组成了多少」 is "amounted to how much".
    (re.compile(r"(?:组成|組成|构成|構成)了?(?=\s*(?:多少|几|幾))"), "是"),
    # 의 and の put between a count and its noun: 「三个的支柱」 is 三个支柱; a plan's
    # "pillars" counted as 柱子 (columns) are its 支柱.
    (re.compile(r"(?<=[0-9一二三四五六七八九十两几]个)的(?=[\u4e00-\u9fff])"), ""),
    (re.compile(r"(?<=[0-9一二三四五六七八九十两几]个)柱子"), "支柱"),
    # The plural of people written onto the noun: 「员工们」 is 员工.
    (re.compile(r"(?<=员工|職工|职工|雇员|僱員|人员|人員|店员|店員|同事)们"), ""),
    # 年 counted with 个 (a measure word it does not take): 「那个年」 is 那一年.
    (re.compile(r"(?<=[那这這哪])个(?=年(?![度份级級纪紀龄齡轻輕代头頭终終底初末中]))"), "一"),
    # "para um relatório": 「我需要它给一个报告」 is what the asker needs it for.
    (re.compile(r"(需要它|需要这个|需要這個|要它)给(?=一个|一份|一場|一场|一次|我)"), r"\1用于"),
    # "über den Daumen gepeilt": 「用大拇指量」 is roughly.
    (re.compile(r"(?:用|拿)?(?:大)?拇指(?:来)?(?:量|测|測|估)(?:一下|的话|的話)?[，,]?"), "大概"),
)
"""Chinese calques: pattern, replacement."""

_JA: tuple[_Rule, ...] = (
    # The plural of people written onto the noun: 「従業員たち」 is 従業員.
    (re.compile(r"(従業員|社員|職員|スタッフ|店員)(?:たち|達)"), r"\1"),
    # "über den Daumen gepeilt": 「親指で測って」 is roughly.
    (
        re.compile(
            r"親指(?:で|の)(?:測|計|はか|見積も)(?:って|ると|れば)[、,]?|親指のルールで[、,]?"
        ),
        "おおよそ",
    ),
)
"""Japanese calques: pattern, replacement."""

_RULES = {"en": _EN, "zh": _ZH, "ja": _JA}


def without_calques(text: str, lang: str) -> str:
    """``text`` in ``lang`` with its calqued idioms, frames and measure words read as the
    language's own (module docstring); a text with none comes back unchanged."""
    for pattern, replacement in _RULES.get(lang, ()):
        text = pattern.sub(replacement, text)
    return re.sub(r"[ \t]{2,}", " ", text) if lang == "en" else text
