"""General English: the function words, and whether a reply is written in English at all.

halcheck's readers (claim splitting, record alignment, the NLI model) are English-only. A reply mostly in
another language is not something they can judge: its claims would all fail and the reply would be withheld
without a word of why. `mostly_not_english` finds such a reply, so the check says so and asks for review.
"""
from __future__ import annotations

from .tokens import LETTER_WORD_WITH_ONE_APOSTROPHE

FUNCTION_WORDS = frozenset("""
a an the this that these those there here its it it's itself i i'm i've i'll i'd me my mine myself we we're we've
we'll we'd us our ours ourselves you you're you've you'll you'd your yours yourself yourselves he he's him his
himself she she's her hers herself they they're they've they'll they'd them their theirs themselves
is am are was were be been being isn't aren't wasn't weren't has have had having hasn't haven't hadn't
do does did doing don't doesn't didn't will would shall should can could may might must won't wouldn't
shouldn't can't cannot couldn't let's
of to in on at by for with from into onto upon about above below over under between through during
before after up down out off again further once than then as so too very just also only own same
and or but nor if because while until unless although though whether either neither both each few more most
other some such any all what which who whom whose when where why how
""".split())
"""English function words: they carry grammar, not facts (the list level 1 has used since it was written:
pronouns, auxiliaries, prepositions, conjunctions, determiners). Negations are deliberately absent."""

OTHER_FUNCTION_WORDS = frozenset("""
und der die das ist nicht mit den dem von zu ein eine einen auf sich auch wird wurde ihre ihr ihnen wir sie bitte für über im zum zur
bei nach oder aber noch schon diese dieser sind haben hat werden können
el la los las del que en por para con una un se su sus es está están al lo como pero más este esta
le les des et est pour dans une du qui pas sur avec votre vos nous vous sont été être mais cette ces
il di che non della dei delle gli sono per suo sua questo questa nel nella alla
o os da do dos em um uma não com seu são pelo pela
het een van niet met zijn voor op aan bij uw wij ook
""".split()) - FUNCTION_WORDS
"""The commonest function words of the other Latin-script languages support replies are most often written
in (German, Spanish, French, Italian, Portuguese, Dutch), minus any that are also English words. A reply in
one of them holds many; an English reply, even a terse list of names and figures, holds almost none."""

OTHER_SCRIPT_MAX = 0.3
"""Most share of letters outside the Latin scripts (Japanese, Chinese, Cyrillic, Arabic, ...) an English
reply holds: a name or a quoted product title, never most of it."""

def _latin(ch: str) -> bool:
    return ch.isascii() or "\u00c0" <= ch <= "\u024f"


def mostly_not_english(text: str, min_words: int = 6) -> bool:
    """Whether most of `text` is in a language other than English: most of its letters outside the Latin
    scripts, or more function words of another Latin-script language than of English (at least 3). Short
    texts (fewer than `min_words` words: "Danke!", "OK") are given the benefit of the doubt."""
    letters = [ch for ch in text if ch.isalpha()]
    if not letters:
        return False
    if sum(not _latin(ch) for ch in letters) / len(letters) > OTHER_SCRIPT_MAX:
        return True
    words = [w.lower() for w in LETTER_WORD_WITH_ONE_APOSTROPHE.findall(text)]
    if len(words) < min_words:
        return False
    english = sum(w in FUNCTION_WORDS for w in words)
    other = sum(w in OTHER_FUNCTION_WORDS for w in words)
    return other >= 3 and other > english
