# Ice rink: birthday party package; add-on request refused (escalated); deposit paid, balance due.
D = "ice rink public sessions"; SC = "rink-birthday-party"
NOW = "2026-12-07T14:00:00-04:00"
Q = "For Kayla's party on the 19th, did you add the extra pizza? And what do I still owe?"
E = [
  rec("stream#PTY-3381", "tool:get_booking_stream", {"stream_id": "PTY-3381", "package": {"code": "PARTY_GOLD", "guests_included": 12, "room": "Snowflake Room", "ice_time": "PT1H", "room_time": "PT1H30M"},
    "customer": {"name": "Renee Mohammed", "phone_last4": "2207"},
    "events": [
      ev(1, "BookingCreated", "2026-11-15 11:20", party_start=us("2026-12-19 13:00"), guest_count=12, birthday_child="Kayla", price_minor=180000, currency="TTD"),
      ev(2, "PaymentCaptured", "2026-11-15 11:22", payment_ref="PAY-5500610", amount_minor=90000, currency="TTD", purpose="DEPOSIT"),
      ev(3, "GuestCountChanged", "2026-12-02 17:45", guest_count=14, extra_guest_unit_minor=9500, price_minor=199000)]}),
  refused("add_addon#call-7", "add_party_addon", "ESCALATE", {"stream_id": "PTY-3381", "addon_sku": "PIZZA_LARGE", "qty": 2}),
  pol("party-policy#2026", "Party balances are due 72 hours before the party. Deposits are 50% of the package price at booking and are non-refundable. Add-ons such as extra pizzas or a cake upgrade must be confirmed by the events coordinator at least 7 days ahead. Each package includes skate rental for every booked guest.", "2026-08"),
]
add(11, SC, D, Q, E, "The extra pizza isn't on yet. I've passed it to our events coordinator to confirm. Your party total is now TT$1,990.00 for 14 guests. You've paid TT$900.00, so TT$1,090.00 is left to pay.",
    [S("The extra pizza isn't on yet."), S("passed it to our events coordinator to confirm"), S("TT$1,990.00 for 14 guests"), S("You've paid TT$900.00"), S("TT$1,090.00 is left to pay")],
    includes=["TT$1,090.00"], notes="add_party_addon ESCALATE; GuestCountChanged price 199000; deposit 90000; 199000-90000=109000.")
add(12, SC, D, Q, E, "Hi Renee!\n- Pizza: escalated to the events coordinator, not confirmed yet.\n- Balance: TT$1,090, due 72 hours before the party, so by 1:00 PM on Wednesday 16 December.\n- Skate rental is included for all 14 guests.",
    [S("Pizza: escalated to the events coordinator"), S("not confirmed yet"), S("Balance: TT$1,090"), S("due 72 hours before the party"), S("by 1:00 PM on Wednesday 16 December"), S("Skate rental is included for all 14 guests.")],
    includes=["TT$1,090"], notes="Party starts 19/12 13:00 local; minus 72 h = 16/12 13:00 (a Wednesday). Policy: rental for every booked guest.", now=NOW)
add(13, SC, D, Q, E, "Kayla's party is Saturday 19/12 at 1 PM in the Snowflake Room. The pizza request is with our coordinator for sign-off. One thousand and ninety dollars remains.",
    [S("Saturday 19/12 at 1 PM"), S("in the Snowflake Room"), S("The pizza request is with our coordinator"), S("One thousand and ninety dollars remains.")],
    includes=["1 PM"], notes="party_start; package.room; refused_call ESCALATE.")
add(14, SC, D, Q, E, "Done! Two large pizzas are added to Kayla's party. Your balance is TT$1,090.00, due 72 hours before the party.",
    [C("Two large pizzas are added", "NOT_EXECUTED"), S("Your balance is TT$1,090.00"), S("due 72 hours before the party")],
    errors=["refused_call_effect"], excludes=["Two large pizzas are added"], notes="add_party_addon was ESCALATE, not executed.")
add(15, SC, D, Q, E, "The pizza is with our events coordinator. Your package is TT$1,800.00 and you've paid TT$900.00, so TT$900.00 is left. Balance is due 48 hours before the party.",
    [S("The pizza is with our events coordinator."), C("Your package is TT$1,800.00", "AMOUNT_MISMATCH"), C("so TT$900.00 is left", "AMOUNT_MISMATCH"), C("due 48 hours before the party", "NLI_CONTRADICTION")],
    errors=["stale_value", "stale_value", "wrong_period"], excludes=["TT$1,800.00", "TT$900.00 is left", "48 hours before"],
    notes="GuestCountChanged raised price to 199000; balance 109000; policy says 72 hours.")
add(3, SC, D, Q, E, "Hi Renee. The pizza add-on is with our events coordinator to confirm. Your total is TT$1,990.00 for 14 guests. With TT$900.00 paid, you owe TT$1,900.00.",
    [S("with our events coordinator to confirm"), S("TT$1,990.00 for 14 guests"), S("With TT$900.00 paid"), C("you owe TT$1,900.00", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["owe TT$1,900.00"], includes=["TT$1,090|1,090.00|1090", "TT$1,990.00"],
    notes="199000 - 90000 = 109000 minor units = TT$1,090.00.", repair=True)
