"""A cross-encoder NLI judge run from a local directory with onnxruntime, without torch.

The directory holds ``model.onnx`` (a sequence classifier exported from Hugging Face),
``tokenizer.json`` and ``config.json`` (whose ``id2label`` says which output is
"entailment"); an optional ``tokenizer_config.json`` gives the model's maximum length.
Premise is a context, hypothesis is the claim. A context longer than the model's window
is cut into overlapping token windows, so a fact at the end of a long page is still seen;
a claim's score is its best entailment probability over every window of every context.
Needs the ``nli`` extra (onnxruntime, tokenizers, numpy).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from ragspine_eval_pipeline.judges._verdict import JudgeError, JudgeIdentity, Verdict

try:
    import numpy as np
    import onnxruntime as ort
    from tokenizers import Encoding, Tokenizer
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        f"the nli judge needs the 'nli' extra: pip install 'ragspine-eval-pipeline[nli]' ({exc})"
    ) from exc

MODEL_FILE = "model.onnx"
TOKENIZER_FILE = "tokenizer.json"
CONFIG_FILE = "config.json"
TOKENIZER_CONFIG_FILE = "tokenizer_config.json"

# Label names (casefolded, "-" and " " as "_") that mean "the premise supports the claim",
# across MNLI/XNLI (3 classes) and factual-consistency models such as HHEM or MiniCheck.
_POSITIVE = frozenset(
    [
        "entailment",
        "entailed",
        "entails",
        "supported",
        "support",
        "consistent",
        "factual",
        "faithful",
        "grounded",
        "true",
        "yes",
    ]
)
_NEGATIVE = frozenset(
    [
        "contradiction",
        "neutral",
        "not_entailment",
        "non_entailment",
        "unsupported",
        "not_supported",
        "inconsistent",
        "hallucinated",
        "hallucination",
        "false",
        "no",
    ]
)
_MODEL_INPUTS = {"input_ids", "attention_mask", "token_type_ids"}
_DEFAULT_MAX_LENGTH = 512
_MIN_PREMISE_TOKENS = 16  # a window this small is no longer a premise worth judging


class ModelDirError(ValueError):
    """A model directory that cannot be loaded; the message names the file at fault."""


@dataclass(frozen=True, slots=True)
class _Pair:
    claim: int
    context: int
    passage: str
    ids: list[int]
    type_ids: list[int]


class NLIJudge:
    """Judges a claim with a cross-encoder: entailed iff P(entailment) >= ``threshold``.

    ``max_length`` defaults to the tokenizer's or the model's own limit; ``stride`` is the
    overlap, in tokens, between consecutive windows of a long context, so a sentence cut
    by one window boundary is whole in the next. ``entailment_label`` (a label name or an
    index) overrides the label found in ``config.json``.
    """

    VERSION: ClassVar[str] = "1"

    def __init__(
        self,
        path: str | Path,
        *,
        threshold: float = 0.5,
        max_length: int | None = None,
        stride: int = 128,
        batch_size: int = 16,
        entailment_label: str | int | None = None,
        providers: Sequence[str] = ("CPUExecutionProvider",),
    ) -> None:
        if not 0.0 <= threshold <= 1.0:
            raise ValueError(f"threshold must be in [0, 1], got {threshold}")
        if batch_size < 1 or stride < 0:
            raise ValueError("batch_size must be >= 1 and stride >= 0")
        self.path = Path(path).expanduser()
        self.threshold = threshold
        self.stride = stride
        self.batch_size = batch_size
        config = _read_json(self.path, CONFIG_FILE, required=True)
        self._labels = _labels(config)
        self._positive = _positive_index(self._labels, entailment_label)
        self._tokenizer, declared = _load_tokenizer(self.path)
        self.max_length = max_length or declared or _max_length(self.path, config)
        self._pad_id = _pad_id(config, self._tokenizer)
        self._session, self._inputs = _load_session(self.path, providers)
        self._sha256 = _fingerprint(self.path)
        self._specials = self._tokenizer.num_special_tokens_to_add(is_pair=True)
        if self.max_length < self._specials + 2 * _MIN_PREMISE_TOKENS:
            raise ValueError(f"max_length {self.max_length} is too small for a premise and a claim")

    @property
    def identity(self) -> JudgeIdentity:
        """Model directory name and content hash, plus every setting that moves a verdict."""
        return JudgeIdentity(
            name="nli",
            version=self.VERSION,
            settings={
                "model": self.path.resolve().name,
                "sha256": self._sha256,
                "threshold": self.threshold,
                "max_length": self.max_length,
                "stride": self.stride,
                "label": self._labels[self._positive] if self._labels else "score",
            },
        )

    def __repr__(self) -> str:
        return f"NLIJudge({str(self.path)!r}, threshold={self.threshold})"

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """Judge one claim against every window of every context."""
        return self.judge_claims([claim], contexts)[0]

    def judge_claims(self, claims: Sequence[str], contexts: Sequence[str]) -> list[Verdict]:
        """Score every claim x window pair in batches; one verdict per claim, in order."""
        pairs = self._pairs(claims, contexts)
        scores = self._score(pairs)
        best: dict[int, tuple[float, _Pair]] = {}
        for pair, score in zip(pairs, scores, strict=True):
            if pair.claim not in best or score > best[pair.claim][0]:
                best[pair.claim] = (score, pair)
        return [self._verdict(best.get(i)) for i in range(len(claims))]

    def _verdict(self, found: tuple[float, _Pair] | None) -> Verdict:
        if found is None:
            # No context text at all: nothing can support the claim.
            return Verdict(entailed=False, coverage=0.0, score=0.0, reason="no context to judge")
        score, pair = found
        entailed = score >= self.threshold
        reason = None
        if not entailed:
            reason = f"entailment probability {score:.3f} below threshold {self.threshold}"
        return Verdict(
            entailed=entailed,
            coverage=score,
            score=score,
            reason=reason,
            context_index=pair.context,
            passage=pair.passage,
        )

    def _pairs(self, claims: Sequence[str], contexts: Sequence[str]) -> list[_Pair]:
        """Every (claim, context window) input, with the claim never truncated."""
        windows: dict[tuple[int, int], list[Encoding]] = {}
        pairs: list[_Pair] = []
        for ci, claim in enumerate(claims):
            hypothesis = self._tokenizer.encode(claim, add_special_tokens=False)
            budget = self.max_length - self._specials - len(hypothesis.ids)
            if budget < _MIN_PREMISE_TOKENS:
                raise JudgeError(
                    f"claim of {len(hypothesis.ids)} tokens leaves no room for a premise "
                    f"in the model's {self.max_length}-token window"
                )
            for xi, context in enumerate(contexts):
                key = (xi, budget)
                if key not in windows:
                    windows[key] = self._windows(context, budget)
                for window in windows[key]:
                    full = self._tokenizer.post_process(window, hypothesis)
                    start, end = window.offsets[0][0], window.offsets[-1][1]
                    pairs.append(_Pair(ci, xi, context[start:end], full.ids, full.type_ids))
        return pairs

    def _windows(self, context: str, budget: int) -> list[Encoding]:
        """Token windows of ``budget`` tokens covering the whole context, overlapping."""
        encoding = self._tokenizer.encode(context, add_special_tokens=False)
        if not encoding.ids:
            return []
        encoding.truncate(budget, stride=min(self.stride, budget // 2))
        return [encoding, *encoding.overflowing]

    def _score(self, pairs: list[_Pair]) -> list[float]:
        """Entailment probability per pair; pairs of like length share a batch."""
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i].ids))
        scores = [0.0] * len(pairs)
        for start in range(0, len(order), self.batch_size):
            batch = order[start : start + self.batch_size]
            for i, score in zip(batch, self._run([pairs[i] for i in batch]), strict=True):
                scores[i] = score
        return scores

    def _run(self, batch: list[_Pair]) -> list[float]:
        width = max(len(p.ids) for p in batch)
        ids = np.full((len(batch), width), self._pad_id, dtype=np.int64)
        types = np.zeros((len(batch), width), dtype=np.int64)
        mask = np.zeros((len(batch), width), dtype=np.int64)
        for row, pair in enumerate(batch):
            ids[row, : len(pair.ids)] = pair.ids
            types[row, : len(pair.type_ids)] = pair.type_ids
            mask[row, : len(pair.ids)] = 1
        arrays = {"input_ids": ids, "attention_mask": mask, "token_type_ids": types}
        feed = {name: arrays[name].astype(dtype) for name, dtype in self._inputs.items()}
        try:
            (logits,) = self._session.run([self._session.get_outputs()[0].name], feed)
        except Exception as exc:  # onnxruntime raises its own untyped errors
            raise JudgeError(f"{self.path / MODEL_FILE}: inference failed: {exc}") from exc
        return self._probabilities(np.asarray(logits, dtype=np.float64), len(batch))

    def _probabilities(self, logits: Any, rows: int) -> list[float]:
        width = len(self._labels) or 1
        if logits.ndim == 1:
            logits = logits.reshape(rows, 1)
        if logits.shape != (rows, width):
            raise JudgeError(
                f"{self.path / MODEL_FILE}: output of shape {logits.shape}, expected "
                f"({rows}, {width}) from the labels of {CONFIG_FILE}"
            )
        if width == 1:  # a single consistency logit (HHEM-style)
            probs = 1.0 / (1.0 + np.exp(-logits[:, 0]))
        else:
            shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
            probs = (shifted / shifted.sum(axis=1, keepdims=True))[:, self._positive]
        return [min(max(float(p), 0.0), 1.0) for p in probs]


def _read_json(root: Path, name: str, *, required: bool) -> dict[str, Any]:
    path = root / name
    if not root.is_dir():
        raise ModelDirError(f"{root}: not a model directory")
    if not path.is_file():
        if required:
            raise ModelDirError(f"{path}: missing (expected {_layout()})")
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelDirError(f"{path}: unreadable JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise ModelDirError(f"{path}: expected a JSON object")
    return data


def _layout() -> str:
    return f"{MODEL_FILE}, {TOKENIZER_FILE} and {CONFIG_FILE}"


def _labels(config: dict[str, Any]) -> list[str]:
    """Label names by output index; empty for a single-logit model."""
    raw = config.get("id2label")
    if not raw:
        if config.get("num_labels") == 1:
            return []
        raise ModelDirError(f"{CONFIG_FILE}: no id2label to tell which output is entailment")
    try:
        by_index = {int(k): str(v) for k, v in raw.items()}
    except (AttributeError, ValueError) as exc:
        raise ModelDirError(f"{CONFIG_FILE}: id2label must map indexes to names") from exc
    if sorted(by_index) != list(range(len(by_index))):
        raise ModelDirError(f"{CONFIG_FILE}: id2label indexes must be 0..{len(by_index) - 1}")
    return [] if len(by_index) == 1 else [by_index[i] for i in range(len(by_index))]


def _norm(label: str) -> str:
    return label.strip().casefold().replace("-", "_").replace(" ", "_")


def _positive_index(labels: list[str], override: str | int | None) -> int:
    """Which output means "supported": named by the caller, by its label, or by elimination."""
    if not labels:
        return 0
    names = [_norm(label) for label in labels]
    if isinstance(override, int):
        if not 0 <= override < len(labels):
            raise ModelDirError(f"entailment_label {override} out of range for {labels}")
        return override
    if override is not None:
        if _norm(override) not in names:
            raise ModelDirError(f"entailment_label {override!r} not among {labels}")
        return names.index(_norm(override))
    positive = [i for i, name in enumerate(names) if name in _POSITIVE]
    if len(positive) == 1:
        return positive[0]
    if len(labels) == 2 and not positive:
        negative = [i for i, name in enumerate(names) if name in _NEGATIVE]
        if len(negative) == 1:
            return 1 - negative[0]
        if not negative and names == ["label_0", "label_1"]:
            return 1  # an unnamed binary classifier: class 1 is the positive class
    raise ModelDirError(
        f"{CONFIG_FILE}: cannot tell which of the labels {labels} means entailment; "
        "name it in id2label or pass entailment_label"
    )


def _load_tokenizer(root: Path) -> tuple[Tokenizer, int | None]:
    """The tokenizer, and the window its file truncates to, if it says."""
    path = root / TOKENIZER_FILE
    if not path.is_file():
        raise ModelDirError(f"{path}: missing (expected {_layout()})")
    try:
        tokenizer = Tokenizer.from_file(str(path))
    except Exception as exc:  # tokenizers raises a bare Exception on bad files
        raise ModelDirError(f"{path}: not a tokenizers file: {exc}") from exc
    declared = (tokenizer.truncation or {}).get("max_length")
    # Windows and padding are done here, so the file's own settings must not interfere.
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return tokenizer, declared if isinstance(declared, int) and declared > 0 else None


def _max_length(root: Path, config: dict[str, Any]) -> int:
    """The model's window: tokenizer config, else the model's positions, else 512."""
    declared = _read_json(root, TOKENIZER_CONFIG_FILE, required=False).get("model_max_length")
    if isinstance(declared, int) and 0 < declared < 1_000_000:
        return declared
    positions = config.get("max_position_embeddings")
    if isinstance(positions, int) and positions > 0:
        # RoBERTa-family models reserve the first positions for padding.
        offset = 2 if "roberta" in str(config.get("model_type", "")) else 0
        return min(positions - offset, _DEFAULT_MAX_LENGTH)
    return _DEFAULT_MAX_LENGTH


def _pad_id(config: dict[str, Any], tokenizer: Tokenizer) -> int:
    pad = config.get("pad_token_id")
    if isinstance(pad, int):
        return pad
    for token in ("[PAD]", "<pad>"):
        token_id = tokenizer.token_to_id(token)
        if token_id is not None:
            return token_id
    return 0  # masked out by attention_mask either way


def _load_session(root: Path, providers: Sequence[str]) -> tuple[Any, dict[str, Any]]:
    """The onnxruntime session and, per model input, the integer dtype it takes."""
    path = root / MODEL_FILE
    if not path.is_file():
        raise ModelDirError(f"{path}: missing (expected {_layout()})")
    try:
        session = ort.InferenceSession(str(path), providers=list(providers))
    except Exception as exc:  # onnxruntime's load errors share no public base class
        raise ModelDirError(f"{path}: not a loadable ONNX model: {exc}") from exc
    inputs: dict[str, Any] = {}
    for arg in session.get_inputs():
        if arg.name not in _MODEL_INPUTS:
            raise ModelDirError(
                f"{path}: unexpected input {arg.name!r}; a text-classification export "
                f"takes {sorted(_MODEL_INPUTS)}"
            )
        inputs[arg.name] = np.int32 if arg.type == "tensor(int32)" else np.int64
    if "input_ids" not in inputs:
        raise ModelDirError(f"{path}: no input_ids input")
    return session, inputs


def _fingerprint(root: Path) -> str:
    """A short hash of the files that decide verdicts: another export is another judge."""
    digest = hashlib.sha256()
    for name in (MODEL_FILE, TOKENIZER_FILE, CONFIG_FILE):
        with (root / name).open("rb") as handle:
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
    return digest.hexdigest()[:16]


__all__ = ["ModelDirError", "NLIJudge"]
