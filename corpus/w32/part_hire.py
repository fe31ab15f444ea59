from write_cases import *  # noqa: F401,F403

D = "equipment hire"

CONSTAT = {"Q": "QUOTED", "B": "BOOKED", "O": "ON_HIRE", "R": "RETURNED", "X": "CANCELLED"}

# ---------------------------------------------------------------- 5. mini digger booking
S = scen("digger-booking", D, "Can you confirm my digger booking and what it's going to cost?", [
    rec("get_hire_contract#HC204883", "tool:get_hire_contract", {
        "contract": {"contract_no": "HC204883", "cust_no": "C55120", "depot": "LEOMINSTER", "status_cd": "B"},
        "item": {"fleet_no": "MD15-07", "desc": "1.5T MINI EXCAVATOR", "qty": "0001", "uom": "EA"},
        "period": {"start_date": "20260518", "start_time": "0800", "end_date": "20260522", "end_time": "1700",
                   "days": "0005"},
        "charges": {"day_rate": "000008500", "hire_val": "000042500", "deliv_coll": "000009000",
                    "damage_waiver": "000004250", "deposit": "000025000", "total_ex_vat": "000055750"}}),
    codes("codes#CONSTAT", {"table": "CONSTAT", "codes": CONSTAT}),
    pol("policy#excavator-hire", "A refundable deposit is taken on all excavator hires and returned within 5 "
        "working days of the machine coming back undamaged and clean. Damage waiver costs 10% of the hire "
        "charge and covers accidental damage above the first £500 of any repair. Machines are delivered from "
        "0730 on the start day. Fuel is not included; machines go out full and any diesel used is charged at "
        "the pump price on return.", "2026.1"),
], now="2026-05-13T16:30:00+01:00")

add(S, "Hi Dave, the 1.5 tonne mini digger is booked for you from 8am Monday 18 May to 5pm Friday 22 May, five "
       "days at £85 a day. With delivery and collection (£90) and damage waiver (£42.50) that comes to £557.50 "
       "plus VAT, and there's a £250 deposit which comes back to you within five working days if it's returned "
       "clean and undamaged.",
    [ok("is booked for you"), ok("8am Monday 18 May"), ok("5pm Friday 22 May"), ok("five days at £85 a day"),
     ok("delivery and collection (£90)"), ok("damage waiver (£42.50)"), ok("£557.50 plus VAT"),
     ok("£250 deposit"), ok("within five working days")],
    incl=["18 May", "£557.50"],
    notes="status B = BOOKED; period and charges blocks of HC204883; deposit return from the hire policy.")

add(S, "Contract HC204883 – booked\n• Hire: £425.00 (5 days)\n• Delivery & collection: £90.00\n• Waiver: "
       "£42.50\n• Total: £557.50 + VAT\nFuel isn't included – the digger goes out full and any diesel you use "
       "is charged when it comes back.",
    [ok("HC204883 – booked"), ok("Hire: £425.00 (5 days)"), ok("Delivery & collection: £90.00"),
     ok("Waiver: £42.50"), ok("Total: £557.50 + VAT"), ok("Fuel isn't included"),
     ok("any diesel you use is charged")],
    incl=["£557.50", "£425.00"],
    notes="hire_val 000042500, deliv_coll 000009000, damage_waiver 000004250, total_ex_vat 000055750; fuel rule.")

add(S, "Your mini digger's all booked for Monday the 18th – it'll be dropped off from half seven that morning. "
       "The damage waiver is 10% of the hire, and it covers accidental damage above the first £500 of any "
       "repair.",
    [ok("all booked for Monday the 18th"), ok("from half seven that morning"), ok("10% of the hire"),
     ok("above the first £500")],
    incl=["£500"],
    notes="start_date 20260518; 0730 delivery, 10% waiver (42.50 of 425.00) and £500 excess from the policy.")

add(S, "The mini digger is booked from 18 to 22 May, and the total is £557.50 plus VAT. Fuel's included in "
       "the price, so you won't have anything extra to pay for diesel. There's also a £250 deposit.",
    [ok("booked from 18 to 22 May"), ok("£557.50 plus VAT"), bad("Fuel's included in the price", NLI),
     bad("won't have anything extra to pay for diesel", NLI), ok("£250 deposit")],
    errors=["unlisted_perk", "unlisted_perk"], excl=["Fuel's included", "anything extra to pay for diesel"],
    notes="The policy says fuel is not included and diesel used is charged on return.")

add(S, "Your digger is booked from Monday 18 May for five days. Hire, damage waiver and delivery come to "
       "£467.50 plus VAT, and it'll be delivered from 7am on the Monday.",
    [ok("booked from Monday 18 May"), ok("for five days"), bad("£467.50 plus VAT", AMT),
     bad("delivered from 7am", NLI, TIME)],
    errors=["wrong_arithmetic", "wrong_time"], excl=["£467.50", "from 7am"],
    notes="425.00 + 42.50 + 90.00 = 557.50 (467.50 leaves out delivery); policy delivers from 0730.")

rep(S, "Hi Dave, your 1.5 tonne mini digger is booked from Monday 18 May through to Thursday 21 May, and the "
       "total comes to £557.50 plus VAT.",
    [ok("1.5 tonne mini digger is booked"), ok("Monday 18 May"), bad("Thursday 21 May", DATE),
     ok("£557.50 plus VAT")],
    ["wrong_date"], ["Thursday 21 May"], ["22 May|22/05|Friday", "£557.50", "18 May"],
    notes="end_date is 20260522 (Friday), five hire days.")

# ---------------------------------------------------------------- 6. damage charge disputed
S = scen("damage-charge", D, "Why have I been charged for damage on the compactor? I want it taken off.", [
    rec("get_hire_contract#HC201377", "tool:get_hire_contract", {
        "contract_no": "HC201377", "cust_no": "C40233", "status_cd": "R",
        "item": {"fleet_no": "PB-12", "desc": "PLATE COMPACTOR 400MM"},
        "return": {"ret_date": "20260430", "ret_time": "1545", "cond_cd": "D",
                   "inspect_note": "BASE PLATE CRACKED, ENGINE GUARD BENT"},
        "damage": {"dmg_inv_no": "DI00412", "dmg_amt": "000038600", "waiver_flag": "N"}}),
    rec("get_invoice#DI00412", "tool:get_invoice", {
        "inv_no": "DI00412", "inv_date": "20260505", "net": "000038600", "vat": "000007720",
        "gross": "000046320", "due_date": "20260604", "status_cd": "U"}),
    codes("codes#HIRE", {"table": "CONSTAT/COND/INVSTAT", "constat": CONSTAT,
                         "cond": {"C": "CLEAN", "D": "DAMAGED", "F": "DIRTY"},
                         "invstat": {"U": "UNPAID", "P": "PAID", "Q": "IN_QUERY"}}),
    refused("waive_damage_charge#call-4", "waive_damage_charge", "ESCALATE",
            {"dmg_inv_no": "DI00412", "requested_by": "AGENT", "route_to": "DEPOT_MANAGER"}),
    pol("policy#damage", "Where damage waiver was not taken, the hirer pays the full cost of repairs to "
        "equipment returned damaged. Damage charges can be disputed in writing within 14 days of the damage "
        "invoice; a disputed charge is reviewed by the depot manager. Photographs taken at inspection are "
        "available on request.", "2026.1"),
], now="2026-05-07T10:05:00+01:00")

add(S, "I'm sorry to hear you're unhappy with the damage charge. The compactor came back on 30 April with a "
       "cracked base plate and a bent engine guard, and as damage waiver wasn't taken, the repair cost of "
       "£386.00 plus VAT (£463.20 in all) falls to you. I've passed your request to waive it to the depot "
       "manager for review, and you've got until 19 May to put your dispute in writing.",
    [na("I'm sorry to hear"), ok("came back on 30 April"), ok("cracked base plate"), ok("bent engine guard"),
     ok("damage waiver wasn't taken"), ok("£386.00 plus VAT"), ok("£463.20 in all"),
     ok("passed your request to waive it to the depot manager"), ok("until 19 May")],
    incl=["£463.20", "19 May"],
    notes="Return block cond D and inspect_note; waiver_flag N; invoice DI00412; waive call ESCALATED; 14 days "
          "from inv_date 20260505 is 19 May.")

add(S, "Damage invoice DI00412 is for £463.20 including VAT, due by 4 June. Your request to have it waived "
       "has been escalated for review rather than approved, and we can send you the inspection photos if "
       "you'd like them.",
    [ok("DI00412 is for £463.20"), ok("due by 4 June"), ok("has been escalated for review"),
     ok("send you the inspection photos")],
    incl=["£463.20", "4 June"],
    notes="gross 000046320, due_date 20260604; waive_damage_charge ESCALATE; photos per policy.")

add(S, "I've had a word with the depot and we've waived the £386.00 charge for you. The compactor was "
       "returned on 30 April.",
    [bad("we've waived the £386.00 charge", NOTEX), ok("returned on 30 April")],
    errors=["refused_call_effect"], excl=["we've waived"],
    notes="waive_damage_charge was ESCALATED, not done; invoice still U = UNPAID.")

add(S, "Our records show the compactor was checked back in at 5:45pm on 30 April with a cracked base plate. "
       "The damage charge is £386.00 including VAT.",
    [bad("5:45pm", TIME), ok("on 30 April with a cracked base plate"), bad("£386.00 including VAT", AMT)],
    errors=["wrong_time", "wrong_role"], excl=["5:45pm", "£386.00 including VAT"],
    notes="ret_time 1545 is 3:45pm; 386.00 is the net, the amount including VAT is 463.20.")

rep(S, "The plate compactor came back damaged on 30 April, and as there was no damage waiver, the £463.20 "
       "repair charge stands for now. You can dispute it in writing within 28 days of the invoice.",
    [ok("came back damaged on 30 April"), ok("no damage waiver"), ok("£463.20"), bad("within 28 days", NLI)],
    ["wrong_period"], ["28 days"], ["14 days|fourteen days|19 May", "£463.20"],
    notes="Policy allows disputes within 14 days of the damage invoice.")

# ---------------------------------------------------------------- 7. hire extension
S = scen("hire-extension", D, "Did my extension on the telehandler go through, and what's it costing?", [
    rec("get_hire_contract#HC205560", "tool:get_hire_contract", {
        "contract_no": "HC205560", "cust_no": "C61877", "status_cd": "O",
        "item": {"fleet_no": "TH7-03", "desc": "TELEHANDLER 7M 3.0T"},
        "period": {"start_date": "20260504", "orig_end_date": "20260508", "end_date": "20260513",
                   "ext_days": "0003"},
        "charges": {"week_rate": "000062000", "day_rate": "000016500", "ext_val": "000049500"}}),
    rec("get_hire_contract#HC205561", "tool:get_hire_contract", {
        "contract_no": "HC205561", "cust_no": "C61877", "status_cd": "O",
        "item": {"fleet_no": "DU3-11", "desc": "SITE DUMPER 3T HI-TIP"},
        "period": {"start_date": "20260504", "orig_end_date": "20260515", "end_date": "20260515",
                   "ext_days": "0000"},
        "charges": {"week_rate": "000036000", "day_rate": "000009500", "ext_val": "000000000"}}),
    rec("get_ext_req#EX3391", "tool:get_extension_request", {
        "req_no": "EX3391", "contract_no": "HC205560", "req_date": "20260507", "req_time": "1125",
        "new_end": "20260513", "status_cd": "A"}),
    codes("codes#HIRE-EXT", {"table": "CONSTAT/EXTSTAT", "constat": CONSTAT,
                             "extstat": {"P": "PENDING", "A": "APPROVED", "D": "DECLINED"}}),
    pol("policy#hire-period", "Hires are charged per working day; weekends are free unless the machine is used "
        "on site at the weekend. Extensions must be requested before the original end date and are charged "
        "at the day rate. A machine not returned or extended by its end date is charged at the day rate plus "
        "25%.", "2026.1"),
], now="2026-05-07T14:00:00+01:00")

add(S, "Yes, that's sorted – your extension has been approved, so the telehandler can stay until Wednesday "
       "13 May. The three extra days are charged at the day rate of £165, so that's £495.00 extra.",
    [ok("extension has been approved"), ok("until Wednesday 13 May"), ok("three extra days"),
     ok("day rate of £165"), ok("£495.00 extra")],
    incl=["13 May", "£495.00"],
    notes="EX3391 status A = APPROVED, new_end 20260513; ext_days 0003, day_rate 000016500, ext_val 000049500.")

add(S, "Extension EX3391 approved: new end date 13/05/2026. Extra charge £495.00 (3 working days x £165.00). "
       "Weekends don't count unless you're using it on site.",
    [ok("EX3391 approved"), ok("13/05/2026"), ok("£495.00 (3 working days x £165.00)"),
     ok("Weekends don't count")],
    incl=["13/05/2026", "£495.00"],
    notes="Extension record and HC205560 charges; weekend rule in policy.")

add(S, "Your extension came through, and the telehandler can stay on site until Friday 15 May. The extra "
       "days are £165 each.",
    [ok("Your extension came through"), bad("until Friday 15 May", DATE), ok("£165 each")],
    errors=["other_record_value"], excl=["15 May"],
    notes="15 May is the end date of the dumper on HC205561; the telehandler's new end is 20260513.")

add(S, "Your request to keep the telehandler until 13 May is pending approval. The extra days are charged at "
       "£165 each, and weekends are charged at half the day rate.",
    [bad("is pending approval", STATE), ok("until 13 May"), ok("£165 each"),
     bad("weekends are charged at half the day rate", NLI)],
    errors=["wrong_state", "wrong_policy_condition"], excl=["pending approval", "half the day rate"],
    notes="EX3391 status A = APPROVED; policy says weekends are free unless the machine is used.")

rep(S, "Good news, the extension's approved and the telehandler is yours until 13 May. At £165 a day for the "
       "extra days, that's £660.00 on top.",
    [ok("extension's approved"), ok("until 13 May"), ok("£165 a day"), bad("£660.00 on top", AMT)],
    ["wrong_arithmetic"], ["£660.00"], ["£495|495", "13 May"],
    notes="ext_days 0003 x 165.00 = 495.00 (ext_val 000049500), not four days.")

# ---------------------------------------------------------------- 8. revised quote
S = scen("lift-quote", D, "Can you remind me what you quoted for the scissor lift?", [
    rec("get_quote#QT88120-01", "tool:get_quote", {
        "quote_no": "QT88120", "rev": "01", "status_cd": "S", "quote_date": "20260420",
        "item": "SCISSOR LIFT 8M ELECTRIC", "hire_weeks": "0002", "week_rate": "000031000",
        "deliv_coll": "000000000", "total": "000062000", "valid_to": "20260504"}),
    rec("get_quote#QT88120-02", "tool:get_quote", {
        "quote_no": "QT88120", "rev": "02", "status_cd": "L", "quote_date": "20260506",
        "item": "SCISSOR LIFT 8M ELECTRIC", "hire_weeks": "0002", "week_rate": "000028500",
        "deliv_coll": "000012000", "total": "000069000", "valid_to": "20260520"}),
    codes("codes#QTSTAT", {"table": "QTSTAT", "codes": {"L": "LIVE", "S": "SUPERSEDED", "A": "ACCEPTED",
                                                         "E": "EXPIRED"}}),
    pol("policy#quotes", "Quotes are valid for 14 days from the quote date. A revised quote replaces all "
        "earlier revisions. Delivery and collection are charged separately unless the hire is 4 weeks or "
        "longer. Prices exclude VAT.", "2026.1"),
], now="2026-05-08T12:10:00+01:00")

add(S, "Hi Ruth, the latest version of quote QT88120 (revision 2) has the 8m electric scissor lift at £285 a "
       "week for two weeks, plus £120 for delivery and collection – £690.00 plus VAT in total. It's good until "
       "20 May.",
    [ok("(revision 2)"), ok("£285 a week"), ok("for two weeks"), ok("£120 for delivery and collection"),
     ok("£690.00 plus VAT"), ok("good until 20 May")],
    incl=["£690.00", "20 May"],
    notes="Revision 02 is LIVE: week_rate 000028500, hire_weeks 0002, deliv_coll 000012000, total 000069000, "
          "valid_to 20260520.")

add(S, "The earlier £310-a-week quote has been replaced by revision 2, so please go by the new figures: "
       "£570.00 hire plus £120.00 delivery and collection. All our prices are before VAT.",
    [ok("earlier £310-a-week quote has been replaced"), ok("£570.00 hire"), ok("£120.00 delivery"),
     ok("before VAT")],
    incl=["£570.00", "£120.00"],
    notes="Rev 01 status S = SUPERSEDED; 2 x 285.00 = 570.00; prices ex VAT per policy.")

add(S, "Your scissor lift quote comes to £620.00 plus VAT for the two weeks, and it's valid until 20 May.",
    [bad("£620.00 plus VAT", AMT), ok("valid until 20 May")],
    errors=["stale_value"], excl=["£620.00"],
    notes="£620.00 is the superseded revision 01 total; the live total is 000069000.")

add(S, "Quote QT88120 is £570.00 plus VAT for two weeks, and delivery and collection are free. If you find "
       "it cheaper elsewhere, we'll match the price.",
    [ok("£570.00 plus VAT for two weeks"), bad("delivery and collection are free", AMT, NLI),
     ins("we'll match the price", NOPOL)],
    errors=["condition_unmet", "invented_promise"], excl=["are free", "match the price"],
    notes="deliv_coll 000012000 on rev 02; free delivery needs a hire of 4 weeks or longer; no price-match "
          "policy.")

rep(S, "Revision 2 of quote QT88120 has the scissor lift at £285 a week, £690.00 plus VAT in total with "
       "delivery, and it's valid until 4 May.",
    [ok("£285 a week"), ok("£690.00 plus VAT"), bad("valid until 4 May", DATE)],
    ["stale_value"], ["until 4 May"], ["20 May|20/05", "£690.00"],
    notes="4 May was the expiry of revision 01; revision 02 is valid to 20260520.")
