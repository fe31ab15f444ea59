#!/usr/bin/env python3
"""Writer w87: builds cases.jsonl and repair.jsonl.

Each scenario below is written by hand: its event streams, policies and drafts.
The helpers only do bookkeeping (UTC conversion, event envelopes, probe dicts)
and sanity checks (probe spans occur once, excludes sit in flagged sentences).
"""
import hashlib
import json
import re
import sys
from datetime import datetime, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

HERE = Path(__file__).resolve().parent
CHI = ZoneInfo("America/Chicago")
PHX = ZoneInfo("America/Phoenix")
WRITER = "w87"
API = "CloudEvents event streams (event sourcing, specversion 1.0)"

CASES = []
REPAIRS = []


def utc(local, tz, ms=0):
    """'2026-04-14 18:42' in tz -> RFC 3339 UTC with fractional seconds."""
    d = datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=tz)
    d = d.astimezone(timezone.utc)
    return d.strftime("%Y-%m-%dT%H:%M:%S") + ".%03dZ" % ms


def epoch(local, tz):
    d = datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=tz)
    return int(d.timestamp())


def now(local, tz):
    d = datetime.strptime(local, "%Y-%m-%d %H:%M").replace(tzinfo=tz)
    return d.isoformat()


def _eid(*parts):
    h = hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()
    return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-a" + h[17:20] + "-" + h[20:32]


def ev(source, typ, subject, time, seq, data):
    return {
        "specversion": "1.0",
        "id": _eid(source, typ, subject, time, seq),
        "source": source,
        "type": typ,
        "subject": subject,
        "time": time,
        "datacontenttype": "application/json",
        "sequence": str(seq),
        "data": data,
    }


def stream(rid, tool, stream_name, events, **extra):
    fields = {"stream": stream_name, "stream_version": len(events)}
    fields.update(extra)
    fields["events"] = events
    return {"id": rid, "kind": "record", "source": "tool:" + tool, "fields": fields}


def rec(rid, tool, fields):
    return {"id": rid, "kind": "record", "source": "tool:" + tool, "fields": fields}


def pol(pid, text, revision=None):
    d = {"id": pid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(pid, text):
    return {"id": pid, "kind": "passage", "text": text}


def refused(rid, tool, decision, args):
    return {"id": rid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def S(span):
    return {"contains": span, "verdict_in": ["supported"]}


def N(span):
    return {"contains": span, "verdict_in": ["not_applicable"]}


def C(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(span, *reasons):
    reasons = list(reasons) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
    return {"contains": span, "verdict_in": ["insufficient_evidence"], "reason_in": reasons}


def CI(span, *reasons):
    return {"contains": span, "verdict_in": ["contradicted", "insufficient_evidence"],
            "reason_in": list(reasons)}


# common reason sets
AMT = ("AMOUNT_MISMATCH", "VALUE_MISMATCH")
DATE = ("DATE_MISMATCH",)
TIME = ("DATE_MISMATCH", "VALUE_MISMATCH")
STATE = ("RECORD_STATE_MISMATCH", "VALUE_MISMATCH")
IDM = ("IDENTIFIER_MISMATCH", "VALUE_MISMATCH")
VAL = ("VALUE_MISMATCH",)
RULE_C = ("NLI_CONTRADICTION", "VALUE_MISMATCH")
RULE_I = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")
NOREC = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)
NOTEX = ("NOT_EXECUTED",)
UNSUP = ("CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")


def _add(target, cid, domain, scenario, question, draft, evidence, probes, errors, notes,
         excl, incl, when, outcome):
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if when:
        case["now"] = when
    CASES_OR = target
    CASES_OR.append({
        "case": case,
        "expect": {"probes": probes, "outcome_in": outcome,
                   "final_excludes": list(excl), "final_includes": list(incl)},
        "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API,
                 "errors": list(errors), "notes": notes},
    })


def case(n, domain, scenario, question, draft, evidence, probes, errors=(), notes="",
         excl=(), incl=(), when=None, tag=None):
    cid = "%s-%03d-%s" % (WRITER, n, scenario)
    if tag:
        cid += "-" + tag
    outcome = None if errors else ["sent"]
    _add(CASES, cid, domain, scenario, question, draft, evidence, probes, errors, notes,
         excl, incl, when, outcome)


def repair(n, domain, scenario, question, draft, evidence, probes, errors, notes, excl, incl,
           when=None):
    cid = "%s-r%02d-%s" % (WRITER, n, scenario)
    _add(REPAIRS, cid, domain, scenario, question, draft, evidence, probes, errors, notes,
         excl, incl, when, ["repaired"])


_N = [0]
_R = [0]


def nx():
    _N[0] += 1
    return _N[0]


def rx():
    _R[0] += 1
    return _R[0]


# ---------------------------------------------------------------- process serving
PS = "process-serving agency"
PSRC = "//api.meridiancivilprocess.com/jobs"


def sc_serve_substituted():
    sc = "serve-substituted"
    served = "2026-04-14 18:42"
    job = stream("get_job_events#SRV-24-0917", "get_job_events", "job-SRV-24-0917", [
        ev(PSRC, "com.meridiancp.job.created", "SRV-24-0917", utc("2026-04-08 09:14", CHI, 482), 1,
           {"job_id": "SRV-24-0917", "client_ref": "Halloway v. Brandt",
            "case_number": "2026-SC-004418", "court": "Circuit Court of Cook County",
            "document_set": ["SUMMONS", "COMPLAINT"],
            "respondent": {"name": "Dale Brandt",
                           "address": {"line1": "4410 N Kedvale Ave", "unit": "2R",
                                       "city": "Chicago", "state": "IL", "postal": "60630"}},
            "service_level": "STANDARD", "attempts_included": 3,
            "fee": {"amount": "85.00", "currency": "USD"}}),
        ev(PSRC, "com.meridiancp.attempt.logged", "SRV-24-0917", utc("2026-04-10 07:55", CHI, 19), 2,
           {"attempt_no": 1, "result": "NO_ANSWER", "server_id": "PS-112",
            "attempted_at_epoch": epoch("2026-04-10 07:55", CHI)}),
        ev(PSRC, "com.meridiancp.attempt.logged", "SRV-24-0917", utc("2026-04-12 19:20", CHI, 701), 3,
           {"attempt_no": 2, "result": "NO_ANSWER", "server_id": "PS-112",
            "attempted_at_epoch": epoch("2026-04-12 19:20", CHI)}),
        ev(PSRC, "com.meridiancp.service.completed", "SRV-24-0917", utc(served, CHI, 255), 4,
           {"attempt_no": 3, "method": "SUBSTITUTED",
            "recipient": {"description": "adult co-resident, states he is respondent's brother",
                          "approx_age": 40},
            "served_at_epoch": epoch(served, CHI), "server_id": "PS-112", "tz": "America/Chicago"}),
        ev(PSRC, "com.meridiancp.affidavit.drafted", "SRV-24-0917", utc("2026-04-15 10:05", CHI, 3), 5,
           {"affidavit_status": "AWAITING_NOTARY", "pages": 2}),
        ev(PSRC, "com.meridiancp.mailing.sent", "SRV-24-0917", utc("2026-04-15 15:30", CHI, 640), 6,
           {"mail_class": "FIRST_CLASS", "mailed_on": "2026-04-15", "to": "respondent_address"}),
    ], client_id="CL-30881")
    other = stream("get_job_events#SRV-24-0921", "get_job_events", "job-SRV-24-0921", [
        ev(PSRC, "com.meridiancp.job.created", "SRV-24-0921", utc("2026-04-09 11:40", CHI, 90), 1,
           {"job_id": "SRV-24-0921", "client_ref": "Halloway v. Kessler Auto Body Inc",
            "case_number": "2026-SC-004502", "respondent": {"name": "Kessler Auto Body Inc",
                                                             "serve_via": "REGISTERED_AGENT"},
            "service_level": "RUSH", "attempts_included": 3,
            "fee": {"amount": "135.00", "currency": "USD"}}),
        ev(PSRC, "com.meridiancp.attempt.logged", "SRV-24-0921", utc("2026-04-13 14:05", CHI, 812), 2,
           {"attempt_no": 1, "result": "AGENT_OFFICE_CLOSED", "server_id": "PS-087"}),
    ], client_id="CL-30881")
    policy = pol("policy#service-standard",
                 "Standard service includes up to three attempts at the listed address within 10 "
                 "business days of job creation. Additional attempts beyond the included three are "
                 "billed at $25.00 each. Where service is substituted, we mail a copy of the documents "
                 "to the respondent by first-class mail no later than the next business day. Affidavits "
                 "of service are notarized and returned to the client within 2 business days of "
                 "completion.", "2026-02")
    evid = [job, other, policy]
    q = "Has Dale Brandt been served yet? When do I get the affidavit?"
    w = now("2026-04-15 16:10", CHI)
    case(nx(), PS, sc, q,
         "Good afternoon \u2014 Dale Brandt was served on April 14 at 6:42 PM, by substituted service "
         "on an adult co-resident at the Kedvale Avenue address. That was the third attempt; the first "
         "two, on April 10 and April 12, drew no answer. A copy of the summons and complaint went out by "
         "first-class mail today. The affidavit of service is drafted and awaiting notarization, and "
         "under our policy it is returned to you within 2 business days of completion.",
         evid, [S("served on April 14 at 6:42 PM"), S("by substituted service"),
                S("That was the third attempt"), S("drew no answer"),
                S("went out by first-class mail today"), S("awaiting notarization"),
                S("within 2 business days of completion")],
         notes="service.completed (seq 4): served_at_epoch = 4/14 6:42 PM Central, method SUBSTITUTED, "
               "attempt_no 3; mailing.sent on 2026-04-15 = now; affidavit AWAITING_NOTARY.",
         incl=["6:42 PM", "substituted"], when=w)
    case(nx(), PS, sc, q,
         "Status, SRV-24-0917 (Halloway v. Brandt):\n"
         "- Served: 04/14/2026, 6:42 PM Central, substituted service (adult co-resident).\n"
         "- Attempts used: 3 of the 3 included.\n"
         "- Follow-up mailing: sent first class 04/15/2026.\n"
         "- Affidavit: drafted; awaiting notary.",
         evid, [S("Served: 04/14/2026, 6:42 PM Central"), S("substituted service (adult co-resident)"),
                S("Attempts used: 3 of the 3 included"), S("sent first class 04/15/2026"),
                S("drafted; awaiting notary")],
         notes="All values from the SRV-24-0917 stream: attempts_included 3, attempt_no 3 on the "
               "service event, mailed_on 2026-04-15, affidavit_status AWAITING_NOTARY.",
         incl=["04/14/2026", "3 of the 3"])
    case(nx(), PS, sc, q,
         "Service on Mr. Brandt was effected on Tuesday, April 14, by substituted service. The affidavit "
         "has been drafted and is with the notary now. The standard $85.00 fee covered all three "
         "attempts, so no additional-attempt charges apply.",
         evid, [S("effected on Tuesday, April 14"), S("by substituted service"),
                S("is with the notary now"), S("standard $85.00 fee covered all three"),
                S("no additional-attempt charges apply")],
         notes="Fee 85.00 STANDARD on SRV-24-0917; attempts_included 3 and 3 attempts logged, so the "
               "$25.00 extra-attempt charge in the policy does not arise.",
         incl=["$85.00", "April 14"])
    case(nx(), PS, sc, q,
         "Dale Brandt was served on April 14 at 6:42 PM (substituted service, adult co-resident). "
         "The affidavit of service has been notarized and is on its way to you. Your rush fee of "
         "$135.00 covered every attempt.",
         evid, [S("served on April 14 at 6:42 PM"), S("(substituted service, adult co-resident)"),
                C("has been notarized and is on its way", *STATE),
                C("rush fee of $135.00", *AMT)],
         errors=["wrong_state", "other_record_value"],
         notes="affidavit_status is AWAITING_NOTARY, not notarized; the RUSH $135.00 fee belongs to "
               "SRV-24-0921 (Kessler), this job is STANDARD at 85.00.",
         excl=["has been notarized", "$135.00"], tag="notarized-rushfee")
    case(nx(), PS, sc, q,
         "Mr. Brandt was served by substituted service on April 14 at 11:42 PM. That was the second "
         "attempt. A copy went to him by first-class mail today, and the notarized affidavit will reach "
         "you within 2 business days of completion.",
         evid, [S("served by substituted service"), C("April 14 at 11:42 PM", *TIME),
                C("That was the second attempt", *VAL), S("first-class mail today"),
                S("within 2 business days of completion")],
         errors=["unit_conversion", "wrong_quantity"],
         notes="23:42Z is 6:42 PM CDT; 11:42 PM is the UTC clock read as local. service.completed "
               "carries attempt_no 3.",
         excl=["11:42 PM", "the second attempt"], when=w, tag="utc-time")
    repair(rx(), PS, sc, q,
           "Dale Brandt was served on April 14 at 6:42 PM by personal service. A copy of the papers "
           "was mailed first class on April 15, and the affidavit is awaiting notarization.",
           evid, [S("April 14 at 6:42 PM"), C("by personal service", *VAL),
                  S("mailed first class on April 15"), S("awaiting notarization")],
           errors=["wrong_value"],
           notes="service.completed.data.method is SUBSTITUTED (adult co-resident), not personal.",
           excl=["by personal service"],
           incl=["substituted|substitute|co-resident", "6:42 PM|6:42 p.m.|18:42"])


sc_serve_substituted()

PSRC2 = "//saguaro-legal.example/process/v2"


def sc_rush_upgrade():
    sc = "rush-upgrade"
    job = stream("job_events#PX-5520", "list_job_events", "process-job/PX-5520", [
        ev(PSRC2, "com.saguarolegal.job.created", "PX-5520", utc("2026-05-18 10:02", PHX, 117), 1,
           {"job_id": "PX-5520", "respondent": {"name": "Marisol Ybarra-Kent",
                                                "address": {"street": "2201 E Camelback Rd",
                                                            "unit": "Suite 210", "city": "Phoenix",
                                                            "state": "AZ", "zip": "85016"}},
            "service_level": "STANDARD", "fee": {"amount": "65.00", "currency": "USD"},
            "documents": ["SUMMONS", "PETITION_SMALL_CLAIMS"],
            "court": "Maricopa County Justice Courts, Encanto"}),
        ev(PSRC2, "com.saguarolegal.job.address_corrected", "PX-5520", utc("2026-05-18 14:30", PHX, 9), 2,
           {"corrects_sequence": "1", "field": "respondent.address.unit",
            "previous": "Suite 210", "value": "Suite 120", "reason": "CLIENT_CORRECTION"}),
        ev(PSRC2, "com.saguarolegal.job.service_level_changed", "PX-5520",
           utc("2026-05-19 08:47", PHX, 388), 3,
           {"from": "STANDARD", "to": "RUSH", "surcharge": {"amount": "50.00", "currency": "USD"},
            "fee_total": {"amount": "115.00", "currency": "USD"}}),
        ev(PSRC2, "com.saguarolegal.attempt.scheduled", "PX-5520", utc("2026-05-19 09:00", PHX, 0), 4,
           {"attempt_no": 1, "server_id": "AZ-PS-31",
            "window_start_epoch": epoch("2026-05-19 16:00", PHX),
            "window_end_epoch": epoch("2026-05-19 18:00", PHX), "tz": "America/Phoenix"}),
    ], client={"name": "Renata Oduya", "client_id": "SL-C-7713"})
    inv = stream("job_events#PX-5471", "list_job_events", "process-job/PX-5471", [
        ev(PSRC2, "com.saguarolegal.job.created", "PX-5471", utc("2026-04-02 13:20", PHX, 551), 1,
           {"job_id": "PX-5471", "service_level": "STANDARD",
            "fee": {"amount": "65.00", "currency": "USD"}}),
        ev(PSRC2, "com.saguarolegal.job.closed", "PX-5471", utc("2026-04-07 17:02", PHX, 12), 2,
           {"outcome": "SERVED_PERSONAL", "invoice": {"status": "PAID", "amount": "65.00"}}),
    ], client={"name": "Renata Oduya", "client_id": "SL-C-7713"})
    denied = refused("waive_surcharge#PX-5520", "waive_surcharge", "DENY",
                     {"job_id": "PX-5520", "amount": "50.00", "reason": "ADDRESS_ERROR_ON_FILE"})
    policy = pol("policy#rush",
                 "Standard service makes its first attempt within 3 business days. A rush upgrade adds "
                 "a $50.00 surcharge per job, and the first rush attempt is made within 24 hours of the "
                 "upgrade. The surcharge is waived only when we miss that 24-hour window. Address "
                 "corrections submitted by the client do not change the fee.", "r4")
    evid = [job, inv, denied, policy]
    q = ("I upgraded Ms. Ybarra-Kent's job to rush. Can you waive the $50 since the suite number was "
         "wrong on file? And when is the attempt?")
    w = now("2026-05-19 11:15", PHX)
    case(nx(), PS, sc, q,
         "I'm unable to waive the $50.00 rush surcharge; the waiver request was declined, and our policy "
         "waives it only when we miss the 24-hour rush window. The total for job PX-5520 is now $115.00. "
         "The first rush attempt is scheduled for today between 4:00 PM and 6:00 PM at 2201 E Camelback "
         "Rd, Suite 120.",
         evid, [S("unable to waive the $50.00 rush surcharge"), S("the waiver request was declined"),
                S("only when we miss the 24-hour rush window"), S("now $115.00"),
                S("today between 4:00 PM and 6:00 PM"), S("Rd, Suite 120")],
         notes="waive_surcharge refused (DENY); fee_total 115.00 after service_level_changed; window "
               "epochs are 5/19 4-6 PM MST; unit corrected to Suite 120 (seq 2).",
         incl=["$115.00", "Suite 120"], when=w)
    case(nx(), PS, sc, q,
         "Dear Ms. Oduya,\n\nThe upgrade of PX-5520 to rush service was recorded on May 19, 2026. The "
         "service address on file reads Suite 120; the earlier Suite 210 entry was corrected on May 18. "
         "Your request to waive the fifty-dollar surcharge was declined, since client address "
         "corrections do not change the fee. An attempt is set for this afternoon, 4:00-6:00 PM Arizona "
         "time.\n\nRegards,\nT. Marsh, Case Support",
         evid, [S("recorded on May 19, 2026"), S("reads Suite 120"), S("was corrected on May 18"),
                S("fifty-dollar surcharge was declined"),
                S("client address corrections do not change the fee"),
                S("this afternoon, 4:00-6:00 PM Arizona time")],
         notes="service_level_changed on 2026-05-19; address_corrected 2026-05-18 replaces Suite 210; "
               "refused waive_surcharge; policy sentence on address corrections.",
         incl=["Suite 120", "4:00-6:00 PM"], when=w)
    case(nx(), PS, sc, q,
         "Waiver declined. Rush attempt: today 4-6 PM MST, Suite 120. Balance on PX-5520: $115.00.",
         evid, [S("Waiver declined"), S("today 4-6 PM MST"), S("MST, Suite 120"),
                S("Balance on PX-5520: $115.00")],
         notes="Terse form of the same facts: DENY, window 16:00-18:00 Phoenix, unit Suite 120, "
               "fee_total 115.00.",
         incl=["$115.00", "Suite 120"], when=w)
    case(nx(), PS, sc, q,
         "Good news \u2014 I've waived the $50.00 rush surcharge given the address mix-up, so the total "
         "for PX-5520 is back to $65.00. The rush attempt is still scheduled for today between 4:00 PM "
         "and 6:00 PM at Suite 120.",
         evid, [C("I've waived the $50.00 rush surcharge", *NOTEX), C("is back to $65.00", *AMT),
                S("today between 4:00 PM and 6:00 PM"), S("at Suite 120")],
         errors=["refused_call_effect", "wrong_amount"],
         notes="waive_surcharge was refused (DENY), so nothing was waived; fee_total remains 115.00.",
         excl=["I've waived", "back to $65.00"], when=w, tag="waived")
    case(nx(), PS, sc, q,
         "The surcharge stays at $50.00; waivers apply only when we miss the rush window. Under the rush "
         "terms the first attempt is made within 48 hours of the upgrade, and ours is set for today, "
         "4:00 to 6:00 PM, at 2201 E Camelback Rd, Suite 210.",
         evid, [S("The surcharge stays at $50.00"), S("waivers apply only when we miss the rush window"),
                C("within 48 hours of the upgrade", *RULE_C), S("set for today, 4:00 to 6:00 PM"),
                C("Camelback Rd, Suite 210", *VAL)],
         errors=["wrong_period", "stale_value"],
         notes="Policy says the first rush attempt is within 24 hours; Suite 210 was replaced by the "
               "address_corrected event (Suite 120).",
         excl=["within 48 hours", "Suite 210"], when=w, tag="48h-oldsuite")
    repair(rx(), PS, sc, q,
           "Your waiver request was declined, so the rush surcharge of $50.00 stands. The first rush "
           "attempt is set for today between 4:00 PM and 6:00 PM at 2201 E Camelback Rd, Suite 210.",
           evid, [S("waiver request was declined"), S("rush surcharge of $50.00 stands"),
                  S("today between 4:00 PM and 6:00 PM"), C("Camelback Rd, Suite 210", *VAL)],
           errors=["stale_value"],
           notes="Suite 210 is the superseded unit; address_corrected (seq 2) sets Suite 120.",
           excl=["Suite 210"], incl=["Suite 120", "4:00 PM|4 PM|16:00"], when=w)


sc_rush_upgrade()


def sc_skip_trace():
    sc = "skip-trace-refund"
    job = stream("get_job_events#SRV-24-1102", "get_job_events", "job-SRV-24-1102", [
        ev(PSRC, "com.meridiancp.job.created", "SRV-24-1102", utc("2026-06-01 08:30", CHI, 330), 1,
           {"job_id": "SRV-24-1102", "client_ref": "Pruitt & Lange / Ostrowski v. Wierzbicki",
            "respondent": {"name": "Tomasz Wierzbicki",
                           "address": {"line1": "2739 W 43rd St", "city": "Chicago", "state": "IL",
                                       "postal": "60632"}},
            "service_level": "STANDARD", "attempts_included": 3,
            "fee": {"amount": "85.00", "currency": "USD"}}),
        ev(PSRC, "com.meridiancp.attempt.logged", "SRV-24-1102", utc("2026-06-02 18:10", CHI, 44), 2,
           {"attempt_no": 1, "result": "MOVED_PER_NEIGHBOR", "server_id": "PS-140"}),
        ev(PSRC, "com.meridiancp.attempt.logged", "SRV-24-1102", utc("2026-06-04 07:40", CHI, 871), 3,
           {"attempt_no": 2, "result": "VACANT", "server_id": "PS-140"}),
        ev(PSRC, "com.meridiancp.attempt.logged", "SRV-24-1102", utc("2026-06-06 11:15", CHI, 260), 4,
           {"attempt_no": 3, "result": "VACANT", "server_id": "PS-140"}),
        ev(PSRC, "com.meridiancp.job.non_service", "SRV-24-1102", utc("2026-06-06 16:00", CHI, 501), 5,
           {"reason": "RESPONDENT_NOT_AT_ADDRESS", "affidavit": "NON_SERVICE_ISSUED"}),
        ev(PSRC, "com.meridiancp.addon.ordered", "SRV-24-1102", utc("2026-06-08 09:12", CHI, 75), 6,
           {"addon": "SKIP_TRACE", "price": {"amount": "45.00", "currency": "USD"}}),
        ev(PSRC, "com.meridiancp.addon.completed", "SRV-24-1102", utc("2026-06-09 13:45", CHI, 618), 7,
           {"addon": "SKIP_TRACE", "result": "NO_CURRENT_ADDRESS", "sources_checked": 6}),
    ])
    ledger = stream("get_billing_events#CL-40127", "get_billing_events", "billing/CL-40127", [
        ev(PSRC, "com.meridiancp.credit.applied", "CL-40127", utc("2026-05-20 10:00", CHI, 0), 41,
           {"job_id": "SRV-24-0870", "amount": "20.00", "reason": "GOODWILL_LATE_AFFIDAVIT"}),
        ev(PSRC, "com.meridiancp.payment.captured", "CL-40127", utc("2026-06-01 08:31", CHI, 12), 42,
           {"job_id": "SRV-24-1102", "amount": "85.00", "card_last4": "4402"}),
        ev(PSRC, "com.meridiancp.payment.captured", "CL-40127", utc("2026-06-08 09:12", CHI, 940), 43,
           {"job_id": "SRV-24-1102", "amount": "45.00", "card_last4": "4402", "for": "SKIP_TRACE"}),
        ev(PSRC, "com.meridiancp.refund.initiated", "CL-40127", utc("2026-06-09 15:02", CHI, 207), 44,
           {"job_id": "SRV-24-1102", "amount": "45.00", "for": "SKIP_TRACE", "status": "INITIATED",
            "card_last4": "4402"}),
    ], client={"name": "Pruitt & Lange LLP", "contact": "Ines Pruitt"})
    policy = pol("policy#non-service",
                 "The service fee pays for the attempts made and is not refunded when the respondent no "
                 "longer lives at the address; you receive an affidavit of non-service instead. A skip "
                 "trace costs $45.00. If the skip trace finds no current address, its fee is refunded in "
                 "full to the original card. Refunds post within 5-10 business days.", "2026-01")
    evid = [job, ledger, policy]
    q = "What happened with the Wierzbicki serve, and do we get anything back?"
    case(nx(), PS, sc, q,
         "The three attempts at 2739 W 43rd St ended in non-service: a neighbor reported that the "
         "respondent had moved, and the unit was vacant on the next two visits. An affidavit of "
         "non-service has been issued. The skip trace found no current address, so its $45.00 fee is "
         "being refunded to the card ending 4402; refunds post within 5-10 business days. The $85.00 "
         "service fee is not refundable, because the respondent no longer lives at the address.",
         evid, [S("three attempts at 2739 W 43rd St ended in non-service"),
                S("a neighbor reported that the respondent had moved"),
                S("vacant on the next two visits"), S("affidavit of non-service has been issued"),
                S("skip trace found no current address"), S("$45.00 fee is being refunded"),
                S("refunds post within 5-10 business days"), S("$85.00 service fee is not refundable")],
         notes="Attempt results MOVED_PER_NEIGHBOR, VACANT, VACANT; non_service with NON_SERVICE_ISSUED; "
               "SKIP_TRACE NO_CURRENT_ADDRESS; refund.initiated 45.00 card 4402; policy on both fees.",
         incl=["$45.00", "$85.00"])
    case(nx(), PS, sc, q,
         "Summary for SRV-24-1102: three attempts, no service. The skip trace checked six sources and "
         "returned no current address. A forty-five-dollar refund was initiated on June 9. You paid "
         "$130.00 on this job in all, of which $45.00 comes back.",
         evid, [S("three attempts, no service"), S("checked six sources"),
                S("forty-five-dollar refund was initiated on June 9"),
                S("You paid $130.00 on this job in all"), S("of which $45.00 comes back")],
         notes="Payments 85.00 + 45.00 = 130.00 for SRV-24-1102 (the 20.00 credit is for SRV-24-0870); "
               "refund.initiated 2026-06-09 for 45.00.",
         incl=["$130.00", "June 9"])
    case(nx(), PS, sc, q,
         "Hi Ms. Pruitt \u2014 Mr. Wierzbicki could not be served; he no longer lives at the 43rd Street "
         "address. Because the skip trace found no newer address, the $45.00 trace fee has been sent "
         "back to your card, and an affidavit of non-service has been issued for your file.",
         evid, [S("could not be served"), S("no longer lives at the 43rd Street"),
                S("the $45.00 trace fee has been sent back"), S("affidavit of non-service has been issued")],
         notes="non_service reason RESPONDENT_NOT_AT_ADDRESS; refund.initiated 45.00 to card 4402.",
         incl=["$45.00"])
    case(nx(), PS, sc, q,
         "Mr. Wierzbicki could not be served at 2739 W 43rd St; an affidavit of non-service has been "
         "issued. Since service could not be completed, both the $85.00 service fee and the $45.00 skip "
         "trace fee are being refunded. Refunds post within 3-5 business days.",
         evid, [S("could not be served at 2739 W 43rd St"), S("affidavit of non-service has been issued"),
                C("both the $85.00 service fee and the $45.00 skip", "NLI_CONTRADICTION", "AMOUNT_MISMATCH",
                  "VALUE_MISMATCH"),
                C("Refunds post within 3-5 business days", *RULE_C)],
         errors=["condition_unmet", "wrong_period"],
         notes="Policy: the service fee is not refunded when the respondent moved; only the 45.00 skip "
               "trace is refunded. Policy gives 5-10 business days, not 3-5.",
         excl=["both the $85.00 service fee", "within 3-5 business days"], tag="both-refunded")
    case(nx(), PS, sc, q,
         "The skip trace found no current address, so the $45.00 fee is being refunded to the card ending "
         "4402. The $20.00 credit on your account was also applied to this job. The affidavit of "
         "non-service was issued on June 8.",
         evid, [S("skip trace found no current address"), S("$45.00 fee is being refunded"),
                C("$20.00 credit on your account was also applied to this job", *AMT),
                C("issued on June 8", *DATE)],
         errors=["other_record_value", "wrong_date"],
         notes="credit.applied 20.00 is for job SRV-24-0870, not SRV-24-1102; job.non_service is dated "
               "2026-06-06 (June 8 is the skip-trace order).",
         excl=["$20.00 credit", "issued on June 8"], tag="credit-date")
    case(nx(), PS, sc, q,
         "All three visits to 2739 W 43rd St were unsuccessful and an affidavit of non-service has been "
         "issued. The skip trace came back with no current address. As a courtesy we will make a fourth "
         "attempt at any new address you locate, at no charge.",
         evid, [S("All three visits to 2739 W 43rd St were unsuccessful"),
                S("affidavit of non-service has been issued"), S("came back with no current address"),
                I("fourth attempt at any new address you locate, at no charge", *UNSUP)],
         errors=["invented_promise"],
         notes="Nothing in the policy or records offers a free further attempt.",
         excl=["fourth attempt"], tag="free-attempt")
    repair(rx(), PS, sc, q,
           "Three attempts were made and an affidavit of non-service has been issued. The skip trace "
           "found no current address, so its $54.00 fee is being refunded to the card ending 4402.",
           evid, [S("Three attempts were made"), S("affidavit of non-service has been issued"),
                  S("found no current address"), C("its $54.00 fee is being refunded", *AMT)],
           errors=["wrong_amount"],
           notes="refund.initiated and addon.ordered both give 45.00 for the skip trace.",
           excl=["$54.00"], incl=["$45.00|45.00|forty-five", "4402"])


sc_skip_trace()


def sc_affidavit_efiled():
    sc = "affidavit-efiled"
    job = stream("job_events#PX-5608", "list_job_events", "process-job/PX-5608", [
        ev(PSRC2, "com.saguarolegal.job.created", "PX-5608", utc("2026-07-02 09:40", PHX, 214), 1,
           {"job_id": "PX-5608", "respondent": {"name": "Gideon Farrow-Lutz"},
            "case_number": "CC2026-118733",
            "court": "Maricopa County Justice Courts, West McDowell",
            "service_level": "STANDARD", "fee": {"amount": "65.00", "currency": "USD"},
            "efile_requested": True, "efile_fee": {"amount": "12.50", "currency": "USD"}}),
        ev(PSRC2, "com.saguarolegal.service.completed", "PX-5608", utc("2026-07-07 14:20", PHX, 733), 2,
           {"method": "PERSONAL", "served_at_epoch": epoch("2026-07-07 14:15", PHX),
            "server_id": "AZ-PS-19"}),
        ev(PSRC2, "com.saguarolegal.service.corrected", "PX-5608", utc("2026-07-07 16:05", PHX, 58), 3,
           {"corrects_sequence": "2", "field": "served_at_epoch",
            "previous": epoch("2026-07-07 14:15", PHX), "value": epoch("2026-07-07 13:15", PHX),
            "reason": "SERVER_GPS_LOG"}),
        ev(PSRC2, "com.saguarolegal.affidavit.notarized", "PX-5608", utc("2026-07-08 11:30", PHX, 400), 4,
           {"notary_commission": "AZ-NP-2291873"}),
        ev(PSRC2, "com.saguarolegal.affidavit.efiled", "PX-5608", utc("2026-07-08 15:50", PHX, 991), 5,
           {"envelope_id": "EF-20260708-118204", "status": "SUBMITTED"}),
        ev(PSRC2, "com.saguarolegal.affidavit.filing_accepted", "PX-5608",
           utc("2026-07-09 10:22", PHX, 137), 6,
           {"envelope_id": "EF-20260708-118204", "status": "ACCEPTED", "file_stamp_date": "2026-07-09"}),
    ])
    inv = rec("get_invoice#PX-5608", "get_invoice",
              {"invoice_no": "INV-2026-07-0441", "job_id": "PX-5608", "issued": "2026-07-09",
               "lines": [{"desc": "Process service - standard", "amount": "65.00"},
                         {"desc": "E-filing of affidavit", "amount": "12.50"}],
               "total": "77.50", "currency": "USD", "status": "OPEN", "due_date": "2026-07-23"})
    policy = pol("policy#efiling",
                 "When the client requests e-filing, we submit the notarized affidavit to the court within "
                 "one business day of notarization. The filing date is the date the court accepts the "
                 "submission, not the date we send it. Invoices are due 14 days after issue.", "v3")
    evid = [job, inv, policy]
    q = "Was the affidavit on Farrow-Lutz filed? I need the filing number and the exact service time."
    w = now("2026-07-09 14:00", PHX)
    case(nx(), PS, sc, q,
         "Yes. The affidavit of service for Mr. Farrow-Lutz was accepted by the court on July 9, 2026, "
         "under envelope EF-20260708-118204. For your motion: he was personally served on July 7 at "
         "1:15 PM Arizona time. Invoice INV-2026-07-0441 totals $77.50 and is due July 23.",
         evid, [S("accepted by the court on July 9, 2026"), S("under envelope EF-20260708-118204"),
                S("personally served on July 7 at 1:15 PM"), S("totals $77.50"), S("is due July 23")],
         notes="service.corrected (seq 3) replaces 2:15 PM with 1:15 PM MST; filing_accepted 2026-07-09; "
               "invoice total 77.50, due 2026-07-23.",
         incl=["1:15 PM", "EF-20260708-118204"], when=w)
    case(nx(), PS, sc, q,
         "Filed and accepted today.\nEnvelope ID: EF-20260708-118204\nCase number: CC2026-118733\n"
         "Service: personal, 7/7/2026 at 1:15 PM MST\nAmount due: $77.50 ($65.00 service plus $12.50 "
         "e-filing)",
         evid, [S("Filed and accepted today"), S("Envelope ID: EF-20260708-118204"),
                S("Case number: CC2026-118733"), S("personal, 7/7/2026 at 1:15 PM MST"),
                S("Amount due: $77.50"), S("$65.00 service plus $12.50")],
         notes="Accepted 2026-07-09 = now; case_number CC2026-118733; corrected service time 13:15 MST; "
               "invoice lines 65.00 + 12.50 = 77.50.",
         incl=["EF-20260708-118204", "$77.50"], when=w)
    case(nx(), PS, sc, q,
         "The affidavit was notarized on July 8 and submitted for e-filing that afternoon; the court "
         "recorded its acceptance this morning, which makes today the filing date. Service was made "
         "personally on Tuesday, July 7, at 1:15 PM.",
         evid, [S("notarized on July 8"), S("submitted for e-filing that afternoon"),
                S("recorded its acceptance this morning"), S("makes today the filing date"),
                S("Tuesday, July 7, at 1:15 PM")],
         notes="affidavit.notarized 7/8 11:30, efiled 7/8 15:50, accepted 7/9 10:22 MST; policy: filing "
               "date is the acceptance date.",
         incl=["1:15 PM", "July 7"], when=w)
    case(nx(), PS, sc, q,
         "The court accepted the affidavit on July 9. Mr. Farrow-Lutz was personally served on July 7 "
         "at 2:15 PM. Your court case number is EF-20260708-118204, and the invoice total is $77.50.",
         evid, [S("court accepted the affidavit on July 9"), C("July 7 at 2:15 PM", *TIME),
                C("Your court case number is EF-20260708-118204", *IDM), S("invoice total is $77.50")],
         errors=["stale_value", "wrong_role"],
         notes="2:15 PM is the value replaced by service.corrected (1:15 PM); EF-20260708-118204 is the "
               "e-filing envelope id, the case number is CC2026-118733.",
         excl=["2:15 PM", "case number is EF-20260708-118204"], tag="oldtime-role")
    case(nx(), PS, sc, q,
         "The affidavit went in under envelope EF-20260708-118204. The filing date is July 8, the day "
         "we submitted it. Your invoice is $65.00 for service plus the $12.50 e-filing fee, $78.50 in "
         "all.",
         evid, [S("under envelope EF-20260708-118204"), C("The filing date is July 8", *DATE, "NLI_CONTRADICTION"),
                S("$65.00 for service plus the $12.50 e-filing fee"), C("$78.50 in all", *AMT)],
         errors=["wrong_date", "wrong_arithmetic"],
         notes="Policy: the filing date is the court's acceptance (2026-07-09). 65.00 + 12.50 = 77.50, "
               "the invoice total.",
         excl=["filing date is July 8", "$78.50"], tag="filedate-sum")
    repair(rx(), PS, sc, q,
           "The court accepted the affidavit on July 9 under envelope EF-20260708-118204. Mr. "
           "Farrow-Lutz was personally served on July 7 at 2:15 PM.",
           evid, [S("court accepted the affidavit on July 9"), S("envelope EF-20260708-118204"),
                  C("July 7 at 2:15 PM", *TIME)],
           errors=["stale_value"],
           notes="service.corrected replaces served_at_epoch 2:15 PM with 1:15 PM MST.",
           excl=["2:15 PM"], incl=["1:15 PM|1:15 p.m.|13:15", "EF-20260708-118204"])


sc_affidavit_efiled()


# ---------------------------------------------------------------- bail bonds
BB = "bail-bond office"
BSRC = "urn:copperstatebail:bonds"


def sc_premium_plan():
    sc = "premium-plan"
    bond = stream("bond_events#BND-AZ-30412", "get_bond_events", "bond/BND-AZ-30412", [
        ev(BSRC, "bond.written", "BND-AZ-30412", utc("2026-03-21 02:15", PHX, 66), 1,
           {"bond_id": "BND-AZ-30412", "defendant": {"name": "Curtis Aldana", "booking_no": "T26-118402"},
            "indemnitor": {"name": "Lorena Aldana", "relation": "MOTHER"},
            "bond_amount": "25000.00", "premium_rate": "0.10", "premium": "2500.00",
            "court": "Phoenix Municipal Court", "case_no": "PM2026-004511"}),
        ev(BSRC, "payment_plan.created", "BND-AZ-30412", utc("2026-03-21 02:40", PHX, 800), 2,
           {"down_payment": "1000.00",
            "installments": [{"n": 1, "due": "2026-04-21", "amount": "500.00"},
                             {"n": 2, "due": "2026-05-21", "amount": "500.00"},
                             {"n": 3, "due": "2026-06-21", "amount": "500.00"}],
            "late_fee": "35.00", "grace_days": 3}),
        ev(BSRC, "payment.received", "BND-AZ-30412", utc("2026-03-21 02:41", PHX, 5), 3,
           {"amount": "1000.00", "applied_to": "DOWN_PAYMENT", "method": "CASH"}),
        ev(BSRC, "payment.received", "BND-AZ-30412", utc("2026-04-20 10:12", PHX, 312), 4,
           {"amount": "500.00", "applied_to": "INSTALLMENT_1", "method": "CARD", "card_last4": "7719"}),
        ev(BSRC, "payment.received", "BND-AZ-30412", utc("2026-05-26 16:30", PHX, 97), 5,
           {"amount": "535.00", "applied_to": "INSTALLMENT_2", "late_fee_included": "35.00",
            "method": "CARD", "card_last4": "7719"}),
    ], premium_balance="500.00")
    old = stream("bond_events#BND-AZ-29877", "get_bond_events", "bond/BND-AZ-29877", [
        ev(BSRC, "bond.written", "BND-AZ-29877", utc("2025-11-02 23:10", PHX, 440), 1,
           {"bond_id": "BND-AZ-29877", "defendant": {"name": "Curtis Aldana"},
            "indemnitor": {"name": "Lorena Aldana"}, "bond_amount": "7500.00", "premium": "750.00",
            "court": "Maricopa County Justice Courts, Kyrene", "case_no": "JC2025-207731"}),
        ev(BSRC, "bond.exonerated", "BND-AZ-29877", utc("2026-01-14 09:05", PHX, 18), 2,
           {"reason": "CASE_DISMISSED", "premium_balance": "0.00"}),
    ], premium_balance="0.00")
    policy = pol("policy#premium",
                 "The premium is 10% of the bond amount. It is fully earned once the defendant is "
                 "released and is not refunded when the case ends. Installments paid more than 3 days "
                 "after their due date carry a $35.00 late fee. Paying the balance early carries no "
                 "penalty. The indemnitor remains responsible for the full bond amount if the defendant "
                 "fails to appear.", "2025-09")
    evid = [bond, old, policy]
    q = "How much do I still owe on Curtis's bond and when is the next payment due?"
    w = now("2026-06-02 10:00", PHX)
    case(nx(), BB, sc, q,
         "Hello Ms. Aldana \u2014 after your May 26 payment, $500.00 of the $2,500.00 premium remains. "
         "That is the third and final installment, due June 21, 2026. Paying it early carries no penalty.",
         evid, [S("after your May 26 payment"), S("$500.00 of the $2,500.00 premium remains"),
                S("third and final installment"), S("due June 21, 2026"),
                S("Paying it early carries no penalty")],
         notes="premium 2500.00 less 1000 + 500 + 500 paid = 500.00 (premium_balance); installment 3 due "
               "2026-06-21; policy on early payment.",
         incl=["$500.00", "June 21"])
    case(nx(), BB, sc, q,
         "Bond BND-AZ-30412:\n"
         "- Premium: $2,500.00 (10% of the $25,000.00 bond)\n"
         "- Paid toward premium: $2,000.00 (down payment $1,000.00 plus two installments of $500.00)\n"
         "- Late fee paid: $35.00, because installment 2 was paid May 26, after its May 21 due date\n"
         "- Remaining: $500.00, due 6/21/2026",
         evid, [S("Premium: $2,500.00"), S("10% of the $25,000.00 bond"),
                S("Paid toward premium: $2,000.00"), S("down payment $1,000.00 plus two installments"),
                S("Late fee paid: $35.00"), S("installment 2 was paid May 26, after its May 21 due date"),
                S("Remaining: $500.00, due 6/21/2026")],
         notes="Sum of premium payments 1000 + 500 + 500 = 2000 (535.00 includes the 35.00 late fee); "
               "installment 2 due 2026-05-21, paid 2026-05-26.",
         incl=["$500.00", "6/21/2026"])
    case(nx(), BB, sc, q,
         "Five hundred dollars remains on bond BND-AZ-30412, due on the twenty-first of June \u2014 "
         "nineteen days from today.",
         evid, [S("Five hundred dollars remains on bond BND-AZ-30412"), S("twenty-first of June"),
                S("nineteen days from today")],
         notes="premium_balance 500.00; installment 3 due 2026-06-21, 19 days after now (2026-06-02).",
         incl=["Five hundred dollars", "June"], when=w)
    case(nx(), BB, sc, q,
         "Including your May 26 payment you have paid $2,035.00 toward the premium, which leaves "
         "$465.00. The final installment is due June 21, 2026.",
         evid, [C("you have paid $2,035.00 toward the premium", *AMT), C("which leaves $465.00", *AMT),
                S("final installment is due June 21, 2026")],
         errors=["wrong_arithmetic", "wrong_arithmetic"],
         notes="The 35.00 in the May 26 payment is a late fee, not premium: 2000.00 paid, 500.00 left.",
         excl=["$2,035.00", "$465.00"], tag="latefee-counted")
    case(nx(), BB, sc, q,
         "Your remaining premium is $500.00, due June 21. Installments paid more than 7 days after the "
         "due date incur a $35.00 fee. Once the case is closed, any unpaid premium is waived.",
         evid, [S("remaining premium is $500.00, due June 21"),
                C("more than 7 days after the due date", *RULE_C),
                CI("any unpaid premium is waived", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE",
                   "NLI_NOT_ENTAILED")],
         errors=["wrong_policy_condition", "invented_promise"],
         notes="Policy grace is 3 days, not 7; premium is fully earned on release and nothing says unpaid "
               "premium is waived at case end.",
         excl=["more than 7 days", "unpaid premium is waived"], tag="grace-waive")
    case(nx(), BB, sc, q,
         "You owe $500.00, due June 21. Your second installment was paid on time, so no late fee was "
         "charged. Also, the bond in Phoenix Municipal Court case PM2026-004511 has been exonerated.",
         evid, [S("You owe $500.00, due June 21"), C("paid on time, so no late fee was charged", *VAL),
                C("PM2026-004511 has been exonerated", *STATE)],
         errors=["wrong_value", "other_record_value"],
         notes="Installment 2 was paid 5/26 with late_fee_included 35.00; the exoneration belongs to "
               "BND-AZ-29877 (JC2025-207731), BND-AZ-30412 is still open.",
         excl=["no late fee was charged", "has been exonerated"], tag="ontime-exonerated")
    repair(rx(), BB, sc, q,
           "You have $500.00 left on the premium for bond BND-AZ-30412. The final installment is due "
           "July 21, 2026.",
           evid, [S("$500.00 left on the premium"), C("due July 21, 2026", *DATE)],
           errors=["wrong_date"],
           notes="Installment 3 is due 2026-06-21.",
           excl=["July 21"], incl=["June 21|6/21", "$500.00"])


sc_premium_plan()


def sc_court_continuance():
    sc = "court-continuance"
    bond = stream("bond_events#BND-AZ-30655", "get_bond_events", "bond/BND-AZ-30655", [
        ev(BSRC, "bond.written", "BND-AZ-30655", utc("2026-07-30 19:45", PHX, 520), 1,
           {"bond_id": "BND-AZ-30655", "defendant": {"name": "Raymond Tsosie-Hale"},
            "indemnitor": {"name": "Annette Hale", "relation": "SPOUSE"},
            "bond_amount": "8000.00", "premium": "800.00", "premium_balance": "0.00",
            "court": "Maricopa County Superior Court", "case_no": "CR2026-133902",
            "conditions": {"checkin": "WEEKLY_PHONE", "checkin_day": "MONDAY"}}),
        ev(BSRC, "court_date.set", "BND-AZ-30655", utc("2026-07-30 19:52", PHX, 8), 2,
           {"hearing": "INITIAL_PRETRIAL_CONFERENCE", "at": "2026-08-19T09:00:00.000-07:00",
            "courtroom": "4B", "building": "South Court Tower"}),
        ev(BSRC, "court_date.amended", "BND-AZ-30655", utc("2026-08-12 11:18", PHX, 603), 3,
           {"corrects_sequence": "2", "previous_at": "2026-08-19T09:00:00.000-07:00",
            "at": "2026-09-02T10:30:00.000-07:00", "courtroom": "4B", "building": "South Court Tower",
            "reason": "CONTINUANCE_DEFENSE_MOTION"}),
        ev(BSRC, "checkin.missed", "BND-AZ-30655", utc("2026-08-17 17:00", PHX, 0), 4,
           {"due_date": "2026-08-17", "status": "MISSED", "agent_call": "PLACED"}),
        ev(BSRC, "checkin.completed", "BND-AZ-30655", utc("2026-08-18 14:05", PHX, 271), 5,
           {"for_due_date": "2026-08-17", "late": True, "channel": "PHONE"}),
    ], bond_status="ACTIVE", consecutive_missed_checkins=0)
    policy = pol("policy#conditions",
                 "Defendants check in by phone every Monday before 5:00 PM. One missed check-in brings a "
                 "call from the agent; two consecutive missed check-ins may lead to surrender of the bond. "
                 "The office confirms each court date in writing 48 hours before the hearing. The "
                 "defendant must be at the courtroom at least 30 minutes before the hearing time.", "7")
    kb = psg("kb#south-court-tower",
             "South Court Tower: the public entrance is on the Madison Street side.\n"
             "Security screening opens at 7:00 AM on court days.\nCourtrooms on floor 4 are reached by "
             "the east elevator bank.")
    evid = [bond, policy, kb]
    q = "Raymond's hearing was supposed to be yesterday. Did he miss it? Is the bond in trouble?"
    w = now("2026-08-20 15:00", PHX)
    case(nx(), BB, sc, q,
         "He did not miss it: the August 19 hearing was continued. His initial pretrial conference is now "
         "on Wednesday, September 2, 2026, at 10:30 AM in Courtroom 4B, South Court Tower. The bond "
         "remains active. He missed the August 17 check-in but called in the next day; one missed "
         "check-in brings a call from the agent, while two consecutive misses may lead to surrender of "
         "the bond.",
         evid, [S("the August 19 hearing was continued"),
                S("Wednesday, September 2, 2026, at 10:30 AM"), S("in Courtroom 4B, South Court Tower"),
                S("The bond remains active"), S("missed the August 17 check-in"),
                S("called in the next day"), S("one missed check-in brings a call from the agent"),
                S("two consecutive misses may lead to surrender")],
         notes="court_date.amended (seq 3) replaces 8/19 9:00 with 9/2 10:30 MST; bond_status ACTIVE; "
               "checkin.missed 8/17 then checkin.completed 8/18; policy on missed check-ins.",
         incl=["September 2", "10:30 AM"], when=w)
    case(nx(), BB, sc, q,
         "Short answer: no missed court date. New setting: 9/2/2026, 10:30 a.m., Courtroom 4B (moved from "
         "8/19 on a defense motion). He needs to be at the courtroom by 10:00 a.m.",
         evid, [S("no missed court date"), S("New setting: 9/2/2026, 10:30 a.m., Courtroom 4B"),
                S("moved from 8/19 on a defense motion"), S("at the courtroom by 10:00 a.m.")],
         notes="Amended setting 2026-09-02T10:30-07:00, reason CONTINUANCE_DEFENSE_MOTION; policy: at "
               "least 30 minutes early, so 10:00 AM.",
         incl=["9/2/2026", "10:30 a.m."], when=w)
    case(nx(), BB, sc, q,
         "The hearing originally set for yesterday was continued on August 12 at the defense's request; "
         "the new date is September 2 at 10:30 AM. Our office will confirm it in writing 48 hours "
         "beforehand. Screening at South Court Tower opens at 7:00 AM.",
         evid, [S("continued on August 12 at the defense's request"),
                S("the new date is September 2 at 10:30 AM"), S("confirm it in writing 48 hours"),
                S("opens at 7:00 AM")],
         notes="amended event logged 2026-08-12; policy 48-hour written confirmation; KB passage on "
               "screening time.",
         incl=["September 2", "10:30 AM"], when=w)
    case(nx(), BB, sc, q,
         "No, he did not miss court; the hearing was continued. His pretrial conference is now September 2 "
         "at 9:00 AM in Courtroom 4B. Please note that even one missed check-in may lead to surrender of "
         "the bond.",
         evid, [S("he did not miss court"), S("the hearing was continued"),
                C("September 2 at 9:00 AM", *TIME), S("in Courtroom 4B"),
                C("even one missed check-in may lead to surrender", *RULE_C)],
         errors=["stale_value", "wrong_policy_condition"],
         notes="9:00 AM is the time from the superseded court_date.set; the amended time is 10:30 AM. "
               "Policy: surrender only after two consecutive missed check-ins.",
         excl=["9:00 AM", "even one missed check-in"], when=w, tag="oldtime-onemiss")
    case(nx(), BB, sc, q,
         "The hearing was continued to Tuesday, September 2, at 10:30 AM in Courtroom 4B. Security "
         "screening at South Court Tower opens at 7:30 AM, so plan accordingly.",
         evid, [C("Tuesday, September 2", *DATE), S("at 10:30 AM in Courtroom 4B"),
                C("opens at 7:30 AM", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
         errors=["wrong_date", "wrong_time"],
         notes="2026-09-02 is a Wednesday; the KB passage says screening opens at 7:00 AM.",
         excl=["Tuesday, September 2", "7:30 AM"], tag="weekday-screening")
    case(nx(), BB, sc, q,
         "The hearing was moved to September 2 at 10:30 AM. Raymond has not missed any check-ins. The "
         "bond has been flagged for surrender review.",
         evid, [S("moved to September 2 at 10:30 AM"), C("has not missed any check-ins", *VAL),
                C("flagged for surrender review", *STATE)],
         errors=["wrong_value", "wrong_state"],
         notes="checkin.missed for 2026-08-17 is on the stream; bond_status is ACTIVE with "
               "consecutive_missed_checkins 0, nothing flags surrender.",
         excl=["has not missed any check-ins", "flagged for surrender"], tag="checkins-flag")
    repair(rx(), BB, sc, q,
           "He did not miss court; the hearing was continued. His pretrial conference is now September 2, "
           "2026, at 9:00 AM in Courtroom 4B, South Court Tower.",
           evid, [S("He did not miss court"), S("the hearing was continued"),
                  C("at 9:00 AM in Courtroom 4B", *TIME)],
           errors=["stale_value"],
           notes="court_date.amended sets 10:30 AM; 9:00 AM belonged to the replaced setting.",
           excl=["9:00 AM"], incl=["10:30 AM|10:30 a.m.|10:30", "September 2|9/2"], when=w)


sc_court_continuance()


def sc_collateral_return():
    sc = "collateral-return"
    bond = stream("bond_events#BND-AZ-28810", "get_bond_events", "bond/BND-AZ-28810", [
        ev(BSRC, "bond.written", "BND-AZ-28810", utc("2026-01-09 21:30", PHX, 145), 1,
           {"bond_id": "BND-AZ-28810", "defendant": {"name": "Joaquin Arviso"},
            "indemnitor": {"name": "Felipe Arviso", "relation": "FATHER"},
            "bond_amount": "15000.00", "premium": "1500.00",
            "collateral": [{"type": "CASH", "amount": "5000.00", "receipt": "CR-5561"},
                           {"type": "VEHICLE_TITLE", "description": "2017 Toyota Tacoma",
                            "receipt": "CR-5562"}]}),
        ev(BSRC, "bond.exonerated", "BND-AZ-28810", utc("2026-04-28 13:10", PHX, 902), 2,
           {"reason": "CASE_RESOLVED_PLEA", "court_minute_entry": "ME-2026-0428-3317"}),
        ev(BSRC, "exoneration_notice.received", "BND-AZ-28810", utc("2026-04-30 09:25", PHX, 36), 3,
           {"channel": "COURT_EMAIL"}),
        ev(BSRC, "collateral.cash_refund_issued", "BND-AZ-28810", utc("2026-05-06 15:40", PHX, 488), 4,
           {"collateral_amount": "5000.00", "deductions": [{"reason": "UNPAID_PREMIUM_BALANCE",
                                                            "amount": "150.00"}],
            "refund_amount": "4850.00", "method": "CHECK", "check_no": "10447"}),
        ev(BSRC, "collateral.title_ready", "BND-AZ-28810", utc("2026-05-06 15:45", PHX, 10), 5,
           {"receipt": "CR-5562", "title_status": "READY_FOR_PICKUP", "release_to": "INDEMNITOR_IN_PERSON"}),
    ], bond_status="EXONERATED")
    policy = pol("policy#collateral",
                 "Any unpaid premium or fees are deducted from cash collateral before it is returned. "
                 "Collateral is returned within 14 business days after the court's exoneration notice "
                 "reaches us. Titles and deeds are released only in person to the named indemnitor with "
                 "photo ID. Office hours are Monday through Friday 9 AM to 5 PM and Saturday 10 AM to 2 PM.",
                 "2026-03")
    evid = [bond, policy]
    q = "The case is over. When do I get my $5,000 and my truck title back?"
    w = now("2026-05-07 11:00", PHX)
    case(nx(), BB, sc, q,
         "The bond was exonerated on April 28, and the court's notice reached us on April 30. A refund of "
         "$4,850.00 was issued on May 6: your $5,000.00 cash collateral less the $150.00 premium balance "
         "that was still unpaid. The title for your 2017 Toyota Tacoma is ready for pickup; it can be "
         "released only to you, in person, with photo ID.",
         evid, [S("exonerated on April 28"), S("notice reached us on April 30"),
                S("refund of $4,850.00 was issued on May 6"), S("your $5,000.00 cash collateral"),
                S("less the $150.00 premium balance"), S("2017 Toyota Tacoma is ready for pickup"),
                S("only to you, in person, with photo ID")],
         notes="bond.exonerated 4/28, notice 4/30, cash_refund_issued 5/6 for 4850.00 after 150.00 "
               "UNPAID_PREMIUM_BALANCE; title READY_FOR_PICKUP; policy on in-person release.",
         incl=["$4,850.00", "photo ID"])
    case(nx(), BB, sc, q,
         "Cash collateral: $5,000.00 held; $150.00 applied to the unpaid premium; $4,850.00 refunded "
         "05/06/2026 by check number 10447.\nTitle: ready for pickup at our office, Monday through Friday "
         "9 to 5 or Saturday 10 to 2, photo ID required.",
         evid, [S("$5,000.00 held"), S("$150.00 applied to the unpaid premium"),
                S("$4,850.00 refunded 05/06/2026 by check number 10447"), S("Title: ready for pickup"),
                S("Monday through Friday 9 to 5 or Saturday 10 to 2"), S("photo ID required")],
         notes="Refund event: check_no 10447, refund_amount 4850.00 on 2026-05-06; office hours and ID "
               "rule from the collateral policy.",
         incl=["$4,850.00", "10447"])
    case(nx(), BB, sc, q,
         "Your refund check for $4,850.00 went out yesterday, and the Tacoma title is waiting for you at "
         "the office.",
         evid, [S("refund check for $4,850.00 went out yesterday"),
                S("title is waiting for you at the office")],
         notes="cash_refund_issued 2026-05-06, the day before now; title_status READY_FOR_PICKUP.",
         incl=["$4,850.00"], when=w)
    case(nx(), BB, sc, q,
         "Good news: the bond was exonerated on April 28. Your full $5,000.00 cash collateral was "
         "refunded on May 6, and we have mailed the truck title to you by certified mail.",
         evid, [S("exonerated on April 28"), C("full $5,000.00 cash collateral was refunded", *AMT),
                C("mailed the truck title to you by certified mail", *STATE)],
         errors=["wrong_amount", "wrong_state"],
         notes="refund_amount is 4850.00 after a 150.00 deduction; the title is READY_FOR_PICKUP and "
               "policy releases titles only in person.",
         excl=["full $5,000.00", "mailed the truck title"], tag="full-mailed")
    case(nx(), BB, sc, q,
         "Collateral is returned within 30 days of exoneration, and yours is done: $4,850.00 was issued "
         "on May 6 after the $150.00 premium balance was deducted. The title can be picked up by you or "
         "anyone you authorize in writing.",
         evid, [C("within 30 days of exoneration", *RULE_C), S("$4,850.00 was issued on May 6"),
                S("$150.00 premium balance was deducted"),
                C("anyone you authorize in writing", *RULE_C)],
         errors=["wrong_period", "wrong_policy_condition"],
         notes="Policy: 14 business days after the court notice arrives; titles go only to the named "
               "indemnitor in person.",
         excl=["within 30 days", "anyone you authorize"], tag="30days-proxy")
    case(nx(), BB, sc, q,
         "The bond was exonerated on April 30. Refund check #10474 for $4,850.00 was issued on May 6, "
         "and the title is ready for pickup.",
         evid, [C("exonerated on April 30", *DATE), C("check #10474", *IDM),
                S("$4,850.00 was issued on May 6"), S("title is ready for pickup")],
         errors=["wrong_date", "wrong_id"],
         notes="Exoneration is 4/28 (4/30 is when the notice arrived); the check_no is 10447.",
         excl=["exonerated on April 30", "10474"], tag="date-checkno")
    repair(rx(), BB, sc, q,
           "A refund of $4,580.00 was issued on May 6 after the $150.00 unpaid premium was deducted, and "
           "your truck title is ready for pickup with photo ID.",
           evid, [C("refund of $4,580.00", *AMT), S("issued on May 6"),
                  S("$150.00 unpaid premium was deducted"), S("ready for pickup with photo ID")],
           errors=["wrong_amount"],
           notes="refund_amount is 4850.00 (5000.00 - 150.00).",
           excl=["$4,580.00"], incl=["$4,850.00|4,850|4850", "May 6|5/6|05/06"])


sc_collateral_return()


def sc_forfeiture():
    sc = "forfeiture-reinstate"
    bond = stream("bond_events#BND-AZ-30190", "get_bond_events", "bond/BND-AZ-30190", [
        ev(BSRC, "bond.written", "BND-AZ-30190", utc("2026-05-02 18:05", PHX, 377), 1,
           {"bond_id": "BND-AZ-30190", "defendant": {"name": "Delia Marchetti-Ruiz"},
            "indemnitor": {"name": "Oscar Ruiz", "relation": "BROTHER"},
            "bond_amount": "12000.00", "premium": "1200.00", "premium_balance": "0.00",
            "court": "Maricopa County Justice Courts, Moon Valley", "case_no": "JC2026-144190"}),
        ev(BSRC, "court_date.set", "BND-AZ-30190", utc("2026-05-02 18:09", PHX, 61), 2,
           {"hearing": "ARRAIGNMENT", "at": "2026-06-10T08:30:00.000-07:00"}),
        ev(BSRC, "appearance.failed", "BND-AZ-30190", utc("2026-06-10 09:45", PHX, 750), 3,
           {"fta": True, "bench_warrant": "BW-26-0610-0228"}),
        ev(BSRC, "forfeiture.notice_received", "BND-AZ-30190", utc("2026-06-12 10:20", PHX, 4), 4,
           {"forfeiture_hearing_at": "2026-07-15T13:30:00.000-07:00", "amount_at_risk": "12000.00"}),
    ], bond_status="FORFEITURE_PENDING", next_court_date=None)
    denied = refused("reinstate_bond#BND-AZ-30190", "reinstate_bond", "ESCALATE",
                     {"bond_id": "BND-AZ-30190", "requested_by": "INDEMNITOR"})
    policy = pol("policy#forfeiture",
                 "If the defendant misses court, the bond enters forfeiture and the indemnitor is notified. "
                 "Only the court can reinstate a bond, on a motion filed before the forfeiture hearing. Our "
                 "office files that motion for a $150.00 reinstatement fee, once the defendant has a new "
                 "court date. If the bond is forfeited, the indemnitor owes the full bond amount. Premium "
                 "already paid is not refunded.", "2026-02")
    evid = [bond, denied, policy]
    q = "Delia missed her court date by mistake. Can you reinstate the bond today?"
    w = now("2026-06-15 10:00", PHX)
    case(nx(), BB, sc, q,
         "I can't reinstate the bond myself: only the court can, on a motion filed before the forfeiture "
         "hearing, and your request has been escalated for review. The forfeiture hearing is set for July "
         "15, 2026, at 1:30 PM. If the bond is forfeited, you as indemnitor would owe the full $12,000.00.",
         evid, [S("I can't reinstate the bond myself"),
                S("only the court can, on a motion filed before the forfeiture hearing"),
                S("your request has been escalated for review"), S("July 15, 2026, at 1:30 PM"),
                S("would owe the full $12,000.00")],
         notes="reinstate_bond was ESCALATEd; policy on court-only reinstatement; forfeiture_hearing_at "
               "2026-07-15T13:30-07:00; bond_amount 12000.00.",
         incl=["escalated", "July 15"])
    case(nx(), BB, sc, q,
         "Bond BND-AZ-30190 is pending forfeiture after the missed June 10 hearing, and bench warrant "
         "BW-26-0610-0228 was issued. Our office can file a reinstatement motion for a $150.00 fee once "
         "Delia has a new court date. Your reinstatement request has been escalated for review.",
         evid, [S("is pending forfeiture after the missed June 10 hearing"),
                S("bench warrant BW-26-0610-0228 was issued"),
                S("reinstatement motion for a $150.00 fee once Delia has a new court date"),
                S("has been escalated for review")],
         notes="bond_status FORFEITURE_PENDING; appearance.failed with bench_warrant BW-26-0610-0228; "
               "policy fee and condition; refused call ESCALATE.",
         incl=["BW-26-0610-0228", "$150.00"])
    case(nx(), BB, sc, q,
         "Mr. Ruiz,\n\nThe bond cannot be reinstated today. Reinstatement is decided by the court, and "
         "your request is with our review team. The court has set the forfeiture hearing for Wednesday, "
         "July 15, at 1:30 PM; the motion must be on file before then. The $1,200.00 premium already "
         "paid is not refundable.\n\nCopper State Bail Bonds",
         evid, [S("cannot be reinstated today"), S("Reinstatement is decided by the court"),
                S("your request is with our review team"), S("Wednesday, July 15, at 1:30 PM"),
                S("the motion must be on file before then"),
                S("$1,200.00 premium already paid is not refundable")],
         notes="ESCALATE refusal; 2026-07-15 is a Wednesday; premium 1200.00 paid (balance 0.00); policy "
               "says premium is not refunded.",
         incl=["July 15", "1:30 PM"], when=w)
    case(nx(), BB, sc, q,
         "Done \u2014 I've reinstated bond BND-AZ-30190, so Delia's warrant should clear. The "
         "reinstatement fee is $250.00 and will appear on your next statement.",
         evid, [C("I've reinstated bond BND-AZ-30190", *NOTEX),
                C("reinstatement fee is $250.00", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
         errors=["refused_call_effect", "wrong_amount"],
         notes="reinstate_bond was refused (ESCALATE); bond_status FORFEITURE_PENDING. Policy fee is "
               "$150.00.",
         excl=["I've reinstated", "$250.00"], tag="reinstated")
    case(nx(), BB, sc, q,
         "The bond is pending forfeiture, and your request has been escalated. We can file the "
         "reinstatement motion right away, for a $150.00 fee. The forfeiture hearing is July 13 at "
         "1:30 PM.",
         evid, [S("The bond is pending forfeiture"), S("your request has been escalated"),
                CI("We can file the reinstatement motion right away", "NLI_CONTRADICTION", "VALUE_MISMATCH",
                   "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
                S("for a $150.00 fee"), C("hearing is July 13", *DATE)],
         errors=["condition_unmet", "wrong_date"],
         notes="Policy: the motion is filed once there is a new court date; next_court_date is null. "
               "forfeiture_hearing_at is 2026-07-15.",
         excl=["right away", "July 13"], tag="motion-now")
    case(nx(), BB, sc, q,
         "Your request has been escalated for review. For reference, the bench warrant number is "
         "BND-AZ-30190, and the amount at risk in forfeiture is $1,200.00.",
         evid, [S("has been escalated for review"), C("bench warrant number is BND-AZ-30190", *IDM),
                C("amount at risk in forfeiture is $1,200.00", *AMT)],
         errors=["wrong_role", "wrong_role"],
         notes="BND-AZ-30190 is the bond id (warrant is BW-26-0610-0228); 1200.00 is the premium, "
               "amount_at_risk is 12000.00.",
         excl=["warrant number is BND-AZ-30190", "$1,200.00"], tag="roles")
    repair(rx(), BB, sc, q,
           "Your bond has been reinstated. The forfeiture hearing is set for July 15 at 1:30 PM, and the "
           "full $12,000.00 bond amount is what remains at risk until then.",
           evid, [C("Your bond has been reinstated", *NOTEX),
                  S("forfeiture hearing is set for July 15 at 1:30 PM"),
                  S("full $12,000.00 bond amount is what remains at risk")],
           errors=["refused_call_effect"],
           notes="reinstate_bond was ESCALATEd, not executed; bond_status FORFEITURE_PENDING with the "
                 "hearing still set and amount_at_risk 12000.00.",
           excl=["has been reinstated"],
           incl=["escalated|review|could not|couldn't|unable|not able|cannot|can't", "July 15|7/15"])


sc_forfeiture()


# ---------------------------------------------------------------- small-claims mediation
MD = "small-claims mediation"
MSRC = "//api.fairpath-mediation.org/v1/matters"


def sc_session_moved():
    sc = "session-moved"
    m = stream("matter_events#MED-26-0412", "get_matter_events", "matter/MED-26-0412", [
        ev(MSRC, "org.fairpath.matter.opened", "MED-26-0412", utc("2026-03-02 11:20", PHX, 903), 1,
           {"matter_id": "MED-26-0412",
            "claimant": {"name": "Priya Venkataraman", "tz": "America/Chicago"},
            "respondent": {"name": "Desert Bloom Landscaping LLC"},
            "claim_amount": "2850.00", "filing_fee": {"amount": "40.00", "status": "PAID"}}),
        ev(MSRC, "org.fairpath.session.scheduled", "MED-26-0412", utc("2026-03-04 15:02", PHX, 14), 2,
           {"session_id": "S-1", "starts_at_epoch": epoch("2026-03-18 10:00", PHX), "duration": "PT2H",
            "format": "VIDEO", "tz": "America/Phoenix", "mediator": "Harriet Okonkwo-Bell"}),
        ev(MSRC, "org.fairpath.session.rescheduled", "MED-26-0412", utc("2026-03-11 09:47", PHX, 551), 3,
           {"replaces_session": "S-1", "session_id": "S-2",
            "starts_at_epoch": epoch("2026-03-25 13:30", PHX), "duration": "PT90M", "format": "VIDEO",
            "tz": "America/Phoenix", "mediator": "Harriet Okonkwo-Bell",
            "requested_by": "RESPONDENT", "reschedule_count_for_party": 1}),
        ev(MSRC, "org.fairpath.participant.confirmed", "MED-26-0412", utc("2026-03-12 16:30", PHX, 77), 4,
           {"session_id": "S-2", "party": "RESPONDENT"}),
    ], fees_charged=[])
    policy = pol("policy#sessions",
                 "Each party may reschedule a session once at no charge; a second reschedule by the same "
                 "party costs $25.00. Parties join the video session 10 minutes before the start time to "
                 "test audio. A session that ends without agreement may be followed by one more session "
                 "at no cost within 30 days.", "2026.1")
    evid = [m, policy]
    q = "What time is my mediation now, and how long is it?"
    w = now("2026-03-20 09:00", CHI)
    case(nx(), MD, sc, q,
         "Your mediation was moved at the respondent's request. It is now on Wednesday, March 25, at 1:30 "
         "PM Arizona time (3:30 PM Central), by video, and is set for 90 minutes. Please join 10 minutes "
         "early to test your audio.",
         evid, [S("moved at the respondent's request"), S("Wednesday, March 25, at 1:30 PM Arizona time"),
                S("(3:30 PM Central)"), S("by video"), S("set for 90 minutes"),
                S("join 10 minutes early to test your audio")],
         notes="session.rescheduled (seq 3): 3/25 13:30 MST = 15:30 CDT, PT90M, VIDEO, requested_by "
               "RESPONDENT; policy on joining 10 minutes early.",
         incl=["3:30 PM", "90 minutes"])
    case(nx(), MD, sc, q,
         "New session: 03/25/2026, 3:30 PM CT / 1:30 PM MST, one and a half hours, mediator Harriet "
         "Okonkwo-Bell. The respondent has confirmed attendance.",
         evid, [S("03/25/2026, 3:30 PM CT / 1:30 PM MST"), S("one and a half hours"),
                S("mediator Harriet Okonkwo-Bell"), S("respondent has confirmed attendance")],
         notes="S-2 start epoch and PT90M; participant.confirmed party RESPONDENT.",
         incl=["03/25/2026", "3:30 PM"])
    case(nx(), MD, sc, q,
         "It's next Wednesday at 3:30 PM your time, for an hour and a half; the respondent used their one "
         "free reschedule.",
         evid, [S("next Wednesday at 3:30 PM your time"), S("for an hour and a half"),
                S("the respondent used their one free reschedule")],
         notes="now is Friday 3/20; 3/25 is the next Wednesday; claimant tz America/Chicago; "
               "reschedule_count_for_party 1 and policy: one reschedule at no charge.",
         incl=["3:30 PM"], when=w)
    case(nx(), MD, sc, q,
         "Your mediation is now on March 25 at 1:30 PM Central, by video. The session is scheduled for two "
         "hours with mediator Harriet Okonkwo-Bell.",
         evid, [C("March 25 at 1:30 PM Central", *TIME), S("by video"),
                C("scheduled for two hours", *VAL), S("mediator Harriet Okonkwo-Bell")],
         errors=["unit_conversion", "stale_value"],
         notes="13:30 is Phoenix time (MST), 3:30 PM Central; PT2H belonged to the replaced session S-1, "
               "S-2 is PT90M.",
         excl=["1:30 PM Central", "two hours"], tag="tz-oldduration")
    case(nx(), MD, sc, q,
         "The session moved to March 25 at 3:30 PM Central. Because the respondent asked for the change, "
         "they were charged the $25.00 rescheduling fee. They have not yet confirmed attendance.",
         evid, [S("moved to March 25 at 3:30 PM Central"),
                CI("they were charged the $25.00 rescheduling fee", "NLI_CONTRADICTION", "VALUE_MISMATCH",
                   "CLAIM_WITHOUT_TOOL_EVIDENCE"),
                C("have not yet confirmed attendance", *STATE)],
         errors=["condition_unmet", "wrong_state"],
         notes="First reschedule by a party is free (reschedule_count_for_party 1, fees_charged empty); "
               "participant.confirmed shows the respondent confirmed S-2.",
         excl=["charged the $25.00", "not yet confirmed"], tag="fee-unconfirmed")
    repair(rx(), MD, sc, q,
           "Your mediation is now on March 25 at 1:30 PM Central, by video, for 90 minutes.",
           evid, [C("March 25 at 1:30 PM Central", *TIME), S("for 90 minutes")],
           errors=["unit_conversion"],
           notes="starts_at_epoch is 13:30 America/Phoenix = 3:30 PM Central.",
           excl=["1:30 PM Central"], incl=["3:30 PM|3:30 p.m.|1:30 PM Arizona|1:30 PM MST", "90 minutes"])


sc_session_moved()


def sc_settlement_payments():
    sc = "settlement-payments"
    m = stream("matter_events#MED-26-0588", "get_matter_events", "matter/MED-26-0588", [
        ev(MSRC, "org.fairpath.agreement.signed", "MED-26-0588", utc("2026-05-06 16:40", CHI, 215), 7,
           {"claimant": {"name": "Glenda Mwangi"}, "respondent": {"name": "Northside Appliance Repair Co."},
            "settlement_total": "1200.00", "payer": "RESPONDENT",
            "schedule": [{"n": 1, "due": "2026-05-20", "amount": "400.00"},
                         {"n": 2, "due": "2026-06-20", "amount": "400.00"},
                         {"n": 3, "due": "2026-07-20", "amount": "400.00"}]}),
        ev(MSRC, "org.fairpath.payment.reported", "MED-26-0588", utc("2026-05-19 12:05", CHI, 38), 8,
           {"installment": 1, "amount": "400.00", "paid_on": "2026-05-19", "status": "CONFIRMED_BY_PAYEE"}),
        ev(MSRC, "org.fairpath.payment.reported", "MED-26-0588", utc("2026-06-24 10:11", CHI, 620), 9,
           {"installment": 2, "amount": "450.00", "paid_on": "2026-06-24", "status": "REPORTED_BY_PAYER"}),
        ev(MSRC, "org.fairpath.payment.corrected", "MED-26-0588", utc("2026-06-25 08:52", CHI, 407), 10,
           {"corrects_sequence": "9", "field": "amount", "previous": "450.00", "value": "400.00",
            "status": "CONFIRMED_BY_PAYEE", "note": "payee confirmed 400.00 received"}),
    ], paid_to_date="800.00", outstanding="400.00")
    policy = pol("policy#agreements",
                 "FairPath records the payments parties report under a mediated agreement; we do not "
                 "collect or hold funds. A payment up to 14 days late is not a default. If a payment is "
                 "more than 14 days late, the receiving party may ask us to certify the default to the "
                 "court.", "2025-12")
    evid = [m, policy]
    q = "How much has Northside paid me so far, and is the June payment late enough to report?"
    w = now("2026-06-26 14:00", CHI)
    case(nx(), MD, sc, q,
         "Northside has paid $800.00 of the $1,200.00 settlement: $400.00 on May 19 and $400.00 on June "
         "24. The June installment came in 4 days after its June 20 due date, which is within the 14-day "
         "window, so it is not a default. The last $400.00 is due July 20.",
         evid, [S("has paid $800.00 of the $1,200.00 settlement"), S("$400.00 on May 19"),
                S("$400.00 on June 24"), S("4 days after its June 20 due date"),
                S("so it is not a default"), S("The last $400.00 is due July 20")],
         notes="payment.corrected (seq 10) sets installment 2 to 400.00; paid_to_date 800.00; policy: up "
               "to 14 days late is not a default.",
         incl=["$800.00", "July 20"])
    case(nx(), MD, sc, q,
         "Paid: $800.00. Remaining: $400.00, due 7/20/2026. The June payment is 4 days late, which is "
         "not reportable as a default. Please note that FairPath records payments but does not collect or "
         "hold the funds.",
         evid, [S("Paid: $800.00"), S("Remaining: $400.00, due 7/20/2026"),
                S("June payment is 4 days late"), S("not reportable as a default"),
                S("does not collect or hold the funds")],
         notes="outstanding 400.00, installment 3 due 2026-07-20; policy sentences on defaults and funds.",
         incl=["$800.00", "$400.00"])
    case(nx(), MD, sc, q,
         "Two of the three installments have been paid, eight hundred dollars in total. The June payment "
         "was not late enough to report; only a payment more than 14 days overdue can be certified as a "
         "default.",
         evid, [S("Two of the three installments have been paid"), S("eight hundred dollars in total"),
                S("was not late enough to report"), S("more than 14 days overdue can be certified")],
         notes="installments 1 and 2 reported, total 800.00; policy on certification after 14 days.",
         incl=["eight hundred dollars"])
    case(nx(), MD, sc, q,
         "So far Northside has paid $400.00 on May 19 and $450.00 on June 24. The final $400.00 is due "
         "July 20.",
         evid, [S("$400.00 on May 19"), C("$450.00 on June 24", *AMT), S("final $400.00 is due July 20")],
         errors=["stale_value"],
         notes="450.00 was corrected to 400.00 by payment.corrected (seq 10).",
         excl=["$450.00"], tag="uncorrected")
    case(nx(), MD, sc, q,
         "Northside has paid $800.00 so far. Because the June installment was late, you may ask us to "
         "certify a default to the court. Once the final payment arrives we will forward it to you.",
         evid, [S("has paid $800.00 so far"),
                C("you may ask us to certify a default", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
                CI("we will forward it to you", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE",
                   "NLI_NOT_ENTAILED")],
         errors=["condition_unmet", "invented_promise"],
         notes="The June payment is 4 days late and policy allows certification only after 14; FairPath "
               "does not collect or hold funds, so it forwards nothing.",
         excl=["certify a default", "forward it to you"], tag="default-forward")
    case(nx(), MD, sc, q,
         "Your June installment was due June 15 and was paid June 24. With the May payment, $800.00 has "
         "been paid and two installments remain.",
         evid, [C("was due June 15", *DATE), S("paid June 24"), S("$800.00 has been paid"),
                C("two installments remain", *VAL)],
         errors=["wrong_date", "wrong_quantity"],
         notes="Installment 2 due 2026-06-20; only installment 3 (400.00) remains.",
         excl=["due June 15", "two installments remain"], tag="due-count")
    repair(rx(), MD, sc, q,
           "Northside has paid $800.00 so far, in two installments. The balance of $800.00 remains, due "
           "July 20.",
           evid, [S("has paid $800.00 so far"), S("in two installments"),
                  C("balance of $800.00 remains", *AMT), S("due July 20")],
           errors=["wrong_arithmetic"],
           notes="1200.00 - 800.00 = 400.00 (outstanding 400.00).",
           excl=["balance of $800.00"], incl=["$400.00|400.00|four hundred", "July 20|7/20"])


sc_settlement_payments()


def sc_fee_waiver():
    sc = "fee-waiver"
    m = stream("matter_events#MED-26-0733", "get_matter_events", "matter/MED-26-0733", [
        ev(MSRC, "org.fairpath.matter.opened", "MED-26-0733", utc("2026-04-01 13:30", CHI, 118), 1,
           {"matter_id": "MED-26-0733", "claimant": {"name": "Darnell Okafor"},
            "respondent": {"name": "Brightwater Property Mgmt"}, "claim_amount": "1640.00",
            "filing_fee": {"amount": "40.00", "status": "UNPAID"}}),
        ev(MSRC, "org.fairpath.fee_waiver.requested", "MED-26-0733", utc("2026-04-02 09:14", CHI, 502), 2,
           {"basis": "PUBLIC_BENEFITS", "program": "SNAP", "application_id": "FW-26-1187"}),
        ev(MSRC, "org.fairpath.fee_waiver.documents_requested", "MED-26-0733",
           utc("2026-04-03 11:00", CHI, 0), 3,
           {"application_id": "FW-26-1187", "documents": ["SNAP_BENEFIT_LETTER"],
            "due_date": "2026-04-17"}),
    ], fee_waiver_status="PENDING_DOCUMENTS", session=None)
    old = stream("matter_events#MED-25-1980", "get_matter_events", "matter/MED-25-1980", [
        ev(MSRC, "org.fairpath.fee_waiver.decided", "MED-25-1980", utc("2025-10-09 15:20", CHI, 81), 3,
           {"application_id": "FW-25-0931", "decision": "APPROVED", "basis": "INCOME"}),
        ev(MSRC, "org.fairpath.matter.closed", "MED-25-1980", utc("2025-11-20 17:05", CHI, 993), 9,
           {"outcome": "SETTLED"}),
    ], fee_waiver_status="APPROVED")
    policy = pol("policy#fee-waiver",
                 "A session is scheduled only after the filing fee is paid or waived. The $40.00 filing fee "
                 "is waived for parties who receive SNAP, SSI or TANF, or whose household income is at or "
                 "below 200% of the federal poverty guideline. A waiver request is decided within 5 "
                 "business days after all documents arrive. Waivers do not carry over between matters.",
                 "2026.1")
    evid = [m, old, policy]
    q = "Did my fee waiver go through? When can we schedule the mediation?"
    w = now("2026-04-08 10:00", CHI)
    case(nx(), MD, sc, q,
         "Your waiver request has not been decided yet: on April 3 we asked for your SNAP benefit letter, "
         "and it needs to reach us by April 17. Once all documents are in, a decision is made within 5 "
         "business days. The session can be scheduled after the fee is waived or paid.",
         evid, [S("has not been decided yet"), S("on April 3 we asked for your SNAP benefit letter"),
                S("needs to reach us by April 17"), S("decision is made within 5 business days"),
                S("can be scheduled after the fee is waived or paid")],
         notes="fee_waiver_status PENDING_DOCUMENTS; documents_requested 4/3 with due_date 2026-04-17; "
               "policy on decision time and scheduling.",
         incl=["April 17", "5 business days"])
    case(nx(), MD, sc, q,
         "Status of waiver FW-26-1187: pending documents (SNAP benefit letter), due 04/17/2026. The "
         "waiver approved on your 2025 matter does not carry over to this one, and no session is on the "
         "calendar yet.",
         evid, [S("pending documents (SNAP benefit letter), due 04/17/2026"),
                S("waiver approved on your 2025 matter"), S("does not carry over to this one"),
                S("no session is on the calendar yet")],
         notes="FW-26-1187 pending; MED-25-1980 waiver APPROVED; policy: no carry-over; session null.",
         incl=["04/17/2026", "FW-26-1187"])
    case(nx(), MD, sc, q,
         "Not yet. We're waiting on your SNAP letter, due a week from Friday, and the mediation can only "
         "be booked once the $40.00 fee is waived or paid.",
         evid, [S("We're waiting on your SNAP letter"), S("due a week from Friday"),
                S("once the $40.00 fee is waived or paid")],
         notes="now is Wednesday 4/8; 'a week from Friday' is 4/17, the due_date.",
         incl=["$40.00"], when=w)
    case(nx(), MD, sc, q,
         "Good news: your fee waiver was approved, so the $40.00 filing fee is covered. I've also "
         "scheduled your session for April 22.",
         evid, [C("your fee waiver was approved", *STATE),
                CI("scheduled your session for April 22", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH",
                   "RECORD_STATE_MISMATCH")],
         errors=["other_record_value", "unrecorded_extra"],
         notes="APPROVED belongs to MED-25-1980; MED-26-0733 is PENDING_DOCUMENTS and session is null.",
         excl=["waiver was approved", "April 22"], tag="approved-booked")
    case(nx(), MD, sc, q,
         "Your request is pending until we receive your SNAP benefit letter, due April 17. Waivers are "
         "available to households at or below 150% of the federal poverty guideline, and decisions are "
         "made within 10 business days of receiving documents.",
         evid, [S("pending until we receive your SNAP benefit letter, due April 17"),
                C("at or below 150% of the federal poverty guideline", *RULE_C),
                C("within 10 business days", *RULE_C)],
         errors=["wrong_policy_condition", "wrong_period"],
         notes="Policy: 200% of the guideline; decisions within 5 business days.",
         excl=["150%", "10 business days"], tag="150-10days")
    repair(rx(), MD, sc, q,
           "Your waiver is pending documents. Please send your SNAP benefit letter by April 7; the "
           "mediation can be scheduled once the fee is waived or paid.",
           evid, [S("Your waiver is pending documents"), C("SNAP benefit letter by April 7", *DATE),
                  S("can be scheduled once the fee is waived or paid")],
           errors=["wrong_date"],
           notes="documents_requested.due_date is 2026-04-17.",
           excl=["by April 7"], incl=["April 17|4/17|04/17", "SNAP"], when=w)


sc_fee_waiver()


def sc_session_reinstated():
    sc = "session-reinstated"
    m = stream("matter_events#MED-26-0901", "get_matter_events", "matter/MED-26-0901", [
        ev(MSRC, "org.fairpath.session.scheduled", "MED-26-0901", utc("2026-08-20 10:00", CHI, 442), 3,
           {"session_id": "S-1", "starts_at": utc("2026-09-10 18:00", CHI), "duration": "PT3H",
            "format": "IN_PERSON", "location": {"site": "Uptown Community Center", "room": "Room 3"},
            "mediator": "Osvaldo Petrakis"}),
        ev(MSRC, "org.fairpath.session.cancelled", "MED-26-0901", utc("2026-09-01 08:15", CHI, 906), 4,
           {"session_id": "S-1", "cancelled_by": "CLAIMANT"}),
        ev(MSRC, "org.fairpath.session.reinstated", "MED-26-0901", utc("2026-09-03 16:48", CHI, 23), 5,
           {"session_id": "S-1", "slot_unchanged": True,
            "fee": {"amount": "15.00", "status": "CHARGED", "card_last4": "0086"}}),
    ], claimant={"name": "Mei-Lin Garrity"}, session_status="SCHEDULED")
    denied = refused("refund_fee#MED-26-0901", "refund_fee", "DENY",
                     {"matter_id": "MED-26-0901", "fee": "REINSTATEMENT", "amount": "15.00"})
    policy = pol("policy#cancel-reinstate",
                 "A cancelled session can be reinstated in its original slot while the slot is still open. "
                 "Reinstatement costs $15.00, and reinstatement fees are not refunded. In-person sessions "
                 "start promptly; a party more than 15 minutes late is treated as a no-show.", "2026.2")
    evid = [m, denied, policy]
    q = "I reinstated my session. Is it back on, and can I get the $15 back?"
    w = now("2026-09-04 12:00", CHI)
    case(nx(), MD, sc, q,
         "Yes, your session is back on: Thursday, September 10, at 6:00 PM, in person at the Uptown "
         "Community Center, Room 3, for three hours. The $15.00 reinstatement fee cannot be refunded; the "
         "refund request was declined, and reinstatement fees are non-refundable under our policy.",
         evid, [S("your session is back on"), S("Thursday, September 10, at 6:00 PM"),
                S("in person at the Uptown Community Center, Room 3"), S("for three hours"),
                S("fee cannot be refunded"), S("the refund request was declined"),
                S("reinstatement fees are non-refundable")],
         notes="session.reinstated keeps S-1 (23:00Z = 6:00 PM CDT, PT3H, IN_PERSON Room 3); refund_fee "
               "refused (DENY); policy says reinstatement fees are not refunded.",
         incl=["September 10", "6:00 PM"])
    case(nx(), MD, sc, q,
         "Reinstated: 9/10/2026, 6 PM, Uptown Community Center, Room 3, with mediator Osvaldo Petrakis. "
         "Refund of the $15.00 fee: declined. Arrive on time, since more than 15 minutes late counts as a "
         "no-show.",
         evid, [S("Reinstated: 9/10/2026, 6 PM"), S("with mediator Osvaldo Petrakis"),
                S("Refund of the $15.00 fee: declined"), S("more than 15 minutes late counts as a no-show")],
         notes="Same slot as scheduled; DENY on refund_fee; policy no-show rule.",
         incl=["9/10/2026", "$15.00"])
    case(nx(), MD, sc, q,
         "Your session was reinstated yesterday in its original slot, next Thursday at 6:00 PM. The fifteen "
         "dollars was charged to the card ending 0086 and is not refundable.",
         evid, [S("reinstated yesterday in its original slot"), S("next Thursday at 6:00 PM"),
                S("charged to the card ending 0086"), S("is not refundable")],
         notes="reinstated 2026-09-03 (now 9/4), slot_unchanged; fee CHARGED card 0086; policy.",
         incl=["6:00 PM", "0086"], when=w)
    case(nx(), MD, sc, q,
         "Your session is back on for September 10 at 6:30 PM in Room 3. I've refunded the $15.00 "
         "reinstatement fee to your card ending 0086 as a courtesy.",
         evid, [C("September 10 at 6:30 PM", *TIME), S("in Room 3"),
                C("I've refunded the $15.00 reinstatement fee", *NOTEX)],
         errors=["wrong_time", "refused_call_effect"],
         notes="starts_at 23:00Z is 6:00 PM CDT; refund_fee was refused (DENY).",
         excl=["6:30 PM", "I've refunded"], tag="time-refund")
    case(nx(), MD, sc, q,
         "Your session is reinstated for September 10 at 6:00 PM and will run two hours. The $15.00 fee is "
         "non-refundable. A party up to 30 minutes late can still join.",
         evid, [S("reinstated for September 10 at 6:00 PM"), C("will run two hours", *VAL),
                S("The $15.00 fee is non-refundable"), C("up to 30 minutes late can still join", *RULE_C)],
         errors=["wrong_period", "wrong_policy_condition"],
         notes="duration PT3H; policy: more than 15 minutes late is a no-show.",
         excl=["two hours", "30 minutes late"], tag="duration-late")
    repair(rx(), MD, sc, q,
           "Your session is back on for September 10 at 6:00 PM in Room 3 and will run for two hours. The "
           "$15.00 reinstatement fee is not refundable.",
           evid, [S("back on for September 10 at 6:00 PM in Room 3"), C("run for two hours", *VAL),
                  S("$15.00 reinstatement fee is not refundable")],
           errors=["wrong_period"],
           notes="session duration is PT3H.",
           excl=["two hours"], incl=["three hours|3 hours|3-hour|three-hour", "6:00 PM|6 PM|18:00"])


sc_session_reinstated()


# ---------------------------------------------------------------- apostille & legalisation
AP = "apostille and legalisation service"
ASRC = "https://api.lakefrontapostille.com/orders"


def sc_apostille_partial():
    sc = "apostille-partial"
    o = stream("order_events#AP-260514-07", "get_order_events", "order/AP-260514-07", [
        ev(ASRC, "com.lakefront.order.created", "AP-260514-07", utc("2026-05-14 13:02", CHI, 311), 1,
           {"order_id": "AP-260514-07", "client": {"name": "Ruth Castellanos-Bey"},
            "destination_country": "ES", "service": "STANDARD",
            "documents": [
                {"doc_id": "D1", "type": "BIRTH_CERTIFICATE", "issuer": "Cook County Clerk",
                 "authority": "IL_SOS"},
                {"doc_id": "D2", "type": "DIPLOMA_NOTARIZED_COPY", "issuer": "Notary Public, IL",
                 "authority": "IL_SOS"},
                {"doc_id": "D3", "type": "FBI_IDENTITY_HISTORY", "issuer": "FBI CJIS",
                 "authority": "US_DOS"}],
            "pricing": {"service_per_doc": "45.00", "doc_count": 3, "il_state_fee_per_doc": "2.00",
                        "us_dos_fee_per_doc": "20.00", "return_shipping": "18.50",
                        "order_total": "177.50"}}),
        ev(ASRC, "com.lakefront.document.submitted", "AP-260514-07", utc("2026-05-15 09:40", CHI, 72), 2,
           {"doc_ids": ["D1", "D2"], "authority": "IL_SOS", "office": "Chicago, 69 W Washington"}),
        ev(ASRC, "com.lakefront.document.submitted", "AP-260514-07", utc("2026-05-18 14:25", CHI, 660), 3,
           {"doc_ids": ["D3"], "authority": "US_DOS", "estimated_return": "2026-07-13"}),
        ev(ASRC, "com.lakefront.document.apostilled", "AP-260514-07", utc("2026-05-19 11:55", CHI, 180), 4,
           {"doc_id": "D1", "apostille_no": "IL-2026-0519-33810"}),
        ev(ASRC, "com.lakefront.document.rejected", "AP-260514-07", utc("2026-05-19 11:56", CHI, 4), 5,
           {"doc_id": "D2", "reason": "NOTARY_COMMISSION_EXPIRED", "resubmittable": True}),
    ], order_status="PARTIAL", shipping={"mode": "SINGLE_SHIPMENT", "shipped": False})
    policy = pol("policy#apostille",
                 "We ship all documents of an order together unless the client asks for split shipping, "
                 "which costs $18.50 per extra shipment. A document rejected by the issuing authority can "
                 "be resubmitted once with no extra service charge after the defect is corrected; the "
                 "state fee is charged again. US Department of State apostilles for federal documents "
                 "currently take about 8 weeks.", "2026-04")
    evid = [o, policy]
    q = "Is my apostille done? I need everything for Spain by mid-June."
    case(nx(), AP, sc, q,
         "Partly. Your birth certificate was apostilled on May 19 (apostille IL-2026-0519-33810). The "
         "notarized diploma copy was rejected the same day because the notary's commission had expired; "
         "once a corrected copy is notarized, we can resubmit it once with no extra service charge, though "
         "the $2.00 state fee applies again. The FBI background check went to the US Department of State "
         "on May 18 and is estimated back July 13, so it will not be ready by mid-June.",
         evid, [S("birth certificate was apostilled on May 19"), S("apostille IL-2026-0519-33810"),
                S("notarized diploma copy was rejected the same day"),
                S("the notary's commission had expired"),
                S("resubmit it once with no extra service charge"), S("the $2.00 state fee applies again"),
                S("went to the US Department of State on May 18"), S("estimated back July 13"),
                S("will not be ready by mid-June")],
         notes="D1 apostilled 5/19; D2 rejected NOTARY_COMMISSION_EXPIRED; D3 submitted to US_DOS 5/18, "
               "estimated_return 2026-07-13; policy on resubmission and state fee (2.00 per doc).",
         incl=["IL-2026-0519-33810", "July 13"])
    case(nx(), AP, sc, q,
         "Order AP-260514-07:\n"
         "- Birth certificate: apostilled 5/19/2026\n"
         "- Diploma (notarized copy): rejected, notary commission expired; can be resubmitted once "
         "corrected\n"
         "- FBI identity history: with the US Department of State, estimated return 7/13/2026\n"
         "Order total: $177.50. Nothing has shipped yet; all three documents ship together.",
         evid, [S("Birth certificate: apostilled 5/19/2026"),
                S("rejected, notary commission expired"), S("can be resubmitted once corrected"),
                S("estimated return 7/13/2026"), S("Order total: $177.50"),
                S("Nothing has shipped yet"), S("all three documents ship together")],
         notes="pricing.order_total 177.50; shipping SINGLE_SHIPMENT, shipped false; document events.",
         incl=["$177.50", "7/13/2026"])
    case(nx(), AP, sc, q,
         "One of three is done: the birth certificate has been apostilled by the Illinois Secretary of "
         "State. The diploma copy was returned unapostilled and needs a fresh notarization. The federal "
         "document is expected back from Washington on July 13, about eight weeks after submission.",
         evid, [S("One of three is done"), S("apostilled by the Illinois Secretary of State"),
                S("returned unapostilled and needs a fresh notarization"),
                S("expected back from Washington on July 13"), S("about eight weeks after submission")],
         notes="D1 authority IL_SOS apostilled; D2 rejected; D3 US_DOS estimated 7/13 (5/18 + 8 weeks); "
               "policy says about 8 weeks.",
         incl=["July 13"])
    case(nx(), AP, sc, q,
         "Your birth certificate and diploma copy were both apostilled on May 19. The FBI check is with the "
         "US Department of State, estimated back July 13. If anything needs resubmitting, there is no "
         "charge at all, including the state fee.",
         evid, [C("and diploma copy were both apostilled", *STATE), S("estimated back July 13"),
                C("including the state fee", *RULE_C)],
         errors=["wrong_state", "wrong_policy_condition"],
         notes="D2 was rejected, not apostilled; policy charges the state fee again on resubmission.",
         excl=["both apostilled", "including the state fee"], tag="diploma-free")
    case(nx(), AP, sc, q,
         "The birth certificate is apostilled and the diploma copy must be re-notarized. Your order total "
         "is $157.50: three documents at $45.00 plus $4.00 in state fees and $18.50 return shipping.",
         evid, [S("birth certificate is apostilled"), S("diploma copy must be re-notarized"),
                C("order total is $157.50", *AMT), S("three documents at $45.00")],
         errors=["wrong_arithmetic"],
         notes="order_total is 177.50; the sum leaves out the 20.00 US Department of State fee.",
         excl=["$157.50"], tag="total-skips-dos")
    case(nx(), AP, sc, q,
         "Your order number is IL-2026-0519-33810. To help with your deadline, we've arranged split "
         "shipping so the birth certificate goes out today.",
         evid, [C("order number is IL-2026-0519-33810", *IDM),
                CI("we've arranged split shipping", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH",
                   "RECORD_STATE_MISMATCH")],
         errors=["wrong_role", "unrecorded_extra"],
         notes="IL-2026-0519-33810 is D1's apostille number; the order is AP-260514-07. shipping.mode is "
               "SINGLE_SHIPMENT and nothing records a split.",
         excl=["order number is IL-2026-0519-33810", "split shipping"], tag="role-split")
    repair(rx(), AP, sc, q,
           "Your birth certificate was apostilled on May 19. The FBI background check is with the U.S. "
           "Department of State and is estimated back June 13.",
           evid, [S("apostilled on May 19"), C("estimated back June 13", *DATE)],
           errors=["wrong_date"],
           notes="D3 estimated_return is 2026-07-13.",
           excl=["June 13"], incl=["July 13|7/13", "May 19|5/19"])


sc_apostille_partial()

ASRC2 = "https://sonoran-legalization.example/api/v1"


def sc_embassy_legalisation():
    sc = "embassy-legalisation"
    o = stream("order_events#LG-3391", "get_order_events", "legalization/LG-3391", [
        ev(ASRC2, "order.accepted", "LG-3391", utc("2026-06-03 10:15", PHX, 48), 1,
           {"order_id": "LG-3391", "client": {"name": "Samir Haddad-Oyelaran"},
            "document": {"type": "POWER_OF_ATTORNEY", "notarized_in": "AZ"},
            "destination_country": "AE", "hague_member": False, "accepted_quote": "Q-3391-v2",
            "stages": ["AZ_SOS_CERTIFICATION", "US_DOS_AUTHENTICATION", "EMBASSY_LEGALIZATION"]}),
        ev(ASRC2, "stage.completed", "LG-3391", utc("2026-06-09 15:30", PHX, 700), 2,
           {"stage": "AZ_SOS_CERTIFICATION", "certificate_no": "AZ-C-26-071145"}),
        ev(ASRC2, "stage.completed", "LG-3391", utc("2026-07-06 12:10", PHX, 219), 3,
           {"stage": "US_DOS_AUTHENTICATION", "authentication_no": "DOS-A-2026-0499218"}),
        ev(ASRC2, "stage.started", "LG-3391", utc("2026-07-08 08:45", PHX, 90), 4,
           {"stage": "EMBASSY_LEGALIZATION", "embassy": "Embassy of the United Arab Emirates, Washington DC",
            "expected_duration": "P10D", "duration_basis": "BUSINESS_DAYS"}),
    ], current_stage="EMBASSY_LEGALIZATION", order_status="IN_PROGRESS")
    quotes = stream("quote_events#Q-3391", "get_quote_events", "quote/Q-3391", [
        ev(ASRC2, "quote.issued", "Q-3391", utc("2026-06-01 16:00", PHX, 0), 1,
           {"quote_id": "Q-3391-v1", "service_fee": "195.00", "az_sos_fee": "3.00", "us_dos_fee": "20.00",
            "embassy_fee_minor": 4500, "currency": "USD", "courier": "FEDEX_2DAY",
            "courier_fee": "47.00", "total": "310.00"}),
        ev(ASRC2, "quote.revised", "Q-3391", utc("2026-06-02 11:26", PHX, 371), 2,
           {"quote_id": "Q-3391-v2", "supersedes": "Q-3391-v1", "service_fee": "195.00",
            "az_sos_fee": "3.00", "us_dos_fee": "20.00", "embassy_fee_minor": 4500, "currency": "USD",
            "courier": "FEDEX_PRIORITY_OVERNIGHT", "courier_fee": "92.00", "total": "355.00"}),
    ])
    policy = pol("policy#legalization",
                 "Legalisation for countries outside the Apostille Convention runs in three stages: state "
                 "certification, US Department of State authentication, then the embassy. Embassy fees "
                 "are passed through at cost. The embassy stage usually takes 10 business days. Finished "
                 "documents are returned by the courier service named on the accepted quote.", "3.2")
    evid = [o, quotes, policy]
    q = "Where is my power of attorney for Dubai, and what's the final cost?"
    w = now("2026-07-09 09:00", PHX)
    case(nx(), AP, sc, q,
         "Your power of attorney has cleared the first two stages: Arizona Secretary of State certification "
         "on June 9 and US Department of State authentication on July 6. It went to the UAE Embassy on "
         "July 8; that stage usually takes 10 business days. The total under the revised quote is $355.00, "
         "which includes the $45.00 embassy fee passed through at cost.",
         evid, [S("cleared the first two stages"), S("certification on June 9"),
                S("authentication on July 6"), S("went to the UAE Embassy on July 8"),
                S("usually takes 10 business days"), S("total under the revised quote is $355.00"),
                S("$45.00 embassy fee passed through at cost")],
         notes="stage events 6/9, 7/6, 7/8; P10D business days; accepted quote Q-3391-v2 total 355.00; "
               "embassy_fee_minor 4500 = $45.00.",
         incl=["$355.00", "July 8"])
    case(nx(), AP, sc, q,
         "Stage 3 of 3 (embassy legalization) has been in progress since yesterday. Final cost: $355.00 "
         "under quote version 2, which replaced the $310.00 first quote because of the overnight courier.",
         evid, [S("Stage 3 of 3 (embassy legalization) has been in progress since yesterday"),
                S("Final cost: $355.00"), S("replaced the $310.00 first quote"),
                S("because of the overnight courier")],
         notes="stage.started 7/8 (now 7/9); quote.revised v2 supersedes v1 (310.00), courier changed "
               "from FEDEX_2DAY to FEDEX_PRIORITY_OVERNIGHT.",
         incl=["$355.00"], when=w)
    case(nx(), AP, sc, q,
         "Dear Mr. Haddad-Oyelaran,\n\nThe document is now with the Embassy of the United Arab Emirates "
         "in Washington. Once legalized, it will be returned to you by FedEx Priority Overnight. Your "
         "total is three hundred fifty-five dollars.\n\nSincerely,\nSonoran Document Legalization",
         evid, [S("now with the Embassy of the United Arab Emirates"),
                S("returned to you by FedEx Priority Overnight"),
                S("three hundred fifty-five dollars")],
         notes="current_stage EMBASSY_LEGALIZATION; accepted quote v2 courier FEDEX_PRIORITY_OVERNIGHT; "
               "policy: courier named on the accepted quote.",
         incl=["FedEx Priority Overnight"])
    case(nx(), AP, sc, q,
         "The document reached the UAE Embassy on July 8. Your total is $310.00, including the $4,500.00 "
         "embassy fee, which we pass through at cost.",
         evid, [S("reached the UAE Embassy on July 8"), C("Your total is $310.00", *AMT),
                C("$4,500.00 embassy fee", *AMT)],
         errors=["stale_value", "unit_conversion"],
         notes="310.00 is the superseded quote v1; embassy_fee_minor 4500 is cents, $45.00.",
         excl=["$310.00", "$4,500.00"], tag="oldquote-cents")
    case(nx(), AP, sc, q,
         "Good news: the embassy has legalized your power of attorney. It will ship by FedEx 2Day, and "
         "the total is $355.00.",
         evid, [C("the embassy has legalized your power of attorney", *STATE),
                C("will ship by FedEx 2Day", *VAL), S("the total is $355.00")],
         errors=["wrong_state", "stale_value"],
         notes="The embassy stage only started 7/8 (IN_PROGRESS); FEDEX_2DAY was the v1 courier, v2 is "
               "priority overnight.",
         excl=["has legalized", "FedEx 2Day"], tag="done-2day")
    repair(rx(), AP, sc, q,
           "Your document is at the UAE Embassy as of July 8, the last of three stages. The total under "
           "your quote is $310.00.",
           evid, [S("UAE Embassy as of July 8"), S("the last of three stages"),
                  C("total under your quote is $310.00", *AMT)],
           errors=["stale_value"],
           notes="Accepted quote is Q-3391-v2, total 355.00; v1 (310.00) was superseded.",
           excl=["$310.00"], incl=["$355.00|355.00", "July 8|7/8"])


sc_embassy_legalisation()


def sc_expedite_refused():
    sc = "expedite-refused"
    o = stream("order_events#AP-260611-02", "get_order_events", "order/AP-260611-02", [
        ev(ASRC, "com.lakefront.order.created", "AP-260611-02", utc("2026-06-11 14:20", CHI, 530), 1,
           {"order_id": "AP-260611-02", "client": {"name": "Beatrice Lindqvist-Moreno"},
            "destination_country": "IT", "service": "STANDARD", "turnaround": "P5D",
            "turnaround_basis": "BUSINESS_DAYS",
            "documents": [{"doc_id": "D1", "type": "MARRIAGE_CERTIFICATE", "issuer": "Cook County Clerk",
                           "authority": "IL_SOS"}],
            "pricing": {"service_per_doc": "45.00", "il_state_fee_per_doc": "2.00",
                        "return_shipping": "18.50", "order_total": "65.50"}}),
        ev(ASRC, "com.lakefront.intake.received", "AP-260611-02", utc("2026-06-11 15:05", CHI, 77), 2,
           {"doc_id": "D1", "received_at_epoch": epoch("2026-06-11 15:05", CHI), "condition": "OK",
            "estimated_ready": "2026-06-18"}),
    ], order_status="RECEIVED", submitted=False)
    prev = stream("order_events#AP-260302-11", "get_order_events", "order/AP-260302-11", [
        ev(ASRC, "com.lakefront.order.created", "AP-260302-11", utc("2026-03-02 09:05", CHI, 3), 1,
           {"order_id": "AP-260302-11", "service": "SAME_DAY", "same_day_fee": "75.00",
            "order_total": "140.50"}),
        ev(ASRC, "com.lakefront.order.completed", "AP-260302-11", utc("2026-03-02 16:40", CHI, 845), 3,
           {"apostille_no": "IL-2026-0302-10277"}),
    ], order_status="COMPLETED")
    denied = refused("upgrade_service#AP-260611-02", "upgrade_service", "DENY",
                     {"order_id": "AP-260611-02", "to": "SAME_DAY", "reason": "SOS_CUTOFF_PASSED"})
    policy = pol("policy#turnaround",
                 "Standard service returns documents within 5 business days of intake. Same-day service "
                 "($75.00 extra) is available only for documents in our office by 11:00 AM Central on a "
                 "business day. Any order can be upgraded to 2-day service for $35.00 until it is "
                 "submitted to the state.", "2026-04")
    evid = [o, prev, denied, policy]
    q = "Can you rush my marriage certificate apostille to same-day? I fly to Rome Monday."
    w = now("2026-06-11 15:30", CHI)
    case(nx(), AP, sc, q,
         "Same-day service isn't available for this order: the upgrade was declined because your "
         "certificate reached us at 3:05 PM, after the 11:00 AM cutoff. Under standard service it is "
         "estimated ready June 18. You can still upgrade to 2-day service for $35.00, since it has not been "
         "submitted to the state yet.",
         evid, [S("Same-day service isn't available for this order"), S("the upgrade was declined"),
                S("reached us at 3:05 PM"), S("after the 11:00 AM cutoff"), S("estimated ready June 18"),
                S("upgrade to 2-day service for $35.00"), S("has not been submitted to the state yet")],
         notes="upgrade_service refused (DENY, SOS_CUTOFF_PASSED); received_at_epoch 3:05 PM CDT; "
               "estimated_ready 2026-06-18; submitted false; policy on 2-day upgrade.",
         incl=["June 18", "$35.00"], when=w)
    case(nx(), AP, sc, q,
         "Same-day: declined (received 3:05 PM; cutoff 11:00 AM Central). Current estimate: Thursday, June "
         "18. A 2-day upgrade ($35.00) is still possible.",
         evid, [S("Same-day: declined"), S("received 3:05 PM"), S("cutoff 11:00 AM Central"),
                S("Current estimate: Thursday, June 18"), S("A 2-day upgrade ($35.00) is still possible")],
         notes="DENY on same-day; 2026-06-18 is a Thursday; not yet submitted, so 2-day upgrade allowed.",
         incl=["June 18"])
    case(nx(), AP, sc, q,
         "Ms. Lindqvist-Moreno, your marriage certificate arrived this afternoon in good condition. We were "
         "unable to move it to same-day service, which requires the document in our office by 11:00 AM.",
         evid, [S("arrived this afternoon in good condition"), S("unable to move it to same-day service"),
                S("requires the document in our office by 11:00 AM")],
         notes="intake 3:05 PM on 6/11 (= now), condition OK; refused upgrade; policy cutoff.",
         incl=["11:00 AM"], when=w)
    case(nx(), AP, sc, q,
         "Your marriage certificate was received at 3:05 PM today. I've upgraded the order to same-day "
         "service for an additional $75.00.",
         evid, [S("received at 3:05 PM today"), C("I've upgraded the order to same-day service", *NOTEX)],
         errors=["refused_call_effect"],
         notes="upgrade_service to SAME_DAY was refused (DENY); the 75.00 same-day fee belongs to the "
               "March order AP-260302-11.",
         excl=["I've upgraded"], when=w, tag="upgraded")
    case(nx(), AP, sc, q,
         "Same-day service requires drop-off by 1:00 PM Central, so this order stays on standard service. "
         "It is estimated ready June 16; a 2-day upgrade costs $35.00.",
         evid, [C("requires drop-off by 1:00 PM Central", *RULE_C), S("stays on standard service"),
                C("estimated ready June 16", *DATE), S("a 2-day upgrade costs $35.00")],
         errors=["wrong_policy_condition", "wrong_date"],
         notes="Policy cutoff is 11:00 AM; estimated_ready is 2026-06-18.",
         excl=["by 1:00 PM", "June 16"], tag="cutoff-date")
    repair(rx(), AP, sc, q,
           "Same-day service was declined because the certificate arrived at 3:05 PM, after the 11:00 AM "
           "cutoff. On standard service it is estimated ready June 16.",
           evid, [S("Same-day service was declined"), S("arrived at 3:05 PM"), S("after the 11:00 AM cutoff"),
                  C("estimated ready June 16", *DATE)],
           errors=["wrong_date"],
           notes="intake.received estimated_ready is 2026-06-18.",
           excl=["June 16"], incl=["June 18|6/18", "3:05 PM|3:05 p.m.|15:05"])


sc_expedite_refused()


def sc_translation_pages():
    sc = "translation-pages"
    o = stream("order_events#LG-3460", "get_order_events", "legalization/LG-3460", [
        ev(ASRC2, "order.accepted", "LG-3460", utc("2026-08-03 11:05", PHX, 640), 1,
           {"order_id": "LG-3460", "client": {"name": "Araceli Fontaine-Reyes"},
            "document": {"type": "DIVORCE_DECREE", "issuer": "Maricopa County Superior Court"},
            "destination_country": "MX", "hague_member": True, "service_fee": "60.00",
            "az_sos_fee": "3.00",
            "addons": [{"code": "CERTIFIED_TRANSLATION_ES", "pages": 3, "per_page": "28.00"}],
            "return": "PICKUP", "deposit": {"amount": "100.00", "status": "PAID"}}),
        ev(ASRC2, "order.amended", "LG-3460", utc("2026-08-04 09:30", PHX, 15), 2,
           {"corrects_sequence": "1", "field": "addons[0].pages", "previous": 3, "value": 5,
            "reason": "PAGE_COUNT_ON_RECEIPT"}),
        ev(ASRC2, "translation.completed", "LG-3460", utc("2026-08-07 14:40", PHX, 902), 3,
           {"language": "es", "translator_id": "TR-88", "pages": 5}),
        ev(ASRC2, "apostille.issued", "LG-3460", utc("2026-08-10 10:20", PHX, 55), 4,
           {"apostille_no": "AZ-APO-2026-118873", "authority": "AZ_SOS"}),
        ev(ASRC2, "order.ready_for_pickup", "LG-3460", utc("2026-08-10 15:00", PHX, 300), 5,
           {"location": "2390 N 7th St, Suite 4, Phoenix", "order_total": "203.00",
            "balance_due": "103.00"}),
    ], order_status="READY_FOR_PICKUP")
    policy = pol("policy#pickup",
                 "Certified translations are priced per page, counted when the document arrives. Pickup "
                 "hours are Monday through Friday, 8:30 AM to 4:30 PM. The balance is due at pickup; we "
                 "accept card or cashier's check, not personal checks. Documents not collected within 60 "
                 "days are mailed back at the client's expense.", "3.2")
    evid = [o, policy]
    q = "Is my divorce decree ready, and what do I owe when I pick it up?"
    w = now("2026-08-11 10:00", PHX)
    case(nx(), AP, sc, q,
         "Your divorce decree is apostilled (AZ-APO-2026-118873) and has been ready for pickup since "
         "yesterday. The Spanish translation came to 5 pages at $28.00 each, so $140.00; with the $60.00 "
         "service fee and $3.00 state fee, the order total is $203.00. After your $100.00 deposit, $103.00 "
         "is due at pickup, by card or cashier's check.",
         evid, [S("apostilled (AZ-APO-2026-118873)"), S("ready for pickup since yesterday"),
                S("5 pages at $28.00 each, so $140.00"), S("the order total is $203.00"),
                S("After your $100.00 deposit, $103.00 is due at pickup"), S("by card or cashier's check")],
         notes="order.amended sets pages 5 (was 3); 60 + 3 + 140 = 203.00; balance_due 103.00; "
               "ready_for_pickup 8/10 (now 8/11); policy on payment forms.",
         incl=["$103.00", "AZ-APO-2026-118873"], when=w)
    case(nx(), AP, sc, q,
         "Ready for pickup at 2390 N 7th St, Suite 4. Amount due: $103.00. Hours: Monday to Friday, "
         "8:30 AM to 4:30 PM.",
         evid, [S("Ready for pickup at 2390 N 7th St, Suite 4"), S("Amount due: $103.00"),
                S("Monday to Friday, 8:30 AM to 4:30 PM")],
         notes="ready_for_pickup location and balance_due; pickup hours from policy.",
         incl=["$103.00"])
    case(nx(), AP, sc, q,
         "The apostille was issued by the Arizona Secretary of State on August 10, and the translation was "
         "billed at five pages because the page count is taken when the document arrives. One hundred "
         "three dollars remains.",
         evid, [S("issued by the Arizona Secretary of State on August 10"),
                S("billed at five pages"), S("page count is taken when the document arrives"),
                S("One hundred three dollars remains")],
         notes="apostille.issued 8/10 AZ_SOS; amended pages 5; policy sentence on page counting; "
               "balance_due 103.00.",
         incl=["August 10"])
    case(nx(), AP, sc, q,
         "Your decree is apostilled and ready for pickup. The translation was 3 pages at $28.00, so "
         "$84.00, which leaves $47.00 due after your $100.00 deposit.",
         evid, [S("apostilled and ready for pickup"), C("3 pages at $28.00, so $84.00", *VAL),
                C("leaves $47.00 due", *AMT)],
         errors=["stale_value", "wrong_amount"],
         notes="pages were amended from 3 to 5 (seq 2): 140.00; balance_due is 103.00.",
         excl=["3 pages", "$47.00"], tag="oldpages")
    case(nx(), AP, sc, q,
         "It's ready for pickup. The balance due is $203.00, and you can pay by card, cashier's check or "
         "personal check.",
         evid, [S("ready for pickup"), C("The balance due is $203.00", *AMT),
                C("or personal check", *RULE_C)],
         errors=["wrong_arithmetic", "wrong_policy_condition"],
         notes="203.00 is the order total; the 100.00 deposit leaves 103.00. Policy excludes personal "
               "checks.",
         excl=["balance due is $203.00", "or personal check"], tag="deposit-check")
    repair(rx(), AP, sc, q,
           "Your decree is ready for pickup. The order total is $203.00, and after your $100.00 deposit "
           "$113.00 is due at pickup.",
           evid, [S("ready for pickup"), S("order total is $203.00"), C("$113.00 is due at pickup", *AMT)],
           errors=["wrong_arithmetic"],
           notes="203.00 - 100.00 = 103.00 (balance_due).",
           excl=["$113.00"], incl=["$103.00|103.00", "$203.00"])


sc_translation_pages()


# ---------------------------------------------------------------- company formation
CF = "company-formation agent"
FSRC = "https://api.prairiecharter.com/v3/filings"


def sc_llc_approved():
    sc = "llc-approved"
    f = stream("filing_events#F-IL-20931", "get_filing_events", "formation/F-IL-20931", [
        ev(FSRC, "formation.ordered", "F-IL-20931", utc("2026-03-09 10:12", CHI, 120), 1,
           {"order_id": "F-IL-20931", "entity": {"name": "Kettle & Kiln Pottery LLC", "type": "LLC",
                                                   "state": "IL"},
            "package": "STARTER", "package_price": "149.00", "state_filing_fee": "150.00",
            "expedite": False, "amount_paid": "299.00",
            "organizer": {"name": "Yvonne Abernathy-Quist"}}),
        ev(FSRC, "filing.submitted", "F-IL-20931", utc("2026-03-10 08:50", CHI, 644), 2,
           {"agency": "IL_SOS", "submission_ref": "ILSOS-LLC-2026-0310-5521"}),
        ev(FSRC, "filing.approved", "F-IL-20931", utc("2026-03-17 13:33", CHI, 9), 3,
           {"il_file_number": "1289-447-3", "effective_date": "2026-03-16"}),
        ev(FSRC, "ein.applied", "F-IL-20931", utc("2026-03-17 15:00", CHI, 412), 4,
           {"responsible_party": "Yvonne Abernathy-Quist"}),
        ev(FSRC, "ein.assigned", "F-IL-20931", utc("2026-03-18 09:21", CHI, 276), 5,
           {"ein": "88-4410297"}),
        ev(FSRC, "registered_agent.started", "F-IL-20931", utc("2026-03-17 13:34", CHI, 500), 6,
           {"term_start": "2026-03-16", "term_end": "2027-03-15", "renewal_price": "125.00"}),
    ], entity_status="ACTIVE")
    kb = psg("kb#packages",
             "Starter ($149): Articles of Organization filing, registered agent service for 1 year, EIN "
             "application.\nEssentials ($249): everything in Starter plus an operating agreement template "
             "and a banking resolution.\nState filing fees are charged at cost on top of the package.")
    evid = [f, kb]
    q = "Is my LLC official yet? And do I get an operating agreement with it?"
    w = now("2026-03-19 11:00", CHI)
    case(nx(), CF, sc, q,
         "Yes \u2014 Kettle & Kiln Pottery LLC was approved by the Illinois Secretary of State on March 17, "
         "with an effective date of March 16, 2026. Your Illinois file number is 1289-447-3, and the IRS "
         "assigned EIN 88-4410297 yesterday. An operating agreement is not part of the Starter package; it "
         "comes with Essentials.",
         evid, [S("approved by the Illinois Secretary of State on March 17"),
                S("effective date of March 16, 2026"), S("Illinois file number is 1289-447-3"),
                S("assigned EIN 88-4410297 yesterday"), S("not part of the Starter package"),
                S("it comes with Essentials")],
         notes="filing.approved 3/17 with effective_date 2026-03-16 and il_file_number; ein.assigned 3/18 "
               "(now 3/19); KB package list.",
         incl=["1289-447-3", "88-4410297"], when=w)
    case(nx(), CF, sc, q,
         "Filing: approved 3/17/2026, effective 3/16/2026.\nFile number: 1289-447-3\nEIN: 88-4410297\n"
         "Paid: $299.00 ($149.00 Starter package plus the $150.00 state filing fee)\nRegistered agent "
         "service runs through March 15, 2027.",
         evid, [S("approved 3/17/2026, effective 3/16/2026"), S("File number: 1289-447-3"),
                S("EIN: 88-4410297"), S("Paid: $299.00"), S("$149.00 Starter package plus the $150.00"),
                S("runs through March 15, 2027")],
         notes="amount_paid 299.00 = 149.00 + 150.00; registered_agent term_end 2027-03-15.",
         incl=["$299.00", "1289-447-3"])
    case(nx(), CF, sc, q,
         "Your LLC is active. The operating agreement template is included only in the Essentials package, "
         "which is $249; you purchased Starter.",
         evid, [S("Your LLC is active"), S("included only in the Essentials package"),
                S("which is $249"), S("you purchased Starter")],
         notes="entity_status ACTIVE; package STARTER; KB lists the template under Essentials ($249).",
         incl=["Starter"])
    case(nx(), CF, sc, q,
         "Kettle & Kiln Pottery LLC was approved on March 17. Your Starter package also includes an "
         "operating agreement template, which we'll email this week. For your records, your EIN is "
         "1289-447-3.",
         evid, [S("was approved on March 17"),
                CI("Starter package also includes an operating agreement template", "NLI_CONTRADICTION",
                   "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
                C("your EIN is 1289-447-3", *IDM)],
         errors=["unlisted_perk", "wrong_role"],
         notes="KB: the template is in Essentials, not Starter; 1289-447-3 is the Illinois file number, "
               "the EIN is 88-4410297.",
         excl=["also includes an operating agreement", "EIN is 1289-447-3"], tag="perk-ein")
    case(nx(), CF, sc, q,
         "Your LLC's effective date is March 17, 2026. You paid $249.00 for the formation, and registered "
         "agent service is included for two years.",
         evid, [C("effective date is March 17, 2026", *DATE), C("You paid $249.00", *AMT),
                C("included for two years", *VAL)],
         errors=["wrong_date", "wrong_amount", "wrong_period"],
         notes="effective_date 2026-03-16 (3/17 is the approval); amount_paid 299.00; agent term "
               "2026-03-16 to 2027-03-15, one year.",
         excl=["March 17, 2026", "$249.00", "two years"], tag="date-paid-term")
    repair(rx(), CF, sc, q,
           "Kettle & Kiln Pottery LLC was approved on March 17 under Illinois file number 1289-447-3. The "
           "IRS assigned EIN 88-4410279.",
           evid, [S("approved on March 17"), S("file number 1289-447-3"), C("EIN 88-4410279", *IDM)],
           errors=["wrong_id"],
           notes="ein.assigned gives 88-4410297 (digits transposed in the draft).",
           excl=["88-4410279"], incl=["88-4410297", "1289-447-3"])


sc_llc_approved()

FSRC2 = "urn:mesaline:registered-agent"


def sc_agent_renewal():
    sc = "agent-renewal"
    a = stream("ra_events#RA-AZ-7781", "get_agent_account_events", "ra-account/RA-AZ-7781", [
        ev(FSRC2, "ra.term_started", "RA-AZ-7781", utc("2025-09-01 00:05", PHX, 0), 1,
           {"entity": {"name": "Verde Hollow Apiaries LLC", "az_entity_id": "23790411"},
            "term_start": "2025-09-01", "term_end": "2026-08-31", "price": "119.00"}),
        ev(FSRC2, "ra.autorenew_enabled", "RA-AZ-7781", utc("2025-09-01 00:05", PHX, 1), 2,
           {"card_last4": "3321"}),
        ev(FSRC2, "ra.price_changed", "RA-AZ-7781", utc("2026-06-15 08:00", PHX, 0), 3,
           {"previous": "119.00", "value": "139.00", "applies_to": "RENEWALS_AFTER_2026-08-01"}),
        ev(FSRC2, "ra.renewal_notice_sent", "RA-AZ-7781", utc("2026-08-02 07:00", PHX, 0), 4,
           {"renews_on": "2026-09-01", "amount": "139.00", "card_last4": "3321"}),
        ev(FSRC2, "ra.autorenew_disabled", "RA-AZ-7781", utc("2026-08-10 16:22", PHX, 813), 5,
           {"requested_by": "CUSTOMER", "channel": "PORTAL"}),
    ], autorenew=False, term_end="2026-08-31", status="ACTIVE_EXPIRING")
    policy = pol("policy#ra-term",
                 "Renewal can be restarted at any time before the term ends, at the current price. If "
                 "auto-renew is off, service ends on the term end date. Within 10 days after that we file "
                 "a resignation of registered agent with the Arizona Corporation Commission, and the "
                 "company must appoint a new agent.", "2026-06")
    evid = [a, policy]
    q = "I turned off auto-renew. When does my agent service end, and what happens after that?"
    w = now("2026-08-12 09:00", PHX)
    case(nx(), CF, sc, q,
         "Auto-renew was turned off on August 10, so you will not be charged. Your registered agent service "
         "ends on August 31, 2026. After that, we file a resignation with the Arizona Corporation "
         "Commission within 10 days, and Verde Hollow Apiaries LLC will need to appoint a new agent. You "
         "can restart the renewal before August 31 at the current price of $139.00.",
         evid, [S("Auto-renew was turned off on August 10"), S("you will not be charged"),
                S("service ends on August 31, 2026"), S("file a resignation with the Arizona Corporation"),
                S("will need to appoint a new agent"), S("current price of $139.00")],
         notes="ra.autorenew_disabled 8/10; term_end 2026-08-31; policy on resignation within 10 days; "
               "price_changed to 139.00 for renewals after 8/1.",
         incl=["August 31", "$139.00"])
    case(nx(), CF, sc, q,
         "No renewal charge: auto-renew is off. Term end: 8/31/2026. Renewal price if you change your mind: "
         "$139.00 per year.",
         evid, [S("No renewal charge: auto-renew is off"), S("Term end: 8/31/2026"),
                S("$139.00 per year")],
         notes="autorenew false; term_end; current price 139.00.",
         incl=["8/31/2026"])
    case(nx(), CF, sc, q,
         "Your service runs for nineteen more days, through the end of August. The September 1 renewal "
         "notice we sent on August 2 no longer applies, since you disabled auto-renew in the portal.",
         evid, [S("runs for nineteen more days, through the end of August"),
                S("renewal notice we sent on August 2"), S("you disabled auto-renew in the portal")],
         notes="now 8/12; term_end 8/31 is 19 days later; renewal_notice_sent 8/2; disabled via PORTAL.",
         incl=["August"], when=w)
    case(nx(), CF, sc, q,
         "Your current term ends August 31, 2026. If you restart auto-renew, the renewal is $119.00. As it "
         "stands, your card ending 3321 will be charged on September 1.",
         evid, [S("term ends August 31, 2026"), C("the renewal is $119.00", *AMT),
                C("will be charged on September 1", *STATE)],
         errors=["stale_value", "wrong_state"],
         notes="119.00 was replaced by 139.00 (ra.price_changed); autorenew_disabled means no charge.",
         excl=["$119.00", "will be charged on September 1"], tag="oldprice-charge")
    case(nx(), CF, sc, q,
         "Auto-renew is off and service ends August 31, 2026. We will keep forwarding your legal mail free "
         "of charge for 90 days after that.",
         evid, [S("service ends August 31, 2026"),
                I("forwarding your legal mail free of charge for 90 days", *UNSUP)],
         errors=["invented_promise"],
         notes="No policy text or record offers mail forwarding after the term.",
         excl=["for 90 days"], tag="mail-forward")
    repair(rx(), CF, sc, q,
           "Auto-renew is off, so service ends August 31, 2026. You can restart the renewal before then at "
           "the current price of $119.00.",
           evid, [S("service ends August 31, 2026"), C("current price of $119.00", *AMT)],
           errors=["stale_value"],
           notes="ra.price_changed set the renewal price to 139.00.",
           excl=["$119.00"], incl=["$139.00|139.00", "August 31|8/31"])


sc_agent_renewal()


def sc_name_rejected():
    sc = "name-rejected"
    f = stream("filing_events#F-IL-21177", "get_filing_events", "formation/F-IL-21177", [
        ev(FSRC, "formation.ordered", "F-IL-21177", utc("2026-04-13 16:45", CHI, 70), 1,
           {"order_id": "F-IL-21177", "entity": {"name": "Lantern Row Analytics LLC", "type": "LLC",
                                                   "state": "IL"},
            "alternate_names": ["Lantern Row Data Works LLC"], "package": "ESSENTIALS",
            "package_price": "249.00", "state_filing_fee": "150.00", "amount_paid": "399.00",
            "organizer": {"name": "Desmond Achterberg"}}),
        ev(FSRC, "filing.submitted", "F-IL-21177", utc("2026-04-14 09:05", CHI, 321), 2,
           {"agency": "IL_SOS", "submission_ref": "ILSOS-LLC-2026-0414-0872"}),
        ev(FSRC, "filing.rejected", "F-IL-21177", utc("2026-04-22 11:40", CHI, 5), 3,
           {"reason": "NAME_NOT_DISTINGUISHABLE", "conflicting_entity": "Lantern Row Analytics, Inc."}),
        ev(FSRC, "state_fee.returned", "F-IL-21177", utc("2026-04-22 11:41", CHI, 88), 4,
           {"amount": "150.00"}),
        ev(FSRC, "order.amended", "F-IL-21177", utc("2026-04-23 08:30", CHI, 640), 5,
           {"corrects_sequence": "1", "field": "entity.name", "previous": "Lantern Row Analytics LLC",
            "value": "Lantern Row Data Works LLC", "reason": "ALTERNATE_NAME_USED"}),
        ev(FSRC, "filing.submitted", "F-IL-21177", utc("2026-04-23 10:15", CHI, 912), 6,
           {"agency": "IL_SOS", "submission_ref": "ILSOS-LLC-2026-0423-1930",
            "state_fee": {"amount": "150.00", "source": "RETURNED_FEE_APPLIED"}}),
    ], filing_status="PENDING_STATE_REVIEW")
    policy = pol("policy#name-rejection",
                 "If the state rejects the name, we refile under your alternate name at no extra package "
                 "charge. The Illinois Secretary of State returns the filing fee on a name rejection, and "
                 "we apply it to the refiling, so no new state fee is charged. State review usually takes "
                 "7-10 business days after refiling.", "2026-02")
    evid = [f, policy]
    q = "What happened with my LLC filing? I got an email saying there was a problem with the name."
    case(nx(), CF, sc, q,
         "The Illinois Secretary of State rejected \"Lantern Row Analytics LLC\" on April 22 because the "
         "name was not distinguishable from an existing entity. We refiled on April 23 under your "
         "alternate, \"Lantern Row Data Works LLC\". No new state fee was charged, since the returned "
         "$150.00 fee was applied to the refiling. State review usually takes 7-10 business days from "
         "refiling.",
         evid, [S("rejected \"Lantern Row Analytics LLC\" on April 22"),
                S("not distinguishable from an existing entity"),
                S("refiled on April 23 under your alternate"), S("No new state fee was charged"),
                S("returned $150.00 fee was applied to the refiling"), S("usually takes 7-10 business days")],
         notes="filing.rejected 4/22 NAME_NOT_DISTINGUISHABLE; order.amended name; second "
               "filing.submitted 4/23 with RETURNED_FEE_APPLIED; policy on review time.",
         incl=["Lantern Row Data Works LLC", "April 23"])
    case(nx(), CF, sc, q,
         "Current name on the filing: Lantern Row Data Works LLC.\nStatus: refiled 04/23/2026, awaiting "
         "state review.\nRejected name: conflicted with Lantern Row Analytics, Inc.\nExtra package charge: "
         "none.",
         evid, [S("Current name on the filing: Lantern Row Data Works LLC"),
                S("refiled 04/23/2026, awaiting state review"),
                S("conflicted with Lantern Row Analytics, Inc."), S("Extra package charge: none")],
         notes="amended entity.name; filing_status PENDING_STATE_REVIEW; conflicting_entity; policy: no "
               "extra package charge.",
         incl=["Lantern Row Data Works LLC"])
    case(nx(), CF, sc, q,
         "The original name was turned down by the state, and the filing has been resubmitted under "
         "your second choice. You have not been billed again: the $150.00 the state sent back covered the "
         "new submission.",
         evid, [S("original name was turned down by the state"),
                S("resubmitted under your second choice"), S("You have not been billed again"),
                S("the $150.00 the state sent back covered the new submission")],
         notes="Passive restatement of the rejection, amendment and RETURNED_FEE_APPLIED.",
         incl=["$150.00"])
    case(nx(), CF, sc, q,
         "The state rejected the original name on April 22, and we refiled on April 23 as Lantern Row "
         "Analytics LLC. A new $150.00 state fee was charged for the refiling.",
         evid, [S("rejected the original name on April 22"),
                C("refiled on April 23 as Lantern Row Analytics LLC", *VAL),
                C("A new $150.00 state fee was charged", "VALUE_MISMATCH", "AMOUNT_MISMATCH",
                  "NLI_CONTRADICTION")],
         errors=["stale_value", "wrong_value"],
         notes="order.amended replaced the name with Lantern Row Data Works LLC; the returned fee was "
               "applied, no new fee.",
         excl=["as Lantern Row Analytics LLC", "A new $150.00 state fee"], tag="oldname-newfee")
    case(nx(), CF, sc, q,
         "Your refiling under Lantern Row Data Works LLC has been approved. State review takes 3-5 business "
         "days.",
         evid, [C("has been approved", *STATE), C("takes 3-5 business days", *RULE_C)],
         errors=["wrong_state", "wrong_period"],
         notes="filing_status is PENDING_STATE_REVIEW; policy says 7-10 business days.",
         excl=["has been approved", "3-5 business days"], tag="approved-3to5")
    repair(rx(), CF, sc, q,
           "The state rejected the first name on April 22. We refiled on April 23 under the name Lantern "
           "Row Analytics LLC, using the returned $150.00 state fee.",
           evid, [S("rejected the first name on April 22"), C("under the name Lantern Row Analytics LLC", *VAL),
                  S("using the returned $150.00 state fee")],
           errors=["stale_value"],
           notes="entity.name was amended to Lantern Row Data Works LLC before the refiling.",
           excl=["name Lantern Row Analytics LLC"], incl=["Data Works", "April 23|4/23"])


sc_name_rejected()

FSRC3 = "urn:mesaline:formations"


def sc_expedite_fee():
    sc = "expedite-fee"
    f = stream("formation_events#AZF-5530", "get_formation_events", "formation/AZF-5530", [
        ev(FSRC3, "formation.ordered", "AZF-5530", utc("2026-09-14 08:20", PHX, 401), 1,
           {"order_id": "AZF-5530", "entity": {"name": "Ocotillo Ridge Climbing Gym LLC", "state": "AZ"},
            "package": {"code": "PLUS", "price": "199.00",
                        "includes": ["ARTICLES_OF_ORGANIZATION_FILING", "STATUTORY_AGENT_1Y",
                                     "EIN_APPLICATION", "OPERATING_AGREEMENT"]},
            "state_filing_fee": "50.00", "state_expedite_fee": "35.00", "amount_paid": "284.00",
            "client": {"name": "Harlan Beaubien"}}),
        ev(FSRC3, "filing.submitted", "AZF-5530", utc("2026-09-14 10:02", PHX, 77), 2,
           {"agency": "AZ_ACC", "expedited": True}),
        ev(FSRC3, "filing.approved", "AZF-5530", utc("2026-09-18 14:48", PHX, 230), 3,
           {"acc_entity_id": "24011985", "approved_date": "2026-09-18"}),
        ev(FSRC3, "documents.delivered", "AZF-5530", utc("2026-09-18 16:05", PHX, 19), 4,
           {"items": ["ARTICLES_STAMPED", "OPERATING_AGREEMENT"], "channel": "PORTAL"}),
        ev(FSRC3, "ein.assigned", "AZF-5530", utc("2026-09-21 09:12", PHX, 650), 5,
           {"ein": "39-2257014"}),
    ], entity_status="ACTIVE")
    denied = refused("refund_fee#AZF-5530", "refund_fee", "DENY",
                     {"order_id": "AZF-5530", "fee": "STATE_EXPEDITE", "amount": "35.00"})
    policy = pol("policy#expedite",
                 "The expedite fee is charged by the Arizona Corporation Commission and passed to the state "
                 "in full, so we cannot refund it. Expedited review targets 1-2 business days, but the "
                 "state does not guarantee it. Package contents are listed on your order; anything not "
                 "listed can be added separately.", "2026-05")
    evid = [f, denied, policy]
    q = ("It took four days even though I paid to expedite. Can I get the $35 back? Also, what did the "
         "Plus package include?")
    case(nx(), CF, sc, q,
         "I'm sorry for the wait. Your request to refund the $35.00 expedite fee was declined: that fee "
         "goes to the Arizona Corporation Commission in full and cannot be refunded, and the state's 1-2 "
         "business day target is not guaranteed. Your Plus package covered the Articles of Organization "
         "filing, one year of statutory agent service, the EIN application and an operating agreement.",
         evid, [N("I'm sorry for the wait"), S("refund the $35.00 expedite fee was declined"),
                S("goes to the Arizona Corporation Commission in full"),
                S("1-2 business day target is not guaranteed"),
                S("Articles of Organization filing, one year of statutory agent service")],
         notes="refund_fee DENY; policy on expedite fee; package.includes lists the four items.",
         incl=["$35.00", "declined"])
    case(nx(), CF, sc, q,
         "Refund of the expedite fee: declined.\nApproved: September 18, 2026 (ACC entity ID 24011985).\n"
         "EIN assigned: September 21.\nTotal paid: $284.00 ($199.00 package, $50.00 filing, $35.00 "
         "expedite).",
         evid, [S("Refund of the expedite fee: declined"), S("Approved: September 18, 2026"),
                S("ACC entity ID 24011985"), S("EIN assigned: September 21"), S("Total paid: $284.00"),
                S("$199.00 package, $50.00 filing, $35.00 expedite")],
         notes="filing.approved 2026-09-18; ein.assigned 9/21; amount_paid 284.00 = 199 + 50 + 35.",
         incl=["$284.00", "September 18"])
    case(nx(), CF, sc, q,
         "The expedite fee can't be returned, since it is passed to the state. Your stamped articles and "
         "operating agreement were delivered to your portal on September 18.",
         evid, [S("expedite fee can't be returned"), S("it is passed to the state"),
                S("stamped articles and operating agreement were delivered to your portal on September 18")],
         notes="policy; documents.delivered items and PORTAL channel on 9/18.",
         incl=["September 18"])
    case(nx(), CF, sc, q,
         "I've refunded the $35.00 expedite fee to your original payment method. Your Plus package also "
         "includes annual report filing for the first year.",
         evid, [C("I've refunded the $35.00 expedite fee", *NOTEX),
                CI("also includes annual report filing", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH",
                   "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
         errors=["refused_call_effect", "unlisted_perk"],
         notes="refund_fee was DENY; package.includes does not list annual report filing.",
         excl=["I've refunded", "annual report filing"], tag="refund-perk")
    case(nx(), CF, sc, q,
         "Your LLC was approved on September 18. You paid $249.00 in total, and the EIN was assigned the "
         "same day.",
         evid, [S("approved on September 18"), C("You paid $249.00 in total", *AMT),
                C("EIN was assigned the same day", *DATE)],
         errors=["wrong_arithmetic", "wrong_date"],
         notes="amount_paid 284.00 (the 249.00 sum skips the 35.00 expedite fee); EIN assigned 9/21.",
         excl=["$249.00", "assigned the same day"], tag="total-ein")
    repair(rx(), CF, sc, q,
           "We've refunded the $35.00 expedite fee. Your LLC was approved on September 18, and the EIN "
           "followed on September 21.",
           evid, [C("We've refunded the $35.00 expedite fee", *NOTEX), S("approved on September 18"),
                  S("EIN followed on September 21")],
           errors=["refused_call_effect"],
           notes="refund_fee was refused (DENY).",
           excl=["We've refunded"],
           incl=["declined|could not|couldn't|unable|not able|cannot|can't|not refundable|non-refundable",
                 "September 18|9/18"])


sc_expedite_fee()


# ---------------------------------------------------------------- legal-document courier
CR = "legal-document courier"
CSRC = "//api.looplegalcouriers.com/v2/shipments"


def sc_filing_run():
    sc = "filing-run"
    s = stream("shipment_events#LLC-88213", "get_shipment_events", "shipment/LLC-88213", [
        ev(CSRC, "shipment.created", "LLC-88213", utc("2026-05-27 10:05", CHI, 618), 1,
           {"shipment_id": "LLC-88213", "service": "COURT_FILING_2HR", "price": "48.00",
            "account": {"name": "Castellano Whitfield LLP", "account_no": "LW-2207"},
            "pickup": {"address": "200 W Adams St, Suite 1410, Chicago, IL"},
            "destination": {"name": "Clerk of the Circuit Court, Richard J. Daley Center",
                            "room": "802"},
            "clerk_cutoff_local": "16:30", "matter_ref": "2026-CH-04418"}),
        ev(CSRC, "shipment.picked_up", "LLC-88213", utc("2026-05-27 11:12", CHI, 33), 2,
           {"courier_id": "CR-51", "pieces": 1}),
        ev(CSRC, "shipment.wait_logged", "LLC-88213", utc("2026-05-27 12:45", CHI, 901), 3,
           {"location": "CLERK_COUNTER", "wait": "PT25M", "free_wait": "PT15M"}),
        ev(CSRC, "shipment.filed", "LLC-88213", utc("2026-05-27 12:47", CHI, 470), 4,
           {"filed_at_epoch": epoch("2026-05-27 12:47", CHI), "file_stamp": "2026-CH-04418"}),
        ev(CSRC, "shipment.returned_copy_delivered", "LLC-88213", utc("2026-05-27 14:20", CHI, 62), 5,
           {"signed_by": "Rosalind Delacroix", "to": "pickup_address"}),
        ev(CSRC, "shipment.charges_finalized", "LLC-88213", utc("2026-05-27 14:21", CHI, 800), 6,
           {"lines": [{"code": "BASE", "amount": "48.00"}, {"code": "WAIT_SURCHARGE", "amount": "7.50"}],
            "total": "55.50"}),
    ])
    other = stream("shipment_events#LLC-88190", "get_shipment_events", "shipment/LLC-88190", [
        ev(CSRC, "shipment.created", "LLC-88190", utc("2026-05-26 15:40", CHI, 140), 1,
           {"shipment_id": "LLC-88190", "service": "COURT_FILING_2HR", "price": "48.00",
            "account": {"name": "Castellano Whitfield LLP", "account_no": "LW-2207"},
            "matter_ref": "2026-L-011902"}),
        ev(CSRC, "shipment.filed", "LLC-88190", utc("2026-05-26 16:22", CHI, 5), 4,
           {"filed_at_epoch": epoch("2026-05-26 16:22", CHI), "file_stamp": "2026-L-011902"}),
    ])
    policy = pol("policy#filing-runs",
                 "A court filing run includes up to 15 minutes of waiting at the clerk's counter. "
                 "Additional waiting is billed at $0.75 per minute. Filings reaching the clerk after the "
                 "posted cutoff are filed the next business day.", "2026-03")
    evid = [s, other, policy]
    q = "Did the Castellano filing make it in today? What's the charge?"
    w = now("2026-05-27 15:00", CHI)
    case(nx(), CR, sc, q,
         "Yes. The filing was made at the Daley Center at 12:47 PM today, well before the 4:30 PM clerk "
         "cutoff, and the file-stamped copy was delivered back to your office at 2:20 PM, signed for by "
         "Rosalind Delacroix. The courier waited 25 minutes at the counter; beyond the 15 included minutes that "
         "is 10 minutes at $0.75, or $7.50, which brings the run to $55.50.",
         evid, [S("made at the Daley Center at 12:47 PM today"), S("before the 4:30 PM clerk cutoff"),
                S("delivered back to your office at 2:20 PM"), S("signed for by Rosalind Delacroix"),
                S("waited 25 minutes at the counter"), S("10 minutes at $0.75, or $7.50"),
                S("brings the run to $55.50")],
         notes="filed_at_epoch 12:47 CDT; cutoff 16:30; returned copy 14:20 signed Rosalind Delacroix; wait "
               "PT25M with PT15M free; charges total 55.50.",
         incl=["12:47 PM", "$55.50"], when=w)
    case(nx(), CR, sc, q,
         "Picked up 11:12 AM; filed 12:47 PM; conformed copy back 2:20 PM (signed: Rosalind Delacroix). Charge: "
         "$55.50, which is the $48.00 base plus $7.50 waiting time.",
         evid, [S("Picked up 11:12 AM"), S("filed 12:47 PM"), S("conformed copy back 2:20 PM"),
                S("Charge: $55.50"), S("$48.00 base plus $7.50 waiting time")],
         notes="picked_up 11:12; filed 12:47; returned 14:20; charge lines 48.00 + 7.50.",
         incl=["$55.50", "12:47 PM"])
    case(nx(), CR, sc, q,
         "It made it. Shipment LLC-88213 was file-stamped under 2026-CH-04418 shortly before 1:00 PM.",
         evid, [S("It made it"), S("file-stamped under 2026-CH-04418 shortly before 1:00 PM")],
         notes="shipment.filed file_stamp 2026-CH-04418 at 12:47 PM CDT.",
         incl=["2026-CH-04418"])
    case(nx(), CR, sc, q,
         "Yes, the filing was made today at 5:47 PM, and the stamped copy was signed for at your office by "
         "Rosalind Delacroix.",
         evid, [C("made today at 5:47 PM", *TIME), S("signed for at your office by Rosalind Delacroix")],
         errors=["unit_conversion"],
         notes="17:47Z is 12:47 PM CDT; 5:47 PM is the UTC clock (and would be after the 4:30 cutoff).",
         excl=["5:47 PM"], when=w, tag="utc-clock")
    case(nx(), CR, sc, q,
         "The filing went in at 12:47 PM. The courier waited 25 minutes, billed at $0.75 a minute, so "
         "$18.75, for a total of $66.75.",
         evid, [S("filing went in at 12:47 PM"), S("courier waited 25 minutes"),
                C("so $18.75", "AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
                C("total of $66.75", *AMT)],
         errors=["wrong_arithmetic", "wrong_amount"],
         notes="Only minutes past the included 15 are billed: 10 x 0.75 = 7.50; total 55.50.",
         excl=["$18.75", "$66.75"], tag="wait-all-minutes")
    case(nx(), CR, sc, q,
         "Filed under 2026-L-011902 at 4:22 PM, just under the cutoff, and the charge is $48.00.",
         evid, [C("Filed under 2026-L-011902 at 4:22 PM", *IDM, "DATE_MISMATCH"),
                C("the charge is $48.00", *AMT)],
         errors=["other_record_value", "wrong_amount"],
         notes="2026-L-011902 and 4:22 PM are yesterday's run LLC-88190; this run filed 12:47 PM under "
               "2026-CH-04418 and totals 55.50.",
         excl=["2026-L-011902", "charge is $48.00"], tag="yesterdays-run")
    repair(rx(), CR, sc, q,
           "The filing was made at the Daley Center at 5:47 PM today, and the total for the run is $55.50.",
           evid, [C("Daley Center at 5:47 PM today", *TIME), S("total for the run is $55.50")],
           errors=["unit_conversion"],
           notes="filed_at_epoch is 12:47 PM America/Chicago (17:47Z).",
           excl=["5:47 PM"], incl=["12:47 PM|12:47 p.m.|12:47", "$55.50"], when=w)


sc_filing_run()

CSRC2 = "https://valleydocketrunners.example/api/events"


def sc_reattempt():
    sc = "reattempt"
    s = stream("shipment_events#VDR-40917", "list_shipment_events", "shipment/VDR-40917", [
        ev(CSRC2, "shipment.booked", "VDR-40917", utc("2026-07-14 11:30", PHX, 245), 1,
           {"shipment_id": "VDR-40917", "service": "SAME_DAY_SIGNATURE", "price": "39.00",
            "shipper": {"name": "Ibarra Quintal PLLC"},
            "recipient": {"name": "Gallardo & Pike", "address": "1820 E Rio Salado Pkwy, Tempe, AZ"},
            "contents": "SEALED_SETTLEMENT_DOCUMENTS", "signature_required": True}),
        ev(CSRC2, "delivery.attempt_failed", "VDR-40917", utc("2026-07-14 15:40", PHX, 12), 2,
           {"attempt": 1, "reason": "RECIPIENT_OFFICE_CLOSED",
            "attempted_at_epoch": epoch("2026-07-14 15:40", PHX)}),
        ev(CSRC2, "delivery.reattempt_scheduled", "VDR-40917", utc("2026-07-14 16:02", PHX, 388), 3,
           {"attempt": 2, "window_start": "2026-07-15T09:00:00.000-07:00",
            "window_end": "2026-07-15T11:00:00.000-07:00", "fee": "15.00"}),
        ev(CSRC2, "shipment.cancelled", "VDR-40917", utc("2026-07-14 17:10", PHX, 701), 4,
           {"by": "SHIPPER", "channel": "PHONE"}),
        ev(CSRC2, "shipment.reinstated", "VDR-40917", utc("2026-07-14 17:25", PHX, 66), 5,
           {"by": "SHIPPER", "restores_sequence": "3", "note": "client called back, keep re-attempt"}),
    ], status="REATTEMPT_SCHEDULED")
    policy = pol("policy#attempts",
                 "Signature-required items are never left unattended. If the recipient is unavailable, we "
                 "make a second attempt the next business day for $15.00. A third attempt is not offered; "
                 "instead the item returns to the sender at no charge.", "2025-11")
    evid = [s, policy]
    q = "Why wasn't the Gallardo & Pike package delivered, and when will it be?"
    w = now("2026-07-14 17:40", PHX)
    case(nx(), CR, sc, q,
         "Our driver reached Gallardo & Pike at 3:40 PM today, but the office was closed, and "
         "signature-required items are never left unattended. The second attempt is scheduled for "
         "tomorrow, Wednesday, between 9:00 and 11:00 AM, with a $15.00 re-attempt fee. Your cancellation "
         "this evening was reversed at your request, so the shipment is active.",
         evid, [S("reached Gallardo & Pike at 3:40 PM today"), S("the office was closed"),
                S("signature-required items are never left unattended"),
                S("tomorrow, Wednesday, between 9:00 and 11:00 AM"), S("$15.00 re-attempt fee"),
                S("cancellation this evening was reversed"), S("the shipment is active")],
         notes="attempt_failed 15:40 MST RECIPIENT_OFFICE_CLOSED; reattempt window 7/15 09:00-11:00; "
               "cancelled 17:10 then reinstated 17:25; status REATTEMPT_SCHEDULED.",
         incl=["9:00", "$15.00"], when=w)
    case(nx(), CR, sc, q,
         "Status: active (reinstated at 5:25 PM).\nAttempt 1: 7/14, 3:40 PM, office closed.\nAttempt 2: "
         "7/15, 9-11 AM.\nRe-attempt fee: $15.00.\nIf attempt 2 fails, the package comes back to you at no "
         "charge.",
         evid, [S("active (reinstated at 5:25 PM)"), S("Attempt 1: 7/14, 3:40 PM, office closed"),
                S("Attempt 2: 7/15, 9-11 AM"), S("Re-attempt fee: $15.00"),
                S("comes back to you at no charge")],
         notes="reinstated 17:25 MST; events as above; policy: no third attempt, return at no charge.",
         incl=["7/15", "$15.00"])
    case(nx(), CR, sc, q,
         "The office was closed when we arrived this afternoon. We'll try again tomorrow morning between "
         "nine and eleven.",
         evid, [S("office was closed when we arrived this afternoon"),
                S("tomorrow morning between nine and eleven")],
         notes="attempt_failed 3:40 PM on 7/14 (= now's date); window 9-11 AM 7/15.",
         incl=["nine and eleven"], when=w)
    case(nx(), CR, sc, q,
         "The first attempt at 3:40 PM failed because the office was closed. As you requested, the "
         "shipment has been cancelled. If you rebook, a third attempt is available at no charge.",
         evid, [S("first attempt at 3:40 PM failed because the office was closed"),
                C("the shipment has been cancelled", *STATE),
                C("a third attempt is available at no charge", *RULE_C)],
         errors=["stale_value", "wrong_policy_condition"],
         notes="shipment.reinstated (seq 5) reverses the cancellation; policy: no third attempt.",
         excl=["has been cancelled", "third attempt is available"], when=w, tag="cancelled-third")
    case(nx(), CR, sc, q,
         "The office was closed at 3:40 PM. We'll re-attempt tomorrow between 11:00 AM and 1:00 PM, and "
         "since the closure was on their side, the $15.00 re-attempt fee is waived.",
         evid, [S("The office was closed at 3:40 PM"),
                C("between 11:00 AM and 1:00 PM", *TIME),
                C("the $15.00 re-attempt fee is waived", "NLI_CONTRADICTION", "VALUE_MISMATCH",
                  "AMOUNT_MISMATCH")],
         errors=["wrong_time", "condition_unmet"],
         notes="Window is 9:00-11:00 AM; policy charges $15.00 whenever the recipient is unavailable "
               "and the scheduled event carries fee 15.00.",
         excl=["11:00 AM and 1:00 PM", "fee is waived"], when=w, tag="window-waived")
    repair(rx(), CR, sc, q,
           "The office was closed at 3:40 PM. The second attempt is tomorrow between 9:00 and 11:00 AM, "
           "and the re-attempt fee is $25.00.",
           evid, [S("closed at 3:40 PM"), S("tomorrow between 9:00 and 11:00 AM"),
                  C("re-attempt fee is $25.00", *AMT)],
           errors=["wrong_amount"],
           notes="reattempt_scheduled.fee and the policy both give 15.00.",
           excl=["$25.00"], incl=["$15.00|15.00|fifteen", "9:00|9 AM|nine"], when=w)


sc_reattempt()


def sc_custody_chain():
    sc = "custody-chain"
    s = stream("shipment_events#LLC-88402", "get_shipment_events", "shipment/LLC-88402", [
        ev(CSRC, "shipment.created", "LLC-88402", utc("2026-08-25 08:15", CHI, 507), 1,
           {"shipment_id": "LLC-88402", "service": "CHAIN_OF_CUSTODY",
            "account": {"name": "Hollis Grant LLP", "account_no": "HG-0931"},
            "pickup": {"name": "Dorsey Vance & Co. CPAs", "contact": "Doreen Vance"},
            "deliver_to": {"name": "Hollis Grant LLP", "address": "71 S Wacker Dr, 23rd Floor"},
            "charges": {"base": "36.00", "custody_handling": "22.00", "total": "58.00"}}),
        ev(CSRC, "custody.sealed", "LLC-88402", utc("2026-08-25 09:05", CHI, 120), 2,
           {"seal_no": "SEAL-0047721", "handler": "CR-22", "released_by": "Doreen Vance"}),
        ev(CSRC, "custody.seal_corrected", "LLC-88402", utc("2026-08-25 09:20", CHI, 41), 3,
           {"corrects_sequence": "2", "field": "seal_no", "previous": "SEAL-0047721",
            "value": "SEAL-0047712", "reason": "TRANSCRIPTION"}),
        ev(CSRC, "custody.handoff", "LLC-88402", utc("2026-08-25 10:30", CHI, 9), 4,
           {"from": "CR-22", "to": "VAULT-2", "location": "Loop hub"}),
        ev(CSRC, "custody.handoff", "LLC-88402", utc("2026-08-25 13:40", CHI, 660), 5,
           {"from": "VAULT-2", "to": "CR-22", "location": "Loop hub"}),
        ev(CSRC, "shipment.delivered", "LLC-88402", utc("2026-08-25 14:15", CHI, 302), 6,
           {"signed_by": "Marisa Ferreira-Oates", "seal_check": "INTACT", "seal_no": "SEAL-0047712",
            "delivered_at_epoch": epoch("2026-08-25 14:15", CHI)}),
    ], custody_report={"status": "PENDING", "format": "PDF"})
    policy = pol("policy#custody",
                 "Chain-of-custody shipments are sealed at pickup, and every handoff is logged with the "
                 "time and handler. Seals are checked at delivery, and a broken seal is noted on the "
                 "report. The signed custody report is available as a PDF within 1 business day of "
                 "delivery.", "2026-01")
    evid = [s, policy]
    q = "Can you confirm the Dorsey Vance documents arrived sealed, and send the custody report?"
    w = now("2026-08-25 16:00", CHI)
    case(nx(), CR, sc, q,
         "Confirmed: the documents were delivered to Hollis Grant LLP at 2:15 PM today and signed for by Marisa "
         "Ferreira-Oates. Seal SEAL-0047712 was checked at delivery and recorded intact. The signed custody "
         "report is still being prepared; it will be available as a PDF within 1 business day of delivery.",
         evid, [S("delivered to Hollis Grant LLP at 2:15 PM today"), S("signed for by Marisa Ferreira-Oates"),
                S("Seal SEAL-0047712 was checked at delivery and recorded intact"),
                S("still being prepared"), S("within 1 business day of delivery")],
         notes="shipment.delivered 14:15 CDT, seal_check INTACT with the corrected seal_no; "
               "custody_report PENDING; policy timing.",
         incl=["SEAL-0047712", "2:15 PM"], when=w)
    case(nx(), CR, sc, q,
         "Custody log, LLC-88402 (August 25):\n"
         "- 9:05 AM: sealed at pickup, released by Doreen Vance to courier CR-22\n"
         "- 10:30 AM: handed to VAULT-2 at the Loop hub\n"
         "- 1:40 PM: back to CR-22 for delivery\n"
         "- 2:15 PM: delivered, seal intact, signed by Marisa Ferreira-Oates\n"
         "Charges: $58.00 ($36.00 base plus $22.00 custody handling).",
         evid, [S("9:05 AM: sealed at pickup, released by Doreen Vance to courier CR-22"),
                S("10:30 AM: handed to VAULT-2 at the Loop hub"), S("1:40 PM: back to CR-22"),
                S("2:15 PM: delivered, seal intact"), S("Charges: $58.00"),
                S("$36.00 base plus $22.00 custody handling")],
         notes="Each line matches a custody event time in CDT; charges total 58.00.",
         incl=["$58.00", "2:15 PM"])
    case(nx(), CR, sc, q,
         "The seal arrived unbroken. Two handoffs were logged between pickup and delivery, both at our Loop "
         "hub vault.",
         evid, [S("The seal arrived unbroken"), S("Two handoffs were logged between pickup and delivery"),
                S("both at our Loop hub vault")],
         notes="seal_check INTACT; two custody.handoff events, location Loop hub.",
         incl=["unbroken"])
    case(nx(), CR, sc, q,
         "The documents were delivered at 2:15 PM with seal SEAL-0047721 intact. We've emailed you the "
         "signed custody report.",
         evid, [C("seal SEAL-0047721 intact", *IDM),
                CI("We've emailed you the signed custody report", "RECORD_STATE_MISMATCH",
                   "CLAIM_WITHOUT_TOOL_EVIDENCE")],
         errors=["stale_value", "unrecorded_extra"],
         notes="SEAL-0047721 was corrected to SEAL-0047712 (seq 3); custody_report status is PENDING.",
         excl=["SEAL-0047721", "We've emailed you"], tag="oldseal-report")
    case(nx(), CR, sc, q,
         "Delivered at 2:15 PM, signed for by Doreen Vance, seal intact. The charge is $36.00 plus $22.00 for "
         "custody handling, $56.00 in total.",
         evid, [S("Delivered at 2:15 PM"), C("signed for by Doreen Vance", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
                S("$36.00 plus $22.00 for custody handling"), C("$56.00 in total", *AMT)],
         errors=["wrong_name", "wrong_arithmetic"],
         notes="Doreen Vance released the package at pickup; Marisa Ferreira-Oates signed at delivery. "
               "36.00 + 22.00 = 58.00.",
         excl=["signed for by Doreen Vance", "$56.00"], tag="signer-sum")
    repair(rx(), CR, sc, q,
           "The documents were delivered at 2:15 PM and signed for by Marisa Ferreira-Oates. Seal SEAL-0047721 "
           "was recorded intact.",
           evid, [S("delivered at 2:15 PM"), S("signed for by Marisa Ferreira-Oates"),
                  C("Seal SEAL-0047721 was recorded intact", *IDM)],
           errors=["stale_value"],
           notes="seal_no was corrected to SEAL-0047712 and delivery records that number.",
           excl=["SEAL-0047721"], incl=["SEAL-0047712", "Ferreira-Oates"])


sc_custody_chain()


def sc_monthly_statement():
    sc = "monthly-statement"
    st = stream("statement_events#VDR-A-118-2026-08", "list_statement_events",
                "account/VDR-A-118/statement/2026-08", [
        ev(CSRC2, "statement.line_added", "VDR-A-118", utc("2026-08-04 13:10", PHX, 58), 31,
           {"line_id": "L1", "shipment_id": "VDR-40512", "date": "2026-08-04", "amount": "32.00"}),
        ev(CSRC2, "statement.line_added", "VDR-A-118", utc("2026-08-12 16:45", PHX, 302), 32,
           {"line_id": "L2", "shipment_id": "VDR-40733", "date": "2026-08-12", "amount": "32.00"}),
        ev(CSRC2, "statement.line_added", "VDR-A-118", utc("2026-08-19 08:05", PHX, 777), 33,
           {"line_id": "L3", "shipment_id": "VDR-40866", "date": "2026-08-19", "amount": "32.00"}),
        ev(CSRC2, "statement.line_voided", "VDR-A-118", utc("2026-08-19 08:40", PHX, 14), 34,
           {"line_id": "L3", "replaces_sequence": "33", "amount": "0.00",
            "reason": "CANCELLED_BEFORE_DISPATCH"}),
        ev(CSRC2, "credit.issued", "VDR-A-118", utc("2026-08-20 10:00", PHX, 0), 35,
           {"amount": "10.00", "for_shipment": "VDR-40733", "reason": "LATE_DELIVERY",
            "applies_to_statement": "2026-09"}),
        ev(CSRC2, "statement.issued", "VDR-A-118", utc("2026-08-31 23:00", PHX, 0), 36,
           {"period": "2026-08", "total": "64.00", "due_date": "2026-09-15"}),
    ], account={"name": "Sandoval Lemke Law Group", "account_id": "VDR-A-118"})
    policy = pol("policy#billing",
                 "Statements are issued on the last day of the month and are due 15 days later. Bookings "
                 "cancelled before dispatch are not charged. Service credits are applied to the statement "
                 "after the one in which they are issued.", "2026-02")
    evid = [st, policy]
    q = "What do we owe for August? I thought we had a credit."
    case(nx(), CR, sc, q,
         "Your August statement comes to $64.00: two deliveries at $32.00 each, on August 4 and August 12. "
         "The August 19 booking was cancelled before dispatch, so its line was voided. The $10.00 "
         "late-delivery credit will appear on your September statement. Payment is due September 15.",
         evid, [S("August statement comes to $64.00"), S("two deliveries at $32.00 each"),
                S("cancelled before dispatch, so its line was voided"),
                S("$10.00 late-delivery credit will appear on your September statement"),
                S("Payment is due September 15")],
         notes="statement.issued total 64.00, due 2026-09-15; L3 voided; credit applies_to_statement "
               "2026-09.",
         incl=["$64.00", "September 15"])
    case(nx(), CR, sc, q,
         "August total: $64.00, due 9/15/2026. Yes, you have a $10.00 credit for the late August 12 "
         "delivery; it goes on the September statement.",
         evid, [S("August total: $64.00, due 9/15/2026"),
                S("$10.00 credit for the late August 12 delivery"), S("it goes on the September statement")],
         notes="credit.issued for VDR-40733 (the 8/12 line), LATE_DELIVERY, applies to 2026-09.",
         incl=["$64.00", "$10.00"])
    case(nx(), CR, sc, q,
         "You owe $96.00 for August, three deliveries at $32.00, due September 30.",
         evid, [C("You owe $96.00 for August", *AMT), C("due September 30", *DATE)],
         errors=["stale_value", "wrong_date"],
         notes="Line L3 was voided (replaces seq 33), so the total is 64.00; due_date 2026-09-15.",
         excl=["$96.00", "September 30"], tag="voided-line")
    case(nx(), CR, sc, q,
         "Two deliveries were billed in August at $32.00 each. Your $10.00 credit has been applied to this "
         "statement, bringing it to $54.00.",
         evid, [S("Two deliveries were billed in August at $32.00 each"),
                C("credit has been applied to this statement", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH",
                  "NLI_CONTRADICTION"),
                C("bringing it to $54.00", *AMT)],
         errors=["condition_unmet", "wrong_arithmetic"],
         notes="credit applies_to_statement 2026-09 and policy puts credits on the following statement; "
               "August total is 64.00.",
         excl=["applied to this statement", "$54.00"], tag="credit-now")
    repair(rx(), CR, sc, q,
           "Your August statement is $96.00, due September 15. The $10.00 late-delivery credit will appear "
           "on the September statement.",
           evid, [C("August statement is $96.00", *AMT), S("due September 15"),
                  S("$10.00 late-delivery credit will appear")],
           errors=["stale_value"],
           notes="The 8/19 line was voided; statement total is 64.00.",
           excl=["$96.00"], incl=["$64.00|64.00|sixty-four", "September 15|9/15"])


sc_monthly_statement()


def sc_will_redirect():
    sc = "will-redirect"
    s = stream("shipment_events#LLC-88555", "get_shipment_events", "shipment/LLC-88555", [
        ev(CSRC, "shipment.created", "LLC-88555", utc("2026-10-06 08:55", CHI, 230), 1,
           {"shipment_id": "LLC-88555", "service": "COURT_DELIVERY_STANDARD", "price": "42.00",
            "account": {"name": "Okonjo Brandvold Estate Law", "account_no": "OB-4410"},
            "contents": "ORIGINAL_WILL",
            "destination": {"name": "Circuit Court of Cook County, Probate Division",
                            "building": "Richard J. Daley Center", "room": "1202"}}),
        ev(CSRC, "shipment.picked_up", "LLC-88555", utc("2026-10-06 09:48", CHI, 17), 2,
           {"courier_id": "CR-09"}),
        ev(CSRC, "shipment.out_for_delivery", "LLC-88555", utc("2026-10-06 10:20", CHI, 905), 3,
           {"eta_epoch": epoch("2026-10-06 11:05", CHI), "eta_window": "PT15M"}),
    ], status="OUT_FOR_DELIVERY")
    denied = refused("change_address#LLC-88555", "change_delivery_address", "DENY",
                     {"shipment_id": "LLC-88555", "new_address": "400 N LaSalle Dr, Suite 2900",
                      "reason": "ORIGINAL_WILL_COURT_DIRECTED"})
    policy = pol("policy#redirects",
                 "Delivery addresses can be changed until pickup. After pickup, a shipment can be "
                 "redirected only by returning it to the sender first, billed as a new run. Original wills "
                 "are delivered only to the court named on the booking.", "2026-03")
    evid = [s, denied, policy]
    q = "Can you send the will to our LaSalle office instead of the court? We need to add a page."
    w = now("2026-10-06 10:40", CHI)
    case(nx(), CR, sc, q,
         "I couldn't redirect it: the address change was declined, because original wills are delivered "
         "only to the court named on the booking. The courier is out for delivery to the Probate Division, "
         "Room 1202 of the Daley Center, with an estimated arrival of 11:05 AM, about 25 minutes from now.",
         evid, [S("I couldn't redirect it"), S("the address change was declined"),
                S("original wills are delivered only to the court named on the booking"),
                S("out for delivery to the Probate Division"), S("estimated arrival of 11:05 AM"),
                S("about 25 minutes from now")],
         notes="change_delivery_address refused (DENY); status OUT_FOR_DELIVERY; eta_epoch 11:05 CDT, "
               "25 minutes after now (10:40).",
         incl=["11:05 AM", "declined"], when=w)
    case(nx(), CR, sc, q,
         "Redirect: declined. ETA at Room 1202: 11:05 AM today. After pickup, any change would mean "
         "returning it to you first as a new run.",
         evid, [S("Redirect: declined"), S("ETA at Room 1202: 11:05 AM today"),
                S("returning it to you first as a new run")],
         notes="DENY; eta_epoch; policy on post-pickup redirects.",
         incl=["11:05 AM"], when=w)
    case(nx(), CR, sc, q,
         "I've updated the delivery address to 400 N LaSalle Dr, Suite 2900; the courier should arrive "
         "there around 11:05 AM.",
         evid, [C("I've updated the delivery address", *NOTEX)],
         errors=["refused_call_effect"],
         notes="change_delivery_address was refused (DENY); the shipment still goes to Room 1202.",
         excl=["I've updated the delivery address"], when=w, tag="redirected")
    case(nx(), CR, sc, q,
         "The will is out for delivery to the Probate Division with an ETA of 4:05 PM. Address changes are "
         "accepted until delivery, so let me know the new address.",
         evid, [S("out for delivery to the Probate Division"), C("ETA of 4:05 PM", *TIME),
                C("accepted until delivery", *RULE_C)],
         errors=["unit_conversion", "wrong_policy_condition"],
         notes="eta_epoch is 11:05 AM CDT (16:05Z); policy allows address changes only until pickup.",
         excl=["4:05 PM", "until delivery"], when=w, tag="utc-eta")
    repair(rx(), CR, sc, q,
           "The redirect was declined, since original wills go only to the court on the booking. The courier "
           "is due at Room 1202 of the Daley Center at 4:05 PM.",
           evid, [S("The redirect was declined"), S("original wills go only to the court on the booking"),
                  C("Daley Center at 4:05 PM", *TIME)],
           errors=["unit_conversion"],
           notes="eta_epoch is 11:05 AM America/Chicago.",
           excl=["4:05 PM"], incl=["11:05 AM|11:05 a.m.|11:05", "declined"], when=w)


sc_will_redirect()



def _sentences(text):
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    return [p for p in parts if p.strip()]


def check(rows, is_repair):
    bad = []
    for r in rows:
        c, e, m = r["case"], r["expect"], r["meta"]
        d = c["draft"]
        ids = [x["id"] for x in c["evidence"]]
        if len(ids) != len(set(ids)):
            bad.append((c["id"], "dup evidence id"))
        wrong = 0
        for p in e["probes"]:
            k = d.count(p["contains"])
            if k != 1:
                bad.append((c["id"], "span x%d: %s" % (k, p["contains"])))
            if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]:
                wrong += 1
        if wrong != len(m["errors"]):
            bad.append((c["id"], "errors %d vs wrong probes %d" % (len(m["errors"]), wrong)))
        if not m["errors"] and (e["final_excludes"] or not e["final_includes"]):
            bad.append((c["id"], "correct case excl/incl"))
        sents = _sentences(d)
        for x in e["final_excludes"]:
            if x not in d:
                bad.append((c["id"], "exclude not in draft: " + x))
            for s in sents:
                if x in s and not any(p["contains"] in s and p["verdict_in"] != ["supported"]
                                      for p in e["probes"]):
                    bad.append((c["id"], "exclude in clean sentence: " + x))
        if not m["errors"]:
            for x in e["final_includes"]:
                if x not in d:
                    bad.append((c["id"], "include not in draft: " + x))
        if is_repair:
            first = e["final_includes"][0].split("|")
            if any(a in d for a in first):
                bad.append((c["id"], "correction already in draft"))
            for inc in e["final_includes"][1:]:
                if not any(a in d for a in inc.split("|")):
                    bad.append((c["id"], "repair include not in draft: " + inc))
            if not 1 <= len(m["errors"]) <= 2:
                bad.append((c["id"], "repair error count"))
        elif m["errors"] and not 1 <= len(m["errors"]) <= 3:
            bad.append((c["id"], "error count"))
    return bad


def main():
    problems = check(CASES, False) + check(REPAIRS, True)
    ids = [r["case"]["id"] for r in CASES + REPAIRS]
    if len(ids) != len(set(ids)):
        problems.append(("*", "duplicate case ids"))
    for p in problems:
        print("PROBLEM", p, file=sys.stderr)
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as fh:
        for r in CASES:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(HERE / "repair.jsonl", "w", encoding="utf-8") as fh:
        for r in REPAIRS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    correct = sum(1 for r in CASES if not r["meta"]["errors"])
    print("cases %d (correct %d, wrong %d), repair %d" % (len(CASES), correct, len(CASES) - correct,
                                                         len(REPAIRS)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
