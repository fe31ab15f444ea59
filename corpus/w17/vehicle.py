from common import add, rec, pol, psg, refused, ep, S, N, C, I, CI

D = "vehicle registration"

# ---------------------------------------------------------------- 17. renewal blocked by emissions test
ev = [
    rec("get_renewal_notice#7KQR204", "tool:dmv.get_renewal_notice", {
        "vehicle": {"plate": "7KQR204", "make": "TOYOTA", "model": "CAMRY", "model_year": 2017, "class": "PASSENGER"},
        "registration": {"expires_on": "2026-05-31", "status": "RENEWAL_ELIGIBLE_BLOCKED",
                         "blocks": [{"code": "EMISSIONS_RESULT_NOT_ON_FILE"}]},
        "fees": {"currency": "USD", "lines": [{"code": "REG_BASE", "amount_minor": 6400},
                                              {"code": "COUNTY_TRANSPORTATION_FEE", "amount_minor": 1500}],
                 "total_minor": 7900, "late_fee_if_after_expiry_minor": 2000}}),
    rec("get_renewal_notice#3BNX118", "tool:dmv.get_renewal_notice", {
        "vehicle": {"plate": "3BNX118", "make": "HONDA", "model": "REBEL 500", "class": "MOTORCYCLE"},
        "registration": {"expires_on": "2026-09-30", "status": "NOT_YET_ELIGIBLE"},
        "fees": {"currency": "USD", "total_minor": 3300}}),
    pol("dmv-policy#renewals", "You may renew your registration up to 90 days before it expires. If your vehicle "
        "needs an emissions test, you cannot renew until a passing result is on file; test results reach us "
        "electronically within one business day. A $20 late fee applies to renewals completed after the expiration "
        "date. Stickers are mailed within 10 business days of renewal.", revision="2026-03"),
]
Q = "How much is the renewal for my Camry (7KQR204), and can I just do it online today?"
NOW = "2026-05-18T08:50:00-07:00"
sc = "renewal-emissions"
add(sc, D, Q,
    "Your renewal for plate 7KQR204 comes to $79.00: $64.00 registration plus a $15.00 county transportation fee. "
    "Before you can renew, we need a passing emissions test on file, and we don't have one yet. Once that's done, "
    "renew before May 31 to avoid the $20 late fee.",
    ev, [S("comes to $79.00"), S("$64.00 registration"), S("a $15.00 county transportation fee"),
         S("we need a passing emissions test on file"), S("we don't have one yet"),
         S("renew before May 31 to avoid the $20 late fee")],
    includes=["$79.00", "May 31"], notes="fees 6400+1500=7900; block EMISSIONS_RESULT_NOT_ON_FILE; expires_on 2026-05-31; late fee 2000 and policy.")
add(sc, D, Q,
    "Not quite yet, I'm afraid. Here's the picture for your Camry:\n- Renewal total: $79\n- Expires: May 31, 2026\n"
    "- Needed first: a passing emissions test (results reach us within one business day)\n"
    "- After renewing, your sticker is mailed within 10 business days",
    ev, [S("Not quite yet"), N("Here's the picture for your Camry:"), S("Renewal total: $79"), S("Expires: May 31, 2026"),
         S("Needed first: a passing emissions test"), S("results reach us within one business day"),
         S("your sticker is mailed within 10 business days")],
    includes=["$79"], now=NOW, notes="renewal blocked today by missing emissions result; total 7900; policy timings.")
add(sc, D, Q,
    "It's seventy-nine dollars, but the online renewal will stay blocked until an emissions test is passed. You have "
    "until the end of the month before the late fee kicks in.",
    ev, [S("It's seventy-nine dollars"), S("the online renewal will stay blocked until an emissions test is passed"),
         S("until the end of the month before the late fee kicks in")],
    includes=["seventy-nine"], now=NOW, notes="total 7900; blocks; expiry 2026-05-31 is the end of the current month.")
add(sc, D, Q,
    "Your renewal for plate 7KQR204 comes to $79.00, and your current registration expires on September 30, 2026. "
    "You'll need a passing emissions test on file before you can renew.",
    ev, [S("comes to $79.00"), C("expires on September 30, 2026", "DATE_MISMATCH"), S("You'll need a passing emissions test on file")],
    excludes=["September 30, 2026"], errors=["other_record_value"],
    notes="September 30 is the motorcycle 3BNX118; the Camry expires 2026-05-31.")
add(sc, D, Q,
    "Yes, you can renew online today; no emissions test is needed for your Camry. The total is $79.00. I've also added "
    "a note to your file waiving the $20 late fee in case you're a few days late.",
    ev, [C("no emissions test is needed for your Camry", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
         C("Yes, you can renew online today", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
         S("The total is $79.00"),
         I("waiving the $20 late fee in case you're a few days late", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    excludes=["no emissions test is needed", "you can renew online today", "waiving the $20 late fee"],
    errors=["wrong_state", "condition_unmet", "unrecorded_extra"], now=NOW,
    notes="registration status is blocked by EMISSIONS_RESULT_NOT_ON_FILE, so it cannot be renewed today; no record holds a late-fee waiver.")
add(sc, D, Q,
    "Your renewal for plate 7KQR204 is $79.00, but you'll need a passing emissions test on file first. To avoid the "
    "$20 late fee, renew before June 30.",
    ev, [S("is $79.00"), S("you'll need a passing emissions test on file first"), C("renew before June 30", "DATE_MISMATCH")],
    includes=["May 31|31 May|2026-05-31|5/31", "$79.00"], excludes=["before June 30"], errors=["wrong_date"], repair=True,
    notes="expires_on 2026-05-31; the late fee applies after expiry.")

# ---------------------------------------------------------------- 18. title transfer, documents and appointment
TZ = "America/Chicago"
ev = [
    rec("get_title_application#TT-2026-880412", "tool:dmv.get_title_application", {
        "application": {"application_id": "TT-2026-880412", "kind": "PRIVATE_SALE_TRANSFER",
                        "buyer": "Rosa Villanueva", "vehicle": {"year": 2019, "make": "MAZDA", "model": "CX-5"},
                        "sale_date": "2026-04-20", "received_on": "2026-05-06", "stage": "AWAITING_DOCUMENTS",
                        "stage_history": [{"stage": "RECEIVED", "on": "2026-05-06"},
                                          {"stage": "AWAITING_DOCUMENTS", "on": "2026-05-07"}],
                        "documents": [{"type": "TITLE_SIGNED_BY_SELLER", "status": "RECEIVED"},
                                      {"type": "BILL_OF_SALE", "status": "MISSING"},
                                      {"type": "ODOMETER_DISCLOSURE", "status": "MISSING"},
                                      {"type": "LIEN_RELEASE", "status": "NOT_REQUIRED"}],
                        "new_title_no": "TX-55120987",
                        "fees": {"currency": "USD", "title_fee": {"amount_minor": 2500, "status": "PAID"},
                                 "sales_tax": {"purchase_price_minor": 1240000, "rate": "0.0625",
                                               "amount_minor": 77500, "status": "DUE"},
                                 "late_transfer_penalty": {"amount_minor": 0, "applied": False}}}}),
    rec("get_appointment#TC-40918", "tool:dmv.get_appointment", {
        "appointment": {"ref": "TC-40918", "service": "TITLE_COUNTER", "office": "Eastfield DMV", "tz": TZ,
                        "start_epoch": ep("2026-05-21T14:15", TZ), "length": "PT15M", "status": "CONFIRMED"}}),
    pol("dmv-policy#title-transfer", "Buyers must apply to transfer the title within 30 days of the sale date. A $25 "
        "late transfer penalty applies when the application is received after that; it is based on when we receive "
        "the application, not when it is completed. Sales tax is charged on the purchase price at the state rate of "
        "6.25%. You will need the signed title, a bill of sale and an odometer disclosure statement.", revision="2025-08"),
]
Q = "I bought a used car on April 20 and sent in the title transfer. What else do you need from me and what do I still owe?"
NOW = "2026-05-12T10:00:00-05:00"
sc = "title-transfer"
add(sc, D, Q,
    "We still need two documents for transfer TT-2026-880412: the bill of sale and the odometer disclosure statement. "
    "The seller-signed title has been received. The $25.00 title fee is paid; sales tax of $775.00 (6.25% of the "
    "$12,400 price) is still due. Since we received your application within 30 days of the sale, no late transfer "
    "penalty applies.",
    ev, [S("We still need two documents"), S("the bill of sale and the odometer disclosure statement"),
         S("The seller-signed title has been received"), S("The $25.00 title fee is paid"), S("sales tax of $775.00"),
         S("6.25% of the $12,400 price"), S("is still due"), S("we received your application within 30 days of the sale"),
         S("no late transfer penalty applies")],
    includes=["$775.00"], notes="documents[]; title_fee 2500 PAID; sales_tax 77500 DUE on 1240000 at 0.0625; received 2026-05-06 is 16 days after sale; penalty not applied.")
add(sc, D, Q,
    "Please bring the bill of sale and the odometer statement to your title counter appointment on Thursday, May 21 at "
    "2:15 PM at Eastfield DMV. You'll owe $775 in sales tax then; your title fee is already paid.",
    ev, [S("bring the bill of sale and the odometer statement"), S("Thursday, May 21 at 2:15 PM at Eastfield DMV"),
         S("You'll owe $775 in sales tax"), S("your title fee is already paid")],
    includes=["2:15 PM"], now=NOW, notes="missing documents; appointment TC-40918 start 14:15 America/Chicago on 2026-05-21 (Thursday); sales tax DUE.")
add(sc, D, Q,
    "Dear Ms. Villanueva,\n\nThank you for your message. Your title application was received on May 6, within the "
    "thirty-day window, so no penalty will be charged. Two items remain outstanding: a bill of sale and an odometer "
    "disclosure. A lien release is not required for this vehicle.\n\nSincerely,\nTitles and Registration",
    ev, [N("Dear Ms. Villanueva"), N("Thank you for your message."), S("was received on May 6"), S("within the thirty-day window"),
         S("no penalty will be charged"), S("Two items remain outstanding"), S("a bill of sale and an odometer disclosure"),
         S("A lien release is not required"), N("Titles and Registration")],
    includes=["May 6"], notes="received_on 2026-05-06; penalty applied false; two MISSING documents; LIEN_RELEASE NOT_REQUIRED.")
add(sc, D, Q,
    "Your new title number is TT-2026-880412. We still need the bill of sale and the odometer disclosure statement. "
    "Because the transfer isn't complete yet, a $25 late transfer penalty will apply.",
    ev, [C("Your new title number is TT-2026-880412", "IDENTIFIER_MISMATCH"),
         S("We still need the bill of sale and the odometer disclosure statement"),
         C("a $25 late transfer penalty will apply", "NLI_CONTRADICTION", "VALUE_MISMATCH", "AMOUNT_MISMATCH")],
    excludes=["title number is TT-2026-880412", "late transfer penalty will apply"], errors=["wrong_role", "condition_unmet"],
    notes="TT-2026-880412 is the application id, new_title_no is TX-55120987; the penalty is based on receipt date (within 30 days), applied false.")
add(sc, D, Q,
    "We still need one more document: the bill of sale. Your title counter appointment is on Thursday, May 21 at "
    "2:45 PM at Eastfield DMV.",
    ev, [C("We still need one more document", "VALUE_MISMATCH"), S("the bill of sale"),
         C("Thursday, May 21 at 2:45 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    excludes=["one more document", "2:45 PM"], errors=["wrong_quantity", "wrong_time"], now=NOW,
    notes="two documents are MISSING (bill of sale and odometer disclosure); the slot is 14:15 Central.")
add(sc, D, Q,
    "We still need the bill of sale and the odometer disclosure statement. Your title counter appointment is on "
    "May 21 at 2:45 PM at Eastfield DMV, and the $775.00 sales tax is due then.",
    ev, [S("We still need the bill of sale and the odometer disclosure statement"), C("May 21 at 2:45 PM", "DATE_MISMATCH", "VALUE_MISMATCH"),
         S("the $775.00 sales tax is due")],
    includes=["2:15 PM|2:15|14:15", "$775.00"], excludes=["2:45 PM"], errors=["wrong_time"], repair=True,
    notes="start_epoch is 14:15 America/Chicago.")

# ---------------------------------------------------------------- 19. en-CA stolen plates, temp permit escalated
ev = [
    rec("get_plate_order#RP-2026-11873", "tool:reg.get_plate_order", {
        "order": {"order_id": "RP-2026-11873", "reason": "PLATES_STOLEN", "police_report_no": "POL-26-0419377",
                  "stage": "ORDERED", "stage_history": [{"stage": "REQUESTED", "on": "2026-05-11"},
                                                        {"stage": "ORDERED", "on": "2026-05-11"}],
                  "old_plate": {"number": "BKLM 904", "status": "CANCELLED_STOLEN", "cancelled_on": "2026-05-11"},
                  "new_plate": {"number": "CXRT 552"}, "mail_eta": "2026-05-26",
                  "fee": {"amount_minor": 3200, "currency": "CAD", "waived": True, "waiver_reason": "POLICE_REPORT"}}}),
    refused("issue_temp_permit#call-5", "reg.issue_temp_permit", "ESCALATE",
            {"order_id": "RP-2026-11873", "channel": "EMAIL", "reason": "IN_PERSON_ID_REQUIRED"}),
    pol("reg-policy#stolen-plates", "When plates are reported stolen they are cancelled right away, and you must not "
        "drive the vehicle until new plates are attached or you carry a temporary permit. Replacement plates are free "
        "when you give us a police report number; otherwise the fee is $32. Replacement plates are mailed within 10 "
        "business days. Temporary permits are issued in person at a service centre after we check your ID.",
        revision="2025-12"),
]
Q = "My plates were stolen. Did my replacement order go through, what does it cost, and can you email me a temporary permit so I can drive?"
NOW = "2026-05-12T09:30:00-04:00"
sc = "stolen-plates"
add(sc, D, Q,
    "Yes, replacement plates are on order (RP-2026-11873), and your new plate number will be CXRT 552. Because you "
    "gave us a police report number, there's no charge. I couldn't issue a temporary permit by email, since those "
    "are issued in person at a service centre, and I've passed your request to a supervisor. Until then, please don't "
    "drive the vehicle, because plates BKLM 904 have been cancelled.",
    ev, [S("replacement plates are on order (RP-2026-11873)"), S("your new plate number will be CXRT 552"),
         S("there's no charge"), S("I couldn't issue a temporary permit by email"),
         S("those are issued in person at a service centre"), S("I've passed your request to a supervisor"),
         S("please don't drive the vehicle"), S("plates BKLM 904 have been cancelled")],
    includes=["CXRT 552"], notes="order ORDERED; fee waived POLICE_REPORT; issue_temp_permit ESCALATE; policy; old plate CANCELLED_STOLEN.")
add(sc, D, Q,
    "Order RP-2026-11873: new plates CXRT 552, fee waived, expected by mail around May 26. Temporary permit: can't be "
    "emailed; please visit a service centre with your ID.",
    ev, [S("new plates CXRT 552"), S("fee waived"), S("expected by mail around May 26"), S("can't be emailed"),
         S("please visit a service centre with your ID")],
    includes=["May 26"], notes="mail_eta 2026-05-26; waived true; refused call reason IN_PERSON_ID_REQUIRED; policy.")
add(sc, D, Q,
    "I'm sorry to hear about the theft. Your replacement plates were ordered on May 11 and should arrive within ten "
    "business days. The thirty-two dollar plate fee was waived because of your police report. Your request for an "
    "emailed permit has been escalated for review.",
    ev, [N("I'm sorry to hear about the theft."), S("were ordered on May 11"), S("should arrive within ten business days"),
         S("The thirty-two dollar plate fee was waived"), S("because of your police report"),
         S("has been escalated for review")],
    includes=["May 11"], notes="stage_history ORDERED 2026-05-11; policy 10 business days; fee 3200 waived; ESCALATE.")
add(sc, D, Q,
    "Your replacement plates are on order (RP-2026-11873), and your new plate number will be CXRT 552. I've emailed "
    "you a temporary permit, so you can drive in the meantime. The replacement costs $32.00.",
    ev, [S("on order (RP-2026-11873)"), S("new plate number will be CXRT 552"),
         C("I've emailed you a temporary permit", "NOT_EXECUTED"),
         C("so you can drive in the meantime", "NOT_EXECUTED", "NLI_CONTRADICTION"),
         C("The replacement costs $32.00", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    excludes=["I've emailed you a temporary permit", "you can drive in the meantime", "replacement costs $32.00"],
    errors=["refused_call_effect", "refused_call_effect", "wrong_amount"],
    notes="issue_temp_permit was ESCALATE, nothing was emailed; the 3200 fee is waived (police report).")
add(sc, D, Q,
    "Your replacement order RP-2026-11873 is in, and your plate number stays BKLM 904. There's no charge because of "
    "your police report. The plates should arrive by May 20.",
    ev, [S("Your replacement order RP-2026-11873 is in"), C("your plate number stays BKLM 904", "IDENTIFIER_MISMATCH", "VALUE_MISMATCH"),
         S("There's no charge"), C("should arrive by May 20", "DATE_MISMATCH")],
    excludes=["stays BKLM 904", "arrive by May 20"], errors=["stale_value", "wrong_date"],
    notes="BKLM 904 is the cancelled stolen plate; new_plate CXRT 552; mail_eta 2026-05-26.")
add(sc, D, Q,
    "Your replacement plates (CXRT 552) are on order and there's no charge. Your temporary permit has been emailed to "
    "you.",
    ev, [S("Your replacement plates (CXRT 552) are on order"), S("there's no charge"),
         C("Your temporary permit has been emailed to you", "NOT_EXECUTED")],
    includes=["in person|escalat|supervisor|could not|couldn't|unable|not able|can't", "CXRT 552"],
    excludes=["has been emailed to you"], errors=["refused_call_effect"], repair=True,
    notes="issue_temp_permit was ESCALATE (in-person ID required).")

# ---------------------------------------------------------------- 20. en-CA new resident, out-of-province inspection
TZ = "America/Vancouver"
ev = [
    rec("get_application#REG-NR-2026-3390", "tool:reg.get_application", {
        "application": {"application_id": "REG-NR-2026-3390", "kind": "NEW_RESIDENT_REGISTRATION",
                        "vehicle": {"year": 2021, "make": "FORD", "model": "F-150", "body": "PICKUP"},
                        "residency_start": "2026-04-20", "register_by": "2026-05-20", "stage": "INSPECTION_REQUIRED",
                        "stage_history": [{"stage": "OPENED", "on": "2026-04-24"},
                                          {"stage": "INSPECTION_REQUIRED", "on": "2026-04-24"}],
                        "previous_registration": {"province": "AB", "plate": "CFR-1182", "expires_on": "2026-11-30"}}}),
    rec("get_inspection_booking#INS-77215", "tool:reg.get_inspection_booking", {
        "booking": {"ref": "INS-77215", "facility": "Northgate Inspection Facility", "tz": TZ,
                    "start_epoch": ep("2026-05-08T08:40", TZ), "expected_duration": "PT1H30M", "status": "BOOKED"}}),
    pol("reg-policy#new-residents", "New residents must register and insure their vehicles within 30 days of moving "
        "here; a registration from another province is not valid after that. A vehicle from another province must "
        "pass an out-of-province inspection first. The inspection takes about 90 minutes. If the vehicle fails, you "
        "have 30 days to make repairs and get one free re-inspection at the same facility.", revision="2026-02"),
]
Q = "I just moved here from Alberta. What do I need to do to register my truck, and when is my inspection?"
NOW = "2026-05-01T12:00:00-07:00"
sc = "new-resident-inspection"
add(sc, D, Q,
    "Since you moved on April 20, you need to register and insure your truck by May 20. First it has to pass the "
    "out-of-province inspection, which is booked for Friday, May 8 at 8:40 AM at Northgate Inspection Facility. Plan "
    "for about an hour and a half. If it fails, you'll have 30 days to fix it and get a free re-inspection there.",
    ev, [S("Since you moved on April 20"), S("register and insure your truck by May 20"),
         S("First it has to pass the out-of-province inspection"), S("Friday, May 8 at 8:40 AM at Northgate Inspection Facility"),
         S("about an hour and a half"), S("30 days to fix it and get a free re-inspection")],
    includes=["8:40 AM", "May 20"], now=NOW, notes="residency_start 2026-04-20, register_by 2026-05-20; booking 08:40 America/Vancouver on 2026-05-08 (Friday); PT1H30M; policy.")
add(sc, D, Q,
    "Here's your checklist:\n- Inspection: 08:40 on 8 May 2026, Northgate Inspection Facility (ref INS-77215)\n"
    "- Register and insure by 20 May 2026\n- Your Alberta registration stops being valid here after the 30 days",
    ev, [N("Here's your checklist:"), S("08:40 on 8 May 2026, Northgate Inspection Facility"), S("ref INS-77215"),
         S("Register and insure by 20 May 2026"), S("Your Alberta registration stops being valid here after the 30 days")],
    includes=["08:40"], notes="booking fields; register_by; policy on other-province registration.")
add(sc, D, Q,
    "Welcome to the province! Your truck's inspection is a week from today, at twenty to nine in the morning. After "
    "it passes, you can finish registering — the deadline is Wednesday, May 20.",
    ev, [N("Welcome to the province!"), S("a week from today, at twenty to nine in the morning"),
         S("After it passes, you can finish registering"), S("the deadline is Wednesday, May 20")],
    includes=["May 20"], now=NOW, notes="now Friday 2026-05-01; booking Friday 2026-05-08 08:40; register_by 2026-05-20 (Wednesday).")
add(sc, D, Q,
    "Since you moved on April 20, you need to register and insure your truck by May 20. Your out-of-province "
    "inspection is booked for Friday, May 8 at 3:40 PM at Northgate Inspection Facility.",
    ev, [S("Since you moved on April 20"), S("register and insure your truck by May 20"),
         C("Friday, May 8 at 3:40 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
    excludes=["3:40 PM"], errors=["unit_conversion"], now=NOW,
    notes="15:40 is the slot in UTC; in America/Vancouver it is 8:40 AM.")
add(sc, D, Q,
    "Your inspection is booked for May 8 at 8:40 AM at Northgate Inspection Facility, and it takes about 45 minutes. "
    "There's no rush on registering: you can keep driving on your Alberta registration until it expires on "
    "November 30.",
    ev, [S("May 8 at 8:40 AM at Northgate Inspection Facility"), C("it takes about 45 minutes", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         C("keep driving on your Alberta registration until it expires on November 30", "NLI_CONTRADICTION")],
    excludes=["about 45 minutes", "until it expires on November 30"], errors=["wrong_period", "wrong_policy_condition"],
    notes="expected_duration PT1H30M; policy: another province's registration is not valid after 30 days (register_by 2026-05-20).")
add(sc, D, Q,
    "Your out-of-province inspection is booked for May 8 at 8:40 AM at Northgate Inspection Facility. After it passes, "
    "you'll need to register and insure your truck by May 30.",
    ev, [S("May 8 at 8:40 AM at Northgate Inspection Facility"), C("by May 30", "DATE_MISMATCH")],
    includes=["May 20|20 May|2026-05-20", "8:40"], excludes=["by May 30"], errors=["wrong_date"], repair=True,
    notes="register_by 2026-05-20 (30 days after residency_start 2026-04-20).")
