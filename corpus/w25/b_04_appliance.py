from codes import *


def build(B):
    # ---------- 11. fridge compressor, plan covers parts only (Chicago) ----------
    ev = [
        {"id": "fsm.get_job#AR-70552", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job": {"id": "AR-70552", "status": "DISPATCHED", "appliance": "REFRIGERATOR",
                            "timezone": "America/Chicago", "customer": {"name": "Renee Castillo"},
                            "technician": {"name": "Dev Malhotra", "id": "T-330"},
                            "appointments": [{"window_start": "2026-08-18T13:00:00", "window_end": "2026-08-18T17:00:00", "state": "CONFIRMED"}]}}},
        {"id": "fsm.get_estimate#AE-8814", "kind": "record", "source": "tool:fsm.get_estimate",
         "fields": {"estimate": {"id": "AE-8814", "status": "APPROVED",
                                 "line_items": [{"description": "Compressor", "qty": 1, "unit_price": "412.00", "covered": True},
                                                {"description": "Refrigerant recharge", "qty": 1, "unit_price": "145.00", "covered": False},
                                                {"description": "Labor (hours)", "qty": 2.5, "unit_price": "110.00", "covered": False}],
                                 "total": "832.00",
                                 "coverage": {"plan": "APPLIANCECARE_PLUS", "plan_pays": "412.00", "deductible": "75.00", "customer_pays": "495.00"}}}},
        {"id": "fsm.get_warranty#MFR-RC", "kind": "record", "source": "tool:fsm.get_warranty",
         "fields": {"manufacturer_warranty": {"status": "EXPIRED", "ended_on": "2025-12-01"}, "purchase_date": "2020-12-01"}},
        {"id": "policy#appliancecare-plus", "kind": "policy", "revision": "v6",
         "text": "Same-day service isn't guaranteed. ApplianceCare Plus covers replacement parts after a $75 deductible per repair; labor and refrigerant are billed at standard rates. Technicians call about 30 minutes before they arrive."},
    ]
    b = B("fridge-compressor", "appliance repair", ev,
          "Is the tech still coming today, and what's my plan going to cover?", now="2026-08-18T09:10:00-05:00")
    b.ok("Hi Renee, Dev Malhotra's coming today between 1 and 5 PM, and he'll call about 30 minutes before he pulls up. The compressor repair is estimated at $832; your ApplianceCare Plus plan picks up the $412 compressor, so after the $75 deductible your share is $495.",
         [("Dev Malhotra's coming today", "S"), ("between 1 and 5 PM", "S"), ("call about 30 minutes before", "S"),
          ("estimated at $832", "S"), ("picks up the $412 compressor", "S"), ("after the $75 deductible", "S"),
          ("your share is $495", "S")],
         ["$495"], "Appointment 2026-08-18 13:00-17:00; AE-8814 total 832, plan_pays 412, deductible 75, customer_pays 495.")
    b.ok("Today, 1–5 PM: Dev's coming to swap the compressor. Your part is $495, which covers the labor, the refrigerant recharge and the deductible.",
         [("Today, 1–5 PM", "S"), ("Dev's coming to swap the compressor", "S"), ("Your part is $495", "S"),
          ("covers the labor, the refrigerant recharge and the deductible", "S")],
         ["$495"], "275 labor + 145 recharge + 75 deductible = 495 = customer_pays.")
    b.bad("Dev Malhotra's coming today between 1 and 5 PM. Your ApplianceCare Plus plan covers parts and labor, so you'll only owe the $75 deductible.",
          [("Dev Malhotra's coming today", "S"), ("between 1 and 5 PM", "S"),
           ("covers parts and labor", "C", NC, VM), ("only owe the $75 deductible", "C", AM)],
          ["unlisted_perk", "wrong_amount"], ["covers parts and labor", "only owe the $75 deductible"],
          "Policy: labor and refrigerant are billed at standard rates; customer_pays is 495.00.")
    b.bad("Dev's coming tomorrow between 1 and 5 PM. Labor's 2.5 hours at $110, so $220, plus $145 for the recharge.",
          [("coming tomorrow", "C", DM), ("2.5 hours at $110", "S"), ("so $220", "C", AM),
           ("$145 for the recharge", "S")],
          ["wrong_date", "wrong_arithmetic"], ["coming tomorrow", "so $220"],
          "The appointment is today 2026-08-18; 2.5 x 110 = 275.")
    b.rep("Dev Malhotra will be there today between 1 and 5 PM. After your plan covers the compressor, you'll owe $420.",
          [("Dev Malhotra will be there today", "S"), ("between 1 and 5 PM", "S"), ("you'll owe $420", "C", AM)],
          ["wrong_arithmetic"], ["$420"], ["$495|495", "1 and 5"],
          "832 - 412 = 420 leaves out the $75 deductible; customer_pays is 495.00.")

    # ---------- 12. washer leak recall under warranty (Denver) ----------
    ev = [
        {"id": "fsm.get_job#AR-66120", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "AR-66120", "appliance": "WASHER", "status": "COMPLETED", "completed_on": "2026-06-02",
                    "customer": {"name": "Alicia Brennan"},
                    "invoice": {"number": "INV-5120", "status": "PAID", "total": "238.40",
                                "line_items": [{"description": "Door boot seal", "qty": 1, "unit_price": "96.40"},
                                               {"description": "Labor (hours)", "qty": 1, "unit_price": "142.00"}]}}},
        {"id": "fsm.get_job#RC-3391", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "RC-3391", "type": "WARRANTY_RECALL", "parent_job": "AR-66120", "status": "SCHEDULED",
                    "timezone": "America/Denver", "charge": "0.00",
                    "appointments": [{"start": "2026-08-24T08:00:00", "end": "2026-08-24T12:00:00", "state": "CONFIRMED"}]}},
        {"id": "fsm.get_job#AR-59004", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "AR-59004", "appliance": "DRYER", "status": "COMPLETED", "completed_on": "2025-12-09",
                    "invoice": {"total": "79.00", "line_items": [{"description": "Trip charge", "qty": 1, "unit_price": "79.00"}]}}},
        {"id": "policy#repair-warranty", "kind": "policy", "revision": "2026-01",
         "text": "Warranty recalls have no trip charge. Repairs carry a 90-day parts and labor warranty from the completion date. Damage from overloading or foreign objects isn't covered."},
    ]
    b = B("washer-leak-recall", "appliance repair", ev,
          "My washer's leaking again after you fixed it in June. Is that covered?", now="2026-08-20T14:00:00-06:00")
    b.ok("Sorry it's leaking again, Alicia. Your June 2 repair is still within our 90-day warranty, so the recall visit is free. We've got you down for Monday, August 24, between 8 AM and noon.",
         [("Sorry it's leaking again", "NA"), ("June 2 repair", "S"), ("still within our 90-day warranty", "S"),
          ("the recall visit is free", "S"), ("Monday, August 24", "S"), ("between 8 AM and noon", "S")],
         ["August 24"], "AR-66120 completed 2026-06-02, 90 days runs to 2026-08-31; RC-3391 charge 0.00, 2026-08-24 08:00-12:00.")
    b.ok("Warranty recall RC-3391 is booked for Mon 8/24, 8:00 AM–12:00 PM Mountain, no charge. Coverage on the door seal repair runs through August 31.",
         [("RC-3391 is booked", "S"), ("Mon 8/24, 8:00 AM–12:00 PM Mountain", "S"), ("no charge", "S"),
          ("runs through August 31", "S")],
         ["8/24", "August 31"], "90 days from 2026-06-02 is 2026-08-31.")
    b.bad("Unfortunately the repair warranty only lasted 30 days, so there'll be a $79 trip charge for Monday's visit.",
          [("only lasted 30 days", "C", NC, VM), ("$79 trip charge", "C", AM, NC)],
          ["wrong_period", "other_record_value"], ["only lasted 30 days", "$79 trip charge"],
          "Policy: 90-day warranty and no trip charge on recalls; the $79 trip charge belongs to the old dryer job AR-59004.")
    b.bad("We've got you down for Monday, August 24, between 8 AM and noon. Your original repair was $142, and this time the tech will replace the drain pump too while he's there.",
          [("Monday, August 24, between 8 AM and noon", "S"), ("original repair was $142", "C", AM),
           ("replace the drain pump too", "I", CW)],
          ["wrong_amount", "unrecorded_extra"], ["original repair was $142", "replace the drain pump"],
          "INV-5120 total is 238.40 ($142 is the labor line); no record mentions a drain pump.")
    b.rep("Your recall visit is Monday, August 24, from 8 AM to noon, and your repair warranty runs through September 2.",
          [("Monday, August 24, from 8 AM to noon", "S"), ("runs through September 2", "C", DM, NC)],
          ["wrong_date"], ["September 2"], ["August 31|Aug 31|8/31", "August 24"],
          "90 days from the 2026-06-02 completion ends 2026-08-31.")

    # ---------- 13. range element backordered, expedite escalated (Chicago) ----------
    ev = [
        {"id": "fsm.get_job#AR-71809", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "AR-71809", "appliance": "RANGE", "status": "ON_HOLD", "hold_reason": "PART_BACKORDER",
                    "timezone": "America/Chicago", "customer": {"name": "Tom Achebe"}, "appointments": [
                        {"start": "2026-03-02T09:00:00", "end": "2026-03-02T11:00:00", "state": "COMPLETED", "purpose": "DIAGNOSIS"}]}},
        {"id": "parts.get_order#PO-30218", "kind": "record", "source": "tool:parts.get_order",
         "fields": {"po": "PO-30218", "part_no": "W10310274X", "description": "Bake element", "status": "BACKORDERED",
                    "eta_history": [{"eta": "2026-03-06", "set_on": "2026-03-02", "current": False},
                                    {"eta": "2026-03-13", "set_on": "2026-03-05", "current": True}],
                    "parts_deposit": "45.00"}},
        {"id": "expedite#call-1", "kind": "refused_call", "tool": "parts.expedite_shipping", "decision": "ESCALATE",
         "args": {"po": "PO-30218", "service": "OVERNIGHT"}},
        {"id": "policy#parts", "kind": "policy", "revision": "v2",
         "text": "Expedited shipping requires manager approval. When a part arrives, we call within one business day to book the return visit. Parts deposits are refundable until the part ships."},
    ]
    b = B("range-element-backorder", "appliance repair", ev,
          "It's been a week. Where's the part for my oven?", now="2026-03-06T10:00:00-06:00")
    b.ok("Hi Tom, your range repair is on hold until the bake element comes in, and the supplier now expects it March 13. I asked about overnight shipping, but that needs a manager's OK, so it's waiting on approval. Once the part's in, we'll call within one business day to book the return visit.",
         [("on hold until the bake element comes in", "S"), ("now expects it March 13", "S"),
          ("that needs a manager's OK", "S"), ("waiting on approval", "S"), ("call within one business day", "S")],
         ["March 13"], "status ON_HOLD PART_BACKORDER; current eta 2026-03-13; expedite call ESCALATE; policy.")
    b.ok("Bake element ETA: 3/13 (it was 3/6). No return visit's been booked yet; we'll reach out once it lands. Your $45 parts deposit is refundable until the part ships.",
         [("ETA: 3/13", "S"), ("it was 3/6", "S"), ("No return visit's been booked yet", "S"),
          ("$45 parts deposit", "S"), ("refundable until the part ships", "S")],
         ["3/13", "$45"], "eta_history shows 03-06 replaced by 03-13; only appointment is the completed diagnosis; deposit 45.00.")
    b.bad("Good news, Tom: the bake element should arrive today, March 6, and I've upgraded it to overnight shipping just in case.",
          [("should arrive today, March 6", "C", DM), ("upgraded it to overnight shipping", "C", NE)],
          ["stale_value", "refused_call_effect"], ["arrive today, March 6", "upgraded it to overnight"],
          "2026-03-06 is the superseded eta (current 2026-03-13); expedite call was escalated, not done.")
    b.bad("The element's due March 13 and your return visit is already booked for that afternoon. Your $45 deposit is refundable even after the part ships.",
          [("due March 13", "S"), ("return visit is already booked", "I", CW),
           ("refundable even after the part ships", "C", NC)],
          ["unrecorded_extra", "wrong_policy_condition"], ["already booked for that afternoon", "even after the part ships"],
          "No return appointment exists; policy makes deposits refundable only until the part ships.")
    b.rep("The bake element is due March 13, and we'll call within one business day of it arriving to book your return visit. Your parts deposit of $54 is refundable until the part ships.",
          [("due March 13", "S"), ("within one business day", "S"), ("parts deposit of $54", "C", AM)],
          ["wrong_amount"], ["$54"], ["$45|45", "March 13"],
          "parts_deposit is 45.00.")

    # ---------- 14. dishwasher install, reassigned tech (Denver) ----------
    ev = [
        {"id": "fsm.get_job#AI-40077", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job": {"id": "AI-40077", "type": "INSTALL_DISHWASHER", "status": "DISPATCHED", "timezone": "America/Denver",
                            "appointments": [{"window_start": "2026-09-15T10:00:00", "window_end": "2026-09-15T12:00:00",
                                              "start_utc": "2026-09-15T16:00:00Z", "state": "CONFIRMED"}],
                            "assignments": [{"technician": "Sam Ruiz", "status": "UNASSIGNED", "changed": "2026-09-12"},
                                            {"technician": "Kira Benson", "status": "ASSIGNED", "changed": "2026-09-12"}]}}},
        {"id": "fsm.get_estimate#AQ-40077", "kind": "record", "source": "tool:fsm.get_estimate",
         "fields": {"estimate_id": "AQ-40077", "status": "ACCEPTED",
                    "line_items": [{"description": "Dishwasher install labor", "qty": 1, "unit_price": "189.00"},
                                   {"description": "Water supply line kit", "qty": 1, "unit_price": "24.99"}],
                    "options_declined": ["HAUL_AWAY"], "total": "213.99"}},
        {"id": "policy#installs", "kind": "policy", "revision": "v3",
         "text": "Installs need a working shutoff valve under the sink; if it's seized, a valve replacement is quoted on site. Haul-away of the old appliance is $35 and has to be added before the visit. Technicians text when they're on the way."},
    ]
    b = B("dishwasher-install", "appliance repair", ev,
          "Who's coming for the dishwasher install and when? Will you take the old one?",
          now="2026-09-14T16:45:00-06:00")
    b.ok("Kira Benson's coming tomorrow between 10 AM and noon to put in your dishwasher, and she'll text when she's on the way. Haul-away isn't on your order right now; it's $35 if you want to add it before the visit.",
         [("Kira Benson's coming tomorrow", "S"), ("between 10 AM and noon", "S"), ("text when she's on the way", "S"),
          ("Haul-away isn't on your order", "S"), ("it's $35", "S")],
         ["Kira Benson", "$35"], "Kira Benson ASSIGNED; window 2026-09-15 10:00-12:00 local; HAUL_AWAY declined; policy $35.")
    b.ok("Install total: $213.99 ($189 labor + $24.99 supply line kit).\nTech: Kira Benson\nWhen: Tue 9/15, 10–12 MDT",
         [("Install total: $213.99", "S"), ("$189 labor", "S"), ("$24.99 supply line kit", "S"),
          ("Tech: Kira Benson", "S"), ("Tue 9/15, 10–12 MDT", "S")],
         ["$213.99"], "AQ-40077 lines 189.00 + 24.99 = 213.99.")
    b.bad("Sam Ruiz is coming tomorrow between 10 AM and noon, and he'll haul the old dishwasher away for you.",
          [("Sam Ruiz is coming", "C", VM, IM), ("between 10 AM and noon", "S"), ("haul the old dishwasher away", "C", CW, VM)],
          ["wrong_name", "unrecorded_extra"], ["Sam Ruiz", "haul the old dishwasher away"],
          "Sam Ruiz was unassigned on 9/12, Kira Benson is assigned; haul-away is in options_declined.")
    b.bad("Kira Benson will arrive tomorrow at 4 PM for the install. Your total's $213.99.",
          [("arrive tomorrow at 4 PM", "C", DM, VM), ("Kira Benson will arrive", "S"), ("Your total's $213.99", "S")],
          ["unit_conversion"], ["at 4 PM"],
          "16:00Z is the UTC start; local window is 10:00-12:00 MDT.")
    b.rep("Kira Benson will be there tomorrow between 10 AM and noon. Your total for the install is $189.00.",
          [("Kira Benson will be there tomorrow", "S"), ("between 10 AM and noon", "S"), ("install is $189.00", "C", AM)],
          ["wrong_arithmetic"], ["$189.00"], ["$213.99|213.99", "Kira"],
          "Total 213.99 includes the 24.99 supply line kit.")

    # ---------- 15. dryer visit after plan allowance used (Chicago) ----------
    ev = [
        {"id": "fsm.get_agreement#HAP-1460", "kind": "record", "source": "tool:fsm.get_agreement",
         "fields": {"agreement_id": "HAP-1460", "plan": "HOME_APPLIANCE_PLAN", "plan_year": {"start": "2026-02-01", "end": "2027-01-31"},
                    "visit_allowance": {"included": 3, "used": 3}, "covered_appliances": ["WASHER", "DRYER", "REFRIGERATOR", "RANGE"]}},
        {"id": "fsm.get_job#AR-73140", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "AR-73140", "appliance": "DRYER", "status": "SCHEDULED", "timezone": "America/Chicago",
                    "customer": {"name": "Bea Lindgren"},
                    "appointments": [{"start": "2026-11-05T08:00:00", "end": "2026-11-05T12:00:00", "state": "CONFIRMED"}],
                    "charges": {"trip_charge": "79.00", "reason": "ALLOWANCE_EXHAUSTED"}}},
        {"id": "policy#appliance-plan", "kind": "policy", "revision": "v2",
         "text": "Your plan covers up to 3 service visits per plan year; after that a $79 trip charge applies to each visit. Covered appliances are the washer, dryer, refrigerator and range. Cancel at least 24 hours before your window to avoid a $50 late-cancel fee."},
    ]
    b = B("dryer-allowance-used", "appliance repair", ev,
          "My dryer's making a grinding noise. It's on my plan, right? No charge?", now="2026-11-02T11:30:00-06:00")
    b.ok("Hi Bea, your dryer's covered by the plan, but you've already used all 3 visits for this plan year, so this one carries the $79 trip charge. We're set for Thursday, November 5, 8 AM to noon. If you need to cancel, do it at least 24 hours ahead to skip the $50 late fee.",
         [("your dryer's covered by the plan", "S"), ("already used all 3 visits", "S"), ("carries the $79 trip charge", "S"),
          ("Thursday, November 5, 8 AM to noon", "S"), ("at least 24 hours ahead", "S"), ("$50 late fee", "S")],
         ["$79", "November 5"], "allowance included 3 used 3; trip_charge 79.00; appointment 2026-11-05 08:00-12:00; policy.")
    b.ok("Dryer visit: Thu 11/5, 8–12. Trip charge: $79, since the plan's 3 visits are used up.",
         [("Thu 11/5, 8–12", "S"), ("Trip charge: $79", "S"), ("3 visits are used up", "S")],
         ["$79"], "same fields.")
    b.bad("Since your dryer's on the Home Appliance Plan, there's no charge for Thursday's visit. See you November 5 between 8 and noon.",
          [("no charge for Thursday's visit", "C", AM, NC, VM), ("November 5 between 8 and noon", "S")],
          ["condition_unmet"], ["no charge for Thursday's visit"],
          "The plan's 3 visits are used, so the $79 trip charge applies (charges.trip_charge 79.00).")
    b.bad("You've used 2 of your 3 plan visits, so Thursday's is covered. If something comes up, cancel at least 48 hours ahead to avoid a fee.",
          [("used 2 of your 3 plan visits", "C", VM), ("Thursday's is covered", "C", AM, VM, NC),
           ("at least 48 hours ahead", "C", NC, VM)],
          ["wrong_quantity", "condition_unmet", "wrong_period"], ["used 2 of your 3", "Thursday's is covered", "at least 48 hours ahead"],
          "visit_allowance used is 3; so a trip charge applies; policy says 24 hours.")
    b.rep("You're booked for Thursday, November 5, 8 AM to noon. Since you've used your 3 covered visits, there's a $50 trip charge.",
          [("Thursday, November 5, 8 AM to noon", "S"), ("used your 3 covered visits", "S"), ("$50 trip charge", "C", AM)],
          ["wrong_role"], ["$50 trip charge"], ["$79|79", "November 5"],
          "$50 is the late-cancel fee; the trip charge is 79.00.")
