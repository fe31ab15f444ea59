from write_cases import *  # noqa: F401,F403

D = "farm-supply co-operative"

# ---------------------------------------------------------------- 1. fencing order out for delivery
S = scen("fencing-order", D, "Has my fencing order gone out yet and when will it turn up?", [
    rec("get_order#SO448120", "tool:get_sales_order", {
        "order_hdr": {"order_no": "SO448120", "member_no": "M20417", "order_date": "20260428",
                      "status_cd": "D", "deliv_date": "20260506", "deliv_slot": "AM", "carrier_ref": "HX-77310"},
        "lines": [
            {"line": "01", "sku": "FP-175-8", "desc": "TANALISED POST 1.75M X 75-100MM", "qty": "0150",
             "uom": "EA", "unit_pr": "000000189", "line_val": "000028350"},
            {"line": "02", "sku": "SW-HT-2.5", "desc": "HIGH TENSILE WIRE 2.5MM 650M COIL", "qty": "0004",
             "uom": "EA", "unit_pr": "000005999", "line_val": "000023996"}],
        "deliv_chg": "000000000", "order_total": "000052346"}),
    rec("get_order#SO447905", "tool:get_sales_order", {
        "order_hdr": {"order_no": "SO447905", "member_no": "M20417", "order_date": "20260424",
                      "status_cd": "O", "deliv_date": "20260514", "deliv_slot": "PM", "carrier_ref": ""},
        "lines": [{"line": "01", "sku": "SN-C8-50", "desc": "STOCK NETTING C8/80/15 50M", "qty": "0006",
                   "uom": "EA", "unit_pr": "000006945", "line_val": "000041670"}],
        "deliv_chg": "000000000", "order_total": "000041670"}),
    codes("codes#ORDSTAT", {"table": "ORDSTAT", "codes": {"O": "OPEN", "P": "PICKING", "D": "DESPATCHED",
                                                           "C": "DELIVERED", "X": "CANCELLED"}}),
    pol("policy#farm-delivery", "Deliveries to farm are made between 0730 and 1230 for morning (AM) slots and "
        "between 1230 and 1700 for afternoon (PM) slots. Orders over £250 excluding VAT are delivered free "
        "within 25 miles of the depot. Drivers will phone about 30 minutes before arrival. Long items such as "
        "posts are off-loaded by tail-lift only, so someone needs to be on site to receive them.", "2026-02"),
], now="2026-05-05T10:15:00+01:00")

add(S, "Morning Sarah, good news – order SO448120 has been despatched and is due with you tomorrow, Wednesday "
       "6 May, in the morning slot. That's the 150 tanalised posts and 4 coils of high tensile wire, £523.46 in "
       "all, with no delivery charge. The driver will ring about half an hour before he arrives, and as the "
       "posts come off by tail-lift, someone will need to be on site.",
    [ok("has been despatched"), ok("tomorrow, Wednesday 6 May"), ok("in the morning slot"),
     ok("150 tanalised posts"), ok("4 coils of high tensile wire"), ok("£523.46 in all"),
     ok("no delivery charge"), ok("ring about half an hour before"), ok("someone will need to be on site")],
    incl=["6 May", "£523.46"],
    notes="status_cd D = DESPATCHED, deliv_date 20260506 slot AM, order_total 000052346, deliv_chg zero; phone "
          "call and tail-lift from the delivery policy.")

add(S, "Hi there,\n\n- Order: SO448120\n- Status: on its way (despatched)\n- Delivery: 06/05/2026, AM slot "
       "(07:30 to 12:30)\n- Total: £523.46, delivery free\n\nAny questions, just give us a shout.",
    [ok("Order: SO448120"), ok("on its way (despatched)"), ok("06/05/2026"), ok("07:30 to 12:30"),
     ok("Total: £523.46"), ok("delivery free"), na("just give us a shout")],
    incl=["06/05/2026", "£523.46"],
    notes="Header fields of SO448120; the 0730-1230 AM window is from the delivery policy.")

add(S, "Thanks for checking in. Your order SO448120 has been despatched and should reach you on Thursday "
       "14 May in the afternoon. The posts and wire come to £523.46 altogether.",
    [na("Thanks for checking in"), ok("has been despatched"), bad("Thursday 14 May", DATE),
     bad("in the afternoon", TIME), ok("£523.46 altogether")],
    errors=["other_record_value", "other_record_value"], excl=["14 May", "in the afternoon"],
    notes="14 May PM is the date and slot of the member's other order SO447905; SO448120 is due 20260506 AM.")

add(S, "Hello, your fencing order SO448120 was delivered this morning. You paid £283.50 for the posts "
       "and £239.96 for the wire, so £513.46 in total, and delivery was free of charge.",
    [bad("was delivered this morning", STATE), ok("£283.50 for the posts"), ok("£239.96 for the wire"),
     bad("£513.46 in total", AMT), ok("delivery was free of charge")],
    errors=["wrong_state", "wrong_arithmetic"], excl=["was delivered this morning", "£513.46"],
    notes="status_cd D maps to DESPATCHED, not C DELIVERED; 283.50 + 239.96 = 523.46, not 513.46.")

rep(S, "Hello! Order SO448120 has been despatched and will be with you on 6 May in the afternoon slot. "
       "The total is £523.46 with free delivery.",
    [ok("has been despatched"), ok("on 6 May"), bad("in the afternoon slot", TIME), ok("£523.46"),
     ok("free delivery")],
    ["wrong_value"], ["afternoon slot"], ["morning|AM|7:30|07:30", "£523.46", "6 May"],
    notes="deliv_slot is AM (0730-1230 per policy), not PM.")

# ---------------------------------------------------------------- 2. member dividend
S = scen("member-dividend", D, "How much dividend am I getting this year and when is it paid?", [
    rec("get_member#M31180", "tool:get_member", {
        "member": {"member_no": "M31180", "name": "HOLLOWAY J & SONS", "join_date": "20090312",
                   "share_cap": "000010000", "status_cd": "A"},
        "dividend": {"year_end": "20260331", "qual_spend": "004218700", "div_rate_bp": "0150",
                     "div_amt": "000063281", "pay_method": "B", "pay_date": "20260619"}}),
    rec("get_div_history#M31180-2025", "tool:get_dividend_history", {
        "member_no": "M31180", "year_end": "20250331", "qual_spend": "003362300", "div_rate_bp": "0175",
        "div_amt": "000058840", "pay_method": "B", "pay_date": "20250620", "status_cd": "P"}),
    codes("codes#MEMBER", {"table": "MEMSTAT/PAYMETH/DIVSTAT",
                           "status": {"A": "ACTIVE", "L": "LAPSED", "S": "SUSPENDED"},
                           "pay_method": {"B": "BACS", "C": "CHEQUE", "A": "ACCOUNT_CREDIT"},
                           "div_status": {"D": "DECLARED", "P": "PAID"}}),
    pol("policy#dividend", "Dividend is declared at the annual meeting and paid on qualifying spend in the "
        "financial year to 31 March. Fuel, feed bought on contract and services invoiced by third parties do "
        "not count as qualifying spend. Members may choose to take dividend as a credit on their trading "
        "account, by BACS or by cheque. A member whose account is more than 60 days overdue at the payment "
        "date has the dividend credited to the account instead of paid out.", "v4"),
], now="2026-05-12T14:05:00+01:00")

add(S, "Hi John, your dividend for the year to 31 March 2026 is £632.81, worked out at 1.5% on £42,187.00 of "
       "qualifying spend. It's due to be paid by BACS on 19 June.",
    [ok("£632.81"), ok("1.5%"), ok("£42,187.00"), ok("by BACS"), ok("on 19 June")],
    incl=["£632.81", "19 June"],
    notes="div_amt 000063281, div_rate_bp 0150 (1.5%), qual_spend 004218700, pay_method B = BACS, pay_date "
          "20260619.")

add(S, "Dear Mr Holloway,\n\nThank you for your letter. I can confirm that a dividend of £632.81 will be paid "
       "to your bank by BACS on Friday 19 June 2026. Fuel and feed bought on contract don't count towards "
       "qualifying spend, which is why the figure may look lower than your total purchases.\n\nKind regards,\n"
       "Megan\nMembers' Office",
    [na("Thank you for your letter"), ok("a dividend of £632.81"), ok("Friday 19 June 2026"),
     ok("by BACS"), ok("don't count towards qualifying spend"), na("Kind regards")],
    incl=["£632.81", "19 June 2026"],
    notes="Amount and date from the 2026 dividend block; exclusions from the dividend policy.")

add(S, "Your dividend this year is £588.40, paid by BACS on 19 June. It's based on 1.5% of your qualifying "
       "spend.",
    [bad("£588.40", AMT), ok("paid by BACS on 19 June"), ok("1.5% of your qualifying")],
    errors=["stale_value"], excl=["£588.40"],
    notes="£588.40 is last year's dividend (year to 20250331); this year's div_amt is 000063281.")

add(S, "Your dividend of £632.81 goes out by BACS on 19 June. Just so you know, feed bought on contract does "
       "count towards qualifying spend. If you'd rather take it as a cheque, you'll get an extra 0.25% on top.",
    [ok("Your dividend of £632.81"), ok("goes out by BACS on 19 June"),
     bad("feed bought on contract does count", NLI), ins("an extra 0.25% on top", NOPOL)],
    errors=["wrong_policy_condition", "invented_promise"],
    excl=["does count towards qualifying spend", "extra 0.25%"],
    notes="Policy excludes contract feed from qualifying spend; nothing offers a bonus for taking a cheque.")

rep(S, "Morning! This year's dividend is £632.81, worked out at 15% on your qualifying spend of £42,187.00, "
       "and it'll be paid by BACS on 19 June.",
    [ok("This year's dividend is £632.81"), bad("at 15% on", VAL), ok("£42,187.00"), ok("by BACS on 19 June")],
    ["unit_conversion"], ["at 15% on"], ["1.5%|1.5 per cent|one and a half", "£632.81", "19 June"],
    notes="div_rate_bp 0150 is 150 basis points = 1.5%, not 15%.")

# ---------------------------------------------------------------- 3. trade account balance
S = scen("trade-account", D, "What do I owe on the account and how much credit have I got left?", [
    rec("get_trade_acct#T06652", "tool:get_trade_account", {
        "acct": {"acct_no": "T06652", "name": "PENROSE FARMS LTD", "credit_lim": "001500000",
                 "bal_curr": "000482016", "bal_30": "000131500", "bal_60": "000000000", "bal_90": "000000000",
                 "status_cd": "N", "last_pay_date": "20260424", "last_pay_amt": "000250000"},
        "stmt": {"stmt_date": "20260430", "due_date": "20260531", "stmt_bal": "000613516"}}),
    codes("codes#ACCTSTAT", {"table": "ACCTSTAT", "codes": {"N": "NORMAL", "H": "ON_HOLD", "W": "WATCH",
                                                             "C": "CLOSED"}}),
    pol("policy#trade-credit", "Trade accounts are payable in full by the end of the month following the "
        "statement. Balances unpaid 30 days after the due date incur a late-payment charge of 2% per month. "
        "Accounts with any balance over 60 days are placed on hold and no further goods can be drawn until "
        "cleared. Credit limits are reviewed each January.", "v2"),
], now="2026-05-08T09:40:00+01:00")

add(S, "Hello, your account T06652 is in good standing with a statement balance of £6,135.16, due by 31 May. "
       "You've £8,864.84 of your £15,000 limit left to use.",
    [ok("in good standing"), ok("statement balance of £6,135.16"), ok("due by 31 May"), ok("£8,864.84"),
     ok("£15,000 limit")],
    incl=["£6,135.16", "31 May"],
    notes="status N = NORMAL; stmt_bal 000613516, due_date 20260531; 15,000.00 - 6,135.16 = 8,864.84.")

add(S, "Your last payment of £2,500.00 reached us on 24 April – thank you. Of the £6,135.16 on the April "
       "statement, £1,315.00 is carried over from the month before, and the whole lot is due by the end of "
       "May.",
    [ok("£2,500.00"), ok("on 24 April"), ok("£6,135.16 on the April statement"), ok("£1,315.00 is carried over"),
     ok("due by the end of May")],
    incl=["£6,135.16", "£1,315.00"],
    notes="last_pay_amt/last_pay_date; bal_30 000131500; stmt_date 20260430, due_date 20260531.")

add(S, "Your balance on the April statement is £6,135.16, payable by 31 May, and the account is running "
       "normally. That leaves you £10,179.84 of your £15,000 credit limit.",
    [ok("£6,135.16"), ok("payable by 31 May"), ok("running normally"), bad("£10,179.84", AMT),
     ok("£15,000 credit limit")],
    errors=["wrong_arithmetic"], excl=["£10,179.84"],
    notes="10,179.84 subtracts only bal_curr; the full statement balance 6,135.16 leaves 8,864.84.")

add(S, "I'm sorry to say your account is currently on hold. The £6,135.16 balance is due by 31 May, and a "
       "late charge of 2% a month applies as soon as the due date passes.",
    [bad("currently on hold", STATE), ok("£6,135.16 balance"), ok("due by 31 May"),
     bad("as soon as the due date passes", NLI)],
    errors=["wrong_state", "wrong_policy_condition"], excl=["on hold", "as soon as the due date passes"],
    notes="status_cd N = NORMAL; the policy charges 2% only on balances unpaid 30 days after the due date.")

rep(S, "Your account T06652 is running normally. The statement balance of £6,135.16 is due by 30 April, and "
       "you have £8,864.84 of credit left.",
    [ok("running normally"), ok("£6,135.16"), bad("due by 30 April", DATE), ok("£8,864.84")],
    ["wrong_role"], ["due by 30 April"], ["31 May|31/05", "£6,135.16", "£8,864.84"],
    notes="20260430 is stmt_date; the due_date is 20260531.")

# ---------------------------------------------------------------- 4. opened seed return refused
S = scen("seed-return", D, "Can I get my money back on the 2 bags of ley mix I didn't use?", [
    rec("get_invoice#INV7730451", "tool:get_invoice", {
        "inv_no": "7730451", "acct_no": "T11209", "inv_date": "20260402",
        "lines": [{"sku": "GS-LTM-14", "desc": "LONG TERM LEY MIX 14KG", "qty": "0006", "uom": "EA",
                   "unit_pr": "000008950", "line_val": "000053700"},
                  {"sku": "GS-CLV-2", "desc": "WHITE CLOVER 2KG", "qty": "0002", "uom": "EA",
                   "unit_pr": "000003475", "line_val": "000006950"}],
        "inv_total": "000060650", "paid_flag": "Y"}),
    rec("get_return#RA5521", "tool:get_return", {
        "ra_no": "RA5521", "inv_no": "7730451", "sku": "GS-LTM-14", "qty": "0002", "uom": "EA",
        "reason_cd": "O", "status_cd": "R", "logged_date": "20260506"}),
    codes("codes#RETURNS", {"table": "RETRSN/RETSTAT", "reason": {"O": "OPENED", "D": "DAMAGED", "W": "WRONG_ITEM"},
                            "status": {"L": "LOGGED", "R": "REJECTED", "A": "ACCEPTED", "C": "CREDITED"}}),
    refused("issue_credit_note#call-1", "issue_credit_note", "DENY",
            {"ra_no": "RA5521", "amount": "000017900", "reason": "POLICY_OPENED_SEED"}),
    pol("policy#returns-seed", "Unopened seed in its original sealed bag may be returned within 28 days of "
        "invoice for a full credit. Seed bags that have been opened cannot be taken back, as we can no longer "
        "guarantee germination or purity. Damaged or wrong items must be reported within 48 hours of delivery "
        "and will be credited in full once inspected.", "v3"),
], now="2026-05-07T11:20:00+01:00")

add(S, "I'm sorry, but we can't credit the two bags of long-term ley mix, as they'd been opened, and opened "
       "seed can't come back to us because we can't vouch for its germination. The credit note request was "
       "turned down.",
    [ok("we can't credit the two bags"), ok("they'd been opened"), ok("opened seed can't come back"),
     ok("was turned down")],
    incl=["two bags"],
    notes="Return RA5521 reason O = OPENED, status R = REJECTED; issue_credit_note was DENIED; policy bars "
          "opened seed.")

add(S, "Return RA5521 for 2 x ley mix was rejected – opened bags can't be returned.",
    [ok("RA5521 for 2 x ley mix was rejected"), ok("opened bags can't be returned")],
    incl=["RA5521"],
    notes="status_cd R = REJECTED; policy sentence two.")

add(S, "Had the bags still been sealed, you'd have had 28 days from the invoice on 2 April to send them back "
       "for a full credit. Sadly, as they were opened, return RA5521 has been rejected and no credit note "
       "could be issued.",
    [ok("28 days from the invoice"), ok("on 2 April"), ok("as they were opened"), ok("has been rejected"),
     ok("no credit note could be issued")],
    incl=["28 days", "RA5521"],
    notes="inv_date 20260402; 28-day rule for unopened seed; RA5521 rejected and credit note call DENIED.")

add(S, "Good news – we've issued a credit note for £179.00 for the two opened bags of ley mix, and you'll see "
       "it on your next statement. You'd paid £606.50 on that invoice.",
    [bad("we've issued a credit note for £179.00", NOTEX), ok("two opened bags"), ok("£606.50 on that invoice")],
    errors=["refused_call_effect"], excl=["we've issued a credit note"],
    notes="issue_credit_note for 000017900 was DENIED; inv_total 000060650 and paid_flag Y.")

add(S, "Opened seed can be returned within 28 days as long as most of the bag is unused. Your return RA5521 "
       "is still being looked at by the branch.",
    [bad("as long as most of the bag is unused", NLI), ok("Your return RA5521"),
     bad("still being looked at", STATE)],
    errors=["wrong_policy_condition", "wrong_state"],
    excl=["most of the bag is unused", "still being looked at"],
    notes="Policy: opened bags cannot be taken back at all; RA5521 status R = REJECTED, not pending.")

rep(S, "Thanks for getting in touch. We've credited £179.00 to your account for the two bags of ley mix on "
       "return RA5521.",
    [na("Thanks for getting in touch"), bad("We've credited £179.00", NOTEX), ok("return RA5521")],
    ["refused_call_effect"], ["We've credited £179.00"],
    ["could not|couldn't|can't|cannot|unable|not able|rejected|declined|turned down|refused", "RA5521"],
    notes="issue_credit_note was DENIED and RA5521 is REJECTED; no credit was made.")

# ---------------------------------------------------------------- 25. click and collect at branch
S = scen("click-collect", D, "Is my order ready to pick up, and when are you open?", [
    rec("get_cc_order#CC30417", "tool:get_collect_order", {
        "order_no": "CC30417", "member_no": "M44051", "branch_cd": "KNG", "status_cd": "R",
        "ready_date": "20260508", "ready_time": "1130", "hold_until": "20260515",
        "lines": [{"desc": "SHEEP HURDLE 6FT GALV", "qty": "0010", "uom": "EA", "line_val": "000029900"},
                  {"desc": "FOOTBATH SALT 25KG", "qty": "0004", "uom": "EA", "line_val": "000008040"}],
        "paid": "Y", "total": "000037940"}),
    codes("codes#CC", {"table": "CCSTAT/BRANCH",
                       "status": {"A": "AWAITING_STOCK", "R": "READY_FOR_COLLECTION", "C": "COLLECTED"},
                       "branch": {"KNG": "KINGTON", "HAY": "HAY-ON-WYE"}}),
    psg("kb#branch-hours", "Kington branch: Monday to Friday 0800 to 1730, Saturday 0800 to 1200, closed "
        "Sundays and bank holidays.\nHay-on-Wye branch: Monday to Saturday 0830 to 1700.", "kb:branches"),
    pol("policy#click-collect", "Click and collect orders are held for 7 days once ready, then returned to "
        "stock and refunded. Bring your order number or member card when you collect. Heavy items can be "
        "loaded by yard staff."),
], now="2026-05-08T15:00:00+01:00")

add(S, "Good news – your order CC30417 is ready to collect from our Kington branch, and we'll hold it for you "
       "until Friday 15 May. We're open until 12 noon tomorrow (Saturday), or 8 till half five in the week.",
    [ok("ready to collect from our Kington branch"), ok("until Friday 15 May"), ok("until 12 noon tomorrow"),
     ok("8 till half five in the week")],
    incl=["Kington", "15 May"],
    notes="status R = READY_FOR_COLLECTION, branch KNG = KINGTON, hold_until 20260515; Kington hours passage.")

add(S, "Your 10 galvanised sheep hurdles and 4 bags of footbath salt are paid for and waiting at Kington. "
       "Just bring your order number or member card, and the yard staff will help you load.",
    [ok("10 galvanised sheep hurdles"), ok("4 bags of footbath salt"), ok("are paid for"), ok("waiting at Kington"),
     ok("bring your order number or member card"), ok("yard staff will help you load")],
    incl=["10 galvanised sheep hurdles"],
    notes="Order lines and paid=Y; collection rules from the click-and-collect policy.")

add(S, "Your order has been ready since 11:30 this morning, and the total of £379.40 is already paid. "
       "It's held for seven days, so it'll go back to stock if it isn't picked up by 15 May.",
    [ok("ready since 11:30 this morning"), ok("£379.40"), ok("already paid"), ok("held for seven days"),
     ok("by 15 May")],
    incl=["£379.40", "15 May"],
    notes="ready_date/ready_time 20260508 1130 (today); total 000037940; 7-day hold in policy; hold_until.")

add(S, "Hiya, order CC30417 is ready for you at our Hay-on-Wye branch. We're open until 5pm on Saturday, so "
       "there's plenty of time.",
    [bad("ready for you at our Hay-on-Wye branch", VAL), bad("until 5pm on Saturday", NLI)],
    errors=["wrong_name", "wrong_time"], excl=["Hay-on-Wye", "until 5pm on Saturday"],
    notes="branch_cd KNG = KINGTON; Kington shuts at 1200 on Saturdays (1700 is Hay-on-Wye's closing time).")

add(S, "Your hurdles and footbath salt are ready at Kington, and we'll keep them until 22 May. If the weekend "
       "suits better, the branch is open on Sunday mornings too.",
    [ok("ready at Kington"), bad("until 22 May", DATE), bad("open on Sunday mornings", NLI)],
    errors=["wrong_date", "invented_fact"], excl=["22 May", "open on Sunday mornings"],
    notes="hold_until 20260515; the hours passage says Kington is closed on Sundays.")

rep(S, "Your order CC30417 is ready to collect from Kington, and we'll keep it for you until 22 May. The "
       "£379.40 is already paid.",
    [ok("ready to collect from Kington"), bad("until 22 May", DATE), ok("£379.40")],
    ["wrong_date"], ["22 May"], ["15 May|15/05", "Kington", "£379.40"],
    notes="hold_until is 20260515 (7 days from ready).")
