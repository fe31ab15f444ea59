from common import *

D = "tool rental"
BUNDLES = []

# ---------------------------------------------------------------- R1 deposit with cleaning deduction (USD)
NY = "America/New_York"
b = Bundle(D, "pressure-washer-deposit",
           "Why didn't I get my whole deposit back for the pressure washer?",
           [rec("get_rental#RNT-30118", "tool:get_rental", {
               "rental_id": "RNT-30118", "renter": {"name": "Sam Whitfield", "plus_member": False}, "timezone": NY,
               "items": ["Electric pressure washer 2000 PSI", "Surface cleaner attachment"],
               "returned_at": ep("2026-04-21T17:10", NY), "currency": "USD",
               "inspection": {"state": "COMPLETED", "finding_code": "MUD_RESIDUE", "completed_at": ep("2026-04-22T11:00", NY)},
               "deposit": {"authorized": 15000, "captured": 2500, "capture_reason": "CLEANING_FEE", "released": 12500,
                           "state": "RELEASED", "released_at": ep("2026-04-23T09:40", NY)}}),
            rec("get_rental#RNT-29870", "tool:get_rental", {
                "rental_id": "RNT-29870", "items": ["Wet tile saw 10in"], "currency": "USD",
                "returned_at": ep("2026-04-24T08:50", NY), "inspection": {"state": "PENDING"},
                "deposit": {"authorized": 20000, "state": "HELD"}}),
            pol("deposits#inspection",
                "A refundable deposit is held on your card when the rental starts. After return, the owner has 48 hours to "
                "inspect the tool; any cleaning or damage charges are deducted from the deposit and the rest is released. "
                "Cleaning is charged at a flat $25 if a tool comes back with mud, concrete or paint on it. Members of ToolNest "
                "Plus get one cleaning fee waived per calendar year. Released deposits drop off your statement within 5 "
                "business days, depending on your bank.", "v4")],
           now="2026-04-24T12:00:00-04:00")
b.ok("Hi Sam, the owner's inspection found mud on the pressure washer, so the flat $25.00 cleaning fee was taken from your $150.00 "
     "deposit. The remaining $125.00 was released on April 23 and should drop off your statement within 5 business days.",
     [s("inspection found mud on the pressure washer"), s("flat $25.00 cleaning fee was taken"), s("your $150.00 deposit"),
      s("The remaining $125.00 was released on April 23"), s("within 5 business days")],
     ["$125.00", "$25.00"], "finding_code MUD_RESIDUE; deposit authorized 15000, captured 2500 CLEANING_FEE, released 12500 on 23 Apr.")
b.ok("Deposit for RNT-30118: $150.00 held, $25.00 kept for cleaning, $125.00 released (23/04/2026). Your tile saw deposit of $200.00 "
     "is a separate hold and is still in place while the owner inspects the saw.",
     [s("$150.00 held"), s("$25.00 kept for cleaning"), s("$125.00 released (23/04/2026)"), s("tile saw deposit of $200.00"),
      s("still in place while the owner inspects the saw")],
     ["$125.00", "$200.00"], "RNT-30118 deposit block; RNT-29870 deposit HELD 20000 with inspection PENDING.")
b.bad("Hi Sam, the flat $25.00 cleaning fee was deducted from your $150.00 deposit because the washer came back muddy, so $115.00 was "
      "released on April 23. It can take up to 10 business days to leave your statement.",
      [s("flat $25.00 cleaning fee was deducted"), s("your $150.00 deposit"), c("$115.00 was released", AM),
       c("up to 10 business days", VM, NLIC)],
      ["wrong_arithmetic", "wrong_period"], ["$115.00", "10 business days"],
      "150.00 - 25.00 = 125.00 (released 12500); the policy says within 5 business days.")
b.bad("Hi Sam, a $25.00 cleaning fee was taken from your deposit for the pressure washer. Since you're a ToolNest Plus member, I've "
      "had that fee waived. Your tile saw deposit has also been released.",
      [s("a $25.00 cleaning fee was taken"), c("Since you're a ToolNest Plus member", VM),
       ci("I've had that fee waived", CWTE, RSM, VM), c("tile saw deposit has also been released", RSM)],
      ["condition_unmet", "unrecorded_extra", "wrong_state"], ["ToolNest Plus member", "fee waived", "has also been released"],
      "renter.plus_member is false, so no waiver applies and no record shows one (captured 2500 stands); RNT-29870's deposit is HELD with inspection PENDING.")
b.fix("Hi Sam, the flat $25.00 cleaning fee was taken from your $150.00 deposit because of mud on the washer, and the remaining $125.00 "
      "was released on April 13.",
      [s("flat $25.00 cleaning fee"), s("your $150.00 deposit"), c("released on April 13", DM)],
      ["wrong_date"], ["April 13"], ["April 23|23 April|23/04"], ["$125.00"],
      "deposit.released_at is 23 April.")
BUNDLES.append(b)

# ---------------------------------------------------------------- R2 late return fee, review escalated (EUR)
BER = "Europe/Berlin"
b = Bundle(D, "mixer-late-fee",
           "I was charged €64 for returning the concrete mixer late. That seems high.",
           [rec("get_rental#RNT-E4471", "tool:get_rental", {
               "rental_id": "RNT-E4471", "renter": {"name": "Katrin Weber"}, "timezone": BER,
               "item": "Concrete mixer 140 L", "owner": {"display_name": "Jonas K."}, "currency": "EUR",
               "daily_rate": 3200, "days": 3, "rental_price": 9600, "protection": 900, "total": 10500,
               "due_back_at": ep("2026-08-10T18:00", BER), "returned_at": ep("2026-08-12T10:30", BER),
               "late_charge": {"late_days": 2, "amount": 6400, "state": "CHARGED"}}),
            refused("waive_late_fee#call-4", "waive_late_fee", "ESCALATE", {"rental_id": "RNT-E4471"}),
            pol("late-returns#fees",
                "Tools must be returned by the time shown on the booking. A 2-hour grace period applies; after that, each started "
                "day is charged at the tool's daily rate. Late fees are charged to the card on file. Repeated late returns may "
                "restrict future bookings.", "v2")])
b.ok("Hello Katrin, the mixer was due back on 10 August at 18:00 and was returned on 12 August at 10:30. After the 2-hour grace period, "
     "each started day is charged at the €32.00 daily rate, so the two late days came to €64.00. I've passed your request for a review "
     "of the fee to our team.",
     [s("due back on 10 August at 18:00"), s("returned on 12 August at 10:30"), s("2-hour grace period"),
      s("€32.00 daily rate"), s("two late days came to €64.00"), s("passed your request for a review")],
     ["€64.00", "12 August"], "due_back_at / returned_at in Berlin time; late_days 2 x 3200 = 6400; waive_late_fee ESCALATE.")
b.ok("The late fee of €64.00 covers two started days at €32.00 each. The fee can't be removed from here, but a review has been requested.",
     [s("late fee of €64.00"), s("two started days at €32.00 each"), s("can't be removed from here"), s("a review has been requested")],
     ["€64.00"], "late_charge; refused call ESCALATE.")
b.bad("Hello Katrin, the mixer was due back on 10 August at 18:00 and came back on 12 August at 08:30. I've waived the €64.00 late "
      "fee as a one-off.",
      [s("due back on 10 August at 18:00"), c("12 August at 08:30", DM, VM), c("I've waived the €64.00 late fee", NE)],
      ["unit_conversion", "refused_call_effect"], ["08:30", "I've waived"],
      "returned_at is 10:30 Berlin (08:30 UTC given as local); waive_late_fee was ESCALATEd, not done.")
b.bad("Hello Katrin, a 24-hour grace period applies to returns, after which each started day is charged at €32.00, so you were "
      "charged for three late days.",
      [c("a 24-hour grace period", VM, NLIC), s("charged at €32.00"), c("three late days", VM)],
      ["wrong_policy_condition", "wrong_quantity"], ["24-hour grace", "three late days"],
      "The grace period is 2 hours; late_charge.late_days is 2.")
b.fix("Hello Katrin, the mixer came back on 12 August at 10:30, more than a day and a half late. Each started day is charged at the €35.00 "
      "daily rate, which is how the fee reached €64.00. I've asked our team to review it.",
      [s("12 August at 10:30"), s("more than a day and a half late"), c("€35.00 daily rate", AM), s("fee reached €64.00"),
       s("I've asked our team to review it")],
      ["wrong_amount"], ["€35.00"], ["€32.00|32.00|€32"], ["€64.00"],
      "daily_rate is 3200 = €32.00.")
BUNDLES.append(b)

# ---------------------------------------------------------------- R3 extension refused, alternative listing (JPY)
TOK = "Asia/Tokyo"
b = Bundle(D, "drill-extension-refused",
           "Can I keep the hammer drill for two more days?",
           [rec("get_rental#RNT-J2093", "tool:get_rental", {
               "rental_id": "RNT-J2093", "renter": {"name": "Ren Ishikawa"}, "timezone": TOK,
               "item": "Makita cordless hammer drill 18V", "daily_rate": 2200, "currency": "JPY",
               "due_back_at": ep("2026-10-14T19:00", TOK), "state": "ACTIVE",
               "next_booking": {"exists": True, "starts_at": ep("2026-10-15T09:00", TOK)}}),
            refused("extend_rental#call-1", "extend_rental", "DENY",
                    {"rental_id": "RNT-J2093", "extra_days": 2, "reason": "NEXT_BOOKING_CONFLICT"}),
            rec("search_listings#q-hammer", "tool:search_listings", {"results": [
                {"listing_id": "LST-J88", "title": "HiKOKI hammer drill 36V", "daily_rate": 1800, "currency": "JPY",
                 "available_from": "2026-10-14", "distance_km": "2.4"}]}),
            pol("extensions#renters",
                "Rentals can be extended from the app if the tool isn't booked by someone else. If an extension isn't possible, "
                "return the tool on time and book another listing for the extra days. Late returns cost the daily rate for each "
                "started day, plus ¥1,000 per day when another renter is waiting for the tool.", "v3")],
           now="2026-10-13T21:00:00+09:00")
b.ok("Hello Ren, I'm sorry, I couldn't extend RNT-J2093 because the drill is booked by another renter right after you. Please return "
     "it by tomorrow at 7:00 PM. If you need a drill for two more days, the HiKOKI hammer drill listing is available at ¥1,800 a day.",
     [na("I'm sorry"), s("couldn't extend RNT-J2093"), s("booked by another renter right after you"),
      s("return it by tomorrow at 7:00 PM"), s("available at ¥1,800 a day")],
     ["7:00 PM", "¥1,800"], "extend_rental DENY (NEXT_BOOKING_CONFLICT); due_back 14 Oct 19:00 JST (now 13 Oct); LST-J88 1800 JPY.")
b.ok("Unfortunately the extension was declined: someone else has the drill booked from 9:00 AM on 15 October. Your due-back time "
     "stays at 19:00 on 14/10.",
     [s("the extension was declined"), s("booked from 9:00 AM on 15 October"), s("stays at 19:00 on 14/10")],
     ["19:00"], "refused call; next_booking.starts_at 15 Oct 09:00; due_back_at.")
b.ok("If you return it late while another renter is waiting, each started day costs the ¥2,200 daily rate plus ¥1,000, so "
     "¥3,200 a day. Returning on time and renting the HiKOKI drill nearby is the cheaper option.",
     [s("each started day costs the ¥2,200 daily rate plus ¥1,000"), s("so ¥3,200 a day"), s("the cheaper option")],
     ["¥3,200"], "daily_rate 2200 + policy's 1000 waiting surcharge = 3200; LST-J88 at 1800 is less.")
b.bad("Hello Ren, I've extended your rental by two days, so the new return date is October 16 at 7:00 PM. Enjoy the extra time with the drill!",
      [c("I've extended your rental by two days", NE), c("new return date is October 16", NE, DM), na("Enjoy the extra time")],
      ["refused_call_effect", "wrong_date"], ["I've extended", "October 16"],
      "extend_rental was DENIED; the due-back time is still 14 Oct 19:00.")
b.bad("Hello Ren, the extension isn't possible because of the next booking, so please return the drill by tomorrow at 9:00 PM. "
      "Late returns cost ¥22.00 per day plus ¥1,000 when someone is waiting.",
      [s("the extension isn't possible"), c("by tomorrow at 9:00 PM", DM, VM), c("¥22.00 per day", AM)],
      ["wrong_time", "unit_conversion"], ["9:00 PM", "¥22.00"],
      "due_back_at is 19:00 JST; JPY has no minor unit, so 2200 is ¥2,200 a day.")
b.fix("Hello Ren, I couldn't extend your rental because the drill is booked right after you, so please return it by tomorrow at 7:00 PM. "
      "The HiKOKI hammer drill listing nearby is available at ¥2,200 a day if you need one longer.",
      [s("couldn't extend your rental"), s("return it by tomorrow at 7:00 PM"), c("available at ¥2,200 a day", AM)],
      ["other_record_value"], ["¥2,200 a day"], ["¥1,800|1,800"], ["7:00 PM"],
      "¥2,200 is the Makita's daily rate; LST-J88 (HiKOKI) is 1800 JPY a day.")
BUNDLES.append(b)

# ---------------------------------------------------------------- R4 owner payout (KWD)
KWI = "Asia/Kuwait"
b = Bundle(D, "generator-owner-payout",
           "When will I get paid for the generator rental, and how much?",
           [rec("get_owner_payout#PO-K7781", "tool:get_owner_payout", {
               "payout_id": "PO-K7781", "owner": {"name": "Bader Al-Enezi", "owner_id": "OWN-2045"}, "rental_id": "RNT-K5530",
               "item": "Inverter generator 3.5 kW", "days": 4, "daily_rate": 6750, "rental_price": 27000, "currency": "KWD",
               "fee_percent": "15", "fee_amount": 4050, "amount": 22950, "checked_in_at": ep("2026-06-30T17:00", KWI),
               "scheduled_for": ep("2026-07-02T10:00", KWI), "state": "SCHEDULED"}),
            rec("get_owner_payout#PO-K7702", "tool:get_owner_payout", {
                "payout_id": "PO-K7702", "rental_id": "RNT-K5512", "item": "Tile cutter", "amount": 16800, "currency": "KWD",
                "state": "PAID", "paid_at": ep("2026-06-18T10:00", KWI)}),
            rec("get_owner_balance#OWN-2045", "tool:get_owner_balance", {"currency": "KWD", "available": 11200, "pending": 22950}),
            pol("owner-payouts#fees",
                "Owners receive the rental price minus a 15% service fee. Payouts are scheduled 2 days after the tool is returned "
                "and checked in. If a renter reports a problem at return, the payout waits until the report is resolved. "
                "Payouts to Kuwaiti bank accounts are sent in KWD.", "v6")],
           now="2026-07-01T09:00:00+03:00")
b.ok("Hello Bader, for the generator rental RNT-K5530 (4 days at KWD 6.750), you'll receive KWD 22.950 after the 15% service fee of "
     "KWD 4.050. The payout is scheduled for tomorrow, 2 July, at 10:00 AM.",
     [s("4 days at KWD 6.750"), s("you'll receive KWD 22.950"), s("15% service fee of KWD 4.050"),
      s("scheduled for tomorrow, 2 July, at 10:00 AM")],
     ["KWD 22.950", "2 July"], "PO-K7781: 4 x 6750 = 27000, fee 15% = 4050, amount 22950, scheduled 2 Jul 10:00 Kuwait (now 1 Jul).")
b.ok("Your pending balance is KWD 22.950, which is the generator payout, and your available balance is KWD 11.200. Payouts are "
     "scheduled two days after the tool is checked in, which for the generator was on 30 June.",
     [s("pending balance is KWD 22.950"), s("available balance is KWD 11.200"), s("two days after the tool is checked in"),
      s("checked in, which for the generator was on 30 June")],
     ["KWD 11.200"], "owner balance record; policy timing; checked_in_at 30 Jun.")
b.bad("Hello Bader, for the generator rental you'll receive KWD 16.800, scheduled for tomorrow. Together with your available KWD 11.200, "
      "that will give you KWD 33.150.",
      [c("you'll receive KWD 16.800", AM), s("scheduled for tomorrow"), s("your available KWD 11.200"),
       c("give you KWD 33.150", AM)],
      ["other_record_value", "wrong_arithmetic"], ["KWD 16.800", "KWD 33.150"],
      "16.800 is the earlier tile-cutter payout PO-K7702; 22.950 + 11.200 = 34.150.")
b.bad("Hello Bader, your generator payout of KWD 229.50 is scheduled for 2 July. Payouts are scheduled 5 days after the tool is checked in.",
      [c("KWD 229.50", AM), s("scheduled for 2 July"), c("5 days after the tool is checked in", VM, NLIC)],
      ["unit_conversion", "wrong_policy_condition"], ["229.50", "5 days after"],
      "22950 in 3-decimal KWD is KWD 22.950; the policy says 2 days after check-in.")
b.fix("Hello Bader, for RNT-K5530 you'll receive KWD 22.950 after the 10% service fee of KWD 4.050, scheduled for tomorrow at 10:00 AM.",
      [s("you'll receive KWD 22.950"), c("10% service fee", VM, NLIC), s("KWD 4.050"), s("scheduled for tomorrow at 10:00 AM")],
      ["wrong_value"], ["10% service fee"], ["15%"], ["22.950"],
      "fee_percent is 15 and the policy says 15%.")
BUNDLES.append(b)
