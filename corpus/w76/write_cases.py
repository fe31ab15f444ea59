#!/usr/bin/env python3
"""Writer w76: hand-written cases for hospitality support replies (en-TH).

Every evidence bundle, policy and draft below was written individually. The helpers only
wrap them into the JSONL shape and run sanity checks (unique probe spans, excludes present).
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
WRITER = "w76"
API = "hotel property-management API (OPERA/Cloudbeds-like)"
CASES, REPAIRS = [], []


def ok(s):
    return {"contains": s, "verdict_in": ["supported"]}


def na(s):
    return {"contains": s, "verdict_in": ["not_applicable"]}


def bad(s, *reasons):
    return {"contains": s, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def ins(s, *reasons):
    return {"contains": s, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def either(s, *reasons):
    return {"contains": s, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision=None):
    d = {"id": eid, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    return d


def psg(eid, text, source=None):
    d = {"id": eid, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(eid, tool, decision, args, reason=None):
    d = {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}
    if reason:
        d["reason"] = reason
    return d


def add(num, scen, domain, question, draft, evidence, probes, errors=(), excludes=(), includes=(),
        notes="", now=None, repair=False):
    errors = list(errors)
    if repair:
        cid = f"{WRITER}-r{num:02d}-{scen}"
        outcome = ["repaired"]
    else:
        cid = f"{WRITER}-{num:03d}-{scen}" + (f"-{errors[0].replace('_', '-')}" if errors else "")
        outcome = None if errors else ["sent"]
    if now is None:
        now = globals().get("NOW")
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": evidence}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome,
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scen, "api_family": API,
                     "errors": errors, "notes": notes}}
    check(line, repair)
    (REPAIRS if repair else CASES).append(line)


def check(line, repair):
    c, e = line["case"], line["expect"]
    d = c["draft"]
    cid = c["id"]
    ids = [x["id"] for x in c["evidence"]]
    assert len(ids) == len(set(ids)), (cid, "dup evidence id")
    for p in e["probes"]:
        n = d.count(p["contains"])
        assert n == 1, (cid, "probe span count", n, p["contains"])
    wrong = [p for p in e["probes"] if "supported" not in p["verdict_in"] and p["verdict_in"] != ["not_applicable"]]
    errs = line["meta"]["errors"]
    if not repair:
        assert len(wrong) == len(errs), (cid, "wrong probes vs errors", len(wrong), len(errs))
        if errs:
            assert e["final_excludes"], (cid, "no excludes")
        else:
            assert not e["final_excludes"] and e["final_includes"], (cid, "correct case shape")
    else:
        assert 1 <= len(errs) <= 2 and len(wrong) == len(errs), (cid, "repair errors", len(wrong), len(errs))
        corr = e["final_includes"][0].split("|")
        for alt in corr:
            assert alt not in d, (cid, "correction already in draft", alt)
    good_spans = [p["contains"] for p in e["probes"] if p["verdict_in"] == ["supported"]]
    for x in e["final_excludes"]:
        assert x in d, (cid, "exclude not in draft", x)
        for g in good_spans:
            assert x not in g, (cid, "exclude inside a supported span", x, g)
    for inc in e["final_includes"]:
        if not repair:
            assert inc in d, (cid, "include not in draft", inc)
    if re.search(r"\b(today|tomorrow|tonight|yesterday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b", d):
        assert c.get("now"), (cid, "relative date without now")


import itertools
CN = itertools.count(1)
RN = itertools.count(1)

# ============================================================================================
# Boutique hotel: Baan Phraya Boutique Hotel, riverside Bangkok
# ============================================================================================
HOTEL = "boutique hotel"

# ---- B1 late check-out request -------------------------------------------------------------
S = "late-checkout"
Q = "Hello, I asked for a late check-out on my booking BPH-40721. Is it confirmed, and how much will it cost?"
NOW = "2026-11-02T10:15:00+07:00"
EV = [
    rec("get_reservation#BPH-40721", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "BPH-40721",
            "reservationStatus": "RESERVED",
            "hotelCode": "BPH-BKK",
            "guest": {"title": "Ms.", "givenName": "Pimchanok", "surname": "Srisai", "profileId": "P-0088213"},
            "arrivalDate": "2026-11-14",
            "departureDate": "2026-11-17",
            "roomStay": {
                "roomType": "RIVER_DELUXE_KING", "roomTypeName": "River Deluxe King",
                "ratePlanCode": "BAR_RO", "adults": 2, "children": 0,
                "rates": [
                    {"date": "2026-11-14", "amountBeforeTax": "4200.00", "amountAfterTax": "4943.40"},
                    {"date": "2026-11-15", "amountBeforeTax": "4200.00", "amountAfterTax": "4943.40"},
                    {"date": "2026-11-16", "amountBeforeTax": "4200.00", "amountAfterTax": "4943.40"}]},
            "guarantee": {"code": "CC_GTD", "deadline": "2026-11-14T18:00:00+07:00"},
            "specialRequests": [
                {"code": "LATE_CO", "text": "Late check-out until 14:00 please", "status": "REQUESTED",
                 "createdAt": "2026-10-30T21:14:00+07:00"},
                {"code": "HIGH_FLOOR", "text": "High floor if possible", "status": "REQUESTED"}],
            "currencyCode": "THB"}]}),
    pol("policy#checkout-times",
        "Standard check-out time is 12:00. Early check-in before 11:00 is charged at ฿1,500. "
        "Late check-out until 15:00 can be requested in advance and costs ฿900, taxes included, when granted. "
        "Requests are confirmed by Front Office on the morning of departure, depending on occupancy. "
        "Departures after 15:00 are charged a full additional night at the best available rate. "
        "Guests staying in River Suites receive late check-out until 14:00 free of charge when available.",
        "2026-03"),
]
add(next(CN), S, HOTEL, Q,
    "Good morning Ms. Pimchanok, your late check-out request for BPH-40721 is noted on the reservation, though it is "
    "not yet confirmed. Our Front Office confirms late check-out on the morning of departure, depending on how full "
    "the hotel is. If granted, check-out until 15:00 is ฿900, taxes included. We look forward to welcoming you on 14/11.",
    EV,
    [ok("late check-out request for BPH-40721 is noted"), ok("not yet confirmed"),
     ok("confirms late check-out on the morning of departure"), ok("check-out until 15:00 is ฿900"),
     ok("welcoming you on 14/11")],
    includes=["฿900", "15:00"],
    notes="specialRequests LATE_CO status REQUESTED (noted, not confirmed); policy: ฿900 until 15:00, confirmed on the "
          "morning of departure; arrivalDate 2026-11-14.")
add(next(CN), S, HOTEL, Q,
    "Dear Ms. Pimchanok,\n\nThank you for your message. Here is where things stand for your stay:\n"
    "- Arrival 14/11/2026, departure 17/11/2026 (three nights, River Deluxe King).\n"
    "- Standard check-out is at 12:00.\n"
    "- Your late check-out request is recorded but still pending; it can only be confirmed on the morning you leave.\n"
    "- If approved, staying until 15:00 carries a charge of 900 THB.\n\nWarm regards,\nGuest Relations, Baan Phraya",
    EV,
    [na("Thank you for your message"), ok("Arrival 14/11/2026"), ok("departure 17/11/2026"), ok("three nights"),
     ok("River Deluxe King"), ok("Standard check-out is at 12:00"), ok("recorded but still pending"),
     ok("confirmed on the morning you leave"), ok("carries a charge of 900 THB")],
    includes=["900 THB", "17/11/2026"],
    notes="arrival/departure dates and roomTypeName from the reservation (3 nights implied); LATE_CO is REQUESTED; "
          "policy gives 12:00 standard, ฿900 until 15:00, confirmation on departure morning.")
add(next(CN), S, HOTEL, Q,
    "Good morning Ms. Pimchanok, I am pleased to let you know that your late check-out until 14:00 has been confirmed "
    "for 17/11. As a River Deluxe guest, this comes free of charge. Standard check-out is otherwise at 12:00, and we "
    "look forward to welcoming you on 14/11.",
    EV,
    [either("late check-out until 14:00 has been confirmed", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     bad("this comes free of charge", "NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     ok("Standard check-out is otherwise at 12:00"), ok("welcoming you on 14/11")],
    errors=["unrecorded_extra", "condition_unmet"],
    excludes=["has been confirmed", "free of charge"],
    notes="LATE_CO status is REQUESTED, not confirmed; the free late check-out is only for River Suites, the guest is "
          "in a River Deluxe King, so the ฿900 fee applies.")
add(next(CN), S, HOTEL, Q,
    "Dear Ms. Pimchanok, thank you for writing. Your request for a late check-out is on file and will be reviewed by our "
    "Front Office on the morning of 17/11. Should it be approved, you may stay until 16:00 for a supplement of ฿900. "
    "Kind regards, Baan Phraya Guest Relations.",
    EV,
    [na("thank you for writing"), ok("Your request for a late check-out is on file"),
     ok("reviewed by our Front Office on the morning of 17/11"),
     bad("you may stay until 16:00", "NLI_CONTRADICTION", "VALUE_MISMATCH"), ok("a supplement of ฿900")],
    errors=["wrong_time"],
    excludes=["until 16:00"],
    notes="Policy: late check-out is until 15:00 for ฿900; after 15:00 a full night is charged, so 16:00 is wrong.")
add(next(RN), S, HOTEL, Q,
    "Good morning Ms. Pimchanok, your late check-out request is on file for 17/11 and Front Office will confirm it on "
    "the morning of departure. If it is granted, check-out until 15:00 is charged at ฿1,500.",
    EV,
    [ok("late check-out request is on file for 17/11"), ok("Front Office will confirm it on the morning of departure"),
     bad("charged at ฿1,500", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
    errors=["wrong_amount"], excludes=["฿1,500"], includes=["฿900|900 THB|THB 900|900 baht", "15:00|3:00 PM|3 PM"],
    notes="฿1,500 is the early check-in fee; late check-out until 15:00 costs ฿900 per the policy.", repair=True)

# ---- B2 cancellation deadline ------------------------------------------------------------------
S = "cancel-deadline"
Q = "Hello, until when can I cancel BPH-41388 without paying anything? And what happens if I cancel later?"
NOW = "2026-12-01T16:40:00+07:00"
EV = [
    rec("pms.reservations#okafor", "tool:pms.search_reservations", {
        "profileId": "P-0101977",
        "reservations": [
            {"confirmationNumber": "BPH-41388", "reservationStatus": "RESERVED",
             "guest": {"title": "Mr.", "givenName": "Daniel", "surname": "Okafor"},
             "arrivalDate": "2026-12-23", "departureDate": "2026-12-27",
             "roomStay": {"roomType": "GARDEN_STUDIO_TWIN", "roomTypeName": "Garden Studio Twin",
                          "ratePlanCode": "FLEX_BB", "ratePlanName": "Flexible, breakfast included",
                          "rates": [
                              {"date": "2026-12-23", "amountBeforeTax": "3600.00", "amountAfterTax": "4237.20"},
                              {"date": "2026-12-24", "amountBeforeTax": "3600.00", "amountAfterTax": "4237.20"},
                              {"date": "2026-12-25", "amountBeforeTax": "4400.00", "amountAfterTax": "5178.80"},
                              {"date": "2026-12-26", "amountBeforeTax": "3600.00", "amountAfterTax": "4237.20"}],
                          "totalAmountAfterTax": "17890.40"},
             "guarantee": {"code": "CC_GTD", "description": "Card guarantee, pre-authorisation", "deadline": "2026-12-09"},
             "cancellationPolicy": {"code": "FLEX48", "deadline": "PT48H", "deadlineAnchor": "ARRIVAL_DATE_14:00_LOCAL",
                                    "penalty": {"type": "NIGHTS", "nights": 1}},
             "currencyCode": "THB"},
            {"confirmationNumber": "BPH-39102", "reservationStatus": "CHECKED_OUT",
             "arrivalDate": "2026-03-06", "departureDate": "2026-03-08",
             "roomStay": {"roomType": "RIVER_DELUXE_KING", "ratePlanCode": "NONREF_RO",
                          "ratePlanName": "Non-refundable, room only"},
             "cancellationPolicy": {"code": "NONREF", "deadline": None, "penalty": {"type": "FULL_STAY"}},
             "currencyCode": "THB"}]}),
    pol("policy#cancellation-flex",
        "Reservations on our Flexible rates may be changed or cancelled free of charge until 48 hours before 14:00 on "
        "the day of arrival. Cancellations made after that time, and no-shows, are charged the first night's room rate "
        "including taxes. Non-refundable rates are charged in full at the time of booking and cannot be cancelled or "
        "changed. Refunds of any deposit are returned to the original card within 7-10 business days.", "v4"),
]
add(next(CN), S, HOTEL, Q,
    "Good afternoon Mr. Okafor, your Flexible booking BPH-41388 can be cancelled free of charge until 14:00 on "
    "21/12/2026. After that time, the first night's rate of ฿4,237.20 including taxes would be charged. Please do let "
    "us know if your plans change.",
    EV,
    [ok("can be cancelled free of charge until 14:00 on 21/12/2026"),
     ok("the first night's rate of ฿4,237.20 including taxes would be charged"),
     na("Please do let us know if your plans change")],
    includes=["21/12/2026", "฿4,237.20"],
    notes="cancellationPolicy PT48H before 14:00 on arrival 2026-12-23 = 21/12/2026 14:00; first night amountAfterTax "
          "4237.20; policy says late cancellations pay the first night incl. taxes.")
add(next(CN), S, HOTEL, Q,
    "Dear Mr. Okafor,\n\nThank you for checking. Free cancellation on reservation BPH-41388 runs until 21 December 2026 "
    "at 14:00 Bangkok time, which is forty-eight hours before 14:00 on your arrival day. Cancellations after that point "
    "are charged one night including taxes. Your four-night stay in the Garden Studio Twin from 23 to 27 December "
    "remains confirmed.\n\nWith warm regards,\nReservations Team\nBaan Phraya Boutique Hotel",
    EV,
    [ok("runs until 21 December 2026 at 14:00"), ok("forty-eight hours before 14:00 on your arrival day"),
     ok("charged one night including taxes"), ok("four-night stay"), ok("in the Garden Studio Twin"),
     ok("from 23 to 27 December"), ok("remains confirmed")],
    includes=["21 December 2026", "Garden Studio Twin"],
    notes="Deadline PT48H before 14:00 on 23/12; policy first-night penalty; 4 nights 23-27/12; status RESERVED.")
add(next(CN), S, HOTEL, Q,
    "Good afternoon Mr. Okafor, you may cancel BPH-41388 without charge until 09/12/2026. Late cancellations and "
    "no-shows are charged the first night, ฿4,237.20. Your stay runs from 23/12 to 27/12.",
    EV,
    [bad("without charge until 09/12/2026", "DATE_MISMATCH"),
     ok("Late cancellations and no-shows are charged the first night, ฿4,237.20"),
     ok("from 23/12 to 27/12")],
    errors=["wrong_date"], excludes=["09/12/2026"],
    notes="09/12/2026 is the guarantee (card pre-authorisation) deadline; the free-cancellation deadline is 48 hours "
          "before 14:00 on 23/12, i.e. 21/12/2026 14:00.")
add(next(CN), S, HOTEL, Q,
    "Dear Mr. Okafor, thank you for your note. I'm afraid BPH-41388 is on our non-refundable rate. Your total for the "
    "four nights comes to ฿17,890.40 including taxes, for the Garden Studio Twin from 23 to 27 December.",
    EV,
    [na("thank you for your note"), bad("BPH-41388 is on our non-refundable rate", "VALUE_MISMATCH"),
     ok("comes to ฿17,890.40 including taxes"), ok("Garden Studio Twin from 23 to 27 December")],
    errors=["other_record_value"], excludes=["non-refundable rate"],
    notes="NONREF_RO belongs to the older stay BPH-39102; BPH-41388 is FLEX_BB with a 48-hour free-cancellation "
          "deadline. Total 17890.40 is the record's totalAmountAfterTax.")
add(next(RN), S, HOTEL, Q,
    "Good afternoon Mr. Okafor, free cancellation on BPH-41388 is available until 14:00 on 22/12/2026. After that, one "
    "night including taxes is charged.",
    EV,
    [bad("until 14:00 on 22/12/2026", "DATE_MISMATCH"), ok("one night including taxes is charged")],
    errors=["wrong_date"], excludes=["22/12/2026"],
    includes=["21/12/2026|21 December|21/12|21 Dec", "14:00|2:00 PM|2 PM"],
    notes="PT48H before 14:00 on 23/12/2026 is 21/12/2026 14:00, not 22/12 (that would be 24 hours).", repair=True)

# ---- B3 folio balance with a duplicate minibar charge ------------------------------------------
S = "folio-minibar"
Q = "I was charged twice for the minibar on my room bill. Can you check, and what is my balance right now?"
NOW = "2026-10-07T09:05:00+07:00"
EV = [
    rec("get_reservation#BPH-40955", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "BPH-40955", "reservationStatus": "IN_HOUSE",
            "guest": {"title": "Mr.", "givenName": "Henrik", "surname": "Lindqvist"},
            "arrivalDate": "2026-10-05", "departureDate": "2026-10-08",
            "roomStay": {"roomType": "RIVER_DELUXE_KING", "roomNumber": "305", "ratePlanCode": "BAR_RO",
                         "rates": [{"date": d, "amountBeforeTax": "4200.00", "amountAfterTax": "4943.40"}
                                   for d in ("2026-10-05", "2026-10-06", "2026-10-07")]},
            "currencyCode": "THB"}]}),
    rec("get_folio#BPH-40955", "tool:pms.get_folio", {
        "confirmationNumber": "BPH-40955",
        "folios": [
            {"window": 1, "payee": "GUEST", "balance": "5656.80", "currencyCode": "THB",
             "postings": [
                 {"postingId": 880101, "postingDate": "2026-10-05", "transactionCode": "9000",
                  "description": "Card payment on arrival", "amount": "-5000.00"},
                 {"postingId": 880117, "postingDate": "2026-10-05", "transactionCode": "1000",
                  "description": "Room charge", "amount": "4943.40"},
                 {"postingId": 880130, "postingDate": "2026-10-05", "transactionCode": "2010",
                  "description": "Minibar", "amount": "420.00"},
                 {"postingId": 880244, "postingDate": "2026-10-06", "transactionCode": "1000",
                  "description": "Room charge", "amount": "4943.40"},
                 {"postingId": 880251, "postingDate": "2026-10-06", "transactionCode": "2200",
                  "description": "Laundry", "amount": "350.00"},
                 {"postingId": 880259, "postingDate": "2026-10-06", "transactionCode": "2010",
                  "description": "Minibar", "amount": "420.00"},
                 {"postingId": 880312, "postingDate": "2026-10-07", "transactionCode": "9004",
                  "description": "Adjustment: minibar duplicate of 880259 reversed", "amount": "-420.00",
                  "reference": "880259"}]},
            {"window": 2, "payee": "GUEST_SPA", "balance": "0.00", "currencyCode": "THB",
             "postings": [
                 {"postingId": 880190, "postingDate": "2026-10-06", "transactionCode": "5100",
                  "description": "Spa: couple's massage", "amount": "1800.00"},
                 {"postingId": 880191, "postingDate": "2026-10-06", "transactionCode": "9000",
                  "description": "Card payment", "amount": "-1800.00"}]}]}),
]
add(next(CN), S, HOTEL, Q,
    "Good morning Mr. Lindqvist, you are quite right: the second minibar charge of ฿420 on 06/10 was a duplicate, and "
    "it was reversed on 07/10. Your current balance is ฿5,656.80, after your ฿5,000 payment on arrival.",
    EV,
    [ok("the second minibar charge of ฿420 on 06/10 was a duplicate"), ok("it was reversed on 07/10"),
     ok("current balance is ฿5,656.80"), ok("your ฿5,000 payment on arrival")],
    includes=["฿5,656.80", "฿420"],
    notes="Folio window 1: minibar 420.00 posted 05/10 and again 06/10 (880259), reversed by adjustment 880312 on 07/10; "
          "balance 5656.80 after the -5000.00 arrival payment.")
add(next(CN), S, HOTEL, Q,
    "Dear Mr. Lindqvist,\n\nThank you for flagging this. I have gone through your folio:\n"
    "• Room charges so far: 2 nights at ฿4,943.40, ฿9,886.80 in total\n"
    "• Minibar: ฿420 on 05/10, plus a duplicate ฿420 on 06/10 that has since been credited back\n"
    "• Laundry: ฿350\n• Payment received: ฿5,000\n"
    "That leaves ฿5,656.80 outstanding at the moment. Your departure remains scheduled for 08/10.\n\n"
    "Kind regards,\nFront Office",
    EV,
    [na("Thank you for flagging this"), ok("2 nights at ฿4,943.40"), ok("฿9,886.80 in total"),
     ok("Minibar: ฿420 on 05/10"), ok("duplicate ฿420 on 06/10 that has since been credited back"),
     ok("Laundry: ฿350"), ok("Payment received: ฿5,000"), ok("leaves ฿5,656.80 outstanding"),
     ok("departure remains scheduled for 08/10")],
    includes=["฿5,656.80", "฿9,886.80"],
    notes="Two room postings of 4943.40 (=9886.80), minibar 05/10, duplicate 06/10 reversed, laundry 350, payment "
          "-5000; folio balance 5656.80; departureDate 2026-10-08.")
add(next(CN), S, HOTEL, Q,
    "Good morning Mr. Lindqvist, I can confirm the duplicate minibar charge of ฿420 has been reversed. With your "
    "฿5,000 payment deducted, your balance today stands at ฿6,076.80.",
    EV,
    [ok("the duplicate minibar charge of ฿420 has been reversed"), ok("your ฿5,000 payment deducted"),
     bad("balance today stands at ฿6,076.80", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["฿6,076.80"],
    notes="6076.80 leaves out the -420.00 reversal; the folio balance is 5656.80.")
add(next(CN), S, HOTEL, Q,
    "Dear Mr. Lindqvist, thank you for your patience. The duplicate minibar posting from 06/10 has been reversed, and "
    "your balance is now ฿0.00, as your card payment of ฿1,800 has settled the account. We hope you are enjoying your stay.",
    EV,
    [na("thank you for your patience"), ok("duplicate minibar posting from 06/10 has been reversed"),
     bad("your balance is now ฿0.00", "AMOUNT_MISMATCH"),
     bad("card payment of ฿1,800 has settled the account", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     na("We hope you are enjoying your stay")],
    errors=["other_record_value", "other_record_value"], excludes=["฿0.00", "฿1,800 has settled"],
    notes="Balance 0.00 and the 1800.00 card payment belong to folio window 2 (spa); the guest folio (window 1) "
          "balance is 5656.80.")
add(next(RN), S, HOTEL, Q,
    "Good morning Mr. Lindqvist, the duplicate ฿420 minibar charge from 06/10 was reversed on 07/10. Your balance at "
    "the moment is ฿5,236.80.",
    EV,
    [ok("the duplicate ฿420 minibar charge from 06/10 was reversed on 07/10"),
     bad("balance at the moment is ฿5,236.80", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["฿5,236.80"], includes=["฿5,656.80|5,656.80|5656.80", "฿420|420 THB"],
    notes="The reversal was deducted twice; folio window 1 balance is 5656.80.", repair=True)

# ---- B4 modified reservation (older version in the history) -------------------------------------
S = "modified-booking"
Q = "I changed my booking last week. Can you confirm the new dates and room, and the total?"
NOW = "2026-12-10T11:20:00+07:00"
EV = [
    rec("get_reservation#BPH-41502", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "BPH-41502", "reservationStatus": "RESERVED", "version": 3,
            "lastModified": "2026-12-03T15:42:10+07:00",
            "guest": {"title": "Ms.", "givenName": "Arunee", "surname": "Chaiyaporn"},
            "arrivalDate": "2027-01-09", "departureDate": "2027-01-11",
            "roomStay": {"roomType": "HERITAGE_SUITE", "roomTypeName": "Heritage Suite",
                         "ratePlan": {"code": "BAR_BB", "description": "Best available rate, breakfast for two included"},
                         "rates": [
                             {"date": "2027-01-09", "amountBeforeTax": "7800.00", "amountAfterTax": "9180.60"},
                             {"date": "2027-01-10", "amountBeforeTax": "7800.00", "amountAfterTax": "9180.60"}]},
            "currencyCode": "THB"}]}),
    rec("get_reservation_history#BPH-41502", "tool:pms.get_reservation_history", {
        "confirmationNumber": "BPH-41502",
        "versions": [
            {"version": 2, "recordStatus": "SUPERSEDED", "supersededAt": "2026-12-03T15:42:10+07:00",
             "arrivalDate": "2027-01-08", "departureDate": "2027-01-11",
             "roomStay": {"roomType": "RIVER_DELUXE_KING", "roomTypeName": "River Deluxe King",
                          "ratePlan": {"code": "BAR_RO"},
                          "rates": [{"date": d, "amountBeforeTax": "4200.00", "amountAfterTax": "4943.40"}
                                    for d in ("2027-01-08", "2027-01-09", "2027-01-10")],
                          "totalAmountAfterTax": "14830.20"}}]}),
]
add(next(CN), S, HOTEL, Q,
    "Good morning Ms. Arunee, your amended reservation BPH-41502 is for the Heritage Suite, arriving 09/01/2027 and "
    "departing 11/01/2027. The two nights come to ฿18,361.20 including taxes, with breakfast included.",
    EV,
    [ok("for the Heritage Suite"), ok("arriving 09/01/2027"), ok("departing 11/01/2027"),
     ok("two nights come to ฿18,361.20 including taxes"), ok("with breakfast included")],
    includes=["09/01/2027", "฿18,361.20"],
    notes="Current version 3: HERITAGE_SUITE, 09/01-11/01/2027, 2 x 9180.60 = 18361.20; BAR_BB includes breakfast.")
add(next(CN), S, HOTEL, Q,
    "The change has been saved: BPH-41502 now runs 9–11 January 2027 in the Heritage Suite, at ฿9,180.60 per night "
    "including taxes.",
    EV,
    [ok("The change has been saved"), ok("now runs 9–11 January 2027"), ok("in the Heritage Suite"),
     ok("฿9,180.60 per night including taxes")],
    includes=["9–11 January 2027", "฿9,180.60"],
    notes="Version 3 modified 03/12 is the current record; dates and nightly amountAfterTax from it.")
add(next(CN), S, HOTEL, Q,
    "Good morning Ms. Arunee, your updated booking BPH-41502 is confirmed in the Heritage Suite from 08/01/2027 to "
    "11/01/2027, at ฿9,180.60 per night including taxes.",
    EV,
    [ok("confirmed in the Heritage Suite"), bad("from 08/01/2027", "DATE_MISMATCH"), ok("to 11/01/2027"),
     ok("at ฿9,180.60 per night including taxes")],
    errors=["stale_value"], excludes=["08/01/2027"],
    notes="08/01/2027 is the arrival of superseded version 2; current arrivalDate is 2027-01-09.")
add(next(CN), S, HOTEL, Q,
    "Dear Ms. Arunee, thank you for confirming the change. Your stay under BPH-41502 is now 9 to 11 January 2027 in "
    "our River Deluxe King, and the total including taxes is ฿18,361.20.",
    EV,
    [na("thank you for confirming the change"), ok("now 9 to 11 January 2027"),
     bad("in our River Deluxe King", "VALUE_MISMATCH"), ok("total including taxes is ฿18,361.20")],
    errors=["stale_value"], excludes=["River Deluxe King"],
    notes="River Deluxe King was the room type of superseded version 2; version 3 is HERITAGE_SUITE.")
add(next(RN), S, HOTEL, Q,
    "Good morning Ms. Arunee, BPH-41502 now runs from 09/01/2027 to 11/01/2027 in the Heritage Suite, totalling "
    "฿14,830.20 including taxes.",
    EV,
    [ok("from 09/01/2027 to 11/01/2027"), ok("in the Heritage Suite"),
     bad("totalling ฿14,830.20", "AMOUNT_MISMATCH")],
    errors=["stale_value"], excludes=["฿14,830.20"], includes=["฿18,361.20|18,361.20|18361.20", "Heritage Suite"],
    notes="14830.20 is version 2's total; current total is 2 x 9180.60 = 18361.20.", repair=True)

# ---- B5 airport pickup, call escalated -----------------------------------------------------------
S = "airport-pickup"
Q = "Can you book us an airport pickup for our arrival? Flight TG931 lands at 06:40 on 28 November."
NOW = "2026-11-20T14:00:00+07:00"
EV = [
    rec("get_reservation#BPH-41610", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "BPH-41610", "reservationStatus": "RESERVED",
            "guest": {"title": "M.", "givenName": "Julien", "surname": "Moreau"},
            "additionalGuests": [{"givenName": "Camille", "surname": "Moreau"}],
            "arrivalDate": "2026-11-28", "departureDate": "2026-12-02",
            "roomStay": {"roomType": "RIVER_DELUXE_KING", "ratePlanCode": "BAR_BB", "adults": 2},
            "packages": [],
            "specialRequests": [{"code": "ARR_TRF", "text": "Airport pickup from BKK, flight TG931 arrives 06:40",
                                 "status": "REQUESTED"}],
            "currencyCode": "THB"}]}),
    refused("add_package#call-7", "pms.add_package", "ESCALATE",
            {"confirmationNumber": "BPH-41610", "packageCode": "TRF_BKK_SEDAN", "serviceDate": "2026-11-28",
             "serviceTime": "06:40"},
            "Transfers before 07:00 require duty manager approval"),
    pol("policy#airport-transfer",
        "Airport transfers from Suvarnabhumi (BKK) are available by private sedan for ฿1,600 per vehicle each way, "
        "for a maximum of three guests. Bookings must be made at least 24 hours before the flight lands. Transfers "
        "before 07:00 are subject to driver availability and must be approved by the duty manager. The fare is added "
        "to the room folio.", "2025-11"),
]
add(next(CN), S, HOTEL, Q,
    "Good afternoon M. Moreau, thank you for sending your flight details. Because TG931 lands at 06:40, before 07:00, "
    "the pickup needs our duty manager's approval, and I have passed your request to them. The private sedan from "
    "Suvarnabhumi is ฿1,600 per vehicle each way and would be added to your room folio.",
    EV,
    [na("thank you for sending your flight details"), ok("TG931 lands at 06:40"),
     ok("needs our duty manager's approval"), ok("I have passed your request to them"),
     ok("฿1,600 per vehicle each way"), ok("would be added to your room folio")],
    includes=["฿1,600", "duty manager"],
    notes="add_package was ESCALATEd for duty-manager approval (transfers before 07:00); policy gives ฿1,600 per "
          "vehicle each way added to the folio; special request gives TG931 at 06:40.")
add(next(CN), S, HOTEL, Q,
    "Your TG931 pickup on 28/11 could not be booked straight away: pickups before 07:00 need duty manager approval, "
    "so the request has been escalated.",
    EV,
    [ok("could not be booked straight away"), ok("pickups before 07:00 need duty manager approval"),
     ok("the request has been escalated")],
    includes=["escalated", "07:00"],
    notes="refused_call add_package decision ESCALATE; policy requires duty manager approval before 07:00.")
add(next(CN), S, HOTEL, Q,
    "Good afternoon M. Moreau, your private sedan pickup from Suvarnabhumi on 28/11 is booked for TG931's 06:40 "
    "arrival. The fare of ฿1,600 each way will be added to your room folio.",
    EV,
    [bad("is booked for TG931", "NOT_EXECUTED"), ok("The fare of ฿1,600 each way"),
     ok("will be added to your room folio")],
    errors=["refused_call_effect"], excludes=["is booked for TG931"],
    notes="The add_package call was escalated, not executed; no TRF package on the reservation.")
add(next(CN), S, HOTEL, Q,
    "Dear M. Moreau, I've passed your pickup request to our duty manager, as transfers before 07:00 need their "
    "approval. For your reference, the sedan takes up to four guests and costs ฿1,600 per vehicle each way. Pickups "
    "can normally be arranged until 12 hours before landing.",
    EV,
    [ok("passed your pickup request to our duty manager"), ok("transfers before 07:00 need their"),
     bad("takes up to four guests", "NLI_CONTRADICTION", "VALUE_MISMATCH"), ok("costs ฿1,600 per vehicle each way"),
     bad("until 12 hours before landing", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_quantity", "wrong_period"], excludes=["up to four guests", "12 hours before landing"],
    notes="Policy: maximum three guests per sedan; bookings at least 24 hours before landing.")
add(next(RN), S, HOTEL, Q,
    "Good afternoon M. Moreau, your 06:40 pickup on 28/11 from Suvarnabhumi has been arranged, at ฿1,600 per vehicle "
    "each way added to your folio.",
    EV,
    [bad("has been arranged", "NOT_EXECUTED"), ok("฿1,600 per vehicle each way")],
    errors=["refused_call_effect"], excludes=["has been arranged"],
    includes=["escalated|duty manager|approval|could not|couldn't|unable|not able|not yet|pending", "฿1,600|1,600"],
    notes="add_package was escalated to the duty manager; the pickup is not booked.", repair=True)

# ============================================================================================
# Ski chalet: Snowline Chalets Co., Ltd. (Bangkok office), chalets in Niseko, Hokkaido
# ============================================================================================
CHALET = "ski chalet"

# ---- C1 what the ski package includes ---------------------------------------------------------
S = "ski-package"
Q = "What exactly is included in our chalet package? Are the kids' lift passes and ski lessons in there?"
NOW = "2026-12-02T10:00:00+07:00"
EV = [
    rec("get_reservation#SNW-26-0418", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "SNW-26-0418", "reservationStatus": "RESERVED",
            "property": {"code": "SHIRAKABA", "name": "Chalet Shirakaba", "timeZone": "Asia/Tokyo"},
            "guest": {"title": "Khun", "givenName": "Anan", "surname": "Rattanakorn"},
            "arrivalDate": "2027-01-16", "departureDate": "2027-01-23",
            "roomStay": {"roomType": "CHALET_SHIRAKABA_4BR", "ratePlanCode": "SKI_HB_7N",
                         "guestCounts": {"adults": 2, "children": 2, "childAges": [7, 9]}},
            "packages": [
                {"code": "HALF_BOARD", "description": "Breakfast daily and chef-cooked dinner 6 nights", "quantity": 1},
                {"code": "LIFT_NISEKO_UNITED_6D", "description": "Niseko United all-mountain 6-day lift pass",
                 "quantity": 2, "appliesTo": "ADULT"},
                {"code": "SHUTTLE_CTS_RTN", "description": "Shared shuttle New Chitose Airport, return",
                 "quantity": 4}],
            "specialRequests": [{"code": "SKI_SCHOOL", "text": "Ski lessons for children (ages 7 and 9)",
                                 "status": "REQUESTED"}],
            "currencyCode": "THB"}]}),
    psg("kb#lift-passes-children",
        "Children's lift passes\nChildren under 6 ski free with a parent's pass.\n"
        "Ages 6-12 pay the child rate: ฿5,400 for a 6-day Niseko United pass.\n"
        "Child passes can be added to your package before arrival by our Bangkok office.", "kb:snowline/passes"),
]
add(next(CN), S, CHALET, Q,
    "Dear Khun Rattanakorn, your seven-night half-board package at Chalet Shirakaba (16–23 January 2027) includes daily "
    "breakfast, a chef-cooked dinner on six nights, two adult 6-day Niseko United lift passes, and the return shared "
    "shuttle from New Chitose for all four of you. The children's lift passes are not part of the package; for ages "
    "6-12 they are ฿5,400 each for 6 days and can be added before arrival. The ski lessons for your children are noted "
    "as a request, not yet booked.",
    EV,
    [ok("seven-night half-board package"), ok("(16–23 January 2027)"), ok("includes daily breakfast"),
     ok("a chef-cooked dinner on six nights"), ok("two adult 6-day Niseko United lift passes"),
     ok("shuttle from New Chitose for all four of you"), ok("children's lift passes are not part of the package"),
     ok("they are ฿5,400 each for 6 days"), ok("can be added before arrival"),
     ok("noted as a request, not yet booked")],
    includes=["฿5,400", "six nights"],
    notes="packages list HALF_BOARD (dinner 6 nights), 2 ADULT lift passes, shuttle x4; SKI_SCHOOL is REQUESTED; the "
          "KB passage gives ฿5,400 for ages 6-12, addable before arrival.")
add(next(CN), S, CHALET, Q,
    "Included for SNW-26-0418:\n- Breakfast every day and dinner on 6 of your 7 nights\n- Lift passes for the 2 adults "
    "(6 days)\n- New Chitose shuttle, both ways\nChildren's passes are not included, and the lessons are only a request "
    "for now.",
    EV,
    [ok("Breakfast every day"), ok("dinner on 6 of your 7 nights"), ok("Lift passes for the 2 adults"),
     ok("New Chitose shuttle, both ways"), ok("Children's passes are not included"),
     ok("the lessons are only a request")],
    includes=["6 of your 7 nights", "2 adults"],
    notes="Package lines from the reservation; 16/01-23/01 is 7 nights; child passes absent from packages; "
          "SKI_SCHOOL request status REQUESTED.")
add(next(CN), S, CHALET, Q,
    "Dear Khun Rattanakorn, your package includes daily breakfast, chef-cooked dinners on six nights, 6-day lift "
    "passes for the two adults and the New Chitose shuttle both ways. Good news as well: children's ski lessons are "
    "included in the half-board package, and your two children are booked into ski school from 17 January.",
    EV,
    [ok("your package includes daily breakfast"), ok("chef-cooked dinners on six nights"),
     ok("6-day lift passes for the two adults"), ok("New Chitose shuttle both ways"),
     either("children's ski lessons are included in the half-board package", "CLAIM_WITHOUT_TOOL_EVIDENCE",
            "VALUE_MISMATCH", "NLI_NOT_ENTAILED"),
     either("booked into ski school from 17 January", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["unlisted_perk", "unrecorded_extra"], excludes=["ski lessons are included", "booked into ski school"],
    notes="No lesson package is listed (HALF_BOARD covers meals only); the SKI_SCHOOL special request is still "
          "REQUESTED, nothing is booked.")
add(next(CN), S, CHALET, Q,
    "Hello Khun Rattanakorn, your 7-night package includes breakfast daily and dinner every night of your stay, adult "
    "lift passes for 6 days, and the airport shuttle. Child passes for ages 6-12 can be added before arrival at "
    "฿4,500 each.",
    EV,
    [ok("your 7-night package"), ok("includes breakfast daily"),
     bad("dinner every night of your stay", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     ok("adult lift passes for 6 days"), ok("and the airport shuttle"),
     ok("Child passes for ages 6-12 can be added before arrival"),
     bad("at ฿4,500 each", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
    errors=["wrong_quantity", "wrong_amount"], excludes=["dinner every night", "฿4,500"],
    notes="HALF_BOARD is dinner on 6 nights of 7; KB passage gives ฿5,400 for a child 6-day pass.")
add(next(RN), S, CHALET, Q,
    "Dear Khun Rattanakorn, your package covers breakfast daily, dinner on six nights, adult lift passes and the New "
    "Chitose shuttle; the children's ski lessons have been confirmed for your stay.",
    EV,
    [ok("breakfast daily, dinner on six nights"), ok("adult lift passes and the New Chitose shuttle"),
     either("ski lessons have been confirmed", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["unrecorded_extra"], excludes=["ski lessons have been confirmed"],
    includes=["request|requested|not yet|not confirmed|pending", "six nights|6 nights"],
    notes="SKI_SCHOOL special request status REQUESTED: lessons are not confirmed.", repair=True)

# ---- C2 deposit paid, balance due ---------------------------------------------------------------
S = "chalet-balance"
Q = "How much is left to pay on SNW-26-0533 and when is it due?"
NOW = "2026-11-18T13:30:00+07:00"
EV = [
    rec("get_reservation#SNW-26-0533", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "SNW-26-0533", "reservationStatus": "RESERVED",
            "property": {"code": "SHIRAKABA", "name": "Chalet Shirakaba", "timeZone": "Asia/Tokyo"},
            "guest": {"title": "Khun", "givenName": "Thanawat", "surname": "Ruangsri"},
            "arrivalDate": "2027-02-06", "departureDate": "2027-02-13",
            "roomStay": {"roomType": "CHALET_SHIRAKABA_4BR", "ratePlanCode": "CHALET_SC_WHOLE",
                         "rates": [{"date": d, "amountBeforeTax": "38500.00", "amountAfterTax": "38500.00"}
                                   for d in ("2027-02-06", "2027-02-07", "2027-02-08", "2027-02-09",
                                             "2027-02-10", "2027-02-11", "2027-02-12")],
                         "totalAmountAfterTax": "269500.00"},
            "guarantee": {"code": "DEP30", "description": "30% deposit at booking"},
            "cancellationPolicy": {"code": "CHALET60", "deadline": "P60D", "penalty": {"type": "DEPOSIT"}},
            "paymentSchedule": [
                {"type": "DEPOSIT", "amount": "80850.00", "status": "PAID", "paidOn": "2026-09-14",
                 "method": "CARD"},
                {"type": "BALANCE", "amount": "188650.00", "status": "OPEN", "dueOffset": "P45D",
                 "dueAnchor": "ARRIVAL_DATE", "method": "CARD_ON_FILE"}],
            "currencyCode": "THB"}]}),
    pol("policy#chalet-payments",
        "A 30% deposit secures the chalet at booking. The balance is due 45 days before arrival and is collected "
        "automatically from the card on file. If the chalet is cancelled more than 60 days before arrival, only the "
        "deposit is retained; after that, the full stay is charged. Travel insurance is strongly recommended.",
        "2026-07"),
]
add(next(CN), S, CHALET, Q,
    "Dear Khun Thanawat, thank you for getting in touch. Of the ฿269,500 total for your seven nights at Chalet "
    "Shirakaba, the 30% deposit of ฿80,850 was received on 14/09/2026. The remaining ฿188,650 is due on 23/12/2026, "
    "forty-five days before your arrival, and will be collected from the card on file.",
    EV,
    [na("thank you for getting in touch"), ok("฿269,500 total"), ok("seven nights at Chalet Shirakaba"),
     ok("deposit of ฿80,850 was received on 14/09/2026"), ok("remaining ฿188,650 is due on 23/12/2026"),
     ok("forty-five days before your arrival"), ok("collected from the card on file")],
    includes=["฿188,650", "23/12/2026"],
    notes="paymentSchedule: deposit 80850.00 PAID 2026-09-14; balance 188650.00 due P45D before arrival 2027-02-06 = "
          "2026-12-23; policy: collected from the card on file.")
add(next(CN), S, CHALET, Q,
    "Balance left: 188,650 baht, due 23 December 2026 (45 days before check-in on 6 February).",
    EV,
    [ok("188,650 baht"), ok("due 23 December 2026"), ok("45 days before check-in on 6 February")],
    includes=["188,650 baht", "23 December 2026"],
    notes="BALANCE 188650.00 OPEN, dueOffset P45D from arrival 2027-02-06 gives 23/12/2026.")
add(next(CN), S, CHALET, Q,
    "Dear Khun Thanawat, your deposit of ฿80,850 has been received, leaving a balance of ฿188,650 due on 22/12/2026. "
    "Should your plans change, cancelling any time before the balance date means only the deposit is retained.",
    EV,
    [ok("deposit of ฿80,850 has been received"), ok("leaving a balance of ฿188,650"),
     bad("due on 22/12/2026", "DATE_MISMATCH"),
     bad("cancelling any time before the balance date means only the deposit is retained", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_policy_condition"], excludes=["22/12/2026", "before the balance date"],
    notes="45 days before 06/02/2027 is 23/12/2026; the policy keeps only the deposit for cancellations more than 60 "
          "days before arrival, not up to the 45-day balance date.")
add(next(CN), S, CHALET, Q,
    "Dear Khun Thanawat, the total for your 7 nights is ฿269,500. Your 30% deposit has been paid, so ฿188,650 remains, "
    "due 45 days before your 6 February arrival. You can settle the balance by bank transfer to our Bangkok office.",
    EV,
    [ok("total for your 7 nights is ฿269,500"), ok("Your 30% deposit has been paid"), ok("so ฿188,650 remains"),
     ok("due 45 days before your 6 February arrival"),
     either("settle the balance by bank transfer to our Bangkok office", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED",
            "NO_POLICY_EVIDENCE", "VALUE_MISMATCH")],
    errors=["invented_fact"], excludes=["by bank transfer"],
    notes="Policy and paymentSchedule say the balance is collected automatically from the card on file; nothing "
          "offers bank transfer.")
add(next(RN), S, CHALET, Q,
    "Dear Khun Thanawat, your deposit of ฿80,850 is paid and the remaining ฿188,650 falls due on 06/01/2027.",
    EV,
    [ok("deposit of ฿80,850 is paid"), ok("remaining ฿188,650"), bad("falls due on 06/01/2027", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["06/01/2027"],
    includes=["23/12/2026|23 December 2026|23/12|23 Dec", "฿188,650|188,650"],
    notes="P45D before arrival 06/02/2027 is 23/12/2026; 06/01/2027 is only 31 days before.", repair=True)

# ---- C3 chef's night off and check-in time ------------------------------------------------------
S = "chef-night-off"
Q = "Which night is the chef off during our stay, and what time can we get into the chalet on arrival day?"
NOW = "2027-01-12T10:00:00+07:00"
EV = [
    rec("get_reservation#SNW-27-0102", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "SNW-27-0102", "reservationStatus": "RESERVED",
            "property": {"code": "KITSUNE", "name": "Chalet Kitsune", "timeZone": "Asia/Tokyo",
                         "checkInTime": "16:00", "checkOutTime": "10:00"},
            "guest": {"title": "Ms.", "givenName": "Claire", "surname": "Donnelly"},
            "arrivalDate": "2027-01-30", "departureDate": "2027-02-04",
            "roomStay": {"roomType": "CHALET_KITSUNE_5BR", "ratePlanCode": "CHALET_HB",
                         "guestCounts": {"adults": 6, "children": 2, "childAges": [8, 10]}},
            "packages": [{"code": "HALF_BOARD",
                          "description": "Breakfast daily; chef-cooked dinner except Wednesday (chef's night off)"}],
            "staffAssigned": {"chef": "Haruto Sato", "chaletHost": "Mei Kobayashi"},
            "specialRequests": [{"code": "EARLY_CI", "text": "Early check-in 14:00 if possible", "status": "DECLINED",
                                 "note": "Changeover day, chalet cleaned until 16:00"}],
            "currencyCode": "THB"}]}),
    psg("kb#chef-night-off",
        "On the chef's night off, dinner is not served in the chalet. Instead each adult receives a ฿1,200 dining "
        "voucher, and each child under 12 a ฿600 voucher, for partner restaurants in Hirafu village. Your chalet host "
        "can book a table for you.", "kb:snowline/dining"),
]
add(next(CN), S, CHALET, Q,
    "Dear Ms. Donnelly, during your stay the chef's night off falls on Wednesday 3 February; that evening each adult "
    "receives a ฿1,200 dining voucher and each child under 12 a ฿600 voucher for partner restaurants in Hirafu village. "
    "Check-in at Chalet Kitsune is from 16:00 on 30 January, local time in Niseko.",
    EV,
    [ok("the chef's night off falls on Wednesday 3 February"), ok("each adult receives a ฿1,200 dining voucher"),
     ok("each child under 12 a ฿600 voucher"), ok("partner restaurants in Hirafu village"),
     ok("Check-in at Chalet Kitsune is from 16:00 on 30 January")],
    includes=["Wednesday 3 February", "16:00"],
    notes="Stay 30/01-04/02/2027 has one Wednesday, 03/02; HALF_BOARD says no dinner Wednesdays; KB gives the "
          "vouchers; property checkInTime 16:00 (Asia/Tokyo).")
add(next(CN), S, CHALET, Q,
    "Chef's night off: Wed 03/02. Check-in: 16:00 on Sat 30/01 (check-out 10:00 on 04/02).",
    EV,
    [ok("Chef's night off: Wed 03/02"), ok("Check-in: 16:00 on Sat 30/01"), ok("check-out 10:00 on 04/02")],
    includes=["03/02", "16:00"],
    notes="30/01/2027 is a Saturday and 03/02/2027 a Wednesday; check-in/out times from the property block.")
add(next(CN), S, CHALET, Q,
    "Dear Ms. Donnelly, Chef Haruto will cook for your group every evening except Wednesday 3 February, his night off. "
    "Your chalet will be ready from 16:00 on arrival day. Unfortunately your request for an earlier check-in could "
    "not be accommodated, as the chalet is being cleaned after the previous guests until then.",
    EV,
    [ok("Chef Haruto will cook for your group"), ok("every evening except Wednesday 3 February"),
     ok("ready from 16:00 on arrival day"), ok("request for an earlier check-in could not be accommodated"),
     ok("being cleaned after the previous guests until then")],
    includes=["Chef Haruto", "16:00"],
    notes="staffAssigned.chef Haruto Sato; EARLY_CI status DECLINED with note 'chalet cleaned until 16:00'.")
add(next(CN), S, CHALET, Q,
    "Dear Ms. Donnelly, Chef Mei will look after your dinners each evening except on the chef's night off, Tuesday "
    "2 February. Check-in is from 16:00 on 30 January, and check-out at 10:00 on 4 February.",
    EV,
    [bad("Chef Mei will look after your dinners", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
     bad("Tuesday 2 February", "DATE_MISMATCH", "VALUE_MISMATCH"), ok("Check-in is from 16:00 on 30 January"),
     ok("check-out at 10:00 on 4 February")],
    errors=["wrong_name", "wrong_date"], excludes=["Chef Mei", "Tuesday 2 February"],
    notes="The chef is Haruto Sato (Mei Kobayashi is the chalet host); the night off is Wednesday, 03/02/2027.")
add(next(RN), S, CHALET, Q,
    "Dear Ms. Donnelly, the chef's night off is Wednesday 3 February, and the chalet is ready for check-in from 14:00 "
    "on 30 January.",
    EV,
    [ok("the chef's night off is Wednesday 3 February"), bad("from 14:00", "VALUE_MISMATCH")],
    errors=["wrong_time"], excludes=["from 14:00"], includes=["16:00|4 PM|4:00 PM|4pm", "3 February|03/02"],
    notes="Check-in is 16:00; the 14:00 early check-in request was DECLINED.", repair=True)

# ---- C4 two bookings, asked about the Christmas one ---------------------------------------------
S = "two-chalet-bookings"
Q = "Can you confirm my Christmas booking details: dates, chalet and what I still owe?"
NOW = "2026-11-25T15:10:00+07:00"
EV = [
    rec("pms.reservations#park", "tool:pms.search_reservations", {
        "profileId": "P-0077340", "guest": {"title": "Mr.", "givenName": "Joon-ho", "surname": "Park"},
        "reservations": [
            {"confirmationNumber": "SNW-26-0701", "reservationStatus": "RESERVED",
             "property": {"code": "KITSUNE", "name": "Chalet Kitsune", "timeZone": "Asia/Tokyo"},
             "arrivalDate": "2026-12-20", "departureDate": "2026-12-27",
             "roomStay": {"roomType": "CHALET_KITSUNE_5BR", "ratePlanCode": "CHALET_SC_WHOLE",
                          "totalAmountAfterTax": "231000.00"},
             "paymentSchedule": [
                 {"type": "DEPOSIT", "amount": "69300.00", "status": "PAID", "paidOn": "2026-06-02"},
                 {"type": "BALANCE", "amount": "161700.00", "status": "PAID", "paidOn": "2026-11-05"}],
             "balanceDue": "0.00", "currencyCode": "THB"},
            {"confirmationNumber": "SNW-27-0088", "reservationStatus": "RESERVED",
             "property": {"code": "SHIRAKABA", "name": "Chalet Shirakaba", "timeZone": "Asia/Tokyo"},
             "arrivalDate": "2027-02-14", "departureDate": "2027-02-18",
             "roomStay": {"roomType": "CHALET_SHIRAKABA_4BR", "ratePlanCode": "CHALET_SC_WHOLE",
                          "totalAmountAfterTax": "154000.00"},
             "paymentSchedule": [
                 {"type": "DEPOSIT", "amount": "46200.00", "status": "PAID", "paidOn": "2026-10-19"},
                 {"type": "BALANCE", "amount": "107800.00", "status": "OPEN", "dueDate": "2026-12-31"}],
             "balanceDue": "107800.00", "currencyCode": "THB"}]}),
]
add(next(CN), S, CHALET, Q,
    "Dear Mr. Park, your Christmas stay SNW-26-0701 is at Chalet Kitsune from 20/12/2026 to 27/12/2026, seven nights, "
    "and it is paid in full, so nothing further is owed.",
    EV,
    [ok("SNW-26-0701 is at Chalet Kitsune"), ok("from 20/12/2026 to 27/12/2026"), ok("seven nights"),
     ok("it is paid in full"), ok("nothing further is owed")],
    includes=["SNW-26-0701", "Chalet Kitsune"],
    notes="SNW-26-0701: Kitsune, 20/12-27/12/2026 (7 nights), deposit and balance PAID, balanceDue 0.00.")
add(next(CN), S, CHALET, Q,
    "Good afternoon Mr. Park, confirmed: Chalet Kitsune, 20–27 December 2026, ฿231,000 settled in full. (Your February "
    "stay at Shirakaba is a separate booking, SNW-27-0088.)",
    EV,
    [ok("Chalet Kitsune, 20–27 December 2026"), ok("฿231,000 settled in full"),
     ok("February stay at Shirakaba is a separate booking, SNW-27-0088")],
    includes=["฿231,000", "20–27 December 2026"],
    notes="totalAmountAfterTax 231000.00 with both payments PAID; SNW-27-0088 is the Feb 2027 Shirakaba stay.")
add(next(CN), S, CHALET, Q,
    "Dear Mr. Park, your Christmas booking SNW-26-0701 at Chalet Kitsune runs from 20 to 27 December 2026. A balance "
    "of ฿107,800 is still outstanding, due by 31/12/2026.",
    EV,
    [ok("SNW-26-0701 at Chalet Kitsune"), ok("runs from 20 to 27 December 2026"),
     bad("balance of ฿107,800 is still outstanding", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH"),
     either("due by 31/12/2026", "DATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["other_record_value", "other_record_value"], excludes=["฿107,800", "31/12/2026"],
    notes="The ฿107,800 balance due 31/12/2026 belongs to SNW-27-0088 (February); SNW-26-0701 has balanceDue 0.00.")
add(next(CN), S, CHALET, Q,
    "Dear Mr. Park, your Christmas booking SNW-27-0088 is at Chalet Kitsune for 20–27 December 2026. It is fully paid, "
    "so there is nothing left to settle.",
    EV,
    [bad("your Christmas booking SNW-27-0088", "IDENTIFIER_MISMATCH"), ok("at Chalet Kitsune for 20–27 December 2026"),
     ok("It is fully paid"), ok("nothing left to settle")],
    errors=["wrong_id"], excludes=["SNW-27-0088"],
    notes="The Christmas Kitsune booking is SNW-26-0701; SNW-27-0088 is the February Shirakaba stay.")
add(next(RN), S, CHALET, Q,
    "Dear Mr. Park, SNW-26-0701 at Chalet Kitsune runs 20–27 December 2026 and ฿107,800 is still to be paid.",
    EV,
    [ok("SNW-26-0701 at Chalet Kitsune runs 20–27 December 2026"),
     bad("฿107,800 is still to be paid", "AMOUNT_MISMATCH", "RECORD_STATE_MISMATCH")],
    errors=["other_record_value"], excludes=["฿107,800"],
    includes=["paid in full|fully paid|nothing|no balance|฿0|settled", "20–27 December|20/12/2026|20 December"],
    notes="SNW-26-0701 balanceDue 0.00; ฿107,800 is SNW-27-0088's open balance.", repair=True)

# ============================================================================================
# Glamping site: Khao Yai Canvas Camp, Pak Chong
# ============================================================================================
GLAMP = "glamping site"

# ---- G1 heavy rain forecast, camp still open ----------------------------------------------------
S = "rain-forecast"
Q = "It's going to rain heavily on Saturday. Can I cancel for a full refund?"
NOW = "2026-09-17T09:00:00+07:00"
EV = [
    rec("get_reservation#KYC-5532", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "KYC-5532", "reservationStatus": "RESERVED",
            "guest": {"title": "Khun", "givenName": "Lalita", "surname": "Boonmee"},
            "arrivalDate": "2026-09-19", "departureDate": "2026-09-20",
            "roomStay": {"roomType": "SAFARI_TENT_RIVER", "roomTypeName": "River Safari Tent", "ratePlanCode": "STD_BB",
                         "rates": [{"date": "2026-09-19", "amountBeforeTax": "4485.98", "amountAfterTax": "4800.00"}]},
            "cancellationPolicy": {"code": "GLAMP7", "deadline": "P7D", "penalty": {"type": "PERCENT", "value": 50}},
            "payments": [{"postingDate": "2026-08-28", "transactionCode": "9100", "amount": "-4800.00"}],
            "currencyCode": "THB"}]}),
    rec("get_site_status#KYC", "tool:ops.get_site_status", {
        "site": "KHAO_YAI_CANVAS", "date": "2026-09-19", "siteStatus": "OPEN",
        "weatherAdvisory": {"level": "YELLOW", "text": "Heavy rain expected 19/09 afternoon; site remains open"},
        "closureDeclared": False, "updatedAt": "2026-09-17T07:30:00+07:00"}),
    pol("policy#weather-and-cancellation",
        "If the camp closes because of severe weather, guests may choose a full refund or a free change of dates "
        "within 6 months. Closures are announced by the camp by SMS and email at least 12 hours before check-in. "
        "Guests who choose not to travel while the camp is open are covered by the standard cancellation policy: free "
        "cancellation up to 7 days before arrival, 50% of the stay charged after that.", "v2"),
]
add(next(CN), S, GLAMP, Q,
    "Dear Khun Lalita, thank you for letting us know. The camp is currently open for your night of 19/09, even though "
    "heavy rain is forecast that afternoon. A full refund or free date change applies only if the camp itself closes "
    "for severe weather, and we would notify you by SMS and email at least 12 hours before check-in. As the "
    "free-cancellation window closed 7 days before arrival, cancelling now would carry a 50% charge, ฿2,400 of your "
    "฿4,800 stay.",
    EV,
    [na("thank you for letting us know"), ok("The camp is currently open"), ok("your night of 19/09"),
     ok("heavy rain is forecast that afternoon"), ok("applies only if the camp itself closes for severe weather"),
     ok("by SMS and email at least 12 hours before check-in"),
     ok("free-cancellation window closed 7 days before arrival"), ok("a 50% charge, ฿2,400 of your ฿4,800 stay")],
    includes=["฿2,400", "open"],
    notes="siteStatus OPEN, closureDeclared false, advisory for heavy rain 19/09 afternoon; policy: weather refund only "
          "on closure, otherwise P7D free cancellation then 50%; 50% of 4800.00 = 2400.")
add(next(CN), S, GLAMP, Q,
    "Dear Khun Lalita,\n- Site status for 19 September: open (heavy-rain advisory for the afternoon)\n- Weather refunds "
    "apply when the camp announces a closure\n- Cancelling by choice now: half of the ฿4,800 is charged, i.e. ฿2,400\n"
    "If we do have to close, you can pick a full refund or new dates within six months.\nWarm regards, Khao Yai "
    "Canvas Camp",
    EV,
    [ok("Site status for 19 September: open"), ok("heavy-rain advisory for the afternoon"),
     ok("Weather refunds apply when the camp announces a closure"), ok("half of the ฿4,800 is charged, i.e. ฿2,400"),
     ok("a full refund or new dates within six months")],
    includes=["฿2,400", "six months"],
    notes="Site status record OPEN with YELLOW advisory; policy refund/date change within 6 months only on closure; "
          "deadline P7D before 19/09 has passed on 17/09, so 50% applies.")
add(next(CN), S, GLAMP, Q,
    "Dear Khun Lalita, I completely understand. Given the heavy rain forecast for 19/09, you can cancel now for a full "
    "refund of ฿4,800. Your River Safari Tent is booked for one night.",
    EV,
    [na("I completely understand"), ok("heavy rain forecast for 19/09"),
     bad("you can cancel now for a full refund of ฿4,800", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
     ok("River Safari Tent is booked for one night")],
    errors=["condition_unmet"], excludes=["for a full refund of ฿4,800"],
    notes="The weather refund needs a declared closure (closureDeclared false, site OPEN); cancelling now is inside 7 "
          "days, so 50% is charged.")
add(next(CN), S, GLAMP, Q,
    "Dear Khun Lalita, the camp remains open on 19/09. Free cancellation is available up to 48 hours before arrival, "
    "so you can still cancel today without charge.",
    EV,
    [ok("the camp remains open on 19/09"),
     bad("up to 48 hours before arrival", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     bad("you can still cancel today without charge", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
    errors=["wrong_period", "condition_unmet"], excludes=["48 hours before arrival", "cancel today without charge"],
    notes="Policy and cancellationPolicy P7D: free cancellation ended 12/09; on 17/09 a 50% charge applies.")
add(next(RN), S, GLAMP, Q,
    "Dear Khun Lalita, the camp is open for 19/09, and since the weather has not closed the site, cancelling now would "
    "be charged at 50%, which is ฿2,800.",
    EV,
    [ok("the camp is open for 19/09"), ok("the weather has not closed the site"), ok("charged at 50%"),
     bad("which is ฿2,800", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["฿2,800"], includes=["฿2,400|2,400|2400", "50%|half"],
    notes="50% of the 4800.00 stay is 2400.", repair=True)

# ---- G2 family dome, three nights plus BBQ ------------------------------------------------------
S = "dome-total"
Q = "How many nights did I book, and what's the total including the BBQ?"
NOW = "2026-11-26T12:00:00+07:00"
EV = [
    rec("get_reservation#KYC-5610", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "KYC-5610", "reservationStatus": "RESERVED",
            "guest": {"title": "Khun", "givenName": "Somchai", "surname": "Prasert"},
            "arrivalDate": "2026-12-04", "departureDate": "2026-12-07",
            "roomStay": {"roomType": "FAMILY_DOME_2BR", "roomTypeName": "Family Dome", "ratePlanCode": "FAM_BB",
                         "guestCounts": {"adults": 2, "children": 2},
                         "rates": [
                             {"date": "2026-12-04", "amountBeforeTax": "5200.00", "amountAfterTax": "5564.00"},
                             {"date": "2026-12-05", "amountBeforeTax": "6400.00", "amountAfterTax": "6848.00"},
                             {"date": "2026-12-06", "amountBeforeTax": "4600.00", "amountAfterTax": "4922.00"}]},
            "packages": [
                {"code": "BREAKFAST_BASKET", "description": "Breakfast basket delivered to the dome daily",
                 "included": True},
                {"code": "BBQ_SET_FAMILY", "serviceDate": "2026-12-05", "amountBeforeTax": "1205.61",
                 "amountAfterTax": "1290.00"}],
            "taxNote": "amountAfterTax includes 7% VAT",
            "currencyCode": "THB"}]}),
    rec("get_quote#Q-2231", "tool:pms.get_quote", {
        "quoteId": "Q-2231", "quoteStatus": "EXPIRED", "createdAt": "2026-10-02T10:11:00+07:00",
        "arrivalDate": "2026-12-04", "departureDate": "2026-12-06", "roomType": "FAMILY_DOME_2BR",
        "totalAmountAfterTax": "12412.00", "currencyCode": "THB"}),
]
add(next(CN), S, GLAMP, Q,
    "Hello Khun Somchai, your Family Dome booking KYC-5610 is for three nights, 04/12 to 07/12/2026. Room charges come "
    "to ฿17,334 including VAT, and with the family BBQ set on Saturday 05/12 (฿1,290) the total is ฿18,624.",
    EV,
    [ok("Family Dome booking KYC-5610 is for three nights"), ok("04/12 to 07/12/2026"),
     ok("Room charges come to ฿17,334 including VAT"), ok("BBQ set on Saturday 05/12 (฿1,290)"),
     ok("the total is ฿18,624")],
    includes=["three nights", "฿18,624"],
    notes="Nights 04-06/12: 5564 + 6848 + 4922 = 17334 after VAT; BBQ_SET_FAMILY 1290.00 on 05/12 (a Saturday); "
          "17334 + 1290 = 18624.")
add(next(CN), S, GLAMP, Q,
    "Dear Khun Somchai, you are booked for three nights, checking out on Monday 7 December. The dome is ฿5,564 on "
    "Friday, ฿6,848 on Saturday and ฿4,922 on Sunday, VAT included; together with the ฿1,290 BBQ set, that makes "
    "eighteen thousand six hundred and twenty-four baht. Breakfast baskets are included each morning.",
    EV,
    [ok("booked for three nights"), ok("checking out on Monday 7 December"), ok("฿5,564 on Friday"),
     ok("฿6,848 on Saturday"), ok("฿4,922 on Sunday"), ok("the ฿1,290 BBQ set"),
     ok("eighteen thousand six hundred and twenty-four baht"), ok("Breakfast baskets are included each morning")],
    includes=["three nights", "eighteen thousand six hundred and twenty-four baht"],
    notes="04/12/2026 is a Friday, 07/12 a Monday; nightly amountAfterTax values; total 18624 written in words; "
          "BREAKFAST_BASKET included daily.")
add(next(CN), S, GLAMP, Q,
    "Hello Khun Somchai, KYC-5610 covers three nights in the Family Dome, and your total including the BBQ set comes "
    "to ฿17,334.",
    EV,
    [ok("three nights in the Family Dome"), bad("including the BBQ set comes to ฿17,334", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["comes to ฿17,334"],
    notes="17334 is the room total only; with the 1290.00 BBQ set the total is 18624.")
add(next(CN), S, GLAMP, Q,
    "Dear Khun Somchai, you have four nights with us from 04/12 to 07/12. The room total is ฿17,334 with VAT, and the "
    "BBQ set adds ฿1,290.",
    EV,
    [bad("you have four nights with us", "VALUE_MISMATCH"), ok("from 04/12 to 07/12"),
     ok("room total is ฿17,334 with VAT"), ok("BBQ set adds ฿1,290")],
    errors=["wrong_quantity"], excludes=["four nights"],
    notes="Arrival 04/12, departure 07/12: three nights (three rates[] entries).")
add(next(CN), S, GLAMP, Q,
    "Dear Khun Somchai, your three nights in the Family Dome (04/12–07/12) total ฿16,200 including VAT, plus ฿1,290 "
    "for Saturday's BBQ set.",
    EV,
    [ok("your three nights in the Family Dome (04/12–07/12)"), bad("total ฿16,200 including VAT", "AMOUNT_MISMATCH"),
     ok("plus ฿1,290 for Saturday's BBQ set")],
    errors=["wrong_role"], excludes=["฿16,200"],
    notes="16200 is the sum of amountBeforeTax (5200+6400+4600) presented as including VAT; after VAT it is 17334.")
add(next(RN), S, GLAMP, Q,
    "Hello Khun Somchai, your three-night stay from 04/12 to 07/12 comes to ฿17,334 for the dome, and ฿19,914 once the "
    "BBQ set is added.",
    EV,
    [ok("three-night stay from 04/12 to 07/12"), ok("comes to ฿17,334 for the dome"),
     bad("฿19,914 once the BBQ set is added", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["฿19,914"], includes=["฿18,624|18,624|18624", "฿17,334|17,334"],
    notes="17334 + 1290 = 18624; 19914 adds the BBQ set twice.", repair=True)

# ---- G3 campfire rules and a dog -----------------------------------------------------------------
S = "campfire-dog"
Q = "Can we have a campfire at our tent, and can we bring our beagle?"
NOW = "2027-01-06T18:20:00+07:00"
EV = [
    rec("get_reservation#KYC-5688", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "KYC-5688", "reservationStatus": "RESERVED",
            "guest": {"title": "Ms.", "givenName": "Emma", "surname": "Whitfield"},
            "arrivalDate": "2027-01-15", "departureDate": "2027-01-17",
            "roomStay": {"roomType": "BELL_TENT_FOREST", "roomTypeName": "Forest Bell Tent", "ratePlanCode": "STD_BB",
                         "guestCounts": {"adults": 2, "children": 0, "pets": 0}},
            "specialRequests": [{"code": "PET", "text": "Bringing our dog (beagle)", "status": "REQUESTED"}],
            "currencyCode": "THB"}]}),
    psg("kb#campfires-quiet-hours",
        "Campfires & quiet hours\nFires are allowed only in the steel fire pit beside each tent.\n"
        "Firewood bundles are sold at reception for ฿150 and are the only wood permitted; collecting wood in the "
        "forest is not allowed.\nFires must be put out by 22:00, when quiet hours begin. Quiet hours last until 07:00.\n"
        "Marshmallow kits can be ordered for ฿120.", "kb:kyc/site-rules"),
    pol("policy#pets",
        "Dogs are welcome in Forest Bell Tents for ฿500 per night per dog, with a maximum of one dog per tent. Pets "
        "are not permitted in Safari Tents or the Family Domes. Dogs must be on a lead in shared areas. Please add your "
        "dog to the booking before arrival.", "2026-05"),
]
add(next(CN), S, GLAMP, Q,
    "Dear Ms. Whitfield, yes, your Forest Bell Tent has its own steel fire pit, and firewood bundles are available at "
    "reception for ฿150. Fires need to be out by 22:00, when quiet hours begin. Your beagle is welcome too: dogs are "
    "allowed in Forest Bell Tents for ฿500 per night, one dog per tent.",
    EV,
    [ok("Forest Bell Tent has its own steel fire pit"), ok("firewood bundles are available at reception for ฿150"),
     ok("Fires need to be out by 22:00"), ok("when quiet hours begin"),
     ok("dogs are allowed in Forest Bell Tents for ฿500 per night"), ok("one dog per tent")],
    includes=["22:00", "฿500"],
    notes="roomType BELL_TENT_FOREST; KB: fire pit beside each tent, ฿150 firewood, out by 22:00; pet policy ฿500 per "
          "night, one dog per Forest Bell Tent.")
add(next(CN), S, GLAMP, Q,
    "Campfires: yes, in the fire pit by your tent until 22:00, using reception firewood (฿150/bundle). Beagle: yes, "
    "฿500 a night in your Forest Bell Tent.",
    EV,
    [ok("in the fire pit by your tent until 22:00"), ok("using reception firewood (฿150/bundle)"),
     ok("Beagle: yes, ฿500 a night in your Forest Bell Tent")],
    includes=["22:00", "฿500 a night"],
    notes="KB passage for fires and firewood; pet policy allows one dog in Forest Bell Tents at ฿500/night.")
add(next(CN), S, GLAMP, Q,
    "Dear Ms. Whitfield, you're welcome to light a fire in the steel pit beside your bell tent until 23:00. You may "
    "also gather fallen wood from the forest trail, or buy bundles at reception for ฿150. Dogs are welcome in Forest "
    "Bell Tents at ฿500 per night.",
    EV,
    [ok("light a fire in the steel pit beside your bell tent"), bad("until 23:00", "NLI_CONTRADICTION"),
     bad("gather fallen wood from the forest trail", "NLI_CONTRADICTION"), ok("buy bundles at reception for ฿150"),
     ok("Dogs are welcome in Forest Bell Tents at ฿500 per night")],
    errors=["wrong_time", "wrong_policy_condition"], excludes=["until 23:00", "gather fallen wood"],
    notes="KB: fires out by 22:00; reception firewood is the only wood permitted and collecting forest wood is not "
          "allowed.")
add(next(CN), S, GLAMP, Q,
    "Dear Ms. Whitfield, fires are permitted in the fire pit beside your tent until 22:00. I have also added your "
    "beagle to the reservation, and the ฿500 per night pet fee has been charged to your card.",
    EV,
    [ok("fires are permitted in the fire pit beside your tent until 22:00"),
     either("added your beagle to the reservation", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     either("pet fee has been charged to your card", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH")],
    errors=["unrecorded_extra", "invented_fact"],
    excludes=["added your beagle to the reservation", "has been charged to your card"],
    notes="The PET special request is still REQUESTED and guestCounts.pets is 0; no record shows a pet-fee charge.")
add(next(RN), S, GLAMP, Q,
    "Dear Ms. Whitfield, campfires are fine in the fire pit beside your tent until 22:00, and your beagle is welcome "
    "at ฿350 per night.",
    EV,
    [ok("campfires are fine in the fire pit beside your tent until 22:00"),
     bad("at ฿350 per night", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
    errors=["wrong_amount"], excludes=["฿350"], includes=["฿500|500 baht|500 THB", "22:00|10 PM|10:00 PM"],
    notes="Pet policy: ฿500 per night per dog.", repair=True)

# ---- G4 refund after cancellation (gateway amounts in satang) ------------------------------------
S = "refund-status"
Q = "I cancelled KYC-5702 last week. Where is my refund?"
NOW = "2026-08-06T15:00:00+07:00"
EV = [
    rec("get_reservation#KYC-5702", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "KYC-5702", "reservationStatus": "CANCELLED",
            "guest": {"title": "Khun", "givenName": "Kittipong", "surname": "Saelim"},
            "arrivalDate": "2026-08-21", "departureDate": "2026-08-23",
            "roomStay": {"roomType": "SAFARI_TENT_RIVER", "ratePlanCode": "STD_BB"},
            "cancellation": {"cancellationNumber": "CXL-5702-1", "cancelledAt": "2026-08-02T10:05:00+07:00",
                             "penaltyAmount": "0.00", "withinFreeWindow": True},
            "folio": {"balance": "0.00", "postings": [
                {"postingDate": "2026-07-10", "transactionCode": "9100", "description": "Card payment",
                 "amount": "-9600.00"},
                {"postingDate": "2026-08-02", "transactionCode": "9190", "description": "Refund to card",
                 "amount": "9600.00"}]},
            "currencyCode": "THB"}]}),
    rec("payments.get_refund#rf_7Hq2Kx", "tool:payments.get_refund", {
        "refund": {"id": "rf_7Hq2Kx", "object": "refund", "amount": 960000, "currency": "thb", "status": "pending",
                   "created": 1785640320, "reason": "requested_by_customer",
                   "metadata": {"confirmationNumber": "KYC-5702"}}}),
    pol("policy#refunds", "Refunds are issued to the card used for payment. They usually reach the original card "
                          "within 7-10 business days, depending on the card issuer.", "v3"),
]
add(next(CN), S, GLAMP, Q,
    "Dear Khun Kittipong, your cancellation of KYC-5702 went through on 02/08/2026 within the free-cancellation "
    "window, and a refund of ฿9,600 was issued to your card that day. It is still shown as pending; refunds usually "
    "reach the original card within 7-10 business days.",
    EV,
    [ok("cancellation of KYC-5702 went through on 02/08/2026"), ok("within the free-cancellation window"),
     ok("refund of ฿9,600 was issued to your card that day"), ok("still shown as pending"),
     ok("within 7-10 business days")],
    includes=["฿9,600", "7-10 business days"],
    notes="cancelledAt 2026-08-02 with penalty 0.00/withinFreeWindow; gateway refund 960000 satang = ฿9,600, "
          "status pending, created 2026-08-02 10:12 Bangkok; policy 7-10 business days.")
add(next(CN), S, GLAMP, Q,
    "Hello Khun Kittipong, the full ฿9,600 for KYC-5702 was refunded on 2 August at 10:12 and is pending on our side; "
    "please allow 7–10 business days for it to appear.",
    EV,
    [ok("the full ฿9,600 for KYC-5702 was refunded on 2 August at 10:12"), ok("is pending on our side"),
     ok("please allow 7–10 business days")],
    includes=["฿9,600", "10:12"],
    notes="refund.created 1785640320 = 2026-08-02 10:12 Asia/Bangkok; amount 960000 satang; status pending.")
add(next(CN), S, GLAMP, Q,
    "Dear Khun Kittipong, your refund of ฿960,000 for KYC-5702 was issued on 02/08/2026 and should reach your card "
    "within 7-10 business days.",
    EV,
    [bad("refund of ฿960,000", "AMOUNT_MISMATCH"), ok("issued on 02/08/2026"),
     ok("should reach your card within 7-10 business days")],
    errors=["unit_conversion"], excludes=["฿960,000"],
    notes="amount 960000 is in satang (minor units): ฿9,600, matching the folio refund posting 9600.00.")
add(next(CN), S, GLAMP, Q,
    "Dear Khun Kittipong, the ฿9,600 refund for KYC-5702 was processed on 02/08 at 03:12 and has now been completed. "
    "Refunds usually take 7-10 business days to reach the original card.",
    EV,
    [ok("the ฿9,600 refund for KYC-5702 was processed on 02/08"), bad("at 03:12", "VALUE_MISMATCH", "DATE_MISMATCH"),
     bad("has now been completed", "RECORD_STATE_MISMATCH"), ok("Refunds usually take 7-10 business days")],
    errors=["unit_conversion", "wrong_state"], excludes=["03:12", "has now been completed"],
    notes="created 1785640320 is 03:12 UTC, 10:12 in Bangkok; refund status is pending, not completed.")
add(next(RN), S, GLAMP, Q,
    "Dear Khun Kittipong, your ฿96 refund for KYC-5702 was issued on 02/08/2026 and should reach your card within "
    "7-10 business days.",
    EV,
    [bad("your ฿96 refund", "AMOUNT_MISMATCH"), ok("issued on 02/08/2026"),
     ok("should reach your card within 7-10 business days")],
    errors=["unit_conversion"], excludes=["฿96 refund"], includes=["฿9,600|9,600|9600", "02/08/2026|2 August"],
    notes="960000 satang is ฿9,600 (folio refund posting 9600.00), not ฿96.", repair=True)

# ============================================================================================
# Hostel: Lamphu Bunk House, Banglamphu, Bangkok
# ============================================================================================
HOSTEL = "hostel"

# ---- H1 dorm bed, locker and late arrival --------------------------------------------------------
S = "dorm-bed"
Q = "Hi! Which room and bed am I in, and what's my booking number? I'm arriving tonight around 23:00."
NOW = "2026-10-12T16:30:00+07:00"
EV = [
    rec("get_reservation#LBH-10993", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "LBH-10993", "reservationStatus": "RESERVED",
            "channel": {"code": "HOSTELWORLD", "channelReference": "HW-88412077"},
            "guest": {"givenName": "Freya", "surname": "Nilsson"},
            "arrivalDate": "2026-10-12", "departureDate": "2026-10-15",
            "roomStay": {"roomType": "DORM_F6", "roomTypeName": "Female-only 6-bed dorm", "ratePlanCode": "DORM_FLEX",
                         "assignment": {"roomNumber": "204", "bedLabel": "B3", "lockerNumber": "L-17"},
                         "rates": [{"date": d, "amountBeforeTax": "392.52", "amountAfterTax": "420.00"}
                                   for d in ("2026-10-12", "2026-10-13", "2026-10-14")]},
            "estimatedArrivalTime": "23:00",
            "currencyCode": "THB"}]}),
    pol("policy#house-basics",
        "Reception is open 24 hours. Check-in is from 14:00 and check-out is by 11:00. Lockers are free; bring your "
        "own padlock or buy one at reception for ฿80. Guests must show the passport used for the booking at check-in.",
        "2026-01"),
]
add(next(CN), S, HOSTEL, Q,
    "Hi Freya, welcome in advance! Your booking number is LBH-10993, and you're in room 204, bed B3, in our female-only "
    "six-bed dorm. Reception is open 24 hours, so arriving around 23:00 tonight is no problem. Your locker is L-17; "
    "bring a padlock or pick one up at reception for ฿80.",
    EV,
    [na("welcome in advance"), ok("booking number is LBH-10993"), ok("room 204, bed B3"),
     ok("female-only six-bed dorm"), ok("Reception is open 24 hours"), ok("arriving around 23:00 tonight is no problem"),
     ok("Your locker is L-17"), ok("pick one up at reception for ฿80")],
    includes=["LBH-10993", "bed B3"],
    notes="confirmationNumber LBH-10993; assignment room 204, bed B3, locker L-17; DORM_F6; policy: reception 24 h, "
          "padlock ฿80.")
add(next(CN), S, HOSTEL, Q,
    "Room 204, bed B3 (female 6-bed dorm), booking LBH-10993. See you tonight; reception never closes.",
    EV,
    [ok("Room 204, bed B3"), ok("female 6-bed dorm"), ok("booking LBH-10993"), ok("reception never closes")],
    includes=["Room 204, bed B3", "LBH-10993"],
    notes="Assignment and confirmation number from the reservation; policy says reception is open 24 hours.")
add(next(CN), S, HOSTEL, Q,
    "Hi Freya! You're booked under LBH-10993 in room 204, bed B3 of the female-only dorm. Your locker is number 204, "
    "and reception is open 24 hours, so arriving at 23:00 is fine.",
    EV,
    [ok("booked under LBH-10993"), ok("room 204, bed B3 of the female-only dorm"),
     bad("Your locker is number 204", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"), ok("reception is open 24 hours"),
     ok("arriving at 23:00 is fine")],
    errors=["wrong_role"], excludes=["locker is number 204"],
    notes="204 is the room number; the locker is L-17.")
add(next(CN), S, HOSTEL, Q,
    "Hi Freya, you're in room 204, bed B3, in our female-only eight-bed dorm. Check-in opens at 15:00 and check-out is "
    "by 11:00, and reception is open around the clock.",
    EV,
    [ok("you're in room 204, bed B3"), bad("female-only eight-bed dorm", "VALUE_MISMATCH"),
     bad("Check-in opens at 15:00", "NLI_CONTRADICTION", "VALUE_MISMATCH"), ok("check-out is by 11:00"),
     ok("reception is open around the clock")],
    errors=["wrong_quantity", "wrong_time"], excludes=["eight-bed", "at 15:00"],
    notes="roomType DORM_F6 is a 6-bed dorm; policy check-in is from 14:00.")
add(next(RN), S, HOSTEL, Q,
    "Hi Freya, your booking LBH-10993 puts you in room 204, bed B3, and your stay runs three nights until check-out on "
    "16/10.",
    EV,
    [ok("booking LBH-10993 puts you in room 204, bed B3"), ok("three nights"),
     bad("check-out on 16/10", "DATE_MISMATCH")],
    errors=["wrong_date"], excludes=["16/10"], includes=["15/10|15 October|15 Oct", "bed B3"],
    notes="departureDate 2026-10-15 (three nights from 12/10).", repair=True)

# ---- H2 key-card deposit refund ------------------------------------------------------------------
S = "key-deposit"
Q = "I checked out on the 3rd. Was my 200 baht key deposit refunded? I can't see it on my card."
NOW = "2026-09-08T12:00:00+07:00"
EV = [
    rec("get_reservation#LBH-11240", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "LBH-11240", "reservationStatus": "CHECKED_OUT",
            "guest": {"givenName": "Mateo", "surname": "Rossi"},
            "arrivalDate": "2026-09-01", "departureDate": "2026-09-03",
            "actualCheckOut": "2026-09-03T10:48:00+07:00",
            "roomStay": {"roomType": "DORM_MIX8", "ratePlanCode": "DORM_FLEX"},
            "keyCard": {"issued": 1, "returned": True, "returnedAt": "2026-09-03T10:47:00+07:00"},
            "folio": {"balance": "0.00", "postings": [
                {"postingDate": "2026-09-01", "transactionCode": "1000", "description": "Dorm bed", "amount": "380.00"},
                {"postingDate": "2026-09-01", "transactionCode": "4100", "description": "Key card deposit",
                 "amount": "200.00"},
                {"postingDate": "2026-09-01", "transactionCode": "9100", "description": "Card payment",
                 "amount": "-960.00"},
                {"postingDate": "2026-09-02", "transactionCode": "1000", "description": "Dorm bed", "amount": "380.00"},
                {"postingDate": "2026-09-03", "transactionCode": "4190", "description": "Key card deposit returned",
                 "amount": "-200.00"},
                {"postingDate": "2026-09-03", "transactionCode": "9190", "description": "Refund to card",
                 "amount": "200.00"}]},
            "currencyCode": "THB"}]}),
    rec("payments.get_refund#rf_3LmQ0a", "tool:payments.get_refund", {
        "refund": {"id": "rf_3LmQ0a", "amount": 20000, "currency": "thb", "status": "succeeded",
                   "created": 1788408300, "metadata": {"confirmationNumber": "LBH-11240", "reason": "KEY_DEPOSIT"}}}),
    pol("policy#key-deposit",
        "A ฿200 key-card deposit is taken at check-in and returned at check-out when the card is handed back. "
        "Deposits paid by card are refunded to that card; cash deposits are returned in cash. Lost key cards are "
        "charged ฿200. Card refunds can take up to 14 days to show, depending on your bank.", "2026-01"),
]
add(next(CN), S, HOSTEL, Q,
    "Dear Mateo, thank you for staying with us. Your key card was returned when you checked out on 03/09, and the ฿200 "
    "deposit was refunded to the card you paid with that same day; our payment provider shows the refund as "
    "completed. Depending on your bank, card refunds can take up to 14 days to appear.",
    EV,
    [na("thank you for staying with us"), ok("key card was returned when you checked out on 03/09"),
     ok("deposit was refunded to the card you paid with that same day"), ok("shows the refund as completed"),
     ok("can take up to 14 days to appear")],
    includes=["฿200", "14 days"],
    notes="keyCard.returned true on 03/09; folio 4190/9190 refund to card 03/09; gateway refund 20000 satang "
          "succeeded; policy: up to 14 days.")
add(next(CN), S, HOSTEL, Q,
    "Yes, the 200-baht key deposit went back to your card on 3 September; allow up to 14 days for your bank to show it.",
    EV,
    [ok("the 200-baht key deposit went back to your card on 3 September"), ok("allow up to 14 days")],
    includes=["200-baht", "3 September"],
    notes="Refund to card posting 03/09 (200.00) and refund record status succeeded; policy gives 14 days.")
add(next(CN), S, HOSTEL, Q,
    "Dear Mateo, I can see you checked out on 03/09. The ฿200 key deposit refund is still pending and will be released "
    "once our accounts team approves it.",
    EV,
    [ok("you checked out on 03/09"), bad("is still pending", "RECORD_STATE_MISMATCH"),
     ins("once our accounts team approves it", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_state", "invented_fact"], excludes=["still pending", "accounts team approves"],
    notes="Refund rf_3LmQ0a status succeeded; no policy or record mentions an accounts-team approval.")
add(next(CN), S, HOSTEL, Q,
    "Dear Mateo, your ฿200 deposit was refunded to your card on 03/09. Since you paid by card, it would normally show "
    "within 3 business days.",
    EV,
    [ok("deposit was refunded to your card on 03/09"), ok("Since you paid by card"),
     either("within 3 business days", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
    errors=["wrong_period"], excludes=["within 3 business days"],
    notes="Policy: card refunds can take up to 14 days to show.")
add(next(CN), S, HOSTEL, Q,
    "Hello Mateo, I can confirm that a refund of ฿20,000 was sent back to your card on 03/09, covering your key-card "
    "deposit.",
    EV,
    [bad("a refund of ฿20,000", "AMOUNT_MISMATCH"), ok("sent back to your card on 03/09")],
    errors=["unit_conversion"], excludes=["฿20,000"],
    notes="Gateway amount 20000 is in satang: ฿200, matching the folio refund posting 200.00.")
add(next(RN), S, HOSTEL, Q,
    "Dear Mateo, your key-card deposit of ฿200 was refunded in cash at check-out on 03/09.",
    EV,
    [ok("key-card deposit of ฿200"), bad("refunded in cash", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
    errors=["wrong_value"], excludes=["refunded in cash"],
    includes=["your card|the card|original card", "฿200|200 baht|200 THB"],
    notes="Folio 9190 'Refund to card' and the card refund record show the deposit went back to the card.", repair=True)

# ---- H3 no-show after a delayed flight -----------------------------------------------------------
S = "no-show"
Q = "My flight was delayed and I arrived at 1am on the 7th, and you had given my bed away and charged me! Why?"
NOW = "2026-11-07T10:30:00+07:00"
EV = [
    rec("get_reservation#LBH-11502", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "LBH-11502", "reservationStatus": "NO_SHOW",
            "guest": {"title": "Mr.", "givenName": "Liam", "surname": "O'Brien"},
            "arrivalDate": "2026-11-06", "departureDate": "2026-11-08",
            "roomStay": {"roomType": "DORM_MIX8", "ratePlanCode": "DORM_FLEX",
                         "rates": [{"date": "2026-11-06", "amountBeforeTax": "364.49", "amountAfterTax": "390.00"},
                                   {"date": "2026-11-07", "amountBeforeTax": "364.49", "amountAfterTax": "390.00"}]},
            "guarantee": {"code": "CC_GTD", "deadline": "2026-11-06T23:59:00+07:00"},
            "lateArrivalNotified": False,
            "noShow": {"processedAt": "2026-11-07T00:05:00+07:00", "releasedNights": ["2026-11-07"]},
            "folio": {"postings": [
                {"postingDate": "2026-11-07", "transactionCode": "1090", "description": "No-show fee (first night)",
                 "amount": "390.00"},
                {"postingDate": "2026-11-07", "transactionCode": "9100", "description": "Card on file charged",
                 "amount": "-390.00"}], "balance": "0.00"},
            "currencyCode": "THB"}]}),
    pol("policy#no-show",
        "Beds are held until 23:59 on the arrival date. Guests who have not arrived, or told us they will arrive late, "
        "by then are recorded as no-shows: the first night is charged to the card on file and the rest of the booking "
        "is released. If you let us know about a late arrival before 23:59, we keep your bed until 06:00 the next "
        "morning.", "2026-01"),
]
add(next(CN), S, HOSTEL, Q,
    "Dear Mr. O'Brien, I'm so sorry your journey was disrupted. Your booking LBH-11502 was marked as a no-show because "
    "no late-arrival message reached us before 23:59 on 06/11, which is when unclaimed beds are released. Under our "
    "policy, the first night of ฿390 was charged to your card on file and the second night was released. Had we heard "
    "from you before midnight, we would have held your bed until 06:00.",
    EV,
    [na("I'm so sorry your journey was disrupted"), ok("was marked as a no-show"),
     ok("no late-arrival message reached us before 23:59 on 06/11"),
     ok("which is when unclaimed beds are released"),
     ok("the first night of ฿390 was charged to your card on file"), ok("the second night was released"),
     ok("held your bed until 06:00")],
    includes=["฿390", "no-show"],
    notes="reservationStatus NO_SHOW, lateArrivalNotified false; folio no-show fee 390.00 charged to card; "
          "releasedNights 07/11; policy hold until 06:00 only with notice.")
add(next(CN), S, HOSTEL, Q,
    "Dear Mr. O'Brien, I'm sorry for the trouble. Because we had no notice of a late arrival by 23:59 on 6 November, "
    "LBH-11502 was recorded as a no-show and one night (390 baht) was charged, as our policy sets out.",
    EV,
    [na("I'm sorry for the trouble"), ok("no notice of a late arrival by 23:59 on 6 November"),
     ok("recorded as a no-show"), ok("one night (390 baht) was charged")],
    includes=["390 baht", "no-show"],
    notes="lateArrivalNotified false; status NO_SHOW; single 390.00 no-show posting.")
add(next(CN), S, HOSTEL, Q,
    "Dear Mr. O'Brien, I'm sorry for the inconvenience. As you didn't arrive by 23:59, LBH-11502 was cancelled and both "
    "nights, ฿780, were charged to your card.",
    EV,
    [na("I'm sorry for the inconvenience"), ok("As you didn't arrive by 23:59"),
     bad("LBH-11502 was cancelled", "RECORD_STATE_MISMATCH"),
     bad("both nights, ฿780, were charged", "AMOUNT_MISMATCH")],
    errors=["wrong_state", "wrong_amount"], excludes=["was cancelled", "฿780"],
    notes="Status is NO_SHOW, not cancelled; only the first night (390.00) was charged, the second night released.")
add(next(CN), S, HOSTEL, Q,
    "Dear Mr. O'Brien, I'm sorry about your delayed flight. Our policy holds beds until 22:00 on the arrival date, so "
    "by the time you arrived LBH-11502 had been recorded as a no-show and the first night, ฿390, was charged. As a "
    "goodwill gesture, the ฿390 will be refunded to your card.",
    EV,
    [na("I'm sorry about your delayed flight"), bad("holds beds until 22:00", "NLI_CONTRADICTION"),
     ok("had been recorded as a no-show"), ok("the first night, ฿390, was charged"),
     ins("will be refunded to your card", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    errors=["wrong_time", "invented_promise"], excludes=["until 22:00", "will be refunded to your card"],
    notes="Policy holds beds until 23:59; no record or policy provides a goodwill refund.")
add(next(RN), S, HOSTEL, Q,
    "Dear Mr. O'Brien, since no late-arrival notice reached us by 23:59 on 06/11, LBH-11502 was recorded as a no-show, "
    "and both nights were charged to your card.",
    EV,
    [ok("no late-arrival notice reached us by 23:59 on 06/11"), ok("recorded as a no-show"),
     bad("both nights were charged", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
    errors=["wrong_quantity"], excludes=["both nights"],
    includes=["first night|one night|1 night|฿390|390", "no-show"],
    notes="Only the first night (390.00) was charged; 07/11 was released.", repair=True)

# ---- H4 group booking drops a bed ---------------------------------------------------------------
S = "group-beds"
Q = "We dropped to three people. What do we owe now?"
NOW = "2026-12-01T11:00:00+07:00"
EV = [
    rec("get_group#LBH-G-0457", "tool:pms.get_group_block", {
        "groupCode": "LBH-G-0457", "groupName": "Bangkok Frisbee Collective",
        "contact": {"givenName": "Nok", "surname": "Thammasak"},
        "deposit": {"amount": "1800.00", "paidOn": "2026-11-12", "appliesTo": "GROUP"},
        "reservations": [
            {"confirmationNumber": f"LBH-1200{i}", "reservationStatus": st,
             "arrivalDate": "2026-12-11", "departureDate": "2026-12-13",
             "roomStay": {"roomType": "DORM_MIX8",
                          "rates": [{"date": "2026-12-11", "amountBeforeTax": "420.56", "amountAfterTax": "450.00"},
                                    {"date": "2026-12-12", "amountBeforeTax": "420.56", "amountAfterTax": "450.00"}]},
             **({"cancellation": {"cancelledAt": "2026-11-30T20:14:00+07:00", "penaltyAmount": "0.00"}}
                if st == "CANCELLED" else {})}
            for i, st in ((1, "RESERVED"), (2, "RESERVED"), (3, "CANCELLED"), (4, "RESERVED"))],
        "summary": {"activeBeds": 3, "totalAmountAfterTax": "2700.00", "depositApplied": "1800.00",
                    "balanceDueAtCheckIn": "900.00"},
        "currencyCode": "THB"}),
    pol("policy#groups",
        "Bookings of four or more beds are handled as a group and pay a 50% deposit. Beds cancelled more than 7 days "
        "before arrival are released without charge, and the deposit is applied to the remaining beds. Later "
        "cancellations are charged one night per bed. The balance is paid at check-in.", "2025-09"),
]
add(next(CN), S, HOSTEL, Q,
    "Dear Khun Nok, thank you for the update. Bed LBH-12003 has been cancelled without charge, so your group now has "
    "three beds for the two nights of 11–13/12/2026, ฿2,700 in total. Your ฿1,800 deposit is applied to those beds, "
    "leaving ฿900 to pay at check-in.",
    EV,
    [na("thank you for the update"), ok("LBH-12003 has been cancelled without charge"), ok("three beds"),
     ok("two nights of 11–13/12/2026"), ok("฿2,700 in total"), ok("฿1,800 deposit is applied to those beds"),
     ok("leaving ฿900 to pay at check-in")],
    includes=["฿900", "฿2,700"],
    notes="LBH-12003 CANCELLED with penalty 0.00; 3 active beds x 2 nights x 450 = 2700; deposit 1800 applied; "
          "balanceDueAtCheckIn 900.00.")
add(next(CN), S, HOSTEL, Q,
    "Dear Khun Nok,\n- Beds: 3 (LBH-12001, LBH-12002, LBH-12004)\n- Nights: Friday 11 and Saturday 12 December, ฿450 "
    "per bed per night\n- Deposit already paid: ฿1,800\n- Balance due on arrival: ฿900\nBest wishes, Lamphu Bunk House",
    EV,
    [ok("Beds: 3 (LBH-12001, LBH-12002, LBH-12004)"), ok("Friday 11 and Saturday 12 December"),
     ok("฿450 per bed per night"), ok("Deposit already paid: ฿1,800"), ok("Balance due on arrival: ฿900")],
    includes=["฿900", "LBH-12004"],
    notes="Three RESERVED beds; nights 11/12 (Friday) and 12/12 (Saturday) at 450.00; deposit 1800.00; balance 900.")
add(next(CN), S, HOSTEL, Q,
    "Dear Khun Nok, with one bed cancelled your group has three beds for 11–13 December, totalling ฿2,700. After your "
    "฿1,800 deposit, ฿1,800 remains to be paid at check-in.",
    EV,
    [ok("your group has three beds for 11–13 December"), ok("totalling ฿2,700"), ok("After your ฿1,800 deposit"),
     bad("฿1,800 remains to be paid", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["฿1,800 remains"],
    notes="2700 - 1800 = 900 (balanceDueAtCheckIn 900.00); 1800 is the old four-bed total minus the deposit.")
add(next(CN), S, HOSTEL, Q,
    "Dear Khun Nok, I've noted the change: LBH-12003 is cancelled and your group is now three beds. Because the "
    "cancellation came within 14 days of arrival, a one-night fee of ฿450 applies.",
    EV,
    [ok("LBH-12003 is cancelled"), ok("your group is now three beds"),
     bad("within 14 days of arrival", "NLI_CONTRADICTION"),
     bad("a one-night fee of ฿450 applies", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition", "wrong_amount"], excludes=["within 14 days of arrival", "fee of ฿450 applies"],
    notes="Policy charges only cancellations within 7 days; LBH-12003 was cancelled 11 days out with penaltyAmount 0.00.")
add(next(RN), S, HOSTEL, Q,
    "Dear Khun Nok, LBH-12003 is cancelled free of charge; your three beds for 11–13/12 come to ฿2,700, and after the "
    "฿1,800 deposit you owe ฿1,350 at check-in.",
    EV,
    [ok("LBH-12003 is cancelled free of charge"), ok("three beds for 11–13/12 come to ฿2,700"),
     bad("you owe ฿1,350 at check-in", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["฿1,350"], includes=["฿900|900 baht|900 THB", "฿2,700|2,700"],
    notes="2700 - 1800 = 900 (summary.balanceDueAtCheckIn).", repair=True)

# ============================================================================================
# Serviced apartments: Sathorn Lane Residences, Bangkok
# ============================================================================================
APTS = "serviced apartments"

# ---- S1 electricity above the monthly allowance ------------------------------------------------
S = "electricity-charge"
Q = "Why is there an electricity charge of 896 baht on my September statement?"
NOW = "2026-10-03T10:00:00+07:00"
EV = [
    rec("get_reservation#SLR-7720", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "SLR-7720", "reservationStatus": "IN_HOUSE",
            "guest": {"title": "Mr.", "givenName": "Kenji", "surname": "Watanabe"},
            "arrivalDate": "2026-08-01", "departureDate": "2026-10-31",
            "roomStay": {"roomType": "1BR_EXEC", "unit": "2307", "ratePlanCode": "MONTHLY_LS",
                         "monthlyRate": {"amountBeforeTax": "35684.01", "amountAfterTax": "42000.00"}},
            "currencyCode": "THB"}]}),
    rec("get_utility_readings#2307", "tool:pms.get_utility_readings", {
        "unit": "2307", "meter": "ELEC-2307",
        "readings": [
            {"period": {"start": "2026-08-01", "end": "2026-08-31"}, "kwhUsed": 356, "kwhIncluded": 300,
             "ratePerKwh": "8.00", "excessKwh": 56, "amountAfterTax": "448.00", "statementId": "ST-2026-08-7720"},
            {"period": {"start": "2026-09-01", "end": "2026-09-30"}, "kwhUsed": 412, "kwhIncluded": 300,
             "ratePerKwh": "8.00", "excessKwh": 112, "amountAfterTax": "896.00", "statementId": "ST-2026-09-7720"}]}),
    pol("policy#long-stay-utilities",
        "Monthly rates include water, Wi-Fi and 300 kWh of electricity per month. Electricity used above the allowance "
        "is billed at ฿8 per kWh on the monthly statement. Cooking gas is included. Readings are taken on the last day "
        "of each month.", "2026-02"),
]
add(next(CN), S, APTS, Q,
    "Dear Mr. Watanabe, thank you for your question. Your monthly rate includes 300 kWh of electricity, and in "
    "September your apartment used 412 kWh. The 112 kWh above the allowance are billed at ฿8 each, which gives the "
    "฿896 on your statement.",
    EV,
    [na("thank you for your question"), ok("includes 300 kWh of electricity"),
     ok("in September your apartment used 412 kWh"), ok("The 112 kWh above the allowance"), ok("billed at ฿8 each"),
     ok("which gives the ฿896")],
    includes=["412 kWh", "฿896"],
    notes="September reading: kwhUsed 412, kwhIncluded 300, excess 112 x 8.00 = 896.00; policy: 300 kWh included, "
          "฿8/kWh above.")
add(next(CN), S, APTS, Q,
    "September usage was 412 kWh against a 300 kWh allowance; the extra 112 kWh at ฿8/kWh comes to ฿896.",
    EV,
    [ok("September usage was 412 kWh"), ok("a 300 kWh allowance"), ok("the extra 112 kWh at ฿8/kWh comes to ฿896")],
    includes=["112 kWh", "฿896"],
    notes="September utility reading and the utilities policy.")
add(next(CN), S, APTS, Q,
    "Dear Mr. Watanabe, in September your apartment used 356 kWh, which is above the 300 kWh included in your rate; the "
    "excess is charged at ฿8 per kWh, giving ฿896.",
    EV,
    [bad("in September your apartment used 356 kWh", "VALUE_MISMATCH"), ok("300 kWh included in your rate"),
     ok("charged at ฿8 per kWh"), ok("giving ฿896")],
    errors=["other_record_value"], excludes=["356 kWh"],
    notes="356 kWh is August's reading; September's is 412 kWh.")
add(next(CN), S, APTS, Q,
    "Dear Mr. Watanabe, your monthly rate covers water, Wi-Fi, weekly laundry and 300 kWh of electricity. In "
    "September you used 412 kWh, and the extra units were billed at ฿8 per kWh, ฿896 in total.",
    EV,
    [ok("covers water, Wi-Fi"),
     either("weekly laundry", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
     ok("300 kWh of electricity"), ok("In September you used 412 kWh"), ok("billed at ฿8 per kWh"),
     ok("฿896 in total")],
    errors=["unlisted_perk"], excludes=["weekly laundry"],
    notes="The policy lists water, Wi-Fi, 300 kWh and cooking gas; laundry is not listed.")
add(next(RN), S, APTS, Q,
    "Dear Mr. Watanabe, your rate includes 300 kWh a month; September's 412 kWh means 112 kWh extra at ฿8, which is "
    "฿986.",
    EV,
    [ok("your rate includes 300 kWh a month"), ok("September's 412 kWh means 112 kWh extra at ฿8"),
     bad("which is ฿986", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["฿986"], includes=["฿896|896", "412 kWh"],
    notes="112 x 8 = 896 (reading amountAfterTax 896.00).", repair=True)

# ---- S2 stay extension refused -------------------------------------------------------------------
S = "extend-stay"
Q = "Can I extend my stay in 1808 for two more weeks, to 29 October?"
NOW = "2026-10-05T09:40:00+07:00"
EV = [
    rec("get_reservation#SLR-7815", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "SLR-7815", "reservationStatus": "IN_HOUSE",
            "guest": {"title": "Ms.", "givenName": "Priya", "surname": "Raman"},
            "arrivalDate": "2026-09-15", "departureDate": "2026-10-15",
            "roomStay": {"roomType": "2BR_CITY", "roomTypeName": "Two-Bedroom City", "unit": "1808",
                         "ratePlanCode": "MONTHLY_LS"},
            "currencyCode": "THB"}]}),
    refused("extend_stay#call-3", "pms.modify_reservation", "DENY",
            {"confirmationNumber": "SLR-7815", "newDepartureDate": "2026-10-29", "keepUnit": "1808"},
            "UNIT_UNAVAILABLE: unit 1808 reserved from 2026-10-16"),
    rec("get_availability#2BR_CITY", "tool:pms.get_availability", {
        "roomType": "2BR_CITY", "from": "2026-10-15", "to": "2026-10-29",
        "units": [{"unit": "1808", "available": False, "blockedFrom": "2026-10-16"},
                  {"unit": "1204", "available": True, "nightlyRate": {"amountAfterTax": "2650.00"}},
                  {"unit": "2210", "available": False}],
        "currencyCode": "THB"}),
    pol("policy#extensions",
        "Stay extensions depend on the availability of your current apartment. If it is not free, we can offer "
        "another apartment of the same type where one is available; moving between apartments is done by our team at "
        "no charge. Extensions of 7 nights or more are priced at the weekly rate.", "2026-02"),
]
add(next(CN), S, APTS, Q,
    "Dear Ms. Raman, thank you for wishing to stay on with us. I'm sorry, but the extension in apartment 1808 could "
    "not be made, as 1808 is already reserved from 16/10. Another Two-Bedroom City apartment, 1204, is available from "
    "15/10 to 29/10 at ฿2,650 per night, and our team would move your belongings at no charge if you would like it.",
    EV,
    [na("thank you for wishing to stay on with us"), ok("the extension in apartment 1808 could not be made"),
     ok("1808 is already reserved from 16/10"), ok("1204, is available from 15/10 to 29/10"),
     ok("at ฿2,650 per night"), ok("our team would move your belongings at no charge")],
    includes=["1204", "฿2,650"],
    notes="modify_reservation DENY (UNIT_UNAVAILABLE, 1808 reserved from 16/10); availability shows 1204 free "
          "15/10-29/10 at 2650.00; policy: moves done by the team at no charge.")
add(next(CN), S, APTS, Q,
    "Unfortunately 1808 is booked from 16 October, so your stay there can't be extended; apartment 1204 (same "
    "2-bedroom type) is free 15–29 October at 2,650 baht a night.",
    EV,
    [ok("1808 is booked from 16 October"), ok("your stay there can't be extended"),
     ok("apartment 1204 (same 2-bedroom type)"), ok("free 15–29 October"), ok("2,650 baht a night")],
    includes=["1204", "2,650 baht"],
    notes="refused_call DENY with reason; availability record for unit 1204.")
add(next(CN), S, APTS, Q,
    "Dear Ms. Raman, thank you for your message. I'm delighted to confirm that your stay in apartment 1808 has been "
    "extended to 29/10/2026, two weeks beyond your original departure on 15/10.",
    EV,
    [na("thank you for your message"), bad("has been extended to 29/10/2026", "NOT_EXECUTED"),
     ok("your original departure on 15/10")],
    errors=["refused_call_effect"], excludes=["has been extended"],
    notes="The modify_reservation call was DENIED; departureDate is still 2026-10-15.")
add(next(CN), S, APTS, Q,
    "Dear Ms. Raman, 1808 is unfortunately reserved from 18/10, so we cannot extend you there. We could offer apartment "
    "1204 from 15/10 to 29/10, though a move fee of ฿1,500 would apply.",
    EV,
    [bad("reserved from 18/10", "DATE_MISMATCH"), ok("we cannot extend you there"),
     ok("We could offer apartment 1204 from 15/10 to 29/10"),
     bad("a move fee of ฿1,500 would apply", "NLI_CONTRADICTION")],
    errors=["wrong_date", "wrong_policy_condition"], excludes=["18/10", "move fee of ฿1,500"],
    notes="1808 is blocked from 2026-10-16; the policy says moves between apartments are free.")
add(next(RN), S, APTS, Q,
    "Dear Ms. Raman, your stay in apartment 1808 has been extended to 29/10. Your original departure date was 15/10.",
    EV,
    [bad("has been extended to 29/10", "NOT_EXECUTED"), ok("Your original departure date was 15/10")],
    errors=["refused_call_effect"], excludes=["has been extended"],
    includes=["could not|couldn't|unable|not able|not possible|can't|cannot|unavailable|not available|reserved",
              "15/10|15 October"],
    notes="The extension call was denied (1808 reserved from 16/10).", repair=True)

# ---- S3 housekeeping and breakfast on a long stay -------------------------------------------------
S = "housekeeping"
Q = "How often is the apartment cleaned, and is breakfast included?"
NOW = "2026-10-20T15:00:00+07:00"
EV = [
    rec("get_reservation#SLR-7902", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "SLR-7902", "reservationStatus": "RESERVED",
            "guest": {"title": "Mr.", "givenName": "Tunde", "surname": "Adeyemi"},
            "additionalGuests": [{"title": "Mrs.", "givenName": "Bisi", "surname": "Adeyemi"}],
            "arrivalDate": "2026-11-01", "departureDate": "2026-11-29",
            "roomStay": {"roomType": "STUDIO_GARDEN", "roomTypeName": "Garden Studio",
                         "ratePlan": {"code": "LS28_RO", "description": "Long stay 28 nights, room only",
                                      "inclusions": ["HOUSEKEEPING_2X_WEEK", "LINEN_CHANGE_WEEKLY", "WIFI",
                                                     "GYM_POOL_ACCESS"]}},
            "currencyCode": "THB"}]}),
    pol("policy#housekeeping-long-stay",
        "Housekeeping on long-stay plans is scheduled on Mondays and Thursdays between 09:00 and 16:00. Bed linen is "
        "changed once a week and towels at each service. Extra cleaning can be booked at ฿600 per visit. Please hang "
        "the Do Not Disturb sign if you prefer to skip a visit.", "2026-02"),
    psg("kb#the-larder",
        "The Larder café (ground floor)\nBreakfast is served 06:30-10:30 at ฿350 per person.\nDaily-changing lunch "
        "set ฿280.", "kb:slr/dining"),
]
add(next(CN), S, APTS, Q,
    "Dear Mr. and Mrs. Adeyemi, your long-stay plan includes housekeeping twice a week, on Mondays and Thursdays "
    "between 09:00 and 16:00, with bed linen changed weekly and fresh towels at each visit. Breakfast is not part of "
    "your room-only plan, but The Larder café on the ground floor serves it from 06:30 to 10:30 at ฿350 per person.",
    EV,
    [ok("includes housekeeping twice a week"), ok("on Mondays and Thursdays between 09:00 and 16:00"),
     ok("bed linen changed weekly"), ok("fresh towels at each visit"),
     ok("Breakfast is not part of your room-only plan"), ok("from 06:30 to 10:30"), ok("at ฿350 per person")],
    includes=["twice a week", "฿350"],
    notes="ratePlan LS28_RO (room only) inclusions HOUSEKEEPING_2X_WEEK, LINEN_CHANGE_WEEKLY; housekeeping policy "
          "Mon/Thu 09:00-16:00, towels each service; Larder passage 06:30-10:30, ฿350.")
add(next(CN), S, APTS, Q,
    "- Cleaning: twice weekly (Mon & Thu)\n- Linen: changed once a week\n- Extra clean: ฿600 per visit\n- Breakfast: "
    "not included (café downstairs, ฿350 pp)\n- Also included: Wi-Fi, gym and pool",
    EV,
    [ok("twice weekly (Mon & Thu)"), ok("changed once a week"), ok("Extra clean: ฿600 per visit"),
     ok("Breakfast: not included"), ok("café downstairs, ฿350 pp"), ok("Wi-Fi, gym and pool")],
    includes=["twice weekly", "฿600"],
    notes="Inclusions list and housekeeping policy; Larder passage for breakfast price.")
add(next(CN), S, APTS, Q,
    "Dear Mr. and Mrs. Adeyemi, your apartment is cleaned twice a week, on Mondays and Thursdays, and linen is changed "
    "weekly. Daily breakfast for two at The Larder café is included in your long-stay rate.",
    EV,
    [ok("cleaned twice a week, on Mondays and Thursdays"), ok("linen is changed weekly"),
     either("is included in your long-stay rate", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
    errors=["unlisted_perk"], excludes=["is included in your long-stay rate"],
    notes="Rate plan LS28_RO is room only; breakfast is not among its inclusions (café charges ฿350 pp).")
add(next(CN), S, APTS, Q,
    "Dear Mr. and Mrs. Adeyemi, housekeeping is included three times a week, and linen is changed weekly. Breakfast is "
    "not included, but The Larder café serves it for ฿350 per person, and an extra cleaning visit can be booked for "
    "฿800.",
    EV,
    [bad("housekeeping is included three times a week", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     ok("linen is changed weekly"), ok("Breakfast is not included"), ok("serves it for ฿350 per person"),
     bad("can be booked for ฿800", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
    errors=["wrong_quantity", "wrong_amount"], excludes=["three times a week", "฿800"],
    notes="HOUSEKEEPING_2X_WEEK / policy Mondays and Thursdays; extra cleaning is ฿600 per visit.")
add(next(RN), S, APTS, Q,
    "Dear Mr. and Mrs. Adeyemi, housekeeping comes on Mondays and Thursdays, linen is changed weekly, and breakfast at "
    "The Larder café is included in your rate.",
    EV,
    [ok("housekeeping comes on Mondays and Thursdays"), ok("linen is changed weekly"),
     either("is included in your rate", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
    errors=["unlisted_perk"], excludes=["is included in your rate"],
    includes=["not included|isn't included|is not part|not part|room only|room-only|฿350",
              "Mondays and Thursdays|Monday and Thursday"],
    notes="LS28_RO is room only; breakfast costs ฿350 per person at The Larder.", repair=True)

# ---- S4 security deposit return (amounts in satang) -----------------------------------------------
S = "security-deposit"
Q = "When will I get my deposit back, and how much?"
NOW = "2026-10-02T14:20:00+07:00"
EV = [
    rec("get_reservation#SLR-7640", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "SLR-7640", "reservationStatus": "CHECKED_OUT",
            "guest": {"title": "Mr.", "givenName": "Tomasz", "surname": "Kowalski"},
            "arrivalDate": "2026-07-01", "departureDate": "2026-09-30",
            "roomStay": {"roomType": "1BR_EXEC", "unit": "1512", "ratePlanCode": "MONTHLY_LS"},
            "currencyCode": "THB"}]}),
    rec("get_deposit#DEP-7640", "tool:billing.get_security_deposit", {
        "depositId": "DEP-7640", "currency": "THB", "amountMinor": 3000000, "heldSince": "2026-07-01",
        "deductions": [
            {"code": "DAMAGE", "reason": "Broken wine glass set (6 pcs)", "amountMinor": 120000},
            {"code": "UTILITY", "reason": "Final electricity excess (Sep)", "amountMinor": 64000}],
        "refund": {"amountMinor": 2816000, "status": "SCHEDULED", "scheduledDate": "2026-10-14",
                   "method": "BANK_TRANSFER", "bankAccountLast4": "4471"}}),
    pol("policy#security-deposit",
        "The security deposit is returned within 14 days of check-out by bank transfer, less any charges for damage "
        "and unpaid utilities. An itemised statement of deductions is sent by email. Deposits are not returned in "
        "cash.", "2026-02"),
]
add(next(CN), S, APTS, Q,
    "Dear Mr. Kowalski, thank you for staying with us. From your ฿30,000 security deposit, ฿1,200 was deducted for the "
    "broken wine-glass set and ฿640 for September's excess electricity, leaving ฿28,160. This is scheduled to be sent "
    "by bank transfer on 14/10/2026, within 14 days of your check-out on 30/09.",
    EV,
    [na("thank you for staying with us"), ok("From your ฿30,000 security deposit"),
     ok("฿1,200 was deducted for the broken wine-glass set"), ok("฿640 for September's excess electricity"),
     ok("leaving ฿28,160"), ok("scheduled to be sent by bank transfer on 14/10/2026"),
     ok("within 14 days of your check-out on 30/09")],
    includes=["฿28,160", "14/10/2026"],
    notes="amountMinor 3000000 = ฿30,000; deductions 120000 and 64000 satang = ฿1,200 and ฿640; refund 2816000 = "
          "฿28,160 SCHEDULED 2026-10-14 by BANK_TRANSFER; departure 30/09.")
add(next(CN), S, APTS, Q,
    "Refund of ฿28,160 (deposit ฿30,000 less ฿1,840 in deductions) is scheduled for 14 October by bank transfer.",
    EV,
    [ok("Refund of ฿28,160"), ok("deposit ฿30,000 less ฿1,840 in deductions"),
     ok("scheduled for 14 October by bank transfer")],
    includes=["฿28,160", "14 October"],
    notes="1200 + 640 = 1840 in deductions; refund record amount, date and method.")
add(next(CN), S, APTS, Q,
    "Dear Mr. Kowalski, your deposit refund of ฿2,816,000 is scheduled for 14/10/2026 by bank transfer, after "
    "deductions for the wine glasses and September's electricity.",
    EV,
    [bad("deposit refund of ฿2,816,000", "AMOUNT_MISMATCH"), ok("scheduled for 14/10/2026 by bank transfer"),
     ok("deductions for the wine glasses and September's electricity")],
    errors=["unit_conversion"], excludes=["฿2,816,000"],
    notes="refund.amountMinor 2816000 is in satang: ฿28,160.")
add(next(CN), S, APTS, Q,
    "Dear Mr. Kowalski, we deducted ฿1,200 for the broken glassware and ฿640 for excess electricity from your ฿30,000 "
    "deposit, so ฿28,800 will be returned to you. The transfer was sent on 14/10.",
    EV,
    [ok("deducted ฿1,200 for the broken glassware"), ok("฿640 for excess electricity"),
     ok("from your ฿30,000 deposit"), bad("฿28,800 will be returned", "AMOUNT_MISMATCH"),
     bad("The transfer was sent on 14/10", "RECORD_STATE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_state"], excludes=["฿28,800", "transfer was sent"],
    notes="30000 - 1200 - 640 = 28160; the refund is SCHEDULED for 14/10, not yet sent (now is 02/10).")
add(next(RN), S, APTS, Q,
    "Dear Mr. Kowalski, after deducting ฿1,200 for the glass set and ฿640 for electricity, ฿28,160 of your deposit has "
    "been refunded to your card.",
    EV,
    [ok("after deducting ฿1,200 for the glass set and ฿640 for electricity"), ok("฿28,160 of your deposit"),
     bad("has been refunded", "RECORD_STATE_MISMATCH"), bad("to your card", "VALUE_MISMATCH")],
    errors=["wrong_state", "wrong_value"], excludes=["has been refunded to your card"],
    includes=["scheduled|will be|14/10|14 October|bank transfer", "฿28,160|28,160"],
    notes="Refund status SCHEDULED for 14/10/2026 by BANK_TRANSFER; not yet paid and not to a card.", repair=True)

# ---- S5 corporate stay totals, before and after tax ------------------------------------------------
S = "corporate-total"
Q = "For my company's expense approval, what's the total cost of my 7-night stay including all taxes, and the rate per night?"
NOW = "2026-11-20T10:00:00+07:00"
EV = [
    rec("get_reservation#SLR-7999", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "SLR-7999", "reservationStatus": "RESERVED",
            "guest": {"title": "Ms.", "givenName": "Hannah", "surname": "Becker"},
            "company": {"name": "Nordlicht Analytics GmbH", "profileId": "C-2210"},
            "arrivalDate": "2026-12-01", "departureDate": "2026-12-08",
            "roomStay": {"roomType": "1BR_EXEC", "roomTypeName": "Executive One-Bedroom", "ratePlanCode": "CORP_WEEKLY",
                         "rates": [{"date": f"2026-12-0{i}", "amountBeforeTax": "2800.00", "amountAfterTax": "3295.60"}
                                   for i in range(1, 8)],
                         "totals": {"amountBeforeTax": "19600.00", "serviceCharge": "1960.00", "vat": "1509.20",
                                    "amountAfterTax": "23069.20"},
                         "taxNote": "10% service charge, then 7% VAT"},
            "currencyCode": "THB"}]}),
    rec("get_quote#QT-5518", "tool:pms.get_quote", {
        "quoteId": "QT-5518", "quoteStatus": "SUPERSEDED", "createdAt": "2026-10-08T16:20:00+07:00",
        "company": "Nordlicht Analytics GmbH", "roomType": "1BR_EXEC", "ratePlanCode": "CORP_WEEKLY",
        "nightlyAmountBeforeTax": "2950.00", "nights": 7, "currencyCode": "THB"}),
    pol("policy#invoices",
        "All rates are quoted before a 10% service charge and 7% VAT unless stated otherwise. A full tax invoice in a "
        "company's name can be issued on request; please send the company's registered address and tax ID. Invoices "
        "are issued at check-out.", "2025-12"),
]
add(next(CN), S, APTS, Q,
    "Dear Ms. Becker, your seven nights in an Executive One-Bedroom from 01/12 to 08/12/2026 are at ฿2,800 per night "
    "before tax, or ฿3,295.60 including 10% service charge and 7% VAT. The total for the stay is ฿23,069.20 including "
    "all taxes.",
    EV,
    [ok("your seven nights"), ok("Executive One-Bedroom"), ok("from 01/12 to 08/12/2026"),
     ok("฿2,800 per night before tax"), ok("฿3,295.60 including 10% service charge and 7% VAT"),
     ok("total for the stay is ฿23,069.20 including all taxes")],
    includes=["฿23,069.20", "฿2,800"],
    notes="rates 2800.00 before / 3295.60 after tax x 7 nights; totals.amountAfterTax 23069.20; taxNote 10% service "
          "+ 7% VAT.")
add(next(CN), S, APTS, Q,
    "Dear Ms. Becker,\n\nHere is the breakdown for SLR-7999:\nRoom (7 × ฿2,800): ฿19,600.00\nService charge 10%: "
    "฿1,960.00\nVAT 7%: ฿1,509.20\nTotal: ฿23,069.20\n\nWe would be happy to issue a full tax invoice in your "
    "company's name.\n\nYours sincerely,\nReservations, Sathorn Lane Residences",
    EV,
    [ok("Room (7 × ฿2,800): ฿19,600.00"), ok("Service charge 10%: ฿1,960.00"), ok("VAT 7%: ฿1,509.20"),
     ok("Total: ฿23,069.20"), ok("issue a full tax invoice in your company's name")],
    includes=["฿23,069.20", "฿1,509.20"],
    notes="roomStay.totals gives each line; the invoice policy allows a tax invoice in a company's name.")
add(next(CN), S, APTS, Q,
    "Dear Ms. Becker, your seven-night stay from 01/12 to 08/12 comes to ฿19,600 including all taxes. The nightly rate "
    "before tax is ฿2,800.",
    EV,
    [ok("your seven-night stay from 01/12 to 08/12"), bad("comes to ฿19,600 including all taxes", "AMOUNT_MISMATCH"),
     ok("The nightly rate before tax is ฿2,800")],
    errors=["wrong_role"], excludes=["฿19,600 including all taxes"],
    notes="19600.00 is totals.amountBeforeTax; including service charge and VAT the total is 23069.20.")
add(next(CN), S, APTS, Q,
    "Dear Ms. Becker, your corporate weekly rate is ฿2,950 per night before tax, and the seven nights total ฿23,069.20 "
    "including service charge and VAT.",
    EV,
    [bad("your corporate weekly rate is ฿2,950 per night", "AMOUNT_MISMATCH"),
     ok("the seven nights total ฿23,069.20 including service charge and VAT")],
    errors=["stale_value"], excludes=["฿2,950"],
    notes="2950.00 is from superseded quote QT-5518; the reservation's nightly amountBeforeTax is 2800.00.")
add(next(RN), S, APTS, Q,
    "Dear Ms. Becker, your seven nights from 01/12 to 08/12/2026 come to ฿21,109.20 including service charge and VAT.",
    EV,
    [ok("your seven nights from 01/12 to 08/12/2026"), bad("come to ฿21,109.20", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["฿21,109.20"], includes=["฿23,069.20|23,069.20|23069.20", "01/12|1 December"],
    notes="19600 + 1960 + 1509.20 = 23069.20; 21109.20 leaves out the service charge.", repair=True)

# ============================================================================================
# Spa resort: Tamarind Cove Spa Resort, Koh Samui
# ============================================================================================
SPA = "spa resort"

# ---- R1 wellness package contents ----------------------------------------------------------------
S = "wellness-package"
Q = "What spa treatments come with our wellness package?"
NOW = "2027-02-10T13:00:00+07:00"
EV = [
    rec("get_reservation#TCR-31847", "tool:pms.get_reservation", {
        "reservations": [{
            "confirmationNumber": "TCR-31847", "reservationStatus": "RESERVED",
            "guest": {"title": "Ms.", "givenName": "Isabelle", "surname": "Laurent"},
            "arrivalDate": "2027-03-02", "departureDate": "2027-03-05",
            "roomStay": {"roomType": "POOL_VILLA_SEAVIEW", "ratePlanCode": "WELLNESS_3N",
                         "guestCounts": {"adults": 2, "children": 0}},
            "packages": [
                {"code": "BREAKFAST_DAILY", "description": "Breakfast at Saffron Terrace"},
                {"code": "MASSAGE_THAI_90", "description": "Traditional Thai massage", "duration": "PT90M",
                 "quantityPerAdult": 1},
                {"code": "SPA_CREDIT", "amount": "2000.00", "per": "STAY"},
                {"code": "YOGA_DAILY", "description": "Sunrise yoga class", "startTime": "07:00"}],
            "currencyCode": "THB"}]}),
    pol("policy#wellness-packages",
        "Wellness package credits are valid per stay and cannot be exchanged for cash. Treatments included in a "
        "package that are not used are not refunded. Spa credit can be used for any treatment or spa product, but not "
        "for food and beverage. Treatments should be booked at least 24 hours ahead to secure a preferred time.",
        "2026-10"),
]
add(next(CN), S, SPA, Q,
    "Dear Ms. Laurent, your Wellness package for the three nights from 02/03/2027 includes a 90-minute traditional Thai "
    "massage for each of you, a ฿2,000 spa credit for the stay, sunrise yoga at 07:00 each day and daily breakfast. "
    "The spa credit can be used on any treatment or spa product, though not on food and drink.",
    EV,
    [ok("three nights from 02/03/2027"), ok("90-minute traditional Thai massage for each of you"),
     ok("a ฿2,000 spa credit for the stay"), ok("sunrise yoga at 07:00 each day"), ok("and daily breakfast"),
     ok("used on any treatment or spa product"), ok("not on food and drink")],
    includes=["90-minute", "฿2,000"],
    notes="packages: MASSAGE_THAI_90 PT90M x1 per adult (2 adults), SPA_CREDIT 2000.00 per STAY, YOGA_DAILY 07:00, "
          "BREAKFAST_DAILY; policy: credit for treatments/products, not F&B.")
add(next(CN), S, SPA, Q,
    "Dear Ms. Laurent,\n• Thai massage, one and a half hours, one per adult (two in total)\n• ฿2,000 spa credit per "
    "stay\n• Daily sunrise yoga\nPlease note credits can't be exchanged for cash and unused treatments are not "
    "refunded.",
    EV,
    [ok("one and a half hours"), ok("one per adult (two in total)"), ok("฿2,000 spa credit per stay"),
     ok("Daily sunrise yoga"), ok("credits can't be exchanged for cash"), ok("unused treatments are not refunded")],
    includes=["one and a half hours", "฿2,000"],
    notes="PT90M is one and a half hours; quantityPerAdult 1 with 2 adults; policy on cash and unused treatments.")
add(next(CN), S, SPA, Q,
    "Dear Ms. Laurent, your package includes a 60-minute Thai massage for each of you and a ฿2,000 spa credit per "
    "night. Sunrise yoga at 07:00 is also included every day.",
    EV,
    [bad("a 60-minute Thai massage for each of you", "VALUE_MISMATCH"),
     bad("spa credit per night", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     ok("Sunrise yoga at 07:00 is also included every day")],
    errors=["wrong_period", "wrong_value"], excludes=["60-minute", "credit per night"],
    notes="Massage duration is PT90M (90 minutes); SPA_CREDIT is per STAY, not per night.")
add(next(CN), S, SPA, Q,
    "Dear Ms. Laurent, your Wellness package includes a 90-minute Thai massage each, a ฿2,000 spa credit and daily "
    "sunrise yoga, and as package guests you also enjoy a complimentary herbal steam session every afternoon.",
    EV,
    [ok("a 90-minute Thai massage each"), ok("a ฿2,000 spa credit"), ok("daily sunrise yoga"),
     either("complimentary herbal steam session every afternoon", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE",
            "NLI_NOT_ENTAILED")],
    errors=["unlisted_perk"], excludes=["complimentary herbal steam"],
    notes="The packages list has no steam session.")
add(next(RN), S, SPA, Q,
    "Dear Ms. Laurent, your package includes one 90-minute Thai massage per adult, daily sunrise yoga, and a ฿2,000 "
    "spa credit that may also be used in the restaurant.",
    EV,
    [ok("one 90-minute Thai massage per adult"), ok("daily sunrise yoga"), ok("a ฿2,000 spa credit"),
     bad("may also be used in the restaurant", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excludes=["also be used in the restaurant"],
    includes=["not for food|not on food|not be used for food|not in the restaurant|cannot be used|can't be used|"
              "treatment or spa product|treatments or spa products|treatments and spa products",
              "90-minute|90 minutes|90-min"],
    notes="Policy: spa credit is for treatments or spa products, not food and beverage.", repair=True)

# ---- R2 spa appointment time (epoch, shown in UTC too) --------------------------------------------
S = "spa-appointment"
Q = "What time is my hot stone massage tomorrow and how long is it?"
NOW = "2026-07-17T19:00:00+07:00"
EV = [
    rec("spa.get_appointments#TCR-32011", "tool:spa.get_appointments", {
        "confirmationNumber": "TCR-32011", "propertyTimeZone": "Asia/Bangkok",
        "appointments": [{
            "appointmentId": "SPA-55120", "status": "BOOKED",
            "guestName": "Rahul Menon", "treatmentCode": "AROMA_HOT_STONE",
            "treatmentName": "Aroma hot stone massage", "duration": "PT75M",
            "startEpoch": 1784359800, "startUtc": "2026-07-18T07:30:00Z",
            "therapist": "Khun Ploy", "room": "Sala 3", "priceAfterTax": "3900.00"}]}),
    rec("get_reservation#TCR-32011", "tool:pms.get_reservation", {
        "reservations": [{"confirmationNumber": "TCR-32011", "reservationStatus": "IN_HOUSE",
                          "arrivalDate": "2026-07-15", "departureDate": "2026-07-20",
                          "roomStay": {"roomType": "GARDEN_VILLA", "roomNumber": "G12"}}]}),
    pol("policy#spa-cancellation",
        "Spa treatments may be rescheduled or cancelled without charge up to 4 hours before the start time. Later "
        "cancellations and no-shows are charged 50% of the treatment price. Treatment prices include taxes.", "2026-04"),
    psg("kb#spa-arrival", "Please arrive at the spa 15 minutes before your treatment to enjoy our herbal tea ritual.\n"
                          "The spa is open daily 09:00-21:00.", "kb:tcr/spa"),
]
add(next(CN), S, SPA, Q,
    "Good evening Mr. Menon, your aroma hot stone massage is booked for tomorrow, 18/07, at 14:30 in Sala 3 with Khun "
    "Ploy, and lasts 75 minutes. We would suggest arriving 15 minutes early for the herbal tea ritual.",
    EV,
    [ok("booked for tomorrow, 18/07, at 14:30"), ok("in Sala 3 with Khun Ploy"), ok("lasts 75 minutes"),
     ok("arriving 15 minutes early for the herbal tea ritual")],
    includes=["14:30", "75 minutes"],
    notes="startEpoch 1784359800 = 2026-07-18 14:30 Asia/Bangkok (07:30Z); duration PT75M; room Sala 3, therapist "
          "Khun Ploy; KB asks for arrival 15 minutes early.")
add(next(CN), S, SPA, Q,
    "Tomorrow at 14:30, 1 hour 15 minutes, Sala 3.",
    EV,
    [ok("Tomorrow at 14:30"), ok("1 hour 15 minutes"), ok("Sala 3")],
    includes=["14:30", "1 hour 15 minutes"],
    notes="Local start 14:30 on 18/07 (now is 17/07); PT75M.")
add(next(CN), S, SPA, Q,
    "Dear Mr. Menon, a 75-minute aroma hot stone treatment has been reserved for you at 14:30 on Saturday 18 July. "
    "Should you need to change it, this can be done free of charge until 10:30 that morning, four hours before the "
    "start.",
    EV,
    [ok("a 75-minute aroma hot stone treatment has been reserved"), ok("at 14:30 on Saturday 18 July"),
     ok("free of charge until 10:30 that morning"), ok("four hours before the start")],
    includes=["14:30", "10:30"],
    notes="Status BOOKED; 18/07/2026 is a Saturday; policy allows free changes up to 4 hours before (10:30).")
add(next(CN), S, SPA, Q,
    "Good evening Mr. Menon, your hot stone massage is tomorrow at 07:30 in Sala 3 and lasts 75 minutes.",
    EV,
    [bad("tomorrow at 07:30", "VALUE_MISMATCH", "DATE_MISMATCH"), ok("in Sala 3"), ok("lasts 75 minutes")],
    errors=["unit_conversion"], excludes=["at 07:30"],
    notes="07:30 is the UTC time (startUtc); in Bangkok the treatment starts at 14:30.")
add(next(CN), S, SPA, Q,
    "Good evening Mr. Menon, your 75-minute hot stone massage starts at 14:30 tomorrow. If you need to cancel, please "
    "let us know at least 24 hours ahead, or the full treatment price of ฿3,900 will be charged.",
    EV,
    [ok("your 75-minute hot stone massage starts at 14:30 tomorrow"),
     bad("at least 24 hours ahead", "NLI_CONTRADICTION"),
     bad("the full treatment price of ฿3,900 will be charged", "NLI_CONTRADICTION")],
    errors=["wrong_period", "wrong_policy_condition"], excludes=["at least 24 hours ahead", "the full treatment price"],
    notes="Policy: free cancellation up to 4 hours before; later cancellations pay 50%, not the full ฿3,900.")
add(next(RN), S, SPA, Q,
    "Good evening Mr. Menon, your aroma hot stone massage is tomorrow at 14:30 in Sala 3 and runs for 45 minutes.",
    EV,
    [ok("tomorrow at 14:30 in Sala 3"), bad("runs for 45 minutes", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["45 minutes"],
    includes=["75 minutes|75-minute|75 min|1 hour 15|one hour and fifteen|an hour and a quarter|hour and 15",
              "14:30|2:30 PM|2:30 pm"],
    notes="duration PT75M.", repair=True)

# ---- R3 late cancellation charge for a spa treatment ------------------------------------------------
S = "spa-late-cancel"
Q = "I cancelled my 3pm massage today and now I see a charge of 1,750 on my bill. Why?"
NOW = "2026-06-22T17:10:00+07:00"
EV = [
    rec("spa.get_appointments#TCR-31990", "tool:spa.get_appointments", {
        "confirmationNumber": "TCR-31990", "propertyTimeZone": "Asia/Bangkok",
        "appointments": [
            {"appointmentId": "SPA-54870", "status": "CANCELLED_LATE", "treatmentName": "Balinese massage",
             "duration": "PT60M", "startEpoch": 1782115200, "cancelledEpoch": 1782106800,
             "priceAfterTax": "3500.00", "chargeAfterTax": "1750.00"},
            {"appointmentId": "SPA-54902", "status": "BOOKED", "treatmentName": "Marine glow facial",
             "duration": "PT60M", "startEpoch": 1782187200, "priceAfterTax": "2900.00"}]}),
    rec("get_folio#TCR-31990", "tool:pms.get_folio", {
        "confirmationNumber": "TCR-31990", "reservationStatus": "IN_HOUSE",
        "guest": {"title": "Mrs.", "givenName": "Olga", "surname": "Petrova"},
        "folios": [{"window": 1, "balance": "31240.00", "postings": [
            {"postingDate": "2026-06-22", "transactionCode": "5190", "description": "Spa late cancellation SPA-54870",
             "amount": "1750.00"}]}],
        "currencyCode": "THB"}),
    pol("policy#spa-cancellation",
        "Spa treatments may be rescheduled or cancelled without charge up to 4 hours before the start time. Later "
        "cancellations and no-shows are charged 50% of the treatment price. Treatment prices include taxes.", "2026-04"),
]
add(next(CN), S, SPA, Q,
    "Dear Mrs. Petrova, I'm sorry for the surprise. Your Balinese massage at 15:00 today was cancelled at 12:40, which "
    "is less than four hours before the start time, so under our spa policy 50% of the ฿3,500 treatment price, "
    "฿1,750, was posted to your room bill. Your facial tomorrow at 11:00 remains booked.",
    EV,
    [na("I'm sorry for the surprise"), ok("Balinese massage at 15:00 today"), ok("was cancelled at 12:40"),
     ok("less than four hours before the start time"), ok("50% of the ฿3,500 treatment price, ฿1,750"),
     ok("posted to your room bill"), ok("facial tomorrow at 11:00 remains booked")],
    includes=["฿1,750", "12:40"],
    notes="startEpoch 1782115200 = 22/06 15:00 and cancelledEpoch 1782106800 = 12:40 Bangkok (2h20m before); status "
          "CANCELLED_LATE, charge 1750.00 posted to folio; facial SPA-54902 BOOKED at 1782187200 = 23/06 11:00.")
add(next(CN), S, SPA, Q,
    "Dear Mrs. Petrova, treatments cancelled within four hours of their start are charged at half price; since "
    "today's 15:00 massage was cancelled at 12:40, ฿1,750 was added to your folio.",
    EV,
    [ok("treatments cancelled within four hours of their start are charged at half price"),
     ok("today's 15:00 massage was cancelled at 12:40"), ok("฿1,750 was added to your folio")],
    includes=["฿1,750", "half price"],
    notes="Policy 4 hours / 50%; epochs in Asia/Bangkok; folio posting 5190 1750.00.")
add(next(CN), S, SPA, Q,
    "Dear Mrs. Petrova, your 15:00 massage was cancelled at 12:40, about three and a half hours before it was due to "
    "begin, so the 50% late-cancellation charge of ฿1,750 was applied.",
    EV,
    [ok("your 15:00 massage was cancelled at 12:40"),
     bad("about three and a half hours before it was due to begin", "VALUE_MISMATCH"),
     ok("the 50% late-cancellation charge of ฿1,750 was applied")],
    errors=["wrong_arithmetic"], excludes=["three and a half hours"],
    notes="12:40 to 15:00 is 2 hours 20 minutes.")
add(next(CN), S, SPA, Q,
    "Dear Mrs. Petrova, our policy allows free cancellation up to 2 hours before a treatment. As a gesture, I have "
    "removed the ฿1,750 charge from your bill.",
    EV,
    [bad("free cancellation up to 2 hours before a treatment", "NLI_CONTRADICTION"),
     either("I have removed the ฿1,750 charge from your bill", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_policy_condition", "invented_fact"], excludes=["up to 2 hours before", "I have removed the"],
    notes="Policy: free up to 4 hours before; the folio still carries the 1750.00 posting and no reversal exists.")
add(next(RN), S, SPA, Q,
    "Dear Mrs. Petrova, your 15:00 massage was cancelled at 12:40, under four hours before the start, so half of the "
    "฿3,500 price, ฿1,750, was charged; your facial tomorrow at 10:00 is still booked.",
    EV,
    [ok("your 15:00 massage was cancelled at 12:40"), ok("under four hours before the start"),
     ok("half of the ฿3,500 price, ฿1,750, was charged"), bad("your facial tomorrow at 10:00", "VALUE_MISMATCH")],
    errors=["wrong_time"], excludes=["at 10:00"], includes=["11:00|11 AM|11:00 AM|11am", "฿1,750|1,750"],
    notes="SPA-54902 startEpoch 1782187200 = 23/06/2026 11:00 Bangkok.", repair=True)

# ---- R4 complimentary upgrade condition ------------------------------------------------------------
S = "villa-upgrade"
Q = "Will I get the free villa upgrade on my August stay?"
NOW = "2026-08-01T11:00:00+07:00"
EV = [
    rec("pms.reservations#mendes", "tool:pms.search_reservations", {
        "profileId": "P-0120455", "guest": {"title": "Mr.", "givenName": "Carlos", "surname": "Mendes"},
        "loyalty": {"programme": "COVE_CIRCLE", "tier": "SILVER"},
        "reservations": [
            {"confirmationNumber": "TCR-32105", "reservationStatus": "RESERVED", "bookingChannel": "DIRECT_WEB",
             "arrivalDate": "2026-08-20", "departureDate": "2026-08-24",
             "roomStay": {"roomType": "GARDEN_VILLA", "roomTypeName": "Garden Villa", "ratePlanCode": "BAR_BB"}},
            {"confirmationNumber": "TCR-29877", "reservationStatus": "CHECKED_OUT", "bookingChannel": "DIRECT_WEB",
             "arrivalDate": "2025-11-03", "departureDate": "2025-11-09",
             "roomStay": {"roomType": "GARDEN_VILLA", "upgradedTo": "POOL_VILLA", "upgradeReason": "DIRECT_5N_PLUS"}}]}),
    pol("policy#direct-upgrade",
        "Guests booking directly for five nights or more receive a complimentary upgrade to the next villa category, "
        "subject to availability at check-in. Cove Circle Gold members receive the upgrade on any direct stay. "
        "Upgrades are confirmed at check-in and cannot be guaranteed in advance.", "2026-01"),
]
add(next(CN), S, SPA, Q,
    "Dear Mr. Mendes, thank you for booking directly with us. The complimentary upgrade applies to direct stays of five "
    "nights or more, or to any direct stay for Gold members; your stay from 20/08 to 24/08 is four nights and your "
    "membership is Silver, so it does not qualify this time. We look forward to welcoming you to your Garden Villa.",
    EV,
    [ok("thank you for booking directly with us"), ok("applies to direct stays of five nights or more"),
     ok("or to any direct stay for Gold members"), ok("from 20/08 to 24/08 is four nights"),
     ok("your membership is Silver"), ok("it does not qualify this time"),
     ok("welcoming you to your Garden Villa")],
    includes=["four nights", "Silver"],
    notes="TCR-32105 DIRECT_WEB, 20/08-24/08 (4 nights), tier SILVER; policy: 5+ nights or Gold.")
add(next(CN), S, SPA, Q,
    "Not this time, I'm afraid: the free upgrade needs a direct booking of at least 5 nights (or Gold status), and "
    "TCR-32105 is 4 nights at Silver.",
    EV,
    [ok("the free upgrade needs a direct booking of at least 5 nights (or Gold status)"),
     ok("TCR-32105 is 4 nights at Silver")],
    includes=["5 nights", "TCR-32105"],
    notes="Policy conditions; reservation nights and loyalty tier.")
add(next(CN), S, SPA, Q,
    "Dear Mr. Mendes, as you booked directly with us, your four-night stay qualifies for a complimentary upgrade to the "
    "next villa category, subject to availability at check-in.",
    EV,
    [ok("as you booked directly with us"), ok("your four-night stay"),
     bad("qualifies for a complimentary upgrade", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["condition_unmet"], excludes=["qualifies for a complimentary upgrade"],
    notes="The upgrade needs five nights or Gold tier; TCR-32105 is four nights and the guest is Silver.")
add(next(CN), S, SPA, Q,
    "Dear Mr. Mendes, welcome back! Your August stay has been upgraded to a Pool Villa, as on your last visit, and this "
    "upgrade is guaranteed.",
    EV,
    [na("welcome back"), bad("has been upgraded to a Pool Villa", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
     ok("as on your last visit"), bad("this upgrade is guaranteed", "NLI_CONTRADICTION")],
    errors=["other_record_value", "wrong_policy_condition"], excludes=["upgraded to a Pool Villa", "is guaranteed"],
    notes="upgradedTo POOL_VILLA belongs to the 2025 stay TCR-29877; TCR-32105 is a Garden Villa; the policy says "
          "upgrades cannot be guaranteed in advance.")
add(next(RN), S, SPA, Q,
    "Dear Mr. Mendes, your stay from 20/08 to 25/08 is four nights as a Silver member, so the complimentary upgrade, "
    "which needs five nights or Gold status, does not apply.",
    EV,
    [bad("from 20/08 to 25/08", "DATE_MISMATCH"), ok("is four nights as a Silver member"),
     ok("which needs five nights or Gold status"), ok("does not apply")],
    errors=["wrong_date"], excludes=["25/08"], includes=["24/08|24 August|24 Aug", "five nights|5 nights"],
    notes="departureDate 2026-08-24.", repair=True)

# ============================================================================================
if __name__ == "__main__":
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for line in CASES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for line in REPAIRS:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    from collections import Counter
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases={len(CASES)} correct={correct} wrong={len(CASES) - correct} repair={len(REPAIRS)}")
    ec = Counter(e for c in CASES for e in c["meta"]["errors"])
    rc = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print("cases errors:", dict(sorted(ec.items())))
    print("repair errors:", dict(sorted(rc.items())))
    subtle = {"unit_conversion", "wrong_arithmetic", "other_record_value", "wrong_role", "condition_unmet",
              "unrecorded_extra", "unlisted_perk", "stale_value", "wrong_state", "wrong_policy_condition"}
    print("subtle share (cases):", sum(v for k, v in ec.items() if k in subtle), "/", sum(ec.values()))
    print("domains:", dict(Counter(c["meta"]["domain"] for c in CASES)))
