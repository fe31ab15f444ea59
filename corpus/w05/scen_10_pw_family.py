# Scenario 10 - password manager (Latchkey): Families plan seat limit and pending invite
D = "password manager"
SC = "pw-family-invite"
Q = "My son says he never got the invite, and I also want to add my mom. Do we have room on our family plan?"
NOW = "2026-05-10T08:00:00-07:00"
EV = [
    rec("helpdesk.get_ticket#30217", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 30217, "subject": "Family invite not received + adding a member", "status": "open", "priority": "normal",
        "requester": {"id": 410552, "name": "Rachel Abernathy", "email": "rachel.abernathy@mailbox.example", "time_zone": "America/Phoenix"},
        "assignee": {"id": 19, "name": "Owen Castellanos", "group": "Accounts"},
        "created_at": "2026-05-10T14:44:00Z", "updated_at": "2026-05-10T14:44:00Z",
        "sla": {"policy": "Consumer", "first_reply_breach_at": "2026-05-11T14:44:00Z"},
        "custom_fields": [{"id": 9001, "value": "org_fam_77120"}, {"id": 9004, "value": "FAMILIES_ANNUAL"}],
        "comments": [{"id": 1, "author_id": 410552, "public": True, "created_at": "2026-05-10T14:44:00Z",
                      "body": "My son says he never got the invite, and I also want to add my mom. Do we have room on our family plan?"}]}}),
    rec("orgs.get#org_fam_77120", "tool:orgs.get", {"org_id": "org_fam_77120", "plan_code": "FAMILIES_ANNUAL", "max_members": 6,
        "price": {"amount": 5988, "currency": "usd", "interval": "P1Y"}, "renews_at": "2026-11-02T00:00:00Z",
        "members": [{"email": "rachel.abernathy@mailbox.example", "role": "ORGANIZER", "status": "ACTIVE"},
                    {"email": "tom.abernathy@mailbox.example", "role": "MEMBER", "status": "ACTIVE"},
                    {"email": "lily.abernathy@mailbox.example", "role": "MEMBER", "status": "ACTIVE"},
                    {"email": "june.abernathy@mailbox.example", "role": "MEMBER", "status": "ACTIVE"},
                    {"email": "carl.ng@mailbox.example", "role": "MEMBER", "status": "ACTIVE"}],
        "invitations": [{"email": "ethan.abernathy@mailbox.example", "status": "PENDING", "sent_at": "2026-05-08T03:15:00Z",
                         "expires_at": "2026-05-15T03:15:00Z", "delivery": {"last_event": "DELIVERED", "at": "2026-05-08T03:15:09Z"}}]}),
    rec("billing.list_subscriptions#410552", "tool:billing.list_subscriptions", {"subscriptions": [
        {"plan_code": "FAMILIES_ANNUAL", "status": "ACTIVE", "org_id": "org_fam_77120"},
        {"plan_code": "PREMIUM_PERSONAL", "status": "CANCELED", "canceled_at": "2025-11-02T00:04:00Z", "max_members": 1}]}),
    pol("plans#families", "Each member gets their own private vault plus access to shared family vaults, and 1 GB of encrypted file storage. "
        "The Families plan covers up to 6 members, including the organizer. "
        "Pending invitations count toward the member limit until they are accepted, revoked or expire. Invitations expire 7 days after they are sent.", revision="fam-2026-01"),
    psg("kb#resend-invite", "Resending a family invitation\nOpen Admin Console > Family > Members, find the pending invitation and choose Resend.\nResending restarts the 7-day expiry.", source="support.latchkey.example"),
]

add(48, SC, D, Q,
    "Hi Rachel, the invite to ethan.abernathy@mailbox.example was sent on May 7 at 8:15 PM your time, shows as delivered, and is still pending; it expires on May 14 at 8:15 PM Arizona time. "
    "Your Families plan is currently full: 5 active members plus Ethan's pending invite make 6, which is the plan's limit including you as organizer, and pending invites count toward it. "
    "So there's no spot for your mom unless you remove a member or revoke an invite. To resend Ethan's invite:\n"
    "1. Open Admin Console > Family > Members.\n2. Find the pending invitation and choose Resend (this restarts the 7-day expiry).",
    EV,
    [S("was sent on May 7 at 8:15 PM your time"), S("shows as delivered"), S("and is still pending"), S("expires on May 14 at 8:15 PM Arizona time"),
     S("Your Families plan is currently full"), S("5 active members plus Ethan's pending invite make 6"),
     S("the plan's limit including you as organizer"), S("pending invites count toward it"),
     S("there's no spot for your mom unless you remove a member or revoke an invite"),
     S("Open Admin Console > Family > Members."), S("choose Resend (this restarts the 7-day expiry)")],
    notes="sent_at 03:15Z May 8 = 8:15 PM MST May 7; expires_at 03:15Z May 15 = 8:15 PM MST May 14; DELIVERED event; 5 ACTIVE + 1 PENDING = max_members 6; policy and KB.",
    now=NOW, includes=["May 14", "6"])

add(49, SC, D, Q,
    "Your Families plan is at its 6-member limit (5 members + 1 pending invite), so your mom can't be added yet. Ethan's invite is pending until 2026-05-15 03:15 UTC; resending it restarts the 7-day clock.",
    EV,
    [S("Your Families plan is at its 6-member limit (5 members + 1 pending invite)"), S("your mom can't be added yet"),
     S("Ethan's invite is pending until 2026-05-15 03:15 UTC"), S("resending it restarts the 7-day clock")],
    notes="org members/invitations and max_members; expires_at; KB.",
    now=NOW, includes=["2026-05-15"])

add(50, SC, D, Q,
    "Dear Rachel,\n\nThank you for writing in. Ethan's invitation was delivered to ethan.abernathy@mailbox.example on the evening of May 7, so it may be worth asking him to check his spam folder. "
    "It stays valid for seven days from sending. Your plan allows six people, you included, and all six places are taken at the moment because an unaccepted invitation also holds a place. "
    "If one of the current members no longer needs access, removing them would free a place for your mother.\n\nWarm regards,\nOwen Castellanos\nLatchkey Accounts",
    EV,
    [NA("Thank you for writing in."), S("was delivered to ethan.abernathy@mailbox.example on the evening of May 7"),
     S("stays valid for seven days from sending"), S("Your plan allows six people, you included"), S("all six places are taken at the moment"),
     S("an unaccepted invitation also holds a place"), S("removing them would free a place for your mother")],
    notes="delivery DELIVERED at 03:15Z May 8 = evening May 7 MST; policy 7 days, 6 incl. organizer, pending counts; 6 occupied. The spam-folder suggestion is advice, not a claim.",
    now=NOW, includes=["six"])

add(51, SC, D, Q,
    "Hi Rachel, you're using 5 of your 6 Families spots, so you have one spot left for your mom. Ethan's invite is still pending and expires on May 15 at 3:15 AM your time; you can resend it from Admin Console > Family > Members.",
    EV,
    [C("you have one spot left for your mom", "VALUE_MISMATCH", "NLI_CONTRADICTION"), S("Ethan's invite is still pending"),
     C("May 15 at 3:15 AM your time", "DATE_MISMATCH", "VALUE_MISMATCH"), S("you can resend it from Admin Console > Family > Members")],
    errors=["wrong_arithmetic", "unit_conversion"],
    notes="Pending invites count toward the limit (5 + 1 = 6 of 6); 03:15 UTC May 15 is 8:15 PM MST May 14.",
    now=NOW, excludes=["one spot left", "3:15 AM your time"])

add(52, SC, D, Q,
    "Hi Rachel, your plan is full at 6 of 6, since Ethan's pending invite counts toward the limit. Every member gets a private vault, 5 GB of encrypted file storage and the built-in Latchkey VPN, so your mom would get the same once a spot opens.",
    EV,
    [S("your plan is full at 6 of 6"), S("Ethan's pending invite counts toward the limit"), S("Every member gets a private vault"),
     C("5 GB of encrypted file storage", "NLI_CONTRADICTION", "VALUE_MISMATCH"), I("the built-in Latchkey VPN", "NO_POLICY_EVIDENCE", "NLI_NOT_ENTAILED")],
    errors=["wrong_quantity", "unlisted_perk"],
    notes="Policy: 1 GB storage per member; no VPN is listed in the Families plan.",
    now=NOW, excludes=["5 GB of encrypted", "built-in Latchkey VPN"])

add(10, SC, D, Q,
    "Hi Rachel, your Families plan is full: 5 members plus Ethan's pending invite make 6 of 6. Ethan's invite expires on May 17, and resending it from Admin Console > Family > Members restarts the 7-day expiry.",
    EV,
    [S("your Families plan is full"), S("5 members plus Ethan's pending invite make 6 of 6"), C("expires on May 17", "DATE_MISMATCH"),
     S("restarts the 7-day expiry")],
    errors=["wrong_date"],
    notes="expires_at 2026-05-15T03:15Z (May 14, 8:15 PM MST).",
    now=NOW, excludes=["May 17"], includes=["May 14|May 15|2026-05-15", "6 of 6|6"], repair=True)
