from common import S, N, C, I, CI, rec, pol, psg, refused, case

D = "fibre broadband"
POL_C = ["NLI_CONTRADICTION", "VALUE_MISMATCH"]
POL_I = ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"]

# ---- F1: red LOS light, technician visit -------------------------------------------------
F1 = [
    rec("get_ticket#FTK-26-0417-3391", "tool:get_ticket", {
        "ticket_id": "FTK-26-0417-3391", "account_id": "FB-KA-4410772", "category": "LOS_RED_LIGHT",
        "status": "TECHNICIAN_ASSIGNED", "created_at": "2026-04-17T19:05:00+05:30",
        "resolve_by": "2026-04-19T19:05:00+05:30",
        "visit": {"technician": "Suresh M.", "slot_start": "2026-04-18T10:00:00+05:30",
                  "slot_end": "2026-04-18T12:00:00+05:30"}, "root_cause": None}),
    rec("get_ticket#FTK-26-0302-1187", "tool:get_ticket", {
        "ticket_id": "FTK-26-0302-1187", "account_id": "FB-KA-4410772", "category": "SLOW_SPEED",
        "status": "CLOSED", "created_at": "2026-03-02T09:40:00+05:30", "closed_at": "2026-03-03T16:10:00+05:30",
        "resolution": "ROUTER_CHANNEL_CHANGED"}),
    rec("get_area_status#HSR-SEC2", "tool:get_area_status", {
        "area": "HSR Layout Sector 2, Bengaluru", "active_outage": False, "planned_maintenance": False}),
    pol("fault-sla#los", "A red LOS light on the ONT usually means a fibre cut or a loose connector, and it needs a "
        "technician visit. We aim to resolve such faults within 48 hours of the ticket being raised. If the fault "
        "takes longer, one day's rental is credited for every additional day, up to seven days, on the next bill. "
        "Technicians call about 30 minutes before arriving.", revision="v6"),
]
Q1 = "My internet has been down since yesterday evening, with a red light on the box. When will it be fixed?"
NOW1 = "2026-04-18T08:30:00+05:30"
NT1 = "Ticket TECHNICIAN_ASSIGNED, visit 18-04 10:00-12:00 IST (Saturday) by Suresh M., resolve_by 19-04 19:05; no outage or maintenance in the area; credits only beyond 48 hours."

# ---- F2: higher bill ------------------------------------------------------------------------
F2 = [
    rec("get_bill#FBB/2604/882731", "tool:get_bill", {
        "bill_no": "FBB/2604/882731", "account_id": "FB-TN-5520914",
        "bill_period": {"from": "01-04-2026", "to": "30-04-2026"}, "due_date": "15-05-2026",
        "line_items": [
            {"code": "PLAN_RENTAL", "description": "Fibre Swift 300 Mbps", "amount_paise": 99900},
            {"code": "STATIC_IP_ADDON", "description": "Static IP (monthly)", "amount_paise": 20000},
            {"code": "LATE_PAYMENT_FEE", "description": "Late fee for bill FBB/2603/771904", "amount_paise": 10000}],
        "gst_paise": 23382, "total_paise": 153282, "currency": "INR", "status": "UNPAID"}),
    rec("get_bill#FBB/2603/771904", "tool:get_bill", {
        "bill_no": "FBB/2603/771904", "account_id": "FB-TN-5520914",
        "bill_period": {"from": "01-03-2026", "to": "31-03-2026"}, "due_date": "15-04-2026",
        "line_items": [{"code": "PLAN_RENTAL", "description": "Fibre Swift 300 Mbps", "amount_paise": 99900}],
        "gst_paise": 17982, "total_paise": 117882, "currency": "INR", "status": "PAID", "paid_on": "18-04-2026"}),
    rec("get_addons#FB-TN-5520914", "tool:get_addons", {
        "addons": [{"code": "STATIC_IP", "activated_on": "02-04-2026", "monthly_rental": "200.00", "state": "ACTIVE"}]}),
    refused("waive_late_fee#call-1", "waive_late_fee", "DENY", {"bill_no": "FBB/2604/882731", "amount_paise": 10000}),
    pol("billing-policy#charges", "A late payment fee of Rs. 100 is added to the next bill when a bill is paid after "
        "its due date. Add-ons such as a static IP are billed monthly from the date of activation. All charges "
        "attract GST at 18%. Late fees are waived only when the delay was caused by a failure on our payment "
        "gateway.", revision="2026-01"),
]
Q2 = "Why is my April bill so much higher than March?"
NT2 = "April total 153282 paise = Rs 1,532.82 (999 + 200 static IP + 100 late fee + 233.82 GST); March 1,178.82 paid 18-04 after due 15-04; waive_late_fee DENY."

# ---- F3: plan upgrade --------------------------------------------------------------------------
F3 = [
    rec("get_plan_change#PCR-77120", "tool:get_plan_change", {
        "request_id": "PCR-77120", "account_id": "FB-MH-3301468",
        "current_plan": {"code": "FIBRE_100", "rental": "699.00"},
        "new_plan": {"code": "FIBRE_300", "rental": "999.00"},
        "status": "SCHEDULED", "effective_from": "01-05-2026", "prorated_charge": "0.00",
        "requested_at": "2026-04-21T13:02:00+05:30"}),
    rec("get_plan_catalogue#FIBRE_300", "tool:get_plan_catalogue", {
        "code": "FIBRE_300", "name": "Fibre Swift 300", "speed_mbps": {"download": 300, "upload": 300},
        "fup_gb": 3300, "post_fup_speed_mbps": 10,
        "bundled": ["LANDLINE_UNLIMITED_LOCAL", "STREAMBOX_MOBILE"], "router": "NOT_INCLUDED",
        "rental": "999.00"}),
    psg("kb-wifi#speeds", "To get speeds above 100 Mbps over Wi-Fi, your device should be on the 5 GHz band of a "
        "dual-band router.\nOlder single-band routers usually top out near 70-90 Mbps.\n"
        "Wired connections over a Cat 6 cable give the most consistent speeds."),
]
Q3 = "I asked for the 300 Mbps plan. When does it start and what do I get?"
NOW3 = "2026-04-21T15:00:00+05:30"
NT3 = "PCR-77120 SCHEDULED effective 01-05-2026, 699 -> 999, no prorated charge; plan: 300/300, FUP 3300 GB then 10 Mbps, landline + StreamBox Mobile, router NOT_INCLUDED; KB on Wi-Fi speeds."

# ---- F4: deposit after disconnection --------------------------------------------------------------
F4 = [
    rec("get_account#FB-DL-7719025", "tool:get_account", {
        "account_id": "FB-DL-7719025", "status": "DISCONNECTED", "disconnected_on": "31-03-2026",
        "security_deposit": {"amount": "1500.00", "currency": "INR", "refund_status": "PENDING_DEVICE_RETURN"},
        "devices": [{"type": "ONT", "serial": "ZTEG3A11F0", "return_status": "NOT_RETURNED"},
                    {"type": "ROUTER", "serial": "TPL8C21E77", "return_status": "NOT_RETURNED"}],
        "final_bill": {"bill_no": "FBB/2603/990112", "amount": "412.00", "status": "PAID"}}),
    refused("refund_deposit#call-1", "refund_deposit", "DENY", {"account_id": "FB-DL-7719025", "amount": "1500.00"}),
    pol("closure-policy#deposit", "Customers can book a free device pickup from the app or drop the devices at any "
        "FibreNet store. The security deposit of Rs. 1,500 is refunded within 15 working days after both the ONT "
        "and the router are returned. Devices not returned within 45 days of disconnection are charged Rs. 2,500, "
        "and the deposit is adjusted against this charge.", revision="v2"),
]
Q4 = "I disconnected my connection last month. Where is my Rs 1,500 deposit refund?"
NOW4 = "2026-04-10T12:00:00+05:30"
NT4 = "Deposit 1500.00 PENDING_DEVICE_RETURN, ONT and router NOT_RETURNED, disconnected 31-03-2026 (45 days -> 15-05-2026); refund_deposit DENY; final bill 412.00 paid."

CASES = [
    # F1 correct
    case(D, "fibre-fault-visit", Q1,
         "Good morning, and sorry for the trouble. Your complaint FTK-26-0417-3391 is registered, and technician "
         "Suresh M. has been assigned to visit you today between 10:00 AM and 12:00 noon. There is no outage in "
         "your area, so the red light points to a fibre issue at your connection, which needs a technician visit. "
         "He will call you about 30 minutes before arriving.", F1,
         [N("Good morning, and sorry for the trouble."), S("Your complaint FTK-26-0417-3391 is registered"),
          S("technician Suresh M. has been assigned"), S("today between 10:00 AM and 12:00 noon"),
          S("There is no outage in your area"), S("which needs a technician visit"),
          S("about 30 minutes before arriving")],
         now=NOW1, notes=NT1, includes=["10:00 AM", "Suresh M."]),
    case(D, "fibre-fault-visit", Q1,
         "Ticket FTK-26-0417-3391: technician visit today (Saturday), 10 AM to 12 PM. Resolution target: by "
         "7:05 PM on Sunday, 19 April, i.e. within 48 hours of your complaint.", F1,
         [S("technician visit today (Saturday), 10 AM to 12 PM"), S("by 7:05 PM on Sunday, 19 April"),
          S("within 48 hours of your complaint")],
         now=NOW1, notes=NT1, includes=["10 AM", "19 April"]),
    case(D, "fibre-fault-visit", Q1,
         "Dear Sir/Madam,\nWe regret the inconvenience caused. A technician is scheduled to visit you between 10 and "
         "12 this morning. Should the fault take longer than 48 hours to resolve, one day's rental will be credited "
         "for each additional day, up to a maximum of seven days, on your next bill.\nRegards,\nFibreNet Support",
         F1,
         [N("We regret the inconvenience caused."), S("between 10 and 12 this morning"),
          S("one day's rental will be credited for each additional day"), S("up to a maximum of seven days")],
         now=NOW1, notes=NT1, includes=["48 hours"]),
    # F1 wrong
    case(D, "fibre-fault-visit", Q1,
         "Sorry for the trouble. The red light is due to planned maintenance work in HSR Layout, and your complaint "
         "FTK-26-0417-3391 is registered. Technician Suresh M. will visit you tomorrow between 10:00 AM and 12:00 "
         "noon.", F1,
         [N("Sorry for the trouble."),
          C("due to planned maintenance work in HSR Layout", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
          S("your complaint FTK-26-0417-3391 is registered"),
          C("will visit you tomorrow", "DATE_MISMATCH")],
         errors=["wrong_state", "wrong_date"], now=NOW1,
         notes=NT1 + " planned_maintenance is false; the visit slot is today (18-04).",
         excludes=["planned maintenance work", "will visit you tomorrow"]),
    case(D, "fibre-fault-visit", Q1,
         "Your complaint FTK-26-0417-3391 is registered, and technician Suresh M. will visit today between 10:00 AM "
         "and 12:00 noon. For every day your service is down, one day's rental will be credited on your next "
         "bill.", F1,
         [S("Your complaint FTK-26-0417-3391 is registered"), S("visit today between 10:00 AM and 12:00 noon"),
          C("For every day your service is down", *POL_C)],
         errors=["wrong_policy_condition"], now=NOW1,
         notes=NT1 + " Credits apply only to days beyond the 48-hour target.",
         excludes=["For every day your service is down"]),
    # F2 correct
    case(D, "bill-increase", Q2,
         "Thank you for reaching out. Your April bill (FBB/2604/882731) totals ₹1,532.82, compared with ₹1,178.82 "
         "in March. The increase comes from two new charges: the static IP add-on at ₹200 a month, activated on "
         "2 April, and a late payment fee of ₹100, because the March bill was paid on 18 April, after its due "
         "date of 15 April. GST at 18% applies on these as well.", F2,
         [N("Thank you for reaching out."), S("totals ₹1,532.82"), S("₹1,178.82 in March"),
          S("static IP add-on at ₹200 a month"), S("activated on 2 April"), S("late payment fee of ₹100"),
          S("paid on 18 April, after its due date of 15 April"), S("GST at 18% applies")],
         notes=NT2, includes=["1,532.82", "₹100"]),
    case(D, "bill-increase", Q2,
         "Breakdown of your April bill:\n- Plan rental (300 Mbps): ₹999.00\n- Static IP add-on: ₹200.00\n"
         "- Late payment fee: ₹100.00\n- GST: ₹233.82\nTotal payable: ₹1,532.82 by 15-05-2026.\n"
         "I also requested a waiver of the late fee, but it was not approved.", F2,
         [S("Plan rental (300 Mbps): ₹999.00"), S("Static IP add-on: ₹200.00"), S("Late payment fee: ₹100.00"),
          S("GST: ₹233.82"), S("Total payable: ₹1,532.82 by 15-05-2026"),
          S("requested a waiver of the late fee, but it was not approved")],
         notes=NT2, includes=["1,532.82", "233.82"]),
    case(D, "bill-increase", Q2,
         "The extra ₹354 on your April bill is the new ₹200 static IP add-on, the ₹100 late fee, and GST on both.",
         F2, [S("The extra ₹354"), S("new ₹200 static IP add-on"), S("the ₹100 late fee")],
         notes=NT2 + " 1532.82 - 1178.82 = 354 = 300 + 18% GST.", includes=["₹354"]),
    # F2 wrong
    case(D, "bill-increase", Q2,
         "Your April bill totals ₹1,532.82. It includes the static IP add-on of ₹200 and a ₹100 late fee for the "
         "delayed March payment. I have waived the ₹100 late fee for you as a goodwill gesture.", F2,
         [S("totals ₹1,532.82"), S("static IP add-on of ₹200"), S("a ₹100 late fee for the delayed March payment"),
          C("I have waived the ₹100 late fee", "NOT_EXECUTED")],
         errors=["refused_call_effect"], notes=NT2 + " waive_late_fee was denied.",
         excludes=["I have waived the ₹100 late fee"]),
    case(D, "bill-increase", Q2,
         "Your April bill totals ₹1,178.82, which includes a late fee of ₹100 for the March bill. Late fees are "
         "waived automatically if you pay within a week of the due date.", F2,
         [C("Your April bill totals ₹1,178.82", "AMOUNT_MISMATCH"), S("late fee of ₹100 for the March bill"),
          CI("waived automatically if you pay within a week", *POL_C, *POL_I)],
         errors=["other_record_value", "wrong_policy_condition"],
         notes=NT2 + " 1,178.82 is the March bill; waiver needs a gateway failure.",
         excludes=["totals ₹1,178.82", "waived automatically"]),
    # F3 correct
    case(D, "plan-upgrade", Q3,
         "Your upgrade from the 100 Mbps plan to Fibre Swift 300 is scheduled and will take effect from 01-05-2026. "
         "The new rental is ₹999 a month, up from ₹699, with no prorated charge for April. You get 300 Mbps "
         "download and upload speeds and 3,300 GB of high-speed data, after which the speed drops to 10 Mbps, "
         "along with unlimited local landline calls and a StreamBox Mobile subscription.", F3,
         [S("will take effect from 01-05-2026"), S("₹999 a month, up from ₹699"), S("no prorated charge for April"),
          S("300 Mbps download and upload speeds"), S("3,300 GB of high-speed data"), S("drops to 10 Mbps"),
          S("unlimited local landline calls and a StreamBox Mobile subscription")],
         now=NOW3, notes=NT3, includes=["01-05-2026", "3,300 GB"]),
    case(D, "plan-upgrade", Q3,
         "Namaste! From 1 May your connection moves to 300 Mbps at Rs. 999 per month, an increase of Rs. 300. "
         "Please note that to enjoy more than 100 Mbps over Wi-Fi, your device needs to be on the 5 GHz band of a "
         "dual-band router; a wired Cat 6 connection will give the steadiest speeds.", F3,
         [S("From 1 May your connection moves to 300 Mbps"), S("Rs. 999 per month"), S("an increase of Rs. 300"),
          S("on the 5 GHz band of a dual-band router"), S("wired Cat 6 connection will give the steadiest speeds")],
         now=NOW3, notes=NT3, includes=["1 May"]),
    # F3 wrong
    case(D, "plan-upgrade", Q3,
         "Your upgrade to Fibre Swift 300 is active from today at ₹999 a month. The plan also includes a free "
         "dual-band Wi-Fi router, so you will get the full speed over Wi-Fi.", F3,
         [C("active from today", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"), S("₹999 a month"),
          C("also includes a free dual-band Wi-Fi router", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH")],
         errors=["wrong_date", "unlisted_perk"], now=NOW3,
         notes=NT3 + " Change is SCHEDULED for 01-05; router NOT_INCLUDED.",
         excludes=["active from today", "free dual-band Wi-Fi router"]),
    case(D, "plan-upgrade", Q3,
         "From 01-05-2026 you will be on 300 Mbps at ₹999, an increase of ₹200 a month over your current plan. "
         "Your existing single-band router can also deliver the full 300 Mbps over Wi-Fi.", F3,
         [S("From 01-05-2026 you will be on 300 Mbps"), C("an increase of ₹200 a month", "AMOUNT_MISMATCH"),
          C("single-band router can also deliver the full 300 Mbps", "NLI_CONTRADICTION")],
         errors=["wrong_arithmetic", "invented_fact"], now=NOW3,
         notes=NT3 + " 999 - 699 = 300; KB says single-band routers top out near 70-90 Mbps.",
         excludes=["increase of ₹200", "can also deliver the full 300 Mbps"]),
    # F4 correct
    case(D, "deposit-refund", Q4,
         "Thank you for your message. Your deposit of ₹1,500 has not been refunded yet because the ONT and the "
         "router from your connection have not been returned. Once both devices are returned, the deposit is "
         "refunded within 15 working days. You can book a free pickup from the app or drop them at any FibreNet "
         "store.", F4,
         [N("Thank you for your message."), S("Your deposit of ₹1,500 has not been refunded yet"),
          S("have not been returned"), S("refunded within 15 working days"), S("book a free pickup from the app")],
         now=NOW4, notes=NT4, includes=["15 working days"]),
    case(D, "deposit-refund", Q4,
         "Dear Customer,\nWe could not process the deposit refund for account FB-DL-7719025 at this stage, as the "
         "devices are still with you. Kindly return them within 45 days of the disconnection on 31-03-2026, that "
         "is by 15 May 2026, to avoid a device charge of Rs. 2,500.\nWith regards,\nFibreNet Care", F4,
         [S("could not process the deposit refund for account FB-DL-7719025"), S("the devices are still with you"),
          S("within 45 days of the disconnection on 31-03-2026"), S("by 15 May 2026"),
          S("device charge of Rs. 2,500")],
         now=NOW4, notes=NT4, includes=["15 May 2026", "2,500"]),
    # F4 wrong
    case(D, "deposit-refund", Q4,
         "Thank you for your message. I have initiated the refund of your ₹1,500 deposit, and it will reach you "
         "within 15 working days. Your final bill of ₹412 is already paid.", F4,
         [N("Thank you for your message."), C("I have initiated the refund", "NOT_EXECUTED"),
          S("final bill of ₹412 is already paid")],
         errors=["refused_call_effect"], now=NOW4, notes=NT4, excludes=["I have initiated the refund"]),
    case(D, "deposit-refund", Q4,
         "Since your final bill of ₹412 has been paid, your ₹1,500 deposit will be refunded within 15 working days. "
         "Please return the ONT and router within 45 days, otherwise a charge of ₹2,000 applies.", F4,
         [S("final bill of ₹412 has been paid"),
          C("your ₹1,500 deposit will be refunded within 15 working days", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
          S("return the ONT and router within 45 days"), C("a charge of ₹2,000 applies", *POL_C)],
         errors=["condition_unmet", "wrong_amount"], now=NOW4,
         notes=NT4 + " The refund waits on device return, not the bill; the device charge is Rs 2,500.",
         excludes=["deposit will be refunded within 15 working days", "charge of ₹2,000"]),
]

REPAIRS = [
    case(D, "fibre-fault-visit", Q1,
         "Your complaint FTK-26-0417-3391 is registered, and the technician will visit you today between 12:00 PM "
         "and 2:00 PM.", F1,
         [S("Your complaint FTK-26-0417-3391 is registered"), C("between 12:00 PM and 2:00 PM", "DATE_MISMATCH", "VALUE_MISMATCH")],
         errors=["wrong_time"], now=NOW1, notes=NT1, excludes=["12:00 PM and 2:00 PM"],
         includes=["10:00 AM|10 AM|10:00|10 am", "FTK-26-0417-3391"], repair=True),
    case(D, "bill-increase", Q2,
         "Your April bill totals ₹1,53,282, including the ₹200 static IP add-on and a ₹100 late fee.", F2,
         [C("totals ₹1,53,282", "AMOUNT_MISMATCH"), S("₹200 static IP add-on"), S("a ₹100 late fee")],
         errors=["unit_conversion"], notes=NT2, excludes=["1,53,282"],
         includes=["1,532.82|1532.82", "₹200|Rs. 200|200"], repair=True),
    case(D, "plan-upgrade", Q3,
         "Your move to Fibre Swift 300 takes effect on 01-05-2026. It gives you 300 Mbps with 3,000 GB of "
         "high-speed data each month.", F3,
         [S("takes effect on 01-05-2026"), S("gives you 300 Mbps"), C("3,000 GB", "VALUE_MISMATCH")],
         errors=["wrong_value"], now=NOW3, notes=NT3, excludes=["3,000 GB"],
         includes=["3,300|3300", "01-05-2026|1 May"], repair=True),
    case(D, "deposit-refund", Q4,
         "Your ₹1,500 deposit will be refunded once the ONT and router are returned. Please return them within 30 "
         "days of disconnection to avoid a device charge.", F4,
         [S("will be refunded once the ONT and router are returned"), C("within 30 days of disconnection", *POL_C)],
         errors=["wrong_period"], now=NOW4, notes=NT4, excludes=["within 30 days"],
         includes=["45 days|15 May", "1,500"], repair=True),
]
