"""Batch 05: hair-extension salon (Crown & Glory Extensions, St. Clair, Port of Spain)."""
from write_cases import S, NA, C, I, CI, rec, pol, psg, refused, case, repair

API = "wellness-booking (Mindbody/Fresha-like)"
DOM = "hair-extension salon"
CASES, REPAIRS = [], []

# ---------------------------------------------------------------- bundle: tape-in install
SC = "tapein-install"
Q = "Has my hair come in yet? And what's the balance for install day?"
NOW = "2026-05-29T14:00:00-04:00"
EV = [
    rec("clients.get#CE-6621", "tool:clients.get", {
        "client": {"id": "CE-6621", "first_name": "Jadia", "last_name": "Roberts"},
        "appointments": [
            {"id": "APT-40118", "session_type_name": "Tape-In Install (Full Head)",
             "start_date_time": "2026-06-06T09:00:00", "duration_minutes": 210, "status": "Booked",
             "staff": {"id": "ST-41", "display_name": "Simone"},
             "location": {"id": "LOC-STC", "time_zone_id": "America/Port_of_Spain"}}],
        "deposits": [{"id": "DEP-7780", "quote_id": "Q-771", "amount": "600.00", "currency": "TTD",
                      "status": "PAID", "paid_on": "2026-05-18"}],
        "hair_orders": [{"id": "HO-5510", "supplier": "Lustre Hair Co.", "status": "IN_TRANSIT",
                         "eta": "2026-06-03", "ordered_on": "2026-05-19",
                         "spec": "20in tape-in, 60 pieces, #4/27 balayage"}]}),
    rec("quotes.get#Q-771-v3", "tool:quotes.get", {
        "quote_id": "Q-771", "version": 3, "status": "ACCEPTED",
        "line": "Tape-in full head, 20in, 60 pieces, colour #4/27 balayage, incl. install",
        "total": "2400.00", "currency": "TTD"}),
    rec("quotes.get#Q-771-v2", "tool:quotes.get", {
        "quote_id": "Q-771", "version": 2, "status": "SUPERSEDED",
        "line": "Tape-in full head, 18in, 60 pieces, colour #4/27 balayage, incl. install",
        "total": "2200.00", "currency": "TTD"}),
    pol("install-policy", "Installs are booked once your hair has been ordered. We need a 25% deposit "
        "to order your hair, and the balance is paid on install day. If the hair hasn't arrived 48 "
        "hours before your install, we'll move your appointment at no cost.", revision="v2"),
]

CASES.append(case(61, SC, DOM, API, Q,
    "Hi Jadia! Your hair is on its way — the order is in transit and expected by 3 June, ahead of "
    "your install on Saturday 6 June at 9:00 AM with Simone. Your quote is TT$2,400 and you've paid "
    "the 25% deposit of TT$600, so the balance on install day is TT$1,800.",
    EV, [S("the order is in transit"), S("expected by 3 June"),
         S("install on Saturday 6 June at 9:00 AM with Simone"), S("quote is TT$2,400"),
         S("25% deposit of TT$600"), S("balance on install day is TT$1,800")],
    includes=["TT$1,800", "3 June"], now=NOW,
    notes="HO-5510 IN_TRANSIT, eta 2026-06-03; APT-40118 06/06 09:00 Simone; quote v3 2400.00 less "
          "DEP-7780 600.00 = 1800.00."))

CASES.append(case(62, SC, DOM, API, Q,
    "Jadia, quick update:\n1. Hair order HO-5510: in transit, ETA 03/06/2026\n2. Install: "
    "06/06/2026, 9:00 AM, about three and a half hours\n3. Balance due on the day: TT$1,800.00\n"
    "If the hair isn't here 48 hours before, we'll move your install at no charge.",
    EV, [S("HO-5510: in transit, ETA 03/06/2026"), S("06/06/2026, 9:00 AM"),
         S("about three and a half hours"), S("Balance due on the day: TT$1,800.00"),
         S("we'll move your install at no charge")],
    includes=["TT$1,800.00", "03/06/2026"], now=NOW,
    notes="duration_minutes 210 = 3.5 hours; balance 2400 - 600; install-policy moves the install "
          "free if hair is late."))

CASES.append(case(63, SC, DOM, API, Q,
    "Hi Jadia! Great news, your hair has arrived and is ready for your install on Saturday 6 June at "
    "9:00 AM. The balance on the day is TT$1,800.",
    EV, [C("your hair has arrived", "RECORD_STATE_MISMATCH"),
         S("Saturday 6 June at 9:00 AM"), S("balance on the day is TT$1,800")],
    errors=["wrong_state"], excludes=["hair has arrived"], error_tag="arrived", now=NOW,
    notes="HO-5510 status is IN_TRANSIT (eta 3 June), not arrived."))

CASES.append(case(64, SC, DOM, API, Q,
    "Hi Jadia! Your hair's in transit and due 3 June. Your quote is TT$2,200, so after the TT$600 "
    "deposit you'll owe TT$1,600 on the day.",
    EV, [S("in transit and due 3 June"),
         C("quote is TT$2,200", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("after the TT$600 deposit"),
         C("owe TT$1,600", "AMOUNT_MISMATCH", "VALUE_MISMATCH")],
    errors=["stale_value", "stale_value"], excludes=["TT$2,200", "TT$1,600"],
    error_tag="old-quote", now=NOW,
    notes="TT$2,200 is superseded quote v2 (18in); accepted v3 is 2400.00, balance 1800.00."))

REPAIRS.append(repair(16, SC, DOM, API, Q,
    "Hi Jadia! Your hair is in transit with an ETA of 3 June. Your install is Saturday 6 June at "
    "9:00 AM with Simone, and it'll take about 2 hours.",
    EV, [S("in transit with an ETA of 3 June"), S("Saturday 6 June at 9:00 AM with Simone"),
         C("about 2 hours", "VALUE_MISMATCH")],
    errors=["wrong_value"], excludes=["about 2 hours"],
    includes=["3.5 hours|three and a half hours|3½|210 minutes|3 and a half|three-and-a-half",
              "6 June|06/06"], now=NOW,
    notes="duration_minutes is 210 (3.5 hours)."))

# ---------------------------------------------------------------- bundle: move-up maintenance
SC = "moveup"
Q = "How long is my move-up appointment and is it still the normal price?"
NOW = "2026-05-11T10:00:00-04:00"
EV = [
    rec("clients.get#CE-5902", "tool:clients.get", {
        "client": {"id": "CE-5902", "first_name": "Kamala", "last_name": "Rampersad"},
        "appointments": [
            {"id": "APT-39022", "session_type_name": "Tape-In Install (Full Head)",
             "start_date_time": "2026-03-28T09:00:00", "duration_minutes": 210,
             "status": "Completed", "staff": {"id": "ST-44", "display_name": "Aaliyah"},
             "location": {"id": "LOC-STC", "time_zone_id": "America/Port_of_Spain"}},
            {"id": "APT-40377", "session_type_name": "Tape-In Move-Up",
             "start_date_time": "2026-05-16T13:30:00", "duration_minutes": 150,
             "status": "Confirmed", "price": "450.00",
             "staff": {"id": "ST-41", "display_name": "Simone"},
             "location": {"id": "LOC-STC", "time_zone_id": "America/Port_of_Spain"}}],
        "hair_sets": [{"id": "HS-2291", "method": "TAPE_IN", "installed_on": "2026-03-28",
                       "tape_reuse_count": 2, "tape_reuse_limit": 3}]}),
    pol("maintenance-policy", "Tape-ins need a move-up every 6 to 8 weeks to keep them comfortable "
        "and protect your natural hair. Each set of tapes can be re-used up to 3 times; after that, "
        "new tape tabs are TT$150. Move-ups booked more than 10 weeks after install are charged as a "
        "remove-and-reinstall.", revision="2026-01"),
    psg("kb-aftercare#wash", "Washing after a move-up: wait 48 hours before the first wash.\nUse a "
        "sulphate-free shampoo and keep conditioner away from the tapes."),
]

CASES.append(case(65, SC, DOM, API, Q,
    "Hi Kamala! Your move-up with Simone is this Saturday, 16 May at 1:30 PM, and we've blocked two "
    "and a half hours for it. It's exactly seven weeks since your install on 28 March, right in the "
    "6-8 week window, so it's the regular move-up price of TT$450.",
    EV, [S("move-up with Simone is this Saturday, 16 May at 1:30 PM"),
         S("blocked two and a half hours"), S("exactly seven weeks since your install on 28 March"),
         S("right in the 6-8 week window"), S("regular move-up price of TT$450")],
    includes=["two and a half hours", "TT$450"], now=NOW,
    notes="APT-40377 16/05 13:30, 150 min, price 450.00; install APT-39022 28/03, 49 days earlier."))

CASES.append(case(66, SC, DOM, API, Q,
    "Kamala — Sat 16/05, 1:30–4:00 PM with Simone, move-up, TT$450. Your tapes have been re-used "
    "twice, so they're good for one more round. Remember to wait 48 hours before your first wash "
    "afterwards!",
    EV, [S("Sat 16/05, 1:30–4:00 PM with Simone"), S("move-up, TT$450"),
         S("re-used twice"), S("good for one more round"), S("wait 48 hours before your first wash")],
    includes=["1:30", "TT$450"], now=NOW,
    notes="13:30 + 150 min = 4:00 PM; tape_reuse_count 2 of limit 3; kb says wait 48 hours to wash."))

CASES.append(case(67, SC, DOM, API, Q,
    "Hi Kamala! Your move-up is Saturday 16 May at 1:30 PM with Simone, and we've blocked 1.5 hours "
    "for it. Since you're seven weeks out from your install, it's the normal TT$450.",
    EV, [S("Saturday 16 May at 1:30 PM with Simone"),
         C("blocked 1.5 hours", "VALUE_MISMATCH"),
         S("seven weeks out from your install"), S("it's the normal TT$450")],
    errors=["unit_conversion"], excludes=["1.5 hours"], error_tag="minutes-as-hours", now=NOW,
    notes="duration_minutes 150 is 2.5 hours; the draft read 150 minutes as 1.5 hours."))

CASES.append(case(68, SC, DOM, API, Q,
    "Hi Kamala! Your move-up with Simone is on 16 May at 1:30 PM. Because it's been over 10 weeks "
    "since your install, this one will be charged as a remove-and-reinstall.",
    EV, [S("16 May at 1:30 PM"),
         C("over 10 weeks since your install", "DATE_MISMATCH", "VALUE_MISMATCH"),
         C("charged as a remove-and-reinstall", "NLI_CONTRADICTION", "AMOUNT_MISMATCH",
           "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "wrong_amount"],
    excludes=["over 10 weeks", "charged as a remove-and-reinstall"], error_tag="weeks", now=NOW,
    notes="28/03 to 16/05 is 7 weeks, inside 6-8; APT-40377 is priced as a 450.00 move-up."))

REPAIRS.append(repair(17, SC, DOM, API, Q,
    "Hi Kamala! Your move-up with Aaliyah is Saturday 16 May at 1:30 PM, about two and a half hours, "
    "and at seven weeks after your install it's the regular TT$450.",
    EV, [C("move-up with Aaliyah", "VALUE_MISMATCH", "IDENTIFIER_MISMATCH"),
         S("Saturday 16 May at 1:30 PM"), S("about two and a half hours"),
         S("it's the regular TT$450")],
    errors=["other_record_value"], excludes=["with Aaliyah"],
    includes=["Simone", "TT$450|450"], now=NOW,
    notes="Aaliyah did the completed install APT-39022; the move-up APT-40377 is with Simone."))

# ---------------------------------------------------------------- bundle: custom hair refund
SC = "custom-hair-refund"
Q = "I've changed my mind about the install. Can I get a refund for the hair?"
NOW = "2026-04-24T12:00:00-04:00"
EV = [
    rec("hair_orders.get#HO-5433", "tool:hair_orders.get", {
        "hair_order": {"id": "HO-5433", "client": {"id": "CE-6010", "first_name": "Tenille",
                                                    "last_name": "Clarke"},
                       "spec": "22in keratin tips, 150 strands", "colour": "Ash Blonde #60",
                       "colour_type": "CUSTOM", "status": "DELIVERED", "received_on": "2026-04-20",
                       "sale": {"id": "S-88120", "items": [{"description": "Custom hair HO-5433",
                                                            "amount_paid": "3150.00",
                                                            "discount": "0.00", "tax": "350.00"}],
                                "currency": "TTD"}}}),
    refused("refunds.create#call-7", "refunds.create", "ESCALATE",
            {"sale_id": "S-88120", "amount": "3150.00"}, reason="CUSTOM_ORDER_NON_REFUNDABLE"),
    pol("hair-returns", "Hair is ordered specially for you. Standard-colour hair can be returned "
        "unopened within 14 days for store credit. Custom-coloured or custom-length hair is "
        "non-refundable once ordered. If you no longer want your install, we can hold the hair for "
        "you for up to 90 days.", revision="v4"),
]

CASES.append(case(69, SC, DOM, API, Q,
    "Hi Tenille, thanks for letting us know. Because your Ash Blonde #60 hair was custom-coloured for "
    "you, it isn't refundable once ordered, so I couldn't process the refund myself. I've passed your "
    "request on to be reviewed. In the meantime, we can hold the hair for you for up to "
    "90 days if you'd like to install it later.",
    EV, [S("Ash Blonde #60 hair was custom-coloured"), S("isn't refundable once ordered"),
         S("couldn't process the refund myself"), S("passed your request on to be reviewed"),
         S("hold the hair for you for up to 90 days")],
    includes=["90 days", "couldn't process"], now=NOW,
    notes="refunds.create ESCALATE (CUSTOM_ORDER_NON_REFUNDABLE); colour_type CUSTOM; hair-returns "
          "allows a 90-day hold."))

CASES.append(case(70, SC, DOM, API, Q,
    "Dear Tenille,\nI'm afraid the refund of TT$3,150.00 for your custom hair couldn't be processed, "
    "as custom-coloured hair is non-refundable. Your request has been escalated for review, and we'd "
    "be glad to keep the hair for up to 90 days.\nBest wishes,\nCrown & Glory Extensions",
    EV, [S("refund of TT$3,150.00 for your custom hair couldn't be processed"),
         S("custom-coloured hair is non-refundable"), S("escalated for review"),
         S("keep the hair for up to 90 days")],
    includes=["TT$3,150.00", "escalated"], now=NOW,
    notes="Sale S-88120 3150.00; refund call ESCALATE; policy non-refundable custom hair and 90-day "
          "hold."))

CASES.append(case(71, SC, DOM, API, Q,
    "Hi Tenille! No problem at all, I've refunded the TT$3,150 for your hair, so it'll be back on "
    "your card soon.",
    EV, [C("I've refunded the TT$3,150", "NOT_EXECUTED")],
    errors=["refused_call_effect"], excludes=["I've refunded the TT$3,150"],
    error_tag="refunded", now=NOW,
    notes="refunds.create was ESCALATE, not executed; custom hair is non-refundable."))

CASES.append(case(72, SC, DOM, API, Q,
    "Hi Tenille, custom hair can be returned unopened within 14 days for store credit, and since it "
    "arrived on 20 April you're still in time to send it back!",
    EV, [C("custom hair can be returned unopened within 14 days", "NLI_CONTRADICTION",
           "VALUE_MISMATCH"),
         S("arrived on 20 April"),
         CI("you're still in time to send it back", "NLI_CONTRADICTION", "VALUE_MISMATCH",
            "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED", "NOT_EXECUTED")],
    errors=["wrong_policy_condition", "condition_unmet"],
    excludes=["custom hair can be returned", "still in time to send it back"],
    error_tag="return-window", now=NOW,
    notes="The 14-day store-credit return is for standard-colour hair only; HO-5433 is CUSTOM, so "
          "no return applies."))

REPAIRS.append(repair(18, SC, DOM, API, Q,
    "Hi Tenille, since your hair was custom-coloured it isn't refundable, and I couldn't process the "
    "refund, but we can hold it for you for up to 6 months while you decide.",
    EV, [S("custom-coloured it isn't refundable"), S("couldn't process the refund"),
         C("up to 6 months", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    errors=["wrong_period"], excludes=["6 months"],
    includes=["90 days|three months|3 months|ninety days", "custom"], now=NOW,
    notes="hair-returns holds hair for up to 90 days."))

# ---------------------------------------------------------------- bundle: Crown Care membership
SC = "crown-care"
Q = "What's included in my Crown Care membership and how many visits do I have left?"
NOW = "2026-06-25T09:00:00-04:00"
EV = [
    rec("clients.get#CE-5544", "tool:clients.get", {
        "client": {"id": "CE-5544", "first_name": "Monique", "last_name": "Edwards"},
        "memberships": [{"id": "MB-9013", "name": "Crown Care Maintenance", "status": "ACTIVE",
                         "remaining_sessions": 3, "expires_on": "2026-10-31",
                         "started_on": "2026-05-01",
                         "perks": ["10% off hair care products",
                                   "Free deep-condition treatment with each move-up"]}],
        "appointments": [{"id": "APT-40511", "session_type_name": "Keratin Tip Maintenance",
                          "start_date_time": "2026-07-04T10:00:00", "duration_minutes": 120,
                          "status": "Booked", "staff": {"id": "ST-44", "display_name": "Aaliyah"},
                          "location": {"id": "LOC-STC",
                                       "time_zone_id": "America/Port_of_Spain"}}],
        "sales": [{"id": "S-88410", "sale_date": "2026-06-06",
                   "items": [{"description": "Sulphate-free shampoo 300ml", "amount_paid": "121.50",
                              "discount": "13.50", "tax": "13.50"}]}]}),
    pol("crown-care-terms", "Crown Care members book their maintenance visits from the allowance on "
        "their membership. Perks are exactly those listed on your membership. Unused visits expire "
        "with the membership. A membership can be paused once, for up to 30 days, for medical "
        "reasons.", revision="2026-04"),
]

CASES.append(case(73, SC, DOM, API, Q,
    "Hi Monique! You've got 3 maintenance visits left on Crown Care, valid until 31 October. Your "
    "perks are 10% off hair care products and a free deep-condition treatment with every move-up. "
    "Your next visit is Saturday 4 July at 10:00 AM with Aaliyah.",
    EV, [S("3 maintenance visits left"), S("valid until 31 October"),
         S("10% off hair care products"), S("free deep-condition treatment with every move-up"),
         S("Saturday 4 July at 10:00 AM with Aaliyah")],
    includes=["3 maintenance visits", "31 October"], now=NOW,
    notes="MB-9013 remaining 3, expires 2026-10-31, perks listed; APT-40511 04/07 10:00 Aaliyah."))

CASES.append(case(74, SC, DOM, API, Q,
    "Monique, Crown Care includes:\n• 10% off hair care products\n• a free deep-condition with each "
    "move-up\nVisits left: three, expiring 31/10/2026. Unused visits expire with the membership, so "
    "do book them in!",
    EV, [S("10% off hair care products"), S("a free deep-condition with each move-up"),
         S("Visits left: three"), S("expiring 31/10/2026"),
         S("Unused visits expire with the membership")],
    includes=["three", "31/10/2026"], now=NOW,
    notes="Perks and remaining_sessions from MB-9013; terms say unused visits expire."))

CASES.append(case(75, SC, DOM, API, Q,
    "Hi Monique! You have 3 visits left, valid until 31 October. As a Crown Care member you get 10% "
    "off hair care products, a free deep-condition with each move-up, and a free blow-dry styling "
    "at every visit!",
    EV, [S("3 visits left"), S("valid until 31 October"), S("10% off hair care products"),
         S("free deep-condition with each move-up"),
         CI("free blow-dry styling at every visit", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
            "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
    errors=["unlisted_perk"], excludes=["free blow-dry styling"], error_tag="blowdry", now=NOW,
    notes="The membership lists two perks only; terms say perks are exactly those listed."))

CASES.append(case(76, SC, DOM, API, Q,
    "Hi Monique! Crown Care gives you 15% off hair care products plus a free deep-condition with each "
    "move-up. You have 3 visits left, and they're good until 31 December.",
    EV, [C("15% off hair care products", "VALUE_MISMATCH", "AMOUNT_MISMATCH"),
         S("free deep-condition with each move-up"), S("3 visits left"),
         C("good until 31 December", "DATE_MISMATCH")],
    errors=["wrong_value", "wrong_date"], excludes=["15% off", "31 December"],
    error_tag="discount-expiry", now=NOW,
    notes="Perk is 10% off (and the June shampoo sale shows 10%); expires_on is 2026-10-31."))

REPAIRS.append(repair(19, SC, DOM, API, Q,
    "Hi Monique! Crown Care gives you 3 visits until 31 October, 10% off hair care products and a "
    "free trim at every visit.",
    EV, [S("3 visits until 31 October"), S("10% off hair care products"),
         CI("free trim at every visit", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED",
            "NLI_CONTRADICTION", "CLAIM_WITHOUT_TOOL_EVIDENCE", "VALUE_MISMATCH")],
    errors=["unlisted_perk"], excludes=["free trim"],
    includes=["deep-condition|deep condition|deep conditioning", "31 October|31/10"], now=NOW,
    notes="The second listed perk is a free deep-condition with each move-up, not a free trim."))
