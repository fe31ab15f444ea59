from common import *

STUDIO_POLICY = ("Bookings are secured with a 30% deposit, with the balance paid at the end of the session. "
                 "Load-in begins 15 minutes before the booked start. "
                 "Time beyond the booked hours is charged in 30-minute steps at the room's hourly rate. "
                 "Backline instruments listed on the booking are provided at no extra charge; anything else must be requested 72 hours ahead.")

# ---------------------------------------------------------------- 17. studio booking
b = Bundle("studio-b-booking", "recording-studio hire",
    "Can you confirm our studio time on Saturday and what we owe on the day?",
    [rec("search_bookings#hoare", "search_bookings", search([
        hit("mahogany-bookings", "SB-3381", 12.0, {
            "booking_no": "SB-3381", "state": "CONFIRMED", "client": {"name": "Rafael Hoare", "act": "The Sapodilla Trio"},
            "room": "STUDIO_B", "start": ems(2026, 6, 6, 13, 0), "duration": "PT4H",
            "engineer": {"name": "Cyrus Menzies"}, "hourly_rate": 75.0, "subtotal": 300.0, "currency": "BZD",
            "deposit": {"rate": 0.3, "amount": 90.0, "state": "PAID"}, "balance_due": 210.0,
            "backline": ["UPRIGHT_PIANO", "DRUM_KIT"]}),
        hit("mahogany-bookings", "SB-3379", 5.1, {
            "booking_no": "SB-3379", "state": "CONFIRMED", "client": {"name": "Yolanda Chun", "act": "Reef Choir"},
            "room": "STUDIO_A", "start": ems(2026, 6, 6, 9, 0), "duration": "PT3H", "hourly_rate": 110.0, "currency": "BZD"}),
        hit("mahogany-bookings", "SB-3312", 4.7, {
            "booking_no": "SB-3312", "state": "COMPLETED", "client": {"name": "Rafael Hoare", "act": "The Sapodilla Trio"},
            "room": "STUDIO_A", "start": ems(2026, 4, 11, 10, 0), "duration": "PT2H",
            "engineer": {"name": "Odessa Baptist"}, "hourly_rate": 110.0, "currency": "BZD"}),
    ])),
     pol("policy#studio", STUDIO_POLICY, revision="2026-01")],
    now="2026-06-01T15:00:00-06:00")

ok(b, "Good afternoon, Mr. Hoare — Studio B is yours this Saturday, June 6, from 1:00 PM to 5:00 PM, with Mr. Cyrus Menzies engineering. "
      "Four hours at BZ$75.00 comes to BZ$300.00; your BZ$90.00 deposit is in hand, so BZ$210.00 is settled at the end of the session. "
      "You are welcome to begin loading in at 12:45 PM.",
   [P("Studio B is yours this Saturday, June 6", "S"), P("from 1:00 PM to 5:00 PM", "S"), P("Mr. Cyrus Menzies engineering", "S"),
    P("Four hours at BZ$75.00 comes to BZ$300.00", "S"), P("BZ$90.00 deposit is in hand", "S"),
    P("BZ$210.00 is settled at the end of the session", "S"), P("loading in at 12:45 PM", "S")],
   ["1:00 PM", "BZ$210.00"], "SB-3381: start 6/6 1 PM Belize, PT4H, Menzies, 75.0/h, deposit 90.0 PAID, balance 210.0; load-in 15 minutes early per policy.")

ok(b, "Booking SB-3381 (confirmed)\n- Room: Studio B\n- Saturday 6/6, 1:00–5:00 PM\n- Provided: upright piano and drum kit\n"
      "Any other instrument should be requested at least 72 hours ahead.",
   [P("Booking SB-3381 (confirmed)", "S"), P("Room: Studio B", "S"), P("Saturday 6/6, 1:00–5:00 PM", "S"),
    P("upright piano and drum kit", "S"), P("at least 72 hours ahead", "S")],
   ["SB-3381", "6/6"], "Backline on SB-3381; the 72-hour rule is in the policy.")

bad(b, "Mr. Hoare, your session in Studio B on Saturday, June 6 starts at 7:00 PM, and Ms. Odessa Baptist will be your engineer. "
       "The deposit of BZ$90.00 has been received.",
    [P("on Saturday, June 6 starts at 7:00 PM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     P("Ms. Odessa Baptist will be your engineer", "C", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]), P("deposit of BZ$90.00 has been received", "S")],
    ["unit_conversion", "other_record_value"], ["starts at 7:00 PM", "Odessa Baptist"],
    "The start epoch is 19:00 UTC, 1:00 PM in Belize. Odessa Baptist engineered April's SB-3312; SB-3381 lists Cyrus Menzies.")

bad(b, "Dear Mr. Hoare, Studio B is booked for four hours from 1:00 PM on June 6, and the upright piano, drum kit and a bass amplifier will be ready for you. "
       "Should you run over, extra time is billed in 15-minute steps.",
    [P("booked for four hours from 1:00 PM on June 6", "S"), P("a bass amplifier will be ready", "CI", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"]),
     P("billed in 15-minute steps", "C", ["NLI_CONTRADICTION"])],
    ["unrecorded_extra", "wrong_policy_condition"], ["bass amplifier", "15-minute steps"],
    "Backline lists only UPRIGHT_PIANO and DRUM_KIT. Overtime is charged in 30-minute steps.")

rep(b, "Mr. Hoare, Studio B is booked for Saturday, June 6, from 1:00 PM for four hours; with your BZ$90.00 deposit paid, BZ$220.00 remains for the end of the session.",
    [P("Studio B is booked for Saturday, June 6, from 1:00 PM", "S"), P("BZ$90.00 deposit paid", "S"), P("BZ$220.00 remains", "C", ["AMOUNT_MISMATCH"])],
    ["wrong_arithmetic"], ["BZ$220.00"], ["210.00|210", "1:00 PM|1 PM"], "300 - 90 = 210 (balance_due 210.0).")

rep(b, "Dear Mr. Hoare, your four hours in Studio B begin at 1:00 PM on Saturday, June 6, and Ms. Odessa Baptist will be engineering for you.",
    [P("your four hours in Studio B begin at 1:00 PM on Saturday, June 6", "S"),
     P("Ms. Odessa Baptist will be engineering", "C", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"])],
    ["other_record_value"], ["Odessa Baptist"], ["Cyrus Menzies|Menzies", "1:00 PM|1 PM"],
    "SB-3381's engineer is Cyrus Menzies; Odessa Baptist worked April's SB-3312.")

# ---------------------------------------------------------------- 18. cancellation refund
b = Bundle("session-cancel-refund", "recording-studio hire",
    "I had to cancel my session for tomorrow. How much will I get back?",
    [rec("search_bookings#baizar", "search_bookings", search([
        hit("mahogany-bookings", "SB-3350", 11.3, {
            "booking_no": "SB-3350", "state": "CANCELLED_BY_CLIENT", "client": {"name": "Imogen Baizar"},
            "room": "STUDIO_C", "start": ems(2026, 5, 22, 10, 0), "duration": "PT6H", "hourly_rate": 60.0,
            "paid": 360.0, "currency": "BZD", "cancelled_at": ems(2026, 5, 20, 16, 30),
            "refund": {"amount": 180.0, "state": "PROCESSING", "method": "ORIGINAL_CARD", "rule": "WITHIN_72H_50PCT"}}),
        hit("mahogany-bookings", "SB-3402", 5.6, {
            "booking_no": "SB-3402", "state": "TENTATIVE", "client": {"name": "Imogen Baizar"},
            "room": "STUDIO_C", "start": ems(2026, 6, 12, 10, 0), "duration": "PT2H", "hourly_rate": 60.0, "currency": "BZD"}),
    ])),
     pol("policy#cancellation", "Cancellations made more than 72 hours before the session are refunded in full. "
         "Cancellations within 72 hours are refunded at 50%. No refund is given for cancellations within 24 hours or for no-shows. "
         "Refunds reach the original card within 7-10 business days.", revision="v4")],
    now="2026-05-21T09:00:00-06:00")

ok(b, "Dear Ms. Baizar, as your session was cancelled within 72 hours of its start, half of the BZ$360.00 you paid is returned: "
      "a refund of BZ$180.00 is now being processed to your original card. It should arrive within 7 to 10 business days.",
   [P("cancelled within 72 hours of its start", "S"), P("half of the BZ$360.00 you paid", "S"), P("refund of BZ$180.00 is now being processed", "S"),
    P("to your original card", "S"), P("within 7 to 10 business days", "S")],
   ["BZ$180.00", "7 to 10 business days"], "cancelled_at 5/20 4:30 PM, about 41 hours before the 5/22 10 AM start; paid 360.0; refund 180.0 PROCESSING to ORIGINAL_CARD; policy 50% and 7-10 days.")

ok(b, "Ms. Baizar, SB-3350 (May 22) is cancelled, and BZ$180.00 is on its way back to your card.",
   [P("SB-3350 (May 22) is cancelled", "S"), P("BZ$180.00 is on its way back to your card", "S")],
   ["SB-3350", "BZ$180.00"], "State CANCELLED_BY_CLIENT; refund 180.0 PROCESSING.")

ok(b, "Dear Ms. Baizar, your refund of one hundred eighty dollars is being processed, and your tentative two-hour hold for June 12 at 10:00 AM still stands.",
   [P("refund of one hundred eighty dollars is being processed", "S"), P("tentative two-hour hold for June 12 at 10:00 AM", "S")],
   ["June 12"], "Refund PROCESSING; SB-3402 is TENTATIVE, 6/12 10 AM, PT2H.")

bad(b, "Ms. Baizar, I am sorry the session could not go ahead. Your cancellation qualifies for a full refund, so BZ$360.00 will be returned to your card. "
       "The refund should arrive within 7 to 10 business days.",
    [P("sorry the session could not go ahead", "N"), P("qualifies for a full refund, so BZ$360.00", "C", ["AMOUNT_MISMATCH", "NLI_CONTRADICTION"]),
     P("within 7 to 10 business days", "S")],
    ["condition_unmet"], ["qualifies for a full refund"],
    "A full refund needs cancellation more than 72 hours ahead; this one came about 41 hours ahead, so the record refunds 180.0.")

bad(b, "Dear Ms. Baizar, your refund of BZ$180.00 has already been completed, and you should see it within 3 to 5 business days.",
    [P("refund of BZ$180.00", "S"), P("has already been completed", "C", ["RECORD_STATE_MISMATCH"]),
     P("within 3 to 5 business days", "C", ["NLI_CONTRADICTION"])],
    ["wrong_state", "wrong_period"], ["already been completed", "3 to 5 business days"],
    "refund.state is PROCESSING; the policy gives 7-10 business days.")

rep(b, "Ms. Baizar, your booking SB-3350 was cancelled within 72 hours of the session, so a refund of BZ$120.00 is being processed to your card.",
    [P("SB-3350 was cancelled within 72 hours", "S"), P("refund of BZ$120.00", "C", ["AMOUNT_MISMATCH"])],
    ["wrong_arithmetic"], ["BZ$120.00"], ["180.00|180", "SB-3350"], "50% of the 360.0 paid is 180.0 (refund.amount).")

# ---------------------------------------------------------------- 19. mixing package revisions
b = Bundle("ep-mix-revisions", "recording-studio hire",
    "I've asked for another round of changes on my EP mix. Is that included?",
    [rec("search_projects#requena", "search_projects", search([
        hit("mahogany-projects", "MX-0714", 10.4, {
            "project_no": "MX-0714", "client": "Delphine Requena", "title": "Lagoon Lullabies (EP)",
            "package": "MIX_AND_MASTER_EP", "state": "IN_REVISION", "tracks": 5, "price_per_track": 140.0, "total": 700.0,
            "currency": "BZD", "revisions": {"included": 2, "used": 2, "current_round": 3},
            "pending_charges": [{"code": "EXTRA_REVISION", "amount": 45.0, "state": "UNBILLED"}],
            "stems_received_at": ems(2026, 4, 14, 11, 0), "turnaround": "P10D", "delivery_due": "2026-04-24"}),
        hit("mahogany-projects", "MX-0620", 6.2, {
            "project_no": "MX-0620", "client": "Delphine Requena", "title": "Cayo Moon (single)",
            "package": "MIX_AND_MASTER_SINGLE_PLUS", "state": "DELIVERED", "tracks": 1, "price_per_track": 150.0, "total": 150.0,
            "currency": "BZD", "revisions": {"included": 3, "used": 1}}),
    ])),
     pol("policy#mixing", "Turnaround is counted from the day all stems are received. "
         "Each mixing package includes two rounds of revisions per project, unless the package says otherwise. Further rounds are charged at BZ$45.00 each. "
         "Masters are delivered as 24-bit WAV files and 320 kbps MP3s.", revision="v2")],
    now="2026-04-27T10:30:00-06:00")

ok(b, "Dear Ms. Requena, your EP package covers five tracks at BZ$140.00 each, BZ$700.00 in all, with two rounds of revisions, both of which have now been used. "
      "The third round you have asked for is under way and will be charged at BZ$45.00.",
   [P("five tracks at BZ$140.00 each", "S"), P("BZ$700.00 in all", "S"), P("with two rounds of revisions", "S"),
    P("both of which have now been used", "S"), P("The third round you have asked for is under way", "S"), P("charged at BZ$45.00", "S")],
   ["BZ$45.00", "BZ$700.00"], "MX-0714: 5 x 140.0 = 700.0, revisions included 2 used 2, current_round 3, state IN_REVISION, EXTRA_REVISION 45.0.")

ok(b, "Ms. Requena, your finished masters will come to you as 24-bit WAV files and 320 kbps MP3s; the turnaround was counted from April 14, the day your stems arrived.",
   [P("24-bit WAV files and 320 kbps MP3s", "S"), P("counted from April 14, the day your stems arrived", "S")],
   ["April 14"], "Formats in the policy; stems_received_at 4/14 11 AM Belize.")

bad(b, "Ms. Requena, your package includes three rounds of revisions, so this third round comes at no extra charge. The five tracks total BZ$700.00.",
    [P("your package includes three rounds of revisions", "C", ["VALUE_MISMATCH"]),
     P("this third round comes at no extra charge", "C", ["AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"]),
     P("The five tracks total BZ$700.00", "S")],
    ["other_record_value", "condition_unmet"], ["three rounds of revisions", "no extra charge"],
    "Three included rounds belong to the single MX-0620; MX-0714 includes 2, both used, so round three is charged BZ$45.")

bad(b, "Dear Ms. Requena, your five tracks at BZ$140.00 each come to BZ$560.00. Our turnaround for the package is ten weeks from the day the stems arrive.",
    [P("five tracks at BZ$140.00 each", "S"), P("come to BZ$560.00", "C", ["AMOUNT_MISMATCH"]), P("ten weeks", "C", ["VALUE_MISMATCH", "DATE_MISMATCH"])],
    ["wrong_arithmetic", "unit_conversion"], ["BZ$560.00", "ten weeks"],
    "5 x 140 = 700 (total 700.0). turnaround P10D is ten days, not weeks.")

rep(b, "Ms. Requena, your EP mix covers five tracks at BZ$140.00 each, BZ$700.00 in all, and the third revision round is being done free of charge.",
    [P("five tracks at BZ$140.00 each", "S"), P("BZ$700.00 in all", "S"),
     P("being done free of charge", "C", ["AMOUNT_MISMATCH", "VALUE_MISMATCH", "NLI_CONTRADICTION"])],
    ["condition_unmet"], ["free of charge"], ["45.00|45", "700.00|700"],
    "Both included rounds are used; the pending EXTRA_REVISION charge is 45.0.")

# ---------------------------------------------------------------- 20. overtime invoice
b = Bundle("overtime-invoice", "recording-studio hire",
    "Why is my invoice higher than the three hours I booked?",
    [rec("search_invoices#pandy", "search_invoices", search([
        hit("mahogany-invoices", "INV-SB-3366", 9.7, {
            "invoice_no": "INV-SB-3366", "version": 2, "state": "ISSUED", "client": "Augustus Pandy",
            "booking": {"no": "SB-3366", "room": "STUDIO_A", "booked": "PT3H", "actual": "PT4H20M", "hourly_rate": 110.0},
            "lines": [{"code": "BOOKED_TIME", "hours": 3.0, "amount": 330.0}, {"code": "OVERTIME", "hours": 1.5, "amount": 165.0}],
            "total": 495.0, "deposit_applied": 99.0, "amount_due": 396.0, "currency": "BZD",
            "issued_at": ems(2026, 5, 1, 9, 0), "due_date": "2026-05-15"}),
        hit("mahogany-invoices", "INV-SB-3366~v1", 7.9, {
            "invoice_no": "INV-SB-3366", "version": 1, "state": "VOID", "client": "Augustus Pandy",
            "lines": [{"code": "BOOKED_TIME", "hours": 3.0, "amount": 330.0}, {"code": "OVERTIME", "hours": 1.0, "amount": 110.0}],
            "total": 440.0, "currency": "BZD", "issued_at": ems(2026, 4, 30, 17, 0)}),
    ], aggs={"minutes_by_room": {"buckets": [{"key": "STUDIO_A", "doc_count": 1, "minutes": {"value": 260}}]}})),
     pol("policy#overtime", STUDIO_POLICY + " Invoices are payable within 14 days of issue.", revision="2026-01")],
    now="2026-05-04T14:00:00-06:00")

ok(b, "Good afternoon, Mr. Pandy — your session ran to four hours and twenty minutes against the three hours booked. "
      "The extra eighty minutes are charged in half-hour steps, so ninety minutes at BZ$110.00 an hour comes to BZ$165.00. "
      "With the booked BZ$330.00, the invoice totals BZ$495.00; after your BZ$99.00 deposit, BZ$396.00 is due by May 15.",
   [P("four hours and twenty minutes", "S"), P("the three hours booked", "S"), P("charged in half-hour steps", "S"),
    P("ninety minutes at BZ$110.00 an hour comes to BZ$165.00", "S"), P("With the booked BZ$330.00", "S"), P("the invoice totals BZ$495.00", "S"),
    P("after your BZ$99.00 deposit", "S"), P("BZ$396.00 is due by May 15", "S")],
   ["BZ$396.00", "May 15"], "Version 2 ISSUED: actual PT4H20M vs PT3H; overtime 1.5 h x 110 = 165; 330 + 165 = 495; less 99 = 396; due 2026-05-15.")

ok(b, "Mr. Pandy, invoice INV-SB-3366 (issued 5/1/2026) shows BZ$396.00 to pay, within 14 days of issue.",
   [P("INV-SB-3366 (issued 5/1/2026)", "S"), P("BZ$396.00 to pay", "S"), P("within 14 days of issue", "S")],
   ["BZ$396.00"], "amount_due 396.0; issued 5/1 9 AM Belize; 14-day terms in the policy.")

bad(b, "Mr. Pandy, your invoice totals BZ$440.00, including one hour of overtime. The amount is payable within 14 days.",
    [P("totals BZ$440.00", "C", ["AMOUNT_MISMATCH"]), P("including one hour of overtime", "C", ["VALUE_MISMATCH"]),
     P("payable within 14 days", "S")],
    ["stale_value", "stale_value"], ["BZ$440.00", "one hour of overtime"],
    "440.0 with 1.0 h overtime is the VOID version 1; the issued version 2 bills 1.5 h and totals 495.0.")

bad(b, "Dear Mr. Pandy, the invoice totals BZ$495.00, and after your BZ$99.00 deposit, BZ$406.00 is due by May 31.",
    [P("the invoice totals BZ$495.00", "S"), P("after your BZ$99.00 deposit", "S"), P("BZ$406.00 is due", "C", ["AMOUNT_MISMATCH"]),
     P("by May 31", "C", ["DATE_MISMATCH"])],
    ["wrong_arithmetic", "wrong_date"], ["BZ$406.00", "May 31"], "495 - 99 = 396; due_date is 2026-05-15.")

rep(b, "Mr. Pandy, your session overran the three booked hours, and the invoice totals BZ$495.00, of which BZ$396.00 is due by May 1.",
    [P("overran the three booked hours", "S"), P("the invoice totals BZ$495.00", "S"), P("BZ$396.00 is due by May 1", "C", ["DATE_MISMATCH"])],
    ["wrong_date"], ["due by May 1."], ["May 15|5/15", "396.00|396"], "due_date is 2026-05-15; May 1 is the issue date.")
