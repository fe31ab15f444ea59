# w51 case writer: each bundle and draft below is written by hand; this file only serialises them.
import json, atexit, os
W = "w51"
API = "gRPC-gateway / protobuf JSON (int64 as strings, prefixed enums, google.type.Money, RFC 3339 Z timestamps, seconds durations, google.type.Date)"
CASES, REPAIRS = [], []
_DIR = os.path.dirname(os.path.abspath(__file__))
_n = [0]

def S(c): return {"contains": c, "verdict_in": ["supported"]}
def N(c): return {"contains": c, "verdict_in": ["not_applicable"]}
def C(c, *r): return {"contains": c, "verdict_in": ["contradicted"], "reason_in": list(r)}
def I(c, *r): return {"contains": c, "verdict_in": ["insufficient_evidence"], "reason_in": list(r) or ["CLAIM_WITHOUT_TOOL_EVIDENCE"]}
def CI(c, *r): return {"contains": c, "verdict_in": ["contradicted", "insufficient_evidence"], "reason_in": list(r)}

def money(u, n=0): return {"currencyCode": "BWP", "units": str(u), "nanos": n}

def case(b, draft, probes, errors=(), excludes=(), includes=(), notes="", suffix=None):
    _n[0] += 1
    cid = f"{W}-{_n[0]:03d}-{b['scenario']}" + (f"-{suffix}" if suffix else "")
    c = {"schema": "halcheck.case/1", "id": cid, "question": b["question"], "draft": draft, "evidence": b["evidence"]}
    if b.get("now"): c["now"] = b["now"]
    CASES.append({"case": c, "expect": {"probes": probes, "outcome_in": None if errors else ["sent"],
                  "final_excludes": list(excludes), "final_includes": list(includes)},
                  "meta": {"writer": W, "domain": b["domain"], "scenario": b["scenario"], "api_family": API,
                           "errors": list(errors), "notes": notes}})

def repair(b, num, draft, probes, errors, excludes, includes, notes):
    cid = f"{W}-r{num:02d}-{b['scenario']}"
    c = {"schema": "halcheck.case/1", "id": cid, "question": b["question"], "draft": draft, "evidence": b["evidence"]}
    if b.get("now"): c["now"] = b["now"]
    REPAIRS.append({"case": c, "expect": {"probes": probes, "outcome_in": ["repaired"],
                    "final_excludes": list(excludes), "final_includes": list(includes)},
                    "meta": {"writer": W, "domain": b["domain"], "scenario": b["scenario"], "api_family": API,
                             "errors": list(errors), "notes": notes}})

def _dump():
    d = _DIR
    for name, rows in (("cases.jsonl", CASES), ("repair.jsonl", REPAIRS)):
        with open(os.path.join(d, name), "w") as f:
            for r in rows: f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # own sanity checks
    for r in CASES + REPAIRS:
        dr = r["case"]["draft"]
        for p in r["expect"]["probes"]:
            assert dr.count(p["contains"]) == 1, (r["case"]["id"], p["contains"])
        for x in r["expect"]["final_excludes"]:
            assert x in dr, (r["case"]["id"], x)
        if r in REPAIRS:
            assert any(not any(a in dr for a in inc.split("|")) for inc in r["expect"]["final_includes"]), r["case"]["id"]
        else:
            for inc in r["expect"]["final_includes"]:
                assert any(a in dr for a in inc.split("|")), (r["case"]["id"], inc)
    print(len(CASES), "cases", sum(1 for r in CASES if not r["meta"]["errors"]), "correct", len(REPAIRS), "repairs")
atexit.register(_dump)

# ---------------- B01 observatory tour: confirm booking and balance ----------------
b = {"scenario": "tour-balance", "domain": "observatory tours",
     "question": "Hi! Can you confirm my night tour OT-20931 and tell me what I still owe?",
     "now": "2026-12-06T14:00:00+02:00",
     "evidence": [
  {"id": "GetBooking#OT-20931", "kind": "record", "source": "tool:bookings.v1.BookingService/GetBooking",
   "fields": {"booking": {"name": "bookings/OT-20931", "bookingState": "BOOKING_STATE_CONFIRMED",
     "tourType": "TOUR_TYPE_NIGHT_SKY_DELUXE", "guestCount": "3",
     "startTime": "2026-12-12T17:30:00Z", "duration": "9000s",
     "totalPrice": money(1350), "depositPaid": money(450),
     "meetingPoint": {"displayName": "Visitor centre, gate B"},
     "updateTime": "2026-12-01T08:12:44Z"}}},
  {"id": "ListBookings#customer-7781", "kind": "record", "source": "tool:bookings.v1.BookingService/ListBookings",
   "fields": {"bookings": [{"name": "bookings/OT-20544", "bookingState": "BOOKING_STATE_CANCELLED",
     "tourType": "TOUR_TYPE_TWILIGHT_WALK", "guestCount": "2", "startTime": "2026-11-28T16:00:00Z",
     "totalPrice": money(900)}], "nextPageToken": ""}},
  {"id": "policy#tour-cancellation", "kind": "policy", "revision": "2026-09",
   "text": "Please bring warm clothing: the plateau drops below 10°C after dark. If a tour is called off because of cloud cover, we rebook you or refund the full price. Night-sky tours can be cancelled free of charge up to 48 hours before the start time. Cancellations inside 48 hours forfeit the deposit. The balance is collected at the visitor centre on the night."},
  {"id": "kb#december-sky", "kind": "passage",
   "text": "In December the Orion constellation rises in the east soon after sunset.\nThe Geminid meteor shower peaks around 13-14 December."}]}

case(b, "Great news, your Night Sky Deluxe tour OT-20931 is confirmed for 3 guests on Saturday 12/12/2026 at 19:30! It runs about two and a half hours, and this time of year Orion rises in the east soon after sunset, so you'll see it climbing as we go. You've paid a P450 deposit, which leaves a balance of P900, payable at the visitor centre on the night. Free cancellation is available up to 48 hours before the start.",
 [S("tour OT-20931 is confirmed"), S("for 3 guests"), S("12/12/2026 at 19:30"), S("about two and a half hours"),
  S("Orion rises in the east soon after sunset"), S("P450 deposit"), S("balance of P900"), S("payable at the visitor centre"),
  S("Free cancellation is available up to 48 hours")],
 includes=["P900", "19:30"], notes="startTime 17:30Z is 19:30 in Gaborone (UTC+2); 9000s = 2.5 h; 1350-450 = 900; policy gives 48 h and balance at visitor centre; kb gives Orion.")

case(b, "Hello from the observatory team! Here's your booking at a glance:\n- Booking: OT-20931 (confirmed)\n- Guests: three\n- Date: Saturday, 12 December\n- Start: 19:30, meeting at the Visitor centre, gate B\n- Paid so far: P450\n- Still to pay: P900\nWrap up warm, since the plateau drops below 10°C after dark. Clear skies!",
 [S("OT-20931 (confirmed)"), S("Guests: three"), S("Saturday, 12 December"), S("Start: 19:30"), S("Visitor centre, gate B"),
  S("Paid so far: P450"), S("Still to pay: P900"), S("drops below 10°C after dark"), N("Clear skies!")],
 includes=["P900"], notes="All values from GetBooking; 17:30Z = 19:30 local; remainder 1350-450; warmth line from policy.")

case(b, "Your tour OT-20931 is confirmed for 3 guests on Saturday 12 December at 17:30, and you'll have P900 left to pay after your P450 deposit. If you need to cancel, it's free up to 48 hours before the start.",
 [S("OT-20931 is confirmed"), C("at 17:30", "DATE_MISMATCH", "VALUE_MISMATCH"), S("P900 left to pay"), S("P450 deposit"), S("free up to 48 hours")],
 errors=["unit_conversion"], excludes=["at 17:30"], suffix="utc-time",
 notes="startTime 2026-12-12T17:30:00Z is 19:30 in Africa/Gaborone; the draft gives the UTC clock time as local.")

case(b, "Hi there! Tour OT-20931 is all set: confirmed for 3 guests on Saturday 12 December at 19:30. After your P450 deposit the balance comes to P900. You can cancel free of charge up to 24 hours before the start, and we'll also throw in a Geminid viewing extension since the shower peaks that week.",
 [S("confirmed for 3 guests"), S("Saturday 12 December at 19:30"), S("the balance comes to P900"),
  C("up to 24 hours before the start", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
  I("throw in a Geminid viewing extension", "CLAIM_WITHOUT_TOOL_EVIDENCE", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
 errors=["wrong_policy_condition", "unrecorded_extra"], excludes=["up to 24 hours before", "Geminid viewing extension"], suffix="24h",
 notes="Policy says 48 hours, not 24; no record or policy holds a Geminid extension.")

repair(b, 1, "Hi! Your Night Sky Deluxe tour OT-20931 is confirmed for 3 guests on Saturday 12 December at 19:30. With the P450 deposit already paid, your remaining balance is P1,350, settled at the visitor centre on the night.",
 [S("OT-20931 is confirmed"), S("Saturday 12 December at 19:30"), S("P450 deposit"), C("remaining balance is P1,350", "AMOUNT_MISMATCH")],
 ["wrong_arithmetic"], ["P1,350"], ["P900|900", "19:30"],
 "Remaining balance is totalPrice 1350 minus depositPaid 450 = P900; the draft gives the total as the remainder.")

# ---------------- B02 planetarium: refund after show cancelled ----------------
b = {"scenario": "show-refund", "domain": "planetarium shows",
     "question": "The 'Black Holes Up Close' show I booked was cancelled. When do I get my money back? Order PL-55102.",
     "evidence": [
  {"id": "GetOrder#PL-55102", "kind": "record", "source": "tool:tickets.v2.OrderService/GetOrder",
   "fields": {"order": {"name": "orders/PL-55102", "orderState": "ORDER_STATE_REFUND_PENDING",
     "show": {"title": "Black Holes Up Close", "showtime": "2026-12-04T15:00:00Z", "showState": "SHOW_STATE_CANCELLED_BY_VENUE"},
     "lineItems": [{"ticketType": "TICKET_TYPE_ADULT", "quantity": "2", "unitPrice": money(85)},
                   {"ticketType": "TICKET_TYPE_CHILD", "quantity": "1", "unitPrice": money(55)}],
     "orderTotal": money(225), "paymentMethod": {"type": "PAYMENT_METHOD_CARD", "cardLast4": "6620"},
     "updateTime": "2026-12-03T10:02:00Z"}}},
  {"id": "GetRefund#PL-55102", "kind": "record", "source": "tool:tickets.v2.RefundService/GetRefund",
   "fields": {"refund": {"name": "orders/PL-55102/refunds/1", "refundState": "REFUND_STATE_SUBMITTED",
     "amount": money(225), "createTime": "2026-12-03T10:02:00Z", "voucherOffered": {"amount": money(250), "state": "VOUCHER_STATE_DECLINED"}}}},
  {"id": "policy#venue-cancellation", "kind": "policy", "revision": "v4",
   "text": "Tickets are non-refundable if you simply change your mind. When the planetarium cancels a show, every ticket holder gets a full refund to the original payment method. Card refunds reach your account within 7 to 10 business days of being submitted. Instead of a refund you may choose a voucher worth 10% more than you paid."}]}

case(b, "I'm sorry the black hole show fell through! The planetarium cancelled it, so your order PL-55102 is getting a full refund of P225 (two adult tickets at P85 and one child ticket at P55) back to your card ending 6620. The refund was submitted on 3 December, and card refunds land within 7 to 10 business days of submission.",
 [N("I'm sorry the black hole show fell through!"), S("The planetarium cancelled it"), S("full refund of P225"), S("two adult tickets at P85"), S("one child ticket at P55"),
  S("card ending 6620"), S("submitted on 3 December"), S("within 7 to 10 business days")],
 includes=["P225"], notes="showState CANCELLED_BY_VENUE; refund amount 225 BWP = 2x85+55; createTime 3 Dec; policy 7-10 business days.")

case(b, "Your refund for PL-55102 — P225 — has been submitted and is on its way back to the card ending in 6620; expect it within seven to ten business days of the 3/12 submission date.",
 [S("P225 — has been submitted"), S("card ending in 6620"), S("within seven to ten business days"), S("3/12 submission date")],
 includes=["P225"], notes="refundState SUBMITTED, amount 225, createTime 2026-12-03; policy 7-10 business days.")

case(b, "Dear customer,\n\nThank you for writing in. Because the venue cancelled Black Holes Up Close, the full amount you paid (P225) is being refunded to your original card. Card refunds are received within 7–10 business days after submission.\n\nKeep looking up,\nThe Planetarium Box Office",
 [N("Thank you for writing in."), S("the venue cancelled Black Holes Up Close"), S("the full amount you paid (P225)"), S("refunded to your original card"), S("received within 7–10 business days")],
 includes=["P225"], notes="showState CANCELLED_BY_VENUE; refund 225 to card; policy.")

case(b, "So sorry about the cancellation! Your refund of P250 for order PL-55102 has already been paid out to your card ending 6620, so it should show up any moment now.",
 [N("So sorry about the cancellation!"), C("refund of P250", "AMOUNT_MISMATCH"), C("has already been paid out", "RECORD_STATE_MISMATCH"), S("card ending 6620"),
  I("should show up any moment now", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
 errors=["other_record_value", "wrong_state", "invented_promise"], excludes=["refund of P250", "already been paid out", "any moment now"], suffix="voucher-amount",
 notes="P250 is the declined voucher's value, the refund is 225; refundState SUBMITTED, not paid; policy gives 7-10 business days.")

repair(b, 2, "Sorry the show was cancelled! Your refund of P225 for PL-55102 was submitted on 3 December to the card ending 6620, and card refunds arrive within 3 to 5 business days.",
 [N("Sorry the show was cancelled!"), S("refund of P225"), S("submitted on 3 December"), S("card ending 6620"), C("within 3 to 5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 ["wrong_period"], ["3 to 5 business days"], ["7 to 10|7-10|7–10|seven to ten", "P225"],
 "Policy: card refunds within 7 to 10 business days of submission.")

# ---------------- B03 telescope rental: late return fee ----------------
b = {"scenario": "rental-late-fee", "domain": "telescope rental",
     "question": "I returned the Dobsonian a day late. How much is the late fee and will it come off my deposit? Rental TR-3318.",
     "evidence": [
  {"id": "GetRental#TR-3318", "kind": "record", "source": "tool:rentals.v1.RentalService/GetRental",
   "fields": {"rental": {"name": "rentals/TR-3318", "rentalState": "RENTAL_STATE_RETURNED_LATE",
     "equipment": {"sku": "DOB-10IN", "displayName": "10-inch Dobsonian reflector"},
     "pickupDate": {"year": 2026, "month": 11, "day": 27}, "dueDate": {"year": 2026, "month": 11, "day": 30},
     "returnTime": "2026-12-01T09:40:00Z", "dailyRate": money(180), "securityDeposit": money(1500),
     "lateFee": money(220), "depositRefund": {"amount": money(1280), "refundState": "REFUND_STATE_PENDING"},
     "updateTime": "2026-12-01T09:45:10Z"}}},
  {"id": "GetRental#TR-3102", "kind": "record", "source": "tool:rentals.v1.RentalService/GetRental",
   "fields": {"rental": {"name": "rentals/TR-3102", "rentalState": "RENTAL_STATE_CLOSED",
     "equipment": {"sku": "REF-127", "displayName": "127 mm refractor"}, "lateFee": money(0),
     "securityDeposit": money(800), "depositRefund": {"amount": money(800), "refundState": "REFUND_STATE_COMPLETED"}}}},
  {"id": "policy#late-returns", "kind": "policy", "revision": "r3",
   "text": "Rentals are due back by 17:00 on the due date. Each late day is charged at P220, deducted from the security deposit. Damage assessed at return is also deducted from the deposit. The rest of the deposit is refunded within 5 business days of the return."}]}

case(b, "Thanks for bringing the 10-inch Dobsonian back! Since it was due on 30 November and came back on 1 December, a one-day late fee of P220 applies. That comes off your P1,500 security deposit, so P1,280 will be refunded to you within 5 business days of the return.",
 [N("Thanks for bringing the 10-inch Dobsonian back!"), S("due on 30 November"), S("came back on 1 December"), S("late fee of P220"),
  S("comes off your P1,500 security deposit"), S("P1,280 will be refunded"), S("within 5 business days of the return")],
 includes=["P220", "P1,280"], notes="dueDate 30 Nov, returnTime 1 Dec 11:40 local; lateFee 220; deposit 1500-220 = 1280 pending refund; policy 5 business days.")

case(b, "Late fee on TR-3318: P220, taken from your deposit. Refund of the remaining P1280 is pending and due within five business days of the return.",
 [S("Late fee on TR-3318: P220"), S("taken from your deposit"), S("remaining P1280 is pending"), S("within five business days")],
 includes=["P1280"], notes="lateFee 220; depositRefund 1280 REFUND_STATE_PENDING; policy.")

case(b, "Hello! Rental TR-3318 was returned on 01/12/2026 at 11:40, one day after the due date, so a late fee of P220 has been deducted. Your refund of P1,280 has already been completed.",
 [S("returned on 01/12/2026 at 11:40"), S("one day after the due date"), S("late fee of P220"), C("has already been completed", "RECORD_STATE_MISMATCH")],
 errors=["other_record_value"], excludes=["has already been completed"], suffix="refund-state",
 notes="TR-3318 depositRefund is PENDING; COMPLETED belongs to the older rental TR-3102.")

case(b, "Thanks for returning the Dobsonian! The late fee is P180 for the one extra day, deducted from your P1,500 deposit, which leaves P1,320 to come back to you within 5 business days.",
 [N("Thanks for returning the Dobsonian!"), C("The late fee is P180", "AMOUNT_MISMATCH"), S("P1,500 deposit"), C("leaves P1,320", "AMOUNT_MISMATCH"), S("within 5 business days")],
 errors=["wrong_role", "wrong_arithmetic"], excludes=["late fee is P180", "P1,320"], suffix="daily-rate",
 notes="P180 is the dailyRate, not the lateFee (220); refund is 1280, not 1320.")

repair(b, 3, "Thanks for returning the 10-inch Dobsonian. The late fee is P220 for the one day, and it comes off your deposit; the remaining P1,280 is refunded within 10 business days of the return.",
 [N("Thanks for returning the 10-inch Dobsonian."), S("late fee is P220"), S("comes off your deposit"), S("remaining P1,280"), C("within 10 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 ["wrong_period"], ["within 10 business days"], ["5 business days|five business days", "P1,280"],
 "Policy refunds the rest of the deposit within 5 business days of return.")

# ---------------- B04 stargazing camp: dietary + packing ----------------
b = {"scenario": "camp-reservation", "domain": "stargazing camps",
     "question": "We're coming to the Kalahari star camp next weekend, reservation SC-7720. What's included and when do we check in?",
     "now": "2026-12-10T09:15:00+02:00",
     "evidence": [
  {"id": "GetReservation#SC-7720", "kind": "record", "source": "tool:camps.v1.ReservationService/GetReservation",
   "fields": {"reservation": {"name": "reservations/SC-7720", "reservationState": "RESERVATION_STATE_CONFIRMED",
     "campSite": "camps/kalahari-pan-east", "package": "PACKAGE_TIER_STANDARD", "tentCount": "2", "guestCount": "4",
     "checkIn": {"date": {"year": 2026, "month": 12, "day": 18}, "openTime": "2026-12-18T13:00:00Z"},
     "checkOut": {"date": {"year": 2026, "month": 12, "day": 20}},
     "addOns": [{"code": "ADD_ON_BRAAI_PACK", "quantity": "1", "price": money(240)}],
     "amountPaid": money(3840), "updateTime": "2026-12-02T07:00:00Z"}}},
  {"id": "policy#camp-packages", "kind": "policy", "revision": "2026",
   "text": "The Standard package includes tent pitch, firewood and one guided sky tour per night. The Premium package adds breakfast and the use of a 12-inch telescope. Check-in opens at 15:00 and closes at 19:00 so that car headlights are off the pan by full dark. Generators are not permitted on site."},
  {"id": "kb#pan-darkness", "kind": "passage",
   "text": "The Kalahari pans are rated Bortle 1, among the darkest skies in southern Africa.\nOn moonless nights the Milky Way casts faint shadows."}]}

case(b, "How exciting, you're off to one of the darkest skies in southern Africa! Reservation SC-7720 is confirmed for 4 guests in 2 tents from Friday 18 December to Sunday 20 December. Check-in opens at 15:00 and closes at 19:00, so that headlights are off the pan by full dark. Your Standard package covers your tent pitch, firewood and one guided sky tour each night, and you've also added a braai pack.",
 [S("one of the darkest skies in southern Africa"), S("SC-7720 is confirmed"), S("4 guests in 2 tents"), S("Friday 18 December to Sunday 20 December"),
  S("Check-in opens at 15:00"), S("closes at 19:00"), S("covers your tent pitch, firewood and one guided sky tour"), S("added a braai pack")],
 includes=["15:00", "18 December"], notes="Reservation dates/tents/guests/add-on from record; openTime 13:00Z = 15:00 local; package contents from policy; kb Bortle 1.")

case(b, "Your camp (SC-7720) is confirmed, and check-in is next Friday, 18/12, from 15:00 to 19:00.\n• Included: tent pitch, firewood, a guided sky tour every night\n• Extra: braai pack (P240)\n• Please note: no generators on site\nOn a moonless night out there the Milky Way is bright enough to cast faint shadows!",
 [S("(SC-7720) is confirmed"), S("next Friday, 18/12, from 15:00 to 19:00"), S("Included: tent pitch, firewood, a guided sky tour every night"), S("braai pack (P240)"),
  S("no generators on site"), S("Milky Way is bright enough to cast faint shadows")],
 includes=["15:00"], notes="now is Thu 10 Dec; 18 Dec is next Friday; add-on price 240; policy; kb.")

case(b, "You're all set for Friday 18 December! Check-in opens at 13:00, and your Standard package includes breakfast each morning as well as a guided sky tour every night.",
 [S("Friday 18 December"), C("Check-in opens at 13:00", "NLI_CONTRADICTION", "VALUE_MISMATCH", "DATE_MISMATCH"),
  C("includes breakfast each morning", "NLI_CONTRADICTION", "NLI_NOT_ENTAILED"), S("a guided sky tour every night")],
 errors=["unit_conversion", "unlisted_perk"], excludes=["opens at 13:00", "breakfast each morning"], suffix="utc-breakfast",
 notes="openTime 13:00Z is 15:00 local and policy says 15:00; breakfast is a Premium feature, not Standard.")

case(b, "Great question! Reservation SC-7720 is confirmed for four guests arriving Friday 18 December, and check-in runs from 15:00 to 19:00. Standard includes tent pitch, firewood and a nightly guided sky tour. We've also reserved a 12-inch telescope at your pitch for both nights.",
 [S("SC-7720 is confirmed for four guests"), S("from 15:00 to 19:00"), S("Standard includes tent pitch, firewood and a nightly guided sky tour"),
  I("reserved a 12-inch telescope at your pitch", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
 errors=["unrecorded_extra"], excludes=["reserved a 12-inch telescope"], suffix="telescope",
 notes="addOns hold only the braai pack; the 12-inch telescope is a Premium feature and not on this reservation.")

repair(b, 4, "Reservation SC-7720 is confirmed for 4 guests in 3 tents, arriving Friday 18 December. Check-in is open from 15:00 to 19:00, and your Standard package includes firewood and a guided sky tour each night.",
 [C("in 3 tents", "VALUE_MISMATCH"), S("arriving Friday 18 December"), S("from 15:00 to 19:00"), S("includes firewood and a guided sky tour")],
 ["wrong_quantity"], ["in 3 tents"], ["2 tents|two tents", "15:00"],
 "tentCount is 2.")

# ---------------- B05 astrophotography workshop: revised quote for private session ----------------
b = {"scenario": "workshop-quote", "domain": "astrophotography workshops",
     "question": "Can you remind me what the private Milky Way workshop quote came to, and what's included? Quote AQ-4410.",
     "evidence": [
  {"id": "GetQuote#AQ-4410-r2", "kind": "record", "source": "tool:workshops.v1.QuoteService/GetQuote",
   "fields": {"quote": {"name": "quotes/AQ-4410/revisions/2", "quoteState": "QUOTE_STATE_ACTIVE",
     "workshop": "WORKSHOP_TYPE_PRIVATE_MILKY_WAY", "participantCount": "2", "sessionLength": "14400s",
     "lineItems": [{"description": "Private guided session", "amount": money(2600)},
                   {"description": "Tracking mount hire", "amount": money(350)}],
     "total": money(2950), "expireTime": "2026-12-15T21:59:59Z", "updateTime": "2026-12-03T12:30:00Z"}}},
  {"id": "GetQuote#AQ-4410-r1", "kind": "record", "source": "tool:workshops.v1.QuoteService/GetQuote",
   "fields": {"quote": {"name": "quotes/AQ-4410/revisions/1", "quoteState": "QUOTE_STATE_SUPERSEDED",
     "workshop": "WORKSHOP_TYPE_PRIVATE_MILKY_WAY", "participantCount": "2", "sessionLength": "10800s",
     "lineItems": [{"description": "Private guided session", "amount": money(2200)}],
     "total": money(2200), "expireTime": "2026-12-05T21:59:59Z", "updateTime": "2026-11-28T09:00:00Z"}}},
  {"id": "policy#workshop-terms", "kind": "policy", "revision": "v2",
   "text": "All workshops run on the observatory's west lawn. Participants bring their own camera body; lenses can be borrowed on the night. A quote can be accepted until its expiry time, after which prices may change. A 30% deposit secures the date once a quote is accepted."},
  {"id": "kb#milky-way-core", "kind": "passage",
   "text": "From Botswana the Milky Way's bright core is best placed from March to September.\nIn December it sets early, so workshops this month focus on star trails and the Magellanic Clouds."}]}

case(b, "Happy to help! Your current quote AQ-4410 is for a private Milky Way session for 2 people lasting four hours, made up of P2,600 for the guided session and P350 for tracking mount hire, P2,950 in total. It's valid until 15 December at 23:59, and a 30% deposit secures the date once you accept. A heads-up on the sky: in December the galactic core sets early, so we'll focus on star trails and the Magellanic Clouds.",
 [N("Happy to help!"), S("for 2 people"), S("lasting four hours"), S("P2,600 for the guided session"), S("P350 for tracking mount hire"), S("P2,950 in total"),
  S("valid until 15 December at 23:59"), S("a 30% deposit secures the date"), S("we'll focus on star trails and the Magellanic Clouds")],
 includes=["P2,950"], notes="Revision 2 is ACTIVE: 14400s = 4 h, total 2950; expireTime 21:59:59Z = 23:59 local; policy 30% deposit; kb December sky.")

case(b, "The active quote (revision 2 of AQ-4410) comes to P2950 for two participants and a 4-hour session, including the tracking mount. Bring your own camera body; lenses can be borrowed on the night.",
 [S("comes to P2950"), S("two participants and a 4-hour session"), S("including the tracking mount"), S("Bring your own camera body"), S("lenses can be borrowed on the night")],
 includes=["P2950"], notes="Revision 2 total 2950, lineItems include tracking mount; policy on camera body/lenses.")

case(b, "Your quote AQ-4410 comes to P2,200 for a private three-hour Milky Way session for 2 people. It's valid until 15 December, and a 30% deposit locks in the date once you accept.",
 [C("comes to P2,200", "AMOUNT_MISMATCH"), C("three-hour", "VALUE_MISMATCH"), S("for 2 people"), S("valid until 15 December"), S("a 30% deposit locks in the date")],
 errors=["stale_value", "stale_value"], excludes=["P2,200", "three-hour"], suffix="superseded",
 notes="P2,200 and 10800s (3 h) are from revision 1, SUPERSEDED; active revision 2 is P2,950 and 4 h.")

case(b, "Your active quote AQ-4410 totals P2,950 for two people and four hours under the stars. A deposit of P885 secures the date once accepted, and if you book before the expiry, lens hire is free of charge.",
 [S("totals P2,950"), S("two people and four hours"), S("A deposit of P885"), I("lens hire is free of charge", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
 errors=["invented_promise"], excludes=["lens hire is free of charge"], suffix="free-lens",
 notes="30% of 2950 = 885 (supported); policy says lenses can be borrowed but nothing about a free-lens offer tied to booking before expiry.")

repair(b, 5, "Your quote AQ-4410 is P2,950 for 2 participants and a four-hour private session. The quote can be accepted until 15 December at 21:59, and a 30% deposit then secures your date.",
 [S("P2,950 for 2 participants"), S("four-hour private session"), C("15 December at 21:59", "DATE_MISMATCH", "VALUE_MISMATCH"), S("a 30% deposit then secures")],
 ["unit_conversion"], ["at 21:59"], ["23:59|11:59 PM|11:59 pm", "P2,950"],
 "expireTime 2026-12-15T21:59:59Z is 23:59 in Gaborone.")

# ---------------- B06 meteorite dealer: shipment and certificate ----------------
b = {"scenario": "meteorite-shipment", "domain": "meteorite and mineral dealer",
     "question": "Has my Campo del Cielo specimen shipped yet? Order MD-90017. Does it come with a certificate?",
     "now": "2026-12-07T11:00:00+02:00",
     "evidence": [
  {"id": "GetOrder#MD-90017", "kind": "record", "source": "tool:shop.v1.OrderService/GetOrder",
   "fields": {"order": {"name": "orders/MD-90017", "orderState": "ORDER_STATE_SHIPPED",
     "items": [{"sku": "MET-CDC-0412", "title": "Campo del Cielo iron, 412 g", "massMilligrams": "412000",
                "price": money(1890), "certificateIncluded": True},
               {"sku": "MIN-DISP-S", "title": "Small acrylic display stand", "price": money(65), "certificateIncluded": False}],
     "shipping": {"carrier": "CARRIER_BOTSPOST_EMS", "trackingNumber": "EE408812273BW", "shipTime": "2026-12-05T07:20:00Z",
                  "estimatedDelivery": {"year": 2026, "month": 12, "day": 9}, "fee": money(95)},
     "orderTotal": money(2050), "updateTime": "2026-12-05T07:21:00Z"}}},
  {"id": "GetOrder#MD-89870", "kind": "record", "source": "tool:shop.v1.OrderService/GetOrder",
   "fields": {"order": {"name": "orders/MD-89870", "orderState": "ORDER_STATE_DELIVERED",
     "items": [{"sku": "MIN-AMETH-2", "title": "Amethyst cluster", "price": money(420)}],
     "shipping": {"carrier": "CARRIER_COURIER_LOCAL", "trackingNumber": "LC-55120", "estimatedDelivery": {"year": 2026, "month": 10, "day": 14}}}}},
  {"id": "policy#authenticity", "kind": "policy", "revision": "2026-03",
   "text": "Every meteorite we sell over 100 g ships with a signed certificate of authenticity. Minerals and accessories do not come with certificates. Returns are accepted within 14 days of delivery if the specimen is unaltered."},
  {"id": "kb#campo", "kind": "passage",
   "text": "Campo del Cielo irons fell in northern Argentina roughly 4,000 to 5,000 years ago.\nThey are mostly iron with about 7% nickel."}]}

case(b, "Good news, your Campo del Cielo iron shipped on Saturday 5 December with BotsPost EMS, tracking number EE408812273BW, and it's expected on Wednesday 9 December. The 412 g specimen comes with a signed certificate of authenticity. Fun fact: these irons fell in northern Argentina some 4,000 to 5,000 years ago!",
 [S("shipped on Saturday 5 December"), S("BotsPost EMS"), S("EE408812273BW"), S("expected on Wednesday 9 December"), S("412 g specimen comes with a signed certificate"),
  S("fell in northern Argentina some 4,000 to 5,000 years ago")],
 includes=["EE408812273BW"], notes="orderState SHIPPED, shipTime 5 Dec, estimatedDelivery 9 Dec; certificateIncluded true; 412000 mg = 412 g; kb.")

case(b, "Yes! MD-90017 is on its way (tracking EE408812273BW) and should arrive this Wednesday, 9/12. The iron, weighing 412 grams, includes its certificate; the display stand doesn't come with one. Your order total was P2,050 including P95 shipping.",
 [S("MD-90017 is on its way"), S("tracking EE408812273BW"), S("this Wednesday, 9/12"), S("weighing 412 grams"), S("includes its certificate"),
  S("the display stand doesn't come with one"), S("order total was P2,050"), S("P95 shipping")],
 includes=["P2,050"], notes="now Mon 7 Dec so this Wednesday is 9 Dec; stand certificateIncluded false; 1890+65+95 = 2050.")

case(b, "Your order MD-90017 has shipped! The 412 kg Campo del Cielo iron is travelling with tracking number EE408812273BW and includes a signed certificate of authenticity.",
 [S("MD-90017 has shipped"), C("412 kg", "VALUE_MISMATCH"), S("tracking number EE408812273BW"), S("includes a signed certificate")],
 errors=["unit_conversion"], excludes=["412 kg"], suffix="mass-unit",
 notes="massMilligrams 412000 is 412 g, not 412 kg.")

case(b, "Hi! Your Campo del Cielo iron has already been delivered, tracking number LC-55120. It came with a signed certificate, as every meteorite over 100 g does.",
 [C("has already been delivered", "RECORD_STATE_MISMATCH"), C("tracking number LC-55120", "IDENTIFIER_MISMATCH"), S("It came with a signed certificate"), S("every meteorite over 100 g")],
 errors=["wrong_state", "other_record_value"], excludes=["already been delivered", "LC-55120"], suffix="other-order",
 notes="MD-90017 is SHIPPED (delivery estimated 9 Dec); DELIVERED and LC-55120 belong to the amethyst order MD-89870.")

repair(b, 6, "Great news, MD-90017 shipped on 5 December with tracking number EE408812273BW and is due on 14 December. The iron comes with a signed certificate of authenticity.",
 [S("shipped on 5 December"), S("tracking number EE408812273BW"), C("due on 14 December", "DATE_MISMATCH"), S("comes with a signed certificate")],
 ["other_record_value"], ["due on 14 December"], ["9 December|9/12|9 Dec|Wednesday", "EE408812273BW"],
 "estimatedDelivery for MD-90017 is 9 Dec 2026; 14 is the day of the other order's delivery date (Oct 14).")

# ---------------- B07 observatory tour: clouded out, refund escalated ----------------
b = {"scenario": "cloud-out", "domain": "observatory tours",
     "question": "Last night's tour was clouded out. I'd like a refund rather than rebooking please. Booking OT-21207.",
     "now": "2026-12-08T08:30:00+02:00",
     "evidence": [
  {"id": "GetBooking#OT-21207", "kind": "record", "source": "tool:bookings.v1.BookingService/GetBooking",
   "fields": {"booking": {"name": "bookings/OT-21207", "bookingState": "BOOKING_STATE_WEATHER_CANCELLED",
     "tourType": "TOUR_TYPE_TELESCOPE_EVENING", "guestCount": "2", "startTime": "2026-12-07T17:00:00Z",
     "totalPrice": money(780), "amountPaid": money(780), "weatherLog": {"cloudCoverPercent": 92, "decisionTime": "2026-12-07T15:30:00Z"},
     "rebookCredit": {"amount": money(780), "state": "CREDIT_STATE_AVAILABLE"}, "updateTime": "2026-12-07T15:31:00Z"}}},
  {"id": "CreateRefund#OT-21207", "kind": "refused_call", "tool": "payments.v1.RefundService/CreateRefund", "decision": "ESCALATE",
   "args": {"parent": "bookings/OT-21207", "amount": money(780), "reason": "REFUND_REASON_WEATHER"}},
  {"id": "policy#weather", "kind": "policy", "revision": "2026-09",
   "text": "We decide on weather cancellations two hours before the start. If a tour is called off because of cloud cover, we rebook you or refund the full price. Refunds above P500 must be approved by the duty manager. Rebooking credit stays valid for 12 months."}]}

case(b, "So sorry the clouds rolled in last night! Your evening telescope tour OT-21207 was called off for weather, and you paid P780 in full. Because refunds above P500 need the duty manager's approval, I've passed your refund request to them for review. Your P780 rebooking credit also stays available for 12 months if you change your mind.",
 [N("So sorry the clouds rolled in last night!"), S("was called off for weather"), S("you paid P780 in full"), S("refunds above P500 need the duty manager's approval"),
  S("passed your refund request to them for review"), S("P780 rebooking credit"), S("stays available for 12 months")],
 includes=["P780", "review"], notes="bookingState WEATHER_CANCELLED, startTime 7 Dec = last night; CreateRefund ESCALATE supports 'passed for review'; policy P500 and 12 months.")

case(b, "Clouds 1, astronomers 0 this time, I'm afraid! Since OT-21207 was weather-cancelled, you're entitled to a full refund of P780, but refunds over P500 must be signed off by our duty manager, so your request has been escalated to them.",
 [S("OT-21207 was weather-cancelled"), S("entitled to a full refund of P780"), S("refunds over P500 must be signed off"), S("your request has been escalated")],
 includes=["escalated"], notes="Policy: full refund when called off for cloud; refused_call decision ESCALATE.")

case(b, "Sorry about the cloud cover last night! I've refunded the full P780 for OT-21207 to your original payment method.",
 [N("Sorry about the cloud cover last night!"), C("I've refunded the full P780", "NOT_EXECUTED")],
 errors=["refused_call_effect"], excludes=["I've refunded the full P780"], suffix="refund-done",
 notes="CreateRefund was escalated, not executed.")

case(b, "Your tour OT-21207 on Sunday evening was cancelled at 15:30 because of 92% cloud cover. I've sent your refund request to the duty manager, who approves refunds above P500.",
 [C("on Sunday evening", "DATE_MISMATCH"), C("cancelled at 15:30", "DATE_MISMATCH", "VALUE_MISMATCH"), S("92% cloud cover"), S("sent your refund request to the duty manager"), S("approves refunds above P500")],
 errors=["wrong_date", "unit_conversion"], excludes=["on Sunday evening", "cancelled at 15:30"], suffix="weekday-utc",
 notes="startTime 2026-12-07 is a Monday, not Sunday; decisionTime 15:30Z is 17:30 in Gaborone.")

repair(b, 7, "Sorry the sky didn't cooperate! OT-21207 was cancelled for cloud cover, and your P780 refund has been sent to the duty manager for approval. Otherwise, your rebooking credit of P780 stays valid for 6 months.",
 [N("Sorry the sky didn't cooperate!"), S("cancelled for cloud cover"), S("sent to the duty manager for approval"), S("rebooking credit of P780"), C("stays valid for 6 months", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 ["wrong_period"], ["valid for 6 months"], ["12 months|twelve months|a year", "P780"],
 "Policy: rebooking credit stays valid for 12 months.")

# ---------------- B08 planetarium: school group, free teacher seats ----------------
b = {"scenario": "school-group", "domain": "planetarium shows",
     "question": "I'm bringing my Grade 6 class to 'Journey to the Moons' (booking PG-1184). How many free teacher seats do we get and what's the total?",
     "evidence": [
  {"id": "GetGroupBooking#PG-1184", "kind": "record", "source": "tool:tickets.v2.GroupBookingService/GetGroupBooking",
   "fields": {"groupBooking": {"name": "groupBookings/PG-1184", "groupBookingState": "GROUP_BOOKING_STATE_PROVISIONAL",
     "show": {"title": "Journey to the Moons", "showtime": "2027-01-21T07:30:00Z", "runtime": "2700s"},
     "studentCount": "28", "adultCount": "3", "studentPrice": money(40), "adultPrice": money(85),
     "quotedTotal": money(1205), "holdExpireTime": "2027-01-07T15:00:00Z", "updateTime": "2026-12-04T11:20:00Z"}}},
  {"id": "policy#school-groups", "kind": "policy", "revision": "2026-T4",
   "text": "School groups of 15 or more students pay the student rate of P40 per learner. One accompanying adult goes free for every 10 students; further adults pay the adult price. Provisional group bookings are held for 14 days and must be confirmed with a purchase order before the hold expires. Shows start promptly and latecomers wait for the next one."},
  {"id": "kb#moons-show", "kind": "passage",
   "text": "Journey to the Moons visits Io's volcanoes, Europa's buried ocean and Titan's methane lakes.\nIt is recommended for ages 9 and up."}]}

case(b, "What a great trip for Grade 6, they'll see Io's volcanoes and Europa's buried ocean! With 28 students you get 2 free adult seats, one for every 10 students, so of your 3 adults, 1 pays P85. The quoted total for PG-1184 is P1,205: 28 students at P40 plus one adult. The booking is still provisional, so please send a purchase order before the hold expires on 7 January at 17:00.",
 [S("they'll see Io's volcanoes and Europa's buried ocean"), S("2 free adult seats"), S("one for every 10 students"), S("1 pays P85"), S("quoted total for PG-1184 is P1,205"),
  S("28 students at P40"), S("still provisional"), S("send a purchase order"), S("7 January at 17:00")],
 includes=["P1,205"], notes="28 students -> 2 free adults (policy); 28x40+85 = 1205 = quotedTotal; PROVISIONAL; holdExpireTime 15:00Z = 17:00 local.")

case(b, "Dear teacher,\n\nYour class of twenty-eight is booked in provisionally for Journey to the Moons on Thursday 21 January 2027 at 09:30, a 45-minute show. Two of your three adults go free and the total is P1,205. Please confirm with a purchase order by 7 January.\n\nWarm regards,\nPlanetarium Bookings",
 [S("class of twenty-eight"), S("booked in provisionally"), S("Thursday 21 January 2027 at 09:30"), S("a 45-minute show"), S("Two of your three adults go free"),
  S("the total is P1,205"), S("purchase order by 7 January")],
 includes=["09:30", "P1,205"], notes="showtime 07:30Z = 09:30 local, 21 Jan 2027 is a Thursday; runtime 2700s = 45 min; hold expires 7 Jan.")

case(b, "Good news: with 28 learners, all three of your adults go free, so the total for PG-1184 is P1,120 (28 × P40). Your booking is provisional until you send a purchase order.",
 [C("all three of your adults go free", "NLI_CONTRADICTION"), C("the total for PG-1184 is P1,120", "AMOUNT_MISMATCH"), S("provisional until you send a purchase order")],
 errors=["condition_unmet", "wrong_amount"], excludes=["all three of your adults go free", "P1,120"], suffix="three-free",
 notes="One free adult per 10 students: 28 gives 2, not 3; quotedTotal is 1205.")

case(b, "Your Grade 6 group booking PG-1184 is confirmed for Journey to the Moons! With 28 students, two adults go free, and your total is P1,205.",
 [C("is confirmed for Journey to the Moons", "RECORD_STATE_MISMATCH"), S("two adults go free"), S("your total is P1,205")],
 errors=["wrong_state"], excludes=["is confirmed for Journey"], suffix="provisional",
 notes="groupBookingState is PROVISIONAL; it needs a purchase order before the hold expires.")

repair(b, 8, "Thanks for choosing us for your class trip! PG-1184 is held provisionally for 28 students and 3 adults, with two adults free, for a total of P1,205. The provisional hold lasts 30 days from booking, so please send your purchase order in time.",
 [N("Thanks for choosing us for your class trip!"), S("28 students and 3 adults"), S("with two adults free"), S("total of P1,205"), C("lasts 30 days from booking", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 ["wrong_period"], ["30 days from booking"], ["14 days|fourteen days|7 January", "P1,205"],
 "Policy holds provisional group bookings for 14 days; holdExpireTime 7 Jan.")

# ---------------- B09 telescope rental: extension refused ----------------
b = {"scenario": "rental-extension", "domain": "telescope rental",
     "question": "Could I keep the 8-inch SCT until Sunday instead of Thursday? Rental TR-3390.",
     "now": "2026-12-08T16:40:00+02:00",
     "evidence": [
  {"id": "GetRental#TR-3390", "kind": "record", "source": "tool:rentals.v1.RentalService/GetRental",
   "fields": {"rental": {"name": "rentals/TR-3390", "rentalState": "RENTAL_STATE_OUT",
     "equipment": {"sku": "SCT-8", "displayName": "8-inch Schmidt-Cassegrain with GoTo mount"},
     "dueDate": {"year": 2026, "month": 12, "day": 10}, "dailyRate": money(260), "securityDeposit": money(2000),
     "nextReservation": {"startDate": {"year": 2026, "month": 12, "day": 11}, "holder": "REDACTED"},
     "updateTime": "2026-12-03T06:00:00Z"}}},
  {"id": "UpdateRental#TR-3390", "kind": "refused_call", "tool": "rentals.v1.RentalService/UpdateRental", "decision": "DENY",
   "args": {"rental": {"name": "rentals/TR-3390", "dueDate": {"year": 2026, "month": 12, "day": 13}}, "updateMask": "dueDate"}},
  {"id": "policy#extensions", "kind": "policy", "revision": "r3",
   "text": "Extensions are possible only when no other customer has reserved the item for the following days. Extended days are billed at the normal daily rate. Rentals are due back by 17:00 on the due date."}]}

case(b, "I'd love to give you a few more nights with the SCT, but I'm afraid I couldn't extend TR-3390: another customer has it reserved from Friday 11 December, and extensions are only possible when nobody has booked the following days. It's still due back this Thursday, 10 December, by 17:00.",
 [S("couldn't extend TR-3390"), S("another customer has it reserved from Friday 11 December"), S("extensions are only possible when nobody has booked the following days"),
  S("due back this Thursday, 10 December"), S("by 17:00")],
 includes=["10 December", "17:00"], notes="UpdateRental DENY; nextReservation 11 Dec; dueDate 10 Dec (Thursday, now is Tue 8 Dec); policy 17:00.")

case(b, "Unfortunately the extension for TR-3390 was declined, since the telescope is reserved by someone else from 11/12. Please return it by 17:00 on Thursday 10/12.",
 [S("the extension for TR-3390 was declined"), S("reserved by someone else from 11/12"), S("by 17:00 on Thursday 10/12")],
 includes=["17:00"], notes="Refused call DENY; nextReservation; dueDate.")

case(b, "Great news, I've extended TR-3390 to Sunday 13 December! The three extra days are billed at the normal rate of P260 a day.",
 [C("I've extended TR-3390 to Sunday 13 December", "NOT_EXECUTED"), S("billed at the normal rate of P260 a day")],
 errors=["refused_call_effect"], excludes=["I've extended TR-3390"], suffix="extended",
 notes="UpdateRental was DENIED; the item is reserved from 11 Dec.")

case(b, "I couldn't extend TR-3390, as the scope is booked by another customer from 11 December. Please bring it back on Thursday 10 December by 17:00; a late return is charged at P260 per day.",
 [S("I couldn't extend TR-3390"), S("booked by another customer from 11 December"), S("Thursday 10 December by 17:00"), I("a late return is charged at P260 per day", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
 errors=["invented_fact"], excludes=["late return is charged at P260"], suffix="late-rate",
 notes="P260 is the dailyRate for extended days; this policy revision says nothing about the late-return charge for this item.")

repair(b, 9, "Sorry, I wasn't able to extend TR-3390, because another customer has the telescope reserved from 11 December. It's due back on Thursday 10 December by 19:00.",
 [S("wasn't able to extend TR-3390"), S("reserved from 11 December"), C("by 19:00", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 ["wrong_time"], ["by 19:00"], ["17:00|5 PM|5 pm|5:00 PM", "10 December"],
 "Policy: rentals are due back by 17:00 on the due date.")

# ---------------- B10 stargazing camp: cancellation refund tiers ----------------
b = {"scenario": "camp-cancel", "domain": "stargazing camps",
     "question": "We need to cancel our star camp booking SC-7805 for New Year. How much will we get back?",
     "now": "2026-12-09T10:00:00+02:00",
     "evidence": [
  {"id": "GetReservation#SC-7805", "kind": "record", "source": "tool:camps.v1.ReservationService/GetReservation",
   "fields": {"reservation": {"name": "reservations/SC-7805", "reservationState": "RESERVATION_STATE_CONFIRMED",
     "campSite": "camps/makgadikgadi-ridge", "package": "PACKAGE_TIER_PREMIUM", "guestCount": "2",
     "checkIn": {"date": {"year": 2026, "month": 12, "day": 30}}, "checkOut": {"date": {"year": 2027, "month": 1, "day": 1}},
     "amountPaid": money(4200), "bookingFee": money(150), "updateTime": "2026-11-15T12:00:00Z"}}},
  {"id": "QuoteCancellation#SC-7805", "kind": "record", "source": "tool:camps.v1.ReservationService/QuoteCancellation",
   "fields": {"cancellationQuote": {"reservation": "reservations/SC-7805", "daysBeforeCheckIn": "21", "refundPercent": 50,
     "refundAmount": money(2025), "nonRefundable": [{"code": "FEE_BOOKING", "amount": money(150)}], "quoteExpireTime": "2026-12-09T21:59:59Z"}}},
  {"id": "policy#camp-cancellation", "kind": "policy", "revision": "2026",
   "text": "The booking fee is never refunded. Cancel 30 days or more before check-in for a 100% refund of the remaining amount. Between 14 and 29 days before check-in you receive 50%. Inside 14 days no refund is given, though you may transfer the booking to a friend."}]}

case(b, "Sorry your New Year under the stars isn't going to work out! As you're cancelling 21 days before check-in on 30 December, you'd get 50% back: P2,025. That's half of the P4,050 left after the P150 booking fee, which isn't refundable.",
 [N("Sorry your New Year under the stars isn't going to work out!"), S("21 days before check-in on 30 December"), S("50% back: P2,025"), S("half of the P4,050"), S("P150 booking fee, which isn't refundable")],
 includes=["P2,025"], notes="QuoteCancellation: 21 days, 50%, refundAmount 2025 = (4200-150)/2; policy.")

case(b, "If you cancel SC-7805 today, the refund would be P2,025 (fifty percent, since you're between 14 and 29 days out). The P150 booking fee is non-refundable. If you'd rather, you could also transfer the booking to a friend.",
 [S("refund would be P2,025"), S("since you're between 14 and 29 days out"), S("P150 booking fee is non-refundable"), CI("transfer the booking to a friend", "NLI_NOT_ENTAILED", "NLI_CONTRADICTION", "NO_POLICY_EVIDENCE")],
 errors=["wrong_policy_condition"], excludes=["transfer the booking to a friend"], suffix="transfer",
 notes="Policy offers transfer only inside 14 days (when no refund is given); at 21 days it is not offered.")

case(b, "Cancelling SC-7805 now, 21 days before check-in, gets you 50% back, which comes to P2,100 of the P4,200 you paid.",
 [S("21 days before check-in"), S("gets you 50% back"), C("comes to P2,100", "AMOUNT_MISMATCH")],
 errors=["wrong_arithmetic"], excludes=["P2,100"], suffix="fee-included",
 notes="refundAmount is 2025: the booking fee is taken off first, (4200-150)/2.")

case(b, "Here's what cancelling SC-7805 would look like:\n- Notice: 21 days before your 30 December check-in\n- Refund rate: 50%\n- You get back: P2,025\n- Kept: the P150 booking fee\nThis quote is valid until 23:59 tonight.",
 [S("Notice: 21 days before"), S("Refund rate: 50%"), S("You get back: P2,025"), S("Kept: the P150 booking fee"), S("valid until 23:59 tonight")],
 includes=["P2,025"], notes="quoteExpireTime 2026-12-09T21:59:59Z = 23:59 local on 9 Dec (today).")

repair(b, 10, "Cancelling SC-7805 now, 21 days before check-in, means a refund of 100% of the amount after the booking fee. The P150 booking fee itself is not refundable.",
 [S("21 days before check-in"), C("a refund of 100%", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("P150 booking fee itself is not refundable")],
 ["wrong_policy_condition"], ["refund of 100%"], ["50%|half|P2,025|2,025|2025", "P150"],
 "21 days falls in the 14-29 day band: 50%, P2,025.")

# ---------------- B11 astrophotography workshop: member discount ----------------
b = {"scenario": "member-discount", "domain": "astrophotography workshops",
     "question": "I'm a club member, so do I get the discount on the Deep-Sky Imaging weekend? Enrolment AW-2291.",
     "evidence": [
  {"id": "GetEnrolment#AW-2291", "kind": "record", "source": "tool:workshops.v1.EnrolmentService/GetEnrolment",
   "fields": {"enrolment": {"name": "enrolments/AW-2291", "enrolmentState": "ENROLMENT_STATE_AWAITING_PAYMENT",
     "course": {"title": "Deep-Sky Imaging Weekend", "startDate": {"year": 2027, "month": 1, "day": 9}, "sessionCount": "3"},
     "listPrice": money(3200), "discounts": [], "amountDue": money(3200), "paymentDueTime": "2026-12-31T21:59:59Z"}}},
  {"id": "GetMembership#M-6612", "kind": "record", "source": "tool:members.v1.MembershipService/GetMembership",
   "fields": {"membership": {"name": "members/M-6612", "membershipState": "MEMBERSHIP_STATE_EXPIRED",
     "tier": "MEMBERSHIP_TIER_ASTRO_CLUB", "expireDate": {"year": 2026, "month": 11, "day": 30}}}},
  {"id": "policy#member-pricing", "kind": "policy", "revision": "2026-07",
   "text": "Deep-sky workshops include guided processing in PixInsight on the final session. Astro Club members with an active membership get 15% off any workshop. The discount is applied when the membership is active on the day of enrolment payment. Memberships can be renewed online for P350 a year."}]}

case(b, "Thanks for being part of the club! I checked, and your Astro Club membership expired on 30 November, so the 15% member discount isn't applied to AW-2291 right now. If you renew (P350 a year) before paying, the discount applies, since it depends on the membership being active on the day you pay.",
 [N("Thanks for being part of the club!"), S("membership expired on 30 November"), S("15% member discount isn't applied"), S("renew (P350 a year)"), S("depends on the membership being active on the day you pay")],
 includes=["30 November"], notes="membershipState EXPIRED, expireDate 30 Nov; discounts empty; policy 15%, P350, active on payment day.")

case(b, "Your Deep-Sky Imaging Weekend starts on Saturday 9 January 2027 and runs over three sessions, finishing with guided processing in PixInsight. At the moment P3,200 is due by 31 December, as your club membership has lapsed; renewing it before you pay would bring that down by 15%.",
 [S("starts on Saturday 9 January 2027"), S("three sessions"), S("guided processing in PixInsight"), S("P3,200 is due by 31 December"), S("club membership has lapsed"),
  S("bring that down by 15%")],
 includes=["P3,200"], notes="startDate 9 Jan 2027 (Saturday); sessionCount 3; amountDue 3200; paymentDueTime 21:59:59Z 31 Dec = 23:59 local 31 Dec.")

case(b, "Yes, as an Astro Club member you get 15% off, so the weekend comes to P2,720 instead of P3,200. Payment is due by 31 December.",
 [C("as an Astro Club member you get 15% off", "RECORD_STATE_MISMATCH", "NLI_CONTRADICTION"), C("comes to P2,720", "AMOUNT_MISMATCH"), S("Payment is due by 31 December")],
 errors=["condition_unmet", "wrong_amount"], excludes=["you get 15% off", "P2,720"], suffix="expired-member",
 notes="Membership EXPIRED on 30 Nov; discounts empty and amountDue 3200.")

case(b, "Your membership M-6612 has expired, so the discount isn't on AW-2291 yet; you can renew online for P350 a year. Once renewed, the 15% also covers a free PixInsight licence.",
 [S("M-6612 has expired"), S("the discount isn't on AW-2291 yet"), S("renew online for P350 a year"), I("covers a free PixInsight licence", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
 errors=["unlisted_perk"], excludes=["free PixInsight licence"], suffix="licence",
 notes="Policy mentions guided processing in PixInsight, not a free licence.")

repair(b, 11, "Your Astro Club membership expired on 30 November, so the member discount isn't applied yet. Renew for P350 a year before paying and you'll get 10% off the P3,200 weekend.",
 [S("expired on 30 November"), S("member discount isn't applied yet"), S("Renew for P350 a year"), C("you'll get 10% off", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 ["wrong_value"], ["10% off"], ["15%|fifteen percent|15 percent", "P350"],
 "Policy: active members get 15% off any workshop.")

# ---------------- B12 meteorite dealer: return request outside window ----------------
b = {"scenario": "mineral-return", "domain": "meteorite and mineral dealer",
     "question": "I'd like to return the tourmaline I bought, it's smaller than I expected. Order MD-88421.",
     "now": "2026-12-06T15:20:00+02:00",
     "evidence": [
  {"id": "GetOrder#MD-88421", "kind": "record", "source": "tool:shop.v1.OrderService/GetOrder",
   "fields": {"order": {"name": "orders/MD-88421", "orderState": "ORDER_STATE_DELIVERED",
     "items": [{"sku": "MIN-TOUR-GRN", "title": "Green tourmaline on quartz", "price": money(1150, 500000000), "dimensionsMm": {"length": "38", "width": "22", "height": "19"}}],
     "deliveredTime": "2026-11-12T12:05:00Z", "orderTotal": money(1230, 500000000), "shippingFee": money(80)}}},
  {"id": "CreateReturn#MD-88421", "kind": "refused_call", "tool": "shop.v1.ReturnService/CreateReturn", "decision": "DENY",
   "args": {"parent": "orders/MD-88421", "reason": "RETURN_REASON_SIZE"}},
  {"id": "policy#returns", "kind": "policy", "revision": "2026-03",
   "text": "Every meteorite we sell over 100 g ships with a signed certificate of authenticity. Returns are accepted within 14 days of delivery if the specimen is unaltered. Shipping costs are not refunded. After the return window we can offer store credit at the manager's discretion."}]}

case(b, "I'm sorry the tourmaline turned out smaller than you pictured! It was delivered on 12 November, and our return window is 14 days from delivery, so I'm afraid I wasn't able to open a return for MD-88421. After the window, store credit is sometimes possible at the manager's discretion, and I'm happy to ask if you'd like.",
 [N("I'm sorry the tourmaline turned out smaller"), S("delivered on 12 November"), S("return window is 14 days from delivery"), S("I wasn't able to open a return"),
  S("store credit is sometimes possible at the manager's discretion")],
 includes=["14 days"], notes="deliveredTime 12 Nov; CreateReturn DENY; policy 14 days and store credit at discretion.")

case(b, "Unfortunately the return for MD-88421 couldn't be created: the piece (38 × 22 × 19 mm) arrived on 12/11/2026, more than 14 days ago.",
 [S("couldn't be created"), S("38 × 22 × 19 mm"), S("arrived on 12/11/2026"), S("more than 14 days ago")],
 includes=["12/11/2026"], notes="Refused call; dimensionsMm; deliveredTime; now is 6 Dec, 24 days after.")

case(b, "No problem, I've opened a return for MD-88421. Once the tourmaline is back with us we'll refund the full P1,230.50 including shipping.",
 [C("I've opened a return for MD-88421", "NOT_EXECUTED"), C("refund the full P1,230.50 including shipping", "NLI_CONTRADICTION", "NOT_EXECUTED", "AMOUNT_MISMATCH")],
 errors=["refused_call_effect", "wrong_policy_condition"], excludes=["I've opened a return", "P1,230.50 including shipping"], suffix="return-opened",
 notes="CreateReturn DENIED; policy says shipping costs are not refunded.")

case(b, "Sorry it wasn't what you expected! The green tourmaline, which cost P1,150.50, was delivered on 12 November. Since our returns window is 30 days, you can still send it back unaltered.",
 [N("Sorry it wasn't what you expected!"), S("cost P1,150.50"), S("delivered on 12 November"), C("returns window is 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"), CI("you can still send it back", "NOT_EXECUTED", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH")],
 errors=["wrong_period", "wrong_policy_condition"], excludes=["returns window is 30 days", "you can still send it back"], suffix="30-days",
 notes="Item price 1150 units + 500000000 nanos = P1,150.50; policy window 14 days; CreateReturn DENY.")

repair(b, 12, "I'm sorry it's smaller than expected. Your tourmaline (P1,150.50) was delivered on 22 November, which is outside our 14-day return window, so I couldn't open a return.",
 [N("I'm sorry it's smaller than expected."), S("(P1,150.50)"), C("delivered on 22 November", "DATE_MISMATCH"), S("outside our 14-day return window"), S("I couldn't open a return")],
 ["wrong_date"], ["22 November"], ["12 November|12/11", "14-day"],
 "deliveredTime 2026-11-12T12:05:00Z: 12 November.")

# ---------------- B13 planetarium: membership pass visits ----------------
b = {"scenario": "annual-pass", "domain": "planetarium shows",
     "question": "How many visits do I have left on my family pass, and when does it run out? Pass FP-3307.",
     "evidence": [
  {"id": "GetPass#FP-3307", "kind": "record", "source": "tool:passes.v1.PassService/GetPass",
   "fields": {"pass": {"name": "passes/FP-3307", "passState": "PASS_STATE_ACTIVE", "passType": "PASS_TYPE_FAMILY_4",
     "visitsIncluded": "12", "visitsUsed": "7", "validUntil": {"year": 2027, "month": 3, "day": 31},
     "holders": ["Neo Kgosi", "Lorato Kgosi"], "price": money(1600), "updateTime": "2026-11-29T09:10:00Z"}}},
  {"id": "GetPass#FP-2950", "kind": "record", "source": "tool:passes.v1.PassService/GetPass",
   "fields": {"pass": {"name": "passes/FP-2950", "passState": "PASS_STATE_EXPIRED", "passType": "PASS_TYPE_FAMILY_4",
     "visitsIncluded": "10", "visitsUsed": "10", "validUntil": {"year": 2026, "month": 3, "day": 31}}}},
  {"id": "policy#passes", "kind": "policy", "revision": "v4",
   "text": "A family pass admits up to four people per visit. Unused visits do not carry over when a pass expires. Pass holders can book special screenings 48 hours before general sale."}]}

case(b, "Lovely to hear from a regular! Your family pass FP-3307 is active, and you've used 7 of your 12 visits, so 5 remain. It's valid until 31 March 2027, and unused visits don't carry over after that, so plenty of time to catch Saturn's rings before they go edge-on.",
 [N("Lovely to hear from a regular!"), S("FP-3307 is active"), S("used 7 of your 12 visits"), S("so 5 remain"), S("valid until 31 March 2027"), S("unused visits don't carry over"),
  I("catch Saturn's rings before they go edge-on", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
 errors=["invented_fact"], excludes=["Saturn's rings before they go edge-on"], suffix="saturn",
 notes="12-7 = 5; validUntil 31 Mar 2027. The Saturn remark is backed by no passage.")

case(b, "You have five visits left on FP-3307 (twelve included, seven used), and the pass is good until 31/03/2027. Each visit admits up to four people.",
 [S("five visits left on FP-3307"), S("twelve included, seven used"), S("good until 31/03/2027"), S("admits up to four people")],
 includes=["31/03/2027"], notes="Record and policy.")

case(b, "Hi Neo! FP-3307 has 5 visits remaining and expires on 31 March 2027. As a pass holder you can also book special screenings 48 hours before general sale.",
 [S("FP-3307 has 5 visits remaining"), S("expires on 31 March 2027"), S("book special screenings 48 hours before general sale")],
 includes=["5 visits"], notes="Neo Kgosi is a holder; record and policy.")

case(b, "Your family pass has 5 visits left and is valid until 31 March 2026, so don't leave it too late!",
 [S("has 5 visits left"), C("valid until 31 March 2026", "DATE_MISMATCH")],
 errors=["other_record_value"], excludes=["31 March 2026"], suffix="old-pass",
 notes="31 March 2026 is the expired pass FP-2950; FP-3307 runs to 31 March 2027.")

repair(b, 13, "Your family pass FP-3307 is active with 3 visits left out of 12, and it's valid until 31 March 2027.",
 [S("FP-3307 is active"), C("3 visits left", "VALUE_MISMATCH"), S("valid until 31 March 2027")],
 ["wrong_arithmetic"], ["3 visits left"], ["5 visits|five visits|5 remain|5 left", "31 March 2027"],
 "visitsIncluded 12 - visitsUsed 7 = 5.")

# ---------------- B14 observatory tour: private group transport add-on ----------------
b = {"scenario": "shuttle-addon", "domain": "observatory tours",
     "question": "Does our booking OT-21455 include the shuttle from Gaborone, and what time does it leave?",
     "now": "2026-12-11T12:00:00+02:00",
     "evidence": [
  {"id": "GetBooking#OT-21455", "kind": "record", "source": "tool:bookings.v1.BookingService/GetBooking",
   "fields": {"booking": {"name": "bookings/OT-21455", "bookingState": "BOOKING_STATE_CONFIRMED",
     "tourType": "TOUR_TYPE_PRIVATE_GROUP", "guestCount": "6", "startTime": "2026-12-13T18:00:00Z",
     "extras": [{"extraType": "EXTRA_TYPE_SHUTTLE_GABORONE", "seats": "6", "departureTime": "2026-12-13T16:15:00Z",
                 "pickupPoint": "Main Mall taxi rank", "price": money(600)}],
     "totalPrice": money(3000), "amountPaid": money(3000), "updateTime": "2026-12-09T14:00:00Z"}}},
  {"id": "policy#shuttle", "kind": "policy", "revision": "2026-09",
   "text": "The Gaborone shuttle is an optional extra at P100 per seat. It leaves 105 minutes before the tour starts and returns straight after the tour. The driver waits no longer than 10 minutes for late passengers."}]}

case(b, "Yes, your shuttle is booked! OT-21455 includes 6 shuttle seats from Gaborone, leaving the Main Mall taxi rank at 18:15 this Sunday, 13 December, and your private tour starts at 20:00. The driver can wait up to 10 minutes, so do be on time. It drops you back straight after the tour.",
 [S("your shuttle is booked"), S("6 shuttle seats from Gaborone"), S("Main Mall taxi rank at 18:15"), S("this Sunday, 13 December"), S("tour starts at 20:00"),
  S("driver can wait up to 10 minutes"), S("drops you back straight after the tour")],
 includes=["18:15"], notes="departureTime 16:15Z = 18:15 local; startTime 18:00Z = 20:00; 13 Dec 2026 is a Sunday (now Fri 11 Dec); policy.")

case(b, "It does: six seats on the Gaborone shuttle (P600, already included in your fully paid P3,000) depart at 18:15 from the Main Mall taxi rank, one hour and 45 minutes before the 20:00 start.",
 [S("six seats on the Gaborone shuttle"), S("(P600"), S("fully paid P3,000"), S("depart at 18:15"), S("one hour and 45 minutes before the 20:00 start")],
 includes=["18:15"], notes="price 600 = 6 x 100; totalPrice = amountPaid = 3000; 105 minutes.")

case(b, "Your shuttle for OT-21455 is confirmed: 6 seats leaving the Main Mall taxi rank at 16:15 on Sunday. The shuttle costs P100 per seat.",
 [S("Your shuttle for OT-21455 is confirmed"), C("at 16:15 on Sunday", "DATE_MISMATCH", "VALUE_MISMATCH"), S("P100 per seat")],
 errors=["unit_conversion"], excludes=["at 16:15"], suffix="utc-shuttle",
 notes="departureTime 16:15Z is 18:15 in Gaborone.")

case(b, "Your shuttle is confirmed for 6 passengers, departing the Main Mall taxi rank at 18:15 on Sunday 13 December. The driver will wait up to 30 minutes if anyone is running late.",
 [S("confirmed for 6 passengers"), S("18:15 on Sunday 13 December"), C("wait up to 30 minutes", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 errors=["wrong_period"], excludes=["up to 30 minutes"], suffix="driver-wait",
 notes="Policy: driver waits no longer than 10 minutes.")

repair(b, 14, "Yes, OT-21455 includes the Gaborone shuttle for all 6 guests. It leaves from the Main Mall taxi rank at 18:15 on Sunday 13 December, and the shuttle cost P1,000 of your P3,000 total.",
 [S("includes the Gaborone shuttle for all 6 guests"), S("18:15 on Sunday 13 December"), C("the shuttle cost P1,000", "AMOUNT_MISMATCH")],
 ["wrong_amount"], ["P1,000"], ["P600|600", "18:15"],
 "Shuttle extra price is 600 BWP (6 seats x P100).")

# ---------------- B15 telescope rental: damage assessment ----------------
b = {"scenario": "rental-damage", "domain": "telescope rental",
     "question": "Why was money kept from my deposit on TR-3256? I returned the binoculars on time.",
     "evidence": [
  {"id": "GetRental#TR-3256", "kind": "record", "source": "tool:rentals.v1.RentalService/GetRental",
   "fields": {"rental": {"name": "rentals/TR-3256", "rentalState": "RENTAL_STATE_CLOSED",
     "equipment": {"sku": "BINO-15X70", "displayName": "15x70 astronomy binoculars with tripod adapter"},
     "dueDate": {"year": 2026, "month": 11, "day": 22}, "returnTime": "2026-11-22T12:30:00Z",
     "securityDeposit": money(900), "lateFee": money(0),
     "damageAssessment": {"code": "DAMAGE_CODE_MISSING_ACCESSORY", "item": "tripod adapter", "charge": money(175), "assessedBy": "staff/K. Sebina"},
     "depositRefund": {"amount": money(725), "refundState": "REFUND_STATE_COMPLETED", "completeTime": "2026-11-26T08:00:00Z"}}}},
  {"id": "policy#late-returns", "kind": "policy", "revision": "r3",
   "text": "Rentals are due back by 17:00 on the due date. Damage or missing parts assessed at return are deducted from the deposit at the replacement cost. The rest of the deposit is refunded within 5 business days of the return."}]}

case(b, "You're right that the binoculars came back on time, on 22 November, and there was no late fee. The deduction was P175 for the missing tripod adapter, which our policy charges at replacement cost. The remaining P725 of your P900 deposit was refunded on 26 November.",
 [S("came back on time, on 22 November"), S("no late fee"), S("P175 for the missing tripod adapter"), S("charges at replacement cost"), S("remaining P725 of your P900 deposit"), S("refunded on 26 November")],
 includes=["P175", "P725"], notes="returnTime 22 Nov 14:30 local, before 17:00; damageAssessment; depositRefund COMPLETED 26 Nov.")

case(b, "The P175 deduction on TR-3256 covers the tripod adapter, which was missing when the binoculars were checked in; P725 was returned to you.",
 [S("P175 deduction on TR-3256"), S("covers the tripod adapter, which was missing"), S("P725 was returned to you")],
 includes=["P175"], notes="damageAssessment code MISSING_ACCESSORY, item tripod adapter, charge 175; refund 725 completed.")

case(b, "Thanks for returning the binoculars on time! P175 was kept for a late return, and the remaining P725 was refunded on 26 November.",
 [N("Thanks for returning the binoculars on time!"), C("P175 was kept for a late return", "VALUE_MISMATCH", "RECORD_STATE_MISMATCH"), S("remaining P725 was refunded on 26 November")],
 errors=["wrong_role"], excludes=["kept for a late return"], suffix="late-reason",
 notes="lateFee is 0; the 175 is the damageAssessment charge for a missing tripod adapter.")

case(b, "The binoculars were returned on time. P175 was deducted because the tripod adapter was missing, leaving P825 from your deposit, which is still being processed.",
 [S("returned on time"), S("tripod adapter was missing"), C("leaving P825", "AMOUNT_MISMATCH"), C("still being processed", "RECORD_STATE_MISMATCH")],
 errors=["wrong_arithmetic", "wrong_state"], excludes=["leaving P825", "still being processed"], suffix="remainder",
 notes="900-175 = 725; refundState COMPLETED on 26 Nov.")

repair(b, 15, "Your binoculars came back on time on 22 November, so there was no late fee. We deducted P175 for the missing tripod adapter, and the rest, P725, was refunded on 29 November.",
 [S("came back on time on 22 November"), S("no late fee"), S("P175 for the missing tripod adapter"), S("the rest, P725"), C("refunded on 29 November", "DATE_MISMATCH")],
 ["wrong_date"], ["29 November"], ["26 November|26/11|26 Nov", "P725"],
 "depositRefund.completeTime is 2026-11-26T08:00:00Z: 26 November.")

# ---------------- B16 stargazing camp: waitlist for eclipse-weekend? (meteor shower weekend) ----------------
b = {"scenario": "camp-waitlist", "domain": "stargazing camps",
     "question": "Am I off the waitlist for the Geminids camp yet? Reference WL-0932.",
     "now": "2026-12-07T19:05:00+02:00",
     "evidence": [
  {"id": "GetWaitlistEntry#WL-0932", "kind": "record", "source": "tool:camps.v1.WaitlistService/GetWaitlistEntry",
   "fields": {"waitlistEntry": {"name": "waitlistEntries/WL-0932", "entryState": "WAITLIST_STATE_WAITING",
     "event": {"title": "Geminids Meteor Camp", "startDate": {"year": 2026, "month": 12, "day": 13}, "nights": "2"},
     "position": "3", "partySize": "2", "holdDeposit": money(0), "createTime": "2026-11-20T10:00:00Z"}}},
  {"id": "GetEvent#geminids-2026", "kind": "record", "source": "tool:camps.v1.EventService/GetEvent",
   "fields": {"event": {"name": "events/geminids-2026", "capacity": "40", "booked": "40", "waitlistLength": "9", "pricePerPerson": money(1450)}}},
  {"id": "policy#waitlist", "kind": "policy", "revision": "2026",
   "text": "Waitlisted guests are offered places in order as cancellations come in. An offer is held for 24 hours by email; if it is not accepted in that time it passes to the next person. Joining the waitlist is free."},
  {"id": "kb#geminids", "kind": "passage",
   "text": "The Geminids are one of the strongest annual meteor showers, with up to 120 meteors an hour under dark skies.\nUnusually, their parent body is an asteroid, 3200 Phaethon, not a comet."}]}

case(b, "Not quite yet, but you're close! Your party of 2 is number 3 on the waitlist for the Geminids Meteor Camp starting 13 December. Places are offered in order as cancellations come in, and you'll have 24 hours to accept an emailed offer. It's worth the wait: under dark skies the Geminids can deliver up to 120 meteors an hour.",
 [S("Not quite yet"), S("party of 2 is number 3 on the waitlist"), S("starting 13 December"), S("offered in order as cancellations come in"), S("24 hours to accept"),
  S("up to 120 meteors an hour")],
 includes=["number 3"], notes="entryState WAITING, position 3, partySize 2; policy 24 h; kb 120/hr.")

case(b, "WL-0932 is still waiting, third in line. The camp is full (40 of 40 places booked), so you'll get an email offer if a spot opens up. Fun fact: the Geminids come from an asteroid, 3200 Phaethon, rather than a comet!",
 [S("WL-0932 is still waiting, third in line"), S("40 of 40 places booked"), S("you'll get an email offer if a spot opens up"), S("the Geminids come from an asteroid, 3200 Phaethon")],
 includes=["third"], notes="position 3; capacity 40 booked 40; policy email offer; kb parent body.")

case(b, "Good news, you're off the waitlist! A place for 2 on the Geminids Meteor Camp has opened, and you have 24 hours to accept it by email.",
 [C("you're off the waitlist", "RECORD_STATE_MISMATCH"), C("A place for 2 on the Geminids Meteor Camp has opened", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("24 hours to accept")],
 errors=["wrong_state", "invented_fact"], excludes=["you're off the waitlist", "has opened"], suffix="offered",
 notes="entryState WAITING at position 3; event fully booked.")

case(b, "You're number 9 on the waitlist for the Geminids camp, I'm afraid. Joining was free, and if a place is offered you'll have 24 hours to take it.",
 [C("number 9 on the waitlist", "VALUE_MISMATCH"), S("Joining was free"), S("24 hours to take it")],
 errors=["other_record_value"], excludes=["number 9 on the waitlist"], suffix="length",
 notes="position is 3; 9 is the event's total waitlistLength.")

repair(b, 16, "You're still on the waitlist, at position 3 for 2 people. If a place opens, the email offer is held for 48 hours before passing to the next person.",
 [S("still on the waitlist, at position 3"), S("for 2 people"), C("held for 48 hours", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 ["wrong_period"], ["48 hours"], ["24 hours|twenty-four hours|a day", "position 3"],
 "Policy holds offers for 24 hours.")

# ---------------- B17 astrophotography workshop: reschedule ----------------
b = {"scenario": "workshop-transfer", "domain": "astrophotography workshops",
     "question": "I moved my Moon & Planets session, can you confirm the new date? Enrolment AW-2318.",
     "evidence": [
  {"id": "GetEnrolment#AW-2318", "kind": "record", "source": "tool:workshops.v1.EnrolmentService/GetEnrolment",
   "fields": {"enrolment": {"name": "enrolments/AW-2318", "enrolmentState": "ENROLMENT_STATE_CONFIRMED",
     "course": {"title": "Moon & Planets Imaging", "sessionStart": "2027-01-16T17:45:00Z", "duration": "10800s"},
     "previousSessionStart": "2026-12-19T17:45:00Z", "transferFee": money(100), "amountPaid": money(1250),
     "updateTime": "2026-12-08T09:00:00Z", "updateMask": "course.sessionStart,transferFee"}}},
  {"id": "policy#transfers", "kind": "policy", "revision": "v2",
   "text": "Each enrolment may be transferred once to another session. A transfer fee of P100 applies if the transfer is made less than 14 days before the original session. Please arrive 15 minutes before the session start time for a safety briefing."},
  {"id": "kb#jan-planets", "kind": "passage",
   "text": "In January 2027 Jupiter is well placed in the evening sky.\nThe Moon's terminator shows the most crater detail."}]}

case(b, "All done, your Moon & Planets Imaging session is now on Saturday 16 January 2027 at 19:45, running three hours. Because the move was made less than 14 days before your original 19 December session, a P100 transfer fee applied. Jupiter is well placed in the January evening sky, so you should get some lovely shots!",
 [S("now on Saturday 16 January 2027 at 19:45"), S("running three hours"), S("less than 14 days before your original 19 December session"), S("a P100 transfer fee applied"), S("Jupiter is well placed in the January evening sky")],
 includes=["19:45", "16 January"], notes="sessionStart 17:45Z = 19:45 local on Sat 16 Jan 2027; 10800s = 3 h; the transfer (updateTime 8 Dec) was 11 days before the 19 Dec session, so the P100 fee applies; kb Jupiter.")

case(b, "Confirmed: AW-2318 has moved from 19/12/2026 to 16/01/2027, still starting at 19:45; please arrive at 19:30 for the safety briefing. Note that enrolments can be transferred only once, so this date is now fixed.",
 [S("AW-2318 has moved from 19/12/2026 to 16/01/2027"), S("still starting at 19:45"), S("arrive at 19:30 for the safety briefing"), S("transferred only once")],
 includes=["16/01/2027"], notes="previousSessionStart and sessionStart, both 17:45Z = 19:45 local; policy once only; 15 minutes before 19:45 is 19:30.")

case(b, "Your session AW-2318 is confirmed for Saturday 19 December at 19:45. The transfer was free of charge as you moved it in good time.",
 [C("Saturday 19 December at 19:45", "DATE_MISMATCH"), C("The transfer was free of charge", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
 errors=["stale_value", "wrong_amount"], excludes=["Saturday 19 December", "free of charge"], suffix="old-date",
 notes="19 Dec is previousSessionStart; transferFee is 100.")

case(b, "Your Moon & Planets Imaging session is confirmed for 16 January 2027 at 19:45. Please arrive 30 minutes early, at 19:15, for the safety briefing.",
 [S("confirmed for 16 January 2027 at 19:45"), C("arrive 30 minutes early, at 19:15", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 errors=["wrong_policy_condition"], excludes=["30 minutes early, at 19:15"], suffix="briefing",
 notes="Policy asks guests to arrive 15 minutes before the start (19:30), not 30 minutes.")

repair(b, 17, "Your session has been moved to Saturday 16 January 2027 at 19:45 and runs for 3 hours. A P150 transfer fee was charged because the change came within 14 days of the original date.",
 [S("Saturday 16 January 2027 at 19:45"), S("runs for 3 hours"), C("A P150 transfer fee", "AMOUNT_MISMATCH"), S("within 14 days of the original date")],
 ["wrong_amount"], ["P150 transfer fee"], ["P100|100", "19:45"],
 "transferFee is 100 BWP; policy P100.")

# ---------------- B18 meteorite dealer: special order quote with deposit ----------------
b = {"scenario": "specimen-reserve", "domain": "meteorite and mineral dealer",
     "question": "I reserved the Gibeon slice. How much is left to pay and how long will you hold it? Reservation RS-1148.",
     "now": "2026-12-09T13:30:00+02:00",
     "evidence": [
  {"id": "GetReservation#RS-1148", "kind": "record", "source": "tool:shop.v1.ReservationService/GetReservation",
   "fields": {"reservation": {"name": "reservations/RS-1148", "reservationState": "RESERVATION_STATE_HELD",
     "item": {"sku": "MET-GIB-SL-088", "title": "Gibeon iron etched slice, 88 g", "price": money(2475, 500000000)},
     "depositPaid": money(500), "holdExpireTime": "2026-12-23T15:00:00Z", "createTime": "2026-12-02T08:30:00Z"}}},
  {"id": "GetReservation#RS-1090", "kind": "record", "source": "tool:shop.v1.ReservationService/GetReservation",
   "fields": {"reservation": {"name": "reservations/RS-1090", "reservationState": "RESERVATION_STATE_RELEASED",
     "item": {"sku": "MET-NWA-869", "title": "NWA 869 chondrite, 40 g", "price": money(640)}, "depositPaid": money(100)}}},
  {"id": "policy#layby", "kind": "policy", "revision": "2026-03",
   "text": "Specimens can be reserved with a deposit of at least P100. We hold a reserved specimen for up to 21 days. If the balance is not paid by the end of the hold, the specimen is released and the deposit becomes store credit. Meteorites under 100 g come with a dealer's label rather than a signed certificate."},
  {"id": "kb#gibeon", "kind": "passage",
   "text": "Gibeon meteorites were found in Namibia and show a striking Widmanstätten pattern when etched.\nThe pattern forms only as the iron cools over millions of years."}]}

case(b, "You've picked a beauty, those etched Widmanstätten lines take millions of years of slow cooling to form! Your 88 g Gibeon slice (RS-1148) costs P2,475.50, and with your P500 deposit paid, P1,975.50 is left. We're holding it until 23 December at 17:00.",
 [S("take millions of years of slow cooling to form"), S("88 g Gibeon slice"), S("costs P2,475.50"), S("P500 deposit paid"), S("P1,975.50 is left"), S("until 23 December at 17:00")],
 includes=["P1,975.50"], notes="price 2475 + 0.5; 2475.50-500 = 1975.50; holdExpireTime 15:00Z = 17:00 local; kb.")

case(b, "RS-1148 is on hold for you until Wednesday 23/12 at 17:00, with a balance of P1 975.50 to pay. If it isn't paid by then, the slice is released and your deposit turns into store credit. As it's under 100 g, it comes with a dealer's label rather than a signed certificate.",
 [S("on hold for you until Wednesday 23/12 at 17:00"), S("balance of P1 975.50"), S("slice is released and your deposit turns into store credit"), S("comes with a dealer's label")],
 includes=["17:00"], notes="23 Dec 2026 is a Wednesday; policy release/store credit; 88 g under 100 g.")

case(b, "Your Gibeon slice is reserved, with P1,975.50 remaining after your P500 deposit. It also comes with a signed certificate of authenticity.",
 [S("P1,975.50 remaining"), S("P500 deposit"), C("comes with a signed certificate of authenticity", "NLI_CONTRADICTION")],
 errors=["condition_unmet"], excludes=["signed certificate of authenticity"], suffix="certificate",
 notes="Certificates are for meteorites over 100 g; this slice is 88 g and gets a dealer's label.")

case(b, "Your Gibeon slice is held until 23 December. You've paid a P100 deposit, so the balance is P2,375.50.",
 [S("held until 23 December"), C("P100 deposit", "AMOUNT_MISMATCH"), C("balance is P2,375.50", "AMOUNT_MISMATCH")],
 errors=["other_record_value", "wrong_amount"], excludes=["P100 deposit", "P2,375.50"], suffix="old-deposit",
 notes="P100 is the deposit on the released reservation RS-1090; RS-1148 has P500, leaving 1975.50.")

repair(b, 18, "Your Gibeon slice RS-1148 is reserved for you, and P1,975.50 remains after your P500 deposit. We hold reserved specimens for up to 30 days, so you have until 23 December.",
 [S("P1,975.50 remains"), S("P500 deposit"), C("up to 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("until 23 December")],
 ["wrong_period"], ["up to 30 days"], ["21 days|twenty-one days|three weeks", "P1,975.50"],
 "Policy holds reserved specimens for up to 21 days.")

# ---------------- B19 planetarium: birthday party package ----------------
b = {"scenario": "party-package", "domain": "planetarium shows",
     "question": "What's in the Cosmic Birthday package I booked for my son (PB-0457), and can we bring our own cake?",
     "evidence": [
  {"id": "GetPartyBooking#PB-0457", "kind": "record", "source": "tool:events.v1.PartyService/GetPartyBooking",
   "fields": {"partyBooking": {"name": "partyBookings/PB-0457", "partyState": "PARTY_STATE_CONFIRMED",
     "packageCode": "PARTY_PACKAGE_COSMIC", "childCount": "12", "startTime": "2026-12-19T08:00:00Z", "roomBooking": "5400s",
     "inclusions": ["INCLUSION_DOME_SHOW", "INCLUSION_PARTY_ROOM", "INCLUSION_STAR_MAP_GIFT"],
     "price": money(2400), "depositPaid": money(600), "updateTime": "2026-12-01T13:00:00Z"}}},
  {"id": "policy#parties", "kind": "policy", "revision": "v1",
   "text": "The Galaxy package adds a meteorite-handling session and party food. Parties are for up to 15 children. You are welcome to bring your own cake, but no other outside food. The balance is due on the day."}]}

case(b, "What a stellar way to celebrate! The Cosmic Birthday package for PB-0457 includes a dome show, the party room and a star map gift, and yes, you're welcome to bring your own cake (just no other outside food, please). The party is for 12 children on Saturday 19 December at 10:00, with the room booked for 90 minutes.",
 [N("What a stellar way to celebrate!"), S("includes a dome show, the party room and a star map gift"), S("you're welcome to bring your own cake"), S("no other outside food"), S("12 children on Saturday 19 December at 10:00"), S("room booked for 90 minutes")],
 includes=["10:00"], notes="inclusions list; policy cake; startTime 08:00Z = 10:00 local; 5400s = 90 min.")

case(b, "PB-0457 (confirmed): dome show, party room and star map gift. Own cake is fine. Balance of P1,800 due on the day.",
 [S("PB-0457 (confirmed)"), S("dome show, party room and star map gift"), S("Own cake is fine"), S("Balance of P1,800 due on the day")],
 includes=["P1,800"], notes="2400-600 = 1800; policy balance on the day.")

case(b, "Your Cosmic Birthday package includes a dome show, the party room, a star map gift and a meteorite-handling session, which the kids always love! You're welcome to bring your own cake.",
 [S("includes a dome show, the party room, a star map gift"), C("a meteorite-handling session", "VALUE_MISMATCH", "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("bring your own cake")],
 errors=["unlisted_perk"], excludes=["meteorite-handling session"], suffix="galaxy-perk",
 notes="The meteorite-handling session belongs to the Galaxy package; PB-0457 inclusions do not list it.")

case(b, "Happy birthday to your son! PB-0457 is confirmed for Saturday 19 December at 08:00 for 12 children, and you can bring your own cake and snacks.",
 [N("Happy birthday to your son!"), S("PB-0457 is confirmed"), C("Saturday 19 December at 08:00", "DATE_MISMATCH", "VALUE_MISMATCH"), S("12 children"), C("your own cake and snacks", "NLI_CONTRADICTION")],
 errors=["unit_conversion", "wrong_policy_condition"], excludes=["at 08:00", "cake and snacks"], suffix="utc-snacks",
 notes="startTime 08:00Z = 10:00 local; policy allows cake but no other outside food.")

repair(b, 19, "The Cosmic package for PB-0457 includes a dome show, the party room and a star map gift, and you're welcome to bring your own cake. The party is for 12 children, and the P2,400 balance is due on the day.",
 [S("includes a dome show, the party room and a star map gift"), S("bring your own cake"), S("for 12 children"), C("the P2,400 balance", "AMOUNT_MISMATCH")],
 ["wrong_arithmetic"], ["P2,400 balance"], ["P1,800|1,800|1800", "12 children"],
 "price 2400 less depositPaid 600 leaves P1,800.")

# ---------------- B20 telescope rental: order pickup ready + accessories ----------------
b = {"scenario": "rental-pickup", "domain": "telescope rental",
     "question": "Is my refractor ready to collect tomorrow, and did you add the solar filter? Rental TR-3421.",
     "now": "2026-12-10T17:45:00+02:00",
     "evidence": [
  {"id": "GetRental#TR-3421", "kind": "record", "source": "tool:rentals.v1.RentalService/GetRental",
   "fields": {"rental": {"name": "rentals/TR-3421", "rentalState": "RENTAL_STATE_READY_FOR_PICKUP",
     "equipment": {"sku": "REF-102-ED", "displayName": "102 mm ED refractor on alt-az mount"},
     "accessories": [{"sku": "ACC-EYEPIECE-KIT", "displayName": "Eyepiece kit (25 mm, 10 mm)"}],
     "pickupWindow": {"startTime": "2026-12-11T07:00:00Z", "endTime": "2026-12-11T10:00:00Z"},
     "dueDate": {"year": 2026, "month": 12, "day": 14}, "rentalDays": "3", "dailyRate": money(150),
     "securityDeposit": money(1200), "updateTime": "2026-12-10T12:00:00Z"}}},
  {"id": "UpdateRental#TR-3421-filter", "kind": "refused_call", "tool": "rentals.v1.RentalService/UpdateRental", "decision": "DENY",
   "args": {"rental": {"name": "rentals/TR-3421", "accessories": [{"sku": "ACC-SOLAR-102"}]}, "updateMask": "accessories"}},
  {"id": "policy#solar", "kind": "policy", "revision": "r3",
   "text": "Solar filters are only issued after a short safety briefing in store, so they cannot be added to a booking remotely. Never point an unfiltered telescope at the Sun. Photo ID is required at pickup."}]}

case(b, "Yes, your 102 mm ED refractor is ready! You can collect it tomorrow, Friday 11 December, between 09:00 and 12:00, with the eyepiece kit. I couldn't add the solar filter remotely, since filters are only issued after a short safety briefing in store, so please ask for it in store. Please bring photo ID.",
 [S("102 mm ED refractor is ready"), S("tomorrow, Friday 11 December, between 09:00 and 12:00"), S("with the eyepiece kit"), S("I couldn't add the solar filter remotely"),
  S("only issued after a short safety briefing in store"), S("bring photo ID")],
 includes=["09:00"], notes="READY_FOR_PICKUP; pickupWindow 07:00-10:00Z = 09:00-12:00 local; UpdateRental DENY; policy.")

case(b, "TR-3421 is ready for pickup on 11/12 from 9 am to 12 noon. It's a three-day rental at P150 a day, so P450, and it's due back on Monday 14 December. The solar filter couldn't be added to the booking, though; it needs an in-store safety briefing first.",
 [S("TR-3421 is ready for pickup on 11/12"), S("from 9 am to 12 noon"), S("three-day rental at P150 a day, so P450"), S("due back on Monday 14 December"), S("The solar filter couldn't be added")],
 includes=["P450"], notes="3 x 150 = 450; dueDate 14 Dec 2026 is Monday; refused call.")

case(b, "Your refractor is ready for pickup tomorrow between 09:00 and 12:00, and I've added the solar filter to your booking so you can safely try some sunspot viewing.",
 [S("ready for pickup tomorrow between 09:00 and 12:00"), C("I've added the solar filter to your booking", "NOT_EXECUTED")],
 errors=["refused_call_effect"], excludes=["I've added the solar filter"], suffix="filter-added",
 notes="UpdateRental for ACC-SOLAR-102 was DENIED; policy requires an in-store briefing.")

case(b, "TR-3421 is ready to collect tomorrow from 07:00 to 10:00, together with the eyepiece kit. The solar filter couldn't be added remotely, as it requires a safety briefing in store.",
 [C("from 07:00 to 10:00", "DATE_MISMATCH", "VALUE_MISMATCH"), S("together with the eyepiece kit"), S("The solar filter couldn't be added remotely")],
 errors=["unit_conversion"], excludes=["from 07:00 to 10:00"], suffix="utc-window",
 notes="pickupWindow 07:00Z-10:00Z is 09:00-12:00 in Gaborone.")

repair(b, 20, "Good news, your 102 mm ED refractor is ready to collect tomorrow between 09:00 and 12:00. The solar filter couldn't be added remotely, and the telescope is due back on 13 December.",
 [S("ready to collect tomorrow between 09:00 and 12:00"), S("The solar filter couldn't be added remotely"), C("due back on 13 December", "DATE_MISMATCH")],
 ["wrong_date"], ["13 December"], ["14 December|14/12|Monday", "09:00"],
 "dueDate is 2026-12-14.")

# ---------------- B21 observatory tour: gift voucher balance ----------------
b = {"scenario": "gift-voucher", "domain": "observatory tours",
     "question": "How much is left on my gift voucher GV-7Q3K and when does it expire?",
     "evidence": [
  {"id": "GetVoucher#GV-7Q3K", "kind": "record", "source": "tool:vouchers.v1.VoucherService/GetVoucher",
   "fields": {"voucher": {"name": "vouchers/GV-7Q3K", "voucherState": "VOUCHER_STATE_PARTIALLY_REDEEMED",
     "faceValue": money(1000), "remainingValue": money(385),
     "redemptions": [{"booking": "bookings/OT-20877", "amount": money(615), "redeemTime": "2026-10-17T18:00:00Z"}],
     "expireDate": {"year": 2027, "month": 6, "day": 30}, "purchaser": "Mpho Dikgang"}}},
  {"id": "policy#vouchers", "kind": "policy", "revision": "2026-01",
   "text": "Gift vouchers are valid for 18 months from purchase. They can be used over several bookings until the value runs out. Vouchers cannot be exchanged for cash. An expired voucher may be extended once by 3 months for a P50 fee."}]}

case(b, "Your gift voucher GV-7Q3K still has P385 left to spend! It was worth P1,000, and P615 went towards an earlier tour. It's valid until 30 June 2027, and you can use it across several bookings until the value runs out.",
 [S("still has P385 left"), S("It was worth P1,000"), S("P615 went towards an earlier tour"), S("valid until 30 June 2027"), S("use it across several bookings")],
 includes=["P385"], notes="remainingValue 385, faceValue 1000, redemption 615; expireDate; policy.")

case(b, "GV-7Q3K: P385 remaining, expires 30/06/2027. It can't be exchanged for cash.",
 [S("P385 remaining"), S("expires 30/06/2027"), S("can't be exchanged for cash")],
 includes=["P385"], notes="Record and policy.")

case(b, "Great news, your voucher GV-7Q3K has P615 remaining and is valid until 30 June 2027.",
 [C("has P615 remaining", "AMOUNT_MISMATCH"), S("valid until 30 June 2027")],
 errors=["wrong_role"], excludes=["P615 remaining"], suffix="redeemed-as-left",
 notes="615 is the amount already redeemed; remainingValue is 385.")

case(b, "Your voucher has P385 left and runs until 30 June 2027. If it does expire, we can extend it once by 6 months at no charge.",
 [S("has P385 left"), S("runs until 30 June 2027"), C("extend it once by 6 months at no charge", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 errors=["wrong_policy_condition"], excludes=["by 6 months at no charge"], suffix="extension",
 notes="Policy: extension once by 3 months for a P50 fee.")

repair(b, 21, "Your voucher GV-7Q3K has P385 left and is valid until 30 June 2026. You can keep using it across bookings until the value runs out.",
 [S("has P385 left"), C("valid until 30 June 2026", "DATE_MISMATCH"), S("keep using it across bookings")],
 ["wrong_date"], ["30 June 2026"], ["30 June 2027|30/06/2027|June 2027", "P385"],
 "expireDate is 2027-06-30.")

# ---------------- B22 stargazing camp: vehicle access / 4x4 transfer ----------------
b = {"scenario": "camp-transfer", "domain": "stargazing camps",
     "question": "Do we need a 4x4 to reach the camp? Our reservation is SC-7861 and we booked the transfer.",
     "evidence": [
  {"id": "GetReservation#SC-7861", "kind": "record", "source": "tool:camps.v1.ReservationService/GetReservation",
   "fields": {"reservation": {"name": "reservations/SC-7861", "reservationState": "RESERVATION_STATE_CONFIRMED",
     "campSite": "camps/kalahari-pan-east", "guestCount": "3", "package": "PACKAGE_TIER_STANDARD",
     "checkIn": {"date": {"year": 2027, "month": 1, "day": 8}},
     "addOns": [{"code": "ADD_ON_4X4_TRANSFER", "quantity": "3", "price": money(450),
                 "meetTime": "2027-01-08T11:30:00Z", "meetPoint": "Shell garage, Kang"}],
     "amountPaid": money(2970)}}},
  {"id": "GetSite#kalahari-pan-east", "kind": "record", "source": "tool:camps.v1.SiteService/GetSite",
   "fields": {"site": {"name": "camps/kalahari-pan-east", "accessRequirement": "ACCESS_REQUIREMENT_4X4_ONLY", "sandTrackKm": "38", "nearestFuel": "Kang"}}},
  {"id": "policy#access", "kind": "policy", "revision": "2026",
   "text": "The last 38 km to Pan East are deep sand and need a high-clearance 4x4. Guests without one can book our transfer, which meets at Kang and returns guests there at check-out. Fill up at Kang, as there is no fuel on the pan."}]}

case(b, "Good question, as the last 38 km to Pan East are deep sand and need a high-clearance 4x4. You don't need your own, though: your reservation SC-7861 includes our 4x4 transfer for 3 people, meeting at the Shell garage in Kang at 13:30 on Friday 8 January, and it brings you back to Kang at check-out.",
 [S("last 38 km to Pan East are deep sand"), S("includes our 4x4 transfer for 3 people"), S("Shell garage in Kang at 13:30 on Friday 8 January"), S("brings you back to Kang at check-out")],
 includes=["13:30"], notes="sandTrackKm 38; add-on quantity 3, meetTime 11:30Z = 13:30 local, 8 Jan 2027 is a Friday; policy return at check-out.")

case(b, "No 4x4 needed on your side! The transfer on SC-7861 (three seats, P450) picks you up in Kang at half past one on 8/1/2027. If you drive to Kang, fill up there, because there's no fuel on the pan.",
 [S("The transfer on SC-7861 (three seats, P450)"), S("at half past one on 8/1/2027"), S("there's no fuel on the pan")],
 includes=["P450"], notes="add-on price 450; 13:30 local; policy.")

case(b, "Since you've booked the 4x4 transfer, you won't need your own vehicle. It meets you at the Shell garage in Kang at 11:30 on 8 January.",
 [S("you won't need your own vehicle"), C("in Kang at 11:30", "DATE_MISMATCH", "VALUE_MISMATCH")],
 errors=["unit_conversion"], excludes=["at 11:30"], suffix="utc-meet",
 notes="meetTime 11:30Z is 13:30 in Gaborone time.")

case(b, "You're covered: the 4x4 transfer on SC-7861 meets you in Kang at 13:30 on 8 January. A regular sedan can manage the sand track in dry weather if you'd prefer to drive yourself.",
 [S("meets you in Kang at 13:30 on 8 January"), C("A regular sedan can manage the sand track", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 errors=["invented_fact"], excludes=["regular sedan can manage"], suffix="sedan",
 notes="Site accessRequirement 4X4_ONLY; policy says a high-clearance 4x4 is needed.")

repair(b, 22, "No need for your own 4x4! Your reservation includes the 4x4 transfer for 3 guests, meeting at the Shell garage in Kang at 13:30 on 8 January. The sand section is about 83 km, so the transfer saves you a tough drive.",
 [S("includes the 4x4 transfer for 3 guests"), S("Kang at 13:30 on 8 January"), C("about 83 km", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
 ["wrong_value"], ["about 83 km"], ["38 km|38km|thirty-eight", "13:30"],
 "sandTrackKm is 38 and the policy says the last 38 km.")

# ---------------- B23 astrophotography workshop: gear hire invoice ----------------
b = {"scenario": "workshop-invoice", "domain": "astrophotography workshops",
     "question": "Can you break down invoice INV-50213 for the Star Trails workshop? It looks higher than I expected.",
     "evidence": [
  {"id": "GetInvoice#INV-50213", "kind": "record", "source": "tool:billing.v1.InvoiceService/GetInvoice",
   "fields": {"invoice": {"name": "invoices/INV-50213", "invoiceState": "INVOICE_STATE_ISSUED",
     "enrolment": "enrolments/AW-2344",
     "lines": [{"description": "Star Trails workshop", "amount": money(950)},
               {"description": "Intervalometer hire", "amount": money(80)},
               {"description": "Wide-angle lens hire (14 mm)", "amount": money(220)}],
     "vatRatePercent": 14, "vat": money(175), "total": money(1425), "dueDate": {"year": 2026, "month": 12, "day": 18}}}},
  {"id": "GetInvoice#INV-50188", "kind": "record", "source": "tool:billing.v1.InvoiceService/GetInvoice",
   "fields": {"invoice": {"name": "invoices/INV-50188", "invoiceState": "INVOICE_STATE_VOID",
     "enrolment": "enrolments/AW-2344",
     "lines": [{"description": "Star Trails workshop", "amount": money(950)}],
     "vat": money(133), "total": money(1083), "voidReason": "Replaced after gear hire added"}}},
  {"id": "policy#gear", "kind": "policy", "revision": "v2",
   "text": "Lenses can be borrowed free of charge on the night for in-person demonstrations. Lenses taken for the full workshop are hired at the listed rate. Prices exclude VAT at 14%, which is added on the invoice."}]}

case(b, "Happy to break it down! INV-50213 has three lines: the Star Trails workshop at P950, intervalometer hire at P80 and the 14 mm wide-angle lens at P220, which comes to P1,250. VAT at 14% adds P175, for a total of P1,425, due on 18 December. It's higher than the first invoice because the gear hire was added; that earlier one was voided.",
 [N("Happy to break it down!"), S("Star Trails workshop at P950"), S("intervalometer hire at P80"), S("14 mm wide-angle lens at P220"), S("comes to P1,250"), S("VAT at 14% adds P175"),
  S("total of P1,425"), S("due on 18 December"), S("because the gear hire was added"), S("that earlier one was voided")],
 includes=["P1,425"], notes="950+80+220 = 1250; vat 175; total 1425; INV-50188 VOID, replaced after gear hire added.")

case(b, "Here's INV-50213:\n• Workshop: P950\n• Intervalometer: P80\n• 14 mm lens: P220\n• VAT (14%): P175\n• Total due by 18/12: P1,425\nThat 14 mm lens is ideal for star trails, since wide fields let you catch long arcs around the south celestial pole.",
 [S("Workshop: P950"), S("Intervalometer: P80"), S("14 mm lens: P220"), S("VAT (14%): P175"), S("Total due by 18/12: P1,425"),
  I("catch long arcs around the south celestial pole", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
 errors=["invented_fact"], excludes=["arcs around the south celestial pole"], suffix="pole",
 notes="Invoice lines all supported; the sky remark has no passage behind it.")

case(b, "INV-50213 comes to P1,425: P950 for the workshop, P80 for the intervalometer and P220 for the lens, plus P175 VAT at 14%, which prices exclude.",
 [S("comes to P1,425"), S("P950 for the workshop"), S("P80 for the intervalometer"), S("P220 for the lens"), S("P175 VAT at 14%"), S("which prices exclude")],
 includes=["P1,425"], notes="Invoice and policy (prices exclude VAT).")

case(b, "Your invoice total is P1,083, made up of the Star Trails workshop at P950 plus VAT. The lens is free of charge, as lenses can be borrowed on the night.",
 [C("invoice total is P1,083", "AMOUNT_MISMATCH"), C("The lens is free of charge", "AMOUNT_MISMATCH", "NLI_CONTRADICTION")],
 errors=["stale_value", "condition_unmet"], excludes=["P1,083", "lens is free of charge"], suffix="void-invoice",
 notes="P1,083 is the VOID invoice INV-50188; the lens is hired for the workshop at P220 (free borrowing is only for on-the-night demos).")

repair(b, 23, "INV-50213 lists the workshop at P950, the intervalometer at P80 and the 14 mm lens at P220. With P175 VAT added, the total is P1,405, due on 18 December.",
 [S("workshop at P950"), S("intervalometer at P80"), S("14 mm lens at P220"), S("P175 VAT added"), C("the total is P1,405", "AMOUNT_MISMATCH"), S("due on 18 December")],
 ["wrong_arithmetic"], ["P1,405"], ["P1,425|1,425|1425", "P175"],
 "950+80+220+175 = 1425 = invoice.total.")

# ---------------- B24 meteorite dealer: EFT payment pending ----------------
b = {"scenario": "eft-pending", "domain": "meteorite and mineral dealer",
     "question": "I paid by bank transfer for order MD-90133 on Friday. Why hasn't it shipped?",
     "now": "2026-12-07T10:10:00+02:00",
     "evidence": [
  {"id": "GetOrder#MD-90133", "kind": "record", "source": "tool:shop.v1.OrderService/GetOrder",
   "fields": {"order": {"name": "orders/MD-90133", "orderState": "ORDER_STATE_AWAITING_PAYMENT_CLEARANCE",
     "items": [{"sku": "MET-SIKH-0230", "title": "Sikhote-Alin shrapnel, 230 g", "price": money(2150)},
               {"sku": "MIN-MAG-01", "title": "Magnifying loupe 10x", "price": money(120)}],
     "orderTotal": money(2270),
     "payment": {"method": "PAYMENT_METHOD_EFT", "reference": "MD90133", "initiatedTime": "2026-12-04T14:20:00Z", "paymentState": "PAYMENT_STATE_PENDING"}}}},
  {"id": "policy#eft", "kind": "policy", "revision": "2026-03",
   "text": "Bank transfers usually take 2 business days to clear. Orders ship on the business day after payment clears. Please use your order number as the payment reference. Card payments clear immediately."},
  {"id": "kb#sikhote", "kind": "passage",
   "text": "Sikhote-Alin fell in eastern Russia on 12 February 1947.\nShrapnel pieces are torn and twisted from the explosive break-up in the atmosphere."}]}

case(b, "Thanks for your patience! Your bank transfer for MD-90133 (reference MD90133) is still clearing, so the order is waiting on payment clearance. Transfers usually take 2 business days to clear, and we ship on the business day after that. Your Sikhote-Alin piece is worth the wait: it's a twisted shrapnel fragment from the 1947 fall in eastern Russia.",
 [N("Thanks for your patience!"), S("reference MD90133"), S("is still clearing"), S("usually take 2 business days to clear"), S("ship on the business day after that"), S("twisted shrapnel fragment from the 1947 fall in eastern Russia")],
 includes=["2 business days"], notes="paymentState PENDING, orderState AWAITING_PAYMENT_CLEARANCE; policy; kb.")

case(b, "Your transfer of P2,270 was started on Friday 4 December and is still pending, so MD-90133 can't ship yet. Once it clears (normally two business days), the order goes out the next business day.",
 [S("transfer of P2,270"), S("started on Friday 4 December"), S("is still pending"), S("MD-90133 can't ship yet"), S("normally two business days"), S("goes out the next business day")],
 includes=["P2,270"], notes="orderTotal 2270; initiatedTime 4 Dec (Friday); policy.")

case(b, "Hi! MD-90133 (the 230 g Sikhote-Alin shrapnel and a 10x loupe, P2,270 in total) is waiting for your EFT to clear. We'll ship it the business day after it does.",
 [S("230 g Sikhote-Alin shrapnel and a 10x loupe"), S("P2,270 in total"), S("waiting for your EFT to clear"), S("ship it the business day after it does")],
 includes=["P2,270"], notes="Items and total from the order; policy.")

case(b, "Your payment for MD-90133 has cleared, and the order will ship today. Bank transfers usually take 2 business days.",
 [C("has cleared", "RECORD_STATE_MISMATCH"), CI("will ship today", "RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"), S("usually take 2 business days")],
 errors=["wrong_state", "invented_promise"], excludes=["has cleared", "will ship today"], suffix="cleared",
 notes="paymentState PENDING; nothing schedules shipment today.")

repair(b, 24, "Your bank transfer for MD-90133, P2,150, is still pending. Transfers usually take 2 business days to clear, and the order ships the next business day.",
 [C("P2,150", "AMOUNT_MISMATCH"), S("is still pending"), S("usually take 2 business days"), S("ships the next business day")],
 ["wrong_amount"], ["P2,150"], ["P2,270|2,270|2270", "2 business days"],
 "orderTotal is 2270; 2150 is only the meteorite line.")

# ---------------- B25 planetarium: show time change and accessibility seats ----------------
b = {"scenario": "show-moved", "domain": "planetarium shows",
     "question": "I got a message that my show was moved. What time is it now, and are we still in the wheelchair spaces? Order PL-55390.",
     "now": "2026-12-12T09:00:00+02:00",
     "evidence": [
  {"id": "GetOrder#PL-55390", "kind": "record", "source": "tool:tickets.v2.OrderService/GetOrder",
   "fields": {"order": {"name": "orders/PL-55390", "orderState": "ORDER_STATE_CONFIRMED",
     "show": {"title": "Southern Skies Live", "showtime": "2026-12-13T14:30:00Z", "runtime": "3600s", "showState": "SHOW_STATE_RESCHEDULED"},
     "previousShowtime": "2026-12-13T12:00:00Z",
     "seats": [{"seatId": "W1", "seatType": "SEAT_TYPE_WHEELCHAIR_SPACE"}, {"seatId": "W2", "seatType": "SEAT_TYPE_COMPANION"}],
     "orderTotal": money(170), "updateTime": "2026-12-11T16:00:00Z"}}},
  {"id": "policy#reschedule", "kind": "policy", "revision": "v4",
   "text": "If we move a show, your seats move with it. If the new time doesn't suit you, you can ask for a full refund up to the original start time. Step-free access is through the north entrance."},
  {"id": "kb#southern-skies", "kind": "passage",
   "text": "Southern Skies Live is presented by a resident astronomer.\nIt tours the Southern Cross, the Magellanic Clouds and the current evening planets."}]}

case(b, "Thanks for checking! Southern Skies Live has moved to tomorrow, Sunday 13 December, at 16:30 (it was originally 14:00). Your seats moved with it, so you still have wheelchair space W1 and companion seat W2, with step-free access through the north entrance. If the new time doesn't suit, you can ask for a full refund up to the original start time.",
 [N("Thanks for checking!"), S("Sunday 13 December, at 16:30"), S("originally 14:00"), S("wheelchair space W1 and companion seat W2"), S("step-free access through the north entrance"), S("full refund up to the original start time")],
 includes=["16:30"], notes="showtime 14:30Z = 16:30 local; previousShowtime 12:00Z = 14:00; seats; policy.")

case(b, "The new time is 16:30 tomorrow (13/12), and it's a one-hour show. Yes, your wheelchair space and companion seat came across with the booking. A resident astronomer will take you on a tour of the Southern Cross and the Magellanic Clouds.",
 [S("The new time is 16:30 tomorrow (13/12)"), S("one-hour show"), S("your wheelchair space and companion seat came across"), S("A resident astronomer"), S("the Southern Cross and the Magellanic Clouds")],
 includes=["16:30"], notes="runtime 3600s; seats; kb.")

case(b, "Dear guest,\nYour show, Southern Skies Live, now begins at 16:30 on 13 December and runs for an hour. Wheelchair space W1 and companion seat W2 are still reserved for you.\nWith best wishes,\nPlanetarium Box Office",
 [S("now begins at 16:30 on 13 December"), S("runs for an hour"), S("W1 and companion seat W2 are still reserved")],
 includes=["16:30"], notes="Record.")

case(b, "Your show has moved to tomorrow at 14:00, and you're still in wheelchair space W1 with companion seat W2. If the new time doesn't suit, you can ask for a full refund.",
 [C("tomorrow at 14:00", "DATE_MISMATCH", "VALUE_MISMATCH"), S("wheelchair space W1 with companion seat W2"), S("ask for a full refund")],
 errors=["stale_value"], excludes=["tomorrow at 14:00"], suffix="old-time",
 notes="14:00 local is the previousShowtime; the rescheduled showtime is 16:30 local.")

repair(b, 25, "Southern Skies Live is now on Sunday 13 December at 16:30, and your wheelchair space W1 and companion seat W2 moved with it. If the new time doesn't suit, you can ask for a full refund up to 24 hours before the new start.",
 [S("Sunday 13 December at 16:30"), S("wheelchair space W1 and companion seat W2"), C("up to 24 hours before the new start", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
 ["wrong_policy_condition"], ["24 hours before the new start"], ["original start time|original time|14:00", "16:30"],
 "Policy: full refund up to the original start time.")
