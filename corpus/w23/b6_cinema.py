"""Business 6: Marquee Cinemas, a US cinema chain (en-US; sites in Denver and Los Angeles)."""
from common import mk

DOM = "cinema chain"
API = "ticketing API (bookings with tickets[] by seat and ticket type, showtimes with starts_at epoch + site zone, fees per ticket, loyalty accounts)"

CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle 6a: booking at the Denver site
EV_6A = [
    {"id": "get_booking#MQ-44170", "kind": "record", "source": "tool:cinema.bookings.get",
     "fields": {"booking_id": "MQ-44170", "status": "CONFIRMED", "currency": "USD",
                "site": {"code": "DEN-UNION", "name": "Marquee Union Station", "zone": "America/Denver"},
                "showtime": {"showtime_id": "SHW-88013", "film": "Low Orbit", "format": "LASER_IMAX",
                             "auditorium": 6, "starts_at": 1797732900, "pre_show": "PT20M"},
                "tickets": [{"seat": "H7", "type": "ADULT", "price_cents": 1650},
                            {"seat": "H8", "type": "ADULT", "price_cents": 1650}],
                "fees": [{"code": "CONVENIENCE", "per_ticket_cents": 150}], "total_cents": 3600}},
    {"id": "get_booking#MQ-44022", "kind": "record", "source": "tool:cinema.bookings.get",
     "fields": {"booking_id": "MQ-44022", "status": "CONFIRMED", "currency": "USD",
                "site": {"code": "LA-FAIRFAX", "name": "Marquee Fairfax", "zone": "America/Los_Angeles"},
                "showtime": {"showtime_id": "SHW-87740", "film": "The Quiet Tide", "format": "STANDARD",
                             "auditorium": 2, "starts_at": 1797820800, "pre_show": "PT15M"},
                "tickets": [{"seat": "E4", "type": "ADULT", "price_cents": 1400}],
                "fees": [{"code": "CONVENIENCE", "per_ticket_cents": 150}], "total_cents": 1550}},
]
Q_6A = "What time is my Low Orbit showing on Saturday, and when does the movie itself actually start?"


def a(draft, probes, **kw):
    CASES.append(mk("imax-booking-time", DOM, Q_6A, draft, EV_6A, probes, api_family=API, **kw))


a("You're going to love it in IMAX! Your Low Orbit showing at Marquee Union Station starts at 7:15 PM on "
  "Saturday, December 19, in Auditorium 6. There are about 20 minutes of trailers first, so the film itself "
  "should begin around 7:35 PM. You're in seats H7 and H8.",
  [("starts at 7:15 PM on Saturday, December 19", "S"), ("in Auditorium 6", "S"), ("about 20 minutes of trailers", "S"),
   ("begin around 7:35 PM", "S"), ("seats H7 and H8", "S")],
  includes=["7:15 PM", "7:35 PM"],
  notes="starts_at 1797732900 = 7:15 PM MST Sat Dec 19 in America/Denver; pre_show PT20M.")

a("Booking MQ-44170: Low Orbit (Laser IMAX), Sat 12/19, 7:15 PM showtime, feature ~7:35 PM. Seats H7-H8. "
  "Total $36.00 ($16.50 x 2 + $1.50 fee per ticket).",
  [("Low Orbit (Laser IMAX)", "S"), ("Sat 12/19, 7:15 PM showtime", "S"), ("feature ~7:35 PM", "S"),
   ("Seats H7-H8", "S"), ("Total $36.00", "S"), ("$16.50 x 2 + $1.50 fee per ticket", "S")],
  includes=["$36.00"], notes="2 x 1650 + 2 x 150 = 3600.")

a("Your showtime is 7:15 PM on Saturday at Union Station, with twenty minutes of previews before the feature.",
  [("Your showtime is 7:15 PM on Saturday", "S"), ("twenty minutes of previews", "S")],
  includes=["7:15 PM"], notes="Plain restatement.")

a("Your Low Orbit showing is at 2:15 AM on Sunday, December 20, in seats H7 and H8.",
  [("at 2:15 AM on Sunday, December 20", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]), ("in seats H7 and H8", "S")],
  errors=["unit_conversion"], excludes=["2:15 AM"], notes="02:15 UTC Dec 20 is 7:15 PM MST Dec 19.")

a("Your showing is at 7:15 PM on Saturday, and after about 15 minutes of trailers the film starts around "
  "7:30 PM. Your total was $36.00.",
  [("at 7:15 PM on Saturday", "S"), ("about 15 minutes of trailers", "C", ["VALUE_MISMATCH"]),
   ("starts around 7:30 PM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]), ("Your total was $36.00", "S")],
  errors=["other_record_value", "wrong_time"], excludes=["about 15 minutes", "7:30 PM"],
  notes="PT15M is the pre_show of the other booking MQ-44022; this showtime's is PT20M.")

REPAIRS.append(mk(
    "imax-booking-time", DOM, Q_6A,
    "Your Low Orbit showing starts at 7:15 PM on Saturday, December 19, and your two tickets came to $33.00 "
    "in total.",
    EV_6A,
    [("starts at 7:15 PM on Saturday, December 19", "S"), ("came to $33.00 in total", "C", ["AMOUNT_MISMATCH"])],
    errors=["wrong_arithmetic"], excludes=["$33.00"], includes=["$36.00|36.00", "7:15 PM|7:15"],
    api_family=API, notes="$33.00 leaves out 2 x $1.50 convenience fees; total_cents 3600."))

REPAIRS.append(mk(
    "imax-booking-time", DOM, Q_6A,
    "Your showing is at 2:15 AM on Sunday, December 20, in seats H7 and H8.",
    EV_6A,
    [("at 2:15 AM on Sunday, December 20", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]), ("in seats H7 and H8", "S")],
    errors=["unit_conversion"], excludes=["2:15 AM"], includes=["7:15 PM|7:15 p.m.|7:15pm", "H7"],
    api_family=API, notes="UTC time given as local."))

# ---------------------------------------------------------------- bundle 6b: loyalty points and perks
EV_6B = [
    {"id": "get_loyalty#ML-300958", "kind": "record", "source": "tool:cinema.loyalty.get",
     "fields": {"member_id": "ML-300958", "tier": "MARQUEE_PLUS", "points_balance": 840,
                "perks": ["NO_CONVENIENCE_FEES", "TUESDAY_5_DOLLAR_TICKETS", "BIRTHDAY_SMALL_POPCORN"],
                "rewards_catalog": [{"reward": "FREE_ADULT_TICKET", "points": 1000},
                                    {"reward": "FREE_LARGE_POPCORN", "points": 600}]}},
    {"id": "policy#loyalty", "kind": "policy", "revision": "2026-Q4",
     "text": "Members earn 10 points for every dollar spent on tickets and concessions. Points expire 12 months "
             "after they are earned. Rewards are redeemed at the box office or in the app and cannot be "
             "exchanged for cash."},
]
Q_6B = "Do I have enough points for a free movie ticket yet? What perks do I get as Plus?"


def b(draft, probes, **kw):
    CASES.append(mk("loyalty-points", DOM, Q_6B, draft, EV_6B, probes, api_family=API, **kw))


b("Great question! You have 840 points, and a free adult ticket takes 1,000, so you're just 160 points away. "
  "You do have enough for a free large popcorn (600 points) right now. As a Marquee Plus member you pay no "
  "convenience fees, get $5 tickets on Tuesdays, and a free small popcorn on your birthday.",
  [("You have 840 points", "S"), ("a free adult ticket takes 1,000", "S"), ("you're just 160 points away", "S"),
   ("enough for a free large popcorn (600 points)", "S"), ("you pay no convenience fees", "S"),
   ("$5 tickets on Tuesdays", "S"), ("a free small popcorn on your birthday", "S")],
  includes=["160 points"], notes="points_balance 840, catalog 1000 / 600; perks list.")

b("Not quite yet: 840 of the 1,000 points needed. Plus perks: no convenience fees, $5 Tuesday tickets, birthday "
  "popcorn. You earn 10 points per dollar, so another $16 of spending gets you there.",
  [("840 of the 1,000 points needed", "S"), ("no convenience fees, $5 Tuesday tickets, birthday popcorn", "S"),
   ("You earn 10 points per dollar", "S"), ("another $16 of spending gets you there", "S")],
  includes=["840"], notes="160 points / 10 per dollar = $16.")

b("You're so close! You've got 840 points and you'll need 1,000 for a free ticket. Don't forget points expire "
  "12 months after you earn them.",
  [("You've got 840 points", "S"), ("you'll need 1,000 for a free ticket", "S"),
   ("points expire 12 months after you earn them", "S")],
  includes=["840"], notes="Policy on expiry.")

b("Good news, with 840 points you already have enough for a free adult ticket! Plus members also get free "
  "refills on large popcorn.",
  [("you already have enough for a free adult ticket", "C", ["VALUE_MISMATCH"]),
   ("Plus members also get free refills on large popcorn", "CI", ["CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH"])],
  errors=["condition_unmet", "unlisted_perk"], excludes=["already have enough", "free refills"],
  notes="Free ticket needs 1000 points; refills are not in the perks list.")

b("You have 840 points, which is 160 short of a free ticket. If you'd rather, you can cash the points out at "
  "the box office.",
  [("You have 840 points", "S"), ("160 short of a free ticket", "S"),
   ("you can cash the points out", "C", ["NLI_CONTRADICTION"])],
  errors=["invented_promise"], excludes=["cash the points out"], notes="Policy: rewards cannot be exchanged for cash.")

REPAIRS.append(mk(
    "loyalty-points", DOM, Q_6B,
    "You've got 840 points, so you're 260 points away from a free adult ticket. Plus members pay no "
    "convenience fees.",
    EV_6B,
    [("You've got 840 points", "S"), ("260 points away from a free adult ticket", "C", ["VALUE_MISMATCH"]),
     ("Plus members pay no convenience fees", "S")],
    errors=["wrong_arithmetic"], excludes=["260 points"], includes=["160", "840"],
    api_family=API, notes="1000 - 840 = 160."))

# ---------------------------------------------------------------- bundle 6c: projector failure refund
EV_6C = [
    {"id": "get_refund#RFD-20617", "kind": "record", "source": "tool:cinema.refunds.get",
     "fields": {"refund_id": "RFD-20617", "booking_id": "MQ-43381", "reason": "TECHNICAL_FAILURE",
                "state": "ISSUED", "method": "MARQUEE_WALLET", "amount_cents": 2800,
                "issued_at": 1797820800}},
    {"id": "get_booking#MQ-43381", "kind": "record", "source": "tool:cinema.bookings.get",
     "fields": {"booking_id": "MQ-43381", "status": "REFUNDED", "currency": "USD",
                "tickets": [{"seat": "F10", "type": "ADULT", "price_cents": 1400},
                            {"seat": "F11", "type": "ADULT", "price_cents": 1400}],
                "fees": [{"code": "CONVENIENCE", "per_ticket_cents": 0}], "total_cents": 2800}},
    {"id": "issue_comp_passes#call-4", "kind": "refused_call", "tool": "issue_comp_passes", "decision": "ESCALATE",
     "args": {"booking_id": "MQ-43381", "qty": 2}},
    {"id": "policy#technical-failure", "kind": "policy", "revision": "2026-09",
     "text": "If a screening is stopped for a technical fault and cannot be resumed within 20 minutes, every "
             "guest receives a full refund. Refunds for app bookings go to the Marquee Wallet and can be used "
             "straight away. Complimentary passes are at the discretion of the site manager."},
]
Q_6C = "The projector died halfway through our movie. Did I get my money back? Can we get free passes too?"


def c(draft, probes, **kw):
    CASES.append(mk("projector-refund", DOM, Q_6C, draft, EV_6C, probes, api_family=API, **kw))


c("I'm so sorry about the projector! A full refund of $28.00 has been issued to your Marquee Wallet, and you "
  "can use it straight away. I've passed your request for complimentary passes to the site manager, since "
  "those are at their discretion.",
  [("A full refund of $28.00 has been issued to your Marquee Wallet", "S"), ("you can use it straight away", "S"),
   ("I've passed your request for complimentary passes to the site manager", "S"),
   ("those are at their discretion", "S")],
  includes=["$28.00"], notes="RFD-20617 ISSUED 2800 to MARQUEE_WALLET; issue_comp_passes ESCALATE.")

c("Refund RFD-20617: $28.00, issued to your Marquee Wallet. The free passes request is with the site manager "
  "for review.",
  [("Refund RFD-20617: $28.00, issued to your Marquee Wallet", "S"), ("is with the site manager for review", "S")],
  includes=["$28.00"], notes="Terse.")

c("So sorry your movie was cut short! Your $28.00 refund is on its way back to your credit card, and I've added "
  "two free passes to your account as an apology.",
  [("on its way back to your credit card", "C", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]),
   ("I've added two free passes to your account", "C", ["NOT_EXECUTED"])],
  errors=["wrong_value", "refused_call_effect"], excludes=["your credit card", "I've added two free passes"],
  notes="Refund method is MARQUEE_WALLET; issue_comp_passes was ESCALATE.")

REPAIRS.append(mk(
    "projector-refund", DOM, Q_6C,
    "Sorry about the projector! Your $28.00 refund is in your Marquee Wallet, and I've sent you two "
    "complimentary passes as well.",
    EV_6C,
    [("Your $28.00 refund is in your Marquee Wallet", "S"), ("I've sent you two complimentary passes", "C", ["NOT_EXECUTED"])],
    errors=["refused_call_effect"], excludes=["I've sent you two complimentary passes"],
    includes=["manager|escalated|review|could not|couldn't|unable|not able", "$28.00|28.00"],
    api_family=API, notes="issue_comp_passes ESCALATE."))

REPAIRS.append(mk(
    "loyalty-points", DOM, Q_6B,
    "Good news, your 840 points are enough for a free adult ticket! As a Plus member you also get $5 tickets "
    "on Tuesdays.",
    EV_6B,
    [("your 840 points are enough for a free adult ticket", "C", ["VALUE_MISMATCH"]),
     ("you also get $5 tickets on Tuesdays", "S")],
    errors=["condition_unmet"], excludes=["are enough for a free adult ticket"],
    includes=["1,000|1000|160|not quite|not yet|short", "$5"], api_family=API,
    notes="FREE_ADULT_TICKET costs 1000 points; balance 840."))

REPAIRS.append(mk(
    "projector-refund", DOM, Q_6C,
    "I'm sorry the screening was stopped. Your full refund of $28.00 has gone back to your credit card.",
    EV_6C,
    [("Your full refund of $28.00 has gone back to your credit card", "C", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"])],
    errors=["wrong_value"], excludes=["your credit card"],
    includes=["Marquee Wallet|wallet", "$28.00|28.00"], api_family=API,
    notes="RFD-20617 method MARQUEE_WALLET."))
