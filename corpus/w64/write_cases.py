"""Writes corpus/w64/cases.jsonl and repair.jsonl.

Every evidence bundle and every draft below was written by hand for one scenario; the helpers only
wrap them in the case format and check that each probe span occurs exactly once.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
API = ("scheduling-platform API (Calendly-like): scheduled_events with start_time/end_time in UTC, "
       "event_type.duration in minutes, location {type, join_url}, invitees[] with timezone, "
       "cancellation, rescheduled/old_invitee/new_invitee, questions_and_answers, payment")
BASE = "https://api.slotwise.example/v2"
CASES, REPAIRS = [], []
_n = [0]


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def NS(c):
    # courtesy that also mentions a fact of the case: either reading is fair
    return {"contains": c, "verdict_in": ["not_applicable", "supported"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


TIME = ("DATE_MISMATCH", "VALUE_MISMATCH")
AMT = ("AMOUNT_MISMATCH", "VALUE_MISMATCH")
STATE = ("RECORD_STATE_MISMATCH", "VALUE_MISMATCH")
POL = ("NLI_CONTRADICTION", "VALUE_MISMATCH")
NOPOL = ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")
NOREC = ("CLAIM_WITHOUT_TOOL_EVIDENCE",)


def rec(eid, tool, fields):
    return {"id": eid, "kind": "record", "source": "tool:slotwise." + tool, "fields": fields}


def pol(eid, text, revision="v1"):
    return {"id": eid, "kind": "policy", "revision": revision, "text": text}


def psg(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def _check(draft, probes, excl, incl, repair):
    for p in probes:
        k = draft.count(p["contains"])
        assert k == 1, (p["contains"], k, draft)
    for e in excl:
        assert e in draft, (e, draft)
    if not repair:
        for i in incl:
            assert i in draft, (i, draft)
    else:
        corr = incl[0].split("|")
        assert not any(a in draft for a in corr), (incl[0], draft)
        for i in incl[1:]:
            assert any(a in draft for a in i.split("|")), (i, draft)


def add(scen, domain, question, evidence, now, draft, probes, errors=(), notes="", excl=(), incl=()):
    _check(draft, probes, excl, incl, False)
    _n[0] += 1
    cid = "w64-%03d-%s" % (_n[0], scen)
    if errors:
        cid += "-" + errors[0].replace("_", "-")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    CASES.append({"case": case,
                  "expect": {"probes": probes, "outcome_in": None if errors else ["sent"],
                             "final_excludes": list(excl), "final_includes": list(incl)},
                  "meta": {"writer": "w64", "domain": domain, "scenario": scen, "api_family": API,
                           "errors": list(errors), "notes": notes}})


def rep(num, scen, domain, question, evidence, now, draft, probes, errors, notes, excl, incl):
    _check(draft, probes, excl, incl, True)
    case = {"schema": "halcheck.case/1", "id": "w64-r%02d-%s" % (num, scen), "question": question,
            "draft": draft, "evidence": evidence}
    if now:
        case["now"] = now
    REPAIRS.append({"case": case,
                    "expect": {"probes": probes, "outcome_in": ["repaired"],
                               "final_excludes": list(excl), "final_includes": list(incl)},
                    "meta": {"writer": "w64", "domain": domain, "scenario": scen, "api_family": API,
                             "errors": list(errors), "notes": notes}})


# ---------------------------------------------------------------------------------------------
# S1 career coaching: resume review booked, Adelaide (ACST, +09:30 in May)
# ---------------------------------------------------------------------------------------------
D1 = "career coaching"
Q1 = "Can you confirm when my resume review is and what I've paid?"
NOW1 = "2026-05-11T16:20:00+09:30"
E1 = [
    rec("get_scheduled_event#SE-7Q4K2M", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-7Q4K2M", "name": "Resume Review (60 min)", "status": "active",
        "start_time": "2026-05-14T00:30:00.000000Z", "end_time": "2026-05-14T01:30:00.000000Z",
        "event_type": {"uri": BASE + "/event_types/ET-RESUME60", "slug": "resume-review", "duration": 60,
                       "kind": "solo",
                       "location": {"type": "zoom_conference", "join_url": "https://zoom.example/j/84120937715"}},
        "event_memberships": [{"user_name": "Harriet Okafor", "user_email": "harriet@northstarcareers.example"}],
        "created_at": "2026-05-02T07:41:12.000000Z", "updated_at": "2026-05-02T07:41:15.000000Z"}}),
    rec("list_event_invitees#SE-7Q4K2M", "list_event_invitees", {"collection": [{
        "uri": BASE + "/scheduled_events/SE-7Q4K2M/invitees/INV-3HX9", "name": "Tamsin Arkwright",
        "email": "tamsin.a@mailbox.example", "timezone": "Australia/Adelaide", "status": "active",
        "rescheduled": False, "old_invitee": None, "new_invitee": None,
        "questions_and_answers": [
            {"position": 0, "question": "What role are you targeting?", "answer": "Senior product manager"},
            {"position": 1, "question": "Years of experience", "answer": "8"}],
        "payment": {"external_id": "ch_3PzR81kQ", "provider": "stripe", "amount": 18000, "currency": "AUD",
                    "terms": "Paid in full at booking", "successful": True},
        "cancellation": None}], "pagination": {"count": 1, "next_page": None}}),
    rec("get_scheduled_event#SE-2B8N1T", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-2B8N1T", "name": "Career Clarity Intake (30 min)",
        "status": "canceled", "start_time": "2026-04-21T01:00:00.000000Z", "end_time": "2026-04-21T01:30:00.000000Z",
        "event_type": {"uri": BASE + "/event_types/ET-INTAKE30", "slug": "career-clarity-intake", "duration": 30,
                       "location": {"type": "outbound_call", "join_url": None}},
        "cancellation": {"canceler_type": "host", "canceled_by": "Harriet Okafor",
                         "reason": "Rebooked as a resume review at client's request"}}}),
    pol("northstar-policy#resume-review", "Resume reviews run for one hour over Zoom. Please email your current "
        "resume at least two business days before the session so your coach can annotate it. You can "
        "reschedule free of charge up to 24 hours before the start time; inside 24 hours the session fee is "
        "kept. Written feedback is sent within three business days after the session.", "2026-03"),
]
add("resume-review", D1, Q1, E1, NOW1,
    "Hi Tamsin, your resume review with Harriet is confirmed for Thursday 14 May at 10:00 AM Adelaide time. "
    "It runs for an hour over Zoom, and your A$180.00 payment went through at booking.\n\n"
    "One thing to do beforehand: please email your current resume at least two business days before the "
    "session so Harriet can mark it up.",
    [S("confirmed for Thursday 14 May at 10:00 AM Adelaide time"), S("runs for an hour over Zoom"),
     S("A$180.00 payment went through at booking"), S("at least two business days before the session")],
    notes="start_time 00:30Z is 10:00 AM ACST (+09:30) on Thu 14 May; payment.amount 18000 AUD successful; "
          "policy asks for the resume two business days ahead.",
    incl=["10:00 AM", "A$180.00"])
add("resume-review", D1, Q1, E1, NOW1,
    "Hello Tamsin,\n\nHere is what we have for your booking:\n- Session: Resume Review\n"
    "- When: 14/05/2026, 10:00 AM to 11:00 AM (Adelaide time)\n- Where: Zoom, https://zoom.example/j/84120937715\n"
    "- Payment: A$180 received in full\n\nIf you need to move it, rescheduling is free up to 24 hours before "
    "the start time.\n\nWarm regards,\nNorthstar Careers",
    [S("10:00 AM to 11:00 AM (Adelaide time)"), S("Zoom, https://zoom.example/j/84120937715"),
     S("A$180 received in full"), S("rescheduling is free up to 24 hours before"), N("Warm regards")],
    notes="start/end 00:30Z-01:30Z are 10:00-11:00 AM in Adelaide; join_url matches; payment 18000 minor "
          "units successful; policy gives free rescheduling up to 24 hours.",
    incl=["10:00 AM", "A$180"])
add("resume-review", D1, Q1, E1, NOW1,
    "Tamsin, you're booked: Thu 14 May, 10 AM Adelaide time, one hour on Zoom, paid in full (A$180). Written "
    "feedback follows within three business days of the session.",
    [S("Thu 14 May, 10 AM Adelaide time"), S("one hour on Zoom"), S("paid in full (A$180)"),
     S("within three business days of the session")],
    notes="Event record gives the time and 60-minute duration; payment terms 'Paid in full at booking'; policy "
          "gives feedback within three business days.",
    incl=["10 AM", "A$180"])
add("resume-review", D1, Q1, E1, NOW1,
    "Hi Tamsin, your resume review is confirmed for Thursday 14 May at 11:00 AM Adelaide time, for one hour on "
    "Zoom. Your payment of A$180.00 has been received. Harriet will send written feedback within five "
    "business days after the session.",
    [C("at 11:00 AM Adelaide time", *TIME), S("for one hour on Zoom"), S("payment of A$180.00 has been received"),
     C("within five business days", *POL)],
    errors=["wrong_time", "wrong_period"],
    notes="00:30Z is 10:00 AM in Adelaide in May (+09:30, no daylight saving); 11:00 AM applies +10:30. Policy "
          "says feedback within three business days, not five.",
    excl=["at 11:00 AM Adelaide time", "within five business days"])
add("resume-review", D1, Q1, E1, NOW1,
    "Hi Tamsin, good news: your resume review is set for Thursday 14 May at 10:00 AM Adelaide time. It is a "
    "30-minute session on Zoom, and the A$180.00 fee is already paid. You can reschedule free of charge up to "
    "48 hours before the start.",
    [S("Thursday 14 May at 10:00 AM Adelaide time"), C("It is a 30-minute session", "VALUE_MISMATCH"),
     S("A$180.00 fee is already paid"), C("up to 48 hours before the start", *POL)],
    errors=["other_record_value", "wrong_policy_condition"],
    notes="30 minutes is the duration of the cancelled intake event SE-2B8N1T; the resume review's "
          "event_type.duration is 60. Policy allows free rescheduling up to 24 hours, not 48.",
    excl=["30-minute session", "up to 48 hours"])
rep(1, "resume-review", D1, Q1, E1, NOW1,
    "Hi Tamsin, your resume review is booked for Thursday 14 May at 12:30 AM, running for one hour on Zoom. "
    "Your A$180.00 payment was received at booking.",
    [C("Thursday 14 May at 12:30 AM", *TIME), S("running for one hour on Zoom"),
     S("A$180.00 payment was received at booking")],
    ["unit_conversion"],
    "start_time 2026-05-14T00:30Z was read as local time; in Australia/Adelaide it is 10:00 AM.",
    ["12:30 AM"], ["10:00 AM|10 AM|10am|10:00am|10:00 am|10 am", "A$180|180.00"])

# ---------------------------------------------------------------------------------------------
# S2 career coaching: mock interview rescheduled, Darwin
# ---------------------------------------------------------------------------------------------
Q2 = "I moved my mock interview. Can you confirm the new time and whether there's any charge for changing it?"
NOW2 = "2026-06-10T09:05:00+09:30"
E2 = [
    rec("get_scheduled_event#SE-4M2D9P", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-4M2D9P", "name": "Mock Interview (45 min)", "status": "canceled",
        "start_time": "2026-06-09T05:30:00.000000Z", "end_time": "2026-06-09T06:15:00.000000Z",
        "event_type": {"uri": BASE + "/event_types/ET-MOCK45", "duration": 45,
                       "location": {"type": "google_conference", "join_url": "https://meet.example/pvd-qmns-uao"}},
        "cancellation": {"canceler_type": "invitee", "canceled_by": "Rohan Pillai",
                         "reason": "Rescheduled: clash with work shift", "created_at": "2026-06-05T02:10:44.000000Z"}}}),
    rec("get_invitee#INV-8RT2", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-4M2D9P/invitees/INV-8RT2", "name": "Rohan Pillai",
        "timezone": "Australia/Darwin", "status": "canceled", "rescheduled": True,
        "old_invitee": None, "new_invitee": BASE + "/scheduled_events/SE-9K7V3R/invitees/INV-5WQ7",
        "payment": {"external_id": "ch_3Q0aa2", "provider": "stripe", "amount": "145.00", "currency": "AUD",
                    "terms": "Paid at booking", "successful": True}}}),
    rec("get_scheduled_event#SE-9K7V3R", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-9K7V3R", "name": "Mock Interview (45 min)", "status": "active",
        "start_time": "2026-06-16T01:00:00.000000Z", "end_time": "2026-06-16T01:45:00.000000Z",
        "event_type": {"uri": BASE + "/event_types/ET-MOCK45", "duration": 45,
                       "location": {"type": "google_conference", "join_url": "https://meet.example/xqa-rtpz-kfd"}},
        "event_memberships": [{"user_name": "Colette Barnaby"}]}}),
    rec("get_invitee#INV-5WQ7", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-9K7V3R/invitees/INV-5WQ7", "name": "Rohan Pillai",
        "timezone": "Australia/Darwin", "status": "active", "rescheduled": False,
        "old_invitee": BASE + "/scheduled_events/SE-4M2D9P/invitees/INV-8RT2", "new_invitee": None,
        "questions_and_answers": [
            {"question": "Company and role", "answer": "Territory Health Services - Data analyst"},
            {"question": "Would you like the session recorded?", "answer": "No"}],
        "payment": {"external_id": "ch_3Q0aa2", "provider": "stripe", "amount": "145.00", "currency": "AUD",
                    "terms": "Transferred from original booking", "successful": True}}}),
    pol("fieldstone-policy#mock-interviews", "Mock interviews are 45 minutes, with a short debrief in the same "
        "call. You may reschedule once at no cost if you give at least 12 hours' notice; a second reschedule "
        "incurs a A$30 change fee. Sessions are only recorded if you ask for a recording in your booking "
        "answers."),
]
add("mock-reschedule", D1, Q2, E2, NOW2,
    "Hi Rohan, thanks for checking. Your mock interview has moved to Tuesday 16 June at 10:30 AM Darwin time "
    "and runs for 45 minutes on Google Meet.\n\nThere's no charge for this change: your A$145.00 payment "
    "carried across to the new booking. Just so you know, a second reschedule would attract a A$30 change fee.",
    [N("thanks for checking"), S("moved to Tuesday 16 June at 10:30 AM Darwin time"),
     S("runs for 45 minutes on Google Meet"), S("There's no charge for this change"),
     S("A$145.00 payment carried across"), S("a second reschedule would attract a A$30 change fee")],
    notes="New event SE-9K7V3R starts 01:00Z = 10:30 AM Darwin; first reschedule with 4 days' notice is free "
          "under the policy; new invitee payment terms 'Transferred from original booking'.",
    incl=["10:30 AM", "A$145.00"])
add("mock-reschedule", D1, Q2, E2, NOW2,
    "Hello Rohan,\n\nYour booking has been moved from 9 June to 16/06/2026. The new session starts at 10:30 am "
    "(Darwin) and finishes at 11:15 am, and the Google Meet link is https://meet.example/xqa-rtpz-kfd.\n\n"
    "As you asked in your booking answers, the session won't be recorded.\n\nKind regards,\n"
    "Fieldstone Career Coaching",
    [S("moved from 9 June to 16/06/2026"), S("starts at 10:30 am (Darwin)"), S("finishes at 11:15 am"),
     S("https://meet.example/xqa-rtpz-kfd"), S("the session won't be recorded"), N("Kind regards")],
    notes="Old event 05:30Z on 9 June was cancelled as a reschedule; new event 01:00Z-01:45Z on 16 June is "
          "10:30-11:15 AM Darwin; the recording answer is 'No'.",
    incl=["10:30 am", "xqa-rtpz-kfd"])
add("mock-reschedule", D1, Q2, E2, NOW2,
    "Hi Rohan, your mock interview is confirmed for Tuesday 9 June at 3:00 PM Darwin time, 45 minutes on "
    "Google Meet. Your A$145.00 payment has been carried across, so there is nothing more to pay.",
    [C("Tuesday 9 June at 3:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     S("45 minutes on Google Meet"), S("A$145.00 payment has been carried across"),
     S("there is nothing more to pay")],
    errors=["stale_value"],
    notes="9 June 3:00 PM is the cancelled original event SE-4M2D9P; the active booking SE-9K7V3R is "
          "16 June at 10:30 AM Darwin.",
    excl=["9 June at 3:00 PM"])
add("mock-reschedule", D1, Q2, E2, NOW2,
    "Hi Rohan, your new time is Tuesday 16 June at 10:30 AM Darwin time. Our records show the original session "
    "was cancelled by your coach. You can reschedule at no cost as many times as you need, as long as you "
    "give 12 hours' notice.",
    [S("Tuesday 16 June at 10:30 AM Darwin time"), C("cancelled by your coach", *STATE),
     C("as many times as you need", *POL)],
    errors=["wrong_role", "wrong_policy_condition"],
    notes="cancellation.canceler_type is 'invitee' (Rohan himself), not the host. Policy allows one free "
          "reschedule; a second costs A$30.",
    excl=["cancelled by your coach", "as many times as you need"])
rep(2, "mock-reschedule", D1, Q2, E2, NOW2,
    "Hi Rohan, your mock interview is now on Tuesday 16 June at 10:30 AM Darwin time on Google Meet. It runs "
    "for 60 minutes, and your A$145.00 payment carried over from the original booking.",
    [S("Tuesday 16 June at 10:30 AM Darwin time"), C("runs for 60 minutes", "VALUE_MISMATCH"),
     S("A$145.00 payment carried over")],
    ["wrong_value"],
    "event_type.duration is 45 and end_time is 01:45Z; the policy also says mock interviews are 45 minutes.",
    ["runs for 60 minutes"], ["45 minutes|45-minute|45 min|forty-five minutes", "10:30 AM|10:30 am|10:30am"])

# ---------------------------------------------------------------------------------------------
# S3 career coaching: session bundle balance, Adelaide
# ---------------------------------------------------------------------------------------------
Q3 = "How many sessions do I have left in my bundle and when does it run out?"
NOW3 = "2026-06-22T11:00:00+09:30"
E3 = [
    rec("get_package#PKG-CT4-0192", "get_package", {"package": {
        "uri": BASE + "/packages/PKG-CT4-0192", "name": "Career Transition Bundle (4 sessions)", "status": "ACTIVE",
        "owner": {"name": "Mei Lin Zhou", "timezone": "Australia/Adelaide"},
        "sessions_total": 4, "sessions_booked": 3, "sessions_completed": 2,
        "purchased_at": "2026-02-10T03:12:00Z", "expires_at": "2026-08-10T03:12:00Z",
        "payment": {"amount": 62000, "currency": "AUD", "terms": "PAID_IN_FULL", "successful": True}}}),
    rec("get_package#PKG-IS2-0077", "get_package", {"package": {
        "uri": BASE + "/packages/PKG-IS2-0077", "name": "Interview Sprint (2 sessions)", "status": "EXPIRED",
        "sessions_total": 2, "sessions_booked": 1, "sessions_completed": 1,
        "purchased_at": "2025-05-30T00:40:00Z", "expires_at": "2025-11-30T00:40:00Z",
        "payment": {"amount": 29000, "currency": "AUD", "terms": "PAID_IN_FULL", "successful": True}}}),
    rec("list_scheduled_events#upcoming", "list_scheduled_events", {"collection": [{
        "uri": BASE + "/scheduled_events/SE-6TJ3W0", "name": "Career Transition Session 3", "status": "active",
        "start_time": "2026-07-02T04:00:00.000000Z", "end_time": "2026-07-02T05:00:00.000000Z",
        "event_type": {"duration": 60, "location": {"type": "zoom_conference",
                                                     "join_url": "https://zoom.example/j/93310458821"}},
        "package": BASE + "/packages/PKG-CT4-0192"}], "pagination": {"count": 1}}),
    pol("northstar-policy#bundles", "Bundles are priced per package and paid upfront. A bundle can be used over "
        "six months from the purchase date. Unused sessions are not refunded after expiry, but you can request "
        "one extension of up to 30 days before the expiry date. Sessions cancelled with at least 24 hours' "
        "notice go back into the bundle.", "2026-01"),
]
add("bundle-balance", D1, Q3, E3, NOW3,
    "Hi Mei Lin, you've completed two of the four sessions in your Career Transition Bundle. One more is already "
    "booked for Thursday 2 July at 1:30 PM, which leaves one session still to book. The bundle runs until "
    "10 August 2026.",
    [S("completed two of the four sessions"), S("booked for Thursday 2 July at 1:30 PM"),
     S("leaves one session still to book"), S("runs until 10 August 2026")],
    notes="sessions_total 4, completed 2, booked 3, so one unbooked; SE-6TJ3W0 at 04:00Z is 1:30 PM ACST; "
          "expires_at 2026-08-10.",
    incl=["1:30 PM", "10 August 2026"])
add("bundle-balance", D1, Q3, E3, NOW3,
    "Hi Mei Lin,\n\n- Sessions in your bundle: 4\n- Completed: 2\n- Booked and upcoming: 1 (2/7/2026, 1:30 PM "
    "Adelaide time)\n- Still available to book: 1\n- Expiry: 10/08/2026\n\nIf you need more time, you can ask "
    "for one extension of up to 30 days, as long as you request it before the expiry date.",
    [S("Sessions in your bundle: 4"), S("Completed: 2"), S("Booked and upcoming: 1"),
     S("Still available to book: 1"), S("Expiry: 10/08/2026"), S("one extension of up to 30 days")],
    notes="Package PKG-CT4-0192 fields give each count and the expiry; the policy allows one extension of up to "
          "30 days requested before expiry.",
    incl=["10/08/2026", "30 days"])
add("bundle-balance", D1, Q3, E3, NOW3,
    "Hi Mei Lin, you've completed two of your four sessions, so you still have two sessions left to book. Your "
    "bundle is valid until 10 August 2026.",
    [S("completed two of your four sessions"), C("two sessions left to book", "VALUE_MISMATCH"),
     S("valid until 10 August 2026")],
    errors=["wrong_arithmetic"],
    notes="Three of the four sessions are booked (sessions_booked 3), so only one is left to book; the draft "
          "skips the session already booked for 2 July.",
    excl=["two sessions left to book"])
add("bundle-balance", D1, Q3, E3, NOW3,
    "Hi Mei Lin, you have one session left to book in your bundle, plus the one already booked for 2 July. "
    "Your bundle expires on 30 November 2025. We'll also send you a reminder email a week before it expires.",
    [S("one session left to book"), S("already booked for 2 July"),
     C("expires on 30 November 2025", *TIME), I("reminder email a week before it expires", *NOPOL)],
    errors=["other_record_value", "invented_promise"],
    notes="30 November 2025 is the expiry of the old Interview Sprint package PKG-IS2-0077; this bundle expires "
          "10 August 2026. No policy mentions expiry reminders.",
    excl=["30 November 2025", "reminder email a week before"])
rep(3, "bundle-balance", D1, Q3, E3, NOW3,
    "Hi Mei Lin, you have one session left to book, with another already set for Thursday 2 July. Your bundle "
    "expires on 10 August 2026, and you can request a single extension of up to 60 days before then.",
    [S("one session left to book"), S("already set for Thursday 2 July"), S("expires on 10 August 2026"),
     C("extension of up to 60 days", *POL)],
    ["wrong_period"],
    "The bundle policy allows one extension of up to 30 days, not 60.",
    ["up to 60 days"], ["30 days|thirty days", "10 August 2026|10/08/2026"])

# ---------------------------------------------------------------------------------------------
# S4 career coaching: no-show, refund refused, Adelaide (ACDT, +10:30 in March)
# ---------------------------------------------------------------------------------------------
Q4 = "I missed my coaching session yesterday. Can I get my money back?"
NOW4 = "2026-03-05T10:15:00+10:30"
E4 = [
    rec("get_scheduled_event#SE-0PL5XA", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-0PL5XA", "name": "Leadership Coaching (60 min)", "status": "active",
        "start_time": "2026-03-03T23:00:00.000000Z", "end_time": "2026-03-04T00:00:00.000000Z",
        "event_type": {"duration": 60, "location": {"type": "zoom_conference",
                                                     "join_url": "https://zoom.example/j/71200458310"}}}}),
    rec("get_invitee#INV-D3CM", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-0PL5XA/invitees/INV-D3CM", "name": "Declan Moreau",
        "timezone": "Australia/Adelaide", "status": "active",
        "no_show": {"uri": BASE + "/invitee_no_shows/NS-55A1", "created_at": "2026-03-04T00:05:00.000000Z"},
        "payment": {"external_id": "ch_3OrT71", "provider": "stripe", "amount": 16500, "currency": "AUD",
                    "terms": "Paid at booking", "successful": True}}}),
    rec("get_invitee#INV-A9KE", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-7YH2QB/invitees/INV-A9KE", "name": "Declan Moreau",
        "status": "canceled", "event_start_time": "2026-02-11T23:00:00.000000Z",
        "cancellation": {"canceler_type": "invitee", "reason": "Travelling for work",
                         "created_at": "2026-02-08T04:20:00.000000Z"},
        "payment": {"amount": 16500, "currency": "AUD", "successful": True,
                    "refund": {"amount": 16500, "status": "SUCCEEDED", "created_at": "2026-02-08T04:21:09Z"}}}}),
    refused("refund_payment#call-1", "slotwise.refund_payment", "DENY",
            {"invitee": BASE + "/scheduled_events/SE-0PL5XA/invitees/INV-D3CM", "amount": 16500,
             "reason_code": "POLICY_NO_SHOW"}),
    pol("brightpath-policy#missed-sessions", "Cancellations made more than 24 hours ahead are refunded in full "
        "within 5 business days. Sessions missed without notice are marked as no-shows. Fees for no-shows are "
        "not refunded, but you may book one replacement session at half price within 14 days of the missed "
        "session.", "v3"),
]
add("no-show-refund", D1, Q4, E4, NOW4,
    "Hi Declan, I'm sorry you missed yesterday's session. I wasn't able to process a refund: the session was "
    "recorded as a no-show, and no-show fees aren't refundable under our policy.\n\nWhat I can offer is one "
    "replacement session at half price if you rebook within 14 days.",
    [NS("I'm sorry you missed yesterday's session"), S("I wasn't able to process a refund"),
     S("recorded as a no-show"), S("no-show fees aren't refundable"),
     S("one replacement session at half price if you rebook within 14 days")],
    notes="refund_payment was DENY; invitee.no_show is set; the policy says no-show fees are not refunded and "
          "offers a half-price replacement within 14 days.",
    incl=["half price", "14 days"])
add("no-show-refund", D1, Q4, E4, NOW4,
    "Dear Declan,\n\nThank you for getting in touch. Your 9:30 AM session on Wednesday 4 March was marked as a "
    "no-show, and the refund request for the A$165.00 fee has been declined in line with our policy.\n\n"
    "You're welcome to book a replacement session at half price. This needs to be within 14 days of the missed "
    "session, so by 18 March.\n\nWith warm regards,\nBrightpath Coaching",
    [N("Thank you for getting in touch"), S("9:30 AM session on Wednesday 4 March was marked as a no-show"),
     S("refund request for the A$165.00 fee has been declined"), S("book a replacement session at half price"),
     S("so by 18 March"), N("With warm regards")],
    notes="23:00Z on 3 March is 9:30 AM ACDT on Wed 4 March; refund call DENY; 4 March + 14 days = 18 March.",
    incl=["A$165.00", "18 March"])
add("no-show-refund", D1, Q4, E4, NOW4,
    "Hi Declan, sorry to hear you missed your session. I've gone ahead and refunded the A$165.00 fee to your "
    "card. If you'd like to try again, you can also book a replacement session at half price within 14 days.",
    [NS("sorry to hear you missed your session"), C("refunded the A$165.00 fee to your card", "NOT_EXECUTED"),
     S("replacement session at half price within 14 days")],
    errors=["refused_call_effect"],
    notes="refund_payment#call-1 was DENY (POLICY_NO_SHOW), so no refund happened.",
    excl=["refunded the A$165.00 fee to your card"])
add("no-show-refund", D1, Q4, E4, NOW4,
    "Hi Declan, I can see your refund of A$165.00 has already been processed. As you cancelled more than "
    "24 hours ahead, you were eligible for a full refund.",
    [C("refund of A$165.00 has already been processed", "NOT_EXECUTED", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     C("you cancelled more than 24 hours ahead", *STATE)],
    errors=["other_record_value", "condition_unmet"],
    notes="The processed refund belongs to the February booking INV-A9KE; this session INV-D3CM is a no-show "
          "with the refund denied, so the 24-hour cancellation condition does not hold.",
    excl=["refund of A$165.00 has already been processed", "cancelled more than 24 hours ahead"])
rep(4, "no-show-refund", D1, Q4, E4, NOW4,
    "Hi Declan, I'm sorry you missed Wednesday's session. The refund couldn't be processed because it was "
    "recorded as a no-show. You can book a replacement at half price within 30 days.",
    [NS("I'm sorry you missed"), S("The refund couldn't be processed"), S("recorded as a no-show"),
     C("half price within 30 days", *POL)],
    ["wrong_period"],
    "The policy gives 14 days for the half-price replacement session, not 30.",
    ["within 30 days"], ["14 days|fourteen days|18 March", "no-show"])

# ---------------------------------------------------------------------------------------------
# S5 counselling: first session in person, deposit and balance, Adelaide
# ---------------------------------------------------------------------------------------------
D5 = "counselling practice"
Q5 = "I've booked my first appointment. What do I need to bring, and how much will I pay on the day?"
NOW5 = "2026-07-06T14:00:00+09:30"
E5 = [
    rec("get_scheduled_event#SE-HX41RC", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-HX41RC", "name": "Initial Counselling Session", "status": "active",
        "start_time": "2026-07-08T00:00:00.000000Z", "end_time": "2026-07-08T00:50:00.000000Z",
        "event_type": {"uri": BASE + "/event_types/ET-INIT50", "duration": 50,
                       "price": {"amount": 16000, "currency": "AUD"},
                       "location": {"type": "physical", "location": "Suite 3, 112 Halifax Street, Adelaide SA 5000",
                                    "join_url": None}},
        "event_memberships": [{"user_name": "Rosalind Achterberg"}]}}),
    rec("get_invitee#INV-AB77", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-HX41RC/invitees/INV-AB77", "name": "Aoife Brennan",
        "timezone": "Australia/Adelaide", "status": "active", "rescheduled": False,
        "questions_and_answers": [
            {"question": "Do you have a Mental Health Treatment Plan from your GP?",
             "answer": "Yes - referral from Dr Kwame Osei"},
            {"question": "Preferred counsellor gender", "answer": "No preference"}],
        "payment": {"external_id": "ch_3PfH02", "provider": "stripe", "amount": 5000, "currency": "AUD",
                    "terms": "BOOKING_DEPOSIT", "successful": True}}}),
    rec("list_event_types#halifax", "list_event_types", {"collection": [
        {"name": "Initial Counselling Session", "duration": 50, "price": {"amount": 16000, "currency": "AUD"}},
        {"name": "Follow-up Counselling Session", "duration": 50, "price": {"amount": 14500, "currency": "AUD"}},
        {"name": "Couples Session", "duration": 80, "price": {"amount": 22000, "currency": "AUD"}}]}),
    pol("halifax-policy#first-visit", "Initial sessions are 50 minutes with a registered counsellor. A A$50 "
        "deposit secures the booking and is deducted from the session fee; the balance is paid at the end of the "
        "session. If you have a Mental Health Treatment Plan, bring the referral letter and your Medicare card so "
        "we can process the rebate on the day. Please arrive 10 minutes early to complete the intake forms.", "v4"),
]
add("first-session", D5, Q5, E5, NOW5,
    "Hi Aoife, thank you for booking your first session. It's on Wednesday 8 July at 9:30 AM at Suite 3, "
    "112 Halifax Street, and runs for 50 minutes.\n\nYour A$50 deposit has been received, so the balance on the "
    "day is A$110. As you have a Mental Health Treatment Plan, please bring your referral letter and Medicare "
    "card so we can process the rebate then.",
    [NS("thank you for booking your first session"), S("Wednesday 8 July at 9:30 AM at Suite 3, 112 Halifax Street"),
     S("runs for 50 minutes"), S("A$50 deposit has been received"), S("the balance on the day is A$110"),
     S("bring your referral letter and Medicare card")],
    notes="00:00Z on 8 July is 9:30 AM ACST; price 16000 less deposit 5000 leaves A$110; the Q&A answer shows a "
          "treatment plan and the policy asks for the referral and Medicare card.",
    incl=["A$110", "9:30 AM"])
add("first-session", D5, Q5, E5, NOW5,
    "Hello Aoife,\n\nWe're looking forward to meeting you at 9:30 am on 08/07/2026.\n\nPlease arrive about "
    "10 minutes early to fill in the intake forms. The session fee is A$160; with your A$50 deposit already paid, "
    "A$110 remains to be paid at the end of the session.\n\nWarm regards,\nHalifax Street Counselling",
    [S("9:30 am on 08/07/2026"),
     S("arrive about 10 minutes early"), S("The session fee is A$160"), S("A$50 deposit already paid"),
     S("A$110 remains to be paid at the end of the session"), N("Warm regards")],
    notes="Event type price 16000 minor units; deposit 5000 successful; balance paid at the end per policy.",
    incl=["A$110", "08/07/2026"])
add("first-session", D5, Q5, E5, NOW5,
    "Aoife: Wed 8 July, 9:30 AM, 50 minutes, Halifax Street rooms. Bring your GP referral and Medicare card; "
    "A$110 is due after the session.",
    [S("Wed 8 July, 9:30 AM, 50 minutes"), S("Bring your GP referral and Medicare card"),
     S("A$110 is due after the session")],
    notes="Same fields as above, in a terse form: 160 - 50 = 110.",
    incl=["A$110"])
add("first-session", D5, Q5, E5, NOW5,
    "Hi Aoife, your first session is on Wednesday 8 July at 9:30 AM and lasts 50 minutes. The session fee is "
    "A$145, so after your A$50 deposit you'll pay A$95 on the day. Please bring your referral letter and "
    "Medicare card.",
    [S("Wednesday 8 July at 9:30 AM"), S("lasts 50 minutes"), C("The session fee is A$145", *AMT),
     C("you'll pay A$95 on the day", *AMT), S("bring your referral letter and Medicare card")],
    errors=["other_record_value", "wrong_amount"],
    notes="A$145 is the follow-up session price in list_event_types; this booking's event type is the initial "
          "session at 16000 (A$160), so the balance is A$110, not A$95.",
    excl=["fee is A$145", "pay A$95"])
add("first-session", D5, Q5, E5, NOW5,
    "Hi Aoife, your session is confirmed for Wednesday 8 July at 9:30 AM. Your deposit has been received, and "
    "the full A$160 fee is then paid at the end of the session. Please arrive 15 minutes early to complete your "
    "intake forms.",
    [S("confirmed for Wednesday 8 July at 9:30 AM"), S("Your deposit has been received"),
     C("the full A$160 fee is then paid at the end", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("arrive 15 minutes early", *POL)],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="The deposit is deducted from the fee, so A$110 is paid at the end, not the full A$160; the policy asks "
          "clients to arrive 10 minutes early.",
    excl=["full A$160 fee is then paid", "15 minutes early"])
rep(5, "first-session", D5, Q5, E5, NOW5,
    "Hi Aoife, your first session is on Wednesday 8 July at 9:30 AM and runs for 50 minutes. With your A$50 "
    "deposit already paid, the balance on the day is A$120. Please arrive 10 minutes early for the intake forms.",
    [S("Wednesday 8 July at 9:30 AM"), S("runs for 50 minutes"), S("A$50 deposit already paid"),
     C("the balance on the day is A$120", *AMT), S("arrive 10 minutes early")],
    ["wrong_arithmetic"],
    "Fee 16000 less deposit 5000 is A$110, not A$120.",
    ["is A$120"], ["A$110|$110|110.00", "9:30 AM|9:30 am|9:30am"])

# ---------------------------------------------------------------------------------------------
# S6 counselling: late cancellation for illness, fee charged, Darwin
# ---------------------------------------------------------------------------------------------
Q6 = "I had to cancel this morning because I was sick. Will I be charged?"
NOW6 = "2026-08-12T15:30:00+09:30"
E6 = [
    rec("get_scheduled_event#SE-TE9042", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-TE9042", "name": "Counselling Session (50 min)", "status": "canceled",
        "start_time": "2026-08-12T00:30:00.000000Z", "end_time": "2026-08-12T01:20:00.000000Z",
        "event_type": {"duration": 50, "price": {"amount": 14500, "currency": "AUD"},
                       "location": {"type": "physical", "location": "14 Cavenagh Street, Darwin City"}},
        "cancellation": {"canceler_type": "invitee", "canceled_by": "Callum Ng", "reason": "Feeling unwell",
                         "created_at": "2026-08-11T23:10:00.000000Z"}}}),
    rec("get_invitee#INV-CN31", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-TE9042/invitees/INV-CN31", "name": "Callum Ng",
        "timezone": "Australia/Darwin", "status": "canceled", "rescheduled": False,
        "documents": {"medical_certificate_received": False},
        "charges": [{"id": "ch_3PxLATE9", "description": "LATE_CANCELLATION_FEE", "amount": 7250,
                     "currency": "AUD", "status": "SUCCEEDED", "created_at": "2026-08-11T23:10:30Z"}]}}),
    pol("topend-policy#cancellations", "Cancellations with 24 hours' notice or more are free. Cancellations with "
        "less than 24 hours' notice incur a fee of 50% of the session price. The fee is waived for illness if a "
        "medical certificate is emailed to us within 48 hours of the missed appointment.", "2025-11"),
]
add("late-cancel", D5, Q6, E6, NOW6,
    "Hi Callum, I'm sorry you're unwell. Because the cancellation came in less than 24 hours before your "
    "10:00 AM session, a late-cancellation fee of A$72.50 (half the session price) was charged.\n\nIf you email "
    "us a medical certificate within 48 hours of the appointment, the fee can be waived.",
    [NS("I'm sorry you're unwell"), S("less than 24 hours before your 10:00 AM session"),
     S("late-cancellation fee of A$72.50 (half the session price) was charged"),
     S("medical certificate within 48 hours of the appointment")],
    notes="Cancellation 23:10Z (8:40 AM Darwin) before a 00:30Z (10:00 AM) start; charge 7250 SUCCEEDED is 50% "
          "of 14500; waiver needs a certificate within 48 hours.",
    incl=["A$72.50", "48 hours"])
add("late-cancel", D5, Q6, E6, NOW6,
    "Hello Callum,\n\nThanks for letting us know. We received your cancellation at 8:40 am today, and a fee of "
    "A$72.50 has been taken.\n\nWe haven't received a medical certificate yet. If you send one through by "
    "10:00 am on Friday 14 August, we can waive the fee.\n\nTake care,\nTop End Counselling",
    [N("Thanks for letting us know"), S("received your cancellation at 8:40 am today"),
     S("a fee of A$72.50 has been taken"), S("haven't received a medical certificate yet"),
     S("by 10:00 am on Friday 14 August"), N("Take care")],
    notes="cancellation.created_at 23:10Z = 8:40 AM Darwin on 12 Aug; medical_certificate_received false; "
          "48 hours after the 10:00 AM appointment is 10:00 AM Fri 14 Aug.",
    incl=["A$72.50", "14 August"])
add("late-cancel", D5, Q6, E6, NOW6,
    "Hi Callum, sorry to hear you've been unwell. As you cancelled due to illness, the late-cancellation fee "
    "has been waived. Your session had been booked for 10:00 AM today.",
    [NS("sorry to hear you've been unwell"),
     C("the late-cancellation fee has been waived", "RECORD_STATE_MISMATCH", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("booked for 10:00 AM today")],
    errors=["condition_unmet"],
    notes="The waiver needs a medical certificate (medical_certificate_received false) and the A$72.50 charge "
          "status is SUCCEEDED.",
    excl=["fee has been waived"])
add("late-cancel", D5, Q6, E6, NOW6,
    "Hi Callum, I'm sorry you're not well. A late fee of A$145.00 was charged, as cancellations within 24 hours "
    "incur the full session price. You can send a medical certificate within 48 hours to have it waived.",
    [NS("I'm sorry you're not well"), C("A late fee of A$145.00 was charged", *AMT),
     C("incur the full session price", *POL), S("medical certificate within 48 hours")],
    errors=["wrong_amount", "wrong_policy_condition"],
    notes="The charge is 7250 (A$72.50); A$145 is the session price. Policy sets the late fee at 50% of the "
          "session price, not the full price.",
    excl=["late fee of A$145.00", "incur the full session price"])
rep(6, "late-cancel", D5, Q6, E6, NOW6,
    "Hi Callum, I'm sorry you're unwell. A late-cancellation fee of A$72.50 was charged, since you cancelled less "
    "than 24 hours before your session. If you send us a medical certificate within 72 hours, we can waive it.",
    [NS("I'm sorry you're unwell"), S("late-cancellation fee of A$72.50 was charged"),
     S("less than 24 hours before your session"), C("within 72 hours", *POL)],
    ["wrong_period"],
    "The policy gives 48 hours to email a medical certificate, not 72.",
    ["within 72 hours"], ["48 hours|forty-eight hours|14 August", "A$72.50|72.50"])

# ---------------------------------------------------------------------------------------------
# S7 counselling: telehealth link for tomorrow, Darwin
# ---------------------------------------------------------------------------------------------
Q7 = "What's the link for tomorrow's session?"
NOW7 = "2026-09-02T16:45:00+09:30"
E7 = [
    rec("list_scheduled_events#INV-ST66", "list_scheduled_events", {"collection": [
        {"uri": BASE + "/scheduled_events/SE-MH2201", "name": "Telehealth Counselling (50 min)", "status": "active",
         "start_time": "2026-09-03T00:30:00.000000Z", "end_time": "2026-09-03T01:20:00.000000Z",
         "event_type": {"duration": 50, "location": {"type": "custom",
                                                     "join_url": "https://video.coviu.example/room/tec-4417"}}},
        {"uri": BASE + "/scheduled_events/SE-MH2388", "name": "Telehealth Counselling (50 min)", "status": "active",
         "start_time": "2026-09-17T00:30:00.000000Z", "end_time": "2026-09-17T01:20:00.000000Z",
         "event_type": {"duration": 50, "location": {"type": "custom",
                                                     "join_url": "https://video.coviu.example/room/tec-4417"}}},
        {"uri": BASE + "/scheduled_events/SE-MH2150", "name": "Telehealth Counselling (50 min)", "status": "canceled",
         "start_time": "2026-09-10T00:30:00.000000Z",
         "cancellation": {"canceler_type": "host", "reason": "Counsellor on leave"}}],
     "invitee": {"name": "Sophie Tran", "timezone": "Australia/Darwin"}, "pagination": {"count": 3}}),
    psg("kb-telehealth#joining", "Telehealth sessions use a private video room.\nJoin from a quiet space, with "
        "headphones if possible.\nLinks open in Chrome, Safari or Edge; no app download is needed.\nIf the call "
        "drops, your counsellor will phone the number on your file within 5 minutes."),
]
add("telehealth-link", D5, Q7, E7, NOW7,
    "Hi Sophie, your telehealth session is tomorrow, Thursday 3 September, at 10:00 AM Darwin time. You can join "
    "here: https://video.coviu.example/room/tec-4417. No app download is needed; the link opens in Chrome, Safari "
    "or Edge.",
    [S("tomorrow, Thursday 3 September, at 10:00 AM Darwin time"), S("https://video.coviu.example/room/tec-4417"),
     S("No app download is needed"), S("opens in Chrome, Safari or Edge")],
    notes="SE-MH2201 starts 00:30Z on 3 Sep = 10:00 AM Darwin, the day after now (2 Sep); the KB passage says "
          "no app is needed.",
    incl=["10:00 AM", "tec-4417"])
add("telehealth-link", D5, Q7, E7, NOW7,
    "Hi Sophie,\n\nHere's your link for tomorrow at 10 am: https://video.coviu.example/room/tec-4417\n\nIf the "
    "call happens to drop, your counsellor will phone you within 5 minutes. Your next session after this one is "
    "on 17/09/2026 at the same time.\n\nTake care,\nMindful Harbour Counselling",
    [S("tomorrow at 10 am"), S("https://video.coviu.example/room/tec-4417"),
     S("your counsellor will phone you within 5 minutes"), S("on 17/09/2026 at the same time"), N("Take care")],
    notes="Both active events start 00:30Z (10:00 AM Darwin); the 10 Sep one is cancelled, so the next is 17 Sep; "
          "the KB passage gives the 5-minute call-back.",
    incl=["10 am", "17/09/2026"])
add("telehealth-link", D5, Q7, E7, NOW7,
    "Sophie, the link is https://video.coviu.example/room/tec-4417 and your session starts at 10:00 AM tomorrow "
    "(Darwin time), running 50 minutes.",
    [S("https://video.coviu.example/room/tec-4417"), S("starts at 10:00 AM tomorrow"), S("running 50 minutes")],
    notes="join_url, start_time and duration of SE-MH2201.",
    incl=["tec-4417"])
add("telehealth-link", D5, Q7, E7, NOW7,
    "Hi Sophie, here's the link for your session tomorrow at 10:00 AM: https://video.coviu.example/room/tec-4417. "
    "Your next session after that is booked for Thursday 10 September. Before you join, you'll need to download "
    "the Coviu app.",
    [S("tomorrow at 10:00 AM"), S("https://video.coviu.example/room/tec-4417"),
     C("booked for Thursday 10 September", *STATE, "DATE_MISMATCH"),
     C("you'll need to download the Coviu app", "NLI_CONTRADICTION")],
    errors=["stale_value", "invented_fact"],
    notes="The 10 September event SE-MH2150 is cancelled; the next active one is 17 September. The KB passage "
          "says no app download is needed.",
    excl=["booked for Thursday 10 September", "download the Coviu app"])
add("telehealth-link", D5, Q7, E7, NOW7,
    "Hi Sophie, your session is tomorrow, Thursday 3 September, at 10:00 AM Darwin time, and the link is "
    "https://video.coviu.example/room/tec-4417. I've also sent the link to your mobile by SMS so it's handy.",
    [S("Thursday 3 September, at 10:00 AM Darwin time"), S("https://video.coviu.example/room/tec-4417"),
     I("sent the link to your mobile by SMS", *NOREC)],
    errors=["unrecorded_extra"],
    notes="No record shows an SMS being sent; the other claims match SE-MH2201.",
    excl=["sent the link to your mobile by SMS"])
rep(7, "telehealth-link", D5, Q7, E7, NOW7,
    "Hi Sophie, your telehealth session is tomorrow at 10:00 AM Darwin time. Here's your link: "
    "https://video.coviu.example/room/tec-4471. It opens in your browser, so there's nothing to download.",
    [S("tomorrow at 10:00 AM Darwin time"), C("https://video.coviu.example/room/tec-4471", "IDENTIFIER_MISMATCH",
                                              "VALUE_MISMATCH"),
     S("there's nothing to download")],
    ["wrong_id"],
    "The join_url room is tec-4417; the draft swaps the last two digits.",
    ["tec-4471"], ["tec-4417", "10:00 AM|10 am|10:00 am"])

# ---------------------------------------------------------------------------------------------
# S8 counselling: practitioner cancelled, refund pending, Adelaide (ACDT, +10:30 in October)
# ---------------------------------------------------------------------------------------------
Q8 = "I got a message that my session today was cancelled. What happens with my payment?"
NOW8 = "2026-10-16T09:00:00+10:30"
E8 = [
    rec("get_scheduled_event#SE-EW7713", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-EW7713", "name": "Follow-up Counselling (50 min)", "status": "canceled",
        "start_time": "2026-10-15T23:30:00.000000Z", "end_time": "2026-10-16T00:20:00.000000Z",
        "event_type": {"duration": 50, "location": {"type": "physical", "location": "2/56 Goodwood Road, Wayville"}},
        "event_memberships": [{"user_name": "Dr Ines Kovac"}],
        "cancellation": {"canceler_type": "host", "canceled_by": "Dr Ines Kovac", "reason": "Practitioner unwell",
                         "created_at": "2026-10-15T21:00:00.000000Z"}}}),
    rec("get_invitee#INV-HD08", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-EW7713/invitees/INV-HD08", "name": "Hamish Doyle",
        "timezone": "Australia/Adelaide", "status": "canceled",
        "payment": {"external_id": "ch_3QkW55", "provider": "stripe", "amount": 14500, "currency": "AUD",
                    "terms": "Paid at booking", "successful": True,
                    "refund": {"id": "re_3QkW55x", "amount": 14500, "status": "PENDING",
                               "created_at": "2026-10-15T21:02:11Z"}}}}),
    rec("get_invitee#INV-HD05", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-EW7590/invitees/INV-HD05", "name": "Hamish Doyle", "status": "canceled",
        "event_start_time": "2026-10-02T00:30:00.000000Z",
        "cancellation": {"canceler_type": "invitee", "reason": "Work meeting"},
        "charges": [{"description": "LATE_CANCELLATION_FEE", "amount": 7250, "currency": "AUD",
                     "status": "SUCCEEDED"}]}}),
    pol("eastwood-policy#practice-cancellations", "We rarely need to cancel, but if your counsellor is unwell we "
        "will let you know as early as possible. If we cancel your session, you receive a full refund, which "
        "usually appears within 3-5 business days. You'll also be offered priority booking for the next "
        "available session with the same counsellor.", "v2"),
]
add("practice-cancelled", D5, Q8, E8, NOW8,
    "Hi Hamish, I'm sorry for the short notice. Dr Kovac had to cancel today's 10:00 AM session due to illness.\n\n"
    "A full refund of A$145.00 has been started and usually shows up within 3 to 5 business days. You're also "
    "welcome to priority booking for Dr Kovac's next available session.",
    [N("I'm sorry for the short notice"), S("cancel today's 10:00 AM session due to illness"),
     S("full refund of A$145.00 has been started"), S("within 3 to 5 business days"),
     S("priority booking for Dr Kovac's next available session")],
    notes="23:30Z on 15 Oct is 10:00 AM ACDT on 16 Oct; canceler_type host, reason 'Practitioner unwell'; refund "
          "14500 PENDING; policy gives 3-5 business days and priority booking.",
    incl=["A$145.00", "10:00 AM"])
add("practice-cancelled", D5, Q8, E8, NOW8,
    "Dear Hamish,\n\nYour session on Friday 16 October was cancelled by our practice, as your counsellor is "
    "unwell. We have issued a full refund of A$145, which is currently pending and usually arrives within three "
    "to five business days.\n\nKind regards,\nEastwood Counselling Rooms",
    [S("cancelled by our practice, as your counsellor is unwell"), S("session on Friday 16 October"),
     S("full refund of A$145, which is currently pending"), S("within three to five business days"),
     N("Kind regards")],
    notes="canceler_type host; refund status PENDING for 14500; policy timing 3-5 business days.",
    incl=["A$145", "pending"])
add("practice-cancelled", D5, Q8, E8, NOW8,
    "Hi Hamish, I'm sorry about today's cancellation. Dr Kovac is unwell, so the session couldn't go ahead. Your "
    "refund of A$145.00 has been completed, and refunds reach your card within 1-2 business days.",
    [N("I'm sorry about today's cancellation"), S("Dr Kovac is unwell"),
     C("refund of A$145.00 has been completed", *STATE), C("within 1-2 business days", *POL)],
    errors=["wrong_state", "wrong_period"],
    notes="refund.status is PENDING, not completed; the policy says refunds usually appear within 3-5 business "
          "days.",
    excl=["has been completed", "within 1-2 business days"])
add("practice-cancelled", D5, Q8, E8, NOW8,
    "Hi Hamish, sorry about the late change. Dr Kovac cancelled today's session due to illness, and we've "
    "refunded A$72.50 to your card. You'll also receive your next session free of charge as an apology.",
    [N("sorry about the late change"), S("Dr Kovac cancelled today's session due to illness"),
     C("refunded A$72.50 to your card", *AMT), CI("next session free of charge", "NLI_NOT_ENTAILED",
                                                  "NO_POLICY_EVIDENCE", "NLI_CONTRADICTION")],
    errors=["other_record_value", "unlisted_perk"],
    notes="A$72.50 is the late fee on the earlier booking INV-HD05; this refund is 14500 (A$145). The policy "
          "offers priority booking, not a free session.",
    excl=["refunded A$72.50", "next session free of charge"])
rep(8, "practice-cancelled", D5, Q8, E8, NOW8,
    "Hi Hamish, I'm sorry, your 9:00 AM session today was cancelled because Dr Kovac is unwell. A full refund of "
    "A$145.00 is on its way and usually appears within 3-5 business days.",
    [C("your 9:00 AM session today", *TIME), S("Dr Kovac is unwell"),
     S("full refund of A$145.00 is on its way"), S("within 3-5 business days")],
    ["wrong_time"],
    "23:30Z on 15 October is 10:00 AM in Adelaide under daylight saving (+10:30); 9:00 AM uses +09:30.",
    ["9:00 AM session"], ["10:00 AM|10 AM|10am|10:00am|10:00 am", "A$145.00|A$145"])

# ---------------------------------------------------------------------------------------------
# S9 financial adviser: discovery call and strategy meeting, deposit, Adelaide
# ---------------------------------------------------------------------------------------------
D9 = "financial-adviser consultations"
Q9 = "Can you confirm both my appointments and what I still owe?"
NOW9 = "2026-05-18T10:00:00+09:30"
E9 = [
    rec("list_scheduled_events#INV-GL14", "list_scheduled_events", {"collection": [
        {"uri": BASE + "/scheduled_events/SE-FA1180", "name": "Discovery Call", "status": "active",
         "start_time": "2026-05-20T06:00:00.000000Z", "end_time": "2026-05-20T06:30:00.000000Z",
         "event_type": {"duration": 30, "price": None, "location": {"type": "outbound_call", "join_url": None}}},
        {"uri": BASE + "/scheduled_events/SE-FA1195", "name": "Advice Strategy Meeting", "status": "active",
         "start_time": "2026-06-03T00:00:00.000000Z", "end_time": "2026-06-03T01:30:00.000000Z",
         "event_type": {"duration": 90, "price": {"amount": "440.00", "currency": "AUD"},
                        "location": {"type": "physical", "location": "Level 9, 45 Grenfell Street, Adelaide",
                                     "join_url": None}}}],
     "invitee": {"name": "Georgia Lindqvist", "timezone": "Australia/Adelaide"}}),
    rec("get_invitee#INV-GL14", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-FA1195/invitees/INV-GL14", "name": "Georgia Lindqvist",
        "status": "active",
        "questions_and_answers": [{"question": "What would you like advice on?",
                                   "answer": "Super consolidation and salary sacrifice"}],
        "payment": {"external_id": "ch_3PbN40", "provider": "stripe", "amount": "220.00", "currency": "AUD",
                    "terms": "50% deposit; balance invoiced with Statement of Advice", "successful": True}}}),
    pol("harbourline-policy#fees", "The first 30-minute discovery call is free and comes with no obligation. If "
        "you go ahead, the Advice Strategy Meeting costs A$440, with half paid when you book. Your Statement of "
        "Advice is prepared within 15 business days of the strategy meeting, and the balance is invoiced with it. "
        "We do not take commissions on products we recommend.", "2026-02"),
]
add("two-appointments", D9, Q9, E9, NOW9,
    "Hi Georgia, both appointments are confirmed. Your free 30-minute discovery call is on Wednesday 20 May at "
    "3:30 PM by phone, and the 90-minute Advice Strategy Meeting is on Wednesday 3 June at 9:30 AM at Level 9, "
    "45 Grenfell Street.\n\nYou've paid the A$220 deposit, so A$220 remains, which will be invoiced with your "
    "Statement of Advice.",
    [S("both appointments are confirmed"), S("free 30-minute discovery call is on Wednesday 20 May at 3:30 PM by phone"),
     S("90-minute Advice Strategy Meeting is on Wednesday 3 June at 9:30 AM"), S("paid the A$220 deposit"),
     S("so A$220 remains"), S("invoiced with your Statement of Advice")],
    notes="06:00Z on 20 May = 3:30 PM ACST, 00:00Z on 3 June = 9:30 AM; price 440.00 less deposit 220.00 "
          "leaves 220.00; policy says the balance is invoiced with the SoA.",
    incl=["3:30 PM", "A$220"])
add("two-appointments", D9, Q9, E9, NOW9,
    "Hello Georgia,\n\n- Discovery call: 20/05/2026, 3:30 pm, 30 minutes, by phone (no charge)\n- Advice Strategy "
    "Meeting: 03/06/2026, 9:30 am, 90 minutes, at our Grenfell Street office\n- Paid so far: A$220.00 deposit\n"
    "- Still to pay: A$220.00, invoiced with your Statement of Advice\n\nYour Statement of Advice will be prepared "
    "within 15 business days of the strategy meeting.\n\nBest regards,\nHarbourline Financial Advice",
    [S("Discovery call: 20/05/2026, 3:30 pm"), S("Advice Strategy Meeting: 03/06/2026, 9:30 am, 90 minutes"),
     S("Paid so far: A$220.00 deposit"), S("Still to pay: A$220.00"),
     S("prepared within 15 business days of the strategy meeting"), N("Best regards")],
    notes="Both events and the deposit match the records; policy gives 15 business days.",
    incl=["A$220.00", "9:30 am"])
add("two-appointments", D9, Q9, E9, NOW9,
    "Hi Georgia, your discovery call is on Wednesday 20 May at 3:30 PM and the strategy meeting on Wednesday "
    "3 June at 9:30 AM. You've paid A$220, leaving A$440 still to pay. Your Statement of Advice will be ready "
    "within 10 business days of the strategy meeting.",
    [S("Wednesday 20 May at 3:30 PM"), S("Wednesday 3 June at 9:30 AM"), S("You've paid A$220"),
     C("leaving A$440 still to pay", *AMT), C("within 10 business days", *POL)],
    errors=["wrong_arithmetic", "wrong_period"],
    notes="A$440 is the full price; after the A$220 deposit, A$220 remains. The policy says 15 business days.",
    excl=["leaving A$440", "within 10 business days"])
add("two-appointments", D9, Q9, E9, NOW9,
    "Hi Georgia, thanks for checking. Your Advice Strategy Meeting is on Wednesday 20 May at 3:30 PM, and your "
    "discovery call will be over Zoom. Your A$220 deposit has been received, with the remaining A$220 invoiced "
    "alongside your Statement of Advice.",
    [N("thanks for checking"), C("Advice Strategy Meeting is on Wednesday 20 May", *TIME),
     C("discovery call will be over Zoom", "VALUE_MISMATCH"), S("A$220 deposit has been received"),
     S("remaining A$220 invoiced")],
    errors=["other_record_value", "wrong_value"],
    notes="20 May at 3:30 PM is the discovery call's time; the strategy meeting is 3 June. The discovery call "
          "location type is outbound_call (phone), not Zoom.",
    excl=["Strategy Meeting is on Wednesday 20 May", "over Zoom"])
rep(9, "two-appointments", D9, Q9, E9, NOW9,
    "Hi Georgia, your discovery call is on Wednesday 20 May at 3:30 PM and the Advice Strategy Meeting on "
    "Wednesday 3 June at 9:30 AM. Your deposit of A$440 has been received.",
    [S("Wednesday 20 May at 3:30 PM"), S("Wednesday 3 June at 9:30 AM"), C("deposit of A$440", *AMT)],
    ["wrong_amount"],
    "payment.amount is 220.00 (half of the 440.00 price).",
    ["deposit of A$440"], ["A$220|$220|220.00", "3 June|03/06/2026"])

# ---------------------------------------------------------------------------------------------
# S10 financial adviser: advice fee in instalments, superseded quote, Darwin
# ---------------------------------------------------------------------------------------------
Q10 = "How much do I still owe on my advice fee, and when's the next payment?"
NOW10 = "2026-05-19T11:00:00+09:30"
E10 = [
    rec("get_payment_plan#PP-NB-3301", "get_payment_plan", {"payment_plan": {
        "uri": BASE + "/payment_plans/PP-NB-3301", "client": "Nathaniel Brooks", "quote_version": 2,
        "total": {"amount": 330000, "currency": "AUD"}, "terms": "THREE_MONTHLY_INSTALMENTS",
        "instalments": [
            {"seq": 1, "amount": 110000, "due_date": "2026-04-01", "status": "PAID", "successful": True},
            {"seq": 2, "amount": 110000, "due_date": "2026-05-01", "status": "PAID", "successful": True},
            {"seq": 3, "amount": 110000, "due_date": "2026-06-01", "status": "SCHEDULED", "successful": None}]}}),
    rec("get_quote#Q-NB-0915-v1", "get_quote", {"quote": {
        "uri": BASE + "/quotes/Q-NB-0915-v1", "version": 1, "status": "SUPERSEDED", "superseded_by": "v2",
        "total": {"amount": 297000, "currency": "AUD"}, "scope": "SoA - super only"}}),
    rec("get_scheduled_event#SE-BW5521", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-BW5521", "name": "Statement of Advice Presentation", "status": "active",
        "start_time": "2026-05-26T04:30:00.000000Z", "end_time": "2026-05-26T05:30:00.000000Z",
        "event_type": {"duration": 60, "location": {"type": "zoom_conference",
                                                     "join_url": "https://zoom.example/j/66019832245"}},
        "invitees": [{"name": "Nathaniel Brooks", "timezone": "Australia/Darwin"}]}}),
    pol("banyan-policy#fee-instalments", "Advice fees can be paid in three equal monthly instalments at no extra "
        "cost. If an instalment payment fails, we retry it after 3 business days and let you know by email. You "
        "can pay the remaining balance early at any time without penalty."),
]
add("fee-instalments", D9, Q10, E10, NOW10,
    "Hi Nathaniel, you've paid two of your three instalments (A$1,100 each), so A$1,100 remains. The final "
    "instalment is due on 1 June 2026. You're welcome to pay it early at any time, with no penalty.",
    [S("paid two of your three instalments (A$1,100 each)"), S("so A$1,100 remains"),
     S("final instalment is due on 1 June 2026"), S("pay it early at any time, with no penalty")],
    notes="Instalments 1 and 2 (110000 each) are PAID, instalment 3 of 110000 is SCHEDULED for 2026-06-01; the "
          "policy allows early payment without penalty.",
    incl=["A$1,100", "1 June 2026"])
add("fee-instalments", D9, Q10, E10, NOW10,
    "Hello Nathaniel,\n\nOf the A$3,300 advice fee, A$2,200 has been paid and the last A$1,100 instalment is "
    "scheduled for 01/06/2026.\n\nWe'll also see you for your Statement of Advice presentation on Tuesday 26 May "
    "at 2:00 PM Darwin time on Zoom.\n\nKind regards,\nBanyan Wealth Partners",
    [S("Of the A$3,300 advice fee"), S("A$2,200 has been paid"),
     S("last A$1,100 instalment is scheduled for 01/06/2026"), S("Tuesday 26 May at 2:00 PM Darwin time on Zoom"),
     N("Kind regards")],
    notes="total 330000 (v2 quote); two PAID instalments sum to 220000; 04:30Z on 26 May is 2:00 PM Darwin.",
    incl=["A$1,100", "01/06/2026"])
add("fee-instalments", D9, Q10, E10, NOW10,
    "Nathaniel, one instalment of eleven hundred dollars is left, due on the first of June.",
    [S("one instalment of eleven hundred dollars is left"), S("due on the first of June")],
    notes="Instalment 3: amount 110000, due 2026-06-01, SCHEDULED.",
    incl=["eleven hundred dollars"])
add("fee-instalments", D9, Q10, E10, NOW10,
    "Hi Nathaniel, of your A$2,970 advice fee, A$2,200 has been paid so far, leaving A$770. The next payment is "
    "due on 1 June 2026.",
    [C("of your A$2,970 advice fee", *AMT, "RECORD_STATE_MISMATCH"), S("A$2,200 has been paid so far"),
     C("leaving A$770", *AMT), S("due on 1 June 2026")],
    errors=["stale_value", "wrong_amount"],
    notes="A$2,970 is the total of quote v1, which is SUPERSEDED; the plan total is 330000 (A$3,300), so A$1,100 "
          "remains, not A$770.",
    excl=["A$2,970", "leaving A$770"])
add("fee-instalments", D9, Q10, E10, NOW10,
    "Hi Nathaniel, you have A$2,200 left to pay, with the next instalment due on 1 June 2026. If a payment "
    "doesn't go through, we'll retry it the next business day.",
    [C("you have A$2,200 left to pay", *AMT), S("next instalment due on 1 June 2026"),
     C("retry it the next business day", *POL)],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="Two of the three A$1,100 instalments are paid, so A$1,100 remains, not A$2,200. The policy retries a "
          "failed instalment after 3 business days.",
    excl=["A$2,200 left to pay", "retry it the next business day"])
rep(10, "fee-instalments", D9, Q10, E10, NOW10,
    "Hi Nathaniel, you've paid A$2,200 of the A$3,300 fee. The final instalment of A$1,100 is due on 1 May 2026, "
    "and you can pay it early without penalty.",
    [S("paid A$2,200 of the A$3,300 fee"), C("due on 1 May 2026", *TIME), S("pay it early without penalty")],
    ["other_record_value"],
    "1 May 2026 is the due date of instalment 2 (PAID); instalment 3 is due 2026-06-01.",
    ["due on 1 May 2026"], ["1 June|01/06/2026|1/06/2026|June 1|first of June", "A$1,100|1,100"])

# ---------------------------------------------------------------------------------------------
# S11 financial adviser: same-day reschedule refused, Adelaide (ACDT)
# ---------------------------------------------------------------------------------------------
Q11 = "Can you move my review this morning to tomorrow, same time?"
NOW11 = "2026-11-11T07:45:00+10:30"
E11 = [
    rec("get_scheduled_event#SE-CP3090", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-CP3090", "name": "Annual Review Meeting", "status": "active",
        "start_time": "2026-11-10T23:00:00.000000Z", "end_time": "2026-11-11T00:00:00.000000Z",
        "event_type": {"duration": 60, "price": None,
                       "location": {"type": "physical", "location": "Central Plains Advisory, 88 Murray Street, Gawler"}},
        "invitees": [{"name": "Lucinda Farrow", "timezone": "Australia/Adelaide", "status": "active"}]}}),
    rec("get_service_agreement#SA-LF-2025", "get_service_agreement", {"agreement": {
        "uri": BASE + "/agreements/SA-LF-2025", "client": "Lucinda Farrow", "status": "ACTIVE",
        "ongoing_fee": {"amount": "275.00", "currency": "AUD", "period": "P1M"},
        "includes": ["ANNUAL_REVIEW_MEETING", "PORTFOLIO_REPORT_QUARTERLY", "PHONE_SUPPORT"],
        "renewal_date": "2027-01-31"}}),
    refused("reschedule_invitee#call-1", "slotwise.reschedule_invitee", "DENY",
            {"event": BASE + "/scheduled_events/SE-CP3090", "new_start_time": "2026-11-11T23:00:00Z",
             "reason_code": "INSIDE_NOTICE_WINDOW"}),
    pol("centralplains-policy#review-meetings", "Review meetings are included in your ongoing service package. "
        "They can be moved online up to 24 hours before the start time. Inside 24 hours, please call the office "
        "and we'll try to help. A fee of A$90 applies only if a meeting is missed without any notice.", "v5"),
]
add("review-move-refused", D9, Q11, E11, NOW11,
    "Hi Lucinda, I'm sorry, I couldn't move your review meeting online: it starts at 9:30 AM today, which is "
    "inside the 24-hour window for changes. If you call the office, the team will try to help.\n\nThere's no "
    "charge for the meeting itself, as reviews are included in your ongoing service package.",
    [S("I couldn't move your review meeting online"), S("it starts at 9:30 AM today"),
     S("inside the 24-hour window for changes"), S("If you call the office, the team will try to help"),
     S("reviews are included in your ongoing service package")],
    notes="reschedule_invitee was DENY (INSIDE_NOTICE_WINDOW); 23:00Z on 10 Nov is 9:30 AM ACDT on 11 Nov; the "
          "agreement includes ANNUAL_REVIEW_MEETING and the policy says reviews are included.",
    incl=["9:30 AM", "call the office"])
add("review-move-refused", D9, Q11, E11, NOW11,
    "Hello Lucinda,\n\nThe system declined the move to Thursday at 9:30 am, as your meeting is less than 24 hours "
    "away. Please ring the office and we'll do our best to find another time.\n\nWarm regards,\n"
    "Central Plains Advisory",
    [S("The system declined the move to Thursday at 9:30 am"), S("less than 24 hours away"),
     S("Please ring the office"), N("Warm regards")],
    notes="The refused call asked for 23:00Z on 11 Nov (Thu 12 Nov, 9:30 AM ACDT) and was DENY; the meeting "
          "starts under two hours after now.",
    incl=["declined"])
add("review-move-refused", D9, Q11, E11, NOW11,
    "Hi Lucinda, done! I've moved your annual review to tomorrow, Thursday 12 November, at 9:30 AM. Reviews are "
    "part of your service package, so there's no charge.",
    [C("I've moved your annual review to tomorrow", "NOT_EXECUTED"),
     S("Reviews are part of your service package")],
    errors=["refused_call_effect"],
    notes="reschedule_invitee#call-1 was DENY; the meeting is still at 9:30 AM today.",
    excl=["I've moved your annual review"])
add("review-move-refused", D9, Q11, E11, NOW11,
    "Hi Lucinda, I couldn't move your review online, as changes need at least 48 hours' notice. Because it's so "
    "close to the start, a A$90 fee will apply to this meeting.",
    [S("I couldn't move your review online"), C("changes need at least 48 hours' notice", *POL),
     C("a A$90 fee will apply to this meeting", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition", "condition_unmet"],
    notes="Policy allows online moves up to 24 hours ahead; the A$90 fee applies only to a meeting missed "
          "without notice, and Lucinda has given notice.",
    excl=["at least 48 hours' notice", "A$90 fee will apply"])
rep(11, "review-move-refused", D9, Q11, E11, NOW11,
    "Hi Lucinda, your annual review has been moved to Thursday 12 November at 9:30 AM. Reviews are part of your "
    "ongoing service package, so there is no charge.",
    [C("has been moved to Thursday 12 November", "NOT_EXECUTED"), S("Reviews are part of your ongoing service package")],
    ["refused_call_effect"],
    "The reschedule call was DENY; the meeting is still today at 9:30 AM and needs a call to the office.",
    ["has been moved to Thursday 12 November"],
    ["couldn't|could not|unable|not able|declined|wasn't able|call the office|ring the office",
     "service package|no charge"])

# ---------------------------------------------------------------------------------------------
# S12 financial adviser: joint meeting, partners in Darwin and Adelaide (October: +09:30 vs +10:30)
# ---------------------------------------------------------------------------------------------
Q12 = "Tobias will be in Adelaide that day. What time is the meeting for him, and do we each need to pay?"
NOW12 = "2026-10-19T12:00:00+09:30"
E12 = [
    rec("get_scheduled_event#SE-JR6604", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-JR6604", "name": "Joint Retirement Planning", "status": "active",
        "start_time": "2026-10-21T00:00:00.000000Z", "end_time": "2026-10-21T01:15:00.000000Z",
        "event_type": {"duration": 75, "location": {"type": "zoom_conference",
                                                     "join_url": "https://zoom.example/j/55873021946"}},
        "event_memberships": [{"user_name": "Priyanka Deshmukh", "role": "host"}]}}),
    rec("list_event_invitees#SE-JR6604", "list_event_invitees", {"collection": [
        {"uri": BASE + "/scheduled_events/SE-JR6604/invitees/INV-ME01", "name": "Mara Ellison",
         "timezone": "Australia/Darwin", "status": "active", "booker": True,
         "questions_and_answers": [{"question": "Combined super balance (approx.)", "answer": "A$910,000"}],
         "payment": {"external_id": "ch_3QvT19", "provider": "stripe", "amount": 39500, "currency": "AUD",
                     "terms": "Per couple, paid at booking", "successful": True}},
        {"uri": BASE + "/scheduled_events/SE-JR6604/invitees/INV-TE02", "name": "Tobias Ellison",
         "timezone": "Australia/Adelaide", "status": "active", "booker": False, "payment": None}]}),
    pol("banyan-policy#joint-meetings", "Joint meetings are 75 minutes and both partners should attend. The fee "
        "is A$395 per couple, not per person. Advisers can't give tax advice in this meeting; we'll refer you to a "
        "registered tax agent if needed."),
]
add("joint-meeting", D9, Q12, E12, NOW12,
    "Hi Mara, your joint meeting with Priyanka is on Wednesday 21 October at 9:30 AM Darwin time, which is "
    "10:30 AM for Tobias in Adelaide. The A$395 fee covers you both as a couple and has already been paid, so "
    "Tobias doesn't need to pay anything.",
    [S("Wednesday 21 October at 9:30 AM Darwin time"), S("10:30 AM for Tobias in Adelaide"),
     S("A$395 fee covers you both as a couple"), S("has already been paid"),
     S("Tobias doesn't need to pay anything")],
    notes="00:00Z on 21 Oct is 9:30 AM in Darwin (+09:30) and 10:30 AM in Adelaide (daylight saving, +10:30); "
          "payment 39500 successful; policy: per couple.",
    incl=["10:30 AM", "A$395"])
add("joint-meeting", D9, Q12, E12, NOW12,
    "Hello Mara,\n\nJust to confirm the times for your 75-minute Zoom meeting on 21/10/2026:\n- You (Darwin): "
    "9:30 am to 10:45 am\n- Tobias (Adelaide): 10:30 am to 11:45 am\n\nThe fee is per couple, not per person, and "
    "your payment of A$395.00 went through.\n\nKind regards,\nBanyan Wealth Partners",
    [S("75-minute Zoom meeting on 21/10/2026"), S("You (Darwin): 9:30 am to 10:45 am"),
     S("Tobias (Adelaide): 10:30 am to 11:45 am"), S("The fee is per couple, not per person"),
     S("payment of A$395.00 went through"), N("Kind regards")],
    notes="start 00:00Z, end 01:15Z: Darwin 9:30-10:45, Adelaide 10:30-11:45 (ACDT from 4 Oct).",
    incl=["10:30 am to 11:45 am", "A$395.00"])
add("joint-meeting", D9, Q12, E12, NOW12,
    "Hi Mara, your joint meeting is on Wednesday 21 October at 9:30 AM Darwin time, which is also 9:30 AM for "
    "Tobias in Adelaide, as both cities share a time zone. The A$395 fee covers you both and is already paid.",
    [S("Wednesday 21 October at 9:30 AM Darwin time"), C("also 9:30 AM for Tobias in Adelaide", *TIME),
     CI("both cities share a time zone", "VALUE_MISMATCH", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"),
     S("A$395 fee covers you both")],
    errors=["wrong_time", "invented_fact"],
    notes="Adelaide is on daylight saving (+10:30) on 21 October while Darwin stays +09:30, so 00:00Z is "
          "10:30 AM in Adelaide.",
    excl=["also 9:30 AM for Tobias", "share a time zone"])
add("joint-meeting", D9, Q12, E12, NOW12,
    "Hi Mara, Tobias can join at 10:30 AM Adelaide time. The fee is A$395 per person, so Tobias will need to pay "
    "his own A$395 before the meeting. I've also arranged for a tax agent to join the call.",
    [S("join at 10:30 AM Adelaide time"), C("The fee is A$395 per person", *POL),
     C("Tobias will need to pay his own A$395", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     I("arranged for a tax agent to join the call", *NOREC)],
    errors=["wrong_policy_condition", "wrong_amount", "unrecorded_extra"],
    notes="Policy: A$395 per couple, not per person, and Mara's payment covers both. No record shows a tax agent "
          "booked; the policy says advisers refer out for tax advice.",
    excl=["A$395 per person", "pay his own A$395", "tax agent to join the call"])
rep(12, "joint-meeting", D9, Q12, E12, NOW12,
    "Hi Mara, your meeting is on Wednesday 21 October at 9:30 AM Darwin time, which is 11:00 AM for Tobias in "
    "Adelaide. The A$395 fee is per couple and has been paid.",
    [S("Wednesday 21 October at 9:30 AM Darwin time"), C("11:00 AM for Tobias in Adelaide", *TIME),
     S("A$395 fee is per couple")],
    ["wrong_time"],
    "Adelaide is one hour ahead of Darwin under daylight saving (+10:30 vs +09:30), so 10:30 AM.",
    ["11:00 AM for Tobias"], ["10:30 AM|10:30 am|10:30am", "A$395"])

# ---------------------------------------------------------------------------------------------
# S13 dietitian: initial assessment and follow-up across the April daylight-saving change, Adelaide
# ---------------------------------------------------------------------------------------------
D13 = "dietitian"
Q13 = "What should I bring on Thursday, and when's my follow-up?"
NOW13 = "2026-03-30T09:00:00+10:30"
E13 = [
    rec("list_scheduled_events#INV-WC20", "list_scheduled_events", {"collection": [
        {"uri": BASE + "/scheduled_events/SE-NN4410", "name": "Initial Dietitian Assessment", "status": "active",
         "start_time": "2026-04-02T03:30:00.000000Z", "end_time": "2026-04-02T04:30:00.000000Z",
         "event_type": {"duration": 60, "location": {"type": "physical",
                                                     "location": "Norwood Nutrition Clinic, 3/210 The Parade, Norwood"}},
         "payment": {"amount": 19500, "currency": "AUD", "terms": "PAID_AT_BOOKING", "successful": True}},
        {"uri": BASE + "/scheduled_events/SE-NN4468", "name": "Dietitian Review", "status": "active",
         "start_time": "2026-04-09T03:30:00.000000Z", "end_time": "2026-04-09T04:00:00.000000Z",
         "event_type": {"duration": 30, "location": {"type": "physical",
                                                     "location": "Norwood Nutrition Clinic, 3/210 The Parade, Norwood"}},
         "payment": {"amount": 9500, "currency": "AUD", "terms": "PAY_AT_APPOINTMENT", "successful": None}}],
     "invitee": {"name": "Wren Castellano", "timezone": "Australia/Adelaide",
                 "questions_and_answers": [
                     {"question": "Allergies or intolerances", "answer": "Coeliac disease; lactose intolerance"},
                     {"question": "Do you have a GP Chronic Disease Management plan?", "answer": "Yes"}]}}),
    pol("norwood-policy#first-appointment", "Initial assessments run for 60 minutes and reviews for 30 minutes. "
        "Please bring a 3-day food diary, any recent blood test results and a list of current medications to your "
        "first appointment. Clients with a GP Chronic Disease Management plan can claim a Medicare rebate on up to "
        "5 allied health visits per calendar year.", "2026-01"),
]
add("first-assessment", D13, Q13, E13, NOW13,
    "Hi Wren, for your assessment on Thursday 2 April at 2:00 PM, please bring a 3-day food diary, any recent "
    "blood test results and a list of your current medications. Your 30-minute review is booked for Thursday "
    "9 April at 1:00 PM.",
    [S("assessment on Thursday 2 April at 2:00 PM"), S("bring a 3-day food diary"),
     S("30-minute review is booked for Thursday 9 April at 1:00 PM")],
    notes="03:30Z is 2:00 PM on 2 April (ACDT, +10:30) but 1:00 PM on 9 April, after daylight saving ends on "
          "5 April (+09:30); the policy lists what to bring.",
    incl=["2:00 PM", "1:00 PM"])
add("first-assessment", D13, Q13, E13, NOW13,
    "Hello Wren,\n\nYour 60-minute initial assessment is on 2/4/2026 at 2 pm at our Norwood clinic on The Parade, "
    "and it has been paid in full (A$195).\n\nThe follow-up review is a week later, at 1 pm on 9/4/2026. As you "
    "have a GP Chronic Disease Management plan, you can claim a Medicare rebate on up to five allied health visits "
    "per calendar year.\n\nWarm regards,\nNorwood Nutrition Clinic",
    [S("60-minute initial assessment is on 2/4/2026 at 2 pm"), S("paid in full (A$195)"),
     S("at 1 pm on 9/4/2026"), S("Medicare rebate on up to five allied health visits per calendar year"),
     N("Warm regards")],
    notes="Payment 19500 PAID_AT_BOOKING successful; review at 03:30Z on 9 April is 1 PM ACST; Q&A says she has "
          "a CDM plan and the policy caps rebates at 5 visits a year.",
    incl=["2 pm", "1 pm"])
add("first-assessment", D13, Q13, E13, NOW13,
    "Hi Wren, your assessment is on Thursday 2 April at 2:00 PM; please bring a 3-day food diary, recent blood "
    "test results and a list of your medications. Your review follow-up is at the same time a week later, "
    "2:00 PM on Thursday 9 April.",
    [S("Thursday 2 April at 2:00 PM"), S("please bring a 3-day food diary"),
     C("2:00 PM on Thursday 9 April", *TIME)],
    errors=["wrong_time"],
    notes="Daylight saving ends on 5 April, so the same 03:30Z start is 1:00 PM on 9 April, not 2:00 PM.",
    excl=["2:00 PM on Thursday 9 April"])
add("first-assessment", D13, Q13, E13, NOW13,
    "Hi Wren, your 60-minute assessment is on Thursday 2 April at 2:00 PM and your review on Thursday 9 April at "
    "1:00 PM. With your GP plan, Medicare rebates cover up to 10 allied health visits a year. Your initial "
    "assessment also includes a personalised 7-day meal plan.",
    [S("Thursday 2 April at 2:00 PM"), S("Thursday 9 April at 1:00 PM"),
     C("up to 10 allied health visits a year", *POL),
     CI("includes a personalised 7-day meal plan", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION")],
    errors=["wrong_quantity", "unlisted_perk"],
    notes="The policy allows rebates on up to 5 visits per calendar year; nothing lists a meal plan as included "
          "in the assessment.",
    excl=["up to 10 allied health visits", "7-day meal plan"])
rep(13, "first-assessment", D13, Q13, E13, NOW13,
    "Hi Wren, for your assessment on Thursday 2 April at 2:00 PM, please bring a 7-day food diary, recent blood "
    "test results and a list of your current medications. Your review is on Thursday 9 April at 1:00 PM.",
    [S("Thursday 2 April at 2:00 PM"), C("bring a 7-day food diary", *POL), S("Thursday 9 April at 1:00 PM")],
    ["wrong_quantity"],
    "The policy asks for a 3-day food diary.",
    ["7-day food diary"], ["3-day|three-day|3 day|three day", "1:00 PM|1 PM|1 pm|1:00 pm"])

# ---------------------------------------------------------------------------------------------
# S14 dietitian: telehealth review and private health rebates, Darwin
# ---------------------------------------------------------------------------------------------
Q14 = "Can I claim my telehealth review on my private health insurance?"
NOW14 = "2026-07-20T10:30:00+09:30"
E14 = [
    rec("get_scheduled_event#SE-TD7001", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-TD7001", "name": "Dietitian Review - Telehealth", "status": "active",
        "start_time": "2026-07-22T07:00:00.000000Z", "end_time": "2026-07-22T07:30:00.000000Z",
        "event_type": {"duration": 30, "location": {"type": "zoom_conference",
                                                     "join_url": "https://zoom.example/j/40918273366"}}}}),
    rec("get_invitee#INV-LB44", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-TD7001/invitees/INV-LB44", "name": "Lachlan Brierley",
        "timezone": "Australia/Darwin", "status": "active",
        "payment": {"external_id": "ch_3PqZ90", "provider": "stripe", "amount": "95.00", "currency": "AUD",
                    "terms": "PAY_AT_BOOKING", "successful": True},
        "billing": {"item_code": "TELEHEALTH_REVIEW", "hicaps_claimable": False, "receipt_issued": False}}}),
    pol("topend-dietetics#health-funds", "Private health rebates can only be claimed on the spot (HICAPS) for "
        "in-clinic appointments. For telehealth reviews we email an itemised receipt after the session, which you "
        "can submit to your health fund yourself. Whether you receive a rebate, and how much, depends on your fund "
        "and level of cover."),
]
add("telehealth-rebate", D13, Q14, E14, NOW14,
    "Hi Lachlan, good question. For telehealth reviews we can't process a HICAPS claim on the spot, but we'll "
    "email you an itemised receipt after your session on Wednesday 22 July at 4:30 PM.\n\nYou can then submit it "
    "to your health fund yourself. Whether you get a rebate, and how much, depends on your fund and level of "
    "cover.",
    [N("good question"), S("we can't process a HICAPS claim on the spot"),
     S("email you an itemised receipt after your session"), S("Wednesday 22 July at 4:30 PM"),
     S("submit it to your health fund yourself"), S("depends on your fund and level of cover")],
    notes="Policy text covers HICAPS and receipts; 07:00Z on 22 July is 4:30 PM Darwin.",
    incl=["4:30 PM", "itemised receipt"])
add("telehealth-rebate", D13, Q14, E14, NOW14,
    "Hello Lachlan,\n\nYour A$95.00 payment for the 30-minute telehealth review has been received. HICAPS is only "
    "available for in-clinic appointments, so after the session we'll send an itemised receipt you can lodge with "
    "your fund.\n\nKind regards,\nTop End Dietetics",
    [S("A$95.00 payment for the 30-minute telehealth review has been received"),
     S("HICAPS is only available for in-clinic appointments"),
     S("we'll send an itemised receipt you can lodge with your fund"), N("Kind regards")],
    notes="payment 95.00 successful, duration 30; hicaps_claimable false and the policy limits HICAPS to "
          "in-clinic visits.",
    incl=["A$95.00"])
add("telehealth-rebate", D13, Q14, E14, NOW14,
    "Hi Lachlan, yes, you can claim it. We'll lodge the claim with your health fund for you after the session, "
    "and your fund will rebate A$60 of the A$95 fee.",
    [C("We'll lodge the claim with your health fund for you", *POL),
     I("your fund will rebate A$60", *NOPOL, *NOREC)],
    errors=["wrong_policy_condition", "invented_fact"],
    notes="The policy says the client submits the emailed receipt themselves; the rebate amount depends on the "
          "fund and nothing gives A$60.",
    excl=["lodge the claim with your health fund for you", "rebate A$60"])
add("telehealth-rebate", D13, Q14, E14, NOW14,
    "Hi Lachlan, your telehealth review is on Wednesday 22 July at 7:00 AM. HICAPS isn't available for telehealth, "
    "but we'll email you an itemised receipt afterwards to send to your fund.",
    [C("Wednesday 22 July at 7:00 AM", *TIME), S("HICAPS isn't available for telehealth"),
     S("email you an itemised receipt afterwards")],
    errors=["unit_conversion"],
    notes="07:00Z is the UTC start; in Darwin (+09:30) the review starts at 4:30 PM.",
    excl=["at 7:00 AM"])
rep(14, "telehealth-rebate", D13, Q14, E14, NOW14,
    "Hi Lachlan, your telehealth review is on Wednesday 22 July at 4:30 PM, and your A$95.00 payment has been "
    "received. We'll process your private health claim through HICAPS during the session.",
    [S("Wednesday 22 July at 4:30 PM"), S("A$95.00 payment has been received"),
     C("process your private health claim through HICAPS during the session", *POL)],
    ["wrong_policy_condition"],
    "HICAPS is only for in-clinic appointments (hicaps_claimable false); telehealth clients get an itemised "
    "receipt to submit themselves.",
    ["through HICAPS during the session"], ["receipt", "4:30 PM|4:30 pm|4:30pm"])

# ---------------------------------------------------------------------------------------------
# S15 dietitian: program package with a separately billed add-on, Adelaide
# ---------------------------------------------------------------------------------------------
Q15 = "What's left in my gut health program, and do I owe anything?"
NOW15 = "2026-05-20T13:00:00+09:30"
E15 = [
    rec("get_package#PKG-GH-2204", "get_package", {"package": {
        "uri": BASE + "/packages/PKG-GH-2204", "name": "Gut Health Program", "status": "ACTIVE",
        "owner": {"name": "Anika Sorensen", "timezone": "Australia/Adelaide"},
        "purchased_at": "2026-05-01T02:00:00Z",
        "items": [{"event_type": "Initial Assessment (60 min)", "quantity": 1, "used": 1},
                  {"event_type": "Review (30 min)", "quantity": 2, "used": 0, "booked": 1}],
        "payment": {"amount": 32000, "currency": "AUD", "terms": "PAID_IN_FULL", "successful": True}}}),
    rec("get_scheduled_event#SE-GH0527", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-GH0527", "name": "Review (30 min)", "status": "active",
        "start_time": "2026-05-27T01:00:00.000000Z", "end_time": "2026-05-27T01:30:00.000000Z",
        "event_type": {"duration": 30, "location": {"type": "physical", "location": "Unley Dietetics, 161 Unley Road"}},
        "package": BASE + "/packages/PKG-GH-2204"}}),
    rec("get_invoice#INV-2026-0418", "get_invoice", {"invoice": {
        "number": "INV-2026-0418", "description": "Supermarket tour add-on", "amount_due": 4500, "currency": "AUD",
        "status": "UNPAID", "due_date": "2026-06-03"}}),
    pol("unley-policy#gut-program", "The Gut Health Program includes one initial assessment and two 30-minute "
        "reviews for A$320, saving A$65 compared with booking them separately. Program sessions must be used within "
        "4 months of purchase. The supermarket tour is optional and charged separately.", "v2"),
]
add("gut-program", D13, Q15, E15, NOW15,
    "Hi Anika, you've used your initial assessment, and your first review is booked for Wednesday 27 May at "
    "10:30 AM. That leaves one review still to book.\n\nYour program was paid in full (A$320), but the A$45 "
    "supermarket tour is billed separately and that invoice is still unpaid.",
    [S("you've used your initial assessment"), S("first review is booked for Wednesday 27 May at 10:30 AM"),
     S("leaves one review still to book"), S("program was paid in full (A$320)"),
     S("A$45 supermarket tour is billed separately"), S("that invoice is still unpaid")],
    notes="Package items: initial used 1; reviews quantity 2, booked 1; SE-GH0527 01:00Z = 10:30 AM ACST; payment "
          "32000 PAID_IN_FULL; invoice 4500 UNPAID; policy: tour charged separately.",
    incl=["A$45", "10:30 AM"])
add("gut-program", D13, Q15, E15, NOW15,
    "Anika: one review booked (27/05, 10:30 AM), one left to book, program paid. Only the A$45 supermarket tour "
    "invoice (INV-2026-0418) is outstanding.",
    [S("one review booked (27/05, 10:30 AM)"), S("one left to book"), S("program paid"),
     S("Only the A$45 supermarket tour invoice (INV-2026-0418) is outstanding")],
    notes="Same fields, terse form; the invoice number and 4500 UNPAID match.",
    incl=["A$45", "INV-2026-0418"])
add("gut-program", D13, Q15, E15, NOW15,
    "Hi Anika, your first review is on Wednesday 27 May at 10:30 AM, with one more review left to book. The "
    "supermarket tour is included in your program at no extra cost. There's nothing else owing.",
    [S("Wednesday 27 May at 10:30 AM"), S("one more review left to book"),
     C("supermarket tour is included in your program", *POL), C("nothing else owing", *STATE, "AMOUNT_MISMATCH")],
    errors=["unlisted_perk", "wrong_state"],
    notes="The policy says the supermarket tour is charged separately; invoice INV-2026-0418 for 4500 is UNPAID.",
    excl=["tour is included in your program", "nothing else owing"])
add("gut-program", D13, Q15, E15, NOW15,
    "Hi Anika, your program is paid in full at A$320, saving you A$75 on booking separately. You have two reviews "
    "left to book, and the A$45 supermarket tour invoice is still open.",
    [S("paid in full at A$320"), C("saving you A$75", *POL, "AMOUNT_MISMATCH"),
     C("two reviews left to book", "VALUE_MISMATCH"), S("A$45 supermarket tour invoice is still open")],
    errors=["wrong_amount", "wrong_arithmetic"],
    notes="Policy states a saving of A$65. One of the two reviews is already booked (27 May), so only one is left "
          "to book.",
    excl=["saving you A$75", "two reviews left to book"])
rep(15, "gut-program", D13, Q15, E15, NOW15,
    "Hi Anika, your next review is on Wednesday 27 May at 10:30 AM and there's one more to book after that. Program "
    "sessions need to be used within 6 months of purchase, and the A$45 tour invoice is still unpaid.",
    [S("Wednesday 27 May at 10:30 AM"), S("one more to book"), C("within 6 months of purchase", *POL),
     S("A$45 tour invoice is still unpaid")],
    ["wrong_period"],
    "The program policy says sessions must be used within 4 months of purchase.",
    ["within 6 months"], ["4 months|four months", "A$45"])

# ---------------------------------------------------------------------------------------------
# S16 dietitian: no-show fee, card expired, waiver refused, Darwin
# ---------------------------------------------------------------------------------------------
Q16 = "Sorry, I forgot my appointment yesterday. Can you waive the fee?"
NOW16 = "2026-09-16T10:00:00+09:30"
E16 = [
    rec("get_scheduled_event#SE-TD7390", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-TD7390", "name": "Dietitian Review (30 min)", "status": "active",
        "start_time": "2026-09-15T00:00:00.000000Z", "end_time": "2026-09-15T00:30:00.000000Z",
        "event_type": {"duration": 30, "price": {"amount": 9500, "currency": "AUD"},
                       "location": {"type": "physical", "location": "Top End Dietetics, 5/21 Knuckey Street, Darwin"}}}}),
    rec("get_invitee#INV-BO12", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-TD7390/invitees/INV-BO12", "name": "Beatrix Oyelaran",
        "timezone": "Australia/Darwin", "status": "active",
        "no_show": {"uri": BASE + "/invitee_no_shows/NS-90F2", "created_at": "2026-09-15T00:20:00.000000Z"},
        "card_on_file": {"brand": "visa", "last4": "4412", "exp_month": 8, "exp_year": 2026},
        "charges": [{"id": "ch_3R0NS1", "description": "NO_SHOW_FEE", "amount": 9500, "currency": "AUD",
                     "status": "FAILED", "failure_code": "EXPIRED_CARD"}]}}),
    refused("waive_fee#call-1", "billing.waive_fee", "DENY",
            {"charge": "ch_3R0NS1", "reason": "Client forgot appointment"}),
    pol("topend-dietetics#missed", "If you miss an appointment without notice, the full session fee of A$95 is "
        "charged to the card on file. If the charge fails, we email you a payment link that is valid for 7 days. "
        "Your next booking can't be confirmed until any missed-appointment fee is settled."),
]
add("no-show-fee", D13, Q16, E16, NOW16,
    "Hi Beatrix, thanks for letting us know. I wasn't able to waive the missed-appointment fee for yesterday's "
    "9:30 AM review.\n\nThe A$95 charge to your card ending 4412 didn't go through, as the card has expired, so "
    "we'll email you a payment link that's valid for 7 days.",
    [N("thanks for letting us know"), S("I wasn't able to waive the missed-appointment fee"),
     S("yesterday's 9:30 AM review"), S("A$95 charge to your card ending 4412 didn't go through"),
     S("the card has expired"), S("payment link that's valid for 7 days")],
    notes="waive_fee DENY; 00:00Z on 15 Sep is 9:30 AM Darwin; charge 9500 FAILED with EXPIRED_CARD on visa 4412; "
          "policy gives a 7-day payment link.",
    incl=["A$95", "7 days"])
add("no-show-fee", D13, Q16, E16, NOW16,
    "Dear Beatrix,\n\nYour review on Tuesday 15 September was recorded as a missed appointment, and unfortunately "
    "the request to waive the fee was declined. The A$95.00 fee hasn't been collected yet, because the charge to "
    "your Visa failed. Once it's settled, we can confirm your next booking.\n\nKind regards,\nTop End Dietetics",
    [S("Tuesday 15 September was recorded as a missed appointment"), S("the request to waive the fee was declined"),
     S("A$95.00 fee hasn't been collected yet"), S("the charge to your Visa failed"),
     S("Once it's settled, we can confirm your next booking"), N("Kind regards")],
    notes="no_show present; refused call DENY; charge FAILED; policy ties the next booking to settling the fee.",
    incl=["A$95.00", "declined"])
add("no-show-fee", D13, Q16, E16, NOW16,
    "Hi Beatrix, no problem at all. I've waived the A$95 fee for yesterday's missed appointment, so there's nothing "
    "to pay.",
    [C("I've waived the A$95 fee", "NOT_EXECUTED"), C("there's nothing to pay", "NOT_EXECUTED", *STATE)],
    errors=["refused_call_effect", "wrong_state"],
    notes="billing.waive_fee was DENY; the A$95 no-show fee is still owed (charge FAILED, not waived).",
    excl=["I've waived the A$95 fee", "nothing to pay"])
add("no-show-fee", D13, Q16, E16, NOW16,
    "Hi Beatrix, I'm afraid I couldn't waive the fee for yesterday's missed review. The A$95 has been charged to "
    "your card ending 4412, so you don't need to do anything further.",
    [S("couldn't waive the fee"), C("A$95 has been charged to your card ending 4412", *STATE),
     C("you don't need to do anything further", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_state", "invented_fact"],
    notes="The NO_SHOW_FEE charge status is FAILED (EXPIRED_CARD), so the fee is unpaid and a payment link is "
          "needed.",
    excl=["A$95 has been charged", "don't need to do anything further"])
rep(16, "no-show-fee", D13, Q16, E16, NOW16,
    "Hi Beatrix, I couldn't waive the fee for yesterday's review. The A$95 charge didn't go through because your "
    "card has expired, so we'll email you a payment link that's valid for 14 days.",
    [S("couldn't waive the fee"), S("A$95 charge didn't go through"), S("your card has expired"),
     C("valid for 14 days", *POL)],
    ["wrong_period"],
    "The missed-appointment policy says the payment link is valid for 7 days.",
    ["valid for 14 days"], ["7 days|seven days", "A$95"])

# ---------------------------------------------------------------------------------------------
# S17 tax preparer: individual return, fee-from-refund, last year's record as distractor, Adelaide
# ---------------------------------------------------------------------------------------------
D17 = "tax preparer"
Q17 = "What will my appointment cost if I have the fee taken out of my refund?"
NOW17 = "2026-08-03T09:00:00+09:30"
E17 = [
    rec("get_scheduled_event#SE-PT2611", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-PT2611", "name": "Individual Tax Return", "status": "active",
        "start_time": "2026-08-05T06:30:00.000000Z", "end_time": "2026-08-05T07:15:00.000000Z",
        "event_type": {"duration": 45, "price": {"amount": "165.00", "currency": "AUD"},
                       "location": {"type": "physical", "location": "Unit 4, 27 Main North Road, Prospect"}}}}),
    rec("get_invitee#INV-OP09", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-PT2611/invitees/INV-OP09", "name": "Oliver Pham",
        "timezone": "Australia/Adelaide", "status": "active",
        "questions_and_answers": [
            {"question": "Would you like the fee deducted from your tax refund?", "answer": "Yes"},
            {"question": "Is your spouse also lodging with us?", "answer": "No"}],
        "payment": None}}),
    rec("get_client_history#OP-2025", "get_client_history", {"returns": [
        {"financial_year": "2024-25", "status": "LODGED", "fee_paid": "155.00", "fee_method": "CARD",
         "refund_amount": "1842.00", "lodged_at": "2025-08-19"}]}),
    pol("prospect-tax#fees", "Our standard individual return fee is A$165. You can pay at the appointment, or "
        "have the fee deducted from your tax refund for an extra A$25 processing charge. Because we are a "
        "registered tax agent, clients on our lodgement list can lodge after 31 October, as long as they book with "
        "us before that date. Please bring your income statements, private health statement and receipts for any "
        "deductions.", "FY26"),
]
add("fee-from-refund", D17, Q17, E17, NOW17,
    "Hi Oliver, your 45-minute tax return appointment is on Wednesday 5 August at 4:00 PM. As you've asked for the "
    "fee to come out of your refund, the total will be A$190: the standard A$165 fee plus the A$25 processing "
    "charge.\n\nPlease bring your income statements, private health statement and deduction receipts.",
    [S("45-minute tax return appointment is on Wednesday 5 August at 4:00 PM"),
     S("the total will be A$190"), S("standard A$165 fee plus the A$25 processing charge"),
     S("bring your income statements, private health statement and deduction receipts")],
    notes="06:30Z = 4:00 PM ACST; Q&A says 'Yes' to fee-from-refund; policy: A$165 + A$25 = A$190; the policy "
          "lists what to bring.",
    incl=["A$190", "4:00 PM"])
add("fee-from-refund", D17, Q17, E17, NOW17,
    "Hello Oliver,\n\nThe individual return fee is A$165, and choosing fee-from-refund adds an A$25 processing "
    "charge, so A$190 in total will be deducted from your refund. Nothing is payable on the day.\n\nSee you at "
    "4 pm on 5/8/2026.\n\nKind regards,\nProspect Tax & Accounting",
    [S("individual return fee is A$165"), S("adds an A$25 processing charge"),
     S("A$190 in total will be deducted from your refund"), S("Nothing is payable on the day"),
     S("4 pm on 5/8/2026"), N("Kind regards")],
    notes="Policy fees and the 'Yes' answer; the invitee has no payment due (payment null).",
    incl=["A$190"])
add("fee-from-refund", D17, Q17, E17, NOW17,
    "Hi Oliver, the standard fee is A$155, and with the A$25 processing charge for fee-from-refund that comes to "
    "A$180. Your appointment is on Wednesday 5 August at 4:00 PM.",
    [C("the standard fee is A$155", *AMT, "NLI_CONTRADICTION"), C("that comes to A$180", *AMT),
     S("Wednesday 5 August at 4:00 PM")],
    errors=["stale_value", "wrong_amount"],
    notes="A$155 is last year's fee (2024-25 history); the event price and policy give A$165, so the total is "
          "A$190.",
    excl=["fee is A$155", "comes to A$180"])
add("fee-from-refund", D17, Q17, E17, NOW17,
    "Hi Oliver, the fee is A$165 plus the A$25 processing charge, so A$180 will come out of your refund. Since "
    "you're on our lodgement list, you have until 15 May next year to lodge.",
    [S("the fee is A$165 plus the A$25 processing charge"), C("A$180 will come out of your refund", *AMT),
     I("until 15 May next year", *NOPOL, *NOREC)],
    errors=["wrong_arithmetic", "invented_fact"],
    notes="165 + 25 = 190, not 180. The policy only says listed clients can lodge after 31 October; no date of "
          "15 May is given and no record shows Oliver on the list.",
    excl=["A$180 will come out", "15 May next year"])
rep(17, "fee-from-refund", D17, Q17, E17, NOW17,
    "Hi Oliver, your tax return appointment is on Wednesday 5 August at 6:30 AM. With the fee taken from your "
    "refund, the total is A$190 (A$165 plus the A$25 processing charge).",
    [C("Wednesday 5 August at 6:30 AM", *TIME), S("the total is A$190")],
    ["unit_conversion"],
    "06:30Z is UTC; in Adelaide (+09:30) the appointment starts at 4:00 PM.",
    ["at 6:30 AM"], ["4:00 PM|4 PM|4pm|4:00 pm|4 pm|4:00pm", "A$190"])

# ---------------------------------------------------------------------------------------------
# S18 tax preparer: rental properties checklist and per-property fee, Darwin
# ---------------------------------------------------------------------------------------------
Q18 = "I've got two rental properties. What do I need to bring, and what will it cost?"
NOW18 = "2026-09-04T15:00:00+09:30"
E18 = [
    rec("get_scheduled_event#SE-DH8803", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-DH8803", "name": "Investment Property Return", "status": "active",
        "start_time": "2026-09-08T23:30:00.000000Z", "end_time": "2026-09-09T01:00:00.000000Z",
        "event_type": {"duration": 90, "location": {"type": "google_conference",
                                                     "join_url": "https://meet.example/dht-rnwq-pla"}}}}),
    rec("get_invitee#INV-SC55", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-DH8803/invitees/INV-SC55", "name": "Siobhan Carver",
        "timezone": "Australia/Darwin", "status": "active",
        "questions_and_answers": [
            {"question": "Number of rental properties", "answer": "2"},
            {"question": "Did you sell any property this financial year?", "answer": "No"},
            {"question": "Do you have a depreciation schedule?", "answer": "Yes - for 14 Bauhinia St only"}],
        "payment": None}}),
    rec("list_event_types#darwin-harbour-tax", "list_event_types", {"collection": [
        {"name": "Standard Individual Return", "duration": 45, "price": {"amount": "165.00", "currency": "AUD"}},
        {"name": "Investment Property Return", "duration": 90, "price": {"amount": "165.00", "currency": "AUD"},
         "description": "Base fee; rental schedules charged per property"}]}),
    pol("darwin-harbour-tax#rental-fees", "Returns that include rental properties are charged A$120 per property "
        "on top of the A$165 base fee. Fees are invoiced after lodgement."),
    psg("kb-rentals#what-to-bring", "What to bring for rental properties: the annual statement from your property "
        "manager, loan interest statements, council rates and water bills, insurance and repair invoices.\nA "
        "depreciation schedule from a quantity surveyor lets us claim the building's decline in value; if you don't "
        "have one, we can refer you.\nLand tax is claimable in the year it is paid."),
]
add("rental-return", D17, Q18, E18, NOW18,
    "Hi Siobhan, for your two rental properties the fee comes to A$405: the A$165 base fee plus A$120 for each "
    "property.\n\nPlease bring the annual statements from your property manager, loan interest statements, council "
    "rates and water bills, insurance and any repair invoices. Your 90-minute appointment is on Wednesday "
    "9 September at 9:00 AM Darwin time.",
    [S("the fee comes to A$405"), S("A$165 base fee plus A$120 for each property"),
     S("annual statements from your property manager"),
     S("90-minute appointment is on Wednesday 9 September at 9:00 AM Darwin time")],
    notes="Q&A says 2 properties; policy: 165 + 2 x 120 = 405; KB lists the documents; 23:30Z on 8 Sep is "
          "9:00 AM Darwin on 9 Sep.",
    incl=["A$405", "9:00 AM"])
add("rental-return", D17, Q18, E18, NOW18,
    "Hello Siobhan,\n\nThanks for the detail in your booking. As you have a depreciation schedule for 14 Bauhinia "
    "St only, we can refer you to a quantity surveyor for the other property if you'd like.\n\nFee: A$165 base "
    "plus 2 x A$120 = A$405, invoiced after lodgement.\n\nKind regards,\nDarwin Harbour Tax",
    [N("Thanks for the detail in your booking"), S("depreciation schedule for 14 Bauhinia St only"),
     S("we can refer you to a quantity surveyor"), S("A$165 base plus 2 x A$120 = A$405"),
     S("invoiced after lodgement"), N("Kind regards")],
    notes="Q&A answer on the depreciation schedule; the KB offers a referral; policy fees and invoicing.",
    incl=["A$405"])
add("rental-return", D17, Q18, E18, NOW18,
    "Siobhan, A$405 all up (A$165 plus A$120 per rental, times two). See you Wed 9 Sept at 9 AM.",
    [S("A$405 all up"), S("A$165 plus A$120 per rental, times two"), S("Wed 9 Sept at 9 AM")],
    notes="Policy per-property fee and the event's local start time.",
    incl=["A$405"])
add("rental-return", D17, Q18, E18, NOW18,
    "Hi Siobhan, the fee will be A$285: the A$165 base fee plus A$120 for rental properties. Please bring your "
    "property manager statements, loan interest statements, rates and water bills. Land tax can be claimed in the "
    "year it was assessed.",
    [C("the fee will be A$285", *AMT), S("the A$165 base fee plus A$120 for rental properties"),
     S("bring your property manager statements"), C("in the year it was assessed", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="The per-property charge applies twice (2 properties in the Q&A): 165 + 240 = 405. The KB says land tax "
          "is claimable in the year it is paid.",
    excl=["A$285", "year it was assessed"])
add("rental-return", D17, Q18, E18, NOW18,
    "Hi Siobhan, your 90-minute appointment is on Tuesday 8 September, by Google Meet. With two rentals, the fee "
    "is A$405 (the A$165 base fee plus A$120 per property).",
    [C("appointment is on Tuesday 8 September", *TIME), S("by Google Meet"), S("the fee is A$405")],
    errors=["unit_conversion"],
    notes="start_time 2026-09-08T23:30Z falls on Wednesday 9 September in Darwin (9:00 AM); 8 September is the "
          "UTC date.",
    excl=["Tuesday 8 September"])
rep(18, "rental-return", D17, Q18, E18, NOW18,
    "Hi Siobhan, your 60-minute appointment is on Wednesday 9 September at 9:00 AM Darwin time. With two rental "
    "properties the fee is A$405, invoiced after lodgement.",
    [C("60-minute appointment", "VALUE_MISMATCH"), S("Wednesday 9 September at 9:00 AM Darwin time"),
     S("the fee is A$405")],
    ["wrong_value"],
    "event_type.duration is 90 (23:30Z to 01:00Z).",
    ["60-minute appointment"], ["90-minute|90 minutes|90 min|an hour and a half|1.5 hours|one and a half hours",
                                "A$405"])

# ---------------------------------------------------------------------------------------------
# S19 tax preparer: amendment fee dispute escalated, Adelaide (ACDT from 4 October)
# ---------------------------------------------------------------------------------------------
Q19 = "Can I get the A$88 amendment fee back? I think you should have caught the interest."
NOW19 = "2026-10-05T14:00:00+10:30"
E19 = [
    rec("get_scheduled_event#SE-PT3344", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-PT3344", "name": "Return Amendment", "status": "active",
        "start_time": "2026-10-06T22:30:00.000000Z", "end_time": "2026-10-06T23:00:00.000000Z",
        "event_type": {"duration": 30, "location": {"type": "outbound_call", "join_url": None}}}}),
    rec("get_invitee#INV-GW70", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-PT3344/invitees/INV-GW70", "name": "Grant Whitlock",
        "timezone": "Australia/Adelaide", "status": "active",
        "questions_and_answers": [{"question": "What needs amending?",
                                   "answer": "Bank interest of $312 from my second savings account wasn't included. "
                                             "I forgot to send that statement."}],
        "payment": {"external_id": "ch_3R4AM8", "provider": "stripe", "amount": 8800, "currency": "AUD",
                    "terms": "AMENDMENT_FEE", "successful": True}}}),
    rec("get_return#GW-2025-26", "get_return", {"return": {
        "financial_year": "2025-26", "status": "LODGED", "lodged_at": "2026-08-27", "amendment_status": "NOT_STARTED"}}),
    refused("refund_payment#call-7", "slotwise.refund_payment", "ESCALATE",
            {"payment": "ch_3R4AM8", "amount": 8800, "note": "Client says preparer error"}),
    pol("prospect-tax#amendments", "If an amendment is needed because the error was ours, we amend free of charge. "
        "Amendments needed because information was missing from what you gave us are charged at A$88. Disputed "
        "amendment fees are reviewed by the practice manager within 5 business days.", "FY26"),
]
add("amendment-fee", D17, Q19, E19, NOW19,
    "Hi Grant, I understand the frustration. I couldn't refund the A$88 amendment fee myself, so I've passed your "
    "request to our practice manager, who reviews disputed fees within 5 business days.\n\nYour amendment "
    "appointment is still on for Wednesday 7 October at 9:00 AM.",
    [N("I understand the frustration"), S("I couldn't refund the A$88 amendment fee myself"),
     S("passed your request to our practice manager"), S("reviews disputed fees within 5 business days"),
     S("still on for Wednesday 7 October at 9:00 AM")],
    notes="refund_payment was ESCALATE; the policy gives the practice manager 5 business days; 22:30Z on 6 Oct is "
          "9:00 AM ACDT on 7 Oct.",
    incl=["practice manager", "9:00 AM"])
add("amendment-fee", D17, Q19, E19, NOW19,
    "Dear Grant,\n\nYour request for a refund of the A$88.00 amendment fee has been escalated for review rather "
    "than refunded straight away. Under our policy, amendments are free when the error was ours, and charged at "
    "A$88 when information was missing from what we were given. The practice manager will look at it within five "
    "business days.\n\nKind regards,\nProspect Tax & Accounting",
    [S("has been escalated for review rather than refunded straight away"),
     S("amendments are free when the error was ours"), S("charged at A$88 when information was missing"),
     S("within five business days"), N("Kind regards")],
    notes="ESCALATE decision; the policy paraphrased accurately.",
    incl=["escalated"])
add("amendment-fee", D17, Q19, E19, NOW19,
    "Hi Grant, sorry about that. I've refunded the A$88 amendment fee to your card. Your amendment appointment is "
    "on Wednesday 7 October at 9:00 AM.",
    [N("sorry about that"), C("I've refunded the A$88 amendment fee", "NOT_EXECUTED"),
     S("Wednesday 7 October at 9:00 AM")],
    errors=["refused_call_effect"],
    notes="refund_payment#call-7 was ESCALATE, not executed.",
    excl=["I've refunded the A$88"])
add("amendment-fee", D17, Q19, E19, NOW19,
    "Hi Grant, as the missing interest was our error, the amendment will be done free of charge. We'll call you on "
    "Wednesday 7 October at 8:00 AM to go through it.",
    [C("the missing interest was our error", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
     C("Wednesday 7 October at 8:00 AM", *TIME)],
    errors=["condition_unmet", "wrong_time"],
    notes="Grant's own booking answer says he forgot to send the statement, so the free-amendment condition is "
          "not met. 22:30Z is 9:00 AM under daylight saving (+10:30), not 8:00 AM.",
    excl=["was our error", "at 8:00 AM"])
rep(19, "amendment-fee", D17, Q19, E19, NOW19,
    "Hi Grant, I couldn't refund the A$88 fee directly, so I've escalated it to our practice manager, who will "
    "review it within 10 business days. Your appointment is on Wednesday 7 October at 9:00 AM.",
    [S("couldn't refund the A$88 fee directly"), S("escalated it to our practice manager"),
     C("within 10 business days", *POL), S("Wednesday 7 October at 9:00 AM")],
    ["wrong_period"],
    "The amendments policy says disputed fees are reviewed within 5 business days.",
    ["within 10 business days"], ["5 business days|five business days", "practice manager"])

# ---------------------------------------------------------------------------------------------
# S20 tax preparer: BAS review rescheduled, Darwin
# ---------------------------------------------------------------------------------------------
Q20 = "Just checking my rescheduled BAS appointment went through. When is it now?"
NOW20 = "2026-07-22T08:30:00+09:30"
E20 = [
    rec("get_invitee#INV-IT31", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-BA5102/invitees/INV-IT31", "name": "Imogen Takahashi",
        "timezone": "Australia/Darwin", "status": "canceled", "rescheduled": True,
        "new_invitee": BASE + "/scheduled_events/SE-BA5166/invitees/INV-IT38",
        "event": {"name": "BAS Review - Q4 FY26", "start_time": "2026-07-21T05:00:00.000000Z"},
        "cancellation": {"canceler_type": "invitee", "reason": "Rescheduled"}}}),
    rec("get_scheduled_event#SE-BA5166", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-BA5166", "name": "BAS Review - Q4 FY26", "status": "active",
        "start_time": "2026-07-23T23:00:00.000000Z", "end_time": "2026-07-24T00:00:00.000000Z",
        "event_type": {"duration": 60, "location": {"type": "physical",
                                                     "location": "Darwin Harbour Tax, 9 Mitchell Street"}},
        "invitee": {"uri": BASE + "/scheduled_events/SE-BA5166/invitees/INV-IT38", "rescheduled": False,
                    "old_invitee": BASE + "/scheduled_events/SE-BA5102/invitees/INV-IT31",
                    "questions_and_answers": [{"question": "Would you like us to lodge the BAS for you?",
                                               "answer": "Yes"}],
                    "payment": {"amount": 22000, "currency": "AUD",
                                "terms": "Invoiced after the appointment, 14 days to pay", "successful": None}}}}),
    rec("get_scheduled_event#SE-BA6020", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-BA6020", "name": "BAS Review - Q1 FY27", "status": "active",
        "start_time": "2026-10-20T23:00:00.000000Z", "end_time": "2026-10-21T00:00:00.000000Z",
        "event_type": {"duration": 60}}}),
    pol("darwin-harbour-tax#bas", "BAS reviews are 60 minutes. Our BAS fee is A$220 per quarter, invoiced after "
        "the appointment with 14 days to pay. When we lodge through our tax agent portal, the Q4 (April-June) BAS "
        "is due to the ATO on 25 August."),
]
add("bas-reschedule", D17, Q20, E20, NOW20,
    "Hi Imogen, yes, the change went through. Your BAS review is now on Friday 24 July at 8:30 AM Darwin time and "
    "runs until 9:30 AM. The A$220 fee will be invoiced after the appointment, with 14 days to pay.",
    [S("the change went through"), S("now on Friday 24 July at 8:30 AM Darwin time"), S("runs until 9:30 AM"),
     S("A$220 fee will be invoiced after the appointment, with 14 days to pay")],
    notes="Old invitee rescheduled true -> new event SE-BA5166 at 23:00Z on 23 July = 8:30 AM Fri 24 July Darwin, "
          "ending 00:00Z = 9:30 AM; payment 22000 with invoice terms.",
    incl=["8:30 AM", "24 July"])
add("bas-reschedule", D17, Q20, E20, NOW20,
    "Hello Imogen,\n\nYour Q4 BAS review has been moved from Tuesday 21 July to this Friday, 24/07/2026, at "
    "8:30 am. As we're lodging it through our tax agent portal, the Q4 BAS is due to the ATO on 25 August.\n\n"
    "Kind regards,\nDarwin Harbour Tax",
    [S("moved from Tuesday 21 July to this Friday, 24/07/2026, at 8:30 am"),
     S("due to the ATO on 25 August"), N("Kind regards")],
    notes="Old event 05:00Z on 21 July (2:30 PM Tue); now is Wed 22 July so 'this Friday' is 24 July; policy "
          "gives 25 August for agent-lodged Q4 BAS.",
    incl=["24/07/2026", "25 August"])
add("bas-reschedule", D17, Q20, E20, NOW20,
    "Hi Imogen, thanks for checking. Your BAS review is booked for Tuesday 21 July at 2:30 PM Darwin time and runs "
    "for an hour. The A$220 fee is invoiced afterwards with 14 days to pay.",
    [N("thanks for checking"), C("Tuesday 21 July at 2:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH",
                                 "RECORD_STATE_MISMATCH"),
     S("runs for an hour"), S("A$220 fee is invoiced afterwards")],
    errors=["stale_value"],
    notes="21 July 2:30 PM is the cancelled original (INV-IT31, rescheduled true); the current booking is Friday "
          "24 July at 8:30 AM.",
    excl=["Tuesday 21 July at 2:30 PM"])
add("bas-reschedule", D17, Q20, E20, NOW20,
    "Hi Imogen, your rescheduled BAS review is now on Wednesday 21 October at 8:30 AM Darwin time. As we lodge it "
    "for you, the Q4 BAS is due to the ATO on 28 July.",
    [C("now on Wednesday 21 October at 8:30 AM", *TIME), C("due to the ATO on 28 July", *POL, "DATE_MISMATCH")],
    errors=["other_record_value", "wrong_date"],
    notes="21 October is the Q1 FY27 review SE-BA6020; the rescheduled Q4 review is 24 July. The policy gives "
          "25 August for agent-lodged Q4 BAS.",
    excl=["Wednesday 21 October", "on 28 July"])
rep(20, "bas-reschedule", D17, Q20, E20, NOW20,
    "Hi Imogen, yes, your reschedule went through. The BAS review is now on Thursday 23 July at 11:00 PM and runs "
    "for 60 minutes. The A$220 fee will be invoiced afterwards.",
    [S("your reschedule went through"), C("Thursday 23 July at 11:00 PM", *TIME), S("runs for 60 minutes"),
     S("A$220 fee will be invoiced afterwards")],
    ["unit_conversion"],
    "23:00Z on 23 July is the UTC time; in Darwin (+09:30) it is 8:30 AM on Friday 24 July.",
    ["Thursday 23 July at 11:00 PM"], ["24 July|24/07/2026|24/07|8:30 AM|8:30 am|8:30am", "A$220"])

# ---------------------------------------------------------------------------------------------
# S21 tax preparer: client cancelled with plenty of notice, refund pending, Adelaide
# ---------------------------------------------------------------------------------------------
Q21 = "I cancelled my tax appointment yesterday. When do I get my money back?"
NOW21 = "2026-09-15T11:00:00+09:30"
E21 = [
    rec("get_scheduled_event#SE-PT4129", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-PT4129", "name": "Individual Tax Return", "status": "canceled",
        "start_time": "2026-09-17T04:30:00.000000Z", "end_time": "2026-09-17T05:15:00.000000Z",
        "event_type": {"duration": 45, "location": {"type": "physical", "location": "Unit 4, 27 Main North Road, Prospect"}},
        "cancellation": {"canceler_type": "invitee", "canceled_by": "Fergus McAlister",
                         "reason": "Found another option", "created_at": "2026-09-14T01:15:00.000000Z"}}}),
    rec("get_invitee#INV-FM62", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-PT4129/invitees/INV-FM62", "name": "Fergus McAlister",
        "timezone": "Australia/Adelaide", "status": "canceled",
        "payment": {"external_id": "ch_3R2FM1", "provider": "stripe", "amount": 16500, "currency": "AUD",
                    "terms": "PREPAID", "successful": True,
                    "refund": {"id": "re_3R2FM1a", "amount": 16500, "status": "PENDING",
                               "created_at": "2026-09-14T01:16:02Z", "destination": "original_card"}}}}),
    pol("prospect-tax#cancellations", "Cancellations inside 48 hours of the appointment are refunded less a A$40 "
        "admin fee. Cancel at least 48 hours before your appointment for a full refund of any prepaid fee. Refunds "
        "go back to the original card and can take up to 10 business days to appear.", "FY26"),
]
add("cancel-refund", D17, Q21, E21, NOW21,
    "Hi Fergus, I can see you cancelled your Thursday 17 September appointment on Monday, more than 48 hours "
    "ahead, so you're getting a full refund of A$165.00.\n\nThe refund is pending and will go back to your "
    "original card; it can take up to 10 business days to appear.",
    [S("cancelled your Thursday 17 September appointment on Monday"), S("more than 48 hours ahead"),
     S("full refund of A$165.00"), S("The refund is pending"), S("will go back to your original card"),
     S("up to 10 business days to appear")],
    notes="Cancellation at 01:15Z on Mon 14 Sep (10:45 AM ACST) for a 2:00 PM Thu 17 Sep start, about 75 hours "
          "ahead; refund 16500 PENDING to original_card; policy timing up to 10 business days.",
    incl=["A$165.00", "10 business days"])
add("cancel-refund", D17, Q21, E21, NOW21,
    "Hello Fergus,\n\nYour full refund of A$165 has been started. Because you gave more than 48 hours' notice, no "
    "admin fee applies.\n\nKind regards,\nProspect Tax & Accounting",
    [S("full refund of A$165 has been started"), S("you gave more than 48 hours' notice"),
     S("no admin fee applies"), N("Kind regards")],
    notes="Refund 16500 PENDING; notice well over 48 hours, so the A$40 fee does not apply.",
    incl=["A$165"])
add("cancel-refund", D17, Q21, E21, NOW21,
    "Hi Fergus, you'll receive a refund of A$125 (the A$165 fee less the A$40 admin fee). It should reach your card "
    "within 5 business days.",
    [C("refund of A$125", *AMT), S("A$165 fee"), C("within 5 business days", *POL)],
    errors=["condition_unmet", "wrong_period"],
    notes="The A$40 admin fee only applies inside 48 hours; Fergus cancelled about 75 hours ahead and the refund "
          "record is 16500. Policy says up to 10 business days.",
    excl=["refund of A$125", "within 5 business days"])
add("cancel-refund", D17, Q21, E21, NOW21,
    "Hi Fergus, good news: your refund of A$165 has been completed and is already back on your card.",
    [C("has been completed and is already back on your card", *STATE)],
    errors=["wrong_state"],
    notes="refund.status is PENDING, created yesterday; the policy allows up to 10 business days.",
    excl=["already back on your card"])
rep(21, "cancel-refund", D17, Q21, E21, NOW21,
    "Hi Fergus, since you cancelled more than 48 hours before your appointment, you'll receive a full refund of "
    "A$16,500. It's pending now and can take up to 10 business days to reach your card.",
    [S("cancelled more than 48 hours before"), C("full refund of A$16,500", *AMT), S("It's pending now"),
     S("up to 10 business days")],
    ["unit_conversion"],
    "refund.amount 16500 is in cents: A$165.00.",
    ["A$16,500"], ["A$165|$165|165.00", "10 business days"])

# ---------------------------------------------------------------------------------------------
# S22 life coaching: free discovery call, Adelaide (ACDT in December)
# ---------------------------------------------------------------------------------------------
D22 = "life coaching"
Q22 = "Is the discovery call free, and how long is it?"
NOW22 = "2026-11-30T17:00:00+10:30"
E22 = [
    rec("get_scheduled_event#SE-CW0912", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-CW0912", "name": "Free Discovery Call", "status": "active",
        "start_time": "2026-12-02T00:00:00.000000Z", "end_time": "2026-12-02T00:20:00.000000Z",
        "event_type": {"uri": BASE + "/event_types/ET-DISC20", "duration": 20, "price": None,
                       "location": {"type": "google_conference", "join_url": "https://meet.example/jhl-owpk-sde"}},
        "invitees": [{"name": "Juniper Hale", "timezone": "Australia/Adelaide", "status": "active",
                      "questions_and_answers": [{"question": "What would you like to focus on?",
                                                 "answer": "Confidence at work after a promotion"}],
                      "payment": None}]}}),
    rec("get_event_type#ET-COACH60", "get_event_type", {"resource": {
        "uri": BASE + "/event_types/ET-COACH60", "name": "Coaching Session", "duration": 60,
        "price": {"amount": 18000, "currency": "AUD"}}}),
    pol("clearwater-policy#discovery", "Discovery calls are free, last 20 minutes and carry no obligation to book "
        "further sessions. If we agree to work together, coaching sessions are A$180 each or A$960 for a block of "
        "six. Calls are not recorded.", "2026-07"),
]
add("discovery-call", D22, Q22, E22, NOW22,
    "Hi Juniper, yes, your discovery call is free and there's no obligation to book anything afterwards. It runs "
    "for 20 minutes on Google Meet, this Wednesday 2 December at 10:30 AM.",
    [S("your discovery call is free"), S("no obligation to book anything afterwards"),
     S("runs for 20 minutes on Google Meet"), S("this Wednesday 2 December at 10:30 AM")],
    notes="price null and policy 'free'; duration 20; 00:00Z on 2 Dec is 10:30 AM ACDT; now is Mon 30 Nov.",
    incl=["20 minutes", "10:30 AM"])
add("discovery-call", D22, Q22, E22, NOW22,
    "Hello Juniper,\n\nThe call is twenty minutes long and costs nothing. It's set for 10:30 am on 2 December, and "
    "your Google Meet link is https://meet.example/jhl-owpk-sde.\n\nIf you decide to continue afterwards, sessions "
    "are A$180 each, or A$960 for a block of six.\n\nWarm wishes,\nClearwater Life Coaching",
    [S("twenty minutes long and costs nothing"), S("set for 10:30 am on 2 December"),
     S("https://meet.example/jhl-owpk-sde"), S("sessions are A$180 each, or A$960 for a block of six"),
     N("Warm wishes")],
    notes="Event record and policy prices.",
    incl=["twenty minutes", "A$960"])
add("discovery-call", D22, Q22, E22, NOW22,
    "Hi Juniper, the discovery call is free and lasts 20 minutes. It's on Wednesday 2 December at 9:30 AM on "
    "Google Meet, and we'll email you a recording afterwards so you can look back over it.",
    [S("free and lasts 20 minutes"), C("Wednesday 2 December at 9:30 AM", *TIME),
     C("we'll email you a recording afterwards", "NLI_CONTRADICTION")],
    errors=["wrong_time", "invented_promise"],
    notes="Adelaide is on daylight saving in December (+10:30), so 00:00Z is 10:30 AM; policy says calls are not "
          "recorded.",
    excl=["at 9:30 AM", "email you a recording"])
add("discovery-call", D22, Q22, E22, NOW22,
    "Hi Juniper, yes, it's free with no obligation. It's a 60-minute call on Wednesday 2 December at 10:30 AM, so "
    "there's plenty of time to talk through your goals.",
    [S("it's free with no obligation"), C("It's a 60-minute call", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     S("Wednesday 2 December at 10:30 AM")],
    errors=["other_record_value"],
    notes="60 minutes is the paid Coaching Session event type; the discovery call's duration is 20.",
    excl=["60-minute call"])
rep(22, "discovery-call", D22, Q22, E22, NOW22,
    "Hi Juniper, your discovery call is free and runs for 20 minutes on Wednesday 2 December at 10:30 AM. If you "
    "decide to continue, sessions are A$180 each or A$1,080 for a block of six.",
    [S("free and runs for 20 minutes"), S("Wednesday 2 December at 10:30 AM"), S("sessions are A$180 each"),
     C("A$1,080 for a block of six", *POL, "AMOUNT_MISMATCH")],
    ["wrong_amount"],
    "The policy prices a block of six at A$960, not 6 x A$180.",
    ["A$1,080"], ["A$960|$960|960", "20 minutes|twenty minutes"])

# ---------------------------------------------------------------------------------------------
# S23 life coaching: 90-day program progress and instalments, Darwin
# ---------------------------------------------------------------------------------------------
Q23 = "Where am I up to in my program, and what's left to pay?"
NOW23 = "2026-06-01T09:00:00+09:30"
E23 = [
    rec("get_package#PKG-90M-0311", "get_package", {"package": {
        "uri": BASE + "/packages/PKG-90M-0311", "name": "90-Day Momentum Program", "status": "ACTIVE",
        "owner": {"name": "Teo Marchetti", "timezone": "Australia/Darwin"},
        "start_date": "2026-04-09", "sessions_total": 6, "sessions_completed": 3, "sessions_booked": 4,
        "payments": [
            {"seq": 1, "amount": 60000, "currency": "AUD", "due_date": "2026-04-09", "status": "PAID",
             "successful": True},
            {"seq": 2, "amount": 60000, "currency": "AUD", "due_date": "2026-06-15", "status": "SCHEDULED",
             "successful": None}],
        "terms": "TWO_INSTALMENTS"}}),
    rec("get_scheduled_event#SE-NL4406", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-NL4406", "name": "Momentum Session 4", "status": "active",
        "start_time": "2026-06-04T08:00:00.000000Z", "end_time": "2026-06-04T09:00:00.000000Z",
        "event_type": {"duration": 60, "location": {"type": "zoom_conference",
                                                     "join_url": "https://zoom.example/j/38827104455"}}}}),
    pol("northernlight-policy#momentum", "The 90-Day Momentum Program includes six 60-minute sessions, one every "
        "fortnight, plus email support between sessions with replies within 2 business days. It costs A$1,200, "
        "payable upfront or in two instalments of A$600. Sessions not used within 90 days of the start date lapse."),
]
add("momentum-program", D22, Q23, E23, NOW23,
    "Hi Teo, you've completed three of your six sessions, so three remain. The next one is on Thursday 4 June at "
    "5:30 PM Darwin time.\n\nYour first A$600 instalment has been paid, and the second A$600 is scheduled for "
    "15 June.",
    [S("completed three of your six sessions"), S("so three remain"),
     S("Thursday 4 June at 5:30 PM Darwin time"), S("first A$600 instalment has been paid"),
     S("second A$600 is scheduled for 15 June")],
    notes="sessions_total 6, completed 3; SE-NL4406 at 08:00Z = 5:30 PM Darwin; payment 1 PAID, payment 2 "
          "SCHEDULED for 2026-06-15.",
    incl=["5:30 PM", "15 June"])
add("momentum-program", D22, Q23, E23, NOW23,
    "Hello Teo,\n\nHalfway there: 3 sessions done, 3 to go. Remember you can email your coach between sessions; "
    "replies come within 2 business days.\n\nBalance: A$600, due 15/06/2026.\n\nWarm wishes,\nNorthern Light "
    "Coaching",
    [S("3 sessions done, 3 to go"), S("replies come within 2 business days"), S("Balance: A$600, due 15/06/2026"),
     N("Warm wishes")],
    notes="Package counts; policy email support; second instalment 60000 due 2026-06-15.",
    incl=["A$600", "15/06/2026"])
add("momentum-program", D22, Q23, E23, NOW23,
    "Teo, your next session is Thu 4 June at 5:30 pm, and A$600 of the A$1,200 is still to come, on 15 June.",
    [S("next session is Thu 4 June at 5:30 pm"), S("A$600 of the A$1,200 is still to come, on 15 June")],
    notes="Terse restatement of the event and payment records.",
    incl=["5:30 pm", "A$600"])
add("momentum-program", D22, Q23, E23, NOW23,
    "Hi Teo, you're halfway: three sessions done and three to go, with the next on Thursday 4 June at 5:30 PM. "
    "Your program also includes a bonus 30-minute wrap-up call at the end. The second A$600 instalment is due on "
    "15 June.",
    [S("three sessions done and three to go"), S("Thursday 4 June at 5:30 PM"),
     CI("includes a bonus 30-minute wrap-up call", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION"),
     S("second A$600 instalment is due on 15 June")],
    errors=["unlisted_perk"],
    notes="The program policy lists six sessions and email support only; no wrap-up call.",
    excl=["bonus 30-minute wrap-up call"])
add("momentum-program", D22, Q23, E23, NOW23,
    "Hi Teo, you've done three sessions, so you have two left after Thursday's session at 5:30 PM. Any sessions you "
    "don't use within six months of your start date will lapse.",
    [S("you've done three sessions"), C("you have two left after Thursday's session", "VALUE_MISMATCH"),
     C("within six months of your start date", *POL)],
    errors=["wrong_arithmetic", "wrong_period"],
    notes="6 - 3 = 3 sessions remain, including Thursday's. Policy: sessions lapse 90 days after the start date.",
    excl=["two left after Thursday", "within six months"])
rep(23, "momentum-program", D22, Q23, E23, NOW23,
    "Hi Teo, you've completed three of your six sessions, and the next one is on Thursday 4 June at 8:00 AM. Your "
    "second A$600 instalment is scheduled for 15 June.",
    [S("completed three of your six sessions"), C("Thursday 4 June at 8:00 AM", *TIME),
     S("second A$600 instalment is scheduled for 15 June")],
    ["unit_conversion"],
    "start_time 08:00Z is UTC; in Darwin (+09:30) the session is at 5:30 PM.",
    ["at 8:00 AM"], ["5:30 PM|5:30 pm|5:30pm|17:30", "A$600"])

# ---------------------------------------------------------------------------------------------
# S24 life coaching: coach cancelled, session credited back plus voucher, Adelaide (ACDT in February)
# ---------------------------------------------------------------------------------------------
Q24 = "My session this morning was cancelled by the coach. Do I lose it?"
NOW24 = "2026-02-19T12:00:00+10:30"
E24 = [
    rec("get_scheduled_event#SE-CW2218", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-CW2218", "name": "Coaching Session", "status": "canceled",
        "start_time": "2026-02-18T22:00:00.000000Z", "end_time": "2026-02-18T23:00:00.000000Z",
        "event_type": {"duration": 60, "location": {"type": "zoom_conference",
                                                     "join_url": "https://zoom.example/j/70215593388"}},
        "cancellation": {"canceler_type": "host", "canceled_by": "Saoirse Lindgren",
                         "reason": "Coach had a family emergency", "created_at": "2026-02-18T20:41:00.000000Z"}}}),
    rec("get_package#PKG-BLK6-0845", "get_package", {"package": {
        "uri": BASE + "/packages/PKG-BLK6-0845", "name": "6-Session Block", "status": "ACTIVE",
        "owner": {"name": "Delphine Archer", "timezone": "Australia/Adelaide"},
        "purchased_at": "2025-08-01T01:30:00Z", "expires_at": "2026-08-01T01:30:00Z",
        "sessions_total": 6, "sessions_used": 4, "credits_remaining": 2,
        "credit_log": [{"event": BASE + "/scheduled_events/SE-CW2218", "type": "HOST_CANCELLATION_CREDIT",
                        "created_at": "2026-02-18T20:41:05Z"}]}}),
    rec("get_voucher#VCH-DA-30", "get_voucher", {"voucher": {
        "code": "CLEARWATER-VOUCH-30-DA", "amount": 3000, "currency": "AUD", "status": "ISSUED",
        "applies_to": "NEXT_BLOCK_PURCHASE", "issued_at": "2026-02-18T20:41:06Z"}}),
    pol("clearwater-policy#host-cancellations", "If your coach cancels, the session is credited back to your block "
        "and you receive a A$30 voucher toward your next block. Session credits from a block expire 12 months after "
        "purchase. Credits and vouchers cannot be exchanged for cash.", "2026-01"),
]
add("coach-cancelled", D22, Q24, E24, NOW24,
    "Hi Delphine, I'm so sorry this morning's session was cancelled. You don't lose it: it has been credited back to "
    "your block, so you have two sessions remaining, valid until 1 August 2026.\n\nYou've also been issued a A$30 "
    "voucher that you can put toward your next block.",
    [NS("I'm so sorry this morning's session was cancelled"), S("it has been credited back to your block"),
     S("you have two sessions remaining"), S("valid until 1 August 2026"),
     S("issued a A$30 voucher that you can put toward your next block")],
    notes="credit_log HOST_CANCELLATION_CREDIT; credits_remaining 2; expires_at 2026-08-01; voucher 3000 ISSUED for "
          "NEXT_BLOCK_PURCHASE.",
    incl=["A$30", "1 August 2026"])
add("coach-cancelled", D22, Q24, E24, NOW24,
    "Hello Delphine,\n\nYour coach had to cancel your 8:30 am session because of a family emergency, and we're sorry "
    "for the disruption. The session has gone back into your block (2 of 6 left), and your A$30 voucher code is "
    "CLEARWATER-VOUCH-30-DA.\n\nWarm wishes,\nClearwater Life Coaching",
    [S("cancel your 8:30 am session because of a family emergency"), S("gone back into your block (2 of 6 left)"),
     S("A$30 voucher code is CLEARWATER-VOUCH-30-DA"), N("Warm wishes")],
    notes="22:00Z on 18 Feb is 8:30 AM ACDT on 19 Feb; cancellation reason; package counts; voucher code.",
    incl=["CLEARWATER-VOUCH-30-DA"])
add("coach-cancelled", D22, Q24, E24, NOW24,
    "Hi Delphine, sorry about this morning. The session has been credited back, so you still have two sessions "
    "left, valid until 1 August 2026. We've also sent you a A$30 voucher, which you can use on any single session.",
    [S("credited back"), S("you still have two sessions left"), S("valid until 1 August 2026"),
     C("use on any single session", *POL)],
    errors=["wrong_policy_condition"],
    notes="The voucher applies to the next block purchase only (applies_to NEXT_BLOCK_PURCHASE; policy: toward your "
          "next block).",
    excl=["any single session"])
add("coach-cancelled", D22, Q24, E24, NOW24,
    "Hi Delphine, I'm sorry your coach had to cancel. The session has been credited back, so you now have three "
    "sessions remaining. If you'd rather, we can refund that session to you in cash instead.",
    [NS("I'm sorry your coach had to cancel"), S("The session has been credited back"),
     C("you now have three sessions remaining", "VALUE_MISMATCH"),
     C("refund that session to you in cash", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "invented_promise"],
    notes="credits_remaining is 2 after the credit (6 total, 4 used); the policy says credits cannot be exchanged "
          "for cash.",
    excl=["three sessions remaining", "in cash instead"])
rep(24, "coach-cancelled", D22, Q24, E24, NOW24,
    "Hi Delphine, I'm sorry about this morning's cancellation. The session has been credited back to your block, "
    "leaving you two sessions, and you've been issued a voucher of A$3,000 toward your next block.",
    [NS("I'm sorry about this morning's cancellation"), S("credited back to your block"),
     S("leaving you two sessions"), C("voucher of A$3,000", *AMT)],
    ["unit_conversion"],
    "voucher.amount 3000 is in cents: A$30.",
    ["A$3,000"], ["A$30|$30|30.00|thirty dollars", "two sessions|2 sessions"])

# ---------------------------------------------------------------------------------------------
# S25 life coaching: group workshop, tickets per person, Darwin
# ---------------------------------------------------------------------------------------------
Q25 = "Can my brother come with me on Saturday? And is food provided?"
NOW25 = "2026-08-26T18:00:00+09:30"
E25 = [
    rec("get_scheduled_event#SE-WS0829", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-WS0829", "name": "Values & Goals Workshop", "status": "active",
        "start_time": "2026-08-29T00:30:00.000000Z", "end_time": "2026-08-29T02:30:00.000000Z",
        "event_type": {"kind": "group", "duration": 120,
                       "location": {"type": "physical",
                                    "location": "Level 2, Smith Street Mall Community Rooms, Darwin"}},
        "invitees_counter": {"total": 13, "active": 11, "limit": 12}}}),
    rec("get_invitee#INV-NR19", "get_invitee", {"resource": {
        "uri": BASE + "/scheduled_events/SE-WS0829/invitees/INV-NR19", "name": "Nalini Raghavan",
        "timezone": "Australia/Darwin", "status": "active",
        "questions_and_answers": [{"question": "Dietary requirements for morning tea", "answer": "Vegetarian"}],
        "event_guests": [{"email": "arun.raghavan@inbox.example", "created_at": "2026-08-20T09:14:00Z"}],
        "payment": {"external_id": "ch_3R1WS7", "provider": "stripe", "amount": "85.00", "currency": "AUD",
                    "terms": "One ticket", "successful": True}}}),
    rec("get_scheduled_event#SE-NL4512", "get_scheduled_event", {"resource": {
        "uri": BASE + "/scheduled_events/SE-NL4512", "name": "Workshop Follow-up", "status": "active",
        "start_time": "2026-09-03T07:30:00.000000Z", "end_time": "2026-09-03T08:00:00.000000Z",
        "event_type": {"duration": 30, "location": {"type": "zoom_conference",
                                                     "join_url": "https://zoom.example/j/19930475520"}}}}),
    pol("northernlight-policy#workshops", "Each ticket admits one person; guests added to a booking need their own "
        "ticket. Workshop tickets are A$85 per person and include morning tea and a printed workbook. Tickets are "
        "not refundable, but they can be transferred to a friend up to 48 hours before the start."),
]
add("group-workshop", D22, Q25, E25, NOW25,
    "Hi Nalini, your ticket covers just you, so your brother would need his own A$85 ticket to join. There's one "
    "spot left at the moment.\n\nMorning tea is included, and we've noted that you're vegetarian. The workshop runs "
    "from 10:00 AM to 12:00 PM this Saturday, 29 August.",
    [S("your ticket covers just you"), S("his own A$85 ticket"), S("There's one spot left"),
     S("Morning tea is included"), S("noted that you're vegetarian"),
     S("from 10:00 AM to 12:00 PM this Saturday, 29 August")],
    notes="Policy: one person per ticket, A$85, morning tea included; invitees_counter active 11 of limit 12; Q&A "
          "vegetarian; 00:30Z-02:30Z = 10:00 AM-12:00 PM Darwin on Sat 29 Aug.",
    incl=["A$85", "10:00 AM"])
add("group-workshop", D22, Q25, E25, NOW25,
    "Hello Nalini,\n\nEach ticket admits one person, so your brother will need a ticket of his own; there is "
    "currently 1 place left out of 12.\n\nYour ticket includes morning tea and a printed workbook.\n\nSee you at "
    "the Smith Street Mall Community Rooms at 10 am on Saturday.\n\nWarm wishes,\nNorthern Light Coaching",
    [S("Each ticket admits one person"), S("1 place left out of 12"),
     S("includes morning tea and a printed workbook"), S("Smith Street Mall Community Rooms at 10 am on Saturday"),
     N("Warm wishes")],
    notes="Policy and invitees_counter (limit 12, active 11); location and start time from SE-WS0829.",
    incl=["1 place left", "10 am"])
add("group-workshop", D22, Q25, E25, NOW25,
    "Hi Nalini, as you've added your brother as a guest on your booking, he's covered by your ticket. Morning tea "
    "is included, and the workshop starts at 10:00 AM on Saturday 29 August.",
    [C("he's covered by your ticket", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("Morning tea is included"),
     S("starts at 10:00 AM on Saturday 29 August")],
    errors=["condition_unmet"],
    notes="The policy says guests added to a booking need their own ticket; the payment terms are 'One ticket'.",
    excl=["covered by your ticket"])
add("group-workshop", D22, Q25, E25, NOW25,
    "Hi Nalini, your brother is welcome to buy his own A$85 ticket; there are 3 places left. The workshop runs "
    "from 10:00 AM to 1:00 PM on Saturday, with morning tea included.",
    [S("buy his own A$85 ticket"), C("there are 3 places left", "VALUE_MISMATCH"),
     C("from 10:00 AM to 1:00 PM", *TIME), S("with morning tea included")],
    errors=["wrong_arithmetic", "wrong_time"],
    notes="limit 12 minus 11 active invitees leaves 1 place; the event ends 02:30Z = 12:00 PM Darwin "
          "(duration 120).",
    excl=["3 places left", "to 1:00 PM"])
rep(25, "group-workshop", D22, Q25, E25, NOW25,
    "Hi Nalini, your ticket admits one person, so your brother would need his own A$85 ticket. Tickets aren't "
    "refundable, but you can transfer one to a friend up to 24 hours before the start. Morning tea is included.",
    [S("your ticket admits one person"), S("his own A$85 ticket"), S("Tickets aren't refundable"),
     C("up to 24 hours before the start", *POL), S("Morning tea is included")],
    ["wrong_period"],
    "The workshop policy allows transfers up to 48 hours before the start.",
    ["up to 24 hours before"], ["48 hours|forty-eight hours", "A$85"])


if __name__ == "__main__":
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    from collections import Counter
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print("cases", len(CASES), "correct", ok, "wrong", len(CASES) - ok, "repair", len(REPAIRS))
    print("errors in cases", sum(errs.values()), dict(sorted(errs.items())))
    print("errors in repair", dict(sorted(rerrs.items())))
