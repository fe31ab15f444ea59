"""The one stop list: words too common to say what a text is about, as data, with the named subsets each reader
drops (issue 39: one definition, a test finds a second one anywhere in the core).

Where it came from: `FUNCTION_WORDS` (english.py) is general English grammar; the other groups below are the
general English words the readers added to it over time, each group named for what it is. A subset is chosen
from `STOP_WORDS` only, so a reader cannot drop a word nobody listed here. Changing a subset changes that
reader's figures: measure on the dev sets and the corpus before and after.
"""
from __future__ import annotations

from .english import FUNCTION_WORDS
from .negation import NEGATED_AUXILIARIES, negations

NEGATORS = frozenset(negations("no", "not", "without"))
"""Words that negate, from the one inventory (negation.py). Term matchers drop them (negation is read apart, by
the NLI model and the negation readers); the text comparisons that must keep a claim's "not" leave them in."""
ANSWER_WORDS = frozenset("yes".split())
COUNT_WORDS = frozenset("one two".split())
"""Small counts said as words, which a content-word share reads as grammar ("one of the two")."""
REPORTING_WORDS = frozenset("said says".split())
BOUND_WORDS = frozenset("least less fewer per within".split())
"""Words that set a bound on a figure ("at least", "within"): not what a sentence is about."""
HEDGE_WORDS = frozenset("approximately around normally typically usually".split())
TARGET_WORDS = frozenset("aim aims goal goals target targets period time times".split())
"""Words a service-level sentence names its figure with ("a 3-day reply target"): not the action it governs."""
MANNER_WORDS = frozenset("automatically even still now".split())

STOP_WORDS = (FUNCTION_WORDS | NEGATORS | ANSWER_WORDS | COUNT_WORDS | REPORTING_WORDS | BOUND_WORDS | HEDGE_WORDS
              | TARGET_WORDS | MANNER_WORDS)
"""Every word any reader may drop as carrying no content."""


def _subset(words: str) -> frozenset[str]:
    chosen = frozenset(words.split())
    unlisted = chosen - STOP_WORDS
    if unlisted:  # a subset is chosen from the one list; a new word goes into a named group above first
        raise ValueError(f"not in STOP_WORDS: {sorted(unlisted)}")
    return chosen


_TERM_KEPT = frozenset("""
above after although because before below between cannot doing during either further having he's hers herself
himself i'd i'll i'm i've it's itself let's mine myself neither nor onto ours ourselves she's theirs themselves
they'd they'll they're they've though through unless until upon we'd we'll we're we've whether while you'd you'll
you're you've yours yourself yourselves
""".split()) | NEGATED_AUXILIARIES
"""Function words a term matcher keeps: contractions and negated auxiliaries (their tokenizers split or keep
them whole), reflexive and possessive pronouns, and the connectives of time, order and condition ("before",
"until", "unless"), which carry what a policy says."""

TERM_MATCHING = (FUNCTION_WORDS - _TERM_KEPT) | NEGATORS | ANSWER_WORDS
"""What retrieval's BM25 terms leave out (grounding/text/retrieval.py)."""
CONTENT_SHARE = TERM_MATCHING | COUNT_WORDS | REPORTING_WORDS
"""What the decision model's share of absent content words leaves out (grounding/text/decision.py)."""

EFFECT_CONTEXT = _subset("""
a about after also an and are automatically be been before being but can could does doesn't during even for
from her here his into is it it's its just may might must once only onto or our over shall should still than
that the their them then there these they this those under until upon very was we were what when which while
who will with would you your
""")
"""Words around an effect verb that say nothing of the effect (grounding/text/effect_denial.py)."""

FIGURE_LINKING = _subset("""
within in up to for of after by before the a an it them this that your our is are be will we aim aims target
targets goal goals time times period typically usually normally about around approximately less more than under
over fewer least most no only just
""")
"""Words that sit between a figure and the word governing it ("we fix it within 3 days": the figure's word is
"fix"; "a 3-day reply target": "reply") (grounding/fields/governing.py)."""

GOVERNED_ACTION = FIGURE_LINKING | _subset("and or so if when then has have had does do did can may")
"""Words between a rule's figure and the action it governs (grounding/fields/governing.py)."""

POLICY_SENTENCE = _subset("""
a all also an and any are as at been by can each for from has have if in into is it its just least less may
more most not of on only onto or our per so than that the this to up was were will with within you your
""")
"""Words left out when a claim and a policy sentence are compared by their stems (repair/word_tables.py)."""

STORED_TEXT = _subset("""
a about after again all also am an and any are as at be because been before being below between both but by
can could did do does doing down during each few for from further had has have having he her here hers him
his how i if in into is it its itself just me more most must my no nor not now of off on once only or other
our ours out over own same shall she should so some such than that the their theirs them then there these
they this those through to too under until up upon us very was we were what when where which while who whom
why will with within would you your yours
""")
"""Words the evidence store's full-text terms leave out (store/values.py)."""
