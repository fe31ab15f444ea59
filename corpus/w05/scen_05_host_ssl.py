# Scenario 05 - web hosting (Northbeam Hosting): AutoSSL renewal blocked by CAA record
D = "web hosting"
SC = "host-ssl-caa"
Q = "I got an email saying my SSL certificate couldn't renew. What do I need to do? My shop can't go down."
NOW = "2026-05-04T10:30:00-06:00"
EV = [
    rec("helpdesk.get_ticket#510244", "tool:helpdesk.get_ticket", {"ticket": {
        "id": 510244, "subject": "SSL renewal failed?", "status": "open", "priority": "urgent",
        "requester": {"id": 99120, "name": "Grace Okafor", "email": "grace@bluemesa-pottery.example", "time_zone": "America/Denver"},
        "assignee": {"id": 77, "name": "Hollis Varga", "group": "Hosting L1"},
        "created_at": "2026-05-04T16:02:19Z", "updated_at": "2026-05-04T16:02:19Z",
        "sla": {"policy": "Urgent", "first_reply_breach_at": "2026-05-04T17:02:19Z"},
        "custom_fields": [{"id": 4100, "value": "acct_44821"}, {"id": 4107, "value": "bluemesa-pottery.example"}],
        "comments": [{"id": 1, "author_id": 99120, "public": True, "created_at": "2026-05-04T16:02:19Z",
                      "body": "I got an email saying my SSL certificate couldn't renew. What do I need to do?"}]}}),
    rec("ssl.list_certificates#acct_44821", "tool:ssl.list_certificates", {"certificates": [
        {"common_name": "bluemesa-pottery.example", "issuer": "Let's Encrypt R11", "status": "VALID", "not_after": "2026-05-09T17:44:12Z",
         "auto_renew": True,
         "last_renewal_attempt": {"at": "2026-05-04T06:00:00Z", "result": "FAILED", "error_code": "CAA_RECORD_FORBIDS_ISSUER",
                                  "detail": "CAA record on bluemesa-pottery.example permits only sectigo.com"},
         "next_attempt_at": "2026-05-05T06:00:00Z"},
        {"common_name": "shop.bluemesa-pottery.example", "issuer": "Let's Encrypt R10", "status": "VALID", "not_after": "2026-07-30T02:13:55Z",
         "auto_renew": True, "last_renewal_attempt": {"at": "2026-05-01T06:00:00Z", "result": "SUCCEEDED"}}]}),
    rec("dns.list_records#bluemesa-pottery.example", "tool:dns.list_records", {"zone": "bluemesa-pottery.example", "managed_by": "EXTERNAL",
        "records": [{"type": "A", "name": "@", "value": "203.0.113.48", "ttl": 3600},
                    {"type": "CAA", "name": "@", "value": "0 issue \"sectigo.com\"", "ttl": 3600}]}),
    psg("kb#autossl-caa", "AutoSSL and CAA records\nIf a domain has a CAA record, it must include letsencrypt.org for AutoSSL to renew the certificate.\n"
        "Renewal attempts run every day at 06:00 UTC, starting 30 days before the certificate expires.\n"
        "After fixing the record you can trigger a renewal from Hosting > SSL/TLS > Renew now; issuance usually completes within 10 minutes.",
        source="support.northbeam.example"),
]

add(22, SC, D, Q,
    "Hi Grace, the certificate for bluemesa-pottery.example is still valid until Saturday, May 9 at 11:44 AM Mountain, so the shop is fine for now. "
    "The automatic renewal attempt on May 4 failed because the domain's CAA record only allows sectigo.com to issue certificates. To fix it:\n"
    "1. Where your DNS is hosted, add a CAA record: 0 issue \"letsencrypt.org\".\n"
    "2. Once the change is live, go to Hosting > SSL/TLS and click Renew now.\n"
    "3. Issuance usually completes within 10 minutes.\n"
    "If you don't trigger it yourself, the next automatic attempt runs at midnight tonight, Mountain time.",
    EV,
    [S("still valid until Saturday, May 9 at 11:44 AM Mountain"), S("The automatic renewal attempt on May 4 failed"),
     S("the domain's CAA record only allows sectigo.com"), S("add a CAA record: 0 issue \"letsencrypt.org\""),
     S("go to Hosting > SSL/TLS and click Renew now"), S("Issuance usually completes within 10 minutes"),
     S("the next automatic attempt runs at midnight tonight, Mountain time")],
    notes="not_after 2026-05-09T17:44Z = 11:44 AM MDT Sat; last attempt FAILED CAA_RECORD_FORBIDS_ISSUER; next_attempt_at 2026-05-05T06:00Z = 00:00 MDT May 5; KB for fix and timing.",
    now=NOW, includes=["May 9", "letsencrypt.org"])

add(23, SC, D, Q,
    "Renewal for bluemesa-pottery.example failed because its CAA record allows only sectigo.com. Add a CAA issue record for letsencrypt.org, then use Hosting > SSL/TLS > Renew now; the current cert is valid until 2026-05-09 17:44 UTC.",
    EV,
    [S("Renewal for bluemesa-pottery.example failed"), S("its CAA record allows only sectigo.com"), S("Add a CAA issue record for letsencrypt.org"),
     S("Hosting > SSL/TLS > Renew now"), S("valid until 2026-05-09 17:44 UTC")],
    notes="certificate record and KB passage.",
    now=NOW, includes=["2026-05-09"])

add(24, SC, D, Q,
    "Hello Grace,\n\nThank you for reaching out quickly. The renewal was blocked by a CAA record on your domain that names only sectigo.com as an allowed issuer; "
    "our certificates come from Let's Encrypt, so letsencrypt.org has to be added to that record. Your DNS is managed outside Northbeam, so the change has to be made at your DNS provider. "
    "Renewal attempts are made daily once a certificate is within thirty days of expiry, and the next one is scheduled for 12:00 AM Mountain on May 5. "
    "Your shop subdomain, shop.bluemesa-pottery.example, renewed successfully on May 1 and is not affected.\n\nBest regards,\nHollis Varga\nNorthbeam Hosting Support",
    EV,
    [NA("Thank you for reaching out quickly."), S("The renewal was blocked by a CAA record"), S("letsencrypt.org has to be added to that record"),
     S("Your DNS is managed outside Northbeam"), S("Renewal attempts are made daily once a certificate is within thirty days of expiry"),
     S("scheduled for 12:00 AM Mountain on May 5"), S("renewed successfully on May 1")],
    notes="dns zone managed_by EXTERNAL; KB 30 days/daily at 06:00 UTC; next_attempt_at 06:00Z May 5 = 12:00 AM MDT; shop cert last attempt SUCCEEDED 2026-05-01.",
    now=NOW, includes=["May 5"])

add(25, SC, D, Q,
    "Hi Grace, your certificate for bluemesa-pottery.example expires on Saturday, May 9 at 5:44 PM Mountain. The renewal failed because the CAA record only permits sectigo.com, "
    "and auto-renew is currently turned off for this domain. Add a CAA record for letsencrypt.org, then click Renew now under Hosting > SSL/TLS.",
    EV,
    [C("May 9 at 5:44 PM Mountain", "DATE_MISMATCH", "VALUE_MISMATCH"), S("the CAA record only permits sectigo.com"),
     C("auto-renew is currently turned off", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
     S("Add a CAA record for letsencrypt.org"), S("click Renew now under Hosting > SSL/TLS")],
    errors=["unit_conversion", "wrong_state"],
    notes="not_after 17:44 UTC is 11:44 AM MDT (17:44 read as local and shifted); auto_renew is true.",
    now=NOW, excludes=["5:44 PM Mountain", "auto-renew is currently turned off"])

add(26, SC, D, Q,
    "Hi Grace, no need to panic: your certificate is valid until July 30, so there's plenty of time. The May 4 renewal attempt failed because your CAA record only allows sectigo.com. "
    "Renewal attempts start 14 days before expiry and run daily, so once you add letsencrypt.org to the CAA record it will renew on its own.",
    EV,
    [C("your certificate is valid until July 30", "DATE_MISMATCH"), S("The May 4 renewal attempt failed"),
     S("your CAA record only allows sectigo.com"), C("Renewal attempts start 14 days before expiry", "NLI_CONTRADICTION", "VALUE_MISMATCH"),
     S("once you add letsencrypt.org to the CAA record it will renew on its own")],
    errors=["other_record_value", "wrong_period"],
    notes="July 30 is the shop subdomain's not_after; the apex cert expires 2026-05-09. KB: attempts start 30 days before expiry.",
    now=NOW, excludes=["valid until July 30", "14 days before expiry"])

add(5, SC, D, Q,
    "Hi Grace, the bluemesa-pottery.example certificate is valid until May 9, but the May 4 renewal failed because your CAA record only allows sectigo.com. "
    "Add 0 issue \"letsencrypt.org\" at your DNS provider; otherwise the next automatic attempt is at 6:00 AM Mountain on May 5.",
    EV,
    [S("valid until May 9"), S("the May 4 renewal failed"), S("your CAA record only allows sectigo.com"),
     S("Add 0 issue \"letsencrypt.org\" at your DNS provider"), C("6:00 AM Mountain on May 5", "DATE_MISMATCH", "VALUE_MISMATCH")],
    errors=["unit_conversion"],
    notes="next_attempt_at 2026-05-05T06:00Z is 12:00 AM MDT, not 6:00 AM Mountain.",
    now=NOW, excludes=["6:00 AM Mountain"], includes=["12:00 AM|midnight|12 AM|06:00 UTC|6:00 AM UTC", "May 9"], repair=True)
