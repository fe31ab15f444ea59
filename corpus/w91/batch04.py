"""Batch 04: eyebrow threading (Arch Angel Threading Bar, Trincity Mall)."""
from write_cases import S, NA, C, I, CI, rec, pol, psg, refused, case, repair

API = "wellness-booking (Mindbody/Fresha-like)"
DOM = "eyebrow threading"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle: loyalty stamps + hours
SC = "loyalty-stamps"
Q = "How many more visits till my free brows? and are you open Sunday?"
NOW = "2026-06-10T13:00:00-04:00"
EV = [
    rec("loyalty.get#AA-1190", "tool:clients.loyalty.get", {
        "client": {"id": "AA-1190", "first_name": "Sasha", "last_name": "Persad"},
        "loyalty": {"program": "ARCH_REWARDS", "card_id": "LC-2026-0442", "stamps": 7,
                    "stamps_needed": 10, "reward": "FREE_EYEBROW_THREAD",
                    "last_stamp_on": "2026-06-03", "expires_on": "2026-12-31"},
        "previous_cards": [{"card_id": "LC-2025-1187", "stamps": 10, "status": "REDEEMED",
                            "redeemed_on": "2026-02-14"}]}),
    pol("arch-rewards-terms", "Earn one stamp for every paid threading service of TT$40 or more. "
        "Free services don't earn stamps. Ten stamps earn a free eyebrow thread. Stamps expire at "
        "the end of the calendar year.", revision="2026"),
    psg("kb-location#trincity", "Arch Angel Threading Bar, Trincity Mall (upper level, near the food "
        "court).\nOpen Monday to Saturday 10:00 AM - 8:00 PM, Sundays 11:00 AM - 6:00 PM.\n"
        "Walk-ins welcome; appointments get priority."),
]

CASES.append(case(45, SC, DOM, API, Q,
    "Hi Sasha! You're on 7 stamps, so just 3 more visits until your free eyebrow thread! And yes, "
    "we're open Sundays from 11:00 AM to 6:00 PM at Trincity Mall. Walk-ins are welcome, but "
    "appointments get priority.",
    EV, [S("You're on 7 stamps"), S("just 3 more visits until your free eyebrow thread"),
         S("open Sundays from 11:00 AM to 6:00 PM"), S("Walk-ins are welcome"),
         S("appointments get priority")],
    includes=["7 stamps", "11:00 AM"], now=NOW,
    notes="Card LC-2026-0442 has 7 of 10 stamps; kb passage gives Sunday 11-6 and walk-in rule."))

CASES.append(case(46, SC, DOM, API, Q,
    "Three more paid threads, Sasha, and the next brow shape is on us! Your stamps are good until "
    "31/12/2026. Sunday hours are 11 AM – 6 PM.",
    EV, [S("Three more paid threads"), S("next brow shape is on us"),
         S("stamps are good until 31/12/2026"), S("Sunday hours are 11 AM – 6 PM")],
    includes=["Three more", "31/12/2026"], now=NOW,
    notes="7 of 10 stamps -> 3 more; reward FREE_EYEBROW_THREAD; expires_on 2026-12-31; kb Sunday "
          "hours."))

CASES.append(case(47, SC, DOM, API, Q,
    "Hi Sasha! 7 stamps so far, only 3 to go! We're open Sundays 10:00 AM to 8:00 PM, so come by "
    "whenever suits.",
    EV, [S("7 stamps so far"), S("only 3 to go"),
         C("open Sundays 10:00 AM to 8:00 PM", "NLI_CONTRADICTION")],
    errors=["wrong_time"], excludes=["Sundays 10:00 AM to 8:00 PM"], error_tag="sunday-hours",
    now=NOW,
    notes="10-8 are the Monday-Saturday hours; Sundays are 11:00 AM - 6:00 PM per the kb passage."))

CASES.append(case(48, SC, DOM, API, Q,
    "Hey Sasha! You've got 7 stamps, so three more visits and you'll get a free eyebrow thread plus a "
    "complimentary brow tint! We're open Sunday 11 to 6.",
    EV, [S("You've got 7 stamps"), S("three more visits and you'll get a free eyebrow thread"),
         CI("plus a complimentary brow tint", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
            "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         S("open Sunday 11 to 6")],
    errors=["unlisted_perk"], excludes=["complimentary brow tint"], error_tag="free-tint", now=NOW,
    notes="The reward is FREE_EYEBROW_THREAD only; nothing lists a free tint."))

REPAIRS.append(repair(12, SC, DOM, API, Q,
    "Hi Sasha! You've collected 10 stamps, so your next eyebrow thread is free! We're open Sundays "
    "11:00 AM to 6:00 PM.",
    EV, [C("collected 10 stamps", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         S("open Sundays 11:00 AM to 6:00 PM")],
    errors=["other_record_value"], excludes=["collected 10 stamps"],
    includes=["7 stamps|seven stamps|3 more|three more|3 to go|three to go", "11:00 AM|11 AM"],
    now=NOW,
    notes="10 stamps is the previous, redeemed card LC-2025-1187; the current card has 7, so the "
          "free thread is 3 visits away."))

# ---------------------------------------------------------------- bundle: brow tint, patch test
SC = "brow-tint"
Q = "Do I need another patch test for Saturday? Also can I add upper lip?"
NOW = "2026-06-10T11:00:00-04:00"
EV = [
    rec("appointments.get#APT-90412", "tool:appointments.get", {
        "appointment": {"id": "APT-90412", "client": {"id": "AA-1422", "first_name": "Nicole",
                                                        "last_name": "Gopaul"},
                        "session_type_name": "Brow Thread + Tint", "price": "95.00",
                        "start_date_time": "2026-06-13T15:00:00", "duration_minutes": 30,
                        "status": "Confirmed", "add_ons": [],
                        "staff": {"id": "ST-31", "display_name": "Farida"},
                        "location": {"id": "LOC-TRN", "time_zone_id": "America/Port_of_Spain"}},
        "patch_test": {"status": "PASSED", "done_on": "2026-06-08", "product": "Dark Brown tint"}}),
    rec("staff.on_shift#2026-06-13", "tool:staff.schedule", {
        "date": "2026-06-13", "location_id": "LOC-TRN",
        "staff_on_shift": [{"id": "ST-31", "display_name": "Farida", "from": "10:00", "to": "18:00"},
                           {"id": "ST-33", "display_name": "Fatima", "from": "12:00", "to": "20:00"}]}),
    pol("tint-safety", "Please arrive with clean, make-up-free brows and avoid retinol on the area "
        "for 3 days before. All brow and lash tints need a patch test at least 48 hours before the "
        "appointment. A passed patch test stays valid for 6 months.", revision="v3"),
]

CASES.append(case(49, SC, DOM, API, Q,
    "Hi Nicole! No need for another patch test, your Dark Brown test passed on 8 June and stays "
    "valid for 6 months. You're booked with Farida for a Brow Thread + Tint on Saturday 13 June at "
    "3:00 PM. Please come with clean, make-up-free brows!",
    EV, [S("No need for another patch test"), S("passed on 8 June"), S("stays valid for 6 months"),
         S("booked with Farida"), S("Saturday 13 June at 3:00 PM"),
         S("come with clean, make-up-free brows")],
    includes=["8 June", "3:00 PM"], now=NOW,
    notes="patch_test PASSED 2026-06-08, valid 6 months per tint-safety; APT-90412 Sat 13/06 15:00 "
          "with Farida."))

CASES.append(case(50, SC, DOM, API, Q,
    "Nicole, you're covered: patch test passed 08/06/2026, good for six months. Saturday's 3 PM brow "
    "thread and tint with Farida is confirmed (30 mins, TT$95).",
    EV, [S("patch test passed 08/06/2026"), S("good for six months"),
         S("Saturday's 3 PM brow thread and tint with Farida is confirmed"), S("30 mins"),
         S("TT$95")],
    includes=["08/06/2026", "TT$95"], now=NOW,
    notes="status Confirmed, 30 minutes, price 95.00; patch test passed 8 June."))

CASES.append(case(51, SC, DOM, API, Q,
    "Hi Nicole! Your patch test from 8 June is still valid, so you're all set. I've also added an upper "
    "lip thread to your Saturday 3:00 PM appointment with Farida!",
    EV, [S("patch test from 8 June is still valid"),
         CI("added an upper lip thread", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH",
            "RECORD_STATE_MISMATCH"),
         S("Saturday 3:00 PM appointment with Farida")],
    errors=["unrecorded_extra"], excludes=["added an upper lip thread"], error_tag="upper-lip",
    now=NOW,
    notes="APT-90412 add_ons is empty; no record of an upper-lip add-on being booked."))

CASES.append(case(52, SC, DOM, API, Q,
    "Hi Nicole! Your patch test passed on 8 June, so no need to redo it. Fatima will do your Brow "
    "Thread + Tint on Saturday 13 June at 3:00 PM, and the tint usually lasts about six weeks.",
    EV, [S("passed on 8 June"), S("no need to redo it"),
         C("Fatima will do your Brow", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
         S("Saturday 13 June at 3:00 PM"),
         I("lasts about six weeks", "NLI_NOT_ENTAILED", "NO_POLICY_EVIDENCE")],
    errors=["wrong_name", "invented_fact"], excludes=["Fatima will do", "about six weeks"],
    error_tag="stylist-tint", now=NOW,
    notes="APT-90412 staff is Farida (Fatima is only on the shift roster); nothing states how long "
          "the tint lasts."))

REPAIRS.append(repair(13, SC, DOM, API, Q,
    "Hi Nicole! Your patch test passed on 8 June, but it has to be redone 48 hours before every tint, "
    "so please pop in by Thursday. Your Brow Thread + Tint is Saturday at 3:00 PM with Farida.",
    EV, [S("passed on 8 June"),
         C("redone 48 hours before every tint", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
         S("Saturday at 3:00 PM with Farida")],
    errors=["wrong_policy_condition"], excludes=["redone 48 hours before every tint"],
    includes=["6 months|six months|still valid|no need|don't need|do not need|is valid",
              "3:00 PM|3 PM"], now=NOW,
    notes="tint-safety: a passed patch test stays valid 6 months; the 48-hour rule is the lead "
          "time for a first test."))

# ---------------------------------------------------------------- bundle: price change
SC = "fullface-price"
Q = "How much is full face threading now? Last time it was $90."
NOW = "2026-06-11T16:30:00-04:00"
EV = [
    rec("menu.get#v4", "tool:services.price_list", {
        "price_list_id": "PL-TRN", "version": 4, "status": "CURRENT", "effective_from": "2026-05-01",
        "currency": "TTD",
        "services": [{"code": "EYEBROW", "name": "Eyebrow Threading", "price": "45.00"},
                     {"code": "UPPER_LIP", "name": "Upper Lip", "price": "20.00"},
                     {"code": "FULL_FACE", "name": "Full Face Threading", "price": "100.00"}]},
        valid_from="2026-05-01"),
    rec("menu.get#v3", "tool:services.price_list", {
        "price_list_id": "PL-TRN", "version": 3, "status": "SUPERSEDED",
        "effective_from": "2025-05-01", "effective_to": "2026-04-30", "currency": "TTD",
        "services": [{"code": "EYEBROW", "name": "Eyebrow Threading", "price": "40.00"},
                     {"code": "UPPER_LIP", "name": "Upper Lip", "price": "20.00"},
                     {"code": "FULL_FACE", "name": "Full Face Threading", "price": "90.00"}]},
        valid_from="2025-05-01", valid_to="2026-04-30"),
    rec("appointments.list#AA-0875", "tool:appointments.list", {
        "client": {"id": "AA-0875", "first_name": "Ria", "last_name": "Mohan"},
        "appointments": [{"id": "APT-90655", "session_type_name": "Full Face Threading",
                          "start_date_time": "2026-06-20T10:00:00", "duration_minutes": 30,
                          "status": "Booked", "created_at": "2026-04-22T18:04:10",
                          "price_locked": "90.00",
                          "staff": {"id": "ST-33", "display_name": "Fatima"},
                          "location": {"id": "LOC-TRN", "time_zone_id": "America/Port_of_Spain"}}]}),
    pol("pricing-policy", "Our prices are reviewed once a year. The current menu applies to bookings "
        "made on or after its effective date. Bookings made before a price change keep the price "
        "shown when you booked.", revision="2025-03"),
]

CASES.append(case(53, SC, DOM, API, Q,
    "Hi Ria! Full face threading is now TT$100 on our new menu from 1 May. Since you booked your "
    "20 June appointment back on 22 April, though, you keep the old price of TT$90 for that visit!",
    EV, [S("Full face threading is now TT$100"), S("new menu from 1 May"),
         S("booked your 20 June appointment back on 22 April"),
         S("keep the old price of TT$90 for that visit")],
    includes=["TT$100", "TT$90"], now=NOW,
    notes="Price list v4 (from 2026-05-01) FULL_FACE 100.00; APT-90655 created 2026-04-22 with "
          "price_locked 90.00; pricing-policy keeps the booked price."))

CASES.append(case(54, SC, DOM, API, Q,
    "Ria, current full-face price: TT$100.00 (was TT$90.00 until 30/04/2026). Your Saturday 20/06 "
    "10:00 AM booking was made before the change, so it stays at TT$90.00.",
    EV, [S("current full-face price: TT$100.00"), S("was TT$90.00 until 30/04/2026"),
         S("Saturday 20/06 10:00 AM booking was made before the change"),
         S("stays at TT$90.00")],
    includes=["TT$100.00", "20/06"], now=NOW,
    notes="v3 FULL_FACE 90.00 effective to 2026-04-30; v4 100.00; booking created 22/04 keeps 90.00."))

CASES.append(case(55, SC, DOM, API, Q,
    "Hi Ria! Full face threading is still TT$90, same as last time. See you on the 20th!",
    EV, [C("still TT$90, same as last time", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         NA("See you on the 20th!")],
    errors=["stale_value"], excludes=["still TT$90"], error_tag="old-menu", now=NOW,
    notes="TT$90 is the superseded v3 menu price; the current full-face price is TT$100."))

CASES.append(case(56, SC, DOM, API, Q,
    "Hi Ria! Full face is TT$100 now since the menu changed on 1 May, and that's what your 20 June "
    "appointment will be charged at. Fatima is doing it for you at 10:00 AM.",
    EV, [S("Full face is TT$100 now"), S("menu changed on 1 May"),
         C("that's what your 20 June appointment will be charged at", "AMOUNT_MISMATCH",
           "VALUE_MISMATCH", "NLI_CONTRADICTION"),
         S("Fatima is doing it for you at 10:00 AM")],
    errors=["wrong_amount"], excludes=["that's what your 20 June appointment will be charged at"],
    error_tag="locked-price", now=NOW,
    notes="APT-90655 was booked on 22/04 with price_locked 90.00; policy keeps the booked price."))

REPAIRS.append(repair(14, SC, DOM, API, Q,
    "Hi Ria! Full face is now TT$100, and eyebrows on their own are TT$40. Your 20 June booking keeps "
    "the TT$90 price since you booked in April.",
    EV, [S("Full face is now TT$100"),
         C("eyebrows on their own are TT$40", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("keeps the TT$90 price since you booked in April")],
    errors=["stale_value"], excludes=["are TT$40"],
    includes=["TT$45|45.00|$45", "TT$100|100.00"], now=NOW,
    notes="Eyebrow threading is 45.00 on the current v4 menu; 40.00 is from superseded v3."))

# ---------------------------------------------------------------- bundle: bridal party group booking
SC = "bridal-party"
Q = "Just confirming our bridal party booking details - time and how much is left to pay?"
NOW = "2026-06-22T10:00:00-04:00"
EV = [
    rec("group_bookings.get#GB-3310", "tool:group_bookings.get", {
        "group_booking": {
            "id": "GB-3310", "organiser": {"client_id": "AA-1507", "first_name": "Tricia",
                                            "last_name": "Ali"},
            "party_size": 4, "start_epoch": 1782563400, "time_zone_id": "America/Port_of_Spain",
            "status": "Confirmed",
            "services": [{"name": "Eyebrow Threading", "count": 4, "unit_price": "45.00"},
                         {"name": "Full Face Threading", "count": 1, "unit_price": "100.00"}],
            "estimated_total": "280.00",
            "deposit": {"amount_minor": 9000, "currency": "TTD", "status": "PAID",
                        "paid_epoch": 1781015100},
            "staff": [{"id": "ST-31", "display_name": "Farida"},
                      {"id": "ST-35", "display_name": "Zara"}]}}),
    pol("group-bookings", "Group bookings of 3 or more guests are held with a non-refundable deposit "
        "of TT$90, which comes off the final bill. Early group slots before 10:00 AM carry no extra "
        "charge. Please arrive 10 minutes early so everyone is done on time.", revision="2026-02"),
]

CASES.append(case(57, SC, DOM, API, Q,
    "Hi Tricia! Your bridal party booking is confirmed for Saturday 27 June at 8:30 AM for 4 guests, "
    "with Farida and Zara looking after you. The estimate is TT$280 (four eyebrow threads at TT$45 and "
    "one full face at TT$100), and with your TT$90 deposit paid, TT$190 is left to pay on the day.",
    EV, [S("confirmed for Saturday 27 June at 8:30 AM"), S("for 4 guests"),
         S("with Farida and Zara"), S("estimate is TT$280"),
         S("four eyebrow threads at TT$45"), S("one full face at TT$100"),
         S("TT$90 deposit paid"), S("TT$190 is left to pay")],
    includes=["8:30 AM", "TT$190"], now=NOW,
    notes="start_epoch 1782563400 = 2026-06-27 12:30Z = 8:30 AM Port of Spain; 280.00 - deposit "
          "9000 minor (90.00) = 190.00."))

CASES.append(case(58, SC, DOM, API, Q,
    "Tricia — 27/06, 8:30 AM, party of four, confirmed. Balance due: TT$190.00 (TT$280.00 less the "
    "TT$90.00 deposit). Please arrive 10 minutes early!",
    EV, [S("27/06, 8:30 AM"), S("party of four"), S("Balance due: TT$190.00"),
         S("TT$280.00 less the TT$90.00 deposit"), S("arrive 10 minutes early")],
    includes=["TT$190.00", "27/06"], now=NOW,
    notes="Epoch start is 08:30 local on 27/06; estimated_total 280.00 less 90.00 deposit; policy "
          "asks guests to arrive 10 minutes early."))

CASES.append(case(59, SC, DOM, API, Q,
    "Hi Tricia! You're all confirmed for Saturday 27 June at 12:30 PM for 4 guests. After your "
    "deposit, TT$190 is left to pay on the day.",
    EV, [C("Saturday 27 June at 12:30 PM", "DATE_MISMATCH", "VALUE_MISMATCH"), S("for 4 guests"),
         S("TT$190 is left to pay")],
    errors=["unit_conversion"], excludes=["12:30 PM"], error_tag="epoch-utc", now=NOW,
    notes="12:30 is the UTC reading of start_epoch; in America/Port_of_Spain it is 8:30 AM."))

CASES.append(case(60, SC, DOM, API, Q,
    "Hi Tricia! Your party of 5 is booked for Saturday 27 June at 8:30 AM. The total comes to TT$280, "
    "and your TT$90 deposit is refundable if plans change.",
    EV, [C("party of 5", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         S("Saturday 27 June at 8:30 AM"), S("total comes to TT$280"),
         C("deposit is refundable if plans change", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_quantity", "wrong_policy_condition"],
    excludes=["party of 5", "is refundable if plans change"], error_tag="size-deposit", now=NOW,
    notes="party_size is 4 (five services, four guests); the group deposit is non-refundable."))

REPAIRS.append(repair(15, SC, DOM, API, Q,
    "Hi Tricia! Your bridal party of four is confirmed for Saturday 27 June at 8:30 AM. With the TT$90 "
    "deposit paid, you have TT$170 left to pay.",
    EV, [S("bridal party of four"), S("Saturday 27 June at 8:30 AM"), S("TT$90 deposit paid"),
         C("TT$170 left to pay", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic"], excludes=["TT$170"],
    includes=["TT$190|190.00|$190", "8:30 AM|8:30"], now=NOW,
    notes="estimated_total 280.00 - 90.00 = 190.00."))
