# Batch 6: escape room (Lockbox Escape Rooms, Las Vegas NV, America/Los_Angeles)
from lib import Scenario, P, rec, pol, kb, refused, ep, now

TZ = "America/Los_Angeles"
DOM = "escape room"
SCENARIOS = []

# ---------------------------------------------------------------- S21 group booking details
s = Scenario(21, "rachel-clockmaker-booking", DOM,
             "Can you confirm our booking details for Saturday?",
             [
                 rec("booking#LBX-7Q2M", "tool:lockbox.bookings.retrieve", {
                     "object": "booking", "id": "LBX-7Q2M", "customer": "cus_RcHollis",
                     "customer_name": "Rachel Hollis", "status": "CONFIRMED",
                     "room": {"code": "CLOCKMAKER", "name": "The Clockmaker's Vault", "duration": "PT60M"},
                     "starts_at": ep("2026-11-14 19:15", TZ), "players": 6, "timezone": TZ,
                     "payment_intent": {"object": "payment_intent", "id": "pi_3WLbx7Q2M", "amount": 19200,
                                        "currency": "usd", "status": "succeeded",
                                        "metadata": {"unit_amount_per_player": "3200"}},
                 }),
                 rec("booking#LBX-5K1A", "tool:lockbox.bookings.list", {
                     "object": "booking", "id": "LBX-5K1A", "customer": "cus_RcHollis", "status": "COMPLETED",
                     "room": {"code": "LIGHTHOUSE", "name": "The Sunken Lighthouse", "duration": "PT60M"},
                     "starts_at": ep("2026-06-20 18:00", TZ), "players": 4,
                     "payment_intent": {"amount": 11600, "currency": "usd", "status": "succeeded"},
                 }),
                 pol("policy#arrival",
                     "Please arrive 15 minutes before your start time for the safety briefing. Late arrivals "
                     "come out of your game time, since the next group starts on schedule. Players 14 and up can "
                     "play without an adult; younger players need a paying adult in the room."),
             ], now=now("2026-11-12 10:00", TZ))
s.ok("", "Hi Rachel! You're booked for The Clockmaker's Vault this Saturday, November 14 at 7:15 PM for 6 "
         "players. The game runs 60 minutes, and your $192.00 is paid in full ($32 per player). Please get there "
         "by 7:00 PM for the briefing!",
     [P("The Clockmaker's Vault this Saturday, November 14 at 7:15 PM"), P("for 6 players"),
      P("The game runs 60 minutes"), P("your $192.00 is paid in full"), P("$32 per player"),
      P("get there by 7:00 PM for the briefing")],
     ["7:15 PM", "$192.00"],
     "LBX-7Q2M starts_at 11/14 7:15 PM PST, players 6, PT60M; PI 19200 succeeded, 3200 per player; policy "
     "15 minutes early -> 7:00 PM.")
s.ok("", "Confirmed, Rachel: booking LBX-7Q2M, Sat 11/14, 7:15 PM, six players, one hour.",
     [P("Confirmed"), P("booking LBX-7Q2M"), P("Sat 11/14, 7:15 PM"), P("six players"), P("one hour")],
     ["LBX-7Q2M", "7:15 PM"],
     "status CONFIRMED; starts_at; players 6; duration PT60M.")
s.bad("wrong_id",
      "Hi Rachel! Booking LBX-5K1A is confirmed for Saturday at 7:15 PM for 4 players.",
      [P("Booking LBX-5K1A", "c", "id"), P("confirmed for Saturday at 7:15 PM"),
       P("for 4 players", "c", "val")],
      ["wrong_id", "other_record_value"], ["LBX-5K1A", "4 players"],
      "LBX-5K1A is the completed June booking with 4 players; Saturday's booking is LBX-7Q2M with 6.")
s.bad("unrecorded_extra",
      "Hi Rachel! You're all set for Saturday, November 14 at 7:15 PM, 6 players, $192.00 paid. I've also added "
      "a souvenir group photo for you. Please arrive 30 minutes early so you don't lose game time.",
      [P("Saturday, November 14 at 7:15 PM"), P("6 players"), P("$192.00 paid"),
       P("I've also added a souvenir group photo for you", "i", "rec0"),
       P("arrive 30 minutes early", "c", "pol")],
      ["unrecorded_extra", "wrong_period"], ["souvenir group photo", "30 minutes early"],
      "no record holds a photo add-on; policy says 15 minutes before start.")
s.fix("Hi Rachel! You're booked for The Clockmaker's Vault on Saturday, November 14 at 7:15 PM for 6 players. "
      "Your total of $19,200 is paid in full.",
      [P("The Clockmaker's Vault on Saturday, November 14 at 7:15 PM"), P("for 6 players"),
       P("Your total of $19,200 is paid in full", "c", "amt")],
      ["unit_conversion"], ["$19,200"], ["$192|192.00", "7:15"],
      "PI amount 19200 is in cents: $192.00.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S22 headcount lowered, partial refund
s = Scenario(22, "derek-headcount-refund", DOM,
             "Two of our group dropped out. Did you refund them?",
             [
                 rec("booking#LBX-8D3R", "tool:lockbox.bookings.retrieve", {
                     "object": "booking", "id": "LBX-8D3R", "customer": "cus_DkYamada",
                     "customer_name": "Derek Yamada", "status": "CONFIRMED",
                     "room": {"code": "LIGHTHOUSE", "name": "The Sunken Lighthouse", "duration": "PT60M"},
                     "starts_at": ep("2026-12-05 20:00", TZ), "timezone": TZ,
                     "players": 6, "players_history": [{"players": 8, "changed_at": None},
                                                       {"players": 6, "changed_at": ep("2026-12-03 12:40", TZ)}],
                 }),
                 rec("charge#ch_3WLbx8D3R", "tool:stripe.charges.retrieve", {
                     "object": "charge", "id": "ch_3WLbx8D3R", "amount": 23500, "amount_refunded": 5800,
                     "currency": "usd", "status": "succeeded", "created": ep("2026-11-18 21:04", TZ),
                     "metadata": {"per_player": "2900", "booking_fee": "300", "booking": "LBX-8D3R"},
                     "payment_method_details": {"card": {"brand": "amex", "last4": "1009"}},
                     "refunds": {"object": "list", "data": [
                         {"object": "refund", "id": "re_3WLbxHc2", "amount": 5800, "currency": "usd",
                          "status": "succeeded", "created": ep("2026-12-03 12:41", TZ),
                          "metadata": {"reason_code": "HEADCOUNT_REDUCED", "players_removed": "2"}}]},
                 }),
                 pol("policy#headcount",
                     "Rooms need at least 4 players. You can lower your headcount up to 24 hours before your game "
                     "and we'll refund the difference to your card. Inside 24 hours we can't refund missing "
                     "players. The booking fee is non-refundable."),
             ], now=now("2026-12-03 13:00", TZ))
s.ok("", "Hi Derek! Yes: your group is now down to 6 players, and we refunded $58.00 for the two spots ($29 "
         "each). The $3 booking fee isn't refundable, so your new total is $177.00.",
     [P("your group is now down to 6 players"), P("we refunded $58.00 for the two spots"), P("$29 each"),
      P("The $3 booking fee isn't refundable"), P("your new total is $177.00")],
     ["$58.00", "$177.00"],
     "players 6 (was 8); refund 5800 succeeded; per_player 2900; booking_fee 300 non-refundable; 23500 - 5800 "
     "= 17700.")
s.ok("", "Hey Derek, a refund of fifty-eight dollars was issued to your card on December 3, since the change was "
         "made more than 24 hours before your game.",
     [P("a refund of fifty-eight dollars was issued to your card on December 3"),
      P("the change was made more than 24 hours before your game")],
     ["fifty-eight"],
     "refund 5800 created 12/3 12:41 PM; change 12/3 12:40 PM for a 12/5 8:00 PM game.")
s.bad("wrong_arithmetic",
      "Hi Derek! We refunded $58.00 for the two players who dropped, so your new total is $174.00.",
      [P("We refunded $58.00 for the two players who dropped"), P("your new total is $174.00", "c", "amt")],
      ["wrong_arithmetic"], ["$174.00"],
      "charge 23500 includes the 300 booking fee: 23500 - 5800 = 17700 ($177.00).")
s.bad("unrecorded_extra",
      "Hi Derek! I've refunded $58.00 for the two players, and I've also refunded your $3 booking fee.",
      [P("I've refunded $58.00 for the two players"),
       P("I've also refunded your $3 booking fee", "ci", ["AMOUNT_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE",
                                                          "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION",
                                                          "VALUE_MISMATCH"])],
      ["unrecorded_extra"], ["refunded your $3 booking fee"],
      "amount_refunded is 5800 only (one refund); policy: booking fee non-refundable.")
s.fix("Hi Derek! We refunded $58.00 for the two players who dropped out, and your group is now 6. Headcount "
      "changes can be refunded up to 12 hours before the game.",
      [P("We refunded $58.00 for the two players who dropped out"), P("your group is now 6"),
       P("up to 12 hours before the game", "c", "pol")],
      ["wrong_policy_condition"], ["12 hours before"], ["24 hours", "$58"],
      "policy: refunds for lowered headcount up to 24 hours before the game.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S23 gift card balance
s = Scenario(23, "lena-gift-card", DOM,
             "How much is left on my gift card?",
             [
                 rec("gift_card#gc_4F7K", "tool:lockbox.gift_cards.retrieve", {
                     "object": "gift_card", "id": "gc_4F7K", "code": "GC-4F7K-22QP", "holder": "Lena Varga",
                     "currency": "usd", "initial_amount": 10000, "balance": 4500, "status": "active",
                     "created": ep("2025-12-20 15:30", TZ), "expires_at": ep("2028-12-20 23:59", TZ),
                     "transactions": {"object": "list", "data": [
                         {"type": "issue", "amount": 10000, "created": ep("2025-12-20 15:30", TZ)},
                         {"type": "redemption", "amount": -5500, "created": ep("2026-01-20 19:02", TZ),
                          "booking": "LBX-3C9F"}]},
                     "timezone": TZ,
                 }),
                 rec("gift_card#gc_9M2B", "tool:lockbox.gift_cards.list", {
                     "object": "gift_card", "id": "gc_9M2B", "code": "GC-9M2B-71XZ", "purchaser": "Lena Varga",
                     "recipient_email": "d.varga@example.com", "currency": "usd", "initial_amount": 2500,
                     "balance": 2500, "status": "active", "expires_at": ep("2029-02-10 23:59", TZ),
                 }),
                 pol("policy#gift-cards",
                     "Gift cards can be used for any room booking or merch in our lobby shop. They can't be "
                     "exchanged for cash. Gift cards are valid for 3 years from the purchase date, and any "
                     "unused balance stays on the card until then."),
             ], now=now("2026-03-02 11:00", TZ))
s.ok("", "Hi Lena! Your gift card GC-4F7K-22QP has $45.00 left of the original $100.00, and it's good until "
         "December 20, 2028.",
     [P("Your gift card GC-4F7K-22QP has $45.00 left"), P("the original $100.00"),
      P("it's good until December 20, 2028")],
     ["$45.00", "December 20, 2028"],
     "gc_4F7K balance 4500, initial_amount 10000, expires_at 12/20/2028.")
s.ok("", "Hey Lena! You used $55 on your January 20 booking, so there's $45 remaining. Just a heads up: gift "
         "cards can't be cashed out, but they work for any room or merch.",
     [P("You used $55 on your January 20 booking"), P("there's $45 remaining"),
      P("gift cards can't be cashed out"), P("they work for any room or merch")],
     ["$45"],
     "redemption -5500 on 1/20/2026; balance 4500; policy: no cash, any room or merch.")
s.bad("wrong_id",
      "Hi Lena! Your gift card GC-9M2B-71XZ has $25.00 left, and it's valid for 3 years from purchase.",
      [P("Your gift card GC-9M2B-71XZ", "c", "id"), P("has $25.00 left", "c", "amt"),
       P("it's valid for 3 years from purchase")],
      ["wrong_id", "other_record_value"], ["GC-9M2B-71XZ", "$25.00"],
      "GC-9M2B-71XZ is a card Lena bought for someone else (2500); her own card GC-4F7K-22QP has 4500.")
s.bad("wrong_period",
      "Hi Lena! You have $45.00 left on your gift card. Gift cards are valid for 1 year, so be sure to use it by "
      "December 20, 2026.",
      [P("You have $45.00 left on your gift card"), P("Gift cards are valid for 1 year", "c", "pol"),
       P("use it by December 20, 2026", "c", "date")],
      ["wrong_period", "wrong_date"], ["valid for 1 year", "December 20, 2026"],
      "policy: 3 years from purchase; expires_at 12/20/2028.")
s.fix("Hi Lena! Your gift card has $55.00 left, and it's good until December 20, 2028.",
      [P("Your gift card has $55.00 left", "c", "amt"), P("it's good until December 20, 2028")],
      ["wrong_role"], ["$55.00"], ["$45|45.00", "December 20, 2028|12/20/2028"],
      "5500 is the amount redeemed on 1/20; the balance is 4500.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S24 duplicate charge refunded
s = Scenario(24, "marisol-double-charge", DOM,
             "I was charged twice for our escape room booking!",
             [
                 rec("payment_intent#pi_3WLbxDup1", "tool:stripe.payment_intents.retrieve", {
                     "object": "payment_intent", "id": "pi_3WLbxDup1", "amount": 12400, "currency": "usd",
                     "status": "succeeded", "created": ep("2026-08-09 21:10", TZ),
                     "metadata": {"booking": "LBX-6T4N", "shop_tz": TZ},
                     "latest_charge": {"object": "charge", "id": "ch_3WLbxDup1a", "amount": 12400,
                                       "amount_refunded": 0,
                                       "payment_method_details": {"card": {"brand": "visa", "last4": "3382"}}},
                 }),
                 rec("payment_intent#pi_3WLbxDup2", "tool:stripe.payment_intents.retrieve", {
                     "object": "payment_intent", "id": "pi_3WLbxDup2", "amount": 12400, "currency": "usd",
                     "status": "succeeded", "created": ep("2026-08-09 21:11", TZ),
                     "metadata": {"booking": "LBX-6T4N", "duplicate_of": "pi_3WLbxDup1"},
                     "latest_charge": {
                         "object": "charge", "id": "ch_3WLbxDup2a", "amount": 12400, "amount_refunded": 12400,
                         "refunded": True,
                         "payment_method_details": {"card": {"brand": "visa", "last4": "3382"}},
                         "refunds": {"object": "list", "data": [
                             {"object": "refund", "id": "re_3WLbxDupR", "amount": 12400, "status": "succeeded",
                              "reason": "duplicate", "created": ep("2026-08-09 23:30", TZ)}]}},
                 }),
                 rec("booking#LBX-6T4N", "tool:lockbox.bookings.retrieve", {
                     "object": "booking", "id": "LBX-6T4N", "customer_name": "Marisol Ortega",
                     "status": "CONFIRMED", "paid_by": "pi_3WLbxDup1", "players": 4,
                     "starts_at": ep("2026-08-15 17:30", TZ), "timezone": TZ,
                 }),
                 pol("policy#refund-timing",
                     "When we refund a card payment, the money usually takes 5-10 business days to show on your "
                     "statement, depending on your bank."),
             ], now=now("2026-08-11 09:00", TZ))
s.ok("", "Hi Marisol, sorry about the double charge! The duplicate $124.00 charge was refunded in full on August 9, "
         "and your booking stays paid by the first charge. Refunds usually take 5-10 business days to show on "
         "your statement.",
     [P("sorry about the double charge!", "na"), P("The duplicate $124.00 charge was refunded in full on August 9"),
      P("your booking stays paid by the first charge"), P("Refunds usually take 5-10 business days")],
     ["$124.00", "August 9"],
     "pi_3WLbxDup2 refunded 12400 (reason duplicate) at 8/9 11:30 PM PDT; booking paid_by pi_3WLbxDup1; policy.")
s.ok("", "Hey Marisol! One of the two $124 charges was a duplicate, and it's already been refunded (8/9). Your "
         "card ending 3382 will show it back within 5-10 business days.",
     [P("One of the two $124 charges was a duplicate"), P("it's already been refunded (8/9)"),
      P("Your card ending 3382"), P("within 5-10 business days")],
     ["3382", "8/9"],
     "two PIs of 12400, second marked duplicate_of and refunded 8/9 local; card visa 3382; policy 5-10.")
s.bad("unit_conversion",
      "Hi Marisol! We refunded the duplicate $124.00 charge on August 10. It should show up within 5-10 business "
      "days.",
      [P("We refunded the duplicate $124.00 charge"), P("on August 10", "c", "date"),
       P("within 5-10 business days")],
      ["unit_conversion"], ["August 10"],
      "refund created 8/9 11:30 PM America/Los_Angeles, which is 8/10 06:30 UTC.")
s.bad("wrong_state",
      "Hi Marisol! The second charge was only a temporary authorization hold, so it will drop off your statement "
      "within 1-2 days.",
      [P("The second charge was only a temporary authorization hold", "c", "state"),
       P("it will drop off your statement within 1-2 days", "c", "pol")],
      ["wrong_state", "wrong_period"], ["authorization hold", "1-2 days"],
      "pi_3WLbxDup2 succeeded and was then refunded; refunds take 5-10 business days.")
s.fix("Hi Marisol, the duplicate $124.00 charge was refunded on August 9 to your card ending 3328.",
      [P("the duplicate $124.00 charge was refunded on August 9"), P("your card ending 3328", "c", "id")],
      ["wrong_id"], ["3328"], ["3382", "August 9|8/9"],
      "card last4 is 3382.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S25 private buyout, deposit requires action
s = Scenario(25, "tyler-buyout-deposit", DOM,
             "Is our holiday party buyout confirmed?",
             [
                 rec("quote#qt_1WLbxBuy2", "tool:stripe.quotes.retrieve", {
                     "object": "quote", "id": "qt_1WLbxBuy2", "status": "accepted", "customer": "cus_TyOkonkwo",
                     "amount_total": 120000, "currency": "usd",
                     "metadata": {"event": "PRIVATE_BUYOUT", "rooms": "3", "max_guests": "24",
                                  "event_starts_at": str(ep("2026-12-18 18:00", TZ)), "duration": "PT2H",
                                  "company": "Brightline Dental", "venue_tz": TZ},
                 }),
                 rec("quote#qt_1WLbxBuy1", "tool:stripe.quotes.list", {
                     "object": "quote", "id": "qt_1WLbxBuy1", "status": "canceled", "amount_total": 96000,
                     "currency": "usd", "metadata": {"rooms": "2", "max_guests": "16",
                                                     "superseded_by": "qt_1WLbxBuy2"},
                 }),
                 rec("payment_intent#pi_3WLbxBuyDep", "tool:stripe.payment_intents.retrieve", {
                     "object": "payment_intent", "id": "pi_3WLbxBuyDep", "amount": 60000, "amount_received": 0,
                     "currency": "usd", "status": "requires_action",
                     "next_action": {"type": "redirect_to_url"}, "created": ep("2026-11-20 14:35", TZ),
                     "metadata": {"quote": "qt_1WLbxBuy2", "kind": "DEPOSIT_50"},
                 }),
                 pol("policy#buyouts",
                     "Private buyouts are confirmed once the 50% deposit is paid. The remaining balance is due 7 "
                     "days before the event. The deposit is refundable if you cancel at least 30 days before the "
                     "event date."),
             ], now=now("2026-11-20 15:00", TZ))
s.ok("", "Hi Tyler! Not yet: your $600.00 deposit is waiting on card verification, and the buyout is confirmed "
         "once it's paid. After that, the remaining $600.00 is due by December 11, 7 days before your December 18 "
         "event.",
     [P("Not yet"), P("your $600.00 deposit is waiting on card verification"),
      P("the buyout is confirmed once it's paid"), P("the remaining $600.00 is due by December 11"),
      P("7 days before your December 18 event")],
     ["December 11", "$600.00"],
     "deposit PI 60000 requires_action; policy: confirmed once deposit paid, balance 7 days before; quote "
     "120000, event 12/18.")
s.ok("", "Here's where it stands, Tyler:\n- Event: Friday, December 18, 6:00-8:00 PM, all 3 rooms, up to 24 "
         "guests\n- Total: $1,200.00\n- Deposit: $600.00, still needs to be authenticated\n"
         "- The deposit is refundable until 30 days before the event",
     [P("Friday, December 18, 6:00-8:00 PM"), P("all 3 rooms"), P("up to 24 guests"), P("Total: $1,200.00"),
      P("Deposit: $600.00, still needs to be authenticated"),
      P("The deposit is refundable until 30 days before the event")],
     ["$1,200.00", "6:00"],
     "accepted quote metadata: starts 12/18 6:00 PM PST, PT2H, rooms 3, max_guests 24; 120000; deposit "
     "requires_action; policy 30 days.")
s.bad("stale_value",
      "Hi Tyler! Your buyout for up to 16 guests is all confirmed, and the total comes to $960.00.",
      [P("up to 16 guests", "c", "val"), P("is all confirmed", "c", "state"),
       P("the total comes to $960.00", "c", "amt")],
      ["stale_value", "wrong_state", "stale_value"], ["16 guests", "all confirmed", "$960.00"],
      "16 guests and 96000 come from the canceled quote qt_1WLbxBuy1; deposit PI requires_action so it is not "
      "confirmed.")
s.fix("Hi Tyler! Your $600.00 deposit still needs card verification, and the buyout is confirmed once it's paid. "
      "The remaining $600.00 is due December 4.",
      [P("Your $600.00 deposit still needs card verification"), P("the buyout is confirmed once it's paid"),
       P("The remaining $600.00 is due December 4", "c", "date")],
      ["wrong_date"], ["December 4"], ["December 11|Dec 11|12/11|Dec. 11", "$600"],
      "policy: balance due 7 days before the 12/18 event, i.e. 12/11.")
SCENARIOS.append(s)
