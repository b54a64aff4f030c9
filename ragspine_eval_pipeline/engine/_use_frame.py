"""What the answer is for, said as a frame around a narrative topic.

"*One line I can paste into the slide on* Japan's store plans", "*Planning a #EarthDay
post —* what's our renewable electricity share?", 「*想发个帖子讲讲*我们的人才培养计划」,
「日本のサステナビリティの取り組み、*投稿で紹介したいんだけど*何かある？」: the frame
names the asker's post, slide or line, never what is asked. It is taken out before the
request is read, so its words (line, paste, slide, post, 帖子, 投稿) are no topic the KB
lacks; the topic inside is read as asked, and refused when the KB lacks it.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

_PIECE_EN = (
    r"(?:post|tweet|thread|blog(?:\s+post)?|newsletter|caption|slide|deck|story|article|"
    r"reel|email|update|one-pager)"
)
_LEAD_EN = re.compile(
    r"^\s*(?:(?:i'?m|we'?re|i\s+am|we\s+are)\s+)?(?:planning|drafting|writing|prepping|"
    r"preparing|putting\s+together|working\s+on)\s+(?:a|an|my|our|the)\s+"
    r"(?:#?[\w'-]+\s+){0,3}?" + _PIECE_EN + r"\s*(?:[—–:;,.]+|-+)\s*"
    r"|^\s*(?:give\s+me\s+)?(?:one|a|a\s+single|1)\s+(?:short\s+)?(?:line|sentence|bullet|blurb)"
    r"\s+(?:(?:i|we)\s+can\s+|to\s+)?(?:paste|drop|put|use|add|stick|include)\s+"
    r"(?:into|in|on|for)\s+(?:the|my|a|our)\s+(?:[\w'-]+\s+){0,2}?" + _PIECE_EN + r"\s+"
    r"(?:on|about|covering|re)\s+",
    re.IGNORECASE,
)
"""An English frame leading the request: the piece being drafted, then a dash or colon;
or the line wanted for a piece, then what it is on."""

_ZH_RE = re.compile(
    r"(?:我|我们)?(?:想|要|准备|打算|正在)?(?:发|写|做|出)(?:个|一个|一条|条|篇|一篇|张|一张|页|一页)?"
    r"(?:帖子|推文|微博|朋友圈|公众号文章|文章|小红书|海报|PPT|ppt|幻灯片)"
    r"(?:来|去)?(?:讲讲|说说|聊聊|介绍一下|介绍介绍|讲一下|说一下|聊一下|介绍|讲|说|聊)?"
    r"[，,：:]?"
)
"""A Chinese frame: the post, article or slide the asker means to write about it."""

_JA_RE = re.compile(
    r"(?:^|(?<=[、,。\s]))(?:SNS|社内報|ブログ|インスタ|Ｘ|X)?の?(?:投稿|記事|ポスト)"
    r"(?:で|に)(?:紹介し|取り上げ|使い|載せ|書き|触れ|シェアし|発信し)たい"
    r"(?:んだけど|んですけど|のですが|んですが|んだが|ので|けど|のですけど)?[、,]?"
)
"""A Japanese frame: the post or article the asker means to introduce it in, its own
words only (「*投稿で紹介したいんだけど*」); a piece described (「取引先向け資料に使いたいので」)
is the asker's purpose, read by ``_purpose``."""


def without_use_frame(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` less a frame saying what the answer is for; unchanged when the frame
    is all it holds, or names anything of the KB (a market, a metric, a document: "the
    *Japan* board deck"), which is part of what is asked."""
    pattern = {"en": _LEAD_EN, "zh": _ZH_RE, "ja": _JA_RE}.get(lang)
    found = pattern.search(question) if pattern else None
    if found is None or not found.group().strip() or matcher.find(normalize(found.group())):
        return question
    kept = question[: found.start()] + ("、" if lang == "ja" else "") + question[found.end() :]
    return kept if re.search(r"\w", kept) else question
