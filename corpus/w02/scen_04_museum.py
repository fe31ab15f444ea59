from lib import *

DOM = "museum memberships"
SIGN = "Thorncastle Museum Membership Team"

# ---------------------------------------------------------------- S14 joint membership renewal
s = Scenario("museum-renewal", DOM, "When does our joint membership renew, and how much will it be this year?",
    [
        rec("get_membership#MBR-604418", "tool:get_membership", {
            "data": {"type": "memberships", "id": "MBR-604418",
                     "attributes": {"tier-code": "JOINT", "status": "ACTIVE", "lead-member-name": "Mrs Eleanor Quist",
                                    "second-member-name": "Mr David Quist", "expires-at": "2026-05-31T22:59:59Z",
                                    "renewal-date": "2026-05-31T23:00:00Z", "auto-renew": True,
                                    "payment-method": "DIRECT_DEBIT", "renewal-price-pence": 9600},
                     "relationships": {"tier": {"data": {"type": "tiers", "id": "JOINT"}},
                                       "history": {"data": [{"type": "membership-years", "id": "MY-2025"}]}}},
            "included": [
                {"type": "tiers", "id": "JOINT",
                 "attributes": {"display-name": "Joint", "annual-price-pence": 9600,
                                "benefits": ["FREE_EXHIBITION_ENTRY", "MEMBERS_PREVIEW_EVENINGS", "CAFE_DISCOUNT_10"],
                                "guest-passes-per-year": 2}},
                {"type": "membership-years", "id": "MY-2025",
                 "attributes": {"started-at": "2025-05-31T23:00:00Z", "price-paid-pence": 8800, "tier-code": "JOINT"}}]}),
        pol("policy#renewals-and-benefits",
            "Member discounts apply in the café only, not in the shop. Memberships renew automatically each year "
            "unless you cancel at least 14 days before the renewal date. If the price of your membership changes, we "
            "will write to you at least 30 days before it renews."),
    ], now="2026-05-12T10:00:00+01:00")

s.ok("Dear Mrs Quist, thank you for your continued support. Your Joint membership will renew automatically on 1 June, "
     "when £96.00 will be collected by Direct Debit. If you would rather not renew, please let us know by 18 May, as "
     "cancellations must reach us at least 14 days before the renewal date.\n\nKind regards,\n" + SIGN,
     [NA("thank you for your continued support"), S("Your Joint membership will renew automatically on 1 June"),
      S("£96.00 will be collected by Direct Debit"), S("please let us know by 18 May"),
      S("at least 14 days before the renewal date")],
     ["£96.00", "1 June"],
     "renewal-date 2026-05-31T23:00Z = 00:00 BST 1 June; auto-renew; renewal-price 9600p; DIRECT_DEBIT; 14 days before 1 June is 18 May.")

s.ok("Dear Mrs Quist,\n\nYour membership runs until the end of 31/05/2026 and then renews at £96.00, up from the £88.00 "
     "you paid last year. It continues to include free entry to exhibitions, members' preview evenings, 10% off in "
     "the café and two guest passes a year.\n\nYours sincerely,\n" + SIGN,
     [S("runs until the end of 31/05/2026"), S("renews at £96.00"), S("up from the £88.00 you paid last year"),
      S("free entry to exhibitions"), S("members' preview evenings"), S("10% off in the café"),
      S("two guest passes a year")],
     ["£96.00", "31/05/2026"],
     "expires-at 22:59:59Z = 23:59:59 BST 31 May; MY-2025 price-paid 8800p; JOINT benefits list and guest-passes-per-year 2.")

s.bad("Dear Mrs Quist, thank you for your continued support. Your Joint membership will renew automatically on 1 June, "
      "and £88.00 will be collected by Direct Debit.\n\nKind regards,\n" + SIGN,
      [NA("thank you for your continued support"), S("Your Joint membership will renew automatically on 1 June"),
       X("£88.00 will be collected", "AMOUNT_MISMATCH")],
      ["stale_value"], ["£88.00 will be collected"],
      "£88.00 was last year's price (MY-2025); renewal-price-pence is 9600.")

s.bad("Dear Mrs Quist, your Joint membership renews on 1 June at £96.00. As Joint members you both enjoy free "
      "exhibition entry, 10% off in the café and shop, and four guest passes a year.\n\nKind regards,\n" + SIGN,
      [S("your Joint membership renews on 1 June at £96.00"), S("free exhibition entry"),
       X("10% off in the café and shop", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
       X("four guest passes a year", "VALUE_MISMATCH")],
      ["unlisted_perk", "wrong_quantity"], ["café and shop", "four guest passes"],
      "Benefits list CAFE_DISCOUNT_10 and policy says café only; guest-passes-per-year is 2.")

s.fix("Dear Mrs Quist, your Joint membership renews automatically on 1 June at £96.00. If you wish to cancel, please "
      "tell us at least 30 days before the renewal date.\n\nKind regards,\n" + SIGN,
      [S("renews automatically on 1 June at £96.00"),
       X("at least 30 days before the renewal date", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
      ["wrong_policy_condition"], ["at least 30 days before"], ["14 days|fourteen days|18 May", "£96.00"],
      "Cancellation needs 14 days' notice; 30 days is the museum's own price-change notice.")

# ---------------------------------------------------------------- S15 guest passes
s = Scenario("museum-guest-passes", DOM,
    "How many guest passes do I have left? I'd like to bring my sister and my nephew (he's 9) to the Vikings exhibition.",
    [
        rec("get_membership#MBR-611902", "tool:get_membership", {
            "data": {"type": "memberships", "id": "MBR-611902",
                     "attributes": {"tier-code": "INDIVIDUAL_PLUS", "status": "ACTIVE", "member-name": "Mr Julian Achebe",
                                    "membership-year-start": "2025-11-01T00:00:00Z",
                                    "membership-year-end": "2026-10-31T23:59:59Z", "guest-pass-allowance": 4},
                     "relationships": {"guest-pass-redemptions": {"data": [
                         {"type": "redemptions", "id": "GPR-1180"}, {"type": "redemptions", "id": "GPR-1391"},
                         {"type": "redemptions", "id": "GPR-0874"}]}}},
            "included": [
                {"type": "redemptions", "id": "GPR-1180",
                 "attributes": {"redeemed-at": "2026-02-14T13:20:00Z", "guests": 1, "exhibition": "Lost Gardens"}},
                {"type": "redemptions", "id": "GPR-1391",
                 "attributes": {"redeemed-at": "2026-03-28T10:45:00Z", "guests": 2, "exhibition": "Lost Gardens"}},
                {"type": "redemptions", "id": "GPR-0874",
                 "attributes": {"redeemed-at": "2025-09-12T15:05:00Z", "guests": 2, "exhibition": "Ink and Iron",
                                "membership-year": "2024-25"}}]}),
        pol("policy#guest-passes",
            "Each guest pass admits one adult guest to a paid exhibition when accompanied by the member. Children "
            "under 12 accompanying a member are admitted free and do not use a guest pass. Guest passes reset at the "
            "start of each membership year and cannot be carried over."),
    ], now="2026-04-09T16:00:00+01:00")

s.ok("Dear Mr Achebe, you have one guest pass remaining for this membership year, as three of your four have been "
     "used. That is enough for your visit: your sister can use the remaining pass, and your nephew, at nine, will be "
     "admitted free without using a pass.\n\nKind regards,\n" + SIGN,
     [S("you have one guest pass remaining"), S("three of your four have been used"),
      S("your sister can use the remaining pass"), S("will be admitted free without using a pass")],
     ["one guest pass"],
     "Allowance 4; this year's redemptions GPR-1180 (1 guest) + GPR-1391 (2 guests) = 3; GPR-0874 is last year's; policy on under-12s.")

s.ok("Mr Achebe — 1 of your 4 guest passes is left until your membership year ends on 31 October. Children under 12 "
     "come in free with you, so your nephew won't need one. Please note that unused passes can't be carried over into "
     "the next membership year.\n\nThorncastle Museum Membership Team",
     [S("1 of your 4 guest passes is left"), S("until your membership year ends on 31 October"),
      S("Children under 12 come in free with you"), S("unused passes can't be carried over")],
     ["1 of your 4", "31 October"],
     "Allowance 4, 3 used this year; membership-year-end 2026-10-31; policy.")

s.bad("Dear Mr Achebe, you have two guest passes remaining this membership year, so you can bring both your sister and "
      "your nephew. Children under 12 are admitted free in any case.\n\nKind regards,\n" + SIGN,
      [X("you have two guest passes remaining", "VALUE_MISMATCH"), S("Children under 12 are admitted free")],
      ["wrong_arithmetic"], ["two guest passes remaining"],
      "Passes are per guest: GPR-1180 used 1 and GPR-1391 used 2, so 3 of 4 are used and 1 remains; the draft counted visits.")

s.bad("Dear Mr Achebe, you have one guest pass remaining. Your sister can use it, but your nephew will need a guest pass "
      "of his own. Your passes will be topped up again on 1 January.\n\nKind regards,\n" + SIGN,
      [S("you have one guest pass remaining"), S("Your sister can use it"),
       X("your nephew will need a guest pass of his own", "NLI_CONTRADICTION"),
       X("topped up again on 1 January", "DATE_MISMATCH", "NLI_CONTRADICTION")],
      ["wrong_policy_condition", "wrong_date"], ["nephew will need a guest pass", "on 1 January"],
      "Under-12s do not use a pass; passes reset at the membership year start (membership year ends 31 October, restarts 1 November).")

s.fix("Dear Mr Achebe, you have one guest pass remaining this year, which your sister can use, and your nephew will be "
      "admitted free. Any pass you do not use can be carried over to your next membership year.\n\nKind regards,\n" + SIGN,
      [S("you have one guest pass remaining this year"), S("your nephew will be admitted free"),
       X("can be carried over to your next membership year", "NLI_CONTRADICTION")],
      ["invented_promise"], ["can be carried over"], ["cannot|can't|not be carried|reset", "one guest pass"],
      "Policy: passes reset each membership year and cannot be carried over.")

# ---------------------------------------------------------------- S16 exhibition booking
s = Scenario("museum-exhibition-booking", DOM, "Can you confirm what I've booked for Glass & Fire this weekend?",
    [
        rec("list_bookings#MBR-598870", "tool:list_bookings", {
            "data": [
                {"type": "bookings", "id": "BKG-MUS-220871",
                 "attributes": {"status": "CONFIRMED", "exhibition-title": "Glass & Fire: Venetian Masterworks",
                                "slot-start": "2026-03-14T11:30:00Z",
                                "tickets": [{"ticket-type": "MEMBER", "quantity": 1, "unit-price-pence": 0},
                                            {"ticket-type": "ADULT_GUEST", "quantity": 1, "unit-price-pence": 1400},
                                            {"ticket-type": "CHILD", "quantity": 2, "unit-price-pence": 700}],
                                "total-pence": 2800, "payment-status": "PAID"}},
                {"type": "bookings", "id": "BKG-MUS-219406",
                 "attributes": {"status": "CANCELLED", "exhibition-title": "Glass & Fire: Venetian Masterworks",
                                "slot-start": "2026-03-07T14:00:00Z",
                                "tickets": [{"ticket-type": "MEMBER", "quantity": 1, "unit-price-pence": 0}],
                                "total-pence": 0}}],
            "meta": {"member-name": "Ms Harriet Nwosu", "membership-id": "MBR-598870", "venue-time-zone": "Europe/London"}}),
        pol("policy#exhibition-tickets",
            "Members can book free timed tickets for all exhibitions. Tickets are released to members eight weeks "
            "ahead and for general sale six weeks ahead. Please arrive within 30 minutes of your booked time; late "
            "arrivals may be asked to wait for the next available slot. Child tickets are for ages 5 to 17, and "
            "under-5s go free without a ticket."),
    ], now="2026-03-10T09:00:00+00:00")

s.ok("Dear Ms Nwosu, your booking for Glass & Fire: Venetian Masterworks is confirmed for this Saturday, 14 March, at "
     "11:30. It includes your own free member ticket, one adult guest ticket at £14.00 and two child tickets at £7.00 "
     "each, a total of £28.00. Please arrive within 30 minutes of your booked time.\n\nKind regards,\n" + SIGN,
     [S("is confirmed for this Saturday, 14 March, at 11:30"), S("your own free member ticket"),
      S("one adult guest ticket at £14.00"), S("two child tickets at £7.00 each"), S("a total of £28.00"),
      S("arrive within 30 minutes of your booked time")],
     ["11:30", "£28.00"],
     "BKG-MUS-220871 CONFIRMED, slot 11:30Z = 11:30 GMT on Saturday 14 March; tickets 0 + 1400 + 2x700 = 2800p; policy.")

s.ok("Dear Ms Nwosu,\n\nBooking BKG-MUS-220871 (confirmed and paid):\n- Date and time: 14/03/2026, 11:30\n- Tickets: "
     "four in total (one member, one adult guest, two children)\n- Amount paid: £28.00\n\nYour earlier booking for 7 "
     "March was cancelled.\n\nYours sincerely,\n" + SIGN,
     [S("Booking BKG-MUS-220871 (confirmed and paid)"), S("Date and time: 14/03/2026, 11:30"),
      S("four in total (one member, one adult guest, two children)"), S("Amount paid: £28.00"),
      S("Your earlier booking for 7 March was cancelled")],
     ["BKG-MUS-220871", "£28.00"],
     "Ticket quantities 1+1+2 = 4; payment-status PAID; BKG-MUS-219406 CANCELLED for 7 March.")

s.bad("Dear Ms Nwosu, your booking for Glass & Fire: Venetian Masterworks is confirmed for Saturday 14 March at 11:30. "
      "It includes your free member ticket, one adult guest ticket at £14.00 and two child tickets at £7.00 each, a "
      "total of £21.00.\n\nKind regards,\n" + SIGN,
      [S("is confirmed for Saturday 14 March at 11:30"), S("one adult guest ticket at £14.00"),
       S("two child tickets at £7.00 each"), X("a total of £21.00", "AMOUNT_MISMATCH")],
      ["wrong_arithmetic"], ["total of £21.00"],
      "total-pence is 2800 (£14.00 + 2 x £7.00); £21.00 counts only one child.")

s.bad("Dear Ms Nwosu, your booking for Glass & Fire: Venetian Masterworks is confirmed for Saturday 7 March at 14:00. "
      "As a member, you can book exhibition tickets six weeks before they go on general sale.\n\nKind regards,\n" + SIGN,
      [X("confirmed for Saturday 7 March at 14:00", "DATE_MISMATCH", "RECORD_STATE_MISMATCH"),
       X("six weeks before they go on general sale", "NLI_CONTRADICTION")],
      ["other_record_value", "wrong_policy_condition"], ["7 March at 14:00", "six weeks before they go on general sale"],
      "The confirmed booking is 14 March 11:30; 7 March 14:00 is the CANCELLED booking. Members get tickets eight weeks ahead, i.e. two weeks before general sale.")

s.fix("Dear Ms Nwosu, your booking is confirmed for Saturday 14 March at 11:30, with your member ticket, one adult guest "
      "ticket and two child tickets at £14.00 each. Please arrive within 30 minutes of your booked time.\n\n"
      "Kind regards,\n" + SIGN,
      [S("confirmed for Saturday 14 March at 11:30"), X("two child tickets at £14.00 each", "AMOUNT_MISMATCH"),
       S("arrive within 30 minutes")],
      ["wrong_amount"], ["child tickets at £14.00"], ["£7.00|£7", "11:30"],
      "CHILD unit-price-pence is 700; 1400 is the adult guest ticket.")

# ---------------------------------------------------------------- S17 Patron upgrade refund refused
s = Scenario("museum-upgrade-refund", DOM, "I'd like to cancel my Patron upgrade and get my money back, please.",
    [
        rec("get_membership#MBR-577310", "tool:get_membership", {
            "data": {"type": "memberships", "id": "MBR-577310",
                     "attributes": {"tier-code": "PATRON", "status": "ACTIVE", "member-name": "Mr Simon Farrant",
                                    "expires-at": "2027-09-14T22:59:59Z"},
                     "relationships": {"upgrades": {"data": [{"type": "upgrades", "id": "UPG-4471"}]},
                                       "event-attendance": {"data": [{"type": "attendance", "id": "ATT-88120"}]}}},
            "included": [
                {"type": "upgrades", "id": "UPG-4471",
                 "attributes": {"from-tier": "INDIVIDUAL", "to-tier": "PATRON", "upgraded-at": "2026-09-15T10:12:00Z",
                                "new-tier-price-pence": 25000, "credit-pence": 2583, "charge-pence": 22417,
                                "payment-status": "PAID"}},
                {"type": "attendance", "id": "ATT-88120",
                 "attributes": {"event-name": "Patrons' Curator Evening", "event-at": "2026-09-18T17:30:00Z",
                                "benefit-type": "PATRON_EVENT", "checked-in": True}}]}),
        ref("refund_upgrade#UPG-4471", "refund_upgrade", "DENY", {"upgrade-id": "UPG-4471", "reason": "PATRON_BENEFIT_USED"}),
        pol("policy#upgrades",
            "When you upgrade, we credit the unused part of your current membership against the price of the new "
            "tier, and your membership year restarts from the date of the upgrade. You may cancel an upgrade within 14 "
            "days for a full refund of the upgrade charge, provided that no benefits of the new tier have been used."),
    ], now="2026-09-22T14:30:00+01:00")

s.ok("Dear Mr Farrant, thank you for your message. Unfortunately I am unable to refund your upgrade. Upgrades can be "
     "cancelled for a full refund within 14 days only if no benefits of the new tier have been used, and our records "
     "show that you attended the Patrons' Curator Evening on 18 September. Your Patron membership therefore remains "
     "active until 14 September 2027.\n\nKind regards,\n" + SIGN,
     [NA("thank you for your message"), S("I am unable to refund your upgrade"),
      S("within 14 days only if no benefits of the new tier have been used"),
      S("you attended the Patrons' Curator Evening on 18 September"),
      S("remains active until 14 September 2027")],
     ["14 September 2027", "unable"],
     "refund_upgrade DENY (PATRON_BENEFIT_USED); policy condition; ATT-88120 checked in 18 Sept; expires-at 2027-09-14T22:59:59Z = 23:59:59 BST.")

s.ok("Dear Mr Farrant,\n\nI am sorry that we cannot cancel the upgrade, as a Patron benefit has already been used. For "
     "your records, the upgrade charge of £224.17 was the £250.00 Patron price less a credit of £25.83 for the unused "
     "part of your Individual membership, and your membership year restarted on 15 September.\n\nYours sincerely,\n" + SIGN,
     [S("we cannot cancel the upgrade"), S("a Patron benefit has already been used"),
      S("the upgrade charge of £224.17"), S("the £250.00 Patron price"), S("a credit of £25.83"),
      S("your membership year restarted on 15 September")],
     ["£224.17"],
     "DENY; ATT-88120 PATRON_EVENT; UPG-4471 charge 22417p, price 25000p, credit 2583p, upgraded 15 Sept; policy restart rule.")

s.bad("Dear Mr Farrant, thank you for your message. I have cancelled your Patron upgrade and refunded the £224.17 "
      "upgrade charge to your original payment method.\n\nKind regards,\n" + SIGN,
      [NA("thank you for your message"),
       X("I have cancelled your Patron upgrade and refunded the £224.17", "NOT_EXECUTED")],
      ["refused_call_effect"], ["refunded the £224.17"],
      "refund_upgrade was refused (DENY); membership still PATRON and ACTIVE.")

s.bad("Dear Mr Farrant, as you are still within 14 days of upgrading, you qualify for a full refund of the upgrade "
      "charge. Your upgrade cost £224.17 after the credit for your Individual membership, and your Patron membership "
      "would otherwise run until 15 September 2027.\n\nKind regards,\n" + SIGN,
      [X("you qualify for a full refund of the upgrade charge", "NLI_CONTRADICTION", "NOT_EXECUTED"),
       S("Your upgrade cost £224.17"), X("until 15 September 2027", "DATE_MISMATCH")],
      ["condition_unmet", "wrong_date"], ["you qualify for a full refund", "15 September 2027"],
      "The refund needs no new-tier benefit used, but ATT-88120 shows a Patron event attended (refund DENY); expires-at is 14 September 2027 local.")

s.fix("Dear Mr Farrant, I am unable to refund your upgrade, because you have already attended a Patron event. The "
      "upgrade charge was £250.00, and your membership runs until 14 September 2027.\n\nKind regards,\n" + SIGN,
      [S("I am unable to refund your upgrade"), S("you have already attended a Patron event"),
       X("The upgrade charge was £250.00", "AMOUNT_MISMATCH"), S("runs until 14 September 2027")],
      ["wrong_role"], ["charge was £250.00"], ["£224.17", "14 September 2027"],
      "£250.00 is the new-tier-price; the charge after the £25.83 credit was 22417p.")
