"""General English grammar the readers share: which words may follow a predicate, which show that a word before
them is no adjective. As data, in the language layer (issue 39), beside the stop list (stopwords.py).

Where it came from: English grammar (prepositions, conjunctions, adverbs of time), not any case's wording.
"""
from __future__ import annotations

PREDICATE_FOLLOWERS = frozenset("""and but or so for to on by in at with from until since as because while once
after before yet now today still already soon again too also if when where which who that than then though
although unless within under over about into onto through during per via of""".split())
"""What may follow a predicate ("is pending review"): punctuation, a clause or a phrase, never a noun left over
from the old text ("is queued for review card") (repair/reading.py)."""

NOT_BEFORE_A_NOUN = frozenset("""by to on at in for from with and or but so is are was were be been yet already
now still too as than if when because""".split())
"""Words after a state word that show it is a predicate after all ("the cancelled by you ..." reads as a clause),
or that end the phrase: a noun must follow for the word to describe one (grounding/fields/attributive_states.py)."""
