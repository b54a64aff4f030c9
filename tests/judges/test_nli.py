"""The NLI judge against a tiny model directory the tests build themselves."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np
import pytest

from ragspine_eval_pipeline.eval.groundedness import judge_answer
from ragspine_eval_pipeline.judges import BatchJudge, JudgeError, JudgeSpecError, load_judge
from ragspine_eval_pipeline.judges.nli import ModelDirError, NLIJudge
from tests.judges.tiny_nli import build_model_dir, reference_probs

FILLER = " ".join(["filler"] * 200)


@pytest.fixture(scope="module")
def model_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_model_dir(tmp_path_factory.mktemp("nli") / "tiny-mnli")


class _CountingSession:
    """Wraps the onnxruntime session to count runs and batch sizes."""

    def __init__(self, session: object) -> None:
        self.session = session
        self.batches: list[int] = []

    def get_outputs(self) -> object:
        return self.session.get_outputs()  # type: ignore[attr-defined]

    def run(self, names: list[str], feed: dict[str, np.ndarray]) -> object:
        self.batches.append(len(feed["input_ids"]))
        return self.session.run(names, feed)  # type: ignore[attr-defined]


def test_score_is_the_models_entailment_probability(model_dir: Path) -> None:
    judge = NLIJudge(model_dir)
    verdict = judge.judge("the sky is blue", ["the sky is blue and green"])
    expected = reference_probs("the sky is blue and green", "the sky is blue", 3)[1]
    assert verdict.score == pytest.approx(float(expected), abs=1e-5)
    assert verdict.coverage == verdict.score


def test_supporting_context_entails_and_contradicting_one_does_not(model_dir: Path) -> None:
    judge = NLIJudge(model_dir)
    supported = judge.judge("revenue rose", ["the sea is red", "revenue rose proof"])
    assert supported.entailed and supported.score is not None and supported.score > 0.9
    assert supported.context_index == 1
    assert supported.passage == "revenue rose proof"
    refuted = judge.judge("revenue rose", ["revenue fell lie"])
    assert not refuted.entailed
    assert refuted.reason is not None and "below threshold 0.5" in refuted.reason


def test_threshold_decides_the_verdict(model_dir: Path) -> None:
    contexts = ["the sky is blue"]  # no marker: a middling, random score
    score = NLIJudge(model_dir).judge("the sky", contexts).score
    assert score is not None and 0.05 < score < 0.95
    assert NLIJudge(model_dir, threshold=score).judge("the sky", contexts).entailed
    assert not NLIJudge(model_dir, threshold=score + 0.01).judge("the sky", contexts).entailed


def test_no_context_is_not_entailed_and_runs_no_model(model_dir: Path) -> None:
    judge = NLIJudge(model_dir)
    judge._session = counting = _CountingSession(judge._session)
    for contexts in ([], [""], ["   "]):
        verdict = judge.judge("the sky is blue", contexts)
        assert not verdict.entailed and verdict.reason == "no context to judge"
    assert counting.batches == []


def test_fact_past_the_window_is_found_in_a_later_chunk(model_dir: Path) -> None:
    # 200 filler tokens then the marker: far beyond a 64-token window.
    judge = NLIJudge(model_dir)
    verdict = judge.judge("the sky is blue", [f"{FILLER} proof"])
    assert verdict.entailed
    assert verdict.passage is not None and verdict.passage.endswith("proof")
    assert len(verdict.passage.split()) <= 64


def test_windows_overlap_by_the_stride_and_cover_the_context(model_dir: Path) -> None:
    judge = NLIJudge(model_dir, stride=8)
    windows = judge._windows(" ".join(f"{w}" for w in ["one", "two", "three"] * 40), 20)
    assert all(len(w.ids) <= 20 for w in windows)
    spans = [(w.offsets[0][0], w.offsets[-1][1]) for w in windows]
    assert spans[0][0] == 0 and spans[-1][1] == len(" ".join(["one", "two", "three"] * 40))
    for (_, end), (start, _) in itertools.pairwise(spans):
        assert start < end  # consecutive windows overlap


def test_every_pair_fits_the_models_window(model_dir: Path) -> None:
    judge = NLIJudge(model_dir, max_length=40)
    pairs = judge._pairs(["the sky is blue", "acme sold one company in paris"], [FILLER])
    assert len(pairs) > 2 and all(len(p.ids) <= 40 for p in pairs)


def test_a_claim_too_long_for_the_window_is_an_error_not_a_truncated_pass(
    model_dir: Path,
) -> None:
    judge = NLIJudge(model_dir, max_length=40)
    with pytest.raises(JudgeError, match="no room for a premise"):
        judge.judge(" ".join(["claim"] * 30), ["claim proof"])


def test_batches_score_like_single_pairs(model_dir: Path) -> None:
    claims = ["the sky is blue", "revenue rose by two percent", "acme sold globex"]
    contexts = ["the sky is blue proof", f"{FILLER} revenue fell lie", "acme bought globex"]
    one_by_one = NLIJudge(model_dir, batch_size=1)
    batched = NLIJudge(model_dir, batch_size=7)
    batched._session = counting = _CountingSession(batched._session)
    verdicts = batched.judge_claims(claims, contexts)
    expected = [one_by_one.judge(claim, contexts) for claim in claims]
    assert [v.score for v in verdicts] == pytest.approx([v.score for v in expected], abs=1e-6)
    assert [v.context_index for v in verdicts] == [v.context_index for v in expected]
    pairs = len(batched._pairs(claims, contexts))
    assert sum(counting.batches) == pairs and max(counting.batches) == 7
    assert len(counting.batches) == -(-pairs // 7)


def test_is_a_batch_judge_used_by_judge_answer(model_dir: Path) -> None:
    judge = NLIJudge(model_dir)
    assert isinstance(judge, BatchJudge)
    judgement = judge_answer("The sky is blue. Revenue rose.", ["the sky is blue proof"], judge)
    assert judgement.supported


@pytest.mark.parametrize(
    ("labels", "positive"),
    [
        (["contradiction", "entailment", "neutral"], 1),  # MNLI order of many exports
        (["ENTAILMENT", "NEUTRAL", "CONTRADICTION"], 0),  # upper case, entailment first
        (["neutral", "contradiction", "Entailment"], 2),
        (["not_entailment", "entailment"], 1),  # 2-class NLI
        (["supported", "unsupported"], 0),  # MiniCheck-style, positive first
        (["hallucinated", "consistent"], 1),  # HHEM-style
        (["LABEL_0", "LABEL_1"], 1),  # unnamed binary classifier: class 1 is positive
    ],
)
def test_entailment_label_is_found_from_id2label(
    tmp_path: Path, labels: list[str], positive: int
) -> None:
    path = build_model_dir(tmp_path / "m", labels)
    verdict = NLIJudge(path).judge("the sky", ["the sky is blue"])
    expected = reference_probs("the sky is blue", "the sky", len(labels))[positive]
    assert verdict.score == pytest.approx(float(expected), abs=1e-5)
    assert NLIJudge(path).identity.settings["label"] == labels[positive]


def test_entailment_label_can_be_named(tmp_path: Path) -> None:
    path = build_model_dir(tmp_path / "m", ["a", "b", "c"])
    with pytest.raises(ModelDirError, match=r"config\.json: cannot tell"):
        NLIJudge(path)
    verdict = NLIJudge(path, entailment_label="b").judge("the sky", ["the sky is blue"])
    expected = reference_probs("the sky is blue", "the sky", 3)[1]
    assert verdict.score == pytest.approx(float(expected), abs=1e-5)


def test_bert_style_token_type_ids_are_fed(tmp_path: Path) -> None:
    path = build_model_dir(tmp_path / "bert", token_type_ids=True)
    assert NLIJudge(path).judge("the sky is blue", ["the sky is blue proof"]).entailed


def test_max_length_comes_from_the_tokenizer_config(tmp_path: Path) -> None:
    assert NLIJudge(build_model_dir(tmp_path / "a", max_length=48)).max_length == 48
    assert NLIJudge(build_model_dir(tmp_path / "b", max_length=None)).max_length == 512


def test_identity_names_the_model_and_changes_with_its_weights(tmp_path: Path) -> None:
    first = NLIJudge(build_model_dir(tmp_path / "one" / "tiny", seed=0)).identity
    second = NLIJudge(build_model_dir(tmp_path / "two" / "tiny", seed=1)).identity
    assert first.name == "nli" and first.settings["model"] == "tiny"
    assert first.settings["threshold"] == 0.5
    assert first.key != second.key


@pytest.mark.parametrize("missing", ["model.onnx", "tokenizer.json", "config.json"])
def test_a_missing_file_is_named(tmp_path: Path, missing: str) -> None:
    path = build_model_dir(tmp_path / "m")
    (path / missing).unlink()
    with pytest.raises(ModelDirError, match=rf"{missing}: missing"):
        NLIJudge(path)


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("model.onnx", b"not a protobuf", r"model\.onnx: not a loadable ONNX model"),
        ("tokenizer.json", b"{}", r"tokenizer\.json: not a tokenizers file"),
        ("config.json", b"{", r"config\.json: unreadable JSON"),
        ("config.json", b"{}", r"config\.json: no id2label"),
    ],
)
def test_a_broken_file_is_named(tmp_path: Path, name: str, content: bytes, message: str) -> None:
    path = build_model_dir(tmp_path / "m")
    (path / name).write_bytes(content)
    with pytest.raises(ModelDirError, match=message):
        NLIJudge(path)


def test_labels_that_do_not_match_the_output_are_a_judge_error(tmp_path: Path) -> None:
    path = build_model_dir(tmp_path / "m")
    config = json.loads((path / "config.json").read_text())
    config["id2label"] = {"0": "not_entailment", "1": "entailment"}  # model has 3 outputs
    (path / "config.json").write_text(json.dumps(config))
    with pytest.raises(JudgeError, match=r"shape \(1, 3\), expected \(1, 2\)"):
        NLIJudge(path).judge("the sky", ["the sky is blue"])


def test_load_judge_builds_it_from_a_spec(model_dir: Path) -> None:
    judge = load_judge(f"nli:{model_dir}")
    assert isinstance(judge, NLIJudge) and judge.identity.name == "nli"


def test_a_bad_directory_in_a_spec_is_a_spec_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(JudgeSpecError, match="nowhere"):
        load_judge(f"nli:{tmp_path / 'nowhere'}")
    with pytest.raises(JudgeSpecError, match=r"model\.onnx: missing"):
        empty = tmp_path / "empty"
        empty.mkdir()
        (empty / "config.json").write_text('{"id2label": {"0": "entailment", "1": "neutral"}}')
        build_model_dir(tmp_path / "src")
        (empty / "tokenizer.json").write_bytes((tmp_path / "src" / "tokenizer.json").read_bytes())
        load_judge(f"nli:{empty}")
