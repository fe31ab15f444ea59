"""Record alignment for any tool schema: a claim's specifics meet a record's leaves by value and by role.

Every record is flattened into leaves (dot paths through nested objects and list items,
`shipment.events.2.status`). Each specific in a claim (money, number, date, time, id, a value a leaf
holds, a state word, a yes/no about a flag) is aligned to leaves by value; the words of the claim are
aligned to the leaf's path words (stemmed, plus a small table of general synonyms), so "312 minutes
used" meets `minutes_used` and not `minutes_included`. A specific that no leaf holds is contradicted
only by a leaf that plays the same role (its path words are the claim's words, or it is the only leaf
of that kind where the claim is); otherwise it is left unsettled for NLI over the aligned leaves.

Nothing here knows a field name: the vocabulary is how people write figures, states and flags.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..case import Evidence, EvidenceKind
from ..patterns import MONTH_NAMES
from . import api_values
from .figure_basis import basis_conflict
from .governing import governing_action, policy_denies, role_agrees
from .key_units import key_currency, minor_units
from .lexicon import CANONICAL_WORDS, METHOD_GROUPS, canonical, method_groups
from .limited_states import WHOLE, equivalent_state, limited_state_agrees, part_said, whole_of_partial
from .names import SHORT_CODE, other_name_tail, short_codes, titled_name_differs, titled_names
from .recency import newest_conflict
from .record_links import anchor_weight, links, moment_mismatch, one_moment, own_ids, with_linked
from .states import compare_conditioned, compare_states, condition_of, domain_for, state_mentions
from .values import (
    ISO_CURRENCIES,
    Specific,
    currencies_agree,
    dates_agree,
    leaf_date,
    leaf_dates,
    leaf_number,
    leaf_time,
    looks_like_id,
    near_miss,
    normalise_id,
    numbers_agree,
    one_slip,
    specifics,
)
from .words import edit_distance
from .words import stem as _stem

# --- words ----------------------------------------------------------------------------------------

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
quantity qty
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
is isn't it's that's there's here's what's let's so far right new current
until because since through during means mean more less extra neither either left themselves itself yourself
went gone go way ran run runs leaves leave safely between against within without further per
let take takes taken come came comes stay stays keep kept make made give given put tell know find look want like
use help try call need needs handle handled able unable aren't won't can't don't didn't doesn't wasn't weren't
only even though while which whose whom whether usually normally automatically simply directly once
sorry apologies apologise apologize apologising apologizing thanks thank patience glad happy pleased hope
quick summary recap overview update details wait
away up down fully full total whole same other another such own very really quite about approximately roughly
under over hasn't haven't hadn't shouldn't wouldn't couldn't isn't
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

NEGATION = re.compile(r"(?<!-)\b(?:not(?!-)|never|no(?!-)|none|nothing|without|hasn't|haven't|isn't|aren't|wasn't|weren't|won't"
                      r"|didn't|doesn't|don't|can't|cannot|couldn't|yet to|no longer)\b|n't\b", re.IGNORECASE)
_TRUE_WORDS = {"on", "enabled", "active", "yes", "included", "includes", "include", "available", "turned", "switched",
               "allowed", "eligible", "covered", "set"}
_FALSE_WORDS = {"off", "disabled", "inactive", "unavailable", "excluded", "ineligible"}

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")


_LETTER_IN_BRACKETS = re.compile(r"(\d)\(([a-z])\)")


def words_of(text: str) -> list[str]:
    # "401(k)" is the word a field spells "401k"
    return [w for w in _WORD.findall(_LETTER_IN_BRACKETS.sub(r"\1\2", text.lower().replace("_", " ").replace("-", " ")))]


def stems_of(text: str) -> list[str]:
    return [_stem(w) for w in words_of(text) if w not in LIGHT and not w.isdigit()]


def split_path_words(path: str) -> list[str]:
    """'shipment.events.2.statusCode' -> ['shipment', 'events', 'status', 'code'] (indices dropped)."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", path)
    # A key led by digits is a word ("401k", "per_1k"); other digits are list indices or counts ("last5").
    words: list[str] = []
    for token in re.split(r"[^a-z0-9]+", spaced.lower()):
        words += [token] if re.fullmatch(r"\d+[a-z]+", token) else re.findall(r"[a-z]+", token)
    return api_values.path_unit_words(path, words)


def same_word(a: str, b: str) -> bool:
    """Stems equal, one a prefix of the other (4+ letters: 'renew'/'renewal'), or in one synonym group."""
    if a == b:
        return True
    if min(len(a), len(b)) >= 4 and (a.startswith(b) or b.startswith(a)):
        return True
    return bool(_GROUP_OF.get(a, set()) & _GROUP_OF.get(b, set()))


# Pairs of words that exclude each other when said of one field ("a final figure" / figure_kind =
# provisional). General vocabulary, not any schema's values.
OPPOSITES: tuple[tuple[str, str], ...] = tuple(tuple(p.split("/")) for p in """
actual/estimated actual/estimate final/preliminary final/provisional permanent/temporary permanent/provisional
full/partial paid/unpaid refundable/non-refundable domestic/international online/offline manual/automatic
public/private primary/secondary standard/express standard/expedited new/used new/refurbished
""".split())
_OPPOSITE_OF: dict[str, set[str]] = {}
for _a, _b in OPPOSITES:
    _OPPOSITE_OF.setdefault(_stem(_a), set()).add(_stem(_b))
    _OPPOSITE_OF.setdefault(_stem(_b), set()).add(_stem(_a))


# --- leaves ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Leaf:
    evidence_id: str
    path: str
    value: Any
    scope: str
    """The list item that holds this leaf ('items.1'), or '' for the record itself: the unit a claim about
    'the second item' or about one of several recalls is scoped to."""
    words: tuple[str, ...]
    """Stemmed words of the path, list indices dropped; the last key's words come first."""
    currency: str | None = None
    is_count: bool = False
    """A list's length, not a field: `holds` with 0 items reads as "no holds"."""

    @property
    def key_words(self) -> tuple[str, ...]:
        """The last key's words ('minutes_used' -> minute, used)."""
        last = self.path.split(".")[-1]
        if (last.isdigit() or self.is_count) and "." in self.path and not last.isalpha():
            last = self.path.split(".")[-2]
        return tuple(_stem(w) for w in split_path_words(last))

    @property
    def text(self) -> str:
        return humanise(self.value)


def humanise(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value).replace("_", " ")


def flatten(fields: Mapping[str, Any], evidence_id: str) -> list[Leaf]:
    leaves: list[Leaf] = []

    def walk(value: Any, path: str, scope: str) -> None:
        if isinstance(value, Mapping):
            for key, inner in value.items():
                walk(inner, f"{path}.{key}" if path else str(key), scope)
        elif isinstance(value, list):
            # The list's length is a fact too: "two refills", "no flags on your profile", "both items".
            words = split_path_words(path)
            leaves.append(Leaf(evidence_id, path, len(value), scope,
                               tuple(dict.fromkeys(_stem(w) for w in words)), None, True))
            for i, inner in enumerate(value):
                item = f"{path}.{i}"
                walk(inner, item, item if isinstance(inner, Mapping) else scope)
        else:
            words = split_path_words(path)
            last = split_path_words(path.split(".")[-1]) or words
            ordered = tuple(dict.fromkeys([_stem(w) for w in last] + [_stem(w) for w in words]))
            leaves.append(Leaf(evidence_id, path, value, scope, ordered))

    walk(fields, "", "")
    # A currency code beside a number makes that number money in that currency.
    by_container: dict[str, str] = {}
    for leaf in leaves:
        if isinstance(leaf.value, str) and leaf.value.strip().upper() in ISO_CURRENCIES:
            by_container.setdefault(leaf.path.rsplit(".", 1)[0] if "." in leaf.path else "", leaf.value.strip().upper())
    record_currency = next(iter(set(by_container.values()))) if len(set(by_container.values())) == 1 else None
    out = []
    for leaf in leaves:
        if leaf_number(leaf.value) is not None:
            container = leaf.path.rsplit(".", 1)[0] if "." in leaf.path else ""
            last = split_path_words(leaf.path.split(".")[-1])
            minor = minor_units(last) and not isinstance(leaf.value, bool) and not leaf.is_count
            currency = key_currency(last) or by_container.get(container) or (
                record_currency if minor or any(w in _MONEY_WORDS for w in leaf.words) else None)
            # A key that counts minor units ("amount_cents": 1250) holds the amount a claim writes as 12.50.
            value = round(leaf_number(leaf.value) / 100, 6) if minor else leaf.value
            leaf = Leaf(leaf.evidence_id, leaf.path, value, leaf.scope, leaf.words,
                        None if leaf.is_count else currency, leaf.is_count)
        out.append(leaf)
    return out


_MONEY_WORDS = frozenset(_stem(w) for w in SYNONYMS[0] | SYNONYMS[1] | SYNONYMS[2] | SYNONYMS[3] | {
                                                                        "deductible", "copay", "premium", "rent",
                                                                        "payout", "net", "gross", "earnings", "income",
                                                                        "proceeds", "refund", "credit", "debit",
                                                                        "deposit", "fare", "salary", "pay", "wage",
                                                                        "donation", "gift", "tip", "subtotal"})


def is_money_leaf(leaf: Leaf) -> bool:
    if api_values.is_measure(leaf.path):
        return False  # a key in minutes, kg or GB holds a measurement, whatever its other words ("premium")
    money_words = any(w in _MONEY_WORDS for w in leaf.words) or api_values.key_unit(leaf.path) is not None
    if isinstance(leaf.value, str) and leaf.value.strip().isdigit() and not money_words:
        return False  # "6612", "0937": digits written as text are a code, whatever currency the record has
    return not leaf.is_count and leaf_number(leaf.value) is not None and (leaf.currency is not None or money_words)


# --- the alignment ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Finding:
    """One specific of the claim and what the records say of it."""

    kind: str
    """money | number | date | time | identifier | value | state | flag | refused"""
    start: int
    end: int
    text: str
    ok: bool | None
    """True: a leaf agrees; False: the leaf that plays its role disagrees; None: nothing settles it."""
    leaf: Leaf | None = None
    detail: str = ""
    negated: bool = False
    loose: bool = False
    """A state compared with the case's one status because the claim named no other: enough to dispute a
    claim, not enough to say the claim is about the records."""


@dataclass
class Alignment:
    text: str = ""
    findings: list[Finding] = field(default_factory=list)
    residual: list[str] = field(default_factory=list)
    """Content words of the claim that neither a finding nor any aligned leaf's words account for."""
    beyond_text: list[str] = field(default_factory=list)
    """Residual words that the case's policy and passage text do not use either."""
    novel: list[str] = field(default_factory=list)
    """Residual words that no evidence of the case uses at all (the claim brings them in)."""
    blocking: list[str] = field(default_factory=list)
    """Residual words that alone keep the claim from being settled: a state word no leaf placed, or a name
    that no evidence holds ("with Aiko Nakamura" when the record says Tanaka)."""
    leaves: list[Leaf] = field(default_factory=list)
    """The leaves the claim's words and specifics point at, best first (for NLI and for the reader)."""
    alternatives: dict[tuple[int, int], list[Leaf]] = field(default_factory=dict)
    """Other records' leaves that hold a value the claim writes at that span (both the order and the refund
    hold the item's name): whichever record the claim turns out to be about may be the one it read."""

    @property
    def failures(self) -> list[Finding]:
        return [f for f in self.findings if f.ok is False]

    @property
    def unsettled(self) -> list[Finding]:
        return [f for f in self.findings if f.ok is None]


def _overlaps(a: int, b: int, spans: Iterable[tuple[int, int]]) -> bool:
    return any(a < y and x < b for x, y in spans)


def _near_stems(text: str, start: int, end: int, reach: int = 40) -> list[str]:
    """Stems of the claim's words around a specific, nearest first."""
    left = words_of(text[max(0, start - reach):start])
    right = words_of(text[end:end + reach])
    out, i = [], 0
    while i < max(len(left), len(right)):
        if i < len(right):
            out.append(right[i])
        if i < len(left):
            out.append(left[-1 - i])
        i += 1
    return [_stem(w) for w in out if w not in LIGHT and not w.isdigit()]


_GENERIC_KEYS = frozenset(_stem(w) for w in "amount value date time number total at on id type".split()) \
    | api_values.UNIT_KEY_WORDS  # "cents" of amount_cents, "usd" of totalUsd: the unit, not the role


def role_score(leaf: Leaf, claim_stems: Sequence[str]) -> float:
    """How well the claim's words name this leaf: the share of the leaf's key words the claim uses,
    plus a little for the path's other words (`plan.name` for 'your plan'). Type words ("amount", "date")
    say nothing of the role when they are the whole key: `refund.amount` is named by "refund"."""
    key = [w for w in leaf.key_words if w not in LIGHT and w not in _GENERIC_KEYS]
    if not key:
        parents = [w for w in leaf.words if w not in LIGHT and w not in _GENERIC_KEYS]
        if not parents:
            return 0.5
        return sum(1 for w in parents if any(same_word(w, c) for c in claim_stems)) / len(parents)
    hit = sum(1 for w in key if any(same_word(w, c) for c in claim_stems))
    rest = [w for w in leaf.words if w not in key]
    extra = sum(1 for w in rest if any(same_word(w, c) for c in claim_stems))
    return hit / len(key) + 0.25 * (extra / len(rest) if rest else 0.0)


_STATE_HINT = re.compile(r"^[a-z]+(?:[_ -][a-z]+){0,3}$")
# General status vocabulary: words that state where a case stands. Any of them in a claim is a state the
# records must agree with; a value they do not know is compared as a value, never skipped.
STATUS_WORDS = frozenset(_stem(w) for w in """
waiting
issued approved pending queued review reviewed shipped delivered cancelled canceled completed complete open opened
closed active inactive expired scheduled confirmed failed declined denied rejected refunded processed processing
paid unpaid overdue resolved suspended paused hold waitlisted booked reserved ready available unavailable transit
backordered returned received sent posted cleared settled reversed submitted verified activated deactivated
renewed blocked locked unlocked enrolled registered dispatched collected picked initiated started finished done
lapsed terminated withdrawn granted accepted awaiting waiting escalated assigned dispatched arrived departed
boarding delayed missed upgraded downgraded charged credited voided disputed frozen suspended live running
""".split())


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


_STATUS_PATH_STEMS = frozenset(_stem(w) for w in ("status", "state", "stage", "phase"))


def _state_leaves(leaves: Sequence[Leaf]) -> list[Leaf]:
    return [leaf for leaf in leaves if _is_state_leaf(leaf)]


@lru_cache(maxsize=8192)
def _is_state_leaf(leaf: Leaf) -> bool:
    v = leaf.value
    if not isinstance(v, str) or leaf_date(v) or leaf_time(v) or looks_like_id(v):
        return False
    norm = v.strip().lower()
    if any(w in _STATUS_PATH_STEMS for w in leaf.key_words):
        return True  # a status field is a state whatever it holds; an odd value is compared as words
    return bool(_STATE_HINT.match(norm) and (any(_stem(w) in STATUS_WORDS for w in words_of(norm))
                                             or any(w in _STATUS_PATH_STEMS for w in leaf.words)))


def _phrase_pattern(value: str) -> re.Pattern | None:
    tokens = words_of(value)
    if not tokens:
        return None
    return re.compile(r"(?<![\w])" + r"[\s_\-/.,&']{1,3}".join(re.escape(t) for t in tokens) + r"(?![\w])", re.IGNORECASE)


def _value_spans(text: str, leaves: Sequence[Leaf]) -> list[tuple[int, int, Leaf]]:
    """Where a string leaf's value is written in the claim ('Elm Street Pharmacy', 'out for delivery',
    '0419 2283 5571'), longest first; a long value may be shortened to its leading words
    ('Atorvastatin 20 mg' for 'Atorvastatin 20 mg tablets')."""
    found = []
    for leaf in leaves:
        v = leaf.value
        if not isinstance(v, str) or len(v.strip()) < 2 or leaf_date(v) or leaf_time(v):
            continue
        tokens = words_of(v)
        if tokens and len(tokens) == 1 and len(v.strip()) == 2 and v.strip().isupper() and v.strip().isalpha():
            # A two-letter code ("US", "NL") counts only written the same way, capitals and all, as a word.
            m = re.search(rf"(?<![\w-]){re.escape(v.strip())}(?![\w-])", text)
            if m:
                found.append((m.start(), m.end(), leaf))
            continue
        if not tokens or (len(tokens) == 1 and len(tokens[0]) < 3 and not any(c.isdigit() for c in tokens[0])):
            continue
        matched = False
        for n in range(len(tokens), 0, -1):
            if n < len(tokens) and (n < 2 or n / len(tokens) < 0.5 or looks_like_id(v)):
                break  # an id is compared as written, whole: 113-5520918 is not 113-5520918-4471
            pattern = _phrase_pattern(" ".join(tokens[:n]))
            m = pattern.search(text) if pattern else None
            if m:
                found.append((m.start(), m.end(), leaf))
                matched = True
                break
        # A negative enum ("not_opened", "not_yet_sent") is written as a negated verb: "you haven't
        # attempted it yet", "it hasn't shipped".
        if not matched and len(tokens) >= 2 and tokens[0] in ("not", "no") and not looks_like_id(v):
            rest = [t for t in tokens[1:] if t != "yet"]
            if rest:
                m = re.search(r"(?:\bnot|n't|\bnever)\s+(?:yet\s+|been\s+|even\s+)*" + r"\s+".join(map(re.escape, rest))
                              + r"(?![\w])", text, re.IGNORECASE)
                if m:
                    found.append((m.start(), m.end(), leaf))
                    matched = True
        # A value with a note in brackets is named by what comes before it: "Egress (GB)" is "egress".
        head = v.split("(")[0].strip() if "(" in v and not looks_like_id(v) else ""
        if not matched and len(head) >= 4 and words_of(head):
            pattern = _phrase_pattern(" ".join(words_of(head)))
            m = pattern.search(text) if pattern else None
            if m:
                found.append((m.start(), m.end(), leaf))
    found.sort(key=lambda t: (t[0] - t[1], t[0]))
    kept: list[tuple[int, int, Leaf]] = []
    for a, b, leaf in found:
        if not any(a < y and x < b and (y - x) > (b - a) for x, y, _ in kept):
            kept.append((a, b, leaf))
    return kept


def _negated_at(text: str, start: int) -> bool:
    window = text[max(0, start - 45):start]
    cut = max(window.rfind(","), window.rfind(";"), window.rfind(" but "), window.rfind(" and "))
    return bool(NEGATION.search(window[cut + 1:]))


class RecordAligner:
    """Aligns claims of one case to its records' leaves."""

    def __init__(self, records: Sequence[Evidence], other_texts: Sequence[str] = ()) -> None:
        self.records = [r for r in records if r.kind is EvidenceKind.RECORD]
        self.calls = [r for r in records if r.kind is EvidenceKind.REFUSED_CALL]
        self.call_ids = {c.id for c in self.calls}
        self.other_specifics = [sp for t in other_texts for sp in specifics(t)]
        self.other_words = {_stem(w) for t in other_texts for w in words_of(t)}
        # Windows of one or two adjacent sentences of each policy or passage text, with their words and
        # figures: what a case claim that restates the policy must fall within.
        self.sentences = [p for t in other_texts for p in re.split(r"(?<=[.!?])\s+", t) if p.strip()]
        self.text_windows: list[tuple[str, set[str], list[Specific]]] = []
        for t in other_texts:
            parts = [p for p in re.split(r"(?<=[.!?])\s+", t) if p.strip()]
            for i in range(len(parts)):
                for j in (i + 1, i + 2):
                    if j <= len(parts):
                        window = " ".join(parts[i:j])
                        self.text_windows.append((window, {_stem(w) for w in words_of(window)}, specifics(window)))
        # A refused call's arguments are what was asked for ("shift the fitting to 3 August"): a claim that
        # repeats them is about the call, and the refused-call check says whether it was done.
        self.leaves = [leaf for r in self.records for leaf in flatten(r.fields, r.id)] + [
            leaf for c in self.calls for leaf in flatten({"args": dict(c.args)}, c.id)]
        # Words of each record's source and id ("tool:get_refund", "refund#R-1"): what "the refund" names.
        self.source_words = {r.id: {_stem(w) for w in split_path_words(r.id.split("#")[0] + " " + str(r.lineage.get("source", "")))
                                    if w not in ("tool", "get", "lookup", "fetch", "read", "list", "search", "find")}
                             for r in self.records}
        self.own_ids = {r.id: own_ids(r.id, r.fields) for r in self.records}
        self.linked = links({r.id: [leaf.value for leaf in self.leaves if leaf.evidence_id == r.id] for r in self.records},
                            self.own_ids, [list(c.args.values()) for c in self.calls])
        self.paths: dict[str, set[str]] = {}
        for leaf in self.leaves:
            self.paths.setdefault(leaf.evidence_id, set()).add(re.sub(r"\.\d+(?=\.|$)", "", leaf.path))
        self.text_specifics = {(leaf.evidence_id, leaf.path): specifics(leaf.value) for leaf in self.leaves
                               if isinstance(leaf.value, str) and len(leaf.value) > 4 and any(c.isdigit() for c in leaf.value)}
        self.vocabulary = {w for leaf in self.leaves for w in leaf.words} | {
            _stem(w) for leaf in self.leaves if isinstance(leaf.value, str) for w in words_of(leaf.value)}
        self.all_words = self.vocabulary | self.other_words | {w for ws in self.source_words.values() for w in ws}

    # Scope: the record or list item the claim's ids and values point at.
    def _scope(self, anchors: Sequence[Leaf]) -> set[tuple[str, str]]:
        """The record and list item most of the claim's anchors sit in: the other items of that list are
        look-alikes ("the framing inspection" is item 1, so item 0's result is not its result)."""
        counts: dict[tuple[str, str], int] = {}
        for leaf in anchors:
            # An id names its record or item outright; a shared word value ("delivered") may be any one's.
            # The record's own id (its top-level code, the id it is filed under) names it more than a code inside it.
            weight = 3 if looks_like_id(str(leaf.value)) and not leaf_dates(leaf.value) and not leaf_time(leaf.value) \
                and leaf_number(leaf.value) is None else 1
            if weight == 3 and anchor_weight(leaf.path, leaf.value, self.own_ids.get(leaf.evidence_id, frozenset())) == 5:
                weight = 5
            counts[(leaf.evidence_id, leaf.scope)] = counts.get((leaf.evidence_id, leaf.scope), 0) + weight
        per_record: dict[str, int] = {}
        for (rid, _), n in counts.items():
            per_record[rid] = per_record.get(rid, 0) + n
        if not per_record:
            return set()
        best = max(per_record.values())
        return {(rid, "") for rid in with_linked([rid for rid, n in per_record.items() if n == best], self.linked)}

    def _in_scope(self, leaf: Leaf, scope: set[tuple[str, str]]) -> bool:
        if not scope or leaf.evidence_id in self.call_ids:
            return True
        for rid, sc in scope:
            if leaf.evidence_id == rid and (sc == "" or leaf.scope == sc or leaf.scope == "" or leaf.path.startswith(sc + ".")):
                return True
        return False

    def align(self, text: str, context: str | None = None) -> Alignment:
        """The claim's alignment. Routing, grounding and a repair's re-check each ask for the same claim
        over the same records; it is computed once per (text, context) and each caller gets its own copy."""
        context = context or text
        memo = self.__dict__.setdefault("_aligned", {})
        if (text, context) not in memo:
            if len(memo) >= 512:
                memo.clear()
            memo[(text, context)] = self._align(text, context)
        done = memo[(text, context)]
        return Alignment(done.text, list(done.findings), list(done.residual), list(done.beyond_text),
                         list(done.novel), list(done.blocking), list(done.leaves), dict(done.alternatives))

    def _align(self, text: str, context: str) -> Alignment:
        ctx_stems = stems_of(context)
        result = Alignment(text)
        covered: list[tuple[int, int]] = []
        anchors: list[Leaf] = []
        # 1. values written as the record writes them (names, products, enum values, grouped ids)
        figures = [(s.start, s.end) for s in specifics(text) if s.kind in ("money", "date", "time")]
        spans = _value_spans(text, self.leaves)
        for a, b, leaf in spans:
            if _overlaps(a, b, covered):
                if (a, b) in covered and any(x == a and y == b and other.evidence_id != leaf.evidence_id
                                             for x, y, other in spans):
                    # A value two records both hold ("Oat Bar" in the basket and in the credit) points
                    # at each of them: the claim may be about either.
                    anchors.append(leaf)
                    result.alternatives.setdefault((a, b), []).append(leaf)
                continue
            if any(fa <= a and b <= fb and (fa, fb) != (a, b) for fa, fb in figures):
                continue  # "AUD" of "AUD 389" is read with its amount, not as a value of its own
            covered.append((a, b))
            anchors.append(leaf)
            kind = "state" if leaf in _state_leaves([leaf]) else "identifier" if looks_like_id(str(leaf.value)) else "value"
            negated = kind == "state" and _negated_at(text, a) and not NEGATION.search(str(leaf.value))
            result.findings.append(Finding(kind, a, b, text[a:b], not negated, leaf,
                                           f"'{text[a:b]}' matches {leaf.path} = {leaf.value}" if not negated else
                                           f"'not {text[a:b]}' is ruled out by {leaf.path} = {leaf.value}", negated))
        self._names(text, covered, result)
        specs = [s for s in specifics(text) if not _overlaps(s.start, s.end, covered)]
        # 2. identifiers: compared as written
        for s in specs:
            if s.kind != "identifier":
                continue
            holder = next((leaf for leaf in self.leaves if isinstance(leaf.value, (str, int)) and not isinstance(leaf.value, bool)
                           and normalise_id(leaf.value) in s.readings), None)
            covered.append((s.start, s.end))
            if holder:
                anchors.append(holder)
                result.findings.append(Finding("identifier", s.start, s.end, s.text, True, holder,
                                               f"{s.text} matches {holder.path}"))
            elif self._stated_elsewhere(s):
                result.findings.append(Finding("identifier", s.start, s.end, s.text, None, None,
                                               f"{s.text} is stated by the case's policy or passage text, not by a field"))
            else:
                near = _near_stems(text, s.start, s.end)
                id_leaves = [leaf for leaf in self.leaves if isinstance(leaf.value, (str, int))
                             and not isinstance(leaf.value, bool) and looks_like_id(str(leaf.value))
                             and not leaf_date(leaf.value) and not leaf_time(leaf.value) and not leaf.is_count]
                role = max(id_leaves, key=lambda leaf: role_score(leaf, near), default=None)
                if role is not None and (role_score(role, near) >= 0.5 or _close_id(s.text, role.value)):
                    result.findings.append(Finding("identifier", s.start, s.end, s.text, False, role,
                                                   f"{s.text} is not the recorded {role.path} = {role.value}"))
                else:
                    result.findings.append(Finding("identifier", s.start, s.end, s.text, None, None,
                                                   f"{s.text} is not an id any record holds"))
        for s in specs if not anchors else ():
            if s.kind != "identifier":
                first = self._figure(s, _near_stems(text, s.start, s.end) + _IMPLIED.get(s.kind, []), self.leaves, text)
                if first.ok and first.leaf is not None:
                    anchors.append(first.leaf)
        scope = self._scope(anchors)
        scoped = [leaf for leaf in self.leaves if self._in_scope(leaf, scope)]
        self._look_alikes(result, scope, scoped)
        # 3. money, numbers, dates, times
        for s in specs:
            if s.kind == "identifier":
                continue
            covered.append((s.start, s.end))
            near = _near_stems(text, s.start, s.end) + ([_stem(s.unit)] if s.unit else []) + _IMPLIED.get(s.kind, [])
            finding = self._figure(s, near, scoped, text)
            if finding.ok is not True:
                finding = self._figure_elsewhere(s, near, scoped, text) or finding
            if finding.ok is None and s.kind == "number" and s.text.lower() == "one":
                continue  # "one" no field holds is an article ("one more step"), not a count
            if finding.ok is not True and s.kind == "number":
                finding = self._rate_base(s, text, result) or _bound_met(s, text, near, scoped) or finding
            if finding.ok is not True and self._stated_elsewhere(s):
                # A figure of the policy restated in a case claim ("earns a 7% loyalty discount"): not a
                # wrong copy of a field, but not settled by the fields either: whether the policy gives it to
                # this case is for NLI over the policy text to say.
                finding = Finding(finding.kind, finding.start, finding.end, finding.text, None, None,
                                  f"{s.text} is stated by the case's policy or passage text, not by a field")
            result.findings.append(finding)
        self._figures_together(text, result, specs, scoped)
        # 4. flags (booleans) named by the claim's words
        for leaf in scoped:
            if (flag := _flag_value(leaf)) is None:
                continue
            key = _flag_key(leaf)  # "autopay_enabled" is named by "autopay"; "switched on" says its yes
            if not key or not all(any(same_word(w, c) for c in ctx_stems) for w in key):
                continue
            where = _locate_words(text, key)
            if where is None:
                continue
            if _modal_before(text, where[1], leaf, key):
                continue  # "the backup can be turned on later" says what may happen, not what the flag is
            if len(key) == 1 and not re.search(rf"\b(?:is|are|was|were|be|been|isn't|aren't|wasn't|weren't|has|have)\s+(?:not\s+|now\s+|no\s+|"
                                               rf"already\s+|still\s+|any\s+)*{re.escape(split_path_words(leaf.path)[-1])}\b",
                                               text, re.IGNORECASE) and not _polar_said(text, leaf, key):
                continue  # "passed the voucher request on" names no flag; "the voucher is used" does
            a, b = where
            if _overlaps(a, b, covered):
                continue
            after = text[b:b + 30]
            said_true = not _negated_at(text, a + 1) and not _negated_at(text, b) and not re.match(
                r"\s*(?:is|are|was|were|has|have)?\s*(?:not|n't|never)\b|\s*\w*n't\b", after, re.IGNORECASE) and not any(
                w in _FALSE_WORDS for w in words_of(text[max(0, a - 20):b + 20]))
            ok = said_true == flag
            covered.append((a, b))
            result.findings.append(Finding("flag", a, b, text[a:b], ok, leaf,
                                           f"{leaf.path} = {str(leaf.value).lower()}" + ("" if ok else
                                           f": the claim says {'yes' if said_true else 'no'}")))
        # 4b. values as APIs write them: a weekday beside a date, a yes/no field that says what will happen
        self._weekdays(text, covered, result)
        self._promised_flags(text, scoped, covered, result)
        # 5. "nothing owing", "won't be any more debits": an absence a field holds as nothing
        self._absences(text, scoped, covered, result)
        # 6. state words with no value match: compared with the state leaves where the claim is
        self._states(text, scoped, covered, result)
        self._item_look_alikes(result)
        self._named_items(result)
        result.leaves = self._aligned_leaves(result, ctx_stems, scoped)
        result.residual = self._residual(text, covered, result.leaves)
        has_states = bool(_state_leaves(scoped))
        for word in result.residual:
            st = _stem(word)
            if st not in self.other_words:
                result.beyond_text.append(word)
            if st not in self.all_words:
                result.novel.append(word)
            capitalised = re.search(rf"(?<![.!?]\s)(?<!^)\b{re.escape(word)}\b", text, re.IGNORECASE)
            is_name = bool(capitalised) and capitalised.group(0)[0].isupper() and not capitalised.group(0).isupper() \
                and word.lower() not in _CALENDAR_WORDS
            at = capitalised.start() if capitalised else 0
            unplaced_end = has_states and _CLASS_OF.get(st) == "done" and word.lower() in STATUS_FORMS \
                and not _negated_at(text, at) and not state_condition(text, at, at + len(word)) \
                and not _FUTURE.search(text[max(0, at - 25):at])
            timing = word.lower() in _TIMING_WORDS and not any(f.ok and f.kind in ("date", "time") for f in result.findings)
            if (is_name and st not in self.all_words) or unplaced_end or timing:
                result.blocking.append(word)  # fail closed: a completed state no field placed
        result.blocking += self._unlisted_items(text, result)
        self._opposites(text, scoped, covered, result)
        if has_states:
            # A completed state the claim reports that no state leaf placed blocks it even when a field's
            # name spells the word: "We've reimbursed $12.10" matches reimburse_total, not the claim's status.
            placed = [(f.start, f.end) for f in result.findings if f.kind in ("state", "refused", "flag")]
            # ... unless a field named by the very word records it ("dispatched": 2026-01-04, fee_settled, settled_on)
            recorded = {w for f in result.findings if f.ok and f.leaf is not None
                        for w in split_path_words(f.leaf.path)}
            # ... or a true flag of the object the claim's figures pinned (interim_refund.granted = true)
            pinned = {f.leaf.path.rsplit(".", 1)[0] for f in result.findings if f.ok and f.leaf is not None
                      and "." in f.leaf.path}
            recorded |= {split_path_words(leaf.path)[-1] for leaf in scoped if leaf.value is True
                         and "." in leaf.path and leaf.path.rsplit(".", 1)[0] in pinned}
            for m in re.finditer(r"[A-Za-z]+", text):
                word = m.group(0).lower()
                if word in result.blocking or word in recorded or word not in STATUS_FORMS \
                        or _CLASS_OF.get(_stem(word)) != "done" \
                        or _overlaps(m.start(), m.end(), placed) or _negated_at(text, m.start()) \
                        or state_condition(text, m.start(), m.end()) \
                        or _FUTURE.search(text[max(0, m.start() - 25):m.start()]):
                    continue
                result.blocking.append(word)
        return result

    def _absences(self, text: str, scoped: Sequence[Leaf], covered: list[tuple[int, int]], result: Alignment) -> None:
        """An absence the claim states ("there's nothing owing", "there won't be any more debits")
        agrees with a field of that name that holds nothing: 0, null, an empty list. A field that holds
        something is not read as a contradiction here (the words may name something else); the claim is
        then left to the rest of the checks."""
        for m in _ABSENCE.finditer(text):
            if _overlaps(m.start(), m.end(), covered):
                continue
            nouns = [_stem(w) for w in (m.group("noun"), m.group("noun2")) if w and w.lower() not in LIGHT]
            empty = [leaf for leaf in scoped if (leaf.value is None or leaf.value == 0 or leaf.value is False)
                     and any(same_word(n, k) for n in nouns for k in leaf.key_words)]
            if not empty:
                continue
            leaf = empty[0]
            covered.append((m.start(), m.end()))
            result.findings.append(Finding("flag", m.start(), m.end(), m.group(0), True, leaf,
                                           f"'{m.group(0)}' agrees with {leaf.path} = {leaf.value}"))

    def _weekdays(self, text: str, covered: list[tuple[int, int]], result: Alignment) -> None:
        """A weekday written beside a date a leaf holds ("Mon 9 March") must be that date's weekday, in the
        record's own calendar (the date as the record writes it, its offset never converted)."""
        dated = [(f.start, f.end, f.leaf) for f in result.findings if f.kind == "date" and f.ok and f.leaf is not None]
        for a, b, ok, leaf, detail in api_values.weekday_checks(text, dated):
            if not _overlaps(a, b, covered):
                covered.append((a, b))
                result.findings.append(Finding("date", a, b, text[a:b], ok, leaf, detail))

    def _promised_flags(self, text: str, scoped: Sequence[Leaf], covered: list[tuple[int, int]],
                        result: Alignment) -> None:
        """A yes/no field that says what will happen (`smsOnDispatch`, `autoExtend`) read by a claim of what
        will happen: "you'll get a text when it leaves" agrees with true, "it won't extend" with false. The
        clause with "will" must name every word of the key but how it is set ("auto", "enabled")."""
        clause = api_values.future_clause(text)
        if clause is None or re.match(r"\W*(?:if|unless|when|once)\b", text[clause[0]:], re.IGNORECASE):
            return
        # a light word ("leaves") may still be the key's event word ("dispatch"), never its plain same word
        words = [(m.start() + clause[0], m.end() + clause[0], _stem(m.group(0).lower()), m.group(0).lower() in LIGHT)
                 for m in re.finditer(r"[A-Za-z]+", text[clause[0]:clause[1]])]
        for leaf in scoped:
            key = api_values.promised_key(leaf.path, LIGHT) if isinstance(leaf.value, bool) else None
            hits = [next((w for w in words if (not w[3] and same_word(k, w[2])) or api_values.event_word(k, w[2])),
                         None) for k in key or ()]
            if not key or None in hits:
                continue
            a, b = min(h[0] for h in hits), max(h[1] for h in hits)
            if _overlaps(a, b, covered):
                continue
            said_true = not NEGATION.search(text[clause[0]:a]) and not NEGATION.search(text[a:b])
            ok = said_true == leaf.value
            covered.append((a, b))
            result.findings.append(Finding("flag", a, b, text[a:b], ok, leaf, f"{leaf.path} = {str(leaf.value).lower()}"
                                           + ("" if ok else f": the claim says it {'will' if said_true else 'will not'}")))

    def _opposites(self, text: str, scoped: Sequence[Leaf], covered: list[tuple[int, int]], result: Alignment) -> None:
        """A word the claim says of a field that excludes the field's value: "from a final count"
        against count_kind = provisional. The field must be named by the words around the claim's
        word (its key words), and its value must hold the opposite word."""
        for m in re.finditer(r"[A-Za-z-]+", text):
            word = _stem(m.group(0).lower())
            if word not in _OPPOSITE_OF or _overlaps(m.start(), m.end(), covered):
                continue
            near = _near_stems(text, m.start(), m.end())
            for leaf in scoped:
                if not isinstance(leaf.value, str) or looks_like_id(leaf.value):
                    continue
                held = {_stem(w) for w in words_of(leaf.value)}
                if not held & _OPPOSITE_OF[word] or word in held:
                    continue
                if not any(same_word(k, c) for k in leaf.key_words if k not in _GENERIC_KEYS for c in near):
                    continue
                covered.append((m.start(), m.end()))
                result.findings.append(Finding("value", m.start(), m.end(), m.group(0), False, leaf,
                                               f"'{m.group(0)}' is not the recorded {leaf.path} = {leaf.value}"))
                break

    def _unlisted_items(self, text: str, result: Alignment) -> list[str]:
        """Words of an item the claim lists beside items of one record list that the list does not hold:
        "pack your helmet, gloves and a tent" against a list of two items to bring. A list
        that names two or more of a record list's items names only that list's items (fail closed)."""
        items = [f for f in result.findings if f.ok and f.kind == "value" and f.leaf is not None
                 and re.search(r"\.\d+$", f.leaf.path)]
        parents = {}
        for f in items:
            parents.setdefault((f.leaf.evidence_id, f.leaf.path.rsplit(".", 1)[0]), []).append(f)
        listed = max(parents.values(), key=len, default=[])
        if len(listed) < 2:
            return []
        start = min(f.start for f in listed)
        end = re.search(r"[.;!?]|$", text[start:]).start() + start
        out = []
        cursor = start
        for piece in re.split(r"(,\s*|\s+and\s+|\s+or\s+)", text[start:end]):
            a, b = cursor, cursor + len(piece)
            cursor = b
            words = [w for w in words_of(piece) if w not in LIGHT and len(w) > 2]
            if not words or len(words) > 3 or _overlaps(a, b, [(f.start, f.end) for f in result.findings]) \
                    or re.fullmatch(r",\s*|\s+and\s+|\s+or\s+", piece):
                continue
            out += words
        return out

    def restated_text(self, alignment: Alignment, novel_allowed: int = 0) -> str | None:
        """The policy or passage window that holds every word and figure of a case claim the fields left
        over ("we'll keep it at the front desk until 2 August": the date is the record's, "keep ... front desk"
        the policy's), or None. Only a claim whose other specifics the fields settled may lean on it."""
        words = [_stem(w) for w in alignment.residual]
        # A word the claim brings that no evidence of the case uses at all ("covers", "qualifies") may be
        # the claim's own verb for what the window says; at most `novel_allowed` of them, never a name.
        novel = own_words(alignment.novel, alignment.text)
        figures = [f for f in alignment.unsettled]
        units = {(sp.start, sp.end): sp.unit for sp in specifics(alignment.text)}  # "30 days" is not "30%"
        negated = bool(NEGATION.search(alignment.text))
        # A name the claim took from the record that the policy also uses must be in the window: "Tier Bronze
        # includes two repairs" is not restated by the policy's line about Tier Silver.
        named = [f.text.lower() for f in alignment.findings if f.ok and f.kind == "value"
                 and any(f.text.lower() in window.lower() for window, _, _ in self.text_windows)]
        for window, stems, found in self.text_windows:
            if not _holds_but_own(words, stems, novel, novel_allowed, least=2):
                continue
            if not all(n in window.lower() for n in named):
                continue
            if bool(NEGATION.search(window)) != negated:
                continue  # the same words with the opposite polarity: "are never charged a penalty"
            if named:  # ... and its figures in a sentence that names it, or one that names nothing else
                sentences = [p for p in re.split(r"(?<=[.!?])\s+", window) if all(n in p.lower() for n in named)
                             or not re.search(r"(?<=\s)[A-Z][a-z]+", p)]
                found = [sp for p in sentences for sp in specifics(p)]
            if all(any(sp.readings & _readings_of(f.text) and _same_unit(units.get((f.start, f.end)), sp.unit)
                       for sp in found) for f in figures):
                return window
        return None

    def _stated_elsewhere(self, s: Specific) -> bool:
        """A figure the policy or passage text of the case states ("an expedited review costs $60") is
        about the policy, not a wrong copy of a record field."""
        for other in self.other_specifics:
            if other.kind == s.kind and other.readings & s.readings:
                return True
            if {other.kind, s.kind} <= {"money", "number"} and any(
                    numbers_agree(s.readings, r) for r in other.readings if isinstance(r, float)):
                return True
        return False

    def _figures_together(self, text: str, result: Alignment, specs: Sequence[Specific], scoped: Sequence[Leaf]) -> None:
        """The claim's figures read against each other once each has its leaf: parallel objects, the action
        that governs a figure, then near misses."""
        self._sibling_twins(result)
        self._governed(text, result)
        self._bases(text, result, scoped)
        self._newest(text, result, scoped)
        self._moments(text, result)
        self._methods(text, result, scoped)
        self._near_misses(result, specs, scoped)

    def _bases(self, text: str, result: Alignment, scoped: Sequence[Leaf]) -> None:
        """A figure said as money before or after deductions, matched to a field of the other (figure_basis)."""
        for i, f in enumerate(result.findings):
            if f.ok is True and f.kind == "money" and f.leaf is not None and f.leaf.evidence_id not in self.call_ids \
                    and (other := basis_conflict(text, f.start, f.end, f.leaf, scoped)) is not None:
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, other.leaf, other.detail, f.negated)

    def _newest(self, text: str, result: Alignment, scoped: Sequence[Leaf]) -> None:
        """A figure said of the latest item of a dated list, matched to an older one (recency)."""
        pinned = [f.leaf for f in result.findings if f.ok and f.leaf is not None]
        for i, f in enumerate(result.findings):
            if f.ok is True and f.kind == "money" and f.leaf is not None \
                    and (newest := newest_conflict(text, f.start, f.leaf, scoped, pinned)) is not None:
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, newest.leaf, newest.detail, f.negated)

    def _methods(self, text: str, result: Alignment, scoped: Sequence[Leaf]) -> None:
        """How the money went (lexicon.METHOD_GROUPS): a figure the claim matched sits beside a field that says
        how it is paid out ("sepa_credit"); a claim that names only another way ("posted as a cheque") is wrong
        about it."""
        said = method_groups(text)
        for f in [f for f in result.findings if f.ok and f.kind == "money" and f.leaf is not None]:
            box = f.leaf.path.rsplit(".", 1)[0] if "." in f.leaf.path else ""
            for leaf in scoped:
                held = method_groups(leaf.value) if isinstance(leaf.value, str) and not looks_like_id(leaf.value) else set()
                near = leaf.evidence_id == f.leaf.evidence_id and (leaf.path.rsplit(".", 1)[0] if "." in leaf.path else "") == box
                if near and held and said and not said & held:
                    at = min(m.start() for name in said for m in METHOD_GROUPS[name].finditer(text))
                    word = re.match(r"[\w ]+", text[at:]).group(0).strip()
                    result.findings.append(Finding("value", at, at + len(word), word, False, leaf,
                                                   f"'{word}' is not how {leaf.path} = {leaf.value} says it is paid"))
                    return

    def _moments(self, text: str, result: Alignment) -> None:
        """A date said with a clock time ("16 June from 09:30") names one moment: when the time is another
        timestamp's (its date differs from the claim's), the date is wrong, whatever field holds that date."""
        dates = [(i, f) for i, f in enumerate(result.findings) if f.kind == "date" and f.ok]
        for f in result.findings:
            if f.kind != "time" or not f.ok or f.leaf is None:
                continue
            for i, d in dates:
                if d.leaf is f.leaf or not one_moment(text, d.end, f.start):
                    continue
                held = moment_mismatch(next(s for s in specifics(d.text)).readings, f.leaf.value)
                if held is not None:
                    result.findings[i] = Finding("date", d.start, d.end, d.text, False, f.leaf,
                                                 f"{d.text} {f.text} is not {f.leaf.path} = {f.leaf.value}")

    def _governed(self, text: str, result: Alignment) -> None:
        """A figure a field holds, said under an action ("refund", "credit", "waive", "charge") that the field's
        role does not record (governing.governing_action), where a policy sentence says that action is not taken
        for what the field records: "reimburse ... the $3 you paid for gift wrap" against "gift wrap is not
        reimbursed" is contradicted, whatever `wrap_charge` holds."""
        for i, f in enumerate(result.findings):
            if f.ok is not True or f.kind != "money" or f.leaf is None or f.leaf.evidence_id in self.call_ids:
                continue
            said = governing_action(text, f.start)
            if said is None or _negated_at(text, text.rfind(said[0], 0, f.start)) or role_agrees(
                    said[1], f.leaf.words, self.source_words.get(f.leaf.evidence_id, ()), same_word):
                continue
            denied = policy_denies(said[1], f.leaf.words, self.sentences)
            if denied:
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, f.leaf,
                                             f"'{said[0]} {f.text}': {f.leaf.path} records no {said[1]}, and the "
                                             f"policy says '{denied[:100]}'", f.negated)

    def _name_tails(self, text: str, covered: list[tuple[int, int]], result: Alignment) -> None:
        """A recorded name the claim starts to write and carries on with another word ("Harbour Inn – Eastside"
        against Harbour Inn – Westside) names something else (names.other_name_tail): that value is wrong.
        So is a titled name ("Dr. Sato") where the record's titled person is another, and a short code ("T1")
        where the field the claim names holds another (names.titled_names, short_codes)."""
        self._titled_and_codes(text, covered, result)
        for i, f in enumerate(result.findings):
            if f.ok is not True or f.kind != "value" or f.leaf is None or not isinstance(f.leaf.value, str):
                continue
            word = other_name_tail(text, f.end, f.text, f.leaf.value)
            if word is None:
                continue
            at = text.index(word, f.end)
            covered.append((at, at + len(word)))
            result.findings[i] = Finding("value", f.start, at + len(word), text[f.start:at + len(word)], False, f.leaf,
                                         f"'{text[f.start:at + len(word)]}' is not the recorded "
                                         f"{f.leaf.path} = {f.leaf.value}")

    def _titled_and_codes(self, text: str, covered: list[tuple[int, int]], result: Alignment) -> None:
        strings = [leaf for leaf in self.leaves if isinstance(leaf.value, str) and leaf.evidence_id not in self.call_ids]
        for a, b, title, name in titled_names(text):
            if _overlaps(a, b, covered):
                continue
            people = [(leaf, titled_name_differs(title, name, leaf.value)) for leaf in strings]
            people = [(leaf, d) for leaf, d in people if d is not None]
            if len(people) == 1:
                leaf, differs = people[0]
                covered.append((a, b))
                result.findings.append(Finding("value", a, b, text[a:b], not differs, leaf,
                                               f"'{text[a:b]}' is {'not ' if differs else ''}{leaf.path} = {leaf.value}"))
        self._role_named_people(text, covered, result, strings)
        for a, b, code in short_codes(text):
            near = _near_stems(text, a, b)
            kin = [leaf for leaf in strings if SHORT_CODE.fullmatch(leaf.value.strip()) and role_score(leaf, near) >= 0.5]
            if _overlaps(a, b, covered) or len(kin) != 1 or kin[0].value.strip() == code:
                continue
            covered.append((a, b))
            result.findings.append(Finding("value", a, b, code, False, kin[0],
                                           f"{code} is not the recorded {kin[0].path} = {kin[0].value}"))

    def _role_named_people(self, text: str, covered: list[tuple[int, int]], result: Alignment,
                           strings: Sequence[Leaf]) -> None:
        """"Your driver Ines": a name right after the noun of a person field's object (driver.given_name) is
        that field's value, compared as written."""
        for m in re.finditer(r"\b(?P<noun>[a-z]{4,})\s+(?P<name>[A-Z][a-z'’-]+)\b", text):
            a, b = m.start("name"), m.end("name")
            if _overlaps(a, b, covered):
                continue
            people = [leaf for leaf in strings if _stem("name") in leaf.key_words and _PERSON_VALUE.match(leaf.value.strip())
                      and any(same_word(_stem(m.group("noun")), w) for w in leaf.words if w not in _NAME_PARTS)]
            if len(people) != 1:
                continue
            ok = m.group("name").lower() in words_of(people[0].value)
            covered.append((a, b))
            result.findings.append(Finding("value", a, b, m.group("name"), ok, people[0],
                                           f"'{m.group('name')}' is {'' if ok else 'not '}{people[0].path} = "
                                           f"{people[0].value}"))

    def _names(self, text: str, covered: list[tuple[int, int]], result: Alignment) -> None:
        """Names that differ from the name a field holds: "<Other> plan" against plan = Team, "Aiko Nakamura"
        against coach = Aiko Tanaka (a run of capitalised words sharing a word with the value), a carrier
        against another carrier. The field's own value written in the claim was matched before."""
        self._name_tails(text, covered, result)
        named_leaves = [leaf for leaf in self.leaves if isinstance(leaf.value, str) and _NAME_VALUE.match(leaf.value.strip())
                        and not looks_like_id(leaf.value) and not leaf_date(leaf.value) and leaf.evidence_id not in self.call_ids]
        for m in _CAPITALISED_RUN.finditer(text):
            a, b = m.start(), m.end()
            lead = re.match(r"(?:Your|The|Our|This|That|My|Their|His|Her|A|An)\s+", m.group(0))
            if lead:
                a += lead.end()
            if a >= b:
                continue
            if a == 0 or _overlaps(a, b, covered) or text[max(0, a - 2):a].strip() in (".", "!", "?"):
                continue
            run = [re.sub(r"'s$", "", w.lower()) for w in words_of(text[a:b])]
            if all(w in self.all_words for w in run):
                continue  # every word of it is in the evidence: not a name the claim made up
            for leaf in named_leaves:
                value_words = [w.lower() for w in words_of(leaf.value)]
                after = re.match(r"\s+([a-z]+)", text[b:])
                key = split_path_words(leaf.path.split(".")[-1])
                names_key = bool(after) and any(same_word(_stem(after.group(1)), _stem(k)) for k in key)
                shares = len(value_words) >= 2 and set(run) & set(value_words) and not set(run) <= set(value_words)
                carrier = _is_carrier(text[a:b]) and _is_carrier(leaf.value)
                if names_key or shares or carrier:
                    covered.append((a, b))
                    result.findings.append(Finding("value", a, b, text[a:b], False, leaf,
                                                   f"'{text[a:b]}' is not the recorded {' '.join(key)} "
                                                   f"({leaf.path} = {leaf.value})"))
                    break

    def _near_misses(self, result: Alignment, specs: Sequence[Specific], scoped: Sequence[Leaf]) -> None:
        """A figure or id no leaf holds and none plays the role of, one slip of the pen away from a leaf of
        the claim's records ("$24.99" against 22.99, "ending 6602" against "6620", "15:07" against 15:47): a
        wrong copy of that leaf, when it is the only leaf within one slip that no other specific of the claim
        already matched. The claim's records are searched first, then the rest of the case but for records
        shaped like the claim's (another order, another card: their figures are theirs). A figure disputed by a
        leaf that another specific of the claim matches ("from 09:10 to 17:50" against from = 09:10) is
        disputed by the wrong leaf: a near miss, if there is one, is the leaf it means."""
        by_span = {(s.start, s.end): s for s in specs}
        taken = {(f.leaf.evidence_id, f.leaf.path) for f in result.findings if f.ok and f.leaf is not None}
        for i, f in enumerate(result.findings):
            s = by_span.get((f.start, f.end))
            open_ = f.ok is None and f.leaf is None and "stated by" not in f.detail
            misplaced = f.ok is False and f.leaf is not None and ((f.leaf.evidence_id, f.leaf.path) in taken
                                                                  or f.kind in ("money", "number"))
            if s is None or not (open_ or misplaced):
                continue
            scoped_ids = {leaf.evidence_id for leaf in scoped}
            unlike = [leaf for leaf in self.leaves if leaf.evidence_id in scoped_ids or not any(
                self._look_alike_records(leaf.evidence_id, rid) for rid in scoped_ids)]  # never the other order's
            for pool in (scoped, unlike):
                found = {}
                for leaf in pool:
                    if (leaf.evidence_id, leaf.path) in taken or leaf.is_count or leaf.evidence_id in self.call_ids \
                            or isinstance(leaf.value, bool):
                        continue
                    if s.kind == "identifier":
                        held = normalise_id(leaf.value)
                        slip = looks_like_id(str(leaf.value)) and len(held) >= 4 and any(
                            len(r) == len(held) and one_slip(r, held) for r in s.readings)
                    elif s.kind == "money" and not is_money_leaf(leaf) and leaf_number(leaf.value) is not None \
                            and looks_like_id(str(leaf.value)):
                        slip = False  # an amount is not a copy of a code
                    else:
                        slip = near_miss(s.kind, s.readings, leaf.value)
                    if slip:
                        found.setdefault(str(leaf.value), leaf)
                if found:
                    break
            if len(found) == 1:
                leaf = next(iter(found.values()))
                if misplaced and (f.leaf.evidence_id, f.leaf.path) not in taken \
                        and role_score(leaf, _near_stems(result.text, f.start, f.end)) \
                        < role_score(f.leaf, _near_stems(result.text, f.start, f.end)):
                    continue  # the leaf whose role the claim names stands; a near miss must name it as well
                near = _near_stems(result.text, f.start, f.end)
                if open_ and any(other is not leaf and _same_kind(s.kind, other) and role_score(other, near) >= 0.5
                                 and _names_role(other, near) and role_score(other, near) > role_score(leaf, near)
                                 for other in scoped):
                    continue  # "should leave by 9 May" names a leave leaf: arrived_on = 2 May is another date
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, leaf,
                                             f"{f.text} is one slip away from the recorded {leaf.path} = {leaf.value}",
                                             f.negated)

    def _sibling_twins(self, result: Alignment) -> None:
        """Figures taken from two parallel objects of one record ("a 9-week course for $410": the length of
        `backup_quote`, the price of `quote`). A figure sits with the specific nearest to it in the claim; when
        that one comes from a parallel object whose field of the same key holds another value, and the claim
        does not name the figure's own object right before it ("your deposit is CHF 90"), it is that
        object's field the claim got wrong."""
        def container(leaf: Leaf) -> str:
            return leaf.path.rsplit(".", 1)[0] if "." in leaf.path else ""

        anchors = [f for f in result.findings if f.ok and f.leaf is not None]
        ok = [(i, f) for i, f in enumerate(result.findings) if f.ok and f.leaf is not None and f.kind != "identifier"]
        by_path = {(leaf.evidence_id, leaf.path): leaf for leaf in self.leaves}
        text = result.text
        for i, f in ok:
            mine = container(f.leaf)
            # an id beside the figure names its object too: "a Model 40 (TAG-2291)", the tag of `new_unit`
            others = [g for g in anchors if g is not f and g.leaf.evidence_id == f.leaf.evidence_id]
            if not mine or not others or re.search(r"(?:^|\.)\d+(?:\.|$)", mine):
                continue  # list items are told apart by the claim's scope, not by twin fields
            nearest = min(others, key=lambda g: min(abs(g.start - f.end), abs(f.start - g.end)))
            between = text[min(f.end, nearest.end):max(f.start, nearest.start)]
            if re.search(r"\bor\b|\band\b|;|\bwhile\b|\bversus\b|\bvs\b", between) or len(between) > 30:
                continue  # two offers side by side ("12 months at $1,485, or 6 months at $1,560")
            other = container(nearest.leaf)
            if not other or other == mine or re.search(r"(?:^|\.)\d+(?:\.|$)", other):
                continue
            before = {_stem(w) for w in words_of(text[max(0, f.start - 30):f.start])[-4:]}
            if any(same_word(w, b) for w in split_path_words(mine)[-1:] for b in before):
                continue
            key = f.leaf.path.rsplit(".", 1)[-1]
            twin = by_path.get((f.leaf.evidence_id, f"{other}.{key}"))
            if twin is not None and twin.value != f.leaf.value:
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, twin,
                                             f"'{f.text}' is {f.leaf.path}; the claim gives it to {other}, whose "
                                             f"{key} is {twin.value}", f.negated)

    def _named_items(self, result: Alignment) -> None:
        """A figure belongs to the list item the claim names next to it: in "$70 for the cracked mirror" and
        "55 of the 90 ordered ZX-40" the figure is given to the item named beside it, so it must be that
        item's, not another item's value of the same field."""
        naming = [f for f in result.findings if f.ok and f.leaf is not None and f.leaf.scope
                  and f.kind in ("value", "identifier")]
        if not naming:
            return
        for i, f in enumerate(result.findings):
            if not f.ok or f.leaf is None or not f.leaf.scope or f.kind in ("value", "identifier"):
                continue
            near = [g for g in naming if g.leaf.evidence_id == f.leaf.evidence_id
                    and g.leaf.scope.rsplit(".", 1)[0] == f.leaf.scope.rsplit(".", 1)[0]]
            def gap(g: Finding) -> str:
                return result.text[min(f.end, g.end):max(f.start, g.start)]
            # The item named beside the figure with nothing between them that starts another item
            # ("$40 for oven cleaning and $40 for a cracked tile": the second $40 is the tile's).
            near = [g for g in near if len(gap(g)) <= 35 and not re.search(r"[;,]|\band\b|\bplus\b", gap(g))]
            if not near:
                continue
            g = min(near, key=lambda g: min(abs(g.start - f.end), abs(f.start - g.end)))
            if g.leaf.scope == f.leaf.scope:
                continue
            key = f.leaf.path[len(f.leaf.scope) + 1:]
            twin = next((leaf for leaf in self.leaves if leaf.evidence_id == f.leaf.evidence_id
                         and leaf.path == f"{g.leaf.scope}.{key}"), None)
            if twin is not None and twin.value != f.leaf.value:
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, twin,
                                             f"'{f.text}' is {f.leaf.path}; the claim gives it to '{g.text}', whose "
                                             f"{key} is {twin.value}", f.negated)

    def _item_look_alikes(self, result: Alignment) -> None:
        """A value the claim took from another item of the same list. Most of the claim's specifics sit
        in one item (the framing inspection: its type and its date); a specific that agrees only with a
        sibling item ("passed" is item 0's result), where the claim's words around it name nothing else of
        that sibling, is a look-alike when the claim's item holds another value in that same field."""
        def item_of(leaf: Leaf) -> tuple[str, str] | None:
            return (leaf.evidence_id, leaf.scope) if leaf.scope else None

        found = [(i, f) for i, f in enumerate(result.findings) if f.ok and f.leaf is not None and item_of(f.leaf)]
        # Naming an item ("a broken blind") picks that item; only its figures, states and ids can be a
        # neighbour's taken by mistake.
        suspects = {i for i, f in found if f.kind != "value"}
        counts: dict[tuple[str, str], int] = {}
        for _, f in found:
            counts[item_of(f.leaf)] = counts.get(item_of(f.leaf), 0) + 1
        if len(counts) < 2:
            return
        best = max(counts.values())
        majority = [k for k, n in counts.items() if n == best]
        if len(majority) != 1 or best < 2:
            return
        rid, home = majority[0]
        list_of = lambda scope: scope.rsplit(".", 1)[0]
        for i, f in found:
            item = item_of(f.leaf)
            if i not in suspects or item == majority[0] or item[0] != rid or list_of(item[1]) != list_of(home) or counts[item] > 1:
                continue
            own_values = [leaf for leaf in self.leaves if leaf.evidence_id == rid and leaf.scope == item[1]
                          and leaf is not f.leaf and isinstance(leaf.value, str)]
            near = set(words_of(result.text[max(0, f.start - 40):f.end + 40]))
            if any(set(words_of(leaf.value)) & near - LIGHT for leaf in own_values):
                continue  # the claim names that sibling too: it lists several items
            key = f.leaf.path[len(item[1]) + 1:]
            twin = next((leaf for leaf in self.leaves if leaf.evidence_id == rid and leaf.path == f"{home}.{key}"), None)
            if twin is not None and twin.value != f.leaf.value:
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, False, twin,
                                             f"'{f.text}' is {f.leaf.path}, another item's; the item the claim is "
                                             f"about has {twin.path} = {twin.value}", f.negated)

    def _look_alikes(self, result: Alignment, scope: set[tuple[str, str]], scoped: Sequence[Leaf]) -> None:
        """A value the claim took from another item of the same list: the item the claim is about holds
        another value in that same field (item 0 passed, the claim's item 1 failed)."""
        if not scope or (not any(sc for _, sc in scope) and len({rid for rid, _ in scope}) == len(self.records)):
            return
        for i, f in enumerate(result.findings):
            if f.ok is not True or f.leaf is None or self._in_scope(f.leaf, scope) \
                    or f.leaf.evidence_id in {c.id for c in self.calls}:
                continue
            if any(self._in_scope(leaf, scope) for leaf in result.alternatives.get((f.start, f.end), [])):
                continue  # the record the claim is about holds the same value too (and the item stays named)
            generic = re.sub(r"\.\d+\.", ".#.", f.leaf.path)
            twin = next((leaf for leaf in scoped if re.sub(r"\.\d+\.", ".#.", leaf.path) == generic
                         and leaf.value != f.leaf.value), None)
            if twin is not None:
                kind = f.kind
                result.findings[i] = Finding(kind, f.start, f.end, f.text, False, twin,
                                             f"'{f.text}' belongs to {f.leaf.evidence_id} {f.leaf.path}; the one the "
                                             f"claim is about has {twin.path} = {twin.value}", f.negated)
            elif f.kind != "identifier" and self._names_scoped_record(f.text, scope):
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, True, None,
                                             f"'{f.text}' names the record the claim is about", f.negated)
            elif f.kind != "identifier":
                result.findings[i] = Finding(f.kind, f.start, f.end, f.text, None, None,
                                             f"'{f.text}' is held by {f.leaf.evidence_id} {f.leaf.path}, not by the "
                                             "record the claim is about", f.negated)

    def _names_scoped_record(self, said: str, scope: set[tuple[str, str]]) -> bool:
        """"under exchange EXC-7": a word another record holds as a value is here the name of the kind of record
        the claim is about (its source words), not that value."""
        words = {_stem(w) for w in words_of(said)}
        return bool(words) and any(words <= self.source_words.get(rid, set()) for rid, _ in scope)

    def _qualified_count(self, s: Specific, text: str, near: Sequence[str], scoped: Sequence[Leaf]) -> Finding | None:
        """A count of the items of a list that have some value: "two unpaid invoices", "only one invoice is
        still open". The items holding the qualifying word are counted, not the whole list."""
        if s.kind != "number":
            return None
        lists = [leaf for leaf in scoped if leaf.is_count and role_score(leaf, near) >= 0.5]
        if not lists:
            return None
        clause = text[s.end:s.end + 60]
        for leaf in lists:
            items = {other.scope for other in self.leaves if other.evidence_id == leaf.evidence_id
                     and other.scope.startswith(leaf.path + ".") and other.scope.count(".") == leaf.path.count(".") + 1}
            if not items:
                continue
            states = _state_leaves([o for o in self.leaves if o.evidence_id == leaf.evidence_id and o.scope in items])
            values = {item: [str(o.value).lower().replace("_", " ") for o in states if o.scope == item] for item in items}
            for word in words_of(clause):
                if word in LIGHT or len(word) < 3 or same_word(_stem(word), leaf.words[0] if leaf.words else ""):
                    continue
                holding = [item for item, vs in values.items() if any(word in words_of(v) for v in vs)]
                if holding and len(holding) < len(items):
                    ok = any(abs(r - len(holding)) < 1e-9 for r in s.readings)
                    return Finding("number", s.start, s.end, s.text, ok, leaf,
                                   f"{s.text} {'matches' if ok else 'is not'} the {len(holding)} of {len(items)} "
                                   f"{leaf.path} items that are {word}")
        return None

    def _named_owner(self, s: Specific, text: str, best: Leaf, others: Sequence[Leaf]) -> Leaf | None:
        """The money field a figure's own clause names by a key word no other field has, when the claim
        names nothing of the field that holds the figure: that figure was given to the wrong field."""
        start = max(text.rfind(mark, 0, s.start) for mark in (",", ";", ":", " and ")) + 1
        subject = {_stem(w) for w in words_of(text[start:s.start]) if w not in LIGHT}
        said = {_stem(w) for w in words_of(text)}
        if any(w in said for w in best.key_words if w not in _GENERIC_KEYS):
            return None
        for leaf in others:
            own = [w for w in leaf.key_words if w not in _GENERIC_KEYS]
            beside = leaf.path.rsplit(".", 1)[0] == best.path.rsplit(".", 1)[0] and "." in best.path
            if not own or not (is_money_leaf(leaf) or beside) or leaf.is_count or not all(w in subject for w in own):
                continue
            if any(w in other.key_words for other in self.leaves if other is not leaf for w in own):
                continue  # a key word others share ("fee") does not pick one field out
            return leaf
        return None

    def _rate_base(self, s: Specific, text: str, result: Alignment) -> Finding | None:
        """The base of a rate ("$0.40 per 1,000", "2 GB per 100 minutes") is part of the figure before it: it
        agrees when the field that figure matched names the same base in its key (rate_per_1k, fee_per_100)."""
        if not re.search(r"\bper\s*$|/\s*$", text[:s.start], re.IGNORECASE):
            return None
        rate = next((f for f in reversed(result.findings) if f.end <= s.start and f.ok and f.leaf is not None
                     and not text[f.end:s.start].strip(" ").lower().replace("per", "").strip(" /")), None)
        if rate is None:
            return None
        base = _rate_base_of(rate.leaf.path)
        if base is None or not numbers_agree(s.readings, base):
            return None
        return Finding(s.kind, s.start, s.end, s.text, True, rate.leaf,
                       f"{s.text} is the base of the rate {rate.leaf.path} = {rate.leaf.value}")

    def _figure_elsewhere(self, s: Specific, near: list[str], scoped: Sequence[Leaf], text: str) -> Finding | None:
        """A figure no field of the claim's record holds may still be the case's: written inside a text
        field ("6 additional seats, Mar 14 - Apr 1"), or held by another record of the case that is not a
        look-alike of this one (the invoice preview beside the subscription, not the other order)."""
        scoped_ids = {leaf.evidence_id for leaf in scoped}
        unlike = [leaf for leaf in self.leaves if leaf.evidence_id not in scoped_ids
                  and not any(self._look_alike_records(leaf.evidence_id, rid) for rid in scoped_ids)]
        claim_stems = stems_of(text)
        for leaf in list(scoped) + unlike:
            if isinstance(leaf.value, str) and not looks_like_id(leaf.value) and not leaf_dates(leaf.value):
                label = [_stem(w) for w in words_of(leaf.value) if not w.isdigit()]
                if len(label) <= 2 and not any(same_word(w, c) for w in label + list(leaf.words) for c in claim_stems):
                    continue  # "place 4 in the queue" is not the 4 of a label 'Room 2' the claim never names
                for inner in self.text_specifics.get((leaf.evidence_id, leaf.path), ()):
                    if inner.kind == s.kind or {inner.kind, s.kind} <= {"money", "number"}:
                        if inner.readings & s.readings if s.kind in ("date", "time", "identifier") else any(
                                numbers_agree(s.readings, r) for r in inner.readings if isinstance(r, float)):
                            return Finding(s.kind, s.start, s.end, s.text, True, leaf,
                                           f"{s.text} is written in {leaf.path} = '{leaf.value}'")
        others = [leaf for leaf in self.leaves if leaf.evidence_id not in scoped_ids
                  and not any(self._look_alike_records(leaf.evidence_id, rid) for rid in scoped_ids)]
        if not others or not scoped_ids:
            return None
        finding = self._figure(s, near, others, text)
        return finding if finding.ok else None

    def _look_alike_records(self, a: str, b: str) -> bool:
        """Two records of the same shape (two orders, two cards): most of their field paths are shared."""
        pa, pb = self.paths.get(a, set()), self.paths.get(b, set())
        return bool(pa and pb) and len(pa & pb) / len(pa | pb) >= 0.5

    def _figure(self, s: Specific, near: list[str], scoped: Sequence[Leaf], text: str) -> Finding:
        reason_kind = s.kind
        if s.kind in ("money", "number"):
            numeric = [leaf for leaf in scoped if leaf_number(leaf.value) is not None
                       or api_values.measure_of(leaf.path, leaf.value)]  # "PT45M" is a measure too
            money = [leaf for leaf in numeric if is_money_leaf(leaf)]
            # Any plain number may hold an amount ("nightly": 40); only fields that are money may dispute one.
            pool = [leaf for leaf in numeric if not leaf.is_count] if s.kind == "money" else numeric
            agreeing = [leaf for leaf in pool if api_values.figure_holds(s, leaf.path, leaf.value)
                        and (s.kind != "money" or currencies_agree(s.currency, leaf.currency))
                        and (not leaf.is_count or role_score(leaf, near) >= 0.5)]
            if not agreeing and s.kind == "number":
                # a count written as a number may be the length of a list ("two refills", "3 items")
                agreeing = []
            if not [leaf for leaf in agreeing if not leaf.is_count]:
                counted = self._qualified_count(s, text, near, scoped)
                if counted is not None:
                    return counted
            if agreeing:
                best = max(agreeing, key=lambda leaf: role_score(leaf, near))
                before = [_stem(w) for w in words_of(text[max(0, s.start - 25):s.start])[-3:] if w not in LIGHT
                          and not w.isdigit()]  # "ending 6612 is $18.20": 6612 names no amount
                named = max((leaf for leaf in pool if leaf not in agreeing and not leaf.is_count),
                            key=lambda leaf: role_score(leaf, before), default=None)
                rival = max((leaf for leaf in pool if leaf not in agreeing and not leaf.is_count
                             and not is_money_leaf(leaf)), key=lambda leaf: role_score(leaf, near), default=None)
                beside = [_stem(w) for w in words_of(text[max(0, s.start - 20):s.start])[-2:]
                          + words_of(text[s.end:s.end + 30])[1:3] if w not in LIGHT]
                distinctive = [w for w in set(rival.key_words) - set(best.key_words) if w not in LIGHT] if rival else []
                if s.kind == "number" and rival is not None and distinctive and role_score(rival, near) >= 1.0 \
                        and role_score(best, near) < role_score(rival, near) \
                        and any(same_word(w, c) for w in distinctive for c in beside) \
                        and not any(same_word(w, c) for w in set(best.key_words) - set(rival.key_words) for c in near):
                    # "312 minutes used" is minutes_used even if minutes_included happens to hold 312
                    return Finding(reason_kind, s.start, s.end, s.text, False, rival,
                                   f"{s.text} is {best.path}, not {rival.path} = {rival.value}")
                if s.kind == "money" and named is not None and role_score(named, before) >= 0.5 and before \
                        and any(same_word(w, c) for w in named.words if w not in _GENERIC_KEYS for c in before) \
                        and role_score(best, near) < 0.25 and _distinct_key(named, best) and _owns_money(text, s, named):
                    # "$910.00 transfer" against transfer_net = 875.0 and sales_gross = 910.0: the figure is
                    # the record's, but the claim gives it to the other field.
                    return Finding(reason_kind, s.start, s.end, s.text, False, named,
                                   f"{s.text} is {best.path}, not {named.path} = {named.value}")
                owner = self._named_owner(s, text, best, [leaf for leaf in pool if leaf not in agreeing])
                if s.kind == "money" and owner is not None and not _own_figure_written(text, s, owner):
                    # "Your pension payment was $42.00" against dental = 42.0 and pension = 150.0: the claim
                    # names the field outright, and names nothing of the one that happens to hold $42.00.
                    return Finding(reason_kind, s.start, s.end, s.text, False, owner,
                                   f"{s.text} is {best.path}, not {owner.path} = {owner.value}")
                return Finding(reason_kind, s.start, s.end, s.text, True, best, f"{s.text} matches {best.path} = {best.value}")
            if s.kind == "money":
                same_amount = [leaf for leaf in pool if api_values.figure_holds(s, leaf.path, leaf.value)]
                if same_amount:
                    leaf = same_amount[0]
                    return Finding("money", s.start, s.end, s.text, False, leaf,
                                   f"{s.text} is in another currency than {leaf.path} = {leaf.value} {leaf.currency}")
            rivals = money if s.kind == "money" else _figure_rivals(numeric)
            role = _disputing(s, near, rivals, numeric)
            if role is not None:
                noun = "amount" if s.kind == "money" else "figure"
                return Finding(reason_kind, s.start, s.end, s.text, False, role,
                               f"{s.text} is not the recorded {noun} ({role.path} = {role.value})")
            return _items_counted(s, near, scoped) or _unheld(reason_kind, s)
        if s.kind == "date":
            pool = [(leaf, d) for leaf in scoped for d in leaf_dates(leaf.value)]
            agreeing = [leaf for leaf, d in pool if any(dates_agree(r, d) for r in s.readings)]
            negated = _negated_at(text, s.start)
            if agreeing:
                best = max(agreeing, key=lambda leaf: role_score(leaf, near))
                if negated and role_score(best, near) > 0:
                    return Finding("date", s.start, s.end, s.text, False, best,
                                   f"the record has {best.path} = {best.value}: it does happen on that date", True)
                return Finding("date", s.start, s.end, s.text, True, best, f"{s.text} matches {best.path} = {best.value}")
            role = max((leaf for leaf, _ in pool), key=lambda leaf: role_score(leaf, near), default=None)
            if role is not None and not negated and role_score(role, near) >= 0.5 and _names_role(role, near):
                return Finding("date", s.start, s.end, s.text, False, role,
                               f"{s.text} is not the recorded date ({role.path} = {role.value})")
            return Finding("date", s.start, s.end, s.text, None, None, f"no record date is {s.text}")
        # time
        utc = api_values.said_in_utc(text, s.end)  # "16:00 UTC" is the instant; any other time the record's clock
        pool = [(leaf, t) for leaf in scoped for t in api_values.clock_minutes(leaf.value, utc)]
        agreeing = [leaf for leaf, t in pool if t in s.readings]
        if agreeing:
            best = max(agreeing, key=lambda leaf: role_score(leaf, near))
            return Finding("time", s.start, s.end, s.text, True, best, f"{s.text} matches {best.path} = {best.value}")
        role = max((leaf for leaf, _ in pool), key=lambda leaf: role_score(leaf, near), default=None)
        if role is not None and (role_score(role, near) >= 0.5 and _names_role(role, near) or len(pool) == 1):
            return Finding("time", s.start, s.end, s.text, False, role,
                           f"{s.text} is not the recorded time ({role.path} = {role.value})")
        return Finding("time", s.start, s.end, s.text, None, None, f"no record time is {s.text}")

    def _states(self, text: str, scoped: Sequence[Leaf], covered: list[tuple[int, int]], result: Alignment) -> None:
        states = _state_leaves(scoped)
        if not states:
            return
        # A state word that another field of the record holds as (part of) its value is that field's, not
        # the status's: "bounced on 2 July" is tries[0].outcome = payment_bounced, whatever the status.
        for m in re.finditer(r"[A-Za-z]+", text):
            word = m.group(0).lower()
            if word not in STATUS_FORMS or _overlaps(m.start(), m.end(), covered):
                continue
            pinned = {f.leaf.path.rsplit(".", 1)[0] for f in result.findings
                      if f.ok and f.leaf is not None and "." in f.leaf.path}
            # A status of its own counts only when the claim's other specifics pinned its item ("declined on
            # 1 March" where 1 March is that attempt's date); a value that negates ("not_issued") never does.
            holder = next((leaf for leaf in scoped if isinstance(leaf.value, str) and not looks_like_id(leaf.value)
                           and not NEGATION.search(leaf.value.replace("_", " "))
                           and (leaf not in states or ("." in leaf.path and leaf.path.rsplit(".", 1)[0] in pinned))
                           and any(same_word(_stem(word), _stem(w)) for w in words_of(leaf.value))), None)
            if holder is None or _negated_at(text, m.start()):
                continue
            covered.append((m.start(), m.end()))
            ok = limited_state_agrees(text, m.start(), m.end(), _stem(word), holder.value, same_word) is not False
            result.findings.append(Finding("state", m.start(), m.end(), m.group(0), ok, holder,
                                           f"'{m.group(0)}' matches {holder.path} = {holder.value}" if ok else
                                           f"'{m.group(0)}' is more than {holder.path} = {holder.value} says"))
        # The domain state machines first: they know that 'has shipped' is true of a delivered order.
        for leaf in states:
            known = domain_for(leaf.value)
            if known is None:
                continue
            domain, actual = known
            for mention in state_mentions(text, domain):
                if _overlaps(mention.start, mention.end, covered) or _PROMISED.search(text[max(0, mention.start - 25):mention.start]):
                    continue  # "it will be issued next week" promises a state, it does not report one
                role, _strong = self._state_role(text[:mention.start], _near_stems(text, mention.start, mention.end),
                                                 states, result)
                if role is not leaf and not (role is None and len(states) == 1 and "." not in leaf.path):
                    continue  # the machine knows this value, but the claim speaks of another state
                condition = state_condition(text, mention.start, mention.end)
                ok = (compare_conditioned(domain, condition, mention.value, actual) if condition
                      else compare_states(domain, mention.value, mention.negated, actual))
                covered.append((mention.start, mention.end))
                said = (f"{condition} " if condition else "") + ("not " if mention.negated else "") + mention.text
                result.findings.append(Finding(
                    "state", mention.start, mention.end, mention.text, ok, leaf,
                    f"'{said}' is consistent with {leaf.path} = {leaf.value}" if ok else
                    f"'{said}' is ruled out by {leaf.path} = {leaf.value}", mention.negated,
                    loose=role is None or not _strong))
        self._unplaced_states(text, scoped, states, covered, result)
        self._whole_of_partial(text, scoped, result)

    def _unplaced_states(self, text: str, scoped: Sequence[Leaf], states: Sequence[Leaf],
                         covered: list[tuple[int, int]], result: Alignment) -> None:
        """Any status word the state machines did not place, compared as a value (fail closed)."""
        explained = {w for f in result.findings if f.leaf is not None for w in f.leaf.words}
        for m in re.finditer(r"[A-Za-z]+", text):
            word = _stem(m.group(0).lower())
            if m.group(0).lower() not in STATUS_FORMS or word in explained or _overlaps(m.start(), m.end(), covered):
                continue
            if state_condition(text, m.start(), m.end()) or _FUTURE.search(text[max(0, m.start() - 25):m.start()]):
                continue  # "once approved", "will be reviewed": a condition or a promise, not the state now
            if _says_where(text, m.end(), result):
                continue  # "booked to <port>", "sent to <address>": the word says where, which the value settles
            negated = _negated_at(text, m.start())
            flag = _subject_flag(text[:m.start()], word, scoped)
            if flag is not None:
                # "Your cancellation is confirmed": the state word is said of a yes/no the subject names
                covered.append((m.start(), m.end()))
                ok = bool(flag.value) != negated
                result.findings.append(Finding("state", m.start(), m.end(), m.group(0), ok, flag,
                                               f"'{m.group(0)}' is said of {flag.path} = {str(flag.value).lower()}",
                                               negated))
                continue
            near = _near_stems(text, m.start(), m.end())
            leaf, strong = self._state_role(text[:m.start()], near, states, result)
            if leaf is None:
                continue
            agrees = state_word_agrees(word, negated, str(leaf.value), strong)
            if not negated and limited_state_agrees(text, m.start(), m.end(), word, str(leaf.value), same_word) is False:
                agrees = False  # "fully refunded" / "is ready" of a state that holds in part or is still awaited
            elif equivalent_state(word, str(leaf.value)):
                agrees = not negated  # "declined" of a payment that failed, "booked" of a confirmed room
            elif part_said(text, m.start(), m.end(), str(leaf.value)):
                # "part of the order has arrived": the whole's partial status has no say; a part's state does
                leaf = next((x for x in states if x is not leaf and _word_agrees_state(m.group(0), negated, x)), None)
                agrees = True if leaf is not None else None
            if agrees is None:
                continue
            covered.append((m.start(), m.end()))
            said = ("not " if negated else "") + m.group(0)
            result.findings.append(Finding("state", m.start(), m.end(), m.group(0), agrees, leaf,
                                           f"'{said}' is consistent with {leaf.path} = {leaf.value}" if agrees else
                                           f"'{said}' is ruled out by {leaf.path} = {leaf.value}", negated,
                                           loose=not strong))

    def _whole_of_partial(self, text: str, scoped: Sequence[Leaf], result: Alignment) -> None:
        """"Both parts have arrived", "fully reimbursed": a claim of the whole about a record whose own status holds
        in part (limited_states.whole_of_partial) is ruled out by that status."""
        pinned = {f.leaf.evidence_id for f in result.findings if f.ok and f.leaf is not None}
        statuses = [leaf for leaf in _state_leaves(scoped) if _STATUS_KEY.search(leaf.path) and leaf.evidence_id in pinned]
        value = whole_of_partial(text, [str(leaf.value) for leaf in statuses])
        m = WHOLE.search(text)
        if value is None or m is None or any(f.ok is False for f in result.findings):
            return
        leaf = next(leaf for leaf in statuses if str(leaf.value) == value)
        result.findings.append(Finding("state", m.start(), m.end(), m.group(0), False, leaf,
                                       f"'{m.group(0)}' claims the whole; {leaf.path} = {leaf.value}"))

    def _state_role(self, before: str, near: Sequence[str], states: Sequence[Leaf],
                    result: Alignment) -> tuple[Leaf | None, bool]:
        """The state leaf a claim's state word speaks of: one its words name (`inspection.result` for "the
        inspection"), else the status of the record its subject names (source or id words), else the one
        state of the record the claim's other specifics already pinned down. The flag says whether the claim
        named it (strong) or it was only the record's one state (loose)."""
        subject = set(stems_of(before)[-4:])
        # A status is named by its own key words, or by the object it is the status of ("your refund" for
        # refund.status).
        named = [leaf for leaf in states if role_score(leaf, near) >= 0.5 or (
            _STATUS_KEY.search(leaf.path) and any(same_word(_stem(w), c) for w in split_path_words(leaf.path)[:-1]
                                                 for c in subject | set(near)))]
        if named:
            return max(named, key=lambda leaf: role_score(leaf, near)), True
        left = set(stems_of(before)[-6:])
        by_source = [leaf for leaf in states if any(same_word(w, c) for w in self.source_words.get(leaf.evidence_id, ())
                                                    for c in subject | left) and _STATUS_KEY.search(leaf.path)
                     and "." not in leaf.path]
        if len(by_source) == 1:
            return by_source[0], True
        statuses = [leaf for leaf in states if _STATUS_KEY.search(leaf.path)]
        top = [leaf for leaf in self.leaves if _STATUS_KEY.search(leaf.path) and "." not in leaf.path
               and isinstance(leaf.value, str)]
        if (not subject or subject <= _PRONOUN_STEMS) and len(statuses) == 1:
            return statuses[0], False
        if len(top) == 1 and top[0] in states:
            return top[0], False  # "Your repair is ready": the case's one record status
        anchored = {f.leaf.evidence_id for f in result.findings if f.leaf is not None and f.ok}
        # The record's one state, unless it is the state of a part of the record the claim does not name
        # (payment.status is not the state of "your repair estimate").
        pinned = [leaf for leaf in states if leaf.evidence_id in anchored
                  and (leaf.path.count(".") == 0 or any(same_word(w, c) for w in split_path_words(leaf.path)[:-1]
                                                       for c in subject | set(near)))]
        if len(pinned) == 1:
            return pinned[0], False
        return None, False

    def _aligned_leaves(self, result: Alignment, ctx_stems: Sequence[str], scoped: Sequence[Leaf]) -> list[Leaf]:
        named = [f.leaf for f in result.findings if f.leaf is not None]
        scored = sorted(((role_score(leaf, ctx_stems), i, leaf) for i, leaf in enumerate(scoped)
                         if leaf not in named), key=lambda t: (-t[0], t[1]))
        return list(dict.fromkeys(named + [leaf for s, _, leaf in scored if s >= 0.5]))[:8]

    def _residual(self, text: str, covered: Sequence[tuple[int, int]], leaves: Sequence[Leaf]) -> list[str]:
        chars = list(text)
        for a, b in covered:  # the covered spans blanked (one pass over each span, not over every span per character)
            a, b = max(0, a), min(len(text), b)
            if a < b:
                chars[a:b] = " " * (b - a)
        kept = "".join(chars)
        # The words naming the records themselves ("refund" for tool:get_refund) say which record, not what.
        vocabulary: set[str] = {w for leaf in leaves for w in self.source_words.get(leaf.evidence_id, ())}
        for leaf in leaves:
            vocabulary.update(leaf.words)
            if isinstance(leaf.value, str):
                vocabulary.update(_stem(w) for w in words_of(leaf.value))
        out = []
        for w in words_of(kept):
            if w.endswith("n't"):
                continue  # a negation is read with the word it negates, not as a word of its own
            base = re.sub(r"'(?:s|ll|re|ve|d)$", "", w)
            if len(base) < 3 or base in LIGHT or base in CASE_NOUNS or base.isdigit() or base in _TRUE_WORDS \
                    or base in _FALSE_WORDS:
                continue
            st = _stem(base)
            if any(same_word(st, v) for v in vocabulary):
                continue
            out.append(base)
        return out


_STATUS_KEY = re.compile(r"(?:^|\.)(?:status|state|stage|phase)$", re.IGNORECASE)
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
_CLASS_OF = {_stem(w): cls for cls, ws in _STATE_CLASSES.items() for w in ws.split()}


def state_word_agrees(word: str, negated: bool, value: str, strong: bool = True) -> bool | None:
    """Does a claim's state word (stemmed, maybe negated) agree with a recorded state value the state
    machines do not know? True / False, or None when the two words cannot be compared.

    Fail closed on completion: a claim that something is done ("issued") agrees only with a value that
    says so; a value that is still in progress, negated ("not issued") or another end state disagrees.
    A claim of an earlier step ("submitted") agrees with a value further along ("pending review")."""
    tokens = [_stem(w) for w in words_of(value)]
    value_negated = bool(NEGATION.search(value.replace("_", " "))) or any(t.startswith("un") and t[2:] == word for t in tokens)
    holds = any(same_word(word, t) for t in tokens)
    if negated:
        if holds:
            awaited = any(_CLASS_OF.get(t) == "progress" for t in tokens[:-1]) and same_word(word, tokens[-1])
            return value_negated or awaited  # "hasn't approved it yet" vs awaiting_lead_signoff
        return True if _CLASS_OF.get(word) == "done" else None
    if holds:
        awaited = any(_CLASS_OF.get(t) == "progress" for t in tokens[:-1]) and same_word(word, tokens[-1]) \
            and _CLASS_OF.get(word) == "done"
        return not value_negated and not awaited  # "approved" vs awaiting_owner_approval: still awaited
    if value_negated:
        return False if _CLASS_OF.get(word) in ("done", "progress") else None
    mine = _CLASS_OF.get(word)
    theirs = {_CLASS_OF.get(t) for t in tokens} - {None}
    if mine == "done":
        if strong or "progress" in theirs:
            return False  # another end state, a state still in progress, or a value nobody listed
        return None  # the record's only state, not named by the claim: "paid by card" says nothing of it
    if mine == "early":
        return True if theirs & {"progress", "done"} else None
    if mine == "progress":
        if "done" in theirs:
            return False
        # "still waiting on the landlord" is pending_landlord_reply: both say it waits on someone, whatever for.
        if word in _WAITING and any(t in _WAITING for t in tokens):
            return True
        return None
    return None


_WAITING = frozenset(_stem(w) for w in "pending awaiting waiting queued hold".split())


# Key words of a count of things included ("bags_included": 0, "free_nights_allowed": 2). Why: such a count says
# yes or no to "bags are included" as a true/false field would.
_INCLUDED_KEYS = frozenset(_stem(w) for w in "included include includes allowed allowance entitled complimentary".split())


# Key words that say a flag's yes or no rather than what it is about ("autopay_enabled", "alerts_active").
# Why: a claim says the yes in its own words ("roaming is switched on"); the subject word names the flag.
_POLAR_KEYS = frozenset(_stem(w) for w in "enabled disabled active inactive on off turned switched".split())


# A person's name as a field holds it, and the key words that only say which part of a name it is.
_PERSON_VALUE = re.compile(r"^[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2}$")
_NAME_PARTS = frozenset(_stem(w) for w in "name first last full given family display".split())


def _flag_key(leaf: Leaf) -> list[str]:
    """The words that name a flag: its key words, light ones and yes/no words aside (when others remain)."""
    key = [w for w in leaf.key_words if w not in LIGHT]
    subject = [w for w in key if w not in _POLAR_KEYS]
    return subject if subject and len(subject) < len(key) and isinstance(leaf.value, bool) else key


def _modal_before(text: str, end: int, leaf: Leaf, key: Sequence[str]) -> bool:
    """A modal before the flag's words ("can be turned on later" says what may happen, not what the flag is);
    when the claim named only the flag's subject, its own yes/no word just after counts as the flag's words."""
    reduced = len(key) < len([w for w in leaf.key_words if w not in LIGHT])
    return bool(re.search(r"\b(?:can|could|may|might|will|would|should|must)\b", text[:end + (25 if reduced else 0)],
                          re.IGNORECASE))


def _polar_said(text: str, leaf: Leaf, key: Sequence[str]) -> bool:
    """"Roaming is switched on": the flag's subject followed by a verb and a yes/no word of the claim's own."""
    if len(key) == len([w for w in leaf.key_words if w not in LIGHT]):
        return False
    for m in re.finditer(r"[A-Za-z]+", text):
        if same_word(_stem(m.group(0).lower()), key[0]) and re.match(
                r"\s+(?:is|are|was|were|has been|have been|'s)\s+(?:now\s+|still\s+|not\s+|already\s+)*"
                r"(?:switched|turned|set|enabled|disabled|active|inactive|on|off)\b", text[m.end():], re.IGNORECASE):
            return True
    return False


def _flag_value(leaf: Leaf) -> bool | None:
    """The yes/no a leaf states: a true/false field, an empty list, or a count of included things (0 is no)."""
    if isinstance(leaf.value, bool):
        return leaf.value
    if leaf.is_count and leaf.value == 0:
        return False
    number = leaf_number(leaf.value) if not leaf.is_count and not isinstance(leaf.value, str) else None
    if number is not None and number == int(number) and number >= 0 and not is_money_leaf(leaf) \
            and any(w in _INCLUDED_KEYS for w in leaf.key_words):
        return number > 0
    return None


# A state word followed by where or onto what ("booked to <port>", "moved onto <flight>"). Why: the word then
# says where the thing goes, and the value after it (matched to its own field) settles that, not the status.
_WHERE = re.compile(r"\s+(?:to|onto|into|via)\s+(?:the\s+)?", re.IGNORECASE)


def _says_where(text: str, end: int, result: Alignment) -> bool:
    m = _WHERE.match(text, end)
    return bool(m) and any(f.ok and f.start == m.end() for f in result.findings)


# A figure said as a bound on a field ("less than 14 days' notice" of notice_days = 3). Why: the claim states the
# bound, which the field's value meets or breaks; no field holds the bound itself.
_BOUND_BEFORE = {"less than": lambda v, n: v < n, "fewer than": lambda v, n: v < n, "under": lambda v, n: v < n,
                 "more than": lambda v, n: v > n, "over": lambda v, n: v > n, "at least": lambda v, n: v >= n,
                 "at most": lambda v, n: v <= n, "up to": lambda v, n: v <= n, "no more than": lambda v, n: v <= n}
_BOUND_WORDS = re.compile(rf"\b(?P<bound>{'|'.join(sorted(_BOUND_BEFORE, key=len, reverse=True))})\s+$", re.IGNORECASE)


def _bound_met(s: Specific, text: str, near: Sequence[str], scoped: Sequence[Leaf]) -> Finding | None:
    """The field the bound is about (its unit and role words named by the claim), and whether its value meets
    the bound: agrees or disputes it; None when no field plays that role."""
    m = _BOUND_WORDS.search(text[:s.start])
    if s.kind != "number" or m is None or not s.unit:
        return None
    test = _BOUND_BEFORE[m.group("bound").lower()]
    fields = [leaf for leaf in scoped if leaf_number(leaf.value) is not None and not leaf.is_count
              and not isinstance(leaf.value, (bool, str)) and _unit_names(s.unit, leaf) and role_score(leaf, near) >= 0.5]
    if len(fields) != 1:
        return None
    leaf, bound = fields[0], next(iter(s.readings))
    ok = test(float(leaf.value), bound)
    return Finding("number", s.start, s.end, s.text, ok, leaf,
                   f"'{m.group('bound')} {s.text}' {'is met' if ok else 'is not met'} by {leaf.path} = {leaf.value}")


def _items_counted(s: Specific, near: Sequence[str], scoped: Sequence[Leaf]) -> Finding | None:
    """A count of a list's items that have a field the claim names ("two tracking emails": the items whose
    label_printed is set): agrees when that many items hold a true or present value there."""
    if s.kind != "number":
        return None
    by_key: dict[tuple[str, str], list[Leaf]] = {}
    for leaf in scoped:
        if leaf.scope and not leaf.is_count:
            by_key.setdefault((leaf.evidence_id, re.sub(r"\.\d+\.", ".#.", leaf.path)), []).append(leaf)
    for (_, path), leaves in by_key.items():
        if role_score(leaves[0], near) < 1.0:
            continue
        held = sum(1 for leaf in leaves if leaf.value not in (None, False, "", 0))
        if numbers_agree(s.readings, float(held)):
            return Finding(s.kind, s.start, s.end, s.text, True, leaves[0],
                           f"{s.text} items have {path.replace('.#.', '[].')} ({held} of them)")
    return None


def _figure_rivals(numeric: Sequence[Leaf]) -> list[Leaf]:
    """Fields that may dispute a plain figure: numbers that are neither money, a list's length nor a code
    held as text (a tracking number is no count)."""
    return [leaf for leaf in numeric if not is_money_leaf(leaf) and not leaf.is_count
            and not (isinstance(leaf.value, str) and looks_like_id(leaf.value))]


def _unheld(kind: str, s: Specific) -> Finding:
    return Finding(kind, s.start, s.end, s.text, None, None, f"no record field holds {s.text}")


def _owns_money(text: str, s: Specific, named: Leaf) -> bool:
    """A money field the claim names before a figure, unless the claim writes that field's own figure elsewhere."""
    return is_money_leaf(named) and not _own_figure_written(text, s, named)


def _own_figure_written(text: str, s: Specific, owner: Leaf) -> bool:
    """Does the claim write the owner field's own figure elsewhere ("75 countries for $5.00": 75 is the count's,
    so "countries" names that field, not the owner of $5.00)? Only for a field that is money by its place in the
    record (a currency beside it), not by its own words."""
    held = leaf_number(owner.value)
    return held is not None and not any(w in _MONEY_WORDS for w in owner.words) and any(o is not s and o.kind in ("number", "money") and o.start != s.start
                                    and numbers_agree(o.readings, held) for o in specifics(text))


def _subject_flag(before: str, word: str, scoped: Sequence[Leaf]) -> Leaf | None:
    """The one yes/no field the subject of a completed or started state word names ("your cancellation is
    confirmed" -> a flag whose key is cancel...), or None."""
    if _CLASS_OF.get(word) not in ("done", "early"):
        return None
    subject = [w for w in stems_of(before)[-3:] if len(w) >= 4]
    flags = [leaf for leaf in scoped if isinstance(leaf.value, bool)
             and any(same_word(w, k) for w in subject for k in leaf.key_words if len(k) >= 4)]
    return flags[0] if len(flags) == 1 else None


def _word_agrees_state(word: str, negated: bool, leaf: Leaf) -> bool:
    """Does a claim's status word agree with this state leaf (its domain machine, else the word vocabulary)?"""
    known = domain_for(leaf.value)
    if known is not None:
        mentions = state_mentions(word, known[0])
        return bool(mentions) and compare_states(known[0], mentions[0].value, negated, known[1])
    return state_word_agrees(_stem(word.lower()), negated, str(leaf.value), True) is True


_NAME_VALUE = re.compile(r"^[A-Z][\w'&.-]*(?:\s+[\w'&.-]+){0,5}$")
_CAPITALISED_RUN = re.compile(r"\b[A-Z][\w'&-]*(?:\s+(?:&\s+)?[A-Z][\w'&-]*){0,3}\b")


def _is_carrier(name: str) -> bool:
    """A known carrier, alone or with its service after it ("<carrier> Freight" is that carrier's)."""
    from ..decomposition.mentions import KNOWN_CARRIERS
    lowered = name.strip().lower()
    return any(lowered == c.lower() or lowered.startswith(c.lower() + " ") for c in KNOWN_CARRIERS)


# When something happens: a field must say so ("You'll get your $118.84 back today" is not settled by the
# amount alone).
_TIMING_WORDS = {"today", "tomorrow", "tonight", "yesterday", "immediately", "instantly", "shortly", "soon",
                 "overnight", "asap"}
_CALENDAR_WORDS = {"january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                   "november", "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}
_PRONOUN_STEMS = {"it'", "thi", "that", "everyth", "someth", "it", "this"}
_IMPLIED = {"money": ["amount"], "date": ["date"], "time": ["time"]}
_ABSENCE = re.compile(r"\b(?:no|zero|(?:won't|will not|isn't|is not|aren't|are not)\s+(?:be\s+)?any|without\s+any)\s+"
                      r"(?:(?:further|more|other|additional|remaining|outstanding|extra|new)\s+)?"
                      r"(?P<noun>[a-z]+)(?:\s+(?P<noun2>[a-z]+))?", re.IGNORECASE)
_LEADING_CONDITION = re.compile(r"^\W*(?P<word>after that|after this|afterwards|then|later|once|if|when|unless|until)\b",
                                re.IGNORECASE)
_HABITUAL = re.compile(r"\b(?:is|are|'s|'re)\s+(?:\w+\s+)?$")
_HABITUAL_AFTER = re.compile(r"\s+(?:automatically\s+)?(?:within|after|once|when)\b", re.IGNORECASE)


def state_condition(text: str, start: int, end: int) -> str | None:
    """The condition a state word is said under, or None when it is said of now: "once approved", a sentence
    that opens with one ("After that, the credit is returned"), or a rule in the present ("it's issued
    automatically within 2 days", never "it was sent within 2 days")."""
    said = condition_of(text, start)
    if said:
        return said
    lead = _LEADING_CONDITION.match(text)
    if lead and lead.end() <= start:
        return lead.group("word").split()[0].lower()
    if _HABITUAL.search(text[max(0, start - 20):start]) and _HABITUAL_AFTER.match(text[end:]):
        return "when"
    return None


_FUTURE = re.compile(r"\b(?:will|'ll|going to|should|would|can|may|once|when|after|until|before|if|or|otherwise)\s+"
                     r"(?:\w+\s+){0,3}$",
                     re.IGNORECASE)


# A state promised, not reported ("it will be issued next week"); conditions ("once", "before")
# are read by the state machines themselves.
_PROMISED = re.compile(r"\b(?:will|'ll|going to|would|should)\s+(?:\w+\s+){0,3}$", re.IGNORECASE)
_CONDITIONAL = re.compile(r"\b(?:if|unless|once|when|whenever|after|until|provided|as long as|only)\b", re.IGNORECASE)


_CLAUSE_BREAK = re.compile(r"\s*;\s*|,?\s+(?:but|whereas|while|although|however|except)\s+"
                           # "... are applied to the next invoice and cannot be exchanged": a second predicate
                           r"|,?\s+and\s+(?=(?:cannot|can't|can|may|must|will|won't|are|aren't|is|isn't|do|don't|does|"
                           r"doesn't|not|never)\b)", re.IGNORECASE)


def clause_parts(text: str) -> list[str]:
    """A sentence cut at its clause breaks (semicolons, "but", "whereas", a second predicate after "and")."""
    return _CLAUSE_BREAK.split(text)


def content_stems(text: str, case_words: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """The words a restatement must carry: stems of the content words, light words, case nouns, figures and
    the case's own names left out."""
    return [_stem(w) for w in words_of(text) if w not in LIGHT and w not in CASE_NOUNS and not w.endswith("n't")
            and not any(c.isdigit() for c in w) and len(w) > 2 and w not in case_words]


def restating_window(text: str, windows: Sequence[tuple[str, str, int, int]],
                     case_words: set[str] | frozenset[str] = frozenset(), novel_allowed: int = 0,
                     known_words: set[str] | frozenset[str] | None = None) -> tuple[str, int, int, str] | None:
    """The policy or passage window (evidence id, start, end, text) that a claim restates: every content word
    of the claim is a word of the window (stems, general synonyms), every figure of the claim is a figure of
    the window with the same unit word after it, and both are negated or neither is. "Memberships have a
    "Lockers are free for members" restates itself; "after one free night" does not restate "after two free nights".

    A rule with its condition ("members can bring one child per class, provided the child is 12 or older") may restate two
    adjacent sentences of one text, the rule one and the condition the next, each part whole in its own.

    With `known_words` (every stem the case's evidence uses), up to `novel_allowed` of the claim's words that
    no evidence uses at all may be missing from the window when at least three others are in it: the
    claim's own word ("a second bag") for what the sentence says ("extra bags"), never a name."""
    novel = set() if known_words is None or not novel_allowed else own_words(
        [w for w in words_of(text) if _stem(w) not in known_words], text)
    text = _TRAILING_PLEASE.sub("", text)  # "..., so please renew it soon": an instruction asserts nothing
    whole = _restating_one(text, windows, case_words, novel, novel_allowed)
    if whole is not None:
        return whole
    lead = _LEAD_CONDITION.match(text)
    if lead:
        # "If a friend can go instead, you can swap the seat holder ...": a rule the policy states without the
        # condition holds under it as well; the rest must restate a sentence that sets no condition of its own.
        plain = [w for w in windows if not _CONDITIONAL.search(w[1])]
        found = _restating_one(text[lead.end():], plain, case_words, novel, novel_allowed)
        if found is not None:
            return found
    both = _JOINED_SPLIT.split(text, maxsplit=1)
    if len(both) == 2:
        # "Pickup starts at 9 AM, and late pickup depends on staff": two rules joined, each restating a sentence
        found = [_restating_one(part, windows, case_words, novel, novel_allowed) for part in both]
        if all(found):
            return found[0][0], found[0][2], found[0][3], " ".join(f[3] for f in found)
    parts = _CONDITION_SPLIT.split(text, maxsplit=1)
    if len(parts) != 2:
        return None
    for i, (evidence_id, first, start, _end) in enumerate(windows[:-1]):
        next_id, second, _start, end = windows[i + 1]
        if next_id != evidence_id:
            continue
        if _restating_one(parts[0], [windows[i]], case_words) and _restating_one(parts[1], [windows[i + 1]], case_words):
            return evidence_id, start, end, f"{first} {second}"
    return None


_TRAILING_PLEASE = re.compile(r",?\s+(?:so|and)?\s*please\b[^.;]*[.!]?\s*$", re.IGNORECASE)
_LEAD_CONDITION = re.compile(r"^\W*(?:if|when|whenever|should)\b[^,;]{3,80},\s*", re.IGNORECASE)
_JOINED_SPLIT = re.compile(r",\s+and\s+|;\s+", re.IGNORECASE)
_CONDITION_SPLIT = re.compile(r",?\s+(?:as long as|so long as|provided(?: that)?)\s+", re.IGNORECASE)


def _restating_one(text: str, windows: Sequence[tuple[str, str, int, int]],
                   case_words: set[str] | frozenset[str] = frozenset(), novel: set[str] | frozenset[str] = frozenset(),
                   novel_allowed: int = 0) -> tuple[str, int, int, str] | None:
    text = canonical(text)  # "free" and "we don't charge for" compared as one word (lexicon.PARAPHRASES)
    claim_words = content_stems(text, case_words)
    # An id the case's records hold names this case's thing ("your booking Q8-21"), not a figure of the rule.
    figures = [f for f in specifics(text) if not (f.kind == "identifier" and set(words_of(f.text)) <= set(case_words))]
    if len(claim_words) < 2:
        return None
    negated = bool(NEGATION.search(text))
    # Each clause of a window on its own: "free for exchanges; for refunds, a fee is deducted" holds every
    # word of "free for refunds" only across its semicolon.
    clauses = [(evidence_id, part, start, end) for evidence_id, window, start, end in windows
               for part in clause_parts(window) if part.strip()]
    for evidence_id, original, start, end in clauses:
        window = canonical(original)
        stems = {_stem(w) for w in words_of(window)}
        if not _holds_but_own(claim_words, stems, novel, novel_allowed, least=3):
            continue
        if bool(NEGATION.search(window)) != negated or (stems & CANONICAL_WORDS) - set(claim_words):
            continue  # polarity, as written or as a canonical word ("noneed"), must agree
        if bool(_CONDITIONAL.search(window)) and not _CONDITIONAL.search(text):
            continue  # "the voucher is already valid" does not restate "if ..., the voucher becomes valid"
        theirs = specifics(window)
        if all(any(f.kind == t.kind and f.readings & t.readings and _same_unit(f.unit, t.unit) for t in theirs)
               for f in figures):
            return evidence_id, start, end, original
    return None


_BASE_SCALE = {"k": 1_000.0, "thousand": 1_000.0, "m": 1_000_000.0, "million": 1_000_000.0, "hundred": 100.0}


def _rate_base_of(path: str) -> float | None:
    """The base a rate field's key names: 'rate_per_1k' -> 1000, 'per100' -> 100, 'per_thousand' -> 1000."""
    last = path.split(".")[-1].lower()
    m = re.search(r"per[_ -]?(\d+)?(k|m|thousand|million|hundred)?(?![a-z])", last)
    if not m or not (m.group(1) or m.group(2)):
        return None
    return float(m.group(1) or 1) * _BASE_SCALE.get(m.group(2) or "", 1.0)


def own_words(words: Sequence[str], text: str) -> set[str]:
    """Stems of those of `words` a restatement may miss as the claim's own wording ("covers", "qualifies"):
    written in lower case in the claim (a name is not), and not a word that sets a rule's terms (DECISIVE)."""
    return {_stem(w) for w in words if w not in DECISIVE and re.search(rf"\b{re.escape(w)}\b", text)}


def _holds_but_own(words: Sequence[str], stems: set[str], own: set[str], allowed: int, least: int) -> bool:
    """Does a window's `stems` hold every one of `words`, but at most `allowed` of the claim's own words (and
    then only with at least `least` others held)?"""
    missing = [w for w in words if not any(same_word(w, t) for t in stems)]
    return not missing or (len(missing) <= allowed and set(missing) <= own and len(words) - len(missing) >= least)


def _same_unit(a: str | None, b: str | None) -> bool:
    return a is None or b is None or same_word(_stem(a), _stem(b))


def _readings_of(text: str) -> frozenset:
    found = specifics(text)
    return frozenset().union(*(s.readings for s in found)) if found else frozenset()


def _names_role(leaf: Leaf, near: Sequence[str]) -> bool:
    """The claim's words name at least one informative word of the leaf's path (not only "date")."""
    informative = [w for w in leaf.words if w not in LIGHT and w not in _GENERIC_KEYS]
    return not informative or any(same_word(w, c) for w in informative for c in near)


def _unit_names(unit: str | None, leaf: Leaf) -> bool:
    """The figure's unit word is one of the leaf's path words ('312 minutes' and minutes_used)."""
    return bool(unit) and any(same_word(_stem(unit), w) for w in leaf.words)


def _same_kind(kind: str, leaf: Leaf) -> bool:
    """Whether a leaf holds the kind of specific a claim gives (a date for a date, a clock time for a time)."""
    if kind == "date":
        return bool(leaf_dates(leaf.value))
    if kind == "time":
        return leaf_time(leaf.value) is not None
    return leaf_number(leaf.value) is not None and not leaf.is_count


def _disputing(s: Specific, near: Sequence[str], rivals: Sequence[Leaf], numeric: Sequence[Leaf]) -> Leaf | None:
    """The field a money or number figure no field holds was meant to copy, or None: the one of `rivals` the
    claim's words name (in full for a count: "312 minutes used" is minutes_used, and by the figure's unit),
    the only money field, or the only field of `numeric` kept in the figure's unit ("50 minutes" and a `…Min`
    key, "2 hours" and a duration 'PT1H30M')."""
    role = max(rivals, key=lambda leaf: role_score(leaf, near), default=None)
    score = role_score(role, near) if role else 0.0
    only = len(rivals) == 1 and s.kind == "money" and _names_role(rivals[0], near)
    if role is not None and (score >= (0.5 if s.kind == "money" else 1.0) and _names_role(role, near) or only) \
            and (s.kind == "money" or _unit_names(s.unit, role)):
        return role
    return api_values.unit_rival(s, list(numeric), lambda leaf: role_score(leaf, near))


def _distinct_key(a: Leaf, b: Leaf) -> bool:
    """Two leaves whose last keys share no word (fee_net vs charge_gross; not amount vs amount)."""
    return not set(a.key_words) & set(b.key_words)


def _close_id(said: str, value: Any) -> bool:
    a, b = normalise_id(said), normalise_id(value)
    return len(b) >= 5 and edit_distance(a, b) <= 2


def _locate_words(text: str, stems: Sequence[str]) -> tuple[int, int] | None:
    spans = []
    for m in re.finditer(r"[A-Za-z]+", text):
        st = _stem(m.group(0).lower())
        if any(same_word(st, s) for s in stems):
            spans.append((m.start(), m.end()))
    if not spans:
        return None
    return spans[0][0], spans[-1][1]


def verbalise_leaves(leaves: Sequence[Leaf]) -> str:
    """'minutes used: 312; cycle end: 10 May 2026' for a reader (and for NLI), never the whole record."""
    parts = []
    for leaf in leaves:
        name = " ".join(split_path_words(leaf.path)[-3:])
        value = leaf.value
        d = leaf_date(value)
        if d and isinstance(value, str) and len(value.strip()) == 10:
            year, month, day = d
            value = f"{day} {MONTH_NAMES[month - 1][:3]} {year}"  # one style for every reader: 12 Sep 2026
        parts.append(f"{name}: {humanise(value)}")
    return "; ".join(parts) + "." if parts else ""


# --- routing ------------------------------------------------------------------------------------------

_STRONG_KINDS = {"identifier", "money", "date", "time"}


def refers_to_records(aligner: RecordAligner, text: str, context: str, strong_only: bool = False) -> bool:
    """Does a claim name something this case's records hold: an id, an amount, a date, a value written as
    the record writes it, or a field by its own words ("booking reference", "your seat")? Such a claim is
    about this case even without "your" ("It's out for delivery now.", "The technician is booked for 9 June")."""
    if not aligner.leaves:
        return False
    alignment = aligner.align(text, context)
    for f in alignment.findings:
        if f.leaf is None or f.ok is None or f.loose:
            continue
        if f.kind in _STRONG_KINDS or (not strong_only and f.kind in ("value", "state", "flag", "number")):
            if f.kind in ("value", "state") and len(f.text) < 4:
                continue
            return True
    if strong_only:
        return False
    # A state said of "you", "your ..." or "it" in a case whose records hold states: "It's still under
    # review", "you haven't taken the road test yet", "Your survey is complete".
    if _state_leaves(aligner.leaves) and re.search(r"\b(?:you|your|you're|it|it's|this|that|we|we're|i)\b", context, re.IGNORECASE) \
            and (any(w in STATUS_FORMS or _stem(w) in STATUS_WORDS for w in words_of(context))
                 or any(f.kind == "state" and f.leaf is not None for f in alignment.findings)):
        return True  # ... or a phrase a state machine knows ("it's on its way")
    ctx = stems_of(context)
    for leaf in aligner.leaves:
        key = [w for w in leaf.key_words if w not in LIGHT and len(w) >= 4]
        if len(key) >= 2 and all(any(w == c for c in ctx) for w in key):
            return True
    return False
