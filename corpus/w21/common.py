"""Small helpers for w21's hand-written cases (probe shorthands, epoch helper, sanity checks)."""
from datetime import datetime
from zoneinfo import ZoneInfo

API_FAMILY = ("marketplace APIs: escrow orders with payout {amount, fee_percent, fee_amount, scheduled_for}, "
              "disputes with states, seller balances (available/pending), integer minor units with ISO 4217 codes")

AM, DM, RSM, IM, VM = "AMOUNT_MISMATCH", "DATE_MISMATCH", "RECORD_STATE_MISMATCH", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"
NE, NLIC, NLINE, NPE, CWTE = "NOT_EXECUTED", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE"


def ep(local, tz):
    """Epoch seconds for a local wall-clock time 'YYYY-MM-DDTHH:MM' in zone tz."""
    return int(datetime.fromisoformat(local).replace(tzinfo=ZoneInfo(tz)).timestamp())


def s(contains):
    return {"contains": contains, "verdict_in": ["supported"]}


def na(contains):
    return {"contains": contains, "verdict_in": ["not_applicable"]}


def c(contains, *reasons):
    return {"contains": contains, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def ie(contains, *reasons):
    return {"contains": contains, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def ci(contains, *reasons):
    return {"contains": contains, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def rec(id_, source, fields):
    return {"id": id_, "kind": "record", "source": source, "fields": fields}


def pol(id_, text, revision=None):
    e = {"id": id_, "kind": "policy", "text": text}
    if revision:
        e["revision"] = revision
    return e


def psg(id_, text):
    return {"id": id_, "kind": "passage", "text": text}


def refused(id_, tool, decision, args):
    return {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


class Bundle:
    """One customer situation: evidence plus several drafts."""

    def __init__(self, domain, scenario, question, evidence, now=None):
        self.domain, self.scenario, self.question, self.evidence, self.now = domain, scenario, question, evidence, now
        self.items = []

    def _add(self, kind, draft, probes, errors, notes, excludes, includes, suffix):
        self.items.append(dict(kind=kind, draft=draft, probes=probes, errors=list(errors), notes=notes,
                               excludes=list(excludes), includes=list(includes), suffix=suffix, bundle=self))

    def ok(self, draft, probes, includes, notes):
        self._add("ok", draft, probes, [], notes, [], includes, None)

    def bad(self, draft, probes, errors, excludes, notes, suffix=None):
        self._add("bad", draft, probes, errors, notes, excludes, [], suffix or errors[0].replace("_", "-"))

    def fix(self, draft, probes, errors, excludes, corrections, keeps, notes):
        self._add("fix", draft, probes, errors, notes, excludes, list(corrections) + list(keeps), None)
        self.items[-1]["ncorr"] = len(corrections)


def check_item(it, cid):
    d = it["draft"]
    probs = []
    for p in it["probes"]:
        n = d.count(p["contains"])
        if n != 1:
            probs.append(f"{cid}: probe {p['contains']!r} occurs {n} times")
    for x in it["excludes"]:
        if x not in d:
            probs.append(f"{cid}: exclude {x!r} not in draft")
    wrong = [p for p in it["probes"] if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    if it["kind"] == "ok":
        if wrong:
            probs.append(f"{cid}: correct case has non-supported probe")
        for inc in it["includes"]:
            if inc not in d:
                probs.append(f"{cid}: include {inc!r} not in draft")
    else:
        if not (1 <= len(wrong) <= 3):
            probs.append(f"{cid}: {len(wrong)} wrong probes")
        if len(it["errors"]) != len(wrong):
            probs.append(f"{cid}: errors {len(it['errors'])} vs wrong probes {len(wrong)}")
        if not it["excludes"]:
            probs.append(f"{cid}: no excludes")
    if it["kind"] == "fix":
        if len(wrong) > 2:
            probs.append(f"{cid}: repair with >2 errors")
        for corr in it["includes"][:it["ncorr"]]:
            if any(a in d for a in corr.split("|")):
                probs.append(f"{cid}: correction {corr!r} already in draft")
        for inc in it["includes"][it["ncorr"]:]:
            if not any(a in d for a in inc.split("|")):
                probs.append(f"{cid}: include {inc!r} not in draft")
    return probs
