"""The alignment's word tables and word helpers: how people write figures, states, flags and subjects.

Each table says why it exists in the comment above it; nothing here knows a field name. `words_of`, `stems_of`,
`split_path_words` and `same_word` are the word-level reading every other module of the alignment shares."""
from __future__ import annotations

import re

from ....language.tokens import WORD_WITH_ONE_APOSTROPHE, key_words_and_codes
from ....language.words import stem as _stem
from ....values import api_values

# General synonym groups: a claim's word and a path's word in one group count as the same word.
SYNONYMS: tuple[frozenset[str], ...] = tuple(frozenset(g.split()) for g in """
amount sum value worth total
price cost fee charge charged
paid pay payment
owe owed due balance outstanding
refund refunded reimburse reimbursement credit credited back
return returned returning back
arrive arrival arriving arrives deliver delivery eta expected due estimated reach land lands landing to destination
depart departure departing departs leave leaving from origin
ship shipped dispatch dispatched sent send shipping
start begin begins from since opens commence effective
end ends until expire expiry expires valid through close closes last final
renew renewal next bill billing billed invoice invoiced
schedule scheduled appointment booked slot window visit
use used usage consumed spent
remain remaining left balance available
count number quantity qty total many items item units unit pieces piece pcs
name called holder
date day on
time at
plan tier package subscription membership
seat seats place
room suite unit
limit cap maximum max allowance allowed
minimum min least
deposit held hold
tracking track
reference ref confirmation code number id locator no num
document documents doc docs paperwork
address addr
phone tel telephone mobile
account acct
transaction txn
appointment appt
speed rate
weight weigh
size capacity
member members people guests travellers travelers passengers
fine penalty late
tax vat
discount off promo coupon
points miles
""".strip().splitlines())


# Each stem's synonym groups, so `same_word` looks a word up once instead of scanning every group.
_GROUP_OF: dict[str, set[int]] = {}
for _i, _g in enumerate(SYNONYMS):
    for _w in _g:
        _GROUP_OF.setdefault(_stem(_w), set()).add(_i)


# Words that link a subject to a field and say nothing a record could contradict.
LIGHT = frozenset("""
a an the of to in on at by for from with via as and or but so than then that this these those it its is are was
they're they've they'll he's she's he'll she'll
were be been being am has have had do does did will would shall should can could may might must your you you'll
you're you've yours our we we've we'll i i've i'll i'm my me us they their there here also just now currently
still already again yet not no never please note confirm confirmed shows show showing see listed list lists
record records account file system which who what when where how all any each every both one ones per
get got gets getting go goes going set up out over into onto off about around within after before
isn't it's that's there's here's what's let's far right new current
until because since through during means mean more less extra neither either left themselves itself yourself
went gone way ran run runs leaves leave safely between against without further
let take takes taken come came comes stay stays keep kept make made give given put tell know find look want like
use help try call need needs handle handled able unable aren't won't can't don't didn't doesn't wasn't weren't
only even though while whose whom whether usually normally automatically simply directly once
sorry apologies apologise apologize apologising apologizing thanks thank patience glad happy pleased hope
quick summary recap overview update details wait
away down fully full total whole same other another such own very really quite approximately roughly
under hasn't haven't hadn't shouldn't wouldn't couldn't
""".split())


# Words that set a rule's terms ("free of charge", "unlimited", "waived"): a claim's word of its own may stand
# for the policy's wording, never one of these.
DECISIVE = frozenset("""
free unlimited waived waive guaranteed guarantee always never instantly immediately automatically refundable
nonrefundable included excluded all any every none only lifetime permanent permanently same complimentary
transferable nontransferable unrestricted anytime indefinitely daily weekly monthly yearly annually twice double
triple half full partial instant overnight express priority
""".split())


# Nouns a support claim names its subject with: they say which record, not what it holds, so they are
# never left over as unsettled words (they still count when aligning a claim to a field's role).
CASE_NOUNS = frozenset("""
order orders refund parcel package shipment plan subscription account payment invoice ticket booking reservation
case request purchase policy
""".split())


# Words that say a flag's yes or no in the claim's own wording: never left over as unsettled words.
TRUE_WORDS = {"on", "enabled", "active", "yes", "included", "includes", "include", "available", "turned", "switched",
               "allowed", "eligible", "covered", "set"}
FALSE_WORDS = {"off", "disabled", "inactive", "unavailable", "excluded", "ineligible"}


_LETTER_IN_BRACKETS = re.compile(r"(\d)\(([a-z])\)")


def words_of(text: str) -> list[str]:
    # "401(k)" is the word a field spells "401k"
    spelled = _LETTER_IN_BRACKETS.sub(r"\1\2", text.lower().replace("_", " ").replace("-", " "))
    return WORD_WITH_ONE_APOSTROPHE.findall(spelled)


def stems_of(text: str) -> list[str]:
    return [_stem(w) for w in words_of(text) if w not in LIGHT and not w.isdigit()]


def split_path_words(path: str) -> list[str]:
    """'shipment.events.2.statusCode' -> ['shipment', 'events', 'status', 'code'] (indices dropped)."""
    return api_values.path_unit_words(path, key_words_and_codes(path))


def same_word(a: str, b: str) -> bool:
    """Stems equal, one a prefix of the other (4+ letters: 'renew'/'renewal'), or in one synonym group."""
    if a == b:
        return True
    if min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)):
        return True
    return bool(_GROUP_OF.get(a, set()) & _GROUP_OF.get(b, set()))


# Key words that make a number money even with no currency beside it ("deductible": 250, "net": 12.5).
MONEY_WORDS = frozenset(_stem(w) for w in SYNONYMS[0] | SYNONYMS[1] | SYNONYMS[2] | SYNONYMS[3] | {
                                                                        "deductible", "copay", "premium", "rent",
                                                                        "payout", "net", "gross", "earnings", "income",
                                                                        "proceeds", "refund", "credit", "debit",
                                                                        "deposit", "fare", "salary", "pay", "wage",
                                                                        "donation", "gift", "tip", "subtotal"})


# Key words that say a value's type, not its role: "refund" names `refund.amount`, "amount" names nothing.
GENERIC_KEYS = frozenset(_stem(w) for w in "amount value date time number total at on id type".split()) \
    | api_values.UNIT_KEY_WORDS  # "cents" of amount_cents, "usd" of totalUsd: the unit, not the role


# The surface forms a claim states a state with (participles and adjectives, not the nouns: "a class
# credit" states nothing, "credited" does).
STATUS_FORMS = frozenset("""
issued approved pending queued shipped delivered cancelled canceled completed complete closed active inactive
expired scheduled confirmed failed declined denied rejected refunded processed paid unpaid overdue resolved
suspended paused waitlisted booked reserved ready unavailable backordered returned received sent posted cleared
settled reversed submitted verified activated deactivated renewed blocked locked unlocked enrolled registered
dispatched collected initiated started finished lapsed terminated withdrawn granted accepted awaiting escalated
assigned arrived departed delayed upgraded downgraded credited voided disputed frozen opened reviewed waiting
review
""".split())


# General status vocabulary: words that state where a case stands. Any of them in a claim is a state the
# records must agree with; a value they do not know is compared as a value, never skipped. The surface forms
# above, and the words a state is also said with that are not participles ("open", "on hold", "in transit",
# "picked up", "done", "live").
STATUS_WORDS = frozenset(_stem(w) for w in STATUS_FORMS | set("""
open processing hold available transit picked done boarding missed charged live running
""".split()))


# Key words of a status field: whatever such a field holds is a state, compared as one.
STATUS_PATH_STEMS = frozenset(_stem(w) for w in ("status", "state", "stage", "phase"))


# Where a state word stands in a case's course: done, an early step, or still in progress. Why: a claim that
# something is done agrees only with a value that says so (fail closed), an early step with any later one.
_STATE_CLASSES = {
    "done": """issued refunded shipped delivered completed complete approved paid resolved closed cancelled canceled
               done sent processed granted activated credited posted cleared settled returned collected picked arrived
               renewed reversed voided terminated expired lapsed denied declined rejected failed withdrawn finished
               upgraded downgraded departed confirmed booked reserved enrolled registered""",
    "early": """submitted requested initiated started opened received placed created scheduled assigned
                escalated applied""",
    "progress": """pending queued review reviewing awaiting waiting processing transit hold paused open active ready
                   available backordered delayed boarding progress draft waitlisted waitlist""",
}
CLASS_OF = {_stem(w): cls for cls, ws in _STATE_CLASSES.items() for w in ws.split()}


# State words that say a case waits on someone: two of them agree whatever each waits for.
WAITING = frozenset(_stem(w) for w in "pending awaiting waiting queued hold".split())


# Key words of a count of things included ("bags_included": 0, "free_nights_allowed": 2). Why: such a count says
# yes or no to "bags are included" as a true/false field would.
INCLUDED_KEYS = frozenset(_stem(w) for w in "included include includes allowed allowance entitled complimentary".split())


# Key words that say a flag's yes or no rather than what it is about ("autopay_enabled", "alerts_active").
# Why: a claim says the yes in its own words ("roaming is switched on"); the subject word names the flag.
POLAR_KEYS = frozenset(_stem(w) for w in "enabled disabled active inactive on off turned switched".split())


# When something happens: a field must say so ("You'll get your $118.84 back today" is not settled by the
# amount alone).
TIMING_WORDS = {"today", "tomorrow", "tonight", "yesterday", "immediately", "instantly", "shortly", "soon",
                 "overnight", "asap"}


# Stems of the pronouns a claim's subject may be: they name no record, so the case's one status is meant.
PRONOUN_STEMS = {"it'", "thi", "that", "everyth", "someth", "it", "this"}


# The role word a figure's kind implies when the claim names none ("$12" is an amount, "9 May" a date).
IMPLIED = {"money": ["amount"], "date": ["date"], "time": ["time"]}

