"""Writer w80: builds cases.jsonl and repair.jsonl.

Every record, policy and draft below was written by hand, bundle by bundle. The helpers only
convert Nairobi wall-clock times to epoch seconds and check that each probe span occurs exactly once.
"""
import json, os
from datetime import datetime, timezone, timedelta

EAT = timezone(timedelta(hours=3))  # Africa/Nairobi, no DST
HERE = os.path.dirname(os.path.abspath(__file__))
API = "ride-hailing trip and receipt API (Uber/Bolt-like): trips[], epoch times, fare in minor units, adjustments[]"


def ts(s):
    """'2026-03-14 18:02' in Africa/Nairobi -> epoch seconds."""
    return int(datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=EAT).timestamp())


def now(s):
    return datetime.strptime(s, "%Y-%m-%d %H:%M").replace(tzinfo=EAT).isoformat()


# reason-code groups
AMT = ["AMOUNT_MISMATCH"]
DATE = ["DATE_MISMATCH", "VALUE_MISMATCH"]
STATE = ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]
IDM = ["IDENTIFIER_MISMATCH", "VALUE_MISMATCH"]
VAL = ["VALUE_MISMATCH"]
POLX = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
NOTEX = ["NOT_EXECUTED"]
NOEV = ["CLAIM_WITHOUT_TOOL_EVIDENCE"]
NOPOL = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]
FACT = ["NLI_NOT_ENTAILED", "NLI_CONTRADICTION"]


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def X(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def I(c, reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def XI(c, reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


def record(id, source, fields, **kw):
    d = {"id": id, "kind": "record", "source": source, "fields": fields}
    d.update(kw)
    return d


def policy(id, text, revision=None, **kw):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    d.update(kw)
    return d


def passage(id, text, source=None):
    d = {"id": id, "kind": "passage", "text": text}
    if source:
        d["source"] = source
    return d


def refused(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


CASES, REPAIRS = [], []
PROBLEMS = []


def add(b, kind, draft, probes, errors=(), notes="", excludes=(), includes=()):
    """b: bundle dict; kind: 'ok' | 'bad' | 'rep'."""
    errors = list(errors)
    if kind == "rep":
        cid = "w80-r%02d-%s" % (len(REPAIRS) + 1, b["scenario"])
    else:
        cid = "w80-%03d-%s" % (len(CASES) + 1, b["scenario"])
        if errors:
            cid += "-" + errors[0].replace("_", "-")
    case = {"schema": "halcheck.case/1", "id": cid, "question": b["question"], "draft": draft,
            "evidence": b["evidence"]}
    if b.get("now"):
        case["now"] = b["now"]
    # self checks
    for p in probes:
        n = draft.count(p["contains"])
        if n != 1:
            PROBLEMS.append("%s: probe %r occurs %d times" % (cid, p["contains"], n))
    for e in excludes:
        if e not in draft:
            PROBLEMS.append("%s: exclude %r not in draft" % (cid, e))
    if kind == "ok":
        assert not errors, cid
        for inc in includes:
            if inc not in draft:
                PROBLEMS.append("%s: include %r not in draft" % (cid, inc))
    if kind == "rep":
        first = includes[0].split("|")
        if any(a in draft for a in first):
            PROBLEMS.append("%s: correction %r already in draft" % (cid, includes[0]))
        for inc in includes[1:]:
            if not any(a in draft for a in inc.split("|")):
                PROBLEMS.append("%s: survive entry %r not in draft" % (cid, inc))
    if kind != "ok" and not errors:
        PROBLEMS.append("%s: no errors listed" % cid)
    expect = {"probes": probes,
              "outcome_in": ["sent"] if kind == "ok" else (["repaired"] if kind == "rep" else None),
              "final_excludes": list(excludes), "final_includes": list(includes)}
    meta = {"writer": "w80", "domain": b["domain"], "scenario": b["scenario"], "api_family": API,
            "errors": errors, "notes": notes or b["key"]}
    line = {"case": case, "expect": expect, "meta": meta}
    (REPAIRS if kind == "rep" else CASES).append(line)


# =====================================================================================
# T1  taxi app: surge fare above the upfront estimate
# =====================================================================================
b = {"domain": "taxi app", "scenario": "taxi-surge-fare",
     "question": "Why was my ride on Saturday evening KSh 1,573 when the app said 1,350 to 1,500?",
     "key": "trips[0] (TRP-7Q4K91) fare.total 157320 KES = KSh 1,573.20, surge_multiplier 1.4, duration_seconds 2280 = 38 min; "
            "fare_estimate 135000-150000 with 1500 s; fare policy v4 says surge is locked at confirmation and booking fee is not surged.",
     "evidence": [
         record("rider_trips#R-55310", "tool:list_rider_trips", {
             "rider": {"rider_id": "R-55310", "first_name": "Amina", "rating": "4.93"},
             "trips": [
                 {"trip_id": "TRP-7Q4K91", "status": "COMPLETED", "product": "CITY_X",
                  "request_time": ts("2026-03-14 18:02"), "pickup_time": ts("2026-03-14 18:09"),
                  "dropoff_time": ts("2026-03-14 18:47"), "distance_meters": 11840, "duration_seconds": 2280,
                  "pickup": {"label": "Yaya Centre, Argwings Kodhek Rd"}, "dropoff": {"label": "Two Rivers, Limuru Rd"},
                  "fare_estimate": {"low": 135000, "high": 150000, "surge_multiplier": "1.4",
                                    "estimated_distance_meters": 10900, "estimated_duration_seconds": 1500,
                                    "quoted_at": ts("2026-03-14 18:02")},
                  "fare": {"base": 15000, "distance": 71000, "time": 22800, "surge_multiplier": "1.4",
                           "booking_fee": 5000, "tolls": 0, "tip": 0, "promotion": 0, "total": 157320},
                  "currency_code": "KES", "payment": {"method": "MPESA"}},
                 {"trip_id": "TRP-7Q9M20", "status": "COMPLETED", "product": "CITY_X",
                  "request_time": ts("2026-03-15 10:11"), "pickup_time": ts("2026-03-15 10:15"),
                  "dropoff_time": ts("2026-03-15 10:33"), "distance_meters": 5210, "duration_seconds": 1080,
                  "fare_estimate": {"low": 58000, "high": 68000, "surge_multiplier": "1.0"},
                  "fare": {"base": 15000, "distance": 31260, "time": 10740, "surge_multiplier": "1.0",
                           "booking_fee": 5000, "tolls": 0, "tip": 2000, "promotion": 0, "total": 64000},
                  "currency_code": "KES", "payment": {"method": "MPESA"}}]}),
         policy("fare-policy#estimates",
                "Before you confirm a trip, the app shows an upfront estimate as a range. The final fare is worked out "
                "from the actual distance and time, so it can land above the range when a trip runs longer or the "
                "route changes. Any surge multiplier shown when you confirm is locked in for that trip and does not "
                "rise during the ride. A booking fee of KSh 50 is added to every completed trip and is not multiplied "
                "by surge.", "v4"),
     ]}
add(b, "ok",
    "Hi Amina! Your Saturday trip on 14/03 came to KSh 1,573.20. The app estimated KSh 1,350–1,500, but the ride "
    "took 38 minutes against the 25 minutes expected. Final fares follow the actual time and distance, so they can "
    "go above the range. The 1.4x surge was locked when you confirmed and didn't change during the ride. Safe travels!",
    [S("came to KSh 1,573.20"), S("estimated KSh 1,350–1,500"), S("took 38 minutes"), S("25 minutes expected"),
     S("Final fares follow the actual time and distance"), S("go above the range"),
     S("1.4x surge was locked when you confirmed"), S("didn't change during the ride"), N("Safe travels!")],
    includes=["KSh 1,573.20"])
add(b, "ok",
    "Here's the breakdown for trip TRP-7Q4K91:\n- Base KSh 150, distance KSh 710, time KSh 228\n- Surge 1.4x on those "
    "three\n- Booking fee KSh 50, not surged\n- Total: KSh 1,573.20\nThe trip ran 11.8 km, a bit longer than the "
    "estimate assumed.",
    [S("Base KSh 150"), S("distance KSh 710"), S("time KSh 228"), S("Surge 1.4x on those three"),
     S("Booking fee KSh 50, not surged"), S("Total: KSh 1,573.20"), S("ran 11.8 km"),
     S("longer than the estimate assumed")],
    includes=["1,573.20", "1.4x"])
add(b, "bad",
    "Hi Amina! Your Saturday trip on 14/03 came to KSh 157,320. The app estimated KSh 1,350–1,500, but the ride "
    "took 38 minutes against the 25 minutes expected. Final fares follow the actual time and distance, so they can "
    "go above the range. The 1.4x surge was locked when you confirmed and didn't change during the ride. Safe travels!",
    [X("came to KSh 157,320", AMT), S("estimated KSh 1,350–1,500"), S("took 38 minutes"), S("25 minutes expected"),
     S("Final fares follow the actual time and distance"), S("go above the range"),
     S("1.4x surge was locked when you confirmed"), S("didn't change during the ride"), N("Safe travels!")],
    errors=["unit_conversion"], excludes=["KSh 157,320"],
    notes="fare.total 157320 is in cents (KSh 1,573.20), read as shillings; every other sentence matches trip TRP-7Q4K91 and policy v4.")
add(b, "bad",
    "Hey Amina, quick look at your 14/03 ride. Total charged was KSh 1,573.20. Before surge, base, distance and time "
    "came to KSh 1,040. The 1.4x multiplier can rise mid-trip if demand keeps climbing. Your ride the next day was "
    "KSh 640 with no surge.",
    [N("quick look at your 14/03 ride"), S("Total charged was KSh 1,573.20"), X("came to KSh 1,040", AMT),
     X("can rise mid-trip if demand keeps climbing", POLX), S("next day was KSh 640"), S("with no surge")],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excludes=["KSh 1,040", "rise mid-trip"],
    notes="150+710+228 = KSh 1,088, not 1,040; policy v4 says surge is locked at confirmation and does not rise. TRP-7Q9M20 total 64000 = KSh 640, surge 1.0.")
add(b, "rep",
    "Hi Amina! Your 14/03 trip came to KSh 1,573.20. A 1.5x surge applied to base, distance and time, and it was "
    "locked when you confirmed. The ride took 38 minutes, longer than estimated, which is why it went over the "
    "KSh 1,350–1,500 range.",
    [S("came to KSh 1,573.20"), X("1.5x surge applied", VAL), S("locked when you confirmed"), S("took 38 minutes"),
     S("longer than estimated"), S("went over the KSh 1,350–1,500 range")],
    errors=["wrong_value"], excludes=["1.5x"], includes=["1.4x|1.4 x|1.4", "1,573.20"],
    notes="fare.surge_multiplier is \"1.4\", not 1.5; the total and duration are right.")

# =====================================================================================
# T2  taxi app: late cancellation fee, waiver refused
# =====================================================================================
b = {"domain": "taxi app", "scenario": "taxi-cancel-fee",
     "question": "Why was I charged KSh 200 on Tuesday? I cancelled the ride.",
     "key": "TRP-3KD0W7 RIDER_CANCELED: driver_accepted_at 09:15, canceled_at 09:21, driver ETA 09:22; cancellation_fee 20000 CHARGED; "
            "cancel policy v9 (2-minute free window, KSh 200, waiver only if driver >5 min past ETA); waive_cancellation_fee was DENIED.",
     "evidence": [
         record("get_trip#TRP-3KD0W7", "tool:get_trip", {
             "trip": {"trip_id": "TRP-3KD0W7", "status": "RIDER_CANCELED", "product": "CITY_X",
                      "request_time": ts("2026-04-07 09:14"), "driver_accepted_at": ts("2026-04-07 09:15"),
                      "driver_eta_pickup_time": ts("2026-04-07 09:22"), "canceled_at": ts("2026-04-07 09:21"),
                      "pickup_time": None, "dropoff_time": None, "canceled_by": "RIDER",
                      "fare_estimate": {"low": 42000, "high": 50000, "surge_multiplier": "1.0"},
                      "cancellation_fee": {"amount": 20000, "status": "CHARGED"}, "currency_code": "KES",
                      "payment": {"method": "MPESA", "msisdn_masked": "2547****4410"},
                      "rider": {"first_name": "Brian"}}}),
         record("list_trips#recent", "tool:list_rider_trips", {
             "trips": [{"trip_id": "TRP-3KC8P1", "status": "COMPLETED", "request_time": ts("2026-04-05 19:30"),
                        "fare": {"total": 46500}, "currency_code": "KES", "cancellation_fee": None}]}),
         policy("cancel-policy#rider",
                "Riders can cancel at no cost within 2 minutes of a driver accepting the request. After that window "
                "a cancellation fee of KSh 200 is charged. The fee is waived automatically if the driver arrives more "
                "than 5 minutes later than the ETA shown at acceptance. Support agents cannot waive fees outside "
                "these rules.", "v9"),
         refused("waive_cancellation_fee#call-1", "waive_cancellation_fee", "DENY",
                 {"trip_id": "TRP-3KD0W7", "amount": 20000}),
     ]}
add(b, "ok",
    "Morning Brian. You cancelled trip TRP-3KD0W7 at 9:21 AM on 7 April, six minutes after your driver accepted. "
    "The free window is 2 minutes, so the KSh 200 fee applies. Your driver was still due at 9:22 AM, so the "
    "late-driver waiver doesn't apply. I asked for the fee to be waived, but that request was declined.",
    [S("at 9:21 AM on 7 April"), S("six minutes after your driver accepted"), S("free window is 2 minutes"),
     S("KSh 200 fee applies"), S("still due at 9:22 AM"), S("late-driver waiver doesn't apply"),
     S("that request was declined")],
    includes=["KSh 200", "9:21 AM"])
add(b, "ok",
    "The KSh 200 on 07/04 is the late-cancellation fee: you cancelled 6 min after the driver accepted, past the free "
    "2-minute window. A waiver isn't possible here.",
    [S("KSh 200 on 07/04 is the late-cancellation fee"), S("6 min after the driver accepted"),
     S("past the free 2-minute window"), S("A waiver isn't possible here")],
    includes=["KSh 200"])
add(b, "ok",
    "Dear Brian,\n\nThank you for your message. The cancellation fee of KSh 200 was charged to your M-Pesa because "
    "the trip was cancelled at 9:21 AM, well after the two-minute free cancellation window. We were unable to waive "
    "it.\n\nKind regards,\nDispatch Support",
    [N("Thank you for your message"), S("fee of KSh 200 was charged"), S("to your M-Pesa"), S("cancelled at 9:21 AM"),
     S("two-minute free cancellation window"), S("unable to waive it")],
    includes=["KSh 200"])
add(b, "bad",
    "Morning Brian. You cancelled trip TRP-3KD0W7 at 9:21 AM on 7 April, six minutes after your driver accepted. "
    "The free window is 2 minutes. Since your driver was running late, the late-driver waiver covers you and the "
    "KSh 200 fee is cancelled.",
    [S("at 9:21 AM on 7 April"), S("six minutes after your driver accepted"), S("free window is 2 minutes"),
     XI("your driver was running late", ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH", "DATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
     X("KSh 200 fee is cancelled", ["NOT_EXECUTED", "RECORD_STATE_MISMATCH"])],
    errors=["condition_unmet", "refused_call_effect"], excludes=["running late", "fee is cancelled"],
    notes="The rider cancelled at 09:21, before the 09:22 ETA, so the driver was not late and the waiver condition fails; "
          "waive_cancellation_fee was DENIED and cancellation_fee.status is CHARGED.")
add(b, "bad",
    "Hi Brian! That KSh 200 is a cancellation fee. Cancelling is free for 5 minutes after a driver accepts, and you "
    "cancelled at 9:31 AM. I put in a waiver request but it was declined.",
    [S("That KSh 200 is a cancellation fee"), X("free for 5 minutes", POLX), X("cancelled at 9:31 AM", DATE),
     S("it was declined")],
    errors=["wrong_period", "wrong_time"], excludes=["free for 5 minutes", "9:31 AM"],
    notes="Policy v9 gives a 2-minute free window; canceled_at is 09:21 EAT, not 09:31.")
add(b, "rep",
    "Hi Brian. Trip TRP-3KD0W7 was cancelled at 9:21 AM, six minutes after the driver accepted, so the KSh 200 fee "
    "applies. Good news: I've waived it for you.",
    [S("cancelled at 9:21 AM"), S("six minutes after the driver accepted"), S("KSh 200 fee applies"),
     X("I've waived it for you", NOTEX)],
    errors=["refused_call_effect"], excludes=["I've waived it"],
    includes=["declined|could not|couldn't|unable|not able|can't|cannot|wasn't possible|not possible", "9:21"],
    notes="waive_cancellation_fee was refused (DENY); the fee stands as CHARGED.")

# =====================================================================================
# T3  taxi app: promo code not applied to a cash trip
# =====================================================================================
b = {"domain": "taxi app", "scenario": "taxi-promo-cash",
     "question": "My morning trip on 19/03 didn't get the KSh 150 off. How many discounted trips do I have left?",
     "key": "TRP-9FH0B8 (morning) payment CASH, promotion 0, promo_ineligible_reason CASH_PAYMENT, total 63000; TRP-9FH2L4 (afternoon) "
            "promotion -15000, total 60000; promotions: trips_used 2 of 3, expires 30/04/2026; promo terms v2.",
     "evidence": [
         record("list_trips#2026-03-19", "tool:list_rider_trips", {
             "rider": {"first_name": "Otieno"},
             "trips": [
                 {"trip_id": "TRP-9FH0B8", "status": "COMPLETED", "request_time": ts("2026-03-19 08:05"),
                  "pickup_time": ts("2026-03-19 08:11"), "dropoff_time": ts("2026-03-19 08:39"),
                  "distance_meters": 9350, "duration_seconds": 1680,
                  "fare": {"base": 15000, "distance": 29000, "time": 14000, "surge_multiplier": "1.0",
                           "booking_fee": 5000, "tolls": 0, "tip": 0, "promotion": 0, "total": 63000},
                  "promo_code": "KARIBU150", "promo_ineligible_reason": "CASH_PAYMENT",
                  "currency_code": "KES", "payment": {"method": "CASH"}},
                 {"trip_id": "TRP-9FH2L4", "status": "COMPLETED", "request_time": ts("2026-03-19 16:12"),
                  "pickup_time": ts("2026-03-19 16:20"), "dropoff_time": ts("2026-03-19 16:44"),
                  "distance_meters": 8120, "duration_seconds": 1440,
                  "fare": {"base": 15000, "distance": 42000, "time": 13000, "surge_multiplier": "1.0",
                           "booking_fee": 5000, "tolls": 0, "tip": 0, "promotion": -15000, "total": 60000},
                  "promo_code": "KARIBU150", "currency_code": "KES", "payment": {"method": "CARD", "card_last4": "0907"}}]}),
         record("get_promotions#R-60218", "tool:get_promotions", {
             "promotions": [{"code": "KARIBU150", "type": "FLAT_OFF", "amount_off": 15000, "currency_code": "KES",
                             "trips_allowed": 3, "trips_used": 2, "status": "ACTIVE",
                             "expires_at": ts("2026-04-30 23:59"),
                             "redemptions": [{"trip_id": "TRP-9F2A77", "redeemed_at": ts("2026-03-12 13:40")},
                                             {"trip_id": "TRP-9FH2L4", "redeemed_at": ts("2026-03-19 16:44")}]}]}),
         policy("promo-terms#KARIBU150",
                "New riders get KSh 150 off each of their first three trips with code KARIBU150. The code must be "
                "added before the trip is requested. Cash trips are not discounted and do not count towards the "
                "three trips. The offer ends on 30 April 2026.", "v2"),
     ]}
add(b, "ok",
    "Hi Otieno! Your morning trip TRP-9FH0B8 was paid in cash, and cash trips aren't discounted under KARIBU150. "
    "Your afternoon trip did get the KSh 150 off, bringing it to KSh 600. You've used 2 of your 3 discounted trips, "
    "so one is left. Use it before 30 April 2026!",
    [S("was paid in cash"), S("cash trips aren't discounted"), S("afternoon trip did get the KSh 150 off"),
     S("bringing it to KSh 600"), S("used 2 of your 3"), S("so one is left"), S("before 30 April 2026")],
    includes=["KSh 600", "30 April 2026"])
add(b, "ok",
    "- Morning ride (19/03): cash, so no promo\n- Afternoon ride (19/03): KSh 150 off, you paid KSh 600\n- Promo "
    "trips left: 1 of 3\n- Offer ends 30/04/2026",
    [S("cash, so no promo"), S("KSh 150 off"), S("you paid KSh 600"), S("Promo trips left: 1 of 3"),
     S("Offer ends 30/04/2026")],
    includes=["KSh 600"])
add(b, "bad",
    "Hi Otieno! The morning trip was paid in cash, which isn't covered by KARIBU150. The afternoon trip got KSh 150 "
    "off and came to KSh 600. You still have 2 discounted trips left before the offer ends on 30 April.",
    [S("paid in cash"), S("isn't covered by KARIBU150"), S("got KSh 150 off"), S("came to KSh 600"),
     X("still have 2 discounted trips left", VAL), S("offer ends on 30 April")],
    errors=["wrong_arithmetic"], excludes=["2 discounted trips left"],
    notes="trips_used 2 of trips_allowed 3 leaves one, not two; the rest matches the trip records and promo terms.")
add(b, "bad",
    "Hey Otieno, quick answer: KARIBU150 has to be added before you request, and it looks like you didn't add it "
    "before your morning ride. Your afternoon ride came to KSh 630 after the KSh 150 discount. One promo trip remains.",
    [S("has to be added before you request"), X("you didn't add it", STATE),
     X("came to KSh 630", AMT), S("after the KSh 150 discount"), S("One promo trip remains")],
    errors=["wrong_value", "other_record_value"], excludes=["didn't add it", "KSh 630"],
    notes="TRP-9FH0B8 carries promo_code KARIBU150 and was refused only for CASH_PAYMENT; KSh 630 is the morning trip's total, the afternoon trip was 60000 = KSh 600.")
add(b, "rep",
    "Hi Otieno! Your morning trip was paid in cash, so KARIBU150 didn't apply. The afternoon trip got KSh 150 off, "
    "so you paid KSh 750. You have one discounted trip left, valid until 30 April.",
    [S("paid in cash"), S("KARIBU150 didn't apply"), S("got KSh 150 off"), X("you paid KSh 750", AMT),
     S("one discounted trip left"), S("valid until 30 April")],
    errors=["wrong_arithmetic"], excludes=["KSh 750"], includes=["KSh 600|600", "30 April|30/04"],
    notes="KSh 750 is the fare before the -15000 promotion; fare.total is 60000 = KSh 600.")

# =====================================================================================
# T4  taxi app: route correction refund processed, toll refund pending
# =====================================================================================
b = {"domain": "taxi app", "scenario": "taxi-route-refund",
     "question": "The driver took a much longer route on Monday. Did I get my money back?",
     "key": "TRP-5MW8C3 fare.total 180000 (KSh 1,800); adjustments ADJ-22817 ROUTE_CORRECTION -45000 PROCESSED 17/03 to M-PESA and "
            "ADJ-22818 TOLL_REFUND -20000 PENDING; refunds policy v3 (M-Pesa within 24 h, cards 5-7 business days, tolls up to 3 business days).",
     "evidence": [
         record("get_trip#TRP-5MW8C3", "tool:get_trip", {
             "trip": {"trip_id": "TRP-5MW8C3", "status": "COMPLETED", "rider": {"first_name": "Grace"},
                      "request_time": ts("2026-03-16 07:41"), "pickup_time": ts("2026-03-16 07:48"),
                      "dropoff_time": ts("2026-03-16 08:41"), "distance_meters": 18200, "duration_seconds": 3180,
                      "fare_estimate": {"low": 110000, "high": 125000, "estimated_distance_meters": 12600},
                      "fare": {"base": 15000, "distance": 108000, "time": 32000, "surge_multiplier": "1.0",
                               "booking_fee": 5000, "tolls": 20000, "tip": 0, "promotion": 0, "total": 180000},
                      "currency_code": "KES", "payment": {"method": "MPESA"}},
             "adjustments": [
                 {"adjustment_id": "ADJ-22817", "type": "ROUTE_CORRECTION", "amount": -45000, "status": "PROCESSED",
                  "created_at": ts("2026-03-17 09:58"), "processed_at": ts("2026-03-17 10:05"), "destination": "MPESA"},
                 {"adjustment_id": "ADJ-22818", "type": "TOLL_REFUND", "amount": -20000, "status": "PENDING",
                  "created_at": ts("2026-03-17 10:06"), "processed_at": None, "destination": "MPESA"}]}),
         policy("refunds#timing",
                "Refunds to M-Pesa usually arrive within 24 hours of being processed. Card refunds take 5 to 7 "
                "business days depending on your bank. Toll refunds are checked against the toll operator's records "
                "before they are released, which can take up to 3 business days.", "v3"),
     ]}
add(b, "ok",
    "Hi Grace! Yes, we've adjusted your Monday trip (16/03). A route correction of KSh 450 was processed on 17/03 to "
    "your M-Pesa, and M-Pesa refunds usually land within 24 hours. A separate KSh 200 toll refund is still pending "
    "while we check the toll records, which can take up to 3 business days. Once both are through, the trip will "
    "have cost you KSh 1,150.",
    [S("adjusted your Monday trip (16/03)"), S("route correction of KSh 450"), S("processed on 17/03"),
     S("to your M-Pesa"), S("usually land within 24 hours"), S("KSh 200 toll refund is still pending"),
     S("up to 3 business days"), S("cost you KSh 1,150")],
    includes=["KSh 450", "KSh 1,150"])
add(b, "ok",
    "Two refunds on TRP-5MW8C3: KSh 450 (done, sent to M-Pesa) and KSh 200 for the toll (pending). Net fare after "
    "both: KSh 1,150.",
    [S("KSh 450 (done, sent to M-Pesa)"), S("KSh 200 for the toll (pending)"), S("Net fare after both: KSh 1,150")],
    includes=["KSh 450"])
add(b, "bad",
    "Hi Grace! Both refunds are done: KSh 450 for the route and KSh 200 for the toll, sent to your M-Pesa. Since you "
    "paid by M-Pesa, allow 5 to 7 business days for it to show. After both, your trip comes to KSh 1,150.",
    [X("Both refunds are done", STATE), S("KSh 450 for the route"), S("KSh 200 for the toll"),
     X("allow 5 to 7 business days", POLX), S("your trip comes to KSh 1,150")],
    errors=["wrong_state", "wrong_policy_condition"], excludes=["Both refunds are done", "5 to 7 business days"],
    notes="ADJ-22818 is PENDING, not done; the policy's 5-7 business days is for cards, M-Pesa refunds arrive within 24 hours.")
add(b, "bad",
    "Hi Grace, the route correction of KSh 450 went to your M-Pesa on 17/03. The toll refund of KSh 200 is pending. "
    "That brings your KSh 1,800 fare down to KSh 1,250 once both land.",
    [S("route correction of KSh 450"), S("went to your M-Pesa on 17/03"), S("toll refund of KSh 200 is pending"),
     S("KSh 1,800 fare"), X("down to KSh 1,250", AMT)],
    errors=["wrong_arithmetic"], excludes=["KSh 1,250"],
    notes="1,800 - 450 - 200 = KSh 1,150, not 1,250.")
add(b, "rep",
    "Hi Grace! We processed a route correction of KSh 540 to your M-Pesa on 17/03. The KSh 200 toll refund is pending "
    "and can take up to 3 business days.",
    [X("route correction of KSh 540", AMT), S("to your M-Pesa on 17/03"), S("KSh 200 toll refund is pending"),
     S("up to 3 business days")],
    errors=["wrong_amount"], excludes=["KSh 540"], includes=["KSh 450|450", "KSh 200|200"],
    notes="ADJ-22817 amount is -45000 = KSh 450.")

# =====================================================================================
# T5  taxi app: no drivers available, card hold voided
# =====================================================================================
b = {"domain": "taxi app", "scenario": "taxi-no-drivers",
     "question": "The app said no drivers last night but I see KSh 900 pending on my card. Why?",
     "now": now("2026-03-21 09:10"),
     "key": "TRP-1XZ6N2 status NO_DRIVERS_AVAILABLE requested 20/03 23:40; authorization 90000 on card 3306 VOIDED at 23:48; "
            "account lists a second card 8812; no-driver policy v2 (nothing charged, banks up to 5 business days).",
     "evidence": [
         record("get_trip#TRP-1XZ6N2", "tool:get_trip", {
             "trip": {"trip_id": "TRP-1XZ6N2", "status": "NO_DRIVERS_AVAILABLE", "product": "CITY_X",
                      "request_time": ts("2026-03-20 23:40"), "search_ended_at": ts("2026-03-20 23:48"),
                      "pickup_time": None, "dropoff_time": None, "fare": None,
                      "fare_estimate": {"low": 75000, "high": 90000, "surge_multiplier": "1.2"},
                      "currency_code": "KES",
                      "payment": {"method": "CARD", "card_last4": "3306",
                                  "authorization": {"amount": 90000, "status": "VOIDED",
                                                    "created_at": ts("2026-03-20 23:40"),
                                                    "voided_at": ts("2026-03-20 23:48")}}}}),
         record("get_rider#R-71442", "tool:get_rider", {
             "rider": {"rider_id": "R-71442", "first_name": "Faith",
                       "payment_methods": [{"type": "CARD", "last4": "3306", "default": True},
                                           {"type": "CARD", "last4": "8812", "default": False}]},
             "recent_trips": [{"trip_id": "TRP-1XY9Q0", "status": "DRIVER_CANCELED",
                               "request_time": ts("2026-03-18 21:05"), "cancellation_fee": None}]}),
         policy("no-driver#holds",
                "When no driver accepts a request, the trip is closed and nothing is charged. Any temporary card hold "
                "is released straight away on our side. Some banks take up to 5 business days to remove a released "
                "hold from your statement.", "v2"),
     ]}
add(b, "ok",
    "Hi Faith, sorry about last night! No driver accepted your 11:40 PM request, so the trip was closed and you "
    "weren't charged. The KSh 900 is only a hold on your card ending 3306, and we voided it at 11:48 PM. Some banks "
    "take up to 5 business days to clear it.",
    [N("sorry about last night"), S("No driver accepted your 11:40 PM request"), S("the trip was closed"),
     S("you weren't charged"), S("KSh 900 is only a hold"), S("card ending 3306"), S("voided it at 11:48 PM"),
     S("up to 5 business days")],
    includes=["3306", "11:48 PM"])
add(b, "ok",
    "Good morning Faith. Your request on 20/03 found no available drivers, so nothing was charged. The KSh 900 "
    "authorisation was released on our side the same night; your bank may need up to 5 business days to drop it.",
    [S("found no available drivers"), S("nothing was charged"), S("KSh 900 authorisation was released"),
     S("the same night"), S("up to 5 business days")],
    includes=["KSh 900"])
add(b, "bad",
    "Hi Faith! Your driver cancelled last night's 11:40 PM trip, so you weren't charged. The KSh 900 hold on card "
    "ending 3306 was voided at 11:48 PM, and banks can take up to 5 business days to clear it.",
    [X("Your driver cancelled", STATE), S("you weren't charged"), S("KSh 900 hold"), S("card ending 3306"),
     S("voided at 11:48 PM"), S("up to 5 business days")],
    errors=["wrong_state"], excludes=["Your driver cancelled"],
    notes="TRP-1XZ6N2 status is NO_DRIVERS_AVAILABLE; DRIVER_CANCELED belongs to TRP-1XY9Q0 on 18/03.")
add(b, "bad",
    "Hi Faith. No drivers were free for your request, so no fare was taken. The hold of KSh 900 on your card ending "
    "8812 has been voided, and it should vanish within 48 hours.",
    [S("No drivers were free for your request"), S("no fare was taken"), S("hold of KSh 900"),
     X("card ending 8812", IDM), S("has been voided"), X("within 48 hours", POLX)],
    errors=["wrong_id", "wrong_period"], excludes=["ending 8812", "within 48 hours"],
    notes="The authorization was on card_last4 3306 (8812 is the rider's other card); the policy says banks take up to 5 business days.")
add(b, "rep",
    "Hi Faith. Your driver cancelled the 11:40 PM request, so there's no charge. The KSh 900 hold was voided at "
    "11:48 PM.",
    [X("Your driver cancelled the 11:40 PM request", STATE), S("there's no charge"), S("KSh 900 hold was voided at 11:48 PM")],
    errors=["wrong_state"], excludes=["driver cancelled"],
    includes=["no driver|No driver|no drivers|No drivers|couldn't find a driver|could not find a driver|wasn't matched",
              "KSh 900|900"],
    notes="status NO_DRIVERS_AVAILABLE: no driver ever accepted; nobody cancelled.")

# =====================================================================================
# A1  airport shuttle: early pickup tomorrow, current vs superseded quote
# =====================================================================================
b = {"domain": "airport shuttle", "scenario": "shuttle-early-pickup",
     "question": "What time is my shuttle pickup tomorrow and how much do I owe?",
     "now": now("2026-04-10 19:30"),
     "key": "SHT-40219 CONFIRMED: pickup window 11/04 04:30-04:45 EAT at Kilimani Court Hotel, 3 passengers, 4 bags (1 extra), "
            "quote v2 ACTIVE total 360000 = KSh 3,600 (v1 SUPERSEDED 280000); shuttle policy v5: one large bag each, extra KSh 300, driver waits 10 min.",
     "evidence": [
         record("get_booking#SHT-40219", "tool:get_shuttle_booking", {
             "booking": {"booking_id": "SHT-40219", "service": "JKIA_SHARED", "status": "CONFIRMED",
                         "customer": {"first_name": "Kevin"}, "passengers": 3, "bags": {"large": 4, "carry_on": 3},
                         "pickup": {"location": "Kilimani Court Hotel, Ring Rd Kilimani",
                                    "window_start": ts("2026-04-11 04:30"), "window_end": ts("2026-04-11 04:45")},
                         "dropoff": {"location": "JKIA Terminal 1A"},
                         "flight": {"number": "XK 718", "departure_local": "2026-04-11T07:40:00+03:00"},
                         "currency_code": "KES",
                         "quotes": [
                             {"version": 1, "status": "SUPERSEDED", "passengers": 2, "extra_bags": 2,
                              "fare": {"seats": 220000, "extra_bags": 60000, "total": 280000},
                              "created_at": ts("2026-04-02 12:10")},
                             {"version": 2, "status": "ACTIVE", "passengers": 3, "extra_bags": 1,
                              "fare": {"seats": 330000, "extra_bags": 30000, "total": 360000},
                              "created_at": ts("2026-04-06 08:44")}]}}),
         policy("shuttle-rules#luggage-wait",
                "Please be at the pickup point at the start of your window. Each passenger may bring one large bag and "
                "one carry-on; additional large bags cost KSh 300 each. Drivers wait up to 10 minutes after the end of "
                "the pickup window before leaving for the next stop. Missed pickups are not refunded.", "v5"),
     ]}
add(b, "ok",
    "Hi Kevin! Your shuttle picks you up tomorrow between 4:30 and 4:45 AM at Kilimani Court Hotel. That's 3 seats "
    "plus 1 extra bag, KSh 3,600 in total. Please be at the entrance by 4:30; the driver waits up to 10 minutes "
    "after 4:45.",
    [S("picks you up tomorrow between 4:30 and 4:45 AM"), S("at Kilimani Court Hotel"), S("3 seats plus 1 extra bag"),
     S("KSh 3,600 in total"), S("be at the entrance by 4:30"), S("waits up to 10 minutes after 4:45")],
    includes=["4:30", "KSh 3,600"])
add(b, "ok",
    "Dear Kevin,\n\nYour airport shuttle booking SHT-40219 is confirmed for Saturday 11/04/2026, with pickup from "
    "4:30 AM to 4:45 AM. The fare of KSh 3,600 covers three passengers and one additional large bag at KSh 300.\n\n"
    "Safe flight,\nShuttle Desk",
    [S("SHT-40219 is confirmed"), S("Saturday 11/04/2026"), S("from 4:30 AM to 4:45 AM"), S("fare of KSh 3,600"),
     S("covers three passengers"), S("one additional large bag at KSh 300"), N("Safe flight")],
    includes=["KSh 3,600", "4:30 AM"])
add(b, "ok",
    "Tomorrow, 4:30–4:45 AM pickup, 3 passengers, KSh 3,600. Flight XK 718 leaves at 7:40 AM.",
    [S("4:30–4:45 AM pickup"), S("3 passengers"), S("KSh 3,600"), S("leaves at 7:40 AM")],
    includes=["KSh 3,600"])
add(b, "bad",
    "Hi Kevin! Pickup is tomorrow between 4:30 and 4:45 AM at Kilimani Court Hotel. Your fare is KSh 2,800 for the "
    "booking. The driver waits up to 10 minutes after the window ends.",
    [S("tomorrow between 4:30 and 4:45 AM"), S("at Kilimani Court Hotel"), X("Your fare is KSh 2,800", AMT),
     S("waits up to 10 minutes after the window ends")],
    errors=["stale_value"], excludes=["KSh 2,800"],
    notes="KSh 2,800 is quote version 1 (SUPERSEDED); the ACTIVE version 2 total is 360000 = KSh 3,600.")
add(b, "bad",
    "Hey Kevin, your shuttle comes tomorrow between 1:30 and 1:45 AM. Total is KSh 3,600 for 3 seats and an extra "
    "bag. Drivers wait up to 15 minutes past the window.",
    [X("between 1:30 and 1:45 AM", DATE), S("Total is KSh 3,600"), S("3 seats and an extra bag"),
     X("up to 15 minutes past the window", POLX)],
    errors=["unit_conversion", "wrong_period"], excludes=["1:30 and 1:45 AM", "up to 15 minutes"],
    notes="01:30-01:45 is the window in UTC; in Nairobi it is 4:30-4:45 AM. Policy v5 says drivers wait 10 minutes.")
add(b, "rep",
    "Hi Kevin! Pickup is tomorrow, 4:30–4:45 AM, at Kilimani Court Hotel. Your total is KSh 3,600 for 3 seats and "
    "2 extra bags.",
    [S("tomorrow, 4:30–4:45 AM"), S("at Kilimani Court Hotel"), S("total is KSh 3,600"), S("3 seats"),
     X("2 extra bags", VAL)],
    errors=["wrong_quantity"], excludes=["2 extra bags"],
    includes=["1 extra bag|one extra bag|an extra bag|one additional|1 additional|a single extra", "3,600"],
    notes="Active quote v2 has extra_bags 1 (4 large bags for 3 passengers); 2 extra bags was version 1.")

# =====================================================================================
# A2  airport shuttle: driver cancelled, refund processed, voucher escalated
# =====================================================================================
b = {"domain": "airport shuttle", "scenario": "shuttle-driver-cancel",
     "question": "Your shuttle never came yesterday and I had to take a taxi. What are you doing about it?",
     "now": now("2026-03-26 10:00"),
     "key": "SHT-38870 status DRIVER_CANCELED at 12:41 for 13:00 pickup on 25/03, reason VEHICLE_BREAKDOWN; ADJ-9031 FULL_REFUND "
            "-240000 PROCESSED to card 5520; issue_travel_voucher ESCALATE; policy v2: card refunds 5-7 business days, taxi costs case by case.",
     "evidence": [
         record("get_booking#SHT-38870", "tool:get_shuttle_booking", {
             "booking": {"booking_id": "SHT-38870", "service": "JKIA_SHARED", "customer": {"first_name": "Wambui"},
                         "trip": {"status": "DRIVER_CANCELED", "scheduled_pickup_time": ts("2026-03-25 13:00"),
                                  "canceled_at": ts("2026-03-25 12:41"), "cancel_reason": "VEHICLE_BREAKDOWN",
                                  "pickup_time": None, "dropoff_time": None},
                         "fare": {"seats": 240000, "total": 240000}, "currency_code": "KES",
                         "payment": {"method": "CARD", "card_last4": "5520"}},
             "adjustments": [{"adjustment_id": "ADJ-9031", "type": "FULL_REFUND", "amount": -240000,
                              "status": "PROCESSED", "processed_at": ts("2026-03-25 13:10"),
                              "destination": "CARD_5520"}]}),
         refused("issue_travel_voucher#call-1", "issue_travel_voucher", "ESCALATE",
                 {"booking_id": "SHT-38870", "amount": 50000, "reason": "ALTERNATIVE_TRANSPORT"}),
         policy("shuttle-cancel#operator",
                "If we cancel your shuttle, you get a full refund to the original payment method. Card refunds take "
                "5 to 7 business days to appear on your statement. Reimbursement for alternative transport is "
                "considered case by case by the customer care team and is not guaranteed.", "v2"),
     ]}
add(b, "ok",
    "Hi Wambui, I'm really sorry. Your 1:00 PM shuttle yesterday was cancelled by our side after the vehicle broke "
    "down. The full KSh 2,400 was refunded to your card ending 5520, and card refunds take 5 to 7 business days to "
    "show. I've passed your taxi-cost request to customer care for review; it's decided case by case.",
    [N("I'm really sorry"), S("Your 1:00 PM shuttle yesterday"), S("cancelled by our side"), S("vehicle broke down"),
     S("full KSh 2,400 was refunded"), S("card ending 5520"), S("5 to 7 business days"),
     S("passed your taxi-cost request to customer care for review"), S("decided case by case")],
    includes=["KSh 2,400"])
add(b, "ok",
    "Quick update on SHT-38870:\n• Cancelled on 25/03 due to a vehicle breakdown\n• Refund: KSh 2,400, processed the "
    "same day\n• Taxi reimbursement: escalated, not confirmed yet",
    [S("Cancelled on 25/03"), S("due to a vehicle breakdown"), S("Refund: KSh 2,400"), S("processed the same day"),
     S("escalated, not confirmed yet")],
    includes=["KSh 2,400"])
add(b, "bad",
    "Hi Wambui, so sorry! The driver cancelled your 1:00 PM shuttle after a breakdown. You've been refunded KSh 2,400 "
    "in full. I've also added a KSh 500 travel voucher to your account, and we've booked you a free seat on "
    "tomorrow's 1:00 PM shuttle.",
    [N("so sorry!"), S("driver cancelled your 1:00 PM shuttle"), S("after a breakdown"), S("refunded KSh 2,400"),
     X("added a KSh 500 travel voucher", NOTEX), I("booked you a free seat", NOEV)],
    errors=["refused_call_effect", "unrecorded_extra"], excludes=["KSh 500 travel voucher", "free seat"],
    notes="issue_travel_voucher was ESCALATED, not issued; no record holds a rebooking or free seat.")
add(b, "bad",
    "Hello Wambui. Your shuttle at 12:41 PM was cancelled because the vehicle broke down. Your KSh 2,400 refund will "
    "reach your card within 24 hours. Your request for taxi costs is with customer care.",
    [X("Your shuttle at 12:41 PM", DATE), S("vehicle broke down"), S("KSh 2,400 refund"),
     X("within 24 hours", POLX), S("request for taxi costs is with customer care")],
    errors=["wrong_time", "wrong_period"], excludes=["shuttle at 12:41 PM", "within 24 hours"],
    notes="12:41 is canceled_at; the shuttle was scheduled for 13:00. Policy v2: card refunds take 5 to 7 business days.")
add(b, "rep",
    "Hi Wambui, sorry about yesterday. Your shuttle was cancelled after a vehicle breakdown, and KSh 2,400 has been "
    "refunded to your card ending 5520. I've issued a travel voucher to cover your taxi.",
    [N("sorry about yesterday"), S("cancelled after a vehicle breakdown"), S("KSh 2,400 has been refunded"),
     S("card ending 5520"), X("issued a travel voucher", NOTEX)],
    errors=["refused_call_effect"], excludes=["issued a travel voucher"],
    includes=["review|escalated|passed|forwarded|could not|couldn't|unable|not able|not yet", "2,400"],
    notes="issue_travel_voucher returned ESCALATE: the voucher was not issued.")

# =====================================================================================
# A3  airport shuttle: late arrival below the credit threshold
# =====================================================================================
b = {"domain": "airport shuttle", "scenario": "shuttle-late-credit",
     "question": "The 8 AM shuttle got me to the airport super late on Thursday. Do I get anything back?",
     "key": "Trip SHX-55104 on 02/04: scheduled_arrival 08:50, dropoff_time 09:13 (23 min late), duration_seconds 4380 = 73 min, "
            "distance 24300 m; late-credit policy v5: 50% credit only beyond 30 minutes; KB passage: hourly departures, ~50 min off-peak.",
     "evidence": [
         record("get_trip#SHX-55104", "tool:get_shuttle_trip", {
             "trip": {"trip_id": "SHX-55104", "route": "CITY_TERMINAL_TO_JKIA", "status": "COMPLETED",
                      "rider": {"first_name": "Musa"}, "seat": "7B",
                      "scheduled_departure": ts("2026-04-02 08:00"), "scheduled_arrival": ts("2026-04-02 08:50"),
                      "pickup_time": ts("2026-04-02 08:00"), "dropoff_time": ts("2026-04-02 09:13"),
                      "distance_meters": 24300, "duration_seconds": 4380,
                      "fare": {"seat": 80000, "booking_fee": 0, "total": 80000}, "currency_code": "KES",
                      "credits": []}}),
         policy("shuttle-late#credit",
                "Shared shuttle timetables allow for normal traffic. If your shuttle reaches the airport more than 30 "
                "minutes after its scheduled arrival, you can claim a credit of 50% of the fare. Claims must be made "
                "within 7 days of travel. Private transfers are covered by a separate guarantee.", "v5"),
         passage("kb-shuttle#routes",
                 "The JKIA Express shared shuttle leaves the City Terminal on the hour from 5:00 AM to 10:00 PM.\n"
                 "It stops at Westlands and Upper Hill before heading to the airport.\n"
                 "Off-peak the ride takes about 50 minutes.", "kb:shuttle-routes"),
     ]}
add(b, "ok",
    "Hi Musa! Your Thursday 8:00 AM shuttle reached JKIA at 9:13 AM, 23 minutes after its 8:50 AM scheduled arrival. "
    "The 50% credit only kicks in after a 30-minute delay, so this trip doesn't qualify. Sorry it was a slow one!",
    [S("reached JKIA at 9:13 AM"), S("23 minutes after"), S("8:50 AM scheduled arrival"),
     S("only kicks in after a 30-minute delay"), S("this trip doesn't qualify"), N("Sorry it was a slow one!")],
    includes=["23 minutes", "9:13 AM"])
add(b, "ok",
    "Hello Musa. The ride on 02/04 took 73 minutes for 24.3 km, which is slower than the usual 50 minutes off-peak. "
    "It arrived 23 minutes behind schedule. Late-arrival credit applies only beyond 30 minutes, so there's no credit "
    "this time.",
    [S("took 73 minutes"), S("for 24.3 km"), S("usual 50 minutes off-peak"), S("23 minutes behind schedule"),
     S("applies only beyond 30 minutes"), S("no credit this time")],
    includes=["73 minutes"])
add(b, "ok",
    "Hi Musa, your shuttle arrived twenty-three minutes late, at 9:13 in the morning. The credit needs a delay of more "
    "than thirty minutes, so I'm afraid it doesn't apply here.",
    [S("twenty-three minutes late"), S("at 9:13 in the morning"), S("more than thirty minutes"),
     S("it doesn't apply here")],
    includes=["twenty-three minutes"])
add(b, "bad",
    "Hi Musa! Your 8:00 AM shuttle got to JKIA at 9:13 AM, 23 minutes late. You qualify for a 50% fare credit of "
    "KSh 400; just claim it within 7 days.",
    [S("got to JKIA at 9:13 AM"), S("23 minutes late"),
     X("You qualify for a 50% fare credit", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]),
     S("claim it within 7 days")],
    errors=["condition_unmet"], excludes=["qualify for a 50% fare credit"],
    notes="The 50% credit needs more than 30 minutes late; dropoff 09:13 vs scheduled 08:50 is 23 minutes.")
add(b, "bad",
    "Hi Musa. Your shuttle arrived at 9:13 AM, 33 minutes after the scheduled 8:50 AM. Shuttles leave the City "
    "Terminal every 30 minutes.",
    [S("arrived at 9:13 AM"), X("33 minutes after", DATE), S("scheduled 8:50 AM"),
     X("every 30 minutes", ["NLI_CONTRADICTION"])],
    errors=["wrong_arithmetic", "invented_fact"], excludes=["33 minutes", "every 30 minutes"],
    notes="09:13 - 08:50 is 23 minutes; the KB passage says the shuttle leaves on the hour.")
add(b, "rep",
    "Hi Musa! Your Thursday shuttle reached JKIA at 9:13 AM, 38 minutes after its 8:50 AM scheduled arrival. Credit "
    "applies to delays of more than 30 minutes.",
    [S("reached JKIA at 9:13 AM"), X("38 minutes after", DATE), S("8:50 AM scheduled arrival"),
     S("delays of more than 30 minutes")],
    errors=["wrong_arithmetic"], excludes=["38 minutes"],
    includes=["23 minutes|twenty-three minutes|23 min", "9:13"],
    notes="dropoff_time 09:13 minus scheduled_arrival 08:50 is 23 minutes.")

# =====================================================================================
# A4  airport shuttle: extras on the booking (bags yes, child seat no)
# =====================================================================================
b = {"domain": "airport shuttle", "scenario": "shuttle-extras",
     "question": "Is my child seat sorted for Wednesday? And what am I paying for bags?",
     "now": now("2026-04-20 11:00"),
     "key": "SHT-41552 pickup 22/04 14:15 EAT, 2 adults + 1 child, extras only EXTRA_BAG x2 at 30000 (KSh 600), total 420000; "
            "vehicle STANDARD_VAN amenities AIR_CONDITIONING, USB_CHARGING; extras policy v3: child seats free if asked 24 h ahead, Wi-Fi Executive only.",
     "evidence": [
         record("get_booking#SHT-41552", "tool:get_shuttle_booking", {
             "booking": {"booking_id": "SHT-41552", "service": "PRIVATE_TRANSFER", "status": "CONFIRMED",
                         "customer": {"first_name": "Njeri"},
                         "pickup": {"location": "JKIA Terminal 1A arrivals", "time": ts("2026-04-22 14:15")},
                         "dropoff": {"location": "Ridgeview Lodge, Karen"},
                         "passengers": {"adults": 2, "children": 1},
                         "vehicle_class": {"code": "STANDARD_VAN", "amenities": ["AIR_CONDITIONING", "USB_CHARGING"]},
                         "extras": [{"code": "EXTRA_BAG", "quantity": 2, "unit_price": 30000, "amount": 60000}],
                         "fare": {"seats": 360000, "extras": 60000, "total": 420000}, "currency_code": "KES"}}),
         policy("shuttle-extras#v3",
                "Extra large bags are KSh 300 each. Child seats are free of charge but must be requested at least 24 "
                "hours before pickup. Wi-Fi is available on Executive vans only. Pets travel only in private "
                "transfers and must be in a carrier.", "v3"),
     ]}
add(b, "ok",
    "Hi Njeri! I can't see a child seat on booking SHT-41552 yet. They're free, and there's still time, since requests "
    "need to be in at least 24 hours before your 2:15 PM pickup on Wednesday. Your 2 extra bags are KSh 300 each, so "
    "KSh 600.",
    [S("can't see a child seat"), S("They're free"), S("at least 24 hours before"), S("2:15 PM pickup on Wednesday"),
     S("2 extra bags are KSh 300 each"), S("so KSh 600")],
    includes=["KSh 600", "2:15 PM"])
add(b, "ok",
    "Booking SHT-41552, 22/04:\n- Pickup 2:15 PM, 2 adults and 1 child\n- Extra bags: 2 x KSh 300 = KSh 600\n- "
    "Total: KSh 4,200\n- Child seat: not added yet (free if requested 24h ahead)",
    [S("Pickup 2:15 PM"), S("2 adults and 1 child"), S("2 x KSh 300 = KSh 600"), S("Total: KSh 4,200"),
     S("not added yet"), S("free if requested 24h ahead")],
    includes=["KSh 4,200"])
add(b, "bad",
    "Hi Njeri! Your child seat is booked for Wednesday's 2:15 PM pickup. Your 2 extra bags come to KSh 600, and the "
    "van has air conditioning and free Wi-Fi.",
    [XI("child seat is booked", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]),
     S("Wednesday's 2:15 PM pickup"), S("2 extra bags come to KSh 600"), S("air conditioning"),
     XI("free Wi-Fi", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH", "NLI_CONTRADICTION"])],
    errors=["unrecorded_extra", "unlisted_perk"], excludes=["child seat is booked", "free Wi-Fi"],
    notes="extras holds only EXTRA_BAG; amenities list AIR_CONDITIONING and USB_CHARGING, and policy keeps Wi-Fi to Executive vans.")
add(b, "bad",
    "Hey Njeri, you've got 3 extra bags on SHT-41552 at KSh 300 each, KSh 900 in all. Child seats are free; just ask "
    "at least 24 hours before pickup.",
    [X("3 extra bags", VAL), S("at KSh 300 each"), X("KSh 900 in all", AMT), S("Child seats are free"),
     S("at least 24 hours before pickup")],
    errors=["wrong_quantity", "wrong_amount"], excludes=["3 extra bags", "KSh 900"],
    notes="EXTRA_BAG quantity is 2, amount 60000 = KSh 600.")
add(b, "rep",
    "Hi Njeri! Pickup is Wednesday at 2:15 PM. Your 2 extra bags come to KSh 600, and child seats are free if "
    "requested at least 12 hours before pickup.",
    [S("Wednesday at 2:15 PM"), S("2 extra bags come to KSh 600"), S("child seats are free"),
     X("at least 12 hours before pickup", POLX)],
    errors=["wrong_policy_condition"], excludes=["12 hours"], includes=["24 hours|24h|24 hrs|a day", "KSh 600|600"],
    notes="Policy v3 requires child-seat requests at least 24 hours before pickup.")

# =====================================================================================
# C1  chauffeur service: hourly package with overtime and tip
# =====================================================================================
b = {"domain": "chauffeur service", "scenario": "chauffeur-overtime",
     "question": "I booked 4 hours and the bill is KSh 24,000. Why?",
     "key": "CHF-20931 package PT4H 1800000, duration_seconds 17700 = 4 h 55 min, overtime 2 blocks x 250000 = 500000, tip 100000, "
            "total 2400000 = KSh 24,000; hourly policy v3: 30-minute blocks at KSh 2,500 after a 10-minute grace, tips go to the chauffeur.",
     "evidence": [
         record("get_booking#CHF-20931", "tool:get_chauffeur_booking", {
             "booking": {"booking_id": "CHF-20931", "status": "COMPLETED", "customer": {"title": "Mr.", "last_name": "Kiprop"},
                         "package": {"code": "HOURLY_4H", "duration": "PT4H"},
                         "chauffeur": {"first_name": "Said"}, "vehicle": {"class": "EXECUTIVE_SEDAN", "plate": "KDK 302J"},
                         "request_time": ts("2026-05-06 15:22"), "pickup_time": ts("2026-05-08 09:00"),
                         "dropoff_time": ts("2026-05-08 13:55"), "duration_seconds": 17700, "distance_meters": 64200,
                         "fare_estimate": {"total": 1800000},
                         "fare": {"package": 1800000,
                                  "overtime": {"blocks": 2, "block_minutes": 30, "rate_per_block": 250000, "amount": 500000},
                                  "tolls": 0, "tip": 100000, "promotion": 0, "total": 2400000},
                         "currency_code": "KES", "payment": {"method": "CARD", "card_last4": "6611"}}}),
         policy("chauffeur-hourly#overtime",
                "Hourly bookings include the hours you booked. Time beyond the package is billed in 30-minute blocks "
                "at KSh 2,500 per block, after a 10-minute grace period. Tips are optional and go in full to the "
                "chauffeur. Fuel within Nairobi County is included.", "v3"),
     ]}
add(b, "ok",
    "Hi Mr. Kiprop! Your 4-hour package was KSh 18,000. The booking ran 4 hours 55 minutes, so after the 10-minute "
    "grace you were billed 2 overtime blocks of 30 minutes at KSh 2,500 each, KSh 5,000. With your KSh 1,000 tip, "
    "that's KSh 24,000.",
    [S("4-hour package was KSh 18,000"), S("ran 4 hours 55 minutes"), S("10-minute grace"),
     S("2 overtime blocks of 30 minutes"), S("KSh 2,500 each"), S("KSh 5,000"), S("KSh 1,000 tip"),
     S("that's KSh 24,000")],
    includes=["KSh 24,000", "KSh 5,000"])
add(b, "ok",
    "Bill for CHF-20931 (08/05):\n- 4h package: KSh 18,000\n- Overtime, 2 × 30 min: KSh 5,000\n- Tip: KSh 1,000 "
    "(goes fully to your chauffeur)\n- Total: KSh 24,000",
    [S("4h package: KSh 18,000"), S("Overtime, 2 × 30 min: KSh 5,000"), S("Tip: KSh 1,000"),
     S("goes fully to your chauffeur"), S("Total: KSh 24,000")],
    includes=["KSh 24,000"])
add(b, "bad",
    "Hi Mr. Kiprop! The 4-hour package is KSh 18,000 and you went 55 minutes over, so 2 overtime blocks came to "
    "KSh 5,000. That makes your total KSh 23,000.",
    [S("4-hour package is KSh 18,000"), S("went 55 minutes over"), S("2 overtime blocks came to KSh 5,000"),
     X("total KSh 23,000", AMT)],
    errors=["wrong_arithmetic"], excludes=["KSh 23,000"],
    notes="The total leaves out the KSh 1,000 tip; fare.total is 2400000 = KSh 24,000.")
add(b, "bad",
    "Hello! Your invoice total is KSh 2,400,000, covering the 4-hour package plus overtime and a tip. Overtime starts "
    "after a 15-minute grace period and is billed per 30 minutes.",
    [X("total is KSh 2,400,000", AMT), S("covering the 4-hour package plus overtime and a tip"),
     X("15-minute grace period", POLX), S("billed per 30 minutes")],
    errors=["unit_conversion", "wrong_policy_condition"], excludes=["KSh 2,400,000", "15-minute grace"],
    notes="2400000 is in cents (KSh 24,000); policy v3 gives a 10-minute grace period.")
add(b, "rep",
    "Hi Mr. Kiprop! Your 4-hour package was KSh 18,000. You ran 55 minutes over, billed as 3 overtime blocks, "
    "KSh 7,500. Add your KSh 1,000 tip and the total is KSh 24,000.",
    [S("4-hour package was KSh 18,000"), S("ran 55 minutes over"), X("3 overtime blocks", VAL), X("KSh 7,500", AMT),
     S("KSh 1,000 tip"), S("total is KSh 24,000")],
    errors=["wrong_quantity", "wrong_amount"], excludes=["3 overtime blocks", "KSh 7,500"],
    includes=["KSh 5,000|5,000", "24,000"],
    notes="fare.overtime.blocks is 2 and amount 500000 = KSh 5,000.")

# =====================================================================================
# C2  chauffeur service: airport meet & greet, SUV upgrade refused
# =====================================================================================
b = {"domain": "chauffeur service", "scenario": "chauffeur-meet-greet",
     "question": "Who's picking me up tomorrow morning, and can I get the SUV instead?",
     "now": now("2026-05-11 16:00"),
     "key": "CHF-21407 on 12/05: chauffeur Wanjiru, EXECUTIVE_SEDAN Toyota Crown Hybrid KDM 418Q, amenities BOTTLED_WATER and PHONE_CHARGER, "
            "flight XK 221 arriving 06:35, meet in arrivals with name board; upgrade_vehicle DENY; CHF-21390 (15/05) has Kamau and an SUV; policy v6: 60 min free wait.",
     "evidence": [
         record("list_bookings#C-3307", "tool:list_chauffeur_bookings", {
             "customer": {"title": "Ms.", "last_name": "Achola"},
             "bookings": [
                 {"booking_id": "CHF-21407", "type": "AIRPORT_MEET_GREET", "status": "CONFIRMED",
                  "flight": {"number": "XK 221", "scheduled_arrival": ts("2026-05-12 06:35"), "tracking": True},
                  "pickup_time": ts("2026-05-12 06:35"), "meet_point": "ARRIVALS_HALL_NAME_BOARD",
                  "chauffeur": {"first_name": "Wanjiru", "phone_masked": "+254 7** *** 219"},
                  "vehicle": {"class": "EXECUTIVE_SEDAN", "make_model": "Toyota Crown Hybrid", "plate": "KDM 418Q",
                              "amenities": ["BOTTLED_WATER", "PHONE_CHARGER"]},
                  "fare": {"base": 850000, "total": 850000}, "currency_code": "KES"},
                 {"booking_id": "CHF-21390", "type": "POINT_TO_POINT", "status": "CONFIRMED",
                  "pickup_time": ts("2026-05-15 17:00"),
                  "chauffeur": {"first_name": "Kamau"},
                  "vehicle": {"class": "LUXURY_SUV", "make_model": "Toyota Land Cruiser", "plate": "KDJ 771A",
                              "amenities": ["BOTTLED_WATER", "WIFI"]},
                  "fare": {"base": 1100000, "total": 1100000}, "currency_code": "KES"}]}),
         refused("upgrade_vehicle#call-1", "upgrade_vehicle", "DENY",
                 {"booking_id": "CHF-21407", "to_class": "LUXURY_SUV"}),
         policy("meet-greet#v6",
                "For airport pickups we track your flight and adjust the pickup to the actual landing time. Your "
                "chauffeur waits in the arrivals hall with a name board. Waiting is free for 60 minutes after "
                "landing; after that it is charged at KSh 1,500 per 30 minutes. Vehicle upgrades depend on fleet "
                "availability and are never guaranteed.", "v6"),
     ]}
add(b, "ok",
    "Hi Ms. Achola! Wanjiru will meet you tomorrow in the arrivals hall with a name board. She'll be in an executive "
    "sedan, a Toyota Crown Hybrid, plate KDM 418Q. We track flight XK 221, so pickup follows your actual landing "
    "time. I tried the SUV upgrade, but it couldn't be approved.",
    [S("Wanjiru will meet you tomorrow"), S("arrivals hall with a name board"), S("executive sedan"),
     S("Toyota Crown Hybrid"), S("plate KDM 418Q"), S("We track flight XK 221"),
     S("pickup follows your actual landing time"), S("it couldn't be approved")],
    includes=["Wanjiru", "KDM 418Q"])
add(b, "ok",
    "Dear Ms. Achola,\n\nYour chauffeur for 12/05 is Wanjiru, driving an executive sedan (KDM 418Q). Your flight "
    "lands at 6:35 AM and she will wait free of charge for up to 60 minutes after landing. Unfortunately the upgrade "
    "to a luxury SUV was declined.\n\nWarm regards,\nChauffeur Desk",
    [S("Your chauffeur for 12/05 is Wanjiru"), S("executive sedan (KDM 418Q)"), S("lands at 6:35 AM"),
     S("free of charge for up to 60 minutes"), S("upgrade to a luxury SUV was declined")],
    includes=["Wanjiru"])
add(b, "bad",
    "Hi Ms. Achola! Good news: you've been upgraded to a luxury SUV for tomorrow. Kamau will meet you in the arrivals "
    "hall with a name board.",
    [X("upgraded to a luxury SUV", NOTEX), X("Kamau will meet you", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]),
     S("arrivals hall with a name board")],
    errors=["refused_call_effect", "other_record_value"], excludes=["upgraded to a luxury SUV", "Kamau"],
    notes="upgrade_vehicle was DENIED; Kamau is the chauffeur on the other booking CHF-21390, CHF-21407 has Wanjiru.")
add(b, "bad",
    "Hi Ms. Achola, Wanjiru is your chauffeur tomorrow in the executive sedan KDM 418Q. The car has bottled water, a "
    "phone charger and onboard Wi-Fi. Waiting is free for 90 minutes after landing.",
    [S("Wanjiru is your chauffeur tomorrow"), S("executive sedan KDM 418Q"), S("bottled water"), S("a phone charger"),
     XI("onboard Wi-Fi", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"]), X("free for 90 minutes", POLX)],
    errors=["unlisted_perk", "wrong_period"], excludes=["onboard Wi-Fi", "90 minutes"],
    notes="CHF-21407 amenities are BOTTLED_WATER and PHONE_CHARGER only (WIFI is on the SUV booking); policy v6 gives 60 free minutes.")
add(b, "rep",
    "Hi Ms. Achola! Kamau will meet you tomorrow in the arrivals hall with a name board, in an executive sedan, plate "
    "KDM 418Q. The SUV upgrade couldn't be approved, sorry.",
    [X("Kamau will meet you tomorrow", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]), S("arrivals hall with a name board"),
     S("executive sedan"), S("plate KDM 418Q"), S("SUV upgrade couldn't be approved")],
    errors=["other_record_value"], excludes=["Kamau"], includes=["Wanjiru", "KDM 418Q"],
    notes="The chauffeur on CHF-21407 is Wanjiru; Kamau drives booking CHF-21390 on 15/05.")

# =====================================================================================
# C3  chauffeur service: late cancellation, 50% refund
# =====================================================================================
b = {"domain": "chauffeur service", "scenario": "chauffeur-cancel-refund",
     "question": "I cancelled my Saturday chauffeur booking. Why did I only get half back?",
     "key": "CHF-19875 RIDER_CANCELED at 17/04 22:00 for 18/04 08:00 pickup (10 h before); fare.total 1200000; ADJ-7720 CANCELLATION_REFUND "
            "-600000 PROCESSED 17/04 22:04 to CARD_4471; policy v4: 24 h+ full, 6-24 h 50%, under 6 h none, cards 5-7 business days.",
     "evidence": [
         record("get_booking#CHF-19875", "tool:get_chauffeur_booking", {
             "booking": {"booking_id": "CHF-19875", "status": "RIDER_CANCELED", "customer": {"first_name": "Daniel"},
                         "request_time": ts("2026-04-12 10:30"), "scheduled_pickup_time": ts("2026-04-18 08:00"),
                         "canceled_at": ts("2026-04-17 22:00"), "canceled_by": "RIDER",
                         "vehicle": {"class": "EXECUTIVE_SEDAN"},
                         "fare": {"base": 1200000, "tolls": 0, "tip": 0, "total": 1200000}, "currency_code": "KES",
                         "payment": {"method": "CARD", "card_last4": "4471"}},
             "adjustments": [{"adjustment_id": "ADJ-7720", "type": "CANCELLATION_REFUND", "amount": -600000,
                              "status": "PROCESSED", "processed_at": ts("2026-04-17 22:04"),
                              "destination": "CARD_4471"}]}),
         policy("chauffeur-cancel#v4",
                "Cancel 24 hours or more before pickup and you get a full refund. If you cancel between 6 and 24 hours "
                "before pickup, we refund 50% of the fare. Cancellations within 6 hours of pickup are not refunded. "
                "Refunds go back to the card you paid with and take 5 to 7 business days to show.", "v4"),
     ]}
add(b, "ok",
    "Hi Daniel! You cancelled at 10:00 PM on Friday 17/04, ten hours before your 8:00 AM pickup. Cancellations "
    "between 6 and 24 hours out get a 50% refund, so KSh 6,000 of your KSh 12,000 went back to your card ending 4471. "
    "Card refunds take 5 to 7 business days to show.",
    [S("at 10:00 PM on Friday 17/04"), S("ten hours before"), S("8:00 AM pickup"),
     S("between 6 and 24 hours out get a 50% refund"), S("KSh 6,000"), S("KSh 12,000"), S("card ending 4471"),
     S("5 to 7 business days")],
    includes=["KSh 6,000", "4471"])
add(b, "ok",
    "A refund of KSh 6,000 was processed on 17/04 for booking CHF-19875. Half the fare was refunded because the "
    "booking was cancelled less than 24 hours (but more than 6 hours) before pickup.",
    [S("refund of KSh 6,000 was processed on 17/04"), S("Half the fare was refunded"),
     S("cancelled less than 24 hours (but more than 6 hours) before pickup")],
    includes=["KSh 6,000"])
add(b, "bad",
    "Hi Daniel! Our policy gives a full refund for cancellations made 12 hours or more before pickup, and 50% under "
    "that. You cancelled 10 hours ahead, so KSh 6,000 was refunded. It went to your card ending 4471.",
    [X("full refund for cancellations made 12 hours or more before pickup", POLX), S("cancelled 10 hours ahead"),
     S("KSh 6,000 was refunded"), S("card ending 4471")],
    errors=["wrong_policy_condition"], excludes=["12 hours or more"],
    notes="Policy v4: full refund needs 24 hours or more; 6-24 hours gets 50%.")
add(b, "bad",
    "Hello Daniel. You cancelled ten hours before pickup, which gets 50% back: KSh 6,000 was refunded to your card "
    "ending 4417. It should show within 3 business days.",
    [S("cancelled ten hours before pickup"), S("which gets 50% back"), S("KSh 6,000 was refunded"),
     X("card ending 4417", IDM), X("within 3 business days", POLX)],
    errors=["wrong_id", "wrong_period"], excludes=["ending 4417", "within 3 business days"],
    notes="card_last4 is 4471 (digits transposed); policy says card refunds take 5 to 7 business days.")
add(b, "rep",
    "Hi Daniel! You cancelled 10 hours before pickup, so 50% of the KSh 12,000 fare was refunded: KSh 5,000 to your "
    "card ending 4471.",
    [S("cancelled 10 hours before pickup"), S("50% of the KSh 12,000 fare was refunded"), X("KSh 5,000", AMT),
     S("card ending 4471")],
    errors=["wrong_arithmetic"], excludes=["KSh 5,000"], includes=["KSh 6,000|6,000", "4471"],
    notes="50% of KSh 12,000 is KSh 6,000; ADJ-7720 amount -600000.")

# =====================================================================================
# C4  chauffeur service: wedding cars, revised quote, deposit and balance
# =====================================================================================
b = {"domain": "chauffeur service", "scenario": "chauffeur-wedding-quote",
     "question": "Can you confirm what I still owe for the wedding cars?",
     "key": "QT-6610 v2 ACCEPTED: 2 EXECUTIVE_SEDAN, 6 h, total 3200000 (KSh 32,000), deposit 30% 960000 PAID, balance 2240000 due 13/06/2026, "
            "event 20/06/2026; v1 SUPERSEDED had 3 cars for 4500000; wedding policy v2: decorations on the bridal car only.",
     "evidence": [
         record("get_quote#QT-6610", "tool:get_event_quote", {
             "quote_id": "QT-6610", "customer": {"first_name": "Lucy"}, "event": {"type": "WEDDING", "date": "2026-06-20"},
             "versions": [
                 {"version": 1, "status": "SUPERSEDED", "created_at": ts("2026-04-21 11:00"),
                  "vehicles": [{"class": "EXECUTIVE_SEDAN", "quantity": 2}, {"class": "LUXURY_SUV", "quantity": 1}],
                  "hours": 6, "total": 4500000},
                 {"version": 2, "status": "ACCEPTED", "created_at": ts("2026-04-29 15:40"),
                  "vehicles": [{"class": "EXECUTIVE_SEDAN", "quantity": 2}],
                  "hours": 6, "total": 3200000,
                  "deposit": {"percent": 30, "amount": 960000, "status": "PAID", "paid_at": ts("2026-05-02 12:15")},
                  "balance": {"amount": 2240000, "due_date": "2026-06-13", "status": "UNPAID"}}],
             "currency_code": "KES"}),
         policy("wedding-hire#v2",
                "A 30% deposit secures a wedding booking. Ribbons and flowers are included for the bridal car only; "
                "other cars can be decorated for KSh 1,500 each. The balance is due 7 days before the event, and a "
                "booking whose balance is unpaid by then is released.", "v2"),
     ]}
add(b, "ok",
    "Hi Lucy! For your 20/06 wedding you're booked for 2 executive sedans for 6 hours, KSh 32,000 in total. Your 30% "
    "deposit of KSh 9,600 is paid. The balance of KSh 22,400 is due by 13/06/2026, a week before the big day.",
    [S("20/06 wedding"), S("2 executive sedans"), S("for 6 hours"), S("KSh 32,000 in total"),
     S("deposit of KSh 9,600 is paid"), S("balance of KSh 22,400"), S("due by 13/06/2026"),
     S("a week before the big day")],
    includes=["KSh 22,400", "13/06/2026"])
add(b, "ok",
    "Balance due: KSh 22,400 by 13 June (quote QT-6610, 2 cars, KSh 32,000 less your KSh 9,600 deposit).",
    [S("KSh 22,400 by 13 June"), S("2 cars"), S("KSh 32,000 less your KSh 9,600 deposit")],
    includes=["KSh 22,400"])
add(b, "ok",
    "Hi Lucy, you've paid the thirty percent deposit, so twenty-two thousand four hundred shillings remains, due "
    "seven days before the wedding on 20 June.",
    [S("paid the thirty percent deposit"), S("twenty-two thousand four hundred shillings remains"),
     S("due seven days before the wedding"), S("wedding on 20 June")],
    includes=["twenty-two thousand four hundred"])
add(b, "bad",
    "Hi Lucy! Your booking is for 3 cars for 6 hours, KSh 45,000 in total. The deposit of KSh 9,600 is paid, and the "
    "balance is due by 13/06.",
    [X("3 cars", VAL), S("for 6 hours"), X("KSh 45,000 in total", AMT), S("deposit of KSh 9,600 is paid"),
     S("balance is due by 13/06")],
    errors=["stale_value", "stale_value"], excludes=["3 cars", "KSh 45,000"],
    notes="3 cars and 4500000 are quote version 1 (SUPERSEDED); version 2 (ACCEPTED) is 2 sedans for KSh 32,000.")
add(b, "bad",
    "Hi Lucy! Total is KSh 32,000, with KSh 9,600 paid as deposit. That leaves KSh 23,400, due by 6 June.",
    [S("Total is KSh 32,000"), S("KSh 9,600 paid as deposit"), X("leaves KSh 23,400", AMT), X("due by 6 June", DATE)],
    errors=["wrong_arithmetic", "wrong_date"], excludes=["KSh 23,400", "6 June"],
    notes="32,000 - 9,600 = KSh 22,400 (balance.amount 2240000), due 2026-06-13.")
add(b, "bad",
    "Hi Lucy! You have 2 executive sedans booked for 20/06, and both will be decorated with ribbons and flowers at no "
    "extra cost. The balance of KSh 22,400 is due by 13/06.",
    [S("2 executive sedans booked for 20/06"), X("both will be decorated", POLX), S("balance of KSh 22,400"),
     S("due by 13/06")],
    errors=["wrong_policy_condition"], excludes=["both will be decorated"],
    notes="Wedding policy v2: free decorations for the bridal car only, KSh 1,500 for each other car.")
add(b, "rep",
    "Hi Lucy! Your KSh 9,600 deposit is in. The remaining KSh 22,400 for the 2 sedans is due by 20/06/2026.",
    [S("KSh 9,600 deposit is in"), S("remaining KSh 22,400"), S("for the 2 sedans"), X("due by 20/06/2026", DATE)],
    errors=["wrong_date"], excludes=["due by 20/06/2026"],
    includes=["13/06|13 June|June 13|13th June|13th of June", "22,400"],
    notes="20/06 is the wedding date; balance.due_date is 2026-06-13.")

# =====================================================================================
# O1  on-demand courier: parcel in transit
# =====================================================================================
b = {"domain": "on-demand courier", "scenario": "courier-in-transit",
     "question": "Where's my parcel? It was supposed to come before lunch.",
     "now": now("2026-05-06 11:40"),
     "key": "DLV-88K2WX status IN_TRANSIT, picked_up_at 11:05, eta_dropoff_time 12:10, dropoff_time null, 9600 m, courier Peter on MOTORBIKE; "
            "tracking_code OD-88K2-WX, merchant_order_ref MRC-55021; DLV-87Z1QA was delivered yesterday 15:30.",
     "evidence": [
         record("get_delivery#DLV-88K2WX", "tool:get_delivery", {
             "delivery": {"delivery_id": "DLV-88K2WX", "tracking_code": "OD-88K2-WX", "merchant_order_ref": "MRC-55021",
                          "status": "IN_TRANSIT", "recipient": {"first_name": "Sharon"},
                          "request_time": ts("2026-05-06 10:48"), "picked_up_at": ts("2026-05-06 11:05"),
                          "eta_dropoff_time": ts("2026-05-06 12:10"), "dropoff_time": None,
                          "distance_meters": 9600, "courier": {"first_name": "Peter", "vehicle": "MOTORBIKE"},
                          "fee": {"base": 20000, "distance": 25000, "total": 45000}, "currency_code": "KES"}}),
         record("list_deliveries#recent", "tool:list_deliveries", {
             "deliveries": [{"delivery_id": "DLV-87Z1QA", "status": "DELIVERED",
                             "dropoff_time": ts("2026-05-05 15:30"), "fee": {"total": 38000}}]}),
     ]}
add(b, "ok",
    "Hi Sharon! Your parcel is on its way with Peter. He picked it up at 11:05 AM and should drop it off around "
    "12:10 PM today. Tracking code: OD-88K2-WX.",
    [S("on its way with Peter"), S("picked it up at 11:05 AM"), S("around 12:10 PM today"),
     S("Tracking code: OD-88K2-WX")],
    includes=["12:10 PM"])
add(b, "ok",
    "Good news, it's moving! Picked up 11:05 AM, ETA 12:10 PM, 9.6 km trip by motorbike.",
    [S("it's moving"), S("Picked up 11:05 AM"), S("ETA 12:10 PM"), S("9.6 km trip"), S("by motorbike")],
    includes=["12:10 PM"])
add(b, "bad",
    "Hi Sharon! Your parcel has been delivered; Peter picked it up at 11:05 AM.",
    [X("has been delivered", STATE), S("Peter picked it up at 11:05 AM")],
    errors=["wrong_state"], excludes=["has been delivered"],
    notes="status IN_TRANSIT with dropoff_time null; the parcel is not delivered yet.")
add(b, "bad",
    "Hi Sharon! Your parcel is on the way; it was picked up at 11:05 AM. Expect it around 12:40 PM. Your tracking "
    "number is MRC-55021.",
    [S("on the way"), S("picked up at 11:05 AM"), X("around 12:40 PM", DATE),
     X("tracking number is MRC-55021", IDM)],
    errors=["wrong_time", "wrong_role"], excludes=["12:40 PM", "tracking number is MRC-55021"],
    notes="eta_dropoff_time is 12:10; MRC-55021 is the merchant order reference, the tracking code is OD-88K2-WX.")
add(b, "rep",
    "Hi Sharon! Peter collected your parcel at 11:05 AM. It's been delivered to your address.",
    [S("collected your parcel at 11:05 AM"), X("It's been delivered", STATE)],
    errors=["wrong_state"], excludes=["been delivered"],
    includes=["on its way|on the way|in transit|en route|heading to you|12:10", "11:05"],
    notes="status IN_TRANSIT, ETA 12:10; nothing says delivered.")

# =====================================================================================
# O2  on-demand courier: two failed attempts, return to sender
# =====================================================================================
b = {"domain": "on-demand courier", "scenario": "courier-return-sender",
     "question": "Why is my parcel coming back to me?",
     "now": now("2026-05-12 11:00"),
     "key": "DLV-90T3MM status RETURNING_TO_SENDER; attempts 11/05 15:20 and 12/05 10:05 both RECIPIENT_UNAVAILABLE; return fee 25000 "
            "(KSh 250), return ETA 12/05 14:00; delivery fee.total 38000; failed-delivery policy v3 (one free retry, then return, no neighbours).",
     "evidence": [
         record("get_delivery#DLV-90T3MM", "tool:get_delivery", {
             "delivery": {"delivery_id": "DLV-90T3MM", "status": "RETURNING_TO_SENDER", "sender": {"first_name": "Joseph"},
                          "request_time": ts("2026-05-11 13:55"), "picked_up_at": ts("2026-05-11 14:30"),
                          "attempts": [{"n": 1, "at": ts("2026-05-11 15:20"), "outcome": "RECIPIENT_UNAVAILABLE"},
                                       {"n": 2, "at": ts("2026-05-12 10:05"), "outcome": "RECIPIENT_UNAVAILABLE"}],
                          "fee": {"base": 20000, "distance": 18000, "total": 38000},
                          "return": {"fee": 25000, "eta": ts("2026-05-12 14:00"), "status": "IN_TRANSIT"},
                          "currency_code": "KES"}}),
         policy("failed-delivery#v3",
                "Parcels are never left with neighbours or guards without the recipient's written consent. If the "
                "recipient is unavailable, the courier makes one more attempt, free of charge, within 24 hours. After a "
                "second failed attempt the parcel goes back to the sender, and a return fee of KSh 250 is charged to "
                "the sender.", "v3"),
     ]}
add(b, "ok",
    "Hi Joseph. We tried to deliver twice: yesterday at 3:20 PM and today at 10:05 AM, and both times the recipient "
    "wasn't available. After a second failed attempt, parcels go back to the sender, so it's on its way back to you "
    "now. A KSh 250 return fee applies.",
    [S("tried to deliver twice"), S("yesterday at 3:20 PM"), S("today at 10:05 AM"), S("recipient wasn't available"),
     S("After a second failed attempt, parcels go back to the sender"), S("on its way back to you now"),
     S("KSh 250 return fee applies")],
    includes=["KSh 250"])
add(b, "ok",
    "Parcel DLV-90T3MM: 2 failed attempts (11/05 and 12/05), now returning to you. Return fee: KSh 250. Expected back "
    "by 2:00 PM today.",
    [S("2 failed attempts"), S("(11/05 and 12/05)"), S("now returning to you"), S("Return fee: KSh 250"),
     S("back by 2:00 PM today")],
    includes=["KSh 250", "2:00 PM"])
add(b, "bad",
    "Hi Joseph. Our courier tried once, at 10:05 AM today, but nobody was in. You're entitled to a free re-attempt "
    "tomorrow.",
    [X("tried once", VAL), S("at 10:05 AM today"), S("nobody was in"),
     X("free re-attempt tomorrow", ["RECORD_STATE_MISMATCH", "NLI_CONTRADICTION", "VALUE_MISMATCH"])],
    errors=["wrong_quantity", "condition_unmet"], excludes=["tried once", "free re-attempt tomorrow"],
    notes="attempts[] holds two failed attempts, so the one free retry is used up and status is RETURNING_TO_SENDER.")
add(b, "bad",
    "Hi Joseph, after two missed attempts the parcel is heading back to you. The return fee is KSh 380. Next time we "
    "can leave it with a neighbour if nobody's home.",
    [S("after two missed attempts"), S("heading back to you"), X("return fee is KSh 380", AMT),
     X("leave it with a neighbour", POLX)],
    errors=["wrong_role", "wrong_policy_condition"], excludes=["KSh 380", "leave it with a neighbour"],
    notes="KSh 380 is the delivery fee (fee.total 38000); return.fee is 25000 = KSh 250. Policy forbids leaving parcels with neighbours without written consent.")
add(b, "rep",
    "Hi Joseph. Both delivery attempts failed because the recipient wasn't available, so your parcel is returning to "
    "you. A return fee of KSh 25,000 applies.",
    [S("Both delivery attempts failed"), S("recipient wasn't available"), S("parcel is returning to you"),
     X("return fee of KSh 25,000", AMT)],
    errors=["unit_conversion"], excludes=["KSh 25,000"],
    includes=["KSh 250|250", "returning|on its way back|heading back|coming back"],
    notes="return.fee 25000 is in cents: KSh 250.")

# =====================================================================================
# O3  on-demand courier: quote for a heavy parcel
# =====================================================================================
b = {"domain": "on-demand courier", "scenario": "courier-heavy-quote",
     "question": "How much to send a 6.5 kg box from Industrial Area to Lavington?",
     "now": now("2026-05-20 16:05"),
     "key": "QTE-30318 QUOTED: 8400 m, weight_grams 6500, price base 20000 + distance 33600 + heavy_item_surcharge 15000 = 68600 (KSh 686), "
            "valid_until 18:00; QTE-30301 EXPIRED for a 4 kg parcel at 53600; pricing v11: KSh 40/km, surcharge over 5 kg, max 20 kg.",
     "evidence": [
         record("list_quotes#C-8841", "tool:list_delivery_quotes", {
             "customer": {"first_name": "Ruth"},
             "quotes": [
                 {"quote_id": "QTE-30301", "status": "EXPIRED", "created_at": ts("2026-05-18 09:12"),
                  "valid_until": ts("2026-05-18 11:12"), "distance_meters": 8400,
                  "package": {"weight_grams": 4000, "size": "SMALL"},
                  "price": {"base": 20000, "distance": 33600, "heavy_item_surcharge": 0, "total": 53600}},
                 {"quote_id": "QTE-30318", "status": "QUOTED", "created_at": ts("2026-05-20 16:00"),
                  "valid_until": ts("2026-05-20 18:00"),
                  "pickup": {"label": "Industrial Area, Enterprise Rd"}, "dropoff": {"label": "Lavington, James Gichuru Rd"},
                  "distance_meters": 8400, "package": {"weight_grams": 6500, "size": "MEDIUM"},
                  "price": {"base": 20000, "distance": 33600, "heavy_item_surcharge": 15000, "total": 68600}}],
             "currency_code": "KES"}),
         policy("courier-pricing#v11",
                "Prices are a base fee of KSh 200 plus KSh 40 per kilometre. Parcels over 5 kg carry a heavy-item "
                "surcharge of KSh 150. We do not carry single items over 20 kg. Quotes stay valid for 2 hours.", "v11"),
     ]}
add(b, "ok",
    "Hi Ruth! For 8.4 km and a 6.5 kg box it's KSh 686: KSh 200 base, KSh 336 for distance and a KSh 150 heavy-item "
    "surcharge since it's over 5 kg. The quote holds until 6:00 PM.",
    [S("For 8.4 km"), S("it's KSh 686"), S("KSh 200 base"), S("KSh 336 for distance"),
     S("KSh 150 heavy-item surcharge"), S("since it's over 5 kg"), S("holds until 6:00 PM")],
    includes=["KSh 686"])
add(b, "ok",
    "Quote QTE-30318:\n• Distance 8.4 km at KSh 40/km = KSh 336\n• Base fee KSh 200\n• Heavy item (over 5 kg) "
    "KSh 150\n• Total KSh 686, valid for 2 hours",
    [S("Distance 8.4 km at KSh 40/km = KSh 336"), S("Base fee KSh 200"), S("Heavy item (over 5 kg) KSh 150"),
     S("Total KSh 686"), S("valid for 2 hours")],
    includes=["KSh 686"])
add(b, "bad",
    "Hi Ruth! It's KSh 200 base plus KSh 336 for the 8.4 km, so KSh 536 in total. The quote is valid until 6:00 PM.",
    [S("KSh 200 base"), S("KSh 336 for the 8.4 km"), X("KSh 536 in total", AMT), S("valid until 6:00 PM")],
    errors=["wrong_arithmetic"], excludes=["KSh 536"],
    notes="The total skips the KSh 150 heavy-item surcharge; QTE-30318 price.total is 68600 = KSh 686 (536 was the expired 4 kg quote).")
add(b, "bad",
    "Hi Ruth! Your 6.5 kg box over 8.4 km comes to KSh 68,600. Single items up to 30 kg are fine.",
    [S("6.5 kg box over 8.4 km"), X("comes to KSh 68,600", AMT), X("up to 30 kg", POLX)],
    errors=["unit_conversion", "wrong_policy_condition"], excludes=["KSh 68,600", "up to 30 kg"],
    notes="price.total 68600 is in cents (KSh 686); pricing v11 caps single items at 20 kg.")
add(b, "rep",
    "Hi Ruth! It's KSh 686 for the 8.4 km trip, with a KSh 150 surcharge for parcels over 3 kg.",
    [S("KSh 686 for the 8.4 km trip"), S("KSh 150 surcharge"), X("parcels over 3 kg", POLX)],
    errors=["wrong_policy_condition"], excludes=["over 3 kg"], includes=["5 kg|5kg|five kilograms|5 kilograms", "686"],
    notes="Pricing v11: the heavy-item surcharge is for parcels over 5 kg.")

# =====================================================================================
# O4  on-demand courier: damage claim under review (approval escalated)
# =====================================================================================
b = {"domain": "on-demand courier", "scenario": "courier-damage-claim",
     "question": "My vase arrived broken yesterday. When will I get my money?",
     "now": now("2026-04-29 10:00"),
     "key": "DLV-77Q0PL delivered 28/04; claim CLM-4102 UNDER_REVIEW submitted 28/04 18:30 with 3 photos; declared_value 450000 (KSh 4,500); "
            "approve_damage_claim ESCALATE; claims policy v2: cover up to KSh 10,000, review within 3 business days, delivery fee not refunded.",
     "evidence": [
         record("get_delivery#DLV-77Q0PL", "tool:get_delivery", {
             "delivery": {"delivery_id": "DLV-77Q0PL", "status": "DELIVERED", "recipient": {"first_name": "Esther"},
                          "dropoff_time": ts("2026-04-28 13:12"), "declared_value": 450000, "cover": "BASIC_COVER",
                          "fee": {"base": 20000, "distance": 32000, "total": 52000}, "currency_code": "KES"},
             "claim": {"claim_id": "CLM-4102", "type": "DAMAGE", "status": "UNDER_REVIEW",
                       "submitted_at": ts("2026-04-28 18:30"), "photos": 3, "requested_amount": 450000}}),
         refused("approve_damage_claim#call-1", "approve_damage_claim", "ESCALATE",
                 {"claim_id": "CLM-4102", "amount": 450000}),
         policy("claims#v2",
                "Items with a declared value are covered up to KSh 10,000 against damage in transit. Our claims team "
                "reviews each claim within 3 business days of submission. If a claim is approved we pay the declared "
                "value; the delivery fee itself is not refunded.", "v2"),
     ]}
add(b, "ok",
    "Hi Esther, I'm so sorry about the vase. Your claim CLM-4102 is under review with our claims team, and I've "
    "escalated it. They review claims within 3 business days of submission. If it's approved, you'll get the "
    "declared value of KSh 4,500.",
    [N("so sorry about the vase"), S("claim CLM-4102 is under review"), S("I've escalated it"),
     S("within 3 business days of submission"), S("declared value of KSh 4,500")],
    includes=["KSh 4,500"])
add(b, "ok",
    "Claim CLM-4102 (submitted 28/04 at 6:30 PM, 3 photos) is being reviewed. Decision due within 3 business days. "
    "Declared value: KSh 4,500, within the KSh 10,000 cover.",
    [S("submitted 28/04 at 6:30 PM"), S("3 photos"), S("is being reviewed"), S("within 3 business days"),
     S("Declared value: KSh 4,500"), S("within the KSh 10,000 cover")],
    includes=["KSh 4,500"])
add(b, "bad",
    "Hi Esther, sorry about the vase! Your claim CLM-4102 has been approved and KSh 4,500 is on its way to you. We'll "
    "refund the delivery fee as well.",
    [N("sorry about the vase!"), X("has been approved", NOTEX + ["RECORD_STATE_MISMATCH"]),
     X("refund the delivery fee as well", ["NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"])],
    errors=["refused_call_effect", "invented_promise"], excludes=["has been approved", "refund the delivery fee"],
    notes="approve_damage_claim was ESCALATED and the claim is UNDER_REVIEW; claims policy v2 says the delivery fee is not refunded.")
add(b, "bad",
    "Hi Esther. Your claim, submitted on 29/04, is under review. Expect a decision within 5 business days.",
    [X("submitted on 29/04", DATE), S("is under review"), X("within 5 business days", POLX)],
    errors=["wrong_date", "wrong_period"], excludes=["submitted on 29/04", "5 business days"],
    notes="submitted_at is 28/04 18:30; the policy says 3 business days.")
add(b, "rep",
    "Hi Esther, so sorry! Claim CLM-4102 is under review and should be decided within 3 business days. If approved, "
    "you'll receive KSh 450,000, the declared value.",
    [N("so sorry!"), S("CLM-4102 is under review"), S("within 3 business days"), X("receive KSh 450,000", AMT)],
    errors=["unit_conversion"], excludes=["KSh 450,000"], includes=["KSh 4,500|4,500", "3 business days"],
    notes="declared_value 450000 is in cents: KSh 4,500.")

# =====================================================================================
# B1  bike courier: proof of delivery
# =====================================================================================
b = {"domain": "bike courier", "scenario": "bike-proof-delivery",
     "question": "The client says they didn't get the documents. Was it delivered?",
     "now": now("2026-05-02 15:20"),
     "key": "DLV-B-5521 (DOCUMENTS) DELIVERED at 02/05 14:37 EAT, proof SIGNATURE_AND_PHOTO, recipient_name Achieng, rider Tom; "
            "DLV-B-5530 (ELECTRONICS_ACCESSORIES) IN_TRANSIT, ETA 16:10.",
     "evidence": [
         record("list_jobs#B-2290", "tool:list_bike_jobs", {
             "account": {"account_id": "B-2290", "contact_first_name": "Mercy"},
             "jobs": [
                 {"delivery_id": "DLV-B-5521", "contents_description": "DOCUMENTS", "status": "DELIVERED",
                  "picked_up_at": ts("2026-05-02 13:58"), "delivered_at": ts("2026-05-02 14:37"),
                  "distance_meters": 4100, "rider": {"first_name": "Tom"},
                  "proof": {"type": "SIGNATURE_AND_PHOTO", "recipient_name": "Achieng", "photo_id": "POD-88120"},
                  "fee": {"total": 30000}, "currency_code": "KES"},
                 {"delivery_id": "DLV-B-5530", "contents_description": "ELECTRONICS_ACCESSORIES",
                  "status": "IN_TRANSIT", "picked_up_at": ts("2026-05-02 15:02"),
                  "eta_dropoff_time": ts("2026-05-02 16:10"), "delivered_at": None,
                  "rider": {"first_name": "Akinyi"}, "fee": {"total": 34000}, "currency_code": "KES"}]}),
     ]}
add(b, "ok",
    "Hi Mercy! Yes, DLV-B-5521 was delivered today at 2:37 PM. Achieng signed for it, and our rider took a photo at "
    "drop-off.",
    [S("was delivered today at 2:37 PM"), S("Achieng signed for it"), S("took a photo at drop-off")],
    includes=["2:37 PM", "Achieng"])
add(b, "ok",
    "Delivered on 02/05 at 2:37 PM, signed by Achieng. Your other parcel, DLV-B-5530, is still on the way, due around "
    "4:10 PM.",
    [S("Delivered on 02/05 at 2:37 PM"), S("signed by Achieng"), S("still on the way"), S("due around 4:10 PM")],
    includes=["2:37 PM"])
add(b, "ok",
    "Dear Mercy,\n\nThe documents were handed over at 2:37 PM today and signed for by Achieng. Rider Tom also "
    "photographed the drop-off.\n\nBest,\nBike Desk",
    [S("handed over at 2:37 PM today"), S("signed for by Achieng"), S("Rider Tom"), S("photographed the drop-off")],
    includes=["Achieng"])
add(b, "bad",
    "Hi Mercy! DLV-B-5521 was delivered today at 11:37 AM and signed for by Akinyi.",
    [X("delivered today at 11:37 AM", DATE), X("signed for by Akinyi", VAL)],
    errors=["unit_conversion", "wrong_name"], excludes=["11:37 AM", "Akinyi"],
    notes="delivered_at is 14:37 EAT (11:37 is UTC); the recipient_name is Achieng (Akinyi is the rider on DLV-B-5530).")
add(b, "bad",
    "Hi Mercy, the documents are still on their way and should arrive around 4:10 PM.",
    [X("still on their way", STATE), X("arrive around 4:10 PM", DATE)],
    errors=["other_record_value", "other_record_value"], excludes=["still on their way", "around 4:10 PM"],
    notes="IN_TRANSIT and the 16:10 ETA belong to DLV-B-5530 (electronics); the documents job DLV-B-5521 was DELIVERED at 14:37.")
add(b, "rep",
    "Hi Mercy! DLV-B-5521 was delivered today at 2:37 PM and signed for by Akinyi.",
    [S("delivered today at 2:37 PM"), X("signed for by Akinyi", VAL)],
    errors=["wrong_name"], excludes=["Akinyi"], includes=["Achieng", "2:37"],
    notes="proof.recipient_name is Achieng.")

# =====================================================================================
# B2  bike courier: heavy-rain surcharge
# =====================================================================================
b = {"domain": "bike courier", "scenario": "bike-rain-surcharge",
     "question": "What's this extra KSh 50 on my delivery?",
     "key": "DLV-B-6012 on 14/04: fare base 15000 + distance 18000 + weather_surcharge 5000 = 38000 (KSh 380); weather_alert HEAVY_RAIN "
            "active from 13:30, pickup 14:05; account plan PAY_AS_YOU_GO; surcharge policy v2 (KSh 50 during alerts, Business Plus exempt).",
     "evidence": [
         record("get_job#DLV-B-6012", "tool:get_bike_job", {
             "job": {"delivery_id": "DLV-B-6012", "status": "DELIVERED", "request_time": ts("2026-04-14 13:58"),
                     "picked_up_at": ts("2026-04-14 14:05"), "delivered_at": ts("2026-04-14 14:41"),
                     "distance_meters": 4500,
                     "fare": {"base": 15000, "distance": 18000, "weather_surcharge": 5000, "promotion": 0, "total": 38000},
                     "currency_code": "KES",
                     "weather_alert": {"active": True, "level": "HEAVY_RAIN", "declared_at": ts("2026-04-14 13:30")}},
             "account": {"first_name": "Ian", "plan": "PAY_AS_YOU_GO"}}),
         policy("bike-surcharges#v2",
                "During a declared heavy-rain alert, bike deliveries carry a weather surcharge of KSh 50. The surcharge "
                "is shown in the app before you confirm. Business Plus subscribers are exempt from the weather "
                "surcharge.", "v2"),
     ]}
add(b, "ok",
    "Hi Ian! That KSh 50 is the weather surcharge: a heavy-rain alert was active when your 14/04 delivery went out. "
    "It was shown in the app before you confirmed. Your total was KSh 380.",
    [S("KSh 50 is the weather surcharge"), S("heavy-rain alert was active"), S("shown in the app before you confirmed"),
     S("total was KSh 380")],
    includes=["KSh 380"])
add(b, "ok",
    "Base KSh 150 + distance KSh 180 + rain surcharge KSh 50 = KSh 380. The surcharge is waived only on Business Plus; "
    "you're on pay-as-you-go.",
    [S("Base KSh 150"), S("distance KSh 180"), S("rain surcharge KSh 50"), S("= KSh 380"),
     S("waived only on Business Plus"), S("you're on pay-as-you-go")],
    includes=["KSh 380"])
add(b, "bad",
    "Hi Ian! The KSh 50 is the heavy-rain surcharge. As a Business Plus subscriber you're exempt, so it shouldn't have "
    "been charged. Your total was KSh 380.",
    [S("KSh 50 is the heavy-rain surcharge"),
     X("As a Business Plus subscriber you're exempt", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]),
     S("total was KSh 380")],
    errors=["condition_unmet"], excludes=["Business Plus subscriber"],
    notes="account.plan is PAY_AS_YOU_GO, so the Business Plus exemption does not apply.")
add(b, "bad",
    "Hi Ian! That's the rain surcharge of KSh 50. It applies whenever it's raining in Nairobi, even without an alert. "
    "Your total came to KSh 330.",
    [S("rain surcharge of KSh 50"), X("even without an alert", POLX), X("total came to KSh 330", AMT)],
    errors=["wrong_policy_condition", "wrong_arithmetic"], excludes=["even without an alert", "KSh 330"],
    notes="Policy ties the surcharge to a declared heavy-rain alert; 150 + 180 + 50 = KSh 380, 330 leaves out the surcharge.")
add(b, "rep",
    "Hi Ian! That KSh 50 is the weather surcharge for a heavy-rain alert. Your delivery on 14/04 came to KSh 430 in "
    "total.",
    [S("KSh 50 is the weather surcharge"), X("came to KSh 430", AMT)],
    errors=["wrong_arithmetic"], excludes=["KSh 430"], includes=["KSh 380|380", "KSh 50|50"],
    notes="fare.total is 38000 = KSh 380 (the surcharge is already inside it).")

# =====================================================================================
# B3  bike courier: multi-stop job with one failed stop
# =====================================================================================
b = {"domain": "bike courier", "scenario": "bike-multistop",
     "question": "Did all three parcels get delivered this morning?",
     "now": now("2026-04-30 12:30"),
     "key": "JOB-B-7781 stops: 1 Adams Arcade DELIVERED 10:22 (20000), 2 Kilimani DELIVERED 10:41 (15000), 3 Hurlingham FAILED "
            "ADDRESS_NOT_FOUND 11:02 NOT_CHARGED; charged_total 35000; multi-stop policy v1 (failed address stops not charged, rebook at single rate).",
     "evidence": [
         record("get_job#JOB-B-7781", "tool:get_bike_job", {
             "job": {"job_id": "JOB-B-7781", "type": "MULTI_STOP", "customer": {"first_name": "Kamande"},
                     "request_time": ts("2026-04-30 09:40"), "picked_up_at": ts("2026-04-30 09:58"),
                     "stops": [
                         {"seq": 1, "address": "Ngong Road, Adams Arcade", "status": "DELIVERED",
                          "completed_at": ts("2026-04-30 10:22"), "fee": 20000, "fee_status": "CHARGED"},
                         {"seq": 2, "address": "Kilimani, Argwings Kodhek Rd", "status": "DELIVERED",
                          "completed_at": ts("2026-04-30 10:41"), "fee": 15000, "fee_status": "CHARGED"},
                         {"seq": 3, "address": "Hurlingham, Ralph Bunche Rd", "status": "FAILED",
                          "failure_reason": "ADDRESS_NOT_FOUND", "attempted_at": ts("2026-04-30 11:02"),
                          "fee": 15000, "fee_status": "NOT_CHARGED"}],
                     "charged_total": 35000, "currency_code": "KES"}}),
         policy("multi-stop#v1",
                "Multi-stop jobs are charged per completed stop. A stop that fails because the address could not be "
                "found is not charged, and the item is brought back to the pickup point the same day. You can rebook a "
                "failed stop at the standard single-stop rate.", "v1"),
     ]}
add(b, "ok",
    "Hi Kamande! Two of the three went through: Adams Arcade at 10:22 AM and Argwings Kodhek Road at 10:41 AM. The "
    "Hurlingham stop failed at 11:02 AM because the rider couldn't find the address, so it isn't charged. That parcel "
    "comes back to your pickup point today. You paid KSh 350 for the two completed stops.",
    [S("Two of the three went through"), S("Adams Arcade at 10:22 AM"), S("Argwings Kodhek Road at 10:41 AM"),
     S("Hurlingham stop failed at 11:02 AM"), S("couldn't find the address"), S("it isn't charged"),
     S("comes back to your pickup point today"), S("KSh 350 for the two completed stops")],
    includes=["KSh 350"])
add(b, "ok",
    "JOB-B-7781:\n- Stop 1, Adams Arcade: delivered\n- Stop 2, Kilimani: delivered\n- Stop 3, Hurlingham: failed, "
    "address not found, no charge\nCharged: KSh 350. You can rebook stop 3 at the single-stop rate.",
    [S("Stop 1, Adams Arcade: delivered"), S("Stop 2, Kilimani: delivered"), S("failed, address not found"),
     S("no charge"), S("Charged: KSh 350"), S("rebook stop 3 at the single-stop rate")],
    includes=["KSh 350"])
add(b, "bad",
    "Hi Kamande! All three stops were delivered this morning. Total charged: KSh 350.",
    [X("All three stops were delivered", ["RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]), S("Total charged: KSh 350")],
    errors=["wrong_quantity"], excludes=["All three stops were delivered"],
    notes="Only stops 1 and 2 are DELIVERED; stop 3 FAILED with ADDRESS_NOT_FOUND.")
add(b, "bad",
    "Hi Kamande, stops 1 and 2 were delivered, and stop 3 failed (address not found). You're charged KSh 500 for the "
    "job, since failed stops are billed at the normal rate.",
    [S("stops 1 and 2 were delivered"), S("stop 3 failed (address not found)"), X("charged KSh 500", AMT),
     X("failed stops are billed at the normal rate", POLX)],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excludes=["KSh 500", "billed at the normal rate"],
    notes="charged_total is 35000 (KSh 350); KSh 500 adds the NOT_CHARGED stop 3, and the policy says failed address stops are not charged.")
add(b, "rep",
    "Hi Kamande! Stops 1 and 2 were delivered, but stop 3 in Hurlingham failed because the address couldn't be found. "
    "You were charged KSh 200 for the completed stops.",
    [S("Stops 1 and 2 were delivered"), S("stop 3 in Hurlingham failed"), S("address couldn't be found"),
     X("charged KSh 200", AMT)],
    errors=["wrong_arithmetic"], excludes=["KSh 200"], includes=["KSh 350|350", "Hurlingham"],
    notes="KSh 200 is only stop 1's fee; charged_total 35000 = KSh 350 for both completed stops.")

# =====================================================================================
# B4  bike courier: express delivery late, express fee refunded
# =====================================================================================
b = {"domain": "bike courier", "scenario": "bike-express-late",
     "question": "My express delivery took way over an hour this morning.",
     "now": now("2026-05-04 13:00"),
     "key": "DLV-B-6390 EXPRESS_60 (PT60M): request 09:10, delivered 10:32, delivery_duration_seconds 4920 = 82 min (22 late); "
            "ADJ-B-331 EXPRESS_FEE_REFUND -15000 PROCESSED 11:00 to WALLET; fare.total 56000; express policy v2 (refund when >15 min late).",
     "evidence": [
         record("get_job#DLV-B-6390", "tool:get_bike_job", {
             "job": {"delivery_id": "DLV-B-6390", "status": "DELIVERED", "customer": {"first_name": "Zawadi"},
                     "service_level": {"code": "EXPRESS_60", "promised_duration": "PT60M", "express_fee": 15000},
                     "request_time": ts("2026-05-04 09:10"), "picked_up_at": ts("2026-05-04 09:18"),
                     "delivered_at": ts("2026-05-04 10:32"), "delivery_duration_seconds": 4920,
                     "distance_meters": 7300,
                     "fare": {"base": 15000, "distance": 26000, "express_fee": 15000, "total": 56000},
                     "currency_code": "KES"},
             "adjustments": [{"adjustment_id": "ADJ-B-331", "type": "EXPRESS_FEE_REFUND", "amount": -15000,
                              "status": "PROCESSED", "processed_at": ts("2026-05-04 11:00"), "destination": "WALLET"}]}),
         policy("express#v2",
                "Express deliveries are promised within 60 minutes of booking. If an express delivery is more than 15 "
                "minutes late, the express fee is refunded to your wallet automatically. Delays caused by the "
                "recipient not answering don't count.", "v2"),
     ]}
add(b, "ok",
    "Hi Zawadi, sorry about that! Your express delivery took 82 minutes from booking, 22 minutes past the 60-minute "
    "promise. Because it was over 15 minutes late, your KSh 150 express fee was refunded to your wallet at 11:00 AM.",
    [N("sorry about that!"), S("took 82 minutes from booking"), S("22 minutes past the 60-minute promise"),
     S("over 15 minutes late"), S("KSh 150 express fee was refunded"), S("to your wallet at 11:00 AM")],
    includes=["KSh 150", "82 minutes"])
add(b, "ok",
    "Booked 9:10 AM, delivered 10:32 AM: 1 hour 22 minutes against a 1-hour express promise. The KSh 150 express fee "
    "is back in your wallet.",
    [S("Booked 9:10 AM"), S("delivered 10:32 AM"), S("1 hour 22 minutes"), S("1-hour express promise"),
     S("KSh 150 express fee is back in your wallet")],
    includes=["KSh 150"])
add(b, "bad",
    "Hi Zawadi, your express delivery arrived 12 minutes late. Any late express delivery gets its fee refunded, so "
    "your KSh 150 is back in your wallet.",
    [X("arrived 12 minutes late", DATE), X("Any late express delivery gets its fee refunded", POLX),
     S("your KSh 150 is back in your wallet")],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excludes=["12 minutes late", "Any late express delivery"],
    notes="82 - 60 = 22 minutes late; the policy refunds only when more than 15 minutes late.")
add(b, "bad",
    "Hi Zawadi! It took 82 minutes, and the express promise is 60 minutes, so your full KSh 560 has been refunded to "
    "your wallet.",
    [S("It took 82 minutes"), S("express promise is 60 minutes"), X("full KSh 560 has been refunded", AMT)],
    errors=["wrong_amount"], excludes=["KSh 560"],
    notes="Only the express fee was refunded: ADJ-B-331 is -15000 = KSh 150; KSh 560 is the whole fare.")
add(b, "rep",
    "Hi Zawadi! Delivery took 82 minutes, 22 minutes over the promise. Your KSh 15,000 express fee was refunded to your "
    "wallet.",
    [S("Delivery took 82 minutes"), S("22 minutes over the promise"), X("KSh 15,000 express fee", AMT),
     S("refunded to your wallet")],
    errors=["unit_conversion"], excludes=["KSh 15,000"], includes=["KSh 150|150", "82 minutes"],
    notes="express_fee 15000 is in cents: KSh 150.")

# =====================================================================================
# M1  minibus hire: day trip to Naivasha, park fees excluded
# =====================================================================================
b = {"domain": "minibus hire", "scenario": "minibus-naivasha",
     "question": "Please confirm our Naivasha trip details. Are park fees included?",
     "now": now("2026-05-19 10:00"),
     "key": "MB-3390 CONFIRMED: MINIBUS_14 KCY 207T, 12 passengers, 23/05 pickup 07:00 return 18:30, fare day_rate 1800000 + driver_allowance "
            "200000 = 2000000, fuel INCLUDED, park_fees NOT_INCLUDED, deposit 1000000 PAID, balance 1000000 due 22/05; day-hire policy v4.",
     "evidence": [
         record("get_hire#MB-3390", "tool:get_minibus_hire", {
             "hire": {"booking_id": "MB-3390", "status": "CONFIRMED", "customer": {"first_name": "Caro"},
                      "vehicle": {"type": "MINIBUS_14", "seats": 14, "plate": "KCY 207T"}, "passengers": 12,
                      "itinerary": {"from": "Nairobi CBD, Moi Avenue", "to": "Naivasha, Crescent Island jetty",
                                    "pickup_time": ts("2026-05-23 07:00"), "return_time": ts("2026-05-23 18:30")},
                      "fare": {"day_rate": 1800000, "driver_allowance": 200000, "fuel": "INCLUDED",
                               "park_fees": "NOT_INCLUDED", "total": 2000000},
                      "deposit": {"amount": 1000000, "status": "PAID", "paid_at": ts("2026-05-10 14:20")},
                      "balance": {"amount": 1000000, "due_on": "2026-05-22", "status": "UNPAID"},
                      "currency_code": "KES"}}),
         policy("day-hire#v4",
                "Day hire includes the vehicle, fuel and a driver for up to 12 hours. Park and conservancy entry fees "
                "are paid by the group on the day. Time beyond 12 hours is charged at KSh 1,500 per hour. The balance "
                "is due the day before travel.", "v4"),
     ]}
add(b, "ok",
    "Hi Caro! You're set for Saturday 23/05: a 14-seater (KCY 207T) for your 12 passengers, pickup 7:00 AM, back by "
    "6:30 PM. The KSh 20,000 covers the vehicle, fuel and driver. Park entry fees aren't included, so the group pays "
    "those. Balance of KSh 10,000 is due on 22/05.",
    [S("Saturday 23/05"), S("a 14-seater (KCY 207T)"), S("12 passengers"), S("pickup 7:00 AM"), S("back by 6:30 PM"),
     S("KSh 20,000 covers the vehicle, fuel and driver"), S("Park entry fees aren't included"),
     S("Balance of KSh 10,000 is due on 22/05")],
    includes=["KSh 20,000", "7:00 AM"])
add(b, "ok",
    "Dear Caro,\n\nBooking MB-3390 is confirmed for Saturday 23 May. Your deposit of KSh 10,000 has been received, and "
    "the remaining KSh 10,000 is due the day before travel. Please note that park fees are not part of the hire.\n\n"
    "Kind regards,\nGroup Hire Team",
    [S("confirmed for Saturday 23 May"), S("deposit of KSh 10,000 has been received"),
     S("remaining KSh 10,000 is due the day before travel"), S("park fees are not part of the hire")],
    includes=["23 May"])
add(b, "ok",
    "Sat 23/05, 7 AM pickup, 14 seats, KSh 20,000 total, park fees extra.",
    [S("7 AM pickup"), S("14 seats"), S("KSh 20,000 total"), S("park fees extra")],
    includes=["KSh 20,000"])
add(b, "bad",
    "Hi Caro! You're set for Saturday 23/05: a 14-seater for your 12 passengers, pickup 7:00 AM. The KSh 20,000 "
    "covers the vehicle, fuel, driver and park entry fees. Balance of KSh 10,000 is due on 22/05.",
    [S("Saturday 23/05"), S("a 14-seater"), S("12 passengers"), S("pickup 7:00 AM"),
     S("KSh 20,000 covers the vehicle, fuel"), X("driver and park entry fees", ["VALUE_MISMATCH", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"]),
     S("Balance of KSh 10,000 is due on 22/05")],
    errors=["unlisted_perk"], excludes=["and park entry fees"],
    notes="fare.park_fees is NOT_INCLUDED and policy v4 says the group pays entry fees.")
add(b, "bad",
    "Hi Caro, you've got an 18-seater booked for Saturday, pickup at 7:30 AM. Park fees are paid separately by the "
    "group.",
    [X("18-seater", VAL), S("booked for Saturday"), X("pickup at 7:30 AM", DATE),
     S("Park fees are paid separately by the group")],
    errors=["wrong_quantity", "wrong_time"], excludes=["18-seater", "7:30 AM"],
    notes="vehicle is MINIBUS_14 with 14 seats; pickup_time is 07:00 EAT.")
add(b, "rep",
    "Hi Caro! Saturday 23/05 is confirmed: 14-seater, pickup 7:00 AM, KSh 20,000 total. The balance of KSh 10,000 is "
    "due on the day of travel.",
    [S("Saturday 23/05 is confirmed"), S("14-seater"), S("pickup 7:00 AM"), S("KSh 20,000 total"),
     S("balance of KSh 10,000"), X("due on the day of travel", DATE)],
    errors=["wrong_date"], excludes=["due on the day of travel"],
    includes=["22/05|22 May|day before|Friday|May 22", "20,000"],
    notes="balance.due_on is 2026-05-22, the day before travel.")

# =====================================================================================
# M2  minibus hire: operator cancelled, larger replacement, goodwill credit refused
# =====================================================================================
b = {"domain": "minibus hire", "scenario": "minibus-replacement",
     "question": "You cancelled our bus for tomorrow?! What now?",
     "now": now("2026-06-05 17:30"),
     "key": "MB-3412 DRIVER_CANCELED (VEHICLE_UNAVAILABLE, MINIBUS_25 KBZ 611M); replacement MB-3412-R CONFIRMED: COASTER_29 KDA 950K, "
            "06/06 08:00, total 2600000, price_difference 0; apply_goodwill_credit DENY; operator-cancel policy v2.",
     "evidence": [
         record("get_hire#MB-3412", "tool:get_minibus_hire", {
             "hire": {"booking_id": "MB-3412", "status": "DRIVER_CANCELED", "customer": {"first_name": "Ochieng"},
                      "vehicle": {"type": "MINIBUS_25", "seats": 25, "plate": "KBZ 611M"},
                      "pickup_time": ts("2026-06-06 08:00"), "canceled_at": ts("2026-06-05 16:00"),
                      "cancel_reason": "VEHICLE_UNAVAILABLE", "fare": {"total": 2600000}, "currency_code": "KES",
                      "replaced_by": "MB-3412-R"}}),
         record("get_hire#MB-3412-R", "tool:get_minibus_hire", {
             "hire": {"booking_id": "MB-3412-R", "status": "CONFIRMED", "replaces": "MB-3412",
                      "vehicle": {"type": "COASTER_29", "seats": 29, "plate": "KDA 950K"},
                      "pickup_time": ts("2026-06-06 08:00"), "pickup_location": "Buruburu Phase 2 shopping centre",
                      "fare": {"total": 2600000, "price_difference": 0}, "currency_code": "KES"}}),
         refused("apply_goodwill_credit#call-1", "apply_goodwill_credit", "DENY",
                 {"booking_id": "MB-3412-R", "amount": 300000}),
         policy("operator-cancel#v2",
                "If we cancel a confirmed hire, we offer a replacement vehicle of the same size or larger at no extra "
                "cost, or a full refund if you prefer. Goodwill credits are not offered when a like-for-like or larger "
                "replacement is provided.", "v2"),
     ]}
add(b, "ok",
    "Hi Ochieng, sorry for the scare! The 25-seater was pulled because it became unavailable, but you're rebooked on a "
    "29-seat Coaster, plate KDA 950K. Pickup stays at 8:00 AM tomorrow, same price of KSh 26,000. I asked about a "
    "goodwill credit, but it wasn't approved since you have a larger replacement.",
    [N("sorry for the scare!"), S("25-seater was pulled because it became unavailable"),
     S("rebooked on a 29-seat Coaster"), S("plate KDA 950K"), S("8:00 AM tomorrow"), S("same price of KSh 26,000"),
     S("it wasn't approved"), S("since you have a larger replacement")],
    includes=["KDA 950K", "8:00 AM"])
add(b, "ok",
    "New booking MB-3412-R:\n• 29-seater Coaster, KDA 950K\n• Sat 06/06, 8:00 AM\n• KSh 26,000, no extra charge",
    [S("29-seater Coaster, KDA 950K"), S("Sat 06/06, 8:00 AM"), S("KSh 26,000, no extra charge")],
    includes=["KDA 950K"])
add(b, "bad",
    "Hi Ochieng! You're rebooked for tomorrow at 8:00 AM, same price. Your bus is KBZ 611M. We've also added a "
    "KSh 3,000 goodwill credit for the trouble.",
    [S("rebooked for tomorrow at 8:00 AM"), S("same price"), X("Your bus is KBZ 611M", IDM),
     X("KSh 3,000 goodwill credit", NOTEX)],
    errors=["stale_value", "refused_call_effect"], excludes=["KBZ 611M", "KSh 3,000 goodwill credit"],
    notes="KBZ 611M is the cancelled MB-3412 vehicle; the replacement is KDA 950K. apply_goodwill_credit was DENIED.")
add(b, "bad",
    "Hi Ochieng, your booking is still on as planned with the same 25-seater. If anything changes we'll refund double "
    "the deposit.",
    [X("still on as planned with the same 25-seater", STATE),
     XI("refund double the deposit", ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION"])],
    errors=["wrong_state", "invented_promise"], excludes=["same 25-seater", "refund double the deposit"],
    notes="MB-3412 is DRIVER_CANCELED and replaced by a 29-seat Coaster; the policy offers a replacement or a full refund, nothing doubled.")
add(b, "rep",
    "Hi Ochieng! The 25-seater became unavailable, so you're rebooked on a 29-seat Coaster, KDA 950K, tomorrow at "
    "9:00 AM. Same price: KSh 26,000.",
    [S("25-seater became unavailable"), S("rebooked on a 29-seat Coaster"), S("KDA 950K"), X("tomorrow at 9:00 AM", DATE),
     S("Same price: KSh 26,000")],
    errors=["wrong_time"], excludes=["9:00 AM"], includes=["8:00 AM|8 AM|8:00|8am|8 am", "KDA 950K"],
    notes="MB-3412-R pickup_time is 08:00 EAT on 06/06.")

# =====================================================================================
# M3  minibus hire: extra mileage and tolls
# =====================================================================================
b = {"domain": "minibus hire", "scenario": "minibus-mileage",
     "question": "Why was I charged extra on the Nakuru trip?",
     "key": "MB-3155 on 19/04: distance_meters 263400 vs included 200000; extra_distance km_billed 63 x 6000 = 378000 (KSh 3,780); tolls 36000 "
            "(KSh 360); package 2200000; total 2614000 (KSh 26,140); mileage policy v3: KSh 60 per full km, part km free, tolls at cost.",
     "evidence": [
         record("get_hire#MB-3155", "tool:get_minibus_hire", {
             "hire": {"booking_id": "MB-3155", "status": "COMPLETED", "customer": {"first_name": "Wafula"},
                      "vehicle": {"type": "MINIBUS_14", "plate": "KCB 448P"},
                      "package": {"code": "DAY_200KM", "included_distance_meters": 200000, "rate_per_extra_km": 6000},
                      "pickup_time": ts("2026-04-19 06:30"), "dropoff_time": ts("2026-04-19 17:30"),
                      "distance_meters": 263400, "duration_seconds": 39600,
                      "fare": {"package": 2200000, "extra_distance": {"km_billed": 63, "amount": 378000},
                               "tolls": 36000, "tip": 0, "total": 2614000},
                      "currency_code": "KES"}}),
         policy("mileage#v3",
                "Hire packages include 200 km. Extra distance is billed at KSh 60 per full kilometre; part kilometres "
                "are not charged. Nairobi Expressway tolls are passed on at cost. Fuel is included in the package.", "v3"),
     ]}
add(b, "ok",
    "Hi Wafula! Your Sunday trip covered 263.4 km against the 200 km in the package. The extra 63 full km were billed "
    "at KSh 60 each, KSh 3,780. Expressway tolls of KSh 360 were passed on at cost. Total: KSh 26,140.",
    [S("covered 263.4 km"), S("200 km in the package"), S("extra 63 full km"), S("KSh 60 each"), S("KSh 3,780"),
     S("tolls of KSh 360"), S("passed on at cost"), S("Total: KSh 26,140")],
    includes=["KSh 3,780", "KSh 26,140"])
add(b, "ok",
    "The package (KSh 22,000) includes 200 km. You drove about 263 km on 19/04, so 63 km were charged at KSh 60/km. "
    "Part kilometres aren't billed.",
    [S("package (KSh 22,000)"), S("includes 200 km"), S("about 263 km"), S("on 19/04"),
     S("63 km were charged at KSh 60/km"), S("Part kilometres aren't billed")],
    includes=["KSh 22,000"])
add(b, "bad",
    "Hi Wafula! You went 63.4 km over the 200 km included. Extra distance is billed on every 100 m, so it came to "
    "KSh 3,804 at KSh 60/km.",
    [S("63.4 km over the 200 km included"), X("billed on every 100 m", POLX), X("KSh 3,804", AMT)],
    errors=["wrong_policy_condition", "wrong_amount"], excludes=["every 100 m", "KSh 3,804"],
    notes="Policy v3 bills full kilometres only; extra_distance.amount is 378000 = KSh 3,780 for 63 km.")
add(b, "bad",
    "Hi Wafula, extra distance came to KSh 378,000 and tolls were KSh 360. The whole hire came to KSh 25,780.",
    [X("extra distance came to KSh 378,000", AMT), S("tolls were KSh 360"), X("whole hire came to KSh 25,780", AMT)],
    errors=["unit_conversion", "wrong_arithmetic"], excludes=["KSh 378,000", "KSh 25,780"],
    notes="378000 is in cents (KSh 3,780); 22,000 + 3,780 + 360 = KSh 26,140, and 25,780 leaves out the tolls.")
add(b, "rep",
    "Hi Wafula! The trip was 263.4 km, 63 km beyond the package. At KSh 60 per km that's KSh 3,780, plus KSh 630 in "
    "expressway tolls.",
    [S("trip was 263.4 km"), S("63 km beyond the package"), S("At KSh 60 per km that's KSh 3,780"),
     X("KSh 630 in expressway tolls", AMT)],
    errors=["wrong_amount"], excludes=["KSh 630"], includes=["KSh 360|360", "3,780"],
    notes="fare.tolls is 36000 = KSh 360.")

# =====================================================================================
# M4  minibus hire: school trip quote (revised) and waiting time
# =====================================================================================
b = {"domain": "minibus hire", "scenario": "minibus-school-quote",
     "question": "Please confirm the quote for our school trip and how long the bus can wait at the museum.",
     "now": now("2026-03-25 09:00"),
     "key": "QT-MB-802 v2 ACTIVE: BUS_33 for 30 pupils + 3 teachers on 10/04, total 3500000 (KSh 35,000), waiting PT3H included, "
            "extra 100000/h (KSh 1,000), valid_until 31/03 17:00; v1 SUPERSEDED 2 vehicles 4800000; school-trip policy v2; museum KB passage.",
     "evidence": [
         record("get_quote#QT-MB-802", "tool:get_group_quote", {
             "quote_id": "QT-MB-802", "customer": {"title": "Mrs.", "last_name": "Nduta", "org": "Riverside Junior School"},
             "trip_date": "2026-04-10", "destination": "Mlima Heritage Museum",
             "versions": [
                 {"version": 1, "status": "SUPERSEDED", "pupils": 40, "staff": 4,
                  "vehicles": [{"type": "MINIBUS_25", "quantity": 2}], "total": 4800000},
                 {"version": 2, "status": "ACTIVE", "pupils": 30, "staff": 3,
                  "vehicles": [{"type": "BUS_33", "quantity": 1}], "total": 3500000,
                  "waiting_included": "PT3H", "extra_waiting_per_hour": 100000,
                  "valid_until": ts("2026-03-31 17:00")}],
             "currency_code": "KES"}),
         policy("school-trips#v2",
                "School trip quotes include up to 3 hours of waiting at the destination. Waiting beyond that is charged "
                "at KSh 1,000 per hour. Seat belts are fitted on every seat, and a copy of the driver's PSV licence is "
                "sent to the school on request.", "v2"),
         passage("kb-destinations#mlima",
                 "Mlima Heritage Museum is open daily from 8:30 AM to 5:30 PM.\n"
                 "School groups must book their visit at least one week in advance.\n"
                 "Entry for pupils is KSh 100; teachers enter free.", "kb:destinations"),
     ]}
add(b, "ok",
    "Hi Mrs. Nduta! Quote QT-MB-802 is KSh 35,000 for a 33-seat bus carrying 30 pupils and 3 teachers on Friday 10/04. "
    "It includes up to 3 hours of waiting at the museum; after that it's KSh 1,000 per hour. The quote is valid until "
    "31/03 at 5:00 PM.",
    [S("KSh 35,000"), S("33-seat bus"), S("30 pupils and 3 teachers"), S("Friday 10/04"), S("up to 3 hours of waiting"),
     S("KSh 1,000 per hour"), S("valid until 31/03 at 5:00 PM")],
    includes=["KSh 35,000"])
add(b, "ok",
    "Dear Mrs. Nduta,\n\nThank you for choosing us. The revised quote comes to thirty-five thousand shillings for one "
    "33-seater. Every seat has a seat belt, and the museum opens at 8:30 AM.\n\nYours sincerely,\nGroup Hire Team",
    [N("Thank you for choosing us"), S("thirty-five thousand shillings"), S("one 33-seater"),
     S("Every seat has a seat belt"), S("museum opens at 8:30 AM")],
    includes=["thirty-five thousand"])
add(b, "bad",
    "Hi Mrs. Nduta! Your quote is KSh 48,000 for 2 vehicles, with 3 hours of waiting included.",
    [X("KSh 48,000", AMT), X("2 vehicles", VAL), S("3 hours of waiting included")],
    errors=["stale_value", "stale_value"], excludes=["KSh 48,000", "2 vehicles"],
    notes="KSh 48,000 and 2 vehicles are quote version 1 (SUPERSEDED); version 2 is one 33-seat bus at KSh 35,000.")
add(b, "bad",
    "Hi Mrs. Nduta! The quote is KSh 35,000 for a 33-seat bus. Waiting is included for up to 4 hours. Good to know: "
    "the museum is free for school groups on Fridays.",
    [S("KSh 35,000 for a 33-seat bus"), X("up to 4 hours", POLX + ["DATE_MISMATCH"]),
     XI("free for school groups on Fridays", ["NLI_CONTRADICTION", "NLI_NOT_ENTAILED"])],
    errors=["wrong_period", "invented_fact"], excludes=["up to 4 hours", "free for school groups"],
    notes="waiting_included is PT3H and the policy says 3 hours; the KB passage says pupils pay KSh 100 entry.")
add(b, "rep",
    "Hi Mrs. Nduta! Quote QT-MB-802 is KSh 35,000 for a 33-seat bus, valid until 31/03. Waiting beyond 3 hours costs "
    "KSh 100,000 per hour.",
    [S("KSh 35,000 for a 33-seat bus"), S("valid until 31/03"), S("Waiting beyond 3 hours"),
     X("KSh 100,000 per hour", AMT + ["NLI_CONTRADICTION"])],
    errors=["unit_conversion"], excludes=["KSh 100,000"], includes=["KSh 1,000|1,000", "35,000"],
    notes="extra_waiting_per_hour 100000 is in cents: KSh 1,000 per hour, as the policy also says.")


# =====================================================================================
# write
# =====================================================================================
if __name__ == "__main__":
    if PROBLEMS:
        print("\n".join(PROBLEMS))
        raise SystemExit(1)
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for line in CASES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for line in REPAIRS:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    print("cases", len(CASES), "correct", ok, "wrong", len(CASES) - ok, "repair", len(REPAIRS))
