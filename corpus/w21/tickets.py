from common import *

D = "ticket resale"
BUNDLES = []

# ---------------------------------------------------------------- T1 seller payout after the event (USD)
LA = "America/Los_Angeles"
b = Bundle(D, "festival-seller-payout",
           "I sold my two festival tickets. When do I get paid?",
           [rec("get_sale#SS-SALE-90412", "tool:get_sale", {
               "sale_id": "SS-SALE-90412", "listing_id": "LST-33187",
               "seller": {"seller_id": "SEL-2418", "name": "Marcus Lee", "tier": "STANDARD", "completed_sales": 7},
               "event": {"name": "Harbor Lights Festival - Day 2", "date": "2026-08-15", "state": "SCHEDULED"},
               "seats": {"section": "104", "row": "F", "seats": ["11", "12"]},
               "quantity": 2, "unit_price": 8500, "subtotal": 17000, "currency": "USD", "delivery_state": "DELIVERED",
               "payout": {"amount": 14960, "fee_percent": "12.0", "fee_amount": 2040,
                          "scheduled_for": ep("2026-08-21T12:00", LA), "state": "PENDING_EVENT"}}),
            rec("list_listings#SEL-2418", "tool:list_listings", {"listings": [
                {"listing_id": "LST-33190", "event": "Harbor Lights Festival - Day 3", "quantity": 1, "unit_price": 9000,
                 "state": "ACTIVE"}]}),
            rec("get_seller_balance#SEL-2418", "tool:get_seller_balance", {
                "currency": "USD", "available": 4200, "pending": 14960}),
            pol("seller-payouts#timing",
                "Sellers are paid after the event takes place, so buyers are protected if it is cancelled. "
                "Payouts are scheduled 5 business days after the event date. SeatSwap's seller fee is 12% of the sale price. "
                "Sellers on the Pro tier with 50 or more completed sales can receive 50% of the payout as soon as the buyer's "
                "tickets are delivered. If the event is cancelled, the sale is reversed and no fee is charged.", "v8")],
           now="2026-08-03T14:00:00-07:00")
b.ok("Hi Marcus, your 2 tickets for Harbor Lights Festival Day 2 (Section 104, Row F, seats 11-12) sold for $170.00. "
     "After the 12% seller fee of $20.40, your payout is $149.60. Sellers are paid after the event, so it's scheduled for "
     "Friday, August 21, five business days after the August 15 event.",
     [s("your 2 tickets for Harbor Lights Festival Day 2"), s("Section 104, Row F, seats 11-12"), s("sold for $170.00"),
      s("12% seller fee of $20.40"), s("your payout is $149.60"), s("Sellers are paid after the event"),
      s("scheduled for Friday, August 21"), s("five business days after the August 15 event")],
     ["$149.60", "August 21"], "subtotal 17000, fee 2040 (12.0%), payout 14960 scheduled 21 Aug; event date 15 Aug; policy timing.")
b.ok("You sold two tickets at $85.00 each. Your $149.60 payout is pending until after the event and goes out on 21 Aug 2026. "
     "Your Day 3 ticket is still listed at $90.00.",
     [s("two tickets at $85.00 each"), s("Your $149.60 payout is pending"), s("goes out on 21 Aug 2026"),
      s("Day 3 ticket is still listed at $90.00")],
     ["$149.60", "21 Aug 2026"], "unit_price 8500 x 2; payout state PENDING_EVENT; LST-33190 ACTIVE at 9000.")
b.ok("The buyer already has your tickets, and your payout of one hundred forty-nine dollars and sixty cents is scheduled for August 21. "
     "If the festival were cancelled, the sale would be reversed and no fee charged.",
     [s("The buyer already has your tickets"), s("one hundred forty-nine dollars and sixty cents"), s("scheduled for August 21"),
      s("the sale would be reversed and no fee charged")],
     ["August 21"], "delivery_state DELIVERED; payout 14960 in words; cancellation rule from the policy.")
b.bad("Hi Marcus, your 2 tickets sold for $170.00 and your payout after the 12% fee is $149.60. Since the buyer has received the "
      "tickets, half of your payout, $74.80, is released to you now, and the rest follows on August 21.",
      [s("your 2 tickets sold for $170.00"), s("is $149.60"), c("half of your payout, $74.80, is released to you now", NLIC, RSM),
       s("the rest follows on August 21")],
      ["condition_unmet"], ["$74.80"], "The 50% early release is for Pro sellers with 50+ sales; Marcus is STANDARD with 7 sales and the payout is PENDING_EVENT.")
b.bad("Hi Marcus, your 3 tickets for Harbor Lights Festival Day 2 sold at $90.00 each. Your payout is scheduled for August 21.",
      [c("your 3 tickets", VM), c("sold at $90.00 each", AM), s("scheduled for August 21")],
      ["wrong_quantity", "other_record_value"], ["3 tickets", "$90.00 each"],
      "quantity is 2 at unit_price 8500; $90.00 is the price of the separate Day 3 listing.")
b.fix("Hi Marcus, your 2 tickets sold for $170.00, and after the 12% fee of $20.40 your payout is $149.60. "
      "Sellers are paid after the event, so it's scheduled for August 15.",
      [s("your 2 tickets sold for $170.00"), s("12% fee of $20.40"), s("payout is $149.60"),
       c("scheduled for August 15", DM)],
      ["wrong_date"], ["scheduled for August 15"], ["August 21|21 August|Aug 21"], ["$149.60"],
      "payout.scheduled_for is 21 Aug; 15 Aug is the event date.")
BUNDLES.append(b)

# ---------------------------------------------------------------- T2 event rescheduled (EUR)
PAR = "Europe/Paris"
b = Bundle(D, "concert-rescheduled",
           "The concert was postponed. Are my tickets still good, or can I get my money back?",
           [rec("get_order#SS-ORD-55810", "tool:get_order", {
               "order_id": "SS-ORD-55810", "buyer": {"name": "Sophie Lambert", "timezone": PAR},
               "event": {"event_id": "EV-8812", "name": "Nordlys Quartet - Salle Gaveau", "state": "POSTPONED_RESCHEDULED",
                         "original_date": "2026-10-02", "new_date": "2027-01-22",
                         "announced_at": ep("2026-10-02T10:00", PAR)},
               "tickets": [{"seat": "Balcon B 14", "price": 6400}, {"seat": "Balcon B 15", "price": 6400}],
               "service_fee": 1150, "total_paid": 13950, "currency": "EUR", "tickets_valid_for_new_date": True,
               "refund_window_ends": ep("2026-10-16T23:59", PAR)}),
            pol("event-changes#rescheduled",
                "When an event is rescheduled, your tickets stay valid for the new date and you don't need to do anything. "
                "If you can't attend the new date, you can request a refund of the ticket price within 14 days of the "
                "reschedule announcement. Service fees are refunded only if the event is cancelled outright. "
                "Refunds are issued to the original payment method.", "v3")],
           now="2026-10-05T09:00:00+02:00")
b.ok("Hi Sophie, the Nordlys Quartet concert has been moved to 22 January 2027, and your two tickets are automatically valid for "
     "the new date. If you can't make it, you can request a refund of the ticket price, €128.00, until 16 October.",
     [s("moved to 22 January 2027"), s("your two tickets are automatically valid"), s("refund of the ticket price, €128.00"),
      s("until 16 October")],
     ["22 January 2027", "€128.00"], "event.new_date 2027-01-22, tickets_valid_for_new_date; 2 x 6400 = 12800; refund_window_ends 16 Oct.")
b.ok("Good news: your tickets (Balcon B 14 and 15) carry over to the new date, 01/22/2027, with nothing for you to do. "
     "Should you prefer a refund, the €128.00 ticket price goes back to your original payment method. "
     "The €11.50 service fee is refunded only if an event is cancelled outright, so it isn't refunded for a rescheduled date.",
     [s("Balcon B 14 and 15"), s("carry over to the new date, 01/22/2027"), s("nothing for you to do"),
      s("the €128.00 ticket price goes back to your original payment method"), s("The €11.50 service fee"),
      s("refunded only if an event is cancelled outright")],
     ["€128.00", "01/22/2027"], "Seats and new_date from the order; service_fee 1150; fee rule from the policy.")
b.bad("Hi Sophie, the Nordlys Quartet concert has been cancelled, so you'll receive a full refund of €139.50, including the service fee.",
      [c("has been cancelled", RSM), c("full refund of €139.50, including the service fee", AM, NLIC)],
      ["wrong_state", "condition_unmet"], ["has been cancelled", "€139.50"],
      "event.state is POSTPONED_RESCHEDULED, not cancelled; the fee is refunded only for an outright cancellation, so the refundable amount is €128.00.")
b.bad("Hi Sophie, the concert has moved to 22 February 2027 and your tickets remain valid. If you can't attend, you can request "
      "a refund of the €128.00 ticket price within 30 days of the announcement.",
      [c("moved to 22 February 2027", DM), s("your tickets remain valid"), s("the €128.00 ticket price"),
       c("within 30 days of the announcement", VM, NLIC)],
      ["wrong_date", "wrong_period"], ["22 February 2027", "within 30 days"],
      "new_date is 2027-01-22; the policy's refund window is 14 days.")
b.fix("Hi Sophie, your two tickets are valid for the new date, 22 January 2027. If you can't go, you can request a refund of the "
      "ticket price, €139.50, until 16 October.",
      [s("valid for the new date, 22 January 2027"), c("ticket price, €139.50", AM), s("until 16 October")],
      ["wrong_amount"], ["€139.50"], ["€128.00|128.00|128 EUR"], ["22 January 2027", "16 October"],
      "€139.50 is total_paid including the €11.50 fee; the refundable ticket price is 2 x €64.00 = €128.00.")
BUNDLES.append(b)

# ---------------------------------------------------------------- T3 transfer pending (JPY)
TOK = "Asia/Tokyo"
b = Bundle(D, "jleague-transfer-pending",
           "I still don't have my ticket for Saturday's match. Did the seller send it?",
           [rec("get_order#SS-JP-20931", "tool:get_order", {
               "order_id": "SS-JP-20931", "buyer": {"name": "Haruto Sato", "timezone": TOK},
               "event": {"name": "J1 League: Kawasaki vs. Yokohama", "starts_at": ep("2026-04-11T14:00", TOK)},
               "quantity": 1, "ticket_price": 5500, "service_fee": 660, "total_paid": 6160, "currency": "JPY",
               "delivery": {"method": "CLUB_APP_TRANSFER", "state": "AWAITING_SELLER_TRANSFER",
                            "transfer_deadline": ep("2026-04-09T14:00", TOK)}}),
            rec("get_order#SS-JP-20544", "tool:get_order", {
                "order_id": "SS-JP-20544", "event": {"name": "J1 League: Kawasaki vs. Kashima"},
                "delivery": {"state": "DELIVERED"}, "total_paid": 4980, "currency": "JPY"}),
            pol("guarantee#delivery",
                "Mobile tickets are transferred by the seller through the club's official app. Sellers must transfer tickets "
                "at least 48 hours before kickoff. If the seller doesn't transfer the tickets by that deadline, SeatSwap finds "
                "comparable or better replacement tickets at no extra cost, or refunds you in full, including fees.", "v5")],
           now="2026-04-07T20:00:00+09:00")
b.ok("Hello Haruto, your ticket for Kawasaki vs. Yokohama on April 11 hasn't been transferred yet; the seller has until Thursday, "
     "April 9 at 2:00 PM to send it through the club's official app. If they miss that deadline, we'll find you a comparable or "
     "better ticket at no extra cost, or refund your ¥6,160 in full.",
     [s("Kawasaki vs. Yokohama on April 11"), s("hasn't been transferred yet"), s("until Thursday, April 9 at 2:00 PM"),
      s("through the club's official app"), s("comparable or better ticket at no extra cost"), s("refund your ¥6,160 in full")],
     ["April 9", "¥6,160"], "delivery.state AWAITING_SELLER_TRANSFER, transfer_deadline 9 Apr 14:00 JST; total_paid 6160; guarantee from the policy.")
b.ok("Not yet: the seller must transfer your ticket by 14:00 on 9 April (48 hours before kick-off). "
     "Your other order, for Kawasaki vs. Kashima, was delivered.",
     [s("by 14:00 on 9 April"), s("48 hours before kick-off"), s("Kawasaki vs. Kashima, was delivered")],
     ["14:00 on 9 April"], "transfer_deadline 9 Apr 14:00 JST is 48h before the 11 Apr 14:00 kickoff; SS-JP-20544 DELIVERED.")
b.bad("Hello Haruto, good news: your ticket for Kawasaki vs. Yokohama has been transferred, so you'll find it in the club app. "
      "As part of our guarantee, you'll also get a ¥1,000 coupon for your next purchase.",
      [c("has been transferred", RSM), ie("¥1,000 coupon", NPE, NLINE)],
      ["wrong_state", "unlisted_perk"], ["has been transferred", "¥1,000 coupon"],
      "delivery.state is AWAITING_SELLER_TRANSFER; the guarantee lists replacement or full refund, no coupon.")
b.bad("Hello Haruto, the seller has until Thursday, April 9 at 5:00 AM to transfer your ticket. If they don't, we'll refund "
      "your ¥5,500 in full or find you a comparable ticket.",
      [c("April 9 at 5:00 AM", DM, VM), c("refund your ¥5,500 in full", AM, NLIC), s("find you a comparable ticket")],
      ["unit_conversion", "wrong_amount"], ["5:00 AM", "¥5,500 in full"],
      "transfer_deadline is 14:00 JST (05:00 UTC given as local); a full refund includes fees, ¥6,160.")
b.fix("Hello Haruto, your ticket hasn't been transferred yet. The seller has until Friday, April 10 at 2:00 PM to send it through "
      "the club's official app; if they miss it, we'll refund your ¥6,160 in full or find a comparable ticket at no extra cost.",
      [s("hasn't been transferred yet"), c("Friday, April 10", DM), s("refund your ¥6,160 in full"),
       s("comparable ticket at no extra cost")],
      ["wrong_date"], ["Friday, April 10"], ["April 9|9 April|Thursday"], ["¥6,160"],
      "transfer_deadline is Thursday 9 April 14:00 JST.")
BUNDLES.append(b)

# ---------------------------------------------------------------- T4 entry refused, dispute under review, refund DENY (KWD)
KWI = "Asia/Kuwait"
b = Bundle(D, "denied-entry-dispute",
           "We were refused entry at the stadium with the tickets I bought from you. I want my money back now.",
           [rec("get_order#SS-KW-11905", "tool:get_order", {
               "order_id": "SS-KW-11905", "buyer": {"name": "Yousef Al-Kandari", "timezone": KWI},
               "event": {"name": "Gulf Cup semi-final", "venue": "Jaber Al-Ahmad International Stadium", "date": "2026-12-03"},
               "quantity": 2, "ticket_price": 22500, "service_fee": 2700, "total_paid": 47700, "currency": "KWD"}),
            rec("get_dispute#DSP-T7781", "tool:get_dispute", {
                "dispute_id": "DSP-T7781", "order_id": "SS-KW-11905", "type": "ENTRY_REFUSED", "state": "UNDER_REVIEW",
                "reported_at": ep("2026-12-03T22:10", KWI), "seller_evidence": {"state": "REQUESTED"},
                "decision_due_by": ep("2026-12-10T23:59", KWI)}),
            refused("issue_refund#call-3", "issue_refund", "DENY", {"order_id": "SS-KW-11905", "reason": "DISPUTE_PENDING"}),
            pol("entry-refused#investigation",
                "If you were refused entry with a ticket bought on SeatSwap, report it within 48 hours of the event. "
                "We investigate with the seller and the venue and aim to decide within 7 days. If the claim is upheld, you get a "
                "full refund including fees, and the seller's payout is reversed. Refunds cannot be issued while an investigation is open.",
                "v2")],
           now="2026-12-05T11:00:00+03:00")
b.ok("Hello Yousef, I'm sorry you were refused entry. Your report is under review as dispute DSP-T7781, and we've asked the seller "
     "for their evidence. A decision is due by 10 December. If your claim is upheld, you'll receive a full refund of KWD 47.700, "
     "including fees. I couldn't issue the refund today because refunds can't be made while an investigation is open.",
     [na("I'm sorry you were refused entry"), s("under review as dispute DSP-T7781"), s("asked the seller for their evidence"),
      s("decision is due by 10 December"), s("full refund of KWD 47.700"), s("couldn't issue the refund today"),
      s("refunds can't be made while an investigation is open")],
     ["DSP-T7781", "KWD 47.700"], "dispute UNDER_REVIEW, seller_evidence REQUESTED, decision_due_by 10 Dec; total_paid 47700; issue_refund DENY.")
b.ok("Dispute DSP-T7781 (order SS-KW-11905) is being investigated with the seller and the venue. If it's upheld, the full 47.700 KWD "
     "comes back to you, fees included, and the seller's payout is reversed. A refund could not be issued while the case is open.",
     [s("Dispute DSP-T7781 (order SS-KW-11905)"), s("investigated with the seller and the venue"), s("the full 47.700 KWD"),
      s("seller's payout is reversed"), s("could not be issued while the case is open")],
     ["47.700 KWD"], "dispute record and policy; issue_refund was DENIED.")
b.bad("Hello Yousef, I'm sorry about the trouble at the gate. I've issued a refund of KWD 47.700 to your card for order SS-KW-11905.",
      [na("I'm sorry about the trouble at the gate"), c("I've issued a refund of KWD 47.700", NE)],
      ["refused_call_effect"], ["I've issued a refund"],
      "issue_refund was DENIED (DISPUTE_PENDING); nothing was refunded.")
b.bad("Hello Yousef, dispute DSP-T7781 is under review. If it's upheld, you'll get KWD 477.00 back including fees. "
      "We aim to reach a decision within 14 days.",
      [s("DSP-T7781 is under review"), c("KWD 477.00", AM), c("within 14 days", VM, NLIC)],
      ["unit_conversion", "wrong_period"], ["KWD 477.00", "within 14 days"],
      "47700 in 3-decimal KWD is KWD 47.700; the policy aims to decide within 7 days.")
b.fix("Hello Yousef, your report is under review as dispute DSP-T7718, and a decision is due by 10 December. Refunds can't be issued "
      "while the investigation is open, so I couldn't refund you today.",
      [c("dispute DSP-T7718", IM), s("decision is due by 10 December"), s("Refunds can't be issued while the investigation is open"),
       s("couldn't refund you today")],
      ["wrong_id"], ["DSP-T7718"], ["DSP-T7781"], ["10 December"],
      "The dispute id is DSP-T7781 (digits swapped in the draft).")
BUNDLES.append(b)
