"""Writer w100: builds cases.jsonl and repair.jsonl for the halcheck corpus.

Every bundle below (evidence, policy text, drafts, labels) was written by hand for this corpus.
The helpers only wrap the JSON shape and do self-checks (probe spans unique, excludes present, etc.).
Businesses: children's party venue, soft-play centre, kids' cooking classes, school-holiday clubs,
baby-sensory classes, school-uniform shop. API family: event-ticketing (Eventbrite-like).
"""
import json
import os
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
LON = ZoneInfo("Europe/London")
WRITER = "w100"
API = "event-ticketing (Eventbrite-like): events[] start/end {timezone, local, utc}, ticket_classes[] cost {display, value, currency}, orders[] costs, attendees[] status/refunded, waitlist entries"

D_PARTY = "children's party venue"
D_SOFT = "soft-play centre"
D_COOK = "kids' cooking classes"
D_CLUB = "school-holiday clubs"
D_BABY = "baby-sensory classes"
D_UNI = "school-uniform shop"

AMT = "AMOUNT_MISMATCH"
DATE = "DATE_MISMATCH"
VAL = "VALUE_MISMATCH"
STATE = "RECORD_STATE_MISMATCH"
IDM = "IDENTIFIER_MISMATCH"
NOTEX = "NOT_EXECUTED"
NLIC = "NLI_CONTRADICTION"
NLIN = "NLI_NOT_ENTAILED"
NOPOL = "NO_POLICY_EVIDENCE"
NOTOOL = "CLAIM_WITHOUT_TOOL_EVIDENCE"


def t(local):
    """Eventbrite-style time triple for a Europe/London local time."""
    dt = datetime.fromisoformat(local).replace(tzinfo=LON)
    utc = dt.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return {"timezone": "Europe/London", "local": local, "utc": utc}


def money(pence, currency="GBP"):
    sign = "-" if pence < 0 else ""
    return {"display": f"{sign}£{abs(pence) / 100:,.2f}", "value": pence, "currency": currency}


def rec(eid, source, fields):
    return {"id": eid, "kind": "record", "source": source, "fields": fields}


def pol(eid, text, revision):
    return {"id": eid, "kind": "policy", "revision": revision, "text": text}


def psg(eid, text, source):
    return {"id": eid, "kind": "passage", "source": source, "text": text}


def refused(eid, tool, decision, args):
    return {"id": eid, "kind": "refused_call", "tool": tool, "decision": decision, "args": args}


def S(c):
    return {"contains": c, "verdict_in": ["supported"]}


def NA(c):
    return {"contains": c, "verdict_in": ["not_applicable"]}


def SNA(c):
    return {"contains": c, "verdict_in": ["supported", "not_applicable"]}


def X(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(reasons)}


def U(c, *reasons):
    return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(reasons)}


def XU(c, *reasons):
    return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(reasons)}


CASES = []
REPAIRS = []
PROBLEMS = []


def _check(cid, draft, probes, errors, excludes, includes, repair, corrections=1):
    for p in probes:
        n = draft.count(p["contains"])
        if n != 1:
            PROBLEMS.append(f"{cid}: probe span occurs {n}x: {p['contains']!r}")
    for e in excludes:
        if e not in draft:
            PROBLEMS.append(f"{cid}: exclude not in draft: {e!r}")
    wrong = [p for p in probes if "supported" not in p["verdict_in"] and "not_applicable" not in p["verdict_in"]]
    if len(wrong) != len(errors):
        PROBLEMS.append(f"{cid}: {len(wrong)} wrong probes but {len(errors)} error labels")
    if repair:
        if not includes:
            PROBLEMS.append(f"{cid}: repair without includes")
        else:
            for inc in includes[:corrections]:
                if any(a in draft for a in inc.split("|")):
                    PROBLEMS.append(f"{cid}: correction already in draft: {inc!r}")
            for inc in includes[corrections:]:
                if not any(a in draft for a in inc.split("|")):
                    PROBLEMS.append(f"{cid}: kept specific not in draft: {inc!r}")
    else:
        for inc in includes:
            if inc not in draft:
                PROBLEMS.append(f"{cid}: include not in draft: {inc!r}")
        if not errors and excludes:
            PROBLEMS.append(f"{cid}: correct case with excludes")


def add(scenario, domain, question, draft, evidence, probes, errors=(), notes="", now=None,
        excludes=(), includes=(), repair=False, corrections=1):
    errors = list(errors)
    if repair:
        cid = f"{WRITER}-r{len(REPAIRS) + 1:02d}-{scenario}"
        outcome = ["repaired"]
    else:
        cid = f"{WRITER}-{len(CASES) + 1:03d}-{scenario}"
        if errors:
            cid += "-" + errors[0].replace("_", "-")
        outcome = None if errors else ["sent"]
    _check(cid, draft, probes, errors, list(excludes), list(includes), repair, corrections)
    case = {"schema": "halcheck.case/1", "id": cid, "question": question, "draft": draft,
            "evidence": json.loads(json.dumps(evidence))}
    if now:
        case["now"] = now
    line = {"case": case,
            "expect": {"probes": probes, "outcome_in": outcome,
                       "final_excludes": list(excludes), "final_includes": list(includes)},
            "meta": {"writer": WRITER, "domain": domain, "scenario": scenario, "api_family": API,
                     "errors": errors, "notes": notes}}
    (REPAIRS if repair else CASES).append(line)
    return cid

# ---------------------------------------------------------------------------------------------
# B01 children's party venue: balance left to pay on a party booking (superseded quote distractor)
# ---------------------------------------------------------------------------------------------
b01_ev = [
    rec("get_event#EV-77120", "tool:events.get", {
        "event": {"id": "EV-77120", "name": {"text": "Jungle Room Party - Maya turns 6"},
                  "venue_id": "VEN-LEEDS-02", "status": "LIVE",
                  "start": t("2026-06-13T13:00:00"), "end": t("2026-06-13T15:00:00"),
                  "capacity": 24, "quantity_sold": 18},
        "ticket_classes": [
            {"id": "TC-JR-PKG", "name": "Jungle Party package (up to 15 children)", "cost": money(21000),
             "quantity_sold": 1},
            {"id": "TC-JR-XTRA", "name": "Additional child", "cost": money(1150), "quantity_sold": 3}]}),
    rec("get_order#ORD-310558", "tool:orders.get", {
        "order": {"id": "ORD-310558", "event_id": "EV-77120", "status": "PLACED",
                  "created_utc": "2026-03-02T10:14:05Z",
                  "costs": {"base_price": money(24450), "fee": money(250), "tax": money(0),
                            "gross": money(24700)},
                  "payments": [{"id": "PAY-88301", "type": "DEPOSIT", "amount": money(6000),
                                "status": "SUCCEEDED", "created_utc": "2026-03-02T10:14:22Z"}],
                  "balance_due": {"amount": money(18700), "due_local": "2026-05-30", "status": "UNPAID"}}}),
    rec("get_quote#Q-5521-v1", "tool:quotes.get", {
        "quote": {"id": "Q-5521-v1", "status": "SUPERSEDED", "superseded_by": "ORD-310558",
                  "children": 20, "costs": {"gross": money(27000)}, "created_utc": "2026-02-26T17:40:00Z"}}),
    pol("party-payments#v4",
        "Every party is held with a £60 deposit, taken when you book. We'll email a reminder before your "
        "balance is due. The remaining balance must be paid no later than 14 days before the party, online "
        "or over the phone. Final child numbers can be increased up to 7 days before the party. Deposits "
        "are non-refundable.", "v4"),
]
b01_q = "Hi, can you tell me how much I still owe for Maya's party and when I need to pay it by?"
b01_now = "2026-05-18T10:05:00+01:00"

add("party-balance", D_PARTY, b01_q,
    "Hi there! Maya's Jungle Room party on Saturday 13 June (1:00 PM to 3:00 PM) is all booked in. 🎉 "
    "Your £60.00 deposit came through safely, so the balance left to pay is £187.00. That needs to be paid "
    "by 30 May, which is 14 days before the party, and you can pay online or over the phone. Don't worry, "
    "we'll send you a reminder email too!",
    b01_ev,
    [S("on Saturday 13 June"), S("(1:00 PM to 3:00 PM)"), S("Your £60.00 deposit came through safely"),
     S("the balance left to pay is £187.00"), S("needs to be paid by 30 May"), S("14 days before the party"),
     S("online or over the phone"), S("we'll send you a reminder email too")],
    notes="order.balance_due is 18700 due 2026-05-30; deposit payment 6000 SUCCEEDED; event start local 13:00-15:00; policy gives 14 days, online/phone and the reminder email.",
    now=b01_now, includes=["£187.00", "30 May"])

add("party-balance", D_PARTY, b01_q,
    "Of course! Here's where things stand for Maya's party:\n"
    "- Total for the party: £247.00 (package, 3 extra children and the £2.50 booking fee)\n"
    "- Deposit paid: £60.00\n"
    "- Still to pay: £187.00\n"
    "- Due date: 30/05/2026\n"
    "You're all set for 18 little explorers on the day!",
    b01_ev,
    [NA("Of course!"), S("Total for the party: £247.00"), S("3 extra children"), S("the £2.50 booking fee"),
     S("Deposit paid: £60.00"), S("Still to pay: £187.00"), S("Due date: 30/05/2026"),
     S("18 little explorers")],
    notes="costs.gross 24700 with fee 250; TC-JR-XTRA quantity_sold 3; balance_due 18700 due 2026-05-30; event quantity_sold 18.",
    now=b01_now, includes=["£187.00", "30/05/2026"])

add("party-balance", D_PARTY, b01_q,
    "Hello! Lovely to hear from you. Maya's party is on Saturday 13 June at 1:00 PM. After your £60.00 "
    "deposit, you've got £184.50 left to pay, due by 30 May. Just pay online whenever suits you before then!",
    b01_ev,
    [S("Saturday 13 June at 1:00 PM"), S("your £60.00"), X("£184.50 left to pay", AMT),
     S("due by 30 May"), S("pay online")],
    errors=["wrong_arithmetic"],
    notes="£184.50 is base_price 244.50 minus the deposit, skipping the £2.50 fee; balance_due is 18700 (£187.00).",
    now=b01_now, excludes=["£184.50"])

add("party-balance", D_PARTY, b01_q,
    "Hi! Thanks so much for getting in touch. The total for Maya's party comes to £270.00, and your £60.00 "
    "deposit has already been paid. The rest is due 7 days before the party, so there's still plenty of "
    "time! We can't wait to celebrate with you!",
    b01_ev,
    [X("comes to £270.00", AMT), S("£60.00 deposit has already been paid"),
     X("due 7 days before the party", NLIC, DATE, VAL), NA("We can't wait to celebrate with you!")],
    errors=["stale_value", "wrong_period"],
    notes="£270.00 is the SUPERSEDED quote Q-5521-v1; the order gross is 24700. Policy and balance_due put the balance 14 days before (30 May); 7 days is the numbers deadline.",
    now=b01_now, excludes=["£270.00", "7 days before the party"])

add("party-balance", D_PARTY, b01_q,
    "Hi there! Maya's Jungle Room party is on Saturday 13 June, 1:00 PM to 3:00 PM. With your £60.00 deposit "
    "paid, the balance left is £210.00, due by 30 May. See you soon!",
    b01_ev,
    [S("Saturday 13 June"), S("1:00 PM to 3:00 PM"), S("£60.00 deposit"), X("the balance left is £210.00", AMT),
     S("due by 30 May")],
    errors=["stale_value"],
    notes="£210.00 is the superseded £270.00 quote less the deposit; order.balance_due is 18700 (£187.00).",
    now=b01_now, excludes=["£210.00"], includes=["£187.00|£187|187.00", "30 May|30/05"], repair=True)

# ---------------------------------------------------------------------------------------------
# B02 party venue: date move refused (inside the 21-day notice window)
# ---------------------------------------------------------------------------------------------
b02_ev = [
    rec("get_event#EV-80214", "tool:events.get", {
        "event": {"id": "EV-80214", "name": {"text": "Pirate Ship Party - Oscar (5)"}, "status": "LIVE",
                  "start": t("2026-05-23T11:00:00"), "end": t("2026-05-23T13:00:00"),
                  "capacity": 20, "quantity_sold": 16}}),
    rec("get_order#ORD-312907", "tool:orders.get", {
        "order": {"id": "ORD-312907", "event_id": "EV-80214", "status": "PLACED",
                  "costs": {"base_price": money(19500), "fee": money(0), "tax": money(0), "gross": money(19500)},
                  "payments": [
                      {"id": "PAY-90114", "type": "DEPOSIT", "amount": money(6000), "status": "SUCCEEDED"},
                      {"id": "PAY-93320", "type": "BALANCE", "amount": money(13500), "status": "SUCCEEDED",
                       "created_utc": "2026-05-06T19:02:51Z"}],
                  "amount_outstanding": money(0)}}),
    rec("get_availability#2026-05-30", "tool:rooms.availability", {
        "date_local": "2026-05-30", "room": "PIRATE_SHIP",
        "slots": [{"start_local": "11:00", "status": "AVAILABLE"}, {"start_local": "14:00", "status": "HELD"}]}),
    refused("transfer_order#call-1", "transfer_order", "DENY",
            {"order_id": "ORD-312907", "to_date_local": "2026-05-30", "slot_start_local": "11:00"}),
    pol("party-changes#v4",
        "We know plans change! A party date can be moved once, free of charge, as long as we hear from you at "
        "least 21 days before the original date. Inside 21 days we can't move the booking, but you're welcome "
        "to reduce numbers up to 7 days before. If we have to cancel for any reason, you'll get a full refund.",
        "v4"),
]
b02_q = "Something's come up - can we move Oscar's party from 23 May to 30 May please?"
b02_now = "2026-05-12T16:20:00+01:00"

add("party-reschedule", D_PARTY, b02_q,
    "Oh no, I'm sorry to hear something's come up! I tried to move Oscar's Pirate Ship party to Saturday "
    "30 May, but unfortunately I wasn't able to, as the party is now less than 21 days away. Our policy lets "
    "us move a date once for free when we hear from you at least 21 days ahead. Oscar's party is still booked "
    "for Saturday 23 May at 11:00 AM, and it's fully paid, so there's nothing more to pay. If it would help, "
    "you can still reduce numbers up to 7 days before.",
    b02_ev,
    [NA("I'm sorry to hear something's come up"), S("I wasn't able to"), S("less than 21 days away"),
     S("move a date once for free"), S("at least 21 days ahead"), S("still booked for Saturday 23 May"),
     S("at 11:00 AM"), S("it's fully paid"), S("reduce numbers up to 7 days before")],
    notes="transfer_order was DENIED; 12 May to 23 May is 11 days; policy needs 21 days; event start 11:00 local; amount_outstanding 0.",
    now=b02_now, includes=["23 May", "11:00 AM"])

add("party-reschedule", D_PARTY, b02_q,
    "Sorry, I couldn't move Oscar's party to 30 May: date changes need at least 21 days' notice, and 23 May "
    "is only 11 days away. The booking at 11:00 AM on 23 May stands, fully paid.",
    b02_ev,
    [S("I couldn't move Oscar's party"), S("need at least 21 days' notice"), S("only 11 days away"),
     S("The booking at 11:00 AM on 23 May stands"), S("fully paid")],
    notes="refused_call transfer_order DENY; now 2026-05-12 to 2026-05-23 is 11 days; both payments SUCCEEDED.",
    now=b02_now, includes=["23 May", "21 days"])

add("party-reschedule", D_PARTY, b02_q,
    "Great news! I've moved Oscar's Pirate Ship party to Saturday 30 May at 11:00 AM. As it's already fully "
    "paid, there's nothing extra for you to do. We can't wait to see you all!",
    b02_ev,
    [X("I've moved Oscar's Pirate Ship party", NOTEX), S("already fully paid"),
     NA("We can't wait to see you all!")],
    errors=["refused_call_effect"],
    notes="transfer_order#call-1 was DENIED, so the move did not happen; amount_outstanding is 0.",
    now=b02_now, excludes=["I've moved Oscar"])

add("party-reschedule", D_PARTY, b02_q,
    "Hi there, thanks for letting us know! Oscar's party qualifies for our free date change. The team will "
    "email you a confirmation within 24 hours. In the meantime, the booking is fully paid, so there's nothing "
    "more to pay.",
    b02_ev,
    [XU("qualifies for our free date change", NOTEX, NLIC, VAL, STATE, NOTOOL),
     U("within 24 hours", NOPOL, NLIN, NOTOOL), S("the booking is fully paid")],
    errors=["condition_unmet", "invented_promise"],
    notes="The free move needs 21 days' notice and only 11 remain (transfer_order DENIED); no policy promises a 24-hour confirmation email.",
    now=b02_now, excludes=["qualifies for our free date change", "within 24 hours"])

add("party-reschedule", D_PARTY, b02_q,
    "Hi! I've moved Oscar's Pirate Ship party to Saturday 30 May at 11:00 AM. It's fully paid, so there's "
    "nothing more to pay.",
    b02_ev,
    [X("I've moved Oscar's Pirate Ship party", NOTEX), S("It's fully paid")],
    errors=["refused_call_effect"],
    notes="transfer_order#call-1 DENY: the party stays on 23 May; the repair should say the move could not be made.",
    now=b02_now, excludes=["I've moved Oscar"],
    includes=["couldn't|could not|unable|wasn't able|not able|can't|cannot|isn't possible", "fully paid|paid in full|nothing more to pay"],
    repair=True)

# ---------------------------------------------------------------------------------------------
# B03 party venue: RSVPs and room for more children
# ---------------------------------------------------------------------------------------------
b03_ev = [
    rec("get_event#EV-81502", "tool:events.get", {
        "event": {"id": "EV-81502", "name": {"text": "Unicorn Disco Party - Isla (7)"}, "status": "LIVE",
                  "start": t("2026-07-04T14:30:00"), "end": t("2026-07-04T16:30:00"),
                  "capacity": 25, "quantity_sold": 20,
                  "organizer_contact": {"name": "Chioma Okafor"}},
        "ticket_classes": [{"id": "TC-UD-CHILD", "name": "Party child place", "cost": money(1395),
                            "quantity_total": 25, "quantity_sold": 20}]}),
    rec("list_attendees#EV-81502", "tool:attendees.list", {
        "event_id": "EV-81502",
        "invites": {"sent": 17, "awaiting_reply": 6},
        "pagination": {"object_count": 11, "page_count": 1},
        "attendees": [
            {"id": "ATT-40101", "profile": {"first_name": "Amara"}, "status": "Attending"},
            {"id": "ATT-40102", "profile": {"first_name": "Leo"}, "status": "Attending"},
            {"id": "ATT-40103", "profile": {"first_name": "Harvey"}, "status": "Not Attending"},
            {"id": "ATT-40104", "profile": {"first_name": "Freddie"}, "status": "Attending"},
            {"id": "ATT-40105", "profile": {"first_name": "Poppy"}, "status": "Attending"},
            {"id": "ATT-40106", "profile": {"first_name": "Mia"}, "status": "Not Attending"},
            {"id": "ATT-40107", "profile": {"first_name": "Zain"}, "status": "Attending"},
            {"id": "ATT-40108", "profile": {"first_name": "Ruby"}, "status": "Attending"},
            {"id": "ATT-40109", "profile": {"first_name": "Theo"}, "status": "Attending"},
            {"id": "ATT-40110", "profile": {"first_name": "Jude"}, "status": "Not Attending"},
            {"id": "ATT-40111", "profile": {"first_name": "Ava"}, "status": "Attending"}]}),
    pol("party-numbers#v4",
        "Party places are charged per child. Adults don't need a place and don't count towards capacity. You "
        "can add children up to 7 days before the party, as long as the room's capacity isn't exceeded. After "
        "that, numbers are fixed but can still be reduced for a credit on your next visit. Each child place "
        "includes the disco, a hot food box and a party bag.", "v4"),
]
b03_q = "How many of the kids have said they're coming to Isla's party? And is there still room to add a couple more?"
b03_now = "2026-06-24T19:40:00+01:00"

add("party-rsvps", D_PARTY, b03_q,
    "Hi! Isla's party is shaping up beautifully. 🦄 So far 8 children have said they're coming and 3 can't "
    "make it, with 6 invites still waiting for a reply. There's definitely room for a couple more: you've "
    "booked 20 of the 25 places, so 5 are still free. You can add children up to 7 days before the party, so "
    "by Saturday 27 June, and each extra place is £13.95.",
    b03_ev,
    [S("8 children have said they're coming"), S("3 can't make it"), S("6 invites still waiting"),
     S("you've booked 20 of the 25 places"), S("5 are still free"), S("up to 7 days before the party"),
     S("by Saturday 27 June"), S("each extra place is £13.95")],
    notes="attendees: 8 Attending, 3 Not Attending; invites.awaiting_reply 6; capacity 25, quantity_sold 20; 7 days before 4 July is 27 June; TC-UD-CHILD 1395.",
    now=b03_now, includes=["8 children", "£13.95"])

add("party-rsvps", D_PARTY, b03_q,
    "Dear Mrs Okafor,\n\nThank you for your message about Isla's Unicorn Disco Party on Saturday 4 July.\n\n"
    "Eight guests have confirmed they are attending, and three have let us know they cannot come. Five of the "
    "twenty-five places are still available, so adding two more children is no problem at all, provided it is "
    "done by 27 June.\n\nWarm wishes,\nThe Party Team",
    b03_ev,
    [S("Saturday 4 July"), S("Eight guests have confirmed"), S("three have let us know they cannot come"),
     S("Five of the twenty-five places"), S("adding two more children is no problem"),
     S("provided it is done by 27 June")],
    notes="8 Attending / 3 Not Attending in list_attendees; 25 - 20 = 5 places; add-by date 27 June from the 7-day rule.",
    now=b03_now, includes=["Eight guests", "27 June"])

add("party-rsvps", D_PARTY, b03_q,
    "Hi there! 11 children have RSVP'd yes so far, which is fantastic. You've got 5 places left out of 25, so "
    "adding two more is absolutely fine as long as you do it by 27 June. Extra places are £13.95 each.",
    b03_ev,
    [X("11 children have RSVP'd yes", VAL), S("5 places left out of 25"), S("as long as you do it by 27 June"),
     S("Extra places are £13.95 each")],
    errors=["wrong_quantity"],
    notes="11 is every reply (object_count); only 8 attendees are Attending, 3 are Not Attending.",
    now=b03_now, excludes=["11 children"])

add("party-rsvps", D_PARTY, b03_q,
    "Hi! 8 little guests have said yes so far, and 3 have said no. You can add more children right up to 48 "
    "hours before the party, so there's loads of time. Each extra place is £13.95 and includes the disco, a "
    "hot food box and a slice of birthday cake.",
    b03_ev,
    [S("8 little guests have said yes"), S("3 have said no"), X("up to 48 hours before the party", NLIC, VAL),
     S("Each extra place is £13.95"), S("a hot food box"), XU("a slice of birthday cake", NOPOL, NLIN, NLIC, NOTOOL)],
    errors=["wrong_period", "unlisted_perk"],
    notes="Policy: additions up to 7 days before, not 48 hours; a child place includes disco, hot food box and party bag, not cake.",
    now=b03_now, excludes=["48 hours", "birthday cake"])

add("party-rsvps", D_PARTY, b03_q,
    "Hi! So far 8 children have said they're coming and 3 can't make it. You've still got 5 free places, and "
    "you can add more children until Wednesday 1 July. Extra places are £13.95 each.",
    b03_ev,
    [S("8 children have said they're coming"), S("3 can't make it"), S("5 free places"),
     X("until Wednesday 1 July", DATE, NLIC), S("Extra places are £13.95 each")],
    errors=["wrong_date"],
    notes="Party 4 July; 7 days before is Saturday 27 June, not 1 July.",
    now=b03_now, excludes=["1 July"], includes=["27 June|27/06|27th June|27th of June", "£13.95"], repair=True)

# ---------------------------------------------------------------------------------------------
# B04 party venue: what the package includes; cake asked about but never added
# ---------------------------------------------------------------------------------------------
b04_ev = [
    rec("get_event#EV-83077", "tool:events.get", {
        "event": {"id": "EV-83077", "name": {"text": "Superhero Training Party - Jonah (8)"}, "status": "LIVE",
                  "start": t("2026-04-25T10:00:00"), "end": t("2026-04-25T12:00:00"),
                  "capacity": 12, "quantity_sold": 12}}),
    rec("get_order#ORD-314420", "tool:orders.get", {
        "order": {"id": "ORD-314420", "event_id": "EV-83077", "status": "PLACED",
                  "line_items": [
                      {"ticket_class_id": "TC-SH-PKG", "name": "Superhero Training Party (up to 12 children)",
                       "cost": money(19800)},
                      {"ticket_class_id": "ADD-BALLOONS", "name": "Helium balloon bunch", "cost": money(3000)}],
                  "costs": {"base_price": money(22800), "fee": money(350), "tax": money(0), "gross": money(23150)},
                  "customer_notes": "Asked on the phone about a caterpillar cake - will decide later"}}),
    rec("get_ticket_class#TC-SH-PKG", "tool:ticket_classes.get", {
        "ticket_class": {"id": "TC-SH-PKG", "name": "Superhero Training Party", "cost": money(19800),
                         "max_children": 12, "duration": "PT2H",
                         "includes": ["PARTY_HOST_X2", "OBSTACLE_COURSE_60_MIN", "HOT_FOOD_BOX", "SQUASH_JUGS",
                                      "E_INVITES"]}}),
    psg("kb-party-extras#2",
        "Party extras can be added to any booking up to 7 days before the big day.\n"
        "Birthday cakes (serves 16) cost £32 and come in chocolate or vanilla sponge.\n"
        "Party bags are £3.50 per child.\n"
        "Helium balloon bunches are £30.", "kb:party-extras"),
]
b04_q = "What's included in the Superhero party we booked, and did the cake I asked about get added?"
b04_now = "2026-04-08T11:00:00+01:00"

add("party-package-extras", D_PARTY, b04_q,
    "Hi there! Your Superhero Training Party on Saturday 25 April (10:00 AM to 12:00 PM) includes two party "
    "hosts, a 60-minute obstacle course, hot food boxes, jugs of squash and e-invites. Your helium balloon "
    "bunch is on the booking too! I can't see a cake on the order, though. If you'd like one, our birthday "
    "cakes serve 16 and cost £32, and extras can be added up to 7 days before the party.",
    b04_ev,
    [S("Saturday 25 April"), S("10:00 AM to 12:00 PM"), S("two party hosts"), S("60-minute obstacle course"),
     S("hot food boxes"), S("jugs of squash"), S("e-invites"), S("helium balloon bunch is on the booking"),
     S("I can't see a cake on the order"), S("serve 16 and cost £32"), S("added up to 7 days before the party")],
    notes="TC-SH-PKG includes lists hosts x2, 60-min course, hot food box, squash jugs, e-invites; order line items: package + balloons, no cake; kb passage gives cake and 7-day rule.",
    now=b04_now, includes=["two party hosts", "£32"])

add("party-package-extras", D_PARTY, b04_q,
    "Great question! Here's what's included:\n• 2 party hosts\n• 60 minutes on the obstacle course\n"
    "• Hot food box\n• Squash jugs\n• E-invites\nYou've also added a helium balloon bunch (£30.00). The cake "
    "hasn't been added yet, so just let me know if you'd like one!",
    b04_ev,
    [NA("Great question!"), S("• 2 party hosts"), S("60 minutes on the obstacle course"), S("• Hot food box"),
     S("• Squash jugs"), S("• E-invites"), S("You've also added a helium balloon bunch (£30.00)"),
     S("The cake hasn't been added yet")],
    notes="includes[] of TC-SH-PKG; ADD-BALLOONS line item 3000; no cake line item (customer_notes says they would decide later).",
    now=b04_now, includes=["£30.00", "2 party hosts"])

add("party-package-extras", D_PARTY, b04_q,
    "Hi! Your Superhero party includes two hosts, a 60-minute obstacle course, hot food boxes, squash and a "
    "party bag for every child. And yes, the caterpillar cake is all sorted and added to your booking! 🎂 The "
    "balloon bunch is on there too.",
    b04_ev,
    [S("two hosts"), S("a 60-minute obstacle course"), S("hot food boxes"),
     XU("a party bag for every child", NOPOL, NLIN, NLIC, NOTOOL, VAL),
     XU("the caterpillar cake is all sorted", NOTOOL, VAL, STATE),
     S("The balloon bunch is on there too")],
    errors=["unlisted_perk", "unrecorded_extra"],
    notes="Party bags are not in TC-SH-PKG includes (kb: £3.50 each extra); the order has no cake line item, only a note that the customer would decide later.",
    now=b04_now, excludes=["party bag for every child", "cake is all sorted"])

add("party-package-extras", D_PARTY, b04_q,
    "Hello! Just to confirm, your Superhero Training Party is on Saturday 25 April from 10:00 AM to 12:00 PM. "
    "The package includes two hosts, a 60-minute obstacle course, hot food boxes, squash jugs and e-invites, "
    "plus the balloon bunch you added, bringing your total to £228.00. There's no cake on the booking yet, but "
    "cakes are £32 if you'd like to add one.",
    b04_ev,
    [S("Saturday 25 April"), S("from 10:00 AM to 12:00 PM"), S("two hosts"), S("60-minute obstacle course"),
     S("plus the balloon bunch you added"), X("total to £228.00", AMT), S("There's no cake on the booking yet"),
     S("cakes are £32")],
    errors=["wrong_arithmetic"],
    notes="£228.00 is base_price; the order gross with the £3.50 fee is 23150 (£231.50).",
    now=b04_now, excludes=["£228.00"])

add("party-package-extras", D_PARTY, b04_q,
    "Hi! Your Superhero party on Saturday 25 April includes two hosts, a 60-minute obstacle course, hot food "
    "boxes, squash jugs and e-invites. Your helium balloon bunch (£35.00) is on the booking too, and your total "
    "comes to £231.50.",
    b04_ev,
    [S("Saturday 25 April"), S("two hosts"), S("60-minute obstacle course"), S("hot food boxes"),
     X("balloon bunch (£35.00)", AMT, NLIC), S("total comes to £231.50")],
    errors=["wrong_amount"],
    notes="ADD-BALLOONS line item cost is 3000 (£30.00), as the kb passage also says.",
    now=b04_now, excludes=["£35.00"], includes=["£30|30.00", "£231.50|231.50"], repair=True)

# ---------------------------------------------------------------------------------------------
# B05 party venue: parking and nut allergy for a guest (passage + policy)
# ---------------------------------------------------------------------------------------------
b05_ev = [
    rec("get_event#EV-79940", "tool:events.get", {
        "event": {"id": "EV-79940", "name": {"text": "Dino Dig Party - Arlo (4)"}, "status": "LIVE",
                  "venue": {"id": "VEN-HGT-01", "name": "Little Explorers Harrogate"},
                  "start": t("2026-03-22T15:00:00"), "end": t("2026-03-22T17:00:00")}}),
    rec("get_attendee#ATT-55120", "tool:attendees.get", {
        "attendee": {"id": "ATT-55120", "event_id": "EV-79940", "profile": {"first_name": "Reuben"},
                     "status": "Attending",
                     "answers": [{"question": "Any allergies?", "answer": "Nuts (peanuts and tree nuts)"}]}}),
    psg("kb-harrogate-venue#1",
        "Little Explorers Harrogate is on the first floor of the Wetherby Road retail park.\n"
        "The car park outside is free for the first 3 hours; after that it's £1.50 an hour.\n"
        "A lift runs from the ground floor entrance.\n"
        "There are baby-changing facilities on both floors.", "kb:venues/harrogate"),
    pol("allergens#v2",
        "Our party kitchen does not use peanuts or tree nuts in any party food, but we cannot guarantee a "
        "nut-free environment because some snacks are made in factories that also handle nuts. Please tell us "
        "about any allergy at least 48 hours before the party so the host can plan. Guests may bring their own "
        "food for a child with allergies.", "v2"),
]
b05_q = "We're coming to a party at your Harrogate venue on Sunday. Is there parking, and is the food nut-free? My son Reuben has a nut allergy."
b05_now = "2026-03-20T09:15:00+00:00"

add("party-venue-allergy", D_PARTY, b05_q,
    "Hi! Yes, there's a car park right outside, and it's free for the first 3 hours, which covers the whole "
    "party (3:00 PM to 5:00 PM on Sunday). As for food, our party kitchen doesn't use peanuts or tree nuts in "
    "any party food. We can't promise a completely nut-free environment, though, as some snacks are made in "
    "factories that also handle nuts, so you're very welcome to bring Reuben's own food. I can see his nut "
    "allergy is already noted on his RSVP. 💚",
    b05_ev,
    [S("free for the first 3 hours"), S("covers the whole party"), S("3:00 PM to 5:00 PM on Sunday"),
     S("doesn't use peanuts or tree nuts"), S("can't promise a completely nut-free environment"),
     S("welcome to bring Reuben's own food"), S("nut allergy is already noted on his RSVP")],
    notes="kb passage: free first 3 hours; event 15:00-17:00 local on 22 March; allergens policy; attendee answer records nuts.",
    now=b05_now, includes=["3 hours", "nut-free"])

add("party-venue-allergy", D_PARTY, b05_q,
    "Parking: free for 3 hours, then £1.50 an hour. Food: no peanuts or tree nuts in party food, though we "
    "can't guarantee a nut-free environment, so feel free to bring Reuben's own snacks. Lift access is "
    "available from the ground floor.",
    b05_ev,
    [S("free for 3 hours"), S("then £1.50 an hour"), S("no peanuts or tree nuts in party food"),
     S("can't guarantee a nut-free environment"), S("bring Reuben's own snacks"), S("Lift access")],
    notes="Every sentence restates the kb-harrogate-venue passage or the allergens policy.",
    now=b05_now, includes=["£1.50", "3 hours"])

add("party-venue-allergy", D_PARTY, b05_q,
    "Hi! Great news: parking is completely free outside the venue, and our whole venue is 100% nut-free, so "
    "Reuben will be totally safe. The party runs from 3:00 PM to 5:00 PM this Sunday.",
    b05_ev,
    [X("parking is completely free", NLIC), X("100% nut-free", NLIC), S("3:00 PM to 5:00 PM this Sunday")],
    errors=["wrong_value", "wrong_policy_condition"],
    notes="Passage: free only for 3 hours, then £1.50/hour; allergens policy says a nut-free environment cannot be guaranteed.",
    now=b05_now, excludes=["completely free", "100% nut-free"])

add("party-venue-allergy", D_PARTY, b05_q,
    "Hi! Yes, there's free parking for the first 3 hours right outside, and the lift runs from the ground floor "
    "entrance. Our party kitchen doesn't use peanuts or tree nuts, though we can't guarantee a nut-free "
    "environment. Just a reminder that Arlo's party runs from 2:00 PM to 4:00 PM on Sunday 22 March.",
    b05_ev,
    [S("free parking for the first 3 hours"), S("the lift runs from the ground floor entrance"),
     S("doesn't use peanuts or tree nuts"), S("can't guarantee a nut-free environment"),
     X("2:00 PM to 4:00 PM", DATE, VAL)],
    errors=["wrong_time"],
    notes="Event start/end local 15:00-17:00 (GMT, so utc is the same); 2-4 PM matches neither.",
    now=b05_now, excludes=["2:00 PM to 4:00 PM"])

add("party-venue-allergy", D_PARTY, b05_q,
    "Hi! There's a car park right outside that's free for the first 2 hours, then £1.50 an hour. Our party food "
    "contains no peanuts or tree nuts, but we can't guarantee a nut-free environment, so do bring Reuben's own "
    "food if you'd like.",
    b05_ev,
    [X("free for the first 2 hours", NLIC), S("then £1.50 an hour"), S("no peanuts or tree nuts"),
     S("can't guarantee a nut-free environment"), S("bring Reuben's own food")],
    errors=["wrong_period"],
    notes="kb-harrogate-venue says free for the first 3 hours.",
    now=b05_now, excludes=["first 2 hours"], includes=["3 hours|three hours", "£1.50"], repair=True)

# ---------------------------------------------------------------------------------------------
# B06 soft-play centre: session time and what was paid (UTC vs BST trap)
# ---------------------------------------------------------------------------------------------
b06_ev = [
    rec("get_order#ORD-420117", "tool:orders.get", {
        "order": {"id": "ORD-420117", "event_id": "EV-SP-0718-1030", "status": "PLACED",
                  "created_utc": "2026-07-14T20:11:48Z",
                  "line_items": [
                      {"ticket_class_id": "TC-TODDLER", "name": "Toddler (1-4 yrs)", "quantity": 2,
                       "unit_cost": money(695)},
                      {"ticket_class_id": "TC-JUNIOR", "name": "Junior (5-11 yrs)", "quantity": 1,
                       "unit_cost": money(895)},
                      {"ticket_class_id": "TC-ADULT", "name": "Adult (free with child)", "quantity": 2,
                       "unit_cost": money(0)}],
                  "costs": {"base_price": money(2285), "fee": money(75), "tax": money(0), "gross": money(2360)}}}),
    rec("get_event#EV-SP-0718-1030", "tool:events.get", {
        "event": {"id": "EV-SP-0718-1030", "name": {"text": "Saturday Play Session"}, "status": "LIVE",
                  "start": t("2026-07-18T10:30:00"), "end": t("2026-07-18T12:00:00"),
                  "capacity": 90, "quantity_sold": 74}}),
    pol("softplay-session-rules#v3",
        "Play sessions last 90 minutes and start promptly. Every child must be accompanied by an adult, and "
        "grip socks must be worn by children and adults in the play frame. Please arrive 10 minutes early to "
        "check in. Socks are on sale at reception for £1.50 a pair.", "v3"),
]
b06_q = "Can you confirm what time our soft play session is tomorrow and what I paid?"
b06_now = "2026-07-17T08:30:00+01:00"

add("softplay-session", D_SOFT, b06_q,
    "Good morning! Your play session is tomorrow, Saturday 18 July, from 10:30 AM to 12:00 PM. You paid £23.60 "
    "in total: two toddler tickets at £6.95 each, one junior ticket at £8.95, and a 75p booking fee (the two "
    "adults go free). Do pop in about 10 minutes early to check in, and remember grip socks for everyone going "
    "on the play frame!",
    b06_ev,
    [S("tomorrow, Saturday 18 July"), S("from 10:30 AM to 12:00 PM"), S("You paid £23.60"),
     S("two toddler tickets at £6.95 each"), S("one junior ticket at £8.95"), S("a 75p booking fee"),
     S("the two adults go free"), S("10 minutes early to check in"), S("remember grip socks")],
    notes="event start.local 10:30 / end 12:00 on 18 July; line items 2x695, 1x895, 2x0; fee 75; gross 2360; policy for arrival and socks.",
    now=b06_now, includes=["10:30 AM", "£23.60"])

add("softplay-session", D_SOFT, b06_q,
    "Hi! Tomorrow's session starts at half past ten in the morning and runs for 90 minutes. Your order came to "
    "£23.60, including the 75p booking fee. See you then!",
    b06_ev,
    [S("starts at half past ten in the morning"), S("runs for 90 minutes"), S("came to £23.60"),
     S("including the 75p booking fee"), NA("See you then!")],
    notes="start.local 10:30 BST (utc 09:30Z); end 12:00 gives 90 minutes; gross 2360 with fee 75.",
    now=b06_now, includes=["half past ten", "£23.60"])

add("softplay-session", D_SOFT, b06_q,
    "Your booking for Saturday 18 July has been confirmed: 2 toddlers, 1 junior and 2 adults, with £23.60 paid. "
    "The session begins at 10:30 AM.",
    b06_ev,
    [S("Saturday 18 July has been confirmed"), S("2 toddlers, 1 junior and 2 adults"), S("£23.60 paid"),
     S("begins at 10:30 AM")],
    notes="order status PLACED; line item quantities 2/1/2; gross 2360; start.local 10:30.",
    now=b06_now, includes=["10:30 AM", "£23.60"])

add("softplay-session", D_SOFT, b06_q,
    "Hi! Your session tomorrow runs from 9:30 AM to 11:00 AM. The total paid was £23.60.",
    b06_ev,
    [X("runs from 9:30 AM to 11:00 AM", DATE, VAL), S("The total paid was £23.60")],
    errors=["unit_conversion"],
    notes="9:30-11:00 are the utc values (09:30Z-11:00Z); local BST time is 10:30 AM to 12:00 PM.",
    now=b06_now, excludes=["9:30 AM", "to 11:00 AM"])

add("softplay-session", D_SOFT, b06_q,
    "Hiya! You're booked in for 10:30 AM tomorrow. You paid £22.85 for two toddlers and one junior. Adults are "
    "welcome to wait in the café while children play on their own.",
    b06_ev,
    [S("10:30 AM tomorrow"), X("You paid £22.85", AMT), S("two toddlers and one junior"),
     X("children play on their own", NLIC)],
    errors=["wrong_role", "wrong_policy_condition"],
    notes="£22.85 is costs.base_price given as the amount paid (gross 2360); policy says every child must be accompanied by an adult.",
    now=b06_now, excludes=["£22.85", "play on their own"])

add("softplay-session", D_SOFT, b06_q,
    "Hi! Your session is tomorrow, Saturday 18 July, starting at 10:30 AM. The order came to £23.60: two toddler "
    "tickets at £8.95 each, one junior ticket and a 75p booking fee.",
    b06_ev,
    [S("tomorrow, Saturday 18 July"), S("starting at 10:30 AM"), S("The order came to £23.60"),
     X("two toddler tickets at £8.95 each", AMT), S("one junior ticket"), S("a 75p booking fee")],
    errors=["wrong_role"],
    notes="£8.95 is the junior unit_cost; TC-TODDLER unit_cost is 695 (£6.95).",
    now=b06_now, excludes=["at £8.95 each"], includes=["£6.95|6.95", "£23.60|23.60"], repair=True)

# ---------------------------------------------------------------------------------------------
# B07 soft-play centre: waiting-list position for a sold-out session (other entry as distractor)
# ---------------------------------------------------------------------------------------------
b07_ev = [
    rec("get_event#EV-SP-0805-0930", "tool:events.get", {
        "event": {"id": "EV-SP-0805-0930", "name": {"text": "Wednesday Morning Play"}, "status": "SOLD_OUT",
                  "start": t("2026-08-05T09:30:00"), "end": t("2026-08-05T11:00:00"),
                  "capacity": 80, "quantity_sold": 80, "waitlist_enabled": True}}),
    rec("get_waitlist_entry#WL-5531", "tool:waitlist.get", {
        "waitlist_entry": {"id": "WL-5531", "event_id": "EV-SP-0805-0930", "status": "WAITING", "position": 4,
                           "requested_quantity": 3, "created_utc": "2026-08-01T18:42:10Z",
                           "offer_window": "PT2H"}}),
    rec("get_waitlist_entry#WL-5412", "tool:waitlist.get", {
        "waitlist_entry": {"id": "WL-5412", "event_id": "EV-SP-0802-1400", "status": "EXPIRED", "position": 1,
                           "requested_quantity": 2, "created_utc": "2026-07-29T09:03:55Z"}}),
    rec("get_event#EV-SP-0805-1300", "tool:events.get", {
        "event": {"id": "EV-SP-0805-1300", "name": {"text": "Wednesday Afternoon Play"}, "status": "LIVE",
                  "start": t("2026-08-05T13:00:00"), "end": t("2026-08-05T14:30:00"),
                  "capacity": 80, "quantity_sold": 61}}),
    pol("waitlist#v2",
        "If a sold-out session has a cancellation, we email the first person on the waiting list. You then have "
        "2 hours to book before the offer passes to the next person. Joining the waiting list is free and doesn't "
        "guarantee a place. Waiting lists close 1 hour before the session starts.", "v2"),
]
b07_q = "The Wednesday morning session says sold out - am I on the waiting list and what number am I?"
b07_now = "2026-08-03T13:10:00+01:00"

add("softplay-waitlist", D_SOFT, b07_q,
    "Hi! Yes, you're on the waiting list for Wednesday Morning Play (9:30 AM on 5 August), and you're currently "
    "number 4 in the queue for 3 places. If a space comes up, we'll email you and you'll have 2 hours to book "
    "it. There's no guarantee, so if you'd like a sure thing, the Wednesday afternoon session at 1:00 PM still "
    "has 19 places left!",
    b07_ev,
    [S("you're on the waiting list"), S("9:30 AM on 5 August"), S("number 4 in the queue"), S("for 3 places"),
     S("we'll email you"), S("you'll have 2 hours to book it"), S("There's no guarantee"),
     S("session at 1:00 PM"), S("19 places left")],
    notes="WL-5531 WAITING position 4 for 3; policy: email, 2 hours, no guarantee; afternoon event capacity 80 - sold 61 = 19.",
    now=b07_now, includes=["number 4", "2 hours"])

add("softplay-waitlist", D_SOFT, b07_q,
    "You're 4th on the waiting list for Wednesday morning (3 places requested). We'll email you if a space "
    "frees up and you'll get two hours to grab it. The waiting list closes an hour before the session starts.",
    b07_ev,
    [S("You're 4th on the waiting list"), S("3 places requested"), S("We'll email you if a space frees up"),
     S("two hours to grab it"), S("closes an hour before the session starts")],
    notes="WL-5531 position 4, requested_quantity 3; waitlist policy for the email, 2 hours and 1-hour close.",
    now=b07_now, includes=["4th", "two hours"])

add("softplay-waitlist", D_SOFT, b07_q,
    "Hi there! Great news, you're number 1 on the waiting list for Wednesday's 9:30 AM session. If a place "
    "comes up, you'll have 24 hours to book it. Fingers crossed!",
    b07_ev,
    [X("number 1 on the waiting list", VAL), X("24 hours to book it", NLIC, VAL), NA("Fingers crossed!")],
    errors=["other_record_value", "wrong_period"],
    notes="Position 1 belongs to the expired entry WL-5412 for another session; WL-5531 is position 4. Policy gives 2 hours, not 24.",
    now=b07_now, excludes=["number 1 on the waiting list", "24 hours"])

add("softplay-waitlist", D_SOFT, b07_q,
    "Hi! Good news, you've been moved off the waiting list and booked in for Wednesday's 9:30 AM session! 🎉 If "
    "you ever need a back-up, the 1:00 PM session that afternoon still has places.",
    b07_ev,
    [X("moved off the waiting list and booked in", STATE), S("the 1:00 PM session that afternoon still has places")],
    errors=["wrong_state"],
    notes="WL-5531 status is WAITING and the morning session is SOLD_OUT; afternoon session has 19 places.",
    now=b07_now, excludes=["moved off the waiting list"])

add("softplay-waitlist", D_SOFT, b07_q,
    "Hi! You're on the waiting list for Wednesday Morning Play at 9:30 AM, currently in position 1. If a place "
    "opens up, we'll email you and you'll have 2 hours to book.",
    b07_ev,
    [S("You're on the waiting list for Wednesday Morning Play"), X("currently in position 1", VAL),
     S("we'll email you"), S("2 hours to book")],
    errors=["other_record_value"],
    notes="Position 1 is WL-5412 (another, expired entry); this entry WL-5531 is position 4.",
    now=b07_now, excludes=["position 1"], includes=["position 4|number 4|4th|fourth|No. 4", "2 hours|two hours"],
    repair=True)

# ---------------------------------------------------------------------------------------------
# B08 soft-play centre: centre cancelled a session; refund processed
# ---------------------------------------------------------------------------------------------
b08_ev = [
    rec("get_event#EV-SP-0530-1000", "tool:events.get", {
        "event": {"id": "EV-SP-0530-1000", "name": {"text": "Saturday Play Session"}, "status": "CANCELED",
                  "start": t("2026-05-30T10:00:00"), "end": t("2026-05-30T11:30:00"),
                  "cancellation": {"reason_code": "MAINTENANCE_CLOSURE", "cancelled_utc": "2026-05-26T07:05:00Z"}}}),
    rec("get_order#ORD-418870", "tool:orders.get", {
        "order": {"id": "ORD-418870", "event_id": "EV-SP-0530-1000", "status": "REFUNDED",
                  "costs": {"base_price": money(1790), "fee": money(60), "tax": money(0), "gross": money(1850)},
                  "refund": {"amount": money(1850), "status": "PROCESSED", "processed_utc": "2026-05-26T09:12:40Z",
                             "method": "ORIGINAL_CARD", "card_last4": "4471"}}}),
    rec("list_attendees#ORD-418870", "tool:attendees.list", {
        "order_id": "ORD-418870",
        "attendees": [
            {"id": "ATT-61001", "profile": {"first_name": "Esme"}, "ticket_class_name": "Toddler (1-4 yrs)",
             "status": "Not Attending", "refunded": True},
            {"id": "ATT-61002", "profile": {"first_name": "Kit"}, "ticket_class_name": "Toddler (1-4 yrs)",
             "status": "Not Attending", "refunded": True},
            {"id": "ATT-61003", "profile": {"first_name": "Parent"}, "ticket_class_name": "Adult (free with child)",
             "status": "Not Attending", "refunded": True}]}),
    rec("get_order#ORD-417302", "tool:orders.get", {
        "order": {"id": "ORD-417302", "event_id": "EV-SP-0606-1000", "status": "PLACED",
                  "event_start": t("2026-06-06T10:00:00"),
                  "costs": {"base_price": money(1190), "fee": money(60), "tax": money(0), "gross": money(1250)}}}),
    pol("centre-cancellations#v2",
        "If we have to cancel a session, every ticket on the booking is refunded in full, including the booking "
        "fee. Refunds go back to the card used to pay and usually show within 5-10 working days, depending on "
        "your bank. We'll also email you a 20% off code for your next visit.", "v2"),
]
b08_q = "You cancelled our Saturday session - has my refund gone through?"
b08_now = "2026-05-27T15:00:00+01:00"

add("softplay-cancelled-refund", D_SOFT, b08_q,
    "Hi! I'm so sorry we had to cancel Saturday's session for maintenance. The good news is your full refund of "
    "£18.50, booking fee included, was processed on 26 May back to your card ending 4471. It usually shows "
    "within 5-10 working days, depending on your bank. We'll also be sending a 20% off code for your next "
    "visit. 💛",
    b08_ev,
    [S("cancel Saturday's session for maintenance"), S("full refund of £18.50"), S("booking fee included"),
     S("processed on 26 May"), S("card ending 4471"), S("within 5-10 working days"), S("20% off code")],
    notes="event CANCELED with MAINTENANCE_CLOSURE; refund 1850 PROCESSED 2026-05-26 to card 4471; policy gives 5-10 days and the 20% code.",
    now=b08_now, includes=["£18.50", "4471"])

add("softplay-cancelled-refund", D_SOFT, b08_q,
    "Your refund has been processed: £18.50 was returned to the card ending 4471 on 26/05/2026. Refunds normally "
    "take 5 to 10 working days to appear. Your other booking, for 6 June, is unaffected.",
    b08_ev,
    [S("Your refund has been processed"), S("£18.50 was returned"), S("card ending 4471"), S("on 26/05/2026"),
     S("5 to 10 working days"), S("for 6 June, is unaffected")],
    notes="refund.status PROCESSED, processed_utc 26 May; ORD-417302 for 6 June is still PLACED.",
    now=b08_now, includes=["£18.50", "26/05/2026"])

add("softplay-cancelled-refund", D_SOFT, b08_q,
    "Hi! Sorry about Saturday! We've refunded £17.90 for your tickets to the card ending 4471. Refunds usually "
    "take 3-5 working days to show.",
    b08_ev,
    [X("We've refunded £17.90", AMT), S("the card ending 4471"), X("3-5 working days", NLIC, VAL)],
    errors=["wrong_amount", "wrong_period"],
    notes="refund.amount is 1850 (£18.50, fee included); £17.90 is base_price. Policy says 5-10 working days.",
    now=b08_now, excludes=["£17.90", "3-5 working days"])

add("softplay-cancelled-refund", D_SOFT, b08_q,
    "Hello! Sorry we had to cancel Saturday's session. Your refund of £18.50 is still pending with our team, but "
    "it'll go back to your card ending 4471. Your booking for 6 June is still going ahead as normal.",
    b08_ev,
    [S("cancel Saturday's session"), S("Your refund of £18.50"), X("is still pending with our team", STATE),
     S("your card ending 4471"), S("6 June is still going ahead")],
    errors=["wrong_state"],
    notes="refund.status is PROCESSED (26 May), order status REFUNDED, not pending.",
    now=b08_now, excludes=["still pending"])

add("softplay-cancelled-refund", D_SOFT, b08_q,
    "Hi! I'm sorry we had to cancel Saturday's session. Your full refund of £18.50 was processed on 26 May to the "
    "card ending 4471, and refunds usually show within 3-5 working days.",
    b08_ev,
    [S("cancel Saturday's session"), S("full refund of £18.50"), S("processed on 26 May"), S("card ending 4471"),
     X("within 3-5 working days", NLIC, VAL)],
    errors=["wrong_period"],
    notes="centre-cancellations policy: usually 5-10 working days.",
    now=b08_now, excludes=["3-5 working days"], includes=["5-10|5 to 10|five to ten|5–10", "£18.50"], repair=True)

# ---------------------------------------------------------------------------------------------
# B09 soft-play centre: 10-visit pass, visits left (no-show counts as used)
# ---------------------------------------------------------------------------------------------
b09_ev = [
    rec("get_order#ORD-401288", "tool:orders.get", {
        "order": {"id": "ORD-401288", "status": "PLACED", "created": t("2026-04-14T09:31:00"),
                  "line_items": [{"ticket_class_id": "TC-PASS10-TOD", "name": "10-Visit Toddler Pass",
                                  "quantity": 1, "cost": money(5900)}],
                  "costs": {"base_price": money(5900), "fee": money(0), "tax": money(0), "gross": money(5900)},
                  "pass": {"visits_total": 10, "valid_until_local": "2026-10-14"}}}),
    rec("list_pass_bookings#ORD-401288", "tool:attendees.list", {
        "order_id": "ORD-401288",
        "attendees": [
            {"event_start": t("2026-04-18T10:00:00"), "status": "Checked In"},
            {"event_start": t("2026-05-09T10:00:00"), "status": "Checked In"},
            {"event_start": t("2026-05-30T13:00:00"), "status": "Checked In"},
            {"event_start": t("2026-06-20T10:00:00"), "status": "Checked In"},
            {"event_start": t("2026-07-04T10:00:00"), "status": "Checked In"},
            {"event_start": t("2026-07-21T10:00:00"), "status": "Not Attending", "refunded": False,
             "cancel_type": "NO_SHOW"},
            {"event_start": t("2026-08-15T13:00:00"), "status": "Checked In"},
            {"event_start": t("2026-09-12T10:00:00"), "status": "Attending"}]}),
    pol("pass-terms#v1",
        "A 10-Visit Pass gives ten play sessions for one child and is valid for 6 months from the date of "
        "purchase. Each visit must be booked in advance using the pass. If you don't cancel a booked visit at "
        "least 24 hours before it starts, it counts as used. Unused visits can't be refunded or carried over "
        "once the pass expires.", "v1"),
]
b09_q = "How many visits have I got left on my 10-visit pass, and when does it run out?"
b09_now = "2026-09-09T10:00:00+01:00"

add("softplay-pass-visits", D_SOFT, b09_q,
    "Hi! Here's where your 10-Visit Toddler Pass is at: you've used 7 visits (6 sessions checked in, plus the "
    "21 July session that was missed, which counts as used). You've also got a visit booked for Saturday 12 "
    "September at 10:00 AM, which leaves 2 visits still free to book. Your pass runs until 14 October, so "
    "there's plenty of time to use them!",
    b09_ev,
    [S("you've used 7 visits"), S("6 sessions checked in"), S("the 21 July session that was missed"),
     S("which counts as used"), S("booked for Saturday 12 September at 10:00 AM"),
     S("leaves 2 visits still free to book"), S("runs until 14 October")],
    notes="6 Checked In + 1 NO_SHOW (counts as used per pass-terms) = 7; one Attending on 12 Sep; 10 - 8 = 2; valid_until_local 2026-10-14.",
    now=b09_now, includes=["2 visits", "14 October"])

add("softplay-pass-visits", D_SOFT, b09_q,
    "You have 3 visits left on your pass, one of which is already booked for 12/09. The pass expires on "
    "14/10/2026, six months after you bought it.",
    b09_ev,
    [S("You have 3 visits left"), S("already booked for 12/09"), S("expires on 14/10/2026"),
     S("six months after you bought it")],
    notes="10 - 7 used = 3, one Attending booking on 12 Sep; valid_until 2026-10-14 is 6 months after the 14 April purchase.",
    now=b09_now, includes=["3 visits", "14/10/2026"])

add("softplay-pass-visits", D_SOFT, b09_q,
    "Hi! You've checked in for 6 visits so far, so you have 4 visits left on your pass, including the one "
    "booked for Saturday 12 September. It's valid until 14 October.",
    b09_ev,
    [S("checked in for 6 visits"), X("you have 4 visits left", VAL), S("booked for Saturday 12 September"),
     S("valid until 14 October")],
    errors=["wrong_arithmetic"],
    notes="The 21 July NO_SHOW counts as used (pass-terms), so 3 visits are left, not 4.",
    now=b09_now, excludes=["4 visits left"])

add("softplay-pass-visits", D_SOFT, b09_q,
    "Hi! You've got 3 visits left, one of them booked for 12 September. Good news: passes are valid for a whole "
    "year from purchase, so you've got until 14 April 2027. Any visits you don't use by then can be carried over "
    "to a new pass.",
    b09_ev,
    [S("You've got 3 visits left"), S("booked for 12 September"), X("valid for a whole year from purchase", NLIC, VAL),
     X("until 14 April 2027", DATE), X("can be carried over to a new pass", NLIC)],
    errors=["wrong_period", "wrong_date", "wrong_policy_condition"],
    notes="pass-terms: valid 6 months, unused visits can't be carried over; pass.valid_until_local is 2026-10-14.",
    now=b09_now, excludes=["a whole year", "14 April 2027", "carried over to a new pass"])

add("softplay-pass-visits", D_SOFT, b09_q,
    "Hi! You've used 7 of your 10 visits, and you've got one booked for Saturday 12 September, so 2 are still "
    "free to book. Your pass runs until 14 September.",
    b09_ev,
    [S("You've used 7 of your 10 visits"), S("one booked for Saturday 12 September"), S("2 are still free to book"),
     X("runs until 14 September", DATE)],
    errors=["wrong_date"],
    notes="pass.valid_until_local is 2026-10-14.",
    now=b09_now, excludes=["until 14 September"],
    includes=["14 October|14/10|14th October|14 Oct", "12 September|12/09|12th September"], repair=True)

# ---------------------------------------------------------------------------------------------
# B10 kids' cooking classes: class time and what to bring
# ---------------------------------------------------------------------------------------------
b10_ev = [
    rec("get_event#EV-CK-1024-PZ", "tool:events.get", {
        "event": {"id": "EV-CK-1024-PZ", "name": {"text": "Little Chefs: Pizza from Scratch (ages 6-10)"},
                  "status": "LIVE", "start": t("2026-10-24T10:00:00"), "end": t("2026-10-24T11:30:00"),
                  "duration": "PT1H30M", "venue": {"id": "VEN-DIDS", "name": "The Cookery Nook, Didsbury"},
                  "capacity": 12, "quantity_sold": 11}}),
    rec("get_order#ORD-530921", "tool:orders.get", {
        "order": {"id": "ORD-530921", "event_id": "EV-CK-1024-PZ", "status": "PLACED",
                  "attendees": [{"id": "ATT-77310", "profile": {"first_name": "Finn", "age": 8},
                                 "status": "Attending"}],
                  "costs": {"base_price": money(2400), "fee": money(120), "tax": money(0), "gross": money(2520)}}}),
    pol("class-kit#v5",
        "Every child gets an apron and a chef's hat to keep at their first class. Please send your child in "
        "clothes that can get messy, with long hair tied back. All ingredients are provided, and children take "
        "home what they make in a box. Parents are welcome to stay but don't need to; drop-off is 10 minutes "
        "before the start.", "v5"),
]
b10_q = "What time is Finn's pizza class on Saturday and what does he need to bring?"
b10_now = "2026-10-22T17:45:00+01:00"

add("cooking-class-kit", D_COOK, b10_q,
    "Hi! Finn's Pizza from Scratch class is on Saturday 24 October from 10:00 AM to 11:30 AM at The Cookery Nook "
    "in Didsbury. He doesn't need to bring anything special: all the ingredients are provided, and every child "
    "gets an apron and chef's hat to keep at their first class. Just pop him in clothes that can get messy, with "
    "long hair tied back, and he'll bring his pizza home in a box! 🍕",
    b10_ev,
    [S("Saturday 24 October from 10:00 AM to 11:30 AM"), S("The Cookery Nook in Didsbury"),
     S("all the ingredients are provided"), S("apron and chef's hat to keep"), S("clothes that can get messy"),
     S("long hair tied back"), S("his pizza home in a box")],
    notes="event start/end local 10:00-11:30 BST on 24 Oct; venue name; class-kit policy for ingredients, apron, clothes and take-home box.",
    now=b10_now, includes=["10:00 AM", "11:30 AM"])

add("cooking-class-kit", D_COOK, b10_q,
    "The class runs for an hour and a half, starting at 10 AM on Saturday. Drop-off is 10 minutes before, so "
    "9:50 AM. All ingredients are provided, so nothing to bring but messy-friendly clothes!",
    b10_ev,
    [S("runs for an hour and a half"), S("starting at 10 AM on Saturday"), S("Drop-off is 10 minutes before"),
     S("so 9:50 AM"), S("All ingredients are provided"), S("messy-friendly clothes")],
    notes="duration PT1H30M; start.local 10:00; policy drop-off 10 minutes before; ingredients provided.",
    now=b10_now, includes=["10 AM", "9:50 AM"])

add("cooking-class-kit", D_COOK, b10_q,
    "Hello! Finn is booked in for Saturday's pizza class (10:00 AM, 90 minutes). Your order total was £25.20 "
    "including the £1.20 booking fee.",
    b10_ev,
    [S("Finn is booked in for Saturday's pizza class"), S("(10:00 AM, 90 minutes)"), S("order total was £25.20"),
     S("£1.20 booking fee")],
    notes="attendee Finn Attending; start 10:00, PT1H30M; gross 2520 with fee 120.",
    now=b10_now, includes=["£25.20", "10:00 AM"])

add("cooking-class-kit", D_COOK, b10_q,
    "Hi! Finn's pizza class is on Saturday 24 October at 9:00 AM, finishing at 10:30 AM. All ingredients are "
    "provided, so he just needs messy clothes!",
    b10_ev,
    [X("at 9:00 AM, finishing at 10:30 AM", DATE, VAL), S("All ingredients are provided"),
     S("he just needs messy clothes")],
    errors=["unit_conversion"],
    notes="9:00 and 10:30 are the utc values; 24 October is still BST, so local is 10:00 AM to 11:30 AM.",
    now=b10_now, excludes=["9:00 AM", "finishing at 10:30 AM"])

add("cooking-class-kit", D_COOK, b10_q,
    "Hi! Finn's class is at 10:00 AM on Saturday 24 October, and all the ingredients are provided. Parents need "
    "to stay for the whole class, so do bring a book! We'll also email you the recipe card afterwards so he can "
    "make it again at home.",
    b10_ev,
    [S("10:00 AM on Saturday 24 October"), S("all the ingredients are provided"),
     X("Parents need to stay for the whole class", NLIC), U("email you the recipe card", NOPOL, NLIN)],
    errors=["wrong_policy_condition", "invented_promise"],
    notes="class-kit policy: parents are welcome to stay but don't need to; nothing mentions emailing a recipe card.",
    now=b10_now, excludes=["need to stay for the whole class", "recipe card"])

add("cooking-class-kit", D_COOK, b10_q,
    "Hi! Finn's Pizza from Scratch class is on Saturday 24 October, 10:00 AM to 12:00 PM, at The Cookery Nook in "
    "Didsbury. All the ingredients are provided, so he only needs clothes that can get messy!",
    b10_ev,
    [X("10:00 AM to 12:00 PM", DATE, VAL), S("The Cookery Nook in Didsbury"), S("All the ingredients are provided"),
     S("clothes that can get messy")],
    errors=["wrong_time"],
    notes="end.local is 11:30 (duration PT1H30M).",
    now=b10_now, excludes=["12:00 PM"], includes=["11:30|half past eleven", "10:00 AM|10 AM|10am"], repair=True)

add("cooking-class-kit", D_COOK, b10_q,
    "Hi! Finn's Pizza from Scratch class is on Saturday 24 October from 9:00 AM to 10:30 AM. Your order total was "
    "£24.00, and all the ingredients are provided.",
    b10_ev,
    [X("from 9:00 AM to 10:30 AM", DATE, VAL), X("Your order total was £24.00", AMT),
     S("all the ingredients are provided")],
    errors=["unit_conversion", "wrong_role"],
    notes="Times are the utc values (local 10:00-11:30 BST); £24.00 is base_price, gross is 2520 (£25.20).",
    now=b10_now, excludes=["9:00 AM", "to 10:30 AM", "£24.00"],
    includes=["10:00|10 AM|10am|ten o'clock", "£25.20|25.20"], repair=True, corrections=2)

# ---------------------------------------------------------------------------------------------
# B11 kids' cooking classes: waiting-list offer with an expiry (winter, GMT)
# ---------------------------------------------------------------------------------------------
b11_ev = [
    rec("get_event#EV-CK-0214-VAL", "tool:events.get", {
        "event": {"id": "EV-CK-0214-VAL", "name": {"text": "Valentine's Bake: Heart Biscuits (ages 5-9)"},
                  "status": "SOLD_OUT", "start": t("2026-02-14T14:00:00"), "end": t("2026-02-14T15:30:00"),
                  "capacity": 10, "quantity_sold": 10}}),
    rec("get_waitlist_entry#WL-7720", "tool:waitlist.get", {
        "waitlist_entry": {"id": "WL-7720", "event_id": "EV-CK-0214-VAL", "status": "OFFERED", "position": None,
                           "offer": {"ticket_class_id": "TC-CHILD", "quantity": 1,
                                     "expires_utc": "2026-02-11T20:00:00Z", "hold_price": money(2200)}}}),
    rec("get_waitlist_entry#WL-7694", "tool:waitlist.get", {
        "waitlist_entry": {"id": "WL-7694", "event_id": "EV-CK-0221-PAN", "status": "WAITING", "position": 2,
                           "requested_quantity": 1}}),
    pol("waitlist-cooking#v3",
        "When a place comes free we offer it to the next family on the waiting list by email. Offers are held "
        "for a limited time shown in the email, and then pass to the next family. The price is the normal class "
        "price; there's no booking fee on waiting-list places. We can't extend an offer once it has expired.",
        "v3"),
]
b11_q = "I got an email saying a place has come up on the Valentine's biscuit class - is it still mine?"
b11_now = "2026-02-11T18:20:00+00:00"

add("cooking-waitlist-offer", D_COOK, b11_q,
    "Yes, it's still yours! 🎉 A place on Heart Biscuits (Saturday 14 February, 2:00 PM to 3:30 PM) is being held "
    "for you until 8:00 PM this evening. It's £22.00 with no booking fee, as it's a waiting-list place. Just book "
    "through the link in your email before then, as we can't extend offers once they expire.",
    b11_ev,
    [S("it's still yours"), S("Saturday 14 February, 2:00 PM to 3:30 PM"), S("held for you until 8:00 PM this evening"),
     S("It's £22.00"), S("no booking fee"), S("can't extend offers once they expire")],
    notes="WL-7720 OFFERED, expires 20:00Z = 8 PM GMT on 11 Feb; hold_price 2200; policy: no booking fee, no extensions.",
    now=b11_now, includes=["8:00 PM", "£22.00"])

add("cooking-waitlist-offer", D_COOK, b11_q,
    "Your offer for 1 place is live until 8 PM today. Price: £22. No booking fee applies.",
    b11_ev,
    [S("Your offer for 1 place is live"), S("until 8 PM today"), S("Price: £22"), S("No booking fee applies")],
    notes="offer.quantity 1, expires_utc 20:00Z (GMT in February); hold_price 2200; waitlist policy.",
    now=b11_now, includes=["8 PM", "£22"])

add("cooking-waitlist-offer", D_COOK, b11_q,
    "Hi! Yes, the place is still yours. It's held until 9:00 PM tonight, and the price is £22.00.",
    b11_ev,
    [S("the place is still yours"), X("held until 9:00 PM tonight", DATE, VAL), S("the price is £22.00")],
    errors=["unit_conversion"],
    notes="expires_utc 20:00Z; in February London is on GMT, so it is 8:00 PM (adding a summer-time hour gives 9 PM).",
    now=b11_now, excludes=["9:00 PM"])

add("cooking-waitlist-offer", D_COOK, b11_q,
    "Hi! I've checked and you're number 2 on the waiting list for the Valentine's biscuit class, so a place "
    "hasn't come up for you just yet. The class is on Saturday 14 February at 2:00 PM.",
    b11_ev,
    [X("you're number 2 on the waiting list", VAL, STATE), X("a place hasn't come up for you just yet", STATE),
     S("Saturday 14 February at 2:00 PM")],
    errors=["other_record_value", "wrong_state"],
    notes="Position 2 is WL-7694 for the pancake class; WL-7720 for this class is OFFERED.",
    now=b11_now, excludes=["number 2 on the waiting list", "hasn't come up"])

add("cooking-waitlist-offer", D_COOK, b11_q,
    "Hi! Yes, the place on Heart Biscuits is still yours. It's held until 8:00 PM tonight, and the place costs "
    "£20.00 with no booking fee.",
    b11_ev,
    [S("the place on Heart Biscuits is still yours"), S("held until 8:00 PM tonight"), X("costs £20.00", AMT),
     S("with no booking fee")],
    errors=["wrong_amount"],
    notes="offer.hold_price is 2200 (£22.00).",
    now=b11_now, excludes=["£20.00"], includes=["£22", "8:00 PM|8 PM|8pm|20:00"], repair=True)

# ---------------------------------------------------------------------------------------------
# B12 kids' cooking classes: refund request for the rest of a started course (escalated)
# ---------------------------------------------------------------------------------------------
b12_ev = [
    rec("get_order#ORD-528803", "tool:orders.get", {
        "order": {"id": "ORD-528803", "status": "PLACED", "series_id": "SER-JB-SPR26",
                  "line_items": [{"ticket_class_id": "TC-COURSE6",
                                  "name": "Junior Bakers: 6-week Spring Course (Tuesdays)", "quantity": 1,
                                  "cost": money(10800)}],
                  "costs": {"base_price": money(10800), "fee": money(300), "tax": money(0), "gross": money(11100)},
                  "attendees": [{"id": "ATT-80412", "profile": {"first_name": "Priya"}, "status": "Attending",
                                 "refunded": False}]}}),
    rec("get_series#SER-JB-SPR26", "tool:series.get", {
        "series_id": "SER-JB-SPR26",
        "occurrences": [
            {"event_id": "EV-JB-0217", "start": t("2026-02-17T16:30:00"), "attendance": "Checked In"},
            {"event_id": "EV-JB-0224", "start": t("2026-02-24T16:30:00"), "attendance": "Checked In"},
            {"event_id": "EV-JB-0303", "start": t("2026-03-03T16:30:00"), "attendance": "Not Attending"},
            {"event_id": "EV-JB-0310", "start": t("2026-03-10T16:30:00"), "attendance": "Attending"},
            {"event_id": "EV-JB-0317", "start": t("2026-03-17T16:30:00"), "attendance": "Attending"},
            {"event_id": "EV-JB-0324", "start": t("2026-03-24T16:30:00"), "attendance": "Attending"}]}),
    refused("issue_refund#call-7", "issue_refund", "ESCALATE",
            {"order_id": "ORD-528803", "amount": {"value": 5400, "currency": "GBP"}, "reason": "CUSTOMER_REQUEST"}),
    pol("course-refunds#v6",
        "Courses are paid in full upfront. If you cancel before the first session, we refund everything except "
        "the booking fee. Once a course has started, refunds are at the manager's discretion; we can usually "
        "offer credit for the remaining sessions instead. Missed sessions can't be made up or refunded.", "v6"),
]
b12_q = "Priya's not enjoying the baking course, can I get a refund for the rest of it?"
b12_now = "2026-03-04T12:00:00+00:00"

add("cooking-course-refund", D_COOK, b12_q,
    "Oh, I'm sorry Priya isn't enjoying it! As the course has already started, a refund is up to the manager, so "
    "I've passed your request for £54.00 (the 3 sessions still to come) to them for review. Just so you know, "
    "missed sessions can't be refunded, and we can often offer credit for the remaining sessions instead if that "
    "would help.",
    b12_ev,
    [NA("I'm sorry Priya isn't enjoying it"), S("a refund is up to the manager"), S("passed your request for £54.00"),
     S("the 3 sessions still to come"), S("missed sessions can't be refunded"), S("credit for the remaining sessions")],
    notes="issue_refund ESCALATE for 5400; three occurrences (10, 17, 24 March) are still Attending; course-refunds policy.",
    now=b12_now, includes=["£54.00", "manager"])

add("cooking-course-refund", D_COOK, b12_q,
    "I couldn't process the refund myself, but I've escalated it to the manager: courses that have started are "
    "refunded at their discretion. The request covers the 3 remaining Tuesday sessions (10, 17 and 24 March).",
    b12_ev,
    [S("I couldn't process the refund myself"), S("I've escalated it to the manager"), S("refunded at their discretion"),
     S("3 remaining Tuesday sessions"), S("(10, 17 and 24 March)")],
    notes="refused_call decision ESCALATE; remaining occurrences are 10/17/24 March (Tuesdays).",
    now=b12_now, includes=["escalated", "24 March"])

add("cooking-course-refund", D_COOK, b12_q,
    "Hi! I'm sorry the course isn't right for Priya. I've refunded £54.00 for the 3 remaining sessions. Missed "
    "sessions can't be refunded, so the one on 3 March isn't included.",
    b12_ev,
    [X("I've refunded £54.00", NOTEX), S("the 3 remaining sessions"), S("Missed sessions can't be refunded"),
     S("the one on 3 March isn't included")],
    errors=["refused_call_effect"],
    notes="issue_refund#call-7 was ESCALATED, not executed; 3 March is Not Attending and policy excludes missed sessions.",
    now=b12_now, excludes=["I've refunded"])

add("cooking-course-refund", D_COOK, b12_q,
    "Hi there! I've sent your refund request to the manager, as the course has already started. The request is "
    "for £72.00, covering the sessions Priya hasn't attended. And don't worry about the one she missed on 3 "
    "March: she can make it up in a later course!",
    b12_ev,
    [S("sent your refund request to the manager"), X("The request is for £72.00", AMT), S("she missed on 3 March"),
     X("she can make it up in a later course", NLIC)],
    errors=["wrong_arithmetic", "wrong_policy_condition"],
    notes="The escalated request is 5400 (3 x £18); £72.00 wrongly adds the missed 3 March session. Policy: missed sessions can't be made up.",
    now=b12_now, excludes=["£72.00", "make it up in a later course"])

add("cooking-course-refund", D_COOK, b12_q,
    "Hi! I've refunded £54.00 for Priya's 3 remaining sessions. Just so you know, missed sessions can't be "
    "refunded.",
    b12_ev,
    [X("I've refunded £54.00", NOTEX), S("Priya's 3 remaining sessions"), S("missed sessions can't be refunded")],
    errors=["refused_call_effect"],
    notes="issue_refund was ESCALATED to the manager, not done.",
    now=b12_now, excludes=["I've refunded"],
    includes=["escalated|manager|review|couldn't|could not|unable|not able", "£54.00|£54"], repair=True)

# ---------------------------------------------------------------------------------------------
# B13 kids' cooking classes: cupcake party total with VAT (void quote distractor)
# ---------------------------------------------------------------------------------------------
b13_ev = [
    rec("get_event#EV-CK-PTY-0620", "tool:events.get", {
        "event": {"id": "EV-CK-PTY-0620", "name": {"text": "Cupcake Decorating Party - Leo"}, "status": "LIVE",
                  "start": t("2026-06-20T13:00:00"), "end": t("2026-06-20T14:45:00"), "duration": "PT1H45M",
                  "capacity": 14, "quantity_sold": 10}}),
    rec("get_order#ORD-533410", "tool:orders.get", {
        "order": {"id": "ORD-533410", "event_id": "EV-CK-PTY-0620", "status": "PLACED",
                  "line_items": [{"name": "Cupcake Party (up to 10 children)", "cost": money(16000)},
                                 {"name": "Personalised cake topper", "cost": money(2500)}],
                  "costs": {"base_price": money(18500), "fee": money(0), "tax": money(3700), "gross": money(22200)},
                  "deposit": {"amount": money(5000), "status": "PAID"},
                  "balance": {"amount": money(17200), "due_local": "2026-06-13", "status": "UNPAID"}}}),
    rec("get_quote#Q-9034-v2", "tool:quotes.get", {
        "quote": {"id": "Q-9034-v2", "status": "VOID", "children": 12, "costs": {"gross": money(25800)}}}),
    pol("cooking-parties#v2",
        "Cooking parties are priced for up to 10 children, and extra children can be added at £16 each plus VAT. "
        "Our kitchen holds a maximum of 14 young chefs. A £50 deposit secures the date, and the balance is due 7 "
        "days before the party. Prices on the website exclude VAT.", "v2"),
]
b13_q = "Can you confirm the total for Leo's cupcake party and how many kids we can have?"
b13_now = "2026-06-02T10:30:00+01:00"

add("cooking-party-total", D_COOK, b13_q,
    "Hi! Leo's Cupcake Decorating Party on Saturday 20 June comes to £222.00 in total, which is £185.00 plus "
    "£37.00 VAT. That covers the party for up to 10 children and the personalised cake topper. You've paid the "
    "£50.00 deposit, so £172.00 is left to pay by 13 June. The kitchen holds up to 14 young chefs, so you could "
    "add up to 4 more children at £16 each plus VAT. 🧁",
    b13_ev,
    [S("Saturday 20 June"), S("comes to £222.00 in total"), S("£185.00 plus £37.00 VAT"), S("up to 10 children"),
     S("personalised cake topper"), S("paid the £50.00 deposit"), S("£172.00 is left to pay"), S("by 13 June"),
     S("holds up to 14 young chefs"), S("add up to 4 more children"), S("£16 each plus VAT")],
    notes="costs base 18500 + tax 3700 = gross 22200; deposit 5000 PAID; balance 17200 due 2026-06-13; capacity 14, sold 10.",
    now=b13_now, includes=["£222.00", "£172.00"])

add("cooking-party-total", D_COOK, b13_q,
    "Total: £222.00 (incl. £37.00 VAT). Deposit paid: £50.00. Balance: £172.00, due 13/06/2026. Max children: "
    "14 (10 included, extras £16 + VAT each).",
    b13_ev,
    [S("Total: £222.00"), S("incl. £37.00 VAT"), S("Deposit paid: £50.00"), S("Balance: £172.00"),
     S("due 13/06/2026"), S("Max children: 14"), S("10 included"), S("extras £16 + VAT each")],
    notes="order costs and balance; capacity 14; policy for 10 children and £16 + VAT extras.",
    now=b13_now, includes=["£222.00", "13/06/2026"])

add("cooking-party-total", D_COOK, b13_q,
    "Hi there! Leo's cupcake party comes to £185.00 all in, and your £50.00 deposit is already paid. The balance "
    "is due by 13 June, and you can have up to 14 children in the kitchen.",
    b13_ev,
    [X("comes to £185.00 all in", AMT), S("your £50.00 deposit is already paid"), S("due by 13 June"),
     S("up to 14 children")],
    errors=["wrong_role"],
    notes="£185.00 is base_price (ex VAT) given as the total; gross is 22200 (£222.00).",
    now=b13_now, excludes=["£185.00 all in"])

add("cooking-party-total", D_COOK, b13_q,
    "Hi! Just to confirm, Leo's party is booked for 12 children and the total is £258.00. The balance is due 7 "
    "days before, on 13 June.",
    b13_ev,
    [X("booked for 12 children", VAL), X("the total is £258.00", AMT), S("7 days before, on 13 June")],
    errors=["stale_value", "stale_value"],
    notes="12 children and £258.00 come from the VOID quote Q-9034-v2; the order is for up to 10 (quantity_sold 10) at 22200.",
    now=b13_now, excludes=["12 children", "£258.00"])

add("cooking-party-total", D_COOK, b13_q,
    "Hi! Leo's party on Saturday 20 June comes to £222.00 including VAT. With the £50.00 deposit paid, the "
    "balance of £172.00 is due by 6 June.",
    b13_ev,
    [S("Saturday 20 June"), S("£222.00 including VAT"), S("£50.00 deposit paid"), S("balance of £172.00"),
     X("due by 6 June", DATE)],
    errors=["wrong_date"],
    notes="balance.due_local is 2026-06-13 (7 days before 20 June).",
    now=b13_now, excludes=["by 6 June"], includes=["13 June|13/06|13th June", "£172.00|£172"], repair=True)

# ---------------------------------------------------------------------------------------------
# B14 school-holiday clubs: two children, sibling discount, early drop-off add-on
# ---------------------------------------------------------------------------------------------
b14_ev = [
    rec("get_order#ORD-640215", "tool:orders.get", {
        "order": {"id": "ORD-640215", "event_id": "EV-HC-SUM-W1", "status": "PLACED",
                  "attendees": [
                      {"id": "ATT-92001", "profile": {"first_name": "Noah", "age": 8},
                       "ticket_class_name": "Full Day (5 days)", "cost": money(17500),
                       "addons": [{"code": "EARLY_DROP_OFF", "name": "Early drop-off 8:00 AM", "days": 5,
                                   "cost": money(2000)}]},
                      {"id": "ATT-92002", "profile": {"first_name": "Lily", "age": 6},
                       "ticket_class_name": "Full Day (5 days)", "cost": money(17500),
                       "discount": {"code": "SIBLING10", "amount": money(1750)}, "addons": []}],
                  "costs": {"base_price": money(35250), "fee": money(0), "tax": money(0), "gross": money(35250)}}}),
    rec("get_event#EV-HC-SUM-W1", "tool:events.get", {
        "event": {"id": "EV-HC-SUM-W1", "name": {"text": "Summer Adventure Club - Week 1"}, "status": "LIVE",
                  "start": t("2026-07-20T09:00:00"), "end": t("2026-07-24T15:30:00"),
                  "daily_hours": {"start_local": "09:00", "end_local": "15:30"},
                  "venue": {"name": "St Aidan's Primary School hall"}, "capacity": 60, "quantity_sold": 52}}),
    rec("get_order#ORD-639877", "tool:orders.get", {
        "order": {"id": "ORD-639877", "event_id": "EV-HC-SUM-W3", "status": "PLACED",
                  "event_start": t("2026-08-03T09:00:00"),
                  "attendees": [{"profile": {"first_name": "Noah"}, "ticket_class_name": "Full Day (5 days)"}],
                  "costs": {"base_price": money(17500), "fee": money(0), "tax": money(0), "gross": money(17500)}}}),
    pol("holiday-club-booking#v3",
        "Sibling discount: the second and any further child booked on the same week get 10% off their club fee. "
        "Early drop-off from 8:00 AM costs £4 per day, and late pick-up until 5:30 PM costs £6 per day. Children "
        "should bring a packed lunch, water bottle and sun cream. Tax-Free Childcare payments are accepted.", "v3"),
]
b14_q = "Can you confirm what we've booked for week 1 of summer club and the total?"
b14_now = "2026-07-09T09:00:00+01:00"

add("club-week-siblings", D_CLUB, b14_q,
    "Hi! You're all booked for Summer Adventure Club Week 1, Monday 20 to Friday 24 July, 9:00 AM to 3:30 PM each "
    "day at St Aidan's Primary School hall. 🌞\n\n- Noah: full week £175.00, plus early drop-off from 8:00 AM every "
    "day (£20.00)\n- Lily: full week £175.00, less the 10% sibling discount (£17.50)\n\nThat makes £352.50 "
    "altogether. Don't forget packed lunches, water bottles and sun cream!",
    b14_ev,
    [S("Monday 20 to Friday 24 July"), S("9:00 AM to 3:30 PM each day"), S("St Aidan's Primary School hall"),
     S("Noah: full week £175.00"), S("early drop-off from 8:00 AM every day (£20.00)"),
     S("less the 10% sibling discount (£17.50)"), S("£352.50 altogether"), S("packed lunches, water bottles and sun cream")],
    notes="attendee costs 17500 each; Noah EARLY_DROP_OFF 5 days 2000; Lily SIBLING10 1750; gross 35250; event dates and daily_hours.",
    now=b14_now, includes=["£352.50", "20 to Friday 24 July"])

add("club-week-siblings", D_CLUB, b14_q,
    "Both Noah and Lily are booked in for Week 1 (20-24 July). Your total is £352.50: that includes Lily's 10% "
    "sibling discount and Noah's early drop-off, which is £4 a day.",
    b14_ev,
    [S("Both Noah and Lily are booked in"), S("Week 1 (20-24 July)"), S("Your total is £352.50"),
     S("Lily's 10% sibling discount"), S("Noah's early drop-off"), S("£4 a day")],
    notes="ORD-640215 attendees, gross 35250, discount on Lily, add-on on Noah; policy early drop-off £4/day.",
    now=b14_now, includes=["£352.50", "20-24 July"])

add("club-week-siblings", D_CLUB, b14_q,
    "Hi! Noah and Lily are booked for Week 1, 20-24 July, 9:00 AM to 3:30 PM. Both full weeks are £175.00, Noah "
    "has early drop-off for all five days, and Lily gets the 10% sibling discount, so your total comes to "
    "£370.00.",
    b14_ev,
    [S("20-24 July, 9:00 AM to 3:30 PM"), S("Both full weeks are £175.00"), S("early drop-off for all five days"),
     S("Lily gets the 10% sibling discount"), X("total comes to £370.00", AMT)],
    errors=["wrong_arithmetic"],
    notes="175 + 20 + 175 = 370 leaves out Lily's £17.50 discount; gross is 35250 (£352.50).",
    now=b14_now, excludes=["£370.00"])

add("club-week-siblings", D_CLUB, b14_q,
    "Hi! Lovely to hear from you. Noah and Lily are both booked for Week 1, starting Monday 20 July. Noah has early "
    "drop-off from 8:00 AM and late pick-up until 5:30 PM each day, and Lily gets our 15% sibling discount. Your "
    "total is £352.50.",
    b14_ev,
    [S("starting Monday 20 July"), S("Noah has early drop-off from 8:00 AM"),
     XU("late pick-up until 5:30 PM", NOTOOL, VAL), X("15% sibling discount", NLIC, VAL, AMT),
     S("Your total is £352.50")],
    errors=["unrecorded_extra", "wrong_value"],
    notes="Noah's addons hold only EARLY_DROP_OFF (no late pick-up); the policy and SIBLING10 discount are 10%, not 15%.",
    now=b14_now, excludes=["late pick-up until 5:30 PM", "15% sibling discount"])

add("club-week-siblings", D_CLUB, b14_q,
    "Hi! Week 1 is all booked: Lily has early drop-off from 8:00 AM each day, and she also gets the 10% sibling "
    "discount. Your total is £352.50.",
    b14_ev,
    [S("Week 1 is all booked"), X("Lily has early drop-off", VAL, IDM), S("she also gets the 10% sibling discount"),
     S("Your total is £352.50")],
    errors=["wrong_name"],
    notes="The EARLY_DROP_OFF add-on is on Noah's attendee record; Lily has none (she has the SIBLING10 discount).",
    now=b14_now, excludes=["Lily has early drop-off"])

add("club-week-siblings", D_CLUB, b14_q,
    "Hi! Noah and Lily are booked for Week 1, Monday 20 to Friday 24 July. Noah has early drop-off each day and "
    "Lily gets the 10% sibling discount, bringing the total to £335.00.",
    b14_ev,
    [S("Monday 20 to Friday 24 July"), S("Noah has early drop-off each day"), S("Lily gets the 10% sibling discount"),
     X("bringing the total to £335.00", AMT)],
    errors=["wrong_arithmetic"],
    notes="£335.00 applies 10% to both children; the discount is only on Lily, gross 35250 (£352.50).",
    now=b14_now, excludes=["£335.00"], includes=["£352.50|352.50", "24 July|24/07|24th July"], repair=True)

# ---------------------------------------------------------------------------------------------
# B15 school-holiday clubs: cancelling one day inside the 14-day window (refused)
# ---------------------------------------------------------------------------------------------
b15_ev = [
    rec("get_order#ORD-637540", "tool:orders.get", {
        "order": {"id": "ORD-637540", "event_id": "EV-HC-EAS-W1", "status": "PLACED",
                  "attendees": [{"id": "ATT-88120", "profile": {"first_name": "Ruby"},
                                 "ticket_class_name": "Single Day",
                                 "days_local": ["2026-04-06", "2026-04-08", "2026-04-09"],
                                 "cost_per_day": money(3800)}],
                  "costs": {"base_price": money(11400), "fee": money(0), "tax": money(0), "gross": money(11400)}}}),
    rec("get_event#EV-HC-EAS-W1", "tool:events.get", {
        "event": {"id": "EV-HC-EAS-W1", "name": {"text": "Easter Explorers Club"}, "status": "LIVE",
                  "start": t("2026-04-06T08:30:00"), "end": t("2026-04-10T16:00:00"),
                  "daily_hours": {"start_local": "08:30", "end_local": "16:00"}}}),
    rec("get_day_availability#EV-HC-EAS-W1", "tool:events.availability", {
        "event_id": "EV-HC-EAS-W1",
        "days": [{"date_local": "2026-04-07", "places_left": 6}, {"date_local": "2026-04-10", "places_left": 0}]}),
    refused("cancel_attendee_day#call-3", "cancel_attendee_day", "DENY",
            {"order_id": "ORD-637540", "attendee_id": "ATT-88120", "date_local": "2026-04-08", "refund": True}),
    pol("holiday-club-cancellations#v3",
        "Days can be cancelled for a full refund if you give us at least 14 days' notice. With less notice than "
        "that, we can't refund the day, but we can swap it for another day in the same holiday if there's space. "
        "Illness on the day is not refunded. Swaps must be requested by 5:00 PM the working day before.", "v3"),
]
b15_q = "Can I cancel Ruby's Wednesday at Easter club and get a refund?"
b15_now = "2026-03-30T14:00:00+01:00"

add("club-cancel-day", D_CLUB, b15_q,
    "Hi! I'm really sorry, but I wasn't able to cancel Ruby's Wednesday (8 April) for a refund, as we need at "
    "least 14 days' notice for that. What I can do is swap it for another day that week if there's space: Tuesday "
    "7 April still has 6 places, though Friday 10 April is full. Just let me know!",
    b15_ev,
    [S("wasn't able to cancel Ruby's Wednesday (8 April)"), S("at least 14 days' notice"),
     S("swap it for another day that week if there's space"), S("Tuesday 7 April still has 6 places"),
     S("Friday 10 April is full")],
    notes="cancel_attendee_day DENY for 2026-04-08; policy 14 days / swaps; availability: 7 April 6 places, 10 April 0.",
    now=b15_now, includes=["14 days", "7 April"])

add("club-cancel-day", D_CLUB, b15_q,
    "Unfortunately a refund isn't possible for Wednesday 8 April, as it's less than 14 days away. You can swap it "
    "for another day in the Easter holiday instead, as long as there's space; swaps need to be requested by 5:00 PM "
    "the working day before.",
    b15_ev,
    [S("a refund isn't possible for Wednesday 8 April"), S("less than 14 days away"),
     S("swap it for another day in the Easter holiday"), S("by 5:00 PM the working day before")],
    notes="now 30 March, 8 April is 9 days away; refused call DENY; swap rules in the cancellations policy.",
    now=b15_now, includes=["14 days", "8 April"])

add("club-cancel-day", D_CLUB, b15_q,
    "Hi! No problem at all. Ruby's Wednesday has been cancelled with a full refund of £38.00. She's still booked "
    "for Monday 6 and Thursday 9 April.",
    b15_ev,
    [X("has been cancelled with a full refund of £38.00", NOTEX), S("Monday 6 and Thursday 9 April")],
    errors=["refused_call_effect"],
    notes="cancel_attendee_day#call-3 was DENIED; days_local still holds 6, 8 and 9 April.",
    now=b15_now, excludes=["has been cancelled"])

add("club-cancel-day", D_CLUB, b15_q,
    "Hi! Good news: days can be cancelled for a refund with 7 days' notice, and Wednesday 8 April is 9 days away, "
    "so Ruby's day qualifies. Her Monday and Thursday days stay as they are.",
    b15_ev,
    [X("with 7 days' notice", NLIC, VAL), S("Wednesday 8 April is 9 days away"),
     XU("so Ruby's day qualifies", NOTEX, NLIC, VAL, STATE, NOTOOL), S("Her Monday and Thursday days stay")],
    errors=["wrong_period", "condition_unmet"],
    notes="Policy needs 14 days' notice; 9 days is short of that and the cancel call was DENIED.",
    now=b15_now, excludes=["7 days' notice", "day qualifies"])

add("club-cancel-day", D_CLUB, b15_q,
    "Hi! I wasn't able to cancel Ruby's Wednesday (8 April) for a refund, as we need at least 7 days' notice. You "
    "can swap it for another day that week if there's space, and Tuesday 7 April has 6 places left.",
    b15_ev,
    [S("I wasn't able to cancel Ruby's Wednesday (8 April)"), X("at least 7 days' notice", NLIC, VAL),
     S("swap it for another day that week"), S("Tuesday 7 April has 6 places left")],
    errors=["wrong_period"],
    notes="holiday-club-cancellations: at least 14 days' notice.",
    now=b15_now, excludes=["7 days' notice"], includes=["14 days|fourteen days|two weeks", "7 April"], repair=True)

# ---------------------------------------------------------------------------------------------
# B16 school-holiday clubs: was my child signed in this morning? (UTC check-in time)
# ---------------------------------------------------------------------------------------------
b16_ev = [
    rec("list_attendees#EV-HC-SUM-W4-0812", "tool:attendees.list", {
        "event_id": "EV-HC-SUM-W4", "date_local": "2026-08-12",
        "attendees": [
            {"id": "ATT-90011", "profile": {"first_name": "Oliver", "last_name": "Marsh"}, "status": "Checked In",
             "checked_in_utc": "2026-08-12T07:52:00Z", "addons": ["EARLY_DROP_OFF"]},
            {"id": "ATT-90012", "profile": {"first_name": "Grace", "last_name": "Marsh"}, "status": "Not Attending",
             "absence_reason": "REPORTED_ILL"}],
        "pickup": {"authorised": ["Helen Marsh", "Tom Marsh"], "password_set": True}}),
    pol("holiday-club-day#v2",
        "Children are signed in by their adult at the welcome desk and signed out at collection. Only adults on "
        "the authorised pick-up list can collect, and they must give the family password. Club days run 9:00 AM "
        "to 3:30 PM. If a child is absent, please tell us by 9:30 AM.", "v2"),
    psg("kb-club-week4#notes",
        "This week's afternoon snack is fruit and crackers.\n"
        "Wednesday is water-games day, so please pack a towel and spare clothes.\n"
        "Friday ends with a family show at 3:00 PM.", "kb:summer-club/week-4"),
]
b16_q = "Just checking Oliver got signed in okay this morning? And does he need anything today?"
b16_now = "2026-08-12T11:15:00+01:00"

add("club-sign-in", D_CLUB, b16_q,
    "Hi there! Yes, Oliver was signed in this morning at 8:52 AM, so he's happily at club. 😊 Grace is marked as "
    "off ill today, so we're not expecting her. As it's Wednesday, it's water-games day, so a towel and spare "
    "clothes would be perfect if you can drop them in. Just a reminder that only adults on the pick-up list can "
    "collect, with your family password.",
    b16_ev,
    [S("signed in this morning at 8:52 AM"), S("Grace is marked as off ill today"), S("water-games day"),
     S("a towel and spare clothes"), S("only adults on the pick-up list can collect"), S("with your family password")],
    notes="checked_in_utc 07:52Z is 8:52 AM BST; Grace Not Attending REPORTED_ILL; kb note for Wednesday; policy for pick-up.",
    now=b16_now, includes=["8:52 AM", "towel"])

add("club-sign-in", D_CLUB, b16_q,
    "Oliver checked in at 8:52 this morning. Today is water-games day, so pack a towel and spare clothes. Grace's "
    "absence (illness) is noted.",
    b16_ev,
    [S("Oliver checked in at 8:52 this morning"), S("Today is water-games day"), S("pack a towel and spare clothes"),
     S("Grace's absence (illness) is noted")],
    notes="07:52Z = 08:52 BST; now is Wednesday 12 August; REPORTED_ILL for Grace.",
    now=b16_now, includes=["8:52", "water-games"])

add("club-sign-in", D_CLUB, b16_q,
    "Hi there! Yes, Oliver was signed in at 7:52 AM this morning. Today is water-games day, so a towel and spare "
    "clothes would be great!",
    b16_ev,
    [X("signed in at 7:52 AM", DATE, VAL), S("Today is water-games day"), S("a towel and spare clothes")],
    errors=["unit_conversion"],
    notes="7:52 is the utc value; in August London is BST, so he was signed in at 8:52 AM.",
    now=b16_now, excludes=["7:52"])

add("club-sign-in", D_CLUB, b16_q,
    "Hi! Yes, Oliver and Grace were both signed in this morning, all present and correct! 🎉 Friday ends with a "
    "family show at 2:00 PM.",
    b16_ev,
    [X("Oliver and Grace were both signed in", STATE), X("family show at 2:00 PM", NLIC)],
    errors=["wrong_state", "wrong_time"],
    notes="Grace is Not Attending (REPORTED_ILL); the kb note puts the family show at 3:00 PM.",
    now=b16_now, excludes=["both signed in", "2:00 PM"])

add("club-sign-in", D_CLUB, b16_q,
    "Hi! Yes, Oliver was signed in at 8:52 AM this morning. Today is water-games day, so do pack a towel and spare "
    "clothes, and Friday's family show starts at 2:30 PM.",
    b16_ev,
    [S("signed in at 8:52 AM"), S("Today is water-games day"), S("pack a towel and spare clothes"),
     X("family show starts at 2:30 PM", NLIC)],
    errors=["wrong_time"],
    notes="kb-club-week4: Friday ends with a family show at 3:00 PM.",
    now=b16_now, excludes=["2:30 PM"], includes=["3:00 PM|3 PM|3pm|15:00|3.00", "8:52"], repair=True)

# ---------------------------------------------------------------------------------------------
# B17 school-holiday clubs: half-term prices (replaced price list and ended early bird)
# ---------------------------------------------------------------------------------------------
b17_ev = [
    rec("get_ticket_classes#EV-HC-OCT-HT", "tool:ticket_classes.list", {
        "event_id": "EV-HC-OCT-HT", "event_name": "Half-Term Harvest Club",
        "start": t("2026-10-26T09:00:00"), "end": t("2026-10-30T15:30:00"),
        "capacity": 48, "quantity_sold": 31,
        "ticket_classes": [
            {"id": "TC-DAY", "name": "Single Day", "cost": money(4200), "on_sale_status": "AVAILABLE"},
            {"id": "TC-WEEK", "name": "Full Week (5 days)", "cost": money(19000), "on_sale_status": "AVAILABLE"},
            {"id": "TC-WEEK-EB", "name": "Full Week - Early Bird", "cost": money(17500),
             "on_sale_status": "SALES_ENDED", "sales_end": t("2026-09-01T23:59:00")}]}),
    rec("get_price_list#v2", "tool:price_lists.get", {
        "price_list": {"version": "v2", "status": "REPLACED", "valid_to_local": "2026-08-31",
                       "single_day": money(3900), "full_week": money(17500)}}),
    pol("holiday-club-payment#v4",
        "Half-term places are paid in full at booking. We accept Tax-Free Childcare and childcare vouchers; please "
        "allow 5 working days for voucher payments to clear before your place is confirmed. Children aged 4 to 11 "
        "can attend. Places are offered first come, first served.", "v4"),
]
b17_q = "How much is the October half-term club for a full week, and can I pay with Tax-Free Childcare?"
b17_now = "2026-09-15T16:00:00+01:00"

add("club-halfterm-price", D_CLUB, b17_q,
    "Hi! The Half-Term Harvest Club runs Monday 26 to Friday 30 October, and a full week is £190.00 (or £42.00 for "
    "a single day). The early-bird price has now ended, I'm afraid. And yes, you can absolutely pay with Tax-Free "
    "Childcare! Just allow 5 working days for it to clear before your place is confirmed. There are still 17 "
    "places left.",
    b17_ev,
    [S("Monday 26 to Friday 30 October"), S("a full week is £190.00"), S("£42.00 for a single day"),
     S("early-bird price has now ended"), S("you can absolutely pay with Tax-Free Childcare"),
     S("allow 5 working days"), S("17 places left")],
    notes="TC-WEEK 19000, TC-DAY 4200, TC-WEEK-EB SALES_ENDED; policy: Tax-Free Childcare, 5 working days; 48 - 31 = 17.",
    now=b17_now, includes=["£190.00", "£42.00"])

add("club-halfterm-price", D_CLUB, b17_q,
    "Full week: £190. Single day: £42. Tax-Free Childcare is accepted, and places are paid in full when you book.",
    b17_ev,
    [S("Full week: £190"), S("Single day: £42"), S("Tax-Free Childcare is accepted"), S("paid in full when you book")],
    notes="Current ticket_classes costs; holiday-club-payment policy.",
    now=b17_now, includes=["£190", "£42"])

add("club-halfterm-price", D_CLUB, b17_q,
    "Hi! The half-term club runs 26-30 October, and a full week costs £175.00. You can pay with Tax-Free Childcare, "
    "just allow 5 working days for it to clear. Places are going fast, with 17 left!",
    b17_ev,
    [S("runs 26-30 October"), X("a full week costs £175.00", AMT), S("pay with Tax-Free Childcare"),
     S("5 working days"), S("with 17 left")],
    errors=["stale_value"],
    notes="£175.00 is the REPLACED v2 price list / ended early-bird; TC-WEEK is 19000 (£190.00).",
    now=b17_now, excludes=["£175.00"])

add("club-halfterm-price", D_CLUB, b17_q,
    "Hello! A full week at Half-Term Harvest Club is £190.00. Tax-Free Childcare is fine, and children aged 3 to 11 "
    "are welcome. There are 31 places left, so do book soon!",
    b17_ev,
    [S("Half-Term Harvest Club is £190.00"), S("Tax-Free Childcare is fine"), X("aged 3 to 11", NLIC, VAL),
     X("31 places left", VAL)],
    errors=["wrong_policy_condition", "wrong_role"],
    notes="Policy: ages 4 to 11; 31 is quantity_sold, places left are 48 - 31 = 17.",
    now=b17_now, excludes=["aged 3 to 11", "31 places left"])

add("club-halfterm-price", D_CLUB, b17_q,
    "Hi! A full week at Half-Term Harvest Club (26-30 October) is £190.00, and a single day is £39.00. Tax-Free "
    "Childcare is accepted too.",
    b17_ev,
    [S("(26-30 October) is £190.00"), X("a single day is £39.00", AMT), S("Tax-Free Childcare is accepted")],
    errors=["stale_value"],
    notes="£39.00 is the REPLACED price list v2; TC-DAY cost is 4200 (£42.00).",
    now=b17_now, excludes=["£39.00"], includes=["£42", "£190"], repair=True)

# ---------------------------------------------------------------------------------------------
# B18 baby-sensory classes: make-up credit after a missed class; last class of the block
# ---------------------------------------------------------------------------------------------
b18_ev = [
    rec("get_series#SER-BS-SUM1", "tool:series.get", {
        "series": {"id": "SER-BS-SUM1", "name": "Baby Sensory Explorers (0-13 months) - Tuesdays",
                   "venue": {"name": "Brook Lane Community Hall"},
                   "occurrences": [
                       {"event_id": "EV-BS-0421", "start": t("2026-04-21T10:15:00"), "end": t("2026-04-21T11:00:00")},
                       {"event_id": "EV-BS-0428", "start": t("2026-04-28T10:15:00"), "end": t("2026-04-28T11:00:00")},
                       {"event_id": "EV-BS-0505", "start": t("2026-05-05T10:15:00"), "end": t("2026-05-05T11:00:00")},
                       {"event_id": "EV-BS-0512", "start": t("2026-05-12T10:15:00"), "end": t("2026-05-12T11:00:00")},
                       {"event_id": "EV-BS-0519", "start": t("2026-05-19T10:15:00"), "end": t("2026-05-19T11:00:00")},
                       {"event_id": "EV-BS-0602", "start": t("2026-06-02T10:15:00"), "end": t("2026-06-02T11:00:00")}],
                   "no_class_local": ["2026-05-26"]}}),
    rec("get_order#ORD-711204", "tool:orders.get", {
        "order": {"id": "ORD-711204", "series_id": "SER-BS-SUM1", "status": "PLACED",
                  "ticket_class": {"name": "6-week block", "cost": money(5700)},
                  "attendees": [{"id": "ATT-50331", "profile": {"first_name": "Elodie"},
                                 "attendance": [{"date_local": "2026-04-21", "status": "Checked In"},
                                                {"date_local": "2026-04-28", "status": "Not Attending"}]}],
                  "makeup_credits": {"available": 1, "earned_from_local": "2026-04-28", "expires_local": "2026-06-02"}}}),
    rec("get_event#EV-BS-THU-0507", "tool:events.get", {
        "event": {"id": "EV-BS-THU-0507", "name": {"text": "Baby Sensory Explorers - Thursdays"}, "status": "LIVE",
                  "start": t("2026-05-07T13:30:00"), "end": t("2026-05-07T14:15:00"),
                  "capacity": 12, "quantity_sold": 10}}),
    pol("makeups#v3",
        "If you miss a class, you'll get one make-up credit to use at another class in the same block, subject to "
        "space. Make-up credits must be used before the block ends and can't be refunded. A maximum of two make-ups "
        "can be used per block. Please book make-ups through the app at least 24 hours ahead.", "v3"),
]
b18_q = "We missed last week's class - can Elodie do a make-up, and when's the last class of the block?"
b18_now = "2026-05-05T09:40:00+01:00"

add("baby-makeup-credit", D_BABY, b18_q,
    "Hi! Of course, we missed you both last week! 💜 Elodie has 1 make-up credit available, which you can use at "
    "another class in this block if there's space. There are 2 places left at the Thursday class on 7 May at 1:30 "
    "PM, if that suits. Just book it through the app at least 24 hours ahead. The last class of the block is "
    "Tuesday 2 June (there's no class on 26 May for half-term), and the credit needs to be used by then.",
    b18_ev,
    [SNA("we missed you both last week"), S("Elodie has 1 make-up credit available"),
     S("another class in this block if there's space"), S("2 places left at the Thursday class"),
     S("on 7 May at 1:30 PM"), S("at least 24 hours ahead"), S("last class of the block is Tuesday 2 June"),
     S("no class on 26 May"), S("needs to be used by then")],
    notes="28 April Not Attending; makeup_credits.available 1, expires 2026-06-02; Thursday class 12 - 10 = 2 places at 13:30; no_class_local 26 May.",
    now=b18_now, includes=["2 June", "1:30 PM"])

add("baby-makeup-credit", D_BABY, b18_q,
    "Elodie's got 1 make-up credit (from 28 April). Last class: 2/6/2026. Thursday 7 May, 1:30 PM has 2 spaces if "
    "you'd like to use it there.",
    b18_ev,
    [S("1 make-up credit (from 28 April)"), S("Last class: 2/6/2026"), S("Thursday 7 May, 1:30 PM has 2 spaces")],
    notes="makeup_credits.earned_from_local 2026-04-28; last occurrence 2 June; EV-BS-THU-0507 capacity 12, sold 10.",
    now=b18_now, includes=["2/6/2026", "1:30 PM"])

add("baby-makeup-credit", D_BABY, b18_q,
    "Hi! Yes, Elodie has a make-up credit to use. The block's last class is Tuesday 26 May, so make sure you use it "
    "by then! The Thursday class on 7 May at 1:30 PM has 2 places.",
    b18_ev,
    [S("Elodie has a make-up credit"), X("last class is Tuesday 26 May", DATE), S("7 May at 1:30 PM has 2 places")],
    errors=["wrong_date"],
    notes="26 May is a no-class date (no_class_local); the last occurrence is 2 June.",
    now=b18_now, excludes=["Tuesday 26 May"])

add("baby-makeup-credit", D_BABY, b18_q,
    "Hi! No problem at all, Elodie has 1 make-up credit. You can use it at any of our classes, even in the next "
    "block, and if you don't get round to it, we'll refund it. The last class of this block is Tuesday 2 June.",
    b18_ev,
    [S("Elodie has 1 make-up credit"), X("even in the next block", NLIC), X("we'll refund it", NLIC),
     S("Tuesday 2 June")],
    errors=["wrong_policy_condition", "wrong_policy_condition"],
    notes="makeups policy: same block only, must be used before the block ends, can't be refunded.",
    now=b18_now, excludes=["even in the next block", "we'll refund it"])

add("baby-makeup-credit", D_BABY, b18_q,
    "Hi! Elodie has 1 make-up credit, and the Thursday class on 7 May at 2:30 PM has 2 places. The last class of the "
    "block is Tuesday 2 June.",
    b18_ev,
    [S("Elodie has 1 make-up credit"), X("7 May at 2:30 PM", DATE, VAL), S("has 2 places"),
     S("Tuesday 2 June")],
    errors=["wrong_time"],
    notes="EV-BS-THU-0507 start.local is 13:30 (1:30 PM).",
    now=b18_now, excludes=["2:30 PM"], includes=["1:30|1.30|13:30|half past one", "2 June|2/6|02/06"], repair=True)

# ---------------------------------------------------------------------------------------------
# B19 baby-sensory classes: late cancellation of a taster, refund refused
# ---------------------------------------------------------------------------------------------
b19_ev = [
    rec("get_order#ORD-715502", "tool:orders.get", {
        "order": {"id": "ORD-715502", "event_id": "EV-BS-TRIAL-0616", "status": "PLACED",
                  "costs": {"base_price": money(600), "fee": money(45), "tax": money(0), "gross": money(645)},
                  "attendees": [{"id": "ATT-31120", "profile": {"first_name": "Arthur"}, "status": "Not Attending",
                                 "refunded": False, "cancelled_utc": "2026-06-16T07:40:00Z"}]}}),
    rec("get_event#EV-BS-TRIAL-0616", "tool:events.get", {
        "event": {"id": "EV-BS-TRIAL-0616", "name": {"text": "Baby Sensory Taster Class (0-6 months)"},
                  "status": "COMPLETED", "start": t("2026-06-16T09:30:00"), "end": t("2026-06-16T10:15:00")}}),
    refused("issue_refund#call-2", "issue_refund", "DENY", {"order_id": "ORD-715502", "amount_value": 645}),
    pol("taster-classes#v2",
        "Taster classes cost £6 and can be booked once per family. If you cancel at least 24 hours before the class, "
        "we'll refund you in full or move you to another taster. Cancellations with less notice aren't refundable, "
        "but the £6 can go towards a full block booked within 14 days. Booking fees are non-refundable.", "v2"),
]
b19_q = "I cancelled Arthur's taster this morning because he was poorly - will I get my money back?"
b19_now = "2026-06-16T15:30:00+01:00"

add("baby-taster-late-cancel", D_BABY, b19_q,
    "Oh, I hope Arthur's feeling better soon! 💛 I'm so sorry, but I couldn't refund the taster, as it was cancelled "
    "at 8:40 AM, less than an hour before the 9:30 AM class, and refunds need at least 24 hours' notice. The good "
    "news is that the £6 can go towards a full block if you book one within 14 days, so it isn't wasted!",
    b19_ev,
    [NA("I hope Arthur's feeling better soon"), S("I couldn't refund the taster"), S("cancelled at 8:40 AM"),
     S("less than an hour before the 9:30 AM class"), S("refunds need at least 24 hours' notice"),
     S("the £6 can go towards a full block"), S("within 14 days")],
    notes="issue_refund DENY; cancelled_utc 07:40Z = 8:40 AM BST, class 9:30 local; taster policy 24 hours and 14-day block credit.",
    now=b19_now, includes=["£6", "14 days"])

add("baby-taster-late-cancel", D_BABY, b19_q,
    "Sorry, no refund is possible this time: cancellations need 24 hours' notice, and Arthur's was made on the "
    "morning of the class. You can put the £6 towards a full block booked within 14 days. (The 45p booking fee "
    "isn't refundable.)",
    b19_ev,
    [S("no refund is possible this time"), S("cancellations need 24 hours' notice"),
     S("made on the morning of the class"), S("put the £6 towards a full block"), S("booked within 14 days"),
     S("The 45p booking fee isn't refundable")],
    notes="refused issue_refund DENY; cancelled 16 June morning, class 16 June 9:30; fee 45; policy.",
    now=b19_now, includes=["£6", "24 hours"])

add("baby-taster-late-cancel", D_BABY, b19_q,
    "Oh no, poor Arthur! Don't worry at all, I've refunded the £6.45 back to your card. I hope he feels better soon.",
    b19_ev,
    [X("I've refunded the £6.45", NOTEX), NA("I hope he feels better soon")],
    errors=["refused_call_effect"],
    notes="issue_refund#call-2 was DENIED; attendee refunded is false.",
    now=b19_now, excludes=["I've refunded"])

add("baby-taster-late-cancel", D_BABY, b19_q,
    "Hi! I can see Arthur's taster was cancelled at 7:40 AM this morning. Because it was cancelled before the class "
    "started, you can move to another taster instead.",
    b19_ev,
    [X("cancelled at 7:40 AM", DATE, VAL), XU("you can move to another taster instead", NLIC, NLIN, NOPOL)],
    errors=["unit_conversion", "condition_unmet"],
    notes="07:40Z is 8:40 AM BST; moving to another taster needs 24 hours' notice, which wasn't given.",
    now=b19_now, excludes=["7:40 AM", "move to another taster"])

add("baby-taster-late-cancel", D_BABY, b19_q,
    "I'm sorry Arthur's poorly! I couldn't refund the taster as it was cancelled less than 24 hours before, but the "
    "£6 can go towards a full block booked within 30 days.",
    b19_ev,
    [NA("I'm sorry Arthur's poorly!"), S("I couldn't refund the taster"), S("cancelled less than 24 hours before"),
     S("the £6 can go towards a full block"), X("within 30 days", NLIC, VAL)],
    errors=["wrong_period"],
    notes="taster-classes policy: a full block booked within 14 days.",
    now=b19_now, excludes=["30 days"], includes=["14 days|fourteen days|two weeks", "£6"], repair=True)

# ---------------------------------------------------------------------------------------------
# B20 baby-sensory classes: twins, sold-out block, waiting list, half-price twin
# ---------------------------------------------------------------------------------------------
b20_ev = [
    rec("get_event#EV-BS-AUT-FRI", "tool:events.get", {
        "event": {"id": "EV-BS-AUT-FRI", "name": {"text": "Baby Sensory Autumn Block - Fridays (6-13 months)"},
                  "status": "SOLD_OUT", "start": t("2026-09-11T11:00:00"), "end": t("2026-10-16T11:45:00"),
                  "sessions": 6, "capacity": 14, "quantity_sold": 14}}),
    rec("get_event#EV-BS-AUT-WED", "tool:events.get", {
        "event": {"id": "EV-BS-AUT-WED", "name": {"text": "Baby Sensory Autumn Block - Wednesdays (6-13 months)"},
                  "status": "LIVE", "start": t("2026-09-09T09:45:00"), "end": t("2026-10-14T10:30:00"),
                  "sessions": 6, "capacity": 14, "quantity_sold": 10},
        "ticket_classes": [{"id": "TC-BABY", "name": "Baby (6-week block)", "cost": money(6300)},
                           {"id": "TC-TWIN", "name": "Twin / sibling baby (6-week block)", "cost": money(3150)}]}),
    rec("get_waitlist_entry#WL-8810", "tool:waitlist.get", {
        "waitlist_entry": {"id": "WL-8810", "event_id": "EV-BS-AUT-FRI", "status": "WAITING", "position": 3,
                           "requested_quantity": 2}}),
    pol("block-bookings#v4",
        "Blocks are booked for the full six weeks and paid upfront. A twin or sibling in the same class pays half "
        "price. Babies must be within the age range on the first day of the block. If a waiting-list place comes up "
        "for twins, we'll only offer it when two places are free together.", "v4"),
]
b20_q = "Is there any chance of the Friday autumn class for my twins? Or what else is there?"
b20_now = "2026-08-20T11:00:00+01:00"

add("baby-twins-block", D_BABY, b20_q,
    "Hi! Oh, twins, how lovely! 👶👶 The Friday block is fully booked at the moment, but you're number 3 on the "
    "waiting list for 2 places. As you're booking for twins, we'll only offer places when two come free together. "
    "In the meantime, the Wednesday block still has 4 places: it runs for six weeks from Wednesday 9 September, "
    "9:45 AM to 10:30 AM, and costs £63.00 for one baby plus £31.50 for the twin, so £94.50 in total.",
    b20_ev,
    [S("The Friday block is fully booked"), S("number 3 on the waiting list"), S("for 2 places"),
     S("only offer places when two come free together"), S("the Wednesday block still has 4 places"),
     S("six weeks from Wednesday 9 September"), S("9:45 AM to 10:30 AM"), S("£63.00 for one baby"),
     S("£31.50 for the twin"), S("£94.50 in total")],
    notes="Friday SOLD_OUT; WL-8810 position 3 for 2; Wednesday capacity 14 - 10 = 4; TC-BABY 6300 + TC-TWIN 3150 = 9450.",
    now=b20_now, includes=["£94.50", "number 3"])

add("baby-twins-block", D_BABY, b20_q,
    "Friday is sold out (you're 3rd in the queue). Wednesdays at 9:45 AM have 4 spaces; for twins that's £94.50 for "
    "the six weeks.",
    b20_ev,
    [S("Friday is sold out"), S("you're 3rd in the queue"), S("Wednesdays at 9:45 AM have 4 spaces"),
     S("£94.50 for the six weeks")],
    notes="status SOLD_OUT; position 3; Wednesday 4 places at 09:45; 63.00 + 31.50.",
    now=b20_now, includes=["£94.50", "9:45 AM"])

add("baby-twins-block", D_BABY, b20_q,
    "Hi! The Friday block is full, and you're 3rd on the waiting list. The Wednesday block has 4 places, and for "
    "both twins it would be £126.00 for the six weeks.",
    b20_ev,
    [S("The Friday block is full"), S("3rd on the waiting list"), S("Wednesday block has 4 places"),
     X("£126.00", AMT)],
    errors=["wrong_arithmetic"],
    notes="£126.00 charges both babies full price; the twin ticket is 3150, so the total is £94.50.",
    now=b20_now, excludes=["£126.00"])

add("baby-twins-block", D_BABY, b20_q,
    "Hi there! Sadly Friday is fully booked, though you're on the waiting list. The Wednesday block has 10 places "
    "left, and twins get the second baby at half price. I'll pop a note on so we hold two places for you until "
    "Monday!",
    b20_ev,
    [S("Friday is fully booked"), S("you're on the waiting list"), X("10 places left", VAL),
     S("second baby at half price"), U("hold two places for you until Monday", NOPOL, NOTOOL, NLIN)],
    errors=["wrong_role", "invented_promise"],
    notes="10 is Wednesday quantity_sold; places left are 4. Nothing in policy or records holds places for anyone.",
    now=b20_now, excludes=["10 places left", "hold two places"])

add("baby-twins-block", D_BABY, b20_q,
    "Hi! Friday's block is sold out, but you're number 3 on the waiting list. The Wednesday block from 9 September "
    "still has 4 places, and for the twins it's £63.00 plus £31.50, so £84.50 altogether.",
    b20_ev,
    [S("Friday's block is sold out"), S("number 3 on the waiting list"), S("from 9 September"),
     S("still has 4 places"), S("£63.00 plus £31.50"), X("so £84.50 altogether", AMT)],
    errors=["wrong_arithmetic"],
    notes="63.00 + 31.50 = 94.50, not 84.50.",
    now=b20_now, excludes=["£84.50"], includes=["£94.50|94.50", "9 September|9/9|09/09"], repair=True)

# ---------------------------------------------------------------------------------------------
# B21 baby-sensory classes: class moved venue (venue history distractor, passage)
# ---------------------------------------------------------------------------------------------
b21_ev = [
    rec("get_event#EV-BS-THU-1112", "tool:events.get", {
        "event": {"id": "EV-BS-THU-1112", "name": {"text": "Baby Sensory Little Stars - Thursdays (0-6 months)"},
                  "status": "LIVE", "start": t("2026-11-12T13:30:00"), "end": t("2026-11-12T14:15:00"),
                  "venue": {"id": "VEN-ST-MARKS", "name": "St Mark's Church Hall",
                            "address": {"address_1": "14 Vicarage Road", "city": "Kingston upon Thames",
                                        "postal_code": "KT1 4EQ"}},
                  "venue_history": [{"venue_id": "VEN-RIVERSIDE", "name": "Riverside Children's Centre",
                                     "valid_to_local": "2026-11-05"}],
                  "changes": [{"field": "venue", "changed_utc": "2026-11-02T10:00:00Z", "reason_code": "HALL_REPAIRS"}]}}),
    rec("get_order#ORD-719930", "tool:orders.get", {
        "order": {"id": "ORD-719930", "status": "PLACED", "ticket_class": {"name": "6-week block"},
                  "attendees": [{"id": "ATT-52217", "profile": {"first_name": "Sienna"}, "status": "Attending"}],
                  "block_sessions_remaining": 3}}),
    psg("kb-st-marks#1",
        "St Mark's Church Hall is a two-minute walk from Kingston bus station.\n"
        "There is no car park at the hall; the nearest is Eden Walk multi-storey (paid).\n"
        "Pram parking is inside the main entrance.\n"
        "The hall has a baby-changing table in the accessible toilet.", "kb:venues/st-marks"),
]
b21_q = "Where is Thursday's class now? I heard it's moved."
b21_now = "2026-11-10T12:00:00+00:00"

add("baby-venue-move", D_BABY, b21_q,
    "Hi! Yes, you heard right: Thursday's Little Stars class has moved to St Mark's Church Hall, 14 Vicarage Road, "
    "Kingston upon Thames, KT1 4EQ, while the usual hall has repairs. It's still at 1:30 PM to 2:15 PM. There's no "
    "car park at the hall, but Eden Walk multi-storey is nearest, and you can leave your pram just inside the main "
    "entrance. See you and Sienna on Thursday! 💫",
    b21_ev,
    [S("moved to St Mark's Church Hall"), S("14 Vicarage Road"), S("while the usual hall has repairs"),
     S("1:30 PM to 2:15 PM"), S("no car park at the hall"), S("Eden Walk multi-storey is nearest"),
     S("pram just inside the main entrance"), SNA("See you and Sienna on Thursday")],
    notes="event.venue is St Mark's (changed, reason HALL_REPAIRS); start/end 13:30-14:15 GMT; kb-st-marks for parking and prams; Sienna Attending.",
    now=b21_now, includes=["St Mark's Church Hall", "1:30 PM"])

add("baby-venue-move", D_BABY, b21_q,
    "Thursday's class (12 November, 1:30 PM) is at St Mark's Church Hall, KT1 4EQ, a two-minute walk from Kingston "
    "bus station. There's a baby-changing table in the accessible toilet.",
    b21_ev,
    [S("12 November, 1:30 PM"), S("St Mark's Church Hall, KT1 4EQ"), S("two-minute walk from Kingston bus station"),
     S("baby-changing table in the accessible toilet")],
    notes="event start 2026-11-12 13:30; venue postal_code KT1 4EQ; kb passage.",
    now=b21_now, includes=["St Mark's Church Hall", "KT1 4EQ"])

add("baby-venue-move", D_BABY, b21_q,
    "Hi! Thursday's class on 12 November is at Riverside Children's Centre as usual, from 1:30 PM to 2:15 PM. Sienna "
    "has 3 sessions left in her block.",
    b21_ev,
    [X("at Riverside Children's Centre as usual", VAL), S("from 1:30 PM to 2:15 PM"), S("Sienna has 3 sessions left")],
    errors=["stale_value"],
    notes="Riverside is in venue_history (valid to 5 Nov); the current venue is St Mark's Church Hall. block_sessions_remaining 3.",
    now=b21_now, excludes=["Riverside Children's Centre"])

add("baby-venue-move", D_BABY, b21_q,
    "Hi! Thursday's class has moved to St Mark's Church Hall on Vicarage Road, at the usual time of 1:30 PM. There's "
    "a free car park right next to the hall, which makes things easy with a pram. Sienna still has 4 sessions left "
    "in her block.",
    b21_ev,
    [S("moved to St Mark's Church Hall on Vicarage Road"), S("usual time of 1:30 PM"),
     X("free car park right next to the hall", NLIC), X("4 sessions left", VAL)],
    errors=["invented_fact", "wrong_quantity"],
    notes="kb-st-marks: no car park at the hall (nearest is paid Eden Walk); block_sessions_remaining is 3.",
    now=b21_now, excludes=["free car park", "4 sessions left"])

add("baby-venue-move", D_BABY, b21_q,
    "Hi! Thursday's class has moved to St Mark's Church Hall, 14 Vicarage Road, while the usual hall is repaired. "
    "It's at 1:00 PM as normal.",
    b21_ev,
    [S("moved to St Mark's Church Hall, 14 Vicarage Road"), S("while the usual hall is repaired"),
     X("It's at 1:00 PM", DATE, VAL)],
    errors=["wrong_time"],
    notes="start.local is 13:30 (1:30 PM, GMT in November).",
    now=b21_now, excludes=["1:00 PM"], includes=["1:30|1.30|13:30|half past one", "St Mark's"], repair=True)

# ---------------------------------------------------------------------------------------------
# B22 school-uniform shop: back-to-school fitting appointment
# ---------------------------------------------------------------------------------------------
b22_ev = [
    rec("get_order#ORD-820044", "tool:orders.get", {
        "order": {"id": "ORD-820044", "event_id": "EV-FIT-0827-1415", "status": "PLACED",
                  "attendees": [
                      {"id": "ATT-70101", "profile": {"first_name": "Jacob"}, "school": "Hollins Park Primary",
                       "year_group": "Year 3", "status": "Attending"},
                      {"id": "ATT-70102", "profile": {"first_name": "Evie"}, "school": "Hollins Park Primary",
                       "year_group": "Reception", "status": "Attending"}],
                  "costs": {"base_price": money(500), "fee": money(0), "tax": money(0), "gross": money(500)},
                  "payment_note": "REDEEMABLE_AGAINST_PURCHASE"}}),
    rec("get_event#EV-FIT-0827-1415", "tool:events.get", {
        "event": {"id": "EV-FIT-0827-1415", "name": {"text": "Back-to-School Fitting"}, "status": "LIVE",
                  "start": t("2026-08-27T14:15:00"), "end": t("2026-08-27T14:45:00"), "duration": "PT30M",
                  "venue": {"name": "Stitch & Satchel Uniforms, Market Street"}}}),
    pol("fittings#v2",
        "Fitting appointments cost £5 per booking, which comes off your uniform purchase on the day. Appointments "
        "last 30 minutes for up to three children. If you're more than 15 minutes late we may need to rebook you. "
        "Walk-ins are welcome after 4:00 PM when there's space.", "v2"),
]
b22_q = "What time's our fitting on Thursday and is the £5 taken off what we buy?"
b22_now = "2026-08-25T10:00:00+01:00"

add("uniform-fitting", D_UNI, b22_q,
    "Hi! Your Back-to-School Fitting is on Thursday 27 August at 2:15 PM, and it lasts 30 minutes, so you'll be done "
    "by 2:45 PM. Jacob and Evie are both booked in. And yes, the £5 comes off your uniform purchase on the day! 🎒",
    b22_ev,
    [S("Thursday 27 August at 2:15 PM"), S("lasts 30 minutes"), S("done by 2:45 PM"),
     S("Jacob and Evie are both booked in"), S("the £5 comes off your uniform purchase")],
    notes="start.local 14:15, end 14:45, PT30M; two attendees; fittings policy on the £5.",
    now=b22_now, includes=["2:15 PM", "£5"])

add("uniform-fitting", D_UNI, b22_q,
    "Thursday, quarter past two, for half an hour. The £5 booking fee is deducted from whatever you buy. Please try "
    "to be on time: if you're more than 15 minutes late we may need to rebook.",
    b22_ev,
    [S("Thursday, quarter past two"), S("for half an hour"), S("deducted from whatever you buy"),
     S("more than 15 minutes late")],
    notes="14:15 local on Thursday 27 Aug; PT30M; fittings policy.",
    now=b22_now, includes=["quarter past two", "£5"])

add("uniform-fitting", D_UNI, b22_q,
    "Hi! Your fitting is on Thursday 27 August at 1:15 PM for Jacob and Evie. The £5 comes off your purchase on the "
    "day, so it's not an extra cost at all!",
    b22_ev,
    [X("at 1:15 PM", DATE, VAL), S("for Jacob and Evie"), S("The £5 comes off your purchase")],
    errors=["unit_conversion"],
    notes="13:15Z is the utc value; the appointment is 2:15 PM BST.",
    now=b22_now, excludes=["1:15 PM"])

add("uniform-fitting", D_UNI, b22_q,
    "Hello! You're booked for Friday 28 August at 2:15 PM. The £5 fee is taken off your uniform on the day. If you're "
    "running late, don't panic: we'll hold your slot for up to 30 minutes.",
    b22_ev,
    [X("Friday 28 August", DATE), S("The £5 fee is taken off your uniform"),
     X("hold your slot for up to 30 minutes", NLIC, VAL)],
    errors=["wrong_date", "wrong_period"],
    notes="The event is Thursday 27 August; policy: more than 15 minutes late may need rebooking.",
    now=b22_now, excludes=["Friday 28 August", "up to 30 minutes"])

add("uniform-fitting", D_UNI, b22_q,
    "Hi! Your fitting for Jacob and Evie is on Thursday 27 August at 2:15 PM and lasts 45 minutes. The £5 comes off "
    "your uniform purchase on the day.",
    b22_ev,
    [S("Thursday 27 August at 2:15 PM"), X("lasts 45 minutes", VAL, NLIC), S("The £5 comes off")],
    errors=["wrong_period"],
    notes="duration PT30M; policy says appointments last 30 minutes.",
    now=b22_now, excludes=["45 minutes"], includes=["30 minutes|half an hour|2:45", "2:15"], repair=True)

# ---------------------------------------------------------------------------------------------
# B23 school-uniform shop: click & collect, one item back-ordered
# ---------------------------------------------------------------------------------------------
b23_ev = [
    rec("get_order#ORD-823117", "tool:orders.get", {
        "order": {"id": "ORD-823117", "status": "PLACED",
                  "fulfilment": {"type": "CLICK_AND_COLLECT", "status": "PARTIALLY_READY",
                                 "collection_event_id": "EV-COLL-0829-1000"},
                  "merchandise": [
                      {"sku": "HPP-JUMPER-NAVY-7/8", "name": "Hollins Park embroidered jumper (age 7-8)",
                       "quantity": 2, "unit_cost": money(1450), "status": "READY"},
                      {"sku": "POLO-WHT-7/8", "name": "White polo shirt 3-pack (age 7-8)", "quantity": 1,
                       "unit_cost": money(900), "status": "READY"},
                      {"sku": "HPP-BOOKBAG", "name": "Hollins Park book bag", "quantity": 1,
                       "unit_cost": money(750), "status": "BACK_ORDERED", "expected_local": "2026-09-04"}],
                  "costs": {"base_price": money(4550), "fee": money(0), "tax": money(0), "gross": money(4550),
                            "fitting_credit": money(-500), "amount_paid": money(4050)}}}),
    rec("get_event#EV-COLL-0829-1000", "tool:events.get", {
        "event": {"id": "EV-COLL-0829-1000", "name": {"text": "Click & Collect slot"}, "status": "LIVE",
                  "start": t("2026-08-29T10:00:00"), "end": t("2026-08-29T10:30:00")}}),
    pol("click-collect#v1",
        "We'll text you when your order is ready. Please bring your order number when you collect. Orders not "
        "collected within 14 days are cancelled and refunded. Back-ordered items can be collected later or posted "
        "for £3.95.", "v1"),
]
b23_q = "Is my uniform order ready to pick up tomorrow?"
b23_now = "2026-08-28T09:20:00+01:00"

add("uniform-click-collect", D_UNI, b23_q,
    "Hi! Nearly everything is ready for your collection slot tomorrow, Saturday 29 August, at 10:00 AM: both Hollins "
    "Park jumpers and the 3-pack of white polo shirts. 😊 The book bag is on back order and expected on 4 September, "
    "and we can either keep it for you to collect or post it for £3.95. Please bring your order number, ORD-823117, "
    "with you.",
    b23_ev,
    [S("Saturday 29 August, at 10:00 AM"), S("both Hollins Park jumpers"), S("3-pack of white polo shirts"),
     S("book bag is on back order"), S("expected on 4 September"), S("post it for £3.95"),
     S("bring your order number, ORD-823117")],
    notes="jumpers and polos READY, book bag BACK_ORDERED expected 2026-09-04; slot 29 Aug 10:00; click-collect policy.",
    now=b23_now, includes=["10:00 AM", "4 September"])

add("uniform-click-collect", D_UNI, b23_q,
    "Ready: 2 jumpers, 1 polo 3-pack. Back-ordered: book bag (due 04/09). Paid: £40.50 after your £5 fitting credit.",
    b23_ev,
    [S("Ready: 2 jumpers, 1 polo 3-pack"), S("Back-ordered: book bag"), S("(due 04/09)"), S("Paid: £40.50"),
     S("£5 fitting credit")],
    notes="merchandise statuses; amount_paid 4050 after fitting_credit -500.",
    now=b23_now, includes=["£40.50", "04/09"])

add("uniform-click-collect", D_UNI, b23_q,
    "Good morning! Yes, your order will be waiting for you at 10:00 AM tomorrow, apart from the book bag, which is "
    "expected on Friday 4 September. You paid £40.50 in total, with the £5 from your fitting taken off.",
    b23_ev,
    [S("at 10:00 AM tomorrow"), S("apart from the book bag"), S("expected on Friday 4 September"),
     S("You paid £40.50 in total"), S("£5 from your fitting taken off")],
    notes="collection slot 29 Aug 10:00 (now is 28 Aug); expected_local 2026-09-04; amount_paid 4050.",
    now=b23_now, includes=["£40.50", "10:00 AM"])

add("uniform-click-collect", D_UNI, b23_q,
    "Hi! Great news, your whole order is ready to collect tomorrow at 10:00 AM, including the two jumpers, the polo "
    "shirts and the book bag. Just bring your order number, ORD-823171, along!",
    b23_ev,
    [X("your whole order is ready", STATE), S("tomorrow at 10:00 AM"), X("ORD-823171", IDM)],
    errors=["wrong_state", "wrong_id"],
    notes="The book bag is BACK_ORDERED (fulfilment PARTIALLY_READY); the order id is ORD-823117.",
    now=b23_now, excludes=["whole order is ready", "ORD-823171"])

add("uniform-click-collect", D_UNI, b23_q,
    "Hi! Your jumpers and polo shirts are ready for tomorrow at 10:00 AM, and the book bag should arrive on 4 "
    "September. You paid £45.50 for the order, and we can post the book bag to you for £2.95 if that's easier.",
    b23_ev,
    [S("Your jumpers and polo shirts are ready"), S("tomorrow at 10:00 AM"), S("arrive on 4 September"),
     X("You paid £45.50", AMT), X("for £2.95", NLIC, VAL, AMT)],
    errors=["wrong_role", "wrong_amount"],
    notes="£45.50 is gross before the £5 fitting credit; amount_paid is 4050. Postage is £3.95 in the click-collect policy.",
    now=b23_now, excludes=["£45.50", "£2.95"])

add("uniform-click-collect", D_UNI, b23_q,
    "Hi! Your jumpers and polo shirts are ready for your slot tomorrow at 10:00 AM. The book bag is on back order and "
    "expected on 11 September, and we can post it for £3.95.",
    b23_ev,
    [S("Your jumpers and polo shirts are ready"), S("tomorrow at 10:00 AM"), S("The book bag is on back order"),
     X("expected on 11 September", DATE), S("post it for £3.95")],
    errors=["wrong_date"],
    notes="HPP-BOOKBAG expected_local is 2026-09-04.",
    now=b23_now, excludes=["11 September"],
    includes=["4 September|04/09|4/9|4th September|4 Sept", "10:00 AM|10am|10 AM"], repair=True)

# ---------------------------------------------------------------------------------------------
# B24 school-uniform shop: blazer exchange refused (outside 28 days; another recent order distracts)
# ---------------------------------------------------------------------------------------------
b24_ev = [
    rec("get_order#ORD-819602", "tool:orders.get", {
        "order": {"id": "ORD-819602", "status": "COMPLETED", "created": t("2026-08-12T15:22:00"),
                  "merchandise": [
                      {"sku": "GHS-BLAZER-30", "name": "Greenhill School blazer (chest 30\")", "quantity": 1,
                       "unit_cost": money(3899), "embroidered": True},
                      {"sku": "TROUSER-GRY-28", "name": "Grey trousers (waist 28\")", "quantity": 2,
                       "unit_cost": money(1200), "embroidered": False}],
                  "costs": {"base_price": money(6299), "fee": money(0), "tax": money(0), "gross": money(6299)}}}),
    rec("get_order#ORD-824410", "tool:orders.get", {
        "order": {"id": "ORD-824410", "status": "COMPLETED", "created": t("2026-09-10T10:05:00"),
                  "merchandise": [{"sku": "GHS-PEBAG", "name": "Greenhill PE bag", "quantity": 1,
                                   "unit_cost": money(650), "embroidered": True}],
                  "costs": {"base_price": money(650), "fee": money(0), "tax": money(0), "gross": money(650)}}}),
    refused("exchange_item#call-4", "exchange_item", "DENY",
            {"order_id": "ORD-819602", "sku": "GHS-BLAZER-30", "new_sku": "GHS-BLAZER-32"}),
    pol("returns#v5",
        "Unworn items with tags can be returned or exchanged within 28 days of purchase. Embroidered and name-taped "
        "items can be exchanged for a different size within that time, but not refunded. After 28 days we can't "
        "accept returns or exchanges. Faulty items are always covered under your statutory rights.", "v5"),
]
b24_q = "The blazer I bought is too small, can I swap it for the next size up?"
b24_now = "2026-09-21T11:30:00+01:00"

add("uniform-blazer-exchange", D_UNI, b24_q,
    "Hi! I'm so sorry the blazer's too snug! Unfortunately I wasn't able to swap it, as it was bought on 12 August, "
    "which is more than 28 days ago, and we can only exchange items within 28 days of purchase. If there's anything "
    "faulty with it, though, that's always covered under your statutory rights.",
    b24_ev,
    [NA("I'm so sorry the blazer's too snug!"), S("wasn't able to swap it"), S("bought on 12 August"),
     S("more than 28 days ago"), S("within 28 days of purchase"), S("always covered under your statutory rights")],
    notes="exchange_item DENY; ORD-819602 created 2026-08-12 (40 days before now); returns policy 28 days and statutory rights.",
    now=b24_now, includes=["28 days", "12 August"])

add("uniform-blazer-exchange", D_UNI, b24_q,
    "I'm afraid the exchange couldn't go through: the blazer (£38.99) was bought 40 days ago, and exchanges are only "
    "possible within 28 days.",
    b24_ev,
    [S("the exchange couldn't go through"), S("the blazer (£38.99)"), S("bought 40 days ago"),
     S("only possible within 28 days")],
    notes="refused exchange_item; GHS-BLAZER-30 unit_cost 3899; 12 Aug to 21 Sep is 40 days.",
    now=b24_now, includes=["28 days", "40 days"])

add("uniform-blazer-exchange", D_UNI, b24_q,
    "Hi! No problem at all, I've exchanged the Greenhill blazer for the next size up (chest 32\"). Hope that helps!",
    b24_ev,
    [X("I've exchanged the Greenhill blazer", NOTEX), NA("Hope that helps!")],
    errors=["refused_call_effect"],
    notes="exchange_item#call-4 (to GHS-BLAZER-32) was DENIED.",
    now=b24_now, excludes=["I've exchanged"])

add("uniform-blazer-exchange", D_UNI, b24_q,
    "Hi! Your blazer was bought on 10 September, so it's still within our 28-day window. As it's embroidered, we can "
    "give you a full refund or a swap, whichever you prefer!",
    b24_ev,
    [X("bought on 10 September", DATE), X("still within our 28-day window", DATE, VAL, NOTEX, NLIC),
     X("full refund or a swap", NLIC)],
    errors=["other_record_value", "condition_unmet", "wrong_policy_condition"],
    notes="10 September is the PE bag order ORD-824410; the blazer order was 12 August (40 days ago); embroidered items can't be refunded.",
    now=b24_now, excludes=["10 September", "within our 28-day window", "full refund"])

add("uniform-blazer-exchange", D_UNI, b24_q,
    "Hi! I'm sorry, I wasn't able to swap the blazer, as it was bought on 12 August and exchanges are only possible "
    "within 14 days of purchase.",
    b24_ev,
    [S("I wasn't able to swap the blazer"), S("bought on 12 August"), X("within 14 days of purchase", NLIC, VAL)],
    errors=["wrong_period"],
    notes="returns policy: exchanges within 28 days.",
    now=b24_now, excludes=["14 days"],
    includes=["28 days|28-day|twenty-eight days|four weeks", "12 August|12/08"], repair=True)

# ---------------------------------------------------------------------------------------------
# B25 school-uniform shop: free pre-loved uniform swap event, early access sold out
# ---------------------------------------------------------------------------------------------
b25_ev = [
    rec("get_event#EV-PRELOVED-0711", "tool:events.get", {
        "event": {"id": "EV-PRELOVED-0711", "name": {"text": "Pre-loved Uniform Swap"}, "status": "LIVE",
                  "start": t("2026-07-11T10:00:00"), "end": t("2026-07-11T12:30:00"), "is_free": True,
                  "capacity": 120, "quantity_sold": 87,
                  "venue": {"name": "Stitch & Satchel Uniforms, Market Street"}},
        "ticket_classes": [
            {"id": "TC-SWAP-ENTRY", "name": "Family entry", "free": True, "cost": None, "quantity_sold": 87},
            {"id": "TC-EARLY", "name": "Early access 9:30 AM (donors)", "free": True, "quantity_total": 30,
             "quantity_sold": 30, "on_sale_status": "SOLD_OUT"}]}),
    rec("get_order#ORD-826655", "tool:orders.get", {
        "order": {"id": "ORD-826655", "event_id": "EV-PRELOVED-0711", "status": "PLACED",
                  "ticket_class_id": "TC-SWAP-ENTRY", "quantity": 1, "costs": {"gross": money(0)},
                  "attendees": [{"id": "ATT-73390", "status": "Attending"}]}}),
    pol("preloved#v1",
        "The swap is free and everything is free to take. Donations of clean, undamaged uniform can be dropped at "
        "the shop from 1 to 9 July. Donors who drop off three or more items can book early access, subject to "
        "places. Anything left over goes to the local school PTAs.", "v1"),
]
b25_q = "I've booked for the uniform swap - can I still get early access if I donate?"
b25_now = "2026-06-29T14:00:00+01:00"

add("uniform-preloved-swap", D_UNI, b25_q,
    "Hi! You're booked in for the Pre-loved Uniform Swap on Saturday 11 July, 10:00 AM to 12:30 PM, and it's "
    "completely free. 💙 Early access for donors is fully booked now, I'm afraid, but we'd still love your "
    "donations! Clean, undamaged uniform can be dropped at the shop from 1 to 9 July.",
    b25_ev,
    [S("Saturday 11 July, 10:00 AM to 12:30 PM"), S("it's completely free"),
     S("Early access for donors is fully booked"), S("Clean, undamaged uniform"),
     S("dropped at the shop from 1 to 9 July")],
    notes="ORD-826655 PLACED for the 11 July event, 10:00-12:30, is_free; TC-EARLY SOLD_OUT; preloved policy drop-off 1-9 July.",
    now=b25_now, includes=["11 July", "1 to 9 July"])

add("uniform-preloved-swap", D_UNI, b25_q,
    "Your family entry is confirmed for 11/07 at 10 AM. Early access (9:30 AM) has sold out. Donations are welcome "
    "from 1-9 July; leftover items go to school PTAs.",
    b25_ev,
    [S("family entry is confirmed for 11/07 at 10 AM"), S("Early access (9:30 AM) has sold out"),
     S("Donations are welcome from 1-9 July"), S("leftover items go to school PTAs")],
    notes="TC-SWAP-ENTRY order PLACED; TC-EARLY SOLD_OUT; policy for drop-off dates and PTAs.",
    now=b25_now, includes=["11/07", "1-9 July"])

add("uniform-preloved-swap", D_UNI, b25_q,
    "Hi! Yes, if you drop off three or more items before 9 July, you'll get early access at 9:30 AM on Saturday 11 "
    "July. You're already booked in for the main swap too!",
    b25_ev,
    [XU("you'll get early access at 9:30 AM", VAL, STATE, NLIC, NOTOOL), S("already booked in for the main swap")],
    errors=["condition_unmet"],
    notes="Early access is 'subject to places' and TC-EARLY is SOLD_OUT (30 of 30), so donating can't earn it now.",
    now=b25_now, excludes=["you'll get early access"])

add("uniform-preloved-swap", D_UNI, b25_q,
    "Hi! You're all booked for Saturday 11 July. It's filling up fast, with only 13 places left! Donations can be "
    "dropped off at the shop until 10 July, and early access has already sold out.",
    b25_ev,
    [S("booked for Saturday 11 July"), X("only 13 places left", VAL), X("until 10 July", NLIC, DATE),
     S("early access has already sold out")],
    errors=["wrong_arithmetic", "wrong_date"],
    notes="120 - 87 = 33 places left, not 13; the policy drop-off window ends 9 July.",
    now=b25_now, excludes=["13 places left", "until 10 July"])

add("uniform-preloved-swap", D_UNI, b25_q,
    "Hi! You're booked in for the swap on Saturday 11 July, 10:00 AM to 12:30 PM. Early access has sold out, but "
    "donations can be dropped at the shop from 1 to 10 July.",
    b25_ev,
    [S("Saturday 11 July, 10:00 AM to 12:30 PM"), S("Early access has sold out"),
     X("from 1 to 10 July", NLIC, DATE)],
    errors=["wrong_date"],
    notes="preloved policy: donations from 1 to 9 July.",
    now=b25_now, excludes=["10 July"], includes=["9 July|9/7|09/07|9th July", "11 July"], repair=True)


# ---------------------------------------------------------------------------------------------
def main():
    if PROBLEMS:
        raise SystemExit("self-check problems:\n" + "\n".join(PROBLEMS))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for line in CASES:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "repair.jsonl"), "w", encoding="utf-8") as f:
        for line in REPAIRS:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    correct = sum(1 for c in CASES if not c["meta"]["errors"])
    print(f"cases {len(CASES)} (correct {correct}, wrong {len(CASES) - correct}), repair {len(REPAIRS)}")


if __name__ == "__main__":
    main()
