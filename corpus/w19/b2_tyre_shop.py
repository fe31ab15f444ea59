"""Business 2: tyre shop (Summit Tire & Alignment, Boulder CO, America/Denver)."""
from common import (Biz, ep, S, NA, X, I, XI, rec, pol, kb, refused,
                    AMT, DATE, TIME, STATE, VAL, IDM, POL, NOPOL, NOREC, NOTEX, FACTX, FACTI)

TZ = "America/Denver"


def build():
    b = Biz("tyre shop")

    # ---------------- 2A: tire quote, revised after backorder ----------------
    q = "Can you send me the final price on the four tires for my RAV4?"
    ev = [
        rec("tireops.get_quote#Q-7731-v1", "tool:tireops.get_quote", {
            "quote_id": "Q-7731", "version": 1, "status": "SUPERSEDED", "created": "2026-05-02",
            "vehicle": {"vin": "2T3P1RFV8MC190442", "model": "RAV4", "mileage": 38950},
            "tires": {"brand": "Michelin", "line": "Defender2", "size": "225/65R17", "qty": 4,
                      "unit_price_cents": 18999},
            "totals": {"total_cents": 97064}}),
        rec("tireops.get_quote#Q-7731-v2", "tool:tireops.get_quote", {
            "quote_id": "Q-7731", "version": 2, "status": "ACTIVE", "created": "2026-05-04",
            "revision_reason": "MICHELIN_BACKORDER",
            "tires": {"brand": "Continental", "line": "CrossContact LX25", "size": "225/65R17", "qty": 4,
                      "unit_price_cents": 17450},
            "labor_lines": [{"op": "MNT_BAL", "description": "Mount & balance x4", "hours": "0.8",
                             "rate_cents": 12500}],
            "parts": [{"sku": "TPMS-SVC", "description": "TPMS service kit", "qty": 4, "unit_price_cents": 895}],
            "fees": [{"code": "TIRE_DISPOSAL", "qty": 4, "unit_cents": 350}],
            "options": [{"code": "ROAD_HAZARD", "per_tire_cents": 2400, "selected": False}],
            "totals": {"tires_cents": 69800, "labor_cents": 10000, "parts_cents": 3580, "fees_cents": 1400,
                       "tax_cents": 5614, "total_cents": 90394}}),
        pol("summit-policy#tires",
            "Road hazard protection is optional and costs $24 per tire; it is only in force when it appears on "
            "your invoice. Tires bought from us get free rotations every 5,000 miles for the life of the tread. "
            "We match any local advertised price within 30 days of purchase.", revision="2026-03"),
        kb("kb-tire-lines#warranty", "Continental CrossContact LX25: all-season touring tire, 70,000-mile limited "
           "treadwear warranty.\nMichelin Defender2: all-season tire, 80,000-mile limited treadwear warranty.",
           source="kb:tire-lines"),
    ]
    b.ok("tire-quote", q, ev,
         "Your updated quote is $903.94 out the door for four Continental CrossContact LX25s in 225/65R17, "
         "mounted and balanced. The Michelins you first asked about were backordered, so we swapped them.",
         [S("$903.94 out the door"), S("four Continental CrossContact LX25s in 225/65R17"),
          S("mounted and balanced"), S("Michelins you first asked about were backordered")],
         ["$903.94", "LX25"], "Q-7731 v2 ACTIVE total_cents 90394; revision_reason MICHELIN_BACKORDER.")
    b.ok("tire-quote", q, ev,
         "Here's the breakdown:\n- Tires: 4 x $174.50 = $698.00\n- Mount & balance: $100.00\n- TPMS kits: "
         "$35.80\n- Disposal: $14.00\n- Tax: $56.14\nTotal $903.94. The LX25 carries a 70,000-mile treadwear "
         "warranty.",
         [S("4 x $174.50 = $698.00"), S("Mount & balance: $100.00"), S("TPMS kits: $35.80"),
          S("Disposal: $14.00"), S("Tax: $56.14"), S("Total $903.94"), S("70,000-mile treadwear")],
         ["$903.94", "70,000"], "v2 totals fields line by line; the KB passage gives LX25 70,000 miles.")
    b.ok("tire-quote", q, ev,
         "New quote, Q-7731 version 2: $903.94 total. Road hazard isn't on it; it's optional at $24 a tire if "
         "you want it. Rotations are free every 5,000 miles on tires you buy here.",
         [S("$903.94 total"), S("Road hazard isn't on it"), S("optional at $24 a tire"),
          S("Rotations are free every 5,000 miles")],
         ["$903.94", "5,000"], "ROAD_HAZARD selected false; policy: $24 per tire, optional; rotations 5,000 mi.")
    b.bad("tire-quote", q, ev,
          "Your quote for four Michelin Defenders is $759.96 for the tires, plus mount and balance.",
          [X("four Michelin Defenders is $759.96", AMT + VAL)],
          ["stale_value"], ["$759.96"],
          "4 x $189.99 is version 1, status SUPERSEDED; the active version quotes LX25s at $174.50.")
    b.bad("tire-quote", q, ev,
          "Total is $903.94 for four LX25s, and road hazard protection is included on all four. They're backed "
          "by an 80,000-mile treadwear warranty.",
          [S("Total is $903.94"), XI("road hazard protection is included", POL + NOREC + ["NO_POLICY_EVIDENCE"]),
           X("80,000-mile treadwear warranty", FACTX)],
          ["unlisted_perk", "wrong_value"], ["road hazard protection is included", "80,000-mile"],
          "ROAD_HAZARD selected false and policy says it's optional; 80,000 miles is the Michelin's figure.")
    b.fix("tire-quote", q, ev,
          "Out the door you're at $903.94 for four LX25s. Mount and balance is $100, TPMS kits are $35.80, and "
          "disposal runs $3.50 total.",
          [S("$903.94 for four LX25s"), S("Mount and balance is $100"), S("TPMS kits are $35.80"),
           X("disposal runs $3.50 total", AMT)],
          ["wrong_amount"], ["$3.50 total"], ["$14.00|$14|$3.50 each|$3.50 per tire|$3.50 a tire", "$903.94"],
          "TIRE_DISPOSAL is 4 x 350 cents = $14.00.")

    # ---------------- 2B: puncture, road hazard prorated credit ----------------
    q = "Can you just patch my tire? If not, is it covered by the road hazard I bought?"
    ev = [
        rec("tireops.get_work_order#WO-44120", "tool:tireops.get_work_order", {
            "wo_id": "WO-44120", "status": "PENDING_CUSTOMER_APPROVAL",
            "vehicle": {"vin": "5XYP6DHC9MG118702", "model": "Telluride", "mileage": 44310},
            "inspection": {"position": "RF", "damage": "PUNCTURE", "location": "SHOULDER", "repairable": False,
                           "tread_depth_32nds": 6, "original_tread_32nds": 11},
            "road_hazard": {"plan": "RHP-36", "purchased": "2024-10-02", "status": "ACTIVE",
                            "calc": "PRORATED", "credit_cents": 7756},
            "replacement": {"sku": "LX25-24560R18", "unit_price_cents": 17450},
            "labor_lines": [{"op": "MNT_BAL", "hours": "0.2", "rate_cents": 12500}],
            "parts": [{"sku": "TPMS-SVC", "qty": 1, "unit_price_cents": 895}],
            "fees": [{"code": "TIRE_DISPOSAL", "qty": 1, "unit_cents": 350}],
            "customer_pay": {"tire_after_credit_cents": 9694, "labor_cents": 2500, "parts_cents": 895,
                             "fees_cents": 350, "tax_cents": 810, "total_cents": 14249}}),
        refused("tireops.waive_charge#call-2", "tireops.waive_charge", "ESCALATE",
                {"wo_id": "WO-44120", "charge": "MNT_BAL", "route_to": "STORE_MANAGER"}),
        pol("summit-policy#road-hazard",
            "We only repair punctures in the center tread area; damage in the shoulder or sidewall means the tire "
            "must be replaced. Under road hazard protection, a tire is replaced free within 12 months of purchase. "
            "After 12 months, we give a credit prorated by the usable tread remaining. Installation charges are "
            "not covered by the plan.", revision="RHP-36 terms"),
    ]
    now = "2026-05-12T09:45:00-06:00"
    b.ok("puncture-road-hazard", q, ev,
         "The puncture is in the shoulder of your right-front tire, so it can't be patched safely. Your road "
         "hazard plan gives you a prorated credit of $77.56 toward a new one, which leaves $142.49 for you to "
         "pay, install included.",
         [S("in the shoulder of your right-front tire"), S("can't be patched"), S("prorated credit of $77.56"),
          S("leaves $142.49")],
         ["$77.56", "$142.49"], "inspection location SHOULDER, repairable false; credit_cents 7756; total 14249.")
    b.ok("puncture-road-hazard", q, ev,
         "Quick version: not repairable, road hazard credit $77.56, your cost $142.49. I've passed your request "
         "to waive the install charge to my store manager.",
         [S("not repairable"), S("road hazard credit $77.56"), S("your cost $142.49"),
          S("passed your request to waive the install charge to my store manager")],
         ["$142.49"], "waive_charge was ESCALATED to STORE_MANAGER, so passing it on is supported.")
    b.ok("puncture-road-hazard", q, ev,
         "Because you bought the plan more than 12 months ago, road hazard pays a credit prorated by the tread "
         "you have left (6/32 of an inch) instead of a free tire. Install charges aren't covered by the plan.",
         [S("more than 12 months ago"), S("credit prorated by the tread"), S("6/32 of an inch"),
          S("Install charges aren't covered")],
         ["6/32"], "purchased 2024-10-02, now 2026-05-12; policy prorates after 12 months; tread_depth 6.",
         now=now)
    b.bad("puncture-road-hazard", q, ev,
          "Your out-of-pocket is $142.49, and I got the install fee waived, so it's actually $117.49.",
          [S("out-of-pocket is $142.49"), X("I got the install fee waived", NOTEX),
           X("it's actually $117.49", AMT)],
          ["refused_call_effect", "wrong_amount"], ["got the install fee waived", "$117.49"],
          "waive_charge was ESCALATED, not done; total_cents stays 14249.")
    b.bad("puncture-road-hazard", q, ev,
          "It can't be patched because the nail is in the shoulder. Since you have road hazard protection, "
          "we'll replace it free of charge.",
          [S("can't be patched"), X("we'll replace it free of charge", POL + AMT)],
          ["condition_unmet"], ["free of charge"],
          "Free replacement only within 12 months; plan bought 2024-10-02, calc PRORATED, customer pays $142.49.")
    b.fix("puncture-road-hazard", q, ev,
          "The right-front can't be patched; the nail is in the shoulder. After your road hazard credit of "
          "$174.50, you'd pay $142.49.",
          [S("can't be patched"), S("nail is in the shoulder"), X("credit of $174.50", AMT),
           S("you'd pay $142.49")],
          ["wrong_role"], ["credit of $174.50"], ["$77.56|77.56", "$142.49"],
          "$174.50 is the replacement tire price; the credit_cents is 7756.")

    # ---------------- 2C: alignment + rotation appointment ----------------
    q = "What time is my alignment on Friday and how long will it take?"
    ev = [
        rec("sched.get_appointment#A-61208", "tool:sched.get_appointment", {
            "appt_id": "A-61208", "status": "BOOKED", "start_ts": ep("2026-05-15 13:00", TZ), "bay": "BAY_3",
            "duration": "PT1H15M",
            "vehicle": {"vin": "4S4BTGND1N3140077", "model": "Outback", "mileage": 61204},
            "services": [{"code": "ALIGN_4W", "description": "Four-wheel alignment", "price_cents": 12999},
                         {"code": "ROTATE", "description": "Tire rotation", "price_cents": 0,
                          "note": "TIRES_PURCHASED_HERE"}]}),
        rec("sched.get_appointment#A-61233", "tool:sched.get_appointment", {
            "appt_id": "A-61233", "status": "BOOKED", "start_ts": ep("2026-05-16 09:00", TZ),
            "duration": "PT45M", "vehicle": {"model": "Tacoma", "mileage": 22480},
            "services": [{"code": "ROTATE", "price_cents": 2499}]}),
        pol("summit-policy#appointments",
            "Please arrive 10 minutes before your appointment. Every alignment includes one free re-check within "
            "6 months or 6,000 miles. Appointments cancelled with less than 2 hours' notice are charged a $25 "
            "fee.", revision="2026-03"),
    ]
    now = "2026-05-13T16:40:00-06:00"
    b.ok("alignment-appointment", q, ev,
         "You're booked Friday at 1:00 PM for a four-wheel alignment ($129.99) and a free rotation on your "
         "Outback. It should take about an hour and fifteen minutes.",
         [S("Friday at 1:00 PM"), S("four-wheel alignment ($129.99)"), S("a free rotation"),
          S("about an hour and fifteen minutes")],
         ["1:00 PM", "$129.99"], "A-61208 start_ts 13:00 MDT Fri May 15; PT1H15M; ROTATE price 0.", now=now)
    b.ok("alignment-appointment", q, ev,
         "Confirmed: 5/15, 1 PM, alignment plus rotation, 75 minutes, Bay 3. The alignment includes a free "
         "re-check within 6 months or 6,000 miles.",
         [S("5/15, 1 PM"), S("alignment plus rotation"), S("75 minutes"), S("Bay 3"),
          S("free re-check within 6 months or 6,000 miles")],
         ["1 PM", "6,000"], "PT1H15M = 75 minutes; bay BAY_3; policy re-check 6 months/6,000 miles.", now=now)
    b.bad("alignment-appointment", q, ev,
          "Your Outback is booked Saturday at 9:00 AM for the alignment, about 45 minutes.",
          [X("Saturday at 9:00 AM", DATE), X("about 45 minutes", VAL)],
          ["other_record_value", "other_record_value"], ["Saturday at 9:00 AM", "about 45 minutes"],
          "Saturday 9:00 and PT45M are the Tacoma's appointment A-61233.", now=now)
    b.bad("alignment-appointment", q, ev,
          "You're set for Friday at 1:00 PM. If something comes up you can cancel anytime without a fee, and "
          "the alignment comes with free re-checks for as long as you own the car.",
          [S("Friday at 1:00 PM"), X("cancel anytime without a fee", POL),
           X("free re-checks for as long as you own the car", POL)],
          ["wrong_policy_condition", "wrong_period"], ["anytime without a fee", "as long as you own the car"],
          "Policy: $25 fee under 2 hours' notice; one re-check within 6 months/6,000 miles.", now=now)
    b.bad("alignment-appointment", q, ev,
          "Friday, 1:00 PM it is. Block out roughly 1.15 hours for the alignment and rotation.",
          [S("Friday, 1:00 PM"), X("roughly 1.15 hours", VAL)],
          ["unit_conversion"], ["1.15 hours"], "PT1H15M read as 1.15 hours; it is 1.25 hours / 75 minutes.",
          now=now)
    b.fix("alignment-appointment", q, ev,
          "See you Friday, May 15 at 1:00 PM. Alignment is $129.99 and the rotation is $24.99.",
          [S("Friday, May 15 at 1:00 PM"), S("Alignment is $129.99"), X("the rotation is $24.99", AMT)],
          ["other_record_value"], ["rotation is $24.99"], ["free|no charge|$0|no cost|0.00", "$129.99"],
          "ROTATE on A-61208 is price 0 (tires bought here); $24.99 is the Tacoma's rotation.", now=now)

    # ---------------- 2D: special order in transit, deposit ----------------
    q = "Where are my special-order tires and what's left to pay?"
    ev = [
        rec("tireops.get_order#SO-5518", "tool:tireops.get_order", {
            "order_id": "SO-5518", "status": "IN_TRANSIT", "eta": "2026-05-20", "carrier": "ATD_FREIGHT",
            "items": [{"sku": "KO2-LT2757018", "description": "BFGoodrich All-Terrain T/A KO2 LT275/70R18",
                       "qty": 2, "unit_price_cents": 26850}],
            "labor_lines": [{"op": "MNT_BAL", "hours": "0.4", "rate_cents": 12500}],
            "totals": {"items_cents": 53700, "labor_cents": 5000, "tax_cents": 4108, "total_cents": 62808},
            "deposit": {"amount_cents": 10000, "paid": True, "paid_on": "2026-05-08"}}),
        rec("tireops.get_order#SO-5490", "tool:tireops.get_order", {
            "order_id": "SO-5490", "status": "INSTALLED", "items": [{"sku": "WRG-2656517", "qty": 4}],
            "totals": {"total_cents": 118640}}),
        pol("summit-policy#special-orders",
            "Special-order tires need a $100 deposit at the time of order. The deposit is refundable until the "
            "tires ship from the warehouse. After that it can't be refunded, but it can be applied to any other "
            "purchase within 90 days.", revision="2025-11"),
    ]
    now = "2026-05-18T11:00:00-06:00"
    b.ok("special-order", q, ev,
         "Your two BFGoodrich KO2s have shipped and are on their way; they're due Wednesday, May 20. With your "
         "$100 deposit already paid, you'll owe $528.08 at install.",
         [S("shipped and are on their way"), S("due Wednesday, May 20"), S("$100 deposit already paid"),
          S("owe $528.08 at install")],
         ["May 20", "$528.08"], "IN_TRANSIT; eta 2026-05-20; total 62808 - deposit 10000 = $528.08.", now=now)
    b.ok("special-order", q, ev,
         "SO-5518 is in transit, ETA 2026-05-20. Total $628.08, less the $100 deposit = $528.08 due.",
         [S("SO-5518 is in transit"), S("ETA 2026-05-20"), S("Total $628.08"), S("$528.08 due")],
         ["$528.08"], "status IN_TRANSIT; total_cents 62808; deposit 10000.", now=now)
    b.ok("special-order", q, ev,
         "They shipped from the warehouse, so the $100 deposit can't be refunded now, but you could put it "
         "toward any other purchase within 90 days.",
         [S("They shipped from the warehouse"), S("can't be refunded now"),
          S("toward any other purchase within 90 days")],
         ["90 days"], "IN_TRANSIT means shipped; policy: no refund after shipping, apply within 90 days.")
    b.bad("special-order", q, ev,
          "Good news, your tires arrived and are ready to install. You'll owe $528.08 when we put them on.",
          [X("arrived and are ready to install", STATE), S("owe $528.08")],
          ["wrong_state"], ["arrived and are ready to install"],
          "status is IN_TRANSIT with eta 2026-05-20, not arrived.", now=now)
    b.bad("special-order", q, ev,
          "They're in transit and due Wednesday. You'll owe $628.08 at install, and if you change your mind you "
          "can still get the $100 deposit back.",
          [S("due Wednesday"), X("owe $628.08 at install", AMT), X("can still get the $100 deposit back", POL)],
          ["wrong_arithmetic", "condition_unmet"], ["owe $628.08", "can still get the $100 deposit back"],
          "The $100 deposit is already paid, so $528.08 remains; refunds end once the tires ship.", now=now)
    b.fix("special-order", q, ev,
          "Your tires are in transit and should land Wednesday. You'll owe $428.08 after the deposit.",
          [S("in transit"), S("should land Wednesday"), X("You'll owe $428.08", AMT)],
          ["wrong_arithmetic"], ["$428.08"], ["$528.08|528.08", "Wednesday"],
          "62808 - 10000 = 52808 cents.", now=now)
    return b
