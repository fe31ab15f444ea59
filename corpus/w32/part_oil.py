from write_cases import *  # noqa: F401,F403

D = "heating-oil delivery"

# ---------------------------------------------------------------- 13. kerosene delivery
S = scen("oil-delivery", D, "When is my oil coming and how much will it be?", [
    rec("get_fuel_order#FO240581", "tool:get_fuel_order", {
        "order_no": "FO240581", "cust_no": "K07731", "product_cd": "KERO", "qty": "1000", "uom": "LTR",
        "ppl": "00006240", "net": "000062400", "vat_rate": "05", "vat": "000003120", "gross": "000065520",
        "deliv_date": "20260514", "status_cd": "A", "tanker": "T12", "pay_cd": "C"}),
    rec("get_fuel_order#FO238102", "tool:get_fuel_order", {
        "order_no": "FO238102", "cust_no": "K07731", "product_cd": "KERO", "qty": "0900", "uom": "LTR",
        "ppl": "00005980", "net": "000053820", "vat_rate": "05", "vat": "000002691", "gross": "000056511",
        "deliv_date": "20260302", "status_cd": "D", "tanker": "T07", "pay_cd": "C"}),
    codes("codes#FUEL", {"table": "FOSTAT/PRODUCT/PAY",
                         "status": {"R": "RECEIVED", "A": "ALLOCATED", "O": "OUT_FOR_DELIVERY", "D": "DELIVERED"},
                         "product": {"KERO": "KEROSENE 28 SEC", "GASO": "GAS OIL (RED)"},
                         "pay": {"C": "CARD_ON_DELIVERY", "D": "DIRECT_DEBIT"}}),
    pol("policy#domestic-delivery", "Domestic heating oil carries VAT at 5%. Deliveries are made on the "
        "allocated day between 0800 and 1800; we cannot give a timed slot. Please leave gates unlocked and the "
        "tank lid accessible. Payment is taken by card on the day of delivery unless you pay by direct debit.",
        "D-6"),
], now="2026-05-12T10:00:00+01:00")

add(S, "Hi Mrs Price, your 1,000 litres of kerosene is allocated for delivery on Thursday 14 May, some time "
       "between 8am and 6pm. At 62.4p a litre that's £624.00, plus 5% VAT of £31.20, so £655.20 altogether.",
    [ok("1,000 litres of kerosene"), ok("allocated for delivery on Thursday 14 May"), ok("between 8am and 6pm"),
     ok("62.4p a litre"), ok("that's £624.00"), ok("5% VAT of £31.20"), ok("£655.20 altogether")],
    incl=["14 May", "£655.20"],
    notes="FO240581: qty 1000 LTR, ppl 00006240 (62.40p), net/vat/gross, deliv_date 20260514, status A; "
          "0800-1800 window from policy.")

add(S, "Order FO240581: 1000 L kerosene, delivery 14/05/2026, total £655.20 inc. VAT. Please leave the gate "
       "unlocked and the tank lid clear for the driver. Card payment is taken on the day.",
    [ok("1000 L kerosene"), ok("delivery 14/05/2026"), ok("total £655.20 inc. VAT"), ok("leave the gate unlocked"),
     ok("Card payment is taken on the day")],
    incl=["14/05/2026", "£655.20"],
    notes="Order fields; pay_cd C = CARD_ON_DELIVERY; gate and lid from the delivery policy.")

add(S, "Just to confirm, your kerosene goes out on Thursday. We can't give an exact time, I'm afraid – the "
       "tanker could be with you any time from 8 till 6.",
    [ok("goes out on Thursday"), ok("We can't give an exact time"), ok("any time from 8 till 6")],
    incl=["Thursday"],
    notes="deliv_date 20260514 is the Thursday after now (Tuesday 12 May); no timed slots per policy.")

add(S, "Your 1,000 litres will be delivered on Thursday 14 May. It's £624.00 plus VAT at 20%, so £748.80 in "
       "total.",
    [ok("1,000 litres"), ok("Thursday 14 May"), ok("£624.00 plus VAT"), bad("VAT at 20%", VAL, NLI),
     bad("£748.80", AMT)],
    errors=["wrong_value", "wrong_amount"], excl=["VAT at 20%", "£748.80"],
    notes="vat_rate 05 and policy: domestic heating oil is 5%; gross is 000065520.")

add(S, "Your order for 900 litres of kerosene is booked in for Thursday 14 May, at 59.8p a litre.",
    [bad("900 litres", VAL), ok("Thursday 14 May"), bad("59.8p a litre", AMT, VAL)],
    errors=["other_record_value", "other_record_value"], excl=["900 litres", "59.8p"],
    notes="900 L at 59.80p is the March delivery FO238102; FO240581 is 1000 L at 62.40p.")

rep(S, "Your 1,000 litres of kerosene will be delivered on Wednesday 13 May between 8am and 6pm, and the total "
       "is £655.20 including VAT.",
    [ok("1,000 litres of kerosene"), bad("Wednesday 13 May", DATE), ok("between 8am and 6pm"), ok("£655.20")],
    ["wrong_date"], ["Wednesday 13 May"], ["14 May|Thursday|14/05", "£655.20"],
    notes="deliv_date is 20260514.")

# ---------------------------------------------------------------- 14. budget plan
S = scen("budget-plan", D, "How's my budget plan looking?", [
    rec("get_budget_plan#BP11902", "tool:get_budget_plan", {
        "plan_no": "BP11902", "cust_no": "K04418", "status_cd": "A", "plan_start": "20250901",
        "dd_amt": "000009500", "dd_day": "01", "next_dd": "20260601", "review_date": "20260831",
        "plan_bal": "000021430", "bal_type": "C", "monitor_fitted": "N"}),
    rec("get_plan_deliveries#BP11902", "tool:get_plan_deliveries", {
        "plan_no": "BP11902",
        "deliveries": [{"date": "20251104", "qty": "0900", "uom": "LTR", "gross": "000055040"},
                       {"date": "20260209", "qty": "0750", "uom": "LTR", "gross": "000047490"}]}),
    codes("codes#PLAN", {"table": "PLANSTAT/BALTYPE", "status": {"A": "ACTIVE", "P": "PAUSED", "C": "CLOSED"},
                         "bal_type": {"C": "IN_CREDIT", "D": "IN_DEBIT"}}),
    pol("policy#budget-plan", "Budget plan payments are collected by direct debit on the same day each month. "
        "Plans are reviewed once a year and the monthly amount adjusted so the account is expected to be clear "
        "at the next review. A credit balance at review can be refunded on request or carried forward. "
        "Deliveries on a plan are made automatically when the tank monitor shows less than 30% full, if a "
        "monitor is fitted.", "D-6"),
], now="2026-05-15T11:45:00+01:00")

add(S, "Your budget plan is active and in credit by £214.30. Your next direct debit of £95.00 goes out on "
       "1 June, and the plan is due for its yearly review on 31 August.",
    [ok("is active"), ok("in credit by £214.30"), ok("direct debit of £95.00"), ok("on 1 June"),
     ok("review on 31 August")],
    incl=["£214.30", "1 June"],
    notes="BP11902: status A, plan_bal 000021430 bal_type C, dd_amt 000009500, next_dd 20260601, review_date "
          "20260831.")

add(S, "You've had two deliveries on the plan this season: 900 litres on 4 November and 750 litres on "
       "9 February, £1,025.30 between them. Your £95 a month is collected on the 1st.",
    [ok("900 litres on 4 November"), ok("750 litres on 9 February"), ok("£1,025.30 between them"),
     ok("collected on the 1st")],
    incl=["£1,025.30"],
    notes="Plan deliveries: 550.40 + 474.90 = 1,025.30; dd_day 01.")

add(S, "Dear Mr Evans,\n\nThank you for your enquiry. Your plan currently stands £214.30 in credit. When it is "
       "reviewed on 31 August, you can ask for any credit to be refunded, or carry it forward.\n\nYours "
       "sincerely,\nOrders Team",
    [na("Thank you for your enquiry"), ok("£214.30 in credit"), ok("reviewed on 31 August"),
     ok("you can ask for any credit to be refunded"), na("Yours sincerely")],
    incl=["£214.30"],
    notes="plan_bal/bal_type, review_date; refund-on-request rule in the budget plan policy.")

add(S, "Your plan is in debit by £214.30 at the moment. Don't worry – any credit at review time is refunded to "
       "you automatically.",
    [bad("in debit by £214.30", STATE, VAL), bad("refunded to you automatically", NLI)],
    errors=["wrong_state", "wrong_policy_condition"], excl=["in debit", "automatically"],
    notes="bal_type C = IN_CREDIT; policy refunds credit only on request (or carries it forward).")

add(S, "Your next direct debit of £95.00 is on 1 June. Your two deliveries so far came to £550.40 in total, and "
       "your tank monitor will trigger the next one when it drops below 30%.",
    [ok("direct debit of £95.00 is on 1 June"), bad("£550.40 in total", AMT),
     either("tank monitor will trigger", VAL, NOREC)],
    errors=["wrong_arithmetic", "unrecorded_extra"], excl=["£550.40 in total", "tank monitor will trigger"],
    notes="Two deliveries total 1,025.30 (550.40 is the first only); monitor_fitted N, so no automatic "
          "deliveries.")

rep(S, "Your budget plan is active and £214.30 in credit. The next direct debit of £9.50 comes out on 1 June.",
    [ok("is active"), ok("£214.30 in credit"), bad("£9.50", AMT), ok("on 1 June")],
    ["unit_conversion"], ["£9.50"], ["£95|95.00", "£214.30", "1 June"],
    notes="dd_amt 000009500 is £95.00 (two implied decimals).")

# ---------------------------------------------------------------- 15. emergency delivery on a stopped account
S = scen("oil-emergency", D, "I've run out of oil – can you get me 200 litres urgently?", [
    rec("get_customer#K09920", "tool:get_customer", {
        "cust_no": "K09920", "tank_cap": "1200", "tank_uom": "LTR", "acct_status_cd": "S",
        "arrears": "000018760", "oldest_debt_date": "20260115",
        "last_deliv": {"date": "20251121", "qty": "0500", "uom": "LTR", "order_no": "FO231877"}}),
    codes("codes#ACCTSTAT-FUEL", {"table": "ACCTSTAT", "codes": {"G": "GOOD", "S": "STOPPED",
                                                                  "C": "CASH_ONLY"}}),
    refused("create_emergency_delivery#call-1", "create_emergency_delivery", "ESCALATE",
            {"cust_no": "K09920", "qty": "0200", "uom": "LTR", "route_to": "CREDIT_CONTROL"}),
    pol("policy#emergency", "Our minimum standard order is 500 litres. Emergency deliveries of 200 to 499 litres "
        "can be arranged within 48 hours for a £40 surcharge. Accounts on stop must clear arrears before any "
        "delivery is dispatched; emergency orders for stopped accounts are referred to the credit controller.",
        "D-6"),
], now="2026-05-06T08:15:00+01:00")

add(S, "I'm sorry you've run out. Because there's £187.60 outstanding, the account is currently on stop, so "
       "I've referred the 200-litre emergency order to our credit controller rather than booking it straight "
       "away.",
    [na("I'm sorry you've run out"), ok("£187.60 outstanding"), ok("currently on stop"),
     ok("referred the 200-litre emergency order to our credit controller")],
    incl=["£187.60"],
    notes="arrears 000018760, acct_status S = STOPPED; create_emergency_delivery ESCALATED to credit control.")

add(S, "Emergency top-ups between 200 and 499 litres carry a £40 surcharge and are normally with you within 48 "
       "hours, but yours has had to go to our credit controller first, as the account is on stop.",
    [ok("between 200 and 499 litres"), ok("£40 surcharge"), ok("within 48 hours"),
     ok("has had to go to our credit controller"), ok("as the account is on stop")],
    incl=["£40"],
    notes="Emergency policy; the call was ESCALATED; status S.")

add(S, "Sorry, I couldn't book the 200 litres directly. The £187.60 in arrears needs clearing before anything "
       "can go out, and I've passed it to credit control.",
    [ok("couldn't book the 200 litres directly"), ok("£187.60 in arrears needs clearing"),
     ok("passed it to credit control")],
    incl=["£187.60"],
    notes="Refused (ESCALATE) create call; arrears and the stopped-account rule.")

add(S, "Good news – I've booked an emergency delivery of 200 litres, which will be with you within 48 hours. "
       "There's a £40 surcharge for emergency orders.",
    [bad("I've booked an emergency delivery of 200 litres", NOTEX), ok("£40 surcharge")],
    errors=["refused_call_effect"], excl=["I've booked an emergency delivery"],
    notes="create_emergency_delivery was ESCALATED, not done; the account is on stop.")

add(S, "Our minimum standard order is 300 litres, so this counts as an emergency top-up. As you've been with "
       "us a while, we'll waive the £40 surcharge.",
    [bad("minimum standard order is 300 litres", NLI, VAL), ins("we'll waive the £40 surcharge", NOPOL)],
    errors=["wrong_value", "invented_promise"], excl=["300 litres", "waive the £40 surcharge"],
    notes="Policy minimum is 500 litres; no policy waives the surcharge for long-standing customers.")

rep(S, "I'm afraid your account is on stop with arrears of £1,876.00, so the 200-litre emergency order has gone "
       "to our credit controller.",
    [ok("account is on stop"), bad("£1,876.00", AMT), ok("has gone to our credit controller")],
    ["unit_conversion"], ["£1,876.00"], ["£187.60|187.60"],
    notes="arrears 000018760 is £187.60.")

# ---------------------------------------------------------------- 16. red diesel price quote
S = scen("diesel-quote", D, "What's your price for 2,000 litres of red diesel today?", [
    rec("get_quote#OQ55012", "tool:get_fuel_quote", {
        "quote_no": "OQ55012", "cust_no": "K12086", "product_cd": "GASO", "qty": "2000", "uom": "LTR",
        "ppl": "00007115", "net": "000142300", "vat_rate": "20", "quoted_date": "20260511",
        "quoted_time": "0915", "valid_to_date": "20260511", "valid_to_time": "1700", "status_cd": "L",
        "deliv_chg": "000000000"}),
    rec("get_quote#OQ54890", "tool:get_fuel_quote", {
        "quote_no": "OQ54890", "cust_no": "K12086", "product_cd": "GASO", "qty": "2000", "uom": "LTR",
        "ppl": "00007390", "net": "000147800", "vat_rate": "20", "quoted_date": "20260504",
        "quoted_time": "0840", "valid_to_date": "20260504", "valid_to_time": "1700", "status_cd": "E",
        "deliv_chg": "000000000"}),
    codes("codes#QSTAT-FUEL", {"table": "QSTAT/PRODUCT", "status": {"L": "LIVE", "E": "EXPIRED", "A": "ACCEPTED"},
                               "product": {"GASO": "GAS OIL (RED)", "KERO": "KEROSENE 28 SEC"}}),
    pol("policy#fuel-pricing", "Fuel prices follow the wholesale market and quotes are held until 5pm on the day "
        "given. Red diesel for agricultural use carries VAT at 20%; the 5% rate applies only to domestic "
        "heating. Orders of 2,000 litres or more are delivered free; smaller orders carry a £25 delivery "
        "charge.", "D-6"),
], now="2026-05-11T10:30:00+01:00")

add(S, "Morning Tom, today's price for 2,000 litres of red diesel is 71.15p a litre, £1,423.00 plus VAT, held "
       "until 5pm today. At 2,000 litres, delivery is free.",
    [ok("71.15p a litre"), ok("£1,423.00 plus VAT"), ok("held until 5pm today"), ok("delivery is free")],
    incl=["71.15p", "£1,423.00"],
    notes="OQ55012 LIVE: ppl 00007115, net 000142300, valid to 20260511 1700; deliv_chg zero, free at 2,000 L.")

add(S, "That comes to £1,707.60 including VAT at 20%. The 73.9p price from last week has expired, I'm afraid.",
    [ok("£1,707.60 including VAT"), ok("VAT at 20%"), ok("73.9p price from last week has expired")],
    incl=["£1,707.60"],
    notes="1,423.00 + 20% (284.60) = 1,707.60; OQ54890 status E = EXPIRED.")

add(S, "Quote OQ55012: 2,000 L gas oil (red) @ 71.15ppl = £1,423.00 + VAT. Valid until 17:00 on 11/05/2026. "
       "No delivery charge.",
    [ok("2,000 L gas oil (red) @ 71.15ppl"), ok("= £1,423.00 + VAT"), ok("Valid until 17:00 on 11/05/2026"),
     ok("No delivery charge")],
    incl=["£1,423.00", "17:00"],
    notes="Live quote fields in their record form.")

add(S, "Morning Tom, the price for 2,000 litres of red is 73.9p a litre, which is £1,478.00 plus VAT. Delivery's "
       "free on that amount.",
    [bad("73.9p a litre", AMT, VAL), bad("£1,478.00 plus VAT", AMT), ok("Delivery's free on that amount")],
    errors=["stale_value", "stale_value"], excl=["73.9p", "£1,478.00"],
    notes="73.90p / 1,478.00 is the expired quote OQ54890; the live quote is 71.15p / 1,423.00.")

add(S, "Your price is 71.15p a litre, £1,423.00 before VAT. As it's for the farm, VAT is only 5%, and the "
       "quote is held until midnight.",
    [ok("71.15p a litre"), ok("£1,423.00 before VAT"), bad("VAT is only 5%", VAL, NLI),
     bad("held until midnight", TIME, NLI)],
    errors=["wrong_policy_condition", "wrong_time"], excl=["only 5%", "until midnight"],
    notes="vat_rate 20 and policy (5% is domestic only); valid_to_time 1700.")

rep(S, "Our price for your 2,000 litres of red diesel is 71.15p a litre, £1,423.00 plus VAT, and we can "
       "hold it until 5pm tomorrow.",
    [ok("71.15p a litre"), ok("£1,423.00 plus VAT"), bad("until 5pm tomorrow", DATE)],
    ["wrong_date"], ["5pm tomorrow"], ["today|11 May|11/05|Monday", "£1,423.00"],
    notes="valid_to_date 20260511 is today; quotes are held until 5pm on the day given.")
