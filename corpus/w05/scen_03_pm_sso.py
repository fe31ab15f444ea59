# Scenario 03 - project-management SaaS (Planloom): SAML SSO needs the Business plan
D = "project-management SaaS"
SC = "pm-sso-plan"
Q = "How do we turn on Okta SSO for our Planloom workspace?"
NOW = "2026-04-13T11:30:00-04:00"
EV = [
    rec("helpdesk.get_ticket#88301", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 88301, "subject": "Okta SSO setup", "status": "open", "priority": "low",
        "requester": {"id": 7044, "name": "Aisha Grant", "email": "a.grant@fernwick.example", "time_zone": "America/New_York"},
        "assignee": {"id": 412, "name": "Colm Byrne", "group": "Technical Support"},
        "created_at": "2026-04-13T14:51:00Z", "updated_at": "2026-04-13T14:51:00Z",
        "sla": {"policy": "Standard business", "first_reply_breach_at": "2026-04-13T22:51:00Z"},
        "custom_fields": [{"id": 360011, "value": "ws_fernwick"}, {"id": 360014, "value": "TEAM_MONTHLY"}, {"id": 360052, "value": "okta"}],
        "comments": [{"id": 1, "author_id": 7044, "public": True, "created_at": "2026-04-13T14:51:00Z",
                      "body": "How do we turn on Okta SSO for our Planloom workspace?"}]}}),
    rec("billing.get_subscription#ws_fernwick", "tool:billing.get_subscription", {
        "workspace_id": "ws_fernwick", "plan_code": "TEAM_MONTHLY", "currency": "usd", "unit_amount": 1200, "quantity": 22,
        "current_period_start": "2026-04-01T00:00:00Z", "current_period_end": "2026-05-01T00:00:00Z",
        "features": ["GUEST_ACCESS", "GANTT", "TIME_TRACKING", "GOOGLE_OAUTH_LOGIN"],
        "trial_history": [{"plan_code": "BUSINESS_TRIAL", "state": "EXPIRED", "started_at": "2026-01-31T00:00:00Z", "ended_at": "2026-02-14T00:00:00Z"}]}),
    rec("billing.preview_upgrade#ws_fernwick", "tool:billing.preview_upgrade", {
        "workspace_id": "ws_fernwick", "target_plan_code": "BUSINESS_MONTHLY", "currency": "usd", "unit_amount": 2000, "quantity": 22,
        "recurring_amount": 44000, "proration": {"days_remaining": 18, "amount_due_now": 10560}}),
    pol("plans#sso", "Team plan workspaces sign in with email and password or with Google OAuth. "
        "SAML single sign-on (Okta, Microsoft Entra ID, Google Workspace) and SCIM user provisioning are available on the Business and Enterprise plans. "
        "An upgrade takes effect immediately, and the price difference for the rest of the current billing period is charged at the time of the upgrade. "
        "A Business trial can be started once per workspace.", revision="2026-03"),
    psg("kb#saml-setup", "Configuring SAML SSO\n1. Go to Admin > Security > Single sign-on and choose SAML 2.0.\n2. Copy the ACS URL and Entity ID into your identity provider.\n"
        "3. Upload the identity provider's metadata XML and click Test connection.\n4. Turn on Enforce SSO only after a successful test.", source="help.planloom.example"),
]

add(12, SC, D, Q,
    "Hi Aisha, SAML SSO isn't available on the Team plan that ws_fernwick is on today; it's included with Business and Enterprise. "
    "Upgrading all 22 seats to Business would be $440.00 per month, and $105.60 is charged at upgrade for the remaining 18 days of this billing period. "
    "Once you're on Business, setup is:\n"
    "1. Go to Admin > Security > Single sign-on and choose SAML 2.0.\n"
    "2. Copy the ACS URL and Entity ID into Okta.\n"
    "3. Upload Okta's metadata XML and click Test connection.\n"
    "4. Turn on Enforce SSO only after the test passes.",
    EV,
    [S("SAML SSO isn't available on the Team plan that ws_fernwick is on"), S("it's included with Business and Enterprise"),
     S("Upgrading all 22 seats to Business would be $440.00 per month"), S("$105.60 is charged at upgrade"),
     S("remaining 18 days of this billing period"), S("Admin > Security > Single sign-on and choose SAML 2.0"),
     S("Copy the ACS URL and Entity ID into Okta"), S("click Test connection"), S("Turn on Enforce SSO only after the test passes")],
    notes="plan_code TEAM_MONTHLY without SSO; policy limits SAML to Business/Enterprise; preview_upgrade recurring 44000, amount_due_now 10560, days_remaining 18; KB gives steps.",
    now=NOW, includes=["$440.00", "$105.60"])

add(13, SC, D, Q,
    "SAML SSO (Okta included) requires the Business plan; your workspace is on Team. Upgrading your 22 seats runs $20.00 per seat per month, i.e. $440.00 monthly, with $105.60 due at upgrade.",
    EV,
    [S("SAML SSO (Okta included) requires the Business plan"), S("your workspace is on Team"), S("$20.00 per seat per month"),
     S("$440.00 monthly"), S("$105.60 due at upgrade")],
    notes="policy lists Okta for SAML on Business; unit_amount 2000, recurring 44000, proration amount_due_now 10560.",
    now=NOW, includes=["$440.00"])

add(14, SC, D, Q,
    "Dear Aisha,\n\nThank you for the question. Okta sign-in through SAML is a Business plan feature, and Team workspaces such as ws_fernwick can only use email and password or Google sign-in. "
    "Your workspace already used its Business trial, which ended on February 14, and a trial can only be started once per workspace, so a second trial isn't possible. "
    "If you upgrade, it takes effect immediately and SCIM provisioning comes with it as well.\n\nKind regards,\nColm Byrne\nPlanloom Technical Support",
    EV,
    [NA("Thank you for the question."), S("Okta sign-in through SAML is a Business plan feature"),
     S("can only use email and password or Google sign-in"), S("ended on February 14"),
     S("a trial can only be started once per workspace"), S("it takes effect immediately"), S("SCIM provisioning comes with it")],
    notes="trial_history BUSINESS_TRIAL EXPIRED ended 2026-02-14; policy: Team = email/password or Google OAuth, one trial per workspace, upgrade immediate, SCIM on Business.",
    now=NOW, includes=["February 14"])

add(15, SC, D, Q,
    "Hi Aisha, good news: SAML SSO is included in your Team plan, so you can set it up right away. Go to Admin > Security > Single sign-on, choose SAML 2.0, "
    "and upload Okta's metadata XML. Turn on Enforce SSO only after a successful test.",
    EV,
    [CI("SAML SSO is included in your Team plan", "NLI_CONTRADICTION", "VALUE_MISMATCH", "NO_POLICY_EVIDENCE"),
     S("Go to Admin > Security > Single sign-on, choose SAML 2.0"), S("upload Okta's metadata XML"),
     S("Turn on Enforce SSO only after a successful test")],
    errors=["unlisted_perk"],
    notes="features list has no SSO and the policy puts SAML on Business/Enterprise only; the KB steps themselves are accurate.",
    now=NOW, excludes=["SAML SSO is included in your Team plan"])

add(16, SC, D, Q,
    "Hi Aisha, SAML SSO needs the Business plan, and ws_fernwick is on Team. Moving your 22 seats to Business is $440.00 per month; "
    "at upgrade you'd pay $176.00 for the rest of this billing period. You can also start a free Business trial first to test Okta before paying.",
    EV,
    [S("SAML SSO needs the Business plan"), S("ws_fernwick is on Team"), S("Moving your 22 seats to Business is $440.00 per month"),
     C("you'd pay $176.00 for the rest of this billing period", "AMOUNT_MISMATCH"),
     C("start a free Business trial first", "NLI_CONTRADICTION", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["wrong_arithmetic", "condition_unmet"],
    notes="proration.amount_due_now is 10560 for 18 days ($176.00 is a full month's difference); trial_history shows the one allowed Business trial already EXPIRED.",
    now=NOW, excludes=["$176.00", "start a free Business trial"])

add(3, SC, D, Q,
    "Hi Aisha, Okta SSO needs the Business plan; ws_fernwick is on Team, which only supports email/password and Google sign-in. "
    "Business is $20.00 per seat per month, so $440.00 a month for your 22 seats, and the upgrade charges $176.00 right away for the rest of this billing period.",
    EV,
    [S("Okta SSO needs the Business plan"), S("only supports email/password and Google sign-in"), S("$20.00 per seat per month"),
     S("$440.00 a month for your 22 seats"), C("the upgrade charges $176.00 right away", "AMOUNT_MISMATCH")],
    errors=["wrong_arithmetic"],
    notes="preview_upgrade.proration.amount_due_now is 10560 ($105.60), not a full month's difference.",
    now=NOW, excludes=["$176.00"], includes=["$105.60|105.60", "$440.00"], repair=True)
