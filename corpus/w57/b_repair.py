from lib import rs, rec, pol, psg, refused, S, N, C, I, CI, ok, bad, fix

D = "repair café"

EVENTS = rec("sql:cafe_sessions", "warehouse:raiwaqa_repair.sessions", rs(
    "aa31f7c0-sessions",
    [("session_id", "VARCHAR"), ("session_date", "DATE"), ("venue", "VARCHAR"), ("opens_local", "VARCHAR"),
     ("closes_local", "VARCHAR"), ("capacity", "INTEGER"), ("booked", "INTEGER")],
    [["SES-1024", "2026-10-24", "Raiwaqa Community Centre", "10:00", "13:00", 24, 24],
     ["SES-1107", "2026-11-07", "Raiwaqa Community Centre", "10:00", "13:00", 24, 19]]))

# ---------------------------------------------------------------- R1 toaster waiting on a part
R1_EV = [
    rec("sql:tickets#kelera", "warehouse:raiwaqa_repair.tickets", rs(
        "aa31f7c1-tickets",
        [("ticket_no", "VARCHAR"), ("visitor_name", "VARCHAR"), ("item_desc", "VARCHAR"), ("brought_in", "DATE"),
         ("status", "VARCHAR"), ("fixer_name", "VARCHAR"), ("part_needed", "VARCHAR"), ("part_cost", "DECIMAL(8,2)"),
         ("part_ordered_at", "TIMESTAMP"), ("part_eta", "DATE")],
        [["RC-4417", "Kelera Baleiwai", "Toaster, 2-slice", "2026-10-03", "AWAITING_PART", "Amit",
          "Thermal fuse 240V", "6.80", "2026-10-06 04:12:00.000000 UTC", "2026-10-20"],
         ["RC-4398", "Kelera Baleiwai", "Desk fan", "2026-09-05", "RETURNED_FIXED", "Mosese", None, "0.00", None,
          None]])),
    EVENTS,
    pol("policy:parts-and-collection", "Repairs themselves are free; visitors pay only for parts, at cost, when they "
        "collect the item. If a part has to be ordered, the item stays with us and the fixer finishes it at the next "
        "café session after the part arrives. Items not collected within 30 days of being fixed are passed on to our "
        "reuse shelf. We can't guarantee every repair will succeed."),
]

R1 = dict(scenario="toaster-awaiting-part", domain=D, now="2026-10-12T09:00:00+12:00",
          question="Any news on my toaster?", evidence=R1_EV, drafts=[
    ok("Bula Kelera! Your toaster (ticket RC-4417) is waiting on a part: Amit has ordered a 240V thermal fuse, and it's "
       "expected by 20/10/2026. Once it's in, he'll finish the repair at our next session, which is on 24/10/2026 "
       "from 10:00 AM to 1:00 PM at Raiwaqa Community Centre. The repair itself is free; you'll just pay the FJ$6.80 "
       "for the part when you collect.",
       [S("(ticket RC-4417) is waiting on a part"), S("Amit has ordered a 240V thermal fuse"),
        S("expected by 20/10/2026"), S("on 24/10/2026 from 10:00 AM to 1:00 PM"), S("at Raiwaqa Community Centre"),
        S("The repair itself is free"), S("pay the FJ$6.80 for the part when you collect")],
       "RC-4417 AWAITING_PART, fixer Amit, fuse 6.80, eta 2026-10-20; next session SES-1024 24/10 10:00-13:00; policy.",
       ["FJ$6.80", "RC-4417"]),
    ok("Kelera, short version: the toaster needs a new thermal fuse, which was ordered on 6 October, and the part costs "
       "six dollars eighty.",
       [S("needs a new thermal fuse"), S("ordered on 6 October"), S("costs six dollars eighty")],
       "part_ordered_at 2026-10-06 04:12 UTC = 6 Oct 4:12 PM Fiji; part_cost 6.80.", ["6 October"]),
    ok("Ticket RC-4417 update:\n• Status: waiting for a part\n• Fixer: Amit\n• Part: thermal fuse (240V), FJ$6.80, due "
       "in by 20 October\n• Next session: Saturday 24 October, 10 AM-1 PM",
       [S("Status: waiting for a part"), S("Fixer: Amit"), S("FJ$6.80, due in by 20 October"),
        S("Saturday 24 October, 10 AM-1 PM")],
       "Ticket row fields; SES-1024 on 2026-10-24 (a Saturday) 10:00-13:00.", ["20 October"]),
    bad("Bula Kelera! Mosese has ordered a thermal fuse for your toaster, expected by 20/10/2026. The part is FJ$6.80, "
        "and we'll waive that since you're a regular.",
        [C("Mosese has ordered", "VALUE_MISMATCH"), S("expected by 20/10/2026"), S("The part is FJ$6.80"),
         CI("we'll waive that since you're a regular", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
        ["other_record_value", "invented_promise"],
        "RC-4417's fixer is Amit (Mosese fixed the desk fan RC-4398); policy: parts are paid at cost, no waiver.",
        ["Mosese", "waive that"]),
    bad("Bula Kelera, good news: your toaster RC-4417 has been fixed and is ready to pick up. Just bring FJ$6.80 for "
        "the thermal fuse.",
        [C("has been fixed and is ready", "RECORD_STATE_MISMATCH"), S("bring FJ$6.80 for the thermal fuse")],
        ["wrong_state"],
        "status AWAITING_PART; the fuse is only due 2026-10-20.", ["has been fixed and is ready"]),
    fix("Bula Kelera, the thermal fuse for your toaster RC-4417 is expected by 20/10/2026, and Amit will finish it at "
        "our next café session on 07/11/2026.",
        [S("expected by 20/10/2026"), C("next café session on 07/11/2026", "DATE_MISMATCH")],
        ["other_record_value"],
        "The next session after the part arrives is SES-1024 on 2026-10-24; 07/11 is the one after.",
        ["24/10/2026|24 October|24 Oct", "20/10/2026|20 October"], ["07/11/2026"]),
])

# ---------------------------------------------------------------- R2 sewing slot booking
R2_EV = [
    rec("sql:bookings#aisake", "warehouse:raiwaqa_repair.bookings", rs(
        "c81e0b22-bookings",
        [("booking_id", "VARCHAR"), ("visitor_name", "VARCHAR"), ("item_category", "VARCHAR"), ("session_id", "VARCHAR"),
         ("slot_start", "TIMESTAMP"), ("slot_length", "VARCHAR"), ("state", "VARCHAR"), ("items", "INTEGER")],
        [["BK-20931", "Aisake Tora", "SEWING", "SES-1107", "2026-11-06 22:30:00.000000 UTC", "PT45M", "CONFIRMED", 1],
         ["BK-20877", "Aisake Tora", "ELECTRICAL_SMALL", "SES-1107", "2026-11-06 23:15:00.000000 UTC", "PT30M",
          "CANCELLED", 1]])),
    EVENTS,
    pol("policy:bookings", "Each booking covers one item. Please arrive 10 minutes before your slot and bring any "
        "parts, chargers or manuals that came with the item. Slots are held for 15 minutes; after that the fixer may "
        "take a walk-in. For sewing repairs, bring the thread colour you'd like used. We don't repair microwaves or "
        "anything with a gas fitting."),
]

R2 = dict(scenario="sewing-slot", domain=D, now="2026-11-05T16:00:00+12:00",
          question="Can you confirm my sewing slot on Saturday? What should I bring?", evidence=R2_EV, drafts=[
    ok("Bula Aisake! Your sewing repair slot (BK-20931) is confirmed for Saturday 7 November at 10:30 AM, for 45 "
       "minutes, at Raiwaqa Community Centre. Please come 10 minutes early and bring the thread colour you'd like used.",
       [S("(BK-20931) is confirmed"), S("Saturday 7 November at 10:30 AM"), S("for 45 minutes"),
        S("at Raiwaqa Community Centre"), S("come 10 minutes early"), S("bring the thread colour you'd like used")],
       "slot_start 2026-11-06 22:30 UTC = Sat 7 Nov 10:30 AM Fiji; PT45M; SES-1107 venue; policy on arriving and thread.",
       ["10:30 AM", "45 minutes"]),
    ok("Confirmed for 07/11 at 10.30 in the morning, Aisake. Just so you know, your 11:15 AM electrical booking was "
       "cancelled, so that slot is no longer held for you.",
       [S("Confirmed for 07/11 at 10.30 in the morning"), S("your 11:15 AM electrical booking was cancelled")],
       "BK-20931 CONFIRMED; BK-20877 (23:15 UTC = 11:15 AM Fiji) CANCELLED.", ["10.30"]),
    ok("Your slot is held for 15 minutes after its start time, so if you're running late, try to get there by "
       "10:45 AM on Saturday.",
       [S("held for 15 minutes after its start time"), S("get there by 10:45 AM on Saturday")],
       "Policy: slots held 15 minutes; slot starts 10:30 AM Fiji.", ["10:45 AM"]),
    bad("Bula Aisake, your sewing slot BK-20931 is confirmed for Friday 6 November at 10:30 PM. It's a 30-minute slot, "
        "so please come 10 minutes early.",
        [S("your sewing slot BK-20931 is confirmed"), C("Friday 6 November at 10:30 PM", "DATE_MISMATCH"),
         C("It's a 30-minute slot", "VALUE_MISMATCH"), S("please come 10 minutes early")],
        ["unit_conversion", "other_record_value"],
        "slot_start is UTC: 10:30 AM Sat 7 Nov in Fiji; BK-20931 is PT45M (PT30M is the cancelled BK-20877).",
        ["Friday 6 November", "30-minute slot"]),
    bad("Bula Aisake, you're confirmed for 10:30 AM on Saturday. If you're delayed, we hold slots for half an hour "
        "before offering them to walk-ins. You're welcome to bring your microwave along as well, and our fixers can "
        "look at it after your sewing.",
        [S("confirmed for 10:30 AM on Saturday"), C("hold slots for half an hour", "NLI_CONTRADICTION"),
         C("bring your microwave along as well", "NLI_CONTRADICTION")],
        ["wrong_policy_condition", "invented_promise"],
        "Policy: slots held for 15 minutes; one item per booking and no microwave repairs.",
        ["half an hour", "microwave along"]),
    fix("Bula Aisake, your sewing slot BK-20931 on Saturday 7 November is at 11:15 AM and runs for 45 minutes.",
        [C("is at 11:15 AM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("runs for 45 minutes")],
        ["other_record_value"],
        "BK-20931 starts 22:30 UTC = 10:30 AM Fiji; 11:15 AM is the cancelled electrical booking.",
        ["10:30 AM|10:30 am|10.30", "45 minutes"], ["11:15 AM"]),
])

# ---------------------------------------------------------------- R3 donation receipt
R3_EV = [
    rec("sql:donations#prakash", "warehouse:raiwaqa_repair.donations", rs(
        "5d6b1e83-donations",
        [("receipt_no", "VARCHAR"), ("donor_name", "VARCHAR"), ("ticket_no", "VARCHAR"), ("amount", "DECIMAL(8,2)"),
         ("currency", "CHAR(3)"), ("method", "VARCHAR"), ("received_at", "TIMESTAMP"), ("receipt_emailed", "BOOLEAN")],
        [["DON-88213", "Prakash Naidu", "RC-4460", "20.00", "FJD", "CASH", "2026-10-24 01:45:00.000000 UTC", False],
         ["DON-88190", "Prakash Naidu", "RC-4402", "15.00", "FJD", "MPAISA", "2026-09-26 02:10:00.000000 UTC", True]])),
    rec("sql:tickets#prakash", "warehouse:raiwaqa_repair.tickets", rs(
        "5d6b1e84-tickets",
        [("ticket_no", "VARCHAR"), ("visitor_name", "VARCHAR"), ("item_desc", "VARCHAR"), ("status", "VARCHAR"),
         ("closed_on", "DATE")],
        [["RC-4460", "Prakash Naidu", "Kettle, cordless", "RETURNED_FIXED", "2026-10-24"],
         ["RC-4402", "Prakash Naidu", "Radio cassette player", "RETURNED_NOT_FIXABLE", "2026-09-26"]])),
    pol("policy:koha", "The repair café runs on koha: donations are welcome but never required. Every donation gets a "
        "numbered receipt, which you can ask us to resend at any time. Donations go towards tools, spare parts and "
        "venue hire. Donations can't be refunded."),
]

R3 = dict(scenario="donation-receipt", domain=D, now="2026-10-28T11:00:00+12:00",
          question="Can you resend my receipt for the donation I made when I picked up my kettle? I need the number.",
          evidence=R3_EV, drafts=[
    ok("Bula Prakash, vinaka for your generosity! Your receipt number is DON-88213, for the FJ$20.00 cash donation you "
       "made on 24/10/2026 when you collected your kettle (ticket RC-4460). Your donation helps pay for tools, spare "
       "parts and venue hire.",
       [N("vinaka for your generosity"), S("Your receipt number is DON-88213"), S("FJ$20.00 cash donation"),
        S("made on 24/10/2026"), S("(ticket RC-4460)"), S("helps pay for tools, spare parts and venue hire")],
       "DON-88213: RC-4460, 20.00 CASH, 2026-10-24 01:45 UTC = 24/10 1:45 PM Fiji; policy on what donations fund.",
       ["DON-88213"]),
    ok("Receipt DON-88213: twenty dollars, cash, received 1:45 PM on 24 October 2026. Your earlier receipt, DON-88190, "
       "was for FJ$15.00 by M-PAiSA in September.",
       [S("Receipt DON-88213: twenty dollars, cash"), S("received 1:45 PM on 24 October 2026"),
        S("DON-88190, was for FJ$15.00 by M-PAiSA in September")],
       "received_at 01:45 UTC = 1:45 PM Fiji; DON-88190 15.00 MPAISA 2026-09-26.", ["DON-88213", "1:45 PM"]),
    ok("Dear Prakash,\nThe donation you gave when picking up your kettle was receipted as DON-88213 (FJ$20.00). "
       "Vinaka again, and we're glad the kettle is working again!\nThe Raiwaqa Repair Café team",
       [S("receipted as DON-88213 (FJ$20.00)"), S("glad the kettle is working again")],
       "DON-88213 ticket RC-4460; RC-4460 RETURNED_FIXED.", ["DON-88213"]),
    bad("Bula Prakash! Your receipt number is RC-4460, for your FJ$20.00 cash donation on 24/10/2026 when you picked up "
        "the kettle.",
        [C("receipt number is RC-4460", "IDENTIFIER_MISMATCH"), S("FJ$20.00 cash donation on 24/10/2026")],
        ["wrong_role"],
        "RC-4460 is the repair ticket number; the receipt_no is DON-88213.", ["receipt number is RC-4460"]),
    bad("Bula Prakash! The receipt for your kettle visit is DON-88190, covering your FJ$15.00 donation. Glad the "
        "kettle's working again.",
        [C("kettle visit is DON-88190", "IDENTIFIER_MISMATCH"), C("covering your FJ$15.00 donation", "AMOUNT_MISMATCH"),
         S("Glad the kettle's working again")],
        ["other_record_value", "other_record_value"],
        "DON-88190 / 15.00 belong to the radio visit (RC-4402); the kettle donation is DON-88213, 20.00.",
        ["DON-88190", "FJ$15.00"]),
    fix("Bula Prakash, receipt DON-88213 is for your FJ$20.00 donation, made by M-PAiSA on 24/10/2026.",
        [S("receipt DON-88213 is for your FJ$20.00 donation"), C("made by M-PAiSA", "VALUE_MISMATCH")],
        ["other_record_value"],
        "DON-88213 method is CASH; MPAISA is the September donation's method.",
        ["cash|Cash", "DON-88213"], ["by M-PAiSA"]),
])

# ---------------------------------------------------------------- R4 lamp ready for collection
R4_EV = [
    rec("sql:tickets#mele", "warehouse:raiwaqa_repair.tickets", rs(
        "7f02c9d5-tickets",
        [("ticket_no", "VARCHAR"), ("visitor_name", "VARCHAR"), ("item_desc", "VARCHAR"), ("status", "VARCHAR"),
         ("fixed_on", "DATE"), ("collect_by", "DATE"), ("parts_due", "DECIMAL(8,2)"), ("notified_at", "TIMESTAMP"),
         ("storage_shelf", "VARCHAR")],
        [["RC-4475", "Mele Tupou", "Floor lamp, brass", "READY_FOR_COLLECTION", "2026-10-24", "2026-11-23", "0.00",
          "2026-10-24 05:02:00.000000 UTC", "B3"],
         ["RC-4476", "Mele Tupou", "Table lamp shade", "AWAITING_PART", None, None, "12.50", None, None]])),
    rec("sql:collection_points", "warehouse:raiwaqa_repair.collection_points", rs(
        "7f02c9d6-points",
        [("point_code", "VARCHAR"), ("point_name", "VARCHAR"), ("open_days", "VARCHAR"), ("opens_local", "VARCHAR"),
         ("closes_local", "VARCHAR")],
        [["RAIWAQA_DESK", "Raiwaqa Community Centre front desk", "MON-FRI", "09:00", "16:00"]])),
    pol("policy:collection", "Fixed items can be collected from the community centre front desk on weekdays. Items not "
        "collected within 30 days of being fixed are passed on to our reuse shelf. Someone else can collect for you "
        "if they bring your ticket number. Parts are paid for at collection."),
]

R4 = dict(scenario="lamp-collection", domain=D, now="2026-11-02T10:00:00+12:00",
          question="Is my lamp ready? Can my son pick it up?", evidence=R4_EV, drafts=[
    ok("Bula Mele! Yes, your brass floor lamp (RC-4475) is fixed and ready to collect from the Raiwaqa Community Centre "
       "front desk, weekdays 9:00 AM to 4:00 PM. Your son is welcome to pick it up as long as he brings the ticket "
       "number. There's nothing to pay for this one, and please collect it by 23/11/2026.",
       [S("(RC-4475) is fixed and ready to collect"), S("weekdays 9:00 AM to 4:00 PM"),
        S("as long as he brings the ticket number"), S("nothing to pay for this one"), S("collect it by 23/11/2026")],
       "RC-4475 READY_FOR_COLLECTION, parts_due 0.00, collect_by 2026-11-23; desk MON-FRI 09:00-16:00; policy.",
       ["RC-4475", "23/11/2026"]),
    ok("Mele, the floor lamp was fixed on 24 October. Your table lamp shade (RC-4476) is still waiting on a part, which "
       "will be FJ$12.50.",
       [S("floor lamp was fixed on 24 October"), S("(RC-4476) is still waiting on a part"), S("which will be FJ$12.50")],
       "RC-4475 fixed_on 2026-10-24; RC-4476 AWAITING_PART, parts_due 12.50.", ["FJ$12.50"]),
    ok("Ready now, Mele: floor lamp RC-4475, shelf B3 at the front desk, free to collect until 23 November.",
       [S("floor lamp RC-4475"), S("shelf B3"), S("free to collect until 23 November")],
       "storage_shelf B3, parts_due 0.00, collect_by 2026-11-23.", ["B3"]),
    bad("Bula Mele, your floor lamp RC-4475 is ready at the front desk, and your son can collect it with the ticket "
        "number. There's FJ$12.50 to pay for parts when he picks it up. Items are kept for 14 days after they're "
        "fixed, so please come soon.",
        [S("your floor lamp RC-4475 is ready at the front desk"), S("your son can collect it with the ticket number"),
         C("There's FJ$12.50 to pay for parts", "AMOUNT_MISMATCH"),
         C("kept for 14 days after they're fixed", "NLI_CONTRADICTION")],
        ["other_record_value", "wrong_period"],
        "RC-4475 parts_due is 0.00 (12.50 is the shade RC-4476); policy keeps items 30 days.",
        ["FJ$12.50 to pay", "14 days"]),
    bad("Bula Mele! Good news, both of your lamps are fixed and ready. Your son can pick them up at the front desk, "
        "which is open on Saturdays too.",
        [C("both of your lamps are fixed and ready", "RECORD_STATE_MISMATCH"),
         C("open on Saturdays too", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
        ["wrong_state", "invented_fact"],
        "RC-4476 is AWAITING_PART; the desk opens MON-FRI and the policy says weekdays.",
        ["both of your lamps", "Saturdays too"]),
    fix("Bula Mele, your floor lamp RC-4475 is ready, and it needs collecting by 24/11/2026 before it goes to the reuse "
        "shelf.",
        [S("your floor lamp RC-4475 is ready"), C("collecting by 24/11/2026", "DATE_MISMATCH")],
        ["wrong_date"],
        "collect_by is 2026-11-23 (30 days after fixed_on 2026-10-24).",
        ["23/11/2026|23 November|23 Nov", "RC-4475"], ["24/11/2026"]),
])

BUNDLES = [R1, R2, R3, R4]
