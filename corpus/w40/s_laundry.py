"""Laundry service: Wäscherei Lindenhof, Zürich-Wiedikon. Five scenarios."""
from lib import add, rec, pol, psg, refused, S, N, X, I, XI

D = "laundry service"

# ---------------------------------------------------------------- L1 wash & fold order, ready tomorrow
sc = "washfold-ready"
q = "Hello, is my laundry from Monday ready yet, and what do I owe you?"
now = "2026-03-17T09:10:00+01:00"
ev = [
    rec("sheet:Auftraege#K-1187", "export:lindenhof_auftraege.xlsx",
        {"sheet": "Orders", "exported (dd.mm.yyyy hh:mm)": "17.03.2026 08:05", "filter": "Customer No. = K-1187",
         "rows": [
             {"Order No.": "WL-26-0412", "Customer No.": "K-1187", "Name": "Baumgartner R.", "Service": "WASH_FOLD",
              "Received (dd.mm.yyyy)": "16.03.2026", "Weight [kg]": "6.4", "Rate (CHF/kg)": "8.50", "Express": "",
              "Ironing": "", "Amount (CHF)": "54.40", "Ready (dd.mm.yyyy)": "18.03.2026", "Ready from (hh:mm)": "14:00",
              "Status": "IN_WASH", "Paid": "", "Shelf": ""},
             {"Order No.": "WL-26-0377", "Customer No.": "K-1187", "Name": "Baumgartner R.", "Service": "WASH_FOLD",
              "Received (dd.mm.yyyy)": "02.03.2026", "Weight [kg]": "4.1", "Rate (CHF/kg)": "8.50", "Express": "",
              "Ironing": "", "Amount (CHF)": "34.85", "Ready (dd.mm.yyyy)": "04.03.2026", "Ready from (hh:mm)": "14:00",
              "Status": "COLLECTED", "Paid": "x", "Shelf": "B-07"}]}),
    rec("sheet:Preisliste#2026", "export:lindenhof_preisliste.xlsx",
        {"sheet": "Price list", "valid from (dd.mm.yyyy)": "01.01.2026",
         "rows": [{"Item": "Wash & fold", "Unit": "kg", "Price (CHF)": "8.50", "Min. qty": "4"},
                  {"Item": "Express 24 h (surcharge)", "Unit": "order", "Price (CHF)": "12.00", "Min. qty": ""},
                  {"Item": "Shirt, washed & ironed", "Unit": "piece", "Price (CHF)": "4.20", "Min. qty": ""}]}),
    pol("policy:abholung", "Payment is due on collection; we accept cash, TWINT and debit or credit cards. "
        "Orders may be collected Monday to Friday from 07:30 to 18:30 and on Saturday from 08:00 to 13:00. "
        "Laundry not collected within 30 days is charged a storage fee of CHF 2.00 per week.", revision="2026-01"),
]
add(sc, D, q,
    "Good morning Mrs Baumgartner, your 6.4 kg of wash-and-fold laundry (order WL-26-0412) is in the wash at present "
    "and will be ready tomorrow, Wednesday 18 March, from 14:00. The amount due is CHF 54.40, payable on collection "
    "in cash, by TWINT or by card.",
    ev, [S("your 6.4 kg of wash-and-fold laundry"), S("(order WL-26-0412)"), S("is in the wash at present"),
         S("ready tomorrow, Wednesday 18 March"), S("from 14:00"), S("The amount due is CHF 54.40"),
         S("payable on collection")],
    includes=["CHF 54.40", "18 March"], now=now,
    notes="Row WL-26-0412: Weight 6.4, Status IN_WASH, Ready 18.03.2026 from 14:00, Amount 54.40; now is Tue 17.03.; "
          "payment terms from policy:abholung.")
add(sc, D, q,
    "Dear Mrs Baumgartner,\n\n- Order: WL-26-0412, received 16.03.2026\n- Weight: 6.4 kg at CHF 8.50 per kilo\n"
    "- To pay: CHF 54.40\n- Ready: 18.03.2026, from two o'clock in the afternoon\n\nShould a weekday not suit, "
    "we are also open on Saturdays from 08:00 to 13:00.\n\nWith kind regards,\nWäscherei Lindenhof",
    ev, [S("Order: WL-26-0412, received 16.03.2026"), S("Weight: 6.4 kg"), S("at CHF 8.50 per kilo"),
         S("To pay: CHF 54.40"), S("Ready: 18.03.2026"), S("from two o'clock in the afternoon"),
         S("open on Saturdays from 08:00 to 13:00")],
    includes=["54.40", "18.03.2026"],
    notes="All values from row WL-26-0412; Saturday hours from policy:abholung.")
add(sc, D, q,
    "WL-26-0412: ready Wed 18.03. after 14:00, CHF 54.40 due at the counter.",
    ev, [S("ready Wed 18.03."), S("after 14:00"), S("CHF 54.40 due at the counter")],
    includes=["54.40"],
    notes="Terse restatement of row WL-26-0412 (Ready 18.03.2026 14:00, Amount 54.40) and the pay-on-collection rule.")
add(sc, D, q,
    "Good morning Mrs Baumgartner, your laundry (order WL-26-0412) is being washed as we speak and will be ready "
    "tomorrow from 14:00. The amount due is CHF 34.85, payable on collection.",
    ev, [S("is being washed as we speak"), S("will be ready tomorrow"), S("from 14:00"),
         X("The amount due is CHF 34.85", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("payable on collection")],
    errors=["other_record_value"], excludes=["CHF 34.85"], now=now,
    notes="CHF 34.85 is the amount of the earlier, already paid order WL-26-0377; WL-26-0412 is 54.40.")
add(sc, D, q,
    "Dear Mrs Baumgartner, thank you for your message. Your 6.4 kg of laundry has been washed and is waiting for you "
    "on the shelf. At CHF 8.50 per kilo that comes to CHF 55.40, payable on collection.",
    ev, [N("thank you for your message"),
         X("has been washed and is waiting for you", "RECORD_STATE_MISMATCH"), S("At CHF 8.50 per kilo"),
         X("that comes to CHF 55.40", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("payable on collection")],
    errors=["wrong_state", "wrong_arithmetic"], excludes=["has been washed and is waiting", "CHF 55.40"],
    notes="Status IN_WASH and Shelf blank, so not waiting; 6.4 x 8.50 = 54.40 (Amount column), not 55.40.")
add(sc, D, q,
    "Good morning Mrs Baumgartner, your 6.4 kg of wash-and-fold (order WL-26-0412) will be ready on Thursday, "
    "19 March, from 14:00. The amount due is CHF 54.40, payable on collection.",
    ev, [S("your 6.4 kg of wash-and-fold"), X("ready on Thursday, 19 March", "DATE_MISMATCH"), S("from 14:00"),
         S("The amount due is CHF 54.40"), S("payable on collection")],
    errors=["wrong_date"], excludes=["Thursday, 19 March"], includes=["18 March|18.03|Wednesday", "54.40"],
    repair=True, notes="Ready (dd.mm.yyyy) is 18.03.2026, a Wednesday.")

# ---------------------------------------------------------------- L2 missing shirt, compensation escalated
sc = "missing-shirt"
q = "One of my shirts never came back from your laundry. It was a white linen shirt worth 120 francs. What now?"
now = "2026-03-20T10:30:00+01:00"
ev = [
    rec("sheet:Auftraege#WL-26-0398", "export:lindenhof_auftraege.xlsx",
        {"sheet": "Orders", "rows": [
            {"Order No.": "WL-26-0398", "Customer No.": "K-0934", "Name": "Kälin T.", "Service": "SHIRT_SERVICE",
             "Received (dd.mm.yyyy)": "05.03.2026", "Pieces": "14", "Pieces returned": "13",
             "Amount (CHF)": "58.80", "Collected (dd.mm.yyyy)": "07.03.2026", "Status": "CLAIM_OPEN", "Paid": "x"}]}),
    rec("sheet:Reklamationen#RK-0091", "export:lindenhof_reklamationen.xlsx",
        {"sheet": "Claims", "rows": [
            {"Claim No.": "RK-0091", "Order No.": "WL-26-0398", "Opened (dd.mm.yyyy)": "09.03.2026",
             "Item": "Leinenhemd weiss / white linen shirt", "Declared value (CHF)": "120.00",
             "Receipt shown": "", "Search completed": "x", "Found": "", "Status": "AWAITING_MANAGER",
             "Compensation offered (CHF)": "", "Handled by": "M. Odermatt"}]}),
    refused("call:approve_compensation#1", "approve_compensation", "ESCALATE",
            {"claim_no": "RK-0091", "amount_chf": "120.00", "requested_by": "support-agent"}),
    pol("policy:verlust", "Please report a missing item within 7 days of collection. We search for a missing item "
        "for up to 10 days before the claim is assessed. If it is not found, we reimburse its current value up to "
        "a maximum of CHF 150.00 per item; a proof of purchase helps us assess that value. Decisions on "
        "compensation are taken by the shop manager, and an agreed amount is paid within 14 days of the "
        "decision.", revision="2025-09"),
]
add(sc, D, q,
    "Dear Mr Kälin, I am sorry to say that our search for your white linen shirt under claim RK-0091 has been "
    "completed without the shirt turning up. I have passed your request for CHF 120.00 to our shop manager, who "
    "decides on compensation; I was not able to approve it myself. Once a decision has been taken, the agreed "
    "amount is paid within 14 days.",
    ev, [S("has been completed without the shirt turning up"), S("under claim RK-0091"),
         S("I have passed your request for CHF 120.00 to our shop manager"),
         S("I was not able to approve it myself"), S("the agreed amount is paid within 14 days")],
    includes=["RK-0091", "14 days"],
    notes="Claim row: Search completed x, Found blank; approve_compensation was ESCALATE; policy:verlust gives "
          "the manager decision and 14-day payment.")
add(sc, D, q,
    "Dear Mr Kälin,\n\nOf the fourteen pieces handed in under order WL-26-0398, thirteen came back to you. Your "
    "claim RK-0091 for the missing shirt is now awaiting our manager's decision. For an item that cannot be found "
    "we reimburse its current value, up to CHF 150.00 per item, and a receipt for the shirt would help us assess "
    "it.\n\nYours faithfully,\nWäscherei Lindenhof",
    ev, [S("Of the fourteen pieces handed in under order WL-26-0398"), S("thirteen came back to you"),
         S("is now awaiting our manager's decision"), S("up to CHF 150.00 per item"),
         S("a receipt for the shirt would help us assess it")],
    includes=["CHF 150.00", "RK-0091"],
    notes="Pieces 14 / returned 13; Status AWAITING_MANAGER; cap and proof-of-purchase sentence from policy:verlust.")
add(sc, D, q,
    "Dear Mr Kälin, I am sorry the search for your white linen shirt (claim RK-0091) did not find it. I have "
    "approved compensation of CHF 120.00, which will reach you within 14 days.",
    ev, [S("did not find it"), S("(claim RK-0091)"),
         X("I have approved compensation of CHF 120.00", "NOT_EXECUTED"), S("which will reach you within 14 days")],
    errors=["refused_call_effect"], excludes=["I have approved compensation"],
    notes="approve_compensation was refused (ESCALATE); Compensation offered is blank.")
add(sc, D, q,
    "Dear Mr Kälin, twelve of your fourteen pieces came back, and the search for the white linen shirt has now "
    "been completed. Your claim RK-0091 is with our manager. We reimburse a lost item's current value up to "
    "CHF 200.00 per item.",
    ev, [X("twelve of your fourteen pieces came back", "VALUE_MISMATCH"),
         S("the search for the white linen shirt has now been completed"), S("Your claim RK-0091 is with our manager"),
         X("up to CHF 200.00 per item", "NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
    errors=["wrong_quantity", "wrong_policy_condition"], excludes=["twelve of your fourteen", "CHF 200.00"],
    notes="Pieces returned is 13, not 12; policy:verlust caps reimbursement at CHF 150.00 per item.")
add(sc, D, q,
    "Dear Mr Kälin, our search for the white linen shirt (claim RK-0091) has ended without result. I have referred "
    "your request for CHF 120.00 to the shop manager; once a decision is taken, payment follows within 10 days.",
    ev, [S("has ended without result"), S("(claim RK-0091)"), S("I have referred your request for CHF 120.00"),
         X("payment follows within 10 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["within 10 days"], includes=["14 days", "RK-0091"], repair=True,
    notes="policy:verlust: paid within 14 days of the decision; 10 days is the search period.")

# ---------------------------------------------------------------- L3 pickup subscription
sc = "family-plan"
q = "How many kilos do I still have this month on my plan? And could you iron my husband's shirts as well?"
now = "2026-03-19T16:00:00+01:00"
ev = [
    rec("sheet:Abos#K-2045", "export:lindenhof_abos.xlsx",
        {"sheet": "Subscriptions", "rows": [
            {"Customer No.": "K-2045", "Name": "Frei A.", "Plan": "FAMILIE_20", "Monthly fee (CHF)": "149.00",
             "Included [kg/month]": "20", "Extra kg (CHF/kg)": "7.20", "Pickup day": "Tue",
             "Pickup window (hh:mm-hh:mm)": "07:00-09:00", "Delivery day": "Thu", "Start (dd.mm.yyyy)": "01.11.2025",
             "Next billing (dd.mm.yyyy)": "01.04.2026", "Paused": ""}]}),
    rec("sheet:Abholungen#K-2045-2026-03", "export:lindenhof_abholungen.xlsx",
        {"sheet": "Pickups March 2026", "rows": [
            {"Date (dd.mm.yyyy)": "03.03.2026", "Customer No.": "K-2045", "Weight [kg]": "5.8", "Bags": "2"},
            {"Date (dd.mm.yyyy)": "10.03.2026", "Customer No.": "K-2045", "Weight [kg]": "6.1", "Bags": "2"},
            {"Date (dd.mm.yyyy)": "17.03.2026", "Customer No.": "K-2045", "Weight [kg]": "4.6", "Bags": "1"}],
         "Total [kg]": ""}),
    rec("sheet:Abo-Leistungen", "export:lindenhof_abos.xlsx",
        {"sheet": "Plan contents", "rows": [
            {"Plan": "SINGLE_10", "Pickup & delivery": "x", "Wash & fold": "x", "Stain treatment": "", "Shirt ironing": ""},
            {"Plan": "FAMILIE_20", "Pickup & delivery": "x", "Wash & fold": "x", "Stain treatment": "x", "Shirt ironing": ""},
            {"Plan": "BUSINESS_15", "Pickup & delivery": "x", "Wash & fold": "x", "Stain treatment": "x", "Shirt ironing": "x"}]}),
    rec("sheet:Preisliste#2026-einzel", "export:lindenhof_preisliste.xlsx",
        {"sheet": "Price list", "rows": [
            {"Item": "Shirt, washed & ironed", "Unit": "piece", "Price (CHF)": "4.20"},
            {"Item": "Shirt, ironing only", "Unit": "piece", "Price (CHF)": "3.10"}]}),
    pol("policy:abo", "Subscriptions are billed monthly in advance. Plan changes take effect from the next billing "
        "date. Unused kilograms do not carry over to the following month. Pickups may be paused for up to eight "
        "weeks a year free of charge.", revision="2025-10"),
]
add(sc, D, q,
    "Good afternoon Ms Frei, this month we have collected 16.5 kg so far, which leaves you 3.5 kg of your 20 kg "
    "allowance. Anything above that is charged at CHF 7.20 per kilo. Shirt ironing is not part of the Family 20 "
    "plan, but we are glad to wash and iron shirts at CHF 4.20 apiece.",
    ev, [S("collected 16.5 kg so far"), S("which leaves you 3.5 kg"), S("of your 20 kg allowance"),
         S("charged at CHF 7.20 per kilo"), S("Shirt ironing is not part of the Family 20 plan"),
         S("at CHF 4.20 apiece")],
    includes=["3.5 kg", "CHF 4.20"],
    notes="Pickups 5.8 + 6.1 + 4.6 = 16.5 kg of 20 -> 3.5 kg; FAMILIE_20 Shirt ironing blank; price list 4.20.")
add(sc, D, q,
    "Dear Ms Frei, your plan covers pickup and delivery, wash and fold, and stain treatment. We collect on Tuesdays "
    "between 07:00 and 09:00 and bring everything back on Thursdays. You have three and a half kilos left for "
    "March; please bear in mind that unused kilos do not carry over into April.",
    ev, [S("your plan covers pickup and delivery, wash and fold, and stain treatment"),
         S("We collect on Tuesdays between 07:00 and 09:00"), S("bring everything back on Thursdays"),
         S("You have three and a half kilos left for March"), S("unused kilos do not carry over into April")],
    includes=["three and a half kilos"],
    notes="Plan contents row FAMILIE_20; subscription row pickup/delivery; 20 - 16.5 = 3.5; carry-over rule in policy:abo.")
add(sc, D, q,
    "Ms Frei, 3.5 kg remain this month. Ironing is extra: CHF 3.10 per shirt if it is ironing only.",
    ev, [S("3.5 kg remain this month"), S("Ironing is extra"), S("CHF 3.10 per shirt if it is ironing only")],
    includes=["3.5 kg", "3.10"],
    notes="20 - 16.5 = 3.5; FAMILIE_20 lacks shirt ironing; price list 'Shirt, ironing only' 3.10.")
add(sc, D, q,
    "Good afternoon Ms Frei, you still have 3.5 kg of your 20 kg for March. Your Family 20 plan includes shirt "
    "ironing, so your husband's shirts can simply go into the next bag at no extra charge.",
    ev, [S("you still have 3.5 kg"), S("of your 20 kg for March"),
         XI("Your Family 20 plan includes shirt ironing", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION"),
         XI("at no extra charge", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_CONTRADICTION")],
    errors=["unlisted_perk", "invented_promise"], excludes=["includes shirt ironing", "at no extra charge"],
    notes="Plan contents: FAMILIE_20 Shirt ironing is blank (only BUSINESS_15 has it); ironing is priced separately.")
add(sc, D, q,
    "Dear Ms Frei, after this week's pickup you have 8.1 kg left of your 20 kg allowance, and anything left unused "
    "carries over to April. Extra kilos are CHF 7.20 each.",
    ev, [X("you have 8.1 kg left", "VALUE_MISMATCH"), S("of your 20 kg allowance"),
         X("anything left unused carries over to April", "NLI_CONTRADICTION"), S("Extra kilos are CHF 7.20 each")],
    errors=["wrong_arithmetic", "wrong_policy_condition"], excludes=["8.1 kg", "carries over to April"],
    notes="8.1 kg skips the 17.03. pickup of 4.6 kg (20 - 16.5 = 3.5); policy:abo says unused kilos do not carry over.")
add(sc, D, q,
    "Good afternoon Ms Frei, you have 3.5 kg left for March. We collect on Tuesdays between 08:00 and 10:00; shirt "
    "ironing is not in your plan and costs CHF 4.20 per shirt washed and ironed.",
    ev, [S("you have 3.5 kg left for March"), X("between 08:00 and 10:00", "VALUE_MISMATCH", "DATE_MISMATCH"),
         S("shirt ironing is not in your plan"), S("costs CHF 4.20 per shirt")],
    errors=["wrong_time"], excludes=["between 08:00 and 10:00"], includes=["07:00|7:00|7 am|seven", "3.5 kg"],
    repair=True, notes="Pickup window is 07:00-09:00.")

# ---------------------------------------------------------------- L4 duvet with new price list
sc = "duvet-pillows"
q = "What will the cleaning of my duvet and the two pillows cost, and when can I pick them up?"
now = "2026-03-18T11:00:00+01:00"
ev = [
    rec("sheet:Auftraege#WL-26-0455", "export:lindenhof_auftraege.xlsx",
        {"sheet": "Orders", "rows": [
            {"Order No.": "WL-26-0455", "Customer No.": "K-3310", "Name": "Zürcher B.", "Service": "BEDDING",
             "Received (dd.mm.yyyy)": "16.03.2026", "Status": "DRYING", "Ready (dd.mm.yyyy)": "23.03.2026",
             "Paid": "", "Lines": [
                 {"Item": "Duvet, down, 200x210 (double)", "Qty": "1", "Unit price (CHF)": "54.00", "Line (CHF)": "54.00"},
                 {"Item": "Pillow, down, 65x65", "Qty": "2", "Unit price (CHF)": "14.50", "Line (CHF)": "29.00"}],
             "Amount (CHF)": "83.00"}]}),
    rec("sheet:Preisliste#2026-02", "export:lindenhof_preisliste.xlsx",
        {"sheet": "Price list bedding", "revision": "2026-02", "valid from (dd.mm.yyyy)": "01.02.2026",
         "valid to (dd.mm.yyyy)": "",
         "rows": [{"Item": "Duvet, down, single", "Price (CHF)": "39.00"},
                  {"Item": "Duvet, down, double", "Price (CHF)": "54.00"},
                  {"Item": "Pillow, down", "Price (CHF)": "14.50"},
                  {"Turnaround": "5 working days"}]}),
    rec("sheet:Preisliste#2025-01", "export:lindenhof_preisliste_alt.xlsx",
        {"sheet": "Price list bedding", "revision": "2025-01", "valid from (dd.mm.yyyy)": "01.01.2025",
         "valid to (dd.mm.yyyy)": "31.01.2026", "superseded": "x",
         "rows": [{"Item": "Duvet, down, single", "Price (CHF)": "34.00"},
                  {"Item": "Duvet, down, double", "Price (CHF)": "48.00"},
                  {"Item": "Pillow, down", "Price (CHF)": "12.50"}]}),
    pol("policy:bettwaren", "Down bedding is washed at 60 °C and dried slowly at low heat, which takes up to "
        "48 hours. Because of the drying, the turnaround for bedding is 5 working days. Bedding not collected "
        "within 30 days is charged a storage fee of CHF 2.00 per week.", revision="2026-02"),
]
add(sc, D, q,
    "Good morning Mr Zürcher, your double down duvet and the two pillows come to CHF 83.00 in total: CHF 54.00 for "
    "the duvet and CHF 14.50 for each pillow. They are drying at the moment and will be ready on Monday, 23 March.",
    ev, [S("come to CHF 83.00 in total"), S("CHF 54.00 for the duvet"), S("CHF 14.50 for each pillow"),
         S("They are drying at the moment"), S("ready on Monday, 23 March")],
    includes=["CHF 83.00", "23 March"],
    notes="Order lines 54.00 + 2 x 14.50 = 83.00 (Amount column); Status DRYING; Ready 23.03.2026 (a Monday).")
add(sc, D, q,
    "Dear Mr Zürcher, the duvet is currently being dried; collection will be possible from 23.03.2026. An amount of "
    "CHF 83.00 is to be settled on collection. Down bedding is dried slowly at low heat, which is why it takes five "
    "working days.",
    ev, [S("the duvet is currently being dried"), S("collection will be possible from 23.03.2026"),
         S("An amount of CHF 83.00"), S("Down bedding is dried slowly at low heat"), S("it takes five working days")],
    includes=["23.03.2026", "83.00"],
    notes="Status DRYING, Ready 23.03.2026, Amount 83.00; drying and 5-working-day turnaround from policy:bettwaren.")
add(sc, D, q,
    "Good morning Mr Zürcher, your duvet comes to CHF 48.00 and the two pillows to CHF 29.00, so CHF 77.00 "
    "altogether. Everything is drying now and will be ready on Monday, 23 March.",
    ev, [X("your duvet comes to CHF 48.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("the two pillows to CHF 29.00"),
         X("so CHF 77.00 altogether", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("Everything is drying now"),
         S("ready on Monday, 23 March")],
    errors=["stale_value", "wrong_amount"], excludes=["CHF 48.00", "CHF 77.00"],
    notes="48.00 is the double-duvet price of the superseded 2025-01 list; the order line is 54.00 and the total 83.00.")
add(sc, D, q,
    "Dear Mr Zürcher, your duvet and pillows have come out of the dryer and are ready for you now. The total is "
    "CHF 83.00, and we would be happy to deliver them to your door free of charge.",
    ev, [X("have come out of the dryer and are ready for you now", "RECORD_STATE_MISMATCH"),
         S("The total is CHF 83.00"),
         I("deliver them to your door free of charge", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_state", "invented_promise"], excludes=["are ready for you now", "deliver them to your door"],
    now=now, notes="Status DRYING, ready 23.03.; no record or policy offers free delivery.")
add(sc, D, q,
    "Good morning Mr Zürcher, the double duvet is CHF 54.00 and the pillows CHF 14.50 each, so CHF 68.50 in total. "
    "They are still drying and will be ready on Monday, 23 March.",
    ev, [S("the double duvet is CHF 54.00"), S("the pillows CHF 14.50 each"),
         X("so CHF 68.50 in total", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("They are still drying"),
         S("ready on Monday, 23 March")],
    errors=["wrong_arithmetic"], excludes=["CHF 68.50"], includes=["83.00", "23 March|23.03"], repair=True,
    notes="68.50 counts only one pillow; Amount is 83.00.")

# ---------------------------------------------------------------- L5 duplicate card payment
sc = "double-charge"
q = "I was charged twice on Saturday morning for my laundry. When do I get my money back?"
now = "2026-03-17T14:00:00+01:00"
ev = [
    rec("sheet:Zahlungen#K-4471", "export:lindenhof_zahlungen.xlsx",
        {"sheet": "Payments", "time zone note": "terminal export, times in UTC", "rows": [
            {"Payment ID": "ZA-88120", "Order No.": "WL-26-0431", "Date (dd.mm.yyyy)": "14.03.2026",
             "Time (UTC)": "08:47", "Method": "CARD", "Card (last 4)": "4418", "Amount (CHF)": "42.50",
             "Status": "SETTLED", "Refund initiated (dd.mm.yyyy)": ""},
            {"Payment ID": "ZA-88121", "Order No.": "WL-26-0431", "Date (dd.mm.yyyy)": "14.03.2026",
             "Time (UTC)": "08:48", "Method": "CARD", "Card (last 4)": "4418", "Amount (CHF)": "42.50",
             "Status": "REFUND_PENDING", "Refund initiated (dd.mm.yyyy)": "16.03.2026"},
            {"Payment ID": "ZA-87402", "Order No.": "WL-26-0302", "Date (dd.mm.yyyy)": "21.02.2026",
             "Time (UTC)": "15:12", "Method": "TWINT", "Card (last 4)": "", "Amount (CHF)": "27.90",
             "Status": "SETTLED", "Refund initiated (dd.mm.yyyy)": ""}]}),
    pol("policy:rueckerstattung", "Refunds are always made to the original means of payment. We do not charge any "
        "fee for correcting a duplicate payment. A card refund usually appears on your statement within 3 to 5 "
        "working days of being initiated, depending on your card issuer.", revision="2025-06"),
]
add(sc, D, q,
    "Dear Ms Gashi, you are quite right: your card was charged CHF 42.50 twice on Saturday, 14 March, at 09:47 and "
    "09:48. The second charge (ZA-88121) is being refunded; the refund was initiated on 16 March and should appear on "
    "your statement within 3 to 5 working days. No fee applies for this correction.",
    ev, [S("your card was charged CHF 42.50 twice"), S("on Saturday, 14 March"), S("at 09:47 and 09:48"),
         S("The second charge (ZA-88121) is being refunded"), S("the refund was initiated on 16 March"),
         S("within 3 to 5 working days"), S("No fee applies for this correction")],
    includes=["42.50", "09:47"],
    notes="Payments ZA-88120/ZA-88121 at 08:47/08:48 UTC = 09:47/09:48 in Zurich (CET); ZA-88121 REFUND_PENDING, "
          "initiated 16.03.2026; timing and fee from policy:rueckerstattung.")
add(sc, D, q,
    "The duplicate charge of CHF 42.50 is being returned to your card ending 4418; please allow three to five "
    "working days from Monday, 16 March.",
    ev, [S("The duplicate charge of CHF 42.50 is being returned"), S("to your card ending 4418"),
         S("allow three to five working days from Monday, 16 March")],
    includes=["42.50", "4418"],
    notes="ZA-88121 REFUND_PENDING on card 4418, initiated 16.03.2026; 3-5 working days per policy.")
add(sc, D, q,
    "Dear Ms Gashi, I can confirm that your card was charged CHF 42.50 twice on 14 March, at 08:47 and 08:48. The "
    "second payment, ZA-88121, is being refunded to the same card, and you should see it within 3 to 5 working days.",
    ev, [S("your card was charged CHF 42.50 twice on 14 March"),
         X("at 08:47 and 08:48", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("The second payment, ZA-88121, is being refunded"), S("you should see it within 3 to 5 working days")],
    errors=["unit_conversion"], excludes=["at 08:47 and 08:48"],
    notes="Times are UTC (08:47/08:48); in Zurich on 14.03.2026 (CET, +01:00) the charges were at 09:47/09:48.")
add(sc, D, q,
    "Dear Ms Gashi, the duplicate charge has been looked at: payment ZA-88120 has already been refunded in full to "
    "your card, at no fee to you.",
    ev, [X("payment ZA-88120 has already been refunded in full", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"),
         S("at no fee to you")],
    errors=["wrong_id"], excludes=["ZA-88120 has already been refunded"],
    notes="ZA-88120 is SETTLED (kept); the duplicate ZA-88121 is REFUND_PENDING, not yet refunded.")
add(sc, D, q,
    "Dear Ms Gashi, you are right, there was a double charge on 14 March. A refund of CHF 27.90 was initiated on "
    "16 March and should be on your card statement within 3 to 5 working days.",
    ev, [S("there was a double charge on 14 March"),
         X("A refund of CHF 27.90", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("was initiated on 16 March"),
         S("within 3 to 5 working days")],
    errors=["other_record_value"], excludes=["CHF 27.90"], includes=["42.50", "16 March|16.03"], repair=True,
    notes="27.90 is the February TWINT payment ZA-87402; the refunded duplicate ZA-88121 is 42.50.")
