from lib import add, S, N, C, I, CI

D = "gas supplier"

# ---------------- scenario 5: cubic metres to kWh ----------------
sc = "gas-kwh-conversion"
ev = [
    {"id": "get_bill#GB-5521904", "kind": "record", "source": "tool:get_bill",
     "fields": {"account_number": "GS-70244518", "bill_id": "GB-5521904", "fuel": "GAS",
                "period": {"from": "2025-12-11", "to": "2026-03-10"}, "read_basis": "ACTUAL",
                "conversion": {"volume_m3": "289.3", "calorific_value_mj_per_m3": "39.4", "correction_factor": "1.02264",
                               "kwh": "3237.9"},
                "line_items": [
                    {"code": "ENERGY", "quantity_kwh": "3237.9", "unit_rate_pence": "6.29", "amount_pence": 20366},
                    {"code": "STANDING_CHARGE", "days": 90, "rate_pence_per_day": "31.43", "amount_pence": 2829},
                    {"code": "VAT", "rate": "0.05", "amount_pence": 1160}],
                "total_pence": 24355}},
    {"id": "get_meter_reads#GS-70244518", "kind": "record", "source": "tool:get_meter_reads",
     "fields": {"meter_serial": "G4A0093317", "units": "M3", "meter_reads": [
         {"read_date": "2025-12-10", "register_m3": "4412.6", "read_type": "ACTUAL", "source": "SMART"},
         {"read_date": "2026-03-10", "register_m3": "4701.9", "read_type": "ACTUAL", "source": "SMART"}]}},
    {"id": "get_tariff#EL-70244519", "kind": "record", "source": "tool:get_tariff",
     "fields": {"account_number": "EL-70244519", "fuel": "ELECTRICITY", "tariff_name": "Flex Variable",
                "unit_rate_pence": "24.86", "standing_charge_pence_per_day": "52.10"}},
    {"id": "kb#gas-units", "kind": "passage", "source": "help-centre/gas-units",
     "text": "Gas meters measure the volume of gas in cubic metres (or hundreds of cubic feet on older meters).\n"
             "We convert volume to kWh by multiplying by the calorific value and a correction factor of 1.02264, then dividing by 3.6.\n"
             "The calorific value is the energy content of the gas and is set by the network each day; it usually sits between 37.5 and 43.0 MJ per cubic metre."},
]
q = "My gas meter says I used 289 units but the bill charges me for over 3,000 kWh. Is that right?"

add(sc, D, q,
    "Hi Eleanor, yes, that's right. Your meter measures gas in cubic metres, and between 10 December and 10 March it recorded 289.3 cubic "
    "metres. To turn that into kWh we multiply by the calorific value (39.4 on this bill) and the correction factor of 1.02264, then divide "
    "by 3.6, which gives 3,237.9 kWh. At 6.29p per kWh that's £203.66 for the gas itself.",
    ev,
    [S("measures gas in cubic metres"), S("recorded 289.3 cubic metres"), S("calorific value (39.4 on this bill)"),
     S("correction factor of 1.02264"), S("divide by 3.6"), S("gives 3,237.9 kWh"), S("At 6.29p per kWh"),
     S("that's £203.66")],
    incl=["3,237.9 kWh", "£203.66"],
    notes="bill conversion block and ENERGY line; the formula is in kb#gas-units; reads 4412.6 -> 4701.9 m3.")

add(sc, D, q,
    "The bill is correct. Here's the working:\n"
    "1. Gas used: 4,701.9 − 4,412.6 = 289.3 m³ (both actual smart readings)\n"
    "2. Converted: 289.3 × 39.4 × 1.02264 ÷ 3.6 = 3,237.9 kWh\n"
    "3. Energy: 3,237.9 kWh × 6.29p = £203.66\n"
    "4. Standing charge: 90 days × 31.43p = £28.29\n"
    "5. VAT at 5%: £11.60\n"
    "Total for 11 December 2025 to 10 March 2026: £243.55.",
    ev,
    [S("289.3 m³ (both actual smart readings)"), S("= 3,237.9 kWh"), S("× 6.29p = £203.66"), S("90 days × 31.43p = £28.29"),
     S("VAT at 5%: £11.60"), S("11 December 2025 to 10 March 2026: £243.55")],
    incl=["£243.55", "3,237.9 kWh"],
    notes="meter_reads both ACTUAL/SMART; line items 20366, 2829, 1160; total 24355; period 2025-12-11..2026-03-10.")

add(sc, D, q,
    "Yes — 289.3 cubic metres of gas works out at 3,237.9 kWh once it's converted, so the £243.55 bill for the quarter is right.",
    ev,
    [S("289.3 cubic metres of gas works out at 3,237.9 kWh"), S("£243.55 bill")],
    incl=["£243.55"],
    notes="conversion block and total_pence 24355.")

add(sc, D, q,
    "Your meter recorded 289.3 cubic metres between 10 December and 10 March, which converts to 3,237.9 kWh. We charge that at 24.86p "
    "per kWh, plus a standing charge of 31.43p a day for 90 days. The calorific value is fixed at 39.4 for every bill.",
    ev,
    [S("recorded 289.3 cubic metres"), S("converts to 3,237.9 kWh"), C("24.86p", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
     S("31.43p a day for 90 days"), C("fixed at 39.4 for every bill", "NLI_CONTRADICTION")],
    errors=["other_record_value", "invented_fact"], excl=["24.86p", "fixed at 39.4 for every bill"], incl=["3,237.9 kWh"],
    notes="24.86p is the electricity unit rate (EL-70244519); gas is 6.29p. kb says the calorific value is set each day.")

add(sc, D, q,
    "That's correct: 289.3 cubic metres converts to 3,237.9 kWh. At 6.29p per kWh the gas costs £2,036.60, and the standing charge of "
    "31.43p a day over 90 days is £28.29, making £243.55 in total with VAT.",
    ev,
    [S("289.3 cubic metres converts to 3,237.9 kWh"), S("At 6.29p per kWh"),
     C("costs £2,036.60", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("31.43p a day over 90 days is £28.29"),
     S("£243.55 in total")],
    errors=["unit_conversion"], excl=["£2,036.60"], incl=["£28.29", "£243.55"],
    notes="amount_pence 20366 is £203.66; £2,036.60 treats pence as tenths.")

add(sc, D, q,
    "Your meter recorded 289.3 cubic metres, which converts to 3,237.9 kWh using a calorific value of 39.4. At 6.29p per kWh the gas comes to "
    "£203.66, and the standing charge of 31.43p a day adds £28.29 for the 90 days. With VAT the bill is £234.55.",
    ev,
    [S("recorded 289.3 cubic metres"), S("converts to 3,237.9 kWh"), S("calorific value of 39.4"), S("comes to £203.66"),
     S("adds £28.29 for the 90 days"), C("the bill is £234.55", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_amount"], excl=["£234.55"], incl=["£243.55|243.55", "£203.66", "3,237.9 kWh"], repair=True,
    notes="total_pence 24355 = £243.55 (digits swapped in the draft).")

# ---------------- scenario 6: arrears payment plan ----------------
sc = "gas-payment-plan"
ev = [
    {"id": "get_payment_plan#PP-20931", "kind": "record", "source": "tool:get_payment_plan",
     "fields": {"account_number": "GS-41870093", "customer_first_name": "Declan", "plan_id": "PP-20931", "status": "ACTIVE",
                "arrears_pence": 21040, "instalments": {"count": 8, "amount_pence": 2630, "frequency": "MONTHLY",
                                                         "first_date": "2026-04-07", "last_date": "2026-11-07"},
                "interest_rate": "0.00", "created_on": "2026-03-18"}},
    {"id": "get_direct_debit#GS-41870093", "kind": "record", "source": "tool:get_direct_debit",
     "fields": {"direct_debit": {"amount_pence": 5800, "collection_day": 7, "status": "ACTIVE", "covers": "ONGOING_USAGE"},
                "next_collection_date": "2026-04-07"}},
    {"id": "get_payment_plan#PP-18774", "kind": "record", "source": "tool:get_payment_plan",
     "fields": {"account_number": "GS-41870093", "plan_id": "PP-18774", "status": "CANCELLED", "arrears_pence": 15500,
                "instalments": {"count": 5, "amount_pence": 3100, "frequency": "MONTHLY"}, "cancelled_on": "2025-06-02",
                "cancel_reason": "MISSED_PAYMENTS"}},
    {"id": "policy#payment-plans", "kind": "policy", "revision": "v6",
     "text": "We don't add interest or charges to payment plans. Plan instalments are collected alongside your regular Direct Debit on "
             "the same day. If two instalments in a row are missed, we may cancel the plan and ask for the remaining balance. "
             "You can ask us to review the plan at any time if your circumstances change."},
]
q = "What have I actually agreed to with this payment plan? How much comes out each month?"

add(sc, D, q,
    "Hi Declan, your plan clears the £210.40 you owe in 8 monthly payments of £26.30. They're taken alongside your usual £58 Direct Debit on "
    "the 7th, so from 7 April £84.30 will leave your account each month. The last plan payment is on 7 November 2026. We don't add any "
    "interest or charges to the plan.",
    ev,
    [S("clears the £210.40 you owe"), S("8 monthly payments of £26.30"), S("your usual £58 Direct Debit"), S("on the 7th"),
     S("from 7 April £84.30"), S("last plan payment is on 7 November 2026"), S("don't add any interest or charges")],
    incl=["£26.30", "£84.30"],
    notes="plan PP-20931 ACTIVE 8 x 2630 from 2026-04-07 to 2026-11-07; DD 5800 on day 7; 2630+5800 = 8430; policy no interest.")

add(sc, D, q,
    "Your payment plan, PP-20931, is set up as follows:\n"
    "• Amount owed: £210.40\n"
    "• Instalments: eight, of £26.30 each (8 × £26.30 = £210.40)\n"
    "• Dates: the 7th of each month, 07/04/2026 to 07/11/2026\n"
    "• Interest: none\n"
    "Please keep in mind that if two instalments in a row are missed, the plan may be cancelled and the rest asked for in full.",
    ev,
    [S("PP-20931"), S("Amount owed: £210.40"), S("eight, of £26.30 each"), S("07/04/2026 to 07/11/2026"), S("Interest: none"),
     S("if two instalments in a row are missed")],
    incl=["£26.30", "07/11/2026"],
    notes="plan record; policy on two missed instalments.")

add(sc, D, q,
    "Each month from April you'll pay £84.30 on the 7th: £58 for your ongoing gas plus £26.30 towards the £210.40 arrears, which are cleared "
    "in November.",
    ev,
    [S("£84.30 on the 7th"), S("£58 for your ongoing gas"), S("£26.30 towards the £210.40 arrears"), S("cleared in November")],
    incl=["£84.30"],
    notes="2630 + 5800 = 8430; last_date 2026-11-07.")

add(sc, D, q,
    "Hi Declan, your plan spreads the £210.40 arrears over 8 months at £26.30 a month, collected on the 7th. With your regular £58 Direct Debit "
    "that's £74.30 in total each month. The plan finishes on 7 November 2026.",
    ev,
    [S("spreads the £210.40 arrears over 8 months"), S("£26.30 a month"), S("collected on the 7th"), S("regular £58 Direct Debit"),
     C("£74.30 in total each month", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("finishes on 7 November 2026")],
    errors=["wrong_arithmetic"], excl=["£74.30"], incl=["£26.30", "7 November 2026"],
    notes="£58.00 + £26.30 = £84.30, not £74.30.")

add(sc, D, q,
    "Your plan covers £210.40 in 5 monthly payments of £31.00, starting on 7 April. If you miss one payment the plan will be cancelled straight "
    "away, so please let us know early if things change.",
    ev,
    [S("covers £210.40"), C("5 monthly payments of £31.00", "VALUE_MISMATCH", "AMOUNT_MISMATCH"), S("starting on 7 April"),
     C("If you miss one payment the plan will be cancelled", "NLI_CONTRADICTION")],
    errors=["stale_value", "wrong_policy_condition"], excl=["5 monthly payments of £31.00", "If you miss one payment"],
    incl=["£210.40"],
    notes="5 x 3100 is the old CANCELLED plan PP-18774; policy: two missed in a row, and 'may' cancel.")

add(sc, D, q,
    "Your plan clears the £210.40 arrears with 8 payments of £26.30, taken on the 7th of each month from 7 April. The final instalment is "
    "due on 7 December 2026, and no interest is added.",
    ev,
    [S("clears the £210.40 arrears"), S("8 payments of £26.30"), S("from 7 April"),
     C("due on 7 December 2026", "DATE_MISMATCH"), S("no interest is added")],
    errors=["wrong_date"], excl=["7 December 2026"], incl=["7 November 2026|07/11/2026|November", "£26.30", "7 April"], repair=True,
    notes="instalments.last_date is 2026-11-07 (8 months from April ends in November).")

# ---------------- scenario 7: customer meter read sent for review ----------------
sc = "gas-read-review"
ev = [
    {"id": "get_meter_reads#GS-66120457", "kind": "record", "source": "tool:get_meter_reads",
     "fields": {"account_number": "GS-66120457", "customer_first_name": "Priya", "units": "M3", "meter_reads": [
         {"read_date": "2025-10-02", "register_m3": "7301.0", "read_type": "ACTUAL", "source": "CUSTOMER"},
         {"read_date": "2026-01-02", "register_m3": "7512.0", "read_type": "ESTIMATED", "source": "SYSTEM"}],
        "submitted_read": {"submitted_at": 1773308400, "register_m3": "7950.0", "validation": "OUTSIDE_TOLERANCE",
                           "expected_range_m3": {"low": "7560.0", "high": "7720.0"}}}},
    {"id": "submit_meter_read#call-3", "kind": "refused_call", "tool": "submit_meter_read", "decision": "ESCALATE",
     "args": {"account_number": "GS-66120457", "register_m3": "7950.0"}, "reason": "MANUAL_VALIDATION_REQUIRED"},
    {"id": "policy#read-validation", "kind": "policy", "revision": "2025-07",
     "text": "Readings far outside what we expect are checked by our meter team before we use them. "
             "If we ask for a photo of your meter, please send it within 5 working days. "
             "A reading that passes the check replaces any estimate on your next bill. "
             "We'll never charge you for a manual check."},
]
q = "I tried to give you my gas reading (7950) but it says it couldn't be accepted. Why?"

add(sc, D, q,
    "Hi Priya, your reading of 7,950 cubic metres was higher than we expected — our system expected something between 7,560 and 7,720 — so it "
    "has been passed to our meter team to check rather than being accepted automatically. If they ask for a photo of your meter, please send "
    "it within 5 working days. There's no charge for this check.",
    ev,
    [S("your reading of 7,950 cubic metres"), S("between 7,560 and 7,720"), S("passed to our meter team to check"),
     S("within 5 working days"), S("no charge for this check")],
    incl=["7,950", "5 working days"],
    notes="submitted_read validation OUTSIDE_TOLERANCE with range 7560-7720; submit_meter_read was ESCALATED; policy 5 working days, no charge.")

add(sc, D, q,
    "The reading you gave (7950 m³) is outside the range we'd expect for your meter, so it couldn't be loaded straight away and has gone to "
    "our team for a manual check. If it passes, it will replace the estimate on your next bill.",
    ev,
    [S("7950 m³"), S("outside the range we'd expect"), S("couldn't be loaded straight away"), S("gone to our team for a manual check"),
     S("replace the estimate on your next bill")],
    incl=["7950"],
    notes="refused_call ESCALATE; policy: a reading that passes replaces any estimate.")

add(sc, D, q,
    "Your 7,950 reading needs a manual check because it's well above what we expected; your last actual reading was 7,301 on 2 October 2025, "
    "and the January figure of 7,512 was only an estimate.",
    ev,
    [S("Your 7,950 reading needs a manual check"), S("well above what we expected"), S("7,301 on 2 October 2025"),
     S("January figure of 7,512 was only an estimate")],
    incl=["7,301"],
    notes="meter_reads: 2025-10-02 ACTUAL 7301.0; 2026-01-02 ESTIMATED 7512.0.")

add(sc, D, q,
    "Thanks Priya. I've now accepted your reading of 7,950 cubic metres and it will be used on your next bill. It was flagged only because it was "
    "above the expected range of 7,560 to 7,720.",
    ev,
    [N("Thanks Priya"), C("I've now accepted your reading", "NOT_EXECUTED"), S("expected range of 7,560 to 7,720")],
    errors=["refused_call_effect"], excl=["I've now accepted your reading"], incl=["7,560"],
    notes="submit_meter_read#call-3 was ESCALATED, not accepted.")

add(sc, D, q,
    "Your reading of 7,950 was outside the expected range, so our meter team will check it. Please send a photo of the meter within 10 working "
    "days. Your last actual reading was 7,512 in January.",
    ev,
    [S("Your reading of 7,950 was outside the expected range"), S("our meter team will check it"),
     C("within 10 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     C("Your last actual reading was 7,512 in January", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_state"], excl=["within 10 working days", "last actual reading was 7,512"],
    incl=["7,950"],
    notes="policy says 5 working days; the January 7512 read is ESTIMATED, the last ACTUAL is 7301 in October.")

add(sc, D, q,
    "Your reading of 7,950 cubic metres was above the range we expected (7,560 to 7,720), so it's been accepted and added to your account. "
    "If our meter team asks for a photo, please send it within 5 working days.",
    ev,
    [S("Your reading of 7,950 cubic metres"), S("(7,560 to 7,720)"), C("it's been accepted and added to your account", "NOT_EXECUTED"),
     S("within 5 working days")],
    errors=["refused_call_effect"], excl=["accepted and added to your account"],
    incl=["check|review|escalated|could not|couldn't|unable|not able", "7,950", "5 working days"], repair=True,
    notes="submit_meter_read was ESCALATED for manual validation; the read was not accepted.")

# ---------------- scenario 8: final bill after moving out ----------------
sc = "gas-final-bill"
ev = [
    {"id": "get_account#GS-30055871", "kind": "record", "source": "tool:get_account",
     "fields": {"account_number": "GS-30055871", "customer_first_name": "Owen", "status": "FINAL_BILLED",
                "move_out_date": "2026-02-28", "supply_address": {"line1": "3 Wren Terrace", "town": "Hexham"}}},
    {"id": "get_bill#GB-6002917", "kind": "record", "source": "tool:get_bill",
     "fields": {"bill_id": "GB-6002917", "bill_type": "FINAL", "issued_on": "2026-03-06",
                "period": {"from": "2026-02-01", "to": "2026-02-28"},
                "closing_read": {"read_date": "2026-02-28", "register_m3": "2210.4", "read_type": "ACTUAL"},
                "total_pence": 4817, "payment": {"method": "DIRECT_DEBIT", "collection_date": "2026-03-20"}}},
    {"id": "get_account#GS-30088140", "kind": "record", "source": "tool:get_account",
     "fields": {"account_number": "GS-30088140", "status": "ACTIVE", "move_in_date": "2026-03-01",
                "supply_address": {"line1": "27 Beacon Rise", "town": "Morpeth"},
                "direct_debit": {"amount_pence": 6100, "collection_day": 20}}},
    {"id": "policy#moving-home", "kind": "policy", "revision": "v3",
     "text": "When you move out we send a final bill within 6 weeks of your moving date, based on your closing reading. "
             "Any amount owed is collected by your existing Direct Debit, which is then cancelled. "
             "If the final bill leaves you in credit, we refund it within 10 working days."},
]
q = "I moved out at the end of February. What do I still owe on the old place?"

add(sc, D, q,
    "Hi Owen, your final bill for 3 Wren Terrace covers 1 to 28 February and comes to £48.17, based on an actual closing reading of 2,210.4 "
    "cubic metres taken on 28 February. It will be collected by Direct Debit on 20 March, after which that Direct Debit is cancelled.",
    ev,
    [S("final bill for 3 Wren Terrace"), S("covers 1 to 28 February"), S("comes to £48.17"),
     S("actual closing reading of 2,210.4"), S("taken on 28 February"), S("collected by Direct Debit on 20 March"),
     S("that Direct Debit is cancelled")],
    incl=["£48.17", "20 March"],
    notes="final bill GB-6002917 total 4817, DD collection 2026-03-20; policy: the DD is then cancelled.")

add(sc, D, q,
    "You owe £48.17 on the old account (GS-30055871). That's your final bill, issued 06/03/2026, and it will be taken by Direct Debit on "
    "20/03/2026.",
    ev,
    [S("You owe £48.17"), S("(GS-30055871)"), S("issued 06/03/2026"), S("taken by Direct Debit on 20/03/2026")],
    incl=["£48.17"],
    notes="account GS-30055871 FINAL_BILLED; bill issued 2026-03-06, collection 2026-03-20.")

add(sc, D, q,
    "Dear Owen,\n\nThank you for letting us know about your move. Your final gas bill for Wren Terrace is forty-eight pounds and seventeen pence, "
    "worked out from the actual meter reading taken on the day you moved out. We'll collect it on the twentieth of March using your existing "
    "Direct Debit.\n\nBest wishes,\nCustomer Care",
    ev,
    [N("Thank you for letting us know about your move"), S("forty-eight pounds and seventeen pence"),
     S("actual meter reading taken on the day you moved out"), S("collect it on the twentieth of March")],
    incl=["forty-eight pounds and seventeen pence"],
    notes="total 4817; closing_read ACTUAL on 2026-02-28 = move_out_date; collection 2026-03-20.")

add(sc, D, q,
    "Your final bill for 3 Wren Terrace is £48.17, and it will be collected on 20 March. Your Direct Debit of £61.00 will then continue on "
    "the old account until you cancel it.",
    ev,
    [S("3 Wren Terrace is £48.17"), S("collected on 20 March"),
     C("Your Direct Debit of £61.00 will then continue on the old account", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["other_record_value"], excl=["£61.00"], incl=["£48.17"],
    notes="£61 is the Direct Debit on the new account GS-30088140; the policy says the old DD is cancelled after the final collection.")

add(sc, D, q,
    "Your final bill is £48.17 and will come out on 20 March. Because we used an estimated closing reading, you can send us a photo of the meter "
    "and we'll adjust it, and we've also added a £10 moving-home credit to your new account.",
    ev,
    [S("Your final bill is £48.17"), S("come out on 20 March"),
     C("we used an estimated closing reading", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     I("added a £10 moving-home credit", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["wrong_state", "unrecorded_extra"], excl=["estimated closing reading", "£10 moving-home credit"],
    incl=["£48.17"],
    notes="closing_read read_type ACTUAL; no record of any credit on the new account.")

add(sc, D, q,
    "Your final bill for the old address is £48.17, based on an actual reading taken on 28 February. It will be collected by Direct Debit on "
    "20 March. If the final bill had left you in credit, we'd refund it within 14 working days.",
    ev,
    [S("old address is £48.17"), S("actual reading taken on 28 February"), S("collected by Direct Debit on 20 March"),
     C("within 14 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["within 14 working days"], incl=["10 working days", "£48.17", "20 March"], repair=True,
    notes="policy#moving-home: credit refunded within 10 working days.")
