"""The word lists the corrections read, each named for what it holds, with a line saying why it exists.

General tables of English words and units: no record's own field names. `stems` is the one reading of
content words they all share."""
from __future__ import annotations

import re

from ..language import grammar, stopwords

# Readable phrases for the states the state machines know, (singular subject, plural subject). Each reads
# back as its own state through records.state_mentions (a test proves it). Tense follows the state
# machine: a queue is a present state ("is queued for review"), a milestone a perfect ("has been issued").
# Any other status value is written from the value itself: "is " + its words ("is pending review").
STATE_PHRASES: dict[tuple[str, str], tuple[str, str]] = {
    ("refund", "not_initiated"): ("has not been started", "have not been started"),
    ("refund", "requested"): ("has been requested", "have been requested"),
    ("refund", "queued_for_review"): ("is queued for review", "are queued for review"),
    ("refund", "approved"): ("has been approved", "have been approved"),
    ("refund", "issued"): ("has been issued", "have been issued"),
    ("refund", "denied"): ("has been denied", "have been denied"),
    ("order", "packing"): ("is being packed", "are being packed"),
    ("order", "shipped"): ("has shipped", "have shipped"),
    ("order", "in_transit"): ("is on its way", "are in transit"),
    ("order", "out_for_delivery"): ("is out for delivery", "are out for delivery"),
    ("order", "delivered"): ("has been delivered", "have been delivered"),
    ("order", "cancelled"): ("has been cancelled", "have been cancelled"),
    ("order", "returned"): ("has been returned", "have been returned"),
    ("subscription", "active"): ("is still active", "are still active"),
    ("subscription", "paused"): ("is paused", "are paused"),
    ("subscription", "cancelled"): ("has been cancelled", "have been cancelled"),
}

# Auxiliaries that take a plural subject: a state phrase put after one is written in its plural form.
PLURAL_AUXILIARIES = {"have", "are", "were", "'re", "haven't", "aren't", "weren't"}

# The role a date plays, from the words before it in the claim and the words of the leaf's path: a claim's
# end date ("valid until", "check-out on", "to 14 April") is never corrected to a start leaf (starts_on,
# arrival_day), nor the other way round: such a leaf is the other end of the same period.
PERIOD_END_WORDS = frozenset("until till through thru expires expire expiry expiring end ends ending out to due "
                             "deadline last close closes closing".split())
# The start of a period, the other half of the same test.
PERIOD_START_WORDS = frozenset("from since start starts starting begin begins beginning in issued opened created "
                               "received first open opens".split())

# Words too common to say what a sentence is about: left out when a claim and a policy sentence are compared.
STOP_WORDS = stopwords.POLICY_SENTENCE

# Past forms that no rule makes ("sent", "paid", "cancelled"), for saying a refused call was not done.
IRREGULAR_PAST = {"send": "sent", "pay": "paid", "make": "made", "reset": "reset", "set": "set", "put": "put",
                  "give": "given", "get": "got", "buy": "bought", "hold": "held", "freeze": "frozen",
                  "do": "done", "take": "taken", "write": "written", "run": "run", "build": "built",
                  "cancel": "cancelled", "transfer": "transferred", "ship": "shipped", "stop": "stopped",
                  "submit": "submitted", "refer": "referred", "top": "topped", "drop": "dropped", "plan": "planned"}
# The starts of the key words of a record's own bookkeeping stamps (createTime, updated_at, LastModified, ChangedAt,
# syncedAt): when the record was written, not when anything the customer asked about happens. General API English.
BOOKKEEPING_STEMS = ("creat", "updat", "modif", "chang", "sync")

# The same forms read back to their base, with the spellings the table above does not write.
BASE_OF_PAST = {past: base for base, past in IRREGULAR_PAST.items()} | {"canceled": "cancel", "froze": "freeze"}

# The verbs each pronoun takes, so a correction never writes "I has" or "they is" at its seam.
SUBJECT_AGREES = {"i": {"am", "was", "have", "had", "could", "can", "will", "would"},
                  "you": {"are", "were", "have", "had"}, "we": {"are", "were", "have", "had"},
                  "they": {"are", "were", "have", "had"}, "he": {"is", "was", "has", "had"},
                  "she": {"is", "was", "has", "had"}, "it": {"is", "was", "has", "had"}}
# The finite verbs that agreement is tested on: other first words of a correction are left alone.
FINITE_VERBS = {"am", "is", "are", "was", "were", "has", "have", "had"}
# What may follow a predicate ("is pending review"): punctuation, a clause or a phrase, never a noun left
# over from the old text ("is queued for review card").
AFTER_PREDICATE = grammar.PREDICATE_FOLLOWERS

_CONTENT_WORD = re.compile(r"[a-z]{3,}")


def stems(text: str) -> frozenset[str]:
    """Content words cut to five letters, so "password" meets "passwords" and "expire" meets "expires"."""
    return frozenset(w[:5] for w in _CONTENT_WORD.findall(text.lower()) if w not in STOP_WORDS)
