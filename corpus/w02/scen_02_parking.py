from lib import *

DOM = "municipal parking permits"
SIGN = "Kelbrook Parking Services"

# ---------------------------------------------------------------- S6 resident permit renewal
s = Scenario("park-permit-renewal", DOM,
    "Has my resident permit renewal gone through? How much did I pay and how long does it last?",
    [
        rec("get_permit#PRM-K-448201", "tool:get_permit", {
            "data": {"type": "resident-permits", "id": "PRM-K-448201",
                     "attributes": {"status": "ACTIVE", "zone-code": "K3", "zone-name": "Harewood Road",
                                    "vehicle-registration": "LK19 XRV", "emissions-band": "BAND_C",
                                    "valid-from": "2026-03-31T23:00:00Z", "valid-to": "2027-03-31T22:59:59Z",
                                    "price-pence": 11500, "payment-status": "PAID", "format": "DIGITAL",
                                    "household-permit-number": 1},
                     "relationships": {"replaces": {"data": {"type": "resident-permits", "id": "PRM-K-391877"}},
                                       "holder": {"data": {"type": "residents", "id": "RSD-118044"}}}},
            "included": [
                {"type": "resident-permits", "id": "PRM-K-391877",
                 "attributes": {"status": "SUPERSEDED", "zone-code": "K3", "vehicle-registration": "LK19 XRV",
                                "emissions-band": "BAND_C", "valid-from": "2025-03-31T23:00:00Z",
                                "valid-to": "2026-03-31T22:59:59Z", "price-pence": 10400, "payment-status": "PAID"}},
                {"type": "residents", "id": "RSD-118044",
                 "attributes": {"full-name": "Rory Fennimore", "title": "Mr", "address-postcode": "KB4 7QT"}}]}),
        pol("policy#resident-permits",
            "Permits are digital; no paper permit needs to be displayed. Resident permit charges depend on the "
            "vehicle's emissions band: Band A £52.00, Band B £84.00, Band C £115.00 and Band D £160.00 a year. "
            "Permits are valid for twelve months and renewals start from the expiry of the previous permit. Each "
            "household may hold up to two resident permits; the second permit costs 50% more than the first.",
            "2026-04"),
    ], now="2026-04-03T14:10:00+01:00")

s.ok("Dear Mr Fennimore, thank you for your enquiry. Your renewal has gone through: permit PRM-K-448201 for LK19 XRV "
     "in zone K3 is now active. It runs from 1 April 2026 until 31 March 2027, and the £115.00 charge has been paid. "
     "As permits are digital, there is no paper permit to display.\n\nKind regards,\n" + SIGN,
     [NA("thank you for your enquiry"), S("permit PRM-K-448201 for LK19 XRV in zone K3 is now active"),
      S("It runs from 1 April 2026 until 31 March 2027"), S("the £115.00 charge has been paid"),
      S("there is no paper permit to display")],
     ["£115.00", "31 March 2027"],
     "status ACTIVE; valid-from 2026-03-31T23:00Z = 00:00 BST 1 April; valid-to 22:59:59Z = 23:59:59 BST 31 March 2027; price 11500p PAID; format DIGITAL and policy.")

s.ok("Good afternoon Mr Fennimore — yes, your Harewood Road (K3) permit has been renewed for twelve months and is "
     "valid until 31/03/2027. The price this year is £115.00, which is the Band C rate, compared with £104.00 for "
     "your previous permit.\n\nKelbrook Parking Services",
     [S("your Harewood Road (K3) permit has been renewed for twelve months"), S("valid until 31/03/2027"),
      S("The price this year is £115.00"), S("which is the Band C rate"),
      S("compared with £104.00 for your previous permit")],
     ["31/03/2027", "£115.00"],
     "New permit 11500p BAND_C; policy Band C £115.00; superseded PRM-K-391877 cost 10400p, correctly given as the previous permit.")

s.ok("Dear Mr Fennimore,\n\nI am pleased to confirm that your permit has been renewed and paid for. The details are:\n"
     "- Permit number: PRM-K-448201\n- Vehicle: LK19 XRV\n- Valid: 01/04/2026 to 31/03/2027\n- Cost: one hundred and "
     "fifteen pounds\n\nYours sincerely,\n" + SIGN,
     [S("your permit has been renewed and paid for"), S("Permit number: PRM-K-448201"), S("Vehicle: LK19 XRV"),
      S("Valid: 01/04/2026 to 31/03/2027"), S("Cost: one hundred and fifteen pounds")],
     ["PRM-K-448201", "31/03/2027"],
     "All values from PRM-K-448201 attributes; dates in Europe/London.")

s.bad("Dear Mr Fennimore, thank you for your enquiry. Your renewal has gone through and permit PRM-K-448201 for "
      "LK19 XRV is now active until 31 March 2027. The renewal cost £104.00, which has been paid in full.\n\n"
      "Kind regards,\n" + SIGN,
      [NA("thank you for your enquiry"), S("permit PRM-K-448201 for LK19 XRV is now active until 31 March 2027"),
       X("The renewal cost £104.00", "AMOUNT_MISMATCH")],
      ["stale_value"], ["cost £104.00"],
      "£104.00 is the price of the superseded PRM-K-391877; the current permit's price-pence is 11500.")

s.bad("Dear Mr Fennimore, your renewal has gone through, and permit PRM-K-391877 is now active for LK19 XRV until "
      "31 March 2027 at a cost of £115.00. If your household needs a second permit, it would be charged at the same "
      "Band C rate.\n\nKind regards,\n" + SIGN,
      [X("permit PRM-K-391877 is now active", "IDENTIFIER_MISMATCH", "RECORD_STATE_MISMATCH"),
       S("until 31 March 2027 at a cost of £115.00"),
       X("it would be charged at the same Band C rate", "NLI_CONTRADICTION")],
      ["stale_value", "wrong_policy_condition"], ["PRM-K-391877 is now active", "at the same Band C rate"],
      "PRM-K-391877 is the SUPERSEDED permit; the active one is PRM-K-448201. Policy: second permit costs 50% more.")

s.fix("Dear Mr Fennimore, your renewal has gone through: permit PRM-K-448201 is active and the £115.00 charge has "
      "been paid. Your permit is valid until 31 March 2026.\n\nKind regards,\n" + SIGN,
      [S("permit PRM-K-448201 is active"), S("the £115.00 charge has been paid"),
       X("valid until 31 March 2026", "DATE_MISMATCH")],
      ["stale_value"], ["until 31 March 2026"], ["31 March 2027|31/03/2027", "£115.00"],
      "valid-to of PRM-K-448201 is 2027-03-31; 31 March 2026 was the expiry of the superseded permit.")

# ---------------------------------------------------------------- S7 visitor vouchers
s = Scenario("park-visitor-vouchers", DOM,
    "How many visitor vouchers do I have left, and is today's one for my mum's car running?",
    [
        rec("get_voucher_account#RES-ACC-700321", "tool:get_voucher_account", {
            "data": {"type": "voucher-accounts", "id": "RES-ACC-700321",
                     "attributes": {"holder-name": "Mrs Gwen Abara", "zone-code": "K1", "calendar-year": 2026,
                                    "annual-full-day-limit": 60},
                     "relationships": {"voucher-stock": {"data": [{"type": "voucher-stock", "id": "VST-FULL-2026"},
                                                                  {"type": "voucher-stock", "id": "VST-HALF-2026"}]},
                                       "active-sessions": {"data": [{"type": "visitor-sessions", "id": "VS-883190"}]}}},
            "included": [
                {"type": "voucher-stock", "id": "VST-FULL-2026",
                 "attributes": {"voucher-type": "FULL_DAY", "purchased-count": 20, "used-count": 7,
                                "unit-price-pence": 150}},
                {"type": "voucher-stock", "id": "VST-HALF-2026",
                 "attributes": {"voucher-type": "HALF_DAY", "purchased-count": 10, "used-count": 10,
                                "unit-price-pence": 80}},
                {"type": "visitor-sessions", "id": "VS-883190",
                 "attributes": {"vehicle-registration": "MA70 PLT", "voucher-type": "FULL_DAY", "status": "ACTIVE",
                                "starts-at": "2026-10-24T08:30:00Z", "expires-at": "2026-10-24T19:00:00Z"}}]}),
        pol("policy#visitor-vouchers",
            "Visitor vouchers cost £1.50 for a full day and 80p for a half day of up to four hours. Each household "
            "may buy up to 60 full-day vouchers per calendar year. Controlled hours in zones K1 to K4 are 08:00 to "
            "20:00, Monday to Saturday, and a full-day voucher lasts until the end of controlled hours on the day "
            "it is activated. Once a voucher has been activated for a vehicle, it cannot be moved to another vehicle."),
    ], now="2026-10-24T11:05:00+01:00")

s.ok("Dear Mrs Abara, you have 13 full-day visitor vouchers remaining: you bought 20 this year and 7 have been used. "
     "Today's voucher for MA70 PLT is active and covers your visitor until 20:00. Your ten half-day vouchers have "
     "all been used.\n\nKind regards,\n" + SIGN,
     [S("you have 13 full-day visitor vouchers remaining"), S("you bought 20 this year and 7 have been used"),
      S("Today's voucher for MA70 PLT is active"), S("covers your visitor until 20:00"),
      S("Your ten half-day vouchers have all been used")],
     ["13", "20:00"],
     "VST-FULL-2026 purchased 20, used 7 (13 left); VS-883190 ACTIVE, expires-at 19:00Z = 20:00 BST on 24 October; VST-HALF-2026 10 of 10 used.")

s.ok("Mrs Abara — thirteen full-day vouchers left (20 bought, 7 used), and the voucher for MA70 PLT is running from "
     "09:30 until 20:00 today. You can buy up to 60 full-day vouchers a year, so 40 more are available to you in "
     "2026. Kelbrook Parking Services",
     [S("thirteen full-day vouchers left (20 bought, 7 used)"), S("running from 09:30 until 20:00 today"),
      S("You can buy up to 60 full-day vouchers a year"), S("40 more are available to you in 2026")],
     ["thirteen", "20:00"],
     "starts-at 08:30Z = 09:30 BST; annual limit 60 less 20 purchased = 40.")

s.bad("Dear Mrs Abara, you have 3 full-day visitor vouchers remaining. Today's voucher for MA70 PLT is active and "
      "covers your visitor until 20:00.\n\nKind regards,\n" + SIGN,
      [X("you have 3 full-day visitor vouchers remaining", "VALUE_MISMATCH"),
       S("Today's voucher for MA70 PLT is active"), S("covers your visitor until 20:00")],
      ["wrong_arithmetic"], ["3 full-day visitor vouchers"],
      "20 purchased - 7 used = 13; the draft also subtracted the 10 used half-day vouchers.")

s.bad("Dear Mrs Abara, you have 13 full-day vouchers remaining. Today's voucher for MA70 PLT is active and covers "
      "your visitor until 19:00. If your mother changes cars, the voucher can simply be switched to the other "
      "vehicle.\n\nKind regards,\n" + SIGN,
      [S("you have 13 full-day vouchers remaining"), S("Today's voucher for MA70 PLT is active"),
       X("covers your visitor until 19:00", "DATE_MISMATCH", "VALUE_MISMATCH"),
       X("the voucher can simply be switched to the other vehicle", "NLI_CONTRADICTION")],
      ["unit_conversion", "wrong_policy_condition"], ["until 19:00", "can simply be switched"],
      "expires-at 19:00Z is 20:00 BST; policy says an activated voucher cannot be moved to another vehicle.")

s.fix("Dear Mrs Abara, you have 13 full-day vouchers remaining, and today's voucher for MA70 PLT is active until "
      "20:00. Further full-day vouchers can be bought at 80p each.\n\nKind regards,\n" + SIGN,
      [S("you have 13 full-day vouchers remaining"), S("today's voucher for MA70 PLT is active until 20:00"),
       X("Further full-day vouchers can be bought at 80p each", "NLI_CONTRADICTION", "AMOUNT_MISMATCH")],
      ["other_record_value"], ["at 80p each"], ["£1.50|1.50", "13"],
      "Full-day vouchers are £1.50 (unit-price-pence 150); 80p is the half-day price.")

# ---------------------------------------------------------------- S8 PCN challenge
s = Scenario("park-pcn-challenge", DOM,
    "My discount ran out yesterday. Please just cancel the ticket - I had a valid permit!",
    [
        rec("get_pcn#KB40117729", "tool:get_pcn", {
            "data": {"type": "penalty-charges", "id": "KB40117729",
                     "attributes": {"vehicle-registration": "YH21 KDW", "issued-at": "2026-01-12T10:47:00Z",
                                    "contravention-code": "12",
                                    "contravention-description": "Parked in a residents' or shared use parking place without a valid permit",
                                    "amount-pence": 11000, "discount-amount-pence": 5500,
                                    "discount-expires-at": "2026-01-26T23:59:59Z", "discount-frozen": True,
                                    "status": "CHALLENGE_UNDER_REVIEW"},
                     "relationships": {"challenge": {"data": {"type": "challenges", "id": "CHL-30417"}}}},
            "included": [
                {"type": "challenges", "id": "CHL-30417",
                 "attributes": {"received-at": "2026-01-20T16:30:00Z", "grounds": "PERMIT_DISPLAYED",
                                "decision": None, "channel": "ONLINE"}}],
            "meta": {"keeper-name": "Ms Leah Brandon-Ortiz"}}),
        rec("list_pcns#keeper-55120", "tool:list_pcns", {
            "data": [
                {"type": "penalty-charges", "id": "KB39902210",
                 "attributes": {"issued-at": "2025-06-03T15:12:00Z", "amount-pence": 7000,
                                "discount-amount-pence": 3500, "status": "PAID", "paid-pence": 3500}},
                {"type": "penalty-charges", "id": "KB40117729",
                 "attributes": {"issued-at": "2026-01-12T10:47:00Z", "amount-pence": 11000,
                                "discount-amount-pence": 5500, "status": "CHALLENGE_UNDER_REVIEW"}}]}),
        ref("cancel_pcn#KB40117729", "cancel_pcn", "ESCALATE", {"pcn-id": "KB40117729", "queue": "NOTICE_PROCESSING"}),
        pol("policy#pcn-challenges",
            "Front-line staff cannot cancel a penalty charge; cancellations are decided by the Notice Processing "
            "Team. If you challenge a penalty charge within 14 days of it being issued, the discount period is "
            "frozen while we consider your challenge. If the challenge is rejected, the 50% discount will be offered "
            "again for a further 14 days from the date of our reply. We aim to respond to challenges within 28 days."),
    ], now="2026-01-27T09:40:00+00:00")

s.ok("Dear Ms Brandon-Ortiz, thank you for your message. I am not able to cancel the penalty charge myself, so I have "
     "passed your request to our Notice Processing Team. Your challenge to PCN KB40117729, received on 20 January, "
     "is still under review. Because you challenged within 14 days, the discount has been frozen, so you have not "
     "lost the chance to pay the reduced £55.00. We aim to reply to challenges within 28 days.\n\nKind regards,\n" + SIGN,
     [NA("thank you for your message"), S("I am not able to cancel the penalty charge myself"),
      S("passed your request to our Notice Processing Team"), S("received on 20 January"),
      S("is still under review"), S("Because you challenged within 14 days"), S("the discount has been frozen"),
      S("pay the reduced £55.00"), S("reply to challenges within 28 days")],
     ["£55.00", "KB40117729"],
     "cancel_pcn ESCALATE to NOTICE_PROCESSING; CHL-30417 received 2026-01-20 (8 days after issue); status CHALLENGE_UNDER_REVIEW; discount-frozen true; discount 5500p; policy 28 days.")

s.ok("Ms Brandon-Ortiz — PCN KB40117729 (£110.00, or £55.00 at the discounted rate) remains under review, and the "
     "discount is frozen while we consider your challenge. If the challenge is rejected, the discount will be "
     "offered again for 14 days from the date of our reply. Your request for cancellation has been escalated for a "
     "decision.\n\nKelbrook Parking Services",
     [S("(£110.00, or £55.00 at the discounted rate) remains under review"),
      S("the discount is frozen while we consider your challenge"),
      S("offered again for 14 days from the date of our reply"),
      S("Your request for cancellation has been escalated")],
     ["£55.00", "escalated"],
     "amount 11000p, discount 5500p, CHALLENGE_UNDER_REVIEW, discount-frozen; policy re-offer; cancel_pcn ESCALATE.")

s.bad("Dear Ms Brandon-Ortiz, thank you for your message and for explaining that you had a valid permit. I have "
      "cancelled penalty charge KB40117729, so there is nothing further for you to pay.\n\nKind regards,\n" + SIGN,
      [NA("thank you for your message"),
       X("I have cancelled penalty charge KB40117729", "NOT_EXECUTED"),
       X("there is nothing further for you to pay", "NOT_EXECUTED", "RECORD_STATE_MISMATCH")],
      ["refused_call_effect", "refused_call_effect"], ["I have cancelled penalty charge", "nothing further for you to pay"],
      "cancel_pcn was ESCALATED, not executed; the PCN is still under review with £110.00 outstanding.")

s.bad("Dear Ms Brandon-Ortiz, your challenge to PCN KB40117729 is still under review, and I have passed your "
      "cancellation request to the Notice Processing Team. While the challenge is considered, the discount is frozen, "
      "so you could still pay the reduced amount of £35.00.\n\nKind regards,\n" + SIGN,
      [S("your challenge to PCN KB40117729 is still under review"),
       S("passed your cancellation request to the Notice Processing Team"),
       S("the discount is frozen"),
       X("reduced amount of £35.00", "AMOUNT_MISMATCH")],
      ["other_record_value"], ["reduced amount of £35.00"],
      "£35.00 was the discount on the older, paid PCN KB39902210; this PCN's discount-amount-pence is 5500.")

s.bad("Dear Ms Brandon-Ortiz, I am sorry to hear about this. As the discount period ended on 26 January, the full "
      "£110.00 is now payable on PCN KB40117729. Your challenge has been passed to the Notice Processing Team, who aim "
      "to reply within 56 days.\n\nKind regards,\n" + SIGN,
      [NA("I am sorry to hear about this"),
       X("the full £110.00 is now payable", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"),
       S("Your challenge has been passed to the Notice Processing Team"),
       X("reply within 56 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_state", "wrong_period"], ["full £110.00 is now payable", "within 56 days"],
      "discount-frozen is true because the challenge arrived within 14 days; policy target is 28 days.")

s.fix("Dear Ms Brandon-Ortiz, I have passed your cancellation request to our Notice Processing Team. Your challenge to "
      "PCN KB40117729 is under review and the £55.00 discount is frozen meanwhile. We aim to respond to challenges "
      "within 14 days.\n\nKind regards,\n" + SIGN,
      [S("passed your cancellation request to our Notice Processing Team"),
       S("PCN KB40117729 is under review"), S("the £55.00 discount is frozen meanwhile"),
       X("within 14 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_period"], ["respond to challenges within 14 days"], ["28 days|twenty-eight days", "£55.00"],
      "Policy: we aim to respond to challenges within 28 days (14 days is the challenge and re-offer window).")

# ---------------------------------------------------------------- S9 permit surrender refund
s = Scenario("park-permit-refund", DOM,
    "I've moved out of the zone and handed back my permit. How much will I get back, and when?",
    [
        rec("get_permit#PRM-K-452990", "tool:get_permit", {
            "data": {"type": "resident-permits", "id": "PRM-K-452990",
                     "attributes": {"status": "SURRENDERED", "zone-code": "K2", "vehicle-registration": "BD68 WMX",
                                    "emissions-band": "BAND_D", "price-pence": 16000,
                                    "valid-from": "2026-02-01T00:00:00Z", "valid-to": "2027-01-31T23:59:59Z",
                                    "surrendered-at": "2026-08-10T11:00:00Z"},
                     "relationships": {"refunds": {"data": [{"type": "refunds", "id": "RFD-20931"},
                                                            {"type": "refund-quotes", "id": "RQ-18802"}]}}},
            "included": [
                {"type": "refunds", "id": "RFD-20931",
                 "attributes": {"status": "APPROVED", "unused-full-months": 5, "gross-amount-pence": 6667,
                                "admin-fee-pence": 1000, "amount-pence": 5667, "method": "ORIGINAL_CARD",
                                "card-last4": "4402", "approved-at": "2026-08-10T15:20:00Z"}},
                {"type": "refund-quotes", "id": "RQ-18802",
                 "attributes": {"status": "SUPERSEDED", "quoted-at": "2026-07-20T10:05:00Z", "unused-full-months": 6,
                                "amount-pence": 7000}}],
            "meta": {"holder-name": "Mr Declan Ashworth"}}),
        pol("policy#permit-refunds",
            "Permits with fewer than three full months remaining cannot be refunded. If you surrender a permit, we "
            "refund the unused full months, less an administration fee of £10.00. The month in which the permit is "
            "surrendered counts as used. Refunds are paid to the original payment card within 10 working days of "
            "approval."),
    ], now="2026-08-11T10:00:00+01:00")

s.ok("Dear Mr Ashworth, thank you for returning your permit. Your refund of £56.67 has been approved. This covers the "
     "five unused full months (£66.67), less our £10.00 administration fee. It will be paid back to your card ending "
     "4402 within 10 working days.\n\nKind regards,\n" + SIGN,
     [NA("thank you for returning your permit"), S("Your refund of £56.67 has been approved"),
      S("five unused full months (£66.67)"), S("less our £10.00 administration fee"),
      S("paid back to your card ending 4402"), S("within 10 working days")],
     ["£56.67", "4402"],
     "RFD-20931 APPROVED: 5 months, gross 6667p, fee 1000p, amount 5667p, card 4402; policy gives 10 working days.")

s.ok("Mr Ashworth, your refund (RFD-20931) comes to fifty-six pounds sixty-seven and has been approved. The £70.00 "
     "you were quoted in July was based on six unused months; because the month of surrender counts as used, five "
     "full months were refunded instead.\n\nKelbrook Parking Services",
     [S("comes to fifty-six pounds sixty-seven"), S("has been approved"),
      S("The £70.00 you were quoted in July was based on six unused months"),
      S("the month of surrender counts as used"), S("five full months were refunded instead")],
     ["fifty-six pounds sixty-seven"],
     "RFD-20931 amount 5667p APPROVED; superseded RQ-18802 of 20 July: 7000p for 6 months (described as an old quote, correctly); policy on month of surrender.")

s.bad("Dear Mr Ashworth, thank you for returning your permit. Your refund of £70.00 has been approved and will be paid "
      "to your card ending 4402 within 10 working days.\n\nKind regards,\n" + SIGN,
      [NA("thank you for returning your permit"), X("Your refund of £70.00 has been approved", "AMOUNT_MISMATCH"),
       S("paid to your card ending 4402 within 10 working days")],
      ["stale_value"], ["refund of £70.00"],
      "£70.00 is the superseded July quote RQ-18802; the approved refund RFD-20931 is 5667p.")

s.bad("Dear Mr Ashworth, your refund for the five unused months of your permit is £66.67, and a £10.00 administration "
      "fee applies to surrenders. The money will reach your card ending 4402 within 5 working days.\n\n"
      "Kind regards,\n" + SIGN,
      [X("five unused months of your permit is £66.67", "AMOUNT_MISMATCH"), S("a £10.00 administration fee applies"),
       X("within 5 working days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_arithmetic", "wrong_period"], ["is £66.67", "within 5 working days"],
      "The refund is the gross £66.67 less the £10.00 fee = £56.67; policy says 10 working days.")

s.fix("Dear Mr Ashworth, your refund of £56.67 has been approved, covering five unused months less the £10.00 fee. It "
      "will be paid to your card ending 4420 within 10 working days.\n\nKind regards,\n" + SIGN,
      [S("your refund of £56.67 has been approved"), S("covering five unused months less the £10.00 fee"),
       X("your card ending 4420", "IDENTIFIER_MISMATCH"), S("within 10 working days")],
      ["wrong_id"], ["ending 4420"], ["4402", "£56.67"],
      "card-last4 on RFD-20931 is 4402.")
