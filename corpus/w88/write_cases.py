"""Writer w88: builds cases.jsonl and repair.jsonl. Every bundle and draft below is written by hand;
the helpers only assemble the JSON and check substrings."""
import json, os
from datetime import datetime, timezone, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
TZ = timezone(timedelta(hours=-6))  # America/Regina, no DST


def ep(s):
    """epoch seconds for a Regina wall-clock time"""
    return int(datetime.fromisoformat(s).replace(tzinfo=TZ).timestamp())


def now(s):
    return s + "-06:00"


def rec(id, tool, fields):
    return {"id": id, "kind": "record", "source": "tool:" + tool, "fields": fields}


def pol(id, text, revision=None, **kw):
    d = {"id": id, "kind": "policy", "text": text}
    if revision:
        d["revision"] = revision
    d.update(kw)
    return d


def psg(id, text, **kw):
    d = {"id": id, "kind": "passage", "text": text}
    d.update(kw)
    return d


def refused(id, tool, decision, args):
    return {"id": id, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


AM, DM, VM, IM, SM = "AMOUNT_MISMATCH", "DATE_MISMATCH", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"
NE, NC, NNE, NPE, CW = "NOT_EXECUTED", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE"


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def N(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def C(c, *r):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}


def I(c, *r):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r)}


def CI(c, *r):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}


API = ("LLM agent tool-call results: records named by the producing call (get_hire_contract, "
       "search_availability, list_invoices, ...), flat snake_case JSON, payment methods as ids, local "
       "times without zone beside the account timezone (America/Regina)")

BUNDLES = {}
CASES = []
REPAIRS = []


def bundle(scen, domain, question, evidence):
    ids = [e["id"] for e in evidence]
    assert len(ids) == len(set(ids)), scen
    BUNDLES[scen] = dict(domain=domain, question=question, evidence=evidence)


def _check(cid, draft, probes, inc, exc, errors, repair):
    for p in probes:
        n = draft.count(p["contains"])
        assert n == 1, (cid, p["contains"], n)
    bad = [p for p in probes if p["verdict_in"] != ["supported"] and p["verdict_in"] != ["not_applicable"]]
    assert len(bad) == len(errors), (cid, len(bad), errors)
    for e in exc:
        assert e in draft, (cid, "exclude missing", e)
    if not errors:
        assert not exc, cid
        for i in inc:
            assert i in draft, (cid, "include missing", i)
    if repair:
        assert 1 <= len(errors) <= 2, cid
        absent = [i for i in inc if not any(a in draft for a in i.split("|"))]
        present = [i for i in inc if any(a in draft for a in i.split("|"))]
        assert len(absent) >= 1 and present, (cid, absent, present)


def add(num, scen, draft, probes, inc, exc=(), errors=(), notes="", now_=None, question=None, suffix=None,
        evidence=None):
    b = BUNDLES[scen]
    repair = isinstance(num, str)
    if repair:
        cid = "w88-%s-%s" % (num, scen)
    else:
        cid = "w88-%03d-%s" % (num, scen)
        if suffix or errors:
            cid += "-" + (suffix or errors[0].replace("_", "-"))
    _check(cid, draft, probes, list(inc), list(exc), list(errors), repair)
    case = {"schema": "halcheck.case/1", "id": cid, "question": question or b["question"], "draft": draft,
            "evidence": evidence or b["evidence"]}
    if now_:
        case["now"] = now_
    line = {"case": case,
            "expect": {"probes": probes,
                       "outcome_in": ["repaired"] if repair else (None if errors else ["sent"]),
                       "final_excludes": list(exc), "final_includes": list(inc)},
            "meta": {"writer": "w88", "domain": b["domain"], "scenario": scen, "api_family": API,
                     "errors": list(errors), "notes": notes}}
    (REPAIRS if repair else CASES).append(line)


# ======================================================================================
# 1. agricultural machinery hire
# ======================================================================================
D1 = "agricultural machinery hire"

bundle("combine-hire", D1,
       "Can you confirm what I've got booked for the combine and what it's going to run me?",
       [rec("get_account#AC-30418", "get_account", {
            "account_id": "AC-30418", "account_name": "Harnett Farms Ltd", "primary_contact": "Wes Harnett",
            "timezone": "America/Regina", "home_branch": "KINDERSLEY",
            "payment_methods": [{"id": "card_7731", "brand": "VISA", "last4": "4410", "is_default": True},
                                {"id": "bank_transfer_12", "type": "EFT", "is_default": False}]}),
        rec("get_hire_contract#HC-88214", "get_hire_contract", {
            "contract_id": "HC-88214", "account_id": "AC-30418", "status": "CONFIRMED",
            "unit": {"unit_id": "CMB-07", "make": "Case IH", "model": "8250 Axial-Flow",
                     "header": "40FT_DRAPER", "engine_hours_out": "1412.6"},
            "hire_start": "2026-08-24T07:00:00", "hire_end": "2026-09-07T19:00:00", "days_billed": 14,
            "rate": {"daily_minor": 248000, "overtime_hourly_minor": 21000,
                     "meter_allowance_hours_per_day": 12, "currency": "CAD"},
            "hire_subtotal_minor": 3472000,
            "delivery": {"method": "LOWBOY", "fee_minor": 65000, "site_legal_land": "NW-14-29-22-W3"},
            "deposit": {"amount_minor": 500000, "status": "AUTHORIZED", "payment_method_id": "card_7731"},
            "tax_code": "GST_PST_SK", "created_at": "2026-07-30T15:12:44"}),
        rec("get_hire_contract#HC-87990", "get_hire_contract", {
            "contract_id": "HC-87990", "account_id": "AC-30418", "status": "CLOSED",
            "unit": {"unit_id": "TRC-19", "make": "John Deere", "model": "8R 410"},
            "hire_start": "2026-05-02T08:00:00", "hire_end": "2026-05-16T17:00:00", "days_billed": 14,
            "rate": {"daily_minor": 118000, "currency": "CAD"},
            "delivery": {"method": "LOWBOY", "fee_minor": 42000},
            "deposit": {"amount_minor": 250000, "status": "RELEASED", "payment_method_id": "card_7731"}}),
        pol("hire-terms#fuel-cancel",
            "Every unit leaves the yard with full diesel and DEF tanks. Anything that comes back short is topped "
            "up at the posted yard price plus a $75 service charge. Meter hours beyond the daily allowance on the "
            "contract are billed at the contract's overtime hourly rate. If you cancel more than 7 days before "
            "the hire start, the whole deposit comes back to you; cancel inside 7 days and we keep 25% of it. "
            "Harvest-season contracts (August through October) can't be shortened once the unit has left the yard.",
            revision="2026-03")])

add(1, "combine-hire",
    "Morning Wes, your Case IH 8250 Axial-Flow is booked on contract HC-88214 from August 24 at 7:00 AM until "
    "September 7 at 7:00 PM. At $2,480.00 a day for 14 billed days the hire comes to $34,720.00, and lowboy "
    "delivery to NW-14-29-22-W3 is another $650.00, so $35,370.00 all in before tax. The $5,000.00 deposit is "
    "authorized on the Visa ending 4410.",
    [S("your Case IH 8250 Axial-Flow is booked on contract HC-88214"), S("from August 24 at 7:00 AM"),
     S("until September 7 at 7:00 PM"), S("$2,480.00 a day for 14 billed days"), S("the hire comes to $34,720.00"),
     S("is another $650.00"), S("$35,370.00 all in before tax"), S("The $5,000.00 deposit is authorized"),
     S("on the Visa ending 4410")],
    ["$35,370.00", "HC-88214"],
    notes="hire_subtotal_minor 3472000 + delivery.fee_minor 65000 = $35,370.00; deposit.amount_minor 500000 on card_7731 (VISA 4410).")

add(2, "combine-hire",
    "Here's what's on HC-88214:\n- Combine: Case IH 8250 Axial-Flow with a 40 ft draper\n- Out: Aug. 24, 7 AM\n"
    "- Back: Sept. 7, 7 PM\n- Rate: $2,480/day, 14 days billed\n- Lowboy delivery: $650\n"
    "- Deposit: $5,000 (already authorized)\nIt leaves the yard with full diesel and DEF. Bring it back full, "
    "or we top it up at yard price plus a $75 service charge.",
    [S("Case IH 8250 Axial-Flow with a 40 ft draper"), S("Out: Aug. 24, 7 AM"), S("Back: Sept. 7, 7 PM"),
     S("Rate: $2,480/day, 14 days billed"), S("Lowboy delivery: $650"), S("Deposit: $5,000 (already authorized)"),
     S("It leaves the yard with full diesel and DEF"), S("we top it up at yard price plus a $75 service charge")],
    ["$2,480/day", "Sept. 7"],
    notes="Contract HC-88214 fields; the fuel sentence is the policy's first two sentences.")

add(3, "combine-hire",
    "HC-88214 runs 2026-08-24 to 2026-09-07, and any meter hours past 12 a day bill at $210.00 an hour.",
    [S("HC-88214 runs 2026-08-24 to 2026-09-07"), S("any meter hours past 12 a day bill at $210.00 an hour")],
    ["2026-09-07", "$210.00"],
    notes="rate.meter_allowance_hours_per_day 12 and overtime_hourly_minor 21000; the policy bills hours beyond the allowance at that rate.")

add(4, "combine-hire",
    "Hi Wes,\n\nThanks for checking in. Contract HC-88214 has the Case IH 8250 going out August 24 and coming back "
    "September 7. With 14 days at $2,480.00 and the $650.00 lowboy delivery, your total comes to $34,720.00 "
    "before tax. We're holding a $2,500.00 deposit on your Visa.\n\nRegards,\nTerri at Prairie Iron Rentals",
    [N("Thanks for checking in."), S("Contract HC-88214 has the Case IH 8250 going out August 24"),
     S("coming back September 7"), S("14 days at $2,480.00"), S("the $650.00 lowboy delivery"),
     C("your total comes to $34,720.00 before tax", AM, VM), C("holding a $2,500.00 deposit", AM, VM)],
    [], exc=["$34,720.00 before tax", "$2,500.00 deposit"], errors=["wrong_arithmetic", "other_record_value"],
    notes="The total skips the $650 delivery (should be $35,370.00); $2,500 is the deposit on the closed tractor contract HC-87990, this one is $5,000.")

add(5, "combine-hire",
    "Wes, the combine is yours from August 24 to September 7 on HC-88214. The $5,000.00 deposit is on the Visa "
    "ending 4410. If plans change, the whole deposit comes back as long as you cancel at least 14 days before "
    "the start. Harvest contracts can't be cut short once the machine has left the yard.",
    [S("the combine is yours from August 24 to September 7 on HC-88214"), S("The $5,000.00 deposit is on the Visa"),
     C("as long as you cancel at least 14 days before", NC, VM),
     S("Harvest contracts can't be cut short once the machine has left the yard")],
    [], exc=["at least 14 days before"], errors=["wrong_policy_condition"],
    notes="Policy gives the full deposit back for cancelling more than 7 days out, not 14.")

add("r01", "combine-hire",
    "Hi Wes, HC-88214 has your Case IH 8250 out from August 24 at 7:00 AM to September 7 at 7:00 PM. The rate is "
    "$2,480.00 a day, and the deposit we're holding is $2,500.00.",
    [S("HC-88214 has your Case IH 8250 out from August 24 at 7:00 AM"), S("to September 7 at 7:00 PM"),
     S("The rate is $2,480.00 a day"), C("the deposit we're holding is $2,500.00", AM, VM)],
    ["$5,000|5,000", "$2,480.00", "September 7"], exc=["is $2,500.00"], errors=["other_record_value"],
    notes="HC-88214 deposit.amount_minor is 500000 ($5,000); $2,500 belongs to HC-87990.")

# --------------------------------------------------------------------------------------
bundle("baler-hold", D1,
       "Is the baler I put on hold still good for next week, and what's it cost a day?",
       [rec("get_account#AC-41207", "get_account", {
            "account_id": "AC-41207", "account_name": "Oduya Cattle Co.", "primary_contact": "Marlene Oduya",
            "timezone": "America/Regina", "home_branch": "SWIFT_CURRENT",
            "payment_methods": [{"id": "card_2290", "brand": "MASTERCARD", "last4": "0816", "is_default": True}]}),
        rec("search_availability#q-5521", "search_availability", {
            "query": {"category": "ROUND_BALER", "branch": "SWIFT_CURRENT", "from": "2026-07-06", "to": "2026-07-10"},
            "result_count": 5,
            "results": [
                {"unit_id": "BAL-12", "model": "Vermeer 605N", "bale_size": "5x6", "daily_minor": 42500,
                 "available": True, "hold": None},
                {"unit_id": "BAL-14", "model": "Vermeer 605N", "bale_size": "5x6", "daily_minor": 42500,
                 "available": False, "hold": None},
                {"unit_id": "BAL-15", "model": "Vermeer 604R", "bale_size": "4x6", "daily_minor": 39500,
                 "available": True, "hold": {"hold_id": "HLD-7702", "account_id": "AC-41207",
                                             "expires_at": "2026-07-02T17:00:00", "pickup_at": "2026-07-06T08:30:00"}},
                {"unit_id": "BAL-16", "model": "Vermeer 604R", "bale_size": "4x6", "daily_minor": 39500,
                 "available": True, "hold": {"hold_id": "HLD-7698", "account_id": "AC-39001",
                                             "expires_at": "2026-07-01T12:00:00", "pickup_at": "2026-07-03T07:30:00"}},
                {"unit_id": "BAL-21", "model": "New Holland RB560", "bale_size": "5x6", "daily_minor": 44000,
                 "available": True, "hold": None}]}),
        pol("hire-terms#holds",
            "Holds on hire units last 48 hours unless a deposit is paid. A hold becomes a booking once the deposit "
            "is taken; for balers the deposit is $500. Net wrap is not included in the daily rate and is sold by "
            "the roll at the counter. Swift Current pickups run 7:30 AM to 5:00 PM, Monday to Saturday.",
            revision="2026-03")])

NOW_BAL = now("2026-07-01T10:15:00")
add(6, "baler-hold",
    "Hi Marlene, yes, your hold HLD-7702 is on BAL-15, a Vermeer 604R making 4x6 bales, for pickup Monday, July 6 "
    "at 8:30 AM. It's $395.00 a day. The hold runs out tomorrow at 5:00 PM unless the $500 deposit goes in, which "
    "turns it into a booking.",
    [S("your hold HLD-7702 is on BAL-15"), S("a Vermeer 604R making 4x6 bales"),
     S("for pickup Monday, July 6 at 8:30 AM"), S("It's $395.00 a day."), S("The hold runs out tomorrow at 5:00 PM"),
     S("unless the $500 deposit goes in, which turns it into a booking")],
    ["BAL-15", "$395.00"], now_=NOW_BAL,
    notes="results[unit_id=BAL-15].hold belongs to AC-41207: expires 2026-07-02 17:00 (tomorrow from now), pickup 2026-07-06 08:30; daily_minor 39500.")

add(7, "baler-hold",
    "Your baler's still held: BAL-15 (Vermeer 604R), three hundred ninety-five dollars per day, net wrap extra "
    "by the roll at the counter.",
    [S("Your baler's still held: BAL-15 (Vermeer 604R)"), S("three hundred ninety-five dollars per day"),
     S("net wrap extra by the roll at the counter")],
    ["BAL-15", "three hundred ninety-five dollars"],
    notes="BAL-15 hold is the customer's (account_id AC-41207); policy says net wrap is sold by the roll, not in the rate.")

add(8, "baler-hold",
    "Hi Marlene, your hold is on BAL-15, the Vermeer 604R, and it's $425.00 a day. Pickup is July 6 at 8:30 AM, "
    "and the hold is good until July 2 at 5:00 PM.",
    [S("your hold is on BAL-15, the Vermeer 604R"), C("it's $425.00 a day", AM, VM), S("Pickup is July 6 at 8:30 AM"),
     S("the hold is good until July 2 at 5:00 PM")],
    [], exc=["$425.00 a day"], errors=["other_record_value"],
    notes="$425.00 is the 605N's rate (BAL-12/BAL-14); BAL-15 daily_minor is 39500.")

add(9, "baler-hold",
    "Marlene, BAL-15 is held for you under HLD-7702 and the rate is $395 a day with net wrap included. Pickup's "
    "at 8:30 on the morning of July 6. Once you pay the $500 deposit we'll deliver it to your yard at no charge.",
    [S("BAL-15 is held for you under HLD-7702"), C("the rate is $395 a day with net wrap included", NC, VM),
     S("Pickup's at 8:30 on the morning of July 6"), I("we'll deliver it to your yard at no charge", NPE, NNE)],
    [], exc=["with net wrap included", "deliver it to your yard at no charge"],
    errors=["unlisted_perk", "invented_promise"],
    notes="Policy: net wrap is not included in the daily rate. Nothing mentions free delivery of balers.")

add("r02", "baler-hold",
    "Hi Marlene, your hold HLD-7698 is on BAL-15, the Vermeer 604R, at $395.00 a day, with pickup July 6 at "
    "8:30 AM. The hold expires July 1 at noon unless the $500 deposit is paid.",
    [C("your hold HLD-7698 is on BAL-15", IM), S("at $395.00 a day"), S("with pickup July 6 at 8:30 AM"),
     C("The hold expires July 1 at noon", DM, VM)],
    ["HLD-7702", "July 2|Jul. 2|2026-07-02", "$395.00"], exc=["HLD-7698", "July 1 at noon"],
    errors=["wrong_id", "other_record_value"], now_=NOW_BAL,
    notes="HLD-7698 and the July 1 noon expiry are another account's hold on BAL-16; the customer's is HLD-7702 expiring 2026-07-02 17:00.")

# --------------------------------------------------------------------------------------
bundle("tractor-extension", D1,
       "Can I keep the 9RX till the 23rd? Still got a quarter section of fall work to do.",
       [rec("get_hire_contract#HC-88102", "get_hire_contract", {
            "contract_id": "HC-88102", "account_id": "AC-22871", "account_timezone": "America/Regina",
            "status": "ON_HIRE", "unit": {"unit_id": "TRC-31", "make": "John Deere", "model": "9RX 590"},
            "hire_start": "2026-10-02T07:00:00", "hire_end": "2026-10-16T18:00:00",
            "rate": {"daily_minor": 164000, "weekly_minor": 980000, "currency": "CAD"},
            "engine_hours_out": "2210.0",
            "engine_hours_last_reading": {"value": "2318.4", "read_at": "2026-10-08T06:40:00"},
            "next_booking_on_unit": {"starts": "2026-10-19T07:00:00"}}),
        rec("check_availability#TRC-31", "check_availability", {
            "unit_id": "TRC-31", "window_requested": {"from": "2026-10-16", "to": "2026-10-23"},
            "available": False, "conflict": {"type": "BOOKING", "from": "2026-10-19"},
            "alternatives": [
                {"unit_id": "TRC-33", "model": "9RX 590", "available_from": "2026-10-16", "daily_minor": 164000},
                {"unit_id": "TRC-28", "model": "9R 540", "available_from": "2026-10-17", "daily_minor": 149000}]}),
        refused("extend_hire#call-4", "extend_hire", "ESCALATE",
                {"contract_id": "HC-88102", "new_end": "2026-10-23T18:00:00"}),
        pol("hire-terms#extensions",
            "Please give at least 24 hours' notice for any extension request. Extensions are confirmed by the "
            "branch manager when the unit has a later booking. Weekly rates apply to hires of 7 days or more; "
            "shorter periods are billed daily. A swapped unit is delivered free when the swap is our doing; "
            "otherwise the standard delivery fee applies.", revision="2026-03")])

NOW_TRC = now("2026-10-08T09:20:00")
add(10, "tractor-extension",
    "Hi Gord, I couldn't extend HC-88102 to October 23 myself because TRC-31 is booked again from October 19, so "
    "I've sent your request to the branch manager. Your current hire runs until October 16 at 6:00 PM. If a swap "
    "helps, TRC-33, another 9RX 590, is free from October 16 at the same $1,640.00 a day.",
    [S("I couldn't extend HC-88102 to October 23 myself"), S("TRC-31 is booked again from October 19"),
     S("I've sent your request to the branch manager"), S("Your current hire runs until October 16 at 6:00 PM"),
     S("TRC-33, another 9RX 590, is free from October 16"), S("at the same $1,640.00 a day")],
    ["October 16 at 6:00 PM", "branch manager"],
    notes="extend_hire was escalated; the contract's next_booking_on_unit starts 2026-10-19; alternatives list TRC-33 from 2026-10-16 at 164000.")

add(11, "tractor-extension",
    "Gord, where things stand:\n• Extension to Oct 23: not confirmed yet, it's gone to the branch manager\n"
    "• Reason: TRC-31 has another booking starting Oct 19\n"
    "• Option: TRC-33 (9RX 590) from Oct 16, or TRC-28 (9R 540) from Oct 17 at $1,490/day\n"
    "• A full extra week would bill at the weekly rate of $9,800",
    [S("Extension to Oct 23: not confirmed yet"), S("it's gone to the branch manager"),
     S("TRC-31 has another booking starting Oct 19"), S("TRC-33 (9RX 590) from Oct 16"),
     S("TRC-28 (9R 540) from Oct 17 at $1,490/day"), S("weekly rate of $9,800")],
    ["$1,490/day", "Oct 19"],
    notes="Refused call ESCALATE; alternatives TRC-28 daily_minor 149000 from 2026-10-17; weekly_minor 980000 and policy: weekly rate for 7+ days.")

add(12, "tractor-extension",
    "Good news Gord, HC-88102 is now extended to October 23 at 6:00 PM. The 9RX has put on 108.4 hours since it "
    "went out. Weekly rates kick in for anything 7 days or longer.",
    [C("HC-88102 is now extended to October 23", NE), S("has put on 108.4 hours since it went out"),
     S("Weekly rates kick in for anything 7 days or longer")],
    [], exc=["is now extended to October 23"], errors=["refused_call_effect"], now_=NOW_TRC,
    notes="extend_hire was ESCALATED, not done. 2318.4 - 2210.0 = 108.4 engine hours.")

add(13, "tractor-extension",
    "Gord, the extension to the 23rd needs the branch manager's sign-off since TRC-31 is booked from October 19, "
    "so I've passed it along. In the meantime TRC-28, a 9R 540, is free from October 17 at $1,640.00 a day, and "
    "since it's a swap the delivery is free.",
    [S("needs the branch manager's sign-off"), S("TRC-31 is booked from October 19"), S("so I've passed it along"),
     S("TRC-28, a 9R 540, is free from October 17"), C("at $1,640.00 a day", AM, VM),
     CI("since it's a swap the delivery is free", NC, NNE, NPE)],
    [], exc=["at $1,640.00 a day", "the delivery is free"], errors=["other_record_value", "condition_unmet"],
    notes="TRC-28 daily_minor is 149000; $1,640 is TRC-31/TRC-33's rate. Free swap delivery only when the swap is the company's doing; this one is for the customer's extension.")

add("r03", "tractor-extension",
    "Hi Gord, HC-88102 has been extended to October 23, so TRC-31 stays with you. Your hire had been set to end "
    "October 16 at 6:00 PM.",
    [C("HC-88102 has been extended to October 23, so TRC-31 stays with you", NE),
     S("Your hire had been set to end October 16 at 6:00 PM")],
    ["branch manager|escalated|could not|couldn't|unable|not able|not yet|isn't confirmed|not confirmed",
     "October 16"], exc=["has been extended to October 23"], errors=["refused_call_effect"],
    notes="extend_hire#call-4 decision ESCALATE: the extension did not happen.")

# --------------------------------------------------------------------------------------
bundle("hire-invoices", D1,
       "What do I still owe you on the grain cart?",
       [rec("get_account#AC-51160", "get_account", {
            "account_id": "AC-51160", "account_name": "Fehr Bros. Farming", "primary_contact": "Dana Fehr",
            "timezone": "America/Regina",
            "payment_methods": [{"id": "card_5518", "brand": "VISA", "last4": "2207"},
                                {"id": "bank_transfer_12", "type": "EFT"}]}),
        rec("list_invoices#AC-51160", "list_invoices", {
            "account_id": "AC-51160", "currency": "CAD",
            "invoices": [
                {"invoice_id": "INV-240771", "contract_id": "HC-87655", "description": "Swather hire MacDon M1240",
                 "issued": "2026-08-03", "due": "2026-09-02", "total_minor": 1268400, "paid_minor": 1268400,
                 "status": "PAID", "payments": [{"payment_id": "PMT-6491", "method_id": "card_5518",
                                                 "amount_minor": 1268400, "received": "2026-08-20"}]},
                {"invoice_id": "INV-240902", "contract_id": "HC-87801", "description": "Grain cart hire Brent V1300",
                 "issued": "2026-09-01", "due": "2026-10-01", "subtotal_minor": 860000, "gst_minor": 43000,
                 "pst_minor": 51600, "total_minor": 954600, "paid_minor": 400000, "status": "PARTIALLY_PAID",
                 "payments": [{"payment_id": "PMT-6610", "method_id": "bank_transfer_12",
                               "amount_minor": 400000, "received": "2026-09-10"}]},
                {"invoice_id": "INV-240933", "contract_id": "HC-87801", "description": "Damage: auger spout dent",
                 "issued": "2026-09-12", "due": "2026-10-12", "total_minor": 37500, "paid_minor": 0,
                 "status": "DISPUTED", "payments": []}]}),
        pol("billing#terms",
            "Invoices are due 30 days from the issue date. Overdue balances carry interest of 1.5% per month, "
            "charged on the first of the following month. Disputed lines are put on hold and do not accrue "
            "interest while we review them. EFT payments post within 2 business days.", revision="v4")])

add(14, "hire-invoices",
    "Hi Dana, on the grain cart invoice INV-240902 you've paid $4,000.00 by EFT on September 10, which leaves "
    "$5,546.00 of the $9,546.00 total. That's due October 1. The $375.00 damage charge on INV-240933 is under "
    "dispute, so it's on hold and isn't gathering interest while we look at it.",
    [S("on the grain cart invoice INV-240902 you've paid $4,000.00 by EFT on September 10"),
     S("which leaves $5,546.00"), S("of the $9,546.00 total"), S("That's due October 1."),
     S("The $375.00 damage charge on INV-240933 is under dispute"),
     S("so it's on hold and isn't gathering interest while we look at it")],
    ["$5,546.00", "October 1"],
    notes="INV-240902 total_minor 954600 - paid_minor 400000 = $5,546.00; INV-240933 status DISPUTED; policy: disputed lines accrue no interest.")

add(15, "hire-invoices",
    "Balance left on INV-240902: $5,546 (due 2026-10-01). Your swather invoice INV-240771 is paid in full.",
    [S("Balance left on INV-240902: $5,546"), S("(due 2026-10-01)"), S("Your swather invoice INV-240771 is paid in full")],
    ["$5,546", "INV-240771"],
    notes="INV-240902 remaining 954600-400000; INV-240771 status PAID.")

add(16, "hire-invoices",
    "Dana,\n\nA payment of four thousand dollars was received against INV-240902 on September 10, and five "
    "thousand five hundred forty-six dollars remains owing on it. Anything left unpaid after the due date picks "
    "up 1.5% interest a month.\n\nThanks,\nRae, Accounts",
    [S("A payment of four thousand dollars was received against INV-240902 on September 10"),
     S("five thousand five hundred forty-six dollars remains owing"), S("picks up 1.5% interest a month")],
    ["five thousand five hundred forty-six dollars"],
    notes="PMT-6610 400000 received 2026-09-10; remaining $5,546; policy 1.5% per month on overdue balances.")

add(17, "hire-invoices",
    "Hi Dana, INV-240902 for the grain cart came to $9,546.00 and your EFT of $4,000.00 landed September 10, so "
    "$5,456.00 is still owing. It's due September 30, and after that it picks up 1.5% a month.",
    [S("INV-240902 for the grain cart came to $9,546.00"), S("your EFT of $4,000.00 landed September 10"),
     C("so $5,456.00 is still owing", AM, VM), C("It's due September 30", DM), S("after that it picks up 1.5% a month")],
    [], exc=["$5,456.00", "due September 30"], errors=["wrong_arithmetic", "wrong_date"],
    notes="9,546 - 4,000 = 5,546, not 5,456; INV-240902 due is 2026-10-01.")

add(18, "hire-invoices",
    "Hi Dana, good news: INV-240902 for the grain cart shows paid in full. The $375.00 damage charge on "
    "INV-240933 is in dispute, and it keeps accruing interest while it's under review.",
    [C("INV-240902 for the grain cart shows paid in full", SM), S("The $375.00 damage charge on INV-240933 is in dispute"),
     C("it keeps accruing interest while it's under review", NC)],
    [], exc=["shows paid in full", "keeps accruing interest"], errors=["wrong_state", "wrong_policy_condition"],
    notes="INV-240902 status PARTIALLY_PAID; policy: disputed lines do not accrue interest.")

add("r04", "hire-invoices",
    "Hi Dana, your $4,000.00 EFT on INV-240902 was received September 10, which leaves $9,546.00 owing on the "
    "grain cart, due October 1.",
    [S("your $4,000.00 EFT on INV-240902 was received September 10"), C("which leaves $9,546.00 owing", AM, VM),
     S("due October 1")],
    ["$5,546|5,546", "October 1", "$4,000.00"], exc=["leaves $9,546.00 owing"], errors=["wrong_role"],
    notes="$9,546 is the invoice total, given as the balance; the balance is $5,546.")

# --------------------------------------------------------------------------------------
bundle("drill-deposit", D1,
       "When do I get my deposit back on the drill and how much are you keeping?",
       [rec("get_hire_contract#HC-87310", "get_hire_contract", {
            "contract_id": "HC-87310", "account_id": "AC-60233", "account_timezone": "America/Regina",
            "status": "RETURNED", "unit": {"unit_id": "SDR-04", "make": "Bourgault", "model": "3320 PHD", "width_ft": 60},
            "hire_start": "2026-05-04T07:00:00", "returned_at": "2026-05-15T16:20:00",
            "deposit": {"amount_minor": 300000, "status": "HELD", "payment_method_id": "card_9084"}}),
        rec("get_return_inspection#INSP-5521", "get_return_inspection", {
            "inspection_id": "INSP-5521", "contract_id": "HC-87310", "inspected_at": "2026-05-16T10:05:00",
            "inspector": "J. Makowsky",
            "findings": [{"code": "OPENER_BENT", "qty": 2, "unit_cost_minor": 18650, "labour": "PT1H30M",
                          "chargeable": True},
                         {"code": "TIRE_WEAR_NORMAL", "qty": 1, "chargeable": False}],
            "labour_rate_hourly_minor": 13500, "proposed_deduction_minor": 57550, "release_minor": 242450,
            "status": "PENDING_SIGN_OFF"}),
        rec("get_hire_contract#HC-86955", "get_hire_contract", {
            "contract_id": "HC-86955", "account_id": "AC-60233", "status": "CLOSED",
            "unit": {"unit_id": "SDR-02", "make": "Bourgault", "model": "3320 PHD", "width_ft": 40},
            "hire_start": "2025-05-06T07:00:00", "returned_at": "2025-05-14T15:00:00",
            "deposit": {"amount_minor": 250000, "status": "RELEASED", "released_at": "2025-05-21"}}),
        pol("hire-terms#deposits",
            "Deductions cover parts at cost plus labour at the shop rate shown on the inspection. Normal wear "
            "(tires, shanks, points) is never charged. Once a return inspection is signed off, the undamaged part "
            "of a deposit is released within 5 business days. Customers have 10 days from the inspection date to "
            "dispute a deduction. Card refunds can take a further 3 to 5 business days to show on a statement.",
            revision="2026-03")])

NOW_DRL = now("2026-05-19T11:00:00")
add(19, "drill-deposit",
    "Hi Kyle, the inspection on the Bourgault 3320 found two bent openers. At $186.50 each plus an hour and a half "
    "of shop labour at $135.00 an hour, the deduction comes to $575.50, so $2,424.50 of your $3,000.00 deposit "
    "comes back to the card. The tire wear was marked as normal and isn't charged.",
    [S("the inspection on the Bourgault 3320 found two bent openers"), S("At $186.50 each"),
     S("an hour and a half of shop labour at $135.00 an hour"), S("the deduction comes to $575.50"),
     S("so $2,424.50 of your $3,000.00 deposit comes back to the card"),
     S("The tire wear was marked as normal and isn't charged")],
    ["$2,424.50", "$575.50"],
    notes="2 x 18650 + 1.5 h x 13500 = 57550; release_minor 242450 of deposit 300000; TIRE_WEAR_NORMAL chargeable false.")

add(20, "drill-deposit",
    "Kyle: $575.50 held back for 2 bent openers (parts + 1.5 hrs labour), $2,424.50 released within 5 business days "
    "of sign-off. If you want to dispute it, you've got until May 26.",
    [S("$575.50 held back for 2 bent openers"), S("(parts + 1.5 hrs labour)"),
     S("$2,424.50 released within 5 business days of sign-off"), S("you've got until May 26")],
    ["$2,424.50", "May 26"],
    notes="Inspection 2026-05-16 + 10 days = May 26; policy release within 5 business days of sign-off.")

add(21, "drill-deposit",
    "Hi Kyle, the return inspection found two bent openers on the drill, and the shop time was 30 minutes. The total "
    "deduction is $575.50 out of your $2,500.00 deposit, and the rest goes back to your card within 5 business "
    "days of sign-off.",
    [S("found two bent openers on the drill"), C("the shop time was 30 minutes", VM),
     S("The total deduction is $575.50"), C("out of your $2,500.00 deposit", AM, VM),
     S("the rest goes back to your card within 5 business days of sign-off")],
    [], exc=["shop time was 30 minutes", "$2,500.00 deposit"], errors=["unit_conversion", "other_record_value"],
    notes="labour PT1H30M is 90 minutes; $2,500 was the 2025 contract HC-86955's deposit, this one is $3,000.")

add(22, "drill-deposit",
    "Kyle, $2,424.50 of the deposit is coming back to you. You have 30 days from the inspection to dispute the "
    "$575.50, and we'll have the refund showing on your card statement by Friday.",
    [S("$2,424.50 of the deposit is coming back to you"), C("You have 30 days from the inspection", NC, VM),
     CI("showing on your card statement by Friday", NPE, NNE, NC)],
    [], exc=["30 days from the inspection", "statement by Friday"], errors=["wrong_period", "invented_promise"],
    now_=NOW_DRL,
    notes="Policy gives 10 days to dispute. Release is within 5 business days of sign-off (not yet signed off) plus 3-5 days for cards; nothing promises Friday.")

add("r05", "drill-deposit",
    "Hi Kyle, the two bent openers came to a $575.50 deduction, so $2,524.50 of your $3,000.00 deposit goes back "
    "to the card.",
    [S("the two bent openers came to a $575.50 deduction"), C("so $2,524.50 of your $3,000.00 deposit", AM, VM)],
    ["$2,424.50|2,424.50", "$575.50"], exc=["$2,524.50"], errors=["wrong_arithmetic"],
    notes="3,000 - 575.50 = 2,424.50 (release_minor 242450).")

# ======================================================================================
# 2. grain drying and storage
# ======================================================================================
D2 = "grain drying and storage"

bundle("drying-ticket", D2,
       "What did my wheat come out to after drying and what's the bill?",
       [rec("get_account#GD-1187", "get_account", {
            "account_id": "GD-1187", "account_name": "Tkachuk Land & Cattle", "primary_contact": "Lorne Tkachuk",
            "timezone": "America/Regina", "site": "ROSETOWN_MAIN"}),
        rec("get_drying_ticket#DT-30551", "get_drying_ticket", {
            "ticket_id": "DT-30551", "account_id": "GD-1187", "received": "2026-09-21", "commodity": "WHEAT_HRS",
            "status": "DRIED_BINNED", "bin_id": "B-07",
            "moisture_in_pct": "17.8", "moisture_target_pct": "14.5", "moisture_band": "17.1-18.0",
            "gross_in_kg": 38420, "gross_in_bu": "1411.7", "shrink_pct": "4.36", "shrink_kg": 1675,
            "net_out_kg": 36745, "net_out_bu": "1350.1",
            "rate_minor_per_wet_tonne": 1450, "drying_charge_minor": 55709, "gst_minor": 2785,
            "total_minor": 58494, "currency": "CAD"}),
        rec("get_drying_ticket#DT-30548", "get_drying_ticket", {
            "ticket_id": "DT-30548", "account_id": "GD-1187", "received": "2026-09-19", "commodity": "CANOLA",
            "status": "DRIED_BINNED", "bin_id": "B-04", "moisture_in_pct": "11.2", "moisture_target_pct": "10.0",
            "moisture_band": "10.1-12.0", "gross_in_kg": 22160, "shrink_pct": "1.83", "shrink_kg": 406,
            "net_out_kg": 21754, "rate_minor_per_wet_tonne": 980, "drying_charge_minor": 21717, "gst_minor": 1086,
            "total_minor": 22803, "currency": "CAD"}),
        pol("drying#terms",
            "Drying is billed per wet tonne at the rate for the incoming moisture band. Grain is dried to the "
            "target for its crop: 14.5% for wheat and 10.0% for canola. Shrink covers the water removed plus a "
            "0.5% handling loss. Drying charges are due when the grain leaves the site or at 30 days, whichever "
            "comes first. Grain over 21% moisture is taken by appointment only.", revision="2026-08")])

add(23, "drying-ticket",
    "Hi Lorne, ticket DT-30551: your wheat came in at 17.8% and was taken down to 14.5%. It went in at 38,420 kg "
    "and came out at 36,745 kg after 4.36% shrink, and it's now in bin B-07. Drying is $557.09 plus $27.85 GST, "
    "so $584.94.",
    [S("ticket DT-30551: your wheat came in at 17.8%"), S("was taken down to 14.5%"), S("It went in at 38,420 kg"),
     S("came out at 36,745 kg after 4.36% shrink"), S("it's now in bin B-07"), S("Drying is $557.09 plus $27.85 GST"),
     S("so $584.94")],
    ["36,745 kg", "$584.94"],
    notes="DT-30551 fields; drying_charge_minor 55709 + gst_minor 2785 = total_minor 58494.")

add(24, "drying-ticket",
    "Your HRS wheat on DT-30551 dried out to about 1,350 bushels (36.7 tonnes) in bin B-07; the drying bill is "
    "$584.94 with GST.",
    [S("dried out to about 1,350 bushels (36.7 tonnes)"), S("in bin B-07"), S("the drying bill is $584.94 with GST")],
    ["1,350 bushels", "$584.94"],
    notes="net_out_bu 1350.1, net_out_kg 36745; total_minor 58494.")

add(25, "drying-ticket",
    "Lorne, 1,675 kilograms was taken off for shrink, which covers the water removed plus half a percent for "
    "handling. The drying charge was worked out at $14.50 a wet tonne for the 17.1 to 18.0% band.",
    [S("1,675 kilograms was taken off for shrink"), S("covers the water removed plus half a percent for handling"),
     S("$14.50 a wet tonne for the 17.1 to 18.0% band")],
    ["1,675 kilograms", "$14.50"],
    notes="shrink_kg 1675; policy 0.5% handling loss; rate_minor_per_wet_tonne 1450, moisture_band 17.1-18.0.")

add(26, "drying-ticket",
    "Hi Lorne, your wheat on DT-30551 was dried from 17.8% down to 10.0% and came out to about 1,412 bushels. The "
    "drying charge is $557.09 before GST.",
    [S("your wheat on DT-30551 was dried from 17.8%"), C("down to 10.0%", VM), C("came out to about 1,412 bushels", VM),
     S("The drying charge is $557.09 before GST")],
    [], exc=["down to 10.0%", "about 1,412 bushels"], errors=["other_record_value", "wrong_role"],
    notes="10.0% is the canola target on DT-30548; wheat target is 14.5%. 1,411.7 bu is gross_in_bu (wet, in); dried out is 1,350.1 bu.")

add(27, "drying-ticket",
    "Lorne, DT-30551 is dried and binned in B-07, and the total with GST is $584.94. You don't need to pay it until "
    "60 days out or when the grain leaves, whichever comes first. We've also set aside bin space for your next "
    "load through December.",
    [S("DT-30551 is dried and binned in B-07"), S("the total with GST is $584.94"),
     C("until 60 days out or when the grain leaves", NC, VM), I("set aside bin space for your next load", CW)],
    [], exc=["60 days out", "set aside bin space"], errors=["wrong_period", "unrecorded_extra"],
    notes="Policy: due when grain leaves or at 30 days. No record holds a bin reservation.")

add("r06", "drying-ticket",
    "Hi Lorne, your wheat on DT-30551 came in at 17.8% and came out at 36,745 kg. The drying bill comes to $557.09 "
    "with GST.",
    [S("your wheat on DT-30551 came in at 17.8%"), S("came out at 36,745 kg"),
     C("The drying bill comes to $557.09 with GST", AM, VM)],
    ["$584.94|584.94", "36,745"], exc=["$557.09 with GST"], errors=["wrong_amount"],
    notes="$557.09 is drying_charge_minor before GST; with GST total_minor is 58494.")

# --------------------------------------------------------------------------------------
bundle("barley-storage", D2,
       "Can you send me the details on my barley storage? Want to know what I'm paying a month and when it ends.",
       [rec("get_storage_contract#SC-4410", "get_storage_contract", {
            "contract_id": "SC-4410", "version": 2, "account_id": "GD-1302", "account_timezone": "America/Regina",
            "status": "ACTIVE", "commodity": "BARLEY_MALT", "bin_id": "B-12", "quantity_tonnes": "212.400",
            "term": "P6M", "start_date": "2026-09-15", "end_date": "2027-03-14",
            "rate": {"monthly_minor_per_tonne": 180, "billing": "MONTHLY_IN_ADVANCE", "currency": "CAD"},
            "monthly_charge_minor": 38232, "aeration": "INCLUDED",
            "insurance": {"included": True, "coverage_minor_per_tonne": 28000}}),
        rec("get_storage_contract#SC-4410-v1", "get_storage_contract", {
            "contract_id": "SC-4410", "version": 1, "account_id": "GD-1302", "status": "SUPERSEDED",
            "superseded_by_version": 2, "commodity": "BARLEY_MALT", "bin_id": "B-12", "quantity_tonnes": "180.000",
            "term": "P4M", "start_date": "2026-09-15", "end_date": "2027-01-14",
            "rate": {"monthly_minor_per_tonne": 165, "billing": "MONTHLY_IN_ADVANCE", "currency": "CAD"},
            "monthly_charge_minor": 29700}),
        pol("storage#terms",
            "Storage is billed monthly in advance on the tonnage in the bin. Early removal does not reduce the "
            "minimum term charge. Contracts renew month-to-month at the end of their term unless either side gives "
            "30 days' written notice. Insurance included in a contract covers fire and wind only; spoilage is not "
            "covered.", revision="2026-08")])

add(28, "barley-storage",
    "Hi Annika, your malt barley is in bin B-12 under storage contract SC-4410: 212.4 tonnes at $1.80 a tonne per "
    "month, so $382.32 a month, billed in advance. The six-month term runs from September 15, 2026 to March 14, 2027.",
    [S("your malt barley is in bin B-12 under storage contract SC-4410"), S("212.4 tonnes at $1.80 a tonne per month"),
     S("so $382.32 a month, billed in advance"), S("The six-month term runs from September 15, 2026 to March 14, 2027")],
    ["$382.32", "March 14, 2027"],
    notes="SC-4410 version 2 (ACTIVE): quantity 212.400, monthly_minor_per_tonne 180, monthly_charge_minor 38232, term P6M.")

add(29, "barley-storage",
    "SC-4410 ends 2027-03-14. After that it rolls month to month unless one of us gives 30 days' written notice. "
    "Aeration's included, and so is insurance, which covers fire and wind only.",
    [S("SC-4410 ends 2027-03-14"), S("it rolls month to month unless one of us gives 30 days' written notice"),
     S("Aeration's included"), S("and so is insurance, which covers fire and wind only")],
    ["2027-03-14", "30 days"],
    notes="end_date of the ACTIVE version; renewal and insurance terms from the storage policy.")

add(30, "barley-storage",
    "Hi Annika, SC-4410 covers 212.4 tonnes of malt barley in B-12 at $1.65 a tonne per month, billed in advance, "
    "and the term ends January 14, 2027.",
    [S("SC-4410 covers 212.4 tonnes of malt barley in B-12"), C("at $1.65 a tonne per month", AM, VM),
     S("billed in advance"), C("the term ends January 14, 2027", DM)],
    [], exc=["$1.65 a tonne", "January 14, 2027"], errors=["stale_value", "stale_value"],
    notes="$1.65 and January 14 are from version 1, SUPERSEDED; version 2 has $1.80 and 2027-03-14.")

add(31, "barley-storage",
    "Annika, you're paying $382.32 a month for B-12. The insurance that comes with it covers spoilage too, and if "
    "you haul the barley out early we'll prorate the last months.",
    [S("you're paying $382.32 a month for B-12"), C("covers spoilage too", NC),
     C("we'll prorate the last months", NC)],
    [], exc=["covers spoilage too", "we'll prorate the last months"], errors=["unlisted_perk", "wrong_policy_condition"],
    notes="Policy: insurance covers fire and wind only, spoilage not covered; early removal does not reduce the minimum term charge.")

add("r07", "barley-storage",
    "Hi Annika, SC-4410 has 180 tonnes of malt barley in bin B-12 at $1.80 a tonne a month, billed in advance.",
    [C("SC-4410 has 180 tonnes of malt barley", VM), S("in bin B-12"), S("at $1.80 a tonne a month, billed in advance")],
    ["212.4|212.400", "B-12", "$1.80"], exc=["180 tonnes"], errors=["stale_value"],
    notes="180.000 tonnes is from the superseded version 1; the active contract holds 212.400 tonnes.")

# --------------------------------------------------------------------------------------
bundle("canola-loadout", D2,
       "What time's my loadout tomorrow? Want to make sure I got it right.",
       [rec("get_loadout_appointment#LA-77120", "get_loadout_appointment", {
            "appointment_id": "LA-77120", "account_id": "GD-1450", "account_timezone": "America/Regina",
            "site": "ROSETOWN_MAIN", "bin_id": "B-03", "commodity": "CANOLA", "status": "BOOKED",
            "truck": {"carrier": "Wiebe Trucking", "unit": "T-14", "trailer": "SUPER_B"},
            "window_start_epoch": ep("2026-11-04T06:30:00"), "window_end_epoch": ep("2026-11-04T08:00:00"),
            "est_load_tonnes": "42.0", "loading_fee_minor_per_tonne": 325, "scale_ticket_required": True,
            "rebooked_from": "LA-77088"}),
        rec("get_loadout_appointment#LA-77088", "get_loadout_appointment", {
            "appointment_id": "LA-77088", "account_id": "GD-1450", "site": "ROSETOWN_MAIN", "bin_id": "B-03",
            "commodity": "CANOLA", "status": "CANCELLED",
            "window_start_epoch": ep("2026-11-05T13:00:00"), "window_end_epoch": ep("2026-11-05T14:30:00"),
            "est_load_tonnes": "42.0"}),
        pol("loadout#rules",
            "Loading is charged per tonne on the outbound scale weight. Super B trains must be weighed empty on "
            "arrival. Trucks arriving more than 30 minutes after the window opens may be moved to the next open "
            "slot. Cancel at least 12 hours ahead or a $60 no-show fee applies.", revision="2026-08")])

NOW_LO = now("2026-11-03T15:40:00")
add(32, "canola-loadout",
    "Hi Jerry, your loadout LA-77120 is tomorrow, Wednesday, November 4, between 6:30 and 8:00 AM at bin B-03 for "
    "the canola. Bring the Super B empty onto the scale first.",
    [S("your loadout LA-77120 is tomorrow, Wednesday, November 4"), S("between 6:30 and 8:00 AM"),
     S("at bin B-03 for the canola"), S("Bring the Super B empty onto the scale first")],
    ["6:30", "B-03"], now_=NOW_LO,
    notes="window_start_epoch/window_end_epoch are 12:30/14:00 UTC = 6:30/8:00 AM Regina on 2026-11-04; policy: Super B weighed empty on arrival.")

add(33, "canola-loadout",
    "Jerry: Nov 4, 6:30–8:00 a.m., B-03. Loading's $3.25 a tonne on the outbound scale weight, so about $136.50 if "
    "you take the estimated 42 tonnes.",
    [S("Nov 4, 6:30–8:00 a.m., B-03"), S("Loading's $3.25 a tonne on the outbound scale weight"),
     S("about $136.50 if you take the estimated 42 tonnes")],
    ["$136.50", "Nov 4"],
    notes="loading_fee_minor_per_tonne 325 x est_load_tonnes 42.0 = $136.50.")

add(34, "canola-loadout",
    "Your appointment is at half past six tomorrow morning. If you show up later than 7:00 AM you could get bumped "
    "to the next open slot.",
    [S("Your appointment is at half past six tomorrow morning"),
     S("If you show up later than 7:00 AM you could get bumped to the next open slot")],
    ["half past six"], now_=NOW_LO,
    notes="Window opens 6:30 AM Regina on Nov 4; policy allows moving trucks more than 30 minutes late (after 7:00).")

add(35, "canola-loadout",
    "Hi Jerry, LA-77120 has you loading canola out of B-03 tomorrow between 12:30 and 2:00 PM. If you need to cancel, "
    "do it at least 12 hours ahead to avoid the $60 no-show fee.",
    [S("LA-77120 has you loading canola out of B-03 tomorrow"), C("between 12:30 and 2:00 PM", DM, VM),
     S("at least 12 hours ahead to avoid the $60 no-show fee")],
    [], exc=["12:30 and 2:00 PM"], errors=["unit_conversion"], now_=NOW_LO,
    notes="12:30-2:00 PM is the window in UTC; in America/Regina it is 6:30-8:00 AM.")

add(36, "canola-loadout",
    "Hi Jerry, your canola loadout is Thursday, November 5 from 1:00 to 2:30 PM at B-03. Cancel at least 24 hours "
    "ahead or there's a $60 no-show fee.",
    [C("your canola loadout is Thursday, November 5 from 1:00 to 2:30 PM", DM, SM), S("at B-03"),
     C("Cancel at least 24 hours ahead", NC, VM)],
    [], exc=["November 5 from 1:00 to 2:30 PM", "at least 24 hours ahead"], errors=["stale_value", "wrong_policy_condition"],
    notes="November 5 1:00-2:30 PM is LA-77088, CANCELLED; the booked one is LA-77120 on Nov 4. Policy: 12 hours' notice.")

add("r08", "canola-loadout",
    "Hi Jerry, your loadout LA-77120 is tomorrow at 12:30 PM at bin B-03, and the Super B needs to be weighed empty "
    "when you arrive.",
    [C("your loadout LA-77120 is tomorrow at 12:30 PM", DM, VM), S("at bin B-03"),
     S("the Super B needs to be weighed empty when you arrive")],
    ["6:30|6.30|06:30", "B-03"], exc=["12:30 PM"], errors=["unit_conversion"], now_=NOW_LO,
    notes="window_start_epoch is 12:30 UTC, which is 6:30 AM in America/Regina.")

# --------------------------------------------------------------------------------------
bundle("durum-regrade", D2,
       "I want my durum regraded, no way that's a 3.",
       [rec("get_grade_sample#GS-20931", "get_grade_sample", {
            "sample_id": "GS-20931", "ticket_id": "DT-30602", "account_id": "GD-1529", "commodity": "DURUM",
            "grade_code": "CWAD_3", "grade_name": "No. 3 Canada Western Amber Durum", "protein_pct": "13.1",
            "dockage_pct": "1.8", "falling_number": "310", "downgrade_reasons": ["MILDEW_MODERATE"],
            "graded_at": "2026-09-28T13:44:00", "grader": "K. Olsen", "retained_sample": True}),
        rec("get_grade_sample#GS-20917", "get_grade_sample", {
            "sample_id": "GS-20917", "ticket_id": "DT-30577", "account_id": "GD-1529", "commodity": "DURUM",
            "grade_code": "CWAD_2", "protein_pct": "13.6", "dockage_pct": "1.1", "falling_number": "345",
            "downgrade_reasons": [], "graded_at": "2026-09-24T09:10:00"}),
        rec("get_regrade_eligibility#GS-20931", "get_regrade_eligibility", {
            "sample_id": "GS-20931", "eligible": False, "reason_code": "WINDOW_CLOSED", "window_closes": "2026-10-05"}),
        refused("request_regrade#call-2", "request_regrade", "DENY",
                {"sample_id": "GS-20931", "note": "customer disputes grade"}),
        pol("grading#regrades",
            "Grade discounts are taken off the settlement price, not charged separately. Dockage is deducted from "
            "the weight before settlement. A regrade can be requested within 7 days of grading. Requests after that "
            "are declined, but you may send the retained sample to an independent lab at your own cost.",
            revision="2026-08")])

NOW_RG = now("2026-10-07T10:30:00")
add(37, "durum-regrade",
    "Hi Shauna, I'm sorry, but I wasn't able to put in a regrade on sample GS-20931. It was graded No. 3 CW Amber "
    "Durum on September 28, and regrade requests have to come in within 7 days of grading, so the window closed "
    "October 5. You can still send the retained sample to an independent lab at your own cost.",
    [N("I'm sorry"), S("I wasn't able to put in a regrade on sample GS-20931"),
     S("It was graded No. 3 CW Amber Durum on September 28"), S("regrade requests have to come in within 7 days of grading"),
     S("so the window closed October 5"), S("send the retained sample to an independent lab at your own cost")],
    ["GS-20931", "independent lab"],
    notes="request_regrade was DENIED; eligibility window_closes 2026-10-05; grade_code CWAD_3 graded 2026-09-28.")

add(38, "durum-regrade",
    "Shauna, GS-20931 came back No. 3 for moderate mildew, with 13.1% protein and 1.8% dockage. The regrade request "
    "was declined because it's past the 7-day window.",
    [S("GS-20931 came back No. 3 for moderate mildew"), S("with 13.1% protein and 1.8% dockage"),
     S("The regrade request was declined"), S("because it's past the 7-day window")],
    ["13.1%", "declined"],
    notes="downgrade_reasons MILDEW_MODERATE; refused call DENY; eligibility reason WINDOW_CLOSED.")

add(39, "durum-regrade",
    "Hi Shauna, I've put in the regrade for GS-20931 and someone will re-run it this week. For reference, it graded "
    "No. 3 with 13.6% protein.",
    [C("I've put in the regrade for GS-20931 and someone will re-run it this week", NE),
     S("it graded No. 3"), C("with 13.6% protein", VM)],
    [], exc=["I've put in the regrade", "13.6% protein"], errors=["refused_call_effect", "other_record_value"],
    now_=NOW_RG,
    notes="request_regrade was DENIED. 13.6% protein is the earlier sample GS-20917; GS-20931 is 13.1%.")

add(40, "durum-regrade",
    "Shauna, the regrade on GS-20931 couldn't go ahead since it's past the 7 days. The No. 3 discount will be billed "
    "to you separately, and the 1.8% dockage comes off the weight before settlement.",
    [S("the regrade on GS-20931 couldn't go ahead"), S("since it's past the 7 days"),
     C("The No. 3 discount will be billed to you separately", NC),
     S("the 1.8% dockage comes off the weight before settlement")],
    [], exc=["billed to you separately"], errors=["wrong_policy_condition"],
    notes="Policy: grade discounts are taken off the settlement price, not charged separately.")

add("r09", "durum-regrade",
    "Hi Shauna, I've sent GS-20931 in for a regrade. It was graded No. 3 CW Amber Durum on September 28.",
    [C("I've sent GS-20931 in for a regrade", NE), S("It was graded No. 3 CW Amber Durum on September 28")],
    ["could not|couldn't|unable|not able|declined|wasn't able|past the|closed", "September 28"],
    exc=["I've sent GS-20931 in for a regrade"], errors=["refused_call_effect"], now_=NOW_RG,
    notes="request_regrade#call-2 was DENIED (window closed 2026-10-05).")

# ======================================================================================
# 3. livestock haulage
# ======================================================================================
D3 = "livestock haulage"

bundle("steer-haul", D3,
       "Just confirming the steer haul next week. When are you coming and how many trucks?",
       [rec("get_haul_booking#HB-60412", "get_haul_booking", {
            "booking_id": "HB-60412", "account_id": "LH-2208", "account_timezone": "America/Regina",
            "status": "SCHEDULED",
            "livestock": {"class": "FEEDER_STEERS", "head_count": 86, "avg_weight_lb": 780},
            "equipment": {"trailer_type": "POT_BELLY", "trailers": 2, "unit_ids": ["PB-11", "PB-14"]},
            "lead_driver": "Russ Pelletier",
            "origin": {"name": "Arcand Ranch", "premises_id": "SK0456123", "legal_land": "SE-22-11-26-W3"},
            "destination": {"name": "Ponderosa Feeders Ltd", "premises_id": "AB0871100", "city": "Lethbridge, AB"},
            "pickup_window": {"start": "2026-10-20T05:00:00", "end": "2026-10-20T07:00:00"},
            "est_transit": "PT6H30M", "distance_loaded_km": 412,
            "rate": {"per_loaded_km_minor": 465, "applies": "PER_TRAILER", "currency": "CAD"},
            "estimated_charge_minor": 383160}),
        rec("get_haul_booking#HB-60377", "get_haul_booking", {
            "booking_id": "HB-60377", "account_id": "LH-2208", "status": "COMPLETED",
            "livestock": {"class": "CULL_COWS", "head_count": 34, "avg_weight_lb": 1380},
            "equipment": {"trailer_type": "POT_BELLY", "trailers": 1, "unit_ids": ["PB-09"]},
            "pickup_window": {"start": "2026-10-13T06:00:00", "end": "2026-10-13T07:00:00"},
            "destination": {"name": "Johnstone Auction Mart", "city": "Moose Jaw, SK"},
            "estimated_charge_minor": 91450}),
        pol("haulage#loading",
            "Cattle must be sorted and penned at the loadout before the pickup window opens. Loading delays of more "
            "than 60 minutes are billed at $140 an hour per trailer. Manifests and tag reads must be complete "
            "before the truck leaves the yard. Rates are per loaded kilometre and apply to each trailer.",
            revision="2026-09")])

NOW_SH = now("2026-10-14T16:00:00")
add(41, "steer-haul",
    "Hi Bev, we've got HB-60412 down for Tuesday, October 20, with the trucks arriving between 5:00 and 7:00 AM to "
    "load your 86 feeder steers. We're sending two pot-belly trailers, PB-11 and PB-14, and it's about 6 and a half "
    "hours to Ponderosa Feeders at Lethbridge.",
    [S("we've got HB-60412 down for Tuesday, October 20"), S("arriving between 5:00 and 7:00 AM"),
     S("to load your 86 feeder steers"), S("We're sending two pot-belly trailers, PB-11 and PB-14"),
     S("it's about 6 and a half hours to Ponderosa Feeders at Lethbridge")],
    ["86 feeder steers", "5:00"],
    notes="HB-60412 pickup_window 2026-10-20 05:00-07:00, head_count 86, trailers PB-11/PB-14, est_transit PT6H30M.")

add(42, "steer-haul",
    "Bev, the haul is 412 km loaded at $4.65 a km per trailer, so with two trailers it's estimated at $3,831.60. "
    "Please have the steers sorted and penned before 5:00 AM.",
    [S("the haul is 412 km loaded at $4.65 a km per trailer"), S("with two trailers it's estimated at $3,831.60"),
     S("have the steers sorted and penned before 5:00 AM")],
    ["$3,831.60"],
    notes="412 x 4.65 x 2 = 3,831.60 = estimated_charge_minor; policy: penned before the window opens (5:00).")

add(43, "steer-haul",
    "Next Tuesday, 5–7 a.m., 2 pots, 86 head. Driver is Russ Pelletier.",
    [S("Next Tuesday, 5–7 a.m."), S("2 pots, 86 head"), S("Driver is Russ Pelletier")],
    ["86 head", "Russ Pelletier"], now_=NOW_SH,
    notes="now is Wednesday 2026-10-14; next Tuesday is 2026-10-20, the pickup date.")

add(44, "steer-haul",
    "Hi Bev, HB-60412 is set for October 20 with pickup from 5:00 to 7:00 AM. We'll load 86 steers on two "
    "pot-belly trailers, and the estimate is $1,915.80 for the 412 km. Loading delays past 30 minutes are billed at "
    "$140 an hour per trailer.",
    [S("HB-60412 is set for October 20 with pickup from 5:00 to 7:00 AM"), S("We'll load 86 steers on two pot-belly trailers"),
     C("the estimate is $1,915.80", AM, VM), C("Loading delays past 30 minutes", NC, VM)],
    [], exc=["$1,915.80", "past 30 minutes"], errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="$1,915.80 prices one trailer; the rate applies per trailer, two trailers = $3,831.60. Policy bills delays over 60 minutes.")

add(45, "steer-haul",
    "Hi Bev, your booking number is SK0456123, and we'll be in the yard October 20 between 5 and 7 in the morning. "
    "We've also added a rest-and-water stop at Medicine Hat on the way.",
    [C("your booking number is SK0456123", IM), S("we'll be in the yard October 20 between 5 and 7 in the morning"),
     I("added a rest-and-water stop at Medicine Hat", CW)],
    [], exc=["booking number is SK0456123", "rest-and-water stop"], errors=["wrong_role", "unrecorded_extra"],
    notes="SK0456123 is the origin premises id; the booking is HB-60412. No record holds a rest stop.")

add("r10", "steer-haul",
    "Hi Bev, HB-60412 is set for Tuesday, October 20, pickup 5:00 to 7:00 AM, for 34 feeder steers on two pot-belly "
    "trailers.",
    [S("HB-60412 is set for Tuesday, October 20"), S("pickup 5:00 to 7:00 AM"), C("for 34 feeder steers", VM),
     S("on two pot-belly trailers")],
    ["86|eighty-six", "October 20", "5:00"], exc=["34 feeder steers"], errors=["other_record_value"],
    notes="34 head is the completed cull-cow haul HB-60377; HB-60412 head_count is 86.")

# --------------------------------------------------------------------------------------
bundle("heifer-quote", D3,
       "Which price is right, you sent me two? And how long's it good for?",
       [rec("get_haul_quote#HQ-3318-r1", "get_haul_quote", {
            "quote_id": "HQ-3318", "revision": 1, "status": "SUPERSEDED", "account_id": "LH-2291",
            "created": "2026-02-02T10:14:00", "livestock": {"class": "BRED_HEIFERS", "head_count": 14},
            "trailer": "GOOSENECK_24FT", "pickup_date": "2026-02-20", "distance_loaded_km": 331,
            "base_minor": 137500, "fuel_surcharge_pct": "8.0", "fuel_surcharge_minor": 11000,
            "total_minor": 148500, "valid_until": "2026-02-09"}),
        rec("get_haul_quote#HQ-3318-r2", "get_haul_quote", {
            "quote_id": "HQ-3318", "revision": 2, "status": "OPEN", "account_id": "LH-2291",
            "account_timezone": "America/Regina",
            "created": "2026-02-06T14:30:00", "livestock": {"class": "BRED_HEIFERS", "head_count": 16},
            "trailer": "LIVESTOCK_SEMI_TRI_AXLE", "pickup_date": "2026-02-20", "distance_loaded_km": 331,
            "base_minor": 142000, "fuel_surcharge_pct": "11.5", "fuel_surcharge_minor": 16330,
            "total_minor": 158330, "valid_until": "2026-02-13", "currency": "CAD"}),
        pol("haulage#quotes",
            "Fuel surcharge is set weekly off the Regina rack diesel price and applied to the base rate. Quotes are "
            "good for 7 days from the revision date. A 25% deposit confirms the haul; the balance is due on "
            "delivery. A change to the head count after acceptance needs a new revision.", revision="2026-01")])

NOW_HQ = now("2026-02-10T11:00:00")
add(46, "heifer-quote",
    "Hi Tom, the current quote is revision 2 of HQ-3318, sent February 6: $1,420.00 base plus an 11.5% fuel "
    "surcharge of $163.30, for $1,583.30 total. It covers 16 bred heifers on a tri-axle semi, picking up "
    "February 20, and it's good until February 13. The first version has been replaced, so you can set it aside.",
    [S("the current quote is revision 2 of HQ-3318, sent February 6"), S("$1,420.00 base"),
     S("plus an 11.5% fuel surcharge of $163.30"), S("for $1,583.30 total"), S("It covers 16 bred heifers on a tri-axle semi"),
     S("picking up February 20"), S("it's good until February 13"), S("The first version has been replaced")],
    ["$1,583.30", "February 13"],
    notes="Revision 2 status OPEN, total_minor 158330, valid_until 2026-02-13; revision 1 SUPERSEDED.")

add(47, "heifer-quote",
    "HQ-3318 r2 stands at $1,583.30, valid through Friday. To lock it in it's a 25% deposit, $395.83, with the "
    "balance on delivery.",
    [S("HQ-3318 r2 stands at $1,583.30"), S("valid through Friday"), S("it's a 25% deposit, $395.83"),
     S("with the balance on delivery")],
    ["$1,583.30", "$395.83"], now_=NOW_HQ,
    notes="now is Tuesday 2026-02-10, valid_until Friday 2026-02-13; 25% of 1,583.30 = 395.83.")

add(48, "heifer-quote",
    "Hi Tom, HQ-3318 comes to $1,485.00 all in for your 14 heifers, picking up February 20, and it's good until "
    "February 13.",
    [C("HQ-3318 comes to $1,485.00 all in", AM, VM), C("for your 14 heifers", VM), S("picking up February 20"),
     S("it's good until February 13")],
    [], exc=["$1,485.00", "14 heifers"], errors=["stale_value", "stale_value"],
    notes="$1,485.00 and 14 head are from revision 1 (SUPERSEDED); revision 2 is $1,583.30 for 16 head.")

add(49, "heifer-quote",
    "Tom, revision 2 is the one to go by: $1,420.00 base, and the 11.5% fuel surcharge adds $16.33. A 10% deposit "
    "locks in the haul, and the rest is due on delivery.",
    [S("revision 2 is the one to go by"), S("$1,420.00 base"), C("the 11.5% fuel surcharge adds $16.33", AM, VM),
     C("A 10% deposit locks in the haul", NC, VM), S("the rest is due on delivery")],
    [], exc=["adds $16.33", "A 10% deposit"], errors=["unit_conversion", "wrong_policy_condition"],
    notes="fuel_surcharge_minor 16330 is $163.30; policy asks for a 25% deposit.")

add("r11", "heifer-quote",
    "Hi Tom, the current quote on HQ-3318 is $1,583.30 for 16 bred heifers with pickup February 20, and it's good "
    "until February 9.",
    [S("the current quote on HQ-3318 is $1,583.30"), S("for 16 bred heifers"), S("with pickup February 20"),
     C("it's good until February 9", DM)],
    ["February 13|Feb 13|Feb. 13|2026-02-13|Friday", "$1,583.30"], exc=["until February 9"], errors=["stale_value"],
    notes="February 9 was revision 1's valid_until; revision 2 is valid until 2026-02-13.")

# --------------------------------------------------------------------------------------
bundle("calf-tracking", D3,
       "Where are my calves at? Supposed to be at Yorkton this afternoon.",
       [rec("get_shipment_status#HB-60455", "get_shipment_status", {
            "booking_id": "HB-60455", "account_id": "LH-2350", "account_timezone": "America/Regina",
            "status": "IN_TRANSIT", "livestock": {"class": "MIXED_CALVES", "head_count": 140},
            "origin": {"name": "Dube Farms", "town": "Assiniboia, SK"},
            "destination": {"name": "Heartland Livestock Services", "town": "Yorkton, SK"},
            "unit_id": "PB-09", "driver": "Dwayne Kiss",
            "departed_at": "2026-11-17T08:42:00",
            "last_ping": {"at": "2026-11-17T11:15:00", "place": "Regina bypass, SK"},
            "eta_epoch": ep("2026-11-17T14:30:00"),
            "delays": [{"code": "WEIGH_SCALE_INSPECTION", "minutes": 25}]}),
        rec("get_shipment_status#HB-60449", "get_shipment_status", {
            "booking_id": "HB-60449", "account_id": "LH-2350", "status": "DELIVERED",
            "livestock": {"class": "BRED_COWS", "head_count": 38},
            "destination": {"name": "Heartland Livestock Services", "town": "Yorkton, SK"},
            "delivered_at": "2026-11-12T15:05:00"}),
        psg("kb#tracking-statuses",
            "What the tracking statuses mean:\nSCHEDULED: booked, truck not yet at your yard.\nLOADING: the truck is "
            "at the pickup and cattle are going on.\nIN_TRANSIT: the truck has left the pickup and is on the road.\n"
            "AT_DESTINATION: arrived at the receiver, unloading.\nDELIVERED: unloaded and signed for by the receiver.")])

NOW_CT = now("2026-11-17T11:30:00")
add(50, "calf-tracking",
    "Hi Joanne, your 140 calves on HB-60455 are on the road. They left at 8:42 this morning, were last pinged on "
    "the Regina bypass at 11:15 AM, and should get to Heartland Livestock in Yorkton around 2:30 PM.",
    [S("your 140 calves on HB-60455 are on the road"), S("They left at 8:42 this morning"),
     S("were last pinged on the Regina bypass at 11:15 AM"), S("should get to Heartland Livestock in Yorkton around 2:30 PM")],
    ["2:30 PM", "140 calves"], now_=NOW_CT,
    notes="status IN_TRANSIT; departed_at 08:42; last_ping 11:15; eta_epoch is 20:30 UTC = 2:30 PM Regina.")

add(51, "calf-tracking",
    "HB-60455: in transit, ETA 2:30 PM today. They lost 25 minutes at a weigh scale inspection earlier. Dwayne Kiss "
    "is driving.",
    [S("HB-60455: in transit"), S("ETA 2:30 PM today"), S("They lost 25 minutes at a weigh scale inspection"),
     S("Dwayne Kiss is driving")],
    ["2:30 PM", "25 minutes"], now_=NOW_CT,
    notes="delays[0] WEIGH_SCALE_INSPECTION 25 minutes; driver Dwayne Kiss; eta 14:30 local today.")

add(52, "calf-tracking",
    "Hi Joanne, your calves on HB-60455 have made it to Heartland in Yorkton and are being unloaded now. They left "
    "Assiniboia at 8:42 this morning.",
    [C("have made it to Heartland in Yorkton and are being unloaded now", SM), S("They left Assiniboia at 8:42 this morning")],
    [], exc=["are being unloaded now"], errors=["wrong_state"], now_=NOW_CT,
    notes="Status is IN_TRANSIT (on the road), not AT_DESTINATION; ETA is 2:30 PM.")

add(53, "calf-tracking",
    "Joanne, the truck with your 140 calves is on its way. With the 25-minute weigh scale stop, it should pull into "
    "Yorkton about 8:30 tonight.",
    [S("the truck with your 140 calves is on its way"), S("With the 25-minute weigh scale stop"),
     C("about 8:30 tonight", DM, VM)],
    [], exc=["8:30 tonight"], errors=["unit_conversion"], now_=NOW_CT,
    notes="eta_epoch is 20:30 UTC; in America/Regina that is 2:30 PM.")

add("r12", "calf-tracking",
    "Hi Joanne, your calves on HB-60455 were delivered to Heartland in Yorkton; they left this morning at 8:42.",
    [C("were delivered to Heartland in Yorkton", SM), S("they left this morning at 8:42")],
    ["on the road|in transit|on its way|on their way|on the way|2:30", "8:42"], exc=["were delivered"],
    errors=["wrong_state"], now_=NOW_CT,
    notes="HB-60455 status IN_TRANSIT; DELIVERED belongs to HB-60449.")

# --------------------------------------------------------------------------------------
bundle("storm-cancel", D3,
       "With this storm coming can I cancel tomorrow's haul without paying?",
       [rec("get_haul_booking#HB-60501", "get_haul_booking", {
            "booking_id": "HB-60501", "account_id": "LH-2402", "account_timezone": "America/Regina",
            "status": "DISPATCHED", "livestock": {"class": "BRED_COWS", "head_count": 92},
            "equipment": {"trailer_type": "POT_BELLY", "trailers": 2},
            "pickup_window": {"start": "2026-12-03T06:00:00", "end": "2026-12-03T07:30:00"},
            "route": ["HWY_1", "HWY_4"], "estimated_charge_minor": 294000, "currency": "CAD"}),
        rec("get_road_advisories#sw-sk", "get_road_advisories", {
            "region": "SOUTHWEST_SK", "issued_at": "2026-12-02T12:00:00",
            "segments": [{"highway": "HWY_1", "from": "Swift Current", "to": "Gull Lake",
                          "status": "TRAVEL_NOT_RECOMMENDED"},
                         {"highway": "HWY_21", "from": "Maple Creek", "to": "Consul", "status": "CLOSED"},
                         {"highway": "HWY_4", "from": "Swift Current", "to": "Cadillac", "status": "PARTLY_COVERED"}]}),
        refused("cancel_booking#call-3", "cancel_booking", "ESCALATE",
                {"booking_id": "HB-60501", "reason": "weather", "note": "DISPATCHED_REQUIRES_DISPATCHER"}),
        pol("haulage#cancellations",
            "Bookings can be cancelled free of charge up to 48 hours before the pickup window. Inside 48 hours a "
            "cancellation fee of 50% of the estimated charge applies, unless a road on the route is closed by the "
            "province, in which case we rebook at no charge. Once a booking is dispatched, cancellations go through "
            "the dispatcher.", revision="2026-09")])

NOW_SC = now("2026-12-02T13:10:00")
add(54, "storm-cancel",
    "Hi Ray, I couldn't cancel HB-60501 from here because the trucks are already dispatched, so I've passed it to "
    "our dispatcher. Since pickup is tomorrow at 6:00 AM, you're inside 48 hours, and the fee would be half the "
    "estimate, $1,470.00. If the province closes a road on your route we'd rebook you at no charge; right now "
    "Highway 1 is showing travel not recommended, not closed.",
    [S("I couldn't cancel HB-60501 from here"), S("because the trucks are already dispatched"),
     S("so I've passed it to our dispatcher"), S("Since pickup is tomorrow at 6:00 AM"), S("you're inside 48 hours"),
     S("the fee would be half the estimate, $1,470.00"), S("we'd rebook you at no charge"),
     S("Highway 1 is showing travel not recommended, not closed")],
    ["$1,470.00", "dispatcher"], now_=NOW_SC,
    notes="cancel_booking ESCALATED (dispatched); 50% of 294000 = $1,470; HWY_1 TRAVEL_NOT_RECOMMENDED, not CLOSED.")

add(55, "storm-cancel",
    "Ray, quick summary:\n- Cancel request: with dispatch, not done yet\n- Estimated charge: $2,940.00\n"
    "- Fee inside 48 hours: 50%\n- Free rebooking only if the province closes a road on the route",
    [S("Cancel request: with dispatch, not done yet"), S("Estimated charge: $2,940.00"), S("Fee inside 48 hours: 50%"),
     S("Free rebooking only if the province closes a road on the route")],
    ["$2,940.00", "50%"],
    notes="refused call ESCALATE; estimated_charge_minor 294000; cancellation policy.")

add(56, "storm-cancel",
    "Hi Ray, I've cancelled HB-60501 for you, and because of the storm there's no cancellation fee. Stay safe out "
    "there.",
    [C("I've cancelled HB-60501 for you", NE), CI("because of the storm there's no cancellation fee", NC, VM, NNE),
     N("Stay safe out there.")],
    [], exc=["I've cancelled HB-60501", "no cancellation fee"], errors=["refused_call_effect", "condition_unmet"],
    notes="cancel_booking was ESCALATED. The fee waiver needs a closed road on the route; HWY_1 is only TRAVEL_NOT_RECOMMENDED.")

add(57, "storm-cancel",
    "Ray, your request is with our dispatcher since the trucks are already dispatched on HB-60501. Cancelling within 24 "
    "hours of pickup costs half the estimated charge, which is $1,740.00.",
    [S("your request is with our dispatcher"), S("since the trucks are already dispatched on HB-60501"),
     C("Cancelling within 24 hours of pickup", NC, VM), C("which is $1,740.00", AM, VM)],
    [], exc=["within 24 hours of pickup", "$1,740.00"], errors=["wrong_policy_condition", "wrong_amount"],
    notes="Policy sets the window at 48 hours; half of $2,940 is $1,470, not $1,740.")

add("r13", "storm-cancel",
    "Hi Ray, HB-60501 is cancelled and the trucks won't come tomorrow. Since pickup was inside 48 hours, the fee is "
    "half the estimate, $1,470.00.",
    [C("HB-60501 is cancelled and the trucks won't come tomorrow", NE), S("Since pickup was inside 48 hours"),
     S("the fee is half the estimate, $1,470.00")],
    ["dispatcher|could not|couldn't|unable|not able|escalated|passed|not done|not yet", "$1,470.00"],
    exc=["HB-60501 is cancelled"], errors=["refused_call_effect"], now_=NOW_SC,
    notes="cancel_booking#call-3 was ESCALATED to the dispatcher; nothing was cancelled.")

# ======================================================================================
# 4. crop-spraying contractor
# ======================================================================================
D4 = "crop-spraying contractor"

bundle("canola-spray", D4,
       "When are you spraying the home quarter canola and do I need to have the Liberty there?",
       [rec("get_spray_job#SJ-11842", "get_spray_job", {
            "job_id": "SJ-11842", "account_id": "CS-0871", "account_timezone": "America/Regina", "status": "SCHEDULED",
            "field": {"field_id": "F-NE7", "name": "Home quarter", "legal_land": "NE-7-33-14-W2",
                      "planned_acres": "148.5"},
            "crop": "CANOLA_LL",
            "product": {"name": "Liberty 200SN", "rate_l_per_ac": "1.35", "water_gal_per_ac": 10,
                        "supplied_by": "CUSTOMER"},
            "application": "GROUND", "sprayer_unit": "SPR-3", "scheduled_date": "2026-06-18",
            "scheduled_window": "MORNING", "rate": {"per_acre_minor": 1150, "currency": "CAD"}}),
        rec("get_spray_job#SJ-11790", "get_spray_job", {
            "job_id": "SJ-11790", "account_id": "CS-0871", "status": "COMPLETED",
            "field": {"field_id": "F-SW18", "name": "Creek quarter", "legal_land": "SW-18-33-14-W2",
                      "planned_acres": "122.0"},
            "crop": "WHEAT_HRS", "product": {"name": "Prestige XC", "supplied_by": "CONTRACTOR"},
            "scheduled_date": "2026-06-12", "rate": {"per_acre_minor": 1150, "currency": "CAD"}}),
        pol("spraying#field-terms",
            "Customer-supplied product must be on site by 6:00 AM on the spray day. We don't spray when sustained "
            "wind is over 20 km/h or the temperature is under 8°C; a weather hold moves the job to the next workable "
            "day at no charge. Application is billed on the sprayed acres from the GPS as-applied map. Re-entry "
            "intervals on the label are posted at field entrances.", revision="2026-05")])

NOW_CS = now("2026-06-16T14:00:00")
add(58, "canola-spray",
    "Hi Ingrid, the Liberty on your home quarter canola (NE-7-33-14-W2) is booked for Thursday, June 18, in the "
    "morning window. Since you're supplying the product, it needs to be on site by 6:00 AM that day. We're putting "
    "it down at 1.35 L an acre with 10 gallons of water.",
    [S("the Liberty on your home quarter canola (NE-7-33-14-W2) is booked for Thursday, June 18"),
     S("in the morning window"), S("Since you're supplying the product"), S("it needs to be on site by 6:00 AM that day"),
     S("We're putting it down at 1.35 L an acre with 10 gallons of water")],
    ["June 18", "6:00 AM"],
    notes="SJ-11842 scheduled 2026-06-18 MORNING, product supplied_by CUSTOMER; policy: on site by 6:00 AM.")

add(59, "canola-spray",
    "SJ-11842 is Thursday morning, 148.5 acres at $11.50 an acre, so roughly $1,707.75, billed on the acres the GPS "
    "map shows we actually sprayed.",
    [S("SJ-11842 is Thursday morning"), S("148.5 acres at $11.50 an acre"), S("so roughly $1,707.75"),
     S("billed on the acres the GPS map shows we actually sprayed")],
    ["$1,707.75", "148.5 acres"], now_=NOW_CS,
    notes="now Tuesday 2026-06-16, Thursday = 06-18; 148.5 x 11.50 = 1,707.75; billing on as-applied acres per policy.")

add(60, "canola-spray",
    "If it's blowing over 20 km/h or it's under 8 degrees, we'll hold and move you to the next workable day, no "
    "extra charge.",
    [S("If it's blowing over 20 km/h or it's under 8 degrees, we'll hold"),
     S("move you to the next workable day, no extra charge")],
    ["20 km/h"],
    notes="Weather hold rule in spraying#field-terms.")

add(61, "canola-spray",
    "Hi Ingrid, we're spraying the home quarter canola on June 18 in the morning. Have the Prestige XC on site by "
    "8:00 AM so the crew can get going.",
    [S("we're spraying the home quarter canola on June 18 in the morning"), C("Have the Prestige XC on site", VM),
     C("by 8:00 AM so the crew can get going", NC, VM)],
    [], exc=["Prestige XC", "by 8:00 AM"], errors=["other_record_value", "wrong_policy_condition"],
    notes="Prestige XC was the product on the completed wheat job SJ-11790; this job uses Liberty 200SN. Policy requires product by 6:00 AM.")

add(62, "canola-spray",
    "Ingrid, your canola on NE-7 is booked for Friday, June 19. If the weather holds us up, we'll move it to the next "
    "workable day and knock 10% off the bill for the wait.",
    [C("your canola on NE-7 is booked for Friday, June 19", DM), S("we'll move it to the next workable day"),
     I("knock 10% off the bill for the wait", NPE, NNE)],
    [], exc=["Friday, June 19", "knock 10% off"], errors=["wrong_date", "invented_promise"], now_=NOW_CS,
    notes="scheduled_date is 2026-06-18 (Thursday). The policy promises no discount for weather holds, only no charge.")

add("r14", "canola-spray",
    "Hi Ingrid, SJ-11842 covers 122 acres of canola on the home quarter this Thursday morning, at $11.50 an acre.",
    [C("SJ-11842 covers 122 acres of canola", VM), S("on the home quarter this Thursday morning"), S("at $11.50 an acre")],
    ["148.5", "$11.50", "Thursday"], exc=["122 acres"], errors=["other_record_value"], now_=NOW_CS,
    notes="122.0 acres is the Creek quarter job SJ-11790; SJ-11842 planned_acres is 148.5.")

# --------------------------------------------------------------------------------------
bundle("fungicide-invoice", D4,
       "Why's my bill different from the 160 acres we talked about, and when does it come off my card?",
       [rec("get_account#CS-0904", "get_account", {
            "account_id": "CS-0904", "account_name": "Ballantyne Grain Co.", "primary_contact": "Curtis Ballantyne",
            "timezone": "America/Regina",
            "payment_methods": [{"id": "card_3381", "brand": "MASTERCARD", "last4": "5520", "autopay": True},
                                {"id": "bank_transfer_40", "type": "EFT", "autopay": False}]}),
        rec("get_spray_job#SJ-11866", "get_spray_job", {
            "job_id": "SJ-11866", "account_id": "CS-0904", "status": "COMPLETED", "crop": "PEAS",
            "planned_acres": "160.0", "as_applied_acres": "152.3", "applied_on": "2026-06-29",
            "product": {"name": "Proline 480 SC", "supplied_by": "CONTRACTOR"}}),
        rec("get_spray_invoice#SI-50917", "get_spray_invoice", {
            "invoice_id": "SI-50917", "job_id": "SJ-11866", "issued": "2026-07-03", "due": "2026-07-17",
            "status": "AUTOPAY_SCHEDULED", "autopay_method_id": "card_3381", "currency": "CAD",
            "lines": [{"desc": "Ground application, as-applied", "acres": "152.3", "rate_minor": 1150,
                       "amount_minor": 175145},
                      {"desc": "Proline 480 SC (supplied)", "qty_l": "48.0", "unit_price_minor": 9200,
                       "amount_minor": 441600}],
            "subtotal_minor": 616745, "gst_minor": 30837, "total_minor": 647582}),
        pol("spraying#billing",
            "Product we supply is billed at our price on the day of application. Application is billed on the "
            "sprayed acres from the GPS as-applied map, not on planned acres. Autopay charges the payment method on "
            "file on the due date. Raise any question about an invoice before the due date so the autopay can be "
            "paused.", revision="2026-05")])

add(63, "fungicide-invoice",
    "Hi Curtis, invoice SI-50917 bills 152.3 acres, not 160, because we charge on what the GPS as-applied map shows "
    "was sprayed. That's $1,751.45 for application plus $4,416.00 for the 48 litres of Proline we supplied, and with "
    "GST the total is $6,475.82. It's set to come off your Mastercard ending 5520 on July 17.",
    [S("invoice SI-50917 bills 152.3 acres, not 160"), S("because we charge on what the GPS as-applied map shows was sprayed"),
     S("That's $1,751.45 for application"), S("plus $4,416.00 for the 48 litres of Proline we supplied"),
     S("with GST the total is $6,475.82"), S("It's set to come off your Mastercard ending 5520 on July 17")],
    ["$6,475.82", "July 17"],
    notes="SI-50917 lines and total_minor 647582; autopay_method_id card_3381 = MASTERCARD 5520; due 2026-07-17.")

add(64, "fungicide-invoice",
    "SI-50917: $6,475.82 total, autopay July 17. If you want to question anything, raise it before then and we can "
    "pause the autopay.",
    [S("SI-50917: $6,475.82 total"), S("autopay July 17"), S("raise it before then and we can pause the autopay")],
    ["$6,475.82", "July 17"],
    notes="total_minor and due; policy on pausing autopay before the due date.")

add(65, "fungicide-invoice",
    "Curtis, one hundred fifty-two point three acres were sprayed on SJ-11866, and the Proline was billed at "
    "ninety-two dollars a litre.",
    [S("one hundred fifty-two point three acres were sprayed on SJ-11866"), S("the Proline was billed at ninety-two dollars a litre")],
    ["one hundred fifty-two point three acres"],
    notes="as_applied_acres 152.3; unit_price_minor 9200 per litre.")

add(66, "fungicide-invoice",
    "Curtis, application on 152.3 acres came to $1,751.45 and the Proline to $4,416.00, so your bill is $6,167.45 "
    "with GST. It'll come off the card on July 3.",
    [S("application on 152.3 acres came to $1,751.45"), S("the Proline to $4,416.00"),
     C("so your bill is $6,167.45 with GST", AM, VM), C("It'll come off the card on July 3", DM)],
    [], exc=["$6,167.45", "on July 3"], errors=["wrong_arithmetic", "wrong_date"],
    notes="$6,167.45 is the subtotal before GST; with GST it is $6,475.82. July 3 is the issue date; autopay runs on the due date, July 17.")

add(67, "fungicide-invoice",
    "Hi Curtis, you were billed for 152.3 sprayed acres at $11.50, and the $6,475.82 will come out of your bank "
    "account by EFT on July 17. Supplied product is billed at the price on the day you ordered it.",
    [S("you were billed for 152.3 sprayed acres at $11.50"), C("will come out of your bank account by EFT", VM, IM),
     C("billed at the price on the day you ordered it", NC)],
    [], exc=["bank account by EFT", "day you ordered it"], errors=["wrong_value", "wrong_policy_condition"],
    notes="autopay_method_id is card_3381 (Mastercard), not the EFT method; policy prices product on the day of application.")

add("r15", "fungicide-invoice",
    "Hi Curtis, SI-50917 is billed on the 160 acres from the plan, for $6,475.82 with GST, coming off your card "
    "July 17.",
    [C("SI-50917 is billed on the 160 acres from the plan", VM, NC), S("for $6,475.82 with GST"),
     S("coming off your card July 17")],
    ["152.3", "$6,475.82", "July 17"], exc=["160 acres from the plan"], errors=["wrong_quantity"],
    notes="Invoice line acres 152.3 (as-applied); 160.0 is planned_acres, which the policy says is not billed.")

# --------------------------------------------------------------------------------------
bundle("drift-claim", D4,
       "Your guys drifted 2,4-D onto my alfalfa. I want a credit on the bill.",
       [rec("get_spray_job#SJ-11901", "get_spray_job", {
            "job_id": "SJ-11901", "account_id": "CS-0933", "account_timezone": "America/Regina",
            "status": "COMPLETED", "crop": "WHEAT_CWRS", "field": {"field_id": "F-NE12", "as_applied_acres": "98.0"},
            "product": {"name": "2,4-D Ester 700", "supplied_by": "CONTRACTOR"},
            "applied_at": "2026-06-23T06:40:00",
            "conditions_at_application": {"avg_wind_kmh": 14, "gust_kmh": 22, "wind_dir": "NW", "temp_c": 16}}),
        rec("get_incident_report#IR-2291", "get_incident_report", {
            "incident_id": "IR-2291", "job_id": "SJ-11901", "account_id": "CS-0933",
            "reported_at": "2026-06-26T08:10:00", "type": "SUSPECTED_DRIFT",
            "affected": {"field_id": "F-SE12", "legal_land": "SE-12-40-21-W3", "crop": "ALFALFA_HAY", "est_acres": "6.5"},
            "status": "UNDER_INVESTIGATION",
            "adjuster_visit": {"scheduled": "2026-06-30T13:00:00", "adjuster": "M. Delorme"}}),
        refused("issue_credit#call-5", "issue_credit", "ESCALATE",
                {"account_id": "CS-0933", "amount_minor": 85000, "reason": "SUSPECTED_DRIFT IR-2291"}),
        pol("spraying#drift",
            "When drift is suspected we open an incident, and an adjuster walks the affected area within 7 days. "
            "Credits or compensation are decided only after the adjuster's report. Please leave the affected crop "
            "uncut until the adjuster's visit if you can. Our liability insurance covers drift damage once it is "
            "confirmed.", revision="2026-05")])

NOW_DC = now("2026-06-26T11:00:00")
add(68, "drift-claim",
    "Lucille, I'm sorry about the alfalfa. I've opened incident IR-2291 for about 6.5 acres on SE-12, and I wasn't "
    "able to put a credit on your account today; credits are only decided after the adjuster's report. M. Delorme is "
    "booked to walk the field on Tuesday, June 30 at 1:00 PM, so please leave that hay uncut until then if you can.",
    [N("I'm sorry about the alfalfa."), S("I've opened incident IR-2291 for about 6.5 acres on SE-12"),
     S("I wasn't able to put a credit on your account today"), S("credits are only decided after the adjuster's report"),
     S("M. Delorme is booked to walk the field on Tuesday, June 30 at 1:00 PM"), S("please leave that hay uncut until then")],
    ["IR-2291", "June 30"], now_=NOW_DC,
    notes="issue_credit ESCALATED; incident affected est_acres 6.5; adjuster_visit 2026-06-30 13:00 (a Tuesday).")

add(69, "drift-claim",
    "IR-2291 is under investigation. Our records show 14 km/h average wind with gusts to 22 from the northwest when "
    "SJ-11901 went on June 23. Your credit request has gone up for review.",
    [S("IR-2291 is under investigation"), S("14 km/h average wind with gusts to 22 from the northwest"),
     S("when SJ-11901 went on June 23"), S("Your credit request has gone up for review")],
    ["14 km/h", "review"],
    notes="conditions_at_application avg 14, gust 22, NW; applied 2026-06-23; credit call ESCALATED.")

add(70, "drift-claim",
    "Adjuster visit: Tue, June 30, 1 PM (M. Delorme). No credit can be decided before that report.",
    [S("Adjuster visit: Tue, June 30, 1 PM (M. Delorme)"), S("No credit can be decided before that report")],
    ["June 30", "1 PM"],
    notes="adjuster_visit.scheduled; drift policy.")

add(71, "drift-claim",
    "Hi Lucille, I've put an $850.00 credit on your account for the damaged alfalfa. The adjuster is coming Monday, "
    "June 29 at 1:00 PM to have a look.",
    [C("I've put an $850.00 credit on your account", NE), C("The adjuster is coming Monday, June 29", DM)],
    [], exc=["I've put an $850.00 credit", "Monday, June 29"], errors=["refused_call_effect", "wrong_date"],
    now_=NOW_DC,
    notes="issue_credit was ESCALATED, not done; the visit is 2026-06-30 (Tuesday).")

add(72, "drift-claim",
    "Lucille, IR-2291 is open and your credit request is with our review team. The wind was averaging 22 km/h when "
    "we sprayed on June 23, and our insurance will cover the loss on your hay.",
    [S("IR-2291 is open"), S("your credit request is with our review team"), C("The wind was averaging 22 km/h", VM),
     CI("our insurance will cover the loss on your hay", NC, NNE)],
    [], exc=["averaging 22 km/h", "insurance will cover the loss"], errors=["wrong_role", "condition_unmet"],
    notes="22 km/h is the gust; the average was 14. Insurance covers drift once confirmed; the incident is still under investigation.")

add("r16", "drift-claim",
    "Lucille, I've issued a credit to your account for the alfalfa, and M. Delorme will walk the field June 30 at "
    "1:00 PM.",
    [C("I've issued a credit to your account", NE), S("M. Delorme will walk the field June 30 at 1:00 PM")],
    ["review|escalated|could not|couldn't|unable|not able|after the adjuster|not yet", "June 30"],
    exc=["I've issued a credit"], errors=["refused_call_effect"],
    notes="issue_credit#call-5 was ESCALATED; credits wait for the adjuster's report.")

# --------------------------------------------------------------------------------------
bundle("aerial-slot", D4,
       "Have you got me down for the plane on the lentils? What's it going to cost for 320 acres?",
       [rec("search_availability#q-8810", "search_availability", {
            "query": {"service": "AERIAL_FUNGICIDE", "from": "2026-07-08", "to": "2026-07-10", "acres": 320,
                      "account_id": "CS-0955", "field_distance_from_strip_km": 52},
            "account_timezone": "America/Regina", "result_count": 5,
            "results": [
                {"slot_id": "AS-0708-A", "date": "2026-07-08", "start": "05:30", "aircraft": "AT-502B C-FWHK",
                 "rate_minor_per_ac": 1475, "status": "OPEN"},
                {"slot_id": "AS-0708-B", "date": "2026-07-08", "start": "17:30", "aircraft": "AT-502B C-FWHK",
                 "rate_minor_per_ac": 1475, "status": "FULL"},
                {"slot_id": "AS-0709-A", "date": "2026-07-09", "start": "05:30", "aircraft": "AT-602 C-GKPL",
                 "rate_minor_per_ac": 1525, "status": "OPEN"},
                {"slot_id": "AS-0709-B", "date": "2026-07-09", "start": "17:30", "aircraft": "AT-602 C-GKPL",
                 "rate_minor_per_ac": 1525, "status": "HELD", "held_for": "CS-0955",
                 "hold_expires": "2026-07-07T12:00:00"},
                {"slot_id": "AS-0710-A", "date": "2026-07-10", "start": "05:30", "aircraft": "AT-502B C-FWHK",
                 "rate_minor_per_ac": 1475, "status": "OPEN"}]}),
        pol("spraying#aerial",
            "The aerial minimum charge is 80 acres. A ferry charge of $2.50 per acre applies to fields more than "
            "40 km from the airstrip. Held slots are released at the hold expiry unless the booking is confirmed.",
            revision="2026-05")])

NOW_AS = now("2026-07-06T15:30:00")
add(73, "aerial-slot",
    "Hi Brent, the slot we're holding for you is AS-0709-B, Thursday, July 9 at 5:30 PM, at $15.25 an acre. Your "
    "field is 52 km from the strip, so the $2.50 an acre ferry charge applies, which puts 320 acres at $5,680.00. The "
    "hold lets go tomorrow at noon unless you confirm.",
    [S("the slot we're holding for you is AS-0709-B, Thursday, July 9 at 5:30 PM"), S("at $15.25 an acre"),
     S("Your field is 52 km from the strip"), S("so the $2.50 an acre ferry charge applies"),
     S("which puts 320 acres at $5,680.00"), S("The hold lets go tomorrow at noon unless you confirm")],
    ["AS-0709-B", "$5,680.00"], now_=NOW_AS,
    notes="AS-0709-B HELD for CS-0955, rate 1525, hold_expires 2026-07-07 12:00; 52 km > 40 km so ferry applies; 320 x (15.25 + 2.50) = 5,680.")

add(74, "aerial-slot",
    "Brent, AS-0709-B (July 9, evening) is held till 12:00 PM July 7. Application: 320 ac × $15.25 = $4,880, plus "
    "$800 ferry.",
    [S("AS-0709-B (July 9, evening) is held till 12:00 PM July 7"), S("320 ac × $15.25 = $4,880"), S("plus $800 ferry")],
    ["$4,880", "$800"],
    notes="320 x 15.25 = 4,880; ferry 320 x 2.50 = 800.")

add(75, "aerial-slot",
    "If Thursday evening doesn't suit, there are open slots Wednesday morning and Friday morning at $14.75 an acre.",
    [S("there are open slots Wednesday morning and Friday morning"), S("at $14.75 an acre")],
    ["$14.75"], now_=NOW_AS,
    notes="AS-0708-A (Wed) and AS-0710-A (Fri) are OPEN at 1475.")

add(76, "aerial-slot",
    "Hi Brent, you're held on AS-0709-B for Thursday evening at $14.75 an acre, and since your lentils are close to "
    "the strip there's no ferry charge.",
    [S("you're held on AS-0709-B for Thursday evening"), C("at $14.75 an acre", AM, VM),
     C("there's no ferry charge", NC, VM)],
    [], exc=["at $14.75 an acre", "no ferry charge"], errors=["other_record_value", "condition_unmet"], now_=NOW_AS,
    notes="$14.75 is the AT-502B slots' rate; AS-0709-B is 1525. The field is 52 km out, over the 40 km ferry threshold.")

add(77, "aerial-slot",
    "Hi Brent, you're confirmed for AS-0709-B on Thursday, July 9 at 5:30 PM, at $15.25 an acre plus the ferry "
    "charge.",
    [C("you're confirmed for AS-0709-B", SM), S("on Thursday, July 9 at 5:30 PM"), S("at $15.25 an acre plus the ferry charge")],
    [], exc=["you're confirmed"], errors=["wrong_state"],
    notes="AS-0709-B status is HELD, not confirmed; it releases at the hold expiry.")

add("r17", "aerial-slot",
    "Hi Brent, we're holding AS-0709-A for you, Thursday, July 9 at 5:30 PM, at $15.25 an acre, and the hold lets go "
    "tomorrow at noon.",
    [C("we're holding AS-0709-A for you", IM), S("Thursday, July 9 at 5:30 PM"), S("at $15.25 an acre"),
     S("the hold lets go tomorrow at noon")],
    ["AS-0709-B", "$15.25", "July 9"], exc=["AS-0709-A"], errors=["wrong_id"], now_=NOW_AS,
    notes="The held slot is AS-0709-B; AS-0709-A is the open morning slot the same day.")

# ======================================================================================
# 5. irrigation installation
# ======================================================================================
D5 = "irrigation installation"

bundle("pivot-quote", D5,
       "What's the final price on the pivot and how much do you need up front?",
       [rec("get_install_quote#IQ-2207-v3", "get_install_quote", {
            "quote_id": "IQ-2207", "version": 3, "status": "ISSUED", "account_id": "IR-1120",
            "account_timezone": "America/Regina", "issued": "2026-03-02", "valid_days": 30,
            "system": {"type": "CENTER_PIVOT", "model": "Valley 8000", "spans": 7, "overhang_m": "18.3",
                       "total_length_m": "402.6", "irrigated_acres": "128.4", "end_gun": True},
            "pump": {"hp": 75, "type": "VERTICAL_TURBINE"},
            "price": {"equipment_minor": 31850000, "installation_minor": 4620000, "electrical_minor": 1875000,
                      "total_before_tax_minor": 38345000, "currency": "CAD"},
            "deposit_pct": "20", "payment_method_id": "bank_transfer_7"}),
        rec("get_install_quote#IQ-2207-v2", "get_install_quote", {
            "quote_id": "IQ-2207", "version": 2, "status": "SUPERSEDED", "account_id": "IR-1120",
            "issued": "2026-02-12", "valid_days": 30,
            "system": {"type": "CENTER_PIVOT", "model": "Valley 8000", "spans": 6, "total_length_m": "348.2",
                       "irrigated_acres": "96.2", "end_gun": False},
            "price": {"equipment_minor": 27640000, "installation_minor": 3990000, "electrical_minor": 1550000,
                      "total_before_tax_minor": 33180000, "currency": "CAD"},
            "deposit_pct": "20"}),
        pol("irrigation#quotes",
            "Quotes are valid for 30 days from the issue date. Installation pricing assumes a dry, accessible site; "
            "rock removal is extra, billed at cost. A 20% deposit on the quote total confirms the order and locks "
            "equipment pricing. The Water Security Agency licence is the customer's responsibility and must be in "
            "place before the pivot is commissioned.", revision="2026-01")])

add(78, "pivot-quote",
    "Hi Nels, the latest quote, IQ-2207 version 3 from March 2, is $383,450.00 before tax: $318,500.00 for the "
    "Valley 8000 equipment, $46,200.00 for installation and $18,750.00 for electrical. A 20% deposit of $76,690.00 "
    "confirms the order and locks the equipment price.",
    [S("the latest quote, IQ-2207 version 3 from March 2, is $383,450.00 before tax"),
     S("$318,500.00 for the Valley 8000 equipment"), S("$46,200.00 for installation"), S("$18,750.00 for electrical"),
     S("A 20% deposit of $76,690.00"), S("confirms the order and locks the equipment price")],
    ["$383,450.00", "$76,690.00"],
    notes="Version 3 (ISSUED) price fields; 20% of 383,450 = 76,690.")

add(79, "pivot-quote",
    "Version 3 is a 7-span Valley 8000, 402.6 metres long with an end gun, watering 128.4 acres. It's good for 30 "
    "days from March 2, so until April 1.",
    [S("Version 3 is a 7-span Valley 8000"), S("402.6 metres long with an end gun"), S("watering 128.4 acres"),
     S("It's good for 30 days from March 2"), S("so until April 1")],
    ["128.4 acres", "April 1"],
    notes="system fields of version 3; issued 2026-03-02 + 30 days = April 1.")

add(80, "pivot-quote",
    "Nels, just so you know, getting the Water Security Agency licence is on your side, and it has to be in place "
    "before we commission the pivot. Rock removal isn't in the install price; if we hit rock, it's extra at cost.",
    [S("getting the Water Security Agency licence is on your side"), S("it has to be in place before we commission the pivot"),
     S("Rock removal isn't in the install price"), S("if we hit rock, it's extra at cost")],
    ["Water Security Agency"],
    notes="irrigation#quotes policy sentences on the licence and rock removal.")

add(81, "pivot-quote",
    "Hi Nels, IQ-2207 comes to $331,800.00 before tax for the Valley 8000, covering 96.2 irrigated acres. A 20% "
    "deposit confirms the order.",
    [C("IQ-2207 comes to $331,800.00 before tax", AM, VM), C("covering 96.2 irrigated acres", VM),
     S("A 20% deposit confirms the order")],
    [], exc=["$331,800.00", "96.2 irrigated acres"], errors=["stale_value", "stale_value"],
    notes="$331,800 and 96.2 acres are version 2 (SUPERSEDED); version 3 is $383,450 for 128.4 acres.")

add(82, "pivot-quote",
    "Nels, version 3 of IQ-2207 totals $383,450.00 before tax, and the 20% deposit works out to $63,700.00. Any rock "
    "removal we run into is included at no extra cost.",
    [S("version 3 of IQ-2207 totals $383,450.00 before tax"), C("the 20% deposit works out to $63,700.00", AM, VM),
     C("Any rock removal we run into is included at no extra cost", NC)],
    [], exc=["$63,700.00", "included at no extra cost"], errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="$63,700 is 20% of equipment only; the deposit is 20% of the quote total, $76,690. Policy: rock removal is extra at cost.")

add("r18", "pivot-quote",
    "Hi Nels, version 3 of IQ-2207 is $383,450.00 before tax for the 7-span Valley 8000. A 20% deposit of "
    "$66,360.00 confirms the order.",
    [S("version 3 of IQ-2207 is $383,450.00 before tax"), S("for the 7-span Valley 8000"),
     C("A 20% deposit of $66,360.00", AM, VM)],
    ["$76,690|76,690", "$383,450.00"], exc=["$66,360.00"], errors=["stale_value"],
    notes="$66,360 is 20% of the superseded version 2 total; 20% of version 3 is $76,690.")

# --------------------------------------------------------------------------------------
bundle("pivot-install", D5,
       "When does your crew start putting up the pivot and when can I run water?",
       [rec("get_install_job#IJ-4412", "get_install_job", {
            "job_id": "IJ-4412", "account_id": "IR-1163", "account_timezone": "America/Regina", "status": "SCHEDULED",
            "system": "Zimmatic 9500P center pivot", "crew": {"lead": "Arlo Fenske", "size": 4},
            "start_date": "2026-05-11", "duration": "P5D", "est_completion": "2026-05-15",
            "site_ready_check": {"status": "PASSED", "checked": "2026-05-04"},
            "concrete_pad": {"status": "POURED", "poured": "2026-04-27", "cure_days_required": 14},
            "power_hookup": {"utility": "SaskPower", "status": "REQUESTED", "ticket": "SP-88120431",
                             "expected": "2026-05-20"},
            "commissioning_date": None}),
        rec("get_install_job#IJ-4398", "get_install_job", {
            "job_id": "IJ-4398", "account_id": "IR-1163", "status": "COMPLETED", "system": "Zimmatic 9500P corner arm",
            "crew": {"lead": "Dale Heintz", "size": 3}, "start_date": "2025-08-18", "duration": "P3D",
            "commissioning_date": "2025-08-29"}),
        pol("irrigation#install-days",
            "Crews work 7:00 AM to 7:00 PM, Monday to Saturday. Please have the pivot road and wheel tracks clear of "
            "equipment by the start date. Weather delays extend the job day for day. The pivot can't be commissioned "
            "until the utility has energized the service, and the utility sets that date, not us.",
            revision="2026-01")])

NOW_PI = now("2026-05-07T09:00:00")
add(83, "pivot-install",
    "Hi Marcy, Arlo Fenske's crew of four starts on IJ-4412 on Monday, May 11, and the job is planned for five days, "
    "wrapping up around May 15. You can't run water until SaskPower energizes the service; they've got the hookup "
    "request and expect to have it done May 20, but that date is theirs to set.",
    [S("Arlo Fenske's crew of four starts on IJ-4412 on Monday, May 11"), S("the job is planned for five days"),
     S("wrapping up around May 15"), S("You can't run water until SaskPower energizes the service"),
     S("they've got the hookup request and expect to have it done May 20"), S("that date is theirs to set")],
    ["May 11", "May 20"],
    notes="IJ-4412 crew, start_date, duration P5D, est_completion; power_hookup REQUESTED, expected 2026-05-20; policy on commissioning.")

add(84, "pivot-install",
    "IJ-4412: crew on site Mon May 11, 7 a.m. to 7 p.m., done by about Fri May 15 if the weather holds. Please have "
    "the pivot road clear by then.",
    [S("crew on site Mon May 11"), S("7 a.m. to 7 p.m."), S("done by about Fri May 15 if the weather holds"),
     S("Please have the pivot road clear by then")],
    ["May 11", "May 15"],
    notes="start_date and est_completion; crew hours and clear-road rule from the policy.")

add(85, "pivot-install",
    "Marcy, the pad was poured on April 27 and the site check passed on May 4, so you're all set for Monday.",
    [S("the pad was poured on April 27"), S("the site check passed on May 4"), S("you're all set for Monday")],
    ["April 27"], now_=NOW_PI,
    notes="concrete_pad poured 2026-04-27, site_ready_check PASSED 2026-05-04; Monday = May 11 start.")

add(86, "pivot-install",
    "Hi Marcy, the crew starts IJ-4412 on May 11 and it's a three-day job. SaskPower has already hooked up the "
    "power, so you'll be able to run water as soon as we're done.",
    [S("the crew starts IJ-4412 on May 11"), C("it's a three-day job", VM),
     C("SaskPower has already hooked up the power", SM)],
    [], exc=["three-day job", "already hooked up"], errors=["wrong_period", "wrong_state"],
    notes="duration P5D; power_hookup status REQUESTED, expected 2026-05-20.")

add(87, "pivot-install",
    "Hi Marcy, Dale Heintz's crew starts on IJ-4412 Monday, May 11, and you'll be running water by May 16.",
    [C("Dale Heintz's crew starts on IJ-4412", VM), S("Monday, May 11"), CI("you'll be running water by May 16", DM, NC, NNE, CW)],
    [], exc=["Dale Heintz", "running water by May 16"], errors=["other_record_value", "invented_promise"],
    notes="Dale Heintz led the 2025 job IJ-4398; IJ-4412's lead is Arlo Fenske. Power is only expected May 20 and commissioning waits for it.")

add("r19", "pivot-install",
    "Hi Marcy, Arlo Fenske's crew starts IJ-4412 on Monday, May 11, and SaskPower has already energized the service, "
    "so you can run water once the pivot's up.",
    [S("Arlo Fenske's crew starts IJ-4412 on Monday, May 11"), C("SaskPower has already energized the service", SM)],
    ["requested|May 20|not yet|expected|hasn't|has not|waiting", "May 11"], exc=["already energized"],
    errors=["wrong_state"], now_=NOW_PI,
    notes="power_hookup.status is REQUESTED with expected 2026-05-20.")

# --------------------------------------------------------------------------------------
bundle("gearbox-warranty", D5,
       "Is my tower 4 gearbox still under warranty? It's leaking oil.",
       [rec("get_warranty#WR-7710", "get_warranty", {
            "warranty_id": "WR-7710", "account_id": "IR-1178", "serial": "VLY-8K-2291437",
            "product": "Valley 8000 center pivot", "installed": "2023-06-14", "registered": True,
            "coverage": [{"component": "STRUCTURE", "term": "P5Y", "expires": "2028-06-14"},
                         {"component": "DRIVE_MOTORS_GEARBOXES", "term": "P3Y", "expires": "2026-06-14"},
                         {"component": "CONTROL_PANEL", "term": "P2Y", "expires": "2025-06-14"}],
            "labour_coverage_term": "P1Y"}),
        rec("get_service_ticket#ST-33081", "get_service_ticket", {
            "ticket_id": "ST-33081", "account_id": "IR-1178", "reported": "2026-05-28", "status": "DIAGNOSED",
            "issue": "GEARBOX_LEAK_TOWER_4", "diagnosis": "Centre drive gearbox output seal failed",
            "part": {"part_no": "UMC-740-S", "cost_minor": 64500}, "labour_est": "PT3H",
            "labour_rate_minor": 14500, "covered_by": "WR-7710", "coverage_decision": "PARTS_COVERED_LABOUR_BILLABLE"}),
        rec("get_service_ticket#ST-32455", "get_service_ticket", {
            "ticket_id": "ST-32455", "account_id": "IR-1178", "reported": "2025-07-03", "status": "CLOSED",
            "issue": "PANEL_FAULT", "coverage_decision": "NOT_COVERED_EXPIRED", "billed_minor": 118000}),
        pol("irrigation#warranty",
            "Component warranties run from the install date for the term listed on the warranty. A claim is judged "
            "on the date the fault is reported, not the repair date. Labour is covered only in the first year after "
            "installation. Wear items (tires, sprinkler pads, end-gun seals) aren't covered.", revision="2026-01")])

add(88, "gearbox-warranty",
    "Hi Doug, yes: the drive motors and gearboxes on your Valley 8000 are covered until June 14, 2026, and you "
    "reported the leak on May 28, so the seal on the tower 4 gearbox is covered for parts. Labour isn't, since labour "
    "coverage only ran for the first year after the 2023 install; that's an estimated 3 hours at $145.00, so $435.00.",
    [S("the drive motors and gearboxes on your Valley 8000 are covered until June 14, 2026"),
     S("you reported the leak on May 28"), S("the seal on the tower 4 gearbox is covered for parts"),
     S("Labour isn't, since labour coverage only ran for the first year after the 2023 install"),
     S("an estimated 3 hours at $145.00, so $435.00")],
    ["$435.00", "June 14, 2026"],
    notes="DRIVE_MOTORS_GEARBOXES expires 2026-06-14; reported 2026-05-28; PARTS_COVERED_LABOUR_BILLABLE; PT3H x 14500 = $435.")

add(89, "gearbox-warranty",
    "ST-33081 is diagnosed as a failed centre drive gearbox seal. The $645.00 part is under warranty; you'd pay "
    "labour.",
    [S("ST-33081 is diagnosed as a failed centre drive gearbox seal"), S("The $645.00 part is under warranty"),
     S("you'd pay labour")],
    ["$645.00"],
    notes="part cost_minor 64500; coverage_decision PARTS_COVERED_LABOUR_BILLABLE.")

add(90, "gearbox-warranty",
    "Doug, even if the repair happens after June 14, the claim counts from the day you reported it, May 28.",
    [S("even if the repair happens after June 14, the claim counts from the day you reported it"), S("May 28")],
    ["May 28"],
    notes="Policy: claims judged on the report date; ST-33081 reported 2026-05-28.")

add(91, "gearbox-warranty",
    "Hi Doug, gearboxes on your Valley 8000 are covered for five years from the 2023 install, so you're well inside "
    "it. ST-33081 is a failed gearbox seal, and parts and labour are both covered.",
    [C("gearboxes on your Valley 8000 are covered for five years", VM), S("ST-33081 is a failed gearbox seal"),
     C("parts and labour are both covered", VM, NC)],
    [], exc=["covered for five years", "parts and labour are both covered"], errors=["wrong_period", "condition_unmet"],
    notes="Gearbox term is P3Y (five years is the STRUCTURE term). Labour is covered only in the first year; decision PARTS_COVERED_LABOUR_BILLABLE.")

add(92, "gearbox-warranty",
    "Hi Doug, ST-33081 is a failed seal on the tower 4 gearbox, and the part is covered. Just make sure we get the "
    "repair done before June 14, since the warranty goes by the repair date.",
    [S("ST-33081 is a failed seal on the tower 4 gearbox"), S("the part is covered"),
     C("since the warranty goes by the repair date", NC)],
    [], exc=["goes by the repair date"], errors=["wrong_policy_condition"],
    notes="Policy: a claim is judged on the date the fault is reported, not the repair date.")

add("r20", "gearbox-warranty",
    "Hi Doug, the tower 4 gearbox seal on ST-33081 is covered for parts, and labour is 3 hours at $145.00, so "
    "$345.00.",
    [S("the tower 4 gearbox seal on ST-33081 is covered for parts"), S("labour is 3 hours at $145.00"),
     C("so $345.00", AM, VM)],
    ["$435|435", "$145.00"], exc=["$345.00"], errors=["wrong_arithmetic"],
    notes="3 h x $145 = $435.")

# --------------------------------------------------------------------------------------
bundle("payment-plan", D5,
       "Can I push the November payment back a couple months? Canola prices are in the tank.",
       [rec("get_payment_plan#PP-0562", "get_payment_plan", {
            "plan_id": "PP-0562", "account_id": "IR-1191", "account_timezone": "America/Regina",
            "install_job": "IJ-4377", "principal_minor": 21600000, "interest_rate_pct": "0.0", "currency": "CAD",
            "autopay_method_id": "bank_transfer_22", "grace_days": 10, "late_fee_minor": 25000,
            "installments": [
                {"n": 1, "due": "2026-04-15", "amount_minor": 7200000, "status": "PAID", "paid_on": "2026-04-14"},
                {"n": 2, "due": "2026-11-15", "amount_minor": 7200000, "status": "UPCOMING"},
                {"n": 3, "due": "2027-11-15", "amount_minor": 7200000, "status": "UPCOMING"}],
            "balance_minor": 14400000, "deferrals_used": 0}),
        refused("defer_installment#call-1", "defer_installment", "DENY",
                {"plan_id": "PP-0562", "n": 2, "new_due": "2027-01-14", "deny_reason": "WRITTEN_REQUEST_REQUIRED"}),
        pol("irrigation#payment-plans",
            "Post-harvest payment plans split the install price into three equal instalments with no interest. An "
            "instalment can be deferred once, by up to 60 days, if you request it in writing before its due date. A "
            "payment more than 10 days late carries a $250 late fee. Paying the plan off early carries no penalty.",
            revision="2026-01")])

NOW_PP = now("2026-10-28T13:00:00")
add(93, "payment-plan",
    "Hi Pauline, I couldn't push back your November 15 payment from here; a deferral needs a written request before "
    "the due date. You can defer one instalment once, by up to 60 days, so if you send it in writing before "
    "November 15 it could move as late as January 14. That payment is $72,000.00.",
    [S("I couldn't push back your November 15 payment from here"), S("a deferral needs a written request before the due date"),
     S("You can defer one instalment once, by up to 60 days"), S("it could move as late as January 14"),
     S("That payment is $72,000.00")],
    ["$72,000.00", "in writing"],
    notes="defer_installment DENIED (WRITTEN_REQUEST_REQUIRED); policy 60-day single deferral; Nov 15 + 60 days = Jan 14.")

add(94, "payment-plan",
    "PP-0562: first $72,000.00 paid April 14, $144,000.00 left over two payments, no interest.",
    [S("first $72,000.00 paid April 14"), S("$144,000.00 left over two payments"), S("no interest")],
    ["$144,000.00"],
    notes="installment 1 PAID 2026-04-14; balance_minor 14400000; interest_rate_pct 0.0.")

add(95, "payment-plan",
    "Pauline, there's a 10-day grace on each instalment; after that a $250 late fee applies. And if you want to pay "
    "it all off early, there's no penalty.",
    [S("there's a 10-day grace on each instalment"), S("after that a $250 late fee applies"),
     S("if you want to pay it all off early, there's no penalty")],
    ["$250"],
    notes="grace_days 10, late_fee_minor 25000; policy on early payoff.")

add(96, "payment-plan",
    "Hi Pauline, no problem: I've moved your November 15 payment of $72,000.00 to January 14. The last one is still "
    "due November 15, 2027.",
    [C("I've moved your November 15 payment", NE), S("of $72,000.00"), S("The last one is still due November 15, 2027")],
    [], exc=["I've moved your November 15 payment"], errors=["refused_call_effect"],
    notes="defer_installment was DENIED; nothing moved.")

add(97, "payment-plan",
    "Pauline, you've got $216,000.00 left to pay on PP-0562. A deferral can push one payment back by up to 90 days if "
    "you ask in writing before it's due.",
    [C("you've got $216,000.00 left to pay", AM, VM), C("back by up to 90 days", NC, VM),
     S("if you ask in writing before it's due")],
    [], exc=["$216,000.00 left", "up to 90 days"], errors=["wrong_role", "wrong_policy_condition"],
    notes="$216,000 is the principal; balance_minor is 14400000 ($144,000). Policy allows up to 60 days.")

add("r21", "payment-plan",
    "Hi Pauline, I've deferred your November 15 payment of $72,000.00 by 60 days.",
    [C("I've deferred your November 15 payment", NE), S("of $72,000.00")],
    ["written|in writing|couldn't|could not|unable|not able|wasn't able", "$72,000.00"],
    exc=["I've deferred"], errors=["refused_call_effect"],
    notes="defer_installment#call-1 DENIED: a written request is required.")

# ======================================================================================
# 6. farm herd-health plans
# ======================================================================================
D6 = "farm herd-health plans"

bundle("herd-plan", D6,
       "What exactly do I get with my herd health plan and what's it costing me?",
       [rec("get_herd_health_plan#HP-1420", "get_herd_health_plan", {
            "plan_id": "HP-1420", "account_id": "HH-3305", "account_timezone": "America/Regina",
            "tier": "COW_CALF_PLUS", "status": "ACTIVE", "head_enrolled": 240,
            "price_per_head_annual_minor": 1850, "billing": "QUARTERLY", "quarterly_charge_minor": 111000,
            "herd_visits_per_year": 4, "vet": "Dr. Anika Ruud",
            "included": ["PREG_CHECK_FALL", "BULL_BSE_UP_TO_8", "SCOURS_PROTOCOL_REVIEW", "VACCINATION_PROGRAM_DESIGN"],
            "not_included": ["VACCINE_PRODUCT", "EMERGENCY_CALLOUTS", "C_SECTIONS"],
            "discounts": {"emergency_callout_pct": "15"}, "renews": "2027-01-31",
            "payment_method_id": "card_4102"}),
        rec("get_plan_catalog#2026", "get_plan_catalog", {
            "year": 2026, "currency": "CAD",
            "tiers": [{"tier": "COW_CALF_BASIC", "price_per_head_annual_minor": 1200, "herd_visits_per_year": 2},
                      {"tier": "COW_CALF_PLUS", "price_per_head_annual_minor": 1850, "herd_visits_per_year": 4},
                      {"tier": "COW_CALF_PREMIUM", "price_per_head_annual_minor": 2600, "herd_visits_per_year": 6,
                       "extras": ["EMERGENCY_CALLOUTS_INCLUDED", "CALVING_SEASON_HOTLINE"]}]}),
        pol("herd-health#plan-terms",
            "Plan fees are per head enrolled per year, billed quarterly. Vaccine and drug product is billed at cost "
            "plus 12% and is not part of the plan fee. Emergency call-outs are discounted for Plus members and "
            "included for Premium members. Head count can be changed at renewal or when the herd changes by more "
            "than 10%.", revision="2026-01")])

add(98, "herd-plan",
    "Hi Colleen, you're on the Cow-Calf Plus plan for 240 head at $18.50 a head a year, billed quarterly at "
    "$1,110.00. It covers four herd visits a year with Dr. Anika Ruud, fall preg checking, breeding soundness exams on "
    "up to 8 bulls, a scours protocol review and a vaccination program designed for your herd. Vaccines themselves "
    "aren't in the fee; they're billed at cost plus 12%.",
    [S("you're on the Cow-Calf Plus plan for 240 head at $18.50 a head a year"), S("billed quarterly at $1,110.00"),
     S("It covers four herd visits a year with Dr. Anika Ruud"), S("fall preg checking"),
     S("breeding soundness exams on up to 8 bulls"), S("a scours protocol review"),
     S("a vaccination program designed for your herd"), S("Vaccines themselves aren't in the fee"),
     S("they're billed at cost plus 12%")],
    ["$18.50", "$1,110.00"],
    notes="HP-1420 tier, head_enrolled, price, quarterly_charge_minor, included list; vaccine product not included, policy cost+12%.")

add(99, "herd-plan",
    "HP-1420: Plus tier, renews January 31, 2027. Emergency call-outs aren't included, but you get 15% off them.",
    [S("HP-1420: Plus tier, renews January 31, 2027"), S("Emergency call-outs aren't included"), S("you get 15% off them")],
    ["15%", "January 31, 2027"],
    notes="renews 2027-01-31; EMERGENCY_CALLOUTS in not_included; discounts.emergency_callout_pct 15.")

add(100, "herd-plan",
    "That works out to $4,440.00 a year for your 240 head, with four visits.",
    [S("That works out to $4,440.00 a year for your 240 head"), S("with four visits")],
    ["$4,440.00"],
    notes="240 x 18.50 = 4,440 (4 x quarterly 1,110).")

add(101, "herd-plan",
    "Hi Colleen, your Cow-Calf Plus plan covers 240 head and gives you six herd visits a year with Dr. Ruud. "
    "Emergency call-outs are included too, so there's no extra bill if you need us at 2 a.m. in calving season.",
    [S("your Cow-Calf Plus plan covers 240 head"), C("gives you six herd visits a year", VM),
     C("Emergency call-outs are included too", VM, NC)],
    [], exc=["six herd visits", "Emergency call-outs are included"], errors=["other_record_value", "unlisted_perk"],
    notes="Six visits and included call-outs are the Premium tier; HP-1420 (Plus) has 4 visits and lists EMERGENCY_CALLOUTS as not included.")

add(102, "herd-plan",
    "Hi Colleen, your Plus plan is $1,850 a head per year for 240 head, billed quarterly. Vaccine product is extra, at "
    "cost plus 20%.",
    [C("your Plus plan is $1,850 a head per year", AM, VM), S("for 240 head, billed quarterly"),
     C("at cost plus 20%", NC, VM)],
    [], exc=["$1,850 a head", "cost plus 20%"], errors=["unit_conversion", "wrong_policy_condition"],
    notes="price_per_head_annual_minor 1850 is $18.50; policy mark-up on product is 12%.")

add("r22", "herd-plan",
    "Hi Colleen, your Cow-Calf Plus plan covers 240 head at $18.50 a head a year and includes emergency call-outs.",
    [S("your Cow-Calf Plus plan covers 240 head at $18.50 a head a year"), C("includes emergency call-outs", VM, NC)],
    ["15%|not included|aren't included|isn't included|are not included|discount", "$18.50"],
    exc=["includes emergency call-outs"], errors=["unlisted_perk"],
    notes="EMERGENCY_CALLOUTS is in not_included; Plus members get 15% off.")

# --------------------------------------------------------------------------------------
bundle("bull-bse-visit", D6,
       "What time's the vet coming Monday for the bulls?",
       [rec("get_visit_appointment#VA-90215", "get_visit_appointment", {
            "visit_id": "VA-90215", "account_id": "HH-3342", "account_timezone": "America/Regina",
            "plan_id": "HP-1466", "plan_tier": "COW_CALF_PLUS", "type": "BULL_BSE", "bulls": 6,
            "plan_bse_used_this_year": 0, "vet": "Dr. Kelsey Tran", "clinic": "Davidson Large Animal",
            "start": "2026-04-20T09:00:00", "est_duration": "PT2H30M", "status": "CONFIRMED",
            "location": "HOME_YARD", "chute_required": True, "rescheduled_from": "VA-90120"}),
        rec("get_visit_appointment#VA-90120", "get_visit_appointment", {
            "visit_id": "VA-90120", "account_id": "HH-3342", "type": "BULL_BSE", "bulls": 6,
            "vet": "Dr. Sam Okafor", "start": "2026-04-16T13:00:00", "est_duration": "PT2H30M",
            "status": "CANCELLED"}),
        pol("herd-health#visits",
            "Please have animals penned and a working chute ready at the start time. Bull breeding soundness exams "
            "under the Plus plan cover up to 8 bulls a year; extra bulls are $65 each. Visits cancelled with less "
            "than 24 hours' notice are charged a $95 call fee.", revision="2026-01")])

NOW_BV = now("2026-04-17T10:00:00")
add(103, "bull-bse-visit",
    "Hi Ross, Dr. Kelsey Tran is confirmed for Monday, April 20 at 9:00 AM in your home yard to do breeding soundness "
    "exams on your 6 bulls. Figure on about two and a half hours, and please have them penned with the chute ready "
    "by 9.",
    [S("Dr. Kelsey Tran is confirmed for Monday, April 20 at 9:00 AM"), S("in your home yard"),
     S("breeding soundness exams on your 6 bulls"), S("Figure on about two and a half hours"),
     S("please have them penned with the chute ready by 9")],
    ["9:00 AM", "Kelsey Tran"],
    notes="VA-90215 CONFIRMED, start 2026-04-20 09:00, est_duration PT2H30M, bulls 6; policy on penning and chute.")

add(104, "bull-bse-visit",
    "VA-90215 is Monday at 9 a.m., six bulls, which is within the 8 your plan covers this year.",
    [S("VA-90215 is Monday at 9 a.m."), S("six bulls"), S("which is within the 8 your plan covers this year")],
    ["9 a.m.", "six bulls"], now_=NOW_BV,
    notes="now Friday 2026-04-17, Monday = 04-20; plan_tier Plus covers up to 8 BSEs, none used yet.")

add(105, "bull-bse-visit",
    "Ross: if you need to cancel, let us know at least 24 hours ahead or there's a $95 call fee.",
    [S("let us know at least 24 hours ahead or there's a $95 call fee")],
    ["$95"],
    notes="herd-health#visits cancellation sentence.")

add(106, "bull-bse-visit",
    "Hi Ross, Dr. Sam Okafor will be out Monday at 9:00 AM for your 6 bulls. It should take about an hour and a half.",
    [C("Dr. Sam Okafor will be out Monday", VM), S("at 9:00 AM for your 6 bulls"),
     C("It should take about an hour and a half", VM)],
    [], exc=["Dr. Sam Okafor", "an hour and a half"], errors=["stale_value", "wrong_period"], now_=NOW_BV,
    notes="Dr. Okafor was on the cancelled VA-90120; VA-90215's vet is Dr. Kelsey Tran. est_duration PT2H30M is two and a half hours.")

add(107, "bull-bse-visit",
    "Hi Ross, Dr. Tran is confirmed for Monday, April 20 at 9:00 AM for the 6 bulls. We've also added pelvic "
    "measurements on your replacement heifers to the same visit. If you need to cancel, give us 48 hours or there's a "
    "$95 call fee.",
    [S("Dr. Tran is confirmed for Monday, April 20 at 9:00 AM for the 6 bulls"),
     I("added pelvic measurements on your replacement heifers", CW), C("give us 48 hours", NC, VM)],
    [], exc=["pelvic measurements", "give us 48 hours"], errors=["unrecorded_extra", "wrong_policy_condition"],
    notes="VA-90215 holds only a BULL_BSE visit. Policy: less than 24 hours' notice brings the $95 fee.")

add("r23", "bull-bse-visit",
    "Hi Ross, Dr. Kelsey Tran is booked for Monday, April 20 at 9:00 PM for your 6 bulls, so please have the chute "
    "ready.",
    [C("Dr. Kelsey Tran is booked for Monday, April 20 at 9:00 PM", DM, VM), S("for your 6 bulls"),
     S("please have the chute ready")],
    ["9:00 AM|9 AM|9 a.m.|9:00 a.m.|9 in the morning|09:00", "6 bulls"], exc=["9:00 PM"], errors=["wrong_time"],
    notes="start is 2026-04-20T09:00:00, morning.")

# --------------------------------------------------------------------------------------
bundle("plan-renewal", D6,
       "What's my herd plan going to cost next year?",
       [rec("get_plan_renewal#HP-1388", "get_plan_renewal", {
            "plan_id": "HP-1388", "account_id": "HH-3290", "account_timezone": "America/Regina", "tier": "COW_CALF_PLUS",
            "current_term": {"start": "2026-02-01", "end": "2027-01-31", "price_per_head_annual_minor": 1850,
                             "head_enrolled": 180, "annual_minor": 333000},
            "renewal_offer": {"offer_id": "RN-0412-B", "start": "2027-02-01", "end": "2028-01-31",
                              "price_per_head_annual_minor": 1975, "head_enrolled": 195, "annual_minor": 385125,
                              "status": "OFFERED", "accept_by": "2027-01-15", "price_change_reason": "CPI_ADJUSTMENT"},
            "previous_offer": {"offer_id": "RN-0412-A", "price_per_head_annual_minor": 2050, "status": "WITHDRAWN"},
            "payment_method_id": "card_6620"}),
        pol("herd-health#renewals",
            "Head count for the new term is what you report at renewal. Price changes at renewal are capped at 8% "
            "per head. Renewal offers must be accepted by the date shown, or the plan lapses at the end of the "
            "current term.", revision="2026-01")])

NOW_RN = now("2027-01-08T11:00:00")
add(108, "plan-renewal",
    "Hi Edith, your renewal for HP-1388 is offered at $19.75 a head for 195 head, which comes to $3,851.25 for "
    "February 1, 2027 to January 31, 2028. This year you're paying $18.50 a head on 180 head. Please accept by "
    "January 15 or the plan lapses at the end of this term.",
    [S("your renewal for HP-1388 is offered at $19.75 a head for 195 head"), S("which comes to $3,851.25"),
     S("for February 1, 2027 to January 31, 2028"), S("This year you're paying $18.50 a head on 180 head"),
     S("Please accept by January 15"), S("or the plan lapses at the end of this term")],
    ["$3,851.25", "January 15"],
    notes="renewal_offer (OFFERED) price 1975, head 195, annual_minor 385125, accept_by 2027-01-15; current_term 1850 x 180.")

add(109, "plan-renewal",
    "The renewal is up $1.25 a head as a cost-of-living adjustment, and with your 195 head it's $521.25 more for the "
    "year than this year's $3,330.00.",
    [S("The renewal is up $1.25 a head"), S("as a cost-of-living adjustment"), S("it's $521.25 more for the year"),
     S("this year's $3,330.00")],
    ["$521.25", "$1.25"],
    notes="1975 - 1850 = 125; 385125 - 333000 = 52125; price_change_reason CPI_ADJUSTMENT.")

add(110, "plan-renewal",
    "Edith, you've got until next Friday, January 15, to accept the renewal offer.",
    [S("you've got until next Friday, January 15, to accept the renewal offer")],
    ["January 15"], now_=NOW_RN,
    notes="now Friday 2027-01-08; accept_by 2027-01-15 is the following Friday.")

add(111, "plan-renewal",
    "Hi Edith, your renewal comes in at $20.50 a head for 195 head. Price increases at renewal are capped at 10% a "
    "head, and this one is inside that.",
    [C("your renewal comes in at $20.50 a head", AM, VM), S("for 195 head"), C("capped at 10% a head", NC, VM)],
    [], exc=["$20.50 a head", "capped at 10%"], errors=["stale_value", "wrong_policy_condition"],
    notes="$20.50 was the WITHDRAWN offer RN-0412-A; the current offer is $19.75. Policy cap is 8%.")

add(112, "plan-renewal",
    "Hi Edith, next year is $19.75 a head, up $1.25, so your plan costs about $225.00 more for the year. Accept by "
    "January 15 to keep it going.",
    [S("next year is $19.75 a head, up $1.25"), C("your plan costs about $225.00 more for the year", AM, VM),
     S("Accept by January 15 to keep it going")],
    [], exc=["about $225.00 more"], errors=["wrong_arithmetic"],
    notes="$225 prices the increase on 180 head only; with 195 head the annual goes from $3,330.00 to $3,851.25, $521.25 more.")

add("r24", "plan-renewal",
    "Hi Edith, your renewal is $19.75 a head for 195 head, $3,851.25 for the year, and you have until January 31 to "
    "accept it.",
    [S("your renewal is $19.75 a head for 195 head"), S("$3,851.25 for the year"),
     C("you have until January 31 to accept it", DM)],
    ["January 15|Jan 15|Jan. 15|2027-01-15", "$3,851.25"], exc=["until January 31 to accept"], errors=["wrong_role"],
    notes="January 31 is the current term's end; accept_by is 2027-01-15.")

# --------------------------------------------------------------------------------------
bundle("preg-check", D6,
       "How'd the preg check come out yesterday?",
       [rec("get_preg_check_results#PC-2026-118", "get_preg_check_results", {
            "session_id": "PC-2026-118", "account_id": "HH-3318", "plan_id": "HP-1402", "date": "2026-10-22",
            "vet": "Dr. Anika Ruud", "method": "ULTRASOUND", "head_checked": 212, "pregnant": 197, "open": 15,
            "stages": {"EARLY_UNDER_60D": 31, "MID_61_120D": 148, "LATE_OVER_120D": 18},
            "heifers": {"checked": 40, "pregnant": 34, "open": 6},
            "billing": {"covered_by_plan": True, "extra_charges_minor": 0}}),
        rec("get_preg_check_results#PC-2025-104", "get_preg_check_results", {
            "session_id": "PC-2025-104", "account_id": "HH-3318", "date": "2025-10-19", "head_checked": 205,
            "pregnant": 186, "open": 19}),
        psg("kb#preg-check-terms",
            "Open means a cow or heifer was found not pregnant.\nPregnancy rate is the number confirmed pregnant "
            "divided by the number checked.\nStages are estimated from fetal size on ultrasound.")])

NOW_PC = now("2026-10-23T08:45:00")
add(113, "preg-check",
    "Hi Walt, Dr. Ruud ultrasounded 212 head yesterday: 197 pregnant and 15 open, so about a 93% pregnancy rate. Of "
    "the bred ones, 148 are in the middle stage, 31 are early and 18 are late. The check was covered by your plan, so "
    "there's nothing extra to pay.",
    [S("Dr. Ruud ultrasounded 212 head yesterday"), S("197 pregnant and 15 open"), S("about a 93% pregnancy rate"),
     S("148 are in the middle stage"), S("31 are early"), S("18 are late"), S("The check was covered by your plan"),
     S("there's nothing extra to pay")],
    ["197 pregnant", "15 open"], now_=NOW_PC,
    notes="PC-2026-118 dated 2026-10-22 (yesterday); 197/212 = 92.9%; stages; billing covered_by_plan, extra 0.")

add(114, "preg-check",
    "Six of the 15 opens are heifers; 34 of the 40 heifers checked are bred.",
    [S("Six of the 15 opens are heifers"), S("34 of the 40 heifers checked are bred")],
    ["34 of the 40"],
    notes="heifers checked 40, pregnant 34, open 6; total open 15.")

add(115, "preg-check",
    "Walt, that's 197 bred out of 212, up from 186 out of 205 last fall.",
    [S("that's 197 bred out of 212"), S("up from 186 out of 205 last fall")],
    ["197 bred out of 212"],
    notes="PC-2026-118 vs PC-2025-104 (2025-10-19).")

add(116, "preg-check",
    "Hi Walt, out of 212 head checked, 197 were bred and 19 came up open, a pregnancy rate of about 91%.",
    [S("out of 212 head checked, 197 were bred"), C("19 came up open", VM), C("a pregnancy rate of about 91%", VM)],
    [], exc=["19 came up open", "about 91%"], errors=["other_record_value", "wrong_arithmetic"],
    notes="19 open is last year's PC-2025-104; this year's open is 15. 197/212 is 92.9%, about 93%.")

add(117, "preg-check",
    "Walt, 197 of your 212 are bred. 148 of them are late-stage, and we'll recheck the 31 early ones for free in 30 "
    "days.",
    [S("197 of your 212 are bred"), C("148 of them are late-stage", VM), I("we'll recheck the 31 early ones for free", NPE, NNE, CW)],
    [], exc=["148 of them are late-stage", "recheck the 31 early ones for free"], errors=["wrong_role", "invented_promise"],
    notes="148 is the MID_61_120D count; late is 18. Nothing offers a free recheck.")

add("r25", "preg-check",
    "Hi Walt, 212 head were checked yesterday: 197 bred and 15 open. The check will be billed as an extra on top of "
    "your plan.",
    [S("212 head were checked yesterday"), S("197 bred and 15 open"), C("The check will be billed as an extra", VM)],
    ["covered|nothing extra|no extra|no charge|included|won't be billed", "197"], exc=["billed as an extra"],
    errors=["wrong_value"], now_=NOW_PC,
    notes="billing.covered_by_plan true, extra_charges_minor 0.")


# ======================================================================================
# extra minimal pairs (added after the first pass, to spread the error kinds)
# ======================================================================================
add(118, "steer-haul",
    "Next Tuesday, 5–7 a.m., 2 pots, 86 head. Driver is Ross Pelletier.",
    [S("Next Tuesday, 5–7 a.m."), S("2 pots, 86 head"), C("Driver is Ross Pelletier", VM)],
    [], exc=["Ross Pelletier"], errors=["wrong_name"], now_=NOW_SH,
    notes="Minimal pair of 043: lead_driver is Russ Pelletier.")

add(119, "combine-hire",
    "HC-87990 runs 2026-08-24 to 2026-09-07, and any meter hours past 12 a day bill at $210.00 an hour.",
    [C("HC-87990 runs 2026-08-24 to 2026-09-07", IM, DM), S("any meter hours past 12 a day bill at $210.00 an hour")],
    [], exc=["HC-87990 runs"], errors=["wrong_id"],
    notes="Minimal pair of 003: the combine contract is HC-88214; HC-87990 is the closed May tractor hire.")

add(120, "canola-loadout",
    "Jerry: Nov 4, 7:30–9:00 a.m., B-03. Loading's $3.25 a tonne on the outbound scale weight, so about $136.50 if "
    "you take the estimated 42 tonnes.",
    [C("Nov 4, 7:30–9:00 a.m., B-03", DM, VM), S("Loading's $3.25 a tonne on the outbound scale weight"),
     S("about $136.50 if you take the estimated 42 tonnes")],
    [], exc=["7:30–9:00 a.m."], errors=["wrong_time"],
    notes="Minimal pair of 033: the window is 6:30-8:00 AM Regina (12:30-14:00 UTC).")

add(121, "calf-tracking",
    "HB-60455: in transit, ETA 2:30 PM today. The calves were watered at the Regina yards on the way through. Dwayne "
    "Kiss is driving.",
    [S("HB-60455: in transit"), S("ETA 2:30 PM today"), I("The calves were watered at the Regina yards", CW, NNE),
     S("Dwayne Kiss is driving")],
    [], exc=["watered at the Regina yards"], errors=["invented_fact"], now_=NOW_CT,
    notes="Near pair of 051: no record mentions a watering stop; the only delay logged is a 25-minute weigh scale inspection.")

add(122, "preg-check",
    "Six of the 15 opens are heifers; 36 of the 40 heifers checked are bred.",
    [S("Six of the 15 opens are heifers"), C("36 of the 40 heifers checked are bred", VM)],
    [], exc=["36 of the 40"], errors=["wrong_quantity"],
    notes="Minimal pair of 114: heifers.pregnant is 34.")

# ======================================================================================
if __name__ == "__main__":
    with open(os.path.join(HERE, "cases.jsonl"), "w") as f:
        for c in CASES:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w") as f:
        for c in REPAIRS:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    from collections import Counter
    ok = sum(1 for c in CASES if not c["meta"]["errors"])
    errs = Counter(e for c in CASES for e in c["meta"]["errors"])
    rerrs = Counter(e for c in REPAIRS for e in c["meta"]["errors"])
    print("cases", len(CASES), "correct", ok, "wrong", len(CASES) - ok, "repair", len(REPAIRS))
    print("errors(cases)", dict(sorted(errs.items())))
    print("errors(repair)", dict(sorted(rerrs.items())))
