"""International relocation company: five scenarios (sea shipment, quote revision and balance, storage
extension, damage claim, settling-in package)."""
from common import (add, rec, pol, kb, refused, status, change, S, N, C, I, CI,
                    AMT, DATE, STATE, IDM, VAL, POLC, NOPOL, NOREC, NOTEX, FACTC, FACTN)

DOM = "international relocation company"

# =====================================================================================
# R1 sea shipment in transit (ETA moved; air shipment already delivered)
# =====================================================================================
SC = "sea-shipment"
R1_EV = [
    rec("tracker.search#MOVE-halvorsen", "tool:tracker.search_issues", {
        "total": 2, "maxResults": 25, "startAt": 0,
        "issues": [
            {"id": "60218", "key": "MOVE-2207",
             "fields": {
                 "summary": "Sea freight HAM -> YYZ, Halvorsen household",
                 "status": status("In Transit", "indeterminate", 11003),
                 "customfield_10210": {"value": "SEA_FCL"},
                 "customfield_10211": {"value": "40FT_HC"},
                 "customfield_10212": "28.5",
                 "customfield_10213": {"vessel": "Nordic Meridian", "voyage": "NM614W"},
                 "customfield_10214": "2026-04-24",
                 "customfield_10215": {"port": "CAMTR", "eta": "2026-05-19"},
                 "customfield_10216": {"from": "2026-05-27", "to": "2026-05-29"},
                 "customfield_10217": {"amount": "42000.00", "currency": "EUR"},
                 "customfield_10218": "Port of Bremerhaven"},
             "changelog": {"histories": [
                 change(120441, "2026-04-24T18:22:05.000+0200", "ops-sync",
                        [("status", "Loaded", "In Transit")]),
                 change(120987, "2026-05-04T08:10:51.000+0200", "ops-sync",
                        [("customfield_10215", "CAMTR / 2026-05-15", "CAMTR / 2026-05-19")]),
             ]}},
            {"id": "60219", "key": "MOVE-2208",
             "fields": {
                 "summary": "Air freight HAM -> YYZ, Halvorsen urgent items",
                 "status": status("Delivered", "done", 11009),
                 "resolutiondate": "2026-04-30T15:44:00.000+0200",
                 "customfield_10210": {"value": "AIR_LCL"},
                 "customfield_10212": "1.4",
                 "customfield_10219": "180",
                 "customfield_10217": {"amount": "6500.00", "currency": "EUR"}}},
        ],
        "names": {"customfield_10210": "Mode", "customfield_10211": "Container type",
                  "customfield_10212": "Volume (m3)", "customfield_10213": "Vessel / voyage",
                  "customfield_10214": "Departure date", "customfield_10215": "Destination port ETA",
                  "customfield_10216": "Planned delivery window", "customfield_10217": "Insured value",
                  "customfield_10218": "Port of loading", "customfield_10219": "Chargeable weight (kg)"}}),
    pol("policy#sea-freight-delivery",
        "Vessel arrival dates are set by the shipping line and can move by several days. After arrival, Canadian "
        "customs clearance usually takes 3 to 5 working days. We confirm the exact delivery day only once the goods "
        "have cleared customs, and our destination team calls you 48 hours before the truck arrives.",
        revision="v2"),
]
R1_Q = "Where is our container now, and when will our furniture actually arrive in Toronto?"
R1_NOW = "2026-05-06T16:10:00+02:00"

add("027-sea-shipment", SC, DOM, R1_Q,
    "Good afternoon Dr Halvorsen, your sea shipment MOVE-2207 left Bremerhaven on 24 April aboard the Nordic "
    "Meridian and is on its way. It is due in Montréal on 19 May 2026, and the planned delivery window at your new "
    "home is 27 to 29 May. We will confirm the exact day once customs has cleared the goods, and our team will "
    "call you 48 hours ahead.",
    R1_EV,
    [S("left Bremerhaven on 24 April aboard the Nordic Meridian"), S("is on its way"),
     S("due in Montréal on 19 May 2026"), S("planned delivery window at your new home is 27 to 29 May"),
     S("confirm the exact day once customs has cleared the goods"), S("call you 48 hours ahead")],
    notes="customfield_10214 departure 2026-04-24, 10213 vessel, 10215 CAMTR ETA 2026-05-19, 10216 window; policy "
          "on confirmation and 48-hour call.",
    now=R1_NOW, includes=["19 May", "27 to 29 May"])

add("028-sea-shipment", SC, DOM, R1_Q,
    "Dear Dr Halvorsen,\n\nhere is where things stand:\n- Sea shipment MOVE-2207: in transit on the Nordic Meridian "
    "(voyage NM614W), 40-foot high-cube container, 28,5 m³, insured for 42.000,00 €\n- Arrival in Montréal: "
    "Tuesday, 19.05.2026\n- Delivery to your home: planned between 27.05. and 29.05.2026\n- Air shipment MOVE-2208: "
    "delivered on 30.04.2026\n\nPlease keep in mind that customs clearance usually takes 3 to 5 working days after "
    "arrival.\n\nWarm regards,\nYour relocation team",
    R1_EV,
    [S("in transit on the Nordic Meridian"), S("40-foot high-cube container, 28,5 m³"),
     S("insured for 42.000,00 €"), S("Arrival in Montréal: Tuesday, 19.05.2026"),
     S("planned between 27.05. and 29.05.2026"), S("Air shipment MOVE-2208: delivered on 30.04.2026"),
     S("customs clearance usually takes 3 to 5 working days")],
    notes="All figures from MOVE-2207 custom fields (40FT_HC, 28.5, 42000.00); MOVE-2208 resolutiondate 30.04.",
    now=R1_NOW, includes=["19.05.2026", "42.000,00 €"])

add("029-sea-shipment", SC, DOM, R1_Q,
    "At sea now; ETA Montréal Tue 19 May, home delivery planned 27-29 May after customs clearance.",
    R1_EV,
    [S("At sea now"), S("ETA Montréal Tue 19 May"), S("home delivery planned 27-29 May")],
    notes="Terse restatement of customfield_10215/10216.",
    now=R1_NOW, includes=["19 May"])

add("030-sea-shipment-stale", SC, DOM, R1_Q,
    "Dear Dr Halvorsen, thank you for your patience. Your container is on the Nordic Meridian and will arrive in "
    "Montréal on Friday, 15 May. Delivery to your home is planned for 27 to 29 May, and we will call you 48 hours "
    "before the truck comes.",
    R1_EV,
    [N("thank you for your patience"), S("Your container is on the Nordic Meridian"),
     C("Montréal on Friday, 15 May", DATE), S("planned for 27 to 29 May"),
     S("call you 48 hours before the truck comes")],
    errors=["stale_value"],
    notes="ETA was 2026-05-15 before changelog 120987 moved it to 2026-05-19.",
    now=R1_NOW, excludes=["Friday, 15 May"])

add("031-sea-shipment-air", SC, DOM, R1_Q,
    "Hello Dr Halvorsen, good news: your shipment was delivered on 30 April. Your goods travelled in a 20-foot "
    "container with a volume of 28,5 m³, and they were insured for 42.000,00 €.",
    R1_EV,
    [C("your shipment was delivered on 30 April", STATE + DATE), C("travelled in a 20-foot container", VAL),
     S("a volume of 28,5 m³"), S("insured for 42.000,00 €")],
    errors=["other_record_value", "wrong_value"],
    notes="Delivered 30.04 is the air shipment MOVE-2208; the container (MOVE-2207) is In Transit and is 40FT_HC.",
    now=R1_NOW, excludes=["delivered on 30 April", "20-foot container"])

add("r06-sea-shipment", SC, DOM, R1_Q,
    "Good afternoon Dr Halvorsen, your container left Bremerhaven on 24 April and is due in Montréal on 15 May. "
    "Delivery to your new home is planned for 27 to 29 May.",
    R1_EV,
    [S("left Bremerhaven on 24 April"), C("due in Montréal on 15 May", DATE), S("planned for 27 to 29 May")],
    errors=["stale_value"],
    notes="ETA moved to 2026-05-19 (changelog 120987).",
    now=R1_NOW, excludes=["on 15 May"], includes=["19 May|19.05", "27 to 29 May"], repair=True)

# =====================================================================================
# R2 quote revised; deposit paid on v2; balance due
# =====================================================================================
SC = "quote-balance"
R2_EV = [
    rec("tracker.get_issue#MOVE-2310", "tool:tracker.get_issue", {
        "id": "61044", "key": "MOVE-2310",
        "fields": {
            "summary": "FRA -> SIN household move, Castellanos-Richter",
            "status": status("Booked", "indeterminate", 11001),
            "duedate": "2026-06-05",
            "customfield_10230": [
                {"version": 1, "state": "SUPERSEDED", "total": "8450.00", "currency": "EUR", "issued": "2026-02-10",
                 "volume_m3": "34.0"},
                {"version": 2, "state": "ACCEPTED", "total": "7920.00", "currency": "EUR", "issued": "2026-02-24",
                 "volume_m3": "31.0"}],
            "customfield_10231": "2026-06-19",
            "customfield_10232": {"rate": "0.30", "amount": "2376.00", "currency": "EUR"},
            "customfield_10233": {"amount": "5544.00", "currency": "EUR"},
        },
        "changelog": {"histories": [
            change(121301, "2026-02-24T11:02:00.000+0100", "Lukas Brenner",
                   [("customfield_10230", "v1 ACCEPTED_PENDING", "v2 ACCEPTED")]),
        ]},
        "names": {"customfield_10230": "Quote versions", "customfield_10231": "Packing date",
                  "customfield_10232": "Deposit", "customfield_10233": "Balance outstanding"}}),
    rec("billing.list_payments#MOVE-2310", "tool:billing.list_payments", {
        "data": [
            {"id": "pay_7Hq2Lm", "amount_minor": 237600, "currency": "eur", "state": "FAILED",
             "failure_code": "CARD_DECLINED", "created": "2026-02-25T19:41:07.000+0100"},
            {"id": "pay_7Hr0Qz", "amount_minor": 237600, "currency": "eur", "state": "SUCCEEDED",
             "created": "2026-02-26T08:15:52.000+0100", "method": "SEPA_TRANSFER"}],
        "has_more": False}),
    pol("policy#deposit-balance",
        "Quotes are valid for 30 days from the date they are issued. A deposit of 30% of the accepted quote secures "
        "your packing date. The remaining balance is due 14 days before packing day. If you cancel more than 21 days "
        "before packing day, we refund the deposit minus a 250,00 € planning fee; later cancellations forfeit the "
        "deposit.", revision="2026-01"),
]
R2_Q = "Can you confirm what we've paid so far and what is still open? The second quote was lower, right?"
R2_NOW = "2026-03-02T10:00:00+01:00"

add("032-quote-balance", SC, DOM, R2_Q,
    "Dear Mr and Mrs Castellanos-Richter, yes, the revised quote is lower: version 2 comes to 7.920,00 €, and that "
    "is the one you accepted. We received your 30% deposit of 2.376,00 € on 26.02.2026. The remaining balance of "
    "5.544,00 € is due on 05.06.2026, 14 days before your packing day.",
    R2_EV,
    [S("version 2 comes to 7.920,00 €"), S("that is the one you accepted"),
     S("received your 30% deposit of 2.376,00 € on 26.02.2026"), S("remaining balance of 5.544,00 €"),
     S("due on 05.06.2026"), S("14 days before your packing day")],
    notes="customfield_10230 v2 ACCEPTED 7920.00; payment pay_7Hr0Qz SUCCEEDED 237600 on 26.02; balance 10233 and "
          "duedate; policy 14 days.",
    now=R2_NOW, includes=["5.544,00 €", "05.06.2026"])

add("033-quote-balance", SC, DOM, R2_Q,
    "Hello,\n\nthe figures for MOVE-2310:\n- Accepted quote (version 2): 7.920,00 €\n- Deposit received: 2.376,00 € "
    "(bank transfer, 26 February)\n- Still to pay: 5.544,00 €, due by Friday, 5 June 2026\n- Packing day: Friday, "
    "19 June 2026\n\nThe card payment on 25 February was declined, so it was not charged; only the transfer "
    "counts.\n\nKind regards,\nLukas Brenner",
    R2_EV,
    [S("Accepted quote (version 2): 7.920,00 €"), S("Deposit received: 2.376,00 €"),
     S("(bank transfer, 26 February)"), S("Still to pay: 5.544,00 €, due by Friday, 5 June 2026"),
     S("Packing day: Friday, 19 June 2026"), S("The card payment on 25 February was declined")],
    notes="FAILED CARD_DECLINED attempt on 25.02 and SEPA success on 26.02 in billing record; packing 10231.",
    now=R2_NOW, includes=["5.544,00 €", "19 June 2026"])

add("034-quote-balance", SC, DOM, R2_Q,
    "You have paid two thousand three hundred and seventy-six euros so far, and five thousand five hundred and "
    "forty-four euros remain, payable by 5 June.",
    R2_EV,
    [S("two thousand three hundred and seventy-six euros so far"),
     S("five thousand five hundred and forty-four euros remain"), S("payable by 5 June")],
    notes="Numbers in words for 2376.00 and 5544.00.",
    now=R2_NOW, includes=["forty-four euros"])

add("035-quote-balance-stale", SC, DOM, R2_Q,
    "Dear Mr and Mrs Castellanos-Richter, thank you for your booking. Your quote total is 8.450,00 €. We received "
    "your deposit of 2.376,00 € on 26 February, and the balance is due 14 days before packing.",
    R2_EV,
    [N("thank you for your booking"), C("Your quote total is 8.450,00 €", AMT),
     S("received your deposit of 2.376,00 € on 26 February"), S("the balance is due 14 days before packing")],
    errors=["stale_value"],
    notes="8.450,00 is quote v1, SUPERSEDED; the accepted v2 is 7.920,00.",
    now=R2_NOW, excludes=["8.450,00 €"])

add("036-quote-balance-math", SC, DOM, R2_Q,
    "Hello, your accepted quote is 7.920,00 € and your deposit of 2.376,00 € arrived on 26.02.2026. That leaves "
    "5.444,00 € to pay, due on 19.06.2026.",
    R2_EV,
    [S("your accepted quote is 7.920,00 €"), S("deposit of 2.376,00 € arrived on 26.02.2026"),
     C("leaves 5.444,00 € to pay", AMT), C("due on 19.06.2026", DATE)],
    errors=["wrong_arithmetic", "wrong_role"],
    notes="7920 - 2376 = 5544 (customfield_10233); 19.06.2026 is the packing date, the balance is due 05.06.2026 "
          "(duedate).",
    now=R2_NOW, excludes=["5.444,00 €", "due on 19.06.2026"])

add("037-quote-balance-cancel", SC, DOM, R2_Q,
    "Dear Mr and Mrs Castellanos-Richter, yes, version 2 (7.920,00 €) replaced the first quote. Your deposit of "
    "2.376,00 € is in, and 5.544,00 € remains. Should your plans change, the deposit is fully refundable as long "
    "as you cancel more than 21 days before packing.",
    R2_EV,
    [S("version 2 (7.920,00 €) replaced the first quote"), S("Your deposit of 2.376,00 € is in"),
     S("5.544,00 € remains"), C("the deposit is fully refundable", POLC)],
    errors=["wrong_policy_condition"],
    notes="Policy: early cancellation refunds the deposit minus a 250,00 € planning fee, not in full.",
    now=R2_NOW, excludes=["fully refundable"])

add("r07-quote-balance", SC, DOM, R2_Q,
    "Hello, you accepted version 2 of the quote at 7.920,00 €. We received your deposit of 2.376,00 €, so 5.444,00 € "
    "is still open, due on 05.06.2026.",
    R2_EV,
    [S("version 2 of the quote at 7.920,00 €"), S("received your deposit of 2.376,00 €"),
     C("5.444,00 € is still open", AMT), S("due on 05.06.2026")],
    errors=["wrong_arithmetic"],
    notes="7920.00 - 2376.00 = 5544.00 (customfield_10233).",
    now=R2_NOW, excludes=["5.444,00 €"], includes=["5.544,00 €|5.544,00|5544", "05.06.2026|5 June"], repair=True)

# =====================================================================================
# R3 storage extension (free period over; extension escalated)
# =====================================================================================
SC = "storage-extension"
R3_EV = [
    rec("tracker.get_issue#MOVE-2455", "tool:tracker.get_issue", {
        "id": "61720", "key": "MOVE-2455",
        "fields": {
            "summary": "Interim storage Munich-Freiham, Albrecht-Mori",
            "status": status("In Storage", "indeterminate", 11005),
            "customfield_10240": "2026-03-02",
            "customfield_10241": "P30D",
            "customfield_10242": "18.0",
            "customfield_10243": {"amount": "4.50", "currency": "EUR", "unit": "M3_WEEK"},
            "customfield_10244": "2026-04-20",
            "customfield_10245": {"amount": "31000.00", "currency": "EUR"},
            "customfield_10246": {"value": "MUC-FREIHAM-B2"},
            "customfield_10247": "16",
        },
        "names": {"customfield_10240": "Storage start", "customfield_10241": "Free storage period",
                  "customfield_10242": "Stored volume (m3)", "customfield_10243": "Storage rate",
                  "customfield_10244": "Planned release date", "customfield_10245": "Insured value",
                  "customfield_10246": "Warehouse bay", "customfield_10247": "Lift vans"}}),
    refused("storage.extend#MOVE-2455", "storage.extend_release_date", "ESCALATE",
            {"issueKey": "MOVE-2455", "customfield_10244": "2026-05-15"},
            reason="Extensions require warehouse manager approval"),
    pol("policy#storage",
        "Your goods are insured in storage at the same value as in transit. Storage is free for the first 30 days "
        "from the day your goods enter our warehouse. After that we charge 4,50 € per cubic metre per week, billed "
        "monthly in arrears. Extensions beyond the planned release date need the warehouse manager's approval and at "
        "least 5 working days' notice.", revision="v4"),
]
R3_Q = "Our apartment handover has slipped. Can we keep our things in storage until 15 May, and what will it cost?"
R3_NOW = "2026-04-09T09:40:00+02:00"

add("038-storage-extension", SC, DOM, R3_Q,
    "Dear Mr Albrecht-Mori, I'm sorry to hear about the delay. I have passed your request to extend storage until "
    "15 May to our warehouse manager, who has to approve extensions. Your free 30 days have already ended, so "
    "storage is charged at 4,50 € per cubic metre per week; for your 18 m³ that comes to 81,00 € a week, billed "
    "monthly in arrears.",
    R3_EV,
    [N("I'm sorry to hear about the delay"), S("passed your request to extend storage until 15 May"),
     S("who has to approve extensions"), S("Your free 30 days have already ended"),
     S("4,50 € per cubic metre per week"), S("for your 18 m³ that comes to 81,00 € a week"),
     S("billed monthly in arrears")],
    notes="Storage start 2026-03-02 + P30D ended before 09.04; 18.0 m3 x 4.50 = 81.00; extension escalated.",
    now=R3_NOW, includes=["81,00 €"])

add("039-storage-extension", SC, DOM, R3_Q,
    "Hello Mr Albrecht-Mori,\n\n- Current planned release: Monday, 20 April 2026\n- Requested new date: 15 May 2026, "
    "now awaiting the warehouse manager's approval\n- Stored volume: 18 m³ (16 lift vans)\n- Weekly storage charge: "
    "81,00 €\n\nYour goods remain insured for 31.000,00 € while in storage.\n\nBest regards,\nYour move coordinator",
    R3_EV,
    [S("Current planned release: Monday, 20 April 2026"),
     S("now awaiting the warehouse manager's approval"), S("Stored volume: 18 m³ (16 lift vans)"),
     S("Weekly storage charge: 81,00 €"), S("insured for 31.000,00 €")],
    notes="customfield_10244, 10242, 10247, 10245; the extend call was escalated.",
    now=R3_NOW, includes=["20 April", "81,00 €"])

add("040-storage-extension", SC, DOM, R3_Q,
    "The extension to 15 May has been sent to the warehouse manager for approval; storage costs you 81,00 € per "
    "week at the moment.",
    R3_EV,
    [S("has been sent to the warehouse manager for approval"), S("81,00 € per week")],
    notes="Terse; ESCALATE decision and 18 x 4.50.",
    now=R3_NOW, includes=["81,00 €"])

add("041-storage-extension-done", SC, DOM, R3_Q,
    "Dear Mr Albrecht-Mori, no problem at all: I have extended your storage until 15 May. As your free 30 days "
    "are over, you pay 4,50 € per m³ per week, which for your goods is 72,00 € a week.",
    R3_EV,
    [C("I have extended your storage until 15 May", NOTEX), S("your free 30 days are over"),
     S("4,50 € per m³ per week"), C("72,00 € a week", AMT)],
    errors=["refused_call_effect", "wrong_arithmetic"],
    notes="storage.extend_release_date was escalated, not executed; 18.0 m3 x 4.50 = 81.00 (72.00 uses 16, the lift "
          "van count).",
    now=R3_NOW, excludes=["I have extended your storage", "72,00 €"])

add("042-storage-extension-free", SC, DOM, R3_Q,
    "Hello Mr Albrecht-Mori, I've asked our warehouse manager to approve the extension to 15 May. The good news is "
    "that your goods are still within the free storage period, so there is no charge yet. Please let us know at "
    "least 5 working days ahead if your dates change again.",
    R3_EV,
    [S("asked our warehouse manager to approve the extension"),
     C("still within the free storage period", DATE + ["NLI_CONTRADICTION"]),
     S("at least 5 working days ahead")],
    errors=["condition_unmet"],
    notes="Storage started 2026-03-02 with P30D free; the free period ended in early April, before now (09.04).",
    now=R3_NOW, excludes=["still within the free storage period"])

add("r08-storage-extension", SC, DOM, R3_Q,
    "Dear Mr Albrecht-Mori, I have extended your storage until 15 May. Storage now costs 4,50 € per cubic metre per "
    "week, so 81,00 € a week for your 18 m³.",
    R3_EV,
    [C("I have extended your storage until 15 May", NOTEX), S("4,50 € per cubic metre per week"),
     S("81,00 € a week for your 18 m³")],
    errors=["refused_call_effect"],
    notes="The extension call was refused with ESCALATE.",
    now=R3_NOW, excludes=["I have extended your storage"],
    includes=["warehouse manager|approval|escalated|passed|could not|couldn't|unable|not able", "81,00 €"],
    repair=True)

# =====================================================================================
# R4 damage claim under assessment (older claim settled)
# =====================================================================================
SC = "damage-claim"
R4_EV = [
    rec("tracker.search#CLM-nunes", "tool:tracker.search_issues", {
        "total": 2, "startAt": 0, "maxResults": 10,
        "issues": [
            {"id": "70917", "key": "CLM-0917",
             "fields": {
                 "summary": "Transit damage - MOVE-2190 LIS -> BER",
                 "status": status("Under Assessment", "indeterminate", 12002),
                 "created": "2026-02-20T09:31:12.000+0100",
                 "customfield_10301": "MOVE-2190",
                 "customfield_10302": "2026-02-11",
                 "customfield_10303": [{"item": "Oak sideboard", "claimed": "1150.00"},
                                       {"item": "Wall mirror", "claimed": "230.00"}],
                 "customfield_10304": {"amount": "1380.00", "currency": "EUR"},
                 "customfield_10305": {"amount": "150.00", "currency": "EUR"},
                 "customfield_10306": "2026-03-04T13:00:00.000Z",
                 "customfield_10307": {"displayName": "Henrik Sauer (assessor)"}},
             "changelog": {"histories": [
                 change(130022, "2026-02-23T10:14:40.000+0100", "claims-desk",
                        [("status", "Submitted", "Under Assessment"),
                         ("customfield_10306", None, "2026-03-04T13:00:00.000Z")]),
             ]}},
            {"id": "65521", "key": "CLM-0655",
             "fields": {
                 "summary": "Transit damage - MOVE-1542 OPO -> LIS",
                 "status": status("Settled", "done", 12009),
                 "created": "2024-06-03T12:00:00.000+0200",
                 "customfield_10301": "MOVE-1542",
                 "customfield_10304": {"amount": "610.00", "currency": "EUR"},
                 "customfield_10308": {"amount": "420.00", "currency": "EUR", "paid": "2024-07-15"}}},
        ],
        "names": {"customfield_10301": "Move", "customfield_10302": "Delivery date",
                  "customfield_10303": "Damaged items", "customfield_10304": "Amount claimed",
                  "customfield_10305": "Excess", "customfield_10306": "Assessment visit (UTC)",
                  "customfield_10307": "Assessor", "customfield_10308": "Settlement"}}),
    pol("policy#damage-claims",
        "Damage must be reported in writing within 60 days of delivery. Every claim is subject to an excess of "
        "150,00 €. An assessor may inspect the items at your home; we decide within 15 working days of the "
        "assessment. We settle by repair, replacement or payment, at our choice.", revision="2025-09"),
]
R4_Q = "What's happening with my damage claim for the sideboard and the mirror?"
R4_NOW = "2026-02-27T12:00:00+01:00"

add("043-damage-claim", SC, DOM, R4_Q,
    "Dear Ms Nunes-Hartmann, your claim CLM-0917 is under assessment. Our assessor Henrik Sauer will visit you on "
    "Wednesday, 4 March 2026 at 14:00 to look at the oak sideboard and the mirror. We then decide within 15 working "
    "days of that visit.",
    R4_EV,
    [S("your claim CLM-0917 is under assessment"), S("assessor Henrik Sauer"),
     S("Wednesday, 4 March 2026 at 14:00"), S("look at the oak sideboard and the mirror"),
     S("decide within 15 working days")],
    notes="customfield_10306 13:00Z = 14:00 CET; status Under Assessment; policy 15 working days.",
    now=R4_NOW, includes=["14:00", "4 March"])

add("044-damage-claim", SC, DOM, R4_Q,
    "Hello Ms Nunes-Hartmann,\n\nyour claim at a glance:\n- Claimed: 1.380,00 € (sideboard 1.150,00 €, mirror "
    "230,00 €)\n- Excess: 150,00 €\n- Assessment visit: 04.03.2026, 14:00\n\nYou reported the damage on 20.02.2026, "
    "nine days after delivery and well within the 60-day limit. Please note that we may settle by repair, "
    "replacement or payment.\n\nKind regards,\nClaims desk",
    R4_EV,
    [S("Claimed: 1.380,00 € (sideboard 1.150,00 €, mirror 230,00 €)"), S("Excess: 150,00 €"),
     S("Assessment visit: 04.03.2026, 14:00"), S("You reported the damage on 20.02.2026"),
     S("nine days after delivery"), S("within the 60-day limit"),
     S("we may settle by repair, replacement or payment")],
    notes="Delivery 2026-02-11, claim created 2026-02-20 (9 days); figures from 10303-10305.",
    now=R4_NOW, includes=["1.380,00 €", "14:00"])

add("045-damage-claim", SC, DOM, R4_Q,
    "An assessor is booked to see the sideboard and mirror next Wednesday at 2 pm; the claim stays under "
    "assessment until then.",
    R4_EV,
    [S("next Wednesday at 2 pm"), S("the claim stays under assessment")],
    notes="now is Friday 27.02; next Wednesday is 04.03; 13:00Z = 2 pm local.",
    now=R4_NOW, includes=["2 pm"])

add("046-damage-claim-math", SC, DOM, R4_Q,
    "Dear Ms Nunes-Hartmann, thank you for your patience. Your claim for the sideboard and the mirror is under "
    "assessment, and the assessor visits on 4 March at 14:00. After the 150,00 € excess, the most you could "
    "receive is 1.280,00 €, and we will pay this to you in cash once approved.",
    R4_EV,
    [N("thank you for your patience"), S("is under assessment"), S("visits on 4 March at 14:00"),
     C("the most you could receive is 1.280,00 €", AMT),
     CI("we will pay this to you in cash once approved", POLC + NOPOL)],
    errors=["wrong_arithmetic", "invented_promise"],
    notes="1380.00 - 150.00 = 1230.00; policy says settlement by repair, replacement or payment at the company's "
          "choice, so cash is not promised.",
    now=R4_NOW, excludes=["1.280,00 €", "pay this to you in cash"])

add("047-damage-claim-settled", SC, DOM, R4_Q,
    "Hello Ms Nunes-Hartmann, good news: your damage claim has been settled and 420,00 € was paid out. The assessor "
    "visit was at 13:00 on 4 March.",
    R4_EV,
    [C("your damage claim has been settled", STATE), C("420,00 € was paid out", AMT + ["RECORD_STATE_MISMATCH"]),
     C("at 13:00 on 4 March", DATE)],
    errors=["other_record_value", "other_record_value", "unit_conversion"],
    notes="Settled / 420,00 belong to the 2024 claim CLM-0655; CLM-0917 is Under Assessment. The visit is 13:00 UTC "
          "= 14:00 local, and still ahead.",
    now=R4_NOW, excludes=["has been settled", "420,00 €", "at 13:00"])

add("r09-damage-claim", SC, DOM, R4_Q,
    "Dear Ms Nunes-Hartmann, your claim for the oak sideboard and the mirror has been settled. Our assessor Henrik "
    "Sauer has a visit booked for 4 March at 14:00.",
    R4_EV,
    [C("has been settled", STATE), S("assessor Henrik Sauer"), S("4 March at 14:00")],
    errors=["other_record_value"],
    notes="CLM-0917 is Under Assessment; Settled is the old claim CLM-0655.",
    now=R4_NOW, excludes=["has been settled"],
    includes=["under assessment|being assessed|assessment|assessed", "14:00|2 pm"], repair=True)

# =====================================================================================
# R5 settling-in package (what is included)
# =====================================================================================
SC = "settling-in-package"
R5_EV = [
    rec("tracker.get_issue#MOVE-2603", "tool:tracker.get_issue", {
        "id": "62380", "key": "MOVE-2603",
        "fields": {
            "summary": "Settling-in services Stuttgart, Oyelaran",
            "status": status("In Progress", "indeterminate", 3),
            "customfield_10260": {"value": "ESSENTIAL"},
            "customfield_10261": ["HOME_SEARCH_2_DAYS", "ANMELDUNG_APPOINTMENT", "BANK_ACCOUNT_SUPPORT"],
            "customfield_10262": ["2026-07-14", "2026-07-15"],
            "customfield_10263": {"displayName": "Katrin Wiegand"},
            "customfield_10264": {"office": "Bürgerbüro Stuttgart-Mitte", "slot": "2026-07-21T10:30:00.000+0200",
                                  "state": "BOOKED"},
            "customfield_10265": {"state": "NOT_STARTED"},
            "customfield_10266": "2026-06-29",
        },
        "subtasks": [
            {"key": "MOVE-2604", "fields": {"summary": "Home search day 1", "status": {"name": "Scheduled"}}},
            {"key": "MOVE-2605", "fields": {"summary": "Home search day 2", "status": {"name": "Scheduled"}}}],
        "names": {"customfield_10260": "Package", "customfield_10261": "Included services",
                  "customfield_10262": "Home search days", "customfield_10263": "Consultant",
                  "customfield_10264": "Anmeldung appointment", "customfield_10265": "Bank account support",
                  "customfield_10266": "Service start date"}}),
    kb("kb#packages",
       "Essential: two home-search days with a consultant, booking of your Anmeldung appointment with a consultant "
       "accompanying you, and help opening a German bank account.\nFamily Plus: everything in Essential, plus a "
       "school search with up to three school visits and kindergarten registration.", source="kb/packages-2026"),
    pol("policy#settling-in",
        "Additional home-search days cost 390,00 € per day. Unused services expire six months after your service "
        "start date. For the Anmeldung, bring your passport and the landlord's confirmation "
        "(Wohnungsgeberbestätigung).", revision="v1"),
]
R5_Q = "What exactly does my package cover? Is the school search for my daughter included?"
R5_NOW = "2026-07-08T13:00:00+02:00"

add("048-settling-in-package", SC, DOM, R5_Q,
    "Hello Mr Oyelaran, your Essential package covers two home-search days, which are booked for 14 and 15 July "
    "with Katrin Wiegand, your Anmeldung appointment, and help opening a bank account. A school search is not part "
    "of Essential; it comes with the Family Plus package, which includes up to three school visits.",
    R5_EV,
    [S("your Essential package covers two home-search days"), S("booked for 14 and 15 July"),
     S("with Katrin Wiegand"), S("your Anmeldung appointment, and help opening a bank account"),
     S("A school search is not part of Essential"), S("comes with the Family Plus package"),
     S("up to three school visits")],
    notes="customfield_10260 ESSENTIAL, 10261 services, 10262 dates, 10263 consultant; KB lists school search "
          "under Family Plus only.",
    now=R5_NOW, includes=["14 and 15 July", "Family Plus"])

add("049-settling-in-package", SC, DOM, R5_Q,
    "Dear Mr Oyelaran,\n\nthank you for your question. Your registration appointment is on Tuesday, 21 July at "
    "10:30 at the Bürgerbüro Stuttgart-Mitte; please bring your passport and the landlord's confirmation. We have "
    "not yet started on the bank account, which is also part of your package. The school search for your "
    "daughter, I'm afraid, is only included in Family Plus.\n\nKind regards,\nKatrin Wiegand",
    R5_EV,
    [N("thank you for your question"), S("Tuesday, 21 July at 10:30 at the Bürgerbüro Stuttgart-Mitte"),
     S("bring your passport and the landlord's confirmation"),
     S("not yet started on the bank account"), S("also part of your package"),
     S("only included in Family Plus")],
    notes="customfield_10264 slot and office; 10265 NOT_STARTED; policy on documents; KB on packages.",
    now=R5_NOW, includes=["21 July", "10:30"])

add("050-settling-in-package", SC, DOM, R5_Q,
    "Covered: 2 home-search days (next Tuesday and Wednesday), the Anmeldung and bank account help; not covered: "
    "school search.",
    R5_EV,
    [S("2 home-search days (next Tuesday and Wednesday)"), S("the Anmeldung and bank account help"),
     S("not covered: school search")],
    notes="Now is Wednesday 08.07; next Tuesday/Wednesday are 14/15.07.",
    now=R5_NOW, includes=["2 home-search days"])

add("051-settling-in-package-school", SC, DOM, R5_Q,
    "Hello Mr Oyelaran, your Essential package includes two home-search days on 14 and 15 July and your Anmeldung "
    "appointment on 21 July. Yes, the school search for your daughter is included as well, with up to three "
    "school visits.",
    R5_EV,
    [S("two home-search days on 14 and 15 July"), S("Anmeldung appointment on 21 July"),
     CI("the school search for your daughter is included as well", VAL + FACTC + NOREC)],
    errors=["unlisted_perk"],
    notes="customfield_10261 lists no school search; the KB puts it in Family Plus only.",
    now=R5_NOW, excludes=["school search for your daughter is included"])

add("052-settling-in-package-bank", SC, DOM, R5_Q,
    "Dear Mr Oyelaran, your package covers two home-search days, the Anmeldung appointment on Tuesday, 21 July and "
    "bank account help; your bank account has already been opened. If you need an extra home-search day, it costs "
    "290,00 €.",
    R5_EV,
    [S("your package covers two home-search days"), S("the Anmeldung appointment on Tuesday, 21 July"),
     C("your bank account has already been opened", STATE), C("it costs 290,00 €", POLC + AMT)],
    errors=["wrong_state", "wrong_amount"],
    notes="customfield_10265 state NOT_STARTED; policy: extra day 390,00 €.",
    now=R5_NOW, excludes=["has already been opened", "290,00 €"])

add("r10-settling-in-package", SC, DOM, R5_Q,
    "Hello Mr Oyelaran, your Essential package covers two home-search days on 14 and 15 July, the Anmeldung "
    "appointment and help with a bank account. The school search for your daughter is included too.",
    R5_EV,
    [S("two home-search days on 14 and 15 July"), S("the Anmeldung appointment and help with a bank account"),
     CI("The school search for your daughter is included too", VAL + FACTC + NOREC)],
    errors=["unlisted_perk"],
    notes="School search is part of Family Plus, not Essential (KB, customfield_10261).",
    now=R5_NOW, excludes=["school search for your daughter is included"],
    includes=["not included|isn't included|not part|Family Plus|not covered", "14 and 15 July"], repair=True)

# extra case added after review (state said in words that mean something else)
add("136-sea-shipment-arrived", "sea-shipment", DOM, R1_Q,
    "Dear Dr Halvorsen, your container has already arrived in Montréal and is now clearing customs, which usually "
    "takes 3 to 5 working days. Delivery to your new home is planned for 27 to 29 May, and our team will call you "
    "48 hours before.",
    R1_EV,
    [C("your container has already arrived in Montréal", STATE + DATE), C("is now clearing customs", STATE), S("usually takes 3 to 5 working days"),
     S("planned for 27 to 29 May"), S("call you 48 hours before")],
    errors=["wrong_state", "wrong_state"],
    notes="MOVE-2207 is In Transit with ETA 2026-05-19 at CAMTR; it has not arrived or entered customs.",
    now=R1_NOW, excludes=["already arrived in Montréal", "now clearing customs"])
