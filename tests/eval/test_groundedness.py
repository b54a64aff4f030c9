"""Groundedness: claim splitting, the lexical judge, and whole-answer judgements."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from ragspine_eval_pipeline.eval.groundedness import (
    GROUNDEDNESS_METRICS,
    AnswerJudgement,
    Judge,
    LexicalOverlapJudge,
    Verdict,
    judge_answer,
    split_claims,
)

JUDGE = LexicalOverlapJudge()

# Two units stated side by side: every swap or changed number below reuses a name or a
# number that the context does state, in the other sentence.
EN_CONTEXT = (
    "ACME HK reported revenue of 1,702 million USD in FY2025. "
    "ACME Japan reported revenue of 845 million USD in FY2025. "
    "Fabrikam acquired Northwind Traders for 240 million USD in March 2024."
)
ZH_CONTEXT = "2025财年，星辰科技实现营业收入12.6亿元。2025财年，蓝海物流实现营业收入8.3亿元。"
JA_CONTEXT = (
    "2024年度に、サクラ電機は売上高126億円を計上した。"
    "2024年度に、ミドリ物流は売上高83億円を計上した。"
)


def test_metric_names() -> None:
    assert GROUNDEDNESS_METRICS == ("faithfulness", "answer_accuracy")


# --- split_claims ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a decimal with a thousands separator does not end a sentence
        ("Revenue was 1,702.5 million. Costs fell.", ["Revenue was 1,702.5 million", "Costs fell"]),
        # an abbreviation does not end a sentence before a lower-case word
        (
            "Sales grew in Asia, e.g. in Japan. Costs fell.",
            ["Sales grew in Asia, e.g. in Japan", "Costs fell"],
        ),
        # citation markers of every shape are dropped, a file name cannot split the claim
        (
            "Revenue rose [1]. Costs fell [ACME_FY2025_Results.pptx]! "
            "Margin held (source: deck.pdf)?",
            ["Revenue rose", "Costs fell"],  # a question asserts nothing
        ),
        # CJK sentence punctuation, and 【n】 markers
        ("收入增长了5%【1】。成本下降！利润持平？", ["收入增长了5%", "成本下降"]),
        # Japanese full stop and a newline both end a claim
        ("売上高は増加した。\n利益は減少した", ["売上高は増加した", "利益は減少した"]),
        # list markers and blank lines are not claims
        ("- Revenue rose\n\n2. Costs fell\n", ["Revenue rose", "Costs fell"]),
        # an English preamble: its qualifier scopes the claim it introduces
        (
            "Assuming FY2025 (the latest closed fiscal year): revenue was 1,702 million.",
            ["FY2025 revenue was 1,702 million"],
        ),
        # a Chinese preamble, cue first
        (
            "假设为FY2025（最近完整财年）：香港收入为1,702百万美元。",
            ["FY2025 香港收入为1,702百万美元"],
        ),
        # a Japanese preamble, cue last
        (
            "FY2025（直近の確定年度）と仮定して、売上高は1702百万ドルでした。",
            ["FY2025 売上高は1702百万ドルでした"],
        ),
        # a preamble on a line of its own scopes the next claim only
        (
            "Assumption: FY2025.\nRevenue was 1,702 million. Costs fell.",
            ["FY2025 Revenue was 1,702 million", "Costs fell"],
        ),
        # "assuming" without a separator is an ordinary sentence, judged whole
        (
            "Assuming growth continues revenue will double.",
            ["Assuming growth continues revenue will double"],
        ),
        # nothing but punctuation and markers
        (" [1]. 。 ", []),
    ],
)
def test_split_claims(text: str, expected: list[str]) -> None:
    assert split_claims(text) == expected


# --- the lexical judge: coverage -------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "星辰科技实现营业收入12.6亿元",  # Chinese
        "サクラ電機は売上高126億円を計上した",  # Japanese
    ],
)
def test_identical_cjk_claim_has_full_coverage(text: str) -> None:
    verdict = JUDGE.judge(text, [text])
    assert verdict.entailed and verdict.coverage == 1.0 and verdict.missing == []


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        ("星辰科技实现营业收入", "蓝海物流亏损扩大"),  # Chinese, no shared word
        ("サクラ電機は売上高を計上した", "ミドリ物流は赤字に転落"),  # Japanese, no shared word
    ],
)
def test_cjk_claim_sharing_no_word_has_zero_coverage(claim: str, context: str) -> None:
    verdict = JUDGE.judge(claim, [context])
    assert not verdict.entailed and verdict.coverage == 0.0


def test_numbers_match_across_formats() -> None:
    verdict = JUDGE.judge("ACME HK reported revenue of 1702.0 million USD", [EN_CONTEXT])
    assert verdict.entailed and verdict.coverage == 1.0
    assert verdict.passage == "ACME HK reported revenue of 1,702 million USD in FY2025"
    assert verdict.context_index == 0


@pytest.mark.parametrize(
    "contexts",
    [
        [],  # no context at all
        ["", "   "],  # only blank contexts
    ],
)
def test_claim_without_context_is_not_entailed(contexts: list[str]) -> None:
    verdict = JUDGE.judge("Revenue rose", contexts)
    assert not verdict.entailed and verdict.coverage == 0.0
    assert verdict.missing == ["revenu", "rose"] and verdict.reason == "no context"


def test_claim_without_content_tokens_is_entailed_with_a_reason() -> None:
    verdict = JUDGE.judge("It is.", [EN_CONTEXT])
    assert verdict.entailed and verdict.vacuous
    assert verdict.reason == "nothing checkable in the claim"


# --- the lexical judge: strictness -----------------------------------------------------


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # English: 845 is ACME Japan's number, stated in the other sentence
        ("ACME HK reported revenue of 845 million USD in FY2025", EN_CONTEXT),
        # English: a year the context never states
        ("ACME HK reported revenue of 1,702 million USD in FY2024", EN_CONTEXT),
        # Chinese: 8.3 belongs to 蓝海物流
        ("2025财年，星辰科技实现营业收入8.3亿元", ZH_CONTEXT),
        # Japanese: 83 belongs to ミドリ物流
        ("2024年度に、サクラ電機は売上高83億円を計上した", JA_CONTEXT),
    ],
)
def test_changed_number_is_not_entailed_even_with_low_threshold(claim: str, context: str) -> None:
    lenient = LexicalOverlapJudge(threshold=0.5)
    verdict = lenient.judge(claim, [context])
    assert not verdict.entailed
    assert not verdict.entailed and verdict.reason is not None


def test_changed_number_fails_at_full_coverage_of_the_context() -> None:
    # every claim token is somewhere in the context; only the passage tells them apart
    context = "Revenue was 1,702 million. Costs were 845 million."
    verdict = LexicalOverlapJudge(threshold=0.5).judge("Revenue was 845 million", [context])
    assert not verdict.entailed and "figure" in (verdict.reason or "")


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # English, name inside the sentence: Northwind is named elsewhere in the context
        ("Fabrikam acquired ACME Japan for 240 million USD in March 2024", EN_CONTEXT),
        # English, a name as the first word that the context uses for another fact
        (
            "Litware opened 37 new stores across Europe during 2024",
            "Contoso opened 37 new stores across Europe during 2024. Litware opened 12 offices. "
            "Fourth Coffee opened 58 new stores.",
        ),
        # Chinese: 蓝海物流 is the other company of the context
        ("2025财年，蓝海物流实现营业收入12.6亿元", ZH_CONTEXT),
        # Japanese: ミドリ物流 is the other company of the context
        ("2024年度に、ミドリ物流は売上高126億円を計上した", JA_CONTEXT),
        # English, a rare capitalized first word no context holds: moved in from nowhere
        (
            "Vietnamese revenue is earned in yen and Macau revenue in Hong Kong dollars",
            "Japanese revenue is earned in yen and Macau revenue in Hong Kong dollars, while "
            "the group reports in US dollars.",
        ),
        # Chinese place names are names: 深圳 is stated in another sentence
        (
            "星辰科技在香港设立了研发中心",
            "星辰科技在深圳设立了研发中心。蓝海物流在香港设立了仓库。",
        ),
    ],
)
def test_swapped_entity_is_not_entailed(claim: str, context: str) -> None:
    verdict = JUDGE.judge(claim, [context])
    assert not verdict.entailed, verdict


@pytest.mark.parametrize(
    ("claim", "context"),
    [
        # English
        (
            "ACME HK did not report revenue of 1,702 million USD in FY2025",
            EN_CONTEXT,
        ),
        # English, a long sentence where one added word keeps coverage high
        (
            "In FY2025 the Hong Kong unit of ACME never reported quarterly revenue above "
            "the regional forecast of 1,702 million USD",
            "In FY2025 the Hong Kong unit of ACME reported quarterly revenue above the "
            "regional forecast of 1,702 million USD.",
        ),
        # Chinese: 未 added
        ("2025财年，星辰科技未实现营业收入12.6亿元", ZH_CONTEXT),
        # Chinese: 没有 added to a sentence that already holds 无 (无人机, a drone)
        ("远航电子没有召回12,400台存在缺陷的无人机", "远航电子召回了12,400台存在缺陷的无人机。"),
        # Chinese: negations led by an adverb (并未, 并非, 尚未)
        ("2025财年，星辰科技并未实现营业收入12.6亿元", ZH_CONTEXT),
        ("星辰科技的总部并非位于上海浦东", "星辰科技的总部位于上海浦东。"),
        ("蓝海物流尚未完成对远航电子的收购", "蓝海物流完成了对远航电子的收购。"),
        # Japanese: しなかった
        ("2024年度に、サクラ電機は売上高126億円を計上しなかった", JA_CONTEXT),
    ],
)
def test_added_negation_is_not_entailed(claim: str, context: str) -> None:
    verdict = JUDGE.judge(claim, [context])
    assert not verdict.entailed, verdict


def test_negation_in_another_clause_does_not_count() -> None:
    context = "Revenue rose 5 percent in 2024, although margins did not improve."
    assert JUDGE.judge("Revenue rose 5 percent in 2024", [context]).entailed
    assert JUDGE.judge("Margins did not improve", [context]).entailed


def test_a_context_using_a_word_both_ways_supports_either_use() -> None:
    # 保証 is affirmed (保証期間) and negated (保証するものではない) in one sentence.
    context = "メーカーは3年の保証期間を設定しているが、製品寿命を保証するものではない。"
    assert JUDGE.judge("メーカーは3年の保証期間を設定している", [context]).entailed
    assert JUDGE.judge("製品寿命を保証するものではない", [context]).entailed


def test_a_claim_using_a_word_both_ways_needs_the_negation_in_its_evidence() -> None:
    # 出版 is a name part (モミジ出版) and the negated verb: the evidence affirms it only.
    claim = "2024年に、モミジ出版は新刊を64点出版しなかった"
    verdict = JUDGE.judge(claim, ["2024年に、モミジ出版は新刊を64点出版した。"])
    assert not verdict.entailed and "negation" in (verdict.reason or "")


def test_a_looser_match_elsewhere_does_not_hide_a_negated_restatement() -> None:
    context = (
        "Lucerne Publishing published 64 new titles in the education series in 2024. "
        "Woodgrove Bank repaid a bond of 500 million USD in May 2025. "
        "Woodgrove Bank opened 12 branches in 2025."
    )
    claim = "Woodgrove Bank did not repay a bond of 500 million USD in May 2025"
    verdict = JUDGE.judge(claim, [context])
    assert not verdict.entailed, verdict


def test_negation_is_not_compared_in_a_loose_paraphrase() -> None:
    # The claim rewords the passage (coverage well below a restatement): 流入 is negated
    # in the claim and a noun of the passage, which says the same thing another way.
    context = "内部の窓は避難経路への煙や一酸化炭素流入の原因となる為、開けてはならない。"
    claim = "ただし、廊下側の内部の窓は避け、煙や一酸化炭素が流入しないよう注意してください"
    verdict = JUDGE.judge(claim, [context])
    assert verdict.coverage < 0.85 and verdict.entailed, verdict


@pytest.mark.parametrize(
    "text",
    [
        "モミジ不動産は関西で新たに21店舗を開設した",  # 不動産 (real estate) negates nothing
        "远航电子召回了12,400台存在缺陷的无人机",  # 无人机 (drone) negates nothing
        "未来科技实现营业收入3亿元",  # 未来 (future) negates nothing
    ],
)
def test_negation_lookalikes_are_not_negation(text: str) -> None:
    assert JUDGE.judge(text, [text + "。"]).entailed


def test_threshold_is_validated() -> None:
    with pytest.raises(ValueError, match="threshold"):
        LexicalOverlapJudge(threshold=0.0)
    with pytest.raises(ValueError, match="threshold"):
        LexicalOverlapJudge(threshold=1.5)


# --- judge_answer ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "context", "invented"),
    [
        (
            "ACME HK reported revenue of 1,702 million USD in FY2025 [1]. "
            "It plans to acquire Northwind Traders in 2031.",
            EN_CONTEXT,
            "It plans to acquire Northwind Traders in 2031",
        ),
        (
            "2025财年，星辰科技实现营业收入12.6亿元。星辰科技计划在2031年上市。",
            ZH_CONTEXT,
            "星辰科技计划在2031年上市",
        ),
        (
            "2024年度に、サクラ電機は売上高126億円を計上した。サクラ電機は2031年に上場する予定だ。",
            JA_CONTEXT,
            "サクラ電機は2031年に上場する予定だ",
        ),
    ],
)
def test_one_invented_sentence_fails_the_answer(answer: str, context: str, invented: str) -> None:
    result = judge_answer(answer, [context])
    assert not result.supported
    assert result.unsupported == [invented]
    assert result.reason is not None
    assert result.reason.startswith(f'unsupported claim "{invented}": missing [')
    assert "'2031'" in result.reason
    assert result.claims[0][1].entailed


WRONG_AND_RIGHT_DOCS = [
    # English: the answer copies the Japan unit's page, the question was about Hong Kong
    (
        "ACME Japan opened 12 stores in Osaka. Its revenue rose 4 percent.",
        "ACME HK opened 7 stores in Kowloon. Its revenue rose 9 percent.",
    ),
    # Chinese
    (
        "蓝海物流在宁波新建了两座仓库。其营业收入增长了百分之四。",
        "星辰科技在深圳新建了研发中心。其营业收入增长了百分之九。",
    ),
    # Japanese
    (
        "ミドリ物流は横浜に新しい倉庫を二つ建設した。営業利益は4%増加した。",
        "サクラ電機は名古屋に新しい工場を建設した。営業利益は9%増加した。",
    ),
]


@pytest.mark.parametrize(("wrong_doc", "right_doc"), WRONG_AND_RIGHT_DOCS)
def test_faithful_copy_of_the_wrong_document(wrong_doc: str, right_doc: str) -> None:
    # faithful to what was retrieved, yet not accurate against the gold document
    assert judge_answer(wrong_doc, [wrong_doc]).supported
    assert not judge_answer(wrong_doc, [right_doc]).supported


@pytest.mark.parametrize(
    ("answer", "reason"),
    [
        (None, "no answer"),  # the engine gave no answer text
        ("", "no answer"),  # an empty answer
        ("  \n ", "no answer"),  # whitespace only
        ("[1] 【2】", "no claims in answer"),  # only citation markers
    ],
)
def test_answer_without_claims_is_not_supported(answer: str | None, reason: str) -> None:
    result = judge_answer(answer, [EN_CONTEXT])
    assert not result.supported and result.reason == reason and result.claims == []


def test_supported_answer_round_trips_as_json() -> None:
    result = judge_answer(
        "ACME HK reported revenue of 1,702 million USD. Fabrikam acquired Northwind Traders.",
        [EN_CONTEXT],
    )
    assert result.supported and result.reason is None
    assert AnswerJudgement.model_validate_json(result.model_dump_json()) == result


def test_answer_against_no_context_is_not_supported() -> None:
    result = judge_answer("Revenue rose.", [])
    assert not result.supported
    assert (
        result.reason
        == "unsupported claim \"Revenue rose\": missing ['revenu', 'rose'] (no context)"
    )


def test_an_answer_score_ranks_an_unchecked_remark_below_the_plain_answer() -> None:
    plain = judge_answer("ACME HK reported revenue of 1,702 million USD.", [EN_CONTEXT])
    chatty = judge_answer(
        "ACME HK reported revenue of 1,702 million USD. Would you like to hear about Japan?",
        [EN_CONTEXT],
    )
    assert plain.supported and chatty.supported
    assert 0.0 <= chatty.score < plain.score <= 1.0


def test_an_answer_score_ranks_an_invented_claim_below_a_supported_one() -> None:
    supported = judge_answer("ACME HK reported revenue of 1,702 million USD.", [EN_CONTEXT])
    invented = judge_answer("ACME HK reported revenue of 9,999 million USD.", [EN_CONTEXT])
    assert not invented.supported and invented.score < supported.score


def test_a_judge_without_an_answer_score_is_ranked_by_its_weakest_claim() -> None:
    class Graded:
        def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
            return Verdict(entailed=True, coverage=1.0, score=0.5 if "b" in claim else 0.9)

    assert judge_answer("a. b. c.", [EN_CONTEXT], judge=Graded()).score == 0.5


class _AlwaysEntailed:
    """A stand-in for a model-based judge."""

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        return Verdict(entailed=True, coverage=1.0)


def test_any_judge_can_be_plugged_in() -> None:
    judge = _AlwaysEntailed()
    assert isinstance(judge, Judge) and isinstance(JUDGE, Judge)
    assert judge_answer("Anything at all. Really.", [], judge=judge).supported


def test_verdict_is_a_frozen_value() -> None:
    verdict = Verdict(entailed=False, coverage=0.5, missing=["x"])
    with pytest.raises(ValidationError):
        verdict.coverage = 1.0  # type: ignore[misc]
    with pytest.raises(ValidationError):
        Verdict(entailed=True, coverage=1.5)


@settings(max_examples=200, deadline=None)
@given(claim=st.text(max_size=80), contexts=st.lists(st.text(max_size=120), max_size=3))
def test_coverage_stays_in_range(claim: str, contexts: list[str]) -> None:
    verdict = JUDGE.judge(claim, contexts)
    assert 0.0 <= verdict.coverage <= 1.0
    assert not (verdict.entailed and verdict.reason == "no context")


@pytest.mark.parametrize(
    ("claim", "context", "supported"),
    [
        # The sign is part of the number: a loss is not a profit.
        ("Net loss was -35 USD million.", "Net loss was 35 USD million.", False),
        ("Net result was 35 USD million.", "Net result was -35 USD million.", False),
        # A Unicode minus is the same sign as an ASCII one.
        ("Net loss was −35 USD million.", "Net loss was -35 USD million.", True),
        # A hyphen between digits is a range, not a sign.
        ("FY2024-25 revenue was 35.", "FY2024-25 revenue was 35.", True),
    ],
)
def test_signed_numbers_must_agree(claim: str, context: str, supported: bool) -> None:
    assert judge_answer(claim, [context]).supported is supported


def test_an_answer_without_content_is_not_supported() -> None:
    # "It is." has no content token: entailed vacuously, but it grounds nothing.
    result = judge_answer("It is.", ["Net loss was 35 USD million."])
    assert not result.supported and result.reason == "no claim with content to check"
    assert result.claims[0][1].vacuous
    # Filler beside a real, supported claim is harmless.
    assert judge_answer(
        "It is. Net loss was 35 USD million.", ["Net loss was 35 USD million."]
    ).supported
