"""The fail-safe property over real words: common words beside a name never yield a value.

The property test feeds random strings into question templates; real words are a harder
test, since they include the verbs, adverbs and adjectives the engine may pass over.
This runs the test's own templates over the N commonest words of each language
(wordfreq) and, for Chinese and Japanese, over random Han words too, and prints how many
questions gave a value, listing them. Run as
``.venv/bin/python benchmarks/engine_common_words.py [N]`` (default 5000; a few minutes).
"""

from __future__ import annotations

import random
import sys
import tempfile
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordfreq import top_n_list  # noqa: E402

from ragspine_eval_pipeline.engine.reference import ReferenceEngine  # noqa: E402
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb  # noqa: E402
from tests.engine.test_fail_safe import (  # noqa: E402
    _CJK_KNOWN,
    JA_TEMPLATES,
    METRIC_TEMPLATES,
    SCOPE_TEMPLATES,
    ZH_TEMPLATES,
    _no_alias,
    _not_grammar,
    _unknown_latin,
)

TODAY = date(2026, 6, 12)
RANDOM_HAN_WORDS = 1500
"""Random Han words added per CJK language, as the property test draws them."""


def _han(word: str) -> bool:
    return all("\u4e00" <= c <= "\u9fa5" and c not in _CJK_KNOWN for c in word)


def _katakana(word: str) -> bool:
    return all("\u30a2" <= c <= "\u30f3" for c in word) and _no_alias(word)


def questions(n: int) -> dict[str, list[str]]:
    """The questions per language: every template filled with every word."""
    english = [w for w in top_n_list("en", n) if w.isascii() and w.isalpha() and len(w) >= 3]
    english = [w for w in english if _unknown_latin(w)]
    out = {
        "en": [t.format(w=w) for w in english for t in METRIC_TEMPLATES]
        + [t.format(W=w.capitalize()) for w in english for t in SCOPE_TEMPLATES]
    }
    rng = random.Random(1)
    alphabet = [chr(c) for c in range(0x4E00, 0x9FA6) if chr(c) not in _CJK_KNOWN]
    for lang, templates in (("zh", ZH_TEMPLATES), ("ja", JA_TEMPLATES)):
        words = [
            w
            for w in top_n_list(lang, n)
            if 1 <= len(w) <= 4 and (_han(w) or (lang == "ja" and _katakana(w)))
        ]
        words += [
            "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 3)))
            for _ in range(RANDOM_HAN_WORDS)
        ]
        out[lang] = [t.format(w=w) for w in words if _not_grammar(w) for t in templates]
    return out


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    kb = build_eval_kb(Path(tempfile.mkdtemp()))
    engine = ReferenceEngine()
    for lang, asked in questions(n).items():
        valued = [
            q
            for q in asked
            if engine.answer(q, mode="tool", reference_date=TODAY, kb=kb).value is not None
        ]
        print(f"{lang}: {len(valued)} of {len(asked)} questions gave a value")
        for question in valued:
            print(f"  {question}")


if __name__ == "__main__":
    main()
