"""Business 3: Southbank Kestrels Football Club season memberships, Melbourne (en-AU, Australia/Melbourne)."""
from common import mk

DOM = "sports club season tickets"
API = "ticketing API (memberships with reserved seat, payment plans in minor units, fixtures with starts_at epoch + zone, seat transfers, credits)"

CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle 3a: payment plan balance
EV_3A = [
    {"id": "get_membership#MBR-2026-11873", "kind": "record", "source": "tool:members.memberships.get",
     "fields": {"membership_id": "MBR-2026-11873", "member_no": "KS-448213", "season": 2026,
                "holder": {"first_name": "Priya", "age_band": "ADULT"},
                "product": {"code": "RESERVED_SEAT_ADULT", "price_cents": 41800},
                "seat": {"level": "2", "bay": "M14", "row": "9", "seat": "21"},
                "payment_plan": {
                    "plan_fee_cents": 400, "plan_fee_status": "PAID",
                    "instalments": [
                        {"n": 1, "due_on": "2026-01-15", "amount_cents": 10450, "status": "PAID"},
                        {"n": 2, "due_on": "2026-02-15", "amount_cents": 10450, "status": "PAID"},
                        {"n": 3, "due_on": "2026-03-15", "amount_cents": 10450, "status": "SCHEDULED"},
                        {"n": 4, "due_on": "2026-04-15", "amount_cents": 10450, "status": "SCHEDULED"}]}}},
    {"id": "get_membership#MBR-2026-11874", "kind": "record", "source": "tool:members.memberships.get",
     "fields": {"membership_id": "MBR-2026-11874", "member_no": "KS-448214", "season": 2026,
                "holder": {"first_name": "Arjun", "age_band": "JUNIOR"},
                "product": {"code": "RESERVED_SEAT_JUNIOR", "price_cents": 12900},
                "seat": {"level": "2", "bay": "M14", "row": "9", "seat": "22"},
                "payment_plan": None, "paid_in_full": True}},
    {"id": "policy#payment-plans", "kind": "policy", "revision": "2026.1",
     "text": "Payment plans split your membership into four equal monthly instalments. A one-off $4 plan fee "
             "is charged with the first instalment. If an instalment fails, we retry it after 3 days; two "
             "failed attempts suspend your membership card until the balance is paid."},
]
Q_3A = "How much do I still owe on my membership, and when's the next payment?"
NOW_3A = "2026-03-02T14:10:00+11:00"


def a(draft, probes, **kw):
    CASES.append(mk("payment-plan-balance", DOM, Q_3A, draft, EV_3A, probes, api_family=API, now=NOW_3A, **kw))


a("Thanks for checking in, Priya! You've paid two of your four instalments, so $209.00 of your $418.00 "
  "membership is still to come. The next instalment of $104.50 comes out on 15 March, and the last one on "
  "15 April.",
  [("You've paid two of your four instalments", "S"), ("$209.00 of your $418.00 membership", "S"),
   ("next instalment of $104.50 comes out on 15 March", "S"), ("the last one on 15 April", "S")],
  includes=["$209.00", "15 March"],
  notes="Instalments 3 and 4 SCHEDULED at 10450 cents each; product price 41800.")

a("Here's where your plan stands:\n- Paid so far: $209.00 (instalments 1 and 2), plus the $4 plan fee\n"
  "- Still owing: $209.00\n- Next payment: $104.50 on Sunday 15 March",
  [("Paid so far: $209.00", "S"), ("plus the $4 plan fee", "S"), ("Still owing: $209.00", "S"),
   ("$104.50 on Sunday 15 March", "S")],
  includes=["$104.50"], notes="plan_fee_cents 400 PAID; 15 March 2026 is a Sunday.")

a("Two payments of $104.50 left: 15/03 and 15/04. Just a heads-up, if one fails we retry it after 3 days.",
  [("Two payments of $104.50 left", "S"), ("15/03 and 15/04", "S"), ("we retry it after 3 days", "S")],
  includes=["15/03"], notes="AU date format; retry rule from the payment-plan policy.")

a("You've got $313.50 left to pay on your Level 2 reserved seat, with the next $104.50 instalment due on "
  "15 March.",
  [("You've got $313.50 left to pay", "C", ["AMOUNT_MISMATCH"]), ("next $104.50 instalment due on 15 March", "S")],
  errors=["wrong_arithmetic"], excludes=["$313.50"],
  notes="Only instalments 3 and 4 are unpaid: $209.00.")

a("Your membership was $129.00 in total and it's fully paid, so there's nothing more to come out.",
  [("Your membership was $129.00 in total", "C", ["AMOUNT_MISMATCH"]),
   ("it's fully paid", "C", ["RECORD_STATE_MISMATCH"])],
  errors=["other_record_value", "other_record_value"], excludes=["$129.00", "fully paid"],
  notes="$129.00 paid in full is the junior membership MBR-2026-11874 (Arjun), not Priya's 41800-cent plan.")

a("You still owe $209.00 across two instalments. The next one is tomorrow, 15 March.",
  [("You still owe $209.00 across two instalments", "S"), ("The next one is tomorrow", "C", ["DATE_MISMATCH"])],
  errors=["wrong_date"], excludes=["The next one is tomorrow"],
  notes="now is 2 March; instalment 3 is due 15 March, not tomorrow.")

REPAIRS.append(mk(
    "payment-plan-balance", DOM, Q_3A,
    "You've paid two of your four instalments, so $313.50 is still to come, with the next $104.50 payment on "
    "15 March.",
    EV_3A,
    [("You've paid two of your four instalments", "S"), ("$313.50 is still to come", "C", ["AMOUNT_MISMATCH"]),
     ("the next $104.50 payment on 15 March", "S")],
    errors=["wrong_arithmetic"], excludes=["$313.50"], includes=["$209.00|$209|209.00", "15 March|15/03"],
    api_family=API, notes="2 x 10450 cents unpaid = $209.00.", now=NOW_3A))

# ---------------------------------------------------------------- bundle 3b: seat transfer for a match
EV_3B = [
    {"id": "get_seat_transfer#STX-5521", "kind": "record", "source": "tool:members.transfers.get",
     "fields": {"transfer_id": "STX-5521", "membership_id": "MBR-2026-20455", "fixture_id": "FX-R09",
                "recipient": {"name": "Liam Park"}, "state": "ACCEPTED", "accepted_at": 1778378400,
                "season_usage": {"transfers_used": 3, "transfers_allowed": 5}}},
    {"id": "get_fixture#FX-R09", "kind": "record", "source": "tool:members.fixtures.get",
     "fields": {"fixture_id": "FX-R09", "round": 9, "home": "Southbank Kestrels", "away": "Port Harrow",
                "starts_at": 1778923500, "zone": "Australia/Melbourne", "gates_open_before": "PT1H30M",
                "venue": {"name": "Kestrel Park", "gate_for_members": "GATE_4"}}},
    {"id": "get_fixture#FX-R11", "kind": "record", "source": "tool:members.fixtures.get",
     "fields": {"fixture_id": "FX-R11", "round": 11, "home": "Southbank Kestrels", "away": "Eastvale",
                "starts_at": 1781932800, "zone": "Australia/Melbourne", "gates_open_before": "PT1H"}},
    {"id": "policy#seat-transfers", "kind": "policy", "revision": "2026",
     "text": "Reserved-seat members may transfer their seat to a friend for up to five home matches each season. "
             "A transferred seat cannot be passed on again by the recipient. Transfers are not available for "
             "finals. The recipient enters with the digital ticket sent to their email."},
]
Q_3B = "Did Liam get my seat for the Port Harrow game? And how many more times can I do this?"


def b(draft, probes, **kw):
    CASES.append(mk("match-seat-transfer", DOM, Q_3B, draft, EV_3B, probes, api_family=API, **kw))


b("Yes! Liam has accepted your seat for Round 9 against Port Harrow on Saturday 16 May. The first bounce is "
  "at 7:25 PM and gates open at 5:55 PM. You've used 3 of your 5 transfers this season, so you have 2 left.",
  [("Liam has accepted your seat", "S"), ("Round 9 against Port Harrow on Saturday 16 May", "S"),
   ("first bounce is at 7:25 PM", "S"), ("gates open at 5:55 PM", "S"), ("You've used 3 of your 5 transfers", "S"),
   ("you have 2 left", "S")],
  includes=["5:55 PM", "2 left"],
  notes="STX-5521 ACCEPTED; starts_at 1778923500 = 7:25 PM AEST Sat 16 May; PT1H30M before = 5:55 PM.")

b("All sorted: transfer STX-5521 was accepted by Liam Park, and he'll get in with the digital ticket sent to "
  "his email. Two more transfers remain for this season. Just note he can't pass the seat on to anyone else.",
  [("transfer STX-5521 was accepted by Liam Park", "S"), ("the digital ticket sent to his email", "S"),
   ("Two more transfers remain", "S"), ("he can't pass the seat on to anyone else", "S")],
  includes=["Two more"], notes="transfers_used 3 of 5; policy on re-transfer and digital ticket.")

b("Liam's in: seat accepted for Sat 16 May (gates 5:55pm, bounce 7:25pm). Transfers left: 2 of 5.",
  [("seat accepted for Sat 16 May", "S"), ("gates 5:55pm", "S"), ("bounce 7:25pm", "S"), ("Transfers left: 2 of 5", "S")],
  includes=["5:55pm"], notes="Terse form.")

b("Liam has accepted the seat for the Port Harrow match on Saturday 16 May. Gates open at 6:25 PM, an hour "
  "before the 7:25 PM start. You've used 3 transfers, so 2 remain.",
  [("Liam has accepted the seat", "S"), ("Gates open at 6:25 PM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
   ("an hour before the 7:25 PM start", "C", ["VALUE_MISMATCH"]), ("so 2 remain", "S")],
  errors=["other_record_value", "wrong_period"], excludes=["6:25 PM", "an hour before"],
  notes="PT1H is Round 11's gates_open_before; Round 9 is PT1H30M, so 5:55 PM.")

b("Liam has accepted your seat for Round 9. You've now used 3 of your 5 transfers, and if Liam can't make it "
  "he's welcome to pass the ticket on to someone else.",
  [("Liam has accepted your seat for Round 9", "S"), ("used 3 of your 5 transfers", "S"),
   ("he's welcome to pass the ticket on to someone else", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
  errors=["wrong_policy_condition"], excludes=["welcome to pass the ticket on"],
  notes="Policy: a transferred seat cannot be passed on again by the recipient.")

REPAIRS.append(mk(
    "match-seat-transfer", DOM, Q_3B,
    "Liam has accepted your seat for the Port Harrow game on Saturday 16 May, and gates open at 6:25 PM. You "
    "have 2 transfers left this season.",
    EV_3B,
    [("Liam has accepted your seat", "S"), ("gates open at 6:25 PM", "C", ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     ("You have 2 transfers left", "S")],
    errors=["other_record_value"], excludes=["6:25 PM"], includes=["5:55 PM|5:55pm|5:55", "2 transfers"],
    api_family=API, notes="Round 9 gates PT1H30M before 7:25 PM."))

# ---------------------------------------------------------------- bundle 3c: finals priority group
EV_3C = [
    {"id": "get_member_finals#KS-390027", "kind": "record", "source": "tool:members.finals.eligibility",
     "fields": {"member_no": "KS-390027", "season": 2026, "home_matches_scanned": 6,
                "finals_access": {"priority_group": "P2", "window_opens_at": 1788393600,
                                  "max_tickets": 2}}},
    {"id": "get_finals_series#FIN-2026", "kind": "record", "source": "tool:members.finals.series",
     "fields": {"series_id": "FIN-2026", "zone": "Australia/Melbourne",
                "windows": {"P1": {"opens_at": 1788220800, "min_scans": 8},
                            "P2": {"opens_at": 1788393600, "min_scans": 0},
                            "PUBLIC": {"opens_at": None, "status": "TBC"}}}},
    {"id": "policy#finals", "kind": "policy", "revision": "2026-F",
     "text": "Finals tickets are not included in any membership. Members who attended at least 8 home matches "
             "during the season, counted by card scans at the gate, receive Priority 1 access. All other "
             "members receive Priority 2 access, which opens 48 hours after Priority 1. Each member may buy up "
             "to two finals tickets per match."},
]
Q_3C = "When can I buy finals tickets? I've been to heaps of games this year."


def c(draft, probes, **kw):
    CASES.append(mk("finals-priority", DOM, Q_3C, draft, EV_3C, probes, api_family=API, **kw))


c("Love the support! Your card was scanned at 6 home matches this season, so you're in Priority 2 (Priority 1 "
  "needs at least 8). Your finals window opens at 10:00 AM on Thursday 3 September, and you can buy up to two "
  "tickets per match.",
  [("scanned at 6 home matches", "S"), ("you're in Priority 2", "S"), ("Priority 1 needs at least 8", "S"),
   ("opens at 10:00 AM on Thursday 3 September", "S"), ("up to two tickets per match", "S")],
  includes=["3 September", "Priority 2"],
  notes="home_matches_scanned 6, priority_group P2, window_opens_at 1788393600 = 10 AM AEST Thu 3 Sep.")

c("You're in the Priority 2 group for finals. That window opens 48 hours after Priority 1, at 10 AM on "
  "3 September. Finals tickets aren't included in memberships, so you'll need to purchase them then.",
  [("You're in the Priority 2 group", "S"), ("opens 48 hours after Priority 1", "S"),
   ("at 10 AM on 3 September", "S"), ("Finals tickets aren't included in memberships", "S")],
  includes=["10 AM"], notes="P1 opens 1 Sep 10 AM, P2 3 Sep 10 AM (48 h later).")

c("Priority 2, opening Thu 3 Sept at 10am. Max 2 tickets per final.",
  [("Priority 2, opening Thu 3 Sept at 10am", "S"), ("Max 2 tickets per final", "S")],
  includes=["10am"], notes="Terse; max_tickets 2.")

c("Great news! With 6 home games under your belt you qualify for Priority 1, so you can buy finals tickets "
  "from 10:00 AM on Tuesday 1 September.",
  [("you qualify for Priority 1", "C", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]),
   ("from 10:00 AM on Tuesday 1 September", "C", ["DATE_MISMATCH"])],
  errors=["condition_unmet", "wrong_date"], excludes=["qualify for Priority 1", "Tuesday 1 September"],
  notes="Priority 1 needs 8 scans; member has 6 and is P2 (opens 3 Sep).")

c("You're in Priority 2, which opens at 10:00 AM on 3 September. Members can buy up to four finals tickets "
  "per match.",
  [("You're in Priority 2", "S"), ("opens at 10:00 AM on 3 September", "S"),
   ("up to four finals tickets per match", "C", ["NLI_CONTRADICTION", "VALUE_MISMATCH"])],
  errors=["wrong_quantity"], excludes=["up to four"],
  notes="Policy and max_tickets: two per match.")

REPAIRS.append(mk(
    "finals-priority", DOM, Q_3C,
    "Thanks for all the support! You've been to 6 home matches, which gets you Priority 1 access, and your "
    "window opens at 10:00 AM on 3 September.",
    EV_3C,
    [("You've been to 6 home matches", "S"), ("which gets you Priority 1 access", "C", ["VALUE_MISMATCH", "RECORD_STATE_MISMATCH"]),
     ("opens at 10:00 AM on 3 September", "S")],
    errors=["condition_unmet"], excludes=["Priority 1 access"], includes=["Priority 2|P2", "3 September"],
    api_family=API, notes="6 scans < 8; group P2."))

# ---------------------------------------------------------------- bundle 3d: washed-out match credit
EV_3D = [
    {"id": "get_account_credits#KS-512940", "kind": "record", "source": "tool:members.credits.list",
     "fields": {"member_no": "KS-512940", "credits": [
         {"credit_id": "CR-7781", "reason": "MATCH_NOT_PLAYED", "fixture_id": "FX-R06", "amount_cents": 2350,
          "status": "AVAILABLE", "expires_on": "2027-03-31"},
         {"credit_id": "CR-6120", "reason": "GOODWILL", "fixture_id": None, "amount_cents": 1000,
          "status": "REDEEMED", "expires_on": "2026-02-28"}]}},
    {"id": "issue_cash_refund#call-2", "kind": "refused_call", "tool": "issue_cash_refund", "decision": "ESCALATE",
     "args": {"credit_id": "CR-7781", "amount_cents": 2350}},
    {"id": "policy#match-not-played", "kind": "policy", "revision": "2026",
     "text": "If a home match is abandoned before half-time or not played, members receive an account credit "
             "worth one match of their membership. Credits can be used on merchandise, food vouchers or next "
             "season's renewal. Requests for a cash refund instead are reviewed by the membership team within "
             "10 business days."},
]
Q_3D = "Round 6 got washed out. Can I just get the money back on my card instead of a credit?"


def d(draft, probes, **kw):
    CASES.append(mk("washout-credit", DOM, Q_3D, draft, EV_3D, probes, api_family=API, **kw))


d("What a shame about Round 6! A $23.50 credit for that match is already on your account and is available "
  "until 31 March 2027. I've passed your request for a refund to your card on to the membership team, who "
  "review these within 10 business days.",
  [("A $23.50 credit for that match is already on your account", "S"), ("available until 31 March 2027", "S"),
   ("I've passed your request for a refund to your card on to the membership team", "S"),
   ("review these within 10 business days", "S")],
  includes=["$23.50"], notes="CR-7781 AVAILABLE 2350 cents; issue_cash_refund was ESCALATE; policy 10 business days.")

d("Hi there,\n\nYour Round 6 credit (CR-7781) of $23.50 can go towards merchandise, food vouchers or next "
  "season's renewal. A cash refund can't be processed on the spot, so I've escalated it for review.\n\nGo "
  "Kestrels!",
  [("credit (CR-7781) of $23.50", "S"), ("merchandise, food vouchers or next season's renewal", "S"),
   ("I've escalated it for review", "S"), ("Go Kestrels!", "N")],
  includes=["CR-7781"], notes="Refused call ESCALATE supports 'escalated'.")

d("Credit of $23.50 is on your account (expires 31/03/2027). Cash refund request: escalated, decision within "
  "10 business days.",
  [("Credit of $23.50 is on your account", "S"), ("expires 31/03/2027", "S"), ("escalated, decision within 10 business days", "S")],
  includes=["$23.50"], notes="Terse AU format.")

d("No worries! I've refunded the $23.50 for Round 6 to your card, so you should see it in a few days, and "
  "your $10.00 goodwill credit is still available too.",
  [("I've refunded the $23.50 for Round 6 to your card", "C", ["NOT_EXECUTED"]),
   ("your $10.00 goodwill credit is still available", "C", ["RECORD_STATE_MISMATCH"])],
  errors=["refused_call_effect", "wrong_state"], excludes=["I've refunded the $23.50", "still available"],
  notes="issue_cash_refund was ESCALATE; goodwill credit CR-6120 is REDEEMED.")

d("Your Round 6 credit of $2,350 is on your account, and I've asked the membership team to look at a cash "
  "refund.",
  [("credit of $2,350", "C", ["AMOUNT_MISMATCH"]), ("I've asked the membership team to look at a cash refund", "S")],
  errors=["unit_conversion"], excludes=["$2,350"], notes="amount_cents 2350 is $23.50.")

REPAIRS.append(mk(
    "washout-credit", DOM, Q_3D,
    "Sorry about the washout! I've refunded your $23.50 Round 6 credit straight to your card.",
    EV_3D,
    [("I've refunded your $23.50 Round 6 credit straight to your card", "C", ["NOT_EXECUTED"])],
    errors=["refused_call_effect"], excludes=["I've refunded"],
    includes=["escalated|review|could not|couldn't|unable|not able|passed", "$23.50|23.50"],
    api_family=API, notes="issue_cash_refund#call-2 ESCALATE."))
