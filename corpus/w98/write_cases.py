#!/usr/bin/env python3
"""Writer w98: builds cases.jsonl and repair.jsonl from hand-written bundles and drafts.

Every record, policy and draft below was written individually; the helpers only wrap them into
the corpus line format and run a few self-checks (probe spans unique, excludes present, etc.).
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w98"
API_FAMILY = ("REST with HAL hypermedia: _links {self, cancel, replaces, ...}, _embedded collections, "
              "float amounts in major units (ZAR), local date-times without offset beside a location.zone, "
              "weather holds and reschedules as linked resources")

CASES, REPAIRS = [], []
_counter = {"case": 0, "repair": 0}


def rec(id, source, fields):
    return {"id": id, "kind": "record", "source": source, "fields": fields}


def pol(id, text, revision=None):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(id, text, source=None):
    d = {"id": id, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def S(x):
    return {"contains": x, "verdict_in": ["supported"]}


def NA(x):
    return {"contains": x, "verdict_in": ["not_applicable"]}


def C(x, *reasons):
    return {"contains": x, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(x, *reasons):
    return {"contains": x, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def CI(x, *reasons):
    return {"contains": x, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def D(s):
    return s.strip("\n")


class Bundle:
    def __init__(self, domain, scenario, question, now, evidence):
        self.domain, self.scenario, self.question, self.now, self.evidence = domain, scenario, question, now, evidence
        ids = [e["id"] for e in evidence]
        assert len(ids) == len(set(ids)), ids


def _check(cid, draft, probes, errors, excl, incl, repair):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    spans = [p["contains"] for p in probes]
    for e in excl:
        assert e in draft, (cid, "exclude not in draft", e)
    wrong = [p for p in probes if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    if repair:
        assert 1 <= len(errors) <= 2, cid
        fix = incl[0]
        for alt in fix.split("|"):
            assert alt not in draft, (cid, "correction already in draft", alt)
        for other in incl[1:]:
            assert any(a in draft for a in other.split("|")), (cid, other)
    else:
        if errors:
            assert 1 <= len(errors) <= 3, cid
        else:
            for s in incl:
                assert s in draft, (cid, "include not in draft", s)
            assert not excl
    assert len(wrong) == len(errors), (cid, len(wrong), errors)


def add(b, draft, probes, errors=(), excl=(), incl=(), notes="", tag=None, repair=False):
    draft = D(draft)
    errors, excl, incl = list(errors), list(excl), list(incl)
    if repair:
        _counter["repair"] += 1
        cid = f"{WRITER}-r{_counter['repair']:02d}-{b.scenario}"
        outcome = ["repaired"]
    else:
        _counter["case"] += 1
        cid = f"{WRITER}-{_counter['case']:03d}-{b.scenario}" + (f"-{tag}" if tag else "")
        outcome = None if errors else ["sent"]
    _check(cid, draft, probes, errors, excl, incl, repair)
    case = {"schema": "halcheck.case/1", "id": cid, "question": b.question, "draft": draft,
            "evidence": b.evidence, "now": b.now}
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome, "final_excludes": excl, "final_includes": incl},
            "meta": {"writer": WRITER, "domain": b.domain, "scenario": b.scenario, "api_family": API_FAMILY,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)
    return cid


# =====================================================================================================
# SLEEPER TRAINS
# =====================================================================================================

b = Bundle("sleeper trains", "nightliner-coupe",
    "Can you confirm my booking for the train next week and tell me when I need to be at the station?",
    "2027-05-07T10:12:00+02:00",
    [
        rec("get_booking#KNL-58213", "tool:get_booking", {
            "booking_ref": "KNL-58213", "status": "CONFIRMED",
            "lead_passenger": {"name": "Thandiwe Mokoena", "loyalty_no": "KL-220914"},
            "service": {"train_no": "NL14", "name": "Karoo Nightliner",
                        "origin": "Johannesburg Park Station", "destination": "Cape Town Station"},
            "departure_local": "2027-05-14T18:25:00", "arrival_local": "2027-05-15T21:05:00",
            "location": {"station_code": "JNB", "station_name": "Johannesburg Park Station",
                         "zone": "Africa/Johannesburg"},
            "accommodation": {"class": "SLEEPER_COUPE", "coach": "C", "compartment": 7, "berths": 2},
            "fare": {"total": 4870.0, "currency": "ZAR", "components": [
                {"code": "FARE_ADULT", "unit_amount": 2185.0, "qty": 2},
                {"code": "BEDDING_KIT", "unit_amount": 250.0, "qty": 2}]},
            "_links": {"self": {"href": "/bookings/KNL-58213"}, "cancel": {"href": "/bookings/KNL-58213/cancel"},
                       "tickets": {"href": "/bookings/KNL-58213/tickets"}},
            "_embedded": {"payments": [{"payment_id": "PAY-90331", "amount": 4870.0, "method": "CARD",
                                        "status": "SETTLED", "_links": {"self": {"href": "/payments/PAY-90331"}}}]}}),
        rec("list_bookings#KL-220914", "tool:list_bookings", {
            "count": 1,
            "_links": {"self": {"href": "/loyalty/KL-220914/bookings?status=open&exclude=KNL-58213"}},
            "_embedded": {"bookings": [{
                "booking_ref": "KNL-58877", "status": "PROVISIONAL",
                "service": {"train_no": "NL15", "origin": "Cape Town Station",
                            "destination": "Johannesburg Park Station"},
                "departure_local": "2027-05-22T11:15:00",
                "accommodation": {"class": "SLEEPER_COUPE", "coach": "F", "compartment": 3, "berths": 2},
                "fare": {"total": 4410.0, "currency": "ZAR"}, "payment_due_local": "2027-05-10T23:59:00",
                "_links": {"self": {"href": "/bookings/KNL-58877"}}}]}}),
        pol("boarding-policy#jnb",
            "Tickets are checked on the platform, not at the booking office. Boarding at Johannesburg Park "
            "Station opens 90 minutes before departure and closes 30 minutes before departure. Passengers who "
            "reach the platform after boarding has closed are treated as no-shows and the fare is not refunded. "
            "Each passenger may bring luggage of up to 40 kg in total into the compartment.", revision="2027-02"),
    ])

add(b, """
Hi Thandiwe, thanks for your message.

Booking recap
- Reference: KNL-58213 (confirmed)
- Train: Karoo Nightliner NL14, Johannesburg Park Station to Cape Town
- Departs: 14 May 2027 at 18:25
- Arrives: 15 May 2027 at 21:05
- Accommodation: coach C, compartment 7 (two-berth sleeper coupé)
- Total paid: R4,870.00

When to be at the station
Boarding opens 90 minutes before departure, so from 16:55, and closes 30 minutes before, at 17:55. If you reach the platform after 17:55 you would be treated as a no-show, so please allow time for traffic.
""", [NA("thanks for your message"), S("KNL-58213 (confirmed)"), S("Karoo Nightliner NL14"),
      S("Departs: 14 May 2027 at 18:25"), S("Arrives: 15 May 2027 at 21:05"), S("coach C, compartment 7"),
      S("two-berth sleeper coupé"), S("Total paid: R4,870.00"), S("so from 16:55"),
      S("closes 30 minutes before, at 17:55"), S("treated as a no-show")],
    incl=["18:25", "KNL-58213"],
    notes="get_booking#KNL-58213 gives coach C/7, 18:25 and 21:05 local, total 4870.0 settled; the boarding policy "
          "gives 90/30 minutes, so 16:55 and 17:55.")

add(b, """
Dear Ms Mokoena,

Summary of your trip
Your sleeper coupé on next Friday's Karoo Nightliner is confirmed under reference KNL-58213. The train leaves Johannesburg Park Station at 18:25 on 14/05/2027 and is due into Cape Town at 21:05 the following evening. You are in coach C, compartment 7. Your fare of R4 870 covers two adult fares of R2 185 each and two bedding kits at R250 each, and it has been paid in full.

Getting to the platform
Boarding runs from 16:55 until 17:55. Anyone who reaches the platform after boarding has closed is treated as a no-show, and the fare is not refunded.

Kind regards,
Lerato
Karoo Nightliner Guest Care
""", [S("next Friday's Karoo Nightliner is confirmed"), S("at 18:25 on 14/05/2027"), S("21:05 the following evening"),
      S("coach C, compartment 7"), S("fare of R4 870"), S("two adult fares of R2 185 each"),
      S("two bedding kits at R250 each"), S("paid in full"), S("from 16:55 until 17:55"),
      S("treated as a no-show"), S("fare is not refunded")],
    incl=["14/05/2027", "R4 870"],
    notes="now is Friday 7 May, so next Friday is 14 May; fare components 2x2185 + 2x250 = 4870; payment SETTLED.")

add(b, """
Confirmed: KNL-58213, coach C compartment 7, leaving Johannesburg Park on Friday 14 May 2027 at 18:25; boarding closes at 17:55.
""", [S("Confirmed: KNL-58213"), S("coach C compartment 7"), S("Friday 14 May 2027 at 18:25"),
      S("boarding closes at 17:55")],
    incl=["18:25", "17:55"],
    notes="14 May 2027 is a Friday; closing time is 30 minutes before the 18:25 departure per the policy.")

add(b, """
Hi Thandiwe, thanks for your message.

Booking recap
- Reference: KNL-58213 (confirmed)
- Train: Karoo Nightliner NL14, Johannesburg Park Station to Cape Town
- Departs: 14 May 2027 at 18:25
- Arrives: 15 May 2027 at 21:05
- Accommodation: coach F, compartment 3 (two-berth sleeper coupé)
- Total paid: R4,870.00

When to be at the station
Boarding opens 90 minutes before departure, so from 16:55, and closes 15 minutes before, at 18:10. If you arrive after boarding has closed you would be treated as a no-show, so please allow time for traffic.
""", [NA("thanks for your message"), S("KNL-58213 (confirmed)"), S("Karoo Nightliner NL14"),
      S("Departs: 14 May 2027 at 18:25"), S("Arrives: 15 May 2027 at 21:05"),
      C("coach F, compartment 3", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
      S("two-berth sleeper coupé"), S("Total paid: R4,870.00"), S("so from 16:55"),
      C("closes 15 minutes before, at 18:10", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"),
      S("treated as a no-show")],
    errors=["other_record_value", "wrong_policy_condition"],
    excl=["coach F, compartment 3", "closes 15 minutes before", "at 18:10"],
    tag="return-coach",
    notes="Coach F/3 belongs to the return booking KNL-58877, not KNL-58213 (coach C/7); the policy closes "
          "boarding 30 minutes before departure (17:55), not 15.")

add(b, """
Dear Ms Mokoena,

Summary of your trip
Your sleeper coupé on next Friday's Karoo Nightliner is confirmed under reference KNL-58213. The train leaves Johannesburg Park Station at 18:25 on 14/05/2027 and is due into Cape Town at 21:05 the following evening. You are in coach C, compartment 7. Your fare for the two of you comes to R4 370 (2 × R2 185), and it has been paid in full.

Getting to the platform
Boarding runs from 16:55 until 17:55. Anyone who reaches the platform after boarding has closed is treated as a no-show, and the fare is not refunded.

Kind regards,
Lerato
Karoo Nightliner Guest Care
""", [S("next Friday's Karoo Nightliner is confirmed"), S("at 18:25 on 14/05/2027"), S("21:05 the following evening"),
      S("coach C, compartment 7"), S("2 × R2 185"), C("comes to R4 370", "AMOUNT_MISMATCH"),
      S("paid in full"), S("from 16:55 until 17:55"), S("treated as a no-show"), S("fare is not refunded")],
    errors=["wrong_arithmetic"], excl=["R4 370"], tag="fare-total",
    notes="fare.total is 4870.0: the draft's total leaves out the two R250 bedding kits.")

add(b, """
Confirmed: KL-220914, coach C compartment 7, leaving Johannesburg Park on Friday 14 May 2027 at 18:25; boarding closes at 17:55.
""", [C("Confirmed: KL-220914", "IDENTIFIER_MISMATCH"), S("coach C compartment 7"), S("Friday 14 May 2027 at 18:25"),
      S("boarding closes at 17:55")],
    errors=["wrong_role"], excl=["Confirmed: KL-220914"], tag="loyalty-as-ref",
    notes="KL-220914 is the lead passenger's loyalty number, not the booking reference (KNL-58213).")

add(b, """
Hello Thandiwe,

Your booking
Reference KNL-58213 is confirmed for the Karoo Nightliner leaving Johannesburg Park Station on 14 May 2027 at 18:25. You arrive in Cape Town on 16 May 2027 at 21:05. Your coupé is coach C, compartment 7.

Boarding
Boarding closes at 17:55, 30 minutes before departure.
""", [S("Reference KNL-58213 is confirmed"), S("on 14 May 2027 at 18:25"),
      C("on 16 May 2027 at 21:05", "DATE_MISMATCH"), S("coach C, compartment 7"), S("Boarding closes at 17:55")],
    errors=["wrong_date"], excl=["16 May 2027"],
    incl=["15 May 2027|15/05/2027|15 May", "18:25", "compartment 7"], repair=True,
    notes="arrival_local is 2027-05-15T21:05:00, so the arrival date is 15 May, not 16 May.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("sleeper trains", "trackwork-reschedule",
    "I got an SMS that my train was moved. What is my new departure and what are my options?",
    "2027-06-14T11:40:00+02:00",
    [
        rec("get_booking#HNR-40317", "tool:get_booking", {
            "booking_ref": "HNR-40317", "status": "RESCHEDULED",
            "passenger": {"name": "Pieter van der Merwe"},
            "berth": {"label": "B2-3", "coach": "B", "compartment": 2, "berth_no": 3, "class": "FOUR_BERTH"},
            "fare": {"total": 1650.0, "currency": "ZAR"},
            "_links": {"self": {"href": "/bookings/HNR-40317"}, "departure": {"href": "/departures/DEP-7710"},
                       "cancel": {"href": "/bookings/HNR-40317/cancel"}},
            "_embedded": {"vouchers": [],
                          "history": [{"at_local": "2027-06-11T08:02:00", "event": "MOVED",
                                       "from": "DEP-7702", "to": "DEP-7710"}]}}),
        rec("get_departure#DEP-7710", "tool:get_departure", {
            "departure_id": "DEP-7710", "train_no": "HN22", "operator": "Highveld Night Rail",
            "origin": "Johannesburg Park", "destination": "Durban",
            "departure_local": "2027-06-19T20:10:00", "arrival_local": "2027-06-20T08:45:00",
            "location": {"station_name": "Johannesburg Park", "zone": "Africa/Johannesburg"},
            "status": "SCHEDULED", "change_reason": "TRACK_MAINTENANCE",
            "_links": {"self": {"href": "/departures/DEP-7710"}, "replaces": {"href": "/departures/DEP-7702"}}}),
        rec("get_departure#DEP-7702", "tool:get_departure", {
            "departure_id": "DEP-7702", "train_no": "HN20", "origin": "Johannesburg Park", "destination": "Durban",
            "departure_local": "2027-06-18T19:30:00", "arrival_local": "2027-06-19T07:55:00",
            "location": {"station_name": "Johannesburg Park", "zone": "Africa/Johannesburg"},
            "status": "REPLACED",
            "_links": {"self": {"href": "/departures/DEP-7702"}, "replaced_by": {"href": "/departures/DEP-7710"}}}),
        pol("disruption-policy#track", 
            "When a departure is moved for track maintenance, booked passengers are transferred to the "
            "replacement departure at no extra cost. Anyone who does not want to travel on the replacement may "
            "cancel for a full refund, provided the request is made at least 24 hours before the replacement "
            "departs. Refunds go back to the original card within 10 working days. A meal voucher is issued only "
            "when the replacement leaves more than 36 hours after the original departure.", revision="r4"),
    ])

add(b, """
Good morning Pieter,

What changed
Because of track maintenance, your Friday 18 June 2027 departure at 19:30 has been replaced. You are now booked on train HN22, leaving Johannesburg Park on Saturday 19 June 2027 at 20:10 and arriving in Durban at 08:45 on Sunday 20 June. You keep berth B2-3.

Your options
You can travel on the new train at no extra cost. If the new date does not work for you, you can cancel for a full refund of R1,650.00, as long as you ask at least 24 hours before the new departure, so by 20:10 on Friday 18 June. Refunds go back to your original card within 10 working days.
""", [S("Friday 18 June 2027 departure at 19:30 has been replaced"), S("train HN22"),
      S("Saturday 19 June 2027 at 20:10"), S("08:45 on Sunday 20 June"), S("You keep berth B2-3"),
      S("at no extra cost"), S("full refund of R1,650.00"), S("at least 24 hours before the new departure"),
      S("by 20:10 on Friday 18 June"), S("within 10 working days")],
    incl=["20:10", "R1,650.00"],
    notes="DEP-7710 replaces DEP-7702: 19 June 20:10 -> 20 June 08:45; policy gives no-cost transfer, 24-hour "
          "refund cut-off and 10 working days.")

add(b, """
Quick recap of HNR-40317
- Old departure: 18/06/2027, 19:30 (replaced because of track maintenance)
- New departure: 19/06/2027, 20:10, train HN22 from Johannesburg Park
- Arrival in Durban: 20/06/2027, 08:45
- Cost of the change to you: nothing
- Prefer not to travel? Cancel at least 24 hours before the new departure for a full R1 650 refund.
""", [S("Quick recap of HNR-40317"), S("Old departure: 18/06/2027, 19:30"), S("19/06/2027, 20:10, train HN22"),
      S("Arrival in Durban: 20/06/2027, 08:45"), S("Cost of the change to you: nothing"),
      S("at least 24 hours before the new departure"), S("full R1 650 refund")],
    incl=["19/06/2027, 20:10"],
    notes="DEP-7702 (REPLACED) and DEP-7710 (replaces link) give both departures; fare.total 1650.0.")

add(b, """
Good morning Pieter,

What changed
Because of track maintenance, your Friday 18 June 2027 departure at 19:30 has been replaced. You are now booked on train HN22, leaving Johannesburg Park on Saturday 19 June 2027 at 19:30 and arriving in Durban at 08:45 on Sunday 20 June. You keep berth B2-3, and because the new train leaves a day later, a meal voucher has been added to your booking.

Your options
You can travel on the new train at no extra cost. If the new date does not work for you, you can cancel for a full refund of R1,650.00, as long as you ask at least 24 hours before the new departure. Refunds go back to your original card within 10 working days.
""", [S("Friday 18 June 2027 departure at 19:30 has been replaced"), S("train HN22"),
      C("Saturday 19 June 2027 at 19:30", "DATE_MISMATCH", "VALUE_MISMATCH"), S("08:45 on Sunday 20 June"),
      S("You keep berth B2-3"),
      CI("a meal voucher has been added", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION"),
      S("at no extra cost"), S("full refund of R1,650.00"), S("at least 24 hours before the new departure"),
      S("within 10 working days")],
    errors=["stale_value", "condition_unmet"], excl=["19 June 2027 at 19:30", "meal voucher has been added"],
    tag="old-time-voucher",
    notes="The new departure is 20:10 (DEP-7710); 19:30 is the replaced DEP-7702 time. vouchers is empty and the "
          "policy gives vouchers only past 36 hours; the delay is 24 h 40 min.")

add(b, """
Quick recap of HNR-40317
- Old departure: 18/06/2027, 19:30 (replaced because of track maintenance)
- New departure: 19/06/2027, 20:10, train HN22 from Johannesburg Park
- Arrival in Durban: 20/06/2027, 08:45
- Cost of the change to you: nothing
- Prefer not to travel? Cancel at least 24 hours before the new departure for a full R1 650 refund, paid back to your card within 5 working days.
""", [S("Quick recap of HNR-40317"), S("Old departure: 18/06/2027, 19:30"), S("19/06/2027, 20:10, train HN22"),
      S("Arrival in Durban: 20/06/2027, 08:45"), S("Cost of the change to you: nothing"),
      S("at least 24 hours before the new departure"), S("full R1 650 refund"),
      C("within 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excl=["within 5 working days"], tag="refund-days",
    notes="The disruption policy says refunds reach the card within 10 working days, not 5.")

add(b, """
Hi Pieter,

Your new train
Track maintenance means your 18 June departure has been replaced. You now travel on HN22 from Johannesburg Park on Saturday 19 June 2027 at 20:10, reaching Durban at 07:55 on Sunday 20 June. This change costs you nothing.
""", [S("18 June departure has been replaced"), S("Saturday 19 June 2027 at 20:10"),
      C("reaching Durban at 07:55", "DATE_MISMATCH", "VALUE_MISMATCH"), S("This change costs you nothing")],
    errors=["stale_value"], excl=["07:55"], incl=["08:45", "20:10"], repair=True,
    notes="07:55 is the arrival of the replaced DEP-7702; DEP-7710 arrives at 08:45 on 20 June.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("sleeper trains", "cancel-refund-escalated",
    "I cancelled my sleeper booking on Tuesday. How much do I get back and when?",
    "2027-08-04T09:05:00+02:00",
    [
        rec("get_booking#BCS-77120", "tool:get_booking", {
            "booking_ref": "BCS-77120", "status": "CANCELLED_BY_CUSTOMER", "operator": "Blue Crane Sleeper",
            "passenger": {"name": "Naledi Khumalo"},
            "service": {"train_no": "BC3", "origin": "Gqeberha", "destination": "Cape Town"},
            "departure_local": "2027-08-06T19:00:00", "cancelled_local": "2027-08-03T14:22:00",
            "location": {"station_name": "Gqeberha Station", "zone": "Africa/Johannesburg"},
            "fare": {"total": 3980.0, "currency": "ZAR"},
            "_links": {"self": {"href": "/bookings/BCS-77120"}},
            "_embedded": {"refunds": [{"refund_id": "RF-5521", "amount": 2985.0, "rule": "CANCEL_7D_TO_48H",
                                       "status": "PENDING_APPROVAL",
                                       "_links": {"self": {"href": "/refunds/RF-5521"},
                                                  "approve": {"href": "/refunds/RF-5521/approve"}}}]}}),
        rec("list_refunds#naledi.k", "tool:list_refunds", {
            "_links": {"self": {"href": "/customers/C-11873/refunds?status=PAID"}},
            "_embedded": {"refunds": [{"refund_id": "RF-4870", "booking_ref": "BCS-70418", "amount": 1240.0,
                                       "status": "PAID", "paid_local": "2027-03-12T10:41:00"}]}}),
        refused("issue_refund#call-1", "issue_refund", "ESCALATE",
                {"refund_id": "RF-5521", "booking_ref": "BCS-77120", "amount": 2985.0}),
        pol("cancellation-policy#sleeper",
            "Cancellations made more than 7 days before departure are refunded in full less a R150 "
            "administration fee. Cancellations made between 7 days and 48 hours before departure are refunded at "
            "75% of the fare. No refund is given for cancellations within 48 hours of departure. Any refund above "
            "R2,500 must be approved by a supervisor before it is paid.", revision="2027-01"),
    ])

add(b, """
Hello Naledi,

Your cancellation
Booking BCS-77120 was cancelled yesterday, 3 August 2027, at 14:22, ahead of the Gqeberha to Cape Town departure on 6 August at 19:00.

What you are due
You cancelled between 7 days and 48 hours before departure, so 75% of your R3,980.00 fare is refundable, which is R2,985.00.

Where your refund stands
Refunds above R2,500 must be approved by a supervisor before they are paid, so I have sent yours to a supervisor rather than paying it out myself. It is pending approval right now.
""", [S("cancelled yesterday, 3 August 2027, at 14:22"), S("departure on 6 August at 19:00"),
      S("between 7 days and 48 hours before departure"), S("75% of your R3,980.00 fare is refundable"),
      S("which is R2,985.00"), S("must be approved by a supervisor"), S("sent yours to a supervisor"),
      S("pending approval right now")],
    incl=["R2,985.00"],
    notes="Cancelled 3 Aug 14:22 for a 6 Aug 19:00 departure (about 77 hours): 75% of 3980 = 2985; issue_refund "
          "was ESCALATED and RF-5521 is PENDING_APPROVAL.")

add(b, """
Dear Ms Khumalo

Recap
- Booking: BCS-77120, cancelled on Tuesday, 3 August
- Fare paid: three thousand nine hundred and eighty rand
- Refund due under the 7-day-to-48-hour rule: seventy-five per cent, or two thousand nine hundred and eighty-five rand

Next step
Because the amount is over R2,500, the refund has been referred to a supervisor for approval and has not been paid yet.

Regards,
Sipho, Blue Crane Sleeper
""", [S("cancelled on Tuesday, 3 August"), S("three thousand nine hundred and eighty rand"),
      S("seventy-five per cent"), S("two thousand nine hundred and eighty-five rand"), S("over R2,500"),
      S("referred to a supervisor for approval"), S("has not been paid yet")],
    incl=["two thousand nine hundred and eighty-five rand"],
    notes="Amounts in words match fare.total 3980.0 and refund 2985.0; the ESCALATE refused call grounds 'referred "
          "to a supervisor' and 'not paid yet'.")

add(b, """
Hello Naledi,

Your cancellation
Booking BCS-77120 was cancelled yesterday, 3 August 2027, at 14:22, ahead of the Gqeberha to Cape Town departure on 6 August at 19:00.

What you are due
You cancelled between 7 days and 48 hours before departure, so 75% of your R3,980.00 fare is refundable, which is R2,985.00.

Where your refund stands
I have processed your refund and it is on its way to your card. You should see it within 3 working days.
""", [S("cancelled yesterday, 3 August 2027, at 14:22"), S("departure on 6 August at 19:00"),
      S("between 7 days and 48 hours before departure"), S("75% of your R3,980.00 fare is refundable"),
      S("which is R2,985.00"), C("I have processed your refund", "NOT_EXECUTED"),
      CI("within 3 working days", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NOT_EXECUTED")],
    errors=["refused_call_effect", "invented_promise"], excl=["processed your refund", "within 3 working days"],
    tag="refund-done",
    notes="issue_refund was refused with ESCALATE and RF-5521 is PENDING_APPROVAL; no policy gives a payout time.")

add(b, """
Hello Naledi,

Your cancellation
Booking BCS-77120 was cancelled yesterday, 3 August 2027, at 14:22, ahead of the Gqeberha to Cape Town departure on 6 August at 19:00.

What you are due
You cancelled more than 48 hours before departure, so you qualify for a full refund less the R150 administration fee, which is R3,830.00.

Where your refund stands
Refunds above R2,500 must be approved by a supervisor before they are paid, so I have sent yours to a supervisor rather than paying it out myself. It is pending approval right now.
""", [S("cancelled yesterday, 3 August 2027, at 14:22"), S("departure on 6 August at 19:00"),
      C("full refund less the R150 administration fee", "NLI_CONTRADICTION"),
      C("which is R3,830.00", "AMOUNT_MISMATCH"), S("must be approved by a supervisor"),
      S("sent yours to a supervisor"), S("pending approval right now")],
    errors=["wrong_policy_condition", "wrong_amount"], excl=["full refund less", "R3,830.00"], tag="full-refund",
    notes="The full-refund tier needs more than 7 days' notice; at about 77 hours the 75% tier applies and RF-5521 "
          "is 2985.0.")

add(b, """
Hi Naledi,

Summary
Your booking BCS-77120 was cancelled on 3 August 2027, and under our rules you are due 75% of the fare, R2,985.00.

Refund status
That amount has now been paid back to your card.
""", [S("cancelled on 3 August 2027"), S("due 75% of the fare"),
      C("has now been paid back to your card", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excl=["has now been paid back to your card"],
    incl=["supervisor|approval|escalated|referred|could not|couldn't|unable|not able|not been paid|pending",
          "R2,985|2,985|2985|R2 985"], repair=True,
    notes="issue_refund#call-1 was ESCALATED; the refund is pending a supervisor's approval, not paid.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("sleeper trains", "deluxe-upgrade-quote",
    "How much would it cost to move up to the deluxe suite, and what do I get for it?",
    "2027-09-08T16:30:00+02:00",
    [
        rec("get_booking#KNL-60455", "tool:get_booking", {
            "booking_ref": "KNL-60455", "status": "CONFIRMED", "lead_passenger": {"name": "Devan Naidoo"},
            "service": {"train_no": "NL16", "name": "Karoo Nightliner", "origin": "Johannesburg Park Station",
                        "destination": "Cape Town Station"},
            "departure_local": "2027-09-17T18:25:00",
            "location": {"station_code": "JNB", "zone": "Africa/Johannesburg"},
            "accommodation": {"class": "SLEEPER_COUPE", "coach": "D", "compartment": 4, "berths": 2},
            "_links": {"self": {"href": "/bookings/KNL-60455"},
                       "upgrade_quote": {"href": "/bookings/KNL-60455/quotes/UQ-3391"}}}),
        rec("get_quote#UQ-3391", "tool:get_quote", {
            "quote_id": "UQ-3391", "version": 2, "status": "OPEN", "target_class": "DELUXE_SUITE",
            "price_difference": 2340.0, "currency": "ZAR", "valid_until_local": "2027-09-10T17:00:00",
            "location": {"zone": "Africa/Johannesburg"},
            "_links": {"self": {"href": "/bookings/KNL-60455/quotes/UQ-3391"},
                       "accept": {"href": "/bookings/KNL-60455/quotes/UQ-3391/accept"},
                       "replaces": {"href": "/bookings/KNL-60455/quotes/UQ-3391?version=1"}},
            "_embedded": {"product": {"code": "DELUXE_SUITE", "berths": 2,
                                      "includes": ["PRIVATE_SHOWER", "DINNER_PAIRING_MENU", "CPT_STATION_LOUNGE"]}}}),
        rec("get_quote#UQ-3391-v1", "tool:get_quote", {
            "quote_id": "UQ-3391", "version": 1, "status": "SUPERSEDED", "target_class": "DELUXE_SUITE",
            "price_difference": 1980.0, "currency": "ZAR", "valid_until_local": "2027-09-03T17:00:00",
            "_links": {"self": {"href": "/bookings/KNL-60455/quotes/UQ-3391?version=1"},
                       "superseded_by": {"href": "/bookings/KNL-60455/quotes/UQ-3391"}}}),
        pol("upgrade-terms#v3",
            "Upgrade quotes are priced on the day they are issued and may change if they are reissued. Upgrade "
            "fares are payable in full when the quote is accepted. An accepted upgrade cannot be reversed, "
            "although the original booking's cancellation terms still apply to the whole trip.", revision="v3"),
    ])

add(b, """
Hi Devan,

Your current booking
KNL-60455 is a sleeper coupé in coach D, compartment 4, on the 17 September 2027 departure from Johannesburg Park at 18:25.

Upgrade quote
Moving to the Deluxe Suite costs an extra R2,340.00. The quote is open until 17:00 on Friday, 10 September 2027.

What the suite includes
- A private shower
- The dinner pairing menu
- Access to the lounge at Cape Town Station

Good to know
The upgrade is paid in full when you accept it, and once accepted it cannot be reversed.
""", [S("sleeper coupé in coach D, compartment 4"), S("17 September 2027 departure from Johannesburg Park at 18:25"),
      S("costs an extra R2,340.00"), S("17:00 on Friday, 10 September 2027"), S("A private shower"),
      S("The dinner pairing menu"), S("lounge at Cape Town Station"), S("paid in full when you accept it"),
      S("cannot be reversed")],
    incl=["R2,340.00"],
    notes="Quote UQ-3391 version 2 (OPEN) gives 2340.0 until 10 Sept 17:00 and the three includes; upgrade-terms "
          "give full payment on acceptance and no reversal.")

add(b, """
Good afternoon Devan, your Deluxe Suite upgrade quote for KNL-60455 comes to R2 340 and is held until Friday at 17:00.

In short: the suite adds a private shower, the dinner pairing menu and the Cape Town Station lounge; you pay the full difference on acceptance; and an accepted upgrade can't be undone, though your booking's normal cancellation terms still cover the trip.
""", [S("comes to R2 340"), S("held until Friday at 17:00"),
      S("adds a private shower, the dinner pairing menu and the Cape Town Station lounge"),
      S("full difference on acceptance"), S("can't be undone"), S("normal cancellation terms still cover the trip")],
    incl=["R2 340"],
    notes="now is Wednesday 8 Sept, so Friday is 10 Sept, the quote's valid_until_local.")

add(b, """
Hi Devan,

Your current booking
KNL-60455 is a sleeper coupé in coach D, compartment 4, on the 17 September 2027 departure from Johannesburg Park at 18:25.

Upgrade quote
Moving to the Deluxe Suite costs an extra R1,980.00. The quote is open until 17:00 on Friday, 10 September 2027.

What the suite includes
- A private shower
- The dinner pairing menu
- Access to the lounge at Cape Town Station
- A chauffeur transfer to your hotel in Cape Town

Good to know
The upgrade is paid in full when you accept it, and once accepted it cannot be reversed.
""", [S("sleeper coupé in coach D, compartment 4"), S("17 September 2027 departure from Johannesburg Park at 18:25"),
      C("costs an extra R1,980.00", "AMOUNT_MISMATCH"), S("17:00 on Friday, 10 September 2027"),
      S("A private shower"), S("The dinner pairing menu"), S("lounge at Cape Town Station"),
      CI("chauffeur transfer to your hotel", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
      S("paid in full when you accept it"), S("cannot be reversed")],
    errors=["stale_value", "unlisted_perk"], excl=["R1,980.00", "chauffeur transfer"], tag="old-quote",
    notes="1980.0 is the SUPERSEDED version 1 of the quote; version 2 is 2340.0. The includes list has no transfer.")

add(b, """
Good afternoon Devan, your Deluxe Suite upgrade quote for KNL-60455 comes to R2 340 and is held until Thursday at 17:00.

In short: the suite adds a private shower, the dinner pairing menu and the Cape Town Station lounge; you pay half the difference now and the rest on board; and an accepted upgrade can't be undone, though your booking's normal cancellation terms still cover the trip.
""", [S("comes to R2 340"), C("held until Thursday at 17:00", "DATE_MISMATCH"),
      S("adds a private shower, the dinner pairing menu and the Cape Town Station lounge"),
      C("half the difference now", "NLI_CONTRADICTION"), S("can't be undone"),
      S("normal cancellation terms still cover the trip")],
    errors=["wrong_date", "wrong_policy_condition"], excl=["until Thursday", "half the difference now"],
    tag="thursday-half",
    notes="valid_until_local is Friday 10 Sept (now is Wednesday 8 Sept), not Thursday; the terms say the upgrade "
          "is payable in full on acceptance.")

add(b, """
Hello Devan,

Quote recap
Your Deluxe Suite upgrade on KNL-60455 would cost an extra R1,980.00, and the quote is open until 17:00 on 10 September 2027. The suite comes with a private shower, the dinner pairing menu and Cape Town Station lounge access.
""", [C("extra R1,980.00", "AMOUNT_MISMATCH"), S("open until 17:00 on 10 September 2027"),
      S("comes with a private shower, the dinner pairing menu and Cape Town Station lounge access")],
    errors=["stale_value"], excl=["R1,980"], incl=["R2,340|R2 340|2,340|2340", "10 September 2027|10/09/2027"],
    repair=True, notes="The current quote (version 2) is 2340.0; 1980.0 is the superseded version 1.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("sleeper trains", "motorail-suv",
    "We're taking the car on the train on Friday. When must it be at the ramp and when can we collect it?",
    "2027-10-18T13:00:00+02:00",
    [
        rec("get_booking#BCS-80912", "tool:get_booking", {
            "booking_ref": "BCS-80912", "status": "CONFIRMED", "operator": "Blue Crane Sleeper",
            "passengers": [{"name": "Elise Fourie"}, {"name": "Marco Fourie"}],
            "service": {"train_no": "BC8", "origin": "Cape Town", "destination": "Johannesburg Park"},
            "departure_local": "2027-10-22T17:45:00", "arrival_local": "2027-10-23T19:40:00",
            "location": {"station_name": "Cape Town Station", "zone": "Africa/Johannesburg"},
            "ticket_office_closes_local": "2027-10-22T17:15:00",
            "fare": {"currency": "ZAR", "passenger_fare_each": 2690.0, "vehicle_charge": 3450.0, "total": 8830.0,
                     "payment_status": "PAID"},
            "vehicle": {"registration": "CA 418-552", "category": "SUV",
                        "loading_cutoff_local": "2027-10-22T15:30:00",
                        "collection_from_local": "2027-10-23T21:10:00",
                        "_links": {"ramp_slot": {"href": "/vehicles/CA418552/slots/RS-204"}}},
            "_links": {"self": {"href": "/bookings/BCS-80912"}, "cancel": {"href": "/bookings/BCS-80912/cancel"}}}),
        rec("get_ramp_slot#RS-204", "tool:get_ramp_slot", {
            "slot_id": "RS-204", "ramp": "Ramp 2", "slot_start_utc": "2027-10-22T13:00:00Z",
            "slot_end_utc": "2027-10-22T13:30:00Z",
            "_links": {"self": {"href": "/vehicles/CA418552/slots/RS-204"},
                       "booking": {"href": "/bookings/BCS-80912"}}}),
        pol("motorail-rules#2027",
            "Vehicles must be at the loading ramp no later than 2 hours 15 minutes before departure. Roof boxes, "
            "bike racks and trailers cannot be loaded. Vehicles are ready for collection from 90 minutes after "
            "the train arrives. Insurance of the vehicle in transit is the owner's responsibility.", revision="2027"),
    ])

add(b, """
Hi Elise,

Trip recap
- Booking BCS-80912 for you and Marco, Cape Town to Johannesburg Park
- Train departs Friday 22 October 2027 at 17:45 and arrives Saturday 23 October at 19:40
- Vehicle: SUV, registration CA 418-552

Loading your car
Your ramp slot is from 15:00 to 15:30 at Ramp 2, and 15:30 is also the latest the car can be at the ramp. Roof boxes, bike racks and trailers can't be loaded, so please take them off beforehand.

Collection
You can collect the car in Johannesburg from 21:10 on the Saturday, 90 minutes after arrival.

Cost
Two passenger fares of R2,690.00 plus the R3,450.00 vehicle charge come to R8,830.00.
""", [S("for you and Marco"), S("Friday 22 October 2027 at 17:45"), S("arrives Saturday 23 October at 19:40"),
      S("registration CA 418-552"), S("from 15:00 to 15:30 at Ramp 2"), S("latest the car can be at the ramp"),
      S("Roof boxes, bike racks and trailers can't be loaded"), S("from 21:10 on the Saturday"),
      S("Two passenger fares of R2,690.00"), S("R3,450.00 vehicle charge"), S("come to R8,830.00")],
    incl=["15:30", "R8,830.00"],
    notes="Ramp slot 13:00-13:30Z is 15:00-15:30 in Africa/Johannesburg; loading_cutoff_local 15:30; collection "
          "21:10; 2x2690 + 3450 = 8830.")

add(b, """
Dear Mr and Mrs Fourie,

A short summary first: on booking BCS-80912 you both travel on train BC8, which leaves Cape Town at 17:45 on 22/10/2027, and your SUV (CA 418-552) travels with you.

Please have the vehicle at the loading ramp by 15:30, which is two hours and fifteen minutes before departure. In Johannesburg it will be ready from 21:10 on 23/10/2027. While the car is in transit, insuring it remains your responsibility.

With best wishes,
Blue Crane Sleeper Reservations
""", [S("train BC8"), S("leaves Cape Town at 17:45 on 22/10/2027"), S("your SUV (CA 418-552) travels with you"),
      S("at the loading ramp by 15:30"), S("two hours and fifteen minutes before departure"),
      S("ready from 21:10 on 23/10/2027"), S("insuring it remains your responsibility")],
    incl=["15:30", "21:10"],
    notes="loading_cutoff_local 15:30 and collection_from_local 21:10; the motorail rules give 2 h 15 min and "
          "owner's insurance.")

add(b, """
BCS-80912 recap: car at the ramp by 15:30 on Friday, train leaves at 17:45, and the R8 830,00 total is paid.
""", [S("car at the ramp by 15:30 on Friday"), S("train leaves at 17:45"), S("R8 830,00 total is paid")],
    incl=["15:30"],
    notes="Friday is 22 Oct (now is Monday 18 Oct); fare.total 8830.0 with payment_status PAID.")

add(b, """
Hi Elise,

Trip recap
- Booking BCS-80912 for you and Marco, Cape Town to Johannesburg Park
- Train departs Friday 22 October 2027 at 17:45 and arrives Saturday 23 October at 19:40
- Vehicle: SUV, registration CA 418-552

Loading your car
Your ramp slot is from 13:00 to 13:30 at Ramp 2, and 15:30 is the latest the car can be at the ramp. Roof boxes, bike racks and trailers can't be loaded, so please take them off beforehand.

Collection
You can collect the car in Johannesburg from 21:10 on the Saturday, 90 minutes after arrival.

Cost
Two passenger fares of R2,690.00 plus the R3,450.00 vehicle charge come to R8,830.00.
""", [S("for you and Marco"), S("Friday 22 October 2027 at 17:45"), S("arrives Saturday 23 October at 19:40"),
      S("registration CA 418-552"), C("from 13:00 to 13:30", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("15:30 is the latest"), S("Roof boxes, bike racks and trailers can't be loaded"),
      S("from 21:10 on the Saturday"), S("Two passenger fares of R2,690.00"), S("R3,450.00 vehicle charge"),
      S("come to R8,830.00")],
    errors=["unit_conversion"], excl=["13:00 to 13:30"], tag="utc-slot",
    notes="slot_start_utc/slot_end_utc are UTC (Z); in Africa/Johannesburg the slot is 15:00-15:30, not 13:00-13:30.")

add(b, """
Hi Elise,

Trip recap
- Booking BCS-80912 for you and Marco, Cape Town to Johannesburg Park
- Train departs Friday 22 October 2027 at 17:45 and arrives Saturday 23 October at 19:40
- Vehicle: SUV, registration CA 418-552

Loading your car
Please have the car at Ramp 2 by 15:30. Bike racks can stay on, but roof boxes and trailers can't be loaded.

Collection
You can collect the car in Johannesburg from 21:10 on the Saturday, 90 minutes after arrival.

Cost
Two passenger fares of R2,690.00 each plus the R3,450.00 vehicle charge come to R6,140.00.
""", [S("for you and Marco"), S("Friday 22 October 2027 at 17:45"), S("arrives Saturday 23 October at 19:40"),
      S("registration CA 418-552"), S("at Ramp 2 by 15:30"), C("Bike racks can stay on", "NLI_CONTRADICTION"),
      S("from 21:10 on the Saturday"), S("Two passenger fares of R2,690.00 each"), S("R3,450.00 vehicle charge"),
      C("come to R6,140.00", "AMOUNT_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_arithmetic"], excl=["Bike racks can stay on", "R6,140.00"],
    tag="bike-rack-total",
    notes="The motorail rules bar bike racks too; the total is 2x2690 + 3450 = 8830 (fare.total), the draft counts "
          "one fare only.")

add(b, """
Hello Marco,

Loading recap
For BCS-80912, your SUV needs to be at the loading ramp by 16:00 on Friday 22 October 2027, ahead of the 17:45 departure. You can collect it in Johannesburg from 21:10 on Saturday 23 October.
""", [C("ramp by 16:00", "DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("ahead of the 17:45 departure"),
      S("from 21:10 on Saturday 23 October")],
    errors=["wrong_time"], excl=["by 16:00"], incl=["15:30", "17:45", "21:10"], repair=True,
    notes="loading_cutoff_local is 15:30 (2 h 15 min before 17:45), not 16:00.")

# =====================================================================================================
# HOT-AIR BALLOON FLIGHTS
# =====================================================================================================

b = Bundle("hot-air balloon flights", "wind-hold-rebook",
    "Is our balloon flight tomorrow morning still going ahead?",
    "2027-07-09T17:40:00+02:00",
    [
        rec("get_booking#MSB-2231", "tool:get_booking", {
            "booking_ref": "MSB-2231", "status": "REBOOKED", "operator": "Magalies Skyward Balloons",
            "lead_guest": {"name": "Anika Botha"}, "guests": 3, "product_code": "SUNRISE_CLASSIC",
            "_links": {"self": {"href": "/bookings/MSB-2231"}, "flight": {"href": "/flights/FL-0930"},
                       "previous_flight": {"href": "/flights/FL-0902"}}}),
        rec("get_flight#FL-0930", "tool:get_flight", {
            "flight_id": "FL-0930", "status": "SCHEDULED",
            "launch_local": "2027-07-11T06:15:00", "meet_local": "2027-07-11T05:30:00",
            "location": {"launch_site": "Hartbeespoort North Field", "meeting_point": "Skyward Clubhouse",
                         "zone": "Africa/Johannesburg"},
            "pilot": "Capt. R. Steyn",
            "_links": {"self": {"href": "/flights/FL-0930"}, "replaces": {"href": "/flights/FL-0902"}}}),
        rec("get_flight#FL-0902", "tool:get_flight", {
            "flight_id": "FL-0902", "status": "CANCELLED_WEATHER",
            "launch_local": "2027-07-10T06:20:00", "meet_local": "2027-07-10T05:35:00",
            "location": {"launch_site": "Hartbeespoort North Field", "meeting_point": "Skyward Clubhouse",
                         "zone": "Africa/Johannesburg"},
            "_links": {"self": {"href": "/flights/FL-0902"}, "weather_hold": {"href": "/weather-holds/WH-118"},
                       "replaced_by": {"href": "/flights/FL-0930"}}}),
        rec("get_weather_hold#WH-118", "tool:get_weather_hold", {
            "hold_id": "WH-118", "reason": "SURFACE_WIND", "forecast_gust_kt": 22, "limit_kt": 12,
            "decision": "CANCEL", "decision_issued_utc": "2027-07-09T15:00:00Z",
            "_links": {"self": {"href": "/weather-holds/WH-118"}, "flight": {"href": "/flights/FL-0902"}}}),
        pol("flight-day-policy#skyward",
            "Flights are confirmed by SMS the evening before, at about 18:00. If the pilot cancels for weather, "
            "guests may move to the next available flight or take a flight voucher valid for 24 months. Cash "
            "refunds are not given for weather cancellations. Please allow 4 to 5 hours for the whole "
            "experience, including breakfast.", revision="2027-03"),
    ])

add(b, """
Hi Anika,

What happened to tomorrow's flight
Your Saturday 10 July 2027 flight has been cancelled because of surface wind. The forecast gusts of 22 knots are above the 12-knot limit.

Your new flight
All three of you have been moved to Sunday 11 July 2027. Please meet at the Skyward Clubhouse at 05:30; launch from Hartbeespoort North Field is planned for 06:15.

If Sunday doesn't suit
You can instead take a flight voucher valid for 24 months. Cash refunds aren't given for weather cancellations.

Timing
Please allow 4 to 5 hours for the whole experience, breakfast included.
""", [S("Saturday 10 July 2027 flight has been cancelled because of surface wind"), S("forecast gusts of 22 knots"),
      S("above the 12-knot limit"), S("All three of you have been moved to Sunday 11 July 2027"),
      S("Skyward Clubhouse at 05:30"), S("planned for 06:15"), S("flight voucher valid for 24 months"),
      S("Cash refunds aren't given"), S("4 to 5 hours")],
    incl=["06:15", "05:30"],
    notes="FL-0902 is CANCELLED_WEATHER (WH-118 SURFACE_WIND 22 kt vs 12 kt); FL-0930 replaces it on 11 July, meet "
          "05:30, launch 06:15; the policy gives the 24-month voucher and no cash refunds.")

add(b, """
Hi Anika, tomorrow's flight is off because of wind, I'm afraid, but you're already rebooked.

Recap
- Cancelled: Saturday 10/07/2027, 06:20 launch
- New flight: Sunday 11/07/2027, meet 05:30, launch 06:15
- Guests: 3

A 24-month voucher is available instead if Sunday is no good.
""", [S("tomorrow's flight is off because of wind"), S("you're already rebooked"),
      S("Cancelled: Saturday 10/07/2027, 06:20 launch"), S("Sunday 11/07/2027, meet 05:30, launch 06:15"),
      S("Guests: 3"), S("24-month voucher is available")],
    incl=["06:15"],
    notes="now is Friday 9 July, so tomorrow is the cancelled FL-0902 (06:20); FL-0930 is the replacement.")

add(b, """
Dear Ms Botha,

Our weather team made the call at 17:00 this afternoon: Saturday's flight (FL-0902) is cancelled for surface wind, and your party of three is now on flight FL-0930 on Sunday 11 July, launching at 06:15 after a 05:30 meet at the Skyward Clubhouse. You'll get the usual confirmation SMS at about 18:00 the evening before.

Warm regards,
Magalies Skyward Balloons
""", [S("made the call at 17:00 this afternoon"), S("Saturday's flight (FL-0902) is cancelled for surface wind"),
      S("now on flight FL-0930 on Sunday 11 July"), S("launching at 06:15"),
      S("05:30 meet at the Skyward Clubhouse"), S("at about 18:00 the evening before")],
    incl=["17:00", "FL-0930"],
    notes="decision_issued_utc 15:00Z is 17:00 in Africa/Johannesburg; the SMS timing comes from the policy.")

add(b, """
Dear Ms Botha,

Our weather team made the call at 15:00 this afternoon: Saturday's flight (FL-0902) is cancelled for surface wind, and your party of three is now on flight FL-0930 on Sunday 11 July, launching at 06:15 after a 05:30 meet at the Skyward Clubhouse. If Sunday doesn't work, we can give you a flight voucher valid for 12 months instead.

Warm regards,
Magalies Skyward Balloons
""", [C("made the call at 15:00 this afternoon", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("Saturday's flight (FL-0902) is cancelled for surface wind"), S("now on flight FL-0930 on Sunday 11 July"),
      S("launching at 06:15"), S("05:30 meet at the Skyward Clubhouse"),
      C("valid for 12 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unit_conversion", "wrong_period"], excl=["at 15:00 this afternoon", "valid for 12 months"],
    tag="utc-call-voucher",
    notes="decision_issued_utc is 15:00Z, i.e. 17:00 local; the policy's voucher is valid for 24 months.")

add(b, """
Hi Anika,

What happened to tomorrow's flight
Your Saturday 10 July 2027 flight has been cancelled because of surface wind. The forecast gusts of 22 knots are above the 12-knot limit.

Your new flight
All three of you have been moved to Sunday 11 July 2027. Please meet at the Skyward Clubhouse at 05:30; launch from Hartbeespoort North Field is planned for 06:20. To make up for the change, you'll also get 10% off the rebooked flight.

If Sunday doesn't suit
You can instead take a flight voucher valid for 24 months. Cash refunds aren't given for weather cancellations.
""", [S("Saturday 10 July 2027 flight has been cancelled because of surface wind"), S("forecast gusts of 22 knots"),
      S("above the 12-knot limit"), S("All three of you have been moved to Sunday 11 July 2027"),
      S("Skyward Clubhouse at 05:30"), C("planned for 06:20", "DATE_MISMATCH", "VALUE_MISMATCH"),
      I("10% off the rebooked flight", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
      S("flight voucher valid for 24 months"), S("Cash refunds aren't given")],
    errors=["stale_value", "invented_promise"], excl=["planned for 06:20", "10% off the rebooked flight"],
    tag="old-launch-discount",
    notes="06:20 is the launch time of the cancelled FL-0902; FL-0930 launches at 06:15. Nothing offers a discount.")

add(b, """
Hi Anika,

Flight update
Saturday's flight was cancelled for surface wind, and the three of you are rebooked for Sunday 11 July 2027, meeting at 05:30 for a 06:15 launch.

Other options
If Sunday doesn't work, we can give you a full cash refund instead.
""", [S("Saturday's flight was cancelled for surface wind"), S("rebooked for Sunday 11 July 2027"),
      S("meeting at 05:30 for a 06:15 launch"), C("a full cash refund", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excl=["a full cash refund"], incl=["voucher", "06:15"], repair=True,
    notes="The policy offers the next flight or a 24-month voucher and rules out cash refunds for weather.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("hot-air balloon flights", "gift-voucher-balance",
    "I used my gift voucher for our balloon flight. Is anything left on it, and do I still owe you anything?",
    "2027-08-02T12:00:00+02:00",
    [
        rec("get_voucher#GV-7Q4K-19", "tool:get_voucher", {
            "voucher_code": "GV-7Q4K-19", "type": "GIFT", "original_value": 6400.0, "balance": 100.0,
            "currency": "ZAR", "purchased_on": "2025-11-30", "expires_on": "2027-11-30", "status": "PARTLY_REDEEMED",
            "_links": {"self": {"href": "/vouchers/GV-7Q4K-19"}},
            "_embedded": {"redemptions": [{"booking_ref": "MSB-2318", "amount": 6300.0,
                                           "redeemed_local": "2027-07-28T10:14:00"}]}}),
        rec("get_booking#MSB-2318", "tool:get_booking", {
            "booking_ref": "MSB-2318", "status": "CONFIRMED", "operator": "Magalies Skyward Balloons",
            "guests": [{"name": "Lindiwe Sithole"}, {"name": "Kagiso Sithole"}],
            "flight": {"flight_id": "FL-1044", "launch_local": "2027-08-21T06:40:00",
                       "meet_local": "2027-08-21T05:50:00",
                       "location": {"launch_site": "Hartbeespoort North Field", "zone": "Africa/Johannesburg"}},
            "pricing": {"price_per_guest": 3150.0, "flights_total": 6300.0, "paid_by_voucher": 6300.0,
                        "extras": [{"code": "PHOTO_PACKAGE", "price": 450.0, "status": "UNPAID"}],
                        "amount_due": 450.0, "currency": "ZAR"},
            "_links": {"self": {"href": "/bookings/MSB-2318"}, "pay": {"href": "/bookings/MSB-2318/pay"}}}),
        rec("get_voucher#GV-2M8P-04", "tool:get_voucher", {
            "voucher_code": "GV-2M8P-04", "type": "GIFT", "original_value": 3000.0, "balance": 0.0,
            "expires_on": "2026-12-31", "status": "EXPIRED", "_links": {"self": {"href": "/vouchers/GV-2M8P-04"}}}),
        pol("voucher-terms#gift",
            "Gift vouchers are valid for 24 months from the date of purchase and cannot be extended. Any balance "
            "left after a booking stays on the voucher until it expires. Voucher balances can be used for flights "
            "only, not for extras such as photo packages or merchandise. Vouchers cannot be exchanged for cash.",
            revision="v5"),
    ])

add(b, """
Hello Lindiwe,

Your booking
- MSB-2318: balloon flight for you and Kagiso on 21 August 2027, launching at 06:40 (meet at 05:50)
- Flights: 2 × R3,150.00 = R6,300.00, fully covered by your voucher

Your voucher
GV-7Q4K-19 started at R6,400.00, so R100.00 is left on it. That balance stays on the voucher until it expires on 30 November 2027.

Still to pay
The photo package of R450.00 is still unpaid. Voucher balances can only go towards flights, not extras, so the R100.00 can't be used for it.
""", [S("for you and Kagiso on 21 August 2027"), S("launching at 06:40 (meet at 05:50)"),
      S("2 × R3,150.00 = R6,300.00"), S("fully covered by your voucher"), S("started at R6,400.00"),
      S("so R100.00 is left on it"), S("That balance stays on the voucher"), S("expires on 30 November 2027"),
      S("photo package of R450.00 is still unpaid"), S("only go towards flights, not extras"),
      S("can't be used for it")],
    incl=["R100.00", "R450.00"],
    notes="GV-7Q4K-19: 6400 original, 6300 redeemed on MSB-2318, balance 100, expires 2027-11-30; amount_due 450 "
          "for the UNPAID photo package; the terms bar balances from extras.")

add(b, """
Voucher check for GV-7Q4K-19: R6 300 was redeemed against booking MSB-2318, leaving a balance of R100, valid until 30/11/2027. The only amount outstanding on the booking is R450 for the photo package, which has to be paid separately because voucher money can't be spent on extras.
""", [S("R6 300 was redeemed against booking MSB-2318"), S("leaving a balance of R100"), S("valid until 30/11/2027"),
      S("only amount outstanding on the booking is R450"), S("voucher money can't be spent on extras")],
    incl=["R100", "R450"],
    notes="redemptions[0].amount 6300.0, balance 100.0, expires_on 2027-11-30, amount_due 450.0.")

add(b, """
Hello Lindiwe,

Your booking
- MSB-2318: balloon flight for you and Kagiso on 21 August 2027, launching at 06:40 (meet at 05:50)
- Flights: 2 × R3,150.00 = R6,300.00, fully covered by your voucher

Your voucher
GV-7Q4K-19 started at R6,400.00, so R1,000.00 is left on it. That balance stays on the voucher until it expires on 30 November 2027.

Still to pay
The photo package of R450.00 is still unpaid. Voucher balances can only go towards flights, not extras, so the remaining balance can't be used for it.
""", [S("for you and Kagiso on 21 August 2027"), S("launching at 06:40 (meet at 05:50)"),
      S("2 × R3,150.00 = R6,300.00"), S("fully covered by your voucher"), S("started at R6,400.00"),
      C("so R1,000.00 is left on it", "AMOUNT_MISMATCH"), S("That balance stays on the voucher"),
      S("expires on 30 November 2027"), S("photo package of R450.00 is still unpaid"),
      S("only go towards flights, not extras"), S("can't be used for it")],
    errors=["wrong_arithmetic"], excl=["R1,000.00"], tag="balance",
    notes="6400 - 6300 = 100; the voucher record's balance is 100.0, not 1000.")

add(b, """
Voucher check for GV-7Q4K-19: R6 300 was redeemed against booking MSB-2318, leaving a balance of R100, valid until 30/11/2027. I've applied that R100 to your photo package, so only R350 remains to be paid on the booking.
""", [S("R6 300 was redeemed against booking MSB-2318"), S("leaving a balance of R100"), S("valid until 30/11/2027"),
      C("applied that R100 to your photo package", "VALUE_MISMATCH", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"),
      C("only R350 remains", "AMOUNT_MISMATCH")],
    errors=["condition_unmet", "wrong_amount"], excl=["applied that R100", "R350"], tag="balance-on-extras",
    notes="The terms say balances are for flights only, the voucher balance is still 100.0 and amount_due is 450.0.")

add(b, """
Hi Lindiwe,

Voucher summary
Your voucher GV-7Q4K-19 covered R6,300.00 for your two flights on 21 August 2027, and R100.00 remains on it. The balance can be used until 31 October 2027.

Outstanding
R450.00 is still due for the photo package.
""", [S("covered R6,300.00 for your two flights on 21 August 2027"), S("R100.00 remains on it"),
      C("until 31 October 2027", "DATE_MISMATCH"), S("R450.00 is still due")],
    errors=["wrong_date"], excl=["31 October 2027"],
    incl=["30 November 2027|30/11/2027|30 Nov", "R100|100.00", "R450|450"], repair=True,
    notes="expires_on is 2027-11-30 (24 months from purchase on 2025-11-30), not 31 October.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("hot-air balloon flights", "customer-cancel-refund",
    "I cancelled our balloon flight earlier this week. How much is the refund and when will I see it?",
    "2027-09-16T10:00:00+02:00",
    [
        rec("get_booking#WDB-5560", "tool:get_booking", {
            "booking_ref": "WDB-5560", "status": "CANCELLED", "operator": "Waterberg Dawn Balloons",
            "lead_guest": {"name": "Farah Adams"}, "guests": 2,
            "flight": {"launch_local": "2027-09-18T06:05:00",
                       "location": {"launch_site": "Bela-Bela Airfield", "zone": "Africa/Johannesburg"}},
            "cancelled_local": "2027-09-14T09:10:00", "price_total": 7200.0, "currency": "ZAR",
            "_links": {"self": {"href": "/bookings/WDB-5560"}},
            "_embedded": {"refunds": [{"refund_id": "WR-3307", "amount": 6480.0, "handling_fee": 720.0,
                                       "status": "PAID", "paid_local": "2027-09-14T11:47:00",
                                       "card": {"brand": "VISA", "last4": "4471"}}]}}),
        rec("get_booking#WDB-5561", "tool:get_booking", {
            "booking_ref": "WDB-5561", "status": "CANCELLED", "lead_guest": {"name": "Farah Adams"}, "guests": 1,
            "flight": {"launch_local": "2027-09-18T06:05:00",
                       "location": {"launch_site": "Bela-Bela Airfield", "zone": "Africa/Johannesburg"}},
            "cancelled_local": "2027-09-16T08:30:00", "price_total": 3600.0, "currency": "ZAR",
            "_links": {"self": {"href": "/bookings/WDB-5561"}},
            "_embedded": {"refunds": [{"refund_id": "WR-3311", "amount": 1800.0, "status": "PENDING",
                                       "card": {"brand": "MASTERCARD", "last4": "9012"}}]}}),
        pol("cancellation-terms#waterberg",
            "Cancellations more than 72 hours before launch are refunded in full less a 10% handling fee. "
            "Cancellations between 72 and 24 hours before launch are refunded at 50%. There is no refund for "
            "cancellations under 24 hours before launch or for no-shows. Refunds reach your card 5 to 7 working "
            "days after they are paid out.", revision="2026-11"),
    ])

add(b, """
Hi Farah,

Your cancellation
You cancelled booking WDB-5560 on Tuesday 14 September 2027 at 09:10, more than 72 hours before the 18 September launch at 06:05.

Your refund
That qualifies for a full refund less the 10% handling fee: R7,200.00 minus R720.00, so R6,480.00. It was paid out on 14 September to your Visa ending 4471.

When you'll see it
Refunds reach your card 5 to 7 working days after they are paid out.
""", [S("on Tuesday 14 September 2027 at 09:10"), S("more than 72 hours before the 18 September launch at 06:05"),
      S("full refund less the 10% handling fee"), S("R7,200.00 minus R720.00"), S("so R6,480.00"),
      S("paid out on 14 September"), S("Visa ending 4471"), S("5 to 7 working days")],
    incl=["R6,480.00", "4471"],
    notes="Cancelled 14 Sept 09:10 for an 18 Sept 06:05 launch (about 93 hours): full less 10%; WR-3307 6480.0 PAID "
          "to VISA 4471.")

add(b, """
Hello Farah, your refund of R6 480 for WDB-5560 was paid on 14/09/2027 and should show on the card ending in 4471 within five to seven working days.

Background: because you cancelled over 72 hours before launch, only the 10% handling fee (R720) was kept back from the R7 200 you paid.
""", [S("refund of R6 480 for WDB-5560 was paid on 14/09/2027"), S("card ending in 4471"),
      S("within five to seven working days"), S("cancelled over 72 hours before launch"),
      S("10% handling fee (R720)"), S("R7 200 you paid")],
    incl=["R6 480"],
    notes="refunds[0] on WDB-5560: 6480.0, handling_fee 720.0, PAID 14 Sept, last4 4471; the terms give 5-7 days.")

add(b, """
Hi Farah,

Your cancellation
You cancelled booking WDB-5560 on Tuesday 14 September 2027 at 09:10, more than 72 hours before the 18 September launch at 06:05.

Your refund
That qualifies for a full refund less the 10% handling fee: R7,200.00 minus R720.00, so R6,480.00. It was paid out on 14 September to your Visa ending 9012.

When you'll see it
Refunds reach your card 5 to 7 working days after they are paid out.
""", [S("on Tuesday 14 September 2027 at 09:10"), S("more than 72 hours before the 18 September launch at 06:05"),
      S("full refund less the 10% handling fee"), S("R7,200.00 minus R720.00"), S("so R6,480.00"),
      S("paid out on 14 September"), C("Visa ending 9012", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
      S("5 to 7 working days")],
    errors=["other_record_value"], excl=["9012"], tag="other-card",
    notes="Card 9012 belongs to the refund on the other booking WDB-5561; WR-3307 went to the Visa ending 4471.")

add(b, """
Hello Farah, your refund of R6 480 for WDB-5560 was paid on 14/09/2027 and should show on the card ending in 4471 within three to five working days.

Background: our policy refunds everything but a 10% handling fee when you cancel more than 48 hours before launch, which you did, so R720 of the R7 200 you paid was kept back.
""", [S("refund of R6 480 for WDB-5560 was paid on 14/09/2027"), S("card ending in 4471"),
      C("within three to five working days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      C("when you cancel more than 48 hours before launch", "NLI_CONTRADICTION"),
      S("R720 of the R7 200 you paid was kept back")],
    errors=["wrong_period", "wrong_policy_condition"], excl=["three to five working days", "more than 48 hours"],
    tag="days-threshold",
    notes="The terms give 5 to 7 working days and set the full-less-10% tier at more than 72 hours, not 48.")

add(b, """
Hi Farah,

Refund recap
Booking WDB-5560 was cancelled more than 72 hours before launch, so you received a full refund less the 10% handling fee: R6,480.00, paid on 14 September 2027 to your Visa ending 4471. It should appear on your statement within 3 to 5 working days of that payment.
""", [S("cancelled more than 72 hours before launch"), S("full refund less the 10% handling fee"),
      S("R6,480.00, paid on 14 September 2027"), S("Visa ending 4471"),
      C("within 3 to 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excl=["3 to 5 working days"],
    incl=["5 to 7|5-7|five to seven|5 and 7", "R6,480|6,480|6480|R6 480"], repair=True,
    notes="The cancellation terms say refunds reach the card 5 to 7 working days after payout.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("hot-air balloon flights", "comfort-seat-inclusions",
    "What's included in our Sunrise Classic on Saturday, and is there anything we still need to sort out?",
    "2027-10-04T08:20:00+02:00",
    [
        rec("get_booking#MSB-2407", "tool:get_booking", {
            "booking_ref": "MSB-2407", "status": "CONFIRMED", "product_code": "SUNRISE_CLASSIC",
            "flight": {"flight_id": "FL-1170", "launch_local": "2027-10-09T05:50:00",
                       "meet_local": "2027-10-09T05:05:00",
                       "location": {"launch_site": "Hartbeespoort North Field", "zone": "Africa/Johannesburg"}},
            "guests": [{"name": "Sipho Dlamini", "declared_weight_kg": 128},
                       {"name": "Thabo Dlamini", "declared_weight_kg": 84},
                       {"name": "Zanele Dlamini", "declared_weight_kg": 61},
                       {"name": "Nomsa Dlamini", "declared_weight_kg": 58}],
            "comfort_seat": {"required_for": ["Sipho Dlamini"], "price": 950.0, "status": "NOT_BOOKED",
                             "_links": {"add": {"href": "/bookings/MSB-2407/comfort-seat"}}},
            "_links": {"self": {"href": "/bookings/MSB-2407"}, "product": {"href": "/products/SUNRISE_CLASSIC"}}}),
        rec("get_product#SUNRISE_CLASSIC", "tool:get_product", {
            "code": "SUNRISE_CLASSIC", "name": "Sunrise Classic",
            "includes": ["PRE_FLIGHT_COFFEE", "SPARKLING_TOAST", "FULL_BREAKFAST", "FLIGHT_CERTIFICATE"],
            "optional_extras": [{"code": "PHOTO_PACKAGE", "price": 450.0},
                                {"code": "HOTEL_TRANSFER", "price": 690.0}],
            "_links": {"self": {"href": "/products/SUNRISE_CLASSIC"}}}),
        pol("guest-requirements#skyward",
            "Children must be at least 6 years old and 1.2 m tall to fly. Because of basket balance, any guest "
            "over 120 kg must book a comfort seat, which costs R950. The flight itself lasts about an hour, and "
            "the full experience takes 4 to 5 hours.", revision="2027-01"),
    ])

add(b, """
Hi Nomsa,

Your flight
MSB-2407 is the Sunrise Classic for four on Saturday 9 October 2027: meet at 05:05, launch at 05:50 from Hartbeespoort North Field.

What's included
- Coffee before the flight
- A sparkling toast
- A full breakfast
- A flight certificate

One thing to sort out
Anyone over 120 kg needs a comfort seat for basket balance. Sipho is listed at 128 kg, so he needs one; it costs R950 and hasn't been booked yet.

On the day
The flight lasts about an hour, but allow 4 to 5 hours for the whole experience.
""", [S("Sunrise Classic for four on Saturday 9 October 2027"), S("meet at 05:05, launch at 05:50"),
      S("Coffee before the flight"), S("A sparkling toast"), S("A full breakfast"), S("A flight certificate"),
      S("Anyone over 120 kg needs a comfort seat"), S("Sipho is listed at 128 kg"), S("it costs R950"),
      S("hasn't been booked yet"), S("lasts about an hour"), S("4 to 5 hours")],
    incl=["R950", "Sipho"],
    notes="Product includes list gives the four items; comfort_seat.required_for is Sipho (128 kg), NOT_BOOKED, "
          "price 950; the policy gives 120 kg, an hour, and 4-5 hours.")

add(b, """
Good morning Nomsa, your Sunrise Classic on Saturday includes pre-flight coffee, a sparkling toast, a full breakfast and a flight certificate. The only open item is a comfort seat for Sipho (R950), which is required for guests over 120 kg and is not on the booking yet.
""", [S("includes pre-flight coffee, a sparkling toast, a full breakfast and a flight certificate"),
      S("comfort seat for Sipho (R950)"), S("required for guests over 120 kg"), S("not on the booking yet")],
    incl=["Sipho (R950)"],
    notes="includes list and comfort_seat (required_for Sipho, NOT_BOOKED) settle every clause.")

add(b, """
Quick summary for MSB-2407
Included: coffee, sparkling toast, full breakfast, certificate.
Not included but available: the photo package at R450 and a hotel transfer at R690.
To do: add Sipho's comfort seat (R950) before Saturday.
""", [S("Quick summary for MSB-2407"), S("Included: coffee, sparkling toast, full breakfast, certificate"), S("photo package at R450"),
      S("hotel transfer at R690"), S("Sipho's comfort seat (R950)")],
    incl=["R690", "R950"],
    notes="optional_extras lists PHOTO_PACKAGE 450 and HOTEL_TRANSFER 690, so neither is included.")

add(b, """
Hi Nomsa,

Your flight
MSB-2407 is the Sunrise Classic for four on Saturday 9 October 2027: meet at 05:05, launch at 05:50 from Hartbeespoort North Field.

What's included
- Coffee before the flight
- A sparkling toast
- A full breakfast
- A flight certificate
- Hotel pick-up and drop-off

Nothing to sort out
Comfort seats are only needed for guests over 130 kg, so nobody in your group needs one.

On the day
The flight lasts about an hour, but allow 4 to 5 hours for the whole experience.
""", [S("Sunrise Classic for four on Saturday 9 October 2027"), S("meet at 05:05, launch at 05:50"),
      S("Coffee before the flight"), S("A sparkling toast"), S("A full breakfast"), S("A flight certificate"),
      CI("Hotel pick-up and drop-off", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"),
      C("only needed for guests over 130 kg", "NLI_CONTRADICTION"),
      C("nobody in your group needs one", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
      S("lasts about an hour"), S("4 to 5 hours")],
    errors=["unlisted_perk", "wrong_policy_condition", "wrong_value"],
    excl=["Hotel pick-up", "over 130 kg", "nobody in your group needs one"], tag="transfer-130kg",
    notes="HOTEL_TRANSFER is an optional extra, not in includes; the policy threshold is 120 kg and "
          "comfort_seat.required_for names Sipho.")

add(b, """
Good morning Nomsa, your Sunrise Classic on Saturday includes pre-flight coffee, a sparkling toast, a full breakfast and a flight certificate. The only open item is a comfort seat for Thabo (R950), which is required for guests over 120 kg and is not on the booking yet.
""", [S("includes pre-flight coffee, a sparkling toast, a full breakfast and a flight certificate"),
      C("comfort seat for Thabo", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), S("required for guests over 120 kg"),
      S("not on the booking yet")],
    errors=["wrong_name"], excl=["for Thabo"], tag="thabo",
    notes="comfort_seat.required_for is Sipho Dlamini (128 kg); Thabo is 84 kg.")

add(b, """
Hi Nomsa,

Recap
Your Sunrise Classic on Saturday 9 October 2027 includes coffee, a sparkling toast, a full breakfast and a certificate. Sipho needs a comfort seat because he is over the 120 kg limit; it costs R590 and still needs to be booked.
""", [S("Saturday 9 October 2027 includes coffee, a sparkling toast, a full breakfast and a certificate"),
      S("Sipho needs a comfort seat"), S("over the 120 kg limit"),
      C("it costs R590", "AMOUNT_MISMATCH", "NLI_CONTRADICTION"), S("still needs to be booked")],
    errors=["wrong_amount"], excl=["R590"], incl=["R950|950", "9 October 2027|09/10/2027"], repair=True,
    notes="comfort_seat.price and the policy both give R950.")

# =====================================================================================================
# SEAPLANE TRANSFERS
# =====================================================================================================

b = Bundle("seaplane transfers", "bazaruto-transfer",
    "Can you send me the details of our seaplane transfer next week and the luggage rules?",
    "2027-05-20T15:00:00+02:00",
    [
        rec("get_booking#LHS-30981", "tool:get_booking", {
            "booking_ref": "LHS-30981", "status": "TICKETED", "operator": "Lagoon Hop Seaplanes",
            "passengers": [{"name": "Grace Mahlangu"}, {"name": "Tumelo Mahlangu"}],
            "fare": {"total": 9860.0, "currency": "ZAR"},
            "baggage": {"soft_bag_kg_per_pax": 20, "hand_kg_per_pax": 5},
            "_links": {"self": {"href": "/bookings/LHS-30981"}, "cancel": {"href": "/bookings/LHS-30981/cancel"}},
            "_embedded": {"legs": [
                {"leg": 1, "route": "VNX-BZT", "from": "Vilanculos Seaplane Base", "to": "Bazaruto Island Lodge jetty",
                 "departure_local": "2027-05-27T13:40:00", "departure_utc": "2027-05-27T11:40:00Z",
                 "duration": "PT25M", "check_in": "PT45M",
                 "location": {"base": "Vilanculos Seaplane Base", "zone": "Africa/Maputo"}},
                {"leg": 2, "route": "BZT-VNX", "from": "Bazaruto Island Lodge jetty", "to": "Vilanculos Seaplane Base",
                 "departure_local": "2027-06-01T10:15:00", "departure_utc": "2027-06-01T08:15:00Z",
                 "duration": "PT25M", "check_in": "PT20M",
                 "location": {"base": "Bazaruto Island Lodge jetty", "zone": "Africa/Maputo"}}]}}),
        pol("baggage-rules#lagoonhop",
            "Each passenger may bring one soft-sided bag of up to 20 kg plus 5 kg of hand luggage. Hard-shell "
            "suitcases cannot be stowed in the floats and must be left at the base, where storage costs R120 per "
            "bag per day. Please check in 45 minutes before departure at the mainland base.", revision="2026-12"),
    ])

add(b, """
Hello Grace,

Your transfers (booking LHS-30981)
- Outbound: Thursday 27 May 2027 at 13:40 from Vilanculos Seaplane Base to the Bazaruto Island Lodge jetty; the flight takes about 25 minutes
- Check-in: 12:55, 45 minutes before take-off
- Return: Tuesday 1 June 2027 at 10:15 from the lodge jetty
- Passengers: you and Tumelo
- Fare: R9,860.00 in total

Luggage
Each of you may bring one soft-sided bag of up to 20 kg and 5 kg of hand luggage. Hard-shell suitcases can't go in the floats; they stay at the base for R120 per bag per day.
""", [S("booking LHS-30981"), S("Thursday 27 May 2027 at 13:40 from Vilanculos Seaplane Base"), S("takes about 25 minutes"),
      S("Check-in: 12:55"), S("Tuesday 1 June 2027 at 10:15"), S("you and Tumelo"), S("R9,860.00 in total"),
      S("soft-sided bag of up to 20 kg"), S("5 kg of hand luggage"), S("Hard-shell suitcases can't go in the floats"),
      S("R120 per bag per day")],
    incl=["13:40", "12:55"],
    notes="Leg 1 departure_local 13:40 (PT25M, check-in PT45M gives 12:55); leg 2 10:15 on 1 June; baggage rules "
          "give 20 kg + 5 kg and R120/bag/day.")

add(b, """
Dear Grace,

To recap before your trip: you and Tumelo fly from Vilanculos next Thursday, 27/05, at 13:40 (please check in by 12:55), and you come back from Bazaruto on 01/06 at 10:15.

Luggage works per person: 20 kg in a soft bag plus 5 kg carry-on. Any hard-shell cases will need to stay in storage at the base, at R120 a bag each day.

Best regards,
Lagoon Hop Seaplanes
""", [S("next Thursday, 27/05, at 13:40"), S("check in by 12:55"), S("from Bazaruto on 01/06 at 10:15"),
      S("20 kg in a soft bag plus 5 kg carry-on"), S("stay in storage at the base"), S("R120 a bag each day")],
    incl=["27/05", "01/06"],
    notes="now is Thursday 20 May, so next Thursday is 27 May; leg times are local (Africa/Maputo).")

add(b, """
Hello Grace,

Your transfers (booking LHS-30981)
- Outbound: Thursday 27 May 2027 at 11:40 from Vilanculos Seaplane Base to the Bazaruto Island Lodge jetty; the flight takes about 25 minutes
- Return: Tuesday 1 June 2027 at 10:15 from the lodge jetty
- Passengers: you and Tumelo
- Fare: R9,860.00 in total

Luggage
Each of you may bring one soft-sided bag of up to 15 kg and 5 kg of hand luggage. Hard-shell suitcases can't go in the floats; they stay at the base for R120 per bag per day.
""", [S("booking LHS-30981"), C("Thursday 27 May 2027 at 11:40", "DATE_MISMATCH", "VALUE_MISMATCH"), S("takes about 25 minutes"),
      S("Tuesday 1 June 2027 at 10:15"), S("you and Tumelo"), S("R9,860.00 in total"),
      C("soft-sided bag of up to 15 kg", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("5 kg of hand luggage"),
      S("Hard-shell suitcases can't go in the floats"), S("R120 per bag per day")],
    errors=["unit_conversion", "wrong_quantity"], excl=["at 11:40", "up to 15 kg"], tag="utc-15kg",
    notes="11:40 is departure_utc; the local departure is 13:40. The baggage rules and record allow 20 kg soft bags.")

add(b, """
Dear Grace,

To recap before your trip: you and Tumelo fly from Vilanculos next Thursday, 27/05, at 13:40 (please check in by 12:55), and you come back from Bazaruto on 02/06 at 10:15.

Luggage works per person: 20 kg in a soft bag plus 5 kg carry-on. Any hard-shell cases will need to stay in storage at the base, at R120 a bag each day.

Best regards,
Lagoon Hop Seaplanes
""", [S("next Thursday, 27/05, at 13:40"), S("check in by 12:55"),
      C("from Bazaruto on 02/06 at 10:15", "DATE_MISMATCH"), S("20 kg in a soft bag plus 5 kg carry-on"),
      S("stay in storage at the base"), S("R120 a bag each day")],
    errors=["wrong_date"], excl=["02/06"], tag="return-date",
    notes="Leg 2 departs 2027-06-01T10:15:00, i.e. 1 June, not 2 June.")

add(b, """
Hi Grace,

Outbound recap
Your seaplane for LHS-30981 leaves Vilanculos on Thursday 27 May 2027 at 13:40, so please check in by 13:10, 30 minutes beforehand. Each of you can bring a 20 kg soft bag and 5 kg of hand luggage.
""", [S("leaves Vilanculos on Thursday 27 May 2027 at 13:40"),
      C("check in by 13:10, 30 minutes beforehand", "DATE_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
      S("a 20 kg soft bag and 5 kg of hand luggage")],
    errors=["wrong_time"], excl=["13:10", "30 minutes beforehand"], incl=["12:55|45 minutes", "13:40"], repair=True,
    notes="Leg 1 check_in is PT45M and the rules say 45 minutes, so check-in is by 12:55.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("seaplane transfers", "praslin-weather-hold",
    "Our seaplane to Praslin this afternoon has been held. What happens now?",
    "2027-06-22T14:05:00+04:00",
    [
        rec("get_booking#LHS-31540", "tool:get_booking", {
            "booking_ref": "LHS-31540", "status": "REBOOKED", "operator": "Lagoon Hop Seaplanes",
            "passenger": {"name": "Bongani Zulu"}, "pax": 2,
            "_links": {"self": {"href": "/bookings/LHS-31540"}, "current_flight": {"href": "/flights/SP-1204"},
                       "original_flight": {"href": "/flights/SP-1190"}},
            "_embedded": {"fare_adjustments": [{"adjustment_id": "FA-882", "type": "FARE_DIFFERENCE_REFUND",
                                                "amount": 470.0, "currency": "ZAR", "status": "ISSUED",
                                                "issued_local": "2027-06-22T13:20:00"}]}}),
        rec("get_flight#SP-1204", "tool:get_flight", {
            "flight_id": "SP-1204", "route": "SEZ-PRI", "from": "Mahé seaplane dock", "to": "Praslin (Côte d'Or)",
            "departure_local": "2027-06-23T08:10:00", "departure_utc": "2027-06-23T04:10:00Z",
            "fare_band": "MORNING", "fare_total": 6980.0, "status": "SCHEDULED",
            "location": {"base": "Mahé seaplane dock", "zone": "Indian/Mahe"},
            "_links": {"self": {"href": "/flights/SP-1204"}, "replaces": {"href": "/flights/SP-1190"}}}),
        rec("get_flight#SP-1190", "tool:get_flight", {
            "flight_id": "SP-1190", "route": "SEZ-PRI", "departure_local": "2027-06-22T16:30:00",
            "fare_band": "SUNSET", "fare_total": 7450.0, "status": "WEATHER_HOLD",
            "location": {"base": "Mahé seaplane dock", "zone": "Indian/Mahe"},
            "_links": {"self": {"href": "/flights/SP-1190"}, "weather_hold": {"href": "/weather-holds/WH-2207"},
                       "replaced_by": {"href": "/flights/SP-1204"}}}),
        pol("weather-policy#seaplane",
            "If a transfer is held for weather, we rebook you on the first available seats at no charge. Where "
            "the new flight has a lower fare, the difference is refunded automatically to the original payment "
            "method. We do not pay for accommodation caused by weather holds, but our partner guesthouse next to "
            "the Mahé dock gives our passengers 20% off its room rate.", revision="2027-04"),
    ])

add(b, """
Hi Bongani,

What's happening today
Your 16:30 seaplane to Praslin today has been held because of the weather.

Your new flight
You are both rebooked on tomorrow's 08:10 departure from the Mahé seaplane dock, on Wednesday 23 June 2027, at no charge.

The fare difference
The morning flight is R6,980.00 against R7,450.00 for the sunset one, so the R470.00 difference has already been refunded to your original payment method.

Tonight
We don't cover accommodation caused by weather holds, but the partner guesthouse next to the dock gives our passengers 20% off its room rate.
""", [S("16:30 seaplane to Praslin today has been held"), S("You are both rebooked on tomorrow's 08:10 departure"),
      S("Wednesday 23 June 2027"), S("at no charge"), S("R6,980.00 against R7,450.00"),
      S("R470.00 difference has already been refunded"), S("We don't cover accommodation"),
      S("20% off its room rate")],
    incl=["08:10", "R470.00"],
    notes="SP-1190 (16:30, WEATHER_HOLD) is replaced by SP-1204 at 08:10 local on 23 June; FA-882 470.0 ISSUED; "
          "the policy rules out accommodation and gives the 20% guesthouse rate.")

add(b, """
Held for weather: SP-1190 at 16:30 today. Rebooked: SP-1204, 23/06/2027 at 08:10, no charge. Refunded: R470 fare difference.
""", [S("Held for weather: SP-1190 at 16:30 today"), S("SP-1204, 23/06/2027 at 08:10"), S("no charge"),
      S("Refunded: R470 fare difference")],
    incl=["08:10"],
    notes="departure_local of SP-1204 is 08:10 in Indian/Mahe; FA-882 is ISSUED.")

add(b, """
Hi Bongani,

What's happening today
Your 16:30 seaplane to Praslin today has been held because of the weather.

Your new flight
You are both rebooked on tomorrow's 08:10 departure from the Mahé seaplane dock, on Wednesday 23 June 2027, at no charge.

The fare difference
The morning flight is R6,980.00 against R7,450.00 for the sunset one, so the R740.00 difference has already been refunded to your original payment method.

Tonight
As the hold is on our side, we'll cover your guesthouse room tonight.
""", [S("16:30 seaplane to Praslin today has been held"), S("You are both rebooked on tomorrow's 08:10 departure"),
      S("Wednesday 23 June 2027"), S("at no charge"), S("R6,980.00 against R7,450.00"),
      C("R740.00 difference", "AMOUNT_MISMATCH"),
      C("we'll cover your guesthouse room tonight", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "invented_promise"], excl=["R740.00", "cover your guesthouse room"],
    tag="difference-room",
    notes="7450 - 6980 = 470 (FA-882 amount 470.0), not 740; the policy says accommodation is not paid for.")

add(b, """
Held for weather: SP-1190 at 16:30 today. Rebooked: SP-1204, 23/06/2027 at 04:10, no charge. Refunded: R470 fare difference.
""", [S("Held for weather: SP-1190 at 16:30 today"), C("SP-1204, 23/06/2027 at 04:10", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("no charge"), S("Refunded: R470 fare difference")],
    errors=["unit_conversion"], excl=["04:10"], tag="utc-departure",
    notes="04:10 is departure_utc; in Indian/Mahe (UTC+4) SP-1204 leaves at 08:10.")

add(b, """
Hello Bongani,

Update
Today's 16:30 flight to Praslin is held for weather. You're rebooked free of charge on tomorrow's flight at 16:30 instead, and the R470.00 fare difference has been refunded.
""", [S("Today's 16:30 flight to Praslin is held for weather"),
      C("tomorrow's flight at 16:30 instead", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("R470.00 fare difference has been refunded")],
    errors=["stale_value"], excl=["tomorrow's flight at 16:30"], incl=["08:10", "R470|470"], repair=True,
    notes="The replacement SP-1204 leaves at 08:10; 16:30 was the held SP-1190's time.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("seaplane transfers", "name-change-denied",
    "I can't travel next week. Can my sister Marike take my seat on the seaplane?",
    "2027-07-01T10:30:00+02:00",
    [
        rec("get_booking#LHS-32077", "tool:get_booking", {
            "booking_ref": "LHS-32077", "status": "TICKETED", "operator": "Lagoon Hop Seaplanes",
            "passenger": {"name": "Johan Pretorius"}, "route": "INH-SCI",
            "from": "Inhambane seaplane base", "to": "Santa Carolina Island",
            "departure_local": "2027-07-08T09:00:00",
            "location": {"base": "Inhambane seaplane base", "zone": "Africa/Maputo"},
            "fare": {"total": 4120.0, "currency": "ZAR"}, "name_changes_used": 0,
            "cancel_terms": {"type": "CREDIT_NOTE", "credit_note_value": 4120.0, "credit_validity": "P12M"},
            "_links": {"self": {"href": "/bookings/LHS-32077"}, "cancel": {"href": "/bookings/LHS-32077/cancel"}}}),
        refused("change_passenger_name#call-3", "change_passenger_name", "DENY",
                {"booking_ref": "LHS-32077", "new_name": "Marike Pretorius"}),
        pol("name-change-policy#seaplane",
            "Passenger names cannot be changed within 14 days of departure, because the passenger manifest is "
            "filed with the civil aviation authority. Outside that window one name change per booking is free. "
            "A booking can be cancelled at any time for a credit note for the full fare, valid for 12 months.",
            revision="v2"),
    ])

add(b, """
Hi Johan,

Your booking
LHS-32077 is your seaplane from Inhambane to Santa Carolina Island on Thursday 8 July 2027 at 09:00.

Changing the name
I'm sorry, but I wasn't able to move the seat to Marike. Names can't be changed within 14 days of departure, because the passenger manifest is filed with the civil aviation authority, and your flight is only a week away.

What you can do
You can cancel the booking for a credit note for the full R4,120.00, valid for 12 months.
""", [S("Inhambane to Santa Carolina Island on Thursday 8 July 2027 at 09:00"),
      S("wasn't able to move the seat to Marike"), S("can't be changed within 14 days of departure"),
      S("manifest is filed with the civil aviation authority"), S("only a week away"),
      S("credit note for the full R4,120.00"), S("valid for 12 months")],
    incl=["R4,120.00", "14 days"],
    notes="change_passenger_name was DENIED; the policy's 14-day rule applies (departure is 7 days away); "
          "cancel_terms give a 4120.0 credit note for P12M.")

add(b, """
Summary: a name change on LHS-32077 (Johan to Marike Pretorius) was requested and declined, since names are locked 14 days before departure and the flight leaves on 08/07/2027. The booking may instead be cancelled for a R4 120 credit note that stays valid for a year.
""", [S("requested and declined"), S("names are locked 14 days before departure"), S("flight leaves on 08/07/2027"),
      S("R4 120 credit note"), S("stays valid for a year")],
    incl=["R4 120"],
    notes="The DENY refused call grounds 'declined'; credit_validity P12M is a year.")

add(b, """
Hi Johan,

Your booking
LHS-32077 is your seaplane from Inhambane to Santa Carolina Island on Thursday 8 July 2027 at 09:00.

Changing the name
Done: I've moved the seat to Marike, so she'll fly in your place on the 8th.

If plans change again
You can cancel the booking for a credit note for the full R4,120.00, valid for 6 months.
""", [S("Inhambane to Santa Carolina Island on Thursday 8 July 2027 at 09:00"),
      C("I've moved the seat to Marike", "NOT_EXECUTED"), S("credit note for the full R4,120.00"),
      C("valid for 6 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "wrong_period"], excl=["moved the seat to Marike", "valid for 6 months"],
    tag="name-moved",
    notes="change_passenger_name#call-3 was DENIED; the credit note is valid for 12 months (P12M).")

add(b, """
Hi Johan,

Your booking
LHS-32077 is your seaplane from Inhambane to Santa Carolina Island on Thursday 8 July 2027 at 09:00.

Changing the name
I'm sorry, but I wasn't able to move the seat to Marike. Names can't be changed within 21 days of departure, because the passenger manifest is filed with the civil aviation authority, and your flight is only a week away.

What you can do
You can cancel the booking for a credit note for the full R4,120.00, valid for 12 months.
""", [S("Inhambane to Santa Carolina Island on Thursday 8 July 2027 at 09:00"),
      S("wasn't able to move the seat to Marike"),
      C("can't be changed within 21 days of departure", "NLI_CONTRADICTION"),
      S("manifest is filed with the civil aviation authority"), S("only a week away"),
      S("credit note for the full R4,120.00"), S("valid for 12 months")],
    errors=["wrong_policy_condition"], excl=["within 21 days"], tag="21-days",
    notes="The name-change policy window is 14 days, not 21.")

add(b, """
Summary: a name change on LHS-32707 (Johan to Marike Pretorius) was requested and declined, since names are locked 14 days before departure and the flight leaves on 08/07/2027. The booking may instead be cancelled for a R4 120 credit note that stays valid for a year.
""", [C("name change on LHS-32707", "IDENTIFIER_MISMATCH"), S("requested and declined"),
      S("names are locked 14 days before departure"), S("flight leaves on 08/07/2027"),
      S("R4 120 credit note"), S("stays valid for a year")],
    errors=["wrong_id"], excl=["LHS-32707"], tag="ref-typo",
    notes="The booking reference is LHS-32077; LHS-32707 swaps two digits.")

add(b, """
Hello Johan,

Name change
Marike is now booked in your place on LHS-32077, flying from Inhambane on 8 July 2027 at 09:00.

Credit option
You could also cancel for a credit note of R4,120.00, valid for 12 months.
""", [C("Marike is now booked in your place", "NOT_EXECUTED"), S("from Inhambane on 8 July 2027 at 09:00"),
      S("credit note of R4,120.00"), S("valid for 12 months")],
    errors=["refused_call_effect"], excl=["now booked in your place"],
    incl=["not able|unable|could not|couldn't|cannot|can't|declined|not possible|14 days",
          "R4,120|4,120|4120|R4 120"], repair=True,
    notes="change_passenger_name was refused with DENY; the name change did not happen.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("seaplane transfers", "excess-baggage",
    "I've declared my bags for Saturday's seaplane. What do I still need to pay?",
    "2027-08-10T09:45:00+02:00",
    [
        rec("get_booking#LHS-33310", "tool:get_booking", {
            "booking_ref": "LHS-33310", "status": "TICKETED", "operator": "Lagoon Hop Seaplanes",
            "passenger": {"name": "Riaan Coetzee"}, "route": "VNX-BZT",
            "departure_local": "2027-08-14T11:20:00",
            "location": {"base": "Vilanculos Seaplane Base", "zone": "Africa/Maputo"},
            "baggage": {"allowance_kg": 20, "declared": [{"item": "SOFT_BAG", "kg": 27}], "excess_kg": 7,
                        "excess_rate_per_kg": 85.0, "excess_charge": 595.0,
                        "excess_status": "PAYABLE_AT_CHECKIN"},
            "sports_items": [{"type": "GOLF_BAG", "kg": 11, "fee": 650.0, "status": "PAID",
                              "paid_local": "2027-08-02T16:05:00"}],
            "_links": {"self": {"href": "/bookings/LHS-33310"}, "baggage": {"href": "/bookings/LHS-33310/baggage"}}}),
        pol("excess-baggage#lagoonhop",
            "Baggage above the 20 kg allowance is charged at R85 per kg and paid by card at check-in. No single "
            "bag may weigh more than 32 kg. Sports equipment such as golf bags must be booked and paid for in "
            "advance.", revision="2027-02"),
    ])

add(b, """
Good morning Riaan,

Your baggage on LHS-33310
- Soft bag: 27 kg against a 20 kg allowance, so 7 kg over
- Golf bag: 11 kg, fee of R650.00 already paid on 2 August

What's still to pay
The 7 kg excess is charged at R85 per kg, which comes to R595.00. You pay this by card when you check in on Saturday 14 August 2027.

Worth knowing
No single bag may weigh more than 32 kg, so your soft bag is within the limit.
""", [S("Your baggage on LHS-33310"), S("27 kg against a 20 kg allowance"), S("so 7 kg over"), S("fee of R650.00 already paid on 2 August"),
      S("charged at R85 per kg"), S("comes to R595.00"), S("by card when you check in on Saturday 14 August 2027"),
      S("No single bag may weigh more than 32 kg"), S("your soft bag is within the limit")],
    incl=["R595.00"],
    notes="baggage: 27 kg declared, 7 kg excess at 85.0 = 595.0 PAYABLE_AT_CHECKIN; golf bag fee 650.0 PAID on "
          "2 Aug; the policy gives the 32 kg cap.")

add(b, """
Hi Riaan, the only amount still open on LHS-33310 is R595 for 7 kg of excess baggage (7 × R85), payable by card at check-in; the golf bag fee has been settled.
""", [S("only amount still open on LHS-33310 is R595"), S("7 kg of excess baggage (7 × R85)"),
      S("payable by card at check-in"), S("golf bag fee has been settled")],
    incl=["R595"],
    notes="excess_charge 595.0 is the only unpaid item; the golf bag is PAID.")

add(b, """
Good morning Riaan,

Your baggage on LHS-33310
- Soft bag: 27 kg against a 20 kg allowance, so 7 kg over
- Golf bag: 11 kg, fee of R650.00 already paid on 2 August

What's still to pay
The 7 kg excess is charged at R85 per kg, which comes to R680.00. You pay this by card when you check in on Saturday 14 August 2027.

Worth knowing
No single bag may weigh more than 32 kg, so your soft bag is within the limit.
""", [S("Your baggage on LHS-33310"), S("27 kg against a 20 kg allowance"), S("so 7 kg over"), S("fee of R650.00 already paid on 2 August"),
      S("charged at R85 per kg"), C("comes to R680.00", "AMOUNT_MISMATCH"),
      S("by card when you check in on Saturday 14 August 2027"), S("No single bag may weigh more than 32 kg"),
      S("your soft bag is within the limit")],
    errors=["wrong_arithmetic"], excl=["R680.00"], tag="excess-total",
    notes="7 x 85 = 595 (excess_charge 595.0), not 680.")

add(b, """
Hi Riaan, on LHS-33310 you still owe R595 for 7 kg of excess baggage (7 × R85), payable by card at check-in, and the R650 golf bag fee is also still outstanding. Bags can weigh up to 30 kg each.
""", [S("you still owe R595"), S("7 kg of excess baggage (7 × R85)"), S("payable by card at check-in"),
      C("R650 golf bag fee is also still outstanding", "RECORD_STATE_MISMATCH"),
      C("up to 30 kg each", "NLI_CONTRADICTION")],
    errors=["wrong_state", "wrong_policy_condition"], excl=["also still outstanding", "up to 30 kg each"],
    tag="golf-unpaid",
    notes="sports_items[0].status is PAID; the policy's single-bag cap is 32 kg.")

add(b, """
Hi Riaan,

Baggage recap
Your declared soft bag puts you 9 kg over the 20 kg allowance. The excess is charged at R85 per kg and paid by card at check-in, and your golf bag fee is already paid.
""", [C("9 kg over the 20 kg allowance", "VALUE_MISMATCH"), S("charged at R85 per kg"),
      S("paid by card at check-in"), S("golf bag fee is already paid")],
    errors=["wrong_quantity"], excl=["9 kg over"], incl=["7 kg|7kg|seven kg|7 kilograms", "R85|85"], repair=True,
    notes="baggage.excess_kg is 7 (27 kg declared against 20 kg).")

# =====================================================================================================
# CANAL-BOAT HIRE
# =====================================================================================================

b = Bundle("canal-boat hire", "kingfisher-deposit",
    "Just checking the details for our canal boat next week and how the deposit works. Did the bike rack get added?",
    "2027-04-05T09:00:00+02:00",
    [
        rec("get_hire#CBH-1187", "tool:get_hire", {
            "hire_ref": "CBH-1187", "status": "CONFIRMED", "hirer": {"name": "Melissa Jacobs"},
            "boat": {"name": "Kingfisher", "berths": 6, "length_m": 15.2},
            "pickup_local": "2027-04-12T15:00:00", "return_local": "2027-04-19T10:00:00",
            "location": {"base": "Port Owen Marina", "zone": "Africa/Johannesburg"},
            "hire_fee": {"amount": 14350.0, "currency": "ZAR", "status": "PAID"},
            "security_deposit": {"amount": 5000.0, "method": "CARD_AUTHORISATION",
                                 "status": "TO_BE_AUTHORISED_AT_PICKUP"},
            "extras": [],
            "_links": {"self": {"href": "/hires/CBH-1187"}, "cancel": {"href": "/hires/CBH-1187/cancel"},
                       "extras": {"href": "/hires/CBH-1187/extras"}},
            "_embedded": {"alternatives": [{"boat": "Heron", "berths": 4, "hire_fee": 11900.0}]}}),
        rec("get_hire#CBH-0942", "tool:get_hire", {
            "hire_ref": "CBH-0942", "status": "COMPLETED", "hirer": {"name": "Melissa Jacobs"},
            "boat": {"name": "Heron", "berths": 4},
            "pickup_local": "2026-09-21T15:00:00", "return_local": "2026-09-25T12:00:00",
            "security_deposit": {"amount": 4000.0, "status": "RELEASED"},
            "_links": {"self": {"href": "/hires/CBH-0942"}}}),
        pol("hire-terms#port-owen",
            "Boats are ready for pick-up from 15:00 on the first day and must be back at the base by 10:00 on the "
            "last day. The security deposit is taken as a card authorisation at pick-up and released within 3 "
            "working days of the boat's return if the inspection finds no damage. Bicycles, kayaks, bike racks and "
            "other extras must be booked in advance and are shown on your hire confirmation.", revision="2027"),
    ])

add(b, """
Hi Melissa,

Your hire at a glance
- Boat: Kingfisher, six berths
- Pick-up: Monday 12 April 2027 from 15:00 at Port Owen Marina
- Return: back at the base by 10:00 on Monday 19 April 2027
- Hire fee: R14,350.00, paid

The deposit
A security deposit of R5,000.00 is taken as a card authorisation when you pick the boat up. If the inspection after your return finds no damage, it's released within 3 working days.

The bike rack
Your booking has no extras on it at the moment, so the bike rack hasn't been added. Extras need to be booked in advance.
""", [S("Kingfisher, six berths"), S("Monday 12 April 2027 from 15:00"), S("by 10:00 on Monday 19 April 2027"),
      S("R14,350.00, paid"), S("security deposit of R5,000.00"), S("card authorisation when you pick the boat up"),
      S("released within 3 working days"), S("bike rack hasn't been added"), S("Extras need to be booked in advance")],
    incl=["Kingfisher", "R5,000.00"],
    notes="CBH-1187: Kingfisher (6 berths), 12 Apr 15:00 to 19 Apr 10:00, hire fee PAID, deposit 5000.0 to be "
          "authorised at pick-up, extras empty; the hire terms give 3 working days.")

add(b, """
Morning Melissa! Quick recap: the six-berth Kingfisher is yours from 15:00 on 12/04/2027 until 10:00 on 19/04/2027, and the R14 350 hire fee is settled. On pick-up we'll authorise R5 000 on your card as the deposit; it's released within three working days of return if all is well. No bike rack is on the booking yet.
""", [S("six-berth Kingfisher"), S("from 15:00 on 12/04/2027 until 10:00 on 19/04/2027"),
      S("R14 350 hire fee is settled"), S("authorise R5 000 on your card"), S("within three working days of return"),
      S("No bike rack is on the booking yet")],
    incl=["R5 000"],
    notes="Same fields as above; extras is an empty list.")

add(b, """
Hi Melissa,

Your hire at a glance
- Boat: Kingfisher, six berths
- Pick-up: Monday 12 April 2027 from 15:00 at Port Owen Marina
- Return: back at the base by 12:00 on Monday 19 April 2027
- Hire fee: R14,350.00, paid

The deposit
A security deposit of R4,000.00 is taken as a card authorisation when you pick the boat up. If the inspection after your return finds no damage, it's released within 3 working days.

The bike rack
Your booking has no extras on it at the moment, so the bike rack hasn't been added. Extras need to be booked in advance.
""", [S("Kingfisher, six berths"), S("Monday 12 April 2027 from 15:00"),
      C("by 12:00 on Monday 19 April 2027", "DATE_MISMATCH", "VALUE_MISMATCH"), S("R14,350.00, paid"),
      C("security deposit of R4,000.00", "AMOUNT_MISMATCH"), S("card authorisation when you pick the boat up"),
      S("released within 3 working days"), S("bike rack hasn't been added"), S("Extras need to be booked in advance")],
    errors=["other_record_value", "other_record_value"], excl=["by 12:00", "R4,000.00"], tag="last-hire",
    notes="12:00 return and the R4,000 deposit are from the earlier hire CBH-0942; CBH-1187 returns by 10:00 with "
          "a 5000.0 deposit.")

add(b, """
Morning Melissa! Quick recap: the six-berth Kingfisher is yours from 15:00 on 12/04/2027 until 10:00 on 19/04/2027, and the R14 350 hire fee is settled. On pick-up we'll authorise R5 000 on your card as the deposit; it's released within ten working days of return if all is well. I've also added the bike rack you asked about.
""", [S("six-berth Kingfisher"), S("from 15:00 on 12/04/2027 until 10:00 on 19/04/2027"),
      S("R14 350 hire fee is settled"), S("authorise R5 000 on your card"),
      C("within ten working days of return", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
      CI("added the bike rack", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
    errors=["wrong_period", "unrecorded_extra"], excl=["ten working days", "added the bike rack"],
    tag="ten-days-rack",
    notes="The terms release the deposit within 3 working days; the hire's extras list is empty.")

add(b, """
Hi Melissa,

Recap
Your boat for CBH-1187 is the Heron, ready from 15:00 on Monday 12 April 2027 at Port Owen Marina, and it's due back by 10:00 on 19 April. The R5,000.00 deposit is authorised on your card at pick-up.
""", [C("is the Heron", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), S("from 15:00 on Monday 12 April 2027"),
      S("by 10:00 on 19 April"), S("R5,000.00 deposit is authorised on your card at pick-up")],
    errors=["wrong_name"], excl=["the Heron"], incl=["Kingfisher", "R5,000|R5 000|5,000|5000"], repair=True,
    notes="CBH-1187's boat is the Kingfisher; the Heron is only an alternative and the boat of the old hire.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("canal-boat hire", "damage-deduction",
    "Why hasn't my full R5,000 deposit come back after our canal-boat trip?",
    "2027-05-05T09:30:00+02:00",
    [
        rec("get_hire#CBH-1302", "tool:get_hire", {
            "hire_ref": "CBH-1302", "status": "CLOSED", "hirer": {"name": "Andile Ndlovu"},
            "boat": {"name": "Sandpiper", "berths": 4}, "return_local": "2027-05-03T09:40:00",
            "location": {"base": "Port Owen Marina", "zone": "Africa/Johannesburg"},
            "security_deposit": {"authorised": 5000.0, "captured": 1020.0, "released": 3980.0,
                                 "release_status": "RELEASED", "released_local": "2027-05-04T11:20:00",
                                 "currency": "ZAR"},
            "_links": {"self": {"href": "/hires/CBH-1302"}, "inspection": {"href": "/inspections/INS-771"}}}),
        rec("get_inspection#INS-771", "tool:get_inspection", {
            "inspection_id": "INS-771", "completed_local": "2027-05-03T12:05:00", "inspector": "W. Jansen",
            "findings": [{"item": "TILLER_PIN_BENT", "charge": 380.0}, {"item": "FENDER_MISSING", "charge": 640.0},
                         {"item": "GALLEY_TAP_DRIP", "charge": 0.0, "note": "wear and tear"}],
            "total_charge": 1020.0, "photos_emailed": True,
            "_links": {"self": {"href": "/inspections/INS-771"}, "hire": {"href": "/hires/CBH-1302"}}}),
        pol("deposit-terms#port-owen",
            "After the return inspection, the cost of any damage or missing items is taken from the security "
            "deposit and the rest of the authorisation is released. Your bank may take up to 7 days to show the "
            "released amount as available. Photos of any damage are emailed with the inspection report.",
            revision="2027"),
    ])

add(b, """
Hello Andile,

What the inspection found
When the Sandpiper came back on 3 May 2027, the inspection found a bent tiller pin (R380.00) and a missing fender (R640.00), R1,020.00 in total. The photos were emailed to you with the inspection report.

What happened to your deposit
The R1,020.00 was taken from your R5,000.00 deposit, and the remaining R3,980.00 was released yesterday, 4 May, at 11:20.

Why you might not see it yet
Banks can take up to 7 days to show a released amount as available.
""", [S("came back on 3 May 2027"), S("bent tiller pin (R380.00)"), S("missing fender (R640.00)"),
      S("R1,020.00 in total"), S("photos were emailed to you"), S("The R1,020.00 was taken from your R5,000.00 deposit"),
      S("remaining R3,980.00 was released yesterday, 4 May, at 11:20"), S("up to 7 days")],
    incl=["R3,980.00", "R1,020.00"],
    notes="INS-771 findings 380 + 640 = 1020 (total_charge); deposit captured 1020, released 3980 on 4 May 11:20.")

add(b, """
Deposit summary for CBH-1302
Authorised: R5 000. Kept for damage: R1 020 (tiller pin R380, lost fender R640). Released on 04/05/2027: R3 980, which your bank may take up to seven days to show.
""", [S("Deposit summary for CBH-1302"), S("Authorised: R5 000"), S("Kept for damage: R1 020"), S("tiller pin R380"), S("lost fender R640"),
      S("Released on 04/05/2027: R3 980"), S("up to seven days to show")],
    incl=["R3 980"],
    notes="security_deposit: authorised 5000, captured 1020, released 3980 on 2027-05-04.")

add(b, """
Hello Andile,

What the inspection found
When the Sandpiper came back on 3 May 2027, the inspection found a bent tiller pin (R380.00) and a missing fender (R640.00), R1,020.00 in total. The photos were emailed to you with the inspection report.

What happened to your deposit
The damage charges were taken from your R5,000.00 deposit, and the remaining R4,620.00 was released yesterday, 4 May, at 11:20.

Why you might not see it yet
Banks can take up to 7 days to show a released amount as available.
""", [S("came back on 3 May 2027"), S("bent tiller pin (R380.00)"), S("missing fender (R640.00)"),
      S("R1,020.00 in total"), S("photos were emailed to you"),
      S("damage charges were taken from your R5,000.00 deposit"),
      C("remaining R4,620.00 was released", "AMOUNT_MISMATCH"), S("up to 7 days")],
    errors=["wrong_arithmetic"], excl=["R4,620.00"], tag="released",
    notes="Both findings (1020 in all) were captured; released is 3980.0, the draft only subtracts the 380 pin.")

add(b, """
Deposit summary for CBH-1302
Authorised: R5 000. Kept for damage: R1 020 (tiller pin R380, lost fender R460). The remaining R3 980 will be released once the inspection is signed off.
""", [S("Deposit summary for CBH-1302"), S("Authorised: R5 000"), S("Kept for damage: R1 020"), S("tiller pin R380"),
      C("lost fender R460", "AMOUNT_MISMATCH"),
      C("will be released once the inspection is signed off", "RECORD_STATE_MISMATCH")],
    errors=["wrong_amount", "wrong_state"], excl=["fender R460", "once the inspection is signed off"],
    tag="fender-pending",
    notes="FENDER_MISSING is charged 640.0; release_status is already RELEASED (4 May 11:20).")

add(b, """
Hi Andile,

Deposit recap
From your R5,000.00 deposit we kept R1,020.00 for the bent tiller pin and the missing fender. The balance of R4,020.00 was released on 4 May 2027.
""", [S("From your R5,000.00 deposit we kept R1,020.00"), C("balance of R4,020.00 was released", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excl=["R4,020.00"], incl=["R3,980|R3 980|3,980|3980", "R1,020|1,020|R1 020"],
    repair=True, notes="5000 - 1020 = 3980, which is security_deposit.released.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("canal-boat hire", "extension-escalated",
    "We're loving it! Can we keep the boat two more nights, until Tuesday?",
    "2027-06-17T14:00:00+02:00",
    [
        rec("get_hire#CBH-1415", "tool:get_hire", {
            "hire_ref": "CBH-1415", "status": "ON_HIRE", "hirer": {"name": "Chantal Pillay"},
            "boat": {"name": "Egret", "berths": 4},
            "pickup_local": "2027-06-13T15:00:00", "return_local": "2027-06-20T10:00:00",
            "location": {"base": "Port Owen Marina", "zone": "Africa/Johannesburg"},
            "season": "WINTER", "nightly_rate": 2050.0, "currency": "ZAR",
            "_links": {"self": {"href": "/hires/CBH-1415"}, "extend": {"href": "/hires/CBH-1415/extend"}},
            "_embedded": {"boat_calendar": {"boat": "Egret", "next_hire_ref": "CBH-1433",
                                            "next_hire_starts_local": "2027-06-20T15:00:00"}}}),
        refused("extend_hire#call-7", "extend_hire", "ESCALATE",
                {"hire_ref": "CBH-1415", "new_return_local": "2027-06-22T10:00:00", "nights": 2}),
        pol("extension-terms#port-owen",
            "If the boat is already booked, we will try to offer another boat for the extra nights. Extensions "
            "depend on the boat being free and must be confirmed by the base manager. Extra nights are charged at "
            "the nightly rate for the season of the hire.", revision="2027"),
    ])

add(b, """
Hi Chantal, great to hear you're enjoying the Egret!

Where things stand
- Current return: Sunday 20 June 2027, by 10:00
- Requested: two extra nights, returning Tuesday 22 June

Your extension request
I couldn't confirm the extension myself; it has been passed to the base manager, who has to approve it. The Egret is booked for another hire starting at 15:00 on Sunday, so it may not be free, in which case we'll try to offer another boat for the extra nights.

Cost if approved
Extra nights are charged at the winter rate of R2,050.00 a night, so two nights would be R4,100.00.
""", [NA("great to hear you're enjoying the Egret"), S("Current return: Sunday 20 June 2027, by 10:00"),
      S("two extra nights, returning Tuesday 22 June"), S("couldn't confirm the extension myself"),
      S("passed to the base manager"), S("booked for another hire starting at 15:00 on Sunday"),
      S("try to offer another boat"), S("winter rate of R2,050.00 a night"), S("two nights would be R4,100.00")],
    incl=["R4,100.00", "base manager"],
    notes="extend_hire was ESCALATED; boat_calendar shows CBH-1433 from 20 June 15:00; nightly_rate 2050 (WINTER), "
          "so 2 nights = 4100.")

add(b, """
Your request to keep the Egret until 22/06/2027 is with the base manager for approval; note another hire starts on it at 15:00 on 20/06. If approved, the two nights cost R4 100 (R2 050 each).
""", [S("is with the base manager for approval"), S("another hire starts on it at 15:00 on 20/06"),
      S("the two nights cost R4 100"), S("R2 050 each")],
    incl=["R4 100"],
    notes="The ESCALATE refused call grounds 'with the base manager'; next_hire_starts_local 20 June 15:00.")

add(b, """
Hi Chantal, great to hear you're enjoying the Egret!

Where things stand
- Original return: Sunday 20 June 2027, by 10:00

Your extension
Good news: I've extended your hire, so the Egret is now yours until 10:00 on Tuesday 22 June.

Cost
The two extra nights at the winter rate of R2,050.00 come to R4,150.00.
""", [NA("great to hear you're enjoying the Egret"), S("Original return: Sunday 20 June 2027, by 10:00"),
      C("I've extended your hire", "NOT_EXECUTED"), S("winter rate of R2,050.00"),
      C("come to R4,150.00", "AMOUNT_MISMATCH")],
    errors=["refused_call_effect", "wrong_arithmetic"], excl=["I've extended your hire", "R4,150.00"],
    tag="extended",
    notes="extend_hire#call-7 was ESCALATED, not done; 2 x 2050 = 4100.")

add(b, """
Your request to keep the Egret until 22/06/2027 is with the base manager for approval, and the boat is free after you, so it should go through. If approved, the two nights cost R4 100 (R2 050 each).
""", [S("is with the base manager for approval"), C("the boat is free after you", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
      S("the two nights cost R4 100"), S("R2 050 each")],
    errors=["wrong_value"], excl=["free after you"], tag="boat-free",
    notes="boat_calendar shows the next hire CBH-1433 starting 20 June 15:00, so the boat is not free.")

add(b, """
Hello Chantal,

Extension
Good news: your hire of the Egret now runs until 10:00 on Tuesday 22 June 2027. The two extra nights are charged at R2,050.00 each.
""", [C("now runs until 10:00 on Tuesday 22 June 2027", "NOT_EXECUTED"), S("charged at R2,050.00 each")],
    errors=["refused_call_effect"], excl=["now runs until"],
    incl=["base manager|escalated|not yet|can't confirm|cannot confirm|couldn't|could not|unable|not able|pending|approval",
          "R2,050|2,050|2050|R2 050"], repair=True,
    notes="extend_hire was ESCALATED to the base manager; the return is still 20 June 10:00.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("canal-boat hire", "engine-hours-fuel",
    "How was my fuel charge worked out, and how much of my fuel deposit do I get back?",
    "2027-07-27T10:00:00+02:00",
    [
        rec("get_hire#CBH-1520", "tool:get_hire", {
            "hire_ref": "CBH-1520", "status": "RETURNED", "hirer": {"name": "Ruan Smit"},
            "boat": {"name": "Cormorant", "berths": 6}, "return_local": "2027-07-26T09:55:00",
            "location": {"base": "Port Owen Marina", "zone": "Africa/Johannesburg"},
            "engine_hours": {"start": 1284.2, "end": 1296.7, "used": 12.5},
            "fuel": {"rate_per_engine_hour": 310.0, "charge": 3875.0},
            "pump_out": {"fee": 250.0, "status": "CHARGED", "tank_level_on_return": "HALF"},
            "fuel_deposit": {"amount": 5000.0, "deductions": 4125.0, "refund_due": 875.0,
                             "refund_status": "REFUND_QUEUED", "currency": "ZAR"},
            "_links": {"self": {"href": "/hires/CBH-1520"}, "invoice": {"href": "/hires/CBH-1520/invoice"}}}),
        pol("fuel-terms#port-owen",
            "Diesel is charged at R310 per engine hour, read from the boat's hour meter. A pump-out fee of R250 "
            "applies unless the holding tank is returned empty. Both are deducted from the fuel deposit, and any "
            "balance is refunded within 5 working days of the boat's return.", revision="2027"),
    ])

add(b, """
Hi Ruan,

Engine hours
The Cormorant's hour meter went from 1284.2 to 1296.7, so you used 12.5 engine hours.

Charges
- Diesel: 12.5 hours at R310 per hour = R3,875.00
- Pump-out: R250.00, because the holding tank came back half full rather than empty

Your refund
Together that's R4,125.00 taken from your R5,000.00 fuel deposit, leaving R875.00 to come back to you. It is queued and will be refunded within 5 working days of your return on 26 July 2027.
""", [S("from 1284.2 to 1296.7"), S("you used 12.5 engine hours"), S("12.5 hours at R310 per hour = R3,875.00"),
      S("Pump-out: R250.00"), S("came back half full"), S("R4,125.00 taken from your R5,000.00 fuel deposit"),
      S("leaving R875.00"), S("It is queued"), S("within 5 working days of your return on 26 July 2027")],
    incl=["R875.00", "12.5"],
    notes="engine_hours 1284.2 -> 1296.7 (12.5) x 310 = 3875; pump_out 250 CHARGED (tank HALF); deductions 4125, "
          "refund_due 875 REFUND_QUEUED.")

add(b, """
Ruan, in short: 12.5 engine hours × R310 = R3 875 for diesel, plus R250 for the pump-out (the tank wasn't empty), so R875 of your R5 000 fuel deposit is due back to you within five working days.
""", [S("12.5 engine hours × R310 = R3 875"), S("plus R250 for the pump-out"), S("the tank wasn't empty"),
      S("R875 of your R5 000 fuel deposit is due back"), S("within five working days")],
    incl=["R875"],
    notes="fuel.charge 3875, pump_out CHARGED, refund_due 875; the fuel terms give 5 working days.")

add(b, """
Dear Mr Smit,

Thank you for returning the Cormorant on Monday morning. Your fuel deposit refund of eight hundred and seventy-five rand has been queued and will reach you within five working days of the return.

Kind regards,
Port Owen Marina
""", [S("returning the Cormorant on Monday morning"), S("eight hundred and seventy-five rand has been queued"),
      S("within five working days of the return")],
    incl=["eight hundred and seventy-five rand"],
    notes="return_local 2027-07-26T09:55 is a Monday morning; refund_due 875.0, REFUND_QUEUED.")

add(b, """
Hi Ruan,

Engine hours
The Cormorant's hour meter went from 1284.2 to 1296.7, so you used 12.5 engine hours, or 12 hours 50 minutes.

Charges
- Diesel: 12.5 hours at R310 per hour = R3,875.00
- Pump-out: R250.00, because the holding tank came back half full rather than empty

Your refund
Taking the R3,875.00 diesel charge off your R5,000.00 fuel deposit leaves R1,125.00 to come back to you. It is queued and will be refunded within 5 working days of your return on 26 July 2027.
""", [S("from 1284.2 to 1296.7"), S("you used 12.5 engine hours"), C("12 hours 50 minutes", "VALUE_MISMATCH"),
      S("12.5 hours at R310 per hour = R3,875.00"), S("Pump-out: R250.00"), S("came back half full"),
      C("leaves R1,125.00", "AMOUNT_MISMATCH"), S("It is queued"),
      S("within 5 working days of your return on 26 July 2027")],
    errors=["unit_conversion", "wrong_arithmetic"], excl=["12 hours 50 minutes", "R1,125.00"], tag="hours-refund",
    notes="12.5 decimal hours is 12 h 30 min; refund_due is 875.0 because the R250 pump-out is deducted too.")

add(b, """
Ruan, in short: 12.5 engine hours × R310 = R3 875 for diesel, and the R250 pump-out fee was waived, so R1 125 of your R5 000 fuel deposit is due back to you within five working days.
""", [S("12.5 engine hours × R310 = R3 875"), C("R250 pump-out fee was waived", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
      C("R1 125 of your R5 000 fuel deposit", "AMOUNT_MISMATCH"), S("within five working days")],
    errors=["condition_unmet", "wrong_amount"], excl=["was waived", "R1 125"], tag="pumpout-waived",
    notes="pump_out.status is CHARGED because the tank came back HALF (the waiver needs an empty tank); refund_due "
          "is 875.0.")

add(b, """
Hi Ruan,

Fuel recap
You used 12.5 engine hours, so diesel came to R3,875.00, and a R250.00 pump-out fee applied because the tank wasn't empty. That leaves R1,125.00 of your R5,000.00 fuel deposit to be refunded within 5 working days.
""", [S("You used 12.5 engine hours"), S("diesel came to R3,875.00"),
      S("R250.00 pump-out fee applied because the tank wasn't empty"), C("leaves R1,125.00", "AMOUNT_MISMATCH"),
      S("within 5 working days")],
    errors=["wrong_arithmetic"], excl=["R1,125.00"],
    incl=["R875|R 875|eight hundred and seventy-five", "R3,875|3,875|R3 875"], repair=True,
    notes="5000 - 3875 - 250 = 875 (fuel_deposit.refund_due).")

# =====================================================================================================
# CABLE-CAR PASSES
# =====================================================================================================

b = Bundle("cable-car passes", "annual-pass-renewal",
    "I renewed my annual cableway pass last week. Can you confirm the new pass details and what it gives me?",
    "2027-04-06T11:00:00+02:00",
    [
        rec("get_pass#ACP-2027-90455", "tool:get_pass", {
            "pass_no": "ACP-2027-90455", "type": "ANNUAL_ADULT", "operator": "Drakensview Cableway",
            "holder": {"name": "Kobus Venter", "member_since": "2023-04-01"}, "status": "ACTIVE",
            "valid_from": "2027-04-01", "valid_to": "2028-03-31", "renewed_local": "2027-03-29T16:40:00",
            "price": {"list": 1610.0, "loyalty_discount_pct": 10, "paid": 1449.0, "currency": "ZAR"},
            "benefits": ["UNLIMITED_RIDES", "CAFE_10_PCT", "GUEST_TICKETS_25_PCT"],
            "location": {"station": "Drakensview Lower Station", "zone": "Africa/Johannesburg"},
            "_links": {"self": {"href": "/passes/ACP-2027-90455"}, "replaces": {"href": "/passes/ACP-2026-88213"}}}),
        rec("get_pass#ACP-2026-88213", "tool:get_pass", {
            "pass_no": "ACP-2026-88213", "type": "ANNUAL_ADULT", "status": "SUPERSEDED",
            "valid_from": "2026-04-01", "valid_to": "2027-03-31", "price": {"paid": 1390.0, "currency": "ZAR"},
            "benefits": ["UNLIMITED_RIDES", "CAFE_10_PCT", "GUEST_TICKETS_25_PCT"],
            "_links": {"self": {"href": "/passes/ACP-2026-88213"}, "replaced_by": {"href": "/passes/ACP-2027-90455"}}}),
        pol("annual-pass-terms#drakensview",
            "Annual passes are personal and cannot be transferred. Renewing before your current pass expires earns "
            "a 10% loyalty discount on the list price. Pass holders may bring up to two guests per visit at 25% "
            "off the standard ticket. Rides may be suspended in high wind, and passes are not extended for "
            "closures.", revision="2026-10"),
    ])

add(b, """
Hi Kobus,

Your new pass
- Pass number: ACP-2027-90455 (active)
- Valid: 1 April 2027 to 31 March 2028
- Price: R1,449.00, which is the R1,610.00 list price less your 10% loyalty discount for renewing before your old pass ran out

What it includes
- Unlimited rides
- 10% off at the café
- Up to two guests per visit at 25% off the standard ticket

Your old pass, ACP-2026-88213, has been replaced by this one.
""", [S("ACP-2027-90455 (active)"), S("1 April 2027 to 31 March 2028"), S("Price: R1,449.00"),
      S("R1,610.00 list price"), S("10% loyalty discount for renewing before your old pass ran out"),
      S("Unlimited rides"), S("10% off at the café"), S("Up to two guests per visit at 25% off"),
      S("has been replaced by this one")],
    incl=["ACP-2027-90455", "31 March 2028"],
    notes="ACP-2027-90455 is ACTIVE 2027-04-01..2028-03-31, paid 1449 (1610 less 10%, renewed 29 March before the "
          "old pass expired); benefits list; it replaces ACP-2026-88213.")

add(b, """
Hello Kobus, your renewed annual pass ACP-2027-90455 runs from 01/04/2027 to 31/03/2028. You paid R1 449 after the 10% early-renewal discount, and the pass gives you unlimited rides, 10% off in the café and 25% off tickets for up to two guests each visit. As before, it's personal and can't be transferred.
""", [S("runs from 01/04/2027 to 31/03/2028"), S("You paid R1 449"), S("10% early-renewal discount"),
      S("unlimited rides, 10% off in the café"), S("25% off tickets for up to two guests each visit"),
      S("personal and can't be transferred")],
    incl=["31/03/2028", "R1 449"],
    notes="valid_to 2028-03-31, price.paid 1449.0, the terms give the guest rule and non-transferability.")

add(b, """
Hi Kobus,

Your new pass
- Pass number: ACP-2026-88213 (active)
- Valid: 1 April 2027 to 31 March 2028
- Price: R1,449.00, which is the R1,610.00 list price less your 10% loyalty discount for renewing before your old pass ran out

What it includes
- Unlimited rides
- 10% off at the café
- Up to two guests per visit at 25% off the standard ticket
- Free parking at the lower station
""", [C("ACP-2026-88213 (active)", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"),
      S("1 April 2027 to 31 March 2028"), S("Price: R1,449.00"), S("R1,610.00 list price"),
      S("10% loyalty discount for renewing before your old pass ran out"), S("Unlimited rides"),
      S("10% off at the café"), S("Up to two guests per visit at 25% off"),
      CI("Free parking at the lower station", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
    errors=["stale_value", "unlisted_perk"], excl=["ACP-2026-88213", "Free parking"], tag="old-number-parking",
    notes="ACP-2026-88213 is the SUPERSEDED pass; the active one is ACP-2027-90455. Parking is not in benefits.")

add(b, """
Hello Kobus, your renewed annual pass ACP-2027-90455 runs from 01/04/2027 to 01/04/2028. You paid R1 449 after the 10% early-renewal discount, and the pass gives you unlimited rides, 10% off in the café and 25% off tickets for up to four guests each visit. As before, it's personal and can't be transferred.
""", [C("runs from 01/04/2027 to 01/04/2028", "DATE_MISMATCH"), S("You paid R1 449"),
      S("10% early-renewal discount"), S("unlimited rides, 10% off in the café"),
      C("25% off tickets for up to four guests", "NLI_CONTRADICTION"), S("personal and can't be transferred")],
    errors=["wrong_date", "wrong_policy_condition"], excl=["to 01/04/2028", "up to four guests"],
    tag="end-date-guests",
    notes="valid_to is 2028-03-31; the terms allow two guests per visit, not four.")

add(b, """
Hi Kobus,

Pass recap
Your renewed pass ACP-2027-90455 is valid until 31 March 2027. You paid R1,449.00 after the 10% loyalty discount.
""", [C("valid until 31 March 2027", "DATE_MISMATCH"), S("You paid R1,449.00 after the 10% loyalty discount")],
    errors=["stale_value"], excl=["31 March 2027"], incl=["31 March 2028|31/03/2028", "ACP-2027-90455"], repair=True,
    notes="31 March 2027 is the end of the superseded pass; ACP-2027-90455 runs to 2028-03-31.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("cable-car passes", "wind-closure-raincheck",
    "The cableway closed before we could go up today. Can I get my money back?",
    "2027-07-24T13:15:00+02:00",
    [
        rec("get_ticket#DP-66120", "tool:get_ticket", {
            "ticket_no": "DP-66120", "product": "DAY_RETURN_ADULT", "qty": 2, "operator": "Lion's Crest Cableway",
            "purchaser": {"name": "Carmen Lategan"}, "visit_date": "2027-07-24", "price_total": 720.0,
            "currency": "ZAR", "rides_used": 0, "status": "CONVERTED",
            "location": {"station": "Lion's Crest Lower Station", "zone": "Africa/Johannesburg"},
            "_links": {"self": {"href": "/tickets/DP-66120"}, "converted_to": {"href": "/credits/CR-4410"},
                       "closure": {"href": "/closures/CL-0724-1"}}}),
        rec("get_closure#CL-0724-1", "tool:get_closure", {
            "closure_id": "CL-0724-1", "reason": "HIGH_WIND", "closed_from_local": "2027-07-24T10:45:00",
            "status": "CLOSED_FOR_DAY", "location": {"zone": "Africa/Johannesburg"},
            "_links": {"self": {"href": "/closures/CL-0724-1"}}}),
        rec("get_credit#CR-4410", "tool:get_credit", {
            "credit_id": "CR-4410", "type": "RAIN_CHECK", "value": 720.0, "currency": "ZAR",
            "issued_local": "2027-07-24T11:02:00", "valid_to": "2027-10-24", "refundable": False,
            "_links": {"self": {"href": "/credits/CR-4410"}, "replaces": {"href": "/tickets/DP-66120"}}}),
        pol("weather-closure#lionscrest",
            "If the cableway closes for weather on the day of your visit and you have not yet ridden, your ticket "
            "is converted into a rain check of the same value. Rain checks are valid for 3 months and cannot be "
            "refunded. If you rode up before the closure, no rain check is issued, but you will be brought down "
            "free of charge.", revision="2027-05"),
    ])

add(b, """
Hi Carmen,

What happened today
The cableway closed for the day at 10:45 because of high wind, and your two tickets (DP-66120) hadn't been used yet.

What you get
Because you hadn't ridden, your R720.00 tickets have been turned into rain check CR-4410 for the same R720.00. It's valid until 24 October 2027.

About a refund
I'm sorry, but rain checks can't be refunded.
""", [S("closed for the day at 10:45 because of high wind"), S("two tickets (DP-66120) hadn't been used yet"),
      S("your R720.00 tickets have been turned into rain check CR-4410"), S("for the same R720.00"),
      S("valid until 24 October 2027"), S("rain checks can't be refunded")],
    incl=["CR-4410", "24 October 2027"],
    notes="CL-0724-1 HIGH_WIND from 10:45, CLOSED_FOR_DAY; DP-66120 rides_used 0, CONVERTED to CR-4410 (720.0, valid "
          "to 2027-10-24, refundable false).")

add(b, """
Carmen, today's tickets were converted automatically into a R720 rain check (CR-4410), good for three months, until 24/10/2027. Rain checks aren't refundable.
""", [S("converted automatically into a R720 rain check (CR-4410)"), S("good for three months"),
      S("until 24/10/2027"), S("Rain checks aren't refundable")],
    incl=["R720", "24/10/2027"],
    notes="CR-4410 value 720.0, valid_to 2027-10-24 (3 months per the policy), refundable false.")

add(b, """
Hi Carmen,

What happened today
The cableway closed for the day at 10:45 because of high wind, and your two tickets (DP-66120) hadn't been used yet.

What you get
Because you hadn't ridden, we're refunding the R720.00 to your card. If you'd rather come back another day, a rain check valid for 6 months is an option too.
""", [S("closed for the day at 10:45 because of high wind"), S("two tickets (DP-66120) hadn't been used yet"),
      C("we're refunding the R720.00 to your card", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
      C("valid for 6 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_state", "wrong_period"], excl=["refunding the R720.00", "valid for 6 months"], tag="refund-6m",
    notes="The ticket was CONVERTED to a non-refundable rain check; rain checks last 3 months.")

add(b, """
Carmen, today's tickets were converted automatically into a R720 rain check (CR-4410), good for three months, until 24/09/2027. Rain checks aren't refundable.
""", [S("converted automatically into a R720 rain check (CR-4410)"), S("good for three months"),
      C("until 24/09/2027", "DATE_MISMATCH"), S("Rain checks aren't refundable")],
    errors=["wrong_date"], excl=["24/09/2027"], tag="raincheck-date",
    notes="CR-4410 valid_to is 2027-10-24, not 24 September.")

add(b, """
Hi Carmen,

Today's closure
High wind closed the cableway for the day at 10:45, before you'd ridden, so your tickets have become rain check CR-4410 worth R360.00. It's valid until 24 October 2027 and can't be refunded.
""", [S("closed the cableway for the day at 10:45"), C("rain check CR-4410 worth R360.00", "AMOUNT_MISMATCH"),
      S("valid until 24 October 2027"), S("can't be refunded")],
    errors=["wrong_amount"], excl=["R360.00"], incl=["R720|720", "24 October 2027|24/10/2027"], repair=True,
    notes="CR-4410 value is 720.0 (both tickets); R360 is one ticket's share.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("cable-car passes", "family-pass-toddler",
    "Our youngest, Kiran, is 3. Does she need to be added to our family pass? And when does the pass run out?",
    "2027-06-10T16:45:00+02:00",
    [
        rec("get_pass#FP-3071", "tool:get_pass", {
            "pass_no": "FP-3071", "type": "FAMILY_ANNUAL", "operator": "Drakensview Cableway", "status": "ACTIVE",
            "members": [{"name": "Ayesha Patel", "role": "ADULT"}, {"name": "Ravi Patel", "role": "ADULT"},
                        {"name": "Meera Patel", "role": "CHILD", "dob": "2014-05-02"},
                        {"name": "Arjun Patel", "role": "CHILD", "dob": "2019-09-15"}],
            "child_slots": {"max": 3, "used": 2},
            "first_used_local": "2027-03-14T10:02:00", "expires_on": "2028-03-13",
            "price": {"paid": 3980.0, "currency": "ZAR"},
            "location": {"station": "Drakensview Lower Station", "zone": "Africa/Johannesburg"},
            "_links": {"self": {"href": "/passes/FP-3071"}, "add_member": {"href": "/passes/FP-3071/members"}}}),
        pol("family-pass-terms#drakensview",
            "A family pass covers two named adults and up to three children aged 4 to 17. Children under 4 ride "
            "free with a pass-holding adult and do not need to be listed. Family passes are valid for 12 months "
            "from the day they are first used.", revision="2026-10"),
    ])

add(b, """
Hi Ayesha,

Your family pass (FP-3071)
- Adults: you and Ravi
- Children: Meera and Arjun
- First used: 14 March 2027
- Valid until: 13 March 2028

About Kiran
Children under 4 ride free with a pass-holding adult and don't need to be listed, so Kiran doesn't need to be added. For reference, the pass has room for one more child aged 4 to 17 if you need it later.
""", [S("Your family pass (FP-3071)"), S("Adults: you and Ravi"), S("Children: Meera and Arjun"), S("First used: 14 March 2027"),
      S("Valid until: 13 March 2028"), S("Children under 4 ride free with a pass-holding adult"),
      S("Kiran doesn't need to be added"), S("room for one more child aged 4 to 17")],
    incl=["13 March 2028"],
    notes="members list, first_used 2027-03-14, expires_on 2028-03-13, child_slots 2 of 3; the terms give the "
          "under-4 rule.")

add(b, """
Good news, Ayesha: at 3, Kiran rides free alongside you or Ravi and doesn't have to go on the pass. FP-3071 runs for 12 months from its first use on 14/03/2027, so it expires on 13/03/2028.
""", [S("Kiran rides free alongside you or Ravi"), S("doesn't have to go on the pass"),
      S("12 months from its first use on 14/03/2027"), S("expires on 13/03/2028")],
    incl=["13/03/2028"],
    notes="Under-4 rule from the family-pass terms; expires_on 2028-03-13.")

add(b, """
Hi Ayesha,

Your family pass (FP-3071)
- Adults: you and Ravi
- Children: Meera and Arjun
- First used: 14 March 2027
- Valid until: 14 March 2028

About Kiran
Children under 6 ride free with a pass-holding adult and don't need to be listed, so Kiran doesn't need to be added. For reference, the pass has room for one more child aged 4 to 17 if you need it later.
""", [S("Your family pass (FP-3071)"), S("Adults: you and Ravi"), S("Children: Meera and Arjun"), S("First used: 14 March 2027"),
      C("Valid until: 14 March 2028", "DATE_MISMATCH"), C("Children under 6 ride free", "NLI_CONTRADICTION"),
      S("Kiran doesn't need to be added"), S("room for one more child aged 4 to 17")],
    errors=["wrong_date", "wrong_policy_condition"], excl=["14 March 2028", "under 6"], tag="expiry-age",
    notes="expires_on is 2028-03-13; the free-ride age in the terms is under 4, not under 6.")

add(b, """
Good news, Ayesha: at 3, Kiran rides free alongside you or Ravi and doesn't have to go on the pass. FP-3071 runs for 12 months from its first use on 14/03/2027, so it expires on 13/03/2028. The pass also includes one free return ride a year for a grandparent, and you can add up to two more children if needed.
""", [S("Kiran rides free alongside you or Ravi"), S("doesn't have to go on the pass"),
      S("12 months from its first use on 14/03/2027"), S("expires on 13/03/2028"),
      I("one free return ride a year for a grandparent", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE",
        "NLI_NOT_ENTAILED"),
      C("up to two more children", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["unlisted_perk", "wrong_quantity"], excl=["grandparent", "two more children"], tag="grandparent",
    notes="Nothing lists a grandparent ride; child_slots is 2 used of 3, so only one more child fits.")

add(b, """
Hi Ayesha,

Pass recap
FP-3071 covers you, Ravi, Meera and Arjun. It was first used on 14 March 2027 and is valid until 13 March 2027. Kiran is under 4, so she rides free and doesn't need to be added.
""", [S("covers you, Ravi, Meera and Arjun"), S("first used on 14 March 2027"),
      C("valid until 13 March 2027", "DATE_MISMATCH"), S("rides free and doesn't need to be added")],
    errors=["wrong_date"], excl=["valid until 13 March 2027"], incl=["13 March 2028|13/03/2028", "14 March 2027|14/03/2027"],
    repair=True, notes="expires_on is 2028-03-13, twelve months from first use.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("cable-car passes", "multiride-refund-denied",
    "I'm moving away. Can I get a refund for the rides I haven't used on my 10-ride pass?",
    "2027-06-02T15:20:00+02:00",
    [
        rec("get_pass#MR-55201", "tool:get_pass", {
            "pass_no": "MR-55201", "type": "MULTI_RIDE_10", "operator": "Lion's Crest Cableway",
            "holder": {"name": "Yusuf Ebrahim"}, "status": "ACTIVE",
            "rides_total": 10, "rides_used": 3, "rides_remaining": 7,
            "purchased_local": "2027-02-19T12:30:00", "valid_to": "2028-02-18",
            "price": {"paid": 2100.0, "currency": "ZAR"},
            "location": {"station": "Lion's Crest Lower Station", "zone": "Africa/Johannesburg"},
            "_links": {"self": {"href": "/passes/MR-55201"}, "refund": {"href": "/passes/MR-55201/refund"}},
            "_embedded": {"rides": [{"at_local": "2027-02-19T13:05:00"}, {"at_local": "2027-03-27T09:40:00"},
                                    {"at_local": "2027-05-02T15:15:00"}]}}),
        refused("refund_pass#call-2", "refund_pass", "DENY", {"pass_no": "MR-55201", "amount": 1470.0}),
        pol("multiride-terms#lionscrest",
            "Multi-ride passes cannot be refunded once any ride has been taken. Unused rides stay valid for 12 "
            "months from the date of purchase. The holder may share rides with family members who travel with them "
            "on the same visit.", revision="2026-08"),
    ])

add(b, """
Hi Yusuf,

Your pass
MR-55201 is a 10-ride pass; you've used 3 rides, so 7 are left. They stay valid until 18 February 2028.

Your refund request
I'm sorry, I couldn't process a refund. Multi-ride passes can't be refunded once any ride has been taken, and your first ride was on 19 February 2027.

Other options
You can share the remaining rides with family members who travel with you on the same visit.
""", [S("MR-55201 is a 10-ride pass"), S("you've used 3 rides, so 7 are left"), S("valid until 18 February 2028"),
      S("couldn't process a refund"), S("can't be refunded once any ride has been taken"),
      S("first ride was on 19 February 2027"), S("share the remaining rides with family members who travel with you")],
    incl=["7 are left", "18 February 2028"],
    notes="rides_used 3, rides_remaining 7, valid_to 2028-02-18, first ride 19 Feb; refund_pass was DENIED; the "
          "terms allow sharing with family on the same visit.")

add(b, """
Summary for MR-55201: 7 of your 10 rides remain, usable until 18/02/2028. The refund request was declined, as rides have already been taken on the pass.
""", [S("7 of your 10 rides remain"), S("usable until 18/02/2028"), S("refund request was declined"),
      S("rides have already been taken on the pass")],
    incl=["18/02/2028"],
    notes="The DENY refused call grounds 'declined'; the terms bar refunds after any ride.")

add(b, """
Hi Yusuf,

Your pass
MR-55201 is a 10-ride pass; you've used 3 rides, so 7 are left. They stay valid until 18 February 2028.

Your refund request
I've refunded R1,470.00 for the 7 unused rides to your card.
""", [S("MR-55201 is a 10-ride pass"), S("you've used 3 rides, so 7 are left"), S("valid until 18 February 2028"),
      C("I've refunded R1,470.00", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excl=["I've refunded"], tag="refunded",
    notes="refund_pass#call-2 (amount 1470.0) was DENIED; nothing was refunded.")

add(b, """
Summary for MR-55201: 6 of your 10 rides remain, usable until 18/02/2028. The refund request was declined, as rides have already been taken on the pass. You're welcome to give the remaining rides to a friend to use on their own.
""", [C("6 of your 10 rides remain", "VALUE_MISMATCH"), S("usable until 18/02/2028"), S("refund request was declined"),
      S("rides have already been taken on the pass"), C("give the remaining rides to a friend", "NLI_CONTRADICTION")],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excl=["6 of your 10 rides", "to a friend"],
    tag="six-left-friend",
    notes="10 - 3 = 7 (rides_remaining 7); the terms allow sharing only with family travelling with the holder.")

add(b, """
Hello Yusuf,

Pass recap
You have 8 rides left on MR-55201, valid until 18 February 2028. Unfortunately the refund was declined because rides have already been taken.
""", [C("8 rides left", "VALUE_MISMATCH"), S("valid until 18 February 2028"), S("refund was declined"),
      S("rides have already been taken")],
    errors=["wrong_quantity"], excl=["8 rides left"], incl=["7 rides|seven rides|7 of", "18 February 2028|18/02/2028"],
    repair=True, notes="rides_remaining is 7.")

# =====================================================================================================
# ISLAND-HOPPING FERRY PASSES
# =====================================================================================================

b = Bundle("island-hopping ferry passes", "hop-pass-sailings",
    "How many trips do I have left on my hop pass, and is tomorrow's boat booked?",
    "2027-08-10T18:00:00+04:00",
    [
        rec("get_pass#IHP-7D-4419", "tool:get_pass", {
            "pass_no": "IHP-7D-4419", "product": "HOP_PASS_7D", "operator": "Inner Islands Ferries",
            "holder": {"name": "Lebo Mthembu"}, "status": "ACTIVE",
            "activated_local": "2027-08-09T07:30:00", "valid_to_local": "2027-08-15T23:59:00",
            "sailings": {"included": 6, "used": 2, "remaining": 4},
            "location": {"terminal": "Victoria Inter-Island Quay", "zone": "Indian/Mahe"},
            "_links": {"self": {"href": "/passes/IHP-7D-4419"}, "reserve": {"href": "/passes/IHP-7D-4419/reservations"}},
            "_embedded": {
                "reservations": [{"res_id": "RSV-88102", "route": "MAHE-PRASLIN",
                                  "departure_local": "2027-08-11T09:45:00", "departure_utc": "2027-08-11T05:45:00Z",
                                  "status": "RESERVED", "seat": "14C",
                                  "_links": {"self": {"href": "/reservations/RSV-88102"},
                                             "cancel": {"href": "/reservations/RSV-88102/cancel"}}}],
                "used_sailings": [{"route": "MAHE-PRASLIN", "at_local": "2027-08-09T09:45:00"},
                                  {"route": "PRASLIN-MAHE", "at_local": "2027-08-09T17:00:00"}]}}),
        pol("hop-pass-terms#7d",
            "A 7-day Hop Pass covers up to six sailings within seven consecutive days, starting on the day of "
            "activation. Seats must be reserved at least 2 hours before each sailing. Sailings not taken by the end "
            "of the seventh day expire with the pass.", revision="2027"),
    ])

add(b, """
Hi Lebo,

Your Hop Pass
- Pass: IHP-7D-4419, activated on 9 August 2027
- Valid until: 23:59 on Sunday 15 August 2027
- Sailings: 6 included, 2 used, 4 left

Tomorrow
Yes, you're booked on tomorrow's 09:45 sailing from Mahé to Praslin, seat 14C (reservation RSV-88102).

Reminders
Seats must be reserved at least 2 hours before each sailing, and any sailings you haven't used by the end of the seventh day expire with the pass.
""", [S("activated on 9 August 2027"), S("23:59 on Sunday 15 August 2027"), S("6 included, 2 used, 4 left"),
      S("tomorrow's 09:45 sailing from Mahé to Praslin"), S("seat 14C (reservation RSV-88102)"),
      S("at least 2 hours before each sailing"), S("expire with the pass")],
    incl=["4 left", "09:45"],
    notes="sailings 6/2/4, valid_to_local 15 Aug 23:59; RSV-88102 departs 09:45 local (Indian/Mahe) on 11 Aug, "
          "RESERVED seat 14C; the terms give the 2-hour rule and expiry.")

add(b, """
Lebo, you have four sailings left on IHP-7D-4419 (two of six used), and the pass runs until the end of 15/08/2027. Tomorrow's 09:45 Mahé–Praslin crossing is reserved for you in seat 14C.
""", [S("four sailings left"), S("two of six used"), S("until the end of 15/08/2027"),
      S("Tomorrow's 09:45 Mahé–Praslin crossing is reserved"), S("seat 14C")],
    incl=["four sailings left"],
    notes="sailings.remaining 4; now is 10 Aug, so tomorrow is the 11 Aug 09:45 reservation.")

add(b, """
Hi Lebo,

Your Hop Pass
- Pass: IHP-7D-4419, activated on 9 August 2027
- Valid until: 23:59 on Sunday 15 August 2027
- Sailings: 6 included, 2 used, 3 left

Tomorrow
Yes, you're booked on tomorrow's 09:45 sailing from Mahé to Praslin, seat 14C (reservation RSV-88102).

Reminders
Seats must be reserved at least 2 hours before each sailing, and any sailings you haven't used by the end of the seventh day expire with the pass.
""", [S("activated on 9 August 2027"), S("23:59 on Sunday 15 August 2027"),
      C("2 used, 3 left", "VALUE_MISMATCH"), S("tomorrow's 09:45 sailing from Mahé to Praslin"),
      S("seat 14C (reservation RSV-88102)"), S("at least 2 hours before each sailing"), S("expire with the pass")],
    errors=["wrong_arithmetic"], excl=["3 left"], tag="sailings-left",
    notes="6 - 2 = 4 (sailings.remaining 4); a reservation is not a used sailing.")

add(b, """
Lebo, you have four sailings left on IHP-7D-4419 (two of six used), and the pass runs until the end of 15/08/2027. Tomorrow's 05:45 Mahé–Praslin crossing is reserved for you in seat 14C. Remember that seats have to be reserved at least 24 hours ahead.
""", [S("four sailings left"), S("two of six used"), S("until the end of 15/08/2027"),
      C("Tomorrow's 05:45 Mahé–Praslin crossing", "DATE_MISMATCH", "VALUE_MISMATCH"), S("seat 14C"),
      C("at least 24 hours ahead", "NLI_CONTRADICTION")],
    errors=["unit_conversion", "wrong_policy_condition"], excl=["05:45", "24 hours ahead"], tag="utc-24h",
    notes="05:45 is departure_utc; the local time (UTC+4) is 09:45. The terms require 2 hours, not 24.")

add(b, """
Hi Lebo,

Pass recap
IHP-7D-4419 has 4 sailings left and is valid until 23:59 on 16 August 2027. Tomorrow's 09:45 sailing to Praslin is reserved, seat 14C.
""", [S("has 4 sailings left"), C("until 23:59 on 16 August 2027", "DATE_MISMATCH"),
      S("Tomorrow's 09:45 sailing to Praslin is reserved"), S("seat 14C")],
    errors=["wrong_date"], excl=["16 August 2027"], incl=["15 August|15/08/2027", "09:45"], repair=True,
    notes="valid_to_local is 2027-08-15T23:59 (seven days from activation on 9 Aug).")

# -----------------------------------------------------------------------------------------------------
b = Bundle("island-hopping ferry passes", "swell-hold-extension",
    "The boat to Matemo this afternoon is cancelled. What now?",
    "2027-09-03T12:30:00+02:00",
    [
        rec("get_pass#QH-20931", "tool:get_pass", {
            "pass_no": "QH-20931", "product": "QUIRIMBAS_HOPPER_10D", "operator": "Quirimbas Hopper",
            "holder": {"name": "Nadia Rossouw"}, "status": "ACTIVE",
            "valid_from": "2027-08-30", "valid_to": "2027-09-08", "location": {"zone": "Africa/Maputo"},
            "_links": {"self": {"href": "/passes/QH-20931"}},
            "_embedded": {"extensions": [{"days": 1, "reason": "WEATHER_HOLD", "previous_valid_to": "2027-09-07",
                                          "applied_local": "2027-09-03T11:12:00"}],
                          "reservations": [{"res_id": "QR-7741", "status": "RESERVED",
                                            "_links": {"sailing": {"href": "/sailings/S-558"}}}]}}),
        rec("get_sailing#S-558", "tool:get_sailing", {
            "sailing_id": "S-558", "route": "IBO-MATEMO", "departure_local": "2027-09-04T07:30:00",
            "vessel": "MV Kanga", "status": "SCHEDULED",
            "location": {"terminal": "Ibo Island jetty", "zone": "Africa/Maputo"},
            "_links": {"self": {"href": "/sailings/S-558"}, "replaces": {"href": "/sailings/S-551"}}}),
        rec("get_sailing#S-551", "tool:get_sailing", {
            "sailing_id": "S-551", "route": "IBO-MATEMO", "departure_local": "2027-09-03T14:00:00",
            "vessel": "MV Kanga", "status": "WEATHER_HOLD", "hold": {"reason": "SWELL", "wave_height_m": 2.6},
            "location": {"terminal": "Ibo Island jetty", "zone": "Africa/Maputo"},
            "_links": {"self": {"href": "/sailings/S-551"}, "replaced_by": {"href": "/sailings/S-558"}}}),
        pol("weather-terms#quirimbas",
            "Tide tables can move morning departures by up to 30 minutes, so check the jetty board on the day. When "
            "a sailing is held for weather, pass holders are moved to the next sailing with space and their pass "
            "is extended by one day. Accommodation and meals on the island while you wait are the guest's own "
            "arrangement.", revision="2027-06"),
    ])

add(b, """
Hi Nadia,

This afternoon's sailing
The 14:00 Ibo to Matemo sailing today has been held because of heavy swell.

Your new sailing
You've been moved to tomorrow's sailing, Saturday 4 September 2027, leaving the Ibo Island jetty at 07:30 on the MV Kanga (reservation QR-7741).

Your pass
To make up for the lost day, your pass has been extended by one day and is now valid until 8 September 2027.

Tonight
Accommodation and meals on Ibo while you wait are your own arrangement, I'm afraid.
""", [S("sailing today has been held because of heavy swell"),
      S("Saturday 4 September 2027, leaving the Ibo Island jetty at 07:30"), S("MV Kanga (reservation QR-7741)"),
      S("extended by one day"), S("now valid until 8 September 2027"), S("are your own arrangement")],
    incl=["07:30", "8 September 2027"],
    notes="S-551 (14:00, WEATHER_HOLD, SWELL) is replaced by S-558 on 4 Sept 07:30; the pass extension moves "
          "valid_to from 7 to 8 Sept; the policy excludes accommodation.")

add(b, """
In short: S-551 (14:00 today) is held for swell; you're on S-558 at 07:30 tomorrow instead, and QH-20931 now runs to 08/09/2027, one day longer than before.
""", [S("S-551 (14:00 today) is held for swell"), S("you're on S-558 at 07:30 tomorrow"),
      S("now runs to 08/09/2027"), S("one day longer than before")],
    incl=["07:30", "08/09/2027"],
    notes="Same records; previous_valid_to 2027-09-07 shows the one-day extension.")

add(b, """
Hi Nadia,

This afternoon's sailing
The 14:00 Ibo to Matemo sailing today has been held because of heavy swell.

Your new sailing
You've been moved to tomorrow's sailing, Saturday 4 September 2027, leaving the Ibo Island jetty at 07:30 on the MV Kanga (reservation QR-7741).

Your pass
Your pass is still valid until 7 September 2027.

Tonight
We'll cover your room on Ibo tonight, since the hold is on our side.
""", [S("sailing today has been held because of heavy swell"),
      S("Saturday 4 September 2027, leaving the Ibo Island jetty at 07:30"), S("MV Kanga (reservation QR-7741)"),
      C("still valid until 7 September 2027", "DATE_MISMATCH"),
      C("We'll cover your room on Ibo tonight", "NLI_CONTRADICTION")],
    errors=["stale_value", "invented_promise"], excl=["7 September 2027", "cover your room"], tag="old-expiry-room",
    notes="7 Sept is previous_valid_to; the pass now runs to 8 Sept. The policy leaves accommodation to the guest.")

add(b, """
In short: S-551 (14:00 today) is held for swell; you're on S-558 at 07:00 tomorrow instead, and QH-20931 now runs to 08/09/2027, one day longer than before.
""", [S("S-551 (14:00 today) is held for swell"), C("you're on S-558 at 07:00 tomorrow", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("now runs to 08/09/2027"), S("one day longer than before")],
    errors=["wrong_time"], excl=["07:00 tomorrow"], tag="sailing-time",
    notes="S-558 departure_local is 07:30.")

add(b, """
Hi Nadia,

Update
Today's 14:00 sailing to Matemo is held for swell. You're now booked on the Ibo to Matemo sailing at 14:00 on Saturday 4 September 2027, and your pass runs to 8 September 2027.
""", [S("Today's 14:00 sailing to Matemo is held for swell"),
      C("at 14:00 on Saturday 4 September 2027", "DATE_MISMATCH", "VALUE_MISMATCH"),
      S("your pass runs to 8 September 2027")],
    errors=["stale_value"], excl=["at 14:00 on Saturday"], incl=["07:30", "8 September 2027|08/09/2027"], repair=True,
    notes="The replacement S-558 leaves at 07:30; 14:00 belongs to the held S-551.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("island-hopping ferry passes", "plus-upgrade",
    "I upgraded my hopper pass to Plus last night. What do I get now?",
    "2027-09-28T08:00:00+02:00",
    [
        rec("get_pass#QH-21177", "tool:get_pass", {
            "pass_no": "QH-21177", "operator": "Quirimbas Hopper", "holder": {"name": "Themba Khoza"},
            "tier": "PLUS", "status": "ACTIVE", "valid_from": "2027-10-02", "valid_to": "2027-10-11",
            "baggage_kg": 25, "benefits": ["PRIORITY_BOARDING", "EXTRA_BAG_10KG", "FLEXIBLE_RESERVATIONS"],
            "upgrade": {"from_tier": "STANDARD", "price": 1150.0, "currency": "ZAR", "status": "PAID",
                        "paid_local": "2027-09-27T19:22:00"},
            "location": {"zone": "Africa/Maputo"},
            "_links": {"self": {"href": "/passes/QH-21177"}, "replaces": {"href": "/passes/QH-21177?tier=STANDARD"}}}),
        rec("get_pass#QH-21177-standard", "tool:get_pass", {
            "pass_no": "QH-21177", "tier": "STANDARD", "status": "SUPERSEDED", "valid_from": "2027-10-02",
            "valid_to": "2027-10-11", "baggage_kg": 15, "benefits": [],
            "_links": {"self": {"href": "/passes/QH-21177?tier=STANDARD"},
                       "replaced_by": {"href": "/passes/QH-21177"}}}),
        pol("tier-rules#quirimbas",
            "Priority boarding means Plus holders board first after passengers needing assistance. Plus holders can "
            "change a seat reservation up to 30 minutes before sailing; Standard holders can change up to 2 hours "
            "before. The Ibo island lounge is open to guests of partner lodges only.", revision="2027-06"),
    ])

add(b, """
Hi Themba,

Your upgrade
Your pass QH-21177 is now on the Plus tier. The upgrade cost R1,150.00 and was paid last night, 27 September 2027.

What Plus gives you
- Priority boarding: you board first, after any passengers who need assistance
- An extra 10 kg of baggage, so your allowance is now 25 kg
- Flexible reservations: you can change a seat reservation up to 30 minutes before sailing, instead of 2 hours

Your dates
The pass is valid from 2 October to 11 October 2027.
""", [S("QH-21177 is now on the Plus tier"), S("cost R1,150.00"), S("paid last night, 27 September 2027"),
      S("you board first, after any passengers who need assistance"), S("extra 10 kg of baggage"),
      S("your allowance is now 25 kg"), S("up to 30 minutes before sailing, instead of 2 hours"),
      S("valid from 2 October to 11 October 2027")],
    incl=["25 kg", "30 minutes"],
    notes="tier PLUS, upgrade 1150.0 PAID 27 Sept 19:22, baggage_kg 25, benefits list; the tier rules give the "
          "boarding order and the 30-minute / 2-hour change windows.")

add(b, """
Themba, your Plus upgrade (R1 150, paid) adds priority boarding, a 25 kg bag allowance instead of 15 kg, and seat changes up to 30 minutes before sailing.
""", [S("R1 150, paid"), S("adds priority boarding"), S("25 kg bag allowance instead of 15 kg"),
      S("seat changes up to 30 minutes before sailing")],
    incl=["25 kg"],
    notes="baggage_kg 25 on the PLUS record and 15 on the superseded STANDARD one.")

add(b, """
Hi Themba,

Your upgrade
Your pass QH-21177 is now on the Plus tier. The upgrade cost R1,150.00 and was paid last night, 27 September 2027.

What Plus gives you
- Priority boarding: you board first, after any passengers who need assistance
- An extra 10 kg of baggage, so your allowance is now 25 kg
- Flexible reservations: you can change a seat reservation up to 30 minutes before sailing, instead of 2 hours
- Access to the Ibo island lounge between sailings

Your dates
The pass is valid from 2 October to 11 October 2027.
""", [S("QH-21177 is now on the Plus tier"), S("cost R1,150.00"), S("paid last night, 27 September 2027"),
      S("you board first, after any passengers who need assistance"), S("extra 10 kg of baggage"),
      S("your allowance is now 25 kg"), S("up to 30 minutes before sailing, instead of 2 hours"),
      CI("Access to the Ibo island lounge", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
      S("valid from 2 October to 11 October 2027")],
    errors=["unlisted_perk"], excl=["Ibo island lounge"], tag="lounge",
    notes="benefits has no lounge, and the tier rules open the Ibo lounge to partner-lodge guests only.")

add(b, """
Themba, your Plus upgrade (R1 150, paid) adds priority boarding and seat changes up to 30 minutes before sailing, while your bag allowance stays at 15 kg.
""", [S("R1 150, paid"), S("adds priority boarding"), S("seat changes up to 30 minutes before sailing"),
      C("bag allowance stays at 15 kg", "VALUE_MISMATCH")],
    errors=["stale_value"], excl=["stays at 15 kg"], tag="old-bag",
    notes="15 kg is the superseded STANDARD tier; the PLUS record has baggage_kg 25 (EXTRA_BAG_10KG).")

add(b, """
Hello Themba,

Plus recap
Your QH-21177 upgrade to Plus (R1,150.00) is paid. You now get priority boarding, a 25 kg baggage allowance, and you can change a seat reservation up to 2 hours before sailing.
""", [S("upgrade to Plus (R1,150.00) is paid"), S("You now get priority boarding"), S("a 25 kg baggage allowance"),
      C("up to 2 hours before sailing", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["up to 2 hours before sailing"], incl=["30 minutes", "25 kg"],
    repair=True, notes="2 hours is the Standard window; Plus holders can change up to 30 minutes before sailing.")

# -----------------------------------------------------------------------------------------------------
b = Bundle("island-hopping ferry passes", "lost-pass-reissue",
    "I lost my ferry pass this morning. What happens now?",
    "2027-10-12T09:00:00+04:00",
    [
        rec("get_pass#IHP-14D-2208", "tool:get_pass", {
            "pass_no": "IHP-14D-2208", "product": "HOP_PASS_14D", "operator": "Inner Islands Ferries",
            "holder": {"name": "Zodwa Mkhize"}, "status": "BLOCKED_LOST", "blocked_local": "2027-10-12T08:05:00",
            "valid_to_local": "2027-10-30T23:59:00",
            "location": {"terminal": "Victoria Inter-Island Quay", "zone": "Indian/Mahe"},
            "_links": {"self": {"href": "/passes/IHP-14D-2208"}, "replaced_by": {"href": "/passes/IHP-14D-2208-R1"},
                       "reissue_request": {"href": "/reissue-requests/RRQ-60417"}}}),
        rec("get_pass#IHP-14D-2208-R1", "tool:get_pass", {
            "pass_no": "IHP-14D-2208-R1", "product": "HOP_PASS_14D", "status": "READY_FOR_COLLECTION",
            "valid_to_local": "2027-10-30T23:59:00", "collect_at": "Victoria Inter-Island Quay kiosk",
            "kiosk_opens_local": "06:30",
            "location": {"terminal": "Victoria Inter-Island Quay", "zone": "Indian/Mahe"},
            "_links": {"self": {"href": "/passes/IHP-14D-2208-R1"}, "replaces": {"href": "/passes/IHP-14D-2208"}}}),
        rec("get_reissue_request#RRQ-60417", "tool:get_reissue_request", {
            "request_id": "RRQ-60417", "fee": 150.0, "currency": "ZAR", "fee_status": "PAID",
            "created_local": "2027-10-12T08:07:00",
            "_links": {"self": {"href": "/reissue-requests/RRQ-60417"}, "pass": {"href": "/passes/IHP-14D-2208-R1"}}}),
        pol("lost-pass-terms#inner-islands",
            "A lost pass can be reissued once, for a fee of R150. The original card is blocked as soon as the loss "
            "is reported and cannot be used again even if found. A reissued card keeps the original card's expiry "
            "date.", revision="2027"),
    ])

add(b, """
Hi Zodwa,

Your lost pass
Your pass IHP-14D-2208 was blocked at 08:05 this morning, so it can't be used again even if it turns up.

Your replacement
- New pass number: IHP-14D-2208-R1
- Reissue fee: R150.00, already paid
- Collect it from the Victoria Inter-Island Quay kiosk, which opens at 06:30
- It keeps your original expiry: 23:59 on 30 October 2027
""", [S("IHP-14D-2208 was blocked at 08:05 this morning"), S("can't be used again even if it turns up"),
      S("New pass number: IHP-14D-2208-R1"), S("Reissue fee: R150.00, already paid"),
      S("Victoria Inter-Island Quay kiosk, which opens at 06:30"), S("23:59 on 30 October 2027")],
    incl=["IHP-14D-2208-R1", "30 October 2027"],
    notes="IHP-14D-2208 BLOCKED_LOST at 08:05; replacement IHP-14D-2208-R1 READY_FOR_COLLECTION at the kiosk "
          "(06:30), same valid_to; RRQ-60417 fee 150.0 PAID.")

add(b, """
Zodwa, your replacement card IHP-14D-2208-R1 is ready at the Victoria quay kiosk (opens 06:30). The R150 reissue fee is paid and the card is valid to 30/10/2027, the same as your old one.
""", [S("replacement card IHP-14D-2208-R1 is ready"), S("opens 06:30"), S("R150 reissue fee is paid"),
      S("valid to 30/10/2027, the same as your old one")],
    incl=["IHP-14D-2208-R1"],
    notes="Both cards' valid_to_local is 2027-10-30T23:59.")

add(b, """
Hi Zodwa,

Your lost pass
Your pass IHP-14D-2208 was blocked at 08:05 this morning, so it can't be used again even if it turns up.

Your replacement
- New pass number: RRQ-60417
- Reissue fee: R150.00, already paid
- Collect it from the Victoria Inter-Island Quay kiosk, which opens at 06:30 and closes at 20:00
- It keeps your original expiry: 23:59 on 30 October 2027
""", [S("IHP-14D-2208 was blocked at 08:05 this morning"), S("can't be used again even if it turns up"),
      C("New pass number: RRQ-60417", "IDENTIFIER_MISMATCH"), S("Reissue fee: R150.00, already paid"),
      S("which opens at 06:30"),
      I("closes at 20:00", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED"), S("23:59 on 30 October 2027")],
    errors=["wrong_role", "invented_fact"], excl=["pass number: RRQ-60417", "closes at 20:00"], tag="request-id",
    notes="RRQ-60417 is the reissue request id; the new pass number is IHP-14D-2208-R1. No record or text gives a "
          "closing time.")

add(b, """
Zodwa, your replacement card IHP-14D-2208-R1 is ready at the Victoria quay kiosk (opens 06:30). The R250 reissue fee is paid and, as a new card, it's valid for a fresh 14 days, to 26/10/2027.
""", [S("replacement card IHP-14D-2208-R1 is ready"), S("opens 06:30"), C("R250 reissue fee", "AMOUNT_MISMATCH"),
      C("valid for a fresh 14 days, to 26/10/2027", "NLI_CONTRADICTION", "DATE_MISMATCH")],
    errors=["wrong_amount", "wrong_policy_condition"], excl=["R250", "fresh 14 days", "26/10/2027"],
    tag="fee-validity",
    notes="RRQ-60417 fee is 150.0; the terms keep the original expiry (30 Oct), there is no fresh period.")

add(b, """
Hi Zodwa,

Replacement pass
Your lost pass has been blocked, and your replacement is ready at the Victoria Inter-Island Quay kiosk from 06:30. Your new pass number is RRQ-60417, the reissue fee of R150.00 is paid, and the card keeps your original expiry date of 30 October 2027.
""", [S("lost pass has been blocked"), S("kiosk from 06:30"), C("new pass number is RRQ-60417", "IDENTIFIER_MISMATCH"),
      S("reissue fee of R150.00 is paid"), S("original expiry date of 30 October 2027")],
    errors=["wrong_role"], excl=["pass number is RRQ-60417"], incl=["IHP-14D-2208-R1", "30 October 2027|30/10/2027"],
    repair=True, notes="RRQ-60417 is the reissue request; the replacement pass is IHP-14D-2208-R1.")


# =====================================================================================================
def main():
    ids = [l["case"]["id"] for l in CASES + REPAIRS]
    assert len(ids) == len(set(ids))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for l in CASES:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for l in REPAIRS:
            f.write(json.dumps(l, ensure_ascii=False) + "\n")
    correct = sum(1 for l in CASES if not l["meta"]["errors"])
    from collections import Counter
    errs = Counter(e for l in CASES for e in l["meta"]["errors"])
    rerrs = Counter(e for l in REPAIRS for e in l["meta"]["errors"])
    print(f"cases {len(CASES)} correct {correct} wrong {len(CASES)-correct} repair {len(REPAIRS)}")
    print("errors in cases:", dict(sorted(errs.items())))
    print("errors in repair:", dict(sorted(rerrs.items())))


if __name__ == "__main__":
    main()
