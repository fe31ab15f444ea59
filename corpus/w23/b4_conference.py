"""Business 4: DataForge Summit 2026, an industry conference in Austin, Texas (en-US, America/Chicago)."""
from common import mk

DOM = "industry conference"
API = "ticketing API (registrations with passes and add-ons as line items, sessions with starts_at epoch + zone and PT durations, substitutions, invoices)"

CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle 4a: registration + workshop
EV_4A = [
    {"id": "get_registration#REG-30418", "kind": "record", "source": "tool:events.registrations.get",
     "fields": {"registration_id": "REG-30418", "confirmation_code": "DFS-KQ7M", "status": "CONFIRMED",
                "attendee": {"name": "Nadia Kowalczyk", "company": "Brightwater Analytics"},
                "currency": "USD",
                "line_items": [
                    {"sku": "PASS_FULL", "label": "Full Conference Pass", "amount": "1295.00"},
                    {"sku": "DISC_EARLYBIRD", "label": "Early-bird discount", "amount": "-200.00"},
                    {"sku": "WS-07", "label": "Workshop: Applied Vector Search", "amount": "195.00"}],
                "amount_paid": "1290.00",
                "invoice": {"invoice_no": "INV-2026-00871", "status": "PAID"}}},
    {"id": "get_session#WS-07", "kind": "record", "source": "tool:events.sessions.get",
     "fields": {"session_id": "WS-07", "title": "Applied Vector Search", "starts_at": 1791295200,
                "zone": "America/Chicago", "duration": "PT3H", "room": "Ballroom C", "capacity_left": 4}},
    {"id": "get_session#KEY-01", "kind": "record", "source": "tool:events.sessions.get",
     "fields": {"session_id": "KEY-01", "title": "Opening Keynote", "starts_at": 1791381600,
                "zone": "America/Chicago", "duration": "PT1H", "room": "Main Hall",
                "badge_pickup_opens_before": "PT1H30M"}},
]
Q_4A = "Can you confirm what I'm registered for and what I paid? When is my workshop?"


def a(draft, probes, **kw):
    CASES.append(mk("registration-workshop", DOM, Q_4A, draft, EV_4A, probes, api_family=API, **kw))


a("You're all set for DataForge Summit! Your Full Conference Pass and the Applied Vector Search workshop are "
  "confirmed, and you paid $1,290.00 after the $200 early-bird discount. The workshop runs from 9:00 AM to "
  "12:00 PM on Tuesday, October 6, in Ballroom C.",
  [("Full Conference Pass and the Applied Vector Search workshop are confirmed", "S"),
   ("you paid $1,290.00", "S"), ("the $200 early-bird discount", "S"),
   ("from 9:00 AM to 12:00 PM on Tuesday, October 6", "S"), ("in Ballroom C", "S")],
  includes=["$1,290.00", "9:00 AM"],
  notes="1295 - 200 + 195 = 1290.00; WS-07 starts 1791295200 = 9 AM CDT Tue Oct 6, PT3H.")

a("Hi Nadia,\n\nHere is a summary of registration REG-30418 (confirmation code DFS-KQ7M):\n"
  "- Full Conference Pass: $1,295.00\n- Early-bird discount: -$200.00\n- Workshop, Applied Vector Search: "
  "$195.00\n- Total paid: $1,290.00 (invoice INV-2026-00871)\n\nBadge pickup opens at 7:30 AM on Wednesday, "
  "ahead of the 9:00 AM keynote.\n\nBest,\nDataForge Attendee Services",
  [("registration REG-30418", "S"), ("confirmation code DFS-KQ7M", "S"), ("Full Conference Pass: $1,295.00", "S"),
   ("Early-bird discount: -$200.00", "S"), ("Workshop, Applied Vector Search: $195.00", "S"),
   ("Total paid: $1,290.00 (invoice INV-2026-00871)", "S"), ("Badge pickup opens at 7:30 AM on Wednesday", "S"),
   ("the 9:00 AM keynote", "S")],
  includes=["DFS-KQ7M"], notes="Keynote 9 AM CDT Wed Oct 7; badge pickup PT1H30M before = 7:30 AM.")

a("Confirmed: full pass + WS-07 workshop, $1,290 paid. Workshop is Tue 10/6, 9am-noon, three hours.",
  [("full pass + WS-07 workshop", "S"), ("$1,290 paid", "S"), ("Tue 10/6, 9am-noon", "S"), ("three hours", "S")],
  includes=["$1,290"], notes="Terse form, US date.")

a("Great news, you're registered! Your registration number is INV-2026-00871, and your total came to "
  "$1,290.00 for the Full Conference Pass plus the workshop.",
  [("Your registration number is INV-2026-00871", "C", ["IDENTIFIER_MISMATCH"]),
   ("your total came to $1,290.00", "S")],
  errors=["wrong_role"], excludes=["registration number is INV-2026-00871"],
  notes="INV-2026-00871 is the invoice number; the registration is REG-30418.")

a("You're confirmed for the Full Conference Pass and the Applied Vector Search workshop. The total was "
  "$1,490.00, and the workshop starts at 9:00 AM on Tuesday, October 6.",
  [("confirmed for the Full Conference Pass", "S"), ("The total was $1,490.00", "C", ["AMOUNT_MISMATCH"]),
   ("starts at 9:00 AM on Tuesday, October 6", "S")],
  errors=["wrong_arithmetic"], excludes=["$1,490.00"],
  notes="Total skips the -200.00 early-bird line; amount_paid is 1290.00.")

REPAIRS.append(mk(
    "registration-workshop", DOM, Q_4A,
    "You're registered for the Full Conference Pass and the workshop. Your registration number is "
    "INV-2026-00871, and the workshop starts at 9:00 AM on Tuesday, October 6.",
    EV_4A,
    [("registered for the Full Conference Pass and the workshop", "S"),
     ("Your registration number is INV-2026-00871", "C", ["IDENTIFIER_MISMATCH"]),
     ("starts at 9:00 AM on Tuesday, October 6", "S")],
    errors=["wrong_role"], excludes=["registration number is INV-2026-00871"],
    includes=["REG-30418", "9:00 AM|9 AM|9am"], api_family=API,
    notes="REG-30418 is the registration id; INV-... is the invoice."))

REPAIRS.append(mk(
    "registration-workshop", DOM, Q_4A,
    "Your pass and workshop are confirmed, with $1,490.00 paid in total. The workshop is in Ballroom C.",
    EV_4A,
    [("Your pass and workshop are confirmed", "S"), ("$1,490.00 paid in total", "C", ["AMOUNT_MISMATCH"]),
     ("The workshop is in Ballroom C", "S")],
    errors=["wrong_arithmetic"], excludes=["$1,490.00"], includes=["$1,290.00|$1,290|1290", "Ballroom C"],
    api_family=API, notes="amount_paid 1290.00 includes the -200.00 discount."))

# ---------------------------------------------------------------- bundle 4b: what the pass includes / hotel
EV_4B = [
    {"id": "get_registration#REG-31177", "kind": "record", "source": "tool:events.registrations.get",
     "fields": {"registration_id": "REG-31177", "status": "CONFIRMED", "currency": "USD",
                "pass": {"sku": "PASS_FULL", "inclusions": ["KEYNOTES", "BREAKOUTS", "LUNCH_DAILY", "EXPO_HALL",
                                                            "RECORDINGS_30D"]},
                "add_ons": [], "hotel_booking": None}},
    {"id": "get_pass_catalog#PASS_ALLACCESS", "kind": "record", "source": "tool:events.catalog.get",
     "fields": {"sku": "PASS_ALLACCESS", "price": "1895.00",
                "inclusions": ["KEYNOTES", "BREAKOUTS", "LUNCH_DAILY", "EXPO_HALL", "RECORDINGS_365D",
                               "WORKSHOPS_ALL", "SPEAKER_RECEPTION"]}},
    {"id": "policy#hotel-block", "kind": "policy", "revision": "2026-08",
     "text": "Hotel accommodation is not included in any conference pass. A discounted group rate of $219 per "
             "night is available at the Lonestar Grand, two blocks from the venue, for bookings made by "
             "September 14 through the link in your confirmation email. Rooms are subject to availability."},
]
Q_4B = "Does my pass cover the hotel? And what else is included?"


def b(draft, probes, **kw):
    CASES.append(mk("pass-inclusions-hotel", DOM, Q_4B, draft, EV_4B, probes, api_family=API, **kw))


b("Great question! Hotel stays aren't included in conference passes, but you can get the group rate of $219 "
  "a night at the Lonestar Grand if you book by September 14 through the link in your confirmation email. "
  "Your Full Conference Pass covers the keynotes, breakout sessions, lunch each day, the expo hall and 30 "
  "days of session recordings.",
  [("Hotel stays aren't included in conference passes", "S"), ("the group rate of $219 a night", "S"),
   ("if you book by September 14", "S"),
   ("covers the keynotes, breakout sessions, lunch each day, the expo hall and 30 days of session recordings", "S")],
  includes=["$219", "September 14"], notes="REG-31177 inclusions; hotel policy 2026-08.")

b("Your pass doesn't include accommodation, I'm afraid. Included: keynotes, breakouts, daily lunch, expo hall "
  "access, and recordings for 30 days. The Lonestar Grand is two blocks from the venue and offers $219/night "
  "for attendees, subject to availability.",
  [("Your pass doesn't include accommodation", "S"), ("recordings for 30 days", "S"),
   ("two blocks from the venue", "S"), ("offers $219/night for attendees", "S"), ("subject to availability", "S")],
  includes=["30 days"], notes="Same facts in another order.")

b("No hotel with the pass. Group rate: $219 per night at the Lonestar Grand, book by Sept 14.",
  [("No hotel with the pass", "S"), ("$219 per night at the Lonestar Grand", "S"), ("book by Sept 14", "S")],
  includes=["$219"], notes="Terse.")

b("Your Full Conference Pass includes keynotes, breakouts, daily lunch and the expo hall, plus a full year of "
  "session recordings and an invitation to the speaker reception.",
  [("includes keynotes, breakouts, daily lunch and the expo hall", "S"),
   ("a full year of session recordings", "CI", ["VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"]),
   ("an invitation to the speaker reception", "CI", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"])],
  errors=["unlisted_perk", "unlisted_perk"], excludes=["a full year of session recordings", "speaker reception"],
  notes="RECORDINGS_365D and SPEAKER_RECEPTION belong to the All-Access pass catalog entry, not REG-31177.")

b("Hotel isn't part of the pass, but don't worry, I've reserved a room for you at the Lonestar Grand at the "
  "$219 group rate.",
  [("Hotel isn't part of the pass", "S"),
   ("I've reserved a room for you at the Lonestar Grand", "CI", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "RECORD_STATE_MISMATCH"])],
  errors=["unrecorded_extra"], excludes=["I've reserved a room"],
  notes="hotel_booking is null; nothing records a reservation.")

REPAIRS.append(mk(
    "pass-inclusions-hotel", DOM, Q_4B,
    "Hotels aren't included, but the Lonestar Grand offers $219 a night if you book by September 14. Your "
    "pass includes keynotes, breakouts, daily lunch, the expo hall and a full year of session recordings.",
    EV_4B,
    [("Hotels aren't included", "S"), ("$219 a night", "S"), ("if you book by September 14", "S"),
     ("a full year of session recordings", "CI", ["VALUE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
    errors=["unlisted_perk"], excludes=["a full year of session recordings"],
    includes=["30 days|30-day|thirty days", "$219"], api_family=API,
    notes="RECORDINGS_30D on this pass."))

# ---------------------------------------------------------------- bundle 4c: attendee substitution
EV_4C = [
    {"id": "get_substitution#SUBST-2291", "kind": "record", "source": "tool:events.substitutions.get",
     "fields": {"substitution_id": "SUBST-2291", "registration_id": "REG-29804", "state": "COMPLETED",
                "from_attendee": {"name": "Helen Tran", "email_masked": "h***@coastline.example"},
                "to_attendee": {"name": "Marcus Obi", "email_masked": "m***@coastline.example"},
                "requested_at": 1790973900, "fee": {"amount": "75.00", "currency": "USD", "status": "CHARGED"}}},
    {"id": "get_registration#REG-29804", "kind": "record", "source": "tool:events.registrations.get",
     "fields": {"registration_id": "REG-29804", "status": "CONFIRMED", "badge_name": "Marcus Obi",
                "company": "Coastline Freight", "pass": {"sku": "PASS_FULL"}}},
    {"id": "policy#substitutions", "kind": "policy", "revision": "2026-06",
     "text": "Registrations are non-refundable. A registration can be transferred to a colleague from the same "
             "organization: substitutions requested on or before September 30 are free, and later requests "
             "carry a $75 fee. The new attendee receives a fresh confirmation email."},
]
Q_4C = "Helen can't go, so we swapped her registration to Marcus. Is that done, and was there a charge?"


def c(draft, probes, **kw):
    CASES.append(mk("attendee-substitution", DOM, Q_4C, draft, EV_4C, probes, api_family=API, **kw))


c("Yes, that's all done! Marcus Obi is now registered in Helen's place, and his badge will read Marcus Obi. "
  "Because the swap was requested on October 2, after the September 30 cutoff, a $75.00 substitution fee "
  "was charged.",
  [("Marcus Obi is now registered in Helen's place", "S"), ("his badge will read Marcus Obi", "S"),
   ("requested on October 2", "S"), ("after the September 30 cutoff", "S"), ("a $75.00 substitution fee was charged", "S")],
  includes=["$75.00"], notes="SUBST-2291 COMPLETED, requested 1790973900 = Oct 2 CDT; fee 75.00 CHARGED.")

c("The substitution (SUBST-2291) is complete and Marcus will get a fresh confirmation email. There was a $75 "
  "fee, since swaps after September 30 carry a charge.",
  [("The substitution (SUBST-2291) is complete", "S"), ("Marcus will get a fresh confirmation email", "S"),
   ("There was a $75 fee", "S"), ("swaps after September 30 carry a charge", "S")],
  includes=["$75"], notes="Policy 2026-06.")

c("Done: Helen -> Marcus Obi on REG-29804. Fee: $75 (late substitution).",
  [("Helen -> Marcus Obi on REG-29804", "S"), ("Fee: $75 (late substitution)", "S")],
  includes=["$75"], notes="Terse.")

c("All done, Marcus is registered instead of Helen, and substitutions within the same company are free, so "
  "there was no charge.",
  [("Marcus is registered instead of Helen", "S"),
   ("substitutions within the same company are free", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"]),
   ("so there was no charge", "C", ["AMOUNT_MISMATCH", "VALUE_MISMATCH"])],
  errors=["wrong_policy_condition", "wrong_amount"], excludes=["are free", "no charge"],
  notes="Free only on or before Sep 30; the request was Oct 2 and fee 75.00 is CHARGED.")

c("The swap is complete. Helen Tran's name will stay on the badge, and a $75.00 fee was charged for the late "
  "change.",
  [("The swap is complete", "S"), ("Helen Tran's name will stay on the badge", "C", ["VALUE_MISMATCH"]),
   ("a $75.00 fee was charged", "S")],
  errors=["wrong_name"], excludes=["Helen Tran's name will stay"], notes="badge_name is Marcus Obi.")

REPAIRS.append(mk(
    "attendee-substitution", DOM, Q_4C,
    "The swap is done, and Marcus is now on the registration. Since it was requested before September 30, "
    "there was no fee.",
    EV_4C,
    [("Marcus is now on the registration", "S"),
     ("Since it was requested before September 30", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     ("there was no fee", "C", ["AMOUNT_MISMATCH", "VALUE_MISMATCH"])],
    errors=["wrong_date", "wrong_amount"], excludes=["before September 30", "there was no fee"],
    includes=["$75|75.00", "Marcus"], api_family=API, notes="Requested Oct 2; fee 75.00 charged."))
