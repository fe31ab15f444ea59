# Scenario 07 - web hosting (Northbeam Hosting): domain transfer blocked by change-of-registrant lock
D = "web hosting"
SC = "host-transfer-lock"
Q = "I want to move oakridgebarbers.example to another registrar but it says the domain is locked. Can you unlock it?"
NOW = "2026-04-22T09:00:00-05:00"
EV = [
    rec("helpdesk.get_ticket#511090", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 511090, "subject": "Domain transfer locked", "status": "open", "priority": "normal",
        "requester": {"id": 90411, "name": "Samir Qureshi", "email": "samir@oakridgebarbers.example", "time_zone": "America/Chicago"},
        "assignee": {"id": 71, "name": "Bea Lindqvist", "group": "Domains"},
        "created_at": "2026-04-22T13:41:00Z", "updated_at": "2026-04-22T13:55:10Z",
        "sla": {"policy": "Standard", "first_reply_breach_at": "2026-04-22T21:41:00Z"},
        "custom_fields": [{"id": 4100, "value": "acct_60233"}, {"id": 4107, "value": "oakridgebarbers.example"}],
        "comments": [{"id": 1, "author_id": 90411, "public": True, "created_at": "2026-04-22T13:41:00Z",
                      "body": "I want to move oakridgebarbers.example to another registrar but it says the domain is locked. Can you unlock it?"}]}}),
    rec("domains.list#acct_60233", "tool:domains.list", {"domains": [
        {"name": "oakridgebarbers.example", "registered_at": "2022-08-14T18:30:00Z", "expires_at": "2026-08-14T18:30:00Z",
         "statuses": ["clientTransferProhibited"], "transfer_lock": {"active": True, "reason": "CHANGE_OF_REGISTRANT",
         "since": "2026-03-20T15:02:00Z", "until": "2026-05-19T15:02:00Z"}, "registrant_email": "samir@oakridgebarbers.example"},
        {"name": "oakridgebarbers-shop.example", "registered_at": "2024-02-02T10:00:00Z", "expires_at": "2027-02-02T10:00:00Z",
         "statuses": ["ok"], "transfer_lock": {"active": False}}]}),
    refused("domains.remove_transfer_lock#call-7", "domains.remove_transfer_lock", "DENY",
            {"domain": "oakridgebarbers.example"}, reason="REGISTRY_60_DAY_LOCK"),
    pol("domains#transfer-out", "Transfers out of Northbeam are free of charge. "
        "After a change of registrant (the owner contact's name, organization or email), the domain is locked against transfer to another registrar for 60 days, "
        "and Northbeam support cannot lift this lock early. "
        "Once a domain is unlocked, its auth (EPP) code is emailed to the registrant contact and remains valid for 14 days.", revision="dom-7"),
]

add(33, SC, D, Q,
    "Hi Samir, I'm not able to remove the lock. oakridgebarbers.example is under a 60-day transfer lock because the registrant contact was changed on March 20, "
    "and our support team can't lift that lock early. It ends on May 19 at 10:02 AM Central; after that, you can request the EPP code, which is emailed to the registrant "
    "contact and stays valid for 14 days. Transfers out of Northbeam are free.",
    EV,
    [S("I'm not able to remove the lock"), S("under a 60-day transfer lock"), S("the registrant contact was changed on March 20"),
     S("our support team can't lift that lock early"), S("It ends on May 19 at 10:02 AM Central"),
     S("emailed to the registrant contact"), S("stays valid for 14 days"), S("Transfers out of Northbeam are free")],
    notes="remove_transfer_lock DENY; transfer_lock reason CHANGE_OF_REGISTRANT since 2026-03-20, until 2026-05-19T15:02Z = 10:02 AM CDT; policy covers the rest.",
    now=NOW, includes=["May 19", "14 days"])

add(34, SC, D, Q,
    "Unlock was denied: oakridgebarbers.example is in the 60-day change-of-registrant lock until 2026-05-19 15:02 UTC. oakridgebarbers-shop.example has no lock and can be transferred now.",
    EV,
    [S("Unlock was denied"), S("in the 60-day change-of-registrant lock until 2026-05-19 15:02 UTC"),
     S("oakridgebarbers-shop.example has no lock")],
    notes="refused_call DENY; transfer_lock.until; second domain transfer_lock.active false, statuses ok.",
    now=NOW, includes=["2026-05-19"])

add(35, SC, D, Q,
    "Hello Samir,\n\nThanks for your patience. The owner details on oakridgebarbers.example were updated on March 20, and a registrant change triggers a sixty-day lock against transfers. "
    "We tried to lift it, but the request was denied, since this lock can't be removed early by support. The lock expires on Tuesday, May 19. "
    "Your registration itself is paid through August 14, 2026, so it won't lapse before you can move it.\n\nRegards,\nBea Lindqvist\nNorthbeam Domains",
    EV,
    [NA("Thanks for your patience."), S("were updated on March 20"), S("a registrant change triggers a sixty-day lock"),
     S("the request was denied"), S("can't be removed early by support"), S("The lock expires on Tuesday, May 19"),
     S("paid through August 14, 2026"), S("it won't lapse before you can move it")],
    notes="since 2026-03-20; DENY; until 2026-05-19 (a Tuesday); expires_at 2026-08-14 is after the lock ends.",
    now=NOW, includes=["May 19"])

add(36, SC, D, Q,
    "Hi Samir, I've removed the transfer lock on oakridgebarbers.example, so you can request the EPP code now. It will be emailed to the registrant contact, "
    "samir@oakridgebarbers.example, and is valid for 30 days. Transfers out are free.",
    EV,
    [C("I've removed the transfer lock", "NOT_EXECUTED"), C("you can request the EPP code now", "NOT_EXECUTED", "RECORD_STATE_MISMATCH"),
     S("emailed to the registrant contact, samir@oakridgebarbers.example"),
     C("is valid for 30 days", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("Transfers out are free")],
    errors=["refused_call_effect", "refused_call_effect", "wrong_period"],
    notes="remove_transfer_lock was DENY and the lock is active until May 19; policy: EPP codes valid 14 days.",
    now=NOW, excludes=["I've removed the transfer lock", "request the EPP code now", "valid for 30 days"])

add(37, SC, D, Q,
    "Hi Samir, I couldn't lift it: oakridgebarbers.example was put under a transfer lock when the registrant contact changed on March 20, and support can't remove that lock early. "
    "It lifts on April 19, so you should be able to start the transfer any time now.",
    EV,
    [S("I couldn't lift it"), S("when the registrant contact changed on March 20"), S("support can't remove that lock early"),
     C("It lifts on April 19", "DATE_MISMATCH"), C("you should be able to start the transfer any time now", "RECORD_STATE_MISMATCH", "DATE_MISMATCH")],
    errors=["wrong_date", "wrong_state"],
    notes="transfer_lock.until is 2026-05-19 (60 days, not 30) and the lock is still active.",
    now=NOW, excludes=["lifts on April 19", "start the transfer any time now"])

add(7, SC, D, Q,
    "Hi Samir, the unlock request was denied: oakridgebarbers.example has a 60-day change-of-registrant lock until May 19, which support can't lift early. "
    "After that, the EPP code is emailed to the registrant contact and is valid for 5 days.",
    EV,
    [S("the unlock request was denied"), S("60-day change-of-registrant lock until May 19"), S("which support can't lift early"),
     S("emailed to the registrant contact"), C("valid for 5 days", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    errors=["wrong_period"],
    notes="Policy: EPP codes remain valid for 14 days.",
    now=NOW, excludes=["valid for 5 days"], includes=["14 days|fourteen days", "May 19"], repair=True)
