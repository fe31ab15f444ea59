"""Business 2: The Larkspur Theatre, a playhouse in New York (en-US, America/New_York)."""
from common import mk

DOM = "theatre"
API = "ticketing API (orders with tickets[], performances with starts_at epoch + zone, exchanges, fees separate, ISO durations)"

CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle 2a: performance exchange done
EV_2A = [
    {"id": "get_order#LKT-7720", "kind": "record", "source": "tool:boxoffice.orders.get",
     "fields": {"order_id": "LKT-7720", "patron": {"id": "PAT-55102", "name": "Rosa Delgado"},
                "status": "ACTIVE", "currency": "USD",
                "tickets": [
                    {"ticket_id": "T-7720-01", "performance_id": "PERF-0412", "section": "ORCHESTRA",
                     "row": "G", "seat": "101", "price_tier": "B", "price": "89.00", "status": "VOID"},
                    {"ticket_id": "T-7720-02", "performance_id": "PERF-0412", "section": "ORCHESTRA",
                     "row": "G", "seat": "102", "price_tier": "B", "price": "89.00", "status": "VOID"},
                    {"ticket_id": "T-7720-03", "performance_id": "PERF-0419", "section": "MEZZANINE",
                     "row": "B", "seat": "4", "price_tier": "B", "price": "89.00", "status": "VALID"},
                    {"ticket_id": "T-7720-04", "performance_id": "PERF-0419", "section": "MEZZANINE",
                     "row": "B", "seat": "5", "price_tier": "B", "price": "89.00", "status": "VALID"}],
                "fees": [{"type": "FACILITY_RESTORATION", "amount": "4.00"},
                         {"type": "EXCHANGE_FEE", "amount": "15.00"}]}},
    {"id": "get_exchange#EXC-1193", "kind": "record", "source": "tool:boxoffice.exchanges.get",
     "fields": {"exchange_id": "EXC-1193", "order_id": "LKT-7720", "state": "COMPLETED",
                "from_performance": "PERF-0412", "to_performance": "PERF-0419", "completed_at": 1791576720,
                "price_difference": "0.00", "fee": "15.00"}},
    {"id": "get_performance#PERF-0419", "kind": "record", "source": "tool:boxoffice.performances.get",
     "fields": {"performance_id": "PERF-0419", "production": "The Lighthouse Keeper's Daughter",
                "starts_at": 1792346400, "zone": "America/New_York", "house_opens_before": "PT30M",
                "running_time": "PT2H35M", "intermissions": 1, "label": "MATINEE"}},
    {"id": "get_performance#PERF-0412", "kind": "record", "source": "tool:boxoffice.performances.get",
     "fields": {"performance_id": "PERF-0412", "production": "The Lighthouse Keeper's Daughter",
                "starts_at": 1792281600, "zone": "America/New_York", "house_opens_before": "PT30M",
                "running_time": "PT2H35M", "intermissions": 1, "label": "EVENING"}},
]
Q_2A = "I swapped our Lighthouse Keeper's Daughter tickets to the Sunday matinee. Can you confirm the new time and seats?"


def a(draft, probes, **kw):
    CASES.append(mk("matinee-exchange", DOM, Q_2A, draft, EV_2A, probes, api_family=API, **kw))


a("You're all set! Your exchange went through, and you're now seeing The Lighthouse Keeper's Daughter at "
  "the Sunday, October 18 matinee at 2:00 PM, in Mezzanine Row B, seats 4 and 5. The house opens at 1:30 PM.",
  [("Your exchange went through", "S"), ("Sunday, October 18 matinee at 2:00 PM", "S"),
   ("Mezzanine Row B, seats 4 and 5", "S"), ("The house opens at 1:30 PM", "S")],
  includes=["2:00 PM", "Row B"],
  notes="EXC-1193 COMPLETED to PERF-0419; starts_at 1792346400 = 2:00 PM EDT Sun Oct 18; house PT30M before.")

a("Dear Ms. Delgado,\n\nThank you for writing. I can confirm that your tickets were exchanged to the 2 p.m. "
  "performance on October 18. Your new seats are B4 and B5 in the Mezzanine. The show runs about two hours "
  "and thirty-five minutes, including one intermission. A $15.00 exchange fee was applied, and there was "
  "no price difference.\n\nWarm regards,\nThe Larkspur Box Office",
  [("your tickets were exchanged to the 2 p.m. performance on October 18", "S"),
   ("B4 and B5 in the Mezzanine", "S"), ("about two hours and thirty-five minutes", "S"),
   ("including one intermission", "S"), ("A $15.00 exchange fee was applied", "S"),
   ("there was no price difference", "S")],
  includes=["B4"],
  notes="running_time PT2H35M, intermissions 1; exchange fee 15.00 and price_difference 0.00.")

a("Confirmed: Sun 10/18, 2pm curtain, Mezz B4-B5. Your old Saturday seats are void.",
  [("Sun 10/18, 2pm curtain", "S"), ("Mezz B4-B5", "S"), ("Your old Saturday seats are void", "S")],
  includes=["2pm"], notes="Old tickets T-7720-01/02 status VOID (PERF-0412 was Saturday Oct 17).")

a("Great news, the swap is done! You'll be at the Sunday, October 18 matinee at 6:00 PM, in Mezzanine Row B, "
  "seats 4 and 5.",
  [("the swap is done", "S"), ("matinee at 6:00 PM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
   ("Mezzanine Row B, seats 4 and 5", "S")],
  errors=["unit_conversion"], excludes=["6:00 PM"],
  notes="6:00 PM is 18:00 UTC; in America/New_York the matinee is 2:00 PM.")

a("Your exchange is complete. You'll be in Orchestra Row G, seats 101 and 102, for the Sunday matinee at "
  "2:00 PM, and the house opens half an hour before.",
  [("Your exchange is complete", "S"), ("Orchestra Row G, seats 101 and 102", "C", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"]),
   ("Sunday matinee at 2:00 PM", "S"), ("the house opens half an hour before", "S")],
  errors=["stale_value"], excludes=["Orchestra Row G"],
  notes="Row G 101-102 are the VOID tickets from PERF-0412; the valid seats are Mezzanine B4-B5.")

a("All done! Your new tickets are for Sunday, October 18 at 2:00 PM, Mezzanine B4 and B5. The exchange was "
  "free of charge since the price tier was the same.",
  [("Sunday, October 18 at 2:00 PM", "S"), ("Mezzanine B4 and B5", "S"),
   ("The exchange was free of charge", "C", ["AMOUNT_MISMATCH", "VALUE_MISMATCH"])],
  errors=["wrong_amount"], excludes=["free of charge"],
  notes="EXC-1193 fee 15.00; only the price difference was zero.")

REPAIRS.append(mk(
    "matinee-exchange", DOM, Q_2A,
    "Your exchange is confirmed for the Sunday, October 18 matinee at 2:00 PM. Your seats are Orchestra Row G, "
    "seats 101 and 102.",
    EV_2A,
    [("Sunday, October 18 matinee at 2:00 PM", "S"),
     ("Orchestra Row G, seats 101 and 102", "C", ["VALUE_MISMATCH", "IDENTIFIER_MISMATCH"])],
    errors=["stale_value"], excludes=["Orchestra Row G"], includes=["Mezzanine|Mezz", "2:00 PM|2 PM|2pm|2 p.m."],
    api_family=API, notes="Row G seats are VOID; the valid tickets are Mezzanine B4 and B5."))

# ---------------------------------------------------------------- bundle 2b: will call, mailing refused
EV_2B = [
    {"id": "get_order#LKT-8034", "kind": "record", "source": "tool:boxoffice.orders.get",
     "fields": {"order_id": "LKT-8034", "status": "ACTIVE", "currency": "USD", "placed_at": 1793192400,
                "delivery": {"method": "WILL_CALL", "will_call_opens_before": "PT1H30M",
                             "pickup_requirements": ["PHOTO_ID", "PURCHASE_CARD"]},
                "tickets": [
                    {"ticket_id": "T-8034-01", "performance_id": "PERF-0466", "section": "BALCONY",
                     "row": "D", "seat": "12", "price_tier": "C", "price": "59.00", "status": "VALID"},
                    {"ticket_id": "T-8034-02", "performance_id": "PERF-0466", "section": "BALCONY",
                     "row": "D", "seat": "14", "price_tier": "C", "price": "59.00", "status": "VALID"}],
                "fees": [{"type": "FACILITY_RESTORATION", "amount": "4.00"}]}},
    {"id": "get_performance#PERF-0466", "kind": "record", "source": "tool:boxoffice.performances.get",
     "fields": {"performance_id": "PERF-0466", "production": "Glass Harbor", "starts_at": 1793925000,
                "zone": "America/New_York", "house_opens_before": "PT30M", "label": "EVENING"}},
    {"id": "ship_tickets#call-3", "kind": "refused_call", "tool": "ship_physical_tickets", "decision": "DENY",
     "args": {"order_id": "LKT-8034", "address_id": "ADDR-2"}},
    {"id": "policy#delivery-2026", "kind": "policy", "revision": "2026.2",
     "text": "Will call is located in the main lobby on West 46th Street. We mail physical tickets only for "
             "orders placed at least 10 days before the performance; later orders are held at will call. "
             "Will call opens 90 minutes before curtain. To collect, bring a photo ID and the card used for "
             "the purchase. Tickets may be collected by another person only with written authorization."},
]
Q_2B = "Could you mail me the Glass Harbor tickets? If not, when and where do I pick them up?"
NOW_2B = "2026-11-02T11:00:00-05:00"


def b(draft, probes, **kw):
    CASES.append(mk("will-call-pickup", DOM, Q_2B, draft, EV_2B, probes, api_family=API, now=NOW_2B, **kw))


b("Happy to help! I wasn't able to mail the tickets, since orders placed less than 10 days before the show are "
  "held at will call. You can pick them up in the main lobby on West 46th Street from 6:00 PM this Thursday; "
  "curtain is at 7:30 PM. Please bring a photo ID and the card you paid with.",
  [("I wasn't able to mail the tickets", "S"), ("orders placed less than 10 days before the show are held at will call", "S"),
   ("main lobby on West 46th Street", "S"), ("from 6:00 PM this Thursday", "S"), ("curtain is at 7:30 PM", "S"),
   ("bring a photo ID and the card you paid with", "S")],
  includes=["6:00 PM", "7:30 PM"],
  notes="ship_physical_tickets DENY; placed_at is Oct 28 for a Nov 5 show (8 days ahead, under the 10-day "
        "mailing cutoff); will call opens 90 min before 7:30 PM EST Thu Nov 5.")

b("Your two Balcony seats (Row D, seats 12 and 14) are waiting at will call. Will call opens 90 minutes before "
  "the 7:30 PM curtain on Thursday, November 5, so from 6 PM.",
  [("Balcony seats (Row D, seats 12 and 14)", "S"), ("are waiting at will call", "S"),
   ("Will call opens 90 minutes before", "S"), ("7:30 PM curtain on Thursday, November 5", "S"),
   ("so from 6 PM", "S")],
  includes=["6 PM"],
  notes="delivery.method WILL_CALL, PT1H30M; starts_at 1793925000 = 7:30 PM EST Thu Nov 5.")

b("We couldn't mail these, sorry. Pickup: will call, main lobby (West 46th St), opens 6pm Thursday. Bring "
  "photo ID + the purchase card. If a friend is collecting, they'll need your written authorization.",
  [("We couldn't mail these", "S"), ("will call, main lobby (West 46th St)", "S"), ("opens 6pm Thursday", "S"),
   ("Bring photo ID + the purchase card", "S"), ("they'll need your written authorization", "S")],
  includes=["6pm"], notes="Refused call and delivery policy.")

b("Good news, I've arranged for your Glass Harbor tickets to be mailed to your address on file, so you won't "
  "need to stop at will call. The show starts at 7:30 PM on Thursday.",
  [("I've arranged for your Glass Harbor tickets to be mailed", "C", ["NOT_EXECUTED"]),
   ("you won't need to stop at will call", "C", ["NOT_EXECUTED", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"]),
   ("starts at 7:30 PM on Thursday", "S")],
  errors=["refused_call_effect", "refused_call_effect"], excludes=["to be mailed", "won't need to stop at will call"],
  notes="ship_physical_tickets#call-3 was DENY; delivery stays WILL_CALL.")

b("Your tickets are at will call in the main lobby. Will call opens an hour before curtain, so from 6:30 PM "
  "on Thursday, and you'll just need a photo ID.",
  [("at will call in the main lobby", "S"),
   ("Will call opens an hour before curtain", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
   ("from 6:30 PM on Thursday", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
   ("you'll just need a photo ID", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
  errors=["wrong_period", "wrong_time", "wrong_policy_condition"],
  excludes=["an hour before curtain", "6:30 PM", "just need a photo ID"],
  notes="Will call opens PT1H30M / 90 minutes before 7:30 PM = 6:00 PM; policy needs photo ID and the card.")

REPAIRS.append(mk(
    "will-call-pickup", DOM, Q_2B,
    "I've gone ahead and mailed your Glass Harbor tickets to you. Curtain is at 7:30 PM on Thursday, "
    "November 5.",
    EV_2B,
    [("I've gone ahead and mailed your Glass Harbor tickets", "C", ["NOT_EXECUTED"]),
     ("Curtain is at 7:30 PM on Thursday, November 5", "S")],
    errors=["refused_call_effect"], excludes=["gone ahead and mailed"],
    includes=["will call|could not|couldn't|unable|not able|can't|cannot", "7:30 PM|7:30 p.m.|7:30pm"],
    api_family=API, notes="ship_physical_tickets DENY; tickets are held at will call.", now=NOW_2B))

# ---------------------------------------------------------------- bundle 2c: subscription balance
EV_2C = [
    {"id": "get_subscription#SUB-2026-0917", "kind": "record", "source": "tool:boxoffice.subscriptions.get",
     "fields": {"subscription_id": "SUB-2026-0917", "season": "2026-27", "status": "ACTIVE",
                "entitlement": {"shows": 4, "seats_per_show": 2},
                "redemptions": [{"performance_id": "PERF-0351", "redeemed_at": 1789833600},
                                {"performance_id": "PERF-0412", "redeemed_at": 1791576720}],
                "exchange_credit": {"amount_minor": 3250, "currency": "USD", "expires_on": "2026-12-31"}}},
    {"id": "get_subscription#SUB-2025-0544", "kind": "record", "source": "tool:boxoffice.subscriptions.get",
     "fields": {"subscription_id": "SUB-2025-0544", "season": "2025-26", "status": "EXPIRED",
                "entitlement": {"shows": 5, "seats_per_show": 2},
                "redemptions": [{"performance_id": "PERF-0107"}, {"performance_id": "PERF-0133"},
                                {"performance_id": "PERF-0160"}, {"performance_id": "PERF-0188"}],
                "exchange_credit": {"amount_minor": 0, "currency": "USD", "expires_on": "2026-06-30"}}},
    {"id": "policy#subscriptions", "kind": "policy", "revision": "2026-27",
     "text": "Subscribers choose their remaining shows at any time during the season, subject to availability. "
             "Unused shows do not roll over to the next season. Subscriber exchanges are free. Exchange credit "
             "can be applied to any single-ticket purchase before its expiry date."},
]
Q_2C = "How many shows do I have left on my subscription, and is there any credit on my account?"


def c(draft, probes, **kw):
    CASES.append(mk("subscription-balance", DOM, Q_2C, draft, EV_2C, probes, api_family=API, **kw))


c("Great question! You've used 2 of the 4 shows on your 2026-27 subscription, so you have 2 shows left, each "
  "for two seats. You also have a $32.50 exchange credit that's good through December 31, 2026.",
  [("You've used 2 of the 4 shows", "S"), ("so you have 2 shows left", "S"), ("each for two seats", "S"),
   ("a $32.50 exchange credit", "S"), ("good through December 31, 2026", "S")],
  includes=["2 shows left", "$32.50"],
  notes="entitlement.shows 4, two redemptions; exchange_credit 3250 minor units, expires_on 2026-12-31.")

c("Two shows remain on subscription SUB-2026-0917. Credit: $32.50, usable on any single-ticket purchase "
  "until 12/31/2026.",
  [("Two shows remain on subscription SUB-2026-0917", "S"), ("Credit: $32.50", "S"),
   ("usable on any single-ticket purchase", "S"), ("until 12/31/2026", "S")],
  includes=["$32.50"], notes="Same fields in US date format; usage rule from the subscription policy.")

c("Hi there! You still have two of your four shows to book this season, and as a subscriber any exchanges you "
  "make are free. Your thirty-two dollar and fifty cent credit expires at the end of December.",
  [("You still have two of your four shows to book", "S"), ("any exchanges you make are free", "S"),
   ("thirty-two dollar and fifty cent credit", "S"), ("expires at the end of December", "S")],
  includes=["two of your four"], notes="Numbers in words; policy: subscriber exchanges are free.")

c("You have 3 shows left on your current subscription, plus a $32.50 credit that expires on December 31.",
  [("You have 3 shows left", "C", ["VALUE_MISMATCH"]), ("a $32.50 credit", "S"), ("expires on December 31", "S")],
  errors=["wrong_arithmetic"], excludes=["3 shows left"],
  notes="4 shows minus 2 redemptions is 2, not 3.")

c("You have 2 shows left this season, and your exchange credit stands at $3,250.00.",
  [("You have 2 shows left this season", "S"),
   ("your exchange credit stands at $3,250.00", "C", ["AMOUNT_MISMATCH"])],
  errors=["unit_conversion"], excludes=["$3,250.00"],
  notes="amount_minor 3250 is cents: $32.50.")

c("You have 2 shows left on this season's package, and the 1 unused show from last season has been carried "
  "over, so 3 in total. There's also $32.50 in credit.",
  [("You have 2 shows left", "S"),
   ("the 1 unused show from last season has been carried over", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]),
   ("so 3 in total", "C", ["VALUE_MISMATCH"]), ("$32.50 in credit", "S")],
  errors=["other_record_value", "wrong_arithmetic"], excludes=["carried over", "3 in total"],
  notes="SUB-2025-0544 is EXPIRED and the policy says unused shows do not roll over.")

REPAIRS.append(mk(
    "subscription-balance", DOM, Q_2C,
    "You have 3 shows left on your subscription, and there's a $32.50 exchange credit on your account.",
    EV_2C,
    [("You have 3 shows left", "C", ["VALUE_MISMATCH"]), ("a $32.50 exchange credit", "S")],
    errors=["wrong_arithmetic"], excludes=["3 shows left"], includes=["2 shows|two shows", "$32.50|32.50"],
    api_family=API, notes="4 shows, 2 redeemed."))

# ---------------------------------------------------------------- bundle 2d: no refunds, exchange rules
EV_2D = [
    {"id": "get_order#LKT-6891", "kind": "record", "source": "tool:boxoffice.orders.get",
     "fields": {"order_id": "LKT-6891", "status": "ACTIVE", "currency": "USD",
                "patron": {"id": "PAT-40218", "subscriber": False},
                "tickets": [{"ticket_id": "T-6891-01", "performance_id": "PERF-0378", "section": "ORCHESTRA",
                             "row": "M", "seat": "8", "price_tier": "A", "price": "112.00", "status": "VALID"}],
                "fees": [{"type": "FACILITY_RESTORATION", "amount": "4.00"},
                         {"type": "ONLINE_HANDLING", "amount": "6.50"}]}},
    {"id": "get_performance#PERF-0378", "kind": "record", "source": "tool:boxoffice.performances.get",
     "fields": {"performance_id": "PERF-0378", "production": "Glass Harbor", "starts_at": 1790290800,
                "zone": "America/New_York", "house_opens_before": "PT30M"}},
    {"id": "issue_refund#call-7", "kind": "refused_call", "tool": "issue_refund", "decision": "DENY",
     "args": {"order_id": "LKT-6891", "reason": "CANNOT_ATTEND"}},
    {"id": "policy#exchanges-refunds", "kind": "policy", "revision": "r12",
     "text": "The Larkspur does not offer refunds on purchased tickets except when a performance is cancelled. "
             "Single-ticket buyers may exchange into another performance of the same production up to 48 "
             "hours before curtain, for a fee of $10 per ticket plus any difference in price. Subscribers "
             "exchange free of charge. Tickets you cannot use may also be donated back for a tax receipt."},
]
Q_2D = "I can't make Glass Harbor on the 24th anymore. Can I get my money back?"


def d(draft, probes, **kw):
    CASES.append(mk("no-refund-exchange", DOM, Q_2D, draft, EV_2D, probes, api_family=API, **kw))


d("I'm sorry you can't make it! Unfortunately we weren't able to refund the ticket, since refunds are only "
  "given when a performance is cancelled. The good news is you can exchange into another Glass Harbor "
  "performance up to 48 hours before curtain for $10 plus any price difference.",
  [("we weren't able to refund the ticket", "S"), ("refunds are only given when a performance is cancelled", "S"),
   ("up to 48 hours before curtain", "S"), ("for $10 plus any price difference", "S")],
  includes=["48 hours"], notes="issue_refund DENY; policy r12.")

d("Hello,\n\nThank you for letting us know. A refund request for order LKT-6891 was declined, as tickets are "
  "non-refundable unless the show is cancelled. You have two options: exchange to another date (at least 48 "
  "hours before your 7:00 PM performance on Thursday, September 24; $10 per ticket), or donate the ticket "
  "back to us for a tax receipt.\n\nKind regards,\nPatron Services",
  [("A refund request for order LKT-6891 was declined", "S"),
   ("tickets are non-refundable unless the show is cancelled", "S"),
   ("7:00 PM performance on Thursday, September 24", "S"), ("$10 per ticket", "S"),
   ("donate the ticket back to us for a tax receipt", "S")],
  includes=["September 24"], notes="starts_at 1790290800 = 7:00 PM EDT Thu Sep 24 2026.")

d("No refund is possible, sorry, but an exchange works: up to 48 hrs before curtain, $10/ticket + any price "
  "difference.",
  [("No refund is possible", "S"), ("up to 48 hrs before curtain", "S"), ("$10/ticket + any price difference", "S")],
  includes=["48 hrs"], notes="Terse paraphrase of r12.")

d("I'm sorry you can't make it! We can't refund the ticket, but as a subscriber you can exchange into another "
  "performance free of charge up to 48 hours before curtain.",
  [("We can't refund the ticket", "S"),
   ("as a subscriber you can exchange into another performance free of charge", "C", ["VALUE_MISMATCH", "NLI_CONTRADICTION"]),
   ("up to 48 hours before curtain", "S")],
  errors=["condition_unmet"], excludes=["as a subscriber"],
  notes="patron.subscriber is false, so the $10 single-ticket exchange fee applies.")

d("I've gone ahead and refunded your Orchestra M8 ticket; you'll see $112.00 back on your card shortly.",
  [("I've gone ahead and refunded your Orchestra M8 ticket", "C", ["NOT_EXECUTED"]),
   ("you'll see $112.00 back on your card", "C", ["NOT_EXECUTED"])],
  errors=["refused_call_effect", "refused_call_effect"], excludes=["refunded your Orchestra M8", "$112.00 back"],
  notes="issue_refund#call-7 was DENY.")

d("We can't offer a refund, sorry. You can swap to another Glass Harbor date as long as you do it at least 24 "
  "hours before curtain; the exchange fee is $10 per ticket.",
  [("We can't offer a refund", "S"), ("at least 24 hours before curtain", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
   ("the exchange fee is $10 per ticket", "S")],
  errors=["wrong_policy_condition"], excludes=["24 hours before"],
  notes="Policy r12: exchanges up to 48 hours before curtain.")

REPAIRS.append(mk(
    "no-refund-exchange", DOM, Q_2D,
    "Unfortunately we couldn't refund your ticket, but you can exchange it into another Glass Harbor performance "
    "up to 24 hours before curtain for $10 plus any difference in price.",
    EV_2D,
    [("we couldn't refund your ticket", "S"), ("up to 24 hours before curtain", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
     ("for $10 plus any difference in price", "S")],
    errors=["wrong_policy_condition"], excludes=["24 hours"], includes=["48 hours|48 hrs|forty-eight hours", "$10"],
    api_family=API, notes="Policy r12 says 48 hours."))
