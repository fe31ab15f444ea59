"""Personal training (Forge PT): four scenarios, written by hand."""
from common import case, repair, rec, pol, psg, refused, ep

D = "personal training"

# ---------------------------------------------------------------- P1 session pack
s = {"name": "pt-session-pack", "domain": D, "now": "2026-05-20T07:45:00+01:00", "evidence": [
    rec("get_client#FPT-1187", "tool:clients.get", {
        "client_id": "FPT-1187", "name": "Olivia Grant", "trainer": {"id": "TR-014", "name": "Dev Mistry"},
        "packages": [
            {"package_id": "PKG-3310", "product": "PT_12_PACK", "status": "ACTIVE", "purchased": "2026-02-15",
             "expires": "2026-08-15", "price_minor": 48000, "currency": "GBP", "session_length": "PT60M",
             "sessions": {"total": 12, "completed": 8, "booked": 1, "unbooked": 3},
             "includes": ["BODY_COMP_SCAN_6W"]},
            {"package_id": "PKG-2745", "product": "PT_6_PACK", "status": "USED_UP", "purchased": "2025-08-28",
             "expires": "2026-02-28", "sessions": {"total": 6, "completed": 6, "booked": 0, "unbooked": 0}}]}),
    rec("list_sessions#FPT-1187", "tool:sessions.list", {
        "client_id": "FPT-1187", "tz": "Europe/London",
        "upcoming": [{"session_id": "SES-55120", "starts_at": ep("2026-05-22 06:30"), "duration": "PT60M",
                      "trainer": "Dev Mistry", "location": "Studio B, Canary Wharf", "focus": "LOWER_BODY_STRENGTH",
                      "status": "CONFIRMED"}],
        "recent": [{"session_id": "SES-55012", "starts_at": ep("2026-05-18 06:30"), "trainer": "Kasia Nowak",
                    "cover": True, "status": "COMPLETED"}]}),
    pol("policy#pt-packs", "Personal training packs are valid for 6 months from purchase. Unused sessions expire with "
        "the pack and cannot be refunded. Sessions cancelled with less than 24 hours' notice are counted as used. "
        "Packs of 12 include a free body-composition scan every 6 weeks.", "v2"),
]}
Q = "How many PT sessions have I got left, and when's my next one?"
case(s, Q, "Morning Olivia, hope you're feeling strong after Monday! You've got 4 sessions left on your 12-session "
     "pack: one already booked and 3 still to schedule. Your next session is this Friday, 22 May, at 6:30 AM with Dev "
     "in Studio B, Canary Wharf. The pack is valid until 15 August 2026, so there's plenty of time to use them.",
     [("4 sessions left on your 12-session pack", "S"), ("one already booked and 3 still to schedule", "S"),
      ("this Friday, 22 May, at 6:30 AM with Dev", "S"), ("in Studio B, Canary Wharf", "S"),
      ("valid until 15 August 2026", "S")],
     incl=["4 sessions", "6:30 AM"], notes="PKG-3310 sessions 12/8 completed/1 booked/3 unbooked; SES-55120 06:30 BST Fri 22 May; expires 2026-08-15.")
case(s, Q, "Olivia, next up: Fri 22/05 at 06:30, a 60-minute lower-body strength session with Dev Mistry. After that, "
     "three sessions remain to book before 15/08/2026. Let's keep building!",
     [("Fri 22/05 at 06:30", "S"), ("a 60-minute lower-body strength session with Dev Mistry", "S"),
      ("three sessions remain to book before 15/08/2026", "S")],
     incl=["06:30", "15/08/2026"], notes="SES-55120 PT60M focus LOWER_BODY_STRENGTH; unbooked 3.")
case(s, Q, "Hi Olivia! Eight of your twelve sessions are done, so four remain, one of them booked for Friday at "
     "6:30 AM. Your 12-pack also includes a free body-composition scan every 6 weeks, just ask Dev to fit one in!",
     [("Eight of your twelve sessions are done", "S"), ("so four remain", "S"), ("booked for Friday at 6:30 AM", "S"),
      ("free body-composition scan every 6 weeks", "S")],
     incl=["four remain"], notes="12 - 8 = 4; policy and includes BODY_COMP_SCAN_6W.")
case(s, Q, "Morning Olivia! You've still got 4 sessions to book on your 12-session pack, and your next one is this "
     "Friday at 5:30 AM with Dev. The pack is valid until 15 August 2026.",
     [("4 sessions to book", "C", "VALUE_MISMATCH"), ("this Friday at 5:30 AM", "C", "DATE_MISMATCH|VALUE_MISMATCH"),
      ("valid until 15 August 2026", "S")],
     errors=["wrong_arithmetic", "unit_conversion"], excl=["4 sessions to book", "at 5:30 AM"],
     notes="4 remain but one is booked: 3 unbooked. starts_at is 05:30 UTC = 06:30 BST.")
case(s, Q, "Hi Olivia! You have 4 sessions left, including Friday's 6:30 AM session. Packs are valid for 12 months "
     "from purchase, and yours also comes with a free personalised nutrition plan, just ask Dev!",
     [("You have 4 sessions left", "S"), ("Friday's 6:30 AM session", "S"),
      ("valid for 12 months from purchase", "C", "NLI_CONTRADICTION|VALUE_MISMATCH"),
      ("free personalised nutrition plan", "CI", "CLAIM_WITHOUT_TOOL_EVIDENCE|VALUE_MISMATCH|NO_POLICY_EVIDENCE|NLI_NOT_ENTAILED")],
     errors=["wrong_policy_condition", "unlisted_perk"], excl=["valid for 12 months", "nutrition plan"],
     notes="Policy: 6 months. Package includes only BODY_COMP_SCAN_6W.")
repair(s, Q, "Hi Olivia! You've got 4 sessions left, and the next is Friday 22 May at 6:30 AM with Kasia in Studio B. "
       "Keep that energy up!",
       [("You've got 4 sessions left", "S"), ("Friday 22 May at 6:30 AM", "S"), ("with Kasia", "C", "VALUE_MISMATCH")],
       errors=["other_record_value"], excl=["with Kasia"], incl=["Dev", "6:30 AM|06:30"],
       notes="Kasia Nowak covered the completed Monday session; SES-55120 is with Dev Mistry.")

# ---------------------------------------------------------------- P2 late reschedule refused
s = {"name": "pt-late-reschedule", "domain": D, "now": "2026-06-25T18:10:00+01:00", "evidence": [
    rec("get_session#SES-60231", "tool:sessions.get", {
        "session_id": "SES-60231", "client": {"id": "FPT-4410", "name": "Marcus Bell"}, "trainer": "Lena Fischer",
        "starts_at": ep("2026-06-26 07:00"), "duration": "PT45M", "status": "CONFIRMED", "package_id": "PKG-4102",
        "tz": "Europe/London"}),
    refused("reschedule_session#call-2", "reschedule_session", "DENY",
            {"session_id": "SES-60231", "new_start": "2026-06-27T09:00:00+01:00", "reason": "INSIDE_NOTICE_WINDOW"}),
    rec("get_availability#TR-022", "tool:trainers.availability", {
        "trainer": "Lena Fischer", "date": "2026-06-27", "tz": "Europe/London",
        "free_slots": [ep("2026-06-27 11:00"), ep("2026-06-27 12:00")]}),
    pol("policy#pt-changes", "Sessions can be moved or cancelled free of charge up to 24 hours before the start time. "
        "Changes with less than 24 hours' notice count as a used session, although your trainer may waive this once "
        "per pack at their discretion. To ask for a waiver, reply to your session confirmation email. You can see "
        "your trainer's availability in the app.", "v2"),
]}
Q = "Can you move tomorrow's 7am session to Saturday morning? Something's come up."
case(s, Q, "Hi Marcus, sorry to hear something's come up! As tomorrow's 7:00 AM session with Lena is now less than 24 "
     "hours away, I wasn't able to move it to Saturday. If you cancel at this stage it would count as a used session, "
     "but Lena can waive that once per pack at her discretion; just reply to your session confirmation email to ask. "
     "She has Saturday slots at 11:00 AM and 12:00 PM if she agrees.",
     [("tomorrow's 7:00 AM session with Lena", "S"), ("less than 24 hours away", "S"),
      ("I wasn't able to move it to Saturday", "S"), ("it would count as a used session", "S"),
      ("waive that once per pack at her discretion", "S"), ("reply to your session confirmation email", "S"),
      ("Saturday slots at 11:00 AM and 12:00 PM", "S")],
     incl=["wasn't able", "11:00 AM"], notes="reschedule_session DENY; 07:00 is ~13h away; policy waiver; availability slots.")
case(s, Q, "Marcus, the move couldn't go through: changes inside 24 hours count as a used session, so Friday 07:00 "
     "with Lena still stands. Ask Lena for a one-off waiver by replying to your confirmation email.",
     [("the move couldn't go through", "S"), ("changes inside 24 hours count as a used session", "S"),
      ("Friday 07:00 with Lena still stands", "S"), ("one-off waiver by replying to your confirmation email", "S")],
     incl=["couldn't"], notes="refused_call DENY; session CONFIRMED; policy.")
case(s, Q, "Hi Marcus, no problem at all! I've moved your session to Saturday at 9:00 AM with Lena, and as a one-off "
     "there's no charge for the late change. Enjoy your weekend workout!",
     [("I've moved your session to Saturday at 9:00 AM", "C", "NOT_EXECUTED"),
      ("there's no charge for the late change", "CI", "NLI_CONTRADICTION|NLI_NOT_ENTAILED|CLAIM_WITHOUT_TOOL_EVIDENCE|NOT_EXECUTED")],
     errors=["refused_call_effect", "invented_promise"], excl=["I've moved your session", "no charge for the late change"],
     notes="reschedule_session was DENIED; the waiver is the trainer's discretion and was not granted.")
case(s, Q, "Hi Marcus! I couldn't move tomorrow's 7am session to Saturday, but you can still cancel it free of charge "
     "since it's your first late change on this pack. For reference, Lena's free Saturday slots are at 10am and 11am.",
     [("I couldn't move tomorrow's 7am session to Saturday", "S"),
      ("you can still cancel it free of charge", "C", "NLI_CONTRADICTION|NLI_NOT_ENTAILED"),
      ("free Saturday slots are at 10am and 11am", "C", "VALUE_MISMATCH|DATE_MISMATCH")],
     errors=["condition_unmet", "wrong_time"], excl=["cancel it free of charge", "10am and 11am"],
     notes="Inside 24h a cancellation counts as used; the once-per-pack waiver is discretionary, not automatic. Slots are 11:00 and 12:00.")
repair(s, Q, "Hi Marcus, all done: I've moved your session from tomorrow at 7:00 AM to Saturday at 9:00 AM with Lena. "
       "Have a great weekend of training!",
       [("I've moved your session from tomorrow at 7:00 AM to Saturday at 9:00 AM", "C", "NOT_EXECUTED")],
       errors=["refused_call_effect"], excl=["I've moved your session"],
       incl=["could not|couldn't|unable|not able|wasn't able|24 hours", "Lena"],
       notes="reschedule_session DENY (INSIDE_NOTICE_WINDOW).")

# ---------------------------------------------------------------- P3 instalments
s = {"name": "pt-instalments", "domain": D, "now": "2026-04-30T13:00:00+01:00", "evidence": [
    rec("get_billing_schedule#FPT-2290", "tool:billing.schedule", {
        "client_id": "FPT-2290", "client_name": "Nadia Haddad", "programme": "TRANSFORM_12_WEEK",
        "total_minor": 72000, "currency": "GBP", "payment_method": {"type": "CARD", "brand": "VISA", "last4": "2210"},
        "schedule": [
            {"n": 1, "due": "2026-03-01", "amount_minor": 24000, "status": "PAID"},
            {"n": 2, "due": "2026-04-01", "amount_minor": 24000, "status": "PAID"},
            {"n": 3, "due": "2026-05-01", "amount_minor": 24000, "status": "SCHEDULED"}]}),
    rec("get_quote#Q-1180", "tool:quotes.get", {
        "quote_id": "Q-1180", "client_id": "FPT-2290", "status": "SUPERSEDED", "superseded_by": "ORDER-7712",
        "total_minor": 78000, "instalments": [{"n": 1, "amount_minor": 26000}, {"n": 2, "amount_minor": 26000},
                                              {"n": 3, "amount_minor": 26000}]}),
    pol("policy#instalments", "The 12-week programme can be paid in full or in three monthly instalments at no extra "
        "cost. Instalments are taken automatically from the card on file on the 1st of each month. If an instalment "
        "fails we retry after 3 days, and sessions are paused if it is still unpaid after 7 days. Paying the remaining "
        "balance early is welcome but carries no discount.", "v1"),
]}
Q = "How much is left to pay on my 12-week programme, and when's the next payment?"
case(s, Q, "Hi Nadia, you're smashing the programme! You've paid two of your three instalments, so just £240 remains. "
     "The final instalment of £240 will be taken tomorrow, 1 May, from your Visa ending 2210.",
     [("paid two of your three instalments", "S"), ("so just £240 remains", "S"),
      ("final instalment of £240 will be taken tomorrow, 1 May", "S"), ("Visa ending 2210", "S")],
     incl=["£240", "1 May"], notes="Schedule n1, n2 PAID; n3 24000 due 2026-05-01; card last4 2210.")
case(s, Q, "Nadia, here's your summary:\n- Programme total: £720.00\n- Paid so far: £480.00 (1 March and 1 April)\n"
     "- Remaining: £240.00, due 01/05/2026\nNearly at the finish line, keep it up!",
     [("Programme total: £720.00", "S"), ("Paid so far: £480.00 (1 March and 1 April)", "S"),
      ("Remaining: £240.00, due 01/05/2026", "S")],
     incl=["£240.00", "01/05/2026"], notes="total_minor 72000; two PAID rows of 24000 = £480.")
case(s, Q, "One payment to go, Nadia: £240 on 1 May, charged automatically to your card on file. Paying early is fine "
     "too, though there's no discount for it.",
     [("One payment to go", "S"), ("£240 on 1 May", "S"), ("charged automatically to your card on file", "S"),
      ("there's no discount for it", "S")],
     incl=["£240"], notes="Schedule; policy on automatic collection and early payment.")
case(s, Q, "Hi Nadia! You've paid two of your three instalments, and the last one, £260, comes out tomorrow. If you'd "
     "like to settle it today instead, you'll get 5% off.",
     [("paid two of your three instalments", "S"), ("the last one, £260", "C", "AMOUNT_MISMATCH"),
      ("comes out tomorrow", "S"), ("you'll get 5% off", "C", "NLI_CONTRADICTION|NLI_NOT_ENTAILED")],
     errors=["stale_value", "wrong_policy_condition"], excl=["£260", "5% off"],
     notes="£260 instalments are from SUPERSEDED quote Q-1180; policy: early payment carries no discount.")
case(s, Q, "Hi Nadia, amazing progress! You have £480 left to pay, and the next £240 is due on 2 May.",
     [("You have £480 left to pay", "C", "AMOUNT_MISMATCH"), ("the next £240", "S"),
      ("is due on 2 May", "C", "DATE_MISMATCH")],
     errors=["wrong_arithmetic", "wrong_date"], excl=["£480 left to pay", "due on 2 May"],
     notes="£480 is what has been paid; remaining is £240, due 2026-05-01.")
repair(s, Q, "Hi Nadia! Your final instalment of £240 will be taken tomorrow, 1 May, from your Visa ending 2290. "
       "Finish strong!",
       [("final instalment of £240 will be taken tomorrow, 1 May", "S"), ("Visa ending 2290", "C", "IDENTIFIER_MISMATCH|VALUE_MISMATCH")],
       errors=["wrong_role"], excl=["ending 2290"], incl=["2210", "£240"],
       notes="2290 is the client id FPT-2290; card last4 is 2210.")

# ---------------------------------------------------------------- P4 starter assessment
s = {"name": "pt-starter-assessment", "domain": D, "now": "2026-01-12T09:00:00+00:00", "evidence": [
    rec("get_client#FPT-3051", "tool:clients.get", {
        "client_id": "FPT-3051", "name": "Ben Ashworth",
        "package": {"product": "STARTER_3", "status": "ACTIVE", "price_minor": 13500, "currency": "GBP",
                    "assessment_length": "PT75M", "sessions_total": 3, "session_length": "PT45M",
                    "includes": ["MOVEMENT_SCREEN", "BODY_COMP_SCAN", "GOAL_SETTING"]},
        "bookings": [{"session_id": "SES-70011", "type": "ASSESSMENT", "starts_at": ep("2026-01-15 18:00"),
                      "trainer": "Kwame Osei", "location": "Forge PT Shoreditch", "status": "CONFIRMED"}]}),
    rec("get_catalogue#FORGE", "tool:products.catalogue", {"currency": "GBP", "products": [
        {"code": "STARTER_3", "price_minor": 13500, "session_length": "PT45M",
         "includes": ["MOVEMENT_SCREEN", "BODY_COMP_SCAN", "GOAL_SETTING"]},
        {"code": "PT_12_PACK", "price_minor": 48000, "session_length": "PT60M",
         "includes": ["BODY_COMP_SCAN_6W", "PROGRAMME_APP"]},
        {"code": "NUTRITION_ADDON", "price_minor": 4500, "session_length": "PT30M"}]}),
    pol("policy#assessment", "Please arrive 10 minutes early for your assessment in comfortable kit and trainers, and "
        "bring a water bottle. Avoid a heavy meal for 2 hours beforehand, as the body-composition scan is most "
        "accurate on an empty stomach. If you have an injury or a medical condition, tell your trainer before the "
        "assessment starts. Starter packages must be used within 30 days of the assessment.", "v3"),
]}
Q = "I've booked the starter PT package. What happens at the assessment and how long are the sessions?"
case(s, Q, "Hi Ben, welcome to Forge PT, this is going to be great! Your assessment is on Thursday 15 January at 6:00 PM "
     "with Kwame at our Shoreditch studio and lasts 75 minutes. It covers a movement screen, a body-composition scan and "
     "goal setting. After that, your three training sessions are 45 minutes each. Please arrive 10 minutes early in "
     "comfortable kit.",
     [("Thursday 15 January at 6:00 PM with Kwame", "S"), ("at our Shoreditch studio", "S"), ("lasts 75 minutes", "S"),
      ("covers a movement screen, a body-composition scan and goal setting", "S"),
      ("three training sessions are 45 minutes each", "S"), ("arrive 10 minutes early", "S")],
     incl=["75 minutes", "45 minutes"], notes="SES-70011 18:00 GMT 15 Jan; assessment_length PT75M; includes; session_length PT45M.")
case(s, Q, "Ben, quick prep list for Thursday's 18:00 assessment (1 hour 15 minutes):\n1. Arrive 10 minutes early in "
     "comfy kit and trainers\n2. Skip heavy meals for 2 hours beforehand, for an accurate scan\n3. Mention any "
     "injuries to Kwame first\nYour starter sessions then need to be used within 30 days. Let's do this!",
     [("Thursday's 18:00 assessment (1 hour 15 minutes)", "S"), ("Arrive 10 minutes early in comfy kit and trainers", "S"),
      ("Skip heavy meals for 2 hours beforehand", "S"), ("Mention any injuries to Kwame first", "S"),
      ("used within 30 days", "S")],
     incl=["18:00", "30 days"], notes="PT75M = 1h15; policy sentences.")
case(s, Q, "Hi Ben, welcome aboard! Your assessment is on Thursday at 6:00 PM with Kwame and covers a movement screen, "
     "a body-composition scan and goal setting. Your starter package also includes access to our programme app, and "
     "each of your sessions runs for 60 minutes.",
     [("Thursday at 6:00 PM with Kwame", "S"), ("covers a movement screen, a body-composition scan and goal setting", "S"),
      ("includes access to our programme app", "CI", "VALUE_MISMATCH|CLAIM_WITHOUT_TOOL_EVIDENCE"),
      ("runs for 60 minutes", "C", "VALUE_MISMATCH")],
     errors=["unlisted_perk", "other_record_value"], excl=["programme app", "runs for 60 minutes"],
     notes="PROGRAMME_APP and PT60M belong to PT_12_PACK; STARTER_3 is PT45M without the app.")
case(s, Q, "Hi Ben! Your 75-minute assessment with Kwame is this Thursday at 6:00 PM. Please don't eat for 4 hours "
     "beforehand so the scan is accurate. I've also added a free nutrition consultation to the end of your assessment.",
     [("75-minute assessment with Kwame", "S"), ("this Thursday at 6:00 PM", "S"),
      ("don't eat for 4 hours beforehand", "C", "NLI_CONTRADICTION|VALUE_MISMATCH"),
      ("added a free nutrition consultation", "CI", "CLAIM_WITHOUT_TOOL_EVIDENCE|VALUE_MISMATCH")],
     errors=["wrong_policy_condition", "unrecorded_extra"], excl=["for 4 hours beforehand", "free nutrition consultation"],
     notes="Policy: avoid a heavy meal for 2 hours. No booking holds a nutrition consultation (a paid add-on in the catalogue).")
repair(s, Q, "Hi Ben! Your assessment with Kwame is on Thursday 15 January at 6:00 PM and lasts 45 minutes, covering a "
       "movement screen, body-composition scan and goal setting. Arrive 10 minutes early and you're set!",
       [("Thursday 15 January at 6:00 PM", "S"), ("lasts 45 minutes", "C", "VALUE_MISMATCH"),
        ("covering a movement screen, body-composition scan and goal setting", "S"), ("Arrive 10 minutes early", "S")],
       errors=["other_record_value"], excl=["lasts 45 minutes"], incl=["75 minutes|75-minute|1 hour 15", "6:00 PM|18:00"],
       notes="assessment_length PT75M; PT45M is the training session length.")
