"""Watch repair: Uhrenatelier Rüegg, Biel/Bienne. Four scenarios."""
from lib import add, rec, pol, psg, refused, S, N, X, I, XI

D = "watch repair"

# ---------------------------------------------------------------- W1 complete service of an automatic
sc = "automatic-service"
q = "How is the service of my automatic watch going, and what will it cost in the end?"
now = "2026-03-30T10:00:00+02:00"
ev = [
    rec("sheet:Reparaturen#Vogel-A", "export:ruegg_reparaturen.xlsx",
        {"sheet": "Repairs", "filter": "Customer = Vogel A.", "rows": [
            {"Repair No.": "UR-1904", "Watch": "Automatic, steel, cal. ETA 2824-2", "Work": "REVISION_COMPLETE",
             "Quote (CHF)": "420.00", "Quote accepted (dd.mm.yyyy)": "02.03.2026",
             "Extra parts": [{"Part": "Crown + tube", "Price (CHF)": "65.00", "Approved by phone (dd.mm.yyyy)": "17.03.2026"}],
             "Total (CHF)": "485.00", "Status": "REGULATING", "ETA (dd.mm.yyyy)": "10.04.2026",
             "Rate after service [s/d]": "+4", "Water resistance test [bar]": "10", "Test passed": "x",
             "Power reserve [h]": "38", "Watchmaker": "Elsbeth Rüegg", "Checked by": "Jonas Frey"},
            {"Repair No.": "UR-1889", "Watch": "Quartz, steel, cal. ETA 955.112", "Work": "BATTERY",
             "Quote (CHF)": "", "Total (CHF)": "18.00", "Status": "RETURNED", "ETA (dd.mm.yyyy)": "",
             "Water resistance test [bar]": "3", "Test passed": "x", "Watchmaker": "Jonas Frey", "Checked by": ""}]}),
    pol("policy:revision", "After a complete service we give a 24-month guarantee on the work carried out. Before "
        "it is returned, every watch is tested for water resistance at its rated pressure. For automatic movements "
        "we regulate to within -4 to +6 seconds per day. Water resistance is not permanent, so we recommend a test "
        "every year.", revision="2025-01"),
    psg("kb:druck", "Water resistance in brief\n1 bar corresponds to about 10 metres of water depth.\nA watch rated "
        "10 bar (100 m) is suitable for swimming but not for diving."),
]
add(sc, D, q,
    "Good morning Mr Vogel, your watch (repair UR-1904) has passed its water resistance test at 10 bar and is now "
    "being regulated; after the service it is running at plus four seconds a day. With the new crown and tube at "
    "CHF 65.00 on top of the agreed CHF 420.00 for the service, the total comes to CHF 485.00. We expect to return "
    "it to you on 10 April.",
    ev, [S("has passed its water resistance test at 10 bar"), S("is now being regulated"),
         S("running at plus four seconds a day"), S("the new crown and tube at CHF 65.00"),
         S("the agreed CHF 420.00 for the service"), S("the total comes to CHF 485.00"),
         S("We expect to return it to you on 10 April")],
    includes=["CHF 485.00", "10 April"],
    notes="UR-1904: test 10 bar passed, Status REGULATING, rate +4 s/d, quote 420.00 + crown 65.00 = 485.00, ETA 10.04.2026.")
add(sc, D, q,
    "Dear Mr Vogel,\n\nI am pleased to report that the complete service of your automatic watch is well advanced. "
    "It withstood the pressure test at 10 bar, which corresponds to about 100 metres of water, and its power "
    "reserve now measures 38 hours. The work will carry our 24-month guarantee.\n\nWith kind regards,\n"
    "Elsbeth Rüegg\nUhrenatelier Rüegg",
    ev, [S("withstood the pressure test at 10 bar"), S("about 100 metres of water"),
         S("its power reserve now measures 38 hours"), S("our 24-month guarantee")],
    includes=["10 bar", "24-month"],
    notes="UR-1904 test and power reserve; kb:druck gives 1 bar ~ 10 m; policy:revision 24-month guarantee.")
add(sc, D, q,
    "UR-1904: being regulated now; back to you on 10.04.2026; CHF 485.00 in total.",
    ev, [S("being regulated now"), S("back to you on 10.04.2026"), S("CHF 485.00 in total")],
    includes=["485.00"], notes="UR-1904 Status REGULATING, ETA, Total.")
add(sc, D, q,
    "Good morning Mr Vogel, your watch has passed its water resistance test to 10 metres and is being regulated; it "
    "now gains four seconds a day. The total comes to CHF 485.00, and we expect to return it on 10 April.",
    ev, [X("water resistance test to 10 metres", "VALUE_MISMATCH"), S("is being regulated"),
         S("it now gains four seconds a day"), S("The total comes to CHF 485.00"), S("return it on 10 April")],
    errors=["unit_conversion"], excludes=["to 10 metres"],
    notes="The test was at 10 bar, about 100 metres (kb:druck), not 10 metres.")
add(sc, D, q,
    "Good morning Mr Vogel, your watchmaker Jonas Frey is now regulating your watch after its complete service, and "
    "the total is CHF 485.00. The service carries a 12-month guarantee.",
    ev, [X("your watchmaker Jonas Frey", "VALUE_MISMATCH"), S("is now regulating your watch"),
         S("the total is CHF 485.00"), X("carries a 12-month guarantee", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_name", "wrong_period"], excludes=["watchmaker Jonas Frey", "12-month guarantee"],
    notes="UR-1904 Watchmaker is Elsbeth Rüegg (Jonas Frey only checks); policy:revision gives 24 months.")
add(sc, D, q,
    "Good morning Mr Vogel, your watch passed its water resistance test at 3 bar and is now being regulated. The "
    "total comes to CHF 485.00, and we expect to return it on 10 April.",
    ev, [X("test at 3 bar", "VALUE_MISMATCH"), S("is now being regulated"), S("The total comes to CHF 485.00"),
         S("return it on 10 April")],
    errors=["other_record_value"], excludes=["at 3 bar"], includes=["10 bar|100 m", "485.00"], repair=True,
    notes="3 bar is the test of the quartz watch UR-1889; UR-1904 was tested at 10 bar.")

# ---------------------------------------------------------------- W2 quartz battery, same day
sc = "quartz-battery"
q = "I left my watch this morning for a new battery. When can I pick it up and what does it cost?"
now = "2026-03-24T14:00:00+01:00"
ev = [
    rec("sheet:Reparaturen#UR-1931", "export:ruegg_reparaturen.xlsx",
        {"sheet": "Repairs", "rows": [
            {"Repair No.": "UR-1931", "Customer": "Brunner L.", "Watch": "Quartz, ladies', gold-plated",
             "Received (dd.mm.yyyy)": "24.03.2026", "Time in (hh:mm)": "11:40",
             "Lines": [{"Work": "Battery SR621SW", "Price (CHF)": "18.00"},
                       {"Work": "Gasket set", "Price (CHF)": "12.00"}],
             "Total (CHF)": "30.00", "Water resistance [bar]": "", "Pressure test": "",
             "Ready (dd.mm.yyyy)": "24.03.2026", "Ready from (hh:mm)": "15:30", "Status": "READY", "Paid": ""}]}),
    pol("policy:batterie", "Battery replacements are usually carried out the same day. We give a 12-month guarantee "
        "on the battery. Watches without a rated water resistance are not pressure-tested. Our opening hours are "
        "Tuesday to Friday 09:00-12:00 and 13:30-18:30 and Saturday 09:00-16:00; we are closed on Mondays.",
        revision="2025-01"),
]
add(sc, D, q,
    "Good afternoon Ms Brunner, the new battery and gasket set are fitted, and your watch can be collected today from "
    "half past three. The battery costs CHF 18.00 and the gaskets CHF 12.00, CHF 30.00 altogether, and the battery "
    "is guaranteed for twelve months.",
    ev, [S("the new battery and gasket set are fitted"), S("can be collected today from half past three"),
         S("The battery costs CHF 18.00"), S("the gaskets CHF 12.00"), S("CHF 30.00 altogether"),
         S("the battery is guaranteed for twelve months")],
    includes=["CHF 30.00"], now=now,
    notes="UR-1931 READY, ready 24.03.2026 from 15:30, lines 18.00 + 12.00 = 30.00; 12-month battery guarantee in policy.")
add(sc, D, q,
    "Your watch will be ready at 15:30 today, and we are open until 18:30. The amount is thirty francs.",
    ev, [S("Your watch will be ready at 15:30 today"), S("we are open until 18:30"), S("The amount is thirty francs")],
    includes=["15:30"], now=now, notes="Ready from 15:30 on 24.03.2026 (Tuesday); Tuesday hours to 18:30; Total 30.00.")
add(sc, D, q,
    "Dear Ms Brunner,\n\nThank you for your visit this morning. Your watch has been fitted with a new SR621SW battery "
    "and fresh gaskets and is ready for you from 15:30 on 24.03.2026, at a cost of CHF 30.00.\n\nWith kind regards,\n"
    "Uhrenatelier Rüegg",
    ev, [N("Thank you for your visit this morning"), S("fitted with a new SR621SW battery"), S("and fresh gaskets"),
         S("ready for you from 15:30 on 24.03.2026"), S("at a cost of CHF 30.00")],
    includes=["15:30", "30.00"], notes="UR-1931 lines, Ready and Total.")
add(sc, D, q,
    "Good afternoon Ms Brunner, your watch has its new battery and gaskets and can be collected today from 13:30. "
    "The total is CHF 30.00.",
    ev, [S("your watch has its new battery and gaskets"), X("can be collected today from 13:30", "VALUE_MISMATCH", "DATE_MISMATCH"),
         S("The total is CHF 30.00")],
    errors=["wrong_time"], excludes=["from 13:30"], now=now,
    notes="Ready from 15:30; 13:30 is only when the shop reopens after lunch.")
add(sc, D, q,
    "Good afternoon Ms Brunner, your watch is ready from 15:30 today with its new battery and gaskets, and we have "
    "also pressure-tested it at no charge. The total is CHF 30.00, and the battery carries a 24-month guarantee.",
    ev, [S("your watch is ready from 15:30 today"),
         XI("we have also pressure-tested it at no charge", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH"),
         S("The total is CHF 30.00"), X("the battery carries a 24-month guarantee", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unrecorded_extra", "wrong_period"], excludes=["pressure-tested it", "24-month guarantee"], now=now,
    notes="Pressure test column blank (no rated water resistance, so not tested per policy); battery guarantee 12 months.")
add(sc, D, q,
    "Good afternoon Ms Brunner, the new battery and gaskets are fitted, and your watch can be collected today from "
    "15:00. Altogether it comes to CHF 30.00.",
    ev, [S("the new battery and gaskets are fitted"), X("can be collected today from 15:00", "VALUE_MISMATCH", "DATE_MISMATCH"),
         S("Altogether it comes to CHF 30.00")],
    errors=["wrong_time"], excludes=["from 15:00"], includes=["15:30|3:30|half past three", "30.00"], now=now,
    repair=True, notes="Ready from (hh:mm) is 15:30.")

# ---------------------------------------------------------------- W3 quote declined, estimate fee
sc = "quote-declined"
q = "I've decided against the repair of the chronograph. Please send it back; I don't see why I should pay anything."
now = "2026-03-13T09:45:00+01:00"
ev = [
    rec("sheet:Reparaturen#UR-1877", "export:ruegg_reparaturen.xlsx",
        {"sheet": "Repairs", "rows": [
            {"Repair No.": "UR-1877", "Customer": "Aebi S.", "Watch": "Chronograph, manual wind, 1968",
             "Decision": "DECLINED", "Decision date (dd.mm.yyyy)": "12.03.2026", "Estimate fee (CHF)": "40.00",
             "Return method": "POST_INSURED", "Postage (CHF)": "12.50", "Amount due (CHF)": "52.50",
             "Status": "READY_FOR_RETURN", "Paid": ""}]}),
    rec("sheet:Offerten#UR-1877", "export:ruegg_offerten.xlsx",
        {"sheet": "Quotes", "rows": [
            {"Repair No.": "UR-1877", "Version": "2", "Date (dd.mm.yyyy)": "05.03.2026", "State": "DECLINED",
             "Lines": [{"Work": "Complete service, chronograph", "Price (CHF)": "780.00"},
                       {"Work": "Chronograph parts (coupling wheel, hammer)", "Price (CHF)": "290.00"},
                       {"Work": "Crystal, hesalite", "Price (CHF)": "110.00"}],
             "Total (CHF)": "1'180.00", "Valid until (dd.mm.yyyy)": "04.04.2026"},
            {"Repair No.": "UR-1877", "Version": "1", "Date (dd.mm.yyyy)": "24.02.2026", "State": "SUPERSEDED",
             "Lines": [{"Work": "Complete service, chronograph", "Price (CHF)": "780.00"},
                       {"Work": "Crystal, hesalite", "Price (CHF)": "110.00"},
                       {"Work": "Cleaning of case and bracelet", "Price (CHF)": "70.00"}],
             "Total (CHF)": "960.00", "Valid until (dd.mm.yyyy)": "26.03.2026"}]}),
    refused("call:waive_estimate_fee#UR-1877", "waive_estimate_fee", "DENY", {"repair_no": "UR-1877", "amount_chf": "40.00"}),
    pol("policy:kostenvoranschlag", "Every quote requires the movement to be opened and inspected. If you decline a "
        "quote, we charge an estimate fee of CHF 40.00 and return the watch in the condition in which we received "
        "it. The fee is credited against the repair if you commission it within six months. An insured postal "
        "return costs CHF 12.50, and the watch is dispatched once the amount due has been paid.", revision="2024-05"),
]
add(sc, D, q,
    "Dear Mr Aebi, I have noted that you declined the quote of CHF 1'180.00, and your chronograph is ready to be "
    "returned in the condition in which we received it. Under our terms an estimate fee of CHF 40.00 applies; I "
    "asked for it to be waived, but this was not approved. With insured postage of CHF 12.50, the amount due before "
    "we send it is CHF 52.50. Should you commission the repair within six months after all, the CHF 40.00 would be "
    "credited against it.",
    ev, [S("you declined the quote of CHF 1'180.00"), S("your chronograph is ready to be returned"),
         S("an estimate fee of CHF 40.00 applies"), S("I asked for it to be waived, but this was not approved"),
         S("With insured postage of CHF 12.50"), S("the amount due before we send it is CHF 52.50"),
         S("the CHF 40.00 would be credited against it")],
    includes=["CHF 52.50", "CHF 40.00"],
    notes="Quote v2 1'180.00 DECLINED; status READY_FOR_RETURN; waive_estimate_fee DENY; 40.00 + 12.50 = 52.50 "
          "(Amount due); dispatch after payment and six-month credit from policy.")
add(sc, D, q,
    "Dear Mr Aebi,\n\n- Quote for repair UR-1877 (CHF 1'180.00): declined on 12.03.2026\n- Estimate fee: CHF 40.00\n"
    "- Insured return by post: CHF 12.50\n- To pay: CHF 52.50\n\nThe fee would be credited, should you commission "
    "the repair within six months.\n\nYours faithfully,\nUhrenatelier Rüegg",
    ev, [S("(CHF 1'180.00): declined on 12.03.2026"), S("Estimate fee: CHF 40.00"),
         S("Insured return by post: CHF 12.50"), S("To pay: CHF 52.50"), S("within six months")],
    includes=["52.50"], notes="Repair and quote rows; policy six-month credit.")
add(sc, D, q,
    "Dear Mr Aebi, understood. Since the quote was declined, I have waived the estimate fee for you, so you only pay "
    "the insured postage of CHF 12.50.",
    ev, [S("the quote was declined"), X("I have waived the estimate fee", "NOT_EXECUTED"),
         X("you only pay the insured postage of CHF 12.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["refused_call_effect", "wrong_amount"], excludes=["I have waived the estimate fee", "only pay the insured postage"],
    notes="waive_estimate_fee was DENY; Amount due is 52.50.")
add(sc, D, q,
    "Dear Mr Aebi, I have noted that you declined our quote of CHF 960.00. An estimate fee of CHF 40.00 applies, "
    "which would be credited against the repair should you commission it within twelve months.",
    ev, [X("you declined our quote of CHF 960.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("An estimate fee of CHF 40.00 applies"), X("within twelve months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["stale_value", "wrong_period"], excludes=["CHF 960.00", "within twelve months"],
    notes="960.00 is quote version 1 (SUPERSEDED); the declined version 2 is 1'180.00; the credit window is six months.")
add(sc, D, q,
    "Dear Mr Aebi, your chronograph is ready to be returned by insured post. The estimate fee of CHF 40.00 and "
    "postage of CHF 12.50 make CHF 52.50; the fee is credited if you commission the repair within three months.",
    ev, [S("your chronograph is ready to be returned by insured post"), S("The estimate fee of CHF 40.00"),
         S("postage of CHF 12.50 make CHF 52.50"), X("within three months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"], excludes=["within three months"], includes=["six months|6 months", "52.50"], repair=True,
    notes="policy:kostenvoranschlag: credited within six months.")

# ---------------------------------------------------------------- W4 insurance estimate sent
sc = "insurance-estimate"
q = "Did you send the estimate for my insurance? What happens next?"
now = "2026-03-26T11:00:00+01:00"
ev = [
    rec("sheet:Reparaturen#UR-1950", "export:ruegg_reparaturen.xlsx",
        {"sheet": "Repairs", "rows": [
            {"Repair No.": "UR-1950", "Customer": "Schmid M.", "Watch": "Automatic, gold, 1974",
             "Damage": "CRYSTAL_BROKEN; BALANCE_STAFF_BROKEN; DIAL_SCRATCHED",
             "Estimate lines": [{"Work": "Crystal, mineral", "Price (CHF)": "120.00"},
                                {"Work": "Balance staff, fitted and poised", "Price (CHF)": "380.00"},
                                {"Work": "Dial restoration", "Price (CHF)": "190.00"}],
             "Estimate total (CHF)": "690.00", "Report fee (CHF)": "60.00", "Insurer ref.": "AXV-55-902211",
             "Estimate sent (UTC)": "25.03.2026 08:14", "Sent to": "email", "Status": "AWAITING_INSURER",
             "Work started (dd.mm.yyyy)": ""}]}),
    pol("policy:versicherung", "For insurance purposes we prepare a written estimate for a fee of CHF 60.00, which is "
        "credited in full if you commission the repair. Estimates are valid for three months. We begin work only "
        "once the insurer or you have confirmed the order in writing.", revision="2025-08"),
]
add(sc, D, q,
    "Good morning Mrs Schmid, yes: the written estimate for your watch (repair UR-1950) was emailed to you yesterday, "
    "25 March, at 09:14. It comes to CHF 690.00 for a new crystal, a new balance staff and the restoration of the "
    "dial. We shall begin as soon as your insurer or you confirm the order in writing; the estimate remains valid "
    "for three months.",
    ev, [S("was emailed to you yesterday, 25 March"), S("at 09:14"), S("It comes to CHF 690.00"),
         S("a new crystal, a new balance staff and the restoration of the dial"),
         S("as soon as your insurer or you confirm the order in writing"), S("remains valid for three months")],
    includes=["CHF 690.00", "09:14"], now=now,
    notes="Estimate sent 25.03.2026 08:14 UTC = 09:14 in Zurich (CET); estimate total and lines; policy:versicherung.")
add(sc, D, q,
    "Dear Mrs Schmid,\n\nThe estimate was sent by email on 25.03.2026. The report fee of CHF 60.00 will be credited in "
    "full if you go ahead with the repair. We have your insurer's claim reference, AXV-55-902211, on file.\n\n"
    "Kind regards,\nUhrenatelier Rüegg",
    ev, [S("The estimate was sent by email on 25.03.2026"), S("The report fee of CHF 60.00"),
         S("credited in full if you go ahead with the repair"), S("claim reference, AXV-55-902211")],
    includes=["25.03.2026", "AXV-55-902211"], notes="Sent (UTC) 25.03.2026 08:14 is still 25.03. locally; fee and credit in policy.")
add(sc, D, q,
    "Good morning Mrs Schmid, the estimate of CHF 690.00 for repair UR-1950 was emailed to you yesterday at 08:14. "
    "Nothing will be started until the order is confirmed in writing.",
    ev, [S("the estimate of CHF 690.00 for repair UR-1950"), X("emailed to you yesterday at 08:14", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("Nothing will be started until the order is confirmed in writing")],
    errors=["unit_conversion"], excludes=["yesterday at 08:14"], now=now,
    notes="08:14 is UTC; on 25.03.2026 Zurich is UTC+1, so it was sent at 09:14 local time.")
add(sc, D, q,
    "Good morning Mrs Schmid, the estimate for your repair number AXV-55-902211 went out yesterday by email, and we "
    "have already begun replacing the balance staff so as not to lose time.",
    ev, [X("your repair number AXV-55-902211", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"), S("went out yesterday by email"),
         X("we have already begun replacing the balance staff", "RECORD_STATE_MISMATCH")],
    errors=["wrong_role", "wrong_state"], excludes=["repair number AXV-55-902211", "already begun replacing"], now=now,
    notes="AXV-55-902211 is the insurer's reference (repair is UR-1950); Status AWAITING_INSURER, Work started blank.")
add(sc, D, q,
    "Good morning Mrs Schmid, the estimate for repair UR-1950 was emailed on 25 March; it comes to CHF 609.00 for "
    "the crystal, balance staff and dial. We will start once the order is confirmed in writing.",
    ev, [S("was emailed on 25 March"), X("it comes to CHF 609.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("We will start once the order is confirmed in writing")],
    errors=["wrong_amount"], excludes=["CHF 609.00"], includes=["690.00", "25 March|25.03"], repair=True,
    notes="Estimate total is 690.00.")
