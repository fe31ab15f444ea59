from lib import add, S, N, C, I, CI

D = "water utility"

# ---------------- scenario 9: metered half-year bill ----------------
sc = "water-metered-bill"
ev = [
    {"id": "get_bill#WB-3390218", "kind": "record", "source": "tool:get_bill",
     "fields": {"account_number": "WA-8812044", "customer_first_name": "Gareth", "bill_id": "WB-3390218",
                "period": {"from": "2025-10-01", "to": "2026-03-31"}, "days": 182,
                "line_items": [
                    {"code": "WATER_SUPPLY", "volume_m3": "52.0", "rate_pence_per_m3": "210.34", "amount_pence": 10938},
                    {"code": "SEWERAGE", "volume_m3": "49.4", "return_to_sewer": "0.95", "rate_pence_per_m3": "241.80",
                     "amount_pence": 11945},
                    {"code": "STANDING_CHARGE", "days": 182, "rate_pence_per_day": "10.96", "amount_pence": 1995}],
                "total_pence": 24878, "due_date": "2026-04-21"}},
    {"id": "get_meter_reads#WA-8812044", "kind": "record", "source": "tool:get_meter_reads",
     "fields": {"units": "M3", "meter_reads": [
         {"read_date": "2025-09-30", "register_m3": 1043, "read_type": "ACTUAL"},
         {"read_date": "2026-03-31", "register_m3": 1095, "read_type": "ACTUAL"}]}},
    {"id": "get_bill#WB-3188702", "kind": "record", "source": "tool:get_bill",
     "fields": {"bill_id": "WB-3188702", "period": {"from": "2025-04-01", "to": "2025-09-30"}, "total_pence": 22016,
                "line_items": [{"code": "WATER_SUPPLY", "volume_m3": "47.0", "rate_pence_per_m3": "210.34"}]}},
    {"id": "kb#sewerage", "kind": "passage", "source": "help-centre/sewerage-charges",
     "text": "Your sewerage charge is based on the water you use.\n"
             "We assume 95% of the water supplied to your home returns to the sewer, so we charge sewerage on 95% of your metered volume.\n"
             "If much of your water doesn't go down the drain (for example, a large garden), you can apply for a lower return-to-sewer allowance."},
]
q = "Why am I paying sewerage on less water than I used? And how was my bill worked out?"

add(sc, D, q,
    "Hi Gareth, your meter shows you used 52 cubic metres between October and March. Water supply is charged on all of it at 210.34p per cubic "
    "metre (£109.38). Sewerage is charged on 95% of it, because we assume 95% of your water goes back down the drain, so that's 49.4 cubic "
    "metres at 241.80p (£119.45). With the standing charge of £19.95, the bill is £248.78.",
    ev,
    [S("you used 52 cubic metres"), S("at 210.34p per cubic metre (£109.38)"), S("Sewerage is charged on 95% of it"),
     S("assume 95% of your water goes back down the drain"), S("49.4 cubic metres at 241.80p (£119.45)"),
     S("standing charge of £19.95"), S("the bill is £248.78")],
    incl=["£248.78", "49.4"],
    notes="line items of WB-3390218; reads 1043 -> 1095 ACTUAL; kb#sewerage gives the 95% assumption.")

add(sc, D, q,
    "Your bill for 01/10/2025–31/03/2026 breaks down like this:\n"
    "- Water: 52.0 m³ × 210.34p = £109.38\n"
    "- Sewerage: 95% of 52.0 = 49.4 m³ × 241.80p = £119.45\n"
    "- Standing charge: 182 days × 10.96p = £19.95\n"
    "Total £248.78, due by 21 April 2026. If a lot of your water doesn't reach the drain, for example because you water a large garden, you can "
    "apply for a lower return-to-sewer allowance.",
    ev,
    [S("52.0 m³ × 210.34p = £109.38"), S("49.4 m³ × 241.80p = £119.45"), S("182 days × 10.96p = £19.95"), S("Total £248.78"),
     S("due by 21 April 2026"), S("apply for a lower return-to-sewer allowance")],
    incl=["£248.78", "21 April 2026"],
    notes="bill WB-3390218 line items, total 24878, due 2026-04-21; kb passage on the allowance.")

add(sc, D, q,
    "We charge sewerage on 95% of the 52 cubic metres you used, i.e. 49.4 cubic metres, since we assume the rest doesn't return to the sewer.",
    ev,
    [S("95% of the 52 cubic metres you used"), S("i.e. 49.4 cubic metres"), S("assume the rest doesn't return to the sewer")],
    incl=["49.4"],
    notes="SEWERAGE line volume 49.4, return_to_sewer 0.95; kb#sewerage.")

add(sc, D, q,
    "Your meter recorded 47 cubic metres this half-year. Water is charged at 210.34p per cubic metre and sewerage at 241.80p on 95% of your "
    "usage, plus a standing charge of 10.96p a day, giving a total of £248.78.",
    ev,
    [C("recorded 47 cubic metres this half-year", "VALUE_MISMATCH"), S("210.34p per cubic metre"),
     S("sewerage at 241.80p on 95% of your usage"), S("10.96p a day"), S("total of £248.78")],
    errors=["other_record_value"], excl=["47 cubic metres"], incl=["£248.78"],
    notes="47 m3 is the April–September bill WB-3188702; this bill is 52.0 m3.")

add(sc, D, q,
    "You used 52 cubic metres. Water comes to £109.38 and sewerage, charged on 90% of that, to £119.45. Add the £19.95 standing charge and the "
    "total is £228.83.",
    ev,
    [S("You used 52 cubic metres"), S("Water comes to £109.38"), C("charged on 90% of that", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     S("to £119.45"), S("£19.95 standing charge"), C("the total is £228.83", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition", "wrong_arithmetic"], excl=["on 90% of that", "£228.83"], incl=["£109.38", "£119.45"],
    notes="kb and line item say 95%; 109.38 + 119.45 + 19.95 = £248.78.")

add(sc, D, q,
    "Hi Gareth, you used 52 cubic metres from October to March. Sewerage is charged on 95% of that, 49.4 cubic metres, at 241.80p, which is "
    "£119.45. Water supply is 210.34p per cubic metre, and the standing charge is 10.96p per day. Your total of £248.78 is due by 21 March 2026.",
    ev,
    [S("you used 52 cubic metres"), S("49.4 cubic metres, at 241.80p"), S("which is £119.45"), S("210.34p per cubic metre"),
     S("10.96p per day"), S("total of £248.78"), C("due by 21 March 2026", "DATE_MISMATCH")],
    errors=["wrong_date"], excl=["21 March 2026"], incl=["21 April|21/04/2026", "£248.78"], repair=True,
    notes="due_date is 2026-04-21.")

# ---------------- scenario 10: leak allowance declined ----------------
sc = "water-leak-allowance"
ev = [
    {"id": "get_leak_claim#LK-7730", "kind": "record", "source": "tool:get_leak_claim",
     "fields": {"claim_id": "LK-7730", "account_number": "WA-5530916", "customer_first_name": "Aisha", "status": "DECLINED",
                "decline_reason": "ALLOWANCE_USED_IN_LAST_5_YEARS", "leak_found_on": "2026-01-12", "repaired_on": "2026-01-29",
                "excess_volume_m3": "38.0", "claimed_amount_pence": 17160}},
    {"id": "get_leak_history#WA-5530916", "kind": "record", "source": "tool:get_leak_history",
     "fields": {"allowances": [{"claim_id": "LK-4102", "status": "GRANTED", "granted_on": "2022-06-14", "amount_pence": 18340}]}},
    {"id": "apply_leak_allowance#call-7", "kind": "refused_call", "tool": "apply_leak_allowance", "decision": "DENY",
     "args": {"claim_id": "LK-7730", "amount_pence": 17160}},
    {"id": "policy#leak-allowance", "kind": "policy", "revision": "2024-04",
     "text": "A leak allowance covers the water and sewerage charges for the extra water lost through a leak on your supply pipe. "
             "To qualify, the leak must be repaired within 30 days of being found. "
             "We give one leak allowance per property in any 5-year period. "
             "Our free leak-detection visit is available to all metered customers, whatever the outcome of a claim."},
]
q = "I fixed the leak within three weeks, so why has my leak allowance been refused?"

add(sc, D, q,
    "Hi Aisha, you did repair the leak in time — it was found on 12 January and fixed on 29 January, well within 30 days. The claim was declined "
    "for a different reason: we can give only one leak allowance per property in any 5-year period, and this property received one in June 2022. "
    "I'm sorry this isn't the answer you hoped for.",
    ev,
    [S("found on 12 January"), S("fixed on 29 January"), S("well within 30 days"), S("The claim was declined"),
     S("one leak allowance per property in any 5-year period"), S("received one in June 2022"), N("I'm sorry this isn't")],
    incl=["June 2022", "5-year"],
    notes="claim LK-7730 DECLINED with ALLOWANCE_USED_IN_LAST_5_YEARS; LK-4102 granted 2022-06-14; policy.")

add(sc, D, q,
    "Your claim LK-7730 has been declined because an allowance of £183.40 was already granted at this address on 14/06/2022, and the limit is one "
    "every five years. You can still book our free leak-detection visit if you're worried about another leak.",
    ev,
    [S("claim LK-7730 has been declined"), S("allowance of £183.40"), S("on 14/06/2022"), S("one every five years"),
     S("free leak-detection visit")],
    incl=["£183.40", "LK-7730"],
    notes="history LK-4102 amount 18340 on 2022-06-14; policy offers free leak-detection to metered customers.")

add(sc, D, q,
    "The refusal isn't about timing: you repaired within 30 days, but a previous allowance in 2022 means this property can't have another before "
    "2027.",
    ev,
    [S("you repaired within 30 days"), S("previous allowance in 2022"), S("can't have another before 2027")],
    incl=["2022"],
    notes="five years after 2022-06-14 is June 2027.")

add(sc, D, q,
    "Hi Aisha, thanks for your patience. Because you fixed the leak within 30 days, you qualify for the allowance, and I've applied the £171.60 "
    "credit to your account. Leaks must be repaired within 30 days of being found.",
    ev,
    [N("thanks for your patience"), CI("you qualify for the allowance", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH"),
     C("I've applied the £171.60 credit", "NOT_EXECUTED"), S("repaired within 30 days of being found")],
    errors=["condition_unmet", "refused_call_effect"], excl=["you qualify for the allowance", "I've applied the £171.60"],
    incl=["30 days"],
    notes="claim DECLINED (one per 5 years; LK-4102 in 2022); apply_leak_allowance was DENIED.")

add(sc, D, q,
    "Your claim was declined because we allow one leak allowance per property every three years, and one was granted here in June 2022. The leak "
    "was found on 12 January and repaired on 29 January.",
    ev,
    [S("Your claim was declined"), C("every three years", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("granted here in June 2022"),
     S("found on 12 January"), S("repaired on 29 January")],
    errors=["wrong_policy_condition"], excl=["every three years"], incl=["June 2022"],
    notes="policy says one per 5-year period (and three years would have passed since June 2022, so it would not explain a decline).")

add(sc, D, q,
    "Hi Aisha, your claim was turned down because this property already had a leak allowance of £183.40 in June 2022, and we give one per property "
    "in any 5-year period. You repaired the leak within 14 days of finding it, so timing wasn't the issue.",
    ev,
    [S("your claim was turned down"), S("allowance of £183.40 in June 2022"), S("one per property in any 5-year period"),
     C("within 14 days of finding it", "DATE_MISMATCH", "VALUE_MISMATCH"), S("timing wasn't the issue")],
    errors=["wrong_period"], excl=["within 14 days"], incl=["17 days|within 30 days|29 January", "£183.40", "June 2022"], repair=True,
    notes="found 2026-01-12, repaired 2026-01-29: 17 days, which is within the policy's 30.")

# ---------------- scenario 11: unmetered annual charge instalments ----------------
sc = "water-annual-charge"
ev = [
    {"id": "get_charges#WA-2207731", "kind": "record", "source": "tool:get_charges",
     "fields": {"account_number": "WA-2207731", "customer": {"name": "Bernard Lowe", "salutation": "Mr"}, "basis": "UNMETERED",
                "charge_years": [
                    {"year": "2025/26", "status": "CLOSED", "annual_charge_pence": 46250},
                    {"year": "2026/27", "status": "CURRENT", "annual_charge_pence": 48600,
                     "components": {"water_pence": 21870, "sewerage_pence": 26730}}],
                "payment_scheme": {"type": "DIRECT_DEBIT", "instalments": 10, "amount_pence": 4860, "collection_day": 1,
                                   "first_date": "2026-04-01", "last_date": "2027-01-01"}}},
    {"id": "policy#paying-your-bill", "kind": "policy", "revision": "2026",
     "text": "Unmetered charges are billed once a year and cover 1 April to 31 March. "
             "Most customers pay by Direct Debit in 10 monthly instalments from April to January. "
             "You can ask to spread the cost over 12 instalments from April to March instead. "
             "Paying the year in full by 30 April is also an option, though there is no discount for doing so."},
]
q = "My water bill has gone up again. How much is it this year and when are the payments?"

add(sc, D, q,
    "Dear Mr Lowe,\n\nYour charge for 2026/27 is £486.00, up from £462.50 last year, an increase of £23.50. It's made up of £218.70 for water and "
    "£267.30 for sewerage. You pay it by Direct Debit in 10 instalments of £48.60 on the 1st of each month, from 1 April 2026 to 1 January 2027."
    "\n\nYours sincerely,\nCustomer Accounts",
    ev,
    [S("2026/27 is £486.00"), S("up from £462.50 last year"), S("increase of £23.50"), S("£218.70 for water"), S("£267.30 for sewerage"),
     S("10 instalments of £48.60"), S("on the 1st of each month"), S("from 1 April 2026 to 1 January 2027")],
    incl=["£486.00", "£48.60"],
    notes="charge_years 48600 vs 46250 (difference 2350); components 21870/26730; payment_scheme 10 x 4860 from 2026-04-01 to 2027-01-01.")

add(sc, D, q,
    "This year's bill is £486.00, collected as ten monthly payments of £48.60 from April to January. If you'd prefer smaller payments, you can ask "
    "to spread it over 12 instalments from April to March, which would be £40.50 a month.",
    ev,
    [S("This year's bill is £486.00"), S("ten monthly payments of £48.60"), S("from April to January"),
     S("spread it over 12 instalments from April to March"), S("£40.50 a month")],
    incl=["£48.60", "£40.50"],
    notes="48600/12 = 4050; policy allows 12 instalments April to March.")

add(sc, D, q,
    "Your 2026/27 charge is £486.00; you'll pay £48.60 on the 1st of every month from April to January.",
    ev,
    [S("2026/27 charge is £486.00"), S("£48.60 on the 1st of every month"), S("from April to January")],
    incl=["£486.00"],
    notes="current charge year and payment scheme.")

add(sc, D, q,
    "Your annual charge for 2026/27 is £486.00, paid in 10 instalments of £48.60 from April. If you pay the whole year by 30 April you'll get a 2% "
    "discount.",
    ev,
    [S("2026/27 is £486.00"), S("10 instalments of £48.60"), C("you'll get a 2% discount", "NLI_CONTRADICTION")],
    errors=["invented_promise"], excl=["2% discount"], incl=["£486.00", "£48.60"],
    notes="policy: paying in full by 30 April is an option but there is no discount.")

add(sc, D, q,
    "Your charge this year is £462.50, which is £46.25 a month over 10 instalments. Payments run from 1 April to 1 January.",
    ev,
    [C("Your charge this year is £462.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     C("£46.25 a month", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), S("from 1 April to 1 January")],
    errors=["stale_value", "stale_value"], excl=["£462.50", "£46.25"], incl=["1 April"],
    notes="£462.50 is the CLOSED 2025/26 year; 2026/27 is £486.00 with £48.60 instalments.")

add(sc, D, q,
    "Your 2026/27 charge is £486.00, paid by Direct Debit in 10 instalments of £48.60 on the 1st of each month. The first is on 1 April 2026 and "
    "the last on 1 March 2027.",
    ev,
    [S("2026/27 charge is £486.00"), S("10 instalments of £48.60"), S("on the 1st of each month"), S("first is on 1 April 2026"),
     C("the last on 1 March 2027", "DATE_MISMATCH")],
    errors=["wrong_date"], excl=["1 March 2027"], incl=["1 January 2027|01/01/2027|January", "£486.00", "£48.60"], repair=True,
    notes="payment_scheme.last_date 2027-01-01 (10 instalments April to January).")

# ---------------- scenario 12: supply interruption payment ----------------
sc = "water-interruption-payment"
ev = [
    {"id": "get_incident#INC-20931", "kind": "record", "source": "tool:get_incident",
     "fields": {"incident_id": "INC-20931", "type": "BURST_MAIN", "planned": False, "timezone": "Europe/London",
                "supply_off_at": 1773064800, "supply_restored_at": 1773127800, "duration": "PT17H30M",
                "affected_postcode_sector": "LS12 4"}},
    {"id": "get_compensation#WA-9907215", "kind": "record", "source": "tool:get_compensation",
     "fields": {"account_number": "WA-9907215", "customer_first_name": "Callum", "incident_id": "INC-20931",
                "payment": {"status": "APPROVED", "amount_pence": 5000, "method": "ACCOUNT_CREDIT", "approved_on": "2026-03-12"}}},
    {"id": "get_compensation#WA-9907215-2024", "kind": "record", "source": "tool:get_compensation",
     "fields": {"incident_id": "INC-14455", "payment": {"status": "PAID", "amount_pence": 2500, "method": "CHEQUE", "paid_on": "2024-08-30"}}},
    {"id": "policy#supply-interruptions", "kind": "policy", "revision": "GSS-2025",
     "text": "We aim to give at least 48 hours' notice of planned work. "
             "If your supply is interrupted for more than 12 hours without notice, we pay you £50, plus £25 for each further 24 hours. "
             "We make these payments automatically, and they are credited to your account within 20 working days of the supply being restored."},
]
q = "We had no water for ages last week. Do we get anything for that?"
now = "2026-03-12T09:00:00+00:00"

add(sc, D, q,
    "Hi Callum, yes. The burst main cut your water off from 2:00 PM on Monday 9 March until 7:30 AM on Tuesday 10 March, 17 and a half hours in all. "
    "Because that was more than 12 hours without notice, you're due £50, and we've approved it as a credit to your account. It will be on your "
    "account within 20 working days of your supply coming back.",
    ev,
    [S("2:00 PM on Monday 9 March"), S("7:30 AM on Tuesday 10 March"), S("17 and a half hours"), S("more than 12 hours without notice"),
     S("you're due £50"), S("approved it as a credit to your account"), S("within 20 working days")],
    incl=["£50", "17 and a half hours"], now=now,
    notes="epochs 1773064800/1773127800 are 14:00 and 07:30 GMT (London, before BST); PT17H30M; compensation 5000 APPROVED ACCOUNT_CREDIT.")

add(sc, D, q,
    "Yes — your supply was off for 17 hours 30 minutes (14:00 on 9/3 to 07:30 on 10/3), which is over the 12-hour limit, so a £50 payment has been "
    "approved. We make these payments automatically, so there's nothing you need to do.",
    ev,
    [S("off for 17 hours 30 minutes"), S("(14:00 on 9/3 to 07:30 on 10/3)"), S("over the 12-hour limit"), S("£50 payment has been approved"),
     S("payments automatically")],
    incl=["£50"],
    notes="incident times and duration; compensation APPROVED; policy pays automatically.")

add(sc, D, q,
    "Your water was off for 17.5 hours on 9–10 March, so you'll get £50 as an account credit; you didn't reach the next step, which needs a further "
    "24 hours.",
    ev,
    [S("off for 17.5 hours on 9–10 March"), S("you'll get £50 as an account credit"), S("needs a further 24 hours")],
    incl=["£50"],
    notes="PT17H30M; £25 only for each further 24 hours.")

add(sc, D, q,
    "Hi Callum, your water was off from 2:00 PM on 9 March to 7:30 AM on 10 March, which is 17 and a half hours. That's over 12 hours, so we'll pay "
    "you £75: £50 plus £25 for the extra time. We'll send it to you as a cheque.",
    ev,
    [S("from 2:00 PM on 9 March to 7:30 AM on 10 March"), S("17 and a half hours"), S("That's over 12 hours"),
     C("we'll pay you £75", "AMOUNT_MISMATCH", "VALUE_MISMATCH"), C("as a cheque", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
    errors=["condition_unmet", "other_record_value"], excl=["£75", "as a cheque"], incl=["17 and a half hours"],
    notes="£25 needs a further 24 hours (not met); payment is 5000 by ACCOUNT_CREDIT; CHEQUE was the 2024 incident.")

add(sc, D, q,
    "Your supply was off from 3:00 PM on 9 March until 8:30 AM on 10 March. That's more than 12 hours without notice, so a £50 credit has been "
    "approved for your account.",
    ev,
    [C("from 3:00 PM on 9 March until 8:30 AM on 10 March", "DATE_MISMATCH", "VALUE_MISMATCH"), S("more than 12 hours without notice"),
     S("£50 credit has been approved")],
    errors=["unit_conversion"], excl=["3:00 PM", "8:30 AM"], incl=["£50"], now=now,
    notes="The epochs are 14:00 and 07:30 in London (GMT in March); the draft added an hour as if BST applied.")

add(sc, D, q,
    "Hi Callum, your water was off for 17 and a half hours after the burst main on 9 March, which is more than 12 hours without notice. You're due "
    "£50, and it's been approved as an account credit, which we'll add within 10 working days.",
    ev,
    [S("off for 17 and a half hours"), S("burst main on 9 March"), S("more than 12 hours without notice"), S("You're due £50"),
     S("approved as an account credit"), C("within 10 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["within 10 working days"], incl=["20 working days", "£50"], repair=True,
    notes="policy: credited within 20 working days of supply being restored.")

add(sc, D, q,
    "Hi Callum, the burst main cut off your supply at 3:00 PM on Monday 9 March, and it came back at 7:30 AM on Tuesday 10 March. As that was more than 12 "
    "hours without notice, a £50 credit has been approved for your account.",
    ev,
    [C("at 3:00 PM on Monday 9 March", "DATE_MISMATCH", "VALUE_MISMATCH"), S("came back at 7:30 AM on Tuesday 10 March"),
     S("more than 12 hours without notice"), S("£50 credit has been approved")],
    errors=["unit_conversion"], excl=["3:00 PM"], incl=["2:00 PM|2 PM|14:00|2pm", "7:30 AM", "£50"], repair=True, now=now,
    notes="supply_off_at 1773064800 is 14:00 in London (GMT on 9 March); 3:00 PM applies a BST offset that isn't in force.")
