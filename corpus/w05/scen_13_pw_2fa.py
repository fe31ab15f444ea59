# Scenario 13 - password manager (Latchkey): lost 2FA device, reset request in security hold
D = "password manager"
SC = "pw-2fa-reset"
Q = "I lost my phone with my authenticator app and submitted a 2FA reset. How long until I can log in again?"
NOW = "2026-05-12T09:30:00-07:00"
EV = [
    rec("helpdesk.get_ticket#30388", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 30388, "subject": "Locked out - lost phone", "status": "pending", "priority": "high",
        "requester": {"id": 415870, "name": "Kenji Watanabe", "email": "k.watanabe@mailbox.example", "time_zone": "America/Los_Angeles"},
        "assignee": {"id": 23, "name": "Mira Sandoval", "group": "Account Recovery"},
        "created_at": "2026-05-12T16:02:00Z", "updated_at": "2026-05-12T16:02:00Z",
        "sla": {"policy": "Consumer priority", "first_reply_breach_at": "2026-05-12T20:02:00Z"},
        "custom_fields": [{"id": 9030, "value": "rec_88211"}],
        "comments": [{"id": 1, "author_id": 415870, "public": True, "created_at": "2026-05-12T16:02:00Z",
                      "body": "I lost my phone with my authenticator app and submitted a 2FA reset. How long until I can log in again?"}]}}),
    rec("recovery.list_requests#415870", "tool:recovery.list_requests", {"requests": [
        {"id": "rec_88211", "type": "TWO_FACTOR_RESET", "status": "HOLD_ACTIVE", "submitted_at": "2026-05-11T22:40:00Z",
         "email_confirmed_at": "2026-05-12T01:10:00Z", "hold": "PT72H", "hold_ends_at": "2026-05-15T01:10:00Z"},
        {"id": "rec_87102", "type": "TWO_FACTOR_RESET", "status": "CANCELED", "submitted_at": "2026-02-01T18:00:00Z",
         "canceled_at": "2026-02-03T09:12:00Z", "cancel_reason": "SIGN_IN_DURING_HOLD"}]}),
    rec("accounts.get_security#415870", "tool:accounts.get_security", {"two_factor": {"enabled": True, "methods": ["TOTP"], "recovery_codes_remaining": 0},
        "last_successful_sign_in": "2026-05-09T04:51:00Z"}),
    pol("security#2fa-reset", "If you lose your two-factor method and have no recovery codes left, you can request a 2FA reset. "
        "We first email the account address to confirm the request; once it is confirmed, a 72-hour security hold applies before two-factor is removed. "
        "Any sign-in attempt on the account during the hold cancels the request. "
        "A 2FA reset does not touch your vault data, but you will still need your master password, which Latchkey cannot recover.", revision="sec-9"),
]

add(64, SC, D, Q,
    "Hi Kenji, your 2FA reset request (rec_88211) was confirmed yesterday at 6:10 PM Pacific, which started the 72-hour security hold. "
    "The hold ends on Thursday, May 14 at 6:10 PM Pacific, and two-factor is removed then. Please don't try to sign in before that: any sign-in attempt during the hold cancels the request. "
    "Your vault data isn't affected, but you'll still need your master password, which we can't recover.",
    EV,
    [S("was confirmed yesterday at 6:10 PM Pacific"), S("started the 72-hour security hold"), S("The hold ends on Thursday, May 14 at 6:10 PM Pacific"),
     S("two-factor is removed then"), S("any sign-in attempt during the hold cancels the request"), S("Your vault data isn't affected"),
     S("you'll still need your master password, which we can't recover")],
    notes="email_confirmed_at 01:10Z May 12 = 6:10 PM PDT May 11; hold PT72H; hold_ends_at 01:10Z May 15 = 6:10 PM PDT Thu May 14; policy.",
    now=NOW, includes=["May 14", "72-hour"])

add(65, SC, D, Q,
    "rec_88211 is in its 72-hour hold, which ends 2026-05-15 01:10 UTC; 2FA is removed then. Don't sign in until then, since any attempt cancels the reset.",
    EV,
    [S("rec_88211 is in its 72-hour hold"), S("which ends 2026-05-15 01:10 UTC"), S("2FA is removed then"), S("any attempt cancels the reset")],
    notes="status HOLD_ACTIVE, hold_ends_at; policy.",
    now=NOW, includes=["2026-05-15"])

add(66, SC, D, Q,
    "Dear Kenji,\n\nI'm sorry about your phone. The reset you asked for was confirmed through the email link on Monday evening, and a security hold of seventy-two hours is now running. "
    "When it finishes on Thursday evening, two-factor authentication will be removed from your account and you can sign in with your master password alone. "
    "Your earlier reset request in February was canceled because of a sign-in during its hold, so please avoid signing in until Thursday.\n\nKind regards,\nMira Sandoval",
    EV,
    [NA("I'm sorry about your phone."), S("was confirmed through the email link on Monday evening"), S("a security hold of seventy-two hours is now running"),
     S("When it finishes on Thursday evening"), S("two-factor authentication will be removed from your account"),
     S("you can sign in with your master password alone"), S("canceled because of a sign-in during its hold")],
    notes="email_confirmed_at = Mon May 11 6:10 PM PDT; PT72H; ends Thu 6:10 PM PDT; rec_87102 CANCELED SIGN_IN_DURING_HOLD.",
    now=NOW, includes=["seventy-two hours"])

add(67, SC, D, Q,
    "Hi Kenji, your reset request rec_88211 is still waiting for you to confirm it from the email we sent, so the hold hasn't started yet. "
    "Once you confirm, there's a 72-hour hold. And don't worry if you've forgotten your master password too; support can recover it as part of the reset.",
    EV,
    [C("is still waiting for you to confirm it from the email we sent", "RECORD_STATE_MISMATCH"), C("the hold hasn't started yet", "RECORD_STATE_MISMATCH"),
     S("Once you confirm, there's a 72-hour hold"), C("support can recover it as part of the reset", "NLI_CONTRADICTION")],
    errors=["wrong_state", "wrong_state", "invented_fact"],
    notes="status HOLD_ACTIVE with email_confirmed_at set; policy: Latchkey cannot recover master passwords.",
    now=NOW, excludes=["still waiting for you to confirm", "the hold hasn't started yet", "support can recover it"])

add(68, SC, D, Q,
    "Hi Kenji, the 72-hour hold on rec_88211 is running and ends on Friday, May 15 at 1:10 AM Pacific. Signing in during the hold won't affect the request, so you can keep trying your old device if you find it.",
    EV,
    [S("the 72-hour hold on rec_88211 is running"), C("Friday, May 15 at 1:10 AM Pacific", "DATE_MISMATCH", "VALUE_MISMATCH"),
     C("Signing in during the hold won't affect the request", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["unit_conversion", "wrong_policy_condition"],
    notes="hold_ends_at 01:10 UTC May 15 = 6:10 PM PDT Thu May 14; policy: any sign-in attempt cancels the request.",
    now=NOW, excludes=["1:10 AM Pacific", "won't affect the request"])

add(13, SC, D, Q,
    "Hi Kenji, rec_88211 was confirmed yesterday evening, which started the 48-hour security hold; two-factor is removed when it ends on Thursday, May 14 at 6:10 PM Pacific. Any sign-in attempt during the hold cancels the request.",
    EV,
    [S("rec_88211 was confirmed yesterday evening"), C("the 48-hour security hold", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     S("Thursday, May 14 at 6:10 PM Pacific"), S("Any sign-in attempt during the hold cancels the request")],
    errors=["wrong_period"],
    notes="hold is PT72H per record and policy.",
    now=NOW, excludes=["48-hour"], includes=["72-hour|72 hours|seventy-two", "May 14"], repair=True)
