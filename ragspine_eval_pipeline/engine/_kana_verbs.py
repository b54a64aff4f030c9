"""The verbs a Japanese request is made with, typed in hiragana and left unconverted:
「対策おしえて」 for 「対策教えて」, 「数字をみせて」, 「しりたいです」, 「おねがいします」.

Every rule reads a request by its usual writing (教えて, 見せて, 知りたい, お願い), so such a
verb is written in it before any rule reads the question, as a name left in hiragana is
read as the name. Only the closed class of the verbs of asking to be told or shown
(``ASKING_VERBS``) is written so, and only where Sudachi reads the hiragana as that verb
(its normalized form): 「おしえ」 of 「おしえて」, never a noun or another verb spelt alike.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ragspine_eval_pipeline.kb.analysis import _sudachi

__all__ = ["ASKING_VERBS", "asking_verbs_in_kanji"]

ASKING_VERBS = frozenset(["教える", "見せる", "知る", "願う"])
"""The verbs a request asks to be told or shown with, by their usual writing."""

_HIRAGANA_RE = re.compile(r"[\u3041-\u3096]+")
_TRIGGER_RE = re.compile(r"おし|みせ|しり|しる|しら|ねが")


@lru_cache(maxsize=4096)
def asking_verbs_in_kanji(text: str) -> str:
    """Japanese ``text`` with each verb of ``ASKING_VERBS`` typed in hiragana written in
    its usual kanji (「おしえて」 教えて); a text with none is returned unchanged."""
    if not _TRIGGER_RE.search(text):
        return text
    pieces: list[str] = []
    for m in _sudachi().tokenize(text):
        surface = m.surface()
        pieces.append(surface)
        if m.part_of_speech()[0] != "動詞" or m.normalized_form() not in ASKING_VERBS:
            continue
        if _HIRAGANA_RE.fullmatch(surface) is None:
            continue
        kanji, kana = m.normalized_form(), m.dictionary_form()
        tail = 0
        while tail < min(len(kanji), len(kana)) and kanji[-1 - tail] == kana[-1 - tail]:
            tail += 1
        kanji_stem, kana_stem = kanji[: len(kanji) - tail], kana[: len(kana) - tail]
        if kanji_stem != kana_stem and surface.startswith(kana_stem):
            pieces[-1] = kanji_stem + surface[len(kana_stem) :]
    written = "".join(pieces)
    return written if len(written) <= len(text) else text
