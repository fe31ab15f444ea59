from lib import add, S, N, C, I, CI

D = "district heating"

# ---------------- scenario 20: quarterly heat bill ----------------
sc = "heat-quarterly-bill"
ev = [
    {"id": "get_bill#HB-2290415", "kind": "record", "source": "tool:get_bill",
     "fields": {"account_number": "DH-50213", "customer_first_name": "Yusuf", "property": "Flat 12, Kestrel House",
                "bill_id": "HB-2290415", "issued_on": "2026-03-06", "due_on": "2026-03-27",
                "period": {"from": "2025-12-01", "to": "2026-02-28"},
                "heat_meter_reads": [
                    {"read_date": "2025-11-30", "register_kwh": 14220, "read_type": "ACTUAL"},
                    {"read_date": "2026-02-28", "register_kwh": 16060, "read_type": "ACTUAL"}],
                "line_items": [
                    {"code": "HEAT", "quantity_kwh": "1840", "unit_rate_pence": "11.20", "amount_pence": 20608},
                    {"code": "STANDING_CHARGE", "days": 90, "rate_pence_per_day": "72.00", "amount_pence": 6480},
                    {"code": "VAT", "rate": "0.05", "amount_pence": 1354}],
                "total_pence": 28442}},
    {"id": "get_bill#HB-2188730", "kind": "record", "source": "tool:get_bill",
     "fields": {"bill_id": "HB-2188730", "period": {"from": "2025-09-01", "to": "2025-11-30"}, "total_pence": 16912,
                "line_items": [{"code": "HEAT", "quantity_kwh": "910", "unit_rate_pence": "11.20", "amount_pence": 10192}]}},
    {"id": "policy#heat-billing", "kind": "policy", "revision": "HN-2025",
     "text": "The standing charge covers running and maintaining the shared heat network, so it is payable even when you use no heat. "
             "We bill every quarter using your heat meter readings. Bills are due 21 days after they are issued."},
]
q = "My heating bill has nearly doubled since autumn. Can you explain it?"

add(sc, D, q,
    "Hi Yusuf, your winter bill is higher mainly because you used more heat: 1,840 kWh between 1 December and 28 February, compared with 910 kWh in the "
    "autumn quarter. At 11.20p per kWh that's £206.08. The standing charge of 72p a day for 90 days adds £64.80, and VAT at 5% is £13.54, making £284.42 "
    "in total. Both meter readings were actual readings.",
    ev,
    [S("1,840 kWh between 1 December and 28 February"), S("compared with 910 kWh in the autumn quarter"), S("At 11.20p per kWh that's £206.08"),
     S("72p a day for 90 days adds £64.80"), S("VAT at 5% is £13.54"), S("making £284.42 in total"),
     S("Both meter readings were actual readings")],
    incl=["£284.42", "1,840 kWh"],
    notes="HB-2290415 line items and reads (ACTUAL); previous bill HB-2188730 910 kWh.")

add(sc, D, q,
    "Your bill HB-2290415 (£284.42) is due by 27 March. It's made up of:\n"
    "• heat: 1,840 kWh at 11.20p = £206.08\n"
    "• standing charge: 90 days at 72.00p = £64.80\n"
    "• VAT: £13.54\n"
    "The standing charge pays for running and maintaining the shared network, which is why it applies every day.",
    ev,
    [S("HB-2290415 (£284.42)"), S("due by 27 March"), S("1,840 kWh at 11.20p = £206.08"), S("90 days at 72.00p = £64.80"), S("VAT: £13.54"),
     S("running and maintaining the shared network")],
    incl=["£284.42", "27 March"],
    notes="bill record; due_on 2026-03-27; policy on the standing charge.")

add(sc, D, q,
    "You used 1,840 kWh of heat this winter, about twice the 910 kWh you used in the autumn, which is why the bill went up from £169.12 to £284.42.",
    ev,
    [S("You used 1,840 kWh of heat this winter"), S("910 kWh you used in the autumn"), S("from £169.12 to £284.42")],
    incl=["£284.42"],
    notes="the two bills' HEAT quantities and totals.")

add(sc, D, q,
    "Hi Yusuf, you used 1,840 kWh this quarter at 11.20p per kWh, which is £206.08. The standing charge of 72p a day for 90 days is £64.80, and VAT at 20% "
    "brings the total to £284.42. The bill is due 30 days after it was issued.",
    ev,
    [S("1,840 kWh this quarter at 11.20p per kWh"), S("which is £206.08"), S("72p a day for 90 days is £64.80"),
     C("VAT at 20%", "VALUE_MISMATCH"), S("total to £284.42"), C("due 30 days after it was issued", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_value", "wrong_policy_condition"], excl=["VAT at 20%", "30 days after"], incl=["£206.08", "£284.42"],
    notes="VAT rate 0.05; policy: due 21 days after issue.")

add(sc, D, q,
    "Hi Yusuf, this quarter you used 1,840 kWh, twice as much as the 910 kWh in the autumn. At 11.20p per kWh the heat cost £206.08, the standing charge "
    "was £64.80 and VAT was £13.54, so your bill is £278.62.",
    ev,
    [S("this quarter you used 1,840 kWh"), S("910 kWh in the autumn"), S("the heat cost £206.08"), S("standing charge was £64.80"),
     S("VAT was £13.54"), C("your bill is £278.62", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excl=["£278.62"], incl=["£284.42|284.42", "£206.08", "£64.80"], repair=True,
    notes="206.08 + 64.80 + 13.54 = £284.42 (total_pence 28442).")

add(sc, D, q,
    "Your bill of £284.42 covers 1 December to 28 February. You used 1,840 kWh at 11.20p, which is £206.08, and the standing charge is 72p a day. The "
    "bill is due by 27 April.",
    ev,
    [S("bill of £284.42"), S("covers 1 December to 28 February"), S("1,840 kWh at 11.20p"), S("which is £206.08"), S("standing charge is 72p a day"),
     C("due by 27 April", "DATE_MISMATCH")],
    errors=["wrong_date"], excl=["27 April"], incl=["27 March|27/03/2026", "£284.42"], repair=True,
    notes="due_on 2026-03-27.")

# ---------------- scenario 21: outage credit ----------------
sc = "heat-outage-credit"
ev = [
    {"id": "get_outage#OUT-7741", "kind": "record", "source": "tool:get_outage",
     "fields": {"outage_id": "OUT-7741", "cause": "ENERGY_CENTRE_PUMP_FAILURE", "planned": False, "timezone": "Europe/London",
                "off_at": 1768370400, "restored_at": 1768593600, "duration": "PT62H", "buildings": ["Kestrel House", "Heron Court"]}},
    {"id": "get_credits#DH-50877", "kind": "record", "source": "tool:get_credits",
     "fields": {"account_number": "DH-50877", "customer_first_name": "Maureen", "credits": [
         {"outage_id": "OUT-7741", "amount_pence": 3000, "status": "APPLIED", "applied_on": "2026-01-23"},
         {"outage_id": "OUT-6120", "amount_pence": 0, "status": "NOT_ELIGIBLE", "reason": "PLANNED_WORK"}]}},
    {"id": "policy#outage-credits", "kind": "policy", "revision": "HN-2025",
     "text": "Planned maintenance is announced at least 5 days ahead and does not qualify for a credit. "
             "If your heating and hot water are off for more than 24 hours because of an unplanned fault on our network, "
             "we credit £15 for each full 24 hours without supply, up to £150 per outage. Credits are added to your account automatically."},
]
q = "We had no heating or hot water for nearly three days in January. What compensation do we get?"

add(sc, D, q,
    "Hi Maureen, I'm sorry about January's outage. The pump failure cut your heating and hot water from 6:00 AM on 14 January until 8:00 PM on 16 January, "
    "62 hours in all. We credit £15 for each full 24 hours without supply, and 62 hours is two full days, so £30 was added to your account on 23 January.",
    ev,
    [N("I'm sorry about January's outage"), S("from 6:00 AM on 14 January"), S("until 8:00 PM on 16 January"), S("62 hours in all"),
     S("£15 for each full 24 hours without supply"), S("62 hours is two full days"), S("£30 was added to your account on 23 January")],
    incl=["£30", "23 January"],
    notes="epochs are 06:00 and 20:00 GMT; PT62H; credit 3000 APPLIED 2026-01-23; policy £15 per full 24 h.")

add(sc, D, q,
    "You've already had £30.00 credited for outage OUT-7741 (two full days at £15 each). It was applied to your account automatically on 23/01/2026, so "
    "there's nothing you need to do.",
    ev,
    [S("£30.00 credited for outage OUT-7741"), S("two full days at £15 each"), S("applied to your account automatically on 23/01/2026")],
    incl=["£30.00"],
    notes="credits record and policy.")

add(sc, D, q,
    "Your heating was off for 62 hours, and since credits are £15 for each full 24 hours, you were credited £45 on 23 January.",
    ev,
    [S("off for 62 hours"), S("£15 for each full 24 hours"), C("you were credited £45", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excl=["credited £45"], incl=["62 hours"],
    notes="62 h is two full 24-hour periods: £30 (amount_pence 3000).")

add(sc, D, q,
    "The outage lasted 62 hours, from 14 to 16 January. You've been credited £30, which was added to your account on 23 January. Credits are capped at "
    "£100 per outage.",
    ev,
    [S("lasted 62 hours"), S("from 14 to 16 January"), S("credited £30"), S("added to your account on 23 January"),
     C("capped at £100 per outage", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["£100 per outage"], incl=["£150", "£30"], repair=True,
    notes="policy cap is £150 per outage.")

# ---------------- scenario 22: price review and Direct Debit ----------------
sc = "heat-price-review"
ev = [
    {"id": "get_tariff#DH-61420", "kind": "record", "source": "tool:get_tariff",
     "fields": {"account_number": "DH-61420", "customer": {"name": "Ruth Adeyemi", "salutation": "Ms"}, "tariff_versions": [
         {"version": "2025", "status": "SUPERSEDED", "valid_from": "2025-10-01", "unit_rate_pence": "11.20", "standing_charge_pence_per_day": "72.00"},
         {"version": "2026", "status": "SCHEDULED", "valid_from": "2026-10-01", "unit_rate_pence": "12.05", "standing_charge_pence_per_day": "74.50"}]}},
    {"id": "get_direct_debit#DH-61420", "kind": "record", "source": "tool:get_direct_debit",
     "fields": {"direct_debit": {"amount_pence": 6400, "collection_day": 1, "status": "ACTIVE"},
                "pending_change": {"new_amount_pence": 7650, "effective_from": "2026-11-01", "reason": "PRICE_REVIEW"},
                "projection": {"annual_kwh": 5000, "annual_cost_pence": 91815}}},
    {"id": "policy#price-review", "kind": "policy", "revision": "HN-2026",
     "text": "Heat network prices are reviewed once a year and new prices start on 1 October. "
             "We write to you at least 30 days before prices change. "
             "After a price change we recalculate your Direct Debit so that it covers a year's expected use; "
             "you can ask us to check the amount again at any time."},
]
q = "I got a letter saying my direct debit is going up. Why, and by how much?"
now = "2026-09-10T10:00:00+01:00"

add(sc, D, q,
    "Dear Ms Adeyemi,\n\nThank you for your message. From 1 October 2026 your unit rate rises from 11.20p to 12.05p per kWh and your standing charge from 72p "
    "to 74.50p a day. Based on expected use of 5,000 kWh a year, your heat will cost about £918.15 a year, so your Direct Debit will go up from £64.00 to "
    "£76.50, an increase of £12.50, starting with the collection on 1 November.\n\nKind regards,\nHeat Network Accounts",
    ev,
    [N("Thank you for your message"), S("From 1 October 2026"), S("from 11.20p to 12.05p per kWh"), S("from 72p to 74.50p a day"),
     S("5,000 kWh a year"), S("about £918.15 a year"), S("from £64.00 to £76.50"), S("increase of £12.50"), S("collection on 1 November")],
    incl=["£76.50", "12.05p"], now=now,
    notes="tariff versions 2025 vs 2026 (valid_from 2026-10-01); pending_change 7650 from 2026-11-01; projection 91815.")

add(sc, D, q,
    "Your Direct Debit is rising by £12.50 a month, to £76.50, from 1 November, because new heat prices start on 1 October: 12.05p per kWh (up from 11.20p) "
    "and 74.50p a day standing charge. If you think the new amount is too high, you can ask us to check it again at any time.",
    ev,
    [S("rising by £12.50 a month, to £76.50"), S("from 1 November"), S("new heat prices start on 1 October"),
     S("12.05p per kWh (up from 11.20p)"), S("74.50p a day standing charge"), S("ask us to check it again at any time")],
    incl=["£76.50"],
    notes="pending change and tariff versions; policy.")

add(sc, D, q,
    "Your Direct Debit goes up from £64.00 to £76.50 on 1 November, following the price rise on 1 October.",
    ev,
    [S("from £64.00 to £76.50 on 1 November"), S("price rise on 1 October")],
    incl=["£76.50"],
    notes="direct_debit 6400, pending 7650 effective 2026-11-01.")

add(sc, D, q,
    "Your Direct Debit is going up from £64.00 to £76.50 from next month, so the first higher payment is on 1 October. Your unit rate will be 11.20p per kWh "
    "from then.",
    ev,
    [S("from £64.00 to £76.50"), C("first higher payment is on 1 October", "DATE_MISMATCH"),
     C("unit rate will be 11.20p per kWh from then", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
    errors=["wrong_date", "stale_value"], excl=["first higher payment is on 1 October", "11.20p per kWh from then"], incl=["£76.50"], now=now,
    notes="effective_from 2026-11-01; 11.20p is the SUPERSEDED 2025 rate; from 1 Oct it's 12.05p.")

add(sc, D, q,
    "Your Direct Debit will rise from £64.00 to £76.50 from 1 November, after new prices start on 1 October: 12.05p per kWh and 74.50p a day. We'll write to "
    "you at least 14 days before any price change.",
    ev,
    [S("from £64.00 to £76.50 from 1 November"), S("new prices start on 1 October"), S("12.05p per kWh and 74.50p a day"),
     C("at least 14 days before any price change", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["at least 14 days"], incl=["30 days", "£76.50"], repair=True, now=now,
    notes="policy: at least 30 days before prices change.")

# ---------------- scenario 23: faulty heat meter, rebill escalated ----------------
sc = "heat-meter-fault"
ev = [
    {"id": "get_meter#HM-30912", "kind": "record", "source": "tool:get_meter",
     "fields": {"account_number": "DH-73304", "customer_first_name": "Stelios", "meter_serial": "HM-30912", "status": "REPLACED",
                "fault_reported_on": "2026-01-05", "replaced_on": "2026-04-02", "new_meter_serial": "HM-41877",
                "heat_meter_reads": [
                    {"read_date": "2026-01-31", "register_kwh": 8410, "read_type": "ESTIMATED"},
                    {"read_date": "2026-02-28", "register_kwh": 9120, "read_type": "ESTIMATED"},
                    {"read_date": "2026-03-31", "register_kwh": 9760, "read_type": "ESTIMATED"}]}},
    {"id": "rebill_account#call-4", "kind": "refused_call", "tool": "rebill_account", "decision": "ESCALATE",
     "args": {"account_number": "DH-73304", "from": "2026-01-01", "to": "2026-03-31"}, "reason": "METERING_TEAM_APPROVAL"},
    {"id": "policy#faulty-meters", "kind": "policy", "revision": "HN-2025",
     "text": "While a heat meter is faulty we bill on estimates based on your past use. "
             "Once the meter is replaced, we recalculate the affected bills using the new meter's readings over its first 30 days. "
             "Rebills need approval from our metering team."},
]
q = "My heat meter was broken from January to April and I've been billed on guesses. Can you rebill me?"

add(sc, D, q,
    "Hi Stelios, you're right that your January to March bills were based on estimates, because your meter was faulty from 5 January until it was replaced "
    "on 2 April. I've passed your rebill request to our metering team, as rebills need their approval. They'll recalculate the bills using the new meter's "
    "readings over its first 30 days.",
    ev,
    [S("January to March bills were based on estimates"), S("faulty from 5 January"), S("replaced on 2 April"),
     S("passed your rebill request to our metering team"), S("rebills need their approval"), S("over its first 30 days")],
    incl=["metering team", "2 April"],
    notes="meter record (reads ESTIMATED); rebill_account ESCALATED; policy.")

add(sc, D, q,
    "Your old meter (HM-30912) was replaced with HM-41877 on 02/04/2026. The rebill for January–March couldn't be done straight away: it has been sent to our "
    "metering team for approval.",
    ev,
    [S("(HM-30912) was replaced with HM-41877 on 02/04/2026"), S("couldn't be done straight away"), S("sent to our metering team for approval")],
    incl=["HM-41877"],
    notes="meter record; refused call ESCALATE.")

add(sc, D, q,
    "Hi Stelios, I've rebilled January to March using your new meter's readings, and the corrected bills will be with you shortly. Your meter was replaced on 2 "
    "April.",
    ev,
    [C("I've rebilled January to March", "NOT_EXECUTED"), I("the corrected bills will be with you shortly", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"),
     S("replaced on 2 April")],
    errors=["refused_call_effect", "invented_promise"], excl=["I've rebilled", "corrected bills will be with you shortly"], incl=["2 April"],
    notes="rebill_account was ESCALATED, not executed.")

add(sc, D, q,
    "Your meter was faulty from 5 January and replaced on 2 April, so your bills for those months used estimates. Our metering team needs to approve a rebill, "
    "and I've sent your request to them. The rebill will use the new meter's readings over its first 90 days.",
    ev,
    [S("faulty from 5 January"), S("replaced on 2 April"), S("bills for those months used estimates"), S("I've sent your request to them"),
     C("over its first 90 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["first 90 days"], incl=["30 days", "2 April"], repair=True,
    notes="policy: the new meter's readings over its first 30 days.")
