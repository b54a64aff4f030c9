"""The Chinese and Japanese request's own frame: formal ways of asking (惠示, 兹请,
～いただけますと幸甚), what the figure is for, and the words after a metric's name about
how it is to be given (``_request_frame``)."""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context import narrows_figure
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import (
    cjk_part_named,
    ja_part_in_phrase,
    zh_part_word,
)
from ragspine_eval_pipeline.engine._words import line_of_business
from ragspine_eval_pipeline.kb.analysis import (
    cjk_tokens,
    japanese_places,
    normalize,
)

_SOURCE_NOUNS_ZH = r"(?:出处|出處|来源|來源|文件|资料|資料|文档|文檔|页码|頁碼|位置|依据|依據)"
_TOLD_ZH = {"答复": "告知", "答覆": "告知", "回复": "告知", "回覆": "告知"}
"""Verbs of replying said as the verb of telling, which takes the figure as its object."""

_FORMAL_ZH = (
    # 惠予 before a verb of giving or telling ("kindly grant"), 惠示 and 见示 ("kindly show").
    (re.compile(r"惠予(?=(?:提供|告知|告诉|告訴|说明|說明|答复|答覆|回复|回覆|确认|確認))"), ""),
    (re.compile(r"(?:惠示|见示|見示|示知|见告|見告|惠告)"), "告知"),
    # When the reply is due, counted from the letter's arrival (「于收函后五个工作日内」):
    # the asking's deadline, before the verb of replying.
    (
        re.compile(
            r"(?:于|於|在)?(?:收函|接函|收到来函|收到來函|函到)(?:之日)?(?:后|後|起)*"
            r"[\d一二三四五六七八九十两兩]+\s*(?:个|個)?(?:工作日|日|天)(?:内|內|之内|之內)"
            # … or from the letter's date, or with no day counted from (「于五个工作日内报送」),
            # before the verb of giving.
            r"|(?:于|於|在)(?:本函(?:件)?(?:日期|发出|發出)?(?:之日)?(?:起|后|後)*)?"
            r"[\d一二三四五六七八九十两兩]+\s*(?:个|個)?(?:工作日|营业日|營業日|交易日|日|天)"
            r"(?:内|內|之内|之內)(?=(?:以)?(?:书面|書面)?(?:形式)?(?:报送|報送|提供|回复|回覆|答复|答覆"
            r"|提交|告知|说明|說明|填报|填報|上报|上報|函告|函复|函覆))"
        ),
        "",
    ),
    # The document the figure is stated in, asked beside it: 「并注明出处」,
    # 「并请注明所依据之文件及位置」.
    (
        re.compile(
            r"[，,]?\s*(?:并|並|且)?(?:请|請|烦请|煩請|敬请|敬請)?(?:一并|一併)?"
            r"(?:注明|註明|标明|標明|列明|写明|寫明|附上|附注|附註|说明|說明)(?:其|该数据|該數據)?"
            r"(?:所依据|所依據|所引用|所在|所据|所據)?(?:之|的)?"
            + _SOURCE_NOUNS_ZH
            + r"(?:(?:及|和|与|與|、)"
            + _SOURCE_NOUNS_ZH
            + r")*(?:为荷|為荷)?(?=\s*(?:[，,。；;！!]|$))"
        ),
        "",
    ),
    # The unit asked beside the figure (「具体数值和单位」): every figure is given in its unit.
    (
        re.compile(
            r"(?P<noun>数值|數值|数字|數字|金额|金額|数据|數據)(?:和|及|与|與|以及|连同|連同|、)"
            r"(?:其|它的)?(?:计量)?(?:单位|單位)"
        ),
        r"\g<noun>",
    ),
    # The answer to the asker's own question (「请问*答案*应该填多少」): the figure asked.
    (
        re.compile(
            r"(?:参考|參考|正确|正確|标准|標準)?(?:答案|解答)"
            r"(?=(?:应该|應該|应|應|要|该|該)?(?:填|写|寫|是|为|為)(?:多少|几|幾))"
        ),
        "",
    ),
    # A letter's own words for asking, telling and replying by letter: 函请 and 特函请 ("ask
    # by letter"), 函询 ("inquire by letter"), 函复, 函告, 赐复 and 示下 ("reply by letter",
    # "kindly reply"), 致函 ("write to"); the letter is how the answer comes, no figure.
    (re.compile(r"(?:特|现|現)?函(?=请|請)"), ""),
    (re.compile(r"函(?:询|詢)"), "查询"),
    (
        re.compile(
            r"(?:函复|函覆|函復|函告|赐复|賜復|赐覆|示下|见复|見復)"
            r"(?:(?:我司|本司|我方|本所|我所|本单位|本單位|我单位|我單位|本部|我部)(?![\u4e00-\u9fff]))?"
        ),
        "告知",
    ),
    (re.compile(r"(?:特此|谨此|謹此)?致函(?=\s*[，,。；;]|$)"), ""),
    # The reply's manner (「予以书面答复」): in writing, which changes no figure.
    (
        re.compile(
            r"(?:予以|予)?(?:书面|書面)(?=(?:答复|答覆|回复|回覆|确认|確認|告知|说明|說明))"
        ),
        "",
    ),
    # The letter saying what it is for (「本函旨在了解…」): the request that follows.
    (
        re.compile(
            r"(?:本函|此函)(?:旨在|意在|系为|係為|特)?(?=了解|瞭解|询问|詢問|查询|查詢|请|請)"
        ),
        "",
    ),
    # 「2023财年度」: the fiscal year, its 度 written again.
    (re.compile(r"(?<=\d)(财|財)年度"), r"\1年"),
    # A letter's closing courtesies after the request: 「盼复」, 「敬候回复」, 「谨此致谢」,
    # 「此致敬礼」, 「不胜感激」, 「望不吝赐教」.
    (
        re.compile(
            r"[，,]?\s*(?:如蒙(?:惠复|惠覆|惠復|赐复|賜復|见复|見復|惠允|协助|協助|告知|惠予答复)[，,]?\s*)?"
            r"(?:盼复|盼覆|敬候(?:回复|回覆|佳音)|静候(?:回复|佳音)|谨此致谢|謹此致謝|此致敬礼"
            r"|此致敬禮|不胜感激|不勝感激|望不吝赐教|望不吝賜教|不吝赐教|多谢|感谢|感謝)"
            r"(?=\s*(?:[，,。；;！!]|$))"
        ),
        "",
    ),
    # The asker's own firm as the subject opening a letter's request (「本司拟请…」,
    # 「我司现函请…」): who writes, as 本人 is.
    (
        re.compile(
            r"(?:(?<=^)|(?<=[，,。；;！!？?\s]))(?:本司|我司|本公司|我公司|我方)"
            r"(?=(?:现|現|特|兹|茲|拟|擬)?(?:请|請|函|拟|擬|就|向))"
        ),
        "",
    ),
    # 兹 or 现 opening a formal request (「兹请提供」: "herewith"; 「现就…函询如下」), and the
    # office asked, named in the polite second person (贵方, 贵部门: "your side", "your
    # department").
    (
        re.compile(
            r"(?:(?<=^)|(?<=[，,。；;！!？?\s]))(?:兹|茲|现|現)(?=请|請|就|将|將|函|向|查询|拟|擬)"
        ),
        "",
    ),
    # 贵司 ("your firm") said to the company the KB is about, as 贵公司; the firm asked,
    # right after the verb of asking (「请贵司提供」, 「望贵公司示知」), is whom the request
    # is made to, no part of what it asks.
    (
        re.compile(
            r"(?P<ask>请|請|望|盼|敬请|敬請|恳请|懇請|烦请|煩請|拟请|擬請|特请|特請|查询|向)"
            r"(?:贵|貴)(?:司|公司)(?![\u4e00-\u9fff]{0,1}(?:的|之))"
            r"(?=(?:于|於|在)?[^，,。；;]{0,8}?(?:提供|告知|告诉|告訴|说明|說明|答复|答覆|回复|回覆"
            r"|确认|確認|核实|核實|协助|協助|查询|作出|出具|就|将|將|对|對|予|拨冗|撥冗|示知|惠予))"
        ),
        r"\g<ask>",
    ),
    (re.compile(r"(?:贵|貴)司"), "贵公司"),
    # The figure put before the verb of giving or telling by 将 or 就 (「请将…员工人数告知
    # 我司」, 「请就…之收入予以答复」): said in the usual order, the verb before its object.
    (
        re.compile(
            r"(?P<ask>请|請|敬请|敬請|恳请|懇請|烦请|煩請|望|盼)(?P<how>将|將|把|就)"
            r"(?P<figure>[^，,。；;！!？?]{2,40}?)(?:予以|作出|做出|出具)?"
            r"(?P<verb>提供|告知|告诉|告訴|答复|答覆|回复|回覆|确认|確認|说明|說明)"
            r"(?:给|給|予)?(?:(?:我们|我們|我司|本司|我方|本所|我所|本单位|本單位|本部|我部)"
            r"(?![\u4e00-\u9fff]))?(?=\s*(?:[，,。；;！!]|$))"
        ),
        lambda m: (
            f"{m.group('ask')}{_TOLD_ZH.get(m.group('verb'), m.group('verb'))}{m.group('figure')}"
        ),
    ),
    (
        re.compile(
            r"(?:贵|貴)(?:方|处|處|部门|部門|单位|單位|部)(?![\u4e00-\u9fff]{0,1}(?:的|之))"
        ),
        "",
    ),
    # When the reply is wanted (「于本周内回复」): the asking's deadline, no date of the figure.
    (
        re.compile(
            r"(?:于|於|在)(?:本周|本週|本月|今日|今天|明日|明天|下周|下週|月底|近日|三日|两日|兩日)"
            r"(?:内|內|之前|前|以前)?(?=(?:回复|回覆|答复|答覆|提供|告知|见复|見復))"
        ),
        "",
    ),
    # A letter's closing formulas: 「…为荷」 ("as a favour"), 「专此奉达」.
    (re.compile(r"(?:为荷|為荷)(?=\s*(?:[，,。；;！!]|$))"), ""),
    (re.compile(r"(?:专此|專此|特此)(?:奉达|奉達|函达|函達|奉告|函告|布达|布達)"), ""),
    # 「兹有…一事」 ("there is the matter of …"): the letter's item, as 「关于…一事」.
    (re.compile(r"(?:兹|茲)有(?=[^，,。；;]{1,30}?(?:一事|事宜|之事))"), "关于"),
    # 「关于…净利润一项」: the item of the letter, which is the figure itself.
    (
        re.compile(
            r"(?P<lead>(?:关于|關於|有关|有關|就)[^，,。；;]{1,30}?)(?:一(?:项|項|事|节|節)|事宜|之事)"
            r"(?=\s*(?:[，,。；;]|(?:函询|查询|如下)))"
        ),
        r"\g<lead>",
    ),
)
"""The formal Chinese register's words about the asking."""

_FORMAL_JA = (
    # 「…いただけますと幸甚に存じます」: as 「…いただけますと幸いです」.
    (
        re.compile(
            r"(?:いただけ|頂け|賜れ|たまわれ)(?:ます|る|れば|ましたら)と?幸甚(?:に存じます|です|でございます)?"
        ),
        "ください",
    ),
    # 「標記の件、」, 「表題の件につきましてお伺い申し上げます。」: the letter's subject line.
    (
        re.compile(
            r"(?:(?<=^)|(?<=[\s。]))(?:標記|表記|表題|標題|件名|首題|下記|以下)の(?:件|事項)(?:につき(?:まして)?|について|に関し(?:まして)?)?"
            r"(?:(?:お伺い|お尋ね|ご照会)(?:申し上げます|いたします|致します)[。]?)?[、,]?"
        ),
        "",
    ),
    # The request said as a noun of telling or giving and a verb of asking (「…の開示をお願い
    # 申し上げます」, 「…のご提示を要請いたします」), or as an inquiry made (「…につき照会
    # いたします」): said as the plain request.
    (
        re.compile(
            r"の(?:ご|御)?(?:開示|提示|教示|回答|連絡|提供|報告|通知|確認)を"
            r"(?:お願い|要請|依頼|ご依頼|求め|お求め)(?:申し上げ|いたし|致し|し)?(?:ます|たく存じます|たい)"
        ),
        "を教えてください",
    ),
    (
        re.compile(
            r"(?:につき(?:まして)?|について|に関し(?:まして)?|に関して)[、,]?\s*"
            r"(?:ご)?(?:照会|問い合わせ|お問い合わせ|お尋ね|お伺い)(?:申し上げ|いたし|致し|し)ます"
        ),
        "を教えてください",
    ),
    # A letter's 「記」 opening the items asked and 「以上」 closing them.
    (re.compile(r"(?:(?<=^)|(?<=[\s。]))記(?=\s)|(?<=\s)以上\s*$"), ""),
    # 貴グループ ("your group") said to the company the KB is about: the group where its
    # figure is asked (「貴グループの売上高」), 貴社 where a business of it is named
    # (「貴グループ香港事業」).
    (re.compile(r"貴(?=グループ(?:の|全体|全社|連結|[、。\s]|$))"), ""),
    (re.compile(r"貴グループ"), "貴社"),
    # 「本件、」 opening the request ("in this matter"), and the reply's manner (「書面にて
    # ご回答願います」): no part of the figure.
    (re.compile(r"(?:(?<=^)|(?<=[\s。]))本件[、,]\s*"), ""),
    (
        re.compile(
            r"(?:書面|文書|メール|電子メール)(?:にて|で)(?=(?:ご|お)?(?:回答|教示|連絡|報告|返答|知らせ))"
        ),
        "",
    ),
    # 「…に係る」 ("pertaining to"), the documentary 「の」.
    (re.compile(r"に(?:係る|係わる|関わる)(?=[^\s、。]{1,20}?)"), "の"),
    # 「…の儀」, 「…の義」 ("the matter of"), as 「…の件」.
    (re.compile(r"の(?:儀|義)(?=につき|について|に関し|[、,])"), "の件"),
    # The asker's wish to know the figure (「…を把握いたしたく」, 「…の把握のため」): the
    # request's own verb of knowing.
    (re.compile(r"を把握(?:いたし|致し|し|させていただき)たく"), "を知りたく"),
    (re.compile(r"の把握のため(?:に)?(?=[、,])"), "を知りたいので"),
    # A fiscal year's results (「2023年度決算における売上高」): the year's reported figure.
    (re.compile(r"(?<=年度)決算(?:における|上の|の|で)"), "の"),
    # 「当グループ」 ("this group"), the company's own: the group.
    (re.compile(r"当(?=グループ)"), ""),
    # The asker's side as the subject (「当方にて…を確認いたしたく」): who asks, no part.
    (
        re.compile(
            r"(?:(?<=^)|(?<=[\s。、]))(?:当方|弊方)(?:にて|で|において|では|としては)[、,]?"
        ),
        "",
    ),
)
"""The formal Japanese register's words about the asking."""

_ANSWER_JA_RE = re.compile(
    r"(?:正解|解答|模範解答|解答例)(?:の|と(?:なる|して)の?)?(?=(?:数値|数字|値|金額)(?:は|を|が))"
    r"|(?P<noun>数値|数字|金額)(?:と|及び|および|、)(?:その)?単位(?=(?:は|を|が|も))"
)
"""The answer to the asker's own question (「*正解の*数値は？」) and the unit asked beside
the figure (「数値*と単位*を」): the figure asked, which is given in its unit."""

_USED_JA_RE = re.compile(
    r"(?:(?<=^)|(?<=[\s、,。]))(?P<purpose>[^\s、,。「」]{2,24}?)(?:に|として)"
    r"(?P<figure>[^\s、,。]{2,60}?)を(?:使い|用い|使用し|使わせていただき|使わせて頂き|載せ"
    r"|掲載し|記載し|引用し)(?:たい|たく)(?:のですが|んですが|んだけど|ので|です)?(?:[、,]|$)"
)
"""A use of the figure said around it (「期末試験の設問に*…のEBITDAを*使いたいのですが、」,
「授業教材として*…の従業員数を*使わせていただきたく、」): said as a purpose before the figure
asked (「期末試験の設問用に、…のEBITDAは、」), which the purpose rules read."""


_AFTER_METRIC = {
    # 「EBITDA为何」: "what is" said formally after a figure's name (为何 before a verb asks
    # why, and is left).
    "zh": (
        re.compile(
            r"\s*(?:之|的)?(?:数值|數值|数字|數字|金额|金額|数额|數額)?为何(?=\s*(?:[，,。；;？?！!]|$))"
        ),
        "为多少",
    ),
    # 「利益の額」, 「売上高のデータ」: the amount or the data of the figure, which is the
    # figure (データ elsewhere is a topic: 「データをいくつのランクに分けて」).
    "ja": (
        re.compile(
            r"の(?:(?:金|計上)?額|データ|計数)(?=[をはがも]|につき|について|に関し|に関して|の件)"
        ),
        "",
    ),
}


def _after_metrics(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` with the formal words said straight after a metric's name
    (``_AFTER_METRIC``) read plainly."""
    pattern, said = _AFTER_METRIC[lang]
    folded = normalize(text)
    if len(folded) != len(text):
        return text
    ends = {m.end for m in matcher.find(folded) if m.kind == "metric"}
    out: list[str] = []
    at = 0
    for match in pattern.finditer(text):
        if match.start() in ends:
            out += [text[at : match.start()], said]
            at = match.end()
    return "".join(out) + text[at:]


_HAVE_THEM_DO_JA_RE = re.compile(
    r"(?:(?<=^)|(?<=[。！？!?\s]))(?P<phrase>[^、,。！？!?「」]{2,40}?(?:計算|比較|分析|算出|換算|検討|考察)"
    r"(?:させ|してもらい|していただき)(?:たい|る)(?:ので|から|ため(?:に)?|のですが|んですが))[、,]\s*"
)
"""What the asker will have learners do with figures, said as a causative purpose before the
request (「授業で利益率を*計算させたいので*、」): the asker's lesson, no figure asked of the
engine."""


def _ja_lesson_out(text: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less a causative purpose (``_HAVE_THEM_DO_JA_RE``) naming no market, unit,
    document, period or part of the business, before a request naming a metric."""
    match = _HAVE_THEM_DO_JA_RE.search(text)
    if match is None:
        return text
    phrase = normalize(match.group("phrase"))
    rest = text[match.end() :]
    named = matcher.find(phrase)
    if any(m.kind != "metric" for m in named) or ja_part_in_phrase(phrase):
        return text
    if "店" in phrase or japanese_places(phrase):
        return text  # 「大阪店と比較させたい」: a store or a place the KB may lack
    if find_periods(phrase, "ja", reference_date):
        return text
    if not any(m.kind == "metric" for m in matcher.find(normalize(rest))):
        return text
    return text[: match.start()] + rest


_OWN_SECTION_JA_RE = re.compile(
    r"弊(?:部|課|室|グループ|チーム|部署|社)(?:の|で|が)?(?:所管|担当|管轄|管掌)(?:する|している|の)?"
)
"""The market in the asker's department's charge, said formally (「*弊部所管の*市場」): the
asker's own, as 「私の担当の市場」 is."""


_PURPOSE_ZH_RE = re.compile(
    r"(?P<lead>(?:^|(?<=[，,。；;！!？?]))\s*)(?:以备|以備|以供|供|用于|用於|以便于?|以便於|以利于?|以利於)"
    r"(?P<phrase>[^，,。；;！!？?：:（）()]{1,30}?)(?:之用|之需|使用|引用|参考|參考|所用)?"
    r"(?=\s*(?:[，,。；;！!？?]|$))"
)
"""What the figure is for, said formally in a piece of its own after the request (「以备
内部备忘录之用」, 「以便于致股东函中引用」, 「用于年度比较表」)."""

_WORK_LEAD_ZH_RE = re.compile(
    r"^(?P<lead>\s*(?:兹因|茲因|兹为|茲為|为了|為了|为|為|因)(?:编制|編製|准备|準備|撰写|撰寫|起草|整理|制作|製作)"
    r"(?P<phrase>[^，,。；;！!？?：:（）()]{1,30}?)(?:之需|需要|所需)?\s*[，,])"
)
"""The asker's work the request is made for, said formally before it (「兹因编制董事会
季度材料，」)."""

_USED_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[，,。；;！!？?]))(?P<purpose>[^，,。；;！!？?：:]{2,24}?)"
    r"(?:要用到|需要用到|会用到|會用到|要用|得用)(?P<figure>[^，,。；;！!？?]{2,60}?)(?=\s*[，,。；;！!？?])"
)
"""A thing of the asker's work that uses the figure, said around it (「教案里有一道练习题
*要用到*…的净利润，」): said as a purpose before the figure (「…练习题要用，…的净利润」)."""

_LEARNERS_ZH_RE = re.compile(
    r"(?:(?<=^)|(?<=[。！!？?]))\s*(?P<phrase>(?:学生|學生|学生们|學生們|同学们|同學們|同学|同學|学员|學員)"
    r"(?:们|們)?(?:要|会|會|将|將|可以|需要|得)?(?:拿|用|把|根据|根據)"
    r"(?:它|这个|這個|这个数|這個數|该数字|該數字|这个数字|這個數字|这些|這些)[^。！!？?]*)[。！!]?"
)
"""A sentence of what the asker's learners will do with the figure, pointing back at it
(「*学生要拿它和收入一起算净利率。*」): the asker's use of the figure."""

_PART_ZH_RE = re.compile(
    r"线上|線上|线下|線下|网上|網上|网店|網店|网购|網購|电商|電商|外卖|外賣|批发|批發|加盟|免税|免稅"
    r"|店|海外|境外|会员|會員|游客|遊客|旅客|自营|自營|直营|直營"
)
"""Chinese words for a channel, a kind of store or a group of customers, which the
analyser may split (线|上): a purpose holding one may say which part is wanted."""

_INSIDE_ZH = ("内部", "內部", "对内", "對內")
""""Internal", written onto a thing of the asker's world (「*内部*备忘录」): who reads it."""


def _zh_names_nothing_asked(
    phrase: str, rest: str, matcher: Matcher, reference_date: date, *, dated: bool = False
) -> bool:
    """Whether a Chinese purpose's ``phrase`` names nothing the figure may be narrowed by:
    no scope, unit, document or period of the KB, no metric the ``rest`` does not name,
    no part of the business, kind of store or line of business (``zh_part_word``). With
    ``dated``, a part of a year (「*季度*材料」) may date the asker's work when the ``rest``
    names a fiscal year of its own."""
    folded = normalize(phrase)
    named = matcher.find(folded)
    if any(m.kind != "metric" for m in named):
        return False
    if named and not any(m.kind == "metric" for m in matcher.find(normalize(rest))):
        return False
    spans = find_periods(folded, "zh", reference_date)
    if spans and not (
        dated
        and all(s.period is None and not s.every for s in spans)
        and any(s.period is not None for s in find_periods(normalize(rest), "zh", reference_date))
    ):
        return False
    if _PART_ZH_RE.search(folded) or cjk_part_named(folded, "zh") or narrows_figure(folded, "zh"):
        return False
    tokens = cjk_tokens(folded, False)
    for at, token in enumerate(tokens):
        surface = token.word.surface
        following = tokens[at + 1].word.surface if at + 1 < len(tokens) else ""
        if surface in _INSIDE_ZH and following in gr.ASKERS_WORLD_NOUNS:
            continue
        if zh_part_word(token) or line_of_business(surface) or "店" in surface:
            return False
    return True


def _zh_purposes(text: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less its Chinese pieces of purpose (``_PURPOSE_ZH_RE``) naming nothing the
    figure may be narrowed by."""

    def out(match: re.Match[str]) -> str:
        rest = match.string[: match.start()] + match.string[match.end() :]
        phrase = match.group("phrase")
        words = cjk_tokens(normalize(phrase), False)
        work = bool(words) and words[-1].word.surface in gr.ASKERS_WORLD_NOUNS
        if _zh_names_nothing_asked(phrase, rest, matcher, reference_date, dated=work):
            return match.group("lead")
        return match.group()

    text = _PURPOSE_ZH_RE.sub(out, text)

    def used(match: re.Match[str]) -> str:
        words = cjk_tokens(normalize(match.group("purpose")), False)
        rest = match.string[: match.start()] + match.group("figure") + match.string[match.end() :]
        if not words or words[-1].word.surface not in gr.ASKERS_WORLD_NOUNS:
            return match.group()
        if not _zh_names_nothing_asked(match.group("purpose"), rest, matcher, reference_date):
            return match.group()
        return f"{match.group('purpose')}要用，{match.group('figure')}"

    text = _USED_ZH_RE.sub(used, text)

    def learners(match: re.Match[str]) -> str:
        rest = match.string[: match.start()] + match.string[match.end() :]
        if not rest.strip() or not _zh_names_nothing_asked(
            match.group("phrase"), rest, matcher, reference_date
        ):
            return match.group()
        return ""

    text = _LEARNERS_ZH_RE.sub(learners, text)
    lead = _WORK_LEAD_ZH_RE.match(text)
    if lead is None:
        return text
    words = cjk_tokens(normalize(lead.group("phrase")), False)
    rest = text[lead.end() :]
    work = bool(words) and words[-1].word.surface in gr.ASKERS_WORLD_NOUNS
    if work and _zh_names_nothing_asked(
        lead.group("phrase"), rest, matcher, reference_date, dated=True
    ):
        return rest
    return text


def without_cjk_frame(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """Chinese or Japanese ``text`` less its request's own frame, where it names nothing
    asked."""
    for pattern, said in _FORMAL_ZH if lang == "zh" else _FORMAL_JA:
        text = pattern.sub(said, text)
    if lang == "ja":
        text = _OWN_SECTION_JA_RE.sub("私の担当の", text)
        text = _ANSWER_JA_RE.sub(lambda m: m.group("noun") or "", text)
        text = _USED_JA_RE.sub(lambda m: f"{m.group('purpose')}用に、{m.group('figure')}は、", text)
        text = _ja_lesson_out(text, matcher, reference_date)
    else:
        text = _zh_purposes(text, matcher, reference_date)
    return _after_metrics(text, lang, matcher)
