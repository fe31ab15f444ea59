"""Business 3: coworking space (Foundry Hall Workspaces, Philadelphia)."""
from common import S, N, C, I, CI, rec, pol, kb, refused, case

D = "coworking space"


def upgrade():
    sc = "dedicated-desk-upgrade"
    q = "I'm switching from hot desk to a dedicated desk. When does it start, what does it cost, what's included, and do I owe more deposit?"
    ev = [
        rec("get_membership#M-3021", "tool:cowork.get_membership", {
            "member_id": "M-3021", "company": "Larkspur Analytics", "contact": "Noor Haddad", "location": "FOUNDRY_HALL_2F",
            "versions": [
                {"v": 1, "plan": "HOT_DESK", "price_minor": 29900, "effective_from": "2025-11-01", "superseded_by": 2,
                 "meeting_credits": "PT4H", "includes": ["24_7_ACCESS"]},
                {"v": 2, "plan": "DEDICATED_DESK", "desk_no": "D-17", "price_minor": 45000, "effective_from": "2026-06-01",
                 "superseded_by": None, "meeting_credits": "PT10H",
                 "includes": ["24_7_ACCESS", "MAIL_HANDLING", "LOCKABLE_PEDESTAL"]}],
            "security_deposit": {"held_minor": 29900, "top_up_required_minor": 15100, "top_up_due": "2026-06-01"}}),
        pol("plans#changes", "Upgrades take effect on the 1st of the following month and need no notice; downgrades "
            "need 30 days' notice. Members on a dedicated desk keep a security deposit equal to one month's fee. "
            "Meeting-room credits reset on the 1st and unused hours do not roll over.", "2026-02"),
    ]
    now = "2026-05-19T16:30:00-04:00"
    out = []
    out.append(case(D, sc, q,
        "Hi Noor, your dedicated desk, D-17, starts June 1 at $450 a month. It comes with 10 hours of meeting-room "
        "credit a month, 24/7 access, mail handling and a lockable pedestal.",
        ev, [S("D-17, starts June 1"), S("at $450 a month"), S("10 hours of meeting-room credit"), S("24/7 access"),
             S("mail handling"), S("a lockable pedestal")],
        includes=["$450", "10 hours"], now=now,
        notes="versions[1]: DEDICATED_DESK 45000 from 2026-06-01, PT10H credits, includes list."))
    out.append(case(D, sc, q,
        "Dedicated desk members hold a deposit equal to one month's fee. We have $299 on file from your hot desk plan, "
        "so the top-up is $151, due June 1.",
        ev, [S("deposit equal to one month's fee"), S("$299 on file"), S("the top-up is $151"), S("due June 1")],
        includes=["$151"], now=now,
        notes="Policy sets the deposit at one month's fee; held_minor 29900, top_up_required_minor 15100 (45000 - 29900)."))
    out.append(case(D, sc, q,
        "Upgrade confirmed for the 1st of next month: desk D-17, $450.00/mo., meeting credits going from 4 to 10 hours. "
        "Unused hours still don't carry over month to month.",
        ev, [S("Upgrade confirmed for the 1st of next month"), S("$450.00/mo."), S("from 4 to 10 hours"),
             S("don't carry over")],
        includes=["$450.00"], now=now,
        notes="now is May 19, so the 1st of next month is June 1 = effective_from; PT4H -> PT10H; policy on rollover."))
    out.append(case(D, sc, q,
        "Your dedicated desk starts June 1 at $450 a month, with 10 hours of meeting-room credit, mail handling, and "
        "a reserved parking spot in the garage.",
        ev, [S("starts June 1 at $450 a month"), S("10 hours of meeting-room credit"), S("mail handling"),
             CI("a reserved parking spot in the garage", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
        errors=["unlisted_perk"], excludes=["reserved parking spot"], now=now,
        notes="versions[1].includes has no parking."))
    out.append(case(D, sc, q,
        "D-17 is yours from June 1. You keep 4 hours of meeting credits a month, and the deposit top-up comes to $161.",
        ev, [S("D-17 is yours from June 1"), C("4 hours of meeting credits", "VALUE_MISMATCH"),
             C("top-up comes to $161", "AMOUNT_MISMATCH")],
        errors=["stale_value", "wrong_arithmetic"], excludes=["4 hours of meeting credits", "comes to $161"], now=now,
        notes="PT4H is the superseded hot-desk version; 450 - 299 = 151 (top_up_required_minor 15100)."))
    out.append(case(D, sc, q,
        "Your upgrade to D-17 takes effect June 1, and any meeting hours you don't use in May will roll over into June.",
        ev, [S("takes effect June 1"), C("will roll over into June", "NLI_CONTRADICTION")],
        errors=["wrong_policy_condition"], excludes=["will roll over into June"], now=now,
        notes="Policy: unused hours do not roll over."))
    rep = [case(D, sc, q,
        "Your dedicated desk D-17 starts June 1 at $450 a month. With $299 already on deposit, you'll need to top up "
        "$161 by June 1.",
        ev, [S("starts June 1 at $450 a month"), S("$299 already on deposit"), C("top up $161", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["$161"], includes=["$151|151.00", "$450"], now=now, repair=True,
        notes="top_up_required_minor 15100.")]
    return out, rep


def invoice():
    sc = "may-invoice-breakdown"
    q = "Why is my May invoice $362.90? My plan is only $299. Can you take off the meeting room charge?"
    ev = [
        rec("get_invoice#INV-2605-0412", "tool:cowork.get_invoice", {
            "invoice_id": "INV-2605-0412", "member_id": "M-2877", "period": "2026-05", "status": "OPEN",
            "due_date": "2026-05-25",
            "charges": [{"code": "MEMBERSHIP_HOT_DESK", "amount_minor": 29900},
                        {"code": "MEETING_ROOM_OVERAGE", "qty": "PT1H30M", "unit_rate_minor": 2500, "amount_minor": 3750},
                        {"code": "GUEST_DAY_PASS", "qty": 1, "amount_minor": 2000},
                        {"code": "PRINTING", "qty": 128, "unit_rate_minor": 5, "amount_minor": 640}],
            "total_minor": 36290}),
        rec("get_invoice#INV-2604-0388", "tool:cowork.get_invoice", {
            "invoice_id": "INV-2604-0388", "member_id": "M-2877", "period": "2026-04", "status": "PAID",
            "charges": [{"code": "MEMBERSHIP_HOT_DESK", "amount_minor": 29900},
                        {"code": "PRINTING", "qty": 328, "unit_rate_minor": 5, "amount_minor": 1640}],
            "total_minor": 31540}),
        rec("get_room_usage#M-2877-2026-05", "tool:cowork.room_usage", {
            "member_id": "M-2877", "period": "2026-05", "included": "PT4H", "used": "PT5H30M", "overage": "PT1H30M"}),
        refused("credit_charge#call-7", "cowork.credit_charge", "ESCALATE", {"invoice_id": "INV-2605-0412",
                "code": "MEETING_ROOM_OVERAGE"}),
        pol("billing#rooms", "Meeting-room time beyond your plan's included hours is billed at $25 per hour in "
            "half-hour steps. Invoices are issued on the 1st and due within 24 days.", "v9"),
    ]
    out = []
    out.append(case(D, sc, q,
        "Your May invoice of $362.90 covers the $299 hot desk membership, $37.50 for 1.5 hours of meeting-room time "
        "beyond your 4 included hours, a $20 guest day pass and $6.40 in printing. I've asked a manager to review "
        "the meeting-room charge.",
        ev, [S("May invoice of $362.90"), S("the $299 hot desk membership"), S("$37.50 for 1.5 hours"),
             S("your 4 included hours"), S("a $20 guest day pass"), S("$6.40 in printing"),
             S("asked a manager to review")],
        includes=["$37.50", "$362.90"],
        notes="charges[] of INV-2605-0412 sum to 36290; room usage PT5H30M vs PT4H; credit call ESCALATE."))
    out.append(case(D, sc, q,
        "You used 5 and a half hours of meeting rooms in May against 4 included, and the extra hour and a half is billed "
        "at $25/hour. The invoice is due May 25. I can't remove the charge myself, but it's been escalated for review.",
        ev, [S("5 and a half hours"), S("against 4 included"), S("billed at $25/hour"), S("due May 25"),
             S("it's been escalated for review")],
        includes=["May 25"],
        notes="room_usage used PT5H30M; rate from policy and unit_rate_minor 2500; due_date 2026-05-25."))
    out.append(case(D, sc, q,
        "Breakdown of INV-2605-0412:\n$299.00 membership\n$37.50 meeting-room overage\n$20.00 guest pass\n"
        "$6.40 printing (128 pages)\n= $362.90, open, due 5/25.",
        ev, [S("$299.00 membership"), S("$37.50 meeting-room overage"), S("$20.00 guest pass"), S("128 pages"),
             S("= $362.90, open, due 5/25")],
        includes=["$362.90"], notes="Every line is a charge of INV-2605-0412; status OPEN."))
    out.append(case(D, sc, q,
        "The difference is a meeting-room overage of $3,750 plus a $20 guest pass and printing.",
        ev, [C("overage of $3,750", "AMOUNT_MISMATCH"), S("plus a $20 guest pass")],
        errors=["unit_conversion"], excludes=["$3,750"],
        notes="amount_minor 3750 is $37.50."))
    out.append(case(D, sc, q,
        "You went 2.5 hours over your included meeting time, and I've removed that overage from the invoice, so you now "
        "owe $325.40.",
        ev, [C("2.5 hours over", "VALUE_MISMATCH"), C("I've removed that overage", "NOT_EXECUTED"),
             CI("you now owe $325.40", "AMOUNT_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
        errors=["wrong_quantity", "refused_call_effect", "wrong_amount"],
        excludes=["2.5 hours over", "I've removed that overage", "owe $325.40"],
        notes="overage PT1H30M; credit_charge was ESCALATE so total_minor stays 36290."))
    out.append(case(D, sc, q,
        "Your May total is $315.40, the same as April, and it's already been paid.",
        ev, [C("May total is $315.40", "AMOUNT_MISMATCH"), C("it's already been paid", "RECORD_STATE_MISMATCH")],
        errors=["other_record_value", "other_record_value"], excludes=["$315.40", "already been paid"],
        notes="31540 and PAID belong to the April invoice INV-2604-0388; May is 36290 and OPEN."))
    rep = [case(D, sc, q,
        "Your May invoice includes a $3,750 meeting-room overage for 1.5 hours past your 4 included hours, plus the $299 "
        "membership.",
        ev, [C("a $3,750 meeting-room overage", "AMOUNT_MISMATCH"), S("for 1.5 hours past"), S("plus the $299 membership")],
        errors=["unit_conversion"], excludes=["$3,750"], includes=["$37.50|37.50", "$299"], repair=True,
        notes="amount_minor 3750 is $37.50."),
        case(D, sc, q,
        "Your May invoice is $362.90. I've taken the $37.50 meeting-room charge off for you.",
        ev, [S("Your May invoice is $362.90"), C("I've taken the $37.50 meeting-room charge off", "NOT_EXECUTED")],
        errors=["refused_call_effect"], excludes=["I've taken the $37.50 meeting-room charge off"],
        includes=["escalated|review|could not|couldn't|unable|not able", "$362.90"], repair=True,
        notes="credit_charge#call-7 was ESCALATE.")]
    return out, rep


def hvac():
    sc = "office-ac-repair"
    q = "The AC in Office 214 has been out since yesterday. What's happening and when will it be fixed?"
    ev = [
        rec("get_work_order#WO-C-5521", "tool:cowork.get_work_order", {
            "wo_id": "WO-C-5521", "space": "OFFICE_214", "member_id": "M-1450", "category": "HVAC",
            "summary": "Split unit not cooling", "state": "AWAITING_PARTS", "site_tz": "America/New_York",
            "opened_epoch": 1779222000, "parts": [{"part": "compressor capacitor", "eta": "2026-05-22"}],
            "next_visit": {"start_epoch": 1779814800, "end_epoch": 1779822000, "vendor": "Keystone Air"},
            "interim_measures": ["PORTABLE_FAN_PROVIDED"]}),
        pol("spaces#outage", "If a private office can't be used because of a building fault, the member may work from "
            "any open dedicated desk or book a small meeting room free of charge until it is fixed. Rent credits for "
            "outages are reviewed only once an outage has lasted more than five business days."),
    ]
    now = "2026-05-20T09:05:00-04:00"
    out = []
    out.append(case(D, sc, q,
        "The repair for Office 214 (WO-C-5521) is waiting on a compressor capacitor that's due May 22. Keystone Air is "
        "booked to come back Tuesday, May 26, between 1 and 3 PM. Until then you can work from any open dedicated desk "
        "or book a small meeting room at no charge.",
        ev, [S("waiting on a compressor capacitor"), S("due May 22"), S("Tuesday, May 26, between 1 and 3 PM"),
             S("any open dedicated desk"), S("book a small meeting room at no charge")],
        includes=["May 26", "1 and 3 PM"], now=now,
        notes="state AWAITING_PARTS, part eta; next_visit epochs are 13:00-15:00 EDT on Tue 2026-05-26; outage policy."))
    out.append(case(D, sc, q,
        "We've put a portable fan in Office 214 for now. The return visit is set for next Tuesday, 1:00-3:00 p.m.",
        ev, [S("put a portable fan in Office 214"), S("next Tuesday, 1:00-3:00 p.m.")],
        includes=["1:00-3:00 p.m."], now=now,
        notes="interim_measures PORTABLE_FAN_PROVIDED; now is Wed May 20 so next Tuesday is May 26."))
    out.append(case(D, sc, q,
        "Sorry about the heat. Your ticket was opened yesterday afternoon and is on hold for a part; the technician "
        "returns on 5/26 from 1 to 3 PM.",
        ev, [N("Sorry about the heat."), S("opened yesterday afternoon"), S("on hold for a part"),
             S("returns on 5/26 from 1 to 3 PM")],
        includes=["5/26"], now=now,
        notes="opened_epoch is 2026-05-19 16:20 EDT; AWAITING_PARTS; next_visit window."))
    out.append(case(D, sc, q,
        "Keystone Air will be back Tuesday, May 26, from 5 to 7 PM. In the meantime we've installed a portable AC unit "
        "in Office 214.",
        ev, [C("from 5 to 7 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
             CI("installed a portable AC unit", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
        errors=["unit_conversion", "unrecorded_extra"], excludes=["from 5 to 7 PM", "portable AC unit"], now=now,
        notes="17:00-19:00 is the window in UTC; interim_measures only lists a portable fan."))
    out.append(case(D, sc, q,
        "Technicians are working on Office 214 right now, and you'll get a rent credit for every day it's out.",
        ev, [C("working on Office 214 right now", "RECORD_STATE_MISMATCH"),
             C("rent credit for every day it's out", "NLI_CONTRADICTION")],
        errors=["wrong_state", "wrong_policy_condition"], excludes=["working on Office 214 right now", "for every day it's out"], now=now,
        notes="State is AWAITING_PARTS with the next visit on May 26; credits are reviewed only after more than five business days."))
    rep = [case(D, sc, q,
        "Your AC repair is waiting on a part due May 22, and Keystone Air returns Tuesday, May 26, from 5 to 7 PM.",
        ev, [S("waiting on a part due May 22"), C("from 5 to 7 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
        errors=["unit_conversion"], excludes=["from 5 to 7 PM"], includes=["1 PM|1:00 PM|1 and 3|1 to 3|1:00-3:00|1-3", "May 26"],
        now=now, repair=True, notes="Epochs are 13:00-15:00 America/New_York.")]
    return out, rep


def build():
    lines = []
    for f in (upgrade, invoice, hvac):
        out, rep = f()
        lines += out + rep
    return lines
