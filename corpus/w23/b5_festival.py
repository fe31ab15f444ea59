"""Business 5: Saltbush Festival, a three-day music festival in northern NSW (en-AU, Australia/Sydney)."""
from common import mk

DOM = "music festival"
API = "ticketing API (orders with tickets[] and add-ons, fees separate in cents, wristband shipments, resale listings, events with starts_at epoch + zone)"

CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle 5a: order total and wristband delivery
EV_5A = [
    {"id": "get_order#SBF-90211", "kind": "record", "source": "tool:fest.orders.get",
     "fields": {"order_id": "SBF-90211", "status": "PAID", "currency": "AUD",
                "tickets": [{"ticket_id": "W-90211-1", "tier": "THREE_DAY_GA", "price_cents": 32900},
                            {"ticket_id": "W-90211-2", "tier": "THREE_DAY_GA", "price_cents": 32900}],
                "add_ons": [{"sku": "CAMP_STANDARD", "label": "Standard campsite (2 people)", "qty": 1,
                             "price_cents": 12500}],
                "fees": [{"code": "BOOKING", "amount_cents": 1400}, {"code": "WRISTBAND_POSTAGE", "amount_cents": 950}],
                "total_cents": 80650}},
    {"id": "get_shipment#SHP-55019", "kind": "record", "source": "tool:fest.shipments.get",
     "fields": {"shipment_id": "SHP-55019", "order_id": "SBF-90211", "carrier": "AusParcel",
                "tracking_no": "AP884213077AU", "status": "IN_TRANSIT", "estimated_delivery": "2026-12-04"}},
    {"id": "get_shipment#SHP-41877", "kind": "record", "source": "tool:fest.shipments.get",
     "fields": {"shipment_id": "SHP-41877", "order_id": "SBF-71540", "carrier": "AusParcel",
                "tracking_no": "AP770915224AU", "status": "DELIVERED", "delivered_on": "2025-11-27"}},
]
Q_5A = "Have my wristbands been sent yet? And can you remind me what I paid for everything?"


def a(draft, probes, **kw):
    CASES.append(mk("wristband-delivery", DOM, Q_5A, draft, EV_5A, probes, api_family=API, **kw))


a("Woohoo, Saltbush is getting close! Your wristbands are on their way with AusParcel (tracking AP884213077AU) "
  "and should arrive by Friday 4 December. You paid $806.50 all up: two 3-day GA tickets at $329.00 each, a "
  "standard campsite for $125.00, plus $14.00 booking and $9.50 postage.",
  [("Your wristbands are on their way with AusParcel", "S"), ("tracking AP884213077AU", "S"),
   ("should arrive by Friday 4 December", "S"), ("You paid $806.50 all up", "S"),
   ("two 3-day GA tickets at $329.00 each", "S"), ("a standard campsite for $125.00", "S"),
   ("plus $14.00 booking and $9.50 postage", "S")],
  includes=["$806.50", "AP884213077AU"],
  notes="SHP-55019 IN_TRANSIT, estimated 2026-12-04 (a Friday); 2x32900 + 12500 + 1400 + 950 = 80650.")

a("Your wristbands are in transit (AusParcel AP884213077AU, due 04/12/2026). Order SBF-90211 total: $806.50.",
  [("Your wristbands are in transit", "S"), ("due 04/12/2026", "S"), ("Order SBF-90211 total: $806.50", "S")],
  includes=["$806.50"], notes="AU date format.")

a("Good news: the wristbands for order SBF-90211 have been dispatched and are expected on 4 December. The "
  "tickets and campsite came to $783.00, and with fees your total was eight hundred and six dollars fifty.",
  [("have been dispatched", "S"), ("expected on 4 December", "S"), ("The tickets and campsite came to $783.00", "S"),
   ("eight hundred and six dollars fifty", "S")],
  includes=["4 December"], notes="65800 + 12500 = 78300 before fees.")

a("Great news, your wristbands were delivered on 27 November, tracking AP770915224AU. Your total was $806.50.",
  [("your wristbands were delivered on 27 November", "C", ["RECORD_STATE_MISMATCH", "DATE_MISMATCH"]),
   ("tracking AP770915224AU", "C", ["IDENTIFIER_MISMATCH"]), ("Your total was $806.50", "S")],
  errors=["other_record_value", "other_record_value"], excludes=["delivered on 27 November", "AP770915224AU"],
  notes="SHP-41877 is last year's order SBF-71540; this order's SHP-55019 is IN_TRANSIT.")

a("Your wristbands are on the way, tracking number AP884213707AU, arriving around 4 December. You paid "
  "$806.50 in total.",
  [("Your wristbands are on the way", "S"), ("tracking number AP884213707AU", "C", ["IDENTIFIER_MISMATCH"]),
   ("arriving around 4 December", "S"), ("You paid $806.50 in total", "S")],
  errors=["wrong_id"], excludes=["AP884213707AU"], notes="Digits transposed; tracking_no is AP884213077AU.")

REPAIRS.append(mk(
    "wristband-delivery", DOM, Q_5A,
    "Your wristbands have been delivered! Your order total was $806.50, including the campsite.",
    EV_5A,
    [("Your wristbands have been delivered", "C", ["RECORD_STATE_MISMATCH"]),
     ("Your order total was $806.50", "S")],
    errors=["wrong_state"], excludes=["have been delivered"],
    includes=["on their way|on the way|in transit|dispatched|4 December|transit", "$806.50|806.50"],
    api_family=API, notes="SHP-55019 is IN_TRANSIT."))

REPAIRS.append(mk(
    "wristband-delivery", DOM, Q_5A,
    "Your wristbands are on their way with AusParcel, and your total came to $797.00 for the two tickets, the "
    "campsite and postage.",
    EV_5A,
    [("Your wristbands are on their way with AusParcel", "S"),
     ("your total came to $797.00", "C", ["AMOUNT_MISMATCH"])],
    errors=["wrong_arithmetic"], excludes=["$797.00"], includes=["$806.50|806.50", "AusParcel"],
    api_family=API, notes="$797.00 leaves out the $14.00 booking fee; total_cents 80650."))

# ---------------------------------------------------------------- bundle 5b: resale listing
EV_5B = [
    {"id": "get_resale_listing#LST-4471", "kind": "record", "source": "tool:fest.resale.get",
     "fields": {"listing_id": "LST-4471", "ticket_id": "W-88302-2", "state": "LISTED",
                "list_price_cents": 32900, "resale_fee_rate": "0.05", "listed_at": 1797820800}},
    {"id": "issue_refund#call-5", "kind": "refused_call", "tool": "issue_refund", "decision": "DENY",
     "args": {"ticket_id": "W-88302-2"}},
    {"id": "policy#resale", "kind": "policy", "revision": "2026-27",
     "text": "Festival tickets are non-refundable, including when the line-up changes. If you can't attend, "
             "you can resell your ticket at face value through the official resale platform. When it sells, we "
             "pay you the face value less a 5% resale fee within 5 business days. Listings that haven't sold "
             "stay valid as tickets until the festival starts."},
]
Q_5B = "I can't go to Saltbush anymore. Can I get a refund, or has my resale ticket sold yet?"


def b(draft, probes, **kw):
    CASES.append(mk("resale-listing", DOM, Q_5B, draft, EV_5B, probes, api_family=API, **kw))


b("So sorry you'll miss it! We can't refund festival tickets, but your ticket is listed on the official "
  "resale platform at $329.00. It hasn't sold yet; once it does, you'll receive $312.55 (face value less the "
  "5% resale fee) within 5 business days.",
  [("We can't refund festival tickets", "S"), ("listed on the official resale platform at $329.00", "S"),
   ("It hasn't sold yet", "S"), ("you'll receive $312.55", "S"), ("less the 5% resale fee", "S"),
   ("within 5 business days", "S")],
  includes=["$312.55"], notes="LST-4471 LISTED at 32900; 32900 x 0.95 = 31255; refund DENY; policy 2026-27.")

b("Listing LST-4471 is live at $329 and not sold yet. Payout if it sells: $312.55. Refunds aren't possible, "
  "sorry.",
  [("Listing LST-4471 is live at $329", "S"), ("not sold yet", "S"), ("Payout if it sells: $312.55", "S"),
   ("Refunds aren't possible", "S")],
  includes=["$312.55"], notes="Terse.")

b("Hi there! Your ticket is still listed for resale, and until it sells it remains a valid ticket, so you "
  "could still go if plans change. I wasn't able to process a refund, as tickets are non-refundable.",
  [("Your ticket is still listed for resale", "S"), ("until it sells it remains a valid ticket", "S"),
   ("I wasn't able to process a refund", "S"), ("tickets are non-refundable", "S")],
  includes=["listed"], notes="Policy: unsold listings stay valid until the festival starts.")

b("Good news, your resale ticket has sold! You'll get $312.55 within 5 business days.",
  [("your resale ticket has sold", "C", ["RECORD_STATE_MISMATCH"]), ("You'll get $312.55 within 5 business days", "CI",
   ["RECORD_STATE_MISMATCH", "CLAIM_WITHOUT_TOOL_EVIDENCE"])],
  errors=["wrong_state", "wrong_state"], excludes=["has sold", "You'll get $312.55 within"],
  notes="LST-4471 state LISTED, not sold; the payout is conditional on a sale.")

b("Your ticket is listed at $329.00, and when it sells the full $329.00 comes back to you. If any headliner "
  "pulls out, we'd refund you in full anyway.",
  [("Your ticket is listed at $329.00", "S"), ("the full $329.00 comes back to you", "C", ["NLI_CONTRADICTION", "AMOUNT_MISMATCH"]),
   ("we'd refund you in full anyway", "C", ["NLI_CONTRADICTION", "NO_POLICY_EVIDENCE"])],
  errors=["wrong_arithmetic", "invented_promise"], excludes=["the full $329.00 comes back", "refund you in full"],
  notes="Payout is face value less 5% ($312.55); policy: non-refundable including line-up changes.")

REPAIRS.append(mk(
    "resale-listing", DOM, Q_5B,
    "We couldn't refund the ticket, but it's listed for resale at $329.00, and when it sells you'll get the "
    "full $329.00 back.",
    EV_5B,
    [("We couldn't refund the ticket", "S"), ("listed for resale at $329.00", "S"),
     ("you'll get the full $329.00 back", "C", ["NLI_CONTRADICTION", "AMOUNT_MISMATCH"])],
    errors=["wrong_arithmetic"], excludes=["the full $329.00 back"], includes=["$312.55|312.55|5%", "$329.00|$329"],
    api_family=API, notes="5% resale fee."))

# ---------------------------------------------------------------- bundle 5c: campground opening
EV_5C = [
    {"id": "get_event#SBF-2027", "kind": "record", "source": "tool:fest.events.get",
     "fields": {"event_id": "SBF-2027", "name": "Saltbush Festival 2027", "zone": "Australia/Sydney",
                "first_set_starts_at": 1799380800, "campground": {"opens_at": 1799283600, "late_arrival_cutoff": "22:00"},
                "days": 3}},
    {"id": "kb#getting-there", "kind": "passage", "source": "kb:saltbush/transport",
     "text": "Shuttle buses run from the town bus interchange every 20 minutes.\nThe shuttle starts at 10 AM and "
             "the last bus back leaves the site at 1:30 AM.\nCar parking passes must be bought in advance."},
    {"id": "policy#camping", "kind": "policy", "revision": "2027-01",
     "text": "Glass containers are not permitted anywhere on site. Campers must arrive before 10 PM on the "
             "night they check in; later arrivals are directed to the overflow car park until the morning. "
             "Each standard campsite fits one tent for up to two people."},
]
Q_5C = "When does the campground open, and how do I get there without a car?"


def c(draft, probes, **kw):
    CASES.append(mk("campground-opening", DOM, Q_5C, draft, EV_5C, probes, api_family=API, **kw))


c("Can't wait to see you there! The campground opens at 12:00 PM on Thursday 7 January, the day before the "
  "music kicks off at 3:00 PM on Friday. Shuttle buses run from the town bus interchange every 20 minutes "
  "from 10 AM. Just make sure you're in before 10 PM.",
  [("The campground opens at 12:00 PM on Thursday 7 January", "S"), ("music kicks off at 3:00 PM on Friday", "S"),
   ("every 20 minutes from 10 AM", "S"), ("you're in before 10 PM", "S")],
  includes=["12:00 PM"],
  notes="opens_at 1799283600 = noon AEDT Thu 7 Jan 2027; first set 3 PM Fri 8 Jan; shuttle from kb; 10 PM cutoff.")

c("Campground: opens midday Thu 7 Jan. Shuttles every 20 min from the bus interchange; last one back at "
  "1:30 AM. No glass on site!",
  [("opens midday Thu 7 Jan", "S"), ("every 20 min from the bus interchange", "S"), ("last one back at 1:30 AM", "S"),
   ("No glass on site!", "S")],
  includes=["1:30 AM"], notes="kb passage and camping policy.")

c("The campground opens at 12:00 PM on Thursday 7 January. Shuttle buses run every 20 minutes, and the last "
  "bus back leaves at 2:30 AM.",
  [("opens at 12:00 PM on Thursday 7 January", "S"), ("Shuttle buses run every 20 minutes", "S"),
   ("the last bus back leaves at 2:30 AM", "C", ["NLI_CONTRADICTION"])],
  errors=["wrong_time"], excludes=["2:30 AM"], notes="kb: last bus back 1:30 AM.")

c("Gates to the campground open at 1:00 AM on Thursday 7 January. If you arrive after 10 PM, you'll be sent "
  "to the overflow car park until morning.",
  [("open at 1:00 AM on Thursday 7 January", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
   ("you'll be sent to the overflow car park", "S")],
  errors=["unit_conversion"], excludes=["1:00 AM"], notes="1799283600 is 01:00 UTC; noon AEDT.")

REPAIRS.append(mk(
    "campground-opening", DOM, Q_5C,
    "The campground opens at 12:00 PM on Thursday 7 January, and you can arrive any time that night, even "
    "after midnight.",
    EV_5C,
    [("opens at 12:00 PM on Thursday 7 January", "S"),
     ("you can arrive any time that night, even after midnight", "C", ["NLI_CONTRADICTION"])],
    errors=["wrong_policy_condition"], excludes=["any time that night"],
    includes=["10 PM|10pm|10:00 PM|22:00", "12:00 PM|midday|noon|12 PM"], api_family=API,
    notes="Policy: campers must arrive before 10 PM."))
