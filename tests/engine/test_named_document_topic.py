"""The words naming a document choose it; what is asked of it must be held as asked.

"What does the Greater Bay Area plan say about drone deliveries?" names the GBA plan in
the words of its name (Greater Bay Area, plan, expansion): they say which document is
read, never that a paragraph of it speaks of the topic. The plan's paragraph on its
distribution centre holds "deliveries" (its keywords) but nothing of drones: the phrase
asked is held only with the words narrowing its head ("*drone* deliveries", "deliveries
*by drone*", 「*ドローン*による配送」). Its head may be in other words (the risk report's
"foreign exchange risk" for "foreign exchange exposure"), and a verbal noun is what is
done with the thing (「*人材*確保」 is held by the paragraph on talent). A passage of
another document, which never names the one named alone (大湾区 for a passage of the
Japan strategy), answers nothing asked of it.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._topic import holds_what_is_asked, joined_by_means
from ragspine_eval_pipeline.kb.analysis import Word, normalize, stem
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

GBA = "ACME_GBA_Expansion_Plan.docx"


def _latin(*words: str) -> tuple[Word, ...]:
    return tuple(Word(w, stem(w), True) for w in words)


def _cjk(*words: str) -> tuple[Word, ...]:
    return tuple(Word(w, w, False) for w in words)


def test_a_means_joins_the_thing_done_by_it() -> None:
    text = normalize("what does the plan say about deliveries by drone")
    assert joined_by_means(text, [_latin("deliveries"), _latin("drone")], "en") == [
        _latin("drone", "deliveries")
    ]
    ja = normalize("ドローンによる配送について")
    assert joined_by_means(ja, [_cjk("ドローン"), _cjk("配送")], "ja") == [_cjk("ドローン", "配送")]
    apart = normalize("what about deliveries and drones")
    assert len(joined_by_means(apart, [_latin("deliveries"), _latin("drones")], "en")) == 2


@pytest.mark.parametrize(
    ("phrase", "body", "lang", "held"),
    [
        (_latin("drone", "deliveries"), "delivering within 24 hours\ndelivery", "en", False),
        (_latin("exchange", "exposure"), "foreign exchange risk is the most material", "en", True),
        (_latin("deliveries", "using", "drones"), "delivery of online orders", "en", False),
        (_cjk("ドローン", "配送"), "配送センターを建設し", "ja", False),
        (_cjk("人材", "確保"), "人材は事業拡大を成功させる鍵です", "ja", True),
        (_cjk("无人机", "配送"), "区域配送中心", "zh", False),
    ],
)
def test_the_words_narrowing_the_head_are_held(
    phrase: tuple[Word, ...], body: str, lang: str, held: bool
) -> None:
    text = " ".join(w.surface for w in phrase)
    assert holds_what_is_asked([phrase], text, normalize(body), lang) is held


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does the Greater Bay Area plan say about drone deliveries?",
        "What does the GBA expansion plan say about drone deliveries?",
        "What does the Greater Bay Area expansion plan say about drone delivery?",
        "What does the GBA plan say about deliveries by drone?",
        "What does the Greater Bay Area plan say about deliveries using drones?",
        "大湾区拓展计划对无人机配送有什么说法？",
        "大湾区计划里关于无人机送货是怎么说的？",
        "大湾区の拡大計画では、ドローン配送についてどう書かれていますか？",
        "大湾区の拡大計画では、ドローンによる配送について何と書いてありますか？",
        "大湾区の拡大計画にドローン配送の話はありますか？",
    ],
)
def test_the_name_of_the_document_holds_no_topic(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does the Greater Bay Area plan say about the regional distribution centre?",
        "What does the Greater Bay Area plan say about talent?",
        "大湾区拓展计划对物流中心有什么说法？",
        "大湾区拓展计划在人才方面有什么安排？",
        "大湾区の拡大計画では、物流センターについてどう書かれていますか？",
        "大湾区の出店で、人材はどうやって確保する計画になってます？",
        "大湾区の拡大計画では、人材確保のためにどんな取り組みをするとしていますか？",
    ],
)
def test_what_the_named_document_holds_is_read_from_it(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [GBA], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "On the Greater Bay Area push: what's the total investment envelope, and what "
        "breakeven hurdle do the pilot stores need to clear before you scale the network?",
        "For the Greater Bay Area rollout, how much is being invested and when do the pilot "
        "stores need to break even?",
    ],
)
def test_a_capitalized_name_of_a_document_chooses_it(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    """ "Greater Bay Area" is how the KB names the GBA plan, no name it lacks; said in full
    it asks about that plan, not the strategic plan naming the area in passing."""
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [GBA], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "On the Taiwan push: what's the total investment envelope, and what breakeven hurdle "
        "do the pilot stores need to clear?",
        "What was Greater Bay Area revenue in FY2025?",
    ],
)
def test_a_name_the_kb_lacks_or_a_figure_of_a_document_is_declined(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "大湾区の拡大計画では、人材確保のためにどんな取り組みをするとしていますか？",
        "大湾区の出店で、人材はどうやって確保する計画になってます？",
        "What does the Greater Bay Area plan say about talent?",
    ],
)
def test_the_paragraph_holding_what_is_asked_is_quoted(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    """The plan's other paragraphs hold its name (大湾区, 計画), not what is asked of it: the
    paragraph on talent is quoted, not the one on logistics."""
    answer = ask(kb, question, mode)
    assert "人才" in answer.answer, answer.answer
    assert "物流" not in answer.answer, answer.answer
