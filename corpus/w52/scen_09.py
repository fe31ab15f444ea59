# Roller derby: fresh-meat bootcamp registration; insurance pending.
D = "roller-derby league"; SC = "derby-bootcamp"
NOW = "2026-12-06T18:30:00-04:00"
Q = "I signed up for the January fresh meat bootcamp. Am I all set?"
E = [
  rec("stream#REG-FM-0117", "tool:get_registration_stream", {"stream_id": "REG-FM-0117", "skater": {"legal_name": "Janelle Cudjoe", "derby_name": None, "age": 27},
    "program": {"code": "FRESH_MEAT_JAN27", "first_session": us("2027-01-05 19:00"), "session_length": "PT90M", "weeks": 8, "sessions_per_week": 2, "location": "Couva Multi-Purpose Hall"},
    "events": [
      ev(1, "RegistrationCreated", "2026-11-27 22:00", fee_minor=65000, currency="TTD", gear_hire=True),
      ev(2, "PaymentCaptured", "2026-11-27 22:01", amount_minor=65000, currency="TTD"),
      ev(3, "GearHireAllocated", "2026-12-01 10:00", kit_id="KIT-24", items=["SKATES_SIZE_8", "HELMET_M", "PADS_SET_M", "MOUTHGUARD"]),
      ev(4, "WaiverStatusChanged", "2026-12-01 10:05", waiver="SIGNED", insurance="PENDING_UPLOAD")]}),
  pol("league-policy#insurance", "Every skater needs proof of personal accident insurance before their first on-skates session. Upload it in the members portal; the league's own group cover can be added for TT$180 a year. Skaters without insurance on file may attend off-skates drills only. Gear hire is free for the first 8 weeks.", "2026-12"),
]
add(43, SC, D, Q, E, "Almost! Payment and waiver are done. We still need your insurance proof before your first skate session on Tuesday 5 January. Your gear kit, KIT-24, is ready.",
    [S("Payment and waiver are done."), S("We still need your insurance proof"), S("before your first skate session on Tuesday 5 January"), S("Your gear kit, KIT-24, is ready.")],
    includes=["insurance", "5 January"], notes="PaymentCaptured, WaiverStatusChanged SIGNED/PENDING_UPLOAD; policy insurance; 5/1/2027 is a Tuesday.")
add(44, SC, D, Q, E, "Hi Janelle!\n- Fee: TT$650, paid\n- Waiver: signed\n- Insurance: not uploaded yet\n- Starts 5/1 at 7 PM in Couva, 90-minute sessions, twice a week for 8 weeks.\nNo insurance on file means off-skates drills only, so upload it in the members portal.",
    [S("Fee: TT$650, paid"), S("Waiver: signed"), S("Insurance: not uploaded yet"), S("Starts 5/1 at 7 PM in Couva"), S("90-minute sessions"), S("twice a week for 8 weeks"), S("No insurance on file means off-skates drills only"), S("upload it in the members portal")],
    includes=["TT$650"], notes="program fields; policy.")
add(45, SC, D, Q, E, "You're nearly set. Skates, helmet, pads and a mouthguard are reserved for you, free for the 8 weeks. Just upload your insurance. Don't have cover? The league's group cover is TT$180 a year.",
    [S("You're nearly set."), S("Skates, helmet, pads and a mouthguard are reserved for you"), S("free for the 8 weeks"), S("Just upload your insurance."), S("The league's group cover is TT$180 a year.")],
    includes=["TT$180"], notes="GearHireAllocated items; policy.")
add(46, SC, D, Q, E, "That's sixteen sessions in all, each an hour and a half, starting Tuesday 5 January at 7:00 PM. Your insurance still has to be uploaded.",
    [S("That's sixteen sessions in all"), S("each an hour and a half"), S("starting Tuesday 5 January at 7:00 PM"), S("Your insurance still has to be uploaded.")],
    includes=["sixteen"], notes="8 weeks x 2 per week = 16; PT90M.")
add(47, SC, D, Q, E, "Yes, you're all set! Payment, waiver and insurance are all on file. See you Tuesday 5 January at 7:00 PM.",
    [C("Yes, you're all set!", "RECORD_STATE_MISMATCH"), C("Payment, waiver and insurance are all on file.", "RECORD_STATE_MISMATCH"), S("Tuesday 5 January at 7:00 PM")],
    errors=["wrong_state", "wrong_state"], excludes=["you're all set!", "insurance are all on file"], notes="insurance PENDING_UPLOAD.")
add(48, SC, D, Q, E, "Nearly there: just upload your insurance. Your first session is 5 January at 7:00 PM. Sessions run 90 minutes, twice a week for 8 weeks, and group cover plus gear hire are included in your TT$650 fee.",
    [S("just upload your insurance"), S("5 January at 7:00 PM"), S("Sessions run 90 minutes, twice a week for 8 weeks"), C("group cover plus gear hire are included in your TT$650 fee", "NLI_CONTRADICTION")],
    errors=["unlisted_perk"], excludes=["group cover plus gear hire are included"], notes="Policy: group cover is an add-on for TT$180 a year, not part of the fee.")
add(9, SC, D, Q, E, "Almost set, Janelle. Fee paid and waiver signed. Insurance is still missing. Your 8-week bootcamp starts 5 January at 7:00 PM, with 60-minute sessions twice a week.",
    [S("Fee paid and waiver signed."), S("Insurance is still missing."), S("starts 5 January at 7:00 PM"), C("60-minute sessions", "VALUE_MISMATCH")],
    errors=["unit_conversion"], excludes=["60-minute sessions"], includes=["90-minute|90 minutes|an hour and a half|1.5 hours", "5 January"], notes="session_length PT90M.", repair=True)
