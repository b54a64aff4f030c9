"""A tiny NLI model directory built on the spot: ONNX graph, WordLevel tokenizer, config.

The model is a bag of embeddings: logits = mean of the unmasked token embeddings x W + b.
Embeddings and W are random except for two marker words: ``proof`` pushes the
entailment logit up and ``lie`` pushes the contradiction logit up, so a test can tell
which window of a long context the judge saw. ``reference_probs`` computes the same
model in numpy, so scores can be checked exactly.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper
from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, processors

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]"]
WORDS = [
    *("the", "a", "is", "was", "of", "in", "on", "and", "not", "by", "percent", "city"),
    *("sky", "sea", "blue", "green", "red", "revenue", "rose", "fell", "sold", "bought"),
    *("company", "acme", "globex", "paris", "tokyo", "claim", "one", "two", "three"),
    *("filler", "proof", "lie"),
]
VOCAB = {token: i for i, token in enumerate(SPECIALS + WORDS)}
MNLI_LABELS = ["contradiction", "entailment", "neutral"]
MARKER = 400.0  # dominates a mean over a full window of a few dozen tokens


def weights(labels: int, seed: int = 0, dim: int = 8) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Random embeddings and projection, with the marker words planted."""
    rng = np.random.default_rng(seed)
    embedding = rng.normal(0.0, 0.1, (len(VOCAB), dim)).astype(np.float32)
    projection = np.zeros((dim, labels), dtype=np.float32)
    projection[:labels, :labels] = np.eye(labels, dtype=np.float32)
    projection += rng.normal(0.0, 0.01, projection.shape).astype(np.float32)
    bias = np.zeros(labels, dtype=np.float32)
    if labels >= 2:
        embedding[VOCAB["proof"], :] = 0.0
        embedding[VOCAB["proof"], 1] = MARKER  # index 1: entailment / supported
        embedding[VOCAB["lie"], :] = 0.0
        embedding[VOCAB["lie"], 0] = MARKER
    return embedding, projection, bias


def build_model(
    labels: int,
    path: Path,
    *,
    seed: int = 0,
    token_type_ids: bool = False,
) -> None:
    """Write ``model.onnx``: input_ids/attention_mask → Gather → masked mean → MatMul."""
    embedding, projection, bias = weights(labels, seed)
    inputs = [
        helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "seq"]),
        helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "seq"]),
    ]
    nodes = [
        helper.make_node("Gather", ["embedding", "input_ids"], ["embedded"]),
        helper.make_node("Cast", ["attention_mask"], ["mask_f"], to=TensorProto.FLOAT),
        helper.make_node("Unsqueeze", ["mask_f", "axis2"], ["mask3"]),
        helper.make_node("Mul", ["embedded", "mask3"], ["masked"]),
        helper.make_node("ReduceSum", ["masked", "axis1"], ["summed"], keepdims=0),
        helper.make_node("ReduceSum", ["mask3", "axis1"], ["count"], keepdims=0),
        helper.make_node("Div", ["summed", "count"], ["mean"]),
        helper.make_node("MatMul", ["mean", "projection"], ["projected"]),
        helper.make_node("Add", ["projected", "bias"], ["logits"]),
    ]
    if token_type_ids:
        # Accepted like a BERT export's third input; it does not change the logits.
        inputs.append(
            helper.make_tensor_value_info("token_type_ids", TensorProto.INT64, ["batch", "seq"])
        )
        nodes.append(helper.make_node("Identity", ["token_type_ids"], ["types_seen"]))
    initializers = [
        numpy_helper.from_array(embedding, "embedding"),
        numpy_helper.from_array(projection, "projection"),
        numpy_helper.from_array(bias, "bias"),
        numpy_helper.from_array(np.array([2], dtype=np.int64), "axis2"),
        numpy_helper.from_array(np.array([1], dtype=np.int64), "axis1"),
    ]
    outputs = [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", labels])]
    if token_type_ids:
        outputs.append(
            helper.make_tensor_value_info("types_seen", TensorProto.INT64, ["batch", "seq"])
        )
    graph = helper.make_graph(nodes, "tiny_nli", inputs, outputs, initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, str(path))


def build_tokenizer() -> Tokenizer:
    """A lower-casing WordLevel tokenizer with a BERT-style pair template."""
    tokenizer = Tokenizer(models.WordLevel(VOCAB, unk_token="[UNK]"))
    tokenizer.normalizer = normalizers.Lowercase()
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    tokenizer.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]",
        pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", VOCAB["[CLS]"]), ("[SEP]", VOCAB["[SEP]"])],
    )
    return tokenizer


def build_model_dir(
    path: Path,
    labels: list[str] | None = None,
    *,
    max_length: int | None = 64,
    seed: int = 0,
    token_type_ids: bool = False,
) -> Path:
    """A complete model directory as an ONNX text-classification export lays it out."""
    labels = MNLI_LABELS if labels is None else labels
    path.mkdir(parents=True, exist_ok=True)
    build_model(len(labels), path / "model.onnx", seed=seed, token_type_ids=token_type_ids)
    build_tokenizer().save(str(path / "tokenizer.json"))
    config = {
        "model_type": "tiny",
        "id2label": {str(i): name for i, name in enumerate(labels)},
        "pad_token_id": VOCAB["[PAD]"],
    }
    (path / "config.json").write_text(json.dumps(config), encoding="utf-8")
    if max_length is not None:
        tokenizer_config = {"model_max_length": max_length}
        (path / "tokenizer_config.json").write_text(json.dumps(tokenizer_config))
    return path


def reference_probs(premise: str, hypothesis: str, labels: int, seed: int = 0) -> np.ndarray:
    """The model's class probabilities for one untruncated pair, computed in numpy."""
    embedding, projection, bias = weights(labels, seed)
    ids = build_tokenizer().encode(premise, hypothesis).ids
    logits = embedding[ids].mean(axis=0) @ projection + bias
    shifted = np.exp(logits - logits.max())
    return shifted / shifted.sum()
