"""A figure someone claims, brought to be checked: the figure claimed is what is asked.

People check a number they heard or read before using it: "Someone said Hong Kong
revenue was about 1.5bn in FY2024 — is that right?", 「听说新加坡2024年EBITDA是8000多万
美元，对吗？」, 「日本の2023年度の純利益は30億円と聞きましたが、合っていますか？」, a quoted
line ("SG EBITDA for FY2023 came in at 210m."), "my notes say …", 「…是不是1,000亿日元左右」,
「…は9億ドル台でしたか？」. The claim's number is the asker's, often rounded, in another
unit or of another year: it is what the question asks, never a year, a value or a unit
the figure must have. So, where a claim is framed as one (a reporting frame, a quotation,
a tag asking whether it is right, or a yes-or-no question of the amount):

- *the amount* (a number with its currency, scale or unit and the words making it
  approximate, 「约」, 「左右」, 「台」, "about") is read as the language's question word
  for an amount ("how much", 多少, いくら);
- *the frame* (who said it and where: "A colleague told me", 「群里转发的截图写着」, 「…と
  同僚から聞きました」) naming nothing the KB holds is dropped, and so are sentences that
  only ask whether it is right or say it seems high ("Is that accurate?", 「没记错吧」,
  「確認をお願いします」).

Everything else stays as written, so the scope, the metric and the year the claim names
are read as in any request: a bare "profit" or 「利益」 asks which, "our market" asks which,
「2024/25」 asks which year, and a name the KB lacks (a dividend, Taiwan, an open year) is
refused. A claim naming a document ("the ESG report says …") is read from the document, as
before; a claim naming no metric is read so only for an amount of money (「那家门店卖了2亿
美元」 asks how much the store sold, which the KB does not hold). A change claimed ("rose
4%", 「增长了15%」) is no amount: it stays, and is refused as any change is.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine._grammar import DERIVED_RE
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_claim_frame"]

_NUMBER = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"

_EN_WORD_NUMBER = r"(?:half\s+a|a\s+quarter\s+of\s+a|a|one)(?=\s+(?:million|billion|trillion)\b)"
"""An English amount said in words before its scale ("half a billion", "a million")."""

# --- English -------------------------------------------------------------------------

_EN_APPROX = (
    r"(?:(?:just\s+|a\s+(?:bit|little)\s+|slightly\s+|somewhere\s+)?(?:about|around|roughly|approximately|"
    r"in\s+the\s+(?:region|neighbou?rhood|ballpark)\s+of|"
    r"approx\.?|nearly|almost|close\s+to|over|above|under|below|more\s+than|less\s+than|fewer\s+than|"
    r"north\s+of|south\s+of|upwards\s+of|some|circa|c\.|~)\s*)"
)
_EN_CURRENCY = r"(?:US\$|HK\$|S\$|MOP\$|(?:USD|HKD|SGD|JPY|MOP|RMB|CNY)\s?|[¥$€£])"
_EN_SCALE = (
    r"(?:\s?(?:k|m|mn|mm|bn|b|tn)(?![a-z])|\s+(?:thousand|million|billion|trillion)(?![a-z]))"
)
_EN_UNIT = (
    r"(?:\s*%|\s+(?:per\s*cent|percent|pct)(?![a-z])|\s+(?:(?:us|u\.s\.|hong\s+kong|hk|"
    r"singapore|sg|macau|macao)\s+)?(?:dollars?|yen|patacas?|usd|hkd|sgd|jpy|mop)(?![a-z])"
    r"|\s+(?:people|employees|staff|heads|persons|ftes?)(?![a-z]))"
)
_EN_AMOUNT_RE = re.compile(
    rf"(?P<approx>{_EN_APPROX})?(?P<cur>{_EN_CURRENCY})?(?<![\w/'’.-])(?P<num>{_NUMBER}|{_EN_WORD_NUMBER})"
    rf"(?![\d/])(?P<scale>{_EN_SCALE})?(?P<unit>{_EN_UNIT})?(?![\w%])",
    re.IGNORECASE,
)
"""An English amount: "about 1.5bn", "¥86 billion", "700 million US dollars", "40%", "688"."""

_EN_COPULA_BEFORE_RE = re.compile(
    r"(?:\b(?:was|is|were|are|be|been|at|as|of|hit|reached|topped|totall?ed|=)|[:=])\s*$",
    re.IGNORECASE,
)
"""A bare number stands as the amount only after a copula or a verb of reaching it."""

_EN_FRAME_RE = re.compile(
    r"^(?P<who>[^.?!:;\"“”]{0,80}?)\b(?:said|says|say|saying|told\s+(?:me|us)|tells\s+(?:me|us)|"
    r"(?:was|were|(?:have|has|['’]ve)\s+been|got)\s+told|"
    r"heard|read(?:\s+somewhere)?|claims?|claimed|mentioned|wrote|writes|reckons?|reported|"
    r"stated|states|noted|put\s+it|"
    r"(?:asked|asks|is\s+asking|was\s+asking|(?:wants|wanted)\s+to\s+know|wonders|wondered)"
    r"(?:\s+(?:me|us))?\s+(?:whether|if))"
    r"(?:\s+(?:yesterday|earlier(?:\s+today)?|this\s+morning|last\s+(?:night|week|month|time)|"
    r"the\s+other\s+day|before|previously|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day))?"
    r"(?:\s+that)?\s+"
    r"|^(?:per|according\s+to)\s+(?P<whose>[^,]{1,60}),\s*",
    re.IGNORECASE,
)
"""The reporting frame opening a claim: who said it ("Someone in the meeting said",
"My notes from the call say", "I read somewhere that", "Per a colleague,"), or who asked
whether it holds ("The board wants to know if …", "My boss asked me whether …")."""

_EN_HOLDER_RE = re.compile(
    r"^(?P<who>(?:my|our|his|her|their|the|this|that)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+"
    r"(?:has|have|had|shows?|showed|lists?|listed|puts?|carries|carried)\s+",
    re.IGNORECASE,
)
"""What holds the asker's figure, opening a claim: "*My spreadsheet has* …", "*Our deck
shows* …"."""

_EN_NOTED_RE = re.compile(
    r"^(?:i|we)\s+(?:have|had|'ve\s+got|got)\s+(?P<claim>.+?)\s+(?:written\s+down|noted(?:\s+down)?|"
    r"jotted\s+down|down|recorded|listed|pencilled\s+in|penciled\s+in)\s+(?:as|at)\s+",
    re.IGNORECASE,
)
"""The asker's own note of a figure: "I have X written down as 688"."""

_EN_YES_NO_RE = re.compile(r"^(?:was|is|were|did)(?:n['’]?t)?\s+", re.IGNORECASE)
"""A yes-or-no question of the amount, negated or not ("Was …", "*Wasn't* … about 1.5bn?"):
the negation only says which answer the asker expects."""

_EN_STANCE_RE = re.compile(
    r"^(?:(?:and|but|so)\s+)?(?:surely|presumably|certainly|i\s+(?:assume|take\s+it|gather|suppose)"
    r"(?:\s+that)?)\s*,?\s+(?!(?:what|which|how|who|when|where|why)\b)",
    re.IGNORECASE,
)
"""The asker's certainty opening a statement closed by a question mark ("*Surely* … wasn't
below 100m?", "*I take it* … was about 400m?"): a claim brought to be checked."""

_EN_TAG_WORDS = (
    r"(?:(?:was|is|were|are|did|does|do|has|have|had)(?:n['’]?t)?\s+"
    r"(?:it|that|this|they|there|he|she|we|you)|right|correct|no|yes|yeah|eh)"
)
"""A tag question, negated or not ("wasn't it", "did it", "isn't there", "right"): it
asks whether the statement before it holds."""

_EN_CHECK = (
    r"^(?:(?:and|so|but)\s+)?(?:"
    r"(?:is|was)\s+(?:that|this|it)\s+(?:still\s+)?(?:right|correct|accurate|true|so|"
    r"the\s+case|official|the\s+official\s+(?:number|figure)|the\s+current\s+(?:number|figure)|"
    r"(?:about|roughly)\s+right|legit|in\s+the\s+right\s+ballpark)"
    r"|(?:are|were)\s+(?:both|they|these|those|all)(?:\s+(?:both|of\s+them))?\s+(?:right|correct|accurate|true)"
    r"|(?:am\s+i|is\s+(?:he|she|that|my\s+note)|are\s+my\s+notes)\s+(?:right|correct|wrong)"
    r"|(?:correct|right|true|accurate|yes\s+or\s+no|no|yes)"
    r"|" + _EN_TAG_WORDS + r""
    r"|(?:can|could|would)\s+(?:you|u|someone)\s+(?:please\s+)?(?:confirm|check|verify|"
    r"double[-\s]?check|fact[-\s]?check|sanity[-\s]?check)(?:\s+(?:that|this|it))?(?:\s+for\s+me)?"
    r"|(?:please\s+)?(?:just\s+)?(?:confirm|check|verify|double[-\s]?check)(?:\s+(?:that|this|it))?"
    r"(?:\s+(?:for\s+me|please))?"
    r"|(?:that|it|this)\s+(?:feels|seems|sounds|looks)\s+(?:(?:way|much|far|a\s+bit|a\s+little|"
    r"rather|quite|really|too|very)\s+)*(?:high|low|off|wrong|big|small|steep)"
    r"|what(?:['’]s|\s+is|\s+was)\s+the\s+(?:actual|real|correct|right|true|exact|official)\s+"
    r"(?:figure|number|value|amount)"
    r"|(?:(?:so|then|just|please)\s+)*(?:give|tell|send)\s+me\s+the\s+(?:actual|real|correct|right|true"
    r"|exact|official|precise)\s+(?:figure|number|value|amount)(?:\s+(?:then|please))?"
    r"|(?:quick\s+)?(?:sanity|fact)[-\s]?check|quick\s+check|(?:just\s+)?checking"
    r"|(?:is\s+(?:that|this|it)\s+)?(?:ok|okay|fine)|(?:is\s+(?:that|this|it)\s+)?still\s+(?:current|valid|right)"
    r"|(?:is\s+)?(?:that|this|it)\s+(?:still\s+)?(?:current|up[-\s]to[-\s]date|the\s+latest)"
    r"|(?:does|do)\s+(?:that|this|it|these|those)\s+(?:look|sound|seem)\s+(?:right|correct)(?:\s+to\s+you)?"
    r"|(?:two|2|a\s+couple\s+of|a\s+few|some)\s+things\s+(?:from\s+[^,]{1,40}\s+)?(?:i\s+want\s+to|"
    r"i['’]d\s+like\s+to|to)\s+(?:check|verify|confirm)"
    r")"
)
_EN_CHECK_RE = re.compile(
    _EN_CHECK + r"(?:\s*,\s*(?:i['’]m|i\s+am|we['’]re|we\s+are)\s[^.?!]*)?[\s?!.]*$", re.IGNORECASE
)
"""A sentence that only asks whether the claim is right, or says how it seems, perhaps
with the asker's situation after it ("Just confirm it, I'm walking into a meeting.")."""
_EN_CHECK_OPENS_RE = re.compile(_EN_CHECK + r"(?![a-z])", re.IGNORECASE)
"""A sentence opening on such a question ("Can you confirm that before I use it?")."""

# --- Chinese -------------------------------------------------------------------------

_ZH_APPROX_BEFORE = (
    r"(?:应该有|应该是|應該有|應該是|大概是|大概|大约是|大约|约为|约|差不多是|差不多|接近|将近|近|"
    r"已经超过|已超过|超过|"
    r"突破|逾|不到|不足|高达|达到|达|足足|低于|少于|高于|多于|跌破|不及|没有超过|没超过|"
    r"没有达到|没达到|没有到|没到|没有(?=\d)|没(?=\d))"
)
_ZH_APPROX_AFTER = r"(?:左右|上下|出头|以上|以下|之多|多一点|多)"
_ZH_NUMERAL = r"(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|[零一二两三四五六七八九十百千]+)"
_ZH_SCALE = r"(?:千万|百万|亿|万|千)"
_ZH_UNIT = (
    r"(?:美元|美金|港币|港元|日元|日圆|新元|新加坡元|澳门元|澳门币|葡币|人民币|块钱|块|元|%|"
    r"个百分点|名员工|名|人|位)"
)
_ZH_AMOUNT_RE = re.compile(
    rf"(?P<approx>{_ZH_APPROX_BEFORE})?(?P<num>{_ZH_NUMERAL})(?P<scale>{_ZH_SCALE})?(?P<after>多)?"
    rf"(?P<unit>{_ZH_UNIT})?(?P<suffix>{_ZH_APPROX_AFTER})?"
)
"""A Chinese amount: 「大概是26亿港币」, 「4.6亿美元」, 「34%」, 「2,200人左右」."""

_ZH_FRAME_RE = re.compile(
    r"^(?P<who>[^，,。？?！!：:“”「」]{0,14}?)(?:听说|听人说|有人说|说|讲|(?<=[上里])话|提到|写着|写的是|(?<=[上里中])写的|记的是|记着|"
    r"记得是|记得|称|表示|看到说|转发说)(?![明服话题])[：:，,]?"
)
"""The reporting frame opening a claim: 「开会时有人说」, 「群里转发的截图写着」,
「我笔记上记的是」."""

_ZH_REMEMBERED_RE = re.compile(r"我(?:记得|印象中|印象里|记着)(?:是)?")
"""The asker's memory said mid-sentence: 「日本的员工人数*我记得是*2,200人左右」."""

_ZH_YES_NO_RE = re.compile(
    r"是不是(?=[^，。？！]*?\d)|有没有(?P<reach>达到|到|超过|超|过|突破|破)(?=[^，。？！]*?\d)"
    r"|(?<![是就])不是(?=[^，,。？?！!]*?\d[^，,。？?！!]*?(?:吗|嗎)[？?]?$)"
    r"|(?:难道|難道)(?:不是|没有|沒有|没|沒)?(?=[^，,。？?！!]*?\d)"
)
"""A yes-or-no question of the amount: 「是不是1,000亿日元左右」, the Taiwanese and northern
「有没有到40%」 (did it reach), read as a claim of reaching it (达到), and the negative
「不是42%左右吗」 (wasn't it about 42%) and 「难道没有超过…吗」 (surely it passed …), read as
「是」."""

_ZH_TAGGED_RE = re.compile(r"(?:吧|对吧|對吧|是吧)[？?！!。]*$")
"""A statement closed by a tag asking to be agreed with (「…1000亿日元左右吧？」)."""

_ZH_REACHED = {"到": "达到", "达到": "达到", "超过": "超过", "超": "超过", "过": "超过"}


def _zh_yes_no(match: re.Match[str]) -> str:
    """The copula a yes-or-no question of an amount is read with, and how it is reached."""
    reach = match.group("reach")
    return "是" + (_ZH_REACHED.get(reach, "突破") if reach else "")


_ZH_CHECK_RE = re.compile(
    r"^(?:"
    r"(?:这个数|这个数字|这个|这|那)?(?:对吗|对吧|对不对|对不|是吗|是吧|是真的吗|真的吗|是不是真的?|靠谱吗|靠不靠谱|准吗|"
    r"准不准|没错吧|没记错吧|属实吗|是这样吗|可信吗|有没有错)"
    r"|(?:这个数|这个数字|这个|这|那)?(?:没问题|沒問題|没错|沒錯)(?:吧|吗|嗎)"
    r"|(?:帮我|请|麻烦|让我|讓我|叫我)?(?:核对|核实|确认|查|查一下|核对一下|核实一下|确认一下)(?:一下)?(?:两点|几点|一下)?"
    r"(?:准确|真实|实际|正确)?(?:的)?(?:数字|数据|数)?"
    r"|我想(?:核对|核实|确认)一下"
    r"|(?:如果|要是)?(?:我)?没(?:有)?记错(?:的话)?"
    r"|(?:那)?(?:真实|实际|准确|正确|具体)(?:的)?(?:数字|数据|数)?(?:是|为)?多少"
    r"|我(?:觉得|感觉)(?:有点|有些|好像)?(?:偏高|偏低|太高|太低|高了|低了|不太对|不对)"
    r")[吗呢吧啊呀？?！!。.]*$"
)
"""A segment that only asks whether the claim is right (「对吗」, 「没记错吧」, 「帮我查一下准确
数字」) or says how it seems (「我觉得偏高」)."""

# --- Japanese ------------------------------------------------------------------------

_JA_APPROX_BEFORE = r"(?:約|およそ|ほぼ|だいたい|大体|概ね|おおむね|ざっと)"
_JA_APPROX_AFTER = (
    r"(?:近い|近く|強|弱|台|くらい|ぐらい|程度|前後|ほど|超|余り|あまり|以上|以下|"
    r"を(?:超え|上回|下回|割|割り込|切|突破し)(?:た|る|て(?:い|お)る|った|っている|んだ|"
    r"(?:り|し)?(?:ました|ます|ません))|未満|に(?:届|達)(?:いた|した|かなかった|しなかった))"
)
_JA_SCALE = r"(?:兆|千億|億|千万|百万|万|千)"
_JA_UNIT = r"(?:米ドル|香港ドル|シンガポールドル|パタカ|ドル|円|%|パーセント|人|名)"
_JA_AMOUNT_RE = re.compile(
    rf"(?P<approx>{_JA_APPROX_BEFORE})?(?P<num>{_NUMBER})(?P<scale>{_JA_SCALE})?"
    rf"(?P<unit>{_JA_UNIT})?(?P<suffix>{_JA_APPROX_AFTER})?"
)
"""A Japanese amount: 「約200億円」, 「43%」, 「1,600人強」, 「9億ドル台」."""

_JA_FRAME_END_RE = re.compile(
    r"(?:だ|です|である)?(?:と(?!は)|って)(?:[^。？?！!、「」とは]{1,12}?(?:から|より|に|で)、?)?"
    r"(?:説明が|記載が|話が|発表が|報告が)?(?:聞|あり|書|記憶|言|伺|見|読|思)"
    r"[^。？?！!、]*?(?:(?:が|けど|けれど(?:も)?)(?:、|,)|(?=[。？?！!]|$))"
    r"|(?:だ|です|である)?(?:という|との)(?:話|噂|こと|説明|記載|認識|理解)(?:は|って|で)?"
    r"(?:本当|正しい|事実|確か|合って|よろしい|間違いない)[^。？?！!]*"
    r"|と(?:なって|されて)(?:い|お)(?:ます|る|ました|た)[^。？?！!、]*?(?:(?:が|けど|けれど(?:も)?)(?:、|,)"
    r"|(?=[。？?！!]|$))"
)
"""The end of a Japanese claim: 「…と聞きましたが、」, 「…とありました」, 「…だと同僚から聞き
ました」, 「…という話は本当ですか」, 「…という認識で正しいでしょうか」, 「(資料では)…となって
いますが、」."""

_JA_OPENER_RE = re.compile(
    r"^(?P<where>[^、。「」]{1,15}?)(?:によると|によれば|には|では|に|で|から)、?"
)
"""Where a Japanese claim was read or heard, opening it: 「資料に」, 「新聞記事に、」."""

_JA_YES_NO_RE = re.compile(
    r"^(?:でしたか|ですか|だったか|でしょうか|だった|ですよね|でしたよね|(?:ん|の)(?:だ|です)よね|か[？?])"
)

_JA_CHECK_RE = re.compile(
    r"^(?:それは|これは)?(?:"
    r"(?:本当|正しい|正確|事実|確か|間違いない)(?:の)?(?:です|でしょう|ですよね|でしょうか|ですか|か)?"
    r"|合って(?:います|ます|いる)(?:か|でしょうか)?"
    r"|(?:ご)?確認(?:を)?(?:お願い(?:します|いたします|できますか)|して(?:ください|いただけますか|もらえますか))"
    r"|(?:\d+|[一二三両]|いくつか)?点?確認させて(?:ください|いただけますか|ください)"
    r"|(?:正確な|実際の|本当の|正しい)(?:数字|数値|値)を教えて(?:ください|下さい|いただけますか|もらえますか)"
    r"|(?:で|それで|じゃあ|では)?、?(?:正確|厳密|実際|本当|具体的)(?:に|のところ)?(?:は|って)?"
    r"(?:いくら|何人|何名|何%|何パーセント|どれくらい|どのくらい)(?:だった|でした|です|なの|なん)?"
    r"(?:んです|のです|でしょう)?か?"
    r")[。？?！!]*$"
)
"""A sentence that only asks whether the claim is right: 「合っていますか」, 「確認をお願い
します」, 「正確な数字を教えてください」."""


def without_claim_frame(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` with a claimed figure read as asked (module docstring); ``text`` as it is
    when it holds no claim framed as one."""
    folded = unicodedata.normalize("NFKC", text)
    if lang == "en":
        read = _read_en(folded, matcher)
    elif lang == "zh":
        read = _read_zh(folded, matcher)
    elif lang == "ja":
        read = _read_ja(folded, matcher)
    else:
        read = None
    return text if read is None else read


def _kinds(text: str, matcher: Matcher) -> set[str]:
    return {m.kind for m in matcher.find(normalize(text))}


def _claimable(text: str, matcher: Matcher, money: bool) -> bool:
    """Whether a sentence holding an amount may be read as a claim of a KB figure: it
    names no document (a claim of what a document says is read from it) and names a
    metric, or claims an amount of money."""
    kinds = _kinds(text, matcher)
    return "document" not in kinds and ("metric" in kinds or money)


# --- English -------------------------------------------------------------------------

_EN_TAG = _EN_TAG_WORDS + r"\s*(?:[?!.]+|$)"
_EN_SENTENCE_RE = re.compile(
    r"(?<=[.?!])\s+|\s+[-–—]+\s+|(?<=:)\s+(?=\S)|^\s*[-–—]+\s*"
    rf"|\s*,\s+(?={_EN_TAG})",
    re.IGNORECASE,
)
"""Where an English message's sentences part, and a tag question ("…, wasn't it?") from
the statement it asks of."""


def _en_amounts(sentence: str) -> list[re.Match[str]]:
    found = []
    for m in _EN_AMOUNT_RE.finditer(sentence):
        bare = not (m.group("cur") or m.group("scale") or m.group("unit"))
        if bare:
            year = re.fullmatch(r"(?:19|20)\d\d", m.group("num")) is not None
            before = sentence[: m.start()]
            after = sentence[m.end() :]
            if year or not (m.group("approx") or _EN_COPULA_BEFORE_RE.search(before)):
                continue
            if re.match(
                r"\s+(?!in\b|for\b|at\b|by\b|as\b|on\b|and\b|or\b|last\b|this\b)[a-z]", after, re.I
            ):
                continue  # "hit 40 stores": a count of something else
            if re.search(r"(?:fy|q|h|fiscal|year|page|slide|tab|row|col|p\.)\s*'?$", before, re.I):
                continue
        found.append(m)
    return found


_EN_GUESS_RE = re.compile(
    r"^(?:(?:(?:i|we)\s+(?:would\s+have\s+|(?:had|have)\s+)?(?:think|thought|believe|believed|"
    r"guess|guessed|reckon|reckoned|assume|assumed|figure|figured|recall|remember)"
    r"|(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:pretty\s+|fairly\s+|quite\s+)?sure)"
    r"(?:\s+that)?\s+|if\s+i\s+(?:remember|recall)\s+(?:right|rightly|correctly),?\s+)?"
    r"(?:it|that)(?:\s+(?:was|is|were)|['’]s)\s+",
    re.IGNORECASE,
)
"""A guess at the figure just asked, pointing back at it ("*I think it was* around 1.7
billion", "*it's* about 40%"): the amount guessed is the speaker's, no part of the
request."""


def _guess_at_the_asked(sentence: str, before: list[str], matcher: Matcher) -> bool:
    """Whether ``sentence`` only guesses the amount of the figure the sentence before asks
    (``_EN_GUESS_RE`` and one amount, nothing more): the request already asks it."""
    guess = _EN_GUESS_RE.match(sentence)
    before = [s for s in before if not _EN_CHECK_RE.match(s.strip())]
    if guess is None or not before or "metric" not in _kinds(before[-1], matcher):
        return False
    rest = sentence[guess.end() :].strip().rstrip(".!?").strip()
    amount = _EN_AMOUNT_RE.fullmatch(rest)
    return amount is not None and bool(
        amount.group("approx")
        or amount.group("cur")
        or amount.group("scale")
        or amount.group("unit")
    )


def _read_en(text: str, matcher: Matcher) -> str | None:
    text, quoted = _unquoted(text, matcher, ('"', '"'), ("“", "”"))
    sentences = [s for s in _EN_SENTENCE_RE.split(text.strip()) if s and s.strip()]
    framed = quoted or any(_EN_CHECK_OPENS_RE.match(s.strip()) for s in sentences)
    out: list[str] = []
    claimed = False
    for sentence in sentences:
        s = sentence.strip()
        if _guess_at_the_asked(s, out, matcher):
            claimed = True  # "What was HK revenue? I think it was around 1.7 billion."
            continue
        amounts = _en_amounts(s)
        money = any(
            m.group("cur") or re.search(r"dollar|yen|pataca|usd|hkd|sgd|jpy|mop", m.group(0), re.I)
            for m in amounts
        )
        if amounts and _claimable(s, matcher, money):
            body, frame = _en_unframed(s, matcher)
            yes_no = _EN_YES_NO_RE.match(body) is not None and body.endswith("?")
            stance = _EN_STANCE_RE.match(body)
            if stance is not None and body.endswith("?"):
                body, frame = body[stance.end() :], True
            if (frame or framed or yes_no) and _en_amounts(body):
                body = _en_affirmed(_en_replace(body, stated=not yes_no))
                body = re.sub(r",\s+and\s+that\s+", ", and ", body)
                if yes_no:
                    body = _EN_YES_NO_RE.sub("", body).rstrip("?").strip()
                    body = f"What was {body}?"
                out.append(body)
                claimed = True
                continue
        out.append(s)
    if not claimed:
        return (
            _change_read(sentences, "en", matcher, quoted)
            or _document_read_en(sentences, matcher)
            or _count_read(sentences, "en", matcher, quoted)
        )
    kept = [s for s in out if not _EN_CHECK_RE.match(s.strip())]
    return " ".join(_en_ended(s) for s in kept) if kept else None


_EN_REACHED_RE = re.compile(
    r"(?:(?P<modal>\b(?:will|would|could|should|might|may|to)\s+)|\b)(?:hit|hits|reached|reach|reaches|"
    r"topped|tops|top|totall?ed|totals?|came\s+in\s+at|comes?\s+in\s+at|stood\s+at|stands?\s+at|"
    r"amounted\s+to|amounts?\s+to|landed\s+at|clocked\s+in\s+at|was\s+at|is\s+at)\s*$",
    re.IGNORECASE,
)
"""A verb of reaching the amount ("hit 40%", "came in at 210m"): said of the figure, it
is the copula ("was how much"); after a modal, "be" (a forecast stays one)."""

_EN_PASSED_RE = re.compile(
    r"\b(?:(?:did|does|do)(?:n['’]?t|\s+not)?\s+|never\s+)?(?:(?:go|goes|went|get|gets|got|"
    r"come\s+in|came\s+in|rise|rises|rose|climb(?:s|ed)?|fall|falls|fell|drop(?:s|ped)?|"
    r"dip(?:s|ped)?)(?:\s+(?:above|over|below|under|past|beyond|to))?|exceed(?:s|ed)?|"
    r"surpass(?:es|ed)?|top(?:s|ped)?|break|breaks|broke|pass(?:es|ed)?|cross(?:es|ed)?)\s*$",
    re.IGNORECASE,
)
"""A verb of passing a threshold, negated or not ("didn't go above 20 billion", "exceeded
700"), in a claim stated and closed by a tag: the asker's bound on the figure, read as the
copula. Asked outright ("Did revenue exceed 1.5bn?"), it is a comparison, not a claim."""

_EN_NEGATED_RE = re.compile(
    r"(?<![a-z])(?P<aux>was|is|were|are|has|have|had)(?:n['’]?t|\s+not)(?![a-z])"
    r"|(?<![a-z])(?:did|does|do)(?:n['’]?t|\s+not)\s+(?P<have>have)(?![a-z])",
    re.IGNORECASE,
)
"""A negated verb in a claim ("wasn't", "didn't have"): the negation only says which
answer the asker expects, so the amount is asked as of the verb itself ("had how many")."""


def _en_affirmed(body: str) -> str:
    """``body`` with its negated verbs said plainly (``_EN_NEGATED_RE``)."""
    return _EN_NEGATED_RE.sub(lambda m: m.group("aux") or "had", body)


def _en_replace(body: str, stated: bool = False) -> str:
    """``body`` with each amount read as "how much"; with ``stated``, a threshold passed
    (``_EN_PASSED_RE``) read as the amount reached."""
    for m in reversed(_en_amounts(body)):
        before = body[: m.start()].rstrip()
        reached = _EN_REACHED_RE.search(before)
        passed = _EN_PASSED_RE.search(before) if stated else None
        if reached is not None:
            verb = f"{reached.group('modal')}be" if reached.group("modal") else "was"
            before = f"{before[: reached.start()]}{verb}"
        elif passed is not None:
            before = f"{before[: passed.start()]}was"
        unit = (m.group("unit") or "").strip()
        asked = f"how many {unit}" if unit.isalpha() and unit.lower() in _EN_COUNTED else "how much"
        body = f"{before} {asked}{body[m.end() :]}"
    return body.strip()


_EN_COUNTED = frozenset({"people", "employees", "staff", "heads", "persons", "fte", "ftes"})
"""The units counting people: the amount's noun stays, as what is counted."""


def _en_ended(sentence: str) -> str:
    return sentence if re.search(r"[.?!:]$", sentence) else sentence + "."


def _en_unframed(sentence: str, matcher: Matcher) -> tuple[str, bool]:
    """``sentence`` less its reporting frame, and whether it had one."""
    noted = _EN_NOTED_RE.match(sentence)
    if noted is not None and not _kinds(sentence[: noted.start("claim")], matcher):
        return f"{noted.group('claim')} was {sentence[noted.end() :]}", True
    holder = _EN_HOLDER_RE.match(sentence)
    if holder is not None and not _kinds(holder.group("who"), matcher):
        return sentence[holder.end() :], True
    frame = _EN_FRAME_RE.match(sentence)
    if frame is None:
        return sentence, False
    who = frame.group("who") if frame.group("who") is not None else frame.group("whose")
    if _kinds(who, matcher):
        return sentence, False
    rest = re.sub(
        r"^(?:it|they)\s+(?:says?|said)\s+(?:that\s+)?", "", sentence[frame.end() :], flags=re.I
    )
    return rest, True


def _unquoted(text: str, matcher: Matcher, *quotes: tuple[str, str]) -> tuple[str, bool]:
    """``text`` with a sentence quoting a claim read as the quotation, when the words
    around it in its sentence name nothing the KB holds; and whether one was."""
    quoted = False
    for left, right in quotes:
        pattern = re.compile(
            rf"(?P<before>(?:^|(?<=[.?!。？！]))[^.?!。？！{left}{right}]*){re.escape(left)}"
            rf"(?P<quote>[^{left}{right}]+){re.escape(right)}"
        )
        m = pattern.search(text)
        if m is None:
            continue
        quote = m.group("quote").strip()
        ended = re.search(r"[.?!。？！]$", quote) is not None
        after = re.match(r"[^.?!。？！、，,]*(?:[、，,]|(?=[.?!。？！])|$)", text[m.end() :])
        tail = "" if ended or after is None else after.group()
        if not (re.search(r"\d", quote) or "metric" in _kinds(quote, matcher)) or _kinds(
            m.group("before") + " " + tail, matcher
        ):
            continue
        ending = "" if ended else ("." if quote.isascii() else "。")
        text = f"{text[: m.start()]} {quote}{ending} {text[m.end() + len(tail) :]}".strip()
        quoted = True
    return text, quoted


_EN_DOCUMENT_SAYS_RE = re.compile(
    r"^(?:so\s+)?what\s+does\s+(?:the|that|this|it)\b[^?.!]{0,60}?\s*(?:actually\s+|really\s+)?say"
    r"(?P<about>\s+about\s+[^?.!]+)?[?.!]*$",
    re.IGNORECASE,
)
"""A request to be told what the document a claim names says ("What does the plan
actually say?", "What does it really say about stores?")."""


def _document_read_en(sentences: list[str], matcher: Matcher) -> str | None:
    """A claim of what a document says, followed by a request to be told what it says:
    the claim without who made it, asked as a question of the document ("Is it true that
    …?"), or followed by the request when that says what it asks about."""
    for at, sentence in enumerate(sentences):
        body, framed = _en_unframed(sentence.strip(), matcher)
        if not framed:
            continue
        rest = [s.strip() for s in sentences[at + 1 :]]
        asks = [m for m in map(_EN_DOCUMENT_SAYS_RE.match, rest) if m is not None]
        if not asks or len(asks) + sum(bool(_EN_CHECK_RE.match(s)) for s in rest) < len(rest):
            continue
        claim = body.rstrip(" .?!")
        if any(m.group("about") for m in asks):
            return " ".join([*sentences[:at], f"{claim}.", *(m.group() for m in asks)])
        return " ".join([*sentences[:at], f"Is it true that {claim}?"])
    return None


# --- Chinese -------------------------------------------------------------------------

_ZH_SEGMENT_RE = re.compile(r"(?<=[，。？?！!；;：:])|(?<=,)(?!\d{3})")


def _zh_amounts(segment: str) -> list[re.Match[str]]:
    return [
        m
        for m in _ZH_AMOUNT_RE.finditer(segment)
        if (m.group("scale") or m.group("unit"))
        and not segment[m.end() :].startswith(("年", "财年", "月", "季", "日", "号"))
        and not (
            m.group("scale") is None
            and re.fullmatch(r"[零一二两三四五六七八九十百千]+", m.group("num"))
        )
    ]


_ZH_GUESS_RE = re.compile(
    r"^(?:我|我们|我們)?(?:觉得|覺得|感觉|感覺|记得|記得|猜|估计|估計|以为|以為|印象中|印象里)?"
    r"(?:应该|應該|大概|好像|差不多|可能)?(?:是|有)?"
)
"""A guess at the figure just asked, its subject left unsaid (「我觉得应该是16亿左右」,
「好像是9亿多」): the amount guessed is the speaker's, no part of the request."""


def _changed_before_amount(
    body: str, lang: str, amounts: list[re.Match[str]], matcher: Matcher
) -> bool:
    """Whether ``body`` says, between its last metric and its first amount, that the
    figure changed (``_CHANGED_RE``: 「收入是*涨了*10%」): the amount is the change's, so
    the claim is of a change, never of the figure."""
    if not amounts or len(normalize(body)) != len(body):
        return False  # the offsets of the names are those of the normalized text
    start = amounts[0].start()
    ends = [m.end for m in matcher.find(normalize(body)) if m.kind == "metric" and m.end <= start]
    return bool(ends) and _CHANGED_RE[lang].search(body[max(ends) : start]) is not None


def _zh_guess_at_the_asked(segment: str, before: list[str], matcher: Matcher) -> bool:
    """Whether ``segment`` only guesses the amount of the figure the segment before asks
    (``_ZH_GUESS_RE`` and one amount, nothing more)."""
    if not before or "metric" not in _kinds(before[-1], matcher):
        return False
    body = segment.strip(" ，,。！!？?吧吗嗎")
    guess = _ZH_GUESS_RE.match(body)
    rest = body[guess.end() :] if guess else body
    amount = _ZH_AMOUNT_RE.fullmatch(rest)
    return (
        guess is not None
        and guess.end() > 0
        and amount is not None
        and bool(amount.group("scale") or amount.group("unit") or amount.group("suffix"))
    )


def _read_zh(text: str, matcher: Matcher) -> str | None:
    text, quoted = _unquoted(text, matcher, ("“", "”"), ("「", "」"), ('"', '"'))
    segments = [s for s in _ZH_SEGMENT_RE.split(text.strip()) if s.strip()]
    framed = quoted or any(_ZH_CHECK_RE.match(s.strip(" ，,")) for s in segments)
    out: list[str] = []
    claimed = False
    for segment in segments:
        if _zh_guess_at_the_asked(segment, out, matcher):
            claimed = True  # 「香港的收入是多少？我觉得应该是16亿左右。」
            continue
        amounts = _zh_amounts(segment)
        money = any(re.search(r"元|币|美金|日圆|块", m.group(0)) for m in amounts)
        if amounts and _claimable(segment, matcher, money):
            body = segment
            frame = _ZH_FRAME_RE.match(body)
            if frame is not None and _kinds(frame.group("who"), matcher):
                frame = None
            if frame is not None:
                body = body[frame.end() :]
            body, remembered = _ZH_REMEMBERED_RE.subn("", body)
            body, yes_no = _ZH_YES_NO_RE.subn(_zh_yes_no, body)
            yes_no += _ZH_TAGGED_RE.search(body) is not None
            if _changed_before_amount(body, "zh", _zh_amounts(body), matcher):
                out.append(segment)  # 「收入是不是涨了10%」: a change claimed, no amount
                continue
            if (frame or remembered or yes_no or framed) and _zh_amounts(body):
                for m in reversed(_zh_amounts(body)):
                    counted = (
                        m.group("unit") if m.group("unit") in ("名员工", "名", "人", "位") else ""
                    )
                    body = body[: m.start()] + "多少" + counted + body[m.end() :]
                body = re.sub(r"多少(?:吗|么|吧)", "多少", body)
                out.append(body)
                claimed = True
                continue
        out.append(segment)
    if not claimed:
        return (
            _change_read(segments, "zh", matcher, quoted)
            or _count_read(segments, "zh", matcher, quoted)
            or _hearsay_read(re.split(r"(?<=[。？?！!])", text.strip()), "zh", matcher)
        )
    kept = [s for s in out if not _ZH_CHECK_RE.match(s.strip(" ，,"))]
    read = "".join(kept).strip().rstrip("，,；;：:")
    if re.match(r"^[^，,。？?！!]{0,8}(?:两点|几点|几件事)[：:]", read):
        read = re.sub(r"^[^：:]*[：:]", "", read)
    return read or None


# --- Japanese ------------------------------------------------------------------------

_JA_SENTENCE_RE = re.compile(r"(?<=[。？?！!])")


def _ja_amounts(sentence: str) -> list[re.Match[str]]:
    return [
        m
        for m in _JA_AMOUNT_RE.finditer(sentence)
        if (m.group("scale") or m.group("unit"))
        and not sentence[m.end() :].startswith(("年", "月", "期", "日", "点", "四半期"))
    ]


def _read_ja(text: str, matcher: Matcher) -> str | None:
    text, quoted = _unquoted(text, matcher, ("「", "」"), ("“", "”"))
    sentences = [s for s in _JA_SENTENCE_RE.split(text.strip()) if s.strip()]
    framed = quoted or any(_JA_CHECK_RE.match(s.strip()) for s in sentences)
    out: list[str] = []
    claimed = False
    for sentence in sentences:
        amounts = _ja_amounts(sentence)
        money = any(re.search(r"円|ドル|パタカ", m.group(0)) for m in amounts)
        if amounts and _claimable(sentence, matcher, money):
            body = sentence
            opener = _JA_OPENER_RE.match(body)
            first = matcher.find(normalize(body))
            if (
                opener is not None
                and not _kinds(opener.group("where"), matcher)
                and (not first or opener.end() <= first[0].start + 1)
            ):
                body = body[opener.end() :]
            ends = list(_JA_FRAME_END_RE.finditer(body))
            end = (
                next((e for e in ends if e.start() >= _ja_amounts(body)[-1].end()), None)
                if _ja_amounts(body)
                else None
            )
            last = _ja_amounts(body)[-1] if _ja_amounts(body) else None
            yes_no = last is not None and _JA_YES_NO_RE.match(body[last.end() :]) is not None
            if (end is not None or yes_no or framed) and _ja_amounts(body):
                if end is not None:
                    body = body[: end.start()] + "。" + body[end.end() :].lstrip("、,")
                for m in reversed(_ja_amounts(body)):
                    counted = m.group("unit") in ("人", "名")
                    asked = "何" + m.group("unit") if counted else "いくら"
                    body = body[: m.start()] + asked + body[m.end() :]
                body = re.sub(r"(いくら|何[人名])(?:だった|でした|だ|です)(?=。)", r"\1", body)
                out.append(body)
                claimed = True
                continue
        out.append(sentence)
    if not claimed:
        return (
            _change_read(sentences, "ja", matcher, quoted)
            or _count_read(sentences, "ja", matcher, quoted)
            or _hearsay_read(sentences, "ja", matcher)
        )
    pieces = [p for s in out for p in re.split(r"(?<=[。？?！!])", s) if p.strip()]
    kept = [p for p in pieces if not _JA_CHECK_RE.match(p.strip())]
    return re.sub(r"。+", "。", "".join(kept)).strip() or None


# --- What the asker heard, and what a document says of it ----------------------------

_HEARD_RE = {
    "ja": re.compile(
        r"^(?P<claim>[^。？?！!]+?)と(?:聞いた|聞きました|伺った|伺いました|耳にした|耳にしました)"
        r"(?:のですが|んですが|のですけれど|のですけど|けれど|けど|が)?[、,]?\s*"
        r"(?:本当(?:でしょうか|ですか|なのでしょうか|なんですか|なの)?)?[。？?！!]*$"
    ),
    "zh": re.compile(
        r"^(?:我)?(?:听说|聽說|听人说|聽人說)(?P<claim>[^。？?！!，,]+?)[，,]?\s*"
        r"(?:是真的吗|是真的嗎|是不是真的|真的吗|真的嗎)?[。？?！!]*$"
    ),
}
"""Something the asker heard, perhaps asked whether it is true (「マレーシアにもお店を出すと
聞いたのですが、本当でしょうか」, 「听说要在马来西亚开店，是真的吗？」)."""

_DOCUMENT_WRITES_RE = {
    "ja": re.compile(
        r"^(?P<doc>[^。？?！!]+?)(?:には|では)[、,]?\s*(?:どのように|どう|何と|なんと)"
        r"(?:書いて|書かれて|記載されて)(?:あります|ある|います|いる|おります)(?:の)?(?:か|でしょうか)"
        r"[。？?！!]*$"
    ),
    "zh": re.compile(
        r"^(?P<doc>[^。？?！!]+?)(?:里|裡|中|上)?[，,]?\s*(?:是)?(?:怎么|怎麼|怎样|怎樣|如何)"
        r"(?:写|寫|说|說)的[吗嗎呢]?[。？?！!]*$"
    ),
}
"""A request to be told what a named document writes (「中期経営計画には、どのように書いて
ありますか」, 「战略计划里是怎么写的？」)."""


def _hearsay_read(sentences: list[str], lang: str, matcher: Matcher) -> str | None:
    """Something heard, then a request to be told what a named document writes: the
    document asked about what was heard (「戦略計画には、マレーシアにもお店を出すことに
    ついてどのように書いてありますか」), so the topic is the hearsay's, read from it."""
    parts = [s.strip() for s in sentences if s.strip()]
    for at in range(len(parts) - 1):
        heard = _HEARD_RE[lang].match(parts[at])
        asks = _DOCUMENT_WRITES_RE[lang].match(parts[at + 1])
        if heard is None or asks is None or "document" not in _kinds(asks.group("doc"), matcher):
            continue
        claim, doc = heard.group("claim").strip(), asks.group("doc").strip()
        if lang == "ja":
            read = f"{doc}には、{claim}ことについてどのように書いてありますか。"
        else:
            read = f"{doc}里关于{claim}是怎么写的？"
        return "".join([*parts[:at], read, *parts[at + 2 :]])
    return None


# --- A change or a record claimed, and the figure asked ------------------------------

_CHANGED_RE = {
    "en": re.compile(
        rf"{DERIVED_RE.pattern}|(?<![a-z])(?:record|all[-\s]time|new\s+high|new\s+low|up|down|"
        r"higher|lower|better|worse|improv\w*|deteriorat\w*|jump\w*|surg\w*|slump\w*|"
        r"plung\w*|soar\w*|climb\w*|shr[aiu]nk\w*)(?![a-z])",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        rf"{DERIVED_RE.pattern}|创(?:了)?(?:历史)?新(?:高|低)|新高|新低|历史最(?:高|低)|最高纪录|改善|恶化|"
        r"上升|上涨|大涨|大跌|下跌|涨了|跌了|好转|变差"
    ),
    "ja": re.compile(
        rf"{DERIVED_RE.pattern}|過去最(?:高|低)|最高益|改善|悪化|伸び|増え|減っ|上がっ|下がっ|上昇|低下|"
        r"好調|不調|回復"
    ),
}
"""What a claim says of a figure without an amount: it changed, or set a record."""

_FIGURE_ASKED_RE = {
    "en": re.compile(
        r"^(?:so\s+)?what(?:['’]s|\s+is|\s+was|\s+were)\s+the\s+(?:actual|real|exact|"
        r"specific|correct|true)\s+(?:figure|number|value|amount)s?\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"(?:具体|实际|真实|准确)(?:的)?(?:数字|数据|数)?(?:是|为|有)?多少"),
    "ja": re.compile(r"(?:実際|具体的|正確|本当)の?(?:数字|数値|値)|実際は(?:いくら|何)"),
}
"""A request for the figure itself, after a claim of how it moved."""

_PERIOD_TAIL_RE = {
    "en": re.compile(
        r"\b(?:in|for|during|over)\s+(?:the\s+)?(?:fy\s*'?\d{2,4}|fiscal|financial|\d{4}\b|last|this|"
        r"previous|prior)[^.?!,;]*|\b(?:last|this|previous|prior)\s+(?:fiscal\s+|financial\s+)?year\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"\d{4}(?:财年|年度|年)|去年|前年|今年|上年度|上一个财年|上个财年"),
    "ja": re.compile(r"\d{4}(?:年度|年)(?!より|比|と比)|昨年度|前期|今期"),
}
"""A period said after the metric, kept when what the claim says of the figure is not."""


def _change_frame(unit: str, lang: str, matcher: Matcher) -> tuple[str, bool]:
    """``unit`` less its reporting frame, and whether it had one."""
    if lang == "en":
        return _en_unframed(unit, matcher)
    if lang == "zh":
        frame = _ZH_FRAME_RE.match(unit)
        if frame is None or _kinds(frame.group("who"), matcher):
            return unit, False
        return unit[frame.end() :], True
    opener = _JA_OPENER_RE.match(unit)
    if opener is not None and not _kinds(opener.group("where"), matcher):
        unit = unit[opener.end() :]
    end = _JA_FRAME_END_RE.search(unit)
    if end is None:
        return unit, False
    return unit[: end.start()] + unit[end.end() :], True


def _change_read(units: list[str], lang: str, matcher: Matcher, quoted: bool) -> str | None:
    """The request of a claim that a figure changed or set a record, followed by a
    request for the figure itself: the claim less what it says of the figure (its scope,
    metric and period stay, so a market pointed at still asks which), then the rest."""
    for at, unit in enumerate(units):
        later = units[at + 1 :]
        if not any(_FIGURE_ASKED_RE[lang].search(u.strip()) for u in later):
            continue
        body, framed = _change_frame(unit.strip(), lang, matcher)
        names = matcher.find(normalize(body))
        metrics = [m for m in names if m.kind == "metric"]
        if not (framed or quoted) or not metrics or any(m.kind == "document" for m in names):
            continue
        folded = normalize(body)
        if len(folded) != len(body):
            continue  # the offsets of the names are those of the normalized text
        tail = body[metrics[-1].end :]
        if not _CHANGED_RE[lang].search(tail):
            continue
        periods = [m.group().strip() for m in _PERIOD_TAIL_RE[lang].finditer(tail)]
        joiner = " " if lang == "en" else ""
        head = joiner.join([body[: metrics[-1].end], *periods]).strip()
        end = "." if lang == "en" else "。"
        return joiner.join([*units[:at], head + end, *later]).strip()
    return None


# --- A count of things claimed -------------------------------------------------------

_COUNT_RE = {
    "en": re.compile(
        rf"(?:{_EN_APPROX})?(?<![\w/'’.,$-])(?!(?:19|20)\d\d\b)\d+(?:,\d{{3}})*(?![\d.,/%])"
        r"\s+(?P<counted>(?:(?:new|more|own|retail|physical)\s+)?"
        r"(?!(?:second|minute|hour|day|week|month|year|quarter|time)s\b)[a-z]+s)\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        rf"(?:{_ZH_APPROX_BEFORE})?(?<![\d.,])\d+(?:,\d{{3}})*(?![\d.])(?P<counted>家|个|间|所|座|台|架|辆|项|次|场|名|位|人)"
        rf"(?:{_ZH_APPROX_AFTER})?"
    ),
    "ja": re.compile(
        rf"(?:{_JA_APPROX_BEFORE})?(?<![\d.,])\d+(?:,\d{{3}})*(?![\d.])(?P<counted>店舗|店|人|名|件|カ所|か所|箇所|ヵ所|台|回|社|拠点|機)"
        rf"(?:{_JA_APPROX_AFTER})?"
    ),
}
"""A number of things claimed ("300 stores", 「300家门店」, 「300店舗」)."""

_COUNT_ASKED = {"en": "how many {}", "zh": "多少{}", "ja": "何{}"}


def _count_read(units: list[str], lang: str, matcher: Matcher, quoted: bool) -> str | None:
    """A claim of a number of things, brought to be checked and nothing else asked: the
    number is asked ("how many stores"), so a passage answers only where it states that
    count, and nothing is said of a passage that does not."""
    checks = {"en": _EN_CHECK_RE, "zh": _ZH_CHECK_RE, "ja": _JA_CHECK_RE}[lang]
    if lang == "ja":  # 「…と聞きましたが、本当ですか？」: the check follows in the sentence
        units = [p for u in units for p in re.split(r"(?<=[がど]、)", u) if p.strip()]
    for at, unit in enumerate(units):
        others = [u.strip(" ，,、") for u in units[:at] + units[at + 1 :]]
        if not others or not all(checks.match(u) for u in others if u):
            continue
        body, framed = _change_frame(unit.strip(), lang, matcher)
        if not (framed or quoted) or "document" in _kinds(body, matcher):
            continue
        read, n = _COUNT_RE[lang].subn(
            lambda m: _COUNT_ASKED[lang].format(m.group("counted")), body
        )
        if n:
            return read.rstrip("。，,.?") + ("?" if lang == "en" else "？")
    return None
