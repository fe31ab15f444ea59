# Batch 4: bike repair shop (Spoke & Sprocket, Minneapolis MN, America/Chicago)
from lib import Scenario, P, rec, pol, kb, refused, ep, now

TZ = "America/Chicago"
DOM = "bike repair shop"
SCENARIOS = []

# ---------------------------------------------------------------- S13 revised estimate
s = Scenario(13, "kayla-revised-estimate", DOM,
             "Hey, what's my estimate now that you found the chain issue?",
             [
                 rec("quote#qt_1UKay02", "tool:stripe.quotes.retrieve", {
                     "object": "quote", "id": "qt_1UKay02", "number": "QT-2026-0412-2", "status": "open",
                     "customer": "cus_KyLindqvist", "currency": "usd", "amount_total": 27300,
                     "created": ep("2026-04-19 11:05", TZ), "expires_at": ep("2026-05-03 23:59", TZ),
                     "line_items": {"object": "list", "data": [
                         {"description": "Standard tune-up", "amount_total": 9500},
                         {"description": "Brake pads (pair), installed", "amount_total": 4000},
                         {"description": "Rear shift cable & housing", "amount_total": 2500},
                         {"description": "Chain (KMC X9)", "amount_total": 4500},
                         {"description": "Cassette 11-34 9spd", "amount_total": 6800}]},
                     "metadata": {"bike": "Trek FX 3", "parts_eta": "2026-04-24", "approval": "PENDING",
                                  "shop_tz": TZ},
                 }),
                 rec("quote#qt_1UKay01", "tool:stripe.quotes.list", {
                     "object": "quote", "id": "qt_1UKay01", "number": "QT-2026-0412-1", "status": "canceled",
                     "customer": "cus_KyLindqvist", "currency": "usd", "amount_total": 16000,
                     "created": ep("2026-04-12 16:40", TZ),
                     "metadata": {"superseded_by": "qt_1UKay02", "bike": "Trek FX 3"},
                     "line_items": {"object": "list", "data": [
                         {"description": "Standard tune-up", "amount_total": 9500},
                         {"description": "Brake pads (pair), installed", "amount_total": 4000},
                         {"description": "Rear shift cable & housing", "amount_total": 2500}]},
                 }),
                 pol("policy#estimates",
                     "Estimates are valid for 14 days from the date we send them. We never start work beyond the "
                     "approved estimate without your OK. If the final bill would go more than 10% over the "
                     "approved estimate, we call you before doing the work."),
             ], now=now("2026-04-20 13:00", TZ))
s.ok("", "Hi Kayla! Your updated estimate comes to $273.00. On top of the original $160.00 (tune-up, brake pads "
         "and shift cable), it adds a new chain for $45.00 and a cassette for $68.00. Once you approve it, the "
         "cassette should be in by Friday, April 24.",
     [P("Your updated estimate comes to $273.00"), P("the original $160.00"),
      P("tune-up, brake pads and shift cable"), P("a new chain for $45.00"), P("a cassette for $68.00"),
      P("the cassette should be in by Friday, April 24")],
     ["$273.00"],
     "qt_1UKay02 (open) amount_total 27300; superseded qt_1UKay01 was 16000 with the three lines; chain 4500, "
     "cassette 6800; parts_eta 2026-04-24.")
s.ok("", "New total is $273 with the chain and cassette added, Kayla; the quote's good until May 3.",
     [P("New total is $273"), P("with the chain and cassette added"), P("the quote's good until May 3")],
     ["$273"],
     "amount_total 27300; expires_at 5/3 (14 days from 4/19, as the policy says).")
s.bad("stale_value",
      "Hi Kayla! Your estimate comes to $160.00 with the new chain and cassette included. The quote is valid for "
      "14 days.",
      [P("Your estimate comes to $160.00", "c", "amt"), P("The quote is valid for 14 days")],
      ["stale_value"], ["$160.00"],
      "16000 is the canceled, superseded quote qt_1UKay01; the open quote is 27300.")
s.bad("wrong_arithmetic",
      "Hi Kayla! Adding the $45.00 chain and the $68.00 cassette to your original $160.00 brings the estimate to "
      "$263.00. If the final bill would run more than 20% over that, we'll call you first.",
      [P("the $45.00 chain"), P("the $68.00 cassette"), P("your original $160.00"),
       P("brings the estimate to $263.00", "c", "amt"), P("more than 20% over that", "c", "pol")],
      ["wrong_arithmetic", "wrong_policy_condition"], ["$263.00", "more than 20%"],
      "160 + 45 + 68 = 273 (amount_total 27300); policy threshold is 10%.")
s.fix("Hi Kayla! Your updated estimate is $273.00, including a new chain for $45.00 and a cassette for $86.00.",
      [P("Your updated estimate is $273.00"), P("a new chain for $45.00"),
       P("a cassette for $86.00", "c", "amt")],
      ["wrong_amount"], ["$86.00"], ["$68|68.00", "$273"],
      "cassette line amount_total 6800.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S14 ready for pickup, storage policy
s = Scenario(14, "hugo-ready-pickup", DOM,
             "Is my bike ready? What do I owe, and how long can I leave it there?",
             [
                 rec("repair_order#RO-5512", "tool:shop.repair_orders.retrieve", {
                     "object": "repair_order", "id": "RO-5512", "customer": "cus_HgMartel",
                     "customer_name": "Hugo Martel", "bike": "Surly Cross-Check", "status": "READY_FOR_PICKUP",
                     "ready_notified_at": ep("2026-05-05 16:10", TZ), "shop_tz": TZ,
                     "invoice": {"object": "invoice", "id": "in_1URO5512", "status": "open", "currency": "usd",
                                 "total": 21400, "amount_paid": 5000, "amount_due": 16400,
                                 "metadata": {"deposit_payment_intent": "pi_3URO5512dep"}},
                 }),
                 rec("repair_order#RO-5530", "tool:shop.repair_orders.list", {
                     "object": "repair_order", "id": "RO-5530", "customer": "cus_HgMartel",
                     "bike": "Kids' Woom 4", "status": "IN_PROGRESS", "estimated_ready": "2026-05-13",
                     "invoice": {"object": "invoice", "status": "draft", "total": 6500, "amount_due": 6500},
                 }),
                 pol("policy#pickup-storage",
                     "Pickup hours are Tuesday to Saturday 10 AM-7 PM and Sunday 11 AM-4 PM; we're closed "
                     "Mondays. Any remaining balance is paid at pickup. We hold finished bikes for free for 7 "
                     "days after we let you know they're ready. After that, storage is $5 per day."),
             ], now=now("2026-05-08 12:00", TZ))
s.ok("", "Hi Hugo! Your bike has been ready for pickup since Tuesday afternoon. The total came to $214.00, and "
         "with your $50.00 deposit already paid, you'll owe $164.00 when you come in. We hold finished bikes "
         "free for 7 days, so you're all good through Tuesday, May 12; after that storage is $5 a day.",
     [P("Your bike has been ready for pickup since Tuesday afternoon"), P("The total came to $214.00"),
      P("your $50.00 deposit already paid"), P("you'll owe $164.00 when you come in"),
      P("We hold finished bikes free for 7 days"), P("you're all good through Tuesday, May 12"),
      P("after that storage is $5 a day")],
     ["$164.00", "May 12"],
     "RO-5512 READY_FOR_PICKUP, notified Tue 5/5 4:10 PM; invoice total 21400, paid 5000, due 16400; policy "
     "7 free days then $5/day.")
s.ok("", "Yes, Hugo, it's done!\n- Balance due: $164 (the $214 total minus your $50 deposit)\n"
         "- Free storage until 5/12\n- Hours: Tue-Sat 10 AM-7 PM, Sun 11 AM-4 PM (closed Mondays)",
     [P("it's done"), P("Balance due: $164"), P("the $214 total minus your $50 deposit"),
      P("Free storage until 5/12"), P("Tue-Sat 10 AM-7 PM"), P("Sun 11 AM-4 PM"), P("closed Mondays")],
     ["$164", "5/12"],
     "amount_due 16400; total 21400, amount_paid 5000; 7 days from 5/5; policy hours.")
s.bad("wrong_state",
      "Hi Hugo! Both of your bikes are ready to pick up, and you'll owe $164.00 for the Cross-Check. Storage is "
      "free for 14 days after we notify you.",
      [P("Both of your bikes are ready to pick up", "c", "state"), P("you'll owe $164.00 for the Cross-Check"),
       P("Storage is free for 14 days", "c", "pol")],
      ["wrong_state", "wrong_period"], ["Both of your bikes are ready", "free for 14 days"],
      "RO-5530 (the kids' bike) is IN_PROGRESS; policy gives 7 free days.")
s.bad("wrong_amount",
      "Hi Hugo! Your bike is ready. You'll owe $214.00 at pickup, and storage stays free through May 12. We're "
      "open until 8 PM Tuesday through Saturday.",
      [P("Your bike is ready"), P("You'll owe $214.00 at pickup", "c", "amt"),
       P("storage stays free through May 12"), P("open until 8 PM", "c", "pol")],
      ["wrong_amount", "wrong_time"], ["owe $214.00", "until 8 PM"],
      "amount_due is 16400 after the 5000 deposit; policy hours end at 7 PM.")
s.fix("Hi Hugo! Your bike is ready, and you'll owe $164.00 at pickup. It can stay here free until May 19, and "
      "after that storage is $5 a day.",
      [P("Your bike is ready"), P("you'll owe $164.00 at pickup"), P("free until May 19", "c", "date"),
       P("after that storage is $5 a day")],
      ["wrong_date"], ["May 19"], ["May 12|5/12|Tuesday", "$164"],
      "7 free days from the 5/5 ready notice run through 5/12.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S15 declined card payment
s = Scenario(15, "sofia-card-declined", DOM,
             "Did my payment go through? I got an error on the payment page.",
             [
                 rec("payment_intent#pi_3UTune119", "tool:stripe.payment_intents.retrieve", {
                     "object": "payment_intent", "id": "pi_3UTune119", "amount": 11900, "amount_received": 0,
                     "currency": "usd", "status": "requires_payment_method",
                     "created": ep("2026-06-12 08:52", TZ), "invoice": "in_1UTune119",
                     "last_payment_error": {"type": "card_error", "code": "card_declined",
                                            "decline_code": "insufficient_funds",
                                            "payment_method": {"card": {"brand": "mastercard", "last4": "0921"}}},
                     "metadata": {"repair_order": "RO-5604", "shop_tz": TZ},
                 }),
                 rec("invoice#in_1UTune119", "tool:stripe.invoices.retrieve", {
                     "object": "invoice", "id": "in_1UTune119", "status": "open", "total": 11900,
                     "amount_due": 11900, "currency": "usd", "hosted_invoice_url": "https://pay.example/i/RO5604",
                     "customer_name": "Sofia Brennan",
                 }),
                 rec("charge#ch_3TFlat45", "tool:stripe.charges.list", {
                     "object": "charge", "id": "ch_3TFlat45", "amount": 4500, "currency": "usd",
                     "status": "succeeded", "created": ep("2026-03-02 17:30", TZ),
                     "description": "Flat fix + tube - RO-5177",
                 }),
                 pol("policy#payments",
                     "If a card is declined, no money is taken. You can try another card from the same payment "
                     "link or pay in the shop. We release a repaired bike once its invoice is paid in full."),
             ], now=now("2026-06-12 09:15", TZ))
s.ok("", "Hi Sofia, unfortunately the payment didn't go through: your card was declined for insufficient funds, "
         "so nothing was charged. Your $119.00 invoice is still open, and you can pay it with another card from "
         "the same link or in the shop.",
     [P("the payment didn't go through"), P("your card was declined for insufficient funds"),
      P("so nothing was charged"), P("Your $119.00 invoice is still open"),
      P("you can pay it with another card from the same link or in the shop")],
     ["$119.00", "insufficient funds"],
     "PI requires_payment_method, amount_received 0, decline_code insufficient_funds; invoice open 11900; policy.")
s.ok("", "Not yet, Sofia: the $119 charge was declined and nothing went through. Once it's paid, we can release "
         "your bike.",
     [P("Not yet"), P("the $119 charge was declined"), P("nothing went through"),
      P("Once it's paid, we can release your bike")],
     ["$119"],
     "PI 11900 card_declined, amount_received 0; policy: bike released once invoice paid.")
s.ok("", "Hi Sofia! The Mastercard ending in 0921 was declined, so no money was taken. Feel free to try a "
         "different card on the payment link, or pay in the shop.",
     [P("The Mastercard ending in 0921 was declined"), P("no money was taken"),
      P("try a different card on the payment link, or pay in the shop")],
     ["0921"],
     "last_payment_error.payment_method card mastercard 0921; policy: no money taken, other card or in shop.")
s.bad("wrong_state",
      "Hi Sofia! Good news: your $119.00 tune-up payment went through on the second try.",
      [P("your $119.00 tune-up payment went through on the second try", "c", "state")],
      ["wrong_state"], ["went through on the second try"],
      "status requires_payment_method, amount_received 0; invoice still open.")
s.bad("other_record_value",
      "Hi Sofia, your card was declined, so the $45.00 wasn't charged. We'll automatically retry the card "
      "tomorrow morning.",
      [P("your card was declined"), P("the $45.00 wasn't charged", "c", "amt"),
       P("We'll automatically retry the card tomorrow morning", "i", "pol0")],
      ["other_record_value", "invented_promise"], ["$45.00", "automatically retry"],
      "the declined PI is 11900; 4500 is the March flat-fix charge. No policy says cards are retried.")
s.fix("Hi Sofia, your card was declined because it has expired, so nothing was charged. Your $119.00 invoice is "
      "still open.",
      [P("your card was declined because it has expired", "c", "val"), P("so nothing was charged"),
       P("Your $119.00 invoice is still open")],
      ["wrong_value"], ["has expired"], ["insufficient funds|insufficient_funds|not enough funds", "$119"],
      "decline_code is insufficient_funds, not expired_card.")
SCENARIOS.append(s)

# ---------------------------------------------------------------- S16 wheel truing warranty, escalated
s = Scenario(16, "andre-wheel-warranty", DOM,
             "My rear wheel is wobbly again after you trued it. Is that covered?",
             [
                 rec("repair_order#RO-5391", "tool:shop.repair_orders.retrieve", {
                     "object": "repair_order", "id": "RO-5391", "customer": "cus_AnDupree",
                     "customer_name": "Andre Dupree", "bike": "Specialized Sirrus", "status": "PICKED_UP",
                     "work": [{"code": "WHEEL_TRUE_REAR", "description": "True rear wheel", "labor": "PT45M"}],
                     "completed_at": ep("2026-06-02 15:30", TZ), "picked_up_at": ep("2026-06-03 17:45", TZ),
                     "charge": {"object": "charge", "id": "ch_3UTrue35", "amount": 3500, "currency": "usd",
                                "status": "succeeded"},
                     "shop_tz": TZ,
                 }),
                 pol("policy#guarantee",
                     "Parts carry the manufacturer's warranty. Our labor is guaranteed for 30 days from the day "
                     "you pick up your bike: if the same problem comes back in that time, we fix it free. After "
                     "30 days, re-work is billed at our standard rates, though a shop manager can make "
                     "exceptions."),
                 refused("warranty.create#call-2", "shop.warranty_claims.create", "ESCALATE",
                         {"repair_order": "RO-5391", "reason": "WOBBLE_RETURNED", "days_since_pickup": 41,
                          "escalate_to": "SHOP_MANAGER"}),
             ], now=now("2026-07-14 14:00", TZ))
s.ok("", "Hi Andre, sorry the wobble is back! Your wheel was trued on June 2 and picked up on June 3, and our "
         "labor guarantee runs 30 days from pickup, so it ended on July 3. I've asked our shop manager to review "
         "it, since they can make exceptions.",
     [P("sorry the wobble is back!", "na"), P("Your wheel was trued on June 2"), P("picked up on June 3"),
      P("our labor guarantee runs 30 days from pickup"), P("so it ended on July 3"),
      P("I've asked our shop manager to review it"), P("they can make exceptions")],
     ["July 3", "manager"],
     "completed_at 6/2, picked_up_at 6/3; policy 30 days from pickup -> 7/3; warranty call ESCALATE to "
     "SHOP_MANAGER; policy: manager can make exceptions.")
s.ok("", "Hey Andre, that truing ($35) was more than 30 days ago, so it's outside the labor guarantee, but I've "
         "escalated it to the shop manager to take a look.",
     [P("that truing ($35)"), P("more than 30 days ago"), P("it's outside the labor guarantee"),
      P("I've escalated it to the shop manager")],
     ["$35", "escalated"],
     "charge 3500; picked up 6/3, now 7/14 (41 days); ESCALATE.")
s.bad("refused_call_effect",
      "Hi Andre! Our labor guarantee covers 60 days, so you're still covered, and I've set up a free re-true "
      "for you.",
      [P("Our labor guarantee covers 60 days", "c", "pol"), P("so you're still covered", "c", "cond"),
       P("I've set up a free re-true for you", "c", "nx")],
      ["wrong_period", "condition_unmet", "refused_call_effect"],
      ["covers 60 days", "you're still covered", "I've set up a free re-true"],
      "policy: 30 days from pickup (6/3), now 41 days; the warranty claim was ESCALATED, not created.")
s.bad("wrong_policy_condition",
      "Hi Andre, your wheel was trued on June 2, and our 30-day labor guarantee counts from the repair date, so "
      "it has run out. I've passed it to our shop manager to review.",
      [P("your wheel was trued on June 2"), P("counts from the repair date", "c", "pol"),
       P("so it has run out"), P("I've passed it to our shop manager to review")],
      ["wrong_policy_condition"], ["counts from the repair date"],
      "policy: the 30 days count from the day you pick up (6/3), not the repair date; 41 days have passed "
      "either way, so 'run out' holds.")
s.fix("Hi Andre, the truing was done June 2 and you picked the bike up June 3, so the 30-day labor guarantee "
      "ended July 3. I've scheduled a free re-true for you this week.",
      [P("the truing was done June 2"), P("you picked the bike up June 3"),
       P("the 30-day labor guarantee ended July 3"), P("I've scheduled a free re-true for you", "c", "nx")],
      ["refused_call_effect"], ["scheduled a free re-true"],
      ["escalated|manager|review|could not|couldn't|unable|not able", "July 3|7/3"],
      "warranty_claims.create was ESCALATED to the shop manager; nothing was scheduled.")
SCENARIOS.append(s)
