from common import add, rec, pol, psg, refused, ep, S, N, C, I, CI

D = "business licensing"

# ---------------------------------------------------------------- 5. food truck renewal filed on time
ev = [
    rec("get_renewal#BLR-2026-1187", "tool:licensing.get_application", {
        "application": {"application_id": "BLR-2026-1187", "type": "MOBILE_FOOD_VENDOR_RENEWAL",
                        "business": {"legal_name": "Taco Lumbre LLC", "licence_no": "FV-22-00913"},
                        "submitted_on": "2026-03-28", "stage": "UNDER_REVIEW",
                        "stage_history": [{"stage": "SUBMITTED", "at": "2026-03-28T21:14:03Z"},
                                          {"stage": "FEES_PAID", "at": "2026-03-28T21:20:47Z"},
                                          {"stage": "UNDER_REVIEW", "at": "2026-04-01T14:00:00Z"}],
                        "assessed_fees": {"currency": "USD", "fee_schedule": "FS-2026", "items": [
                            {"code": "MFV_RENEWAL_BASE", "amount_minor": 27500},
                            {"code": "HEALTH_INSPECTION", "amount_minor": 9500},
                            {"code": "LATE_PENALTY", "amount_minor": 0, "applied": False}],
                            "total_minor": 37000, "balance_minor": 0}}}),
    rec("get_licence#FV-22-00913", "tool:licensing.get_licence", {
        "licence": {"licence_no": "FV-22-00913", "status": "EXPIRED_RENEWAL_PENDING", "expires_on": "2026-03-31",
                    "last_renewal": {"fee_schedule": "FS-2025", "base_fee_minor": 25000, "paid_on": "2025-03-20"}}}),
    pol("licensing-policy#renewals", "Mobile food vendor licences are renewed every year. The base renewal fee "
        "under the 2026 schedule is $275, plus a $95 health inspection fee. A renewal received after the licence "
        "expiry date carries a late penalty of 25% of the base fee. If your renewal was received on or before the "
        "expiry date, you may keep operating while it is under review.", revision="FS-2026"),
]
Q = "Our food truck licence expired March 31 but we sent the renewal on March 28. Can we keep operating, and did we get charged a late fee?"
sc = "food-truck-renewal"
add(sc, D, Q,
    "Since your renewal (BLR-2026-1187) was received on March 28, before your licence expired on March 31, there is "
    "no late penalty and you may keep operating while it is under review. Your total was $370.00: $275 for the "
    "renewal and $95 for the health inspection.",
    ev, [S("was received on March 28"), S("before your licence expired on March 31"), S("there is no late penalty"),
         S("you may keep operating while it is under review"), S("Your total was $370.00"), S("$275 for the renewal"),
         S("$95 for the health inspection")],
    includes=["$370.00"], notes="submitted_on 2026-03-28, expires_on 2026-03-31, LATE_PENALTY applied false; policy lets on-time renewals keep operating; 27500+9500=37000.")
add(sc, D, Q,
    "Thanks for writing in! Quick summary for Taco Lumbre LLC:\n- Renewal BLR-2026-1187: under review\n"
    "- Late fee: none, because it came in before the expiry date\n- Paid: $370 in full, nothing owing\n"
    "You can keep operating your truck while we finish the review.",
    ev, [N("Thanks for writing in!"), N("Quick summary for Taco Lumbre LLC:"), S("Renewal BLR-2026-1187: under review"),
         S("Late fee: none"), S("because it came in before the expiry date"), S("Paid: $370 in full"), S("nothing owing"),
         S("You can keep operating your truck")],
    includes=["$370"], notes="stage UNDER_REVIEW; balance_minor 0; LATE_PENALTY not applied; policy on operating during review.")
add(sc, D, Q,
    "Yes, you can keep operating. The renewal reached us three days before expiry, so no late penalty was charged.",
    ev, [S("Yes, you can keep operating"), S("reached us three days before expiry"), S("no late penalty was charged")],
    includes=["no late penalty"], notes="2026-03-28 is three days before 2026-03-31; penalty not applied.")
add(sc, D, Q,
    "Your renewal (BLR-2026-1187) is under review. Because your licence expired on March 31, a late penalty of "
    "$68.75 applies, which is 25% of the $275 base fee. You may keep operating while it is under review.",
    ev, [S("(BLR-2026-1187) is under review"), C("a late penalty of $68.75 applies", "AMOUNT_MISMATCH", "VALUE_MISMATCH"),
         S("25% of the $275 base fee"), S("You may keep operating while it is under review")],
    excludes=["late penalty of $68.75 applies"], errors=["condition_unmet"],
    notes="the penalty needs a renewal received after expiry; submitted_on 2026-03-28 is before 2026-03-31 and LATE_PENALTY applied is false.")
add(sc, D, Q,
    "Your renewal BLR-2026-1187 arrived on March 28 and is under review. The base renewal fee is $250, plus $95 "
    "for the health inspection. Please note you must stop operating until the renewal is approved.",
    ev, [S("arrived on March 28"), S("is under review"), C("The base renewal fee is $250", "AMOUNT_MISMATCH"),
         S("plus $95 for the health inspection"), C("you must stop operating until the renewal is approved", "NLI_CONTRADICTION")],
    excludes=["base renewal fee is $250", "must stop operating"], errors=["stale_value", "wrong_policy_condition"],
    notes="$250 is the FS-2025 base fee from last year's renewal; FS-2026 is 27500. Policy allows operating when renewal was on time.")
add(sc, D, Q,
    "Your renewal was received on March 28, before the expiry date, so no late penalty applies and you can keep "
    "operating. You paid a base renewal fee of $250 and $95 for the health inspection.",
    ev, [S("received on March 28"), S("no late penalty applies"), S("you can keep operating"),
         C("base renewal fee of $250", "AMOUNT_MISMATCH")],
    includes=["$275|275.00", "$95"], excludes=["base renewal fee of $250"], errors=["stale_value"], repair=True,
    notes="MFV_RENEWAL_BASE under FS-2026 is 27500 cents; 25000 is the 2025 fee.")

# ---------------------------------------------------------------- 6. en-CA home business, landlord consent missing
ev = [
    rec("get_application#HBL-2026-0442", "tool:licensing.get_application", {
        "application": {"application_id": "HBL-2026-0442", "type": "HOME_BASED_BUSINESS",
                        "applicant": {"name": "Priya Raman", "business_name": "Crumb & Cardamom"},
                        "stage": "AWAITING_DOCUMENTS",
                        "stage_history": [{"stage": "SUBMITTED", "at": "2026-03-18"},
                                          {"stage": "AWAITING_DOCUMENTS", "at": "2026-03-31"}],
                        "documents": [
                            {"code": "APPLICATION_FORM", "status": "RECEIVED"},
                            {"code": "PROOF_OF_RESIDENCE", "status": "RECEIVED"},
                            {"code": "ZONING_CONFIRMATION", "status": "RECEIVED"},
                            {"code": "LANDLORD_CONSENT", "status": "MISSING"}],
                        "documents_requested_on": "2026-03-31", "lapse_after_days": 45, "documents_due": "2026-05-15",
                        "fee": {"code": "HOME_BUSINESS_ANNUAL", "amount_minor": 12000, "currency": "CAD",
                                "status": "NOT_YET_INVOICED"}}}),
    pol("licensing-policy#home-business", "If you rent your home, you must include written consent from the property "
        "owner. Incomplete applications lapse 45 days after we ask for the missing documents, and you would have to "
        "start again. The annual home-based business licence fee is charged only once your application is approved; "
        "we will send you an invoice at that point.", revision="2026-02"),
]
Q = "What's holding up my home bakery licence? Do I need to pay anything now?"
NOW = "2026-04-14T09:20:00-03:00"
sc = "home-business-docs"
add(sc, D, Q,
    "Your application HBL-2026-0442 is waiting on one document: written consent from your landlord. Your zoning "
    "confirmation and proof of residence are in. Please send the consent by May 15, 2026, or the application will "
    "lapse. You don't need to pay yet; the $120 annual fee is invoiced once the licence is approved.",
    ev, [S("is waiting on one document"), S("written consent from your landlord"),
         S("Your zoning confirmation and proof of residence are in"), S("send the consent by May 15, 2026"),
         S("or the application will lapse"), S("You don't need to pay yet"),
         S("the $120 annual fee is invoiced once the licence is approved")],
    includes=["May 15", "$120"], notes="LANDLORD_CONSENT MISSING, others RECEIVED; documents_due 2026-05-15; fee 12000 CAD NOT_YET_INVOICED and policy invoices on approval.")
add(sc, D, Q,
    "Hi Priya — just the landlord's consent letter is outstanding. It's due 15 May 2026. No payment now; you'll be "
    "invoiced $120.00 when approved.",
    ev, [S("just the landlord's consent letter is outstanding"), S("It's due 15 May 2026"), S("No payment now"),
         S("invoiced $120.00 when approved")],
    includes=["15 May 2026"], notes="documents[] and documents_due; fee status and policy.")
add(sc, D, Q,
    "Dear Ms. Raman,\n\nThank you for contacting us about Crumb & Cardamom. Your home-based business application is "
    "on hold until we receive written consent from the owner of the property you rent. Applications that are not "
    "completed lapse 45 days after our request, which in your case was sent on March 31. No fee is payable at this "
    "stage.\n\nKind regards,\nBusiness Licensing",
    ev, [N("Dear Ms. Raman"), N("Thank you for contacting us"), S("on hold until we receive written consent from the owner"),
         S("lapse 45 days after our request"), S("was sent on March 31"), S("No fee is payable at this stage"), N("Kind regards")],
    includes=["45 days"], notes="stage AWAITING_DOCUMENTS; documents_requested_on 2026-03-31; lapse_after_days 45; fee NOT_YET_INVOICED.")
add(sc, D, Q,
    "Your application HBL-2026-0442 is waiting on one document: written consent from your landlord. Your zoning "
    "confirmation and proof of residence are in. Please send the consent by May 15, 2026, or the application will "
    "lapse. You don't need to pay yet; the $12,000 annual fee is invoiced once the licence is approved.",
    ev, [S("is waiting on one document"), S("written consent from your landlord"),
         S("Your zoning confirmation and proof of residence are in"), S("send the consent by May 15, 2026"),
         S("or the application will lapse"), S("You don't need to pay yet"),
         C("the $12,000 annual fee", "AMOUNT_MISMATCH")],
    excludes=["$12,000"], errors=["unit_conversion"], notes="amount_minor 12000 CAD is $120.00; the draft read cents as dollars.")
add(sc, D, Q,
    "We're still missing your landlord's written consent. Please send it by May 30, 2026. To keep your application "
    "active, please pay the $120 annual fee now.",
    ev, [S("still missing your landlord's written consent"), C("send it by May 30, 2026", "DATE_MISMATCH"),
         C("To keep your application active, please pay the $120 annual fee now", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    excludes=["May 30, 2026", "pay the $120 annual fee now"], errors=["wrong_date", "wrong_policy_condition"],
    notes="documents_due 2026-05-15; the fee is charged only after approval (NOT_YET_INVOICED).")
add(sc, D, Q,
    "Your application HBL-2026-0442 is on hold because your zoning confirmation is missing. Please send it by "
    "May 15, 2026. You don't need to pay anything yet.",
    ev, [S("HBL-2026-0442 is on hold"), C("because your zoning confirmation is missing", "RECORD_STATE_MISMATCH", "VALUE_MISMATCH"),
         S("send it by May 15, 2026"), S("You don't need to pay anything yet")],
    includes=["landlord|property owner|owner's consent|consent", "May 15"], excludes=["zoning confirmation is missing"],
    errors=["wrong_state"], repair=True, notes="ZONING_CONFIRMATION is RECEIVED; LANDLORD_CONSENT is the MISSING one.")

# ---------------------------------------------------------------- 7. liquor licence denied, appeal fee waiver refused
ev = [
    rec("get_decision#LL-2026-0077", "tool:licensing.get_decision", {
        "application_id": "LL-2026-0077", "type": "ON_PREMISES_LIQUOR",
        "applicant": {"trade_name": "The Copper Fern", "entity_type": "LLC"},
        "stage": "DECIDED", "decision": {"outcome": "DENIED", "decided_on": "2026-04-02",
                                         "reasons": [{"code": "PROXIMITY_SCHOOL_UNDER_500FT"},
                                                     {"code": "FLOOR_PLAN_INCOMPLETE"}],
                                         "appeal": {"body": "LICENSING_APPEALS_BOARD", "window_days": 20,
                                                    "deadline": "2026-04-22", "fee_minor": 15000, "currency": "USD"}},
        "application_fee": {"amount_minor": 40000, "refundable": False}}),
    rec("get_permit#SEP-2026-0310", "tool:licensing.get_permit", {
        "permit_no": "SEP-2026-0310", "type": "SPECIAL_EVENT_LIQUOR", "holder": "The Copper Fern",
        "status": "APPROVED", "decided_on": "2026-03-10", "event_date": "2026-05-09"}),
    refused("waive_fee#call-2", "licensing.waive_fee", "DENY",
            {"application_id": "LL-2026-0077", "fee": "APPEAL_FILING", "reason": "NOT_NONPROFIT"}),
    pol("licensing-policy#liquor-appeals", "Decisions on liquor licence applications may be appealed to the Licensing "
        "Appeals Board. An appeal must be filed within 20 days of the decision date. The appeal filing fee is $150. "
        "The filing fee is waived only for registered nonprofit organizations. The application fee is not refunded "
        "when an application is denied.", revision="2025-07"),
]
Q = "Our liquor licence was denied. Why, how do we appeal, and can you waive the appeal fee?"
NOW = "2026-04-06T14:40:00-04:00"
sc = "liquor-denied"
add(sc, D, Q,
    "Your application LL-2026-0077 was denied on April 2 for two reasons: the premises are within 500 feet of a "
    "school, and the floor plan was incomplete. You can appeal to the Licensing Appeals Board within 20 days of the "
    "decision, so by April 22. I couldn't waive the $150 appeal fee; waivers are only for registered nonprofits.",
    ev, [S("was denied on April 2"), S("within 500 feet of a school"), S("the floor plan was incomplete"),
         S("appeal to the Licensing Appeals Board"), S("within 20 days of the decision, so by April 22"),
         S("I couldn't waive the $150 appeal fee"), S("waivers are only for registered nonprofits")],
    includes=["April 22", "$150"], notes="decision DENIED 2026-04-02 with both reason codes; appeal window 20 days, deadline 2026-04-22, fee 15000; waive_fee DENY.")
add(sc, D, Q,
    "Dear Copper Fern team,\n\nI'm sorry to bring disappointing news. The application was turned down because the "
    "location is less than 500 feet from a school and the floor plan submitted was not complete. An appeal may be "
    "filed with the Licensing Appeals Board until April 22, 2026. The filing fee of one hundred fifty dollars could "
    "not be waived, as that waiver is limited to nonprofit organizations. The $400 application fee is also not "
    "refundable.\n\nRegards,\nLicensing Services",
    ev, [N("Dear Copper Fern team"), N("I'm sorry to bring disappointing news."), S("location is less than 500 feet from a school"),
         S("floor plan submitted was not complete"), S("filed with the Licensing Appeals Board until April 22, 2026"),
         S("one hundred fifty dollars could not be waived"), S("that waiver is limited to nonprofit organizations"),
         S("The $400 application fee is also not refundable"), N("Regards")],
    includes=["April 22, 2026"], notes="reasons, appeal deadline, refused waiver, application_fee 40000 refundable false.")
add(sc, D, Q,
    "You have until Wednesday, April 22 to appeal. The $150 filing fee still applies, since the waiver covers "
    "nonprofits only.",
    ev, [S("until Wednesday, April 22 to appeal"), S("The $150 filing fee still applies"), S("the waiver covers nonprofits only")],
    includes=["April 22"], now=NOW, notes="appeal.deadline 2026-04-22 is a Wednesday; waive_fee DENY; policy nonprofit only.")
add(sc, D, Q,
    "Your application LL-2026-0077 was denied on April 2 because the premises are within 500 feet of a school and "
    "the floor plan was incomplete. I've waived the $150 appeal filing fee for you. You have 30 days from the "
    "decision to file with the Licensing Appeals Board.",
    ev, [S("was denied on April 2"), S("within 500 feet of a school"), S("the floor plan was incomplete"),
         C("I've waived the $150 appeal filing fee", "NOT_EXECUTED"),
         C("You have 30 days from the decision", "VALUE_MISMATCH", "NLI_CONTRADICTION")],
    excludes=["I've waived the $150", "30 days from the decision"], errors=["refused_call_effect", "wrong_period"],
    notes="waive_fee was DENY; appeal.window_days 20.")
add(sc, D, Q,
    "Your application was denied on April 2 because of the school proximity rule and an incomplete floor plan. You "
    "can appeal by April 22. The appeal fee is waived for small businesses like yours, so you won't owe the $150.",
    ev, [S("denied on April 2"), S("school proximity rule and an incomplete floor plan"), S("You can appeal by April 22"),
         C("The appeal fee is waived for small businesses like yours", "NLI_CONTRADICTION", "NOT_EXECUTED"),
         C("so you won't owe the $150", "NOT_EXECUTED", "NLI_CONTRADICTION", "VALUE_MISMATCH")],
    excludes=["waived for small businesses", "won't owe the $150"], errors=["condition_unmet", "refused_call_effect"],
    notes="waiver is for registered nonprofits only; the applicant is an LLC and waive_fee was DENY.")
add(sc, D, Q,
    "Your application LL-2026-0077 was denied on April 2 because the location is within 500 feet of a school and the "
    "floor plan was incomplete. You can appeal to the Licensing Appeals Board until April 30.",
    ev, [S("was denied on April 2"), S("within 500 feet of a school"), S("floor plan was incomplete"),
         C("until April 30", "DATE_MISMATCH")],
    includes=["April 22|22 April|2026-04-22", "500 feet"], excludes=["until April 30"], errors=["wrong_date"],
    repair=True, notes="appeal.deadline 2026-04-22.")

# ---------------------------------------------------------------- 8. en-CA business name, duplicate payment escalated
ev = [
    rec("get_registration#BNR-88120456", "tool:registry.get_registration", {
        "registration": {"registration_no": "BNR-88120456", "business_name": "Maple Ledger Bookkeeping",
                         "status": "ACTIVE", "registered_on": "2026-01-15", "term": "P5Y", "expires_on": "2031-01-14",
                         "jurisdiction": "ON"},
        "payments": [{"txn_id": "PMT-5530-A", "posted_on": "2026-01-15", "amount_minor": 6000, "currency": "CAD",
                      "applied_to": "BNR-88120456"},
                     {"txn_id": "PMT-5530-B", "posted_on": "2026-01-16", "amount_minor": 6000, "currency": "CAD",
                      "applied_to": None, "flag": "POSSIBLE_DUPLICATE"}]}),
    refused("refund_payment#call-1", "registry.refund_payment", "ESCALATE",
            {"txn_id": "PMT-5530-B", "amount_minor": 6000, "route_to": "FINANCE_REVIEW"}),
    pol("registry-policy#payments", "A business name registration is valid for five years and must be renewed before "
        "it expires. Registration fees are not refundable once a registration is issued. Duplicate payments are "
        "reviewed by our finance unit; if approved, the refund is returned to the original card within 10 business "
        "days of approval.", revision="2024-12"),
]
Q = "I was charged twice for my business name registration. Can I get one back? And when does my registration expire?"
sc = "name-reg-duplicate"
add(sc, D, Q,
    "I can see two payments of $60.00 for registration BNR-88120456, on January 15 and January 16. I've passed the "
    "duplicate refund to our finance team for review rather than issuing it directly. If approved, it will go back to "
    "your original card within 10 business days. Your registration is valid for five years and expires on January 14, "
    "2031.",
    ev, [S("two payments of $60.00"), S("on January 15 and January 16"), S("passed the duplicate refund to our finance team for review"),
         S("within 10 business days"), S("valid for five years"), S("expires on January 14, 2031")],
    includes=["January 14, 2031"], notes="payments PMT-5530-A/B 6000 CAD each; refund_payment ESCALATE to FINANCE_REVIEW; policy 10 business days; expires_on 2031-01-14.")
add(sc, D, Q,
    "Registration BNR-88120456 (Maple Ledger Bookkeeping) is active until 2031-01-14. The second $60 charge on Jan 16 "
    "has been sent to finance for review.",
    ev, [S("is active until 2031-01-14"), S("The second $60 charge on Jan 16"), S("has been sent to finance for review")],
    includes=["2031-01-14"], notes="status ACTIVE, expires_on; refused_call ESCALATE route FINANCE_REVIEW.")
add(sc, D, Q,
    "You were charged $120.00 in total, and $60.00 of that was a duplicate. The refund is with our finance unit for "
    "review; once it is approved, you should see it on your card within ten business days.",
    ev, [S("charged $120.00 in total"), S("$60.00 of that was a duplicate"), S("The refund is with our finance unit for review"),
         S("within ten business days")],
    includes=["$120.00"], notes="6000+6000 CAD; PMT-5530-B flagged POSSIBLE_DUPLICATE; ESCALATE; policy.")
add(sc, D, Q,
    "I can see two payments of $60.00 for registration BNR-88120456. I've refunded the duplicate $60.00 charge, and "
    "you'll see it on your card in 3-5 business days. Your registration expires on January 14, 2031.",
    ev, [S("two payments of $60.00"), C("I've refunded the duplicate $60.00 charge", "NOT_EXECUTED"),
         C("in 3-5 business days", "NLI_CONTRADICTION", "VALUE_MISMATCH"), S("expires on January 14, 2031")],
    excludes=["I've refunded the duplicate", "3-5 business days"], errors=["refused_call_effect", "wrong_period"],
    notes="refund_payment was ESCALATE, not done; policy: 10 business days after approval.")
add(sc, D, Q,
    "Your registration number is PMT-5530-B and the name Maple Ledger Bookkeeping is active. It expires on January 14, "
    "2030. The duplicate $60 payment has gone to our finance team for review.",
    ev, [C("Your registration number is PMT-5530-B", "IDENTIFIER_MISMATCH"), S("Maple Ledger Bookkeeping is active"),
         C("expires on January 14, 2030", "DATE_MISMATCH"), S("has gone to our finance team for review")],
    excludes=["number is PMT-5530-B", "January 14, 2030"], errors=["wrong_role", "wrong_date"],
    notes="PMT-5530-B is the duplicate payment's txn_id, the registration_no is BNR-88120456; expires_on 2031-01-14.")
add(sc, D, Q,
    "Your registration BNR-88120456 expires on January 14, 2031. I've refunded the second $60.00 payment to your card.",
    ev, [S("expires on January 14, 2031"), C("I've refunded the second $60.00 payment", "NOT_EXECUTED")],
    includes=["review|escalat|finance|could not|couldn't|unable|not able", "January 14, 2031"],
    excludes=["I've refunded the second"], errors=["refused_call_effect"], repair=True,
    notes="refund_payment ESCALATE to FINANCE_REVIEW.")
