"""w18 business 1: restaurant reservations (Denver + Phoenix)."""
from _lib import Scenario, rec, pol, psg, refused, ep, sup, na, con, ins, either, DEN, PHX

DOM = "restaurant reservations"

# ---------------------------------------------------------------- R1 patio party of six
s = Scenario(DOM, "patio-party-six",
    "Hey! Can you double-check my reservation this weekend? Want to make sure everything's right.",
    [
        rec("get_reservation#RSV-84213", "get_reservation", {
            "reservation": {
                "reservation_id": "RSV-84213",
                "venue": {"name": "Juniper & Ash", "branch": "LoHi", "tz": DEN},
                "guest": {"name": "Dana Whitfield", "phone_last4": "0417"},
                "party_size": 6,
                "zone": "PATIO",
                "slot_start": ep("2026-07-18 19:30", DEN),
                "seating_duration": "PT2H",
                "status": "CONFIRMED",
                "special_requests": ["HIGH_CHAIR"],
                "deposit": {"amount_minor": 6000, "currency": "usd", "status": "AUTHORIZED",
                            "per_guest_minor": 1000},
                "created_at": ep("2026-07-02 11:14", DEN)}}),
        rec("list_reservations#guest-0417", "list_reservations", {
            "guest_phone_last4": "0417",
            "reservations": [
                {"reservation_id": "RSV-84213", "slot_start": ep("2026-07-18 19:30", DEN), "status": "CONFIRMED"},
                {"reservation_id": "RSV-84377", "slot_start": ep("2026-08-01 18:00", DEN),
                 "party_size": 2, "zone": "BAR", "status": "CONFIRMED"}]}),
        pol("policy#reservations-deposit",
            "Patio seating depends on the weather; if we need to move your party indoors we will text you by "
            "4 PM on the day. Parties of 6 or more hold a deposit of $10 per guest on the card. "
            "Cancel at least 24 hours before your booking time and the deposit is released in full; later "
            "cancellations and no-shows forfeit it. We hold tables for 15 minutes past the booking time.",
            rev="2026-03"),
    ], now="2026-07-16T10:05:00-06:00")

s.ok("Hi Dana, you're all set for Saturday at 7:30 PM on the patio for 6! Your $60.00 deposit is authorized "
     "and we've noted the high chair. If plans change, just cancel at least 24 hours ahead and the deposit is "
     "released in full.",
     [sup("you're all set for Saturday at 7:30 PM"), sup("on the patio for 6"),
      sup("Your $60.00 deposit is authorized"), sup("we've noted the high chair"),
      sup("cancel at least 24 hours ahead"), sup("the deposit is released in full")],
     ["7:30 PM", "$60.00"],
     "slot_start is 2026-07-18 19:30 MDT (Saturday given now=Thu 16 Jul); zone PATIO, party_size 6, "
     "deposit 6000 usd AUTHORIZED, HIGH_CHAIR; policy gives the 24-hour release.")

s.ok("Quick recap for RSV-84213:\n- Date: July 18, 2026 at 7:30 PM\n- Party: six guests\n- Seating: patio "
     "(if the weather turns, we'll text you by 4 PM that day)\n- We hold the table for 15 minutes past your "
     "time\nSee you soon!",
     [sup("Quick recap for RSV-84213"), sup("Date: July 18, 2026 at 7:30 PM"), sup("Party: six guests"), sup("Seating: patio"),
      sup("we'll text you by 4 PM that day"), sup("We hold the table for 15 minutes"), na("See you soon!")],
     ["July 18", "15 minutes"],
     "slot_start epoch is 19:30 America/Denver on 2026-07-18; party_size 6; policy: text by 4 PM, 15-minute hold.")

s.ok("Confirmed: 7/18 at 7:30 PM, party of 6, patio, with the table booked for two hours.",
     [sup("Confirmed: 7/18 at 7:30 PM"), sup("party of 6, patio"), sup("booked for two hours")],
     ["7:30 PM", "two hours"],
     "status CONFIRMED, slot_start 19:30 MDT, seating_duration PT2H.")

s.bad("Hi Dana, you're all set for Saturday at 7:30 PM in the bar area for 6! Your $60.00 deposit is "
      "authorized and we've noted the high chair.",
      [sup("you're all set for Saturday at 7:30 PM"),
       con("in the bar area for 6", "VALUE_MISMATCH"),
       sup("Your $60.00 deposit is authorized"), sup("we've noted the high chair")],
      ["other_record_value"], ["in the bar area"],
      "RSV-84213.zone is PATIO; BAR belongs to the other booking RSV-84377 on Aug 1.")

s.bad("You're confirmed for Saturday, July 18 at 7:30 PM for six on the patio. We're holding a $6,000 "
      "deposit on your card, and you can cancel up to 12 hours before to get it back.",
      [sup("You're confirmed for Saturday, July 18 at 7:30 PM"), sup("for six on the patio"),
       con("holding a $6,000 deposit", "AMOUNT_MISMATCH"),
       con("cancel up to 12 hours before", "NLI_CONTRADICTION")],
      ["unit_conversion", "wrong_policy_condition"], ["$6,000", "12 hours before"],
      "deposit.amount_minor 6000 is $60.00 not $6,000; the policy needs 24 hours' notice for release.")

s.bad("Hi Dana, you're all set for Saturday, July 25 at 7:30 PM on the patio for 6! We hold the table for 15 "
      "minutes past your booking time.",
      [con("Saturday, July 25 at 7:30 PM", "DATE_MISMATCH"), sup("on the patio for 6"),
       sup("We hold the table for 15 minutes")],
      ["wrong_date"], ["July 25"],
      "slot_start is 2026-07-18 19:30 Denver; July 25 appears nowhere.")

s.repair("Hi Dana! You're confirmed for Saturday, July 18 at 7:30 PM on the patio for 6, and we'll hold the "
         "table for 30 minutes if you're running late.",
         [sup("You're confirmed for Saturday, July 18 at 7:30 PM"), sup("on the patio for 6"),
          con("hold the table for 30 minutes", "NLI_CONTRADICTION")],
         ["wrong_period"], ["for 30 minutes"],
         ["15 minutes|fifteen minutes", "7:30 PM|7:30 p.m.", "patio"],
         "Policy holds tables 15 minutes past the booking time, not 30.")

# ---------------------------------------------------------------- R2 waitlist, Phoenix
s = Scenario(DOM, "waitlist-friday",
    "Is my table for Friday confirmed? We're 4.",
    [
        rec("get_reservation#SSH-2290", "get_reservation", {
            "reservation": {
                "reservation_id": "SSH-2290",
                "venue": {"name": "Saguaro Smokehouse", "branch": "Old Town Scottsdale", "tz": PHX},
                "guest": {"name": "Marco Ybarra"},
                "party_size": 4,
                "zone": "MAIN_DINING",
                "requested_slot": ep("2026-05-22 18:45", PHX),
                "status": "WAITLISTED",
                "waitlist": {"position": 3, "joined_at": ep("2026-05-20 09:12", PHX)},
                "deposit": None}}),
        rec("get_guest_history#marco", "get_guest_history", {
            "visits": [{"reservation_id": "SSH-1874", "slot_start": ep("2026-04-17 19:00", PHX),
                        "party_size": 2, "zone": "PATIO", "status": "COMPLETED"}]}),
        pol("policy#waitlist",
            "Waitlisted parties are not charged a deposit. When a table opens we text the number on file, and "
            "you have 10 minutes to reply YES to claim it. If no table has opened by 5 PM on the day, the "
            "waitlist spot is released and we text you to let you know. Waitlist order is first come, first served.",
            rev="v4"),
    ], now="2026-05-21T14:00:00-07:00")

s.ok("Not confirmed yet, but you're close: you're number 3 on the waitlist for Friday at 6:45 PM, party of 4. "
     "There's no deposit while you're waitlisted.",
     [sup("Not confirmed yet"), sup("you're number 3 on the waitlist for Friday at 6:45 PM"),
      sup("party of 4"), sup("There's no deposit while you're waitlisted.")],
     ["6:45 PM", "number 3"],
     "status WAITLISTED, waitlist.position 3, requested_slot 18:45 MST (Phoenix) Fri 22 May; deposit null; "
     "policy: no deposit for waitlisted parties.")

s.ok("You're currently third in line for tomorrow at 6:45 PM! When a table opens we'll text you, and you'll "
     "have 10 minutes to reply YES to grab it.",
     [sup("You're currently third in line for tomorrow at 6:45 PM"), sup("we'll text you"),
      sup("10 minutes to reply YES")],
     ["6:45 PM", "10 minutes"],
     "position 3; now is Thu 21 May so tomorrow is Fri 22 May, requested_slot 18:45 Phoenix; policy: text, 10 minutes.")

s.ok("Friday 6:45 PM for four is on the waitlist (spot #3), not yet booked. If nothing opens by 5 PM that day, "
     "the spot is released and you'll get a text.",
     [sup("Friday 6:45 PM for four is on the waitlist"), sup("spot #3"), sup("not yet booked"),
      sup("If nothing opens by 5 PM that day, the spot is released"), sup("you'll get a text")],
     ["5 PM", "spot #3"],
     "WAITLISTED with position 3; policy: released at 5 PM on the day with a text.")

s.bad("Great news, Marco! Your table for 4 is confirmed for Friday at 6:45 PM in the main dining room.",
      [con("Your table for 4 is confirmed", "RECORD_STATE_MISMATCH"),
       sup("for Friday at 6:45 PM in the main dining room")],
      ["wrong_state"], ["is confirmed"],
      "status is WAITLISTED, not confirmed; slot and zone MAIN_DINING are right.")

s.bad("You're number 2 on the waitlist for Friday at 6:45 PM. When a table opens we'll text you and you'll have "
      "30 minutes to reply.",
      [con("You're number 2 on the waitlist", "VALUE_MISMATCH"), sup("for Friday at 6:45 PM"),
       sup("When a table opens we'll text you"), con("30 minutes to reply", "NLI_CONTRADICTION")],
      ["wrong_quantity", "wrong_policy_condition"], ["number 2 on the waitlist", "30 minutes to reply"],
      "waitlist.position is 3; policy gives 10 minutes to reply.")

s.repair("You're on the waitlist (position 3) for Friday at 6:45 PM. If nothing opens, your spot is released at "
         "3 PM that day and we'll text you.",
         [sup("You're on the waitlist (position 3)"), sup("for Friday at 6:45 PM"),
          con("released at 3 PM that day", "NLI_CONTRADICTION"), sup("we'll text you")],
         ["wrong_time"], ["at 3 PM that day"],
         ["5:00 PM|at 5 PM|by 5 PM|5 p.m.|5pm", "6:45 PM|6:45 p.m."],
         "Policy releases waitlist spots at 5 PM on the day.")

# ---------------------------------------------------------------- R3 late cancel, deposit refund refused
s = Scenario(DOM, "late-cancel-deposit",
    "Need to cancel tonight, sorry! Can I get my deposit back?",
    [
        rec("cancel_reservation#RSV-90155", "cancel_reservation", {
            "reservation_id": "RSV-90155",
            "venue": {"name": "Juniper & Ash", "branch": "Cherry Creek", "tz": DEN},
            "party_size": 8,
            "slot_start": ep("2026-09-12 19:00", DEN),
            "status": "CANCELLED_BY_GUEST",
            "cancelled_at": ep("2026-09-12 13:40", DEN),
            "deposit": {"amount_minor": 8000, "currency": "usd", "status": "FORFEITED"},
            "converted_credit": {"credit_code": "DC-7Q4K-19", "amount_minor": 8000,
                                 "expires_at": ep("2026-12-11 23:59", DEN)}}),
        refused("refund_deposit#call-3", "refund_deposit", "DENY",
                {"reservation_id": "RSV-90155", "amount_minor": 8000, "reason": "INSIDE_24H_WINDOW"}),
        pol("policy#late-cancel",
            "Deposits are $10 per guest for parties of 6 or more. Cancellations with less than 24 hours' notice "
            "forfeit the deposit to the card. As a courtesy, a forfeited deposit becomes a dining credit of the "
            "same amount, good for 90 days at any Juniper & Ash location. Dining credits cannot be exchanged for cash.",
            rev="2026-03"),
    ], now="2026-09-12T13:42:00-06:00")

s.ok("Done, your reservation RSV-90155 for tonight is cancelled. Since it's within 24 hours, the $80.00 deposit "
     "can't go back to your card, but it's been turned into an $80.00 dining credit (DC-7Q4K-19) good for 90 days "
     "at any Juniper & Ash.",
     [sup("your reservation RSV-90155 for tonight is cancelled"),
      sup("the $80.00 deposit can't go back to your card"),
      sup("it's been turned into an $80.00 dining credit (DC-7Q4K-19)"), sup("good for 90 days"),
      sup("at any Juniper & Ash")],
     ["DC-7Q4K-19", "$80.00"],
     "status CANCELLED_BY_GUEST; refund_deposit was DENIED; converted_credit 8000 usd code DC-7Q4K-19; policy: 90 days, any location.")

s.ok("Cancelled! I wasn't able to refund the deposit because tonight's booking is inside the 24-hour window, "
     "but the full $80 is now a dining credit that expires December 11, 2026.",
     [sup("Cancelled!"), sup("I wasn't able to refund the deposit"),
      sup("inside the 24-hour window"), sup("the full $80 is now a dining credit"),
      sup("expires December 11, 2026")],
     ["December 11", "$80"],
     "refused refund_deposit (INSIDE_24H_WINDOW); converted_credit.amount_minor 8000; expires_at 2026-12-11 23:59 Denver.")

s.bad("All cancelled! I've refunded your $80.00 deposit to the card on file; it should show up in 5-7 business days.",
      [sup("All cancelled!"), con("I've refunded your $80.00 deposit", "NOT_EXECUTED"),
       ins("5-7 business days", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
      ["refused_call_effect", "invented_promise"], ["I've refunded your", "5-7 business days"],
      "refund_deposit was DENIED; nothing in the policy gives a refund timeline.")

s.bad("Your booking is cancelled. The $80.00 deposit has become a dining credit, DC-7Q4K-19, good for 60 days, "
      "and you can cash it out at the host stand if you'd rather.",
      [sup("Your booking is cancelled."), sup("The $80.00 deposit has become a dining credit, DC-7Q4K-19"),
       con("good for 60 days", "NLI_CONTRADICTION"),
       con("you can cash it out at the host stand", "NLI_CONTRADICTION")],
      ["wrong_period", "wrong_policy_condition"], ["good for 60 days", "cash it out"],
      "Policy: credit good for 90 days and cannot be exchanged for cash.")

s.bad("Your reservation RSV-90155 is cancelled. The deposit couldn't be refunded, but it's now a $40.00 dining credit, "
      "good for 90 days.",
      [sup("Your reservation RSV-90155 is cancelled."), sup("The deposit couldn't be refunded"),
       con("it's now a $40.00 dining credit", "AMOUNT_MISMATCH"), sup("good for 90 days")],
      ["wrong_amount"], ["$40.00"],
      "converted_credit.amount_minor is 8000 ($80.00) for a party of 8.")

s.repair("Your reservation for tonight is cancelled, and your $80.00 deposit has been refunded to your card.",
         [sup("Your reservation for tonight is cancelled"),
          con("your $80.00 deposit has been refunded", "NOT_EXECUTED")],
         ["refused_call_effect"], ["has been refunded"],
         ["couldn't|could not|unable|not able|can't|cannot|wasn't able|dining credit", "cancelled|canceled"],
         "refund_deposit#call-3 was DENIED; the deposit became credit DC-7Q4K-19 instead.")

# ---------------------------------------------------------------- R4 rooftop move escalated
s = Scenario(DOM, "rooftop-move-ten",
    "Can you move our group of 10 up to the rooftop for Sunday?",
    [
        rec("get_reservation#CNY-5521", "get_reservation", {
            "reservation": {
                "reservation_id": "CNY-5521",
                "venue": {"name": "Canyon Table", "branch": "Tempe Marketplace", "tz": PHX},
                "party_size": 10, "zone": "MAIN_DINING",
                "slot_start": ep("2026-06-14 18:00", PHX),
                "status": "CONFIRMED",
                "deposit": {"amount_minor": 10000, "currency": "usd", "status": "AUTHORIZED"}}}),
        refused("update_reservation#call-7", "update_reservation", "ESCALATE",
                {"reservation_id": "CNY-5521", "zone": "ROOFTOP", "note": "PARTY_SIZE_OVER_ZONE_LIMIT"}),
        pol("policy#zones",
            "Our rooftop is first come, first served for walk-ins after 9 PM. Before that, rooftop tables can be "
            "reserved for parties of 8 or fewer. Larger groups can request the Terrace Room, which carries a $500 "
            "food and beverage minimum; our events team confirms those requests within 2 business days.",
            rev="v2"),
        psg("kb#rooftop-hours", "Canyon Table Tempe rooftop opens at 4 PM daily.\nThe rooftop closes when "
            "temperatures pass 108°F or in monsoon lightning."),
    ], now="2026-06-11T16:20:00-07:00")

s.ok("Your party of 10 is still booked in the main dining room for Sunday at 6:00 PM. Rooftop tables can only be "
     "reserved for groups of 8 or fewer, so I've passed your request to our events team for the Terrace Room; "
     "they'll confirm within 2 business days.",
     [sup("Your party of 10 is still booked in the main dining room for Sunday at 6:00 PM"),
      sup("Rooftop tables can only be reserved for groups of 8 or fewer"),
      sup("I've passed your request to our events team"),
      sup("they'll confirm within 2 business days")],
     ["main dining room", "6:00 PM"],
     "Record zone MAIN_DINING party 10 at 18:00 Phoenix Sun 14 Jun; update refused with ESCALATE; policy 8-or-fewer, 2 business days.")

s.ok("I couldn't move you to the rooftop, since it only takes reservations for up to 8. Heads-up: the Terrace "
     "Room works for 10 but has a $500 food and beverage minimum. I've escalated it so the events team can help.",
     [sup("I couldn't move you to the rooftop"), sup("only takes reservations for up to 8"),
      sup("has a $500 food and beverage minimum"), sup("I've escalated it")],
     ["$500", "8"],
     "update_reservation ESCALATE; policy: rooftop parties of 8 or fewer, Terrace Room $500 minimum.")

s.bad("You're all moved! Your party of 10 now has a rooftop table on Sunday at 6:00 PM, and the rooftop opens at 4 PM.",
      [con("You're all moved!", "NOT_EXECUTED"),
       con("now has a rooftop table", "NOT_EXECUTED", "VALUE_MISMATCH"),
       sup("the rooftop opens at 4 PM")],
      ["refused_call_effect", "refused_call_effect"], ["You're all moved", "now has a rooftop table"],
      "update_reservation was ESCALATED, not executed; zone is still MAIN_DINING; the KB gives the 4 PM opening.")

s.bad("You're in the main dining room for Sunday at 6:00 PM. The rooftop can be reserved for groups of up to 12, "
      "so I've asked our events team to move you up there.",
      [sup("You're in the main dining room for Sunday at 6:00 PM"),
       con("groups of up to 12", "NLI_CONTRADICTION"),
       sup("I've asked our events team")],
      ["wrong_policy_condition"], ["up to 12"],
      "Policy: rooftop reservations for parties of 8 or fewer.")

s.repair("Your table for 10 is still in the main dining room on Sunday at 6:00 PM. The Terrace Room fits your group "
         "with a $300 food and beverage minimum, and I've escalated the request to our events team.",
         [sup("Your table for 10 is still in the main dining room on Sunday at 6:00 PM"),
          con("with a $300 food and beverage minimum", "NLI_CONTRADICTION"),
          sup("I've escalated the request")],
         ["wrong_amount"], ["$300 food"],
         ["$500|500", "6:00 PM|6 PM"],
         "Policy: Terrace Room minimum is $500.")

# ---------------------------------------------------------------- R5 birthday, outside cake
s = Scenario(DOM, "birthday-outside-cake",
    "It's my mom's birthday dinner Saturday. Can we bring our own cake, and do you do anything special?",
    [
        rec("get_reservation#JA-67031", "get_reservation", {
            "reservation": {
                "reservation_id": "JA-67031",
                "venue": {"name": "Juniper & Ash", "branch": "Golden", "tz": DEN},
                "party_size": 5, "zone": "BOOTH",
                "slot_start": ep("2026-08-08 17:15", DEN),
                "status": "CONFIRMED",
                "occasion": "BIRTHDAY",
                "special_requests": ["OUTSIDE_CAKE"],
                "notes_internal": "guest of honor: Linda"}}),
        pol("policy#celebrations",
            "You're welcome to bring a cake from outside; we charge a plating fee of $3 per guest, which covers "
            "plates, forks and candles on request. We can store a cake in our walk-in for up to 4 hours before "
            "your reservation. Guests celebrating a birthday receive a complimentary scoop of house gelato. "
            "Decorations with confetti or glitter are not permitted.",
            rev="2025-11"),
    ], now="2026-08-05T12:30:00-06:00")

s.ok("Happy early birthday to your mom! Outside cakes are welcome; the plating fee is $3 per guest, so $15 for your "
     "party of 5. The birthday guest also gets a complimentary scoop of house gelato.",
     [na("Happy early birthday to your mom!"), sup("Outside cakes are welcome"),
      sup("the plating fee is $3 per guest"), sup("so $15 for your party of 5"),
      sup("gets a complimentary scoop of house gelato")],
     ["$15", "gelato"],
     "party_size 5 x $3 = $15; policy lists the plating fee and gelato; OUTSIDE_CAKE is noted on JA-67031.")

s.ok("Yes! We've noted the outside cake on your booth reservation for Saturday, August 8 at 5:15 PM. You can drop "
     "the cake off up to 4 hours before, and candles are included in the $3-per-guest plating fee if you ask.",
     [sup("We've noted the outside cake on your booth reservation"),
      sup("for Saturday, August 8 at 5:15 PM"),
      sup("drop the cake off up to 4 hours before"),
      sup("candles are included in the $3-per-guest plating fee")],
     ["5:15 PM", "4 hours"],
     "special_requests OUTSIDE_CAKE, zone BOOTH, slot 17:15 MDT on 8 Aug; policy: 4-hour storage, candles on request.")

s.bad("Yes, bring the cake! The plating fee is $3 per guest, and we've arranged a birthday banner and a candle at "
      "your table. Your mom also gets a free glass of prosecco.",
      [sup("The plating fee is $3 per guest"),
       ins("we've arranged a birthday banner", "CLAIM_WITHOUT_TOOL_EVIDENCE"),
       ins("free glass of prosecco", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
      ["unrecorded_extra", "unlisted_perk"], ["birthday banner", "glass of prosecco"],
      "special_requests hold only OUTSIDE_CAKE; the policy's birthday perk is a gelato scoop, no prosecco.")

s.bad("Outside cakes are welcome! With the $3 per guest plating fee, that's $12 for your party, and your mom gets a "
      "scoop of house gelato on us.",
      [sup("Outside cakes are welcome!"), con("that's $12 for your party", "AMOUNT_MISMATCH"),
       sup("your mom gets a scoop of house gelato on us")],
      ["wrong_arithmetic"], ["$12 for your party"],
      "party_size is 5, so 5 x $3 = $15, not $12.")

s.repair("Outside cakes are totally fine for Saturday at 5:15 PM! We can keep it in the walk-in for up to 6 hours "
         "before you arrive, and there's a $3 per guest plating fee.",
         [sup("Outside cakes are totally fine for Saturday at 5:15 PM!"),
          con("for up to 6 hours", "NLI_CONTRADICTION"), sup("there's a $3 per guest plating fee")],
         ["wrong_period"], ["up to 6 hours"],
         ["4 hours|four hours", "$3|3 per guest"],
         "Policy: cake storage up to 4 hours before the reservation.")
