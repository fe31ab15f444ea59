"""Writer w102: builds cases.jsonl and repair.jsonl from hand-written bundles.

Every record, policy, passage and draft below is written by hand; the helpers only
encode values the way an Avro JSON encoder would (unions wrapped by type, timestamp-millis,
date as days since epoch) and check probe spans.
"""
import datetime
import json
import re
import sys
import zoneinfo
from pathlib import Path

AMS = zoneinfo.ZoneInfo("Europe/Amsterdam")
HERE = Path(__file__).resolve().parent
WRITER = "w102"
API = ("Apache Avro records in the JSON encoding: nullable unions wrapped by type ({\"string\": ...}, "
       "{\"long\": ...}), SCREAMING_CASE enums, timestamp-millis longs, date as days since epoch, "
       "money as {amount_cents: {long}, currency}, schema_version, lease amendments[]")


# ---------------------------------------------------------------- value encoders
def ms(s):
    """local Europe/Amsterdam 'YYYY-MM-DD HH:MM' -> epoch millis"""
    if len(s) == 10:
        s += " 00:00"
    dt = datetime.datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=AMS)
    return int(dt.timestamp() * 1000)


def days(s):
    return (datetime.date.fromisoformat(s) - datetime.date(1970, 1, 1)).days


def L(x):
    return {"long": x}


def Str(x):
    return {"string": x}


def Int(x):
    return {"int": x}


def Bool(x):
    return {"boolean": x}


def eur(cents, cur="EUR"):
    return {"amount_cents": {"long": cents}, "currency": cur}


def rec(id_, source, fields):
    return {"id": id_, "kind": "record", "source": source, "fields": fields}


def pol(id_, revision, text):
    return {"id": id_, "kind": "policy", "revision": revision, "text": text}


def psg(id_, source, text):
    return {"id": id_, "kind": "passage", "source": source, "text": text}


def refused(id_, tool, decision, args):
    return {"id": id_, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


# ---------------------------------------------------------------- probe helpers
def sup(c):
    return {"contains": c, "verdict_in": ["supported"]}


def na(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def con(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def ins(c, *reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def either(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


AM, DM, IM, SM, VM = "AMOUNT_MISMATCH", "DATE_MISMATCH", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"
NE, NC, NP, CW = "NOT_EXECUTED", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE"
NNE = "NLI_NOT_ENTAILED"


def ok(draft, probes, includes, notes):
    return {"kind": "ok", "draft": draft, "probes": probes, "includes": includes, "notes": notes}


def bad(tag, draft, probes, excludes, errors, notes):
    return {"kind": "bad", "tag": tag, "draft": draft, "probes": probes, "excludes": excludes,
            "errors": errors, "notes": notes}


def fix(draft, probes, excludes, includes, errors, notes):
    return {"kind": "fix", "draft": draft, "probes": probes, "excludes": excludes, "includes": includes,
            "errors": errors, "notes": notes}


BUNDLES = []


def bundle(scenario, domain, now, question, evidence, replies):
    BUNDLES.append(dict(scenario=scenario, domain=domain, now=now, question=question,
                        evidence=evidence, replies=replies))


EBIKE, CARGO, FIT, C2W, VELO, PARK = ("e-bike leasing", "cargo-bike subscriptions", "bike-fitting studio",
                                      "cycle-to-work scheme", "velodrome track sessions", "bike-park lift passes")

# =================================================================== B01 lease indexation
bundle(
    "lease-indexation", EBIKE, "2026-03-20T10:15:00+01:00",
    "I got a letter that my lease rate changes again. What do I pay from April, and does my contract get longer?",
    [
        rec("get_lease_contract#LC-20931", "tool:get_lease_contract", {
            "schema_version": "4.1.0",
            "contract_id": "LC-20931",
            "customer": {"customer_ref": "CU-558102", "first_name": "Sanne", "last_name": Str("de Wit")},
            "status": "ACTIVE",
            "zone_id": "Europe/Amsterdam",
            "bike": {"model": "Veloq Urban E7", "frame_no": "VQ7-88213-NL", "battery_wh": Int(625)},
            "start_date_ms": ms("2025-09-01"),
            "end_date_ms": L(ms("2028-08-31 23:59")),
            "term_months": 36,
            "base_monthly_rate": eur(8900),
            "amendments": [
                {"amendment_id": "AM-1", "reason": "INSURANCE_UPGRADE",
                 "effective_from_ms": ms("2026-01-01"), "effective_until_ms": L(ms("2026-03-31 23:59")),
                 "monthly_rate": eur(9450), "status": "IN_EFFECT"},
                {"amendment_id": "AM-2", "reason": "INDEXATION",
                 "effective_from_ms": ms("2026-04-01"), "effective_until_ms": None,
                 "monthly_rate": eur(9720), "status": "SCHEDULED"},
            ],
            "notifications": [{"type": "RATE_CHANGE_NOTICE", "sent_ms": ms("2026-02-27 09:00"), "channel": "EMAIL"}],
        }),
        rec("list_contracts#CU-558102", "tool:list_contracts", {
            "schema_version": "4.1.0",
            "customer_ref": "CU-558102",
            "contracts": [
                {"contract_id": "LC-20931", "status": "ACTIVE", "bike_model": Str("Veloq Urban E7")},
                {"contract_id": "LC-19877", "status": "ENDED", "bike_model": Str("Veloq City E3"),
                 "last_monthly_rate": eur(7400), "ended_ms": L(ms("2025-08-31 23:59"))},
            ],
        }),
        pol("lease-terms#indexation", "2026-01",
            "Stroomfiets Lease reviews lease rates once a year. The new rate follows the CBS consumer price index "
            "for the previous year and is capped at 4%. We announce an indexed rate at least 30 days before it "
            "applies. Indexation never changes the length of your contract. Ending a lease early costs three "
            "monthly rates at the rate that applies on the end date."),
    ],
    [
        ok("Hi Sanne, from 1 April 2026 you pay €97.20 a month. That's the yearly indexation on contract LC-20931. "
           "Until then it stays €94.50. Your end date doesn't move: the lease still ends on 31 August 2028.",
           [sup("from 1 April 2026 you pay €97.20 a month"), sup("yearly indexation"), sup("it stays €94.50"),
            sup("Your end date doesn't move"), sup("ends on 31 August 2028")],
           ["€97.20", "1 April 2026"],
           "AM-2 (INDEXATION) sets 9720 cents from 1 April; AM-1 (9450) is in effect until 31 March; end_date_ms is 31-08-2028 and the policy says indexation never changes the length."),
        ok("Your lease LC-20931 after indexation:\n- new monthly rate: € 97,20\n- applies from: 01-04-2026\n"
           "- current rate until 31-03-2026: € 94,50\nIndexation is capped at 4% and never extends your contract.",
           [sup("Your lease LC-20931 after indexation"), sup("new monthly rate: € 97,20"), sup("applies from: 01-04-2026"), sup("€ 94,50"), sup("capped at 4%"),
            sup("never extends your contract")],
           ["97,20", "01-04-2026"],
           "Amendments AM-2 (9720 from 1 April) and AM-1 (9450 until 31 March); cap and length from the indexation policy."),
        ok("From 1 April: €97.20 per month. Same end date, 31-08-2028.",
           [sup("From 1 April: €97.20 per month"), sup("Same end date, 31-08-2028")],
           ["€97.20", "31-08-2028"],
           "AM-2 monthly_rate 9720 from 1 April; end_date_ms 31-08-2028 unchanged."),
        bad("stale-value",
            "Hi Sanne, from 1 April 2026 you pay €94.50 a month. That's the yearly indexation on contract LC-20931. "
            "Your end date doesn't move: the lease still ends on 31 August 2028.",
            [con("you pay €94.50 a month", AM), sup("yearly indexation"), sup("Your end date doesn't move"),
             sup("ends on 31 August 2028")],
            ["€94.50"], ["stale_value"],
            "€94.50 is AM-1, which ends 31 March; from 1 April AM-2 sets 9720 cents (€97.20)."),
        bad("wrong-policy",
            "Your rate on LC-20931 goes to €97.20 from 1 April 2026. Indexation follows the CPI and is capped at 5%. "
            "If you'd rather stop, ending early costs two monthly rates.",
            [sup("goes to €97.20 from 1 April 2026"), sup("follows the CPI"), con("capped at 5%", NC, VM),
             con("ending early costs two monthly rates", NC, VM)],
            ["capped at 5%", "two monthly rates"], ["wrong_policy_condition", "wrong_policy_condition"],
            "The indexation policy caps at 4% and charges three monthly rates for ending early."),
        fix("Hi Sanne, your rate is currently €89.00 and goes to €97.20 on 1 April 2026. The lease still ends on 31 August 2028.",
            [con("currently €89.00", AM), sup("goes to €97.20 on 1 April 2026"), sup("ends on 31 August 2028")],
            ["€89.00"], ["€94.50|94.50|94,50", "€97.20|97.20|97,20"], ["stale_value"],
            "€89.00 is the base rate, replaced by AM-1 (9450 cents) from 1 January; AM-2 gives 9720 from 1 April."),
    ])

# =================================================================== B02 lease buyout, escalated
bundle(
    "lease-buyout", EBIKE, "2026-05-12T14:05:00+02:00",
    "I want to buy my lease bike now instead of finishing the lease. What does it cost and can you arrange it?",
    [
        rec("get_lease_contract#LC-31177", "tool:get_lease_contract", {
            "schema_version": "4.1.0",
            "contract_id": "LC-31177",
            "customer": {"customer_ref": "CU-602214", "first_name": "Joost", "last_name": Str("Verhoef")},
            "status": "ACTIVE",
            "bike": {"model": "Kade Trekking E5", "frame_no": "KD5-40917-NL", "battery_wh": Int(500)},
            "start_date_ms": ms("2024-06-01"),
            "term_months": 36,
            "base_monthly_rate": eur(7650),
            "amendments": [],
            "early_termination": {"allowed": True, "notice_days": Int(30)},
        }),
        rec("get_buyout_quotes#LC-31177", "tool:get_buyout_quotes", {
            "schema_version": "2.0.3",
            "contract_id": "LC-31177",
            "quotes": [
                {"quote_id": "QT-4410", "created_ms": ms("2026-03-02 09:12"), "valid_until_ms": ms("2026-04-01 23:59"),
                 "status": "EXPIRED", "price": eur(124500), "includes_battery_check": Bool(False)},
                {"quote_id": "QT-4528", "created_ms": ms("2026-05-11 16:40"), "valid_until_ms": ms("2026-06-10 23:59"),
                 "status": "OPEN", "price": eur(118250), "includes_battery_check": Bool(True)},
            ],
        }),
        refused("request_early_buyout#call-1", "request_early_buyout", "ESCALATE",
                {"contract_id": "LC-31177", "quote_id": "QT-4528"}),
        pol("lease-terms#buyout", "2026-01",
            "You can buy your leased e-bike before the term ends. A buyout quote is valid for 30 days from the day "
            "it is made. Buyouts over €1,000 are reviewed by our credit team before they are confirmed; this takes "
            "up to 5 working days. After the buyout is confirmed, the monthly payments stop from the next month."),
    ],
    [
        ok("Hi Joost, your buyout quote QT-4528 is €1,182.50. It's valid until 10 June 2026. I've sent your buyout "
           "request to our credit team for review. That's standard for buyouts over €1,000 and takes up to 5 working days.",
           [sup("QT-4528 is €1,182.50"), sup("valid until 10 June 2026"), sup("sent your buyout request to our credit team"),
            sup("standard for buyouts over €1,000"), sup("up to 5 working days")],
           ["€1,182.50", "10 June 2026"],
           "Open quote QT-4528: 118250 cents, valid_until 10-06-2026; the buyout call was ESCALATED; policy gives credit review over €1,000 in up to 5 working days."),
        ok("Dear Mr Verhoef,\n\nThe current buyout price for your Kade Trekking E5 is € 1.182,50 (quote QT-4528, valid "
           "through 10-06-2026). Your request could not be confirmed right away; it has been escalated to our credit "
           "team. Once the buyout is confirmed, your monthly payments stop from the next month.\n\nKind regards,\nStroomfiets Lease",
           [sup("€ 1.182,50"), sup("valid through 10-06-2026"), sup("could not be confirmed right away"),
            sup("escalated to our credit team"), sup("monthly payments stop from the next month"), na("Kind regards")],
           ["1.182,50", "QT-4528"],
           "QT-4528 price and validity; request_early_buyout was ESCALATE; payments stopping after confirmation is in the buyout policy."),
        bad("refused-and-stale",
            "Hi Joost, I've confirmed your buyout of the Kade Trekking E5. The price is €1,245.00 (quote QT-4410).",
            [con("I've confirmed your buyout", NE), con("The price is €1,245.00", AM, VM)],
            ["I've confirmed your buyout", "€1,245.00"], ["refused_call_effect", "stale_value"],
            "request_early_buyout was ESCALATE, not done; €1,245.00 is the EXPIRED quote QT-4410, the open one is QT-4528 at 118250 cents."),
        bad("wrong-period",
            "Your quote QT-4528 is €1,182.50. Quotes are valid for 60 days. Our credit team is reviewing the request, "
            "which takes up to 5 working days.",
            [sup("QT-4528 is €1,182.50"), con("valid for 60 days", NC, VM), sup("credit team is reviewing the request"),
             sup("up to 5 working days")],
            ["valid for 60 days"], ["wrong_period"],
            "The buyout policy makes a quote valid for 30 days; the rest matches QT-4528 and the ESCALATE decision."),
        fix("Hi Joost, your buyout quote QT-4528 is €1,182.50 and it's valid until 1 April 2026. I've sent the request to our credit team.",
            [sup("QT-4528 is €1,182.50"), con("valid until 1 April 2026", DM), sup("sent the request to our credit team")],
            ["1 April 2026"], ["10 June|10-06|10/06|June 10", "€1,182.50|1.182,50|1,182.50|1182.50"], ["stale_value"],
            "1 April is the valid_until of expired QT-4410; QT-4528 is valid until 10-06-2026."),
    ])

# =================================================================== B03 lease service appointment
bundle(
    "lease-service", EBIKE, "2026-06-16T11:20:00+02:00",
    "When is my bike's yearly service again, and do I get a bike while mine is in?",
    [
        rec("get_service_bookings#LC-40562", "tool:get_service_bookings", {
            "schema_version": "3.0.1",
            "contract_id": "LC-40562",
            "customer": {"first_name": "Fatima", "last_name": Str("El Amrani")},
            "bookings": [
                {"booking_id": "SB-76002", "service_type": "ANNUAL_SERVICE", "status": "CANCELLED",
                 "slot_start_ms": ms("2026-06-25 10:00"), "estimated_duration": Str("PT1H30M"),
                 "workshop": {"name": "Werkplaats Oost", "address": "Linnaeusstraat 88, Amsterdam"}},
                {"booking_id": "SB-77120", "service_type": "ANNUAL_SERVICE", "status": "CONFIRMED",
                 "slot_start_ms": ms("2026-06-18 08:30"), "estimated_duration": Str("PT1H30M"),
                 "workshop": {"name": "Werkplaats Oost", "address": "Linnaeusstraat 88, Amsterdam"},
                 "covered_by_lease": True, "loan_bike": Bool(False), "created_ms": ms("2026-06-12 19:02")},
            ],
        }),
        rec("get_lease_contract#LC-40562", "tool:get_lease_contract", {
            "schema_version": "4.1.0",
            "contract_id": "LC-40562",
            "status": "ACTIVE",
            "included_services": ["ANNUAL_SERVICE", "TYRE_REPLACEMENT", "THEFT_INSURANCE"],
            "base_monthly_rate": eur(8250),
            "amendments": [],
        }),
        pol("lease-terms#service", "2025-11",
            "The annual service is included in every lease. Parts that wear out through normal use are replaced free "
            "of charge during the service. Damage from a fall or accident is not covered and is charged at €55 per "
            "hour of labour. Please bring your bike no more than 10 minutes after your slot starts, or we may need to rebook."),
    ],
    [
        ok("Hi Fatima, your annual service is booked for Thursday 18 June at 08:30 at Werkplaats Oost, Linnaeusstraat 88. "
           "Plan on about an hour and a half. The service is covered by your lease.",
           [sup("Thursday 18 June at 08:30"), sup("Werkplaats Oost, Linnaeusstraat 88"), sup("about an hour and a half"),
            sup("covered by your lease")],
           ["18 June", "08:30"],
           "SB-77120 (CONFIRMED): slot 18-06-2026 08:30 Amsterdam, PT1H30M, covered_by_lease true."),
        ok("Booking SB-77120 is confirmed: Thu 18-06-2026, 08:30. Location: Werkplaats Oost. It takes roughly 90 minutes. "
           "Worn parts are replaced for free during the service.",
           [sup("Booking SB-77120 is confirmed"), sup("Thu 18-06-2026, 08:30"), sup("Werkplaats Oost"),
            sup("roughly 90 minutes"), sup("Worn parts are replaced for free")],
           ["SB-77120", "08:30"],
           "SB-77120 fields; free replacement of worn parts is in the service policy."),
        bad("utc-and-loan-bike",
            "Hi Fatima, your annual service is on Thursday 18 June at 06:30 at Werkplaats Oost. A loan bike is included "
            "in your lease while we work on yours.",
            [con("Thursday 18 June at 06:30", DM, VM), sup("Werkplaats Oost"),
             either("A loan bike is included", VM, SM, CW)],
            ["at 06:30", "loan bike is included"], ["unit_conversion", "unlisted_perk"],
            "06:30 is the slot in UTC; in Amsterdam (CEST) it is 08:30. loan_bike is false and included_services has no loan bike."),
        bad("cancelled-slot",
            "Hi Fatima, your annual service is on Thursday 25 June at 10:00 at Werkplaats Oost. It's covered by your "
            "lease, and so is any damage from a fall.",
            [con("Thursday 25 June at 10:00", DM), sup("Werkplaats Oost"), sup("covered by your lease"),
             con("so is any damage from a fall", NC)],
            ["25 June at 10:00", "any damage from a fall"], ["other_record_value", "wrong_policy_condition"],
            "25 June 10:00 is the CANCELLED booking SB-76002; the live one is SB-77120 on 18 June 08:30. Fall damage is not covered per policy."),
        fix("Hi Fatima, your annual service is booked for Thursday 18 June at 08:30 at Werkplaats Oost. Please arrive "
            "no later than 20 minutes after your slot starts.",
            [sup("Thursday 18 June at 08:30"), sup("Werkplaats Oost"), con("no later than 20 minutes", NC, VM)],
            ["20 minutes"], ["10 minutes|ten minutes|08:40|8:40", "08:30|8:30"], ["wrong_policy_condition"],
            "The service policy allows at most 10 minutes after the slot starts."),
    ])

# =================================================================== B04 lease theft claim
bundle(
    "lease-theft", EBIKE, "2026-02-09T09:40:00+01:00",
    "My lease bike was stolen on Saturday. I reported it. When do I get a new one?",
    [
        rec("get_theft_claim#TC-5512", "tool:get_theft_claim", {
            "schema_version": "1.3.0",
            "claim_id": "TC-5512",
            "contract_id": "LC-27305",
            "customer": {"first_name": "Pieter", "last_name": Str("Bos")},
            "status": "AWAITING_POLICE_REPORT",
            "reported_ms": ms("2026-02-07 18:22"),
            "report_deadline_ms": ms("2026-02-14 23:59"),
            "lock_verified": Bool(True),
            "police_report_received": False,
            "excess": eur(15000),
            "replacement_bike": None,
        }),
        refused("order_replacement_bike#call-3", "order_replacement_bike", "DENY", {"claim_id": "TC-5512"}),
        pol("lease-terms#theft", "2025-11",
            "Theft is covered when the bike was locked with the approved ART-2 lock. Upload the police report "
            "(proces-verbaal) within 7 days of reporting the theft. The own risk per theft claim is €150. A replacement "
            "bike is delivered within 10 working days after the claim is approved."),
    ],
    [
        ok("Hi Pieter, we've registered the theft under claim TC-5512. We still need the police report. Please upload "
           "it by 14 February. Your own risk is €150.",
           [sup("registered the theft under claim TC-5512"), sup("still need the police report"), sup("by 14 February"),
            sup("own risk is €150")],
           ["TC-5512", "14 February"],
           "TC-5512 status AWAITING_POLICE_REPORT, report_deadline 14-02-2026, excess 15000 cents."),
        ok("Claim TC-5512 is open and waiting for your police report (deadline 14-02-2026). Once the claim is approved, "
           "a replacement bike arrives within 10 working days. I can't order the replacement yet.",
           [sup("waiting for your police report"), sup("deadline 14-02-2026"), sup("within 10 working days"),
            sup("can't order the replacement yet")],
           ["14-02-2026"],
           "Status and deadline from TC-5512; delivery window from the theft policy; order_replacement_bike was DENY."),
        bad("refused-and-amount",
            "Hi Pieter, claim TC-5512 is registered. I've ordered your replacement bike. The own risk is €250.",
            [sup("claim TC-5512 is registered"), con("I've ordered your replacement bike", NE), con("own risk is €250", AM, NC)],
            ["I've ordered your replacement", "€250"], ["refused_call_effect", "wrong_amount"],
            "order_replacement_bike was DENY; excess is 15000 cents (€150)."),
        bad("state-in-words",
            "Hi Pieter, your claim TC-5512 is with the insurer for assessment. Your own risk is €150.",
            [con("with the insurer for assessment", SM), sup("own risk is €150")],
            ["with the insurer for assessment"], ["wrong_state"],
            "Status is AWAITING_POLICE_REPORT: it waits for the customer's report, not on an assessment."),
        fix("Hi Pieter, claim TC-5512 is open. Please upload the police report within 14 days, so by 21 February. "
            "Your own risk is €150.",
            [sup("claim TC-5512 is open"), con("within 14 days", NC, VM), con("by 21 February", DM), sup("own risk is €150")],
            ["within 14 days", "21 February"], ["7 days|seven days|14 February|14-02|14 Feb", "€150"],
            ["wrong_period", "wrong_date"],
            "Policy: report within 7 days; report_deadline_ms is 14-02-2026."),
    ])

# =================================================================== B05 lease end, deposit
bundle(
    "lease-end-deposit", EBIKE, "2026-08-03T10:00:00+02:00",
    "I returned my lease bike last week. How much of my deposit do I get back and when?",
    [
        rec("get_lease_contract#LC-12840", "tool:get_lease_contract", {
            "schema_version": "4.1.0",
            "contract_id": "LC-12840",
            "customer": {"first_name": "Lotte", "last_name": Str("Kramer")},
            "status": "ENDED",
            "end_date_ms": L(ms("2026-07-31 23:59")),
            "deposit": eur(25000),
            "return_booking": {"slot_ms": ms("2026-07-29 16:00"), "location": "Stroomfiets Hub Utrecht, Cartesiusweg 12"},
        }),
        rec("get_return_inspection#INS-3310", "tool:get_return_inspection", {
            "schema_version": "1.1.0",
            "inspection_id": "INS-3310",
            "contract_id": "LC-12840",
            "inspected_ms": ms("2026-07-30 11:05"),
            "findings": [
                {"code": "SADDLE_TEAR", "beyond_normal_wear": True, "charge": eur(3500)},
                {"code": "REAR_LIGHT_MISSING", "beyond_normal_wear": True, "charge": eur(1895)},
                {"code": "TYRE_WEAR", "beyond_normal_wear": False, "charge": eur(0)},
            ],
            "deposit_refund": {"status": "PENDING", "refund_due_date": Int(days("2026-08-13")), "iban_last4": Str("4410")},
        }),
        pol("lease-terms#end-of-lease", "2025-11",
            "At the end of the lease we inspect the bike. Normal wear is not charged. Damage beyond normal wear and "
            "missing parts are charged at the listed repair price and deducted from your deposit. We refund the "
            "remaining deposit within 10 working days after the inspection."),
    ],
    [
        ok("Hi Lotte, the inspection found two items: a torn saddle (€35.00) and a missing rear light (€18.95). That's "
           "€53.95 in total, taken from your €250 deposit. You get €196.05 back by 13 August.",
           [sup("torn saddle (€35.00)"), sup("missing rear light (€18.95)"), sup("€53.95 in total"), sup("€250 deposit"),
            sup("€196.05 back"), sup("by 13 August")],
           ["€196.05", "13 August"],
           "INS-3310 charges 3500 + 1895 = 5395 cents; deposit 25000; refund_due_date (days since epoch) is 13-08-2026."),
        ok("Deposit refund: € 196,05. Deductions: saddle tear € 35,00, rear light missing € 18,95. Expected on "
           "13-08-2026 at the latest.",
           [sup("Deposit refund: € 196,05"), sup("saddle tear € 35,00"), sup("rear light missing € 18,95"),
            sup("13-08-2026")],
           ["196,05"],
           "25000 - 3500 - 1895 = 19605 cents; refund_due_date 13-08-2026."),
        ok("Hi Lotte, normal wear isn't charged, only the saddle tear and the missing rear light. After those deductions, "
           "€196.05 of your deposit comes back to you.",
           [sup("normal wear isn't charged"), sup("only the saddle tear and the missing rear light"), sup("€196.05")],
           ["€196.05"],
           "TYRE_WEAR is charged 0 as normal wear; the two charged findings leave 19605 cents."),
        bad("skipped-item",
            "Hi Lotte, the inspection found a torn saddle (€35.00) and a missing rear light (€18.95). Of your €250 "
            "deposit, you get €215.00 back by 13 August.",
            [sup("torn saddle (€35.00)"), sup("missing rear light (€18.95)"), con("you get €215.00 back", AM),
             sup("by 13 August")],
            ["€215.00"], ["wrong_arithmetic"],
            "€215.00 deducts only the saddle; both charges give 25000 - 5395 = 19605 cents."),
        bad("period-and-promise",
            "Hi Lotte, €53.95 is deducted for the saddle and rear light. The rest of your deposit, €196.05, is refunded "
            "within 5 working days of the inspection. If you start a new lease with us, we drop the rear light charge.",
            [sup("€53.95 is deducted"), sup("€196.05"), con("within 5 working days", NC, VM),
             ins("we drop the rear light charge", NP, NNE)],
            ["within 5 working days", "drop the rear light charge"], ["wrong_period", "invented_promise"],
            "Policy refunds within 10 working days; nothing offers to drop a charge for a new lease."),
        fix("Hi Lotte, we deducted €53.95 for the torn saddle and the missing rear light. You get €146.05 back by 13 August.",
            [sup("deducted €53.95"), con("€146.05", AM), sup("by 13 August")],
            ["€146.05"], ["€196.05|196.05|196,05", "13 August|13-08|13/08"], ["wrong_arithmetic"],
            "25000 - 5395 = 19605 cents, not 14605."),
    ])

# =================================================================== B06 cargo pause
bundle(
    "cargo-pause", CARGO, "2026-05-22T16:30:00+02:00",
    "We're away all summer. Is my pause set up, and what do I pay while it's paused?",
    [
        rec("get_subscription#SUB-60317", "tool:get_subscription", {
            "schema_version": "2.4.0",
            "subscription_id": "SUB-60317",
            "member": {"first_name": "Daan", "last_name": Str("Smit")},
            "status": "ACTIVE",
            "plan": {"code": "FAMILY_3WHEEL", "name": "Family Trike", "monthly_fee": eur(11900),
                     "included": ["MAINTENANCE", "THEFT_COVER", "RAIN_TENT"]},
            "pause": {"requested_from_ms": L(ms("2026-07-01")), "requested_until_ms": L(ms("2026-08-31 23:59")),
                      "status": "SCHEDULED", "pause_fee": eur(1500)},
            "bike_dropoff": {"hub": "Hub Amsterdam-Noord, Buiksloterweg 5", "slot_ms": L(ms("2026-06-30 17:00"))},
            "next_billing_ms": ms("2026-06-01"),
        }),
        pol("cargo-terms#pause", "2026-02",
            "You can pause your subscription for one to three months once per calendar year. During a pause you pay "
            "a reduced fee of €15 per month and we store the bike for you. Your bike must be returned to a hub before "
            "the pause starts. Insurance cover, including theft cover, stops during the pause."),
    ],
    [
        ok("Hi Daan, your pause is scheduled from 1 July to 31 August 2026. During those two months you pay €15.00 a "
           "month instead of €119.00. Drop the bike off at Hub Amsterdam-Noord on 30 June at 17:00.",
           [sup("from 1 July to 31 August 2026"), sup("you pay €15.00 a"), sup("instead of €119.00"),
            sup("Hub Amsterdam-Noord"), sup("on 30 June at 17:00")],
           ["€15.00", "30 June at 17:00"],
           "pause SCHEDULED 01-07 to 31-08, pause_fee 1500, plan monthly_fee 11900, bike_dropoff 30-06 17:00 local."),
        ok("Pause confirmed for July and August. Fee while paused: € 15 per month. Note: theft cover stops during the pause.",
           [sup("Pause confirmed for July and August"), sup("€ 15 per month"), sup("theft cover stops during the pause")],
           ["€ 15"],
           "pause window and fee from SUB-60317; theft cover stopping is in the pause policy."),
        ok("Hi Daan! Pause set for 01-07 to 31-08. You'll pay €15 per month while paused, €104 less than your usual €119.",
           [sup("01-07 to 31-08"), sup("€15 per month while paused"), sup("€104 less"), sup("usual €119")],
           ["01-07 to 31-08", "€104"],
           "11900 - 1500 = 10400 cents saved per month."),
        bad("cover-continues",
            "Hi Daan, your pause runs from 1 July to 31 August 2026. You pay €15.00 a month for it, and your theft "
            "cover continues as normal.",
            [sup("from 1 July to 31 August 2026"), sup("€15.00 a month"), con("theft cover continues as normal", NC)],
            ["theft cover continues"], ["wrong_policy_condition"],
            "The pause policy stops insurance cover, theft cover included, during a pause."),
        bad("utc-dropoff",
            "Hi Daan, your pause is set: 1 July to 31 August. Bring the bike to Hub Amsterdam-Noord on 30 June at 15:00.",
            [sup("1 July to 31 August"), sup("Hub Amsterdam-Noord"), con("on 30 June at 15:00", DM, VM)],
            ["at 15:00"], ["unit_conversion"],
            "slot_ms is 17:00 in Amsterdam (CEST); 15:00 is the UTC reading."),
        fix("Hi Daan, your pause runs from 1 July to 31 August 2026. You pay €119.00 a month during the pause.",
            [sup("from 1 July to 31 August 2026"), con("€119.00 a month during the pause", AM)],
            ["€119.00 a month during the pause"], ["€15|€ 15|15.00|15,00", "1 July|01-07"], ["wrong_role"],
            "€119.00 is the plan's monthly_fee; the pause_fee is 1500 cents."),
    ])

# =================================================================== B07 cargo repair
bundle(
    "cargo-repair", CARGO, "2026-04-13T08:50:00+02:00",
    "The motor on my cargo bike died on Friday. When is someone coming, and can I get another bike meanwhile?",
    [
        rec("get_repair_tickets#SUB-71422", "tool:get_repair_tickets", {
            "schema_version": "2.4.0",
            "subscription_id": "SUB-71422",
            "member": {"first_name": "Noor", "last_name": Str("Jansen")},
            "tickets": [
                {"ticket_id": "RT-8810", "status": "RESOLVED", "issue": "FLAT_TYRE",
                 "opened_ms": ms("2026-02-03 08:10"), "closed_ms": L(ms("2026-02-04 15:30"))},
                {"ticket_id": "RT-9036", "status": "TECHNICIAN_SCHEDULED", "issue": "MOTOR_FAILURE",
                 "opened_ms": ms("2026-04-10 19:30"), "cause_code": "WEAR_AND_TEAR",
                 "visit_window": {"from_ms": ms("2026-04-15 13:00"), "to_ms": ms("2026-04-15 17:00")},
                 "cost_to_customer": eur(0), "swap_bike": Bool(False)},
            ],
        }),
        rec("get_subscription#SUB-71422", "tool:get_subscription", {
            "schema_version": "2.4.0",
            "subscription_id": "SUB-71422",
            "status": "ACTIVE",
            "plan": {"code": "CARGO_E_2WHEEL", "monthly_fee": eur(8900), "included": ["MAINTENANCE", "THEFT_COVER"]},
        }),
        refused("issue_swap_bike#call-2", "issue_swap_bike", "ESCALATE", {"ticket_id": "RT-9036"}),
        pol("cargo-terms#repairs", "2026-02",
            "If your cargo bike can't be ridden, a technician visits within 3 working days. Repairs caused by normal "
            "use are included in your subscription. If the repair takes longer than 5 working days, you get a "
            "replacement bike. We credit 1/30 of your monthly fee for each day without a working bike, starting from "
            "the fourth day."),
    ],
    [
        ok("Hi Noor, a technician comes on Wednesday 15 April between 13:00 and 17:00. The repair is included in your "
           "subscription. I've asked our team about a replacement bike; that's escalated for review.",
           [sup("Wednesday 15 April between 13:00 and 17:00"), sup("included in your subscription"),
            sup("escalated for review")],
           ["15 April", "13:00"],
           "RT-9036 visit_window 15-04 13:00-17:00, cause WEAR_AND_TEAR with cost 0; issue_swap_bike was ESCALATE."),
        ok("Ticket RT-9036: technician visit on Wed 15-04, 13:00-17:00. No cost to you.",
           [sup("technician visit on Wed 15-04, 13:00-17:00"), sup("No cost to you")],
           ["RT-9036", "13:00-17:00"],
           "RT-9036 visit_window and cost_to_customer 0."),
        ok("Hi Noor, the technician visits the day after tomorrow, between 13:00 and 17:00. If the repair takes more than "
           "5 working days, you get a replacement bike.",
           [sup("the day after tomorrow, between 13:00 and 17:00"), sup("more than 5 working days")],
           ["13:00"],
           "now is Monday 13-04; the visit is Wednesday 15-04; the 5-working-day rule is in the repairs policy."),
        bad("swap-done-utc",
            "Hi Noor, a replacement bike is on its way to you. The technician comes on 15 April between 11:00 and 15:00.",
            [con("a replacement bike is on its way", NE), con("between 11:00 and 15:00", DM, VM)],
            ["replacement bike is on its way", "between 11:00 and 15:00"], ["refused_call_effect", "unit_conversion"],
            "issue_swap_bike was ESCALATE; the window is 13:00-17:00 local, 11:00-15:00 is UTC."),
        bad("old-ticket-promise",
            "Hi Noor, your ticket RT-8810 is scheduled: technician on 15 April, 13:00–17:00. You also get a full month's "
            "fee back for the trouble.",
            [con("ticket RT-8810", IM), sup("technician on 15 April, 13:00–17:00"),
             either("full month's fee back", NC, NP, NNE)],
            ["RT-8810", "full month's fee back"], ["other_record_value", "invented_promise"],
            "RT-8810 is the resolved flat-tyre ticket; the motor ticket is RT-9036. Policy credits 1/30 per day from day four, no month's fee."),
        fix("Hi Noor, a technician visits on Wednesday 15 April, 13:00-17:00. If your bike is out of use, we credit "
            "1/30 of your monthly fee per day from the second day.",
            [sup("Wednesday 15 April, 13:00-17:00"), con("from the second day", NC, VM)],
            ["from the second day"], ["fourth day|4th day|day four|after three days|after 3 days", "13:00"],
            ["wrong_policy_condition"],
            "The repairs policy starts the 1/30-per-day credit from the fourth day."),
    ])

# =================================================================== B08 cargo upgrade
bundle(
    "cargo-upgrade", CARGO, "2026-09-14T12:00:00+02:00",
    "I asked to upgrade to the Plus bike. When does it start and what changes?",
    [
        rec("get_subscription#SUB-58820", "tool:get_subscription", {
            "schema_version": "2.4.0",
            "subscription_id": "SUB-58820",
            "member": {"first_name": "Mila", "last_name": Str("Visser")},
            "status": "ACTIVE",
            "plan": {"code": "CARGO_E_2WHEEL", "monthly_fee": eur(8900)},
            "plan_change": {"to_plan": "CARGO_E_2WHEEL_PLUS", "effective_ms": L(ms("2026-10-01")),
                            "status": "PENDING", "upgrade_fee": eur(0)},
            "plan_since_ms": ms("2026-03-01"),
        }),
        rec("get_plan_catalog#2026", "tool:get_plan_catalog", {
            "schema_version": "2.4.0",
            "plans": [
                {"code": "CARGO_E_2WHEEL", "name": "Cargo E", "monthly_fee": eur(8900), "battery_wh": Int(500),
                 "included": ["MAINTENANCE", "THEFT_COVER"]},
                {"code": "CARGO_E_2WHEEL_PLUS", "name": "Cargo E Plus", "monthly_fee": eur(10400), "battery_wh": Int(725),
                 "included": ["MAINTENANCE", "THEFT_COVER", "CHILD_SEAT_KIT", "RAIN_TENT"]},
            ],
        }),
        pol("cargo-terms#plan-changes", "2026-02",
            "Upgrades take effect at the start of your next billing month. There is no fee for upgrading. Downgrades "
            "are possible after at least 3 months on a plan. The new bike is delivered in the first week of the month "
            "the upgrade starts."),
    ],
    [
        ok("Hi Mila, your upgrade to Cargo E Plus starts on 1 October 2026. The monthly fee goes from €89.00 to €104.00. "
           "There's no upgrade fee. Plus includes a child seat kit and a rain tent.",
           [sup("starts on 1 October 2026"), sup("from €89.00 to €104.00"), sup("no upgrade fee"),
            sup("child seat kit and a rain tent")],
           ["1 October 2026", "€104.00"],
           "plan_change effective 01-10-2026, PENDING, upgrade_fee 0; catalog fees 8900 and 10400; Plus includes CHILD_SEAT_KIT and RAIN_TENT."),
        ok("Upgrade booked: from 01-10-2026 you pay € 104,00 a month, € 15,00 more than now. Your new bike arrives in "
           "the first week of October. Battery goes up to 725 Wh.",
           [sup("you pay € 104,00 a month"), sup("€ 15,00 more than now"), sup("first week of October"), sup("725 Wh")],
           ["104,00"],
           "10400 - 8900 = 1500 cents; delivery week from policy; battery_wh 725 in catalog."),
        bad("unlisted-perk",
            "Hi Mila, your upgrade starts on 1 October. You'll pay €104.00 a month. Plus includes a child seat kit, a "
            "rain tent and a free annual battery replacement.",
            [sup("starts on 1 October"), sup("€104.00 a month"), sup("child seat kit"),
             either("free annual battery replacement", VM, CW, NP)],
            ["battery replacement"], ["unlisted_perk"],
            "Plus lists MAINTENANCE, THEFT_COVER, CHILD_SEAT_KIT, RAIN_TENT; no battery replacement."),
        bad("active-now",
            "Hi Mila, your Plus upgrade is active straight away at €104.00 a month. You can downgrade again whenever you like.",
            [con("active straight away", SM, DM), sup("€104.00 a month"), con("downgrade again whenever you like", NC)],
            ["active straight away", "whenever you like"], ["wrong_state", "wrong_policy_condition"],
            "plan_change is PENDING until 01-10-2026; downgrades need at least 3 months on a plan."),
        fix("Hi Mila, from 1 October 2026 you're on Cargo E Plus at €89.00 a month. There's no upgrade fee.",
            [con("at €89.00 a month", AM), sup("no upgrade fee")],
            ["€89.00"], ["€104|104.00|104,00", "1 October|01-10"], ["other_record_value"],
            "€89.00 is the current Cargo E fee; Cargo E Plus is 10400 cents."),
    ])

# =================================================================== B09 cargo cancel
bundle(
    "cargo-cancel", CARGO, "2026-05-04T11:00:00+02:00",
    "We're moving to Haarlem next month, so I want to cancel my cargo bike subscription. What do I owe?",
    [
        rec("get_subscription#SUB-49103", "tool:get_subscription", {
            "schema_version": "2.4.0",
            "subscription_id": "SUB-49103",
            "member": {"first_name": "Ruben", "last_name": Str("Mulder")},
            "status": "CANCELLATION_REQUESTED",
            "start_ms": ms("2026-01-15"),
            "minimum_term_months": 6,
            "minimum_term_end_ms": ms("2026-07-15"),
            "cancellation": {"requested_ms": ms("2026-05-04 09:12"), "effective_ms": L(ms("2026-06-04 23:59")),
                             "early_exit_fee": eur(7500), "fee_waived": False, "waiver_reason": None},
            "address_change": None,
            "bike_pickup": None,
        }),
        pol("cargo-terms#cancel", "2026-02",
            "You can cancel at any time with one month's notice. If you cancel within the minimum term of 6 months, an "
            "early exit fee of €75 applies. The fee is waived when you move house outside our service area and show "
            "proof of the new address. We collect the bike in the last week of your subscription."),
        psg("kb#service-area", "kb:where-we-ride",
            "Vrachtwiel delivers and services bikes in Amsterdam, Amstelveen, Haarlem and Zaandam.\n"
            "We don't serve other towns yet."),
    ],
    [
        ok("Hi Ruben, your cancellation is in. The subscription ends on 4 June 2026. Because you're still in the 6-month "
           "minimum term, an early exit fee of €75.00 applies. We'll collect the bike in the last week of your subscription.",
           [sup("your cancellation is in"), sup("ends on 4 June 2026"), sup("6-month minimum term"),
            sup("early exit fee of €75.00"), sup("last week of your subscription")],
           ["4 June 2026", "€75.00"],
           "status CANCELLATION_REQUESTED, effective 04-06-2026, fee 7500 not waived; term runs to 15-07-2026."),
        ok("Cancellation received. Last day: 04-06-2026. Early exit fee: € 75,00 (minimum term runs until 15 July).",
           [sup("Cancellation received"), sup("Last day: 04-06-2026"), sup("Early exit fee: € 75,00"),
            sup("until 15 July")],
           ["04-06-2026", "75,00"],
           "cancellation.effective_ms, early_exit_fee, minimum_term_end_ms."),
        ok("Hi Ruben, we've got your cancellation. Haarlem is inside our service area, so the €75.00 early exit fee "
           "still applies. Your last day is 4 June.",
           [sup("we've got your cancellation"), sup("Haarlem is inside our service area"),
            sup("€75.00 early exit fee still applies"), sup("last day is 4 June")],
           ["€75.00"],
           "The service-area passage lists Haarlem; the waiver needs a move outside it; fee_waived false."),
        bad("waiver-claimed",
            "Hi Ruben, your subscription ends on 4 June 2026. Since you're moving, we've waived the €75.00 early exit fee.",
            [sup("ends on 4 June 2026"), con("we've waived the €75.00 early exit fee", SM, VM, NC)],
            ["waived the €75.00"], ["condition_unmet"],
            "fee_waived is false; the waiver is only for moves outside the service area and Haarlem is inside it."),
        bad("ends-today",
            "Hi Ruben, your subscription ends today, 4 May. You'll owe a €75.00 early exit fee.",
            [con("ends today, 4 May", DM), sup("€75.00 early exit fee")],
            ["ends today, 4 May"], ["wrong_date"],
            "One month's notice: cancellation.effective_ms is 04-06-2026."),
        fix("Hi Ruben, your subscription ends on 4 June 2026. An early exit fee of €50.00 applies because you're within "
            "the minimum term.",
            [sup("ends on 4 June 2026"), con("€50.00", AM), sup("within the minimum term")],
            ["€50.00"], ["€75|75.00|75,00", "4 June|04-06"], ["wrong_amount"],
            "early_exit_fee is 7500 cents."),
    ])

# =================================================================== B10 cargo invoice
bundle(
    "cargo-invoice", CARGO, "2026-04-08T13:30:00+02:00",
    "Why is my April invoice higher than March? Can you take off the key charge?",
    [
        rec("get_invoice#INV-2026-0412", "tool:get_invoice", {
            "schema_version": "1.9.2",
            "invoice_id": "INV-2026-0412",
            "subscription_id": "SUB-66781",
            "member": {"first_name": "Sem", "last_name": Str("de Graaf")},
            "invoice_date_ms": ms("2026-04-01"),
            "lines": [
                {"code": "SUBSCRIPTION_FEE", "amount": eur(9900)},
                {"code": "ADDON_RAIN_TENT", "amount": eur(650)},
                {"code": "LOST_KEY", "amount": eur(1200), "qty": Int(1)},
            ],
            "total": eur(11750),
            "status": "OPEN",
            "due_ms": ms("2026-04-15"),
            "direct_debit_ms": L(ms("2026-04-15 06:00")),
        }),
        rec("get_invoice#INV-2026-0311", "tool:get_invoice", {
            "schema_version": "1.9.2",
            "invoice_id": "INV-2026-0311",
            "subscription_id": "SUB-66781",
            "invoice_date_ms": ms("2026-03-01"),
            "lines": [{"code": "SUBSCRIPTION_FEE", "amount": eur(9900)}, {"code": "ADDON_RAIN_TENT", "amount": eur(650)}],
            "total": eur(10550),
            "status": "PAID",
        }),
        refused("waive_invoice_line#call-1", "waive_invoice_line", "DENY",
                {"invoice_id": "INV-2026-0412", "line_code": "LOST_KEY"}),
        pol("cargo-terms#billing", "2026-02",
            "Add-ons are billed monthly with your subscription. Lost keys are replaced for €12 each. You can dispute an "
            "invoice line within 14 days of the invoice date; we pause collection of the disputed amount while we look into it."),
    ],
    [
        ok("Hi Sem, invoice INV-2026-0412 comes to €117.50: your €99.00 subscription, €6.50 for the rain tent and €12.00 "
           "for the replacement key. It's collected by direct debit on 15 April.",
           [sup("comes to €117.50"), sup("€99.00 subscription"), sup("€6.50 for the rain tent"),
            sup("€12.00 for the replacement key"), sup("direct debit on 15 April")],
           ["€117.50", "15 April"],
           "INV-2026-0412 lines 9900 + 650 + 1200 = total 11750; direct_debit_ms 15-04."),
        ok("The extra €12,00 on this month's invoice is the lost key. Keys are replaced at €12 each. You can still dispute "
           "it until 15 April; I couldn't remove the charge myself.",
           [sup("The extra €12,00 on this month's invoice is the lost key"), sup("replaced at €12 each"),
            sup("until 15 April"), sup("couldn't remove the charge myself")],
           ["€12,00", "15 April"],
           "March had no LOST_KEY line; dispute window 14 days from 01-04; waive_invoice_line was DENY."),
        bad("skipped-line",
            "Hi Sem, invoice INV-2026-0412 comes to €105.50: €99.00 for the subscription and €6.50 for the rain tent.",
            [con("comes to €105.50", AM), sup("€99.00 for the subscription"), sup("€6.50 for the rain tent")],
            ["€105.50"], ["wrong_arithmetic"],
            "The April total is 11750 cents; €105.50 leaves out the LOST_KEY line (it is March's total)."),
        bad("waived-and-period",
            "Your April invoice INV-2026-0412 is due on 15 April. I've removed the €12.00 key charge from it. You have 30 "
            "days from the invoice date to dispute other lines.",
            [sup("due on 15 April"), con("I've removed the €12.00 key charge", NE), con("30 days from the invoice date", NC, VM)],
            ["removed the €12.00 key charge", "30 days"], ["refused_call_effect", "wrong_period"],
            "waive_invoice_line was DENY; disputes are within 14 days."),
        fix("Hi Sem, your April invoice is €117.50. The €12.00 is for the replacement key. I've taken the key charge off "
            "your invoice.",
            [sup("April invoice is €117.50"), sup("The €12.00 is for the replacement key"), con("I've taken the key charge off", NE)],
            ["taken the key charge off"],
            ["couldn't|could not|unable|not able|can't|cannot|dispute", "€117.50|117.50|117,50"], ["refused_call_effect"],
            "waive_invoice_line on LOST_KEY was DENY."),
    ])

# =================================================================== B11 fit booking
bundle(
    "fit-booking", FIT, "2026-03-25T09:00:00+01:00",
    "What time is my bike fit on Friday, how long does it take and what do I still have to pay?",
    [
        rec("get_booking#FB-3021", "tool:get_booking", {
            "schema_version": "1.7.0",
            "booking_id": "FB-3021",
            "client": {"first_name": "Thomas", "last_name": Str("Peeters")},
            "service_code": "PRO_FIT_3D",
            "start_ms": ms("2026-03-27 14:30"),
            "duration": "PT2H30M",
            "fitter": {"name": "Ilse Bakker", "staff_id": "ST-014"},
            "studio": "PasVorm Rotterdam, Van Nelleweg 1",
            "price": eur(27500),
            "deposit_paid": eur(5000),
            "status": "CONFIRMED",
        }),
        pol("fit-terms#booking", "2025-09",
            "Cancel or move your fitting free of charge up to 48 hours before the start. Later cancellations forfeit "
            "the deposit. Bring your own bike, cycling shoes and the shorts you usually ride in. Payment of the "
            "remaining amount is due at the end of the session."),
        psg("kb#pro-fit-3d", "kb:services/pro-fit-3d",
            "The Pro Fit 3D session uses motion capture and saddle pressure mapping.\nYou can test up to three saddles "
            "during the session.\nCleat position is set for road and MTB pedals."),
    ],
    [
        ok("Hi Thomas, your Pro Fit 3D is on Friday 27 March at 14:30 with Ilse Bakker. It lasts two and a half hours. "
           "The price is €275; you've paid a €50 deposit, so €225 is due at the end of the session.",
           [sup("Friday 27 March at 14:30"), sup("with Ilse Bakker"), sup("two and a half hours"), sup("The price is €275"),
            sup("€50 deposit"), sup("€225 is due at the end of the session")],
           ["14:30", "€225"],
           "FB-3021: start 27-03 14:30, PT2H30M, price 27500, deposit 5000; the rest is due at the end per policy."),
        ok("See you Friday at 14:30. Bring your bike, cycling shoes and your usual shorts. You can move the booking for "
           "free until 14:30 today.",
           [sup("Friday at 14:30"), sup("your bike, cycling shoes and your usual shorts"), sup("until 14:30 today")],
           ["14:30"],
           "now is Wednesday 25-03 09:00; 48 hours before Friday 14:30 is today 14:30."),
        ok("Booking FB-3021 confirmed: 27-03-2026, 14:30–17:00, PasVorm Rotterdam. You can try up to three saddles.",
           [sup("Booking FB-3021 confirmed"), sup("27-03-2026, 14:30–17:00"), sup("PasVorm Rotterdam"),
            sup("up to three saddles")],
           ["14:30–17:00"],
           "14:30 plus PT2H30M ends 17:00; saddle count from the Pro Fit 3D passage."),
        bad("deposit-skipped",
            "Hi Thomas, your Pro Fit 3D is on Friday 27 March at 14:30. You pay the remaining €275 at the end of the "
            "session. You can test up to five saddles.",
            [sup("Friday 27 March at 14:30"), con("remaining €275", AM), con("up to five saddles", NC)],
            ["remaining €275", "five saddles"], ["wrong_arithmetic", "wrong_quantity"],
            "27500 - 5000 deposit leaves €225; the passage says up to three saddles."),
        bad("utc-and-name",
            "Hi Thomas, your fitting with Ilse Vermeulen starts at 13:30 on Friday 27 March. Bring your own bike and "
            "cycling shoes.",
            [con("Ilse Vermeulen", VM, IM), con("starts at 13:30", DM, VM), sup("Bring your own bike and cycling shoes")],
            ["Vermeulen", "13:30"], ["wrong_name", "unit_conversion"],
            "fitter.name is Ilse Bakker; start_ms is 14:30 in Amsterdam (CET), 13:30 is UTC."),
        fix("Hi Thomas, your Pro Fit 3D is on Friday 27 March at 14:30. It takes about 90 minutes. Bring your own bike and "
            "cycling shoes.",
            [sup("Friday 27 March at 14:30"), con("about 90 minutes", VM), sup("Bring your own bike and cycling shoes")],
            ["about 90 minutes"],
            ["two and a half hours|2.5 hours|2,5 hours|150 minutes|2 hours 30|2h30|2 hours and 30|17:00", "14:30"],
            ["wrong_period"],
            "duration is PT2H30M."),
    ])

# =================================================================== B12 fit reschedule refused
bundle(
    "fit-reschedule", FIT, "2026-10-05T15:20:00+02:00",
    "Can you move my fitting tomorrow to Friday? Something came up.",
    [
        rec("list_bookings#AC-7731", "tool:list_bookings", {
            "schema_version": "1.7.0",
            "account_id": "AC-7731",
            "bookings": [
                {"booking_id": "FB-3188", "client": {"first_name": "Eva", "last_name": Str("Hendriks")},
                 "service_code": "BASIC_FIT", "start_ms": ms("2026-10-06 10:00"), "duration": "PT1H",
                 "price": eur(9500), "deposit_paid": eur(2500), "status": "CONFIRMED", "reschedule_count": Int(0)},
                {"booking_id": "FB-3190", "client": {"first_name": "Marco", "last_name": Str("Hendriks")},
                 "service_code": "PRO_FIT_3D", "start_ms": ms("2026-10-13 09:00"), "duration": "PT2H30M",
                 "price": eur(27500), "deposit_paid": eur(5000), "status": "CONFIRMED", "reschedule_count": Int(1)},
            ],
        }),
        refused("reschedule_booking#call-1", "reschedule_booking", "DENY",
                {"booking_id": "FB-3188", "new_start": "2026-10-09T10:00:00+02:00"}),
        pol("fit-terms#changes", "2025-09",
            "Changes are free up to 48 hours before your appointment. Within 48 hours we can't move the appointment "
            "online; the studio team may still help by phone. A no-show or late cancellation forfeits the deposit."),
    ],
    [
        ok("Hi Eva, I couldn't move your fitting online, as it's less than 48 hours away. It's still on Tuesday 6 October "
           "at 10:00. The studio team may be able to help by phone.",
           [sup("couldn't move your fitting online"), sup("less than 48 hours away"), sup("Tuesday 6 October at 10:00"),
            sup("may be able to help by phone")],
           ["6 October", "10:00"],
           "reschedule_booking was DENY; FB-3188 starts 06-10 10:00, under 48 h from now; phone help is in the policy."),
        ok("Your Basic Fit stays booked for tomorrow, 10:00. Moving it within 48 hours isn't possible online. If you "
           "cancel now, the €25 deposit is forfeited.",
           [sup("stays booked for tomorrow, 10:00"), sup("isn't possible online"), sup("€25 deposit is forfeited")],
           ["10:00", "€25"],
           "FB-3188 deposit_paid 2500; a late cancellation forfeits it."),
        bad("moved-anyway",
            "Hi Eva, done: your fitting is moved to Friday 9 October at 10:00.",
            [con("moved to Friday 9 October", NE)],
            ["moved to Friday 9 October"], ["refused_call_effect"],
            "reschedule_booking to 09-10 was DENY; FB-3188 is still on 06-10."),
        bad("partner-booking",
            "Hi Eva, your fitting is on 13 October at 09:00, so you can still move it for free.",
            [con("13 October at 09:00", DM), either("you can still move it for free", NC, SM, VM)],
            ["13 October", "move it for free"], ["other_record_value", "condition_unmet"],
            "13-10 09:00 is Marco's FB-3190; Eva's FB-3188 is tomorrow, inside 48 hours, so no free change."),
        fix("Hi Eva, I couldn't move your Basic Fit online. It's still on Tuesday 6 October at 10:00. If you cancel now, "
            "you lose your €50 deposit.",
            [sup("couldn't move your Basic Fit online"), sup("Tuesday 6 October at 10:00"), con("€50 deposit", AM)],
            ["€50 deposit"], ["€25|25.00|25,00", "10:00"], ["other_record_value"],
            "€50 is the deposit on FB-3190; Eva's FB-3188 deposit is 2500 cents."),
    ])

# =================================================================== B13 fit report
bundle(
    "fit-report", FIT, "2026-05-06T10:10:00+02:00",
    "Can you send me my new saddle height and what you recommended? Do I get a follow-up?",
    [
        rec("get_fit_report#FR-1120", "tool:get_fit_report", {
            "schema_version": "1.7.0",
            "report_id": "FR-1120",
            "client": {"first_name": "Kees", "last_name": Str("van Dijk")},
            "completed_ms": ms("2026-05-02 11:45"),
            "measurements": {"saddle_height_mm": Int(742), "saddle_setback_mm": Int(58), "handlebar_drop_mm": Int(65)},
            "recommendations": [
                {"part": "STEM", "from_mm": Int(100), "to_mm": Int(90), "model": None},
                {"part": "SADDLE", "from_mm": None, "to_mm": None, "model": Str("Arcus Pro 143")},
            ],
            "follow_up": {"included": True, "book_before_ms": L(ms("2026-06-01 23:59")), "booking_id": None},
            "previous_report": {"report_id": "FR-0402", "completed_ms": ms("2024-04-19 15:00"),
                                "measurements": {"saddle_height_mm": Int(735), "saddle_setback_mm": Int(52),
                                                 "handlebar_drop_mm": Int(70)}},
        }),
        pol("fit-terms#aftercare", "2025-09",
            "Every fitting includes one free follow-up adjustment within 30 days. Parts recommended in your report get "
            "10% off in our studio shop for 60 days. Reports stay in your account for 5 years."),
    ],
    [
        ok("Hi Kees, your saddle height is set at 742 mm, with 58 mm setback. We recommend a shorter stem: 90 mm instead "
           "of 100 mm. Your free follow-up must be booked by 1 June.",
           [sup("742 mm"), sup("58 mm setback"), sup("90 mm instead of 100 mm"), sup("booked by 1 June")],
           ["742 mm", "1 June"],
           "FR-1120 measurements and STEM recommendation; follow_up.book_before 01-06-2026."),
        ok("Report FR-1120 is in your account. Saddle height: 74,2 cm. Recommended saddle: Arcus Pro 143, 10% off in our "
           "studio shop for 60 days.",
           [sup("Report FR-1120 is in your account"), sup("74,2 cm"), sup("Arcus Pro 143"),
            sup("10% off in our studio shop for 60 days")],
           ["74,2 cm", "Arcus Pro 143"],
           "742 mm = 74,2 cm; SADDLE recommendation model; discount from the aftercare policy."),
        bad("old-report",
            "Hi Kees, your new saddle height is 735 mm with 58 mm setback. Book your free follow-up by 1 June.",
            [con("735 mm", VM), sup("58 mm setback"), sup("follow-up by 1 June")],
            ["735 mm"], ["stale_value"],
            "735 mm is from previous_report FR-0402 (2024); FR-1120 has 742 mm."),
        bad("stem-and-period",
            "Hi Kees, your saddle height is 742 mm. We recommend swapping to an 80 mm stem. Recommended parts are 10% off "
            "for 90 days.",
            [sup("742 mm"), con("80 mm stem", VM), con("10% off for 90 days", NC, VM)],
            ["80 mm stem", "90 days"], ["wrong_value", "wrong_period"],
            "STEM to_mm is 90; the discount runs 60 days."),
        fix("Hi Kees, your saddle height is 742 mm. Your free follow-up needs to be booked within 14 days, so by 16 May.",
            [sup("742 mm"), con("within 14 days", NC, VM), con("by 16 May", DM)],
            ["within 14 days", "16 May"], ["1 June|01-06|30 days|June 1", "742 mm|742mm|74,2 cm|74.2 cm"],
            ["wrong_period", "wrong_date"],
            "Policy gives 30 days; book_before_ms is 01-06-2026."),
    ])

# =================================================================== B14 fit gift voucher
bundle(
    "fit-voucher", FIT, "2026-03-03T17:45:00+01:00",
    "How much is left on my gift voucher and how long can I use it?",
    [
        rec("get_voucher#GV-8H2K-77QD", "tool:get_voucher", {
            "schema_version": "1.2.0",
            "code": "GV-8H2K-77QD",
            "holder": {"first_name": "Anouk", "last_name": Str("Meijer")},
            "initial_value": eur(15000),
            "balance": eur(5500),
            "purchased_ms": ms("2026-01-31 12:20"),
            "expires_ms": ms("2027-01-31 23:59"),
            "status": "PARTIALLY_REDEEMED",
            "redemptions": [{"booking_id": "FB-2954", "service_code": "BASIC_FIT", "amount": eur(9500),
                             "at_ms": ms("2026-02-12 16:00")}],
        }),
        rec("get_web_order#WO-50311", "tool:get_web_order", {
            "schema_version": "1.2.0",
            "order_id": "WO-50311",
            "buyer": {"first_name": "Jeroen", "last_name": Str("Meijer")},
            "items": [{"sku": "GIFT_VOUCHER_150", "qty": 1, "voucher_code": Str("GV-8H2K-77QD")}],
            "paid": eur(15000),
            "purchased_ms": ms("2026-01-31 12:20"),
        }),
        pol("fit-terms#vouchers", "2025-09",
            "Gift vouchers are valid for 12 months from purchase. Vouchers can be used for fittings and in the studio "
            "shop. A remaining balance stays on the voucher until it expires. Vouchers can't be exchanged for cash."),
    ],
    [
        ok("Hi Anouk, voucher GV-8H2K-77QD has €55.00 left. It's valid until 31 January 2027. You can spend it on another "
           "fitting or in our studio shop.",
           [sup("€55.00 left"), sup("valid until 31 January 2027"), sup("another fitting or in our studio shop")],
           ["€55.00", "31 January 2027"],
           "balance 5500, expires_ms 31-01-2027; uses from the voucher policy."),
        ok("Balance on GV-8H2K-77QD: € 55,00 of the original € 150,00. €95 was used for your Basic Fit on 12 February.",
           [sup("€ 55,00"), sup("€ 150,00"), sup("€95 was used for your Basic Fit on 12 February")],
           ["55,00"],
           "initial_value 15000, balance 5500, redemption of 9500 on 12-02 for BASIC_FIT."),
        ok("Your voucher still holds fifty-five euros and expires on 31-01-2027. It can't be cashed out.",
           [sup("fifty-five euros"), sup("expires on 31-01-2027"), sup("can't be cashed out")],
           ["31-01-2027"],
           "balance 5500; expiry; cash rule in the policy."),
        bad("order-as-code",
            "Hi Anouk, your voucher code is WO-50311 and it has €55.00 left.",
            [con("voucher code is WO-50311", IM), sup("€55.00 left")],
            ["WO-50311"], ["wrong_role"],
            "WO-50311 is the web order that bought the voucher; the voucher code is GV-8H2K-77QD."),
        bad("balance-and-cash",
            "Hi Anouk, you've got €65.00 left on your voucher. If you'd prefer, we can pay the balance out to your bank account.",
            [con("€65.00 left", AM), con("pay the balance out to your bank account", NC)],
            ["€65.00", "pay the balance out"], ["wrong_arithmetic", "wrong_policy_condition"],
            "15000 - 9500 = 5500 cents; vouchers can't be exchanged for cash."),
        fix("Hi Anouk, voucher GV-8H2K-77QD has €55.00 left. It expires on 31 January 2026.",
            [sup("€55.00 left"), con("31 January 2026", DM)],
            ["31 January 2026"], ["31 January 2027|31-01-2027|2027", "€55|55.00|55,00"], ["wrong_date"],
            "expires_ms is 31-01-2027, 12 months after the 31-01-2026 purchase."),
    ])

# =================================================================== B15 cycle-to-work application
bundle(
    "c2w-application", C2W, "2026-02-18T10:30:00+01:00",
    "I applied for a bike through work on Monday. What's the status and what will it cost me per month?",
    [
        rec("get_application#APP-90412", "tool:get_application", {
            "schema_version": "5.0.0",
            "application_id": "APP-90412",
            "employee": {"employee_no": "KZL-00417", "first_name": "Bas", "last_name": Str("Willems")},
            "employer": {"name": "Kanaalzicht Logistiek B.V.", "employer_id": "ER-2208"},
            "status": "AWAITING_EMPLOYER_APPROVAL",
            "submitted_ms": ms("2026-02-16 09:10"),
            "approval_deadline_ms": ms("2026-03-02 23:59"),
            "order": {"bike": {"description": "Nordwind Allroad 10", "price": eur(249900)},
                      "accessories": [{"description": "helmet", "price": eur(6500)},
                                      {"description": "folding lock", "price": eur(11500)}],
                      "total": eur(267900)},
            "term_months": 36,
            "monthly_gross_deduction": eur(7442),
            "employer_cap": eur(300000),
        }),
        pol("c2w-terms#how-it-works", "2026-01",
            "Your employer has 10 working days to approve an application. Once approved, the bike is ready for pickup "
            "at your dealer within 2 weeks. The cost is deducted from your gross salary over 36 months. If you leave "
            "your employer during the term, the remaining amount is deducted from your final salary."),
    ],
    [
        ok("Hi Bas, application APP-90412 is waiting for approval from Kanaalzicht Logistiek. They have until 2 March to "
           "decide. The total is €2,679.00: €2,499.00 for the bike and €180.00 for accessories.",
           [sup("waiting for approval from Kanaalzicht Logistiek"), sup("until 2 March"), sup("total is €2,679.00"),
            sup("€2,499.00 for the bike"), sup("€180.00 for accessories")],
           ["€2,679.00", "2 March"],
           "status AWAITING_EMPLOYER_APPROVAL, approval_deadline 02-03; bike 249900 + accessories 6500 + 11500 = 267900."),
        ok("Status: awaiting your employer's approval. After approval, about €74.42 gross per month for 36 months. Pickup "
           "at your dealer within 2 weeks of approval.",
           [sup("awaiting your employer's approval"), sup("€74.42 gross per month"), sup("for 36 months"),
            sup("within 2 weeks of approval")],
           ["€74.42"],
           "monthly_gross_deduction 7442, term 36; pickup window from the policy."),
        bad("employee-no-approved",
            "Hi Bas, application KZL-00417 has been approved. Bikes are ready at the dealer within 2 weeks of approval.",
            [con("application KZL-00417", IM), con("has been approved", SM), sup("within 2 weeks of approval")],
            ["KZL-00417", "has been approved"], ["wrong_role", "wrong_state"],
            "KZL-00417 is the employee number; the application is APP-90412 and still AWAITING_EMPLOYER_APPROVAL."),
        bad("total-and-term",
            "Hi Bas, your application is with your employer for approval. The total comes to €2,499.00, deducted from your "
            "gross salary over 24 months.",
            [sup("with your employer for approval"), con("total comes to €2,499.00", AM), con("over 24 months", NC, VM)],
            ["total comes to €2,499.00", "24 months"], ["wrong_arithmetic", "wrong_period"],
            "order.total is 267900 (bike plus 180 euros of accessories); term_months 36."),
        fix("Hi Bas, APP-90412 is awaiting your employer's approval. After approval, €74.42 a month comes off your net "
            "salary for 36 months.",
            [sup("awaiting your employer's approval"), sup("€74.42 a month"), con("net salary", VM, NC), sup("for 36 months")],
            ["net salary"], ["gross", "€74.42|74.42|74,42"], ["wrong_value"],
            "The deduction is monthly_gross_deduction, from gross salary per policy."),
    ])

# =================================================================== B16 cycle-to-work leaver
bundle(
    "c2w-leaver", C2W, "2026-05-11T11:00:00+02:00",
    "I'm leaving my job at the end of May and starting at Duinrand Zorg. What happens to my work bike?",
    [
        rec("get_c2w_contract#C2W-55170", "tool:get_c2w_contract", {
            "schema_version": "5.0.0",
            "contract_id": "C2W-55170",
            "employee": {"employee_no": "HVN-1182", "first_name": "Yara", "last_name": Str("Bakker")},
            "employer": {"name": "Havenlicht Media", "employer_id": "ER-1730"},
            "status": "LEAVER_NOTIFIED",
            "start_ms": ms("2024-09-01"),
            "term_months": 36,
            "monthly_gross_deduction": eur(6250),
            "payments_made": Int(20),
            "remaining_balance": eur(100000),
            "employment_end_ms": L(ms("2026-05-29 23:59")),
            "end_of_term": {"residual_value": eur(22500)},
        }),
        refused("transfer_contract#call-1", "transfer_contract", "ESCALATE",
                {"contract_id": "C2W-55170", "new_employer": "Duinrand Zorg"}),
        pol("c2w-terms#leaving", "2026-01",
            "When you leave your employer, the remaining deductions are settled from your final salary. Alternatively, "
            "you can transfer the contract to your new employer if they also take part in FietsWerkt. Transfers must "
            "be arranged before your last working day. At the end of the contract you may buy the bike for its residual value."),
    ],
    [
        ok("Hi Yara, you've made 20 of 36 payments. The remaining €1,000.00 is settled from your final salary, unless the "
           "contract moves to your new employer. I've passed the transfer to Duinrand Zorg to our team for review.",
           [sup("20 of 36 payments"), sup("remaining €1,000.00"), sup("settled from your final salary"),
            sup("unless the contract moves to your new employer"),
            sup("passed the transfer to Duinrand Zorg to our team for review")],
           ["€1,000.00", "20 of 36"],
           "payments_made 20, term 36, remaining_balance 100000; transfer_contract was ESCALATE."),
        ok("16 payments of €62.50 are left, €1,000 in total. A transfer has to be arranged before your last working day, "
           "29 May. The transfer request is escalated; it isn't done yet.",
           [sup("16 payments of €62.50"), sup("€1,000 in total"), sup("before your last working day, 29 May"),
            sup("transfer request is escalated"), sup("isn't done yet")],
           ["€62.50", "29 May"],
           "36 - 20 = 16 x 6250 = 100000 cents; employment_end 29-05; ESCALATE."),
        bad("transferred-and-amount",
            "Hi Yara, you've made 20 of the 36 payments. Your contract has been transferred to Duinrand Zorg. You still "
            "have €1,062.50 to pay off.",
            [sup("20 of the 36 payments"), con("has been transferred to Duinrand Zorg", NE), con("€1,062.50", AM)],
            ["has been transferred", "€1,062.50"], ["refused_call_effect", "wrong_amount"],
            "transfer_contract was ESCALATE; remaining_balance is 100000 cents."),
        bad("balance-as-residual",
            "Hi Yara, you've paid 20 of the 36 instalments. At the end of the contract you can buy the bike for €1,000.00.",
            [sup("20 of the 36 instalments"), con("buy the bike for €1,000.00", AM)],
            ["buy the bike for €1,000.00"], ["wrong_role"],
            "€1,000.00 is remaining_balance; the buy-out price is end_of_term.residual_value, 22500 cents."),
        fix("Hi Yara, €1,000.00 is left on C2W-55170. It's deducted from your first salary at your new employer.",
            [sup("€1,000.00 is left on C2W-55170"), con("first salary at your new employer", NC)],
            ["first salary at your new employer"], ["final salary|last salary|final pay|last pay", "€1,000|1.000,00|1,000.00|1000"],
            ["wrong_policy_condition"],
            "The leaving policy settles the remainder from the final salary at the current employer."),
        fix("Hi Yara, you've made 20 of 36 payments, so €1,000.00 is left. I've transferred your contract to Duinrand Zorg.",
            [sup("20 of 36 payments"), sup("€1,000.00 is left"), con("I've transferred your contract", NE)],
            ["I've transferred your contract"],
            ["escalated|review|could not|couldn't|unable|not able|not yet|isn't done|hasn't been", "€1,000|1.000,00|1,000.00|1000"],
            ["refused_call_effect"],
            "transfer_contract was ESCALATE, so the transfer has not happened."),
    ])

# =================================================================== B17 cycle-to-work dealer pickup
bundle(
    "c2w-pickup", C2W, "2026-08-24T09:15:00+02:00",
    "The dealer says my work bike is ready. What do I need to bring and until when can I pick it up?",
    [
        rec("get_dealer_order#DO-30877", "tool:get_dealer_order", {
            "schema_version": "5.0.0",
            "dealer_order_id": "DO-30877",
            "employee": {"first_name": "Milan", "last_name": Str("de Boer")},
            "dealer": {"name": "Rijwielhuis Hofman", "address": "Oudegracht 210, Utrecht"},
            "bike": "Nordwind Commuter 8",
            "accessories": ["FRONT_CARRIER", "LOCK_AXA"],
            "status": "READY_FOR_PICKUP",
            "ready_since_ms": L(ms("2026-08-20 15:00")),
            "pickup_deadline_ms": L(ms("2026-09-03 18:00")),
            "pickup_code": "PC-4471",
            "employer_approval": {"approved_ms": ms("2026-08-06 10:14"), "approver": "HR Noordlicht"},
        }),
        pol("c2w-terms#pickup", "2026-01",
            "Collect your bike within 14 days after the dealer marks it ready. Bring a valid photo ID and your pickup "
            "code. Bikes not collected in time go back into stock and the order is cancelled. The dealer fits "
            "accessories ordered with the bike before pickup."),
        psg("dealer#hofman-hours", "dealer-directory:hofman",
            "Rijwielhuis Hofman is open Tuesday to Saturday, 9:30 to 18:00.\nClosed on Sunday and Monday."),
    ],
    [
        ok("Hi Milan, your Nordwind Commuter 8 is ready at Rijwielhuis Hofman, Oudegracht 210. Pick it up by 3 September "
           "at 18:00. Bring photo ID and pickup code PC-4471. The front carrier and lock are fitted before you collect.",
           [sup("ready at Rijwielhuis Hofman"), sup("by 3 September at 18:00"), sup("photo ID and pickup code PC-4471"),
            sup("front carrier and lock are fitted")],
           ["PC-4471", "3 September"],
           "DO-30877 READY_FOR_PICKUP, deadline 03-09 18:00, pickup_code PC-4471, accessories FRONT_CARRIER and LOCK_AXA."),
        ok("Ready for pickup since 20-08. Deadline: Thursday 03-09, 18:00. The shop is closed today; it opens again "
           "tomorrow at 9:30.",
           [sup("Ready for pickup since 20-08"), sup("Thursday 03-09, 18:00"), sup("closed today"), sup("tomorrow at 9:30")],
           ["03-09"],
           "now is Monday 24-08; the dealer passage says closed Monday, open Tuesday from 9:30."),
        ok("Hi Milan! Bike's ready. You have until 3 September to collect it, or the order is cancelled.",
           [sup("Bike's ready"), sup("until 3 September to collect it"), sup("or the order is cancelled")],
           ["3 September"],
           "status and pickup_deadline; cancellation rule in the pickup policy."),
        bad("open-today-time",
            "Hi Milan, your bike is ready at Rijwielhuis Hofman. Pop in today, they're open until 18:00. Collect it by "
            "3 September at 17:00.",
            [sup("ready at Rijwielhuis Hofman"), con("Pop in today, they're open until 18:00", NC),
             con("3 September at 17:00", DM, VM)],
            ["Pop in today", "at 17:00"], ["invented_fact", "wrong_time"],
            "The dealer is closed on Mondays (today); pickup_deadline is 18:00."),
        bad("code-and-rack",
            "Hi Milan, bring photo ID and pickup code PC-4417. The dealer has also fitted a rear rack for you.",
            [con("pickup code PC-4417", IM), either("fitted a rear rack", CW, VM)],
            ["PC-4417", "rear rack"], ["wrong_id", "unrecorded_extra"],
            "pickup_code is PC-4471; accessories are FRONT_CARRIER and LOCK_AXA, no rear rack."),
        fix("Hi Milan, your bike is ready at Rijwielhuis Hofman. Collect it by 3 September; bring photo ID and pickup code "
            "DO-30877.",
            [sup("ready at Rijwielhuis Hofman"), sup("by 3 September"), con("pickup code DO-30877", IM)],
            ["pickup code DO-30877"], ["PC-4471", "3 September|03-09"], ["wrong_role"],
            "DO-30877 is the dealer order id; the pickup code is PC-4471."),
    ])

# =================================================================== B18 cycle-to-work over cap
bundle(
    "c2w-over-cap", C2W, "2026-11-03T14:00:00+01:00",
    "My dealer quote is above what my employer allows. How does that work?",
    [
        rec("get_quote#QU-7742", "tool:get_quote", {
            "schema_version": "5.0.0",
            "quote_id": "QU-7742",
            "employee": {"first_name": "Iris", "last_name": Str("Smits")},
            "versions": [
                {"version": 1, "created_ms": ms("2026-10-12 11:00"), "valid_until_ms": ms("2026-11-02 23:59"),
                 "status": "SUPERSEDED", "total": eur(259000),
                 "items": [{"description": "Stadsrijder Pro 11", "price": eur(239000)},
                           {"description": "helmet and lock", "price": eur(20000)}]},
                {"version": 2, "created_ms": ms("2026-10-30 16:25"), "valid_until_ms": ms("2026-11-20 23:59"),
                 "status": "CURRENT", "total": eur(235000),
                 "items": [{"description": "Stadsrijder 11", "price": eur(215000)},
                           {"description": "helmet and lock", "price": eur(20000)}]},
            ],
        }),
        rec("get_employee_budget#SMI-2290", "tool:get_employee_budget", {
            "schema_version": "5.0.0",
            "employee_no": "SMI-2290",
            "employer": {"name": "Brugwachter Zorggroep"},
            "cap": eur(200000),
            "used": eur(0),
        }),
        pol("c2w-terms#budget", "2026-01",
            "Your employer sets a maximum bike value. Helmets and locks count towards the maximum value. If your bike "
            "costs more, you pay the difference upfront to the dealer; it is not part of the salary deduction. Quotes "
            "are valid for 21 days."),
    ],
    [
        ok("Hi Iris, your employer's maximum is €2,000.00 and your quote is €2,350.00. You pay the €350.00 difference "
           "upfront to the dealer. That part isn't deducted from your salary.",
           [sup("maximum is €2,000.00"), sup("quote is €2,350.00"), sup("€350.00 difference upfront"),
            sup("isn't deducted from your salary")],
           ["€350.00", "€2,350.00"],
           "cap 200000; current version 2 total 235000; difference 35000 paid upfront per policy."),
        ok("Quote QU-7742 (version 2): € 2.350,00, valid until 20-11-2026. Helmet and lock count towards the € 2.000,00 cap.",
           [sup("€ 2.350,00"), sup("valid until 20-11-2026"), sup("count towards the € 2.000,00 cap")],
           ["20-11-2026"],
           "version 2 CURRENT, valid_until 20-11; helmets and locks count per the budget policy."),
        bad("old-version",
            "Hi Iris, your quote QU-7742 comes to €2,590.00. Your employer covers up to €2,000.00.",
            [con("comes to €2,590.00", AM), sup("covers up to €2,000.00")],
            ["€2,590.00"], ["stale_value"],
            "€2,590.00 is SUPERSEDED version 1; the CURRENT version 2 totals 235000 cents."),
        bad("difference-in-salary",
            "Hi Iris, your quote is €2,350.00. The difference above €2,000.00 is simply added to your monthly "
            "deductions. Your quote stays valid for 30 days.",
            [sup("quote is €2,350.00"), con("added to your monthly deductions", NC), con("valid for 30 days", NC, VM)],
            ["added to your monthly deductions", "30 days"], ["wrong_policy_condition", "wrong_period"],
            "The budget policy has the difference paid upfront, not deducted; quotes last 21 days."),
        fix("Hi Iris, your quote is €2,350.00 against a €2,000.00 maximum. You pay €250.00 upfront to the dealer.",
            [sup("quote is €2,350.00"), sup("€2,000.00 maximum"), con("€250.00 upfront", AM)],
            ["€250.00"], ["€350|€ 350", "2,350|2.350|2350"], ["wrong_arithmetic"],
            "235000 - 200000 = 35000 cents."),
    ])

# =================================================================== B19 velodrome intro
bundle(
    "velo-intro", VELO, "2026-01-22T20:00:00+01:00",
    "I booked the track intro for Saturday. What time should I be there, and do I need my own gear?",
    [
        rec("get_session_booking#TS-40218", "tool:get_session_booking", {
            "schema_version": "3.3.0",
            "session_id": "TS-40218",
            "product": "TRACK_INTRO",
            "participant": {"name": "Jesse Koster", "height_cm": Int(184)},
            "start_ms": ms("2026-01-24 18:00"),
            "duration": "PT2H",
            "rental": {"bike": Bool(True), "helmet": Bool(True), "shoes": Bool(False)},
            "price": eur(4250),
            "payment_status": "PAID",
            "status": "BOOKED",
        }),
        pol("velodrome-rules#intro", "2025-12",
            "Arrive 30 minutes before your session for the safety briefing. Minimum age is 14. Clipless pedal shoes "
            "(SPD-SL or Look) are required; you can rent a pair for €5. Free cancellation up to 24 hours before the session."),
    ],
    [
        ok("Hi Jesse, your track intro is on Saturday 24 January at 18:00 and lasts two hours. Please be there by 17:30 "
           "for the safety briefing. A bike and helmet are included in your booking; shoes are not.",
           [sup("Saturday 24 January at 18:00"), sup("lasts two hours"), sup("by 17:30 for the safety briefing"),
            sup("bike and helmet are included"), sup("shoes are not")],
           ["18:00", "17:30"],
           "TS-40218 start 24-01 18:00, PT2H; briefing 30 min before per policy; rental bike and helmet true, shoes false."),
        ok("Session TS-40218, Sat 24-01, 18:00–20:00. Paid: € 42,50. You need clipless shoes; you can rent a pair for €5.",
           [sup("Sat 24-01, 18:00–20:00"), sup("Paid: € 42,50"), sup("need clipless shoes"), sup("rent a pair for €5")],
           ["18:00–20:00", "42,50"],
           "start plus PT2H; price 4250 PAID; shoe rule and rental price from the policy."),
        bad("shoes-and-briefing",
            "Hi Jesse, your session starts at 18:00 on Saturday. Shoes, bike and helmet are all included. Arrive 15 "
            "minutes early for the briefing.",
            [sup("starts at 18:00 on Saturday"), con("Shoes, bike and helmet are all included", VM, SM),
             con("Arrive 15 minutes early", NC, VM)],
            ["Shoes, bike and helmet", "15 minutes"], ["unrecorded_extra", "wrong_period"],
            "rental.shoes is false; the briefing needs 30 minutes."),
        bad("utc-start",
            "Hi Jesse, your track intro is on Saturday 24 January at 17:00. It costs €42.50.",
            [con("Saturday 24 January at 17:00", DM, VM), sup("costs €42.50")],
            ["at 17:00"], ["unit_conversion"],
            "start_ms is 18:00 Amsterdam (CET); 17:00 is UTC."),
        fix("Hi Jesse, your track intro is on Saturday 24 January at 18:00. You paid €4,250. Be there 30 minutes early for "
            "the briefing.",
            [sup("Saturday 24 January at 18:00"), con("You paid €4,250", AM), sup("30 minutes early")],
            ["€4,250"], ["€42.50|42.50|42,50", "18:00"], ["unit_conversion"],
            "price is 4250 cents, €42.50."),
    ])

# =================================================================== B20 velodrome accreditation
bundle(
    "velo-accreditation", VELO, "2026-02-27T12:00:00+01:00",
    "How close am I to Level 3 so I can ride open sessions?",
    [
        rec("get_rider_profile#RID-2291", "tool:get_rider_profile", {
            "schema_version": "3.3.0",
            "rider_id": "RID-2291",
            "name": "Lieke Vos",
            "accreditation_level": "LEVEL_2",
            "level_2_achieved_ms": ms("2025-11-08 21:00"),
            "sessions_completed_at_level": Int(5),
            "sessions_required_next": Int(6),
            "next_level": Str("LEVEL_3"),
            "best_flying_200m_ms": L(13480),
            "last_ride_ms": ms("2026-02-19 21:30"),
            "upcoming": [{"session_id": "TS-40377", "product": "LEVEL_2_SESSION", "start_ms": ms("2026-03-05 19:30")}],
        }),
        pol("velodrome-rules#accreditation", "2025-12",
            "With Level 3 you can book open track sessions without a coach. Level 3 accreditation needs six completed "
            "Level 2 sessions and a flying 200 m under 14.5 seconds. Accreditation lapses if you don't ride for 12 months."),
    ],
    [
        ok("Hi Lieke, you've done 5 of the 6 Level 2 sessions. Your best flying 200 m is 13.48 seconds, already under the "
           "14.5-second mark. One more session, and you qualify for Level 3.",
           [sup("5 of the 6 Level 2 sessions"), sup("13.48 seconds"), sup("under the 14.5-second mark"),
            sup("One more session, and you qualify")],
           ["13.48", "5 of the 6"],
           "sessions 5 of required 6; best_flying_200m_ms 13480 = 13.48 s, under 14.5 s per policy."),
        ok("Your next Level 2 session is Thursday 5 March at 19:30. That would be your sixth. With Level 3 you can book "
           "open track sessions without a coach.",
           [sup("Thursday 5 March at 19:30"), sup("That would be your sixth"), sup("without a coach")],
           ["5 March", "19:30"],
           "upcoming TS-40377 on 05-03 19:30; 5 done so it is the sixth."),
        ok("Level 2 now; five sessions done, one to go. Flying 200 m: 13,48 s.",
           [sup("Level 2 now"), sup("five sessions done, one to go"), sup("13,48 s")],
           ["13,48"],
           "accreditation_level LEVEL_2, 5 of 6, 13480 ms."),
        bad("count-and-limit",
            "Hi Lieke, you've done 5 sessions; Level 3 needs 8. Your 13.48 s flying 200 m meets the 14.0 s limit.",
            [sup("you've done 5 sessions"), con("Level 3 needs 8", VM, NC), sup("Your 13.48 s flying 200 m"),
             con("the 14.0 s limit", NC, VM)],
            ["needs 8", "14.0 s"], ["wrong_quantity", "wrong_policy_condition"],
            "sessions_required_next 6 and the policy says six; the time limit is 14.5 s."),
        bad("level-and-lapse",
            "Hi Lieke, you're already Level 3, so you can book open sessions without a coach. Accreditation stays valid "
            "for 24 months without riding.",
            [con("you're already Level 3", SM, VM), con("24 months", NC, VM)],
            ["already Level 3", "24 months"], ["wrong_state", "wrong_period"],
            "accreditation_level is LEVEL_2; accreditation lapses after 12 months without riding."),
        fix("Hi Lieke, you've completed 5 of 6 Level 2 sessions. Your best flying 200 m is 1.348 seconds.",
            [sup("5 of 6 Level 2 sessions"), con("1.348 seconds", VM)],
            ["1.348 seconds"], ["13.48|13,48"], ["unit_conversion"],
            "best_flying_200m_ms is 13480 ms = 13.48 s."),
    ])

# =================================================================== B21 velodrome block booking
bundle(
    "velo-block", VELO, "2026-09-08T10:00:00+02:00",
    "How many sessions do we have left on our club block, and until when?",
    [
        rec("get_block#BLK-1180", "tool:get_block", {
            "schema_version": "3.3.0",
            "block_id": "BLK-1180",
            "holder": {"club": "WTC De Spaak", "contact": "Ruud Hermans"},
            "sessions_total": 10,
            "sessions_used": 4,
            "unit_price": eur(3800),
            "discount_pct": Int(10),
            "total_paid": eur(34200),
            "valid_until_ms": ms("2026-12-31 23:59"),
            "status": "ACTIVE",
        }),
        rec("get_block#BLK-0975", "tool:get_block", {
            "schema_version": "3.3.0",
            "block_id": "BLK-0975",
            "holder": {"club": "WTC De Spaak", "contact": "Ruud Hermans"},
            "sessions_total": 10,
            "sessions_used": 10,
            "unit_price": eur(3600),
            "discount_pct": Int(10),
            "total_paid": eur(32400),
            "valid_until_ms": ms("2025-12-31 23:59"),
            "status": "EXPIRED",
        }),
        pol("velodrome-rules#blocks", "2025-12",
            "Block bookings of 10 sessions get 10% off. A block can be shared by members of the same club. Unused "
            "sessions expire at the end of the validity date and are not refunded. Extending a block costs €25 per extra month."),
    ],
    [
        ok("Hi Ruud, block BLK-1180 has 6 of its 10 sessions left. It's valid until 31 December 2026. Any club member can use it.",
           [sup("6 of its 10 sessions left"), sup("valid until 31 December 2026"), sup("Any club member can use it")],
           ["6 of its 10", "31 December 2026"],
           "BLK-1180 sessions_total 10, used 4, valid_until 31-12-2026; sharing rule in the policy."),
        ok("You paid €342.00 for the block: 10 sessions at €38.00 with 10% off. Unused sessions expire on 31-12-2026 and "
           "aren't refunded.",
           [sup("You paid €342.00"), sup("10 sessions at €38.00"), sup("10% off"), sup("expire on 31-12-2026"),
            sup("aren't refunded")],
           ["€342.00"],
           "total_paid 34200 = 10 x 3800 less 10%; expiry and no refund from policy."),
        bad("old-block",
            "Hi Ruud, all 10 sessions on your block are used, so you'll need a new one. A new 10-session block gets 10% off.",
            [con("all 10 sessions on your block are used", VM, SM), sup("A new 10-session block gets 10% off")],
            ["all 10 sessions"], ["other_record_value"],
            "10 of 10 used is the EXPIRED BLK-0975; the active BLK-1180 has 4 used, 6 left."),
        bad("value-and-rollover",
            "Hi Ruud, BLK-1180 has 6 sessions left. At the discounted block rate that's €228.00 worth of track time. "
            "Sessions you don't use by 31 December roll over into next year.",
            [sup("6 sessions left"), con("€228.00", AM), con("roll over into next year", NC)],
            ["€228.00", "roll over"], ["wrong_arithmetic", "wrong_policy_condition"],
            "6 x 3800 less 10% is €205.20, not €228.00 (list price); unused sessions expire."),
        fix("Hi Ruud, block BLK-1180 has 6 sessions left and is valid until 31 December 2026. Unused sessions are refunded "
            "at €38.00 each after that date.",
            [sup("6 sessions left"), sup("valid until 31 December 2026"), con("refunded at €38.00 each", NC)],
            ["refunded at €38.00"], ["not refunded|aren't refunded|no refund|won't be refunded|expire", "6 sessions|six sessions"],
            ["wrong_policy_condition"],
            "The blocks policy: unused sessions expire and are not refunded."),
    ])

# =================================================================== B22 velodrome cancelled by venue
bundle(
    "velo-closure", VELO, "2026-06-05T09:30:00+02:00",
    "I got a message my session on the 9th is cancelled. Can I get my money back on my card?",
    [
        rec("get_session_booking#TS-40955", "tool:get_session_booking", {
            "schema_version": "3.3.0",
            "session_id": "TS-40955",
            "product": "OPEN_TRACK",
            "participant": {"name": "Sara Lindeman"},
            "start_ms": ms("2026-06-09 20:00"),
            "status": "CANCELLED_BY_VENUE",
            "cancel_reason": Str("TRACK_MAINTENANCE"),
            "price": eur(2900),
            "credit": {"credit_id": "CR-3307", "amount": eur(2900), "expires_ms": L(ms("2026-12-09 23:59"))},
            "refund": None,
        }),
        refused("refund_to_card#call-1", "refund_to_card", "DENY", {"session_id": "TS-40955", "amount_cents": 2900}),
        pol("velodrome-rules#venue-cancellation", "2025-12",
            "If we cancel a session, you get a credit for the full session price, valid for 6 months. You can use a "
            "credit for any session type. Credits can't be paid out to your card unless the venue closes for more than 30 days."),
        psg("notice#maintenance-2026-06", "web:notices",
            "Track maintenance, 9 to 11 June 2026: the track is closed.\nThe gym and the café stay open as usual."),
    ],
    [
        ok("Hi Sara, we had to cancel your session on 9 June for track maintenance. You've got a credit of €29.00 (CR-3307), "
           "valid until 9 December 2026. I couldn't refund it to your card: that's only possible if we close for more than 30 days.",
           [sup("cancel your session on 9 June"), sup("for track maintenance"), sup("credit of €29.00 (CR-3307)"),
            sup("valid until 9 December 2026"), sup("couldn't refund it to your card"), sup("more than 30 days")],
           ["€29.00", "9 December 2026"],
           "TS-40955 CANCELLED_BY_VENUE for TRACK_MAINTENANCE, credit 2900 to 09-12; refund_to_card was DENY."),
        ok("Your 9 June session is off; the track is closed from 9 to 11 June. Credit: € 29,00, usable for any session type.",
           [sup("9 June session is off"), sup("closed from 9 to 11 June"), sup("Credit: € 29,00"), sup("any session type")],
           ["29,00"],
           "status, maintenance notice and credit amount; any session type per policy."),
        bad("refunded-gym",
            "Hi Sara, your session on 9 June is cancelled and I've refunded €29.00 to your card. The gym is closed during "
            "the maintenance too.",
            [sup("session on 9 June is cancelled"), con("I've refunded €29.00 to your card", NE),
             con("The gym is closed during the maintenance", NC)],
            ["refunded €29.00", "gym is closed"], ["refused_call_effect", "invented_fact"],
            "refund_to_card was DENY; the notice says the gym stays open."),
        bad("moved-and-period",
            "Hi Sara, your 9 June session has been moved to 16 June because of track maintenance. You also get a €29.00 "
            "credit, valid for 12 months.",
            [con("moved to 16 June", SM, DM), sup("because of track maintenance"), sup("€29.00 credit"),
             con("valid for 12 months", NC, DM, VM)],
            ["moved to 16 June", "12 months"], ["wrong_state", "wrong_period"],
            "The session is CANCELLED_BY_VENUE, not rebooked; credits last 6 months (expires 09-12-2026)."),
        fix("Hi Sara, your 9 June session is cancelled for track maintenance. Your €29.00 credit CR-3307 is valid until 9 June 2027.",
            [sup("9 June session is cancelled"), sup("€29.00 credit CR-3307"), con("valid until 9 June 2027", DM)],
            ["9 June 2027"], ["9 December|09-12|December 9|9 Dec", "€29|29.00|29,00"], ["wrong_date"],
            "credit.expires_ms is 09-12-2026 (6 months)."),
    ])

# =================================================================== B23 bike park season pass
bundle(
    "park-season-pass", PARK, "2026-06-20T09:00:00+02:00",
    "What does my season pass cover, and when does the lift run? My son Jens has a pass too.",
    [
        rec("list_passes#CU-K-3310", "tool:list_passes", {
            "schema_version": "1.4.0",
            "customer_id": "CU-K-3310",
            "passes": [
                {"pass_id": "SP-26-00813", "holder": "Niels Wouters", "product": "SEASON_ADULT", "price": eur(22900),
                 "valid_from_ms": ms("2026-04-04"), "valid_to_ms": ms("2026-11-01 23:59"), "status": "ACTIVE",
                 "includes": ["LIFT_ACCESS", "FREE_BIKE_WASH"], "first_used_ms": L(ms("2026-04-11 10:12"))},
                {"pass_id": "SP-26-00814", "holder": "Jens Wouters", "product": "SEASON_YOUTH", "price": eur(14900),
                 "valid_from_ms": ms("2026-04-04"), "valid_to_ms": ms("2026-11-01 23:59"), "status": "ACTIVE",
                 "includes": ["LIFT_ACCESS"], "first_used_ms": L(ms("2026-04-11 10:14"))},
            ],
        }),
        pol("park-terms#season-pass", "2026-03",
            "Season passes are personal and can't be transferred. A lost pass card is replaced for €10. Season passes "
            "are not refunded after the first day of use. Youth passes are for riders aged 10 to 17."),
        psg("park#lift-hours", "web:opening-hours",
            "The lift runs Thursday to Sunday from 10:00 to 17:30 during the season.\nLast uplift at 17:15."),
    ],
    [
        ok("Hi Niels, your adult season pass SP-26-00813 is active until 1 November 2026. It covers the lift and a free "
           "bike wash. The lift runs Thursday to Sunday, 10:00 to 17:30.",
           [sup("active until 1 November 2026"), sup("covers the lift and a free bike wash"),
            sup("Thursday to Sunday, 10:00 to 17:30")],
           ["SP-26-00813", "1 November 2026"],
           "SP-26-00813 ACTIVE to 01-11, includes LIFT_ACCESS and FREE_BIKE_WASH; hours from the lift passage."),
        ok("Your pass cost €229,00; your son's youth pass €149,00, so €378,00 together. Lost your card? A new one is €10.",
           [sup("Your pass cost €229,00"), sup("youth pass €149,00"), sup("€378,00 together"), sup("A new one is €10")],
           ["€378,00"],
           "prices 22900 and 14900 sum to 37800; card replacement in the pass policy."),
        ok("Hi Niels, the lift opens today at 10:00. Last uplift is at 17:15.",
           [sup("opens today at 10:00"), sup("Last uplift is at 17:15")],
           ["10:00", "17:15"],
           "now is Saturday 20-06, a lift day in the season."),
        bad("perk-and-transfer",
            "Hi Niels, your season pass is valid until 1 November. It includes 20% off bike rental. You can pass it on to "
            "a friend on days you don't ride.",
            [sup("valid until 1 November"), either("20% off bike rental", VM, CW, NP), con("pass it on to a friend", NC)],
            ["20% off bike rental", "pass it on to a friend"], ["unlisted_perk", "wrong_policy_condition"],
            "includes lists only LIFT_ACCESS and FREE_BIKE_WASH; passes are personal and can't be transferred."),
        bad("son-pass-sum",
            "Hi Niels, your pass SP-26-00814 cost €149.00. Together with your son's pass that's €368.00.",
            [con("your pass SP-26-00814 cost €149.00", IM, AM), con("€368.00", AM)],
            ["your pass SP-26-00814", "€368.00"], ["other_record_value", "wrong_arithmetic"],
            "SP-26-00814 (14900) is Jens's youth pass; Niels has SP-26-00813 at 22900; together 37800."),
        fix("Hi Niels, your season pass SP-26-00813 runs until 1 November 2026. The lift runs daily from 10:00 to 17:30.",
            [sup("runs until 1 November 2026"), con("runs daily", NC)],
            ["runs daily"], ["Thursday to Sunday|Thursday-Sunday|Thu-Sun|Thursday through Sunday|Thursday until Sunday",
                             "1 November|01-11"], ["invented_fact"],
            "The lift passage says Thursday to Sunday, not daily."),
    ])

# =================================================================== B24 bike park weather closure
bundle(
    "park-weather-refund", PARK, "2026-07-13T10:00:00+02:00",
    "The park was closed on Saturday because of the storm. What happens with our tickets and the rental bike?",
    [
        rec("get_order#ORD-KB-22019", "tool:get_order", {
            "schema_version": "1.4.0",
            "order_id": "ORD-KB-22019",
            "customer": {"first_name": "Femke", "last_name": Str("Dekker")},
            "visit_date": days("2026-07-11"),
            "tickets": [{"type": "DAY_ADULT", "qty": 2, "unit_price": eur(3450)}],
            "rentals": [{"type": "ENDURO_BIKE_DAY", "qty": 1, "unit_price": eur(6500)}],
            "total": eur(13400),
            "status": "CLOSED_WEATHER",
            "refund": {"status": "PROCESSING", "amount": eur(13400), "initiated_ms": L(ms("2026-07-11 08:05")),
                       "method": "IDEAL"},
        }),
        pol("park-terms#weather", "2026-03",
            "When we close the park for weather, you get a full refund of tickets and rentals, or a voucher worth 110% if "
            "you prefer. Refunds go back to the original payment method within 7 working days. If we close after 13:00, "
            "the refund is 50% of the day ticket."),
        psg("park#notice-2026-07-11", "web:notices",
            "Saturday 11 July 2026: park closed all day due to storm warning code orange."),
    ],
    [
        ok("Hi Femke, we closed the park on 11 July because of the storm, so you get a full refund of €134.00. That covers "
           "both day tickets and the enduro bike rental. It goes back via iDEAL within 7 working days.",
           [sup("closed the park on 11 July because of the storm"), sup("full refund of €134.00"),
            sup("both day tickets and the enduro bike rental"), sup("via iDEAL"), sup("within 7 working days")],
           ["€134.00"],
           "visit_date 11-07 (days since epoch), CLOSED_WEATHER, refund 13400 via IDEAL PROCESSING; 7 working days per policy."),
        ok("Refund in progress: € 134,00 (2 × € 34,50 tickets + € 65,00 rental). Prefer a voucher? You'd get 110%, so € 147,40.",
           [sup("Refund in progress"), sup("€ 134,00"), sup("2 × € 34,50 tickets"), sup("€ 65,00 rental"),
            sup("You'd get 110%"), sup("€ 147,40")],
           ["134,00", "147,40"],
           "2 x 3450 + 6500 = 13400; 110% of that is 14740."),
        bad("tickets-only-half-rental",
            "Hi Femke, your refund is €69.00 for the two day tickets. Because we closed for weather, you get 50% back on "
            "the bike rental.",
            [con("your refund is €69.00", AM), con("50% back on the bike rental", NC)],
            ["€69.00", "50% back"], ["wrong_arithmetic", "wrong_policy_condition"],
            "refund.amount is 13400 (tickets plus rental); a full-day weather closure refunds rentals in full."),
        bad("paid-out-utc",
            "Hi Femke, your refund of €134.00 has already been paid out to your bank. It was started on 11 July at 06:05.",
            [sup("refund of €134.00"), con("already been paid out", SM), con("11 July at 06:05", DM, VM)],
            ["already been paid out", "06:05"], ["wrong_state", "unit_conversion"],
            "refund.status is PROCESSING; initiated 08:05 Amsterdam (CEST), 06:05 is UTC."),
        fix("Hi Femke, you get a full refund of €134.00 for the closure on 11 July. If you'd rather have a voucher, it's "
            "worth 120% of that.",
            [sup("full refund of €134.00"), con("worth 120%", NC, VM)],
            ["120%"], ["110%|110 %|€147.40|147,40|147.40", "€134.00|134.00|134,00"], ["wrong_policy_condition"],
            "The weather policy offers a voucher worth 110%."),
    ])

# =================================================================== B25 bike park rental damage
bundle(
    "park-rental-damage", PARK, "2026-08-18T12:30:00+02:00",
    "Why was €28 taken from my card after I rented a downhill bike on Sunday?",
    [
        rec("get_rental#RN-66102", "tool:get_rental", {
            "schema_version": "1.4.0",
            "rental_id": "RN-66102",
            "customer": {"first_name": "Tim", "last_name": Str("Hoekstra")},
            "bike": {"model": "Talus DH 29", "asset_tag": "KB-DH-014"},
            "rental_date": days("2026-08-16"),
            "damage_waiver": Bool(False),
            "damage": [{"code": "DERAILLEUR_HANGER", "charge": eur(2800)}],
            "deposit_hold": {"amount": eur(30000), "status": "PARTIALLY_CAPTURED", "captured": eur(2800),
                             "released": eur(27200), "released_ms": L(ms("2026-08-16 18:40"))},
        }),
        pol("park-terms#rentals", "2026-03",
            "A €300 deposit is held on your card for each rental bike. Damage is charged at fixed prices from our "
            "damage list. With the damage waiver (€12 per day) you pay nothing for damage up to €150. The unused part of "
            "the hold is released the same day; your bank may take up to 5 working days to show it."),
        psg("park#damage-list", "web:rental-damage-list",
            "Derailleur hanger: €28.\nBrake lever: €45.\nRear derailleur: €110.\nBroken spoke: €15."),
    ],
    [
        ok("Hi Tim, we charged €28.00 for a derailleur hanger on the Talus DH 29. You didn't take the damage waiver. The "
           "other €272.00 of the €300 hold was released on 16 August; your bank can take up to 5 working days to show it.",
           [sup("charged €28.00 for a derailleur hanger"), sup("didn't take the damage waiver"), sup("other €272.00"),
            sup("€300 hold"), sup("released on 16 August"), sup("up to 5 working days")],
           ["€28.00", "€272.00"],
           "RN-66102 damage DERAILLEUR_HANGER 2800, damage_waiver false, released 27200 on 16-08."),
        ok("Damage on rental RN-66102: derailleur hanger, € 28,00 (fixed price from our damage list). Released from the "
           "hold: € 272,00.",
           [sup("derailleur hanger, € 28,00"), sup("fixed price from our damage list"), sup("Released from the hold: € 272,00")],
           ["28,00", "272,00"],
           "charge matches the damage list entry; released 27200."),
        bad("waiver-claimed",
            "Hi Tim, the derailleur hanger damage (€28.00) is covered by your damage waiver, so we've released the full "
            "€300 hold.",
            [con("covered by your damage waiver", SM, VM), con("released the full €300 hold", AM, SM)],
            ["covered by your damage waiver", "released the full"], ["condition_unmet", "wrong_amount"],
            "damage_waiver is false; 2800 was captured and 27200 released."),
        bad("asset-tag-and-cap",
            "Hi Tim, the €28.00 charge is on rental KB-DH-014. With the damage waiver, at €12 a day, you'd have paid "
            "nothing for damage up to €250.",
            [con("rental KB-DH-014", IM), sup("at €12 a day"), con("up to €250", NC, VM)],
            ["rental KB-DH-014", "up to €250"], ["wrong_role", "wrong_policy_condition"],
            "KB-DH-014 is the bike's asset tag; the rental is RN-66102. The waiver covers damage up to €150."),
        fix("Hi Tim, we charged €28.00 for the derailleur hanger. We released €227.00 of your €300 hold on 16 August.",
            [sup("charged €28.00"), con("released €227.00", AM), sup("on 16 August")],
            ["€227.00"], ["€272|272.00|272,00", "€28|28.00|28,00"], ["wrong_arithmetic"],
            "30000 - 2800 = 27200 cents."),
    ])


# ---------------------------------------------------------------- assemble + self-checks
def slug_err(errors):
    return None


def sentences(text):
    parts = re.split(r"(?<=[.!?])\s+|\n+", text)
    return [p.strip() for p in parts if p.strip()]


COURTESY = {"Kind regards,", "Stroomfiets Lease", "Dear Mr Verhoef,"}


def check_case(cid, draft, probes, excludes, includes, kind):
    problems = []
    for p in probes:
        n = draft.count(p["contains"])
        if n != 1:
            problems.append(f"{cid}: probe {p['contains']!r} occurs {n} times")
    for s in sentences(draft):
        if s in COURTESY or s.endswith("?") or re.fullmatch(r"(Hi|Dear) [A-Z][a-z]+[,!]?", s):
            continue
        if not any(p["contains"] in s or s in p["contains"] for p in probes):
            # a probe may straddle; accept if any probe overlaps the sentence span
            start = draft.find(s)
            end = start + len(s)
            hit = False
            for p in probes:
                ps = draft.find(p["contains"])
                pe = ps + len(p["contains"])
                if ps < end and pe > start:
                    hit = True
            if not hit:
                problems.append(f"{cid}: sentence without probe: {s!r}")
    for e in excludes:
        if e not in draft:
            problems.append(f"{cid}: exclude {e!r} not in draft")
    if kind == "ok":
        for i in includes:
            if i not in draft:
                problems.append(f"{cid}: include {i!r} not in draft")
    if kind == "fix":
        corr = includes[0].split("|")
        if any(a in draft for a in corr):
            problems.append(f"{cid}: correction entry {includes[0]!r} already in draft")
        for other in includes[1:]:
            if not any(a in draft for a in other.split("|")):
                problems.append(f"{cid}: keep entry {other!r} not in draft")
    for e in excludes:
        for i in includes:
            for a in i.split("|"):
                if e in a:
                    problems.append(f"{cid}: exclude {e!r} inside include {a!r}")
    return problems


def main():
    cases, repairs, problems = [], [], []
    n = 0
    r = 0
    for b in BUNDLES:
        for rep in b["replies"]:
            case = {"schema": "halcheck.case/1", "id": None, "question": b["question"], "draft": rep["draft"],
                    "evidence": b["evidence"], "now": b["now"]}
            meta = {"writer": WRITER, "domain": b["domain"], "scenario": b["scenario"], "api_family": API,
                    "errors": [], "notes": rep["notes"]}
            if rep["kind"] == "ok":
                n += 1
                case["id"] = f"{WRITER}-{n:03d}-{b['scenario']}"
                expect = {"probes": rep["probes"], "outcome_in": ["sent"], "final_excludes": [],
                          "final_includes": rep["includes"]}
                problems += check_case(case["id"], rep["draft"], rep["probes"], [], rep["includes"], "ok")
                cases.append({"case": case, "expect": expect, "meta": meta})
            elif rep["kind"] == "bad":
                n += 1
                case["id"] = f"{WRITER}-{n:03d}-{b['scenario']}-{rep['tag']}"
                meta["errors"] = rep["errors"]
                expect = {"probes": rep["probes"], "outcome_in": None, "final_excludes": rep["excludes"],
                          "final_includes": []}
                problems += check_case(case["id"], rep["draft"], rep["probes"], rep["excludes"], [], "bad")
                nwrong = sum(1 for p in rep["probes"] if "supported" not in p["verdict_in"])
                if nwrong != len(rep["errors"]):
                    problems.append(f"{case['id']}: {nwrong} wrong probes vs {len(rep['errors'])} error labels")
                cases.append({"case": case, "expect": expect, "meta": meta})
            else:
                r += 1
                case["id"] = f"{WRITER}-r{r:02d}-{b['scenario']}"
                meta["errors"] = rep["errors"]
                expect = {"probes": rep["probes"], "outcome_in": ["repaired"], "final_excludes": rep["excludes"],
                          "final_includes": rep["includes"]}
                problems += check_case(case["id"], rep["draft"], rep["probes"], rep["excludes"], rep["includes"], "fix")
                nwrong = sum(1 for p in rep["probes"] if "supported" not in p["verdict_in"])
                if nwrong != len(rep["errors"]):
                    problems.append(f"{case['id']}: {nwrong} wrong probes vs {len(rep['errors'])} error labels")
                repairs.append({"case": case, "expect": expect, "meta": meta})
        ids = [e["id"] for e in b["evidence"]]
        if len(ids) != len(set(ids)):
            problems.append(f"{b['scenario']}: duplicate evidence ids")
    for p in problems:
        print("PROBLEM", p)
    with open(HERE / "cases.jsonl", "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(HERE / "repair.jsonl", "w", encoding="utf-8") as f:
        for c in repairs:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    ok_n = sum(1 for c in cases if not c["meta"]["errors"])
    from collections import Counter
    cnt = Counter(e for c in cases for e in c["meta"]["errors"])
    rcnt = Counter(e for c in repairs for e in c["meta"]["errors"])
    print(f"bundles={len(BUNDLES)} cases={len(cases)} correct={ok_n} wrong={len(cases) - ok_n} repair={len(repairs)}")
    print("errors in cases:", dict(sorted(cnt.items())), "total", sum(cnt.values()))
    print("errors in repair:", dict(sorted(rcnt.items())), "total", sum(rcnt.values()))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
