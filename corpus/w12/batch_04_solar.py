from lib import add, S, N, C, I, CI

D = "solar feed-in export"

# ---------------- scenario 13: quarterly export payment ----------------
sc = "solar-export-payment"
ev = [
    {"id": "get_export_statement#SX-10447", "kind": "record", "source": "tool:get_export_statement",
     "fields": {"export_account": "SX-10447", "customer_first_name": "Rhiannon", "statement_id": "ST-2026Q1-10447",
                "period": {"from": "2026-01-01", "to": "2026-03-31"},
                "export_meter_reads": [
                    {"read_date": "2025-12-31", "export_register_kwh": 8120, "read_type": "ACTUAL"},
                    {"read_date": "2026-03-31", "export_register_kwh": 8543, "read_type": "ACTUAL"}],
                "exported_kwh": "423", "export_rate_pence_per_kwh": "15.00", "payment_pence": 6345,
                "payment": {"status": "SCHEDULED", "pay_date": "2026-04-14", "bank_last4": "2209"}}},
    {"id": "get_import_usage#EL-77120093", "kind": "record", "source": "tool:get_import_usage",
     "fields": {"account_number": "EL-77120093", "period": {"from": "2026-01-01", "to": "2026-03-31"}, "imported_kwh": "1210",
                "unit_rate_pence": "24.62"}},
    {"id": "get_export_statement#ST-2025Q4-10447", "kind": "record", "source": "tool:get_export_statement",
     "fields": {"statement_id": "ST-2025Q4-10447", "period": {"from": "2025-10-01", "to": "2025-12-31"}, "exported_kwh": "254",
                "payment_pence": 3810, "payment": {"status": "PAID", "pay_date": "2026-01-16"}}},
    {"id": "policy#export-payments", "kind": "policy", "revision": "SEG-v3",
     "text": "We pay for exported electricity every quarter. Payments are made by bank transfer within 28 days of the end of the quarter, "
             "using actual export readings. If a quarter's payment comes to less than £5, we carry it over to the next quarter."},
]
q = "When will I get paid for my solar export for January to March, and how much?"
now = "2026-04-08T16:20:00+01:00"

add(sc, D, q,
    "Hi Rhiannon, your panels exported 423 kWh between 1 January and 31 March — that's the difference between your actual export readings of "
    "8,120 and 8,543. At 15p per kWh that earns you £63.45, which is scheduled to reach your bank account ending 2209 on 14 April.",
    ev,
    [S("exported 423 kWh"), S("between 1 January and 31 March"), S("8,120 and 8,543"), S("At 15p per kWh"), S("earns you £63.45"),
     S("bank account ending 2209"), S("scheduled to reach"), S("on 14 April")],
    incl=["£63.45", "14 April"], now=now,
    notes="statement ST-2026Q1-10447: reads 8120/8543 ACTUAL, 423 kWh, 15.00p, 6345, SCHEDULED 2026-04-14 to 2209.")

add(sc, D, q,
    "Your export payment for January–March is £63.45 (423 kWh × 15.00p). It's scheduled for next Tuesday, 14/04/2026, by bank transfer. "
    "That's up from £38.10 last quarter, when you exported 254 kWh.",
    ev,
    [S("January–March is £63.45"), S("(423 kWh × 15.00p)"), S("next Tuesday, 14/04/2026"), S("by bank transfer"),
     S("up from £38.10 last quarter"), S("exported 254 kWh")],
    incl=["£63.45", "14/04/2026"], now=now,
    notes="now is Wed 8 April 2026, so next Tuesday is 14 April; Q4 statement 3810 for 254 kWh.")

add(sc, D, q,
    "You'll receive £63.45 for the 423 kWh you exported in the first quarter, paid on 14 April.",
    ev,
    [S("You'll receive £63.45"), S("423 kWh you exported in the first quarter"), S("paid on 14 April")],
    incl=["£63.45"],
    notes="statement payment_pence 6345 and pay_date.")

add(sc, D, q,
    "Hi Rhiannon, your panels exported 1,210 kWh between January and March. At 15p per kWh your payment of £63.45 has already been paid into your "
    "account ending 2209.",
    ev,
    [C("exported 1,210 kWh", "VALUE_MISMATCH"), S("At 15p per kWh"), S("your payment of £63.45"),
     C("has already been paid", "RECORD_STATE_MISMATCH"), S("ending 2209")],
    errors=["wrong_role", "wrong_state"], excl=["1,210 kWh", "has already been paid"], incl=["£63.45"], now=now,
    notes="1,210 kWh is imported electricity (EL-77120093); export is 423 kWh; payment status SCHEDULED for 14 April, not paid.")

add(sc, D, q,
    "You exported 423 kWh this quarter at 15.00p per kWh, which comes to £6.35. We pay within 28 days of the end of each quarter, so it will arrive "
    "on 14 April.",
    ev,
    [S("exported 423 kWh"), S("at 15.00p per kWh"), C("comes to £6.35", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
     S("within 28 days of the end of each quarter"), S("arrive on 14 April")],
    errors=["unit_conversion"], excl=["£6.35"], incl=["423 kWh", "14 April"],
    notes="6345 pence is £63.45; the draft shifted the decimal.")

add(sc, D, q,
    "You exported 423 kWh in January to March, and at 15p per kWh that comes to £63.45. It's scheduled to be paid to your account ending 2209 on "
    "14 April. We pay within 14 days of the end of each quarter.",
    ev,
    [S("exported 423 kWh"), S("comes to £63.45"), S("ending 2209 on 14 April"),
     C("within 14 days of the end of each quarter", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["within 14 days"], incl=["28 days", "£63.45", "14 April"], repair=True,
    notes="policy: within 28 days of the end of the quarter.")

# ---------------- scenario 14: export payment held on estimated reads ----------------
sc = "solar-payment-held"
ev = [
    {"id": "get_export_statement#SX-20913", "kind": "record", "source": "tool:get_export_statement",
     "fields": {"export_account": "SX-20913", "customer_first_name": "Imran", "period": {"from": "2026-01-01", "to": "2026-03-31"},
                "export_meter_reads": [
                    {"read_date": "2025-12-31", "export_register_kwh": 3310, "read_type": "ACTUAL"},
                    {"read_date": "2026-03-31", "export_register_kwh": 3602, "read_type": "ESTIMATED"}],
                "estimated_payment_pence": 4380, "payment": {"status": "ON_HOLD", "hold_reason": "ESTIMATED_EXPORT_READ"}}},
    {"id": "get_meter_comms#SX-20913", "kind": "record", "source": "tool:get_meter_comms",
     "fields": {"meter_serial": "S21E009184", "comms_status": "NOT_COMMUNICATING", "last_contact": "2026-02-02T03:14:00Z"}},
    {"id": "policy#export-reads", "kind": "policy", "revision": "SEG-v3",
     "text": "We can only pay for exported electricity on actual readings, never on estimates. "
             "If your smart meter stops sending readings, please send a photo of the export register. "
             "Once we have an actual reading we'll pay within 10 working days."},
]
q = "Why haven't I had my export payment this quarter?"

add(sc, D, q,
    "Hi Imran, your payment is on hold because your smart meter hasn't sent us a reading since 2 February, so the 31 March export reading is only "
    "an estimate, and we can only pay on actual readings. If you send us a photo of the export register, we'll pay you within 10 working days "
    "of getting the actual reading.",
    ev,
    [S("your payment is on hold"), S("hasn't sent us a reading since 2 February"), S("31 March export reading is only an estimate"),
     S("only pay on actual readings"), S("photo of the export register"), S("within 10 working days")],
    incl=["10 working days", "on hold"],
    notes="payment ON_HOLD ESTIMATED_EXPORT_READ; comms NOT_COMMUNICATING since 2026-02-02; policy.")

add(sc, D, q,
    "Your January–March export payment hasn't been made because the end-of-quarter export reading (3,602 kWh) was estimated — your meter stopped "
    "communicating on 02/02/2026. Please send a photo of the export register and we'll pay within 10 working days of receiving it.",
    ev,
    [S("hasn't been made"), S("(3,602 kWh) was estimated"), S("stopped communicating on 02/02/2026"), S("send a photo of the export register"),
     S("within 10 working days")],
    incl=["3,602 kWh"],
    notes="export_meter_reads 2026-03-31 ESTIMATED 3602; last_contact 2026-02-02.")

add(sc, D, q,
    "Your payment is paused until we get an actual export reading: your meter isn't sending readings, so a photo of the export register would let us "
    "pay you.",
    ev,
    [S("Your payment is paused"), S("until we get an actual export reading"), S("your meter isn't sending readings")],
    incl=["photo of the export register"],
    notes="ON_HOLD; NOT_COMMUNICATING; policy.")

add(sc, D, q,
    "Hi Imran, your meter stopped communicating on 2 February, so we've estimated your export at 3,602 kWh. We'll pay the estimated £43.80 now and "
    "correct it once we get a real reading.",
    ev,
    [S("stopped communicating on 2 February"), S("estimated your export at 3,602 kWh"),
     C("We'll pay the estimated £43.80 now", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["pay the estimated £43.80 now"], incl=["2 February"],
    notes="policy: never pay on estimates; payment status ON_HOLD.")

add(sc, D, q,
    "Your payment is on hold because your meter stopped sending readings on 2 March. We've booked an engineer to fix the meter, and once we have an "
    "actual reading we'll pay within 10 working days.",
    ev,
    [S("Your payment is on hold"), C("stopped sending readings on 2 March", "DATE_MISMATCH"),
     I("We've booked an engineer", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("within 10 working days")],
    errors=["wrong_date", "unrecorded_extra"], excl=["on 2 March", "booked an engineer"], incl=["10 working days"],
    notes="last_contact 2026-02-02; no engineer booking record.")

add(sc, D, q,
    "Hi Imran, your export payment is on hold because the 31 March reading was estimated; your meter hasn't sent readings since 2 February. Once we "
    "have an actual reading, we'll pay within 28 working days.",
    ev,
    [S("export payment is on hold"), S("31 March reading was estimated"), S("hasn't sent readings since 2 February"),
     C("within 28 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_policy_condition"], excl=["within 28 working days"], incl=["10 working days", "2 February"], repair=True,
    notes="policy#export-reads: within 10 working days of an actual reading.")

# ---------------- scenario 15: export rate change ----------------
sc = "solar-rate-change"
ev = [
    {"id": "get_export_tariff#SX-31188", "kind": "record", "source": "tool:get_export_tariff",
     "fields": {"export_account": "SX-31188", "customer": {"name": "Delyth Morgan", "salutation": "Mrs"}, "tariff_name": "SunReturn Fix",
                "rates": [
                    {"valid_from": "2025-04-01", "valid_to": "2026-03-31", "export_rate_pence_per_kwh": "12.00", "status": "EXPIRED"},
                    {"valid_from": "2026-04-01", "valid_to": "2027-03-31", "export_rate_pence_per_kwh": "15.00", "status": "CURRENT"}],
                "notice_sent_on": "2026-02-20"}},
    {"id": "get_import_tariff#EL-31188", "kind": "record", "source": "tool:get_import_tariff",
     "fields": {"tariff_name": "Flex Variable", "unit_rate_pence": "24.62", "standing_charge_pence_per_day": "51.90"}},
    {"id": "policy#export-rate-changes", "kind": "policy", "revision": "SEG-v3",
     "text": "We review export rates once a year, with new rates starting on 1 April. "
             "We'll write to you at least 30 days before your rate changes. "
             "Your export rate doesn't depend on which import tariff you're on."},
]
q = "What will I be paid per unit from April? I thought it was 12p."

add(sc, D, q,
    "Dear Mrs Morgan,\n\nThank you for checking. Your SunReturn Fix export rate was 12p per kWh until 31 March 2026, and from 1 April 2026 it is 15p "
    "per kWh, fixed until 31 March 2027. We wrote to you about the change on 20 February.\n\nKind regards,\nSolar Accounts",
    ev,
    [N("Thank you for checking"), S("was 12p per kWh until 31 March 2026"), S("from 1 April 2026 it is 15p per kWh"),
     S("until 31 March 2027"), S("We wrote to you about the change on 20 February")],
    incl=["15p", "1 April 2026"],
    notes="rates list: EXPIRED 12.00 to 2026-03-31, CURRENT 15.00 from 2026-04-01 to 2027-03-31; notice_sent_on 2026-02-20.")

add(sc, D, q,
    "From 1 April you'll get 15p for every kWh you export, up from 12p. For example, 300 kWh in a quarter would earn £45.00 instead of £36.00.",
    ev,
    [S("From 1 April you'll get 15p"), S("up from 12p"), S("300 kWh in a quarter would earn £45.00 instead of £36.00")],
    incl=["15p"],
    notes="15.00 vs 12.00 p/kWh; 300 x 15p = £45, 300 x 12p = £36.")

add(sc, D, q,
    "You were right that it was 12p, but the new rate from 01/04/2026 is 15p per kWh, and it doesn't depend on your import tariff.",
    ev,
    [S("it was 12p"), S("new rate from 01/04/2026 is 15p per kWh"), S("doesn't depend on your import tariff")],
    incl=["15p"],
    notes="rates list; policy: export rate independent of import tariff.")

add(sc, D, q,
    "Your export rate stays at 12p per kWh for April, and it will next be reviewed on 1 April 2027. We always give at least 14 days' notice before a rate "
    "changes.",
    ev,
    [C("stays at 12p per kWh for April", "VALUE_MISMATCH", "AMOUNT_MISMATCH"), S("next be reviewed on 1 April 2027"),
     C("at least 14 days' notice", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["stale_value", "wrong_policy_condition"], excl=["stays at 12p", "14 days' notice"], incl=["1 April 2027"],
    notes="12p is the EXPIRED rate; from 2026-04-01 it's 15p. Policy: at least 30 days' notice.")

add(sc, D, q,
    "From 1 April your export rate goes up to 24.62p per kWh, which matches what you pay for electricity you import.",
    ev,
    [C("goes up to 24.62p per kWh", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
     C("matches what you pay for electricity you import", "NLI_CONTRADICTION")],
    errors=["other_record_value", "invented_fact"], excl=["24.62p", "matches what you pay"], incl=["1 April"],
    notes="24.62p is the import unit rate; export is 15.00p and doesn't depend on the import tariff.")

add(sc, D, q,
    "Hi Delyth, your rate was 12p per kWh until the end of March. From 1 April it's 15p per kWh, and that rate is fixed until 31 March 2028.",
    ev,
    [S("12p per kWh until the end of March"), S("From 1 April it's 15p per kWh"), C("fixed until 31 March 2028", "DATE_MISMATCH")],
    errors=["wrong_date"], excl=["31 March 2028"], incl=["31 March 2027|31/03/2027", "15p"], repair=True,
    notes="current rate valid_to 2027-03-31.")

# ---------------- scenario 16: export registration pending documents ----------------
sc = "solar-registration"
ev = [
    {"id": "get_seg_application#SEG-APP-55102", "kind": "record", "source": "tool:get_seg_application",
     "fields": {"application_id": "SEG-APP-55102", "applicant_first_name": "Niall", "status": "PENDING_DOCUMENTS",
                "received_on": "2026-02-16", "install_date": "2025-11-20", "system_kwp": "4.2",
                "documents": [{"type": "PROOF_OF_OWNERSHIP", "status": "ACCEPTED"}, {"type": "MCS_CERTIFICATE", "status": "MISSING"}],
                "close_if_incomplete_on": "2026-04-17"}},
    {"id": "backdate_export_start#call-2", "kind": "refused_call", "tool": "backdate_export_start", "decision": "DENY",
     "args": {"application_id": "SEG-APP-55102", "start_date": "2025-11-20"}},
    {"id": "policy#seg-applications", "kind": "policy", "revision": "SEG-v3",
     "text": "To join our export tariff you'll need an MCS certificate for your installation and proof that you own the property. "
             "Export payments start from the date your application is complete, and we can't pay for exports before that date. "
             "If any documents are still missing 60 days after we receive your application, we'll close it and you'll need to apply again."},
]
q = "I sent my export application in February. Can you backdate payments to when the panels went in?"

add(sc, D, q,
    "Hi Niall, I'm afraid we can't backdate your export payments to 20 November. Payments start from the date your application is complete, and "
    "yours is still waiting for your MCS certificate (your proof of ownership has been accepted). Please send the certificate by 17 April, or the "
    "application will be closed and you'd need to apply again.",
    ev,
    [S("can't backdate your export payments to 20 November"), S("start from the date your application is complete"),
     S("still waiting for your MCS certificate"), S("proof of ownership has been accepted"), S("by 17 April"),
     S("application will be closed")],
    incl=["MCS certificate", "17 April"],
    notes="backdate_export_start DENIED; documents list; close_if_incomplete_on 2026-04-17 (60 days after 16 Feb).")

add(sc, D, q,
    "Application SEG-APP-55102, received 16/02/2026, is pending one document: the MCS certificate. We weren't able to set your start date to "
    "20/11/2025, because we can only pay for exports from the date the application is complete.",
    ev,
    [S("SEG-APP-55102"), S("received 16/02/2026"), S("pending one document: the MCS certificate"),
     S("weren't able to set your start date to 20/11/2025"), S("only pay for exports from the date the application is complete")],
    incl=["SEG-APP-55102"],
    notes="application record and refused call.")

add(sc, D, q,
    "Backdating isn't possible, sorry — payments begin once your application is complete, and it still needs your MCS certificate.",
    ev,
    [S("Backdating isn't possible"), S("payments begin once your application is complete"), S("still needs your MCS certificate")],
    incl=["MCS certificate"],
    notes="refused call DENY; MCS_CERTIFICATE MISSING.")

add(sc, D, q,
    "Hi Niall, I've backdated your export start to 20 November, when your panels were installed. Your application just needs the MCS certificate now, "
    "which we need within 90 days of receiving your application.",
    ev,
    [C("I've backdated your export start to 20 November", "NOT_EXECUTED"), S("just needs the MCS certificate"),
     C("within 90 days of receiving your application", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "wrong_policy_condition"], excl=["I've backdated", "within 90 days"], incl=["MCS certificate"],
    notes="backdate_export_start was DENIED; policy gives 60 days.")

add(sc, D, q,
    "Your application is pending because we're missing your proof of ownership; your MCS certificate is fine. Please send it by 17 April.",
    ev,
    [C("missing your proof of ownership", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     C("your MCS certificate is fine", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"), S("by 17 April")],
    errors=["wrong_role", "wrong_state"], excl=["missing your proof of ownership", "MCS certificate is fine"], incl=["17 April"],
    notes="documents: PROOF_OF_OWNERSHIP ACCEPTED, MCS_CERTIFICATE MISSING (the two swapped).")

add(sc, D, q,
    "Hi Niall, we can't backdate payments to when your panels went in, as payments start once the application is complete. It's still missing your MCS "
    "certificate, so please send it by 17 May, otherwise the application will be closed.",
    ev,
    [S("we can't backdate payments"), S("payments start once the application is complete"), S("still missing your MCS certificate"),
     C("by 17 May", "DATE_MISMATCH")],
    errors=["wrong_date"], excl=["17 May"], incl=["17 April|17/04/2026", "MCS certificate"], repair=True,
    notes="close_if_incomplete_on 2026-04-17 (60 days after 2026-02-16).")
