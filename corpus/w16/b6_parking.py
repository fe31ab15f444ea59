"""Business 6: parking garage (Market Street Garage, Chicago)."""
from common import S, N, C, I, CI, rec, pol, kb, refused, case

D = "parking garage"


def permit():
    sc = "monthly-permit-renewal"
    q = "What will my monthly parking permit cost from June, and does it still include EV charging?"
    ev = [
        rec("get_permit#PMT-40771", "tool:garage.get_permit", {
            "permit_id": "PMT-40771", "holder": {"id": "PH-2290", "name": "Adaeze Fontaine"}, "type": "RESERVED_24_7",
            "space": {"level": 3, "stall": "R-3-41"}, "vehicle": {"plate": "IL DF 48821"},
            "versions": [
                {"v": 1, "monthly_minor": 18500, "effective_from": "2025-06-01", "superseded_by": 2},
                {"v": 2, "monthly_minor": 21000, "effective_from": "2026-06-01", "superseded_by": None}],
            "addons": [{"code": "EV_CHARGING_L2", "monthly_minor": 4000}],
            "billing": {"day_of_month": 1, "card_last4": "2210"}}),
        rec("get_permit#PMT-40772", "tool:garage.get_permit", {
            "permit_id": "PMT-40772", "holder": {"id": "PH-2290"}, "type": "NIGHTS_WEEKENDS",
            "space": {"level": None, "stall": None}, "vehicle": {"plate": "IL HK 10934"},
            "versions": [{"v": 1, "monthly_minor": 9500, "effective_from": "2025-09-01", "superseded_by": None}], "addons": []}),
        pol("permits#terms", "Permit fees are billed on the 1st of each month. Reserved permits hold one numbered stall "
            "around the clock; nights-and-weekends permits park in any open unreserved space from 6 PM to 7 AM on "
            "weekdays and all day on weekends. Permits may be cancelled with 30 days' notice.", "2026"),
    ]
    now = "2026-05-22T08:30:00-05:00"
    out = []
    out.append(case(D, sc, q,
        "Hi Adaeze, from June 1 your reserved permit for stall R-3-41 goes to $210 a month. EV charging is still on it "
        "at $40 a month, so you'll be billed $250 on June 1.",
        ev, [S("stall R-3-41 goes to $210 a month"), S("from June 1"), S("EV charging is still on it"),
             S("at $40 a month"), S("billed $250 on June 1")],
        includes=["$210", "$250"], now=now,
        notes="PMT-40771 versions[1] 21000 from 2026-06-01; EV addon 4000; 210 + 40 = 250."))
    out.append(case(D, sc, q,
        "Your June charges for PMT-40771:\n- Reserved 24/7 permit: $210.00 (up from $185.00)\n- Level 2 EV charging: $40.00\n"
        "Both bill on the 1st to the card ending 2210.",
        ev, [S("Reserved 24/7 permit: $210.00"), S("up from $185.00"), S("Level 2 EV charging: $40.00"),
             S("bill on the 1st"), S("card ending 2210")],
        includes=["$210.00", "2210"], now=now, notes="versions and addons of PMT-40771; billing.day_of_month 1."))
    out.append(case(D, sc, q,
        "Starting June, stall R-3-41 on level 3 costs two hundred ten dollars monthly, EV charging included as an add-on.",
        ev, [S("stall R-3-41 on level 3"), S("two hundred ten dollars monthly"), S("EV charging included as an add-on")],
        includes=["R-3-41"], now=now, notes="space and versions[1]; addons list EV_CHARGING_L2."))
    out.append(case(D, sc, q,
        "Your reserved spot keeps stall R-3-41 around the clock. Your other permit, for plate IL HK 10934, stays at $95 a "
        "month for nights and weekends.",
        ev, [S("keeps stall R-3-41 around the clock"), S("stays at $95 a month"), S("for nights and weekends")],
        includes=["$95"], now=now, notes="Policy on reserved stalls; PMT-40772 monthly 9500, NIGHTS_WEEKENDS."))
    out.append(case(D, sc, q,
        "From June 1 your permit is $210 a month, plus $40 for EV charging, so June's bill is $240.",
        ev, [S("your permit is $210 a month"), S("plus $40 for EV charging"), C("June's bill is $240", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["bill is $240"], now=now, notes="210 + 40 = 250."))
    out.append(case(D, sc, q,
        "Your reserved permit stays at $185 a month in June, and EV charging is included at no extra cost.",
        ev, [C("stays at $185 a month", "AMOUNT_MISMATCH"), C("included at no extra cost", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
        errors=["stale_value", "wrong_amount"], excludes=["stays at $185", "at no extra cost"], now=now,
        notes="v1 18500 superseded by 21000 from June 1; EV addon is 4000 a month."))
    out.append(case(D, sc, q,
        "Your permit goes to $95 a month in June, and you can cancel anytime with 7 days' notice.",
        ev, [C("goes to $95 a month", "AMOUNT_MISMATCH"), C("7 days' notice", "NLI_CONTRADICTION")],
        errors=["other_record_value", "wrong_period"], excludes=["goes to $95 a month", "7 days' notice"], now=now,
        notes="9500 is the nights-and-weekends permit PMT-40772; cancellation needs 30 days' notice."))
    rep = [case(D, sc, q,
        "From June 1 your reserved permit is $185 a month, plus $40 for EV charging.",
        ev, [C("reserved permit is $185 a month", "AMOUNT_MISMATCH"), S("plus $40 for EV charging")],
        errors=["stale_value"], excludes=["$185 a month"], includes=["$210|210.00", "$40"], now=now, repair=True,
        notes="Version 2 (21000) takes effect 2026-06-01."),
        case(D, sc, q,
        "Your permit will be $210 a month and EV charging $40, for a June 1 charge of $240.",
        ev, [S("$210 a month"), S("EV charging $40"), C("June 1 charge of $240", "AMOUNT_MISMATCH")],
        errors=["wrong_arithmetic"], excludes=["charge of $240"], includes=["$250|250.00", "$210"], now=now, repair=True,
        notes="210 + 40 = 250.")]
    return out, rep


def lost_ticket():
    sc = "lost-ticket-refund"
    q = "I lost my ticket Monday and got charged the $48 daily max, but I was only there a few hours. Can I get money back?"
    ev = [
        rec("get_transaction#TX-9183320", "tool:garage.get_transaction", {
            "txn_id": "TX-9183320", "lane": "EXIT_2", "site_tz": "America/Chicago", "ticket": "LOST",
            "entry": {"source": "LPR_PLATE_READ", "plate": "IL KR 55102", "epoch": 1779124200},
            "exit": {"epoch": 1779136200}, "duration": "PT3H20M", "charged_minor": 4800, "card_last4": "7765",
            "rated_amount_minor": 2400,
            "refund": {"refund_id": "RF-20817", "amount_minor": 2400, "state": "APPROVED", "expected_posting": "P5D"}}),
        pol("rates#transient", "Transient parking is $6 per hour or part of an hour, up to $48 for 24 hours. A lost "
            "ticket is charged the $48 daily maximum unless the entry time can be confirmed by a license-plate read, "
            "in which case regular rates apply and any difference is refunded to the card used."),
    ]
    now = "2026-05-20T13:00:00-05:00"
    out = []
    out.append(case(D, sc, q,
        "Hi, our plate reader confirms you entered Monday at 12:10 PM and left at 3:30 PM, 3 hours 20 minutes. That rates "
        "at $24, so we've approved a $24 refund of the difference to your card ending 7765.",
        ev, [S("entered Monday at 12:10 PM"), S("left at 3:30 PM"), S("3 hours 20 minutes"), S("rates at $24"),
             S("approved a $24 refund"), S("card ending 7765")],
        includes=["$24", "12:10 PM"], now=now,
        notes="entry/exit epochs are 12:10 and 15:30 CDT Mon 2026-05-18; rated 2400; refund 2400 APPROVED."))
    out.append(case(D, sc, q,
        "Since your entry time was confirmed by a license-plate read, regular rates apply: 4 started hours at $6, $24. You "
        "paid $48, so $24 is coming back to you; refunds usually post within 5 days.",
        ev, [S("confirmed by a license-plate read"), S("4 started hours at $6"), S("You paid $48"),
             S("$24 is coming back to you"), S("post within 5 days")],
        includes=["$24"], now=now,
        notes="Policy per-hour rate and LPR rule; 3h20m = 4 started hours; expected_posting P5D."))
    out.append(case(D, sc, q,
        "Refund RF-20817 for $24.00 is approved and should reach the card ending 7765 within five days.",
        ev, [S("RF-20817 for $24.00 is approved"), S("within five days")],
        includes=["$24.00"], now=now, notes="refund record."))
    out.append(case(D, sc, q,
        "Your plate read shows you parked from 5:10 PM to 8:30 PM on Monday, and a $24 refund has been approved.",
        ev, [C("from 5:10 PM to 8:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("a $24 refund has been approved")],
        errors=["unit_conversion"], excludes=["5:10 PM to 8:30 PM"], now=now,
        notes="17:10-20:30 is UTC; local (America/Chicago) is 12:10-3:30 PM."))
    out.append(case(D, sc, q,
        "You were parked 3 hours 20 minutes, which at $6 an hour comes to $20, so we're refunding $28. It has already "
        "posted to your card.",
        ev, [S("parked 3 hours 20 minutes"), C("comes to $20", "AMOUNT_MISMATCH"), C("refunding $28", "AMOUNT_MISMATCH"),
             C("already posted to your card", "RECORD_STATE_MISMATCH")],
        errors=["wrong_arithmetic", "wrong_amount", "wrong_state"], excludes=["comes to $20", "refunding $28", "already posted"],
        now=now, notes="Part hours count, so 4 x $6 = $24 and the refund is 2400; refund state is APPROVED, not posted."))
    out.append(case(D, sc, q,
        "The lost-ticket charge was $4,800, and we've refunded $2,400 of it.",
        ev, [C("charge was $4,800", "AMOUNT_MISMATCH"), C("refunded $2,400", "AMOUNT_MISMATCH")],
        errors=["unit_conversion", "unit_conversion"], excludes=["$4,800", "$2,400"], now=now,
        notes="charged_minor 4800 = $48; refund 2400 = $24."))
    rep = [case(D, sc, q,
        "You were parked 3 hours 20 minutes, which rates at $20, so we've approved a refund of $28 to your card ending 7765.",
        ev, [S("parked 3 hours 20 minutes"), C("rates at $20", "AMOUNT_MISMATCH"), C("refund of $28", "AMOUNT_MISMATCH"),
             S("card ending 7765")],
        errors=["wrong_arithmetic", "wrong_amount"], excludes=["rates at $20", "refund of $28"], includes=["$24|24.00", "7765"],
        now=now, repair=True, notes="rated_amount_minor 2400 and refund.amount_minor 2400."),
        case(D, sc, q,
        "The plate reader shows you entered at 5:10 PM Monday. Your $24 refund is approved.",
        ev, [C("entered at 5:10 PM Monday", "DATE_MISMATCH", "VALUE_MISMATCH"), S("Your $24 refund is approved")],
        errors=["unit_conversion"], excludes=["5:10 PM"], includes=["12:10 PM|12:10 p.m.|12:10", "$24"], now=now, repair=True,
        notes="Entry epoch is 12:10 PM CDT.")]
    return out, rep


def build():
    lines = []
    for f in (permit, lost_ticket):
        out, rep = f()
        lines += out + rep
    return lines
