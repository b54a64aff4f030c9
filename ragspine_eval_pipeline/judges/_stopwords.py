"""Function words that carry no content, per language.

English is the Snowball project's stop list (snowballstem.org, ``english/stop.txt``),
the list its stemmer is designed with. Japanese and Chinese need only a few words here:
their analysers drop particles, auxiliaries and function classes by part of speech, so
these are the formal nouns and adverbs the dictionaries tag as content.
"""

from __future__ import annotations

ENGLISH: frozenset[str] = frozenset(
    """i me my myself we our ours ourselves you your yours yourself yourselves he him his
    himself she her hers herself it its itself they them their theirs themselves what which
    who whom this that these those am is are was were be been being have has had having do
    does did doing would should could ought i'm you're he's she's it's we're they're i've
    you've we've they've i'd you'd he'd she'd we'd they'd i'll you'll he'll she'll we'll
    they'll isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't
    wouldn't shan't shouldn't can't cannot couldn't mustn't let's that's who's what's
    here's there's when's where's why's how's a an the and but if or because as until while
    of at by for with about against between into through during before after above below
    to from up down in out on off over under again further then once here there when where
    why how all any both each few more most other some such no nor not only own same so
    than too very will shall can may might must also just s t""".split()  # noqa: SIM905
)
"""Snowball's English stop list; negation words are stop words here and counted apart."""

JAPANESE: frozenset[str] = frozenset(
    """こと 事 もの 物 ため 為 よう 様 ところ 所 とき 時 場合 方 点 等 など 以下 以上 次
    通り 中 上 際 的 感じ 一般 主 特 他 他方 以外 それぞれ 各 全て 凡て 其れ 此れ 例
    挙げる 言う 云う 述べる 示す 考える 思う 述べ""".split()  # noqa: SIM905
)
"""Formal nouns and framing verbs Sudachi tags as content (こと, 以下, 挙げる)."""

CHINESE: frozenset[str] = frozenset(
    """的 了 是 在 和 与 及 等 也 都 而 或 就 又 还 被 把 将 对 从 以 之 其 该 此 这 那
    这些 那些 一个 一些 以下 以上 如下 方面 进行 有 没有 可以 已经 包括 通过""".split()  # noqa: SIM905
)
"""Function words jieba tags as content, and framing verbs (包括, 进行)."""
