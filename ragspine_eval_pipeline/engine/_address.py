"""Whom a request is put to and who puts it: the letter's and the floor's words around it.

A request written as a letter or a memo, or put from the floor of a meeting, opens with
whom it addresses and who is asking, and may close with a formula; none of it is a word
of the figure asked:

- a form of address ("Mr Chairman,", "Madam Chair,", "Dear Treasury Office,",
  「董事长先生，」, 「各位股东好，」, 「致投资者关系部：」, 「財務部御中」,
  「社長、よろしいでしょうか。」);
- the asker naming themselves, with an honorific or a frame that says so ("John Smith,
  shareholder number 12345 —", "My name is Peter Lam.", "shareholder no. 552."): a
  capitalized name said so is a person's, never a market's or a firm's;
- a memo's header ("MEMO. To: Corporate Finance. Re: Singapore headcount."; 「標記の件、」,
  「表題の件につきましてお伺い申し上げます。」) and a letter's closing formula ("Yours
  faithfully, Alan Cheng", 「专此奉达」, 「特此函达」, 「…为荷」,
  「以上、よろしくお願いいたします。」).

They are taken out before the request is read. What stays: an addressee naming a KB
name other than the whole group ("Dear Japan team," may say whose figure is asked; "Group
Treasury" is an office of the whole) or an office a part of the business may name ("Dear
Online Team,", 「线上业务部：」); a subject line saying a word the request does not; a
name that reads as a firm's ("Harbour Holdings") or comes with no honorific or frame.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import (
    LATIN_WORD_RE,
    Word,
    english_word_classes,
    normalize,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["without_address"]

_NAME = r"[A-Z][a-z'’\-]+(?:\s+[A-Z][a-z'’\-]+){0,3}"
"""A capitalized name of up to four words ("Strategy Office", "Helen Wong")."""

_PERSON = r"[A-Z][a-z'’\-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][a-z'’\-]+){1,2}"
"""A person's name: a given name and a surname, with a middle initial or name."""

_HONORIFIC = r"(?i:mr|mrs|ms|miss|mx|madam|madame|mister|dr|sir|dame|prof|professor)\.?"
_TITLE = (
    r"(?i:(?:vice[-\s])?chair(?:man|woman|person|lady)?|president|speaker|secretary|director"
    r"|chief\s+executive|commissioner)"
)

_PAUSE = r"\s*(?:[,:;!.]|\s[—–-]{1,2})\s*"
"""The punctuation closing a form of address or an introduction."""

_EN_ADDRESS_RE = re.compile(
    r"^\s*(?:(?i:good\s+(?:morning|afternoon|evening|day)|thank\s+you(?:\s+(?:very\s+much|again))?"
    r"|thanks|hello|hi|yes|right|okay|ok)\s*[,.!]?\s*)?"
    r"(?:(?P<dear>(?i:dear))\s+)?"
    rf"(?:(?P<honorific>{_HONORIFIC})\s+(?P<titled>{_TITLE}|{_NAME})"
    rf"|{_TITLE}(?=\s*,\s*(?i:i\b|i['’]|my\b|we\b|thank|if\s+i\b|may\s+i\b|(?:a|one)\s+question"
    r"|as\s+an?\s))"
    r"|(?i:sir|madam|(?:ladies\s+and\s+gentlemen|(?:board\s+)?members|directors)(?:\s+of\s+the\s+board)?"
    r"|fellow\s+shareholders|everyone|everybody|all)|(?<=[Dd]ear\s)(?i:all|colleagues|team|sirs|sir\s+or\s+madam)"
    rf"|(?<=[Dd]ear\s)(?P<whom>{_NAME}))"
    r"(?:\s+(?:and|&)\s+(?:the\s+)?(?i:(?:board\s+)?members(?:\s+of\s+the\s+board)?|board|directors"
    rf"|(?:fellow\s+)?shareholders|{_TITLE}))?" + _PAUSE
)
"""A form of address opening the request, after a greeting or none ("Good morning, Mr
Chairman.", "Madam Chair,", "Dear Strategy Office,", "Dear Sir or Madam,", "Dear Mr
Chairman and Board members,"). A title alone is one only before the asker's own words
("Chairman, I've held …", "Chair, if I may", "Chair, as a shareholder"): "Chairman, …"
may open what is asked of the chair."""

_EN_DIRECTED_RE = re.compile(
    r"^\s*(?i:(?:(?:a|one|my|the\s+next|this|the)\s+)?(?:(?:quick|short|brief|simple|final|last|first)\s+)?"
    r"(?:question|one)\s+(?:is\s+)?(?:for|to)\s+(?:the\s+)?(?:(?:whole|full)\s+)?"
    rf"(?:board(?:\s+of\s+directors)?|directors|management|executive\s+team|{_TITLE}|cfo|ceo|coo"
    r"|chief\s+(?:financial|operating)\s+officer|finance\s+director|company\s+secretary|auditors?)"
    r"(?:\s*,?\s*please)?)" + _PAUSE
)
"""Whom the question is put to at a meeting ("A question for the board, please.", "My
question is for the CFO:"): the board or an officer addressed, never a topic asked."""

_ASKING_YOU_RE = re.compile(
    r"(?i:(?:can|could|would|will)\s+you\s+(?:please\s+|kindly\s+)?(?:tell|give|share|confirm|provide"
    r"|let|send|say|explain|clarify|remind|walk|help|advise|furnish|set\s+out|state|update|check)"
    r"|thank\s+you|if\s+you\s+(?:could|can|would|will|don['’]t\s+mind)|do\s+you\s+(?:know|have)"
    r"|(?:i|we)\s+(?:would\s+)?(?:ask|request|invite)\s+you\s+to|you\s+(?:may|might)\s+"
    r"(?:know|recall)|i\s+(?:hope|trust)\s+you|(?:at|by)\s+your\s+(?:earliest\s+)?convenience"
    r"|your\s+(?:help|reply|response|answer|time|attention|assistance|kind\s+attention))"
    r"|您好|你好|请您|請您|麻烦您|麻煩您|烦请您|煩請您|感谢您|感謝您|谢谢您|謝謝您"
)
"""The second person of the asking itself ("could you tell me", "thank you", 「请您」)."""

_SECOND_PERSON_RE = re.compile(
    r"(?i:(?<![a-z])(?:you|your|yours|yourself)(?![a-z]))|您|你|あなた|ご自身|ご本人"
)
"""The one addressed said again in the request ("how much did *you* earn", 「您的薪酬」,
「議長ご自身の報酬」): the form of address says whose figure is asked."""

_SHAREHOLDER = (
    r"(?i:(?:an?\s+)?(?:(?:long|long-?time|long-?standing|small|private|retail|individual|retired"
    r"|ordinary|loyal)\s+)*(?:share|stock)holder(?:\s+(?:number|no\.?|#)\s*[\d\-]+)?"
    r"(?:\s+(?:since|for|of)\s+(?:\d{4}|(?:over\s+|more\s+than\s+|some\s+|about\s+)?"
    r"[\w\-]+\s+(?:years?|decades?)))?)"
)
"""The asker described as a shareholder ("shareholder number 40417", "a shareholder since
2010", "a long-time shareholder of twenty years")."""

_EN_INTRODUCTION_RE = re.compile(
    rf"^\s*(?:(?P<frame>(?i:my\s+name\s+is|my\s+name['’]s|this\s+is|i['’]m|i\s+am))\s+)?"
    rf"(?P<name>{_PERSON})"
    rf"(?P<here>\s+(?i:here|speaking))?(?:\s*(?:,|\s[—–-]{{1,2}})\s*(?P<who>{_SHAREHOLDER}))?"
    + _PAUSE
)
"""The asker naming themselves ("Margaret Ellis, shareholder number 40417 —", "John Smith
here.", "My name is Peter Lam."); a bare name counts only after a form of address."""

_EN_SHAREHOLDER_RE = re.compile(rf"^\s*(?:(?i:i['’]m|i\s+am)\s+)?{_SHAREHOLDER}" + _PAUSE)
"""The asker giving only their shareholder's number ("Shareholder number 11862.")."""

_EN_CAREER_RE = re.compile(
    r"^\s*(?i:i(?:['’]ve|\s+have)?\s+(?:spent|worked|served)\s+(?:(?:over|more\s+than|some|about"
    r"|nearly|almost|close\s+to)\s+)?(?:[a-z]+[-\s])?[a-z0-9]+\s+years?\s+(?:in|as\s+an?)\s+"
    r"(?P<field>[a-z&]+(?:\s+[a-z&]+){0,2}?)(?:\s+before\s+(?:retiring|i\s+retired))?)"
    r"\s*(?:,\s*(?i:so|and\s+so)\s+|[.;!]\s*|\s[—–-]{1,2}\s*)"
)
"""The asker's own career opening the request ("I spent thirty years in personnel, so
…", "I've worked twenty years in finance."): the line of work is the asker's, never the
figure's, though a metric may name it ("personnel", "sales")."""

_FIRM_WORDS = frozenset(
    [
        "holdings",
        "holding",
        "group",
        "properties",
        "property",
        "mart",
        "mall",
        "malls",
        "stores",
        "store",
        "retail",
        "partners",
        "ventures",
        "industries",
        "foods",
        "logistics",
        "capital",
        "bank",
        "securities",
        "limited",
        "ltd",
        "inc",
        "corp",
        "corporation",
        "company",
        "co",
        "plc",
        "llc",
        "llp",
        "pte",
        "bhd",
        "trust",
        "fund",
        "funds",
        "investments",
        "management",
        "land",
        "estates",
        "realty",
        "resorts",
        "hotels",
        "airlines",
        "airways",
        "motors",
        "partners",
        "associates",
    ]
)
"""Words a firm's name ends in or holds ("Sun Harbour Properties", "Cotai Land Holdings"):
such a name is never taken for a person's."""

_CJK_OFFICE = (
    r"(?P<office>[^\s，,：:、。！!？?；;「」]{0,14}?(?:\s[^\s，,：:、。！!？?；;「」]{1,10}?)?)\s*"
    r"(?P<unit>部|室|处|處|科|课|課|局|中心|委员会|委員会|委員會|办公室|辦公室|チーム|团队|團隊|小组|小組|组|組|係)?"
)
_CJK_TITLE = (
    r"(?:主席|董事长|董事長|董事|股东|股東|同事|同仁|领导|領導|总裁|總裁|总经理|總經理|经理|經理|老师|老師"
    r"|议长|議長|社長|会長|會長|部長|部长|課長|室長|先生|女士|皆様|皆さま|株主の皆様)"
)
_CJK_ADDRESS_RE = re.compile(
    rf"^\s*(?:(?P<to>致|敬致|呈)\s*)?{_CJK_OFFICE}\s*"
    r"(?P<mark>(?:長|长)?(?:殿|様|さま)|長|长|(?:ご|御)?担当(?:者)?(?:の方)?(?:様|さま|各位)"
    r"|负责人|負責人|御中|各位同事|各位|同事们|同事們|同事|同仁|の皆様|の皆さま)?(?:您好|你好|大家好|好)?"
    r"\s*(?P<pause>[：:]|[，,、!！\s])\s*"
)
"""An office addressed opening a Chinese or Japanese request (「致投资者关系部：」,
「财务部：」, 「経理部御中」, 「ACME広報ご担当者様」, 「人力资源部各位同事：」)."""

_CJK_TITLE_RE = re.compile(
    rf"^\s*(?:尊敬的)?(?:各位)?{_CJK_TITLE}{{1,2}}(?:们|們)?(?:您好|你们好|你們好|大家好|好)?\s*[，,：:！!、]"
    r"(?:\s*(?:よろしいでしょうか|よろしいですか|失礼(?:いた)?します)[。.！!]?)?\s*"
)
"""A title called opening a Chinese or Japanese request (「主席先生，」, 「各位董事好，」,
「各位同事：」, 「議長、よろしいでしょうか。」)."""

CJK_FUNCTIONS = sorted(
    gr.COMPANY_FUNCTIONS_ZH
    | frozenset(
        [
            "风险",
            "風險",
            "管理",
            "经营",
            "經營",
            "规划",
            "規劃",
            "计划",
            "計劃",
            "资金",
            "資金",
            "预算",
            "預算",
            "总务",
            "總務",
            "秘书",
            "秘書",
            "信息",
            "資訊",
            "董事会",
            "董事會",
            "证券",
            "證券",
            "事务",
            "事務",
            "集团",
            "集團",
            "公司",
            "总部",
            "總部",
            "企业",
            "企業",
            "发展",
            "發展",
            "経理",
            "総務",
            "経営",
            "企画",
            "広報",
            "監査",
            "内部",
            "秘書",
            "情報",
            "システム",
            "主計",
            "人材",
            "開発",
            "戦略",
            "本社",
            "経営管理",
            "财会",
            "財会",
            "资本",
            "資本",
            "投资",
            "投資",
            "关系",
            "關係",
            "グループ",
            "ir",
        ]
    ),
    key=len,
    reverse=True,
)
"""Chinese and Japanese words naming a company's functions (财务, 人力资源, 风险管理,
経理, 経営企画, 広報): an office named by them alone is whom the request is sent to."""
_CJK_JOINERS_RE = re.compile(r"[及和与與・/&、\s]")

_OFFICE_NOUNS = frozenset(
    [
        "office",
        "team",
        "department",
        "dept",
        "desk",
        "division",
        "unit",
        "committee",
        "function",
        "secretariat",
        "board",
        "directors",
        "of",
        "the",
        "and",
        "corporate",
        "general",
        "central",
        "head",
        "company",
        "chief",
        "officer",
        "group",
    ]
)
"""The English words of an office's name besides its function ("Strategy *Office*",
"*Corporate* Finance *Team*")."""

_CJK_HEADER_RE = re.compile(
    r"^\s*(?:(?:標記|表記|表題|標題|首記|掲題|件名)の件(?:につき(?:まして)?|について|に関し(?:まして)?"
    r"|で)?(?:\s*(?:お伺い|お尋ね|ご質問|ご照会)(?:申し上げます|いたします|致します|します))?"
    r"|(?:关于|關於)?(?:标题|標題|题述|題述)(?:事宜|事项|事項|一事|所述事项|所述事項))\s*[、,，。：:]?\s*"
)
"""A memo's pointer to its subject line (「標記の件、」, 「表題の件につきましてお伺い申し上げ
ます。」, 「关于标题事宜，」): the subject is asked in the request itself."""

_EN_MEMO_RE = re.compile(
    r"^\s*(?i:(?:internal\s+)?memo(?:randum)?|note\s+to\s+file)\s*[.:\-—–]?\s+"
)
_EN_FIELD_RE = re.compile(
    r"^\s*(?P<label>(?i:to|from|attn|attention|cc|re|subject|subj))\s*[:：]\s*"
    r"(?P<value>[^.\n:：]*?)\s*(?:\.\s+|\n+|$|(?=\s(?i:to|from|attn|cc|re|subject)\s*[:：]))"
)
"""A memo's opening word and its header fields ("MEMORANDUM.", "To: Group Treasury.",
"Re: Japan gross margin.")."""

_CJK_FIELD_RE = re.compile(
    r"^\s*(?P<label>件名|主题|主題|标题|標題|事由|题目|題目)\s*[:：]\s*"
    r"(?P<value>[^。.\n:：\s]*?)\s*(?:[。.]\s*|\n+|\s+)"
)
"""A Chinese or Japanese subject line (「主题：日本业务收入查询。」, 「件名：売上高のご照会　」)."""

_SUBJECT_LABELS = frozenset(
    ["re", "subject", "subj", "件名", "主题", "主題", "标题", "標題", "事由", "题目", "題目"]
)

_ENQUIRY_WORDS = frozenset(
    [
        "enquiry",
        "inquiry",
        "query",
        "request",
        "question",
        "regarding",
        "concerning",
        "re",
        "business",
    ]
)
_CJK_ENQUIRY_RE = re.compile(
    r"(?:ご|御|お)?(?:查询|查詢|询问|詢問|咨询|諮詢|问询|問詢|照会|照會|問い合わせ|確認)"
    r"|について|に関して|に関する|の件|关于|關於|事宜|业务|業務|事业|事業|[之的のと及和与與、・]"
)
"""The words of a subject line saying it is an enquiry (「查询」, 「ご照会」, "enquiry
re"), the noun of a market's business (「日本业务」) and the particles between names."""

_EN_CLOSING_RE = re.compile(
    r"(?:(?<=[.!?;,])|^)\s*(?i:yours\s+(?:faithfully|sincerely|truly)|sincerely(?:\s+yours)?"
    r"|respectfully(?:\s+yours)?|(?:kind|best|warm)(?:est)?\s+regards|regards|with\s+thanks"
    rf"|many\s+thanks)\s*[,.!]?\s*(?P<name>{_PERSON}\s*\.?)?\s*$"
)
"""A letter's closing formula and the writer's name under it ("Yours faithfully, Alan
Cheng")."""

_CJK_CLOSING_RE = re.compile(
    r"(?:(?<=[。.！!，,\s])|^)\s*(?:此致(?:\s*敬礼|\s*敬禮)?|专此(?:奉达|奉達|函达|函達|布达|布達|奉告)?"
    r"|專此(?:奉達|函達|布達|奉告)?|特此(?:函达|函達|函告|奉达|奉達)|顺颂(?:商祺|时祺)|順頌(?:商祺|時祺)"
    r"|顺祝商祺|順祝商祺|敬礼|敬禮|谨上|謹上|敬上|以上(?:です)?)[。.！!、,\s]*(?:[\u4e00-\u9fff]{2,4}[。.\s]*)?$"
)
"""A Chinese or Japanese letter's closing formula (「此致敬礼」, 「专此奉达」, 「以上」) and
the name signed under it."""

_CONVENIENCE_RE = re.compile(
    r"(?i:,?\s*(?:at|by)\s+your\s+(?:earliest\s+)?convenience|,?\s*when(?:ever)?\s+(?:it\s+is\s+)?"
    r"convenient(?:\s+for\s+you)?)(?=\s*[,.;!?]|\s*$)"
)
"""When the answer is wanted, said as a courtesy ("at your earliest convenience")."""

_OBLIGED_RE = re.compile(r"(?<=[^\s，,。、])(?:为荷|為荷|是荷)(?=\s*[。.！!]|\s*$)")
"""「…为荷」 closing a Chinese letter's request (… would oblige): no word of the figure."""


def without_address(text: str, matcher: Matcher) -> str:
    """``text`` without the forms of address, the asker's introduction, a memo's header
    and a closing formula around its request (module docstring); ``text`` as it is when
    taking them out would leave no word."""
    rest = _without_closing(_without_opening(text, matcher), matcher)
    return rest if re.search(r"\w", rest) else text


def _without_opening(text: str, matcher: Matcher) -> str:
    """``text`` without what opens it before the request: a memo's header, forms of
    address and the asker's introduction, one after another."""
    addressed = False
    while True:
        cut = _opening_cut(text, matcher, addressed)
        if cut is None:
            return text
        end, addressing = cut
        addressed = addressed or addressing
        text = text[end:]


def _opening_cut(text: str, matcher: Matcher, addressed: bool) -> tuple[int, bool] | None:
    """Where the first opening piece of ``text`` ends and whether it addresses someone;
    None when ``text`` opens with its request."""
    memo = _EN_MEMO_RE.match(text)
    if memo:
        return memo.end(), True
    field = _EN_FIELD_RE.match(text) or _CJK_FIELD_RE.match(text)
    if field and _field_goes(field, text[field.end() :], matcher):
        return field.end(), True
    for pattern in (
        _EN_ADDRESS_RE,
        _EN_DIRECTED_RE,
        _CJK_ADDRESS_RE,
        _CJK_TITLE_RE,
        _CJK_HEADER_RE,
    ):
        found = pattern.match(text)
        if (
            found
            and found.end() < len(text)
            and _whom_goes(found, matcher)
            and _names_nothing_new(found.group(), text[found.end() :], matcher)
            and not _SECOND_PERSON_RE.search(_ASKING_YOU_RE.sub(" ", _asking(text[found.end() :])))
        ):
            return found.end(), True
    found = _EN_SHAREHOLDER_RE.match(text)
    if found and found.end() < len(text):
        return found.end(), False
    found = _EN_INTRODUCTION_RE.match(text)
    if found and found.end() < len(text) and _introduces(found, addressed, matcher):
        return found.end(), False
    found = _EN_CAREER_RE.match(text)
    if found and found.end() < len(text) and _line_of_work(found.group("field"), matcher):
        return found.end(), False
    return None


_SENTENCE_RE = re.compile(r"[^.!?。！？]+(?:[.!?。！？]+|$)")

_POINTS_BACK_RE = re.compile(r"(?<![a-z])(?:it|its|they|their|them|that|this)(?![a-z])|它|それ")
"""A pronoun standing for what was said before it ("What was *it*?")."""


def _asking(rest: str) -> str:
    """The sentences of ``rest`` that ask (a question mark, else a request to be told): the one
    addressed said again there says whose figure is asked; said in a remark before the
    question ("I shop in *your* store", 「*您*在股东大会上说过…」), they are the speaker's."""
    sentences = _SENTENCE_RE.findall(rest)
    asking = [s for s in sentences if re.search(r"[?？]", s)] or [
        s for s in sentences if gr.ASKS_RE.search(normalize(s))
    ]
    if not asking or any(_POINTS_BACK_RE.search(normalize(s)) for s in asking):
        return rest  # "What was it?": what it asks of is said before it
    return " ".join(asking)


def _line_of_work(field: str, matcher: Matcher) -> bool:
    """Whether ``field`` names a line of work by a company's function or a metric's name
    alone ("personnel", "finance", "HR"): never a market, a firm or a part of the business
    ("retail banking", "online sales")."""
    norm = normalize(field)
    found = matcher.find(norm)
    if any(m.kind != "metric" for m in found):
        return False
    for mention in found:
        norm = norm[: mention.start] + " " * (mention.end - mention.start) + norm[mention.end :]
    words = LATIN_WORD_RE.findall(norm)
    return all(w in gr.COMPANY_FUNCTIONS or w in STOPWORDS for w in words) and not any(
        part_word(Word(w, stem(w), True), "en") for w in LATIN_WORD_RE.findall(normalize(field))
    )


def _whom_goes(found: re.Match[str], matcher: Matcher) -> bool:
    """Whether whom the form of address ``found`` calls is a person, a title or an office
    named by a company function alone ("Dear Strategy Office", 「投资者关系部」); never an
    office a part of the business may name ("Dear Online Team", 「线上业务部」)."""
    groups = found.groupdict()
    bare = "office" not in groups and not (groups.get("dear") or groups.get("honorific"))
    if bare and found.group().rstrip().endswith(":"):
        return False  # "Directors: how many are there?" names a topic
    if groups.get("titled"):
        titled = groups["titled"]
        return re.fullmatch(_TITLE, titled) is not None or _person(titled, honorific=True)
    if groups.get("whom"):
        return _office(groups["whom"]) or _person(groups["whom"])
    if groups.get("office") is not None:
        marked = groups.get("to") or groups.get("mark") or groups["pause"] in ":："
        named = groups.get("unit") or groups.get("mark")
        return bool(marked and named) and _cjk_office(groups["office"], matcher)
    return True


def _office(name: str) -> bool:
    """Whether ``name`` is an office named by a company function ("Group Treasury")."""
    words = [w.casefold() for w in re.findall(r"[A-Za-z&'’\-]+", name)]
    functions = [w for w in words if w not in _OFFICE_NOUNS]
    return bool(functions) and all(w in gr.COMPANY_FUNCTIONS for w in functions)


def _cjk_office(name: str, matcher: Matcher) -> bool:
    """Whether a Chinese or Japanese office's ``name`` (without 部, 室) is made of a
    company's functions alone, after the company's own name (「ACME広報」, 财务及风险管理,
    経営企画); an empty name (「各部」) is none."""
    rest = normalize(name)
    for mention in matcher.find(rest):
        if mention.code == "ACME_GROUP":
            rest = rest[: mention.start] + " " * (mention.end - mention.start) + rest[mention.end :]
    for word in CJK_FUNCTIONS:
        rest = rest.replace(word, " ")
    return bool(name) and not _CJK_JOINERS_RE.sub("", rest)


def _person(name: str, honorific: bool = False) -> bool:
    """Whether the capitalized ``name`` reads as a person's: no word of a firm's name, of
    a company's function or of a part of the business, and, with no honorific before it,
    a word the dictionary does not know as a noun ("Helen Wong", "Peter Lam", "Kenji";
    not "Sun Harbour", "Harbour")."""
    words = [w.casefold() for w in re.findall(r"[A-Za-z'’\-]+", name)]
    if any(
        w in _FIRM_WORDS
        or w in gr.COMPANY_FUNCTIONS
        or w in _OFFICE_NOUNS
        or part_word(Word(w, stem(w), True), "en")
        for w in words
    ):
        return False
    return honorific or any("NOUN" not in english_word_classes(w) for w in words)


def _introduces(found: re.Match[str], addressed: bool, matcher: Matcher) -> bool:
    """Whether the name ``found`` is the asker's: said so by a frame ("My name is", "…
    here", "…, shareholder number N"), or standing alone after a form of address; a
    firm's name or a KB name never is."""
    name = found.group("name")
    if not _person(name) or matcher.find(normalize(name)):
        return False
    if found.group("frame") or found.group("here") or found.group("who"):
        return True
    return addressed and found.group().rstrip().endswith(".")


def _field_goes(field: re.Match[str], rest: str, matcher: Matcher) -> bool:
    """Whether a memo's header ``field`` says nothing the request ``rest`` does not: an
    addressee naming no KB name of its own, a subject line all of whose words are KB
    names the request names as well, or say it is an enquiry."""
    value = field.group("value")
    subject = field.group("label").casefold() in _SUBJECT_LABELS
    if not _names_nothing_new(value, rest, matcher, whom=not subject):
        return False
    if not subject:
        return _office(value) or _person(value) or _the_company(value, matcher)
    norm = normalize(value)
    for mention in matcher.find(norm):
        norm = norm[: mention.start] + " " * (mention.end - mention.start) + norm[mention.end :]
    latin = LATIN_WORD_RE.findall(norm)
    cjk = re.search(r"[\u3040-\u30ff\u3400-\u9fff]", _CJK_ENQUIRY_RE.sub(" ", norm))
    return all(w in STOPWORDS or w in _ENQUIRY_WORDS for w in latin) and not cjk


_COMPANY_FORM_WORDS = frozenset(
    ["ltd", "limited", "plc", "inc", "co", "corp", "corporation", "holdings", "company", "the"]
)
"""The words of a company's legal form ("ACME Group Ltd", "The ACME Company")."""


def _the_company(value: str, matcher: Matcher) -> bool:
    """Whether an addressee ``value`` names the company the KB is about and nothing else
    ("Attention: ACME.", "To: ACME Group Ltd"): the letter is put to the company, whose
    figures every request asks."""
    norm = normalize(value)
    found = matcher.find(norm)
    if not any(m.kind == "company" for m in found):
        return False
    if any(m.kind == "scope" and m.code != matcher.group_scope for m in found):
        return False
    for m in found:
        norm = norm[: m.start] + " " * (m.end - m.start) + norm[m.end :]
    return all(w in _COMPANY_FORM_WORDS for w in re.findall(r"[a-z]+", norm)) and not re.search(
        r"[\u3040-\u30ff\u3400-\u9fff]", norm
    )


def _names_nothing_new(piece: str, rest: str, matcher: Matcher, whom: bool = True) -> bool:
    """Whether ``piece`` names no KB name the request ``rest`` may lack: whom a request is
    addressed to names none but the whole group (a group's office: "Group Treasury"); a
    subject line names none the request does not name too."""
    said = {(m.kind, m.code) for m in matcher.find(normalize(rest))}
    return all(
        m.code == "ACME_GROUP" if whom else (m.kind, m.code) in said
        for m in matcher.find(normalize(piece))
    )


def _without_closing(text: str, matcher: Matcher) -> str:
    """``text`` without a letter's closing formula and the name signed under it."""
    text = _CONVENIENCE_RE.sub("", _OBLIGED_RE.sub("", text))
    while True:
        found = _EN_CLOSING_RE.search(text) or _CJK_CLOSING_RE.search(text)
        if found is None or not found.start() or matcher.find(normalize(found.group())):
            return text
        text = text[: found.start()].rstrip()
