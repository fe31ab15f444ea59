"""Writer w63: builds cases.jsonl and repair.jsonl for corpus/w63.

Every scenario, record, policy and draft below is written by hand. The helpers only turn
readable dates/times into the CDC wire forms (days since epoch, epoch microseconds / ms)
and wrap a row image pair in a Debezium-like envelope.
"""
import json, datetime as dt, os, re

EAT = dt.timezone(dt.timedelta(hours=3))   # Africa/Dar_es_Salaam, no DST
HERE = os.path.dirname(os.path.abspath(__file__))
CASES, REPAIRS = [], []
API = ("change-data-capture events (Debezium-like envelopes: before/after row images, op c/u/d/r, ts_ms, "
       "source{table,db,lsn}; DATE as epoch days, TIMESTAMP as epoch microseconds, DECIMAL as strings, booleans 0/1)")


def d(s):
    """DATE column: days since 1970-01-01."""
    return (dt.date.fromisoformat(s) - dt.date(1970, 1, 1)).days


def us(s):
    """TIMESTAMP column: microseconds since the epoch, s given as local EAT 'YYYY-MM-DD HH:MM'."""
    t = dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=EAT)
    return int(t.timestamp()) * 1_000_000


def ms(s):
    t = dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=EAT)
    return int(t.timestamp()) * 1000


def env(eid, db, table, op, before, after, at, lsn, tool="cdc:read_changes"):
    return {"id": eid, "kind": "record", "source": tool,
            "fields": {"before": before, "after": after, "op": op, "ts_ms": ms(at),
                       "source": {"table": table, "db": db, "lsn": lsn}}}


def pol(eid, text, rev=None):
    e = {"id": eid, "kind": "policy", "text": text}
    if rev:
        e["revision"] = rev
    return e


def kb(eid, text):
    return {"id": eid, "kind": "passage", "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def now(s):
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=EAT).isoformat()


S = ("supported",)


def p(contains, verdicts=S, reasons=None):
    if isinstance(verdicts, str):
        verdicts = (verdicts,)
    q = {"contains": contains, "verdict_in": list(verdicts)}
    if reasons:
        q["reason_in"] = list(reasons)
    return q


def ok(c):            # supported
    return p(c)


def na(c):            # courtesy
    return p(c, "not_applicable")


def con(c, *reasons):
    return p(c, "contradicted", reasons)


def ins(c, *reasons):
    return p(c, "insufficient_evidence", reasons or ("CLAIM_WITHOUT_TOOL_EVIDENCE",))


def either(c, *reasons):
    return p(c, ("contradicted", "insufficient_evidence"), reasons)


def add(num, scen, domain, question, draft, evidence, probes, *, errors=(), notes="", includes=(),
        excludes=(), when=None, repair=False):
    cid = (f"w63-r{num:02d}-{scen}" if repair else
           f"w63-{num:03d}-{scen}" + (f"-{errors[0].replace('_', '-')}" if errors else ""))
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if when:
        case["now"] = now(when)
    for pr in probes:
        n = draft.count(pr["contains"])
        assert n == 1, (cid, pr["contains"], n)
    for x in excludes:
        assert x in draft, (cid, "exclude not in draft", x)
    if repair:
        outcome = ["repaired"]
        assert errors and len(errors) <= 2, cid
        assert any(not any(a in draft for a in inc.split("|")) for inc in includes), (cid, "no correction")
    elif errors:
        outcome = None
    else:
        outcome = ["sent"]
        assert not excludes
        for inc in includes:
            assert any(a in draft for a in inc.split("|")), (cid, inc)
    nbad = sum(1 for pr in probes if pr["verdict_in"] != ["supported"] and pr["verdict_in"] != ["not_applicable"])
    assert nbad == len(errors), (cid, nbad, len(errors))
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), cid
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": list(excludes),
                       "final_includes": list(includes)},
            "meta": {"writer": "w63", "domain": domain, "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


def C(scen, domain, question, draft, evidence, probes, **kw):
    add(len(CASES) + 1, scen, domain, question, draft, evidence, probes, **kw)


def R(scen, domain, question, draft, evidence, probes, **kw):
    add(len(REPAIRS) + 1, scen, domain, question, draft, evidence, probes, repair=True, **kw)


# =====================================================================================
# POTTERY STUDIO: Udongo Clay Studio, Masaki (db udongo_prod)
# =====================================================================================
POT = "pottery studio"

# ---- P1 wheel-course balance --------------------------------------------------------
sc = "wheel-course-balance"
q = "Hi! When does my wheel course start and what do I still owe?"
ev = [
    env("cdc#course_enrolments:UCS-EN-4471@lsn88120", "udongo_prod", "course_enrolments", "u",
        {"enrolment_id": "UCS-EN-4471", "student_name": "Neema Kileo", "course_code": "WHEEL-6WK-JUN",
         "status": "DEPOSIT_PENDING", "fee_total": "280000.00", "deposit_paid": "0.00",
         "start_date": d("2026-06-17"), "first_session_at": us("2026-06-17 18:00"), "sessions": 6,
         "balance_due_date": d("2026-06-10"), "clay_kg_included": 10, "payment_channel": None},
        {"enrolment_id": "UCS-EN-4471", "student_name": "Neema Kileo", "course_code": "WHEEL-6WK-JUN",
         "status": "DEPOSIT_PAID", "fee_total": "280000.00", "deposit_paid": "100000.00",
         "start_date": d("2026-06-17"), "first_session_at": us("2026-06-17 18:00"), "sessions": 6,
         "balance_due_date": d("2026-06-10"), "clay_kg_included": 10, "payment_channel": "MPESA"},
        "2026-05-28 14:02", "0/1A7F3C8"),
    env("cdc#course_enrolments:UCS-EN-4102@lsn71544", "udongo_prod", "course_enrolments", "u",
        {"enrolment_id": "UCS-EN-4102", "student_name": "Neema Kileo", "course_code": "HANDBUILD-WKND-MAY",
         "status": "CONFIRMED", "fee_total": "150000.00", "deposit_paid": "150000.00",
         "start_date": d("2026-05-09"), "first_session_at": us("2026-05-09 10:00"), "sessions": 2},
        {"enrolment_id": "UCS-EN-4102", "student_name": "Neema Kileo", "course_code": "HANDBUILD-WKND-MAY",
         "status": "CANCELLED", "fee_total": "150000.00", "deposit_paid": "150000.00",
         "start_date": d("2026-05-09"), "first_session_at": us("2026-05-09 10:00"), "sessions": 2},
        "2026-04-30 09:41", "0/19B2210"),
    {"id": "course_catalogue#WHEEL-6WK-JUN", "kind": "record", "source": "tool:get_course",
     "fields": {"course_code": "WHEEL-6WK-JUN", "title": "Six-week wheel throwing", "weekday": "WEDNESDAY",
                "session_length": "PT2H30M", "tutor": "Baraka Mushi", "room": "WHEEL_ROOM_B"}},
    pol("policy#courses-payments", "Course places are held once the deposit is received. Deposits are not "
        "refundable, but they can be moved to a later course once. The balance is due no later than 7 days "
        "before the first session; unpaid places are released to the waitlist. Each wheel course includes "
        "10 kg of stoneware clay and the glaze firing of up to 8 pieces.", "2026-03"),
]
C(sc, POT, q, "Hi Neema, your six-week wheel throwing course starts on Wednesday 17/06 at 6:00 PM. You've paid "
  "the TSh 100,000 deposit, so TSh 180,000 remains, due by 10/06. See you at the wheel!", ev,
  [ok("starts on Wednesday 17/06"), ok("at 6:00 PM"), ok("paid the TSh 100,000 deposit"), ok("TSh 180,000 remains"),
   ok("due by 10/06"), na("See you at the wheel!")],
  includes=["180,000", "6:00 PM"], when="2026-06-05 10:15",
  notes="first_session_at 1781708400000000 us = 17/06/2026 18:00 EAT (a Wednesday); 280000.00 - 100000.00 = 180000; balance_due_date 20614 = 10/06.")
C(sc, POT, q, "Hello! Here's where things stand:\n- Course: Six-week wheel throwing, 6 sessions\n- First session: "
  "17 June, 6 PM\n- Balance: one hundred and eighty thousand shillings, due 10 June\n- 10 kg of stoneware clay "
  "is included\nHappy throwing!", ev,
  [ok("Course: Six-week wheel throwing"), ok("6 sessions"), ok("First session: 17 June, 6 PM"), ok("one hundred and eighty thousand shillings"),
   ok("due 10 June"), ok("10 kg of stoneware clay is included"), na("Happy throwing!")],
  includes=["17 June", "one hundred and eighty thousand"],
  notes="sessions 6; first_session_at 18:00 EAT 17/06; balance 280000-100000 in words; clay_kg_included 10 and the policy's last sentence.")
C(sc, POT, q, "Starts Wed 17 June, 6 PM; TSh 180,000 left to pay by Wed 10 June.", ev,
  [ok("Starts Wed 17 June, 6 PM"), ok("TSh 180,000 left to pay"), ok("by Wed 10 June")],
  includes=["TSh 180,000"],
  notes="10/06/2026 and 17/06/2026 are both Wednesdays; balance 180000 from fee_total minus deposit_paid.")
C(sc, POT, q, "Hi Neema! Your wheel course begins on Wednesday 17/06 at 3:00 PM. The balance of TSh 180,000 is "
  "due by 10/06, and your 10 kg of clay is waiting for you.", ev,
  [ok("begins on Wednesday 17/06"), con("at 3:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
   ok("balance of TSh 180,000"), ok("due by 10/06"), ok("10 kg of clay")],
  errors=["unit_conversion"], excludes=["at 3:00 PM"],
  notes="first_session_at 1781708400000000 us is 15:00 UTC = 6:00 PM EAT; the draft gives the UTC hour as local time.")
C(sc, POT, q, "Hi Neema, lovely to hear from you. Your wheel course fee is TSh 150,000, and your deposit of "
  "TSh 100,000 is in. The rest is due three days before your first session.", ev,
  [con("fee is TSh 150,000", "AMOUNT_MISMATCH"), ok("deposit of TSh 100,000 is in"),
   con("due three days before your first session", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
  errors=["other_record_value", "wrong_policy_condition"],
  excludes=["TSh 150,000", "three days before your first session"],
  notes="150000.00 is the fee of the cancelled handbuilding enrolment UCS-EN-4102; the wheel course fee_total is 280000.00. Policy: balance due 7 days before the first session.")
C(sc, POT, q, "Hi Neema! Your wheel course starts Wednesday 17/06 at 6 PM in Wheel Room A, with Baraka Mushi "
  "teaching. Each session runs two and a half hours.", ev,
  [ok("starts Wednesday 17/06 at 6 PM"), con("in Wheel Room A", "VALUE_MISMATCH"), ok("with Baraka Mushi teaching"),
   ok("two and a half hours")],
  errors=["wrong_value"], excludes=["Wheel Room A"],
  notes="Catalogue room is WHEEL_ROOM_B; tutor Baraka Mushi and session_length PT2H30M are right.")
R(sc, POT, q, "Hi Neema! Your wheel course starts on 17/06 at 6 PM, and after your deposit TSh 200,000 is still "
  "to pay, due by 10/06.", ev,
  [ok("starts on 17/06 at 6 PM"), con("TSh 200,000 is still", "AMOUNT_MISMATCH"), ok("due by 10/06")],
  errors=["wrong_arithmetic"], excludes=["TSh 200,000"], includes=["180,000|180000", "17/06|17 June"],
  notes="280000.00 - 100000.00 = 180000, not 200000; start and due date are right.")

# ---- P2 kiln firing pickup --------------------------------------------------------
sc = "kiln-pickup"
q = "Are my glazed mugs out of the kiln yet? When can I grab them?"
ev = [
    env("cdc#firing_jobs:FJ-2209@lsn90311", "udongo_prod", "firing_jobs", "u",
        {"job_id": "FJ-2209", "owner_name": "Juma Mrisho", "firing_type": "GLAZE_CONE6", "pieces": 4,
         "status": "IN_KILN", "ready_at": None, "shelf_code": None, "collect_by": None,
         "firing_fee": "24000.00", "fee_paid": 1},
        {"job_id": "FJ-2209", "owner_name": "Juma Mrisho", "firing_type": "GLAZE_CONE6", "pieces": 4,
         "status": "READY_FOR_PICKUP", "ready_at": us("2026-06-11 16:30"), "shelf_code": "SHELF_C3",
         "collect_by": d("2026-07-11"), "firing_fee": "24000.00", "fee_paid": 1},
        "2026-06-11 16:31", "0/1C0D5E0"),
    env("cdc#firing_jobs:FJ-2231@lsn90017", "udongo_prod", "firing_jobs", "c", None,
        {"job_id": "FJ-2231", "owner_name": "Juma Mrisho", "firing_type": "BISQUE_CONE04", "pieces": 2,
         "status": "QUEUED", "ready_at": None, "est_ready_date": d("2026-06-19"), "shelf_code": None,
         "firing_fee": "8000.00", "fee_paid": 0},
        "2026-06-10 11:05", "0/1C0A118"),
    pol("policy#collection", "Finished pieces are kept on the collection shelves for 30 days after they are "
        "ready. After that a storage fee of TSh 5,000 per week applies, and after 60 days unclaimed work is "
        "recycled. Collection is during opening hours, Tuesday to Sunday, 10 AM to 7 PM. Glaze firing is "
        "charged per piece when the firing is booked.", "v4"),
]
C(sc, POT, q, "Good news, Juma: all 4 of your glazed pieces have been ready since 11/06 at 4:30 PM. They're on "
  "shelf C3, and you can collect any day Tuesday to Sunday, 10 AM to 7 PM. Please pick them up by 11/07.", ev,
  [ok("all 4 of your glazed pieces"), ok("ready since 11/06 at 4:30 PM"), ok("on shelf C3"),
   ok("Tuesday to Sunday, 10 AM to 7 PM"), ok("pick them up by 11/07")],
  includes=["4:30 PM", "11/07"],
  notes="FJ-2209 after image: pieces 4, READY_FOR_PICKUP, ready_at 13:30 UTC = 4:30 PM EAT, shelf_code SHELF_C3, collect_by 20645 = 11/07/2026; hours from the policy.")
C(sc, POT, q, "Yes! Your mugs are ready for pickup, so you can swing by today until 7 PM. The glaze firing "
  "was already paid, so there's nothing to settle. We hold finished work on the shelf for 30 days.", ev,
  [ok("Your mugs are ready for pickup"), ok("swing by today until 7 PM"), ok("glaze firing was already paid"),
   ok("nothing to settle"), ok("for 30 days")],
  includes=["7 PM", "30 days"], when="2026-06-12 09:00",
  notes="now is Friday 12/06, inside Tuesday-Sunday 10 AM-7 PM; fee_paid 1 on FJ-2209 (the unpaid 8000.00 belongs to bisque job FJ-2231, which is not ready); 30 days from the policy.")
C(sc, POT, q, "Hi Juma, your glaze job FJ-2209 is out of the kiln: four pieces, shelf C3. Your two bisque pieces "
  "(FJ-2231) are still queued, expected around 19/06.", ev,
  [ok("glaze job FJ-2209 is out of the kiln"), ok("four pieces, shelf C3"), ok("are still queued"),
   ok("expected around 19/06")],
  includes=["FJ-2209", "19/06"],
  notes="Both jobs described under their own ids: FJ-2209 READY_FOR_PICKUP with 4 pieces; FJ-2231 QUEUED with est_ready_date 20623 = 19/06.")
C(sc, POT, q, "Hi Juma! Your 4 pieces are still in the queue for the glaze kiln and should be ready around "
  "19/06. We keep finished work for 30 days once it's ready.", ev,
  [ok("Your 4 pieces"), con("still in the queue for the glaze kiln", "RECORD_STATE_MISMATCH"),
   con("ready around 19/06", "DATE_MISMATCH"), ok("We keep finished work for 30 days")],
  errors=["other_record_value", "other_record_value"],
  excludes=["still in the queue for the glaze kiln", "ready around 19/06"],
  notes="QUEUED and est_ready_date 19/06 belong to bisque job FJ-2231; the glaze job FJ-2209 is READY_FOR_PICKUP since 11/06.")
C(sc, POT, q, "Your mugs are ready, Juma, on shelf C3 since 11/06. We hold finished pieces for 60 days with no "
  "charge, and we can drop them at your home for free if that's easier.", ev,
  [ok("on shelf C3 since 11/06"), con("for 60 days with no charge", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
   p("drop them at your home for free", "insufficient_evidence", ("NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"))],
  errors=["wrong_policy_condition", "invented_promise"],
  excludes=["for 60 days with no charge", "drop them at your home for free"],
  notes="Policy: free for 30 days, then TSh 5,000/week, recycled after 60 days. Nothing offers home delivery.")
R(sc, POT, q, "Hi Juma, your 4 glazed pieces have been ready since 11/06 at 1:30 PM and are waiting on shelf C3. "
  "Please collect them by 11/07.", ev,
  [con("since 11/06 at 1:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), ok("waiting on shelf C3"), ok("collect them by 11/07")],
  errors=["unit_conversion"], excludes=["1:30 PM"], includes=["4:30 PM|4:30 pm|4:30pm|16:30", "shelf C3|C3"],
  notes="ready_at is 13:30 UTC = 4:30 PM in Dar es Salaam; the draft reads the UTC hour as local.")

# ---- P3 membership freeze (refused extension) ----------------------------------------
sc = "membership-freeze"
q = "I'm travelling longer than planned. Can you extend my studio freeze to the end of August?"
ev = [
    env("cdc#memberships:UCS-M-0388@lsn85002", "udongo_prod", "memberships", "u",
        {"membership_id": "UCS-M-0388", "member_name": "Asha Lyimo", "plan_code": "OPEN_STUDIO_MONTHLY",
         "status": "ACTIVE", "freeze_start": None, "frozen_until": None, "monthly_fee": "95000.00",
         "next_billing_date": d("2026-06-01"), "freeze_days_used_ytd": 0},
        {"membership_id": "UCS-M-0388", "member_name": "Asha Lyimo", "plan_code": "OPEN_STUDIO_MONTHLY",
         "status": "FROZEN", "freeze_start": d("2026-06-01"), "frozen_until": d("2026-06-30"),
         "monthly_fee": "95000.00", "next_billing_date": d("2026-07-01"), "freeze_days_used_ytd": 30},
        "2026-05-22 12:10", "0/1B44F90"),
    refused("call#extend_membership_freeze-1", "extend_membership_freeze", "DENY",
            {"membership_id": "UCS-M-0388", "frozen_until": d("2026-08-31"), "reason_code": "TRAVEL"}),
    pol("policy#membership-freeze", "Open-studio members may freeze their membership for up to 60 days in a "
        "calendar year, in blocks of at least 2 weeks. A freeze must be requested at least 7 days before it "
        "starts. No monthly fee is charged while a membership is frozen, but shelf space is released after 14 "
        "days of freeze. Freezes beyond 60 days in a year need a studio manager's approval.", "2026-01"),
]
C(sc, POT, q, "Hi Asha, I'm sorry, I couldn't extend the freeze to 31/08, because freezes over 60 days a year "
  "need a manager's approval. Your membership stays frozen until 30/06, and billing resumes on 01/07 at TSh 95,000.", ev,
  [ok("couldn't extend the freeze to 31/08"), ok("need a manager's approval"), ok("stays frozen until 30/06"),
   ok("billing resumes on 01/07"), ok("at TSh 95,000")],
  includes=["30/06", "95,000"],
  notes="extend_membership_freeze was DENIED; after image: FROZEN, frozen_until 20634 = 30/06, next_billing_date 20635 = 01/07, monthly_fee 95000.00; policy's last sentence on >60 days.")
C(sc, POT, q, "Dear Asha,\n\nThank you for letting us know about your travels. The extension to the end of August "
  "was not approved, as freezes are capped at 60 days per calendar year without a manager's sign-off. Your "
  "current freeze runs to 30 June.\n\nWarm wishes,\nThe Udongo team", ev,
  [na("Thank you for letting us know about your travels."), ok("was not approved"),
   ok("capped at 60 days per calendar year"), ok("runs to 30 June")],
  includes=["30 June", "60 days"],
  notes="The refused call is reported as not done; 60-day cap paraphrased from policy; frozen_until 30/06.")
C(sc, POT, q, "Hi Asha! Sadly the extension didn't go through. You're frozen until the 30th of June, with no fee "
  "while frozen; after that the monthly TSh 95,000 picks up again on the 1st of July.", ev,
  [ok("the extension didn't go through"), ok("frozen until the 30th of June"), ok("no fee while frozen"),
   ok("monthly TSh 95,000 picks up again on the 1st of July")],
  includes=["30th of June", "95,000"],
  notes="DENY on the extension; frozen_until 30/06; policy: no monthly fee while frozen; next_billing_date 01/07, monthly_fee 95000.00.")
C(sc, POT, q, "Hi Asha! All done: your freeze now runs until 31/08, and you won't be billed again until "
  "September. Safe travels!", ev,
  [con("your freeze now runs until 31/08", "NOT_EXECUTED"),
   con("won't be billed again until September", "DATE_MISMATCH", "NOT_EXECUTED"), na("Safe travels!")],
  errors=["refused_call_effect", "wrong_date"],
  excludes=["freeze now runs until 31/08", "until September"],
  notes="extend_membership_freeze was DENIED; frozen_until is still 30/06 and next_billing_date 01/07.")
C(sc, POT, q, "Hi Asha, the extension couldn't go through automatically, sorry. Just so you know, a freeze can be "
  "requested with 2 days' notice, and your shelf space is kept for the whole freeze.", ev,
  [ok("the extension couldn't go through automatically"),
   con("requested with 2 days' notice", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
   con("your shelf space is kept for the whole freeze", "NLI_CONTRADICTION")],
  errors=["wrong_policy_condition", "wrong_policy_condition"],
  excludes=["2 days' notice", "kept for the whole freeze"],
  notes="Policy: at least 7 days' notice; shelf space is released after 14 days of freeze.")
R(sc, POT, q, "Hi Asha, I wasn't able to extend your freeze to 31/08, as that would take you past 60 days this year. "
  "Your membership is currently active, with the next billing on 01/07.", ev,
  [ok("wasn't able to extend your freeze to 31/08"), ok("past 60 days this year"),
   con("Your membership is currently active", "RECORD_STATE_MISMATCH"), ok("next billing on 01/07")],
  errors=["stale_value"], excludes=["currently active"], includes=["frozen|on hold|paused", "01/07|1 July|1st of July"],
  notes="ACTIVE is the before image; the current after image says FROZEN until 30/06.")

# ---- P4 studio-cancelled class refund --------------------------------------------------
sc = "cancelled-class-refund"
q = "Got a message that Saturday's couples class is off. What happens to my money?"
bk_before = {"booking_id": "UCS-BK-7719", "customer_name": "Daudi Shirima", "class_title": "Date-night couples wheel",
             "class_at": us("2026-06-13 19:00"), "seats": 2, "price_per_seat": "45000.00", "total_paid": "90000.00",
             "status": "CONFIRMED", "cancel_reason": None}
bk_after = dict(bk_before, status="CANCELLED_BY_STUDIO", cancel_reason="TUTOR_ILL")
ev = [
    env("cdc#class_bookings:UCS-BK-7719@lsn91870", "udongo_prod", "class_bookings", "u", bk_before, bk_after,
        "2026-06-12 08:05", "0/1C1F002"),
    env("cdc#refunds:RF-5530@lsn91874", "udongo_prod", "refunds", "c", None,
        {"refund_id": "RF-5530", "booking_id": "UCS-BK-7719", "amount": "80000.00", "status": "QUOTED",
         "basis": "CUSTOMER_LATE_CANCEL_LESS_FEE", "channel": "MPESA", "mpesa_last4": "3308", "processed_at": None},
        "2026-06-12 08:07", "0/1C1F0A8"),
    env("cdc#refunds:RF-5530@lsn91990", "udongo_prod", "refunds", "u",
        {"refund_id": "RF-5530", "booking_id": "UCS-BK-7719", "amount": "80000.00", "status": "QUOTED",
         "basis": "CUSTOMER_LATE_CANCEL_LESS_FEE", "channel": "MPESA", "mpesa_last4": "3308", "processed_at": None},
        {"refund_id": "RF-5530", "booking_id": "UCS-BK-7719", "amount": "90000.00", "status": "PROCESSED",
         "basis": "STUDIO_CANCELLATION_FULL", "channel": "MPESA", "mpesa_last4": "3308",
         "processed_at": us("2026-06-12 11:20")},
        "2026-06-12 11:20", "0/1C20B3C"),
    pol("policy#cancellations", "When a customer cancels less than 48 hours before a class, a 10% booking fee is "
        "kept. If the studio cancels a class, you get a full refund or a free move to another date, whichever "
        "you prefer. Refunds go back to the M-Pesa number or card you paid with within 3 business days.", "v6"),
]
C(sc, POT, q, "Hi Daudi, so sorry: our tutor is unwell and the couples class on 13/06 had to be cancelled. Your "
  "full TSh 90,000 was refunded to your M-Pesa ending 3308 today at 11:20 AM.", ev,
  [ok("our tutor is unwell"), ok("the couples class on 13/06 had to be cancelled"), ok("full TSh 90,000 was refunded"),
   ok("M-Pesa ending 3308"), ok("today at 11:20 AM")],
  includes=["90,000", "3308"], when="2026-06-12 15:00",
  notes="cancel_reason TUTOR_ILL, status CANCELLED_BY_STUDIO; refund RF-5530 latest image amount 90000.00 PROCESSED at 08:20 UTC = 11:20 AM EAT on 12/06 (= now's date).")
C(sc, POT, q, "Sorry about the cancellation! Here's your refund:\n• Amount: TSh 90,000 (2 seats × TSh 45,000)\n"
  "• Status: processed\n• Paid back to your M-Pesa\nIf you'd rather have moved to another date, that's always "
  "free when we cancel.", ev,
  [ok("Amount: TSh 90,000"), ok("2 seats × TSh 45,000"), ok("Status: processed"), ok("Paid back to your M-Pesa"),
   ok("that's always free when we cancel")],
  includes=["TSh 90,000"],
  notes="seats 2 x price_per_seat 45000.00 = total_paid 90000.00 = refund amount; PROCESSED via MPESA; the policy offers a free move when the studio cancels.")
C(sc, POT, q, "Hi Daudi, sorry the class was called off. A refund of TSh 80,000 has been processed to your M-Pesa.", ev,
  [ok("the class was called off"), con("refund of TSh 80,000", "AMOUNT_MISMATCH"), ok("processed to your M-Pesa")],
  errors=["stale_value"], excludes=["TSh 80,000"],
  notes="80000.00 was the first QUOTED image of RF-5530 (late-cancel basis); it was updated to 90000.00 PROCESSED.")
C(sc, POT, q, "Saturday's 7:00 PM class was cancelled on our side. Since it was less than 48 hours before the "
  "class, we kept the 10% booking fee, and your refund went back to your M-Pesa. Refunds usually land within 10 "
  "business days.", ev,
  [ok("Saturday's 7:00 PM class was cancelled on our side"),
   con("we kept the 10% booking fee", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
   ok("your refund went back to your M-Pesa"), con("within 10 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
  errors=["condition_unmet", "wrong_policy_condition"],
  excludes=["we kept the 10% booking fee", "within 10 business days"],
  notes="The 10% fee applies only when the customer cancels late; the studio cancelled and refunded the full 90000.00. Policy: 3 business days.")
R(sc, POT, q, "Hi Daudi, sorry Saturday's class was cancelled. We've refunded TSh 45,000 to your M-Pesa, and it "
  "should show within 3 business days.", ev,
  [ok("Saturday's class was cancelled"), con("refunded TSh 45,000", "AMOUNT_MISMATCH"), ok("within 3 business days")],
  errors=["wrong_role"], excludes=["TSh 45,000"], includes=["90,000|90000", "3 business days|three business days"],
  notes="45000.00 is price_per_seat; the refund amount is 90000.00 for 2 seats.")

# =====================================================================================
# GLASS-BLOWING CLASSES: Moto Glass Works, Msasani (db motoglass)
# =====================================================================================
GLS = "glass-blowing classes"

# ---- G1 taster booking for two -----------------------------------------------------
sc = "taster-for-two"
q = "Can you confirm our taster booking for me and my friend? Anything we should bring or wear?"
b1 = {"booking_ref": "MG-TS-3021", "customer_name": "Rehema Mfinanga", "session_code": "TASTER_PAPERWEIGHT",
      "session_start": us("2026-06-27 14:00"), "session_length": "P0Y0M0DT2H0M0S", "workshop": "HOT_SHOP_1",
      "participants": 1, "price_per_person": "150000.00", "total": "150000.00", "amount_paid": "150000.00",
      "status": "CONFIRMED", "min_age": 16}
b2 = dict(b1, participants=2, total="300000.00", amount_paid="300000.00")
ev = [
    env("cdc#bookings:MG-TS-3021@lsn4410", "motoglass", "bookings", "c", None, b1, "2026-06-15 18:22", "0/44A1D0"),
    env("cdc#bookings:MG-TS-3021@lsn4688", "motoglass", "bookings", "u", b1, b2, "2026-06-18 09:47", "0/46F3B8"),
    pol("policy#hot-shop-safety", "Wear closed-toe leather or canvas shoes and natural-fibre clothing; synthetic "
        "fabrics can melt near the furnace. Long hair must be tied back. Participants must be 16 or older, and "
        "under-18s need a form signed by a guardian. Please arrive 15 minutes early for the safety briefing. "
        "Each taster participant makes one paperweight, ready to collect after 48 hours of annealing.", "v3"),
]
C(sc, GLS, q, "Hi Rehema! You and your friend are confirmed for the paperweight taster on Saturday 27/06 at "
  "2:00 PM, two hours in Hot Shop 1. Please wear closed-toe shoes and natural-fibre clothes, tie long hair back, "
  "and come 15 minutes early for the safety briefing.", ev,
  [ok("You and your friend are confirmed"), ok("Saturday 27/06 at 2:00 PM"), ok("two hours in Hot Shop 1"),
   ok("closed-toe shoes and natural-fibre clothes"), ok("tie long hair back"), ok("15 minutes early for the safety briefing")],
  includes=["27/06", "2:00 PM"],
  notes="Latest image: participants 2, CONFIRMED, session_start 11:00 UTC = 2:00 PM EAT Saturday 27/06, session_length 2 hours, HOT_SHOP_1; dress and arrival rules from the safety policy.")
C(sc, GLS, q, "Confirmed for 2 people, fully paid (TSh 300,000). See you this Saturday at 2 PM! Each of you will "
  "take home a paperweight, once it has annealed for 48 hours.", ev,
  [ok("Confirmed for 2 people"), ok("fully paid (TSh 300,000)"), ok("this Saturday at 2 PM"),
   ok("Each of you will take home a paperweight"), ok("annealed for 48 hours")],
  includes=["TSh 300,000", "48 hours"], when="2026-06-22 10:00",
  notes="now Monday 22/06, so this Saturday is 27/06; amount_paid 300000.00 = total; policy: one paperweight each, 48 hours of annealing.")
C(sc, GLS, q, "Your booking MG-TS-3021 has been confirmed for two, and the full three hundred thousand shillings "
  "has been received. Synthetic fabrics should be avoided, as they can melt near the furnace.", ev,
  [ok("has been confirmed for two"), ok("three hundred thousand shillings has been received"),
   ok("Synthetic fabrics should be avoided")],
  includes=["MG-TS-3021", "three hundred thousand"],
  notes="booking_ref MG-TS-3021, participants 2, amount_paid 300000.00; policy on synthetic fabrics.")
C(sc, GLS, q, "Hi Rehema, your taster on 27/06 at 2 PM is confirmed for one person, and TSh 150,000 has been paid. "
  "Wear closed-toe shoes on the day!", ev,
  [ok("your taster on 27/06 at 2 PM"), con("confirmed for one person", "VALUE_MISMATCH"),
   con("TSh 150,000 has been paid", "AMOUNT_MISMATCH"), ok("Wear closed-toe shoes")],
  errors=["stale_value", "stale_value"], excludes=["confirmed for one person", "TSh 150,000 has been paid"],
  notes="participants 1 / amount_paid 150000.00 are the create image; the later update has participants 2 and 300000.00 paid.")
C(sc, GLS, q, "Confirmed for two on 27/06 at 11:00 AM! Anyone from age 12 can take part, and please arrive 15 "
  "minutes early for the briefing.", ev,
  [ok("Confirmed for two on 27/06"), con("at 11:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
   con("Anyone from age 12 can take part", "NLI_CONTRADICTION", "VALUE_MISMATCH"), ok("arrive 15 minutes early")],
  errors=["unit_conversion", "wrong_policy_condition"], excludes=["at 11:00 AM", "from age 12"],
  notes="session_start is 11:00 UTC = 2:00 PM EAT; min_age 16 in the record and the policy.")
R(sc, GLS, q, "Hi Rehema, you're both confirmed for Saturday 27/06 at 2:00 PM. Your paperweights can be collected "
  "24 hours after the session, once they've cooled in the annealer.", ev,
  [ok("you're both confirmed for Saturday 27/06 at 2:00 PM"), con("collected 24 hours after the session", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
  errors=["wrong_period"], excludes=["24 hours after"], includes=["48 hours|48 hrs|two days|2 days", "2:00 PM|2 PM|27/06"],
  notes="Policy: paperweights are ready after 48 hours of annealing.")

# ---- G2 reschedule ----------------------------------------------------------------
sc = "weekend-reschedule"
q = "Did my move to the 18th go through? Is there any fee?"
b1 = {"booking_ref": "MG-WK-1187", "customer_name": "Khamisi Ngowi", "course_code": "TUMBLER_WEEKEND",
      "class_date": d("2026-07-04"), "start_at": us("2026-07-04 09:30"), "price": "420000.00",
      "status": "CONFIRMED", "reschedule_count": 0, "reschedule_fee": "0.00"}
b2 = dict(b1, class_date=d("2026-07-18"), start_at=us("2026-07-18 09:30"), status="RESCHEDULED", reschedule_count=1)
ev = [
    env("cdc#bookings:MG-WK-1187@lsn5120", "motoglass", "bookings", "u", b1, b2, "2026-06-29 16:12", "0/5203A0"),
    env("cdc#reschedule_requests:RQ-88@lsn5118", "motoglass", "reschedule_requests", "c", None,
        {"request_id": "RQ-88", "booking_ref": "MG-WK-1187", "requested_at": us("2026-06-29 16:10"),
         "hours_notice": 113, "fee_waived": 1, "fee_amount": "0.00"}, "2026-06-29 16:10", "0/5201F8"),
    pol("policy#rescheduling", "Classes can be moved up to 8 weeks ahead; after that a new booking is needed. You "
        "can move a booking once free of charge if you tell us at least 72 hours before the class starts. Later "
        "moves, or a second move, cost TSh 40,000. There are no refunds for no-shows.", "2025-11"),
]
C(sc, GLS, q, "Hi Khamisi, yes, your tumbler weekend has moved to Saturday 18/07, starting at 9:30 AM. As you gave "
  "us more than 72 hours' notice, there was no fee.", ev,
  [ok("has moved to Saturday 18/07"), ok("starting at 9:30 AM"), ok("more than 72 hours' notice"), ok("there was no fee")],
  includes=["18/07", "9:30 AM"],
  notes="After image: class_date 20652 = Saturday 18/07, start_at 06:30 UTC = 9:30 AM EAT; RQ-88 hours_notice 113, fee_waived 1, fee 0.00.")
C(sc, GLS, q, "All set! New date: 18 July, 9:30 AM (was 4 July). Fee: TSh 0. Just a heads-up: this was your free "
  "move, so another change would cost TSh 40,000.", ev,
  [ok("New date: 18 July, 9:30 AM"), ok("(was 4 July)"), ok("Fee: TSh 0"), ok("this was your free move"),
   ok("another change would cost TSh 40,000")],
  includes=["18 July", "40,000"],
  notes="before image class_date 4/07, after 18/07; reschedule_count now 1; policy: one free move, a second costs TSh 40,000.")
C(sc, GLS, q, "Hi Khamisi! You're booked for Saturday 4/07 at 9:30 AM, and the move didn't cost anything.", ev,
  [con("Saturday 4/07", "DATE_MISMATCH"), ok("at 9:30 AM"), ok("the move didn't cost anything")],
  errors=["stale_value"], excludes=["Saturday 4/07"],
  notes="4/07 is the before image; the booking now sits on 18/07. fee_amount 0.00.")
C(sc, GLS, q, "Your class is now on 18/07 at 9:30 AM, free of charge. If anything changes again you can move it once "
  "more for free with 72 hours' notice, and classes can go up to 12 weeks ahead.", ev,
  [ok("now on 18/07 at 9:30 AM"), ok("free of charge"),
   con("move it once more for free", "NLI_CONTRADICTION"), con("up to 12 weeks ahead", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
  errors=["wrong_policy_condition", "wrong_period"], excludes=["move it once more for free", "12 weeks ahead"],
  notes="Policy: only one free move (a second costs TSh 40,000); moves up to 8 weeks ahead.")
R(sc, GLS, q, "Hi Khamisi, your booking is now on Sunday 18/07 at 9:30 AM, and no fee was charged.", ev,
  [con("Sunday 18/07", "DATE_MISMATCH"), ok("at 9:30 AM"), ok("no fee was charged")],
  errors=["wrong_date"], excludes=["Sunday 18/07"], includes=["Saturday|Sat", "9:30 AM|9:30"],
  notes="18/07/2026 is a Saturday; everything else matches the after image and RQ-88.")

# ---- G3 vase shipping to Arusha ------------------------------------------------------
sc = "vase-shipping"
q = "Has my blue vase shipped? When will it reach Arusha?"
pc1 = {"piece_id": "MG-PC-640", "customer_name": "Salma Juma", "item_title": "Hand-blown blue vase",
       "status": "ANNEALING", "anneal_duration": "P0Y0M0DT14H0M0S", "item_price": "135000.00",
       "shipping_fee": "18000.00", "delivery_city": "Arusha", "shipped_at": None}
pc2 = dict(pc1, status="SHIPPED", shipped_at=us("2026-06-24 10:15"))
sh1 = {"shipment_id": "SHP-3310", "piece_id": "MG-PC-640", "courier_code": "DAR_EXPRESS",
       "tracking_no": "DX-77120-TZ", "status": "LABEL_CREATED", "eta_date": d("2026-06-27")}
sh2 = dict(sh1, status="IN_TRANSIT", eta_date=d("2026-06-26"))
ev = [
    env("cdc#pieces:MG-PC-640@lsn6001", "motoglass", "pieces", "u", pc1, pc2, "2026-06-24 10:15", "0/5DD040"),
    env("cdc#shipments:SHP-3310@lsn6003", "motoglass", "shipments", "c", None, sh1, "2026-06-24 10:16", "0/5DD1A8"),
    env("cdc#shipments:SHP-3310@lsn6090", "motoglass", "shipments", "u", sh1, sh2, "2026-06-24 17:40", "0/5E0C70"),
    env("cdc#pieces:MG-PC-652@lsn6010", "motoglass", "pieces", "r", None,
        {"piece_id": "MG-PC-652", "customer_name": "Salma Juma", "item_title": "Amber tumbler set (4)",
         "status": "ANNEALING", "anneal_duration": "P0Y0M0DT10H0M0S", "item_price": "96000.00",
         "shipping_fee": "18000.00", "delivery_city": "Arusha", "shipped_at": None}, "2026-06-25 06:00", "0/5DE400"),
    pol("policy#shipping-glass", "Glass is packed in double boxes and insured up to its sale price. Pieces shipped "
        "outside Dar es Salaam travel by courier and usually arrive in 2-4 business days. Breakages must be "
        "reported with photos within 48 hours of delivery.", "v2"),
]
C(sc, GLS, q, "Hi Salma! Your blue vase left us on 24/06 at 10:15 AM with Dar Express (tracking DX-77120-TZ) and is "
  "on its way to Arusha. It's due to arrive tomorrow, 26/06.", ev,
  [ok("left us on 24/06 at 10:15 AM"), ok("with Dar Express"), ok("tracking DX-77120-TZ"),
   ok("on its way to Arusha"), ok("due to arrive tomorrow, 26/06")],
  includes=["DX-77120-TZ", "26/06"], when="2026-06-25 12:00",
  notes="MG-PC-640 SHIPPED, shipped_at 07:15 UTC = 10:15 AM EAT 24/06; SHP-3310 latest IN_TRANSIT with eta_date 20630 = 26/06 = tomorrow.")
C(sc, GLS, q, "Yes: shipped yesterday and in transit now, expected Friday. It's double-boxed and insured up to its "
  "sale price, and if anything arrives broken, just send us photos within 48 hours.", ev,
  [ok("shipped yesterday"), ok("in transit now"), ok("expected Friday"),
   ok("double-boxed and insured up to its sale price"), ok("photos within 48 hours")],
  includes=["Friday", "48 hours"], when="2026-06-25 12:00",
  notes="now Thursday 25/06: shipped 24/06 = yesterday; eta 26/06 = Friday; packing, insurance and breakage rule from the policy.")
C(sc, GLS, q, "Hi Salma, your vase is still cooling in the annealer and will ship as soon as it's done. Shipping "
  "to Arusha is TSh 18,000.", ev,
  [con("still cooling in the annealer", "RECORD_STATE_MISMATCH"), ok("Shipping to Arusha is TSh 18,000")],
  errors=["stale_value"], excludes=["still cooling in the annealer"],
  notes="ANNEALING is the vase's before image (and the tumbler set's current state); the vase is now SHIPPED and IN_TRANSIT.")
C(sc, GLS, q, "Your vase, order DX-77120-TZ, shipped on 24/06 and is in transit. We also popped in the gift "
  "wrapping you asked for!", ev,
  [con("order DX-77120-TZ", "IDENTIFIER_MISMATCH"), ok("shipped on 24/06 and is in transit"),
   ins("popped in the gift wrapping you asked for")],
  errors=["wrong_role", "unrecorded_extra"], excludes=["order DX-77120-TZ", "gift wrapping"],
  notes="DX-77120-TZ is the courier tracking_no; the piece id is MG-PC-640. No record mentions gift wrapping.")
C(sc, GLS, q, "Hi Salma, your vase shipped on 24/06 and should reach Arusha by 26/06. Your total was TSh 143,000, "
  "including TSh 18,000 shipping.", ev,
  [ok("shipped on 24/06"), ok("should reach Arusha by 26/06"), con("total was TSh 143,000", "AMOUNT_MISMATCH"),
   ok("including TSh 18,000 shipping")],
  errors=["wrong_arithmetic"], excludes=["TSh 143,000"],
  notes="item_price 135000.00 + shipping_fee 18000.00 = 153000, not 143000.")
R(sc, GLS, q, "Hi Salma, your blue vase is on its way with Dar Express (tracking DX-77120-TZ) and is due in Arusha "
  "on 27/06.", ev,
  [ok("on its way with Dar Express"), ok("tracking DX-77120-TZ"), con("due in Arusha on 27/06", "DATE_MISMATCH")],
  errors=["stale_value"], excludes=["on 27/06"], includes=["26/06|26 June|Friday", "DX-77120-TZ"],
  notes="eta_date 27/06 was the LABEL_CREATED image; the IN_TRANSIT update moved it to 26/06.")

# ---- G4 gift voucher balance and extension --------------------------------------------
sc = "voucher-balance"
q = "How much is left on my voucher, and can I have more time to use it? I'm away until September."
v1 = {"voucher_code": "MGV-2K9Q", "purchaser_name": "Fatuma Said", "recipient_name": "Rashidi Said",
      "face_value": "200000.00", "redeemed_total": "0.00", "balance": "200000.00", "status": "ISSUED",
      "purchased_on": d("2025-08-15"), "expires_on": d("2026-08-15")}
v2 = dict(v1, redeemed_total="120000.00", balance="80000.00", status="PARTLY_REDEEMED")
ev = [
    env("cdc#vouchers:MGV-2K9Q@lsn3877", "motoglass", "vouchers", "u", v1, v2, "2026-05-30 15:41", "0/3BC2E8"),
    env("cdc#voucher_redemptions:RDM-551@lsn3876", "motoglass", "voucher_redemptions", "c", None,
        {"redemption_id": "RDM-551", "voucher_code": "MGV-2K9Q", "booking_ref": "MG-TS-2950",
         "amount": "120000.00", "redeemed_at": us("2026-05-30 15:40")}, "2026-05-30 15:40", "0/3BC110"),
    refused("call#extend_voucher_expiry-1", "extend_voucher_expiry", "ESCALATE",
            {"voucher_code": "MGV-2K9Q", "new_expires_on": d("2026-12-31")}),
    pol("policy#gift-vouchers", "Gift vouchers can be used across several bookings until the balance runs out. "
        "They are valid for 12 months from purchase. Vouchers cannot be exchanged for cash. Expiry extensions are "
        "decided by the studio manager case by case.", "v5"),
]
C(sc, GLS, q, "Hi Rashidi! Your voucher MGV-2K9Q has TSh 80,000 left after the TSh 120,000 you used on 30/05. It "
  "currently runs until 15/08. I've passed your extension request to our studio manager, who decides these case "
  "by case.", ev,
  [ok("has TSh 80,000 left"), ok("TSh 120,000 you used on 30/05"), ok("runs until 15/08"),
   ok("passed your extension request to our studio manager"), ok("decides these case by case")],
  includes=["80,000", "15/08"],
  notes="After image balance 80000.00, RDM-551 120000.00 on 30/05, expires_on 20680 = 15/08; extend_voucher_expiry was ESCALATED; policy last sentence.")
C(sc, GLS, q, "Balance: TSh 80,000 (of 200,000), valid to 15 August. The extension is with the manager for review.", ev,
  [ok("Balance: TSh 80,000"), ok("(of 200,000)"), ok("valid to 15 August"), ok("with the manager for review")],
  includes=["TSh 80,000", "15 August"],
  notes="face_value 200000.00, balance 80000.00, expires_on 15/08; the extension call was escalated, not done.")
C(sc, GLS, q, "Good news, I've extended your voucher to 31/12, so there's no rush. TSh 80,000 remains on it. "
  "Enjoy your trip!", ev,
  [con("I've extended your voucher to 31/12", "NOT_EXECUTED"), ok("TSh 80,000 remains"), na("Enjoy your trip!")],
  errors=["refused_call_effect"], excludes=["extended your voucher to 31/12"],
  notes="extend_voucher_expiry was ESCALATED, not executed; expires_on is still 15/08.")
C(sc, GLS, q, "Hi Rashidi, your voucher still holds TSh 200,000 and is valid to 15/08. If you can't use it in time, "
  "any unused balance can be paid out in cash.", ev,
  [con("still holds TSh 200,000", "AMOUNT_MISMATCH"), ok("valid to 15/08"),
   con("can be paid out in cash", "NLI_CONTRADICTION")],
  errors=["stale_value", "wrong_policy_condition"], excludes=["holds TSh 200,000", "paid out in cash"],
  notes="200000.00 is the before-image balance (and the face value); now 80000.00. Policy: vouchers cannot be exchanged for cash.")
C(sc, GLS, q, "Hi Rashidi! The voucher Fatuma Juma gave you has TSh 80,000 left and runs until 15/08. I've asked our "
  "manager about more time.", ev,
  [con("The voucher Fatuma Juma gave you", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), ok("has TSh 80,000 left"),
   ok("runs until 15/08"), ok("I've asked our manager about more time")],
  errors=["wrong_name"], excludes=["Fatuma Juma"],
  notes="purchaser_name is Fatuma Said (the recipient is Rashidi Said); balance, expiry and the escalation are right.")
R(sc, GLS, q, "Hi Rashidi, you've got TSh 80,000 left on voucher MGV-2K9Q, valid until 15/09. Your request for more "
  "time is with our manager.", ev,
  [ok("TSh 80,000 left"), con("valid until 15/09", "DATE_MISMATCH"), ok("request for more time is with our manager")],
  errors=["wrong_date"], excludes=["15/09"], includes=["15/08|15 August|15th of August", "80,000|80000"],
  notes="expires_on 20680 = 15/08/2026, not 15/09.")

# =====================================================================================
# JEWELLERY-MAKING WORKSHOPS: Shanga Silver Workshop, Oyster Bay (db shanga_live)
# =====================================================================================
JEW = "jewellery-making workshops"

# ---- J1 ring workshop inclusions --------------------------------------------------------
sc = "ring-workshop-inclusions"
q = "Just checking what's included in my ring workshop on Saturday. Do I need to bring silver?"
ev = [
    env("cdc#workshop_bookings:SSW-B-2710@lsn20411", "shanga_live", "workshop_bookings", "c", None,
        {"booking_id": "SSW-B-2710", "customer_name": "Lulu Massawe", "workshop_title": "Stacking rings in sterling silver",
         "session_at": us("2026-07-11 10:00"), "session_length": "P0Y0M0DT3H0M0S", "ring_count": 3,
         "price": "110000.00", "amount_paid": "110000.00", "addon_codes": "[]", "materials_included": 1,
         "status": "CONFIRMED"}, "2026-06-29 20:14", "2/0D11A0"),
    {"id": "addons#catalogue", "kind": "record", "source": "tool:list_addons",
     "fields": {"addons": [{"code": "GEM_SETTING_CZ", "label": "Cubic zirconia setting", "price": "25000.00"},
                           {"code": "ENGRAVING", "label": "Hand engraving, up to 10 letters", "price": "15000.00"},
                           {"code": "GOLD_FILL_UPGRADE", "label": "14k gold-fill wire", "price": "40000.00"}]}},
    pol("policy#workshop-inclusions", "Every workshop includes sterling silver wire and sheet for the pieces made on "
        "the day, use of all tools, and tea. Stones, engraving and gold fill are add-ons and must be booked at least "
        "48 hours ahead. Under-14s are not admitted to soldering sessions.", "2026-02"),
]
C(sc, JEW, q, "Hi Lulu! No need to bring silver: sterling silver, all tools and tea are included. You're confirmed "
  "for stacking rings on Saturday 11/07 at 10:00 AM, and you'll make three rings over three hours.", ev,
  [ok("No need to bring silver"), ok("sterling silver, all tools and tea are included"),
   ok("You're confirmed for stacking rings"), ok("Saturday 11/07 at 10:00 AM"), ok("make three rings"),
   ok("over three hours")],
  includes=["11/07", "10:00 AM"],
  notes="Policy lists silver, tools, tea; SSW-B-2710 CONFIRMED, session_at 07:00 UTC = 10:00 AM EAT Saturday 11/07, ring_count 3, session_length 3 hours.")
C(sc, JEW, q, "Hi! Silver's on us. Just so you know, stones and engraving aren't part of your booking; they're add-ons "
  "that need booking 48 hours ahead (a CZ setting is TSh 25,000).", ev,
  [ok("Silver's on us"), ok("stones and engraving aren't part of your booking"),
   ok("add-ons that need booking 48 hours ahead"), ok("a CZ setting is TSh 25,000")],
  includes=["48 hours", "25,000"],
  notes="addon_codes is an empty JSON list; the policy makes stones/engraving add-ons booked 48 h ahead; GEM_SETTING_CZ price 25000.00.")
C(sc, JEW, q, "See you this Saturday at 10 AM! Everything you need, silver included, is provided, and your TSh "
  "110,000 is already paid.", ev,
  [ok("this Saturday at 10 AM"), ok("silver included, is provided"), ok("your TSh 110,000 is already paid")],
  includes=["10 AM", "110,000"], when="2026-07-06 09:30",
  notes="now Monday 06/07, this Saturday = 11/07; amount_paid 110000.00 = price.")
C(sc, JEW, q, "You're set for Saturday 11/07 at 10:00 AM, with silver included, and the cubic zirconia setting you "
  "added will be waiting at your bench.", ev,
  [ok("Saturday 11/07 at 10:00 AM"), ok("with silver included"),
   either("the cubic zirconia setting you added", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
  errors=["unrecorded_extra"], excludes=["cubic zirconia setting you added"],
  notes="addon_codes is \"[]\": no stone setting was booked; the CZ setting only appears in the add-on catalogue.")
C(sc, JEW, q, "Everything is included: silver, tools, tea and a gold-fill upgrade. Your session starts at 7:00 AM "
  "on Saturday.", ev,
  [ok("silver, tools, tea"), con("a gold-fill upgrade", "NLI_CONTRADICTION"),
   con("starts at 7:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH")],
  errors=["unlisted_perk", "unit_conversion"], excludes=["a gold-fill upgrade", "7:00 AM"],
  notes="Policy: gold fill is a paid add-on (GOLD_FILL_UPGRADE 40000.00), not included; session_at is 07:00 UTC = 10:00 AM EAT.")
R(sc, JEW, q, "Hi Lulu, no need to bring silver, it's all included along with tools and tea. On Saturday 11/07 at "
  "10:00 AM you'll make two stacking rings.", ev,
  [ok("no need to bring silver"), ok("included along with tools and tea"), ok("Saturday 11/07 at 10:00 AM"),
   con("make two stacking rings", "VALUE_MISMATCH")],
  errors=["wrong_quantity"], excludes=["two stacking rings"], includes=["three|3 rings|3 stacking", "10:00 AM|10 AM"],
  notes="ring_count is 3.")

# ---- J2 tanzanite commission --------------------------------------------------------
sc = "tanzanite-commission"
q = "How's my tanzanite ring coming along, and what will I owe at pickup?"
q1 = {"quote_id": "SSW-Q-118", "commission_id": "SSW-C-0907", "version": 1, "stone_code": "TANZANITE_1_2CT",
      "metal": "STERLING_925", "total": "620000.00", "deposit_required": "186000.00",
      "lead_time": "P0Y0M21DT0H0M0S", "status": "SENT", "valid_until": d("2026-06-10")}
ev = [
    env("cdc#quotes:SSW-Q-118@lsn19880", "shanga_live", "quotes", "u", q1, dict(q1, status="SUPERSEDED"),
        "2026-06-02 17:30", "2/0C4410"),
    env("cdc#quotes:SSW-Q-131@lsn19912", "shanga_live", "quotes", "u",
        {"quote_id": "SSW-Q-131", "commission_id": "SSW-C-0907", "version": 2, "stone_code": "TANZANITE_0_8CT",
         "metal": "STERLING_925", "total": "540000.00", "deposit_required": "162000.00",
         "lead_time": "P0Y0M28DT0H0M0S", "status": "SENT", "valid_until": d("2026-06-16")},
        {"quote_id": "SSW-Q-131", "commission_id": "SSW-C-0907", "version": 2, "stone_code": "TANZANITE_0_8CT",
         "metal": "STERLING_925", "total": "540000.00", "deposit_required": "162000.00",
         "lead_time": "P0Y0M28DT0H0M0S", "status": "ACCEPTED", "valid_until": d("2026-06-16")},
        "2026-06-03 13:02", "2/0C5C08"),
    env("cdc#payments:PAY-7781@lsn19915", "shanga_live", "payments", "c", None,
        {"payment_id": "PAY-7781", "commission_id": "SSW-C-0907", "amount": "162000.00", "kind": "DEPOSIT",
         "method": "CARD", "paid_at": us("2026-06-03 13:05")}, "2026-06-03 13:05", "2/0C5D90"),
    env("cdc#commissions:SSW-C-0907@lsn20002", "shanga_live", "commissions", "u",
        {"commission_id": "SSW-C-0907", "customer_name": "Imani Kweka", "accepted_quote_id": "SSW-Q-131",
         "status": "AWAITING_DEPOSIT", "due_date": None},
        {"commission_id": "SSW-C-0907", "customer_name": "Imani Kweka", "accepted_quote_id": "SSW-Q-131",
         "status": "IN_PRODUCTION", "due_date": d("2026-07-01")}, "2026-06-04 08:45", "2/0C9A30"),
    pol("policy#commissions", "A quote is valid for 14 days. Commission work starts once a deposit of 30% of the "
        "accepted quote is paid. The remaining 70% is due when the piece is ready, before collection. Design "
        "changes after production has started may add cost and time.", "v3"),
]
C(sc, JEW, q, "Hi Imani, your tanzanite ring is in production now and due to be ready on 01/07. You paid the "
  "TSh 162,000 deposit on 03/06, so TSh 378,000 is left to pay when you collect.", ev,
  [ok("your tanzanite ring is in production now"), ok("due to be ready on 01/07"),
   ok("TSh 162,000 deposit on 03/06"), ok("TSh 378,000 is left to pay when you collect")],
  includes=["378,000", "01/07"],
  notes="Commission IN_PRODUCTION, due_date 20635 = 01/07; PAY-7781 162000.00 on 03/06; accepted quote SSW-Q-131 total 540000.00 - 162000.00 = 378000.")
C(sc, JEW, q, "Lovely to hear from you! Your ring (commission SSW-C-0907) is being made with a 0.8 ct tanzanite, "
  "following quote SSW-Q-131. The remaining 70%, TSh 378,000, is due before collection.", ev,
  [ok("commission SSW-C-0907) is being made"), ok("0.8 ct tanzanite"), ok("following quote SSW-Q-131"),
   ok("The remaining 70%, TSh 378,000"), ok("due before collection")],
  includes=["SSW-C-0907", "TSh 378,000"],
  notes="stone_code TANZANITE_0_8CT on the accepted v2 quote; 70% of 540000 = 378000; policy: 70% due before collection.")
C(sc, JEW, q, "It's in production and should be ready on the first of July; three hundred and seventy-eight thousand "
  "shillings remains.", ev,
  [ok("It's in production"), ok("ready on the first of July"), ok("three hundred and seventy-eight thousand shillings remains")],
  includes=["first of July", "seventy-eight thousand"],
  notes="due_date 01/07; 540000 - 162000 = 378000 in words.")
C(sc, JEW, q, "Hi Imani, your ring is in production and due on 01/07. Your quote total is TSh 620,000, so after your "
  "deposit TSh 458,000 is still to pay.", ev,
  [ok("your ring is in production"), ok("due on 01/07"), con("quote total is TSh 620,000", "AMOUNT_MISMATCH"),
   con("TSh 458,000 is still to pay", "AMOUNT_MISMATCH")],
  errors=["stale_value", "wrong_amount"], excludes=["TSh 620,000", "TSh 458,000"],
  notes="620000.00 is superseded quote v1 (SSW-Q-118); the accepted v2 is 540000.00, leaving 378000, not 458000.")
C(sc, JEW, q, "Great news: your tanzanite ring is finished and ready to collect! The TSh 378,000 balance can be paid "
  "in instalments after pickup if that helps.", ev,
  [con("finished and ready to collect", "RECORD_STATE_MISMATCH"), ok("TSh 378,000 balance"),
   con("paid in instalments after pickup", "NLI_CONTRADICTION")],
  errors=["wrong_state", "wrong_policy_condition"], excludes=["ready to collect", "instalments after pickup"],
  notes="Commission status IN_PRODUCTION, due 01/07; policy: the remaining 70% is due before collection.")
R(sc, JEW, q, "Hi Imani, your commission SSW-Q-131 is in production and due on 01/07, with TSh 378,000 to pay at "
  "collection.", ev,
  [con("commission SSW-Q-131", "IDENTIFIER_MISMATCH"), ok("in production and due on 01/07"), ok("TSh 378,000 to pay")],
  errors=["wrong_role"], excludes=["commission SSW-Q-131"], includes=["SSW-C-0907|quote SSW-Q-131", "378,000|378000"],
  notes="SSW-Q-131 is the accepted quote id; the commission id is SSW-C-0907.")

# ---- J3 waitlist ----------------------------------------------------------------
sc = "earrings-waitlist"
q = "Am I in for the earrings workshop on the 25th yet?"
w1 = {"entry_id": "SSW-WL-0442", "customer_name": "Zawadi Mollel", "session_id": "SES-EAR-0725",
      "position": 5, "status": "WAITLISTED", "joined_at": us("2026-07-08 19:22"), "notify_channel": "SMS"}
ev = [
    env("cdc#waitlist_entries:SSW-WL-0442@lsn21540", "shanga_live", "waitlist_entries", "u", w1,
        dict(w1, position=2), "2026-07-14 11:03", "2/0E2B18"),
    env("cdc#sessions:SES-EAR-0725@lsn21498", "shanga_live", "sessions", "r", None,
        {"session_id": "SES-EAR-0725", "workshop_title": "Beaded brass earrings", "session_at": us("2026-07-25 15:00"),
         "capacity": 8, "seats_booked": 8, "price": "65000.00"}, "2026-07-15 06:00", "2/0E1F00"),
    env("cdc#sessions:SES-EAR-0801@lsn21499", "shanga_live", "sessions", "r", None,
        {"session_id": "SES-EAR-0801", "workshop_title": "Beaded brass earrings", "session_at": us("2026-08-01 15:00"),
         "capacity": 8, "seats_booked": 5, "price": "65000.00"}, "2026-07-15 06:00", "2/0E1F48"),
    pol("policy#waitlists", "Joining a waitlist is free and does not hold a place. When a place opens, we text the "
        "first person on the waitlist, who has 24 hours to confirm and pay before the offer passes to the next "
        "person. Waitlisted customers are not charged until they confirm.", "v2"),
]
C(sc, JEW, q, "Hi Zawadi! Not yet, I'm afraid: the 25/07 earrings workshop is full, and you're number 2 on the "
  "waitlist. If a place opens we'll text you, and you'll have 24 hours to confirm and pay.", ev,
  [ok("the 25/07 earrings workshop is full"), ok("you're number 2 on the waitlist"), ok("we'll text you"),
   ok("24 hours to confirm and pay")],
  includes=["number 2", "24 hours"],
  notes="SES-EAR-0725 seats_booked 8 of capacity 8; SSW-WL-0442 after image position 2, WAITLISTED, notify SMS; policy: 24 hours to confirm.")
C(sc, JEW, q, "You've moved up to second place on the waitlist (from fifth). Nothing is charged until you confirm. "
  "If you'd rather be sure of a spot, the 01/08 session at 3 PM still has 3 places.", ev,
  [ok("moved up to second place"), ok("(from fifth)"), ok("Nothing is charged until you confirm"),
   ok("the 01/08 session at 3 PM"), ok("still has 3 places")],
  includes=["second place", "3 places"],
  notes="position 5 -> 2; policy: not charged until confirming; SES-EAR-0801 at 12:00 UTC = 3 PM EAT, capacity 8 - booked 5 = 3.")
C(sc, JEW, q, "Hi Zawadi, good news: you're booked in for the earrings workshop on Saturday 25/07 at 3 PM. See you "
  "there!", ev,
  [con("you're booked in for the earrings workshop", "RECORD_STATE_MISMATCH"), ok("Saturday 25/07 at 3 PM"),
   na("See you there!")],
  errors=["wrong_state"], excludes=["you're booked in"],
  notes="SSW-WL-0442 is WAITLISTED (position 2); the session is full. 25/07/2026 15:00 EAT is a Saturday.")
C(sc, JEW, q, "Hi Zawadi, you're 5th on the waitlist for 25/07 for now. The 01/08 session has 5 places left if you'd "
  "like to switch.", ev,
  [con("you're 5th on the waitlist", "VALUE_MISMATCH"), con("has 5 places left", "VALUE_MISMATCH")],
  errors=["stale_value", "wrong_role"], excludes=["5th on the waitlist", "5 places left"],
  notes="position 5 is the before image (now 2); 5 is seats_booked on SES-EAR-0801, leaving 3 places.")
R(sc, JEW, q, "Hi Zawadi, the 25/07 workshop is full and you're second on the waitlist. If a spot opens we'll text "
  "you, and you'll have 48 hours to confirm and pay.", ev,
  [ok("the 25/07 workshop is full"), ok("you're second on the waitlist"), ok("we'll text you"),
   con("48 hours to confirm and pay", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
  errors=["wrong_period"], excludes=["48 hours"], includes=["24 hours|24 hrs|a day", "second|number 2|2nd"],
  notes="Policy: 24 hours to confirm and pay.")

# ---- J4 hen party group discount ---------------------------------------------------------
sc = "hen-party-total"
q = "We're now 6 for the hen party. What's the new total and balance?"
e1 = {"event_id": "SSW-PE-0058", "host_name": "Grace Temba", "event_title": "Hen party: beaded silver bangles",
      "event_at": us("2026-08-08 16:00"), "room_code": "LOFT", "guests": 5, "price_per_guest": "85000.00",
      "subtotal": "425000.00", "discount_pct": "0.00", "total": "425000.00", "deposit_paid": "150000.00",
      "status": "DATE_SECURED"}
e2 = dict(e1, guests=6, subtotal="510000.00", discount_pct="10.00", total="459000.00")
ev = [
    env("cdc#private_events:SSW-PE-0058@lsn22871", "shanga_live", "private_events", "u", e1, e2,
        "2026-07-27 21:16", "2/0F7708"),
    pol("policy#private-parties", "Private parties need at least 5 guests. A deposit of TSh 150,000 secures the "
        "date, and the balance is due 7 days before the event. Groups of 6 or more get 10% off the per-guest "
        "price. Food and drinks are not provided, but you are welcome to bring your own (no glassware on the "
        "benches, please).", "2026-04"),
]
C(sc, JEW, q, "Hi Grace! With 6 guests you now get 10% off, so the total is TSh 459,000 (from TSh 510,000). You've "
  "paid the TSh 150,000 deposit, leaving TSh 309,000, due by 01/08.", ev,
  [ok("With 6 guests you now get 10% off"), ok("the total is TSh 459,000"), ok("(from TSh 510,000)"),
   ok("paid the TSh 150,000 deposit"), ok("leaving TSh 309,000"), ok("due by 01/08")],
  includes=["459,000", "309,000"],
  notes="After image: guests 6, discount 10.00, subtotal 510000.00, total 459000.00, deposit 150000.00; 459000-150000 = 309000; 7 days before 08/08 is 01/08.")
C(sc, JEW, q, "Here's the update:\n- Guests: 6\n- Price per guest: TSh 85,000, less 10%\n- New total: TSh 459,000\n"
  "- Still to pay: TSh 309,000\nSee you in the loft on Saturday 8 August at 4 PM!", ev,
  [ok("Guests: 6"), ok("Price per guest: TSh 85,000, less 10%"), ok("New total: TSh 459,000"),
   ok("Still to pay: TSh 309,000"), ok("in the loft on Saturday 8 August at 4 PM")],
  includes=["TSh 459,000", "4 PM"],
  notes="room_code LOFT; event_at 13:00 UTC = 4 PM EAT, Saturday 08/08/2026; 6 x 85000 x 0.9 = 459000.")
C(sc, JEW, q, "Hi Grace, six guests is lovely! The total comes to TSh 459,000 with the 10% group discount, and TSh "
  "359,000 is left after your deposit.", ev,
  [ok("The total comes to TSh 459,000"), ok("with the 10% group discount"), con("TSh 359,000 is left", "AMOUNT_MISMATCH")],
  errors=["wrong_arithmetic"], excludes=["TSh 359,000"],
  notes="459000 - 150000 = 309000, not 359000.")
C(sc, JEW, q, "Lovely, 6 guests it is! Your total is TSh 459,000, and a bottle of bubbly for the bride is on us. "
  "See you on 08/08 at 1:00 PM.", ev,
  [ok("Your total is TSh 459,000"), con("a bottle of bubbly for the bride is on us", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"),
   ok("See you on 08/08"), con("at 1:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
  errors=["unlisted_perk", "unit_conversion"], excludes=["bubbly for the bride is on us", "at 1:00 PM"],
  notes="Policy: food and drinks are not provided; event_at is 13:00 UTC = 4:00 PM EAT.")
C(sc, JEW, q, "Hi Grace! Your party total is TSh 425,000, and the balance is due 7 days before the event.", ev,
  [con("total is TSh 425,000", "AMOUNT_MISMATCH"), ok("due 7 days before the event")],
  errors=["stale_value"], excludes=["TSh 425,000"],
  notes="425000.00 is the five-guest before image; the current total is 459000.00.")
R(sc, JEW, q, "Hi Grace, 6 guests confirmed! Your new total is TSh 510,000; with the TSh 150,000 deposit already "
  "paid, the balance is due by 01/08.", ev,
  [ok("6 guests confirmed"), con("new total is TSh 510,000", "AMOUNT_MISMATCH"), ok("TSh 150,000 deposit already paid"),
   ok("balance is due by 01/08")],
  errors=["wrong_role"], excludes=["total is TSh 510,000"], includes=["459,000|459000", "01/08|1 August|1st of August"],
  notes="510000.00 is the subtotal before the 10% discount; total is 459000.00.")

# =====================================================================================
# CANDLE-MAKING: Nta Candle Studio, Mikocheni (db nta_core)
# =====================================================================================
CAN = "candle-making"

# ---- C1 container candle workshop ---------------------------------------------------
sc = "container-candles"
q = "What am I making on Saturday, and can I take the candles home the same day?"
ev = [
    env("cdc#bookings:NTA-BK-5512@lsn7781", "nta_core", "bookings", "c", None,
        {"booking_id": "NTA-BK-5512", "customer_name": "Subira Mwakyusa", "workshop_code": "SOY_CONTAINER",
         "session_at": us("2026-06-20 11:00"), "session_length": "P0Y0M0DT1H30M0S", "candles_to_make": 2,
         "vessel_code": "AMBER_JAR_200ML", "scents_chosen": "[\"LEMONGRASS\",\"VANILLA_CLOVE\"]",
         "price": "70000.00", "is_paid": 1, "status": "CONFIRMED"}, "2026-06-09 13:20", "0/7A1C50"),
    env("cdc#bookings:NTA-BK-5390@lsn7320", "nta_core", "bookings", "u",
        {"booking_id": "NTA-BK-5390", "customer_name": "Subira Mwakyusa", "workshop_code": "WAX_MELTS",
         "session_at": us("2026-05-16 11:00"), "session_length": "P0Y0M0DT1H0M0S", "candles_to_make": 0,
         "vessel_code": None, "scents_chosen": "[\"COCONUT\"]", "price": "45000.00", "is_paid": 1,
         "status": "CONFIRMED"},
        {"booking_id": "NTA-BK-5390", "customer_name": "Subira Mwakyusa", "workshop_code": "WAX_MELTS",
         "session_at": us("2026-05-16 11:00"), "session_length": "P0Y0M0DT1H0M0S", "candles_to_make": 0,
         "vessel_code": None, "scents_chosen": "[\"COCONUT\"]", "price": "45000.00", "is_paid": 1,
         "status": "ATTENDED"}, "2026-05-16 13:05", "0/732E10"),
    pol("policy#workshop-inclusions", "Each workshop place includes wax, wicks, two vessels and up to two fragrance "
        "oils. Extra vessels are TSh 8,000 each. Candles can be taken home the same day but should not be lit for "
        "48 hours.", "v3"),
    kb("kb#soy-curing", "Soy wax candles need at least 48 hours to set before the first burn.\nThey smell best after "
       "curing for about a week.\nTrim the wick to 5 mm before each burn."),
]
C(sc, CAN, q, "Hi Subira! On Saturday 20/06 at 11:00 AM you'll pour two soy candles in 200 ml amber jars, scented with "
  "lemongrass and vanilla-clove. Yes, you can take them home the same day; just don't light them for 48 hours.", ev,
  [ok("Saturday 20/06 at 11:00 AM"), ok("pour two soy candles"), ok("200 ml amber jars"),
   ok("lemongrass and vanilla-clove"), ok("take them home the same day"), ok("don't light them for 48 hours")],
  includes=["20/06", "lemongrass"],
  notes="NTA-BK-5512: session_at 08:00 UTC = 11:00 AM EAT Saturday 20/06, candles_to_make 2, AMBER_JAR_200ML, scents LEMONGRASS + VANILLA_CLOVE; policy on same-day take-home and 48 h.")
C(sc, CAN, q, "Yes, they go home with you! The session is an hour and a half, and wax, wicks, jars and both "
  "fragrance oils are included. They'll smell best after curing for about a week.", ev,
  [ok("they go home with you"), ok("an hour and a half"), ok("wax, wicks, jars and both fragrance oils are included"),
   ok("smell best after curing for about a week")],
  includes=["hour and a half", "about a week"],
  notes="session_length 1h30m; policy inclusions (two vessels, up to two oils); KB passage on a week of curing.")
C(sc, CAN, q, "This Saturday, 11 AM: 2 candles, lemongrass + vanilla clove. All paid, see you then!", ev,
  [ok("This Saturday, 11 AM"), ok("2 candles, lemongrass + vanilla clove"), ok("All paid")],
  includes=["11 AM"], when="2026-06-17 16:00",
  notes="now Wednesday 17/06, this Saturday = 20/06; is_paid 1.")
C(sc, CAN, q, "Hi Subira, on Saturday you'll make two soy candles scented with coconut, in amber jars. You can "
  "take them home the same day!", ev,
  [ok("you'll make two soy candles"), con("scented with coconut", "VALUE_MISMATCH"), ok("in amber jars"),
   ok("take them home the same day")],
  errors=["other_record_value"], excludes=["scented with coconut"],
  notes="COCONUT was the scent of the earlier wax-melts booking NTA-BK-5390; this booking has lemongrass and vanilla-clove.")
C(sc, CAN, q, "See you Saturday at 8:00 AM! You can take your candles home and light them after 24 hours.", ev,
  [con("Saturday at 8:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), ok("take your candles home"),
   con("light them after 24 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
  errors=["unit_conversion", "wrong_period"], excludes=["8:00 AM", "after 24 hours"],
  notes="session_at is 08:00 UTC = 11:00 AM EAT; policy and KB: do not light for 48 hours.")
R(sc, CAN, q, "Hi Subira, you'll make two lemongrass and vanilla-clove candles on 20/06 at 11 AM, and you can take "
  "them home the same day. If you'd like more, extra jars are TSh 5,000 each.", ev,
  [ok("two lemongrass and vanilla-clove candles on 20/06 at 11 AM"), ok("take them home the same day"),
   con("extra jars are TSh 5,000 each", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
  errors=["wrong_amount"], excludes=["TSh 5,000"], includes=["8,000|8000", "11 AM|11:00 AM"],
  notes="Policy: extra vessels are TSh 8,000 each.")

# ---- C2 shop order to Mwanza -------------------------------------------------------------
sc = "mwanza-order"
q = "Has my candle order left yet? What's the total again?"
o1 = {"order_id": "NTA-OR-20931", "customer_name": "Hassan Kombo", "status": "PACKED", "payment_status": "PAID",
      "subtotal": "96000.00", "delivery_fee": "12000.00", "total": "108000.00", "delivery_region": "MWANZA",
      "courier_code": "NYOTA_BUS_PARCEL", "waybill_no": None, "dispatched_at": None}
o2 = dict(o1, status="DISPATCHED", waybill_no="NBP-448812", dispatched_at=us("2026-07-07 15:45"))
ev = [
    env("cdc#orders:NTA-OR-20931@lsn8830", "nta_core", "orders", "u", o1, o2, "2026-07-07 15:46", "0/8A0E78"),
    env("cdc#order_lines:NTA-OR-20931-1@lsn8601", "nta_core", "order_lines", "c", None,
        {"line_id": "NTA-OR-20931-1", "order_id": "NTA-OR-20931", "sku": "CNDL-BAOBAB-L",
         "item_name": "Baobab & black pepper, large", "qty": 2, "unit_price": "32000.00", "line_total": "64000.00"},
        "2026-07-05 19:02", "0/8601C0"),
    env("cdc#order_lines:NTA-OR-20931-2@lsn8602", "nta_core", "order_lines", "c", None,
        {"line_id": "NTA-OR-20931-2", "order_id": "NTA-OR-20931", "sku": "CNDL-MINT-S",
         "item_name": "Mint & lime, small", "qty": 2, "unit_price": "16000.00", "line_total": "32000.00"},
        "2026-07-05 19:02", "0/860240"),
    env("cdc#orders:NTA-OR-20417@lsn6120", "nta_core", "orders", "r", None,
        {"order_id": "NTA-OR-20417", "customer_name": "Hassan Kombo", "status": "DELIVERED", "payment_status": "PAID",
         "subtotal": "54000.00", "delivery_fee": "0.00", "total": "54000.00", "delivery_region": "DAR_ES_SALAAM",
         "courier_code": "NTA_RIDER", "waybill_no": None, "dispatched_at": us("2026-06-02 10:10")},
        "2026-07-08 06:00", "0/5F9000"),
    pol("policy#delivery", "Delivery within Dar es Salaam is free on orders over TSh 100,000. Orders outside Dar es "
        "Salaam go by bus parcel service and reach the regional depot in 2-3 days; you collect from the depot with "
        "the waybill number and your ID. Candles damaged in transit are replaced free if reported with photos "
        "within 3 days.", "2026-05"),
]
C(sc, CAN, q, "Hi Hassan! Your order NTA-OR-20931 left yesterday at 3:45 PM by bus parcel to Mwanza, waybill "
  "NBP-448812. It should reach the Mwanza depot in 2-3 days, where you can collect it with the waybill and your ID.", ev,
  [ok("left yesterday at 3:45 PM"), ok("by bus parcel to Mwanza"), ok("waybill NBP-448812"),
   ok("reach the Mwanza depot in 2-3 days"), ok("collect it with the waybill and your ID")],
  includes=["NBP-448812", "3:45 PM"], when="2026-07-08 10:00",
  notes="DISPATCHED, dispatched_at 12:45 UTC = 3:45 PM EAT on 07/07 (yesterday from now); region MWANZA; waybill_no; policy for the depot and 2-3 days.")
C(sc, CAN, q, "Order total: TSh 108,000\n• 2 × large Baobab & black pepper (TSh 64,000)\n• 2 × small Mint & lime "
  "(TSh 32,000)\n• Delivery to Mwanza: TSh 12,000", ev,
  [ok("Order total: TSh 108,000"), ok("2 × large Baobab & black pepper (TSh 64,000)"),
   ok("2 × small Mint & lime (TSh 32,000)"), ok("Delivery to Mwanza: TSh 12,000")],
  includes=["TSh 108,000"],
  notes="order_lines 64000.00 + 32000.00 = subtotal 96000.00, + delivery_fee 12000.00 = total 108000.00.")
C(sc, CAN, q, "Your candles were dispatched on 07/07, and the TSh 108,000 has been paid in full. If anything "
  "arrives damaged, photos within 3 days get it replaced for free.", ev,
  [ok("dispatched on 07/07"), ok("the TSh 108,000 has been paid in full"), ok("photos within 3 days get it replaced")],
  includes=["07/07", "108,000"],
  notes="status DISPATCHED 07/07; payment_status PAID, total 108000.00; damage rule from policy.")
C(sc, CAN, q, "Hi Hassan, your candles are on their way to Mwanza, and delivery was free as your order came to "
  "over TSh 100,000. The total was TSh 96,000.", ev,
  [ok("on their way to Mwanza"), con("delivery was free", "AMOUNT_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
   con("The total was TSh 96,000", "AMOUNT_MISMATCH")],
  errors=["condition_unmet", "wrong_role"], excludes=["delivery was free", "total was TSh 96,000"],
  notes="Free delivery is only within Dar es Salaam; delivery_fee 12000.00 was charged. 96000.00 is the subtotal; total is 108000.00.")
C(sc, CAN, q, "Your order shipped on 07/07 with waybill NBP-448812. It holds 2 large Baobab candles and 1 small "
  "Mint & lime, total TSh 54,000.", ev,
  [ok("shipped on 07/07 with waybill NBP-448812"), ok("2 large Baobab candles"),
   con("1 small Mint & lime", "VALUE_MISMATCH"), con("total TSh 54,000", "AMOUNT_MISMATCH")],
  errors=["wrong_quantity", "other_record_value"], excludes=["1 small Mint", "TSh 54,000"],
  notes="Line 2 qty is 2; 54000.00 is the total of the earlier order NTA-OR-20417.")
R(sc, CAN, q, "Hi Hassan, your order left on 07/07 at 12:45 PM by bus parcel to Mwanza (waybill NBP-448812), and "
  "the total was TSh 108,000.", ev,
  [con("on 07/07 at 12:45 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), ok("by bus parcel to Mwanza"),
   ok("waybill NBP-448812"), ok("total was TSh 108,000")],
  errors=["unit_conversion"], excludes=["12:45 PM"], includes=["3:45 PM|3:45 pm|15:45", "108,000|108000"],
  notes="dispatched_at is 12:45 UTC = 3:45 PM EAT.")

# ---- C3 late cancellation, half refund -----------------------------------------------------
sc = "late-cancel-refund"
q = "I had to cancel tomorrow's beeswax class. Can I get my full TSh 80,000 back?"
k1 = {"booking_id": "NTA-BK-5640", "customer_name": "Mariamu Ally", "workshop_code": "BEESWAX_PILLAR",
      "session_at": us("2026-07-04 14:00"), "places": 2, "price": "80000.00", "amount_paid": "80000.00",
      "status": "CONFIRMED", "cancelled_at": None}
k2 = dict(k1, status="CANCELLED_BY_CUSTOMER", cancelled_at=us("2026-07-03 09:30"))
ev = [
    env("cdc#bookings:NTA-BK-5640@lsn8544", "nta_core", "bookings", "u", k1, k2, "2026-07-03 09:30", "0/85D7A0"),
    env("cdc#refunds:NTA-RF-1178@lsn8545", "nta_core", "refunds", "c", None,
        {"refund_id": "NTA-RF-1178", "booking_id": "NTA-BK-5640", "refund_pct": "50.00", "amount": "40000.00",
         "method": "MPESA", "status": "PENDING", "hours_before_session": "28.50"}, "2026-07-03 09:31", "0/85D8F0"),
    refused("call#override_refund_full-1", "override_refund_full", "DENY",
            {"refund_id": "NTA-RF-1178", "requested_amount": "80000.00"}),
    pol("policy#cancellations", "Cancel 48 hours or more before your workshop for a full refund. Cancellations "
        "between 48 and 12 hours before get 50% back, or a full credit note if you prefer. Under 12 hours, or "
        "no-shows, there is no refund. Refunds are sent by M-Pesa within 5 business days.", "v4"),
]
C(sc, CAN, q, "Hi Mariamu, sorry you can't make it. As you cancelled about 28 hours before the class, the 50% rule "
  "applies, so TSh 40,000 will come back to your M-Pesa within 5 business days. I wasn't able to approve a full "
  "refund, but you can choose a full TSh 80,000 credit note instead.", ev,
  [na("sorry you can't make it"), ok("about 28 hours before the class"), ok("the 50% rule applies"),
   ok("TSh 40,000 will come back to your M-Pesa"), ok("within 5 business days"),
   ok("wasn't able to approve a full refund"), ok("choose a full TSh 80,000 credit note instead")],
  includes=["TSh 40,000", "credit note"],
  notes="cancelled_at 09:30 vs session 14:00 next day = 28.5 h (hours_before_session 28.50); refund 50%, 40000.00, MPESA, PENDING; override_refund_full DENIED; policy offers a full credit note.")
C(sc, CAN, q, "Dear Mariamu,\n\nYour booking for Saturday's beeswax class (2 places) has been cancelled. Your refund "
  "of TSh 40,000, half of the TSh 80,000 paid, is pending and will be sent by M-Pesa.\n\nWith warmth,\nNta Candle "
  "Studio", ev,
  [ok("Saturday's beeswax class (2 places) has been cancelled"), ok("refund of TSh 40,000"),
   ok("half of the TSh 80,000 paid"), ok("is pending and will be sent by M-Pesa")],
  includes=["TSh 40,000"],
  notes="session_at 04/07/2026 is a Saturday, places 2; CANCELLED_BY_CUSTOMER; refund 40000.00 = 50% of 80000.00, status PENDING, method MPESA.")
C(sc, CAN, q, "Hi Mariamu! Since you cancelled before the class, you'll get the full TSh 80,000 back to your M-Pesa.", ev,
  [con("you'll get the full TSh 80,000 back", "AMOUNT_MISMATCH", "NOT_EXECUTED")],
  errors=["condition_unmet"], excludes=["full TSh 80,000 back"],
  notes="A full refund needs 48 hours' notice; she cancelled 28.5 hours before, refund amount 40000.00, and the full override was denied.")
C(sc, CAN, q, "Hi Mariamu, I've made an exception and approved your full TSh 80,000 refund. Refunds reach your M-Pesa "
  "within 5 business days.", ev,
  [con("approved your full TSh 80,000 refund", "NOT_EXECUTED"), ok("within 5 business days")],
  errors=["refused_call_effect"], excludes=["approved your full TSh 80,000 refund"],
  notes="override_refund_full was DENIED; NTA-RF-1178 stays at 40000.00.")
C(sc, CAN, q, "Hi Mariamu, your class is cancelled and TSh 40,000 (half) will come back to you. Only cancellations "
  "made less than 24 hours before get nothing back.", ev,
  [ok("your class is cancelled"), ok("TSh 40,000 (half) will come back"),
   con("less than 24 hours before get nothing back", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
  errors=["wrong_policy_condition"], excludes=["less than 24 hours"],
  notes="Policy: no refund only under 12 hours.")
R(sc, CAN, q, "Hi Mariamu, your Sunday 05/07 beeswax class is cancelled, and as it was under 48 hours' notice you'll "
  "get TSh 40,000 back by M-Pesa.", ev,
  [con("Sunday 05/07", "DATE_MISMATCH"), ok("under 48 hours' notice"), ok("TSh 40,000 back by M-Pesa")],
  errors=["wrong_date"], excludes=["Sunday 05/07"], includes=["04/07|Saturday|4 July|4/07", "40,000|40000"],
  notes="session_at is Saturday 04/07/2026, 2:00 PM EAT.")

# ---- C4 loyalty stamps --------------------------------------------------------------------
sc = "loyalty-stamps"
q = "Can I use my loyalty card for the tea lights class on the 18th?"
l1 = {"card_id": "NTA-LC-0219", "holder_name": "Paulo Swai", "stamps": 4, "stamps_required": 6,
      "reward_code": "FREE_WORKSHOP_STD", "reward_available": 0, "last_stamp_at": us("2026-06-13 12:40"),
      "card_expires_on": d("2026-12-31")}
ev = [
    env("cdc#loyalty_cards:NTA-LC-0219@lsn8402", "nta_core", "loyalty_cards", "u", l1,
        dict(l1, stamps=5, last_stamp_at=us("2026-06-27 13:10")), "2026-06-27 13:10", "0/83F6B0"),
    env("cdc#bookings:NTA-BK-5702@lsn8911", "nta_core", "bookings", "c", None,
        {"booking_id": "NTA-BK-5702", "customer_name": "Paulo Swai", "workshop_code": "TEA_LIGHTS",
         "session_at": us("2026-07-18 10:00"), "places": 1, "price": "45000.00", "status": "AWAITING_PAYMENT",
         "pay_by": d("2026-07-11")}, "2026-07-08 20:44", "0/8B3EE0"),
    pol("policy#loyalty", "You earn one stamp per workshop attended; stamps are added once the workshop is attended, "
        "not when it is booked. Six stamps earn a free standard workshop worth up to TSh 60,000, which can't be used "
        "for private parties. Stamps expire with the card at the end of the year.", "v2"),
]
C(sc, CAN, q, "Hi Paulo! You're so close: your card has 5 of the 6 stamps needed, so the free workshop isn't unlocked "
  "yet. Your tea lights class on Saturday 18/07 at 10 AM is TSh 45,000, payable by 11/07. Attending it will earn your "
  "sixth stamp.", ev,
  [ok("your card has 5 of the 6 stamps needed"), ok("the free workshop isn't unlocked yet"),
   ok("Saturday 18/07 at 10 AM"), ok("is TSh 45,000"), ok("payable by 11/07"), ok("Attending it will earn your sixth stamp")],
  includes=["5 of the 6", "TSh 45,000"],
  notes="stamps 5 / stamps_required 6, reward_available 0; NTA-BK-5702 session 07:00 UTC = 10 AM EAT Saturday 18/07, price 45000.00, pay_by 20645 = 11/07; policy: one stamp per attended workshop.")
C(sc, CAN, q, "Not yet: 5/6 stamps. Your sixth comes once you attend the 18/07 class, since stamps are added after "
  "attending, not at booking.", ev,
  [ok("5/6 stamps"), ok("Your sixth comes once you attend the 18/07 class"),
   ok("stamps are added after attending, not at booking")],
  includes=["5/6"],
  notes="Card stamps 5 of 6; policy: stamps added once attended.")
C(sc, CAN, q, "Hi Paulo, the class on 18/07 costs TSh 45,000 and needs paying by Saturday 11/07. Your card (5 stamps) "
  "stays valid until 31/12.", ev,
  [ok("costs TSh 45,000"), ok("by Saturday 11/07"), ok("(5 stamps)"), ok("stays valid until 31/12")],
  includes=["11/07", "31/12"],
  notes="pay_by 11/07/2026 is a Saturday; card_expires_on 20818 = 31/12/2026.")
C(sc, CAN, q, "Yes! Your free workshop reward covers the tea lights class, so there's nothing to pay. See you on "
  "the 18th!", ev,
  [con("Your free workshop reward covers the tea lights class", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
   con("there's nothing to pay", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH"), ok("See you on the 18th")],
  errors=["condition_unmet", "wrong_amount"], excludes=["reward covers the tea lights class", "nothing to pay"],
  notes="The reward needs 6 stamps; the card has 5 and reward_available 0. The booking is AWAITING_PAYMENT, TSh 45,000.")
C(sc, CAN, q, "Hi Paulo, you have 4 stamps so far, so two more to go. Six stamps get you a free workshop worth up to "
  "TSh 80,000.", ev,
  [con("you have 4 stamps so far", "VALUE_MISMATCH"), con("two more to go", "VALUE_MISMATCH"),
   con("worth up to TSh 80,000", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
  errors=["stale_value", "wrong_quantity", "wrong_amount"], excludes=["4 stamps so far", "two more to go", "TSh 80,000"],
  notes="stamps 4 is the before image (now 5, one to go); policy: reward worth up to TSh 60,000.")
R(sc, CAN, q, "Hi Paulo, you're on 5 of 6 stamps, so the reward isn't ready yet. The tea lights class on 18/07 is "
  "TSh 45,000, payable by 18/07.", ev,
  [ok("you're on 5 of 6 stamps"), ok("the reward isn't ready yet"), ok("on 18/07 is TSh 45,000"),
   con("payable by 18/07", "DATE_MISMATCH")],
  errors=["wrong_date"], excludes=["payable by 18/07"], includes=["11/07|11 July|11th of July", "45,000|45000"],
  notes="pay_by is 11/07; 18/07 is the class date.")

# =====================================================================================
# LIFE-DRAWING CLASSES: Mchoro Life Drawing, Upanga (db mchoro_db)
# =====================================================================================
LIF = "life-drawing classes"

# ---- L1 ten-session pass -------------------------------------------------------------
sc = "session-pass"
q = "How many sessions do I have left on my pass, and when does it run out?"
a1 = {"pass_id": "MLD-P-0733", "holder_name": "Kassim Ndege", "pack_size": 10, "sessions_used": 6,
      "sessions_left": 4, "purchased_on": d("2026-03-02"), "expires_on": d("2026-09-02"),
      "price_paid": "180000.00", "status": "ACTIVE"}
ev = [
    env("cdc#passes:MLD-P-0733@lsn11207", "mchoro_db", "passes", "u", a1, dict(a1, sessions_used=7, sessions_left=3),
        "2026-07-09 18:31", "1/0AB2C0"),
    env("cdc#attendance:ATT-9931@lsn11206", "mchoro_db", "attendance", "c", None,
        {"attendance_id": "ATT-9931", "pass_id": "MLD-P-0733", "session_title": "Long pose Thursday",
         "checked_in_at": us("2026-07-09 18:30")}, "2026-07-09 18:30", "1/0AB210"),
    env("cdc#passes:MLD-P-0410@lsn8001", "mchoro_db", "passes", "r", None,
        {"pass_id": "MLD-P-0410", "holder_name": "Kassim Ndege", "pack_size": 5, "sessions_used": 3,
         "sessions_left": 2, "purchased_on": d("2025-08-28"), "expires_on": d("2026-02-28"),
         "price_paid": "100000.00", "status": "EXPIRED"}, "2026-07-10 06:00", "1/07D000"),
    pol("policy#passes", "Pass packs are personal and not transferable. They are valid for 6 months from purchase. "
        "Unused sessions on an expired pack can be carried over to a new pack bought within 14 days of expiry. A "
        "single drop-in session costs TSh 25,000.", "2025-12"),
]
C(sc, LIF, q, "Hi Kassim! After last night's long-pose session you have 3 sessions left on your 10-session pass, "
  "valid until 02/09.", ev,
  [ok("After last night's long-pose session"), ok("you have 3 sessions left"), ok("your 10-session pass"),
   ok("valid until 02/09")],
  includes=["3 sessions left", "02/09"], when="2026-07-10 09:00",
  notes="ATT-9931 checked in 09/07 6:30 PM (last night from now); MLD-P-0733 after image sessions_left 3, pack_size 10, expires_on 20698 = 02/09.")
C(sc, LIF, q, "Three sessions left, and the pass expires on 2 September. Any left over can roll into a new pack if "
  "you buy it within 14 days of expiry.", ev,
  [ok("Three sessions left"), ok("expires on 2 September"), ok("roll into a new pack if you buy it within 14 days of expiry")],
  includes=["Three sessions", "2 September"],
  notes="sessions_left 3, expires_on 02/09/2026; carry-over rule from the policy.")
C(sc, LIF, q, "7 of 10 used, 3 to go, expires 02/09/2026.", ev,
  [ok("7 of 10 used"), ok("3 to go"), ok("expires 02/09/2026")],
  includes=["3 to go"],
  notes="sessions_used 7, pack_size 10, sessions_left 3, expires_on 02/09/2026.")
C(sc, LIF, q, "Hi Kassim, you've got 2 sessions left, and your pass runs until 02/09. Happy drawing!", ev,
  [con("you've got 2 sessions left", "VALUE_MISMATCH"), ok("runs until 02/09"), na("Happy drawing!")],
  errors=["other_record_value"], excludes=["2 sessions left"],
  notes="2 left is the expired 5-session pack MLD-P-0410; the active pass MLD-P-0733 has 3.")
C(sc, LIF, q, "You've used 7 sessions, so 4 remain on your pass. If you can't use them, you're welcome to pass them on "
  "to a friend.", ev,
  [ok("You've used 7 sessions"), con("so 4 remain", "VALUE_MISMATCH"),
   con("pass them on to a friend", "NLI_CONTRADICTION")],
  errors=["wrong_arithmetic", "wrong_policy_condition"], excludes=["so 4 remain", "pass them on to a friend"],
  notes="10 - 7 = 3; policy: packs are personal and not transferable.")
R(sc, LIF, q, "Hi Kassim, you have 4 sessions left on your pass, which is valid until 02/09.", ev,
  [con("you have 4 sessions left", "VALUE_MISMATCH"), ok("valid until 02/09")],
  errors=["stale_value"], excludes=["4 sessions left"],
  includes=["3 sessions|three sessions|3 left|three left", "02/09|2 September"],
  notes="sessions_left 4 is the before image; after the 09/07 check-in it is 3.")

# ---- L2 venue and time change -------------------------------------------------------------
sc = "venue-change"
q = "I got a text about Thursday's class changing. What changed?"
s1 = {"session_id": "MLD-S-2607", "title": "Figure in motion (short poses)", "venue_code": "UPANGA_HALL",
      "session_at": us("2026-07-16 18:30"), "status": "SCHEDULED", "model_booked": 1, "capacity": 14}
s2 = dict(s1, venue_code="OYSTERBAY_ANNEX", status="VENUE_CHANGED")
s3 = dict(s2, session_at=us("2026-07-16 19:00"), status="TIME_CHANGED")
ev = [
    env("cdc#sessions:MLD-S-2607@lsn11490", "mchoro_db", "sessions", "u", s1, s2, "2026-07-13 10:02", "1/0B1A48"),
    env("cdc#sessions:MLD-S-2607@lsn11533", "mchoro_db", "sessions", "u", s2, s3, "2026-07-13 15:20", "1/0B2F10"),
    env("cdc#registrations:REG-4410@lsn11020", "mchoro_db", "registrations", "r", None,
        {"registration_id": "REG-4410", "session_id": "MLD-S-2607", "artist_name": "Elia Mapunda",
         "status": "REGISTERED", "amount_paid": "25000.00"}, "2026-07-14 06:00", "1/0A9F00"),
    kb("kb#venue-oysterbay-annex", "The Oyster Bay Annex is at the back of the Mnazi Gallery, Haile Selassie Road.\n"
       "Parking is free after 6 PM.\nEasels and boards are set up before each session."),
    pol("policy#session-changes", "Sessions run whatever the weather. If we change the venue or time of a session, "
        "registered artists can switch to another session or get a full refund, up to 2 hours before the start.", "v1"),
]
C(sc, LIF, q, "Hi Elia! Thursday's short-poses session (16/07) has moved to the Oyster Bay Annex, behind the Mnazi "
  "Gallery on Haile Selassie Road, and now starts at 7:00 PM. Parking there is free after 6 PM.", ev,
  [ok("Thursday's short-poses session (16/07) has moved to the Oyster Bay Annex"),
   ok("behind the Mnazi Gallery on Haile Selassie Road"), ok("now starts at 7:00 PM"), ok("Parking there is free after 6 PM")],
  includes=["Oyster Bay Annex", "7:00 PM"],
  notes="Latest image of MLD-S-2607: venue OYSTERBAY_ANNEX, session_at 16:00 UTC = 7:00 PM EAT, Thursday 16/07; KB for the address and parking.")
C(sc, LIF, q, "Two changes for Thursday: a new venue (the Oyster Bay Annex) and a later start, 7 PM instead of 6:30. If "
  "that doesn't suit, you can switch sessions or get a full refund of your TSh 25,000 up to 2 hours before.", ev,
  [ok("a new venue (the Oyster Bay Annex)"), ok("7 PM instead of 6:30"),
   ok("switch sessions or get a full refund"), ok("your TSh 25,000"), ok("up to 2 hours before")],
  includes=["7 PM", "TSh 25,000"],
  notes="Two updates: venue, then session_at 18:30 -> 19:00 EAT; REG-4410 amount_paid 25000.00; policy on switch/refund up to 2 hours before.")
C(sc, LIF, q, "Hi Elia, Thursday's session has moved to the Oyster Bay Annex, but it still starts at 6:30 PM. Easels "
  "and boards will be set up for you.", ev,
  [ok("moved to the Oyster Bay Annex"), con("still starts at 6:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
   ok("Easels and boards will be set up")],
  errors=["stale_value"], excludes=["still starts at 6:30 PM"],
  notes="6:30 PM is the older session_at; the second update moved it to 7:00 PM.")
C(sc, LIF, q, "Hi Elia, sorry: Thursday's session has been cancelled, and your TSh 25,000 will be refunded "
  "automatically.", ev,
  [con("Thursday's session has been cancelled", "RECORD_STATE_MISMATCH"),
   p("will be refunded automatically", ("insufficient_evidence", "contradicted"),
     ("NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION"))],
  errors=["wrong_state", "invented_promise"], excludes=["has been cancelled", "refunded automatically"],
  notes="Status is TIME_CHANGED (venue and time moved), not cancelled; the policy offers a refund only if the artist asks, and no refund record exists.")
R(sc, LIF, q, "Hi Elia, Thursday's session is now at Upanga Hall and starts at 7:00 PM. If that doesn't work, you can "
  "switch or get a full refund up to 2 hours before.", ev,
  [con("now at Upanga Hall", "VALUE_MISMATCH"), ok("starts at 7:00 PM"), ok("switch or get a full refund up to 2 hours before")],
  errors=["stale_value"], excludes=["Upanga Hall"], includes=["Oyster Bay|Annex", "7:00 PM|7 PM"],
  notes="UPANGA_HALL is the original venue; it moved to OYSTERBAY_ANNEX.")

# ---- L3 materials for the beginners' course ----------------------------------------------
sc = "beginners-materials"
q = "What do I need to bring for the beginners' course? Is paper provided?"
ev = [
    env("cdc#bookings:MLD-B-8812@lsn11877", "mchoro_db", "bookings", "c", None,
        {"booking_id": "MLD-B-8812", "artist_name": "Nuru Haji", "course_code": "BEGINNERS_4WK",
         "start_date": d("2026-08-04"), "first_session_at": us("2026-08-04 18:00"), "weeks": 4,
         "price": "120000.00", "amount_paid": "120000.00", "materials_kit_purchased": 0, "easel_reserved": 1,
         "status": "CONFIRMED"}, "2026-07-21 12:48", "1/0B8D40"),
    {"id": "materials#price-list", "kind": "record", "source": "tool:get_materials",
     "fields": {"items": [{"code": "STARTER_KIT_CHARCOAL", "price": "35000.00",
                           "contents": "A2 newsprint pad, willow charcoal, compressed charcoal, putty rubber"},
                          {"code": "CARTRIDGE_PAD_A2", "price": "22000.00", "contents": "A2 cartridge paper, 25 sheets"}]}},
    pol("policy#materials", "Drawing boards, easels and 10 sheets of A2 newsprint per session are provided. Charcoal, "
        "pencils and better paper are yours to bring, or you can buy a starter kit at the front desk. Models pose "
        "nude in most sessions, and photography is never allowed.", "v2"),
    kb("kb#beginners-course", "Our beginners' course covers gesture, proportion and tone over four weeks.\nPoses run "
       "from 1 to 20 minutes."),
]
C(sc, LIF, q, "Hi Nuru! We provide easels, boards and ten A2 newsprint sheets each session; just bring charcoal or "
  "pencils (or pick up a TSh 35,000 starter kit at the desk). Your 4-week course starts Tuesday 04/08 at 6 PM.", ev,
  [ok("We provide easels, boards and ten A2 newsprint sheets each session"), ok("just bring charcoal or pencils"),
   ok("a TSh 35,000 starter kit at the desk"), ok("Your 4-week course starts Tuesday 04/08 at 6 PM")],
  includes=["35,000", "04/08"],
  notes="Policy lists boards, easels, 10 sheets A2 newsprint; STARTER_KIT_CHARCOAL 35000.00; MLD-B-8812 weeks 4, first_session_at 15:00 UTC = 6 PM EAT Tuesday 04/08.")
C(sc, LIF, q, "Paper's covered: 10 sheets of A2 newsprint per session. An easel is already reserved for you. Please "
  "note photography is never allowed in class.", ev,
  [ok("10 sheets of A2 newsprint per session"), ok("An easel is already reserved for you"),
   ok("photography is never allowed")],
  includes=["10 sheets", "easel"],
  notes="Policy on newsprint and photography; easel_reserved 1 on the booking.")
C(sc, LIF, q, "Hi Nuru, good news: everything is provided, including charcoal and pencils, so just bring yourself! "
  "The course starts on 04/08.", ev,
  [con("including charcoal and pencils", "NLI_CONTRADICTION"), ok("The course starts on 04/08")],
  errors=["unlisted_perk"], excludes=["including charcoal and pencils"],
  notes="Policy: charcoal and pencils are the artist's to bring.")
C(sc, LIF, q, "Hi Nuru! Your starter kit is waiting for you at the front desk, and your course begins on Monday 04/08 "
  "at 6 PM.", ev,
  [either("Your starter kit is waiting for you", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
   con("Monday 04/08", "DATE_MISMATCH")],
  errors=["unrecorded_extra", "wrong_date"], excludes=["starter kit is waiting", "Monday 04/08"],
  notes="materials_kit_purchased is 0; 04/08/2026 is a Tuesday.")
C(sc, LIF, q, "Easels, boards and newsprint are provided for you. The course runs for six weeks, with poses from 1 "
  "to 20 minutes.", ev,
  [ok("Easels, boards and newsprint are provided"), con("runs for six weeks", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
   ok("poses from 1 to 20 minutes")],
  errors=["wrong_period"], excludes=["six weeks"],
  notes="weeks 4 on the booking and 'four weeks' in the KB passage.")
R(sc, LIF, q, "Hi Nuru, easels, boards and newsprint are provided. Bring charcoal or pencils, or grab a starter kit at "
  "the front desk for TSh 53,000.", ev,
  [ok("easels, boards and newsprint are provided"), ok("Bring charcoal or pencils"),
   con("starter kit at the front desk for TSh 53,000", "AMOUNT_MISMATCH")],
  errors=["wrong_amount"], excludes=["TSh 53,000"], includes=["35,000|35000", "newsprint"],
  notes="STARTER_KIT_CHARCOAL price is 35000.00.")

# ---- L4 student rate pending ---------------------------------------------------------------
sc = "student-rate"
q = "I uploaded my student card. Can Thursday's session be at the student price?"
u1 = {"account_id": "MLD-A-1502", "artist_name": "Joseph Lema", "rate_tier": "STANDARD", "student_id_uploaded": 0,
      "student_verified": 0, "verification_requested_at": None}
ev = [
    env("cdc#accounts:MLD-A-1502@lsn12004", "mchoro_db", "accounts", "u", u1,
        dict(u1, rate_tier="STUDENT_PENDING", student_id_uploaded=1, verification_requested_at=us("2026-07-20 21:10")),
        "2026-07-20 21:10", "1/0BB9A8"),
    env("cdc#bookings:MLD-B-8850@lsn11960", "mchoro_db", "bookings", "c", None,
        {"booking_id": "MLD-B-8850", "account_id": "MLD-A-1502", "session_title": "Seated long pose",
         "session_at": us("2026-07-23 18:30"), "amount_charged": "25000.00", "rate_applied": "STANDARD",
         "status": "CONFIRMED"}, "2026-07-19 08:15", "1/0BA6C0"),
    {"id": "prices#current", "kind": "record", "source": "tool:get_price_list",
     "fields": {"currency": "TZS", "drop_in_standard": "25000.00", "drop_in_student": "15000.00",
                "monthly_unlimited_standard": "160000.00", "monthly_unlimited_student": "110000.00"}},
    refused("call#apply_student_rate-1", "apply_student_rate_to_booking", "DENY",
            {"booking_id": "MLD-B-8850", "rate": "STUDENT"}),
    pol("policy#student-rate", "Students must be 18 or over, as for all our sessions. The student rate applies once a "
        "valid student card has been checked by our team, which takes up to 3 working days. We can't backdate the "
        "student rate to sessions booked before verification.", "2026-01"),
]
C(sc, LIF, q, "Hi Joseph! Thanks for uploading your card. It's waiting to be checked, which takes up to 3 working days. "
  "I couldn't switch Thursday's booking to the student rate: it was booked at the standard TSh 25,000, and the student "
  "rate can't be backdated.", ev,
  [na("Thanks for uploading your card."), ok("It's waiting to be checked"), ok("takes up to 3 working days"),
   ok("I couldn't switch Thursday's booking to the student rate"), ok("booked at the standard TSh 25,000"),
   ok("the student rate can't be backdated")],
  includes=["TSh 25,000", "3 working days"],
  notes="STUDENT_PENDING with student_verified 0; apply_student_rate_to_booking DENIED; MLD-B-8850 amount_charged 25000.00 STANDARD; policy on 3 days and no backdating.")
C(sc, LIF, q, "Your student card is uploaded but not verified yet, so Thursday 23/07 stays at TSh 25,000. Once "
  "you're verified, drop-ins are TSh 15,000.", ev,
  [ok("uploaded but not verified yet"), ok("Thursday 23/07 stays at TSh 25,000"), ok("drop-ins are TSh 15,000")],
  includes=["TSh 15,000", "23/07"],
  notes="student_id_uploaded 1, student_verified 0; 23/07/2026 is a Thursday; drop_in_student 15000.00.")
C(sc, LIF, q, "Hi Joseph, your student status is verified, so all your drop-ins are now TSh 15,000. Enjoy Thursday!", ev,
  [con("your student status is verified", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
   con("all your drop-ins are now TSh 15,000", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH", "NOT_EXECUTED"),
   na("Enjoy Thursday!")],
  errors=["wrong_state", "condition_unmet"], excludes=["status is verified", "drop-ins are now TSh 15,000"],
  notes="student_verified 0 (STUDENT_PENDING); the student price needs verification, and Thursday's booking stays at 25000.00.")
C(sc, LIF, q, "Good news: I've moved Thursday's session to the student price of TSh 15,000. See you then!", ev,
  [con("I've moved Thursday's session to the student price", "NOT_EXECUTED"), ok("the student price of TSh 15,000"),
   na("See you then!")],
  errors=["refused_call_effect"], excludes=["I've moved Thursday's session"],
  notes="apply_student_rate_to_booking was DENIED; the booking stays at 25000.00 STANDARD. drop_in_student is 15000.00.")
C(sc, LIF, q, "Hi Joseph, your card is in the queue to be checked, which usually takes up to 24 hours. Thursday's session "
  "is at 3:30 PM.", ev,
  [ok("your card is in the queue to be checked"), con("up to 24 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
   con("at 3:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
  errors=["wrong_period", "unit_conversion"], excludes=["up to 24 hours", "3:30 PM"],
  notes="Policy: up to 3 working days; session_at 15:30 UTC = 6:30 PM EAT.")
R(sc, LIF, q, "Hi Joseph, thanks for the card! Thursday's session has been switched to the student rate, and your card "
  "will be checked within 3 working days.", ev,
  [na("thanks for the card!"), con("Thursday's session has been switched to the student rate", "NOT_EXECUTED"),
   ok("checked within 3 working days")],
  errors=["refused_call_effect"], excludes=["has been switched to the student rate"],
  includes=["couldn't|could not|unable|not able|can't|cannot|escalated|review", "3 working days"],
  notes="apply_student_rate_to_booking was DENIED; the booking keeps the standard TSh 25,000.")

# =====================================================================================
# WOODWORKING SCHOOL: Mninga Woodworking School, Mbezi (db mninga_school)
# =====================================================================================
WOD = "woodworking school"

# ---- W1 stool intensive ------------------------------------------------------------------
sc = "stool-intensive"
q = "What's included in my stool course and what time do we start?"
ev = [
    env("cdc#enrolments:MWS-E-3305@lsn30112", "mninga_school", "enrolments", "u",
        {"enrolment_id": "MWS-E-3305", "student_name": "Yusuf Kapinga", "course_code": "STOOL_3DAY",
         "start_date": d("2026-08-14"), "end_date": d("2026-08-16"), "daily_start": us("2026-08-14 08:30"),
         "daily_hours": "P0Y0M0DT7H0M0S", "course_fee": "450000.00", "tool_hire_addon": 0, "tool_hire_fee": "0.00",
         "total": "450000.00", "amount_paid": "450000.00", "status": "CONFIRMED"},
        {"enrolment_id": "MWS-E-3305", "student_name": "Yusuf Kapinga", "course_code": "STOOL_3DAY",
         "start_date": d("2026-08-14"), "end_date": d("2026-08-16"), "daily_start": us("2026-08-14 08:30"),
         "daily_hours": "P0Y0M0DT7H0M0S", "course_fee": "450000.00", "tool_hire_addon": 1, "tool_hire_fee": "30000.00",
         "total": "480000.00", "amount_paid": "480000.00", "status": "CONFIRMED"},
        "2026-08-03 17:25", "3/1A0C88"),
    pol("policy#intensives", "Intensive courses include all timber, plus lunch and tea each day. Students may hire a "
        "personal chisel set for the course or bring their own sharpened tools. Safety boots are compulsory in the "
        "machine shop; we lend safety glasses and ear defenders.", "v5"),
]
C(sc, WOD, q, "Hi Yusuf! Your stool intensive runs Friday 14/08 to Sunday 16/08, starting at 8:30 AM each day. Timber, "
  "lunch and tea are included, and the chisel-set hire is on your booking.", ev,
  [ok("runs Friday 14/08 to Sunday 16/08"), ok("starting at 8:30 AM each day"), ok("Timber, lunch and tea are included"),
   ok("the chisel-set hire is on your booking")],
  includes=["14/08", "8:30 AM"],
  notes="start_date 20679 = Friday 14/08, end_date 20681 = Sunday 16/08, daily_start 05:30 UTC = 8:30 AM EAT; policy inclusions; tool_hire_addon 1 in the after image.")
C(sc, WOD, q, "Here's your course at a glance:\n- Dates: 14-16 August (3 days)\n- Start: 8:30 AM, about seven hours a "
  "day\n- Included: timber, lunch, tea\n- Paid: TSh 480,000 (course TSh 450,000 + tool hire TSh 30,000)\nBring safety "
  "boots for the machine shop!", ev,
  [ok("Dates: 14-16 August (3 days)"), ok("Start: 8:30 AM"), ok("about seven hours a day"),
   ok("Included: timber, lunch, tea"), ok("Paid: TSh 480,000"), ok("course TSh 450,000 + tool hire TSh 30,000"),
   ok("Bring safety boots")],
  includes=["TSh 480,000", "8:30 AM"],
  notes="daily_hours 7h; course_fee 450000.00 + tool_hire_fee 30000.00 = total 480000.00 = amount_paid; boots compulsory per policy.")
C(sc, WOD, q, "Everything's paid: TSh 480,000 has been received. Safety glasses and ear defenders will be lent to you "
  "on the day.", ev,
  [ok("TSh 480,000 has been received"), ok("Safety glasses and ear defenders will be lent to you")],
  includes=["480,000"],
  notes="amount_paid 480000.00; policy: we lend safety glasses and ear defenders.")
C(sc, WOD, q, "Hi Yusuf, you start Friday 14/08 at 8:30 AM. With the chisel hire your total came to TSh 470,000, all "
  "paid, and lunch is on us each day.", ev,
  [ok("you start Friday 14/08 at 8:30 AM"), con("total came to TSh 470,000", "AMOUNT_MISMATCH"),
   ok("lunch is on us each day")],
  errors=["wrong_arithmetic"], excludes=["TSh 470,000"],
  notes="450000.00 + 30000.00 = 480000.00, not 470000.")
C(sc, WOD, q, "Your course starts at 5:30 AM on 14/08. Timber is included, and we'll lend you safety boots along with "
  "glasses and ear defenders.", ev,
  [con("starts at 5:30 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), ok("Timber is included"),
   either("we'll lend you safety boots", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
  errors=["unit_conversion", "unlisted_perk"], excludes=["5:30 AM", "lend you safety boots"],
  notes="daily_start is 05:30 UTC = 8:30 AM EAT; the policy makes boots compulsory (the student's own) and lends only glasses and ear defenders.")
R(sc, WOD, q, "Hi Yusuf, your stool course runs from Friday 14/08 to Saturday 15/08, starting at 8:30 AM, with timber, "
  "lunch and tea included.", ev,
  [ok("from Friday 14/08"), con("to Saturday 15/08", "DATE_MISMATCH"), ok("starting at 8:30 AM"),
   ok("timber, lunch and tea included")],
  errors=["wrong_date"], excludes=["Saturday 15/08"], includes=["16/08|Sunday|16 August", "8:30 AM|8:30"],
  notes="end_date 20681 = Sunday 16/08; it is a 3-day course.")

# ---- W2 sharpening service ---------------------------------------------------------------
sc = "sharpening-order"
q = "Are my chisels sharpened yet? How much do I owe?"
so1 = {"order_id": "MWS-SO-0781", "customer_name": "Agnes Mushi", "items_desc": "6 bench chisels, 1 jack plane iron",
       "item_count": 7, "fee_per_item": "4000.00", "total": "28000.00", "is_paid": 0, "status": "RECEIVED",
       "ready_at": None, "rack": None}
ev = [
    env("cdc#service_orders:MWS-SO-0781@lsn29870", "mninga_school", "service_orders", "u", so1,
        dict(so1, status="READY", ready_at=us("2026-07-22 14:00"), rack="RACK_2"), "2026-07-22 14:01", "3/19E3F0"),
    env("cdc#service_orders:MWS-SO-0712@lsn28011", "mninga_school", "service_orders", "r", None,
        {"order_id": "MWS-SO-0712", "customer_name": "Agnes Mushi", "items_desc": "3 carving gouges", "item_count": 3,
         "fee_per_item": "4000.00", "total": "12000.00", "is_paid": 1, "status": "COLLECTED",
         "ready_at": us("2026-05-06 11:00"), "rack": None}, "2026-07-23 06:00", "3/17A000"),
    pol("policy#sharpening", "Turnaround is 3 working days from drop-off. Sharpening is TSh 4,000 per edge tool, paid "
        "at collection by cash or M-Pesa. Tools left more than 30 days after we've told you they're ready may be sold "
        "to cover costs.", "v2"),
]
C(sc, WOD, q, "Hi Agnes! Yes, your 6 chisels and the plane iron were ready yesterday at 2 PM. It's TSh 4,000 per tool, "
  "so TSh 28,000 for the seven, payable when you collect by cash or M-Pesa.", ev,
  [ok("your 6 chisels and the plane iron were ready"), ok("yesterday at 2 PM"), ok("TSh 4,000 per tool"),
   ok("TSh 28,000 for the seven"), ok("payable when you collect by cash or M-Pesa")],
  includes=["TSh 28,000", "2 PM"], when="2026-07-23 10:00",
  notes="MWS-SO-0781 READY, ready_at 11:00 UTC = 2 PM EAT on 22/07 (yesterday); 7 x 4000 = 28000.00, is_paid 0; policy: pay at collection.")
C(sc, WOD, q, "Ready since 22/07, on rack 2. TSh 28,000 to pay on collection.", ev,
  [ok("Ready since 22/07"), ok("on rack 2"), ok("TSh 28,000 to pay on collection")],
  includes=["TSh 28,000"],
  notes="ready_at 22/07, rack RACK_2, total 28000.00 unpaid.")
C(sc, WOD, q, "Hi Agnes, your sharpening (order MWS-SO-0781) has been finished and is waiting on the rack. Please "
  "collect within 30 days, as tools left longer after we've told you they're ready may be sold to cover costs.", ev,
  [ok("order MWS-SO-0781) has been finished"), ok("waiting on the rack"), ok("collect within 30 days")],
  includes=["MWS-SO-0781", "30 days"],
  notes="status READY with rack RACK_2; policy's 30-day rule.")
C(sc, WOD, q, "Your tools are ready, Agnes! The total is TSh 12,000, and it has already been paid, so just pop in.", ev,
  [ok("Your tools are ready"), con("The total is TSh 12,000", "AMOUNT_MISMATCH"),
   con("it has already been paid", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
  errors=["other_record_value", "wrong_state"], excludes=["TSh 12,000", "already been paid"],
  notes="12000.00 and is_paid 1 belong to the older gouge order MWS-SO-0712; MWS-SO-0781 totals 28000.00 and is_paid 0.")
C(sc, WOD, q, "Hi Agnes, your seven tools are sharpened and ready to collect. At TSh 4,000 each that comes to TSh "
  "24,000.", ev,
  [ok("your seven tools are sharpened"), ok("At TSh 4,000 each"), con("comes to TSh 24,000", "AMOUNT_MISMATCH")],
  errors=["wrong_arithmetic"], excludes=["TSh 24,000"],
  notes="7 x 4000 = 28000 (total 28000.00); 24000 counts only the six chisels.")
R(sc, WOD, q, "Hi Agnes, your seven tools are sharpened and ready. The TSh 28,000 needs paying by card before you "
  "collect.", ev,
  [ok("your seven tools are sharpened and ready"), ok("The TSh 28,000"),
   con("by card before you collect", "NLI_CONTRADICTION")],
  errors=["wrong_policy_condition"], excludes=["by card before you collect"],
  includes=["cash|M-Pesa|Mpesa|at collection|when you collect", "28,000|28000"],
  notes="Policy: paid at collection by cash or M-Pesa.")

# ---- W3 transfer a place (escalated) -----------------------------------------------------------
sc = "place-transfer"
q = "Can my brother Abdul take my place on the dovetail course instead?"
ev = [
    env("cdc#enrolments:MWS-E-3410@lsn30544", "mninga_school", "enrolments", "r", None,
        {"enrolment_id": "MWS-E-3410", "student_name": "Said Mnyampala", "course_code": "DOVETAIL_EVE_4",
         "start_date": d("2026-09-01"), "first_session_at": us("2026-09-01 17:30"), "sessions": 4,
         "course_fee": "200000.00", "amount_paid": "200000.00", "status": "CONFIRMED",
         "transferable_until": d("2026-08-27")}, "2026-08-20 06:00", "3/1B4000"),
    env("cdc#transfer_requests:TR-219@lsn30611", "mninga_school", "transfer_requests", "c", None,
        {"request_id": "TR-219", "enrolment_id": "MWS-E-3410", "to_student_name": "Abdul Mnyampala",
         "safety_form_received": 0, "admin_fee": "10000.00", "status": "PENDING_REVIEW"}, "2026-08-20 09:14", "3/1B59C0"),
    refused("call#transfer_enrolment-1", "transfer_enrolment", "ESCALATE",
            {"enrolment_id": "MWS-E-3410", "to_student_name": "Abdul Mnyampala"}),
    pol("policy#transfers", "You can transfer your place to someone else up to 5 days before the course starts; a TSh "
        "10,000 admin fee applies. Transfers are confirmed by the office once the new student's details and safety "
        "form are in. After that date, places can't be transferred or refunded.", "2026-06"),
]
C(sc, WOD, q, "Hi Said! Yes, transfers are possible up to 5 days before the start, so by 27/08 for your course starting "
  "Tuesday 01/09. I've sent the request to our office for review; they'll confirm once Abdul's details and safety form "
  "are in. There's a TSh 10,000 admin fee.", ev,
  [ok("transfers are possible up to 5 days before the start"), ok("by 27/08"), ok("starting Tuesday 01/09"),
   ok("sent the request to our office for review"), ok("they'll confirm once Abdul's details and safety form are in"),
   ok("TSh 10,000 admin fee")],
  includes=["27/08", "TSh 10,000"],
  notes="transferable_until 20692 = 27/08, start_date 20697 = Tuesday 01/09; transfer_enrolment ESCALATED, TR-219 PENDING_REVIEW; policy on fee and safety form.")
C(sc, WOD, q, "Happy to help! The transfer to Abdul is pending review with the office, and a TSh 10,000 admin fee "
  "applies. We still need his safety form.", ev,
  [ok("The transfer to Abdul is pending review"), ok("a TSh 10,000 admin fee applies"), ok("We still need his safety form")],
  includes=["pending review", "10,000"],
  notes="TR-219 PENDING_REVIEW, admin_fee 10000.00, safety_form_received 0.")
C(sc, WOD, q, "Done! Your place on the dovetail course is now in Abdul's name. The course starts on 01/09.", ev,
  [con("Your place on the dovetail course is now in Abdul's name", "NOT_EXECUTED"), ok("The course starts on 01/09")],
  errors=["refused_call_effect"], excludes=["now in Abdul's name"],
  notes="transfer_enrolment was ESCALATED, not executed; TR-219 is PENDING_REVIEW. The course start 01/09 is right.")
C(sc, WOD, q, "Hi Said, transfers are free, and you can do it right up to 24 hours before the first class. I've passed "
  "your request to the office.", ev,
  [con("transfers are free", "NLI_CONTRADICTION", "AMOUNT_MISMATCH"),
   con("right up to 24 hours before the first class", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
   ok("I've passed your request to the office")],
  errors=["wrong_policy_condition", "wrong_period"], excludes=["transfers are free", "24 hours before"],
  notes="Policy and TR-219: TSh 10,000 admin fee; transfers only up to 5 days before the start (27/08).")
R(sc, WOD, q, "Hi Said, your request to transfer to Abdul is with our office for review. Transfers are allowed until "
  "29/08, and there's a TSh 10,000 admin fee.", ev,
  [ok("with our office for review"), con("allowed until 29/08", "DATE_MISMATCH"), ok("TSh 10,000 admin fee")],
  errors=["wrong_date"], excludes=["29/08"], includes=["27/08|27 August|27th of August", "10,000|10000"],
  notes="transferable_until is 27/08 (5 days before 01/09).")

# ---- W4 diploma instalments ------------------------------------------------------------------
sc = "diploma-instalments"
q = "Did my July instalment go through? What's left?"
pp1 = {"plan_id": "MWS-PP-0092", "student_name": "Halima Nnko", "programme": "CABINET_DIPLOMA_T1",
       "fee_total": "1350000.00", "instalments": 3, "instalment_amount": "450000.00", "paid_count": 1,
       "paid_total": "450000.00", "next_due_date": d("2026-07-15"), "status": "ON_TRACK"}
ev = [
    env("cdc#payment_plans:MWS-PP-0092@lsn29655", "mninga_school", "payment_plans", "u", pp1,
        dict(pp1, paid_count=2, paid_total="900000.00", next_due_date=d("2026-08-15")), "2026-07-14 10:06", "3/19B770"),
    env("cdc#payments:PMT-5540@lsn29654", "mninga_school", "payments", "c", None,
        {"payment_id": "PMT-5540", "plan_id": "MWS-PP-0092", "amount": "450000.00", "method": "BANK_TRANSFER",
         "bank_reference": "NMB-TRF-77810", "paid_at": us("2026-07-14 10:05")}, "2026-07-14 10:05", "3/19B6A8"),
    pol("policy#instalments", "Diploma fees can be paid in 3 equal monthly instalments. Students with an unpaid "
        "instalment can't use the machine shop until it's settled. A late instalment incurs a TSh 25,000 fee after a "
        "5-day grace period.", "2025-09"),
]
C(sc, WOD, q, "Hi Halima! Yes, your July instalment of TSh 450,000 arrived on 14/07 by bank transfer. You've now paid "
  "TSh 900,000 of TSh 1,350,000, so one last instalment of TSh 450,000 is due on 15/08.", ev,
  [ok("your July instalment of TSh 450,000 arrived on 14/07"), ok("by bank transfer"),
   ok("paid TSh 900,000 of TSh 1,350,000"), ok("one last instalment of TSh 450,000 is due on 15/08")],
  includes=["TSh 900,000", "15/08"],
  notes="PMT-5540 450000.00 on 14/07, BANK_TRANSFER; after image paid_total 900000.00 of fee_total 1350000.00, paid_count 2 of 3, next_due_date 20680 = 15/08.")
C(sc, WOD, q, "Received, thank you! 2 of 3 instalments are paid; the final TSh 450,000 falls due on 15 August, with a "
  "5-day grace period.", ev,
  [ok("2 of 3 instalments are paid"), ok("the final TSh 450,000 falls due on 15 August"), ok("with a 5-day grace period")],
  includes=["15 August", "TSh 450,000"],
  notes="paid_count 2, instalments 3, next_due_date 15/08; grace period from the policy.")
C(sc, WOD, q, "All on track: the last payment, four hundred and fifty thousand shillings, is due on 15/08/2026.", ev,
  [ok("All on track"), ok("four hundred and fifty thousand shillings, is due on 15/08/2026")],
  includes=["15/08/2026"],
  notes="status ON_TRACK; 1350000 - 900000 = 450000 due 15/08/2026.")
C(sc, WOD, q, "Hi Halima, your payment came through, thanks! Your next instalment is due on 15/07.", ev,
  [ok("your payment came through"), con("next instalment is due on 15/07", "DATE_MISMATCH")],
  errors=["stale_value"], excludes=["due on 15/07"],
  notes="15/07 is the before image's next_due_date; after the 14/07 payment it is 15/08.")
C(sc, WOD, q, "Hi Halima, your July payment is in. You have TSh 900,000 left to pay, and late instalments carry a "
  "TSh 50,000 fee after the grace period.", ev,
  [ok("your July payment is in"), con("TSh 900,000 left to pay", "AMOUNT_MISMATCH"),
   con("TSh 50,000 fee", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
  errors=["wrong_role", "wrong_policy_condition"], excludes=["TSh 900,000 left", "TSh 50,000"],
  notes="900000.00 is paid_total, not what remains (450000); the policy's late fee is TSh 25,000.")
C(sc, WOD, q, "Yes, your TSh 450,000 came in on 14/07 (bank reference NMB-TRF-77180). One instalment to go.", ev,
  [ok("your TSh 450,000 came in on 14/07"), con("bank reference NMB-TRF-77180", "IDENTIFIER_MISMATCH"),
   ok("One instalment to go")],
  errors=["wrong_id"], excludes=["NMB-TRF-77180"],
  notes="bank_reference is NMB-TRF-77810 (digits swapped in the draft).")
R(sc, WOD, q, "Hi Halima, your TSh 450,000 July instalment was received on 14/07. You have two instalments left, the "
  "next due on 15/08.", ev,
  [ok("your TSh 450,000 July instalment was received on 14/07"), con("two instalments left", "VALUE_MISMATCH"),
   ok("the next due on 15/08")],
  errors=["wrong_quantity"], excludes=["two instalments left"], includes=["one|last|final|1 instalment", "15/08|15 August"],
  notes="paid_count 2 of 3: one instalment remains.")

# ---- W5 machine induction needed -------------------------------------------------------------
sc = "machine-induction"
q = "Why can't I book the bandsaw for Saturday?"
m1 = {"member_id": "MWS-M-0640", "member_name": "Peter Shayo", "open_shop_member": 1,
      "membership_until": d("2026-10-31"), "induction_completed": 0, "induction_slot_id": None,
      "machine_access": "HAND_TOOLS_ONLY"}
ev = [
    env("cdc#members:MWS-M-0640@lsn30301", "mninga_school", "members", "u", m1, dict(m1, induction_slot_id="IND-0806"),
        "2026-07-28 16:40", "3/1AB8D0"),
    env("cdc#induction_slots:IND-0806@lsn30302", "mninga_school", "induction_slots", "u",
        {"slot_id": "IND-0806", "slot_at": us("2026-08-06 09:00"), "slot_length": "P0Y0M0DT3H0M0S",
         "trainer_name": "Ezekiel Mrema", "seats_left": 3, "fee": "0.00"},
        {"slot_id": "IND-0806", "slot_at": us("2026-08-06 09:00"), "slot_length": "P0Y0M0DT3H0M0S",
         "trainer_name": "Ezekiel Mrema", "seats_left": 2, "fee": "0.00"}, "2026-07-28 16:40", "3/1AB920"),
    refused("call#book_machine_time-1", "book_machine_time", "DENY",
            {"member_id": "MWS-M-0640", "machine_code": "BANDSAW_14IN", "slot_start": us("2026-08-01 10:00"),
             "deny_reason": "INDUCTION_REQUIRED"}),
    pol("policy#open-shop", "Open-shop members can use hand tools from day one. Power machines (bandsaw, table saw, "
        "planer-thicknesser) need the 3-hour machine induction first. Inductions are free for members and run on "
        "Thursday mornings. No one may use machines alone; a shop supervisor is always on duty.", "v3"),
]
C(sc, WOD, q, "Hi Peter! The bandsaw needs the machine induction first, and yours is booked for Thursday 06/08 at "
  "9:00 AM (three hours, free for members). Until then you can use the hand tools, so I couldn't book Saturday's "
  "bandsaw slot.", ev,
  [ok("The bandsaw needs the machine induction first"), ok("booked for Thursday 06/08 at 9:00 AM"),
   ok("three hours, free for members"), ok("you can use the hand tools"), ok("I couldn't book Saturday's bandsaw slot")],
  includes=["06/08", "9:00 AM"],
  notes="Policy on machines and free inductions; induction_slot_id IND-0806 at 06:00 UTC = 9:00 AM EAT Thursday 06/08, 3 hours, fee 0.00; machine_access HAND_TOOLS_ONLY; book_machine_time DENIED.")
C(sc, WOD, q, "Sorry Peter, the booking was declined because your induction isn't done yet. It's next Thursday, 6 "
  "August, 9 AM with Ezekiel. After that the machines are open to you, always with a supervisor on duty.", ev,
  [ok("the booking was declined because your induction isn't done yet"), ok("next Thursday, 6 August, 9 AM with Ezekiel"),
   ok("After that the machines are open to you"), ok("always with a supervisor on duty")],
  includes=["6 August", "Ezekiel"], when="2026-07-30 11:00",
  notes="DENY with INDUCTION_REQUIRED, induction_completed 0; now is Thursday 30/07 so next Thursday is 06/08; trainer Ezekiel Mrema; supervisor rule from policy.")
C(sc, WOD, q, "Great news, I've booked the bandsaw for you on Saturday at 10 AM. Enjoy!", ev,
  [con("I've booked the bandsaw for you on Saturday at 10 AM", "NOT_EXECUTED"), na("Enjoy!")],
  errors=["refused_call_effect"], excludes=["I've booked the bandsaw"],
  notes="book_machine_time was DENIED (INDUCTION_REQUIRED).")
C(sc, WOD, q, "Hi Peter, our records show you've completed the induction, so this must be a glitch. For future "
  "reference, inductions cost TSh 20,000 for members.", ev,
  [con("you've completed the induction", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
   con("inductions cost TSh 20,000 for members", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
  errors=["wrong_state", "wrong_policy_condition"], excludes=["completed the induction", "TSh 20,000"],
  notes="induction_completed 0; policy and slot fee 0.00: inductions are free for members.")
C(sc, WOD, q, "Your machine induction is on 06/08 at 6:00 AM and lasts two hours; after that you can use the "
  "bandsaw.", ev,
  [ok("Your machine induction is on 06/08"), con("at 6:00 AM", "DATE_MISMATCH", "VALUE_MISMATCH"),
   con("lasts two hours", "VALUE_MISMATCH", "NLI_CONTRADICTION"), ok("you can use the bandsaw")],
  errors=["unit_conversion", "wrong_period"], excludes=["at 6:00 AM", "lasts two hours"],
  notes="slot_at is 06:00 UTC = 9:00 AM EAT; slot_length and policy: 3 hours.")
R(sc, WOD, q, "Hi Peter, you'll need the machine induction before using the bandsaw. Yours is on Friday 06/08 at "
  "9:00 AM, and it's free for members.", ev,
  [ok("you'll need the machine induction before using the bandsaw"), con("Friday 06/08", "DATE_MISMATCH"),
   ok("at 9:00 AM"), ok("free for members")],
  errors=["wrong_date"], excludes=["Friday 06/08"], includes=["Thursday|Thu", "9:00 AM|9 AM"],
  notes="06/08/2026 is a Thursday (inductions run on Thursday mornings).")


def _write():
    for name, rows in (("cases.jsonl", CASES), ("repair.jsonl", REPAIRS)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    good = sum(1 for r in CASES if not r["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {good}, wrong {len(CASES) - good}), repair {len(REPAIRS)}")


if __name__ == "__main__":
    _write()
