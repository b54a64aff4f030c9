"""An e-mail around the request: its furniture is no word of the question.

A request sent by e-mail comes wrapped in lines that are the message's, not the
question's: the sign-off and the signature under it (a name, a title, a company, an
office's address, phone numbers: "Best regards,", 「此致 敬礼」, 「よろしくお願いいたします。」),
a confidentiality or liability notice ("CONFIDENTIALITY NOTICE: …", 「本邮件仅供…」,
「【社外秘】」), a mobile footer ("Sent from my iPhone", 「发自我的华为手机」, 「iPhoneから送信」),
an out-of-office notice ("I am out of the office until …", 「我将于…休假」, 「不在のお知らせ」)
and the older messages below it ("> On Mon, 5 Jun 2026, … wrote:", "-----Original
Message-----", 「-----原始邮件-----」, 「--- 转发的邮件 ---」, 「2026/06/09 18:22、… のメール:」,
「発信者:」). None of it names, narrows or asks the figure: an office in Singapore in the
signature is where the writer sits, a year in a quoted message was said of another
matter. They are taken out line by line before the question is read
(``without_email_furniture``), and the request's lines are read as before.

A salutation line greeting whom the message is for ("Dear Ms. Chan,", 「王经理您好：」,
「山田さん」, 「人事部 御中」) goes too, when it names no KB name. The older messages are
read only when the newest one asks nothing of its own (an auto-reply over the message it
answers, or a note only pointing below: "See below, can you answer?", 「请见下方，帮忙回复
一下。」): the request is then the quoted one's, without its header fields and quote marks.

What stays: a message with none of these marks is returned as it is; a line holding a
question mark is never a signature's, a notice's or a footer's; a footer, a notice or an
out-of-office paragraph naming a metric or a document of the KB is a request's; a
postscript after the sign-off ("P.S. …", 「追伸」) is read, and so is a part after it that
asks or names a figure; a last paragraph naming a fiscal year, quoted, or running as prose
is no signature.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    cjk_tokens,
    japanese_parts_of_speech,
    normalize,
)

__all__ = ["without_email_furniture"]

_DIVIDER_RE = re.compile(
    r"^[-_=―─—–~*\s]*(?:original\s+message|forwarded\s+message|begin\s+forwarded\s+message"
    r"|原始邮件|原始郵件|原邮件|原郵件|邮件原件|郵件原件|转发的邮件|轉發的郵件|转发邮件|轉寄的郵件|已转发邮件"
    r"|元のメッセージ|転送(?:された)?メッセージ|オリジナル\s*メッセージ)"
    r"[-_=―─—–~*\s:：]*$",
    re.IGNORECASE,
)
"""The line opening an older message below the newest ("-----Original Message-----",
"---------- Forwarded message ---------", 「-----原始邮件-----」, 「--- 转发的邮件 ---」)."""

_WROTE_RE = re.compile(
    r"^(?:on\s.{4,160}?|.{1,120}?\s)wrote\s*[:：]\s*$"
    r"|^(?:在\s*)?.{2,120}?(?:写道|寫道)\s*[:：]\s*$"
    r"|^.{2,120}?(?:のメール|からのメール|は書きました|が書きました)\s*[:：]\s*$"
    r"|^.{4,120}?<[^<>@\s]+@[^<>\s]+>\s*[:：]\s*$",
    re.IGNORECASE,
)
"""The line saying who wrote the message quoted below ("On 4 Jun 2026, at 09:12, Grace
Lo wrote:", 「2026年6月10日 上午9:30，陈美玲 写道：」, 「2026/06/09 18:22、Tan のメール:」, a
date and an address: 「2026年6月10日(水) 9:05 清水 隆 <t@example.com>:」)."""

_FIELD_RE = re.compile(
    r"^(?:from|sent|to|cc|bcc|date|subject|发件人|發件人|寄件者|发送时间|發送時間|寄件日期|收件人"
    r"|抄送|副本|主题|主題|主旨|日期|时间|時間|差出人|送信者|発信者|送信日時|日時|宛先|件名|日付)"
    r"\s*[:：]",
    re.IGNORECASE,
)
"""A header field of a quoted message (``From:``, ``Subject:``, 「发件人：」, 「件名:」)."""

_SENDER_FIELD_RE = re.compile(
    r"^(?:from|发件人|發件人|寄件者|差出人|送信者|発信者)\s*[:：]", re.IGNORECASE
)
"""The field naming who sent a quoted message: with another field under it, it opens the
quoted message's header."""

_FOOTER_RE = re.compile(
    r"^(?:(?:sent|envoy[ée])\s+(?:from|via|with)\s+(?:my\s+)?[\w .'’&\-]{2,40}"
    r"|get\s+outlook\s+for\s+\w+"
    r"|(?:发自|發自|來自|来自|寄自)(?:我的\s*[\w\u4e00-\u9fff .\-]{1,20}|\s*(?:iphone|ipad|android"
    r"|outlook|手机|手機|华为|華為|小米|三星|网易邮箱|網易郵箱|qq\s?邮箱|移动设备|移動裝置|平板)"
    r"[\w\u4e00-\u9fff .\-]{0,12})"
    r"|從我的\s*[\w .\-]{1,20}\s*傳送"
    r"|[\w .\-\u30a0-\u30ff\u4e00-\u9fff]{2,30}から送信(?:しました)?)\s*[.。]?$",
    re.IGNORECASE,
)
"""A mobile or mail client's footer ("Sent from my iPhone", "Sent from Outlook for iOS",
「发自我的华为手机」, 「iPhoneから送信」)."""

_NOTICE_RE = re.compile(
    r"(?:this|the)\s+(?:e-?mail|message|communication|transmission)\b[^?]{0,120}?"
    r"(?:confidential|privileged|intended\s+(?:solely|only)|not\s+an\s+offer|informational"
    r"\s+purposes|addressee|recipient)"
    r"|intended\s+(?:solely\s+|only\s+)?for\s+the\s+(?:use\s+of\s+the\s+)?(?:named\s+)?"
    r"(?:addressee|recipient)"
    r"|if\s+you\s+(?:are\s+not|have\s+received)\s+(?:the\s+intended\s+recipient|(?:it|this)"
    r"(?:\s+(?:e-?mail|message))?\s+in\s+error)"
    r"|before\s+printing\s+(?:this|the)\s+(?:e-?mail|message)"
    r"|accepts?\s+no\s+(?:liability|responsibility)|does\s+not\s+accept\s+(?:any\s+)?"
    r"(?:liability|responsibility)"
    r"|authori[sz]ed\s+and\s+regulated\s+by|past\s+performance\s+is\s+not"
    r"|^(?:confidentiality\s+notice|disclaimer|legal\s+notice|privileged\s+(?:and|&)\s+"
    r"confidential)\s*[:：]"
    r"|(?:本|此|该|該)(?:邮件|郵件|电邮|電郵)[^？?]{0,60}?(?:机密|機密|保密|仅供|僅供|收件人|免责|免責"
    r"|负责|負責|参考|參考|内部|內部|删除|刪除|转发|轉發|法律)"
    r"|^[【\[]?(?:保密声明|保密聲明|免责声明|免責聲明|免责条款|机密|機密|保密)[】\]]?\s*[:：]?"
    r"|(?:本|この)メール[^？?]{0,60}?(?:機密|秘密|宛先|社内限り|転載|転送|責任|投資勧誘|対象と"
    r"|削除|誤って|誤送信)"
    r"|^[【\[](?:機密|免責|社外秘|秘|取扱注意|取り扱い注意)[^】\]]{0,15}[】\]]",
    re.IGNORECASE,
)
"""A confidentiality, liability or regulatory notice ("This e-mail and any attachments are
confidential …", "Please consider the environment before printing this e-mail.",
"DISCLAIMER:", 「本邮件及其附件仅供指定收件人使用」, 「【免责声明】」, 「本メールは機密情報を含む」,
「【社外秘】」)."""

_AWAY_RE = re.compile(
    r"\bout\s+of\s+(?:the\s+)?office\b|\bon\s+(?:annual\s+|parental\s+|sick\s+)?leave\b"
    r"|limited\s+access\s+to\s+(?:my\s+)?e-?mail|\bauto(?:matic)?[- ]?reply\b"
    r"|\baway\s+from\s+(?:the\s+|my\s+)?(?:office|desk)\b"
    r"|不在办公室|不在辦公室|休假|自动回复|自動回覆|无法及时回复|無法及時回覆"
    r"|(?:回复|回覆)(?:可能)?(?:会)?(?:延迟|延遲)"
    r"|不在の(?:お知らせ|ため)|不在に(?:して)?(?:おります|います)|出張のため|休暇(?:を|の|中)"
    r"|自動(?:返信|応答)|(?:確認|返信|返事)が遅れ",
    re.IGNORECASE,
)
"""An out-of-office notice ("I am out of the office until 8 June", "on leave", 「我将于…休假」,
「不在のお知らせ」, 「メールの確認が遅れます」)."""

_CJK_CLOSING = (
    r"(?:谢谢|謝謝|多谢|多謝|感谢|感謝|谢谢您|謝謝您|此致|敬礼|敬禮|顺祝商祺|順祝商祺|顺颂商祺|順頌商祺"
    r"|顺颂时祺|順頌時祺|祝好|祝商祺|盼复|盼覆|辛苦了|期待您的回复|期待您的回覆"
    r"|(?:何卒|どうぞ)?(?:よろしく|宜しく)お願い(?:いたします|致します|します|申し上げます)"
    r"|ありがとうございます|ありがとうございました|以上です|以上)"
)

_SIGN_OFF_RE = re.compile(
    r"^(?:(?:many\s+|big\s+)?thanks?(?:\s+(?:you|again|a\s+lot|so\s+much|very\s+much|in\s+"
    r"advance|heaps))*|thank\s+you(?:\s+(?:so|very)\s+much)?|thx|tia|ta|cheers|best|br|rgds"
    r"|(?:(?:best|kind|warm|warmest|kindest|many)\s+)?(?:regards|wishes)|all\s+the\s+best"
    r"|with\s+(?:(?:many|kind|best|warm)\s+)?(?:thanks|regards)|thanks\s*(?:&|and)\s*regards"
    r"|yours(?:\s+(?:sincerely|faithfully|truly))?|sincerely(?:\s+yours)?|respectfully"
    r"|obrigad[oa]|gracias|merci|danke|grazie|saludos|cordialement)"
    r"\s*[,.!！]*\s*(?:[,，]\s*(?P<name>[^\W\d_][\w'’.\-]*(?:\s+[^\W\d_][\w'’.\-]*){0,2}))?$"
    rf"|^{_CJK_CLOSING}(?:[、,，。!！\s]*{_CJK_CLOSING})*\s*[!！。.~～]*$",
    re.IGNORECASE,
)
"""A line closing the message ("Best regards,", "Thanks, Priya", 「谢谢！」, 「此致」,
「顺祝商祺」, 「以上、よろしくお願いいたします。」): the signature follows it. A name after
the closing is the writer's only when capitalized and no KB name ("Thanks, and Japan" is
no sign-off)."""

_POSTSCRIPT_RE = re.compile(
    r"^(?:p\.?\s?p\.?\s?s|p\.?\s?s)(?![a-z])\.?\s*[:：-]?\s*|^(?:追伸|附言|另附)\s*[:：、,，]?\s*",
    re.IGNORECASE,
)
"""A postscript opening its line ("P.S.", "PS:", 「追伸」): read, though after the sign-off."""

_SEPARATOR_RE = re.compile(r"^[-_=―─—–~*＿－ー\s]{2,}$")
"""A line drawn across the message ("--", "――――――――", "____"), dividing it."""

_CONTACT_RE = re.compile(
    r"(?:^|[\s|/:：,，(（])(?:t|m|d|f|p|tel|phone|mobile|mob|cell|office|direct|fax|hp|hotline"
    r"|电话|電話|手机|手機|传真|傳真|座机|携帯|ＴＥＬ|FAX|内線|直通)\.?\s*[:：]?\s*\+?[\d(（]"
    r"|\+\d{1,3}[\s\-]?\(?\d[\d\s\-()]{5,}\d"
    r"|\b\d{2,4}-\d{3,4}-\d{4}\b|〒\s*\d{3}-?\d{4}"
    r"|[\w.+\-]+@[\w\-]+\.[\w.\-]+|(?:https?://|www\.)\S+"
    r"|\b(?:ext|extn)\.?\s*\d+",
    re.IGNORECASE,
)
"""A line of contact details: a labelled or international phone number, a postal code
(〒169-0074), an address of mail or of a site, an extension."""

_ORGANISATION_RE = re.compile(
    r"\b(?:ltd|limited|inc|llp|llc|plc|pte|corp|corporation|k\.\s?k|co\.|gmbh|bhd)\b"
    r"|\b(?:group|partners|securities|capital|bank|holdings|management|research|insights"
    r"|advisors|advisers|consulting|associates)\s*$"
    r"|株式会社|有限会社|合同会社|有限公司|股份|集团|集團|グループ|証券|证券|證券|銀行|银行"
    r"|支社|支店|本社|分公司|办事处|辦事處",
    re.IGNORECASE,
)
"""A line naming a firm or its office ("Pearl River Securities Ltd.", "ACME Group",
「ACMEジャパン株式会社 大阪支社」, 「濠江证券有限公司」)."""

_TITLE_RE = re.compile(
    r"\b(?:manager|director|analyst|officer|lead|head|associate|partner|adviser|advisor"
    r"|executive|president|vp|chief|controller|specialist|coordinator|consultant|secretary"
    r"|assistant|engineer|planner|accountant|treasurer|counsel)\b"
    r"|经理|經理|总监|總監|主管|分析师|分析師|专员|專員|助理|秘书|秘書|主任|部长|部長|总裁|總裁|董事"
    r"|课长|課長|室長|係長|課長代理|マネージャー|アナリスト|ディレクター|リーダー"
    r"|[\u4e00-\u9fff\u30a0-\u30ff]{1,12}(?:部|室|处|處|科|课|課|グループ|本部|推進室|秘书处|秘書処)"
    r"(?:\s|$)",
    re.IGNORECASE,
)
"""A line giving the writer's post or department ("Senior Manager, Group Reporting",
「集团财务部 高级分析师」, 「経営企画部 課長」, 「IR室 室長」)."""

_ADDRESS_RE = re.compile(
    r"\d+\s*(?:号|號|楼|樓|階|F\b|/F\b)|\b(?:road|rd|street|st|avenue|ave|view|square|tower"
    r"|floor|level|suite|building|centre|center|place|alameda|avenida|section)\b"
    r"|#\d{1,3}-\d{1,4}|〒|[都道府県市区]\S{0,8}\d",
    re.IGNORECASE,
)
"""A line of an office's address ("8 Marina View, #21-01", 「香港湾仔港湾道8号18楼」,
「東京都新宿区北新宿2-21-1」)."""

_SENTENCE_END_RE = re.compile(
    r"(?<!\bltd)(?<!\binc)(?<!\bco)(?<!\bcorp)(?<!\bk\.k)(?<!\bpte)(?<!\bllp)[.。!！?？]\s*$",
    re.IGNORECASE,
)
"""A line closed as a sentence is, bar a firm's abbreviation ("… Securities Ltd.")."""

_SALUTATION_RE = re.compile(
    r"^(?:hi|hello|hey|hiya|dear|greetings|(?:good\s+)?(?:morning|afternoon|evening))"
    r"(?P<whom>(?:\s+[\w.'’&/\-\u4e00-\u9fff]+){0,4})\s*[,!:：，！]?$"
    r"|^to\s+whom\s+it\s+may\s+concern\s*[,:：]?$"
    r"|^(?:(?:hi|hello|hey|dear)\s*)?[^\s,，:：!！?？。]{1,10}?"
    r"(?:您好|你好|大家好|们好|們好|好|总|總|经理|經理|小姐|先生|女士|老师|老師|同事|主管|老板|總監|总监"
    r"|各位|大家|领导|領導|生)\s*[,，:：!！]?$"
    r"|^[^\s,，:：!！?？。]{0,12}\s?(?:さん|様|さま|殿|御中|各位|部長|課長|社長|室長|先生|くん|君"
    r"|ちゃん|氏|皆様|皆さま|皆さん)\s*[,，、:：]?$",
    re.IGNORECASE,
)
"""A line greeting whom the message is for ("Dear Ms. Chan,", "Hi Kenji,", 「王经理您好：」,
「HR同事好，」, 「陈总：」, 「山田さん」, 「店舗開発部 御中」, 「各位」, 「部長」). Whom an English
greeting greets is named (capitalized or in CJK script) or one of ``_GREETED``: "Hi what
about Taiwan" greets no one."""

_GREETED = frozenset(
    [
        "team",
        "all",
        "there",
        "everyone",
        "everybody",
        "folks",
        "guys",
        "both",
        "again",
        "sir",
        "madam",
        "colleagues",
    ]
)
"""The lowercase words an English greeting may greet ("Hi team,", "Morning all,")."""

_POINTER_RE = re.compile(
    r"(?:(?:please|pls|kindly)\s+)?see\s+(?:the\s+)?(?:(?:note|e-?mail|message|question|query"
    r"|request|thread|trail|chain)\s+)?below"
    r"|(?:(?:can|could|would)\s+(?:you|someone|anyone|somebody)\s+)?(?:(?:please|pls|kindly)\s+)?"
    r"(?:help\s+(?:with|answer)|answer|reply\s+to|respond\s+to|handle|take|look\s+at|pick\s+up"
    r"|advise\s+on)(?:\s+(?:this|these|it|(?:the\s+)?below|the\s+(?:question|query|request|one)"
    r"(?:\s+below)?)(?:\s+(?:one|for\s+(?:me|us)))?|(?=\s*[?.!,]|\s*$))"
    r"|(?:please\s+)?advise|any\s+idea|fyi|forwarding(?:\s+(?:this|the\s+below))?"
    r"(?:\s+to\s+you)?"
    r"|见下|请见下方?|如下|请看(?:下面|以下)|(?:下面|以下)(?:的)?(?:问题|邮件|请求)"
    r"|(?:帮忙|麻烦|请)?(?:回复|答复|回答|处理|看)(?:一下)?(?:(?:下面|以下|这个)(?:的)?(?:问题|邮件)?)?"
    r"|(?:转|转发)给(?:你|您)|供参考"
    r"|(?:下記|以下)(?:の(?:件|問い合わせ|お問い合わせ|ご質問|質問))?(?:の通り|のとおり)?"
    r"|(?:ご)?(?:対応|回答|返信)(?:を)?(?:お願い|いただけ|頂け|ください)[^\s。、]*"
    r"|転送(?:します|いたします|致します)",
    re.IGNORECASE,
)
"""What the newest message says of the older one below it and nothing more ("See below,
can you answer?", 「请见下方，帮忙回复一下」, 「下記の件、ご対応お願いします」): the request is the
older message's."""

_ASKED_RE = re.compile(r"[?？]")

_FISCAL_RE = re.compile(r"\bFY\s?'?\d{2,4}\b|\bfiscal\b|财年|財年|年度", re.IGNORECASE)


def without_email_furniture(text: str, matcher: Matcher) -> str:
    """``text`` without its e-mail's furniture (module docstring); ``text`` as it is when
    it holds none, or when taking it out would leave no word."""
    if "\n" not in text.strip():
        return text
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    kept = _message(lines, matcher)
    if kept is None:
        return text
    body = "\n".join(_without_salutation(kept, matcher)).strip()
    return body if re.search(r"\w", body) else text


def _without_salutation(lines: list[str], matcher: Matcher) -> list[str]:
    """``lines`` without the first when it greets whom the message is for, naming no KB
    name (「香港チーム各位」 may say whose figure is asked), and more lines follow; a firm's
    name on the line above the greeting (「株式会社サンプル」 over 「山田様」) goes with it."""
    at = next((i for i, line in enumerate(lines) if line.strip()), None)
    if at is None or not any(line.strip() for line in lines[at + 1 :]):
        return lines
    firm = unicodedata.normalize("NFKC", lines[at]).strip()
    if _ORGANISATION_RE.search(firm) and not matcher.find(normalize(firm)) and at + 1 < len(lines):
        rest = _without_salutation(lines[at + 1 :], matcher)
        if rest is not lines[at + 1 :]:
            return rest
    first = unicodedata.normalize("NFKC", lines[at]).strip()
    greeting = _SALUTATION_RE.match(first)
    if greeting is None or matcher.find(normalize(first)):
        return lines
    whom = (greeting.group("whom") or "").split()
    if not all(w[0].isupper() or not w[0].isascii() or w.casefold() in _GREETED for w in whom):
        return lines
    return lines[at + 1 :]


def _message(
    lines: list[str], matcher: Matcher, senders: frozenset[str] = frozenset()
) -> list[str] | None:
    """The request's lines of the message ``lines``, whose writer's name is among
    ``senders`` when a header gave it; None when it bears no e-mail's mark."""
    at = _older_at(lines)
    newest = lines if at is None else lines[:at]
    kept, marked = _without_furniture(newest, matcher, senders)
    if at is None:
        return kept if marked else None
    if any(re.search(r"\w", line) for line in kept) and not _points_below(kept, matcher):
        return kept
    # The newest message asks nothing (an auto-reply, "see below"): the request is the
    # older one's.
    older, writer = _older_body(lines[at:])
    return _message(older, matcher, writer) or older


def _points_below(lines: list[str], matcher: Matcher) -> bool:
    """Whether ``lines`` only greet, thank and point at the older message below."""
    text = unicodedata.normalize("NFKC", "\n".join(_without_salutation(lines, matcher)))
    if matcher.find(normalize(text)) or not _POINTER_RE.search(text):
        return False
    rest = gr.COURTESY_RE.sub(" ", _POINTER_RE.sub(" ", text))
    return re.search(r"\w", rest) is None


def _older_at(lines: list[str]) -> int | None:
    """Where the first older message starts below the newest, or None."""
    for i, line in enumerate(lines):
        bare = _unquoted(line)
        if _DIVIDER_RE.match(bare) or _WROTE_RE.match(bare):
            return i
        if _SENDER_FIELD_RE.match(bare):
            following = [_unquoted(x) for x in lines[i + 1 : i + 4] if x.strip()]
            if following and _FIELD_RE.match(following[0]):
                return i
    return None


def _older_body(lines: list[str]) -> tuple[list[str], frozenset[str]]:
    """An older message's lines without its divider, its header fields and quote marks;
    and the words of the header naming who wrote it."""
    body: list[str] = []
    writer: set[str] = set()
    heading = True
    for line in lines:
        bare = _unquoted(line)
        if heading and (
            not bare or _DIVIDER_RE.match(bare) or _WROTE_RE.match(bare) or _FIELD_RE.match(bare)
        ):
            if _SENDER_FIELD_RE.match(bare) or _WROTE_RE.match(bare):
                writer |= {w.casefold() for w in re.findall(r"[^\W\d_]+", bare)}
            continue
        heading = False
        body.append(bare)
    return body, frozenset(writer)


def _unquoted(line: str) -> str:
    """``line`` without the quote marks opening it ("> > text")."""
    return re.sub(r"^(?:\s*[>＞|])+\s?", "", line).strip()


def _without_furniture(
    lines: list[str], matcher: Matcher, senders: frozenset[str]
) -> tuple[list[str], bool]:
    """The message's ``lines`` without footers, notices, out-of-office paragraphs, the
    sign-off and the signature (its writer's name alone among ``senders``); and whether
    any was found."""
    marked = False
    kept: list[str] = []
    for line in lines:
        bare = unicodedata.normalize("NFKC", line).strip()
        furniture = (_FOOTER_RE.match(bare) or _NOTICE_RE.search(bare)) and not _names_a_figure(
            bare, matcher
        )
        if bare and furniture and not _ASKED_RE.search(bare):
            marked = True
            continue
        kept.append(line)
    blocks = _blocks(kept)
    away = [b for b in blocks if _away(b, matcher)]
    if away:
        marked = True
        blocks = [b for b in blocks if b not in away]
    signed = _signed_off(blocks, matcher)
    if signed is not None:
        return signed, True
    while len(blocks) > 1 and _signature(blocks[-1], matcher, senders) and not _dated(blocks[-1]):
        blocks = blocks[:-1]
        marked = True
    return _joined(blocks), marked


def _dated(block: list[str]) -> bool:
    """Whether ``block`` names a fiscal year ("FY2024", 「2024财年」, 「2024年度」): a request's."""
    return _FISCAL_RE.search(unicodedata.normalize("NFKC", " ".join(block))) is not None


def _blocks(lines: list[str]) -> list[list[str]]:
    """``lines`` in paragraphs, parted by blank lines and lines drawn across."""
    blocks: list[list[str]] = [[]]
    for line in lines:
        bare = unicodedata.normalize("NFKC", line).strip()
        if not bare or _SEPARATOR_RE.match(bare):
            if blocks[-1]:
                blocks.append([])
            continue
        blocks[-1].append(line)
    return [b for b in blocks if b]


def _away(block: list[str], matcher: Matcher) -> bool:
    """Whether ``block`` is an out-of-office notice: one naming no figure, asking nothing."""
    text = unicodedata.normalize("NFKC", " ".join(block))
    return (
        _AWAY_RE.search(text) is not None
        and not _ASKED_RE.search(text)
        and not _names_a_figure(text, matcher)
    )


def _signed_off(blocks: list[list[str]], matcher: Matcher) -> list[str] | None:
    """The lines before the sign-off closing ``blocks``, and a postscript or a question
    after it; None when no line after the first closes the message."""
    for b, block in enumerate(blocks):
        for i, line in enumerate(block):
            if (b, i) == (0, 0) or not _signs_off(line, matcher):
                continue
            kept = [*_joined(blocks[:b]), *block[:i]]
            for part in [block[i + 1 :], *blocks[b + 1 :]]:
                kept += ["", *_read_after_sign_off(part, matcher)]
            return kept
    return None


def _signs_off(line: str, matcher: Matcher) -> bool:
    """Whether ``line`` closes the message (``_SIGN_OFF_RE``)."""
    match = _SIGN_OFF_RE.match(unicodedata.normalize("NFKC", line).strip())
    if match is None:
        return False
    name = match.group("name")
    return name is None or (
        all(word[0].isupper() for word in name.split()) and not matcher.find(normalize(name))
    )


def _read_after_sign_off(lines: list[str], matcher: Matcher) -> list[str]:
    """What of ``lines`` after the sign-off is read: a postscript, without its mark, and
    what follows it; or the lines when one asks something, or names a metric or a
    document outside a signature (「另外请发一下日本的收入。」); nothing else."""
    for i, line in enumerate(lines):
        bare = unicodedata.normalize("NFKC", line).strip()
        mark = _POSTSCRIPT_RE.match(bare)
        if mark is not None:
            return [bare[mark.end() :], *lines[i + 1 :]]
    if any(_ASKED_RE.search(line) for line in lines):
        return lines
    named = lines and _names_a_figure(" ".join(lines), matcher)
    return lines if named and not _signature(lines, matcher, frozenset()) else []


def _joined(blocks: list[list[str]]) -> list[str]:
    """The lines of ``blocks``, a blank line between two."""
    return [line for b, block in enumerate(blocks) for line in [*([""] if b else []), *block]]


def _signature(block: list[str], matcher: Matcher, senders: frozenset[str]) -> bool:
    """Whether ``block`` closing the message is a signature: short lines, none a sentence
    or a question, with contact details, a firm, a post or an address among them, or a
    person's name alone (in CJK script, or the writer's name the header gave)."""
    lines = [unicodedata.normalize("NFKC", line).strip() for line in block]
    if any(len(line) > 80 or _SENTENCE_END_RE.search(line) or _prose(line) for line in lines):
        return False
    if any(
        _CONTACT_RE.search(line)
        or _ORGANISATION_RE.search(line)
        or _TITLE_RE.search(line)
        or _ADDRESS_RE.search(line)
        for line in lines
    ):
        return True
    if len(lines) != 1 or matcher.find(normalize(lines[0])):
        return False
    words = {w.casefold() for w in re.findall(r"[^\W\d_]+", lines[0])}
    return _person(lines[0]) or (bool(words) and words <= senders)


def _prose(line: str) -> bool:
    """Whether ``line`` is quoted or runs as prose does, on four lowercase words or more
    ("> the regional director keeps quoting it"): a signature's lines are names."""
    lowercase = re.findall(r"(?<![\w'’])[a-z][\w'’]*", line)
    return line.startswith((">", "|")) or len(lowercase) >= 4


def _person(line: str) -> bool:
    """Whether ``line`` is a person's name written in CJK script alone (「長谷川 誠」, 「林晓」)."""
    runs = [run for run in re.split(r"\s+", line) if run]
    if not runs or len(runs) > 2 or not all(CJK_RUN_RE.fullmatch(run) for run in runs):
        return False
    morphemes = [pos for word, pos in japanese_parts_of_speech(line) if word.strip()]
    if all(pos[2] == "人名" for pos in morphemes):
        return True
    return all(t.tag.startswith("nr") for run in runs for t in cjk_tokens(run, False))


def _names_a_figure(text: str, matcher: Matcher) -> bool:
    """Whether ``text`` names a metric or a document of the KB."""
    return any(m.kind in ("metric", "document") for m in matcher.find(normalize(text)))
