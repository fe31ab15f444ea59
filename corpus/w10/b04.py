from lib import *

LON, PHX, CHI, DXB = "Europe/London", "America/Phoenix", "America/Chicago", "Asia/Dubai"

# ---------- 12. parcel courier: incomplete address exception (en-US, Arizona) ----------
s = Scenario("address-exception", "parcel courier",
    "Tracking on PCX-5520-1178-US says exception. I forgot my apartment number, it's 4B. Can you fix it?",
    [
        rec("get_shipment#PCX-5520-1178-US", "tool:get_shipment", {"shipment": {
            "tracking_number": "PCX-5520-1178-US", "service_level": "GROUND_ECONOMY", "status": "EXCEPTION",
            "exception": {"code": "ADDRESS_INCOMPLETE", "detail": "Apartment or unit number missing"},
            "recipient": {"name": "Luis Ortega", "address": "2210 E Camelback Rd, Phoenix AZ 85016"},
            "weight_lb": "3.8",
            "events": [
                ev("ARRIVED_AT_FACILITY", "Arrived at Phoenix facility", "Phoenix", PHX, "2026-05-14T05:12:00"),
                ev("OUT_FOR_DELIVERY", "Out for delivery", "Phoenix", PHX, "2026-05-14T07:40:00"),
                ev("EXCEPTION", "Delivery exception: address incomplete", "Phoenix", PHX, "2026-05-14T10:18:00"),
                ev("RETURNED_TO_FACILITY", "Returned to Phoenix facility", "Phoenix", PHX, "2026-05-14T16:30:00")],
            "hold": {"facility": "Phoenix Sky Harbor facility", "hold_until": "2026-05-21"}}}),
        refused("update_delivery_address#call-4", "update_delivery_address", "DENY",
                {"tracking_number": "PCX-5520-1178-US", "address_line2": "Apt 4B", "reason": "RECIPIENT_VERIFICATION_REQUIRED"}),
        pol("address-policy#us", "When an address is incomplete, we hold the parcel at the local facility for 5 business "
            "days. Only the sender can change a delivery address, or the recipient after confirming the one-time code "
            "we send by text. Held parcels can be picked up at the facility with photo ID from 8 AM to 6 PM, Monday to "
            "Saturday. Parcels not claimed in time go back to the sender.", "US-12"),
    ], now="2026-05-14T17:05:00-07:00")

s.add("Hi Luis, our driver couldn't deliver PCX-5520-1178-US at 10:18 AM today because the apartment number was "
      "missing. It's back at our Phoenix facility, and we'll hold it through May 21.",
      [S("couldn't deliver PCX-5520-1178-US at 10:18 AM today"), S("because the apartment number was missing"),
       S("It's back at our Phoenix facility"), S("we'll hold it through May 21")],
      includes=["10:18 AM", "May 21"],
      notes="EXCEPTION ADDRESS_INCOMPLETE at 10:18 Phoenix time; RETURNED_TO_FACILITY; hold_until 2026-05-21.")

s.add("I tried to add Apt 4B but couldn't: the change needs you to confirm the one-time code we text you, or a "
      "request from the sender. You can also pick the parcel up at the Phoenix facility with photo ID, 8 AM to 6 PM, "
      "Monday to Saturday.",
      [S("I tried to add Apt 4B but couldn't"), S("the change needs you to confirm the one-time code we text you, or a request from the sender"),
       S("pick the parcel up at the Phoenix facility with photo ID, 8 AM to 6 PM, Monday to Saturday")],
      includes=["8 AM to 6 PM"],
      notes="update_delivery_address DENY (RECIPIENT_VERIFICATION_REQUIRED); policy on who may change the address and pickup hours.")

s.add("Hi Luis! I've added apartment 4B to the address on PCX-5520-1178-US. It'll go back out for delivery tomorrow morning.",
      [C("I've added apartment 4B to the address", "NOT_EXECUTED"),
       I("It'll go back out for delivery tomorrow morning", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
      errors=["refused_call_effect", "invented_promise"],
      excludes=["I've added apartment 4B", "go back out for delivery tomorrow"], includes=[],
      notes="update_delivery_address was DENYed; no record schedules a redelivery.")

s.add("The parcel went back to the Phoenix facility at 5:30 PM after the failed attempt. We'll hold it there for 10 "
      "business days before it's returned to the sender.",
      [C("at 5:30 PM after the failed attempt", "DATE_MISMATCH", "VALUE_MISMATCH"),
       C("hold it there for 10 business days", "NLI_CONTRADICTION", "DATE_MISMATCH")],
      errors=["wrong_time", "wrong_period"], excludes=["5:30 PM", "10 business days"], includes=[],
      notes="RETURNED_TO_FACILITY at 16:30 Phoenix (MST, no DST); policy holds for 5 business days (hold_until 21 May).")

s.repair("Hi Luis, the driver couldn't deliver at 10:18 AM because the apartment number was missing. It's at the "
         "Phoenix facility and we'll hold it through May 19.",
         [S("couldn't deliver at 10:18 AM"), S("because the apartment number was missing"),
          S("It's at the Phoenix facility"), C("we'll hold it through May 19", "DATE_MISMATCH")],
         ["wrong_date"], ["May 19"], "May 21|21 May|5/21", keep=["10:18 AM"],
         notes="hold.hold_until is 2026-05-21.")

# ---------- 13. freight forwarder: LCL export with CFS cut-off (en-GB) ----------
s = Scenario("lcl-cutoff", "freight forwarder",
    "When do you collect our pallets for LCL-7720, and how did you get to that freight figure?",
    [
        rec("get_booking#LCL-7720", "tool:get_booking", {"booking": {
            "booking_ref": "LCL-7720", "service_level": "LCL_PORT_TO_PORT", "status": "BOOKED",
            "shipper": {"company": "Ashby Fasteners Ltd", "contact": "Oliver Ashby"},
            "origin_cfs": {"name": "Southampton CFS", "tz": LON}, "destination_port": "Jebel Ali",
            "cargo": {"pallets": 3, "gross_weight_kg": "1460", "volume_cbm": "4.20", "hazardous": False},
            "collection": {"from": "Birmingham B6", "window_start": ms("2026-07-07T08:00:00", LON),
                           "window_end": ms("2026-07-07T13:00:00", LON)},
            "cfs_cutoff": ms("2026-07-08T12:00:00", LON),
            "sailing": {"vessel": "MV Cedar Crest", "etd": ms("2026-07-11T18:00:00", LON),
                        "eta_destination": {"date": "2026-08-02", "tz": DXB}},
            "charges": {"currency": "GBP", "rate_per_wm_minor": 6800, "ocean_minor": 28560, "cfs_handling_minor": 9500,
                        "docs_fee_minor": 4500, "total_minor": 42560}}}),
        pol("lcl-terms#wm", "Hazardous goods need a DGN lodged 48 hours before the cut-off. LCL freight is charged "
            "per W/M, meaning the greater of the volume in cubic metres and the weight in tonnes. Cargo must reach "
            "the CFS by the cut-off; anything later rolls to the next sailing, usually seven days later.", "LCL-4"),
    ], now="2026-07-06T10:00:00+01:00")

s.add("Hi Oliver, LCL-7720's three pallets are booked on the MV Cedar Crest to Jebel Ali. We'll collect from "
      "Birmingham tomorrow between 8 AM and 1 PM, ahead of the Southampton cut-off at noon on Wednesday 8 July.",
      [S("three pallets are booked on the MV Cedar Crest to Jebel Ali"),
       S("collect from Birmingham tomorrow between 8 AM and 1 PM"), S("cut-off at noon on Wednesday 8 July")],
      includes=["8 July"],
      notes="collection window 7 July 08:00-13:00 (tomorrow from 6 July); cfs_cutoff 12:00 8 July London.")

s.add("You're charged on the 4.20 cbm rather than the 1.46 tonnes, because W/M takes the greater: 4.2 x £68.00 = "
      "£285.60 ocean freight. With £95.00 CFS handling and the £45.00 docs fee, the total is £425.60.",
      [S("charged on the 4.20 cbm rather than the 1.46 tonnes"), S("W/M takes the greater"),
       S("£285.60 ocean freight"), S("£95.00 CFS handling"), S("the £45.00 docs fee"), S("the total is £425.60")],
      includes=["£425.60", "£285.60"],
      notes="volume 4.20 > 1.46 t; 6800 x 4.2 = 28560; 28560 + 9500 + 4500 = 42560.")

s.add("Cut-off: 12:00, Wed 8 July, Southampton CFS. Miss it and the pallets roll to the next sailing, usually seven days later.",
      [S("Cut-off: 12:00, Wed 8 July, Southampton CFS"), S("roll to the next sailing, usually seven days later")],
      includes=["12:00"], notes="cfs_cutoff; policy on late cargo.")

s.add("Hi Oliver, freight on LCL-7720 is worked out on the weight, 1.46 tonnes at £68.00 per tonne. Collection is "
      "tomorrow, 8 AM to 1 PM.",
      [C("worked out on the weight, 1.46 tonnes at £68.00 per tonne", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
       S("Collection is tomorrow, 8 AM to 1 PM")],
      errors=["wrong_policy_condition"], excludes=["worked out on the weight"], includes=["8 AM to 1 PM"],
      notes="W/M takes the greater measure, here 4.20 cbm; ocean_minor 28560 is 4.2 x 6800.")

s.add("The pallets need to be at Southampton CFS by noon on Thursday 9 July. Your total is £380.60 with ocean "
      "freight, handling and docs.",
      [C("by noon on Thursday 9 July", "DATE_MISMATCH"), C("Your total is £380.60", "AMOUNT_MISMATCH")],
      errors=["wrong_date", "wrong_arithmetic"], excludes=["Thursday 9 July", "£380.60"], includes=[],
      notes="cfs_cutoff is 8 July 12:00; total_minor 42560 (£380.60 drops the £45.00 docs fee).")

s.repair("Your three pallets sail on the MV Cedar Crest and are due into Jebel Ali on 9 August. The all-in charge is £425.60.",
         [S("Your three pallets sail on the MV Cedar Crest"), C("due into Jebel Ali on 9 August", "DATE_MISMATCH"),
          S("The all-in charge is £425.60")],
         ["wrong_date"], ["9 August"], "2 August|2 Aug|August 2|02/08", keep=["£425.60"],
         notes="sailing.eta_destination.date is 2026-08-02.")

# ---------- 14. home moving: damage claim under released value (en-US) ----------
s = Scenario("moving-damage-valuation", "home moving company",
    "Two pieces were damaged in my move HM-55190, the dresser and the desk. What will you pay?",
    [
        rec("get_move#HM-55190", "tool:get_move", {"move": {
            "ref": "HM-55190", "customer": {"name": "Renee Pruitt"}, "status": "COMPLETED",
            "delivered_on": "2026-05-30", "valuation": {"type": "RELEASED_VALUE", "rate_per_lb_minor": 60},
            "inventory": [
                {"item_no": 112, "description": "Oak dresser", "weight_lb": 140, "condition_at_pickup": "SCRATCHED_TOP",
                 "condition_at_delivery": "SCRATCHED_TOP"},
                {"item_no": 113, "description": "Glass-top desk", "weight_lb": 85, "condition_at_pickup": "GOOD",
                 "condition_at_delivery": "CRACKED_GLASS"}]}}),
        rec("get_claim#CLM-HM-2231", "tool:get_claim", {"claim": {
            "claim_id": "CLM-HM-2231", "move_ref": "HM-55190", "status": "RECEIVED", "items": [112, 113],
            "inspection": {"scheduled_for": ms("2026-06-12T10:00:00", CHI), "tz": CHI, "city": "Austin"}}}),
        pol("household-goods#valuation", "Claims must be filed within 9 months of delivery, and we respond within 30 "
            "days. Released-value protection is included at no cost and pays 60 cents per pound per article, not "
            "the item's value. Full-value protection has to be bought before the move. Damage noted on the "
            "inventory at pickup is treated as pre-existing and is not covered.", "HHG-2025"),
    ], now="2026-06-04T11:00:00-05:00")

s.add("Hi Ms Pruitt, claim CLM-HM-2231 is received, and an inspector is booked for June 12 at 10:00 AM. Your move "
      "was on released-value protection, so the glass-top desk (85 lb) is covered up to $51.00.",
      [S("claim CLM-HM-2231 is received"), S("an inspector is booked for June 12 at 10:00 AM"),
       S("Your move was on released-value protection"), S("the glass-top desk (85 lb) is covered up to $51.00")],
      includes=["$51.00", "June 12"],
      notes="claim RECEIVED; inspection 2026-06-12 10:00 Chicago (Austin); valuation RELEASED_VALUE 60c/lb x 85 lb = $51.00.")

s.add("The scratch on the oak dresser was written on the inventory at pickup, so it counts as pre-existing and "
      "isn't covered. We'll respond to your claim within 30 days.",
      [S("The scratch on the oak dresser was written on the inventory at pickup"),
       S("it counts as pre-existing and isn't covered"), S("respond to your claim within 30 days")],
      includes=["30 days"],
      notes="item 112 condition_at_pickup SCRATCHED_TOP; policy on pre-existing damage and 30-day response.")

s.add("Hi Renee, your move includes full-value protection, so we'll cover replacing the desk. The inspector comes "
      "June 12 at 10:00 AM.",
      [C("your move includes full-value protection", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"),
       CI("we'll cover replacing the desk", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       S("The inspector comes June 12 at 10:00 AM")],
      errors=["unlisted_perk", "invented_promise"],
      excludes=["includes full-value protection", "cover replacing the desk"], includes=["June 12"],
      notes="valuation.type is RELEASED_VALUE; released value pays 60c/lb, not replacement.")

s.add("At 60 cents a pound, the 85 lb desk comes to $5.10. Just a reminder that claims must be filed within 90 days "
      "of delivery.",
      [C("the 85 lb desk comes to $5.10", "AMOUNT_MISMATCH"),
       C("claims must be filed within 90 days", "NLI_CONTRADICTION")],
      errors=["wrong_arithmetic", "wrong_period"], excludes=["$5.10", "within 90 days"], includes=[],
      notes="85 x $0.60 = $51.00; policy allows 9 months to file.")

s.repair("Your desk, inventory item 112, is covered at 60 cents a pound: $51.00 for its 85 lb. The inspector is "
         "booked for June 12.",
         [C("Your desk, inventory item 112", "IDENTIFIER_MISMATCH"), S("covered at 60 cents a pound"),
          S("$51.00 for its 85 lb"), S("The inspector is booked for June 12")],
         ["wrong_id"], ["item 112"], "113", keep=["June 12"],
         notes="the glass-top desk is item_no 113; 112 is the dresser.")

# ---------- 15. grocery delivery: alcohol removed at the door (en-GB) ----------
s = Scenario("age-check-refund", "grocery delivery",
    "Driver took my wine back last night. Am I getting that money back?",
    [
        rec("get_order#OC-330871", "tool:get_order", {"order": {
            "order_id": "OC-330871", "customer": {"first_name": "Zoe"}, "status": "DELIVERED_PARTIAL",
            "store": {"name": "Bath Lower Bristol Road", "tz": LON},
            "delivered_at": ms("2026-04-07T19:12:00", LON), "driver": {"first_name": "Sanjay"},
            "removed_items": [{"name": "Rioja Crianza 75cl", "qty": 2, "unit_price_minor": 850,
                               "reason": "AGE_VERIFICATION_FAILED"}],
            "promotions_reversed": [{"promo": "WINE_2_FOR_15", "discount_minor": 200}],
            "refund": {"amount_minor": 1500, "currency": "GBP", "status": "ISSUED",
                       "issued_at": ms("2026-04-07T19:40:00", LON)},
            "totals": {"original_total_minor": 6412, "final_total_minor": 4912}}}),
        pol("grocery-help#age-restricted", "Our drivers follow Challenge 25: we can't hand over alcohol to anyone who "
            "looks under 25 unless they show valid photo ID. Age-restricted items removed at the door are refunded "
            "automatically, and refunds reach your card within 3-5 working days. Any multi-buy saving that relied on "
            "a removed item is taken off the refund.", "2026-03"),
    ], now="2026-04-08T09:00:00+01:00")

s.add("Morning Zoe, the two bottles of Rioja were taken off at the door last night because no photo ID was shown. "
      "We've refunded £15.00, that's the £17.00 price less the 2-for-£15 saving, and it'll reach your card in 3-5 working days.",
      [S("the two bottles of Rioja were taken off at the door last night"), S("because no photo ID was shown"),
       S("We've refunded £15.00"), S("the £17.00 price less the 2-for-£15 saving"),
       S("it'll reach your card in 3-5 working days")],
      includes=["£15.00"],
      notes="removed_items 2 x 850 AGE_VERIFICATION_FAILED; promo reversal 200; refund 1500 ISSUED; policy 3-5 working days.")

s.add("Refund issued 7 April at 7:40 PM: £15.00 for the wine. Your order now comes to £49.12.",
      [S("Refund issued 7 April at 7:40 PM"), S("£15.00 for the wine"), S("Your order now comes to £49.12")],
      includes=["£49.12"], notes="refund.issued_at 19:40 London; final_total_minor 4912.")

s.add("Hi Zoe, Sanjay couldn't hand over the wine without ID. We've refunded £17.00 for the two bottles, back on "
      "your card within 3-5 working days.",
      [S("Sanjay couldn't hand over the wine without ID"), C("We've refunded £17.00 for the two bottles", "AMOUNT_MISMATCH"),
       S("within 3-5 working days")],
      errors=["wrong_arithmetic"], excludes=["refunded £17.00"], includes=[],
      notes="the refund is 1500: the 200 multi-buy saving is taken off the 1700 price.")

s.add("Your £15.00 refund for the wine is still pending, and you'll see it within 24 hours.",
      [C("refund for the wine is still pending", "RECORD_STATE_MISMATCH"),
       C("you'll see it within 24 hours", "NLI_CONTRADICTION")],
      errors=["wrong_state", "wrong_period"], excludes=["still pending", "within 24 hours"], includes=[],
      notes="refund.status is ISSUED; policy says 3-5 working days to reach the card.")

s.repair("The wine was removed at the door and £15.00 has been refunded to your card. Your order now comes to £47.12.",
         [S("The wine was removed at the door"), S("£15.00 has been refunded to your card"),
          C("Your order now comes to £47.12", "AMOUNT_MISMATCH")],
         ["wrong_arithmetic"], ["£47.12"], "£49.12|49.12", keep=["£15.00"],
         notes="final_total_minor is 4912 (6412 - 1500).")
