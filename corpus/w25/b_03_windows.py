from codes import *


def build(B):
    # ---------- 7. rain reschedule, residential windows (Denver) ----------
    ev = [
        {"id": "fsm.get_job#WC-60314", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job": {"id": "WC-60314", "status": "ON_HOLD", "hold_reason": "WEATHER", "timezone": "America/Denver",
                            "crew": {"lead": "Ava Lindqvist", "size": 2},
                            "appointments": [
                                {"start": "2026-05-06T08:30:00", "end": "2026-05-06T10:30:00", "state": "CANCELED_WEATHER"},
                                {"start": "2026-05-08T08:30:00", "end": "2026-05-08T10:30:00", "state": "CONFIRMED"}]}}},
        {"id": "fsm.get_estimate#WE-2207", "kind": "record", "source": "tool:fsm.get_estimate",
         "fields": {"estimate_id": "WE-2207", "status": "ACCEPTED", "customer": "Hollis Grant",
                    "line_items": [{"item": "Exterior pane", "qty": 34, "unit_price": "6.00"},
                                   {"item": "Interior pane", "qty": 34, "unit_price": "4.00"},
                                   {"item": "Screen wash", "qty": 18, "unit_price": "2.50"}],
                    "total": "385.00", "payment_terms": "DUE_ON_COMPLETION"}},
        {"id": "policy#windows-residential", "kind": "policy", "revision": "2026",
         "text": "If it rains on your service day, we reschedule at no charge. Streaks reported within 72 hours are redone free. Hard water stain removal is a separate service at $12 per pane. Payment is due when the job is finished."},
    ]
    b = B("window-rain-delay", "window cleaning", ev,
          "Is today's window cleaning still happening with this rain?", now="2026-05-06T07:15:00-06:00")
    b.ok("Morning! With the rain, we've moved you to Friday, May 8, 8:30 to 10:30 AM, and there's no charge for the reschedule. Ava Lindqvist's two-person crew will do all 34 windows inside and out plus 18 screens for $385, due when they're done.",
         [("moved you to Friday, May 8, 8:30 to 10:30 AM", "S"), ("no charge for the reschedule", "S"),
          ("Ava Lindqvist's two-person crew", "S"), ("34 windows inside and out", "S"),
          ("18 screens", "S"), ("for $385", "S"), ("due when they're done", "S")],
         ["May 8", "$385"], "Today's appointment CANCELED_WEATHER; new CONFIRMED 2026-05-08 08:30-10:30; WE-2207 total 385.00, due on completion.")
    b.ok("Rain pushed us back. Your new arrival window is 05/08 between 8:30 and 10:30 a.m. If you spot any streaks afterward, let us know within 72 hours and we'll redo them free.",
         [("05/08 between 8:30 and 10:30 a.m.", "S"), ("within 72 hours and we'll redo them free", "S")],
         ["05/08"], "Second appointment 2026-05-08; policy 72-hour streak redo.")
    b.bad("Sorry about the weather! We've moved you to Friday, May 8, 8:30 to 10:30 AM. The $385 covers all 34 windows inside and out, plus hard water stain removal on the sliding doors.",
          [("Sorry about the weather!", "NA"), ("Friday, May 8, 8:30 to 10:30 AM", "S"), ("The $385 covers all 34 windows", "S"),
           ("plus hard water stain removal", "CI", NC, VM, CW, NP)],
          ["unlisted_perk"], ["plus hard water stain removal"],
          "The estimate has no stain removal line; policy says it is a separate $12/pane service.")
    b.bad("We've moved you to Thursday, May 7, 8:30 to 10:30 AM. The screens are $2.50 each, so that's $36 for your 18 screens.",
          [("Thursday, May 7", "C", DM), ("$2.50 each", "S"), ("$36 for your 18 screens", "C", AM)],
          ["wrong_date", "wrong_arithmetic"], ["Thursday, May 7", "$36 for"],
          "New appointment is 2026-05-08 (Friday); 18 x 2.50 = 45.00.")
    b.rep("Your new window is Friday, May 8, 8:30–10:30 AM, and the whole job comes to $340.",
          [("Friday, May 8, 8:30–10:30 AM", "S"), ("comes to $340", "C", AM)],
          ["wrong_arithmetic"], ["$340"], ["$385|385", "May 8"],
          "340 is panes only (204 + 136); the 18 screens at 2.50 make the total 385.00.")

    # ---------- 8. storefront biweekly agreement (Chicago) ----------
    ev = [
        {"id": "fsm.get_agreement#SA-9042", "kind": "record", "source": "tool:fsm.get_agreement",
         "fields": {"agreement": {"id": "SA-9042", "version": 3, "status": "ACTIVE", "account": "Casa Marisol Bakery",
                                  "plan": "STOREFRONT_BIWEEKLY", "rate_per_visit": "65.00",
                                  "allowance": {"visits_per_year": 24, "visits_used": 17},
                                  "next_visit": {"start": "2026-09-15T06:00:00", "end": "2026-09-15T07:00:00", "timezone": "America/Chicago"}}}},
        {"id": "fsm.get_agreement#SA-9042-v2", "kind": "record", "source": "tool:fsm.get_agreement",
         "fields": {"agreement": {"id": "SA-9042", "version": 2, "status": "REPLACED", "rate_per_visit": "55.00",
                                  "replaced_on": "2026-01-01"}}},
        {"id": "fsm.get_invoice#INV-2026-08-9042", "kind": "record", "source": "tool:fsm.get_invoice",
         "fields": {"invoice": "INV-2026-08-9042", "period": "2026-08", "status": "PAID",
                    "line_items": [{"description": "Storefront visit", "qty": 2, "unit_price": "65.00"}], "total": "130.00"}},
        {"id": "policy#storefront", "kind": "policy", "revision": "v5",
         "text": "Storefront visits start at 6 AM and finish by 7 AM, before most shops open. Visits we can't complete because of a locked gate or a closure are still billed. Extra visits outside your schedule are $85 each and depend on crew availability. Either side can end the agreement with 30 days' written notice."},
    ]
    b = B("storefront-biweekly", "window cleaning", ev,
          "When's our next cleaning and what's the rate now? We've got a grand opening and might want an extra one.",
          now="2026-09-10T13:00:00-05:00")
    b.ok("Hey Marisol, your next storefront cleaning is Tuesday, September 15, between 6 and 7 AM, so the crew's gone before you open. You're paying $65 per visit. For the grand opening, an extra visit would be $85, as long as we've got a crew free.",
         [("Tuesday, September 15", "S"), ("between 6 and 7 AM", "S"), ("paying $65 per visit", "S"),
          ("an extra visit would be $85", "S"), ("as long as we've got a crew free", "S")],
         ["September 15", "$85"], "next_visit 2026-09-15 06:00-07:00; v3 rate 65.00; policy extra visit $85 subject to availability.")
    b.ok("Next visit's 9/15, 6:00–7:00 a.m. You've used 17 of your 24 visits this year, which leaves 7.",
         [("9/15, 6:00–7:00 a.m.", "S"), ("17 of your 24 visits", "S"), ("which leaves 7", "S")],
         ["9/15", "leaves 7"], "allowance 24, used 17, 7 remain.")
    b.ok("Your August invoice for two visits, $130, is paid. Heads up that a visit we can't finish because of a locked gate still gets billed.",
         [("August invoice for two visits, $130, is paid", "S"), ("locked gate still gets billed", "S")],
         ["$130"], "INV-2026-08-9042 2 x 65.00 = 130.00, PAID; policy bills locked-gate visits.")
    b.bad("Hey Marisol, your next storefront cleaning is Tuesday, September 15, between 6 and 7 AM. Your rate is still $55 per visit, and an extra visit for the opening would be $85.",
          [("Tuesday, September 15", "S"), ("between 6 and 7 AM", "S"), ("still $55 per visit", "C", AM, VM),
           ("an extra visit for the opening would be $85", "S")],
          ["stale_value"], ["$55 per visit"],
          "55.00 is the rate of replaced agreement version 2; version 3 charges 65.00.")
    b.bad("Next visit's Tuesday the 15th, 6 to 7 AM. If the crew can't get in because the gate's locked, that visit isn't billed. And if you ever want to end the agreement, 14 days' notice is all it takes.",
          [("Tuesday the 15th, 6 to 7 AM", "S"), ("that visit isn't billed", "C", NC),
           ("14 days' notice", "C", NC, VM)],
          ["wrong_policy_condition", "wrong_period"], ["that visit isn't billed", "14 days' notice"],
          "Policy: locked-gate visits are still billed; 30 days' written notice to cancel.")
    b.rep("Your next cleaning is Tuesday the 15th from 6 to 7 AM, and an extra visit for the grand opening would run $65.",
          [("Tuesday the 15th from 6 to 7 AM", "S"), ("would run $65", "C", NC, VM, AM)],
          ["wrong_value"], ["would run $65"], ["$85|85", "6 to 7"],
          "65.00 is the scheduled per-visit rate; policy prices extra visits at $85.")

    # ---------- 9. damaged screen, refund refused (Denver) ----------
    ev = [
        {"id": "fsm.get_job#WC-61980", "kind": "record", "source": "tool:fsm.get_job",
         "fields": {"job_id": "WC-61980", "status": "COMPLETED", "completed_at": "2026-07-17T15:40:00",
                    "timezone": "America/Denver", "customer": {"name": "Emeka Okafor"},
                    "invoice": {"number": "INV-61980", "status": "PAID", "total": "290.00",
                                "line_items": [{"item": "Exterior pane", "qty": 28, "unit_price": "6.50"},
                                               {"item": "Interior pane", "qty": 28, "unit_price": "3.00"},
                                               {"item": "Screen wash", "qty": 12, "unit_price": "2.00"}]}}},
        {"id": "fsm.get_damage_report#DMG-118", "kind": "record", "source": "tool:fsm.get_damage_report",
         "fields": {"report_id": "DMG-118", "job_id": "WC-61980", "reported_at": "2026-07-18T09:02:00",
                    "item": "window screen, south bedroom", "resolution": "APPROVED_REPLACEMENT",
                    "replacement": {"vendor_order": "SCR-44871", "eta": "2026-07-28", "cost_to_customer": "0.00"}}},
        {"id": "issue_refund#call-1", "kind": "refused_call", "tool": "billing.issue_refund", "decision": "DENY",
         "args": {"invoice": "INV-61980", "amount": "290.00"}},
        {"id": "policy#damage", "kind": "policy", "revision": "v3",
         "text": "Report damage within 48 hours of service. If our crew damages a screen or fixture, we repair or replace it at our cost, usually within 10 business days. We don't issue cash refunds for damage once a replacement has been approved."},
    ]
    b = B("bent-screen", "window cleaning", ev,
          "Your guys bent one of my screens Friday. I want a refund.", now="2026-07-20T10:00:00-06:00")
    b.ok("Sorry about the bent screen, Mr. Okafor. Your damage report's been approved and we're replacing the screen at our cost; the new one's due July 28. I did ask about a refund, but since a replacement's already approved, we can't issue one.",
         [("Sorry about the bent screen", "NA"), ("damage report's been approved", "S"),
          ("replacing the screen at our cost", "S"), ("due July 28", "S"), ("we can't issue one", "S")],
         ["July 28"], "DMG-118 APPROVED_REPLACEMENT, eta 2026-07-28, cost 0.00; refund call DENY; policy no refunds once replacement approved.")
    b.ok("Your replacement screen (damage report DMG-118) is on order for 7/28, and it won't cost you anything.",
         [("DMG-118", "S"), ("on order for 7/28", "S"), ("won't cost you anything", "S")],
         ["DMG-118", "7/28"], "replacement eta 2026-07-28, cost_to_customer 0.00.")
    b.bad("I'm sorry about that. I've gone ahead and refunded the $290 for Friday's cleaning, and your replacement screen will be here July 28.",
          [("I'm sorry about that.", "NA"), ("refunded the $290", "C", NE), ("replacement screen will be here July 28", "S")],
          ["refused_call_effect"], ["refunded the $290"],
          "billing.issue_refund was DENIED.")
    b.bad("We've approved damage report DMG-181 and the replacement screen should arrive by Friday.",
          [("DMG-181", "C", IM), ("should arrive by Friday", "C", DM)],
          ["wrong_id", "wrong_date"], ["DMG-181", "arrive by Friday"],
          "The report is DMG-118; the eta is Tuesday 2026-07-28, not Friday 2026-07-24.")
    b.rep("Friday's cleaning covered 28 windows inside and out, and the replacement screen is due August 28 at no cost to you.",
          [("28 windows inside and out", "S"), ("due August 28", "C", DM), ("at no cost to you", "S")],
          ["wrong_date"], ["August 28"], ["July 28|7/28", "28 windows"],
          "replacement eta is 2026-07-28.")

    # ---------- 10. windows + gutters + solar quote, one-time (Chicago) ----------
    ev = [
        {"id": "fsm.get_estimate#WQ-5520-v2", "kind": "record", "source": "tool:fsm.get_estimate",
         "fields": {"estimate": {"id": "WQ-5520", "version": 2, "status": "SENT", "valid_until": "2026-10-30",
                                 "customer": "Greg Tolliver", "service_plan": "ONE_TIME",
                                 "line_items": [{"item": "Exterior window", "qty": 22, "unit_price": "7.00"},
                                                {"item": "Gutter cleaning (linear ft)", "qty": 160, "unit_price": "1.10"},
                                                {"item": "Solar panel wash", "qty": 14, "unit_price": "9.00"}],
                                 "total": "456.00",
                                 "proposed_slot": {"start": "2026-10-24T09:00:00", "timezone": "America/Chicago", "state": "PROPOSED"}}}},
        {"id": "fsm.get_estimate#WQ-5520-v1", "kind": "record", "source": "tool:fsm.get_estimate",
         "fields": {"estimate": {"id": "WQ-5520", "version": 1, "status": "SUPERSEDED",
                                 "line_items": [{"item": "Exterior window", "qty": 22, "unit_price": "7.00"},
                                                {"item": "Gutter cleaning (linear ft)", "qty": 160, "unit_price": "1.10"}],
                                 "total": "330.00"}}},
        {"id": "policy#recurring-discount", "kind": "policy", "revision": "2026-03",
         "text": "Gutter cleaning includes flushing the downspouts. Customers on a recurring plan (three or more visits a year) get 15% off every visit. One-time jobs are billed at the list prices on the estimate. We don't clean roofs or remove moss."},
    ]
    b = B("gutter-solar-quote", "window cleaning", ev,
          "Can you confirm the price for windows, gutters and the solar panels? Do I get a discount?",
          now="2026-10-12T12:00:00-05:00")
    b.ok("Hi Greg! For the one-time visit, your updated quote comes to $456: $154 for 22 exterior windows, $176 for 160 feet of gutters (downspouts flushed too), and $126 for 14 solar panels. The 15% discount is only for recurring plans with three or more visits a year, so it doesn't apply to a one-time job.",
         [("updated quote comes to $456", "S"), ("$154 for 22 exterior windows", "S"),
          ("$176 for 160 feet of gutters", "S"), ("downspouts flushed too", "S"), ("$126 for 14 solar panels", "S"),
          ("only for recurring plans with three or more visits a year", "S"), ("doesn't apply to a one-time job", "S")],
         ["$456"], "v2 line items 22x7=154, 160x1.10=176, 14x9=126, total 456; plan ONE_TIME; policy discount needs 3+ visits/yr.")
    b.ok("Quote WQ-5520 (v2): $456 total, good through Oct 30. We've proposed Saturday, Oct 24 at 9 AM; just say the word and we'll lock it in.",
         [("$456 total", "S"), ("good through Oct 30", "S"), ("proposed Saturday, Oct 24 at 9 AM", "S")],
         ["$456", "Oct 30"], "valid_until 2026-10-30; proposed_slot 2026-10-24 09:00, state PROPOSED.")
    b.bad("Hi Greg! Your updated quote for windows, gutters and the solar panels comes to $456, and with our 15% discount you'll pay $387.60.",
          [("comes to $456", "S"), ("with our 15% discount you'll pay $387.60", "C", NC, AM, VM)],
          ["condition_unmet"], ["$387.60"],
          "The discount requires a recurring plan of 3+ visits; service_plan is ONE_TIME, so the list total 456.00 stands.")
    b.bad("Your quote comes to $330 for the windows, gutters and solar panels. We'll also knock the moss off your roof while we're up there.",
          [("comes to $330", "C", AM, VM), ("knock the moss off your roof", "C", NC)],
          ["stale_value", "invented_promise"], ["$330", "knock the moss off"],
          "330.00 is superseded v1 without solar panels; policy says no roof or moss work.")
    b.rep("Your quote is $456 and good through Oct 30. Your appointment is confirmed for Saturday, Oct 24 at 9 AM.",
          [("$456 and good through Oct 30", "S"), ("appointment is confirmed", "C", RS)],
          ["wrong_state"], ["appointment is confirmed"],
          ["proposed|not confirmed|not yet confirmed|pending|tentative|penciled|hold", "$456|456"],
          "proposed_slot state is PROPOSED, not confirmed.")
