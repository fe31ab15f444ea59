"""Business 5: roadside assistance (DesertLink Roadside, Arizona, America/Phoenix: no DST)."""
from common import (Biz, ep, S, NA, X, I, XI, rec, pol, kb, refused,
                    AMT, DATE, TIME, STATE, VAL, IDM, POL, NOPOL, NOREC, NOTEX, FACTX, FACTI)

TZ = "America/Phoenix"


def build():
    b = Biz("roadside assistance")

    # ---------------- 5A: tow en route ----------------
    q = "Where's my tow truck? And am I paying for this tow?"
    ev = [
        rec("dispatch.get_call#D-66120", "tool:dispatch.get_call", {
            "call_id": "D-66120", "service": "TOW", "status": "EN_ROUTE",
            "requested_ts": ep("2026-07-08 14:50", TZ), "eta_ts": ep("2026-07-08 15:25", TZ),
            "provider": {"name": "Canyon Towing", "unit": "FLATBED", "driver_first": "Luis"},
            "vehicle": {"vin": "1C4RJFBG5LC311872", "model": "Grand Cherokee", "mileage": 71840},
            "tow": {"destination": "Camelback Jeep Service", "est_miles": "18.4"},
            "coverage": {"plan": "PLUS", "tow_miles_included": 100, "customer_pay_cents": 0}}),
        rec("dispatch.get_call#D-61877", "tool:dispatch.get_call", {
            "call_id": "D-61877", "service": "JUMP_START", "status": "COMPLETED",
            "requested_ts": ep("2026-02-11 07:05", TZ), "coverage": {"customer_pay_cents": 0}}),
        pol("desertlink-plans#tow",
            "ETAs come from the provider and may change with traffic. Plus members are towed up to 100 miles at no "
            "charge; miles beyond that are billed at $4.50 per mile. No more than two passengers may ride in the "
            "tow truck.", revision="2026-01"),
    ]
    now = "2026-07-08T14:58:00-07:00"
    b.ok("tow-en-route", q, ev,
         "Canyon Towing is on the way with a flatbed and should reach you around 3:25 PM. Your tow to Camelback "
         "Jeep Service is about 18.4 miles, well inside the 100 miles your Plus plan covers, so there's no charge.",
         [S("Canyon Towing is on the way with a flatbed"), S("around 3:25 PM"), S("about 18.4 miles"),
          S("100 miles your Plus plan covers"), S("there's no charge")],
         ["3:25 PM", "18.4"], "EN_ROUTE; eta_ts 15:25 MST; est_miles 18.4; customer_pay_cents 0.", now=now)
    b.ok("tow-en-route", q, ev,
         "Truck's en route, ETA 3:25 PM, so roughly 27 minutes out. Up to two passengers can ride along.",
         [S("Truck's en route"), S("ETA 3:25 PM"), S("roughly 27 minutes out"), S("Up to two passengers")],
         ["3:25 PM"], "now 14:58, eta 15:25 = 27 minutes; policy allows two passengers.", now=now)
    b.ok("tow-en-route", q, ev,
         "Luis from Canyon Towing is heading your way now; the tow is fully covered by your plan.",
         [S("Luis from Canyon Towing is heading your way"), S("fully covered by your plan")],
         ["Luis"], "provider.driver_first Luis; customer_pay_cents 0.", now=now)
    b.bad("tow-en-route", q, ev,
          "Canyon Towing is on the way and should reach you around 10:25 PM. There's no charge for the tow.",
          [S("Canyon Towing is on the way"), X("around 10:25 PM", TIME), S("no charge for the tow")],
          ["unit_conversion"], ["10:25 PM"], "eta_ts read as UTC; in Phoenix time it is 3:25 PM.", now=now)
    b.bad("tow-en-route", q, ev,
          "The flatbed is on scene now. Your Plus plan covers tows up to 200 miles, so you're fine.",
          [X("The flatbed is on scene now", STATE), X("covers tows up to 200 miles", POL + VAL)],
          ["wrong_state", "wrong_value"], ["on scene now", "up to 200 miles"],
          "status EN_ROUTE; plan and policy say 100 miles.", now=now)
    b.fix("tow-en-route", q, ev,
          "A flatbed from Canyon Towing is en route, ETA 3:25 PM. The tow is about 18.4 miles, and you'll pay "
          "$4.50 a mile for it.",
          [S("en route, ETA 3:25 PM"), S("about 18.4 miles"), X("you'll pay $4.50", POL + AMT)],
          ["condition_unmet"], ["$4.50 a mile"], ["no charge|covered|free|$0|nothing|won't pay", "3:25"],
          "The per-mile rate applies only beyond 100 miles; customer_pay_cents is 0.", now=now)

    # ---------------- 5B: lockout + battery replaced ----------------
    q = "What did I get charged for this morning's roadside visit?"
    ev = [
        rec("dispatch.get_service_record#SC-88410", "tool:dispatch.get_service_record", {
            "service_id": "SC-88410", "status": "COMPLETED", "completed_ts": ep("2026-07-06 08:47", TZ),
            "vehicle": {"vin": "4T1B11HK5KU702285", "model": "Camry", "mileage": 58220},
            "membership": {"plan": "BASIC"},
            "labor_lines": [{"op": "LOCKOUT", "hours": "0.3", "rate_cents": 9000, "pay_type": "PLAN"},
                            {"op": "BATTERY_INSTALL", "hours": "0.3", "rate_cents": 9000, "pay_type": "CUSTOMER"}],
            "parts": [{"part_no": "H6-AGM-760", "description": "Group H6 AGM battery", "qty": 1,
                       "unit_price_cents": 21995, "pay_type": "CUSTOMER", "warranty_months": 36}],
            "customer_pay": {"parts_cents": 21995, "labor_cents": 2700, "tax_cents": 1892, "total_cents": 26587},
            "payment": {"method": "CARD", "last4": "4471", "status": "CAPTURED"}}),
        rec("dispatch.get_service_record#SC-80122", "tool:dispatch.get_service_record", {
            "service_id": "SC-80122", "status": "COMPLETED", "completed_ts": ep("2025-11-19 18:12", TZ),
            "labor_lines": [{"op": "JUMP_START", "hours": "0.2", "rate_cents": 9000, "pay_type": "PLAN"}],
            "customer_pay": {"total_cents": 0}}),
        pol("desertlink-plans#basic",
            "Basic covers lockout service, jump starts, fuel delivery (fuel billed separately) and tows up to 5 "
            "miles. Installing a battery bought from our technician is billed at the service rate. Batteries sold "
            "at roadside carry a 3-year free-replacement warranty.", revision="2026-01"),
    ]
    now = "2026-07-06T11:30:00-07:00"
    b.ok("battery-lockout", q, ev,
         "Your lockout was covered by your plan. The new AGM battery was $219.95, plus $27.00 to install and "
         "$18.92 tax, $265.87 total, charged to your card ending 4471.",
         [S("lockout was covered by your plan"), S("AGM battery was $219.95"), S("$27.00 to install"),
          S("$18.92 tax"), S("$265.87 total"), S("card ending 4471")],
         ["$265.87", "4471"], "LOCKOUT pay_type PLAN; customer_pay figures; payment.last4 4471.", now=now)
    b.ok("battery-lockout", q, ev,
         "Total this morning: $265.87. The battery has a 3-year free-replacement warranty.",
         [S("Total this morning: $265.87"), S("3-year free-replacement warranty")],
         ["$265.87", "3-year"], "completed 08:47 today; warranty_months 36 and policy 3 years.", now=now)
    b.bad("battery-lockout", q, ev,
          "The lockout was on us. The install labor was covered by your Basic plan too, so you only paid $238.87 "
          "for the battery and tax.",
          [S("The lockout was on us"), X("install labor was covered by your Basic plan", POL + STATE),
           X("only paid $238.87", AMT)],
          ["condition_unmet", "wrong_amount"], ["install labor was covered", "$238.87"],
          "BATTERY_INSTALL pay_type CUSTOMER and policy bills it; total_cents is 26587.", now=now)
    b.bad("battery-lockout", q, ev,
          "You paid $265.87 on the card ending 4417, and the battery comes with a 5-year warranty.",
          [S("You paid $265.87"), X("card ending 4417", IDM), X("5-year warranty", POL + VAL)],
          ["wrong_id", "wrong_period"], ["4417", "5-year"],
          "last4 is 4471; warranty_months 36 / policy 3 years.", now=now)
    b.fix("battery-lockout", q, ev,
          "Lockout was covered, and the battery job came to $265.87 on the card ending 4471. The battery has a "
          "1-year free-replacement warranty.",
          [S("Lockout was covered"), S("came to $265.87"), S("card ending 4471"), X("1-year", POL + VAL)],
          ["wrong_period"], ["1-year"], ["3-year|3 years|three years|36 months|three-year", "$265.87"],
          "warranty_months 36; policy 3-year free replacement.", now=now)

    # ---------------- 5C: call limit reached, fuel delivery refused ----------------
    q = "I'm out of gas on the 101. Can you send someone?"
    ev = [
        rec("members.get_membership#R-30551", "tool:members.get_membership", {
            "member_id": "R-30551", "plan": "BASIC", "status": "ACTIVE", "renews": "2026-09-01",
            "service_calls": {"allowed_per_year": 4, "used": 4},
            "vehicle": {"vin": "3N1AB8CV2NY260114", "model": "Sentra", "mileage": 40110}}),
        rec("pricing.get_quote#PPU-FUEL", "tool:pricing.get_quote", {
            "service": "FUEL_DELIVERY", "mode": "PAY_PER_USE", "price_cents": 8900,
            "fuel": {"max_gallons": 2, "billing": "PUMP_PRICE"}}),
        refused("dispatch.create_call#call-7", "dispatch.create_call", "DENY",
                {"member_id": "R-30551", "service": "FUEL_DELIVERY", "deny_reason": "CALL_LIMIT_REACHED"}),
        pol("desertlink-plans#limits",
            "Fuel delivery brings up to 2 gallons, and the fuel is billed at local pump prices. Basic includes 4 "
            "service calls per membership year; after that we can still send help at the pay-per-use rate. "
            "Upgrading to Plus gives 6 calls per year, effective immediately.", revision="2026-01"),
    ]
    b.ok("call-limit", q, ev,
         "You've used all 4 service calls on your Basic plan this membership year, so I couldn't send fuel under "
         "the plan. I can send it pay-per-use for $89, plus pump price for up to 2 gallons.",
         [S("used all 4 service calls"), S("couldn't send fuel under the plan"), S("pay-per-use for $89"),
          S("up to 2 gallons")],
         ["$89", "2 gallons"], "calls used 4 of 4; create_call DENIED; PPU price 8900; max_gallons 2.")
    b.ok("call-limit", q, ev,
         "Calls used: 4 of 4, and your plan renews September 1. Your options are pay-per-use fuel delivery at $89, "
         "or upgrading to Plus, which gives you 6 calls a year right away.",
         [S("Calls used: 4 of 4"), S("renews September 1"), S("pay-per-use fuel delivery at $89"),
          S("6 calls a year right away")],
         ["September 1", "$89"], "service_calls and renews fields; PPU quote; policy on Plus.")
    b.bad("call-limit", q, ev,
          "Hang tight, I've dispatched a fuel truck to you, and it'll bring 5 gallons to get you going.",
          [X("I've dispatched a fuel truck", NOTEX), X("bring 5 gallons", POL + VAL)],
          ["refused_call_effect", "wrong_quantity"], ["dispatched a fuel truck", "5 gallons"],
          "create_call DENIED (limit reached); fuel delivery is up to 2 gallons.")
    b.bad("call-limit", q, ev,
          "You still have 1 service call left this year, which renews October 1.",
          [X("1 service call left", VAL), X("renews October 1", DATE)],
          ["wrong_quantity", "wrong_date"], ["1 service call left", "October 1"],
          "used 4 of 4 leaves none; renews 2026-09-01.")
    b.fix("call-limit", q, ev,
          "You've used all 4 calls this year, and your plan renews September 1. Pay-per-use fuel delivery is $98.",
          [S("used all 4 calls"), S("renews September 1"), X("fuel delivery is $98", AMT)],
          ["wrong_amount"], ["$98"], ["$89|89.00", "September 1"], "price_cents 8900 = $89.")

    # ---------------- 5D: trip interruption reimbursement ----------------
    q = "Did my trip interruption claim get approved? How much am I getting back?"
    ev = [
        rec("claims.get_claim#TI-1207", "tool:claims.get_claim", {
            "claim_id": "TI-1207", "type": "TRIP_INTERRUPTION", "status": "APPROVED",
            "approved_on": "2026-07-02", "breakdown_miles_from_home": 212,
            "expenses": [{"type": "LODGING", "amount_cents": 18640}, {"type": "MEALS", "amount_cents": 6215},
                         {"type": "RENTAL", "amount_cents": 12400}],
            "claimed_cents": 37255,
            "adjustments": [{"type": "MEALS", "reason": "DAILY_CAP", "reduced_by_cents": 1215}],
            "approved_cents": 36040,
            "payout": {"method": "DIRECT_DEPOSIT", "status": "SCHEDULED", "date": "2026-07-09"}}),
        pol("desertlink-plans#trip",
            "When a covered breakdown happens more than 100 miles from home, Plus members are reimbursed up to $500 "
            "for lodging, meals and a rental car. Meals are capped at $50 per day. Approved reimbursements are paid "
            "by direct deposit within 7 business days.", revision="2026-01"),
    ]
    now = "2026-07-06T16:00:00-07:00"
    b.ok("trip-claim", q, ev,
         "Your trip interruption claim was approved for $360.40. Meals were trimmed by $12.15 to the $50 daily cap; "
         "lodging ($186.40) and the rental ($124.00) were paid in full. The direct deposit is scheduled for July 9.",
         [S("approved for $360.40"), S("Meals were trimmed by $12.15"), S("$50 daily cap"),
          S("lodging ($186.40) and the rental ($124.00) were paid in full"), S("scheduled for July 9")],
         ["$360.40", "July 9"], "approved_cents 36040; MEALS reduced 1215; payout 2026-07-09.", now=now)
    b.ok("trip-claim", q, ev,
         "Approved: $360.40, direct deposit this Thursday. You claimed $372.55; the difference is the meal cap.",
         [S("Approved: $360.40"), S("direct deposit this Thursday"), S("You claimed $372.55"),
          S("the difference is the meal cap")],
         ["$360.40", "$372.55"], "claimed_cents 37255; Thursday is 2026-07-09 from now Mon Jul 6.", now=now)
    b.ok("trip-claim", q, ev,
         "Yes, it was approved on July 2. Since you broke down 212 miles from home, more than the 100 miles the "
         "plan requires, lodging, meals and the rental all qualified.",
         [S("approved on July 2"), S("212 miles from home"), S("more than the 100 miles the plan requires")],
         ["July 2", "212"], "approved_on 2026-07-02; breakdown_miles_from_home 212; policy 100-mile rule.", now=now)
    b.bad("trip-claim", q, ev,
          "Your claim was approved for the full $372.55 you submitted, paid by direct deposit on July 9.",
          [X("approved for the full $372.55", AMT), S("direct deposit on July 9")],
          ["wrong_role"], ["full $372.55"], "$372.55 is claimed_cents; approved_cents is 36040 after the meal cap.",
          now=now)
    b.bad("trip-claim", q, ev,
          "Approved for $360.40. Meals are covered up to $75 a day, and your deposit is set for July 19.",
          [S("Approved for $360.40"), X("up to $75 a day", POL), X("set for July 19", DATE)],
          ["wrong_value", "wrong_date"], ["$75 a day", "July 19"],
          "Policy caps meals at $50/day; payout date 2026-07-09.", now=now)
    b.fix("trip-claim", q, ev,
          "Approved for $360.40, and the deposit lands July 9. Meals were cut by $12.15 because of the $60 daily "
          "cap.",
          [S("Approved for $360.40"), S("lands July 9"), S("cut by $12.15"), X("$60 daily cap", POL)],
          ["wrong_value"], ["$60 daily cap"], ["$50|50 a day|fifty", "$360.40"], "Policy meal cap is $50 per day.",
          now=now)
    return b
