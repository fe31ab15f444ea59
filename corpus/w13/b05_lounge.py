from lib import *

D = "airport lounge access"

# ---------------------------------------------------------------- 018 lounge pass
sc = "lounge-pass"
ev = [
    {"id": "get_lounge_pass#SKL-PASS-77310", "kind": "record", "source": "tool:get_lounge_pass", "fields": {
        "pass_id": "SKL-PASS-77310", "holder": "Noor Haddad", "status": "VALID",
        "lounge": {"code": "FRA-T1-B", "name": "Skyline Lounge Frankfurt"},
        "linked_flight": {"number": "QK7741", "departure": {"local": "2026-06-26T13:05", "tz": "Europe/Berlin", "utc": "2026-06-26T11:05:00Z"}},
        "entry_window_before_departure": "PT3H",
        "inclusions": ["HOT_BUFFET", "SOFT_DRINKS", "BEER_WINE", "WIFI"],
        "add_ons_available": [{"code": "SHOWER", "price": {"amount_minor": 1500, "currency": "EUR"}}],
        "price_paid": {"amount_minor": 3900, "currency": "EUR"}}},
    {"id": "kb#skyline-fra", "kind": "passage",
     "text": "Skyline Lounge Frankfurt is airside in Terminal 1, Concourse B, level 3, after passport control.\nIt is open daily from 05:30 to 22:30."},
]
q = "What time can I get into the lounge, and what's included?"
add("w13-082-lounge-pass", D, sc, q,
    "Noor, your pass lets you in from 10:05, three hours before your 13:05 departure on QK7741. It includes the hot buffet, soft drinks, beer and wine, and Wi-Fi. "
    "You'll find the lounge airside in Terminal 1, Concourse B, level 3, after passport control.", ev,
    [S("your pass lets you in from 10:05"), S("three hours before your 13:05 departure on QK7741"),
     S("It includes the hot buffet, soft drinks, beer and wine, and Wi-Fi"), S("Terminal 1, Concourse B, level 3, after passport control")],
    incl=["10:05", "Concourse B"], notes="entry_window PT3H before 13:05 local; inclusions list; KB location.")
add("w13-083-lounge-pass", D, sc, q,
    "Entry from 10:05 AM on 26 June (3 hours before departure). Included: hot buffet, soft drinks, beer & wine, Wi-Fi. Showers are an add-on at €15.", ev,
    [S("Entry from 10:05 AM on 26 June"), S("(3 hours before departure)"), S("Included: hot buffet, soft drinks, beer & wine, Wi-Fi"),
     S("Showers are an add-on at €15")],
    incl=["€15"], notes="Pass fields; add_ons SHOWER 1500 EUR.")
add("w13-084-lounge-pass-perk", D, sc, q,
    "Noor, you can enter from 10:05, three hours before your flight at 13:05. Your pass includes the hot buffet, drinks, Wi-Fi and a shower.", ev,
    [S("you can enter from 10:05"), S("three hours before your flight at 13:05"), C("and a shower", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["unlisted_perk"], excl=["and a shower"], incl=["10:05"],
    notes="SHOWER is a paid add-on (1500 EUR), not in inclusions.")
add("w13-085-lounge-pass-window", D, sc, q,
    "Your pass allows entry up to four hours before departure, so from 09:05. The lounge is open from 05:30 to 22:30.", ev,
    [C("up to four hours before departure", "VALUE_MISMATCH"), C("so from 09:05", "DATE_MISMATCH", "VALUE_MISMATCH"),
     S("open from 05:30 to 22:30")],
    errors=["wrong_period", "wrong_time"], excl=["four hours before", "from 09:05"],
    notes="entry_window_before_departure PT3H -> from 10:05.")
add("w13-r18-lounge-pass", D, sc, q,
    "You can get into Skyline Lounge Frankfurt from 09:05, three hours before your 13:05 departure. Your pass covers the hot buffet, soft drinks, beer and wine, and Wi-Fi.", ev,
    [C("from 09:05", "DATE_MISMATCH", "VALUE_MISMATCH"), S("three hours before your 13:05 departure"),
     S("covers the hot buffet, soft drinks, beer and wine, and Wi-Fi")],
    errors=["wrong_time"], incl=["10:05", "13:05"], repair=True,
    notes="13:05 local minus PT3H is 10:05.")

# ---------------------------------------------------------------- 019 membership visits
sc = "lounge-membership"
ev = [
    {"id": "get_membership#ACS-5501-2287", "kind": "record", "source": "tool:get_membership", "fields": {
        "membership_no": "ACS-5501-2287", "plan": "SELECT_10", "status": "ACTIVE", "member": "Curtis Bell",
        "period": {"start": "2026-02-01", "end": "2027-01-31"},
        "visits": {"included": 10, "used": 7},
        "guest_fee": {"amount_minor": 3200, "currency": "USD", "per": "GUEST_PER_VISIT"}}},
    {"id": "get_membership#ACS-4410-0093", "kind": "record", "source": "tool:get_membership", "fields": {
        "membership_no": "ACS-4410-0093", "plan": "SELECT_10", "status": "EXPIRED", "member": "Curtis Bell",
        "period": {"start": "2025-02-01", "end": "2026-01-31"}, "visits": {"included": 10, "used": 4}}},
    {"id": "policy#select-plans", "kind": "policy", "revision": "SEL-2026",
     "text": "Select 10 members get ten lounge visits per membership year. Unused visits expire at the end of the membership year "
             "and do not carry over. Guests pay the guest fee shown on your membership for each visit."},
]
q = "How many lounge visits do I have left, and can I bring my wife?"
add("w13-086-lounge-membership", D, sc, q,
    "Curtis, you've used 7 of your 10 visits, so 3 remain until January 31, 2027. Your wife is welcome as a guest for $32 per visit.", ev,
    [S("you've used 7 of your 10 visits"), S("so 3 remain until January 31, 2027"), S("$32 per visit")],
    incl=["3 remain", "$32"], notes="ACS-5501-2287 ACTIVE visits 10/7, period end 2027-01-31, guest_fee 3200 USD.")
add("w13-087-lounge-membership", D, sc, q,
    "Membership ACS-5501-2287:\n- Visits left: three\n- Valid through: 31 Jan 2027\n- Guest fee: $32.00 per guest, per visit\n"
    "The 6 unused visits on your old membership expired with it last January and didn't carry over.", ev,
    [S("Visits left: three"), S("Valid through: 31 Jan 2027"), S("Guest fee: $32.00 per guest, per visit"),
     S("The 6 unused visits on your old membership expired")],
    incl=["$32.00"], notes="Active membership fields; ACS-4410-0093 EXPIRED with 10-4=6 unused; policy no carry-over.")
add("w13-088-lounge-membership-arith", D, sc, q,
    "Curtis, you've used 7 of your 10 visits this year, which leaves you 4. Guests are $32 each per visit.", ev,
    [S("you've used 7 of your 10 visits"), C("which leaves you 4", "VALUE_MISMATCH"), S("Guests are $32 each per visit")],
    errors=["wrong_arithmetic"], excl=["leaves you 4"], incl=["$32"],
    notes="10 - 7 = 3.")
add("w13-089-lounge-membership-stale", D, sc, q,
    "You still have 6 visits left on your Select 10 membership, and unused visits roll over into next year. Guests are $32 per visit.", ev,
    [C("You still have 6 visits left", "VALUE_MISMATCH"), C("unused visits roll over into next year", *POL_C), S("Guests are $32 per visit")],
    errors=["stale_value", "wrong_policy_condition"], excl=["6 visits left", "roll over"], incl=["$32"],
    notes="6 unused is the EXPIRED membership; active one has 3. Policy: unused visits do not carry over.")
add("w13-r19-lounge-membership", D, sc, q,
    "Curtis, you have 6 visits left on membership ACS-5501-2287, valid until January 31, 2027. Guests pay $32 per visit.", ev,
    [C("you have 6 visits left", "VALUE_MISMATCH"), S("membership ACS-5501-2287, valid until January 31, 2027"), S("Guests pay $32 per visit")],
    errors=["stale_value"], incl=["3 visits|three visits|3 left|three left|3 remaining|three remaining", "$32"], repair=True,
    notes="Active membership: 10 included, 7 used -> 3.")

# ---------------------------------------------------------------- 020 lounge closed, refund
sc = "lounge-closed"
ev = [
    {"id": "get_lounge_booking#SKL-B-66021", "kind": "record", "source": "tool:get_lounge_booking", "fields": {
        "booking_id": "SKL-B-66021", "status": "CANCELLED_BY_OPERATOR", "cancel_reason": "LOUNGE_CLOSED",
        "lounge": {"name": "Skyline Lounge Dublin", "tz": "Europe/Dublin"},
        "visit_date": "2026-03-03", "guests": 2, "price": {"amount_minor": 7800, "currency": "EUR"}}},
    {"id": "get_refund#SKL-B-66021", "kind": "record", "source": "tool:get_refund", "fields": {
        "refund_id": "LR-20931", "status": "ISSUED", "amount_minor": 7800, "currency": "EUR", "issued_at": "2026-03-02T16:20:00Z",
        "method": "ORIGINAL_CARD"}},
    {"id": "policy#closures", "kind": "policy", "revision": "CL-1",
     "text": "Occasionally we have to close a lounge at short notice. If that affects your booking, we refund the full price automatically. "
             "Refunds reach your card within 5 business days of being issued. We cannot cover costs of food bought elsewhere in the terminal."},
]
q = "The Dublin lounge was shut when we got there! What about my money?"
now = "2026-03-03T11:40:00+00:00"
add("w13-090-lounge-closed", D, sc, q,
    "I'm sorry about that. Your booking SKL-B-66021 was cancelled because the lounge closed, and the full €78.00 was refunded to your card yesterday. "
    "It should reach you within 5 business days of being issued.", ev,
    [N("I'm sorry about that."), S("cancelled because the lounge closed"), S("the full €78.00 was refunded to your card yesterday"),
     S("within 5 business days of being issued")], now=now,
    incl=["€78.00"], notes="status CANCELLED_BY_OPERATOR LOUNGE_CLOSED; refund LR-20931 ISSUED 2026-03-02 7800 EUR; policy 5 business days.")
add("w13-091-lounge-closed", D, sc, q,
    "Refund LR-20931 for seventy-eight euros, covering both of you, was issued on 2 March to your original card.", ev,
    [S("Refund LR-20931 for seventy-eight euros"), S("covering both of you"), S("issued on 2 March to your original card")], now=now,
    incl=["LR-20931"], notes="refund record; booking guests 2.")
add("w13-092-lounge-closed-extra", D, sc, q,
    "Your full €78.00 has been refunded to your card. We'll also reimburse what you spent on food in the terminal today, and I've added a free visit voucher to your account.", ev,
    [S("Your full €78.00 has been refunded to your card"), C("We'll also reimburse what you spent on food", *POL_C),
     I("I've added a free visit voucher to your account", REC)], now=now,
    errors=["invented_promise", "unrecorded_extra"], excl=["reimburse what you spent on food", "free visit voucher"], incl=["€78.00"],
    notes="Policy says food bought elsewhere is not covered; no voucher appears in any record.")
add("w13-093-lounge-closed-amount", D, sc, q,
    "Your booking was cancelled due to the closure, and €39.00 was refunded for the visit. It'll be on your card within 5 business days.", ev,
    [S("cancelled due to the closure"), C("€39.00 was refunded", "AMOUNT_MISMATCH"), S("within 5 business days")], now=now,
    errors=["wrong_arithmetic"], excl=["€39.00"],
    notes="Refund amount_minor 7800 covers both guests; €39.00 is a per-person split.")
add("w13-r20-lounge-closed", D, sc, q,
    "Sorry about the closure. Booking SKL-B-66021 was cancelled and €39.00 was refunded to your card on 2 March.", ev,
    [N("Sorry about the closure."), S("Booking SKL-B-66021 was cancelled"), C("€39.00 was refunded", "AMOUNT_MISMATCH"), S("to your card on 2 March")], now=now,
    errors=["wrong_amount"], incl=["€78.00|€78|78.00", "2 March|March 2"], repair=True,
    notes="refund amount_minor 7800 EUR.")

# ---------------------------------------------------------------- 021 family booking
sc = "lounge-family"
ev = [
    {"id": "get_lounge_booking#SKL-B-70455", "kind": "record", "source": "tool:get_lounge_booking", "fields": {
        "booking_id": "SKL-B-70455", "status": "CONFIRMED", "lounge": {"name": "Skyline Lounge Manchester T2"},
        "arrival_slot": {"local": "2026-08-01T06:30", "tz": "Europe/London", "utc": "2026-08-01T05:30:00Z"},
        "max_stay": "PT3H",
        "lines": [{"type": "ADULT", "qty": 2, "unit_minor": 4500}, {"type": "CHILD_2_11", "qty": 1, "unit_minor": 2250},
                  {"type": "INFANT_UNDER_2", "qty": 1, "unit_minor": 0}],
        "total_minor": 11250, "currency": "GBP"}},
    {"id": "policy#children", "kind": "policy", "revision": "CH-3",
     "text": "Infants under 2 enter free of charge. Children aged 2 to 11 pay half the adult price. Every child must stay with an adult at all times. "
             "Bookings allow a stay of up to 3 hours."},
]
q = "What did I pay for the family lounge booking and how long can we stay?"
add("w13-094-lounge-family", D, sc, q,
    "Your booking covers two adults at £45.00 each, one child at £22.50 and the baby free, so £112.50 in total. "
    "You can arrive from 06:30 on 1 August and stay up to 3 hours.", ev,
    [S("two adults at £45.00 each"), S("one child at £22.50"), S("the baby free"), S("£112.50 in total"),
     S("arrive from 06:30 on 1 August"), S("stay up to 3 hours")],
    incl=["£112.50"], notes="lines 2x4500 + 2250 + 0 = 11250; arrival_slot 06:30 local; max_stay PT3H.")
add("w13-095-lounge-family", D, sc, q,
    "£112.50 all in, and the stay limit is three hours from your 6:30 AM slot. Children aged 2 to 11 are half price and infants under 2 go free.", ev,
    [S("£112.50 all in"), S("the stay limit is three hours from your 6:30 AM slot"), S("Children aged 2 to 11 are half price"),
     S("infants under 2 go free")],
    incl=["£112.50"], notes="total_minor 11250; PT3H; policy.")
add("w13-096-lounge-family-skip", D, sc, q,
    "Two adults at £45.00 each plus your child comes to £90.00, and your baby enters free. You can stay up to 3 hours.", ev,
    [C("plus your child comes to £90.00", "AMOUNT_MISMATCH"), S("your baby enters free"), S("You can stay up to 3 hours")],
    errors=["wrong_arithmetic"], excl=["£90.00"],
    notes="Total 11250 includes the child's 2250; £90.00 skips it.")
add("w13-097-lounge-family-stay", D, sc, q,
    "Your total was £112.50. You can stay up to 4 hours, and children over 8 may use the lounge without an adult.", ev,
    [S("Your total was £112.50"), C("You can stay up to 4 hours", "VALUE_MISMATCH", "NLI_CONTRADICTION"),
     C("children over 8 may use the lounge without an adult", *POL_C)],
    errors=["wrong_period", "wrong_policy_condition"], excl=["up to 4 hours", "without an adult"], incl=["£112.50"],
    notes="max_stay PT3H; policy: every child must stay with an adult at all times.")
add("w13-r21-lounge-family", D, sc, q,
    "You paid £90.00 for two adults at £45.00 each, one child at £22.50 and your infant free. Your slot starts at 06:30 on 1 August.", ev,
    [C("You paid £90.00", "AMOUNT_MISMATCH"), S("two adults at £45.00 each, one child at £22.50"), S("your infant free"),
     S("Your slot starts at 06:30 on 1 August")],
    errors=["wrong_arithmetic"], incl=["£112.50|112.50", "06:30|6:30"], repair=True,
    notes="total_minor 11250 GBP.")
