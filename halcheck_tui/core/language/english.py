"""General English: the function words, and whether a reply is written in English at all.

halcheck's readers (claim splitting, record alignment, the NLI model) are English-only. A reply mostly in
another language is not something they can judge: its claims would all fail and the reply would be withheld
without a word of why. `mostly_not_english` finds such a reply, so the check says so and asks for review.
"""
from __future__ import annotations

import functools

from .negation import NEGATED_AUXILIARIES
from .tokens import LETTER_WORD_WITH_ONE_APOSTROPHE

FUNCTION_WORDS = frozenset("""
a an the this that these those there here its it it's itself i i'm i've i'll i'd me my mine myself we we're we've
we'll we'd us our ours ourselves you you're you've you'll you'd your yours yourself yourselves he he's him his
himself she she's her hers herself they they're they've they'll they'd them their theirs themselves
is am are was were be been being has have had having
do does did doing will would shall should can could may might must cannot let's
of to in on at by for with from into onto upon about above below over under between through during
before after up down out off again further once than then as so too very just also only own same
and or but nor if because while until unless although though whether either neither both each few more most
other some such any all what which who whom whose when where why how
""".split()) | (NEGATED_AUXILIARIES - {"mustn't", "needn't"})
"""English function words: they carry grammar, not facts (the list level 1 has used since it was written:
pronouns, auxiliaries, prepositions, conjunctions, determiners, the negated auxiliaries the language layer lists
once in negation.py). The negating words themselves ("not", "never") are deliberately absent."""

OTHER_SCRIPT_MAX = 0.3
"""Most share of letters outside the Latin scripts (Japanese, Chinese, Cyrillic, Arabic, ...) an English
reply holds: a name or a quoted product title, never most of it."""

def _latin(ch: str) -> bool:
    return ch.isascii() or "\u00c0" <= ch <= "\u024f"


ENGLISH_FUNCTION_SHARE = 0.2
"""A reply whose words are at least this share English function words is English, and the language identifier
is not asked (its model holds about 115 MB once loaded). Measured 2026-12-06: 6,175 of the 6,275 English drafts
of six or more words in the corpus and dev sets reach it; replies of ten words in German, French, Spanish,
Italian, Dutch, Swedish, Turkish and Polish are at 0.17 or less."""

OTHER_LANGUAGE_MIN_PROBABILITY = 0.9
"""How sure the language identifier must be that a reply is in another language. Measured 2026-12-06 over the
6,283 English drafts of the corpus and both dev sets: none reaches it (the surest miss, a terse "Your September
1-15 invoice totals ..." read as Nigerian Pidgin, is at 0.50), while German, French, Spanish, Dutch and Polish
replies of ten words are at 0.95 or more."""


@functools.lru_cache(maxsize=1)
def _language_identifier():
    # langid.py's naive Bayes model over byte n-grams, 97 languages (py3langid, BSD): a library that knows
    # every language, where a list of other languages' function words knew six. Loaded once, on first use,
    # and only for a reply short of English function words (ENGLISH_FUNCTION_SHARE).
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)


def mostly_not_english(text: str, min_words: int = 6) -> bool:
    """Whether most of `text` is in a language other than English: most of its letters outside the Latin
    scripts, or, when few of its words are English function words, its words (figures and codes left out)
    identified as another language with probability at least `OTHER_LANGUAGE_MIN_PROBABILITY`. Short texts (fewer than `min_words` words: "Danke!", "OK") are
    given the benefit of the doubt."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return False
    if sum(not _latin(ch) for ch in letters) / len(letters) > OTHER_SCRIPT_MAX:
        return True
    words = LETTER_WORD_WITH_ONE_APOSTROPHE.findall(text)
    if len(words) < min_words:
        return False
    if sum(w.lower() in FUNCTION_WORDS for w in words) >= ENGLISH_FUNCTION_SHARE * len(words):
        return False
    language, probability = _language_identifier().classify(" ".join(words))
    return language != "en" and probability >= OTHER_LANGUAGE_MIN_PROBABILITY
