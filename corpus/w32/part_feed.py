from write_cases import *  # noqa: F401,F403

D = "animal-feed merchant"

# ---------------------------------------------------------------- 21. bulk blown delivery
S = scen("bulk-feed-delivery", D, "When's the dairy nuts coming?", [
    rec("get_feed_order#FD772016", "tool:get_feed_order", {
        "order_no": "FD772016", "acct": "A4471",
        "product": {"code": "DN18", "desc": "DAIRY NUTS 18% PROTEIN", "form_cd": "B"},
        "qty": "12.00", "uom": "TNE", "price_per_tne": "000029800", "net": "000357600", "vat": "000000000",
        "deliv": {"date": "20260513", "time_from": "0600", "time_to": "1000", "bin": "BIN 2"},
        "status_cd": "P"}),
    rec("get_feed_order#FD771540", "tool:get_feed_order", {
        "order_no": "FD771540", "acct": "A4471",
        "product": {"code": "CC16", "desc": "COW CAKE BLEND 16%", "form_cd": "B"},
        "qty": "08.00", "uom": "TNE", "price_per_tne": "000027400", "net": "000219200", "vat": "000000000",
        "deliv": {"date": "20260429", "time_from": "0600", "time_to": "1000", "bin": "BIN 1"},
        "status_cd": "D"}),
    codes("codes#FEED", {"table": "FORM/FDSTAT",
                         "form": {"B": "BULK_BLOWN", "G": "BAGGED_25KG", "T": "TOTE_BAG"},
                         "status": {"O": "ORDERED", "P": "PLANNED_ON_LORRY", "D": "DELIVERED"}}),
    pol("policy#bulk-feed", "Bulk feed is blown into your bin; please make sure the bin has room for the full "
        "load and the lid is open or the fill pipe connected. Orders of 10 tonnes or more qualify for full-load "
        "pricing. Animal feed is zero-rated for VAT. If the driver can't deliver because the bin is full, a £60 "
        "re-delivery charge applies.", "F-3"),
], now="2026-05-12T16:00:00+01:00")

add(S, "Evening Rob, your 12 tonnes of 18% dairy nuts are on tomorrow's lorry, due between 6 and 10am, and will "
       "be blown into Bin 2. The load is £3,576.00 at £298 a tonne, with no VAT as feed is zero-rated.",
    [ok("12 tonnes of 18% dairy nuts"), ok("on tomorrow's lorry"), ok("between 6 and 10am"),
     ok("blown into Bin 2"), ok("£3,576.00"), ok("£298 a tonne"), ok("no VAT as feed is zero-rated")],
    incl=["12 tonnes", "£3,576.00"],
    notes="FD772016: qty 12.00 TNE, status P = PLANNED_ON_LORRY, deliv 20260513 0600-1000 BIN 2, net; VAT "
          "zero per record and policy.")

add(S, "Please make sure Bin 2 has room for the full 12 tonnes – if the driver can't tip because it's full, "
       "there's a £60 charge to come back.",
    [ok("Bin 2 has room for the full 12 tonnes"), ok("£60 charge to come back")],
    incl=["£60"],
    notes="bin and qty of FD772016; re-delivery charge in the bulk feed policy.")

add(S, "Order FD772016 – 12.00 t Dairy Nuts 18%, bulk, Wed 13/05 06:00–10:00, £3,576.00.",
    [ok("12.00 t Dairy Nuts 18%, bulk"), ok("Wed 13/05 06:00–10:00"), ok("£3,576.00")],
    incl=["£3,576.00", "13/05"],
    notes="Order fields as exported; form B = BULK_BLOWN.")

add(S, "Your 8 tonnes of dairy nuts are on tomorrow's lorry, due between 6 and 10am. There'll be VAT at 20% on "
       "top of the £298 a tonne.",
    [bad("8 tonnes of dairy nuts", VAL), ok("on tomorrow's lorry"), ok("between 6 and 10am"),
     bad("VAT at 20%", VAL, NLI), ok("£298 a tonne")],
    errors=["other_record_value", "wrong_value"], excl=["8 tonnes", "VAT at 20%"],
    notes="8.00 TNE was the cow cake order FD771540; feed is zero-rated (vat 000000000).")

add(S, "Your dairy nuts are coming bagged in 25kg sacks, due tomorrow between 6 and 10pm.",
    [bad("bagged in 25kg sacks", VAL), bad("between 6 and 10pm", TIME)],
    errors=["wrong_value", "wrong_time"], excl=["25kg sacks", "10pm"],
    notes="form_cd B = BULK_BLOWN; delivery window is 0600-1000.")

rep(S, "Your 12 tonnes of dairy nuts are on tomorrow's lorry for Bin 2, between 6 and 10am. At £298 a tonne "
       "that's £3,756.00, with no VAT.",
    [ok("12 tonnes of dairy nuts"), ok("on tomorrow's lorry for Bin 2"), ok("£298 a tonne"),
     bad("£3,756.00", AMT), ok("with no VAT")],
    ["wrong_amount"], ["£3,756.00"], ["£3,576|3,576", "12 tonnes"],
    notes="net 000357600 = 12 x 298.00 = 3,576.00.")

# ---------------------------------------------------------------- 22. price list change
S = scen("bagged-price", D, "What are my 30 bags of ewe nuts going to cost this time?", [
    rec("get_price_list#PL202605", "tool:get_price_list", {
        "list_id": "PL202605", "eff_from": "20260501", "status_cd": "C",
        "items": [{"code": "EW16", "desc": "EWE & LAMB NUTS 16%", "pack": "25KG", "price": "000001045"},
                  {"code": "CL20", "desc": "CALF REARING PELLETS 20%", "pack": "25KG", "price": "000001390"}]}),
    rec("get_price_list#PL202604", "tool:get_price_list", {
        "list_id": "PL202604", "eff_from": "20260401", "status_cd": "S",
        "items": [{"code": "EW16", "desc": "EWE & LAMB NUTS 16%", "pack": "25KG", "price": "000000985"},
                  {"code": "CL20", "desc": "CALF REARING PELLETS 20%", "pack": "25KG", "price": "000001350"}]}),
    rec("get_feed_order#FD772210", "tool:get_feed_order", {
        "order_no": "FD772210", "acct": "A5102", "lines": [{"code": "EW16", "qty": "0030", "uom": "EA"}],
        "deliv_date": "20260509", "status_cd": "O"}),
    codes("codes#PLSTAT", {"table": "PLSTAT/FDSTAT", "status": {"C": "CURRENT", "S": "SUPERSEDED"},
                           "order": {"O": "ORDERED", "P": "PLANNED_ON_LORRY", "D": "DELIVERED"}}),
    pol("policy#bagged-feed", "Prices are set monthly and the price on the day of delivery applies. A volume "
        "discount of 5% applies to bagged orders of 40 bags or more on a single delivery. Delivery is free on "
        "orders over 20 bags within our area.", "F-3"),
], now="2026-05-06T10:30:00+01:00")

add(S, "Ewe and lamb nuts are £10.45 a 25kg bag on this month's price list, so your 30 bags come to £313.50. "
       "Delivery's free as it's over 20 bags.",
    [ok("£10.45 a 25kg bag"), ok("30 bags come to £313.50"), ok("Delivery's free")],
    incl=["£10.45", "£313.50"],
    notes="PL202605 (CURRENT) EW16 000001045; 30 x 10.45 = 313.50; free delivery over 20 bags.")

add(S, "The price went up from £9.85 to £10.45 a bag on 1 May. Prices are set monthly, and it's the price on "
       "the day of delivery that counts, so your order for Saturday will be at £10.45.",
    [ok("from £9.85 to £10.45 a bag on 1 May"), ok("Prices are set monthly"),
     ok("price on the day of delivery that counts"), ok("order for Saturday will be at £10.45")],
    incl=["£10.45"],
    notes="PL202604 (SUPERSEDED) 9.85 and PL202605 from 20260501; FD772210 deliv_date 20260509 (Saturday).")

add(S, "Your 30 bags of ewe & lamb nuts (order FD772210) are down for delivery on 9 May, at £10.45 a bag.",
    [ok("30 bags of ewe & lamb nuts"), ok("delivery on 9 May"), ok("at £10.45 a bag")],
    incl=["9 May", "£10.45"],
    notes="FD772210 lines and deliv_date; current price list.")

add(S, "Your 30 bags of ewe nuts at £9.85 come to £295.50, and delivery is free.",
    [bad("at £9.85", AMT), bad("£295.50", AMT), ok("delivery is free")],
    errors=["stale_value", "stale_value"], excl=["£9.85", "£295.50"],
    notes="£9.85 is the superseded April price; the May list (price on delivery day) is £10.45, total 313.50.")

add(S, "Your 30 bags at £10.45 come to £313.50, and with your 5% volume discount that's £297.83.",
    [ok("30 bags at £10.45 come to £313.50"), either("£297.83", AMT, NLI, VAL)],
    errors=["condition_unmet"], excl=["£297.83", "volume discount"],
    notes="The 5% volume discount needs 40 bags or more on one delivery; this order is 30.")

rep(S, "Calf rearing pellets are £13.50 a bag this month, and ewe and lamb nuts are £10.45.",
    [bad("£13.50", AMT), ok("ewe and lamb nuts are £10.45")],
    ["stale_value"], ["£13.50"], ["£13.90|13.90", "£10.45"],
    notes="£13.50 is the April (superseded) CL20 price; May's is 000001390.",
    question="What are calf pellets and ewe nuts this month?")

# ---------------------------------------------------------------- 23. loyalty rebate
S = scen("feed-rebate", D, "How much rebate have I built up this year?", [
    rec("get_account#A3390", "tool:get_feed_account", {
        "acct": "A3390", "name": "BRYN GLAS FARM", "status_cd": "G",
        "ytd": {"period_from": "20251001", "period_to": "20260930", "tonnes": "086.40", "uom": "TNE",
                "spend": "002592000"},
        "rebate": {"tier_cd": "1", "rate_per_tne": "000000400", "accrued": "000034560", "pay_month": "202610"}}),
    codes("codes#REBATE", {"table": "REBATE_TIER/ACCTSTAT",
                           "tier": {"0": "UNDER_50_TNE_NIL", "1": "50_TO_99_TNE", "2": "100_TNE_PLUS"},
                           "acct": {"G": "GOOD", "S": "STOPPED"}}),
    pol("policy#loyalty-rebate", "Our loyalty rebate is paid each October on compound feed bought in the year to "
        "30 September. The rate is £4 a tonne from 50 tonnes and £7 a tonne from 100 tonnes. The rebate is paid "
        "only if the account is fully paid up at 30 September. Straights and minerals do not count towards it.",
        "F-3"),
], now="2026-05-14T12:00:00+01:00")

add(S, "You've taken 86.4 tonnes so far this feed year, which puts you in the £4-a-tonne band, so £345.60 has "
       "built up. It'll be paid in October, as long as the account's paid up at the end of September.",
    [ok("86.4 tonnes"), ok("£4-a-tonne band"), ok("£345.60 has built up"), ok("paid in October"),
     ok("as long as the account's paid up")],
    incl=["£345.60", "86.4 tonnes"],
    notes="ytd tonnes 086.40, tier 1 at 000000400, accrued 000034560, pay_month 202610; paid-up condition in "
          "policy.")

add(S, "If you reach 100 tonnes by 30 September, the rate goes up to £7 a tonne. Minerals and straights don't "
       "count towards it, mind.",
    [ok("the rate goes up to £7 a tonne"), ok("Minerals and straights don't count")],
    incl=["£7 a tonne"],
    notes="Rebate policy tiers and exclusions.")

add(S, "Rebate so far: £345.60 (86.4 t at £4.00/t), paid out in October 2026.",
    [ok("£345.60 (86.4 t at £4.00/t)"), ok("paid out in October 2026")],
    incl=["£345.60"],
    notes="Rebate block of A3390.")

add(S, "You're on the £7-a-tonne rate now, so you've built up £604.80 in rebate this year.",
    [bad("£7-a-tonne rate now", VAL, NLI), bad("£604.80", AMT)],
    errors=["condition_unmet", "wrong_amount"], excl=["£7-a-tonne rate now", "£604.80"],
    notes="86.4 t is under the 100 t needed for £7/t; tier 1 at £4/t gives 345.60.")

add(S, "You've £345.60 of rebate built up, which is paid in April. Minerals count towards your tonnage too.",
    [ok("£345.60 of rebate"), bad("paid in April", DATE, NLI), bad("Minerals count towards", NLI)],
    errors=["wrong_date", "wrong_policy_condition"], excl=["paid in April", "Minerals count towards"],
    notes="pay_month 202610 and policy: October; minerals don't count.")

rep(S, "You've taken 864 tonnes of compound feed so far this year, and your rebate stands at £345.60.",
    [bad("864 tonnes", VAL), ok("£345.60")],
    ["unit_conversion"], ["864 tonnes"], ["86.4", "£345.60"],
    notes="tonnes 086.40 is 86.4, not 864.")

# ---------------------------------------------------------------- 24. wet bags claim escalated
S = scen("wet-bags", D, "Six bags of pig grower came wet – can I have a credit?", [
    rec("get_delivery#DL660419", "tool:get_delivery", {
        "deliv_no": "DL660419", "order_no": "FD771902", "acct": "A6118", "date": "20260504",
        "lines": [{"code": "PG18", "desc": "PIG GROWER PELLETS 18%", "qty": "0040", "uom": "EA", "pack": "25KG",
                   "unit_price": "000001210", "net": "000048400"}],
        "pod": {"signed_by": "K JONES", "time": "1412", "remarks": "2 BAGS WET"}}),
    rec("get_complaint#CM9918", "tool:get_complaint", {
        "cm_no": "CM9918", "deliv_no": "DL660419", "logged_date": "20260507", "logged_time": "0930",
        "qty_affected": "0006", "uom": "EA", "status_cd": "E", "assigned_to": "TRANSPORT_MANAGER"}),
    codes("codes#CMSTAT", {"table": "CMSTAT", "codes": {"O": "OPEN", "E": "ESCALATED", "R": "RESOLVED",
                                                         "X": "REJECTED"}}),
    refused("issue_credit#call-3", "issue_credit", "ESCALATE",
            {"cm_no": "CM9918", "qty": "0006", "amount": "000007260"}),
    pol("policy#damaged-feed", "Damaged or wet bags must be noted on the delivery note when signed for, and "
        "reported to us within 48 hours. Credits for damage noted on delivery are raised by the branch. Claims "
        "for more bags than were noted on delivery, or reported after 48 hours, are referred to the transport "
        "manager.", "F-3"),
], now="2026-05-07T11:00:00+01:00")

add(S, "I'm sorry about the wet bags. The delivery note for 4 May was signed with 2 bags noted as wet, but "
       "your claim is for 6, so I've had to pass it to our transport manager rather than credit it straight "
       "away.",
    [na("I'm sorry about the wet bags"), ok("delivery note for 4 May"), ok("2 bags noted as wet"),
     ok("your claim is for 6"), ok("pass it to our transport manager")],
    incl=["transport manager"],
    notes="pod remarks 2 BAGS WET on 20260504; CM9918 qty_affected 0006, status E; issue_credit ESCALATED.")

add(S, "Complaint CM9918 has been escalated to the transport manager. Wet bags need to be reported within 48 "
       "hours and written on the delivery note when you sign for it.",
    [ok("CM9918 has been escalated"), ok("within 48 hours"), ok("written on the delivery note")],
    incl=["CM9918"],
    notes="Complaint status E, assigned TRANSPORT_MANAGER; damaged feed policy.")

add(S, "Sorry, I can't raise the credit myself, as your claim came in on 7 May, more than 48 hours after the "
       "delivery, and it's for more bags than were noted. The transport manager will look at it.",
    [ok("I can't raise the credit myself"), ok("came in on 7 May"), ok("more than 48 hours after"),
     ok("more bags than were noted"), ok("transport manager will look at it")],
    incl=["7 May"],
    notes="issue_credit ESCALATED; logged 20260507 0930 vs delivery 20260504 1412 (over 48 h); 6 vs 2 bags.")

add(S, "I've credited £72.60 for the six bags on complaint CM9918, so that's all sorted.",
    [bad("I've credited £72.60", NOTEX), ok("six bags on complaint CM9918")],
    errors=["refused_call_effect"], excl=["I've credited"],
    notes="issue_credit for 000007260 was ESCALATED, not made.")

add(S, "The driver noted 6 wet bags on the delivery note, and as you reported it within 7 days the branch will "
       "sort the credit.",
    [bad("driver noted 6 wet bags", VAL), bad("within 7 days", NLI),
     either("the branch will sort the credit", NOTEX, STATE)],
    errors=["wrong_quantity", "wrong_policy_condition", "wrong_state"],
    excl=["noted 6 wet bags", "within 7 days", "branch will sort the credit"],
    notes="pod remarks 2 BAGS WET; policy window is 48 hours; the claim is with the transport manager.")

rep(S, "Thanks for letting us know. We've credited your account for the 6 wet bags from the 4 May delivery.",
    [na("Thanks for letting us know"), bad("We've credited your account", NOTEX), ok("4 May delivery")],
    ["refused_call_effect"], ["We've credited"],
    ["escalated|transport manager|review|could not|couldn't|can't|unable|not able|referred|passed", "4 May"],
    notes="issue_credit was ESCALATED to the transport manager; no credit made.")
