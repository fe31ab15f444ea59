"""Business 5: holiday-home property management (Ridgeline Vacation Homes, Lake Tahoe)."""
from common import S, N, C, I, CI, rec, pol, kb, refused, case

D = "holiday-home property management"


def payout():
    sc = "owner-april-payout"
    q = "My April payout looks lower than usual. Can you break it down and tell me when it lands?"
    ev = [
        rec("get_owner_statement#OS-2604-117", "tool:vh.get_owner_statement", {
            "statement_id": "OS-2604-117", "owner": {"id": "OW-117", "name": "Harriet Lindqvist"},
            "property": "Sugar Pine Cabin", "period": "2026-04",
            "charges": [{"code": "BOOKING_REVENUE", "amount_minor": 412000, "nights": 14},
                        {"code": "MGMT_FEE", "rate": "0.20", "amount_minor": -82400},
                        {"code": "CLEANING_TURNS", "qty": 3, "unit_minor": 9500, "amount_minor": -28500},
                        {"code": "REPAIR", "ref": "WO-H-842", "desc": "Hot tub pump seal", "amount_minor": -14250}],
            "payout": {"amount_minor": 286850, "state": "SCHEDULED", "scheduled_for": "2026-05-15", "method": "ACH"}}),
        rec("get_mgmt_agreement#MA-117", "tool:vh.get_mgmt_agreement", {
            "agreement_id": "MA-117", "versions": [
                {"v": 1, "mgmt_fee_rate": "0.18", "effective_from": "2024-05-01", "superseded_by": 2},
                {"v": 2, "mgmt_fee_rate": "0.20", "effective_from": "2026-04-01", "superseded_by": None}]}),
        pol("owner#payouts", "Statements close on the last day of each month, and payouts are sent by ACH by the 15th "
            "of the following month. Repairs under $500 are made without prior approval and deducted from the "
            "statement; larger repairs need the owner's written approval first.", "2025"),
    ]
    now = "2026-05-12T09:00:00-07:00"
    out = []
    out.append(case(D, sc, q,
        "Hi Harriet, your April payout for Sugar Pine Cabin is $2,868.50, scheduled to go out by ACH on Friday, May 15. "
        "It's lower mainly because your management fee moved from 18% to 20% on April 1, which came to $824 on "
        "$4,120 of booking revenue.",
        ev, [S("is $2,868.50"), S("on Friday, May 15"), S("from 18% to 20% on April 1"), S("came to $824"),
             S("$4,120 of booking revenue")],
        includes=["$2,868.50", "May 15"], now=now,
        notes="payout 286850 SCHEDULED 2026-05-15; MA-117 v1 0.18 -> v2 0.20 from 2026-04-01; MGMT_FEE -82400."))
    out.append(case(D, sc, q,
        "April statement, Sugar Pine Cabin:\n- Booking revenue (14 nights): $4,120.00\n- Management fee (20%): -$824.00\n"
        "- Cleaning, 3 turns at $95: -$285.00\n- Hot tub pump seal (WO-H-842): -$142.50\nPayout: $2,868.50, scheduled.",
        ev, [S("(14 nights): $4,120.00"), S("(20%): -$824.00"), S("3 turns at $95: -$285.00"), S("-$142.50"),
             S("Payout: $2,868.50, scheduled")],
        includes=["$2,868.50"], now=now, notes="Every line is a charges[] entry; payout state SCHEDULED."))
    out.append(case(D, sc, q,
        "The $142.50 pump seal repair was under the $500 limit, so it was done without needing your approval. Your "
        "payout goes out in three days.",
        ev, [S("$142.50 pump seal repair"), S("under the $500 limit"), S("goes out in three days")],
        includes=["$142.50"], now=now, notes="Policy's $500 threshold; May 12 + 3 days = May 15."))
    out.append(case(D, sc, q,
        "Your management fee is 18%, which came to $741.60, so your payout is $2,950.90, arriving May 15.",
        ev, [C("management fee is 18%", "VALUE_MISMATCH"), C("came to $741.60", "AMOUNT_MISMATCH"),
             C("payout is $2,950.90", "AMOUNT_MISMATCH"), S("arriving May 15")],
        errors=["stale_value", "stale_value", "stale_value"],
        excludes=["fee is 18%", "$741.60", "$2,950.90"], now=now,
        notes="18% is agreement v1, superseded from 2026-04-01; the April statement uses 20% (82400) and pays 286850."))
    out.append(case(D, sc, q,
        "After the 20% fee and three cleanings, your payout is $3,011.00, and it has already been deposited.",
        ev, [S("After the 20% fee"), C("payout is $3,011.00", "AMOUNT_MISMATCH"), C("already been deposited", "RECORD_STATE_MISMATCH")],
        errors=["wrong_arithmetic", "wrong_state"], excludes=["$3,011.00", "already been deposited"], now=now,
        notes="3011.00 skips the $142.50 repair; payout state is SCHEDULED for May 15."))
    rep = [case(D, sc, q,
        "Your April payout is $3,011.00 after the $824 management fee and $285 of cleaning, scheduled for May 15.",
        ev, [C("payout is $3,011.00", "AMOUNT_MISMATCH"), S("$824 management fee"), S("$285 of cleaning"),
             S("scheduled for May 15")],
        errors=["wrong_arithmetic"], excludes=["$3,011.00"], includes=["$2,868.50|2,868.50", "May 15"], now=now, repair=True,
        notes="payout.amount_minor 286850 also deducts the $142.50 repair."),
        case(D, sc, q,
        "Your management fee for April was 18%, and your payout of $2,868.50 goes out May 15.",
        ev, [C("was 18%", "VALUE_MISMATCH"), S("$2,868.50 goes out May 15")],
        errors=["stale_value"], excludes=["was 18%"], includes=["20%|20 percent", "$2,868.50"], now=now, repair=True,
        notes="MA-117 v2 (0.20) effective 2026-04-01.")]
    return out, rep


def hot_tub():
    sc = "guest-hot-tub-out"
    q = "The hot tub at the cabin isn't heating. When can someone fix it, and do we get anything back for this?"
    ev = [
        rec("get_booking#BK-66120", "tool:vh.get_booking", {
            "booking_id": "BK-66120", "guest": "Ellery Nakashima", "property": "Sugar Pine Cabin",
            "check_in": "2026-05-19", "check_out": "2026-05-24", "nights": 5, "nightly_rate_minor": 29500,
            "damage_deposit": {"hold_minor": 50000, "state": "AUTHORIZED"}}),
        rec("get_work_order#WO-H-881", "tool:vh.get_work_order", {
            "wo_id": "WO-H-881", "property": "Sugar Pine Cabin", "category": "SPA", "summary": "Hot tub not heating",
            "reported_at": "2026-05-21T17:05:00-07:00", "state": "SCHEDULED", "site_tz": "America/Los_Angeles",
            "window": {"start_epoch": 1779469200, "end_epoch": 1779476400}, "vendor": "Tahoe Spa Service"}),
        refused("issue_guest_credit#call-3", "vh.issue_guest_credit", "ESCALATE", {"booking_id": "BK-66120", "amount_minor": 7500}),
        pol("guest#amenities", "If the hot tub is out of service for more than 24 hours during a stay, guests receive a "
            "$75 credit for each affected night, refunded after check-out. Outages shorter than that are not credited. "
            "Technicians need access to the side yard only and will not enter the home."),
    ]
    now = "2026-05-21T19:00:00-07:00"
    out = []
    out.append(case(D, sc, q,
        "Hi Ellery, Tahoe Spa Service is booked for tomorrow between 10 AM and noon. They only need the side yard, so "
        "they won't come inside. If the tub ends up out for more than 24 hours, you'd get $75 for each affected night "
        "after check-out; I've sent that to a manager to review.",
        ev, [S("booked for tomorrow between 10 AM and noon"), S("only need the side yard"), S("won't come inside"),
             S("out for more than 24 hours"), S("$75 for each affected night"), S("sent that to a manager to review")],
        includes=["10 AM", "$75"], now=now,
        notes="window epochs are 10:00-12:00 PDT on 2026-05-22; credit terms from policy; issue_guest_credit ESCALATE."))
    out.append(case(D, sc, q,
        "A technician comes Friday, May 22, 10:00 a.m. to 12:00 p.m. The hot tub credit can't be approved by me directly; "
        "it has been escalated.",
        ev, [S("Friday, May 22, 10:00 a.m. to 12:00 p.m."), S("it has been escalated")],
        includes=["10:00 a.m."], now=now, notes="window; ESCALATE."))
    out.append(case(D, sc, q,
        "Repair visit: tomorrow, 10-12. Credit: only if the outage passes 24 hours; it would be refunded after you "
        "check out on the 24th.",
        ev, [S("tomorrow, 10-12"), S("only if the outage passes 24 hours"), S("refunded after you check out on the 24th")],
        includes=["10-12"], now=now, notes="window; policy; check_out 2026-05-24."))
    out.append(case(D, sc, q,
        "The hot tub repair is scheduled for tomorrow between 5 PM and 7 PM. Since it's been out over 24 hours, I've "
        "added a $75 credit to your booking.",
        ev, [C("between 5 PM and 7 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
             C("it's been out over 24 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
             C("added a $75 credit", "NOT_EXECUTED")],
        errors=["unit_conversion", "condition_unmet", "refused_call_effect"],
        excludes=["5 PM and 7 PM", "out over 24 hours", "added a $75 credit"], now=now,
        notes="Window is 17:00-19:00 UTC = 10:00-12:00 PDT; reported 17:05 on May 21, two hours ago; credit call ESCALATE."))
    out.append(case(D, sc, q,
        "Tahoe Spa Service is coming tomorrow, 10 AM to noon, and we'll knock $295 off your final night since the tub "
        "is down.",
        ev, [S("coming tomorrow, 10 AM to noon"), CI("knock $295 off your final night", "NO_POLICY_EVIDENCE", "NLI_CONTRADICTION")],
        errors=["invented_promise"], excludes=["knock $295 off"], now=now,
        notes="$295 is the nightly rate; policy offers only $75 per affected night after a 24-hour outage."))
    rep = [case(D, sc, q,
        "The spa technician will be there tomorrow from 5 PM to 7 PM and only needs the side yard.",
        ev, [C("from 5 PM to 7 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("only needs the side yard")],
        errors=["unit_conversion"], excludes=["5 PM to 7 PM"], includes=["10 AM|10:00 AM|10 a.m.|10:00 a.m.|10-12", "side yard"],
        now=now, repair=True, notes="Window is 10:00-12:00 America/Los_Angeles."),
        case(D, sc, q,
        "The repair is booked for tomorrow between 10 AM and noon, and I've issued a $75 credit for tonight.",
        ev, [S("tomorrow between 10 AM and noon"), C("I've issued a $75 credit", "NOT_EXECUTED")],
        errors=["refused_call_effect"], excludes=["I've issued a $75 credit"],
        includes=["escalated|review|could not|couldn't|unable|not able", "10 AM"], now=now, repair=True,
        notes="issue_guest_credit#call-3 was ESCALATE.")]
    return out, rep


def build():
    lines = []
    for f in (payout, hot_tub):
        out, rep = f()
        lines += out + rep
    return lines
