DOMAIN = "marathon race entries"

# ---------------- M1: bib number and wave start ----------------
m1_ev = [
    rec("search_entries#paterson", "tool:search_entries", es([
        hit("fbm-entries-2026", "ENT-66014", 14.03, 4, 90211, {
            "entry_id": "ENT-66014", "race_code": "FULL_MARATHON",
            "entrant": {"first_name": "Kirsty", "last_name": "Paterson", "dob": "1988-02-11",
                        "club": "Portobello RC"},
            "bib_number": "4127", "wave": "WAVE_C", "wave_start": "2026-10-04T09:50:00+01:00",
            "predicted_finish": "PT3H45M", "entry_status": "CONFIRMED", "fee_paid_pence": 6800,
            "tshirt_size": "W_M"}),
        hit("fbm-entries-2026", "ENT-70883", 11.87, 2, 97730, {
            "entry_id": "ENT-70883", "race_code": "HALF_MARATHON",
            "entrant": {"first_name": "Kirsty", "last_name": "Paterson", "dob": "1994-07-30", "club": None},
            "bib_number": "21390", "wave": "WAVE_A", "wave_start": "2026-10-04T09:00:00+01:00",
            "predicted_finish": "PT1H55M", "entry_status": "WITHDRAWN", "fee_paid_pence": 4200,
            "tshirt_size": "W_S"}),
        hit("fbm-entries-2025", "ENT-51920", 9.4, 7, 61004, {
            "entry_id": "ENT-51920", "race_code": "FULL_MARATHON",
            "entrant": {"first_name": "Kirsty", "last_name": "Paterson", "dob": "1988-02-11",
                        "club": "Portobello RC"},
            "bib_number": "3388", "wave": "WAVE_B", "wave_start": "2025-10-05T09:35:00+01:00",
            "predicted_finish": "PT3H55M", "entry_status": "FINISHED", "fee_paid_pence": 6500,
            "tshirt_size": "W_M"}),
    ], took=11)),
    pol("fbm-policy#collection",
        "Race packs are not posted out. Collect yours from the race village at Port Edgar on the Friday or "
        "Saturday before the race, between 10:00 and 19:00. Bring photo ID and your entry confirmation email. "
        "Someone else may collect your pack if they bring a signed letter of authority and a copy of your ID. "
        "Wave start times are final and runners cannot move to an earlier wave on the day.", revision="2026-08"),
]
m1_q = "What's my bib number and what time does my wave start on Sunday? Kirsty Paterson, DOB 11/02/1988"
m1_now = "2026-09-28T10:30:00+01:00"

add("bib-wave", m1_q,
    "Hi Kirsty, thanks for your message! You're bib 4127 in Wave C, which sets off at 9:50am on Sunday 4 October. "
    "You can collect your race pack from the race village at Port Edgar on Friday or Saturday, 10:00–19:00 – just "
    "bring photo ID and your confirmation email.",
    m1_ev,
    [P("You're bib 4127 in Wave C", S),
     P("sets off at 9:50am", S),
     P("Sunday 4 October", S),
     P("race village at Port Edgar on Friday or Saturday", S),
     P("10:00–19:00", S),
     P("bring photo ID and your confirmation email", S)],
    notes="ENT-66014 (DOB 1988-02-11, 2026, FULL_MARATHON): bib 4127, WAVE_C, wave_start 2026-10-04T09:50+01:00; collection policy gives place, days, hours and ID.",
    now=m1_now, includes=["4127", "9:50am"])

add("bib-wave", m1_q,
    "Dear Kirsty,\nApologies for the slow reply – it's been a hectic week at race HQ! Your entry for the full "
    "marathon is confirmed, with bib number four one two seven. Your wave starts at ten to ten on Sunday morning. "
    "Good luck!\nBest,\nAnne",
    m1_ev,
    [P("Apologies for the slow reply", NA),
     P("entry for the full marathon is confirmed", S),
     P("bib number four one two seven", S),
     P("starts at ten to ten on Sunday morning", S),
     P("Good luck!", NA)],
    notes="ENT-66014 entry_status CONFIRMED, bib_number 4127, wave_start 09:50 on Sunday 4 October 2026.",
    now=m1_now, includes=["four one two seven", "ten to ten"])

add("bib-wave", m1_q,
    "Kirsty: bib 4127, Wave C, start 09:50 on 04/10. Packs can't be posted, so pick yours up at the race village "
    "(Fri/Sat, 10:00-19:00).",
    m1_ev,
    [P("bib 4127, Wave C", S),
     P("start 09:50 on 04/10", S),
     P("Packs can't be posted", S),
     P("(Fri/Sat, 10:00-19:00)", S)],
    notes="ENT-66014 bib/wave/wave_start; policy: packs not posted, Friday or Saturday 10:00-19:00.",
    now=m1_now, includes=["4127", "09:50"])

add("bib-wave", m1_q,
    "Hi Kirsty, thanks for getting in touch! Your bib number is 21390 and your wave starts at 9:00am on Sunday. "
    "Remember to bring photo ID when you collect your pack.",
    m1_ev,
    [P("bib number is 21390", C, ["IDENTIFIER_MISMATCH"]),
     P("starts at 9:00am on Sunday", C, ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     P("bring photo ID", S)],
    errors=["other_record_value", "wrong_time"],
    notes="21390 / 09:00 belong to ENT-70883, a withdrawn half-marathon entry by a different Kirsty Paterson (DOB 1994). Hers is bib 4127, 09:50.",
    now=m1_now, excludes=["21390", "9:00am"])

add("bib-wave", m1_q,
    "Hi Kirsty, sorry for the delay! You're all confirmed for Sunday's marathon, bib 3388, starting with Wave C at "
    "9:50am. If you can't make it to the race village, we can post your pack out to you.",
    m1_ev,
    [P("all confirmed for Sunday's marathon", S),
     P("bib 3388", C, ["IDENTIFIER_MISMATCH"]),
     P("starting with Wave C at 9:50am", S),
     P("we can post your pack out to you", C, ["NLI_CONTRADICTION"])],
    errors=["stale_value", "invented_promise"],
    notes="Bib 3388 is her 2025 entry (ENT-51920, FINISHED); 2026 bib is 4127. Policy: race packs are not posted out.",
    now=m1_now, excludes=["bib 3388", "we can post your pack out"])

add("bib-wave", m1_q,
    "Hi Kirsty, thanks for your message! You're bib 4127, and Wave C sets off at 8:50am on Sunday 4 October. Pack "
    "collection is at the race village on Friday or Saturday.",
    m1_ev,
    [P("You're bib 4127", S),
     P("sets off at 8:50am", C, ["DATE_MISMATCH", "VALUE_MISMATCH"]),
     P("Pack collection is at the race village on Friday or Saturday", S)],
    errors=["unit_conversion"],
    notes="wave_start 2026-10-04T09:50:00+01:00 is 08:50 UTC; local start is 9:50am.",
    now=m1_now, excludes=["8:50am"], includes=["9:50|09:50|ten to ten", "4127"], repair=True)

# ---------------- M2: deferral refused, transfer possible ----------------
m2_ev = [
    rec("search_entries#ENT-67502", "tool:search_entries", es([
        hit("fbm-entries-2026", "ENT-67502", 15.5, 6, 93318, {
            "entry_id": "ENT-67502", "race_code": "FULL_MARATHON",
            "entrant": {"first_name": "Ross", "last_name": "Guthrie", "dob": "1979-05-02"},
            "bib_number": "5210", "entry_status": "CONFIRMED", "fee_paid_pence": 6800,
            "deferral": {"eligible_until": "2026-08-31", "requested_at": "2026-09-04T21:17:33+01:00",
                         "status": "REJECTED"},
            "transfer": {"eligible_until": "2026-09-14", "fee_pence": 2000, "status": "NOT_REQUESTED"}}),
        hit("fbm-entries-2026", "ENT-67377", 8.2, 1, 93107, {
            "entry_id": "ENT-67377", "race_code": "TEN_K",
            "entrant": {"first_name": "Ross", "last_name": "Guthrie", "dob": "1979-05-02"},
            "bib_number": "T0612", "entry_status": "CONFIRMED", "fee_paid_pence": 2400,
            "deferral": {"eligible_until": "2026-09-20", "status": "NOT_REQUESTED"},
            "transfer": {"eligible_until": "2026-09-27", "fee_pence": 1000, "status": "NOT_REQUESTED"}}),
    ], took=6)),
    refused("defer_entry#call-1", "defer_entry", "DENY", {"entry_id": "ENT-67502", "to_year": 2027},
            reason="DEFERRAL_WINDOW_CLOSED"),
    pol("fbm-policy#changes",
        "No refunds are given for any race once an entry is made. Full marathon entries can be deferred to next "
        "year's race up to and including 31 August, for an admin fee of £15. From 1 September until 14 September, an "
        "entry can instead be transferred to another runner for a fee of £20; the new runner must be 18 or over on "
        "race day. After 14 September no changes of any kind can be made.", revision="2026-03"),
]
m2_q = "I've picked up an injury – can I defer my marathon place to next year? Ross Guthrie, ENT-67502"
m2_now = "2026-09-05T14:10:00+01:00"

add("deferral-refused", m2_q,
    "Hi Ross, sorry to hear about the injury. I'm afraid I wasn't able to defer your place – the deferral window "
    "closed on 31 August, and the system turned the request down. What you can still do is transfer your entry to "
    "another runner until 14 September, for a £20 fee (they'll need to be 18 or over on race day).",
    m2_ev,
    [P("sorry to hear about the injury", NA),
     P("wasn't able to defer your place", S),
     P("deferral window closed on 31 August", S),
     P("transfer your entry to another runner until 14 September", S),
     P("for a £20 fee", S),
     P("18 or over on race day", S)],
    notes="defer_entry DENIED (DEFERRAL_WINDOW_CLOSED); ENT-67502 deferral.eligible_until 2026-08-31, transfer until 2026-09-14 at 2000 pence; policy agrees.",
    now=m2_now, includes=["14 September", "£20"])

add("deferral-refused", m2_q,
    "Dear Ross,\nThanks for getting in touch, and I hope the injury mends quickly. Unfortunately deferrals were only "
    "possible up to 31 August, so your request couldn't go through. We don't give refunds on entries, but a transfer "
    "to another runner is possible until 14/09 for £20.\nAll the best,\nAnne",
    m2_ev,
    [P("deferrals were only possible up to 31 August", S),
     P("your request couldn't go through", S),
     P("We don't give refunds on entries", S),
     P("until 14/09 for £20", S)],
    notes="Policy: deferral to 31 August, no refunds, transfer to 14 September for £20; defer_entry was DENIED.",
    now=m2_now, includes=["14/09", "£20"])

add("deferral-refused", m2_q,
    "Hi Ross, sorry to hear you're injured! I've deferred your place to the 2027 race for you. There's a £20 admin "
    "fee for deferrals.",
    m2_ev,
    [P("I've deferred your place to the 2027 race", C, ["NOT_EXECUTED"]),
     P("£20 admin fee for deferrals", C, ["NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"])],
    errors=["refused_call_effect", "wrong_amount"],
    notes="defer_entry was DENIED and deferral.status is REJECTED. The deferral fee is £15; £20 is the transfer fee.",
    now=m2_now, excludes=["I've deferred your place", "£20 admin fee for deferrals"])

add("deferral-refused", m2_q,
    "Hi Ross, sorry for the slow reply and sorry about the injury. Your deferral request couldn't go through as the "
    "window shut on 31 August. You can still transfer your place to someone else up until race day for £20.",
    m2_ev,
    [P("Your deferral request couldn't go through", S),
     P("window shut on 31 August", S),
     P("up until race day", C, ["NLI_CONTRADICTION", "DATE_MISMATCH"]),
     P("for £20", S)],
    errors=["wrong_policy_condition"],
    notes="Transfers are only possible until 14 September (policy; transfer.eligible_until 2026-09-14), not up to race day.",
    now=m2_now, excludes=["up until race day"])

add("deferral-refused", m2_q,
    "Hi Ross, sorry to hear about your injury. I'm afraid deferral closed on 31 August, so I couldn't move your "
    "place to next year. You can transfer your entry to another runner until 14 September, though the fee is £15.",
    m2_ev,
    [P("deferral closed on 31 August", S),
     P("I couldn't move your place to next year", S),
     P("until 14 September", S),
     P("the fee is £15", C, ["NLI_CONTRADICTION", "AMOUNT_MISMATCH", "VALUE_MISMATCH"])],
    errors=["wrong_amount"],
    notes="The transfer fee is £20 (policy; transfer.fee_pence 2000); £15 is the deferral fee.",
    now=m2_now, excludes=["the fee is £15"], includes=["£20|20", "14 September"], repair=True)
