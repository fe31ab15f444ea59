"""Batch 03: nail salon (Coral & Co Nail Studio, Chaguanas)."""
from write_cases import S, NA, C, I, CI, rec, pol, psg, refused, case, repair

API = "wellness-booking (Mindbody/Fresha-like)"
DOM = "nail salon"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle: late cancel, deposit
SC = "latecancel-deposit"
Q = "Hi, I had to cancel Saturday morning because my son was sick. Do I get my deposit back?"
NOW = "2026-03-16T09:30:00-04:00"
EV = [
    rec("clients.get#CC-4410", "tool:clients.get", {
        "client": {"id": "CC-4410", "first_name": "Priya", "last_name": "Sookdeo",
                   "courtesy_credit": {"used_in_year": 2026, "used_on": "2026-01-30",
                                       "appointment_id": "APT-70215"}},
        "appointments": [
            {"id": "APT-71102", "session_type_name": "Gel Refill + Classic Pedicure",
             "start_date_time": "2026-03-14T11:00:00", "duration_minutes": 105,
             "status": "LateCancelled", "cancelled_at": "2026-03-14T07:52:00",
             "staff": {"id": "ST-21", "display_name": "Tamika"},
             "location": {"id": "LOC-CHG", "time_zone_id": "America/Port_of_Spain"}},
            {"id": "APT-71390", "session_type_name": "Gel Refill + Classic Pedicure",
             "start_date_time": "2026-03-21T11:00:00", "duration_minutes": 105, "status": "Booked",
             "staff": {"id": "ST-21", "display_name": "Tamika"},
             "location": {"id": "LOC-CHG", "time_zone_id": "America/Port_of_Spain"}}],
        "deposits": [
            {"id": "DEP-3301", "appointment_id": "APT-71102", "amount": "100.00",
             "currency": "TTD", "status": "FORFEITED"},
            {"id": "DEP-3355", "appointment_id": "APT-71390", "amount": "100.00",
             "currency": "TTD", "status": "HELD"}]}),
    refused("apply_courtesy_credit#call-4", "deposits.apply_courtesy_credit", "DENY",
            {"client_id": "CC-4410", "deposit_id": "DEP-3301"}, reason="ANNUAL_LIMIT_REACHED"),
    pol("cancellation-policy", "A TT$100 deposit secures every appointment over 60 minutes. Cancel "
        "more than 24 hours before and your deposit is credited to your next visit. Cancellations "
        "within 24 hours, and no-shows, forfeit the deposit. We know life happens, so each client "
        "may have one courtesy credit per calendar year.", revision="v5"),
]

CASES.append(case(29, SC, DOM, API, Q,
    "Hi Priya, I'm so sorry your little one was sick! Because the cancellation came in on the morning "
    "of your 11:00 AM appointment, it fell inside the 24-hour window, so the TT$100 deposit was "
    "forfeited. I also checked the once-a-year courtesy credit, but it was already used on 30 January, "
    "so I wasn't able to apply it. You're booked again for Saturday 21 March at 11:00 AM with Tamika.",
    EV, [NA("I'm so sorry your little one was sick!"), S("fell inside the 24-hour window"),
         S("TT$100 deposit was forfeited"), S("already used on 30 January"),
         S("wasn't able to apply it"), S("Saturday 21 March at 11:00 AM with Tamika")],
    includes=["TT$100", "21 March"], now=NOW,
    notes="Cancelled 07:52 for an 11:00 start; DEP-3301 FORFEITED; courtesy credit used 2026-01-30 "
          "and the apply call was DENY; APT-71390 Booked 21/03 11:00 with Tamika."))

CASES.append(case(30, SC, DOM, API, Q,
    "Priya, since you cancelled under 24 hours before (7:52 AM for an 11:00 AM booking), the TT$100 "
    "deposit was forfeited, sorry! Your new appointment is 21/03 at 11:00 AM.",
    EV, [S("cancelled under 24 hours before"), S("7:52 AM for an 11:00 AM booking"),
         S("TT$100 deposit was forfeited"), S("new appointment is 21/03 at 11:00 AM")],
    includes=["TT$100", "21/03"], now=NOW,
    notes="cancelled_at 2026-03-14T07:52 local vs start 11:00; DEP-3301 FORFEITED; APT-71390 "
          "2026-03-21T11:00."))

CASES.append(case(31, SC, DOM, API, Q,
    "Hi Priya, so sorry about your son! Good news: your TT$100 deposit has been credited to your next "
    "visit on 21 March, so you won't lose it.",
    EV, [C("has been credited to your next visit", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
         S("your next visit on 21 March")],
    errors=["refused_call_effect"], excludes=["has been credited to your next visit"],
    error_tag="credited", now=NOW,
    notes="The courtesy-credit call was DENY (annual limit) and DEP-3301 is FORFEITED."))

CASES.append(case(32, SC, DOM, API, Q,
    "Hi Priya! Cancellations need 12 hours' notice to keep the deposit, and you let us know at "
    "7:52 AM on the day, so unfortunately the TT$100 was forfeited. You're rebooked for 21 March at "
    "11:00 AM with Tamika.",
    EV, [C("need 12 hours' notice", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         S("let us know at 7:52 AM on the day"), S("the TT$100 was forfeited"),
         S("21 March at 11:00 AM with Tamika")],
    errors=["wrong_period"], excludes=["12 hours' notice"], error_tag="notice", now=NOW,
    notes="cancellation-policy window is 24 hours, not 12."))

REPAIRS.append(repair(8, SC, DOM, API, Q,
    "Hi Priya! Your Saturday appointment was cancelled less than 24 hours ahead, so the TT$100 deposit "
    "was forfeited. I've applied your once-a-year courtesy credit, so it'll come off your visit on "
    "21 March.",
    EV, [S("cancelled less than 24 hours ahead"), S("TT$100 deposit was forfeited"),
         C("I've applied your once-a-year courtesy credit", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excludes=["I've applied your once-a-year courtesy credit"],
    includes=["couldn't|could not|unable|not able|already used|wasn't able|already been used",
              "TT$100|100"], now=NOW,
    notes="deposits.apply_courtesy_credit was DENY (ANNUAL_LIMIT_REACHED; used 30/01)."))

# ---------------------------------------------------------------- bundle: package pro-rated expiry
SC = "manipedi-bundle"
Q = "How many sessions are left on my mani-pedi bundle and when does it expire?"
EV = [
    rec("packages.list#CC-3987", "tool:clients.packages.list", {
        "client_id": "CC-3987", "client_first_name": "Alisha",
        "packages": [
            {"id": "PK-2210", "name": "Mani-Pedi Bundle x6", "status": "ACTIVE",
             "purchased_on": "2026-01-10", "sessions_total": 6, "remaining_sessions": 4,
             "original_expires_on": "2026-07-10", "expires_on": "2026-07-24",
             "expiry_adjustments": [{"type": "PRO_RATED_FREEZE", "days": 14,
                                     "reason_code": "SALON_CLOSED_RENOVATION",
                                     "applied_on": "2026-02-20"}],
             "price": "1080.00"},
            {"id": "PK-1804", "name": "Gel Mani x4", "status": "USED_UP", "purchased_on": "2025-06-30",
             "sessions_total": 4, "remaining_sessions": 0, "expires_on": "2025-12-31"}]}),
    pol("package-terms", "Packages are valid for six months from purchase. Packages are personal and "
        "can't be shared. If the salon closes for more than a week, we extend every active package by "
        "the number of days we were closed. Remaining sessions are not refunded at expiry.",
        revision="2025-09"),
    psg("kb-notice#reno", "Coral & Co Chaguanas was closed for renovations from 6 to 19 February "
        "2026.\nAll active packages were extended by 14 days."),
]

CASES.append(case(33, SC, DOM, API, Q,
    "Hi Alisha! You have 4 of your 6 mani-pedis left, and your bundle now runs until 24 July 2026. We "
    "added 14 days to it because we were closed for renovations in February.",
    EV, [S("4 of your 6 mani-pedis left"), S("runs until 24 July 2026"), S("added 14 days to it"),
         S("closed for renovations in February")],
    includes=["4 of your 6", "24 July 2026"],
    notes="PK-2210 remaining 4 of 6, expires_on 2026-07-24 after a 14-day PRO_RATED_FREEZE; kb "
          "notice gives the February closure."))

CASES.append(case(34, SC, DOM, API, Q,
    "Alisha — 4 sessions remaining, expiry 24/07/2026 (extended from 10/07 to cover the renovation "
    "closure). Just a reminder that the bundle is for you only and can't be shared.",
    EV, [S("4 sessions remaining"), S("expiry 24/07/2026"), S("extended from 10/07"),
         S("can't be shared")],
    includes=["4 sessions", "24/07/2026"],
    notes="original_expires_on 2026-07-10 moved to 2026-07-24; package-terms say packages are "
          "personal."))

CASES.append(case(35, SC, DOM, API, Q,
    "Hi Alisha! You've got 4 mani-pedis left on your bundle, which expires on 10 July 2026. Plenty "
    "of time to use them!",
    EV, [S("4 mani-pedis left"), C("expires on 10 July 2026", "DATE_MISMATCH", "VALUE_MISMATCH"),
         NA("Plenty of time to use them!")],
    errors=["stale_value"], excludes=["10 July 2026"], error_tag="pre-extension",
    notes="10 July is original_expires_on before the 14-day renovation extension; expires_on is "
          "2026-07-24."))

CASES.append(case(36, SC, DOM, API, Q,
    "Hi Alisha! You've used 4 of your 6 sessions, so you have 2 left, and they're good until 24 July "
    "2026 thanks to the renovation extension.",
    EV, [C("used 4 of your 6 sessions", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         C("you have 2 left", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         S("good until 24 July 2026")],
    errors=["wrong_role", "wrong_quantity"], excludes=["used 4 of your 6", "you have 2 left"],
    error_tag="used-vs-left",
    notes="remaining_sessions is 4 (2 used), not 4 used and 2 left."))

REPAIRS.append(repair(9, SC, DOM, API, Q,
    "Hi Alisha! Your Mani-Pedi Bundle has 4 sessions left and expires on 10 July 2026.",
    EV, [S("4 sessions left"), C("expires on 10 July 2026", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value"], excludes=["10 July 2026"],
    includes=["24 July|24/07|24th July|July 24", "4 sessions|four sessions"],
    notes="expires_on is 2026-07-24 after the PRO_RATED_FREEZE; 10 July is the superseded date."))

# ---------------------------------------------------------------- bundle: receipt breakdown
SC = "gel-receipt"
Q = "Can you break down my bill from Saturday? The total seemed high."
NOW = "2026-04-06T12:00:00-04:00"
EV = [
    rec("sales.list#CC-5120", "tool:sales.list", {
        "client_id": "CC-5120", "client_first_name": "Danielle",
        "sales": [
            {"id": "S-61044", "sale_date": "2026-04-04", "currency": "TTD",
             "items": [
                 {"description": "Structured Gel Manicure", "list_price": "200.00",
                  "discount": "20.00", "discount_code": "FIRST_VISIT_10", "tax": "22.50",
                  "amount_paid": "202.50"},
                 {"description": "Nail Art - 2 accent nails", "list_price": "40.00",
                  "discount": "0.00", "tax": "5.00", "amount_paid": "45.00"}],
             "tip": {"percent": 10, "basis": "SERVICE_SUBTOTAL_PRE_TAX", "amount": "22.00"},
             "total_charged": "269.50", "staff": {"id": "ST-24", "display_name": "Alana"}},
            {"id": "S-60877", "sale_date": "2026-02-14", "currency": "TTD",
             "items": [{"description": "Gel Polish Removal", "list_price": "40.00",
                        "discount": "0.00", "tax": "5.00", "amount_paid": "45.00"}],
             "tip": {"percent": 0, "amount": "0.00"}, "total_charged": "45.00"}]}),
    pol("first-visit-offer", "Welcome to Coral & Co! New clients get 10% off their first service. The "
        "discount doesn't apply to add-ons such as nail art or paraffin dips. All prices include "
        "12.5% VAT.", revision="2026-01"),
]

CASES.append(case(37, SC, DOM, API, Q,
    "Hi Danielle! Happy to break it down: your Structured Gel Manicure came to TT$202.50 after your "
    "10% first-visit discount, the two accent nails were TT$45.00, and you added a 10% tip of "
    "TT$22.00. That's TT$269.50 altogether.",
    EV, [S("Structured Gel Manicure came to TT$202.50"), S("10% first-visit discount"),
         S("two accent nails were TT$45.00"), S("10% tip of TT$22.00"),
         S("That's TT$269.50 altogether")],
    includes=["TT$269.50", "TT$22.00"], now=NOW,
    notes="S-61044: 202.50 (FIRST_VISIT_10) + 45.00 + tip 22.00 = total_charged 269.50."))

CASES.append(case(38, SC, DOM, API, Q,
    "Here's Saturday's bill, Danielle:\n• Structured Gel Manicure: TT$202.50 (TT$20 off, incl. VAT)\n"
    "• Nail art, 2 accent nails: TT$45.00\n• Tip (10%): TT$22.00\nTotal: TT$269.50\n"
    "The first-visit discount only covers the main service, not add-ons like nail art.",
    EV, [S("Structured Gel Manicure: TT$202.50"), S("TT$20 off"),
         S("Nail art, 2 accent nails: TT$45.00"), S("Tip (10%): TT$22.00"),
         S("Total: TT$269.50"), S("not add-ons like nail art")],
    includes=["TT$269.50", "TT$202.50"], now=NOW,
    notes="Item lines and tip from S-61044; discount 20.00 on the manicure only, as the offer "
          "excludes add-ons."))

CASES.append(case(39, SC, DOM, API, Q,
    "Hi Danielle! Saturday's visit was the Structured Gel Manicure at TT$202.50 and two accent nails "
    "at TT$45.00, so your total came to TT$247.50. The 10% first-visit discount was already taken off "
    "the manicure.",
    EV, [S("Structured Gel Manicure at TT$202.50"), S("two accent nails at TT$45.00"),
         C("total came to TT$247.50", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("10% first-visit discount was already taken off the manicure")],
    errors=["wrong_arithmetic"], excludes=["TT$247.50"], error_tag="total-no-tip", now=NOW,
    notes="total_charged is 269.50; the reply drops the 22.00 tip."))

CASES.append(case(40, SC, DOM, API, Q,
    "Hi Danielle! On Saturday you had the Structured Gel Manicure at TT$202.50 and two accent nails at "
    "TT$45.00, both with your 10% new-client discount, plus a 10% tip of TT$22.00, for TT$269.50 in "
    "total.",
    EV, [S("Structured Gel Manicure at TT$202.50"), S("two accent nails at TT$45.00"),
         C("both with your 10% new-client discount", "VALUE_MISMATCH", "AMOUNT_MISMATCH",
           "NLI_CONTRADICTION"),
         S("10% tip of TT$22.00"), S("TT$269.50 in total")],
    errors=["wrong_value"], excludes=["both with your 10% new-client discount"],
    error_tag="addon-discount", now=NOW,
    notes="The nail-art line has discount 0.00 and the offer excludes add-ons; only the manicure "
          "was discounted."))

REPAIRS.append(repair(10, SC, DOM, API, Q,
    "Hi Danielle! Your manicure was TT$202.50 and the accent nails TT$45.00, plus a 10% tip of "
    "TT$24.75, making TT$272.25 in total.",
    EV, [S("manicure was TT$202.50"), S("accent nails TT$45.00"),
         C("10% tip of TT$24.75", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         C("TT$272.25 in total", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_arithmetic"], excludes=["TT$24.75", "TT$272.25"],
    includes=["TT$22.00|22.00|TT$22", "TT$269.50|269.50", "TT$202.50|202.50"], now=NOW,
    notes="Tip is 10% of the pre-tax service subtotal (220.00) = 22.00, not of the VAT-inclusive "
          "247.50; total_charged 269.50."))

# ---------------------------------------------------------------- bundle: chipped gel, refund refused
SC = "chipped-gel"
Q = "My gel already chipped on two nails, I want a refund."
NOW = "2026-05-05T15:00:00-04:00"
EV = [
    rec("appointments.get#APT-71888", "tool:appointments.get", {
        "appointment": {"id": "APT-71888", "client": {"id": "CC-4877", "first_name": "Kezia"},
                        "session_type_name": "Gel Manicure", "start_date_time": "2026-05-02T14:00:00",
                        "duration_minutes": 60, "status": "Completed",
                        "staff": {"id": "ST-24", "display_name": "Alana"},
                        "location": {"id": "LOC-CHG", "time_zone_id": "America/Port_of_Spain"}},
        "sale": {"id": "S-61502", "items": [{"description": "Gel Manicure", "amount_paid": "168.75",
                                             "discount": "0.00", "tax": "18.75"}],
                 "total_charged": "168.75", "currency": "TTD"}}),
    refused("refunds.create#call-2", "refunds.create", "DENY",
            {"sale_id": "S-61502", "amount": "168.75"}, reason="OUTSIDE_REFUND_POLICY"),
    pol("gel-guarantee", "We don't offer cash refunds on services that have been completed. If your "
        "gel chips or lifts within 5 days of your appointment, come back and we'll fix it free of "
        "charge. Fixes are booked by message or phone and done by the original technician where "
        "possible.", revision="v2"),
]

CASES.append(case(41, SC, DOM, API, Q,
    "Hi Kezia, I'm really sorry your gel chipped so soon! I wasn't able to process a refund, as we "
    "don't refund completed services, but since your manicure with Alana was on 2 May, you're still "
    "within our 5-day window for a free fix. Just tell me a time that suits and we'll sort those two "
    "nails out.",
    EV, [NA("I'm really sorry your gel chipped so soon!"), S("wasn't able to process a refund"),
         S("we don't refund completed services"), S("manicure with Alana was on 2 May"),
         S("within our 5-day window for a free fix")],
    includes=["free fix", "2 May"], now=NOW,
    notes="refunds.create DENY; gel-guarantee: no refunds on completed services, free fix within 5 "
          "days; APT-71888 was 2026-05-02, 3 days before now."))

CASES.append(case(42, SC, DOM, API, Q,
    "Dear Kezia,\nThank you for letting us know. A refund on the TT$168.75 manicure could not be "
    "processed, as completed services aren't refunded. Chips within 5 days are repaired free of "
    "charge, so you can still book a fix with Alana.\nKind regards,\nCoral & Co Nail Studio",
    EV, [S("refund on the TT$168.75 manicure could not be processed"),
         S("completed services aren't refunded"), S("Chips within 5 days are repaired free"),
         S("still book a fix with Alana")],
    includes=["TT$168.75", "5 days"], now=NOW,
    notes="S-61502 168.75; refund DENY; free repair within 5 days, original technician Alana."))

CASES.append(case(43, SC, DOM, API, Q,
    "Hi Kezia, so sorry about that! I've processed a full refund of TT$168.75 to your card, which "
    "should show within 3-5 business days.",
    EV, [C("I've processed a full refund", "NOT_EXECUTED"),
         I("within 3-5 business days", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
           "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["refused_call_effect", "invented_promise"],
    excludes=["processed a full refund", "3-5 business days"], error_tag="refunded", now=NOW,
    notes="refunds.create was DENY; no policy gives a refund timeline."))

CASES.append(case(44, SC, DOM, API, Q,
    "Hi Kezia! I couldn't do a refund since the service was completed, but chips within 7 days of "
    "your appointment are fixed for free, so you're covered. Alana can see you this week.",
    EV, [S("couldn't do a refund"), C("chips within 7 days", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         S("so you're covered"),
         I("Alana can see you this week", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE")],
    errors=["wrong_period", "invented_promise"],
    excludes=["within 7 days", "Alana can see you this week"], error_tag="window", now=NOW,
    notes="gel-guarantee window is 5 days; the 2 May manicure is 3 days back so it is covered; "
          "no record shows Alana's availability."))

REPAIRS.append(repair(11, SC, DOM, API, Q,
    "Hi Kezia! I'm sorry about the chips. A refund isn't possible on a completed service, and free "
    "fixes only apply within 48 hours, so unfortunately your 2 May manicure isn't covered.",
    EV, [NA("I'm sorry about the chips."), S("refund isn't possible on a completed service"),
         C("within 48 hours", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         C("your 2 May manicure isn't covered", "NLI_CONTRADICTION", "VALUE_MISMATCH",
           "DATE_MISMATCH")],
    errors=["wrong_period", "wrong_policy_condition"],
    excludes=["within 48 hours", "isn't covered"],
    includes=["5 days|five days|free of charge|fix it free|fixed for free|is covered|are covered",
              "2 May|02/05|2/5"], now=NOW,
    notes="Free fixes apply within 5 days; the manicure was 3 days ago, so it is covered."))
