"""What a claim says about each value: the word that governs a figure (its verb or head noun: refund, charge,
waive, include, free) must agree with the role of the field that holds the figure, or with a policy sentence
that states that action for it. And the words that set a claim's terms are never left over unread.

Nothing here knows a field name: the tables are how people write money moving and terms being set.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from ...language.negation import CONTRACTED_NOT, NEGATION_OR_LIMIT, either
from ...language.sentences import SPACE_AFTER_SENTENCE
from ...language.stopwords import FIGURE_LINKING, GOVERNED_ACTION
from ...language.tokens import letter_word_spans, letter_words
from ...language.words import stem
from ...values.mentions import specifics
from ...values.patterns import AFTER_A_WAIT, COUNTED_QUANTITY, SHORT_ALNUM_CODE
from .lexicon import ROLE_FAMILIES, ROLE_OPPOSITES

# Actions that move money or set its terms, by group (a field's role agrees with a group when one of its
# path words, or its record's source words, is in the group). Why: "reimburse $3" said of a field that
# records what was paid for gift wrap claims an action the field does not record.
ACTION_GROUPS: dict[str, frozenset[str]] = {
    name: frozenset(stem(w) for w in words.split()) for name, words in {
        "refund": "refund refunded refunding refunds reimburse reimbursed reimbursement repay repaid",
        "credit": "credit credited credits compensate compensated compensation goodwill",
        "waive": "waive waived waiver forgive forgiven write written",
        "charge": "charge charged charges bill billed billing debit debited fee fees cost price paid pay payment",
    }.items()}
# Words a field's path may use for the same action. Why: a field's words rarely repeat the claim's verb
# ("amount_reimbursed" does, "payout" and "sum_back" do not).
ROLE_WORDS: dict[str, frozenset[str]] = {
    "refund": frozenset(stem(w) for w in "refund reimburse reimbursement repay back payout rebate".split()),
    "credit": frozenset(stem(w) for w in "credit compensation goodwill voucher rebate adjustment".split()),
    "waive": frozenset(stem(w) for w in "waive waiver waived forgiven writeoff written".split()),
    "charge": frozenset(stem(w) for w in "charge fee cost price paid pay payment bill billed total due amount "
                                         "debit rate premium fare subtotal".split()),
}
# Words that set a claim's terms, as written. Why: "free", "waived", "refunded", "guaranteed" decide what the
# customer gets or gets back; a claim whose fields agree may leave a few words unread, never one of these.
# Surface forms, not stems: "frees up" a slot and "covers" a country set nothing.
TERMS_WORDS = frozenset("""
free complimentary waive waived refund refunded reimburse reimbursed guaranteed guarantee unlimited included
includes include
""".split())
# When something happens, said as a phrase. Why: "works at once" or "arrives this afternoon" sets the terms
# as much as a date does; a field must say when, or the claim is not settled by its other values.
TIMING_PHRASES = re.compile(r"\b(?:right away|straight away|at once|this (?:morning|afternoon|evening|week)"
                            r"|same[- ]day|next[- ]day|within the hour|by (?:the )?end of (?:the )?day|from day one"
                            r"|from the start|effective immediately|in real time)\b", re.IGNORECASE)


def timing_left(text: str, timed: bool) -> list[str]:
    """A timing phrase of the claim that no date or time field of it settled (`timed` says one did)."""
    return [] if timed else [m.group(0) for m in TIMING_PHRASES.finditer(text)]


# Where a clause ends. Why: a negation or a condition reaches only the clause it is in.
_CLAUSE_END = re.compile(r"[.!?:](?=\s|$)|[;\n]|\bbut\b|\bwhile\b|\bwhereas\b", re.IGNORECASE)


# Terms words a field settles when it holds nothing to pay or a yes ("free gift wrap": wrap_fee = 0,
# "breakfast included": breakfast = true). Why: a zero charge or a true flag named by the claim states them.
ZERO_TERMS = frozenset("free complimentary included includes include waived".split())


def terms_left(words: Iterable[str], text: str = "", leaves: Sequence = ()) -> list[str]:
    """The words of a claim's leftover that set its terms and no field settles (see ZERO_TERMS)."""
    said = {stem(w) for w in letter_words(text)}
    settled = any((leaf.value is True or (not isinstance(leaf.value, bool) and isinstance(leaf.value, (int, float))
                                          and leaf.value == 0 and not leaf.is_count))
                  and any(k in said for k in leaf.key_words if len(k) >= 4) for leaf in leaves)
    return [w for w in words if w.lower() in TERMS_WORDS and not (settled and w.lower() in ZERO_TERMS)]


def governing_action(text: str, start: int) -> tuple[str, str] | None:
    """The action word that governs the figure at `start`: the nearest word of an action group before it in
    its clause ("we'll reimburse $20 for the lamp plus the $3" -> reimburse governs both). (word, group)."""
    head = text[:start]
    cut = max((m.end() for m in _CLAUSE_END.finditer(head)), default=0)
    for m in reversed(list(letter_word_spans(head[cut:]))):
        st = stem(m.group(0).lower())
        group = next((g for g, ws in ACTION_GROUPS.items() if st in ws), None)
        if group is not None:
            return m.group(0), group
    return None


def role_agrees(group: str, leaf_words: Sequence[str], source_words: Iterable[str],
                same_word: Callable[[str, str], bool]) -> bool:
    """Does a field (its path words, or its record's source words as written) record the action of `group`?"""
    role = ROLE_WORDS[group] | ACTION_GROUPS[group]
    return any(same_word(w, r) for w in leaf_words for r in role) or bool(set(source_words) & role)


def policy_denies(group: str, leaf_words: Sequence[str], sentences: Iterable[str]) -> str | None:
    """A policy sentence that says the action is not taken for what the field records ("gift wrap is not
    reimbursed"): it names one of the field's own words and negates the action near it."""
    subject = {w for w in leaf_words if len(w) >= 4 and w not in ROLE_WORDS["charge"]}
    for sentence in sentences:
        words = [(m.start(), stem(m.group(0).lower())) for m in letter_word_spans(sentence)]
        if not subject or not any(w in subject for _, w in words):
            continue
        for at, w in words:
            if w in ACTION_GROUPS[group] and NEGATION_OR_LIMIT.search(sentence[max(0, at - 25):at + 25]):
                return sentence
    return None


# --- figures of a rule: the one the policy gives for the claim's own action and its own case ---------------

# Words that sit between a figure and the word governing it. Why: in "we fix it within 3 days" the figure's
# word is "fix", in "a 3-day reply target" it is "reply".
_LINKING = FIGURE_LINKING  # language/stopwords.py
# Words that make a figure a bound, not the figure itself. Why: "comes more than 20 minutes late" sets a
# threshold that "came 35 minutes late" meets; two bounds ("within 3 days" / "within 6 days") compare.
_BOUND = re.compile(r"\b(?:more|less|fewer|longer|shorter|later|earlier) than\s*$|\b(?:over|under|at least|at most|up to"
                    r"|within|exceeding|beyond|no later than|no more than)\s*$", re.IGNORECASE)


def _unit(raw: str) -> str:
    return raw.lower().split()[-1].rstrip("s")


def _heads(text: str, m: re.Match) -> list[str]:
    """The words governing a figure: the first content word before it and the first one after it."""
    before = [w for w in letter_words(text[:m.start()])[-6:] if w not in _LINKING]
    after = [w for w in letter_words(text[m.end():])[:3] if w not in _LINKING]
    return [w for w in (before[-1:] + after[:1])]


def _same_head(a: str, b: str) -> bool:
    """'repair' ~ 'repairs', 'deliver' ~ 'delivery': a shared start of five letters (or the same word)."""
    return a == b or (len(a) >= 5 and len(b) >= 5 and a[:5] == b[:5])


def governed_figure_conflict(claim: str, premise: str, around: str = "") -> str | None:
    """A rule figure the premise gives to another action or another case: "T2 ... fix it within 3 days"
    against "T2 cases get a 3-day reply target and a 6-day fix target". The premise's sentences that name
    the claim's own codes (T2) are read; the claim's figure must be the one the premise
    attaches to the claim's governing word. `around` is the claim's whole sentence."""
    # the sentence may name the case's code
    codes = set(SHORT_ALNUM_CODE.findall(claim)) | set(SHORT_ALNUM_CODE.findall(around))
    sentences = [s for s in SPACE_AFTER_SENTENCE.split(premise) if s.strip()]
    named = [s for s in sentences if codes & set(SHORT_ALNUM_CODE.findall(s))] if codes else sentences
    for m in COUNTED_QUANTITY.finditer(claim):
        said = [w for w in letter_words(claim[:m.start()])[-6:] if w not in _LINKING][-1:]
        if not said:
            continue
        bound = bool(_BOUND.search(claim[:m.start()]))
        given = [(float(p.group("num")), s) for s in named for p in COUNTED_QUANTITY.finditer(s)
                 if _unit(p.group("unit")) == _unit(m.group("unit")) and any(_same_head(said[0], h) for h in _heads(s, p))
                 and (bound or not _BOUND.search(s[:p.start()]))]
        if given and all(abs(v - float(m.group("num"))) > 1e-9 for v, _ in given):
            unit = _unit(m.group("unit"))
            figures = ", ".join(f"{v:g} {unit}s" for v, _ in given)
            return f"the claim gives {m.group(0)} to '{said[0]}'; the evidence gives it {figures}: '{given[0][1][:100]}'"
    return None


# A claim that something happens at once. Why: "dental cover begins at once" is ruled out by a rule that says
# the same thing begins only after a wait ("after a 30-day waiting period", "after 6 weeks").
IMMEDIATE = re.compile(r"\b(?:right away|straight away|at once|immediately|instantly|from day one|effective immediately"
                       r"|same[- ]day|without (?:any )?wait(?:ing)?)\b", re.IGNORECASE)
# Words passed over when a rule's subject is compared with a claim's: linking words and auxiliaries.
_STOP = GOVERNED_ACTION  # language/stopwords.py: _LINKING and the linking of clauses


def immediacy_conflict(claim: str, premise: str) -> str | None:
    """A premise sentence about the claim's subject (most of its content words, the timing words aside) that puts
    a wait before what the claim says happens at once."""
    if not IMMEDIATE.search(claim):
        return None
    said = {stem(w) for w in letter_words(IMMEDIATE.sub(" ", claim.lower())) if w not in _STOP and len(w) > 2}
    for sentence in SPACE_AFTER_SENTENCE.split(premise):
        words = {stem(w) for w in letter_words(sentence)}
        shared = said & words
        if len(shared) >= 2 and len(shared) >= 0.75 * len(said) and AFTER_A_WAIT.search(sentence) \
                and not IMMEDIATE.search(sentence):
            return f"the claim says it happens at once; the evidence says '{sentence[:120]}'"
    return None


# A term said with its scope: "free for repairs", "covered for accidents", "waived for members". Why: a
# policy that gives the term for one scope and a charge for another is contradicted by a claim that moves the
# term to the other scope, which a small verifier reads as entailed (the words are all there).
_SCOPED_TERM = re.compile(r"\b(?P<term>free|included|covered|waived|refundable|complimentary)\s+(?:of charge\s+)?for\s+"
                          r"(?:the\s+|all\s+|your\s+)?(?P<scope>[a-z]+)", re.IGNORECASE)
# Words that say the other scope is charged for ("a fee for returns"), so the term holds for one scope only.
_CHARGED = re.compile(rf"\b(?:fee|fees|charge|charged|charges|deducted|costs?|{either('not', 'no', 'non')}|excluded|pay)\b",
                      re.IGNORECASE)


def scoped_term_conflict(claim: str, premise: str) -> str | None:
    """The claim gives a term to one scope ("free for upgrades"); a premise sentence gives that term to another
    scope ("free for repairs") and puts a charge or a negation on the claim's scope ("for upgrades, a charge
    applies")."""
    for m in _SCOPED_TERM.finditer(claim):
        term, scope = m.group("term").lower(), stem(m.group("scope").lower())
        for sentence in SPACE_AFTER_SENTENCE.split(premise):
            given = [stem(g.group("scope").lower()) for g in _SCOPED_TERM.finditer(sentence)
                     if g.group("term").lower() == term]
            if not given or scope in given:
                continue
            for part in re.split(r";|\bbut\b|\bwhile\b|\bwhereas\b", sentence):
                words = [stem(w) for w in letter_words(part)]
                if scope in words and _CHARGED.search(part) and not _SCOPED_TERM.search(part):
                    return f"the claim gives '{term}' to {m.group('scope')}; the evidence says '{sentence[:120]}'"
    return None


# A claim that files a value under a class, and a rule that says the value is not in it. Why: "a heatwave
# counts as severe weather" against "heatwaves are not considered severe weather" is the rule's opposite, though
# every word of the claim is in the rule.
_CLASSED = re.compile(r"\b(?:counts?|counted|qualif(?:y|ies|ied)|(?:is|are|was|were|be) (?:considered|treated|classed|deemed"
                      r"|regarded|classified))(?: as)?\s+(?:an?\s+|the\s+)?(?P<cls>[a-z]+(?:\s+[a-z]+)?)", re.IGNORECASE)
# The rule's side: the value is not in the class ("not considered a delay").
_NOT_CLASSED = re.compile(rf"\b(?:{either('not', 'never', 'no longer', CONTRACTED_NOT)})\s+(?:be\s+)?(?:considered|treated as|classed as|deemed|counted as"
                          r"|regarded as|classified as|count as|qualify as)\s+(?:an?\s+)?(?P<cls>[a-z]+(?:\s+[a-z]+)?)",
                          re.IGNORECASE)


def leftover_denied(text: str, residual: Sequence[str], value_words: Iterable[str],
                    sentences: Iterable[str]) -> str | None:
    """A policy sentence that names one of the claim's matched values and says it is not in the class the
    claim files it under (_CLASSED / _NOT_CLASSED); the class words are the claim's own leftover words."""
    left = {stem(w.lower()) for w in residual}
    values = {stem(w.lower()) for w in value_words if len(w) > 3}
    claimed = [{stem(w) for w in m.group("cls").lower().split()} for m in _CLASSED.finditer(text)
               if not NEGATION_OR_LIMIT.search(text[max(0, m.start() - 12):m.start()])]
    claimed = [c for c in claimed if c & left]
    if not claimed or not values:
        return None
    for sentence in sentences:
        words = {stem(w) for w in letter_words(sentence)}
        if not values & words:
            continue
        for m in _NOT_CLASSED.finditer(sentence):
            denied = {stem(w) for w in m.group("cls").lower().split()}
            if any(c & denied for c in claimed):
                return sentence
    return None


# A rule's own strong condition. Why: "a loaner is available only if the plan includes it" does not entail
# "your plan gives you a loaner": a claim that drops the condition states more than the rule.
_STRONG_CONDITION = re.compile(r"\b(?:only if|only when|only for|only with|only after|provided(?: that)?|as long as|"
                               r"so long as|unless|on condition)\b", re.IGNORECASE)
# ... and the words a claim states a condition with, its own way included ("with an instructor", "without a
# receipt" for "provided you dive with one", "unless you keep the receipt").
_ANY_CONDITION = re.compile(r"\b(?:if|when|once|after|unless|provided|as long as|so long as|only|since|because|as"
                            r"|with|without)\b", re.IGNORECASE)


def condition_dropped(claim: str, premise: str) -> bool:
    """Does the premise sentence closest to the claim (most of its words) hold its statement under a strong
    condition the claim says nothing of?"""
    if _ANY_CONDITION.search(claim):
        return False
    said = {stem(w) for w in letter_words(claim) if w not in _STOP}
    sentences = [s for s in SPACE_AFTER_SENTENCE.split(premise) if s.strip()]
    closest = max(sentences, key=lambda s: len(said & {stem(w) for w in letter_words(s)}), default="")
    return bool(_STRONG_CONDITION.search(closest))


def action_denied(text: str, sentences: Iterable[str], same_word: Callable[[str, str], bool]) -> str | None:
    """A claim that promises an action on money ("we'll also reimburse the unused part of the term") where a
    policy sentence says that action is not taken for what the claim names ("we don't reimburse partial
    terms"): most of the sentence's other content words are the claim's own, and its action is negated."""
    for clause in re.split(r"[;,]|\bbut\b", text):
        if NEGATION_OR_LIMIT.search(clause):
            continue
        said = [stem(w) for w in letter_words(clause) if w not in _STOP and len(w) > 2]
        groups = {g for g, ws in ACTION_GROUPS.items() if g != "charge" and any(w in ws for w in said)}
        for sentence in sentences if groups else ():
            words = [(m.start(), stem(m.group(0).lower())) for m in letter_word_spans(sentence)]
            acts = [(at, w) for at, w in words if any(w in ACTION_GROUPS[g] for g in groups)]
            if not acts or not any(NEGATION_OR_LIMIT.search(sentence[max(0, at - 30):at]) for at, _ in acts):
                continue
            rest = {w for _, w in words if len(w) > 3 and w not in _STOP and all(w != a for _, a in acts)}
            held = {w for w in rest if any(same_word(w, c) for c in said)}
            if len(held) >= 2 and len(held) >= 0.6 * len(rest):
                return sentence
    return None


# --- the role a word gives a value: when it happens, what it counts (lexicon.ROLE_FAMILIES) ----------------

# Where a value's clause ends, for the word that governs it. Why: in "arrives on 3 July, leaves on 10 July"
# the second date belongs to "leaves"; a comma bounds a role word's reach as a full stop does.
_ROLE_CLAUSE_END = re.compile(r"[.!?:,;\n(]|\bbut\b|\bwhile\b|\bwhereas\b|\band\b|\bor\b", re.IGNORECASE)
# How far after a value its role word may stand ("6 credits left", "€40 per night"). Why: beyond that the
# words are about the next thing said.
_ROLE_WORDS_AFTER = 3


def role_tokens(words: Sequence[str]) -> list[str]:
    """The words as the role table spells them: each word, and each word joined to the one after it once its
    ending is off ("checks out" -> "checkout", "pick up" -> "pickup"), in order."""
    low = [w.lower() for w in words]
    return low + [stem(a) + b for a, b in zip(low, low[1:], strict=False)]


def families_of(words: Sequence[str]) -> set[str]:
    """The role families (ROLE_FAMILIES) the words name."""
    tokens = set(role_tokens(words))
    return {name for name, forms in ROLE_FAMILIES.items() if tokens & forms}


def are_opposite(a: str, b: str) -> bool:
    return frozenset((a, b)) in ROLE_OPPOSITES


def governing_role(text: str, start: int, end: int, after: bool = True) -> tuple[str, str] | None:
    """The role word that governs the value at [start, end): the nearest word of a role family before it in its
    clause, else (with `after`) one of the few words right after it. (word as written, family)."""
    head = text[:start]
    cut = max((m.end() for m in _ROLE_CLAUSE_END.finditer(head)), default=0)
    spans = list(letter_word_spans(head[cut:]))
    before = [m.group(0) for m in spans]
    for i in range(len(before) - 1, -1, -1):
        found = _role_at(before, i)
        if found:
            # "At 6.29p per kWh that's £203.66": a role word right after another figure is that figure's
            at = cut + spans[i].start()
            return None if _figure_beside(text, at, (start, end), before=True) else found
    if not after:
        return None
    tail = text[end:]
    stop = _ROLE_CLAUSE_END.search(tail)
    spans = list(letter_word_spans(tail[:stop.start() if stop else len(tail)]))
    after = [m.group(0) for m in spans]
    for i in range(min(len(after), _ROLE_WORDS_AFTER)):
        found = _role_at(after, i)
        if found:
            # "NGN 856,200.00 at the rate of 1,712.40": a role word right before another figure is that figure's
            at = end + spans[i].end()
            return None if _figure_beside(text, at, (start, end), before=False) else found
    return None


def _figure_beside(text: str, at: int, own: tuple[int, int], before: bool) -> bool:
    """Whether another figure than the value at `own` (an amount, count, date or time; not an id) stands right
    against a role word at `at`: just before it ("6.29p per kWh", "$3 each") or just after it, maybe through
    "of" ("the rate of 1,712.40"). "£135 is due by 23 May" has a verb between: "due" governs the date too."""
    for sp in specifics(text):
        if sp.kind == "identifier" or (sp.start < own[1] and own[0] < sp.end):
            continue
        gap = text[sp.end:at] if before else text[at:sp.start]
        if (sp.end <= at if before else sp.start >= at) and gap.strip().lower() in ("", "of"):
            return True
    return False


def _role_at(words: Sequence[str], i: int) -> tuple[str, str] | None:
    """The role the word at `i` names alone, or joined to the next one ("check" + "in")."""
    found = families_of(words[i:i + 1])
    if found:
        return words[i], sorted(found)[0]
    if i + 1 < len(words):
        joined = stem(words[i].lower()) + words[i + 1].lower()
        found = {name for name, forms in ROLE_FAMILIES.items() if joined in forms}
        if found:
            return f"{words[i]} {words[i + 1]}", sorted(found)[0]
    return None
