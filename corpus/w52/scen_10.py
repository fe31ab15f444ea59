# Roller derby: membership freeze request refused; monthly dues schedule.
D = "roller-derby league"; SC = "derby-membership-freeze"
Q = "I broke my wrist. Can you freeze my league membership for two months?"
E = [
  rec("stream#MEM-RD-0458", "tool:get_account_stream", {"stream_id": "MEM-RD-0458", "member": {"derby_name": "Hurricane Hattie", "legal_name": "Hattie Sealy", "plan": "SKATER_MONTHLY"},
    "events": [
      ev(1, "MembershipStarted", "2026-03-01 09:00", monthly_minor=22000, currency="TTD", billing_day=1),
      ev(2, "PaymentCaptured", "2026-12-01 06:00", amount_minor=22000, currency="TTD", period="2026-12"),
      ev(3, "FreezeRequested", "2026-12-06 11:00", months=2, reason_code="INJURY", doc_uploaded=False)]}),
  refused("freeze_membership#call-2", "freeze_membership", "DENY", {"stream_id": "MEM-RD-0458", "months": 2, "reason": "missing_medical_note"}),
  pol("league-policy#freeze", "Members can freeze for up to 3 months a year for injury. A medical note must be uploaded before a freeze starts. While frozen, no dues are charged. Non-medical freezes cost TT$50 a month.", "2026-01"),
]
add(49, SC, D, Q, E, "Sorry about the wrist, Hattie. I couldn't set up the freeze yet because we need a medical note first. Upload it and we can freeze you for the two months. No dues are charged while you're frozen.",
    [NA("Sorry about the wrist, Hattie."), S("I couldn't set up the freeze yet"), S("we need a medical note first"), S("we can freeze you for the two months"), S("No dues are charged while you're frozen.")],
    includes=["medical note"], notes="freeze_membership DENY missing_medical_note; policy up to 3 months for injury.")
add(50, SC, D, Q, E, "Heal up! Injury freezes are free and can run up to three months a year. Your freeze isn't active yet: we need a medical note uploaded. December's TT$220 is already paid.",
    [NA("Heal up!"), S("Injury freezes are free"), S("can run up to three months a year"), S("Your freeze isn't active yet"), S("we need a medical note uploaded"), S("December's TT$220 is already paid.")],
    includes=["medical note"], notes="Policy: no dues while frozen; PaymentCaptured period 2026-12 22000.")
add(51, SC, D, Q, E, "Your two-month freeze is now active. No dues will be charged in January or February.",
    [C("Your two-month freeze is now active.", "NOT_EXECUTED"), C("No dues will be charged in January or February.", "NOT_EXECUTED", "CLAIM_WITHOUT_TOOL_EVIDENCE")],
    errors=["refused_call_effect", "refused_call_effect"], excludes=["now active", "No dues will be charged in January"], notes="freeze_membership DENY.")
add(52, SC, D, Q, E, "The freeze couldn't go through yet: a medical note is needed first. Once it's on, the freeze costs TT$50 a month.",
    [S("The freeze couldn't go through yet"), S("a medical note is needed first"), C("the freeze costs TT$50 a month", "NLI_CONTRADICTION")],
    errors=["wrong_policy_condition"], excludes=["freeze costs TT$50 a month"], notes="TT$50/month is for non-medical freezes; injury freezes charge no dues.")
add(10, SC, D, Q, E, "I've frozen your membership for two months, Hattie. Please still upload a medical note. While frozen, no dues are charged.",
    [C("I've frozen your membership for two months", "NOT_EXECUTED"), S("upload a medical note"), S("While frozen, no dues are charged.")],
    errors=["refused_call_effect"], excludes=["I've frozen your membership"], includes=["could not|couldn't|unable|not able|can't|cannot|not yet|once", "medical note"],
    notes="freeze_membership was DENY for a missing medical note.", repair=True)
