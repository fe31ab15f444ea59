"""Business 1: apartment rentals (Cedar Row Apartments, Denver)."""
from common import S, N, C, I, CI, rec, pol, kb, refused, case

D = "apartment rentals"


def rent_change():
    sc = "rent-step-up"
    q = "My lease says rent changes in June. What will I actually pay each month, and when does a late fee kick in?"
    ev = [
        rec("get_lease#L-40218", "tool:pm.get_lease", {
            "lease_id": "L-40218", "property": {"code": "CRA", "name": "Cedar Row Apartments"}, "unit": "4B",
            "tenant": {"id": "T-55031", "name": "Marisol Quintero"},
            "term": {"start_date": "2025-06-01", "end_date": "2027-05-31", "type": "FIXED_24M"},
            "versions": [
                {"version": 1, "monthly_rent": {"amount_minor": 185000, "currency": "USD"},
                 "effective_from": "2025-06-01", "superseded_by": 2},
                {"version": 2, "monthly_rent": {"amount_minor": 193500, "currency": "USD"},
                 "effective_from": "2026-06-01", "superseded_by": None}],
            "recurring_addons": [{"code": "PET_RENT", "amount_minor": 3500, "currency": "USD"}],
            "deposit_held": {"amount_minor": 185000, "held_since": "2025-05-20", "escrow_account": "ESC-CRA-0118"},
            "autopay": {"enabled": True, "draft_day_of_month": 1}}),
        pol("late-fee-rules#cra", "Rent is due on the 1st of each month. A payment counts as late only if it has not "
            "been received by 11:59 PM on the 5th. Late rent is charged a $75 fee on the 6th, plus $10 for each "
            "further day it stays unpaid, capped at $175 for any one month. Autopay drafts are treated as received "
            "on the draft date.", "2026-01"),
    ]
    now = "2026-05-20T10:15:00-06:00"
    out = []
    out.append(case(D, sc, q,
        "Hi Marisol, yes: starting June 1, 2026 your base rent for unit 4B goes to $1,935.00. With the $35 pet rent "
        "your monthly total will be $1,970.00. Rent is due on the 1st, and a late fee only applies if payment "
        "hasn't arrived by the end of the 5th.",
        ev, [S("starting June 1, 2026"), S("goes to $1,935.00"), S("$1,970.00"), S("due on the 1st"),
             S("by the end of the 5th")],
        includes=["$1,935.00", "$1,970.00"], now=now,
        notes="versions[1] (effective 2026-06-01) holds 193500; plus PET_RENT 3500 = $1,970; policy gives the 1st and the 5th."))
    out.append(case(D, sc, q,
        "Here's what changes for unit 4B:\n- Base rent: $1,935/month from 06/01/2026 (currently $1,850)\n"
        "- Pet rent: $35/month\n- Autopay is on and drafts on the 1st\n"
        "If a payment is ever late, the fee starts at $75 on the 6th and adds $10 a day, up to $175 for the month.",
        ev, [S("$1,935/month from 06/01/2026"), S("currently $1,850"), S("Pet rent: $35/month"),
             S("drafts on the 1st"), S("starts at $75 on the 6th"), S("adds $10 a day"), S("up to $175")],
        includes=["$1,935", "$175"], now=now,
        notes="Version 1 (185000) is current until 2026-06-01, so 'currently $1,850' holds today; late-fee figures are in the policy."))
    out.append(case(D, sc, q,
        "Your new rent is $1,935 a month, effective June 1; with pet rent that's $1,970 in total.",
        ev, [S("$1,935 a month, effective June 1"), S("that's $1,970 in total")],
        includes=["$1,935", "$1,970"], now=now,
        notes="versions[1].monthly_rent 193500 effective 2026-06-01; + 3500 pet rent."))
    out.append(case(D, sc, q,
        "Your rent from June 1 will be $1,850, plus the $35 pet rent.",
        ev, [C("will be $1,850", "AMOUNT_MISMATCH"), S("plus the $35 pet rent")],
        errors=["stale_value"], excludes=["will be $1,850"], now=now,
        notes="185000 is version 1, superseded by version 2 (193500) from 2026-06-01."))
    out.append(case(D, sc, q,
        "Good morning! Your base rent of $1,935 starts June 1, so with pet rent you'll pay $1,960 a month. "
        "Just note that a $75 late fee is added if rent isn't in by the 3rd.",
        ev, [N("Good morning!"), S("base rent of $1,935 starts June 1"), C("you'll pay $1,960 a month", "AMOUNT_MISMATCH"),
             C("isn't in by the 3rd", "NLI_CONTRADICTION")],
        errors=["wrong_arithmetic", "wrong_policy_condition"], excludes=["$1,960", "by the 3rd"], now=now,
        notes="1935 + 35 = 1970, not 1960; policy makes rent late only after the 5th."))
    out.append(case(D, sc, q,
        "Starting June 1 your base rent is $1,935.00. Late fees are capped at $200 per month, and since this would "
        "be your first late payment we'd waive it anyway.",
        ev, [S("base rent is $1,935.00"), C("capped at $200 per month", "NLI_CONTRADICTION"),
             I("we'd waive it anyway", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
        errors=["wrong_amount", "invented_promise"], excludes=["capped at $200", "we'd waive it anyway"], now=now,
        notes="Policy cap is $175; no policy text offers a first-time waiver."))
    rep = [case(D, sc, q,
        "Starting June 1, 2026 your rent is $1,850.00 a month, plus $35 pet rent. Rent is due on the 1st.",
        ev, [C("your rent is $1,850.00 a month", "AMOUNT_MISMATCH"), S("plus $35 pet rent"), S("Rent is due on the 1st")],
        errors=["stale_value"], excludes=["$1,850.00"], includes=["$1,935|1,935", "$35"], now=now, repair=True,
        notes="Version 2 (193500, effective 2026-06-01) replaces the $1,850 of version 1.")]
    return out, rep


def work_order():
    sc = "sink-leak-visit"
    q = "When is someone coming to fix my kitchen sink leak? Do I have to be home? Also can I get a rent credit for this?"
    ev = [
        rec("list_work_orders#T-55031", "tool:pm.list_work_orders", {
            "tenant_id": "T-55031", "unit": "4B", "property_tz": "America/Denver",
            "work_orders": [
                {"wo_id": "WO-77120", "category": "PLUMBING", "summary": "Kitchen sink drain leaking into cabinet",
                 "priority": "ROUTINE", "state": "SCHEDULED",
                 "scheduled_window": {"start_epoch": 1779375600, "end_epoch": 1779386400},
                 "assigned_vendor": "Front Range Plumbing", "permission_to_enter": True,
                 "opened_at": "2026-05-19T08:02:00-06:00"},
                {"wo_id": "WO-76988", "category": "CARPENTRY", "summary": "Bedroom closet door off track",
                 "priority": "ROUTINE", "state": "COMPLETED", "scheduled_window": None,
                 "completed_epoch": 1777754400, "permission_to_enter": True}]}),
        refused("issue_rent_credit#call-4", "pm.issue_rent_credit", "DENY",
                {"lease_id": "L-40218", "amount_minor": 5000, "reason": "sink leak inconvenience"}),
        pol("maintenance#entry", "Routine repairs are scheduled within three business days of the request. If you "
            "have given permission to enter, you do not need to be home for the visit; the technician leaves a "
            "service note. For emergencies such as active flooding, no heat, or a gas smell, call the 24-hour line "
            "at (303) 555-0147.", "v4"),
    ]
    now = "2026-05-20T10:15:00-06:00"
    out = []
    out.append(case(D, sc, q,
        "Your sink leak work order, WO-77120, is scheduled for tomorrow between 9:00 AM and 12:00 PM with Front "
        "Range Plumbing. Since you've given permission to enter, you don't need to be home. I did ask about a rent "
        "credit, but that request was declined.",
        ev, [S("WO-77120, is scheduled for tomorrow"), S("between 9:00 AM and 12:00 PM"), S("with Front Range Plumbing"),
             S("you don't need to be home"), S("that request was declined")],
        includes=["9:00 AM", "WO-77120"], now=now,
        notes="scheduled_window epochs are 09:00-12:00 MDT on 2026-05-21; permission_to_enter true plus policy; credit call DENY."))
    out.append(case(D, sc, q,
        "Dear Ms. Quintero,\n\nThe plumbing repair for your kitchen sink (work order WO-77120) is booked for "
        "Thursday, May 21, in the 9 AM to noon window. Your earlier closet door request, WO-76988, was completed "
        "on May 2. A rent credit could not be approved for this repair.\n\nRegards,\nCedar Row Leasing Office",
        ev, [N("Dear Ms. Quintero,"), S("booked for Thursday, May 21"), S("9 AM to noon window"),
             S("was completed on May 2"), S("could not be approved"), N("Regards,")],
        includes=["9 AM", "May 21"], now=now,
        notes="start_epoch 1779375600 is Thu 2026-05-21 09:00 MDT; WO-76988 completed_epoch is 2026-05-02; credit DENY."))
    out.append(case(D, sc, q,
        "Front Range Plumbing is coming tomorrow, 9-12. You don't have to be there - you've allowed entry, so "
        "they'll leave a service note. If it turns into active flooding before then, call (303) 555-0147.",
        ev, [S("coming tomorrow, 9-12"), S("you've allowed entry"), S("leave a service note"), S("call (303) 555-0147")],
        includes=["9-12", "555-0147"], now=now,
        notes="Window from scheduled_window; service note and emergency line from the maintenance policy."))
    out.append(case(D, sc, q,
        "WO-77120 is scheduled for tomorrow between 3:00 PM and 6:00 PM. You don't need to be home since you've "
        "given permission to enter.",
        ev, [S("WO-77120 is scheduled for tomorrow"), C("between 3:00 PM and 6:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
             S("you've given permission to enter")],
        errors=["unit_conversion"], excludes=["3:00 PM and 6:00 PM"], now=now,
        notes="The epochs are 15:00-18:00 UTC, which is 9:00-12:00 in America/Denver."))
    out.append(case(D, sc, q,
        "Your sink repair is set for tomorrow morning, 9:00 AM to 12:00 PM. I've also added a $50 credit to your "
        "June rent for the trouble, and your closet door ticket WO-76988 is still open.",
        ev, [S("tomorrow morning, 9:00 AM to 12:00 PM"), C("added a $50 credit", "NOT_EXECUTED"),
             C("WO-76988 is still open", "RECORD_STATE_MISMATCH")],
        errors=["refused_call_effect", "wrong_state"], excludes=["added a $50 credit", "is still open"], now=now,
        notes="issue_rent_credit was DENIED; WO-76988 state is COMPLETED."))
    rep = [case(D, sc, q,
        "WO-77120 is scheduled for tomorrow between 3:00 PM and 6:00 PM. Since you've given permission to enter, "
        "you don't need to be home.",
        ev, [S("WO-77120 is scheduled for tomorrow"), C("between 3:00 PM and 6:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
             S("you don't need to be home")],
        errors=["unit_conversion"], excludes=["3:00 PM and 6:00 PM"], includes=["9:00 AM|9 AM|9:00 a.m.|9 a.m.", "WO-77120"],
        now=now, repair=True, notes="Window is 09:00-12:00 local (America/Denver); the draft gave it in UTC."),
        case(D, sc, q,
        "Your plumbing visit is tomorrow, 9:00 AM to 12:00 PM. I've applied a $50 rent credit for the inconvenience.",
        ev, [S("tomorrow, 9:00 AM to 12:00 PM"), C("applied a $50 rent credit", "NOT_EXECUTED")],
        errors=["refused_call_effect"], excludes=["applied a $50 rent credit"],
        includes=["declined|could not|couldn't|unable|not able|not approved|denied", "9:00 AM"], now=now, repair=True,
        notes="issue_rent_credit#call-4 was DENY, so the credit was not applied.")]
    return out, rep


def deposit():
    sc = "move-out-deposit"
    q = "I moved out of 2C on May 8. How much of my deposit am I getting back and when?"
    ev = [
        rec("get_move_out#MO-3317", "tool:pm.get_move_out", {
            "move_out_id": "MO-3317", "lease_id": "L-38805", "unit": "2C", "tenant": {"id": "T-49270", "name": "Desmond Achterberg"},
            "move_out_date": "2026-05-08",
            "deposit": {"held_minor": 240000, "currency": "USD",
                        "deductions": [{"code": "CARPET_CLEAN", "desc": "Carpet cleaning, bedroom", "amount_minor": 18500},
                                       {"code": "UTILITY_BALANCE", "desc": "Final water/sewer balance", "amount_minor": 6240}],
                        "refund": {"amount_minor": 215260, "state": "PENDING_APPROVAL", "method": "ACH",
                                   "bank_last4": "0931", "due_by": "2026-05-29"}}}),
        rec("get_lease#L-31150", "tool:pm.get_lease", {
            "lease_id": "L-31150", "unit": "7A", "tenant": {"id": "T-49270"}, "status": "ENDED",
            "term": {"start_date": "2022-03-01", "end_date": "2024-02-29"},
            "deposit_held": {"amount_minor": 150000, "refund_state": "PAID", "paid_on": "2024-03-14"}}),
        pol("deposit-return#co", "Normal wear and tear is never deducted from a deposit. We return security deposits, "
            "less any itemized deductions, within 21 days of move-out. Refunds go by ACH to the bank account on file; "
            "if none is on file we mail a check to the forwarding address.", "2025-09"),
    ]
    out = []
    out.append(case(D, sc, q,
        "Your deposit was $2,400.00. After $185.00 for carpet cleaning and $62.40 for the final water/sewer balance, "
        "your refund comes to $2,152.60. It's pending approval and is due to go out by ACH by May 29.",
        ev, [S("Your deposit was $2,400.00"), S("$185.00 for carpet cleaning"), S("$62.40 for the final"),
             S("your refund comes to $2,152.60"), S("It's pending approval"), S("by ACH by May 29")],
        includes=["$2,152.60"],
        notes="deposit.held_minor 240000 less 18500 and 6240 = 215260; refund.state PENDING_APPROVAL, due_by 2026-05-29."))
    out.append(case(D, sc, q,
        "Deposit summary for unit 2C:\n• Held: $2,400\n• Carpet cleaning: -$185\n• Water/sewer balance: -$62.40\n"
        "• Refund: $2,152.60 by ACH to the account ending 0931\nWe return deposits within 21 days of move-out, so "
        "yours is due by 5/29/2026.",
        ev, [S("Held: $2,400"), S("Carpet cleaning: -$185"), S("Water/sewer balance: -$62.40"),
             S("Refund: $2,152.60 by ACH"), S("ending 0931"), S("within 21 days of move-out"), S("due by 5/29/2026")],
        includes=["$2,152.60", "0931"],
        notes="Figures from deposit.*; 21 days from policy; May 8 + 21 days = May 29, matching refund.due_by."))
    out.append(case(D, sc, q,
        "You'll get back two thousand one hundred fifty-two dollars and sixty cents; the refund is awaiting approval "
        "and will be sent no later than May 29.",
        ev, [S("two thousand one hundred fifty-two dollars and sixty cents"), S("awaiting approval"),
             S("no later than May 29")],
        includes=["May 29"],
        notes="refund.amount_minor 215260 in words; state PENDING_APPROVAL; due_by 2026-05-29."))
    out.append(case(D, sc, q,
        "After the $185.00 carpet cleaning charge, your refund is $2,215.00, going out by ACH by May 29.",
        ev, [S("$185.00 carpet cleaning charge"), C("your refund is $2,215.00", "AMOUNT_MISMATCH"), S("by ACH by May 29")],
        errors=["wrong_arithmetic"], excludes=["$2,215.00"],
        notes="The total skips the $62.40 utility deduction: 2400 - 185 - 62.40 = 2152.60."))
    out.append(case(D, sc, q,
        "Hi Desmond, the deposit we held for you was $1,500.00, and your refund has already been paid to your account "
        "ending 0931.",
        ev, [C("was $1,500.00", "AMOUNT_MISMATCH"), C("has already been paid", "RECORD_STATE_MISMATCH"),
             S("ending 0931")],
        errors=["other_record_value", "wrong_state"], excludes=["$1,500.00", "has already been paid"],
        notes="150000 and PAID belong to the old 7A lease L-31150; the 2C refund is PENDING_APPROVAL on 240000 held."))
    out.append(case(D, sc, q,
        "Your refund of $2,152.60 is pending approval. Deposits are returned within 30 days of move-out, by check "
        "to your forwarding address.",
        ev, [S("$2,152.60 is pending approval"), C("within 30 days of move-out", "NLI_CONTRADICTION"),
             C("by check to your forwarding address", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
        errors=["wrong_period", "wrong_value"], excludes=["within 30 days", "by check to your forwarding address"],
        notes="Policy says 21 days; refund.method is ACH (bank on file), check only when none is on file."))
    rep = [case(D, sc, q,
        "After $185.00 for carpet cleaning and $62.40 for the water/sewer balance, your refund comes to $2,215.00. "
        "It will go out by ACH by May 29.",
        ev, [S("$185.00 for carpet cleaning"), S("$62.40 for the water/sewer"), C("comes to $2,215.00", "AMOUNT_MISMATCH"),
             S("by ACH by May 29")],
        errors=["wrong_arithmetic"], excludes=["$2,215.00"], includes=["$2,152.60|2,152.60", "May 29"], repair=True,
        notes="refund.amount_minor is 215260 ($2,152.60); the draft dropped the utility deduction.")]
    return out, rep


def build():
    lines = []
    for f in (rent_change, work_order, deposit):
        out, rep = f()
        lines += out + rep
    return lines
