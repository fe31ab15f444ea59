"""Marine fuel dock: Bunker Point Fuel Quay (invented), Dataverse org bunkerpoint.crm4, prefix bpf_."""
from common import *

API = "https://bunkerpoint.crm4.dynamics.com/api/data/v9.2/"
DOMAIN = "marine fuel dock"

BUNDLES = []

# ---------------------------------------------------------------- F1 fuel account
BUNDLES.append(dict(
    domain=DOMAIN, scenario="fuel-account-fills", now="2026-07-20T09:30:00+02:00",
    question="What did I pay per litre on Saturday, and how much credit is left on the account?",
    evidence=[
        rec("bpf_fuelaccounts#ACC-FD-0291", "dataverse:bpf_fuelaccounts", {
            "@odata.context": API + "$metadata#bpf_fuelaccounts/$entity",
            "@odata.etag": "W/\"7120045\"",
            "bpf_name": "ACC-FD-0291",
            "_bpf_contactid_value": "9e8d7c6b-5a49-ef11-bfe3-000d3adf0291",
            "_bpf_contactid_value" + FV: "Simone Calleja",
            "statuscode" + FV: "Active",
            "bpf_creditlimit": 2000.0,
            "bpf_creditlimit_base": 2000.0,
            "bpf_currentbalance": 1146.32,
            "bpf_currentbalance_base": 1146.32,
            "modifiedon": "2026-07-18T08:55:40Z",
        }),
        rec("bpf_fueltransactions?account=ACC-FD-0291&month=2026-07", "dataverse:bpf_fueltransactions", {
            "@odata.context": API + "$metadata#bpf_fueltransactions",
            "value": [
                {"bpf_name": "FT-557993", "bpf_fuelledon": "2026-07-02T09:12:00Z",
                 "bpf_product": "PETROL_95", "bpf_product" + FV: "Unleaded 95",
                 "bpf_litres": "36.90", "bpf_priceperlitre": 1.558, "bpf_amount": 57.49},
                {"bpf_name": "FT-558702", "bpf_fuelledon": "2026-07-04T07:40:00Z",
                 "bpf_product": "DIESEL_MARINE", "bpf_product" + FV: "Marine diesel",
                 "bpf_litres": "540.00", "bpf_priceperlitre": 1.409, "bpf_discountperlitre": 0.02,
                 "bpf_amount": 760.86},
                {"bpf_name": "FT-559810", "bpf_fuelledon": "2026-07-18T08:42:00Z",
                 "bpf_product": "DIESEL_MARINE", "bpf_product" + FV: "Marine diesel",
                 "bpf_litres": "212.40", "bpf_priceperlitre": 1.412, "bpf_discountperlitre": 0.0,
                 "bpf_amount": 299.91, "bpf_vesselref" + FV: "Kaħlani"},
                {"bpf_name": "FT-559811", "bpf_fuelledon": "2026-07-18T08:55:00Z",
                 "bpf_product": "PETROL_95", "bpf_product" + FV: "Unleaded 95",
                 "bpf_litres": "18.00", "bpf_priceperlitre": 1.559, "bpf_amount": 28.06,
                 "bpf_vesselref" + FV: "Tender - Lulu"},
            ],
        }),
        rec("bpf_pricelists#current", "dataverse:bpf_pricelists", {
            "bpf_effectivefrom": "2026-07-20T04:00:00Z",
            "bpf_prices": [{"bpf_product": "DIESEL_MARINE", "bpf_priceperlitre": 1.389},
                           {"bpf_product": "PETROL_95", "bpf_priceperlitre": 1.549}],
        }),
        pol("bpf-policy#accounts",
            "Fills are charged at the pump price at the time of fuelling. Account statements are issued on the 1st of "
            "each month and are payable within 21 days. Account customers get 2 cents per litre off marine diesel on "
            "fills of more than 500 litres.", "BPF-2026"),
    ],
    drafts=[
        ok("Hi Simone, on Saturday 18/07 you took 212.4 litres of marine diesel at €1.412 a litre, €299.91, plus 18 "
           "litres of unleaded for the tender at €1.559, €28.06. That's €327.97 for the day. Your account stands at "
           "€1,146.32 against a €2,000.00 limit, so you've €853.68 of credit left.",
           [S("on Saturday 18/07 you took 212.4 litres of marine diesel"), S("at €1.412 a litre, €299.91"),
            S("18 litres of unleaded for the tender at €1.559, €28.06"), S("That's €327.97 for the day"),
            S("Your account stands at €1,146.32"), S("a €2,000.00 limit"), S("€853.68 of credit left")],
           ["€1.412", "€853.68"],
           "FT-559810 and FT-559811; 299.91 + 28.06 = 327.97; 2000 - 1146.32 = 853.68."),
        ok("Simone, your July account so far:\n"
           "• 02/07 unleaded 36.9 L: €57.49\n"
           "• 04/07 diesel 540 L (2c/L account discount applied): €760.86\n"
           "• 18/07 diesel 212.4 L: €299.91\n"
           "• 18/07 unleaded 18 L: €28.06\n"
           "Balance €1,146.32; the statement comes out on 1 August and is payable within 21 days.",
           [S("02/07 unleaded 36.9 L: €57.49"), S("04/07 diesel 540 L (2c/L account discount applied): €760.86"),
            S("18/07 diesel 212.4 L: €299.91"), S("18/07 unleaded 18 L: €28.06"), S("Balance €1,146.32"),
            S("the statement comes out on 1 August"), S("payable within 21 days")],
           ["€1,146.32"],
           "The four July transactions; the 540 L fill has bpf_discountperlitre 0.02; policy statement dates."),
        ok("Simone — Saturday's diesel was €1.412/L; you've €853.68 of your limit still free.",
           [S("Saturday's diesel was €1.412/L"), S("you've €853.68 of your limit still free")],
           ["€853.68"],
           "FT-559810 priceperlitre 1.412; 2000 - 1146.32."),
        bad("Hi Simone, Saturday's 212.4 litres of diesel were charged at today's price of €1.389 a litre. As an account "
            "customer you also got the 2c a litre discount on that fill.",
            [C("charged at today's price of €1.389 a litre", R_AMT),
             C("you also got the 2c a litre discount on that fill", R_COND)],
            ["other_record_value", "condition_unmet"], ["€1.389", "2c a litre discount on that fill"],
            "FT-559810 was charged at 1.412 (1.389 is today's price list); 212.4 L is under the 500 L threshold and "
            "bpf_discountperlitre is 0."),
        bad("Hi Simone, Saturday's two fills came to €317.97 together: €299.91 of diesel and €28.06 of unleaded. Your "
            "statement is payable within 30 days of issue.",
            [C("came to €317.97 together", R_AMT), S("€299.91 of diesel and €28.06 of unleaded"),
             C("payable within 30 days of issue", R_POL)],
            ["wrong_arithmetic", "wrong_period"], ["€317.97", "within 30 days"],
            "299.91 + 28.06 = 327.97; statements are payable within 21 days."),
        fix("Hi Simone, your balance is €1,146.32 on a €2,000.00 limit, leaving €835.68 available.",
            [S("your balance is €1,146.32"), S("on a €2,000.00 limit"), C("leaving €835.68 available", R_AMT)],
            ["wrong_arithmetic"], ["€835.68"], ["€853.68|853.68", "€1,146.32|1,146.32"],
            "2000.00 - 1146.32 = 853.68."),
    ]))

# ---------------------------------------------------------------- F2 bulk bunker order
BUNDLES.append(dict(
    domain=DOMAIN, scenario="bulk-bunker-slot", now="2026-09-01T14:00:00+02:00",
    question="Confirming our bunkering slot for Ħabib on Thursday. Anything we need to do?",
    evidence=[
        rec("bpf_bunkerorders#BO-2026-0917", "dataverse:bpf_bunkerorders", {
            "@odata.context": API + "$metadata#bpf_bunkerorders/$entity",
            "@odata.etag": "W/\"7330871\"",
            "bpf_name": "BO-2026-0917",
            "_bpf_accountid_value" + FV: "Ħabib Yachting Ltd",
            "_bpf_contactid_value" + FV: "Henrik Dahl",
            "bpf_contactrole" + FV: "Captain",
            "bpf_vessel" + FV: "Ħabib (motor yacht)",
            "bpf_loa_m": "24.50",
            "bpf_loa_ft": "80.38",
            "bpf_draft_m": "2.90",
            "bpf_product": "DIESEL_MARINE",
            "bpf_litres": "3800.00",
            "bpf_priceperlitre": 1.365,
            "bpf_amount": 5187.0,
            "bpf_amount_base": 5187.0,
            "bpf_slot": "2026-09-03T06:30:00Z",
            "_bpf_berthid_value" + FV: "F3 - outer arm",
            "statuscode": 100000001,
            "statuscode" + FV: "Pending payment",
            "bpf_prepaymentdeadline": "2026-09-02T06:30:00Z",
            "createdon": "2026-08-27T10:02:44Z",
        }),
        rec("bpf_bunkerorders?account=habib-yachting&status=completed", "dataverse:bpf_bunkerorders", {
            "value": [{"bpf_name": "BO-2026-0655", "bpf_litres": "2400.00", "bpf_priceperlitre": 1.398,
                       "bpf_amount": 3355.2, "statuscode" + FV: "Completed",
                       "bpf_slot": "2026-06-18T05:00:00Z"}],
        }),
        pol("bpf-policy#bunkering",
            "Orders above 2,000 litres must be prepaid at least 24 hours before the slot; unpaid slots are released "
            "to the next vessel. Vessels over 20 m come alongside the outer arm at berth F3, and small craft use the "
            "inner pontoon F1. The maximum draft alongside is 3.2 m.", "BPF-2026"),
    ],
    drafts=[
        ok("Hello Captain Dahl, Ħabib's bunkering slot is Thursday 03/09 at 08:30 on the outer arm, berth F3. The order "
           "is 3,800 litres of marine diesel at €1.365, €5,187.00 in all. It's still awaiting payment, and as it's "
           "over 2,000 litres it must be prepaid by 08:30 on Wednesday 02/09 or the slot is released. Your 2.90 m "
           "draft is well within our 3.2 m limit alongside.",
           [S("bunkering slot is Thursday 03/09 at 08:30"), S("on the outer arm, berth F3"),
            S("3,800 litres of marine diesel at €1.365"), S("€5,187.00 in all"), S("It's still awaiting payment"),
            S("must be prepaid by 08:30 on Wednesday 02/09"), S("or the slot is released"),
            S("Your 2.90 m draft is well within our 3.2 m limit")],
           ["€5,187.00", "08:30"],
           "bpf_slot 06:30Z = 08:30 CEST; Pending payment; prepaymentdeadline 2026-09-02T06:30Z; draft 2.90 m; policy."),
        ok("Captain, BO-2026-0917: 3,800 L diesel, €5,187.00, F3 at 08:30 on the 3rd. Payment isn't in yet, so please "
           "prepay by 08:30 tomorrow to keep the slot.",
           [S("3,800 L diesel, €5,187.00"), S("F3 at 08:30 on the 3rd"), S("Payment isn't in yet"),
            S("prepay by 08:30 tomorrow")],
           ["€5,187.00"],
           "now is 01/09, tomorrow 02/09 08:30 is bpf_prepaymentdeadline."),
        bad("Hello Captain Dahl, payment for BO-2026-0917 has come through, so your slot is confirmed for Thursday "
            "03/09 at 06:30 on berth F3.",
            [C("payment for BO-2026-0917 has come through", R_STATE), C("Thursday 03/09 at 06:30", R_DATE),
             S("on berth F3")],
            ["wrong_state", "unit_conversion"], ["has come through", "at 06:30"],
            "statuscode is Pending payment; 06:30Z is 08:30 local."),
        bad("Captain, your slot is Thursday at 08:30 and the €5,187.00 needs paying at least 12 hours before. Please come "
            "alongside at F1 on the inner pontoon.",
            [S("your slot is Thursday at 08:30"), S("the €5,187.00"), C("at least 12 hours before", R_POL),
             C("come alongside at F1 on the inner pontoon", R_VAL + ["NLI_CONTRADICTION"])],
            ["wrong_policy_condition", "wrong_value"], ["12 hours before", "at F1"],
            "Policy: prepay 24 hours before; the order's berth is F3 (outer arm), F1 is for small craft."),
        fix("Hello Captain Dahl, your 3,800 litres of diesel come to €5,817.00, and the slot is Thursday 03/09 at 08:30 "
            "on F3.",
            [S("your 3,800 litres of diesel"), C("come to €5,817.00", R_AMT), S("Thursday 03/09 at 08:30 on F3")],
            ["wrong_amount"], ["€5,817.00"], ["€5,187|5,187|5187", "08:30"],
            "bpf_amount is 5187.0 (3800 x 1.365)."),
    ]))

# ---------------------------------------------------------------- F3 duplicate card charge
BUNDLES.append(dict(
    domain=DOMAIN, scenario="duplicate-card-charge", now="2026-06-30T11:00:00+02:00",
    question="I was charged twice for my fuel on Saturday! I want it back and a voucher for the hassle.",
    evidence=[
        rec("bpf_fueltransactions#FT-556102", "dataverse:bpf_fueltransactions", {
            "@odata.etag": "W/\"7004410\"",
            "bpf_name": "FT-556102",
            "_bpf_contactid_value" + FV: "Annalise Tabone",
            "bpf_fuelledon": "2026-06-27T16:20:00Z",
            "bpf_product": "PETROL_95",
            "bpf_product" + FV: "Unleaded 95",
            "bpf_litres": "74.60",
            "bpf_priceperlitre": 1.549,
            "bpf_amount": 115.56,
            "bpf_amount_base": 115.56,
        }),
        rec("bpf_cardpayments?transaction=FT-556102", "dataverse:bpf_cardpayments", {
            "value": [
                {"bpf_name": "PAY-88012", "bpf_amount": 115.56, "statuscode" + FV: "Captured",
                 "createdon": "2026-06-27T16:21:04Z", "bpf_cardlast4": "4417"},
                {"bpf_name": "PAY-88013", "bpf_amount": 115.56, "statuscode" + FV: "Captured",
                 "createdon": "2026-06-27T16:21:09Z", "bpf_cardlast4": "4417",
                 "_bpf_duplicateof_value" + FV: "PAY-88012"},
            ],
        }),
        rec("bpf_refunds?payment=PAY-88013", "dataverse:bpf_refunds", {
            "value": [{"@odata.etag": "W/\"7009921\"", "bpf_name": "REF-20931", "bpf_amount": 115.56,
                       "bpf_amount_base": 115.56, "statuscode": 100000001, "statuscode" + FV: "Processing",
                       "bpf_destination" + FV: "Original card ending 4417",
                       "createdon": "2026-06-29T09:02:00Z"}],
        }),
        refused("bpf_IssueGoodwillVoucher#call-1", "bpf_IssueGoodwillVoucher", "DENY",
                {"contact": "Annalise Tabone", "bpf_amount": 20.0}),
        pol("bpf-policy#card-refunds",
            "Receipts can be reprinted at the kiosk or emailed on request. Duplicate card charges are refunded to the "
            "same card. Banks usually show the credit within 5 to 7 working days of the refund being started.",
            "BPF-2026"),
    ],
    drafts=[
        ok("Hi Annalise, you're right, your fill on Saturday 27/06 (74.6 litres of unleaded, €115.56) went through "
           "twice. We started refund REF-20931 for the duplicate €115.56 on Monday 29/06, back to the same card, and "
           "your bank should show it within 5 to 7 working days. I'm sorry, but the €20 voucher you asked for was "
           "declined.",
           [S("your fill on Saturday 27/06"), S("74.6 litres of unleaded, €115.56"), S("went through twice"),
            S("started refund REF-20931 for the duplicate €115.56 on Monday 29/06"), S("back to the same card"),
            S("within 5 to 7 working days"), S("the €20 voucher you asked for was declined")],
           ["REF-20931", "€115.56"],
           "FT-556102; two captures; REF-20931 Processing since 2026-06-29 to card 4417; voucher call DENY."),
        ok("The duplicate charge of €115.56 from 27 June has been identified, and a refund (REF-20931) is being "
           "processed to the card that was charged. Credits normally appear within five to seven working days.",
           [S("The duplicate charge of €115.56 from 27 June has been identified"),
            S("a refund (REF-20931) is being processed to the card that was charged"),
            S("within five to seven working days")],
           ["REF-20931"],
           "PAY-88013 duplicate of PAY-88012; refund Processing to the original card; policy."),
        bad("Hi Annalise, the duplicate €115.56 has been refunded in full and should already be back on your card. We've "
            "also sent you a €20 fuel voucher for the trouble.",
            [C("has been refunded in full and should already be back on your card", R_STATE),
             C("We've also sent you a €20 fuel voucher", R_NE)],
            ["wrong_state", "refused_call_effect"], ["already be back on your card", "sent you a €20 fuel voucher"],
            "REF-20931 is still Processing; bpf_IssueGoodwillVoucher was denied."),
        bad("Hi Annalise, you were charged €115.65 twice for Saturday's fill. Refund REF-20931 is under way and should "
            "show within 3 working days.",
            [C("charged €115.65 twice", R_AMT), S("Refund REF-20931 is under way"),
             C("within 3 working days", R_POL)],
            ["wrong_amount", "wrong_period"], ["€115.65", "within 3 working days"],
            "bpf_amount is 115.56; the policy says 5 to 7 working days."),
        fix("Hi Annalise, refund REF-20391 for the duplicate €115.56 is being processed back to your card.",
            [C("refund REF-20391", R_ID), S("for the duplicate €115.56"), S("is being processed back to your card")],
            ["wrong_id"], ["REF-20391"], ["REF-20931", "€115.56|115.56"],
            "The refund record is REF-20931."),
    ]))

# ---------------------------------------------------------------- F4 holiday hours and pump-out
BUNDLES.append(dict(
    domain=DOMAIN, scenario="holiday-pumpout", now="2026-08-13T18:30:00+02:00",
    question="Are you open on Saturday for my pump-out, and is it free if I'm also taking fuel?",
    evidence=[
        rec("bpf_servicebookings#PO-1184", "dataverse:bpf_servicebookings", {
            "@odata.etag": "W/\"7290114\"",
            "bpf_name": "PO-1184",
            "_bpf_contactid_value" + FV: "Jean-Paul Cassar",
            "bpf_vessel" + FV: "Maltija",
            "bpf_service": "PUMP_OUT",
            "bpf_service" + FV: "Holding-tank pump-out",
            "bpf_slot": "2026-08-15T07:00:00Z",
            "statuscode": 100000001,
            "statuscode" + FV: "Confirmed",
            "bpf_pumpoutcharge": 15.0,
            "_bpf_fuelpreorderid_value" + FV: "FO-7720",
            "bpf_FuelPreorder": {"bpf_name": "FO-7720", "bpf_product": "DIESEL_MARINE", "bpf_litres": "60.00"},
            "createdon": "2026-08-10T16:20:00Z",
        }),
        pol("bpf-policy#hours-services",
            "Summer opening hours (June to September) are 07:00 to 19:00 daily. On public holidays the quay opens from "
            "08:00 to 13:00 only. Pump-out is free with a fuel purchase of more than 100 litres on the same visit; "
            "otherwise it costs €15.", "BPF-2026"),
        psg("bpf-web#holidays",
            "Public holidays observed at the quay in August\n15 August (Santa Marija)", "bunkerpoint.example/hours"),
    ],
    drafts=[
        ok("Hi Jean-Paul, your pump-out is confirmed for Saturday 15/08 at 09:00. That's Santa Marija, so we're only "
           "open 08:00 to 13:00 that day. With 60 litres of diesel on order, you're under the 100 litres needed for a "
           "free pump-out, so it'll be €15.",
           [S("your pump-out is confirmed for Saturday 15/08 at 09:00"), S("That's Santa Marija"),
            S("we're only open 08:00 to 13:00 that day"), S("With 60 litres of diesel on order"),
            S("under the 100 litres needed for a free pump-out"), S("it'll be €15")],
           ["€15", "09:00"],
           "PO-1184 slot 07:00Z = 09:00 CEST, Confirmed, charge 15; FO-7720 60 L; passage and policy for the holiday."),
        ok("Jean-Paul: pump-out PO-1184, Sat 15 Aug, 09:00, confirmed; holiday hours 08:00–13:00.",
           [S("pump-out PO-1184, Sat 15 Aug, 09:00, confirmed"), S("holiday hours 08:00–13:00")],
           ["09:00"],
           "PO-1184; policy holiday hours with the passage listing 15 August."),
        ok("Hi Jean-Paul, see you the day after tomorrow at 09:00 for the pump-out. Add another 41 litres or more to "
           "your 60-litre order and the pump-out would be free.",
           [S("see you the day after tomorrow at 09:00"), S("your 60-litre order"),
            S("Add another 41 litres or more"), S("the pump-out would be free")],
           ["09:00"],
           "now 13/08, so the day after tomorrow is 15/08; 60 + 41 = 101 > 100 litres per the policy."),
        bad("Hi Jean-Paul, your pump-out on Saturday 15/08 at 09:00 is confirmed and free with your fuel order. We're "
            "open 07:00 to 19:00 as usual that day.",
            [S("your pump-out on Saturday 15/08 at 09:00 is confirmed"), C("free with your fuel order", R_COND),
             C("open 07:00 to 19:00 as usual that day", R_POL)],
            ["condition_unmet", "wrong_time"], ["free with your fuel order", "07:00 to 19:00 as usual"],
            "60 L is not more than 100 L and bpf_pumpoutcharge is 15; 15 August is a holiday, open 08:00-13:00."),
        bad("Hi Jean-Paul, your pump-out is booked for Saturday at 07:00. While you're alongside we'll top up your fresh "
            "water free of charge.",
            [C("booked for Saturday at 07:00", R_DATE), I("top up your fresh water free of charge", R_NOPOL + R_NOREC)],
            ["unit_conversion", "invented_promise"], ["Saturday at 07:00", "top up your fresh water"],
            "07:00 is the UTC clock of bpf_slot (09:00 local); nothing offers free water."),
        fix("Hi Jean-Paul, your pump-out on Saturday 15/08 at 09:00 is confirmed, and it's free since you've got diesel "
            "on order.",
            [S("your pump-out on Saturday 15/08 at 09:00 is confirmed"), CI("it's free since you've got diesel on order", R_COND)],
            ["condition_unmet"], ["it's free since"], ["€15|15 euro", "09:00"],
            "FO-7720 is 60 L, not more than 100 L, so the pump-out costs €15 (bpf_pumpoutcharge 15.0)."),
    ]))

# two more wrong drafts: F1 with three slips, F3 with the payment id swapped
BUNDLES[0]["drafts"].insert(5, bad(
    "Hi Simone, on account ACC-FD-0219 Saturday's fill was 221.4 litres of marine diesel at €1.412 a litre. Diesel "
    "is usually cheapest at the start of the month, so it's worth filling up then.",
    [C("on account ACC-FD-0219", R_ID), C("221.4 litres of marine diesel", R_VAL), S("at €1.412 a litre"),
     I("Diesel is usually cheapest at the start of the month", ["NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE"])],
    ["wrong_id", "wrong_quantity", "invented_fact"], ["ACC-FD-0219", "221.4 litres", "cheapest at the start"],
    "The account is ACC-FD-0291 and FT-559810 is 212.40 L; nothing says when diesel is cheapest."))
BUNDLES[2]["drafts"].insert(4, bad(
    "Hi Annalise, the duplicate €115.56 from PAY-88012 is being refunded under REF-20931 to your card ending 4417.",
    [C("the duplicate €115.56 from PAY-88012", R_ID), S("being refunded under REF-20931"),
     S("to your card ending 4417")],
    ["wrong_id"], ["from PAY-88012"],
    "PAY-88013 is the duplicate (of PAY-88012), and REF-20931 refunds PAY-88013."))
