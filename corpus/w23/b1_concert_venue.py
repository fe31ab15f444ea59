"""Business 1: Riverbend Hall, a concert venue in Brisbane (en-AU, AEST, no daylight saving)."""
from common import mk

DOM = "concert venue"
API = "ticketing API (orders with tickets[], events with starts_at epoch + zone, fees separate, ISO durations)"

CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle 1a: doors time and total paid
EV_1A = [
    {"id": "get_order#RBH-58213", "kind": "record", "source": "tool:tix.orders.get",
     "fields": {"order_id": "RBH-58213", "status": "CONFIRMED", "customer_ref": "CU-20931",
                "event_id": "EVT-2291", "currency": "AUD",
                "tickets": [
                    {"ticket_id": "TK-58213-1", "section": "B", "row": "K", "seat": "14",
                     "price_tier": "RESERVED_A", "face_value_cents": 8950},
                    {"ticket_id": "TK-58213-2", "section": "B", "row": "K", "seat": "15",
                     "price_tier": "RESERVED_A", "face_value_cents": 8950}],
                "fees": [{"code": "BOOKING_FEE", "amount_cents": 595},
                         {"code": "FACILITY_FEE", "amount_cents": 300}],
                "total_cents": 18795, "delivery": "MOBILE_WALLET"}},
    {"id": "get_event#EVT-2291", "kind": "record", "source": "tool:tix.events.get",
     "fields": {"event_id": "EVT-2291", "title": "The Paper Lanterns: Night Tides Tour",
                "starts_at": 1787392800, "venue": {"name": "Riverbend Hall", "zone": "Australia/Brisbane"},
                "schedule": {"doors_open_before": "PT1H", "support_act_after_doors": "PT30M",
                             "curfew_local": "23:00"},
                "status": "ON_SALE"}},
    {"id": "get_order#RBH-57760", "kind": "record", "source": "tool:tix.orders.get",
     "fields": {"order_id": "RBH-57760", "status": "REFUNDED", "customer_ref": "CU-20931",
                "event_id": "EVT-2104", "currency": "AUD", "total_cents": 12400,
                "tickets": [{"ticket_id": "TK-57760-1", "section": "GA", "row": None, "seat": None,
                             "price_tier": "GENERAL_ADMISSION", "face_value_cents": 5900},
                            {"ticket_id": "TK-57760-2", "section": "GA", "row": None, "seat": None,
                             "price_tier": "GENERAL_ADMISSION", "face_value_cents": 5900}],
                "fees": [{"code": "BOOKING_FEE", "amount_cents": 600}]}},
    {"id": "policy#entry-v4", "kind": "policy", "revision": "v4",
     "text": "Bags larger than A4 must be checked at the cloakroom for $5. Doors open at the time shown on "
             "your event page, which is usually 60 minutes before the advertised start. Re-entry is not "
             "permitted once you have left the venue. Mobile tickets are scanned at the door, so please have "
             "your screen brightness turned up."},
]
Q_1A = "What time do doors open for the Paper Lanterns gig, and how much did I end up paying all up?"


def a(draft, probes, **kw):
    CASES.append(mk("doors-and-total", DOM, Q_1A, draft, EV_1A, probes, api_family=API, **kw))


a("Great news, your order RBH-58213 for The Paper Lanterns is confirmed! Doors open at 7:00 PM on Saturday "
  "22 August, an hour before the 8:00 PM start. You paid $187.95 in total: two seats at $89.50 each plus "
  "$8.95 in fees.",
  [("order RBH-58213 for The Paper Lanterns is confirmed", "S"), ("Doors open at 7:00 PM", "S"),
   ("an hour before the 8:00 PM start", "S"), ("You paid $187.95 in total", "S"),
   ("two seats at $89.50 each", "S"), ("plus $8.95 in fees", "S")],
  includes=["7:00 PM", "$187.95"],
  notes="starts_at 1787392800 is 8:00 PM AEST 22 Aug 2026; doors PT1H before; 2x8950 + 595 + 300 = 18795.")

a("Here's everything for the Night Tides show:\n- Seats: Section B, Row K, seats 14 and 15\n"
  "- Doors: 7 PM (one hour before showtime)\n- Support act: on at 7:30 PM\n- Total charged: $187.95 AUD, "
  "which includes the $5.95 booking fee and $3.00 facility fee",
  [("Section B, Row K, seats 14 and 15", "S"), ("Doors: 7 PM", "S"), ("on at 7:30 PM", "S"),
   ("Total charged: $187.95 AUD", "S"), ("$5.95 booking fee", "S"), ("$3.00 facility fee", "S")],
  includes=["7 PM", "$187.95"],
  notes="support_act_after_doors PT30M after 7 PM doors = 7:30 PM; fees listed separately 595 and 300 cents.")

a("Doors 7pm, headliner 8pm, Sat 22 Aug. All up you paid a hundred and eighty-seven dollars ninety-five. "
  "Enjoy the show!",
  [("Doors 7pm", "S"), ("headliner 8pm", "S"), ("Sat 22 Aug", "S"),
   ("a hundred and eighty-seven dollars ninety-five", "S"), ("Enjoy the show!", "N")],
  includes=["7pm"],
  notes="Same values as the record, numbers in words for the total 18795 cents.")

a("Thanks for getting in touch! Your two tickets (Section B, Row K) are all confirmed. Doors open at 9:00 AM "
  "and the show starts at 10:00 AM on Saturday 22 August. Your total came to $187.95.",
  [("Thanks for getting in touch!", "N"), ("are all confirmed", "S"),
   ("Doors open at 9:00 AM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
   ("the show starts at 10:00 AM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
   ("Your total came to $187.95", "S")],
  errors=["unit_conversion", "unit_conversion"], excludes=["9:00 AM", "10:00 AM"],
  notes="starts_at read as UTC (10:00Z) instead of Australia/Brisbane (8:00 PM); doors follow the same slip.")

a("You're all set for Saturday 22 August! Doors open at 7:00 PM and the band is on at 8:00 PM. Your two "
  "Reserved A seats came to $179.00, and with the $5.95 booking fee your total was $184.95.",
  [("Doors open at 7:00 PM", "S"), ("the band is on at 8:00 PM", "S"),
   ("Reserved A seats came to $179.00", "S"), ("with the $5.95 booking fee", "S"),
   ("your total was $184.95", "C", ["AMOUNT_MISMATCH"])],
  errors=["wrong_arithmetic"], excludes=["$184.95"],
  notes="Total skips the $3.00 FACILITY_FEE; total_cents is 18795 ($187.95).")

REPAIRS.append(mk(
    "doors-and-total", DOM, Q_1A,
    "Good news, your order RBH-58213 is confirmed! Doors open at 7:00 PM on Saturday 22 August, and you "
    "paid $179.00 all up for seats 14 and 15 in Row K.",
    EV_1A,
    [("order RBH-58213 is confirmed", "S"), ("Doors open at 7:00 PM", "S"),
     ("you paid $179.00 all up", "C", ["AMOUNT_MISMATCH"]), ("seats 14 and 15 in Row K", "S")],
    errors=["wrong_arithmetic"], excludes=["$179.00"], includes=["$187.95|187.95", "7:00 PM|7 PM|7pm"],
    api_family=API, notes="$179.00 is the face value only; the order total with both fees is 18795 cents."))

# ---------------------------------------------------------------- bundle 1b: cancelled show refund
EV_1B = [
    {"id": "get_order#RBH-60417", "kind": "record", "source": "tool:tix.orders.get",
     "fields": {"order_id": "RBH-60417", "status": "CANCELLED_BY_PROMOTER", "event_id": "EVT-2318",
                "currency": "AUD", "customer": {"first_name": "Dana", "ref": "CU-33815"},
                "tickets": [{"ticket_id": "TK-60417-1", "section": "C", "row": "F", "seat": "22",
                             "price_tier": "RESERVED_B", "face_value_cents": 7200},
                            {"ticket_id": "TK-60417-2", "section": "C", "row": "F", "seat": "23",
                             "price_tier": "RESERVED_B", "face_value_cents": 7200}],
                "fees": [{"code": "BOOKING_FEE", "amount_cents": 990}], "total_cents": 15390}},
    {"id": "get_refund#RF-88120", "kind": "record", "source": "tool:tix.refunds.get",
     "fields": {"refund_id": "RF-88120", "order_id": "RBH-60417", "status": "PROCESSING",
                "amount_cents": 15390, "currency": "AUD", "initiated_at": 1780449600,
                "destination": {"method": "ORIGINAL_PAYMENT", "card_brand": "VISA", "card_last4": "4471"}}},
    {"id": "get_order#RBH-59901", "kind": "record", "source": "tool:tix.orders.get",
     "fields": {"order_id": "RBH-59901", "status": "CONFIRMED", "event_id": "EVT-2350", "currency": "AUD",
                "total_cents": 6450, "tickets": [{"ticket_id": "TK-59901-1", "section": "GA", "row": None,
                                                  "seat": None, "price_tier": "GENERAL_ADMISSION",
                                                  "face_value_cents": 5950}],
                "fees": [{"code": "BOOKING_FEE", "amount_cents": 500}]}},
    {"id": "update_refund_destination#call-1", "kind": "refused_call", "tool": "update_refund_destination",
     "decision": "DENY", "args": {"refund_id": "RF-88120", "card_last4": "9032"}},
    {"id": "policy#cancellations-v6", "kind": "policy", "revision": "v6",
     "text": "When a show is cancelled by the promoter or the venue, every ticket holder is refunded "
             "automatically; there is no need to apply. The refund covers the ticket price and the booking "
             "fee. Refunds are always returned to the original payment method and cannot be redirected. "
             "We process cancellation refunds within 7 business days, and your bank may take a further 3-5 "
             "business days to show the credit."},
]
Q_1B = ("The Halvorsen Quartet show got cancelled. Where's my money? And can you put the refund on my new "
        "card ending 9032 instead, the old one is closed.")


def b(draft, probes, **kw):
    CASES.append(mk("cancelled-show-refund", DOM, Q_1B, draft, EV_1B, probes, api_family=API, **kw))


b("I'm so sorry the show was called off! Your full refund of $153.90 is processing now and is headed back to "
  "the Visa ending 4471. We process these within 7 business days, and your bank may take another 3 to 5 "
  "business days to show it. Unfortunately I wasn't able to move the refund to the card ending 9032.",
  [("Your full refund of $153.90 is processing", "S"), ("headed back to the Visa ending 4471", "S"),
   ("We process these within 7 business days", "S"), ("another 3 to 5 business days", "S"),
   ("I wasn't able to move the refund", "S")],
  includes=["$153.90", "4471"],
  notes="RF-88120 status PROCESSING, 15390 cents to card 4471; policy gives 7 + 3-5 business days; "
        "update_refund_destination was DENY.")

b("Hi Dana,\n\nThanks for your patience. The refund for order RBH-60417 (reference RF-88120) covers both "
  "tickets and the $9.90 booking fee, $153.90 in all, and it is on its way back to your original card. "
  "Refunds always go back to the original payment method, so I couldn't send it to the new card. If the "
  "old card is closed, your bank should pass the credit on to you.\n\nCheers,\nMia at Riverbend Hall",
  [("reference RF-88120", "S"), ("covers both tickets and the $9.90 booking fee", "S"),
   ("$153.90 in all", "S"), ("on its way back to your original card", "S"),
   ("Refunds always go back to the original payment method", "S"),
   ("I couldn't send it to the new card", "S"),
   ("your bank should pass the credit on to you", "I", ["NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED"])],
  includes=["$153.90"],
  notes="All refund facts from RF-88120 and policy v6. The closed-card remark is not in any evidence; it is "
        "a hedge, but still unsupported (kept in a mostly-correct letter).",
  errors=["invented_fact"], excludes=["your bank should pass the credit on to you"])

b("Refund RF-88120 for $153.90 was started on 3 June and is being processed to your card ending 4471. It "
  "can't be redirected to another card, sorry!",
  [("Refund RF-88120 for $153.90", "S"), ("was started on 3 June", "S"),
   ("being processed to your card ending 4471", "S"), ("can't be redirected to another card", "S")],
  includes=["$153.90", "3 June"],
  notes="initiated_at 1780449600 is 11:20 AM AEST 3 June 2026.")

b("So sorry about the cancellation! Your refund of $153.90 is processing, and I've updated it so it goes to "
  "your new card ending 9032 instead. You should see it within 7 business days.",
  [("Your refund of $153.90 is processing", "S"),
   ("I've updated it so it goes to your new card ending 9032", "C", ["NOT_EXECUTED"]),
   ("within 7 business days", "CI", ["NLI_NOT_ENTAILED", "NLI_CONTRADICTION", "VALUE_MISMATCH"])],
  errors=["refused_call_effect", "wrong_period"], excludes=["I've updated it so it goes to your new card"],
  notes="update_refund_destination was DENY. Policy: 7 business days to process plus 3-5 for the bank, so "
        "'see it within 7' overstates.")

b("Good news: your refund of $153.90 has been completed and should already be back on your Visa ending "
  "4471.",
  [("has been completed", "C", ["RECORD_STATE_MISMATCH"]),
   ("should already be back on your Visa", "C", ["RECORD_STATE_MISMATCH"])],
  errors=["wrong_state", "wrong_state"], excludes=["has been completed", "should already be back"],
  notes="RF-88120 status PROCESSING, not completed.")

b("Sorry the Halvorsen Quartet show was cancelled! Your refund of $64.50 is processing back to the card "
  "ending 4471, and it covers your tickets plus the booking fee.",
  [("Your refund of $64.50 is processing", "C", ["AMOUNT_MISMATCH"]),
   ("back to the card ending 4471", "S"), ("covers your tickets plus the booking fee", "S")],
  errors=["other_record_value"], excludes=["$64.50"],
  notes="$64.50 is the total of the customer's other order RBH-59901; RF-88120 is 15390 cents.")

REPAIRS.append(mk(
    "cancelled-show-refund", DOM, Q_1B,
    "Sorry about the cancelled show! Your refund of $153.90 is processing, and I've switched it over to your "
    "new card ending 9032 for you.",
    EV_1B,
    [("Your refund of $153.90 is processing", "S"),
     ("I've switched it over to your new card ending 9032", "C", ["NOT_EXECUTED"])],
    errors=["refused_call_effect"], excludes=["I've switched it over"],
    includes=["could not|couldn't|unable|not able|can't|cannot|original", "$153.90|153.90"],
    api_family=API, notes="update_refund_destination#call-1 was DENY; policy says refunds cannot be redirected."))

# ---------------------------------------------------------------- bundle 1c: ticket transfer pending
EV_1C = [
    {"id": "get_order#RBH-61230", "kind": "record", "source": "tool:tix.orders.get",
     "fields": {"order_id": "RBH-61230", "status": "CONFIRMED", "event_id": "EVT-2335", "currency": "AUD",
                "tickets": [
                    {"ticket_id": "TK-61230-1", "section": "L2", "row": "C", "seat": "7", "price_tier": "PREMIUM",
                     "face_value_cents": 11900, "holder": "OWNER"},
                    {"ticket_id": "TK-61230-2", "section": "L2", "row": "C", "seat": "8", "price_tier": "PREMIUM",
                     "face_value_cents": 11900, "holder": "OWNER"},
                    {"ticket_id": "TK-61230-3", "section": "L2", "row": "C", "seat": "9", "price_tier": "PREMIUM",
                     "face_value_cents": 11900, "holder": "TRANSFER_PENDING"},
                    {"ticket_id": "TK-61230-4", "section": "L2", "row": "C", "seat": "10",
                     "price_tier": "PREMIUM", "face_value_cents": 11900, "holder": "TRANSFER_PENDING"}],
                "fees": [{"code": "BOOKING_FEE", "amount_cents": 1200}], "total_cents": 48800}},
    {"id": "get_transfer#TRF-40277", "kind": "record", "source": "tool:tix.transfers.get",
     "fields": {"transfer_id": "TRF-40277", "order_id": "RBH-61230", "ticket_ids": ["TK-61230-3", "TK-61230-4"],
                "recipient": {"name": "Jordan Okafor", "email_masked": "j****@inbox.example"},
                "state": "PENDING_ACCEPTANCE", "created_at": 1783240800, "expires_at": 1783500000,
                "fee_cents": 0}},
    {"id": "get_event#EVT-2335", "kind": "record", "source": "tool:tix.events.get",
     "fields": {"event_id": "EVT-2335", "title": "Marlo Vance Live", "starts_at": 1783762200,
                "venue": {"name": "Riverbend Hall", "zone": "Australia/Brisbane"},
                "schedule": {"doors_open_before": "PT1H"}}},
    {"id": "policy#transfers-v3", "kind": "policy", "revision": "v3",
     "text": "Ticket transfers are free of charge. You can transfer tickets until 2 hours before doors open. "
             "The recipient must accept within 72 hours; a transfer that is not accepted in that time is "
             "cancelled and the tickets go back to the sender's account. Once accepted, a transfer cannot be "
             "reversed."},
]
Q_1C = "I sent two of my Marlo Vance tickets to my mate Jordan yesterday. Has he got them? What if he doesn't open the email?"
NOW_1C = "2026-07-06T10:15:00+10:00"


def c(draft, probes, **kw):
    CASES.append(mk("ticket-transfer-pending", DOM, Q_1C, draft, EV_1C, probes, api_family=API, now=NOW_1C, **kw))


c("Good question! Seats 9 and 10 in Row C, Section L2 have been sent to Jordan and are waiting for him to "
  "accept. The transfer stays open until 6:40 PM this Wednesday, 8 July. If he hasn't accepted by then, the "
  "tickets come back to your account automatically.",
  [("Seats 9 and 10 in Row C, Section L2", "S"), ("are waiting for him to accept", "S"),
   ("until 6:40 PM this Wednesday, 8 July", "S"), ("the tickets come back to your account", "S")],
  includes=["6:40 PM", "Wednesday"],
  notes="TRF-40277 PENDING_ACCEPTANCE, expires_at 1783500000 = 6:40 PM AEST Wed 8 Jul; policy: unaccepted "
        "transfers return to sender.")

c("Jordan hasn't accepted yet, but there's no rush: he has until Wednesday evening (6:40 PM) to claim seats "
  "C9 and C10. Transfers are free, so there's nothing to pay.",
  [("Jordan hasn't accepted yet", "S"), ("he has until Wednesday evening (6:40 PM)", "S"),
   ("seats C9 and C10", "S"), ("Transfers are free", "S")],
  includes=["6:40 PM"],
  notes="state PENDING_ACCEPTANCE; fee_cents 0 and policy says transfers are free.")

c("Transfer TRF-40277 is still pending. Jordan has 72 hours from when you sent it to accept, which runs out "
  "on 8 July at 6:40 PM. Once he accepts, it can't be undone, so double-check it's the right email!",
  [("Transfer TRF-40277 is still pending", "S"), ("Jordan has 72 hours from when you sent it", "S"),
   ("runs out on 8 July at 6:40 PM", "S"), ("it can't be undone", "S")],
  includes=["8 July"],
  notes="created_at 5 Jul 6:40 PM + 72 h = expires_at; policy: accepted transfers cannot be reversed.")

c("Great news, Jordan has already accepted both tickets, so seats 9 and 10 are now in his account and ready "
  "to scan on the night.",
  [("Jordan has already accepted both tickets", "C", ["RECORD_STATE_MISMATCH"]),
   ("seats 9 and 10 are now in his account", "C", ["RECORD_STATE_MISMATCH"])],
  errors=["wrong_state", "wrong_state"], excludes=["has already accepted", "are now in his account"],
  notes="TRF-40277 state is PENDING_ACCEPTANCE; ticket holder TRANSFER_PENDING.")

c("The two tickets are waiting for Jordan to accept. If he doesn't accept within 48 hours the transfer is "
  "cancelled and they'll return to you, so that's by tomorrow evening.",
  [("are waiting for Jordan to accept", "S"),
   ("within 48 hours", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
   ("by tomorrow evening", "C", ["DATE_MISMATCH"])],
  errors=["wrong_period", "wrong_date"], excludes=["within 48 hours", "by tomorrow evening"],
  notes="Policy says 72 hours; expires_at is Wednesday 8 Jul, and now is Monday 6 Jul, so not tomorrow.")

c("Seats 9 and 10 are pending Jordan's acceptance. There's a $2.50 transfer fee per ticket, which has "
  "already been charged to your card.",
  [("Seats 9 and 10 are pending", "S"),
   ("There's a $2.50 transfer fee per ticket", "C", ["NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"]),
   ("already been charged to your card", "C", ["AMOUNT_MISMATCH", "VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
  errors=["invented_fact", "unrecorded_extra"], excludes=["$2.50 transfer fee", "already been charged"],
  notes="fee_cents is 0 and the policy says transfers are free.")

REPAIRS.append(mk(
    "ticket-transfer-pending", DOM, Q_1C,
    "Jordan has accepted seats 9 and 10, so they're sitting in his account now. For future reference, "
    "transfers are free and the recipient gets 72 hours to accept.",
    EV_1C,
    [("Jordan has accepted seats 9 and 10", "C", ["RECORD_STATE_MISMATCH"]),
     ("transfers are free", "S"), ("72 hours to accept", "S")],
    errors=["wrong_state"], excludes=["Jordan has accepted"],
    includes=["waiting|pending|not yet|hasn't|yet to", "72 hours"],
    api_family=API, notes="TRF-40277 state PENDING_ACCEPTANCE; policy gives free transfers and 72 hours.", now=NOW_1C))

# ---------------------------------------------------------------- bundle 1d: VIP upgrade quote
EV_1D = [
    {"id": "get_upgrade_quote#UPQ-3310-v2", "kind": "record", "source": "tool:tix.upgrades.quote",
     "fields": {"quote_id": "UPQ-3310", "version": 2, "status": "ACTIVE", "order_id": "RBH-62004",
                "from_tier": "GENERAL_ADMISSION", "to_tier": "VIP", "qty": 2,
                "unit_price_cents": 6500, "processing_fee_cents": 250, "total_cents": 13250,
                "expires_at": 1787234340,
                "package": {"perks": ["EARLY_ENTRY", "DEDICATED_BAR", "COMMEMORATIVE_LANYARD"],
                            "early_entry_before_doors": "PT30M"}}},
    {"id": "get_upgrade_quote#UPQ-3310-v1", "kind": "record", "source": "tool:tix.upgrades.quote",
     "fields": {"quote_id": "UPQ-3310", "version": 1, "status": "SUPERSEDED", "order_id": "RBH-62004",
                "from_tier": "GENERAL_ADMISSION", "to_tier": "VIP", "qty": 2,
                "unit_price_cents": 5500, "processing_fee_cents": 250, "total_cents": 11250,
                "expires_at": 1786662300,
                "package": {"perks": ["EARLY_ENTRY", "DEDICATED_BAR", "COMMEMORATIVE_LANYARD", "MEET_AND_GREET"],
                            "early_entry_before_doors": "PT45M"}}},
    {"id": "get_event#EVT-2377", "kind": "record", "source": "tool:tix.events.get",
     "fields": {"event_id": "EVT-2377", "title": "Saltwater Choir", "starts_at": 1788598800,
                "venue": {"name": "Riverbend Hall", "zone": "Australia/Brisbane"},
                "schedule": {"doors_open_before": "PT1H"}}},
    {"id": "kb#vip-area", "kind": "passage", "source": "kb:riverbend/vip",
     "text": "The VIP lounge is on Level 1 above the main bar.\nVIP wristbands are collected at the box office "
             "window marked V.\nThe lounge has its own bathrooms and cloakroom."},
]
Q_1D = "How much to upgrade my two GA tickets for Saltwater Choir to VIP, and what do I get?"


def d(draft, probes, **kw):
    CASES.append(mk("vip-upgrade-quote", DOM, Q_1D, draft, EV_1D, probes, api_family=API, **kw))


d("Happy to help you level up! Moving both tickets to VIP costs $65.00 each, so $130.00 plus a $2.50 "
  "processing fee, which makes $132.50 altogether. VIP includes early entry, access to the dedicated bar "
  "and a commemorative lanyard.",
  [("costs $65.00 each", "S"), ("plus a $2.50 processing fee", "S"), ("$132.50 altogether", "S"),
   ("VIP includes early entry", "S"), ("access to the dedicated bar", "S"), ("a commemorative lanyard", "S")],
  includes=["$132.50"], notes="Active quote v2: 2 x 6500 + 250 = 13250; perks list has three items.")

d("Your VIP upgrade quote (UPQ-3310) comes to $132.50 for two, and it's valid until 11:59 PM on 20 August. "
  "VIP guests head in at 5:30 PM, half an hour before general doors at 6:00 PM, and you'll find the lounge "
  "on Level 1 above the main bar.",
  [("comes to $132.50 for two", "S"), ("valid until 11:59 PM on 20 August", "S"),
   ("VIP guests head in at 5:30 PM", "S"), ("general doors at 6:00 PM", "S"),
   ("the lounge on Level 1 above the main bar", "S")],
  includes=["$132.50", "5:30 PM"],
  notes="expires_at 1787234340 = 23:59 AEST 20 Aug; show 7 PM, doors PT1H = 6 PM, early entry PT30M = 5:30 PM; "
        "lounge location from kb passage.")

d("VIP for both: $132.50 total ($65 a ticket + $2.50 fee). Early entry, VIP bar, lanyard.",
  [("$132.50 total", "S"), ("$65 a ticket", "S"), ("$2.50 fee", "S"), ("Early entry, VIP bar, lanyard", "S")],
  includes=["$132.50"], notes="Terse restatement of quote v2.")

d("Great choice! The VIP upgrade is $55.00 per ticket, so $110.00 for the pair plus the $2.50 processing fee "
  "($112.50 in total). You'll get early entry, the dedicated bar and a lanyard to take home.",
  [("$55.00 per ticket", "C", ["AMOUNT_MISMATCH"]), ("$110.00 for the pair", "C", ["AMOUNT_MISMATCH"]),
   ("plus the $2.50 processing fee", "S"), ("($112.50 in total)", "C", ["AMOUNT_MISMATCH"]),
   ("You'll get early entry", "S")],
  errors=["stale_value", "stale_value", "stale_value"], excludes=["$55.00", "$110.00", "$112.50"],
  notes="Prices from quote v1, status SUPERSEDED; the active v2 is 6500 per ticket, 13250 total.")

d("Upgrading both tickets to VIP comes to $132.50 all in. On top of early entry and the dedicated bar, VIP "
  "includes a meet and greet with the choir after the show.",
  [("comes to $132.50 all in", "S"), ("early entry and the dedicated bar", "S"),
   ("includes a meet and greet with the choir", "CI", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"])],
  errors=["unlisted_perk"], excludes=["meet and greet"],
  notes="MEET_AND_GREET is only in superseded v1; the active v2 perks do not list it.")

d("VIP upgrade for two: $65.00 each, plus a $2.50 processing fee, so $135.00 all up. VIP doors open at "
  "5:30 PM.",
  [("$65.00 each", "S"), ("a $2.50 processing fee", "S"), ("$135.00 all up", "C", ["AMOUNT_MISMATCH"]),
   ("VIP doors open at 5:30 PM", "S")],
  errors=["wrong_arithmetic"], excludes=["$135.00"],
  notes="2 x $65.00 + $2.50 = $132.50 (total_cents 13250).")

REPAIRS.append(mk(
    "vip-upgrade-quote", DOM, Q_1D,
    "The VIP upgrade for both tickets is $112.50 in total, and VIP includes early entry, the dedicated bar and "
    "a commemorative lanyard.",
    EV_1D,
    [("$112.50 in total", "C", ["AMOUNT_MISMATCH"]), ("VIP includes early entry", "S"),
     ("a commemorative lanyard", "S")],
    errors=["stale_value"], excludes=["$112.50"], includes=["$132.50|132.50", "early entry"],
    api_family=API, notes="$112.50 is superseded quote v1; active v2 total_cents is 13250."))
